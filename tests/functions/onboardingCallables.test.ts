import { createHash } from "node:crypto";
import { getAuth } from "firebase-admin/auth";
import { describe, expect, it } from "vitest";
import { LEGAL_DOCUMENT_IDS } from "@machines/legal/documentIds";
import { LEGAL_EFFECTIVE_DATE, LEGAL_VERSION, legalDocumentText, legalDocumentsInOrder } from "@machines/legal/documents";
import { GUEST_NOT_SCREENED, ONBOARDING_ORDER_MESSAGES, OUTDATED_LEGAL_VERSION_MESSAGE } from "@machines/onboarding/contracts";
import { PERSONAL_REFERRAL_CODE_PATTERN } from "@machines/onboarding/referralCode";
import { ONBOARDING_MESSAGES } from "@machines/onboarding/schemas";
import { db } from "../../functions/src/lib/admin";
import { keyOf } from "../../functions/src/lib/keys";
import { FORWARDING_TAG_ALPHABET, FORWARDING_TAG_LENGTH } from "../../functions/src/onboarding/forwardingAddresses";
import { clientsForThisFile, rejectionOf, uniqueEduEmail } from "../support/clientApp";
import { waitForEmail } from "../support/mailCatcher";
import { confirmFromInbox, reachReview, screen, signAll, signupFor } from "../support/onboardingFlow";

const client = clientsForThisFile();


describe("onboarding callables", () => {
  it("take a guest from screening to a running trial", async () => {
    const coach = await client();
    const email = uniqueEduEmail("trial");
    const screening = await screen(coach, email);
    await signAll(coach);
    expect(await coach.call("submitSignup", signupFor(email))).toEqual({ profileUpdated: true });
    expect(await coach.call("getCoachAccount", {})).toBeNull();

    await confirmFromInbox(email, { in: coach });
    const before = Date.now();
    const started = await coach.call("startTrial", { selectedTierId: "first-movers", billingCycle: "annual" });
    if (started.status !== "started") throw new Error("expected a started trial");
    const { account } = started;
    expect(account).toMatchObject({ email, personalReferralCode: screening.personalReferralCode, tierId: "first-movers", tierName: "First Movers", price: 182, billingCycle: "annual" });
    expect(account.forwardingAddress).toMatch(new RegExp(`^jordan\\.reyes\\.[${FORWARDING_TAG_ALPHABET}]{${FORWARDING_TAG_LENGTH}}@scout\\.inboxscout\\.app$`));
    expect(account.personalReferralCode).toMatch(PERSONAL_REFERRAL_CODE_PATTERN);
    // The trial ends at the first noon UTC once 7 days have passed (Stripe's trial_end), and billing starts that day.
    const trialMs = Date.parse(account.trialEndsAt) - before;
    expect(trialMs).toBeGreaterThan(7 * 86_400_000 - 60_000);
    expect(trialMs).toBeLessThan(8 * 86_400_000 + 60_000);
    expect(account.trialEndsAt.slice(11)).toBe("12:00:00.000Z");
    expect(account.billingStartsOn).toBe(account.trialEndsAt.slice(0, 10));

    expect((await getAuth().getUser(coach.uid!)).customClaims).toEqual({ role: "coach", addressProven: true });
    expect((await db.collection("users").doc(coach.uid!).get()).data()).toMatchObject({ email, role: "coach", personal_referral_code: screening.personalReferralCode });
    expect(await coach.call("getCoachAccount", {})).toEqual(account);

    const signatures = await db.collection("guests").doc(coach.uid!).collection("signatures").get();
    expect(signatures.size).toBe(1);
    const signature = signatures.docs[0]!.data();
    expect(signature.typedName).toBe("Jordan Reyes");
    expect(signature.documents.map((document: { id: string }) => document.id)).toEqual([...LEGAL_DOCUMENT_IDS]);
    for (const document of signature.documents) {
      expect(document).toMatchObject({ effectiveDate: LEGAL_EFFECTIVE_DATE, sha256: expect.stringMatching(/^[0-9a-f]{64}$/) });
    }
    expect(signature.userAgent).toBeTruthy();

    const welcome = await waitForEmail(email, "your trial has started");
    expect(welcome.text).toContain(account.forwardingAddress);
    expect(welcome.text).toContain(account.personalReferralCode);
    expect(welcome.text).toMatch(/\/login\?link=[A-Za-z0-9_-]{43}/);
    expect(welcome.text).toContain("First Movers at $182 per year");
    expect(welcome.text).toContain("To cancel");

    expect((await db.collection("users").doc(coach.uid!).get()).get("setup")).toEqual({ coachRole: true, guestStatus: true, referral: true, welcomeEmail: true, webhook: true, billing: true });
    const events = await db.collection("webhookEvents").doc(`trial.started-${coach.uid}`).get();
    expect(events.get("data")).toMatchObject({
      first_name: "Jordan",
      job_title: "Head Coach",
      university: "Ohio State University",
      email_address: email,
      plan_details: { tier_name: "First Movers", tier_id: "first-movers", price: 182, billing_cycle: "annual", referral_code: null },
    });
  });

  it("start a trial only once, however often (and however concurrently) it is asked", async () => {
    const coach = await client();
    const email = uniqueEduEmail("twice");
    await reachReview(coach, email);
    await confirmFromInbox(email, { in: coach });
    const [first, second] = await Promise.all([coach.call("startTrial", {}), coach.call("startTrial", {})]);
    expect(second).toEqual(first);
    expect(await coach.call("startTrial", {})).toEqual(first);
    const users = await db.collection("users").where("email", "==", email).get();
    expect(users.size).toBe(1);
  });

  it("give one trial per .edu address: another signup with it never gets one", async () => {
    const email = uniqueEduEmail("once");
    const first = await client();
    await reachReview(first, email);
    await confirmFromInbox(email, { in: first });
    await first.call("startTrial", {});

    const second = await client();
    await reachReview(second, email.toUpperCase());
    expect(await second.call("startTrial", {})).toEqual({ status: "awaiting-confirmation", email });
    expect((await db.collection("trials").doc(keyOf(email)).get()).get("uid")).toBe(first.uid);
    // The coach who has the trial is told to sign in when screening again.
    expect(await rejectionOf(screen(first, email))).toMatchObject({ code: "functions/already-exists", message: ONBOARDING_ORDER_MESSAGES.accountExists });
  });

  it("complete a trial start that failed halfway on the next call", async () => {
    const coach = await client();
    const email = uniqueEduEmail("halfway");
    await reachReview(coach, email);
    await confirmFromInbox(email, { in: coach });
    const started = await coach.call("startTrial", {});
    const subscriptionId = (await db.collection("users").doc(coach.uid!).get()).get("billing.subscriptionId");
    // As if the follow-ups after creating the account had failed: no role, no webhook, status not advanced.
    await db.collection("users").doc(coach.uid!).update({ setup: {} });
    await getAuth().setCustomUserClaims(coach.uid!, null);
    await db.collection("webhookEvents").doc(`trial.started-${coach.uid}`).delete();
    await db.collection("guests").doc(coach.uid!).update({ guestStatus: "signed-up" });

    expect(await coach.call("startTrial", {})).toEqual(started);
    expect((await getAuth().getUser(coach.uid!)).customClaims).toMatchObject({ role: "coach" });
    expect((await db.collection("webhookEvents").doc(`trial.started-${coach.uid}`).get()).exists).toBe(true);
    expect((await db.collection("guests").doc(coach.uid!).get()).get("guestStatus")).toBe("trial-started");
    expect((await db.collection("users").doc(coach.uid!).get()).get("setup")).toEqual({ coachRole: true, guestStatus: true, referral: true, welcomeEmail: true, webhook: true, billing: true });
    // The billing step ran again and kept the one trial subscription.
    expect(subscriptionId).toMatch(/^sub_/);
    expect((await db.collection("users").doc(coach.uid!).get()).get("billing.subscriptionId")).toBe(subscriptionId);
  });

  it("never let a later step run before an earlier one", async () => {
    const coach = await client();
    const email = uniqueEduEmail("skip");
    expect(await rejectionOf(signAll(coach))).toMatchObject({ message: ONBOARDING_ORDER_MESSAGES.screeningFirst, kind: GUEST_NOT_SCREENED });
    await screen(coach, email);
    expect((await rejectionOf(coach.call("startTrial", {}))).message).toBe(ONBOARDING_ORDER_MESSAGES.signupFirst);
    expect((await rejectionOf(coach.call("submitSignup", signupFor(email)))).message).toBe(ONBOARDING_ORDER_MESSAGES.signFirst);
    const partial = await rejectionOf(coach.call("signLegalDocuments", { signature: "Jordan Reyes", reviewedDocumentIds: ["msa", "tos", "privacy", "dpa"], documentsVersion: LEGAL_VERSION }));
    expect(partial).toMatchObject({ code: "functions/failed-precondition", message: ONBOARDING_ORDER_MESSAGES.allDocumentsReviewed });
    const unsigned = await rejectionOf(coach.call("signLegalDocuments", { signature: "  ", reviewedDocumentIds: [...LEGAL_DOCUMENT_IDS], documentsVersion: LEGAL_VERSION }));
    expect(unsigned.fieldErrors).toEqual({ signature: ONBOARDING_MESSAGES.signatureRequired });
    expect((await db.collection("guests").doc(coach.uid!).get()).get("legalDocSigned")).toBe(false);
  });

  it("sign only the current version of the legal documents, recording each one's version and hash", async () => {
    const coach = await client();
    await screen(coach, uniqueEduEmail("versions"));
    // A page loaded before the documents changed still shows the earlier version: it is told to reload, and nothing is recorded.
    const outdated = await rejectionOf(coach.call("signLegalDocuments", { signature: "Jordan Reyes", reviewedDocumentIds: [...LEGAL_DOCUMENT_IDS], documentsVersion: "2025-04-12" }));
    expect(outdated).toMatchObject({ code: "functions/failed-precondition", message: OUTDATED_LEGAL_VERSION_MESSAGE });
    expect((await db.collection("guests").doc(coach.uid!).collection("signatures").get()).size).toBe(0);
    expect((await db.collection("guests").doc(coach.uid!).get()).get("legalDocSigned")).toBe(false);

    await signAll(coach);
    const signatures = await db.collection("guests").doc(coach.uid!).collection("signatures").get();
    expect(signatures.size).toBe(1);
    expect(signatures.docs[0]!.get("documents")).toEqual(
      legalDocumentsInOrder().map((document) => ({
        id: document.id,
        title: document.title,
        version: LEGAL_VERSION,
        effectiveDate: LEGAL_EFFECTIVE_DATE,
        sha256: createHash("sha256").update(legalDocumentText(document)).digest("hex"),
      })),
    );
  });

  it("give a founder code the $0 founder plan", async () => {
    const coach = await client();
    const email = uniqueEduEmail("founder");
    await reachReview(coach, email, { referralCode: "InboxFounder" });
    await confirmFromInbox(email, { in: coach });
    expect(await coach.call("startTrial", { selectedTierId: "full-price" })).toMatchObject({ status: "started", account: { tierId: "founder", price: 0 } });
  });

  it("store signup details, dropping empty optional answers and using otherSport for 'Other'", async () => {
    const coach = await client();
    const email = uniqueEduEmail("details");
    await screen(coach, email);
    await signAll(coach);
    await coach.call("submitSignup", signupFor(email, { sport: "Other", otherSport: "Beach Volleyball", workEmail: email.toUpperCase() }));
    const guest = (await db.collection("guests").doc(coach.uid!).get()).data()!;
    expect(guest).toMatchObject({
      jobTitle: "Head Coach",
      sport: "Beach Volleyball",
      workEmail: email,
      minutesSpent: ["31–45"],
      emailsReceived: "26–50",
      heard_from: "Colleague referral",
      additionalInsights: "Most emails come from club directors",
      guestStatus: "signed-up",
      signup: { intent: "signup", signature_status: "Signed", document_effective_date: LEGAL_EFFECTIVE_DATE },
    });
    expect(guest).not.toHaveProperty("suggestedFeatures");
    expect((await db.collection("userPreferences").doc(coach.uid!).get()).data()).toMatchObject({ user_id: coach.uid, selected_tier_id: "first-movers", is_annual: false });
  });

  it.each([
    ["jobTitle", "", ONBOARDING_MESSAGES.fieldRequired],
    ["emailsPerDay", "", ONBOARDING_MESSAGES.fieldRequired],
    ["workEmail", "not-an-email", ONBOARDING_MESSAGES.workEmailInvalid],
    ["otherSport", "", ONBOARDING_MESSAGES.otherSportRequired],
  ])("reject signup with an invalid %s (%j)", async (field, value, message) => {
    const coach = await client();
    const overrides: Record<string, unknown> = { [field]: value };
    if (field === "otherSport") overrides.sport = "Other";
    const error = await rejectionOf(coach.call("submitSignup", signupFor(uniqueEduEmail(), overrides)));
    expect(error.fieldErrors).toEqual({ [field]: message });
  });
});
