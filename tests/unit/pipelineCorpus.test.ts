import { createRequire } from "node:module";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { corpusLabelSchema, SOFTBALL_POSITIONS, VOLLEYBALL_POSITIONS, type CorpusLabel } from "../pipeline/corpus/labelSchema.ts";
import { Warnings } from "../../functions/src/pipeline/limits.ts";
import { readAttachments } from "../../functions/src/pipeline/mime/attachmentText.ts";
import { CORPUS_SPLITS, HELD_OUT_SPLITS, MIN_HELD_OUT_SHARE, SPLIT_DIRS, type CorpusSplit } from "../pipeline/corpus/splits.ts";

const labelsOf = (split: CorpusSplit): CorpusLabel[] =>
  readFileSync(join(SPLIT_DIRS[split], "labels.jsonl"), "utf8")
    .split("\n")
    .filter((line) => line.trim() !== "")
    .map((line) => corpusLabelSchema.parse(JSON.parse(line)));
const LABELS = Object.fromEntries(CORPUS_SPLITS.map((split) => [split, labelsOf(split)])) as Record<CorpusSplit, CorpusLabel[]>;
const emlFilesOf = (split: CorpusSplit) => readdirSync(SPLIT_DIRS[split]).filter((file) => file.endsWith(".eml"));

/** The part of mailparser's result these checks read (mailparser ships no type declarations). */
interface ParsedMail {
  from?: { text: string };
  to?: { text: string };
  subject?: string;
  messageId?: string;
  text?: string;
  html?: string | false;
  attachments: Array<{ contentType: string; content: Buffer; filename?: string }>;
}
type SimpleParser = (source: Buffer) => Promise<ParsedMail>;

// mailparser is a dependency of the functions' pipeline; when a checkout lacks it, the header checks still run.
function loadSimpleParser(): SimpleParser | null {
  try {
    return (createRequire(import.meta.url)("mailparser") as { simpleParser: SimpleParser }).simpleParser;
  } catch {
    return null;
  }
}
const simpleParser = loadSimpleParser();

/** Everything a reader of the message can see, attached messages and PDF or Word documents included, decoded. */
async function visibleText(source: Buffer): Promise<string> {
  if (!simpleParser) return source.toString("utf8");
  const mail = await simpleParser(source);
  const nested = await Promise.all(
    mail.attachments.filter((a) => a.contentType === "message/rfc822" || a.filename?.endsWith(".eml")).map((a) => visibleText(a.content)),
  );
  const files = mail.attachments.map((a) => ({ filename: a.filename ?? null, contentType: a.contentType, content: a.content }));
  const documents = (await readAttachments(files, () => false, new Warnings())).texts.map((document) => document.text);
  return [mail.from?.text, mail.to?.text, mail.subject, mail.text, mail.html || "", ...nested, ...documents].join("\n");
}

function headerBlock(source: Buffer): string {
  const end = source.indexOf("\r\n\r\n");
  expect(end, "headers end with an empty line").toBeGreaterThan(0);
  return source.subarray(0, end).toString("latin1").replace(/\r\n[ \t]+/g, " ");
}

const digits = (value: string) => value.replace(/\D/g, "");

describe("pipeline corpus splits", () => {
  const all = CORPUS_SPLITS.flatMap((split) => LABELS[split]);
  const heldOut = HELD_OUT_SPLITS.flatMap((split) => LABELS[split]);

  it("has at least 400 emails, at least 30% of them held out", () => {
    expect(all.length).toBeGreaterThanOrEqual(400);
    expect(heldOut.length / all.length).toBeGreaterThanOrEqual(MIN_HELD_OUT_SHARE);
  });

  it("never puts one source family in two splits, and never names one file twice", () => {
    const splitsOfFamily = new Map<string, Set<CorpusSplit>>();
    for (const split of CORPUS_SPLITS) {
      for (const label of LABELS[split]) splitsOfFamily.set(label.family, (splitsOfFamily.get(label.family) ?? new Set()).add(split));
    }
    expect([...splitsOfFamily].filter(([, splits]) => splits.size > 1).map(([family]) => family)).toEqual([]);
    expect(new Set(all.map((label) => label.file)).size).toBe(all.length);
  });
});

describe.each(CORPUS_SPLITS)("pipeline corpus: %s split", (split) => {
  const CORPUS = SPLIT_DIRS[split];
  const labels = LABELS[split];
  const emlFiles = emlFilesOf(split);

  it("has its emails each labelled exactly once", () => {
    expect(emlFiles.length).toBeGreaterThan(0);
    const labelled = labels.map((label) => label.file);
    expect(new Set(labelled).size).toBe(labelled.length);
    expect([...labelled].sort()).toEqual([...emlFiles].sort());
  });

  it("is about two-thirds recruiting", () => {
    const share = labels.filter((label) => label.is_recruiting).length / labels.length;
    expect(share).toBeGreaterThan(0.6);
    expect(share).toBeLessThan(0.75);
  });

  it("writes volleyball and softball positions as the normalised codes", () => {
    const codes = new Set<string>([...VOLLEYBALL_POSITIONS, ...SOFTBALL_POSITIONS]);
    for (const label of labels) {
      for (const position of label.athlete?.positions ?? []) {
        // Other sports keep the position as written, in lower case words; anything code-like must be a known code.
        if (/^[A-Z0-9/]+$/.test(position)) expect(codes, `${label.file}: ${position}`).toContain(position);
      }
    }
  });

  it("has RFC 5322 headers with a unique Message-ID in every file", () => {
    const ids = new Set<string>();
    for (const file of emlFiles) {
      const headers = headerBlock(readFileSync(join(CORPUS, file)));
      for (const name of ["From", "To", "Subject", "Date", "Message-ID", "MIME-Version", "Content-Type"]) {
        expect(headers, `${file} has ${name}`).toMatch(new RegExp(`^${name}: `, "mi"));
      }
      const id = /^Message-ID: (<[^>]+>)/im.exec(headers)![1]!;
      expect(ids.has(id), `${file}: Message-ID ${id} is unique`).toBe(false);
      ids.add(id);
    }
  });

  // Hundreds of messages parsed one after another: seconds on a busy machine.
  const PARSE_ALL = { timeout: 60_000 };

  it.runIf(simpleParser)("parses every file with mailparser, with a body", PARSE_ALL, async () => {
    for (const file of emlFiles) {
      const mail = await simpleParser!(readFileSync(join(CORPUS, file)));
      expect(mail.from?.text, file).toBeTruthy();
      expect(mail.messageId, file).toMatch(/^<.+@.+>$/);
      expect(`${mail.text ?? ""}${mail.html || ""}`.trim().length, `${file} has a body`).toBeGreaterThan(0);
    }
  });

  // Catches typos in the gold labels: every labelled value must be findable in the email as a reader sees it.
  it.runIf(simpleParser)("labels only values the email contains (every athlete of a multi-athlete email too)", PARSE_ALL, async () => {
    for (const [label, athlete] of labels.flatMap((entry) => [entry.athlete, ...(entry.athletes ?? [])].flatMap((each) => (each ? [[entry, each] as const] : [])))) {
      const text = (await visibleText(readFileSync(join(CORPUS, label.file)))).replace(/\u00a0/g, " ");
      const lower = text.toLowerCase();
      const where = `${label.file}`;
      for (const value of [athlete.first_name, athlete.last_name, athlete.club_team, athlete.high_school, athlete.city]) {
        if (value) expect.soft(lower, `${where}: ${value}`).toContain(value.toLowerCase());
      }
      if (athlete.grad_year) expect.soft(text, where).toMatch(new RegExp(`${athlete.grad_year}|'${String(athlete.grad_year).slice(2)}\\b`));
      if (athlete.email) expect.soft(lower, where).toContain(athlete.email);
      for (const url of athlete.video_urls ?? []) expect.soft(text.replace(/&amp;/g, "&"), where).toContain(url);
      if (athlete.phone) {
        const phones = (text.match(/\+?\d[\d\s().-]{8,}\d/g) ?? []).map(digits);
        expect.soft(phones.some((phone) => phone.endsWith(digits(athlete.phone!).slice(-10))), `${where}: ${athlete.phone}`).toBe(true);
      }
      if (athlete.gpa !== null) expect.soft(text, where).toMatch(new RegExp(`\\b${String(athlete.gpa).replace(".", "[.,]")}`));
    }
  });
});
