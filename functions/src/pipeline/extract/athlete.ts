import type { ExtractedContact } from "@machines/inbox/athleteContacts";
import { emptyExtractedAthlete, type ExtractedAthlete } from "@machines/inbox/extractedAthlete";
import { best, type Candidate, toField } from "../text";
import { addressesIn, emailCandidates, phoneCandidates, phonesIn } from "./contacts";
import type { ExtractContext } from "./context";
import { gpaCandidates } from "./gpa";
import { gradYearCandidates } from "./gradYear";
import { heightCandidates } from "./height";
import { placeCandidates } from "./location";
import { ORGANISATION_AFTER, chooseName, introducedHere, nameCandidates, type PersonName } from "./names";
import { otherContacts } from "./otherContacts";
import { positionCandidates } from "./positions";
import { clubCandidates, highSchoolCandidates } from "./teams";
import { videoCandidates } from "./videos";

/**
 * Reads every athlete field from the analysed text. Each field is the most confident candidate;
 * places, schools and clubs are read first so that "Cincinnati, OH" or "Central High" never
 * become positions.
 */
export function extractAthlete(context: ExtractContext, reference: Date): ExtractedAthlete {
  const athlete = emptyExtractedAthlete();
  const names = nameCandidates(context);
  const name = chooseName(names);
  if (name) {
    athlete.firstName = toField(context.text, { ...name, value: name.value.first });
    athlete.lastName = name.value.last ? toField(context.text, { ...name, value: name.value.last }) : null;
  }
  const focus = focusOnFirstAthlete(context, names, name);
  const { text } = focus;
  const places = placeCandidates(text, focus.lowercase);
  const clubs = clubCandidates(text, focus.lowercase);
  const schools = highSchoolCandidates(text, focus.lowercase);
  const taken = [...places, ...clubs, ...schools, ...names].filter((candidate) => candidate.end > candidate.start);
  const blocked = (start: number, end: number) => taken.some((span) => start < span.end && end > span.start);

  athlete.sport = focus.sport ? toField(text, { value: focus.sport.sport, confidence: 0.8, start: focus.sport.start, end: focus.sport.end }) : null;
  athlete.gradYear = toField(text, best(gradYearCandidates(focus, reference)));
  athlete.positions = toField(text, best(positionCandidates(focus, blocked)));
  athlete.height = toField(text, best(heightCandidates(text, name?.value.first ?? null)));
  const school = best(schools);
  athlete.highSchool = toField(text, school);
  athlete.clubTeam = toField(text, best(clubs.filter((club) => !school || club.value !== school.value)));
  const place = best(places);
  if (place) {
    athlete.state = toField(text, { ...place, value: place.value.state });
    athlete.city = place.value.city ? toField(text, { ...place, value: place.value.city }) : null;
  }
  athlete.gpa = toField(text, best(gpaCandidates(text)));
  const person = name?.value ?? null;
  const written = { addresses: addressesIn(focus), phones: phonesIn(focus) };
  athlete.email = toField(text, best(emailCandidates(focus, person, written.addresses)));
  athlete.phone = toField(text, best(phoneCandidates(focus, person, written.phones)));
  athlete.videoUrls = toField(text, best(videoCandidates(text)));
  return withContacts(athlete, otherContacts(focus, person, written, ownContacts(athlete)));
}

const ownContacts = (athlete: ExtractedAthlete) => ({ email: athlete.email?.value ?? null, phone: athlete.phone?.value ?? null });

function withContacts(athlete: ExtractedAthlete, contacts: ExtractedContact[]): ExtractedAthlete {
  const { contacts: _replaced, ...fields } = athlete;
  return contacts.length ? { ...fields, contacts } : fields;
}

/**
 * The athlete's contacts read again once the writer's role is settled (`context` is the context of
 * that role): a writer first taken for a club coach who is a college's gives no contact of theirs.
 */
export function rereadContacts(context: ExtractContext, athlete: ExtractedAthlete): ExtractedAthlete {
  const names = nameCandidates(context);
  const name = chooseName(names);
  const focus = focusOnFirstAthlete(context, names, name);
  const written = { addresses: addressesIn(focus), phones: phonesIn(focus) };
  return withContacts(athlete, otherContacts(focus, name?.value ?? null, written, ownContacts(athlete)));
}

/**
 * A coach, parent or service introducing several athletes: the email's athlete is the first one,
 * and her details end where the next athlete is introduced. (An athlete naming a teammate keeps
 * the whole mail: her own signature comes after the teammate.)
 */
function focusOnFirstAthlete(context: ExtractContext, names: readonly Candidate<PersonName>[], chosen: Candidate<PersonName> | null): ExtractContext {
  if (!chosen || context.role === "athlete") return context;
  const others = names.filter((candidate) => candidate.start > chosen.end && candidate.value.last && !samePerson(candidate.value, chosen.value) && introducesAthlete(context.text, candidate));
  if (!others.length) return context;
  const { text } = context;
  const mentions = [...new Set(names.map((candidate) => candidate.start))].sort((a, b) => a - b);
  // Each other athlete's details run to the end of their paragraph, or to the next name (a table's
  // next row, her own row among them); what follows the last one applies to all ("Both play for me at …").
  // Blanked, not cut: offsets stay those of the analysed text. Counted per offset, in one pass over the text.
  const blanked = new Int32Array(text.length + 1);
  let next = 0;
  for (const other of [...others].sort((a, b) => a.start - b.start)) {
    while (next < mentions.length && mentions[next]! <= other.start) next++;
    const paragraphEnd = text.indexOf("\n\n", other.start);
    const end = Math.min(paragraphEnd === -1 ? text.length : paragraphEnd, mentions[next] ?? text.length);
    if (end <= other.start) continue;
    blanked[other.start]!++;
    blanked[end]!--;
  }
  let depth = 0;
  let masked = "";
  for (let offset = 0; offset < text.length; offset++) {
    depth += blanked[offset]!;
    const char = text[offset]!;
    masked += depth > 0 && char !== "\n" ? " " : char;
  }
  const signature = context.signature && masked.slice(context.signature.start, context.signature.end) === text.slice(context.signature.start, context.signature.end) ? context.signature : null;
  return { ...context, text: masked, signature };
}

/** The name is followed by athlete details of its own (a class year, a height, a position). */
function introducesAthlete(text: string, candidate: Candidate<PersonName>): boolean {
  return !ORGANISATION_AFTER.test(text.slice(candidate.end, candidate.end + 20)) && introducedHere(text, candidate.end);
}

/** The same person, or a part of her name read on its own ("Barbosa Lima" inside "Beatriz Barbosa Lima"), or her family. */
function samePerson(a: PersonName, b: PersonName): boolean {
  const full = (name: PersonName) => `${name.first} ${name.last ?? ""}`.trim().toLowerCase();
  const lastWord = (name: PersonName) => (name.last ?? "").toLowerCase().split(" ").pop() ?? "";
  return full(a).includes(full(b)) || full(b).includes(full(a)) || (a.last !== null && b.last !== null && lastWord(a) === lastWord(b));
}
