import type Stripe from "stripe";
import type { Ctx } from "../context.ts";
import { before } from "../events.ts";
import { newId } from "../ids.ts";
import type { Customer, CustomerBalanceTransaction } from "../wire.ts";

/**
 * Moves a customer's balance (negative = credit the next invoices use, as a referral's free month) and
 * records the customer balance transaction Stripe keeps for it.
 */
export function addBalanceTransaction(
  ctx: Ctx,
  customer: Customer,
  change: { amount: number; type: Stripe.CustomerBalanceTransaction.Type; description?: string | null; invoice?: string | null; metadata?: Record<string, string>; currency?: string },
): CustomerBalanceTransaction {
  const previous = before(ctx, customer);
  customer.balance += change.amount;
  customer.currency ??= change.currency ?? "usd";
  const transaction: CustomerBalanceTransaction = {
    id: newId("customer_balance_transaction"),
    object: "customer_balance_transaction",
    amount: change.amount,
    checkout_session: null,
    created: ctx.store.now(),
    credit_note: null,
    currency: customer.currency ?? "usd",
    customer: customer.id,
    customer_account: null,
    description: change.description ?? null,
    ending_balance: customer.balance,
    invoice: change.invoice ?? null,
    livemode: false,
    metadata: change.metadata ?? {},
    type: change.type,
  };
  ctx.store.insert<"customer_balance_transaction">(transaction);
  ctx.emit("customer.updated", customer, previous);
  return transaction;
}
