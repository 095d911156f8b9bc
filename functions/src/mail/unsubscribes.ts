import { FieldValue } from "firebase-admin/firestore";
import type { UnsubscribeVia } from "@machines/mail/documents";
import { isAlreadyExists } from "../lib/admin";
import { unsubscribes } from "../lib/firestore";
import { addressHash } from "./unsubscribeToken";

export async function isUnsubscribedHash(hash: string): Promise<boolean> {
  return (await unsubscribes.doc(hash).get()).exists;
}

export function isUnsubscribed(address: string): Promise<boolean> {
  return isUnsubscribedHash(addressHash(address));
}

/** Records an unsubscribe once; a repeat (a client retrying its POST, a second click) keeps the first record. */
export async function recordUnsubscribe(hash: string, via: UnsubscribeVia): Promise<void> {
  try {
    await unsubscribes.doc(hash).create({ unsubscribedAt: FieldValue.serverTimestamp(), via });
  } catch (error) {
    if (!isAlreadyExists(error)) throw error;
  }
}
