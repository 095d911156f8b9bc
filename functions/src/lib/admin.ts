import { getApps, initializeApp } from "firebase-admin/app";
import { getFirestore } from "firebase-admin/firestore";

if (getApps().length === 0) initializeApp();

export const db = getFirestore();

/** gRPC status Firestore returns when `create()` meets an existing document. */
const ALREADY_EXISTS = 6;

export function isAlreadyExists(error: unknown): boolean {
  return typeof error === "object" && error !== null && (error as { code?: unknown }).code === ALREADY_EXISTS;
}
