import { z } from "zod";
import { classificationReasonSchema } from "./classification";

/** Why a message waits for the coach instead of being processed. */
export const HOLD_REASONS = ["unknown_sender", "unauthenticated_sender", "no_active_plan"] as const;

/**
 * Where one forwarded email stands, shown on its document (support reads it):
 * received → held | filtered | summarised | failed. Nothing moves to a state without its reason.
 */
export const emailStatusSchema = z.discriminatedUnion("status", [
  z.object({ status: z.literal("received") }),
  z.object({ status: z.literal("held"), reason: z.enum(HOLD_REASONS) }),
  z.object({ status: z.literal("filtered"), reason: classificationReasonSchema }),
  z.object({ status: z.literal("summarised"), athleteId: z.string().min(1).max(128) }),
  z.object({ status: z.literal("failed"), reason: z.string().min(1).max(500), attempts: z.number().int().positive() }),
]);
export type EmailStatus = z.infer<typeof emailStatusSchema>;
export type EmailStatusName = EmailStatus["status"];
