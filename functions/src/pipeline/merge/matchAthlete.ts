import { distance } from "fastest-levenshtein";
import type { AthleteRecord, MatchKey } from "@machines/inbox/athleteRecord";
import type { AthleteValues } from "@machines/inbox/extractedAthlete";
import { fold } from "../text";
import { areNicknames } from "./nicknames";

export interface AthleteMatch {
  athleteId: string;
  matchedBy: MatchKey;
  /** In words, for the record's merge history: "same email maya@x.com". */
  detail: string;
}

type Identity = Pick<AthleteValues, "firstName" | "lastName" | "gradYear" | "email" | "phone">;

/**
 * Which of a coach's athletes a newly extracted athlete is, if any: same email, else same phone,
 * else same name and class (nicknames, and small typos in a long name, allowed), else, where either gives
 * no class, the same name (a nickname allowed) that only one athlete has. A shared address or phone
 * (a club's inbox, a parent's cell for two sisters) does not merge two athletes with different names, and
 * two whose names are only alike, each with her own address and phone, stay two.
 */
export function matchAthlete(candidate: Identity, existing: readonly AthleteRecord[]): AthleteMatch | null {
  return matchIdentity(
    candidate,
    existing.map((record) => ({ athleteId: record.id, identity: identityOf(record) })),
  );
}

/** An identity an athlete is known by: its own, or that of an athlete the coach merged into it. */
export interface KnownIdentity {
  athleteId: string;
  identity: Identity;
}

/** matchAthlete over identities; an athlete may be listed under several (earlier entries win ties). */
export function matchIdentity(candidate: Identity, known: readonly KnownIdentity[]): AthleteMatch | null {
  const email = candidate.email ? normaliseEmail(candidate.email) : null;
  if (email) {
    const entry = known.find(({ identity }) => identity.email && normaliseEmail(identity.email) === email && namesCompatible(candidate, identity));
    if (entry) return { athleteId: entry.athleteId, matchedBy: "email", detail: `same email ${email}` };
  }
  if (candidate.phone) {
    const entry = known.find(({ identity }) => identity.phone === candidate.phone && namesCompatible(candidate, identity));
    if (entry) return { athleteId: entry.athleteId, matchedBy: "phone", detail: `same phone ${candidate.phone}` };
  }
  if (candidate.firstName && candidate.lastName && candidate.gradYear) {
    for (const { athleteId, identity: other } of known) {
      if (other.gradYear !== candidate.gradYear || !other.firstName || !other.lastName) continue;
      // Her name written alike is her, new address and phone or not ("my new contact info"); a name only like hers is
      // not, when she is reached elsewhere.
      const alike = normaliseName(candidate.firstName) === normaliseName(other.firstName) && normaliseName(candidate.lastName) === normaliseName(other.lastName);
      if (!alike && reachedElsewhere(candidate, other)) continue;
      if (sameGivenName(candidate.firstName, other.firstName) && sameSurname(candidate.lastName, other.lastName)) {
        return {
          athleteId,
          matchedBy: "name_grad_year",
          detail: `${candidate.firstName} ${candidate.lastName} ~ ${other.firstName} ${other.lastName}, class of ${candidate.gradYear}`.slice(0, 300),
        };
      }
    }
  }
  return matchNameWithoutClass(candidate, known);
}

/**
 * An email that gives no class (a parent's update), or an athlete first known without one: her surname written alike
 * and her given name or its nickname ("Kate" for "Katherine"), when only one athlete has that name. A typo needs the
 * class to agree.
 */
function matchNameWithoutClass(candidate: Identity, known: readonly KnownIdentity[]): AthleteMatch | null {
  if (!candidate.firstName || !candidate.lastName) return null;
  const first = normaliseName(candidate.firstName);
  const last = normaliseName(candidate.lastName);
  const sameName = known.filter(({ identity }) => {
    if (!identity.firstName || !identity.lastName || normaliseName(identity.lastName) !== last) return false;
    const given = normaliseName(identity.firstName);
    return given === first || areNicknames(given, first);
  });
  if (new Set(sameName.map(({ athleteId }) => athleteId)).size !== 1) return null;
  const entry = sameName.find(({ identity }) => !(candidate.gradYear && identity.gradYear) && !reachedElsewhere(candidate, identity));
  return entry ? { athleteId: entry.athleteId, matchedBy: "name", detail: `${candidate.firstName} ${candidate.lastName} ~ ${entry.identity.firstName} ${entry.identity.lastName} (no class given)`.slice(0, 300) } : null;
}

/** What an athlete record is matched by: its name, class, email and phone. */
export function identityOf(record: Pick<AthleteRecord, "fields">): Identity {
  const { fields } = record;
  return {
    firstName: fields.firstName?.value ?? null,
    lastName: fields.lastName?.value ?? null,
    gradYear: fields.gradYear?.value ?? null,
    email: fields.email?.value ?? null,
    phone: fields.phone?.value ?? null,
  };
}

/** Names that do not contradict each other: either side unknown, or the same person's name. */
function namesCompatible(a: Identity, b: Identity): boolean {
  if (a.firstName && b.firstName && !sameGivenName(a.firstName, b.firstName)) return false;
  if (a.lastName && b.lastName && !sameSurname(a.lastName, b.lastName)) return false;
  return true;
}

/** Each with her own address and her own phone: two people, unless more than a name says otherwise. */
function reachedElsewhere(a: Identity, b: Identity): boolean {
  return a.email !== null && b.email !== null && normaliseEmail(a.email) !== normaliseEmail(b.email) && a.phone !== null && b.phone !== null && a.phone !== b.phone;
}

// Twins' names are often a letter apart (Jada and Jade, Lana and Lena): below this length a slip is another name.
const SHORTEST_GIVEN_NAME_WITH_SLIPS = 6;

export function sameGivenName(a: string, b: string): boolean {
  const x = normaliseName(a);
  const y = normaliseName(b);
  return x === y || areNicknames(x, y) || (Math.min(x.length, y.length) >= SHORTEST_GIVEN_NAME_WITH_SLIPS && withinTypo(x, y));
}

export function sameSurname(a: string, b: string): boolean {
  const x = normaliseName(a);
  const y = normaliseName(b);
  return x === y || withinTypo(x, y);
}

/** One slip in a short name, two in a long one ("Thompson" / "Thomson", "Katherine" / "Kathrine"). */
function withinTypo(a: string, b: string): boolean {
  const shorter = Math.min(a.length, b.length);
  if (shorter < 4) return false;
  return distance(a, b) <= (shorter >= 8 ? 2 : 1);
}

function normaliseName(name: string): string {
  return fold(name).replace(/[^a-z]/g, "");
}

function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}
