import type { ClassificationReason } from "@machines/inbox/classification";
import type { Mailbox } from "@machines/inbox/processedEmail";
import type { SenderRole } from "@machines/inbox/senderRole";
import { areNicknames } from "../merge/nicknames";
import { caselessTest, escapeRegExp, fold } from "../text";
import { readName, type PersonName } from "../extract/names";
import { signOffLine } from "../extract/context";
import { recruitmentClosedBy } from "./classify";
import { CLUB_NAME, clubsRecruitingDesk, COACHING_JOB, coachRole, FORMER_PLAYER, INSTRUCTOR_LINE, isCollegeAddress, isOrganisation, isSchoolAddress, namesClub, TEAM_MANAGER_LINE } from "./senderRole";

export interface RoleQuestion {
  /** What the sender's own words said (null: nothing). */
  cue: SenderRole | null;
  sender: Mailbox | null;
  senderWords: string;
  athlete: PersonName | null;
  isRecruiting: boolean;
  /** Why a non-recruiting mail was filtered: only a person's question makes its writer a parent. */
  reason: ClassificationReason;
}

/** Filter reasons under which a person (not a mailing) wrote: a question, usually a parent's (about the rules too). */
const ASKING: ReadonlySet<ClassificationReason> = new Set(["question_without_athlete", "camp_or_clinic_ad", "no_athlete_found", "compliance_notice"]);
/** A brand that runs a service's word into another ("ProspectBridge", "SwimScout", "NextPlayRecruiting"): no person's name. */
const SERVICE_BRAND = /\p{L}(?:Recruit|Prospect|Scout)|(?:Recruit|Prospect|Scout)\p{Ll}{0,20}\p{Lu}/u;
const SUPPORTERS = /booster|\bfan club\b|\bparents['’]? (?:club|association)\b/iu;
/** A high school's own name, here or abroad ("Riverbend Secondary School", "… Collegiate Institute", "Lycée …", "Colegio …"). */
const SCHOOL_NAME = /\b(?:high school|secondary school|collegiate institute|h\.s\.|hs|lyc[ée]e|colegio|liceo)\b/iu;
const SERVICE_NAME = /\b(?:recruit\w*|prospects?|scouting|reels?|network|profiles?|athletics)\b/iu;
const EVENT_NAME = /\b(?:showcases?|classic|invitational|tournaments?|series|championships?|qualifiers?)\b/iu;

/**
 * The sender's role once the athlete is known. Words that say it win (a parent's "my daughter",
 * a coach's title, a service naming itself). Otherwise the relation decides: the athlete's own
 * name is the athlete; the same surname is family; a college is other; an organisation is a
 * service or a club; anyone else is another recommender.
 */
export function resolveRole(question: RoleQuestion): SenderRole {
  const { cue, sender, athlete } = question;
  const person = personName(sender);
  // A college student writes from her college's address: one who introduces herself by the name she sends from (a player
  // in the transfer portal) is the athlete, not the college.
  const athleteHerself = cue === "athlete" && person !== null && athlete !== null && sameGivenName(person.first, athlete.first);
  // A parent may work at a college too: her recruiting mail about her child from there is still a parent's.
  if (isCollegeAddress(sender?.address ?? "")) return athleteHerself ? "athlete" : cue === "parent" && question.isRecruiting ? "parent" : "other";
  // A coach at another college, or a private instructor or trainer, coaches the player on no club or school team: other.
  if ((cue === "club_coach" || cue === "high_school_coach") && (caselessTest(COLLEGE_COACH_LINE, question.senderWords) || caselessTest(INSTRUCTOR_LINE, question.senderWords))) return "other";
  // A job applicant (an assistant coach-to-be, a team manager) may coach a club now: applying, she writes as neither.
  if (!question.isRecruiting && caselessTest(COACHING_JOB, question.senderWords)) return "other";
  // A club's own display name ("Mesa Ridge VBC", its recruiting desk "Cascade Juniors Recruiting") outweighs its words for its
  // recruiting coordinator, which a service uses too.
  if (cue === "recruiting_service" && (namesClub(sender?.name ?? "") || clubsRecruitingDesk(sender))) return coachRole(question.senderWords, sender?.address ?? "");
  // A former player's note ("an alumni match", "when I played here") speaks of her own kids, not of a recruit's family.
  if (cue === "parent" && !question.isRecruiting && (PRESS_OR_ALUMNA.test(question.senderWords) || caselessTest(FORMER_PLAYER, question.senderWords))) return "other";
  if (cue && cue !== "athlete") return cue;
  if (SERVICE_BRAND.test(sender?.name ?? "")) return "recruiting_service";
  if (signsAsItsClub(question)) return coachRole(question.senderWords, sender?.address ?? "");
  if (isOrganisation(sender)) {
    const label = `${sender?.name ?? ""} ${sender?.address ?? ""}`;
    // A booster or fan club raises money for a team: it coaches no one.
    if (SUPPORTERS.test(label)) return "other";
    // A club's name says who wrote before its mailbox does ("Lonestar Legacy VBC" <recruiting@…>).
    if (namesClub(sender?.name ?? "") || clubsRecruitingDesk(sender)) return coachRole(question.senderWords, sender?.address ?? "");
    // A high school's own office ("Sandhill High School Athletics", athletics@…isd.org) is the school's, however it names its desk.
    if (isSchoolAddress(sender?.address ?? "") || SCHOOL_NAME.test(sender?.name ?? "")) return "high_school_coach";
    if (SERVICE_NAME.test(label)) return "recruiting_service";
    // An event's organiser ("Midwest Fastpitch Showcase", "Heartland Showcase Series") is no club, though its sport is in its name.
    if (EVENT_NAME.test(sender?.name ?? "")) return "other";
    if (CLUB_NAME.test(label)) return coachRole(question.senderWords, sender?.address ?? "");
    return cue ?? "other";
  }
  // A team's manager runs its trips and sheets for its coach: her mail is the club's (or the school's), though she coaches no one.
  if (TEAM_MANAGER_LINE.test(question.senderWords)) return coachRole(question.senderWords, sender?.address ?? "");
  if (!person || !athlete) return cue ?? (question.isRecruiting ? "athlete" : person ? unnamedWritersRole(question) : "other");
  if (sameGivenName(person.first, athlete.first)) return "athlete";
  if (cue === "athlete") return "athlete";
  if (person.last && athlete.last && fold(person.last) === fold(athlete.last)) return writesAsSibling(question.senderWords, athlete.first) ? "other" : signsAsAthlete(question.senderWords, athlete) ? "athlete" : "parent";
  // Someone at a school's own address who writes about a student who is not family works there: her coach, most often.
  if (isSchoolAddress(sender?.address ?? "")) return "high_school_coach";
  return question.isRecruiting ? "other" : "parent";
}

/**
 * A club writing from a free mailbox under its own name, signing with that name ("Lady Outlaws Fastpitch" <ladyoutlawsfp@gmail.com>
 * signing "Lady Outlaws Fastpitch"): the club itself, as no player signs with her mailbox's sport.
 */
function signsAsItsClub(question: RoleQuestion): boolean {
  const name = question.sender?.name?.trim() ?? "";
  return name !== "" && namesClub(name) && new RegExp(String.raw`^[ \t]*${escapeRegExp(name)}[ \t]*$`, "imu").test(question.senderWords);
}

/**
 * A coach's title line naming a college ("Head Volleyball Coach, Lakeland Community College"), or over the college's own line
 * ("Head Softball Coach" over "Seminole Valley Community College"), not a former post nor a high school that calls itself one: a
 * coach at another college (a junior college's) passing a player on or asking for a scrimmage, whatever address she writes from.
 */
const COLLEGE_COACH_LINE = /^[ \t]*(?!former\b|ex-)(?:[\p{L}'’&-]+[ \t]+){0,4}coach(?:[ \t]*[,|–—-]|[ \t]*\n[ \t]*(?=[^\n]{0,60}$))(?![^\n]*\b(?:high school|prep|academy)\b)[^\n]{0,60}\b(?:college|university)\b[^\n]{0,30}$/imu;

/**
 * The letter closes with the athlete's own name ("Respectfully,\nReagan Holloway", "-Kenzie Walsh"): she wrote it, from her family's mailbox
 * (the From line her mother's). A parent signs with her own name, whatever profile of her daughter's follows.
 */
function signsAsAthlete(words: string, athlete: PersonName): boolean {
  const line = signOffLine(words);
  const signed = line ? readName(line, 0, true)?.name : null;
  if (!signed || !sameGivenName(signed.first, athlete.first)) return false;
  return signed.last === null || (athlete.last !== null && fold(signed.last) === fold(athlete.last));
}

/** "my little sister Mireya": a brother or sister shares her surname but is no parent. */
const MY_SIBLING = /\bmy[ \t]+(?:(?:little|younger|older|big|baby|kid|twin)[ \t]+)?(?:sister|brother)[ \t,]+(\p{L}+)/giu;

function writesAsSibling(words: string, athleteFirst: string): boolean {
  return [...words.matchAll(MY_SIBLING)].some((match) => fold(match[1]!) === fold(athleteFirst));
}

/** Who asks, when it is not an athlete's family: a school's staff, the press, a former player (who may say so only in her words for the coach). */
const PRESS_OR_ALUMNA = /\b(?:reporter|sportswriter|sports writer|journalist|correspondent|columnist|editor|newsroom|alumn(?:i|a|ae|us)|alum|former player)\b/iu;
/** A sign-off line as a game's official: "Ray Garcia, umpire", "Line judge". */
const OFFICIAL_SIGNOFF = /^[ \t]*(?:[\p{L}'’.-]+[ \t,]+){0,4}(?:umpire|referee|line[ \t]+judge|official)[ \t]*$/imu;

/**
 * A person who says only that a recruitment is over is the player, telling of her own ("I have committed to …"), or her family
 * telling of hers ("Maja has committed to …"); a person's question is a parent's (askerRole); anyone else's mail is other.
 */
function unnamedWritersRole(question: RoleQuestion): SenderRole {
  const closedBy = question.isRecruiting ? null : recruitmentClosedBy(question.senderWords);
  if (closedBy === "writer" || speaksAsPlayer(question)) return "athlete";
  const someoneElsesEnded = closedBy === "someone" || caselessTest(SOMEONE_STOPS_PLAYING, question.senderWords);
  if (someoneElsesEnded && !isSchoolAddress(question.sender?.address ?? "") && !PRESS_OR_ALUMNA.test(question.senderWords)) return "parent";
  return asks(question) ? askerRole(question) : "other";
}

/**
 * A player speaking of her own recruitment or career: "I have verbally committed to play …", "take me off the camp email list",
 * "i decided im not going to play in college", "thank you for offering me a roster spot", "ich habe mich … entschieden".
 */
const SPEAKS_AS_PLAYER = new RegExp(
  [
    String.raw`\bi(?:['’]ve|[ \t]+have)?[ \t]+(?:(?:officially|verbally|recently|just|finally|already)[ \t]+){0,2}(?:committed|signed)[ \t]+(?:to|with)\b`,
    String.raw`\b(?:take|remove)[ \t]+me[ \t]+(?:off|from)\b[^.\n]{0,40}\blist\b`,
    String.raw`\bi(?:['’]ve|[ \t]+have)?[ \t]+decided[ \t]+(?:that[ \t]+)?(?:i['’]?m[ \t]+|i[ \t]+am[ \t]+)?(?:not[ \t]+(?:going[ \t]+)?to|to[ \t]+not)[ \t]+(?:play|compete|continue|swim|run|row)\b`,
    String.raw`\b(?:offer(?:ing|ed)?|recruit(?:ing|ed)?)[ \t]+me\b`,
    String.raw`\bich[ \t]+habe[ \t]+mich\b[^.\n]{0,60}\bentschieden\b`,
  ].join("|"),
  "iu",
);
/** A player's own recruiting mailbox: her name and her sport ("quinnabernethy.lax@", "cora.bell.vb@", "lena_gk09@"). */
const SPORTS_MAILBOX = /(?:^|[._-]|\p{L})(?:vb|volleyball|sb|softball|fp|fastpitch|lax|lacrosse|soccer|gk|hoops|bball|swim|golf|xc|track|polo|rowing|tennis|setter|libero|pitcher|catcher|keeper)\d{0,4}@/iu;

/**
 * The writer speaks as the player (her own decision or her own list), or writes from her own recruiting mailbox under her own
 * name (not a team's: "Lady Outlaws Fastpitch" <ladyoutlawsfp@…>).
 */
function speaksAsPlayer(question: RoleQuestion): boolean {
  if (caselessTest(SPEAKS_AS_PLAYER, question.senderWords)) return true;
  const address = question.sender?.address ?? "";
  const writer = question.sender?.name ?? "";
  const mailbox = fold(address.split("@")[0] ?? "");
  const names = fold(writer).split(/[^\p{L}]+/u).filter((name) => name.length >= 3);
  return SPORTS_MAILBOX.test(address) && !CLUB_NAME.test(writer) && !namesClub(writer) && names.some((name) => mailbox.includes(name));
}

/** Someone else's playing days ended, as her family tells it: "Harlow has decided to step away from softball", "she stopped playing". */
const SOMEONE_STOPS_PLAYING = /\b(?:she|he|[\p{L}'’-]+)[ \t]+(?:(?:has|had)[ \t]+)?(?:decided[ \t]+to[ \t]+)?(?:step(?:ped)?[ \t]+away[ \t]+from|stop(?:ped)?[ \t]+playing|quit(?:[ \t]+playing)?|give[ \t]+up|gave[ \t]+up)\b/iu;

/** A person's question comes from a parent, unless it comes from a school's address, a reporter, a game's official or a former player. */
function askerRole(question: RoleQuestion): SenderRole {
  if (isSchoolAddress(question.sender?.address ?? "")) return "high_school_coach";
  return PRESS_OR_ALUMNA.test(question.senderWords) || OFFICIAL_SIGNOFF.test(question.senderWords) || caselessTest(FORMER_PLAYER, question.senderWords) ? "other" : "parent";
}

/** A person's question ("what does camp cost?"), not a camp director's announcement. */
function asks(question: RoleQuestion): boolean {
  return question.reason === "question_without_athlete" || (ASKING.has(question.reason) && question.senderWords.includes("?"));
}

/** A couple writing under one name ("Rob and Kim Ferreira", "Rob & Kim Ferreira"): the family's surname is the second's. */
const COUPLES_FIRST_NAME = /^[\p{L}'’-]+\s+(?:and|&)\s+(?=[\p{L}'’-]+\s+[\p{L}'’-]+)/iu;

function personName(mailbox: Mailbox | null): PersonName | null {
  const name = (mailbox?.name ?? "").replace(/^\s*(?:coach|mr|mrs|ms|dr)\.?\s+/iu, "").trim().replace(COUPLES_FIRST_NAME, "");
  const read = readName(name, 0, true);
  return read?.name.last ? read.name : null;
}

function sameGivenName(a: string, b: string): boolean {
  const x = fold(a);
  const y = fold(b);
  return x === y || areNicknames(x, y) || x.startsWith(y) || y.startsWith(x);
}
