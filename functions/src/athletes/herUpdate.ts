import type { AthleteRecord } from "@machines/inbox/athleteRecord";
import type { ExtractedAthlete } from "@machines/inbox/extractedAthlete";
import type { ProcessedEmail } from "@machines/inbox/processedEmail";
import { athleteUpdateOf } from "@machines/inbox/summaryNotes";
import { mergeAthlete, sameGivenName, sameSurname } from "../pipeline/merge";
import { fold } from "../pipeline/text";

/** Whether an athlete read from an email is the one on record by name: her given name (or its nickname), and no other surname. */
export function namesFit(record: Pick<AthleteRecord, "fields">, athlete: ExtractedAthlete): boolean {
  const first = athlete.firstName?.value;
  const last = athlete.lastName?.value;
  const hers = record.fields;
  if (!first || !hers.firstName || !sameGivenName(first, hers.firstName.value)) return false;
  return !last || !hers.lastName || sameSurname(last, hers.lastName.value);
}

/** Whether the athlete read is the writer by name (a parent's own name, read as the player's when the note names no one else). */
export function namesItsWriter(athlete: ExtractedAthlete, writer: { name: string | null } | null | undefined): boolean {
  const words = new Set(fold(writer?.name ?? "").split(/[^\p{L}'’-]+/u));
  return [athlete.firstName, athlete.lastName].every((name) => !name || words.has(fold(name.value)));
}

/**
 * Whether an email from an athlete on record or her family, read as about her (as 'This is recruiting' reads it), is her
 * update: it names her alone (her name, or her first name only) and changes her record: a new height, club, film,
 * event … ("I measured 6'2" this week. Maya", "Kayla made the 17 Black team"). A note that changes nothing of hers (a
 * question, thanks, an injury) is left for the coach to look at.
 */
export function isHerUpdate(record: AthleteRecord, reading: ProcessedEmail, emailId: string, receivedAt: Date): boolean {
  const athlete = reading.athlete;
  if (!reading.isRecruiting || !athlete || (reading.athletes?.length ?? 0) > 1 || !namesFit(record, athlete)) return false;
  const merged = mergeAthlete({ record, newId: record.id, extracted: athlete, events: reading.events, emailId, receivedAt: receivedAt.toISOString(), matchedBy: "writer", detail: "" });
  return athleteUpdateOf(record, merged).changed.length > 0 || merged.tournaments.length > record.tournaments.length;
}
