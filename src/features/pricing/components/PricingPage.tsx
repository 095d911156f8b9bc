import { useMachine } from "@xstate/react";
import { useNavigate } from "@tanstack/react-router";
import { useEffect, useState, useSyncExternalStore } from "react";
import { settledPlan } from "@machines/billing/plans";
import { isCurrentPlan, pricingSelectionMachine } from "@machines/pricing/pricingSelectionMachine";
import { startOnboardingSearch, type StartOnboardingSearch } from "@machines/pricing/startOnboarding";
import { ANNUAL_TOGGLE_LABEL, PRICING_TIERS, tierStatusForSport, type BillingCycle, type SportKey } from "@machines/pricing/tiers";
import { COACH_SESSION_HINT_KEY, isCoach } from "@machines/auth/session";
import { loadSession, useSessionView } from "@/components/auth/sessionView";
import type { BillingSearch } from "@machines/billing/billingSearch";
import { call } from "@/lib/callables";
import { readText } from "@/lib/webStorage";
import { ChoiceToggle } from "./ChoiceToggle";
import { CoachConnectRewards, PaymentNotes } from "./PricingInfo";
import { SportStatusBox } from "./SportStatusBox";
import { TierGrid } from "./TierGrid";
import { TierList } from "./TierList";
import type { TierView } from "./TierDetails";
import { TimeWorthTable } from "./TimeWorthTable";
import { inspect } from "@/lib/xstateInspect";

const SPORT_OPTIONS: ReadonlyArray<{ value: SportKey; label: string }> = [
  { value: "volleyball", label: "Volleyball" },
  { value: "softball", label: "Softball" },
];

const CYCLE_OPTIONS: ReadonlyArray<{ value: BillingCycle; label: string }> = [
  { value: "monthly", label: "Monthly" },
  { value: "annual", label: ANNUAL_TOGGLE_LABEL },
];

export function PricingPage() {
  const navigate = useNavigate();
  // Joining a tier hands tier, cycle and sport to the onboarding wizard as search parameters
  // (contract: machines/pricing/startOnboarding.ts). The cast goes once /initial-screening's
  // validateSearch declares them with readStartOnboardingSearch; TanStack's type for its search lacks them until then.
  // A signed-in coach's choice goes to the Billing page's plan change (contract: machines/billing/billingSearch.ts).
  const [machine] = useState(() =>
    pricingSelectionMachine.provide({
      actions: {
        startOnboarding: (_, params) => {
          const search: StartOnboardingSearch = startOnboardingSearch(params);
          void navigate({ to: "/initial-screening", search: search as never });
        },
        openPlanChange: (_, { tierId, billingCycle }) => {
          const search: BillingSearch = { tier: tierId, cycle: billingCycle };
          void navigate({ to: "/billing", search });
        },
      },
    }),
  );
  const [snapshot, send] = useMachine(machine, { inspect });
  const { sport, cycle, expandedTierId, selection, coach } = snapshot.context;
  // Until a signed-in coach is recognised, 'Join Now' waits: it would otherwise start a visitor's onboarding.
  const identifying = useSignedInCoach(send);

  const waiting = identifying || !snapshot.matches("choosing");
  const leaving = snapshot.matches("openingPlanChange");
  const views: TierView[] = PRICING_TIERS.map((tier) => ({
    tier,
    status: tierStatusForSport(tier, sport),
    isCurrent: isCurrentPlan(snapshot.context, tier.id),
    busy: !waiting ? null : leaving && selection?.tierId === tier.id ? "preparing" : "waiting",
  }));
  const choose = (view: TierView) => send({ type: "SELECT_TIER", tierId: view.tier.id });

  return (
    <div className="pb-16">
      <section aria-labelledby="pricing-heading" className="bg-brand-light">
        <div className="mx-auto max-w-4xl px-4 py-12 text-center sm:px-6 sm:py-16">
          <h1 id="pricing-heading" className="text-4xl font-bold tracking-tight text-brand-text sm:text-5xl">
            Simple pricing for college coaches
          </h1>
          <p className="mx-auto mt-4 max-w-2xl text-lg text-slate-700">
            Every plan starts with a 7-day free trial — no credit card needed. .edu sign-up only. The beta is open to
            volleyball and softball coaches.
          </p>
        </div>
      </section>

      <div className="mx-auto grid max-w-7xl gap-12 px-4 pt-10 sm:px-6 lg:px-8">
        <div className="grid gap-6">
          <div className="flex flex-col items-center justify-center gap-6 sm:flex-row sm:gap-12">
            <ChoiceToggle legend="Sport" name="sport" options={SPORT_OPTIONS} value={sport} onChange={(next) => send({ type: "SET_SPORT", sport: next })} />
            <ChoiceToggle legend="Billing" name="cycle" options={CYCLE_OPTIONS} value={cycle} onChange={(next) => send({ type: "SET_CYCLE", cycle: next })} />
          </div>
          <SportStatusBox sport={sport} />
        </div>

        <section aria-labelledby="plans-heading">
          <h2 id="plans-heading" className="sr-only">
            Plans
          </h2>
          <TierGrid views={views} cycle={cycle} onChoose={choose} />
          <TierList views={views} cycle={cycle} expandedTierId={expandedTierId} onExpand={(tierId) => send({ type: "EXPAND_TIER", tierId })} onChoose={choose} />
        </section>

        <TimeWorthTable />
        <CoachConnectRewards coach={coach} />
        <PaymentNotes />
      </div>
    </div>
  );
}

const noSubscription = () => () => undefined;
const hadCoachSession = () => readText("localStorage", COACH_SESSION_HINT_KEY) !== undefined;

/**
 * A signed-in coach's 'Join Now' opens the Billing page's plan change. In a browser that had a coach's session (or
 * once the header's session says a coach is here) the session is loaded with a fresh token, since one
 * minted before the trial started lacks the coach role, and the server is asked for the coach's billing:
 * its settled plan is 'Current Plan'. Visitors never load the session for this. Returns whether a coach
 * may be here but is not recognised yet ('Join Now' waits rather than start a visitor's onboarding).
 */
function useSignedInCoach(send: (event: { type: "COACH_SIGNED_IN"; currentPlan?: { tierId: string; cycle: BillingCycle } }) => void): boolean {
  const view = useSessionView();
  // False while hydrating, read right after: the prerendered page was made without a browser, and hydration keeps the
  // server's attributes (a 'Current Plan' button's `disabled`) wherever the browser's first render differs from it.
  const coachHint = useSyncExternalStore(noSubscription, hadCoachSession, () => false);
  const [identified, setIdentified] = useState(false);
  const identifying = coachHint && !identified;
  const lookForCoach = coachHint || view.status === "coach";
  useEffect(() => {
    if (!lookForCoach) return;
    let current = true;
    const identify = async () => {
      const session = await (await loadSession()).sessionWithFreshToken();
      if (!isCoach(session.context.user)) return;
      let currentPlan: { tierId: string; cycle: BillingCycle } | undefined;
      try {
        const settled = settledPlan(await call("getBilling", {}));
        currentPlan = settled ? { tierId: settled.tierId, cycle: settled.billingCycle } : undefined;
      } catch (error) {
        // Checkout still works; only 'Current Plan' cannot be marked.
        console.warn("Could not load the coach's plan", error);
      }
      if (current) send({ type: "COACH_SIGNED_IN", currentPlan });
    };
    identify()
      .catch((error: unknown) => console.warn("Could not check for a signed-in coach", error))
      .finally(() => current && setIdentified(true));
    return () => {
      current = false;
    };
  }, [lookForCoach, send]);
  return identifying;
}
