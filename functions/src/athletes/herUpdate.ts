import type { AthleteRecord } from "@machines/inbox/athleteRecord";
import type { ProcessedEmail } from "@machines/inbox/processedEmail";
import { athleteUpdateOf } from "@machines/inbox/summaryNotes";
import { athleteValues, identityOf, matchIdentity, mergeAthlete } from "../pipeline/merge";

/**
 * Whether an email from an athlete on record, read as about her (as 'This is recruiting' reads it), is her update: it is
 * about her alone (her name, or no other name than her address's) and changes her record: a new height, club, film,
 * event … ("I measured 6'2" this week. Maya"). A note that changes nothing of hers (a question, thanks, an injury) is
 * left for the coach to look at.
 */
export function isHerUpdate(record: AthleteRecord, reading: ProcessedEmail, emailId: string, receivedAt: Date): boolean {
  const athlete = reading.athlete;
  if (!reading.isRecruiting || !athlete || (reading.athletes?.length ?? 0) > 1) return false;
  if (!matchIdentity(athleteValues(athlete), [{ athleteId: record.id, identity: identityOf(record) }])) return false;
  const merged = mergeAthlete({ record, newId: record.id, extracted: athlete, events: reading.events, emailId, receivedAt: receivedAt.toISOString(), matchedBy: "email", detail: "her own address" });
  return athleteUpdateOf(record, merged).changed.length > 0 || merged.tournaments.length > record.tournaments.length;
}
