import { IMPORT_BATCH_BYTES, IMPORT_BATCH_MESSAGES, IMPORT_MESSAGE_MAX_BYTES, type ImportOutcome } from "@machines/portal/import";
import { MboxSplitter } from "@machines/portal/mboxSplitter";
import { call } from "@/lib/callables";

/** What became of one file's messages. */
export interface FileTally {
  sent: number;
  imported: number;
  duplicates: number;
  notEmails: number;
  tooLarge: number;
}

export const emptyTally = (): FileTally => ({ sent: 0, imported: 0, duplicates: 0, notEmails: 0, tooLarge: 0 });

/** The messages of an .eml or .mbox file, split as the file streams in: never the whole file in memory. */
async function* messagesOf(file: File): AsyncGenerator<Uint8Array> {
  const splitter = new MboxSplitter();
  const reader = file.stream().getReader();
  for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) yield* splitter.push(chunk.value);
  yield* splitter.end();
}

function toBase64(bytes: Uint8Array): string {
  let binary = "";
  for (let offset = 0; offset < bytes.length; offset += 0x8000) binary += String.fromCharCode(...bytes.subarray(offset, offset + 0x8000));
  return btoa(binary);
}

const COUNTS: Record<ImportOutcome, keyof FileTally> = { imported: "imported", duplicate: "duplicates", "not-an-email": "notEmails" };

/**
 * Sends a file's messages in batches under the callable size cap, skipping the first `resumeAfter`
 * (sent before a reload: the server would skip them as duplicates anyway). Reports the tally after each batch.
 */
export async function importFile(file: File, importId: string, resumeAfter: number, onBatch: (tally: FileTally) => void): Promise<FileTally> {
  const tally = { ...emptyTally(), sent: resumeAfter };
  let batch: Array<{ index: number; raw: string }> = [];
  let batchBytes = 0;
  let index = 0;

  const send = async () => {
    if (batch.length === 0) return;
    const { results } = await call("importMessages", { importId, messages: batch });
    for (const result of results) tally[COUNTS[result.outcome]]++;
    tally.sent += batch.length;
    batch = [];
    batchBytes = 0;
    onBatch({ ...tally });
  };

  for await (const message of messagesOf(file)) {
    const position = index++;
    if (position < resumeAfter) continue;
    if (message.length > IMPORT_MESSAGE_MAX_BYTES) {
      tally.tooLarge++;
      tally.sent++;
      continue;
    }
    if (batchBytes + message.length > IMPORT_BATCH_BYTES || batch.length === IMPORT_BATCH_MESSAGES) await send();
    batch.push({ index: position, raw: toBase64(message) });
    batchBytes += message.length;
  }
  await send();
  return tally;
}
