import type { Ctx } from "../context.ts";
import { expireCheckoutSession } from "./checkout.ts";
import { currentPeriod, endTrial, expireIncomplete, INCOMPLETE_EXPIRY_SECONDS, renew, retryInvoice, TRIAL_WILL_END_NOTICE_SECONDS } from "./lifecycle.ts";
import { before } from "../events.ts";

/** Something the passing of time makes happen, and when. */
interface DueTask {
  at: number;
  /** Ties at the same second run in this order (a trial's notice before its end). */
  order: number;
  run: () => void;
}

function subscriptionTasks(ctx: Ctx): DueTask[] {
  const tasks: DueTask[] = [];
  for (const subscription of ctx.store.all("subscription")) {
    const timers = ctx.store.subscriptionTimers(subscription.id);
    if (subscription.status === "trialing" && subscription.trial_end !== null) {
      const trialEnd = subscription.trial_end;
      if (timers.trialWillEndSentFor !== trialEnd) {
        tasks.push({
          at: Math.max(subscription.trial_start ?? 0, trialEnd - TRIAL_WILL_END_NOTICE_SECONDS),
          order: 0,
          run: () => {
            timers.trialWillEndSentFor = trialEnd;
            ctx.emit("customer.subscription.trial_will_end", subscription);
          },
        });
      }
      tasks.push({ at: trialEnd, order: 1, run: () => endTrial(ctx, subscription) });
    }
    if (subscription.status === "active" || subscription.status === "past_due") {
      const periodEnd = currentPeriod(ctx, subscription).end;
      tasks.push({ at: Math.min(periodEnd, subscription.cancel_at ?? Infinity), order: 2, run: () => renew(ctx, subscription) });
      const resumesAt = subscription.pause_collection?.resumes_at;
      if (resumesAt) {
        tasks.push({
          at: resumesAt,
          order: 1,
          run: () => {
            const previous = before(ctx, subscription);
            subscription.pause_collection = null;
            ctx.emit("customer.subscription.updated", subscription, previous);
          },
        });
      }
    }
    if (subscription.status === "incomplete") tasks.push({ at: subscription.created + INCOMPLETE_EXPIRY_SECONDS, order: 3, run: () => expireIncomplete(ctx, subscription) });
  }
  return tasks;
}

function invoiceTasks(ctx: Ctx): DueTask[] {
  return ctx.store
    .all("invoice")
    .filter((invoice) => invoice.status === "open" && invoice.next_payment_attempt !== null && invoice.auto_advance)
    .map((invoice) => ({ at: invoice.next_payment_attempt!, order: 4, run: () => retryInvoice(ctx, invoice) }));
}

function checkoutTasks(ctx: Ctx): DueTask[] {
  return ctx.store
    .all("checkout.session")
    .filter((session) => session.status === "open")
    .map((session) => ({ at: session.expires_at, order: 5, run: () => expireCheckoutSession(ctx, session) }));
}

function nextDue(ctx: Ctx, until: number): DueTask | undefined {
  return [...subscriptionTasks(ctx), ...invoiceTasks(ctx), ...checkoutTasks(ctx)].filter((task) => task.at <= until).sort((a, b) => a.at - b.at || a.order - b.order)[0];
}

/**
 * Runs everything due up to `until`, earliest first, with the double's clock set to each moment as it
 * happens (so events carry the time they would have had): trial notices and ends, renewals,
 * cancellations at period end, payment retries, expiries. Then leaves the clock at `until`.
 */
export function runDue(ctx: Ctx, until = ctx.store.now()): void {
  for (let step = 0; ; step += 1) {
    if (step > 10_000) throw new Error("Stripe double: the clock found more than 10,000 things due at once; is something rescheduling itself?");
    const task = nextDue(ctx, until);
    if (!task) break;
    if (task.at > ctx.store.now()) ctx.store.moveClockTo(task.at);
    task.run();
  }
  if (until > ctx.store.now()) ctx.store.moveClockTo(until);
}
