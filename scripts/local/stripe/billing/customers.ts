import type { Ctx } from "../context.ts";
import { newId, randomToken } from "../ids.ts";
import { mergeMetadata } from "../params.ts";
import type { Customer } from "../wire.ts";

export interface CustomerInput {
  email?: string | "";
  name?: string | "";
  description?: string | "";
  phone?: string | "";
  metadata?: Record<string, string> | "";
  balance?: number;
}

/** A new customer (`cus_…`), announced with `customer.created`. */
export function createCustomer(ctx: Ctx, input: CustomerInput): Customer {
  const customer: Customer = {
    id: newId("customer"),
    object: "customer",
    address: null,
    balance: input.balance ?? 0,
    created: ctx.store.now(),
    currency: null,
    default_source: null,
    delinquent: false,
    description: input.description || null,
    discount: null,
    email: input.email || null,
    invoice_prefix: randomToken(8).toUpperCase(),
    invoice_settings: { custom_fields: null, default_payment_method: null, footer: null, rendering_options: null },
    livemode: false,
    metadata: mergeMetadata(null, input.metadata),
    name: input.name || null,
    next_invoice_sequence: 1,
    phone: input.phone || null,
    preferred_locales: [],
    shipping: null,
    tax_exempt: "none",
    test_clock: null,
  };
  ctx.store.insert<"customer">(customer);
  ctx.emit("customer.created", customer);
  return customer;
}
