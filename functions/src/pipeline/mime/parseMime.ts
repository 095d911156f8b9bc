import { simpleParser, type AddressObject, type Attachment } from "mailparser";
import type { Mailbox } from "@machines/inbox/processedEmail";
import { htmlToText } from "./htmlToText";

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

/** Only this much of any part is read; the rest of a giant message carries no athlete. */
const MAX_PART_CHARS = 400_000;

export async function parseMime(raw: Buffer | string): Promise<ParsedMessage> {
  const mail = await simpleParser(raw, PARSE_OPTIONS);
  const text = typeof mail.text === "string" ? mail.text.slice(0, MAX_PART_CHARS) : "";
  const html = typeof mail.html === "string" ? mail.html.slice(0, MAX_PART_CHARS) : "";
  return {
    messageId: bareMessageId(mail.messageId),
    subject: (mail.subject ?? "").slice(0, 998),
    date: mail.date && !Number.isNaN(mail.date.getTime()) ? mail.date : null,
    from: firstMailbox(mail.from),
    to: mailboxes(mail.to),
    body: text.trim() ? text : html ? htmlToText(html) : "",
    attachedMessages: mail.attachments.filter(isAttachedMessage).map((attachment) => attachment.content),
  };
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
