import { useId } from "react";
import { REFERRAL_VALID_DAYS } from "@machines/referrals/expiry";
import { TokenText } from "@/components/token/TokenText";
import { StepNumber } from "@/components/ui/StepNumber";

/** The programme in four steps (spec §2 "Referral"); /coach-connect's 'How It Works' box and /referral. */
export const REFERRAL_PROGRAM_STEPS = [
  { title: "Invite colleagues", text: "Send fellow coaches an invitation from the form: one email to all of them, from your own inbox." },
  {
    title: `They join within ${REFERRAL_VALID_DAYS} days`,
    text: `Your colleagues start their free trial within ${REFERRAL_VALID_DAYS} days using your referral code.`,
  },
  { title: "You get 1 month free", text: "Every colleague who joins earns you a month of service on us." },
  { title: "They lock in beta pricing", text: "Your colleagues keep the beta price for as long as they stay." },
] as const;

interface ReferralProgramStepsProps {
  title: string;
  /** The heading's level, so each page keeps its own outline. */
  level?: 2 | 3;
  className?: string;
}

export function ReferralProgramSteps({ title, level = 2, className = "" }: ReferralProgramStepsProps) {
  const titleId = useId();
  const Heading = level === 2 ? "h2" : "h3";
  return (
    <section aria-labelledby={titleId} className={`rounded-2xl border border-brand/20 bg-brand-light p-6 ${className}`}>
      <Heading id={titleId} className="text-lg font-semibold text-brand-text">
        {title}
      </Heading>
      <ol className="mt-4 space-y-4">
        {REFERRAL_PROGRAM_STEPS.map((step, index) => (
          <li key={step.title} className="flex gap-3">
            <StepNumber number={index + 1} />
            <span>
              <span className="block font-semibold text-brand-text">{step.title}</span>
              <span className="block text-sm text-slate-700">{step.text}</span>
            </span>
          </li>
        ))}
      </ol>
    </section>
  );
}

/** The rewards reminder of the sent states and /referral-confirmation. */
export function ReferralRewardsReminder({ code }: { code?: string }) {
  return (
    <p className="rounded-xl bg-brand-light p-5 text-left text-brand-text">
      <strong>Your reward:</strong> when a colleague joins within {REFERRAL_VALID_DAYS} days using your code
      {code ? (
        <>
          {" "}
          <TokenText value={code} className="font-bold" />
        </>
      ) : null}
      , you get 1 month free and they lock in beta pricing.
    </p>
  );
}
