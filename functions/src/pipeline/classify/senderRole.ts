import type { SenderRole } from "@machines/inbox/senderRole";
import type { Mailbox } from "@machines/inbox/processedEmail";
import { isEduAddress } from "@machines/shared/email";
import { caseless, caselessTest, fold } from "../text";
import { MY_NAME_IS } from "../extract/vocabulary";
import { ATHLETE_NOUNS } from "../extract/sports";

// A club's own recruiting coordinator ("Recruiting Coordinator, Tidal VBC", "…, Shore Storm U17 Elite") is the club's staff, not a service's.
// So is a college's ("Recruiting Coordinator | Women's Lacrosse", "…, Larkspur Bend College"), and the one an athlete writes
// to ("your office's recruiting coordinator"): the college's own staff. An agency says whom it works with: "I work with Spanish
// student-athletes who want to study and compete in the United States".
const SERVICE = /\b(?:scouting|premium (?:membership|access)|coach account|ncsa|next college student athlete|sportsrecruits|sports recruits|fieldlevel|field level|captain ?u|berecruited|be recruited|recruiting service|(?:head |senior |lead )?recruiting coach|scouting (?:service|report)|(?<!\byour[ \t]+(?:(?:office|program|programme|team|staff)['’]s[ \t]+)?)recruiting (?:coordinator|specialist)(?![^.\n]{0,40}\b(?:vbc|vc|club|juniors|fc|sc|1\d(?:u|s)?|u-?1\d|(?:wo)?men['’]s|college|university)\b)|(?:college )?recruiting (?:consultant|advisor|adviser|agent|agency|firm)|(?:sports? |athlete |player |scholarship )?placement agency|(?:our|unsere) (?:[\p{L}-]+ ){0,2}(?:athletes|athletinnen|players|spielerinnen|prospects) (?:available|verfügbar)\b[^.\n]{0,30}\bintake|(?:sou|soy|je suis|ich bin|sono)(?: (?:o|a|el|la|der|die|un|une|l['’]))? ?(?:agente|agent(?:in)?)(?: (?:da|de|do|del|von|di))?|i(?:['’]m| am) (?:an? |the )?(?:sports |athlete |player )?agent (?:for|at|with|of)|(?:ajudo|ajudamos|ayudo|ayudamos|we help|i help) (?:[\p{L}-]+ )?(?:atletas|athletes|players|jogadoras|jugadoras|student[- ]athletes)\b[^.\n]{0,40}\b(?:bolsas?|becas?|scholarships?)|prep ?star|student[- ]athlete advisor|on behalf of (?:our|my) (?:client|athlete)|(?:college|university) placement(?: (?:advisor|adviser|consultant|agency|service|specialist)s?)?|we (?:represent|place|help) (?:student[- ]athletes|athletes|players)|(?:i|we) work with (?:[\p{L}-]+ ){0,2}(?:student[- ]athletes|athletes|players) who (?:want|wish|hope|plan) to (?:study|play|compete)|(?:somos una|nuestra|una) agencia|(?:uma|nossa|somos uma) agência|(?:une|notre|nous sommes une) agence|(?:eine|unsere|wir sind eine) agentur|(?:un['’]|la nostra|siamo un['’]) ?agenzia|wir vermitteln|vermitteln (?:sport)?stipendien)\b/giu;
// The brands, and any company whose own domain says it recruits ("nextplayrecruiting.example"); a college's never does.
const SERVICE_DOMAINS = /@(?:[\w-]+\.)*(?:ncsasports\.org|sportsrecruits\.com|fieldlevel\.com|captainu\.com|berecruited\.com|prepstar\.com|[\w-]*recruit[\w-]*\.(?!edu$)[a-z]{2,})$/iu;
// A mother speaking of herself in the third person counts too ("so mom is doing it for her", "Mom here"), not "my mom is".
// So does a sign-off that says it: "Grandfather of Abby", "Callie Brenner's mom", "Kayla's stepmom", "Her grandpa,". A step-parent, a grandparent and a guardian are one too: "I'm her
// stepdad", "sou padrasto da Gabi", "soy la abuela de Ava", "sono la mamma di Sofia", "ich bin die Mutter von Lena", "I'm Ava's
// legal guardian", "tía y tutora legal de mi sobrina".
// Not her child's teammate or friend ("my daughter's teammate, Brooke Hanley"): that player is not the writer's child.
const PARENT = /\b(?:my|our)(?: (?:older|younger|oldest|youngest|middle|twin|other))? (?:(?:step-?)?(?:daughter|son)|child|kid|granddaughter|grandson|daughters|kids|twins)\b(?!['’]s (?:(?:club|school|high school|former|old|best) )?(?:teammates?|friends?|classmates?))|(?<!\b(?:my|her|his|your|their|our|a|the) )\b(?:mom|mum|dad) (?:is (?:doing|writing|sending|following|reaching)|here\b)|\b(?:mam[aá]|pap[aá]|madre|padre|m[ãa]e|pai|maman|papa|m[èe]re|p[èe]re|padrast(?:r)?o|madrast(?:r)?a|beau-p[èe]re|belle-m[èe]re|abuel[oa]|av[óô]|grand-m[èe]re|grand-p[èe]re) d[eoa]s?\b|\b(?:mutter|vater|oma|opa|großmutter|großvater|stiefvater|stiefmutter) von\b|\b(?:mamma|madre|padre|pap[àa]|nonn[oa]|patrigno|matrigna) di\b|\b(?:minha|nossa) filha\b|\b(?:meine|unsere) tochter\b|\b(?:mom|dad|mother|father|parents?|guardian|grand(?:ma|mother|pa|father|parents?)|step-?(?:mom|dad|mother|father)) of\b|\b(?:mi|nuestra) hija\b|\b(?:ma|notre) fille\b|\bsoy (?:la )?(?:mam[aá]|madre|pap[aá]|padre)\b|\bje suis (?:la )?(?:m[èe]re|le p[èe]re)\b|\bas (?:her|his) (?:mom|dad|mother|father|parents?)\b|^[ \t]*(?:\p{L}+(?:[ \t]+[\p{L}-]+)?['’]s|her|his)[ \t]+(?:step-?)?(?:mom|dad|mum|mother|father|parents|grandma|grandmother|grandpa|grandfather|guardian)[ \t]*,?[ \t]*$|\b(?:my|our)[ \t]+(?:girls|boys|kids|children)[ \t]+(?:are|were)[ \t]+\d{1,2}\b|\b(?:this is|i['’]m|i am|it['’]s)[ \t]+(?:\p{L}+[ \t]+)?\p{L}+['’]s?[ \t]+(?:mom|dad|mum|mother|father|parents?|grandma|grandmother|grandpa|grandfather|guardian|step-?mom|step-?dad|step-?mother|step-?father)\b|\b(?:i['’]m|i am)[ \t]+(?:her|his)[ \t]+(?:step-?(?:mom|dad|mother|father|parent)|(?:legal[ \t]+)?guardian)\b|\b(?:i['’]m|i am)[ \t]+(?:\p{L}+[ \t]+)?\p{L}+['’]s?[ \t]+legal[ \t]+guardian\b|\btutor(?:a)?[ \t]+legal\b|\b(?:t[íi][ao]|abuel[ao])[ \t]+y[ \t]+tutor(?:a)?\b|\btut(?:eur|rice)[ \t]+l[ée]gale?\b|\b(?:ihr|sein)[ \t]+vormund\b/gimu;
// Abroad too: "soy su entrenadora", "sou o treinador da …", "ich bin ihr Trainer"; "j'entraîne Jade depuis trois ans", "entreno
// a Lucía desde …", "alleno Anna da …", "ich trainiere Emma seit …" (not a player's own training: "je m'entraîne", "mi alleno").
const COACH = /\b(?:i coach|i(?:'m| am) (?:the |her |his )?(?:head |assistant |club |high school |hs |u-?1\d |1\d(?:u|s)? )?coach|i(?:'m| am) (?:the )?(?:club |program |recruiting |technical )?director|head coach (?:at|of|for)|my (?:players?|athletes?|setters?|hitters?|girls)\b(?! (?:profile|card|page|number|id))|one of (?:my|our) (?:1[0-8](?:u|s) )?(?:players?|athletes?|girls)|one of (?:my|our) 1[0-8](?:u|s) kids|one of (?:mine|ours)\b|our \d{2}(?:s|u)?(?: \w+)? (?:team|squad)|(?:plays|played|has played) for me|coached (?:her|him)|as (?:her|his) coach|i(?:'d| would) (?:like to )?recommend|soy (?:su |el |la )?entrenador[a]?|je suis (?:son |sa |l['’])?entra[iî]neur|sou (?:o |a )?(?:seu |sua )?treinador[a]?|ich bin (?:ihr|ihre|der|die) trainer(?:in)?|sono (?:il suo |la sua |l['’])allenat(?:ore|rice)|(?:j['’]entra[iî]ne|entreno a|(?<!mi )alleno|ich trainiere|treino a) [\p{L}'’-]+(?: [\p{L}'’-]+)? (?:depuis|desde|da|seit|h[áa])|(?:of|from|on) my 1[0-8]s\b(?! (?:season|year|team|club|volleyball|softball))|my 1[0-8]s (?:you|who|that|are|to watch)\b|(?:my|our) (?:best )?(?:1[0-8](?:u|s)|20[2-3]\d) (?:setter|libero|middle|outside|pitcher|catcher|shortstop|pin|ss|oh|mb|keeper|goalkeeper|midfielder|defender|forward|guard|attacker)\b|i(?:'ve| have) coached|(?:she|he) (?:plays|played) (?:for|on) (?:my|our))\b/giu;
/**
 * A coach naming her player by the player's place on the team, in any sport: "my midfielder Jenna Ruiz", "one of my goalkeepers,
 * Ashlyn Redcrow", "my 2027 sprinter Maya Cole" (volleyball's "my hitters" are in COACH). The name's capitals are read, so a
 * player's "my defenders and I" is no coach's.
 */
const COACHS_PLAYER_NAMED = new RegExp(
  String.raw`\b(?:[Oo]ne[ \t]+of[ \t]+)?[Mm]y[ \t]+(?:(?:20[2-3]\d|1[0-8][Uu]|1[0-8]s|senior|junior|sophomore|freshman|starting|best)[ \t]+)?` +
    String.raw`(?:${ATHLETE_NOUNS}|keeper|forward|guard|center[ \t]+back|outside[ \t]+back|fullback|outside[ \t]+hitter|setter|libero|middle|pitcher|catcher|shortstop|outfielder|infielder|utility[ \t]+player)s?,?[ \t]+\p{Lu}\p{Ll}+[ \t]+\p{Lu}`,
  "gu",
);
/** A coach who says where they coach: a school, or else (most often in these sports) a club. */
const HIGH_SCHOOL_COACH = /\b(?:high school|h\.?s\.?|varsity|jv|athletics? director|director of athletics|activities director|our school|prep|academy|all-(?:conference|state|district|area|region)|district|sectionals?|state (?:tournament|playoffs|finals?|champion\w*)|seniors?|principal|(?:plays|playing|she plays) (?:club|travel ball|summer ball) for|club:)\b/giu;
const CLUB_COACH = /\b(?:club|vbc|vc|juniors|aquatics|swim team|track club|harriers|crew|fc|ecnl|travel|select|director|1[0-9](?:u|s)\b|u-?1[0-9]\b|1[0-8] (?:elite|national|gold|black|red|blue|white|premier))\b/giu;
// How the coach describes their own job ("head coach at Westview High School", "Club Director, Peak VBC") counts most; abroad a
// school is a colegio, an escola, a liceo or a lycée ("entrenador de voleibol del Colegio San Marcos").
// So does calling a player by her class standing, as schools count them ("my senior middle"): clubs count by age ("my 17s"),
// though a swim club's or a crew's training group may be its "senior group" or "junior program". A school's athletic director
// signs with that title ("Athletic Director | Head Softball Coach") or says so ("I'm the AD here"); a coach's title may stand
// over the school's own name ("Head Coach" over "Okemah Christian School").
const SELF_HIGH_SCHOOL = /\b(?:coach|coaching|entrenador[a]?|treinador[a]?|entra[iî]neur(?:e)?|allenat(?:ore|rice))\b[^.\n]{0,40}\b(?:high school|h\.?s\.?|varsity|colegio|colégio|escola|instituto|liceo|lycée)\b|\b(?:my|our) (?:senior|junior|sophomore|freshman)\b(?! (?:group|program|programme|squad|women|girls|crew|development|national|elite))|(?:^|\n)[ \t]*(?:(?:athletics?|activities)[ \t]+director|director[ \t]+of[ \t]+athletics)\b|\bi(?:['’]m| am)[ \t]+the[ \t]+(?:ad|athletic[ \t]+director)\b|\bcoach[ \t]*\n[ \t]*(?:[\p{L}'’.-]+[ \t]+){1,4}school[ \t]*(?=\n|$)/giu;
const SELF_CLUB = /\b(?:coach|director|coaching)\b[^.\n]{0,40}\b(?:club|vbc|vc|juniors|aquatics|swim team|track club|harriers|crew|fc|ecnl|1[0-9](?:u|s)?|u-?1[0-9])\b/giu;
const ATHLETE = new RegExp(`(?<![\\p{L}])(?:${MY_NAME_IS})(?![\\p{L}])|${/\b(?:i(?:['’]?m| am) (?:a |an )?(?:20\d{2}|class of|junior|senior|sophomore|freshman|\d['’]\d)|i(?:['’]?m| am) [\p{L}'’-]+(?: [\p{L}'’-]+){0,2}, (?:a|an) (?:current |rising )?(?:20\d{2}|(?:junior|senior|sophomore|freshman) (?:at|in|on|and|from)|setter|outside hitter|middle blocker|libero|pitcher|catcher|shortstop|outfielder)|i play|i(?:['’]?m| am) (?:a |an )?(?:\d{1,2}[- ]years?[- ]old )?(?:[a-z-]+ ){0,2}(?:player|athlete|swimmer|diver|runner|sprinter|hurdler|jumper|thrower|golfer|gymnast|rower|wrestler|skier|bowler|goalkeeper|goalie|defenseman|goaltender|midfielder|defender|striker|winger|attacker)|i(?:'m| am) (?:very )?interested in|(?:see|watch|saw|watched|seeing|watching) me (?:play|compete|swim|dive|run|pitch|hit|set|serve)|my (?:highlight|skills|game) (?:video|film|tape)|my (?:club|coach|gpa|stats|schedule|parents?|mom|dad)\b|soy (?:una? )?(?:jugadora|atleta)|je suis (?:une )?(?:joueuse|athl[èe]te))\b/u.source}`, "giu");

/**
 * A player telling of her own injury ("I rolled my ankle at practice", "I've sprained my wrist"): a parent or a coach tells of
 * hers ("she rolled her ankle").
 */
export const OWN_INJURY = /\bi(?:['’]ve| have)?[ \t]+(?:rolled|sprained|twisted|tweaked|broke|tore|hurt|jammed|strained|pulled|injured)[ \t]+my[ \t]+(?:left[ \t]+|right[ \t]+)?(?:ankle|knee|wrist|finger|thumb|shoulder|back|hamstring|quad|hip|foot|toe|elbow|acl|calf|groin)\b/iu;

/** "I coach a U15 rec team", "I coach a little youth ball": a recreation or youth team, coached on the side. */
const REC_COACHING = /\bi[ \t]+coach[ \t]+(?:an?[ \t]+)?(?:little[ \t]+)?(?:(?:u-?1?\d|1?\du)[ \t]+)?(?:rec|recreational|recreation|youth)\b/giu;

/** The writer writes for someone else: "I'm writing on behalf of Addison", not "on behalf of myself". */
const WRITING_FOR_ANOTHER = /\bon behalf of\b(?![ \t]+(?:myself|me)\b)/iu;
const SENTENCES = /[^.!?\n]+/gu;

/**
 * The text without its sentences written for someone else. Sentence by sentence rather than one pattern with the sentence
 * around the words: that pattern tried every start of a long sentence again (seconds on a long line without a stop).
 */
function withoutWritingForAnother(words: string): string {
  return WRITING_FOR_ANOTHER.test(words) ? words.replace(SENTENCES, (sentence) => (WRITING_FOR_ANOTHER.test(sentence) ? " " : sentence)) : words;
}

/** Recruiting services an athlete keeps a profile on. */
const SERVICE_BRANDS = String.raw`(?:ncsa|fieldlevel|field level|sportsrecruits|sports recruits|captain ?u|berecruited|be recruited|prep ?star)(?:[ \t]+recruiting)?`;
/**
 * An athlete's own profile on a service ("NCSA profile: https://…", "my FieldLevel page") and any link:
 * naming a service there says where her profile is, not that a service wrote.
 */
const PROFILE_LINK = new RegExp(
  String.raw`\b(?:(?:my|her|his)[ \t]+)?${SERVICE_BRANDS}(?:[ \t]+(?:profile|page|link|account))?[ \t]*[:：-]?[ \t]*(?=https?:\/\/|www\.|$)` +
    String.raw`|\b(?:my|her|his)[ \t]+${SERVICE_BRANDS}[ \t]+(?:profile|page|link|account)\b|\bhttps?:\/\/\S+|\bwww\.\S+`,
  "gimu",
);

export interface RoleEvidence {
  /** null when nothing in the words or the header says who wrote. */
  role: SenderRole | null;
  signals: string[];
}

const COACH_TITLE = /^\s*coach\b|\b(?:head|assistant|associate)?\s*(?:volleyball|softball)?\s*coach\s*$|\bentra[iî]neu[rs]e?(?:-chef)?\b|\bentrenador[a]?\b|\bdirector\b/iu;
// Clubs register any top-level domain (.club, .co, .info, .sports …); a college's .edu is never a club's.
// A soccer club's domain ends its name with FC or SC ("harborlightsc.example"), a volleyball club's with VB ("ridgebackvb.example"), as a school's ends with hs; a swim club, a
// crew or a gym names its sport ("riverbendaquatics.example", "lakeunionrowing.example").
const CLUB_DOMAIN = /@(?:[\w-]+\.)*(?:[\w-]*(?:vbc|volleyball|volley|softball|juniors|club|elite|academy|fastpitch|select|aquatics|rowing|crew|gymnastics|lightning|thunder|storm|fury|power)[\w-]*|[\w-]+(?:fc|sc|vc|vb))\.(?!edu$)[a-z]{2,}$/iu;
// "hs" only ends a domain's name ("westviewhs.org"): inside one it is any word's letters ("northstarhockeyclub.org").
// A school district's k12 subdomain may sit under any domain ("harlanvalley.k12.ks.us", "marrowcreek.k12.example").
// "prep" ends a school's name or leads its kind ("hillsideprep.org", "prepacademy"); inside a word it is a brand's ("prepnetvolley").
const SCHOOL_DOMAIN = /@(?:[\w-]+\.)*(?:k12\.[a-z.]+|[\w-]*(?:isd|usd|schools?|highschool|district|countryday|academy|prep(?=[.-]|school|academy)|catholic|christian)[\w-]*\.[a-z.]+|[\w-]*hs\.[a-z.]+)$/iu;
// A club's own name ("Lonestar Legacy VBC", "Corpus Christi FC", "Pinewood Rovers SC") and a business's department ("Group Sales", "Reservations") are organisations too.
// So is an event's organiser by its event's name ("Nordic Junior Cup", "Torneo Costa Azahar", "Great Lakes Showcase").
const ORGANISATION = /\b(?:recruit\w*|prospects?|scouting|network|athletics|alumni|alumnae|reels?|sports|media|events?|league|conference|association|calendar|committee|cup|copa|coupe|torneo|torneio|tournoi|turnier|tournaments?|showcases?|invitational|championships?|qualifiers?|comitato|comit[ée]|federation|federazione|federaci[óo]n|federa[çc][ãa]o|verband|academy|camps?|classic|team|club|vbc|fc|sc|juniors|boosters?|foundation|membership|awards?|nominations?|vv|tsv|asd|ssd|news|notifications?|support|office|service|desk|center|centre|sales|reservations|hotels?|suites|resorts?|photo(?:s|graphy)?|studios?|inc|llc|co)\b|\bvia\b/iu;
const SERVICE_NAME = /\b(?:recruit\w*|prospects?|scouting|reels?|network|next level|profiles?)\b/iu;
/**
 * Clubs abroad go by their kind's initials ("TV Hohenlinden", "TSV", "VV", "ASD") or lead with their sport ("Volley Lindenhorst",
 * "Pallavolo Val Seriana").
 */
const CLUBS_ABROAD = String.raw`\b(?:tv|tsv|sv|ssv|vfb|vfl|usc|vv|asd|ssd)\b|^[ \t]*(?:volley|pallavolo|voleibol|volei)[ \t]+\p{L}`;
/** A club's own name or initials, another sport's too ("Lonestar Legacy VBC", "Pinewood Rovers SC", "Lakeview Legends LC"). */
export const CLUB_NAME = new RegExp(String.raw`\b(?:vbc|vc|volleyball club|juniors|club|elite|academy|fastpitch|fc|sc|lc|hc)\b|${CLUBS_ABROAD}`, "iu");
/** Words only a club calls itself by ("Elite", "Academy", "Fastpitch" also name camps and training businesses). */
const CLUB_OWN_NAME = new RegExp(String.raw`\b(?:vbc|vc|volleyball club|juniors|club|fc|sc)\b|${CLUBS_ABROAD}`, "iu");
/**
 * A display name that is a club's ("Lonestar Legacy VBC", "Lakeview Legends Volleyball"), not a service's: its mailbox (recruiting@…)
 * says only which desk wrote.
 */
export const namesClub = (name: string) => (CLUB_OWN_NAME.test(name) || sportClubName(name) !== null) && !SERVICE_NAME.test(name);
/** A display name that is an organisation's name and its recruiting desk ("Cascade Juniors Recruiting", "… College Recruiting"). */
const RECRUITING_DESK_NAME = /^[ \t]*(\p{L}[^\n]*?)[ \t]+(?:college[ \t]+)?recruiting(?:[ \t]+(?:office|desk|team|coordinator))?[ \t]*$/iu;
/**
 * A club's own recruiting desk ("Cascade Juniors Recruiting" from @cascadejrs.example): a club's name and the desk, from the
 * club's own domain (named by the club's first word), not a service's (whose domain says it recruits: "elitefastpitchrecruiting.example").
 */
export function clubsRecruitingDesk(writer: Mailbox | null): boolean {
  const club = RECRUITING_DESK_NAME.exec(writer?.name ?? "")?.[1];
  const domain = (writer?.address?.split("@")[1] ?? "").toLowerCase();
  if (club === undefined || /recruit/iu.test(domain) || SERVICE_NAME.test(club) || !(CLUB_NAME.test(club) || sportClubName(club) !== null)) return false;
  const first = /^[\p{L}'’]+/u.exec(club)?.[0].replace(/['’]/gu, "").toLowerCase() ?? "";
  return first.length >= 4 && domain.includes(first);
}
/** A sport's name, as a school's or club's team is called by it. */
const SPORT_NAME = String.raw`volleyball|softball|basketball|soccer|lacrosse|field hockey|hockey|swimming|swim(?: (?:&|and) dive)?|diving|track(?: (?:&|and) field)?|cross country|xc|tennis|golf|water polo|rowing|crew|wrestling|gymnastics|bowling`;
/** A display name ending with a sport, softball's "Fastpitch" or another sport's club initials ("Lakeview Legends Volleyball", "Bayou Blaze Fastpitch", "… LC"), its first word kept. */
const SPORT_CLUB_NAME = new RegExp(String.raw`^[ \t]*([\p{L}'’&.-]{3,})(?:[ \t]+[\p{L}'’&.-]+){0,4}[ \t]+(?:${SPORT_NAME}|fastpitch|lc|hc)[ \t]*$`, "iu");
/** Names of a sport's events and media, not clubs: "Heartland Open Volleyball", "Prep Report Volleyball". */
const EVENT_OR_MEDIA_NAME = /\b(?:open|classic|invitational|showcase|series|cup|tournaments?|championships?|festival|qualifier|news|media|report|wire|digest|rankings?|magazine|insider|daily)\b/iu;
/**
 * A club named by its sport writing from its own domain ("Lakeview Legends Volleyball" from @lakeviewlegends.example): an athlete
 * may name her recruiting mailbox after her sport ("Kayla Ortiz Volleyball" from gmail.com), not her domain after herself. A brand
 * run together ("PrepNet Volleyball") is a site's, an event's or a paper's name is theirs.
 */
function namesSportClub(writer: Mailbox | null): boolean {
  const first = sportClubName(writer?.name ?? "");
  return first !== null && (writer?.address?.split("@")[1] ?? "").toLowerCase().includes(first.toLowerCase());
}

/** The first word of a club's name that ends with its sport ("Lakeview" of "Lakeview Legends Volleyball"), or null. */
function sportClubName(name: string): string | null {
  const first = SPORT_CLUB_NAME.exec(name)?.[1];
  return first === undefined || /\p{Ll}\p{Lu}/u.test(first) || EVENT_OR_MEDIA_NAME.test(name) ? null : first;
}
/** A school's team named by its girls or boys ("Girls Lacrosse, Severn Pointe School", "Central Heights Girls Basketball"): a school coach's sign-off line. */
const SCHOOL_TEAM = String.raw`(?:girls['’]?|boys['’]?)[ \t]+(?:${SPORT_NAME})`;
const SCHOOL_TEAM_LINE = new RegExp(String.raw`^(?=[^\n]{0,70}$)[ \t]*(?:[\p{Lu}][\p{L}.'’-]*[ \t]+){0,4}${SCHOOL_TEAM}\b[^\n]*$`, "gimu");

/** A club's own words for itself or its team by its age ("16 Black", "15U", "16-1"). */
const CLUB_TEAM_WORDS = String.raw`club|vbc|vc|juniors|aquatics|fastpitch|1\d(?:u|s|-\d)?`;
/** What a coach signs as hers after her title: a club, a school, a squad, a team by its age. */
const COACHED_ORGANISATION = String.raw`${CLUB_TEAM_WORDS}|swim team|rowing|crew|gymnastics|academy|high school|hs|school|fc|sc|elite|${SPORT_NAME}`;
/** "Coach Sébastien Lavoie" signs off with a title line under the name; "Coach, Lakeshore VBC" is a short line (a long one opens a letter: "Coach - Casey Morgan, 2028 catcher, Corona HS …"). */
const SIGNATURE_TITLE = new RegExp(
  String.raw`^[ \t]*(?:(?:1\d(?:u|s)|head|assistant|associate|club|volleyball|softball|varsity|jv|hs|high school|pitching|girls['’]?|boys['’]?|women['’]?s|men['’]?s|rowing|crew|swim(?:ming)?|diving|track|field|cross country|xc|soccer|lacrosse|hockey|ice|basketball|tennis|golf|water polo|gymnastics|wrestling|distance|sprints?|throws|jumps)(?:[ \t]+&[ \t]+\w+)?[ \t]+)+(?:coach|director)\b(?![ \t]*:)[^\n]*$|^[ \t]*(?:director(?:[ \t]+of[ \t]+coaching)?|president|owner|founder)[ \t]*[,|–-][^\n]*\b(?:vbc|volleyball|softball|club|juniors|fastpitch|aquatics|academy|fc|sc|soccer|lacrosse|hockey|elite)\b[^\n]*$|^[ \t]*director of coaching\b[^\n]*$|^[ \t]*(?:director of athletics|athletics? director|activities director)\b[^\n]*$|^[ \t]*(?:club|program|recruiting|technical) director\b[^\n]*$|^[ \t]*(?:club[ \t]+)?recruiting[ \t]+coordinator[ \t]*[,|–-][^\n]*\b(?:vbc|vc|club|juniors|fc|sc|1\d(?:u|s)?)\b[^\n]*$|^[ \t]*(?:entra[iî]neu[rs]e?(?:-chef)?|entrenador[a]?|treinador[a]?|(?:chef|vereins|jugend)?trainerin|(?:chef|vereins|jugend)trainer|trainer[ \t]+(?:u-?1\d|damen|herren|jugend|weiblich)|allenat(?:ore|rice))\b[^\n]*$|^(?=[^\n]{0,60}$)[ \t]*coach[ \t]*[,|–-][ \t]*[^\n]*\b(?:vbc|volleyball|softball|club|juniors|academy|high school|hs|fastpitch|(?<![\d'’.:/-])1\d(?:u|s)?(?![\d'’"”.:/-]))\b[^\n]*$` +
    // Any title before "Coach" when an organisation follows it ("Senior Group Coach, Riverbend Aquatics", "Junior Women's Coach,
    // Lake Union Rowing"), not thanks nor someone else's coach ("Thanks Coach, …", "My club coach, …"), nor a service's
    // "Recruiting Coach".
    String.raw`|^(?=[^\n]{0,70}$)[ \t]*(?!(?:thanks?|thank you|hi|hello|hey|dear|my|her|his|our|your)\b)(?:(?!recruiting\b)[\p{L}'’&-]+[ \t]+){1,4}coach[ \t]*[,|–—-][^\n]*\b(?:${COACHED_ORGANISATION})\b[^\n]*$` +
    // The title after the team she coaches, ending the line: "Crossroads 16 Black - Head Coach", "Crossroads VBC | 16s Head Coach",
    // "Westfield HS - Head Volleyball Coach", "Sandia Heat 18U Gold, Head Coach", "Crossroads Club Director"; not a line that speaks of someone's coach ("my club coach Tom - Crossroads 16 Black coach").
    String.raw`|^(?=[^\n]{0,60}$)(?![^\n]*\b(?:thanks?|my|her|his|our|your|their|i|is|was)\b)(?=[^\n]*\b(?:${COACHED_ORGANISATION})\b)[ \t]*(?:[\p{L}\d'’&.]+(?:[ \t]+|(?=[-–—|,]))){1,5}(?:[-–—|,][ \t]*(?:[\p{L}\d'’&.]+[ \t]+){0,2})?(?:(?:head|assistant|associate|varsity|jv)[ \t]+){0,2}(?:(?:${SPORT_NAME})[ \t]+)?(?:coach|(?:club[ \t]+)?director)[ \t]*$`,
  "gimu",
);

/**
 * "Coach <name>" and her team: on one line after a bar or a dash ("Coach Jen | Elevation 16 Black"), or over a short line
 * without punctuation naming its sport, age or school ("Coach Smith" over "Lincoln HS Volleyball" or "Texas Glory 16U Gold",
 * "Coach Dan Reyes" over "Westfield High School"), not a college's team nor the athlete's first words after her greeting.
 */
const COACH_NAMED_SIGNOFF = new RegExp(
  String.raw`^(?=[^\n]{0,60}$)[ \t]*coach[ \t]+([\p{L}'’.-]+)[ \t]*[|–—-][ \t]*(?!i\b|i['’])[^\n]*\b(?:${COACHED_ORGANISATION})\b[^\n]*$` +
    String.raw`|^[ \t]*coach[ \t]+([\p{L}'’-]+)(?:[ \t]+[\p{L}'’-]+)?[ \t]*\n(?![^\n]*\b(?:university|college)\b)(?![ \t]*(?:i|i['’]m|my|we|our|thanks?)\b)(?=[\p{L}\d&'’ \t-]{3,50}$)[^\n]*\b(?:${SPORT_NAME}|${CLUB_TEAM_WORDS}|high school|hs|academy|prep)\b[^\n]*$`,
  "gimu",
);

/**
 * A club team by its age with its coach after a dash, as travel and club teams go by their coach's name: "Lady Outlaws 18U
 * Gold - Pruitt", "Harborlight 17 Navy - Coach Vance".
 */
const TEAM_WITH_ITS_COACH = /^(?=[^\n]{0,60}$)[ \t]*(?:[\p{L}'’&.]+[ \t]+){1,4}(?:1\d(?:u|s)?|u-?1\d|20[0-3]\d)(?:[ \t]+\p{L}+){0,2}[ \t]*[-–—|][ \t]*(?:coach[ \t]+)?([\p{L}'’-]+)[ \t]*$/gimu;

/**
 * The writer signs as "Coach" with her own name ("Coach Mike" from Mike Reyes), or signs her team by her own name ("Lady Outlaws
 * 18U Gold - Pruitt" from Wade Pruitt); an athlete's reference ("Coach Tran" from Ivy Salas) or her team's coach is someone else.
 */
function signsAsCoach(words: string, writerName: string): boolean {
  const names = new Set(writerName.toLowerCase().split(/[^\p{L}'’-]+/u).filter(Boolean));
  const signed = (pattern: RegExp) => [...words.matchAll(pattern)].some((line) => names.has((line[1] ?? line[2] ?? "").toLowerCase()));
  return signed(COACH_NAMED_SIGNOFF) || signed(TEAM_WITH_ITS_COACH);
}

/**
 * Who wrote, from how they write and who they are: a service names itself, a parent says "my
 * daughter", a club or high-school coach says "my players" or signs as a coach, an athlete
 * introduces herself. Null when nothing says (the relation to the athlete decides later).
 */
export function senderRole(writersWords: string, writer: Mailbox | null): RoleEvidence {
  // A platform relaying a person's message signs it with its own address and footer: only the person's words and name say who wrote.
  const relayed = relayedPerson(writer);
  // What the writer quotes someone else saying ("My club coach told me, "You're the best setter I've coached"") is not hers.
  const words = withoutQuotedSpeech(relayed ? withoutPlatformFooter(writersWords) : writersWords);
  const count = (pattern: RegExp) => countMatches(pattern, words);
  const name = relayed ?? writer?.name ?? "";
  const address = relayed ? "" : (writer?.address ?? "");
  const titled = COACH_TITLE.test(name) || count(SIGNATURE_TITLE) > 0 || count(SCHOOL_TEAM_LINE) > 0 || /\bsent by coach\b/iu.test(words) || signsAsCoach(words, name);
  const profileLinks = caseless(PROFILE_LINK, words);
  const service = countMatches(SERVICE, profileLinks.text.replace(profileLinks.pattern, " ")) * 2 + (SERVICE_DOMAINS.test(address) ? 3 : 0) + (!titled && ORGANISATION.test(name) && !namesClub(name) && SERVICE_NAME.test(`${name} ${address}`) ? 3 : 0);
  const parent = (countMatches(PARENT, words.replace(PARENT_WORD_IN_A_NAME, " ")) + (signsAsParent(words, name) ? 1 : 0) + (PARENT_DISPLAY_NAME.test(name) ? 1 : 0) + (CHILDS_AGE_ASIDE.test(words) ? 1 : 0)) * 2;
  // A person writing from a club's own domain (rdubois@tristatethundervbc.org) coaches there.
  const clubAddress = (CLUB_DOMAIN.test(address) || domainNamesPlayersTeam(words, address)) && !isOrganisation(writer) ? 2 : 0;
  // A recreation or youth team coached on the side ("I coach a U15 rec team", "I coach a little youth ball") is no club's or
  // school's: the writer recommends as someone who knows the player, not as her coach.
  const coach = (countMatches(COACH, words.replace(REC_COACHING, " ")) + count(COACHS_PLAYER_NAMED)) * 2 + (titled ? 3 : 0) + clubAddress;
  // "My name is Greg Pruitt and I'm writing on behalf of Addison": the name given is the writer's, the athlete another.
  const athlete = countMatches(ATHLETE, withoutWritingForAnother(words)) + (caselessTest(OWN_INJURY, words) ? 1 : 0);
  // Which kind of coach only matters when something says a coach wrote: its own scan is skipped otherwise.
  const coachKind = coach > 0 ? coachRole(words, address) : "club_coach";
  const scores: [SenderRole, number][] = [
    ["recruiting_service", service],
    ["parent", parent],
    [coachKind, coach],
    ["athlete", athlete],
  ];
  const [role, score] = scores.reduce((top, entry) => (entry[1] > top[1] ? entry : top));
  const signals = scores.filter(([, value]) => value > 0).map(([label, value]) => `${label} cues: ${value}`);
  if (score === 0) return { role: null, signals };
  return { role, signals };
}

/** A team's name before one of its players with her class and position: "Lakeshore Elevate - Delaney Cruz (2027 OPP)". */
const TEAM_BESIDE_PLAYER = /(\p{Lu}[\p{L}'’-]+(?:[ \t]+\p{Lu}[\p{L}'’-]+){0,2})[ \t]*[-–—|:][ \t]*\p{Lu}[\p{L}'’-]+[ \t]+\p{Lu}[\p{L}'’-]+[ \t]*\(20[2-3]\d[ \t]+[A-Z/]{1,5}\)/gu;

/**
 * The writer's domain is the name, run together, of the team she writes of beside its player ("Lakeshore Elevate - Delaney Cruz
 * (2027 OPP)" from gwen@lakeshoreelevate.example): she writes from her club, whatever its name's words.
 */
function domainNamesPlayersTeam(words: string, address: string): boolean {
  const domainName = address.split("@")[1]?.split(".")[0]?.toLowerCase() ?? "";
  if (domainName.length < 6) return false;
  return [...words.matchAll(TEAM_BESIDE_PLAYER)].some((entry) => fold(entry[1]!).replace(/[^\p{L}]/gu, "") === domainName);
}

/** "Madre" or "Padre" inside a school's or a place's name ("Colegio Sierra Madre de Monterrey"), after a capital: no parent's word. */
const PARENT_WORD_IN_A_NAME = /\p{Lu}[\p{L}'’-]+[ \t]+(?:Madre|Padre|Mãe|Pai|Mère|Père)\b/gu;

/** A child's age given in an aside after her name, as her parent tells it: "Gianna (she's 10) has not stopped talking about it". */
const CHILDS_AGE_ASIDE = /\p{Lu}\p{Ll}+[ \t]*\((?:she|he)(?:['’]s|[ \t]+is)[ \t]+(?:[4-9]|1[0-7])(?:[ \t]+now)?\)/u;

/** A display name that says whose parent writes: "Ava's Mom", "Kayla's Dad", "Mom of Kayla". */
const PARENT_DISPLAY_NAME = /^[ \t]*(?:[\p{L}'’-]+['’]s[ \t]+(?:step-?)?(?:mom|mum|mommy|dad|daddy|mother|father|parents|grandma|grandpa|grandmother|grandfather)|(?:mom|dad|mother|father|parents?)[ \t]+of[ \t]+[\p{L}'’-]+(?:[ \t]+[\p{L}'’-]+)?)[ \t]*$/iu;

/** A family label in brackets ("(mom)", "(her dad)"), alone on its line or after a name. */
const FAMILY_LABEL_LINE = /^[ \t]*([\p{L}'’. -]{0,40}?)[ \t]*\((?:(?:her|his|their|proud)[ \t]+)?(?:mom|mum|dad|mother|father|grandma|grandmother|grandpa|grandfather|step-?mom|step-?dad|guardian)\)[ \t]*$/gimu;

/**
 * The writer signs as the parent: "(mom)" alone under her name, or after her own name ("Lisa Park (mom)"); not a label of a
 * contact the athlete lists ("Lisa Castellano (mom)" in her letter, "303-555-0172 (dad)").
 */
function signsAsParent(words: string, writerName: string): boolean {
  const writer = writerName.trim().toLowerCase();
  return [...words.matchAll(FAMILY_LABEL_LINE)].some((line) => {
    const named = line[1]!.trim().toLowerCase();
    return named === "" || (writer !== "" && named === writer);
  });
}

/**
 * Where the writer places the player on a team ("she plays club for Three Rivers VBC 17 Elite", "Club: …"; "she starts on
 * varsity at Monument Ridge High School", "High School: …"): the player's teams, which say nothing of the writer's own job. A
 * coach's own team ("plays for me", "for our 17s") is the writer's.
 */
const PLAYERS_CLUB = /\b(?:plays|playing|played)[ \t]+(?:(?:club|travel ball|summer ball)[ \t]+)?(?:(?:volleyball|softball)[ \t]+)?(?:for|with)[ \t]+(?!(?:me|us|my|our)\b)[^.\n]*|^[ \t]*club(?:[ \t]+team)?[ \t]*:[^\n]*/gimu;
const PLAYERS_SCHOOL = /\b(?:attends|starts?[ \t]+on[ \t]+varsity[ \t]+(?:at|for)|(?:plays|played|playing)[ \t]+(?:varsity|high school)[ \t]+(?:(?:volleyball|softball)[ \t]+)?(?:for|at))[ \t]+(?!(?:me|us|my|our)\b)[^.\n]*|^[ \t]*(?:high[ \t]+)?school[ \t]*:[^\n]*/gimu;

const SPORT_ACADEMY = new RegExp(String.raw`\b(?:${SPORT_NAME}|sports?)[ \t]+academy\b`, "iu");

/** A coach of a school or (most often in these sports) of a club: their domain, then how they describe their job. */
export function coachRole(words: string, address: string): SenderRole {
  // A sport's own academy ("Baseline Tennis Academy") trains players as a club does, whatever its domain calls it.
  if (SCHOOL_DOMAIN.test(address) && !SPORT_ACADEMY.test(words)) return "high_school_coach";
  if (CLUB_DOMAIN.test(address)) return "club_coach";
  const count = (pattern: RegExp) => countMatches(pattern, words);
  const schoolWords = countMatches(HIGH_SCHOOL_COACH, words.replace(PLAYERS_SCHOOL, " "));
  const clubWords = countMatches(CLUB_COACH, words.replace(PLAYERS_CLUB, " "));
  return schoolWords + 3 * (count(SELF_HIGH_SCHOOL) + count(SCHOOL_TEAM_LINE)) > clubWords + 3 * count(SELF_CLUB) ? "high_school_coach" : "club_coach";
}

function countMatches(pattern: RegExp, words: string): number {
  const fast = caseless(pattern, words);
  return [...fast.text.matchAll(fast.pattern)].length;
}

/** A sign-off line "Team Manager, Bayshore United 09G": a team's manager runs its trips and sheets, coaching no one. */
export const TEAM_MANAGER_LINE = /^[ \t]*team[ \t]+manager\b[^\n]{0,60}$/imu;

/**
 * A job asked for: an application, a graduate assistantship, a place on the coaching staff ("I would love to join your coaching
 * staff"), or the team's manager or stats keeper ("Do you need a team manager?", "Could I be the team manager?"); or a coaching
 * job offered ("We have an assistant coach opening", "the job posting closes Dec 15"), not one held ("I took the head coach
 * position at Harbor VBC").
 */
export const COACHING_JOB = /\b(?:assistant|associate|head|volunteer)[ \t]+(?:(?:volleyball|softball)[ \t]+)?coach(?:ing)?[ \t]+(?:openings?|vacanc(?:y|ies)|(?:position|job)s?[ \t]+(?:is[ \t]+|are[ \t]+)?(?:open|available)\b)|\bjob[ \t]+(?:posting|opening)s?\b|\bappl(?:y|ying|ication)\b[^.\n]{0,60}\b(?:position|job|opening|assistantship|vacancy)\b|\b(?:graduate assistant|ga) (?:coach(?:ing)? )?(?:position|job|opening)\b|\b(?:join|be[ \t]+(?:a[ \t]+)?part[ \t]+of)[ \t]+your[ \t]+(?:coaching[ \t]+)?staff\b|\b(?:need|want|looking[ \t]+for|hiring|be|become|serve[ \t]+as|work[ \t]+as)[ \t]+(?:an?[ \t]+|any[ \t]+|the[ \t]+|your[ \t]+)?(?:(?:team|student)[ \t]+)?(?:managers?|stats?[ \t]+(?:person|keeper)|statisticians?)\b/iu;

/**
 * A former player of the coach's, writing to her old coach: "I played for you", "when I played here", "you coached me", "you
 * taught me", "my four years in your program".
 */
export const FORMER_PLAYER = /\b(?:i[ \t]+played[ \t]+for[ \t]+you|when[ \t]+i[ \t]+played[ \t]+(?:for[ \t]+you|here|on[ \t]+your)|you[ \t]+(?:coached|taught)[ \t]+me|(?:my|our)[ \t]+(?:\w+[ \t]+)?(?:years|seasons)[ \t]+(?:in|with|on)[ \t]+your[ \t]+(?:program|programme|team))\b/iu;

/**
 * A private instructor's or trainer's sign-off: a skill's coach or trainer not of a club's or a school's team ("Pitching Coach, Soto
 * Pitching", "Strength & Conditioning Coach, Apex Performance"), or a business named for its skill ("Kessler Catching Lessons",
 * "Vela Hitting Lab"). She coaches the player, but not on a team: an instructor, not a club or school coach.
 */
export const INSTRUCTOR_LINE = new RegExp(
  String.raw`^[ \t]*(?:[\p{L}'’&-]+[ \t]+){0,3}(?:pitching|hitting|catching|setting|strength(?:[ \t]+(?:&|and)[ \t]+conditioning)?|speed|skills|private|performance|goalkeeping)[ \t]+(?:coach|instructor|trainer)\b(?![^\n]*\b(?:club|vbc|vc|juniors|fastpitch|1\d(?:u|s)|u-?1\d|high school|hs|varsity|fc|sc)\b)[^\n]*$` +
    String.raw`|^[ \t]*(?:[\p{L}'’&-]+[ \t]+){0,3}(?:pitching|hitting|catching|setting|speed|skills)[ \t]+(?:lessons|instruction|lab)\b[^\n]{0,30}$`,
  "imu",
);

/** A mailbox at a school or its district (k12, isd, "…schools"): its staff's. */
export const isSchoolAddress = (address: string) => SCHOOL_DOMAIN.test(address);

/** A college's own mailbox: its .edu domain, or one that names the college ("coldwatercollege.example"), not a prep school's or a recruiting company's. */
const COLLEGE_DOMAIN = /@(?:[\w-]+\.)*[\w-]*(?:college|university)[\w-]*\.[a-z]{2,}$/iu;
/** A prep school's or an academy's own .edu ("hillsideacademy.edu", "stmarksschool.edu"): a high school's, not a college's. */
const HIGH_SCHOOL_EDU = /@(?:[\w-]+\.)*[\w-]*(?:academy|prep|school|hs)\.edu$/iu;
export const isCollegeAddress = (address: string) => (isEduAddress(address) && !HIGH_SCHOOL_EDU.test(address)) || (COLLEGE_DOMAIN.test(address) && !/prep|recruit/iu.test(address));

/** The mailboxes shops, payment systems and sign-up forms send receipts, orders, invoices and registrations from (inscripciones@ abroad). */
export const TRANSACTION_SENDER = /^(?:receipts?|billing|orders?|payments?|invoices?|purchases?|transactions?|registrations?|inscripciones|inscricoes|inscriptions)[\w.+-]*@/iu;

/**
 * A body whose business is not introducing players, by its display name or mailbox: a camp (its campers' forms and groups), a
 * booster or fan club (its awards), an alumni association (its news of former and current players), an officials' or referees'
 * assignor (its crews), a ticket office or a hotel. A service that scouts or recruits is not one of them, though it may run camps.
 */
const OUTSIDE_RECRUITING = /\b(?:camps?|boosters?|alumni|alumnae|fan club|officials|referees?|umpires?|assignors?|tickets?|ticketing|box office|hotels?|inn|resorts?)\b/iu;
export function organisationOutsideRecruiting(writer: Mailbox | null): boolean {
  const label = `${writer?.name ?? ""} ${(writer?.address ?? "").replace(/[@.]/gu, " ")}`;
  return OUTSIDE_RECRUITING.test(label) && !SERVICE_NAME.test(label);
}

/** A person's own name before "via" in a platform's display name ("Zara Quinn via RosterHub"), case-sensitive: a club's is no person's ("Evergreen Juniors via ClubDesk"). */
const RELAYED_NAME = /^[ \t]*(\p{Lu}[\p{L}'’-]+(?:[ \t]+\p{Lu}[\p{L}'’-]+){1,2})[ \t]+via[ \t]+\S/u;

/** The person a platform relays a message for ("Zara Quinn via RosterHub" from its no-reply address), or null. */
function relayedPerson(writer: Mailbox | null): string | null {
  const person = RELAYED_NAME.exec(writer?.name ?? "")?.[1];
  return person && !ORGANISATION.test(person) ? person : null;
}

/** A platform's footer under a rule line ("---", "____") that says why the mail came ("You are receiving this …", "Unsubscribe"). */
const PLATFORM_FOOTER = /\n[ \t]*(?:-{2,}|_{3,}|—+)[ \t]*\n(?=[^]{0,600}$)(?=[^]*\b(?:unsubscribe|you are receiving|manage (?:your )?preferences|notification settings)\b)[^]*$/iu;

/** Speech in double quotes within a line; not an inch mark ("5'10"", after a digit). */
const QUOTED_SPEECH = /(?<![\p{L}\d'’])["“](?=\S)[^"“”\n]{1,200}["”](?![\p{L}\d])/gu;

function withoutQuotedSpeech(words: string): string {
  return words.replace(QUOTED_SPEECH, " ");
}

function withoutPlatformFooter(words: string): string {
  return words.replace(PLATFORM_FOOTER, "");
}

/** An organisation rather than a person wrote ("Next Level Athletics", "Evergreen Juniors via ClubDesk", "Lakeview Legends Volleyball" from its own domain, a shop's orders@, a desk's recruiting@ or reservations@), not a person a platform relays. */
export function isOrganisation(writer: Mailbox | null): boolean {
  if (relayedPerson(writer)) return false;
  return ORGANISATION.test(writer?.name ?? "") || namesSportClub(writer) || TRANSACTION_SENDER.test(writer?.address ?? "") || /^(?:no-?reply|do-?not-?reply|info|news|newsletters?|digest|lists?|updates?|alerts?|mailer|communications|notifications?|support|admin|hello|team|events?|deals|marketing|press|media|results|scores|stats|standings|sales|editor|newsroom|sports|sid|recruiting|groups?|reservations|awards|nominations|secretariaat|secretaria|secretariat|imprensa|prensa|presse|communication|comunicacion|comunicazione)@/iu.test(writer?.address ?? "");
}
