import { z } from "zod";
import { emailField } from "../shared/emailField";
import { SAMPLE_REPORT_TOASTS } from "./messages";

export { SAMPLE_REPORT_TOASTS };

export const SAMPLE_REPORT_SOURCE = "how-it-works-demo";

export const requestSampleReportSchema = z.object({
  email: emailField({ required: SAMPLE_REPORT_TOASTS.invalidEmail.description, invalid: SAMPLE_REPORT_TOASTS.invalidEmail.description }),
  source: z.literal(SAMPLE_REPORT_SOURCE).default(SAMPLE_REPORT_SOURCE),
});
export type RequestSampleReportInput = z.input<typeof requestSampleReportSchema>;
