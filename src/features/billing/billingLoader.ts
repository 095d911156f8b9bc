import type { MakeRouteMatch, RegisteredRouter } from "@tanstack/react-router";
import { call } from "@/lib/callables";

export const BILLING_ROUTE_ID = "/_portal/billing/";

/**
 * /billing's loader: the coach's billing, deferred, so the billing machine decides what it means (a
 * failure is its 'failed' state with the way to a trial, not the route's error page).
 */
export const loadBilling = () => ({ billing: call("getBilling", {}) });

type BillingMatch = MakeRouteMatch<RegisteredRouter["routeTree"], typeof BILLING_ROUTE_ID>;

/** The billing route's match among the router's current ones. */
export const isBillingMatch = (match: { routeId: string }): match is BillingMatch => match.routeId === BILLING_ROUTE_ID;
