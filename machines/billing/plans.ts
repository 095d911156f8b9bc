import type { BillingCycle } from "../pricing/tiers";
import type { BillingOverview } from "./contracts";

/** A coach whose subscription charges them now (a change of plan goes through the proration preview). */
export function isPaying(overview: BillingOverview): boolean {
  const status = overview.subscription?.status;
  return status === "active" || status === "past_due";
}

/** A trial (or a plan paused when the trial ended) with no card yet: its own plan still has something to do. */
export function needsCard(overview: BillingOverview): boolean {
  const subscription = overview.subscription;
  return !subscription?.paymentMethod && (subscription?.status === "trialing" || subscription?.status === "paused");
}

/**
 * The coach's current plan: nothing is left to choose for it ('Current Plan', and choosing it does
 * nothing, spec §5). A founder's plan; a paying coach's; a running trial's, card or not (a trial
 * without one adds it from the trial's own banner). A paused plan has none: its tier offers checkout.
 */
export function settledPlan(overview: BillingOverview): { tierId: string; billingCycle: BillingCycle } | null {
  const trialing = overview.subscription?.status === "trialing";
  if (!overview.plan.founder && !isPaying(overview) && !trialing) return null;
  return { tierId: overview.plan.tierId, billingCycle: overview.plan.billingCycle };
}

/** What a tier's button on the Billing page does at this cycle (a locked tier, one not open for the sport, or any tier for a founder, whose plan is free for life, is unavailable). */
export type PlanAction = "current" | "add-card" | "join" | "unavailable";

export function planAction(overview: BillingOverview, tierId: string, cycle: BillingCycle): PlanAction {
  if (overview.plan.founder) return "unavailable";
  const ownPlan = tierId === overview.plan.tierId && cycle === overview.plan.billingCycle;
  const settled = settledPlan(overview);
  if (settled && ownPlan) return "current";
  if (ownPlan && needsCard(overview)) return "add-card";
  return overview.purchasableTierIds.includes(tierId) ? "join" : "unavailable";
}
