import { useId } from "react";
import { focusRing } from "@/components/ui/styles";

/** The search box over the coach's athletes (name, club, high school or city), on the list and in the merge picker. */
export function AthleteSearchField({ label, value, onChange }: { label: string; value: string; onChange: (typed: string) => void }) {
  const id = useId();
  return (
    <>
      <label htmlFor={id} className="block text-sm font-medium text-brand-text">
        {label}
      </label>
      <input
        id={id}
        type="search"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        placeholder="Name, club, high school or city"
        maxLength={100}
        className={`mt-1 block w-full rounded-md border border-slate-300 bg-white px-3 py-2 shadow-sm placeholder:text-slate-500 ${focusRing}`}
      />
    </>
  );
}
