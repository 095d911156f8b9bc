/**
 * A message description to RFC 5322 bytes, with nodemailer's MimeNode doing the encoding (quoted-printable, base64,
 * encoded words, folding). Each client gets its own Message-ID, boundary and header habits so the corpus looks like
 * what those clients send; everything is derived from a seed so rebuilding gives the same bytes.
 */
import { createHash } from "node:crypto";
import iconv from "iconv-lite";
import MimeNode from "nodemailer/lib/mime-node";
import { formatDate, parseWallClock } from "./dates.ts";
import { DOCUMENT_TYPES, documentBytes, type DocumentFormat } from "./documents.ts";

export type Client = "gmail" | "outlook" | "apple" | "iphone" | "thunderbird" | "yahoo" | "bulk" | "webmail";
export type Charset = "utf-8" | "iso-8859-1" | "windows-1252" | "us-ascii";
export type TransferEncoding = "quoted-printable" | "base64" | "7bit" | "8bit";

export interface MessageSpec {
  client: Client;
  from: string;
  to: string;
  cc?: string;
  replyTo?: string;
  subject: string;
  /** "2026-11-02 19:14:22 -05:00" */
  date: string;
  /** Extra headers, written before the standard ones (trace and client headers). */
  headers?: Array<[string, string]>;
  text?: string;
  html?: string;
  charset?: Charset;
  /** Left to MimeNode (7bit, quoted-printable or base64 by content) when absent. */
  encoding?: TransferEncoding;
  /** text/plain; format=flowed with soft line breaks, as Thunderbird and Apple Mail send it. */
  flowed?: boolean;
  attachments?: AttachmentSpec[];
  /** The root type when there are attachments (default multipart/mixed), e.g. a bounce's multipart/report. */
  rootType?: string;
}

export type AttachmentSpec =
  | { kind: "message"; message: MessageSpec; filename?: string; asOctetStream?: boolean }
  | { kind: "file"; filename?: string; contentType: string; content: string; encoding?: "base64" | "7bit" }
  /** A PDF or Word document made from these lines when the message is rendered (an athlete's résumé). */
  | { kind: "document"; format: DocumentFormat; filename: string; lines: readonly string[] };

function digest(seed: string, length: number, alphabet = "0123456789abcdef"): string {
  let out = "";
  for (let round = 0; out.length < length; round++) {
    for (const byte of createHash("sha256").update(`${seed}#${round}`).digest()) out += alphabet[byte % alphabet.length]!;
  }
  return out.slice(0, length);
}
const ALNUM = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";
const UPPER_HEX = "0123456789ABCDEF";

function domainOf(address: string): string {
  return /@([^>\s]+)>?\s*$/.exec(address)?.[1] ?? "mail.example.com";
}

function uuid(seed: string): string {
  const hex = digest(seed, 32, UPPER_HEX);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

export function messageIdFor(client: Client, seed: string, from: string): string {
  switch (client) {
    case "gmail":
      return `<CA${digest(seed, 44, ALNUM)}@mail.gmail.com>`;
    case "outlook": {
      const box = `${digest(seed + "box", 2, "ABCDEFGHJKLMNPQRSTUVWXYZ")}${digest(seed + "n", 1, "0123456789")}PR${digest(seed + "r", 2, "0123456789")}MB${digest(seed + "m", 4, "0123456789")}`;
      return `<${box}${digest(seed, 20, UPPER_HEX)}@${box}.namprd${digest(seed + "d", 2, "0123456789")}.prod.outlook.com>`;
    }
    case "apple":
    case "iphone":
      return `<${uuid(seed)}@${domainOf(from)}>`;
    case "thunderbird":
      return `<${uuid(seed).toLowerCase()}@${domainOf(from)}>`;
    case "yahoo":
      return `<${digest(seed, 10, "0123456789")}.${digest(seed + "y", 7, "0123456789")}.${digest(seed + "z", 13, "0123456789")}@mail.yahoo.com>`;
    case "bulk":
      return `<${digest(seed, 24)}.${digest(seed + "b", 8)}@mta${digest(seed + "n", 2, "0123456789")}.${domainOf(from)}>`;
    case "webmail":
      return `<${digest(seed, 16)}$${digest(seed + "w", 8)}@${domainOf(from)}>`;
  }
}

function boundaryFor(client: Client, seed: string): string {
  switch (client) {
    case "gmail":
      return `000000000000${digest(seed, 16)}`;
    case "outlook":
      return `_000_${digest(seed, 24, UPPER_HEX)}_`;
    case "apple":
    case "iphone":
      return `Apple-Mail-${uuid(seed)}`;
    case "thunderbird":
      return `------------${digest(seed, 24, ALNUM)}`;
    case "yahoo":
      return `----=_Part_${digest(seed, 7, "0123456789")}_${digest(seed + "p", 9, "0123456789")}.${digest(seed + "q", 13, "0123456789")}`;
    case "bulk":
    case "webmail":
      return `=_${digest(seed, 28)}`;
  }
}

const CLIENT_HEADERS: Record<Client, Array<[string, string]>> = {
  gmail: [],
  outlook: [
    ["Accept-Language", "en-US"],
    ["Content-Language", "en-US"],
    ["X-MS-Has-Attach", ""],
    ["X-MS-TNEF-Correlator", ""],
  ],
  apple: [["X-Mailer", "Apple Mail (2.3826.700.81)"]],
  iphone: [["X-Mailer", "iPhone Mail (22B91)"]],
  thunderbird: [
    ["User-Agent", "Mozilla Thunderbird"],
    ["Content-Language", "en-US"],
  ],
  yahoo: [["X-Mailer", "WebService/1.1.24652 YMailNorrin"]],
  bulk: [],
  webmail: [["X-Mailer", "Roundcube Webmail/1.6.9"]],
};

function wrapFlowed(text: string): string {
  // RFC 3676: long lines are broken after a space, the space stays at the end of the line (a soft break).
  return text
    .split("\n")
    .map((line) => {
      if (line.length <= 76 || line.startsWith(">")) return line;
      const pieces: string[] = [];
      let rest = line;
      while (rest.length > 76) {
        const cut = rest.lastIndexOf(" ", 72);
        if (cut <= 0) break;
        pieces.push(rest.slice(0, cut + 1));
        rest = rest.slice(cut + 1);
      }
      return [...pieces, rest].join("\n");
    })
    .join("\n");
}

function encodeBody(text: string, charset: Charset): Buffer | string {
  if (charset === "utf-8") return text;
  const encoded = iconv.encode(text, charset === "us-ascii" ? "ascii" : charset);
  if (iconv.decode(encoded, charset === "us-ascii" ? "ascii" : charset) !== text) throw new Error(`text does not fit ${charset}: ${text.slice(0, 60)}…`);
  return encoded;
}

/** A body part whose transfer encoding is the one asked for, not the one MimeNode would pick (e.g. Thunderbird's 8bit). */
class BodyNode extends MimeNode {
  constructor(
    contentType: string,
    private readonly fixedEncoding: TransferEncoding | undefined,
  ) {
    super(contentType);
  }

  override getTransferEncoding(): string {
    return this.fixedEncoding ?? super.getTransferEncoding();
  }
}

function bodyPart(type: "text/plain" | "text/html", body: string, spec: MessageSpec): MimeNode {
  const charset = spec.charset ?? "utf-8";
  const flowed = type === "text/plain" && spec.flowed === true;
  const text = (flowed ? wrapFlowed(body) : body).replace(/\r?\n/g, "\r\n");
  // Non-UTF-8 text is quoted-printable unless asked otherwise, as Outlook and Apple Mail send it.
  const encoding = spec.encoding ?? (charset === "utf-8" ? undefined : "quoted-printable");
  const node = new BodyNode(`${type}; charset=${charset === "utf-8" ? "UTF-8" : charset}${flowed ? "; format=flowed" : ""}`, encoding);
  return node.setContent(encodeBody(text, charset));
}

function alternativeOrSingle(spec: MessageSpec, seed: string): MimeNode {
  if (spec.text !== undefined && spec.html !== undefined) {
    const alternative = new MimeNode(`multipart/alternative; boundary="${boundaryFor(spec.client, seed + "alt")}"`);
    alternative.appendChild(bodyPart("text/plain", spec.text, spec));
    alternative.appendChild(bodyPart("text/html", spec.html, spec));
    return alternative;
  }
  return spec.html !== undefined ? bodyPart("text/html", spec.html, spec) : bodyPart("text/plain", spec.text ?? "", spec);
}

async function attachmentNode(attachment: AttachmentSpec, seed: string): Promise<MimeNode> {
  if (attachment.kind === "document") {
    return new MimeNode(DOCUMENT_TYPES[attachment.format], { filename: attachment.filename })
      .setHeader("Content-Disposition", "attachment")
      .setHeader("Content-Transfer-Encoding", "base64")
      .setContent(await documentBytes(attachment.format, attachment.lines));
  }
  if (attachment.kind === "file") {
    if (attachment.encoding === "7bit") {
      return new BodyNode(attachment.contentType, "7bit").setContent(attachment.content.replace(/\r?\n/g, "\r\n"));
    }
    return new MimeNode(attachment.contentType, attachment.filename ? { filename: attachment.filename } : {})
      .setHeader("Content-Disposition", "attachment")
      .setHeader("Content-Transfer-Encoding", "base64")
      .setContent(Buffer.from(attachment.content, "utf8"));
  }
  const inner = await renderMessage(attachment.message, seed);
  const filename = attachment.filename ?? `${attachment.message.subject.replace(/[^\w -]+/g, "").trim()}.eml`;
  if (attachment.asOctetStream) {
    return new MimeNode("application/octet-stream", { filename }).setHeader("Content-Disposition", "attachment").setContent(inner);
  }
  const eightBit = inner.some((byte) => byte > 0x7f);
  return new MimeNode("message/rfc822", { filename })
    .setHeader("Content-Disposition", "attachment")
    .setHeader("Content-Transfer-Encoding", eightBit ? "8bit" : "7bit")
    .setContent(inner);
}

/** Headers MimeNode formats itself (addresses, ids, dates); the others are written as given when ASCII. */
const STRUCTURED_HEADERS = new Set(["From", "To", "Cc", "Reply-To", "Date", "Message-ID"]);

export async function renderMessage(spec: MessageSpec, seed: string): Promise<Buffer> {
  const attachments = spec.attachments ?? [];
  let root: MimeNode;
  if (attachments.length > 0) {
    root = new MimeNode(`${spec.rootType ?? "multipart/mixed"}; boundary="${boundaryFor(spec.client, seed)}"`);
    root.appendChild(alternativeOrSingle(spec, seed));
    for (const [index, attachment] of attachments.entries()) root.appendChild(await attachmentNode(attachment, `${seed}:attachment${index}`));
  } else {
    root = alternativeOrSingle(spec, seed);
  }
  const headerList: Array<[string, string]> = [
    ...(spec.headers ?? []),
    ["From", spec.from],
    ["To", spec.to],
    ...(spec.cc ? ([["Cc", spec.cc]] as Array<[string, string]>) : []),
    ...(spec.replyTo ? ([["Reply-To", spec.replyTo]] as Array<[string, string]>) : []),
    ["Subject", spec.subject],
    ["Date", formatDate.rfc5322(parseWallClock(spec.date))],
    ["Message-ID", messageIdFor(spec.client, seed, spec.from)],
    ...CLIENT_HEADERS[spec.client],
    ["MIME-Version", "1.0"],
  ];
  for (const [key, value] of headerList) {
    if (value === "") continue;
    // Clients send plain ASCII subjects and trace headers as they are; MimeNode would encode quotes in them.
    const asIs = !STRUCTURED_HEADERS.has(key) && /^[\x20-\x7e]*$/.test(value);
    // nodemailer documents { prepared, value } header values; its type declarations only list strings.
    root.addHeader(key, asIs ? ({ prepared: true, foldLines: true, value } as unknown as string) : value);
  }
  return root.build();
}
