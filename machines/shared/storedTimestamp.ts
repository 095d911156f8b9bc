import { z } from "zod";

/**
 * A point in time as Firestore stores it: firebase-admin's `Timestamp`, described by its shape because
 * machines/ depends on no Firebase SDK. The admin class has exactly these members, so each is assignable
 * to the other and functions pass them freely.
 */
export interface Timestamp {
  readonly seconds: number;
  readonly nanoseconds: number;
  toDate(): Date;
  toMillis(): number;
  isEqual(other: Timestamp): boolean;
  valueOf(): string;
}

/** A stored Timestamp as Firestore reads it back (an ISO string or a plain object is not one). */
export const timestampSchema = z.custom<Timestamp>(
  (value) =>
    typeof value === "object" &&
    value !== null &&
    typeof (value as Timestamp).seconds === "number" &&
    typeof (value as Timestamp).nanoseconds === "number" &&
    typeof (value as Timestamp).toMillis === "function",
  "expected a Firestore Timestamp",
);
