import { getAuth } from "firebase-admin/auth";
import { FieldValue, type DocumentData } from "firebase-admin/firestore";
import { HttpsError } from "firebase-functions/v2/https";
import { BRAND } from "@machines/brand";
import { ONBOARDING_ORDER_MESSAGES, type CoachAccount } from "@machines/onboarding/contracts";
import { trialDates } from "@machines/onboarding/trial";
import { FOUNDER_PLAN, defaultTierForSport, priceFor, sportKey, tierById, tierStatusForSport, type BillingCycle } from "@machines/pricing/tiers";
import { db, isAlreadyExists } from "../lib/admin";
import { settleNonCritical } from "../lib/nonCritical";
import { defineCallable } from "../lib/callable";
import { APP_ORIGIN } from "../lib/config";
import { renderEmail } from "../mail/layout";
import { queueEmail } from "../mail/outbox";
import { publishEvent } from "../webhooks/publishEvent";
import { markReferralTrial } from "../referrals/refereeProgress";
import { reserveForwardingAddress } from "./forwardingAddresses";
import { guestRef, requireGuest, type GuestRecord } from "./guest";

const userRef = (uid: string) => db.collection("users").doc(uid);

/** A `users/{uid}` document as the browser sees it; `trialEndsAt` is a Timestamp once stored, a Date before. */
export function toCoachAccount(user: DocumentData): CoachAccount {
  const trialEndsAt: Date = user.trialEndsAt instanceof Date ? user.trialEndsAt : user.trialEndsAt.toDate();
  return {
    email: user.email,
    forwardingAddress: user.forwardingAddress,
    personalReferralCode: user.personal_referral_code,
    tierId: user.tier,
    tierName: user.tierName,
    price: user.price,
    billingCycle: user.billingCycle,
    trialEndsAt: trialEndsAt.toISOString(),
    billingStartsOn: user.billingStartsOn,
  };
}

/** The plan a coach gets: the founder plan for a founder code, else the chosen tier if it is open for their sport. */
function choosePlan(guest: GuestRecord, requestedTierId: string | null | undefined, cycle: BillingCycle) {
  if (guest.founderPlan) return { id: FOUNDER_PLAN.id, name: FOUNDER_PLAN.name, price: 0 };
  const requested = requestedTierId ? tierById(requestedTierId) : undefined;
  const open = requested && tierStatusForSport(requested, sportKey(guest.sport)).status === "active";
  const tier = open ? requested : tierById(defaultTierForSport(guest.sport))!;
  return { id: tier.id, name: tier.name, price: priceFor(tier, cycle) };
}

/**
 * Turns the guest into a coach with a running 7-day trial, deciding everything from the stored guest
 * document: the legal signature and signup must exist, one email address gets one trial, and starting
 * twice returns the same account instead of a second one.
 */
export const startTrial = defineCallable("startTrial", {
  rateLimit: { limit: 10, windowSeconds: 600 },
  async handle({ selectedTierId, billingCycle }, { auth }) {
    const uid = auth!.uid;
    const existing = await userRef(uid).get();
    if (existing.exists) return toCoachAccount(existing.data()!);

    const { guest } = await requireGuest(uid, "signed-up");
    if (!guest.legalDocSigned) throw new HttpsError("failed-precondition", ONBOARDING_ORDER_MESSAGES.signFirst);

    const trialClaim = db.collection("trials").doc(guest.email);
    try {
      await trialClaim.create({ uid, claimedAt: FieldValue.serverTimestamp() });
    } catch (error) {
      if (!isAlreadyExists(error)) throw error;
      if ((await trialClaim.get()).get("uid") !== uid) throw new HttpsError("failed-precondition", ONBOARDING_ORDER_MESSAGES.trialAlreadyUsed);
    }

    const cycle: BillingCycle = billingCycle ?? "monthly";
    const plan = choosePlan(guest, selectedTierId, cycle);
    const dates = trialDates(new Date());
    const forwardingAddress = await reserveForwardingAddress(uid, guest.first_name, guest.last_name);
    const user = {
      id: uid,
      email: guest.email,
      personal_referral_code: guest.personalReferralCode,
      role: "coach",
      first_name: guest.first_name,
      last_name: guest.last_name,
      job_title: guest.jobTitle ?? null,
      university: guest.university ?? null,
      sport: guest.sport,
      tier: plan.id,
      tierName: plan.name,
      price: plan.price,
      billingCycle: cycle,
      referredByCode: guest.referredByCode,
      forwardingAddress,
      trialStartedAt: dates.startedAt,
      trialEndsAt: dates.endsAt,
      billingStartsOn: dates.billingStartsOn,
      createdAt: FieldValue.serverTimestamp(),
    };
    try {
      await userRef(uid).create(user);
    } catch (error) {
      // A concurrent start won the race; both callers get that one account.
      if (isAlreadyExists(error)) return toCoachAccount((await userRef(uid).get()).data()!);
      throw error;
    }
    await getAuth().setCustomUserClaims(uid, { role: "coach" });
    await guestRef(uid).update({ guestStatus: "trial-started", tier: plan.id, billingCycle: cycle, trial_end_date: dates.endsAt });

    const signInLink = await getAuth().generateSignInWithEmailLink(guest.email, { url: `${APP_ORIGIN.value()}/login`, handleCodeInApp: true });
    await settleNonCritical("Trial start follow-up", { uid }, [
      markReferralTrial(uid, dates.startedAt),
      queueEmail(`welcome-${uid}`, { to: guest.email, ...welcomeEmail(guest.first_name, forwardingAddress, guest.personalReferralCode, dates.endsAt, signInLink) }),
      publishEvent(`trial.started-${uid}`, "trial.started", {
        created_moment: dates.startedAt.toISOString(),
        first_name: guest.first_name,
        last_name: guest.last_name,
        job_title: guest.jobTitle ?? null,
        university: guest.university ?? null,
        sport: guest.sport,
        email_address: guest.email,
        plan_details: { tier_name: plan.name, tier_id: plan.id, price: plan.price, billing_cycle: cycle, referral_code: guest.referredByCode },
      }),
    ]);
    return toCoachAccount(user);
  },
});

function welcomeEmail(firstName: string, forwardingAddress: string, referralCode: string, trialEndsAt: Date, signInLink: string) {
  return renderEmail({
    subject: `Welcome to ${BRAND.name}: your trial has started`,
    paragraphs: [
      `Hi ${firstName},`,
      `Your 7-day free trial is running until ${trialEndsAt.toUTCString().slice(0, 16)}. Forward recruiting emails to your personal address and we'll send clean athlete summaries back to your inbox:`,
      forwardingAddress,
      "Forward from the same address you signed up with: that is how we know the emails are yours.",
      `Your referral code is ${referralCode}. Share it with colleagues: when one joins within 7 days, you get a month free and they lock in beta pricing.`,
    ],
    action: { label: `Sign in to ${BRAND.name}`, url: signInLink },
  });
}
