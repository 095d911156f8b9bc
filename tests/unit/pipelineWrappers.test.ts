import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { processRawEmail, processTextEmail, toExtractLine } from "../../functions/src/pipeline/index.ts";
import { parseMime } from "../../functions/src/pipeline/mime/parseMime.ts";
import { corpusLabelSchema } from "../pipeline/corpus/labelSchema.ts";
import { SPLIT_DIRS } from "../pipeline/corpus/splits.ts";

/**
 * What the engine reads from an email does not depend on how it reached the coach: every tuning email written straight
 * to her is read the same when she forwards it from Gmail, Outlook (web and 2013) or Apple Mail, and when its writer's
 * client sent it as HTML only (Gmail's divs, Outlook's MsoNormal paragraphs). Only the tuning split is read.
 */
const when = new Date("2026-11-20T12:00:00Z");
const COACH = { name: "Kelly Walker", address: "kwalker@northfield.edu" };
const dir = SPLIT_DIRS.tuning;
const files = readFileSync(join(dir, "labels.jsonl"), "utf8")
  .split("\n")
  .filter((line) => line.trim() !== "")
  .map((line) => corpusLabelSchema.parse(JSON.parse(line)).file);

interface Original {
  file: string;
  raw: Buffer;
  from: { name: string | null; address: string | null };
  subject: string;
  body: string;
  /** Sent straight by its writer, as plain text: not a forward or reply, nothing attached. */
  direct: boolean;
}

async function originals(): Promise<Original[]> {
  const read: Original[] = [];
  for (const file of files) {
    const raw = readFileSync(join(dir, file));
    const parsed = await parseMime(raw);
    const plainText = /content-type:[ \t]*text\/plain/iu.test(raw.toString("latin1"));
    if (!plainText || !parsed.from || !parsed.body.trim() || parsed.attachments.length || parsed.attachedMessages.length) continue;
    const direct = !/\.edu$/iu.test(parsed.from.address ?? "") && !/^\s*(?:re|fwd?|fw)\s*:/iu.test(parsed.subject) && !/forwarded message|original message|^[ \t>]*from:|wrote:/imu.test(parsed.body);
    read.push({ file, raw, from: parsed.from, subject: parsed.subject, body: parsed.body, direct });
  }
  return read;
}

const headerDate = "Mon, Mar 3, 2025 at 7:42 AM";
const WRAPPERS: Readonly<Record<string, (o: Original) => { subject: string; body: string }>> = {
  gmail: (o) => ({ subject: `Fwd: ${o.subject}`, body: `\n\n---------- Forwarded message ---------\nFrom: ${o.from.name} <${o.from.address}>\nDate: ${headerDate}\nSubject: ${o.subject}\nTo: ${COACH.name} <${COACH.address}>\n\n\n${o.body}\n` }),
  outlookLive: (o) => ({ subject: `FW: ${o.subject}`, body: `\n\n________________________________\nFrom: ${o.from.name} <${o.from.address}>\nSent: Monday, March 3, 2025 7:42 AM\nTo: ${COACH.name} <${COACH.address}>\nSubject: ${o.subject}\n\n${o.body}\n` }),
  outlook2013: (o) => ({ subject: `FW: ${o.subject}`, body: `\n\nFrom: ${o.from.name} [mailto:${o.from.address}]\nSent: Monday, March 3, 2025 7:42 AM\nTo: ${COACH.name}\nSubject: ${o.subject}\n\n${o.body}\n` }),
  appleMail: (o) => ({ subject: `Fwd: ${o.subject}`, body: `\n\nBegin forwarded message:\n\nFrom: ${o.from.name} <${o.from.address}>\nSubject: ${o.subject}\nDate: March 3, 2025 at 7:42:00 AM EST\nTo: ${COACH.name} <${COACH.address}>\n\n${o.body}\n` }),
};

const escapeHtml = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
const HTML_STYLES: Readonly<Record<string, (body: string) => string>> = {
  gmailDivs: (body) => `<div dir="ltr">${body.split("\n").map((line) => (line.trim() ? `<div>${escapeHtml(line)}</div>` : "<div><br></div>")).join("")}</div>`,
  outlookParagraphs: (body) => `<html><body><div class=WordSection1>${body.split("\n").map((line) => `<p class=MsoNormal>${line.trim() ? escapeHtml(line) : "<o:p>&nbsp;</o:p>"}<o:p></o:p></p>`).join("\r\n")}</div></body></html>`,
};

function htmlOnly(o: Original, html: string): Buffer {
  const base64 = Buffer.from(html).toString("base64").replace(/.{76}/g, "$&\r\n");
  return Buffer.from(`From: ${o.from.name ?? ""} <${o.from.address}>\r\nTo: ${COACH.address}\r\nSubject: ${o.subject}\r\nDate: Mon, 3 Mar 2025 07:42:00 -0500\r\nMessage-ID: <${o.file}@html>\r\nMIME-Version: 1.0\r\nContent-Type: text/html; charset=utf-8\r\nContent-Transfer-Encoding: base64\r\n\r\n${base64}\r\n`);
}

/** The extract line without what names the message itself. */
function reading(line: ReturnType<typeof toExtractLine>) {
  return { is_recruiting: line.is_recruiting, sender_role: line.sender_role, athletes: line.athletes };
}

/** Each test reads every tuning email several times over (750 and growing): a minute alone, more on a shared machine. */
const EVERY_EMAIL_TIMEOUT = 300_000;

describe("the same email however it reached the coach", async () => {
  const read = await originals();

  it("reads a writer's email forwarded from each mail client as it reads the email itself", () => {
    const direct = read.filter((o) => o.direct);
    expect(direct.length).toBeGreaterThan(50);
    for (const original of direct) {
      const itself = reading(toExtractLine(processTextEmail({ subject: original.subject, body: original.body, from: original.from }, { receivedAt: when }), "x"));
      for (const [client, wrap] of Object.entries(WRAPPERS)) {
        const forwarded = wrap(original);
        expect(reading(toExtractLine(processTextEmail({ ...forwarded, from: COACH }, { receivedAt: when }), "x")), `${original.file} forwarded from ${client}`).toEqual(itself);
      }
    }
  }, EVERY_EMAIL_TIMEOUT);

  it("reads an email sent as HTML only as it reads its plain text", async () => {
    expect(read.length).toBeGreaterThan(400);
    // A plain text with tabs stands for a table, which HTML writes otherwise.
    for (const original of read.filter((o) => !o.body.includes("\t"))) {
      const asText = reading(toExtractLine(await processRawEmail(original.raw, { receivedAt: when }), "x"));
      for (const [style, render] of Object.entries(HTML_STYLES)) {
        const asHtml = reading(toExtractLine(await processRawEmail(htmlOnly(original, render(original.body)), { receivedAt: when }), "x"));
        expect(asHtml, `${original.file} as ${style}`).toEqual(asText);
      }
    }
  }, EVERY_EMAIL_TIMEOUT);
});
