import type { AddressObject, Attachment } from "mailparser";
import type { Mailbox } from "@machines/inbox/processedEmail";
import { MAX_HTML_CHILD_NODES, MAX_HTML_DEPTH, MAX_PART_CHARS, type Warnings } from "../limits";
import { HTML_SKIPPED, htmlToText } from "./htmlToText";

/** One MIME message reduced to what the engine reads. */
export interface ParsedMessage {
  messageId: string | null;
  subject: string;
  date: Date | null;
  from: Mailbox | null;
  to: Mailbox[];
  /** The text part, or the HTML part as text when there is no text part. */
  body: string;
  /** Messages attached whole (message/rfc822 parts and .eml files), still raw. */
  attachedMessages: Buffer[];
}

const PARSE_OPTIONS = { skipHtmlToText: true, skipTextToHtml: true, skipTextLinks: true, skipImageLinks: true } as const;

export async function parseMime(raw: Buffer | string, warnings?: Warnings): Promise<ParsedMessage> {
  // Loaded on first use, so functions that never parse mail start without it.
  const { simpleParser } = await import("mailparser");
  const mail = await simpleParser(raw, PARSE_OPTIONS);
  // Only this much of any part is read; the rest of a giant message carries no athlete.
  const text = typeof mail.text === "string" ? boundedPart(mail.text, warnings) : "";
  const html = typeof mail.html === "string" ? boundedPart(mail.html, warnings) : "";
  return {
    messageId: bareMessageId(mail.messageId),
    subject: (mail.subject ?? "").slice(0, 998),
    date: mail.date && !Number.isNaN(mail.date.getTime()) ? mail.date : null,
    from: firstMailbox(mail.from),
    to: mailboxes(mail.to),
    body: text.trim() ? text : html ? readHtml(html, warnings) : "",
    attachedMessages: mail.attachments.filter(isAttachedMessage).map((attachment) => attachment.content),
  };
}

/** HTML as text; html-to-text skips what is past its limits (an element's children, depth), and we say so. */
function readHtml(html: string, warnings: Warnings | undefined): string {
  const text = htmlToText(html.replaceAll(HTML_SKIPPED, ""));
  if (!text.includes(HTML_SKIPPED)) return text;
  warnings?.add(`HTML past ${MAX_HTML_CHILD_NODES} elements in one place or ${MAX_HTML_DEPTH} levels deep: that part not read`);
  return text.replaceAll(HTML_SKIPPED, "");
}

export function boundedPart(part: string, warnings: Warnings | undefined): string {
  if (part.length <= MAX_PART_CHARS) return part;
  warnings?.add(`a part longer than ${MAX_PART_CHARS} characters: only its first ${MAX_PART_CHARS} read`);
  return part.slice(0, MAX_PART_CHARS);
}

export function bareMessageId(id: string | undefined): string | null {
  const bare = id?.trim().replace(/^<|>$/g, "").trim();
  return bare ? bare.slice(0, 998) : null;
}

function isAttachedMessage(attachment: Attachment): boolean {
  return attachment.contentType === "message/rfc822" || /\.eml$/i.test(attachment.filename ?? "");
}

function mailboxes(header: AddressObject | AddressObject[] | undefined): Mailbox[] {
  const objects = header ? (Array.isArray(header) ? header : [header]) : [];
  return objects
    .flatMap((object) => object.value)
    .flatMap((entry) => (entry.group ? entry.group : [entry]))
    .map((entry) => ({ address: entry.address?.toLowerCase().slice(0, 320) || null, name: entry.name?.slice(0, 200) || null }));
}

function firstMailbox(header: AddressObject | AddressObject[] | undefined): Mailbox | null {
  return mailboxes(header)[0] ?? null;
}
