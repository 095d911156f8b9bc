import { describe, expect, it } from "vitest";
import { CALLABLE_MESSAGES } from "@machines/callables";
import { toPersistedOnboarding } from "@machines/onboarding/persistence";
import { PERSONAL_REFERRAL_CODE_PATTERN } from "@machines/onboarding/referralCode";
import { ONBOARDING_MESSAGES } from "@machines/onboarding/schemas";
import { db } from "../../functions/src/lib/admin";
import { reservePersonalReferralCode } from "../../functions/src/onboarding/referralCodes";
import { clientsForThisFile, rejectionOf, uniqueEduEmail } from "../support/clientApp";
import { waitForEmail } from "../support/mailCatcher";

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

    const continueEmail = await waitForEmail(email, "Continue your InboxScout signup");
    expect(continueEmail.text).toMatch(/oobCode=/);

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
  it("hands back a sign-in token when it puts the address on the account, which keeps the tab signed in as the same guest", async () => {
    const coach = await client();
    const email = uniqueEduEmail("token");
    const first = await coach.call("submitScreening", screening({ email }));
    expect(first.signInToken).toEqual(expect.any(String));
    expect(await coach.signInWithCustomToken(first.signInToken!)).toBe(coach.uid);
    expect(await coach.call("getOnboardingProgress", {})).toEqual({ progress: null });

    // Screening again with the address already on the account changes nothing in Auth: no new token.
    expect((await coach.call("submitScreening", screening({ email }))).signInToken).toBeUndefined();
  });

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
  });

  it("signs the emailed continue link in as the same guest, with the address verified", async () => {
    const laptop = await client();
    const email = uniqueEduEmail("resume");
    await laptop.call("submitScreening", screening({ email }));
    const message = await waitForEmail(email, "Continue your InboxScout signup");
    const link = /(http\S+oobCode=\S+)/.exec(message.text)![1]!;

    const phone = await client({ signedIn: false });
    const user = await phone.signInWithEmailLink(email, link);
    expect(user).toEqual({ uid: laptop.uid, emailVerified: true });
  });

  it("lets a newer screening from another browser take over an unfinished signup's address", async () => {
    const email = uniqueEduEmail("takeover");
    const first = await client();
    const second = await client();
    await first.call("submitScreening", screening({ email }));
    await second.call("submitScreening", screening({ email }));
    expect((await db.collection("guests").doc(first.uid!).get()).get("supersededBy")).toBe(second.uid);
    const link = /(http\S+oobCode=\S+)/.exec((await waitForEmail(email, "Continue your InboxScout signup")).text)![1]!;
    const phone = await client({ signedIn: false });
    // Both emails carry a link; any of them now opens the newest guest.
    expect((await phone.signInWithEmailLink(email, link)).uid).toBe(second.uid);
  });
});
