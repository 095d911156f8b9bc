import { getApps, initializeApp } from "firebase-admin/app";
import { getFirestore } from "firebase-admin/firestore";

if (getApps().length === 0) initializeApp();

export const db = getFirestore();

/** The gRPC statuses our code tells apart on Firestore's errors. */
const FIRESTORE_STATUS = {
  /** A write to a document that no longer exists. */
  notFound: 5,
  /** `create()` met an existing document. */
  alreadyExists: 6,
  /** A precondition (`lastUpdateTime`, `exists`) no longer holds. */
  failedPrecondition: 9,
} as const;

/** Whether a Firestore error carries one of these statuses. */
export function hasFirestoreStatus(error: unknown, ...statuses: Array<keyof typeof FIRESTORE_STATUS>): boolean {
  const code = typeof error === "object" && error !== null ? (error as { code?: unknown }).code : undefined;
  return statuses.some((status) => FIRESTORE_STATUS[status] === code);
}

export const isAlreadyExists = (error: unknown): boolean => hasFirestoreStatus(error, "alreadyExists");
