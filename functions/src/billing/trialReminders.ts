import { Timestamp } from "firebase-admin/firestore";
import { BRAND } from "@machines/brand";
import { formatBillingDate } from "@machines/onboarding/trial";
import { instantAtWallClock, localDay } from "@machines/shared/zonedTime";
import { isTimeZone } from "@machines/shared/dates";
import { FOUNDER_PLAN, formatUsd } from "@machines/pricing/tiers";
import { APP_ORIGIN } from "../lib/config";
import { db } from "../lib/admin";
import { users } from "../lib/firestore";
import type { UserDoc } from "@machines/account/documents";
import { queueEmail } from "../mail/outbox";
import { renderEmail } from "../mail/layout";

/** Trial reminders go out this many days before the trial's last day, at REMINDER_HOUR on the coach's clock. */
export const TRIAL_REMINDER_DAYS = [3, 1] as const;
const REMINDER_HOUR = 9;

export interface TrialReminder {
  at: Date;
  daysBefore: number;
}

function reminderAt(user: UserDoc, daysBefore: number): Date {
  const zone = isTimeZone(user.timeZone) ? user.timeZone : "UTC";
  const lastDay = localDay(user.trialEndsAt.toDate(), zone);
  return instantAtWallClock({ ...lastDay, day: lastDay.day - daysBefore }, REMINDER_HOUR, 0, zone);
}

/** The first reminder after `now` (3 days before, then 1 day before), or null when none is left. */
export function firstTrialReminder(user: UserDoc, now: Date, afterDaysBefore = Infinity): TrialReminder | null {
  for (const daysBefore of TRIAL_REMINDER_DAYS) {
    if (daysBefore >= afterDaysBefore) continue;
    const at = reminderAt(user, daysBefore);
    if (at.getTime() > now.getTime()) return { at, daysBefore };
  }
  return null;
}

function trialReminderEmail(coach: UserDoc, daysBefore: number) {
  const ends = formatBillingDate(coach.trialEndsAt.toDate());
  const card = coach.billing?.paymentMethod;
  const plan = `${coach.tierName} at ${formatUsd(coach.price)} per ${coach.billingCycle === "annual" ? "year" : "month"}`;
  const days = daysBefore === 1 ? "tomorrow" : `in ${daysBefore} days`;
  return renderEmail({
    subject: `Your ${BRAND.name} trial ends ${days}`,
    preheader: card ? `Your plan starts on ${ends}.` : "Add a card to keep your summaries coming.",
    paragraphs: [
      `Hi ${coach.first_name},`,
      `Your free trial ends on ${ends}.`,
      card
        ? `Your plan, ${plan}, starts on ${ends} and is charged to your ${card.brand} card ending ${card.last4}. To change or cancel it, open your Billing page.`
        : `To keep your athlete summaries coming, add a card on your Billing page: your plan, ${plan}, then starts on ${ends}. Without a card we pause processing when the trial ends; the emails you forward are kept and processed as soon as you add one.`,
    ],
    action: { label: card ? "Open Billing" : "Add a card", url: `${APP_ORIGIN.value()}/billing` },
    reason: `You're getting this email because your ${BRAND.name} trial is ending.`,
  });
}

/** Whether a reminder still means something: a trial that is running (not a founder, not canceled or already paid). */
function stillTrialing(coach: UserDoc, now: Date): boolean {
  if (coach.tier === FOUNDER_PLAN.id) return false;
  if (coach.billing?.status) return coach.billing.status === "trialing";
  return coach.trialEndsAt.toMillis() > now.getTime();
}

/**
 * Sends one coach's due reminder and schedules the next. The email's id is the coach and the reminder,
 * and the next one is set only if this one is still the stored one, so overlapping runs send it once.
 */
export async function sendDueTrialReminder(uid: string, now: Date): Promise<"sent" | "skipped"> {
  const coach = (await users.doc(uid).get()).data();
  const due = coach?.nextTrialReminder;
  if (!coach || !due || due.at.toMillis() > now.getTime()) return "skipped";
  const send = stillTrialing(coach, now);
  if (send) await queueEmail(`trial-reminder-${uid}-${due.daysBefore}`, { to: coach.email, ...trialReminderEmail(coach, due.daysBefore) });
  const next = send ? firstTrialReminder(coach, now, due.daysBefore) : null;
  await db.runTransaction(async (transaction) => {
    const current = (await transaction.get(users.doc(uid))).data();
    if (current?.nextTrialReminder?.daysBefore !== due.daysBefore) return;
    transaction.update(users.doc(uid), { nextTrialReminder: next ? { at: Timestamp.fromDate(next.at), daysBefore: next.daysBefore } : null });
  });
  return send ? "sent" : "skipped";
}

/** Coaches one run handles at most; the rest go in the next run minutes later. */
const COACHES_PER_RUN = 200;

/** Every coach whose reminder is due now. */
export async function sendDueTrialReminders(now: Date): Promise<number> {
  const due = await users.where("nextTrialReminder.at", "<=", Timestamp.fromDate(now)).limit(COACHES_PER_RUN).get();
  const outcomes = await Promise.all(due.docs.map((doc) => sendDueTrialReminder(doc.id, now)));
  return outcomes.filter((outcome) => outcome === "sent").length;
}
