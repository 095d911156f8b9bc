import { getAuth } from "firebase-admin/auth";
import { Timestamp } from "firebase-admin/firestore";
import * as logger from "firebase-functions/logger";
import { db } from "../lib/admin";
import { defineCallable } from "../lib/callable";
import { STRIPE_SECRETS } from "../billing/stripeClient";
import { guests, users } from "../lib/firestore";
import type { GuestDoc } from "@machines/onboarding/documents";
import { linkGuestReferral } from "../referrals/refereeProgress";
import { startTrialFor } from "./trial";
import { emailLinkRef, isUsable } from "../identity/emailLinks";
import { emailOwnerRef, ownerOf } from "../identity/emailOwnership";
import { issueAddressProof } from "../identity/addressProofs";
import { linkSignInToken, markAddressProven } from "../lib/signInProof";
import { hasPassword } from "../account/settings";
import { isSupportAccount } from "../lib/roles";

type Redeemed =
  | { outcome: "unusable" }
  | { outcome: "address-in-use"; email: string }
  | { outcome: "sign-in"; uid: string; email: string; purpose: "sign-in" | "reset-password" }
  | { outcome: "confirmed"; uid: string; email: string; guest: GuestDoc };

/**
 * Spends a link in one transaction: it must exist, be unused and unexpired. A confirmation link
 * makes the address its guest's, unless someone else proved it first (then that signup is told the
 * address is in use) or the guest has since screened with another address (then it is stale).
 */
function redeem(token: string, openedBy: string, now: Date): Promise<Redeemed> {
  return db.runTransaction(async (transaction) => {
    const linkRef = emailLinkRef(token);
    const link = (await transaction.get(linkRef)).data();
    // A sender confirmation is spent by confirmSender and never signs anyone in.
    if (!isUsable(link, now) || link.purpose === "confirm-sender") return { outcome: "unusable" };

    const guestRef = guests.doc(link.uid);
    const ownerRef = emailOwnerRef(link.email);
    const [guest, owner] = await Promise.all([transaction.get(guestRef).then((s) => s.data()), transaction.get(ownerRef).then((s) => s.data())]);
    transaction.update(linkRef, { usedAt: Timestamp.fromDate(now), usedByUid: openedBy });
    if (link.purpose !== "confirm-email") return { outcome: "sign-in", uid: link.uid, email: link.email, purpose: link.purpose };

    if (!guest || guest.email !== link.email) return { outcome: "unusable" };
    if (owner && owner.uid !== link.uid) return { outcome: "address-in-use", email: link.email };
    if (!owner) transaction.create(ownerRef, { email: link.email, uid: link.uid, confirmedAt: Timestamp.fromDate(now) });
    if (!guest.emailConfirmedAt) transaction.update(guestRef, { emailConfirmedAt: Timestamp.fromDate(now) });
    return { outcome: "confirmed", uid: link.uid, email: link.email, guest };
  });
}

/**
 * What a proven address unlocks: the referral the guest came with counts from now on, and a trial
 * asked for before the proof starts now. Failures are retried by the next startTrial or status poll.
 */
async function afterConfirmation(uid: string, guest: GuestDoc, now: Date): Promise<void> {
  await linkGuestReferral(uid, guest, now).catch((error: unknown) => logger.warn("Referral not linked after confirmation", { uid, error: String(error) }));
  if (guest.trialRequest) {
    await startTrialFor(uid, guest.trialRequest).catch((error: unknown) =>
      logger.error("Trial requested before confirmation did not start", { uid, error: String(error) }),
    );
  }
}

/**
 * A confirmation link is minted for the browser that typed the address, which proved nothing: that
 * may be someone else's (an attacker screening with a victim's address). Before the link proves the
 * address, every session of its account ends: its anonymous sessions are refused from now on
 * (`defineCallable`, `isStaleAnonymousSession`) and its refresh tokens are revoked (ID tokens issued
 * before are refused too), so the account the link signs in is held by whoever opened it and nobody
 * else. Done before the link is spent, so a failure leaves the link to be opened again. An account
 * that already owns the address was proven by its sessions' own links: those stay; a link for an
 * address someone else owns, or a stale one, proves nothing and ends nothing.
 */
async function endUnprovenSessions(token: string, now: Date): Promise<void> {
  const link = (await emailLinkRef(token).get()).data();
  if (!isUsable(link, now) || link.purpose !== "confirm-email" || (await ownerOf(link.email))) return;
  // A stale link (its guest has since screened with another address) proves nothing either.
  if ((await guests.doc(link.uid).get()).data()?.email !== link.email) return;
  await markAddressProven(link.uid);
  await getAuth().revokeRefreshTokens(link.uid);
}

/**
 * Opens an emailed link: signs in the account it was sent for, wherever it is opened (a custom
 * token for that uid marked as a link's proof), after making the address that account's for a
 * confirmation link; the browser also gets a proof of the address for its later link requests.
 */
export const openEmailLink = defineCallable("openEmailLink", {
  options: { secrets: STRIPE_SECRETS },
  rateLimit: { limit: 20, windowSeconds: 600 },
  async handle({ token }, { auth }) {
    const now = new Date();
    await endUnprovenSessions(token, now);
    const redeemed = await redeem(token, auth.uid, now);
    if (redeemed.outcome === "unusable" || redeemed.outcome === "address-in-use") return redeemed;

    if (redeemed.outcome === "confirmed") await afterConfirmation(redeemed.uid, redeemed.guest, now);
    const trialStarted = (await users.doc(redeemed.uid).get()).exists;
    const support = isSupportAccount(await getAuth().getUser(redeemed.uid));
    return {
      outcome: "signed-in" as const,
      signInToken: await linkSignInToken(redeemed.uid),
      email: redeemed.email,
      confirmed: redeemed.outcome === "confirmed",
      destination: support ? ("support" as const) : trialStarted ? ("trial-started" as const) : ("onboarding" as const),
      passwordRecovery: redeemed.outcome === "sign-in" && redeemed.purpose === "reset-password",
      hasPassword: await hasPassword(redeemed.uid),
      addressProof: await issueAddressProof(redeemed.email, now),
    };
  },
});
