import { type Athlete, AFTER_PLACE, contentTransform, escapeRegex, LINK_OR_ADDRESS, type Rewrite, wholeWord } from "./content";
import type { CorpusEmail, Transform } from "./transform";

// ---------------------------------------------------------------------------------------------------------------
// Her positions as written: every mention of a labelled volleyball or softball position, by its code or its words.

interface CodedPosition {
  code: string;
  /** Codes writers use for it, matched in capitals (a slash pair "L/DS" whole, not half of one). */
  codes: readonly string[];
  /** Words for it, matched in any case, the longest first. */
  words: readonly string[];
  /** How a second position of hers is written beside it: the position another player of hers commonly also plays. */
  second: { code: string; written: string; words: string };
  /** Her position in the words a profile or a stranger's sentence gives it. */
  said: string;
}

const CODED_POSITIONS: readonly CodedPosition[] = [
  { code: "OH", codes: ["OH"], words: ["outside hitter", "left side hitter", "outside"], second: { code: "RS/OPP", written: "RS", words: "right side" }, said: "outside hitter" },
  { code: "MB", codes: ["MB"], words: ["middle blocker", "middle hitter", "middle"], second: { code: "RS/OPP", written: "RS", words: "right side" }, said: "middle blocker" },
  { code: "S", codes: [], words: ["setter"], second: { code: "RS/OPP", written: "OPP", words: "opposite" }, said: "setter" },
  { code: "L/DS", codes: ["L/DS", "DS/L", "DS"], words: ["libero/ds", "ds/libero", "defensive specialist", "libero"], second: { code: "OH", written: "OH", words: "outside" }, said: "libero" },
  { code: "RS/OPP", codes: ["RS/OPP", "OPP/RS", "RS", "OPP"], words: ["right side hitter", "opposite hitter", "right side", "opposite"], second: { code: "OH", written: "OH", words: "outside" }, said: "right side" },
  { code: "P", codes: ["RHP", "LHP"], words: ["right-handed pitcher", "left-handed pitcher", "right handed pitcher", "left handed pitcher", "pitcher"], second: { code: "1B", written: "1B", words: "first base" }, said: "pitcher" },
  { code: "C", codes: [], words: ["catcher"], second: { code: "3B", written: "3B", words: "third base" }, said: "catcher" },
  { code: "1B", codes: ["1B"], words: ["first baseman", "first base"], second: { code: "OF", written: "OF", words: "outfield" }, said: "first base" },
  { code: "2B", codes: ["2B"], words: ["second baseman", "second base"], second: { code: "SS", written: "SS", words: "shortstop" }, said: "second base" },
  { code: "SS", codes: ["SS"], words: ["shortstop"], second: { code: "2B", written: "2B", words: "second base" }, said: "shortstop" },
  { code: "3B", codes: ["3B"], words: ["third baseman", "third base"], second: { code: "1B", written: "1B", words: "first base" }, said: "third base" },
  { code: "OF", codes: ["OF", "CF", "LF", "RF"], words: ["center fielder", "centerfielder", "outfielder", "outfield"], second: { code: "P", written: "P", words: "pitcher" }, said: "outfield" },
  { code: "UT", codes: ["UT", "UTIL"], words: ["utility player", "utility"], second: { code: "OF", written: "OF", words: "outfield" }, said: "utility" },
];

/** Words after a position word that make it another phrase: "middle school", "outside of", "the opposite of". */
const NOT_A_POSITION_AFTER = "(?![ \\t]+(?:school|of|the|high|hitter|blocker|side|academy))";

/** Every mention of one coded position: a code in capitals (not after a town: "Columbus, OH"), or its words in any case. */
function mentionPatterns(position: CodedPosition): RegExp[] {
  const codes = position.codes.map((code) => `(?<![\\p{L}\\p{N}/])${escapeRegex(code)}(?![\\p{L}\\p{N}/])`);
  const words = position.words.map((word) => `(?<![\\p{L}\\p{N}/])(?:${escapeRegex(word).replace(/(?<=[a-z])[- ]/g, "[- ]")})(?![\\p{L}\\p{N}/])${NOT_A_POSITION_AFTER}`);
  return [...(codes.length ? [new RegExp(codes.join("|"), "gu")] : []), new RegExp(words.join("|"), "giu")];
}

interface Mention {
  index: number;
  written: string;
  /** Written as a code ("OH"), not words ("outside hitter"). */
  coded: boolean;
  /** Right after an opening bracket: another word's gloss ("lanzadora (pitcher)"). */
  inBrackets: boolean;
}

function mentionsIn(text: string, position: CodedPosition): Mention[] {
  // Links and addresses keep their spelling ("norafitz.setter@gmail.com").
  const links = [...text.matchAll(LINK_OR_ADDRESS)].map((link) => ({ start: link.index, end: link.index + link[0].length }));
  const inLink = (offset: number) => links.some((link) => link.start <= offset && offset < link.end);
  const mentions = mentionPatterns(position)
    .flatMap((pattern) => [...text.matchAll(pattern)])
    .filter((match) => !inLink(match.index) && !(match[0] === match[0].toUpperCase() && AFTER_PLACE.test(text.slice(Math.max(0, match.index - 32), match.index))))
    .map((match) => ({ index: match.index, written: match[0], coded: position.codes.includes(match[0]), inBrackets: text[match.index - 1] === "(" }))
    .sort((a, b) => a.index - b.index);
  // A code inside words matched too ("DS" in "libero/DS"): the longer mention only.
  return mentions.filter((mention) => !mentions.some((other) => other !== mention && other.index <= mention.index && other.index + other.written.length >= mention.index + mention.written.length && other.written.length > mention.written.length));
}

/** The athlete's one labelled coded position (a list of two or more is already a combination). */
function onlyCodedPosition(athlete: Athlete): CodedPosition | null {
  if (athlete.positions?.length !== 1) return null;
  return CODED_POSITIONS.find((position) => position.code === athlete.positions![0]) ?? null;
}

/** Every mention of `position` in a text replaced by what `write` makes of it (null keeps it). */
function replaceMentions(text: string, position: CodedPosition, write: (mention: Mention) => string | null): string {
  let result = "";
  let last = 0;
  for (const mention of mentionsIn(text, position)) {
    result += text.slice(last, mention.index) + (write(mention) ?? mention.written);
    last = mention.index + mention.written.length;
  }
  return result + text.slice(last);
}

const written = (email: CorpusEmail) => `${email.message.subject ?? ""}\n${email.message.text ?? ""}`;

// ---------------------------------------------------------------------------------------------------------------
// Two positions written together: her one position and a second one, joined as strangers join them.

/** How a transform rewrites the mentions of one of her coded positions, and her positions after it. */
interface MentionPlan {
  position: CodedPosition;
  write: (mention: Mention) => string | null;
  positions: string[];
}

/** Every mention of one of her coded positions (subject and text) rewritten by the plan; null where it is never written. */
function mentionTransform(name: string, why: string, plan: (athlete: Athlete, email: CorpusEmail) => MentionPlan | null): Transform {
  return contentTransform(name, why, (athlete, email) => {
    const planned = plan(athlete, email);
    if (!planned || !mentionsIn(written(email), planned.position).length) return null;
    return { words: (text) => replaceMentions(text, planned.position, planned.write), athlete: { ...athlete, positions: planned.positions } };
  });
}

function combinationTransform(name: string, separator: string, codesOnly: boolean): Transform {
  return mentionTransform(name, "Athletes who play two positions write both wherever they write one, joined by a slash, 'and', a comma or a hyphen.", (athlete, email) => {
    const position = onlyCodedPosition(athlete);
    if (!position || (codesOnly && mentionsIn(written(email), position).some((mention) => !mention.coded))) return null;
    return {
      position,
      write: (mention) => `${mention.written}${separator}${mention.coded ? position.second.written : position.second.words}`,
      positions: [position.code, position.second.code],
    };
  });
}

const COMBINATION_TRANSFORMS = [
  combinationTransform("position shape: two positions with a slash (OH → OH/RS)", "/", false),
  combinationTransform("position shape: two positions with a spaced slash (OH → OH / RS)", " / ", false),
  combinationTransform("position shape: two positions with 'and' (OH → OH and RS)", " and ", false),
  combinationTransform("position shape: two codes with a comma (OH → OH, RS)", ", ", true),
  combinationTransform("position shape: two codes with a hyphen (OH → OH-RS)", "-", true),
];

// ---------------------------------------------------------------------------------------------------------------
// A second position said apart from the first: in brackets, on a primary/secondary line, in a sentence of its own.

/**
 * Where the athlete's own message starts: after the last Subject line (a forward of a forward nests hers innermost, under
 * the staff's notes), or after the first where her position is not written after the last (a reply quoting older mail).
 */
function forwardedStarts(text: string): number[] {
  const subjects = [...text.matchAll(/^[ \t>]*(?:subject|objet|asunto|betreff|assunto|oggetto|onderwerp)[ \t]?:.*$/gim)].map((line) => line.index + line[0].length);
  return subjects.length ? [subjects.at(-1)!, subjects[0]!] : [];
}

/** The first mention of her position in the athlete's own message, on a line that is not a header. */
function firstForwardedMention(text: string, position: CodedPosition): Mention | null {
  const mentions = mentionsIn(text, position).filter((mention) => !/^[ \t>]*(?:subject|from|to|sent|date)[ \t]?:/im.test(lineOf(text, mention.index)));
  for (const start of forwardedStarts(text)) {
    const mention = mentions.find((candidate) => candidate.index > start);
    if (mention) return mention;
  }
  return null;
}

function lineOf(text: string, offset: number): string {
  const end = text.indexOf("\n", offset);
  return text.slice(text.lastIndexOf("\n", offset - 1) + 1, end === -1 ? text.length : end);
}

/** A second position of hers, as `CodedPosition.second` writes it. */
type SecondPosition = CodedPosition["second"];

/**
 * A second position written once, at the first mention of her position in the forwarded message: `place` returns the
 * text with it added, or null where the shape does not fit. `secondOf` picks the second position (null: none fits).
 */
function secondPositionTransform(
  name: string,
  why: string,
  place: (text: string, mention: Mention, position: CodedPosition, second: SecondPosition) => string | null,
  secondOf: (position: CodedPosition) => SecondPosition | null = (position) => position.second,
): Transform {
  return contentTransform(name, why, (athlete, email) => {
    const position = onlyCodedPosition(athlete);
    const second = position && secondOf(position);
    const text = email.message.text ?? "";
    const mention = position && second && firstForwardedMention(text, position);
    const changed = mention && place(text, mention, position!, second!);
    if (!changed) return null;
    const rewrite: Rewrite = { words: (words) => (words === text ? changed : words), athlete: { ...athlete, positions: [position!.code, second!.code] } };
    return rewrite;
  });
}

const after = (mention: Mention) => mention.index + mention.written.length;

/** The end of the sentence holding an offset (after its full stop), or null where its line ends first (a profile line, a subject). */
function sentenceEnd(text: string, offset: number): number | null {
  const stop = /[.!?](?=[ \t]|\r?\n|$)|\r?\n/g;
  stop.lastIndex = offset;
  const found = stop.exec(text);
  return found && /^[.!?]/.test(found[0]) ? found.index + 1 : null;
}

/** "a setter", "an outside hitter". */
const withArticle = (words: string) => `${/^[aeiou]/i.test(words) ? "an" : "a"} ${words}`;

/** A sentence added after the one holding the mention, on its line (a quoted line keeps its quoting). */
function sentenceAfter(said: (position: CodedPosition, second: SecondPosition) => string) {
  return (text: string, mention: Mention, position: CodedPosition, second: SecondPosition) => {
    const end = sentenceEnd(text, after(mention));
    if (end === null) return null;
    const sentence = inCaseOf(lineOf(text, mention.index), said(position, second));
    return `${text.slice(0, end)} ${sentence}${text.slice(end)}`;
  };
}

/** "Primary Position: Setter / Secondary: Opposite" as its own line under the paragraph of the mention (quoting kept). */
function primarySecondaryLine(text: string, mention: Mention, position: CodedPosition, second: SecondPosition): string | null {
  const paragraphEnd = /\r?\n[ \t>]*\r?\n/g;
  paragraphEnd.lastIndex = mention.index;
  const found = paragraphEnd.exec(text);
  if (!found) return null;
  const quote = /^[ \t>]*/.exec(lineOf(text, mention.index))![0];
  const line = quote + inCaseOf(lineOf(text, mention.index), `Primary Position: ${capitalised(position.said)} / Secondary: ${capitalised(second.words)}`);
  return `${text.slice(0, found.index)}\n${line}${text.slice(found.index)}`;
}

/** Words added to a line written all in lower case (a phone-typed note) are typed in lower case too. */
const inCaseOf = (line: string, words: string) => (/\p{Lu}/u.test(line) ? words : words.toLowerCase());

const capitalised = (words: string) => words.replace(/\b\p{L}/gu, (letter) => letter.toUpperCase());

/** A defensive specialist: what a front-row player "can also play in the back row as". */
const BACK_ROW: SecondPosition = { code: "L/DS", written: "DS", words: "defensive specialist" };
const FRONT_ROW: ReadonlySet<string> = new Set(["OH", "MB", "RS/OPP", "S"]);

const SECOND_POSITION_TRANSFORMS = [
  secondPositionTransform(
    "position shape: second position in brackets (OH (can also play RS))",
    "Athletes add the position they can also play in brackets after the one they play.",
    (text, mention, _position, second) => `${text.slice(0, after(mention))} (can also play ${mention.coded ? second.written : second.words})${text.slice(after(mention))}`,
  ),
  secondPositionTransform("position shape: primary and secondary on a line (Primary Position: Setter / Secondary: Opposite)", "Recruiting profiles list a primary and a secondary position, and athletes paste them under their letter.", primarySecondaryLine),
  secondPositionTransform(
    "position shape: second position in a clipped sentence (Mainly a middle, also play right side.)",
    "Strangers write quick clipped sentences about what they play.",
    sentenceAfter((position, second) => `Mainly ${withArticle(position.said)}, also play ${second.words}.`),
  ),
  secondPositionTransform(
    "position shape: second position said as 'my second position is' (My second position is opposite.)",
    "Athletes name a second position in a sentence of its own.",
    sentenceAfter((_position, second) => `My second position is ${second.words}.`),
  ),
  secondPositionTransform(
    "position shape: back-row position in a sentence (I can also play in the back row as a DS.)",
    "Front-row volleyball players tell coaches they can also play in the back row.",
    sentenceAfter(() => "I can also play in the back row as a DS."),
    (position) => (FRONT_ROW.has(position.code) ? BACK_ROW : null),
  ),
];

// ---------------------------------------------------------------------------------------------------------------
// Her position with more around it: how many rotations she plays, her height before it (label unchanged).

/** Words put right before the first mention in the forwarded message (her letter), for the positions `fits` allows. */
function beforeMentionTransform(name: string, why: string, fits: (position: CodedPosition) => boolean, words: (athlete: Athlete) => string | null): Transform {
  return contentTransform(name, why, (athlete, email) => {
    const position = onlyCodedPosition(athlete);
    const added = words(athlete);
    const text = email.message.text ?? "";
    const mention = position && added && fits(position) ? firstForwardedMention(text, position) : null;
    if (!mention) return null;
    const changed = `${text.slice(0, mention.index)}${added} ${text.slice(mention.index)}`;
    return { words: (written) => (written === text ? changed : written), athlete };
  });
}

/** Her height written in feet and inches ("6'1\""), when the label gives a whole number of inches. */
const feetAndInches = (athlete: Athlete) => (athlete.height_inches && Number.isInteger(athlete.height_inches) ? `${Math.floor(athlete.height_inches / 12)}'${athlete.height_inches % 12}"` : null);

const SURROUNDED_TRANSFORMS = [
  beforeMentionTransform("position shape: rotations before the position (a 6-rotation outside hitter)", "Volleyball players who never come off the court say so before their position.", (position) => FRONT_ROW.has(position.code), () => "6-rotation"),
  beforeMentionTransform("position shape: height before the position (a 6'1\" OH)", "Athletes put their height right before their position, as coaches' lists do.", () => true, feetAndInches),
];

// ---------------------------------------------------------------------------------------------------------------
// Her positions where a stranger puts them: her sign-off line, the subject (with her jersey number or her height).

/** Her labelled coded positions in codes, as a signature or a subject writes them ("OH/RS", "C/3B"); null if any is not coded. */
function codesOf(athlete: Athlete): string | null {
  const codes = athlete.positions?.map((code) => CODED_POSITIONS.find((position) => position.code === code)?.code);
  if (!codes?.length || codes.some((code) => !code)) return null;
  return codes.map((code) => ({ "L/DS": "DS", "RS/OPP": "RS" })[code!] ?? code).join("/");
}

/** Her sign-off line (her full name alone, the last such line) followed by her positions and class: "Name | OH | 2027". */
const signatureTransform = contentTransform(
  "position shape: positions on a '|' signature line (Name | OH | 2027)",
  "Athletes sign off with their name, position and class between bars, as their recruiting profile prints them.",
  (athlete, email) => {
    const { first_name: first, last_name: last, grad_year: year } = athlete;
    const codes = codesOf(athlete);
    if (!first || !last || !year || !codes) return null;
    const text = email.message.text ?? "";
    const signOff = [...text.matchAll(new RegExp(`^([ \\t>]*)${escapeRegex(`${first} ${last}`)}[ \\t]*$`, "gmu"))].pop();
    if (!signOff) return null;
    const changed = `${text.slice(0, signOff.index)}${signOff[1]}${first} ${last} | ${codes} | ${year}${text.slice(signOff.index + signOff[0].length)}`;
    return { words: (words) => (words === text ? changed : words), athlete };
  },
);

/** The forwarded message's subject (the forward's own, after "Fwd:", and the Subject line quoted in its text) written anew. */
function subjectTransform(name: string, why: string, subject: (athlete: Athlete, codes: string) => string | null): Transform {
  return contentTransform(name, why, (athlete, email) => {
    const codes = codesOf(athlete);
    const newSubject = codes && subject(athlete, codes);
    const forwarded = /^((?:(?:fwd?|fw|tr|rv|enc|wg|re)[ \t]*:[ \t]*)+)(.+)$/iu.exec(email.message.subject ?? "");
    const text = email.message.text ?? "";
    // A club, school or town written in the subject would be lost with it.
    const others = [athlete.club_team, athlete.high_school, athlete.city].filter((value): value is string => !!value);
    if (!newSubject || !forwarded || others.some((value) => forwarded[2]!.toLowerCase().includes(value.toLowerCase()))) return null;
    const quoted = new RegExp(`^([ \\t>]*(?:subject|objet|asunto|betreff|assunto|oggetto|onderwerp)[ \\t]?:[ \\t]*)${escapeRegex(forwarded[2]!.trim())}[ \\t]*$`, "imu");
    return { words: (words) => (words === text ? text.replace(quoted, (_line, label: string) => `${label}${newSubject}`) : words === email.message.subject ? `${forwarded[1]}${newSubject}` : words), athlete };
  });
}

const fullName = (athlete: Athlete) => (athlete.first_name && athlete.last_name ? `${athlete.first_name} ${athlete.last_name}` : null);

const WHERE_TRANSFORMS = [
  signatureTransform,
  subjectTransform("position shape: positions in a subject with a dash (2027 OH – Name)", "Athletes follow the subject line recruiting guides teach: class, position, name.", (athlete, codes) => (athlete.grad_year && fullName(athlete) ? `${athlete.grad_year} ${codes} – ${fullName(athlete)}` : null)),
  subjectTransform("position shape: positions with a jersey number in the subject (#7 OH | Name | 2027)", "Athletes put the number coaches saw on their jersey beside their position.", (athlete, codes) => (athlete.grad_year && fullName(athlete) ? `#7 ${codes} | ${fullName(athlete)} | ${athlete.grad_year}` : null)),
  subjectTransform("position shape: height beside positions in the subject (2027 6'1\" OH – Name)", "Tall athletes lead with their height beside their position.", (athlete, codes) => {
    const height = feetAndInches(athlete);
    return athlete.grad_year && height && fullName(athlete) ? `${athlete.grad_year} ${height} ${codes} – ${fullName(athlete)}` : null;
  }),
];

// ---------------------------------------------------------------------------------------------------------------
// Softball's own shorthand: UTIL, CF for any outfielder, the pitcher's hand in brackets, two codes in a slash list.

/** One of her labelled positions (she may have others), its mentions written another way; the label unchanged. */
function shorthandTransform(name: string, code: string, write: (mention: Mention) => string | null, fits: (email: CorpusEmail) => boolean = () => true): Transform {
  return mentionTransform(name, "Softball players and their travel coaches write positions in the shorthand of a lineup card.", (athlete, email) => {
    const position = CODED_POSITIONS.find((candidate) => candidate.code === code);
    return position && athlete.positions?.includes(code) && fits(email) ? { position, write, positions: athlete.positions } : null;
  });
}

/** A left-handed pitcher: "RHP" beside her would say something false. */
const LEFTY = /\b(?:LHP|left[- ]?hand(?:ed|er)?|lefty|southpaw|zurda)\b/iu;
const rightHanded = (email: CorpusEmail) => !LEFTY.test(written(email));

/** Her position's code in a lineup card's slash list: a pitcher as "RHP", the rest by their code. */
const lineupCode = (position: CodedPosition) => (position.code === "P" ? "RHP" : position.code);
const SOFTBALL: ReadonlySet<string> = new Set(["P", "C", "1B", "2B", "SS", "3B", "OF", "UT"]);
const UTILITY: SecondPosition = { code: "UT", written: "UT", words: "utility" };

const SOFTBALL_TRANSFORMS = [
  shorthandTransform("position shape: utility as UTIL (UT → UTIL)", "UT", () => "UTIL"),
  shorthandTransform("position shape: outfield as CF (outfielder → CF)", "OF", () => "CF"),
  shorthandTransform("position shape: pitcher's hand in brackets (pitcher → pitcher (RHP))", "P", (mention) => (/^pitcher$/iu.test(mention.written) && !mention.inBrackets ? `${mention.written} (RHP)` : null), rightHanded),
  mentionTransform("position shape: two softball codes in a slash list (catcher → C/3B, pitcher → RHP/1B)", "Softball players write a primary and a secondary position as two lineup codes.", (athlete, email) => {
    const position = onlyCodedPosition(athlete);
    if (!position || !SOFTBALL.has(position.code) || (position.code === "P" && !rightHanded(email))) return null;
    return { position, write: () => `${lineupCode(position)}/${position.second.written}`, positions: [position.code, position.second.code] };
  }),
  mentionTransform("position shape: catcher and utility (catcher → Catcher/Utility)", "Catchers who also play the field call themselves catcher and utility.", (athlete) => {
    const position = onlyCodedPosition(athlete);
    if (position?.code !== "C") return null;
    return { position, write: (mention) => `${mention.written}/${/^\p{Lu}/u.test(mention.written) ? "Utility" : UTILITY.words}`, positions: [position.code, UTILITY.code] };
  }),
];

// ---------------------------------------------------------------------------------------------------------------
// Other sports' positions in their own shorthand: soccer's and basketball's codes, lacrosse's unit names.

interface OtherSportShorthand {
  /** Her labelled position, as the label writes it. */
  labelled: string;
  /** The shorthand written instead (a code in capitals, or a word), and the label it makes (as written, lower case). */
  written: string;
  /** Other words for the same position: where one is written too, which the label would keep is unclear. */
  synonyms: RegExp;
}

const KEEPER = /\b(?:goal ?keeper|keeper|goalie|portera|portero|arquera|goleira)s?\b/iu;
const MIDFIELD = /\b(?:mid|midfield|midfielder|middie|cm|cam|cdm)s?\b/iu;
const GUARD = /\b(?:guard)s?\b/iu;
const BACK = /\b(?:center back|centre back|cb|defender)s?\b/iu;

const OTHER_SPORT_SHORTHAND: readonly OtherSportShorthand[] = [
  { labelled: "goalkeeper", written: "GK", synonyms: KEEPER },
  { labelled: "goalie", written: "GK", synonyms: KEEPER },
  { labelled: "center back", written: "CB", synonyms: BACK },
  { labelled: "center mid", written: "CM", synonyms: MIDFIELD },
  { labelled: "center midfielder", written: "CM", synonyms: MIDFIELD },
  { labelled: "central midfielder", written: "CM", synonyms: MIDFIELD },
  { labelled: "attacking mid", written: "CAM", synonyms: MIDFIELD },
  { labelled: "attacking midfielder", written: "CAM", synonyms: MIDFIELD },
  { labelled: "defensive mid", written: "CDM", synonyms: MIDFIELD },
  { labelled: "defensive midfielder", written: "CDM", synonyms: MIDFIELD },
  { labelled: "left back", written: "LB", synonyms: BACK },
  { labelled: "striker", written: "ST", synonyms: /\b(?:forward|striker|nine)s?\b/iu },
  { labelled: "point guard", written: "PG", synonyms: GUARD },
  { labelled: "shooting guard", written: "SG", synonyms: GUARD },
  { labelled: "power forward", written: "PF", synonyms: /\b(?:forward|post)s?\b/iu },
];

/** Lacrosse players name the unit they play in: attack, midfield, defense. */
const LACROSSE_UNITS: readonly OtherSportShorthand[] = [
  { labelled: "midfielder", written: "midfield", synonyms: /\b(?:middie|midfield|mid)s?\b/iu },
  { labelled: "attacker", written: "attack", synonyms: /\b(?:attackman|attack)\b/iu },
  { labelled: "defender", written: "defense", synonyms: /\b(?:defense|defenseman|d-?man)\b/iu },
];

/** Her labelled position's every mention (any case, a capital kept) replaced by its shorthand; the label takes the shorthand in lower case. */
function otherSportTransform(name: string, why: string, shorthands: readonly OtherSportShorthand[], fits: (email: CorpusEmail) => boolean = () => true): Transform {
  return contentTransform(name, why, (athlete, email) => {
    const shorthand = shorthands.find(({ labelled }) => athlete.positions?.includes(labelled));
    const text = written(email);
    if (!shorthand || !fits(email) || !wholeWord(shorthand.labelled, "giu").test(text) || shorthand.synonyms.test(text.replace(wholeWord(shorthand.labelled, "giu"), " "))) return null;
    const code = shorthand.written === shorthand.written.toUpperCase();
    const write = (mention: string) => (code || !/^\p{Lu}/u.test(mention) ? shorthand.written : capitalised(shorthand.written));
    return {
      words: (text) => text.replace(wholeWord(shorthand.labelled, "giu"), write),
      athlete: { ...athlete, positions: athlete.positions!.map((labelled) => (labelled === shorthand.labelled ? shorthand.written.toLowerCase() : labelled)) },
    };
  });
}

const OTHER_SPORT_TRANSFORMS = [
  otherSportTransform("position shape: soccer and basketball positions as codes (goalkeeper → GK, point guard → PG)", "Club soccer and basketball players write their position as the lineup's code.", OTHER_SPORT_SHORTHAND),
  otherSportTransform("position shape: lacrosse positions as units (midfielder → midfield)", "Lacrosse players name the unit they play in.", LACROSSE_UNITS, (email) => /\b(?:lacrosse|lax)\b/iu.test(written(email)) && !/\b(?:field hockey|soccer)\b/iu.test(written(email))),
];

/**
 * How strangers write positions the corpus rarely shows: two joined ("OH/RS", "OH and RS", "OH-RS"), a primary and a
 * secondary said apart, with rotations or a height before them, on a signature line or in a subject with a jersey
 * number, softball's lineup shorthand, and other sports' codes and units. The label changes only where the rewrite says
 * something new (a second position, a code the label writes as written). Left out as ambiguous: "MIF" (a middle
 * infielder is a shortstop or a second baseman), soccer's "outside back" as LB or RB.
 */
export const POSITIONS_TRANSFORMS: Transform[] = [...COMBINATION_TRANSFORMS, ...SECOND_POSITION_TRANSFORMS, ...SURROUNDED_TRANSFORMS, ...WHERE_TRANSFORMS, ...SOFTBALL_TRANSFORMS, ...OTHER_SPORT_TRANSFORMS];
