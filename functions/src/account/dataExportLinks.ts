import { createHash, randomBytes } from "node:crypto";
import { Timestamp } from "firebase-admin/firestore";
import { DATA_EXPORT_PATH } from "@machines/account/contracts";
import { db } from "../lib/admin";
import { dataExports } from "../lib/firestore";

/** How long a "Download all my data" link stays valid: long enough to start the download, short enough not to linger. */
export const DATA_EXPORT_LINK_MINUTES = 10;

/** 32 random bytes, base64url: the whole capability, so it must be unguessable. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

const hashOf = (token: string) => createHash("sha256").update(token).digest("hex");

/** A new one-time link to the coach's archive; only the token's hash is stored. */
export async function createDataExportLink(uid: string, now = new Date()): Promise<{ downloadPath: string; expiresAt: Date }> {
  const token = randomBytes(32).toString("base64url");
  const expiresAt = new Date(now.getTime() + DATA_EXPORT_LINK_MINUTES * 60_000);
  await dataExports.doc(hashOf(token)).set({ uid, createdAt: Timestamp.fromDate(now), expiresAt: Timestamp.fromDate(expiresAt) });
  return { downloadPath: `${DATA_EXPORT_PATH}?token=${token}`, expiresAt };
}

/**
 * Uses a link up: the coach it belongs to, or null when the token is malformed, unknown, used or expired.
 * Deleting the document in the same transaction makes a second request (a retry, a copied URL) find nothing.
 */
export async function consumeDataExportLink(token: unknown, now = new Date()): Promise<string | null> {
  if (typeof token !== "string" || !TOKEN_PATTERN.test(token)) return null;
  const ref = dataExports.doc(hashOf(token));
  return db.runTransaction(async (transaction) => {
    const link = (await transaction.get(ref)).data();
    if (!link) return null;
    transaction.delete(ref);
    return link.expiresAt.toMillis() > now.getTime() ? link.uid : null;
  });
}
