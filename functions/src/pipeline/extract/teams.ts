import type { ExtractedAthlete } from "@machines/inbox/extractedAthlete";
import { best, type Candidate, caseless, caselessMatches, caselessTest, escapeRegExp, groupEnd, groupStart, holdsAnyOf, lineAround, matchesOf, matchesOnLinesWith, nameCase, toField } from "../text";
import { countryAt, regionCode } from "./regions";
import { EVENT_LINE_PENALTY, onEventLine } from "./vocabulary";

/** Where a team or school name stops: punctuation, a new clause, a place ("in Dallas"), a date. */
// A full stop after an abbreviation ("St. Amant High School", "Mt. Carmel", "Rock Creek Sr. High", "Harborview Jr. Eagles") is inside the name.
// So is the full stop between two initials ("Kickapoo Hills H.S."); the one closing them ends the name, and is kept (INITIALS_END).
// An emoji ends it too ("vision 15 black 🖤 my gpa …").
const NAME_END = /[ \t]*(?:[,;:!?()\n|·•\t—\p{Extended_Pictographic}]|(?<!(?:^|[^\p{L}])(?:St|Mt|Ft|Pt|Dr|Sr|Jr)|(?:^|[^\p{L}])\p{Lu}(?=\.\p{Lu}\.))\.|[ \t](?:and|where|which|who|whose|that|as|in|at|this|next|last|since|for|with|alongside|under|coached|but|so|because|while|during|after|before|team|y|et|en|à|donde|où|from|out of|based|roster|squad|program|programme)(?![\p{L}])|[ \t](?:i|i['’](?:d|m|ve|ll)|we|we['’](?:re|ve|ll)|you|she|he|they)(?![\p{L}'’])|[ \t][-–][ \t]|$)/giu;
const MAX_NAME = 60;
/** Initials before a full stop: "H.S" of "H.S.", "D.C" of "D.C.". */
const INITIALS_END = /(?:^|[^\p{L}])\p{Lu}\.\p{Lu}$/u;

function readTeamName(text: string, start: number): { name: string; end: number } | null {
  const window = text.slice(start, start + MAX_NAME + 20);
  // Search from the second character so a name may start with a digit ("17 National" is only a club name here).
  NAME_END.lastIndex = 1;
  let stop = NAME_END.exec(window);
  // "Tennessee Team Performance 17 National", "TEXAS TEAM ELITE": a capitalised "Team" before a capitalised word is the name's.
  while (stop && /^[ \t]T(?:eam|EAM)[ \t]+\p{Lu}/u.test(window.slice(stop.index, stop.index + 8))) stop = NAME_END.exec(window);
  // "Kickapoo Hills H.S.": the full stop closing initials is theirs, and ends the name as a sentence's would.
  const cut = stop ? window.slice(0, stop.index + (stop[0] === "." && INITIALS_END.test(window.slice(0, stop.index)) ? 1 : 0)) : window;
  // An article before the name is the sentence's, in any language ("estudio en el Colegio Americano"); a capitalised one is the name's ("La Jolla Country Day").
  const raw = cut.trim().replace(/^(?:the|a|an)\s+/iu, "").replace(/^(?:el|la|los|las|le|les|il|lo|os|der|die|das|den|dem|het)\s+(?=\p{Lu})|^l['’](?=\p{Lu})/u, "");
  if (raw.length < 2 || raw.length > MAX_NAME || !/\p{L}/u.test(raw) || /[[\]{}<>]/u.test(raw)) return null;
  return { name: raw, end: start + (text.slice(start).indexOf(raw) + raw.length) };
}

/** A club team's colours and tiers ("17 Black", "2027 Premier", "Sparkwood Gold"). */
const TEAM_COLOURS = "Blue|Black|Red|Navy|White|Gold|Silver|Green|Purple|Orange|Teal|Royal|Gr[ae]y|Maroon|Elite|Premier|National|Select|Platinum";
/** A team's colour or tier ending its name: "Sparkwood Gold", "Lady Renegades Premier". */
const TEAM_COLOUR_END = new RegExp(`[ ](?:${TEAM_COLOURS})$`, "u");
/** A softball team's coach after its age group: "Lady Hustle 16U - Vega", "Ozark Storm 16U - Coach Haskins", "… 18U - Lyle for the spring". */
// Capitalised, the coach's name is followed by the sentence going on in lower case, in any words ("… - Dillard after two
// years", "… - Hendricks is my club", "… – Pruett y para …", "… – Pruett I caught every game"; "- Class of 2028" names no
// coach); in lower-case mail only by a few words that cannot be a name's.
// The title is kept as written ("- Coach Haskins"): the club team is labelled as the email writes it.
const COACH_BEFORE = String.raw`^[ \t]+[-–][ \t]+`;
const COACH_TITLE = String.raw`(?:[Cc]oach[ \t]+)?`;
const COACH_THEN = String.raw`[ \t]*(?:[,.;:!?()\n|]|$)`;
const COACH_SUFFIX = new RegExp(String.raw`${COACH_BEFORE}(${COACH_TITLE}\p{Lu}[\p{L}'’-]+)(?=${COACH_THEN}|[ \t](?!of\b)\p{Ll}|[ \t]I(?:['’]\p{Ll}{1,2})?[ \t])`, "u");
const COACH_SUFFIX_LOWER = new RegExp(String.raw`${COACH_BEFORE}(${COACH_TITLE}\p{L}[\p{L}'’-]+)(?=${COACH_THEN}|[ \t](?:and|in|out|from|team|for|this|since|with|at)\b)`, "u");
/** Years on a team, as a résumé dates them: "2025-present", "2023 – 2025", "2024-now". */
const YEARS_ON_TEAM = /^20\d\d[ ]?[-–][ ]?(?:20\d\d|present|now|current)$/iu;
/** The team inside a club in brackets: "Tidewater Juniors (17-Royal)", "Skyline Lacrosse (2028 Elite)". */
const TEAM_IN_BRACKETS = /^[ \t]*\(((?:1[0-8]|U-?1\d|1\dU|20[2-3]\d|(?:20)?[01]\d[GB])(?![\p{L}\d])[\p{L}\d -]{0,20}?)\)/u;
/**
 * A league's word in the brackets after a club ("FC Elbtal (U17 Bundesliga Nord)", "Lakeside SC (U16 Premier League)"):
 * the league its team plays in, not the team's name.
 */
const LEAGUE_WORD = /(?:liga|league|division|conference)(?![\p{L}])/iu;
/** A league or age group's team after a dash: "North Coast FC - ECNL 2009G", "Rockwood Thunder - 16U", "Vortex Volleyball Club - 17 Teal", "Delta Storm — 16 Black". */
const TEAM_AFTER_DASH = new RegExp(
  `^(?:[ \\t]+[-–][ \\t]+|[ \\t]*—[ \\t]*)((?:ECNL(?:[ -]RL)?|GA|NPL|DPL|EDP|MLS[ ]NEXT|1\\dU|U-?1\\d|(?:20)?[01]\\d[GB]|1[0-8](?:s|-\\d)?(?=[ ](?:${TEAM_COLOURS})(?![\\p{L}])))(?:[ ][\\p{Lu}\\d][\\p{L}\\d/-]*){0,2})(?![\\p{L}\\d])`,
  "u",
);

/** A name in brackets or dashes after a club's abbreviation: "MPV (Mid-Plains Volleyball)", "TCVC — Twin Cities Volleyball Club —". */
const NAME_IN_BRACKETS = /^[ \t]*(?:\(|[—–][ \t]*)(\p{Lu}[\p{L}'’&.-]*(?:[ ][\p{L}][\p{L}'’&.-]*){1,5})(?:\)|[ \t]*[—–,])/u;

/** Whether `full` is what the capitals of `abbreviation` stand for: its capitalised words' (and hyphenated parts') initials. */
function spellsOut(abbreviation: string, full: string): boolean {
  if (!/^\p{Lu}{2,6}$/u.test(abbreviation)) return false;
  const initials = full.split(/[ -]/u).filter((word) => /^\p{Lu}/u.test(word)).map((word) => word[0]).join("");
  return initials === abbreviation;
}

/** A state after a comma ("…, NE", "…, South Dakota"): the word before it was a town, not a coach ("Top Select 16 Black - Omaha, NE"). */
const STATE_AFTER_COMMA = /^[ \t]*,[ \t]*(\p{Lu}[\p{L}.]*(?:[ ]\p{Lu}[\p{L}]*)?)(?![\p{L}])/u;
function namesAState(after: string): boolean {
  const state = STATE_AFTER_COMMA.exec(after);
  return state !== null && regionCode(state[1]!) !== null;
}

/**
 * The team written after a club's name, kept with it (its coach's name, its team in brackets or after a dash);
 * an abbreviation spelled out in brackets gives way to its full name.
 */
function withTeamSuffix(text: string, name: string, end: number, lowercase = false): { value: string; end: number } {
  const after = text.slice(end, end + 60);
  const spelled = NAME_IN_BRACKETS.exec(after);
  if (spelled && spellsOut(name, spelled[1]!)) return { value: spelled[1]!, end: end + spelled[0].length };
  const abbreviated = ABBREVIATION_THEN_TEAM.exec(after);
  if (abbreviated && abbreviated[1]![0] === name[0]) return withTeamSuffix(text, `${name} (${abbreviated[1]}) ${abbreviated[2]}`, end + abbreviated[0].length, lowercase);
  const apart = TEAM_WRITTEN_APART.exec(after);
  if (apart && !name.split(" ").some((word) => AGE_WORD.test(word))) return withTeamSuffix(text, `${name} ${apart[1] ?? apart[2] ?? apart[3] ?? apart[4] ?? apart[5]}`, end + apart[0].length, lowercase);
  const nextLine = lowercase ? null : TEAM_ON_NEXT_LINE.exec(after);
  if (nextLine && !name.split(" ").some((word) => AGE_WORD.test(word))) return { value: `${name} ${nextLine[1]}`, end: end + nextLine[0].length };
  // The coach's name follows the team's age group or class year, whether a level or colour comes between or not
  // ("Ozark Storm 16U Gold - Haskins", "TN Fury 2027 - Jones"), or a travel team's colour alone ("Sparkwood Gold - Hale").
  const hasAgeGroup = name.split(" ").some((word) => AGE_WORD.test(word));
  const coach = hasAgeGroup || name.split(" ").some((word) => /^20[2-3]\d$/u.test(word)) || TEAM_COLOUR_END.test(name) ? (lowercase ? COACH_SUFFIX_LOWER : COACH_SUFFIX).exec(after) : null;
  if (coach && !namesAState(after.slice(coach[0].length))) return { value: `${name} - ${coach[1]}`, end: end + coach[0].length };
  // "Harbor Lights 17 Elite (2028)": a bare year after a team that has its age group is her class year; "(2025-present)",
  // a résumé's years on the team.
  const bracketed = TEAM_IN_BRACKETS.exec(after);
  if (bracketed && !(/^20[2-3]\d$/u.test(bracketed[1]!.trim()) && hasAgeGroup) && !YEARS_ON_TEAM.test(bracketed[1]!.trim()) && !LEAGUE_WORD.test(bracketed[1]!)) return { value: `${name} ${bracketed[1]!.trim()}`, end: end + bracketed[0].length };
  const dashed = TEAM_AFTER_DASH.exec(after);
  return dashed ? { value: `${name} - ${dashed[1]}`, end: end + dashed[0].length } : { value: name, end };
}

const CLUB_NAME_END = /\b(?:Volleyball|Softball|Club|VBC|Juniors|Fastpitch|Aquatics|FC)$/u;
/** What a sport's or a skill's academy trains ("Black Hills Throws Academy", "Dorsey Hitting Academy", "Volley Academy Bergamo"): a club, not a school. */
const TRAINING_WORDS = "Volleyball|Beach|Sand|Softball|Sports|Driving|Hitting|Pitching|Catching|Throws|Throwing|Jumps|Training|Performance|Fitness|Speed|Athletic|Athletics|Baseball|Basketball|Soccer|Lacrosse|Hockey|Swim|Swimming|Tennis|Golf|Gymnastics|Dance|Rowing|Track|Running|Fencing|Diving|Wrestling";
const TRAINING_ACADEMY = new RegExp(`\\b(?:${TRAINING_WORDS}|Volley) Academy(?![\\p{L}])`, "u");
const SCHOOL_WORDS = /\b(?:high school|high|h\.?s\.?|academy|prep(?:aratory)?|school|secondary|lyc[ée]e|coll[èe]ge|colegio|preparatoria|instituto|escuela|catholic|christian)\b/iu;
/** A team's age group or birth or class year ("Gateway Academy 17 Black", "Sporting Wichita 08 Academy", "FC Dallas 2028 Academy"): schools field no such teams. */
const TEAM_YEAR = /(?<![\p{L}\d])(?:1[0-9][Uu]?|[Uu]-?1[0-9]|0\d[GB]?|1[0-2][GB]|20[01]\d[GB]|201[0-2]|20[2-3]\d)(?![\p{L}\d])/u;
const TEAM_YEAR_NEXT = new RegExp(`^[ ]${TEAM_YEAR.source}`, "u");
/** A school word inside a club's name: a club word ends it, it is a sport's academy, or an academy fields an age group's team. */
const clubDespiteSchoolWord = (name: string) => CLUB_NAME_END.test(name) || TRAINING_ACADEMY.test(name) || (/\bAcademy\b/iu.test(name) && TEAM_YEAR.test(name));
const COLLEGE_WORDS = /\b(?:university|univ\.?|universidad|université|community college|state college)\b/iu;

/** A form's "Name of Club:", "Name of your High School:" before the label's own word ("Club Team Name:" after it). */
const NAME_OF = "name[ \\t]+of[ \\t]+(?:(?:your|her|my|the)[ \\t]+)?";

/** What follows her possessive when she names her club: " club team is", " new travel team:", " travel org is". */
const HER_CLUB = "[ \\t]+(?:new[ \\t]+)?(?:club|travel)(?:[ \\t]+(?:team|program|org|organi[sz]ation))?(?:[ \\t]+is)?(?:[ \\t]+now)?[ \\t,:]+";

/** A club's word ("VBC", "Juniors", "FC", "VK"), whole: what names a team where the words before it could name anything. */
const CLUB_WORD_SOURCE = "VBC|Volley|Volleyball|Beach|Juniors|Fastpitch|Softball|FC|SC|ECNL|Aquatics|Swim|Track|Running|Athletic|Rowing|Lacrosse|Lax|Soccer|Hockey|Polo|Basketball|Tennis|Crew|Harriers|Club|Academy|Elite|VC|TV|VfB|VfL|TSV|VK|CF|CD|SV|SG|FK|HC|RC|UKS|MKS|AZS|CV|SSC|CSM|VV|Pallavolo";
const CLUB_WORD = new RegExp(`(?<![\\p{L}])(?:${CLUB_WORD_SOURCE})(?![\\p{L}])`, "iu");
/** A name with a number in it, or a club's word and another ("Fyrislund VK"; "She's on Athletic.net" names a site). */
const namesATeam = (name: string) => /\d/u.test(name) || (CLUB_WORD.test(name) && name.includes(" "));

/**
 * `owned`: the writer says the club is hers ("my club, …"), so an event in the sentence makes it no opponent or host.
 * `lowercaseOnly`: a rule for mail written all in lower case, whose names carry no capitals to find them by.
 * `namedAsTeam`: the words before it name anything she is on or joins ("I'm on Hudl", "I joined Instagram"): the name must hold
 * a number (an age group) or a club's word beside another word (`namesATeam`).
 * `needs`: words every match holds, in lower case (its verb without the first letter; none with an "s" or a "k", which the i and
 * u flags also match as "ſ" and the Kelvin sign): mail without any of them skips the rule's scan.
 */
const CLUB_RULES: readonly { pattern: RegExp; confidence: number; owned?: true; lowercaseOnly?: true; statesAMove?: true; namedAsTeam?: true; needs?: readonly string[] }[] = [
  // A label opens a line, a cell or a sentence ("… setter. Club: A5 Mizuno 16 Elite.").
  // "New club:" / "Current club:" labels an update as surely as "Club:" does; a tennis or golf player's "Current academy:" is her club
  // (a school under that label has a school word and is left to the school's rules); "Club (16U):" says its age group in brackets.
  { pattern: new RegExp(String.raw`(?:^|[|•·;]|(?<=[.!][ \t]))[ \t*•-]*(?:(?:new|current)[ \t]+|${NAME_OF})?(?:club(?:[ \t]+team)?|club[ \t]*\/[ \t]*team|travel(?:[ \t]+(?:team|ball))?|team|club[ \t]+volleyball|club[ \t]+softball|academy|equipo|club[ \t]+actual|[ée]quipe)(?:[ \t]+name)?(?:[ \t]*\([^)\n]{1,16}\))?[ \t]*[:：–—|-][ \t]*`, "gimu"), confidence: 0.95 },
  // "I play for", "she swims year round for", "I play water polo as a driver for", "I train with": a few words of
  // sport or manner may stand between the verb and the team, whatever the sport.
  { pattern: /\b(?:i|she|he|who|they)[ \t]+(?:(?:also|currently|now)[ \t]+)*(?:play(?:s|ed)?|compete(?:s)?|swim(?:s)?|swam|row(?:s|ed)?|run(?:s)?|ran|train(?:s|ed)?|race(?:s|d)?|dive(?:s|d)?|ski(?:s|ed)?|skate(?:s|d)?|wrestle(?:s|d)?|bowl(?:s|ed)?|fence(?:s|d)?|ride(?:s)?|rode|pitch(?:es|ed)?|catch(?:es)?|throw(?:s)?|threw)[ \t]+(?:[\p{L}][\p{L}'’-]*[ \t]+){0,5}?(?:for|with|on)[ \t]+|\b(?:i|she|he|who|they)[ \t]+(?:(?:also|currently|now)[ \t]+)*(?:train(?:s|ed)?|play(?:s|ed)?[ \t]+club)[ \t]+at[ \t]+/giu, confidence: 0.85 },
  // "Ava plays club at Lakeshore Power", "she's on the club team for …": club play names her club whoever the subject is.
  { pattern: /\b(?:play(?:s|ed|ing)?[ \t]+club|on[ \t]+(?:the|her|a)[ \t]+club[ \t]+team)[ \t]+(?:at|for|with)[ \t]+/giu, confidence: 0.85, needs: ["club"] },
  // "I play for Rogers High School and for Lakeshore Power": the verb's second team, said after "and for" (the first may be her school).
  { pattern: /\b(?:i|she|he)[ \t]+(?:also[ \t]+)?(?:play|compete|train)(?:s|ed)?[ \t]+(?:for|with)[ \t]+[^\n.;!?]{2,60}?[ \t]+and[ \t]+(?:also[ \t]+)?(?:for|with)[ \t]+/giu, confidence: 0.8 },
  // A club coach's signature: "Club Director, Bayou Elite", "Club Coach | Gulf Juniors 16 Red".
  { pattern: /^[ \t]*club[ \t]+(?:director|coach|owner|president|founder)[ \t]*[,|–—-][ \t]*/gimu, confidence: 0.7, needs: ["club"] },
  // "I play 16 Black at Tulsa Elevation", "currently playing 16s for Coast Volleyball Club": the age group and team first, the club after it.
  // A profile's run of items about her: "…, Broken Arrow HS, plays 16U for Tulsa Storm Black".
  { pattern: /(?:\b(?:i|she|he)[ \t]+(?:also[ \t]+)?play(?:s|ed)?|\bplaying|,[ \t]*plays)[ \t]+(?:on[ \t]+)?(?:1[0-8](?:u|s)?|u-?1[0-9])[ \t]+(?:[\p{L}]+[ \t]+)?(?:at|for|with)[ \t]+/giu, confidence: 0.8 },
  // "im a 2029 midfielder for baltimore crabs 2029", "I'm a left-handed pitcher for Gulf Coast Hurricanes", "I'm Aine Doyle, a 2029 winger
  // for …": what she is, then for whom.
  { pattern: /\b(?:i['’]?m|i[ \t]+am|she['’]?s|she[ \t]+is)[ \t]+(?:[\p{L}'’-]+(?:[ \t]+[\p{L}'’-]+){0,2},[ \t]*)?(?:a|an)[ \t]+(?:[a-z\d/-]+[ \t]+){0,3}?(?:setter|libero|hitter|middle|blocker|opposite|pitcher|catcher|shortstop|outfielder|infielder|midfielder|defender|forward|attacker|goalie|goalkeeper|keeper|guard|utility|winger|striker|(?:center|centre|outside)[ \t]+back|fullback|defenseman|goaltender|swimmer|runner|rower|diver)[ \t]+(?:for|with|on)[ \t]+/giu, confidence: 0.75 },
  // "I'm on the 17U team at Carolina Elite", "on the 16U Premier team with Desert Sky Fastpitch", "I play for the 2028 team at
  // Capital Lax", "on Coach Amy's 17-2 team at Alamo Volleyball", "our 17 Black team at …", "selected for the Sunrise 16 Red team at
  // Sunrise Volleyball Academy": the age group's team (after a word of the club's name or none), then its club, which is named
  // without the team, as the email writes it.
  { pattern: /\b(?:(?:on|for|with)[ \t]+(?:the|her|my|our|a|(?:coach[ \t]+)?[a-z]+['’]s)|my|our)[ \t]+(?:[a-z]+[ \t]+)?(?:1[0-8](?:u|s|-\d)?|u-?1[0-9]|20[2-3]\d)(?:[ \t]+[a-z]+){0,2}?[ \t]+(?:team|squad)[ \t]+(?:at|with|for|of)[ \t]+/giu, confidence: 0.8, needs: ["team", "squad"] },
  // A club coach's "Kenzie is one of my 16s at Vortex": her players of an age group, then the club.
  { pattern: /\bone[ \t]+of[ \t]+(?:my|our)[ \t]+(?:1[0-8]u?['’]?s|u-?1[0-9]s)[ \t]+(?:at|with|on)[ \t]+/giu, confidence: 0.8 },
  // "My team this year is 16 Gold at Ozark Storm": her team said to be an age group's, then its club.
  { pattern: /\b(?:my|her|our)[ \t]+(?:club[ \t]+)?team(?:[ \t]+this[ \t]+(?:year|season))?[ \t]+is[ \t]+(?:1[0-8](?:u|s|-\d)?|u-?1[0-9]|20[2-3]\d)(?:[ \t]+[a-z]+){0,2}?[ \t]+(?:at|with)[ \t]+/giu, confidence: 0.8, needs: ["team"] },
  // "training with Halifax Harriers", "racing with Boston Athletic 2028": a club with no club word, after a participle
  // that is not what she hopes to do for a college ("interested in playing for Wyndham", "look forward to swimming for you");
  // blanks bounded in the lookbehind, which runs at every word start.
  { pattern: /(?<!\b(?:in|of|to|about|for|at|love|like|enjoy|considering)[ \t]{1,3})\b(?:(?:playing|competing|swimming|rowing|running|training|racing|diving|skiing|skating|wrestling|bowling|fencing|riding)[ \t]+(?:club[ \t]+)?(?:for|with)|training[ \t]+at)[ \t]+/giu, confidence: 0.75 },
  // "… at Madison Lakeshore High School and swims for Madison Aquatic Club": her verb after "and", its subject said before.
  // "… and train in the off-season with Black Hills Throws Academy": a few words of when or how may come between.
  // Not where the verb is what she hopes to do ("I would love to stay in-state and play for Tamarack State": a college).
  { pattern: /\band(?<!\b(?:love|like|hope|hoping|want|wanted|wants|dream|plan|planning|goal[ \t]+is)[ \t]+to[ \t]+[^\n.!?]{1,40}[ \t]and)[ \t]+(?:also[ \t]+)?(?:play|compete|swim|row|run|train|race|throw)s?[ \t]+(?:club[ \t]+)?(?:[\p{L}][\p{L}'’-]*[ \t]+){0,4}?(?:for|with)[ \t]+/giu, confidence: 0.8 },
  // "my club team is", and a parent's "Ellie's club team is" (its quote first: a possessive read at every word is slow).
  { pattern: new RegExp(`\\b(?:my|her|his|our)${HER_CLUB}`, "giu"), confidence: 0.85, owned: true, needs: ["club", "travel"] },
  { pattern: new RegExp(`['’](?<=[a-z]{2}['’])s${HER_CLUB}`, "giu"), confidence: 0.85, owned: true, needs: ["club", "travel"] },
  // In her own language: Spanish, French, German, Portuguese, Italian, Swedish and Norwegian, Dutch, Croatian, Polish.
  // A parent's third person, her position between the verb and the club: "juega de colocadora en …", "juego de defensa central en
  // el …", "joga como levantadora no …".
  { pattern: /\b(?:juego|jugamos|juega)[ \t]+(?:(?:de|como)[ \t]+[\p{L}-]+(?:[ \t]+(?!para|con|en)[\p{L}-]+)?[ \t]+)?(?:para|con|en)[ \t]+(?:el[ \t]+club[ \t]+)?|\bje[ \t]+joue[ \t]+(?:en[ \t]+club[ \t]+)?(?:pour|avec|au|à|dans)[ \t]+(?:le[ \t]+club[ \t]+|les?[ \t]+(?=\p{Lu}))?|\bspiele[ \t]+(?:für|fuer|bei|beim|im)[ \t]+(?:den|die|das|dem)?[ \t]*|\bjog(?:o|a|amos)[ \t]+(?:como[ \t]+[\p{L}-]+[ \t]+)?(?:no|na|pelo|pela|para|em)[ \t]+(?:clube[ \t]+|time[ \t]+)?|\b(?:gioco|nuoto|gareggio)[ \t]+(?:per|nel|con)[ \t]+(?:(?:la|il|lo|le|i)[ \t]+|l['’](?=\p{Lu}))?|\b(?:jag[ \t]+spelar|jeg[ \t]+spiller)[ \t]+(?:i|för|for|med|på)[ \t]+|\bik[ \t]+speel[ \t]+(?:bij|voor|in)[ \t]+|\bigram[ \t]+(?:za|u)[ \t]+|\bgram[ \t]+(?:w|dla)[ \t]+/giu, confidence: 0.8, needs: ["jueg", "jug", "joue", "piele", "jog", "gioco", "nuoto", "gareggio", "pelar", "piller", "peel", "gram"] },
  { pattern: /\b(?:member of|on the)[ \t]+(?=[\p{Lu}\d])/gu, confidence: 0.6 },
  // "a 2028 MB on 16U Mizuno Long Beach": a club named age group first (its "U" or "s" written), after "on".
  { pattern: /\bon[ \t]+(?=(?:1[0-8][Us]|U-?1\d)[ \t]+\p{Lu})/gu, confidence: 0.6 },
  // "My coach at Delta Storm, Lia Moreno, …": her coach's club is hers.
  { pattern: /\bmy[ \t]+(?:club[ \t]+)?coach(?:es)?[ \t]+(?:at|with|from)[ \t]+/giu, confidence: 0.75 },
  // "This season I'm with Delta Storm", "Nia has been with Delta Storm since she was 12": whom she is with is her club.
  { pattern: /\b(?:i['’]?m|i[ \t]+am|she['’]?s|she[ \t]+is|(?:has|have|i['’]ve)[ \t]+been)[ \t]+(?:(?:currently|now|also|still)[ \t]+)?with[ \t]+/giu, confidence: 0.75 },
  // "I'm on Cornhusker Juniors 18 Blue", "she's on Fyrislund VK", "I joined A5 Mizuno 17-1": the team she is on or joined, as sure as
  // the one she plays for ("on the …" is the weaker rule's: "on the honor roll").
  { pattern: /\b(?:(?:i['’]?m|i[ \t]+am|she['’]?s|she[ \t]+is)[ \t]+(?:(?:currently|now|also|still)[ \t]+)?on|(?:i|she)[ \t]+(?:(?:recently|just|also)[ \t]+)?joined)[ \t]+(?!the[ \t])/giu, confidence: 0.85, namedAsTeam: true },
  // "I moved from Northstar VBC 16 Red to Fyrislund VK", "switched from … to Mizuno Long Beach": the club she moved to, where the one
  // she left is named as a club is (a number or a club's word: "we moved from Tucson, AZ to Flower Mound" is a family's move).
  { pattern: new RegExp(String.raw`\b(?:[Mm]oved|[Ss]witched|[Tt]ransferred|[Cc]hanged)[ \t]+(?:clubs[ \t]+|teams[ \t]+|over[ \t]+)?from[ \t]+(?:the[ \t]+)?\p{Lu}[^\n.;!?]{0,50}?(?:\d|(?<![\p{L}])(?:${CLUB_WORD_SOURCE})(?![\p{L}]))[^\n.;!?]{0,30}?[ \t]to[ \t]+(?:the[ \t]+)?(?=[\p{Lu}\d])`, "gu"), confidence: 0.85, statesAMove: true, needs: ["oved", "witched", "ransferred", "hanged"] },
  // "with the Georgia Impact Premier 16U team", "for Indiana Magic Gold 16U", "with Sports Performance 17 Adidas": an age group names
  // a club team; after "for" so do a class or birth year ("for Long Island Sound 2027 Navy", "for Albuquerque Rush 09 Premier", "U19").
  { pattern: /\b(?:with|for|on)[ \t]+(?:the[ \t]+)?(?=[\p{Lu}][\p{L}'’&.-]*(?:[ \t]+[\p{Lu}\d][\p{L}\d'’&.-]*){0,5}?[ \t]+(?:1[0-8]|1[0-9][Uu]|1[0-8]s|U-?1[0-9]|Sub-?1[0-9]|20[2-3]\d|0\d|(?:20)?[01]\d[GB])(?![\p{L}\d]|[.,]\d))/gu, confidence: 0.75 },
  // "I've moved to KC Prairie Storm 18U - Lyle", "I have joined Summit Ridge 16U Gold": the team she moved to is this season's,
  // surer than one she is said to be with (an age group must follow, as "moved to Dallas" names a town, and be no
  // count of months or years: "moved to Cedar Falls 18 months ago"). Read whole, it is as sure as a label: her move
  // replaces the club her first email gave under "Club:".
  { pattern: /\b(?:(?:[Mm]oved|[Ss]witched|[Tt]ransferred|[Cc]hanged)[ \t]+(?:clubs[ \t]+|teams[ \t]+|over[ \t]+)?to|[Jj]oined)[ \t]+(?:the[ \t]+)?(?=[\p{Lu}][\p{L}'’&.-]*(?:[ \t]+[\p{Lu}\d][\p{L}\d'’&.-]*){0,5}?[ \t]+(?:1[0-8]|1[0-9][Uu]|1[0-8]s|U-?1[0-9]|20[2-3]\d|0\d|(?:20)?[01]\d[GB])(?![\p{L}\d]|[.,]\d|[ \t]+(?:months|years|weeks|days|miles)(?![\p{L}])))/gu, confidence: 0.85, statesAMove: true, needs: ["oved", "witched", "ransferred", "hanged", "oined"] },
  // "a pitcher for Ridgewood High School and the Southwest Louisiana Heat 2027": the team her school is joined to by "and" is her
  // club, named by its class year as travel teams are.
  { pattern: /\b(?:for|with|at)[ \t]+(?:the[ \t]+)?\p{Lu}[^\n.;!?]{0,50}?[ \t](?:High[ \t]+School|High|HS|Academy|Prep)[ \t]+and[ \t]+(?:(?:for|with)[ \t]+)?(?:the[ \t]+)?(?=\p{Lu}[\p{L}'’&.-]*(?:[ \t]+\p{Lu}[\p{L}'’&.-]*){0,4}[ \t]+20[2-3]\d(?![\p{L}\d]))/gu, confidence: 0.75, needs: ["and"] },
  // The same in a lower-case mail, where no capital starts the name: an age group's letter must say it is a team ("for georgia
  // impact premier 18u - watts"), as a bare year would not ("for the 2027 season").
  { pattern: /\b(?:with|for|on)[ \t]+(?:the[ \t]+)?(?=\p{Ll}[\p{L}'’&.-]*(?:[ \t]+[\p{L}\d][\p{L}\d'’&.-]*){0,5}?[ \t]+(?:1[0-9]u|1[0-8]s|u-?1[0-9])(?![\p{L}\d]))/gu, confidence: 0.75, lowercaseOnly: true },
];

/** `byStanding`: a school named without a school word, as where she is a junior ("a junior at Westview") or as her school ("my school is …"). */
const SCHOOL_RULES: readonly { pattern: RegExp; confidence: number; byStanding?: true }[] = [
  { pattern: new RegExp(String.raw`(?:^|[|•·;]|(?<=[.!][ \t]))[ \t*•-]*(?:(?:current|present)[ \t]+|${NAME_OF})?(?:high[ \t]+school|h\.?s\.?|school|escuela|preparatoria|colegio|lyc[ée]e|[ée]cole)(?:[ \t]+name)?[ \t]*[:：–—|-][ \t]*`, "gimu"), confidence: 0.95 },
  { pattern: /\b(?:attend(?:s|ing)?|(?:junior|senior|sophomore|freshman|student|(?:secondary|high)[ \t]+school)[ \t]+at|go(?:es)?[ \t]+to|estudio[ \t]+en|j['’]étudie[ \t]+(?:au|à))[ \t]+/giu, confidence: 0.85 },
  // "My high school is Cherry Creek", "her school is Mater Dei": said to be her school, so named without a school word too.
  { pattern: /\b(?:my|her|his)[ \t]+(?:high[ \t]+)?school[ \t]+is[ \t]+/giu, confidence: 0.85, byStanding: true },
  // "I'm a junior at Westview", "I'm in Year 11 at Kingsford": her school year says the place is her school, named without a school word;
  // "I'm currently a rising senior at …", and a parent's "Maren is a junior at Bishop Lynch".
  // "I'm Ava Stone, a junior at Cedar Park": the same school year said after her name; "I'm in my junior year at Westlake",
  // "a 10th grader at …": her school year said otherwise.
  { pattern: /(?:\b(?:i['’]?m|i am|she['’]?s|she is|is)[ \t]+|,[ \t]*)(?:(?:currently|now)[ \t]+)?(?:(?:a[ \t]+)?(?:rising[ \t]+)?(?:junior|senior|sophomore|freshman)|in[ \t]+(?:year|grade)[ \t]+\d{1,2}|in[ \t]+(?:my|her)[ \t]+(?:junior|senior|sophomore|freshman)[ \t]+year|(?:in[ \t]+|an?[ \t]+)(?:9|1[0-2])th[ \t]+grader?)[ \t]+at[ \t]+/giu, confidence: 0.6, byStanding: true },
  // "She plays high school ball at Crestview", "I play varsity for Lovejoy": where she plays for her school names it.
  { pattern: /\bplay(?:s|ed|ing)?[ \t]+(?:high[ \t]+school|hs|varsity)(?:[ \t]+(?:ball|volleyball|softball|basketball|soccer|lacrosse))?[ \t]+(?:at|for)[ \t]+/giu, confidence: 0.7, byStanding: true },
  // Where she goes to school in her own language: "ik zit op het Erasmus College", "ich gehe auf das …", "jag går på …",
  // "chodzę do …", "idem u …", "frequento il …", "voy al …", "estudo no …".
  { pattern: /\b(?:ik[ \t]+(?:zit[ \t]+op|ga[ \t]+naar)|ich[ \t]+(?:gehe[ \t]+auf|besuche)|(?:jag|jeg)[ \t]+går[ \t]+på|chodzę[ \t]+do|idem[ \t]+u|frequento|voy[ \t]+al?|estudo[ \t]+n[oa])(?:[ \t]+(?:het|de|das|die|den|il|la|lo|el|le))?[ \t]+/giu, confidence: 0.6, byStanding: true },
  // "I attend Lincoln-Way East", "she goes to Lovejoy": where she goes, in the present, is her school ("I'd love to go to your camp" is no present).
  { pattern: /\b(?:i|she|he)[ \t]+(?:(?:currently|now|also)[ \t]+)?(?:attend|attends|go[ \t]+to|goes[ \t]+to)[ \t]+/giu, confidence: 0.6, byStanding: true },
];
/** A school named without a school word is a name only: a word in lower case after it is the sentence's ("Northfield camps every summer"). */
const LOWER_WORD = /(?:^|[ \t])(?!(?:of|the|de|la|du|des|del|y)(?![\p{L}]))\p{Ll}/u;

// A club team written anywhere: capitalised words around an age group ("Heartland VBC 17 Red", "Ohio Outlaws 18U Premier",
// "Club Axion de Québec 17U Élite", "Minnesota Fury 2027 Premier") or ending in a club word ("Makai Volleyball Club").
const TEAM_WORD = "(?:[\\p{Lu}\\d][\\p{L}\\d'’&.-]*|de|du|des|del|la|of|the|et|y)";
// Hockey and field hockey play up to 19U/U19; a bare "19" is any number. Soccer teams go by birth year and letter ("08G", "G09", "2010B").
const BIRTH_YEAR_TEAM = "(?:(?:20)?(?:0\\d|1[0-2])[GB]|[GB](?:20)?(?:0\\d|1[0-2]))";
const AGE_GROUP = `(?:1[0-8](?:U|s)?|19U|U-?1[0-9]|Sub-?1[0-9]|${BIRTH_YEAR_TEAM})`;
// A club numbers its teams of one age group: "16-1", "17-2".
const AGE_WORD = new RegExp(`^${AGE_GROUP}(?:-\\d)?$`, "iu");
// Written anywhere, a birth year and letter is a team only beside soccer's words ("Harborlight SC 08G", "Riverside Union 09G
// Premier"): "Apt 10B", "Gate B10" and "Vitamin B12" have the same shape.
// A class year is a team's only beside the team's colour or tier ("Long Island Yellow Jackets 2027 Blue", "Minnesota Fury 2027 Premier",
// "Texas Thunderbolts Gold 2028").
const SHAPED_AGE_GROUP = `(?:1[0-8](?:U|s)?|19U|U-?1[0-9]|Sub-?1[0-9]|(?<=(?:SC|FC|United|Soccer)[ ])${BIRTH_YEAR_TEAM}|${BIRTH_YEAR_TEAM}(?=[ ](?:ECNL|RL|GA|NPL|DPL|EDP|MLS|Premier|Elite|Academy|Select|Pre-ECNL)(?![\\p{L}]))|20[2-3]\\d(?=[ ](?:${TEAM_COLOURS})(?![\\p{L}]))|(?<=(?:${TEAM_COLOURS})[ ])20[2-3]\\d)`;
const APART_TEAM = `${AGE_GROUP}(?:-\\d)?(?:[ ][\\p{L}\\d][\\p{L}\\d'’-]*){0,2}`;
/** A signature's team after its club and a separator ("Harborline VBC | 17 Elite | #7"): an age group with its colour or tier, or its letter. */
const PIPED_TEAM = `(?:${AGE_GROUP}(?:-\\d)?[ ](?:${TEAM_COLOURS})(?![\\p{L}])|1[0-8]U|U-?1[0-9])`;
/**
 * The club's team written apart from it: on the next labelled line ("Club: Ozark Storm" / "Team: 16 Gold"), after a
 * comma at the clause's end ("Club: Lakeshore Power, 16 Black"), or as "… at Lakeshore Power on their 16 Black team", a few
 * words of the clause between ("with Delta Storm since she was 12 and is on their 16 Black team", "… their 16 National squad"), or after a separator on its line.
 */
const TEAM_WRITTEN_APART = new RegExp(
  `^(?:[ \\t]*\\r?\\n[ \\t*•-]*(?:team|age[ \\t]+group|level|squad|division)[ \\t]*[:：–|-][ \\t]*(${APART_TEAM})[ \\t]*(?=\\r?\\n|$)|,[ \\t]*(${APART_TEAM})[ \\t]*(?=[\\r\\n.;|)]|$)|[ \\t]+on[ \\t]+(?:their|the|its)[ \\t]+(${APART_TEAM})[ \\t]+(?:team|squad)(?![\\p{L}])|[^.;!?\\n]{1,40}?[ \\t]on[ \\t]+their[ \\t]+(${APART_TEAM})[ \\t]+(?:team|squad)(?![\\p{L}])|[ \\t]*[|·•][ \\t]*(${PIPED_TEAM})[ \\t]*(?=[|·•]|\\r?\\n|$))`,
  "iu",
);
/**
 * The club's team alone on the next line, unlabelled: "Club Team: Midwest Power Volleyball" / "15 Black", a signature's
 * "16 Elite | #14" or "17 Black #12", a travel team's "18U Gold - Martinez" with its coach.
 */
const TEAM_ON_NEXT_LINE = new RegExp(`^[ \\t]*\\r?\\n[ \\t]*(${AGE_GROUP}(?:-\\d)?(?:[ ][\\p{Lu}][\\p{L}'’-]*){0,2}(?:[ \\t]+[-–][ \\t]+(?:Coach[ \\t]+)?\\p{Lu}[\\p{L}'’-]+)?)[ \\t]*(?=\\r?\\n|$|[|•,]|#\\d)`, "u");
/**
 * A line that is only a club named for its sport: a club coach's signature ("Lia Moreno" / "Delta Storm Volleyball"), or
 * with its team alone on the next line ("Granite Peak Volleyball" / "16 Elite | #14").
 */
const SPORT_CLUB_LINE = /^[ \t]*((?:[\p{Lu}][\p{L}'’&-]*[ ]){1,4}(?:Volleyball|Softball|Lacrosse|Soccer|Hockey|Basketball))[ \t]*$/gmu;
/** "Delta Storm is my club": capitalised words said to be her club, or her travel team. */
const CLUB_SAID_MINE = /(?<![\p{L}\d'’&.-])((?:[\p{Lu}][\p{L}'’&-]*|\p{Lu}\d)(?:[ ][\p{Lu}\d][\p{L}\d'’&-]*){1,4})[ ]is[ ](?:my|her)[ ](?:club|travel[ ]team)(?![\p{L}])/gu;
/** What every CLUB_SAID_MINE match ends with: most mail says no such thing, and skips that scan (it tries words at every capital). */
const SAID_MINE = /[ ]is[ ](?:my|her)[ ](?:club|travel[ ]team)(?![\p{L}])/u;
/** The club's abbreviation in brackets inside its name, its team after it: "Northern Lights (NLVC) 17 Black". */
const ABBREVIATION_THEN_TEAM = new RegExp(`^[ \\t]*\\((\\p{Lu}{2,6})\\)[ ](${AGE_GROUP}(?:[ ][\\p{Lu}][\\p{L}'’-]*){0,2})(?![\\p{L}\\d])`, "u");
// A number with decimals after it is a rating or a mark, no age group ("a UTR of 11.2"). A club's first word may be a letter and a
// digit, as "A5 Mizuno 17-1", "K2 Elite 16 Black" start.
const clubShape = (ageGroup: string) => new RegExp(`(?<![\\p{L}\\d'’&.-])((?:[\\p{Lu}][\\p{L}'’&-]*|\\p{Lu}\\d)(?:[ ]${TEAM_WORD}){0,5}?[ ]${ageGroup}(?:-\\d)?(?![.,]\\d)(?:[ ][\\p{Lu}][\\p{L}'’-]*){0,2})(?![\\p{L}\\d])`, "gu");
const CLUB_SHAPE = clubShape(SHAPED_AGE_GROUP);
// In a soccer player's mail a birth year and letter is her team's wherever written ("Concorde Fire Platinum 08G").
const SOCCER_CLUB_SHAPE = clubShape(AGE_GROUP);
const SOCCER_WORDS = /\b(?:[Ss]occer|ECNL|FC|GK|CB|CDM|CAM|[Mm]idfielder|[Gg]oal(?:keeper|ie)|[Kk]eeper|[Cc]ent(?:er|re)[ -][Bb]acks?|[Oo]utside[ -][Bb]ack|[Ff]ullback|[Ss]triker|[Ww]inger)\b/u;
// Every sport's clubs end in their own words ("Cedar Valley Aquatics", "Derby City FC", "Sandpipers Beach Club", "Trinity Sol SC 09/10
// ECNL-RL", whose "SC" only with its birth years or age group: "Charleston SC" is South Carolina, as a sport's name only with its team:
// "Yorktown Lightning Lacrosse 2028 Black", not a college's "Marlow State Lacrosse"), start with them ("Club Atlético Fisherton"),
// "Tampa Bay United ECNL", with a team after it: "Chesapeake Lax Club 2027 Elite") or start with them abroad ("VK Mladost Zagreb",
// "UKS Jedynka Kraków", "Union Volley Ahrensburg", "Imoco Volley Conegliano", "Volley Bergamo 1991" with its founding year, "Clube Praia Mole"; a Serbian
// "OK" only after a preposition, as the word "OK" starts sentences).
const CLUB_WORD_SHAPE = /(?<![\p{L}\d'’&.-])((?:[\p{Lu}][\p{L}'’&-]*[ ]){1,4}(?:VBC|Volleyball Club|Volleyball Academy|Beach Academy|Beach Volleyball|Juniors|Fastpitch|Softball Club|FC|ECNL|Aquatics|Swim Club|Swim Team|Track Club|Running Club|Athletic Club|Rowing Club|Lacrosse Club|Lax Club|Soccer Club|Hockey Club|Field Hockey Club|Water Polo Club|Polo Club|Basketball Club|Tennis Academy|Tennis Club|Dive Team|Dive Club|Diving Club|Ski Club|Winter Sports Club|Wrestling Club|Grappling Club|Gymnastics Club|Crew|Harriers|Beach Club)(?:[ ](?:20[2-3]\d|(?:20)?0\d[GB]?(?:\/[01]\d)?|201[0-2]|[GB](?:20)?0\d|1[0-2][GB]|1[0-8]U?(?:-\d)?|19U|U-?1[0-9])(?:[ ][\p{Lu}][\p{L}'’-]+){0,2})?|(?:[\p{Lu}][\p{L}'’&-]*[ ]){1,4}(?:SC|Lacrosse|Lax|Soccer|Volleyball|Softball|Hockey)[ ](?:20[2-3]\d|(?:20)?0\d[GB]?(?:\/[01]\d)?|201[0-2]|[GB](?:20)?0\d|1[0-2][GB]|1[0-8]U?(?:-\d)?|19U|U-?1[0-9])(?:[ ][\p{Lu}][\p{L}'’-]+){0,2})(?![\p{L}\d])|(?<![\p{L}\d'’&.-])((?:VC|SC|TV|USC|VfB|VfL|TSV|FC|VK|CF|CD|SV|SG|FK|HC|RC|UKS|MKS|AZS|ŁKS|LKS|ŽOK|HAOK|CV|SSC|SVG|CSM|VV|Pallavolo|OK(?<=(?:^|[ \t(])(?:at|for|with|from|of|in|w|u|na|za|bei|beim|im|die|der|the)[ ]OK)|(?:[\p{Lu}][\p{L}'’&-]*[ ])?Volley(?![ ][Bb]all))[ ](?:[\p{Lu}][\p{L}'’&-]*[ ]?){1,3}(?:1[89]\d\d)?|Club(?:e)?[ ](?!(?:Volleyball|Softball|Team|Teams|Ball|Season|Nationals|Director)\b)[\p{Lu}][\p{L}'’&-]*(?:[ ][\p{Lu}][\p{L}'’&-]*){1,2}(?:[ ](?:sur|de|du|des|del|la|el)[ ][\p{L}][\p{L}'’&-]*)?)(?![\p{L}\d])/gu;
/** A word every CLUB_WORD_SHAPE match holds (its club word, or a part of one): only the lines with one are tried. */
const CLUB_WORD_HINT = /VBC|Volley|Beach|Juniors|Fastpitch|Softball|FC|ECNL|Aquatics|Swim|Track|Running|Athletic|Rowing|Lacrosse|Lax|Soccer|Hockey|Polo|Basketball|Tennis|Div|Ski|Winter|Wrestling|Grappling|Gymnastics|Crew|Harriers|SC|Club|VC|TV|Vf|TSV|VK|CF|CD|SV|SG|FK|HC|RC|KS|AZS|OK|CV|CSM|VV|Pallavolo/gu;
/** Every club shape's age group has a digit: only the lines with one are tried. */
const DIGIT = /\d/gu;
// "17 National" is a team level (as "17 Elite"); "Nationals", or "National" after anything but an age group, is an event; a
// camp's or tournament's "Group 16 Blue", "Bracket 17" is no team.
const NOT_A_CLUB = /\b(?:Qualifier|Classic|Nationals|(?<!\d[Uu]?[ ])National|Festival|Showcase|Tournament|Championships?|Cup|Open|Invitational|Camp|Clinic|University|College|High|School|HS|Year|Grade|Secondary|Class|Grad|GPA|Court|Pool|Field|Round|Level|League|Conference|District|Group|Bracket|Division|Session)\b/iu;
const MONTH_OR_DAY = /^(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?|mon(?:day)?|tue(?:s(?:day)?)?|wed(?:nesday)?|thu(?:rs(?:day)?)?|fri(?:day)?|sat(?:urday)?|sun(?:day)?)\.?(?![\p{L}])/iu;
/** "Dec 12", "Sat 14": a month or day and its number ("Sun City Stingers 16U" is a team). */
const isDate = (name: string) => MONTH_OR_DAY.test(name) && /^[\p{L}.]+[ \t]+\d/u.test(name);
/** Words that open a sentence before a team name ("Our Tri-State Thunder 16 Black", "MY DAUGHTER … FOR GEORGIA ACES 16U"). */
// Spanish and Portuguese ones too ("y para", "joga no"): a parent writing in her language names the school after them.
const LEAD_STOP = new Set("our my her his the at in on for with and from play plays playing team travel both she he i we also is a an daughter son who currently now u attend attends attending go goes to y e para na no en joga juega estudia estuda".split(" "));
/** A sentence word before a team name; "Team" capitalised starts the name itself ("Team Rise 17U", "Team Texas 16 Elite"). */
const leadsIntoName = (word: string) => word !== "Team" && LEAD_STOP.has(word.toLowerCase());
/** "tennessee team performance 17 national" in lower case: "team" after a word of the name is part of it ("my club team" is not). */
const teamInsideName = (words: readonly string[], index: number) =>
  words[index] === "team" && index > 0 && !LEAD_STOP.has(words[index - 1]!.toLowerCase()) && !/^(?:club|volleyball|softball|school|varsity)$/iu.test(words[index - 1]!);
/**
 * A word closing a sentence before a team's name ("Omaha NE. Cornhusker Juniors 18 Blue is my club"): a full stop after two
 * letters, not an abbreviation's inside a name ("St. Louis Spikes") nor initials' ("U.S.").
 */
const endsSentence = (word: string) => /\p{L}{2}\.$/u.test(word) && !/^(?:St|Mt|Ft|Pt|Dr|Sr|Jr)\.$/u.test(word);
/** Words that end a sentence after a team name ("… 18 Blue. Film", "… 17 Elite. I'm"). */
// Phone-typed contractions lose their apostrophe ("16 royal im 5'9").
const TRAIL_STOP = new Set("i i'm im i'd i've ive i'll you our her his she he my the we they film video and its".split(" "));

/** What is said of an opponent just before its team's name. */
const OPPONENT_BEFORE = /(?:\bvs\.?|\bversus|\bagainst|\bbeat(?:ing)?|\b(?:lost|losing|fell)[ \t]+to|\bdefeat(?:ed|ing)?|\bfac(?:ed?|ing)|\bswept|\b(?:win|victory|upset)[ \t]+(?:over|of))[ \t]+(?:the[ \t]+)?$/iu;

/** "we'll be at the Front Range Fireworks 18U", "playing in the Rocky Mountain Crossing 17 Open": where a team goes is an event, not a team. */
const EVENT_BEFORE = /\b(?:at|in|to)[ \t]+the[ \t]+$/iu;

/** Words numbering something else than a team: a road, a flat, a size, a chapter, a school course or a ranking ("Highway 17", "Apt 14", "English 11 Honors", "Top 10"). */
const NUMBERED_THING = new Set("apt apartment suite ste unit room rm floor building bldg lot box gate highway hwy route rte interstate exit mile size chapter page psalm verse lesson period week day game top english spanish french german math algebra geometry physics chemistry biology history calculus".split(" "));
const numbersAThing = (words: readonly string[]) => words.some((word, at) => at > 0 && AGE_WORD.test(word) && NUMBERED_THING.has(words[at - 1]!.toLowerCase()));

// A club team in lower-case mail ("lakeshore power 16u black", "lakeshore vbc"): its age group must carry its letter, as a bare
// number is any number; where its name starts is read as for capitalised names.
// A bare age group is a team's only with its colour or tier after it ("tri-state thunder 16 black").
const LOWER_COLOURS = TEAM_COLOURS.toLowerCase();
const LOWER_CLUB_SHAPE = new RegExp(`(?<![\\p{L}\\d'’&.-])((?:\\p{Ll}[\\p{Ll}'’&-]*[ ]){1,4}(?:(?:1[0-8][us]|19u|u-?1[0-9])(?:[ ](?:${LOWER_COLOURS}))?|1[0-8](?:-\\d)?[ ](?:${LOWER_COLOURS})|vbc|volleyball club|fastpitch|fc))(?![\\p{L}\\d])`, "gu");
/** A club's word in lower case ("vbc", "juniors", "club"), as CLUB_WORD_HINT finds them capitalised. */
const LOWER_CLUB_WORD = new RegExp(`(?<![\\p{L}])(?:${CLUB_WORD_HINT.source.toLowerCase()})(?![\\p{L}])`, "u");
const LOWER_CLUB_HINT = new RegExp(`(?:1[0-8][us]|19u|u-?1[0-9]|1[0-8](?:-\\d)?[ ](?:${LOWER_COLOURS})|vbc|volleyball club|fastpitch|fc)(?![\\p{L}\\d])`, "gu");

/** A club's word written in lower case, as clubs write it: "lakeshore" → "Lakeshore", "vbc" → "VBC", "09g" → "09G". */
const clubWordCase = (word: string) => (/^(?:vbc|vc|fc|sc|ecnl(?:-rl)?|npl|aau|\d{2}[gb]|[gb]\d{2})$/u.test(word) ? word.toUpperCase() : nameCase(word));

/**
 * "KJV 17 Elite", "Texas Legacy 17 Black" as the athlete's club (a school name goes to high school instead). `bodyStart`: where
 * the letter starts after its subject (0 where the subject is not told apart).
 */
export function clubCandidates(text: string, lowercase: boolean, bodyStart = 0): Candidate<string>[] {
  // Most mail names no past season: the clause around each club is then not read for one.
  const noClubNow = caselessTest(NO_CLUB_NOW, text);
  const lastSeasons = pastClubsOf(text, noClubNow);
  const shaped: Candidate<string>[] = [];
  // The lower-case shape needs a lower-case age group or club word on a line written in lower case; most mail has none, and skips its scan.
  const lowerShapes = [...text.matchAll(LOWER_CLUB_HINT)].some((hint) => lowercase || writtenInLowercase(text, hint.index)) ? ([[LOWER_CLUB_SHAPE, 0.6]] as const) : [];
  const teamShape = SOCCER_WORDS.test(text) ? SOCCER_CLUB_SHAPE : CLUB_SHAPE;
  const saidMine = SAID_MINE.test(text) ? ([[CLUB_SAID_MINE, 0.8]] as const) : [];
  for (const [pattern, confidence, hint] of [[teamShape, 0.7, DIGIT], [CLUB_WORD_SHAPE, 0.6, CLUB_WORD_HINT], [SPORT_CLUB_LINE, 0.6], ...saidMine, ...lowerShapes] as const) {
    for (const match of hint ? matchesOnLinesWith(pattern, hint, text) : matchesOf(pattern, text)) {
      const lower = pattern === LOWER_CLUB_SHAPE;
      if (lower && !lowercase && !writtenInLowercase(text, match.index)) continue;
      const written = (match[1] ?? match[2] ?? "").trim();
      // The team name starts after the last sentence word ("… IS A 2029 CATCHER FOR GEORGIA ACES 16U").
      const all = written.split(" ");
      const ageAt = all.findIndex((word) => AGE_WORD.test(word));
      const lastStop = all.reduce((last, word, index) => (((leadsIntoName(word) && !teamInsideName(all, index)) || endsSentence(word)) && (ageAt < 0 || index < ageAt) ? index : last), -1);
      const firstStopAfter = ageAt < 0 ? -1 : all.findIndex((word, index) => index > ageAt && (LEAD_STOP.has(word.toLowerCase()) || TRAIL_STOP.has(word.toLowerCase())));
      const words = all.slice(lastStop + 1, firstStopAfter < 0 ? all.length : firstStopAfter);
      while (words.length && TRAIL_STOP.has(words[words.length - 1]!.toLowerCase())) words.pop();
      const name = words.join(" ");
      if (words.length < 2 || MONTH_OR_DAY.test(name) || NOT_A_CLUB.test(name) || SCHOOL_TEAM.test(name) || numbersAThing(words) || (SCHOOL_WORDS.test(name) && !clubDespiteSchoolWord(name)) || /^\d/u.test(name)) continue;
      const start = match.index + match[0].indexOf(name);
      // Without capitals, a name starts only after a sentence word, or where a line or sentence starts ("ranked top 16s" is none).
      if (lower && lastStop < 0 && !/(?:^|[\n.!?][ \t]*|[:|,][ \t]*)$/u.test(text.slice(Math.max(0, start - 3), start))) continue;
      // "vs. Texas Legacy 17 Black", "we beat …", "lost to …": the opponent's team, not hers.
      if (OPPONENT_BEFORE.test(text.slice(Math.max(0, start - 24), start)) || EVENT_BEFORE.test(text.slice(Math.max(0, start - 12), start))) continue;
      // "Best 18: 68": a label with a number in it, its value after the colon; "Marlow State Volleyball 17s camp": an event's name.
      const next = text.slice(start + name.length, start + name.length + 16);
      if (/^[ \t]*:/u.test(next) || EVENT_NEXT.test(next)) continue;
      const team = withTeamSuffix(text, name, start + name.length, lower);
      const value = lower ? team.value.split(" ").map(clubWordCase).join(" ") : team.value;
      shaped.push({ value, end: team.end, confidence: confidence - (lastSeasons(text, start) ? PAST_SEASON_PENALTY : 0), start });
    }
  }
  const candidates: Candidate<string>[] = [];
  // The lower-case rules need a lower-case age group somewhere; most mail has none, and skips their scan.
  const lowerAgeGroup = LOWER_AGE_GROUP.test(text);
  for (const rule of CLUB_RULES) {
    if ((rule.lowercaseOnly && !lowerAgeGroup) || (rule.needs && !holdsAnyOf(text, rule.needs))) continue;
    const fast = caseless(rule.pattern, text);
    for (const match of matchesOf(fast.pattern, fast.text)) {
      const start = match.index + match[0].length;
      const read = readTeamName(text, start);
      // A paragraph written all in lower case (a quoted note under a capitalised forward) reads as a lower-case mail.
      const lower = lowercase || (read !== null && !/\p{Lu}/u.test(read.name) && writtenInLowercase(text, start));
      if (rule.lowercaseOnly && !lower) continue;
      // "we host Christian County on Dec 12": a date is no team.
      // "Sky High Volleyball" is a club with a school word inside its name.
      // "a 13s team": an age group alone names no club.
      if (!read || LABEL_WORD.test(read.name) || NO_NAME.test(read.name) || EXAM.test(read.name) || SCHOOL_YEAR.test(read.name) || SCHOOL_TEAM.test(read.name) || AGE_WORD.test(read.name) || ADDRESSEE.test(read.name) || VENUE.test(read.name) || SEASON_AND_YEAR.test(read.name) || (rule.confidence < LABELLED && EVENT_OR_CLASS_END.test(read.name)) || (SCHOOL_WORDS.test(read.name) && !clubDespiteSchoolWord(read.name)) || COLLEGE_WORDS.test(read.name) || isDate(read.name)) continue;
      if (!lower && !/^[\p{Lu}\d]/u.test(read.name) && rule.confidence < 0.95) continue;
      if (rule.confidence < LABELLED && notATeamOfItsClass(read.name)) continue;
      // "I've been with Coach Moreno for three years", "I play for God": a person, not a club.
      if (rule.confidence < LABELLED && PERSON_NOT_TEAM.test(read.name)) continue;
      // "I run the point for St. Amant": the school she names in full elsewhere ("St. Amant High School").
      if (namedAsSchool(text, read.name)) continue;
      const own = lower ? withoutSentenceAfterTeam(read) : capitalisedRun(read);
      // "the tennis team for Fall 2027 intake": the season is read whole only once the sentence's words after it are cut.
      if (SEASON_AND_YEAR.test(own.name)) continue;
      // With no capitals to mark a name, a club said in passing holds a number or a club word ("for three seasons", "a great teammate" hold none).
      if (lower && rule.confidence < LABELLED && !/\d/u.test(own.name) && !LOWER_CLUB_WORD.test(own.name)) continue;
      if (rule.namedAsTeam && !namesATeam(own.name)) continue;
      // "joga como levantadora no Brasil": where she plays is a country, not a club.
      if (schoolsMascotTeam(text, own.name) || (rule.confidence < LABELLED && countryAt(own.name) === own.name)) continue;
      const written = withClubOnNextLabel(text, withTeamSuffix(text, own.name, own.end, lower));
      const name = lower ? written.value.split(" ").map(clubWordCase).join(" ") : written.value;
      // "I play for X" is weakened only by an event in its own sentence, not by the next one on a paragraph's line.
      const onEvent = rule.confidence < LABELLED && !rule.owned && onEventLine(text, start) && onEventLine(sentenceAround(text, start), 0);
      // "i play at lakeshore vbc on 16 black": a team without its club is weaker than a club named anywhere.
      const clubless = rule.confidence < LABELLED && AGE_WORD.test(name.split(" ")[0]!);
      // "I train at Elevate Performance Academy and play for Vortex 16 Teal": where she trains is her club only when she names no team.
      const trainingPlace = rule.confidence < LABELLED && /\btrain/iu.test(match[0]) && !name.split(" ").some((word) => AGE_WORD.test(word));
      const penalties = (onEvent ? EVENT_LINE_PENALTY : 0) + (lastSeasons(text, start) ? PAST_SEASON_PENALTY : 0) + (trainingPlace ? TRAINING_PLACE_PENALTY : 0);
      const confidence = (clubless ? CLUBLESS_TEAM : rule.statesAMove && !penalties ? LABELLED : rule.confidence) - penalties;
      candidates.push({ value: name, confidence, start, end: written.end });
    }
  }
  const all = inLettersForm(text, inFullestForm(text, widenToShapes([...weakerOnEventLines(text, [...shaped, ...profileLineTeams(text)]), ...candidates]), lastSeasons), bodyStart, lastSeasons);
  // "I played for Keystone Comets for three years, but this fall I stopped club": the club she left is none now.
  const current = noClubNow ? all.filter((candidate) => !lastSeasons(text, candidate.start)) : all;
  return current.filter((candidate) => !STAFF_TITLE_FIRST.test(candidate.value)).map(withoutYearsOnTeam);
}

/** A coach's title opening a team-shaped name ("Head Coach 17U Girls" in a club coach's sign-off): the writer's job, not a team. */
const STAFF_TITLE_FIRST = /^(?:(?:Head|Assistant|Asst\.?|Associate)[ ]Coach|(?:Club[ ])?Director|Recruiting[ ]Coordinator)(?![\p{L}])/u;

/** Years on a team after its name: "Glenmoor 2010-2014", "Rain 15s 2023-2025" (past), "… 2025-present" (hers now). */
const YEARS_ON_TEAM_END = /[ ]((?:19|20)\d\d)[ ]?[-–][ ]?((?:19|20)\d\d|present|now|current)$/iu;

/** A team with the years she was on it: the team without them, weaker when those years have ended. */
function withoutYearsOnTeam(candidate: Candidate<string>): Candidate<string> {
  const years = YEARS_ON_TEAM_END.exec(candidate.value);
  if (!years) return candidate;
  const ended = /^\d/u.test(years[2]!);
  return { ...candidate, value: candidate.value.slice(0, years.index), confidence: candidate.confidence - (ended ? PAST_SEASON_PENALTY : 0) };
}

/** A name closing on a bare class year ("Southwest Louisiana Heat 2027"), as a travel team is named by its players' class. */
const CLASS_YEAR_END = /[ ]20[2-3]\d$/u;
const SEASON_WORD = /\b(?:Fall|Spring|Summer|Winter|Autumn|Season)\b/iu;
/** "Spring Classic 2027", "Fall 2027", "Class of 2027": a year after an event's, a season's or a class's words is theirs, not a team's. */
const notATeamOfItsClass = (name: string) => CLASS_YEAR_END.test(name) && (NOT_A_CLUB.test(name) || SEASON_WORD.test(name));

/** A travel team named by its class, alone as an item of a list ("Gulf South Bombers 2029"). */
const CLASS_YEAR_TEAM_ITEM = /^\p{Lu}[\p{L}'’&.-]*(?:[ ]\p{Lu}[\p{L}'’&.-]*){0,4}[ ]20[2-3]\d$/u;
/** Another item of a player's profile line: her class ("2029", "Class of 2029", "'29") or her positions ("CF/LF", "OH"). */
const PROFILE_ITEM = /^(?:(?:[Cc]lass[ ]of[ ])?20[2-3]\d|['’]\d{2}|\p{Lu}{1,3}(?:\/\p{Lu}{1,3})*)$/u;
const ITEM_SEPARATOR = /[ \t]*[|•·][ \t]*/u;

/**
 * A signature's profile line, its items apart ("2029 | CF/LF | Gulf South Bombers 2029", "Wren Halloway | Class of 2029 | …"):
 * capitalised words and a class year as one item of it (not the first) are her travel team, where another item is her class or positions.
 */
function profileLineTeams(text: string): Candidate<string>[] {
  if (!/[|•·]/u.test(text) || !/20[2-3]\d/u.test(text)) return [];
  const teams: Candidate<string>[] = [];
  let lineStart = 0;
  for (const line of text.split("\n")) {
    const items = /[|•·]/u.test(line) ? line.trim().split(ITEM_SEPARATOR) : [];
    if (items.length >= 3 && items.some((item) => PROFILE_ITEM.test(item))) {
      // The first item is her own name as often, a class year after it ("Maya Thompson 2027 | OH | …").
      for (const item of items.slice(1)) {
        if (!CLASS_YEAR_TEAM_ITEM.test(item) || notATeamOfItsClass(item) || SCHOOL_WORDS.test(item) || COLLEGE_WORDS.test(item) || isDate(item)) continue;
        const start = lineStart + line.indexOf(item);
        teams.push({ value: item, confidence: PROFILE_LINE_TEAM, start, end: start + item.length });
      }
    }
    lineStart += line.length + 1;
  }
  return teams;
}
const PROFILE_LINE_TEAM = 0.7;

const CLUBLESS_TEAM = 0.5;
const TRAINING_PLACE_PENALTY = 0.1;

/** The club's label on the line after a labelled team ("Team: 17 Elite" / "Club: Summit Peak"). */
const CLUB_ON_NEXT_LABEL = /^[ \t]*\r?\n[ \t*•-]*club(?:[ \t]+team)?[ \t]*[:：–|-][ \t]*/iu;

/** A team without its club ("17 Elite") whose club is labelled on the next line: the club and its team, one name. */
function withClubOnNextLabel(text: string, team: { value: string; end: number }): { value: string; end: number } {
  if (!AGE_WORD.test(team.value.split(" ")[0]!)) return team;
  const label = CLUB_ON_NEXT_LABEL.exec(text.slice(team.end, team.end + 40));
  const club = label ? readTeamName(text, team.end + label[0].length) : null;
  return club && !AGE_WORD.test(club.name.split(" ")[0]!) ? { value: `${club.name} ${team.value}`, end: team.end } : team;
}

/** A club named only in a forwarder's note counts less than one she names herself. */
const FORWARDERS_NOTE_CONFIDENCE = 0.6;

/**
 * A club coach forwarding her player's own note names the club above it ("one of our top arms on Arizona Storm 16U
 * Premier"): the athlete's club when her own words name none or a shorter form of it, with the note's line as the evidence.
 */
export function withClubOfForwardersNote(athlete: ExtractedAthlete, note: string): ExtractedAthlete {
  if (!note) return athlete;
  const club = best(clubCandidates(note, false));
  // "I'm a 2028 setter on 16 Black": a team without its club is no club; the director's note names it. So does a note naming
  // her club in full ("Arizona Storm 16U Premier") where her own words shorten it ("Arizona Storm 16U").
  const clubless = athlete.clubTeam !== null && AGE_WORD.test(athlete.clubTeam.value.split(" ")[0]!);
  const inFull = athlete.clubTeam !== null && club !== null && isFullerClubForm(club.value, athlete.clubTeam.value);
  if (!club || (athlete.clubTeam && !clubless && !inFull)) return athlete;
  const evidence = { value: club.value, confidence: Math.min(club.confidence, FORWARDERS_NOTE_CONFIDENCE), start: 0, end: 0, header: lineAround(note, club.start).line.trim() };
  return { ...athlete, clubTeam: toField(note, evidence) };
}

/**
 * The club in its fullest form written anywhere: "Riverbend VBC" or "Queen City 17 Elite" where the email also writes
 * "Riverbend VBC 17 Premier" or "Queen City Volleyball 17 Elite" (every word of the short form, in order, in the long
 * one). Last season's team is no fuller form of this season's club.
 */
function inFullestForm(text: string, candidates: Candidate<string>[], lastSeasons: (text: string, offset: number) => boolean): Candidate<string>[] {
  const words = candidates.map((candidate) => teamWords(candidate.value));
  const current = candidates.map((candidate) => !lastSeasons(text, candidate.start));
  // Each distinct form is looked for in the text once: a long email names the same team many times.
  const wholeForms = new Map<string, boolean>();
  const isWrittenWhole = (team: string) => wholeForms.get(team) ?? wholeForms.set(team, writtenWhole(text, team)).get(team)!;
  return candidates.map((candidate, index) => {
    let fullest = candidate.value;
    words.forEach((other, otherIndex) => {
      const longer = candidates[otherIndex]!.value;
      if (!current[otherIndex] || longer.length <= fullest.length) return;
      if (!(containsInOrder(other, words[index]!) || isTeamOfClub(other, words[index]!) || spellsOut(candidate.value, clubPart(longer)) || spelledOutTeam(candidate.value, longer))) return;
      // A team the email writes whole ("Prairie Fire 17 Black") keeps its form against one put together from a signature's
      // club and team written apart ("Prairie Fire VBC, 17 Black"): the email never writes that longer form.
      if (namesItsTeam(candidate.value) && !isWrittenWhole(longer)) return;
      fullest = longer;
    });
    return fullest === candidate.value ? candidate : { ...candidate, value: fullest };
  });
}

/** "Mountain West Volleyball Club 16-2 Navy" of "MWVC 16-2 Navy": the same team, its club's abbreviation spelled out. */
function spelledOutTeam(short: string, long: string): boolean {
  const club = clubPart(short);
  return club !== short && spellsOut(club, clubPart(long)) && short.slice(club.length) === long.slice(clubPart(long).length);
}

/** Whether the email writes the team as it reads, its words apart only by spaces (or a dash before a coach), in any case. */
function writtenWhole(text: string, team: string): boolean {
  const words = team.split(/[ ]+(?:-[ ]+)?/u).map(escapeRegExp);
  return new RegExp(`(?<![\\p{L}\\d])${words.join("[ \\t]+(?:[-–—][ \\t]+)?")}(?![\\p{L}\\d])`, "iu").test(text);
}

/** A team's words in lower case, an age group one word however written: "16s", "16U", "U16" and "16" are the same team's. */
const teamWords = (team: string) => team.toLowerCase().split(/[ –-]+/u).map((word) => word.replace(/^(?:(1[0-8])[us]|u(1[0-9]))$/u, "$1$2"));

/**
 * A club read in the subject in the letter's form of it, where the letter names the same club's team (the subject's words
 * before its age group, in order, and a team's age group or class year) and says more than the subject or names the team
 * otherwise ("Carolina Surge 18U" in the subject, "Carolina Surge Fastpitch 2027 – Pruett" signed in the letter): a subject
 * sums up what the letter writes out.
 */
function inLettersForm(text: string, candidates: Candidate<string>[], bodyStart: number, lastSeasons: (text: string, offset: number) => boolean): Candidate<string>[] {
  const letters = candidates.filter((candidate) => candidate.start >= bodyStart && !lastSeasons(text, candidate.start));
  if (!bodyStart || !letters.length) return candidates;
  return candidates.map((candidate) => {
    if (candidate.start >= bodyStart) return candidate;
    const club = teamWords(clubPart(candidate.value));
    const written = teamWords(candidate.value);
    const form = best(letters.filter((letter) => namesItsTeam(letter.value) && containsInOrder(teamWords(letter.value), club) && !containsInOrder(written, teamWords(letter.value))));
    return form ? { ...candidate, value: form.value } : candidate;
  });
}

/** A club's team named: its age group or class year ("Gem State 17 Red", "Carolina Surge Fastpitch 2027"), not the club alone ("Gem State Volleyball Club"). */
const namesItsTeam = (club: string) => club.split(" ").some((word) => AGE_WORD.test(word) || /^20[2-3]\d$/u.test(word));

/** A team's club, the words before its age group: "Lakeshore Power Volleyball Club" of "Lakeshore Power Volleyball Club 16 Black". */
function clubPart(team: string): string {
  const words = team.split(" ");
  const ageAt = words.findIndex((word) => AGE_WORD.test(word));
  return (ageAt < 0 ? words : words.slice(0, ageAt)).join(" ");
}

/** A club's own word after its name ("Tri-State Thunder VBC"), which its teams leave out ("Tri-State Thunder 16 Black"). */
const CLUB_OWN_WORDS = new Set("vbc vc volleyball club fc sc softball fastpitch lacrosse soccer".split(" "));

/** Whether `team` is a team of the club `club` names: the club's words without its own club words, then an age group. */
function isTeamOfClub(team: readonly string[], club: readonly string[]): boolean {
  let kept = club.length;
  while (kept > 1 && CLUB_OWN_WORDS.has(club[kept - 1]!)) kept--;
  return kept < club.length && club.slice(0, kept).every((word, at) => team[at] === word) && AGE_WORD.test(team[kept] ?? "");
}

/** Whether `fuller` writes the club `club` names with more of its words (all of `club`'s in order): "Heartland Crush 16 Red" of "Heartland Crush 16". */
export const isFullerClubForm = (fuller: string, club: string) => fuller.length > club.length && containsInOrder(teamWords(fuller), teamWords(club));

/** Whether every word of `part` appears in `whole` in the same order. */
function containsInOrder(whole: readonly string[], part: readonly string[]): boolean {
  let at = 0;
  for (const word of whole) if (at < part.length && word === part[at]) at++;
  return at === part.length;
}

/**
 * Words that put a clause in a past season ("Last year I played for …", "I previously played for …", "Before that I played
 * for …", "Before OCPC I played two years with …"), and the team or
 * school she left ("I transferred from Lakeview High School to …", "switched from Riverbend 15 Blue to …").
 */
const PAST_SEASON = /\b(?:last|previous|past)[ \t]+(?:year|season|spring|summer|fall|winter|club[ \t]+season)\b|\b(?:previously|formerly|used[ \t]+to|before[ \t]+(?:that|then))\b|\bbefore[ \t]+[^,.;!?\n]{1,40}?,?[ \t]+(?:i|she)[ \t]+(?:played|was|spent|swam|competed|rowed|trained)\b|\b(?:transferr?(?:ed|ing)|switch(?:ed|ing)|mov(?:ed|ing))[ \t]+(?:(?:over|clubs|schools|teams)[ \t]+)?from\b/i;
const PAST_SEASON_PENALTY = 0.3;
const PAST_WORDS = new RegExp(PAST_SEASON.source, "giu");
/**
 * "I stopped club", "she doesn't play club anymore", "now I only play for my high school", "she plays high school ball only":
 * she plays for no club now.
 */
const NO_CLUB_NOW = /\b(?:(?:stopped|quit|left|gave[ \t]+up)[ \t]+(?:playing[ \t]+)?club|no[ \t]+longer[ \t]+play(?:s|ing)?[ \t]+club|(?:do|does)(?:n['’]t|[ \t]+not)[ \t]+play[ \t]+club|not[ \t]+playing[ \t]+club|only[ \t]+play(?:s|ing)?[ \t]+for[ \t]+(?:my|her)[ \t]+(?:high[ \t]+)?school|play(?:s|ing)?[ \t]+(?:high[ \t]+school|hs)[ \t]+ball[ \t]+only)\b/iu;
/** "I played for Delaware Valley Strikers …", "played two seasons with …": where a club after a verb in the past tense starts. */
const PLAYED_FOR = /\b(?:played|competed|trained|swam|rowed|raced)[ \t]+(?:[\p{L}'’-]+[ \t]+){0,4}?(?:for|with|on|at)[ \t]+/giu;
/** "played for the Lakeland Lasers": a club's name starts after the article, a rule's read of it before. */
const ARTICLE = /^the[ \t]+/iu;
/**
 * "… until last spring", "… before joining …", "…, and now I play for …", "… from 2015-2019": the rest of the sentence says the club
 * she (or a writer of her own playing days) played for is no longer hers.
 */
const LEFT_SINCE_AFTER = /^[^.!?\n]{0,80}?\b(?:until|till|before[ \t]+(?:joining|moving|switching)|but[ \t]+now|now[ \t]+(?:i|she)|currently|from[ \t]+(?:19|20)\d\d[ \t]*(?:[-–]|to|through|until)[ \t]*(?:19|20)\d\d)\b/iu;

/**
 * The clubs of a past season: after its words ("Last year I played for …", "used to"), or after "played for" when the
 * sentence goes on to say she left ("until last spring", "now I play for …") or the mail says she plays no club now.
 */
function pastClubsOf(text: string, noClubNow: boolean): (text: string, offset: number) => boolean {
  const lastSeasons = caselessTest(PAST_SEASON, text);
  const afterPlayed = new Set(
    [...caselessMatches(PLAYED_FOR, text)].flatMap((match) => {
      const end = match.index + match[0].length;
      const article = ARTICLE.exec(text.slice(end, end + 8));
      return article ? [end, end + article[0].length] : [end];
    }),
  );
  if (!lastSeasons && !afterPlayed.size) return () => false;
  return (within, offset) => (lastSeasons && inPastSeason(within, offset)) || (afterPlayed.has(offset) && (noClubNow || LEFT_SINCE_AFTER.test(within.slice(offset, offset + 100))));
}

/** "…, but this year I moved to …": the clause turns to the present after its past season. */
const BACK_TO_PRESENT = /\b(?:but|now|currently|this[ \t]+(?:year|season|fall|spring))\b/iu;

/** Whether the clause before `offset` (back to a full stop, semicolon or line break) is about a past season: last season's club. */
function inPastSeason(text: string, offset: number): boolean {
  const before = text.slice(Math.max(0, offset - 80), offset);
  const clauseStart = Math.max(before.lastIndexOf("."), before.lastIndexOf(";"), before.lastIndexOf("\n"), before.lastIndexOf("!"), before.lastIndexOf("?"));
  const clause = before.slice(clauseStart + 1);
  let past: RegExpExecArray | undefined;
  for (const match of clause.matchAll(PAST_WORDS)) past = match;
  if (!past) return false;
  // "transferred from Lakeview High School to …": what she moved to is hers now.
  const after = clause.slice(past.index + past[0].length);
  return !BACK_TO_PRESENT.test(after) && !(/from$/iu.test(past[0]) && /\bto\b/iu.test(after));
}

/** "for Cresthaven's 2027 class", "with the Bluegrass Qualifier", "on the Great Lakes Junior Tour": a college's class, an event or a tour where a club's name would end. */
const EVENT_OR_CLASS_END = /\b(?:class|qualifier|classic|nationals|festival|showcase|tournament|championships?|invitational|camp|clinic|open|league|tour|circuit)$/iu;

/** An event or a college's class after a team-shaped name: the name is theirs ("Marlow State Volleyball 17s camp", "… Softball 2028 recruiting class"). */
const EVENT_NEXT = /^[ ](?:camps?|clinics?|showcase|tournament|qualifier|classic|invitational|championships?|festival|tryouts?|class|recruiting|signing)(?![\p{L}])/iu;

/** "the Rogers JV 16 team", "the Cornerstone Homeschool Eagles": a high school's (or home-schoolers') team. */
const SCHOOL_TEAM = /\b(?:JV|Varsity|Frosh|Home[ -]?school(?:ers)?)\b/iu;

/** "with Coach Moreno", "with Mrs. Lee": a person named by a title; "I play for God and my family": whom she plays for, not a team. */
const PERSON_NOT_TEAM = /^(?:(?:Coach|Mr|Mrs|Ms|Miss|Dr)\.?|God|Jesus|Christ|Him|Lord)(?![\p{L}])/u;

/** "I play for Grade 11 Lions", "Year 11": a school year's team is her school's, not a club. */
const SCHOOL_YEAR = /^(?:grade|year|yr|form)[ \t]+\d/iu;

/** "a setter for your program", "playing for you": the coach's team, not hers. */
const ADDRESSEE = /^(?:you|your|yours)(?![\p{L}])/iu;

/** "a college team for Fall 2027": a season and its year is a date. */
const SEASON_AND_YEAR = /^(?:fall|spring|summer|winter|autumn)[ \t]+(?:of[ \t]+)?20\d\d$/iu;

/** "on Court 12 Saturday", "Field 4": a numbered court, pool or field is where a team plays, not a team. */
const VENUE = /^(?:court|pool|field|gym|table|rink|lane|mat)[ \t]+\d/iu;

/** Small words inside clubs' names ("Club Vert et Or Sherbrooke", "Club Laval Hockey sur gazon", "Academy of Volleyball"). */
const NAME_CONNECTORS = new Set("de du des del la le les sur et y e of the da do di van von der den".split(" "));

/** A lower-case name read on past its team into the sentence ("vision 15 black my gpa is 4"): up to the sentence's first word after the age group. */
function withoutSentenceAfterTeam(read: { name: string; end: number }): { name: string; end: number } {
  const words = read.name.split(" ");
  const ageAt = words.findIndex((word) => AGE_WORD.test(word));
  const stop = ageAt < 0 ? -1 : words.findIndex((word, index) => index > ageAt && (LEAD_STOP.has(word) || TRAIL_STOP.has(word)));
  if (stop < 0) return read;
  const name = words.slice(0, stop).join(" ");
  return { name, end: read.end - (read.name.length - name.length) };
}

/**
 * A club read in a capitalised mail ends before the sentence's first lower-case word ("Rocky Mountain Juniors went 6-1"):
 * clubs' names are capitalised but for a few connectors, and the last of those is the sentence's again.
 */
function capitalisedRun(read: { name: string; end: number }): { name: string; end: number } {
  const words = read.name.split(" ");
  // "Praia Clube sub-19", "Vôlei Osasco u18": an age group in lower case is the team's; "Boréales de l'Estrie": a French
  // name's elided article before a capital is the name's.
  let kept = words.findIndex((word, index) => index > 0 && /^\p{Ll}/u.test(word) && !NAME_CONNECTORS.has(word) && !LOWER_AGE_WORD.test(word) && !/^[ld]['’]\p{Lu}/u.test(word));
  if (kept < 0) return read;
  while (kept > 1 && NAME_CONNECTORS.has(words[kept - 1]!)) kept--;
  const name = words.slice(0, kept).join(" ");
  return { name, end: read.end - (read.name.length - name.length) };
}

const LOWER_AGE_GROUP = /(?:1[0-9]u|1[0-8]s|u-?1[0-9])(?![\p{L}\d])/u;
/** An age group written in lower case as a word of its own: "u18", "u-17", "sub-19", "sub17". */
const LOWER_AGE_WORD = /^(?:u|sub)-?1[0-9]$/u;

/** Links and addresses, whose capitals are no writer's ("youtu.be/Dw7kP3rTx2m"); a label's colon ("Club: …") makes none. */
const LINK_OR_ADDRESS = /(?<!\S)\S*[:/@](?=\S)\S*/gu;

/** Whether the line around `offset` has words but no lower-case letter outside its links: a writer who types in capitals. */
export function writtenInCapitals(text: string, offset: number): boolean {
  const words = lineAround(text, offset).line.replace(LINK_OR_ADDRESS, "");
  return !/\p{Ll}/u.test(words) && /\p{Lu}{3}/u.test(words);
}

/** Whether the line around `offset` has words but no capital outside its links: a writer who never uses them. */
export function writtenInLowercase(text: string, offset: number): boolean {
  const words = lineAround(text, offset).line.replace(LINK_OR_ADDRESS, "");
  return !/\p{Lu}/u.test(words) && /\p{Ll}{3}/u.test(words);
}

/** A school word right after a name: "St. Amant| High School". */
const SCHOOL_WORD_NEXT = /^[ ](?:High School|HS|H\.S\.|High|Academy|Prep|Catholic|Christian School|Secondary)(?![\p{L}])/u;

/** Whether `name` is written elsewhere with a school word after it: "St. Amant" of "St. Amant High School". */
function namedAsSchool(text: string, name: string): boolean {
  for (let at = text.indexOf(name); at >= 0; at = text.indexOf(name, at + 1)) {
    if (SCHOOL_WORD_NEXT.test(text.slice(at + name.length, at + name.length + 16))) return true;
  }
  return false;
}

/**
 * "I play for the Westlake Chaparrals in the fall" of a junior at "Westlake High School": her school's team, named by the
 * school's name and its mascot; a club's age group, colour or own word says it is none ("Westlake Volleyball Club").
 */
function schoolsMascotTeam(text: string, name: string): boolean {
  const words = name.split(" ");
  if (words.length < 2 || SCHOOL_WORDS.test(name) || words.some((word) => AGE_WORD.test(word)) || CLUB_NAME_END.test(name) || TEAM_COLOUR_END.test(name)) return false;
  return namedAsSchool(text, words.slice(0, -1).join(" "));
}

/** Where a sentence ends inside a line (not after "St." or "vs."). */
const SENTENCE_END = /(?<!(?:^|[^\p{L}])(?:St|Mt|Ft|Dr|Mr|Mrs|Ms|vs|No|Jr|Sr))[.!?]+[ \t]+/gu;

/** The sentence around `offset`: a paragraph sent as one long line holds several. */
function sentenceAround(text: string, offset: number): string {
  const { start, line } = lineAround(text, offset);
  let from = 0;
  let to = line.length;
  for (const end of line.matchAll(SENTENCE_END)) {
    if (end.index + end[0].length <= offset - start) from = end.index + end[0].length;
    else if (end.index >= offset - start) {
      to = end.index;
      break;
    }
  }
  return line.slice(from, to);
}

/**
 * A team or school named on an event line without a label ("with KJV 17 Elite at the Triple Crown March 13-15")
 * may be the opponent, the host or last season's: it counts less, so a later email's event sentence never
 * outweighs the club or school she stated.
 */
function weakerOnEventLines(text: string, candidates: Candidate<string>[]): Candidate<string>[] {
  return candidates.map((candidate) => (candidate.confidence < LABELLED && onEventLine(text, candidate.start) ? { ...candidate, confidence: candidate.confidence - EVENT_LINE_PENALTY } : candidate));
}

/** The confidence of a labelled value ("Club: …", "High School: …"), which an event line does not weaken. */
const LABELLED = 0.95;

/** A triggered read cut short ("I play for Makai Volleyball" of "Makai Volleyball Club 16 Gold") takes the whole team name. */
function widenToShapes(candidates: Candidate<string>[]): Candidate<string>[] {
  return candidates.map((candidate) => {
    const wider = candidates.find((other) => other !== candidate && other.start === candidate.start && other.end > candidate.end);
    return wider ? { ...candidate, value: wider.value, end: wider.end } : candidate;
  });
}

// "Westlake High School", "Lincoln HS", "St. Mary's Academy", "Okanagan Mission Secondary", "Concordia Lutheran" (a church's school as
// a Catholic or Christian one is named), "Savannah Country Day Ridge School",
// "Harbor School of the Arts", "International School of Lakeview", "Rideau Hill Collegiate Institute",
// and abroad "Glebe Hill Collegiate", "Kingsford Grammar", "Katedralparkens gymnasium", "Sandnes Vest videregående skole", written anywhere; words are one space apart (a tab or a run of spaces is a table column); "Secondary:" is a profile's label ("Primary: RHP Secondary: 1B"). A name starts at a word's start, not glued to a number ("10G Academy" is a team)
// (without that lookbehind each letter of a long word starts a scan to its end).
const SCHOOL_NAME = /(?<![\p{L}\d'’&-])((?:(?:St\.?|Saint|Mt\.?|Fort|Ft\.?|Dr\.|Sr\.|Jr\.|(?:\p{Lu}\.){1,3}|[\p{Lu}][\p{L}'’&-]*)[ ]){1,5}(?:High[ ]School|HS|H\.S\.|High(?![ ](?:Volleyball|Softball|Club|Juniors|Elite|Performance|Athletics|VBC|FC|Fastpitch|Lacrosse|Soccer|Aquatics))|Academy|Prep(?:aratory)?(?:[ ]School)?|Catholic|Christian(?:[ ]School)?|Lutheran(?:[ ](?:High[ ]School|High|School))?|Secondary(?:[ ]School)?(?![ \t]*[:：])|School(?:[ ]of[ ](?:the[ ])?\p{Lu}[\p{L}'’-]*(?:[ ](?:and[ ])?\p{Lu}[\p{L}'’-]*){0,2})?|Collegiate(?:[ ]Institute|(?![ ](?:Athletic|Volleyball|Softball|Club|Showcase|Camp)))|Grammar(?:[ ]School)?|gymnasium|videreg[åa]ende[ ]skole))(?![\p{L}])/dgu;
// "École secondaire des Sources", "Collège Mont-Royal-Est", "Gymnasium Altona-Nord", "Gymnasium am Marktplatz", "Colegio San José",
// "Colégio Catarinense Norte", "Prepa Tec Valle Alto", a Mexican "Preparatoria Colegio del Bosque" whole, a Quebec "Séminaire
// Saint-Joseph", "IES Ribalta del Mar", "Cégep de Sainte-Foy", "BORG Klosterneuburg", a Basque
// "Ikastola Zubiri"; numbered schools keep their
// number ("XV. Gimnazija Zagreb", "II Liceum Ogólnokształcące", "3rd Lykeio of Thermi"); hyphenated compounds end in the
// school's word ("Käthe-Kollwitz-Gymnasium").
const SCHOOL_FIRST = /((?:(?:[IVXL]{1,5}\.[ ]|[IVXL]{2,5}[ ]|\d{1,2}(?:st|nd|rd|th)[ ])?(?:[ÉE]cole[ ]secondaire|[ÉE]cole|Coll[èe]ge|Lyc[ée]e|Gymnasium|Gymn[áa]zium|Gimnazjum|Lyceum|Gimnazija|Gimnasio|Col[ée]gio|Escuela|Instituto|IES|Liceo|Liceum|Liceu|Lykeio|Escola|Preparatoria|Prepa|S[ée]minaire|Realschule|Gesamtschule|Polyvalente|C[ée]gep|CEGEP|BORG|BRG|Ikastola)(?:[ ](?:am|an|im|zum|zur|auf)(?=[ ]\p{Lu}))?(?:[ ](?:\p{Lu}[\p{L}'’-]*|des|de|du|la|le|les|del|do|da|der|of)){1,4})|(?<![\p{L}-])(?:\p{Lu}\p{L}{0,20}-){1,3}(?:Gymnasium|Schule|Realschule|Gesamtschule))(?![\p{L}])/dgu;
/** Compounds ending in the school's word: "Sint-Barbaracollege", "Katedralskolan" (scanned only where such an ending is written). */
const SCHOOL_COMPOUND = /(?<![\p{L}-])((?:\p{Lu}\p{L}{0,20}-){0,3}\p{Lu}\p{Ll}{2,30}(?![\p{L}])(?<=\p{Ll}{2}(?:college|lyceum|gymnasium|skolan)))/dgu;
/**
 * What every SCHOOL_NAME and SCHOOL_FIRST match holds (a school's word after a space; the start of a school's word in another
 * language): mail without one skips that scan, which tries words at every capital.
 */
const SCHOOL_NAME_WORD = /[ ](?:High|HS|H\.S\.|Academy|Prep|Catholic|Christian|Lutheran|Secondary|School|Collegiate|Grammar|gymnasium|videreg[åa]ende)/u;
const SCHOOL_FIRST_WORD = /[ÉE]cole|Coll[èe]ge|Lyc[ée]e|Gymn|Gimn|Lyceum|Col[ée]gio|Escuela|Instituto|IES|Lice|Lykeio|Escola|Prepa|S[ée]minaire|[Ss]chule|Polyvalente|C[ée]gep|CEGEP|BORG|BRG|Ikastola/u;
const COMPOUND_SCHOOL_END = /\p{Ll}(?:college|lyceum|gymnasium|skolan)(?![\p{L}])/u;
/** "Stedelijk Gymnasium Utrecht", "Christelijk Lyceum Delft": the word before a gymnasium or lyceum is its name's. */
const WORD_BEFORE_GYMNASIUM = /(?<![\p{L}])(\p{Lu}\p{Ll}{2,20})[ ]$/u;
/** "Club: N/A", "Club: none this season", "School: TBD": a label left without a name. */
const NO_NAME = /^(?:n\/?a|none|nil|tbd|tba|not[ \t]+yet|no[ \t]+club)(?![\p{L}])/iu;
/** "a 1310 on the SAT", "on the ACT in June": a test she sat, not a team she is on. */
const EXAM = /^(?:P?SAT|ACT|TOEFL|IELTS)(?![\p{L}])/u;
/** "School: Homeschool", "High School: Home schooled": no school's name. */
const HOMESCHOOL = /^home[ -]?school(?:ed|ing)?(?![\p{L}])/iu;
/** "I go to Bishop Gorman", "Archbishop Mitty", "Cardinal Newman": a Catholic school named by its patron. */
const CATHOLIC_SCHOOL = /^(?:Bishop|Archbishop|Cardinal|Our Lady|Sacred Heart|Notre Dame|Mater Dei)(?:$|[ ]\p{Lu})/u;
const LOWER_SCHOOL_WORD = /(?<![\p{L}])(?:high school|senior high|hs|academy|prep)(?![\p{L}])/gu;
const SCHOOL_LOWER = /(?<![\p{L}])((?:[\p{Ll}][\p{L}'’.-]*[ ]){1,4}(?:high school|senior high|hs|academy|prep))(?![\p{L}])/dgu;
/** The same in a line written all in capitals ("AT CEDAR FALLS NORTHGATE HIGH SCHOOL"), whose capitals start no name. */
const UPPER_SCHOOL_WORD = /(?<![\p{L}])(?:HIGH SCHOOL|HS)(?![\p{L}])/gu;
const SCHOOL_UPPER = /(?<![\p{L}])((?:[\p{Lu}][\p{Lu}'’.-]*[ ]){1,4}(?:HIGH SCHOOL|HS))(?![\p{L}])/dgu;
/** A school's name that goes on as a church's, a service's or a building's: "Grace Christian Fellowship", "Summit Prep Rankings", "Marlow Academy Fieldhouse". */
const NOT_A_SCHOOL_NEXT = /^[ ](?:Church|Fellowship|Ministry|Ministries|Parish|Charities|Rankings?|Recruiting|Scouting|Report|Network|Services|Media|Fieldhouse|Arena|Center|Centre|Complex|Stadium|Natatorium)(?![\p{L}])/u;
/** "School" that is not a high school (a middle school, an upper school inside one), and clubs called academies. */
const NOT_HIGH_SCHOOL = new RegExp(`\\b(?:Middle|Junior|Elementary|Summer|Graduate|Law|Medical|Business|Sunday|Grade|Primary|Upper|Lower|${TRAINING_WORDS})[ ](?:High[ ])?(?:School|Academy)\\b|\\bJunior High\\b|\\b(?:English|Latin|French|Spanish|German|Greek)[ ]Grammar$`, "u");
const SUFFIX_WORD = /^(?:High|School|HS|Secondary|Academy|Prep)$/iu;
/** One word is a school as a compound ending in the school's word: "Katedralskolan", "Erasmuslyceum". */
const COMPOUND_SCHOOL = /\p{Ll}(?:college|lyceum|gymnasium|skolan)$/u;
/** "at the Lakeside gymnasium": in English a gymnasium after "the" is a gym, not a school abroad. */
const GYM_AFTER_THE = /\bthe[ \t]+$/iu;
/** A table header cell read as a value ("High School | GPA |"). */
const LABEL_WORD = /^(?:gpa|grad|pos|ht|club|team|name|height|position|year|class|email|phone|city|state|hometown|location|school|high school|#)\b/iu;

/** "Bats R, throws R. Sickles High School": the hand she throws with, before a name, is no initial of it. */
const HAND_BEFORE = /\b(?:bats|throws)(?:[ \t]*\/[ \t]*throws)?[ \t]*:?[ \t]*(?:[RL][ \t]*\/[ \t]*)?$/iu;
/** "Regis Jesuit HS '28": her class year after the school's name. */
const CLASS_YEAR_AFTER = /[ \t]+['’]\d{2}$/u;
const SENTENCE_AFTER_SCHOOL_WORD = /(\b(?:School|Academy|High|HS|H\.S\.|Prep|Preparatory|Secondary|Catholic|Christian))(?:[ ]\p{Ll}[\p{L}'’-]*){1,3}$/u;
/** The first school word of a name read after "attends", "School:"…: what follows it may be the sentence's. */
const FIRST_SCHOOL_WORD = /\b(?:School|Academy|High|HS|H\.S\.|Prep|Preparatory|Secondary|Catholic|Christian)(?![\p{L}])/iu;
/** Pronouns, which no school's name has after its school word ("Collierville High School My GPA Is" of a letter in Title Case). */
const PRONOUNS = new Set("i i'm im i'd i've my me she she's her he his we our they you".split(" "));
/** Words that start a sentence's own words, not a school's name ("union high school my gpa is 3", "… HIGH SCHOOL AND PLAY FOR"). */
const SENTENCE_WORDS = new Set([...PRONOUNS, ..."and but so is was are am with where who which that because in at on".split(" ")]);

/**
 * A school's name without the sentence read on after its school word: from a number or a pronoun on ("Milton High School
 * 3 days a week", "… High School My GPA Is"), and, where case says nothing (a lower-case mail, a name in capitals), from a
 * sentence's word on ("… high school my gpa is").
 */
function withoutSentenceTail(name: string, caseless: boolean): string {
  const schoolWord = FIRST_SCHOOL_WORD.exec(name);
  if (!schoolWord) return name;
  const head = name.slice(0, schoolWord.index + schoolWord[0].length);
  const words = name.slice(head.length).split(" ").filter(Boolean);
  const tailStart = words.findIndex((word) => /^\d/u.test(word) || (caseless ? SENTENCE_WORDS : PRONOUNS).has(word.toLowerCase()));
  return tailStart === -1 ? name : [head, ...words.slice(0, tailStart)].join(" ");
}

export function highSchoolCandidates(text: string, lowercase: boolean): Candidate<string>[] {
  const candidates: Candidate<string>[] = [];
  for (const rule of SCHOOL_RULES) {
    const fast = caseless(rule.pattern, text);
    for (const match of matchesOf(fast.pattern, fast.text)) {
      const start = match.index + match[0].length;
      const read = readTeamName(text, start);
      if (!read || LABEL_WORD.test(read.name) || COLLEGE_WORDS.test(read.name) || HOMESCHOOL.test(read.name) || NO_NAME.test(read.name)) continue;
      if (!SCHOOL_WORDS.test(read.name) && !CATHOLIC_SCHOOL.test(read.name) && rule.confidence < 0.95 && !rule.byStanding) continue;
      // Without a school word, only a name written as one ("Westview", not "a school near home").
      if (rule.byStanding && (!/^\p{Lu}/u.test(read.name) || (!lowercase && !SCHOOL_WORDS.test(read.name) && LOWER_WORD.test(read.name)))) continue;
      // "Laurel Springs School online": words in lower case after the school word are the sentence's.
      const caseless = lowercase || read.name === read.name.toUpperCase();
      const value = withoutSentenceTail(caseless ? read.name : read.name.replace(SENTENCE_AFTER_SCHOOL_WORD, "$1"), caseless).replace(CLASS_YEAR_AFTER, "");
      // In lower case a sentence's words before the name look like the name's ("y para nogales valley high school").
      const words = value.split(" ");
      while (lowercase && words.length > 2 && LEAD_STOP.has(words[0]!)) words.shift();
      const written = lowercase ? words.map((word) => (/^h\.?s\.?$/u.test(word) ? word.toUpperCase() : nameCase(word))).join(" ") : value;
      candidates.push({ value: written, confidence: rule.confidence, start, end: read.end - (read.name.length - value.length) });
    }
  }
  // Lower-case names only in lower-case mail, or in a paragraph written all in lower case.
  const shapes: [RegExp, number][] = [];
  if (SCHOOL_NAME_WORD.test(text)) shapes.push([SCHOOL_NAME, 0.8]);
  if (SCHOOL_FIRST_WORD.test(text)) shapes.push([SCHOOL_FIRST, 0.8]);
  if (COMPOUND_SCHOOL_END.test(text)) shapes.push([SCHOOL_COMPOUND, 0.8]);
  if ([...text.matchAll(UPPER_SCHOOL_WORD)].some((word) => writtenInCapitals(text, word.index))) shapes.push([SCHOOL_UPPER, 0.7]);
  if (lowercase || [...text.matchAll(LOWER_SCHOOL_WORD)].some((word) => writtenInLowercase(text, word.index))) shapes.push([SCHOOL_LOWER, 0.7]);
  for (const [pattern, confidence] of shapes) {
    for (const match of matchesOf(pattern, text)) {
      if (pattern === SCHOOL_LOWER && !lowercase && !writtenInLowercase(text, match.index)) continue;
      if (pattern === SCHOOL_UPPER && !writtenInCapitals(text, match.index)) continue;
      const caseless = pattern === SCHOOL_LOWER || pattern === SCHOOL_UPPER;
      // In capitals or in lower case the sentence's words look like the name's: it starts after the last of them ("… AT CEDAR
      // FALLS …", "2028 rs/opp at westbrook high school").
      const read = match[1]!.split(" ");
      const words = caseless ? read.slice(read.findLastIndex((word) => LEAD_STOP.has(word.toLowerCase())) + 1) : read;
      if (!words.length) continue;
      if (/^(?:Gymnasium|Lyceum)$/u.test(words[0]!)) {
        const before = WORD_BEFORE_GYMNASIUM.exec(text.slice(Math.max(0, groupStart(match, 1) - 24), groupStart(match, 1)));
        if (before) words.unshift(before[1]!);
      }
      while (words.length > 1 && LEAD_STOP.has(words[0]!.toLowerCase())) words.shift();
      if (words.length > 1 && /^\p{Lu}\.$/u.test(words[0]!)) {
        const nameStart = groupEnd(match, 1) - words.join(" ").length;
        if (HAND_BEFORE.test(text.slice(Math.max(0, nameStart - 24), nameStart))) words.shift();
      }
      const written = words.join(" ");
      // One word is a school only as a compound of its name ("Käthe-Kollwitz-Gymnasium").
      if ((words.length < 2 && !written.includes("-") && !COMPOUND_SCHOOL.test(written)) || words.every((word) => SUFFIX_WORD.test(word)) || COLLEGE_WORDS.test(written) || NOT_HIGH_SCHOOL.test(written) || isDate(written)) continue;
      if (written.endsWith(" gymnasium") && GYM_AFTER_THE.test(text.slice(Math.max(0, groupEnd(match, 1) - written.length - 8), groupEnd(match, 1) - written.length))) continue;
      // "Gateway Academy 17 Black": an academy with an age group's team after it is a club.
      if (/Academy$/u.test(written) && TEAM_YEAR_NEXT.test(text.slice(groupEnd(match, 1), groupEnd(match, 1) + 6))) continue;
      if (NOT_A_SCHOOL_NEXT.test(text.slice(groupEnd(match, 1), groupEnd(match, 1) + 20))) continue;
      const name = caseless ? words.map((word) => (/^hs$/iu.test(word) ? "HS" : nameCase(word.toLowerCase()))).join(" ") : written;
      candidates.push({ value: name, confidence, start: groupEnd(match, 1) - written.length, end: groupEnd(match, 1) });
    }
  }
  const current = candidates.filter((candidate) => !namesTheCollege(text, candidate) && !GREETING_LINE.test(lineAround(text, candidate.start).line));
  // "I transferred from Lakeview High School to Grandvale Prep": the school she left counts less, as last season's club does.
  const left = caselessTest(PAST_SEASON, text) ? current.map((candidate) => (inPastSeason(text, candidate.start) ? { ...candidate, confidence: candidate.confidence - PAST_SEASON_PENALTY } : candidate)) : current;
  return weakerOnEventLines(text, spelledOutSchools(left));
}

/** "Dear Bellmont Christian Volleyball Staff,": the greeting names the college it is sent to, not her school. */
const GREETING_LINE = /^[ \t]*(?:dear|hi|hello|hey|greetings|good[ \t]+(?:morning|afternoon|evening))(?![\p{L}])[^\n.!?]{0,80}[,:][ \t]*$/iu;

/**
 * "my dream to play at the Calloway Naval Academy", "wanted to play at Harmon Christian", "hope to attend …", "interested
 * in …", "your program at …", "thank you for having me at …", "I visited …": the college she hopes to play for or has
 * visited, named as schools are.
 */
const COLLEGE_BEFORE = /(?:\b(?:to|of|about)[ \t]+(?:play(?:ing)?|compet(?:e|ing)|run(?:ning)?|swim(?:ming)?|row(?:ing)?|continu(?:e|ing)(?:[ \t]+my[ \t]+career)?)(?:[ \t]+[a-z]+){0,2}?[ \t]+(?:at|for)|\b(?:love|like|hope|hoping|plan|planning|want|wanted|dream)[ \t]+to[ \t]+attend|\binterested[ \t]+in|\bcommit(?:ted)?[ \t]+to|\byour[ \t]+(?:program|programme|team|campus|staff)[ \t]+at|\bhaving[ \t]+me[ \t]+(?:at|to)|\bvisit(?:ed|ing)?)[ \t]+(?:the[ \t]+)?$/i;
/** The words COLLEGE_BEFORE can end with: most schools' words before them end otherwise, and skip its scan. */
const COLLEGE_BEFORE_LAST_WORDS = new Set(["at", "for", "in", "to", "the", "visit", "visited", "visiting"]);
/** "… Harmon Christian for junior day", "… for your camp": where she went to be seen is the college. */
const COLLEGE_AFTER = /^[ \t]+for[ \t]+(?:your[ \t]+|the[ \t]+|a[ \t]+)?(?:junior[ \t]+day|(?:id[ \t]+)?camp|clinic|(?:un)?official[ \t]+visit|visit|prospect[ \t]+day)/iu;

/** The college she hopes to play for or has visited, which is not her school. */
function namesTheCollege(text: string, school: Candidate<string>): boolean {
  const before = text.slice(Math.max(0, school.start - 60), school.start);
  const lastWord = before.trimEnd().split(/[ \t\n]/u).at(-1)!.toLowerCase();
  return (COLLEGE_BEFORE_LAST_WORDS.has(lastWord) && COLLEGE_BEFORE.test(before)) || COLLEGE_AFTER.test(text.slice(school.end, school.end + 40));
}

/** A school written as its initials ("SMA HS", "CCHS"), with or without "HS" after them. */
const SCHOOL_INITIALS = /^(\p{Lu}{2,6})(?:[ ](?:HS|H\.S\.))?$/u;

/**
 * A school's initials give way to its name written elsewhere in the email: "SMA HS (St. Margaret's Academy)"; so do the first
 * words of its name ("Okemah Christian" in a subject, "Okemah Christian School" in the letter).
 */
function spelledOutSchools(candidates: Candidate<string>[]): Candidate<string>[] {
  return candidates.map((candidate) => {
    const longer = candidates.find((other) => other.value.startsWith(`${candidate.value} `));
    if (longer) return { ...candidate, value: longer.value };
    const initials = SCHOOL_INITIALS.exec(candidate.value);
    if (!initials) return candidate;
    const letters = candidate.value.replace(/[ .]/gu, "");
    const full = candidates.find((other) => other !== candidate && (spellsOut(initials[1]!, other.value) || spellsOut(letters, other.value)));
    return full ? { ...candidate, value: full.value } : candidate;
  });
}
