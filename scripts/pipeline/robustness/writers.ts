import type { GoldLabel } from "../../../machines/inbox/extractLine";
import { partsOf, pick, signOff, variant } from "./classification";
import type { Transform } from "./transform";

// Who wrote: club coaches, high-school coaches and parents say who they are in more ways than the tuning split's writers did.
// The sender role never changes here: each shape is the same writer saying the same thing another way.

const athleteOf = (label: GoldLabel) => (label.athletes ? null : label.athlete);

/** The forwarded letter's opening greeting (to one person), where a writer's first sentence goes after it. */
const GREETING_LINE = /^([ \t>]*)(?:hi|hello|hey|dear|good (?:morning|afternoon|evening)|coach)\b[^\n]{0,40}[,!:.]?[ \t]*\n/imu;

/** A writer's sentence put right after her greeting (its own paragraph), for the roles given. */
function openingSentence(name: string, why: string, roles: readonly string[], sentence: (label: GoldLabel) => string | null): Transform {
  return {
    name,
    why,
    apply: (email) => {
      if (!roles.includes(email.label.sender_role) || !athleteOf(email.label)) return null;
      const parts = partsOf(email);
      const opening = parts && GREETING_LINE.exec(parts.rest);
      const written = sentence(email.label);
      // Only the letter's own first lines: a greeting further down is a quoted message's.
      if (!parts || !opening || written === null || opening.index > (parts.forwarded ? 500 : 200)) return null;
      const at = opening.index + opening[0].length;
      const prefix = opening[1]!;
      const rest = `${parts.rest.slice(0, at)}${prefix}\n${prefix}${written}\n${parts.rest.slice(at)}`;
      return variant(email, name, { text: `${parts.note}${rest}` });
    },
  };
}

/** A sign-off of the writer's name over title lines, for the roles given, where the label names what the title needs. */
const titledSignOff = (name: string, why: string, role: string, lines: (writer: string, label: GoldLabel) => string | null) =>
  signOff(name, why, [role], (parts, label) => (athleteOf(label) ? lines(parts.writer.name, label) : null));

const clubOf = (label: GoldLabel) => athleteOf(label)?.club_team ?? null;
const schoolOf = (label: GoldLabel) => athleteOf(label)?.high_school ?? null;
const firstOf = (label: GoldLabel) => athleteOf(label)?.first_name ?? null;

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
];
