import type { IncomingHttpHeaders } from "node:http";
import busboy from "busboy";
import { INBOUND_LIMITS, INBOUND_MESSAGES } from "@machines/inbox/inboundLimits";
import { parseMailbox } from "@machines/shared/email";

/** The largest message we accept (what mail providers deliver at most), in bytes. */
export const MAX_INBOUND_BYTES = 25 * 1024 * 1024;

export interface InboundMessage {
  raw: Buffer;
  envelope: { from: string | null; to: string[] };
  /** The IP the sending server connected from, when the provider tells us (for SPF). */
  senderIp: string | null;
  /** "sample": the Settings test email, made by us (see account/testEmail.ts). */
  source: "sendgrid" | "rfc822" | "sample";
}

export class InboundRequestError extends Error {
  constructor(
    readonly status: 400 | 413 | 415,
    message: string,
  ) {
    super(message);
  }
}

const addresses = (values: Array<string | null | undefined>) =>
  values.flatMap((value) => (value ?? "").split(",")).flatMap((value) => {
    const mailbox = parseMailbox(value.replace(/^.*<([^>]*)>.*$/, "$1"));
    return mailbox ? [mailbox.address] : [];
  });

/**
 * Reads an inbound delivery: SendGrid Inbound Parse in raw mode (multipart with the whole MIME
 * message in `email` and the SMTP envelope as JSON in `envelope`), or the message itself posted as
 * `message/rfc822` with the envelope in X-Envelope-From / X-Envelope-To. A message for more
 * recipients than one coach's forward has is refused whole: one message must not probe a hundred
 * guessed forwarding addresses at once.
 */
export async function parseInboundRequest(headers: IncomingHttpHeaders, body: Buffer): Promise<InboundMessage> {
  const message = await readInboundRequest(headers, body);
  if (new Set(message.envelope.to).size > INBOUND_LIMITS.recipientsPerMessage) throw new InboundRequestError(400, INBOUND_MESSAGES.tooManyRecipients);
  return message;
}

async function readInboundRequest(headers: IncomingHttpHeaders, body: Buffer): Promise<InboundMessage> {
  if (body.length > MAX_INBOUND_BYTES) throw new InboundRequestError(413, `Message too large: the limit is ${MAX_INBOUND_BYTES / 1024 / 1024} MB`);
  const type = (headers["content-type"] ?? "").toLowerCase();
  if (type.startsWith("message/rfc822")) {
    if (body.length === 0) throw new InboundRequestError(400, "Empty message");
    return {
      raw: body,
      envelope: { from: addresses([header(headers, "x-envelope-from")])[0] ?? null, to: addresses([header(headers, "x-envelope-to")]) },
      senderIp: header(headers, "x-sender-ip") ?? null,
      source: "rfc822",
    };
  }
  if (type.startsWith("multipart/form-data")) return parseSendGrid(headers, body);
  throw new InboundRequestError(415, "Send the message as message/rfc822 or as SendGrid Inbound Parse (raw) multipart/form-data");
}

function header(headers: IncomingHttpHeaders, name: string): string | undefined {
  const value = headers[name];
  return Array.isArray(value) ? value.join(",") : value;
}

function parseSendGrid(headers: IncomingHttpHeaders, body: Buffer): Promise<InboundMessage> {
  return new Promise((resolve, reject) => {
    const fields: Record<string, Buffer> = {};
    let parser: busboy.Busboy;
    try {
      // latin1 maps every byte to one character, so the message's own bytes come back unchanged.
      parser = busboy({ headers, defCharset: "latin1", limits: { fieldSize: MAX_INBOUND_BYTES, fileSize: MAX_INBOUND_BYTES, files: 5, fields: 50 } });
    } catch (error) {
      reject(new InboundRequestError(400, `Unreadable multipart body: ${error instanceof Error ? error.message : String(error)}`));
      return;
    }
    const collect = (name: string, data: Buffer) => (fields[name] = Buffer.concat([fields[name] ?? Buffer.alloc(0), data]));
    parser.on("field", (name, value) => collect(name, Buffer.from(value, "latin1")));
    // SendGrid may send the message as a file part too; either way it is the `email` part.
    parser.on("file", (name, stream) => stream.on("data", (data: Buffer) => collect(name, data)));
    parser.on("error", (error) => reject(new InboundRequestError(400, `Unreadable multipart body: ${error instanceof Error ? error.message : String(error)}`)));
    parser.on("close", () => {
      const raw = fields.email;
      if (!raw?.length) return reject(new InboundRequestError(400, "No `email` part: enable 'POST the raw, full MIME message' in Inbound Parse"));
      let envelope: { from?: string; to?: string[] | string } = {};
      try {
        envelope = JSON.parse(fields.envelope?.toString("utf8") ?? "{}");
      } catch {
        return reject(new InboundRequestError(400, "The `envelope` part is not JSON"));
      }
      resolve({
        raw,
        envelope: { from: addresses([envelope.from])[0] ?? null, to: addresses(Array.isArray(envelope.to) ? envelope.to : [envelope.to]) },
        senderIp: fields.sender_ip?.toString("utf8").trim() || null,
        source: "sendgrid",
      });
    });
    parser.end(body);
  });
}
