import type { ProcessedEmail } from "@machines/inbox/processedEmail";
import type { InboundSource } from "@machines/inbox/documents";

/**
 * When the athlete was in touch through an email: when it reached us, except for a message the coach
 * imported from a file, which says itself when it was written (its Date header; never later than the import).
 */
export function contactDate(source: InboundSource, processed: Pick<ProcessedEmail, "date"> | undefined, receivedAt: Date): Date {
  const written = source === "import" && processed?.date ? new Date(processed.date) : null;
  return written && !Number.isNaN(written.getTime()) && written < receivedAt ? written : receivedAt;
}
