import type { BillingOverview } from "@machines/billing/contracts";
import { TRIAL_MESSAGES } from "@machines/billing/messages";
import { formatBillingDate } from "@machines/onboarding/trial";
import { buttonStyles } from "@/components/ui/styles";

/** A running trial: the day it ends (the day Stripe's pages name too), and without a card the way to add one. */
export function TrialBanner({ overview, busy, onAddCard }: { overview: BillingOverview; busy: boolean; onAddCard: () => void }) {
  const subscription = overview.subscription;
  if (subscription?.status !== "trialing" || !subscription.trialEndsAt) return null;
  return (
    <section aria-label="Your trial" className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-brand bg-brand-light p-4">
      <p className="text-sm text-brand-text">
        {TRIAL_MESSAGES.endsOn(formatBillingDate(subscription.trialEndsAt))}
        {!subscription.paymentMethod && ` ${TRIAL_MESSAGES.addCard}`}
      </p>
      {!subscription.paymentMethod && (
        <button type="button" disabled={busy} onClick={onAddCard} className={buttonStyles("primary")}>
          {busy ? "Preparing checkout..." : "Add a card"}
        </button>
      )}
    </section>
  );
}
