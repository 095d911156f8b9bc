import { z } from "zod";
import { BRAND } from "../brand";
import { emailLinkRequestSchema } from "../identity/contracts";
import { emailField } from "../shared/emailField";
import { SENDER_STATUSES } from "./inbox";

/**
 * Extra sender addresses (Settings): a head coach's assistants forwarding recruiting mail. The coach
 * adds an address; it is trusted only once its owner opens the emailed link and confirms.
 */

export const SENDER_MESSAGES = {
  addressRequired: "Email is required",
  addressInvalid: "Please enter a valid email address",
  ownAddress: `That's your own address: ${BRAND.name} already trusts mail you forward from it.`,
  alreadyTrusted: "That address is already a trusted sender.",
  confirmationSent: (address: string) => `We emailed a confirmation link to ${address}. Their forwards are trusted once they confirm.`,
  confirmationAlreadySent: (address: string) => `A confirmation link already went to ${address} today. Ask them to check their inbox, or try again tomorrow.`,
  removed: (address: string) => `${address} removed: their forwards are held again.`,
  senderNotFound: "That address isn't one of your sender addresses.",
  confirmed: (coachName: string) => `You can now forward recruiting emails to Coach ${coachName}'s ${BRAND.name} address.`,
  unusable: "This link has expired or was already used. Ask the coach to add your address again for a new one.",
} as const;

export const SENDER_LABELS = { trusted: "Trusted", pending: "Waiting for confirmation", held: "Held", blocked: "Blocked" } as const;

export const senderAddressField = emailField({ required: SENDER_MESSAGES.addressRequired, invalid: SENDER_MESSAGES.addressInvalid });

export const addSenderAddressRequestSchema = z.object({ address: senderAddressField }).strict();
export type AddSenderAddressRequest = z.input<typeof addSenderAddressRequestSchema>;
export const addSenderAddressResponseSchema = z.object({ status: z.enum(["sent", "already-sent"]), address: z.string() });

export const removeSenderAddressRequestSchema = z.object({ address: z.string().trim().toLowerCase().min(3).max(320) }).strict();
export const removeSenderAddressResponseSchema = z.object({ status: z.literal("blocked") });

export const confirmSenderRequestSchema = emailLinkRequestSchema.strict();
export const confirmSenderResponseSchema = z.discriminatedUnion("outcome", [
  z.object({ outcome: z.literal("confirmed"), coachName: z.string(), address: z.string() }),
  z.object({ outcome: z.literal("unusable") }),
]);

/** Who asked, shown before the assistant confirms; reading it spends nothing. */
export const describeSenderLinkResponseSchema = z.discriminatedUnion("status", [
  z.object({ status: z.literal("usable"), coachName: z.string(), school: z.string(), address: z.string() }),
  z.object({ status: z.literal("unusable") }),
]);

/** One of the coach's extra senders, as Settings lists them. */
export const settingsSenderSchema = z.object({
  address: z.string().max(320),
  status: z.enum(SENDER_STATUSES),
  /** ISO 8601: when the last confirmation link went out; null if none did. */
  confirmationSentAt: z.string().nullable(),
});
export type SettingsSender = z.infer<typeof settingsSenderSchema>;

/** What Settings calls a sender: held with a link out is waiting for its owner. */
export function senderLabel(sender: Pick<SettingsSender, "status" | "confirmationSentAt">): string {
  if (sender.status === "held" && sender.confirmationSentAt) return SENDER_LABELS.pending;
  return SENDER_LABELS[sender.status];
}
