import { createHash } from "node:crypto";
import { createReadStream } from "node:fs";
import { readFile, stat } from "node:fs/promises";
import { createInterface } from "node:readline";
import { MboxSplitter } from "@machines/portal/mboxSplitter";

/**
 * One email from an input file: raw MIME (.eml, .mbox; `where` names it in messages: the file, and its
 * place in an mbox), subject and body (.jsonl), or a line that is neither.
 */
export type SourceMessage =
  | { kind: "raw"; raw: Buffer; where: string }
  | { kind: "text"; id: string | null; subject: string; body: string }
  | { kind: "invalid"; where: string; problem: string };

export interface MessageSource {
  /** Bytes in the file, and how many were read so far (for progress). */
  size: number;
  bytesRead: () => number;
  messages: AsyncGenerator<SourceMessage>;
}

/**
 * The id of a message without a Message-ID: a hash of its bytes, the same on every run (and the form
 * the inbox gives such a message, functions/src/inbox/acceptInbound.ts).
 */
export function contentId(raw: Buffer): string {
  return `sha256:${createHash("sha256").update(raw).digest("hex")}`;
}

export type SourceFormat = "eml" | "mbox" | "jsonl";

export function formatOf(path: string): SourceFormat {
  const lower = path.toLowerCase();
  if (lower.endsWith(".eml")) return "eml";
  if (lower.endsWith(".mbox") || lower.endsWith(".mbx")) return "mbox";
  if (lower.endsWith(".jsonl") || lower.endsWith(".ndjson")) return "jsonl";
  throw new Error(`${path}: expected an .eml, .mbox or .jsonl file`);
}

/** Streams the messages of a file; an mbox of hundreds of MB is never held in memory whole. */
export async function openSource(path: string): Promise<MessageSource> {
  const format = formatOf(path);
  const { size } = await stat(path);
  if (format === "eml") {
    let done = false;
    return { size, bytesRead: () => (done ? size : 0), messages: (async function* () { yield { kind: "raw" as const, raw: await readFile(path), where: path }; done = true; })() };
  }
  const stream = createReadStream(path);
  const bytesRead = () => stream.bytesRead;
  return { size, bytesRead, messages: format === "mbox" ? mboxMessages(stream, path) : jsonLines(stream, path) };
}

/** The messages of an mbox, split as the browser's Import splits them (machines/portal/mboxSplitter.ts). */
async function* mboxMessages(stream: AsyncIterable<Buffer>, path: string): AsyncGenerator<SourceMessage> {
  const splitter = new MboxSplitter();
  let count = 0;
  const raw = (message: Uint8Array) => ({ kind: "raw" as const, raw: Buffer.from(message.buffer, message.byteOffset, message.byteLength), where: `${path} message ${++count}` });
  for await (const chunk of stream) yield* splitter.push(chunk).map(raw);
  yield* splitter.end().map(raw);
}

async function* jsonLines(stream: NodeJS.ReadableStream, path: string): AsyncGenerator<SourceMessage> {
  let lineNumber = 0;
  for await (const line of createInterface({ input: stream, crlfDelay: Infinity })) {
    lineNumber++;
    if (!line.trim()) continue;
    let parsed: unknown;
    try {
      parsed = JSON.parse(line);
    } catch {
      yield { kind: "invalid", where: `${path}:${lineNumber}`, problem: "not JSON" };
      continue;
    }
    const record = parsed as { id?: unknown; subject?: unknown; body?: unknown };
    if (typeof record !== "object" || record === null || typeof record.body !== "string") {
      yield { kind: "invalid", where: `${path}:${lineNumber}`, problem: 'expected {"id","subject","body"} with a string body' };
      continue;
    }
    yield {
      kind: "text",
      id: typeof record.id === "string" || typeof record.id === "number" ? String(record.id) : null,
      subject: typeof record.subject === "string" ? record.subject : "",
      body: record.body,
    };
  }
}
