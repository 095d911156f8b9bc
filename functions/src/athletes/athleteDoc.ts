import type { ContactRole } from "@machines/inbox/athleteContacts";
import type { AthleteRecord } from "@machines/inbox/athleteRecord";
import { eventHorizonOf } from "@machines/portal/events";
import { identityOf, type KnownIdentity } from "../pipeline/merge";
import { fold } from "../pipeline/text";
import type { AthleteIdentity, CoachAthleteDoc } from "@machines/athletes/documents";

const letters = (name: string) => fold(name).replace(/[^a-z]/g, "");

/**
 * Which keys identityKeys writes. Raise it with any change to them (a new kind of key, another spelling): every stored
 * athlete is then given the new keys once (matchKeysBackfill.ts), so older records are found like new ones.
 * 2: the `surname:` key, for emails that give no class. 3: `writer:` keys, her parents' and guardians' addresses.
 */
export const MATCH_KEYS_VERSION = 3;

/**
 * The keys an athlete is found by. Exact keys (email, phone, full name and class) are also claimed
 * as documents, so two emails about one new athlete processed at the same moment make one record;
 * the prefix keys (class and the start of either name) find candidates that nicknames and typos
 * would miss, and the surname those of an email that gives no class, for matchAthlete to judge.
 */
export function identityKeys(identity: AthleteIdentity): { exact: string[]; lookup: string[] } {
  const exact: string[] = [];
  const lookup: string[] = [];
  if (identity.email) exact.push(`email:${identity.email.toLowerCase()}`);
  if (identity.phone) exact.push(`phone:${identity.phone}`);
  const first = identity.firstName ? letters(identity.firstName) : "";
  const last = identity.lastName ? letters(identity.lastName) : "";
  if (identity.gradYear && first && last) exact.push(`name:${first}|${last}|${identity.gradYear}`);
  if (identity.gradYear && last) lookup.push(classSurnameKey(identity.gradYear, last));
  if (identity.gradYear && first) lookup.push(`first:${identity.gradYear}:${first.slice(0, 3)}`);
  // An email that gives no class finds her by her name alone (matchAthlete takes it only when one athlete has it).
  if (last) lookup.push(`surname:${last}`);
  return { exact, lookup: [...exact, ...lookup] };
}

/** High-school classes after the year an email arrived, besides the one graduating that year and the one before. */
const CLASSES_AHEAD = 6;

/** Firestore's `array-contains-any` takes at most 30 values: the lookup asks for the first 30 keys. */
const MAX_LOOKUP_KEYS = 30;

/**
 * The keys a new email's athlete is found by: her own, and when the email gives no class, the surname keys of the
 * classes in school around the year it arrived (an athlete stored before the `surname:` key holds only those).
 * `lookup` is what one `array-contains-any` query can ask for.
 */
export function keysToFind(identity: AthleteIdentity, receivedAt: Date): { exact: string[]; lookup: string[] } {
  const keys = identityKeys(identity);
  const last = identity.lastName ? letters(identity.lastName) : "";
  const classesAround = identity.gradYear || !last ? [] : Array.from({ length: CLASSES_AHEAD + 2 }, (_, index) => classSurnameKey(receivedAt.getUTCFullYear() - 1 + index, last));
  return { ...keys, lookup: [...keys.lookup, ...classesAround].slice(0, MAX_LOOKUP_KEYS) };
}

/** A class and the start of a surname (its letters only): the key stored records and classless lookups share. */
function classSurnameKey(gradYear: number, lastLetters: string): string {
  return `last:${gradYear}:${lastLetters.slice(0, 3)}`;
}

/** Every identity an athlete answers to: its own first, then those of the athletes merged into it. */
const identitiesOf = (record: Pick<AthleteRecord, "fields">, mergedFrom: CoachAthleteDoc["mergedFrom"]): AthleteIdentity[] => [
  identityOf(record),
  ...(mergedFrom ?? []).flatMap((entry) => entry.identities),
];

/** A stored athlete's identities, each naming the athlete, for matchIdentity. */
export function knownIdentities(doc: Pick<CoachAthleteDoc, "id" | "fields" | "mergedFrom">): KnownIdentity[] {
  return identitiesOf(doc, doc.mergedFrom).map((identity) => ({ athleteId: doc.id, identity }));
}

/** Whose mail is about her: her parents' and guardians' addresses on record (athleteWriting finds her by them). */
const FAMILY_ROLES: ReadonlySet<ContactRole> = new Set(["parent", "guardian"]);

/** The key an address that writes about an athlete (a parent's) finds her by; her own address is her `email:` key. */
export const writerKey = (address: string) => `writer:${address.toLowerCase()}`;

/** Her parents' and guardians' addresses on record. */
export function familyAddresses(record: Pick<AthleteRecord, "contacts">): string[] {
  return (record.contacts ?? []).flatMap((contact) => (contact.email && FAMILY_ROLES.has(contact.role) ? [contact.email] : []));
}

const writerKeys = (record: Pick<AthleteRecord, "contacts">) => familyAddresses(record).map(writerKey);

/** Who an address is to an athlete on record: her own address, her family's (a parent's or guardian's), or neither. */
export function writerRelation(record: Pick<AthleteRecord, "fields" | "contacts">, address: string): "herself" | "family" | null {
  const writer = address.toLowerCase();
  if (record.fields.email?.value.toLowerCase() === writer) return "herself";
  return familyAddresses(record).some((known) => known.toLowerCase() === writer) ? "family" : null;
}

/** What the coach keeps on an athlete beside the engine's record. */
export type CoachOwned = Pick<CoachAthleteDoc, "coachView" | "mergedFrom">;

/**
 * The stored athlete: the record plus what lookups need (match keys of its own identity and of the
 * athletes merged into it, event horizon), with the coach's own view and merges kept.
 */
export function athleteDocOf(record: AthleteRecord, owned: CoachOwned = {}): CoachAthleteDoc {
  const { coachView, mergedFrom } = owned;
  const matchKeys = [...new Set([...identitiesOf(record, mergedFrom).flatMap((identity) => identityKeys(identity).lookup), ...writerKeys(record)])];
  return {
    ...record,
    matchKeys,
    eventHorizon: eventHorizonOf(record),
    ...(coachView ? { coachView } : {}),
    ...(mergedFrom?.length ? { mergedFrom } : {}),
  };
}
