import { z } from "zod";
import { senderRoleSchema } from "./senderRole";

/** Why an email was kept or filtered; the daily report shows it next to each filtered email. */
export const CLASSIFICATION_REASONS = [
  "athlete_introduction",
  "camp_or_clinic_ad",
  "recruiting_service_blast",
  "newsletter",
  "compliance_notice",
  "college_coach_letter",
  "question_without_athlete",
  "spam",
  "no_athlete_found",
  /** Not a verdict of the engine: the inbox's own rule (childUnder13.ts) for an email about a child under 13. */
  "child_under_13",
] as const;
export const classificationReasonSchema = z.enum(CLASSIFICATION_REASONS);
export type ClassificationReason = z.infer<typeof classificationReasonSchema>;

export const CLASSIFICATION_REASON_LABELS: Readonly<Record<ClassificationReason, string>> = {
  athlete_introduction: "Introduces an athlete",
  camp_or_clinic_ad: "Camp or clinic advertisement",
  recruiting_service_blast: "Recruiting-service mailing",
  newsletter: "Newsletter",
  compliance_notice: "Compliance notice",
  college_coach_letter: "A college coach's own letter",
  question_without_athlete: "A question that introduces no athlete",
  spam: "Spam",
  no_athlete_found: "No athlete found",
  child_under_13: "About a child under 13 (not kept)",
};

export const classificationSchema = z.object({
  isRecruiting: z.boolean(),
  senderRole: senderRoleSchema,
  reason: classificationReasonSchema,
  /** 0–1: how clearly the signals pointed one way. */
  confidence: z.number().min(0).max(1),
  /** The cues that decided it, for support ("unsubscribe link", "first-person introduction", …). */
  signals: z.array(z.string().max(80)).max(30),
});
export type Classification = z.infer<typeof classificationSchema>;
