import { z } from "zod";
import { BRAND } from "../brand";
import { emailField } from "../shared/emailField";
import { personNameField } from "../shared/text";

/** Every message the contact form and the submitContactMessage callable can show (spec §5, §8). */
export const CONTACT_MESSAGES = {
  nameRequired: "Name is required",
  emailRequired: "Email is required",
  emailInvalid: "Please enter a valid email address",
  messageRequired: "Message is required",
  /** The per-address daily allowance is used up (the per-browser one answers with CALLABLE_MESSAGES.rateLimited). */
  senderLimited: `We've already received several messages from this address today. We'll reply soon; for anything urgent, email ${BRAND.supportEmail}.`,
} as const;

export const CONTACT_LIMITS = { name: 100, email: 254, message: 4000 } as const;

const tooLong = (label: string, max: number) => `${label} must be ${max} characters or fewer`;

const requiredText = (required: string, label: string, max: number) =>
  z.string(required).trim().min(1, required).max(max, tooLong(label, max));

/** What the contact form holds and the callable receives (spec §3 "Contact form: name, email, message"). */
export const contactMessageSchema = z.object({
  name: personNameField(CONTACT_MESSAGES.nameRequired, CONTACT_LIMITS.name, tooLong("Name", CONTACT_LIMITS.name)),
  email: emailField({
    required: CONTACT_MESSAGES.emailRequired,
    invalid: CONTACT_MESSAGES.emailInvalid,
    tooLong: tooLong("Email", CONTACT_LIMITS.email),
  }),
  message: requiredText(CONTACT_MESSAGES.messageRequired, "Message", CONTACT_LIMITS.message),
});

/** Raw form values, before trimming. */
export type ContactMessageInput = z.input<typeof contactMessageSchema>;
/** Values after validation: trimmed, email lowercased. */
export type ContactMessage = z.output<typeof contactMessageSchema>;

export const submitContactMessageResultSchema = z.object({ status: z.literal("received") });
export type SubmitContactMessageResult = z.infer<typeof submitContactMessageResultSchema>;

export const EMPTY_CONTACT_FORM: ContactMessageInput = { name: "", email: "", message: "" };
