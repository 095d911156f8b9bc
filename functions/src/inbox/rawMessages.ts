import { createHash } from "node:crypto";
import { gunzipSync, gzipSync } from "node:zlib";
import type { WriteBatch } from "firebase-admin/firestore";
import { db } from "../lib/admin";
import { emailChunksOf } from "../lib/firestore";

/**
 * Raw messages are kept gzip'd in chunk documents under their email (Firestore documents cap at
 * 1 MiB, and Cloud Storage has no emulator here): `users/{uid}/emails/{id}/chunks/{sha256}-{index}`.
 * Chunks are named by the message's own hash: a provider's retry that carries the same Message-ID
 * in different bytes writes beside the stored copy, never over it.
 */
export const CHUNK_BYTES = 900_000;
/** Chunks per batch: a commit stays well under Firestore's 10 MiB request limit. */
const CHUNKS_PER_BATCH = 8;

export interface StoredRaw {
  chunkCount: number;
  sha256: string;
  size: number;
}

/** Writes the chunks (idempotent: a retry writes the same bytes to the same documents). */
export async function storeRawMessage(uid: string, emailId: string, raw: Buffer): Promise<StoredRaw> {
  const sha256 = createHash("sha256").update(raw).digest("hex");
  const zipped = gzipSync(raw);
  const chunks: Buffer[] = [];
  for (let offset = 0; offset < zipped.length; offset += CHUNK_BYTES) chunks.push(zipped.subarray(offset, offset + CHUNK_BYTES));
  for (let start = 0; start < chunks.length; start += CHUNKS_PER_BATCH) {
    const batch = db.batch();
    chunks.slice(start, start + CHUNKS_PER_BATCH).forEach((data, offset) => {
      const index = start + offset;
      batch.set(emailChunksOf(uid, emailId).doc(chunkId(sha256, index)), { index, data });
    });
    await batch.commit();
  }
  return { chunkCount: chunks.length, sha256, size: raw.length };
}

const chunkId = (sha256: string, index: number) => `${sha256.slice(0, 16)}-${String(index).padStart(4, "0")}`;

/** The raw message back, byte for byte; throws when a chunk is missing or the bytes do not match. */
export async function loadRawMessage(uid: string, emailId: string, stored: StoredRaw): Promise<Buffer> {
  const snapshots = await Promise.all(Array.from({ length: stored.chunkCount }, (_, index) => emailChunksOf(uid, emailId).doc(chunkId(stored.sha256, index)).get()));
  const chunks = snapshots.flatMap((snapshot) => (snapshot.exists ? [snapshot.data()!] : []));
  if (chunks.length !== stored.chunkCount) throw new Error(`Raw message ${emailId} has ${chunks.length} of ${stored.chunkCount} chunks`);
  const raw = gunzipSync(Buffer.concat(chunks.map((chunk) => Buffer.from(chunk.data))));
  if (createHash("sha256").update(raw).digest("hex") !== stored.sha256) throw new Error(`Raw message ${emailId} does not match its hash`);
  return raw;
}

/** Adds the deletion of every chunk of an email's raw message to `batch` (the caller marks `raw.deletedAt` in the same batch). */
export async function deleteRawChunks(batch: WriteBatch, uid: string, emailId: string): Promise<void> {
  for (const chunk of await emailChunksOf(uid, emailId).listDocuments()) batch.delete(chunk);
}
