import { mergeAthlete } from "../../functions/src/pipeline";
import { db } from "../../functions/src/lib/admin";
import { coachAthletes } from "../../functions/src/lib/firestore";
import type { CoachAthleteDoc } from "@machines/athletes/documents";
import { athleteDocOf } from "../../functions/src/athletes/athleteDoc";
import { saveAthlete } from "../../functions/src/athletes/athleteIndex";
import { fixtureAthlete, seededRandom } from "./athleteFixtures";
import type { ExtractedAthlete } from "@machines/inbox/extractedAthlete";

/** Writes per batch (each athlete is two writes: its record and its index row). */
const BATCH_ATHLETES = 200;

/**
 * Writes athletes for one coach the way the pipeline stores them (record built by mergeAthlete, match
 * keys, index row), without sending emails: for benchmarks and list tests. Returns the records.
 */
export async function seedAthletes(uid: string, athletes: readonly ExtractedAthlete[], options: { start?: Date; spacingMinutes?: number } = {}): Promise<CoachAthleteDoc[]> {
  const start = (options.start ?? new Date(Date.now() - athletes.length * 60_000)).getTime();
  const records = athletes.map((extracted, index) => {
    const id = coachAthletes(uid).doc().id;
    const receivedAt = new Date(start + index * (options.spacingMinutes ?? 1) * 60_000).toISOString();
    const record = mergeAthlete({ record: null, newId: id, extracted, events: [], emailId: `seed-${id}`, receivedAt, matchedBy: null, detail: "first email about this athlete" });
    return athleteDocOf(record);
  });
  for (let from = 0; from < records.length; from += BATCH_ATHLETES) {
    const batch = db.batch();
    for (const record of records.slice(from, from + BATCH_ATHLETES)) saveAthlete(batch, uid, record);
    await batch.commit();
  }
  return records;
}

/** `count` realistic athletes from a seeded generator. */
export function fixtureAthletes(count: number, seed = 2027): ExtractedAthlete[] {
  const random = seededRandom(seed);
  return Array.from({ length: count }, (_, index) => fixtureAthlete(random, index));
}
