import { useState, type FormEvent } from "react";
import { useNavigate } from "@tanstack/react-router";
import { supportReasonSchema, type SupportFindCoachResponse } from "@machines/support/contracts";
import { FormField } from "@/components/form/FormField";
import { buttonStyles } from "@/components/ui/styles";
import type { SupportSearch } from "../search";
import { Section } from "./Section";

const MATCHED_BY: Record<SupportFindCoachResponse["matches"][number]["matchedBy"], string> = {
  "signup-address": "sign-up address",
  "forwarding-address": "forwarding address",
  "stripe-customer": "Stripe customer",
  uid: "uid",
};

/** Why (kept in the coach's audit trail) and what to look for: an address, a forwarding address, a Stripe customer id or a uid. */
export function FindCoach({ search, matches }: { search: SupportSearch; matches: SupportFindCoachResponse["matches"] | null }) {
  const navigate = useNavigate();
  const [reason, setReason] = useState(search.reason ?? "");
  const [query, setQuery] = useState(search.q ?? "");
  const [reasonError, setReasonError] = useState<string>();

  const find = (event: FormEvent) => {
    event.preventDefault();
    const checked = supportReasonSchema.safeParse(reason);
    setReasonError(checked.success ? undefined : checked.error.issues[0]?.message);
    if (checked.success && query.trim()) void navigate({ to: "/support", search: { reason: checked.data, q: query.trim() } });
  };

  return (
    <Section id="find-heading" title="Find a coach">
      <form aria-label="Find a coach" className="grid gap-4 md:grid-cols-[1fr_1fr_auto] md:items-end" onSubmit={find}>
        <FormField label="Why you're looking" required error={reasonError} hint="A ticket number or the coach's question; the coach sees it.">
          <input value={reason} onChange={(event) => setReason(event.target.value)} maxLength={300} />
        </FormField>
        <FormField label="Address, forwarding address, Stripe customer id or uid" required>
          <input value={query} onChange={(event) => setQuery(event.target.value)} maxLength={320} required />
        </FormField>
        <button type="submit" className={buttonStyles()}>
          Find
        </button>
      </form>
      {matches && matches.length === 0 && <p className="text-slate-700">Nobody matches that.</p>}
      {matches && matches.length > 0 && (
        <ul aria-label="Matches" className="divide-y divide-slate-200 rounded-lg border border-slate-200">
          {matches.map((match) => (
            <li key={match.uid} className="flex flex-wrap items-center justify-between gap-3 p-3 text-sm">
              <div className="min-w-0 break-words">
                <p className="font-semibold text-brand-text">{match.name ?? "No name yet"}</p>
                <p className="text-slate-700">
                  {match.email ?? "no address"} · {match.kind === "coach" ? "coach" : "sign-up, no trial yet"} · matched by {MATCHED_BY[match.matchedBy]}
                </p>
                <p className="break-all text-slate-600">{match.uid}</p>
              </div>
              <button
                type="button"
                className={buttonStyles("secondary")}
                aria-label={`Open ${match.email ?? match.uid}`}
                onClick={() => void navigate({ to: "/support", search: { ...search, uid: match.uid } })}
              >
                Open
              </button>
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}
