import { FieldValue, Timestamp } from "firebase-admin/firestore";
import { HttpsError } from "firebase-functions/v2/https";
import { BRAND } from "@machines/brand";
import { referralExpiry } from "@machines/referrals/expiry";
import { formatDateTime } from "@machines/shared/dates";
import { REFERRAL_MESSAGES, type Referral, type SubmitReferralResponse } from "@machines/referrals/schema";
import { db } from "../lib/admin";
import { defineCallable } from "../lib/callable";
import { APP_ORIGIN } from "../lib/config";
import { referralSubmissions, referrals, users } from "../lib/firestore";
import type { UserDoc } from "@machines/account/documents";
import { keyOf } from "../lib/keys";
import { settleNonCritical } from "../lib/nonCritical";
import { tryConsume } from "../lib/rateLimit";
import { renderEmail } from "../mail/layout";
import { queueEmail } from "../mail/outbox";
import { publishEvent } from "../webhooks/publishEvent";

const WEEK_SECONDS = 7 * 24 * 60 * 60;

/**
 * Coach Connect: saves one `user_referrals` document per referee in a single batch (all or nothing),
 * each expiring 7 days from now at 23:59 on the referrer's clock, and fans out the referral webhook.
 * The referrer's code is the signed-in coach's own (spec §7, call 6); a visitor without an account
 * refers with 'N/A'. Only a coach (whose address is proven) can have InboxScout email the
 * invitations, each recipient at most once a week. A retried submission (same `submissionId`)
 * answers as the first did and saves nothing twice.
 */
export const submitReferral = defineCallable("submitReferral", {
  rateLimit: { limit: 5, windowSeconds: 600 },
  async handle(referral, { auth }) {
    const uid = auth.uid;
    const submissionRef = referralSubmissions.doc(keyOf(uid, referral.submissionId));
    const previous = (await submissionRef.get()).data();
    if (previous) return previous.response as SubmitReferralResponse;

    const coach = (await users.doc(uid).get()).data();
    if (referral.sendInvitations && !coach) throw new HttpsError("permission-denied", REFERRAL_MESSAGES.invitationsNeedAccount);
    const code = coach?.personal_referral_code ?? "N/A";
    const referrerEmail = coach?.email ?? referral.referrerEmail;
    const now = new Date();
    const expiresAt = referralExpiry(now, referral.timeZone);

    const batch = db.batch();
    const referralIds = referral.referees.map((referee) => {
      const ref = referrals.doc();
      batch.create(ref, {
        referrer_email: referrerEmail,
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
    const invitations = coach && referral.sendInvitations ? await chooseInvitations(referral) : { send: [], skipped: [] };
    const response: SubmitReferralResponse = {
      referralCode: code,
      saved: referralIds.length,
      expiresAt: expiresAt.toISOString(),
      invitationsSent: invitations.send.length,
      invitationsSkipped: invitations.skipped,
    };
    // The submission's record commits with the referrals: a retry finds it and replays this answer.
    batch.create(submissionRef, { uid, response: { ...response }, createdAt: FieldValue.serverTimestamp() });
    try {
      await batch.commit();
    } catch (error) {
      throw new HttpsError("internal", `Failed to save referral: ${error instanceof Error ? error.message : String(error)}`);
    }

    await settleNonCritical("Referral follow-up", { uid }, [
      ...invitations.send.map((referee) => {
        const index = referral.referees.indexOf(referee);
        return queueEmail(`referral-invitation-${referralIds[index]}`, {
          to: referee.email,
          replyTo: referrerEmail,
          ...invitationEmail(referee.firstName, coach!, expiresAt, referral.timeZone),
        });
      }),
      ...referral.referees.map((referee, index) =>
        publishEvent(`referral.created-${referralIds[index]}`, "referral.created", {
          referrer_email: referrerEmail,
          colleague_name: `${referee.firstName} ${referee.lastName}`,
          colleague_email: referee.email,
          colleague_sport: referee.sport,
          colleague_role: referee.role,
          referral_code: code,
          expires_at: expiresAt.toISOString(),
        }),
      ),
    ]);
    return response;
  },
});

type Referee = Referral["referees"][number];

/** Who gets an invitation from us: each address at most once a week, whoever refers it. */
async function chooseInvitations(referral: Referral): Promise<{ send: Referee[]; skipped: string[] }> {
  const send: Referee[] = [];
  const skipped: string[] = [];
  for (const referee of referral.referees) {
    if (await tryConsume({ bucket: "referralInvitation", limit: 1, windowSeconds: WEEK_SECONDS }, referee.email)) send.push(referee);
    else skipped.push(referee.email);
  }
  return { send, skipped };
}

function invitationEmail(firstName: string, coach: UserDoc, expiresAt: Date, timeZone: string) {
  const link = `${APP_ORIGIN.value()}/initial-screening?ref=${encodeURIComponent(coach.personal_referral_code)}`;
  const referrer = `${coach.first_name} ${coach.last_name}`;
  return renderEmail({
    subject: `${referrer} invited you to try ${BRAND.name}`,
    paragraphs: [
      `Hi ${firstName},`,
      `${referrer}${coach.university ? ` (${coach.university})` : ""} uses ${BRAND.name} to turn the recruiting emails athletes send into clean, searchable summaries, and thinks you'd like it too.`,
      `Start a free 7-day trial (no card, .edu sign-up only) by ${formatDateTime(expiresAt, timeZone)} to lock in beta pricing. Your invitation code is ${coach.personal_referral_code}.`,
    ],
    action: { label: "Start your free trial", url: link },
  });
}
