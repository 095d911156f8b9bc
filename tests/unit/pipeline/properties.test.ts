import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { extractLineSchema } from "@machines/inbox/extractLine";
import { processedEmailSchema } from "@machines/inbox/processedEmail";
import { processRawEmail, processTextEmail, toExtractLine } from "../../../functions/src/pipeline/index";
import { MAYA, WRAPPERS } from "./fixtures";

async function expectValid(raw: Buffer | string) {
  const email = await processRawEmail(raw);
  const parsed = processedEmailSchema.safeParse(email);
  if (!parsed.success) throw new Error(JSON.stringify(parsed.error.issues.slice(0, 3)));
  expect(extractLineSchema.safeParse(toExtractLine(email, email.messageId)).success).toBe(true);
  if (!email.isRecruiting) expect(email.athlete).toBeNull();
}

const headerName = fc.constantFrom("From", "To", "Cc", "Subject", "Date", "Message-ID", "Content-Type", "Content-Transfer-Encoding", "Content-Disposition", "MIME-Version", "X-Anything");
const headerValue = fc.oneof(fc.string({ maxLength: 120 }), fc.constantFrom("multipart/mixed; boundary=\"b\"", "message/rfc822", "text/html; charset=\"iso-8859-1\"", "base64", "quoted-printable", "=?utf-8?B?w6k=?=", "<>", "\"Weird, Name\" <a@b>"));
const header = fc.tuple(headerName, headerValue).map(([name, value]) => `${name}: ${value}`);
const encoding = fc.constantFrom("7bit", "8bit", "base64", "quoted-printable", "x-unknown");
const contentType = fc.constantFrom("text/plain", "text/html", "message/rfc822", "application/octet-stream", "multipart/alternative; boundary=\"inner\"", "text/plain; charset=\"bogus\"");
const fragments = fc.constantFrom(MAYA.body, "---------- Forwarded message ---------\nFrom: X <x@y.z>\n", "<table><tr><td>Height</td><td>5'10\"</td></tr>", "=E2=80=99=\n", "Begin forwarded message:", "> quoted\n", "\u0000\uffff\ud800");
const body = fc.array(fc.oneof(fc.string({ maxLength: 200 }), fragments), { maxLength: 6 }).map((parts) => parts.join("\n"));
const part = fc.record({ headers: fc.array(header, { maxLength: 4 }), type: contentType, encoding, body }).map(
  ({ headers, type, encoding: transfer, body: text }) => [`Content-Type: ${type}`, `Content-Transfer-Encoding: ${transfer}`, ...headers, "", text].join("\r\n"),
);
const closing = fc.constantFrom("--b--", "", "--b");
const mime = fc.record({ headers: fc.array(header, { maxLength: 8 }), parts: fc.array(part, { maxLength: 4 }), closing }).map(({ headers, parts, closing: end }) =>
  [...headers, "MIME-Version: 1.0", 'Content-Type: multipart/mixed; boundary="b"', "", ...parts.flatMap((text) => ["--b", text]), end].join("\r\n"),
);

describe("the engine on any input", () => {
  it("never throws on any byte string, and its output validates", async () => {
    await fc.assert(fc.asyncProperty(fc.uint8Array({ maxLength: 2000 }), (bytes) => expectValid(Buffer.from(bytes))), { numRuns: 150 });
  });

  it("never throws on any MIME structure or header, and its output validates", async () => {
    await fc.assert(fc.asyncProperty(mime, (raw) => expectValid(raw)), { numRuns: 150 });
  });

  it("never throws on any forward wrapper around any text", async () => {
    const wrapper = fc.constantFrom(...Object.values(WRAPPERS));
    await fc.assert(
      fc.asyncProperty(wrapper, fc.string({ maxLength: 300 }), fc.string({ maxLength: 60 }), fc.string({ maxLength: 40 }), (wrap, text, subject, name) =>
        expectValid(`From: a@b.c\r\nSubject: ${subject.replace(/[\r\n]/g, " ")}\r\n\r\n${wrap({ fromName: name, fromAddress: "x@y.z", subject, body: text }, text)}`),
      ),
      { numRuns: 150 },
    );
  });

  it("gives schema-valid output for any subject and body", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 200 }), fc.string({ maxLength: 2000 }), (subject, text) => {
        expect(processedEmailSchema.safeParse(processTextEmail({ subject, body: text })).success).toBe(true);
      }),
      { numRuns: 200 },
    );
  });
});

describe("the engine on the labelled corpus", () => {
  it("gives schema-valid output for every corpus email", async () => {
    const dir = join(import.meta.dirname, "../../pipeline/corpus");
    const files = readdirSync(dir).filter((file) => file.endsWith(".eml"));
    expect(files.length).toBeGreaterThan(100);
    for (const file of files) await expectValid(readFileSync(join(dir, file)));
    // Every tuning email (750 and growing): seconds alone, a minute or more on a machine shared with other runs.
  }, 180_000);
});
