import { findNumbers } from "libphonenumber-js";
import { isEduAddress } from "@machines/shared/email";
import { MAX_PHONE_RUNS, type Warnings } from "../limits";
import { type Candidate, escapeRegExp, fold, lineAround, matchesOf } from "../text";
import { rememberLast, rememberUpTo } from "../remember";
import type { ExtractContext } from "./context";
import { REPLY_HEADER } from "../mime/quotedReply";
import { headerLine, type PersonName } from "./names";

/** Words that say a contact belongs to someone else than the athlete (ending at a letter's edge: "mamá"). */
const OTHER_OWNER = /\b(?:parents?|moms?|mother|dads?|father|guardian|aunt|uncle|grand(?:ma|pa|mother|father)|coach|director|club|emergency contact|padre|madre|mam[aá]|pap[aá]|m[èe]re|p[èe]re|m[ãa]e|pai|t[íi][ao]|abuel[oa]|av[óô]|tutor(?:a)?|entrenador|entraineur|office|fax|recruiting coordinator)(?![\p{L}])(?:(?:[^\n.!?]|\.(?=\S)){0,25}|(?:[^\n.!?]|\.(?=\S)|(?<=\b(?:mr|mrs|ms|dr))\.){0,60}[(:,](?:[^\n.!?]|\.(?=\S)){0,40})$/iu;
/** The writer's family as the owner: "our info:", "our home number", "reach us at". */
const FAMILY_OWNER = String.raw`our(?:[ \t]+(?:own|home|family['’]s))?[ \t]+(?:info(?:rmation)?|contact(?:[ \t]+info(?:rmation)?)?|e-?mails?|numbers?|cells?|phones?)|(?:reach|call|text|e-?mail|contact)[ \t]+us(?:[ \t]+at)?`;
/** An address written between an owner and a number ("She's at lena@…, 757-…", "Sienna's contact: sienna@… | 410-…"). */
const ADDRESS_BETWEEN = "(?:[\\p{L}\\d._%+-]+@[\\p{L}\\d.-]+\\.[\\p{L}]{2,}[ \\t]*(?:,|\\||or|and|\\/)?[ \\t]*)?";
/** Such an address ending the text before a number, to look past it for the owner. */
const ADDRESS_JUST_BEFORE = new RegExp(`${ADDRESS_BETWEEN.slice(0, -1)}$`, "u");
/** Whose a contact is, said right before it: "and mine is", "Me - ", "my own email is", "hers:", "she's at", "she can be reached directly at", "her contact:" (an address may stand between). */
const OWNER_JUST_BEFORE = new RegExp(`\\b(mine|my(?: own)?[ \\t]+(?:e-?mail(?: address)?|cell(?: phone)?|phone(?: number)?|number|mobile)|my own|${FAMILY_OWNER}|me(?=[ \\t]*[:\\-–])|(?:or|and)[ \\t]+me(?:[ \\t]+at)?|hers|her own|her contact(?: info(?:rmation)?)?|she['’]s at|she is at|she can be (?:reached|contacted)(?:[ \\t]+(?:directly|best|anytime|easily))?[ \\t]+at)\\b(?:[ \\t]*(?:is|:|-|–|\\())?[ \\t]*${ADDRESS_BETWEEN}$`, "iu");
/** The owners in OWNER_JUST_BEFORE that are the writer: "mine", "my cell", "or me (…)", and the family ("our info", "reach us at"). */
const WRITER_JUST_BEFORE = /^(?:mine|me|my\b.*|(?:or|and)[ \t]+me\b.*|our\b.*|.*\bus\b.*)$/u;
/** The owners that are the writer's family, never the athlete alone: hers only when she says "my". */
const FAMILY_JUST_BEFORE = /^(?:our\b.*|.*\bus\b.*)$/u;
const ATHLETE_OWNER = /\b(?:athlete|player|her|his|student|athlete['’]s|su|sa|son)\b[^\n]{0,20}$/iu;
/** First person: the athlete's own contact when she writes, the writer's when a parent or a coach does; in the same sentence ("on my 16s. Her email is" is hers). */
const FIRST_PERSON = /\b(?:my|me|mi|mon|ma|meu|minha|mein|meine|reach me|call me|text me)\b(?:[^\n.!?]|\.(?=\S)){0,20}$/iu;
const CONTACT_WORD = String.raw`(?:e-?mail|phone|cell(?:ulaire)?|mobile|tel[ée]?(?:phone|fono)?|celular|courriel|contact|text)[ \t]*[:：–-]?[ \t]*$`;
/** A labelled contact line ("Email: …", "Cell: …", "Cellulaire : …"). */
const CONTACT_LABEL = new RegExp(String.raw`(?:^|[|·•])[ \t*•-]*${CONTACT_WORD}`, "iu");
/** A labelled contact item after others on its line ("Club: … - Coach Ruiz | Cell: "): the earlier items own none of its value. */
const CONTACT_ITEM = new RegExp(String.raw`[|·•][ \t*•-]*${CONTACT_WORD}`, "iu");

/** "her cell is", "his number:": in the athlete's own letter, someone else's contact. */
const THIRD_PERSON_JUST_BEFORE = /\b(?:her|his)[ \t]+(?:cell|phone|number|mobile|email|e-mail)\b[^\n]{0,12}$/iu;
/** A number just before, ending a list, with its own aside ("… 303-555-0161 and ", "… 303-555-0161 (my mom's) / "). */
const LISTED_NUMBER_BEFORE = /\+?\(?\d[\d \t().-]{8,16}\d(?:[ \t]*\([^()\n]{1,25}\))?[ \t]*(?:,|and|or|&|\/)[ \t]*$/u;
/** An HTML link's text before its target ("Her cell: tap to call [tel:+1303…]"): the owner is said before the link. */
const LINK_TEXT_BEFORE = /[ \t]*[^\n:[\]]{0,30}\[tel:$/iu;
/** Whose a value is, written right after it: "(Dad - Rob)", "- home", "(work)", "(mom)", "(my mom's)". */
const OTHER_OWNER_AFTER = /^[ \t]*[(\-–][ \t]*(?:(?:my|her|his)[ \t]+)?(?:dad|mom|mother|father|parents?|guardian|coach|home|work|office|fax|h|w)(?![\p{L}])/iu;
/** Whose it is, written right after it in a parent's or coach's letter: "(hers)", "- her cell" are the athlete's, "(mine)" the writer's. */
const HERS_AFTER = /^[ \t]*[(\-–][ \t]*(?:hers|her[ \t]+(?:own|cell|phone|number|mobile|e-?mail))(?![\p{L}])/iu;
const WRITERS_AFTER = /^[ \t]*[(\-–][ \t]*(?:mine|my[ \t]+(?:own|cell|phone|number|mobile|e-?mail))(?![\p{L}])/iu;
/** Hers, written right after it: "(me)", "- cell", "(c)". */
const OWN_AFTER = /^[ \t]*[(\-–][ \t]*(?:me|mine|my cell|cell|mobile|c)(?![\p{L}])/iu;
/** A cell label on her line: "C: ", "(c) ", "cell - ", "mobile ", "Phone (cell): ". */
const CELL_BEFORE = /(?:\b(?:cell|mobile|celular|portable|handy)|(?<![\p{L}])c)(?:[ \t]*[:.)\-–]){0,2}[ \t]*$/iu;
/** The family's line, not hers: "Home: ", "Phone (home): ", "Landline - ". */
const HOME_BEFORE = /\b(?:home|house|landline)(?:[ \t]+(?:phone|number|line|tel))?(?:[ \t]*[:.)\-–]){0,2}[ \t]*$/iu;

/** What may stand before a number on its line for the line above to say whose it is: nothing, or a contact label. */
const BARE_CONTACT_LINE = /^[ \t*•>-]*(?:(?:cell|phone|mobile|tel|text|c|p|m)[ \t]*[:.]?)?[ \t]*$/iu;

// Starts only where a run of address characters starts: from inside one it would fail the same way again.
const EMAIL = /(?<![\p{L}\d._%+-])[\p{L}\d._%+-]+@[\p{L}\d.-]+\.[\p{L}]{2,}/gu;

/** What may follow "Abby's" up to a contact for it to be hers: a few words, and an address given first. */
const AFTER_POSSESSIVE = new RegExp(`^(?:[^\\n@]{0,25}|[^\\n@]{0,25}?${ADDRESS_BETWEEN})$`, "iu");
/** An aside opening right after a value: "(", "- ". */
const ASIDE_OPENING = /^[ \t]*[(\-–][ \t]*/u;
/** Checks at a given offset, as the case-insensitive patterns they stand for read them. */
/** A word's edge that knows accented letters ("Zoë's", where \b sees none after the "ë"). */
const WORD_EDGE = /(?:(?<=[\p{L}\p{N}])(?![\p{L}\p{N}])|(?<![\p{L}\p{N}])(?=[\p{L}\p{N}]))/uy;
const POSSESSIVE_S = /['’]s\b/iuy;
const LETTER_AT = /[\p{L}]/iuy;

/**
 * A first name as a pattern, built once per name (every contact in a mail asks for it). It holds the name alone, and the
 * checks around it are compiled once: a per-name pattern with letter classes or a long tail takes milliseconds to compile,
 * and mail brings new names.
 */
const namePattern = rememberUpTo(500, (first) => new RegExp(escapeRegExp(first), "giu"));

/** Whether a sticky pattern matches at `offset` (its lastIndex then says where the match ends). */
function matchesAt(pattern: RegExp, text: string, offset: number): boolean {
  pattern.lastIndex = offset;
  return pattern.test(text);
}

/** Where the name is written in `text` starting a word, and where it ends: every start, overlapping ones too. */
function* nameStarts(name: RegExp, text: string): Generator<number> {
  for (let from = 0; ; ) {
    name.lastIndex = from;
    const match = name.exec(text);
    if (!match) return;
    const end = match.index + match[0].length;
    if (matchesAt(WORD_EDGE, text, match.index)) yield end;
    // One character on (a pair of UTF-16 halves is one).
    from = match.index + (text.codePointAt(match.index)! > 0xffff ? 2 : 1);
  }
}

/** "Abby" as a word of its own. */
function namesWord(name: RegExp, text: string): boolean {
  for (const end of nameStarts(name, text)) if (matchesAt(WORD_EDGE, text, end)) return true;
  return false;
}

/** "Abby's cell: ", "Abby's contact info is abby@… or ": her possessive, and only a few words or an address after it. */
function possessiveJustBefore(name: RegExp, before: string): boolean {
  for (const end of nameStarts(name, before)) {
    if (matchesAt(POSSESSIVE_S, before, end) && AFTER_POSSESSIVE.test(before.slice(POSSESSIVE_S.lastIndex))) return true;
  }
  return false;
}

/** "303-555-0160 (Wren's cell)", "wren27@… (Wren)": her name in an aside right after the value. */
function namedInAside(name: RegExp, after: string): boolean {
  const opening = ASIDE_OPENING.exec(after);
  if (!opening) return false;
  name.lastIndex = opening[0].length;
  const match = name.exec(after);
  return match?.index === opening[0].length && !matchesAt(LETTER_AT, after, name.lastIndex);
}

/**
 * Whose contact this is: above 0 the athlete's, below 0 someone else's, 0 unknown. A contact the
 * athlete is named with ("Abby's email", "reach Aniyah at", "Player: Maya Whitehorse | 505-…")
 * is hers; one marked as a parent's, a coach's or the writer's own ("my phone" from a parent) is not.
 */
export function ownership(context: ExtractContext, start: number, name: PersonName | null, local: string, end: number): number {
  const { text } = context;
  // "My parents' numbers are 303-… and 303-…": the number before this one in a list is skipped, so the owner said before both counts.
  const linkTarget = text.slice(Math.max(0, start - 5), start).toLowerCase() === "[tel:";
  const withoutLinkText = (written: string) => (linkTarget ? written.replace(LINK_TEXT_BEFORE, "") : written);
  const lineStart = text.lastIndexOf("\n", start - 1) + 1;
  const line = withoutLinkText(text.slice(lineStart, start));
  const item = CONTACT_ITEM.exec(line);
  const before = item ? line.slice(item.index) : withoutLinkText(text.slice(Math.max(0, start - 100), start).replace(LISTED_NUMBER_BEFORE, ""));
  const previousLine = text.slice(text.lastIndexOf("\n", lineStart - 2) + 1, lineStart);
  const named = name ? namePattern(name.first) : null;
  const after = text.slice(end, end + 30);
  const writerIsAthlete = context.role === "athlete";
  if (inCollegeQuote(context, start)) return -1;
  // "My mom's cell is … (Danielle) and mine is …", "following up on Wren's note. My cell is …": the owner said last,
  // right before the number, is its owner.
  const said = ownerSaidBefore(before);
  if (said) return WRITER_JUST_BEFORE.test(said) ? (writerIsAthlete && !FAMILY_JUST_BEFORE.test(said) ? 1 : -1) : 1;
  if (named && (possessiveJustBefore(named, before) || namedInAside(named, after))) return 2;
  if (!writerIsAthlete && HERS_AFTER.test(after)) return 2;
  if (!writerIsAthlete && WRITERS_AFTER.test(after)) return -1;
  // "Her mom gave me permission to share her email, lucy@…": in someone else's letter "her email" right before it is the athlete's,
  // whoever else the sentence names first.
  if (!writerIsAthlete && THIRD_PERSON_JUST_BEFORE.test(before)) return 1;
  // "My coach, Mr. Lindqvist, can be reached at jl@… or 262-…": the owner said before an address given first.
  if (OTHER_OWNER.test(before) || OTHER_OWNER.test(before.replace(ADDRESS_JUST_BEFORE, "")) || HOME_BEFORE.test(line)) return -1;
  // "303-555-0161 (Dad - Rob)", "303 555 0161 - home", "lisa@… (mom)": the owner written after the value.
  if (OTHER_OWNER_AFTER.test(after)) return -1;
  if (FIRST_PERSON.test(before)) return writerIsAthlete ? 1 : -1;
  // "Parent:\n505-…": a number alone under a parent's line is theirs; one on its own labelled line ("Player: Maya … | 505-…") is not.
  const bareLine = BARE_CONTACT_LINE.test(line);
  if (bareLine && /^[ \t*•>-]*(?:parent|mom|dad|mother|father|guardian)/iu.test(previousLine)) return -1;
  // "…and her cell is 303-…" in the athlete's own letter: "her" is someone else (her mother, her coach).
  if (writerIsAthlete && THIRD_PERSON_JUST_BEFORE.test(before)) return -1;
  let score = 0;
  // "Player contact: maya@… / 208-…": the owner said before an address given first.
  if (ATHLETE_OWNER.test(before) || ATHLETE_OWNER.test(before.replace(ADDRESS_JUST_BEFORE, ""))) score += 1;
  // Her own line among the family's ("H: … C: …", "… (me)"): a cell or "me" beside the number marks hers.
  if (writerIsAthlete && (CELL_BEFORE.test(line) || OWN_AFTER.test(after))) score += 1;
  // Her name earlier on the same line, or on the line just above: "Courriel de Florence : …\nCellulaire : …", and her
  // sign-off "Wren Castellano\n303-…" (quoted or not), unless that line names someone of hers ("Lisa (Wren's mom)").
  const namedAbove = named && namesWord(named, previousLine) && (CONTACT_LABEL.test(line) || (bareLine && !OTHER_OWNER.test(previousLine.trimEnd())));
  if (named && (namesWord(named, line) || namedAbove)) score += 1;
  // A labelled contact line in the body of a parent's or coach's mail describes the athlete; their own is in the sign-off.
  if (!writerIsAthlete && CONTACT_LABEL.test(line) && !inWriterSignature(context, start)) score += 1;
  if (name && local) {
    if (local.includes(fold(name.first))) score += 1;
    else if (name.last && local.includes(fold(name.last).replace(/\s/g, ""))) score += 0.3;
  }
  return score;
}

const ownerSaidBefore = (before: string) => OWNER_JUST_BEFORE.exec(before)?.[1]?.toLowerCase();

/** The writer says the value at `start` is theirs, right before it: "my cell is", "or me at". */
export function writerSaysOwn(text: string, start: number): boolean {
  const said = ownerSaidBefore(text.slice(Math.max(0, start - 100), start));
  return said !== undefined && WRITER_JUST_BEFORE.test(said);
}

/** An email address or phone number written in the text, and where. */
export interface WrittenContact {
  value: string;
  start: number;
  end: number;
}

/** An address that may be a person's: not the forwarding coach's, not a college's, not a role mailbox's. */
export function personalAddress(context: ExtractContext, address: string): boolean {
  return !context.notAthlete.addresses.has(address) && !isEduAddress(address) && !/^(?:no-?reply|info|admin|support|recruiting|coach|office)@/u.test(address);
}

/** "[at]", "(at)", a spelled " at ", or an "@" with a space on either side, between an address's parts. */
const SPELLED_AT = String.raw`[ \t]*[[(]at[\])][ \t]*|[ \t]+at[ \t]+|[ \t]+@[ \t]*|@[ \t]+`;
/** "[dot]", "(dot)", a spelled " dot " or a plain dot between a domain's labels. */
const SPELLED_DOT = String.raw`[ \t]*[[(]dot[\])][ \t]*|[ \t]+dot[ \t]+|\.`;
/** A dot spelled inside the part before the "at": "kenzie dot a27 at gmail dot com". */
const SPELLED_LOCAL_DOT = String.raw`[ \t]*[[(]dot[\])][ \t]*|[ \t]+dot[ \t]+`;
/** An address spelled out against harvesters: "wren27 [at] gmail [dot] com", "wren27 at gmail dot com", "wren27 @gmail.com" (its top-level domain in letters: "5'10 @ 140.5" is none). */
const SPELLED_EMAIL = new RegExp(String.raw`(?<![\p{L}\d._%+-])((?:[\p{L}\d._%+-]{1,64}(?:${SPELLED_LOCAL_DOT})){0,2}[\p{L}\d._%+-]{1,64})(?:${SPELLED_AT})([\p{L}\d-]{1,63}(?:(?:${SPELLED_DOT})[\p{L}\d-]{1,63}){0,2}(?:${SPELLED_DOT})\p{L}{2,24})(?![\p{L}\d-])`, "giu");
const SPELLED_DOT_ANYWHERE = new RegExp(SPELLED_DOT, "giu");
const SPELLED_HINT = /\bdot\b|[[(]at[\])]|[ \t]@|@[ \t]/i;

/** Addresses in the text that may be a person's (personalAddress), written out or spelled ("name [at] gmail [dot] com"). */
export function addressesIn(context: ExtractContext): WrittenContact[] {
  const found: WrittenContact[] = [];
  const keep = (address: string, start: number, end: number) => {
    if (personalAddress(context, address)) found.push({ value: address, start, end });
  };
  for (const match of matchesOf(EMAIL, context.text)) keep(match[0].replace(/[.]+$/u, "").toLowerCase(), match.index, match.index + match[0].length);
  // Most mail spells no address: the full pattern (tried at every word) only runs where a spelled one may be.
  if (!SPELLED_HINT.test(context.text)) return found;
  for (const match of matchesOf(SPELLED_EMAIL, context.text)) {
    const [written, local, domain] = match as unknown as [string, string, string];
    // A plain " at " before a plain domain is a sentence ("she trains at Flatirons.com"): an "@" or a spelled word must be there.
    if (!/[[(]at[\])]|\bdot\b|@/iu.test(written)) continue;
    // Digits or a letter alone before the "at" are the tail of an address spelled with spaces ("cora bell 28 at gmail dot com").
    if (/^(?:\d+|\p{L})$/u.test(local)) continue;
    keep(`${local.replace(SPELLED_DOT_ANYWHERE, ".")}@${domain.replace(SPELLED_DOT_ANYWHERE, ".")}`.toLowerCase(), match.index, match.index + written.length);
  }
  return found.sort((a, b) => a.start - b.start);
}

const MIN_DIGITS_ABROAD = 8;

/** Phone numbers in E.164, written as phones are: with separators or after a phone word, and ten digits or more. */
export function phonesIn(context: ExtractContext): WrittenContact[] {
  const { text } = context;
  const found: WrittenContact[] = [];
  for (const number of phoneNumbersIn(text, context.warnings)) {
    const written = text.slice(number.startsAt, number.endsAt);
    // A phone is written with separators or after a phone word; a bare run of digits is an ID (a "#" alone says
    // number, not phone: "NCAA ID # 2304555016"; "Cell#" has its phone word).
    const before = text.slice(Math.max(0, number.startsAt - 25), number.startsAt);
    const phoneWord = /(?:phone|cell|mobile|tel|text|call|celular|t[ée]l[ée]phone|portable|c:|p:|m:)[^\n\d]{0,8}$/iu.test(before);
    if (!/[-.\s()/\u2010-\u2015\u2212]/u.test(written) && !phoneWord && !reachedAt(before) && !signedOffAlone(text, number.startsAt, number.endsAt)) continue;
    // Ten digits for a number with no country code (a US or Canadian one); abroad, with its "+" and country code, fewer
    // ("+385 91 555 0142", "+45 20 55 01 42").
    if (number.number.nationalNumber.length < (written.startsWith("+") ? MIN_DIGITS_ABROAD : 10)) continue;
    found.push({ value: number.number.number, start: number.startsAt, end: number.endsAt });
  }
  return found;
}

/** What may share a sign-off's line with a phone typed as bare digits: her name, separators, and an address beside it. */
const SIGN_OFF_LINE_REST = /^[ \t*•>|·,/-]*(?:\p{Lu}[\p{L}'’-]{0,30}(?:[ \t]\p{Lu}[\p{L}'’-]{0,30}){0,2}[ \t]*[|·,/-][ \t|·,/-]*)?(?:[\p{L}\d._%+-]{1,64}@[\p{L}\d.-]{1,253}\.\p{L}{2,24}[ \t|·,/-]*)?$/u;
/**
 * A bare run of digits said as a number to reach her at: "reach me at", "best number:", "contact:", "me joindre au", or after
 * her address ("…@gmail.com or 5135550184"); an ID named before it stays an ID.
 */
const REACHED_AT = /(?:\breach(?:[ \t]+[\p{L}'’]+){0,2}[ \t]+(?:at|on)|\bnumber|\bcontact|\bjoindre[ \t]+au|@[\p{L}\d.-]{1,253}\.\p{L}{2,24}[ \t]+or)[^\n\d]{0,16}$/iu;
const reachedAt = (before: string) => REACHED_AT.test(before) && !/\b(?:id|ncaa|eligibility)\b|#/iu.test(before);

/**
 * A bare run of digits a sign-off gives as her number: alone on its line, or beside her address ("…@gmail.com |
 * 9185550143"); an ID labelled just before ("NCAA ID:" on the line above) stays an ID.
 */
function signedOffAlone(text: string, start: number, end: number): boolean {
  const { line, start: lineStart } = lineAround(text, start);
  const rest = `${line.slice(0, start - lineStart)} | ${line.slice(end - lineStart)}`;
  return SIGN_OFF_LINE_REST.test(rest) && !/\bid\b|#/iu.test(text.slice(Math.max(0, start - 25), start));
}

/**
 * Set aside for the writer when a parent, coach or service writes: their own address, and what their
 * sign-off gives without naming the athlete (`score` is `ownership`'s).
 */
export function writersEmail(context: ExtractContext, address: WrittenContact, score: number): boolean {
  if (context.role === "athlete" || score >= 1) return false;
  return address.value === context.writer?.address?.toLowerCase() || inWriterSignature(context, address.start);
}

/** "I'm using my mom's email", "writing from my dad's account": the athlete on a parent's account. */
const PARENTS_ACCOUNT = /\b(?:using|on|from|through|off|with)[ \t]+my[ \t]+(?:mom|mum|mother|dad|father|parents|step-?(?:mom|dad|mother|father)|grand(?:ma|pa|mother|father))(?:['’]s|s['’])?[ \t]+(?:e-?mail|account|gmail|yahoo|outlook|address)\b/iu;
/** "writing from my daughter's email", "on Noa's account": a parent on the athlete's account (group 1: whose). */
const CHILDS_ACCOUNT = /\b(?:using|on|from|through|off|with)[ \t]+(my[ \t]+(?:daughter|son|kid|child)['’]s|her|his|[\p{L}-]{2,20}['’]s)[ \t]+(?:e-?mail|account|gmail|yahoo|outlook|address)\b/iu;

/**
 * Whose the From account is: the writer's own, the athlete's (a parent writing from her daughter's account, which
 * carries the daughter's name or which the parent says is hers: "This is Noa's mom, writing from Noa's account"), or her
 * family's (the athlete writing from an account in another person's name, her family's or one she says is a
 * parent's: "I'm using my mom's email").
 */
export function accountOwner(context: ExtractContext, name: PersonName | null): "writer" | "athlete" | "family" {
  if (!name) return "writer";
  const display = context.writer?.name && !context.writer.name.includes("@") ? context.writer.name : "";
  const words = fold(display.replace(/\(.*?\)|["“”]/gu, "")).split(/[^\p{L}'’-]+/u).filter(Boolean);
  const first = fold(name.first);
  const surname = name.last ? fold(name.last) : null;
  const ofFamily = surname !== null && ` ${words.join(" ")} `.includes(` ${surname} `);
  if (context.role === "parent") {
    // "Noa Fairweather", or "Noa" alone: the account shows her name, not the parent's.
    if (words.length) return words.includes(first) && (surname === null || ofFamily || words.length === 1) ? "athlete" : "writer";
    const whose = CHILDS_ACCOUNT.exec(context.text)?.[1];
    return whose && (!/['’]s$/u.test(whose) || /^my\s/iu.test(whose) || fold(whose.slice(0, -2)) === first) ? "athlete" : "writer";
  }
  // A short form of her own first name ("Kate" for Katherine), or its initial ("P. Ramaswamy" for Priya Ramaswamy), is still her.
  const herInitialFirst = words[0]?.length === 1 && first.startsWith(words[0]);
  if (context.role !== "athlete" || herInitialFirst || words.some((word) => word.slice(0, 3) === first.slice(0, 3))) return "writer";
  if (PARENTS_ACCOUNT.test(context.text)) return "family";
  // Her family's name on the account, and a first name she writes only as a parent's ("my mom Denise") or not at all
  // (she would sign with a nickname she goes by: "everyone calls me Pip").
  return words.length >= 2 && ofFamily && !writtenAsHerOwn(context.text, display.trim().split(/\s+/u)[0]!) ? "family" : "writer";
}

/** "my mom ", "Mother: ", "dad, ": a parent's word right before a name. */
const PARENT_JUST_BEFORE = /\b(?:mom|mum|mother|dad|father|parent|step-?(?:mom|dad|mother|father))[ \t]*[:,–-]?[ \t]*$/iu;

/** `word` written where it may be her own name: not on a line with an address (a From line), not after a parent's word. */
function writtenAsHerOwn(text: string, word: string): boolean {
  const pattern = new RegExp(`(?<![\\p{L}])${escapeRegExp(word)}(?![\\p{L}])`, "giu");
  for (const match of matchesOf(pattern, text)) {
    const parents = PARENT_JUST_BEFORE.test(text.slice(Math.max(0, match.index - 20), match.index));
    if (!parents && !lineAround(text, match.index).line.includes("@")) return true;
  }
  return false;
}

/**
 * The athlete's email: the writer's address when the athlete wrote (or a parent from her account), otherwise an
 * address in the text that is not the forwarding coach's, not a college's, and not marked as a parent's or coach's.
 */
export function emailCandidates(context: ExtractContext, name: PersonName | null, addresses: readonly WrittenContact[]): Candidate<string>[] {
  const candidates: Candidate<string>[] = [];
  const writerAddress = context.writer?.address?.toLowerCase() ?? null;
  const account = accountOwner(context, name);
  for (const address of addresses) {
    if (account === "family" && address.value === writerAddress) continue;
    const score = ownership(context, address.start, name, address.value.split("@")[0]!, address.end);
    if (score < 0 || writersEmail(context, address, score)) continue;
    candidates.push({ value: address.value, confidence: score >= 1 ? 0.9 : context.role === "athlete" ? 0.75 : 0.6, start: address.start, end: address.end });
  }
  const hers = context.role === "athlete" ? account === "writer" : account === "athlete";
  if (writerAddress && hers && !isEduAddress(writerAddress) && !context.notAthlete.addresses.has(writerAddress)) {
    candidates.push({ value: writerAddress, confidence: 0.85, start: 0, end: 0, header: headerLine(context.writer!) });
  }
  return candidates;
}

/** A parent, coach or service writing: an unlabelled number is theirs; the athlete's is marked "her cell". */
export const writersPhone = (context: ExtractContext, score: number) => context.role !== "athlete" && score < 1;

/** The athlete's phone in E.164; numbers marked as a parent's, a coach's or an office's are skipped. */
export function phoneCandidates(context: ExtractContext, name: PersonName | null, phones: readonly WrittenContact[]): Candidate<string>[] {
  const candidates: Candidate<string>[] = [];
  for (const phone of phones) {
    const score = ownership(context, phone.start, name, "", phone.end);
    if (score < 0 || writersPhone(context, score)) continue;
    candidates.push({ value: phone.value, confidence: score >= 1 ? 0.9 : context.role === "athlete" ? 0.75 : 0.55, start: phone.start, end: phone.end });
  }
  return candidates;
}

interface FoundNumber {
  number: { number: string; nationalNumber: string };
  startsAt: number;
  endsAt: number;
}

// Runs of digits long enough to be a phone number, with the separators phones are written with (any dash a word processor
// puts in: non-breaking hyphen, en and em dash, minus); a slash only after an area code ("303/555-0160", "(303)/555-0160",
// "303 / 555-0160"), so that dates ("11/16/2026") stay apart.
const DIGIT_RUN = /\+?\(?\d(?:[\d\s().\-\u2010-\u2015\u2212]|(?<=(?<!\d)\(?\d{3}\)?[ \t]?)\/(?=[ \t]?\d{3})){7,22}\d/gu;

/**
 * Phone numbers anywhere in the text. libphonenumber only reads the digit runs, not the whole mail:
 * POSSIBLE leniency keeps 555 numbers (used in examples and by some families' Google Voice numbers).
 */
function phoneNumbersIn(text: string, warnings: Warnings | undefined): FoundNumber[] {
  const found: FoundNumber[] = [];
  let runs = 0;
  for (const run of matchesOf(DIGIT_RUN, text)) {
    if (++runs > MAX_PHONE_RUNS) {
      warnings?.add(`more than ${MAX_PHONE_RUNS} digit runs: phone numbers looked for in the first ${MAX_PHONE_RUNS} only`);
      break;
    }
    const from = Math.max(0, run.index - 1);
    const runEnd = run.index + run[0].length;
    let readTo = from;
    for (const number of numbersIn(text.slice(from, runEnd))) {
      found.push({ ...number, startsAt: number.startsAt + from, endsAt: number.endsAt + from });
      readTo = number.endsAt + from;
    }
    // Two numbers one after the other ("303-555-0160\n303-555-0172 (dad)") make one run, cut at its longest: the
    // next run starts after the last number read in it, so the second number is read whole.
    if (readTo > run.index && readTo < runEnd) DIGIT_RUN.lastIndex = readTo;
  }
  return found;
}

/** Digit runs whose numbers are kept: an email's few come back for each role it is read as and each athlete it introduces. */
const MAX_REMEMBERED_RUNS = 200;

/** libphonenumber's numbers in one digit run (with the character before it), each run parsed once while it is remembered. */
const numbersIn = rememberUpTo(MAX_REMEMBERED_RUNS, (piece): readonly FoundNumber[] => findNumbers(piece, { defaultCountry: "US", leniency: "POSSIBLE", v2: true } as never) as unknown as FoundNumber[]);

/** A reply header's address ("On …, Ann Maddox <amaddox@plainsu.edu> wrote:"). */
const HEADER_ADDRESS = /[\p{L}\d._%+-]+@[\p{L}\d.-]+\.[\p{L}]{2,}/u;
const REPLY_HEADERS = new RegExp(REPLY_HEADER.source, "gmu");
/**
 * The quoted messages of a text, each from its reply header to the next, with the address the header gives: every
 * field of an email asks about the same text.
 */
const quotedMessages = rememberLast((text: string) => {
  const headers = [...matchesOf(REPLY_HEADERS, text)];
  return headers.map((header, index) => ({ start: header.index, end: headers[index + 1]?.index ?? text.length, address: HEADER_ADDRESS.exec(header[0])?.[0].toLowerCase() ?? null }));
});

/**
 * Whether `offset` is in a quoted message of the college's own (the coach's reply quoted under the athlete's: "On …,
 * Ann Maddox <amaddox@plainsu.edu> wrote:"), up to the next quoted header (her own earlier message may be under it).
 * Its sign-off, town and numbers are the college's, never hers.
 */
export function inCollegeQuote(context: ExtractContext, offset: number): boolean {
  return quotedMessages(context.text).some(({ start, end, address }) => offset >= start && offset < end && address !== null && !personalAddress(context, address));
}

/** The address of the quoted message that holds `offset` (its reply header's, "On …, Ann <ann@…> wrote:"), or null outside any. */
export function quotedAuthorAt(text: string, offset: number): string | null {
  return quotedMessages(text).findLast(({ start, end }) => offset >= start && offset < end)?.address ?? null;
}

export function inWriterSignature(context: ExtractContext, offset: number): boolean {
  return context.signature !== null && offset >= context.signature.start && offset < context.signature.end;
}
