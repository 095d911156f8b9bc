import { getAuth } from "firebase-admin/auth";
import { WriteBatch } from "firebase-admin/firestore";
import functionsTest from "firebase-functions-test";
import { afterAll, describe, expect, it, vi } from "vitest";
import { REFERRAL_MESSAGES } from "@machines/referrals/schema";
import { db } from "../../functions/src/lib/admin";
import { submitReferral } from "../../functions/src/referrals/submitReferral";
import { clientsForThisFile, rejectionOf, uniqueEduEmail } from "../support/clientApp";
import { emailsTo, waitForEmail } from "../support/mailCatcher";
import { coachWithTrial as startedCoach, confirmFromInbox, reachReview, screen } from "../support/onboardingFlow";
import { TEST_PROJECT_ID } from "../support/testStack";

const client = clientsForThisFile();
const testEnv = functionsTest({ projectId: TEST_PROJECT_ID });
afterAll(() => testEnv.cleanup());

const referee = (overrides: Record<string, string> = {}) => ({
  firstName: "Casey",
  lastName: "Moore",
  email: uniqueEduEmail("referee"),
  role: "Assistant Coach",
  sport: "Softball",
  ...overrides,
});

const referralsFrom = async (referrerEmail: string) =>
  (await db.collection("user_referrals").where("referrer_email", "==", referrerEmail).get()).docs.map((doc) => doc.data());

let submissions = 0;
/** A referral form submission as the browser sends it: each with its own submission id. */
const form = (fields: Record<string, unknown>) => ({ submissionId: `test-${Date.now()}-${++submissions}`, ...fields });

describe("submitReferral callable", () => {
  it("saves one referral per referee with the signed-in referrer's code and a 23:59 expiry in their zone", async () => {
    const { coach, email, code } = await startedCoach(client, "referrer");
    const referees = [referee(), referee({ firstName: "Riley", sport: "Volleyball" })];
    const result = await coach.call("submitReferral", form({ referrerEmail: email, referees, timeZone: "America/Chicago" }));
    expect(result).toMatchObject({ referralCode: code, saved: 2, invitationsSent: 0, invitationsSkipped: [] });
    expect(new Date(result.expiresAt).toLocaleString("en-US", { timeZone: "America/Chicago", hour: "2-digit", minute: "2-digit", hourCycle: "h23" })).toBe("23:59");

    const saved = await referralsFrom(email);
    expect(saved).toHaveLength(2);
    expect(saved.map((row) => row.referee_email).sort()).toEqual(referees.map((row) => row.email).sort());
    expect(saved[0]).toMatchObject({ personal_referral_code: code, status: "invited", referee_role: "Assistant Coach" });
  });

  it("uses only the signed-in coach's own code: a coach's address typed in another browser gets 'N/A'", async () => {
    const { email } = await startedCoach(client, "referrer");
    const otherBrowser = await client();
    expect((await otherBrowser.call("submitReferral", form({ referrerEmail: email, referees: [referee()] }))).referralCode).toBe("N/A");
    const stranger = await client();
    expect((await stranger.call("submitReferral", form({ referrerEmail: uniqueEduEmail("nobody"), referees: [referee()] }))).referralCode).toBe("N/A");
  });

  it("saves a retried submission once and answers it as the first time", async () => {
    const { coach, email } = await startedCoach(client, "retry");
    const submission = form({ referrerEmail: email, referees: [referee()], timeZone: "America/Chicago" });
    const first = await coach.call("submitReferral", submission);
    expect(await coach.call("submitReferral", submission)).toEqual(first);
    expect(await referralsFrom(email)).toHaveLength(1);
  });

  it("saves nothing when any referee is invalid (all or nothing), with the row's message", async () => {
    const browser = await client();
    const referrerEmail = uniqueEduEmail("allornothing");
    const failure = await rejectionOf(browser.call("submitReferral", form({ referrerEmail, referees: [referee(), referee({ email: "casey@gmail.com" })] })));
    expect(failure.fieldErrors).toEqual({ "referees.1.email": REFERRAL_MESSAGES.emailNotEdu });
    expect(await referralsFrom(referrerEmail)).toEqual([]);
  });

  it("reports a failed save as 'Failed to save referral: …' and then sends, links and announces nothing", async () => {
    // Run in this process, so Firestore can refuse the batch; Firestore itself applies a batch whole or not at all.
    // Only explicit batch commits: transactions (the rate limiter's) commit their own way.
    const referralBatch = vi.spyOn(WriteBatch.prototype, "commit").mockRejectedValue(new Error("10 ABORTED: Too much contention on these documents."));
    const referrerEmail = uniqueEduEmail("referrer");
    const referees = [referee(), referee({ firstName: "Riley" })];
    const uid = (await getAuth().createUser({})).uid;
    try {
      const call = testEnv.wrap(submitReferral)({ data: form({ referrerEmail, referees }), auth: { uid, token: { auth_time: Math.floor(Date.now() / 1000) } } } as never);
      await expect(call).rejects.toMatchObject({ code: "internal", message: "Failed to save referral: 10 ABORTED: Too much contention on these documents." });
      expect(referralBatch).toHaveBeenCalledTimes(1); // every referee in that one batch
    } finally {
      referralBatch.mockRestore();
    }
    expect(await referralsFrom(referrerEmail)).toEqual([]);
    const announced = await db.collection("webhookEvents").where("type", "==", "referral.created").get();
    expect(announced.docs.filter((event) => event.get("data").referrer_email === referrerEmail)).toEqual([]);
    for (const row of referees) expect((await db.collection("mail").where("to", "==", row.email).get()).empty).toBe(true);
  });

  it("emails invitations for a signed-in coach only, each recipient at most once a week, from the coach's name", async () => {
    const { coach, email, code } = await startedCoach(client, "inviter");
    const colleague = referee();
    const first = await coach.call("submitReferral", form({ referrerEmail: email, referees: [colleague], sendInvitations: true }));
    expect(first).toMatchObject({ invitationsSent: 1, invitationsSkipped: [] });
    const invitation = await waitForEmail(colleague.email, "Jordan Reyes invited you to try InboxScout");
    expect(invitation.text).toContain("Hi Casey,");
    expect(invitation.text).toContain(code);

    const visitor = await client();
    const refused = await rejectionOf(visitor.call("submitReferral", form({ referrerEmail: uniqueEduEmail("visitor"), referees: [referee()], sendInvitations: true })));
    expect(refused).toMatchObject({ code: "functions/permission-denied", message: REFERRAL_MESSAGES.invitationsNeedAccount });

    const other = await startedCoach(client, "other");
    const again = await other.coach.call("submitReferral", form({ referrerEmail: other.email, referees: [colleague], sendInvitations: true }));
    expect(again).toMatchObject({ invitationsSent: 0, invitationsSkipped: [colleague.email] });
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(await emailsTo(colleague.email)).toHaveLength(1);
  });

  it("links a referee who proves their address with the code (invited → started → trial), not before", async () => {
    const { coach, email, code } = await startedCoach(client, "referrer");
    const colleague = referee({ firstName: "Avery" });
    await coach.call("submitReferral", form({ referrerEmail: email, referees: [colleague] }));
    const statusOfReferral = async () => (await referralsFrom(email)).find((row) => row.referee_email === colleague.email)!;

    const refereeBrowser = await client();
    await reachReview(refereeBrowser, colleague.email, { ref: code, firstName: "Avery" });
    // Typing the colleague's address proves nothing: the invitation is not theirs yet, nor its price.
    expect(await statusOfReferral()).toMatchObject({ status: "invited" });
    expect(await refereeBrowser.call("getSignupStatus", {})).toMatchObject({ emailConfirmed: false, referralPricing: null });
    await confirmFromInbox(colleague.email, { in: refereeBrowser });
    expect(await statusOfReferral()).toMatchObject({ status: "started", referee_uid: refereeBrowser.uid });
    expect(await refereeBrowser.call("getSignupStatus", {})).toMatchObject({ emailConfirmed: true, referralPricing: { referrerName: "Jordan Reyes" } });

    // Volleyball's open tier is First Movers at $19: the invitation locks in the beta price, and the trial carries it for billing.
    const started = await refereeBrowser.call("startTrial", { selectedTierId: "first-movers", billingCycle: "annual" });
    expect(started).toMatchObject({ status: "started", account: { tierId: "beta", tierName: "Beta Evangelists", price: 86, referralPricing: { referrerName: "Jordan Reyes" } } });
    expect((await statusOfReferral()).status).toBe("trial");
    const welcome = await waitForEmail(colleague.email, "Welcome to");
    expect(welcome.text).toContain("Beta Evangelists at $86 per year (Beta pricing from Jordan Reyes's invitation)");

    // The referrer hears about it once, however often the trial start is retried.
    const notice = await waitForEmail(email, "Avery Reyes started a free trial of InboxScout with your invitation");
    expect(notice.text).toContain(`with your referral code ${code}`);
    await refereeBrowser.call("startTrial", {});
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect((await emailsTo(email)).filter((message) => message.subject.includes("started a free trial"))).toHaveLength(1);
  });

  it("never counts a coach referring themselves", async () => {
    const { coach, email, code } = await startedCoach(client, "self");
    await coach.call("submitReferral", form({ referrerEmail: email, referees: [referee({ email })] }));
    const secondSignup = await client();
    await screen(secondSignup, email, { ref: code });
    await confirmFromInbox(email).catch(() => undefined);
    expect((await referralsFrom(email)).map((row) => row.status)).toEqual(["invited"]);
  });

  it("does not link an expired invitation", async () => {
    const { coach, email, code } = await startedCoach(client, "referrer");
    const colleague = referee();
    await coach.call("submitReferral", form({ referrerEmail: email, referees: [colleague] }));
    const [row] = (await db.collection("user_referrals").where("referee_email", "==", colleague.email).get()).docs;
    await row!.ref.update({ expiresAt: new Date(Date.now() - 1000) });
    const refereeBrowser = await client();
    await reachReview(refereeBrowser, colleague.email, { ref: code });
    await confirmFromInbox(colleague.email, { in: refereeBrowser });
    expect((await row!.ref.get()).get("status")).toBe("invited");
    // No beta pricing either: the referee gets the tier open to everyone.
    expect(await refereeBrowser.call("startTrial", {})).toMatchObject({ account: { tierId: "first-movers", price: 19, referralPricing: null } });
  });
});
