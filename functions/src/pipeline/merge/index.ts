/**
 * Matching and merging athlete records: the part of the engine the athlete functions use. Light on purpose
 * (no mail parsing), so importing it does not load the parsers into every function instance; see ../index.ts.
 */
import type { AthleteValues, ExtractedAthlete } from "@machines/inbox/extractedAthlete";
import { ATHLETE_FIELDS } from "@machines/inbox/extractedAthlete";

export { identityOf, matchAthlete, matchIdentity, sameGivenName, sameSurname, type AthleteMatch, type KnownIdentity } from "./matchAthlete";
export { applyCoachCorrection, COACH_CORRECTION_SOURCE, mergeAthlete, type MergeInput } from "./mergeAthlete";
export { mergeContacts, statementOf } from "./mergeContacts";

/** The extracted values without their evidence. */
export function athleteValues(extracted: ExtractedAthlete): AthleteValues {
  return Object.fromEntries(ATHLETE_FIELDS.map((key) => [key, extracted[key]?.value ?? null])) as AthleteValues;
}
