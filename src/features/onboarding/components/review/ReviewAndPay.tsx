import type { ReactNode } from "react";
import { useSelector } from "@xstate/react";
import { BRAND } from "@machines/brand";
import { TRIAL_DAYS, trialDates } from "@machines/onboarding/trial";
import { AlertIcon, CheckCircleIcon } from "@/components/ui/icons";
import { buttonStyles, textLink } from "@/components/ui/styles";
import { fullName, sportOf } from "../../lib";
import { useOnboardingActor } from "../../session/OnboardingSessionContext";
import { planPriceText, reviewPlan } from "./reviewPlan";

const NOT_PROVIDED = "Not provided";

const longDate = (date: Date) => date.toLocaleDateString("en-US", { month: "long", day: "numeric", year: "numeric", timeZone: "UTC" });

/** /review-and-pay: what the coach told us, the plan, the trial terms, and the button that starts the trial. */
export function ReviewAndPay() {
  const actor = useOnboardingActor();
  const intake = useSelector(actor, (snapshot) => snapshot.context.intake);
  const starting = useSelector(actor, (snapshot) => snapshot.matches({ review: "startingTrial" }));
  const plan = reviewPlan(intake);
  const trial = trialDates(new Date());
  const billingStarts = longDate(new Date(`${trial.billingStartsOn}T00:00:00Z`));
  const sport = sportOf(intake);

  return (
    <div className="grid gap-6 lg:grid-cols-5">
      <div className="space-y-6 lg:col-span-3">
        <Card title="Your Information">
          <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-2">
            <Detail term="Name">{fullName(intake) ?? NOT_PROVIDED}</Detail>
            <Detail term="Email">{intake.email ?? NOT_PROVIDED}</Detail>
            <Detail term="University">{intake.university ?? NOT_PROVIDED}</Detail>
            <Detail term="Sport">{sport ?? NOT_PROVIDED}</Detail>
          </dl>
        </Card>
        <Card title="Plan Details">
          <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-3">
            <Detail term="Plan">{plan.name}</Detail>
            <Detail term="Price">{planPriceText(plan)}</Detail>
            <Detail term="Billing cycle">{plan.cycle === "annual" ? "Annual" : "Monthly"}</Detail>
          </dl>
        </Card>
      </div>

      <div className="lg:col-span-2 lg:col-start-4 lg:row-span-2 lg:row-start-1">
        <section aria-labelledby="trial-card-title" className="rounded-xl border-2 border-brand bg-brand-light p-6">
          <h2 id="trial-card-title" className="text-xl font-bold text-brand-text">
            {TRIAL_DAYS}-Day Free Trial
          </h2>
          <p className="mt-2 text-slate-700">No credit card required.</p>
          <p className="mt-2 text-slate-700">
            {plan.founder
              ? "Your founder plan is free for life: nothing will ever be billed."
              : `Your trial ends on ${longDate(trial.endsAt)}. Billing of ${planPriceText(plan)} starts on ${billingStarts}, the day after, unless you cancel before then.`}
          </p>
          <div className="mt-6 flex flex-col gap-3">
            <button
              type="button"
              onClick={() => actor.send({ type: "START_TRIAL" })}
              disabled={starting}
              aria-busy={starting}
              className={`${buttonStyles("primary", "lg")} disabled:opacity-80`}
            >
              {starting ? (
                <>
                  <span aria-hidden="true" className="size-4 animate-spin rounded-full border-2 border-white border-t-transparent" />
                  Preparing checkout...
                </>
              ) : plan.founder ? (
                "Complete Order"
              ) : (
                "Start Free Trial"
              )}
            </button>
            <button type="button" onClick={() => actor.send({ type: "EDIT_DETAILS" })} disabled={starting} className={buttonStyles("secondary")}>
              Edit Details
            </button>
          </div>
        </section>
      </div>

      <div className="space-y-6 lg:col-span-3">
        <ul className="flex flex-col gap-2 text-sm font-medium text-green-800 sm:flex-row sm:gap-6">
          <li className="flex items-center gap-2">
            <CheckCircleIcon className="size-5" aria-hidden="true" /> Information verified
          </li>
          <li className="flex items-center gap-2">
            <CheckCircleIcon className="size-5" aria-hidden="true" /> Legal documents signed
          </li>
        </ul>
        <div role="note" className="flex gap-3 rounded-lg border border-slate-200 bg-slate-50 p-4 text-sm text-slate-700">
          <AlertIcon className="size-5 shrink-0 text-brand" aria-hidden="true" />
          <p>
            Questions before you start? Email us at{" "}
            <a href={`mailto:${BRAND.supportEmail}`} className={textLink}>
              {BRAND.supportEmail}
            </a>{" "}
            and we'll reply within 1 business day.
          </p>
        </div>
      </div>

    </div>
  );
}

function Card({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
      <h2 className="text-lg font-semibold text-brand-text">{title}</h2>
      <div className="mt-4">{children}</div>
    </section>
  );
}

function Detail({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-sm text-slate-600">{term}</dt>
      <dd className="font-medium break-words text-brand-text">{children}</dd>
    </div>
  );
}
