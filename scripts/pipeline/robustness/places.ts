import { REGIONS } from "../../../functions/src/pipeline/extract/regions";
import { type Athlete, contentTransform, escapeRegex, type Rewrite, wholeWord } from "./content";
import type { CorpusEmail, Transform } from "./transform";

/** The forward's subject and text, where a rewrite looks for the labelled value. */
export const written = (email: CorpusEmail) => `${email.message.subject ?? ""}\n${email.message.text ?? ""}`;

/**
 * Every whole-word mention of `from` replaced by `to`, or null when the value is also written in another case ("plano
 * west hs" beside "Plano West HS"): those mentions would keep the old form and leave the label's fullest form unclear.
 */
function valueReplacer(text: string, from: string, to: string): ((text: string) => string) | null {
  const exact = text.match(wholeWord(from))?.length ?? 0;
  const anyCase = text.match(wholeWord(from, "giu"))?.length ?? 0;
  if (!exact || exact !== anyCase) return null;
  // A new form ending in a full stop ("H.S.") closing a sentence takes the sentence's full stop.
  const mention = to.endsWith(".") ? new RegExp(`${wholeWord(from).source}\\.?`, "gu") : wholeWord(from);
  return (words) => words.replace(mention, to);
}

/** A rewrite of one labelled value written another way: the label takes the new form. */
export function valueTransform(name: string, why: string, field: "club_team" | "high_school", reshape: (value: string, email: CorpusEmail) => string | null): Transform {
  return contentTransform(name, why, (athlete, email) => {
    const value = athlete[field];
    const reshaped = value ? reshape(value, email) : null;
    if (!value || !reshaped || reshaped === value) return null;
    const words = valueReplacer(written(email), value, reshaped);
    return words && { words, athlete: { ...athlete, [field]: reshaped } };
  });
}

// ---------------------------------------------------------------------------------------------------------------
// State: the athlete's town followed by her state, the state written another way (the label keeps the postal code).

/** The AP's abbreviations of the states it abbreviates (Alaska, Hawaii, Idaho, Iowa, Maine, Ohio, Texas and Utah it spells out). */
const AP_STYLE: Readonly<Record<string, string>> = {
  AL: "Ala.", AZ: "Ariz.", AR: "Ark.", CA: "Calif.", CO: "Colo.", CT: "Conn.", DE: "Del.", FL: "Fla.", GA: "Ga.", IL: "Ill.",
  IN: "Ind.", KS: "Kan.", KY: "Ky.", LA: "La.", MD: "Md.", MA: "Mass.", MI: "Mich.", MN: "Minn.", MS: "Miss.", MO: "Mo.",
  MT: "Mont.", NE: "Neb.", NV: "Nev.", NH: "N.H.", NJ: "N.J.", NM: "N.M.", NY: "N.Y.", NC: "N.C.", ND: "N.D.", OK: "Okla.",
  OR: "Ore.", PA: "Pa.", RI: "R.I.", SC: "S.C.", SD: "S.D.", TN: "Tenn.", VT: "Vt.", VA: "Va.", WA: "Wash.", WV: "W.Va.",
  WI: "Wis.", WY: "Wyo.",
};

/** A ZIP code for a state's town: any five digits serve, one per state so every run writes the same mail. */
const zipFor = (code: string) => String(10000 + ((code.charCodeAt(0) * 97 + code.charCodeAt(1) * 13) % 89000)).padStart(5, "0");

/**
 * Her town, a comma or a space, then her state as a code or a name ("Boise, ID", "Boise Idaho"), rewritten by `write`
 * (which gets the separator and the state's code). Text after it that would run into the new form (a digit, a second
 * full stop) is left alone by `write`.
 */
function stateTransform(name: string, write: (town: string, separator: string, code: string, after: string) => string | null): Transform {
  return contentTransform(name, "Athletes, parents and coaches write a state as a code, in full, as the press abbreviates it, with a ZIP or without the comma.", (athlete, email) => {
    const { city, state } = athlete;
    const stateName = state && REGIONS[state];
    if (!city || !state || !stateName) return null;
    const place = new RegExp(`(?<![\\p{L}\\p{N}])(${escapeRegex(city)})(,[ \\t]*|[ \\t]+)(${state}|${escapeRegex(stateName)})(?![\\p{L}\\p{N}])`, "gu");
    if (!place.test(written(email))) return null;
    const words = (text: string) =>
      text.replace(place, (match, town: string, separator: string, _state: string, offset: number) => write(town, separator, state, text.slice(offset + match.length, offset + match.length + 8)) ?? match);
    return { words, athlete };
  });
}

const STATE_TRANSFORMS = [
  stateTransform("state spelled out (Boise, ID → Boise, Idaho)", (town, separator, code) => `${town}${separator}${REGIONS[code]}`),
  stateTransform("state as postal code (Boise, Idaho → Boise, ID)", (town, separator, code) => `${town}${separator}${code}`),
  stateTransform("state in AP style (Duluth, Minn.)", (town, _separator, code, after) => {
    const abbreviation = AP_STYLE[code];
    if (!abbreviation) return null;
    // Her state closing a sentence keeps one full stop.
    return `${town}, ${after.startsWith(".") ? abbreviation.slice(0, -1) : abbreviation}`;
  }),
  // A ZIP is written where an address is: the place closing its line (a signature, a profile line).
  stateTransform("town and state with a ZIP (Boise, ID 83702)", (town, _separator, code, after) => (/^[ \t]*(?:\r?\n|$)/.test(after) ? `${town}, ${code} ${zipFor(code)}` : null)),
  stateTransform("town and state without the comma (Boise ID)", (town, _separator, code) => `${town} ${code}`),
];

// ---------------------------------------------------------------------------------------------------------------
// Town: where she is from said in other words (the label does not change).

/** "from Tulsa, OK" (her labelled town, her state after it if the label has one) said another way. */
function hometownPhraseTransform(name: string, phrase: (place: string) => string): Transform {
  return contentTransform(name, "People say where they are from in many ways: from a town, out of it, based there.", (athlete, email) => {
    const { city, state } = athlete;
    if (!city) return null;
    const stateName = state ? REGIONS[state] : undefined;
    const stateAfter = state ? `(?:,? (?:${state}|${escapeRegex(stateName ?? state)})(?![\\p{L}\\p{N}]))?` : "";
    const from = new RegExp(`${NOT_AFTER_VERB}\\bfrom (${escapeRegex(city)}${stateAfter})(?![\\p{L}\\p{N}])`, "gu");
    if (!from.test(written(email))) return null;
    return { words: (text) => text.replace(from, (_match, place: string) => phrase(place)), athlete };
  });
}

/** After a verb ("I am from", "we moved from") "from" is the verb's: "out of" would say something else, and dropping it leaves none. */
const NOT_AFTER_VERB = "(?<!\\b(?:am|is|are|was|were|be|come|comes|came|moved|relocated|originally|I['’]m|[Ss]he['’]s)[ \\t])";

/**
 * "I'm a 2028 setter from Tulsa, Oklahoma. I play for …" → "I'm a 2028 setter. I play for …" and a "Hometown: Tulsa,
 * Oklahoma" line under that paragraph: the same home in a profile's line. Only where she says it once.
 */
const hometownLineTransform = contentTransform(
  "home town moved to a 'Hometown:' line (from Tulsa, OK → Hometown: Tulsa, OK)",
  "Writers put where they live in a profile line under the letter as often as in a sentence.",
  (athlete, email) => {
    const { city, state } = athlete;
    if (!city || !state) return null;
    const stateName = REGIONS[state] ?? state;
    const from = new RegExp(`${NOT_AFTER_VERB} from (${escapeRegex(city)},? (?:${state}|${escapeRegex(stateName)}))(?![\\p{L}\\p{N}])(?=[.,])`, "gu");
    const text = email.message.text ?? "";
    const mentions = [...text.matchAll(from)];
    if (mentions.length !== 1 || from.test(email.message.subject ?? "")) return null;
    const [mention] = mentions as [RegExpExecArray];
    const paragraphEnd = text.indexOf("\n\n", mention.index);
    if (paragraphEnd === -1) return null;
    // The paragraph's quoting ("> ") carries over to the new line.
    const quote = /^[ \t>]*/.exec(text.slice(text.lastIndexOf("\n", mention.index) + 1))![0];
    const moved = `${text.slice(0, mention.index)}${text.slice(mention.index + mention[0].length, paragraphEnd)}\n${quote}Hometown: ${mention[1]}${text.slice(paragraphEnd)}`;
    return { words: (words) => (words === text ? moved : words), athlete };
  },
);

const HOMETOWN_TRANSFORMS = [
  hometownLineTransform,
  hometownPhraseTransform("home town said 'out of' (a setter out of Tulsa, OK)", (place) => `out of ${place}`),
  hometownPhraseTransform("home town said 'based in' (a setter based in Tulsa, OK)", (place) => `based in ${place}`),
];

// ---------------------------------------------------------------------------------------------------------------
// High school: "High School" written the short ways students write it, and the short ways spelled out.

const HIGH_SCHOOL_END = / High School$/;
const SHORT_SCHOOL_END = / (?:HS|H\.S\.)$/;

/** Her school's name before any school word ("Henry Clay HS", "Henry Clay High"): every form the email writes it in. */
const schoolForms = (school: string) => new RegExp(`${escapeRegex(school.replace(/ (?:High School|HS|H\\.S\\.)$/, ""))} (?:High School|HS|H\\.S\\.|High)(?![\\p{L}])`, "gu");

function schoolTransform(name: string, reshape: (school: string) => string | null): Transform {
  return valueTransform(name, "Students shorten their school's name (HS, H.S., High) or spell it out, as their school's own signs do.", "high_school", (school, email) => {
    // Written in another form too ("Henry Clay High School" and "Henry Clay HS"), the rewrite would leave two forms and the fullest unclear.
    const forms = new Set(written(email).match(schoolForms(school)));
    return forms.size === 1 ? reshape(school) : null;
  });
}

const SCHOOL_TRANSFORMS = [
  schoolTransform("school as HS (Henry Clay High School → Henry Clay HS)", (school) => (HIGH_SCHOOL_END.test(school) ? school.replace(HIGH_SCHOOL_END, " HS") : null)),
  schoolTransform("school as H.S. (Henry Clay H.S.)", (school) => (HIGH_SCHOOL_END.test(school) ? school.replace(HIGH_SCHOOL_END, " H.S.") : null)),
  schoolTransform("school as High (Henry Clay High)", (school) => (HIGH_SCHOOL_END.test(school) ? school.replace(HIGH_SCHOOL_END, " High") : null)),
  schoolTransform("school spelled out (Plano West HS → Plano West High School)", (school) => (SHORT_SCHOOL_END.test(school) ? school.replace(SHORT_SCHOOL_END, " High School") : null)),
];

// ---------------------------------------------------------------------------------------------------------------
// Club: the age group and the club word written as other clubs write them.

/** A club team's name, age group (12 to 18, with or without U before or after it) and what follows (level, colour). */
export const CLUB_AGE = /^(.+?) (?:(1[2-8])U?|U(1[2-8]))( .+)?$/;

function clubAgeTransform(name: string, age: (years: string) => string): Transform {
  return valueTransform(name, "Clubs name their teams' age groups 17, 17U, U17 or 17-1, and families copy whichever they saw last.", "club_team", (club) => {
    const parts = CLUB_AGE.exec(club);
    // A club written in lower case keeps its age group in lower case ("16u"): no label to compare.
    if (!parts || club === club.toLowerCase()) return null;
    const [, clubName, years, yearsAfterU, rest] = parts;
    return `${clubName} ${age((years ?? yearsAfterU)!)}${rest ?? ""}`;
  });
}

export const isSoftball = (email: CorpusEmail) => /\b(?:softball|fastpitch|pitcher|catcher|shortstop)\b/i.test(written(email));

/** A profile line giving her club ("Club: Ozark Storm 16U", "Travel team: …") and nothing after it. */
export const CLUB_LINE = (club: string) => new RegExp(`^([ \\t>]*(?:[-•*][ \\t]*)?(?:club(?: team)?|travel(?: team| ball)?|team)[ \\t]*(?::|\\t|-)[ \\t]*)${escapeRegex(club)}[ \\t]*$`, "gimu");

/** Her club's coach after its team on its profile line, as softball teams are known ("Ozark Storm 16U - Lee"): the label keeps it. */
const clubCoachTransform = contentTransform(
  "club's coach on its profile line (Club: Ozark Storm 16U - Lee)",
  "Travel teams are known by their coach's name, and families write it after the team.",
  (athlete, email) => {
    const club = athlete.club_team;
    if (!club || !CLUB_AGE.test(club) || /[-–] *\p{Lu}/u.test(club) || !CLUB_LINE(club).test(email.message.text ?? "")) return null;
    const coached = `${club} - Lee`;
    // Every other mention keeps the club without its coach: the line's is the fullest.
    return { words: (text) => text.replace(CLUB_LINE(club), (_line, label: string) => `${label}${coached}`), athlete: { ...athlete, club_team: coached } };
  },
);

const CLUB_TRANSFORMS = [
  clubCoachTransform,
  valueTransform("travel team named by its class (Ozark Storm 16U Gold → Ozark Storm 2028 Gold)", "Travel softball teams are named by their players' class as often as by an age group.", "club_team", (club, email) => {
    const parts = CLUB_AGE.exec(club);
    const year = email.label.athlete?.grad_year;
    if (!parts || !isSoftball(email) || !year || club === club.toLowerCase()) return null;
    return `${parts[1]} ${year}${parts[4] ?? ""}`;
  }),
  clubAgeTransform("club age with U (Dynasty 16 Black → Dynasty 16U Black)", (years) => `${years}U`),
  clubAgeTransform("club age as U16 (Dynasty U16 Black)", (years) => `U${years}`),
  clubAgeTransform("club team numbered (Dynasty 16-1 Black)", (years) => `${years}-1`),
  valueTransform("club word spelled out (Sunshine VBC → Sunshine Volleyball Club)", "Volleyball clubs go by VBC or the words in full.", "club_team", (club) => (/ VBC\b/.test(club) ? club.replace(/ VBC\b/, " Volleyball Club") : null)),
  valueTransform("club word abbreviated (Three Rivers Volleyball → Three Rivers VBC)", "Volleyball clubs go by VBC or the words in full.", "club_team", (club) => (/ Volleyball(?: Club)?\b/.test(club) ? club.replace(/ Volleyball(?: Club)?\b/, " VBC") : null)),
  valueTransform("softball club with Fastpitch (Ozark Storm Fastpitch 18U)", "Travel softball teams put Fastpitch in their name, and families write it or not.", "club_team", (club, email) => {
    const parts = CLUB_AGE.exec(club);
    if (!parts || !isSoftball(email) || /fastpitch|softball/i.test(club)) return null;
    return club.replace(/ (?=(?:1[2-8]U?|U1[2-8])\b)/, " Fastpitch ");
  }),
];

// ---------------------------------------------------------------------------------------------------------------
// Where the facts sit: a profile line said as a sentence, and the facts gathered on one "|" signature line.

/** A profile line "Club: X" (a bullet before it, a colon, tab or dash after the field's name) whose value matches `value`. */
const profileLine = (fields: string, value: string) => new RegExp(`^[ \\t]*(?:[-•*][ \\t]*)?(?:${fields})[ \\t]*(?::|\\t|-)[ \\t]*${value}[ \\t]*$`, "gimu");

interface ProfileSentence {
  field: "club_team" | "high_school" | "city";
  names: string;
  sentence: (value: string, athlete: Athlete) => string;
}

const PROFILE_SENTENCES: readonly ProfileSentence[] = [
  { field: "club_team", names: "club(?: team)?|travel(?: team)?|team", sentence: (club) => `I play club for ${club}.` },
  { field: "high_school", names: "(?:high )?school|hs", sentence: (school) => `I attend ${school}.` },
  { field: "city", names: "hometown|home ?town|city|home", sentence: (city, athlete) => `I live in ${city}${athlete.state ? `, ${athlete.state}` : ""}.` },
];

/** The labelled value as a profile line writes it; a hometown line may carry her state after the town ("Hometown: Franklin, TN"). */
function profileValue(field: ProfileSentence["field"], athlete: Athlete): string | null {
  const value = athlete[field];
  if (!value) return null;
  if (field !== "city" || !athlete.state) return escapeRegex(value);
  return `${escapeRegex(value)}(?:,? ${athlete.state}|, ${escapeRegex(REGIONS[athlete.state] ?? athlete.state)})?`;
}

const profileSentencesTransform = contentTransform(
  "profile lines said as sentences (Club: X → I play club for X.)",
  "Some writers give a profile as lines, others say the same things in sentences.",
  (athlete, email) => {
    const lines = PROFILE_SENTENCES.flatMap(({ field, names, sentence }) => {
      const value = profileValue(field, athlete);
      if (!value) return [];
      const line = profileLine(names, value);
      return line.test(email.message.text ?? "") ? [{ line, said: sentence(athlete[field]!, athlete) }] : [];
    });
    if (!lines.length) return null;
    return { words: (text) => lines.reduce((result, { line, said }) => result.replace(line, said), text), athlete };
  },
);

/**
 * Her sign-off line (her full name alone on a line, the last such line) followed by her class, town, school and club
 * on one "|"-separated line, as email signatures and recruiting profiles print them. Only values the label has.
 */
const pipeSignatureTransform = contentTransform(
  "facts on a '|' signature line (Name | 2027 | Tulsa, OK | Club)",
  "Athletes copy a one-line signature from their recruiting profile: name, class, town, school and club between bars.",
  (athlete, email) => {
    const { first_name: first, last_name: last, grad_year: year, city, state, high_school: school, club_team: club } = athlete;
    if (!first || !last || !club) return null;
    const signOff = new RegExp(`^([ \\t>]*)${escapeRegex(`${first} ${last}`)}[ \\t]*$`, "gmu");
    const text = email.message.text ?? "";
    const signOffLine = [...text.matchAll(signOff)].pop();
    if (!signOffLine) return null;
    const facts = [`${first} ${last}`, year ? `Class of ${year}` : null, city ? `${city}${state ? `, ${state}` : ""}` : null, school, club].filter(Boolean).join(" | ");
    const at = signOffLine.index;
    const rewrite: Rewrite = {
      words: (words) => (words === text ? `${text.slice(0, at)}${signOffLine[1]}${facts}${text.slice(at + signOffLine[0].length)}` : words),
      athlete,
    };
    return rewrite;
  },
);

/**
 * Where a labelled athlete's club, high school, town and state are written another way: the state spelled out,
 * abbreviated or with a ZIP, her town "out of" or "based in", "High School" shortened or spelled out, the club's age
 * group and club word as other clubs write them, profile lines said as sentences, the facts on a "|" signature line.
 * The label changes where the written value does (a club or school is labelled as written).
 */
export const PLACES_TRANSFORMS: Transform[] = [
  ...STATE_TRANSFORMS,
  ...HOMETOWN_TRANSFORMS,
  ...SCHOOL_TRANSFORMS,
  ...CLUB_TRANSFORMS,
  profileSentencesTransform,
  pipeSignatureTransform,
];
