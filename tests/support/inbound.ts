import { randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import { dkimSign } from "mailauth";
import { LOCAL_SECRETS, TEST_STACK } from "../../scripts/local/stackConfig.ts";
import type { TestClient } from "./clientApp";
import { MailComposer, SMTPConnection } from "./mailComposer";
import { coachWithTrial } from "./onboardingFlow";
import { TEST_URLS } from "./testStack";


const LOCAL_DKIM_KEY = readFileSync(new URL("./mailAuth/local-dkim-private.pem", import.meta.url), "utf8");

export interface ForwardOptions {
  from: string;
  to: string;
  subject: string;
  /** The forwarded message's text (what the athlete wrote). */
  original: { from: string; subject: string; body: string };
  /** The coach's own words above the forward. */
  note?: string;
  messageId?: string;
  date?: Date;
  /** The From field exactly as written, when it is not simply `from` (a forged or odd header). */
  fromField?: string;
  /** Files attached to the forward (a mail client re-attaches the original's). */
  attachments?: { filename: string; content: Buffer; contentType: string }[];
}

/** A coach's Gmail-style forward of a recruiting email, as raw RFC 5322 bytes. */
export async function forwardedMessage(options: ForwardOptions): Promise<Buffer> {
  const text = [
    options.note ?? "",
    "",
    "---------- Forwarded message ---------",
    `From: ${options.original.from}`,
    `Date: ${(options.date ?? new Date()).toUTCString()}`,
    `Subject: ${options.original.subject}`,
    `To: <${options.from}>`,
    "",
    options.original.body,
  ].join("\n");
  const raw = await new MailComposer({
    from: options.from,
    to: options.to,
    subject: options.subject,
    text,
    date: options.date ?? new Date(),
    ...(options.messageId ? { messageId: options.messageId } : {}),
    ...(options.attachments ? { attachments: options.attachments } : {}),
  })
    .compile()
    .build();
  if (options.fromField === undefined) return raw;
  const headerEnd = raw.indexOf("\r\n\r\n");
  const headers = raw.subarray(0, headerEnd).toString("utf8").replace(/^From: .*$/m, `From: ${options.fromField}`);
  return Buffer.concat([Buffer.from(headers), raw.subarray(headerEnd)]);
}

/** Signs a message with the local DKIM key (selector "local"), as the sender's domain's server would. */
export async function signed(raw: Buffer, domain: string): Promise<Buffer> {
  // mailauth's typings name the fields at the top level; the signer reads them from signatureData.
  const options = { signatureData: [{ signingDomain: domain, selector: "local", privateKey: LOCAL_DKIM_KEY }] };
  const { signatures } = await dkimSign(raw, options as unknown as Parameters<typeof dkimSign>[1]);
  return Buffer.concat([Buffer.from(signatures), raw]);
}

export interface Delivery {
  envelopeFrom: string;
  envelopeTo: string[];
  /** Where the sending server connected from; the local DNS lets SPF pass only for this machine. */
  senderIp?: string;
  secret?: string;
}

/** Posts a message to receiveEmail the way the local SMTP ingress (and a plain provider) does. */
export async function postInbound(raw: Buffer, delivery: Delivery): Promise<{ status: number; body: Record<string, unknown> }> {
  const response = await fetch(TEST_URLS.receiveEmail, {
    method: "POST",
    headers: {
      Authorization: `Bearer ${delivery.secret ?? LOCAL_SECRETS.INBOUND_SECRET}`,
      "Content-Type": "message/rfc822",
      "X-Envelope-From": delivery.envelopeFrom,
      "X-Envelope-To": delivery.envelopeTo.join(","),
      "X-Sender-Ip": delivery.senderIp ?? "127.0.0.1",
    },
    body: new Uint8Array(raw),
  });
  return { status: response.status, body: (await response.json().catch(() => ({}))) as Record<string, unknown> };
}

/** What the SMTP ingress answered to one message: the recipients it took, and its reply to each one it refused. */
export interface SmtpOutcome {
  accepted: string[];
  refused: Record<string, string>;
}

/**
 * One SMTP connection to the test stack's inbound server, as a sending mail server opens it:
 * each `send` is one message (MAIL FROM, a RCPT per recipient, DATA when any was taken).
 */
export async function inboundSmtpConnection() {
  const connection = new SMTPConnection({ host: "127.0.0.1", port: TEST_STACK.ports.inboundSmtp, secure: false, ignoreTLS: true });
  await new Promise<void>((resolve, reject) => {
    connection.once("error", reject);
    connection.connect(() => resolve());
  });
  return {
    send: (from: string, to: string[], raw: Buffer) =>
      new Promise<SmtpOutcome>((resolve, reject) => {
        connection.send({ from, to }, raw, (error, info) => {
          const refusedErrors = ((error?.code === "EENVELOPE" ? (error as { rejectedErrors?: unknown }).rejectedErrors : info?.rejectedErrors) ?? []) as RefusedRecipient[];
          if (error && error.code !== "EENVELOPE") return reject(error);
          const refused = Object.fromEntries(refusedErrors.map((refusal) => [refusal.recipient, refusal.response]));
          // After a message with no recipient left, the connection is reset before the next one.
          if (error) connection.reset(() => resolve({ accepted: [], refused }));
          else resolve({ accepted: info.accepted, refused });
        });
      }),
    close: () => connection.quit(),
  };
}

/** nodemailer's error for one refused RCPT: the recipient and the server's reply. */
type RefusedRecipient = { recipient: string; response: string };

/** An athlete's self-introduction, varied by the caller. */
export function athleteIntroduction(athlete: { first: string; last: string; email: string; phone?: string; gradYear?: number; club?: string; state?: string }) {
  return {
    from: `${athlete.first} ${athlete.last} <${athlete.email}>`,
    subject: `${athlete.gradYear ?? 2027} OH interested in your program`,
    body: [
      `Hi Coach! My name is ${athlete.first} ${athlete.last} and I'm a ${athlete.gradYear ?? 2027} outside hitter (6'1") from Lexington, ${athlete.state ?? "KY"}.`,
      `I play for ${athlete.club ?? "KJV 17 Elite"} and have a 3.9 GPA. Highlights: https://www.youtube.com/watch?v=${athlete.last.toLowerCase()}1`,
      "",
      `${athlete.first} ${athlete.last}`,
      athlete.email,
      ...(athlete.phone ? [athlete.phone] : []),
    ].join("\n"),
  };
}

/**
 * A question signed by a person, with one line far past what the engine's patterns are handed: the engine
 * splits it and says so, so the email waits for the coach ('Needs review') although it reads as no introduction.
 */
export function unsureQuestion(first: string, last: string) {
  return {
    from: `${first} ${last} <${`${first}.${last}.${randomUUID().slice(0, 6)}`.toLowerCase()}@gmail.com>`,
    subject: "Question about your program",
    body: `Hi Coach,\n\n${"I wanted to ask a few questions about your program and the spring schedule. ".repeat(30)}\n\nThanks,\n${first} ${last}`,
  };
}

/** A coach with a running trial (their browser client too) and what forwarding mail to them takes. */
export async function forwardingCoach(client: () => Promise<TestClient>, label = "inbox") {
  const { coach: browser, email, account } = await coachWithTrial(client, label);
  const uid = browser.uid!;
  const forward = async (original: ReturnType<typeof athleteIntroduction>, extra: { messageId?: string; from?: string; senderIp?: string; attachments?: ForwardOptions["attachments"] } = {}) => {
    const from = extra.from ?? email;
    const raw = await forwardedMessage({ from, to: account.forwardingAddress, subject: `Fwd: ${original.subject}`, original, note: "Another one.", messageId: extra.messageId, attachments: extra.attachments });
    return postInbound(raw, { envelopeFrom: from, envelopeTo: [account.forwardingAddress], senderIp: extra.senderIp });
  };
  return { uid, email, account, browser, forward };
}

/** An original message as it sits in a coach's exported mail folder (not forwarded). */
export function originalMessage(original: { from: string; subject: string; body: string }, to: string): Promise<Buffer> {
  return new MailComposer({ from: original.from, to, subject: original.subject, text: original.body, date: new Date() }).compile().build();
}
