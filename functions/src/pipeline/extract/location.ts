import { type Candidate, caselessMatches, fold, groupEnd, groupStart, lineAround, matchesOf, matchesOnLinesWith, nameCase, sentenceBefore, wordOffsets } from "../text";
import { countryAt, REGION_ABBREVIATION_PATTERN, REGION_NAME_PATTERN, REGION_TITLE_PATTERN, REGIONS, regionCode } from "./regions";
import { REPLY_HEADER } from "../mime/quotedReply";
import { inCollegeQuote, inWriterSignature, personalAddress } from "./contacts";
import type { Sport } from "@machines/inbox/positions";
import type { ExtractContext } from "./context";
import type { PersonName } from "./names";
import { writtenInLowercase } from "./teams";
import { EVENT_LINE_PENALTY, onEventLine } from "./vocabulary";

export interface Place {
  city: string | null;
  /** The US state or Canadian province; null for a place abroad ("Zagreb, Croatia"). */
  state: string | null;
}

// A town's small words stay in its name: "Póvoa de Varzim", "São José dos Campos", "Coeur d'Alene".
const CITY = `((?:(?:St\\.|Ft\\.|Mt\\.|[\\p{Lu}][\\p{L}'’-]*)[ ](?:(?:de|do|dos|da|das|del|di|du|des|la|le|sur)[ ]){0,2}){0,2}[\\p{Lu}][\\p{L}'’-]*(?:[ ]d['’]\\p{Lu}[\\p{L}'’-]*)?)`;
// The shortest town first: "in katy tx. my cell" is Katy, TX, not "katy tx." and a code "my".
const CITY_LOWER = `((?:[\\p{L}'’.-]+[ \\t]+){0,2}?[\\p{L}'’.-]+)`;
const CODE = `(${Object.keys(REGIONS).join("|")}|[A-Z]\\.[A-Z]\\.)`;
const REGION_NAME = `(${REGION_NAME_PATTERN})`;
const ABBREVIATION_TITLE = REGION_ABBREVIATION_PATTERN.replace(/(^|\|)(\p{Ll})/gu, (_all, lead: string, letter: string) => lead + letter.toUpperCase());
/** A state's name as written in an address, or its short abbreviation with its full stop ("Texas", "Ill."). */
const REGION_TITLE = `(${REGION_TITLE_PATTERN}|(?:${ABBREVIATION_TITLE})\\.)`;
/** Two-letter codes that are also everyday words: in lowercase mail they only count after "from". */
const WORD_CODES = new Set(["in", "on", "or", "me", "hi", "ok", "oh", "la", "de", "al", "ma", "pa", "co", "id", "mo", "ne", "ga", "va", "wa", "sc", "nd", "mt"]);

/** Labels that introduce the athlete's home ("Hometown:", "Town:", "Location:", "Ciudad:", "Ville :"). */
const LABEL = /(?:^|[|•·;])[ \t*•-]*(?:hometown|home town|home(?=[ \t]*[:：])|town|location|city(?:[ \t]*(?:\/|,|and|&)[ \t]*state)?|state|from|ciudad|ubicaci[oó]n|lugar|ville|r[ée]gion|province|provincia|estado|cidade|heimatort|wohnort|stadt)[ \t]*[:：–|-][ \t]*/gimu;
/** An aside in brackets between a town and its state, said of the town: "Katy (Houston area), Texas". */
const TOWN_ASIDE = `(?:[ ]\\([^()\\n\\d]{1,30}\\)(?=,))?`;
// "Lexington, KY" / "Cincinnati OH" / "Austin, Texas" / "Winnipeg, MB" / "Lévis (QC)".
const CITY_CODE = new RegExp(`${CITY}${TOWN_ASIDE}(?:,?[ \\t]+|[ ]\\()${CODE}(?![\\p{L}])`, "dgu");
/** What every CITY_CODE match ends with, a code after its separator: only the lines with one are tried (it tries a town's words at every capital). */
const CITY_CODE_END = new RegExp(`(?:,?[ \\t]+|[ ]\\()${CODE}(?![\\p{L}])`, "gu");
// A state's name that starts a town's is no state: "Heartland Crush, Kansas City's top club" is not in Kansas.
const CITY_NAME = new RegExp(`${CITY}${TOWN_ASIDE}(?:,[ \\t]*|[ ]\\()${REGION_TITLE}(?![\\p{L}])(?![ \\t]+(?:City|Beach)\\b)`, "dgu");
/**
 * What every CITY_NAME match ends with, a state's name after its separator: most mail has none, and only the lines with one
 * are tried (it tries a town's words at every capital).
 */
const CITY_NAME_END = new RegExp(`(?:,[ \\t]*|[ ]\\()${REGION_TITLE}(?![\\p{L}])`, "gu");
/**
 * A town and its state's name with no comma between, as one item of a comma or bar list or a line of its own ("6'2, Omaha
 * Nebraska.", "Round Rock Ridge HS, Round Rock Texas").
 */
const CITY_NAME_ITEM = new RegExp(`(?<=(?:^|[,|])[ \\t]*)${CITY}[ ]${REGION_TITLE}(?=[ \\t]*(?:[,.;|]|$))`, "dgmu");
/** What every CITY_NAME_ITEM match ends with: only the lines with one are tried. */
const CITY_NAME_ITEM_END = new RegExp(`[ ]${REGION_TITLE}(?=[ \\t]*(?:[,.;|]|$))`, "gmu");
/** A club named after a state, its age group after its words ("2028 S, Kentucky Bluegrass 16 Blue"): the state's name starts the club's, no town before it. */
const STATE_STARTS_CLUB = /^(?:[ ]\p{Lu}[\p{L}'’-]*){1,3}[ ](?:1[0-8](?:U|s)?|U-?1\d|1\dU)(?![\p{L}\d])/u;
/** A town in brackets after a word, perhaps a state's: "Puerto Rico (Bayamón)", "Colorado (Boulder)". */
const BRACKETED_TOWN = new RegExp(`(?<=[\\p{L}.])[ ]\\(${CITY}\\)`, "dgu");
/** The bracket every BRACKETED_TOWN and SCHOOL_TOWN_BRACKETED match opens: only the lines with one are tried. */
const SPACED_BRACKET = /[ ]\(/gu;
/** The capitalised words ending the text before it, where the state would be. */
const CAPITALISED_WORDS_BEFORE = /(?:\p{Lu}[\p{L}.]*[ ]){0,2}\p{Lu}[\p{L}.]*$/u;
/** A place's preposition right before a state's name: "from Puerto Rico", "live in Colorado", "soy de Puerto Rico". */
const PLACE_PREPOSITION_BEFORE = /(?:^|[^\p{L}])(?:from|in|of|de|en|em|à)[ \t]+(?:the[ \t]+)?$/iu;
// Where she moved to is her home now: "born in Houston, TX and moved to Boise, Idaho".
// A state the press abbreviates keeps its full stop ("in Beloit, Wis.").
const FROM_PLACE = new RegExp(`\\b(from|out of|de|in|(?:lives?|living)(?:[ \\t]+with[ \\t]+(?:me|us|her[ \\t]+\\p{L}{2,12}))?[ \\t]+in|based in|moved to|vivo en|j['’]habite [àa])[ \\t]+${CITY_LOWER},?[ \\t]+((?:${REGION_ABBREVIATION_PATTERN})\\.|[a-z]{2}|${REGION_NAME_PATTERN})(?![\\p{L}])`, "dgiu");
// "from Ohio", "live in Ontario", "moved from Texas to Nebraska", and where her school is: "Grand Ledge Central High School in Michigan".
const FROM_REGION = new RegExp(`\\b(?:from|live in|living in|based in|moved to|(?:moved|relocated)[ \\t]+from[ \\t]+[^.,\\n]{1,30}?[ \\t]+to|the state of|de|du|(?:high school|hs|h\\.s\\.|academy|prep|school|high)[ \\t]+in)[ \\t]+(?:the[ \\t]+)?${REGION_NAME}(?![\\p{L}])(?![ \\t]+city\\b)`, "dgiu");
/** A lower-case comma list's item that is a town (one to three words) and a two-letter code: group 1 the town, group 2 the code. */
const LISTED_TOWN_CODE = /(?<=,[ \t]{0,3})([a-z][a-z'’.-]{1,30}(?:[ ][a-z][a-z'’.-]{1,30}){0,2}),?[ ]([a-z]{2})(?=[ \t]{0,3}(?:,|\.(?!\d)|$))/dgmu;
/** A state's code alone where she says she is from, ending its clause: "a 2027 setter from GA, playing for …" ("a set from OH to the pin" is none). */
const FROM_CODE = /\b(?:from|out[ \t]+of)[ \t]+([A-Z]{2})(?=[ \t]*(?:[,.;!)]|$))/dgmu;
/** Labels of her town alone, which may name no state: "Hometown: Breda", "Wohnort: Fürstenfeldbruck", "Ciudad: Hermosillo". */
const TOWN_LABEL = /(?:hometown|home town|town|city|ciudad|cidade|ville|heimatort|wohnort|stadt)[ \t]*[:：–|-][ \t]*$/iu;
const TOWN_ALONE = new RegExp(`^${CITY}\\.?$`, "u");
/** What follows a place label: "Austin, TX", "(Ontario)", "Lyon, Auvergne-Rhône-Alpes". */
// A separator between town and code: "Loveland" is no "Lovela, ND".
// "Katy - TX", "Katy / TX": a dash or a slash between them too.
const LABELLED_PLACE = new RegExp(`^(?:${CITY_LOWER}(?:,?[ \\t]+|,|[ \\t]*[/–-][ \\t]*|[ \\t]*(?=\\()))?\\(?(${Object.keys(REGIONS).join("|")}|${REGION_NAME_PATTERN}|(?:${REGION_ABBREVIATION_PATTERN})(?=\\.))\\)?\\.?[ \\t]*$`, "iu");
/** "… High School in Pittsford, NY": her school's town, hers even on a line that names an event. */
const SCHOOL_IN = /(?:high school|senior high|hs|h\.s\.|academy|prep|school|secondary),?[ \t]+(?:(?:right[ \t]+)?here[ \t]+)?in[ \t]+$/iu;
/**
 * "Juniper Canyon High in Twin Falls": "High" alone closes a school's name only capitalised after a capitalised word ("ranked high
 * in Ohio" says no school).
 */
const CAPITALISED_HIGH_IN = /\p{Lu}[\p{L}'’.-]*[ ]High,?[ \t]+in[ \t]+$/u;
const schoolTownAt = (text: string, start: number) => {
  const before = text.slice(Math.max(0, start - 24), start);
  return SCHOOL_IN.test(before) || CAPITALISED_HIGH_IN.test(before);
};
/** "moved from Northstar VBC to Iowa Premier 16U": a state's name opening a club team's (capitalised words, then its age group or class year) is the club's. */
const CLUB_TEAM_AFTER_STATE = /^(?:[ ]\p{Lu}[\p{L}'’&-]*){1,3}[ ](?:1[0-8]U?|U-?1\d|20[2-3]\d)(?![\p{L}\d])/u;
/** "high" alone before "in": FROM_REGION's school words, which need CAPITALISED_HIGH_IN. */
const HIGH_ALONE = /^high[ \t]+in(?![\p{L}])/iu;
const POSITION_YEAR_AFTER = /^[ \t]+20[2-3]\d(?!\d)/u;
/**
 * "Trinity Sol SC 09/10 ECNL-RL", "Lowcountry SC 17U", "Solar SC ECNL 09G", "FC Wisconsin GA 2010": a club's code and its
 * birth years, age group or league, not a state (a ZIP code has five digits).
 */
const TEAM_AFTER_CODE = /^[ \t]+(?:\d{1,2}(?:\/\d{2}|[Uu]|s)?|[Uu]-?\d{2}|\d{2}[GB]|[GB]\d{2}|20[01]\d|ECNL|NPL|DPL|EDP|GA|RL|MLS)(?![\p{L}\d])/u;
// Her position codes too, in a list of them ("RS/OPP, OH", "DS/L, OH"): the town would be a code.
const CLASS_OR_POSITION = /^(?:senior|junior|sophomore|freshman|libero|setter|hitter|outside|middle|blocker|opposite|pitcher|catcher|shortstop|utility|outfielder|grad|class|recruit|prospect|player|athlete|volleyball|softball|position|pos|RS|OPP|DS|L|MB|RHP|LHP)$/iu;
const SCHOOL_WORD_LAST = /[ \t](?:College|School|Academy|High|HS|Prep|Catholic|Christian|Secondary|Gymnasium|Lyc[ée]e)$/u;
// Her verb before the town too, when a small word joins them as if a town's ("Soy de Monterrey", "Vivo en …").
const ORGANISATION_FIRST = /^(?:Colegio|Col[ée]gio|Escola|Escuela|Liceo|Lyc[ée]e|[ÉE]cole|Coll[èe]ge|Gymnasium|Instituto|IES|Club|Clube|Universidad|Universit[ée]|Academia|Associa[çc][ãa]o|Asociaci[óo]n)(?![\p{L}])/u;
const TOWN_AFTER_CONNECTOR = /[ ](?:de|do|dos|da|das|del|di|du|des)[ ]((?:la[ ]|le[ ])?\p{Lu}[\p{L}'’ -]*)$/u;
const CITY_STOP = /^(?:in|at|from|and|the|for|of|to|with|near|outside|de|en|a|à|soy|sou|somos|vivo|moro|vengo|viens|suis|habite)$/iu;
/** A town's small words, kept in lower case ("São José dos Campos"). */
const TOWN_CONNECTOR = /^(?:de|do|dos|da|das|del|di|du|des|la|le|sur)$/u;

// "Zagreb, Croatia", "Auckland, New Zealand", "Utrecht, the Netherlands", "Monterrey, Nuevo León, México": a city, perhaps its
// region, then a country.
const CITY_COUNTRY = new RegExp(`${CITY},[ \\t]*(?:the[ \\t]+)?(?:[\\p{Lu}][\\p{L}'’-]*(?:[ ][\\p{Lu}][\\p{L}'’-]*){0,2},[ \\t]*)?([\\p{Lu}][\\p{L}'’.-]*(?:[ ](?:[\\p{Lu}][\\p{L}'’.-]*|of|and|the|del|de|do|da)){0,3})(?![\\p{L}])`, "dgu");
/** What every CITY_COUNTRY match holds, a capital after a comma: only the lines with one are tried (as CITY_NAME_END). */
const CITY_COUNTRY_END = /,[ \t]*(?:the[ \t]+)?\p{Lu}/gu;

// Her town with no state: "here in Albuquerque", "I'm from Breda", "living in Chicago", "vivo a Bergamo", "moro no Porto", "soy de
// Hermosillo", "wohne in Köln", "je viens de Lévis", "Lincoln Park High School, in Chicago", "Mater Dei High in Santa Ana", "Bishop
// Kelly Catholic in Boise", "Katedralparkens gymnasium in Lund", "Sint-Barbaracollege in Ghent", and where a school whose word comes
// first is: "Gymnasium Altona-Nord in Hamburg", "l'École secondaire des Sources, à Sherbrooke" (a school's town is the student's).
// A capital right after the town (no comma) may be more of its name, so no town is read there.
// "She lives out in Gibsonia": the verb's third person, and an adverb before "in". A town's last word runs into no digit ("moved to
// Springfield Fury U16 Gold" is a club).
const TOWN_SAID = new RegExp(`(?:\\b(?:(?:[Hh]ere|[Ll]ives?(?:[ \\t]+(?:out|over|up|down|right))?|[Ll]iving|[Bb]ased)[ \\t]+in|[Mm]oved[ \\t]+to|[Vv]ivo[ \\t]+(?:a|en|em|n[oa])|[Mm]oro[ \\t]+(?:em|n[oa])|[Ss]o[uy][ \\t]+d[eoa]|[Ss]omos[ \\t]+de|[Vv]engo[ \\t]+de|[Aa]bito[ \\t]+a|[Ww]ohne[ \\t]+in|[Kk]omme[ \\t]+aus|[Jj]['’]habite[ \\t]+[àa]|[Jj]e[ \\t]+(?:viens|suis)[ \\t]+de)|\\b(?:High School|High|HS|H\\.S\\.|Academy|Prep|School|Secondary|Catholic|Christian|Collegiate|Grammar|gymnasium|skole),?[ \\t]+in|\\p{Ll}(?:college|lyceum|skolan),?[ \\t]+in|(?<![\\p{L}])(?:[ÉE]cole|Gymnasium|Lyc[ée]e|Colegio|Col[ée]gio|Coll[èe]ge|Liceo|Liceum|Lykeio|Instituto|IES|C[ée]gep|Escola|Escuela)[^,.\\n]{0,40},?[ \\t]+(?:in|à|en|a|em|no|na))[ \\t]+${CITY}(?![\\p{L}\\d'’-])(?![ \\t]*(?:\\(|[A-Z]{2}\\b|\\p{Lu}))`, "dgu");
// Where she introduces herself, "from" and the Spanish, Portuguese or French "de" name her town: "I'm a middle blocker from Breda",
// "Eleni Papadaki, opposite, 1,87 m, from Thessaloniki", "soy lanzadora derecha de Hermosillo, Sonora"; and the Portuguese or
// Spanish "em" / "en" with the town's region after it: "jogo vôlei de praia em Natal, Rio Grande do Norte".
const FROM_TOWN = new RegExp(`\\b(from|de|em|en|out of)[ \\t]+${CITY}(?![\\p{L}\\d'’-])(?![ \\t]*(?:\\p{Lu}|\\d))`, "dgu");
/** A name's last word before "out of" ("Red River Juniors 16 Black out of Moorhead"): the town is the club's or school's, not hers. */
const NAME_BEFORE_OUT_OF = /(?:\p{Lu}[\p{L}'’.-]*|\d{1,2}[Uus]?)\)?[ \t]+$/u;
const outOfNamesTown = (text: string, trigger: string, start: number) => /^out of$/iu.test(trigger) && NAME_BEFORE_OUT_OF.test(text.slice(Math.max(0, start - 40), start));
/** A town in lower case after "from", ending its clause ("from missoula. i play", "from sioux falls and"). */
const FROM_TOWN_LOWER = /\bfrom[ \t]+(\p{Ll}[\p{Ll}'’-]{2,}(?:[ \t]+\p{Ll}[\p{Ll}'’-]{2,})?)(?=[ \t]*[.,!;]|[ \t]+(?:and|i|im|but)(?![\p{L}]))/dgu;
const LOWER_FROM_HINT = /\bfrom[ \t]+\p{Ll}/u;
/** Everyday words after "from" that name no town ("from home.", "from school and", "from there"). */
const NOT_A_TOWN_WORD = /^(?:the|my|our|your|her|his|their|there|here|home|school|practice|work|camp|club|last|this|that|them|you|out|now|then|scratch|class|now|all|each|both|one|two|three)(?![\p{L}])/u;
/** Her introduction in a lower-case letter: "im", "i am", "my name is". */
const INTRODUCES_HERSELF_LOWER = /(?:^|[^\p{L}])(?:i[ \t]+am|i['’]?m|my[ \t]+name[ \t]+is)(?![\p{L}])/u;
/** Her introduction earlier in the sentence: "I am", "I'm", "soy", "sou", "je suis", "ich bin", "my name is", "meu nome é", "me llamo". */
const INTRODUCES_HERSELF = /(?:^|[^\p{L}])(?:I[ \t]+am|I['’]?m|my[ \t]+name[ \t]+is|[Ss]oy|[Ss]ou|[Jj]e[ \t]+suis|[Ii]ch[ \t]+bin|[Mm]eu[ \t]+nome[ \t]+[ée]|[Mm]e[ \t]+llamo|[Mm]i[ \t]+nombre[ \t]+es)(?![\p{L}])/u;
/** A person, a team or a school after "from" is no town ("from Coach Lee", "from Westview Volleyball"). */
// Clubs' last words include the usual names of their teams ("Sports Performance", "Nebraska Premier", "Tampa Bay United").
const NOT_A_TOWN = /^(?:Coach|Mr|Mrs|Ms|Dr|Team|Club)\b|[ ](?:Volleyball|Softball|Soccer|Lacrosse|Club|VBC|FC|SC|VC|Juniors|Elite|University|College|State|Fastpitch|Aquatics|Performance|Premier|Select|Academy|United|Sports|Athletics|Power|Storm|Thunder|Fury|Rush|Surge|Force|Heat|Impact|Express|Attack|Lightning|Legacy|National|Royal)$/u;
/** A club team then its town: "I coach Prairie Fire 17 Elite in Wichita", "Iowa Ice 16 National in Des Moines", "… 17-1 Elite in …": her club's town. */
const CLUB_TOWN = new RegExp(`(?<![\\p{L}\\d])(?:1[0-8](?:U|s|-\\d)?|U-?1\\d)(?:[ ]\\p{Lu}[\\p{L}]*){0,2}[ \\t]+in[ \\t]+${CITY}(?![\\p{L}\\d'’-])(?![ \\t]*(?:\\(|\\p{Lu}))`, "dgu");
/** "we play 16U in Kansas City", "next weekend our 17s …": where the team plays, not where it is from. */
const PLAYS_BEFORE = /\b(?:play|plays|playing|played|compete|competes|competing|competed)[ \t]+$/iu;
const WHEN_PLAYED = /\b(?:weekend|tonight|tomorrow|next[ \t]+(?:week|month)|this[ \t]+(?:week|month))\b/iu;
/** A labelled school then its town: "School: Kantonsschule Eulachtal, Winterthur", "Colegio: San Javier, Puebla". */
// An aside in brackets may follow the town: "School: BRG Hietzing-Süd, Wien (Matura 2027)".
const SCHOOL_LABEL_TOWN = new RegExp(`^[ \\t*•-]*(?:[Hh]igh [Ss]chool|[Ss]chool|[Ss]chule|[Ee]scuela|[Cc]olegio|[ÉéEe]cole|[Ll]yc[ée]e|[Ii]nstituto|[Ee]scola)[ \\t]*[:：][^,\\n]{2,60},[ \\t]*${CITY}(?=[ \\t.]*(?:,|\\(|$))`, "dgmu");
/**
 * Her school unlabelled, then its town after a comma, the town ending its clause: "I study at Bharati Vidya School, Nashik and
 * …", "Gymnasium Vechtzicht, Deventer - VWO in 2027". A code or a state after the town is read by their own rules.
 */
const SCHOOL_THEN_TOWN = new RegExp(`(?:\\b(?:High School|School|Academy|Secondary|Collegiate)|(?<![\\p{L}])(?:Gymnasium|Lyc[ée]e|Colegio|Col[ée]gio|Liceo|Instituto|Escola|Escuela)[ ][^,.\\n]{2,40}),[ \\t]*${CITY}(?=[ \\t]*(?:[.;(]|,|[–—]|[ ]-[ ]|[ ]and[ ]|$))`, "dgmu");
/** Words after a school's comma that are her class, her team or her grade, not a town ("Westview High School, Varsity"). */
const NOT_A_SCHOOL_TOWN = /^(?:Varsity|JV|Junior|Senior|Sophomore|Freshman|Class|Grade|Year|Std|Form|Captain|Starter|Team)(?![\p{L}])/u;
/** A school then its town in brackets: "IES Ribalta del Mar (Castellón)", "Westview High School (Boise)". */
const SCHOOL_TOWN_BRACKETED = new RegExp(`(?:\\b(?:High School|HS|Academy|Prep|School|Secondary|Catholic|Christian|Collegiate|Grammar)|(?<![\\p{L}])(?:[ÉE]cole|Gymnasium|Lyc[ée]e|Colegio|Col[ée]gio|Coll[èe]ge|Liceo|Liceum|Lykeio|Instituto|IES|Escola|Escuela)[^,.()\\n]{0,40})[ ]\\(${CITY}\\)`, "dgu");

/**
 * What may follow a town said with no state: its region or country after a comma or a preposition ("Hermosillo, Sonora",
 * "Lévis, au Québec", "Breda in the Netherlands", "Thessaloniki, Greece").
 */
const REGION_OR_COUNTRY_AFTER = /^(?:,?[ \t]+(?:just[ \t]+|right[ \t]+)?(?:near|outside(?:[ \t]+of)?|close[ \t]+to)[ \t]+(?:\p{Lu}[\p{L}'’.-]*[ ]?){1,3})?(?:,[ \t]*|,?[ \t]+(?:in|au|en|im)[ \t]+|[ \t]*\([ \t]*)(?:the[ \t]+)?(?:(?:state|province)[ \t]+of[ \t]+)?(\p{Lu}[\p{L}'’.-]*(?:[ ](?:\p{Lu}[\p{L}'’.-]*|and|of)){0,3})/u;
/**
 * A larger city she lives near ("Wieliczka near Kraków, Poland", "a small town outside Omaha, Nebraska", "a suburb of
 * Omaha, NE"): the town before it is hers, the larger one only gives the state.
 */
const NEAR_BEFORE = /\b(?:near|outside(?:[ \t]+of)?|close[ \t]+to|suburbs?[ \t]+of|perto[ \t]+d[eoa]|cerca[ \t]+de|pr[èe]s[ \t]+de)[ \t]+$/iu;
const NEAR_PENALTY = 0.1;
/** A home she had before: "relocated from Denver, CO", "originally from Fresno, CA", "we moved from Texas", "born in Denver" ("born and raised in" is home). */
const FORMER_HOME_BEFORE = /\b(?:(?:moved|moving|relocated|relocating|came)[ \t]+(?:here[ \t]+)?from|originally[ \t]+from|used[ \t]+to[ \t]+live[ \t]+in|born[ \t]+in)[ \t]+(?:the[ \t]+)?$/iu;
const FORMER_HOME_PENALTY = 0.35;
/**
 * Where someone else lives or moved ("my older sister just moved to Denver, CO for college", "my grandparents live in
 * Wichita, KS", "my club coach moved to Austin"): their home, not hers.
 */
const OTHERS_HOME_BEFORE = /\b(?:(?:my|our|her)[ \t]+(?:(?:older|younger|big|little|old|club|high[ \t]+school)[ \t]+)?(?:sisters?|brothers?|cousins?|coach(?:es)?|friends?|aunts?|uncles?|grand(?:parents?|ma|pa|mother|father)|teammates?))[ \t]+(?:(?:just|now|still|recently|all|both|also)[ \t]+)?(?:lives?|living|moved|moving)[ \t]+(?:(?:out|over|up|down)[ \t]+)?(?:in|to)[ \t]+$/iu;
/** An event's own words, as an event's name ends. */
const EVENT_WORD = "qualifier|tournament|showcase|classic|championships?|nationals|invitational|festival|cup|camp|clinic|tourney";
/**
 * The last words of events' names beyond the usual ones ("the Gulf Coast Showdown", "Midwest Hoop Fest", "the Boise
 * Invite") and of the hotels a team stays at ("the Hampton Inn"): a town right after them is where she goes.
 */
const EVENT_OR_LODGING_WORD = `${EVENT_WORD}|showdown|shootout|slam|bash|blast|jam|fest|sparkler|invite|games|challenge|series|inn|hotel|suites|lodge|resort|motel`;
/**
 * Words right before a place that make it somewhere she goes, not where she lives: a trip ("we'll be in Chicago, IL",
 * "traveling to Denver, CO"), the college's ("visited your campus in Ames, Iowa", "Plains University in Lincoln"), a
 * wish ("I've always wanted to live in Boulder, CO").
 */
const ELSEWHERE_BEFORE = /\b(?:(?:campus|university)[ \t]+(?:in|at)|(?:will|['’]ll|going[ \t]+to)[ \t]+be[ \t]+in|(?:travel(?:l?ing|l?ed)?|head(?:ing|ed)?|fly(?:ing)?|flew|driv(?:ing|e)|going)[ \t]+to|visit(?:ed|ing)?(?:[ \t]+(?:in|to))?|(?:want(?:ed)?|love|like|hope|hoping|dream(?:ed)?|plan(?:ning)?)[ \t]+to[ \t]+(?:live|play|study|go|move)[ \t]+(?:in|to))[ \t]+$/iu;
/**
 * An event's town right after it ("at AAU Nationals in Orlando, FL", "the Mideast Qualifier (Columbus, OH)", "playing in
 * Dallas, TX"): where she plays, never her home, so not read even when no home is given (the event is kept as a tournament).
 */
const EVENT_BEFORE = new RegExp(`\\b(?:(?:${EVENT_OR_LODGING_WORD}|play(?:ing|ed)?|compet(?:e|es|ed|ing))[ \\t]+(?:in|at)[ \\t]+|(?:${EVENT_OR_LODGING_WORD})[ \\t]*\\()$`, "iu");
const REGION_CITY = /[ ]City$/u;
/** Towns named for their region that lie in it (folded). */
const IN_ITS_NAMESAKE: ReadonlySet<string> = new Set(["quebec city", "oklahoma city", "iowa city", "new york city"]);
const REGION_OF_BEFORE = /\b(?:state|province|region|estado|provincia|prov[ií]ncia)[ \t]+(?:of|de|do|da)[ \t]+$/iu;
/** A code after the town ("Boise, ID", "Kelowna (BC)") is read with it by the code's own rules. */
const CODE_AFTER = /^[ \t]*,?[ \t]*\(?([A-Z]{2})(?![\p{L}])/u;
/** French names a town with "à" and a province with "au": "à Québec" is the city, as "à New York" is. */
const CITY_PREPOSITION = /(?:^|[ \t])[àa]$/u;
/** A line that opens with a date ("Dec 6-7 …", "- Oct 24-25 - …", "12/13 …", "Sat, Nov 15: …"): a schedule's. */
const SCHEDULE_LINE = /^[ \t>*•-]*(?:(?:mon|tue|wed|thu|fri|sat|sun)[a-z]{0,6}\.?,?[ \t]+)?(?:(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]{0,6}\.?[ \t]+\d{1,2}|\d{1,2}\/\d{1,2})(?!\d)/iu;
/** A line that ends with a date after a dash, a comma or a bracket ("Show Me Classic, Kansas City, MO — March 7-9"): a schedule's too. */
const SCHEDULE_LINE_END = /[—–,(-][ \t]*(?:(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]{0,6}\.?[ \t]+\d{1,2}(?:[ \t]*[-–][ \t]*\d{1,2})?|\d{1,2}\/\d{1,2}(?:[ \t]*[-–][ \t]*\d{1,2})?)(?!\d)\)?[ \t.]*$/iu;
/** A line that starts with her town and ends with one day ("Katy, Texas — November 12"): a letter's dateline, not a schedule's. */
const DATE_RANGE_END = /\d{1,2}[ \t]*[-–][ \t]*\d{1,2}\)?[ \t.]*$/u;
const isDateline = (line: string, placeAt: number) => line.slice(0, placeAt).trim() === "" && !DATE_RANGE_END.test(line);
const MONTH_OR_DAY = /^(?:January|February|March|April|May|June|July|August|September|October|November|December|Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday)\b/u;

/** The region a place names at the start of `written` ("Québec" of "Québec et"), or null. */
function regionAt(written: string): string | null {
  const words = written.split(" ");
  for (let count = Math.min(words.length, 4); count > 0; count--) {
    const code = regionCode(words.slice(0, count).join(" ").replace(/\.+$/u, ""));
    if (code) return code;
  }
  return null;
}

/**
 * The state or province named by the last words of `before` ("Puerto Rico" of "I'm from Puerto Rico"): a name, or a code
 * in capitals, said as a place after its preposition. A state without one is something else's: "a PA (Physician
 * Assistant)", "DE (Dual Enrollment) classes", "Club Ohio (Navy)".
 */
function regionEnding(before: string): string | null {
  const words = CAPITALISED_WORDS_BEFORE.exec(before)?.[0].split(" ") ?? [];
  for (let count = 1; count <= words.length; count++) {
    const written = words.slice(-count).join(" ");
    const code = regionCode(written);
    if (code && (written.length > 3 || written === code)) return PLACE_PREPOSITION_BEFORE.test(before.slice(0, before.length - written.length)) ? code : null;
  }
  return null;
}

/** Her own country named as a home is no town ("I'm from the United States", "soy de Estados Unidos"). */
const NATION_AT_HOME = /^(?:United States|USA|US|Canada|Estados Unidos|[ÉE]tats-Unis|Kanada|Vereinigte Staaten)$/u;

/**
 * The athlete's home town and state or province. Labelled lines and "from …" phrases count most;
 * a place on a tournament line is where an event is, so it only counts when nothing else is found.
 */
export function placeCandidates(text: string, lowercase: boolean): Candidate<Place>[] {
  const candidates: Candidate<Place>[] = [];
  /** `cityOnly`: a town said with no state is still hers (abroad, or her school's town). */
  const push = (city: string | null, state: string | null, start: number, end: number, confidence: number, cityOnly = false) => {
    if (!state && !cityOnly) return;
    // "Senior OH", "Libero MB", "2027 Setter OH": a class or position before a code is a position, not a place.
    if (city && city.split(/[ \t/]+/u).some((word) => CLASS_OR_POSITION.test(word))) return;
    // "St Mary's College, Melbourne, Australia": a name ending in a school's word is her school, not her town.
    if (city && SCHOOL_WORD_LAST.test(city)) return;
    // "Colegio Americano de Quito, Ecuador", "Club Axion de Québec": a school or club named for its town gives the town.
    if (city && ORGANISATION_FIRST.test(city)) {
      const town = TOWN_AFTER_CONNECTOR.exec(city);
      if (!town) return;
      city = town[1]!;
    }
    // "- Dec 6-7 Frostbite Fastpitch, Joplin MO": a schedule's dated line names where she plays, never where she lives.
    const { line, start: lineStart } = lineAround(text, start);
    if (SCHEDULE_LINE.test(line) || (SCHEDULE_LINE_END.test(line) && !isDateline(line, start - lineStart))) return;
    if (ELSEWHERE_BEFORE.test(text.slice(Math.max(0, start - 40), start)) || OTHERS_HOME_BEFORE.test(text.slice(Math.max(0, start - 60), start))) return;
    const near = NEAR_BEFORE.test(text.slice(Math.max(0, start - 16), start)) ? NEAR_PENALTY : 0;
    const former = FORMER_HOME_BEFORE.test(text.slice(Math.max(0, start - 32), start)) ? FORMER_HOME_PENALTY : 0;
    if (near && !state) return;
    const cleanCity = city && !near ? cleanCityName(city) : null;
    const before = text.slice(Math.max(0, start - 40), start);
    const schoolTown = schoolTownAt(text, start);
    if (EVENT_BEFORE.test(before) && !schoolTown) return;
    // Elsewhere on an event's line ("qualifier in Louisville, KY") it only counts when nothing else is found.
    const penalty = onEventLine(text, start) && !schoolTown ? EVENT_LINE_PENALTY : 0;
    candidates.push({ value: { city: cleanCity, state }, confidence: confidence - penalty - near - former, start, end });
  };
  for (const match of caselessMatches(LABEL, text)) {
    const start = match.index + match[0].length;
    const rest = text.slice(start, text.indexOf("\n", start) === -1 ? text.length : text.indexOf("\n", start)).split("|")[0]!;
    const labelled = LABELLED_PLACE.exec(rest.trim());
    if (labelled) {
      const code = regionCode(labelled[2]!);
      const city = labelled[1] && !regionCode(labelled[1]) ? labelled[1] : null;
      push(city, code, start, start + rest.length, 0.95);
    } else if (TOWN_LABEL.test(match[0])) {
      const town = TOWN_ALONE.exec(rest.trim());
      if (town && !regionCode(town[1]!) && !countryAt(town[1]!)) push(town[1]!, null, start, start + rest.length, 0.9, true);
    }
  }
  // "…, east ridge high school, clermont fl, 3.6 gpa": a town and its code as one item of a lower-case mail's comma list.
  if (lowercase) {
    for (const match of matchesOf(LISTED_TOWN_CODE, text)) {
      // A code that is also a word ("al", "in") counts after its town's comma at the end of the line, as a profile line's town ends it.
      const endsLine = /^[ \t]*(?:\r?\n|$)/u.test(text.slice(groupEnd(match, 2), groupEnd(match, 2) + 4));
      const commaBetween = text.slice(groupEnd(match, 1), groupStart(match, 2)).includes(",");
      if (((endsLine && commaBetween) || !WORD_CODES.has(match[2]!)) && regionCode(match[2]!)) push(match[1]!, regionCode(match[2]!), groupStart(match, 1), groupEnd(match, 2), 0.6);
    }
  }
  for (const match of caselessMatches(FROM_PLACE, text)) {
    // The words as written (the match may be of the text in lowercase): a code's and a city's capitals count.
    const [trigger, city, written] = [1, 2, 3].map((group) => text.slice(groupStart(match, group), groupEnd(match, group))) as [string, string, string];
    // A lowercase two-letter code is an ordinary word ("de la clase", "in the gym on") unless the whole mail is lowercase.
    const isCode = written.length === 2;
    // "Beloit, Wis." as the press writes it is capitalised; "pa." in a letter with capitals is a word.
    if (written.endsWith(".") && !/^\p{Lu}/u.test(written) && !(lowercase || writtenInLowercase(text, match.index))) continue;
    const saysHome = /^(?:from|out of|(?:lives?|living)(?:[ \t]+with[ \t]+.{2,16})?[ \t]+in|based in|moved to)$/iu.test(trigger);
    // A paragraph written all in lower case (a quoted note under a capitalised forward) reads as lower-case mail.
    const lower = lowercase || writtenInLowercase(text, match.index);
    if (isCode && written !== written.toUpperCase() && !(lower && (saysHome || schoolTownAt(text, groupStart(match, 2)) || !WORD_CODES.has(written.toLowerCase())))) continue;
    // "in orlando, florida" may be where she plays; "… high school in south portland, maine" is where her school is.
    if (!isCode && trigger.toLowerCase() === "in" && !schoolTownAt(text, groupStart(match, 2))) continue;
    if (!lower && !/^\p{Lu}/u.test(city.trim())) continue;
    // A club "out of Moorhead, MN" counts as her club's town does.
    const clubsTown = outOfNamesTown(text, trigger, groupStart(match, 1));
    push(city, regionCode(written), groupStart(match, 2), groupEnd(match, 3), clubsTown ? 0.6 : trigger.toLowerCase() === "in" ? 0.8 : 0.9);
  }
  for (const match of matchesOnLinesWith(CITY_CODE, CITY_CODE_END, text)) {
    const after = text.slice(groupEnd(match, 2), groupEnd(match, 2) + 8);
    const bracketed = text[groupStart(match, 2) - 1] === "(";
    if (bracketed && !after.startsWith(")")) continue;
    // "Mira Lindgren OH 2028": a code with no comma before it and a class year after it is her position.
    const bare = !bracketed && !match[0].includes(",");
    if (bare && (POSITION_YEAR_AFTER.test(after) || TEAM_AFTER_CODE.test(after))) continue;
    if (inBracketedList(text, groupStart(match, 1))) continue;
    const code = regionCode(match[2]!);
    // A code with no comma is less surely a town's: "Genesee Valley SC" is a soccer club.
    push(match[1]!, code, groupStart(match, 1), groupEnd(match, 2), bare ? 0.7 : 0.75);
  }
  for (const match of matchesOnLinesWith(CITY_NAME, CITY_NAME_END, text)) {
    // "Toronto (Ontario)" closes its bracket; "Bishop Calloway Catholic (Virginia Beach, VA)" is a school and its town.
    if (!match[0].includes(",") && text[groupEnd(match, 2)] !== ")") continue;
    if (STATE_STARTS_CLUB.test(text.slice(groupEnd(match, 2), groupEnd(match, 2) + 40))) continue;
    push(match[1]!, regionCode(match[2]!), groupStart(match, 1), groupEnd(match, 2), 0.75);
  }
  for (const match of matchesOnLinesWith(CITY_NAME_ITEM, CITY_NAME_ITEM_END, text)) {
    // "Team Ohio" is a club; "Charleston West Virginia" has "West" in the state's name, not the town's.
    const lastWord = match[1]!.slice(match[1]!.lastIndexOf(" ") + 1);
    if (NOT_A_TOWN.test(match[1]!) || regionCode(`${lastWord} ${match[2]!}`)) continue;
    push(match[1]!, regionCode(match[2]!), groupStart(match, 1), groupEnd(match, 2), 0.7);
  }
  for (const match of matchesOnLinesWith(BRACKETED_TOWN, SPACED_BRACKET, text)) {
    const state = regionEnding(text.slice(Math.max(0, match.index - 40), match.index));
    if (state && !regionCode(match[1]!)) push(match[1]!, state, groupStart(match, 1), groupEnd(match, 1), 0.75);
  }
  for (const match of matchesOnLinesWith(CITY_COUNTRY, CITY_COUNTRY_END, text)) {
    const country = countryAt(match[2]!);
    // A home abroad said in words ("I live in Zagreb, Croatia") counts as a labelled US one does.
    const said = /\b(?:from|in|live in|living in|based in|de|soy de)[ \t]+$/iu.test(text.slice(Math.max(0, groupStart(match, 1) - 12), groupStart(match, 1)));
    // "Atlanta, Georgia" is the state; "Jersey" is no country of anyone writing here either.
    // "in the state of Paraná, Brazil" names a region, not a town.
    if (REGION_OF_BEFORE.test(text.slice(Math.max(0, groupStart(match, 1) - 16), groupStart(match, 1)))) continue;
    if (country && !regionCode(match[1]!) && !regionCode(country)) push(match[1]!, null, groupStart(match, 1), groupStart(match, 2) + country.length, said ? 0.85 : 0.7, true);
  }
  /** A town said with no state, perhaps with its region or country after it; `cityPreposition`: French "à", before a city. */
  const pushTown = (town: string, start: number, end: number, cityPreposition: boolean, confidence = 0.65) => {
    if (MONTH_OR_DAY.test(town) || countryAt(town) || NATION_AT_HOME.test(town) || NOT_A_TOWN.test(town)) return;
    const after = text.slice(end, end + 64);
    const code = CODE_AFTER.exec(after);
    if (code && regionCode(code[1]!)) return;
    // "à Québec", "Québec City", "Oklahoma City": a town named for its region and in it. Not every such town is
    // ("Michigan City" is in Indiana, "Kansas City" mostly in Missouri, "Nevada City" in California): those give no code.
    const namesRegion = regionCode(town) ?? regionCode(town.replace(REGION_CITY, ""));
    if (namesRegion) {
      if (cityPreposition || IN_ITS_NAMESAKE.has(fold(town))) push(town, namesRegion, start, end, confidence);
      else if (REGION_CITY.test(town)) push(town, null, start, end, confidence, true);
      return;
    }
    const where = REGION_OR_COUNTRY_AFTER.exec(after);
    push(town, where ? regionAt(where[1]!) : null, start, end, confidence, true);
  };
  for (const match of matchesOnLinesWith(SCHOOL_TOWN_BRACKETED, SPACED_BRACKET, text)) {
    // "Apex Friendship High School (NC)", "Westlake High School (Texas)": her school's state alone in its bracket.
    const state = regionCode(match[1]!);
    if (state && (match[1]!.length > 2 || match[1] === state)) push(null, state, groupStart(match, 1), groupEnd(match, 1), 0.7);
    else pushTown(match[1]!, groupStart(match, 1), groupEnd(match, 1), false);
  }
  for (const match of [...matchesOf(TOWN_SAID, text), ...matchesOf(SCHOOL_LABEL_TOWN, text)]) {
    const start = groupStart(match, 1);
    pushTown(match[1]!, start, groupEnd(match, 1), CITY_PREPOSITION.test(match[0].slice(0, start - match.index).trimEnd()));
  }
  // Unlabelled, it counts less than a town she says is hers.
  for (const match of matchesOf(SCHOOL_THEN_TOWN, text)) {
    if (!NOT_A_SCHOOL_TOWN.test(match[1]!)) pushTown(match[1]!, groupStart(match, 1), groupEnd(match, 1), false, 0.6);
  }
  // Her club's town counts less than her own or her school's; on an event's line it is where the team plays.
  for (const match of matchesOf(CLUB_TOWN, text)) {
    const playsThere = PLAYS_BEFORE.test(text.slice(Math.max(0, match.index - 16), match.index)) || WHEN_PLAYED.test(sentenceBefore(text, match.index));
    if (!playsThere && !onEventLine(text, groupStart(match, 1))) pushTown(match[1]!, groupStart(match, 1), groupEnd(match, 1), false, 0.6);
  }
  for (const match of matchesOf(FROM_TOWN, text)) {
    const start = groupStart(match, 2);
    // "de" is every other word in Spanish, Portuguese and French ("em" and "en" in Portuguese and Spanish): a town only with its
    // region or country after it.
    if (["de", "em", "en"].includes(match[1]!) && !REGION_OR_COUNTRY_AFTER.test(text.slice(groupEnd(match, 2), groupEnd(match, 2) + 64))) continue;
    if (!INTRODUCES_HERSELF.test(sentenceBefore(text, match.index)) || outOfNamesTown(text, match[1]!, match.index)) continue;
    pushTown(match[2]!, start, groupEnd(match, 2), false);
  }
  // A letter in lower case names her town in lower case too: "im a libero class of 2029 from missoula. i play …".
  for (const match of LOWER_FROM_HINT.test(text) ? matchesOf(FROM_TOWN_LOWER, text) : []) {
    const town = match[1]!;
    if (NOT_A_TOWN_WORD.test(town) || !(lowercase || writtenInLowercase(text, match.index)) || !INTRODUCES_HERSELF_LOWER.test(sentenceBefore(text, match.index))) continue;
    pushTown(town.split(/[ \t]+/u).map(nameCase).join(" "), groupStart(match, 1), groupEnd(match, 1), false, 0.6);
  }
  for (const match of caselessMatches(FROM_REGION, text)) {
    if (HIGH_ALONE.test(text.slice(match.index, match.index + 12)) && !CAPITALISED_HIGH_IN.test(text.slice(Math.max(0, groupStart(match, 1) - 24), groupStart(match, 1)))) continue;
    if (CLUB_TEAM_AFTER_STATE.test(text.slice(groupEnd(match, 1), groupEnd(match, 1) + 48))) continue;
    push(null, regionCode(text.slice(groupStart(match, 1), groupEnd(match, 1))), groupStart(match, 1), groupEnd(match, 1), 0.7);
  }
  for (const match of matchesOf(FROM_CODE, text)) {
    push(null, regionCode(match[1]!), groupStart(match, 1), groupEnd(match, 1), 0.7);
  }
  return withStatesJoined(candidates);
}

/**
 * Writers whose sign-off may name her home: her own, her family's, and her high-school coach's (her school's town is
 * hers). A club's, a service's or anyone else's address is theirs.
 */
const SIGN_OFF_PLACE_HERS: ReadonlySet<string> = new Set(["athlete", "parent", "high_school_coach"]);

/**
 * The places that may be her home: none from the sign-off of a club coach, a service or anyone else outside her family
 * and school, none from the college's own message quoted under hers, and none whose town is a person's full name: her
 * position after her name is no state ("Kenzie Albrecht, OH", "Brynn Okafor, MB", "… , UT/2B").
 */
export function homePlaces(context: ExtractContext, places: readonly Candidate<Place>[], athlete: PersonName | null): Candidate<Place>[] {
  const signOffHers = SIGN_OFF_PLACE_HERS.has(context.role);
  const people = new Set([athlete?.last ? `${athlete.first} ${athlete.last}` : "", context.writer?.name ?? ""].map((name) => fold(name).replace(/\s+/gu, " ").trim()).filter((name) => name.includes(" ")));
  const personsName = (city: string | null) => city !== null && people.has(fold(city));
  const herName = athlete?.last ? fold(`${athlete.first} ${athlete.last}`) : null;
  const collegeWrote = (offset: number) => inCollegeQuote(context, offset) && !quotedFromHer(context, offset, herName);
  const signOff = context.signature ? context.text.slice(context.signature.start, context.signature.end) : "";
  const signOffAtWork = context.role === "parent" && AT_WORK.test(signOff);
  // A sign-off under a high school's name is her school's town even when its writer's role reads as `other` (a coach
  // signing with name, school and town but no title).
  const signOffSchool = context.role === "other" && HIGH_SCHOOL_SIGN_OFF.test(signOff);
  const signOffPlaceHers = (signOffHers && !signOffAtWork) || signOffSchool;
  // What follows the sign-off and names her (her profile, "P.S. Kenzie lives in …") is about her, not the writer's.
  const aboutHer = (offset: number) => {
    const before = context.text.slice(context.signature?.start ?? offset, offset);
    return POSTSCRIPT.test(before) || (athlete !== null && wordOffsets(before, athlete.first, 0, 1).length > 0);
  };
  const writersSignOff = (offset: number) => inWriterSignature(context, offset) && !aboutHer(offset);
  // A club coach's or a service's "we're based in Olathe", "all three play for Gulf Coast VC 17-1 out of Lafayette" is the club's town.
  const writersBase = (offset: number) => !signOffHers && [ORGANISATION_BASED_BEFORE, CLUB_OUT_OF_BEFORE].some((before) => before.test(context.text.slice(Math.max(0, offset - 40), offset)));
  // "International OH", "Lefty OH" in the subject: her sport's position code after a word, no comma between, is her position.
  const positionCodes = context.sport ? POSITION_CODE_STATES[context.sport.sport] : undefined;
  const positionInSubject = (place: Candidate<Place>) =>
    place.start < context.bodyStart && positionCodes !== undefined && positionCodes.has(place.value.state ?? "") && !context.text.slice(place.start, place.end).includes(",");
  return places.filter((place) => (signOffPlaceHers || !writersSignOff(place.start)) && !collegeWrote(place.start) && !personsName(place.value.city) && !writersBase(place.start) && !positionInSubject(place));
}

/** The state codes that are also a sport's position codes: outside hitter (Ohio), middle blocker (Manitoba), utility (Utah). */
const POSITION_CODE_STATES: Partial<Record<Sport, ReadonlySet<string>>> = { volleyball: new Set(["OH", "MB"]), softball: new Set(["UT"]) };

/** A postscript's opening: "P.S.", "PS -". */
const POSTSCRIPT = /^[ \t]*P\.?[ \t]?S\.?(?![\p{L}])/mu;

/** A high school's name in a sign-off: "Millard West High School", "Westview HS". */
const HIGH_SCHOOL_SIGN_OFF = /\b(?:High School|HS|H\.S\.)(?![\p{L}])/u;
/** A club's or a school's name, then "out of" ("Red River Juniors 16 Black out of", "(GCVC 17-1) out of"): its town follows. */
const CLUB_OUT_OF_BEFORE = /(?:\p{Lu}[\p{L}'’.-]*|\d{1,2}[Uus]?)\)?[ \t]+out[ \t]+of[ \t]+$/u;
/**
 * "We're based in", "the club is located in", "I run a performance gym in": a writer outside her family and school
 * speaking of the organisation, or of the business she runs.
 */
const ORGANISATION_BASED_BEFORE =
  /\b(?:(?:we(?:['’]re|[ \t]+are)|(?:the|our)[ \t]+(?:club|team|program|academy|company)(?:[ \t]+is)?)[ \t]+(?:based|located)|i[ \t]+(?:run|own|operate|manage)[ \t]+(?:a|an|the|my|our)[ \t]+(?:[\p{L}'’&-]+[ \t]+){0,3}?(?:gym|facility|academy|business|studio|clinic|company|program|center|centre))[ \t]+(?:in|out[ \t]+of)[ \t]+$/iu;

/**
 * A parent's sign-off that is her employer's (a job title, a company, a suite): its address is where she works, not
 * where the family lives ("Branch Manager / Platte Valley Credit Union / 18 Depot Street, Hastings, NE 68901"). An
 * office's phone alone ("Office: …" beside "Cell: …") says nothing of the town.
 */
const AT_WORK = /\b(?:Manager|Engineer(?:ing)?|Director|President|Officer|Analyst|Consultant|Attorney|Partner|Specialist|Coordinator|Supervisor|Accountant|CPA|Inc|LLC|LLP|Corp(?:oration)?|Company|Bank|Credit Union|Insurance|Realty|Associates|Suite)\b/u;

const REPLY_HEADERS = new RegExp(REPLY_HEADER.source, "gmu");
/** An Outlook header quoted inside a reply ("> From: Kenzie Albrecht <kenzie…@gmail.com>"), its address captured. */
const QUOTED_FROM_HEADER = /^[ \t>]*(?:From|De|Von|Da|Van)[ \t]*:[^\n@]{0,120}?([^\s<>()@,:]{1,64}@[\p{L}\d-]{1,63}(?:\.[\p{L}\d-]{1,63}){0,4}\.[a-z]{2,24})/gimu;

/**
 * Whether `offset` lies in her own message inside what reads as the college's quoted reply: under a reply header naming
 * her (a school account's address ends in .edu too: "On …, Kenzie Albrecht <kalbrecht27@katyisd.edu> wrote:"), or under
 * a personal address's Outlook header quoted inside the coach's reply ("> From: Kenzie Albrecht <kenzie…@gmail.com>").
 */
function quotedFromHer(context: ExtractContext, offset: number, herName: string | null): boolean {
  const { text } = context;
  let reply: RegExpExecArray | null = null;
  for (const header of matchesOf(REPLY_HEADERS, text)) {
    if (header.index >= offset) break;
    reply = header;
  }
  if (reply && herName && fold(reply[0]).replace(/\s+/gu, " ").includes(herName)) return true;
  let personal = false;
  for (const header of matchesOf(QUOTED_FROM_HEADER, text)) {
    if (header.index >= offset) break;
    if (header.index > (reply?.index ?? -1)) personal = personalAddress(context, header[1]!.toLowerCase());
  }
  return personal;
}

/** How far apart a town's label and a state's label may be to be one address ("Hometown: Boulder" / "State: CO"). */
const LABELS_APART = 120;
const LABELLED_CONFIDENCE = 0.9;
/** A town with its state says more than the same state alone, so it wins their tie. */
const TOWN_SAYS_MORE = 0.01;

/**
 * A town and a state read apart are one place: a labelled town with a labelled state beside it ("Hometown: Boulder",
 * "State: CO"), and a town with its state whose state is also named alone elsewhere ("Club Axion de Québec" and "à Québec").
 */
function withStatesJoined(candidates: Candidate<Place>[]): Candidate<Place>[] {
  const statesAlone = candidates.filter((candidate) => !candidate.value.city && candidate.value.state);
  const joined = candidates.map((candidate) => {
    const { city, state } = candidate.value;
    if (!city) return candidate;
    if (!state) {
      const beside = candidate.confidence >= LABELLED_CONFIDENCE && statesAlone.find((other) => other.confidence >= LABELLED_CONFIDENCE && Math.abs(other.start - candidate.start) <= LABELS_APART);
      if (beside) return { ...candidate, value: { city, state: beside.value.state }, confidence: Math.max(candidate.confidence, beside.confidence) };
      // The same town named elsewhere with its state ("Riverbend Academy, Grand Rapids" and "in Grand Rapids, Michigan") is in that state.
      const withItsState = candidates.find((other) => other.value.state && other.value.city && fold(other.value.city) === fold(city));
      return withItsState ? { ...candidate, value: { city, state: withItsState.value.state } } : candidate;
    }
    const sameState = statesAlone.filter((other) => other.value.state === state).reduce((most, other) => Math.max(most, other.confidence), 0);
    return sameState >= candidate.confidence ? { ...candidate, confidence: sameState + TOWN_SAYS_MORE } : candidate;
  });
  return joined;
}

/** Brackets holding three or more items and no number ("A*AA (Maths, Biology, PE)"): a list, not an address. */
function inBracketedList(text: string, offset: number): boolean {
  const open = text.lastIndexOf("(", offset);
  if (open < 0 || offset - open > 80) return false;
  const close = text.indexOf(")", offset);
  if (close < 0 || close - open > 120) return false;
  const inside = text.slice(open + 1, close);
  return !/[()\n\d]/u.test(inside) && inside.split(",").length >= 3;
}

/** Drops words that precede the city in a sentence ("I live in Austin" → Austin). */
function cleanCityName(city: string): string | null {
  const words = city.trim().split(/[ \t]+/u);
  while (words.length && CITY_STOP.test(words[0]!)) words.shift();
  const kept = words.filter((word) => word.length > 0);
  if (!kept.length || kept.join(" ").length < 2) return null;
  return kept.map((word, index) => (index > 0 && TOWN_CONNECTOR.test(word) ? word : nameCase(word))).join(" ");
}
