import { FieldValue, Timestamp } from "firebase-admin/firestore";
import * as logger from "firebase-functions/logger";
import { LEGAL_EFFECTIVE_DATE } from "@machines/legal/documents";
import { OTHER_SPORT } from "@machines/sports";
import { defaultTierForSport, tierById } from "@machines/pricing/tiers";
import { settleNonCritical } from "../lib/nonCritical";
import { userPreferences } from "../lib/firestore";
import { keyOf } from "../lib/keys";
import { defineCallable } from "../lib/callable";
import { publishEvent } from "../webhooks/publishEvent";
import { advancedStatus, guestRef, requireGuest } from "./guest";

/**
 * Signup details: updates the guest's profile (a failure is reported, not fatal, as the spec asks),
 * then upserts preferences and sends the signup webhook, both non-critical.
 */
export const submitSignup = defineCallable("submitSignup", {
  rateLimit: { limit: 20, windowSeconds: 600 },
  async handle(signup, { auth }) {
    const uid = auth.uid;
    const guest = await requireGuest(uid, "legal-signed");
    const sport = signup.sport === OTHER_SPORT ? signup.otherSport! : signup.sport;
    const now = new Date();

    // Optional answers left empty are dropped rather than stored as blanks.
    const optional = Object.fromEntries(
      Object.entries({ additionalInsights: signup.additionalInsights, suggestedFeatures: signup.suggestedFeatures }).filter(([, value]) => value),
    );
    let profileUpdated = true;
    try {
      await guestRef(uid).update({
        first_name: signup.firstName,
        last_name: signup.lastName,
        workEmail: signup.workEmail,
        jobTitle: signup.jobTitle,
        university: signup.university,
        sport,
        emailsReceived: signup.emailsPerDay,
        minutesSpent: [signup.timeSpentDaily],
        heard_from: signup.heardFrom,
        // The zone the coach confirmed (or changed) on the form replaces the one the screening guessed.
        ...(signup.timeZone ? { timeZone: signup.timeZone } : {}),
        ...optional,
        signup: {
          intent: "signup",
          signature_date: now.toISOString(),
          signature_status: "Signed",
          document_effective_date: LEGAL_EFFECTIVE_DATE,
          provided_referral_code: guest.referredByCode,
        },
        guestStatus: advancedStatus(guest.guestStatus, "signed-up"),
        updatedAt: FieldValue.serverTimestamp(),
      });
    } catch (error) {
      profileUpdated = false;
      logger.error("Guest profile update failed", { uid, error: String(error) });
    }

    const selectedTierId = signup.selectedTierId && tierById(signup.selectedTierId) ? signup.selectedTierId : defaultTierForSport(sport);
    await settleNonCritical("Signup follow-up", { uid }, [
      userPreferences.doc(uid).set(
        { user_id: uid, selected_tier_id: selectedTierId, is_annual: signup.billingCycle === "annual", updatedAt: Timestamp.fromDate(now) },
        { merge: true },
      ),
      publishEvent(`onboarding.signup-${keyOf(uid, String(now.getTime()))}`, "onboarding.signup", {
        email: signup.workEmail,
        source: "signup-form",
        timestamp: now.toISOString(),
        firstName: signup.firstName,
        lastName: signup.lastName,
        university: signup.university,
        sport,
      }),
    ]);
    return { profileUpdated };
  },
});
