import { describe, expect, it } from "vitest";
import { MboxSplitter } from "@machines/portal/mboxSplitter";

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
