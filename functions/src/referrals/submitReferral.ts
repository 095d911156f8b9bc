import { FieldValue, Timestamp } from "firebase-admin/firestore";
import { HttpsError } from "firebase-functions/v2/https";
import { BRAND } from "@machines/brand";
import { referralExpiry } from "@machines/referrals/expiry";
import type { Referral } from "@machines/referrals/schema";
import { db } from "../lib/admin";
import { defineCallable } from "../lib/callable";
import { APP_ORIGIN } from "../lib/config";
import { settleNonCritical } from "../lib/nonCritical";
import { tryConsume } from "../lib/rateLimit";
import { renderEmail } from "../mail/layout";
import { queueEmail } from "../mail/outbox";
import { publishEvent } from "../webhooks/publishEvent";

const WEEK_SECONDS = 7 * 24 * 60 * 60;

/** The referrer's personal code: by their account, else by their email, else "N/A" (spec §7, call 6). */
async function referrerCode(uid: string, referrerEmail: string): Promise<string> {
  const own = await db.collection("users").doc(uid).get();
  if (own.exists && own.get("personal_referral_code")) return own.get("personal_referral_code");
  const byEmail = await db.collection("users").where("email", "==", referrerEmail).limit(1).get();
  return byEmail.docs[0]?.get("personal_referral_code") ?? "N/A";
}

/**
 * Coach Connect: saves one `user_referrals` document per referee in a single batch (all or nothing),
 * each expiring 7 days from now at 23:59 on the referrer's clock, and fans out the referral webhook.
 * On request InboxScout also emails the invitations itself, each recipient at most once a week.
 */
export const submitReferral = defineCallable("submitReferral", {
  rateLimit: { limit: 5, windowSeconds: 600 },
  async handle(referral, { auth }) {
    const uid = auth!.uid;
    const code = await referrerCode(uid, referral.referrerEmail);
    const now = new Date();
    const expiresAt = referralExpiry(now, referral.timeZone);

    const batch = db.batch();
    const referralIds = referral.referees.map((referee) => {
      const ref = db.collection("user_referrals").doc();
      batch.create(ref, {
        referrer_email: referral.referrerEmail,
        referrer_uid: uid,
        personal_referral_code: code,
        referee_first_name: referee.firstName,
        referee_last_name: referee.lastName,
        referee_email: referee.email,
        referee_role: referee.role,
        referee_sport: referee.sport,
        status: "invited",
        expiresAt: Timestamp.fromDate(expiresAt),
        referrerTimeZone: referral.timeZone,
        createdAt: FieldValue.serverTimestamp(),
      });
      return ref.id;
    });
    try {
      await batch.commit();
    } catch (error) {
      throw new HttpsError("internal", `Failed to save referral: ${error instanceof Error ? error.message : String(error)}`);
    }

    const invitations = referral.sendInvitations ? await sendInvitations(referral, code, expiresAt) : { sent: 0, skipped: [] };
    await settleNonCritical("Referral webhook", { uid }, [
      ...referral.referees.map((referee, index) =>
        publishEvent(`referral.created-${referralIds[index]}`, "referral.created", {
          referrer_email: referral.referrerEmail,
          colleague_name: `${referee.firstName} ${referee.lastName}`,
          colleague_email: referee.email,
          colleague_sport: referee.sport,
          colleague_role: referee.role,
          referral_code: code,
          expires_at: expiresAt.toISOString(),
        }),
      ),
    ]);
    return {
      referralCode: code,
      saved: referralIds.length,
      expiresAt: expiresAt.toISOString(),
      invitationsSent: invitations.sent,
      invitationsSkipped: invitations.skipped,
    };
  },
});

async function sendInvitations(referral: Referral, code: string, expiresAt: Date): Promise<{ sent: number; skipped: string[] }> {
  const skipped: string[] = [];
  let sent = 0;
  for (const referee of referral.referees) {
    // Each address hears from us at most once a week, whoever refers it.
    if (!(await tryConsume({ bucket: "referralInvitation", limit: 1, windowSeconds: WEEK_SECONDS }, referee.email))) {
      skipped.push(referee.email);
      continue;
    }
    await queueEmail(`referral-invitation-${referee.email}-${expiresAt.getTime()}`, {
      to: referee.email,
      replyTo: referral.referrerEmail,
      ...invitationEmail(referee.firstName, referral.referrerEmail, code, expiresAt),
    });
    sent++;
  }
  return { sent, skipped };
}

function invitationEmail(firstName: string, referrerEmail: string, code: string, expiresAt: Date) {
  const link = `${APP_ORIGIN.value()}/initial-screening${code === "N/A" ? "" : `?ref=${encodeURIComponent(code)}`}`;
  return renderEmail({
    subject: `${referrerEmail} invited you to try ${BRAND.name}`,
    paragraphs: [
      `Hi ${firstName},`,
      `${referrerEmail} uses ${BRAND.name} to turn the recruiting emails athletes send into clean, searchable summaries, and thinks you'd like it too.`,
      `Start a free 7-day trial (no card, .edu sign-up only) by ${expiresAt.toUTCString().slice(0, 16)} to lock in beta pricing.${code === "N/A" ? "" : ` Your invitation code is ${code}.`}`,
    ],
    action: { label: "Start your free trial", url: link },
  });
}
