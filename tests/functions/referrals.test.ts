import functionsTest from "firebase-functions-test";
import { afterAll, describe, expect, it, vi } from "vitest";
import { LEGAL_DOCUMENT_IDS } from "@machines/legal/documentIds";
import { REFERRAL_MESSAGES } from "@machines/referrals/schema";
import { db } from "../../functions/src/lib/admin";
import { submitReferral } from "../../functions/src/referrals/submitReferral";
import { clientsForThisFile, rejectionOf, uniqueEduEmail, type TestClient } from "../support/clientApp";
import { emailsTo, waitForEmail } from "../support/mailCatcher";
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

/** A coach with a running trial, so they have a personal referral code. */
async function coachWithTrial(): Promise<{ coach: TestClient; email: string; code: string }> {
  const coach = await client();
  const email = uniqueEduEmail("referrer");
  const { personalReferralCode } = await coach.call("submitScreening", { firstName: "Jordan", lastName: "Reyes", email, sport: "Volleyball" });
  await coach.call("signLegalDocuments", { signature: "Jordan Reyes", reviewedDocumentIds: [...LEGAL_DOCUMENT_IDS] });
  await coach.call("submitSignup", {
    firstName: "Jordan",
    lastName: "Reyes",
    jobTitle: "Head Coach",
    university: "Ohio State University",
    workEmail: email,
    emailsPerDay: "<10",
    timeSpentDaily: "<10",
    sport: "Volleyball",
    heardFrom: "Email",
  });
  await coach.call("startTrial", {});
  return { coach, email, code: personalReferralCode };
}

describe("submitReferral callable", () => {
  it("saves one referral per referee with the signed-in referrer's code and a 23:59 expiry in their zone", async () => {
    const { coach, email, code } = await coachWithTrial();
    const referees = [referee(), referee({ firstName: "Riley", sport: "Volleyball" })];
    const result = await coach.call("submitReferral", { referrerEmail: email, referees, timeZone: "America/Chicago" });
    expect(result).toMatchObject({ referralCode: code, saved: 2, invitationsSent: 0, invitationsSkipped: [] });
    expect(new Date(result.expiresAt).toLocaleString("en-US", { timeZone: "America/Chicago", hour: "2-digit", minute: "2-digit", hourCycle: "h23" })).toBe("23:59");

    const saved = await referralsFrom(email);
    expect(saved).toHaveLength(2);
    expect(saved.map((row) => row.referee_email).sort()).toEqual(referees.map((row) => row.email).sort());
    expect(saved[0]).toMatchObject({ personal_referral_code: code, status: "invited", referee_role: "Assistant Coach" });
  });

  it("finds the code by the referrer's email when another browser submits, and says N/A when there is none", async () => {
    const { email, code } = await coachWithTrial();
    const colleagueBrowser = await client();
    expect((await colleagueBrowser.call("submitReferral", { referrerEmail: email, referees: [referee()] })).referralCode).toBe(code);
    const stranger = await client();
    expect((await stranger.call("submitReferral", { referrerEmail: uniqueEduEmail("nobody"), referees: [referee()] })).referralCode).toBe("N/A");
  });

  it("saves nothing when any referee is invalid (all or nothing), with the row's message", async () => {
    const browser = await client();
    const referrerEmail = uniqueEduEmail("allornothing");
    const failure = await rejectionOf(browser.call("submitReferral", { referrerEmail, referees: [referee(), referee({ email: "casey@gmail.com" })] }));
    expect(failure.fieldErrors).toEqual({ "referees.1.email": REFERRAL_MESSAGES.emailNotEdu });
    expect(await referralsFrom(referrerEmail)).toEqual([]);
  });

  it("reports a failed save as 'Failed to save referral: …' and then sends, links and announces nothing", async () => {
    // Run in this process, so Firestore can refuse the batch; Firestore itself applies a batch whole or not at all.
    const batch = db.batch();
    vi.spyOn(batch, "commit").mockRejectedValue(new Error("10 ABORTED: Too much contention on these documents."));
    const referralBatch = vi.spyOn(db, "batch").mockReturnValueOnce(batch);
    const referrerEmail = uniqueEduEmail("referrer");
    const referees = [referee(), referee({ firstName: "Riley" })];
    try {
      const call = testEnv.wrap(submitReferral)({ data: { referrerEmail, referees, sendInvitations: true }, auth: { uid: `batch-${Date.now()}`, token: {} } } as never);
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

  it("emails invitations when asked, each recipient at most once a week", async () => {
    const browser = await client();
    const referrerEmail = uniqueEduEmail("inviter");
    const colleague = referee();
    const first = await browser.call("submitReferral", { referrerEmail, referees: [colleague], sendInvitations: true });
    expect(first).toMatchObject({ invitationsSent: 1, invitationsSkipped: [] });
    const invitation = await waitForEmail(colleague.email, `invited you to try InboxScout`);
    expect(invitation.text).toContain("Hi Casey,");

    const again = await (await client()).call("submitReferral", { referrerEmail: uniqueEduEmail("other"), referees: [colleague], sendInvitations: true });
    expect(again).toMatchObject({ invitationsSent: 0, invitationsSkipped: [colleague.email] });
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(await emailsTo(colleague.email)).toHaveLength(1);
  });

  it("links a referee who starts with the code (invited → started → trial)", async () => {
    const { coach, email, code } = await coachWithTrial();
    const colleague = referee({ firstName: "Avery" });
    await coach.call("submitReferral", { referrerEmail: email, referees: [colleague] });

    const refereeBrowser = await client();
    await refereeBrowser.call("submitScreening", { firstName: "Avery", lastName: "Moore", email: colleague.email, sport: "Softball", ref: code });
    const statusOfReferral = async () => (await referralsFrom(email)).find((row) => row.referee_email === colleague.email)!;
    expect(await statusOfReferral()).toMatchObject({ status: "started", referee_uid: refereeBrowser.uid });

    await refereeBrowser.call("signLegalDocuments", { signature: "Avery Moore", reviewedDocumentIds: [...LEGAL_DOCUMENT_IDS] });
    await refereeBrowser.call("submitSignup", {
      firstName: "Avery",
      lastName: "Moore",
      jobTitle: "Assistant Coach",
      university: "Kent State",
      workEmail: colleague.email,
      emailsPerDay: "<10",
      timeSpentDaily: "<10",
      sport: "Softball",
      heardFrom: "Colleague referral",
    });
    await refereeBrowser.call("startTrial", {});
    expect((await statusOfReferral()).status).toBe("trial");
  });

  it("does not link an expired invitation", async () => {
    const { coach, email, code } = await coachWithTrial();
    const colleague = referee();
    await coach.call("submitReferral", { referrerEmail: email, referees: [colleague] });
    const [row] = (await db.collection("user_referrals").where("referee_email", "==", colleague.email).get()).docs;
    await row!.ref.update({ expiresAt: new Date(Date.now() - 1000) });
    await (await client()).call("submitScreening", { firstName: "Casey", lastName: "Moore", email: colleague.email, sport: "Softball", ref: code });
    expect((await row!.ref.get()).get("status")).toBe("invited");
  });
});
