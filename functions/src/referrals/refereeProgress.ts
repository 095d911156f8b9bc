import { Timestamp } from "firebase-admin/firestore";
import { referrals, users } from "../lib/firestore";
import type { GuestDoc } from "@machines/onboarding/documents";
import type { ReferralPricingDoc } from "@machines/referrals/documents";
import type { UserDoc } from "@machines/account/documents";
import { queueEmail } from "../mail/outbox";
import { colleagueStartedEmail } from "./colleagueStartedEmail";

/**
 * A referee who proves their address (see openEmailLink) before the invitation expires, having
 * started with the referrer's code, is linked to it (invited → started); starting the trial moves it
 * on (started → trial) and tells the referrer, and billing rewards the referrer once the referee pays.
 * Referring yourself, by uid or by address, counts for nothing.
 */
export async function markReferralStarted(refereeEmail: string, code: string, refereeUid: string, provenAt: Date): Promise<number> {
  const invited = await referrals
    .where("referee_email", "==", refereeEmail)
    .where("personal_referral_code", "==", code)
    .where("status", "==", "invited")
    .get();
  const current = invited.docs.filter((doc) => {
    const referral = doc.data();
    return referral.expiresAt.toMillis() > provenAt.getTime() && referral.referrer_uid !== refereeUid && referral.referrer_email !== refereeEmail;
  });
  await Promise.all(current.map((doc) => doc.ref.update({ status: "started", referee_uid: refereeUid, startedAt: Timestamp.fromDate(provenAt) })));
  return current.length;
}

/**
 * Links the guest's referral as of the moment the address was proven, so a retry after a failed
 * link (by startTrial) still honours an invitation that was current then. Idempotent.
 */
export async function linkGuestReferral(uid: string, guest: GuestDoc, provenAt: Date): Promise<void> {
  if (!guest.referredByCode || guest.founderPlan) return;
  await markReferralStarted(guest.email, guest.referredByCode, uid, provenAt);
}

/** The referral that earned a referee beta pricing: the first one linked to them, if any. */
export async function referralPricingFor(refereeUid: string): Promise<ReferralPricingDoc | null> {
  const linked = (await referrals.where("referee_uid", "==", refereeUid).get()).docs
    .map((doc) => doc.data())
    .sort((a, b) => (a.startedAt?.toMillis() ?? 0) - (b.startedAt?.toMillis() ?? 0));
  const first = linked[0];
  if (!first) return null;
  const referrer = (await users.doc(first.referrer_uid).get()).data();
  return { referrerUid: first.referrer_uid, referrerName: referrer ? `${referrer.first_name} ${referrer.last_name}` : "your colleague" };
}

/**
 * started → trial, once the referee's trial runs. The referrer's email is queued first, keyed by the
 * referral, so a retry after a failed update neither loses nor repeats it.
 */
export async function markReferralTrial(referee: UserDoc, now: Date): Promise<void> {
  const started = await referrals.where("referee_uid", "==", referee.id).where("status", "==", "started").get();
  await Promise.all(
    started.docs.map(async (doc) => {
      const referrer = (await users.doc(doc.data().referrer_uid).get()).data();
      if (referrer) await queueEmail(`referral-trial-${doc.id}`, { to: referrer.email, ...colleagueStartedEmail(referrer, referee) });
      await doc.ref.update({ status: "trial", trialStartedAt: Timestamp.fromDate(now) });
    }),
  );
}
