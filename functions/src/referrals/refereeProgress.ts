import { db } from "../lib/admin";

/**
 * A referee who starts onboarding with the referrer's code before the invitation expires is linked
 * to it (invited → started); starting the trial moves it on (started → trial), which is what billing
 * rewards the referrer for later.
 */
export async function markReferralStarted(refereeEmail: string, code: string, refereeUid: string, now: Date): Promise<number> {
  const invited = await db
    .collection("user_referrals")
    .where("referee_email", "==", refereeEmail)
    .where("personal_referral_code", "==", code)
    .where("status", "==", "invited")
    .get();
  const current = invited.docs.filter((doc) => doc.get("expiresAt").toDate() > now);
  await Promise.all(current.map((doc) => doc.ref.update({ status: "started", referee_uid: refereeUid, startedAt: now })));
  return current.length;
}

export async function markReferralTrial(refereeUid: string, now: Date): Promise<void> {
  const started = await db.collection("user_referrals").where("referee_uid", "==", refereeUid).where("status", "==", "started").get();
  await Promise.all(started.docs.map((doc) => doc.ref.update({ status: "trial", trialStartedAt: now })));
}
