import { z } from "zod";
import { referralPricingSchema } from "../pricing/referralPricing";
import { emailField } from "../shared/emailField";
import { EMAIL_LINK_TOKEN } from "./emailLinkToken";

export { EMAIL_LINK_TOKEN };

/**
 * Proving an address: every link we email carries a single-use, expiring token of ours that names
 * the account it was sent for. Opening it (and confirming on the page) signs that account in and,
 * for a confirmation link, makes the address that account's: the first proof wins.
 */

export const IDENTITY_MESSAGES = {
  linkInvalid: "This link is not valid. Please use the newest link we emailed you.",
  unusable: "This link has expired or was already used. We can email you a new one.",
  addressInUse:
    "This email address already has an InboxScout account, so it can't be used for a second signup. We can email you a link to sign in to that account.",
  checkInbox: "Check your inbox",
  signInLinkSent: "If that address has an InboxScout account, a sign-in link is on its way. It works once, for one hour.",
  resetLinkSent: "If that address has an InboxScout account, a link to reset your password is on its way. It works once, for one hour.",
  linkNotSent:
    "We couldn't send a link to this address: too many were asked for today. Try again tomorrow, or ask from a browser where you opened one of our links before.",
  confirmationSent: (email: string) => `We sent a link to ${email}. Open it to confirm the address is yours.`,
  emailRequired: "Email is required",
  emailInvalid: "Please enter a valid email address",
} as const;

const tokenSchema = z.string().regex(EMAIL_LINK_TOKEN, IDENTITY_MESSAGES.linkInvalid);

export const emailLinkRequestSchema = z.object({ token: tokenSchema });

/** What the page shows before the coach confirms: who the link is for, never the account's data. */
export const describeEmailLinkResponseSchema = z.discriminatedUnion("status", [
  z.object({
    status: z.literal("usable"),
    purpose: z.enum(["confirm-email", "sign-in", "reset-password"]),
    email: z.string(),
    /** The name typed at screening, so a coach can tell a signup that isn't theirs. */
    firstName: z.string(),
    lastName: z.string(),
    /** When the link was sent (ISO 8601). */
    sentAt: z.string(),
  }),
  z.object({ status: z.literal("unusable") }),
]);
export type EmailLinkDescription = z.infer<typeof describeEmailLinkResponseSchema>;

/** Where the browser goes once signed in with the link. */
/** Where an opened link leads: the onboarding, a coach's portal, or a support account's console. */
export const LINK_DESTINATIONS = ["onboarding", "trial-started", "support"] as const;

export const openEmailLinkResponseSchema = z.discriminatedUnion("outcome", [
  z.object({
    outcome: z.literal("signed-in"),
    /** A Firebase custom token for the account the link was sent for. */
    signInToken: z.string(),
    email: z.string(),
    /** True when a confirmation link just made the address this account's. */
    confirmed: z.boolean(),
    destination: z.enum(LINK_DESTINATIONS),
    /** A password-reset link: the page asks for a new password. */
    passwordRecovery: z.boolean(),
    /** Whether the account can already sign in with a password (the welcome link offers to set one). */
    hasPassword: z.boolean(),
    /** This browser opened a link sent to `email`: it keeps this and sends it with its link requests for that address. */
    addressProof: z.string(),
  }),
  z.object({ outcome: z.literal("address-in-use"), email: z.string() }),
  z.object({ outcome: z.literal("unusable") }),
]);
export type OpenEmailLinkResponse = z.infer<typeof openEmailLinkResponseSchema>;

/**
 * "Email me a sign-in link" (and a password reset link): answered alike whether or not the address has
 * an account. `addressProof` (from an opened link, kept by this browser) lets the request draw on the
 * address's budget strangers cannot spend; "not-sent" means a budget was used up, which depends only
 * on the requests made, never on whether the address has an account.
 */
export const requestSignInLinkRequestSchema = z.object({
  email: emailField({ required: IDENTITY_MESSAGES.emailRequired, invalid: IDENTITY_MESSAGES.emailInvalid }),
  addressProof: z.string().regex(EMAIL_LINK_TOKEN).optional(),
});
export const requestSignInLinkResponseSchema = z.object({ status: z.enum(["check-inbox", "not-sent"]) });

/** The caller's own signup: whether its address is proven and whether the trial has started. */
export const signupStatusResponseSchema = z.object({
  email: z.string().nullable(),
  emailConfirmed: z.boolean(),
  trialStarted: z.boolean(),
  /** Beta pricing from a colleague's invitation, once the address is proven and linked to it. */
  referralPricing: referralPricingSchema.nullable(),
});
export type SignupStatus = z.infer<typeof signupStatusResponseSchema>;

export const resendConfirmationResponseSchema = z.object({ status: z.literal("check-inbox"), email: z.string() });
