import { getAuth } from "firebase-admin/auth";
import { describe, expect, it } from "vitest";
import { CALLABLE_MESSAGES } from "@machines/callables";
import { ONBOARDING_ORDER_MESSAGES } from "@machines/onboarding/contracts";
import { db } from "../../functions/src/lib/admin";
import { keyOf } from "../../functions/src/lib/keys";
import { clientsForThisFile, rejectionOf, uniqueEduEmail } from "../support/clientApp";
import { emailsTo, mailSettled } from "../support/mailCatcher";
import { LINK_SUBJECTS, confirmFromInbox, emailedLinkToken, openLinkElsewhere, reachReview, screen } from "../support/onboardingFlow";

const client = clientsForThisFile();

const guestOf = async (uid: string) => (await db.collection("guests").doc(uid).get()).data();
const ownerOf = async (email: string) => (await db.collection("emailOwners").doc(keyOf(email)).get()).data();

/** The links emailed to `email` so far, by the first name of the signup each was sent for. */
async function linksByName(email: string, count: number): Promise<Record<string, string>> {
  const reader = await client();
  const tokens = await Promise.all(Array.from({ length: count }, (_, index) => emailedLinkToken(email, LINK_SUBJECTS.confirmation, index)));
  const entries = await Promise.all(
    tokens.map(async (token) => {
      const link = await reader.call("describeEmailLink", { token });
      return [link.status === "usable" ? link.firstName : "unusable", token] as const;
    }),
  );
  return Object.fromEntries(entries);
}

/** Everything an address unlocks; none of it may exist for someone who never opened a link sent to it. */
async function unlockedFor(uid: string, email: string) {
  const [user, trial, claims] = await Promise.all([
    db.collection("users").doc(uid).get(),
    db.collection("trials").doc(keyOf(email)).get(),
    getAuth().getUser(uid).then((record) => record.customClaims ?? {}),
  ]);
  const forwarding = await db.collection("forwardingAddresses").where("uid", "==", uid).get();
  return { user: user.exists, trial: trial.get("uid") === uid, role: claims.role ?? null, forwardingAddresses: forwarding.size };
}

describe("an address counts only once a link sent to it is opened", () => {
  it("an attacker who screens, signs, signs up and starts a trial with a victim's address gets nothing and changes nothing of the victim's", async () => {
    const victimEmail = uniqueEduEmail("victim");
    const victim = await client();
    await screen(victim, victimEmail);
    const victimBefore = await guestOf(victim.uid!);

    const attacker = await client();
    const attack = await reachReview(attacker, victimEmail.toUpperCase(), { firstName: "Evil" });
    expect(attack.emailConfirmed).toBe(false);
    expect(await attacker.call("startTrial", {})).toEqual({ status: "awaiting-confirmation", email: victimEmail });
    expect(await attacker.call("getCoachAccount", {})).toBeNull();
    expect(await unlockedFor(attacker.uid!, victimEmail)).toEqual({ user: false, trial: false, role: null, forwardingAddresses: 0 });
    expect(await ownerOf(victimEmail)).toBeUndefined();

    // The victim's signup, account and progress are exactly as they were.
    expect(await guestOf(victim.uid!)).toEqual(victimBefore);
    expect((await getAuth().getUser(victim.uid!)).uid).toBe(victim.uid);
    expect(await victim.call("getSignupStatus", {})).toEqual({ email: victimEmail, emailConfirmed: false, trialStarted: false, referralPricing: null });

    // Only confirmation links went to the address: the victim's and the attacker's, nothing else.
    await mailSettled(victimEmail);
    expect(new Set((await emailsTo(victimEmail)).map((email) => email.subject))).toEqual(new Set([LINK_SUBJECTS.confirmation]));
  });

  it("the victim's own first link signs in as the victim (not the attacker), and the victim then finishes normally", async () => {
    const victimEmail = uniqueEduEmail("first");
    const victim = await client();
    await reachReview(victim, victimEmail);
    const attacker = await client();
    await reachReview(attacker, victimEmail, { firstName: "Evil" });
    expect(await attacker.call("startTrial", {})).toMatchObject({ status: "awaiting-confirmation" });

    const { Jordan: victimToken, Evil: attackerToken } = await linksByName(victimEmail, 2);
    const { result, browser } = await openLinkElsewhere(victimToken!);
    expect(result).toMatchObject({ outcome: "signed-in", confirmed: true });
    if (result.outcome !== "signed-in") return;
    expect(await browser.signInWithCustomToken(result.signInToken)).toBe(victim.uid);
    expect(await ownerOf(victimEmail)).toMatchObject({ uid: victim.uid });

    const started = await victim.call("startTrial", {});
    expect(started.status).toBe("started");
    if (started.status !== "started") return;
    expect(started.account.email).toBe(victimEmail);
    expect((await getAuth().getUser(victim.uid!)).customClaims).toMatchObject({ role: "coach" });

    // The attacker's own link, even if someone opened it now, is told the address is in use and signs nobody in.
    expect((await openLinkElsewhere(attackerToken!)).result).toEqual({ outcome: "address-in-use", email: victimEmail });
    expect(await attacker.call("getCoachAccount", {})).toBeNull();
    expect(await attacker.call("getSignupStatus", {})).toEqual({ email: victimEmail, emailConfirmed: false, trialStarted: false, referralPricing: null });
    expect(await unlockedFor(attacker.uid!, victimEmail)).toEqual({ user: false, trial: false, role: null, forwardingAddresses: 0 });
    // The attacker's unfinished signup is left as it was.
    expect((await guestOf(attacker.uid!))?.guestStatus).toBe("signed-up");
  });

  it("of two signups with one address, whoever proves it first wins; the other is told the address is in use only then", async () => {
    const email = uniqueEduEmail("race");
    const laptop = await client();
    const desktop = await client();
    await screen(laptop, email, { firstName: "Laptop" });
    await screen(desktop, email, { firstName: "Desktop" });
    const { Laptop: laptopToken, Desktop: desktopToken } = await linksByName(email, 2);

    const [first, second] = await Promise.all([openLinkElsewhere(desktopToken!), openLinkElsewhere(laptopToken!)]);
    const outcomes = [first.result.outcome, second.result.outcome].sort();
    expect(outcomes).toEqual(["address-in-use", "signed-in"]);
    const winner = first.result.outcome === "signed-in" ? first : second;
    if (winner.result.outcome !== "signed-in") return;
    const winnerUid = await winner.browser.signInWithCustomToken(winner.result.signInToken);
    expect([laptop.uid, desktop.uid]).toContain(winnerUid);
    expect((await ownerOf(email))?.uid).toBe(winnerUid);
  });

  it("a trial asked for before the proof starts the moment the link is opened, on whatever device", async () => {
    const coach = await client();
    const email = uniqueEduEmail("later");
    await reachReview(coach, email);
    expect(await coach.call("startTrial", { selectedTierId: "first-movers", billingCycle: "annual" })).toEqual({ status: "awaiting-confirmation", email });

    const result = await confirmFromInbox(email);
    expect(result).toMatchObject({ outcome: "signed-in", destination: "trial-started" });
    const account = await coach.call("getCoachAccount", {});
    expect(account).toMatchObject({ email, tierId: "first-movers", billingCycle: "annual" });
    expect(await coach.call("startTrial", {})).toEqual({ status: "started", account });
  });

  it("no answer tells whether an address has an account: screening with one sends its owner a sign-in link and answers as for any address", async () => {
    const ownerEmail = uniqueEduEmail("owner");
    const owner = await client();
    await reachReview(owner, ownerEmail);
    await confirmFromInbox(ownerEmail);
    await owner.call("startTrial", {});

    const stranger = await client();
    const aboutOwned = await screen(stranger, ownerEmail);
    const aboutFresh = await screen(await client(), uniqueEduEmail("fresh"));
    expect(Object.keys(aboutOwned).sort()).toEqual(Object.keys(aboutFresh).sort());
    expect(aboutOwned.emailConfirmed).toBe(false);
    expect(aboutFresh.emailConfirmed).toBe(false);

    const token = await emailedLinkToken(ownerEmail, LINK_SUBJECTS.existingAccount);
    const { result, browser } = await openLinkElsewhere(token);
    expect(result).toMatchObject({ outcome: "signed-in", destination: "trial-started", confirmed: false });
    if (result.outcome === "signed-in") expect(await browser.signInWithCustomToken(result.signInToken)).toBe(owner.uid);

    // "Email me a sign-in link": the same answer for an owned and an unknown address; only the owner gets mail.
    const unknown = uniqueEduEmail("unknown");
    expect(await stranger.call("requestSignInLink", { email: ownerEmail })).toEqual({ status: "check-inbox" });
    expect(await stranger.call("requestSignInLink", { email: unknown })).toEqual({ status: "check-inbox" });
    await emailedLinkToken(ownerEmail, LINK_SUBJECTS.signIn);
    await mailSettled(unknown);
    expect(await emailsTo(unknown)).toEqual([]);
  });

  it("a deleted account's still-valid token can do nothing, not even burn the address's one trial", async () => {
    const coach = await client();
    const email = uniqueEduEmail("deleted");
    await reachReview(coach, email);
    await confirmFromInbox(email);
    await getAuth().deleteUser(coach.uid!);

    const refused = await rejectionOf(coach.call("startTrial", {}));
    expect(refused).toMatchObject({ code: "functions/unauthenticated", message: CALLABLE_MESSAGES.signedOut });
    expect((await db.collection("trials").doc(keyOf(email)).get()).exists).toBe(false);
    expect(await rejectionOf(coach.call("getCoachAccount", {}))).toMatchObject({ code: "functions/unauthenticated" });
  });

  it("an account whose sessions were revoked can do nothing with tokens issued before", async () => {
    const coach = await client();
    await screen(coach, uniqueEduEmail("revoked"));
    // Revocation has one-second resolution: revoke in a later second than the sign-in.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    await getAuth().revokeRefreshTokens(coach.uid!);
    expect(await rejectionOf(coach.call("getSignupStatus", {}))).toMatchObject({ code: "functions/unauthenticated" });
  });

  it("resends the link on request, to the typed address only, and refuses once the address is confirmed", async () => {
    const coach = await client();
    const email = uniqueEduEmail("resend");
    await screen(coach, email);
    expect(await coach.call("resendConfirmation", {})).toEqual({ status: "check-inbox", email });
    await emailedLinkToken(email, LINK_SUBJECTS.confirmation, 1);
    await confirmFromInbox(email, 1);
    expect((await rejectionOf(coach.call("resendConfirmation", {}))).message).toBe(ONBOARDING_ORDER_MESSAGES.alreadyConfirmed);
  });

  it("caps the links one address receives, answering the same when over the cap", async () => {
    const email = uniqueEduEmail("flood");
    const coach = await client();
    await screen(coach, email);
    for (let attempt = 0; attempt < 4; attempt++) expect(await coach.call("resendConfirmation", {})).toEqual({ status: "check-inbox", email });
    await mailSettled(email);
    // Three per browser and address an hour: screening's link and two resends.
    expect((await emailsTo(email)).length).toBe(3);
  });
});
