import iconv from "iconv-lite";
import * as base64 from "nodemailer/lib/base64";
import * as quotedPrintable from "nodemailer/lib/qp";
import { COACH_MAILBOX, WRAPPERS } from "../../../tests/unit/pipeline/fixtures";
import { answerQuoting, coachMessage, quotedLines, senderOf } from "./message";
import type { CorpusEmail, Transform, Variant } from "./transform";

const INBOX_ADDRESS = "ellis-k3@in.inboxscout.app";

/** No corpus email names her (the robustness check's own coach shares a name with one athlete). */
const COLLEAGUE_NAME = "Dale Vanterpool";

interface Mailbox {
  name: string;
  address: string;
}

/**
 * Who passes the email on once more: a colleague at the college the email reached (the coach's own domain, or the
 * addressee's when an outsider wrote straight to a college address), else a colleague at a college of her own for mail
 * a sender addressed to InboxScout itself. A coach forwarding from a public mailbox has no colleague's address to
 * share, so her email is not passed on (null).
 */
function colleagueOf(message: CorpusEmail["message"], atDomain = (college: string) => college): Mailbox | null {
  const sender = senderOf(message);
  const addressee = [message.to ?? []].flat()[0]?.value[0]?.address ?? "";
  const college = [sender.address, addressee].map((address) => address.split("@")[1]?.toLowerCase() ?? "").find((domain) => domain.endsWith(".edu"));
  if (college) return { name: COLLEAGUE_NAME, address: `dvanterpool@${atDomain(college)}` };
  if (addressee.endsWith("inboxscout.app")) return { name: COLLEAGUE_NAME, address: "dvanterpool@state.edu" };
  return null;
}

/**
 * The email's own text part, when its text is all there is: an inline forward of one carrying files or attached emails
 * would lose them, and an HTML-only email's text as mailparser renders it (table cells run together) is not what a
 * client would forward.
 */
function textOnly({ raw, message }: CorpusEmail): string | null {
  if (!message.text || !/^content-type:[ \t]*text\/plain/imu.test(raw.toString("latin1"))) return null;
  return message.attachments.some((attachment) => attachment.contentDisposition !== "inline") ? null : message.text;
}

/** A short note half of the forwards carry, so that forwards with and without one are both measured. */
function noteFor(email: CorpusEmail): string {
  return email.label.file.length % 2 ? "FYI - see below" : "";
}

interface PassedOn {
  /** The subject's prefix: "Fwd:", or "RE:" for a reply. */
  prefix?: string;
  /** The colleague's mail domain, from the college's. */
  atDomain?: (college: string) => string;
}

/** The email passed on once more by a colleague, in `client`'s forward with `note` above it. */
export function forwardedAgain(email: CorpusEmail, client: string, note: string, { prefix = "Fwd:", atDomain }: PassedOn = {}): Variant | null {
  const { message, label } = email;
  const text = textOnly(email);
  const colleague = colleagueOf(message, atDomain);
  if (!text || !colleague) return null;
  const sender = senderOf(message);
  const marker = "\u0000body\u0000";
  // The fixtures' wrappers write their own coach as the recipient: the colleague it now reached is written instead.
  const wrapped = WRAPPERS[client]!({ fromName: sender.name, fromAddress: sender.address, subject: message.subject ?? "", body: marker }, note)
    .replace(`${COACH_MAILBOX.name} <${COACH_MAILBOX.address}>`, `${colleague.name} <${colleague.address}>`)
    .replace(`To: ${COACH_MAILBOX.name}\n`, `To: ${colleague.name}\n`)
    .replace(COACH_MAILBOX.address, colleague.address);
  return { raw: fromColleague(colleague, coachMessage(`${prefix} ${message.subject ?? ""}`, wrapped.replace(marker, () => text), variantHeaders(email))), label };
}

function forwardedAgainThrough(client: string): Transform {
  return {
    name: `forwarded again through ${client}`,
    why: `A colleague passes the coach's forward on to InboxScout in ${client}'s forward, every other one without a note.`,
    apply: (email) => forwardedAgain(email, client, noteFor(email)),
  };
}

const variantHeaders = (email: CorpusEmail) => ({ messageId: `again-${email.label.file}@robustness.example`, date: email.message.date });

/** coachMessage writes the robustness check's coach as the sender: the colleague sends instead. */
function fromColleague(colleague: Mailbox, raw: string): string {
  return raw.replace(/^From: [^\r\n]*/u, `From: ${colleague.name} <${colleague.address}>`);
}

/** Transfer headers, folded lines included: the variant writes its own. */
const CONTENT_HEADERS = /^(?:content-[\w-]+|mime-version):[^\r\n]*(?:\r\n[ \t][^\r\n]*)*\r\n/gimu;

/** The same message, its text alone, under other transfer headers: what another client's send step makes of it. */
function reencoded(email: CorpusEmail, contentType: string, encoding: string, body: string): Variant | null {
  // Header bytes kept as they are (latin1 maps each byte to one character); the new body is UTF-8.
  const raw = email.raw.toString("latin1");
  const split = raw.indexOf("\r\n\r\n");
  if (split < 0) return null;
  const headers = `${raw.slice(0, split)}\r\n`.replace(CONTENT_HEADERS, "");
  const transfer = `MIME-Version: 1.0\r\nContent-Type: ${contentType}\r\nContent-Transfer-Encoding: ${encoding}\r\n\r\n`;
  return { raw: Buffer.concat([Buffer.from(headers + transfer, "latin1"), Buffer.from(body, "utf8")]), label: email.label };
}

const escapeHtml = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** Text as Gmail's composer writes it: a div a line, an empty line as <div><br></div>, links as anchors. */
function gmailHtml(text: string): string {
  const lines = text.replace(/\r\n/g, "\n").split("\n");
  const html = lines.map((line) => (line.trim() ? `<div>${escapeHtml(line).replace(/(https?:\/\/[^\s<]+)/g, '<a href="$1">$1</a>')}</div>` : "<div><br></div>"));
  return `<div dir="ltr">${html.join("")}</div>`;
}

/** Text as Outlook's composer writes it: a MsoNormal paragraph a line, an empty one holding a non-breaking space. */
function outlookHtml(text: string): string {
  const lines = text.replace(/\r\n/g, "\n").split("\n");
  // Its forward's header labels are bold ("<b>From:</b> …").
  const paragraphs = lines.map((line) => `<p class="MsoNormal">${line.trim() ? escapeHtml(line).replace(/ {2}/g, " &nbsp;").replace(/^(From|Sent|To|Cc|Subject|Date):/u, "<b>$1:</b>") : "<o:p>&nbsp;</o:p>"}</p>`);
  return `<html><head><meta http-equiv="Content-Type" content="text/html; charset=utf-8"></head><body lang="EN-US"><div class="WordSection1">\r\n${paragraphs.join("\r\n")}\r\n</div></body></html>`;
}

/** Greedy hard wrap at `width` columns, as a client without format=flowed sends; a word longer than the line (a link) is left whole. */
function hardWrapped(text: string, width: number, flowed: boolean): string {
  return text
    .replace(/\r\n/g, "\n")
    .split("\n")
    .flatMap((line) => {
      if (line.length <= width || (flowed && /^(?:>|-- $)/u.test(line))) return [line];
      // A quoted line's pieces are each quoted again, as Thunderbird rewraps a quote.
      const quote = /^(?:> ?)*/u.exec(line)![0];
      const pieces: string[] = [];
      let current = "";
      for (const word of line.split(" ")) {
        if (current && current.length + 1 + word.length > width) {
          pieces.push(flowed ? `${current} ` : current);
          current = `${quote}${word}`;
        } else current = current ? `${current} ${word}` : word;
      }
      pieces.push(current);
      return pieces;
    })
    .join("\r\n");
}

/** A confidentiality notice a college's mail server adds under every message it sends out. */
const DISCLAIMER = [
  "________________________________",
  "CONFIDENTIALITY NOTICE: This email and any attachments are intended only for the named recipient(s) and may contain",
  "information protected under FERPA or otherwise privileged. If you are not the intended recipient, please notify the",
  "sender at once and delete this message. Any review, use or distribution by others is prohibited.",
].join("\n");

/**
 * Changes on the way to InboxScout: the same email forwarded once more, through another mail client, in
 * another MIME shape. Nothing the athlete wrote changes, so neither may the label.
 */
export const TRANSPORT_TRANSFORMS: Transform[] = [
  ...Object.keys(WRAPPERS).map(forwardedAgainThrough),
  {
    name: "forwarded again as an attachment",
    why: "A colleague forwards the coach's email as an attachment (Outlook's Forward as Attachment), with a short note.",
    apply: (email) => {
      const colleague = colleagueOf(email.message);
      if (!colleague) return null;
      const boundary = "robustness-attached";
      const head = [
        `From: ${colleague.name} <${colleague.address}>`,
        `To: ${INBOX_ADDRESS}`,
        `Subject: FW: ${(email.message.subject ?? "").replace(/[\r\n]+/g, " ")}`,
        `Date: ${(email.message.date ?? new Date("2025-03-03T12:42:00Z")).toUTCString()}`,
        `Message-ID: <attached-${email.label.file}@robustness.example>`,
        "MIME-Version: 1.0",
        `Content-Type: multipart/mixed; boundary="${boundary}"`,
        "",
        `--${boundary}`,
        'Content-Type: text/plain; charset="utf-8"',
        "",
        noteFor(email),
        "",
        `--${boundary}`,
        'Content-Type: message/rfc822; name="forwarded message.eml"',
        'Content-Disposition: attachment; filename="forwarded message.eml"',
        "",
        "",
      ].join("\r\n");
      // The attached message's own bytes, whatever its charset.
      return { raw: Buffer.concat([Buffer.from(head), email.raw, Buffer.from(`\r\n--${boundary}--\r\n`)]), label: email.label };
    },
  },
  {
    name: "HTML only, quoted-printable",
    why: "The coach's client sends HTML alone (no text part), a div a line as Gmail's composer writes, quoted-printable.",
    apply: (email) => {
      const text = textOnly(email);
      // A text part with tabs stands for an HTML table, which a div a line would not be.
      return text && !text.includes("\t") ? reencoded(email, 'text/html; charset="utf-8"', "quoted-printable", quotedPrintable.wrap(quotedPrintable.encode(gmailHtml(text)), 76)) : null;
    },
  },
  {
    name: "Outlook HTML only, base64",
    why: "Outlook sends HTML alone, a MsoNormal paragraph a line and &nbsp; in empty ones, base64-encoded.",
    apply: (email) => {
      const text = textOnly(email);
      const html = text && !text.includes("\t") ? outlookHtml(text) : null;
      return html ? reencoded(email, 'text/html; charset="utf-8"', "base64", base64.wrap(base64.encode(Buffer.from(html, "utf8")), 76)) : null;
    },
  },
  {
    name: "windows-1252, quoted-printable",
    why: "Outlook on Windows sends Western text in windows-1252 (curly quotes as 0x92), quoted-printable.",
    apply: (email) => {
      const text = textOnly(email)?.replace(/\r?\n/g, "\r\n");
      const bytes = text ? iconv.encode(text, "win1252") : null;
      // Text windows-1252 cannot hold (an emoji, Cyrillic) is sent as UTF-8 by the same client.
      if (!text || !bytes || iconv.decode(bytes, "win1252") !== text) return null;
      return reencoded(email, 'text/plain; charset="windows-1252"', "quoted-printable", quotedPrintable.wrap(quotedPrintable.encode(bytes), 76));
    },
  },
  {
    name: "base64 transfer encoding",
    why: "The coach's client encodes the text part in base64 (common for non-ASCII text and some mobile clients).",
    apply: (email) => {
      const text = textOnly(email);
      return text ? reencoded(email, 'text/plain; charset="utf-8"', "base64", base64.wrap(base64.encode(Buffer.from(text.replace(/\r?\n/g, "\r\n"), "utf8")), 76)) : null;
    },
  },
  {
    name: "hard-wrapped at 72 columns",
    why: "A client without format=flowed (Thunderbird's plain text, older Outlook) breaks every long line at 72 columns.",
    apply: (email) => {
      const text = textOnly(email);
      return text ? reencoded(email, 'text/plain; charset="utf-8"', "8bit", hardWrapped(text, 72, false)) : null;
    },
  },
  {
    name: "hard-wrapped at 76 columns, CRLF",
    why: "Outlook's plain text breaks long lines at 76 columns.",
    apply: (email) => {
      const text = textOnly(email);
      return text ? reencoded(email, 'text/plain; charset="utf-8"', "8bit", hardWrapped(text, 76, false)) : null;
    },
  },
  {
    name: "format=flowed at 72 columns",
    why: "Apple Mail and Thunderbird send format=flowed: soft breaks at 72 columns ending in a space, joined again by the reader.",
    apply: (email) => {
      const text = textOnly(email);
      return text ? reencoded(email, 'text/plain; charset="utf-8"; format=flowed', "8bit", hardWrapped(text, 72, true)) : null;
    },
  },
  {
    name: "bare LF line ends",
    why: "An mbox export or a delivery pipe hands the message over with LF line ends instead of CRLF.",
    apply: (email) => ({ raw: Buffer.from(email.raw.toString("latin1").replace(/\r\n/g, "\n"), "latin1"), label: email.label }),
  },
  {
    name: "non-breaking spaces",
    why: "Text converted from HTML or pasted from a document keeps non-breaking spaces after colons and in double spaces.",
    apply: (email) => {
      const text = textOnly(email);
      const changed = text?.replace(/: /g, ":\u00a0").replace(/ {2}/g, " \u00a0");
      return text && changed !== text ? reencoded(email, 'text/plain; charset="utf-8"', "8bit", changed!.replace(/\r?\n/g, "\r\n")) : null;
    },
  },
  {
    name: "confidentiality notice appended",
    why: "The coach's college mail server appends its confidentiality notice, under an Outlook line, to every message sent out.",
    apply: (email) => {
      const text = senderOf(email.message).address.endsWith(".edu") ? textOnly(email) : null;
      return text ? reencoded(email, 'text/plain; charset="utf-8"', "8bit", `${text.trimEnd()}\n\n${DISCLAIMER}\n`.replace(/\r?\n/g, "\r\n")) : null;
    },
  },
  {
    name: "forwarded again from a phone",
    why: "A colleague forwards the email from her iPhone: a short note, the phone's tagline, then Apple Mail's forward.",
    apply: (email) => forwardedAgain(email, "appleMail", "Worth a look\n\nSent from my iPhone"),
  },
  {
    name: "forwarded again from iPhone Mail",
    why: "A colleague forwards the email from iPhone Mail, which quotes the whole forward, its header included, with \"> \".",
    apply: (email) => {
      const text = textOnly(email);
      const colleague = colleagueOf(email.message);
      if (!text || !colleague) return null;
      const sender = senderOf(email.message);
      const header = [`From: ${sender.name} <${sender.address}>`, "Date: March 3, 2025 at 7:42:00 AM EST", `To: ${colleague.name} <${colleague.address}>`, `Subject: ${email.message.subject ?? ""}`, ""];
      const forward = `Worth a look\n\nSent from my iPhone\n\nBegin forwarded message:\n\n${quotedLines([...header, text].join("\n"))}\n`;
      return { raw: fromColleague(colleague, coachMessage(`Fwd: ${email.message.subject ?? ""}`, forward, variantHeaders(email))), label: email.label };
    },
  },
  {
    name: "forwarded again from the athletics subdomain",
    why: "A colleague's mailbox is on the college's athletics subdomain (athletics.college.edu) while the coach's is on college.edu.",
    apply: (email) => forwardedAgain(email, "gmail", noteFor(email), { atDomain: (college) => `athletics.${college}` }),
  },
  {
    name: "answered in Outlook by a colleague",
    why: "A colleague answers the coach's forward in Outlook, copying InboxScout: her reply above Outlook's header block (RE:).",
    apply: (email) => forwardedAgain(email, "outlookLive", "Agreed, let's get her on the list.", { prefix: "RE:" }),
  },
  {
    name: "quoted in a colleague's reply",
    why: "A colleague answers the coach's forward, copying InboxScout: the whole email quoted under her reply with \"> \".",
    apply: (email) => {
      const text = textOnly(email);
      const colleague = colleagueOf(email.message);
      if (!text || !colleague) return null;
      const sender = senderOf(email.message);
      const reply = answerQuoting("Agreed, let's get her on the list.", sender, text);
      return { raw: fromColleague(colleague, coachMessage(`Re: ${email.message.subject ?? ""}`, reply, variantHeaders(email))), label: email.label };
    },
  },
];
