import { getAuth } from "firebase-admin/auth";
import { Timestamp } from "firebase-admin/firestore";
import * as logger from "firebase-functions/logger";
import { HttpsError } from "firebase-functions/v2/https";
import { ONBOARDING_ORDER_MESSAGES } from "@machines/onboarding/contracts";
import { nextReportAt, reportHoursFor } from "@machines/inbox/reportSchedule";
import { trialDates } from "@machines/onboarding/trial";
import { REFERRAL_PRICING_TIER_ID } from "@machines/pricing/referralPricing";
import { FOUNDER_PLAN, defaultTierForSport, priceFor, sportKey, tierById, tierStatusForSport, type BillingCycle } from "@machines/pricing/tiers";
import { db, isAlreadyExists } from "../lib/admin";
import { closedForwardingAddresses, guests, trials, trialsUsed, users } from "../lib/firestore";
import type { GuestDoc } from "@machines/onboarding/documents";
import type { ReferralPricingDoc } from "@machines/referrals/documents";
import type { TrialSetupStep, UserDoc } from "@machines/account/documents";
import { keyOf } from "../lib/keys";
import { queueEmail } from "../mail/outbox";
import { publishEvent } from "../webhooks/publishEvent";
import { linkGuestReferral, markReferralTrial, referralPricingFor } from "../referrals/refereeProgress";
import { EMAIL_LINK_LIFETIME_MS, createEmailLink } from "../identity/emailLinks";
import { owns } from "../identity/emailOwnership";
import { candidateForwardingAddress, forwardingAddressRef } from "./forwardingAddresses";
import { requireGuest } from "./guest";
import { welcomeEmail } from "./welcomeEmail";
import { startTrialBilling } from "../billing/trialBilling";

export interface TrialRequest {
  selectedTierId?: string | null;
  billingCycle?: BillingCycle | null;
}

/**
 * The plan a coach gets: the founder plan for a founder code, else beta pricing from a colleague's
 * invitation, else the chosen tier if it is open for their sport.
 */
function choosePlan(guest: GuestDoc, referralPricing: ReferralPricingDoc | null, requestedTierId: string | null | undefined, cycle: BillingCycle) {
  if (guest.founderPlan) return { id: FOUNDER_PLAN.id, name: FOUNDER_PLAN.name, price: 0 };
  if (referralPricing) {
    const beta = tierById(REFERRAL_PRICING_TIER_ID)!;
    return { id: beta.id, name: beta.name, price: priceFor(beta, cycle) };
  }
  const requested = requestedTierId ? tierById(requestedTierId) : undefined;
  const open = requested && tierStatusForSport(requested, sportKey(guest.sport)).status === "active";
  const tier = open ? requested : tierById(defaultTierForSport(guest.sport))!;
  return { id: tier.id, name: tier.name, price: priceFor(tier, cycle) };
}

const FORWARDING_ADDRESS_ATTEMPTS = 10;

/**
 * Turns a guest whose address is proven into a coach with a running 7-day trial, deciding everything
 * from the stored guest: the signature and signup must exist, and one address gets one trial. The
 * account, the address's trial claim and the forwarding address are written in one transaction;
 * starting twice returns the same account, and each call completes whatever follow-up is missing.
 */
export async function startTrialFor(uid: string, request: TrialRequest): Promise<UserDoc> {
  const existing = (await users.doc(uid).get()).data();
  if (existing) return completeTrialSetup(uid, existing);

  const guest = await requireGuest(uid, "signed-up");
  if (!guest.legalDocSigned) throw new HttpsError("failed-precondition", ONBOARDING_ORDER_MESSAGES.signFirst);
  if (!(await owns(uid, guest.email))) throw new HttpsError("failed-precondition", ONBOARDING_ORDER_MESSAGES.confirmEmailFirst);

  // The link made when the address was proven, made again here in case that one failed.
  await linkGuestReferral(uid, guest, guest.emailConfirmedAt?.toDate() ?? new Date());
  const referralPricing = await referralPricingFor(uid);
  const cycle: BillingCycle = request.billingCycle ?? "monthly";
  const plan = choosePlan(guest, referralPricing, request.selectedTierId, cycle);
  const dates = trialDates(new Date());
  const user: UserDoc = {
    id: uid,
    email: guest.email,
    personal_referral_code: guest.personalReferralCode,
    role: "coach",
    first_name: guest.first_name,
    last_name: guest.last_name,
    job_title: guest.jobTitle ?? null,
    university: guest.university ?? null,
    sport: guest.sport,
    timeZone: guest.timeZone,
    tier: plan.id,
    tierName: plan.name,
    price: plan.price,
    billingCycle: cycle,
    referredByCode: guest.referredByCode,
    referralPricing: guest.founderPlan ? null : referralPricing,
    forwardingAddress: "",
    trialStartedAt: Timestamp.fromDate(dates.startedAt),
    trialEndsAt: Timestamp.fromDate(dates.endsAt),
    billingStartsOn: dates.billingStartsOn,
    setup: {},
    nextReportAt: Timestamp.fromDate(nextReportAt(dates.startedAt, guest.timeZone, reportHoursFor(plan.id))),
    createdAt: Timestamp.fromDate(dates.startedAt),
  };

  for (let attempt = 0; attempt < FORWARDING_ADDRESS_ATTEMPTS; attempt++) {
    const forwardingAddress = candidateForwardingAddress(guest.first_name, guest.last_name, attempt);
    try {
      const created = await createCoach(uid, { ...user, forwardingAddress });
      if (created) return completeTrialSetup(uid, created);
    } catch (error) {
      if (!isAlreadyExists(error)) throw error;
    }
  }
  throw new Error("No free forwarding address");
}

/**
 * Creates the account, its trial claim and its forwarding address together; a concurrent start that won
 * returns its account. An address that had a trial gets no second one, also after its account was deleted
 * (`trialsUsed` outlives deletion). Null when the forwarding address was a deleted coach's: try another.
 */
function createCoach(uid: string, user: UserDoc): Promise<UserDoc | null> {
  return db.runTransaction(async (transaction) => {
    const userRef = users.doc(uid);
    const claimRef = trials.doc(keyOf(user.email));
    const usedRef = trialsUsed.doc(keyOf(user.email));
    const [current, claim, used, closed] = await Promise.all([
      transaction.get(userRef),
      transaction.get(claimRef),
      transaction.get(usedRef),
      transaction.get(closedForwardingAddresses.doc(keyOf(user.forwardingAddress))),
    ]);
    if (current.exists) return current.data()!;
    // Claims are written with the account, so one without this account is another account's.
    if (claim.exists || used.exists) throw new HttpsError("failed-precondition", ONBOARDING_ORDER_MESSAGES.trialAlreadyUsed);
    if (closed.exists) return null;
    transaction.set(claimRef, { uid, claimedAt: user.trialStartedAt });
    transaction.set(usedRef, { usedAt: user.trialStartedAt });
    transaction.create(forwardingAddressRef(user.forwardingAddress), { uid, createdAt: user.createdAt });
    transaction.create(userRef, user);
    return user;
  });
}

/**
 * The trial start's follow-ups, each marked on `users/{uid}.setup` once done, so a start that failed
 * halfway completes on the next call. Each is idempotent by itself too (ids keyed by the uid).
 */
export async function completeTrialSetup(uid: string, user: UserDoc): Promise<UserDoc> {
  const steps: Record<TrialSetupStep, () => Promise<unknown>> = {
    coachRole: async () => {
      const current = (await getAuth().getUser(uid)).customClaims ?? {};
      await getAuth().setCustomUserClaims(uid, { ...current, role: "coach" });
    },
    guestStatus: () =>
      guests.doc(uid).update({ guestStatus: "trial-started", tier: user.tier, billingCycle: user.billingCycle, trial_end_date: user.trialEndsAt, trialRequest: null }),
    referral: () => markReferralTrial(user, user.trialStartedAt.toDate()),
    welcomeEmail: async () => {
      const signInLink = await createEmailLink("sign-in", uid, user.email, EMAIL_LINK_LIFETIME_MS.welcome);
      await queueEmail(`welcome-${uid}`, { to: user.email, ...welcomeEmail(user, signInLink) });
    },
    webhook: () =>
      publishEvent(`trial.started-${uid}`, "trial.started", {
        created_moment: user.trialStartedAt.toDate().toISOString(),
        first_name: user.first_name,
        last_name: user.last_name,
        job_title: user.job_title,
        university: user.university,
        sport: user.sport,
        email_address: user.email,
        plan_details: { tier_name: user.tierName, tier_id: user.tier, price: user.price, billing_cycle: user.billingCycle, referral_code: user.referredByCode },
      }),
    billing: () => startTrialBilling(uid, user),
  };
  const done = { ...user.setup };
  for (const [step, run] of Object.entries(steps) as Array<[TrialSetupStep, () => Promise<unknown>]>) {
    if (done[step]) continue;
    try {
      await run();
      await users.doc(uid).update({ [`setup.${step}`]: true });
      done[step] = true;
    } catch (error) {
      logger.error("Trial start follow-up failed; the next start completes it", { uid, step, error: String(error) });
    }
  }
  return { ...user, setup: done };
}
