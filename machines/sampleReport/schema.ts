import { z } from "zod";
import { EMAIL_SHAPE, normalizeEmail } from "../shared/email";

export const SAMPLE_REPORT_SOURCE = "how-it-works-demo";

/** Texts of the sample-report form (spec §5, §7 call 11). */
export const SAMPLE_REPORT_TOASTS = {
  invalidEmail: { title: "Invalid Email", description: "Please enter a valid email address." },
  sent: { title: "Success!", description: "Check your inbox. Your sample report should be available soon." },
  failed: { title: "Something went wrong", description: "Please try again or contact support." },
} as const;

export const requestSampleReportSchema = z.object({
  email: z
    .string(SAMPLE_REPORT_TOASTS.invalidEmail.description)
    .trim()
    .max(254, SAMPLE_REPORT_TOASTS.invalidEmail.description)
    .refine((email) => EMAIL_SHAPE.test(email), SAMPLE_REPORT_TOASTS.invalidEmail.description)
    .transform(normalizeEmail),
  source: z.literal(SAMPLE_REPORT_SOURCE).default(SAMPLE_REPORT_SOURCE),
});
export type RequestSampleReportInput = z.input<typeof requestSampleReportSchema>;
