import { z } from "zod";
import { StripeError } from "./errors.ts";

/**
 * Failures the control API switches on (`PUT /_double/faults/checkout_sessions`), so tests can reach
 * the product's error paths that Stripe itself produces only rarely. Each fault belongs to one
 * customer, so test files running side by side against the same double never see each other's.
 */
export const checkoutFaultSchema = z.union([
  /** `POST /v1/checkout/sessions` answers the session with `url: null`. */
  z.strictObject({ customer: z.string().startsWith("cus_"), omit_url: z.literal(true) }),
  /** `POST /v1/checkout/sessions` answers this HTTP status with a Stripe error body (5xx are retried by the SDK and fail again). */
  z.strictObject({ customer: z.string().startsWith("cus_"), status: z.number().int().min(400).max(599) }),
]);
export type CheckoutFault = z.infer<typeof checkoutFaultSchema>;

/** Every API request about this customer answers this status: Stripe unreachable for them (5xx) or refusing (4xx). */
export const customerFaultSchema = z.strictObject({ customer: z.string().startsWith("cus_"), status: z.number().int().min(400).max(599) });
export type CustomerFault = z.infer<typeof customerFaultSchema>;

export class Faults {
  private readonly checkout = new Map<string, CheckoutFault>();
  private readonly customers = new Map<string, CustomerFault>();

  setCustomer(fault: CustomerFault): void {
    this.customers.set(fault.customer, fault);
  }

  clearCustomer(customer: string): boolean {
    return this.customers.delete(customer);
  }

  /** Throws the switched-on error status when any of these customers (the ones a request is about) has an outage. */
  failForCustomers(customers: ReadonlyArray<string | null | undefined>): void {
    const fault = customers.map((customer) => (customer ? this.customers.get(customer) : undefined)).find(Boolean);
    if (!fault) return;
    throw new StripeError(fault.status, {
      type: fault.status >= 500 ? "api_error" : "invalid_request_error",
      message: `Requests about customer ${fault.customer} fail with ${fault.status}: a fault switched on through the double's /_double/faults API.`,
    });
  }

  setCheckout(fault: CheckoutFault): void {
    this.checkout.set(fault.customer, fault);
  }

  clearCheckout(customer: string): boolean {
    return this.checkout.delete(customer);
  }

  /** Throws the switched-on error status for this customer's checkout; answers whether its URL is to be left out. */
  checkoutOmitsUrl(customer: string | undefined): boolean {
    const fault = customer ? this.checkout.get(customer) : undefined;
    if (fault && "status" in fault) {
      throw new StripeError(fault.status, {
        type: fault.status >= 500 ? "api_error" : "invalid_request_error",
        message: `Checkout Session creation failed with ${fault.status}: a fault switched on through the double's /_double/faults API.`,
      });
    }
    return fault !== undefined && "omit_url" in fault;
  }

  clear(): void {
    this.checkout.clear();
    this.customers.clear();
  }
}
