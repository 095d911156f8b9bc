import { Link } from "@tanstack/react-router";
import { BRAND } from "@machines/brand";
import { buttonStyles, textLink } from "@/components/ui/styles";

/** Coach Connect: refer a colleague for a free month (spec §1); the portal itself is not open yet. */
export function CoachConnectRewards() {
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
        <Link to="/initial-screening" className={buttonStyles("primary", "lg")}>
          Start Free Trial
        </Link>
        <Link to="/login" className={buttonStyles("secondary", "lg")}>
          Coach Login
        </Link>
      </div>
      <p role="note" className="mt-4 rounded-lg bg-amber-50 px-4 py-3 text-sm text-amber-900">
        Dashboard login is not available yet — the coach portal is coming soon. Your referral code arrives by email when you
        start your trial.
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
          billing starts the next calendar day after the trial.
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
