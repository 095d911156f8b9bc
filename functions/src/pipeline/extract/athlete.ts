import { emptyExtractedAthlete, type ExtractedAthlete } from "@machines/inbox/extractedAthlete";
import { best, type Candidate, toField } from "../text";
import { emailCandidates, phoneCandidates } from "./contacts";
import type { ExtractContext } from "./context";
import { gpaCandidates } from "./gpa";
import { gradYearCandidates } from "./gradYear";
import { heightCandidates } from "./height";
import { placeCandidates } from "./location";
import { MAX_ATHLETES_PER_EMAIL } from "@machines/inbox/processedEmail";
import { blankMentions, firstNameMentions, introducedAthletes, introducesAthlete } from "./athleteSections";
import { chooseName, nameCandidates, type PersonName } from "./names";
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
 * The main athlete as extractAthlete reads her, and each other athlete a coach or parent introduces,
 * read from the text with the other athletes' parts blanked: her own part and what is said of all.
 */
export function extractAthletes(context: ExtractContext, reference: Date): ExtractedAthletes {
  const main = extractAthlete(context, reference);
  const names = nameCandidates(context);
  const chosen = chooseName(names);
  const introduced = chosen ? introducedAthletes(context, names, chosen) : [];
  if (introduced.length < 2) return { main, all: [main], introduced: 1 };
  const mainAt = introduced.findIndex((athlete) => athlete.name === chosen);
  const kept = mainAt < MAX_ATHLETES_PER_EMAIL ? introduced.slice(0, MAX_ATHLETES_PER_EMAIL) : [...introduced.slice(0, MAX_ATHLETES_PER_EMAIL - 1), introduced[mainAt]!];
  // Each athlete's mentions, by her full name or her first name alone: where one athlete's part ends.
  const mentions = introduced.map((athlete) => [...athlete.mentions, ...firstNameMentions(context, athlete, introduced.filter((other) => other !== athlete))]);
  const stops = [...names, ...mentions.flat()];
  const all = kept.map((athlete) => {
    if (athlete.name === chosen) return main;
    const own = blankMentions(context, stops, mentions.filter((_, index) => introduced[index] !== athlete).flat());
    // The sport as her own part or the shared text says it (the main athlete's part may be blanked).
    return readFields(context, { ...own, sport: detectSport(own.text) ?? context.sport }, athlete.name, names, reference);
  });
  return { main, all, introduced: introduced.length };
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
  athlete.email = toField(text, best(emailCandidates(focus, person)));
  athlete.phone = toField(text, best(phoneCandidates(focus, person)));
  athlete.videoUrls = toField(text, best(videoCandidates(text)));
  return athlete;
}

/**
 * A coach, parent or service introducing several athletes: the email's athlete is the first one,
 * and her details end where the next athlete is introduced. (An athlete naming a teammate keeps
 * the whole mail: her own signature comes after the teammate.)
 */
function focusOnFirstAthlete(context: ExtractContext, names: readonly Candidate<PersonName>[], chosen: Candidate<PersonName> | null): ExtractContext {
  if (!chosen || context.role === "athlete") return context;
  const others = names.filter((candidate) => candidate.start > chosen.end && candidate.value.last && !samePerson(candidate.value, chosen.value) && introducesAthlete(context.text, candidate));
  return blankMentions(context, names, others);
}

/** The same person, or a part of her name read on its own ("Barbosa Lima" inside "Beatriz Barbosa Lima"), or her family. */
function samePerson(a: PersonName, b: PersonName): boolean {
  const full = (name: PersonName) => `${name.first} ${name.last ?? ""}`.trim().toLowerCase();
  const lastWord = (name: PersonName) => (name.last ?? "").toLowerCase().split(" ").pop() ?? "";
  return full(a).includes(full(b)) || full(b).includes(full(a)) || (a.last !== null && b.last !== null && lastWord(a) === lastWord(b));
}
