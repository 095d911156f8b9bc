import { z } from "zod";
import { BRAND } from "../brand";
import { classificationReasonSchema } from "./classification";
import { MAX_ATHLETES_PER_EMAIL } from "./processedEmail";

/** Why a message waits for the coach instead of being processed. */
export const HOLD_REASONS = ["unknown_sender", "unauthenticated_sender", "ambiguous_sender", "no_active_plan"] as const;
export type HoldReason = (typeof HOLD_REASONS)[number];

/** Why an email waits, as the coach reads it: "We're holding it because …". */
export const HOLD_REASON_LABELS: Readonly<Record<HoldReason, string>> = {
  unknown_sender: `it was forwarded from an address that isn't yours on ${BRAND.name}`,
  unauthenticated_sender: "we couldn't verify it really came from your address",
  ambiguous_sender: "its From line doesn't name exactly one sender (a group, several addresses or several From lines), so we can't tell who really sent it",
  no_active_plan: "your plan isn't active",
};

/**
 * Where one forwarded email stands, shown on its document (support reads it):
 * received → held | filtered | needs_review | summarised | sample | failed. Nothing moves to a state without its
 * reason: an email the engine was unsure about (it hit a limit, say) is never filtered silently but waits
 * for the coach as 'Needs review', with the engine's warnings.
 */
export const emailStatusSchema = z.discriminatedUnion("status", [
  z.object({ status: z.literal("received") }),
  z.object({ status: z.literal("held"), reason: z.enum(HOLD_REASONS) }),
  z.object({
    status: z.literal("filtered"),
    reason: classificationReasonSchema,
    /** How sure the engine was that it is not recruiting (absent when the coach decided, and on older emails). */
    confidence: z.number().min(0).max(1).optional(),
    /** The coach answered 'Not recruiting' to an email we weren't sure about. */
    byCoach: z.literal(true).optional(),
  }),
  z.object({ status: z.literal("needs_review"), warnings: z.array(z.string().min(1).max(300)).min(1).max(20) }),
  z.object({
    status: z.literal("summarised"),
    /** The email's main athlete. */
    athleteId: z.string().min(1).max(128),
    /** Every athlete the email introduced, in its order, when it introduced more than one. */
    athleteIds: z.array(z.string().min(1).max(128)).min(2).max(MAX_ATHLETES_PER_EMAIL).optional(),
  }),
  /** The Settings test email, read like any other: its athletes are shown to the coach, never stored with their real ones. */
  z.object({ status: z.literal("sample") }),
  z.object({ status: z.literal("failed"), reason: z.string().min(1).max(500), attempts: z.number().int().positive() }),
]);
export type EmailStatus = z.infer<typeof emailStatusSchema>;
export type EmailStatusName = EmailStatus["status"];
