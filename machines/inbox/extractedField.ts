import { z } from "zod";
import { MAX_ATTACHMENT_NAME } from "./emailAttachment";

/** Longest excerpt of the email kept as evidence for one field (the sentence or line it came from). */
export const MAX_SNIPPET_LENGTH = 300;

/**
 * Where a value was read: character offsets into the analysed text of the email (`ProcessedEmail.text`)
 * and the sentence or line around it, so a coach or support can see why the engine believed it.
 */
export const sourceSpanSchema = z.object({
  start: z.number().int().nonnegative(),
  end: z.number().int().nonnegative(),
  snippet: z.string().max(MAX_SNIPPET_LENGTH),
  /** The attachment's filename when the span lies in its text (read after the body); absent for the body. */
  attachment: z.string().max(MAX_ATTACHMENT_NAME).optional(),
});
export type SourceSpan = z.infer<typeof sourceSpanSchema>;

/** One extracted value with how sure the engine is (0–1) and the text it came from. */
export function extractedFieldSchema<T extends z.ZodType>(value: T) {
  return z.object({ value, confidence: z.number().min(0).max(1), source: sourceSpanSchema });
}
export interface ExtractedField<T> {
  value: T;
  confidence: number;
  source: SourceSpan;
}
