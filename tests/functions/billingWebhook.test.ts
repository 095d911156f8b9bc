import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { db } from "../../functions/src/lib/admin";
import { clientsForThisFile, uniqueEduEmail } from "../support/clientApp";
import { billingOf, billingWhen, doubleStripe, endTrialNow, payCheckout, postSignedEvent, STRIPE_WEBHOOK_URL, stripeEvent } from "../support/billing";
import { eventually } from "../support/eventually";
import { athleteIntroduction, forwardedMessage, postInbound } from "../support/inbound";
import { emailsTo, waitForEmail } from "../support/mailCatcher";
import { coachWithTrial, confirmFromInbox, reachReview } from "../support/onboardingFlow";
import { TEST_URLS } from "../support/testStack";

const client = clientsForThisFile();
const returns = { successUrl: `${TEST_URLS.web}/billing/success`, cancelUrl: `${TEST_URLS.web}/billing/cancel` };
const eventDoc = (id: string) => db.collection("stripeEvents").doc(id).get();
const emailStates = async (uid: string) => (await db.collection("users").doc(uid).collection("emails").get()).docs.map((doc) => doc.get("state") as { status: string; reason?: string });

async function trialCoach(label: string) {
  const started = await coachWithTrial(client, label);
  const uid = started.coach.uid!;
  const billing = await billingWhen(uid, (current) => current.status === "trialing", "a trialing subscription");
  return { ...started, uid, billing };
}

/** The coach adds a card on the double's checkout page (setup mode for the running trial). */
async function addCard(coach: Awaited<ReturnType<typeof trialCoach>>["coach"], uid: string, tierId: string, card = "visa") {
  const answer = await coach.call("createCheckoutSession", { tierId, ...returns });
  if (answer.outcome !== "redirect") throw new Error(`expected a redirect, got ${answer.outcome}`);
  await payCheckout(answer.url, card);
  return billingWhen(uid, (current) => current.paymentMethod !== null, "the card on the coach");
}

describe("stripeWebhook", () => {
  it("refuses a bad or missing signature and records nothing", async () => {
    const event = stripeEvent("customer.subscription.updated", { id: "sub_unknown" });
    expect((await postSignedEvent(event, "whsec_not_the_secret")).status).toBe(400);
    const unsigned = await fetch(STRIPE_WEBHOOK_URL, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(event) });
    expect(unsigned.status).toBe(400);
    expect((await eventDoc(event.id)).exists).toBe(false);
    expect((await fetch(STRIPE_WEBHOOK_URL)).status).toBe(405);
  });

  it("processes an event once, and answers 500 (so Stripe retries) when handling fails", async () => {
    const { uid, billing } = await trialCoach("duplicate");
    const event = stripeEvent("customer.subscription.updated", { id: billing.subscriptionId });
    expect(await postSignedEvent(event)).toEqual({ status: 200, body: { received: true, outcome: "processed" } });
    const synced = (await billingOf(uid))!.syncedAt.toMillis();
    expect(await postSignedEvent(event)).toEqual({ status: 200, body: { received: true, outcome: "duplicate" } });
    expect((await billingOf(uid))!.syncedAt.toMillis()).toBe(synced);
    expect((await eventDoc(event.id)).get("processedAt")).not.toBeNull();

    const failing = stripeEvent("invoice.paid", { id: "in_missing", amount_paid: 900, parent: { type: "subscription_details", subscription_details: { subscription: "sub_does_not_exist" } } });
    expect((await postSignedEvent(failing)).status).toBe(500);
    expect((await eventDoc(failing.id)).get("processedAt")).toBeNull();
  });

  it("syncs from Stripe, not from the event, so stale and out-of-order events change nothing", async () => {
    const { uid, billing } = await trialCoach("order");
    const stale = stripeEvent("customer.subscription.deleted", { id: billing.subscriptionId, status: "canceled" });
    expect((await postSignedEvent(stale)).status).toBe(200);
    expect((await billingOf(uid))!.status).toBe("trialing");

    await doubleStripe.subscriptions.update(billing.subscriptionId!, { cancel_at_period_end: true });
    await billingWhen(uid, (current) => current.cancelAtPeriodEnd, "cancel at period end");
    // An older 'updated' event arriving late still leaves Stripe's current state.
    expect((await postSignedEvent(stripeEvent("customer.subscription.updated", { id: billing.subscriptionId, cancel_at_period_end: false }))).status).toBe(200);
    expect((await billingOf(uid))!.cancelAtPeriodEnd).toBe(true);
  });

  it("pauses a trial that ends without a card: forwarded mail is kept, then processed once the coach pays", async () => {
    const { coach, uid, email, account, billing } = await trialCoach("paused");
    await endTrialNow(billing.subscriptionId!);
    await billingWhen(uid, (current) => current.status === "paused", "the paused subscription");

    const original = athleteIntroduction({ first: "Nora", last: "Quinn", email: `nora.${randomUUID().slice(0, 6)}@gmail.com` });
    const raw = await forwardedMessage({ from: email, to: account.forwardingAddress, subject: `Fwd: ${original.subject}`, original });
    await postInbound(raw, { envelopeFrom: email, envelopeTo: [account.forwardingAddress] });
    await eventually(async () => ((await emailStates(uid))[0]?.status === "held" ? true : undefined), 30_000, "held");
    expect((await emailStates(uid))[0]).toEqual({ status: "held", reason: "no_active_plan" });

    // Adding a card resumes the subscription, billing now; invoice.paid and the sync release the kept mail.
    await addCard(coach, uid, "first-movers");
    const active = await billingWhen(uid, (current) => current.status === "active", "the resumed subscription");
    expect(active.paymentMethod).toEqual({ brand: "visa", last4: "4242" });
    const invoices = await doubleStripe.invoices.list({ subscription: billing.subscriptionId!, status: "paid" });
    expect(invoices.data.some((invoice) => invoice.amount_paid === 1900)).toBe(true);
    await eventually(async () => ((await emailStates(uid))[0]?.status === "summarised" ? true : undefined), 40_000, "processed after payment");
  });

  it("converts a trial with a card at its end, and marks a failed payment past due and tells the coach", async () => {
    const converting = await trialCoach("converts");
    await addCard(converting.coach, converting.uid, "first-movers");
    await endTrialNow(converting.billing.subscriptionId!);
    const active = await billingWhen(converting.uid, (current) => current.status === "active", "converted to paid");
    expect(active.currentPeriodEnd!.toMillis()).toBeGreaterThan(Date.now() + 27 * 86_400_000);
    expect(active.trialEnd).not.toBeNull();

    const failing = await trialCoach("fails");
    await addCard(failing.coach, failing.uid, "first-movers", "chargeCustomerFail");
    await endTrialNow(failing.billing.subscriptionId!);
    await billingWhen(failing.uid, (current) => current.status === "past_due", "past due");
    await waitForEmail(failing.email, "payment didn't go through");
  });
});

describe("Coach Connect reward", () => {
  it("credits the referrer one month of their plan once, after the referee's first paid invoice, and emails both", async () => {
    const referrer = await trialCoach("referrer");
    const refereeEmail = uniqueEduEmail("referee");
    await referrer.coach.call("submitReferral", {
      submissionId: `reward-${randomUUID()}`,
      referrerEmail: referrer.email,
      referees: [{ firstName: "Casey", lastName: "Moore", email: refereeEmail, role: "Assistant Coach", sport: "Volleyball" }],
      timeZone: "America/Chicago",
    });
    const referee = await client();
    await reachReview(referee, refereeEmail, { referralCode: referrer.code, firstName: "Casey" });
    await confirmFromInbox(refereeEmail, { in: referee });
    const started = await referee.call("startTrial", {});
    if (started.status !== "started") throw new Error("the referee's trial did not start");
    expect(started.account).toMatchObject({ tierId: "beta", price: 9, referralPricing: { referrerName: "Jordan Reyes" } });
    const refereeUid = referee.uid!;
    const refereeBilling = await billingWhen(refereeUid, (current) => current.status === "trialing", "the referee's trial subscription");

    // The $0 trial invoice rewards nothing.
    expect((await db.collection("referralRewards").doc(refereeUid).get()).exists).toBe(false);

    await addCard(referee, refereeUid, "beta");
    await endTrialNow(refereeBilling.subscriptionId!);
    const reward = await eventually(async () => (await db.collection("referralRewards").doc(refereeUid).get()).data()?.creditedAt ? (await db.collection("referralRewards").doc(refereeUid).get()).data() : undefined, 30_000, "the reward");
    expect(reward).toMatchObject({ referrerUid: referrer.uid, creditCents: 1900, refereeName: "Casey Reyes" });
    const balance = await doubleStripe.customers.listBalanceTransactions(referrer.billing.customerId);
    expect(balance.data.map((transaction) => transaction.amount)).toEqual([-1900]);
    expect((await doubleStripe.customers.retrieve(referrer.billing.customerId)) as { balance: number }).toMatchObject({ balance: -1900 });
    await waitForEmail(referrer.email, "your month is free");
    await waitForEmail(refereeEmail, "beta pricing is locked in");
    const referral = (await db.collection("user_referrals").where("referee_uid", "==", refereeUid).get()).docs[0]!.data();
    expect(referral.status).toBe("rewarded");

    // The same invoice.paid again (a redelivery with a new event id) credits nothing more.
    const invoice = (await doubleStripe.invoices.list({ subscription: refereeBilling.subscriptionId!, status: "paid" })).data.find((candidate) => candidate.amount_paid > 0)!;
    expect((await postSignedEvent(stripeEvent("invoice.paid", { id: invoice.id, amount_paid: invoice.amount_paid, parent: invoice.parent }))).status).toBe(200);
    expect((await doubleStripe.customers.listBalanceTransactions(referrer.billing.customerId)).data).toHaveLength(1);
    expect((await emailsTo(referrer.email)).filter((email) => email.subject.includes("your month is free"))).toHaveLength(1);
  });
});
