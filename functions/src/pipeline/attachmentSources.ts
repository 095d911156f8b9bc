/**
 * Attachment text in the analysed text: it follows the body, each attachment after a blank line, and a
 * field read from it says which attachment (`source.attachment`).
 */
import { ATHLETE_FIELDS, type ExtractedAthlete } from "@machines/inbox/extractedAthlete";
import type { Warnings } from "./limits";
import type { AttachmentText } from "./mime/attachmentText";
import { visibleText } from "./text";

/** Where one attachment's text lies, in character offsets. */
export interface AttachmentPart {
  filename: string;
  start: number;
  end: number;
}

/** The text appended after the body, and each attachment's part of it (offsets into `text`). */
export interface Appendix {
  text: string;
  parts: AttachmentPart[];
}

export const NO_APPENDIX: Appendix = { text: "", parts: [] };

/** What precedes each attachment's text in the analysed text. */
export const ATTACHMENT_HEADING = "Attached file:";

/** The attachments' texts (already normalised like the body) joined into one appendix. */
export function appendixOf(texts: readonly AttachmentText[]): Appendix {
  let text = "";
  const parts: AttachmentPart[] = [];
  for (const attachment of texts) {
    const words = visibleText(attachment.text).trim();
    if (!words) continue;
    // A line naming the file, so whoever reads the email's text (the athlete page's source emails) sees where the body ends.
    text += `\n\n${ATTACHMENT_HEADING} ${attachment.filename}\n`;
    parts.push({ filename: attachment.filename, start: text.length, end: text.length + words.length });
    text += words;
  }
  return { text, parts };
}

/** The appendix cut to `room` characters (what the body leaves of the analysed text), with a warning when cut. */
export function appendixWithin(appendix: Appendix, room: number, warnings: Warnings): Appendix {
  if (appendix.text.length <= room) return appendix;
  warnings.add("the attachments' text did not fit in the analysed text after the body: only its start read");
  const text = appendix.text.slice(0, Math.max(0, room));
  const parts = appendix.parts.filter((part) => part.start < text.length).map((part) => ({ ...part, end: Math.min(part.end, text.length) }));
  return { text, parts };
}

/** Parts shifted to where the appendix starts in the analysed text. */
export function partsAt(appendix: Appendix, offset: number): AttachmentPart[] {
  return appendix.parts.map((part) => ({ ...part, start: part.start + offset, end: part.end + offset }));
}

/** The attachment a field's source lies in; a source from a header has an empty span and lies in none. */
export function attachmentOf(source: { start: number; end: number }, parts: readonly AttachmentPart[]): AttachmentPart | undefined {
  return source.end > source.start ? parts.find((candidate) => source.start >= candidate.start && source.start < candidate.end) : undefined;
}

/** Each field whose source lies in an attachment's text names that attachment. */
export function markAttachmentSources(athlete: ExtractedAthlete, parts: readonly AttachmentPart[]): ExtractedAthlete {
  if (!parts.length) return athlete;
  const marked = { ...athlete };
  for (const key of ATHLETE_FIELDS) {
    const field = marked[key];
    const part = field ? attachmentOf(field.source, parts) : undefined;
    if (field && part) (marked as Record<string, unknown>)[key] = { ...field, source: { ...field.source, attachment: part.filename } };
  }
  return marked;
}
