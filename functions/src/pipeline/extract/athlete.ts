import type { ExtractedContact } from "@machines/inbox/athleteContacts";
import { emptyExtractedAthlete, type ExtractedAthlete } from "@machines/inbox/extractedAthlete";
import { best, type Candidate, fold, toField } from "../text";
import { addressesIn, emailCandidates, inCollegeQuote, phoneCandidates, phonesIn } from "./contacts";
import type { ExtractContext } from "./context";
import { gpaCandidates } from "./gpa";
import { gradYearCandidates } from "./gradYear";
import { heightCandidates } from "./height";
import { homePlaces, placeCandidates } from "./location";
import { MAX_ATHLETES_PER_EMAIL } from "@machines/inbox/processedEmail";
import { blankMentions, blankSubject, firstNameMentions, introducedAthletes, introducesAthlete, sameAthlete, type IntroducedAthlete } from "./athleteSections";
import { chooseName, familySurname, isNamedJointly, nameCandidates, otherPlayersAsides, writersDisplayName, type PersonName } from "./names";
import { otherContacts } from "./otherContacts";
import { detectSport, positionCandidates } from "./positions";
import { clubCandidates, highSchoolCandidates } from "./teams";
import { videoCandidates } from "./videos";

/**
 * Reads every athlete field from the analysed text. Each field is the most confident candidate;
 * places, schools and clubs are read first so that "Cincinnati, OH" or "Central High" never
 * become positions.
 */
export function extractAthlete(context: ExtractContext, reference: Date): ExtractedAthlete {
  const names = nameCandidates(context);
  const name = chooseName(names);
  return readFields(context, focusOnFirstAthlete(context, names, name), name, names, reference);
}

/** Every athlete the email introduces, the main one (extractAthlete's) among them in the email's order. */
export interface ExtractedAthletes {
  main: ExtractedAthlete;
  /** At most MAX_ATHLETES_PER_EMAIL, the main one always kept. */
  all: ExtractedAthlete[];
  /** How many athletes the email introduces (more than `all` holds when it names more than the limit). */
  introduced: number;
}

/**
 * Every athlete a coach or parent introduces, each read from the text with the other athletes' parts
 * and the subject (which may list them all: "2028 setter and 2028 middle") blanked: her own part and
 * what is said of all. An email about one athlete reads her as extractAthlete does.
 */
export function extractAthletes(context: ExtractContext, reference: Date): ExtractedAthletes {
  const names = nameCandidates(context);
  const chosen = chooseName(names);
  const introduced = chosen ? introducedAthletes(context, names, chosen) : [];
  if (introduced.length < 2) {
    const main = extractAthlete(context, reference);
    return { main, all: [main], introduced: 1 };
  }
  const mainAt = introduced.findIndex((athlete) => athlete.name === chosen);
  const kept = mainAt < MAX_ATHLETES_PER_EMAIL ? introduced.slice(0, MAX_ATHLETES_PER_EMAIL) : [...introduced.slice(0, MAX_ATHLETES_PER_EMAIL - 1), introduced[mainAt]!];
  // Each athlete's mentions, by her full name, or (the athletes read) her first name alone: where one athlete's part ends.
  // A joint mention ("Ava and Chloe Marchetti, juniors at …") is no one athlete's part: what follows it is said of all.
  const joint = new Set(names.filter(isNamedJointly).map((mention) => mention.start));
  const ownMentions = (athlete: IntroducedAthlete) => athlete.mentions.filter((mention) => !joint.has(mention.start));
  const byFirstName = (athlete: IntroducedAthlete) => firstNameMentions(context, athlete, kept).filter((mention) => !joint.has(mention.start));
  const mentions = introduced.map((athlete) => (kept.includes(athlete) ? [...ownMentions(athlete), ...byFirstName(athlete)] : ownMentions(athlete)));
  const stops = [...names, ...mentions.flat()];
  const body = blankSubject(context);
  const all = kept.map((athlete) => {
    const part = blankMentions(body, stops, mentions.filter((_, index) => introduced[index] !== athlete).flat());
    // The sport as her own part or the shared text says it (another athlete's part may be where it was read). A sibling's
    // few lines in her sister's letter say too little for that: she is read in the letter's sport.
    const sport = athlete.sibling ? (context.sport ?? detectSport(part.text)) : (detectSport(part.text, context.sport?.sport ?? null) ?? context.sport);
    // Read as family writing about her, her sister's own address, phone and sign-off are not hers.
    return athlete.sibling ? readFields({ ...context, role: "parent" }, { ...part, sport, role: "parent" }, athlete.name, names, reference) : readFields(context, { ...part, sport }, athlete.name, names, reference);
  });
  const main = all[kept.findIndex((athlete) => athlete.name === chosen)]!;
  // A sister or brother the athlete introduces lives where she does, when her own lines name no town.
  const withHomes = all.map((athlete, index) => (kept[index]!.sibling && athlete.city === null && athlete.state === null ? { ...athlete, city: main.city, state: main.state } : athlete));
  return { main, all: withHomes, introduced: introduced.length };
}

/** The fields of the athlete named `name`, read from `focus` (the text with other athletes' parts blanked). */
function readFields(context: ExtractContext, focus: ExtractContext, name: Candidate<PersonName> | null, names: readonly Candidate<PersonName>[], reference: Date): ExtractedAthlete {
  const athlete = emptyExtractedAthlete();
  if (name) {
    athlete.firstName = toField(context.text, { ...name, value: name.value.first });
    athlete.lastName = name.value.last ? toField(context.text, { ...name, value: name.value.last }) : null;
  }
  const { text } = focus;
  const places = placeCandidates(text, focus.lowercase);
  const clubs = clubCandidates(text, focus.lowercase, focus.bodyStart);
  // The college's own reply quoted under hers names its school and its team ("Quillmoor College Owls"), never hers.
  const schools = highSchoolCandidates(text, focus.lowercase).filter((school) => !inCollegeQuote(focus, school.start));
  const taken = [...places, ...clubs, ...schools, ...names].filter((candidate) => candidate.end > candidate.start);
  const blocked = (start: number, end: number) => taken.some((span) => start < span.end && end > span.start);

  const { sport } = focus;
  athlete.sport = sport ? toField(text, { value: sport.sport, confidence: sport.readElsewhere === undefined ? 0.8 : 0.6, start: sport.start, end: sport.end, header: sport.readElsewhere }) : null;
  athlete.gradYear = toField(text, best(gradYearCandidates(focus, reference)));
  athlete.positions = toField(text, best(positionCandidates(focus, blocked)));
  athlete.height = toField(text, best(heightCandidates(text, name?.value.first ?? null)));
  const school = best(schools);
  athlete.highSchool = toField(text, school);
  athlete.clubTeam = toField(text, best(clubs.filter((club) => !school || club.value !== school.value)));
  const place = best(homePlaces(focus, places, name?.value ?? null));
  if (place) {
    athlete.state = place.value.state ? toField(text, { ...place, value: place.value.state }) : null;
    athlete.city = place.value.city ? toField(text, { ...place, value: place.value.city }) : null;
  }
  athlete.gpa = toField(text, best(gpaCandidates(text)));
  const person = name?.value ?? null;
  const written = { addresses: addressesIn(focus), phones: phonesIn(focus) };
  const email = best(emailCandidates(focus, person, written.addresses));
  athlete.email = toField(text, email);
  if (athlete.firstName && !athlete.lastName) athlete.lastName = toField(text, (email && surnameFromAddress(context, athlete.firstName.value, email)) || familySurname(context, email !== null));
  athlete.phone = toField(text, best(phoneCandidates(focus, person, written.phones)));
  athlete.videoUrls = toField(text, best(videoCandidates(text)));
  return withContacts(athlete, otherContacts(focus, person, written, ownContacts(athlete)));
}

/**
 * A parent's "my daughter Harper" (or a writer's "on behalf of Harper", saying no more) names her by her first name only; her
 * own address ("harperlindqvist@…") says she carries the family's surname, the one the writer writes under. Read from the
 * address, less sure than a name written out.
 */
function surnameFromAddress(context: ExtractContext, first: string, email: Candidate<string>): Candidate<string> | null {
  if (context.role !== "parent" && context.role !== "other") return null;
  const surname = writersDisplayName(context)?.last;
  const local = fold(email.value.split("@")[0] ?? "").replace(/[^a-z]/gu, "");
  if (!surname || !local.includes(fold(first)) || !local.includes(fold(surname).replace(/[^a-z]/gu, ""))) return null;
  return { ...email, value: surname, confidence: 0.6 };
}

/** Her own contacts, never another's, and her teams, which name whose coach a "Coach" is. */
const ownContacts = (athlete: ExtractedAthlete) => ({
  email: athlete.email?.value ?? null,
  phone: athlete.phone?.value ?? null,
  club: athlete.clubTeam?.value ?? null,
  school: athlete.highSchool?.value ?? null,
});

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

/** "My teammate Ava Chen (2027 OH) and I …": the bracket is the teammate's, blanked (offsets kept). */
function withoutOtherPlayersAsides(context: ExtractContext): ExtractContext {
  const asides = otherPlayersAsides(context.text);
  if (!asides.length) return context;
  let text = context.text;
  for (const { start, end } of asides) text = text.slice(0, start) + " ".repeat(end - start) + text.slice(end);
  return { ...context, text };
}

/**
 * A coach, parent or service introducing several athletes: the email's athlete is the first one,
 * and her details end where the next athlete is introduced. (An athlete naming a teammate keeps
 * the whole mail: her own signature comes after the teammate.)
 */
function focusOnFirstAthlete(context: ExtractContext, names: readonly Candidate<PersonName>[], chosen: Candidate<PersonName> | null): ExtractContext {
  if (context.role === "athlete") return withoutOtherPlayersAsides(context);
  if (!chosen) return context;
  const others = names.filter((candidate) => candidate.start > chosen.end && candidate.value.last && !sameAthlete(candidate.value, chosen.value) && introducesAthlete(context.text, candidate));
  return blankMentions(context, names, others);
}
