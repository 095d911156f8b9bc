import { z } from "zod";
import { screeningFormSchema } from "./schemas";

/** Browser context the screening webhook reports (spec §3, screening payload). */
export const clientContextSchema = z.object({
  sessionId: z.string().trim().max(100).nullish().transform((id) => id || "no session"),
  deviceType: z.enum(["mobile", "desktop"]).catch("desktop"),
});

/** submitScreening: the form plus the `ref` query parameter, which beats the form's referral code. */
export const submitScreeningRequestSchema = screeningFormSchema.extend({
  ref: z.string().trim().max(40).nullish().transform((code) => code?.toUpperCase() || undefined),
  client: clientContextSchema.default({ sessionId: "no session", deviceType: "desktop" }),
});

export const submitScreeningResponseSchema = z.object({
  guestUserId: z.string(),
  personalReferralCode: z.string(),
  referralCode: z.string().optional(),
  schoolName: z.string(),
  founderPlan: z.boolean(),
});
export type SubmitScreeningResponse = z.infer<typeof submitScreeningResponseSchema>;

/** The part of an email address before ".edu" after the @, e.g. "osu" for coach@osu.edu (spec §3). */
export function schoolNameFromEmail(email: string): string {
  const domain = email.split("@")[1] ?? "";
  return domain.replace(/\.edu$/i, "");
}
