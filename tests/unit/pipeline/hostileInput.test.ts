/**
 * Mail built to break the MIME parser's limits or to smuggle bytes that are not text: the engine
 * recovers what it can (the Message-ID, sender, subject and the athlete), says in its warnings what it
 * gave up, and nothing but text reaches a field. Times are CPU seconds, as in boundedWork.test.ts.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { ATHLETE_FIELDS } from "@machines/inbox/extractedAthlete";
import { processedEmailSchema, type ProcessedEmail } from "@machines/inbox/processedEmail";
import { processRawEmail, processTextEmail } from "../../../functions/src/pipeline/index";
import { MAX_MESSAGE_BYTES, MAX_MIME_PARTS } from "../../../functions/src/pipeline/limits";
import { CHARSET_REPAIRED } from "../../../functions/src/pipeline/text";
import { ATHLETE_PART, multipart, pathologicalEmails, rawMimeMessage } from "../../../scripts/pipeline/pathologicalEmails";

const MAX_CPU_SECONDS = 1;

async function timed(raw: string | Buffer): Promise<{ email: ProcessedEmail; cpuSeconds: number }> {
  const started = process.cpuUsage();
  const email = await processRawEmail(raw);
  const used = process.cpuUsage(started);
  return { email, cpuSeconds: (used.user + used.system) / 1e6 };
}

const PATHOLOGICAL = pathologicalEmails();

function pathological(name: string): string {
  const email = PATHOLOGICAL.find((candidate) => candidate.name === name);
  if (!email) throw new Error(`no pathological email named ${name}`);
  return email.raw;
}

/** What the header of every message in rawMimeMessage says, and the athlete its part names. */
function expectRecovered(email: ProcessedEmail) {
  expect(processedEmailSchema.safeParse(email).success).toBe(true);
  expect(email.messageId).toBe("maya-2027-oh@gmail.com");
  expect(email.from).toEqual({ address: "maya.thompson.vb@gmail.com", name: "Maya Thompson" });
  expect(email.subject).toBe("2027 OH - interested in your program");
  expect(email.athlete?.firstName?.value).toBe("Maya");
  expect(email.athlete?.gradYear?.value).toBe(2027);
}

beforeAll(async () => {
  // As a running function instance: modules loaded, patterns compiled.
  await processRawEmail(rawMimeMessage("text/plain", "Hi Coach, I'm Maya Thompson, a 2027 OH."));
});

describe("past the MIME parser's limits", () => {
  it("drops a header line over the parser's limit, reads the rest of the message, and says so", async () => {
    const { email, cpuSeconds } = await timed(pathological("a 1.2 MB header line"));
    expectRecovered(email);
    expect(email.text).not.toContain("X-Padding");
    expect(email.warnings).toContain("a header over mailparser's limit: only the fields the engine reads kept (X-Padding dropped)");
    expect(cpuSeconds).toBeLessThan(MAX_CPU_SECONDS);
  });

  it("keeps the fields the engine reads from a header of thousands of fields", async () => {
    const { email, cpuSeconds } = await timed(pathological("20,000 header fields"));
    expectRecovered(email);
    expect(email.warnings?.some((warning) => warning.startsWith("a header over mailparser's limit"))).toBe(true);
    expect(cpuSeconds).toBeLessThan(MAX_CPU_SECONDS);
  });

  it(`keeps the header and the first parts of a message with more than ${MAX_MIME_PARTS} parts`, async () => {
    const { email, cpuSeconds } = await timed(pathological("3,000 MIME parts"));
    expectRecovered(email);
    expect(email.warnings?.some((warning) => warning.startsWith(`more than ${MAX_MIME_PARTS} MIME parts`))).toBe(true);
    expect(cpuSeconds).toBeLessThan(MAX_CPU_SECONDS);
  });

  it(`reads the first ${MAX_MESSAGE_BYTES / 1024 / 1024} MB of a larger message`, async () => {
    const { email, cpuSeconds } = await timed(pathological("a 30 MB attachment"));
    expectRecovered(email);
    expect(email.warnings).toContain(`a message larger than ${MAX_MESSAGE_BYTES} bytes: only its first ${MAX_MESSAGE_BYTES} read`);
    expect(cpuSeconds).toBeLessThan(MAX_CPU_SECONDS);
  });

  it("says so when even that cannot be parsed (a part's own header over the limit), and reads the raw message as text", async () => {
    const hugePartHeader = `Content-Type: text/plain\r\nX-Padding: ${"a".repeat(1_200_000)}\r\n\r\nx`;
    const { email, cpuSeconds } = await timed(rawMimeMessage('multipart/mixed; boundary="b"', multipart("b", [ATHLETE_PART, hugePartHeader])));
    expect(processedEmailSchema.safeParse(email).success).toBe(true);
    expect(email.warnings).toContain("not readable as MIME: the raw message read as plain text");
    expect(cpuSeconds).toBeLessThan(MAX_CPU_SECONDS);
  });

  it("reads an ordinary multipart message without a warning", async () => {
    const { email } = await timed(rawMimeMessage('multipart/mixed; boundary="b"', multipart("b", [ATHLETE_PART, "Content-Type: text/plain\r\n\r\nsent from my phone"])));
    expectRecovered(email);
    expect(email.warnings).toEqual([]);
  });
});

// C0 and C1 controls (tab and line breaks aside), lone surrogates and the replacement character.
const NOT_TEXT = /(?![\t\n\r])[\p{Cc}\p{Cs}\ufffd]/u;

function fieldTexts(email: ProcessedEmail): string[] {
  const athlete = email.athlete;
  const fields = athlete ? ATHLETE_FIELDS.map((key) => athlete[key]) : [];
  const contacts = (athlete?.contacts ?? []).flatMap((contact) => [contact.name, contact.email, contact.phone, contact.source.snippet]);
  const values = [...fields.flatMap((field) => (field ? [field.value, field.source.snippet].flat() : [])), ...contacts];
  return [email.subject, email.from?.name, email.originalFrom?.name, email.text, ...values].filter((value): value is string => typeof value === "string");
}

describe("bytes that are not text", () => {
  it("keeps invalid UTF-8 and control characters out of every field, and says the charset was repaired", async () => {
    const header = "From: Maya\u0007 Thompson <maya.thompson.vb@gmail.com>\r\nSubject: 2027 OH\u0000 - interested\r\nDate: Mon, 16 Nov 2026 18:00:00 -0600\r\nMIME-Version: 1.0\r\nContent-Type: text/plain; charset=utf-8\r\nContent-Transfer-Encoding: 8bit\r\n\r\n";
    const body = Buffer.concat([
      Buffer.from("Hi Coach,\nMy name is Maya Thom"),
      Buffer.from([0xff, 0xfe]),
      Buffer.from("pson\u0001, a 2027 OH from Lexington, KY. I play club for KJV\u001b 17 Elite\u0081.\nCell: (859) 555-0142\n"),
    ]);
    const { email } = await timed(Buffer.concat([Buffer.from(header), body]));
    expect(email.athlete?.lastName?.value).toBe("Thompson");
    expect(email.athlete?.clubTeam?.value).toBe("KJV 17 Elite");
    for (const text of fieldTexts(email)) expect(text).not.toMatch(NOT_TEXT);
    expect(email.warnings).toContain(CHARSET_REPAIRED);
  });

  it("cleans text input too (the batch command's .jsonl)", () => {
    const email = processTextEmail({ subject: "2027 OH\u0000", body: "Hi Coach,\nMy name is Maya Thompson\ud800, a 2027 OH from Lexington, KY.\u0002\n" }, { receivedAt: new Date("2026-11-16T12:00:00Z") });
    expect(email.athlete?.lastName?.value).toBe("Thompson");
    for (const text of fieldTexts(email)) expect(text).not.toMatch(NOT_TEXT);
  });
});

describe("the CPU-time limit", () => {
  it("returns what it has, with a time-limit warning, once the message's CPU time is spent", async () => {
    const email = await processRawEmail(rawMimeMessage("text/plain", "Hi Coach, I'm Maya Thompson, a 2027 OH."), { cpuLimitMs: 0 });
    expect(processedEmailSchema.safeParse(email).success).toBe(true);
    expect(email.athlete).toBeNull();
    expect(email.warnings?.some((warning) => warning.startsWith("time limit reached"))).toBe(true);
  });
});
