import type { ExtractedAthlete } from "@machines/inbox/extractedAthlete";
import { coachEmails, getAllOf } from "../lib/firestore";
import type { CoachAthleteDoc } from "@machines/athletes/documents";
import type { CoachEmailDoc } from "@machines/inbox/documents";
import { contactDate } from "./contactDate";
import type { StoredEmail } from "./athleteMerge";

/**
 * What an email said of one stored athlete: of the athletes it introduced, the one its summarised
 * state names with one of `athleteIds` (the athlete's own id, or those of athletes merged into her);
 * otherwise its main athlete (an email about one athlete, or one summarised before emails kept several).
 */
export function extractedAthleteOf(email: Pick<CoachEmailDoc, "processed" | "state">, athleteIds: readonly string[]): ExtractedAthlete | null {
  const main = email.processed?.athlete ?? null;
  const ids = email.state.status === "summarised" ? email.state.athleteIds : undefined;
  const index = ids?.findIndex((id) => athleteIds.includes(id)) ?? -1;
  return (index >= 0 ? email.processed?.athletes?.[index] : undefined) ?? main;
}

/** The ids a stored athlete answers to in her emails' states: her own, then those of the athletes merged into her. */
export function athleteIdsOf(athlete: Pick<CoachAthleteDoc, "id" | "mergedFrom">): string[] {
  return [athlete.id, ...(athlete.mergedFrom ?? []).map((entry) => entry.athleteId)];
}

/**
 * The coach's emails by id with what the engine read from them about the athletes `athleteIds`
 * names, for folding them into an athlete again; `complete` says whether every one was found with
 * an athlete in it. Emails never change once summarised, so this reads outside any transaction (new
 * mail is not held up).
 */
export async function storedEmails(uid: string, ids: readonly string[], athleteIds: readonly string[]): Promise<{ found: StoredEmail[]; complete: boolean }> {
  const docs = await getAllOf(ids.map((id) => coachEmails(uid).doc(id)));
  const found = docs.flatMap((email, index) => {
    const extracted = email ? extractedAthleteOf(email, athleteIds) : null;
    return email && extracted ? [{ emailId: ids[index]!, receivedAt: contactDate(email.source, email.processed, email.receivedAt.toDate()).toISOString(), extracted, events: email.processed!.events, writer: email.processed!.originalFrom?.address ?? null }] : [];
  });
  return { found, complete: found.length === ids.length };
}
