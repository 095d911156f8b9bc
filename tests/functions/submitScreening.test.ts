import { describe, expect, it } from "vitest";
import { CALLABLE_MESSAGES } from "@machines/callables";
import { toPersistedOnboarding } from "@machines/onboarding/persistence";
import { PERSONAL_REFERRAL_CODE_PATTERN } from "@machines/onboarding/referralCode";
import { ONBOARDING_MESSAGES } from "@machines/onboarding/schemas";
import { db } from "../../functions/src/lib/admin";
import { reservePersonalReferralCode } from "../../functions/src/onboarding/referralCodes";
import { clientsForThisFile, rejectionOf, uniqueEduEmail } from "../support/clientApp";
import { IDENTITY_MESSAGES } from "@machines/identity/contracts";
import { keyOf } from "../../functions/src/lib/keys";
import { emailsTo, mailSettled, waitForEmail } from "../support/mailCatcher";
import { LINK_SUBJECTS, confirmFromInbox, emailedLinkToken, openLinkElsewhere } from "../support/onboardingFlow";

const client = clientsForThisFile();

const screening = (overrides: Record<string, unknown> = {}) => ({
  firstName: "Jordan",
  lastName: "Reyes",
  email: uniqueEduEmail(),
  sport: "Volleyball",
  referralCode: "",
  client: { sessionId: "session-123", deviceType: "mobile" },
  ...overrides,
});


describe("submitScreening callable", () => {
  it("creates the guest with a unique personal referral code, emails the continue link and records the webhook", async () => {
    const coach = await client();
    const email = uniqueEduEmail("screen");
    const result = await coach.call("submitScreening", screening({ email: email.toUpperCase(), referralCode: "abc123" }));

    expect(result).toMatchObject({ guestUserId: coach.uid, referralCode: "ABC123", schoolName: "test-university", founderPlan: false });
    expect(result.personalReferralCode).toMatch(PERSONAL_REFERRAL_CODE_PATTERN);
    expect(result.personalReferralCode.slice(0, 4)).toBe("JREY");

    const guest = await db.collection("guests").doc(coach.uid!).get();
    expect(guest.data()).toMatchObject({
      first_name: "Jordan",
      last_name: "Reyes",
      email,
      sport: "Volleyball",
      referredByCode: "ABC123",
      personalReferralCode: result.personalReferralCode,
      legalDocSigned: false,
      schoolName: "test-university",
      guestStatus: "screened",
    });
    expect((await db.collection("referralCodes").doc(result.personalReferralCode).get()).get("uid")).toBe(coach.uid);

    const confirmation = await waitForEmail(email, LINK_SUBJECTS.confirmation);
    expect(confirmation.text).toMatch(/\/initial-screening\?continue=[A-Za-z0-9_-]{43}/);
    expect(result.emailConfirmed).toBe(false);

    const events = await db.collection("webhookEvents").where("type", "==", "onboarding.screening").get();
    expect(events.docs.map((event) => event.get("data")).filter((data) => data.email === email)).toEqual([
      expect.objectContaining({ source: "initial-screening", referralCode: "ABC123", sessionId: "session-123", deviceType: "mobile", schoolName: "test-university" }),
    ]);
  });

  it("lets the ref query parameter beat the form's code, and passes a founder code through with the founder plan", async () => {
    const coach = await client();
    const result = await coach.call("submitScreening", screening({ referralCode: "FORMCODE", ref: "inboxfounder" }));
    expect(result).toMatchObject({ referralCode: "INBOXFOUNDER", founderPlan: true });
    expect((await db.collection("guests").doc(coach.uid!).get()).get("tier")).toBe("founder");
  });

  it("keeps an unknown code but grants nothing", async () => {
    const coach = await client();
    const result = await coach.call("submitScreening", screening({ referralCode: "NOSUCHCODE" }));
    expect(result).toMatchObject({ referralCode: "NOSUCHCODE", founderPlan: false });
  });

  it.each([
    ["firstName", "", ONBOARDING_MESSAGES.firstNameRequired],
    ["lastName", " ", ONBOARDING_MESSAGES.lastNameRequired],
    ["email", "", ONBOARDING_MESSAGES.emailRequired],
    ["email", "coach-at-osu", ONBOARDING_MESSAGES.emailInvalid],
    ["email", "coach@gmail.com", ONBOARDING_MESSAGES.emailNotEdu],
    ["sport", "Basketball", ONBOARDING_MESSAGES.sportRequired],
  ])("rejects an invalid %s (%j) with the schema's message", async (field, value, message) => {
    const coach = await client();
    const error = await rejectionOf(coach.call("submitScreening", screening({ [field]: value })));
    expect(error.code).toBe("functions/invalid-argument");
    expect(error.message).toBe(CALLABLE_MESSAGES.invalid);
    expect(error.fieldErrors).toEqual({ [field]: message });
    expect((await db.collection("guests").doc(coach.uid!).get()).exists).toBe(false);
  });

  it("accepts the one personal address on the server's allowlist", async () => {
    const coach = await client();
    const result = await coach.call("submitScreening", screening({ email: "Founder.Coach@gmail.com" }));
    expect(result.schoolName).toBe("gmail.com");
  });
});

describe("personal referral code reservation", () => {
  it("gives 200 concurrent coaches with the same name on the same day 200 distinct codes", async () => {
    const day = new Date("2026-03-14T12:00:00Z");
    const lastName = `Okafor${Date.now()}`;
    const codes = await Promise.all(Array.from({ length: 200 }, (_, index) => reservePersonalReferralCode(`uid-${lastName}-${index}`, "Ngozi", lastName, day)));
    expect(new Set(codes).size).toBe(200);
    for (const code of codes) expect(code).toMatch(/^NOKA0314[A-HJ-NP-Z2-9]+$/);
    const owners = await db.getAll(...codes.map((code) => db.collection("referralCodes").doc(code)));
    expect(new Set(owners.map((owner) => owner.get("uid"))).size).toBe(200);
  });
});

describe("resuming on another device", () => {
  it("completes a guest document that only progress saves had written", async () => {
    const coach = await client();
    const email = uniqueEduEmail("fallback");
    // What the screening fallback saves when screening itself could not reach the server.
    const progress = toPersistedOnboarding({
      value: { legal: "reviewing" },
      context: { intake: { firstName: "Jordan", lastName: "Reyes", email, sport: "Volleyball" }, criticalFailure: false },
    });
    await coach.call("saveOnboardingProgress", { progress, eventType: "saveMinimalIntake" });
    await coach.call("submitScreening", screening({ email }));
    const guest = await db.collection("guests").doc(coach.uid!).get();
    expect(guest.get("guestStatus")).toBe("screened");
    expect(guest.get("createdAt")).toBeDefined();
    expect(guest.get("onboarding")).toBeDefined();
  });

  it("signs the emailed link in, on another device, as the guest it was sent for, confirms the address, and ends the first device's session", async () => {
    const laptop = await client();
    const email = uniqueEduEmail("resume");
    await laptop.call("submitScreening", screening({ email }));
    const token = await emailedLinkToken(email, LINK_SUBJECTS.confirmation);

    const phone = await client();
    expect(await phone.call("describeEmailLink", { token })).toMatchObject({ status: "usable", purpose: "confirm-email", email, firstName: "Jordan", lastName: "Reyes" });
    const opened = await phone.call("openEmailLink", { token });
    expect(opened).toMatchObject({ outcome: "signed-in", email, confirmed: true, destination: "onboarding" });
    if (opened.outcome !== "signed-in") return;
    expect(await phone.signInWithCustomToken(opened.signInToken)).toBe(laptop.uid);
    expect(await phone.call("getSignupStatus", {})).toEqual({ email, emailConfirmed: true, trialStarted: false, referralPricing: null });
    // Only the device that opened the link holds the account now: the laptop's session ended (no fixation).
    expect(await rejectionOf(laptop.call("getSignupStatus", {}))).toMatchObject({ code: "functions/unauthenticated" });

    // Single use: the same link does nothing a second time, wherever it is opened.
    expect(await (await client()).call("openEmailLink", { token })).toEqual({ outcome: "unusable" });
    expect(await phone.call("describeEmailLink", { token })).toEqual({ status: "unusable" });
  });

  it("keeps the address confirmed when the same guest screens again with it, and sends nothing", async () => {
    const coach = await client();
    const email = uniqueEduEmail("again");
    await coach.call("submitScreening", screening({ email }));
    await confirmFromInbox(email, { in: coach });
    expect((await coach.call("submitScreening", screening({ email }))).emailConfirmed).toBe(true);
    await mailSettled(email);
    expect((await emailsTo(email)).filter((message) => message.subject === LINK_SUBJECTS.confirmation)).toHaveLength(1);
  });

  it("refuses an expired link, and a link for an address its guest has since changed", async () => {
    const coach = await client();
    const email = uniqueEduEmail("expired");
    await coach.call("submitScreening", screening({ email }));
    const token = await emailedLinkToken(email, LINK_SUBJECTS.confirmation);
    await db.collection("emailLinks").doc(keyOf(token)).update({ expiresAt: new Date(Date.now() - 1000) });
    expect((await openLinkElsewhere(token)).result).toEqual({ outcome: "unusable" });

    const changed = uniqueEduEmail("changed");
    const stale = uniqueEduEmail("stale");
    await coach.call("submitScreening", screening({ email: stale }));
    const staleToken = await emailedLinkToken(stale, LINK_SUBJECTS.confirmation);
    await coach.call("submitScreening", screening({ email: changed }));
    expect((await openLinkElsewhere(staleToken)).result).toEqual({ outcome: "unusable" });
    expect(await coach.call("getSignupStatus", {})).toMatchObject({ email: changed, emailConfirmed: false });
  });

  it("refuses a token that is not one of ours with the schema's message", async () => {
    const coach = await client();
    const failure = await rejectionOf(coach.call("openEmailLink", { token: "../../users/x" }));
    expect(failure.fieldErrors).toEqual({ token: IDENTITY_MESSAGES.linkInvalid });
  });
});
