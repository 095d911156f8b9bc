import type { GoldLabel } from "../../../machines/inbox/extractLine";
import { WRAPPERS } from "../../../tests/unit/pipeline/fixtures";
import { coachMessage, senderOf } from "./message";
import type { CorpusEmail, Transform, Variant } from "./transform";

/** The headers that say who sent the mail and how (a bulk mailer's, an auto-reply's): the rebuilt message keeps them. */
const KEPT_HEADERS = new Set(["from", "to", "cc", "reply-to", "sender", "list-unsubscribe", "list-id", "precedence", "auto-submitted", "x-auto-response-suppress"]);

/**
 * The email rebuilt as a plain-text message with another subject or text, keeping who sent it, to whom, and when. Null for an
 * email whose attachments or missing text part a plain rebuild would lose.
 */
function rebuilt(email: CorpusEmail, transform: string, change: { subject?: string; text?: string }): string | null {
  const { message, label } = email;
  if (!hasTextPart(email) || message.attachments.length > 0) return null;
  const raw = coachMessage(change.subject ?? message.subject ?? "", change.text ?? message.text ?? "", { messageId: `${transform}-${label.file}@robustness.example`, date: message.date });
  const kept = message.headerLines.filter((header) => KEPT_HEADERS.has(header.key)).map((header) => header.line.replace(/\r?\n/g, "\r\n"));
  const [headers, ...body] = raw.split("\r\n\r\n");
  const ownLines = headers!.split("\r\n").filter((line) => !/^(?:from|to):/iu.test(line));
  return [[...kept, ...ownLines].join("\r\n"), ...body].join("\r\n\r\n");
}

/** The email has a plain-text part: an HTML-only email's text is mailparser's rendering of its tables, not what was written. */
const hasTextPart = (email: CorpusEmail) => Boolean(email.message.text) && /^content-type:[ \t]*text\/plain\b/imu.test(email.raw.toString("latin1"));

/** A forward's header line giving the forwarded message's writer, in the clients and languages of the corpus. */
const FORWARDED_FROM = /^[ \t>]*(?:from|de|von|da)[ \t]?:[ \t]*(?:"?([^"<[\n@]*?)"?[ \t]*(?:<([^>\n]+)>|\[mailto:([^\]\n]+)\])|([^\s<>@"]+@[^\s<>@"]+))[ \t]*$/gimu;
/** Where a forward begins: a client's separator line, or the forwarded message's first header line. */
const FORWARD_START = /^[ \t>]*(?:-{2,}[ \t]*(?:forwarded|original|mensaje|message|nachricht|mensagem|messaggio|weitergeleitete|message transféré)[^\n]*|_{10,}[ \t]*|begin forwarded message:[ \t]*|(?:from|de|von|da)[ \t]?:[^\n]*@[^\n]*)$/imu;

interface Parts {
  /** The coach's note above the forward ("" for an email sent to the address itself). */
  note: string;
  /** The forward's header block and the forwarded message, or the whole text of an email sent directly. */
  rest: string;
  /** Who wrote the (one) forwarded message, or the sender of a direct email. */
  writer: { name: string; address: string };
  forwarded: boolean;
}

/** The email's text cut into the coach's note and what she forwarded; null for a chain of several forwards, whose writer is unclear. */
export function partsOf(email: CorpusEmail): Parts | null {
  const text = email.message.text ?? "";
  const writers = [...text.matchAll(FORWARDED_FROM)];
  if (writers.length > 1) return null;
  const start = FORWARD_START.exec(text);
  if (!writers.length || !start) return { note: "", rest: text, writer: senderOf(email.message), forwarded: false };
  const [, name, address, mailto, bare] = writers[0]!;
  return { note: text.slice(0, start.index), rest: text.slice(start.index), writer: { name: (name ?? "").trim(), address: (address ?? mailto ?? bare)!.trim() }, forwarded: true };
}

/** Every written value of the label is still in the mail: a change that removed one (a name only in the subject) changes the label. */
function keepsLabelledValues(label: GoldLabel, mail: string): boolean {
  const seen = mail.toLowerCase().replace(/\s+/gu, " ");
  const athletes = [label.athlete, ...(label.athletes ?? [])].filter((athlete) => athlete !== null);
  const values = athletes.flatMap((athlete) => [athlete.first_name, athlete.last_name, athlete.club_team, athlete.high_school, athlete.city, athlete.email, ...(athlete.video_urls ?? [])]);
  return values.every((value) => value === null || value === undefined || seen.includes(value.toLowerCase().replace(/\s+/gu, " ")));
}

/** The rebuilt variant with its label, or null when the change did not fit or took a labelled value away. */
export function variant(email: CorpusEmail, transform: string, change: { subject?: string; text?: string }, label: GoldLabel = email.label): Variant | null {
  const raw = rebuilt(email, transform, change);
  return raw && keepsLabelledValues(label, raw) ? { raw, label } : null;
}

/** A stable choice among variants for each email, so runs compare. */
export function pick<T>(options: readonly T[], file: string): T {
  let hash = 0;
  for (const char of file) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return options[hash % options.length]!;
}

/** The coach's note above the forward replaced; an email sent to the address itself is forwarded by the coach with it. */
function withCoachNote(email: CorpusEmail, transform: string, note: string): Variant | null {
  const parts = partsOf(email);
  if (!parts) return null;
  if (parts.forwarded) return variant(email, transform, { text: `${note}${note ? "\n\n" : ""}${parts.rest}` });
  const sender = senderOf(email.message);
  // Mail a college's own staff sent to the address (a reply copied to it, a letter) is theirs: forwarded, it would be a colleague's.
  if (/\.edu$/iu.test(sender.address)) return null;
  const text = WRAPPERS.gmail!({ fromName: sender.name, fromAddress: sender.address, subject: email.message.subject ?? "", body: parts.rest }, note);
  const raw = coachMessage(`Fwd: ${email.message.subject ?? ""}`, text, { messageId: `${transform}-${email.label.file}@robustness.example`, date: email.message.date });
  return hasTextPart(email) && email.message.attachments.length === 0 && keepsLabelledValues(email.label, raw) ? { raw, label: email.label } : null;
}

export const coachNote = (name: string, why: string, note: (email: CorpusEmail) => string | null): Transform => ({
  name,
  why,
  apply: (email) => {
    const written = note(email);
    return written === null ? null : withCoachNote(email, name, written);
  },
});

/** The athlete's first name, as a coach's note would call her. */
const firstNameOf = (label: GoldLabel) => label.athlete?.first_name ?? null;

/** A line alone, whatever quoting prefix ("> ") the forward gave it; `words` is a pattern's source. */
const lineOf = (words: string) => new RegExp(String.raw`^([ \t>]*)${words}[ \t]*$`, "gimu");
const escaped = (words: string) => words.replace(/[.*+?^${}()|[\]\\]/gu, "\\$&");

/** The writer's sign-off: the last line that is her name (whole, or her first name alone) in what was forwarded. */
function signOffLine(parts: Parts): { at: number; length: number; prefix: string } | null {
  const [first] = parts.writer.name.split(/\s+/u);
  if (!first || parts.writer.name.split(/\s+/u).length < 2) return null;
  const lines = [...parts.rest.matchAll(lineOf(`(?:${escaped(parts.writer.name)}|${escaped(first)})`))];
  const last = lines.at(-1);
  if (!last) return null;
  // A sign-off is near the end: a name line in the middle of the letter may be a quoted contact.
  if (parts.rest.length - (last.index + last[0].length) > 400) return null;
  return { at: last.index, length: last[0].length, prefix: last[1]! };
}

/** The writer's sign-off replaced with another way to sign (or none), for the roles given. */
export function signOff(name: string, why: string, roles: readonly string[], signature: (parts: Parts, label: GoldLabel) => string | null): Transform {
  return {
    name,
    why,
    apply: (email) => {
      if (!roles.includes(email.label.sender_role) || email.label.athletes) return null;
      const parts = partsOf(email);
      const line = parts && signOffLine(parts);
      const written = line && signature(parts, email.label);
      if (!parts || !line || written === null) return null;
      const replacement = written === "" ? "" : written.split("\n").map((one) => `${line.prefix}${one}`).join("\n");
      const rest = `${parts.rest.slice(0, line.at)}${replacement}${parts.rest.slice(line.at + line.length)}`;
      return variant(email, name, { text: `${parts.note}${rest}` });
    },
  };
}

/** The first lines of the forwarded letter: its greeting to one person, when it opens with one (not a group's: "Dear … families,"). */
const GREETING_LINE = /^([ \t>]*)(?:hi|hello|hey|dear|good (?:morning|afternoon|evening)|coach)\b(?![^\n]*\b(?:families|parents|everyone|all|team|players|coaches|staff)\b)[^\n]{0,40}[,!:.]?[ \t]*$/imu;

function withGreeting(name: string, greeting: string): Transform {
  return {
    name,
    why: "Writers open a letter to a coach every way: by her name, by her title, with a bare hello, or with no greeting at all.",
    apply: (email) => {
      const parts = partsOf(email);
      if (!parts) return null;
      const opening = GREETING_LINE.exec(parts.rest);
      // Only the letter's own first lines: a greeting further down is a quoted message's.
      if (!opening || opening.index > (parts.forwarded ? 500 : 200)) return null;
      const replaced = greeting === "" ? "" : `${opening[1]}${greeting}`;
      const rest = `${parts.rest.slice(0, opening.index)}${replaced}${parts.rest.slice(opening.index + opening[0].length)}`;
      return variant(email, name, { text: `${parts.note}${rest}` });
    },
  };
}

/** The forward's own subject line, in its header block. */
const FORWARDED_SUBJECT = /^([ \t>]*(?:subject|asunto|objet|betreff|assunto|oggetto)[ \t]?:[ \t]*)[^\n]*$/imu;

/** Every word of the subject is in the letter too: a subject that carries a class year or a position alone changes what the mail says without it. */
function subjectRepeatsLetter(subject: string, letter: string): boolean {
  const body = letter.toLowerCase();
  const words = subject.replace(/^(?:\s*(?:re|fw|fwd|tr|wg|rv|enc)\s*:\s*)+/iu, "").toLowerCase().split(/[^\p{L}\d]+/u);
  return words.every((word) => word.length < 2 || body.includes(word));
}

function withSubject(name: string, subject: (current: string) => string): Transform {
  return {
    name,
    why: "A writer leaves the subject empty or writes one that says nothing (\"Hello\", \"Recruiting\") when her letter says it all.",
    apply: (email) => {
      const parts = partsOf(email);
      if (!parts) return null;
      const current = email.message.subject ?? "";
      const letter = parts.rest.replace(FORWARDED_SUBJECT, "");
      if (!subjectRepeatsLetter(current, letter)) return null;
      const inner = FORWARDED_SUBJECT.exec(parts.rest);
      const rest = parts.forwarded && inner ? `${parts.rest.slice(0, inner.index)}${inner[1]}${subject(inner[0].slice(inner[1]!.length))}${parts.rest.slice(inner.index + inner[0].length)}` : parts.rest;
      const outer = parts.forwarded ? `Fwd: ${subject(current.replace(/^(?:\s*(?:re|fw|fwd)\s*:\s*)+/iu, ""))}` : subject(current);
      return variant(email, name, { subject: outer, text: `${parts.note}${rest}` });
    },
  };
}

/** Volleyball's positions in full words, by the code the labels give them. */
const VOLLEYBALL_POSITIONS: Readonly<Record<string, RegExp>> = {
  OH: /\boutside hitters?\b/giu,
  MB: /\bmiddle (?:blocker|hitter)s?\b/giu,
  S: /\bsetters?\b/giu,
  "L/DS": /\b(?:libero|defensive specialist)s?\b/giu,
};

/** Another sport's words for a volleyball email: its name, what its clubs put after their names (for "VBC"), its positions (by volleyball's code) and its stats. */
interface OtherSport {
  name: string;
  clubSuffix: string;
  positions: Readonly<Record<string, string>>;
  stats: readonly [RegExp, string][];
}

export const SOCCER: OtherSport = {
  name: "soccer",
  clubSuffix: "SC",
  positions: { OH: "forward", MB: "center back", S: "midfielder", "L/DS": "goalkeeper" },
  stats: [[/\bkills\b/giu, "goals"], [/\bdigs\b/giu, "tackles"], [/\baces\b/giu, "assists"], [/\bcourts?\b/giu, "field"]],
};
export const LACROSSE: OtherSport = {
  name: "lacrosse",
  clubSuffix: "LC",
  positions: { OH: "attacker", MB: "defender", S: "midfielder", "L/DS": "goalie" },
  stats: [[/\bkills\b/giu, "goals"], [/\bdigs\b/giu, "ground balls"], [/\baces\b/giu, "assists"], [/\bcourts?\b/giu, "field"]],
};
export const BASKETBALL: OtherSport = {
  name: "basketball",
  clubSuffix: "Basketball Club",
  positions: { OH: "wing", MB: "center", S: "point guard" },
  stats: [[/\bkills\b/giu, "points"], [/\bdigs\b/giu, "rebounds"], [/\baces\b/giu, "steals"]],
};

/** What only volleyball says, or says in abbreviations another sport's player would not use: such emails are left out. */
const VOLLEYBALL_ONLY = /\b(?:OH|MB|DS|RS|OPP|S|L|pin|left side|right side|opposite|rotations?|approach|reach|touch|block(?:ing|s)?|jump|hitting|attack(?:ing)?|serv(?:e|es|ing|er)|passing|beach|sand|middle(?! school)|libero|set(?:ting)?)\b/u;
/** The same in any case, with other languages' position words (not swapped here) and words the other sports would bring. */
const VOLLEYBALL_ONLY_CASELESS = /\b(?:pin|left side|right side|opposite|rotations?|approach|reach|touch|block(?:ing|s)?|jump|hitting|attack(?:ing)?|serv(?:e|es|ing|er)|passing|beach|sand|middle(?! (?:school|blocker|hitter))|assists|goals|tackles|points|rebounds|steals|soccer|lacrosse|basketball|voleibol|distribuidora|pass(?:e|eu)use|levantadora|armadora|colocadora|zuspielerin|palleggiatrice|l[ií]bero|central|punta|ponteira|atacante|attaquante|r[ée]ceptionneuse|schiacciatrice|außenangreiferin|mittelblockerin|opuesta|oposta)\b/iu;

/** Volleyball's name and club suffix in another sport's, in the case they are written. */
function renamedSport(text: string, sport: OtherSport): string {
  const capital = `${sport.name[0]!.toUpperCase()}${sport.name.slice(1)}`;
  return text.replace(/\bvolleyball\b/gu, sport.name).replace(/\bVolleyball\b/gu, capital).replace(/\bVOLLEYBALL\b/gu, sport.name.toUpperCase()).replace(/\bVBC\b/gu, sport.clubSuffix);
}

/** A volleyball email told of another sport's player in the same place on the team: the label's positions become that sport's. */
export function inOtherSport(email: CorpusEmail, sport: OtherSport): Variant | null {
  const { label, message } = email;
  const text = message.text ?? "";
  const positions = label.athlete?.positions ?? [];
  if (!/volleyball/iu.test(text) || label.athletes || positions.some((position) => !sport.positions[position])) return null;
  // Each of her positions is written in the English words swapped here, not only abroad's or abbreviated.
  if (!positions.every((position) => text.search(VOLLEYBALL_POSITIONS[position]!) !== -1)) return null;
  let changed = text;
  for (const [code, pattern] of Object.entries(VOLLEYBALL_POSITIONS)) {
    const word = sport.positions[code];
    changed = changed.replace(pattern, (found) => (word === undefined ? found : found.endsWith("s") && !found.endsWith("ss") ? `${word}s` : word));
  }
  // Anything left that only volleyball says (abbreviated positions, jumps and blocks, a position the sport has not) would make a strange letter.
  if (VOLLEYBALL_ONLY.test(changed.replace(/\bVBC\b/gu, "")) || VOLLEYBALL_ONLY_CASELESS.test(changed)) return null;
  changed = sport.stats.reduce((current, [pattern, word]) => current.replace(pattern, word), renamedSport(changed, sport));
  const athlete = label.athlete && {
    ...label.athlete,
    positions: label.athlete.positions && [...new Set(label.athlete.positions.map((position) => sport.positions[position]!))],
    club_team: label.athlete.club_team && renamedSport(label.athlete.club_team, sport),
  };
  return variant(email, sport.name, { subject: renamedSport(message.subject ?? "", sport), text: changed }, { ...label, athlete });
}

const inSport = (sport: OtherSport): Transform => ({
  name: `sport: volleyball told as ${sport.name}`,
  why: `The same introduction from a ${sport.name} player (or about one): recognising it must not hang on volleyball's words.`,
  apply: (email) => inOtherSport(email, sport),
});

export const CLASSIFICATION_TRANSFORMS: Transform[] = [
  {
    name: "rebuilt, nothing changed",
    why: "The same email rebuilt as one plain-text part, as every other transform here rebuilds it: what the rebuild alone moves.",
    apply: (email) => variant(email, "rebuilt", {}),
  },
  coachNote("coach note: Thoughts?", "A coach forwards with one word or two to her staff.", () => "Thoughts?"),
  coachNote("coach note: FYI", "A coach forwards with the shortest note there is.", () => "FYI"),
  coachNote("coach note: none", "A coach forwards with no note at all, not even her signature.", () => ""),
  coachNote("coach note: another one for the list", "A coach files a prospect (or anything) for her staff with a throwaway line.", () => "another one for the list"),
  coachNote("coach note: not for us but keep an eye", "A coach passes on mail she will not act on now.", () => "not for us but keep an eye on this"),
  coachNote("coach note: passing a name", "A coach hands mail to her assistant by name, a name that is no athlete's.", () => "Paige - can you take care of this one before Friday? Thanks"),
  coachNote(
    "coach note: a height in passing",
    "A coach's note that mentions another player's height in passing: the coach's words are never the athlete's.",
    () => "Paige - can you handle this one? And remind me to call back the 6'1\" lefty from Saturday's clinic.",
  ),
  coachNote("coach note: long, about the athlete", "A coach writes her staff a paragraph on the player before the forward.", ({ label }) => {
    const first = label.is_recruiting && !label.athletes ? firstNameOf(label) : null;
    return first && `Saw ${first} play twice this fall. Good feet, competes on every ball, and her club coach says she is coachable and a great teammate. I'd like her on our list for the next unofficial visit day, so let's get her film to the whole staff and talk about her Monday.\n\nJordan`;
  }),
  signOff("sign-off: parent as the athlete's mom or dad", "A parent signs as her child's parent instead of by her own name.", ["parent"], (_, label) => {
    const first = firstNameOf(label);
    return first && pick([`Mom of ${first}`, `${first}'s dad`, `${first}'s mom`], label.file);
  }),
  signOff("sign-off: parent as the athlete's full name's mom", "A parent signs with the athlete's full name (\"Callie Brenner's mom\").", ["parent"], (_, label) => {
    const athlete = label.athlete;
    return athlete?.first_name && athlete.last_name ? `${athlete.first_name} ${athlete.last_name}'s ${pick(["mom", "dad"], label.file)}` : null;
  }),
  signOff("sign-off: first name only", "The writer signs with her first name alone.", ["athlete", "parent", "club_coach", "high_school_coach"], (parts) => parts.writer.name.split(/\s+/u)[0]!),
  signOff("sign-off: an initial", "The writer signs with a dash and her initial (\"- K\").", ["athlete", "parent", "club_coach", "high_school_coach"], (parts) => `- ${parts.writer.name[0]!.toUpperCase()}`),
  signOff("sign-off: none", "The writer does not sign: her name is in the From line only.", ["athlete", "parent", "club_coach", "high_school_coach"], () => ""),
  signOff("sign-off: club coach's title block", "A club coach signs with her title and club under her name.", ["club_coach"], (parts, label) => {
    const club = label.athlete?.club_team;
    return club ? `${parts.writer.name}\nHead Coach, ${club}\n(555) 555-0147` : null;
  }),
  signOff("sign-off: school coach's title block", "A high-school coach signs with her title and school under her name.", ["high_school_coach"], (parts, label) => {
    const school = label.athlete?.high_school;
    return school ? `${parts.writer.name}\nHead Coach, ${school}\n(555) 555-0148` : null;
  }),
  withGreeting("greeting: Hi Coach", "Hi Coach,"),
  withGreeting("greeting: Dear Coach Smith", "Dear Coach Smith,"),
  withGreeting("greeting: Hello", "Hello,"),
  withGreeting("greeting: none", ""),
  withSubject("subject: empty", () => ""),
  withSubject("subject: Hello", () => "Hello"),
  withSubject("subject: Recruiting", () => "Recruiting"),
  {
    name: "subject: Fwd: prefix",
    why: "Mail sent to the address itself under a subject that says it was forwarded (a coach re-sending from her phone).",
    apply: (email) => (partsOf(email)?.forwarded === false ? variant(email, "fwd-subject", { subject: `Fwd: ${email.message.subject ?? ""}` }) : null),
  },
  inSport(SOCCER),
  inSport(LACROSSE),
  inSport(BASKETBALL),
];
