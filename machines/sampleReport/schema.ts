import { z } from "zod";
import { EMAIL_SHAPE, normalizeEmail } from "../shared/email";
import { SAMPLE_REPORT_TOASTS } from "./messages";

export { SAMPLE_REPORT_TOASTS };

export const SAMPLE_REPORT_SOURCE = "how-it-works-demo";

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
