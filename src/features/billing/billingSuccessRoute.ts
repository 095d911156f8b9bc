import { BRAND } from "@machines/brand";
import { pageHead } from "@/components/seo/page-head";

// /billing/success and /billing-success are the same page (spec §2); both routes use these. They live
// apart from the page because a route's head and validateSearch ship in the entry bundle.
export const BILLING_SUCCESS_TITLE = "Your Spot is Locked In";

export const billingSuccessHead = () => pageHead({ title: BILLING_SUCCESS_TITLE, description: `Your ${BRAND.name} trial is set up.` });

export interface BillingSuccessSearch {
  /** A checkout session id; only logged (spec §2). */
  session_id?: string;
}

export function validateBillingSuccessSearch(search: Record<string, unknown>): BillingSuccessSearch {
  return typeof search.session_id === "string" && search.session_id ? { session_id: search.session_id } : {};
}
