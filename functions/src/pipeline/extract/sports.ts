import type { CodedSport, Sport } from "@machines/inbox/positions";

type OtherSport = Exclude<Sport, CodedSport>;

/**
 * Words that say which sport a mail is about, matched case-insensitively in the folded text. Each
 * sport's own name counts, and the vocabulary only its mail uses (stats, events, positions).
 */
export const SPORT_WORDS: Readonly<Record<Sport, RegExp>> = {
  volleyball: /\b(?:volleyball|volley|voleibol|v[ôo]lei|pallavolo|vb|armadora|colocadora|passeuse|levantadora|zuspielerin|palleggiatrice|schiacciatrice|alzatrice|setter|libero|hitter|middle blocker|kills?|digs?|aces?|blocks?|approach|vertical|jva|aau volleyball|usav|setting|passing)\b/giu,
  softball: /\b(?:softball|fastpitch|pitcher|catcher|shortstop|outfield(?:er)?|(?:center|centre|left|right) ?fielder|infielder|slapper|bats (?:left|right|lefty|righty)|home to first|batting|(?<!(?:scoring|stroke) )avg|pop time|era|mph|innings?|rbis?|home runs?|travel ball|pop time|exit velo(?:city)?|usssa|pgf|sofbol|softbol|jardinera|lanzadora|campocorto|lanceuse|receveuse|voltigeuse|bateo)\b/giu,
  baseball: /\b(?:baseball|perfect game)\b/giu,
  basketball: /\b(?:basketball|hoops|point guard|shooting guard|combo guard|small forward|power forward|rebounds?|ppg|rpg|apg|three[- ]pointers?|3[- ]pointers?)\b/giu,
  // A football club's initials ("Steel City FC") and a birth-year team ("09G", "2010G") are soccer's club names; its "Girls
  // Academy" league after a team's year or a small word, not a school's name ("Towson Hill Girls Academy").
  soccer: /\b(?:soccer|futbol|futebol|fc|(?:20)?[01]\dg|ecnl|mls next|(?<=(?:\d|\b(?:fc|sc|the|in|for|on|plays?|playing|our|my|a))[ ]|^)girls academy|midfielder|goalkeeper|striker|winger|center back|centre back|outside back|fullback|clean sheets?|porter[ao]|arquer[ao]|goleir[ao]|delanter[ao]|mediocampista|centrocampista|gardienne de but|torh[uü]terin)\b/giu,
  lacrosse: /\b(?:lacrosse|lax|attackman|attacker|middie|fogo|draw controls?|ground balls?)\b/giu,
  // In French, Spanish, Italian and German too: "hockey sur gazon", "hockey sobre césped", "hockey su prato", "Feldhockey".
  "field hockey": /\b(?:field hockey|hockey (?:sur gazon|sobre (?:cesped|hierba)|su prato)|feldhockey)\b/giu,
  // Hockey's own tiers and film ("19U AAA", "shifts") and its puck, where the mail never says "hockey".
  "ice hockey": /\b(?:ice hockey|(?<!field )hockey(?! (?:sur gazon|sobre (?:cesped|hierba)|su prato))|defenseman|goaltender|power play|puck|shifts|(?:1\du|u1\d)[ -]aaa|aaa[ -](?:1\du|u1\d))\b/giu,
  "water polo": /\b(?:water ?polo|usawp|hole set|two[- ]meter)\b/giu,
  "track and field": /\b(?:track (?:and|&) field|indoor track|outdoor track|track team|sprinter|sprints|hurdles?|hurdler|high jump|long jump|triple jump|pole vault|shot put|discus|javelin|heptathlon|pentathlon|athletic\.net|milesplit|4 ?x ?[1-8]00|runner|[1-9]\d{2,3} ?m|prs?|personal (?:best|record)s?)\b/giu,
  "cross country": /\b(?:cross[- ]country|xc)\b/giu,
  // In Italian, Spanish, Portuguese and French too ("nuotatrice", "stile libero": no volleyball libero).
  swimming: /\b(?:swimming|swimmer|swim|(?:freestyle|backstroke|breaststroke)(?:rs?)?|butterfly|individual medley|scy|lcm|swimcloud|usa swimming|nuoto|nuotatric[ei]|nuotatore|natacion|nadadora|natacao|natation|nageuse|stile libero|farfalla)\b/giu,
  diving: /\b(?:diving|diver|springboard)\b/giu,
  tennis: /\b(?:tennis|utr|usta)\b/giu,
  // A golfer abbreviates her scoring average as a hitter does her batting average ("73.9 scoring avg"): softball's "avg" is not hers.
  golf: /\b(?:golf|golfer|(?:stroke|scoring) av(?:erage|g)|ajga)\b/giu,
  gymnastics: /\b(?:gymnastics|gymnast|uneven bars|balance beam|level 10)\b/giu,
  rowing: /\b(?:rowing|rower|coxswain|erg)\b/giu,
  wrestling: /\b(?:wrestling|wrestler|wrestles|flowrestling|trackwrestling|takedowns?)\b/giu,
  // Not "saber": the Spanish and Portuguese verb "to know".
  fencing: /\b(?:fencing|fencer|foil|epee|sabre|askfred|usa fencing)\b/giu,
  rugby: /\b(?:rugby|scrum[- ]half|fly[- ]half|flanker|tighthead|loosehead|lineouts?|try scorer)\b/giu,
  bowling: /\b(?:bowling|bowler|bowls|usbc|junior gold|pba)\b/giu,
  // Its athletes say "acro" and are bases, tops and tumblers ("flyer" alone is a camp's leaflet).
  "acrobatics and tumbling": /\b(?:acrobatics (?:and|&) tumbling|acro (?:and|&) tumbling|acro|ncata|tumbler|tumbling)\b/giu,
  equestrian: /\b(?:equestrian|equitation|hunt seat|horsemanship|reining|ncea|iea|show jumping|hunter[/ ]jumper)\b/giu,
};

interface OtherSportPositions {
  /** Positions or events that are nothing else (folded, regex fragments). */
  words: string;
  /** Ordinary words too ("forward", "center"): positions only when labelled or after a class year or a height. */
  plain?: string;
  /**
   * Codes as written in capitals ("GK", "LB/RB", "PG"), matched case-sensitively in the text: in lower case they are
   * ordinary words or units ("cm", "st"). Codes that are also common capitals (AM, DM, FB) are left out.
   */
  codes?: string;
}

const TRACK_EVENTS =
  "\\d{2,5} ?m(?:eters?|etres?)?(?: ?(?:hurdles|h|steeplechase|dash))?|\\d{2,3} ?(?:hurdles|h)|4 ?x ?[1-8]00(?: ?m)?|mile|[3568] ?k|high jump|long jump|triple jump|pole vault|shot put|discus|javelin|hammer(?: throw)?|heptathlon|pentathlon|steeplechase|hurdles";
// A distance then its stroke in Italian, Spanish, Portuguese or French too ("100 stile libero", "200 mariposa", "100 borboleta", "50 papillon").
const SWIM_EVENTS = "(?:50|100|200|400|500|800|1000|1500|1650) ?(?:y|m|yd|scy|lcm)? ?(?:free(?:style)?|fly|butterfly|back(?:stroke)?|breast(?:stroke)?|im|medley|stile libero|farfalla|dorso|rana|misti|libre|mariposa|espalda|braza|livre|borboleta|costas|peito|nage libre|papillon|brasse|quatre nages)|freestyle|butterfly|backstroke|breaststroke|individual medley";

/** A midfielder named by her side or role, often in short ("center mid", "attacking mid", "left midfield"). */
const SIDE_MIDFIELDER = "(?:attacking|defensive|center|central|centre|holding|outside|left|right|wide) mid(?:field(?:er)?)?";

/** Other sports' positions and events, kept as written in lower case. */
const OTHER_POSITIONS: Readonly<Record<OtherSport, OtherSportPositions>> = {
  baseball: { words: "pitcher|catcher|first base|second base|shortstop|third base|outfielder|center fielder|infielder|rhp|lhp|two[- ]way player", plain: "outfield|utility" },
  basketball: { words: "point guard|shooting guard|combo guard|small forward|power forward|stretch four", plain: "guard|forward|center|centre|post|wing", codes: "PG|SG|SF|PF" },
  soccer: {
    // Spanish, Portuguese, French and German words too ("portera" and "portero", "goleira", "mediocampista", "gardienne de but",
    // "Torhüterin", "Innenverteidigerin", "Mittelfeldspielerin", "Stürmerin").
    words: `goalkeeper|keeper|goleir[ao]|center backs?|centre backs?|central defender|outside backs?|(?:left|right) backs?|full ?backs?|wing ?backs?|${SIDE_MIDFIELDER}|midfielder|(?:left |right )?winger|striker|center forward|centre forward|porter[ao]|arquer[ao]|delanter[ao]|mediocampista|centrocampista|gardienne de but|torhuter(?:in)?|(?:innen|au(?:ss|ß)en)?verteidiger(?:in)?|mittelfeldspieler(?:in)?|sturmer(?:in)?`,
    plain: "defender|forward|midfield|goalie",
    codes: "GK|CB|LB|RB|LWB|RWB|CDM|CM|CAM|LM|RM|LW|RW|ST|CF",
  },
  lacrosse: { words: "attackman|attacker|middie|long[- ]stick midfielder|lsm|draw specialist|fogo|face[- ]?off specialist|midfielder|goalkeeper", plain: "attack|midfield|defense|defender|goalie" },
  // French too, as Quebec writes it ("défenseure", "attaquante", "gardienne de but").
  "field hockey": { words: `midfielder|${SIDE_MIDFIELDER}|(?:left|right|center|centre) backs?|sweeper|goalkeeper|center forward|centre forward|defenseure|attaquante|gardienne de but`, plain: "forward|defender|back|goalie|midfield", codes: "GK|CB|LB|RB|CM|LM|RM|CF|LW|RW" },
  "ice hockey": { words: "defenseman|goaltender|winger|left wing|right wing", plain: "center|centre|forward|defense|goalie", codes: "LW|RW|LD|RD" },
  "water polo": { words: "hole set|two[- ]meter|2[- ]meter|attacker|defender", plain: "driver|center|utility|goalie|point" },
  "track and field": { words: TRACK_EVENTS },
  // Cross-country runners race the track's distance events in spring.
  "cross country": { words: TRACK_EVENTS },
  swimming: { words: SWIM_EVENTS },
  diving: { words: "[13] ?m(?: springboard)?|springboard|platform" },
  tennis: { words: "singles|doubles" },
  golf: { words: "" },
  gymnastics: { words: "vault|uneven bars|bars|balance beam|beam|floor|all[- ]around" },
  rowing: { words: "coxswain|port|starboard|sculler|sweep" },
  // A wrestler's weight class is no position (and no field of ours).
  wrestling: { words: "" },
  fencing: { words: "foil|epee|sabre|saber" },
  rugby: { words: "prop|loosehead prop|tighthead prop|hooker|lock|flanker|number eight|no\\.? ?8|scrum[- ]half|fly[- ]half|inside cent(?:er|re)|outside cent(?:er|re)|fullback", plain: "wing|center|centre|back|forward" },
  bowling: { words: "" },
  "acrobatics and tumbling": { words: "tumbler", plain: "base|top|flyer" },
  equestrian: { words: "hunt seat|western horsemanship|horsemanship|reining|equitation over fences|equitation on the flat|equitation|jumping seat" },
};

/** Athletes named by their sport ("a 2027 swimmer"); words that are also ordinary ("forward", "guard") are left out. */
export const ATHLETE_NOUNS = "swimmer|diver|runner|sprinter|hurdler|jumper|thrower|golfer|gymnast|rower|wrestler|goalkeeper|goalie|midfielder|defender|striker|winger|point guard|shooting guard|attacker|middie|defenseman|goaltender";

export function isCodedSport(sport: Sport | null): sport is CodedSport {
  return sport === "volleyball" || sport === "softball";
}

const compiled = new Map<OtherSport, { exact: RegExp; inText: RegExp; plainInText: RegExp | null; codesInText: RegExp | null }>();
function patternsOf(sport: OtherSport) {
  let patterns = compiled.get(sport);
  if (!patterns) {
    const { words, plain, codes } = OTHER_POSITIONS[sport];
    const all = [words, plain].filter(Boolean).join("|");
    patterns = {
      exact: new RegExp(`^(?:${all})$`, "u"),
      inText: new RegExp(`(?<![\\p{L}\\d])(?:${words || "(?!)"})(?![\\p{L}\\d])`, "gu"),
      // An ordinary word is a position right after a class year, a height or a school year ("a 2027 forward", "5'9 guard",
      // "a sophomore defender"), as what she plays or played ("as a driver", "has played defense", "my starting goalie"), or
      // before her class in a sign-off ("Midfield | Class of 2027"); at most three blanks between, since a lookbehind over an
      // unbounded run of blanks is quadratic.
      plainInText: plain ? new RegExp(`(?<=(?:\\b20[2-3]\\d,?|\\d['’′"”]\\d{0,2}["”]?|\\bplays?|\\bplay(?:ing|ed)|\\bstarting|\\b(?:freshman|sophomore|junior|senior)|\\bas an?)[ \\t]{1,3})(?:${plain})(?![\\p{L}\\d])|(?<![\\p{L}\\d])(?:${plain})(?=[ \\t]{0,3}[|•·,–-][ \\t]{0,3}(?:class of[ \\t]|c\\/o[ \\t])?[ \\t]{0,2}(?:20)?[2-3]\\d\\b)` +
        // Or in a slash list with another of the sport's positions ("Forward / Winger", "winger/forward", "Utility / Driver").
        `|(?<![\\p{L}\\d])(?:${plain})(?=[ \\t]{0,2}\\/[ \\t]{0,2}(?:${all})(?![\\p{L}\\d]))|(?<=(?<![\\p{L}\\d])(?:${all})[ \\t]{0,2}\\/[ \\t]{0,2})(?:${plain})(?![\\p{L}\\d])`, "gu") : null,
      // Not after a number other than a class year: "140 LB" is a weight, "2028 LB/RB" a left back.
      codesInText: codes ? new RegExp(`(?<![\\p{L}\\d'’])(?<!(?<!\\b20[2-3])\\d[ \\t])(?:${codes})(?![\\p{L}\\d])`, "gu") : null,
    };
    compiled.set(sport, patterns);
  }
  return patterns;
}

/** A staff title's word right after a position's ("keeper coach", "Goalkeeper Director", "midfield coordinator"). */
const STAFF_TITLE_AFTER = /^[ \t]+(?:coach|coaches|director|trainer|coordinator|instructor)(?![\p{L}])/iu;

/** Which line of the field or court a code and a word name (a code on none is taken as the same position as any word). */
const POSITION_LINES: readonly { codes: RegExp; words: RegExp }[] = [
  { codes: /^GK$/u, words: /keeper|goalie|goaltender|porter|arquer|goleir|torh|gardienne/u },
  { codes: /^(?:CB|LB|RB|LWB|RWB|LD|RD)$/u, words: /back|defen[cs]|sweeper|verteidig/u },
  { codes: /^(?:CDM|CM|CAM|LM|RM)$/u, words: /mid|mittelfeld/u },
  { codes: /^(?:ST|CF|LW|RW)$/u, words: /forward|striker|wing|attack|sturm/u },
  { codes: /^(?:PG|SG)$/u, words: /guard/u },
  { codes: /^SF$/u, words: /forward|wing/u },
  { codes: /^PF$/u, words: /forward|post|stretch/u },
];

/** The line of the field or court a code names, if it names one. */
const lineOf = (code: string) => POSITION_LINES.find((candidate) => candidate.codes.test(code));

function sameLine(code: string, word: string): boolean {
  const line = lineOf(code);
  return !line || line.words.test(word);
}

/** Whether `words` name the positions `codes` abbreviate, one for one ("goalkeeper" for "gk"): the same positions, written out. */
export function spellsOutCodes(codes: readonly string[], words: readonly string[]): boolean {
  return (
    codes.length > 0 &&
    codes.length === words.length &&
    codes.every((code, index) => {
      const line = lineOf(code.toUpperCase());
      return line !== undefined && !line.codes.test(words[index]!.toUpperCase()) && line.words.test(words[index]!);
    })
  );
}

/** Another sport's position or event, when the whole (folded) piece is one: as written, lower case. */
export function otherSportPosition(piece: string, sport: Sport): string | null {
  if (isCodedSport(sport)) return null;
  return patternsOf(sport).exact.test(piece) ? piece : null;
}

/** Another sport's positions and events in free text (its codes as written, the rest in the folded text, which keeps offsets), with their offsets. */
export function otherSportPositionsIn(text: string, folded: string, sport: Sport): { code: string; start: number; end: number }[] {
  if (isCodedSport(sport)) return [];
  const { inText, plainInText, codesInText } = patternsOf(sport);
  // "the keeper coach", "Goalkeeper Director": a staff member's title, not a player's position.
  const worded = [...folded.matchAll(inText), ...(plainInText ? folded.matchAll(plainInText) : [])].filter((match) => !STAFF_TITLE_AFTER.test(folded.slice(match.index + match[0].length, match.index + match[0].length + 20)));
  // A code beside positions named in words ("PG" in the subject, "point guard" in the letter) is the same position again,
  // unless no word names a position of its line ("a midfielder (sometimes CB)": a back beside a midfielder).
  const codes = codesInText ? [...text.matchAll(codesInText)] : [];
  const matches = [...worded, ...codes.filter((code) => !worded.length || !worded.some((word) => sameLine(code[0], word[0])))];
  // As written, accents kept ("défenseure", "torhüterin"): the folded text only finds them.
  const found = matches.map((match) => ({ code: text.slice(match.index, match.index + match[0].length).replace(/\s+/gu, " ").toLowerCase(), start: match.index, end: match.index + match[0].length }));
  // "guard" inside "combo guard, class of 2027" is the same position, read once.
  return found.filter((item) => !found.some((other) => other !== item && other.start <= item.start && other.end >= item.end && other.end - other.start > item.end - item.start));
}
