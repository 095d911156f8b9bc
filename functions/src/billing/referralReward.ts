import { Timestamp } from "firebase-admin/firestore";
import type Stripe from "stripe";
import { BRAND } from "@machines/brand";
import { formatUsd, tierById, priceFor } from "@machines/pricing/tiers";
import { isAlreadyExists } from "../lib/admin";
import { referralRewards, referrals, users } from "../lib/firestore";
import type { UserDoc } from "@machines/account/documents";
import { queueEmail } from "../mail/outbox";
import { renderEmail } from "../mail/layout";
import { ensureCustomer } from "./customers";
import { stripe } from "./stripeClient";

/** One month of the referrer's plan, in cents: the tier's monthly price (nothing for a $0 plan). */
function oneMonthCents(referrer: UserDoc): number {
  const tier = tierById(referrer.tier);
  return tier ? Math.round(priceFor(tier, "monthly") * 100) : 0;
}

const dollars = (cents: number) => formatUsd(cents / 100);

function referrerRewardEmail(referrer: UserDoc, refereeName: string, creditCents: number) {
  return renderEmail({
    subject: `${refereeName} joined ${BRAND.name}: your month is free`,
    preheader: "Coach Connect: thank you for the invitation.",
    paragraphs: [
      `Hi ${referrer.first_name},`,
      creditCents > 0
        ? `${refereeName} made their first payment for ${BRAND.name}, so your next month is on us: we credited ${dollars(creditCents)} to your account, and it is taken off your next invoice.`
        : `${refereeName} made their first payment for ${BRAND.name}. Your plan is already free, so there is nothing to credit, but thank you for spreading the word.`,
    ],
    reason: `You're getting this email because you invited ${refereeName} to ${BRAND.name}.`,
  });
}

function refereeRewardEmail(referee: UserDoc, referrerName: string) {
  return renderEmail({
    subject: `Your ${BRAND.name} beta pricing is locked in`,
    paragraphs: [
      `Hi ${referee.first_name},`,
      `Thank you for your first payment. Because you joined with ${referrerName}'s invitation, your beta pricing of ${formatUsd(referee.price)} per ${referee.billingCycle === "annual" ? "year" : "month"} is yours for life, and ${referrerName} gets a month free.`,
    ],
    reason: `You're getting this email because you joined ${BRAND.name} with a colleague's invitation.`,
  });
}

/**
 * Coach Connect: the first paid invoice (amount paid above zero) of a referee who started with a
 * referrer's code within the invitation's 7 days (their `referralPricing`) gives the referrer one month of
 * their plan as a Stripe customer balance credit, once per referee: `referralRewards/{refereeUid}` is
 * created once, the credit carries the referee as idempotency key and is marked on the reward, and the
 * emails are keyed by the referee. A retry completes whatever step is missing.
 */
export async function rewardReferrer(refereeUid: string, invoice: Stripe.Invoice): Promise<void> {
  if (invoice.amount_paid <= 0) return;
  const referee = (await users.doc(refereeUid).get()).data();
  const pricing = referee?.referralPricing;
  if (!referee || !pricing) return;
  const referrer = (await users.doc(pricing.referrerUid).get()).data();
  if (!referrer) return;
  const refereeName = `${referee.first_name} ${referee.last_name}`;
  const rewardRef = referralRewards.doc(refereeUid);
  try {
    await rewardRef.create({
      refereeUid,
      refereeName,
      referrerUid: referrer.id,
      invoiceId: invoice.id,
      creditCents: oneMonthCents(referrer),
      balanceTransactionId: null,
      creditedAt: null,
      createdAt: Timestamp.now(),
    });
  } catch (error) {
    if (!isAlreadyExists(error)) throw error;
  }
  const reward = (await rewardRef.get()).data()!;
  if (!reward.creditedAt) {
    let balanceTransactionId: string | null = null;
    if (reward.creditCents > 0) {
      const customerId = await ensureCustomer(referrer.id, referrer);
      const transaction = await (await stripe()).customers.createBalanceTransaction(
        customerId,
        { amount: -reward.creditCents, currency: "usd", description: `Coach Connect: one month free for inviting ${refereeName}`, metadata: { refereeUid } },
        { idempotencyKey: `inboxscout-referral-reward-${refereeUid}` },
      );
      balanceTransactionId = transaction.id;
    }
    await rewardRef.update({ balanceTransactionId, creditedAt: Timestamp.now() });
  }
  await queueEmail(`referral-reward-referrer-${refereeUid}`, { to: referrer.email, ...referrerRewardEmail(referrer, refereeName, reward.creditCents) });
  await queueEmail(`referral-reward-referee-${refereeUid}`, { to: referee.email, ...refereeRewardEmail(referee, pricing.referrerName) });
  const linked = await referrals.where("referee_uid", "==", refereeUid).get();
  await Promise.all(
    linked.docs
      .filter((doc) => doc.data().referrer_uid === referrer.id && doc.data().status !== "rewarded")
      .map((doc) => doc.ref.update({ status: "rewarded", rewardedAt: Timestamp.now() })),
  );
}
