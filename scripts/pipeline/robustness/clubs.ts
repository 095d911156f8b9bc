import { type Athlete, contentTransform, escapeRegex, wholeWord } from "./content";
import { CLUB_AGE, CLUB_LINE, isSoftball, valueTransform, written } from "./places";
import type { CorpusEmail, Transform } from "./transform";

/** Who says she plays for the club: the athlete herself, or someone writing about her. */
type Speaker = "I" | "she";

/** Every match of `pattern` in `text` replaced by `replace`'s answer, or left as it is where that is null. */
function replaceEach(text: string, pattern: RegExp, replace: (match: RegExpExecArray) => string | null): string {
  let result = "";
  let last = 0;
  for (const match of text.matchAll(pattern)) {
    const replacement = replace(match);
    if (replacement === null) continue;
    result += text.slice(last, match.index) + replacement;
    last = match.index + match[0].length;
  }
  return result + text.slice(last);
}

/** "I play for X", "She plays club with X", "I also play travel ball for X": the sentence that names her club. */
const playsFor = (club: string) =>
  new RegExp(
    `(?<![\\p{L}])(?<speaker>I|[Ss]he)[ \\t]+(?:(?:also|currently|now)[ \\t]+)?plays?[ \\t]+(?:(?:club|travel ball|travel|AAU|summer ball)[ \\t]+)?(?:for|with)[ \\t]+${escapeRegex(club)}(?![\\p{L}\\p{N}])(?<closes>[ \\t]*(?:[.!]|\\r?\\n|$))?`,
    "gu",
  );

/** Where a sentence starts: a line's start (after any quoting) or the end of the sentence before. */
const sentenceStartsAt = (text: string, offset: number) => /(?:^|\n)[ \t>]*$|[.!?][ \t]+$/u.test(text.slice(Math.max(0, offset - 12), offset));

const capitalised = (words: string) => words.charAt(0).toUpperCase() + words.slice(1);

interface Saying {
  /** How the speaker says it, in place of "I play for X" (its sentence goes on after it). */
  say: (speaker: Speaker, club: string, email: CorpusEmail) => string;
  /** Only a whole sentence ("My club team is X."): the sentence must say nothing after the club. */
  wholeSentence?: true;
}

/**
 * The club said another way where the email says she plays for it ("I play for X", "Club: X"): in place of the
 * sentence's start, or of the profile line as a sentence of its own. The label does not change.
 */
function clubSaidTransform(name: string, why: string, { say, wholeSentence }: Saying): Transform {
  return contentTransform(name, why, (athlete, email) => {
    const club = athlete.club_team;
    if (!club || club === club.toLowerCase()) return null;
    const lineSpeaker: Speaker = email.label.sender_role === "athlete" ? "I" : "she";
    const text = email.message.text ?? "";
    if (!playsFor(club).test(text) && !CLUB_LINE(club).test(text)) return null;
    const words = (text: string) => {
      const said = replaceEach(text, playsFor(club), (match) => {
        if (wholeSentence && (match.groups!.closes === undefined || !sentenceStartsAt(text, match.index))) return null;
        const speaker: Speaker = match.groups!.speaker === "I" ? "I" : "she";
        const saying = say(speaker, club, email);
        return `${sentenceStartsAt(text, match.index) ? capitalised(saying) : saying}${match.groups!.closes ?? ""}`;
      });
      return said.replace(CLUB_LINE(club), (_line, label: string) => `${label.replace(/[^ \t>]+.*$/su, "")}${capitalised(say(lineSpeaker, club, email))}.`);
    };
    return { words, athlete };
  });
}

const SENTENCE_WHY = "Strangers say where she plays in any words: on a team, with a club, her club team is, this season.";

const CLUB_SAID_TRANSFORMS = [
  clubSaidTransform("club said 'I'm on X'", SENTENCE_WHY, { say: (speaker, club) => (speaker === "I" ? `I'm on ${club}` : `she's on ${club}`) }),
  clubSaidTransform("club said 'I currently play club with X'", SENTENCE_WHY, {
    say: (speaker, club) => (speaker === "I" ? `I currently play club with ${club}` : `she currently plays club with ${club}`),
  }),
  clubSaidTransform("club said 'this season I'll be playing with X'", SENTENCE_WHY, { say: (speaker, club) => `this season ${speaker === "I" ? "I'll" : "she'll"} be playing with ${club}` }),
  clubSaidTransform("club said 'my club team is X.'", SENTENCE_WHY, { say: (speaker, club) => `${speaker === "I" ? "my" : "her"} club team is ${club}`, wholeSentence: true }),
  clubSaidTransform("club said 'X is my club.'", SENTENCE_WHY, { say: (speaker, club) => `${club} is ${speaker === "I" ? "my" : "her"} club`, wholeSentence: true }),
];

// ---------------------------------------------------------------------------------------------------------------
// She moved clubs: the club she left named beside the one she plays for (the label stays the current club).

/** A club of her sport she might have left, by a name none of the corpus's clubs has. */
const formerClub = (email: CorpusEmail) => (isSoftball(email) ? "Northstar Fastpitch 16U" : "Northstar VBC 16 Red");

const movedTransform = (name: string, say: Saying["say"]) => clubSaidTransform(name, "Athletes change clubs between seasons and say so: where they moved from, where they were before.", { say });

const MOVED_TRANSFORMS = [
  movedTransform("moved clubs 'I moved from Y to X this season'", (speaker, club, email) => `${speaker} moved from ${formerClub(email)} to ${club} this season`),
  movedTransform("moved clubs 'I play for X (formerly with Y)'", (speaker, club, email) => `${speaker === "I" ? "I play" : "she plays"} for ${club} (formerly with ${formerClub(email)})`),
  movedTransform("moved clubs 'I joined X after two years with Y'", (speaker, club, email) => `${speaker} joined ${club} after two years with ${formerClub(email)}`),
];

// ---------------------------------------------------------------------------------------------------------------
// The club alone where she signs or in the subject: its own line (a signature's, a "Club:" line) moved there.

/** The club on a line of its own, labelled or not ("Club: X", "X" under her name): the line and its break. */
const clubOwnLine = (club: string) =>
  new RegExp(`^[ \\t>]*(?:(?:[-•*][ \\t]*)?(?:club(?: team)?|travel(?: team| ball)?|team)[ \\t]*(?::|\\t|-)[ \\t]*)?${escapeRegex(club)}[ \\t]*(?:\\r?\\n|$)`, "gimu");

/** The email's text without the club's own line, where that line is the only place the email names the club. */
function withoutClubLine(athlete: Athlete, email: CorpusEmail): { club: string; text: string } | null {
  const club = athlete.club_team;
  const text = email.message.text ?? "";
  if (!club || club === club.toLowerCase() || written(email).match(wholeWord(club, "giu"))?.length !== 1) return null;
  const line = clubOwnLine(club);
  return line.test(text) ? { club, text: text.replace(clubOwnLine(club), "") } : null;
}

const clubAfterSignOffTransform = contentTransform(
  "club in brackets after her signed name (Ava Stone (Skyline 17 Royal))",
  "Athletes sign with their club in brackets after their name, instead of a profile line.",
  (athlete, email) => {
    const { first_name: first, last_name: last } = athlete;
    const moved = withoutClubLine(athlete, email);
    if (!first || !last || !moved) return null;
    const signOff = [...moved.text.matchAll(new RegExp(`^([ \\t>]*)${escapeRegex(`${first} ${last}`)}[ \\t]*$`, "gmu"))].pop();
    if (!signOff) return null;
    const end = signOff.index + signOff[0].trimEnd().length;
    const signed = `${moved.text.slice(0, end)} (${moved.club})${moved.text.slice(end)}`;
    const text = email.message.text ?? "";
    return { words: (words) => (words === text ? signed : words), athlete };
  },
);

/** The subject as its writer wrote it, without the forward's and replies' prefixes. */
const originalSubject = (email: CorpusEmail) => (email.message.subject ?? "").replace(/^(?:[ \t]*(?:fwd?|fw|re|tr|wg|rv)[ \t]*:[ \t]*)+/iu, "").trim();

/** A forwarded header block's subject line ("Subject: …", "> *Subject:* …"). */
const SUBJECT_LINE = /^[ \t>]*\*?(?:subject|objet|asunto|betreff|assunto|oggetto|onderwerp)[ \t]?:.*$/gimu;

/**
 * `words` with `addition` after the writer's subject, in the forward's subject and in the header lines that repeat it
 * (not where the letter's own words happen to read the same, as a short subject's "2027 MB" may).
 */
function afterSubject(email: CorpusEmail, addition: string): ((words: string) => string) | null {
  const subject = originalSubject(email);
  if (subject.length < 3 || !(email.message.text ?? "").match(SUBJECT_LINE)?.some((line) => line.includes(subject))) return null;
  const added = (line: string) => line.replace(subject, `${subject}${addition}`);
  return (words) => (words === email.message.subject ? added(words) : words.replace(SUBJECT_LINE, added));
}

const clubInSubjectOnlyTransform = contentTransform(
  "club only in the subject (Subject: 2027 OH Ava Stone – Skyline 17 Royal)",
  "Athletes put their club in the subject line and leave it out of the letter.",
  (athlete, email) => {
    const moved = withoutClubLine(athlete, email);
    const withClub = moved && afterSubject(email, ` – ${moved.club}`);
    if (!moved || !withClub) return null;
    const text = email.message.text ?? "";
    return { words: (words) => withClub(words === text ? moved.text : words), athlete };
  },
);

/** Club words a club's short form leaves out ("Skyline VBC 17 Royal" is "Skyline 17" for short). */
const CLUB_WORDS = / (?:VBC|Volleyball Club|Volleyball|Juniors|Fastpitch|Softball Club|Softball)(?= |$)/u;

/**
 * The club's short form in the subject ("Skyline 17") where the letter writes it in full: the label keeps the fullest
 * form, as the label of a club written twice does.
 */
const shortClubInSubjectTransform = contentTransform(
  "club's short form in the subject (Subject: … – Skyline 17; letter: Skyline VBC 17 Royal)",
  "Writers shorten the club in the subject line and write it in full in the letter.",
  (athlete, email) => {
    const club = athlete.club_team;
    const parts = club ? CLUB_AGE.exec(club) : null;
    if (!club || !parts || club === club.toLowerCase() || wholeWord(club).test(email.message.subject ?? "")) return null;
    // Without its club word, and without its team's level or colour (or its age group, where it has neither).
    const name = parts[1]!.replace(CLUB_WORDS, "");
    const short = parts[4] ? `${name} ${club.slice(parts[1]!.length + 1, club.length - parts[4].length)}` : name;
    const words = short.split(" ").length;
    const withShort = afterSubject(email, ` – ${short}`);
    // A form of fewer words: one as long ("Georgia Aces 16s" beside "Georgia Aces 16U") leaves the fullest unclear.
    return withShort && words >= 2 && words < club.split(" ").length ? { words: withShort, athlete } : null;
  },
);

// ---------------------------------------------------------------------------------------------------------------
// The club's name in other shapes: no club word, a level after its age group, its coach after a dash (the label takes
// the new form, as a club is labelled as written).

const clubWithoutClubWordTransform = valueTransform(
  "club without its club word (Skyline VBC 17 Royal → Skyline 17 Royal)",
  "Families name the club as its players do, without VBC, Volleyball, Juniors or Fastpitch.",
  "club_team",
  (club) => {
    const parts = CLUB_AGE.exec(club);
    if (!parts || club === club.toLowerCase() || !CLUB_WORDS.test(parts[1]!)) return null;
    // What is left before the age group must still be a name of two words or more: "Chinook 17" says less than a club.
    const name = parts[1]!.replace(CLUB_WORDS, "");
    return name.split(" ").length >= 2 ? club.replace(parts[1]!, name) : null;
  },
);

function clubLevelTransform(level: string): Transform {
  return valueTransform(`club team's level after its age group (Ozark Storm 16U → Ozark Storm 16U ${level})`, "Clubs name their teams of an age group by a level or a colour: 17 National, 16 Premier, Elite, Gold.", "club_team", (club) => {
    const parts = CLUB_AGE.exec(club);
    return parts && !parts[4] && club !== club.toLowerCase() ? `${club} ${level}` : null;
  });
}

const clubCoachDashTransform = valueTransform(
  "travel team's coach after an en dash wherever written (Ozark Storm 16U – Pruett)",
  "Travel softball teams are known by their coach's name, written after the team with a dash in letters and signatures alike.",
  "club_team",
  (club, email) => {
    if (!isSoftball(email) || !CLUB_AGE.test(club) || /[-–] *\p{Lu}/u.test(club) || club === club.toLowerCase()) return null;
    return `${club} – Pruett`;
  },
);

// ---------------------------------------------------------------------------------------------------------------
// Her school and club on one line, in either order.

const schoolLine = (school: string) => new RegExp(`^([ \\t>]*)(?:[-•*][ \\t]*)?(?:high school|school|hs)[ \\t]*(?::|\\t|-)[ \\t]*${escapeRegex(school)}[ \\t]*$`, "gimu");

function schoolAndClubLineTransform(name: string, line: (school: string, club: string) => string): Transform {
  return contentTransform(name, "Profiles put her school and her club on one line, either first.", (athlete, email) => {
    const { club_team: club, high_school: school } = athlete;
    const text = email.message.text ?? "";
    if (!club || !school || text.match(schoolLine(school))?.length !== 1 || text.match(clubOwnLine(club))?.length !== 1 || !CLUB_LINE(club).test(text)) return null;
    const joined = text.replace(clubOwnLine(club), "").replace(schoolLine(school), (_line, indent: string) => `${indent}${line(school, club)}`);
    return { words: (words) => (words === text ? joined : words), athlete };
  });
}

const SCHOOL_AND_CLUB_TRANSFORMS = [
  schoolAndClubLineTransform("school and club on one line (School / Club: Y / X)", (school, club) => `School / Club: ${school} / ${club}`),
  schoolAndClubLineTransform("club and school on one line (Club / School: X / Y)", (school, club) => `Club / School: ${club} / ${school}`),
];

/**
 * How strangers write her club: said in a sentence with other verbs, a club she moved from beside it, in brackets after
 * her signed name or only in the subject, shortened in the subject, without its club word, with a level or its coach
 * after it, on one line with her school.
 */
export const CLUBS_TRANSFORMS: Transform[] = [
  ...CLUB_SAID_TRANSFORMS,
  ...MOVED_TRANSFORMS,
  clubAfterSignOffTransform,
  clubInSubjectOnlyTransform,
  shortClubInSubjectTransform,
  clubWithoutClubWordTransform,
  clubLevelTransform("National"),
  clubLevelTransform("Premier"),
  clubCoachDashTransform,
  ...SCHOOL_AND_CLUB_TRANSFORMS,
];
