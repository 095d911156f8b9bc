import { Link } from "@tanstack/react-router";
import { BRAND } from "@machines/brand";
import { TRIAL_MESSAGES } from "@machines/billing/messages";
import { buttonStyles, textLink } from "@/components/ui/styles";

/** Coach Connect: refer a colleague for a free month (spec §1); a signed-in coach is led to their dashboard, a visitor to the trial or the login. */
export function CoachConnectRewards({ coach }: { coach: boolean }) {
  return (
    <section aria-labelledby="coach-connect-rewards" className="mx-auto w-full max-w-3xl rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
      <h2 id="coach-connect-rewards" className="text-2xl font-bold tracking-tight text-brand-text">
        Coach Connect Rewards
      </h2>
      <p className="mt-2 text-slate-600">
        Invite a colleague with your personal referral code: you get 1 month free, and they lock in beta pricing when they
        join within 7 days.
      </p>
      <div className="mt-6 flex flex-col gap-3 sm:flex-row">
        {coach ? (
          <Link to="/dashboard" className={buttonStyles("primary", "lg")}>
            {TRIAL_MESSAGES.dashboardLink}
          </Link>
        ) : (
          <>
            <Link to="/initial-screening" className={buttonStyles("primary", "lg")}>
              Start Free Trial
            </Link>
            <Link to="/login" className={buttonStyles("secondary", "lg")}>
              Coach Login
            </Link>
          </>
        )}
      </div>
      <p role="note" className="mt-4 rounded-lg bg-brand-light px-4 py-3 text-sm text-brand-text">
        {coach
          ? "Your referral code and your invitations are in your dashboard, under Settings."
          : "Your referral code arrives by email when you start your trial, and is in your dashboard once you sign in."}
      </p>
    </section>
  );
}

/** Secure payment and the documents that apply (spec §2 '/pricing'). */
export function PaymentNotes() {
  return (
    <section aria-labelledby="secure-payment" className="mx-auto w-full max-w-3xl text-sm text-slate-600">
      <h2 id="secure-payment" className="text-base font-semibold text-brand-text">
        Secure payment
      </h2>
      <ul className="mt-2 grid list-disc gap-1 pl-5">
        <li>Payments are processed securely by Stripe; {BRAND.name} never sees or stores your card number.</li>
        <li>
          The 7-day free trial needs no card. It converts to your plan automatically unless you cancel before it ends, and
          billing starts the day it ends (your welcome email and Billing page name that day).
        </li>
        <li>Annual plans are billed once a year at the annual price shown.</li>
      </ul>
      <p className="mt-3">
        By subscribing you agree to our{" "}
        <Link to="/legal" search={{ tab: "tos" }} className={textLink}>
          Terms of Service
        </Link>{" "}
        and{" "}
        <Link to="/privacy" className={textLink}>
          Privacy Policy
        </Link>
        .
      </p>
    </section>
  );
}
