import { FieldValue, type FirestoreDataConverter, type Timestamp } from "firebase-admin/firestore";
import { db, isAlreadyExists } from "../lib/admin";
import { addressHash } from "./unsubscribeToken";

/** `unsubscribes/{sha256 of the normalised address}`: that address gets no more marketing email. */
export interface UnsubscribeRecord {
  unsubscribedAt: Timestamp | FieldValue;
  /** How: an email client's one-click POST, or the button on the unsubscribe page. */
  via: UnsubscribeVia;
}

export type UnsubscribeVia = "one-click" | "page";

const converter: FirestoreDataConverter<UnsubscribeRecord> = {
  toFirestore: (record) => ({ unsubscribedAt: record.unsubscribedAt, via: record.via }),
  fromFirestore: (snapshot) => {
    const data = snapshot.data();
    return { unsubscribedAt: data.unsubscribedAt as Timestamp, via: data.via === "page" ? "page" : "one-click" };
  },
};

export const UNSUBSCRIBES_COLLECTION = "unsubscribes";

const unsubscribeRef = (hash: string) => db.collection(UNSUBSCRIBES_COLLECTION).doc(hash).withConverter(converter);

export async function isUnsubscribedHash(hash: string): Promise<boolean> {
  return (await unsubscribeRef(hash).get()).exists;
}

export function isUnsubscribed(address: string): Promise<boolean> {
  return isUnsubscribedHash(addressHash(address));
}

/** Records an unsubscribe once; a repeat (a client retrying its POST, a second click) keeps the first record. */
export async function recordUnsubscribe(hash: string, via: UnsubscribeVia): Promise<void> {
  try {
    await unsubscribeRef(hash).create({ unsubscribedAt: FieldValue.serverTimestamp(), via });
  } catch (error) {
    if (!isAlreadyExists(error)) throw error;
  }
}
