import { getAuth } from "firebase-admin/auth";
import { Timestamp } from "firebase-admin/firestore";
import type { Settings, SettingsUpdate } from "@machines/account/contracts";
import { coachReportHours, nextReportAt, reportTimesAllowed } from "@machines/inbox/reportSchedule";
import { db } from "../lib/admin";
import { isEmailAddress } from "@machines/shared/email";
import { coachSenders, referrals, users } from "../lib/firestore";
import type { UserDoc } from "@machines/account/documents";
import { athleteRetentionOf } from "@machines/account/athleteRetention";

/** Whether the Auth account can sign in with a password. */
export async function hasPassword(uid: string): Promise<boolean> {
  const user = await getAuth().getUser(uid);
  return user.providerData.some((provider) => provider.providerId === "password");
}

/** The coach's settings as the portal shows them; never anything of another coach. */
export async function settingsOf(uid: string, user: UserDoc): Promise<Settings> {
  const [invited, senders] = await Promise.all([referrals.where("referrer_uid", "==", uid).get(), coachSenders(uid).get()]);
  return {
    email: user.email,
    firstName: user.first_name,
    lastName: user.last_name,
    forwardingAddress: user.forwardingAddress,
    timeZone: user.timeZone,
    delivery: { summaries: user.delivery?.summaries ?? true, reportHours: [...coachReportHours(user.tier, user.delivery?.reportHours)] },
    reportTimesAllowed: reportTimesAllowed(user.tier),
    uaNoteAddress: user.uaNoteAddress ?? "",
    referralCode: user.personal_referral_code,
    referrals: invited.docs
      .map((doc) => doc.data())
      .sort((a, b) => b.createdAt.toMillis() - a.createdAt.toMillis())
      .map((referral) => ({
        name: `${referral.referee_first_name} ${referral.referee_last_name}`,
        email: referral.referee_email,
        status: referral.status,
        expiresAt: referral.expiresAt.toDate().toISOString(),
      })),
    hasPassword: await hasPassword(uid),
    senders: senders.docs
      .map((doc) => doc.data())
      .filter((sender) => isEmailAddress(sender.address))
      .sort((a, b) => a.address.localeCompare(b.address))
      .map((sender) => ({ address: sender.address, status: sender.status, confirmationSentAt: sender.confirmationSentAt?.toDate().toISOString() ?? null })),
    athleteRetention: athleteRetentionOf(user),
  };
}

/**
 * Saves the coach's choices. Report hours beyond what the plan includes are refused by the schema's
 * count and trimmed to the plan here; a new zone or new hours move the next report accordingly.
 */
export async function applySettings(uid: string, update: Required<SettingsUpdate>, now = new Date()): Promise<UserDoc> {
  return db.runTransaction(async (transaction) => {
    const ref = users.doc(uid);
    const user = (await transaction.get(ref)).data()!;
    const reportHours = [...coachReportHours(user.tier, update.delivery.reportHours)].sort((a, b) => a - b);
    const next = nextReportAt(now, update.timeZone, reportHours);
    const changes = {
      timeZone: update.timeZone,
      delivery: { summaries: update.delivery.summaries, reportHours },
      uaNoteAddress: update.uaNoteAddress,
      nextReportAt: Timestamp.fromDate(next),
    };
    transaction.update(ref, changes);
    return { ...user, ...changes };
  });
}
