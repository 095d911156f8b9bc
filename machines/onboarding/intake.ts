import { z } from "zod";

/** Billing cycles a coach can pick on /pricing and /review-and-pay. */
export const BILLING_CYCLES = ["monthly", "annual"] as const;
export type BillingCycle = (typeof BILLING_CYCLES)[number];

/**
 * What the onboarding flow knows about the coach so far (spec §3, "Intake data").
 * Every field is optional: the flow fills it step by step, and a stored copy may be partial.
 */
export interface IntakeData {
  firstName?: string;
  lastName?: string;
  email?: string;
  jobTitle?: string;
  university?: string;
  sport?: string;
  otherSport?: string;
  emailsPerDay?: string;
  timeSpentDaily?: string;
  heardFrom?: string;
  additionalInsights?: string;
  suggestedFeatures?: string;
  /** The code the coach was referred with ('ref' query parameter or the screening field). */
  referralCode?: string;
  /** The coach's own code, to share with colleagues. */
  personalReferralCode?: string;
  guestUserId?: string;
  legalDocsSigned?: boolean;
  signature?: string;
  selectedTierId?: string;
  billingCycle?: BillingCycle;
  isAnnual?: boolean;
  /** Screening used a founder referral code: the $0 lifetime plan (spec §9). */
  founderPlan?: boolean;
  /** The coach opened a link sent to `email`: only then is the address theirs. */
  emailConfirmed?: boolean;
  /** 'Start Free Trial' was pressed before the address was confirmed: it starts once it is. */
  trialRequested?: boolean;
  /** Legal documents the coach reviewed (ids), kept so none goes back to unreviewed. */
  reviewedDocuments?: string[];
}

export type IntakeKey = keyof IntakeData;

/** Nothing known yet: the state after 'Start over' and before screening. */
export const EMPTY_INTAKE: Readonly<IntakeData> = Object.freeze({});

/** The fields screening asks for; also what the fallback keeps when the guest insert fails. */
export type MinimalIntake = Required<Pick<IntakeData, "firstName" | "lastName" | "email" | "sport">>;

const present = (value: string | undefined): boolean => Boolean(value?.trim());

/** Legal, signup and review need at least who the coach is (spec §2: otherwise 'Missing Information'). */
export function hasScreeningBasics(intake: IntakeData): boolean {
  return present(intake.firstName) && present(intake.lastName) && present(intake.email);
}

/** The signup step's required answers are in (spec §5, Signup). */
export function hasSignupDetails(intake: IntakeData): boolean {
  return (
    present(intake.jobTitle) &&
    present(intake.university) &&
    present(intake.emailsPerDay) &&
    present(intake.timeSpentDaily) &&
    present(intake.heardFrom)
  );
}

/** Drops keys whose value is undefined: Firestore rejects them and they make comparisons noisy. */
export function compact<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, entry]) => entry !== undefined)) as T;
}

const text = z.string().optional().catch(undefined);
const flag = z.boolean().optional().catch(undefined);

/**
 * Validates a stored intake object leniently: unknown keys are stripped, values of the wrong type
 * are dropped, and anything that is not an object becomes an empty intake. Parsing never fails,
 * so a corrupted stored value can never crash the flow.
 */
export const intakeSchema: z.ZodType<IntakeData, unknown> = z
  .object({
    firstName: text,
    lastName: text,
    email: text,
    jobTitle: text,
    university: text,
    sport: text,
    otherSport: text,
    emailsPerDay: text,
    timeSpentDaily: text,
    heardFrom: text,
    additionalInsights: text,
    suggestedFeatures: text,
    referralCode: text,
    personalReferralCode: text,
    guestUserId: text,
    legalDocsSigned: flag,
    signature: text,
    selectedTierId: text,
    billingCycle: z.enum(BILLING_CYCLES).optional().catch(undefined),
    isAnnual: flag,
    founderPlan: flag,
    emailConfirmed: flag,
    trialRequested: flag,
    reviewedDocuments: z.array(z.string().max(20)).max(10).optional().catch(undefined),
  })
  .catch(() => ({}))
  .transform((intake): IntakeData => compact(intake));

/** `intakeSchema.parse` under a name that says it cannot throw. */
export function parseStoredIntake(value: unknown): IntakeData {
  const result = intakeSchema.safeParse(value);
  return result.success ? result.data : {};
}
