import { z } from "zod";
import { isEduEmail, isEmailAddress, normalizeEmail } from "./email";

/** The longest address SMTP carries (RFC 5321 path limit less the angle brackets). */
export const MAX_EMAIL_LENGTH = 254;

export interface EmailFieldMessages {
  required: string;
  /** Not exactly one bare mailbox (see parseMailbox). */
  invalid: string;
  /** Set to require a .edu address; shown only for an otherwise valid address. */
  notEdu?: string;
  /** Longer than MAX_EMAIL_LENGTH; defaults to `invalid`. */
  tooLong?: string;
}

/**
 * A form or callable field holding one email address: trimmed, checked with the shared grammar and
 * normalised (see ./email). With `notEdu`, the address must be at a .edu domain unless
 * `isAllowedNonEdu` (the server's allowlist) accepts it.
 */
export function emailField(messages: EmailFieldMessages, isAllowedNonEdu: (address: string) => boolean = () => false) {
  return z
    .string(messages.required)
    .trim()
    .min(1, messages.required)
    .max(MAX_EMAIL_LENGTH, messages.tooLong ?? messages.invalid)
    .refine(isEmailAddress, messages.invalid)
    .refine(
      (email) => !messages.notEdu || !isEmailAddress(email) || isEduEmail(email) || isAllowedNonEdu(normalizeEmail(email)),
      messages.notEdu ?? messages.invalid,
    )
    .transform(normalizeEmail);
}
