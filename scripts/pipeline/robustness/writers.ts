import type { GoldLabel } from "../../../machines/inbox/extractLine";
import { partsOf, pick, signOff, variant } from "./classification";
import type { Transform } from "./transform";

// Who wrote: club coaches, high-school coaches and parents say who they are in more ways than the tuning split's writers did.
// The sender role never changes here: each shape is the same writer saying the same thing another way.

const athleteOf = (label: GoldLabel) => (label.athletes ? null : label.athlete);

/** The forwarded letter's opening greeting (to one person), where a writer's first sentence goes after it. */
const GREETING_LINE = /^([ \t>]*)(?:hi|hello|hey|dear|good (?:morning|afternoon|evening)|coach)\b[^\n]{0,40}[,!:.]?[ \t]*\n/imu;

/** A change to the forwarded letter alone (the forward's header block and the coach's note stay), for the roles given. */
function inLetter(name: string, why: string, roles: readonly string[], change: (letter: string, label: GoldLabel, forwarded: boolean, writer: { name: string; address: string }) => string | null): Transform {
  return {
    name,
    why,
    apply: (email) => {
      if (!roles.includes(email.label.sender_role) || !athleteOf(email.label)) return null;
      const parts = partsOf(email);
      const changed = parts && change(parts.rest, email.label, parts.forwarded, parts.writer);
      return parts && changed && changed !== parts.rest ? variant(email, name, { text: `${parts.note}${changed}` }) : null;
    },
  };
}

/** A writer's sentence put right after her greeting (its own paragraph), for the roles given. */
const openingSentence = (name: string, why: string, roles: readonly string[], sentence: (label: GoldLabel) => string | null) =>
  inLetter(name, why, roles, (letter, label, forwarded) => {
    const opening = GREETING_LINE.exec(letter);
    const written = sentence(label);
    // Only the letter's own first lines: a greeting further down is a quoted message's.
    if (!opening || written === null || opening.index > (forwarded ? 500 : 200)) return null;
    const at = opening.index + opening[0].length;
    const prefix = opening[1]!;
    return `${letter.slice(0, at)}${prefix}\n${prefix}${written}\n${letter.slice(at)}`;
  });

/** A sign-off of the writer's name over title lines, for the roles given, where the label names what the title needs. */
const titledSignOff = (name: string, why: string, role: string, lines: (writer: string, label: GoldLabel) => string | null) =>
  signOff(name, why, [role], (parts, label) => (athleteOf(label) ? lines(parts.writer.name, label) : null));

const clubOf = (label: GoldLabel) => athleteOf(label)?.club_team ?? null;
const schoolOf = (label: GoldLabel) => athleteOf(label)?.high_school ?? null;
const firstOf = (label: GoldLabel) => athleteOf(label)?.first_name ?? null;

const escaped = (words: string) => words.replace(/[.*+?^${}()|[\]\\]/gu, "\\$&");

export const WRITER_TRANSFORMS: Transform[] = [
  titledSignOff("writer: club coach signs: title after her club (Crossroads VBC | Head Coach)", "Club coaches sign with the club first and the job after a bar or a dash.", "club_coach", (writer, label) => {
    const club = clubOf(label);
    return club && `${writer}\n${club} | ${pick(["Head Coach", "Club Director", "Assistant Coach"], label.file)}`;
  }),
  titledSignOff("writer: club coach signs: Club Director over the club", "A club's director signs with the title on its own line and the club under it.", "club_coach", (writer, label) => {
    const club = clubOf(label);
    return club && `${writer}\n${pick(["Club Director", "Director of Coaching", "Owner / Club Director"], label.file)}\n${club}`;
  }),
  titledSignOff("writer: club coach signs: recruiting coordinator of the club", "Larger clubs have a recruiting coordinator who writes to college coaches for the club's players.", "club_coach", (writer, label) => {
    const club = clubOf(label);
    return club && `${writer}\nRecruiting Coordinator, ${club}\n(555) 555-0147`;
  }),
  titledSignOff("writer: club coach signs: Coach and first name over the club", "Club coaches go by \"Coach\" and their first name, the club's name under it.", "club_coach", (writer, label) => {
    const club = clubOf(label);
    const first = writer.split(/\s+/u)[0];
    return club && first ? `Coach ${first}\n${club}` : null;
  }),
  openingSentence(
    "writer: club coach tells of her player's school season too",
    "A club coach vouching for a player tells of her high-school season as well: varsity, all-conference, her seniors' year.",
    ["club_coach"],
    (label) => {
      const school = schoolOf(label);
      return school && `${firstOf(label) ?? "She"} starts on varsity at ${school}, where she was named all-conference this fall.`;
    },
  ),
  openingSentence("writer: club coach says who she is first", "A club coach opens by saying which club and team she coaches.", ["club_coach"], (label) => {
    const club = clubOf(label);
    const first = firstOf(label);
    return club && first && `I coach ${first} at ${club} and wanted to pass her name along.`;
  }),
  titledSignOff("writer: school coach signs: Head Varsity Coach over the school", "High-school coaches sign with their title on one line and the school under it.", "high_school_coach", (writer, label) => {
    const school = schoolOf(label);
    return school && `${writer}\n${pick(["Head Varsity Coach", "Head Coach", "Varsity Head Coach"], label.file)}\n${school}`;
  }),
  titledSignOff("writer: school coach signs: athletic director and coach", "At small schools the athletic director coaches too, and signs with both jobs.", "high_school_coach", (writer, label) => {
    const school = schoolOf(label);
    return school && `${writer}\nAthletic Director & Head Coach\n${school}`;
  }),
  openingSentence(
    "writer: school coach tells of her player's club too",
    "A high-school coach vouching for a player mentions where she plays club in the offseason.",
    ["high_school_coach"],
    (label) => {
      const club = clubOf(label);
      return club && `${firstOf(label) ?? "She"} also plays club for ${club} in the offseason, so you can catch her on the club circuit this spring.`;
    },
  ),
  openingSentence("writer: school coach says who she is first", "A high-school coach opens by saying which school she coaches.", ["high_school_coach"], (label) => {
    const school = schoolOf(label);
    const first = firstOf(label);
    return school && first && `I am the head coach at ${school}, and ${first} has played for me for three years.`;
  }),
  titledSignOff("writer: parent signs: The Smith Family", "Parents write for the family and sign as one.", "parent", (_writer, label) => {
    const last = athleteOf(label)?.last_name;
    return last ? `The ${last} Family` : null;
  }),
  titledSignOff("writer: parent signs: parent of the athlete, her class and position", "A parent signs as her child's parent with the class and position that say which child.", "parent", (writer, label) => {
    const athlete = athleteOf(label)!;
    if (!athlete.first_name || !athlete.last_name || !athlete.grad_year) return null;
    return `${writer}\nParent of ${athlete.first_name} ${athlete.last_name} (Class of ${athlete.grad_year})`;
  }),
  openingSentence("writer: parent says who she is first", "A parent opens by saying whose parent she is before anything else.", ["parent"], (label) => {
    const first = firstOf(label);
    return first && pick([`I'm ${first}'s parent.`, `A quick note from ${first}'s parents.`], label.file);
  }),
  inLetter(
    "writer: parent names her without 'my daughter'",
    "A parent who shares her surname writes of her by name alone (\"Tatum is a 2029 pitcher\"), saying nowhere that she is her child.",
    ["parent"],
    (letter, label, _forwarded, writer) => {
      const athlete = athleteOf(label)!;
      if (!athlete.first_name || !athlete.last_name || !writer.name.endsWith(` ${athlete.last_name}`)) return null;
      const named = new RegExp(String.raw`\b(?:[Mm]y|[Oo]ur)[ \t]+(?:daughter|girl|kid|child)(?:['’]s)?,?[ \t]+(?=${escaped(athlete.first_name)}\b)`, "gu");
      const changed = letter.replace(named, "");
      // Only where that was how the letter said so: any other word of parenthood left keeps it said.
      return /\b(?:my|our)[ \t]+(?:daughter|girl|kid|child)\b|\b(?:mom|dad|mother|father|parents?)\b/iu.test(changed) ? null : changed;
    },
  ),
  {
    name: "writer: athlete writes from her parent's account",
    why: "Younger athletes write from a parent's mailbox: the From line is her mother's name and address, the letter is hers.",
    apply: (email) => {
      const athlete = athleteOf(email.label);
      const parts = partsOf(email);
      if (email.label.sender_role !== "athlete" || !athlete?.first_name || !athlete.last_name || !parts?.forwarded || !parts.writer.name.includes(athlete.first_name)) return null;
      // A note with no "I" or "my" ("Coach - Kaia Bentley, 2028 catcher") could be her mother's as well, from that mailbox.
      if (!/\b(?:I|I['’]m|I['’]ve|my|me)\b/u.test(parts.rest)) return null;
      const parentFirst = pick(["Lisa", "Karen", "Michelle", "David", "Brian"], email.label.file);
      const parentAddress = `${parentFirst}.${athlete.last_name}`.toLowerCase().replace(/[^a-z.]/gu, "") + "@gmail.com";
      const fromLine = new RegExp(String.raw`^([ \t>]*(?:from|de|von|da)[ \t]?:[ \t]*"?)${escaped(parts.writer.name)}("?[ \t]*(?:<|\[mailto:))${escaped(parts.writer.address)}`, "imu");
      if (!fromLine.test(parts.rest)) return null;
      const rest = parts.rest.replace(fromLine, `$1${parentFirst} ${athlete.last_name}$2${parentAddress}`);
      // Her address stays hers only where her letter writes it; the From line's is her mother's now.
      const ownAddress = athlete.email && rest.toLowerCase().includes(athlete.email.toLowerCase()) ? athlete.email : null;
      return variant(email, "parents-account", { text: `${parts.note}${rest}` }, { ...email.label, athlete: { ...athlete, email: ownAddress } });
    },
  },
];
