import { randomUUID } from "node:crypto";
import { deleteApp, initializeApp } from "firebase-admin/app";
import { getFirestore, type CollectionReference, type Query } from "firebase-admin/firestore";
import { afterAll, expect } from "vitest";
import { TEST_PROJECT_ID } from "../../support/testStack";

/**
 * The conformance suite talks to whatever Firestore FIRESTORE_EMULATOR_HOST names: the test stack's
 * local Firestore in `npm test`, or the official emulator when CONFORMANCE_FIRESTORE_HOST points there
 * (vitest.config.ts). It uses firebase-admin only, never the local engine's internals.
 */
const app = initializeApp({ projectId: TEST_PROJECT_ID }, `conformance-${randomUUID()}`);
export const db = getFirestore(app);
afterAll(() => deleteApp(app));

/** A collection no other test touches. */
export function freshCollection(label: string): CollectionReference {
  return db.collection(`${label}-${randomUUID().slice(0, 8)}`);
}

/** gRPC status codes Firestore answers with. */
export const Code = { NOT_FOUND: 5, ALREADY_EXISTS: 6, FAILED_PRECONDITION: 9, ABORTED: 10 } as const;

/** The gRPC status code a Firestore call failed with; the test fails if the call succeeds. */
export async function failureCode(call: Promise<unknown>): Promise<number | undefined> {
  const outcome = await call.then(
    () => ({ failed: false as const }),
    (error: unknown) => ({ failed: true as const, error }),
  );
  expect(outcome.failed, "the call should have failed").toBe(true);
  return outcome.failed ? (outcome.error as { code?: number }).code : undefined;
}

/** The ids a query returns, in order. */
export async function idsOf(query: Query): Promise<string[]> {
  return (await query.get()).docs.map((doc) => doc.id);
}
