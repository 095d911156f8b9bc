import { getAuth } from "firebase-admin/auth";
import { describe, expect, it } from "vitest";
import { ACCOUNT_MESSAGES } from "@machines/account/contracts";
import { CALLABLE_MESSAGES } from "@machines/callables";
import { ONBOARDING_ORDER_MESSAGES } from "@machines/onboarding/contracts";
import { db } from "../../functions/src/lib/admin";
import { keyOf } from "../../functions/src/lib/keys";
import { clientsForThisFile, rejectionOf, uniqueEduEmail } from "../support/clientApp";
import { emailsTo, mailSettled } from "../support/mailCatcher";
import { LINK_SUBJECTS, RESET_SUBJECT, confirmFromInbox, emailedLinkToken, openLinkElsewhere, openLinkIn, reachReview, screen, signAll, signupFor } from "../support/onboardingFlow";

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

    // The browser that opened the link holds the account; the one that typed the address was signed out by it.
    const started = await browser.call("startTrial", {});
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

  it("a trial asked for before the proof starts the moment the link is opened, on whatever device, which then holds the account alone", async () => {
    const coach = await client();
    const email = uniqueEduEmail("later");
    await reachReview(coach, email);
    expect(await coach.call("startTrial", { selectedTierId: "first-movers", billingCycle: "annual" })).toEqual({ status: "awaiting-confirmation", email });

    await new Promise((resolve) => setTimeout(resolve, 1100)); // revocation counts whole seconds since the sign-in
    const phone = await client();
    const result = await openLinkIn(phone, await emailedLinkToken(email, LINK_SUBJECTS.confirmation));
    expect(result).toMatchObject({ outcome: "signed-in", destination: "trial-started" });
    const account = await phone.call("getCoachAccount", {});
    expect(account).toMatchObject({ email, tierId: "first-movers", billingCycle: "annual" });
    expect(await phone.call("startTrial", {})).toEqual({ status: "started", account });
    // The browser that typed the address proved nothing: its session ended when the link was opened elsewhere.
    expect(await rejectionOf(coach.call("getCoachAccount", {}))).toMatchObject({ code: "functions/unauthenticated" });
  });

  it("no answer tells whether an address has an account: screening with one sends its owner a sign-in link and answers as for any address", async () => {
    const ownerEmail = uniqueEduEmail("owner");
    const owner = await client();
    await reachReview(owner, ownerEmail);
    await confirmFromInbox(ownerEmail, { in: owner });
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
    await confirmFromInbox(email, { in: coach });
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
    await confirmFromInbox(email, { index: 1, in: coach });
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

describe("session fixation through the confirmation link", () => {
  it("an attacker who screened with the victim's address keeps no way into the account the victim's link proves", async () => {
    const victimEmail = uniqueEduEmail("fixation");
    const attacker = await client();
    await screen(attacker, victimEmail, { firstName: "Evil" });
    // Revocation counts in whole seconds: the victim opens the link in a later second than the attacker signed in, as any real victim does.
    await new Promise((resolve) => setTimeout(resolve, 1100));

    // The victim opens the genuine confirmation link in their own browser and finishes the signup there.
    const victim = await client();
    const opened = await openLinkIn(victim, await emailedLinkToken(victimEmail, LINK_SUBJECTS.confirmation));
    expect(opened).toMatchObject({ outcome: "signed-in", confirmed: true });
    await signAll(victim);
    await victim.call("submitSignup", signupFor(victimEmail));
    expect(await victim.call("startTrial", {})).toMatchObject({ status: "started", account: { email: victimEmail } });
    await victim.refreshToken();
    expect((await victim.call("getSettings", {})).email).toBe(victimEmail);

    // The attacker's original ID token, and any token its refresh token still yields, reads nothing and sets no password.
    for (const attempt of ["original token", "refreshed"]) {
      if (attempt === "refreshed") await attacker.refreshToken().catch(() => undefined);
      for (const call of [
        () => attacker.call("getSettings", {}),
        () => attacker.call("listAthletes", { filters: {}, sort: { by: "name", direction: "asc" }, page: 1, pageSize: 25 }),
        () => attacker.call("setPassword", { password: "attacker's own password" }),
      ]) {
        expect(await rejectionOf(call()), attempt).toMatchObject({ code: "functions/unauthenticated" });
      }
    }
    const record = await getAuth().getUser(victim.uid!);
    expect(record.passwordHash ?? null).toBeNull();
    expect(record.providerData).toEqual([]);
  });

  it("setPassword wants a sign-in that proved the address (an opened link or the password), however recent another session is", async () => {
    const email = uniqueEduEmail("proof");
    const coach = await client();
    await reachReview(coach, email);
    await confirmFromInbox(email, { in: coach });
    await coach.call("startTrial", {});
    // A session of the same account that began without any proof: an anonymous-style custom token, as a stolen session would be.
    const unproven = await client({ signedIn: false });
    await unproven.signInWithCustomToken(await getAuth().createCustomToken(coach.uid!));
    const refused = await rejectionOf(unproven.call("setPassword", { password: "correct horse battery" }));
    expect(refused).toMatchObject({ code: "functions/failed-precondition", message: ACCOUNT_MESSAGES.recentSignInRequired });
    expect(await coach.call("setPassword", { password: "correct horse battery" })).toEqual({ saved: true });
  });
});

describe("the link budget", () => {
  const count = async (email: string, subject: string) => {
    await mailSettled(email);
    return (await emailsTo(email)).filter((caught) => caught.subject.includes(subject)).length;
  };

  /** Nine link requests for `email` from four anonymous clients: after screening's confirmation, the address's ten links a day. */
  async function nineRequestsFromFourStrangers(email: string) {
    const strangers = await Promise.all([client(), client(), client(), client()]);
    const answers = [];
    for (const [index, stranger] of strangers.entries()) {
      for (let request = 0; request < (index === 0 ? 3 : 2); request++) {
        answers.push(await stranger.call(request % 2 === 0 ? "requestSignInLink" : "requestPasswordReset", { email }));
      }
    }
    return answers;
  }

  it("strangers cannot spend the owner's links: after nine requests from four anonymous clients, the owner's browser still gets its sign-in and reset links", async () => {
    const owner = await client();
    const email = uniqueEduEmail("lockout");
    await reachReview(owner, email);
    const opened = await confirmFromInbox(email, { in: owner });
    if (opened.outcome !== "signed-in") throw new Error("The confirmation did not sign in");
    await owner.call("startTrial", {});

    expect(await nineRequestsFromFourStrangers(email)).toEqual(Array(9).fill({ status: "check-inbox" }));
    const signInLinks = await count(email, LINK_SUBJECTS.signIn);
    const resetLinks = await count(email, RESET_SUBJECT);

    // The owner's browser, signed out since (a new anonymous session), still holds the proof the opened link left it.
    const sameBrowserLater = await client();
    const addressProof = opened.addressProof;
    expect(await sameBrowserLater.call("requestSignInLink", { email, addressProof })).toEqual({ status: "check-inbox" });
    expect(await sameBrowserLater.call("requestPasswordReset", { email, addressProof })).toEqual({ status: "check-inbox" });
    expect(await count(email, LINK_SUBJECTS.signIn)).toBe(signInLinks + 1);
    expect(await count(email, RESET_SUBJECT)).toBe(resetLinks + 1);
    const { result } = await openLinkElsewhere(await emailedLinkToken(email, LINK_SUBJECTS.signIn, signInLinks));
    expect(result).toMatchObject({ outcome: "signed-in", email });
  });

  it("tells the requester when no link could be sent, answering alike whether or not the address has an account", async () => {
    const owner = await client();
    const ownedEmail = uniqueEduEmail("owned");
    await reachReview(owner, ownedEmail);
    await confirmFromInbox(ownedEmail, { in: owner });
    await owner.call("startTrial", {});
    const unknownEmail = uniqueEduEmail("unknown");
    await screen(await client(), unknownEmail);

    for (const email of [ownedEmail, unknownEmail]) {
      await nineRequestsFromFourStrangers(email);
      expect(await (await client()).call("requestSignInLink", { email })).toEqual({ status: "not-sent" });
      expect(await (await client()).call("requestPasswordReset", { email })).toEqual({ status: "not-sent" });
    }
    await mailSettled(unknownEmail);
    expect((await emailsTo(unknownEmail)).map((caught) => caught.subject)).toEqual([LINK_SUBJECTS.confirmation]);
  });
});
