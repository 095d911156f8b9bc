import { FieldValue } from "firebase-admin/firestore";
import { getAuth } from "firebase-admin/auth";
import { HttpsError } from "firebase-functions/v2/https";
import { BRAND } from "@machines/brand";
import { ONBOARDING_ORDER_MESSAGES, schoolNameFromEmail } from "@machines/onboarding/contracts";
import { screeningSchema } from "@machines/onboarding/schemas";
import { db } from "../lib/admin";
import { settleNonCritical } from "../lib/nonCritical";
import { defineCallable, invalidArgument } from "../lib/callable";
import { ALLOWED_NON_EDU_EMAILS, APP_ORIGIN, FOUNDER_REFERRAL_CODES, listParam } from "../lib/config";
import { renderEmail } from "../mail/layout";
import { queueEmail } from "../mail/outbox";
import { publishEvent } from "../webhooks/publishEvent";
import { markReferralStarted } from "../referrals/refereeProgress";
import { reservePersonalReferralCode } from "./referralCodes";

/**
 * Screening: creates (or, on "Start over", resets) the guest's document `guests/{uid}`, reserves the
 * coach's personal referral code, emails the link that resumes the signup on any device and proves the
 * coach owns the address, and fans out the `onboarding.screening` webhook.
 */
export const submitScreening = defineCallable("submitScreening", {
  rateLimit: { limit: 10, windowSeconds: 600 },
  async handle(request, { auth }) {
    const allowlist = listParam(ALLOWED_NON_EDU_EMAILS);
    const eligibility = screeningSchema({ isAllowedNonEduEmail: (email) => allowlist.includes(email) }).safeParse(request);
    if (!eligibility.success) throw invalidArgument(eligibility.error.issues);

    const uid = auth!.uid;
    const { firstName, lastName, email, sport } = eligibility.data;
    const providedCode = request.ref ?? eligibility.data.referralCode;
    const founderPlan = providedCode !== undefined && listParam(FOUNDER_REFERRAL_CODES).includes(providedCode.toLowerCase());
    const now = new Date();
    const guestRef = db.collection("guests").doc(uid);
    const existing = await guestRef.get();
    // Start over keeps the code already reserved for this guest when the name and day still match.
    const previousCode: string | undefined = existing.get("personalReferralCode");
    const personalReferralCode =
      previousCode && existing.get("first_name") === firstName && existing.get("last_name") === lastName
        ? previousCode
        : await reservePersonalReferralCode(uid, firstName, lastName, now);
    const schoolName = schoolNameFromEmail(email);
    const signInToken = await attachEmailToGuest(uid, email);

    await guestRef.set({
      first_name: firstName,
      last_name: lastName,
      email,
      sport,
      referredByCode: providedCode ?? null,
      founderPlan,
      personalReferralCode,
      schoolName,
      legalDocSigned: false,
      guestStatus: "screened",
      tier: founderPlan ? "founder" : null,
      billingCycle: "monthly",
      trial_end_date: null,
      // A document that only progress saves wrote has no createdAt yet.
      createdAt: existing.get("createdAt") ?? FieldValue.serverTimestamp(),
      updatedAt: now,
    });

    const continueLink = await getAuth().generateSignInWithEmailLink(email, {
      url: `${APP_ORIGIN.value()}/initial-screening?continue=1`,
      handleCodeInApp: true,
    });
    await settleNonCritical("Screening follow-up", { uid }, [
      ...(providedCode && !founderPlan ? [markReferralStarted(email, providedCode, uid, now)] : []),
      queueEmail(`screening-continue-${uid}-${now.getTime()}`, { to: email, ...continueSignupEmail(firstName, continueLink) }),
      publishEvent(`onboarding.screening-${uid}-${now.getTime()}`, "onboarding.screening", {
        email,
        source: "initial-screening",
        timestamp: now.toISOString(),
        firstName,
        lastName,
        sport,
        referralCode: providedCode ?? null,
        personalReferralCode,
        schoolName,
        sessionId: request.client.sessionId,
        deviceType: request.client.deviceType,
      }),
    ]);

    return { guestUserId: uid, personalReferralCode, referralCode: providedCode, schoolName, founderPlan, ...(signInToken ? { signInToken } : {}) };
  },
});

/**
 * Puts the coach's address on their guest account, so the emailed link signs in as this same guest
 * on any device (and proves the address is theirs). An unfinished signup elsewhere with the same
 * address is superseded by this newer one; an address that already has a coach account is refused.
 *
 * Auth treats an email change as a major account change: the tab's ID and refresh tokens stop
 * working, so a reload would lose the guest. When the address changes, this returns a custom token
 * the browser signs in with again, as the same guest.
 */
async function attachEmailToGuest(uid: string, email: string): Promise<string | undefined> {
  const auth = getAuth();
  const holder = await auth.getUserByEmail(email).catch((error: { code?: string }) => {
    if (error.code === "auth/user-not-found") return null;
    throw error;
  });
  if (holder?.uid === uid) return undefined;
  if (holder) {
    if ((await db.collection("users").doc(holder.uid).get()).exists) {
      throw new HttpsError("already-exists", ONBOARDING_ORDER_MESSAGES.accountExists);
    }
    await auth.deleteUser(holder.uid);
    await db.collection("guests").doc(holder.uid).set({ supersededBy: uid, supersededAt: new Date() }, { merge: true });
  }
  await auth.updateUser(uid, { email });
  return auth.createCustomToken(uid);
}

function continueSignupEmail(firstName: string, link: string) {
  return renderEmail({
    subject: `Continue your ${BRAND.name} signup`,
    paragraphs: [
      `Hi ${firstName},`,
      `Thanks for starting your ${BRAND.name} trial. Your progress is saved: use the button below to pick up where you left off, on this or any other device.`,
      "The link also confirms that this address is yours. If you didn't start a signup, you can ignore this email.",
    ],
    action: { label: "Continue your signup", url: link },
  });
}
