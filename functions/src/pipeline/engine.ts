import { MAX_ANALYSED_TEXT, MAX_ATHLETES_PER_EMAIL, type Mailbox, type ProcessedEmail } from "@machines/inbox/processedEmail";
import type { SenderRole } from "@machines/inbox/senderRole";
import { ATHLETE_FIELDS, type ExtractedAthlete, MAX_VIDEO_URLS } from "@machines/inbox/extractedAthlete";
import { MAX_EXTRACTED_CONTACTS } from "@machines/inbox/athleteContacts";
import { classify, type Verdict } from "./classify/classify";
import { resolveRole } from "./classify/resolveRole";
import { isCollegeAddress, senderRole } from "./classify/senderRole";
import { extractAthletes, rereadContacts } from "./extract/athlete";
import { buildContext, type ExtractContext } from "./extract/context";
import { isDeliveryFailure } from "./extract/machineText";
import { chooseName, introducedHere, nameCandidates, writerIntroducesHerself } from "./extract/names";
import { detectSport, sportOfAddress, sportOfCoachNotes } from "./extract/positions";
import { spellsOutCodes } from "./extract/sports";
import { isFullerClubForm, withClubOfForwardersNote } from "./extract/teams";
import { quotedAuthorAt } from "./extract/contacts";
import { gpaCandidates } from "./extract/gpa";
import { heightCandidates } from "./extract/height";
import { findTournaments } from "./extract/tournaments";
import { videoCandidates } from "./extract/videos";
import { type Appendix, appendixOf, appendixWithin, type AttachmentPart, attachmentOf, markAttachmentSources, NO_APPENDIX, partsAt } from "./attachmentSources";
import { Deadline } from "./deadline";
import { MAX_ATTACHED_MESSAGE_DEPTH, MAX_ATTACHMENT_CPU_MS, MAX_CPU_MS, Warnings } from "./limits";
import { loadReaders, readAttachments, type ReadAttachments } from "./mime/attachmentText";
import { bareMessageId, boundedPart, loadMailparser, type MessageAttachment, parseMime, type ParsedMessage } from "./mime/parseMime";
import { readableRepairedText, undoDoubleEncoding } from "./mime/doubleEncoding";
import { normaliseText } from "./mime/normaliseText";
import { stripQuotes } from "./mime/stripQuotes";
import { chainAuthors, collegeSide, isColleague } from "./mime/authors";
import { sameAddress } from "./mime/forwardAttribution";
import { unwrapQuotedReply } from "./mime/quotedReply";
import { dotLeadersAsLabels } from "./mime/dotLeaders";
import { pairTableColumns } from "./mime/tables";
import { profileLinesAsLabels } from "./mime/profileLayout";
import { type ForwardedEmail, type Unwrapped, unwrapForward } from "./mime/unwrapForward";
import { type BundledEmails, bundledEmailsOf } from "./separateEmails";
import { type AnalysedText, analysedText, best, fold, toField } from "./text";

export interface ProcessOptions {
  /** When the message arrived; the default is the Date header, then now. Dates without a year are read relative to it. */
  receivedAt?: Date;
  /**
   * Wall-clock budget in ms (none by default; the inbox gives INBOUND_TIME_LIMIT_MS), checked between
   * stages: once spent, the engine returns what it has with a time-limit warning instead of going on.
   */
  timeLimitMs?: number;
  /** CPU-time budget in ms (MAX_CPU_MS unless given), checked like timeLimitMs: the engine's own cost, whatever the machine's load. */
  cpuLimitMs?: number;
  /**
   * The coach said it is recruiting ('This is recruiting'): the athlete read is returned whatever the
   * classifier thought, as long as she has a name.
   */
  coachSaysRecruiting?: boolean;
  /**
   * The caller makes each email bundled with the one read (attached beside it, or forwarded one after another
   * with it) an email of its own (processRawEmailWithBundled's `bundled`, ./separateEmails.ts): the engine then does
   * not warn that they were left unread.
   */
  bundledEmailsSeparated?: boolean;
}

/** Parses a raw RFC 5322 message and runs the whole engine on it. Never throws on bad input. */
export async function processRawEmail(raw: Buffer | string, options: ProcessOptions = {}): Promise<ProcessedEmail> {
  return (await processRawEmailWithBundled(raw, options)).processed;
}

/** What the engine made of a raw message, and the other emails bundled with the one it read. */
export interface ProcessedRawEmail {
  processed: ProcessedEmail;
  bundled: BundledEmails;
}

/**
 * processRawEmail, also giving back the other emails of a forward that bundles several (./separateEmails.ts), as
 * found while the message is read within its budget: none written before the last of a "Forward all" when the time
 * ran out before its forwards were unwrapped.
 */
export async function processRawEmailWithBundled(raw: Buffer | string, options: ProcessOptions = {}): Promise<ProcessedRawEmail> {
  const deadline = new Deadline(options);
  const warnings = new Warnings();
  // A cold instance loads the MIME parser with its first message (about 0.3 s of CPU): no part of that message's budget.
  await deadline.notCounting(loadMailparser);
  const mime = await parseMime(raw, warnings).catch(() => null);
  const parsed = mime ?? readAsText(raw, warnings);
  // A forward keeps the original's attachments: re-attached by the mail client, or inside the attached .eml.
  const found = [...parsed.attachments];
  const attached = deadline.passed(warnings, "opening attached messages") ? null : await openAttachedOriginal(parsed, warnings, found, { warnBundled: !options.bundledEmailsSeparated });
  const attachments = found.length ? await readAttachmentsWithin(found, options, deadline, warnings) : NO_ATTACHMENTS;
  const { processed, forwardedBefore } = analyse(parsed, attached, attachments, options, { deadline, warnings });
  // Bytes that are not MIME were put together by no mail client: nothing in them is separated.
  return { processed, bundled: bundledEmailsOf(parsed, mime ? forwardedBefore : []) };
}

/** Not MIME at all: the bytes read as text, so nothing forwarded is dropped unread. */
function readAsText(raw: Buffer | string, warnings: Warnings): ParsedMessage {
  warnings.add("not readable as MIME: the raw message read as plain text");
  return { messageId: null, subject: "", date: null, from: null, to: [], body: boundedPart(raw.toString(), warnings), bulk: false, attachedMessages: [], attachments: [] };
}

const NO_ATTACHMENTS: ReadAttachments = { listed: [], texts: [] };

/** The attachments read within a CPU budget of their own inside the message's, so the body is always read after them. */
async function readAttachmentsWithin(found: MessageAttachment[], options: ProcessOptions, deadline: Deadline, warnings: Warnings): Promise<ReadAttachments> {
  // Loading a reader happens once per instance (a no-op after): its time, not this message's, is given back.
  await deadline.notCounting(() => loadReaders(found));
  const attachmentDeadline = new Deadline({ ...options, cpuLimitMs: Math.min(options.cpuLimitMs ?? MAX_CPU_MS, MAX_ATTACHMENT_CPU_MS) });
  return readAttachments(found, (stage) => attachmentDeadline.passed(warnings, stage) || deadline.passed(warnings, stage), warnings);
}

/** A message given as subject and body only (the batch command's .jsonl input). */
export function processTextEmail(input: { id?: string | null; subject: string; body: string; from?: Mailbox | null; date?: Date | null }, options: ProcessOptions = {}): ProcessedEmail {
  const warnings = new Warnings();
  const from = input.from ? { ...input.from, name: input.from.name && undoDoubleEncoding(input.from.name, warnings) } : null;
  const parsed: ParsedMessage = {
    messageId: input.id ? bareMessageId(input.id) : null,
    subject: readableRepairedText(input.subject, warnings),
    date: input.date ?? null,
    from,
    to: [],
    body: input.body,
    bulk: false,
    attachedMessages: [],
    attachments: [],
  };
  return analyse(parsed, null, NO_ATTACHMENTS, options, { deadline: new Deadline(options), warnings }).processed;
}

/**
 * The forwarded message a coach attached as .eml, when the body itself is not a forward; its attachments are added to
 * `found`. Outlook forwards several selected emails as attachments of one: only the first is read here, and unless the
 * caller reads the others as emails of their own (`warnBundled` false, for the coach's own attachments only), the
 * coach is told so.
 */
async function openAttachedOriginal(parsed: ParsedMessage, warnings: Warnings, found: MessageAttachment[], { warnBundled = true, depth = 0 } = {}): Promise<ParsedMessage | null> {
  const attached = parsed.attachedMessages[0];
  if (!attached || depth >= MAX_ATTACHED_MESSAGE_DEPTH) return null;
  if (parsed.attachedMessages.length > 1 && (warnBundled || depth > 0)) {
    warnings.add(`${parsed.attachedMessages.length} emails were forwarded as attachments of this one: only the first was read, so forward the others one at a time`);
  }
  try {
    const inner = await parseMime(attached, warnings);
    found.push(...inner.attachments);
    // An attached forward of an attached forward: the innermost one is the athlete's.
    return (await openAttachedOriginal(inner, warnings, found, { depth: depth + 1 })) ?? inner;
  } catch {
    return null;
  }
}

interface Budget {
  deadline: Deadline;
  warnings: Warnings;
}

/** The engine's result, and the emails written before the one read in a "Forward all" (none once the time ran out before unwrapping). */
interface Analysis {
  processed: ProcessedEmail;
  forwardedBefore: ForwardedEmail[];
}

function analyse(parsed: ParsedMessage, attachedOriginal: ParsedMessage | null, attachments: ReadAttachments, options: ProcessOptions, { deadline, warnings }: Budget): Analysis {
  const reference = options.receivedAt ?? parsed.date ?? new Date();
  const outerBody = normaliseText(parsed.body, warnings);
  const listed = attachments.listed;
  if (deadline.passed(warnings, "unwrapping forwards")) return { processed: unread(parsed, outerBody, listed, warnings), forwardedBefore: [] };
  const forwarded = unwrapForwards(parsed, outerBody, attachedOriginal, warnings);
  const analysis = (processed: ProcessedEmail): Analysis => ({ processed, forwardedBefore: forwarded.forwardedBefore });
  if (forwarded.forwardedBefore.length && !options.bundledEmailsSeparated) {
    warnings.add("several emails were forwarded one after another in this one: only the last was read, so forward the others one at a time");
  }
  // Mail straight from its writer (a coach's auto-forward) has no forwarding coach whose domain would be the college's:
  // only a college's own address is, so a mother's reply above her daughter's quoted email stays the mother's.
  const replierIsCollege = forwarded.layers.length ? collegeSide(parsed) : (mailbox: Mailbox | null) => isCollegeAddress(mailbox?.address ?? "");
  const unwrapped = unwrapQuotedReply(forwarded, replierIsCollege, forwarded.layers.at(-1)?.header.from ?? parsed.from);
  const innermost = unwrapped.layers.at(-1)?.header ?? null;
  const isForward = innermost !== null;
  const subject = stripSubjectPrefixes(innermost?.subject ?? parsed.subject);
  if (deadline.passed(warnings, "stripping quoted replies")) return analysis(unread(parsed, unwrapped.body, listed, warnings));
  const stripped = stripQuotes(unwrapped.body, warnings);
  if (deadline.passed(warnings, "reading the athlete")) return analysis(unread(parsed, stripped, listed, warnings));
  let reading = read(parsed, unwrapped, subject, stripped, reference, warnings);
  // Quoted history is read again only when it could change something: no athlete yet, or empty fields to fill.
  // The athlete may be only in the quoted history (a coach's reply quoting her first email), or
  // her earlier, fuller message may be quoted under a short update: it fills what the update leaves out.
  if (couldFill(reading) && stripped.trimEnd().length < unwrapped.body.trimEnd().length && !deadline.passed(warnings, "reading quoted history")) {
    // Who wrote is settled by their own words once they introduce an athlete: the quote's "My name is Sophie" under her
    // mother's reply does not make the mother's "my cell" her daughter's.
    reading = readMore(reading, read(parsed, unwrapped, subject, unwrapped.body, reference, warnings, NO_APPENDIX, reading.verdict.isRecruiting ? reading.role : null));
  }
  // Attachments (her résumé, a profile sheet) are read after the words of the email, in the same way:
  // they may be where the athlete is ("please see my attached résumé"), and they fill what the email
  // leaves out, while what the email itself says wins (it is newer than a résumé, and written to this coach).
  const appendix = appendixOf(attachments.texts.map((attachment) => ({ ...attachment, text: normaliseText(attachment.text, warnings) })));
  if (appendix.text && couldFill(reading) && !deadline.passed(warnings, "reading attachments")) {
    reading = readMore(reading, read(parsed, unwrapped, subject, reading.innermostBody, reference, warnings, appendix));
  }
  const doc = reading.doc;
  const athlete = markAttachmentSources(reading.athlete, reading.attachmentParts);
  // A mail server's bounce returns a message sent from the coach's side, attached whole under its own notice ("Address not
  // found"): whatever that message says of a player, nobody wrote it to introduce her.
  const bounce = isForward && isDeliveryFailure(`${parsed.subject}\n\n${outerBody}`);
  const readVerdict = bounce ? returnedToSender(reading.verdict) : reading.verdict;
  const verdict = options.coachSaysRecruiting && !readVerdict.isRecruiting && athlete.firstName ? { ...readVerdict, isRecruiting: true, reason: "athlete_introduction" as const } : readVerdict;
  const readEvents = verdict.isRecruiting && !deadline.passed(warnings, "finding events");
  const coachNote = reading.collegeNotes.join("\n\n");
  if (verdict.isRecruiting && reading.introduced > MAX_ATHLETES_PER_EMAIL) {
    warnings.add(`the email introduces ${reading.introduced} athletes: only ${MAX_ATHLETES_PER_EMAIL} were read`);
  }
  if (coachNote.length > MAX_ANALYSED_TEXT) warnings.add(`the coach's note is longer than ${MAX_ANALYSED_TEXT} characters: only its first ${MAX_ANALYSED_TEXT} kept`);

  return analysis({
    messageId: parsed.messageId,
    subject: parsed.subject,
    date: parsed.date ? parsed.date.toISOString() : null,
    from: parsed.from,
    forwardedBy: isForward ? parsed.from : null,
    originalFrom: reading.writer,
    coachNote: reading.collegeNotes.length ? coachNote.slice(0, MAX_ANALYSED_TEXT) : null,
    isRecruiting: verdict.isRecruiting,
    confidence: verdict.confidence,
    senderRole: reading.role,
    reason: verdict.reason,
    athlete: verdict.isRecruiting ? athlete : null,
    athletes: verdict.isRecruiting ? reading.athletes.map((one) => (one === reading.athlete ? athlete : markAttachmentSources(one, reading.attachmentParts))) : [],
    events: readEvents ? findTournaments(doc.text, reference, athlete.clubTeam?.value ?? null, athlete.sport?.value ?? null) : [],
    text: doc.text,
    warnings: warnings.list(),
    attachments: listed,
  });
}

/** The verdict on a message a bounce returned: surely no introduction. */
function returnedToSender(verdict: Verdict): Verdict {
  return { isRecruiting: false, reason: "no_athlete_found", confidence: 0.9, signals: [...verdict.signals, "a bounce (a delivery failure notice) returning the message"].slice(0, 30) };
}

/** Whether reading more text could change the reading: no athlete yet, or empty or weak fields to fill. */
function couldFill(reading: Reading): boolean {
  return !reading.verdict.isRecruiting || ATHLETE_FIELDS.some((key) => reading.athlete[key] === null || reading.athlete[key]!.confidence < 0.5);
}

/**
 * The reading of more text (quoted history, attachments) after the first: taken when only it finds an
 * athlete; otherwise it fills the gaps of the first (fillGaps).
 */
function readMore(reading: Reading, wider: Reading): Reading {
  if (!reading.verdict.isRecruiting && wider.verdict.isRecruiting) return wider;
  if (!reading.verdict.isRecruiting || !wider.doc.text.startsWith(reading.doc.text)) return reading;
  // Her own earlier email quoted under a reply (the coach's reply quoting it, under hers): its contacts are hers.
  const writer = reading.role === "athlete" ? (reading.writer?.address?.toLowerCase() ?? null) : null;
  const inOwnQuote = (offset: number) => writer !== null && quotedAuthorAt(wider.doc.text, offset) === writer;
  const filled = fillGaps(reading.athlete, wider.athlete, wider.attachmentParts, inOwnQuote);
  return filled
    ? { ...withMainAthlete(reading, filled), doc: wider.doc, innermostBody: wider.innermostBody, attachmentParts: wider.attachmentParts }
    : reading;
}

/** The time ran out before the athlete was read: the email as it came, for the coach to review. */
function unread(parsed: ParsedMessage, body: string, attachments: ReadAttachments["listed"], warnings: Warnings): ProcessedEmail {
  return {
    messageId: parsed.messageId,
    subject: parsed.subject,
    date: parsed.date ? parsed.date.toISOString() : null,
    from: parsed.from,
    forwardedBy: null,
    originalFrom: parsed.from,
    coachNote: null,
    isRecruiting: false,
    confidence: 0,
    senderRole: "other",
    reason: "no_athlete_found",
    athlete: null,
    athletes: [],
    events: [],
    text: analysedText(stripSubjectPrefixes(parsed.subject), body.slice(0, MAX_ANALYSED_TEXT)).text,
    warnings: warnings.list(),
    attachments,
  };
}

interface Reading {
  doc: AnalysedText;
  /** The innermost body read (quotes stripped or not); `doc` has it, then any attachments' text. */
  innermostBody: string;
  /** Where each attachment's text lies in `doc.text`; empty when none was read. */
  attachmentParts: AttachmentPart[];
  writer: Mailbox | null;
  collegeNotes: string[];
  athlete: ExtractedAthlete;
  /** Every athlete introduced (at most MAX_ATHLETES_PER_EMAIL), `athlete` among them. */
  athletes: ExtractedAthlete[];
  /** How many athletes the email introduces, kept or not. */
  introduced: number;
  verdict: Verdict;
  role: SenderRole;
}

/**
 * One reading of the chain with a given innermost body (and the attachments' text after it): who
 * wrote, the athlete, recruiting or not, the sender's role (`settledRole`: as an earlier reading settled it).
 */
function read(parsed: ParsedMessage, unwrapped: Unwrapped, subject: string, innermostBody: string, reference: Date, warnings: Warnings, appendix: Appendix = NO_APPENDIX, settledRole: SenderRole | null = null): Reading {
  const { collegeNotes, sender, author } = chainAuthors(parsed, unwrapped, innermostBody, warnings);
  const writer = author.mailbox;
  if (author.words.length > MAX_ANALYSED_TEXT) warnings.add(`the message is longer than ${MAX_ANALYSED_TEXT} characters: only its first ${MAX_ANALYSED_TEXT} read`);
  const words = profileLinesAsLabels(pairTableColumns(dotLeadersAsLabels(author.words.slice(0, MAX_ANALYSED_TEXT))));
  const attachmentText = appendixWithin(appendix, MAX_ANALYSED_TEXT - words.length, warnings);
  const doc = analysedText(subject, words + attachmentText.text);
  const attachmentParts = partsAt(attachmentText, doc.text.length - attachmentText.text.length);
  // The athlete is read from the innermost message, in the light of who wrote it: her own words say that, not her
  // attached résumé (whose last line may name her club's coach).
  const authorCue = settledRole ? { role: settledRole, signals: [] } : senderRole(doc.text.slice(0, doc.text.length - attachmentText.text.length), writer);
  const coachesSport = sportOfCoachNotes(collegeNotes);
  const sport = detectSport(doc.text, coachesSport?.sport ?? null) ?? coachesSport ?? sportOfAddress(writer?.address);
  const notAthlete = [parsed.from, ...parsed.to, ...unwrapped.layers.flatMap((layer) => [layer.header.from, ...layer.header.to])].filter((person) => !sameAddress(person, writer));
  // One context per role: the names read from it are kept with it (readAthlete asks for them before extracting).
  const contexts = new Map<SenderRole, ExtractContext>();
  const context = (role: SenderRole) => {
    const built = contexts.get(role) ?? buildContext(doc, role, sport, writer, notAthlete, warnings);
    contexts.set(role, built);
    return built;
  };
  const extract = (role: SenderRole) => {
    const read = extractAthletes(context(role), reference);
    return { role, athlete: read.main, athletes: read.all, introduced: read.introduced };
  };
  let reading = readAthlete(extract, authorCue.role, context, writer);
  const colleague = isColleague(parsed, writer, unwrapped.layers.at(-1)?.header.to ?? []);
  // A bulk mailer's message that reached the address itself (not forwarded by the coach), or that the coach attached whole
  // with its headers, was sent to many.
  const attachedBulk = unwrapped.layers.find((layer) => layer.bulk);
  const bulk = (parsed.bulk && sameAddress(parsed.from, writer)) || (attachedBulk !== undefined && sameAddress(attachedBulk.header.from, writer));
  let verdict = classify({ text: doc.text, cue: authorCue.role, athlete: reading.athlete, writer, colleague, bulk, reference });

  const senderIsAuthor = sender === author;
  const senderCue = senderIsAuthor ? authorCue : senderRole(sender.words, sender.mailbox);
  const { athlete } = reading;
  const athleteName = verdict.isRecruiting && athlete.firstName ? { first: athlete.firstName.value, last: athlete.lastName?.value ?? null } : null;
  const role = resolveRole({ cue: senderCue.role, sender: sender.mailbox, senderWords: sender.words, athlete: athleteName, isRecruiting: verdict.isRecruiting, reason: verdict.reason });
  // Written by someone else than the athlete after all (a parent from her own account): read again
  // so their address, phone and signature are not taken for the athlete's.
  if (senderIsAuthor && verdict.isRecruiting && (role === "athlete") !== (reading.role === "athlete")) {
    reading = extract(role);
    verdict = classify({ text: doc.text, cue: role, athlete: reading.athlete, writer, colleague, bulk, reference });
  } else if (senderIsAuthor && verdict.isRecruiting && role !== reading.role) {
    // Whose sign-off it is changed (a "club coach" is the college's own): the contacts follow the settled role.
    const main = rereadContacts(context(role), reading.athlete);
    reading = { ...reading, role, athlete: main, athletes: reading.athletes.map((one) => (one === reading.athlete ? main : rereadContacts(context(role), one))) };
  }
  // A club coach forwarding one player's note names her club above it when the player does not.
  if (!senderIsAuthor && role === "club_coach" && reading.introduced === 1) {
    reading = withMainAthlete(reading, withClubOfForwardersNote(reading.athlete, sender.words));
  }
  if (!senderIsAuthor && FAMILY_AND_COACHES.has(role) && reading.introduced === 1 && sender.words) {
    const noteContext = buildContext(analysedText("", sender.words), role, sport, sender.mailbox, notAthlete.filter((person) => !sameAddress(person, sender.mailbox)), warnings);
    reading = withMainAthlete(reading, withForwardersNote(reading.athlete, noteContext));
  }
  return { doc, innermostBody, attachmentParts, writer, collegeNotes, athlete: reading.athlete, athletes: reading.athletes, introduced: reading.introduced, verdict, role };
}

/**
 * When nothing says who wrote, the mail is first read as someone writing about an athlete: a named
 * athlete who is not the writer makes the writer a recommender. Otherwise the writer is the athlete.
 */
function readAthlete(extract: (role: SenderRole) => { role: SenderRole; athlete: ExtractedAthlete; athletes: ExtractedAthlete[]; introduced: number }, cue: SenderRole | null, context: (role: SenderRole) => ExtractContext, writer: Mailbox | null) {
  if (cue !== null) return extract(cue);
  const writerName = fold(writer?.name ?? "");
  // "I'm Ryleigh Cutler, a 2027 attacker …" from Ryleigh Cutler: she introduces herself, whatever else looks like a name.
  if (writerIntroducesHerself(context("athlete"))) return extract("athlete");
  const other = context("other");
  const named = chooseName(nameCandidates(other));
  // Someone else is named as the player: by her full name, or by her first name with her details ("Olivia is a 2027
  // libero …" from her father Mark Baines).
  const aboutHer = named && (named.value.last || introducedHere(other.text, named.end));
  return extract(aboutHer && !writerName.includes(fold(named.value.first)) ? "other" : "athlete");
}

/** Forwarders whose note above the athlete's own email is part of what her family or coaches wrote. */
const FAMILY_AND_COACHES: ReadonlySet<SenderRole> = new Set(["parent", "club_coach", "high_school_coach"]);

/**
 * A parent's or coach's note above the athlete's forwarded (or quoted) email: a film link there is hers too (her
 * newest, "her new video from fall ball: …"), so is a GPA her own email leaves out, and the note's sign-off and "my cell" are
 * the forwarder's contact.
 */
function withForwardersNote(athlete: ExtractedAthlete, noteContext: ExtractContext): ExtractedAthlete {
  const film = toField(noteContext.text, videoCandidates(noteContext.text)[0] ?? null);
  const withNotesFilm = film && withAddedFilm(athlete.videoUrls?.value ?? [], film.value, "before");
  const videoUrls = withNotesFilm ? { ...film, value: withNotesFilm } : athlete.videoUrls;
  const forwarders = rereadContacts(noteContext, athlete).contacts ?? [];
  const contacts = [...(athlete.contacts ?? []), ...forwarders.filter((contact) => !athlete.contacts?.some((known) => (contact.phone && known.phone === contact.phone) || (contact.email && known.email === contact.email)))];
  const height = newerHeight(noteContext.text) ?? athlete.height;
  // "she is also a strong student (3.9)": her parent's or coach's note gives the GPA her own email leaves out.
  const gpa = athlete.gpa ?? toField(noteContext.text, best(gpaCandidates(noteContext.text)));
  return { ...athlete, videoUrls, height, gpa, ...(contacts.length ? { contacts: contacts.slice(0, MAX_EXTRACTED_CONTACTS) } : {}) };
}

/** "She's also 5'11" now (grew since the summer!)", "she has grown to 6'0"": a height the note says is newer than her email's. */
const GREW = /\b(?:now|grew|grown|taller)\b/iu;

/** The note's height when the sentence that gives it says she has grown since. */
function newerHeight(note: string): ExtractedAthlete["height"] {
  const height = best(heightCandidates(note, null));
  if (!height) return null;
  const stop = note.indexOf(".", height.end);
  const sentence = note.slice(note.lastIndexOf(".", height.start) + 1, stop < 0 ? note.length : stop + 1);
  return GREW.test(sentence) ? toField(note, height) : null;
}

/**
 * Her film links with those another reading adds: `known` keeps its order, the added links go before it (a newer note's)
 * or after it (older history's), at most MAX_VIDEO_URLS in all. Null when the other reading adds none.
 */
function withAddedFilm(known: readonly string[], adding: readonly string[], place: "before" | "after"): string[] | null {
  const added = adding.filter((url) => !known.includes(url));
  if (!added.length) return null;
  return (place === "before" ? [...added, ...known] : [...known, ...added]).slice(0, MAX_VIDEO_URLS);
}

/** The reading with its main athlete replaced, in its list of every athlete too. */
function withMainAthlete<T extends { athlete: ExtractedAthlete; athletes: ExtractedAthlete[] }>(reading: T, main: ExtractedAthlete): T {
  return { ...reading, athlete: main, athletes: reading.athletes.map((one) => (one === reading.athlete ? main : one)) };
}

/** A contact read from an attachment or her own quoted email, at least as sure as an unlabelled one in the athlete's own sign-off. */
const ATTACHED_CONTACT_CONFIDENCE = 0.75;

/**
 * Quoted history is older and may quote others: it fills empty fields (and replaces weak guesses),
 * contacts only when labelled as hers (or read from her attached résumé). Null when it adds nothing.
 */
function fillGaps(current: ExtractedAthlete, older: ExtractedAthlete, attachmentParts: readonly AttachmentPart[], inOwnQuote: (offset: number) => boolean): ExtractedAthlete | null {
  const filled = { ...current };
  // Her film is every link the thread gives, the newer message's first: her quoted first email's are hers too.
  const films = current.videoUrls && older.videoUrls ? withAddedFilm(current.videoUrls.value, older.videoUrls.value, "after") : null;
  if (films) filled.videoUrls = { ...current.videoUrls!, value: films };
  let changed = films !== null;
  // Her club named short in the newer message or the subject ("Heartland Crush 16") and in full in the quoted one
  // ("Heartland Crush 16 Red"): the fullest form written anywhere, as within one message.
  if (current.clubTeam && older.clubTeam && isFullerClubForm(older.clubTeam.value, current.clubTeam.value)) {
    filled.clubTeam = older.clubTeam;
    changed = true;
  }
  // Her position as a code in the subject or the newer message ("GK") and in words in the quoted one ("goalkeeper"):
  // the words, as within one message.
  if (current.positions && older.positions && spellsOutCodes(current.positions.value, older.positions.value)) {
    filled.positions = older.positions;
    changed = true;
  }
  for (const key of ATHLETE_FIELDS) {
    const value = older[key];
    const now = filled[key];
    // Empty, or a weak guess (a place read from a tournament line) against a firm older value.
    if (value === null || (now !== null && !(now.confidence < 0.5 && value.confidence >= now.confidence + 0.3))) continue;
    // Quoted history holds the coach's and others' contacts: only a firmly hers is taken. Her attached résumé is her
    // own sheet, and her own earlier email her own words, read as her sign-off is.
    const own = attachmentOf(value.source, attachmentParts) || (value.source !== null && inOwnQuote(value.source.start));
    const firm = own ? ATTACHED_CONTACT_CONFIDENCE : 0.9;
    if ((key === "email" || key === "phone") && value.confidence < firm) continue;
    (filled as Record<string, unknown>)[key] = value;
    changed = true;
  }
  return changed ? filled : null;
}

/**
 * The forwards in the message's body, or else in the forward the coach attached as .eml (whose layer has the
 * message's body as the note above it).
 */
function unwrapForwards(parsed: ParsedMessage, outerBody: string, attached: ParsedMessage | null, warnings: Warnings): Unwrapped {
  const inline = unwrapForward(outerBody, { from: parsed.from, subject: parsed.subject }, warnings);
  if (inline.layers.length || !attached) return inline;
  const inner = unwrapForward(normaliseText(attached.body, warnings), { from: attached.from, subject: attached.subject, insideForward: true }, warnings);
  const header = { from: attached.from, to: attached.to, subject: attached.subject, date: attached.date ? attached.date.toISOString() : null };
  return { layers: [{ header, noteAbove: outerBody.trim() || null, ...(attached.bulk ? { bulk: true } : {}) }, ...inner.layers], body: inner.body, forwardedBefore: inner.forwardedBefore };
}

function stripSubjectPrefixes(subject: string): string {
  return subject.replace(/^(?:\s*(?:re|fw|fwd|tr|rv|wg|aw|sv|vs|r|i|enc)\s*(?:\[\d+\])?\s*:\s*)+/iu, "").trim();
}
