import { z } from "zod";
import { BRAND } from "../brand";
import { isEmailAddress, normalizeEmail } from "../shared/email";
import { MAX_EMAIL_LENGTH } from "../shared/emailField";
import { requestSignInLinkRequestSchema } from "../identity/contracts";
import { isTimeZone } from "../shared/dates";
import { REFERRAL_STATUSES } from "../referrals/schema";
import { settingsSenderSchema } from "../portal/senders";
import { athleteRetentionSchema } from "./athleteRetention";

/**
 * The signed-in coach's own account, as the portal's Settings page reads and changes it: delivery
 * preferences, the University Athlete note address, the password, a copy of everything we hold and
 * deleting it all. Every callable here acts on the caller's own account only.
 */

export const ACCOUNT_MESSAGES = {
  timeZoneInvalid: "Choose a time zone from the list",
  reportHoursInvalid: "Choose report times your plan includes",
  uaAddressInvalid: "Please enter a valid email address",
  passwordTooShort: "Use at least 8 characters",
  passwordTooLong: "Use at most 128 characters",
  passwordsDiffer: "The passwords don't match",
  recentSignInRequired: "For your security, sign in again (with your password or an emailed link) before changing your password.",
  confirmationMismatch: "Type your account's email address exactly to confirm",
  saved: "Settings saved",
  passwordSet: "Password saved",
  testEmailSent: (address: string) => `A sample recruiting email is on its way to ${address}. Its summary will reach your inbox within a few minutes.`,
  testEmailAlreadySent: "Today's test email was already sent. Check your inbox for its summary, or try again tomorrow.",
  accountDeleted: "Your account and everything in it has been deleted.",
  /** Shown by the download link of "Download all my data" when it was used, expired or never existed. */
  dataExportLinkInvalid: "This download link has expired or was already used. Go to Settings and choose 'Download all my data' again.",
  /** The bounce a sender gets for mail to a deleted coach's forwarding address. */
  forwardingAddressClosed: `This ${BRAND.name} forwarding address was closed: its owner deleted their account. The message was not delivered.`,
} as const;

/** How recent a sign-in must be to set a password: the welcome or reset link just used, or a password typed just now. */
export const RECENT_SIGN_IN_SECONDS = 15 * 60;

export const MIN_PASSWORD_LENGTH = 8;
export const MAX_PASSWORD_LENGTH = 128;

export const passwordField = z.string().min(MIN_PASSWORD_LENGTH, ACCOUNT_MESSAGES.passwordTooShort).max(MAX_PASSWORD_LENGTH, ACCOUNT_MESSAGES.passwordTooLong);

/** A whole hour of the coach's day, 0–23. */
const reportHour = z.number().int().min(0).max(23);

export const deliverySchema = z.object({
  /** One summary email per batch of forwarded emails; the daily report comes either way. */
  summaries: z.boolean(),
  /** Local hours the daily report goes out at; as many as the plan allows (1, or 2 with twice-a-day delivery). */
  reportHours: z.array(reportHour, ACCOUNT_MESSAGES.reportHoursInvalid).min(1, ACCOUNT_MESSAGES.reportHoursInvalid).max(2, ACCOUNT_MESSAGES.reportHoursInvalid),
});
export type Delivery = z.infer<typeof deliverySchema>;

/** Optional: empty, or one address (the shared grammar, normalised). */
const uaNoteAddress = z
  .string()
  .trim()
  .max(MAX_EMAIL_LENGTH, ACCOUNT_MESSAGES.uaAddressInvalid)
  .refine((value) => value === "" || isEmailAddress(value), ACCOUNT_MESSAGES.uaAddressInvalid)
  .transform((value) => (value ? normalizeEmail(value) : ""));

export const updateSettingsRequestSchema = z
  .object({
    timeZone: z.string().trim().max(64).refine(isTimeZone, ACCOUNT_MESSAGES.timeZoneInvalid),
    delivery: deliverySchema,
    /** University Athlete's "Email to Note" address; empty for none. */
    uaNoteAddress,
  })
  .strict();
export type SettingsUpdate = z.input<typeof updateSettingsRequestSchema>;

export const referralStatusSchema = z.object({
  name: z.string(),
  email: z.string(),
  status: z.enum(REFERRAL_STATUSES),
  /** ISO 8601: the invitation's beta pricing offer ends then. */
  expiresAt: z.string(),
});

export const settingsSchema = z.object({
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  forwardingAddress: z.string(),
  timeZone: z.string(),
  delivery: deliverySchema,
  /** How many report times the coach's plan includes. */
  reportTimesAllowed: z.number().int().min(1).max(2),
  uaNoteAddress: z.string(),
  referralCode: z.string(),
  referrals: z.array(referralStatusSchema),
  /** Whether the coach can sign in with a password (otherwise by emailed link only). */
  hasPassword: z.boolean(),
  /** Extra sender addresses (assistants forwarding), with their confirmation state. */
  senders: z.array(settingsSenderSchema),
  /** How long athletes the coach has not touched are kept (machines/account/athleteRetention.ts). */
  athleteRetention: athleteRetentionSchema,
});
export type Settings = z.infer<typeof settingsSchema>;

export const setPasswordRequestSchema = z.object({ password: passwordField }).strict();
export const setPasswordResponseSchema = z.object({ saved: z.literal(true) });

export const sendTestEmailResponseSchema = z.object({ status: z.enum(["sent", "already-sent"]), forwardingAddress: z.string() });

/** "Email me a password reset link": asked and answered as a sign-in link is. */
export const requestPasswordResetRequestSchema = requestSignInLinkRequestSchema;

/** Where the browser downloads the data archive: Hosting rewrites this path to the `downloadMyData` function. */
export const DATA_EXPORT_PATH = "/api/data-export";

/** "Download all my data": a one-time link to a zip of everything we hold about the coach, valid for minutes. */
export const exportMyDataResponseSchema = z.object({
  downloadPath: z.string().startsWith(`${DATA_EXPORT_PATH}?token=`),
  expiresAt: z.iso.datetime(),
});

/** Deleting the account: confirmed by typing the account's address. */
export const deleteMyAccountRequestSchema = z.object({ confirmEmail: z.string().trim().min(1, ACCOUNT_MESSAGES.confirmationMismatch).max(254) }).strict();
export const deleteMyAccountResponseSchema = z.object({ deleted: z.literal(true) });
