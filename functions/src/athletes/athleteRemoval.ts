import type { Transaction } from "firebase-admin/firestore";
import type { AthleteKeyDoc, AthleteMergeDoc, CoachAthleteDoc } from "@machines/athletes/documents";
import { athleteKeys, athleteMerges, coachAthletes } from "../lib/firestore";
import { keyOf } from "../lib/keys";
import { deleteAthlete } from "./athleteIndex";

/** An athlete and everything keyed by her: her identity keys and the records of merges into her and of her own split-out merge. */
export interface AthleteWithKeys {
  id: string;
  athlete: CoachAthleteDoc | undefined;
  keys: AthleteKeyDoc[];
  mergeLogs: Array<{ id: string; log: AthleteMergeDoc }>;
}

/** Reads, in `transaction`, an athlete and everything keyed by her (the athlete is undefined when there is none). */
export async function readAthleteWithKeys(transaction: Transaction, uid: string, id: string): Promise<AthleteWithKeys> {
  const [athlete, keys, keptLogs, ownLog] = await Promise.all([
    transaction.get(coachAthletes(uid).doc(id)).then((s) => s.data()),
    transaction.get(athleteKeys(uid).where("athleteId", "==", id)).then((q) => q.docs.map((doc) => doc.data())),
    transaction.get(athleteMerges(uid).where("keptId", "==", id)).then((q) => q.docs.map((doc) => ({ id: doc.id, log: doc.data() }))),
    transaction.get(athleteMerges(uid).doc(id)).then((s) => s.data()),
  ]);
  return { id, athlete, keys, mergeLogs: ownLog ? [...keptLogs, { id, log: ownLog }] : keptLogs };
}

/** Deletes, in `transaction`, what readAthleteWithKeys read: the athlete with her index row (deleteAthlete), her keys and merge records. */
export function removeAthleteWithKeys(transaction: Transaction, uid: string, { id, keys, mergeLogs }: AthleteWithKeys): void {
  deleteAthlete(transaction, uid, id);
  for (const key of keys) transaction.delete(athleteKeys(uid).doc(keyOf(key.key)));
  for (const entry of mergeLogs) transaction.delete(athleteMerges(uid).doc(entry.id));
}
