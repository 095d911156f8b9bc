import { BILLING_CYCLES, type BillingCycle } from "../pricing/tiers";
import type { PlanChoice } from "./billingActors";

/**
 * /billing's search parameters: `session_id` when Stripe's checkout returns there, `tier` and `cycle`
 * when /pricing hands a signed-in coach's 'Join Now' to the Billing page's plan change. Plain code (no
 * schema library): /pricing builds these and ships without the contracts.
 */
export interface BillingSearch {
  session_id?: string;
  tier?: string;
  cycle?: BillingCycle;
}

const isCycle = (value: unknown): value is BillingCycle => BILLING_CYCLES.some((cycle) => cycle === value);
const token = (value: unknown, pattern: RegExp) => (typeof value === "string" && pattern.test(value) ? value : undefined);

export function readBillingSearch(search: Record<string, unknown>): BillingSearch {
  const sessionId = token(search.session_id, /^cs_[A-Za-z0-9_]{1,200}$/);
  const tier = token(search.tier, /^[a-z0-9-]{1,40}$/);
  return {
    ...(sessionId ? { session_id: sessionId } : {}),
    ...(tier && isCycle(search.cycle) ? { tier, cycle: search.cycle } : {}),
  };
}

/** The plan /pricing asked for, if any. */
export const requestedPlanOf = (search: BillingSearch): PlanChoice | undefined =>
  search.tier && search.cycle ? { tierId: search.tier, billingCycle: search.cycle } : undefined;
