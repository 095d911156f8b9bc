import { createRequire } from "node:module";
import { getAuth } from "firebase-admin/auth";
import { Timestamp } from "firebase-admin/firestore";
import { describe, expect, it } from "vitest";
import { ACCOUNT_MESSAGES } from "@machines/account/contracts";
import { CALLABLE_MESSAGES } from "@machines/callables";
import { ONBOARDING_ORDER_MESSAGES } from "@machines/onboarding/contracts";
import { DELETION_TASK_GRACE_MS } from "../../functions/src/account/accountDeletion";
import { finishAccountDeletion } from "../../functions/src/account/finishAccountDeletion";
import { resumeAccountDeletions } from "../../functions/src/account/resumeAccountDeletions";
import { db } from "../../functions/src/lib/admin";
import { keyOf } from "../../functions/src/lib/keys";
import { TEST_STACK } from "../../scripts/local/stackConfig.ts";
import { billingWhen, clearCustomerFault, doubleStripe, failCustomer, payCheckout, recordedRequests } from "../support/billing";
import { clientsForThisFile, rejectionOf } from "../support/clientApp";
import { eventually } from "../support/eventually";
import { forwardedMessage } from "../support/inbound";
import { emailsTo, waitForEmail } from "../support/mailCatcher";
import { coachWithTrial, confirmFromInbox, reachReview } from "../support/onboardingFlow";
import { TEST_URLS } from "../support/testStack";

const client = clientsForThisFile();
const returns = { successUrl: `${TEST_URLS.web}/billing/success`, cancelUrl: `${TEST_URLS.web}/billing/cancel` };
const CONFIRMATION_SUBJECT = "Your InboxScout account was deleted";

const functionsRequire = createRequire(new URL("../../functions/package.json", import.meta.url));
const { createTransport } = functionsRequire("nodemailer") as typeof import("nodemailer");

const deletionOf = async (uid: string) => (await db.collection("accountDeletions").doc(uid).get()).data();
const deletionFinished = (uid: string) => eventually(async () => ((await deletionOf(uid))?.state === "deleted" ? deletionOf(uid) : undefined), 60_000, "the deletion finished");

/** A new coach who saved a card for the trial and switched to the annual plan ($182 a year). */
async function annualCoachWithCard(label: string) {
  const started = await coachWithTrial(client, label);
  const uid = started.coach.uid!;
  await billingWhen(uid, (billing) => billing.status === "trialing", "a trialing subscription");
  const checkout = await started.coach.call("createCheckoutSession", { tierId: "first-movers", ...returns });
  if (checkout.outcome !== "redirect") throw new Error("expected a redirect to checkout");
  await payCheckout(checkout.url, "visa", started.email);
  await billingWhen(uid, (billing) => billing.paymentMethod !== null, "the saved card");
  expect(await started.coach.call("changePlan", { tierId: "first-movers", billingCycle: "annual" })).toEqual({ changed: true });
  const billing = await billingWhen(uid, (current) => current.billingCycle === "annual", "the annual plan");
  return { ...started, uid, billing };
}

/** Forwards a message through the SMTP ingress, as the coach's mail server would. */
const forwardOverSmtp = async (from: string, to: string) =>
  createTransport({ host: "127.0.0.1", port: TEST_STACK.ports.inboundSmtp, secure: false, ignoreTLS: true }).sendMail({
    envelope: { from, to: [to] },
    raw: await forwardedMessage({ from, to, subject: "Fwd: 2027 OH", original: { from: "athlete@example.com", subject: "2027 OH", body: "Hi Coach, I'm a 2027 outside hitter." } }),
  });

describe("deleting an account", () => {
  it("cancels the subscription at once, detaches the card, deletes the Stripe customer, confirms by email, and bounces later forwards", async () => {
    const { coach, uid, email, account, billing } = await annualCoachWithCard("delete-billing");
    const customerId = billing.customerId;
    expect((await doubleStripe.paymentMethods.list({ customer: customerId })).data).toHaveLength(1);
    expect(await doubleStripe.subscriptions.retrieve(billing.subscriptionId!)).toMatchObject({ status: "trialing", cancel_at_period_end: false });

    expect(await coach.call("deleteMyAccount", { confirmEmail: email })).toEqual({ deleted: true });
    // The account cannot be used from the moment the answer arrives.
    const after = await rejectionOf(coach.call("getSettings", {}));
    expect([after.code, after.message]).toEqual(["functions/unauthenticated", CALLABLE_MESSAGES.signedOut]);

    const job = await deletionFinished(uid);
    expect(job).not.toHaveProperty("coach");
    const subscription = await doubleStripe.subscriptions.retrieve(billing.subscriptionId!);
    expect(subscription.status).toBe("canceled");
    expect((await doubleStripe.paymentMethods.list({ customer: customerId })).data).toEqual([]);
    expect(await doubleStripe.customers.retrieve(customerId)).toMatchObject({ id: customerId, deleted: true });
    const cancel = (await recordedRequests("DELETE", `/v1/subscriptions/${billing.subscriptionId}`)).at(-1)!;
    expect(cancel.params).toMatchObject({ invoice_now: "false", prorate: "false" });
    expect((await doubleStripe.invoices.list({ subscription: billing.subscriptionId! })).data.every((invoice) => invoice.amount_due === 0)).toBe(true);
    await expect(getAuth().getUser(uid)).rejects.toMatchObject({ code: "auth/user-not-found" });

    const confirmation = await waitForEmail(email, CONFIRMATION_SUBJECT);
    expect(confirmation.text).toContain(account.forwardingAddress);
    // Sent after the data is gone: nothing about the coach is left but the confirmation itself.
    expect((await db.collection("mail").where("to", "==", email).get()).docs.map((doc) => doc.id)).toEqual([`account-deleted-${uid}`]);

    const bounce = await forwardOverSmtp(email, account.forwardingAddress).catch((error: { responseCode?: number; response?: string }) => error);
    expect(bounce).toMatchObject({ responseCode: 550 });
    expect((bounce as { response: string }).response).toContain(ACCOUNT_MESSAGES.forwardingAddressClosed);
    expect((await db.collection("users").doc(uid).collection("emails").get()).size).toBe(0);

    // Running the task again for a finished deletion changes nothing: no Stripe call, no second email.
    const stripeCalls = (await recordedRequests("DELETE", `/v1/customers/${customerId}`)).length;
    await finishAccountDeletion.run({ data: { uid } } as Parameters<typeof finishAccountDeletion.run>[0]);
    expect(await deletionOf(uid)).toEqual(job);
    expect((await recordedRequests("DELETE", `/v1/customers/${customerId}`)).length).toBe(stripeCalls);
    expect((await emailsTo(email)).filter((caught) => caught.subject === CONFIRMATION_SUBJECT)).toHaveLength(1);
  }, 120_000);

  it("stays queued while Stripe is down for the customer, sign-in already disabled, and finishes on the task's retry", async () => {
    const { coach, email } = await coachWithTrial(client, "delete-outage");
    const uid = coach.uid!;
    const billing = await billingWhen(uid, (current) => current.status === "trialing", "a trialing subscription");
    await failCustomer(billing.customerId, 503);
    try {
      expect(await coach.call("deleteMyAccount", { confirmEmail: email })).toEqual({ deleted: true });
      const queued = await eventually(async () => {
        const job = await deletionOf(uid);
        return job && job.attempts > 0 ? job : undefined;
      }, 60_000, "a failed attempt");
      expect(queued).toMatchObject({ state: "queued", lastError: expect.stringContaining("billingClosed") });
      expect(Object.keys(queued.steps)).toEqual(["signInDisabled"]);
      expect((await getAuth().getUser(uid)).disabled).toBe(true);
      expect((await db.collection("users").doc(uid).get()).exists).toBe(true);
    } finally {
      await clearCustomerFault(billing.customerId);
    }
    await deletionFinished(uid);
    expect((await doubleStripe.subscriptions.retrieve(billing.subscriptionId!)).status).toBe("canceled");
    expect(await doubleStripe.customers.retrieve(billing.customerId)).toMatchObject({ deleted: true });
    expect((await db.collection("users").doc(uid).get()).exists).toBe(false);
    await waitForEmail(email, CONFIRMATION_SUBJECT);
  }, 120_000);

  it("gives no second free trial to the same address after the account was deleted", async () => {
    const first = await coachWithTrial(client, "delete-retrial");
    expect(await first.coach.call("deleteMyAccount", { confirmEmail: first.email })).toEqual({ deleted: true });
    // The sign-in goes last: once it is gone, so is everything else about the coach.
    await eventually(() => getAuth().getUser(first.coach.uid!).then(() => undefined, () => true), 60_000, "the account deleted");
    expect((await db.collection("trials").doc(keyOf(first.email)).get()).exists).toBe(false);

    const again = await client();
    await reachReview(again, first.email);
    await confirmFromInbox(first.email, { index: 1, in: again });
    const refused = await rejectionOf(again.call("startTrial", {}));
    expect([refused.code, refused.message]).toEqual(["functions/failed-precondition", ONBOARDING_ORDER_MESSAGES.trialAlreadyUsed]);
    expect((await db.collection("users").doc(again.uid!).get()).exists).toBe(false);
    expect((await doubleStripe.customers.search({ query: `metadata['uid']:'${again.uid}'` })).data).toEqual([]);
    // What remembers it: a hash of the address, kept through the deletion.
    expect((await db.collection("trialsUsed").doc(keyOf(first.email)).get()).exists).toBe(true);
  }, 120_000);

  it("is never forgotten: a deletion whose task gave up is finished by the scheduled sweep a day after it was asked for, not before", async () => {
    const { coach, email, account } = await coachWithTrial(client, "delete-sweep");
    const uid = coach.uid!;
    const billing = await billingWhen(uid, (current) => current.status === "trialing", "a trialing subscription");
    // A job as a task that gave up leaves it: queued, sign-in disabled, no task left to continue it.
    const requestedAt = new Date();
    await getAuth().updateUser(uid, { disabled: true });
    await db.collection("accountDeletions").doc(uid).set({
      state: "queued",
      requestedAt: Timestamp.fromDate(requestedAt),
      steps: { signInDisabled: Timestamp.fromDate(requestedAt) },
      attempts: 100,
      lastError: "billingClosed: Stripe unreachable",
      finishedAt: null,
      coach: { email, firstName: "Jamie", forwardingAddress: account.forwardingAddress, stripeCustomerId: billing.customerId },
    });
    const sweepAt = (offsetMs: number) =>
      resumeAccountDeletions.run({ scheduleTime: new Date(requestedAt.getTime() + offsetMs).toISOString() } as Parameters<typeof resumeAccountDeletions.run>[0]);

    await sweepAt(DELETION_TASK_GRACE_MS - 60_000);
    expect(await deletionOf(uid)).toMatchObject({ state: "queued", attempts: 100 });
    expect((await db.collection("users").doc(uid).get()).exists).toBe(true);

    await sweepAt(DELETION_TASK_GRACE_MS + 60_000);
    expect(await deletionOf(uid)).toMatchObject({ state: "deleted" });
    expect((await doubleStripe.subscriptions.retrieve(billing.subscriptionId!)).status).toBe("canceled");
    expect((await db.collection("users").doc(uid).get()).exists).toBe(false);
    await waitForEmail(email, CONFIRMATION_SUBJECT);
  }, 120_000);
});
