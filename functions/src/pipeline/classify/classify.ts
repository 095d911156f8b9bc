import type { ExtractedAthlete } from "@machines/inbox/extractedAthlete";
import type { Classification, ClassificationReason } from "@machines/inbox/classification";
import type { Mailbox } from "@machines/inbox/processedEmail";
import type { SenderRole } from "@machines/inbox/senderRole";
import { caseless, caselessTest, fold, matchesOfEach, round2 } from "../text";
import { isDatePart, schoolYearEnd } from "../extract/gradYear";
import { isAutoReply, isCalendarInvitation, isDeliveryFailure, isMachineText, isRecallNotice } from "../extract/machineText";
import { namesChildOfWriter, readName } from "../extract/names";
import { COACHING_JOB, FORMER_PLAYER, isCollegeAddress, isOrganisation, isSchoolAddress, namesClub, organisationOutsideRecruiting, OWN_INJURY, TEAM_MANAGER_LINE, TRANSACTION_SENDER } from "./senderRole";

const CUES: Readonly<Record<Exclude<ClassificationReason, "athlete_introduction" | "no_athlete_found" | "question_without_athlete" | "child_under_13">, RegExp>> = {
  camp_or_clinic_ad: /\b(?:(?:prospect|elite|exposure|skills?|summer|winter|position|college|youth|team|overnight|day) camps?|clinics?|register(?: now| today| here)?|registration|early[- ]bird|spots? (?:are )?(?:limited|left|remaining)|sign up (?:now|today|here)|campers|ages \d|grades? \d|cost(?:s)?:|price:|\$\d{2,4}|session \d|check-in)\b/giu,
  // A service's upsell to a coach's account counts its new prospects matching her saved filters, and sells a trial or an upgrade.
  recruiting_service_blast: /\b(?:top \d+ (?:uncommitted|recruits|prospects|athletes)|uncommitted (?:athletes|recruits|prospects)|prospect list|recruit list|premium (?:membership|subscription|access)|(?:coach|college) (?:account|membership|subscription)|search (?:our|the) database|(?:new|featured) (?:athletes|recruits|prospects) (?:in|for|this)|athletes? (?:matching|that match) your|upgrade (?:now|today|your)|free trial|\d+-day (?:free )?trial|upgrade to [\p{L}]+(?: [\p{L}]+)? (?:pro|premium|plus|elite)|\d{2,} new (?:[\p{L}\d]+ ){0,4}(?:prospects|athletes|recruits)|(?:match|matching|matches) (?:the |your )?(?:saved )?(?:filters|searches|search criteria))\b/giu,
  newsletter: /\b(?:newsletter|unsubscribe|(?:verbally )?committed to|commitments?|congratulations to|congrats to|shout[- ]?outs? to|view (?:this email |it )?in (?:your |a )?browser|manage (?:your )?(?:email )?(?:preferences|subscription)|update (?:your )?preferences|you (?:are )?receiv(?:ing|ed) this (?:email|message)|all rights reserved|this week in|monthly update|weekly (?:update|digest|recap)|season recap|press release|gefeliciteerd|félicitations|felicitaciones a|enhorabuena a|parabéns|complimenti a|herzlichen glückwunsch)\b/giu,
  compliance_notice: /\b(?:compliance|bylaws?|dead period|quiet period|contact period|evaluation period|recruiting calendar|national letter of intent|nli|eligibility center|rules education|(?:ncaa|naia|njcaa) (?:rules?|legislation|division [i1]+ (?:rules|legislation))|impermissible|permissible contact|official visits? (?:rules|policy)|recruiting violations?)\b/giu,
  college_coach_letter: /\b(?:thank you for your interest in (?:our|the) (?:program|university|college|team)|we (?:are|were) (?:excited|thrilled|impressed)|our (?:coaching )?staff|(?:our|the) (?:university|college)['’]?s? (?:volleyball|softball) (?:program|team)|questionnaire|unofficial visit day|junior day|we (?:would|'d) love (?:for you|to have you)|as a (?:prospective|recruited) student[- ]athlete)\b/giu,
  spam: /\b(?:viagra|cialis|crypto(?:currency)?|bitcoin|lottery|you(?:'ve| have) won|winner|wire transfer|claim your|act now|100% free|limited[- ]time offer|gift card|seo (?:services|agency)|increase your (?:traffic|sales|ranking)|dear (?:friend|sir\/madam)|investment opportunity|click here|casino|loan|weight loss|hot singles|inheritance|beneficiary|unclaimed|gift cards?|invoice|overdue|past due|verify your (?:account|mailbox|email|identity)|password|mailbox (?:is )?(?:full|quota)|kindly|urgent(?:ly)?|quick favou?r|are you available|itunes|google play|wire|bank details|remittance|price target|strong buy|small[- ]cap|penny stocks?|ticker|share price|(?:not )?investment advice|stock (?:alert|pick|tip)s?)\b/giu,
};

type Cue = keyof typeof CUES;
const CUE_REASONS = Object.keys(CUES) as Cue[];
const cueScan = matchesOfEach(CUE_REASONS.map((reason) => CUES[reason]));

/** How many different words of each cue the text has, all found in one scan ("register" twice counts once). */
function cueWordsIn(text: string): Record<Cue, number> {
  const matches = cueScan(text);
  return Object.fromEntries(CUE_REASONS.map((reason, index) => [reason, new Set(matches[index]!.map((match) => match[0].toLowerCase())).size])) as Record<Cue, number>;
}

/** Template slots left unfilled: "[Name]", "( ATHLETE'S NAME )", "{first_name}", "*|FNAME|*", "<<Name>>", "%NAME%". */
export const PLACEHOLDER = /\[[^\]\n]{0,30}\b(?:name|first|last|athlete|school|coach|player)\b[^\]\n]{0,30}\]|\(\s*[A-Z'’ ]*NAME[A-Z'’ ]*\s*\)|\{\{?\s*\w*(?:name|first|last)\w*\s*\}?\}|\*\|\w+\|\*|<<\s*\w+\s*>>|%[A-Z_]*NAME[A-Z_]*%/iu;

const ATHLETE_FIELDS_FOR_SCORE = ["gradYear", "positions", "height", "clubTeam", "highSchool", "gpa", "videoUrls"] as const;

export interface ClassifyInput {
  text: string;
  /** What the writer's words say about who they are (null when nothing does). */
  cue: SenderRole | null;
  athlete: ExtractedAthlete;
  writer: Mailbox | null;
  /** Another person at the forwarding coach's own domain wrote: staff mail. */
  colleague: boolean;
  /** A bulk mailer delivered it to the address itself (List-Unsubscribe, Precedence: bulk): sent to many. */
  bulk?: boolean;
  /** When it was written: whose class has already left high school. */
  reference: Date;
}

export type Verdict = Omit<Classification, "senderRole">;

/**
 * Recruiting or not. An email is recruiting when it introduces an athlete: a name and athlete
 * details (class, position, height, club, film …), whatever the sport. Camp ads, service mailings,
 * newsletters, compliance notices, a college's own letters and spam are filtered unless they
 * clearly introduce one athlete; a parent's question with no athlete details is filtered too, and
 * so is machine text (logs, code, receipts): a name on a log line introduces nobody.
 *
 * `confidence` (0–1) is how sure the verdict is. A filter below REVIEW_BELOW_CONFIDENCE (0.7,
 * machines/inbox/engineOutcome.ts) is not trusted: the inbox sends the email to 'Needs review'.
 * So a filter is never that sure when the email showed athlete-like evidence (a person's name
 * with a class year, a position or film): it may be an introduction the rules missed.
 */
export function classify(input: ClassifyInput): Verdict {
  const { text, athlete } = input;
  const signals: string[] = [];
  // The sport she says she plays counts when she writes about herself ("I am a 17-year-old tennis player"): any sport's
  // athlete has one, where the other details lean on a few sports' vocabulary.
  const details = [...ATHLETE_FIELDS_FOR_SCORE, ...(input.cue === "athlete" ? (["sport"] as const) : [])].filter((key) => athlete[key] !== null);
  // The writer's own name with nothing about an athlete beside it is a signature: nobody was introduced. So is it when a
  // coach, a parent or an organisation wrote (an organisation's own name, "Prairie Valley" of "Prairie Valley Conference"):
  // they are not the athlete, whatever details the text has.
  const coachWrites = input.cue === "club_coach" || input.cue === "high_school_coach";
  const writerIsCoachOrParent = input.cue === "parent" || coachWrites;
  // A college's own staff who sign as coaches ("Assistant Coach, Larkspur State") coach no prospect: their lists of players
  // are scouting reports and rosters, not a club or school coach's few players.
  const fromCollege = isCollegeAddress(input.writer?.address ?? "");
  const recommender = writerIsCoachOrParent && !fromCollege && !input.colleague;
  const fromOrganisation = isOrganisation(input.writer);
  const notTheAthlete = writerIsCoachOrParent || fromOrganisation;
  // A parent writing from her daughter's account ("This is Noa's mom" from "Noa Fairweather") sends under the athlete's name.
  const onChildsAccount = athlete.firstName !== null && namesChildOfWriter(text, athlete.firstName.value);
  // Nor is the writer the athlete when she writes of the player as "she" and gives her own name only once, signing off (a father's
  // "She's a sophomore middle … Boris"), unless a class year is written out: a player is introduced then, if under the wrong name.
  const yearWritten = athlete.gradYear !== null && athlete.gradYear.confidence > STANDING_GUESS;
  const writesOfAnother = input.cue === null && !yearWritten && caselessTest(THIRD_PERSON_PLAYER, text) && athlete.firstName !== null && namedOnce(text, athlete.firstName.value);
  const signatureOnly = (details.length === 0 || notTheAthlete || writesOfAnother) && input.cue !== "athlete" && isWritersName(athlete, input.writer) && !onChildsAccount;
  // Mail to a whole audience (classes 2027-2030, players and parents; an organisation's compliance notice) introduces
  // nobody unless a name was given in words.
  const personalCue = input.cue === "athlete" || input.cue === "parent" || input.cue === "club_coach" || input.cue === "high_school_coach";
  // A note that opens by greeting a team's parents or families ("Senior parents,") is theirs, a coach's included: the players
  // it lists (a senior-night order, a carpool sheet) are the team's, introduced to nobody.
  const toGroup = input.cue !== "athlete" && greetsGroup(text) && !introducedInWords(athlete);
  const cueWords = cueWordsIn(text);
  // An organisation's compliance or rules notice (two of its words or more) is posted to every coach it governs.
  const compliancePosting = fromOrganisation && cueWords.compliance_notice >= 2;
  const toAudience = toGroup || (!personalCue && (addressesMany(text) || compliancePosting) && !introducedInWords(athlete));
  if (toAudience) signals.push("addresses many athletes (several classes, players and parents)");
  const named = athlete.firstName !== null && (athlete.firstName.confidence >= 0.7 || athlete.lastName !== null) && !signatureOnly && !toAudience;
  const athleteScore = details.length + (named ? 2 : 0) + (athlete.gradYear && athlete.gradYear.confidence >= 0.9 ? 1 : 0);
  signals.push(`athlete details: ${details.join(", ") || "none"}`);
  if (signatureOnly) signals.push("the only name is the writer's own");

  // An athlete who gives her own name in words ("I'm Rory Landis, the libero …", "My name is Lena Voss"): her note, whatever
  // else it names.
  const writesAsHerself = introducedInWords(athlete) && (input.cue === "athlete" || (input.cue === null && isWritersName(athlete, input.writer)));
  // A club or school coach listing a few of their players is introducing them, not mailing a list; so is an athlete listing
  // her teammates. A team's manager coaches none of them: her lists are the team's sheets (rooms, rides).
  const personalCoach = recommender && input.cue !== "parent" && !fromOrganisation && !caselessTest(TEAM_MANAGER_LINE, text);
  const listing = personalCoach || writesAsHerself ? 0 : listedAthletes(text) >= 3 ? 3 : 0;
  // A coach's mail that greets college coaches at large ("College coaches,") and lists many of the club's players (its teams'
  // rosters for an event) is the club's mailing, not a few players introduced; it may still be meant for this coach.
  const rosterToCoaches = personalCoach && greetsCoaches(text) && listedAthletes(text) >= ROSTER_SIZE;
  const cueCounts = CUE_REASONS.map((reason) => [reason as ClassificationReason, cueWords[reason] + (reason === "recruiting_service_blast" ? listing : 0)] as const);
  const [topReason, topCount] = cueCounts.reduce((top, entry) => (entry[1] > top[1] ? entry : top));
  for (const [reason, count] of cueCounts) if (count > 0) signals.push(`${reason}: ${count}`);
  const placeholders = PLACEHOLDER.test(text);
  if (placeholders) signals.push("unfilled template placeholder");
  /** The mail's strongest mailing cue, when it has one; else `fallback`. */
  const cueOr = (fallback: ClassificationReason): ClassificationReason => (topCount >= 1 ? topReason : fallback);
  // What the mail looks like when no rule says more: its strongest mailing cue, else a person's question (not a college's), else nothing.
  const unsaidReason = (): ClassificationReason => cueOr(input.cue === "parent" || input.cue === "athlete" || (input.cue === null && !fromCollege) ? "question_without_athlete" : "no_athlete_found");
  const verdict = (isRecruiting: boolean, reason: ClassificationReason, confidence: number): Verdict => ({ isRecruiting, reason, confidence: round2(confidence), signals: signals.slice(0, 30) });
  const athleteLike = named && (athlete.gradYear !== null || athlete.positions !== null || athlete.videoUrls !== null);
  if (athleteLike) signals.push("a named person with a class, position or film");
  // Filtering what may be an athlete is never sure; filtering what shows nothing of one is. (Surer filters
  // of emails that name nobody were tried: on the held-out split they filtered a recruiting email whose
  // athlete's name the engine missed.)
  // A colleague's mail (travel, rosters, a scouting report) names players the programme already knows, and a
  // no-reply sender's notice (a camp registration, a check-in pass) is a program's: neither introduces anyone.
  const address = input.writer?.address ?? "";
  const fromNoReply = NO_REPLY.test(address);
  const unintroduced = input.colleague || fromNoReply;
  // A bulk mailer's broadcast that greets nobody and gives no name in words: the players it names are its alumni, results
  // or spotlight, not someone introduced to this coach, so filtering it is sure enough. (Its text alone, an unsubscribe
  // footer, is not: a forwarded bulletin may be the coach's way of pointing at a player.)
  const broadcast = input.bulk === true && !greetsSomeone(text) && !introducedInWords(athlete);
  if (broadcast) signals.push("an organisation's broadcast that greets nobody");
  const reject = (reason: ClassificationReason, confidence: number) => {
    if (unintroduced || athleteScore === 0) return verdict(false, reason, Math.max(confidence, 0.8));
    if (broadcast) return verdict(false, reason, 0.75);
    return verdict(false, reason, athleteLike ? Math.min(confidence, 0.55) : confidence);
  };

  if (isMachineText(text) && !introducedInWords(athlete)) {
    signals.push("machine text (log, code, receipt)");
    return verdict(false, "no_athlete_found", 0.9);
  }
  // A shop's or a payment system's mail (a camp payment's receipt naming the camper, class and position) records a sale,
  // and so does a sign-up form's notice from an address nobody reads that says what was paid.
  if ((TRANSACTION_SENDER.test(address) || (fromNoReply && PAID_LINE.test(text))) && !introducedInWords(athlete)) {
    signals.push("a receipt or order notice");
    return verdict(false, "no_athlete_found", 0.85);
  }
  // A social network telling the coach someone followed or tagged her: the follower's profile line under it is the network's.
  // Only from the network's own address: an athlete or a parent writes "I followed you on Instagram" in an introduction.
  if ((fromOrganisation || fromNoReply) && caselessTest(SOCIAL_NOTICE, text) && !introducedInWords(athlete)) {
    signals.push("a social network's notice");
    return reject("no_athlete_found", 0.6);
  }
  // A vendor's notice to its customer that an order is ready (a highlight video made for a family) names the player it was made
  // for. Not surely: a parent may forward it on purpose, to show her daughter's film.
  if (caselessTest(ORDER_NOTICE, text) && !introducedInWords(athlete)) {
    signals.push("a vendor's order notice");
    return reject("no_athlete_found", 0.6);
  }
  if (toGroup) {
    signals.push("a note to a team's parents or families");
    return reject(cueOr("no_athlete_found"), 0.75);
  }
  if (isAutoReply(text) && !introducedInWords(athlete)) {
    signals.push("automatic reply (out of office)");
    return verdict(false, "no_athlete_found", 0.9);
  }
  if (isRecallNotice(text) && !introducedInWords(athlete)) {
    signals.push("a notice recalling a message");
    return verdict(false, "no_athlete_found", 0.85);
  }
  if (isCalendarInvitation(text) && !introducedInWords(athlete)) {
    signals.push("a calendar invitation");
    return verdict(false, "no_athlete_found", 0.85);
  }
  // A mail server's bounce returns a message the coach sent (her reply to a recruit, in her own words of her): nobody writes in it.
  if (isDeliveryFailure(text)) {
    signals.push("a bounce (a delivery failure notice)");
    return verdict(false, "no_athlete_found", 0.9);
  }
  // A job application (a graduate-assistant post) introduces a coach-to-be, not a prospect, however athletic the résumé, and a
  // coaching job offered introduces nobody: surely when it names nobody but the writer.
  if (!introducedInWords(athlete) && caselessTest(COACHING_JOB, text)) {
    signals.push("a coaching job asked for or offered");
    return !named || isWritersName(athlete, input.writer) ? verdict(false, "no_athlete_found", 0.8) : reject("no_athlete_found", 0.6);
  }
  // A child the writer says is in middle school (a parent asking whether camp takes a seventh grader) or twelve or younger ("my
  // son Theo is 10") is years from being a prospect, however many details come with her; a class year would say more, so only
  // without one. An age may be a younger sibling's beside a prospect's details, so it counts only when few are given.
  const campQuestion = topReason === "camp_or_clinic_ad" && topCount > 0;
  const asksAboutCamp = input.cue === "parent" && caselessTest(CAMP_QUESTION, text);
  if ((caselessTest(MIDDLE_SCHOOLER, text) || (athleteScore < 4 && caselessTest(CHILD_BY_AGE, text)) || (asksAboutCamp && caselessTest(EIGHTH_GRADER, text))) && athlete.gradYear === null) {
    signals.push("about a child in middle school");
    return verdict(false, campQuestion ? topReason : "question_without_athlete", 0.8);
  }
  // A parent asking about a camp or a clinic for her child, saying nothing of her but a name or a height (no class, position, club,
  // school, GPA or film), asks as a camper's parent: she introduces nobody.
  if (asksAboutCamp && details.every((key) => key === "height")) {
    signals.push("a parent's camp question that says nothing of a prospect");
    return verdict(false, campQuestion ? topReason : "question_without_athlete", 0.8);
  }
  // A camper or her family asking about a camp or a clinic (where to park, what to bring, what it costs), saying nothing of a
  // player (no class, position, club, school, height or film) and naming nobody but the writer, asks as a camper's: nobody is
  // introduced. A class year counts as nothing said when the mail speaks to many ("open to the class of 2028 and older") or the
  // year is the camp's season ("camps in the summer of 2027", "el verano de 2027").
  const yearSaysNothing = toAudience || (athlete.gradYear !== null && SEASON_BEFORE.test(text.slice(Math.max(0, athlete.gradYear.source.start - 20), athlete.gradYear.source.start)));
  const saysNothingButCamp = details.every((key) => key === "sport" || (key === "gradYear" && yearSaysNothing));
  const campersQuestion = !coachWrites && !fromOrganisation && !fromCollege && (cueWords.camp_or_clinic_ad > 0 || caselessTest(CAMP_WORD, text)) && text.includes("?");
  if (campersQuestion && saysNothingButCamp && (!named || isWritersName(athlete, input.writer))) {
    signals.push("a camper's or her family's question about a camp that says nothing of a prospect");
    return verdict(false, cueOr("question_without_athlete"), 0.8);
  }
  if (fromCollege && !personalCue && caselessTest(COLLEGE_OFFICE_LINE, text)) {
    signals.push("a college office's own mail");
    return verdict(false, cueWords.compliance_notice > 0 ? "compliance_notice" : "no_athlete_found", 0.8);
  }
  // A college's own camp confirming a camper's registration ("Registration confirmed", the camper's class and position on its
  // form) writes to someone already on its list: no one introduces her.
  if (fromCollege && !personalCue && organisationOutsideRecruiting(input.writer) && caselessTest(REGISTRATION_NOTICE, text)) {
    signals.push("a college's own camp confirms a registration");
    return verdict(false, "camp_or_clinic_ad", 0.8);
  }
  // The programme's own staff writing its paperwork on a player (an official visit's itinerary, a media-guide bio) name her
  // because she is already theirs, in a form's words ("Recruit: Kaylee Moran") as often as not: a recruit coming to visit, a
  // player on the team.
  if (input.colleague && caselessTest(STAFF_PAPERWORK, text)) {
    signals.push("the programme's own staff paperwork on a player");
    return verdict(false, "no_athlete_found", 0.8);
  }
  // A former player writing to her old coach ("you taught me …", "I played for you") about herself, with no one's class or film:
  // a thank-you or news, not an introduction, though her own name and old position are in it. A camper thanking for a camp or
  // clinic says the same of it, and may be a prospect.
  const campWords = cueWords.camp_or_clinic_ad > 0;
  if ((!named || isWritersName(athlete, input.writer)) && athlete.gradYear === null && athlete.videoUrls === null && input.cue !== "parent" && !campWords && caselessTest(FORMER_PLAYER, text)) {
    signals.push("a former player writes to her coach");
    return verdict(false, "no_athlete_found", 0.8);
  }
  // A player's note about her own injury ("I rolled my ankle at practice"), saying nothing of her as a prospect and naming nobody
  // but herself, tells her coach she will miss practice: no introduction.
  if (input.cue === "athlete" && (!named || isWritersName(athlete, input.writer)) && details.every((key) => key === "sport") && caselessTest(OWN_INJURY, text)) {
    signals.push("a player's note about her own injury");
    return verdict(false, cueOr("no_athlete_found"), 0.8);
  }
  // A parent or an athlete may work for a paper or a business: a press title or a sales line under her own words is hers.
  const familyWrites = input.cue === "parent" || input.cue === "athlete";
  // The press writes about players (a feature, a request for a quote), and a school's or a club's press release is written for
  // it (a player's honour, a signing): neither introduces any of them.
  if (!familyWrites && (caselessTest(PRESS_TITLE_LINE, text) || caselessTest(PRESS_RELEASE_LINE, text)) && !introducedInWords(athlete)) {
    signals.push("the press writes");
    return verdict(false, "newsletter", 0.8);
  }
  // A question about a camp registration already made (a refund, a receipt, a registration moved) is the camp's business, not an
  // introduction.
  if (topReason === "camp_or_clinic_ad" && input.cue !== "athlete" && athlete.gradYear === null && caselessTest(REGISTRATION_CHANGE, text)) {
    signals.push("a change to a camp registration");
    return verdict(false, "camp_or_clinic_ad", 0.8);
  }
  // A vendor selling to the coach (a demo or a call to book, packages for sale) names athletes only as its examples or wares.
  if (!familyWrites && countDistinct(text, SALES_PITCH) >= 2) {
    signals.push("a sales pitch to the coach");
    return introducedInWords(athlete) ? reject("spam", 0.6) : verdict(false, "spam", 0.8);
  }
  // A vendor's quote or invoice to the coach (uniforms, gear: its items priced to a total, signed by its sales staff) names
  // only its own people; its sizes and colours ("libero jerseys", "2027 uniforms") are no player's.
  if (!familyWrites && caselessTest(PRICED_TOTAL_LINE, text) && caselessTest(SALES_TITLE_LINE, text) && !introducedInWords(athlete)) {
    signals.push("a vendor's quote or invoice");
    return verdict(false, "no_athlete_found", 0.8);
  }
  const spamCount = cueCounts.find(([reason]) => reason === "spam")?.[1] ?? 0;
  if (spamCount >= 2 && athleteScore < 5) return reject("spam", 0.9);
  // A sport, a club or a school alone says nothing of a player as a prospect (no class, position, height or film).
  const saysOnlyWhereTheyPlay = () => details.every((key) => key === "sport" || key === "clubTeam" || key === "highSchool") && !introducedInWords(athlete);
  // A coach thanking this coach for a clinic or a camp she ran for the team ("Thank you for running the clinic for our team"), the
  // players' own thanks quoted under it, says nothing of any of them as a prospect.
  if (coachWrites && caselessTest(THANKS_FOR_TEAMS_CLINIC, text) && saysOnlyWhereTheyPlay()) {
    signals.push("a coach's thanks for a clinic or a camp run for her team");
    return verdict(false, cueOr("no_athlete_found"), 0.8);
  }
  // A team's sheet for an event (its players' jersey or shirt sizes, their numbers) names them as wearers, saying nothing of them
  // as prospects (no class, position, height or film): surely no introduction.
  if (caselessTest(SIZE_OR_NUMBER_LIST, text) && saysOnlyWhereTheyPlay()) {
    signals.push("a team's size or number list");
    return verdict(false, cueOr("no_athlete_found"), 0.8);
  }
  // A coach or a school arranging a game or a place with this coach (a scrimmage, a pool or a gym to rent) writes of its own
  // team's business: its players are its own, none introduced, and no film is sent. Surely when nobody but the writer is named, or
  // when a college's coach writes of her own players (no class written, no transfer: a junior college's coach passing one on says
  // so). A player's clips "from our first scrimmage" are hers: only a coach's or a school's mail.
  const coachOrSchool = coachWrites || fromCollege || isSchoolAddress(address);
  const ownTeamsBusiness = coachOrSchool && athlete.videoUrls === null && !introducedInWords(athlete) && caselessTest(TEAM_FIXTURE_REQUEST, text);
  if (ownTeamsBusiness && (!named || isWritersName(athlete, input.writer) || (fromCollege && !yearWritten && !caselessTest(STILL_RECRUITABLE, text)))) {
    signals.push("a coach arranging a scrimmage, a meet or a place to play");
    return verdict(false, text.includes("?") ? "question_without_athlete" : "no_athlete_found", 0.8);
  }
  // A college's own mail, or a template nobody filled in for an athlete. An athlete's half-filled
  // template ("I am a 2028 [POSITION] from Tampa, FL") still introduces her.
  const athleteTemplate = placeholders && !fromCollege && athleteScore >= 4;
  if (listing && !(recommender && !fromOrganisation)) {
    const reason = topCount > 1 && topReason === "newsletter" ? "newsletter" : "recruiting_service_blast";
    // An organisation's list of athletes is a mailing: the names and classes are the list's, not one introduction. So is a
    // college's own staff's list (a camp waitlist, a roster) from its address: a coach at another college passing players on
    // writes as a coach. A club writing one coach about its own players ("Coach Whitcomb, below is our roster export") may be
    // introducing them: not surely a mailing.
    const clubToOneCoach = namesClub(input.writer?.name ?? "") && greetsSomeone(text) && !greetsCoaches(text);
    const listOfOwn = (fromOrganisation && !clubToOneCoach) || (fromCollege && !personalCue);
    return listOfOwn ? verdict(false, reason, 0.85) : reject(reason, 0.85);
  }
  if (rosterToCoaches) {
    signals.push("a coach's roster of many players sent to college coaches at large");
    return reject(cueOr("recruiting_service_blast"), 0.75);
  }
  // A coach or parent is never taken for a college's own letter: a coach at another college (or a school that calls itself a
  // college abroad) recommending a player introduces her. Not a college's coach who names no player or leaves a template's
  // slots open: her own letter to a prospect ("Hi Sarah, great to have you at our clinic") or a visit template. A player's class
  // year, height, club, GPA or film would say a player is passed on whose name was missed.
  const collegeCoachNamesNobody = fromCollege && coachWrites && (placeholders || (!named && details.every((key) => key === "positions" || key === "highSchool")));
  if ((placeholders || fromCollege) && (!writerIsCoachOrParent || collegeCoachNamesNobody) && !athleteTemplate && (!named || placeholders || athleteScore < 6) && topReason !== "spam") {
    // A template with every slot left open, sent from a person's own mailbox by someone writing as the athlete ("My name is [Your
    // Name]"), may still be her introduction, her name in the From line: not surely a college's letter.
    if (placeholders && input.cue === "athlete" && !fromCollege && !input.colleague && !fromOrganisation) {
      signals.push("an athlete's own template left unfilled");
      return verdict(false, "no_athlete_found", 0.55);
    }
    return reject(topCount > 1 && topReason !== "college_coach_letter" ? topReason : "college_coach_letter", 0.8);
  }
  // An organisation's bulletin that greets nobody and tells of a player's commitment ("Congrats to Lainey Ross on her commitment
  // to …") is news of a recruitment closed: surely no introduction, unless it also tells of players still open.
  if (fromOrganisation && !greetsSomeone(text) && caselessTest(BULLETIN, text) && caselessTest(COMMITMENT_NEWS, text) && !caselessTest(RECRUITMENT_REOPENED, text)) {
    signals.push("an organisation's bulletin telling of a commitment");
    return verdict(false, "newsletter", 0.8);
  }
  // Strong mailing cues outweigh a few details unless the mail is plainly about one named athlete, or is an athlete's own note
  // to someone that borrows a mailing's words (her camp registration and check-in, congratulations on the season's recap).
  const mailing = (topCount >= 3 || (topCount >= 2 && !named)) && !(writesAsHerself && greetsSomeone(text));
  if (mailing && athleteScore < 6 + Math.min(topCount, 4) - 2) return reject(topReason, Math.min(0.95, 0.6 + topCount * 0.08));
  // An organisation's mail that names no athlete is about recruits in general (a notice, a digest). Not surely when it gives one
  // person's height and film: a platform's profile of one athlete whose name was not read.
  const onePersonsProfile = athlete.height !== null && athlete.videoUrls !== null;
  if (!named && fromOrganisation) return reject(cueOr("no_athlete_found"), onePersonsProfile ? 0.6 : 0.7);
  // An organisation's mail that says nothing of an athlete but a club's or a school's name (its own, as often as not) names only
  // its own people: a sales manager signing a hotel's offer, a club's events desk signing its showcase invitation.
  if (details.every((key) => key === "clubTeam" || key === "highSchool") && fromOrganisation && !introducedInWords(athlete)) return verdict(false, cueOr("no_athlete_found"), 0.8);
  // No name at all, and nothing said of a person (a class, a position, a height, a GPA, film): a club's or a school's name alone
  // (a club's travel plan for its families, a school's schedule) introduces nobody. Nor does a coach's class year with no name
  // ("our seniors", "all 2030s", a scrimmage in April 2027): a coach introducing a player names her. Nor a parent's class standing
  // with no name ("our daughter is a sophomore and just starting to think about college golf"): a general question.
  const saysNothingOfAPerson = details.every((key) => key === "clubTeam" || key === "highSchool" || (key === "gradYear" && (coachWrites || (input.cue === "parent" && !yearWritten))));
  if (athlete.firstName === null && input.cue !== "athlete" && saysNothingOfAPerson) return verdict(false, cueOr(input.cue === "parent" ? "question_without_athlete" : "no_athlete_found"), 0.8);
  // A service's featured athlete sent to its whole list is its marketing, though it greets "Coach": one athlete's profile sent
  // to this coach is an introduction, so only the feature's words with a bulletin's make it a blast, and not surely. (An
  // "athlete of the week" is both at once: that phrase alone sends a service's mail to review.)
  if (input.cue === "recruiting_service" && caselessTest(FEATURE, text) && caselessTest(BULLETIN, text)) {
    signals.push("a service's featured athlete, sent to its list");
    return reject("recruiting_service_blast", 0.6);
  }
  // A platform's alert about an athlete the coach already follows (a new record, a rating moved) tells of her, greeting or not:
  // the coach found her before, nobody introduces her now.
  if (fromOrganisation && caselessTest(FOLLOWED_ATHLETE, text)) {
    signals.push("a platform's alert about an athlete the coach follows");
    return reject("recruiting_service_blast", 0.75);
  }
  // An organisation's mail naming athletes as the examples of what it sells or did ("Athletes like Jordyn Peck (2027 OH) found
  // their fit through us") shows its wares, however it greets the coach; sent by a bulk mailer, surely.
  if (fromOrganisation && EXAMPLE_ATHLETES.test(text) && !introducedInWords(athlete)) {
    signals.push("an organisation names athletes as its examples");
    return input.bulk ? verdict(false, "recruiting_service_blast", 0.8) : reject("recruiting_service_blast", 0.75);
  }
  // An organisation's bulletin (an unsubscribe footer, "you are receiving this") that greets nobody reports on an athlete
  // ("Athlete of the week: …", a commitment, a results post): news about her, not an introduction to this coach.
  // From a body whose business is not recruiting (boosters, a camp, officials), surely: its bulletin spotlights its own players.
  if (fromOrganisation && caselessTest(BULLETIN, text) && !greetsSomeone(text) && !introducedInWords(athlete)) {
    signals.push("an organisation's bulletin that greets nobody");
    return organisationOutsideRecruiting(input.writer) ? verdict(false, "newsletter", 0.8) : reject("newsletter", 0.75);
  }
  // A camp, a booster club or an officials' assignor names players as its campers, award winners or crew: its business with
  // them, not an introduction. Not surely: such a body's name may be mistaken for one.
  if (!personalCue && organisationOutsideRecruiting(input.writer) && !introducedInWords(athlete)) {
    signals.push("a body whose business is not recruiting (a camp, boosters, officials)");
    return reject(cueOr("no_athlete_found"), 0.6);
  }
  // A request for tickets or passes to the programme's games (a club team's group outing, a family's seats) is a fan's: when it
  // names nobody but its writer and says nothing of a player but a club's or a school's name, surely no introduction.
  const namesOnlyTheWriter = !named || isWritersName(athlete, input.writer);
  if (caselessTest(TICKET_REQUEST, text) && namesOnlyTheWriter && input.cue !== "athlete" && details.every((key) => key === "clubTeam" || key === "highSchool")) {
    signals.push("asks for tickets to the programme's games");
    return verdict(false, "question_without_athlete", 0.8);
  }
  // A request for the coach's money, time or gym (a team's fundraiser, an auction item, volunteer hours at camp, an interview
  // for a school project or a paper, a gym to rent) names its player for what it asks, not to introduce her. Not surely: a
  // player may mention one in her introduction.
  if (caselessTest(REQUEST_BESIDE_RECRUITING, text)) {
    signals.push("asks a favour (a donation, volunteering, a reference, an interview, a gym), not for a place on the team");
    return reject(cueOr("no_athlete_found"), 0.6);
  }
  // A coach or a school asking this coach about a player ("Anything I should know about her?" of a player who left for the
  // portal, "Could you confirm her attendance?") wants a reference or a fact; it does not introduce her. Not surely: the
  // player may be new to this coach all the same.
  if (!familyWrites && caselessTest(ASKS_ABOUT_PLAYER, text)) {
    signals.push("asks the coach about a player");
    return reject("question_without_athlete", 0.6);
  }
  // A player on this coach's own team now ("Noor is a sophomore on your team", "she plays for you", "my daughter is your starting
  // setter") or signed to it ("your future Hawk, Josie …"): her family asks about playing time, housing or aid, her school invites
  // the coach to her senior night; she is no prospect. Only without a class still in high school written as a year (a standing's
  // guess, "a freshman", reads a college freshman as a high-school one) or film, with no sister or brother about, whose
  // introduction may follow ("her older sister plays for you"), and no transfer or junior college.
  const classStillInSchool = athlete.gradYear !== null && yearWritten && athlete.gradYear.value >= schoolYearEnd(input.reference);
  // A family may not say so, only ask of a college player's life on the team ("Priya (freshman, #9, setter) … room with Jo from
  // the team", "Faith's parents (#3, freshman DS) … Family Weekend"): with no high school, club, height or class year written,
  // she is on the team already.
  const collegePlayersLife = () => athlete.highSchool === null && athlete.clubTeam === null && athlete.height === null && caselessTest(COLLEGE_LIFE, text) && caselessTest(ON_A_TEAM_AS_STANDING, text);
  // Called the coach's future Hawk with a pitch's details (her height, club, GPA), she is being introduced ("Meet your future Hawk").
  const signedToCoach = () => athlete.height === null && athlete.clubTeam === null && athlete.gpa === null && comingToCoach(text, input.writer);
  const onTeam = !classStillInSchool && athlete.videoUrls === null && (caselessTest(ON_COACHS_TEAM, text) || signedToCoach() || collegePlayersLife());
  if (onTeam && !caselessTest(SIBLING, text) && !caselessTest(STILL_RECRUITABLE, text)) {
    signals.push("about a player on the coach's own team");
    return verdict(false, text.includes("?") ? "question_without_athlete" : "no_athlete_found", 0.8);
  }
  // A player (or her parent) saying she committed, accepted an offer, signed, stopped playing or wants no more mail closes her
  // recruitment: thanks and a goodbye, or a signee's questions about moving in, not an introduction. Not surely: a decommitted
  // player reopening hers writes the same words. Surely when nothing is said of a player (no class, position, club, film): only
  // a name, and an introduction gives more. The sport alone (the programme's own, as often as not) says nothing of her.
  if (closesHerRecruitment(text, athlete, coachWrites, introducesTeammate(text, athlete)) && !caselessTest(RECRUITMENT_REOPENED, text)) {
    signals.push("says her recruitment is over (committed, signed, declined, stopped playing, wants no more mail)");
    return details.every((key) => key === "sport") ? verdict(false, "no_athlete_found", 0.8) : reject("no_athlete_found", 0.6);
  }
  // A player whose class has left high school and who is written of as an alumna or a college player (a current player's bio)
  // is no prospect, unless she is moving on from a junior college or a gap year. Only with such words:
  // an old introduction forwarded late is still hers. Not surely: a year misread as her class would filter a recruit.
  if (athlete.gradYear !== null && athlete.gradYear.value < schoolYearEnd(input.reference) && caselessTest(OUT_OF_HIGH_SCHOOL, text) && !caselessTest(STILL_RECRUITABLE, text)) {
    signals.push("her class has already left high school");
    return reject("no_athlete_found", 0.6);
  }
  // A system's notice from an address nobody answers, greeting nobody (a camp's check-in pass, a portal's new entry, an
  // eligibility status), fills its form with a player's name, class and position: no one introduces her. Surely a registration's
  // (confirmed, a pass for check-in); a platform's profile alert or share may be meant as one, so the others are asked about.
  if (fromOrganisation && (fromNoReply || SYSTEM_ADDRESS.test(address)) && !personalCue && !greetsSomeone(text)) {
    signals.push("a system's notice that greets nobody");
    return verdict(false, cueOr("no_athlete_found"), caselessTest(REGISTRATION_NOTICE, text) ? 0.8 : 0.6);
  }
  // Nor is anyone named when the only name read was picked out of mail to an audience (a club's camp invitation to college coaches,
  // "90+ athletes from the 2027-2031 classes") and nothing is said of a person but a club's or a school's name.
  if (toAudience && input.cue !== "athlete" && saysNothingOfAPerson) return verdict(false, unsaidReason(), 0.8);
  if (named && athleteScore >= 4) return verdict(true, "athlete_introduction", Math.min(0.98, 0.6 + athleteScore * 0.05));
  if (athleteScore >= 5) return verdict(true, "athlete_introduction", 0.7);
  return reject(unsaidReason(), 0.6);
}

/**
 * Not said of her sister, brother, cousin, friend or teammate ("my older sister signed with Grand Forks State"), in the languages
 * read: none of them earlier in the sentence. Set after a phrase's last word, so it is looked for only where the phrase is.
 */
const NOT_ANOTHER_PLAYERS = String.raw`(?<!(?<!\w)(?:sister|brother|cousin|friend|teammates?|hermana|hermano|prima|amiga|compañera|sœur|soeur|frère|cousine|amie|coéquipière|schwester|bruder|freundin|mitspielerin|irmã|irmão|colega|sorella|fratello|cugina|compagna)[^.\n]{0,120})`;
/** One of a college's events named after it ("Harlan Ridge University Elite Camp", "… ID Clinic", "… Junior Day"): going to it is no commitment. */
const COLLEGE_EVENT_AFTER = String.raw`(?![ \t]+(?:[\p{Lu}\d][\p{L}\d'’-]*[ \t]+){0,2}(?:[Cc]amps?|[Cc]linics?|[Ss]howcases?|ID|[Pp]rospect|[Jj]unior[ \t]+[Dd]ay|[Tt]ournament|[Cc]lassic|[Ii]nvitational)\b)`;
/** A college written by its name ("Hollins Bay University", "Grand Forks State", "the University of Denver"), not its camp ("Marlow State's camp", "Marlow State Elite Camp"). */
const COLLEGE_NAMED = String.raw`(?:the[ \t]+)?(?:(?:\p{Lu}[\p{L}.'’&-]*[ \t]+){0,3}(?:University|College|State|Tech)\b(?!['’]s)|(?:University|College)[ \t]+of[ \t]+\p{Lu}\p{L}*(?!\p{L}))${COLLEGE_EVENT_AFTER}`;
/** A club team ("Tidal VBC 17 Black", "Iowa Premier 15U", "St. Louis Juniors"; not past a sentence's end): a player commits to one for a season, which closes no recruitment. */
const CLUB_TEAM_AHEAD = String.raw`(?!(?:[\p{Lu}\d](?:[\p{L}\d'’&-]*|\p{L}{0,2}\.)[ \t]+){0,4}(?:VBC|VC|FC|SC|[Cc]lub|[Jj]uniors|[Aa]cademy|[Aa]quatics|1\d[Uus]|[Uu]-?1\d)\b)`;
/**
 * Who closes her recruitment: the player, "she", or a name ("Callie has accepted …"), captured to be checked against hers; a
 * name may carry her surname and her details in brackets ("Kemi Obi (2027 MB, 6'1") signed her NLI …").
 */
const CLOSING_SUBJECT = String.raw`\b([Ii]|[Ss]he|[Hh]e|\p{Lu}\p{Ll}+)(?:[ \t]+\p{Lu}\p{Ll}+)?(?:[ \t]*\([^()\n]{1,80}\))?`;
/**
 * A player's recruitment closed, in her words or her family's: "I have verbally committed to Hollins Bay", "she has decided to
 * accept an offer from …", "I signed my NLI", "I've decided not to play in college" (not "to stop playing basketball": she
 * may give one sport up for another), "I've decided to attend Grand Forks State", "Ava will be attending Dunmore College",
 * "I'm going to play at Hollins Bay University", "I'm already committed to Fenwick". Committed to a place (a capital, "another
 * school"), not "committed to working hard" nor to a club team for its season; going to a college, not to its camp nor "one day";
 * case-sensitive for those capitals.
 */
const RECRUITMENT_CLOSED = new RegExp(
  String.raw`(?:${CLOSING_SUBJECT}(?:['’](?:ve|s|m)|[ \t]+(?:have|has|am|is|was))?[ \t]+(?:(?:officially|verbally|recently|just|finally|already|decided[ \t]+to)[ \t]+){0,2}` +
    String.raw`(?:commit(?:ted)?[ \t]+to[ \t]+(?:play(?:[ \t]+\p{Ll}+)?[ \t]+(?:at|for)[ \t]+)?(?:another\b|a[ \t]+different\b|${CLUB_TEAM_AHEAD}\p{Lu})` +
    String.raw`|accept(?:ed)?[ \t]+(?:an?[ \t]+)?(?:offer|scholarship|roster[ \t]+spot|spot[ \t]+on[ \t]+(?:the|their)[ \t]+roster)[ \t]+(?:from|at|with|to[ \t]+play)\b` +
    String.raw`|signed[ \t]+(?:my|her|his)[ \t]+(?:NLI|national[ \t]+letter|letter[ \t]+of[ \t]+intent)\b` +
    String.raw`|(?:decided[ \t]+)?(?:not[ \t]+to|to[ \t]+not)[ \t]+(?:play|continue[ \t]+playing|compete)[ \t]+(?:in[ \t]+|at[ \t]+the[ \t]+)?(?:college|next[ \t]+level)\b)` +
    String.raw`|${CLOSING_SUBJECT}(?:['’](?:ve|s|m|ll)|[ \t]+(?:have|has|am|is|will))?[ \t]+(?:(?:officially|finally|now|also)[ \t]+)?(?:chos(?:en|e)[ \t]+to|decided[ \t]+to|going[ \t]+to|be)[ \t]+` +
    String.raw`(?:attend(?:ing)?|play(?:ing)?[ \t]+(?:at|for)|go(?:ing)?[ \t]+to|join(?:ing)?|continue[^.\n]{0,50}?[ \t]+at)[ \t]+${COLLEGE_NAMED}(?![^.!\n]{0,30}\b(?:one[ \t]+day|some[ \t]?day)\b))${NOT_ANOTHER_PLAYERS}`,
  "gu",
);

/**
 * The writer says the athlete's recruitment is over: "I", "she" or a name closes it, or the words of a signee, of a signing
 * abroad, of a player who wants no more mail. A coach writes of several players: in a coach's mail only the athlete's own
 * first name does (not "Maddie committed to Dunmore College" above the player she introduces). A player introducing her
 * teammate closes only her own recruitment when she writes "I committed" or calls herself a signee.
 */
function closesHerRecruitment(text: string, athlete: ExtractedAthlete, coachWrites: boolean, teammateIntroduced: boolean): boolean {
  const first = athlete.firstName ? fold(athlete.firstName.value) : null;
  for (const match of text.matchAll(RECRUITMENT_CLOSED)) {
    const subject = match[1] ?? match[2] ?? "";
    if (teammateIntroduced ? /^(?:she|he)$/iu.test(subject) || fold(subject) === first : /^(?:i|she|he)$/iu.test(subject) || !coachWrites || fold(subject) === first) return true;
  }
  return !teammateIntroduced && caselessTest(RECRUITMENT_OVER, text);
}

/** A player the writer calls her teammate or friend by name ("my teammate Esme Duarte", "our club teammate, Jo …"). */
const TEAMMATE_NAMED = /\b(?:[Mm]y|[Oo]ur)[ \t]+(?:(?:club|high[ \t]+school|school|travel|best)[ \t]+)?(?:teammate|friend|classmate)(?:[ \t]*,)?[ \t]+(\p{Lu}[\p{L}'’-]+)/gu;

/** The athlete is the writer's teammate or friend: the writer is another player, introducing her. */
function introducesTeammate(text: string, athlete: ExtractedAthlete): boolean {
  const first = athlete.firstName ? fold(athlete.firstName.value) : null;
  return first !== null && [...text.matchAll(TEAMMATE_NAMED)].some((match) => fold(match[1]!) === first);
}

/**
 * Who the writer says closed a recruitment: herself ("I have committed to …", "I'm already committed to …"), someone she writes
 * of ("Maja has committed to …", "she has decided not to play in college"), or nobody (null).
 */
export function recruitmentClosedBy(words: string): "writer" | "someone" | null {
  let closedBy: "writer" | "someone" | null = null;
  for (const match of words.matchAll(RECRUITMENT_CLOSED)) {
    if (/^i$/iu.test(match[1] ?? match[2] ?? "")) return "writer";
    closedBy = "someone";
  }
  return closedBy;
}

/**
 * A player who has signed already ("2026 signee", "we're both signees", "incoming freshman" at a college, not at a high school),
 * whose career ended, who declines the coach's offer or visit, or who asks to hear no more ("please take me off your email list", "not interested in your program", "please stop contacting her").
 */
const RECRUITMENT_OVER = new RegExp(
  [
    String.raw`\b(?:signees?|(?:incoming|future)[ \t]+freshm[ae]n(?![^.\n]{0,30}\b(?:high school|hs|middle school)\b))\b`,
    // A decision told, not a hope: "we have decided she will accept an offer from …" (not "she will accept an offer from the right school").
    String.raw`\bdecided[ \t]+(?:that[ \t]+)?(?:she|he|i)[ \t]+will[ \t]+(?:accept[ \t]+(?:an?[ \t]+)?(?:offer|scholarship)|sign[ \t]+with|commit[ \t]+to)\b${NOT_ANOTHER_PLAYERS}`,
    // Signed with a college (not a club: "I signed with Ozark Storm for the 17s season"), not her sister or a teammate.
    String.raw`\bsigned[ \t]+with${NOT_ANOTHER_PLAYERS}[ \t]+(?:the[ \t]+)?(?:[\w.'’-]+[ \t]+){0,3}(?:university|college|state)\b`,
    // The same abroad: "me he comprometido con", "firmé con", "a décidé de signer avec", "je me suis engagée avec",
    // "mich entschieden, … zu bleiben", "me comprometi com", "assinei com", "ho firmato con".
    String.raw`\b(?:me[ \t]+(?:he[ \t]+)?comprometid[oa][ \t]+con|me[ \t]+comprometí[ \t]+con|(?:he[ \t]+)?firmado[ \t]+con|firmé[ \t]+con|(?:décidé[ \t]+de[ \t]+)?signer[ \t]+avec|(?:j['’]ai|a)[ \t]+signé[ \t]+avec|(?:me[ \t]+suis|s['’]est)[ \t]+engagée?[ \t]+(?:avec|à)|entschieden,[^.\n]{0,60}\bzu[ \t]+bleiben|me[ \t]+comprometi[ \t]+com|assinei[ \t]+com|ho[ \t]+firmato[ \t]+con|mi[ \t]+sono[ \t]+impegnata[ \t]+con)${NOT_ANOTHER_PLAYERS}`,
    // A career ended: "decided to retire", "medically retired", "not to pursue college athletics", "won't be continuing his soccer
    // career" (not a sport left long ago: "I retired from gymnastics at 13 to swim").
    String.raw`\b(?:decided|going|chosen|choose|planning)[ \t]+to[ \t]+retire\b|\bmedically[ \t]+retir(?:e|ed|ing)\b|\bnot[ \t]+(?:to[ \t]+)?(?:pursue|play)[ \t]+(?:college|collegiate)[ \t]+(?:athletics|sports?|[a-z]+ball|soccer|swimming|lacrosse|tennis|golf|track|rowing|hockey)\b|\b(?:won['’]?t|will[ \t]+not|not)[ \t]+be[ \t]+continuing[ \t]+(?:her|his|my)[ \t]+(?:[a-z-]+[ \t]+)?career\b`,
    // The coach's own offer or visit declined: "I'm going to decline the official visit", "turn down your offer" (not another
    // college's offer, nor a visit moved: "decline the January visit but could we come in March").
    String.raw`\b(?:decline|turn[ \t]+down|say[ \t]+no[ \t]+to)[ \t]+(?:the|your)[ \t]+(?:(?:official|unofficial)[ \t]+visit|(?:(?:scholarship|roster|walk-?on)[ \t]+)?(?:offer|spot))\b(?![ \t]+(?:from|at|with)\b)(?![^.!?\n]{0,80}\b(?:but|instead|reschedul\w*|another[ \t]+(?:date|time|weekend))\b)`,
    String.raw`\b(?:take|remove)[ \t]+me[ \t]+(?:off|from)[ \t]+(?:your|the|this)[ \t]+(?:e-?mail(?:ing)?[ \t]+|mailing[ \t]+|contact[ \t]+)?list\b|\bunsubscribe[ \t]+me\b|\bstop[ \t]+(?:contacting|e-?mailing|calling|texting|recruiting)[ \t]+(?:her|him|me|my[ \t]+(?:daughter|son))\b|\b(?:no[ \t]+longer|not)[ \t]+interested[ \t]+in[ \t]+(?:your[ \t]+(?:program|school|team|university|college)|being[ \t]+recruited)\b`,
  ].join("|"),
  "iu",
);
/**
 * What a writer asks of the coach beside recruiting: a donation (asked for, not a fundraiser she once ran; a signed ball for an
 * auction), to volunteer at her camp (service hours), support for an internship or a letter of recommendation written for her,
 * an interview or a feature (for a school project: a "Senior Project Engineer" in a parent's sign-off is a job), a gym to rent.
 */
const REQUEST_BESIDE_RECRUITING = new RegExp(
  [
    String.raw`\b(?:any|every|your|small|make[ \t]+a|consider(?:ing)?[ \t]+a)[ \t]+donations?\b|\bplease[ \t]+(?:donate|consider[ \t]+donating)\b|\b(?:donate|give)[ \t]+(?:here|at|through|via)\b|\b(?:willing|able)[ \t]+to[ \t]+donate\b|\b(?:could|would|can)[ \t]+you[ \t]+(?:please[ \t]+)?donate\b|\bauction[ \t]+(?:items?|donations?)\b`,
    String.raw`\b(?:service|volunteer|community[ \t]+service)[ \t]+hours\b|\bvolunteer[ \t]+(?:at|with|for)[ \t]+your\b`,
    String.raw`\b(?:applying|apply|application)[ \t]+(?:for|to)\b[^.\n]{0,40}\binternships?\b|\b(?:would|could|can|will)[ \t]+you[ \t]+(?:be[ \t]+willing[ \t]+to[ \t]+|please[ \t]+)?write[ \t]+(?:me|her|him)[ \t]+an?[ \t]+(?:letter|recommendation|reference)\b`,
    String.raw`\binterview[ \t]+(?:you|her|him|them)\b|\b(?:school|class|senior|research)[ \t]+(?:project|paper|assignment)\b(?![ \t]+(?:engineer|manager|lead|coordinator|director|architect|analyst|specialist|consultant|officer|administrator|designer|accountant|executive|assistant)s?\b)|\b(?:do|write)[ \t]+(?:a|an)[ \t]+(?:short[ \t]+)?(?:feature|story|article)[ \t]+(?:on|about)\b`,
    String.raw`\brent(?:al|ing)?[ \t]+(?:the|your|a)[ \t]+(?:[\w-]+[ \t]+)?(?:gym|court|facility|arena)\b|\b(?:gym|court|facility)[ \t]+rentals?\b`,
  ].join("|"),
  "iu",
);
/** Thanks for a clinic or a camp the coach ran or hosted for a team: "Thank you for running the clinic for our team", "thanks for hosting a camp for our girls". */
const THANKS_FOR_TEAMS_CLINIC = /\bthank(?:s|[ \t]+you)[ \t]+(?:so[ \t]+much[ \t]+|again[ \t]+)?for[ \t]+(?:running|hosting|holding|putting[ \t]+on)[ \t]+(?:the|your|a|our)[ \t]+(?:[\w-]+[ \t]+){0,3}(?:clinic|camp)[ \t]+for[ \t]+(?:our|my)[ \t]+(?:team|girls|boys|players|kids|program)\b/iu;
/** A team's list of its players' sizes or numbers: "jersey sizes for our girls", "t-shirt sizes", "uniform numbers". */
const SIZE_OR_NUMBER_LIST = /\b(?:jersey|shirt|t-shirt|tee|uniform|shorts|hoodie|warm-?up|pinnie)[ \t]+(?:sizes|numbers)\b/iu;
/** A game or a place asked for or arranged between teams: "scrimmage our varsity", "confirming our scrimmage", "rent the natatorium", "pool rental". */
const TEAM_FIXTURE_REQUEST = /\b(?:scrimmag(?:e|es|ed|ing)|rent(?:al|ing)?[ \t]+(?:the|your|a)[ \t]+(?:[\w-]+[ \t]+)?(?:pool|natatorium|gym|court|field|rink|facility|arena)|(?:pool|natatorium|gym|court|field|rink|facility)[ \t]+rentals?)\b/iu;
/** Tickets asked for: "group tickets", "family passes", "tickets for the Dec 6 game", "buy at the window". */
const TICKET_REQUEST = /\b(?:group|family|student|season|comp(?:limentary)?)[ \t]+(?:tickets?|passes|seats)\b|\btickets?[ \t]+(?:for|to)[ \t]+(?:the|your|a|an)[ \t]+(?:[\p{L}\d.-]+[ \t]+){0,3}(?:game|match|meet|opener)\b|\bbuy[ \t]+(?:tickets?|at[ \t]+the[ \t]+(?:window|gate|door))\b/iu;
/**
 * A question to the coach about a player she knows: "what can you tell me about her?", "anything I should know about her?",
 * "could you confirm her attendance?" (a school checking a camp for credit).
 */
const ASKS_ABOUT_PLAYER = /\bwhat[ \t]+(?:can|could|would)[ \t]+you[ \t]+tell[ \t]+(?:me|us)[ \t]+about[ \t]+(?:her|him)\b|\banything[ \t]+(?:i|we)[ \t]+should[ \t]+know[ \t]+about[ \t]+(?:her|him)\b|\b(?:confirm|verify)[ \t]+(?:her|his|their)[ \t]+(?:attendance|participation|enrollment|registration)\b/iu;
/** Not at the coach's camps or clinics ("for you at three of your summer camps"). */
const NOT_AT_CAMP = String.raw`(?![ \t]+at[ \t]+(?:[\p{L}\d]+[ \t]+){0,4}(?:camps?|clinics?)\b)`;
/**
 * Words of a player on the coach's own team now: "is a sophomore on your team", "is a freshman middle on your roster" (not "is a
 * senior who'd love to be on your team"), "she plays for you", "my granddaughter Janae plays for you" (not at camp), "has been a DS for you", "is your starting setter"
 * (not "of the future"), her high-school coach's "she was our libero for four years", a family's "thank you for four years" (not
 * "four years of camps"). A recruit's family says what she would be.
 */
const ON_COACHS_TEAM = new RegExp(
  [
    String.raw`\b(?:is|['’]s)[ \t]+(?:a|an)[ \t]+(?:(?:redshirt|true)[ \t]+)?(?:freshman|sophomore|junior|senior|fifth-year)[ \t]+(?:(?!(?:who|that|to|be|hoping|wanting|looking)\b)[\p{L}-]+[ \t]+){0,2}(?:on|for)[ \t]+your[ \t]+(?:team|roster|squad)\b`,
    String.raw`\b(?:she|he|(?:(?:grand)?(?:daughter|son)|niece|nephew)(?:[ \t]+[\p{L}'’-]+)?)[ \t]+(?:currently[ \t]+|now[ \t]+)?plays[ \t]+for[ \t]+you\b${NOT_AT_CAMP}`,
    String.raw`\bhas[ \t]+been[ \t]+(?:a|an|your)[ \t]+[\p{L}-]{1,20}(?:[ \t]+[\p{L}-]{1,20})?[ \t]+for[ \t]+you\b${NOT_AT_CAMP}`,
    String.raw`\b(?:is|['’]s)[ \t]+your[ \t]+(?:starting|current|backup|everyday)[ \t]+\p{L}(?![^.\n]{0,40}\b(?:future|some[ \t]?day|one[ \t]+day|in[ \t]+(?:a|two|three|\d)[ \t]+(?:years?|seasons?))\b)`,
    // Her high-school coach's past: "she was our libero at Pinecrest for four years" (not "for three years", nor "has been").
    String.raw`\b(?:she|he)[ \t]+was[ \t]+(?:our|my)[ \t]+[\p{L}-]{1,20}(?:[ \t]+[\p{L}-]{1,20})?(?:[ \t]+at[ \t]+(?:[\p{L}.'’-]+[ \t]+){1,4})?[ \t]*for[ \t]+(?:all[ \t]+)?(?:four|4)[ \t]+years\b`,
    // A family's thanks at the end of her college career: "Thank you for four years", "thank you for these five years".
    String.raw`\bthank[ \t]+you[ \t]+for[ \t]+(?:(?:her|these|the|those)[ \t]+)?(?:(?:last|past)[ \t]+)?(?:four|five|4|5)[ \t]+(?:years|seasons)\b(?![ \t]+of\b)`,
  ].join("|"),
  "iu",
);
/**
 * A player signed to the coach's team, called by its mascot before her name: "your future Hawk, Josie Amundsen", "your incoming
 * Bobcat, Pia" (capitalised, as a mascot is); not a hope ("I hope to be your future Hawk, Coach!") nor a recruit's sign-off
 * ("Hopefully your future Hawk," over her name, or "Your future Hawk, Ivy" with her own).
 */
const COMING_TO_COACH = /(?=[Yy]our[ \t])(?<!\b(?:[Bb]e|[Bb]ecome|[Bb]eing)[ \t]+)\b[Yy]our[ \t]+(?:future|incoming)[ \t]+\p{Lu}\p{Ll}+,[ \t]+(\p{Lu}\p{Ll}+)/u;
/** Someone else calls the player the coach's future or incoming mascot: not the writer signing so. */
function comingToCoach(text: string, writer: Mailbox | null): boolean {
  const named = COMING_TO_COACH.exec(text)?.[1];
  return named !== undefined && !writersNameWords(writer).has(fold(named));
}
/** A college player's life on her team: study hall, spring practice, Family Weekend, roommates, the trainer, the travel roster. */
const COLLEGE_LIFE = /\b(?:study[ \t]+hall|spring[ \t]+practice|winter[ \t]+break|family[ \t]+weekend|roommates?|move-?in|travel[ \t]+roster|redshirt(?:ing)?|(?:your|the[ \t]+team['’]?s?)[ \t]+(?:athletic[ \t]+)?trainers?|training[ \t]+room|team[ \t]+store)\b/iu;
/** A class standing beside a jersey number or the team ("freshman, #9", "#3, freshman DS", "a sophomore … the team"). */
const ON_A_TEAM_AS_STANDING = /\b(?:freshman|sophomore|junior|senior)\b[^.\n]{0,60}?(?:#[ \t]?\d{1,2}\b|\b(?:the|your)[ \t]+team\b)|#[ \t]?\d{1,2}\b[^.\n]{0,20}?\b(?:freshman|sophomore|junior|senior)\b/iu;
/** How sure a class year guessed from a class standing ("a sophomore") is: gradYear.ts gives a year written out more. */
const STANDING_GUESS = 0.6;
/** A brother or a sister in the mail: a player on the team may be her sibling, the one introduced. */
const SIBLING = /\b(?:sisters?|brothers?|siblings?|twins?|older|younger|oldest|youngest)\b/iu;
/**
 * A commitment told as news: "on her (verbal) commitment to", "has committed to", "verbally committed to", a signing day's signees,
 * "our newest commits", a list's entry "(17 Onyx, 2027 MB) – committed to …".
 */
const COMMITMENT_NEWS = /\b(?:on[ \t]+(?:her|his|their)[ \t]+(?:verbal[ \t]+)?commitments?[ \t]+to|(?:has|have)[ \t]+(?:verbally[ \t]+)?committed[ \t]+to|verbally[ \t]+committed[ \t]+to|signees|signing[ \t]+day|new(?:est)?[ \t]+commits)\b|[)][ \t]*[–—-][ \t]*committed[ \t]+to\b/iu;
/** A recruitment opened again: a decommitment, "reopening my recruitment", a player still uncommitted. */
const RECRUITMENT_REOPENED = /\b(?:de-?commit\w*|re-?open\w*|no longer committed|uncommitted|still (?:available|open))\b/iu;

/** What an organisation's bulletin says of itself: a newsletter's footer, a press release, results, a platform's alert. */
const BULLETIN = new RegExp(
  `${CUES.newsletter.source}|\\b(?:for immediate release|final standings|all-tournament team|box score|viewed your (?:program|team|profile|page)|notification settings|(?:player|athlete|spielerin|atleta|joueuse) (?:of the (?:month|week)|des monats|do m[êe]s|del mes|du mois))\\b`,
  "iu",
);

/** A platform's words for an athlete the coach follows: "an athlete you follow", "a player on your watch list". */
const FOLLOWED_ATHLETE = /\b(?:athletes?|players?|prospects?|recruits?)[ \t]+(?:you[ \t]+(?:follow|are[ \t]+following|['’]re[ \t]+following)|on[ \t]+your[ \t]+(?:watch[ \t]?list|board|follow(?:ing)?[ \t]+list))\b/iu;

/** Athletes given as examples by their full names: "athletes like Jordyn Peck", "players such as Camila Ruiz". */
const EXAMPLE_ATHLETES = /\b(?:[Aa]thletes|[Pp]layers|[Rr]ecruits|[Pp]rospects|[Ss]tudent-athletes|[Ff]amilies|[Cc]lients)[ \t]+(?:like|such[ \t]+as|including)[ \t]+\p{Lu}[\p{L}'’-]+[ \t]+\p{Lu}/u;

/** A service's feature of the week: its own words for the athlete it shows its whole list. */
const FEATURE = /\b(?:featured (?:athlete|player|prospect)|(?:athlete|player|prospect) of the (?:week|month)|this week['’]s (?:featured|top))\b/iu;

/**
 * How a person opens mail to someone, in the languages the engine reads, to one or to several ("Estimados", "Chers",
 * "Sehr geehrter"): a word of its own ("Hi", not "Highlights"; "Cara", not "Caroline").
 */
const GREETING = /^[ \t]*(?:hi+|hello+|hey+|dear(?:est)?|good (?:morning|afternoon|evening)|greetings|coach|hola|buen[oa]s|estimad[oa]s?|querid[oa]s?|bonjour|bonsoir|ch[eè]re?s?|hallo|lieber?|liebes|sehr geehrte[rn]?|ol[áa]|prezad[oa]s?|car[oa]s?|gentil[ei]|ciao|beste|hej)(?![\p{L}\d])/imu;

/** The body opens with a greeting (within its first lines): someone writes to a person. `text` starts with the subject line. */
function greetsSomeone(text: string): boolean {
  return GREETING.test(bodyOpening(text));
}

/** The body's first lines: `text` starts with the subject line. */
function bodyOpening(text: string): string {
  const subjectEnd = text.indexOf("\n\n");
  const bodyStart = subjectEnd === -1 ? 0 : subjectEnd + 2;
  return text.slice(bodyStart, bodyStart + 200);
}

/** A player written of in the third person: "she's a sophomore", "she is", "he plays". */
const THIRD_PERSON_PLAYER = /\b(?:she|he)(?:['’]s|[ \t]+(?:is|was|has|plays|played|will))[ \t]/iu;

/** The name occurs once in the text, as a word of its own. */
function namedOnce(text: string, name: string): boolean {
  const first = text.indexOf(name);
  const isWord = (at: number) => !/[\p{L}\d]/u.test(text[at - 1] ?? "") && !/[\p{L}\d]/u.test(text[at + name.length] ?? "");
  let count = 0;
  for (let at = first; at !== -1 && count < 2; at = text.indexOf(name, at + name.length)) if (isWord(at)) count++;
  return count === 1;
}

/** The name read is the writer's (her mailbox's display name): "Heather Langley" asking about camp. */
function isWritersName(athlete: ExtractedAthlete, writer: Mailbox | null): boolean {
  const words = writersNameWords(writer);
  if (!athlete.firstName || words.size === 0) return false;
  return words.has(fold(athlete.firstName.value)) && (athlete.lastName === null || words.has(fold(athlete.lastName.value)));
}

/** The words of the writer's display name, folded. */
function writersNameWords(writer: Mailbox | null): Set<string> {
  const writerName = fold(writer?.name ?? "");
  return new Set(writerName === "" ? [] : writerName.split(/[^\p{L}'’-]+/u));
}

/** A line saying what was paid or charged: "Amount paid: $125.00 (Visa ending 4418)", "Total charged: $40". */
const PAID_LINE = /^[ \t]*(?:amount[ \t]+(?:paid|charged)|total[ \t]+(?:paid|charged)|paid|payment(?:[ \t]+received)?)[ \t]*:?[ \t]*(?:US)?\$[ \t]?\d/imu;

/** A vendor telling its customer an order's state: "your order #4471 is complete", "your order has shipped". */
const ORDER_NOTICE = /\byour[ \t]+order[ \t]+(?:#[ \t]?\d{1,10}[ \t]+|no\.?[ \t]?\d{1,10}[ \t]+)?(?:is|has)[ \t]+(?:been[ \t]+)?(?:complete|completed|ready|shipped|delivered|confirmed|on[ \t]+its[ \t]+way)\b/iu;

/** A social network's notice: someone followed, tagged or asked to connect with the coach. */
const SOCIAL_NOTICE = /\b(?:requested[ \t]+to[ \t]+follow[ \t]+you|started[ \t]+following[ \t]+you|(?:followed|tagged|mentioned)[ \t]+you[ \t]+(?:on|in)\b|sent[ \t]+you[ \t]+a[ \t]+(?:follow|friend|connection)[ \t]+request|accepted[ \t]+your[ \t]+(?:follow|friend|connection)[ \t]+request)\b/iu;

/**
 * Words of a player out of high school for good: an alumna, a college player's bio. (Not "graduated": a junior-college
 * player introducing herself says it of her high school; nor a "career-high" or a "letterwinner", which a high-school
 * player's stat line says too.)
 */
const OUT_OF_HIGH_SCHOOL = /\b(?:alumn(?:a|ae|i|us)|media[ \t]+guide|as[ \t]+a[ \t]+(?:freshman|sophomore|junior|senior)[ \t]*\(20\d\d\))/iu;

/** A player out of high school who may still be recruited: a transfer, a junior-college or post-graduate year, a gap year. */
const STILL_RECRUITABLE = /\b(?:transfer(?:ring|s)?|(?:transfer[ \t]+)?portal|juco|junior[ \t]+college|community[ \t]+college|post-?grad(?:uate)?[ \t]+year|gap[ \t]+year|prep[ \t]+year)\b/iu;

/** A registration's own words: "registration confirmed", "you're registered", "Confirmed:", "show this pass at check-in". */
const REGISTRATION_NOTICE = /\b(?:registration[ \t]+(?:is[ \t]+)?(?:confirmed|complete)|you(?:['’]re|[ \t]+are)[ \t]+(?:confirmed|registered)|confirmed:|show[ \t]+this[ \t]+pass|check-?in[ \t]+pass)/iu;
/** A system's mailbox for its alerts (notifications@, alerts@): its notices are machine-written. */
const SYSTEM_ADDRESS = /^(?:notifications?|alerts?|notify)[\w.+-]*@/iu;

/** An address nobody reads: what comes from it was sent by a program. */
const NO_REPLY = /^(?:no-?reply|do-?not-?reply|donotreply|mailer-daemon|postmaster)[\w.+-]*@/iu;

/** Someone said to be in a middle-school grade now ("she is in 7th grade", "my sixth grader"), not once ("since I was in 7th grade"). */
const MIDDLE_SCHOOL_GRADE = String.raw`(?:[4-7]th|fifth|sixth|seventh)[- \t]grade`;
const inGrade = (grade: string) =>
  new RegExp(String.raw`\b(?:is|am|i['’]m|she['’]s|he['’]s)[ \t]+(?:(?:only|just|currently|now)[ \t]+)?(?:in[ \t]+)?(?:the[ \t]+)?(?:an?[ \t]+)?${grade}(?:r)?\b|\b(?:my|our)[ \t]+${grade}r\b`, "iu");
const MIDDLE_SCHOOLER = inGrade(MIDDLE_SCHOOL_GRADE);
/**
 * A child said to be twelve or younger: "my 9-year-old daughter", "our 11-year-old", "my son Theo is 10", "my daughter, Poppy,
 * just turned 9", "tiene 10 años"; not a count or a height ("she is 10 for 12", "is 5'10"") nor an age gap ("is 10 years older").
 */
const CHILD_BY_AGE = new RegExp(
  String.raw`\b(?:my|our)[ \t]+(?:[4-9]|1[0-2])[- \t]year[- \t]old\b` +
    String.raw`|\b(?:son|daughter|child|kid|grandson|granddaughter)(?:,?[ \t]+[\p{L}'’-]+,?)?[ \t]+(?:is|just[ \t]+turned|turned)[ \t]+(?:only[ \t]+|just[ \t]+)?(?:[4-9]|1[0-2])(?![\d.,:'’%-]\d|['’])(?![ \t]*(?:%|feet|ft|foot|inches|in\b|cm|lbs|pounds|for\b|of\b|out\b|times|goals|kills|hits|minutes|years?[ \t]+(?:younger|older|ago)))` +
    // Abroad: "mi hijo Mateo tiene 10 años", "minha filha tem 9 anos", "ma fille a 11 ans", "ha 10 anni", "ist 10 Jahre alt".
    String.raw`|\b(?:tiene|tem|a|ha|ist)[ \t]+(?:[4-9]|1[0-2])[ \t]+(?:años|anos|ans|anni|jahre)\b`,
  "iu",
);
/** A camp or a clinic named, in English, Spanish or Portuguese ("campamentos", "acampamento"). */
const CAMP_WORD = /\b(?:camps?|clinics?|campamentos?|acampamentos?)\b/iu;
/** A season before a year ("summer of ", "el verano de "): the year is a date. */
const SEASON_BEFORE = /\b(?:spring|summer|fall|autumn|winter|primavera|verano|otoño|invierno|verão|outono|inverno|été|printemps|automne|hiver|sommer|frühling|herbst)(?:[ \t]+(?:of|de|del|do|da|di|d['’]))?[ \t]+$/iu;
/** A question about a camp or a clinic ("Is your December camp open to 8th graders?"). */
const CAMP_QUESTION = /\b(?:camps?|clinics?)\b[^.?!\n]{0,80}\?/iu;
/** An eighth grader may write to a coach herself, so only her parent's camp question about her is filtered for it. */
const EIGHTH_GRADER = inGrade(String.raw`(?:8th|eighth)[- \t]grade`);

/** A programme's own paperwork on its players and visitors: a visit's itinerary, a media guide's bios, a travel party. */
const STAFF_PAPERWORK = /\b(?:itinerar(?:y|ies)|media[ \t]+guide|(?:player|roster|draft)[ \t]+bios?|travel[ \t]+(?:party|roster)|(?:un)?official[ \t]+visit)\b/iu;

/**
 * A college office's signature line (its compliance, admissions, sports information or camp staff): the college's own mail about a
 * prospect or camper it already knows (a visit cleared, a bio to check, a camper's missing waiver), never an introduction. Its
 * coaches sign otherwise.
 */
const COLLEGE_OFFICE_LINE = /^[ \t]*(?:[\p{L}'’.&-]+[ \t]+){0,4}(?:compliance|eligibility|admissions?|financial aid|sports information|athletic communications|academic (?:services|support|advis(?:ing|or))|student-athlete (?:services|development)|business office|ticket office|camps?[ \t]+(?:coordinator|director|office|operations|administrator))\b[^\n]{0,60}$/imu;

/** How a vendor sells to the coach: a demo or a call to book, a few minutes next week, its platform shown, a free workshop or consultation, its packages' prices, an opt-out. */
const SALES_PITCH = /\b(?:(?:book|schedule|request|grab)[ \t]+(?:a|some)[ \t]+(?:quick[ \t]+)?(?:time|demo|call|meeting)|(?:show|walk)[ \t]+you[ \t]+(?:how[ \t]+it[ \t]+works|through[ \t]+(?:the|our)[ \t]+platform)|\d{1,2}[ \t]+minutes[ \t]+(?:next|this)[ \t]+week|marketplace|(?:free|live)[ \t]+demo|(?:free|complimentary)[ \t]+(?:workshop|consultation|assessment)|(?:packages|plans|prices|pricing)[ \t]+start(?:s|ing)?[ \t]+at|reply[ \t]+stop|opt[ \t]+out[ \t]+of[ \t]+(?:future|these|our)[ \t]+(?:e-?mails|messages))\b/giu;

/** A priced total on its own line or after a bar: "Subtotal $4,414.00", "Total: $3,972.60", "Balance due $120". */
const PRICED_TOTAL_LINE = /(?:^|\|)[ \t]*(?:sub-?total|total|grand[ \t]+total|balance[ \t]+due|amount[ \t]+due)[ \t]*:?[ \t]*(?:US)?\$[ \t]?\d/imu;

/** A sales title on a sign-off line: "Team Sales | Stitchline Apparel", "Account Manager", "Sales Representative, …". */
const SALES_TITLE_LINE = /^[ \t]*(?:(?:team|inside|outside|regional|territory|senior)[ \t]+)?(?:sales(?:[ \t]+(?:rep(?:resentative)?|manager|associate|consultant|director))?|account[ \t]+(?:manager|executive|representative|rep))[ \t]*(?:[|,–—-][^\n]{0,60})?$/imu;

/** A press release's own lines: "FOR IMMEDIATE RELEASE" above it, "Media contact: …" under it. */
const PRESS_RELEASE_LINE = /^[ \t]*(?:for[ \t]+immediate[ \t]+release|media[ \t]+contacts?[ \t]*:)/imu;

/** A line signing as the press ("Sports Reporter, Valley Courier", "Sports Editor"); a service's video editor is no journalist. */
const PRESS_TITLE_LINE = /^[ \t]*(?:[\p{L}'’-]+[ \t]+){0,3}(?:reporter|sportswriter|(?:sports|staff)[ \t]+writer|journalist|correspondent|columnist|(?:sports|news|managing)[ \t]+editor)\b[^\n]{0,60}$/imu;

/** A change to a registration already made or its paperwork: a refund, a receipt, a cancelled or moved registration. */
const REGISTRATION_CHANGE = /\b(?:refund|receipt|(?:cancel|move|transfer|switch)[ \t]+(?:her|his|my|the|our)[ \t]+(?:registration|spot))\b/iu;


/** A greeting to a group on its own line: "Parents,", "Hi Sky Juniors families!" ("Dear … Volleyball Team," is how athletes greet a college). */
const groupGreetingLine = (group: string) =>
  String.raw`^[ \t]*(?:(?:hi|hello|hey|dear|good (?:morning|afternoon|evening))[ \t]+)?(?:all[ \t]+)?(?:[\p{Lu}\d][\p{L}\d'’-]*[ \t]+){0,3}${group}(?:[ \t]+(?:and|&)[ \t]+(?:players|parents|families|athletes))?[ \t]*[,!:][ \t]*$`;
/** A greeting to a whole group on its own line ("Parents,", "Hi everyone!"): a mailing's audience. */
const GROUP_GREETING_LINE = new RegExp(groupGreetingLine("(?:parents|families|players|everyone|athletes|campers)"), "imu");
// A team's own people, not "everyone": a club director may greet the college coaches she writes to that way.
const GROUP_GREETING = new RegExp(groupGreetingLine("(?:parents|families|players|athletes|campers)"), "imu");

/** Greeting college coaches as a group: "College coaches,", "Hi coaches!", "Dear coaches and recruiters,". */
const COACHES_GREETING = new RegExp(groupGreetingLine("(?:coaches|recruiters)"), "imu");
/** More players than a coach picks out for one college: a team's roster, or several teams'. */
const ROSTER_SIZE = 5;

function greetsCoaches(text: string): boolean {
  return COACHES_GREETING.test(bodyOpening(text));
}

/**
 * A team's whole following greeted by the team's name as one family ("Lady Rams family,", "Hi Eagles Family!"): the team's
 * capitals are read, so a lone "family" is not.
 */
const TEAM_FAMILY_GREETING = /^[ \t]*(?:(?:[Hh]i|[Hh]ello|[Hh]ey|[Dd]ear)[ \t]+)?(?:\p{Lu}[\p{L}'’-]*[ \t]+){1,3}[Ff]amily[ \t]*[,!:][ \t]*$/mu;

/** The body opens by greeting a group (a team's parents, families or whole following): a note to them, whoever wrote it. */
function greetsGroup(text: string): boolean {
  const opening = bodyOpening(text);
  return GROUP_GREETING.test(opening) || TEAM_FAMILY_GREETING.test(opening);
}

const CLASS_YEAR = String.raw`20[2-3]\d`;
/**
 * Who a mailing is for: a span or run of classes ("Grads 2028-2030", "classes 2027, 2028 and 2029"), players and parents. Its
 * words are all in lower case, so it is read fast through caseless; the group greeting's capitals are read apart.
 */
const AUDIENCE = new RegExp(
  [
    String.raw`\b(?:class(?:es)?|grads?|graduating classes|prospects|players|athletes|girls|boys|clases?|jugadoras|classe)(?:[ \t]+(?:of|de))?[ \t]+${CLASS_YEAR}[ \t]*(?:[-–—]|to|through|thru|a|à)[ \t]*(?:20)?[2-3]\d\b`,
    String.raw`\b${CLASS_YEAR}[ \t]*[-–—][ \t]*(?:20)?[2-3]\d[ \t]+(?:grads|prospects|players|athletes|classes|recruits)\b`,
    String.raw`\b${CLASS_YEAR},[ \t]*${CLASS_YEAR},?[ \t]*(?:(?:and|y|et|e|und|&|or)[ \t]+)?${CLASS_YEAR}\b`,
    String.raw`\b(?:players|athletes|campers) and (?:their )?parents\b|\bparents and (?:players|athletes)\b|\bopen to all (?:girls|boys|players|athletes|ages|positions)\b`,
  ].join("|"),
  "iu",
);

function addressesMany(text: string): boolean {
  return caselessTest(AUDIENCE, text) || GROUP_GREETING_LINE.test(text);
}

/** A name the writer gave in words ("My name is …", "Name: …"), not one picked out of the text's lines. */
function introducedInWords(athlete: ExtractedAthlete): boolean {
  return (athlete.firstName?.confidence ?? 0) >= 0.9;
}

// An entry leads its line, or follows a comma in a run-on list ("2028: Emery Hale (P), Carly Dunn (1B)").
// Its details follow a dash, bar, comma, bracket, colon or a dot set between spaces ("Kayla Benning · 5'10\""), or its class
// year follows the name straight away, as a scout's notes and a camp's groups write them ("Emery Hale 2028 OH 6'0").
const LISTED_ENTRY = /(?:^[^\n]{0,40}?|[,;][ \t]*)(\p{Lu}[\p{L}'’-]+[ \t]+\p{Lu}[\p{L}'’-]+)(?:[ \t]*[-–—|,(:·•]|[ \t]+(?=20[2-3]\d\b))/gmu;
/** A results list or roster export writes each name surname first, leading its line ("Chen, Ava - KJV 17 Elite - 2027 OH"). */
const LISTED_SURNAME_FIRST = /^[ \t*•-]{0,4}(\p{Lu}[\p{L}'’-]+),[ \t]+(\p{Lu}[\p{L}'’-]+)[ \t]*[-–—|(:·•]/gmu;
// A paper's or a conference's list gives the class standing the way the press abbreviates it ("Harlow Dace, Jr., Greeley").
// A class year, or abroad a birth year ("Giulia Rossi (palleggiatrice, 2009)"). Soccer's and basketball's positions are
// abbreviated in capitals too ("#4 Bree Castillo - CB", "GK", "PG").
const ENTRY_DETAIL = /\d['’′][ \t]*\d{1,2}|\b(?:OH|MB|S|L|DS|RS|OPP|P|C|SS|OF|UT|[1-3]B|RHP|LHP|GK|CB|CF|CM|CDM|CAM|DM|LB|RB|FB|LW|RW|ST|PG|SG|SF|PF)\b|\b20(?:[2-3]\d|0[5-9]|1[0-4])\b|\b(?:Fr|So|Jr|Sr)\.(?![\p{L}\d])/gu;

/**
 * How many people lines (or comma-separated entries) name each with her details ("2. Hailey Stone - 5'10\" - KC Power 17 Blue",
 * "PLAYER OF THE WEEK: Janae Whitford (Sr., OH, 6'0\")"): three different people make a list. A line of an event ("Sunshine
 * Classic, Orlando FL, March 14-16, 2025") names nobody, and a date is no class year.
 */
function listedAthletes(text: string): number {
  const people = new Set<string>();
  const entries = [
    ...[...text.matchAll(LISTED_ENTRY)].map((entry) => ({ written: entry[1]!, detailsFrom: entry.index + entry[0].length })),
    ...[...text.matchAll(LISTED_SURNAME_FIRST)].map((entry) => ({ written: `${entry[2]!} ${entry[1]!}`, detailsFrom: entry.index + entry[0].length })),
  ];
  for (const { written, detailsFrom } of entries) {
    const name = readName(written, 0, false);
    if (!name?.name.last || name.end < written.length) continue;
    const lineEnd = text.indexOf("\n", detailsFrom);
    const details = text.slice(detailsFrom, Math.min(lineEnd === -1 ? text.length : lineEnd, detailsFrom + 52));
    const hasDetail = [...details.matchAll(ENTRY_DETAIL)].some((detail) => !/^20/u.test(detail[0]) || !isDatePart(text, detailsFrom + detail.index, detailsFrom + detail.index + 4));
    if (hasDetail) people.add(fold(written));
  }
  return people.size;
}

function countDistinct(text: string, pattern: RegExp): number {
  const fast = caseless(pattern, text);
  const seen = new Set<string>();
  for (const match of fast.text.matchAll(fast.pattern)) seen.add(match[0].toLowerCase());
  return seen.size;
}
