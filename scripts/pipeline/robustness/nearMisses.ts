import { readFileSync } from "node:fs";
import { join } from "node:path";
import { goldLabelSchema, type GoldLabel } from "../../../machines/inbox/extractLine";
import { SPLIT_DIRS } from "../../../tests/pipeline/corpus/splits";
import { WRAPPERS } from "../../../tests/unit/pipeline/fixtures";
import { pick } from "./classification";
import { introducesNobody } from "./lookalikes";
import { coachMessage, FORWARDING_COACH, quotedLines } from "./message";
import type { CorpusEmail, Transform } from "./transform";

/**
 * Near misses: mail that names a recruit the tuning split introduces, with her facts (class, position, height, club, school,
 * town), yet introduces nobody — the coach's own staff's, a compliance office's, a club's or a school's news, a service's
 * blast, an organiser's logistics, her own goodbye, a machine's bounce. Each is built new from a recruiting email's label and
 * forwarded by the coach; its label becomes not recruiting, athlete null, the role of whoever wrote it (README: "Recruiting
 * or not", "sender_role").
 */

/** A recruit's facts as the new mail writes them. */
interface Recruit {
  first: string;
  last: string;
  full: string;
  year: number | null;
  /** Her positions in words ("outside hitter", "shortstop"), and in the codes a list prints ("OH", "SS"). */
  positionWords: string | null;
  positionCodes: string | null;
  height: string | null;
  club: string | null;
  school: string | null;
  town: string | null;
  email: string | null;
  sport: string;
}

const POSITION_WORDS: Readonly<Record<string, string>> = {
  OH: "outside hitter", MB: "middle blocker", S: "setter", "L/DS": "libero", "RS/OPP": "opposite",
  P: "pitcher", C: "catcher", "1B": "first baseman", "2B": "second baseman", SS: "shortstop", "3B": "third baseman", OF: "outfielder", UT: "utility player",
};
const VOLLEYBALL_CODES = new Set(["OH", "MB", "S", "L/DS", "RS/OPP"]);
const SOFTBALL_CODES = new Set(["P", "C", "1B", "2B", "SS", "3B", "OF", "UT"]);

/** The sport her positions belong to: volleyball's and softball's codes are the labels'; other sports' positions are left out. */
function sportOf(positions: readonly string[] | null | undefined): string | null {
  if (!positions?.length) return null;
  if (positions.every((code) => VOLLEYBALL_CODES.has(code))) return "volleyball";
  if (positions.every((code) => SOFTBALL_CODES.has(code))) return "softball";
  return null;
}

const heightOf = (inches: number | null | undefined) => (inches && Number.isInteger(inches) ? `${Math.floor(inches / 12)}'${inches % 12}"` : null);

/** The labelled athlete as a recruit the new mail can name: her whole name, a class or a position, and a sport they tell. */
function recruitOf(athlete: GoldLabel["athlete"]): Recruit | null {
  if (!athlete?.first_name || !athlete.last_name || (!athlete.grad_year && !athlete.positions)) return null;
  const sport = sportOf(athlete.positions) ?? (athlete.positions ? null : "volleyball");
  if (!sport) return null;
  const positions = athlete.positions ?? null;
  return {
    first: athlete.first_name,
    last: athlete.last_name,
    full: `${athlete.first_name} ${athlete.last_name}`,
    year: athlete.grad_year ?? null,
    positionWords: positions && positions.map((code) => POSITION_WORDS[code]!).join(" and "),
    positionCodes: positions && positions.join("/"),
    height: heightOf(athlete.height_inches),
    club: athlete.club_team ?? null,
    school: athlete.high_school ?? null,
    town: athlete.city ? `${athlete.city}${athlete.state ? `, ${athlete.state}` : ""}` : null,
    email: athlete.email ?? null,
    sport,
  };
}

/** "2028 OH, 5'11", Bluegrass Juniors 17 National": what a list prints after a name, as far as her facts go. */
const listFacts = (recruit: Recruit, withClub = true) =>
  [[recruit.year, recruit.positionCodes].filter(Boolean).join(" "), recruit.height, withClub ? recruit.club : null, recruit.school, recruit.town].filter(Boolean).join(", ");

/** The other recruits of the tuning split, in its order, for the mail that lists several (a service's blast, a club's commitments). */
const TUNING_RECRUITS: readonly Recruit[] = readFileSync(join(SPLIT_DIRS.tuning, "labels.jsonl"), "utf8")
  .split("\n")
  .filter((line) => line.trim())
  .map((line) => goldLabelSchema.parse(JSON.parse(line)))
  .filter((label) => label.is_recruiting && !label.athletes)
  .map((label) => recruitOf(label.athlete))
  .filter((recruit) => recruit !== null);

/** `count` other recruits of her sport listed beside her, chosen by the email so runs compare. */
function othersBeside(recruit: Recruit, file: string, count: number): Recruit[] {
  const pool = TUNING_RECRUITS.filter((other) => other.sport === recruit.sport && other.last !== recruit.last && other.year !== null && other.positionCodes !== null);
  if (pool.length < count) return [];
  const start = pool.indexOf(pick(pool, file));
  return Array.from({ length: count }, (_, offset) => pool[(start + offset * 7) % pool.length]!);
}

/** A club's name without its team's age group and level ("Bluegrass Juniors" of "Bluegrass Juniors 17 National", "VBC Töss" of "VBC Töss U19"). */
const clubOf = (team: string) => team.replace(/\s+(?:\(?\d{2}(?:U|s)?|1\d-\d|U-?\d{2}|Under|Dames)\b.*$/iu, "").trim() || team;
const slug = (name: string) => name.toLowerCase().replace(/[^a-z0-9]+/gu, "");

/** Colleges a player commits to elsewhere; none is the forwarding coach's. */
const OTHER_COLLEGES = ["Northshore College", "Dunmore University", "Hollins Bay University", "Grand Forks State", "Marlow College"];

/** The mail a near miss is: who wrote it (her role by the README), under what subject, in what words. */
interface NearMiss {
  writer: { name: string; address: string };
  role: string;
  subject: string;
  body: string;
  /** What the coach writes above her forward; null for the coach's own mail, copied to InboxScout as she sends it. */
  note: string | null;
}

/** The coach's forward of the built mail, in one of the mail clients' forwards, and its label: not recruiting, athlete null. */
function forwarded(email: CorpusEmail, name: string, mail: NearMiss) {
  const client = pick(["gmail", "outlookLive", "appleMail", "outlook2019"], email.label.file);
  const messageId = `${name.replace(/[^a-z0-9]+/giu, "-").toLowerCase()}-${email.label.file}@robustness.example`;
  const label = introducesNobody(email.label, mail.role);
  if (mail.note === null) return { raw: coachMessage(mail.subject, mail.body, { messageId, date: email.message.date }), label };
  const text = WRAPPERS[client]!({ fromName: mail.writer.name, fromAddress: mail.writer.address, subject: mail.subject, body: mail.body }, mail.note);
  return { raw: coachMessage(`Fwd: ${mail.subject}`, text, { messageId, date: email.message.date }), label };
}

/** A near miss built from each recruiting email with one athlete whose name and a class or position are labelled. */
function nearMiss(name: string, why: string, build: (recruit: Recruit, email: CorpusEmail) => NearMiss | null): Transform {
  return {
    name: `near miss: ${name}`,
    why,
    apply: (email) => {
      if (!email.label.is_recruiting || email.label.athletes) return null;
      const recruit = recruitOf(email.label.athlete);
      const mail = recruit && build(recruit, email);
      return mail ? forwarded(email, name, mail) : null;
    },
  };
}

const COLLEGE = "State";
const staff = (name: string, user: string) => ({ name, address: `${user}@state.edu` });

/** The sports information director's media-guide bio of a player on the coach's own team now, sent for a fact check. */
function mediaGuideBio(recruit: Recruit): NearMiss | null {
  if (!recruit.positionWords || (!recruit.school && !recruit.club)) return null;
  const place = [recruit.town, recruit.school].filter(Boolean).join(" / ");
  const lines = [
    "Jordan,",
    "",
    "Below is the draft bio for the returning-player section of the media guide. Can you check the facts and send corrections by Friday?",
    "",
    `#${(recruit.last.length % 20) + 2} ${recruit.full.toUpperCase()}`,
    `Sophomore | ${recruit.positionWords.replace(/\b\p{L}/gu, (letter) => letter.toUpperCase())}${recruit.height ? ` | ${recruit.height}` : ""}${place ? ` | ${place}` : ""}`,
    "",
    `Last season (freshman): Appeared in 24 matches with 11 starts ... earned a spot on the conference All-Freshman team ... career high in the five-set win at Marlow.`,
    "",
    `Before ${COLLEGE}: ${[recruit.school ? `Four-year letterwinner at ${recruit.school}` : null, recruit.club ? `played club for ${recruit.club}` : null].filter(Boolean).join("; ")}.`,
    "",
    "Personal: Majoring in kinesiology.",
    "",
    "Thanks,",
    "Megan Cho",
    "Assistant Director, Athletic Communications",
    `${COLLEGE} Athletics`,
  ];
  return { writer: staff("Megan Cho", "mcho"), role: "other", subject: `Media guide bio check - ${recruit.full}`, body: lines.join("\n"), note: "Looks right to me - one of you double-check her stats." };
}

/** The college's own signing-day release, from its athletic communications office: the coach's new signees, her among them. */
function signingRelease(recruit: Recruit, email: CorpusEmail): NearMiss | null {
  const others = othersBeside(recruit, email.label.file, 2);
  if (!others.length || !recruit.positionWords) return null;
  const line = (player: Recruit) => `${player.full} | ${player.positionCodes} | ${[player.height, player.town, player.school, player.club].filter(Boolean).join(" | ")}`;
  const body = [
    "FOR IMMEDIATE RELEASE",
    "",
    `${COLLEGE.toUpperCase()} ${recruit.sport.toUpperCase()} SIGNS THREE ON NATIONAL SIGNING DAY`,
    "",
    `Head coach ${FORWARDING_COACH.name} announced Wednesday that three student-athletes have signed National Letters of Intent to join the program next fall.`,
    "",
    ...[others[0]!, recruit, others[1]!].map(line),
    "",
    `${FORWARDING_COACH.name} on ${recruit.last}: "${recruit.first} is a competitor who makes everyone around her better. We are thrilled she chose ${COLLEGE}."`,
    "",
    `Media contact: Megan Cho, Athletic Communications, mcho@state.edu`,
  ].join("\n");
  return { writer: staff("Megan Cho", "mcho"), role: "other", subject: `${COLLEGE} ${recruit.sport} signs three on National Signing Day`, body, note: "Release went out this morning." };
}

/** An event's all-tournament team from its organiser: several club players, her among them, with their teams. */
function allTournamentTeam(recruit: Recruit, email: CorpusEmail): NearMiss | null {
  const others = othersBeside(recruit, email.label.file, 4);
  if (!others.length || !recruit.club || recruit.sport !== "volleyball") return null;
  const listed = [others[0]!, others[1]!, recruit, others[2]!, others[3]!].filter((player) => player.club);
  const body = [
    "Coaches,",
    "",
    "Thank you for attending the Great Lakes Qualifier. Congratulations to our 17 Open champions and to this year's All-Tournament Team:",
    "",
    ...listed.map((player) => `${player.full} (${player.club}) - ${[player.year, player.positionCodes].filter(Boolean).join(" ")}`),
    "",
    "Final standings and results for every division are posted on our website.",
    "",
    "Lauren Pike",
    "Event Operations, Great Lakes Qualifier",
  ].join("\n");
  return { writer: { name: "Lauren Pike", address: "lpike@greatlakesqualifier.org" }, role: "other", subject: "Great Lakes Qualifier - results and All-Tournament Team", body, note: "" };
}

/** A camp's registration system confirming her place at the coach's camp, her class, position and club as she filled them in. */
function campRegistration(recruit: Recruit): NearMiss {
  const body = [
    `Registration confirmed: ${COLLEGE} ${recruit.sport === "softball" ? "Softball" : "Volleyball"} Elite Camp`,
    "",
    `Camper: ${recruit.full}`,
    ...(recruit.year ? [`Grad year: ${recruit.year}`] : []),
    ...(recruit.positionWords ? [`Position: ${recruit.positionWords}`] : []),
    ...(recruit.club ? [`Club team: ${recruit.club}`] : []),
    "Session: June 14-15, check-in 8:00 am at the main gym",
    "Amount paid: $245.00",
    "",
    "Show this confirmation at check-in. Questions? Reply to the camp office.",
  ].join("\n");
  return { writer: { name: `${COLLEGE} Camps`, address: "noreply@campregistration.example" }, role: "other", subject: `Registration confirmed: ${recruit.full}`, body, note: "She signed up for camp." };
}

/** The coach's own answer to her, copied to InboxScout as she sends it: the coach's words of her class, position and club. */
function coachsOwnLetter(recruit: Recruit): NearMiss {
  const body = [
    `Hi ${recruit.first},`,
    "",
    `Thank you for your email and for sending your schedule. We have enjoyed following your season${recruit.club ? ` with ${recruit.club}` : ""}, and we are looking for a ${[recruit.year, recruit.positionWords ?? recruit.sport + " player"].filter(Boolean).join(" ")} like you.`,
    "",
    "Please fill out our recruiting questionnaire and let us know if you can make our junior day on October 18. We would love to have you on campus.",
    "",
    "Coach Ellis",
    `Head ${recruit.sport === "softball" ? "Softball" : "Volleyball"} Coach, ${COLLEGE}`,
  ].join("\n");
  return { writer: FORWARDING_COACH, role: "other", subject: `Re: ${recruit.full} - ${recruit.sport}`, body, note: null };
}

/** The compliance office approving her official visit and reminding the coach of the rules for it. */
function complianceVisit(recruit: Recruit): NearMiss {
  const who = `${recruit.full}${listFacts(recruit, false) ? ` (${listFacts(recruit, false)})` : ""}`;
  const body = [
    "Jordan,",
    "",
    `The official visit for ${who} on October 3-5 is approved in ARMS. She is on the approved list and her transcript is on file with admissions.`,
    "",
    "Reminders: meals and lodging for her and up to two parents only, no more than three complimentary admissions to the home match, and log every phone call during the contact period. Please submit the final itinerary and receipts within five days of the visit.",
    "",
    "Renee Whitfield",
    "Assistant AD for Compliance",
  ].join("\n");
  return { writer: staff("Renee Whitfield", "rwhitfield"), role: "other", subject: `RE: Official visit request - ${recruit.full}`, body, note: "For the file." };
}

/** A Google Calendar invitation to the coach's staff for her unofficial visit, from the coach's operations director. */
function visitInvitation(recruit: Recruit): NearMiss {
  const title = `Unofficial visit - ${recruit.full}${recruit.year ? ` (${[recruit.year, recruit.positionCodes].filter(Boolean).join(" ")})` : ""}`;
  const body = [
    "You have been invited to the following event.",
    "",
    title,
    "When: Friday, October 10, 2025 9am - 1pm (EDT)",
    `Where: ${recruit.sport === "softball" ? "Softball" : "Volleyball"} office, Hale Athletic Center`,
    "Calendar: tambler@state.edu",
    "Who:",
    "* Tess Ambler - organizer",
    "* Jordan Ellis",
    "* Staff",
    "",
    `Agenda: campus tour 9:00, admissions 10:00, lunch with the team 11:30.${recruit.club ? ` Club: ${recruit.club}.` : ""}`,
    "",
    "Going? Yes - Maybe - No   more options »",
    "",
    "Invitation from Google Calendar",
  ].join("\n");
  return { writer: staff("Tess Ambler", "tambler"), role: "other", subject: `Invitation: ${title} @ Fri Oct 10, 2025 9am - 1pm (EDT)`, body, note: "" };
}

/** The operations director's itinerary of her official visit for the staff: times, rooms, who hosts her. */
function visitItinerary(recruit: Recruit): NearMiss {
  const facts = listFacts(recruit);
  const body = [
    "Staff,",
    "",
    `Here is the itinerary for ${recruit.first}'s official visit this weekend.`,
    "",
    `Recruit: ${recruit.full}${facts ? ` - ${facts}` : ""}`,
    "Guests: her parents",
    "",
    "Friday",
    "3:00 pm  Arrive, check in at the Hampton Inn (two rooms, confirmation sent)",
    "4:00 pm  Practice in the main gym",
    "6:30 pm  Team dinner at Rosa's with hosts",
    "",
    "Saturday",
    "9:00 am  Campus tour with admissions",
    "11:00 am  Academic meeting (kinesiology)",
    "1:00 pm  Home match, seats in section 104",
    "",
    `Host: Avery Lund. Please have the locker room ready with her name on a jersey.`,
    "",
    "Tess Ambler",
    "Director of Operations",
  ].join("\n");
  return { writer: staff("Tess Ambler", "tambler"), role: "other", subject: `OV itinerary - ${recruit.full}`, body, note: "" };
}

/** Her club's newsletter congratulating its players on their college commitments, her among them. */
function clubCommitments(recruit: Recruit, email: CorpusEmail): NearMiss | null {
  if (!recruit.club) return null;
  const others = othersBeside(recruit, email.label.file, 2);
  if (!others.length) return null;
  const club = clubOf(recruit.club);
  const line = (player: Recruit, index: number) => `- ${player.full} (${[player.year, player.positionCodes].filter(Boolean).join(" ")}${player.school ? `, ${player.school}` : ""}) - committed to ${OTHER_COLLEGES[(index + recruit.last.length) % OTHER_COLLEGES.length]}`;
  const body = [
    `${club.toUpperCase()} - COMMITMENT CORNER`,
    "",
    `Congratulations to our ${recruit.sport} players who made their college decisions this month!`,
    "",
    ...[recruit, ...others].map(line),
    "",
    "We are so proud of these athletes and their families. Thank you to our coaches for all the hours in the gym.",
    "",
    `Tryouts for next season open November 2. See you there!`,
    "",
    `You are receiving this email because you subscribed to ${club} news. Unsubscribe | Update your preferences`,
  ].join("\n");
  return { writer: { name: club, address: `news@${slug(club)}.org` }, role: "club_coach", subject: `${club} Commitment Corner`, body, note: `${recruit.first} is off the board.` };
}

/** Her high school's athletics release: named to an all-state team, with her facts. */
function schoolAllState(recruit: Recruit): NearMiss | null {
  if (!recruit.school || !recruit.positionWords) return null;
  const body = [
    "FOR IMMEDIATE RELEASE",
    "",
    `${recruit.full.toUpperCase()} NAMED FIRST TEAM ALL-STATE`,
    "",
    `${recruit.school} ${recruit.sport} standout ${recruit.full} has been named to the Class 4A All-State First Team by the state coaches association. The ${recruit.height ? `${recruit.height} ` : ""}${recruit.positionWords}${recruit.year ? ` (class of ${recruit.year})` : ""} led the Eagles to the regional final this fall${recruit.club ? ` and plays club for ${recruit.club}` : ""}.`,
    "",
    `Also honoured: Jenna Rowe (second team) and Bri Salas (honourable mention).`,
    "",
    `${recruit.school} Athletics`,
    "Media contact: Paula Grissom, Athletic Communications",
  ].join("\n");
  return { writer: { name: `${recruit.school} Athletics`, address: `athletics@${slug(recruit.school)}.k12.example` }, role: "high_school_coach", subject: `${recruit.full} named First Team All-State`, body, note: "for her file - nice write-up" };
}

/** A recruiting service's weekly blast to its college coaches: several uncommitted recruits, her among them. */
function serviceBlast(recruit: Recruit, email: CorpusEmail): NearMiss | null {
  const others = othersBeside(recruit, email.label.file, 4);
  if (!others.length || !recruit.year) return null;
  const listed = [others[0]!, others[1]!, recruit, others[2]!, others[3]!];
  const body = [
    "Coach,",
    "",
    `Here are this week's top uncommitted ${recruit.sport} prospects from our network. Log in to your coach account to see full profiles, film and contact info.`,
    "",
    ...listed.map((player, index) => `${index + 1}. ${player.full} - ${listFacts(player)}`),
    "",
    "Want the full list of 140 uncommitted athletes? Upgrade to Premium access today.",
    "",
    "Next Level Prospects | 410 Commerce Way, Suite 200, Dayton, OH",
    "Unsubscribe | Manage email preferences",
  ].join("\n");
  return { writer: { name: "Next Level Prospects", address: "updates@nextlevelprospects.com" }, role: "recruiting_service", subject: `Top uncommitted ${recruit.sport} prospects this week`, body, note: "" };
}

/** An event organiser answering the coach's question on where her club team plays, with its court times. */
function tournamentCourts(recruit: Recruit): NearMiss | null {
  if (!recruit.club || recruit.sport !== "volleyball") return null;
  const body = [
    "Hi Coach Ellis,",
    "",
    `${recruit.club} (${recruit.first} ${recruit.last}'s team) is in pool 14 in Hall B. Saturday: court 22 at 8:00 am, 10:00 am (work), 12:00 pm. Sunday start times post after the last pool match Saturday night.`,
    "",
    "College coach credentials are at the registration desk by entrance 3; bring a photo ID. Coaches' lounge with coffee and pool sheets is in room 101.",
    "",
    "Thanks,",
    "Lauren Pike",
    "Event Operations, Great Lakes Qualifier",
  ].join("\n");
  return { writer: { name: "Lauren Pike", address: "lpike@greatlakesqualifier.org" }, role: "other", subject: `RE: Court times - ${recruit.club}`, body, note: "" };
}

/** Her own note after committing elsewhere: thanks and a goodbye, signed with her facts (README: v13's athlete committed elsewhere). */
function committedElsewhere(recruit: Recruit): NearMiss {
  const college = OTHER_COLLEGES[recruit.full.length % OTHER_COLLEGES.length]!;
  const body = [
    "Hi Coach Ellis,",
    "",
    `I wanted to let you know personally that I have verbally committed to ${college}. Thank you so much for your interest and for the time you and your staff spent talking with me and my family. It was a hard decision.`,
    "",
    "Good luck next season!",
    "",
    recruit.full,
    [[recruit.year, recruit.positionCodes].filter(Boolean).join(" "), recruit.club].filter(Boolean).join(", "),
  ].join("\n");
  const address = recruit.email ?? `${slug(recruit.full)}${recruit.year ?? ""}@gmail.com`;
  return { writer: { name: recruit.full, address }, role: "athlete", subject: "Thank you, Coach", body, note: `Take ${recruit.first} off the board.` };
}

/** A mail server's bounce of the coach's reply to her, the reply (the coach's words of her) under it. */
function bounceOfReply(recruit: Recruit): NearMiss {
  const address = recruit.email ?? `${slug(recruit.full)}@gmail.com`;
  const reply = [
    `From: ${FORWARDING_COACH.name} <${FORWARDING_COACH.address}>`,
    `To: ${address}`,
    "Subject: Re: Recruiting",
    "",
    `Hi ${recruit.first},`,
    "",
    `Thanks for your email. A ${[recruit.year, recruit.positionWords].filter(Boolean).join(" ")}${recruit.club ? ` from ${recruit.club}` : ""} is just what we are looking for. Please fill out our questionnaire and let us know your schedule.`,
    "",
    "Coach Ellis",
  ].join("\n");
  const body = [
    "** Address not found **",
    "",
    `Your message wasn't delivered to ${address} because the address couldn't be found, or is unable to receive mail.`,
    "",
    "The response from the remote server was:",
    `550 5.1.1 The email account that you tried to reach does not exist.`,
    "",
    "----- Original message -----",
    "",
    quotedLines(reply),
  ].join("\n");
  return { writer: { name: "Mail Delivery Subsystem", address: "mailer-daemon@googlemail.com" }, role: "other", subject: "Delivery Status Notification (Failure)", body, note: "Does anyone have another email for her?" };
}

/** Her own automatic reply to the coach's mail, signed with her class, position and club. */
function athletesAutoReply(recruit: Recruit): NearMiss | null {
  if (!recruit.club) return null;
  const address = recruit.email ?? `${slug(recruit.full)}${recruit.year ?? ""}@gmail.com`;
  const body = [
    `Hi! I am away at nationals with ${recruit.club} until July 6 and will have limited access to email. I will reply as soon as I am back.`,
    "",
    recruit.full,
    [[recruit.year, recruit.positionCodes].filter(Boolean).join(" "), recruit.club].filter(Boolean).join(" | "),
  ].join("\n");
  return { writer: { name: recruit.full, address }, role: "athlete", subject: "Automatic reply: Camp this summer", body, note: "" };
}

export const NEAR_MISS_TRANSFORMS: Transform[] = [
  nearMiss("media-guide bio of a current player", "A college's sports information office sends the coach its media-guide bios of her current players to check.", mediaGuideBio),
  nearMiss("the college's signing-day release", "A college's athletic communications office sends out its release on the coach's new signees.", signingRelease),
  nearMiss("all-tournament team listing her among five", "An event's organiser sends college coaches its results and all-tournament team, several players with their clubs.", allTournamentTeam),
  nearMiss("camp registration confirmed for her", "A camp's registration system confirms a camper's place, with the class, position and club she filled in.", campRegistration),
  nearMiss("the coach's own answer to her, copied to InboxScout", "A coach copies her InboxScout address on her answer to a recruit, which names the recruit's class, position and club in the coach's words.", coachsOwnLetter),
  nearMiss("compliance approves her official visit", "A college's compliance office answers the coach's visit request for a named recruit with the rules that apply.", complianceVisit),
  nearMiss("calendar invitation for her visit", "The coach's operations director sends the staff a Google Calendar invitation for a recruit's visit.", visitInvitation),
  nearMiss("official-visit itinerary for the staff", "The coach's operations director sends the staff the schedule of a recruit's official visit.", visitItinerary),
  nearMiss("club newsletter of commitments", "A club's newsletter congratulates its players, named with class and school, on their college commitments.", clubCommitments),
  nearMiss("high school's all-state release", "A high school's athletics office sends out a release on its player named all-state.", schoolAllState),
  nearMiss("service blast listing her among five", "A recruiting service mails its college coaches a weekly list of several uncommitted prospects.", serviceBlast),
  nearMiss("organiser's court times for her club team", "An event organiser answers a college coach asking where a club team plays, with its pool and court times.", tournamentCourts),
  nearMiss("her thanks after committing elsewhere", "A recruit tells a coach who recruited her that she has committed to another college, and thanks her.", committedElsewhere),
  nearMiss("bounce of the coach's reply to her", "A mail server returns the coach's reply to a recruit whose address does not exist.", bounceOfReply),
  nearMiss("her automatic reply", "A recruit's mailbox answers the coach's mail with her out-of-office, signed with her class and club.", athletesAutoReply),
];
