import type { ValueChange } from "@machines/portal/athletes";
import { formatDate } from "@/lib/coachTimeZone";

/** Where a value came from or what replaced it: an email by its subject and day, or the coach's correction. */
export function sourceName(source: ValueChange["from"], preposition: "from" | "by" | "in"): string {
  if (!source) return `${preposition} your correction`;
  const day = source.receivedAt ? ` (${formatDate(source.receivedAt)})` : "";
  return `${preposition} the email "${source.subject || "(no subject)"}"${day}`;
}
