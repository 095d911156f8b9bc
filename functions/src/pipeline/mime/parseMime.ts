import type { AddressObject, Attachment, ParsedMail } from "mailparser";
import type { Mailbox } from "@machines/inbox/processedEmail";
import { MAX_HEADER_FIELD_BYTES, MAX_HTML_CHILD_NODES, MAX_HTML_DEPTH, MAX_MESSAGE_BYTES, MAX_MIME_PARTS, MAX_PART_CHARS, type Warnings } from "../limits";
import { readableText } from "../text";
import { withoutHardWraps } from "./hardWraps";
import { withoutLegalNotices } from "./legalNotices";
import { readableRepairedText } from "./doubleEncoding";
import { HTML_SKIPPED, htmlToText } from "./htmlToText";
import { isOutlookMessage, openOutlookMessages, type NotOpened } from "./outlookMessages";

/** One MIME message reduced to what the engine reads. */
export interface ParsedMessage {
  messageId: string | null;
  subject: string;
  date: Date | null;
  from: Mailbox | null;
  to: Mailbox[];
  /** The text part, or the HTML part as text when there is no text part. */
  body: string;
  /** Delivered by a mailing list or a bulk mailer (List-Unsubscribe, List-Id, Precedence: bulk): sent to many, not written to one. */
  bulk: boolean;
  /** Messages attached whole (message/rfc822 parts, .eml files, and .msg files written as MIME), still raw. */
  attachedMessages: Buffer[];
  /** The other attachments (images shown inside the HTML body are not), still undecoded: attachmentText.ts reads them. */
  attachments: MessageAttachment[];
}

/** A file attached to the message. */
export interface MessageAttachment {
  filename: string | null;
  contentType: string;
  content: Buffer;
  /** Why an email saved from Outlook (.msg) could not be opened as the message it holds. */
  notOpened?: NotOpened;
}

const PARSE_OPTIONS = {
  skipHtmlToText: true,
  skipTextToHtml: true,
  skipTextLinks: true,
  skipImageLinks: true,
  // Attachments are read for their text (and attached messages opened): hashing them is wasted work.
  checksumAlgo: false,
  maxChildNodes: MAX_MIME_PARTS,
  // An attached message is an attachment however it is disposed: mailparser would run an inline one (nodemailer's
  // default, and some clients') into the body text, where a second one forwarded beside it is lost without a word.
  ignoreEmbedded: true,
} as const;

/**
 * Parses one message within the limits (pipeline/limits.ts). What mailparser refuses is recovered
 * where it can be (see parseWithinLimits). Throws only when even that cannot be parsed.
 */
export async function parseMime(raw: Buffer | string, warnings?: Warnings): Promise<ParsedMessage> {
  const mail = await parseWithinLimits(boundedMessage(typeof raw === "string" ? Buffer.from(raw) : raw, warnings), warnings);
  // Only this much of any part is read; the rest of a giant message carries no athlete.
  const text = typeof mail.text === "string" ? boundedPart(mail.text, warnings) : "";
  const html = typeof mail.html === "string" ? boundedPart(mail.html, warnings) : "";
  const files = mail.attachments.filter((attachment) => !isAttachedMessage(attachment) && !attachment.related);
  const outlookFiles = files.filter((attachment) => isOutlookMessage(attachment.filename ?? null, attachment.contentType));
  const outlookOpened = new Map<Attachment, Buffer | NotOpened>();
  if (outlookFiles.length) (await openOutlookMessages(outlookFiles.map((attachment) => attachment.content))).forEach((opened, index) => outlookOpened.set(outlookFiles[index]!, opened));
  return {
    messageId: bareMessageId(mail.messageId),
    subject: readableRepairedText(mail.subject ?? "", warnings).slice(0, 998),
    date: mail.date && !Number.isNaN(mail.date.getTime()) ? mail.date : null,
    from: firstMailbox(mail.from, warnings),
    to: mailboxes(mail.to, warnings),
    body: withoutLegalNotices(text.trim() ? withoutHardWraps(text) : html ? readHtml(html, warnings) : ""),
    bulk: mail.headers.has("list-unsubscribe") || mail.headers.has("list-id") || /^(?:bulk|list|junk)$/iu.test(String(mail.headers.get("precedence") ?? "").trim()),
    // A .msg that opened is an attached message like an .eml; one that did not stays listed, with why.
    attachedMessages: [...mail.attachments.filter(isAttachedMessage).map((attachment) => attachment.content), ...[...outlookOpened.values()].filter((opened) => Buffer.isBuffer(opened))],
    attachments: files.flatMap((attachment) => {
      const opened = outlookOpened.get(attachment);
      if (Buffer.isBuffer(opened)) return [];
      return [{ filename: attachment.filename ?? null, contentType: attachment.contentType, content: attachment.content, ...(opened ? { notOpened: opened } : {}) }];
    }),
  };
}

/**
 * Loaded on first use, so functions that never parse mail start without it; and imported once, as
 * each import() goes through the module loader again (a round trip to the loader thread under tsx).
 */
let mailparser: Promise<typeof import("mailparser")> | null = null;
export function loadMailparser(): Promise<typeof import("mailparser")> {
  mailparser ??= import("mailparser");
  return mailparser;
}

/**
 * mailparser, and what it refuses (its errors name the limit) parsed again within it: a message with
 * more parts than allowed up to the last part allowed; a header over its limit (one huge line, or
 * thousands of fields) with only the fields the engine reads.
 */
async function parseWithinLimits(bytes: Buffer, warnings: Warnings | undefined): Promise<ParsedMail> {
  const { simpleParser } = await loadMailparser();
  try {
    return await simpleParser(bytes, PARSE_OPTIONS);
  } catch (error) {
    const refusal = error instanceof Error ? error.message : "";
    const partsEnd = /child nodes/i.test(refusal) ? partLimitEnd(bytes) : null;
    if (partsEnd !== null) {
      warnings?.add(`more than ${MAX_MIME_PARTS} MIME parts: only the first ${MAX_MIME_PARTS} read`);
      return simpleParser(bytes.subarray(0, partsEnd), PARSE_OPTIONS);
    }
    if (/header size/i.test(refusal)) return simpleParser(withReadFieldsOnly(bytes, warnings), PARSE_OPTIONS);
    throw error;
  }
}

/**
 * Where the message is cut so that mailparser sees fewer parts than its limit: before the boundary
 * line that would open one part too many (every part, nested or not, starts at a line "--boundary").
 */
function partLimitEnd(bytes: Buffer): number | null {
  const boundaryLine = /\n--[^\r\n]/g;
  const text = bytes.toString("latin1");
  for (let count = 0, match = boundaryLine.exec(text); match; match = boundaryLine.exec(text)) {
    if (++count >= MAX_MIME_PARTS) return match.index + 1;
  }
  return null;
}

export function boundedMessage(raw: Buffer, warnings: Warnings | undefined): Buffer {
  if (raw.length <= MAX_MESSAGE_BYTES) return raw;
  warnings?.add(`a message larger than ${MAX_MESSAGE_BYTES} bytes: only its first ${MAX_MESSAGE_BYTES} read`);
  return raw.subarray(0, MAX_MESSAGE_BYTES);
}

/** The header fields the engine reads, and those mailparser needs to find and decode the body. */
const READ_FIELD = /^(?:from|to|cc|subject|date|message-id|mime-version|content-[a-z-]+)[ \t]*:/i;

/** The message with only the fields of its top-level header the engine reads (each no longer than MAX_HEADER_FIELD_BYTES). */
function withReadFieldsOnly(raw: Buffer, warnings: Warnings | undefined): Buffer {
  const headerEnd = headerBlockEnd(raw);
  // latin1 maps bytes to characters one to one, so the bytes come back unchanged.
  const fields = raw.subarray(0, headerEnd).toString("latin1").split(/(?<=\n)(?=[^ \t])/);
  const kept: string[] = [];
  const dropped = new Set<string>();
  for (const field of fields) {
    if (READ_FIELD.test(field) && field.length <= MAX_HEADER_FIELD_BYTES) kept.push(field);
    else if (dropped.size < 4) dropped.add(field.slice(0, 40).split(":")[0]!.trim());
  }
  warnings?.add(`a header over mailparser's limit: only the fields the engine reads kept (${[...dropped].slice(0, 3).join(", ")}${dropped.size > 3 ? ", …" : ""} dropped)`);
  return Buffer.concat([Buffer.from(kept.join(""), "latin1"), raw.subarray(headerEnd)]);
}

/** Where the top-level header ends: at the line break before the first empty line, or at the end. */
function headerBlockEnd(raw: Buffer): number {
  const crlf = raw.indexOf("\r\n\r\n");
  const lf = raw.indexOf("\n\n");
  const ends = [crlf, lf].filter((index) => index >= 0);
  return ends.length ? Math.min(...ends) : raw.length;
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

function mailboxes(header: AddressObject | AddressObject[] | undefined, warnings: Warnings | undefined): Mailbox[] {
  const objects = header ? (Array.isArray(header) ? header : [header]) : [];
  return objects
    .flatMap((object) => object.value)
    .flatMap((entry) => (entry.group ? entry.group : [entry]))
    .map((entry) => ({
      address: readableText(entry.address ?? "", warnings).toLowerCase().slice(0, 320) || null,
      name: readableRepairedText(entry.name ?? "", warnings).slice(0, 200) || null,
    }));
}

function firstMailbox(header: AddressObject | AddressObject[] | undefined, warnings: Warnings | undefined): Mailbox | null {
  return mailboxes(header, warnings)[0] ?? null;
}
