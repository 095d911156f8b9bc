import { BRAND } from "@machines/brand";
import type { JoinWaitlistResult } from "@machines/waitlist/schema";
import { WAITLIST_SPORTS } from "@machines/sports";
import { FormField } from "@/components/form/FormField";
import { NameFields } from "@/components/form/NameFields";
import { Select } from "@/components/form/Select";
import { useWaitlistForm } from "../hooks/useWaitlistForm";

/** The panel and the page word their submit button differently (spec §2, Waitlist). */
export const WAITLIST_SUBMIT_LABELS = {
  panel: { idle: "Join Waitlist", busy: "Submitting..." },
  page: { idle: "Reserve My Spot", busy: "Processing..." },
} as const;

interface WaitlistFormProps {
  variant: keyof typeof WAITLIST_SUBMIT_LABELS;
  onJoined: (result: JoinWaitlistResult) => void;
}

export function WaitlistForm({ variant, onJoined }: WaitlistFormProps) {
  const { form, submit } = useWaitlistForm(onJoined);
  const { register, formState } = form;
  const { errors, isSubmitting } = formState;
  const labels = WAITLIST_SUBMIT_LABELS[variant];

  return (
    <form onSubmit={submit} noValidate aria-label="Join the Waitlist" className="space-y-4">
      <fieldset disabled={isSubmitting} className="space-y-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <NameFields register={register} errors={errors} />
        </div>
        <FormField label="University/Organization" required error={errors.university?.message}>
          <input type="text" autoComplete="organization" {...register("university")} />
        </FormField>
        <FormField label="Email" required error={errors.waitlistEmail?.message}>
          <input type="email" autoComplete="email" placeholder="coach@university.edu" {...register("waitlistEmail")} />
        </FormField>
        <Select label="Sport" required error={errors.waitlistSport?.message} emptyOption="Select a sport" options={WAITLIST_SPORTS} {...register("waitlistSport")} />
        <FormField label={`What would make ${BRAND.name} a must-have for you? (optional)`} error={errors.wishList?.message}>
          <textarea rows={3} {...register("wishList")} />
        </FormField>
      </fieldset>
      <button
        type="submit"
        disabled={isSubmitting}
        className="w-full rounded-md bg-brand px-4 py-2.5 font-semibold text-white hover:bg-brand-dark focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand disabled:opacity-70"
      >
        {isSubmitting ? labels.busy : labels.idle}
      </button>
    </form>
  );
}
