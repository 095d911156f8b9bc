import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MboxSplitter } from "@machines/portal/mboxSplitter";
import { contentId, openSource } from "../../scripts/pipeline/messageSources";

const encoder = new TextEncoder();
const decoder = new TextDecoder();

/** Splits `text` fed in chunks of `size` bytes. */
function split(text: string, size: number): string[] {
  const bytes = encoder.encode(text);
  const splitter = new MboxSplitter();
  const out: Uint8Array[] = [];
  for (let offset = 0; offset < bytes.length; offset += size) out.push(...splitter.push(bytes.subarray(offset, offset + size)));
  out.push(...splitter.end());
  return out.map((message) => decoder.decode(message));
}

const mbox = [
  "From maya@example.com Mon Nov 23 10:00:00 2026",
  "From: Maya <maya@example.com>",
  "Subject: one",
  "",
  "Hi Coach",
  ">From the desk of Maya",
  "",
  "From ava@example.com Mon Nov 23 11:00:00 2026",
  "From: Ava <ava@example.com>",
  "Subject: two",
  "",
  // Writers escape a body line starting "From " (an unescaped one after a blank line is a separator).
  ">From what I hear, you recruit setters.",
  ">>From a quoted reply",
  "",
].join("\n");

describe("MboxSplitter", () => {
  it("splits at separator lines after a blank line, whatever the chunk boundaries, and unescapes >From", () => {
    for (const size of [1, 3, 7, 64, 100_000]) {
      expect(split(mbox, size)).toEqual([
        "From: Maya <maya@example.com>\nSubject: one\n\nHi Coach\nFrom the desk of Maya\n",
        "From: Ava <ava@example.com>\nSubject: two\n\nFrom what I hear, you recruit setters.\n>From a quoted reply\n",
      ]);
    }
  });

  it("takes a file without a separator (an .eml) as one message, untouched", () => {
    const eml = "From: Maya <maya@example.com>\r\nSubject: hi\r\n\r\n>From here\r\nbye\r\n";
    expect(split(eml, 5)).toEqual([eml]);
  });

  it("keeps 8-bit bytes as they were", () => {
    const bytes = new Uint8Array([...encoder.encode("From x\nSubject: a\n\n"), 0xe9, 0xff, 0x0a]);
    const splitter = new MboxSplitter();
    const [message] = [...splitter.push(bytes), ...splitter.end()];
    expect([...message!.slice(-3)]).toEqual([0xe9, 0xff, 0x0a]);
  });

  it("yields nothing for an empty file", () => {
    expect(split("", 10)).toEqual([]);
  });
});

describe("MboxSplitter and 'From ' lines inside bodies", () => {
  const separator = (sender: string) => `From ${sender} Mon Nov 23 10:00:00 2026`;

  it("keeps an unescaped body line starting 'From ' (mboxo) in its message: only a dated separator line splits", () => {
    const text = [separator("maya@example.com"), "Subject: one", "", "Hi Coach", "", "From what I hear, you recruit setters.", "", separator("ava@example.com"), "Subject: two", "", "bye", ""].join("\n");
    expect(split(text, 7)).toEqual(["Subject: one\n\nHi Coach\n\nFrom what I hear, you recruit setters.\n", "Subject: two\n\nbye\n"]);
  });

  it("reads a body of Content-Length bytes whole, separator-shaped lines in it included", () => {
    const body = `Forwarded folder:\n\n${separator("old@example.com")}\nSubject: old\n\nold text\n`;
    const text = [separator("maya@example.com"), "Subject: one", `Content-Length: ${encoder.encode(body).length}`, "", `${body}`, separator("ava@example.com"), "Subject: two", "", "bye", ""].join("\n");
    expect(split(text, 5)).toEqual([`Subject: one\nContent-Length: ${encoder.encode(body).length}\n\n${body}`, "Subject: two\n\nbye\n"]);
  });
});

describe("the batch command's mbox input", () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), "inboxscout-mbox-"));
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it("splits as the Import page does (no phantom message), and names each message's place", async () => {
    const path = join(dir, "folder.mbox");
    await writeFile(path, ["From maya@example.com Mon Nov 23 10:00:00 2026", "Subject: one", "", "Hi Coach", "", "From what I hear, you recruit setters.", "", "From ava@example.com Mon Nov 23 11:00:00 2026", "Subject: two", "", "bye", ""].join("\n"));
    const messages: Array<{ raw: Buffer; where: string }> = [];
    for await (const message of (await openSource(path)).messages) if (message.kind === "raw") messages.push(message);
    expect(messages.map((message) => message.where)).toEqual([`${path} message 1`, `${path} message 2`]);
    expect(messages[0]!.raw.toString()).toContain("From what I hear, you recruit setters.");
  });

  it("gives a message without a Message-ID an id from its bytes, the same on every run", () => {
    const raw = Buffer.from("Subject: one\n\nHi Coach\n");
    expect(contentId(raw)).toBe(contentId(Buffer.from(raw)));
    expect(contentId(raw)).toMatch(/^sha256:[0-9a-f]{64}$/);
    expect(contentId(raw)).not.toBe(contentId(Buffer.from("Subject: two\n\nHi Coach\n")));
  });
});
