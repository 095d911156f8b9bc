import { MAX_CONTACT_NAME, MAX_EXTRACTED_CONTACTS, type ContactRole, type ExtractedContact } from "@machines/inbox/athleteContacts";
import type { SenderRole } from "@machines/inbox/senderRole";
import type { SourceSpan } from "@machines/inbox/extractedField";
import { MAX_SNIPPET_LENGTH } from "@machines/inbox/extractedField";
import { fold, lineAround, spanAt } from "../text";
import { accountOwner, inWriterSignature, ownership, personalAddress, writersEmail, writersPhone, writerSaysOwn, type WrittenContact } from "./contacts";
import type { ExtractContext } from "./context";
import { headerLine, type PersonName } from "./names";

/** Writers whose own address and sign-off are a contact of the athlete they write about. */
const WRITER_CONTACT_ROLES: Partial<Record<SenderRole, ContactRole>> = { parent: "parent", club_coach: "club_coach", high_school_coach: "high_school_coach" };

/** Words that say whose contact a value is; the one closest before the value wins, the first listed on a tie ("club coach" over "coach"). */
const ROLE_WORDS: ReadonlyArray<readonly [RegExp, ContactRole]> = [
  [/\b(?:legal )?guardian\b/giu, "guardian"],
  // "Coach Ramona Velez (Pinecrest Ridge HS)": the school or club may follow the coach's name, within the sentence.
  [/\b(?:club|travel|select|academy)\b[^\n\d@]{0,20}?\b(?:coach|director)\b|\b(?:coach|director)\b[^\n\d@.!?:;]{0,40}?\bclub\b/giu, "club_coach"],
  [/\b(?:high school|hs|varsity|jv|school)\b[^\n\d@]{0,20}?\bcoach\b|\bcoach\b[^\n\d@.!?:;]{0,40}?\b(?:high school|hs)\b/giu, "high_school_coach"],
  // Ending at a letter's edge, not \b (which ends only at an ASCII word's: "mamá"); "moms" written without its apostrophe.
  [/\b(?:parents?|mom|mommy|mother|dad|daddy|father|step-?(?:mom|dad|mother|father)|madre|padre|mam[aá]|pap[aá]|m[èe]re|p[èe]re|m[ãa]e|pai)(?:['’]?s)?(?![\p{L}])/giu, "parent"],
  [/\b(?:grand(?:ma|pa|mother|father|parents?)|aunt|uncle)(?:['’]s)?\b/giu, "other"],
];
/** "Coach" alone: whose coach is not said (the college's own signs so too). */
const BARE_COACH = /\bcoach(?:['’]s)?\b/giu;
/** A guardian's or parent's label ("Guardian:", "Parent -") that a kin word may follow. */
const FAMILY_LABEL = /\b(?:legal )?(?:guardian|parents?)[ \t]*[:\-–][ \t]*$/iu;
/** Words that say a value is the athlete's own ("Player: …", "her cell"). */
const ATHLETE_LABEL = /\b(?:player|athlete|student|recruit|daughter|son|her|his|hija|hijo|fille|fils)\b/iu;
/** Numbers and mailboxes of a place, not a person. */
const NOT_A_PERSON = /\b(?:fax|office|front desk|main line|school line)\b[^\n\d@]{0,15}$/iu;
/** A line that only names whose contacts follow ("Parents:", "Club coach – Mike Davis"). */
const MAX_LABEL_LINE = 60;

/** Capitalised words that are labels or sentence words, never part of a contact's name. */
const NOT_NAME_WORDS = new Set(
  "parent parents mom mommy mother dad daddy father guardian legal step club travel select academy coach coaches director head assistant high school hs varsity jv cell cellphone phone mobile email e-mail mail tel text call contact contacts her his my our their the and or at is me reach can be you please info number home work office mrs mr ms dr miss madre padre mama papa mamá papá mère père mãe pai grandma grandpa grandmother grandfather aunt uncle i hi hello thanks thank best regards sincerely of for to from with on in".split(" "),
);
/** A capitalised word, not a contraction of "I" ("I'm", "I'll"). */
const NAME_WORD = /^(?!I['’])\p{Lu}[\p{L}'’.-]*$/u;

interface Found {
  role: ContactRole;
  name: string | null;
  email: string | null;
  phone: string | null;
  /** Same key, same person: the writer, or a role and name. */
  key: string;
  source: SourceSpan;
}

/**
 * Contacts of other people than the athlete that the email gives: the writer's own when a parent or
 * a club or high-school coach writes (their address, their sign-off, "my cell"), and values labelled
 * with whose they are ("Parent: Lisa Ortiz, 555-…", "Mom's cell", "Club coach: … email"). The
 * athlete's own email and phone, and values labelled as hers ("Player: …", "her cell"), are never among them.
 */
export function otherContacts(
  context: ExtractContext,
  athleteName: PersonName | null,
  written: { addresses: readonly WrittenContact[]; phones: readonly WrittenContact[] },
  own: { email: string | null; phone: string | null } & OwnTeams,
): ExtractedContact[] {
  const account = accountOwner(context, athleteName);
  // The athlete on her family's account: its holder is a parent of hers.
  const writerRole = account === "family" ? "parent" : (WRITER_CONTACT_ROLES[context.role] ?? null);
  const writer = writerRole ? writerContact(context, writerRole, account) : null;
  const found: Found[] = writer ? [writer] : [];
  const values = [
    ...written.addresses.map((contact) => ({ ...contact, kind: "email" as const })),
    ...written.phones.map((contact) => ({ ...contact, kind: "phone" as const })),
  ].sort((a, b) => a.start - b.start);

  values.forEach((value, index) => {
    if (value.value === own[value.kind]) return;
    const previous = values[index - 1];
    const contact = whoseContact(context, athleteName, writer, value, { previousEnd: previous?.end ?? 0, nextStart: values[index + 1]?.start ?? Infinity }, own);
    if (!contact) return;
    const key = contact === writer ? writer.key : `${contact.role}|${fold(contact.name ?? "")}`;
    const into = found.find((known) => known.key === key && (known[value.kind] === null || known[value.kind] === value.value));
    if (into) {
      into[value.kind] = value.value;
      into.name ??= contact.name;
    } else {
      found.push({ ...contact, key, email: null, phone: null, [value.kind]: value.value });
    }
  });

  const contacts: ExtractedContact[] = [];
  for (const { role, name, email, phone, source } of found) {
    if (email === null && phone === null) continue;
    // "| Lisa Castellano (mom) | lisa@… | 303-… |" from Lisa herself: a row sharing the writer's address is the writer, her phone with it.
    const compatible = (known: ExtractedContact) => (known.email === null || email === null || known.email === email) && (known.phone === null || phone === null || known.phone === phone);
    // The same person twice: by an address or number, or by name where nothing differs ("Mark Baines" from the From header
    // and "Mark Baines (dad)" over a number).
    const sameName = (known: ExtractedContact) => name !== null && known.name !== null && fold(name) === fold(known.name) && compatible(known);
    const same = contacts.find((known) => known.role === role && ((email && known.email === email) || (phone && known.phone === phone) || sameName(known)));
    if (same) {
      if (compatible(same)) {
        same.email ??= email;
        same.phone ??= phone;
        same.name ??= name;
      }
      continue;
    }
    contacts.push({ role, name, email, phone, source });
  }
  return contacts.slice(0, MAX_EXTRACTED_CONTACTS);
}

/** Whose one email address or phone number is: the writer's, someone labelled, or nobody's here (null: hers, or unknown). */
function whoseContact(
  context: ExtractContext,
  athleteName: PersonName | null,
  writer: Found | null,
  value: WrittenContact & { kind: "email" | "phone" },
  neighbours: { previousEnd: number; nextStart: number },
  teams: OwnTeams,
): Omit<Found, "email" | "phone"> | null {
  const { text } = context;
  const line = lineAround(text, value.start);
  // From the value before it on the line ("Mom: 555-… | Dad: 555-…"), else from the line's start ("Mom: Carla | 555-… | carla@…").
  const segment = text.slice(Math.max(line.start, neighbours.previousEnd), value.start);
  if (NOT_A_PERSON.test(segment)) return null;
  const lineBefore = text.slice(line.start, value.start);
  const athleteWords = new Set(athleteName ? [fold(athleteName.first)] : []);
  // "Coach, following up on Wren's note. My cell is 303-…": the writer saying so outweighs any name or word before on the line.
  if (writer && writerSaysOwn(text, value.start)) return writer;
  const score = ownership(context, value.start, athleteName, value.kind === "email" ? value.value.split("@")[0]! : "", value.end);
  const labelledBefore = roleBefore(segment);
  const after = labelledBefore ? null : roleAfter(text.slice(value.end, Math.min(line.end, value.end + 25, neighbours.nextStart)));
  const labelled = labelledBefore ?? after?.label ?? null;
  const lineLabel = labelled ? null : roleBefore(lineBefore);
  const labelledLine = labelled ? { label: labelled, before: segment } : lineLabel && { label: lineLabel, before: lineBefore };
  // "You can reach Wren at 303-… or me at 303-…": her name is the first value's owner, not the one said to be someone else's after it.
  const hersOnLine = neighbours.previousEnd > line.start && score < 0 ? segment : lineBefore;
  if (!labelledLine && (ATHLETE_LABEL.test(hersOnLine) || (athleteName && nameMatches(hersOnLine, athleteName.first)))) return null;
  const above = labelledLine && !labelledLine.label.weak ? null : labelAbove(text, line.start);
  // "My club coach:\nDmitri Halvorsen, Head Coach, 303-…": the line's bare "coach" is the one the line above says whose.
  const fromAbove = above && (!labelledLine || !above.weak) ? above : null;
  const label = withTeamRole(fromAbove ?? labelledLine?.label ?? null, fromAbove?.line ?? labelledLine?.before ?? "", teams);
  const source = spanAt(text, value.start, value.end);
  // "303-555-0172 (Dad - Mark)": the name in the aside after the role word, else the one before the value.
  const nameOnLine = after
    ? (nameIn(after.aside.slice(after.label.end), athleteWords) ?? nameIn(segment, athleteWords))
    : labelledLine
    ? (nameIn(labelledLine.before.slice(labelledLine.label.end), athleteWords) ??
      nameBefore(labelledLine.before.slice(0, labelledLine.label.start), athleteWords) ??
      nameIn(labelledLine.before.slice(labelledLine.label.start, labelledLine.label.end), athleteWords))
    : null;
  // "Ramona Velez, Head Coach, Pinecrest Ridge Volleyball": the name opening the label line, not her team's after it.
  const nameAbove = fromAbove && (nameBefore(fromAbove.line.slice(0, fromAbove.start), athleteWords) ?? nameIn(fromAbove.line.slice(fromAbove.end), athleteWords));
  const labelName = notTeam(fromAbove ? (nameAbove ?? nameOnLine) : nameOnLine, teams);
  if (writer && label && inWriterSignature(context, value.start) && sameRole(writer.role, label.role)) {
    // "Head Coach, Laredo United South HS" in a coach's own sign-off is the writer; so is "Mom: Carla Whitehorse"
    // in Carla's, but not "Dad: Rob Ferreira".
    const someoneElse = label.role === "parent" && labelName !== null && writer.name !== null && !fold(writer.name).includes(fold(labelName));
    if (!someoneElse) return writer;
  }
  // A bare "coach" may be the college's own: only when the engine too reads the value as someone else's.
  if (label && (!label.weak || (labelledLine && score < 0))) return { role: label.role, name: labelName, key: "", source };
  if (writer && !label && (score < 0 || (value.kind === "email" ? writersEmail(context, value, score) : writersPhone(context, score)))) {
    // Theirs when they say so ("my cell"), or what the athlete's fields set aside as the writer's.
    return writer;
  }
  return null;
}

/** The athlete's club and high school as read. */
interface OwnTeams {
  club: string | null;
  school: string | null;
}

/** Words that open team names without telling one team from another. */
const GENERIC_TEAM_WORDS = new Set("the saint st st. high school club academy juniors junior volleyball united elite north south east west central".split(" "));

/** The first word of a team's name that tells it apart ("Flatirons" of "Flatirons Juniors 17 Black"). */
function teamWord(team: string | null): string | null {
  return fold(team ?? "").split(/[^\p{L}'’-]+/u).find((word) => word.length >= 4 && !GENERIC_TEAM_WORDS.has(word)) ?? null;
}

/** A name read beside a label that is one of her teams' ("Pinecrest Ridge Volleyball") is no person's. */
function notTeam(name: string | null, teams: OwnTeams): string | null {
  const words = fold(name ?? "").split(/[^\p{L}'’-]+/u);
  return name && ![teamWord(teams.club), teamWord(teams.school)].some((word) => word !== null && words.includes(word)) ? name : null;
}

/**
 * A bare "Coach" is her club's or her high school's coach when the label names that team ("Ramona Velez, Head Coach,
 * Pinecrest Ridge Volleyball" for a Pinecrest Ridge High School athlete); naming both, or neither, leaves it unknown.
 */
function withTeamRole(label: RoleLabel | null, labelText: string, teams: OwnTeams): RoleLabel | null {
  if (!label?.weak) return label;
  const words = new Set(fold(labelText).split(/[^\p{L}'’-]+/u));
  const club = teamWord(teams.club);
  const school = teamWord(teams.school);
  const namesClub = club !== null && words.has(club);
  const namesSchool = school !== null && words.has(school);
  if (namesClub === namesSchool) return label;
  return { ...label, role: namesClub ? "club_coach" : "high_school_coach", weak: false };
}

/** A coach signs with any coach's title; a parent with "Mom" or "Dad". */
function sameRole(writer: ContactRole, label: ContactRole): boolean {
  const coaching = (role: ContactRole) => role === "club_coach" || role === "high_school_coach" || role === "other";
  return writer === label || (coaching(writer) && coaching(label));
}

function nameMatches(text: string, first: string): boolean {
  return fold(text).split(/[^\p{L}'’-]+/u).includes(fold(first));
}

/**
 * The writer as a contact: their name and address from the From header, or the first line of their sign-off. A parent
 * writing from her daughter's account has only her sign-off: the account's address and name are the daughter's.
 */
function writerContact(context: ExtractContext, role: ContactRole, account: ReturnType<typeof accountOwner>): Found | null {
  const mailbox = account === "athlete" ? null : context.writer;
  const address = mailbox?.address?.toLowerCase() ?? null;
  const usable = address && personalAddress(context, address) ? address : null;
  const name = personName(mailbox?.name ?? "") ?? signatureName(context);
  const source = usable ? { start: 0, end: 0, snippet: headerLine(mailbox!).slice(0, MAX_SNIPPET_LENGTH) } : context.signature ? spanAt(context.text, context.signature.start, context.signature.start) : { start: 0, end: 0, snippet: "" };
  return { role, name, email: usable, phone: null, key: "writer", source };
}

/** A display name as a person's name: "Ortiz, Lisa" reads "Lisa Ortiz"; titles, quotes and asides go. */
function personName(display: string): string | null {
  if (display.includes("@")) return null;
  let name = display.replace(/\(.*?\)|["“”]|\s+via\s+.*$/gu, "").replace(/^\s*(?:coach|mr|mrs|ms|dr)\.?\s+/iu, "").trim();
  const reversed = /^([^,]+),\s*([^,]+)$/u.exec(name);
  if (reversed) name = `${reversed[2]} ${reversed[1]}`;
  name = name.replace(/\s+/gu, " ");
  const words = name.split(" ");
  return words.length >= 2 && words.length <= 4 && name.length <= MAX_CONTACT_NAME && words.every((word) => /^[\p{L}][\p{L}'’.-]*$/u.test(word)) ? name : null;
}

/** The first line of the writer's sign-off, when it is a name ("Lisa Ortiz"). */
function signatureName(context: ExtractContext): string | null {
  if (!context.signature) return null;
  const first = context.text.slice(context.signature.start, context.signature.end).split("\n").map((line) => line.trim()).find(Boolean) ?? "";
  return /^\p{Lu}[\p{L}'’-]+(?: \p{Lu}[\p{L}'’-]+){1,2}$/u.test(first) ? first : null;
}

interface RoleLabel {
  role: ContactRole;
  start: number;
  end: number;
  /** Read from a bare "coach". */
  weak: boolean;
}

/** The role word closest before a value on its line, and where it is. */
function roleBefore(before: string): RoleLabel | null {
  let closest: RoleLabel | null = null;
  const consider = (pattern: RegExp, role: ContactRole, weak: boolean) => {
    for (const match of before.matchAll(pattern)) {
      const end = match.index + match[0].length;
      if (!closest || end > closest.end) closest = { role, start: match.index, end, weak };
    }
  };
  for (const [pattern, role] of ROLE_WORDS) consider(pattern, role, false);
  consider(BARE_COACH, "other", true);
  // "Guardian: Aunt Rosa Delgado", "Parent: Grandma Rosa": the kin word says who the guardian or parent is, not another role.
  const kin = closest as RoleLabel | null;
  if (kin && kin.role === "other" && !kin.weak) {
    const family = FAMILY_LABEL.exec(before.slice(0, kin.start));
    if (family) return { ...kin, role: /guardian/iu.test(family[0]) ? "guardian" : "parent" };
  }
  return closest;
}

/** "555-0101 (mom)", "(Dad - Mark)": a role word right after the value, and the aside it is in. */
function roleAfter(after: string): { label: RoleLabel; aside: string } | null {
  const aside = /^[\s,;:–-]*[([]?[\s]*([^)\]\n]{0,20})/u.exec(after)?.[1] ?? "";
  const found = roleBefore(aside);
  return found ? { label: found, aside } : null;
}

/** A short line a few lines up that names whose contacts follow ("Parents:", "Club coach: Mike Davis"), with only contact lines between. */
function labelAbove(text: string, lineStart: number): (RoleLabel & { line: string }) | null {
  let start = lineStart;
  for (let step = 0; step < 3 && start > 0; step++) {
    const above = lineAround(text, start - 1);
    if (!above.line.trim() || above.line.length > MAX_LABEL_LINE) return null;
    const role = roleBefore(above.line);
    if (role) return /[\d@]/u.test(above.line) ? null : { ...role, line: above.line };
    start = above.start;
  }
  return null;
}

/** The first run of capitalised words in `segment` that is not a label, a sentence word or the athlete's own name. */
function nameIn(segment: string, athleteWords: ReadonlySet<string>): string | null {
  return nameRuns(segment, athleteWords)[0] ?? null;
}

/** The last such run before a role word ("Lisa Ortiz (mom): …"), or the one opening the line ("Dmitri Halvorsen, 17 Black Head Coach"). */
/** Where a sentence ends in the text before a label (not after "Mrs." or "Dr."). */
const SENTENCE_END = /(?<!\b(?:Mr|Mrs|Ms|Dr|St|Jr|Sr))[.!?][ \t]+(?=\S)/gu;

/** The name written last before a label, in its sentence ("I'm Jess Lund, 2028 libero. My mom's cell": none). */
function nameBefore(written: string, athleteWords: ReadonlySet<string>): string | null {
  const sentenceStart = [...written.matchAll(SENTENCE_END)].at(-1);
  const segment = sentenceStart ? written.slice(sentenceStart.index + sentenceStart[0].length) : written;
  const runs = nameRuns(segment, athleteWords);
  if (runs.length > 1 && segment.replace(/^[\s*•-]*/u, "").startsWith(runs[0]!)) return runs[0]!;
  return runs.at(-1) ?? null;
}

function nameRuns(segment: string, athleteWords: ReadonlySet<string>): string[] {
  const runs: string[] = [];
  let run: string[] = [];
  for (const token of segment.split(/([\s,;:()|–—]+)/u)) {
    if (/^[\s]+$/u.test(token) && !token.includes("\n")) continue;
    const word = token.replace(/['’]s$/u, "");
    const isName = NAME_WORD.test(token) && word === token && !NOT_NAME_WORDS.has(fold(word).replace(/\.$/u, "")) && !athleteWords.has(fold(word));
    if (isName && run.length < 3) {
      run.push(token);
      continue;
    }
    if (run.length) runs.push(run.join(" "));
    run = isName ? [token] : [];
  }
  if (run.length) runs.push(run.join(" "));
  return runs.filter((name) => name.length <= MAX_CONTACT_NAME);
}
