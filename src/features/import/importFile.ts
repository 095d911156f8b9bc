import { IMPORT_BATCH_BYTES, IMPORT_BATCH_MESSAGES, IMPORT_MESSAGE_MAX_BYTES } from "@machines/portal/import";
import { countOutcomes, emptyTally, type FileTally } from "@machines/portal/importTally";
import { MboxSplitter } from "@machines/portal/mboxSplitter";
import { call } from "@/lib/callables";

/** The messages of an .eml or .mbox file, split as the file streams in: never the whole file in memory. */
async function* messagesOf(file: Blob): AsyncGenerator<Uint8Array> {
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

/**
 * Sends a file's messages in batches under the callable size cap, skipping the first `resumeAfter`
 * (sent before a reload: the server would skip them as duplicates anyway). Reports the tally after each
 * batch; stops between batches once `signal` is aborted (the page closed), to be resumed later.
 */
export async function importFile(
  file: Blob,
  importId: string,
  resumeAfter: number,
  onBatch: (tally: FileTally) => void,
  signal: AbortSignal,
): Promise<FileTally> {
  let tally = { ...emptyTally(), sent: resumeAfter };
  let batch: Array<{ index: number; raw: string }> = [];
  let batchBytes = 0;
  let index = 0;

  const send = async () => {
    if (batch.length === 0) return;
    signal.throwIfAborted();
    const { results } = await call("importMessages", { importId, messages: batch });
    tally = countOutcomes(
      tally,
      results.map((result) => result.outcome),
    );
    batch = [];
    batchBytes = 0;
    onBatch(tally);
  };

  for await (const message of messagesOf(file)) {
    const position = index++;
    if (position < resumeAfter) continue;
    if (message.length > IMPORT_MESSAGE_MAX_BYTES) {
      tally = { ...tally, sent: tally.sent + 1, tooLarge: tally.tooLarge + 1 };
      continue;
    }
    if (batchBytes + message.length > IMPORT_BATCH_BYTES || batch.length === IMPORT_BATCH_MESSAGES) await send();
    batch.push({ index: position, raw: toBase64(message) });
    batchBytes += message.length;
  }
  await send();
  return tally;
}
