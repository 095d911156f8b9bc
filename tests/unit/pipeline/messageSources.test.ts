import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { formatOf, openSource, type SourceMessage } from "../../../scripts/pipeline/messageSources";

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), "inboxscout-sources-"));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

async function all(path: string): Promise<SourceMessage[]> {
  const messages: SourceMessage[] = [];
  for await (const message of (await openSource(path)).messages) messages.push(message);
  return messages;
}

describe("batch command inputs", () => {
  it("tells the format from the extension and refuses others", () => {
    expect(formatOf("a/Inbox.MBOX")).toBe("mbox");
    expect(formatOf("mail.eml")).toBe("eml");
    expect(formatOf("x.jsonl")).toBe("jsonl");
    expect(() => formatOf("notes.txt")).toThrow(/\.eml, \.mbox or \.jsonl/);
  });

  it("streams an mbox one message at a time, body lines that start with 'From ' included", async () => {
    const path = join(dir, "folder.mbox");
    const message = (id: string, body: string) => `From sender@example.com Mon Mar  3 07:42:00 2025\nMessage-ID: <${id}>\nSubject: s\n\n${body}\n\n`;
    await writeFile(path, message("one@x", "first\n>From the coach") + message("two@x", "second"));
    const messages = await all(path);
    expect(messages).toHaveLength(2);
    expect(messages.map((m) => (m.kind === "raw" ? m.raw.toString() : "")).join("")).toContain("Message-ID: <two@x>");
  });

  it("reads .jsonl lines and reports a bad line without dropping the others", async () => {
    const path = join(dir, "mail.jsonl");
    await writeFile(path, `{"id":"a","subject":"s","body":"b"}\nnot json\n{"id":3,"body":"c"}\n{"id":"d"}\n`);
    expect(await all(path)).toEqual([
      { kind: "text", id: "a", subject: "s", body: "b" },
      { kind: "invalid", where: `${path}:2`, problem: "not JSON" },
      { kind: "text", id: "3", subject: "", body: "c" },
      { kind: "invalid", where: `${path}:4`, problem: 'expected {"id","subject","body"} with a string body' },
    ]);
  });
});
