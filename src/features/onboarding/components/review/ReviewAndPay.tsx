import { useEffect, useState, type ReactNode } from "react";
import { useSelector } from "@xstate/react";
import { BRAND } from "@machines/brand";
import type { SignupStatus } from "@machines/identity/contracts";
import { TRIAL_DAYS, formatBillingDate, trialDates } from "@machines/onboarding/trial";
import { TRIAL_MESSAGES } from "@machines/billing/messages";
import { AlertIcon, CheckCircleIcon } from "@/components/ui/icons";
import { buttonStyles, textLink } from "@/components/ui/styles";
import { call } from "@/lib/callables";
import { fullName, sportOf } from "../../lib";
import { useOnboardingActor } from "../../session/OnboardingSessionContext";
import { planPriceText, reviewPlan } from "./reviewPlan";

const NOT_PROVIDED = "Not provided";

/** /review-and-pay: what the coach told us, the plan, the trial terms, and the button that starts the trial. */
export function ReviewAndPay() {
  const actor = useOnboardingActor();
  const intake = useSelector(actor, (snapshot) => snapshot.context.intake);
  // Starting the trial, then (for a plan picked with 'Join Now') opening its checkout: the spec's 'Preparing checkout...'.
  const starting = useSelector(
    actor,
    (snapshot) => snapshot.matches({ review: "startingTrial" }) || snapshot.matches({ review: "checkingOut" }) || snapshot.matches({ review: "leavingForCheckout" }),
  );
  const awaiting = useSelector(actor, (snapshot) => snapshot.matches({ review: "awaitingConfirmation" }));
  const resending = useSelector(actor, (snapshot) => snapshot.matches({ review: { awaitingConfirmation: "resending" } }));
  const status = useSignupStatus(awaiting);
  const emailConfirmed = intake.emailConfirmed === true || status?.emailConfirmed === true;
  const plan = reviewPlan({ ...intake, emailConfirmed }, status?.referralPricing ?? null);
  const billingStarts = formatBillingDate(trialDates(new Date()).endsAt);
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
          {plan.note && (
            <p className="mt-4 flex items-center gap-2 text-sm font-medium text-green-800">
              <CheckCircleIcon className="size-5 shrink-0" aria-hidden="true" /> {plan.note}
            </p>
          )}
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
              : `${TRIAL_MESSAGES.endsOn(billingStarts)} ${TRIAL_MESSAGES.planFrom(`${plan.name} at ${planPriceText(plan)}`, billingStarts)}`}
          </p>
          {intake.selectedTierId && !plan.founder && (
            <p className="mt-2 text-slate-700">
              You chose {plan.name} with 'Join Now': once your trial starts, secure checkout opens to add your card. Nothing is charged before{" "}
              {billingStarts}.
            </p>
          )}
          {awaiting ? (
            <AwaitingConfirmation
              email={intake.email ?? ""}
              resending={resending}
              onResend={() => actor.send({ type: "RESEND_LINK" })}
              onEdit={() => actor.send({ type: "EDIT_DETAILS" })}
            />
          ) : (
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
          )}
        </section>
      </div>

      <div className="space-y-6 lg:col-span-3">
        <ul className="flex flex-col gap-2 text-sm font-medium text-green-800 sm:flex-row sm:gap-6">
          {emailConfirmed ? (
            <li className="flex items-center gap-2">
              <CheckCircleIcon className="size-5" aria-hidden="true" /> Information verified
            </li>
          ) : (
            <li className="flex items-center gap-2 text-amber-800">
              <AlertIcon className="size-5" aria-hidden="true" /> Email not confirmed yet: open the link we sent you
            </li>
          )}
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

/**
 * The signup as the server has it: whether the address is proven (perhaps in another tab since this
 * page's progress was saved) and the beta pricing a colleague's invitation earned. Asked again when the
 * wait for the confirmation ends. Display only: the server decides what a confirmation allows and the price.
 */
function useSignupStatus(awaiting: boolean): SignupStatus | null {
  const [status, setStatus] = useState<SignupStatus | null>(null);
  useEffect(() => {
    if (awaiting) return;
    let current = true;
    call("getSignupStatus", {}).then(
      (latest) => current && setStatus(latest),
      (error: unknown) => console.warn("Could not check the signup status", error),
    );
    return () => {
      current = false;
    };
  }, [awaiting]);
  return status;
}

/** 'Start Free Trial' before the address was confirmed: the trial starts once the emailed link is opened. */
function AwaitingConfirmation({ email, resending, onResend, onEdit }: { email: string; resending: boolean; onResend: () => void; onEdit: () => void }) {
  return (
    <div className="mt-6 space-y-3 rounded-lg border border-amber-300 bg-white p-4">
      <h3 className="font-semibold text-brand-text">Confirm your email to start your trial</h3>
      <p className="text-sm text-slate-700">
        We sent a link to <strong className="break-all">{email}</strong>. Your trial starts the moment you open it. Opened in this browser, this
        page moves on by itself; opened on another device, your account continues there, as only the browser that opens the link is signed in to it.
      </p>
      <p role="status" className="flex items-center gap-2 text-sm text-slate-600">
        <span aria-hidden="true" className="size-3 animate-pulse rounded-full bg-amber-500" />
        Waiting for your confirmation…
      </p>
      <div className="flex flex-col gap-3 sm:flex-row">
        <button type="button" onClick={onResend} disabled={resending} className={buttonStyles("secondary")}>
          {resending ? "Sending…" : "Resend the link"}
        </button>
        <button type="button" onClick={onEdit} className={buttonStyles("ghost")}>
          Edit Details
        </button>
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
