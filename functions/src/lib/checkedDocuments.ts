import type { DocumentData, FirestoreDataConverter, QueryDocumentSnapshot } from "firebase-admin/firestore";
import { z } from "zod";
import type { UserDoc } from "@machines/account/documents";
import { coachAthleteDocSchema, type CoachAthleteDoc } from "@machines/athletes/documents";
import { billingDocSchema } from "@machines/billing/documents";
import { coachEmailDocSchema, type CoachEmailDoc } from "@machines/inbox/documents";

/**
 * Converters that check what they read with the document's zod schema (machines/<area>/documents.ts): these
 * documents are acted on and written back into others, so a wrong shape (hand-edited, written by a bug)
 * throws here, naming its path, instead of spreading. The table in ./firestore uses them.
 */

/**
 * Read through `schema`. What is returned is the document as stored, not the parse: keys older code wrote stay
 * for the next write, and the schemas' normalising (trimming, lower-casing) is not run again on stored values.
 */
function checkedConverter<T extends DocumentData>(schema: z.ZodType<Partial<T>>): FirestoreDataConverter<T> {
  return {
    toFirestore: (data) => data as DocumentData,
    fromFirestore: (snapshot: QueryDocumentSnapshot) => {
      const data = snapshot.data();
      const checked = schema.safeParse(data);
      if (!checked.success) throw new Error(`Firestore document ${snapshot.ref.path} has an unexpected shape:\n${z.prettifyError(checked.error)}`);
      return data as T;
    },
  };
}

/** `users/{uid}`: its billing state is checked (access to processing and what is charged follow it); the rest is read as stored. */
export const userConverter = checkedConverter<UserDoc>(z.looseObject({ billing: billingDocSchema.optional() }));
export const coachEmailConverter = checkedConverter<CoachEmailDoc>(coachEmailDocSchema);
export const coachAthleteConverter = checkedConverter<CoachAthleteDoc>(coachAthleteDocSchema);
