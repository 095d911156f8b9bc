import type { AthleteRecord } from "@machines/inbox/athleteRecord";
import type { ExtractedAthlete } from "@machines/inbox/extractedAthlete";
import type { ProcessedEmail } from "@machines/inbox/processedEmail";
import { athleteUpdateOf } from "@machines/inbox/summaryNotes";
import { mergeAthlete, sameGivenName, sameSurname } from "../pipeline/merge";
import { escapeRegExp, fold, spanAt } from "../pipeline/text";

/**
 * Whether an athlete read from an email is the one on record by name: her given name (or its nickname), and no other
 * surname; one of two surnames is hers ("Salinas" of "Salinas Ortega", "Ruiz" of "Ruiz-Carmona").
 */
export function namesFit(record: Pick<AthleteRecord, "fields">, athlete: ExtractedAthlete): boolean {
  const first = athlete.firstName?.value;
  const last = athlete.lastName?.value;
  const hers = record.fields;
  if (!first || !hers.firstName || !sameGivenName(first, hers.firstName.value)) return false;
  return !last || !hers.lastName || sameSurname(last, hers.lastName.value) || shareASurname(last, hers.lastName.value);
}

const surnameWords = (surname: string) => fold(surname).split(/[\s-]+/u).filter((word) => word.length >= 3);

function shareASurname(a: string, b: string): boolean {
  const words = new Set(surnameWords(a));
  return surnameWords(b).some((word) => words.has(word));
}

/** Whether the athlete read is the writer by name (a parent's own name, read as the player's when the note names no one else). */
export function namesItsWriter(athlete: ExtractedAthlete, writer: { name: string | null } | null | undefined): boolean {
  const words = new Set(fold(writer?.name ?? "").split(/[^\p{L}'’-]+/u));
  return [athlete.firstName, athlete.lastName].every((name) => !name || words.has(fold(name.value)));
}

/** How sure a first name of hers is that her family's note says as a word: the athlete it names is known. */
const NAMED_BY_FAMILY = 0.9;

/** Her first name where the text says it as a word ("… Addison measured 6'2" …"), as read evidence; null where it does not. */
function firstNameSaid(text: string, first: string): ExtractedAthlete["firstName"] {
  const said = new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(first)}(?![\\p{L}\\p{N}])`, "iu").exec(text);
  return said ? { value: first, confidence: NAMED_BY_FAMILY, source: spanAt(text, said.index, said.index + said[0].length) } : null;
}

/**
 * An email from an athlete on record or her family, read as about her (as 'This is recruiting' reads it), as her email:
 * as read when it names her alone (her name, or her first name only); or her family's note that names no player but its
 * writer ("Addison measured 6'2". Greg Pruitt"), when it says her first name or she is their only athlete on record: its
 * values are hers, its writer's own name, address and phone are not. Null when it is about someone else.
 */
export function readAsHers(record: AthleteRecord, reading: ProcessedEmail, family: { athletes: number } | null): ProcessedEmail | null {
  const athlete = reading.athlete;
  if (!reading.isRecruiting || !athlete || (reading.athletes?.length ?? 0) > 1) return null;
  if (namesFit(record, athlete)) {
    // One of her two surnames, read alone, is her name written short: her full surname stays.
    const short = athlete.lastName && record.fields.lastName && !sameSurname(athlete.lastName.value, record.fields.lastName.value);
    return short ? asHers(reading, { ...athlete, lastName: null }) : reading;
  }
  if (!family) return null;
  // "Our daughter Mariana" from Sofia Reyes: the surname read is her mother's guess at hers, which need not be hers.
  if (namesFit(record, { ...athlete, lastName: null }) && athlete.lastName && namesItsWriter({ ...athlete, firstName: null }, reading.originalFrom)) return asHers(reading, { ...athlete, lastName: null });
  const first = record.fields.firstName?.value;
  const said = first ? firstNameSaid(reading.text, first) : null;
  if (!namesItsWriter(athlete, reading.originalFrom) || !(said || family.athletes === 1)) return null;
  return asHers(reading, { ...athlete, firstName: said, lastName: null, email: null, phone: null });
}

function asHers(reading: ProcessedEmail, athlete: ExtractedAthlete): ProcessedEmail {
  return { ...reading, athlete, athletes: [athlete] };
}

/**
 * Whether her email changes her record: a new height, club, film, event … A note that changes nothing of hers (a
 * question, thanks, an injury) is left for the coach to look at.
 */
export function changesHerRecord(record: AthleteRecord, hers: ProcessedEmail, emailId: string, receivedAt: Date): boolean {
  const update = athleteUpdateOf(record, mergeAthlete({ record, newId: record.id, extracted: hers.athlete!, events: hers.events, emailId, receivedAt: receivedAt.toISOString(), matchedBy: "writer", detail: "" }));
  return update.changed.length > 0 || (update.events?.length ?? 0) > 0;
}
