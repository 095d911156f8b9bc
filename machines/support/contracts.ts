import { z } from "zod";
import { BRAND } from "../brand";
import { SUBSCRIPTION_STATUSES } from "../billing/contracts";
import { emailStatusSchema } from "../inbox/emailStatus";
import { SUPPORT_AUDIT_ACTIONS } from "./audit";


/** How long a coach's "Let support see my athletes and emails" lasts. */
export const SUPPORT_ACCESS_HOURS = 24;

/** The most days one request may add to a trial. */
export const MAX_TRIAL_EXTENSION_DAYS = 14;

/** How many of a coach's latest inbound emails forwarding health lists. */
export const FORWARDING_EMAILS_LISTED = 100;

export const SUPPORT_MESSAGES = {
  supportOnly: `This part of ${BRAND.name} is for the support team.`,
  notForSupport: `Support accounts can't use coach features. Sign in with a coach account.`,
  coachNotFound: "No coach or sign-up has that id.",
  emailNotFound: "That email isn't in this coach's account.",
  accessNotGranted: "The coach hasn't let support see their athletes and emails, or the 24 hours are over.",
  notReprocessable: "Only a failed, filtered or 'Needs review' email whose original is still kept can be read again.",
  notHeld: "That email isn't held.",
  noTrial: "This coach has no running trial subscription to extend.",
  inProgress: "That request is still running. Try again in a moment.",
  addressConfirmed: "The address is confirmed and the account has no coach yet: there is no link to resend.",
} as const;

/** The client's id for one request: a retry with the same id answers what the first did. */
const requestId = z.uuid();
/** Why support opens or changes a coach's record (a ticket number, the coach's question), kept in the audit trail. */
export const supportReasonSchema = z.string().trim().min(3, "Say why, e.g. the ticket number.").max(300);
const coachUid = z.string().trim().min(1).max(128);
const emailId = z.string().trim().min(1).max(128);
const iso = z.string().max(40);

const auditedRequest = z.object({ reason: supportReasonSchema, requestId });
const coachRequest = auditedRequest.extend({ uid: coachUid });
const emailRequest = coachRequest.extend({ emailId });

export const SUPPORT_FIND_KINDS = ["signup-address", "forwarding-address", "stripe-customer", "uid"] as const;

export const supportFindCoachRequestSchema = auditedRequest.extend({ query: z.string().trim().min(1).max(320) }).strict();
export const supportFindCoachResponseSchema = z.object({
  matches: z
    .array(
      z.object({
        uid: z.string(),
        email: z.string().nullable(),
        name: z.string().nullable(),
        forwardingAddress: z.string().nullable(),
        /** A coach has a trial or plan; a sign-up has not got that far. */
        kind: z.enum(["coach", "signup"]),
        matchedBy: z.enum(SUPPORT_FIND_KINDS),
      }),
    )
    .max(10),
});
export type SupportFindCoachResponse = z.infer<typeof supportFindCoachResponseSchema>;

export const supportCoachRequestSchema = coachRequest.strict();
export const supportEmailRequestSchema = emailRequest.strict();

const signatureSchema = z.object({
  signedAt: iso,
  documents: z.array(z.object({ id: z.string(), title: z.string(), version: z.string(), sha256: z.string() })),
  ip: z.string().nullable(),
  userAgent: z.string().nullable(),
});

const billingSchema = z.object({
  plan: z.string(),
  trialEndsAt: iso.nullable(),
  status: z.enum(SUBSCRIPTION_STATUSES).nullable(),
  customerId: z.string().nullable(),
  subscriptionId: z.string().nullable(),
  cancelAtPeriodEnd: z.boolean(),
  nextInvoice: z.object({ amountDue: z.number(), currency: z.string(), at: iso.nullable() }).nullable(),
  webhookEvents: z.array(z.object({ id: z.string(), type: z.string(), receivedAt: iso, processedAt: iso.nullable() })),
});

export const supportCoachOverviewSchema = z.object({
  uid: z.string(),
  email: z.string().nullable(),
  name: z.string().nullable(),
  kind: z.enum(["coach", "signup"]),
  forwardingAddress: z.string().nullable(),
  onboarding: z.object({
    guestStatus: z.string().nullable(),
    emailConfirmedAt: iso.nullable(),
    /** The onboarding machine's snapshot as the browser saved it: state value, machine version, context. */
    snapshot: z.object({ machineVersion: z.number(), stateValue: z.json(), step: z.string(), context: z.json(), updatedAt: iso }).nullable(),
    steps: z.array(z.object({ step: z.string(), eventType: z.string(), at: iso })),
  }),
  signatures: z.array(signatureSchema),
  billing: billingSchema.nullable(),
  /** Until when the coach lets support see their athletes and emails; null when they don't. */
  accessUntil: iso.nullable(),
});
export type SupportCoachOverview = z.infer<typeof supportCoachOverviewSchema>;

export const supportForwardingSchema = z.object({
  emails: z
    .array(
      z.object({
        id: z.string(),
        source: z.string(),
        receivedAt: iso,
        processedAt: iso.nullable(),
        /** From received to processed, in milliseconds. */
        processingMs: z.number().nullable(),
        state: emailStatusSchema,
        attempts: z.number(),
        sender: z.object({ address: z.string().nullable(), trusted: z.boolean(), authenticated: z.boolean(), authSummary: z.string() }).nullable(),
        sizeBytes: z.number(),
        originalDeleted: z.boolean(),
      }),
    )
    .max(FORWARDING_EMAILS_LISTED),
  heldSenders: z.array(z.object({ address: z.string(), heldCount: z.number(), firstSeenAt: iso, lastSeenAt: iso })),
  /** What we sent: its kind (summary, welcome, sign-in…), never its text. */
  outbox: z.array(z.object({ id: z.string(), kind: z.string(), category: z.string(), createdAt: iso, state: z.string(), attempts: z.number(), deliveredAt: iso.nullable(), error: z.string().nullable() })),
  rateLimitRefusals: z.array(z.object({ bucket: z.string(), count: z.number(), firstAt: iso, lastAt: iso })),
});
export type SupportForwarding = z.infer<typeof supportForwardingSchema>;

export const supportResendLinkResponseSchema = z.object({ sent: z.enum(["confirmation", "sign-in", "not-sent"]) });
export const supportProcessingResponseSchema = z.object({ status: z.literal("processing") });
export const supportExtendTrialRequestSchema = coachRequest.extend({ days: z.number().int().min(1).max(MAX_TRIAL_EXTENSION_DAYS) }).strict();
export const supportExtendTrialResponseSchema = z.object({ trialEndsAt: iso });

/** What the coach sees in Settings: whether support may see their athletes and emails, and what support did. */
export const supportAccessSchema = z.object({
  accessUntil: iso.nullable(),
  entries: z.array(z.object({ at: iso, action: z.enum(SUPPORT_AUDIT_ACTIONS), target: z.string().nullable(), reason: z.string(), by: z.string() })),
});
export type SupportAccess = z.infer<typeof supportAccessSchema>;

/** The support callables (the callable guard lets only support accounts call them, and no others). */
export const SUPPORT_CALLABLES = [
  "supportFindCoach",
  "supportGetCoach",
  "supportGetForwarding",
  "supportReadEmail",
  "supportResendLink",
  "supportReprocessEmail",
  "supportReleaseEmail",
  "supportExtendTrial",
] as const;
export type SupportCallableName = (typeof SUPPORT_CALLABLES)[number];

/** What any account needs to sign in and keep a password, so support accounts may call these too. */
export const SIGN_IN_CALLABLES = ["describeEmailLink", "openEmailLink", "requestSignInLink", "requestPasswordReset", "setPassword"] as const;
