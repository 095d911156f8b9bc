import { FieldValue, Timestamp } from "firebase-admin/firestore";
import { HttpsError } from "firebase-functions/v2/https";
import { ONBOARDING_ORDER_MESSAGES, schoolNameFromEmail } from "@machines/onboarding/contracts";
import { screeningSchema } from "@machines/onboarding/schemas";
import { settleNonCritical } from "../lib/nonCritical";
import { defineCallable, invalidArgument } from "../lib/callable";
import { ALLOWED_NON_EDU_EMAILS, FOUNDER_REFERRAL_CODES, listParam } from "../lib/config";
import { users } from "../lib/firestore";
import { keyOf } from "../lib/keys";
import { publishEvent } from "../webhooks/publishEvent";
import { owns } from "../identity/emailOwnership";
import { sendAddressLink } from "../identity/sendAddressLink";
import { guestRef } from "./guest";
import { reservePersonalReferralCode } from "./referralCodes";

/**
 * Screening: creates (or, on "Start over", resets) the caller's own guest `guests/{uid}`, reserves
 * the coach's personal referral code, emails the link that proves the address is theirs (or, when
 * someone already proved it, a sign-in link to that account; the answer is the same), and fans out
 * the `onboarding.screening` webhook. It never touches anyone else's signup: a typed address counts
 * for nothing until a link sent to it is opened.
 */
export const submitScreening = defineCallable("submitScreening", {
  rateLimit: { limit: 10, windowSeconds: 600 },
  async handle(request, { auth }) {
    const allowlist = listParam(ALLOWED_NON_EDU_EMAILS);
    const eligibility = screeningSchema({ isAllowedNonEduEmail: (email) => allowlist.includes(email) }).safeParse(request);
    if (!eligibility.success) throw invalidArgument(eligibility.error.issues);

    const uid = auth.uid;
    // Its own account only: a coach who already started a trial signs in instead of signing up again.
    if ((await users.doc(uid).get()).exists) throw new HttpsError("already-exists", ONBOARDING_ORDER_MESSAGES.accountExists);

    const { firstName, lastName, email, sport } = eligibility.data;
    const providedCode = request.ref ?? eligibility.data.referralCode;
    const founderPlan = providedCode !== undefined && listParam(FOUNDER_REFERRAL_CODES).includes(providedCode.toLowerCase());
    const now = new Date();
    const existing = (await guestRef(uid).get()).data();
    // Start over keeps the code already reserved for this guest when the name still matches.
    const personalReferralCode =
      existing?.personalReferralCode && existing.first_name === firstName && existing.last_name === lastName
        ? existing.personalReferralCode
        : await reservePersonalReferralCode(uid, firstName, lastName, now);
    const schoolName = schoolNameFromEmail(email);
    const emailConfirmed = await owns(uid, email);

    // Merged, not replaced: progress saves and signatures live on the same guest. Every field screening
    // decides is written, so a repeat screening resets the flow.
    await guestRef(uid).set(
      {
        first_name: firstName,
        last_name: lastName,
        email,
        sport,
        referredByCode: providedCode ?? null,
        founderPlan,
        personalReferralCode,
        schoolName,
        timeZone: request.client.timeZone,
        legalDocSigned: false,
        guestStatus: "screened",
        tier: founderPlan ? "founder" : null,
        billingCycle: "monthly",
        trial_end_date: null,
        emailConfirmedAt: emailConfirmed ? (existing?.emailConfirmedAt ?? Timestamp.fromDate(now)) : null,
        trialRequest: null,
        createdAt: existing?.createdAt ?? FieldValue.serverTimestamp(),
        updatedAt: Timestamp.fromDate(now),
      },
      { merge: true },
    );

    const eventId = `onboarding.screening-${keyOf(uid, String(now.getTime()))}`;
    await settleNonCritical("Screening follow-up", { uid }, [
      ...(emailConfirmed ? [] : [sendAddressLink(uid, firstName, email)]),
      publishEvent(eventId, "onboarding.screening", {
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

    return { guestUserId: uid, personalReferralCode, referralCode: providedCode, schoolName, founderPlan, emailConfirmed };
  },
});
