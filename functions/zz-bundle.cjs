"use strict";
var __create = Object.create;
var __defProp = Object.defineProperty;
var __getOwnPropDesc = Object.getOwnPropertyDescriptor;
var __getOwnPropNames = Object.getOwnPropertyNames;
var __getProtoOf = Object.getPrototypeOf;
var __hasOwnProp = Object.prototype.hasOwnProperty;
var __export = (target, all) => {
  for (var name in all)
    __defProp(target, name, { get: all[name], enumerable: true });
};
var __copyProps = (to, from, except, desc) => {
  if (from && typeof from === "object" || typeof from === "function") {
    for (let key of __getOwnPropNames(from))
      if (!__hasOwnProp.call(to, key) && key !== except)
        __defProp(to, key, { get: () => from[key], enumerable: !(desc = __getOwnPropDesc(from, key)) || desc.enumerable });
  }
  return to;
};
var __toESM = (mod, isNodeMode, target) => (target = mod != null ? __create(__getProtoOf(mod)) : {}, __copyProps(
  // If the importer is in node compatibility mode or this is not an ESM
  // file that has been converted to a CommonJS file using a Babel-
  // compatible transform (i.e. "__esModule" has not been set), then set
  // "default" to the CommonJS "module.exports" for node compatibility.
  isNodeMode || !mod || !mod.__esModule ? __defProp(target, "default", { value: mod, enumerable: true }) : target,
  mod
));
var __toCommonJS = (mod) => __copyProps(__defProp({}, "__esModule", { value: true }), mod);

// src/pipeline/index.ts
var index_exports = {};
__export(index_exports, {
  COACH_CORRECTION_SOURCE: () => COACH_CORRECTION_SOURCE,
  INBOUND_TIME_LIMIT_MS: () => INBOUND_TIME_LIMIT_MS,
  applyCoachCorrection: () => applyCoachCorrection,
  athleteValues: () => athleteValues,
  identityOf: () => identityOf,
  matchAthlete: () => matchAthlete,
  matchIdentity: () => matchIdentity,
  mergeAthlete: () => mergeAthlete,
  mergeContacts: () => mergeContacts,
  processRawEmail: () => processRawEmail,
  processRawEmailWithBundled: () => processRawEmailWithBundled,
  processTextEmail: () => processTextEmail,
  separatedMessages: () => separatedMessages,
  statementOf: () => statementOf,
  toExtractLine: () => toExtractLine
});
module.exports = __toCommonJS(index_exports);

// src/pipeline/engine.ts
var import_node_os = require("node:os");

// ../machines/inbox/processedEmail.ts
var import_zod9 = require("zod");

// ../machines/inbox/classification.ts
var import_zod2 = require("zod");

// ../machines/inbox/senderRole.ts
var import_zod = require("zod");
var SENDER_ROLES = ["athlete", "parent", "club_coach", "high_school_coach", "recruiting_service", "other"];
var senderRoleSchema = import_zod.z.enum(SENDER_ROLES);

// ../machines/inbox/classification.ts
var CLASSIFICATION_REASONS = [
  "athlete_introduction",
  "camp_or_clinic_ad",
  "recruiting_service_blast",
  "newsletter",
  "compliance_notice",
  "college_coach_letter",
  "question_without_athlete",
  "spam",
  "no_athlete_found",
  /** Not a verdict of the engine: the inbox's own rule (childUnder13.ts) for an email about a child under 13. */
  "child_under_13"
];
var classificationReasonSchema = import_zod2.z.enum(CLASSIFICATION_REASONS);
var classificationSchema = import_zod2.z.object({
  isRecruiting: import_zod2.z.boolean(),
  senderRole: senderRoleSchema,
  reason: classificationReasonSchema,
  /** 0–1: how clearly the signals pointed one way. */
  confidence: import_zod2.z.number().min(0).max(1),
  /** The cues that decided it, for support ("unsubscribe link", "first-person introduction", …). */
  signals: import_zod2.z.array(import_zod2.z.string().max(80)).max(30)
});

// ../machines/inbox/emailAttachment.ts
var import_zod3 = require("zod");
var MAX_ATTACHMENT_NAME = 255;
var MAX_ATTACHMENTS_LISTED = 20;
var ATTACHMENT_STATUSES = ["read", "not_a_document", "too_large", "too_many", "unreadable", "no_text", "time_limit"];
var attachmentStatusSchema = import_zod3.z.enum(ATTACHMENT_STATUSES);
var emailAttachmentSchema = import_zod3.z.object({
  filename: import_zod3.z.string().max(MAX_ATTACHMENT_NAME),
  contentType: import_zod3.z.string().max(MAX_ATTACHMENT_NAME),
  /** Bytes. */
  size: import_zod3.z.number().int().nonnegative(),
  status: attachmentStatusSchema
});

// ../machines/inbox/extractedAthlete.ts
var import_zod7 = require("zod");

// ../machines/inbox/athleteContacts.ts
var import_zod5 = require("zod");

// ../machines/inbox/extractedField.ts
var import_zod4 = require("zod");
var MAX_SNIPPET_LENGTH = 300;
var sourceSpanSchema = import_zod4.z.object({
  start: import_zod4.z.number().int().nonnegative(),
  end: import_zod4.z.number().int().nonnegative(),
  snippet: import_zod4.z.string().max(MAX_SNIPPET_LENGTH),
  /** The attachment's filename when the span lies in its text (read after the body); absent for the body. */
  attachment: import_zod4.z.string().max(MAX_ATTACHMENT_NAME).optional()
});
function extractedFieldSchema(value) {
  return import_zod4.z.object({ value, confidence: import_zod4.z.number().min(0).max(1), source: sourceSpanSchema });
}

// ../machines/inbox/athleteContacts.ts
var MAX_CONTACT_NAME = 120;
var contactValueSchemas = {
  name: import_zod5.z.string().trim().min(1).max(MAX_CONTACT_NAME),
  email: import_zod5.z.string().max(254),
  /** E.164 (+15125550142). */
  phone: import_zod5.z.string().regex(/^\+[1-9]\d{6,14}$/)
};
var CONTACT_ROLES = ["parent", "guardian", "club_coach", "high_school_coach", "other"];
var contactRoleSchema = import_zod5.z.enum(CONTACT_ROLES);
var reachable = (contact) => contact.email !== null || contact.phone !== null;
var contactDetails = {
  role: contactRoleSchema,
  name: contactValueSchemas.name.nullable(),
  email: contactValueSchemas.email.nullable(),
  phone: contactValueSchemas.phone.nullable()
};
var MAX_EXTRACTED_CONTACTS = 5;
var extractedContactSchema = import_zod5.z.object({ ...contactDetails, source: sourceSpanSchema }).refine(reachable);
var extractedContactsSchema = import_zod5.z.array(extractedContactSchema).max(MAX_EXTRACTED_CONTACTS);
var CONTACT_DETAILS = ["name", "email", "phone"];
var isoTimestamp = import_zod5.z.iso.datetime({ offset: true });
var emailId = import_zod5.z.string().min(1).max(998);
var contactHistoryEntrySchema = import_zod5.z.object({
  detail: import_zod5.z.enum(CONTACT_DETAILS),
  value: import_zod5.z.string().max(254),
  sourceEmailId: emailId,
  replacedAt: isoTimestamp,
  replacedByEmailId: emailId,
  refused: import_zod5.z.literal(true).optional()
});
var CONTACT_LIMITS = { history: 20, contacts: 20 };
var recordContactSchema = import_zod5.z.object({
  ...contactDetails,
  sourceEmailId: emailId,
  updatedAt: isoTimestamp,
  history: import_zod5.z.array(contactHistoryEntrySchema).max(CONTACT_LIMITS.history)
}).refine(reachable);
var recordContactsSchema = import_zod5.z.array(recordContactSchema).max(CONTACT_LIMITS.contacts);

// ../machines/inbox/positions.ts
var import_zod6 = require("zod");

// ../machines/inbox/sportNames.ts
var CODED_SPORTS = ["volleyball", "softball"];
var SPORTS = [
  ...CODED_SPORTS,
  "baseball",
  "basketball",
  "soccer",
  "lacrosse",
  "field hockey",
  "ice hockey",
  "water polo",
  "track and field",
  "cross country",
  "swimming",
  "diving",
  "tennis",
  "golf",
  "gymnastics",
  "rowing",
  "wrestling",
  "fencing",
  "rugby",
  "bowling",
  "acrobatics and tumbling",
  "equestrian"
];

// ../machines/inbox/positions.ts
var sportSchema = import_zod6.z.enum(SPORTS);
var positionSchema = import_zod6.z.string().trim().min(1).max(40);

// ../machines/inbox/extractedAthlete.ts
var shortText = import_zod7.z.string().trim().min(1).max(120);
var regionCodeSchema = import_zod7.z.string().regex(/^[A-Z]{2}$/);
var heightSchema = import_zod7.z.object({
  /** As the email wrote it: 5'10", 5-10, 178 cm … */
  written: import_zod7.z.string().min(1).max(40),
  inches: import_zod7.z.number().min(48).max(90)
});
var gpaSchema = import_zod7.z.object({
  value: import_zod7.z.number().min(0).max(5),
  /** The scale when written ("3.8/4.0" gives 4); null when not stated. */
  scale: import_zod7.z.number().positive().max(10).nullable(),
  weighted: import_zod7.z.boolean()
});
var MAX_VIDEO_URLS = 10;
var athleteValueSchemas = {
  sport: sportSchema,
  firstName: shortText,
  lastName: shortText,
  gradYear: import_zod7.z.number().int().min(1990).max(2100),
  positions: import_zod7.z.array(positionSchema).min(1).max(6),
  height: heightSchema,
  clubTeam: shortText,
  highSchool: shortText,
  city: shortText,
  state: regionCodeSchema,
  gpa: gpaSchema,
  email: contactValueSchemas.email,
  /** E.164 (+15125550142). */
  phone: contactValueSchemas.phone,
  /** Film links as the email writes them (the scheme may be missing: "youtu.be/abc"). */
  videoUrls: import_zod7.z.array(import_zod7.z.string().min(8).max(2048).regex(/^\S+$/)).min(1).max(MAX_VIDEO_URLS)
};
var ATHLETE_FIELDS = [
  "firstName",
  "lastName",
  "gradYear",
  "positions",
  "height",
  "clubTeam",
  "highSchool",
  "city",
  "state",
  "gpa",
  "email",
  "phone",
  "videoUrls",
  "sport"
];
var evidenced = (value) => extractedFieldSchema(value).nullable();
var extractedAthleteSchema = import_zod7.z.object({
  sport: evidenced(athleteValueSchemas.sport),
  firstName: evidenced(athleteValueSchemas.firstName),
  lastName: evidenced(athleteValueSchemas.lastName),
  gradYear: evidenced(athleteValueSchemas.gradYear),
  positions: evidenced(athleteValueSchemas.positions),
  height: evidenced(athleteValueSchemas.height),
  clubTeam: evidenced(athleteValueSchemas.clubTeam),
  highSchool: evidenced(athleteValueSchemas.highSchool),
  city: evidenced(athleteValueSchemas.city),
  state: evidenced(athleteValueSchemas.state),
  gpa: evidenced(athleteValueSchemas.gpa),
  email: evidenced(athleteValueSchemas.email),
  phone: evidenced(athleteValueSchemas.phone),
  videoUrls: evidenced(athleteValueSchemas.videoUrls),
  /**
   * Other people's contact details the email gives (a parent, a club or high-school coach), never
   * her own email or phone. Absent on emails read before contacts were kept.
   */
  contacts: extractedContactsSchema.optional()
});
function emptyExtractedAthlete() {
  return Object.fromEntries(ATHLETE_FIELDS.map((key) => [key, null]));
}

// ../machines/inbox/tournaments.ts
var import_zod8 = require("zod");
var tournamentSchema = import_zod8.z.object({
  name: import_zod8.z.string().min(1).max(160),
  /** As written ("March 14-16", "3/14–3/16"). */
  datesText: import_zod8.z.string().max(80).nullable(),
  /** ISO dates (YYYY-MM-DD) when the written dates could be read. */
  startDate: import_zod8.z.iso.date().nullable(),
  endDate: import_zod8.z.iso.date().nullable(),
  location: import_zod8.z.string().max(120).nullable(),
  team: import_zod8.z.string().max(120).nullable(),
  jerseyNumber: import_zod8.z.string().max(4).nullable(),
  position: import_zod8.z.string().max(40).nullable(),
  /** Court or pool assignment ("Court 12", "Pool C"). */
  court: import_zod8.z.string().max(60).nullable(),
  source: sourceSpanSchema
});

// ../machines/inbox/processedEmail.ts
var mailboxSchema = import_zod9.z.object({
  address: import_zod9.z.string().max(320).nullable(),
  name: import_zod9.z.string().max(200).nullable()
});
var MAX_ANALYSED_TEXT = 6e4;
var MAX_SEPARATED_EMAILS = 50;
var MAX_ATHLETES_PER_EMAIL = 6;
var MAX_WARNINGS = 20;
var MAX_WARNING_LENGTH = 200;
var processedEmailSchema = import_zod9.z.object({
  /** Message-ID without angle brackets; null when the message has none. */
  messageId: import_zod9.z.string().max(998).nullable(),
  subject: import_zod9.z.string().max(998),
  date: import_zod9.z.iso.datetime({ offset: true }).nullable(),
  /** Who sent the message InboxScout received (the forwarding coach for a forward). */
  from: mailboxSchema.nullable(),
  /** The forwarder when the message is a forward; null when it came straight from the writer. */
  forwardedBy: mailboxSchema.nullable(),
  /** Who wrote the innermost (original) message. */
  originalFrom: mailboxSchema.nullable(),
  /** What the forwarding coach wrote above the forward. */
  coachNote: import_zod9.z.string().max(MAX_ANALYSED_TEXT).nullable(),
  isRecruiting: import_zod9.z.boolean(),
  senderRole: senderRoleSchema,
  reason: classificationReasonSchema,
  /** 0–1: how sure the engine is of `isRecruiting` (see classify.ts). Absent on emails processed before it was kept. */
  confidence: import_zod9.z.number().min(0).max(1).optional(),
  /** The email's main athlete (the one named in the subject or singled out, else the first); null when not recruiting. */
  athlete: extractedAthleteSchema.nullable(),
  /**
   * Every athlete the email introduces, in its order, `athlete` among them; each one's fields point into
   * her own part of `text`. Empty when not recruiting; absent on emails processed before it was kept.
   */
  athletes: import_zod9.z.array(extractedAthleteSchema).max(MAX_ATHLETES_PER_EMAIL).optional(),
  events: import_zod9.z.array(tournamentSchema).max(20),
  /** The analysed text (original subject and body, quotes stripped); field sources point into it. */
  text: import_zod9.z.string().max(MAX_ANALYSED_TEXT + 1e3),
  /**
   * Limits that cut the engine's reading short (an over-long line split, a part truncated, the time
   * limit reached): when any is present the result may be incomplete and the email needs review.
   * Absent on emails processed before warnings existed.
   */
  warnings: import_zod9.z.array(import_zod9.z.string().max(MAX_WARNING_LENGTH)).max(MAX_WARNINGS).optional(),
  /**
   * The email's attachments (a forward's included) and whether each was read: the text of those read
   * follows the body in `text`. Absent on emails processed before attachments were read.
   */
  attachments: import_zod9.z.array(emailAttachmentSchema).max(MAX_ATTACHMENTS_LISTED).optional()
});

// src/pipeline/remember.ts
function rememberLast(read2, from = 0) {
  let lastText = null;
  let lastAnswer;
  return (text) => {
    if (text.length < from) return read2(text);
    if (text !== lastText) {
      lastAnswer = read2(text);
      lastText = text;
    }
    return lastAnswer;
  };
}
function rememberPer(read2) {
  const answers = /* @__PURE__ */ new WeakMap();
  return (key) => {
    let kept = answers.get(key);
    if (!kept) {
      kept = { answer: read2(key) };
      answers.set(key, kept);
    }
    return kept.answer;
  };
}
function rememberUpTo(limit, read2) {
  const answers = /* @__PURE__ */ new Map();
  return (key) => {
    if (answers.has(key)) return answers.get(key);
    const answer = read2(key);
    if (answers.size >= limit) answers.clear();
    answers.set(key, answer);
    return answer;
  };
}

// src/pipeline/text.ts
var INVISIBLE_CONTROLS = /[\u061C\u200B-\u200F\u202A-\u202E\u2060-\u2069\uFEFF]/gu;
var NOT_TEXT = /(?![\t\n\r])[\p{Cc}\uFFFD]/gu;
var LONE_SURROGATE = new RegExp("\\p{Cs}", "gu");
var CHARSET_REPAIRED = "characters not valid in the declared charset were dropped";
function readableText(text, warnings) {
  const wellFormed = text.replace(LONE_SURROGATE, "\uFFFD");
  if (wellFormed.includes("\uFFFD")) warnings?.add(CHARSET_REPAIRED);
  return wellFormed.replace(NOT_TEXT, "");
}
function analysedText(subject, body) {
  const cleanSubject = visibleText(readableText(subject)).replace(/\s+/g, " ").trim();
  return { text: `${cleanSubject}

${visibleText(body)}`, bodyStart: cleanSubject.length + 2 };
}
function visibleText(text) {
  return text.replace(INVISIBLE_CONTROLS, "");
}
function spanAt(text, start, end) {
  const lineStart = text.lastIndexOf("\n", start - 1) + 1;
  const newline = text.indexOf("\n", end);
  const lineEnd = newline === -1 ? text.length : newline;
  let from = lineStart;
  let to = lineEnd;
  if (to - from > MAX_SNIPPET_LENGTH) {
    const half = Math.floor((MAX_SNIPPET_LENGTH - (end - start)) / 2);
    from = Math.max(lineStart, start - Math.max(half, 0));
    to = Math.min(lineEnd, from + MAX_SNIPPET_LENGTH);
  }
  return { start, end, snippet: text.slice(from, to).trim().slice(0, MAX_SNIPPET_LENGTH) };
}
function best(candidates) {
  let winner = null;
  for (const candidate of candidates) {
    if (!winner || candidate.confidence > winner.confidence || candidate.confidence === winner.confidence && candidate.start < winner.start) {
      winner = candidate;
    }
  }
  return winner;
}
function toField(text, candidate) {
  if (!candidate) return null;
  const source = candidate.header !== void 0 ? { start: 0, end: 0, snippet: candidate.header.slice(0, MAX_SNIPPET_LENGTH) } : spanAt(text, candidate.start, candidate.end);
  return { value: candidate.value, confidence: round2(candidate.confidence), source };
}
function round2(value) {
  return Math.round(value * 100) / 100;
}
function* matchesOf(pattern, text) {
  pattern.lastIndex = 0;
  let match;
  while (match = pattern.exec(text)) {
    if (match[0].length === 0) pattern.lastIndex++;
    yield match;
  }
}
var CASE_FREE_ESCAPES = /\\(?:[pP]\{[LMN]\}|[SWDB]|u[\dA-Fa-f]{4}|x[\dA-Fa-f]{2})/g;
var CHARACTER_ESCAPE = /\\(?:u\{([\dA-Fa-f]+)\}|u([\dA-Fa-f]{4})|x([\dA-Fa-f]{2}))/g;
var RANGE_BEYOND_ASCII = /[\u0080-\u{10ffff}]-(?!\])|(?<![[\\])-(?:[\u0080-\u{10ffff}]|\\[ux])|\\(?:u\{[\dA-Fa-f]+\}|u[\dA-Fa-f]{4}|x[\dA-Fa-f]{2})-(?!\])/u;
var FOLDS_AS_IT_LOWERCASES = /^[\t\n\r -~\u00a0-\u00b4\u00b6-\u012f\u0131-\u017e\u2000-\u206f\u20a0-\u20cf\u2190-\u21ff\u2500-\u27bf\ufe00-\ufe0f\uff01-\uff20\u{1f300}-\u{1faff}]*$/u;
var inLowercase = rememberPer((pattern) => {
  const hasCapitals = /[A-Z\u017f\u212a]|\\[pP]\{/.test(pattern.source.replace(CASE_FREE_ESCAPES, ""));
  const spelled = [...[...pattern.source].filter((character) => character > "\x7F"), ...[...pattern.source.matchAll(CHARACTER_ESCAPE)].map((escape) => String.fromCodePoint(parseInt(escape[1] ?? escape[2] ?? escape[3], 16)))];
  const beyondAscii = !RANGE_BEYOND_ASCII.test(pattern.source) && spelled.every((character) => character === character.toLowerCase() && FOLDS_AS_IT_LOWERCASES.test(character));
  return { pattern: hasCapitals ? null : new RegExp(pattern.source, pattern.flags.replace("i", "")), beyondAscii };
});
function caseless(pattern, text) {
  if (!pattern.flags.includes("i")) return { pattern, text };
  const ascii = isPlainAscii(text);
  if (!ascii && !foldsAsItLowercases(text)) return { pattern, text };
  const lowercase = inLowercase(pattern);
  if (!lowercase.pattern || !(ascii || lowercase.beyondAscii)) return { pattern, text };
  return { pattern: lowercase.pattern, text: lowercaseOf(text) };
}
function caselessExec(pattern, text) {
  const fast = caseless(pattern, text);
  return fast.pattern.exec(fast.text);
}
function caselessTest(pattern, text) {
  return caselessExec(pattern, text) !== null;
}
function caselessMatches(pattern, text) {
  const fast = caseless(pattern, text);
  return matchesOf(fast.pattern, fast.text);
}
var SHORT_TEXT = 200;
var lowercaseOf = rememberLast((text) => text.toLowerCase(), SHORT_TEXT);
function groupStart(match, group) {
  return match.indices?.[group]?.[0] ?? match.index;
}
function groupEnd(match, group) {
  return match.indices?.[group]?.[1] ?? match.index + match[0].length;
}
function nameCase(word) {
  if (word !== word.toLowerCase() && word !== word.toUpperCase()) return word;
  return word.toLowerCase().replace(new RegExp("(^|[-'\u2019\\s]|(?<=(?:^|[-'\u2019\\s])mc))(\\p{L})", "gu"), (_all, lead, letter) => lead + letter.toUpperCase());
}
var PLAIN_ASCII = /^[\t\n\r -~]*$/;
var isPlainAscii = rememberLast((text) => PLAIN_ASCII.test(text), SHORT_TEXT);
var foldsAsItLowercases = rememberLast((text) => FOLDS_AS_IT_LOWERCASES.test(text), SHORT_TEXT);
var fold = rememberLast(foldOf, SHORT_TEXT);
function foldOf(text) {
  if (isPlainAscii(text)) return text.replaceAll("`", "'").toLowerCase();
  return text.normalize("NFD").replace(new RegExp("\\p{M}", "gu"), "").replace(/[’‘`´]/gu, "'").toLowerCase();
}
function escapeRegExp(text) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
function tableCells(text, start, end) {
  const cells = [];
  for (const cell of matchesOf(/[^|\t\n]+/gu, text.slice(start, end))) {
    const value = cell[0].trim();
    if (value === "") continue;
    const at = start + cell.index + cell[0].indexOf(value);
    cells.push({ value, start: at, end: at + value.length });
  }
  return cells;
}
function lineAround(text, offset) {
  const start = text.lastIndexOf("\n", offset - 1) + 1;
  const newline = text.indexOf("\n", offset);
  const end = newline === -1 ? text.length : newline;
  return { start, end, line: text.slice(start, end) };
}
function splitLongLines(text, max, lookback) {
  const lines = text.split("\n");
  if (lines.every((line) => line.length <= max)) return null;
  return lines.flatMap((line) => {
    const pieces = [];
    let rest = line;
    while (rest.length > max) {
      const space = Math.max(rest.lastIndexOf(" ", max), rest.lastIndexOf("	", max));
      const cut = space > max - lookback ? space : max;
      pieces.push(rest.slice(0, cut));
      rest = rest.slice(space === cut ? cut + 1 : cut);
    }
    pieces.push(rest);
    return pieces.map((piece, index) => index === 0 ? piece.trimEnd() : piece.trim());
  }).join("\n");
}
function wordOffsets(text, word, from, limit, notAfter = new RegExp("^\\p{L}", "u")) {
  const found = [];
  for (let at = text.indexOf(word, from); at !== -1 && found.length < limit; at = text.indexOf(word, at + 1)) {
    const end = at + word.length;
    if (!new RegExp("\\p{L}$", "u").test(text.slice(Math.max(0, at - 2), at)) && !notAfter.test(text.slice(end, end + 2))) found.push(at);
  }
  return found;
}

// src/pipeline/extract/sports.ts
var SPORT_WORDS = {
  volleyball: /\b(?:volleyball|volley|voleibol|v[ôo]lei|pallavolo|vb|armadora|colocadora|passeuse|levantadora|zuspielerin|palleggiatrice|schiacciatrice|alzatrice|setter|libero|hitter|middle blocker|kills?|digs?|aces?|blocks?|approach|vertical|jva|aau volleyball|usav|setting|passing)\b/giu,
  softball: /\b(?:softball|fastpitch|pitcher|catcher|shortstop|outfield(?:er)?|(?:center|centre|left|right) ?fielder|infielder|slapper|bats (?:left|right|lefty|righty)|home to first|batting|era|mph|innings?|rbis?|home runs?|travel ball|pop time|exit velo(?:city)?|usssa|pgf|sofbol|softbol|jardinera|lanzadora|campocorto|lanceuse|receveuse|voltigeuse|bateo)\b/giu,
  baseball: /\b(?:baseball|perfect game)\b/giu,
  basketball: /\b(?:basketball|hoops|point guard|shooting guard|combo guard|small forward|power forward|rebounds?|ppg|rpg|apg|three[- ]pointers?|3[- ]pointers?)\b/giu,
  // A football club's initials ("Steel City FC") and a birth-year team ("09G", "2010G") are soccer's club names.
  soccer: /\b(?:soccer|futbol|futebol|fc|(?:20)?[01]\dg|ecnl|mls next|girls academy|midfielder|goalkeeper|striker|winger|center back|centre back|outside back|fullback|clean sheets?|portera|arquera|goleir[ao]|delantera|mediocampista|centrocampista|gardienne de but|torh[uü]terin)\b/giu,
  lacrosse: /\b(?:lacrosse|lax|attackman|attacker|middie|fogo|draw controls?|ground balls?)\b/giu,
  "field hockey": /\bfield hockey\b/giu,
  // Hockey's own tiers and film ("19U AAA", "shifts") and its puck, where the mail never says "hockey".
  "ice hockey": /\b(?:ice hockey|(?<!field )hockey|defenseman|goaltender|power play|puck|shifts|(?:1\du|u1\d)[ -]aaa|aaa[ -](?:1\du|u1\d))\b/giu,
  "water polo": /\b(?:water ?polo|usawp|hole set|two[- ]meter)\b/giu,
  "track and field": /\b(?:track (?:and|&) field|indoor track|outdoor track|track team|sprinter|sprints|hurdles?|hurdler|high jump|long jump|triple jump|pole vault|shot put|discus|javelin|heptathlon|pentathlon|athletic\.net|milesplit|4 ?x ?[1-8]00|runner|[1-9]\d{2,3} ?m|prs?|personal (?:best|record)s?)\b/giu,
  "cross country": /\b(?:cross[- ]country|xc)\b/giu,
  swimming: /\b(?:swimming|swimmer|swim|(?:freestyle|backstroke|breaststroke)(?:rs?)?|butterfly|individual medley|scy|lcm|swimcloud|usa swimming)\b/giu,
  diving: /\b(?:diving|diver|springboard)\b/giu,
  tennis: /\b(?:tennis|utr|usta)\b/giu,
  golf: /\b(?:golf|golfer|stroke average|scoring average|ajga)\b/giu,
  gymnastics: /\b(?:gymnastics|gymnast|uneven bars|balance beam|level 10)\b/giu,
  rowing: /\b(?:rowing|rower|coxswain|erg)\b/giu,
  wrestling: /\b(?:wrestling|wrestler|wrestles|flowrestling|trackwrestling|takedowns?)\b/giu,
  // Not "saber": the Spanish and Portuguese verb "to know".
  fencing: /\b(?:fencing|fencer|foil|epee|sabre|askfred|usa fencing)\b/giu,
  rugby: /\b(?:rugby|scrum[- ]half|fly[- ]half|flanker|tighthead|loosehead|lineouts?|try scorer)\b/giu,
  bowling: /\b(?:bowling|bowler|bowls|usbc|junior gold|pba)\b/giu,
  // Its athletes say "acro" and are bases, tops and tumblers ("flyer" alone is a camp's leaflet).
  "acrobatics and tumbling": /\b(?:acrobatics (?:and|&) tumbling|acro (?:and|&) tumbling|acro|ncata|tumbler|tumbling)\b/giu,
  equestrian: /\b(?:equestrian|equitation|hunt seat|horsemanship|reining|ncea|iea|show jumping|hunter[/ ]jumper)\b/giu
};
var TRACK_EVENTS = "\\d{2,5} ?m(?:eters?|etres?)?(?: ?(?:hurdles|h|steeplechase|dash))?|\\d{2,3} ?(?:hurdles|h)|4 ?x ?[1-8]00(?: ?m)?|mile|[3568] ?k|high jump|long jump|triple jump|pole vault|shot put|discus|javelin|hammer(?: throw)?|heptathlon|pentathlon|steeplechase|hurdles";
var SWIM_EVENTS = "(?:50|100|200|400|500|800|1000|1500|1650) ?(?:y|m|yd|scy|lcm)? ?(?:free(?:style)?|fly|butterfly|back(?:stroke)?|breast(?:stroke)?|im|medley)|freestyle|butterfly|backstroke|breaststroke|individual medley";
var SIDE_MIDFIELDER = "(?:attacking|defensive|center|central|centre|holding|outside|left|right|wide) mid(?:field(?:er)?)?";
var OTHER_POSITIONS = {
  baseball: { words: "pitcher|catcher|first base|second base|shortstop|third base|outfielder|center fielder|infielder|rhp|lhp|two[- ]way player", plain: "outfield|utility" },
  basketball: { words: "point guard|shooting guard|combo guard|small forward|power forward|stretch four", plain: "guard|forward|center|centre|post|wing", codes: "PG|SG|SF|PF" },
  soccer: {
    // Spanish, Portuguese, French and German words too ("portera", "goleira", "mediocampista", "gardienne de but", "torhüterin").
    words: `goalkeeper|keeper|goleir[ao]|center backs?|centre backs?|central defender|outside backs?|(?:left|right) backs?|full ?backs?|wing ?backs?|${SIDE_MIDFIELDER}|midfielder|(?:left |right )?winger|striker|center forward|centre forward|portera|arquera|delantera|mediocampista|centrocampista|gardienne de but|torhuterin`,
    plain: "defender|forward|midfield|goalie",
    codes: "GK|CB|LB|RB|LWB|RWB|CDM|CM|CAM|LM|RM|LW|RW|ST|CF"
  },
  lacrosse: { words: "attackman|attacker|middie|long[- ]stick midfielder|lsm|draw specialist|fogo|face[- ]?off specialist|midfielder", plain: "attack|midfield|defense|defender|goalie" },
  "field hockey": { words: `midfielder|${SIDE_MIDFIELDER}|(?:left|right|center|centre) backs?|sweeper|goalkeeper|center forward|centre forward`, plain: "forward|defender|back|goalie|midfield", codes: "GK|CB|LB|RB|CM|LM|RM|CF|LW|RW" },
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
  equestrian: { words: "hunt seat|western horsemanship|horsemanship|reining|equitation over fences|equitation on the flat|equitation|jumping seat" }
};
var ATHLETE_NOUNS = "swimmer|diver|runner|sprinter|hurdler|jumper|thrower|golfer|gymnast|rower|wrestler|goalkeeper|goalie|midfielder|defender|striker|winger|point guard|shooting guard|attacker|middie|defenseman|goaltender";
function isCodedSport(sport) {
  return sport === "volleyball" || sport === "softball";
}
var compiled = /* @__PURE__ */ new Map();
function patternsOf(sport) {
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
      plainInText: plain ? new RegExp(`(?<=(?:\\b20[2-3]\\d,?|\\d['\u2019\u2032"\u201D]\\d{0,2}["\u201D]?|\\bplays?|\\bplay(?:ing|ed)|\\bstarting|\\b(?:freshman|sophomore|junior|senior)|\\bas an?)[ \\t]{1,3})(?:${plain})(?![\\p{L}\\d])|(?<![\\p{L}\\d])(?:${plain})(?=[ \\t]{0,3}[|\u2022\xB7,\u2013-][ \\t]{0,3}(?:class of[ \\t]|c\\/o[ \\t])?[ \\t]{0,2}(?:20)?[2-3]\\d\\b)|(?<![\\p{L}\\d])(?:${plain})(?=[ \\t]{0,2}\\/[ \\t]{0,2}(?:${all})(?![\\p{L}\\d]))|(?<=(?<![\\p{L}\\d])(?:${all})[ \\t]{0,2}\\/[ \\t]{0,2})(?:${plain})(?![\\p{L}\\d])`, "gu") : null,
      // Not after a number other than a class year: "140 LB" is a weight, "2028 LB/RB" a left back.
      codesInText: codes ? new RegExp(`(?<![\\p{L}\\d'\u2019])(?<!(?<!\\b20[2-3])\\d[ \\t])(?:${codes})(?![\\p{L}\\d])`, "gu") : null
    };
    compiled.set(sport, patterns);
  }
  return patterns;
}
function otherSportPosition(piece, sport) {
  if (isCodedSport(sport)) return null;
  return patternsOf(sport).exact.test(piece) ? piece : null;
}
function otherSportPositionsIn(text, folded, sport) {
  if (isCodedSport(sport)) return [];
  const { inText, plainInText, codesInText } = patternsOf(sport);
  const worded = [...folded.matchAll(inText), ...plainInText ? folded.matchAll(plainInText) : []];
  const matches = worded.length || !codesInText ? worded : [...text.matchAll(codesInText)];
  const found = matches.map((match) => ({ code: match[0].replace(/\s+/gu, " ").toLowerCase(), start: match.index, end: match.index + match[0].length }));
  return found.filter((item) => !found.some((other) => other !== item && other.start <= item.start && other.end >= item.end && other.end - other.start > item.end - item.start));
}

// src/pipeline/extract/gradYear.ts
var LABEL = "class(?:[ \\t]+of)?|c/o|(?:hs[ \\t]+|expected[ \\t]+)?grad(?:uation)?(?:[ \\t]+(?:year|yr\\.?|date))?|graduating(?:[ \\t]+(?:class|in|year))?(?:[ \\t]+of)?|graduate|hs[ \\t]+grad(?:uation)?|promoci[o\xF3]n|generaci[o\xF3]n|clase(?:[ \\t]+de)?|egreso|graduaci[o\xF3]n|classe(?:[ \\t]+de)?|promo(?:tion)?|ann[\xE9e]e[ \\t]+(?:de[ \\t]+)?(?:dipl[\xF4o]me|graduation)|dipl[\xF4o]m[\xE9e]e?[ \\t]+en|abschluss(?:jahr(?:gang)?)?|abitur|jahrgang|turma(?:[ \\t]+de)?|formatura|ano[ \\t]+de[ \\t]+formatura|formo-me[ \\t]+em|matura|maturit[\xE0a]|bac(?:calaur[\xE9e]at)?|studenten";
var POSITION_WORD = "grad|graduate|recruit|prospect|athlete|student[- ]athlete|player|oh|mb|mh|rs|opp|ds|l/ds|s/rs|setter|outside|middle|libero|right[- ]side|opposite|defensive|pitcher|catcher|shortstop|ss|1b|2b|3b|of|ut|utility|outfielder|infielder|rhp|lhp|two[- ]way|armadora|colocadora|central|opuesta|lanzadora|passeuse|centrale|attaquante|lanceuse|jugadora|joueuse|zuspielerin|au(?:\xDF|ss)enangreiferin|mittelblockerin|diagonal(?:angreiferin)?|libera|spielerin|levantadora|ponteira|oposta|jogadora|" + ATHLETE_NOUNS;
var MONTHS = "jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec|ene|abr|ago|dic|janv|f\xE9vr|avr|juil|d\xE9c";
var SCHOOL_YEAR_NUMBER = "(?<=(?:year|grade|secondaire|secondary|form|klasse)[ \\t]?)\\d{1,2}(?!\\d)";
var FINISHES_SCHOOL = new RegExp(
  `\\b(?:graduat(?:e|es|ed|ing)|finish(?:es|ing)?|complet(?:e|es|ing)|me grad[u\xFA]o|termin(?:o|a|ar[\xE9e]))\\b(?:[^.\\n\\d]|${SCHOOL_YEAR_NUMBER}){0,60}?[ \\t](?:in|en|em|im)[ \\t]+(?:(?:(?:${MONTHS})[a-z\xE9]*\\.?|spring|summer|fall|winter)[ \\t]+(?:de[ \\t]+)?)?(20[1-4]\\d)\\b(?![/.:-]\\d)`,
  "gdiu"
);
var FINISHES_EARLY = new RegExp(
  `\\bgraduat(?:e|es|ing)[ \\t]+(?:a[ \\t]+(?:year|semester|term)[ \\t]+)?early\\b[^.\\n\\d(]{0,30}?(?:[ \\t](?:in|en)[ \\t]+|\\([ \\t]*)(?:(?:${MONTHS})[a-z\xE9]*\\.?[ \\t]+|(?:spring|summer|fall|winter)[ \\t]+(?:of[ \\t]+)?)?(20[1-4]\\d)\\b(?![/.:-]\\d)`,
  "gdiu"
);
var RULES = [
  // "I'm a 2029 setter but I am reclassifying to 2028": the class she moves to outranks the one she names first.
  { pattern: /\breclass(?:ed|ing|ify|ified|ifying)?[ \t]+(?:up[ \t]+)?(?:to|into)[ \t]+(?:the[ \t]+)?(?:class[ \t]+of[ \t]+)?(20[1-4]\d)\b/dgiu, confidence: 0.97 },
  { pattern: FINISHES_EARLY, confidence: 0.97, monthAllowed: true },
  { pattern: FINISHES_SCHOOL, confidence: 0.85, monthAllowed: true },
  { pattern: new RegExp(`\\b(?:${LABEL})[ \\t]*[:\uFF1A\\-\u2013]?[ \\t]*(?:['\u2019][ \\t]*)?(20[1-4]\\d|\\d{2})\\b(?![/.:-]\\d)`, "gdiu"), confidence: 0.95 },
  // "Graduating: Spring '28", "Class of: June '27": a season or month and her class year's two digits.
  { pattern: new RegExp(`\\b(?:${LABEL})[ \\t]*[:\uFF1A\\-\u2013]?[ \\t]*(?:spring|summer|fall|winter|(?:${MONTHS})[a-z\xE9]*\\.?)[ \\t]+(?:of[ \\t]+)?['\u2019](\\d{2})(?![\\d/.:'\u2019-])`, "gdiu"), confidence: 0.95, monthAllowed: true },
  // "Graduation year: June 2028", "Grad: 6/2027", "Graduation: Spring 2028", "Matura (high school diploma): June 2027",
  // "studenten i juni 2028": the month or season she graduates between the label and the year.
  { pattern: new RegExp(`\\b(?:${LABEL})(?:[ \\t]*\\([^)\\n]{1,40}\\))?[ \\t]*(?:[:\uFF1A\\-\u2013][ \\t]*|[ \\t](?:in|en|em|im|i|nel|w)[ \\t]+)(?:(?:${MONTHS})[a-z\xE9]*\\.?,?[ \\t]+|(?:spring|summer|fall|winter)[ \\t]+(?:of[ \\t]+)?|(?:0?[1-9]|1[0-2])[/.-])(20[1-4]\\d)\\b(?![/.:-]\\d)`, "gdiu"), confidence: 0.95, monthAllowed: true },
  { pattern: new RegExp(`(?<![\\d/.-])(20[1-4]\\d)(?:[ \\t]*[-\u2013/|,][ \\t]*|[ \\t]+)(?:${POSITION_WORD})\\b`, "gdiu"), confidence: 0.9 },
  // "a 2029 left-handed pitcher", "a 2028 6'1 middle": a word or two about her between the year and the position.
  { pattern: new RegExp(`(?<![\\d/.-])(20[1-4]\\d)[ \\t]+(?:[\\p{L}\\d'\u2019-]+[ \\t]+){1,2}?(?:${POSITION_WORD})\\b`, "gdiu"), confidence: 0.8 },
  { pattern: new RegExp(`['\u2019](\\d{2})[ \\t]+(?:${POSITION_WORD})\\b`, "gdiu"), confidence: 0.8 },
  { pattern: /\((20[1-4]\d)\b(?![/.:-]\d)/dgu, confidence: 0.75 },
  // "Canyon Jesuit HS '28", "Pinecrest High School ('27)", "Harbor School of the Arts '28": her class year right after her school's name.
  { pattern: new RegExp("\\b(?:School|HS|H\\.S\\.|High|Academy|Prep|Catholic|Christian|Secondary)(?:[ ](?:of|the|and|\\p{Lu}[\\p{L}'\u2019-]*)){0,3}[ \\t]*\\(?['\u2019](\\d{2})(?![\\p{L}\\d'\u2019])", "dgu"), confidence: 0.85 }
];
var OTHERS_CLASS_BEFORE = /(?:\b(?:sister|brother|sibling|cousin)\b(?:[ \t]+(?!(?:and|&)\b)[\p{L}'’]+){0,2}(?:[ \t]+(?:is|was)|[ \t]*[(,])|\b(?:instead[ \t]+of(?:[ \t]+with)?|originally|formerly|previously|initially|was|used[ \t]+to[ \t]+be)(?:[ \t]+(?:in|part[ \t]+of))?(?:[ \t]+the)?)[ \t]*$/iu;
var OTHERS_CLASS_CONFIDENCE = 0.3;
var DATE_BEFORE = new RegExp(`(?:(?:${MONTHS})[a-z\xE9]*\\.?,?[ \\t]+(?:\\d{1,2}(?:[-\u2013]\\d{1,2})?(?:st|nd|rd|th)?,?[ \\t]+)?|\\d{1,2}[/.-]\\d{1,2}[/.-]|\\d{1,2}[ \\t]+de[ \\t]+\\w+[ \\t]+de[ \\t]+|(?:spring|summer|fall|winter|season|since|during|circa|\xA9|copyright)[ \\t]+)$`, "iu");
var IN_BEFORE = /\b(?:in|en|em|im|of|for)[ \t]+$/iu;
var DATE_AFTER = /^(?:[-–/]\d{1,2}\b|[-–]\d{2,4}\b|[ \t]*(?:season|schedule|spring|summer|fall|winter))/iu;
var CLASS_STANDING = /\b(?:i['’]?m|i am|she is|she['’]s|is|as|a|an) (?:current |currently a |now a )?(?:(?:high school|hs) )?(?:rising )?(senior|junior|sophomore|freshman)\b(?! (?:college|varsity|olympics?|national|club|team|night|day|program|high|year of college|at [\p{Lu}][\p{L}]+ (?:university|college)))/dgiu;
var STANDING_APPOSED = /,[ \t]*(?:both[ \t]+)?(?:an?[ \t]+)?(senior|junior|sophomore|freshman|freshmen)s?[ \t]+(?:at|in)\b/dgiu;
var STANDING_AS_VALUE = /(?:^|[:：,|(])[ \t]*(senior|junior|sophomore|freshman)[ \t]*(?=\r?\n|$|[|()])/dgimu;
var FUTURE_STANDING_BEFORE = /(?:\b(?:will|['’]ll|going[ \t]+to)[ \t]+be|\bnext[ \t]+(?:school[ \t]+)?year\b[^.\n]{0,20}?\bbe)[ \t]+(?:an?[ \t]+)?$/iu;
var COACHS_STANDING = /\b(?:my|our)[ \t]+(senior|junior|sophomore|freshman)s\b/dgiu;
var STANDING_YEARS = { senior: 0, junior: 1, sophomore: 2, freshman: 3, freshmen: 3 };
var GRADE_STANDING = /\b(?:i['’]?m|i am|she is|she['’]s|is|a|an|in)[ \t]+(?:(?:9|1[0-2])th[ \t]+grade(?:r)?|grade[ \t]+(?:9|1[0-2]))(?![a-z\d])/dgiu;
var LAST_GRADE = 12;
function plausibleYears(reference) {
  const year = reference.getUTCFullYear();
  return { min: year - 1, max: year + 7 };
}
function gradYearCandidates(context, reference) {
  const { text } = context;
  const { min, max } = plausibleYears(reference);
  const candidates = [];
  const push = (written, start, end, confidence) => {
    const year = written.length === 2 ? 2e3 + Number(written) : Number(written);
    if (year < min || year > max) return;
    candidates.push({ value: year, confidence, start, end });
  };
  for (const rule of RULES) {
    const fast = caseless(rule.pattern, text);
    for (const match of matchesOf(fast.pattern, fast.text)) {
      const written = match[1];
      const start = groupStart(match, 1);
      if (written.length === 2 && !/['’]|class|c\/o|promo|clase|classe|grad/iu.test(match[0])) continue;
      if (!rule.monthAllowed && isDatePart(text, start, groupEnd(match, 1))) continue;
      const othersClass = OTHERS_CLASS_BEFORE.test(text.slice(Math.max(0, match.index - 40), match.index));
      push(written, start, groupEnd(match, 1), othersClass ? OTHERS_CLASS_CONFIDENCE : rule.confidence);
    }
  }
  for (const match of [...matchesOf(CLASS_STANDING, text), ...matchesOf(STANDING_APPOSED, text), ...caselessMatches(STANDING_AS_VALUE, text), ...caselessMatches(COACHS_STANDING, text)]) {
    const rising = /rising/iu.test(match[0]) || FUTURE_STANDING_BEFORE.test(text.slice(Math.max(0, match.index - 40), groupStart(match, 1)));
    const yearsLeft = STANDING_YEARS[match[1].toLowerCase()] ?? null;
    if (yearsLeft === null) continue;
    const year = schoolYearEnd(reference) + yearsLeft + (rising ? 1 : 0);
    candidates.push({ value: year, confidence: 0.6, start: groupStart(match, 1), end: groupEnd(match, 1) });
  }
  for (const match of caselessMatches(GRADE_STANDING, text)) {
    const grade = Number(/\d+/u.exec(match[0])[0]);
    candidates.push({ value: schoolYearEnd(reference) + LAST_GRADE - grade, confidence: 0.6, start: match.index, end: match.index + match[0].length });
  }
  for (const match of matchesOf(/(?<![\d$#.,/-])(20[2-3]\d)(?![\d%])/gu, text)) {
    if (isDatePart(text, match.index, match.index + 4) || IN_BEFORE.test(text.slice(Math.max(0, match.index - 6), match.index))) continue;
    push(match[1], match.index, match.index + 4, match.index < context.bodyStart ? 0.6 : 0.4);
  }
  return candidates;
}
var schoolYearEnd = (reference) => reference.getUTCFullYear() + (reference.getUTCMonth() >= 7 ? 1 : 0);
function isDatePart(text, start, end) {
  return DATE_BEFORE.test(text.slice(Math.max(0, start - 24), start)) || DATE_AFTER.test(text.slice(end, end + 12));
}

// src/pipeline/extract/machineText.ts
var MACHINE_LINE = new RegExp(
  [
    // A timestamp or a log level leading the line: "2025-03-02 04:00:01 INFO", "[04:00:07]".
    String.raw`^\s*\[?\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}`,
    String.raw`^\s*\[?\d{1,2}:\d{2}:\d{2}`,
    String.raw`^\s*\[?(?:INFO|WARN(?:ING)?|ERROR|DEBUG|TRACE|FATAL)\]?[\s:]`,
    // Stack traces.
    String.raw`Traceback \(most recent call last\)|^\s*File "[^"]*", line \d+|^\s+at [\w$.<>]+ ?\(|^\s*[A-Z]\w*(?:Error|Exception)\b:`,
    // Code: fences, statements and blocks.
    String.raw`^\s*\x60{3}|[;{}]\s*$|^\s*(?:const|let|var|function|def|import|export|return|public|private)\s|=>`,
    // key=value pairs, file paths, file sizes ("52 MB" only with decimals: "2027 MB" is a middle blocker).
    String.raw`\b\w+=\S`,
    String.raw`(?:^|\s)(?:/[\w.-]+){2,}|\b[A-Z]:\\`,
    String.raw`\b\d+(?:\.\d+)? ?(?:KB|GB|TB)\b|\b\d+\.\d+ ?MB\b`,
    // Receipts: totals and priced items.
    String.raw`^\s*(?:sub-?total|tax|total|shipping|order (?:#|number)|qty|quantity)\b.*\$\d`
  ].join("|"),
  "mu"
);
var URL = /\bhttps?:\/\/\S+|\bwww\.\S+/gu;
function isMachineText(text) {
  const lines = text.replace(URL, "").split("\n").filter((line) => line.trim() !== "");
  const machine = lines.filter((line) => MACHINE_LINE.test(line)).length;
  return machine >= 3 && machine * 3 >= lines.length;
}
var AUTO_REPLY_SUBJECT = /^(?:automatic reply|auto[- ]?reply|autoreply|out of (?:the )?office|abwesenheitsnotiz|automatische antwort|respuesta autom[aá]tica|fuera de la oficina|r[ée]ponse automatique|absence du bureau|resposta autom[aá]tica)\b/iu;
var AUTO_REPLY_LINE = /\b(?:out of (?:the )?office|(?:very )?limited (?:access to )?e-?mail|(?:i|i'll|i will) (?:reply|respond|get back to you|answer)[^.\n]{0,30}\b(?:when|once|upon|after) (?:i(?:'m| am)? )?(?:back|return)|in my absence|for urgent matters)\b/giu;
var CALENDAR_SUBJECT = /^(?:(?:updated )?invitation|accepted|declined|tentatively accepted|cancel+ed(?: event)?|new event|einladung|invitaci[oó]n|convite)[ \t]*:/iu;
var CALENDAR_LINE = /\b(?:you have been invited to the following event|invitation from google calendar|join (?:zoom|microsoft teams) meeting|invitation\.ics|reply for [^\n]{1,60} and view more details)\b/iu;
function isCalendarInvitation(text) {
  return caselessTest(CALENDAR_SUBJECT, text) && caselessTest(CALENDAR_LINE, text);
}
function isAutoReply(text) {
  return caselessTest(AUTO_REPLY_SUBJECT, text) || new Set([...caselessMatches(AUTO_REPLY_LINE, text)].map((match) => match[0].toLowerCase())).size >= 2;
}

// src/pipeline/merge/nicknames.ts
var GROUPS = [
  "katherine kathryn catherine katharine kate katie kat kathy cathy katy kaitlyn caitlin",
  "abigail abby abbie abi gail",
  "madison maddie maddy madeline madelyn madeleine madi",
  "elizabeth liz lizzie lizzy beth betsy eliza libby ellie",
  "alexandra alexis alex lexi lexie ally allie ali sandra",
  "samantha sam sammy sammie",
  "jessica jess jessie",
  "jennifer jen jenny jenn",
  "rebecca becca becky",
  "amanda mandy manda",
  "gabriella gabrielle gabriela gabby gabbie gabi brie",
  "victoria tori vicky toria",
  "natalie nat nattie",
  "emily em emmy emmie",
  "emma em emmie",
  "christina kristina christine kristen kristin chris tina krissy",
  "stephanie steph stephy",
  "nicole nikki nicky nic",
  "mackenzie makenzie mckenzie kenzie kenz",
  "isabella isabel isabelle izzy izzie bella belle",
  "eleanor ellie ella nora",
  "josephine josie jo",
  "olivia liv livvy livi",
  "addison addie addy",
  "sophia sophie",
  "theresa teresa tessa tess terry",
  "valerie val",
  "margaret maggie meg megan peggy greta",
  "anna ann anne annie",
  "andrea andie andi",
  "caroline carolyn carly carrie caro",
  "kimberly kim kimmy",
  "danielle dani danni",
  "michelle shelly michele",
  "allison alison ally allie ali",
  "alyssa alissa lyssa",
  "jacqueline jackie jacquelyn",
  "patricia patty trish tricia",
  "susan sue susie suzanne",
  "deborah debbie deb",
  "kathleen kathy kate",
  "cassandra cassie cass",
  "mary mae molly",
  "lucia lucy luz",
  "camila camilla cami",
  "valentina vale valen",
  "guadalupe lupe lupita",
  "josefina fina pepa",
  "francesca frankie fran",
  "charlotte charlie lottie",
  "penelope penny",
  "harper harp",
  "savannah savanna vanna",
  "brooklyn brooke",
  "kennedy kenni",
  "jordan jordyn jordin",
  "kaylee kayleigh kailey kaylie",
  "haley hailey hayley",
  "ashley ash",
  "taylor tay",
  "mckenna kenna",
  "delaney laney",
  "avery ave"
];
var INDEX = (() => {
  const index = /* @__PURE__ */ new Map();
  GROUPS.forEach((group, position) => {
    for (const name of group.split(" ")) {
      const groups = index.get(name) ?? /* @__PURE__ */ new Set();
      groups.add(position);
      index.set(name, groups);
    }
  });
  return index;
})();
function areNicknames(a, b) {
  const first = INDEX.get(a);
  const second = INDEX.get(b);
  if (!first || !second) return false;
  for (const group of first) if (second.has(group)) return true;
  return false;
}

// src/pipeline/extract/regions.ts
var REGIONS = {
  AL: "Alabama",
  AK: "Alaska",
  AZ: "Arizona",
  AR: "Arkansas",
  CA: "California",
  CO: "Colorado",
  CT: "Connecticut",
  DE: "Delaware",
  DC: "District of Columbia",
  FL: "Florida",
  GA: "Georgia",
  HI: "Hawaii",
  ID: "Idaho",
  IL: "Illinois",
  IN: "Indiana",
  IA: "Iowa",
  KS: "Kansas",
  KY: "Kentucky",
  LA: "Louisiana",
  ME: "Maine",
  MD: "Maryland",
  MA: "Massachusetts",
  MI: "Michigan",
  MN: "Minnesota",
  MS: "Mississippi",
  MO: "Missouri",
  MT: "Montana",
  NE: "Nebraska",
  NV: "Nevada",
  NH: "New Hampshire",
  NJ: "New Jersey",
  NM: "New Mexico",
  NY: "New York",
  NC: "North Carolina",
  ND: "North Dakota",
  OH: "Ohio",
  OK: "Oklahoma",
  OR: "Oregon",
  PA: "Pennsylvania",
  RI: "Rhode Island",
  SC: "South Carolina",
  SD: "South Dakota",
  TN: "Tennessee",
  TX: "Texas",
  UT: "Utah",
  VT: "Vermont",
  VA: "Virginia",
  WA: "Washington",
  WV: "West Virginia",
  WI: "Wisconsin",
  WY: "Wyoming",
  PR: "Puerto Rico",
  AB: "Alberta",
  BC: "British Columbia",
  MB: "Manitoba",
  NB: "New Brunswick",
  NL: "Newfoundland and Labrador",
  NS: "Nova Scotia",
  NT: "Northwest Territories",
  NU: "Nunavut",
  ON: "Ontario",
  PE: "Prince Edward Island",
  QC: "Quebec",
  SK: "Saskatchewan",
  YT: "Yukon"
};
var ALIASES = {
  "calif": "CA",
  "cal": "CA",
  "colo": "CO",
  "conn": "CT",
  "fla": "FL",
  "ill": "IL",
  "ind": "IN",
  "kan": "KS",
  "kans": "KS",
  "ky": "KY",
  "la": "LA",
  "mass": "MA",
  "mich": "MI",
  "minn": "MN",
  "miss": "MS",
  "mo": "MO",
  "mont": "MT",
  "neb": "NE",
  "nebr": "NE",
  "nev": "NV",
  "okla": "OK",
  "ore": "OR",
  "penn": "PA",
  "penna": "PA",
  "tenn": "TN",
  "tex": "TX",
  "wash": "WA",
  "wis": "WI",
  "wisc": "WI",
  "wyo": "WY",
  "ariz": "AZ",
  "ark": "AR",
  "del": "DE",
  "ga": "GA",
  "washington dc": "DC",
  "washington d c": "DC",
  "d c": "DC",
  "ala": "AL",
  "n mex": "NM",
  "n dak": "ND",
  "s dak": "SD",
  "w va": "WV",
  "hawai'i": "HI",
  "hawai\u02BBi": "HI",
  "hawai\u2018i": "HI",
  "hawai\u2019i": "HI",
  // Canadian provinces as the press abbreviates them (not "Man." nor "Que.": everyday words after a town's comma), and
  // Newfoundland alone.
  "alta": "AB",
  "sask": "SK",
  "ont": "ON",
  "nfld": "NL",
  "newfoundland": "NL",
  "pei": "PE",
  "p e i": "PE",
  "quebec": "QC",
  "qu\xE9bec": "QC",
  "colombie britannique": "BC",
  "nouvelle ecosse": "NS",
  "nouveau brunswick": "NB",
  "terre neuve et labrador": "NL",
  "ile du prince edouard": "PE",
  "so cal": "CA",
  "socal": "CA",
  "norcal": "CA",
  // Spanish and Portuguese names of states.
  "fl\xF3rida": "FL",
  "calif\xF3rnia": "CA",
  "nueva york": "NY",
  "nova york": "NY",
  "nuevo m\xE9xico": "NM",
  "novo m\xE9xico": "NM",
  "carolina del norte": "NC",
  "carolina del sur": "SC",
  "carolina do norte": "NC",
  "carolina do sul": "SC",
  "pensilvania": "PA",
  "pensilv\xE2nia": "PA",
  "luisiana": "LA",
  "misuri": "MO",
  "misisipi": "MS",
  "haw\xE1i": "HI",
  "hava\xED": "HI",
  "texas": "TX",
  "nouvelle \xE9cosse": "NS",
  "\xEEle du prince \xE9douard": "PE",
  "terre neuve": "NL"
};
var BY_NAME = new Map([
  ...Object.entries(REGIONS).map(([code, name]) => [name.toLowerCase(), code]),
  ...Object.entries(ALIASES)
]);
var REGION_NAME_PATTERN = [...BY_NAME.keys()].filter((name) => name.length > 3).sort((a, b) => b.length - a.length).map((name) => name.replace(/ /g, "[\\s.-]+")).join("|");
var REGION_ABBREVIATION_PATTERN = [...BY_NAME.keys()].filter((name) => /^[a-z]{3}$/u.test(name)).join("|");
var REGION_TITLE_PATTERN = REGION_NAME_PATTERN.replace(new RegExp("(^|\\||\\[\\\\s\\.-\\]\\+)(\\p{Ll})", "gu"), (_all, lead, letter) => lead + letter.toUpperCase());
function regionCode(written) {
  const letters = written.trim().replace(/\./g, " ").replace(/\s+/g, " ").trim();
  const compact = letters.replace(/ /g, "");
  if (/^[A-Za-z]{2}$/.test(compact) && REGIONS[compact.toUpperCase()]) return compact.toUpperCase();
  return BY_NAME.get(letters.toLowerCase()) ?? null;
}

// src/pipeline/extract/vocabulary.ts
var NON_NAME_WORDS = new Set(
  `a an the and or of for from to at in on with by my our your her his their its me i im i'm am is are was be been this that these those myself herself himself
  she he they we it you him them us both all each either neither who what when where why how
  hi hello hey dear greetings good morning afternoon evening thanks thank you sincerely best regards kind warm respectfully cheers
  cordially yours truly all love go sent from iphone android mobile outlook gmail yahoo
  coach coaches coaching staff head assistant director recruiting recruiter coordinator program team club teams player players athlete
  athletes student student-athlete prospective name names parent parents mom dad mother father guardian family daughter son
  volleyball softball beach indoor fastpitch sport sports varsity jv junior senior sophomore freshman class grad graduate graduating
  year years school high middle academy prep preparatory college university state national elite select premier gold black red blue white
  silver green purple orange navy royal storm fury force thunder lightning power
  outside hitter middle blocker setter libero defensive specialist right side opposite pitcher catcher shortstop outfield
  outfielder utility infield infielder base first second third center left right ds oh mb rs opp lhp rhp
  position positions height weight gpa sat act email phone cell video highlight highlights film link profile schedule
  tournament tournaments qualifier showcase camp clinic nationals championship championships event events invitational classic
  festival cup open series shootout sparkler tourney league conference region regional challenge jamboree combine
  aussenangreiferin au\xDFenangreiferin zuspielerin mittelblockerin diagonalangreiferin libera abitur jahrgang abschluss
  schule gymnasium verein mannschaft gr\xF6\xDFe gr\xF6sse groesse volleyballerin spielerin
  monday tuesday wednesday thursday friday saturday sunday january february march july september october
  november december jan feb mar apr jun jul aug sep sept oct nov dec spring fall winter
  interested writing reaching excited looking hoping planning currently also very really so just please attached
  sharing sending forwarding attaching passing
  new old north south east west central upper lower saint st mount mt fort ft san santa los las el la le de del
  hola gracias saludos atentamente entrenador entrenadora bonjour merci cordialement entraineur entra\xEEneur madame monsieur
  nombre nom pr\xE9nom prenom apellido jugadora joueuse posici\xF3n poste taille altura estatura
  soy es y mi mis tengo juego estoy vivo mido je suis et mon ma mes joue mesure habite
  scouting recruits sports news office camps admissions athletics department info llc inc media network premium
  ich bin hei\xDFe heisse eine ein und mein meine meiner unser unsere sein seine ihr ihre spielerin trainer trainerin hallo liebe lieber sehr geehrte gr\xFC\xDFe gruesse danke
  bei beim nach mit f\xFCr fuer zum zur vom auf aus gegen \xFCber ueber n\xE4chstes n\xE4chste n\xE4chster naechstes pr\xF3ximo pr\xF3xima prochain prochaine prossimo prossima
  turnier torneo torneio tournoi copa coupe liga campeonato championnat meisterschaft internacional international nacional
  it's that's here's there's what's
  catholic lutheran episcopal parochial
  lab labs hitting pitching catching training performance fitness strength conditioning
  comit\xE9 comite committee comitato organizador organizadora organizing organising organisation organization federaci\xF3n federacion federation federazione verband
  ol\xE1 ola obrigada obrigado atleta jogadora treinador treinadora eu sou uma um meu minha
  one two three four five six seven eight nine ten several few couple pair
  en och og ja ed ve \u0219i ik jag jeg jestem sono ho sou jaar \xE5r lat let anni
  vbc juniors fastpitch heat surge storm aces elite premier platinum emerald adidas nike mizuno asics pos ht wt jersey roster
  center centre network conference association department services support league federation foundation ncaa naia njcaa
  alongside teammate teammates sister brother sibling none n/a na tbd unknown here there`.split(/\s+/)
);
var MY_NAME_IS = [
  "my name is|my name's|my full name is|mi nombre es|me llamo|je m['\u2019]appelle|je me nomme|mon nom est|ich hei(?:\xDF|ss)e|mein name ist",
  "meu nome \xE9|me chamo|mi chiamo|il mio nome \xE8|mijn naam is|ik heet|jag heter|mitt namn \xE4r|jeg heter|mitt navn er|jeg hedder|mit navn er",
  "nimeni on|nazywam si[\u0119e]|mam na imi[\u0119e]|jmenuji se|jmenuju se|vol[\xE1a]m sa|zovem se|ime mi je|m[\u0103a] numesc|numele meu (?:este|e)",
  "benim ad[\u0131i]m|\u043C\u0435\u043D\u044F \u0437\u043E\u0432\u0443\u0442|\u043C\u0435\u043D\u0435 \u0437\u0432\u0430\u0442\u0438|\u03BC\u03B5 \u03BB\u03AD\u03BD\u03B5|\u03BF\u03BD\u03BF\u03BC\u03AC\u03B6\u03BF\u03BC\u03B1\u03B9"
].join("|");
var SURNAME_PARTICLES = /* @__PURE__ */ new Set(["de", "la", "del", "della", "van", "von", "der", "den", "da", "di", "du", "le", "st", "st.", "mac", "dos", "das", "ten", "ter"]);
var CLOSING_LINE = /^[ \t]*(?:thanks(?: so much| again| for your time(?: and consideration)?)?|thank you(?: so much| for your time(?: and consideration)?| again)?|many thanks|sincerely(?: yours)?|best(?: regards| wishes)?|all the best|regards|kind regards|warm regards|warmest regards|respectfully(?: yours)?|cheers|yours truly|go \w+|gracias|muchas gracias|saludos(?: cordiales)?|atentamente|un saludo|cordialement|merci(?: beaucoup)?|bien à vous|bien cordialement|salutations(?: distinguées)?|sportivement|viele grüße|mit freundlichen grüßen|liebe grüße|beste grüße|danke(?: schön)?|obrigad[oa]|atenciosamente|abraços|cumprimentos|grazie|cordiali saluti)[ \t]*[,.!:;-]*[ \t]*$/im;
var EVENT_WORDS = /\b(?:qualifier|tournament|showcase|classic|championships?|nationals|invitational|festival|cup|challenge|open|camp|clinic|series|event|at the|tourney|torneo|tournoi)\b/iu;
function onEventLine(text, offset) {
  return EVENT_WORDS.test(lineAround(text, offset).line);
}
var EVENT_LINE_PENALTY = 0.35;

// src/pipeline/extract/teams.ts
var NAME_END = /[ \t]*(?:[,;:!?()\n|·•\t—]|(?<!(?:^|[^\p{L}])(?:St|Mt|Ft|Pt|Dr|Sr|Jr))\.|[ \t](?:and|where|which|who|whose|that|as|in|at|this|next|last|since|for|with|alongside|under|coached|but|so|because|while|during|after|before|team|y|et|en|à|donde|où|from|out of|based|roster|squad|program|programme)(?![\p{L}])|[ \t](?:i|i['’](?:d|m|ve|ll)|we|we['’](?:re|ve|ll)|you|she|he|they)(?![\p{L}'’])|[ \t][-–][ \t]|$)/giu;
var MAX_NAME = 60;
function readTeamName(text, start) {
  const window = text.slice(start, start + MAX_NAME + 20);
  NAME_END.lastIndex = 1;
  let stop = NAME_END.exec(window);
  while (stop && new RegExp("^[ \\t]T(?:eam|EAM)[ \\t]+\\p{Lu}", "u").test(window.slice(stop.index, stop.index + 8))) stop = NAME_END.exec(window);
  const raw = (stop ? window.slice(0, stop.index) : window).trim().replace(/^(?:the|a|an)\s+/iu, "").replace(new RegExp("^(?:el|la|los|las|le|les|il|lo|os|der|die|das|den|dem|het)\\s+(?=\\p{Lu})|^l['\u2019](?=\\p{Lu})", "u"), "");
  if (raw.length < 2 || raw.length > MAX_NAME || !new RegExp("\\p{L}", "u").test(raw) || /[[\]{}<>]/u.test(raw)) return null;
  return { name: raw, end: start + (text.slice(start).indexOf(raw) + raw.length) };
}
var TEAM_COLOURS = "Blue|Black|Red|Navy|White|Gold|Silver|Green|Purple|Orange|Teal|Royal|Gr[ae]y|Maroon|Elite|Premier|National|Select|Platinum";
var TEAM_COLOUR_END = new RegExp(`[ ](?:${TEAM_COLOURS})$`, "u");
var COACH_SUFFIX = new RegExp("^[ \\t]+[-\u2013][ \\t]+(?:[Cc]oach[ \\t]+)?(\\p{Lu}[\\p{L}'\u2019-]+)(?=[ \\t]*(?:[,.;:!?()\\n|]|$|[ \\t](?:and|in|out|from|team|for|this|since|with|at)\\b))", "u");
var COACH_SUFFIX_LOWER = new RegExp(COACH_SUFFIX.source.replace("\\p{Lu}", "\\p{L}"), "u");
var TEAM_IN_BRACKETS = /^[ \t]*\(((?:1[0-8]|U-?1\d|1\dU|20[2-3]\d|(?:20)?[01]\d[GB])(?![\p{L}\d])[\p{L}\d -]{0,20}?)\)/u;
var TEAM_AFTER_DASH = new RegExp(
  `^(?:[ \\t]+[-\u2013][ \\t]+|[ \\t]*\u2014[ \\t]*)((?:ECNL(?:[ -]RL)?|GA|NPL|DPL|EDP|MLS[ ]NEXT|1\\dU|U-?1\\d|(?:20)?[01]\\d[GB]|1[0-8](?:s|-\\d)?(?=[ ](?:${TEAM_COLOURS})(?![\\p{L}])))(?:[ ][\\p{Lu}\\d][\\p{L}\\d/-]*){0,2})(?![\\p{L}\\d])`,
  "u"
);
var NAME_IN_BRACKETS = new RegExp("^[ \\t]*(?:\\(|[\u2014\u2013][ \\t]*)(\\p{Lu}[\\p{L}'\u2019&.-]*(?:[ ][\\p{L}][\\p{L}'\u2019&.-]*){1,5})(?:\\)|[ \\t]*[\u2014\u2013,])", "u");
function spellsOut(abbreviation, full) {
  if (!new RegExp("^\\p{Lu}{2,6}$", "u").test(abbreviation)) return false;
  const initials = full.split(/[ -]/u).filter((word) => new RegExp("^\\p{Lu}", "u").test(word)).map((word) => word[0]).join("");
  return initials === abbreviation;
}
function withTeamSuffix(text, name, end, lowercase = false) {
  const after = text.slice(end, end + 60);
  const spelled = NAME_IN_BRACKETS.exec(after);
  if (spelled && spellsOut(name, spelled[1])) return { value: spelled[1], end: end + spelled[0].length };
  const abbreviated = ABBREVIATION_THEN_TEAM.exec(after);
  if (abbreviated && abbreviated[1][0] === name[0]) return withTeamSuffix(text, `${name} (${abbreviated[1]}) ${abbreviated[2]}`, end + abbreviated[0].length, lowercase);
  const apart = TEAM_WRITTEN_APART.exec(after);
  if (apart && !name.split(" ").some((word) => AGE_WORD.test(word))) return withTeamSuffix(text, `${name} ${apart[1] ?? apart[2] ?? apart[3] ?? apart[4] ?? apart[5]}`, end + apart[0].length, lowercase);
  const nextLine = lowercase ? null : TEAM_ON_NEXT_LINE.exec(after);
  if (nextLine && !name.split(" ").some((word) => AGE_WORD.test(word))) return { value: `${name} ${nextLine[1]}`, end: end + nextLine[0].length };
  const hasAgeGroup = name.split(" ").some((word) => AGE_WORD.test(word));
  const coach = hasAgeGroup || name.split(" ").some((word) => /^20[2-3]\d$/u.test(word)) || TEAM_COLOUR_END.test(name) ? (lowercase ? COACH_SUFFIX_LOWER : COACH_SUFFIX).exec(after) : null;
  if (coach) return { value: `${name} - ${coach[1]}`, end: end + coach[0].length };
  const bracketed = TEAM_IN_BRACKETS.exec(after);
  if (bracketed && !(/^20[2-3]\d$/u.test(bracketed[1].trim()) && hasAgeGroup)) return { value: `${name} ${bracketed[1].trim()}`, end: end + bracketed[0].length };
  const dashed = TEAM_AFTER_DASH.exec(after);
  return dashed ? { value: `${name} - ${dashed[1]}`, end: end + dashed[0].length } : { value: name, end };
}
var CLUB_NAME_END = /\b(?:Volleyball|Softball|Club|VBC|Juniors|Fastpitch|Aquatics|FC)$/u;
var TRAINING_WORDS = "Volleyball|Beach|Sand|Softball|Sports|Driving|Hitting|Pitching|Catching|Throws|Throwing|Jumps|Training|Performance|Fitness|Speed|Athletic|Athletics|Baseball|Basketball|Soccer|Lacrosse|Hockey|Swim|Swimming|Tennis|Golf|Gymnastics|Dance|Rowing|Track|Running|Fencing|Diving|Wrestling";
var TRAINING_ACADEMY = new RegExp(`\\b(?:${TRAINING_WORDS}|Volley) Academy(?![\\p{L}])`, "u");
var SCHOOL_WORDS = /\b(?:high school|high|h\.?s\.?|academy|prep(?:aratory)?|school|secondary|lyc[ée]e|coll[èe]ge|colegio|preparatoria|instituto|escuela|catholic|christian)\b/iu;
var TEAM_YEAR = /(?<![\p{L}\d])(?:1[0-9][Uu]?|[Uu]-?1[0-9]|0\d[GB]?|1[0-2][GB]|20[01]\d[GB]|201[0-2]|20[2-3]\d)(?![\p{L}\d])/u;
var TEAM_YEAR_NEXT = new RegExp(`^[ ]${TEAM_YEAR.source}`, "u");
var clubDespiteSchoolWord = (name) => CLUB_NAME_END.test(name) || TRAINING_ACADEMY.test(name) || /\bAcademy\b/iu.test(name) && TEAM_YEAR.test(name);
var COLLEGE_WORDS = /\b(?:university|univ\.?|universidad|université|community college|state college)\b/iu;
var NAME_OF = "name[ \\t]+of[ \\t]+(?:(?:your|her|my|the)[ \\t]+)?";
var HER_CLUB = "[ \\t]+(?:new[ \\t]+)?(?:club|travel)(?:[ \\t]+(?:team|program|org|organi[sz]ation))?(?:[ \\t]+is)?(?:[ \\t]+now)?[ \\t,:]+";
var CLUB_RULES = [
  // A label opens a line, a cell or a sentence ("… setter. Club: A5 Mizuno 16 Elite.").
  // "New club:" / "Current club:" labels an update as surely as "Club:" does; a tennis or golf player's "Current academy:" is her club
  // (a school under that label has a school word and is left to the school's rules); "Club (16U):" says its age group in brackets.
  { pattern: new RegExp(String.raw`(?:^|[|•·;]|(?<=[.!][ \t]))[ \t*•-]*(?:(?:new|current)[ \t]+|${NAME_OF})?(?:club(?:[ \t]+team)?|club[ \t]*\/[ \t]*team|travel(?:[ \t]+(?:team|ball))?|team|club[ \t]+volleyball|club[ \t]+softball|academy|equipo|club[ \t]+actual|[ée]quipe)(?:[ \t]+name)?(?:[ \t]*\([^)\n]{1,16}\))?[ \t]*[:：–—|-][ \t]*`, "gimu"), confidence: 0.95 },
  // "I play for", "she swims year round for", "I play water polo as a driver for", "I train with": a few words of
  // sport or manner may stand between the verb and the team, whatever the sport.
  { pattern: /\b(?:i|she|he|who|they)[ \t]+(?:(?:also|currently|now)[ \t]+)*(?:play(?:s|ed)?|compete(?:s)?|swim(?:s)?|swam|row(?:s|ed)?|run(?:s)?|ran|train(?:s|ed)?|race(?:s|d)?|dive(?:s|d)?|ski(?:s|ed)?|skate(?:s|d)?|wrestle(?:s|d)?|bowl(?:s|ed)?|fence(?:s|d)?|ride(?:s)?|rode|pitch(?:es|ed)?|catch(?:es)?|throw(?:s)?|threw)[ \t]+(?:[\p{L}][\p{L}'’-]*[ \t]+){0,5}?(?:for|with|on)[ \t]+|\b(?:i|she|he|who|they)[ \t]+(?:(?:also|currently|now)[ \t]+)*(?:train(?:s|ed)?|play(?:s|ed)?[ \t]+club)[ \t]+at[ \t]+/giu, confidence: 0.85 },
  // "Ava plays club at Lakeshore Power", "she's on the club team for …": club play names her club whoever the subject is.
  { pattern: /\b(?:play(?:s|ed|ing)?[ \t]+club|on[ \t]+(?:the|her|a)[ \t]+club[ \t]+team)[ \t]+(?:at|for|with)[ \t]+/giu, confidence: 0.85 },
  // "I play for Rogers High School and for Lakeshore Power": the verb's second team, said after "and for" (the first may be her school).
  { pattern: /\b(?:i|she|he)[ \t]+(?:also[ \t]+)?(?:play|compete|train)(?:s|ed)?[ \t]+(?:for|with)[ \t]+[^\n.;!?]{2,60}?[ \t]+and[ \t]+(?:also[ \t]+)?(?:for|with)[ \t]+/giu, confidence: 0.8 },
  // A club coach's signature: "Club Director, Bayou Elite", "Club Coach | Gulf Juniors 16 Red".
  { pattern: /^[ \t]*club[ \t]+(?:director|coach|owner|president|founder)[ \t]*[,|–—-][ \t]*/gimu, confidence: 0.7 },
  // "I play 16 Black at Tulsa Elevation": the age group and team first, the club after it.
  { pattern: /\b(?:i|she|he)[ \t]+(?:also[ \t]+)?play(?:s|ed)?[ \t]+(?:on[ \t]+)?(?:1[0-8](?:u|s)?|u-?1[0-9])[ \t]+(?:[\p{L}]+[ \t]+)?(?:at|for|with)[ \t]+/giu, confidence: 0.8 },
  // "im a 2029 midfielder for baltimore crabs 2029", "I'm a left-handed pitcher for Gulf Coast Hurricanes": what she is, then for whom.
  { pattern: /\b(?:i['’]?m|i[ \t]+am|she['’]?s|she[ \t]+is)[ \t]+(?:a|an)[ \t]+(?:[a-z\d/-]+[ \t]+){0,3}?(?:setter|libero|hitter|middle|blocker|opposite|pitcher|catcher|shortstop|outfielder|infielder|midfielder|defender|forward|attacker|goalie|goalkeeper|keeper|guard|utility)[ \t]+(?:for|with|on)[ \t]+/giu, confidence: 0.75 },
  // "I'm on the 17U team at Carolina Elite", "on the 16U Premier team with Desert Sky Fastpitch", "I play for the 2028 team at
  // Capital Lax", "on Coach Amy's 17-2 team at Alamo Volleyball", "our 17 Black team at …": the age group's team, then its club.
  { pattern: /\b(?:(?:on|play(?:s|ed)?[ \t]+for)[ \t]+(?:the|her|my|our|a|(?:coach[ \t]+)?[a-z]+['’]s)|my|our)[ \t]+(?:1[0-8](?:u|s|-\d)?|u-?1[0-9]|20[2-3]\d)(?:[ \t]+[a-z]+){0,2}?[ \t]+team[ \t]+(?:at|with|for|of)[ \t]+/giu, confidence: 0.8 },
  // A club coach's "Kenzie is one of my 16s at Vortex": her players of an age group, then the club.
  { pattern: /\bone[ \t]+of[ \t]+(?:my|our)[ \t]+(?:1[0-8]u?['’]?s|u-?1[0-9]s)[ \t]+(?:at|with|on)[ \t]+/giu, confidence: 0.8 },
  // "My team this year is 16 Gold at Ozark Storm": her team said to be an age group's, then its club.
  { pattern: /\b(?:my|her|our)[ \t]+(?:club[ \t]+)?team(?:[ \t]+this[ \t]+(?:year|season))?[ \t]+is[ \t]+(?:1[0-8](?:u|s|-\d)?|u-?1[0-9]|20[2-3]\d)(?:[ \t]+[a-z]+){0,2}?[ \t]+(?:at|with)[ \t]+/giu, confidence: 0.8 },
  // "training with Halifax Harriers", "racing with Boston Athletic 2028": a club with no club word, after a participle
  // that is not what she hopes to do for a college ("interested in playing for Wyndham", "look forward to swimming for you");
  // blanks bounded in the lookbehind, which runs at every word start.
  { pattern: /(?<!\b(?:in|of|to|about|for|at|love|like|enjoy|considering)[ \t]{1,3})\b(?:(?:playing|competing|swimming|rowing|running|training|racing|diving|skiing|skating|wrestling|bowling|fencing|riding)[ \t]+(?:club[ \t]+)?(?:for|with)|training[ \t]+at)[ \t]+/giu, confidence: 0.75 },
  // "… at Madison Lakeshore High School and swims for Madison Aquatic Club": her verb after "and", its subject said before.
  // "… and train in the off-season with Black Hills Throws Academy": a few words of when or how may come between.
  { pattern: /\band[ \t]+(?:also[ \t]+)?(?:play|compete|swim|row|run|train|race|throw)s?[ \t]+(?:club[ \t]+)?(?:[\p{L}][\p{L}'’-]*[ \t]+){0,4}?(?:for|with)[ \t]+/giu, confidence: 0.8 },
  // "my club team is", and a parent's "Ellie's club team is" (its quote first: a possessive read at every word is slow).
  { pattern: new RegExp(`\\b(?:my|her|his|our)${HER_CLUB}`, "giu"), confidence: 0.85, owned: true },
  { pattern: new RegExp(`['\u2019](?<=[a-z]{2}['\u2019])s${HER_CLUB}`, "giu"), confidence: 0.85, owned: true },
  // In her own language: Spanish, French, German, Portuguese, Italian, Swedish and Norwegian, Dutch, Croatian, Polish.
  { pattern: /\b(?:juego|jugamos|juega)[ \t]+(?:para|con|en)[ \t]+(?:el[ \t]+club[ \t]+)?|\bje[ \t]+joue[ \t]+(?:pour|avec|au|à|dans)[ \t]+(?:le[ \t]+club[ \t]+)?|\bspiele[ \t]+(?:für|fuer|bei|beim|im)[ \t]+(?:den|die|das|dem)?[ \t]*|\bjogo[ \t]+(?:no|na|pelo|pela|para|em)[ \t]+(?:clube[ \t]+|time[ \t]+)?|\bgioco[ \t]+(?:per|nel|con)[ \t]+|\b(?:jag[ \t]+spelar|jeg[ \t]+spiller)[ \t]+(?:i|för|for|med|på)[ \t]+|\bik[ \t]+speel[ \t]+(?:bij|voor|in)[ \t]+|\bigram[ \t]+(?:za|u)[ \t]+|\bgram[ \t]+(?:w|dla)[ \t]+/giu, confidence: 0.8 },
  { pattern: /\b(?:member of|on the)[ \t]+(?=[\p{Lu}\d])/gu, confidence: 0.6 },
  // "My coach at Delta Storm, Lia Moreno, …": her coach's club is hers.
  { pattern: /\bmy[ \t]+(?:club[ \t]+)?coach(?:es)?[ \t]+(?:at|with|from)[ \t]+/giu, confidence: 0.75 },
  // "This season I'm with Delta Storm", "Nia has been with Delta Storm since she was 12": whom she is with is her club.
  { pattern: /\b(?:i['’]?m|i[ \t]+am|she['’]?s|she[ \t]+is|(?:has|have|i['’]ve)[ \t]+been)[ \t]+(?:(?:currently|now|also|still)[ \t]+)?with[ \t]+/giu, confidence: 0.75 },
  // "with the Georgia Impact Premier 16U team", "for Indiana Magic Gold 16U", "with Sports Performance 17 Adidas": an age group names
  // a club team; after "for" so do a class or birth year ("for Long Island Sound 2027 Navy", "for Albuquerque Rush 09 Premier", "U19").
  { pattern: /\b(?:with|for|on)[ \t]+(?:the[ \t]+)?(?=[\p{Lu}][\p{L}'’&.-]*(?:[ \t]+[\p{Lu}\d][\p{L}\d'’&.-]*){0,5}?[ \t]+(?:1[0-8]|1[0-9][Uu]|1[0-8]s|U-?1[0-9]|Sub-?1[0-9]|20[2-3]\d|0\d|(?:20)?[01]\d[GB])(?![\p{L}\d]|[.,]\d))/gu, confidence: 0.75 },
  // "I've moved to KC Prairie Storm 18U - Lyle", "I have joined Summit Ridge 16U Gold": the team she moved to is this season's,
  // surer than one she is said to be with (an age group must follow, as "moved to Dallas" names a town, and be no
  // count of months or years: "moved to Cedar Falls 18 months ago").
  { pattern: /\b(?:(?:[Mm]oved|[Ss]witched|[Tt]ransferred|[Cc]hanged)[ \t]+(?:clubs[ \t]+|teams[ \t]+|over[ \t]+)?to|[Jj]oined)[ \t]+(?:the[ \t]+)?(?=[\p{Lu}][\p{L}'’&.-]*(?:[ \t]+[\p{Lu}\d][\p{L}\d'’&.-]*){0,5}?[ \t]+(?:1[0-8]|1[0-9][Uu]|1[0-8]s|U-?1[0-9]|20[2-3]\d|0\d|(?:20)?[01]\d[GB])(?![\p{L}\d]|[.,]\d|[ \t]+(?:months|years|weeks|days|miles)(?![\p{L}])))/gu, confidence: 0.85, needs: ["oved", "witched", "ransferred", "hanged", "oined"] },
  // The same in a lower-case mail, where no capital starts the name: an age group's letter must say it is a team ("for georgia
  // impact premier 18u - watts"), as a bare year would not ("for the 2027 season").
  { pattern: new RegExp("\\b(?:with|for|on)[ \\t]+(?:the[ \\t]+)?(?=\\p{Ll}[\\p{L}'\u2019&.-]*(?:[ \\t]+[\\p{L}\\d][\\p{L}\\d'\u2019&.-]*){0,5}?[ \\t]+(?:1[0-9]u|1[0-8]s|u-?1[0-9])(?![\\p{L}\\d]))", "gu"), confidence: 0.75, lowercaseOnly: true }
];
var SCHOOL_RULES = [
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
  { pattern: /\b(?:i|she|he)[ \t]+(?:(?:currently|now|also)[ \t]+)?(?:attend|attends|go[ \t]+to|goes[ \t]+to)[ \t]+/giu, confidence: 0.6, byStanding: true }
];
var LOWER_WORD = new RegExp("(?:^|[ \\t])(?!(?:of|the|de|la|du|des|del|y)(?![\\p{L}]))\\p{Ll}", "u");
var TEAM_WORD = "(?:[\\p{Lu}\\d][\\p{L}\\d'\u2019&.-]*|de|du|des|del|la|of|the|et|y)";
var BIRTH_YEAR_TEAM = "(?:(?:20)?(?:0\\d|1[0-2])[GB]|[GB](?:20)?(?:0\\d|1[0-2]))";
var AGE_GROUP = `(?:1[0-8](?:U|s)?|19U|U-?1[0-9]|Sub-?1[0-9]|${BIRTH_YEAR_TEAM})`;
var AGE_WORD = new RegExp(`^${AGE_GROUP}(?:-\\d)?$`, "iu");
var SHAPED_AGE_GROUP = `(?:1[0-8](?:U|s)?|19U|U-?1[0-9]|Sub-?1[0-9]|(?<=(?:SC|FC|United|Soccer)[ ])${BIRTH_YEAR_TEAM}|${BIRTH_YEAR_TEAM}(?=[ ](?:ECNL|RL|GA|NPL|DPL|EDP|MLS|Premier|Elite|Academy|Select|Pre-ECNL)(?![\\p{L}]))|20[2-3]\\d(?=[ ](?:${TEAM_COLOURS})(?![\\p{L}]))|(?<=(?:${TEAM_COLOURS})[ ])20[2-3]\\d)`;
var APART_TEAM = `${AGE_GROUP}(?:-\\d)?(?:[ ][\\p{L}\\d][\\p{L}\\d'\u2019-]*){0,2}`;
var PIPED_TEAM = `(?:${AGE_GROUP}(?:-\\d)?[ ](?:${TEAM_COLOURS})(?![\\p{L}])|1[0-8]U|U-?1[0-9])`;
var TEAM_WRITTEN_APART = new RegExp(
  `^(?:[ \\t]*\\r?\\n[ \\t*\u2022-]*(?:team|age[ \\t]+group|level|squad|division)[ \\t]*[:\uFF1A\u2013|-][ \\t]*(${APART_TEAM})[ \\t]*(?=\\r?\\n|$)|,[ \\t]*(${APART_TEAM})[ \\t]*(?=[\\r\\n.;|)]|$)|[ \\t]+on[ \\t]+(?:their|the|its)[ \\t]+(${APART_TEAM})[ \\t]+team(?![\\p{L}])|[^.;!?\\n]{1,40}?[ \\t]on[ \\t]+their[ \\t]+(${APART_TEAM})[ \\t]+team(?![\\p{L}])|[ \\t]*[|\xB7\u2022][ \\t]*(${PIPED_TEAM})[ \\t]*(?=[|\xB7\u2022]|\\r?\\n|$))`,
  "iu"
);
var TEAM_ON_NEXT_LINE = new RegExp(`^[ \\t]*\\r?\\n[ \\t]*(${AGE_GROUP}(?:-\\d)?(?:[ ][\\p{Lu}][\\p{L}'\u2019-]*){0,2}(?:[ \\t]+[-\u2013][ \\t]+(?:Coach[ \\t]+)?\\p{Lu}[\\p{L}'\u2019-]+)?)[ \\t]*(?=\\r?\\n|$|[|\u2022,]|#\\d)`, "u");
var SPORT_CLUB_LINE = /^[ \t]*((?:[\p{Lu}][\p{L}'’&-]*[ ]){1,4}(?:Volleyball|Softball|Lacrosse|Soccer|Hockey|Basketball))[ \t]*$/gmu;
var CLUB_SAID_MINE = /(?<![\p{L}\d'’&.-])([\p{Lu}][\p{L}'’&-]*(?:[ ][\p{Lu}\d][\p{L}\d'’&-]*){1,4})[ ]is[ ](?:my|her)[ ](?:club|travel[ ]team)(?![\p{L}])/gu;
var SAID_MINE = /[ ]is[ ](?:my|her)[ ](?:club|travel[ ]team)(?![\p{L}])/u;
var ABBREVIATION_THEN_TEAM = new RegExp(`^[ \\t]*\\((\\p{Lu}{2,6})\\)[ ](${AGE_GROUP}(?:[ ][\\p{Lu}][\\p{L}'\u2019-]*){0,2})(?![\\p{L}\\d])`, "u");
var clubShape = (ageGroup) => new RegExp(`(?<![\\p{L}\\d'\u2019&.-])((?:[\\p{Lu}][\\p{L}'\u2019&-]*)(?:[ ]${TEAM_WORD}){0,5}?[ ]${ageGroup}(?:-\\d)?(?![.,]\\d)(?:[ ][\\p{Lu}][\\p{L}'\u2019-]*){0,2})(?![\\p{L}\\d])`, "gu");
var CLUB_SHAPE = clubShape(SHAPED_AGE_GROUP);
var SOCCER_CLUB_SHAPE = clubShape(AGE_GROUP);
var SOCCER_WORDS = /\b(?:[Ss]occer|ECNL|FC|GK|CB|CDM|CAM|[Mm]idfielder|[Gg]oal(?:keeper|ie)|[Kk]eeper|[Cc]ent(?:er|re)[ -][Bb]acks?|[Oo]utside[ -][Bb]ack|[Ff]ullback|[Ss]triker|[Ww]inger)\b/u;
var CLUB_WORD_SHAPE = /(?<![\p{L}\d'’&.-])((?:[\p{Lu}][\p{L}'’&-]*[ ]){1,4}(?:VBC|Volleyball Club|Volleyball Academy|Beach Academy|Beach Volleyball|Juniors|Fastpitch|Softball Club|FC|ECNL|Aquatics|Swim Club|Swim Team|Track Club|Running Club|Athletic Club|Rowing Club|Lacrosse Club|Lax Club|Soccer Club|Hockey Club|Field Hockey Club|Water Polo Club|Polo Club|Basketball Club|Tennis Academy|Tennis Club|Dive Team|Dive Club|Diving Club|Ski Club|Winter Sports Club|Wrestling Club|Grappling Club|Gymnastics Club|Crew|Harriers|Beach Club)(?:[ ](?:20[2-3]\d|(?:20)?0\d[GB]?(?:\/[01]\d)?|201[0-2]|[GB](?:20)?0\d|1[0-2][GB]|1[0-8]U?(?:-\d)?|19U|U-?1[0-9])(?:[ ][\p{Lu}][\p{L}'’-]+){0,2})?|(?:[\p{Lu}][\p{L}'’&-]*[ ]){1,4}(?:SC|Lacrosse|Lax|Soccer|Volleyball|Softball|Hockey)[ ](?:20[2-3]\d|(?:20)?0\d[GB]?(?:\/[01]\d)?|201[0-2]|[GB](?:20)?0\d|1[0-2][GB]|1[0-8]U?(?:-\d)?|19U|U-?1[0-9])(?:[ ][\p{Lu}][\p{L}'’-]+){0,2})(?![\p{L}\d])|(?<![\p{L}\d'’&.-])((?:VC|SC|TV|USC|VfB|VfL|TSV|FC|VK|CF|CD|SV|SG|FK|HC|RC|UKS|MKS|AZS|ŁKS|LKS|ŽOK|HAOK|CV|SSC|SVG|CSM|VV|Pallavolo|OK(?<=(?:^|[ \t(])(?:at|for|with|from|of|in|w|u|na|za|bei|beim|im|die|der|the)[ ]OK)|(?:[\p{Lu}][\p{L}'’&-]*[ ])?Volley(?![ ][Bb]all))[ ](?:[\p{Lu}][\p{L}'’&-]*[ ]?){1,3}(?:1[89]\d\d)?|Club(?:e)?[ ](?!(?:Volleyball|Softball|Team|Teams|Ball|Season|Nationals|Director)\b)[\p{Lu}][\p{L}'’&-]*(?:[ ][\p{Lu}][\p{L}'’&-]*){1,2}(?:[ ](?:sur|de|du|des|del|la|el)[ ][\p{L}][\p{L}'’&-]*)?)(?![\p{L}\d])/gu;
var NOT_A_CLUB = /\b(?:Qualifier|Classic|Nationals|(?<!\d[Uu]?[ ])National|Festival|Showcase|Tournament|Championships?|Cup|Open|Invitational|Camp|Clinic|University|College|High|School|HS|Year|Grade|Secondary|Class|Grad|GPA|Court|Pool|Field|Round|Level|League|Conference|District|Group|Bracket|Division|Session)\b/iu;
var MONTH_OR_DAY = /^(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?|mon(?:day)?|tue(?:s(?:day)?)?|wed(?:nesday)?|thu(?:rs(?:day)?)?|fri(?:day)?|sat(?:urday)?|sun(?:day)?)\.?(?![\p{L}])/iu;
var isDate = (name) => MONTH_OR_DAY.test(name) && /^[\p{L}.]+[ \t]+\d/u.test(name);
var LEAD_STOP = new Set("our my her his the at in on for with and from play plays playing team travel both she he i we also is a an daughter son who currently now u attend attends attending go goes to".split(" "));
var leadsIntoName = (word) => word !== "Team" && LEAD_STOP.has(word.toLowerCase());
var TRAIL_STOP = new Set("i i'm i'd i've i'll you our her his she he my the we they film video and its".split(" "));
var OPPONENT_BEFORE = /(?:\bvs\.?|\bversus|\bagainst|\bbeat(?:ing)?|\b(?:lost|losing|fell)[ \t]+to|\bdefeat(?:ed|ing)?|\bfac(?:ed?|ing)|\bswept|\b(?:win|victory|upset)[ \t]+(?:over|of))[ \t]+(?:the[ \t]+)?$/iu;
var EVENT_BEFORE = /\b(?:at|in|to)[ \t]+the[ \t]+$/iu;
var NUMBERED_THING = new Set("apt apartment suite ste unit room rm floor building bldg lot box gate highway hwy route rte interstate exit mile size chapter page psalm verse lesson period week day game top english spanish french german math algebra geometry physics chemistry biology history calculus".split(" "));
var numbersAThing = (words) => words.some((word, at) => at > 0 && AGE_WORD.test(word) && NUMBERED_THING.has(words[at - 1].toLowerCase()));
var LOWER_COLOURS = TEAM_COLOURS.toLowerCase();
var LOWER_CLUB_SHAPE = new RegExp(`(?<![\\p{L}\\d'\u2019&.-])((?:\\p{Ll}[\\p{Ll}'\u2019&-]*[ ]){1,4}(?:(?:1[0-8][us]|19u|u-?1[0-9])(?:[ ](?:${LOWER_COLOURS}))?|1[0-8](?:-\\d)?[ ](?:${LOWER_COLOURS})|vbc|volleyball club|fastpitch|fc))(?![\\p{L}\\d])`, "gu");
var LOWER_CLUB_HINT = new RegExp(`(?:1[0-8][us]|19u|u-?1[0-9]|1[0-8](?:-\\d)?[ ](?:${LOWER_COLOURS})|vbc|volleyball club|fastpitch|fc)(?![\\p{L}\\d])`, "gu");
var clubWordCase = (word) => /^(?:vbc|vc|fc|sc|ecnl(?:-rl)?|npl|aau|\d{2}[gb]|[gb]\d{2})$/u.test(word) ? word.toUpperCase() : nameCase(word);
function clubCandidates(text, lowercase) {
  const noClubNow = caselessTest(NO_CLUB_NOW, text);
  const lastSeasons = pastClubsOf(text, noClubNow);
  const shaped = [];
  const lowerShapes = [...text.matchAll(LOWER_CLUB_HINT)].some((hint) => lowercase || writtenInLowercase(text, hint.index)) ? [[LOWER_CLUB_SHAPE, 0.6]] : [];
  const teamShape = SOCCER_WORDS.test(text) ? SOCCER_CLUB_SHAPE : CLUB_SHAPE;
  const saidMine = SAID_MINE.test(text) ? [[CLUB_SAID_MINE, 0.8]] : [];
  for (const [pattern, confidence] of [[teamShape, 0.7], [CLUB_WORD_SHAPE, 0.6], [SPORT_CLUB_LINE, 0.6], ...saidMine, ...lowerShapes]) {
    for (const match of matchesOf(pattern, text)) {
      const lower = pattern === LOWER_CLUB_SHAPE;
      if (lower && !lowercase && !writtenInLowercase(text, match.index)) continue;
      const written = (match[1] ?? match[2] ?? "").trim();
      const all2 = written.split(" ");
      const ageAt = all2.findIndex((word) => AGE_WORD.test(word));
      const lastStop = all2.reduce((last, word, index) => leadsIntoName(word) && (ageAt < 0 || index < ageAt) ? index : last, -1);
      const firstStopAfter = ageAt < 0 ? -1 : all2.findIndex((word, index) => index > ageAt && (LEAD_STOP.has(word.toLowerCase()) || TRAIL_STOP.has(word.toLowerCase())));
      const words = all2.slice(lastStop + 1, firstStopAfter < 0 ? all2.length : firstStopAfter);
      while (words.length && TRAIL_STOP.has(words[words.length - 1].toLowerCase())) words.pop();
      const name = words.join(" ");
      if (words.length < 2 || MONTH_OR_DAY.test(name) || NOT_A_CLUB.test(name) || SCHOOL_TEAM.test(name) || numbersAThing(words) || SCHOOL_WORDS.test(name) && !clubDespiteSchoolWord(name) || /^\d/u.test(name)) continue;
      const start = match.index + match[0].indexOf(name);
      if (lower && lastStop < 0 && !/(?:^|[\n.!?][ \t]*|[:|,][ \t]*)$/u.test(text.slice(Math.max(0, start - 3), start))) continue;
      if (OPPONENT_BEFORE.test(text.slice(Math.max(0, start - 24), start)) || EVENT_BEFORE.test(text.slice(Math.max(0, start - 12), start))) continue;
      const next = text.slice(start + name.length, start + name.length + 16);
      if (/^[ \t]*:/u.test(next) || EVENT_NEXT.test(next)) continue;
      const team = withTeamSuffix(text, name, start + name.length, lower);
      const value = lower ? team.value.split(" ").map(clubWordCase).join(" ") : team.value;
      shaped.push({ value, end: team.end, confidence: confidence - (lastSeasons(text, start) ? PAST_SEASON_PENALTY : 0), start });
    }
  }
  const candidates = [];
  const lowerAgeGroup = LOWER_AGE_GROUP.test(text);
  for (const rule of CLUB_RULES) {
    if (rule.lowercaseOnly && !lowerAgeGroup || rule.needs && !rule.needs.some((word) => text.includes(word))) continue;
    const fast = caseless(rule.pattern, text);
    for (const match of matchesOf(fast.pattern, fast.text)) {
      const start = match.index + match[0].length;
      const read2 = readTeamName(text, start);
      const lower = lowercase || read2 !== null && !new RegExp("\\p{Lu}", "u").test(read2.name) && writtenInLowercase(text, start);
      if (rule.lowercaseOnly && !lower) continue;
      if (!read2 || LABEL_WORD.test(read2.name) || NO_NAME.test(read2.name) || SCHOOL_YEAR.test(read2.name) || SCHOOL_TEAM.test(read2.name) || AGE_WORD.test(read2.name) || ADDRESSEE.test(read2.name) || VENUE.test(read2.name) || SEASON_AND_YEAR.test(read2.name) || rule.confidence < LABELLED && EVENT_OR_CLASS_END.test(read2.name) || SCHOOL_WORDS.test(read2.name) && !clubDespiteSchoolWord(read2.name) || COLLEGE_WORDS.test(read2.name) || isDate(read2.name)) continue;
      if (!lower && !/^[\p{Lu}\d]/u.test(read2.name) && rule.confidence < 0.95) continue;
      if (rule.confidence < LABELLED && PERSON_NOT_TEAM.test(read2.name)) continue;
      if (namedAsSchool(text, read2.name)) continue;
      const own = lower ? read2 : capitalisedRun(read2);
      if (schoolsMascotTeam(text, own.name)) continue;
      const written = withClubOnNextLabel(text, withTeamSuffix(text, own.name, own.end, lower));
      const name = lower ? written.value.split(" ").map(clubWordCase).join(" ") : written.value;
      const onEvent = rule.confidence < LABELLED && !rule.owned && onEventLine(text, start) && onEventLine(sentenceAround(text, start), 0);
      const clubless = rule.confidence < LABELLED && AGE_WORD.test(name.split(" ")[0]);
      const trainingPlace = rule.confidence < LABELLED && /\btrain/iu.test(match[0]) && !name.split(" ").some((word) => AGE_WORD.test(word));
      const confidence = (clubless ? CLUBLESS_TEAM : rule.confidence) - (onEvent ? EVENT_LINE_PENALTY : 0) - (lastSeasons(text, start) ? PAST_SEASON_PENALTY : 0) - (trainingPlace ? TRAINING_PLACE_PENALTY : 0);
      candidates.push({ value: name, confidence, start, end: written.end });
    }
  }
  const all = inFullestForm(text, widenToShapes([...weakerOnEventLines(text, shaped), ...candidates]), lastSeasons);
  return noClubNow ? all.filter((candidate) => !lastSeasons(text, candidate.start)) : all;
}
var CLUBLESS_TEAM = 0.5;
var TRAINING_PLACE_PENALTY = 0.1;
var CLUB_ON_NEXT_LABEL = /^[ \t]*\r?\n[ \t*•-]*club(?:[ \t]+team)?[ \t]*[:：–|-][ \t]*/iu;
function withClubOnNextLabel(text, team) {
  if (!AGE_WORD.test(team.value.split(" ")[0])) return team;
  const label = CLUB_ON_NEXT_LABEL.exec(text.slice(team.end, team.end + 40));
  const club = label ? readTeamName(text, team.end + label[0].length) : null;
  return club && !AGE_WORD.test(club.name.split(" ")[0]) ? { value: `${club.name} ${team.value}`, end: team.end } : team;
}
var FORWARDERS_NOTE_CONFIDENCE = 0.6;
function withClubOfForwardersNote(athlete, note) {
  const clubless = athlete.clubTeam !== null && AGE_WORD.test(athlete.clubTeam.value.split(" ")[0]);
  if (athlete.clubTeam && !clubless || !note) return athlete;
  const club = best(clubCandidates(note, false));
  if (!club) return athlete;
  const evidence = { value: club.value, confidence: Math.min(club.confidence, FORWARDERS_NOTE_CONFIDENCE), start: 0, end: 0, header: lineAround(note, club.start).line.trim() };
  return { ...athlete, clubTeam: toField(note, evidence) };
}
function inFullestForm(text, candidates, lastSeasons) {
  const words = candidates.map((candidate) => candidate.value.toLowerCase().split(/[ -]+/u).map((word) => word.replace(/^(1[0-8])[us]$/u, "$1")));
  const current = candidates.map((candidate) => !lastSeasons(text, candidate.start));
  return candidates.map((candidate, index) => {
    let fullest = candidate.value;
    words.forEach((other, otherIndex) => {
      const longer = candidates[otherIndex].value;
      if (current[otherIndex] && longer.length > fullest.length && (containsInOrder(other, words[index]) || isTeamOfClub(other, words[index]) || spellsOut(candidate.value, clubPart(longer)))) fullest = longer;
    });
    return fullest === candidate.value ? candidate : { ...candidate, value: fullest };
  });
}
function clubPart(team) {
  const words = team.split(" ");
  const ageAt = words.findIndex((word) => AGE_WORD.test(word));
  return (ageAt < 0 ? words : words.slice(0, ageAt)).join(" ");
}
var CLUB_OWN_WORDS = new Set("vbc vc volleyball club fc sc softball fastpitch lacrosse soccer".split(" "));
function isTeamOfClub(team, club) {
  let kept = club.length;
  while (kept > 1 && CLUB_OWN_WORDS.has(club[kept - 1])) kept--;
  return kept < club.length && club.slice(0, kept).every((word, at) => team[at] === word) && AGE_WORD.test(team[kept] ?? "");
}
function containsInOrder(whole, part) {
  let at = 0;
  for (const word of whole) if (at < part.length && word === part[at]) at++;
  return at === part.length;
}
var PAST_SEASON = /\b(?:last|previous|past)[ \t]+(?:year|season|spring|summer|fall|winter|club[ \t]+season)\b|\b(?:previously|formerly|used[ \t]+to)\b|\b(?:transferr?(?:ed|ing)|switch(?:ed|ing)|mov(?:ed|ing))[ \t]+(?:(?:over|clubs|schools|teams)[ \t]+)?from\b/i;
var PAST_SEASON_PENALTY = 0.3;
var PAST_WORDS = new RegExp(PAST_SEASON.source, "giu");
var NO_CLUB_NOW = /\b(?:(?:stopped|quit|left|gave[ \t]+up)[ \t]+(?:playing[ \t]+)?club|no[ \t]+longer[ \t]+play(?:s|ing)?[ \t]+club|(?:do|does)(?:n['’]t|[ \t]+not)[ \t]+play[ \t]+club|not[ \t]+playing[ \t]+club|only[ \t]+play(?:s|ing)?[ \t]+for[ \t]+(?:my|her)[ \t]+(?:high[ \t]+)?school|play(?:s|ing)?[ \t]+(?:high[ \t]+school|hs)[ \t]+ball[ \t]+only)\b/iu;
var PLAYED_FOR = /\b(?:played|competed|trained|swam|rowed|raced)[ \t]+(?:[\p{L}'’-]+[ \t]+){0,4}?(?:for|with|on|at)[ \t]+/giu;
var ARTICLE = /^the[ \t]+/iu;
var LEFT_SINCE_AFTER = /^[^.!?\n]{0,80}?\b(?:until|till|before[ \t]+(?:joining|moving|switching)|but[ \t]+now|now[ \t]+(?:i|she)|currently)\b/iu;
function pastClubsOf(text, noClubNow) {
  const lastSeasons = caselessTest(PAST_SEASON, text);
  const afterPlayed = new Set(
    [...caselessMatches(PLAYED_FOR, text)].flatMap((match) => {
      const end = match.index + match[0].length;
      const article = ARTICLE.exec(text.slice(end, end + 8));
      return article ? [end, end + article[0].length] : [end];
    })
  );
  if (!lastSeasons && !afterPlayed.size) return () => false;
  return (within, offset) => lastSeasons && inPastSeason(within, offset) || afterPlayed.has(offset) && (noClubNow || LEFT_SINCE_AFTER.test(within.slice(offset, offset + 100)));
}
var BACK_TO_PRESENT = /\b(?:but|now|currently|this[ \t]+(?:year|season|fall|spring))\b/iu;
function inPastSeason(text, offset) {
  const before = text.slice(Math.max(0, offset - 80), offset);
  const clauseStart = Math.max(before.lastIndexOf("."), before.lastIndexOf(";"), before.lastIndexOf("\n"), before.lastIndexOf("!"), before.lastIndexOf("?"));
  const clause = before.slice(clauseStart + 1);
  let past;
  for (const match of clause.matchAll(PAST_WORDS)) past = match;
  if (!past) return false;
  const after = clause.slice(past.index + past[0].length);
  return !BACK_TO_PRESENT.test(after) && !(/from$/iu.test(past[0]) && /\bto\b/iu.test(after));
}
var EVENT_OR_CLASS_END = /\b(?:class|qualifier|classic|nationals|festival|showcase|tournament|championships?|invitational|camp|clinic|open|league)$/iu;
var EVENT_NEXT = /^[ ](?:camps?|clinics?|showcase|tournament|qualifier|classic|invitational|championships?|festival|tryouts?|class|recruiting|signing)(?![\p{L}])/iu;
var SCHOOL_TEAM = /\b(?:JV|Varsity|Frosh|Home[ -]?school(?:ers)?)\b/iu;
var PERSON_NOT_TEAM = /^(?:(?:Coach|Mr|Mrs|Ms|Miss|Dr)\.?|God|Jesus|Christ|Him|Lord)(?![\p{L}])/u;
var SCHOOL_YEAR = /^(?:grade|year|yr|form)[ \t]+\d/iu;
var ADDRESSEE = /^(?:you|your|yours)(?![\p{L}])/iu;
var SEASON_AND_YEAR = /^(?:fall|spring|summer|winter|autumn)[ \t]+(?:of[ \t]+)?20\d\d$/iu;
var VENUE = /^(?:court|pool|field|gym|table|rink|lane|mat)[ \t]+\d/iu;
var NAME_CONNECTORS = new Set("de du des del la le les sur et y e of the da do di van von der den".split(" "));
function capitalisedRun(read2) {
  const words = read2.name.split(" ");
  let kept = words.findIndex((word, index) => index > 0 && new RegExp("^\\p{Ll}", "u").test(word) && !NAME_CONNECTORS.has(word));
  if (kept < 0) return read2;
  while (kept > 1 && NAME_CONNECTORS.has(words[kept - 1])) kept--;
  const name = words.slice(0, kept).join(" ");
  return { name, end: read2.end - (read2.name.length - name.length) };
}
var LOWER_AGE_GROUP = /(?:1[0-9]u|1[0-8]s|u-?1[0-9])(?![\p{L}\d])/u;
var LINK_OR_ADDRESS = /(?<!\S)\S*[:/@](?=\S)\S*/gu;
function writtenInCapitals(text, offset) {
  const words = lineAround(text, offset).line.replace(LINK_OR_ADDRESS, "");
  return !new RegExp("\\p{Ll}", "u").test(words) && new RegExp("\\p{Lu}{3}", "u").test(words);
}
function writtenInLowercase(text, offset) {
  const words = lineAround(text, offset).line.replace(LINK_OR_ADDRESS, "");
  return !new RegExp("\\p{Lu}", "u").test(words) && new RegExp("\\p{Ll}{3}", "u").test(words);
}
var SCHOOL_WORD_NEXT = /^[ ](?:High School|HS|H\.S\.|High|Academy|Prep|Catholic|Christian School|Secondary)(?![\p{L}])/u;
function namedAsSchool(text, name) {
  for (let at = text.indexOf(name); at >= 0; at = text.indexOf(name, at + 1)) {
    if (SCHOOL_WORD_NEXT.test(text.slice(at + name.length, at + name.length + 16))) return true;
  }
  return false;
}
function schoolsMascotTeam(text, name) {
  const words = name.split(" ");
  if (words.length < 2 || SCHOOL_WORDS.test(name) || words.some((word) => AGE_WORD.test(word)) || CLUB_NAME_END.test(name) || TEAM_COLOUR_END.test(name)) return false;
  return namedAsSchool(text, words.slice(0, -1).join(" "));
}
var SENTENCE_END = /(?<!(?:^|[^\p{L}])(?:St|Mt|Ft|Dr|Mr|Mrs|Ms|vs|No|Jr|Sr))[.!?]+[ \t]+/gu;
function sentenceAround(text, offset) {
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
function weakerOnEventLines(text, candidates) {
  return candidates.map((candidate) => candidate.confidence < LABELLED && onEventLine(text, candidate.start) ? { ...candidate, confidence: candidate.confidence - EVENT_LINE_PENALTY } : candidate);
}
var LABELLED = 0.95;
function widenToShapes(candidates) {
  return candidates.map((candidate) => {
    const wider = candidates.find((other) => other !== candidate && other.start === candidate.start && other.end > candidate.end);
    return wider ? { ...candidate, value: wider.value, end: wider.end } : candidate;
  });
}
var SCHOOL_NAME = new RegExp("(?<![\\p{L}\\d'\u2019&-])((?:(?:St\\.?|Saint|Mt\\.?|Fort|Ft\\.?|Dr\\.|Sr\\.|Jr\\.|(?:\\p{Lu}\\.){1,3}|[\\p{Lu}][\\p{L}'\u2019&-]*)[ ]){1,5}(?:High[ ]School|HS|H\\.S\\.|High(?![ ](?:Volleyball|Softball|Club|Juniors|Elite|Performance|Athletics|VBC|FC|Fastpitch|Lacrosse|Soccer|Aquatics))|Academy|Prep(?:aratory)?(?:[ ]School)?|Catholic|Christian(?:[ ]School)?|Secondary(?:[ ]School)?|School(?:[ ]of[ ](?:the[ ])?\\p{Lu}[\\p{L}'\u2019-]*(?:[ ](?:and[ ])?\\p{Lu}[\\p{L}'\u2019-]*){0,2})?|Collegiate(?:[ ]Institute|(?![ ](?:Athletic|Volleyball|Softball|Club|Showcase|Camp)))|Grammar(?:[ ]School)?|gymnasium|videreg[\xE5a]ende[ ]skole))(?![\\p{L}])", "dgu");
var SCHOOL_FIRST = new RegExp("((?:(?:[IVXL]{1,5}\\.[ ]|[IVXL]{2,5}[ ]|\\d{1,2}(?:st|nd|rd|th)[ ])?(?:[\xC9E]cole[ ]secondaire|[\xC9E]cole|Coll[\xE8e]ge|Lyc[\xE9e]e|Gymnasium|Gymn[\xE1a]zium|Gimnazjum|Lyceum|Gimnazija|Gimnasio|Col[\xE9e]gio|Escuela|Instituto|IES|Liceo|Liceum|Liceu|Lykeio|Escola|Prepa|Realschule|Gesamtschule|Polyvalente|C[\xE9e]gep|CEGEP|BORG|BRG)(?:[ ](?:\\p{Lu}[\\p{L}'\u2019-]*|des|de|du|la|le|les|del|do|da|der|of)){1,4})|(?<![\\p{L}-])(?:\\p{Lu}\\p{L}{0,20}-){1,3}(?:Gymnasium|Schule|Realschule|Gesamtschule))(?![\\p{L}])", "dgu");
var SCHOOL_COMPOUND = new RegExp("(?<![\\p{L}-])((?:\\p{Lu}\\p{L}{0,20}-){0,3}\\p{Lu}\\p{Ll}{2,30}(?![\\p{L}])(?<=\\p{Ll}{2}(?:college|lyceum|gymnasium|skolan)))", "dgu");
var SCHOOL_NAME_WORD = /[ ](?:High|HS|H\.S\.|Academy|Prep|Catholic|Christian|Secondary|School|Collegiate|Grammar|gymnasium|videreg[åa]ende)/u;
var SCHOOL_FIRST_WORD = /[ÉE]cole|Coll[èe]ge|Lyc[ée]e|Gymn|Gimn|Lyceum|Col[ée]gio|Escuela|Instituto|IES|Lice|Lykeio|Escola|Prepa|[Ss]chule|Polyvalente|C[ée]gep|CEGEP|BORG|BRG/u;
var COMPOUND_SCHOOL_END = new RegExp("\\p{Ll}(?:college|lyceum|gymnasium|skolan)(?![\\p{L}])", "u");
var WORD_BEFORE_GYMNASIUM = new RegExp("(?<![\\p{L}])(\\p{Lu}\\p{Ll}{2,20})[ ]$", "u");
var NO_NAME = /^(?:n\/?a|none|nil|tbd|tba|not[ \t]+yet|no[ \t]+club)(?![\p{L}])/iu;
var HOMESCHOOL = /^home[ -]?school(?:ed|ing)?(?![\p{L}])/iu;
var CATHOLIC_SCHOOL = new RegExp("^(?:Bishop|Archbishop|Cardinal|Our Lady|Sacred Heart|Notre Dame|Mater Dei)(?:$|[ ]\\p{Lu})", "u");
var LOWER_SCHOOL_WORD = /(?<![\p{L}])(?:high school|hs)(?![\p{L}])/gu;
var SCHOOL_LOWER = /(?<![\p{L}])((?:[\p{Ll}][\p{L}'’.-]*[ ]){1,4}(?:high school|hs))(?![\p{L}])/dgu;
var UPPER_SCHOOL_WORD = /(?<![\p{L}])(?:HIGH SCHOOL|HS)(?![\p{L}])/gu;
var SCHOOL_UPPER = /(?<![\p{L}])((?:[\p{Lu}][\p{Lu}'’.-]*[ ]){1,4}(?:HIGH SCHOOL|HS))(?![\p{L}])/dgu;
var NOT_A_SCHOOL_NEXT = /^[ ](?:Church|Fellowship|Ministry|Ministries|Parish|Charities|Rankings?|Recruiting|Scouting|Report|Network|Services|Media|Fieldhouse|Arena|Center|Centre|Complex|Stadium|Natatorium)(?![\p{L}])/u;
var NOT_HIGH_SCHOOL = new RegExp(`\\b(?:Middle|Junior|Elementary|Summer|Graduate|Law|Medical|Business|Sunday|Grade|Primary|Upper|Lower|${TRAINING_WORDS})[ ](?:High[ ])?(?:School|Academy)\\b|\\bJunior High\\b|\\b(?:English|Latin|French|Spanish|German|Greek)[ ]Grammar$`, "u");
var SUFFIX_WORD = /^(?:High|School|HS|Secondary|Academy|Prep)$/iu;
var COMPOUND_SCHOOL = new RegExp("\\p{Ll}(?:college|lyceum|gymnasium|skolan)$", "u");
var GYM_AFTER_THE = /\bthe[ \t]+$/iu;
var LABEL_WORD = /^(?:gpa|grad|pos|ht|club|team|name|height|position|year|class|email|phone|city|state|hometown|location|school|high school|#)\b/iu;
var CLASS_YEAR_AFTER = /[ \t]+['’]\d{2}$/u;
var SENTENCE_AFTER_SCHOOL_WORD = new RegExp("(\\b(?:School|Academy|High|HS|H\\.S\\.|Prep|Preparatory|Secondary|Catholic|Christian))(?:[ ]\\p{Ll}[\\p{L}'\u2019-]*){1,3}$", "u");
function highSchoolCandidates(text, lowercase) {
  const candidates = [];
  for (const rule of SCHOOL_RULES) {
    const fast = caseless(rule.pattern, text);
    for (const match of matchesOf(fast.pattern, fast.text)) {
      const start = match.index + match[0].length;
      const read2 = readTeamName(text, start);
      if (!read2 || LABEL_WORD.test(read2.name) || COLLEGE_WORDS.test(read2.name) || HOMESCHOOL.test(read2.name) || NO_NAME.test(read2.name)) continue;
      if (!SCHOOL_WORDS.test(read2.name) && !CATHOLIC_SCHOOL.test(read2.name) && rule.confidence < 0.95 && !rule.byStanding) continue;
      if (rule.byStanding && (!new RegExp("^\\p{Lu}", "u").test(read2.name) || !lowercase && !SCHOOL_WORDS.test(read2.name) && LOWER_WORD.test(read2.name))) continue;
      const value = (lowercase ? read2.name : read2.name.replace(SENTENCE_AFTER_SCHOOL_WORD, "$1")).replace(CLASS_YEAR_AFTER, "");
      const written = lowercase ? value.split(" ").map((word) => /^h\.?s\.?$/u.test(word) ? word.toUpperCase() : nameCase(word)).join(" ") : value;
      candidates.push({ value: written, confidence: rule.confidence, start, end: read2.end - (read2.name.length - value.length) });
    }
  }
  const shapes = [];
  if (SCHOOL_NAME_WORD.test(text)) shapes.push([SCHOOL_NAME, 0.8]);
  if (SCHOOL_FIRST_WORD.test(text)) shapes.push([SCHOOL_FIRST, 0.8]);
  if (COMPOUND_SCHOOL_END.test(text)) shapes.push([SCHOOL_COMPOUND, 0.8]);
  if ([...text.matchAll(UPPER_SCHOOL_WORD)].some((word) => writtenInCapitals(text, word.index))) shapes.push([SCHOOL_UPPER, 0.7]);
  if (lowercase || [...text.matchAll(LOWER_SCHOOL_WORD)].some((word) => writtenInLowercase(text, word.index))) shapes.push([SCHOOL_LOWER, 0.7]);
  for (const [pattern, confidence] of shapes) {
    for (const match of matchesOf(pattern, text)) {
      if (pattern === SCHOOL_LOWER && !lowercase && !writtenInLowercase(text, match.index)) continue;
      if (pattern === SCHOOL_UPPER && !writtenInCapitals(text, match.index)) continue;
      const caseless2 = pattern === SCHOOL_LOWER || pattern === SCHOOL_UPPER;
      const read2 = match[1].split(" ");
      const words = caseless2 ? read2.slice(read2.findLastIndex((word) => LEAD_STOP.has(word.toLowerCase())) + 1) : read2;
      if (!words.length) continue;
      if (/^(?:Gymnasium|Lyceum)$/u.test(words[0])) {
        const before = WORD_BEFORE_GYMNASIUM.exec(text.slice(Math.max(0, groupStart(match, 1) - 24), groupStart(match, 1)));
        if (before) words.unshift(before[1]);
      }
      while (words.length > 1 && LEAD_STOP.has(words[0].toLowerCase())) words.shift();
      const written = words.join(" ");
      if (words.length < 2 && !written.includes("-") && !COMPOUND_SCHOOL.test(written) || words.every((word) => SUFFIX_WORD.test(word)) || COLLEGE_WORDS.test(written) || NOT_HIGH_SCHOOL.test(written) || isDate(written)) continue;
      if (written.endsWith(" gymnasium") && GYM_AFTER_THE.test(text.slice(Math.max(0, groupEnd(match, 1) - written.length - 8), groupEnd(match, 1) - written.length))) continue;
      if (/Academy$/u.test(written) && TEAM_YEAR_NEXT.test(text.slice(groupEnd(match, 1), groupEnd(match, 1) + 6))) continue;
      if (NOT_A_SCHOOL_NEXT.test(text.slice(groupEnd(match, 1), groupEnd(match, 1) + 20))) continue;
      const name = caseless2 ? words.map((word) => /^hs$/iu.test(word) ? "HS" : nameCase(word.toLowerCase())).join(" ") : written;
      candidates.push({ value: name, confidence, start: groupEnd(match, 1) - written.length, end: groupEnd(match, 1) });
    }
  }
  const current = candidates.filter((candidate) => !namesTheCollege(text, candidate) && !GREETING_LINE.test(lineAround(text, candidate.start).line));
  const left = caselessTest(PAST_SEASON, text) ? current.map((candidate) => inPastSeason(text, candidate.start) ? { ...candidate, confidence: candidate.confidence - PAST_SEASON_PENALTY } : candidate) : current;
  return weakerOnEventLines(text, spelledOutSchools(left));
}
var GREETING_LINE = /^[ \t]*(?:dear|hi|hello|hey|greetings|good[ \t]+(?:morning|afternoon|evening))(?![\p{L}])[^\n.!?]{0,80}[,:][ \t]*$/iu;
var COLLEGE_BEFORE = /(?:\b(?:to|of|about)[ \t]+(?:play(?:ing)?|compet(?:e|ing)|run(?:ning)?|swim(?:ming)?|row(?:ing)?|continu(?:e|ing)(?:[ \t]+my[ \t]+career)?)(?:[ \t]+[a-z]+){0,2}?[ \t]+(?:at|for)|\b(?:love|like|hope|hoping|plan|planning|want|wanted|dream)[ \t]+to[ \t]+attend|\binterested[ \t]+in|\bcommit(?:ted)?[ \t]+to|\byour[ \t]+(?:program|programme|team|campus|staff)[ \t]+at|\bhaving[ \t]+me[ \t]+(?:at|to)|\bvisit(?:ed|ing)?)[ \t]+(?:the[ \t]+)?$/i;
var COLLEGE_BEFORE_LAST_WORDS = /* @__PURE__ */ new Set(["at", "for", "in", "to", "the", "visit", "visited", "visiting"]);
var COLLEGE_AFTER = /^[ \t]+for[ \t]+(?:your[ \t]+|the[ \t]+|a[ \t]+)?(?:junior[ \t]+day|(?:id[ \t]+)?camp|clinic|(?:un)?official[ \t]+visit|visit|prospect[ \t]+day)/iu;
function namesTheCollege(text, school) {
  const before = text.slice(Math.max(0, school.start - 60), school.start);
  const lastWord = before.trimEnd().split(/[ \t\n]/u).at(-1).toLowerCase();
  return COLLEGE_BEFORE_LAST_WORDS.has(lastWord) && COLLEGE_BEFORE.test(before) || COLLEGE_AFTER.test(text.slice(school.end, school.end + 40));
}
var SCHOOL_INITIALS = new RegExp("^(\\p{Lu}{2,6})(?:[ ](?:HS|H\\.S\\.))?$", "u");
function spelledOutSchools(candidates) {
  return candidates.map((candidate) => {
    const initials = SCHOOL_INITIALS.exec(candidate.value);
    if (!initials) return candidate;
    const letters = candidate.value.replace(/[ .]/gu, "");
    const full = candidates.find((other) => other !== candidate && (spellsOut(initials[1], other.value) || spellsOut(letters, other.value)));
    return full ? { ...candidate, value: full.value } : candidate;
  });
}

// src/pipeline/extract/names.ts
var GAP = /[ \t]*/y;
var WORD = /[\p{L}][\p{L}'’.-]*/uy;
var CAPITALISED = new RegExp("^\\p{Lu}", "u");
var NAME_SHAPE = new RegExp("^\\p{L}[\\p{L}'\u2019-]*\\.?$", "u");
var MIDDLE_INITIAL = new RegExp("^\\p{Lu}\\.?$", "u");
var NICKNAME = new RegExp(`[ \\t]*(?:"|\u201C|\u2018|')(\\p{Lu}[\\p{L}'\u2019-]*)(?:"|\u201D|\u2019|')`, "uy");
var BRACKETED = new RegExp("[ \\t]*\\((\\p{Lu}[\\p{L}'\u2019-]*)\\)", "uy");
var NAME_SUFFIX = /^(?:jr|sr|iii|iv)$/iu;
var MAX_PARTICLES = 3;
function readName(text, offset, allowLowercase, doubleSurnames = false) {
  const words = [];
  let position = offset;
  let end = offset;
  let nickname = null;
  let initialSkipped = false;
  let particles = 0;
  while (words.length - particles < 4 && particles <= MAX_PARTICLES) {
    if (words.length === 1 && nickname === null) {
      NICKNAME.lastIndex = position;
      BRACKETED.lastIndex = position;
      const quoted = NICKNAME.exec(text);
      const bracketed = quoted ? null : BRACKETED.exec(text);
      if (quoted) {
        nickname = isInitials(quoted[1]) ? words[0] : quoted[1];
        position = NICKNAME.lastIndex;
      } else if (bracketed && isPetName(bracketed[1], words[0])) {
        nickname = samePersonFirst(fold(bracketed[1]), fold(words[0])) ? bracketed[1] : words[0];
        position = BRACKETED.lastIndex;
      }
    }
    GAP.lastIndex = position;
    GAP.exec(text);
    WORD.lastIndex = GAP.lastIndex;
    const match = WORD.exec(text);
    if (!match) break;
    if (words.length === 1 && !initialSkipped && MIDDLE_INITIAL.test(match[0])) {
      initialSkipped = true;
      position = WORD.lastIndex;
      continue;
    }
    const possessive = /['’]s$/u.test(match[0]) && words.length > 0;
    const word = match[0].replace(/['’]s$/u, (ending) => possessive ? "" : ending).replace(/[.'’-]+$/, "");
    const folded = fold(word);
    if (words.length > 1 && NAME_SUFFIX.test(folded)) break;
    const isParticle = words.length > 0 && SURNAME_PARTICLES.has(folded);
    if (!isParticle) {
      if (!NAME_SHAPE.test(word) || word.length < 2 || NON_NAME_WORDS.has(folded) || hasNonNamePart(folded)) break;
      if (word.length <= 2 && word === word.toUpperCase()) break;
      if (!allowLowercase && !CAPITALISED.test(word)) break;
    }
    words.push(word);
    position = WORD.lastIndex;
    if (isParticle) particles++;
    else end = match.index + word.length;
    if (match[0].endsWith(".") && word.length > 2 || possessive) break;
  }
  const particleSurname = words.length === 2 && CAPITALISED.test(words[1]) && words[1].length >= 2 && !words[1].endsWith(".");
  while (words.length > 1 && SURNAME_PARTICLES.has(fold(words[words.length - 1])) && !particleSurname) words.pop();
  if (!words.length) return null;
  const first = nameCase(nickname !== null && words.length > 1 ? nickname : words[0]);
  if (words.length === 1) return { name: { first, last: null }, end };
  if (words.length === 2 && surnameInCapitals(words[0]) && !surnameInCapitals(words[1])) return { name: { first: nameCase(words[1]), last: nameCase(words[0]) }, end };
  const rest = words.slice(1);
  if (particleSurname) return { name: { first, last: nameCase(words[1]) }, end };
  const particleAt = rest.findIndex((word) => SURNAME_PARTICLES.has(fold(word)));
  const surname = particleAt >= 0 ? rest.slice(particleAt) : doubleSurnames ? rest.slice(-2) : rest.slice(-1);
  return { name: { first, last: surname.map((word) => SURNAME_PARTICLES.has(fold(word)) ? word.toLowerCase() : nameCase(word)).join(" ") }, end };
}
function hasNonNamePart(folded) {
  return folded.includes("-") && folded.split("-").some((part) => NON_NAME_WORDS.has(part));
}
function isInitials(word) {
  return word.length <= 3 && word === word.toUpperCase();
}
function isPetName(bracketed, first) {
  const [pet, given] = [fold(bracketed), fold(first)];
  return samePersonFirst(pet, given) || pet.length < given.length && pet[0] === given[0];
}
function surnameInCapitals(word) {
  return word.length >= 3 && word === word.toUpperCase() && word !== word.toLowerCase();
}
var SURNAME_COMMA_FIRST = new RegExp("^((?:\\p{L}{2,5}\\.?[ \\t]){0,3}\\p{Lu}[\\p{L}'\u2019-]+)[ \\t]*,[ \\t]*(\\p{Lu}[\\p{L}'\u2019-]+)(?=[ \\t]*(?:$|[|\\n(\u2013\u2014-]))", "u");
function readSurnameFirst(text, offset) {
  const match = SURNAME_COMMA_FIRST.exec(text.slice(offset, offset + 80));
  if (!match) return null;
  const surname = match[1].split(/[ \t]/u);
  const first = match[2];
  if (surname.slice(0, -1).some((word) => !SURNAME_PARTICLES.has(fold(word))) || NON_NAME_WORDS.has(fold(surname[surname.length - 1])) || NON_NAME_WORDS.has(fold(first)) || regionCode(first) !== null) return null;
  const last = surname.map((word, index) => index < surname.length - 1 ? word.toLowerCase() : nameCase(word)).join(" ");
  return { name: { first: nameCase(first), last }, end: offset + match[0].length };
}
var LINE_LEAD = new RegExp("^[ \\t]*(?:[-*\u2022\xB7]|\\d{1,2}[.)])?[ \\t]*(?=(?:\\p{L}{2,5}\\.?[ \\t]){0,3}\\p{Lu}[\\p{L}'\u2019-]+[ \\t]*,)", "gmu");
var NAME_RULES = [
  { pattern: new RegExp(`(?<![\\p{L}])(?:${MY_NAME_IS})[ \\t:,]+`, "giu"), confidence: 0.95, athleteOnly: true },
  // "Name:", "Athlete's name:", "Student:", "Recruit –", "Name/Grad/Pos:": a form's or a profile's label.
  { pattern: /(?:^|[|•·;])[ \t*•-]*(?:(?:athlete|player|student[- ]athlete|student|recruit|prospect)(?:['’]s)?)?[ \t]*(?:full[ \t]+)?(?:name|nombre(?: completo)?|nom(?: complet)?|jugadora|joueuse|athlete|player|prospect|student|recruit)(?:[ \t]*\/[ \t]*[\p{L}.#]{1,12}){0,4}[ \t]*[:：–|-][ \t]*/gimu, confidence: 0.95, surnameFirst: true },
  // "my daughter", "our 2028 setter, Ella Brooks", "my 16U catcher", "our senior captain", "our twin daughters": a class year,
  // an age group, a class standing or "twin" may come first.
  { pattern: /\b(?:one of )?(?:my|our) (?:(?:20[2-3]\d|1[0-8]u|1[0-8]s|senior|junior|sophomore|freshman|twin)[ \t]+)?(?:daughters?|sons?|granddaughters?|kids?|child|twins|athletes?|players?|setters?|hitters?|liberos?|middles?|pitchers?|catchers?|shortstop|captains?),?[ \t]+(?:is[ \t]+|are[ \t]+)?/giu, confidence: 0.85, namesSeveral: true },
  { pattern: /\b(?:(?:proud )?(?:father|mother|mom|dad|parents?|guardian|stepmother|stepfather)) of[ \t]+/giu, confidence: 0.85 },
  { pattern: /\b(?:mi hija|nuestra hija|ma fille|notre fille|mi jugadora|ma joueuse|meine tochter|unsere tochter|minha filha|nossa filha)[ \t,]+(?:es[ \t]+|est[ \t]+|ist[ \t]+|é[ \t]+)?/giu, confidence: 0.85 },
  { pattern: /\b(?:introduce(?: you to)?|introducing|recommend(?:ing)?|presentarles a|presentarle a|vous présenter|to tell you about|reaching out (?:about|regarding|on behalf of)|writing (?:to you )?(?:about|regarding|on behalf of)|on behalf of|take a look at|keep an eye on|check out)[ \t]+(?:(?:my|our) (?:daughter|son|player|athlete)[ \t,]+)?/giu, confidence: 0.8 },
  { pattern: /\b(?:this is|i am|i['’]?m|les? escribe|soy|je suis|ich bin|eu sou|sou|sono|ik ben|jag är|jeg er|jestem|jsem|ja sam)[ \t]+/giu, confidence: 0.7, athleteOnly: true },
  // "Myself Priya Raghunathan, a 2027 graduate": Indian English opens a self-introduction so, or "let me introduce myself:".
  { pattern: /(?:(?:^|[.!?][ \t]+)myself|introduce myself|present myself)[ \t]*[:,–-]?[ \t]+/gimu, confidence: 0.7, athleteOnly: true },
  // "It's Kaylee Brandt again": her name, but no sure sign the writer is the athlete (an alumna opens "It's Hallie Marsh (now …)").
  { pattern: /(?:^|[.!?][ \t]+)(?:(?:hi|hey|hello)[ \t]*[,!]?[ \t]+)?it['’]s[ \t]+/gimu, confidence: 0.7, athleteOnly: true, namesWriterUnsurely: true },
  // A player called by her first name opening a sentence that says what she plays, in someone else's mail ("Olivia is a 2027
  // libero at Hillcrest HS" from her father): the name starts where the sentence does.
  { pattern: new RegExp(String.raw`(?:^|[.!?][ \t]+)(?=[\p{L}'’-]{2,20}[ \t]+is[ \t]+(?:a|an|our)[ \t]+(?:(?:current|rising)[ \t]+)?(?:20[2-3]\d|junior|senior|sophomore|freshman|setter|outside|middle|libero|opposite|pitcher|catcher|shortstop|outfielder|infielder|utility|${ATHLETE_NOUNS})\b)`, "gimu"), confidence: 0.7, othersOnly: true },
  // A coach or parent naming the player she describes: "Our libero is a 2027 … Her name is Jess Lund".
  { pattern: /\b(?:her|his|the (?:player|athlete|girl|kid)['’]s)[ \t]+(?:full[ \t]+)?name[ \t]+is[ \t]+/giu, confidence: 0.85, othersOnly: true },
  // "Meet Ava Chen: 2028 outside hitter" opening a line or a sentence.
  { pattern: /(?:^|[.!?])[ \t]*meet[ \t]+/gimu, confidence: 0.8 }
];
var MARKER_CODES = /^(?:\.(?=[ \t]))?[^.\n]{0,80}?(?:\b20[2-3]\d\b|\b[4-7]['’′][ \t]?\d{1,2}|\b(?:OH|MB|RS|OPP|DS|L\/DS|SS|OF|RHP|LHP|UT|[1-3]B|GPA)\b|\b(?:\d{1,2}:)?\d{2}\.\d{2}\b)/u;
var MARKER_WORDS = new RegExp(
  String.raw`^(?:\.(?=[ \t]))?[^.\n]{0,80}?(?:\b(?:setter|outside hitter|middle blocker|libero|opposite|right side|pitcher|catcher|shortstop|outfielder|infielder|utility|${ATHLETE_NOUNS})s?\b|\bis (?:a|an|our|my|the|one of)\b(?![ \t]+(?:(?:club|head|assistant|team|program|recruiting|strength)[ \t]+)?(?:director|coach|trainer|manager|coordinator|president|owner)s?\b)|\bclass of\b|\b(?:junior|senior|sophomore|freshman|freshmen)s?[ \t]+(?:at|in|on)\b)`,
  "iu"
);
var ATHLETE_MARKER = { test: (text) => MARKER_CODES.test(withoutDateYears(text)) || MARKER_WORDS.test(text) };
function withoutDateYears(text) {
  return text.replace(/20[2-3]\d/gu, (year, offset) => isDatePart(text, offset, offset + 4) ? "----" : year);
}
var LIST_ITEM_REST = /^[ \t]*[-–—:|(•·][ \t]*([^\n]+)/u;
var PRONOUN_TAG = /^[ \t]*(?:[|,–—-][ \t]*)?\(?(?:she|he|they)\/(?:her|him|them|they)(?:\/(?:hers|his|theirs))?\)?[ \t]*$/iu;
function endsNameLine(rest) {
  return rest.trim() === "" || PRONOUN_TAG.test(rest);
}
var LONE_POSITION_CODE = /^[ \t]*(?:\(|[-–—|:][ \t]*(?=[^\n]{1,12}$)|[-–—|][ \t]*(?=(?:OH|MB|RS|OPP|DS|L\/DS|L|S|SS|OF|C|P|UT|[1-3]B|LHP|RHP|GK)[ \t]*[-–—|][ \t]))(?:OH|MB|RS|OPP|DS|L\/DS|L|S|SS|OF|C|P|UT|[1-3]B|LHP|RHP|GK)(?:[ \t]*[/,][ \t]*[A-Z0-9/]{1,5}){0,2}(?:\)|[ \t]*$|[ \t]*[-–—|][ \t])/mu;
function introducedHere(text, end) {
  if (ATHLETE_MARKER.test(text.slice(end, end + 90)) || LONE_POSITION_CODE.test(text.slice(end, end + 24))) return true;
  const lineEnd = text.indexOf("\n", end);
  const item = LIST_ITEM_REST.exec(text.slice(end, Math.min(lineEnd === -1 ? text.length : lineEnd, end + 160)));
  if (item && ATHLETE_MARKER.test(item[1].replace(/\.(?=[ \t])/gu, ","))) return true;
  if (lineEnd === -1 || !endsNameLine(text.slice(end, lineEnd))) return false;
  return ATHLETE_MARKER.test(text.slice(lineEnd + 1, lineEnd + 91));
}
function headsProfile(text, name) {
  const lineStart = text.lastIndexOf("\n", name.offset - 1) + 1;
  const lineEnd = text.indexOf("\n", name.end);
  if (lineEnd === -1 || text.slice(lineStart, name.offset).trim() !== "" || !endsNameLine(text.slice(name.end, lineEnd))) return false;
  return ATHLETE_MARKER.test(text.slice(lineEnd + 1, lineEnd + 91));
}
var ORGANISATION_WORDS_AFTER = new RegExp("^[ \\t]+(?:\\p{Lu}|\\d{2}[Us]?\\b)|^,[ \\t]*(?:Texas|Ohio|California|Florida)", "u");
var CODE_AFTER_COMMA = /^,[ \t]*([A-Z]{2})\b(?![ \t]*[,/|–—-]?[ \t]*(?:20[2-3]\d|[4-7]['’′]))/u;
var ORGANISATION_AFTER = { test: (after) => ORGANISATION_WORDS_AFTER.test(after) || regionCode(CODE_AFTER_COMMA.exec(after)?.[1] ?? "") !== null };
var YEAR_RIGHT_AFTER = /^[ \t]+(?:20[2-3]\d|(?:20)?[01]\d[GB])(?![\p{L}\d])/u;
var POSSESSIVE_RIGHT_AFTER = /^['’]s\b/u;
var PLACE_BEFORE = /(?<!\b(?:note|message|e-?mail|letter|line|hello|hi|greetings)[ \t]{1,3})\b(?:from|in|near)[ \t]+$/iu;
var EVENT_BEFORE2 = new RegExp("(?<![\\p{L}])(?:tournament|torneo|torneio|tournoi|turnier|copa|coupe|cup|classic|campeonato|championnat|championships?|meisterschaft|liga|league|festival|showcase|qualifier|invitational|camp|clinic)(?:[ \\t]+\\p{Lu}[\\p{L}'\u2019-]*){0,2}[ \\t]+$", "iu");
var DATED_LABEL_AFTER = /^[ \t]*:[ \t]*(?:(?:mon|tues|wednes|thurs|fri|satur|sun)day|(?:mon|diens|donners|frei|sams|sonn)tag|mittwoch|lunes|martes|mi[ée]rcoles|jueves|viernes|s[áa]bado|domingo|lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche|\d{1,2}[./:]\d)/iu;
var TITLE_BEFORE = /(?:(?:(?<!\b(?:i|we|they|who|also)[ \t]{1,3})\bcoach|\bdirector|\bentrenador[a]?|\bentraîneur|\bmadame|\bmonsieur)|\b(?:mr|mrs|ms|dr|sr|sra)\.?)[ \t]*$/iu;
var EXAMPLE_PHRASE = String.raw`\b(?:(?:athletes?|players?|kids|girls|boys|recruits|prospects|clients?|students?|families)[ \t]+like|such as|e\.g\.,?)`;
var EXAMPLE_BEFORE = new RegExp(`${EXAMPLE_PHRASE}[ \\t]*$`, "iu");
var OTHER_PLAYER = "teammates?|team-mates?|friend|sister|brother|cousin|classmate|compa\xF1era|co\xE9quipi\xE8re|mitspielerin";
var OTHER_PLAYER_BEFORE = new RegExp(`\\b(?:${OTHER_PLAYER})[ \\t]*,?[ \\t]*$`, "iu");
var OTHER_PLAYER_ASIDE = new RegExp(`(?:\\b(?:${OTHER_PLAYER})|${EXAMPLE_PHRASE})[ \\t]*,?[ \\t]*\\p{Lu}[\\p{L}'\u2019-]+(?:[ \\t]+\\p{Lu}[\\p{L}'\u2019-]+){0,2}[ \\t]*\\([^)\\n]{0,80}\\)`, "giu");
function otherPlayersAsides(text) {
  return [...matchesOf(OTHER_PLAYER_ASIDE, text)].map((match) => ({ start: match.index, end: match.index + match[0].length }));
}
var PARENT_OR_COACH_LABEL = /(?:parent|mother|father|mom|dad|guardian|coach|director|contact|padre|madre|mère|père)['’s]*[ \t]*(?:name)?[ \t]*[:：–|-][ \t]*$/iu;
var COACH_GREETING = /^[ \t]*(?:(?:hi|hello|hey|dear)[ \t]+)?coach[ \t]*[-–—:][ \t]*$/iu;
var MAX_GREETING_LENGTH = 24;
function greetsTheCoach(context, offset) {
  return offset - context.bodyStart <= MAX_GREETING_LENGTH && COACH_GREETING.test(context.text.slice(context.bodyStart, offset));
}
var TEAM_OR_PLACE_LABEL = /(?:^|[|•·;\n])[ \t*•-]*(?:club(?:[ \t]+team)?|team|travel(?:[ \t]+team)?|aau|high[ \t]+school|h\.?s\.?|school|home[ \t]*town|city|home)[ \t]*[:：–|][ \t]*$/iu;
var CLASS_AND_CODE_BEFORE = /(?<![\p{L}\d])20[2-3]\d[ \t]+(?:OH|MB|RS|OPP|DS|L\/DS|L|S|SS|OF|C|P|UT|[1-3]B|LHP|RHP|GK)[ \t]*[,:–—-]?[ \t]*$/u;
var POSITION_WORDS = String.raw`(?:setter|outside(?: hitter)?|middle(?: blocker)?|libero|opposite|right side|pitcher|catcher|shortstop|outfielder|infielder|utility|${ATHLETE_NOUNS})`;
var CLASS_AND_POSITION_BEFORE = new RegExp(
  String.raw`(?<![\p{L}\d])20[2-3]\d[ \t]+${POSITION_WORDS}[ \t]*[,:–—-]?[ \t]*$`,
  "iu"
);
var POSITION_LEADING_ITEM = new RegExp(
  String.raw`(?:[:;,][ \t]*|(?<![\p{L}])(?:and|&)[ \t]+|(?<![\p{L}])an?[ \t]+(?:(?:20[2-3]\d|senior|junior|sophomore|freshman)[ \t]+)?(?=[\p{L} ]+,[ \t]*$))${POSITION_WORDS}(?:[ \t]+|[ \t]*,[ \t]*)$`,
  "iu"
);
var OWN_POSITION_BEFORE = new RegExp(String.raw`(?<![\p{L}])(?:(?:her|our|my|his|their)[ \t]+)?(?:(?:20[2-3]\d|senior|junior|sophomore|freshman)[ \t]+)?${POSITION_WORDS}[ \t]+$`, "iu");
function descriptionStart(text, offset) {
  const windowStart = Math.max(0, offset - 40);
  const before = text.slice(windowStart, offset);
  const lead = CLASS_AND_CODE_BEFORE.exec(before) ?? OWN_POSITION_BEFORE.exec(before);
  return lead ? windowStart + lead.index : offset;
}
function describedBefore(text, offset) {
  const before = text.slice(Math.max(0, offset - 40), offset);
  return CLASS_AND_CODE_BEFORE.test(before) || caselessTest(CLASS_AND_POSITION_BEFORE, before) || caselessTest(POSITION_LEADING_ITEM, before);
}
var JOINED_NAMES = /^[ \t]*(?:,[ \t]*(?:and[ \t]+|&[ \t]*)?|and[ \t]+|&[ \t]*)$/u;
var SENTENCE_ABOUT_NAME = /^[ \t]+(?:is|has|was|plays)\b[^.!?\n]{0,120}[.!?][ \t]+/u;
var OPENS_WITH_NAME = new RegExp("^\\p{Lu}[\\p{L}'\u2019-]+[ \\t]+\\p{Lu}[\\p{L}'\u2019-]+", "u");
function describedNextSentence(text, end) {
  const sentence = SENTENCE_ABOUT_NAME.exec(text.slice(end, end + 160));
  if (!sentence) return false;
  const next = text.slice(end + sentence[0].length, end + sentence[0].length + 90);
  return !OPENS_WITH_NAME.test(next) && ATHLETE_MARKER.test(next);
}
var nameCandidates = rememberPer(readNameCandidates);
var selfIntroduced = /* @__PURE__ */ new WeakSet();
function writerIntroducesHerself(context) {
  return nameCandidates(context).some((candidate) => selfIntroduced.has(candidate) && isWritersName(candidate.value, context));
}
function readNameCandidates(context) {
  const { text } = context;
  const candidates = [];
  const add = (offset, confidence, rule = {}) => {
    const before = text.slice(Math.max(0, offset - 30), offset);
    if (caselessTest(TITLE_BEFORE, before) || caselessTest(PARENT_OR_COACH_LABEL, before) && !greetsTheCoach(context, offset) || caselessTest(TEAM_OR_PLACE_LABEL, before) || caselessTest(EXAMPLE_BEFORE, before) || context.role === "athlete" && caselessTest(OTHER_PLAYER_BEFORE, before)) return null;
    const read2 = (rule.surnameFirst ? readSurnameFirst(text, offset) : null) ?? readName(text, offset, context.lowercase || confidence >= 0.9, context.doubleSurnames) ?? (rule.athleteOnly ? lowercaseWritersName(context, offset) : null);
    if (!read2 || isNotAthlete(read2.name, context) || inStreetAddress(text, offset)) return null;
    if (rule.athleteOnly && PARENT_APPOSITION.test(text.slice(read2.end, read2.end + 40))) return null;
    const candidate = { value: surnameOfTwoWords(context, text.slice(offset, read2.end)) ?? read2.name, confidence, start: offset, end: read2.end };
    candidates.push(candidate);
    return candidate;
  };
  const ruleWords = [];
  for (const rule of NAME_RULES) {
    if (rule.athleteOnly && context.role !== "athlete" || rule.othersOnly && context.role === "athlete") continue;
    const fast = caseless(rule.pattern, text);
    for (const match of matchesOf(fast.pattern, fast.text)) {
      ruleWords.push({ start: match.index, end: match.index + match[0].length });
      const candidate = add(match.index + match[0].length, rule.confidence, rule);
      if (candidate && rule.namesSeveral) candidates.push(...secondFirstName(text, candidate));
      if (!candidate || !rule.athleteOnly || rule.namesWriterUnsurely) continue;
      selfIntroduced.add(candidate);
      if (isWritersName(candidate.value, context)) candidate.confidence = Math.max(candidate.confidence, SELF_INTRODUCED_WRITER);
    }
  }
  let clubs = null;
  const clubsOf = () => clubs ??= clubCandidates(text, context.lowercase);
  const insideClub = (offset, end) => {
    const after = text.slice(end, end + 8);
    if (!YEAR_RIGHT_AFTER.test(after) && !POSSESSIVE_RIGHT_AFTER.test(after)) return false;
    const words = `${fold(text.slice(offset, end))} `;
    return clubsOf().some((club) => offset < club.end && end > club.start || fold(club.value).startsWith(words));
  };
  const inRuleWords = (offset) => ruleWords.some((words) => offset >= words.start && offset < words.end);
  const fullNames = capitalisedFullNames(text).filter(
    ({ offset, end }) => !PLACE_BEFORE.test(text.slice(Math.max(0, offset - 12), offset)) && !EVENT_BEFORE2.test(text.slice(Math.max(0, offset - 48), offset)) && !DATED_LABEL_AFTER.test(text.slice(end, end + 16)) && !insideClub(offset, end) && !inRuleWords(offset)
  );
  for (const { offset, end } of fullNames) {
    const after = text.slice(end, end + 30);
    if (/^[ \t]*(?:#[ \t]?\d{1,2}\b[ \t]*)?(?:here\b[ \t]*)?(?:[(,|•·–—-][ \t]*(?:an?[ \t]+)?|\bis an?\b[ \t]*)?(?:(?:class(?: of)?|grad(?:uation)?(?: year)?|c\/o)[ \t]*:?[ \t]*)?(?:['’]\d{2}\b|20[2-3]\d\b)/iu.test(after)) add(offset, 0.8);
  }
  if (context.role !== "athlete") {
    const introduced = /* @__PURE__ */ new Set();
    for (const name of fullNames) {
      const { offset, end } = name;
      if (ORGANISATION_AFTER.test(text.slice(end, end + 20))) continue;
      if (introducedHere(text, end)) {
        if (add(offset, 0.7)) introduced.add(name);
      } else if (describedBefore(text, offset) || describedNextSentence(text, end) || describedLater(text, offset, end)) {
        const candidate = add(offset, 0.7);
        if (candidate) {
          describedApart.add(candidate);
          introduced.add(name);
        }
      }
    }
    for (const [index, name] of fullNames.entries()) {
      if (introduced.has(name)) continue;
      const previous = fullNames[index - 1];
      const next = fullNames[index + 1];
      const joined = previous && introduced.has(previous) && JOINED_NAMES.test(text.slice(previous.end, name.offset)) || next && introduced.has(next) && JOINED_NAMES.test(text.slice(name.end, next.offset));
      if (!joined || ORGANISATION_AFTER.test(text.slice(name.end, name.end + 20))) continue;
      const candidate = add(name.offset, 0.7);
      if (candidate) describedApart.add(candidate);
    }
    markSharedDescriptions(text, fullNames, candidates);
  }
  for (const lead of matchesOf(LINE_LEAD, text)) {
    const offset = lead.index + lead[0].length;
    const read2 = readSurnameFirst(text, offset);
    if (read2 && introducedHere(text, read2.end)) add(offset, 0.7, { surnameFirst: true });
  }
  candidates.push(...sharedSurnameCandidates(text, candidates), ...sistersByFamilyName(text), ...nameColumnCandidates(text), ...childOfWriter(context));
  signatureCandidates(context, add);
  candidates.push(...initialledSignOff(context, candidates));
  if (context.role === "athlete") {
    const { start, end } = context.signature ?? { start: 0, end: 0 };
    for (const name of fullNames) {
      const inSignature = name.offset >= start && name.offset < end;
      if (inSignature && introducedHere(text, name.end) || name.offset >= context.bodyStart && headsProfile(text, name)) add(name.offset, 0.8);
    }
  }
  subjectCandidate(context, add);
  const fromHeader = writerCandidate(context, candidates);
  if (fromHeader) {
    candidates.push(fromHeader);
    signedAsSent(context, fromHeader, candidates);
  }
  return candidates;
}
var SIGNED_AS_SENT = 0.85;
function signedAsSent(context, fromHeader, candidates) {
  const { signature } = context;
  if (!signature || !fromHeader.value.last) return;
  const sent = fold(`${fromHeader.value.first} ${fromHeader.value.last}`);
  for (const candidate of candidates) {
    const signed = candidate.start >= signature.start && candidate.start < signature.end && candidate.value.last && fold(`${candidate.value.first} ${candidate.value.last}`) === sent;
    if (signed) candidate.confidence = Math.max(candidate.confidence, SIGNED_AS_SENT);
  }
}
var STREET_TYPE = String.raw`(?:Rd|Road|St|Street|Ave|Avenue|Dr|Drive|Blvd|Boulevard|Ln|Lane|Way|Ct|Court|Pkwy|Parkway|Hwy|Highway|Pike|Cir|Circle|Pl|Place|Trl|Trail|Ter|Terrace)`;
var HOUSE_NUMBER_BEFORE = new RegExp("(?:^|[\\n,;|\u2022])[ \\t]*\\d{1,6}[ \\t]+(?:[NSEW]\\.?[ \\t]+)?(?:\\p{Lu}[\\p{L}'\u2019-]*[ \\t]+){0,3}$", "u");
var STREET_TYPE_AHEAD = new RegExp(String.raw`^(?:\p{Lu}[\p{L}'’-]*[ \t]+){0,3}${STREET_TYPE}\b`, "u");
function inStreetAddress(text, offset) {
  return HOUSE_NUMBER_BEFORE.test(text.slice(Math.max(0, offset - 60), offset)) && STREET_TYPE_AHEAD.test(text.slice(offset, offset + 60));
}
var describedApart = /* @__PURE__ */ new WeakSet();
function isDescribedApart(candidate) {
  return describedApart.has(candidate);
}
var BOTH_AFTER = /^[ \t]*,?[ \t]*(?:(?:who[ \t]+)?(?:are|were)[ \t]+)?both\b|^[ \t]*,[ \t]*(?:seniors|juniors|sophomores|freshmen|teammates)\b/iu;
var AND_BETWEEN = /^[ \t]+(?:and|&)[ \t]+$/u;
function markSharedDescriptions(text, fullNames, candidates) {
  for (const [index, first] of fullNames.entries()) {
    const second = fullNames[index + 1];
    if (!second || !AND_BETWEEN.test(text.slice(first.end, second.offset)) || !BOTH_AFTER.test(text.slice(second.end, second.end + 40))) continue;
    for (const candidate of candidates) if (candidate.start === first.offset || candidate.start === second.offset) namedJointly.add(candidate);
  }
}
var FIRST_NAME_AND = new RegExp("(?<![\\p{L}'\u2019-])(\\p{Lu}[\\p{L}'\u2019-]+)[ \\t]+(?:and|&|y|et|und|e)[ \\t]+$", "u");
var namedJointly = /* @__PURE__ */ new WeakSet();
function isNamedJointly(candidate) {
  return namedJointly.has(candidate);
}
var FIRST_NAME_HEADER = /^first[ \t]*(?:name)?$/iu;
var LAST_NAME_HEADER = /^(?:last[ \t]*(?:name)?|surname)$/iu;
var FIRST_NAME_COLUMN = /(?:^|[|\t])[ \t]*first[ \t]*(?:name)?[ \t]*[|\t]/imu;
var NAME_CELL = new RegExp("^\\p{Lu}[\\p{L}'\u2019-]+$", "u");
function nameColumnCandidates(text) {
  const found = [];
  if (!FIRST_NAME_COLUMN.test(text)) return found;
  let columns = null;
  for (let lineStart = 0; lineStart < text.length; ) {
    const newline = text.indexOf("\n", lineStart);
    const lineEnd = newline === -1 ? text.length : newline;
    const cells = /[|\t]/u.test(text.slice(lineStart, lineEnd)) ? tableCells(text, lineStart, lineEnd) : [];
    const first = cells.findIndex((cell) => FIRST_NAME_HEADER.test(cell.value));
    const last = cells.findIndex((cell) => LAST_NAME_HEADER.test(cell.value));
    if (first >= 0 && last >= 0) {
      columns = { first, last, count: cells.length };
    } else if (columns && cells.length === columns.count) {
      const [given, family] = [cells[columns.first], cells[columns.last]];
      if (NAME_CELL.test(given.value) && NAME_CELL.test(family.value) && !NON_NAME_WORDS.has(fold(given.value)) && !NON_NAME_WORDS.has(fold(family.value))) {
        found.push({ value: { first: nameCase(given.value), last: nameCase(family.value) }, confidence: 0.95, start: Math.min(given.start, family.start), end: Math.max(given.end, family.end) });
      }
    } else if (text.slice(lineStart, lineEnd).trim() !== "") {
      columns = null;
    }
    lineStart = lineEnd + 1;
  }
  return found;
}
var SISTERS_BY_FAMILY = new RegExp("\\bthe[ \\t]+(\\p{Lu}[\\p{L}'\u2019-]+)[ \\t]+(?:twins|sisters|girls)[ \\t]*[,:(\u2013\u2014-]?[ \\t]*(\\p{Lu}[\\p{L}'\u2019-]+)[ \\t]+(?:and|&)[ \\t]+(\\p{Lu}[\\p{L}'\u2019-]+)", "dgu");
function sistersByFamilyName(text) {
  const sisters = [];
  for (const match of matchesOf(SISTERS_BY_FAMILY, text)) {
    const family = match[1];
    if ([family, match[2], match[3]].some((word) => NON_NAME_WORDS.has(fold(word)))) continue;
    for (const group of [2, 3]) {
      const [start, end] = match.indices[group];
      const sister = { value: { first: nameCase(match[group]), last: nameCase(family) }, confidence: 0.85, start, end };
      namedJointly.add(sister);
      sisters.push(sister);
    }
  }
  return sisters;
}
var PARENT_WORDS = "dad|mom|mum|father|mother|parents?|stepdad|stepmom|stepfather|stepmother|grandma|grandmother|grandpa|grandfather|guardian";
var PARENT_APPOSITION = new RegExp(`^[ \\t]*[,(\u2013\u2014-]?[ \\t]*(?:\\p{Lu}[\\p{L}'\u2019-]+['\u2019]s[ \\t]+(?:${PARENT_WORDS})\\b|(?:the[ \\t]+)?(?:${PARENT_WORDS})[ \\t]+of\\b)`, "iu");
var CHILD_OF_WRITER = new RegExp(`(?<![\\p{L}'\u2019-])(\\p{Lu}[\\p{L}'\u2019-]+)['\u2019]s[ \\t]+(?:${PARENT_WORDS})\\b`, "gu");
var CAPITALISED_WORD_BEFORE = new RegExp("(?<![\\p{L}'\u2019-])(\\p{Lu}[\\p{L}'\u2019-]*)[ \\t]$", "u");
function namesChildOfWriter(text, first) {
  return [...text.matchAll(CHILD_OF_WRITER)].some((match) => fold(match[1]) === fold(first));
}
function childOfWriter(context) {
  if (context.role === "athlete") return [];
  const family = writersDisplayName(context);
  const found = [];
  for (const match of matchesOf(CHILD_OF_WRITER, context.text)) {
    const first = match[1];
    const wordBefore = CAPITALISED_WORD_BEFORE.exec(context.text.slice(Math.max(0, match.index - 30), match.index))?.[1];
    if (NON_NAME_WORDS.has(fold(first)) || wordBefore && !NON_NAME_WORDS.has(fold(wordBefore))) continue;
    const onChildsAccount = family !== null && fold(family.first) === fold(first);
    found.push({ value: { first: nameCase(first), last: family?.last ?? null }, confidence: onChildsAccount ? 0.85 : 0.8, start: match.index, end: match.index + first.length });
  }
  return found;
}
var AND_FIRST_NAME = new RegExp("^[ \\t]+(?:and|&)[ \\t]+(\\p{Lu}[\\p{L}'\u2019-]+)(?![\\p{L}'\u2019-])", "u");
function secondFirstName(text, candidate) {
  if (candidate.value.last) return [];
  const joined = AND_FIRST_NAME.exec(text.slice(candidate.end, candidate.end + 40));
  const second = joined?.[1];
  if (!second || NON_NAME_WORDS.has(fold(second)) || readName(text, candidate.end + joined[0].length - second.length, false)?.name.last) return [];
  const start = candidate.end + joined[0].length - second.length;
  const sister = { value: { first: nameCase(second), last: null }, confidence: candidate.confidence, start, end: start + second.length };
  namedJointly.add(candidate);
  namedJointly.add(sister);
  return [sister];
}
function sharedSurnameCandidates(text, candidates) {
  const added = [];
  for (const candidate of candidates) {
    if (!candidate.value.last || candidate.end <= candidate.start) continue;
    const joined = FIRST_NAME_AND.exec(text.slice(Math.max(0, candidate.start - 40), candidate.start));
    const first = joined?.[1];
    if (!first || NON_NAME_WORDS.has(fold(first)) || fold(first) === fold(candidate.value.first)) continue;
    const start = candidate.start - joined[0].length;
    const wordBefore = CAPITALISED_WORD_BEFORE.exec(text.slice(Math.max(0, start - 30), start))?.[1];
    if (wordBefore && !NON_NAME_WORDS.has(fold(wordBefore))) continue;
    const sister = { value: { first: nameCase(first), last: candidate.value.last }, confidence: candidate.confidence, start, end: start + first.length };
    namedJointly.add(candidate);
    namedJointly.add(sister);
    added.push(sister);
  }
  return added;
}
var MAX_FIRST_NAME_MENTIONS = 3;
var NEXT_SENTENCE_PRONOUN = /^[^.!?\n]{0,120}[.!?][ \t]+(?:she|he)\b/iu;
function describedLater(text, offset, end) {
  const pronoun = NEXT_SENTENCE_PRONOUN.exec(text.slice(end, end + 160));
  const nearerName = pronoun !== null && capitalisedFullNames(text).some((name) => name.offset > end && name.offset < end + pronoun[0].length);
  if (pronoun && !nearerName && introducedHere(text, end + pronoun[0].length)) return true;
  const first = /^[\p{L}'’-]+/u.exec(text.slice(offset, end))?.[0];
  if (!first || first.length < 3) return false;
  return wordOffsets(text, first, end, MAX_FIRST_NAME_MENTIONS, /^[\p{L}'’]/u).some((at) => introducedHere(text, at + first.length));
}
var capitalisedFullNames = rememberLast(readFullNames);
function readFullNames(text) {
  const found = [];
  for (const match of matchesOf(new RegExp(`(?<=^|[\\s(:;,.!?*\u2022"]|(?<![\\p{L}])['-])(?=\\p{Lu})`, "gmu"), text)) {
    const previous = found[found.length - 1];
    if (previous && match.index < previous.end) continue;
    const read2 = readName(text, match.index, false);
    if (read2?.name.last && !namesASport(text.slice(match.index, read2.end))) found.push({ offset: match.index, end: read2.end });
  }
  return found;
}
function signatureCandidates(context, add) {
  if (!context.signature) return;
  const block = context.text.slice(context.signature.start, context.signature.end);
  const firstLine = /[^\s\-–—~*]/u.exec(block);
  if (!firstLine) return;
  const offset = context.signature.start + firstLine.index;
  const line = context.text.slice(offset, context.text.indexOf("\n", offset) === -1 ? void 0 : context.text.indexOf("\n", offset));
  const athleteLine = /(?:20[2-3]\d|class of|\bc\/o\b|\bOH\b|\bMB\b|\bsetter\b|\blibero\b|\bpitcher\b|\bcatcher\b|#\d)/iu.test(block.slice(0, 200));
  if (context.role === "athlete") add(offset, 0.8);
  else if (athleteLine && !/\b(?:coach|director|mom|dad|parent|mother|father)\b/iu.test(line)) add(offset, 0.55);
}
var INITIAL_AND_SURNAME = new RegExp("^[ \\t]*[-\u2013\u2014~]?[ \\t]*(\\p{Lu})\\.?[ \\t]+(\\p{Lu}[\\p{L}'\u2019-]+)[ \\t]*$", "mu");
function initialledSignOff(context, candidates) {
  if (context.role !== "athlete" || !context.signature) return [];
  const signed = INITIAL_AND_SURNAME.exec(context.text.slice(context.signature.start, Math.min(context.signature.end, context.signature.start + 80)));
  if (!signed || NON_NAME_WORDS.has(fold(signed[2]))) return [];
  const given = candidates.find((candidate) => !candidate.value.last && fold(candidate.value.first).startsWith(fold(signed[1])));
  if (!given) return [];
  const start = context.signature.start + signed.index + signed[0].indexOf(signed[1]);
  return [{ value: { first: given.value.first, last: nameCase(signed[2]) }, confidence: 0.8, start, end: context.signature.start + signed.index + signed[0].trimEnd().length }];
}
var SUBJECT_ABOUT_ATHLETE = /\b(?:recruit\w*|prospect\w*|athlete|player|class|introduc\w*|recommend\w*|profile|video|film|highlights?|interest\w*|update|info\w*|commit\w*)\b/iu;
var SUBJECT_ABOUT_HER = /^(?:update|updates|profile|introduction|intro|highlights?|video|film|schedule|stats|info|information|recruiting)$/iu;
var SUBJECT_DETAILS = /^(?:(?:20[2-3]\d|[4-7]['’′][ \t]?\d{1,2}["”]?|OH|MB|RS|OPP|DS|L\/DS|S|L|SS|OF|RHP|LHP|UT|C|P|[1-3]B|GK)(?:[ \t]*\/[ \t]*|[ \t]+|$))+$/u;
var SUBJECT_DETAILS_LEAD = /^\s*(?:(?:20[2-3]\d|[4-7]['’′][ \t]?\d{1,2}["”]?|OH|MB|RS|OPP|DS|L\/DS|S|L|SS|OF|RHP|LHP|UT|C|P|[1-3]B|GK)[ \t]+)*/u;
function subjectCandidate(context, add) {
  const subject = context.text.slice(0, Math.max(0, context.bodyStart - 2));
  const segments = [...matchesOf(/(?:[^|–—:,()/-]|(?<=\b[A-Z1-3]{1,3})\/(?=[A-Z]{1,3}\b))+/gu, subject)].filter((segment) => segment[0].trim() !== "");
  const aboutAthlete = ATHLETE_MARKER.test(subject) || SUBJECT_ABOUT_ATHLETE.test(subject);
  for (const segment of segments) {
    const offset = segment.index + (SUBJECT_DETAILS_LEAD.exec(segment[0])?.[0].length ?? 0);
    if (aboutAthlete && readSurnameFirst(context.text, offset)) {
      add(offset, 0.65, { surnameFirst: true });
      continue;
    }
    const read2 = readName(context.text, offset, false);
    const rest = subject.slice(read2?.end ?? 0, segment.index + segment[0].length).trim();
    if (!read2?.name.last || rest !== "" && !SUBJECT_ABOUT_HER.test(rest) && !SUBJECT_DETAILS.test(rest) || namesASport(context.text.slice(offset, read2.end))) continue;
    const others = segments.filter((other) => other !== segment).map((other) => other[0]);
    if (others.length === 0 || rest !== "" || others.some((other) => ATHLETE_MARKER.test(other) || SUBJECT_ABOUT_ATHLETE.test(other))) add(offset, 0.65);
  }
}
var SPORT_NAMED = new RegExp([`\\b(?:${SPORTS.join("|")})\\b`, ...SPORTS.map((sport) => SPORT_WORDS[sport].source)].join("|"), "iu");
function namesASport(words) {
  return caselessTest(SPORT_NAMED, fold(words));
}
var SELF_INTRODUCED_WRITER = 0.95;
function isWritersName(name, context) {
  const writerFirst = fold(context.writer?.name ?? "").split(/[\s,]+/u).find((word) => word.length >= 2);
  return writerFirst !== void 0 && samePersonFirst(writerFirst, fold(name.first));
}
function lowercaseWritersName(context, offset) {
  const read2 = readName(context.text, offset, true, context.doubleSurnames);
  const writerLast = writersDisplayName(context)?.last;
  return read2?.name.last && writerLast && fold(read2.name.last) === fold(writerLast) ? read2 : null;
}
function writersDisplayName(context) {
  if (!context.writer?.name) return null;
  const shown = context.writer.name.replace(/^"|"$/gu, "").trim();
  const read2 = (readSurnameFirst(shown, 0) ?? readName(shown, 0, true))?.name ?? null;
  return read2?.last ? read2 : wordNameWrittenOut(shown, context.text) ?? read2;
}
var THREE_NAME_WORDS = new RegExp("^(\\p{Lu}[\\p{L}'\u2019-]+)[ \\t]+(\\p{Lu}[\\p{L}'\u2019-]+)[ \\t]+(\\p{Lu}[\\p{L}'\u2019-]+)$", "u");
function surnameOfTwoWords(context, written) {
  const words = THREE_NAME_WORDS.exec(written.trim());
  if (!words || !context.writer) return null;
  const [first, surname, secondSurname] = [words[1], words[2], words[3]];
  const shown = fold(context.writer.name ?? "").split(/\s+/u);
  const local = fold(context.writer.address?.split("@")[0] ?? "").replace(/[^a-z]/g, "");
  const sentUnder = shown.length === 2 && shown[0] === fold(first) && shown[1] === fold(surname);
  return sentUnder || local.includes(fold(surname + secondSurname).replace(/[^a-z]/g, "")) ? { first: nameCase(first), last: `${nameCase(surname)} ${nameCase(secondSurname)}` } : null;
}
var TWO_CAPITALISED_WORDS = new RegExp("^(\\p{Lu}[\\p{L}'\u2019-]+)[ \\t]+(\\p{Lu}[\\p{L}'\u2019-]+)$", "u");
function wordNameWrittenOut(shown, text) {
  const words = TWO_CAPITALISED_WORDS.exec(shown);
  if (!words || NON_NAME_WORDS.has(fold(words[2]))) return null;
  const writtenOut = new RegExp(`(?<![\\p{L}'\u2019-])${words[1]}[ \\t]+${words[2]}(?![\\p{L}'\u2019-])`, "u");
  return writtenOut.test(text) ? { first: words[1], last: words[2] } : null;
}
var FAMILY_SIGN_OFF = new RegExp("^[ \\t]*(?:\\p{Lu}[\\p{L}'\u2019-]+[ \\t]+(?:and|&)[ \\t]+\\p{Lu}[\\p{L}'\u2019-]+[ \\t]+(\\p{Lu}[\\p{L}'\u2019-]+)|the[ \\t]+(\\p{Lu}[\\p{L}'\u2019-]+?)(?:[ \\t]+family|s))[ \\t]*$", "dimu");
function familySignedIn(text) {
  const signed = FAMILY_SIGN_OFF.exec(text);
  const group = signed ? signed[1] !== void 0 ? 1 : 2 : 0;
  if (!signed || NON_NAME_WORDS.has(fold(signed[group]))) return null;
  const [start, end] = signed.indices[group];
  return { surname: nameCase(signed[group]), start, end };
}
function familySurname(context, hasOwnAddress) {
  if (context.role !== "parent") return null;
  const { signature, writer } = context;
  const signed = signature ? familySignedIn(context.text.slice(signature.start, Math.min(signature.end, signature.start + 200))) : null;
  if (signed) return { value: signed.surname, confidence: 0.6, start: signature.start + signed.start, end: signature.start + signed.end };
  const sentUnder = writer?.name ? familySignedIn(writer.name.replace(/^"|"$/gu, "")) : null;
  if (sentUnder) return { value: sentUnder.surname, confidence: 0.6, start: 0, end: 0, header: headerLine(writer) };
  const parent = hasOwnAddress ? null : writersDisplayName(context)?.last;
  return parent ? { value: parent, confidence: 0.5, start: 0, end: 0, header: headerLine(writer) } : null;
}
var NAME_ADDRESS = /^([a-z]{3,20})[._-]([a-z]{3,20})(?:[._-]?\d{1,4})?@/u;
function addressName(context, shown) {
  const spelt = NAME_ADDRESS.exec(context.writer?.address?.toLowerCase() ?? "");
  if (!spelt || [spelt[1], spelt[2]].some((word) => NON_NAME_WORDS.has(word) || namesASport(word))) return null;
  const name = { first: nameCase(spelt[1]), last: nameCase(spelt[2]) };
  if (shown && fold(shown.first) !== spelt[1] || isNotAthlete(name, context)) return null;
  return { value: name, confidence: 0.5, start: 0, end: 0, header: headerLine(context.writer) };
}
function writerCandidate(context, candidates) {
  if (context.role !== "athlete" || !context.writer) return null;
  const read2 = writersDisplayName(context);
  if (!read2?.last) return addressName(context, read2);
  if (isNotAthlete(read2, context)) return null;
  const directoryName = context.writer.name.includes(",");
  if (directoryName && !candidates.some((candidate) => !candidate.value.last && fold(candidate.value.first) === fold(read2.first))) return null;
  const local = fold(context.writer.address?.split("@")[0] ?? "");
  const agrees = local.includes(fold(read2.first)) || local.includes(fold(read2.last).replace(/\s/g, ""));
  return { value: read2, confidence: agrees ? 0.75 : 0.6, start: 0, end: 0, header: headerLine(context.writer) };
}
function headerLine(writer) {
  return `From: ${[writer.name, writer.address ? `<${writer.address}>` : null].filter(Boolean).join(" ")}`;
}
function isNotAthlete(name, context) {
  const full = fold(`${name.first} ${name.last ?? ""}`).trim();
  const compact = full.replace(/[^a-z]/g, "");
  if (name.last && [...context.notAthlete.addresses].some((address) => (address.split("@")[1] ?? "").replace(/[^a-z]/g, "").includes(compact))) return true;
  for (const other of context.notAthlete.names) {
    if (other === full || name.last && other.endsWith(` ${fold(name.last)}`) && other.startsWith(fold(name.first))) return true;
  }
  return false;
}
function chooseName(candidates) {
  const winner = best(candidates);
  if (!winner || winner.value.last) return winner;
  const first = fold(winner.value.first);
  const full = best(candidates.filter((candidate) => candidate.value.last && samePersonFirst(first, fold(candidate.value.first))));
  return full ? { ...winner, value: { first: full.value.first, last: full.value.last } } : winner;
}
function samePersonFirst(short, other) {
  return short === other || short.length >= 3 && other.startsWith(short) || areNicknames(short, other) || shortened(short, other);
}
function shortened(short, other) {
  const stem = new RegExp("^(\\p{L}{3,}?)(?:ie|y|i)$", "u").exec(short)?.[1];
  return stem !== void 0 && other.length > short.length - 1 && other.startsWith(stem) && other !== short;
}

// ../machines/shared/email.ts
var TOP_LEVEL_LABEL = new RegExp("^(?:\\p{L}[\\p{L}\\p{M}]+|xn--[a-z0-9-]+)$", "u");
function isEduAddress(address) {
  return /\.edu$/iu.test(address);
}

// src/pipeline/classify/senderRole.ts
var SERVICE = /\b(?:scouting|premium (?:membership|access)|coach account|ncsa|next college student athlete|sportsrecruits|sports recruits|fieldlevel|field level|captain ?u|berecruited|be recruited|recruiting service|(?:head |senior |lead )?recruiting coach|scouting (?:service|report)|recruiting (?:coordinator|specialist)(?![^.\n]{0,40}\b(?:vbc|vc|club|juniors|fc|sc|1\d(?:u|s)?)\b)|(?:college )?recruiting (?:consultant|advisor|adviser|agent|agency|firm)|prep ?star|student[- ]athlete advisor|on behalf of (?:our|my) (?:client|athlete|family)|(?:college|university) placement(?: (?:advisor|adviser|consultant|agency|service|specialist)s?)?|we (?:represent|place|help) (?:student[- ]athletes|athletes|players)|(?:somos una|nuestra|una) agencia|(?:uma|nossa|somos uma) agência|(?:une|notre|nous sommes une) agence|(?:eine|unsere|wir sind eine) agentur|(?:un['’]|la nostra|siamo un['’]) ?agenzia|wir vermitteln|vermitteln (?:sport)?stipendien)\b/giu;
var SERVICE_DOMAINS = /@(?:[\w-]+\.)*(?:ncsasports\.org|sportsrecruits\.com|fieldlevel\.com|captainu\.com|berecruited\.com|prepstar\.com|[\w-]*recruit[\w-]*\.(?!edu$)[a-z]{2,})$/iu;
var PARENT = new RegExp("\\b(?:my|our)(?: (?:older|younger|oldest|youngest|middle|twin|other))? (?:(?:step-?)?(?:daughter|son)|child|kid|granddaughter|grandson|daughters|kids|twins)\\b(?!['\u2019]s (?:(?:club|school|high school|former|old|best) )?(?:teammates?|friends?|classmates?))|(?<!\\b(?:my|her|his|your|their|our|a|the) )\\b(?:mom|mum|dad) (?:is (?:doing|writing|sending|following|reaching)|here\\b)|\\b(?:mam[a\xE1]|pap[a\xE1]|madre|padre|m[\xE3a]e|pai|maman|papa|m[\xE8e]re|p[\xE8e]re|padrast(?:r)?o|madrast(?:r)?a|beau-p[\xE8e]re|belle-m[\xE8e]re|abuel[oa]|av[\xF3\xF4]|grand-m[\xE8e]re|grand-p[\xE8e]re) d[eoa]s?\\b|\\b(?:mutter|vater|oma|opa|gro\xDFmutter|gro\xDFvater|stiefvater|stiefmutter) von\\b|\\b(?:mamma|madre|padre|pap[\xE0a]|nonn[oa]|patrigno|matrigna) di\\b|\\b(?:minha|nossa) filha\\b|\\b(?:meine|unsere) tochter\\b|\\b(?:mom|dad|mother|father|parents?|guardian|grand(?:ma|mother|pa|father|parents?)|step-?(?:mom|dad|mother|father)) of\\b|\\b(?:mi|nuestra) hija\\b|\\b(?:ma|notre) fille\\b|\\bsoy (?:la )?(?:mam[a\xE1]|madre|pap[a\xE1]|padre)\\b|\\bje suis (?:la )?(?:m[\xE8e]re|le p[\xE8e]re)\\b|\\bas (?:her|his) (?:mom|dad|mother|father|parents?)\\b|^[ \\t]*\\p{L}+['\u2019]s (?:mom|dad|mum|mother|father|parents|grandma|grandmother|grandpa|grandfather|guardian)[ \\t]*$|\\b(?:my|our)[ \\t]+(?:girls|boys|kids|children)[ \\t]+(?:are|were)[ \\t]+\\d{1,2}\\b|\\b(?:this is|i['\u2019]m|i am|it['\u2019]s)[ \\t]+(?:\\p{L}+[ \\t]+)?\\p{L}+['\u2019]s?[ \\t]+(?:mom|dad|mum|mother|father|parents?|grandma|grandmother|grandpa|grandfather|guardian|step-?mom|step-?dad|step-?mother|step-?father)\\b|\\b(?:i['\u2019]m|i am)[ \\t]+(?:her|his)[ \\t]+(?:step-?(?:mom|dad|mother|father|parent)|(?:legal[ \\t]+)?guardian)\\b|\\b(?:i['\u2019]m|i am)[ \\t]+(?:\\p{L}+[ \\t]+)?\\p{L}+['\u2019]s?[ \\t]+legal[ \\t]+guardian\\b", "gimu");
var COACH = /\b(?:i coach|i(?:'m| am) (?:the |her |his )?(?:head |assistant |club |high school |hs )?coach|i(?:'m| am) (?:the )?(?:club |program |recruiting |technical )?director|head coach (?:at|of|for)|my (?:players?|athletes?|setters?|hitters?|girls)\b(?! (?:profile|card|page|number|id))|one of (?:my|our) (?:players?|athletes?|girls)|one of (?:mine|ours)\b|our \d{2}(?:s|u)?(?: \w+)? (?:team|squad)|(?:plays|played|has played) for me|coached (?:her|him)|as (?:her|his) coach|i(?:'d| would) (?:like to )?recommend|soy (?:su |el |la )?entrenador[a]?|je suis (?:son |sa |l['’])?entra[iî]neur|sou (?:o |a )?(?:seu |sua )?treinador[a]?|ich bin (?:ihr|ihre|der|die) trainer(?:in)?|sono (?:il suo |la sua |l['’])allenat(?:ore|rice)|(?:j['’]entra[iî]ne|entreno a|(?<!mi )alleno|ich trainiere|treino a) [\p{L}'’-]+(?: [\p{L}'’-]+)? (?:depuis|desde|da|seit|h[áa])|(?:of|from) my 1[0-8]s\b(?! (?:season|year|team|club|volleyball|softball))|my 1[0-8]s (?:you|who|that|are|to watch)\b|(?:my|our) (?:best )?(?:1[0-8](?:u|s)|20[2-3]\d) (?:setter|libero|middle|outside|pitcher|catcher|shortstop|pin|ss|oh|mb|keeper|goalkeeper|midfielder|defender|forward|guard|attacker)\b|i(?:'ve| have) coached|(?:she|he) (?:plays|played) (?:for|on) (?:my|our))\b/giu;
var HIGH_SCHOOL_COACH = /\b(?:high school|h\.?s\.?|varsity|jv|athletics? director|director of athletics|activities director|our school|prep|academy|all-(?:conference|state|district|area|region)|district|sectionals?|state (?:tournament|playoffs|finals?|champion\w*)|seniors?|principal|(?:plays|playing|she plays) (?:club|travel ball|summer ball) for|club:)\b/giu;
var CLUB_COACH = /\b(?:club|vbc|vc|juniors|aquatics|swim team|track club|harriers|crew|fc|ecnl|travel|select|director|1[0-9](?:u|s)\b|u-?1[0-9]\b|1[0-8] (?:elite|national|gold|black|red|blue|white|premier))\b/giu;
var SELF_HIGH_SCHOOL = /\b(?:coach|coaching|entrenador[a]?|treinador[a]?|entra[iî]neur(?:e)?|allenat(?:ore|rice))\b[^.\n]{0,40}\b(?:high school|h\.?s\.?|varsity|colegio|colégio|escola|instituto|liceo|lycée)\b|\b(?:my|our) (?:senior|junior|sophomore|freshman)\b(?! (?:group|program|programme|squad|women|girls|crew|development|national|elite))/giu;
var SELF_CLUB = /\b(?:coach|director|coaching)\b[^.\n]{0,40}\b(?:club|vbc|vc|juniors|aquatics|swim team|track club|harriers|crew|fc|ecnl|1[0-9](?:u|s)?|u-?1[0-9])\b/giu;
var ATHLETE = new RegExp(`(?<![\\p{L}])(?:${MY_NAME_IS})(?![\\p{L}])|${/\b(?:i(?:['’]?m| am) (?:a |an )?(?:20\d{2}|class of|junior|senior|sophomore|freshman|\d['’]\d)|i(?:['’]?m| am) [\p{L}'’-]+(?: [\p{L}'’-]+){0,2}, (?:a|an) (?:current |rising )?(?:20\d{2}|(?:junior|senior|sophomore|freshman) (?:at|in|on|and|from)|setter|outside hitter|middle blocker|libero|pitcher|catcher|shortstop|outfielder)|i play|i(?:['’]?m| am) (?:a |an )?(?:\d{1,2}[- ]years?[- ]old )?(?:[a-z-]+ ){0,2}(?:player|athlete|swimmer|diver|runner|sprinter|hurdler|jumper|thrower|golfer|gymnast|rower|wrestler|skier|bowler|goalkeeper|goalie|defenseman|goaltender|midfielder|defender|striker|winger|attacker)|i(?:'m| am) (?:very )?interested in|(?:see|watch|saw|watched|seeing|watching) me (?:play|compete|swim|dive|run|pitch|hit|set|serve)|my (?:highlight|skills|game) (?:video|film|tape)|my (?:club|coach|gpa|stats|schedule|parents?|mom|dad)\b|soy (?:una? )?(?:jugadora|atleta)|je suis (?:une )?(?:joueuse|athl[èe]te))\b/u.source}`, "giu");
var SERVICE_BRANDS = String.raw`(?:ncsa|fieldlevel|field level|sportsrecruits|sports recruits|captain ?u|berecruited|be recruited|prep ?star)(?:[ \t]+recruiting)?`;
var PROFILE_LINK = new RegExp(
  String.raw`\b(?:(?:my|her|his)[ \t]+)?${SERVICE_BRANDS}(?:[ \t]+(?:profile|page|link|account))?[ \t]*[:：-]?[ \t]*(?=https?:\/\/|www\.|$)` + String.raw`|\b(?:my|her|his)[ \t]+${SERVICE_BRANDS}[ \t]+(?:profile|page|link|account)\b|\bhttps?:\/\/\S+|\bwww\.\S+`,
  "gimu"
);
var COACH_TITLE = /^\s*coach\b|\b(?:head|assistant|associate)?\s*(?:volleyball|softball)?\s*coach\s*$|\bentra[iî]neu[rs]e?(?:-chef)?\b|\bentrenador[a]?\b|\bdirector\b/iu;
var CLUB_DOMAIN = /@(?:[\w-]+\.)*(?:[\w-]*(?:vbc|volleyball|volley|softball|juniors|club|elite|academy|fastpitch|select|aquatics|rowing|crew|gymnastics|lightning|thunder|storm|fury|power)[\w-]*|[\w-]+(?:fc|sc|vc))\.(?!edu$)[a-z]{2,}$/iu;
var SCHOOL_DOMAIN = /@(?:[\w-]+\.)*(?:k12\.[a-z.]+|[\w-]*(?:isd|usd|schools?|highschool|district|countryday|academy|prep|catholic|christian)[\w-]*\.[a-z.]+|[\w-]*hs\.[a-z.]+)$/iu;
var ORGANISATION = /\b(?:recruit\w*|prospects?|scouting|network|athletics|reels?|sports|media|events?|league|conference|association|calendar|committee|comitato|comit[ée]|federation|federazione|federaci[óo]n|federa[çc][ãa]o|verband|academy|camps?|classic|team|club|vbc|fc|sc|juniors|boosters?|foundation|membership|awards?|nominations?|vv|tsv|asd|ssd|news|notifications?|support|office|service|desk|center|centre|sales|reservations|hotels?|suites|resorts?|inc|llc|co)\b|\bvia\b/iu;
var SERVICE_NAME = /\b(?:recruit\w*|prospects?|scouting|reels?|network|next level|profiles?)\b/iu;
var CLUB_NAME = /\b(?:vbc|vc|volleyball club|juniors|club|elite|academy|fastpitch|fc|sc)\b/iu;
var CLUB_OWN_NAME = /\b(?:vbc|vc|volleyball club|juniors|club|fc|sc)\b/iu;
var namesClub = (name) => CLUB_OWN_NAME.test(name) && !SERVICE_NAME.test(name);
var SPORT_NAME = String.raw`volleyball|softball|basketball|soccer|lacrosse|field hockey|hockey|swimming|swim(?: (?:&|and) dive)?|diving|track(?: (?:&|and) field)?|cross country|xc|tennis|golf|water polo|rowing|crew|wrestling|gymnastics|bowling`;
var SCHOOL_TEAM2 = String.raw`(?:girls['’]?|boys['’]?)[ \t]+(?:${SPORT_NAME})`;
var SCHOOL_TEAM_LINE = new RegExp(String.raw`^(?=[^\n]{0,70}$)[ \t]*(?:[\p{Lu}][\p{L}.'’-]*[ \t]+){0,4}${SCHOOL_TEAM2}\b[^\n]*$`, "gimu");
var CLUB_TEAM_WORDS = String.raw`club|vbc|vc|juniors|aquatics|fastpitch|1\d(?:u|s|-\d)?`;
var COACHED_ORGANISATION = String.raw`${CLUB_TEAM_WORDS}|swim team|rowing|crew|gymnastics|academy|high school|hs|school|fc|sc|elite|${SPORT_NAME}`;
var SIGNATURE_TITLE = new RegExp(
  String.raw`^[ \t]*(?:(?:head|assistant|associate|club|volleyball|softball|varsity|jv|hs|high school|pitching|girls['’]?|boys['’]?|women['’]?s|men['’]?s|rowing|crew|swim(?:ming)?|diving|track|field|cross country|xc|soccer|lacrosse|hockey|ice|basketball|tennis|golf|water polo|gymnastics|wrestling|distance|sprints?|throws|jumps)(?:[ \t]+&[ \t]+\w+)?[ \t]+)+(?:coach|director)\b(?![ \t]*:)[^\n]*$|^[ \t]*(?:director(?:[ \t]+of[ \t]+coaching)?|president|owner|founder)[ \t]*[,|–-][^\n]*\b(?:vbc|volleyball|softball|club|juniors|fastpitch|aquatics|academy|fc|sc|soccer|lacrosse|hockey|elite)\b[^\n]*$|^[ \t]*director of coaching\b[^\n]*$|^[ \t]*(?:director of athletics|athletics? director|activities director)\b[^\n]*$|^[ \t]*(?:club|program|recruiting|technical) director\b[^\n]*$|^[ \t]*(?:club[ \t]+)?recruiting[ \t]+coordinator[ \t]*[,|–-][^\n]*\b(?:vbc|vc|club|juniors|fc|sc|1\d(?:u|s)?)\b[^\n]*$|^[ \t]*(?:entra[iî]neu[rs]e?(?:-chef)?|entrenador[a]?|treinador[a]?|(?:chef|vereins|jugend)?trainerin|(?:chef|vereins|jugend)trainer|trainer[ \t]+(?:u-?1\d|damen|herren|jugend|weiblich)|allenat(?:ore|rice))\b[^\n]*$|^(?=[^\n]{0,60}$)[ \t]*coach[ \t]*[,|–-][ \t]*[^\n]*\b(?:vbc|volleyball|softball|club|juniors|academy|high school|hs|fastpitch)\b[^\n]*$` + // Any title before "Coach" when an organisation follows it ("Senior Group Coach, Riverbend Aquatics", "Junior Women's Coach,
  // Lake Union Rowing"), not thanks nor someone else's coach ("Thanks Coach, …", "My club coach, …"), nor a service's
  // "Recruiting Coach".
  String.raw`|^(?=[^\n]{0,70}$)[ \t]*(?!(?:thanks?|thank you|hi|hello|hey|dear|my|her|his|our|your)\b)(?:(?!recruiting\b)[\p{L}'’&-]+[ \t]+){1,4}coach[ \t]*[,|–—-][^\n]*\b(?:${COACHED_ORGANISATION})\b[^\n]*$`,
  "gimu"
);
var COACH_NAMED_SIGNOFF = new RegExp(
  String.raw`^(?=[^\n]{0,60}$)[ \t]*coach[ \t]+([\p{L}'’.-]+)[ \t]*[|–—-][ \t]*(?!i\b|i['’])[^\n]*\b(?:${COACHED_ORGANISATION})\b[^\n]*$` + String.raw`|^[ \t]*coach[ \t]+([\p{L}'’-]+)[ \t]*\n(?![^\n]*\b(?:university|college)\b)(?![ \t]*(?:i|i['’]m|my|we|our|thanks?)\b)(?=[\p{L}\d&'’ \t-]{3,50}$)[^\n]*\b(?:${SPORT_NAME}|${CLUB_TEAM_WORDS})\b[^\n]*$`,
  "gimu"
);
function signsAsCoach(words, writerName) {
  const names = new Set(writerName.toLowerCase().split(/[^\p{L}'’-]+/u).filter(Boolean));
  return [...words.matchAll(COACH_NAMED_SIGNOFF)].some((line) => names.has((line[1] ?? line[2] ?? "").toLowerCase()));
}
function senderRole(writersWords, writer) {
  const relayed = relayedPerson(writer);
  const words = withoutQuotedSpeech(relayed ? withoutPlatformFooter(writersWords) : writersWords);
  const count = (pattern) => countMatches(pattern, words);
  const name = relayed ?? writer?.name ?? "";
  const address = relayed ? "" : writer?.address ?? "";
  const titled = COACH_TITLE.test(name) || count(SIGNATURE_TITLE) > 0 || count(SCHOOL_TEAM_LINE) > 0 || /\bsent by coach\b/iu.test(words) || signsAsCoach(words, name);
  const profileLinks = caseless(PROFILE_LINK, words);
  const service = countMatches(SERVICE, profileLinks.text.replace(profileLinks.pattern, " ")) * 2 + (SERVICE_DOMAINS.test(address) ? 3 : 0) + (!titled && ORGANISATION.test(name) && !namesClub(name) && SERVICE_NAME.test(`${name} ${address}`) ? 3 : 0);
  const parent = (count(PARENT) + (signsAsParent(words, name) ? 1 : 0)) * 2;
  const clubAddress = CLUB_DOMAIN.test(address) && !isOrganisation(writer) ? 2 : 0;
  const coach = count(COACH) * 2 + (titled ? 3 : 0) + clubAddress;
  const athlete = count(ATHLETE);
  const coachKind = coach > 0 ? coachRole(words, address) : "club_coach";
  const scores = [
    ["recruiting_service", service],
    ["parent", parent],
    [coachKind, coach],
    ["athlete", athlete]
  ];
  const [role, score] = scores.reduce((top, entry) => entry[1] > top[1] ? entry : top);
  const signals = scores.filter(([, value]) => value > 0).map(([label, value]) => `${label} cues: ${value}`);
  if (score === 0) return { role: null, signals };
  return { role, signals };
}
var FAMILY_LABEL_LINE = /^[ \t]*([\p{L}'’. -]{0,40}?)[ \t]*\((?:(?:her|his|their|proud)[ \t]+)?(?:mom|mum|dad|mother|father|grandma|grandmother|grandpa|grandfather|step-?mom|step-?dad|guardian)\)[ \t]*$/gimu;
function signsAsParent(words, writerName) {
  const writer = writerName.trim().toLowerCase();
  return [...words.matchAll(FAMILY_LABEL_LINE)].some((line) => {
    const named = line[1].trim().toLowerCase();
    return named === "" || writer !== "" && named === writer;
  });
}
var SPORT_ACADEMY = new RegExp(String.raw`\b(?:${SPORT_NAME}|sports?)[ \t]+academy\b`, "iu");
function coachRole(words, address) {
  if (SCHOOL_DOMAIN.test(address) && !SPORT_ACADEMY.test(words)) return "high_school_coach";
  if (CLUB_DOMAIN.test(address)) return "club_coach";
  const count = (pattern) => countMatches(pattern, words);
  return count(HIGH_SCHOOL_COACH) + 3 * (count(SELF_HIGH_SCHOOL) + count(SCHOOL_TEAM_LINE)) > count(CLUB_COACH) + 3 * count(SELF_CLUB) ? "high_school_coach" : "club_coach";
}
function countMatches(pattern, words) {
  const fast = caseless(pattern, words);
  return [...fast.text.matchAll(fast.pattern)].length;
}
var TEAM_MANAGER_LINE = /^[ \t]*team[ \t]+manager\b[^\n]{0,60}$/imu;
var JOB_APPLICATION = /\bappl(?:y|ying|ication)\b[^.\n]{0,60}\b(?:position|job|opening|assistantship|vacancy)\b|\b(?:graduate assistant|ga) (?:coach(?:ing)? )?(?:position|job|opening)\b|\b(?:join|be[ \t]+(?:a[ \t]+)?part[ \t]+of)[ \t]+your[ \t]+(?:coaching[ \t]+)?staff\b|\b(?:need|want|looking[ \t]+for|hiring|be|become|serve[ \t]+as|work[ \t]+as)[ \t]+(?:an?[ \t]+|any[ \t]+|the[ \t]+|your[ \t]+)?(?:(?:team|student)[ \t]+)?(?:managers?|stats?[ \t]+(?:person|keeper)|statisticians?)\b/iu;
var FORMER_PLAYER = /\b(?:i[ \t]+played[ \t]+for[ \t]+you|when[ \t]+i[ \t]+played[ \t]+(?:for[ \t]+you|here|on[ \t]+your)|you[ \t]+(?:coached|taught)[ \t]+me|(?:my|our)[ \t]+(?:\w+[ \t]+)?(?:years|seasons)[ \t]+(?:in|with|on)[ \t]+your[ \t]+(?:program|programme|team))\b/iu;
var INSTRUCTOR_LINE = new RegExp(
  String.raw`^[ \t]*(?:[\p{L}'’&-]+[ \t]+){0,3}(?:pitching|hitting|catching|setting|strength(?:[ \t]+(?:&|and)[ \t]+conditioning)?|speed|skills|private|performance|goalkeeping)[ \t]+(?:coach|instructor|trainer)\b(?![^\n]*\b(?:club|vbc|vc|juniors|fastpitch|1\d(?:u|s)|u-?1\d|high school|hs|varsity|fc|sc)\b)[^\n]*$` + String.raw`|^[ \t]*(?:[\p{L}'’&-]+[ \t]+){0,3}(?:pitching|hitting|catching|setting|speed|skills)[ \t]+(?:lessons|instruction|lab)\b[^\n]{0,30}$`,
  "imu"
);
var isSchoolAddress = (address) => SCHOOL_DOMAIN.test(address);
var COLLEGE_DOMAIN = /@(?:[\w-]+\.)*[\w-]*(?:college|university)[\w-]*\.[a-z]{2,}$/iu;
var HIGH_SCHOOL_EDU = /@(?:[\w-]+\.)*[\w-]*(?:academy|prep|school|hs)\.edu$/iu;
var isCollegeAddress = (address) => isEduAddress(address) && !HIGH_SCHOOL_EDU.test(address) || COLLEGE_DOMAIN.test(address) && !/prep|recruit/iu.test(address);
var TRANSACTION_SENDER = /^(?:receipts?|billing|orders?|payments?|invoices?|purchases?|transactions?|registrations?|inscripciones|inscricoes|inscriptions)[\w.+-]*@/iu;
var OUTSIDE_RECRUITING = /\b(?:camps?|boosters?|fan club|officials|referees?|umpires?|assignors?|tickets?|ticketing|box office|hotels?|inn|resorts?)\b/iu;
function organisationOutsideRecruiting(writer) {
  const label = `${writer?.name ?? ""} ${(writer?.address ?? "").replace(/[@.]/gu, " ")}`;
  return OUTSIDE_RECRUITING.test(label) && !SERVICE_NAME.test(label);
}
var RELAYED_NAME = new RegExp("^[ \\t]*(\\p{Lu}[\\p{L}'\u2019-]+(?:[ \\t]+\\p{Lu}[\\p{L}'\u2019-]+){1,2})[ \\t]+via[ \\t]+\\S", "u");
function relayedPerson(writer) {
  const person = RELAYED_NAME.exec(writer?.name ?? "")?.[1];
  return person && !ORGANISATION.test(person) ? person : null;
}
var PLATFORM_FOOTER = /\n[ \t]*(?:-{2,}|_{3,}|—+)[ \t]*\n(?=[^]{0,600}$)(?=[^]*\b(?:unsubscribe|you are receiving|manage (?:your )?preferences|notification settings)\b)[^]*$/iu;
var QUOTED_SPEECH = /(?<![\p{L}\d'’])["“](?=\S)[^"“”\n]{1,200}["”](?![\p{L}\d])/gu;
function withoutQuotedSpeech(words) {
  return words.replace(QUOTED_SPEECH, " ");
}
function withoutPlatformFooter(words) {
  return words.replace(PLATFORM_FOOTER, "");
}
function isOrganisation(writer) {
  if (relayedPerson(writer)) return false;
  return ORGANISATION.test(writer?.name ?? "") || TRANSACTION_SENDER.test(writer?.address ?? "") || /^(?:no-?reply|do-?not-?reply|info|news|newsletters?|digest|lists?|updates?|alerts?|mailer|communications|notifications?|support|admin|hello|team|events?|deals|marketing|press|media|results|scores|stats|standings|sales|editor|newsroom|sports|sid|recruiting|groups?|reservations|awards|nominations|secretariaat|secretaria|secretariat|imprensa|prensa|presse|communication|comunicacion|comunicazione)@/iu.test(writer?.address ?? "");
}

// src/pipeline/classify/classify.ts
var CUES = {
  camp_or_clinic_ad: /\b(?:(?:prospect|elite|skills?|summer|winter|position|college|youth|team|overnight|day) camps?|clinics?|register(?: now| today| here)?|registration|early[- ]bird|spots? (?:are )?(?:limited|left|remaining)|sign up (?:now|today|here)|campers|ages \d|grades? \d|cost(?:s)?:|price:|\$\d{2,4}|session \d|check-in)\b/giu,
  recruiting_service_blast: /\b(?:top \d+ (?:uncommitted|recruits|prospects|athletes)|uncommitted (?:athletes|recruits|prospects)|prospect list|recruit list|premium (?:membership|subscription|access)|(?:coach|college) (?:account|membership|subscription)|search (?:our|the) database|(?:new|featured) (?:athletes|recruits|prospects) (?:in|for|this)|athletes? (?:matching|that match) your|upgrade (?:now|today|your)|free trial)\b/giu,
  newsletter: /\b(?:newsletter|unsubscribe|(?:verbally )?committed to|commitments?|congratulations to|congrats to|shout[- ]?outs? to|view (?:this email |it )?in (?:your |a )?browser|manage (?:your )?(?:email )?preferences|update (?:your )?preferences|you (?:are )?receiv(?:ing|ed) this (?:email|message)|all rights reserved|this week in|monthly update|weekly (?:update|digest|recap)|season recap|press release|gefeliciteerd|félicitations|felicitaciones a|enhorabuena a|parabéns|complimenti a|herzlichen glückwunsch)\b/giu,
  compliance_notice: /\b(?:compliance|bylaws?|dead period|quiet period|contact period|evaluation period|recruiting calendar|national letter of intent|nli|eligibility center|rules education|(?:ncaa|naia|njcaa) (?:rules?|legislation|division [i1]+ (?:rules|legislation))|impermissible|permissible contact|official visits? (?:rules|policy)|recruiting violations?)\b/giu,
  college_coach_letter: /\b(?:thank you for your interest in (?:our|the) (?:program|university|college|team)|we (?:are|were) (?:excited|thrilled|impressed)|our (?:coaching )?staff|(?:our|the) (?:university|college)['’]?s? (?:volleyball|softball) (?:program|team)|questionnaire|unofficial visit day|junior day|we (?:would|'d) love (?:for you|to have you)|as a (?:prospective|recruited) student[- ]athlete)\b/giu,
  spam: /\b(?:viagra|cialis|crypto(?:currency)?|bitcoin|lottery|you(?:'ve| have) won|winner|wire transfer|claim your|act now|100% free|limited[- ]time offer|gift card|seo (?:services|agency)|increase your (?:traffic|sales|ranking)|dear (?:friend|sir\/madam)|investment opportunity|click here|casino|loan|weight loss|hot singles|inheritance|beneficiary|unclaimed|gift cards?|invoice|overdue|past due|verify your (?:account|mailbox|email|identity)|password|mailbox (?:is )?(?:full|quota)|kindly|urgent(?:ly)?|quick favou?r|are you available|itunes|google play|wire|bank details|remittance|price target|strong buy|small[- ]cap|penny stocks?|ticker|share price|(?:not )?investment advice|stock (?:alert|pick|tip)s?)\b/giu
};
var PLACEHOLDER = /\[[^\]\n]{0,30}\b(?:name|first|last|athlete|school|coach|player)\b[^\]\n]{0,30}\]|\(\s*[A-Z'’ ]*NAME[A-Z'’ ]*\s*\)|\{\{?\s*\w*(?:name|first|last)\w*\s*\}?\}|\*\|\w+\|\*|<<\s*\w+\s*>>|%[A-Z_]*NAME[A-Z_]*%/iu;
var ATHLETE_FIELDS_FOR_SCORE = ["gradYear", "positions", "height", "clubTeam", "highSchool", "gpa", "videoUrls"];
function classify(input) {
  const { text, athlete } = input;
  const signals = [];
  const details = [...ATHLETE_FIELDS_FOR_SCORE, ...input.cue === "athlete" ? ["sport"] : []].filter((key) => athlete[key] !== null);
  const writerIsCoachOrParent = input.cue === "parent" || input.cue === "club_coach" || input.cue === "high_school_coach";
  const fromCollege = isCollegeAddress(input.writer?.address ?? "");
  const recommender = writerIsCoachOrParent && !fromCollege && !input.colleague;
  const notTheAthlete = writerIsCoachOrParent || isOrganisation(input.writer);
  const onChildsAccount = athlete.firstName !== null && namesChildOfWriter(text, athlete.firstName.value);
  const signatureOnly = (details.length === 0 || notTheAthlete) && input.cue !== "athlete" && isWritersName2(athlete, input.writer) && !onChildsAccount;
  const personalCue = input.cue === "athlete" || input.cue === "parent" || input.cue === "club_coach" || input.cue === "high_school_coach";
  const toGroup = input.cue !== "athlete" && greetsGroup(text) && !introducedInWords(athlete);
  const toAudience = toGroup || !personalCue && (addressesMany(text) || compliancePosting(text, input.writer)) && !introducedInWords(athlete);
  if (toAudience) signals.push("addresses many athletes (several classes, players and parents)");
  const named = athlete.firstName !== null && (athlete.firstName.confidence >= 0.7 || athlete.lastName !== null) && !signatureOnly && !toAudience;
  const athleteScore = details.length + (named ? 2 : 0) + (athlete.gradYear && athlete.gradYear.confidence >= 0.9 ? 1 : 0);
  signals.push(`athlete details: ${details.join(", ") || "none"}`);
  if (signatureOnly) signals.push("the only name is the writer's own");
  const writesAsHerself = introducedInWords(athlete) && (input.cue === "athlete" || input.cue === null && isWritersName2(athlete, input.writer));
  const personalCoach = recommender && input.cue !== "parent" && !isOrganisation(input.writer) && !caselessTest(TEAM_MANAGER_LINE, text);
  const listing = personalCoach || writesAsHerself ? 0 : listedAthletes(text) >= 3 ? 3 : 0;
  const rosterToCoaches = personalCoach && greetsCoaches(text) && listedAthletes(text) >= ROSTER_SIZE;
  const cueCounts = Object.entries(CUES).map(([reason, pattern]) => [reason, countDistinct(text, pattern) + (reason === "recruiting_service_blast" ? listing : 0)]);
  const [topReason, topCount] = cueCounts.reduce((top, entry) => entry[1] > top[1] ? entry : top);
  for (const [reason, count] of cueCounts) if (count > 0) signals.push(`${reason}: ${count}`);
  const placeholders = PLACEHOLDER.test(text);
  if (placeholders) signals.push("unfilled template placeholder");
  const verdict = (isRecruiting, reason, confidence) => ({ isRecruiting, reason, confidence: round2(confidence), signals: signals.slice(0, 30) });
  const athleteLike = named && (athlete.gradYear !== null || athlete.positions !== null || athlete.videoUrls !== null);
  if (athleteLike) signals.push("a named person with a class, position or film");
  const unintroduced = input.colleague || NO_REPLY.test(input.writer?.address ?? "");
  const broadcast = input.bulk === true && !greetsSomeone(text) && !introducedInWords(athlete);
  if (broadcast) signals.push("an organisation's broadcast that greets nobody");
  const reject = (reason, confidence) => {
    if (unintroduced || athleteScore === 0) return verdict(false, reason, Math.max(confidence, 0.8));
    if (broadcast) return verdict(false, reason, 0.75);
    return verdict(false, reason, athleteLike ? Math.min(confidence, 0.55) : confidence);
  };
  if (isMachineText(text) && !introducedInWords(athlete)) {
    signals.push("machine text (log, code, receipt)");
    return verdict(false, "no_athlete_found", 0.9);
  }
  const address = input.writer?.address ?? "";
  if ((TRANSACTION_SENDER.test(address) || NO_REPLY.test(address) && PAID_LINE.test(text)) && !introducedInWords(athlete)) {
    signals.push("a receipt or order notice");
    return verdict(false, "no_athlete_found", 0.85);
  }
  if (caselessTest(ORDER_NOTICE, text) && !introducedInWords(athlete)) {
    signals.push("a vendor's order notice");
    return reject("no_athlete_found", 0.6);
  }
  if (toGroup) {
    signals.push("a note to a team's parents or families");
    return reject(topCount >= 1 ? topReason : "no_athlete_found", 0.75);
  }
  if (isAutoReply(text) && !introducedInWords(athlete)) {
    signals.push("automatic reply (out of office)");
    return verdict(false, "no_athlete_found", 0.9);
  }
  if (isCalendarInvitation(text) && !introducedInWords(athlete)) {
    signals.push("a calendar invitation");
    return verdict(false, "no_athlete_found", 0.85);
  }
  if (caselessTest(JOB_APPLICATION, text) && !introducedInWords(athlete)) {
    signals.push("a job application");
    return !named || isWritersName2(athlete, input.writer) ? verdict(false, "no_athlete_found", 0.8) : reject("no_athlete_found", 0.6);
  }
  const campQuestion = topReason === "camp_or_clinic_ad" && topCount > 0;
  const asksAboutCamp = input.cue === "parent" && caselessTest(CAMP_QUESTION, text);
  if ((caselessTest(MIDDLE_SCHOOLER, text) || athleteScore < 4 && caselessTest(CHILD_BY_AGE, text) || asksAboutCamp && caselessTest(EIGHTH_GRADER, text)) && athlete.gradYear === null) {
    signals.push("about a child in middle school");
    return verdict(false, campQuestion ? topReason : "question_without_athlete", 0.8);
  }
  if (fromCollege && !personalCue && caselessTest(COLLEGE_OFFICE_LINE, text)) {
    signals.push("a college office's own mail");
    return verdict(false, countDistinct(text, CUES.compliance_notice) > 0 ? "compliance_notice" : "no_athlete_found", 0.8);
  }
  const campWords = countDistinct(text, CUES.camp_or_clinic_ad) > 0;
  if ((!named || isWritersName2(athlete, input.writer)) && athlete.gradYear === null && athlete.videoUrls === null && input.cue !== "parent" && !campWords && caselessTest(FORMER_PLAYER, text)) {
    signals.push("a former player writes to her coach");
    return verdict(false, "no_athlete_found", 0.8);
  }
  const familyWrites = input.cue === "parent" || input.cue === "athlete";
  if (!familyWrites && caselessTest(PRESS_TITLE_LINE, text) && !introducedInWords(athlete)) {
    signals.push("the press writes");
    return verdict(false, "newsletter", 0.8);
  }
  if (topReason === "camp_or_clinic_ad" && input.cue !== "athlete" && athlete.gradYear === null && caselessTest(REGISTRATION_CHANGE, text)) {
    signals.push("a change to a camp registration");
    return verdict(false, "camp_or_clinic_ad", 0.8);
  }
  if (!familyWrites && countDistinct(text, SALES_PITCH) >= 2) {
    signals.push("a sales pitch to the coach");
    return introducedInWords(athlete) ? reject("spam", 0.6) : verdict(false, "spam", 0.8);
  }
  const spamCount = cueCounts.find(([reason]) => reason === "spam")?.[1] ?? 0;
  if (spamCount >= 2 && athleteScore < 5) return reject("spam", 0.9);
  const athleteTemplate = placeholders && !fromCollege && athleteScore >= 4;
  if (listing && !(recommender && !isOrganisation(input.writer))) {
    const reason = topCount > 1 && topReason === "newsletter" ? "newsletter" : "recruiting_service_blast";
    const clubToOneCoach = namesClub(input.writer?.name ?? "") && greetsSomeone(text) && !greetsCoaches(text);
    const listOfOwn = isOrganisation(input.writer) && !clubToOneCoach || fromCollege && !personalCue;
    return listOfOwn ? verdict(false, reason, 0.85) : reject(reason, 0.85);
  }
  if (rosterToCoaches) {
    signals.push("a coach's roster of many players sent to college coaches at large");
    return reject(topCount >= 1 ? topReason : "recruiting_service_blast", 0.75);
  }
  if ((placeholders || fromCollege) && !writerIsCoachOrParent && !athleteTemplate && (!named || placeholders || athleteScore < 6) && topReason !== "spam") {
    if (placeholders && input.cue === "athlete" && !fromCollege && !input.colleague && !isOrganisation(input.writer)) {
      signals.push("an athlete's own template left unfilled");
      return verdict(false, "no_athlete_found", 0.55);
    }
    return reject(topCount > 1 && topReason !== "college_coach_letter" ? topReason : "college_coach_letter", 0.8);
  }
  const mailing = (topCount >= 3 || topCount >= 2 && !named) && !(writesAsHerself && greetsSomeone(text));
  if (mailing && athleteScore < 6 + Math.min(topCount, 4) - 2) return reject(topReason, Math.min(0.95, 0.6 + topCount * 0.08));
  if (!named && isOrganisation(input.writer)) return reject(topCount >= 1 ? topReason : "no_athlete_found", 0.7);
  if (details.length === 0 && isOrganisation(input.writer) && !introducedInWords(athlete)) return verdict(false, topCount >= 1 ? topReason : "no_athlete_found", 0.8);
  if (athlete.firstName === null && input.cue !== "athlete" && details.every((key) => key === "clubTeam" || key === "highSchool")) return verdict(false, topCount >= 1 ? topReason : "no_athlete_found", 0.8);
  if (input.cue === "recruiting_service" && caselessTest(FEATURE, text) && caselessTest(BULLETIN, text)) {
    signals.push("a service's featured athlete, sent to its list");
    return reject("recruiting_service_blast", 0.6);
  }
  if (isOrganisation(input.writer) && caselessTest(FOLLOWED_ATHLETE, text)) {
    signals.push("a platform's alert about an athlete the coach follows");
    return reject("recruiting_service_blast", 0.75);
  }
  if (isOrganisation(input.writer) && EXAMPLE_ATHLETES.test(text) && !introducedInWords(athlete)) {
    signals.push("an organisation names athletes as its examples");
    return input.bulk ? verdict(false, "recruiting_service_blast", 0.8) : reject("recruiting_service_blast", 0.75);
  }
  if (isOrganisation(input.writer) && caselessTest(BULLETIN, text) && !greetsSomeone(text) && !introducedInWords(athlete)) {
    signals.push("an organisation's bulletin that greets nobody");
    return reject("newsletter", 0.75);
  }
  if (!personalCue && organisationOutsideRecruiting(input.writer) && !introducedInWords(athlete)) {
    signals.push("a body whose business is not recruiting (a camp, boosters, officials)");
    return reject(topCount >= 1 ? topReason : "no_athlete_found", 0.6);
  }
  if (caselessTest(REQUEST_BESIDE_RECRUITING, text)) {
    signals.push("asks a favour (a donation, volunteering, a reference, an interview, a gym), not for a place on the team");
    return reject(topCount >= 1 ? topReason : "no_athlete_found", 0.6);
  }
  if (!familyWrites && caselessTest(ASKS_ABOUT_PLAYER, text)) {
    signals.push("asks the coach about a player");
    return reject("question_without_athlete", 0.6);
  }
  if (closesHerRecruitment(text, athlete, input.cue === "club_coach" || input.cue === "high_school_coach") && !caselessTest(RECRUITMENT_REOPENED, text)) {
    signals.push("says her recruitment is over (committed, signed, stopped playing, wants no more mail)");
    return reject("no_athlete_found", 0.6);
  }
  if (named && athleteScore >= 4) return verdict(true, "athlete_introduction", Math.min(0.98, 0.6 + athleteScore * 0.05));
  if (athleteScore >= 5) return verdict(true, "athlete_introduction", 0.7);
  if (topCount >= 1) return reject(topReason, 0.6);
  if (input.cue === "parent" || input.cue === "athlete" || input.cue === null && !fromCollege) return reject("question_without_athlete", 0.6);
  return reject("no_athlete_found", 0.6);
}
var NOT_ANOTHER_PLAYERS = String.raw`(?<!(?<!\w)(?:sister|brother|cousin|friend|teammates?|hermana|hermano|prima|amiga|compañera|sœur|soeur|frère|cousine|amie|coéquipière|schwester|bruder|freundin|mitspielerin|irmã|irmão|colega|sorella|fratello|cugina|compagna)[^.\n]{0,120})`;
var COLLEGE_EVENT_AFTER = String.raw`(?![ \t]+(?:[\p{Lu}\d][\p{L}\d'’-]*[ \t]+){0,2}(?:[Cc]amps?|[Cc]linics?|[Ss]howcases?|ID|[Pp]rospect|[Jj]unior[ \t]+[Dd]ay|[Tt]ournament|[Cc]lassic|[Ii]nvitational)\b)`;
var COLLEGE_NAMED = String.raw`(?:the[ \t]+)?(?:(?:\p{Lu}[\p{L}.'’&-]*[ \t]+){0,3}(?:University|College|State|Tech)\b(?!['’]s)|(?:University|College)[ \t]+of[ \t]+\p{Lu}\p{L}*(?!\p{L}))${COLLEGE_EVENT_AFTER}`;
var CLUB_TEAM_AHEAD = String.raw`(?!(?:[\p{Lu}\d](?:[\p{L}\d'’&-]*|\p{L}{0,2}\.)[ \t]+){0,4}(?:VBC|VC|FC|SC|[Cc]lub|[Jj]uniors|[Aa]cademy|[Aa]quatics|1\d[Uus]|[Uu]-?1\d)\b)`;
var CLOSING_SUBJECT = String.raw`\b([Ii]|[Ss]he|[Hh]e|\p{Lu}\p{Ll}+)`;
var RECRUITMENT_CLOSED = new RegExp(
  String.raw`(?:${CLOSING_SUBJECT}(?:['’](?:ve|s)|[ \t]+(?:have|has))?[ \t]+(?:(?:officially|verbally|recently|just|finally|already|decided[ \t]+to)[ \t]+){0,2}` + String.raw`(?:commit(?:ted)?[ \t]+to[ \t]+(?:play[ \t]+(?:at|for)[ \t]+)?(?:another\b|a[ \t]+different\b|${CLUB_TEAM_AHEAD}\p{Lu})` + String.raw`|accept(?:ed)?[ \t]+(?:an?[ \t]+)?(?:offer|scholarship|roster[ \t]+spot|spot[ \t]+on[ \t]+(?:the|their)[ \t]+roster)[ \t]+(?:from|at|with|to[ \t]+play)\b` + String.raw`|signed[ \t]+(?:my|her|his)[ \t]+(?:NLI|national[ \t]+letter|letter[ \t]+of[ \t]+intent)\b` + String.raw`|(?:decided[ \t]+)?(?:not[ \t]+to|to[ \t]+not)[ \t]+(?:play|continue[ \t]+playing|compete)[ \t]+(?:in[ \t]+|at[ \t]+the[ \t]+)?(?:college|next[ \t]+level)\b)` + String.raw`|${CLOSING_SUBJECT}(?:['’](?:ve|s|m|ll)|[ \t]+(?:have|has|am|is|will))?[ \t]+(?:(?:officially|finally|now|also)[ \t]+)?(?:chos(?:en|e)[ \t]+to|decided[ \t]+to|going[ \t]+to|be)[ \t]+` + String.raw`(?:attend(?:ing)?|play(?:ing)?[ \t]+(?:at|for)|go(?:ing)?[ \t]+to|join(?:ing)?|continue[^.\n]{0,50}?[ \t]+at)[ \t]+${COLLEGE_NAMED}(?![^.!\n]{0,30}\b(?:one[ \t]+day|some[ \t]?day)\b))${NOT_ANOTHER_PLAYERS}`,
  "gu"
);
function closesHerRecruitment(text, athlete, coachWrites) {
  const first = athlete.firstName ? fold(athlete.firstName.value) : null;
  for (const match of text.matchAll(RECRUITMENT_CLOSED)) {
    const subject = match[1] ?? match[2] ?? "";
    if (/^(?:i|she|he)$/iu.test(subject) || !coachWrites || fold(subject) === first) return true;
  }
  return caselessTest(RECRUITMENT_OVER, text);
}
var RECRUITMENT_OVER = new RegExp(
  [
    String.raw`\b(?:signees?|(?:incoming|future)[ \t]+freshm[ae]n(?![^.\n]{0,30}\b(?:high school|hs|middle school)\b))\b`,
    // Signed with a college (not a club: "I signed with Ozark Storm for the 17s season"), not her sister or a teammate.
    String.raw`\bsigned[ \t]+with${NOT_ANOTHER_PLAYERS}[ \t]+(?:the[ \t]+)?(?:[\w.'’-]+[ \t]+){0,3}(?:university|college|state)\b`,
    // The same abroad: "me he comprometido con", "firmé con", "a décidé de signer avec", "je me suis engagée avec",
    // "mich entschieden, … zu bleiben", "me comprometi com", "assinei com", "ho firmato con".
    String.raw`\b(?:me[ \t]+(?:he[ \t]+)?comprometid[oa][ \t]+con|me[ \t]+comprometí[ \t]+con|(?:he[ \t]+)?firmado[ \t]+con|firmé[ \t]+con|(?:décidé[ \t]+de[ \t]+)?signer[ \t]+avec|(?:j['’]ai|a)[ \t]+signé[ \t]+avec|(?:me[ \t]+suis|s['’]est)[ \t]+engagée?[ \t]+(?:avec|à)|entschieden,[^.\n]{0,60}\bzu[ \t]+bleiben|me[ \t]+comprometi[ \t]+com|assinei[ \t]+com|ho[ \t]+firmato[ \t]+con|mi[ \t]+sono[ \t]+impegnata[ \t]+con)${NOT_ANOTHER_PLAYERS}`,
    // A career ended: "decided to retire", "medically retired", "not to pursue college athletics", "won't be continuing his soccer
    // career" (not a sport left long ago: "I retired from gymnastics at 13 to swim").
    String.raw`\b(?:decided|going|chosen|choose|planning)[ \t]+to[ \t]+retire\b|\bmedically[ \t]+retir(?:e|ed|ing)\b|\bnot[ \t]+(?:to[ \t]+)?(?:pursue|play)[ \t]+(?:college|collegiate)[ \t]+(?:athletics|sports?|[a-z]+ball|soccer|swimming|lacrosse|tennis|golf|track|rowing|hockey)\b|\b(?:won['’]?t|will[ \t]+not|not)[ \t]+be[ \t]+continuing[ \t]+(?:her|his|my)[ \t]+(?:[a-z-]+[ \t]+)?career\b`,
    String.raw`\b(?:take|remove)[ \t]+me[ \t]+(?:off|from)[ \t]+(?:your|the|this)[ \t]+(?:e-?mail(?:ing)?[ \t]+|mailing[ \t]+|contact[ \t]+)?list\b|\bunsubscribe[ \t]+me\b|\bstop[ \t]+(?:contacting|e-?mailing|calling|texting|recruiting)[ \t]+(?:her|him|me|my[ \t]+(?:daughter|son))\b|\b(?:no[ \t]+longer|not)[ \t]+interested[ \t]+in[ \t]+(?:your[ \t]+(?:program|school|team|university|college)|being[ \t]+recruited)\b`
  ].join("|"),
  "iu"
);
var REQUEST_BESIDE_RECRUITING = new RegExp(
  [
    String.raw`\b(?:any|every|your|small|make[ \t]+a|consider(?:ing)?[ \t]+a)[ \t]+donations?\b|\bplease[ \t]+(?:donate|consider[ \t]+donating)\b|\b(?:donate|give)[ \t]+(?:here|at|through|via)\b|\b(?:willing|able)[ \t]+to[ \t]+donate\b|\b(?:could|would|can)[ \t]+you[ \t]+(?:please[ \t]+)?donate\b|\bauction[ \t]+(?:items?|donations?)\b`,
    String.raw`\b(?:service|volunteer|community[ \t]+service)[ \t]+hours\b|\bvolunteer[ \t]+(?:at|with|for)[ \t]+your\b`,
    String.raw`\b(?:applying|apply|application)[ \t]+(?:for|to)\b[^.\n]{0,40}\binternships?\b|\b(?:would|could|can|will)[ \t]+you[ \t]+(?:be[ \t]+willing[ \t]+to[ \t]+|please[ \t]+)?write[ \t]+(?:me|her|him)[ \t]+an?[ \t]+(?:letter|recommendation|reference)\b`,
    String.raw`\binterview[ \t]+(?:you|her|him|them)\b|\b(?:school|class|senior|research)[ \t]+(?:project|paper|assignment)\b(?![ \t]+(?:engineer|manager|lead|coordinator|director|architect|analyst|specialist|consultant|officer|administrator|designer|accountant|executive|assistant)s?\b)|\b(?:do|write)[ \t]+(?:a|an)[ \t]+(?:short[ \t]+)?(?:feature|story|article)[ \t]+(?:on|about)\b`,
    String.raw`\brent(?:al|ing)?[ \t]+(?:the|your|a)[ \t]+(?:[\w-]+[ \t]+)?(?:gym|court|facility|arena)\b|\b(?:gym|court|facility)[ \t]+rentals?\b`
  ].join("|"),
  "iu"
);
var ASKS_ABOUT_PLAYER = /\bwhat[ \t]+(?:can|could|would)[ \t]+you[ \t]+tell[ \t]+(?:me|us)[ \t]+about[ \t]+(?:her|him)\b|\banything[ \t]+(?:i|we)[ \t]+should[ \t]+know[ \t]+about[ \t]+(?:her|him)\b|\b(?:confirm|verify)[ \t]+(?:her|his|their)[ \t]+(?:attendance|participation|enrollment|registration)\b/iu;
var RECRUITMENT_REOPENED = /\b(?:de-?commit\w*|re-?open\w*|no longer committed|uncommitted|still (?:available|open))\b/iu;
var BULLETIN = new RegExp(
  `${CUES.newsletter.source}|\\b(?:for immediate release|final standings|all-tournament team|box score|viewed your (?:program|team|profile|page)|notification settings|(?:player|athlete|spielerin|atleta|joueuse) (?:of the (?:month|week)|des monats|do m[\xEAe]s|del mes|du mois))\\b`,
  "iu"
);
var FOLLOWED_ATHLETE = /\b(?:athletes?|players?|prospects?|recruits?)[ \t]+(?:you[ \t]+(?:follow|are[ \t]+following|['’]re[ \t]+following)|on[ \t]+your[ \t]+(?:watch[ \t]?list|board|follow(?:ing)?[ \t]+list))\b/iu;
var EXAMPLE_ATHLETES = new RegExp("\\b(?:[Aa]thletes|[Pp]layers|[Rr]ecruits|[Pp]rospects|[Ss]tudent-athletes|[Ff]amilies|[Cc]lients)[ \\t]+(?:like|such[ \\t]+as|including)[ \\t]+\\p{Lu}[\\p{L}'\u2019-]+[ \\t]+\\p{Lu}", "u");
var FEATURE = /\b(?:featured (?:athlete|player|prospect)|(?:athlete|player|prospect) of the (?:week|month)|this week['’]s (?:featured|top))\b/iu;
var GREETING = /^[ \t]*(?:hi|hello|hey|dear|good (?:morning|afternoon|evening)|greetings|coach\b|hola|buen[oa]s|estimad[oa]|querid[oa]|bonjour|bonsoir|cher|ch[eè]re|hallo|liebe|lieber|sehr geehrte|ol[áa]|prezad[oa]|caro|cara|gentile|ciao|beste|hej)/imu;
function greetsSomeone(text) {
  return GREETING.test(bodyOpening(text));
}
function bodyOpening(text) {
  const subjectEnd = text.indexOf("\n\n");
  const bodyStart = subjectEnd === -1 ? 0 : subjectEnd + 2;
  return text.slice(bodyStart, bodyStart + 200);
}
function isWritersName2(athlete, writer) {
  const writerName = fold(writer?.name ?? "");
  if (!athlete.firstName || writerName === "") return false;
  const words = new Set(writerName.split(/[^\p{L}'’-]+/u));
  return words.has(fold(athlete.firstName.value)) && (athlete.lastName === null || words.has(fold(athlete.lastName.value)));
}
var PAID_LINE = /^[ \t]*(?:amount[ \t]+(?:paid|charged)|total[ \t]+(?:paid|charged)|paid|payment(?:[ \t]+received)?)[ \t]*:?[ \t]*(?:US)?\$[ \t]?\d/imu;
var ORDER_NOTICE = /\byour[ \t]+order[ \t]+(?:#[ \t]?\d{1,10}[ \t]+|no\.?[ \t]?\d{1,10}[ \t]+)?(?:is|has)[ \t]+(?:been[ \t]+)?(?:complete|completed|ready|shipped|delivered|confirmed|on[ \t]+its[ \t]+way)\b/iu;
var NO_REPLY = /^(?:no-?reply|do-?not-?reply|donotreply|mailer-daemon|postmaster)[\w.+-]*@/iu;
var MIDDLE_SCHOOL_GRADE = String.raw`(?:[4-7]th|fifth|sixth|seventh)[- \t]grade`;
var inGrade = (grade) => new RegExp(String.raw`\b(?:is|am|i['’]m|she['’]s|he['’]s)[ \t]+(?:(?:only|just|currently|now)[ \t]+)?(?:in[ \t]+)?(?:the[ \t]+)?(?:an?[ \t]+)?${grade}(?:r)?\b|\b(?:my|our)[ \t]+${grade}r\b`, "iu");
var MIDDLE_SCHOOLER = inGrade(MIDDLE_SCHOOL_GRADE);
var CHILD_BY_AGE = new RegExp(
  String.raw`\b(?:my|our)[ \t]+(?:[4-9]|1[0-2])[- \t]year[- \t]old\b` + String.raw`|\b(?:son|daughter|child|kid|grandson|granddaughter)(?:,?[ \t]+[\p{L}'’-]+,?)?[ \t]+(?:is|just[ \t]+turned|turned)[ \t]+(?:only[ \t]+|just[ \t]+)?(?:[4-9]|1[0-2])(?![\d.,:'’%-]\d|['’])(?![ \t]*(?:%|feet|ft|foot|inches|in\b|cm|lbs|pounds|for\b|of\b|out\b|times|goals|kills|hits|minutes|years?[ \t]+(?:younger|older|ago)))` + // Abroad: "mi hijo Mateo tiene 10 años", "minha filha tem 9 anos", "ma fille a 11 ans", "ha 10 anni", "ist 10 Jahre alt".
  String.raw`|\b(?:tiene|tem|a|ha|ist)[ \t]+(?:[4-9]|1[0-2])[ \t]+(?:años|anos|ans|anni|jahre)\b`,
  "iu"
);
var CAMP_QUESTION = /\b(?:camps?|clinics?)\b[^.?!\n]{0,80}\?/iu;
var EIGHTH_GRADER = inGrade(String.raw`(?:8th|eighth)[- \t]grade`);
var COLLEGE_OFFICE_LINE = /^[ \t]*(?:[\p{L}'’.&-]+[ \t]+){0,4}(?:compliance|eligibility|admissions?|financial aid|sports information|athletic communications|academic (?:services|support|advis(?:ing|or))|student-athlete (?:services|development)|business office|ticket office|camps?[ \t]+(?:coordinator|director|office|operations|administrator))\b[^\n]{0,60}$/imu;
var SALES_PITCH = /\b(?:(?:book|schedule|request|grab)[ \t]+(?:a|some)[ \t]+(?:quick[ \t]+)?(?:time|demo|call|meeting)|(?:show|walk)[ \t]+you[ \t]+(?:how[ \t]+it[ \t]+works|through[ \t]+(?:the|our)[ \t]+platform)|\d{1,2}[ \t]+minutes[ \t]+(?:next|this)[ \t]+week|marketplace|(?:free|live)[ \t]+demo|(?:free|complimentary)[ \t]+(?:workshop|consultation|assessment)|(?:packages|plans|prices|pricing)[ \t]+start(?:s|ing)?[ \t]+at|reply[ \t]+stop|opt[ \t]+out[ \t]+of[ \t]+(?:future|these|our)[ \t]+(?:e-?mails|messages))\b/giu;
var PRESS_TITLE_LINE = /^[ \t]*(?:[\p{L}'’-]+[ \t]+){0,3}(?:reporter|sportswriter|(?:sports|staff)[ \t]+writer|journalist|correspondent|columnist|(?:sports|news|managing)[ \t]+editor)\b[^\n]{0,60}$/imu;
var REGISTRATION_CHANGE = /\b(?:refund|(?:cancel|move|transfer|switch)[ \t]+(?:her|his|my|the|our)[ \t]+(?:registration|spot))\b/iu;
var groupGreetingLine = (group) => String.raw`^[ \t]*(?:(?:hi|hello|hey|dear|good (?:morning|afternoon|evening))[ \t]+)?(?:all[ \t]+)?(?:[\p{Lu}\d][\p{L}\d'’-]*[ \t]+){0,3}${group}(?:[ \t]+(?:and|&)[ \t]+(?:players|parents|families|athletes))?[ \t]*[,!:][ \t]*$`;
var GROUP_GREETING_LINE = groupGreetingLine("(?:parents|families|players|everyone|athletes|campers)");
var GROUP_GREETING = new RegExp(groupGreetingLine("(?:parents|families|players|athletes|campers)"), "imu");
var COACHES_GREETING = new RegExp(groupGreetingLine("(?:coaches|recruiters)"), "imu");
var ROSTER_SIZE = 5;
function greetsCoaches(text) {
  return COACHES_GREETING.test(bodyOpening(text));
}
function greetsGroup(text) {
  return GROUP_GREETING.test(bodyOpening(text));
}
var CLASS_YEAR = String.raw`20[2-3]\d`;
var AUDIENCE = new RegExp(
  [
    String.raw`\b(?:class(?:es)?|grads?|graduating classes|prospects|players|athletes|girls|boys|clases?|jugadoras|classe)(?:[ \t]+(?:of|de))?[ \t]+${CLASS_YEAR}[ \t]*(?:[-–—]|to|through|thru|a|à)[ \t]*(?:20)?[2-3]\d\b`,
    String.raw`\b${CLASS_YEAR}[ \t]*[-–—][ \t]*(?:20)?[2-3]\d[ \t]+(?:grads|prospects|players|athletes|classes|recruits)\b`,
    String.raw`\b${CLASS_YEAR},[ \t]*${CLASS_YEAR},?[ \t]*(?:(?:and|y|et|e|und|&|or)[ \t]+)?${CLASS_YEAR}\b`,
    String.raw`\b(?:players|athletes|campers) and (?:their )?parents\b|\bparents and (?:players|athletes)\b|\bopen to all (?:girls|boys|players|athletes|ages|positions)\b`,
    GROUP_GREETING_LINE
  ].join("|"),
  "imu"
);
function compliancePosting(text, writer) {
  return isOrganisation(writer) && countDistinct(text, CUES.compliance_notice) >= 2;
}
function addressesMany(text) {
  return caselessTest(AUDIENCE, text);
}
function introducedInWords(athlete) {
  return (athlete.firstName?.confidence ?? 0) >= 0.9;
}
var LISTED_ENTRY = new RegExp("(?:^[^\\n]{0,40}?|[,;][ \\t]*)(\\p{Lu}[\\p{L}'\u2019-]+[ \\t]+\\p{Lu}[\\p{L}'\u2019-]+)(?:[ \\t]*[-\u2013\u2014|,(:\xB7\u2022]|[ \\t]+(?=20[2-3]\\d\\b))", "gmu");
var LISTED_SURNAME_FIRST = new RegExp("^[ \\t*\u2022-]{0,4}(\\p{Lu}[\\p{L}'\u2019-]+),[ \\t]+(\\p{Lu}[\\p{L}'\u2019-]+)[ \\t]*[-\u2013\u2014|(:\xB7\u2022]", "gmu");
var ENTRY_DETAIL = /\d['’′][ \t]*\d{1,2}|\b(?:OH|MB|S|L|DS|RS|OPP|P|C|SS|OF|UT|[1-3]B|RHP|LHP|GK|CB|CF|CM|CDM|CAM|DM|LB|RB|FB|LW|RW|ST|PG|SG|SF|PF)\b|\b20(?:[2-3]\d|0[5-9]|1[0-4])\b|\b(?:Fr|So|Jr|Sr)\.(?![\p{L}\d])/gu;
function listedAthletes(text) {
  const people = /* @__PURE__ */ new Set();
  const entries = [
    ...[...text.matchAll(LISTED_ENTRY)].map((entry) => ({ written: entry[1], detailsFrom: entry.index + entry[0].length })),
    ...[...text.matchAll(LISTED_SURNAME_FIRST)].map((entry) => ({ written: `${entry[2]} ${entry[1]}`, detailsFrom: entry.index + entry[0].length }))
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
function countDistinct(text, pattern) {
  const fast = caseless(pattern, text);
  const seen = /* @__PURE__ */ new Set();
  for (const match of fast.text.matchAll(fast.pattern)) seen.add(match[0].toLowerCase());
  return seen.size;
}

// src/pipeline/classify/resolveRole.ts
var ASKING = /* @__PURE__ */ new Set(["question_without_athlete", "camp_or_clinic_ad", "no_athlete_found"]);
var SERVICE_BRAND = new RegExp("\\p{L}(?:Recruit|Prospect|Scout)|(?:Recruit|Prospect|Scout)\\p{Ll}{0,20}\\p{Lu}", "u");
var SUPPORTERS = /booster|\bfan club\b|\bparents['’]? (?:club|association)\b/iu;
var SCHOOL_NAME2 = /\b(?:high school|h\.s\.|hs)\b/iu;
var SERVICE_NAME2 = /\b(?:recruit\w*|prospects?|scouting|reels?|network|profiles?|athletics)\b/iu;
function resolveRole(question) {
  const { cue, sender, athlete } = question;
  const person = personName(sender);
  const athleteHerself = cue === "athlete" && person !== null && athlete !== null && sameGivenName(person.first, athlete.first);
  if (isCollegeAddress(sender?.address ?? "")) return athleteHerself ? "athlete" : cue === "parent" && question.isRecruiting ? "parent" : "other";
  if ((cue === "club_coach" || cue === "high_school_coach") && (caselessTest(COLLEGE_COACH_LINE, question.senderWords) || caselessTest(INSTRUCTOR_LINE, question.senderWords))) return "other";
  if (!question.isRecruiting && caselessTest(JOB_APPLICATION, question.senderWords)) return "other";
  if (cue && cue !== "athlete") return cue;
  if (SERVICE_BRAND.test(sender?.name ?? "")) return "recruiting_service";
  if (isOrganisation(sender)) {
    const label = `${sender?.name ?? ""} ${sender?.address ?? ""}`;
    if (SUPPORTERS.test(label)) return "other";
    if (namesClub(sender?.name ?? "")) return coachRole(question.senderWords, sender?.address ?? "");
    if (isSchoolAddress(sender?.address ?? "") || SCHOOL_NAME2.test(sender?.name ?? "")) return "high_school_coach";
    if (SERVICE_NAME2.test(label)) return "recruiting_service";
    if (CLUB_NAME.test(label)) return coachRole(question.senderWords, sender?.address ?? "");
    return cue ?? "other";
  }
  if (TEAM_MANAGER_LINE.test(question.senderWords)) return coachRole(question.senderWords, sender?.address ?? "");
  if (!person || !athlete) return cue ?? (question.isRecruiting ? "athlete" : person && asks(question) ? askerRole(question) : "other");
  if (sameGivenName(person.first, athlete.first)) return "athlete";
  if (cue === "athlete") return "athlete";
  if (person.last && athlete.last && fold(person.last) === fold(athlete.last)) return writesAsSibling(question.senderWords, athlete.first) ? "other" : "parent";
  if (isSchoolAddress(sender?.address ?? "")) return "high_school_coach";
  return question.isRecruiting ? "other" : "parent";
}
var COLLEGE_COACH_LINE = /^[ \t]*(?!former\b|ex-)(?:[\p{L}'’&-]+[ \t]+){0,4}coach[ \t]*[,|–—-](?![^\n]*\b(?:high school|prep|academy)\b)[^\n]{0,60}\b(?:college|university)\b[^\n]{0,30}$/imu;
var MY_SIBLING = new RegExp("\\bmy[ \\t]+(?:(?:little|younger|older|big|baby|kid|twin)[ \\t]+)?(?:sister|brother)[ \\t,]+(\\p{L}+)", "giu");
function writesAsSibling(words, athleteFirst) {
  return [...words.matchAll(MY_SIBLING)].some((match) => fold(match[1]) === fold(athleteFirst));
}
var PRESS_OR_ALUMNA = /\b(?:reporter|sportswriter|sports writer|journalist|correspondent|columnist|editor|newsroom|alumn(?:i|a|ae|us)|alum|former player)\b/iu;
function askerRole(question) {
  if (isSchoolAddress(question.sender?.address ?? "")) return "high_school_coach";
  return PRESS_OR_ALUMNA.test(question.senderWords) || caselessTest(FORMER_PLAYER, question.senderWords) ? "other" : "parent";
}
function asks(question) {
  return question.reason === "question_without_athlete" || ASKING.has(question.reason) && question.senderWords.includes("?");
}
function personName(mailbox) {
  const name = (mailbox?.name ?? "").replace(/^\s*(?:coach|mr|mrs|ms|dr)\.?\s+/iu, "").trim();
  const read2 = readName(name, 0, true);
  return read2?.name.last ? read2.name : null;
}
function sameGivenName(a, b) {
  const x = fold(a);
  const y = fold(b);
  return x === y || areNicknames(x, y) || x.startsWith(y) || y.startsWith(x);
}

// src/pipeline/extract/contacts.ts
var import_libphonenumber_js = require("libphonenumber-js");

// src/pipeline/limits.ts
var MAX_MESSAGE_BYTES = 10 * 1024 * 1024;
var MAX_HEADER_FIELD_BYTES = 64 * 1024;
var MAX_MIME_PARTS = 500;
var MAX_ATTACHED_MESSAGE_DEPTH = 3;
var MAX_PART_CHARS = 4e5;
var MAX_LINE_CHARS = 1e3;
var LINE_SPLIT_LOOKBACK = 200;
var MAX_FORWARD_PARSER_CHARS = 2e4;
var MAX_FORWARD_PARSER_TOTAL_CHARS = 4 * MAX_FORWARD_PARSER_CHARS;
var MAX_QUOTE_LINES = 1e3;
var MAX_QUOTE_PROBE_CHARS = 250;
var MAX_PHONE_RUNS = 200;
var MAX_HTML_CHILD_NODES = 5e3;
var MAX_HTML_DEPTH = 100;
var MAX_ATTACHMENT_BYTES = 5 * 1024 * 1024;
var MAX_ATTACHMENTS_READ = 3;
var MAX_PDF_PAGES = 5;
var MAX_ATTACHMENT_CHARS = 1e4;
var MAX_DOCX_XML_BYTES = 10 * 1024 * 1024;
var MAX_ATTACHMENT_CPU_MS = 400;
var MAX_CPU_MS = 1e3;
var INBOUND_TIME_LIMIT_MS = 5e3;
var Warnings = class {
  seen = /* @__PURE__ */ new Set();
  add(warning) {
    this.seen.add(warning);
  }
  list() {
    return [...this.seen];
  }
};

// src/pipeline/mime/forwardAttribution.ts
function readBlock(enclosing, noteAbove, block, body = "") {
  if (sameAddress(block.from, enclosing.author)) return "forward";
  const forwarding = isForwardSubject(enclosing.subject);
  const outsiders = !isCollege(enclosing.author) && !isCollege(block.from);
  if (outsiders && noteAbove && !forwarding && isReplySubject(enclosing.subject) && introducesHerself(body, block.from?.name ?? null)) return "passed-on";
  if ((enclosing.insideForward || isCollege(block.from)) && noteAbove && !forwarding && (isReplySubject(enclosing.subject) || isReplySubject(block.subject))) return "reply";
  if (!isSubstantial(noteAbove) || forwarding || isCollege(enclosing.author)) return "forward";
  return "own";
}
var MAX_FORWARDING_NOTE_WORDS = 25;
function isSubstantial(note) {
  return (note?.match(/\S+/gu)?.length ?? 0) > MAX_FORWARDING_NOTE_WORDS;
}
var FORWARD_PREFIX = /^\s*(?:\[[^\]\n]{0,30}\]\s*)?(?:fwd?|wg|tr|rv|i|vs|pd|enc|redir\.?|vb|vl|videresend|i̇lt|ilt|doorst)\s*:/iu;
var REPLY_PREFIX = /^\s*(?:\[[^\]\n]{0,30}\]\s*)?(?:re|aw|sv|antw|odp|ynt|res|rif)\s*(?:\[\d{1,3}\])?\s*:/iu;
function isForwardSubject(subject) {
  return FORWARD_PREFIX.test(subject ?? "");
}
function isReplySubject(subject) {
  return REPLY_PREFIX.test(subject ?? "");
}
function isCollege(author) {
  return isEduAddress(author?.address ?? "");
}
function sameAddress(a, b) {
  return Boolean(a?.address && a.address.toLowerCase() === b?.address?.toLowerCase());
}
var SELF_INTRODUCTION = new RegExp("\\b(?:i['\u2019]m|i am|my name is|this is|je m['\u2019]appelle|je suis|mi nombre es|me llamo|soy|ich bin|ich hei(?:\xDF|ss)e|mein name ist|mi chiamo|sono|meu nome \xE9|eu sou|me chamo)[ \\t]+(\\p{L}+)", "giu");
function introducesHerself(text, name) {
  const first = name?.trim().split(/\s+/u)[0]?.toLowerCase();
  if (!first) return false;
  return [...text.slice(0, MAX_INTRODUCTION_REACH).matchAll(SELF_INTRODUCTION)].some((match) => match[1].toLowerCase() === first);
}
var MAX_INTRODUCTION_REACH = 1500;

// src/pipeline/mime/forwardMailbox.ts
var MAX_ADDRESS_CHARS = 320;
var MAX_NAME_CHARS = 200;
var NAME_QUOTES = /^[\s"'“”„‟‘’‚«»‹›]+|[\s"'“”„‟‘’‚«»‹›,]+$/gu;
var LEADING_TIME = /^[^<>@]*?\b\d{1,2}[:.]\d{2}(?::\d{2})?(?:\s*[AaPp]\.?[Mm]\.?)?\s*,?\s*/u;
var TRAILING_TIME = /,?\s*(?:\b(?:at|um|à|a las|alle|om|kl\.?|klo)\s+)?\d{1,2}[:.]\d{2}(?::\d{2})?(?:\s*[AaPp]\.?[Mm]\.?)?\s*$/u;
function forwardedMailbox(entry) {
  if (!entry || !entry.address && !entry.name) return null;
  return { address: entry.address?.toLowerCase().slice(0, MAX_ADDRESS_CHARS) || null, name: cleanName(entry.name) };
}
function forwardedMailboxes(entries) {
  const list = entries ? Array.isArray(entries) ? entries : [entries] : [];
  return list.map(forwardedMailbox).filter((entry) => entry !== null);
}
function cleanName(name) {
  const bounded = name?.slice(0, MAX_NAME_CHARS * 2) ?? "";
  const cleaned = bounded.replace(NAME_QUOTES, "").replace(LEADING_TIME, "").replace(TRAILING_TIME, "").replace(NAME_QUOTES, "").trim().slice(0, MAX_NAME_CHARS);
  return cleaned || null;
}

// src/pipeline/mime/quotedReply.ts
var REPLY_HEADER = /^[ \t>]*(?:On|El|Le|Am|Il|Em|Op|Den|Dne)\b([^\n]{4,250}?(?:\n[^\n]{0,120}?)?)(?:wrote|escribió|escribio|a écrit|schrieb|ha scritto|escreveu|schreef|skrev|napsal)[ \t]*:?[ \t]*$/mu;
var MAILBOX = /(?:"?([^"<>\n,]*?)"?\s*)?[<(]?([^\s<>()@,]+@[^\s<>(),]+\.[a-z]{2,})[>)]?\s*$/iu;
function unwrapQuotedReply(unwrapped, isCollege2, author) {
  const header = REPLY_HEADER.exec(unwrapped.body);
  if (!header) return unwrapped;
  const who = MAILBOX.exec(header[1].replace(/\n/g, " ").trim());
  if (!who) return unwrapped;
  const from = { address: who[2].toLowerCase().slice(0, 320), name: cleanName(who[1]) };
  if (isCollege2(from) || sameAddress(from, author)) return unwrapped;
  const quoted = unwrapped.body.slice(header.index + header[0].length).split("\n").map((line) => line.replace(/^[ \t]*> ?/u, "")).join("\n").trim();
  if (!quoted) return unwrapped;
  if (!isCollege2(author) && !introducesHerself(quoted, from.name)) return unwrapped;
  const noteAbove = unwrapped.body.slice(0, header.index).trim() || null;
  const layer = { header: { from, to: [], subject: null, date: null }, noteAbove, ...isCollege2(author) ? {} : { quotedByOutsider: true } };
  return { ...unwrapped, layers: [...unwrapped.layers, layer], body: quoted };
}

// src/pipeline/extract/contacts.ts
var OTHER_OWNER = /\b(?:parents?|moms?|mother|dads?|father|guardian|coach|director|club|emergency contact|padre|madre|mam[aá]|pap[aá]|m[èe]re|p[èe]re|entrenador|entraineur|office|fax|recruiting coordinator)(?![\p{L}])(?:(?:[^\n.!?]|\.(?=\S)){0,25}|(?:[^\n.!?]|\.(?=\S)|(?<=\b(?:mr|mrs|ms|dr))\.){0,60}[(:,](?:[^\n.!?]|\.(?=\S)){0,40})$/iu;
var FAMILY_OWNER = String.raw`our(?:[ \t]+(?:own|home|family['’]s))?[ \t]+(?:info(?:rmation)?|contact(?:[ \t]+info(?:rmation)?)?|e-?mails?|numbers?|cells?|phones?)|(?:reach|call|text|e-?mail|contact)[ \t]+us(?:[ \t]+at)?`;
var ADDRESS_BETWEEN = "(?:[\\p{L}\\d._%+-]+@[\\p{L}\\d.-]+\\.[\\p{L}]{2,}[ \\t]*(?:,|\\||or|and|\\/)?[ \\t]*)?";
var ADDRESS_JUST_BEFORE = new RegExp(`${ADDRESS_BETWEEN.slice(0, -1)}$`, "u");
var OWNER_JUST_BEFORE = new RegExp(`\\b(mine|my(?: own)?[ \\t]+(?:e-?mail(?: address)?|cell(?: phone)?|phone(?: number)?|number|mobile)|my own|${FAMILY_OWNER}|me(?=[ \\t]*[:\\-\u2013])|(?:or|and)[ \\t]+me(?:[ \\t]+at)?|hers|her own|her contact(?: info(?:rmation)?)?|she['\u2019]s at|she is at|she can be reached at)\\b(?:[ \\t]*(?:is|:|-|\u2013|\\())?[ \\t]*${ADDRESS_BETWEEN}$`, "iu");
var WRITER_JUST_BEFORE = /^(?:mine|me|my\b.*|(?:or|and)[ \t]+me\b.*|our\b.*|.*\bus\b.*)$/u;
var FAMILY_JUST_BEFORE = /^(?:our\b.*|.*\bus\b.*)$/u;
var ATHLETE_OWNER = /\b(?:athlete|player|her|his|student|athlete['’]s|su|sa|son)\b[^\n]{0,20}$/iu;
var FIRST_PERSON = /\b(?:my|me|mi|mon|ma|meu|minha|mein|meine|reach me|call me|text me)\b(?:[^\n.!?]|\.(?=\S)){0,20}$/iu;
var CONTACT_LABEL = /(?:^|[|·•])[ \t*•-]*(?:e-?mail|phone|cell(?:ulaire)?|mobile|tel[ée]?(?:phone|fono)?|celular|courriel|contact|text)[ \t]*[:：–-]?[ \t]*$/iu;
var THIRD_PERSON_JUST_BEFORE = /\b(?:her|his)[ \t]+(?:cell|phone|number|mobile|email|e-mail)\b[^\n]{0,12}$/iu;
var LISTED_NUMBER_BEFORE = /\+?\(?\d[\d \t().-]{8,16}\d(?:[ \t]*\([^()\n]{1,25}\))?[ \t]*(?:,|and|or|&|\/)[ \t]*$/u;
var LINK_TEXT_BEFORE = /[ \t]*[^\n:[\]]{0,30}\[tel:$/iu;
var OTHER_OWNER_AFTER = /^[ \t]*[(\-–][ \t]*(?:(?:my|her|his)[ \t]+)?(?:dad|mom|mother|father|parents?|guardian|coach|home|work|office|fax|h|w)(?![\p{L}])/iu;
var HERS_AFTER = /^[ \t]*[(\-–][ \t]*(?:hers|her[ \t]+(?:own|cell|phone|number|mobile|e-?mail))(?![\p{L}])/iu;
var WRITERS_AFTER = /^[ \t]*[(\-–][ \t]*(?:mine|my[ \t]+(?:own|cell|phone|number|mobile|e-?mail))(?![\p{L}])/iu;
var OWN_AFTER = /^[ \t]*[(\-–][ \t]*(?:me|mine|my cell|cell|mobile|c)(?![\p{L}])/iu;
var CELL_BEFORE = /(?:\b(?:cell|mobile|celular|portable|handy)|(?<![\p{L}])c)(?:[ \t]*[:.)\-–]){0,2}[ \t]*$/iu;
var HOME_BEFORE = /\b(?:home|house|landline)(?:[ \t]+(?:phone|number|line|tel))?(?:[ \t]*[:.)\-–]){0,2}[ \t]*$/iu;
var BARE_CONTACT_LINE = /^[ \t*•>-]*(?:(?:cell|phone|mobile|tel|text|c|p|m)[ \t]*[:.]?)?[ \t]*$/iu;
var EMAIL = /(?<![\p{L}\d._%+-])[\p{L}\d._%+-]+@[\p{L}\d.-]+\.[\p{L}]{2,}/gu;
var AFTER_POSSESSIVE = new RegExp(`^(?:[^\\n@]{0,25}|[^\\n@]{0,25}?${ADDRESS_BETWEEN})$`, "iu");
var ASIDE_OPENING = /^[ \t]*[(\-–][ \t]*/u;
var WORD_EDGE = /\b/iuy;
var POSSESSIVE_S = /['’]s\b/iuy;
var LETTER_AT = /[\p{L}]/iuy;
var namePattern = rememberUpTo(500, (first) => new RegExp(escapeRegExp(first), "giu"));
function matchesAt(pattern, text, offset) {
  pattern.lastIndex = offset;
  return pattern.test(text);
}
function* nameStarts(name, text) {
  for (let from = 0; ; ) {
    name.lastIndex = from;
    const match = name.exec(text);
    if (!match) return;
    const end = match.index + match[0].length;
    if (matchesAt(WORD_EDGE, text, match.index)) yield end;
    from = match.index + (text.codePointAt(match.index) > 65535 ? 2 : 1);
  }
}
function namesWord(name, text) {
  for (const end of nameStarts(name, text)) if (matchesAt(WORD_EDGE, text, end)) return true;
  return false;
}
function possessiveJustBefore(name, before) {
  for (const end of nameStarts(name, before)) {
    if (matchesAt(POSSESSIVE_S, before, end) && AFTER_POSSESSIVE.test(before.slice(POSSESSIVE_S.lastIndex))) return true;
  }
  return false;
}
function namedInAside(name, after) {
  const opening = ASIDE_OPENING.exec(after);
  if (!opening) return false;
  name.lastIndex = opening[0].length;
  const match = name.exec(after);
  return match?.index === opening[0].length && !matchesAt(LETTER_AT, after, name.lastIndex);
}
function ownership(context, start, name, local, end) {
  const { text } = context;
  const linkTarget = text.slice(Math.max(0, start - 5), start).toLowerCase() === "[tel:";
  const withoutLinkText = (written) => linkTarget ? written.replace(LINK_TEXT_BEFORE, "") : written;
  const before = withoutLinkText(text.slice(Math.max(0, start - 100), start).replace(LISTED_NUMBER_BEFORE, ""));
  const lineStart = text.lastIndexOf("\n", start - 1) + 1;
  const line = withoutLinkText(text.slice(lineStart, start));
  const previousLine = text.slice(text.lastIndexOf("\n", lineStart - 2) + 1, lineStart);
  const named = name ? namePattern(name.first) : null;
  const after = text.slice(end, end + 30);
  const writerIsAthlete = context.role === "athlete";
  if (inCollegeQuote(context, start)) return -1;
  const said = ownerSaidBefore(before);
  if (said) return WRITER_JUST_BEFORE.test(said) ? writerIsAthlete && !FAMILY_JUST_BEFORE.test(said) ? 1 : -1 : 1;
  if (named && (possessiveJustBefore(named, before) || namedInAside(named, after))) return 2;
  if (!writerIsAthlete && HERS_AFTER.test(after)) return 2;
  if (!writerIsAthlete && WRITERS_AFTER.test(after)) return -1;
  if (OTHER_OWNER.test(before) || OTHER_OWNER.test(before.replace(ADDRESS_JUST_BEFORE, "")) || HOME_BEFORE.test(line)) return -1;
  if (OTHER_OWNER_AFTER.test(after)) return -1;
  if (FIRST_PERSON.test(before)) return writerIsAthlete ? 1 : -1;
  const bareLine = BARE_CONTACT_LINE.test(line);
  if (bareLine && /^[ \t*•>-]*(?:parent|mom|dad|mother|father|guardian)/iu.test(previousLine)) return -1;
  if (writerIsAthlete && THIRD_PERSON_JUST_BEFORE.test(before)) return -1;
  let score = 0;
  if (ATHLETE_OWNER.test(before) || ATHLETE_OWNER.test(before.replace(ADDRESS_JUST_BEFORE, ""))) score += 1;
  if (writerIsAthlete && (CELL_BEFORE.test(line) || OWN_AFTER.test(after))) score += 1;
  const namedAbove = named && namesWord(named, previousLine) && (CONTACT_LABEL.test(line) || bareLine && !OTHER_OWNER.test(previousLine.trimEnd()));
  if (named && (namesWord(named, line) || namedAbove)) score += 1;
  if (!writerIsAthlete && CONTACT_LABEL.test(line) && !inWriterSignature(context, start)) score += 1;
  if (name && local) {
    if (local.includes(fold(name.first))) score += 1;
    else if (name.last && local.includes(fold(name.last).replace(/\s/g, ""))) score += 0.3;
  }
  return score;
}
var ownerSaidBefore = (before) => OWNER_JUST_BEFORE.exec(before)?.[1]?.toLowerCase();
function writerSaysOwn(text, start) {
  const said = ownerSaidBefore(text.slice(Math.max(0, start - 100), start));
  return said !== void 0 && WRITER_JUST_BEFORE.test(said);
}
function personalAddress(context, address) {
  return !context.notAthlete.addresses.has(address) && !isEduAddress(address) && !/^(?:no-?reply|info|admin|support|recruiting|coach|office)@/u.test(address);
}
var SPELLED_AT = String.raw`[ \t]*[[(]at[\])][ \t]*|[ \t]+at[ \t]+|[ \t]+@[ \t]*|@[ \t]+`;
var SPELLED_DOT = String.raw`[ \t]*[[(]dot[\])][ \t]*|[ \t]+dot[ \t]+|\.`;
var SPELLED_LOCAL_DOT = String.raw`[ \t]*[[(]dot[\])][ \t]*|[ \t]+dot[ \t]+`;
var SPELLED_EMAIL = new RegExp(String.raw`(?<![\p{L}\d._%+-])((?:[\p{L}\d._%+-]{1,64}(?:${SPELLED_LOCAL_DOT})){0,2}[\p{L}\d._%+-]{1,64})(?:${SPELLED_AT})([\p{L}\d-]{1,63}(?:(?:${SPELLED_DOT})[\p{L}\d-]{1,63}){0,2}(?:${SPELLED_DOT})\p{L}{2,24})(?![\p{L}\d-])`, "giu");
var SPELLED_DOT_ANYWHERE = new RegExp(SPELLED_DOT, "giu");
var SPELLED_HINT = /\bdot\b|[[(]at[\])]|[ \t]@|@[ \t]/i;
function addressesIn(context) {
  const found = [];
  const keep = (address, start, end) => {
    if (personalAddress(context, address)) found.push({ value: address, start, end });
  };
  for (const match of matchesOf(EMAIL, context.text)) keep(match[0].replace(/[.]+$/u, "").toLowerCase(), match.index, match.index + match[0].length);
  if (!SPELLED_HINT.test(context.text)) return found;
  for (const match of matchesOf(SPELLED_EMAIL, context.text)) {
    const [written, local, domain] = match;
    if (!/[[(]at[\])]|\bdot\b|@/iu.test(written)) continue;
    if (new RegExp("^(?:\\d+|\\p{L})$", "u").test(local)) continue;
    keep(`${local.replace(SPELLED_DOT_ANYWHERE, ".")}@${domain.replace(SPELLED_DOT_ANYWHERE, ".")}`.toLowerCase(), match.index, match.index + written.length);
  }
  return found.sort((a, b) => a.start - b.start);
}
var MIN_DIGITS_ABROAD = 8;
function phonesIn(context) {
  const { text } = context;
  const found = [];
  for (const number of phoneNumbersIn(text, context.warnings)) {
    const written = text.slice(number.startsAt, number.endsAt);
    const before = text.slice(Math.max(0, number.startsAt - 25), number.startsAt);
    const phoneWord = /(?:phone|cell|mobile|tel|text|call|celular|t[ée]l[ée]phone|portable|c:|p:|m:)[^\n\d]{0,8}$/iu.test(before);
    if (!/[-.\s()/\u2010-\u2015\u2212]/u.test(written) && !phoneWord) continue;
    if (number.number.nationalNumber.length < (written.startsWith("+") ? MIN_DIGITS_ABROAD : 10)) continue;
    found.push({ value: number.number.number, start: number.startsAt, end: number.endsAt });
  }
  return found;
}
function writersEmail(context, address, score) {
  if (context.role === "athlete" || score >= 1) return false;
  return address.value === context.writer?.address?.toLowerCase() || inWriterSignature(context, address.start);
}
var PARENTS_ACCOUNT = /\b(?:using|on|from|through|off|with)[ \t]+my[ \t]+(?:mom|mum|mother|dad|father|parents|step-?(?:mom|dad|mother|father)|grand(?:ma|pa|mother|father))(?:['’]s|s['’])?[ \t]+(?:e-?mail|account|gmail|yahoo|outlook|address)\b/iu;
var CHILDS_ACCOUNT = /\b(?:using|on|from|through|off|with)[ \t]+(my[ \t]+(?:daughter|son|kid|child)['’]s|her|his|[\p{L}-]{2,20}['’]s)[ \t]+(?:e-?mail|account|gmail|yahoo|outlook|address)\b/iu;
function accountOwner(context, name) {
  if (!name) return "writer";
  const display = context.writer?.name && !context.writer.name.includes("@") ? context.writer.name : "";
  const words = fold(display.replace(/\(.*?\)|["“”]/gu, "")).split(/[^\p{L}'’-]+/u).filter(Boolean);
  const first = fold(name.first);
  const surname = name.last ? fold(name.last) : null;
  const ofFamily = surname !== null && ` ${words.join(" ")} `.includes(` ${surname} `);
  if (context.role === "parent") {
    if (words.length) return words.includes(first) && (surname === null || ofFamily || words.length === 1) ? "athlete" : "writer";
    const whose = CHILDS_ACCOUNT.exec(context.text)?.[1];
    return whose && (!/['’]s$/u.test(whose) || /^my\s/iu.test(whose) || fold(whose.slice(0, -2)) === first) ? "athlete" : "writer";
  }
  if (context.role !== "athlete" || words.some((word) => word.slice(0, 3) === first.slice(0, 3))) return "writer";
  if (PARENTS_ACCOUNT.test(context.text)) return "family";
  return words.length >= 2 && ofFamily && !writtenAsHerOwn(context.text, display.trim().split(/\s+/u)[0]) ? "family" : "writer";
}
var PARENT_JUST_BEFORE = /\b(?:mom|mum|mother|dad|father|parent|step-?(?:mom|dad|mother|father))[ \t]*[:,–-]?[ \t]*$/iu;
function writtenAsHerOwn(text, word) {
  const pattern = new RegExp(`(?<![\\p{L}])${escapeRegExp(word)}(?![\\p{L}])`, "giu");
  for (const match of matchesOf(pattern, text)) {
    const parents = PARENT_JUST_BEFORE.test(text.slice(Math.max(0, match.index - 20), match.index));
    if (!parents && !lineAround(text, match.index).line.includes("@")) return true;
  }
  return false;
}
function emailCandidates(context, name, addresses) {
  const candidates = [];
  const writerAddress = context.writer?.address?.toLowerCase() ?? null;
  const account = accountOwner(context, name);
  for (const address of addresses) {
    if (account === "family" && address.value === writerAddress) continue;
    const score = ownership(context, address.start, name, address.value.split("@")[0], address.end);
    if (score < 0 || writersEmail(context, address, score)) continue;
    candidates.push({ value: address.value, confidence: score >= 1 ? 0.9 : context.role === "athlete" ? 0.75 : 0.6, start: address.start, end: address.end });
  }
  const hers = context.role === "athlete" ? account === "writer" : account === "athlete";
  if (writerAddress && hers && !isEduAddress(writerAddress) && !context.notAthlete.addresses.has(writerAddress)) {
    candidates.push({ value: writerAddress, confidence: 0.85, start: 0, end: 0, header: headerLine(context.writer) });
  }
  return candidates;
}
var writersPhone = (context, score) => context.role !== "athlete" && score < 1;
function phoneCandidates(context, name, phones) {
  const candidates = [];
  for (const phone of phones) {
    const score = ownership(context, phone.start, name, "", phone.end);
    if (score < 0 || writersPhone(context, score)) continue;
    candidates.push({ value: phone.value, confidence: score >= 1 ? 0.9 : context.role === "athlete" ? 0.75 : 0.55, start: phone.start, end: phone.end });
  }
  return candidates;
}
var DIGIT_RUN = /\+?\(?\d(?:[\d\s().\-\u2010-\u2015\u2212]|(?<=(?<!\d)\(?\d{3}\)?[ \t]?)\/(?=[ \t]?\d{3})){7,22}\d/gu;
function phoneNumbersIn(text, warnings) {
  const found = [];
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
    if (readTo > run.index && readTo < runEnd) DIGIT_RUN.lastIndex = readTo;
  }
  return found;
}
var MAX_REMEMBERED_RUNS = 200;
var numbersIn = rememberUpTo(MAX_REMEMBERED_RUNS, (piece) => (0, import_libphonenumber_js.findNumbers)(piece, { defaultCountry: "US", leniency: "POSSIBLE", v2: true }));
var HEADER_ADDRESS = /[\p{L}\d._%+-]+@[\p{L}\d.-]+\.[\p{L}]{2,}/u;
var REPLY_HEADERS = new RegExp(REPLY_HEADER.source, "gmu");
var quotedMessages = rememberLast((text) => {
  const headers = [...matchesOf(REPLY_HEADERS, text)];
  return headers.map((header, index) => ({ start: header.index, end: headers[index + 1]?.index ?? text.length, address: HEADER_ADDRESS.exec(header[0])?.[0].toLowerCase() ?? null }));
});
function inCollegeQuote(context, offset) {
  return quotedMessages(context.text).some(({ start, end, address }) => offset >= start && offset < end && address !== null && !personalAddress(context, address));
}
function inWriterSignature(context, offset) {
  return context.signature !== null && offset >= context.signature.start && offset < context.signature.end;
}

// src/pipeline/extract/gpa.ts
var NUMBER = `([0-5][.,]\\d{1,3})(?:[ \\t]*(?:/|out of|sur|de)[ \\t]*([4-5](?:[.,]0{1,2})?|10))?`;
var WEIGHT = `(?:\\(?[ \\t]*(un[- ]?weighted|weighted|uw|w|cumulative|cum|core|ponderado|pond\xE9r\xE9|no ponderado|non pond\xE9r\xE9)\\b\\.?\\)?)?`;
var LABEL_FIRST = new RegExp(`\\b(?:(un[- ]?weighted|weighted|cumulative|core)[ \\t]+)?(?:gpa|g\\.p\\.a\\.?|grade point(?: average)?|promedio(?: general)?|moyenne|m[\xE9e]dia|notendurchschnitt)\\b[^\\d\\n]{0,20}?${NUMBER}[ \\t]*${WEIGHT}`, "giu");
var NUMBER_FIRST = new RegExp(`(?<![\\d.])${NUMBER}[ \\t]*(?:\\(?[ \\t]*(un[- ]?weighted|weighted|uw|w|cumulative)\\b\\.?\\)?[ \\t]*)?(?:gpa|g\\.p\\.a\\.?|grade point average|(?:honou?rs? |straight-a |a )?student)\\b`, "giu");
var CARRIES = /\b(?:carr(?:y|ies|ying)|maintain(?:s|ing)?|holds?|holding)[ \t]+an?[ \t]+([0-4][.,]\d{1,2})\b(?![.,]\d|[ \t]*(?:era|avg|average|batting|ppg|rpg|apg|seconds?|s\b))/giu;
var HAS = /\b(?:ha[sd]|have)[ \t]+an?[ \t]+([2-4][.,]\d{1,2})(?=[ \t]*(?:[.,;!)]|and\b|$))/gimu;
var SCHOOLING_THEN_NUMBER = /\b(?:student|school|academics|academically)\b[^.\n\d]{0,60}?(?:\bwith an?|[,:–-])[ \t]*([0-4][.,]\d{1,2})(?![.,]?\d)(?![ \t]*(?:era|avg|average|batting|ppg|rpg|apg|seconds?|s\b|%))/giu;
var LABEL_THEN_NUMBER = /\b(un[- ]?weighted|weighted)[ \t]*(?:gpa)?[ \t]*(?:of|is|:|-)?[ \t]*([0-5][.,]\d{1,3})(?!\d|[.,]\d)/giu;
var LIST_ITEM = /(?<=(?:[(,|·]|\s[-–—]\s)[ \t]*)([2-4]\.\d{1,2}|5\.0)(?=[ \t]*(?:[),|·]|\s[-–—]\s|$))/gmu;
var PROFILE_LINE = /(?:20[2-3]\d|\d['’′][ \t]*\d)/u;
var PAIR = /(?<![\d.])([0-5][.,]\d{1,3})[ \t]*\(?[ \t]*(uw|w|unweighted|weighted)\b\)?/giu;
var GERMAN_GRADE_LABEL = /\b(?:notendurchschnitt|durchschnittsnote|abiturnote|abischnitt|notenschnitt)\b/iu;
var OTHERS_AVERAGE_BEFORE = /\b(?:team|school|class|club|squad|program(?:me)?|roster|varsity)(?:['’]s|[ \t]+(?:averages?|averaged|avg|gpa|cumulative|posted|carries|carried))\b(?![ \t]+of\b)[^.;!?,\n]{0,30}$/iu;
var OTHERS_AVERAGE_AFTER = /^[ \t]*(?:team|school|class|club|squad)[ \t]+(?:gpa|average|avg)\b/iu;
var NUMBERED_GPA_QUESTION = /^[ \t>]*(\d{1,2})[.)][ \t]+[^\n\d]{0,30}\b(?:gpa|grade point average)\b[^\n\d]{0,30}$/gimu;
var GPA_WORD = /\bgpa\b/gimu;
var SENTENCE_EDGE = /[.?!:\n]/u;
var MAX_SENTENCE = 200;
var MIN_LISTED_QUESTIONS = 4;
var NUMBERED_GPA_ANSWER = /^[ \t>]*(\d{1,2})[.)][ \t]+([0-5][.,]\d{1,2})[ \t]*$/gmu;
function gpaCandidates(text) {
  const mentions = [];
  const push = (value, scale, label, start, end) => {
    const number = Number(value.replace(",", "."));
    const scaleNumber = scale ? Number(scale.replace(",", ".")) : null;
    if (!(number > 0) || number > 5 || scaleNumber && (number > scaleNumber || scaleNumber > 5)) return;
    if (isOthersAverage(text, start, start + value.length)) return;
    const weighted = label ? !/^(?:un|uw|no |non )/iu.test(label) && /^(?:weighted|w|ponderado|pondéré)$/iu.test(label.trim()) : false;
    if (mentions.some((mention) => mention.start === start)) return;
    mentions.push({ gpa: { value: number, scale: scaleNumber, weighted }, start, end });
  };
  for (const match of caselessMatches(LABEL_FIRST, text)) {
    if (GERMAN_GRADE_LABEL.test(match[0]) && !match[3]) continue;
    const valueStart = match.index + match[0].indexOf(match[2]);
    push(match[2], match[3], match[4] ?? match[1], valueStart, match.index + match[0].length);
    const tail = text.slice(match.index + match[0].length, match.index + match[0].length + 30);
    const second = /^[ \t]*(?:[/,|;]|and|y|et)[ \t]*([0-5][.,]\d{1,3})[ \t]*\(?[ \t]*(un[- ]?weighted|weighted|uw|w)\b/iu.exec(tail);
    if (second) {
      const start = match.index + match[0].length + second.index + second[0].indexOf(second[1]);
      push(second[1], void 0, second[2], start, start + second[0].length);
    }
  }
  for (const match of caselessMatches(NUMBER_FIRST, text)) push(match[1], match[2], match[3], match.index, match.index + match[0].length);
  for (const match of [...caselessMatches(CARRIES, text), ...caselessMatches(HAS, text)]) push(match[1], void 0, void 0, match.index + match[0].lastIndexOf(match[1]), match.index + match[0].length);
  for (const match of caselessMatches(SCHOOLING_THEN_NUMBER, text)) push(match[1], void 0, void 0, match.index + match[0].lastIndexOf(match[1]), match.index + match[0].length);
  for (const match of caselessMatches(LABEL_THEN_NUMBER, text)) {
    const start = match.index + match[0].lastIndexOf(match[2]);
    push(match[2], void 0, match[1], start, match.index + match[0].length);
  }
  for (const match of caselessMatches(PAIR, text)) {
    const line = text.slice(text.lastIndexOf("\n", match.index - 1) + 1, text.indexOf("\n", match.index) === -1 ? text.length : text.indexOf("\n", match.index));
    const bothOnLine = /\b(?:uw|unweighted)\b/iu.test(line) && /\d[ \t]*\(?(?:w|weighted)\b/iu.test(line);
    if (bothOnLine || /gpa|grade|promedio|average/iu.test(text.slice(Math.max(0, match.index - 60), match.index + 40))) push(match[1], void 0, match[2], match.index, match.index + match[0].length);
  }
  const answers = [...matchesOf(NUMBERED_GPA_ANSWER, text)];
  if (answers.length) {
    const asked = gpaQuestionNumbers(text);
    for (const match of answers) {
      if (asked.has(match[1])) push(match[2], void 0, void 0, match.index + match[0].lastIndexOf(match[2]), match.index + match[0].length);
    }
  }
  if (!mentions.length) {
    for (const match of matchesOf(LIST_ITEM, text)) {
      const lineStart = text.lastIndexOf("\n", match.index - 1) + 1;
      const lineEnd = text.indexOf("\n", match.index);
      if (PROFILE_LINE.test(text.slice(lineStart, lineEnd === -1 ? text.length : lineEnd))) push(match[1], void 0, void 0, match.index, match.index + match[0].length);
    }
  }
  const anyUnweighted = mentions.some((mention) => !mention.gpa.weighted);
  return mentions.map((mention) => ({
    value: mention.gpa,
    // Unweighted first: a weighted GPA only stands when it is the only one given.
    confidence: mention.gpa.weighted ? anyUnweighted ? 0.5 : 0.85 : mention.gpa.value > 4 && !mention.gpa.scale ? 0.7 : 0.92,
    start: mention.start,
    end: mention.end
  }));
}
function isOthersAverage(text, start, end) {
  return OTHERS_AVERAGE_BEFORE.test(text.slice(Math.max(0, start - 60), start)) || OTHERS_AVERAGE_AFTER.test(text.slice(end, end + 20));
}
function listedPosition(sentence) {
  const items = sentence.split(/,|\band\b|&/iu).map((item) => item.trim());
  if (items.length < MIN_LISTED_QUESTIONS || items.slice(1).some((item) => item.split(/\s+/u).length > 4)) return null;
  const index = items.findIndex((item) => /\bgpa\b/iu.test(item));
  return index === -1 ? null : index + 1;
}
function gpaQuestionNumbers(text) {
  const asked = new Set([...caselessMatches(NUMBERED_GPA_QUESTION, text)].map((match) => match[1]));
  for (const match of caselessMatches(GPA_WORD, text)) {
    const position = listedPosition(sentenceAround2(text, match.index, match.index + match[0].length));
    if (position !== null) asked.add(String(position));
  }
  return asked;
}
function sentenceAround2(text, start, end) {
  let from = start;
  while (from > 0 && start - from < MAX_SENTENCE && !SENTENCE_EDGE.test(text[from - 1])) from--;
  let to = end;
  while (to < text.length && to - end < MAX_SENTENCE && !SENTENCE_EDGE.test(text[to])) to++;
  return text.slice(from, to);
}

// src/pipeline/extract/height.ts
var FEET = `([4-7])`;
var INCH = `(1[01]|0?\\d)(?:(?:\\.(5|25|75))|[ \\t]*(\xBD|\xBC|\xBE|1/2|1/4|3/4|and a half))?`;
var QUOTE_FT = `['\u2019\u2032\xB4\`]`;
var QUOTE_IN = `(?:"|\u201D|\u2033|''|\u2019\u2019|in\\.?|inches|po\\.?(?![\\p{L}])|pouces?|pulgadas?)?`;
var NOT_HEIGHT = /\b(?:reach|approach|touch(?:es)?|jump|vert(?:ical)?|block (?:jump|touch|reach)|span|wingspan|standing|broad|attack|spike|(?<!\b(?:stands?|measured|in)[ \t]{1,3})at|alcance|saut)\b[^\n\d]{0,12}$/iu;
var HEIGHT_CONTEXT = /(?:height|ht\.?|tall|stands?|measur|gr(?:ew|own)(?:[ \t]+(?:an?|one|two|half an?)[ \t]+inch(?:es)?)?[ \t]+to|altura|estatura|mide|mido|taille|mesure|grande|gr(?:ö|oe)(?:ß|ss)e|gro(?:ß|ss)|tenho)[^\n\d]{0,14}$/iu;
var SOMEONE_ELSE = /\b(?:sister|brother|sibling|mom|mother|dad|father|parents?|teammate|partner|twin|cousin|(?:older|younger|oldest|other) (?:daughter|son))\b[^.\n]{0,50}$/iu;
var HERS_AFTER_ALL = /(?:\b(?:and|but|while|whereas)|;)[ \t]+she(?:['’]s|[ \t]+(?:is|stands|measures))(?:[ \t]+(?:already|now|about|at))?[ \t]*$/iu;
var ITEM_START = /(?:^[ \t*•>-]*|[,|·][ \t]*)$/u;
var ITEM_END = /^[ \t]*(?:[,|·]|\r?\n|$)/u;
var PROFILE_LINE2 = /\b(?:gpa|grad|class|20[2-3]\d)\b|['’]\d{2}\b/iu;
var FRACTIONS = { "5": 0.5, "25": 0.25, "75": 0.75, "\xBD": 0.5, "\xBC": 0.25, "\xBE": 0.75, "1/2": 0.5, "1/4": 0.25, "3/4": 0.75, "and a half": 0.5 };
var FEET_INCHES = new RegExp(`(?<![\\d.])${FEET}(?:-|[ \\t]*)(?:${QUOTE_FT}|ft\\.?|feet|foot|pies|pieds?|pi(?![\\p{L}]))(?:-|[ \\t]*)(?:${INCH}[ \\t]*${QUOTE_IN}(?:[ \\t]*(and a half|\xBD))?)?(?![\\d])`, "giu");
var DASHED = new RegExp(`(?<![\\d./-])${FEET}[ \\t]*[-\u2013][ \\t]*${INCH}(?![\\d/-])`, "giu");
var METRIC = /(?<![\d.,])(?:(1)[.,](\d{2})[ \t]*m(?:ts?|eters?|ètres?|etros?)?\b|(1)[ \t]*m[ \t]*(\d{2})\b|(1\d{2})[ \t]*cm\b)/giu;
var INCHES_ONLY = /(?<![\d.])(\d{2})[ \t]*(?:inches|in\.?)(?![\p{L}])/giu;
var NUMBER_WORDS = { one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, eleven: 11 };
var WORDED = /(?<![\p{L}\d.])([4-7]|four|five|six|seven)[ \t-]*(?:foot|feet|ft\.?)[ \t-]*(one|two|three|four|five|six|seven|eight|nine|ten|eleven|even)(?![\p{L}])/giu;
var WORDED_INCHES_AFTER = /^[ \t-]*(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|even)(?![\p{L}])/iu;
function heightCandidates(text, athleteFirstName) {
  const candidates = [];
  const push = (written, inches, start, confidence) => {
    const before = text.slice(Math.max(0, start - 30), start);
    if (NOT_HEIGHT.test(before) || isSomeoneElse(text.slice(Math.max(0, start - 60), start), athleteFirstName)) return;
    const rounded = Math.round(inches * 4) / 4;
    if (rounded < 54 || rounded > 84) return;
    const boosted = HEIGHT_CONTEXT.test(before) ? Math.max(confidence, 0.95) : confidence;
    candidates.push({ value: { written: written.trim(), inches: rounded }, confidence: boosted, start, end: start + written.length });
  };
  for (const match of matchesOf(WORDED, text)) {
    const feet = Number(match[1]) || NUMBER_WORDS[match[1].toLowerCase()];
    push(match[0], feet * 12 + (NUMBER_WORDS[match[2].toLowerCase()] ?? 0), match.index, 0.9);
  }
  for (const match of matchesOf(FEET_INCHES, text)) {
    if (match[2] === void 0 && WORDED_INCHES_AFTER.test(text.slice(match.index + match[0].length, match.index + match[0].length + 8))) continue;
    const inches = Number(match[1]) * 12 + Number(match[2] ?? 0) + fraction(match[3] ?? match[4] ?? match[5]);
    push(match[0], inches, match.index, match[2] === void 0 ? 0.75 : 0.9);
  }
  for (const match of matchesOf(DASHED, text)) {
    const before = text.slice(Math.max(0, match.index - 30), match.index);
    const after = text.slice(match.index + match[0].length, match.index + match[0].length + 12);
    const { line, start: lineStart } = lineAround(text, match.index);
    const profileItem = ITEM_START.test(text.slice(lineStart, match.index)) && ITEM_END.test(after) && PROFILE_LINE2.test(line);
    const context = profileItem || HEIGHT_CONTEXT.test(before) || /^[ \t]*(?:tall|\(|,?[ \t]*(?:OH|MB|S|setter|outside|middle|libero|DS|RS|OPP|pitcher|catcher)\b)/iu.test(after);
    if (!context) continue;
    push(match[0], Number(match[1]) * 12 + Number(match[2]) + fraction(match[3] ?? match[4]), match.index, 0.85);
  }
  for (const match of matchesOf(METRIC, text)) {
    const centimetres = match[5] ? Number(match[5]) : Number(`${match[1] ?? match[3]}${match[2] ?? match[4]}`);
    push(match[0], Math.round(centimetres / 2.54 * 2) / 2, match.index, 0.85);
  }
  for (const match of matchesOf(INCHES_ONLY, text)) {
    const before = text.slice(Math.max(0, match.index - 30), match.index);
    if (HEIGHT_CONTEXT.test(before)) push(match[0], Number(match[1]), match.index, 0.8);
  }
  return candidates;
}
function isSomeoneElse(before, athleteFirstName) {
  const match = SOMEONE_ELSE.exec(before);
  if (!match || HERS_AFTER_ALL.test(before)) return false;
  return !(athleteFirstName && match[0].toLowerCase().includes(athleteFirstName.toLowerCase()));
}
function fraction(written) {
  return written ? FRACTIONS[written] ?? 0 : 0;
}

// src/pipeline/extract/location.ts
var CITY = `((?:(?:St\\.|Ft\\.|Mt\\.|[\\p{Lu}][\\p{L}'\u2019-]*)[ ](?:(?:de|do|dos|da|das|del|di|du|des|la|le|sur)[ ]){0,2}){0,2}[\\p{Lu}][\\p{L}'\u2019-]*(?:[ ]d['\u2019]\\p{Lu}[\\p{L}'\u2019-]*)?)`;
var CITY_LOWER = `((?:[\\p{L}'\u2019.-]+[ \\t]+){0,2}?[\\p{L}'\u2019.-]+)`;
var CODE = `(${Object.keys(REGIONS).join("|")}|[A-Z]\\.[A-Z]\\.)`;
var REGION_NAME = `(${REGION_NAME_PATTERN})`;
var ABBREVIATION_TITLE = REGION_ABBREVIATION_PATTERN.replace(new RegExp("(^|\\|)(\\p{Ll})", "gu"), (_all, lead, letter) => lead + letter.toUpperCase());
var REGION_TITLE = `(${REGION_TITLE_PATTERN}|(?:${ABBREVIATION_TITLE})\\.)`;
var WORD_CODES = /* @__PURE__ */ new Set(["in", "on", "or", "me", "hi", "ok", "oh", "la", "de", "al", "ma", "pa", "co", "id", "mo", "ne", "ga", "va", "wa", "sc", "nd", "mt"]);
var LABEL2 = /(?:^|[|•·;])[ \t*•-]*(?:hometown|home town|home(?=[ \t]*[:：])|town|location|city(?:[ \t]*(?:\/|,|and|&)[ \t]*state)?|state|from|ciudad|ubicaci[oó]n|lugar|ville|r[ée]gion|province|provincia|estado|cidade|heimatort|wohnort|stadt)[ \t]*[:：–|-][ \t]*/gimu;
var TOWN_ASIDE = `(?:[ ]\\([^()\\n\\d]{1,30}\\)(?=,))?`;
var CITY_CODE = new RegExp(`${CITY}${TOWN_ASIDE}(?:,?[ \\t]+|[ ]\\()${CODE}(?![\\p{L}])`, "dgu");
var CITY_NAME = new RegExp(`${CITY}${TOWN_ASIDE}(?:,[ \\t]*|[ ]\\()${REGION_TITLE}(?![\\p{L}])(?![ \\t]+(?:City|Beach)\\b)`, "dgu");
var CITY_NAME_END = new RegExp(`(?:,[ \\t]*|[ ]\\()${REGION_TITLE}(?![\\p{L}])`, "u");
var BRACKETED_TOWN = new RegExp(`(?<=[\\p{L}.])[ ]\\(${CITY}\\)`, "dgu");
var CAPITALISED_WORDS_BEFORE = new RegExp("(?:\\p{Lu}[\\p{L}.]*[ ]){0,2}\\p{Lu}[\\p{L}.]*$", "u");
var PLACE_PREPOSITION_BEFORE = /(?:^|[^\p{L}])(?:from|in|of|de|en|em|à)[ \t]+(?:the[ \t]+)?$/iu;
var FROM_PLACE = new RegExp(`\\b(from|out of|de|in|live in|living in|based in|moved to|vivo en|j['\u2019]habite [\xE0a])[ \\t]+${CITY_LOWER},?[ \\t]+([a-z]{2}|${REGION_NAME_PATTERN})(?![\\p{L}])`, "dgiu");
var FROM_REGION = new RegExp(`\\b(?:from|live in|living in|based in|moved to|(?:moved|relocated)[ \\t]+from[ \\t]+[^.,\\n]{1,30}?[ \\t]+to|the state of|de|du|(?:high school|hs|academy|prep|school)[ \\t]+in)[ \\t]+(?:the[ \\t]+)?${REGION_NAME}(?![\\p{L}])(?![ \\t]+city\\b)`, "dgiu");
var FROM_CODE = /\b(?:from|out[ \t]+of)[ \t]+([A-Z]{2})(?=[ \t]*(?:[,.;!)]|$))/dgmu;
var TOWN_LABEL = /(?:hometown|home town|town|city|ciudad|cidade|ville|heimatort|wohnort|stadt)[ \t]*[:：–|-][ \t]*$/iu;
var TOWN_ALONE = new RegExp(`^${CITY}\\.?$`, "u");
var LABELLED_PLACE = new RegExp(`^(?:${CITY_LOWER}(?:,?[ \\t]+|,|[ \\t]*[/\u2013-][ \\t]*|[ \\t]*(?=\\()))?\\(?(${Object.keys(REGIONS).join("|")}|${REGION_NAME_PATTERN}|(?:${REGION_ABBREVIATION_PATTERN})(?=\\.))\\)?\\.?[ \\t]*$`, "iu");
var SCHOOL_IN = /(?:high school|hs|academy|prep|school|secondary),?[ \t]+in[ \t]+$/iu;
var schoolTownAt = (text, start) => SCHOOL_IN.test(text.slice(Math.max(0, start - 24), start));
var POSITION_YEAR_AFTER = /^[ \t]+20[2-3]\d(?!\d)/u;
var TEAM_AFTER_CODE = /^[ \t]+(?:\d{1,2}(?:\/\d{2}|[Uu]|s)?|[Uu]-?\d{2}|\d{2}[GB]|[GB]\d{2}|20[01]\d|ECNL|NPL|DPL|EDP|GA|RL|MLS)(?![\p{L}\d])/u;
var CLASS_OR_POSITION = /^(?:senior|junior|sophomore|freshman|libero|setter|hitter|outside|middle|blocker|opposite|pitcher|catcher|shortstop|utility|outfielder|grad|class|recruit|prospect|player|athlete|volleyball|softball|position|pos)$/iu;
var SCHOOL_WORD_LAST = /[ \t](?:College|School|Academy|High|HS|Prep|Catholic|Christian|Secondary|Gymnasium|Lyc[ée]e)$/u;
var ORGANISATION_FIRST = /^(?:Colegio|Col[ée]gio|Escola|Escuela|Liceo|Lyc[ée]e|[ÉE]cole|Coll[èe]ge|Gymnasium|Instituto|IES|Club|Clube|Universidad|Universit[ée]|Academia|Associa[çc][ãa]o|Asociaci[óo]n)(?![\p{L}])/u;
var TOWN_AFTER_CONNECTOR = new RegExp("[ ](?:de|do|dos|da|das|del|di|du|des)[ ]((?:la[ ]|le[ ])?\\p{Lu}[\\p{L}'\u2019 -]*)$", "u");
var CITY_STOP = /^(?:in|at|from|and|the|for|of|to|with|near|outside|de|en|a|à|soy|sou|somos|vivo|moro|vengo|viens|suis|habite)$/iu;
var TOWN_CONNECTOR = /^(?:de|do|dos|da|das|del|di|du|des|la|le|sur)$/u;
var COUNTRY_NAMES = (() => {
  const names = /* @__PURE__ */ new Set();
  const codes = Array.from({ length: 26 * 26 }, (_, index) => String.fromCharCode(65 + Math.floor(index / 26), 65 + index % 26)).filter((code) => code !== "US" && code !== "CA");
  for (const language of ["en", "es", "fr", "de", "pt", "it"]) {
    const regions = new Intl.DisplayNames([language], { type: "region", fallback: "none" });
    for (const code of codes) {
      const name = regions.of(code);
      if (name) names.add(fold(name));
    }
  }
  for (const nation of ["England", "Scotland", "Wales", "Northern Ireland", "UK", "U.K"]) names.add(fold(nation));
  return names;
})();
var CITY_COUNTRY = new RegExp(`${CITY},[ \\t]*(?:the[ \\t]+)?(?:[\\p{Lu}][\\p{L}'\u2019-]*(?:[ ][\\p{Lu}][\\p{L}'\u2019-]*){0,2},[ \\t]*)?([\\p{Lu}][\\p{L}'\u2019.-]*(?:[ ](?:[\\p{Lu}][\\p{L}'\u2019.-]*|of|and|the|del|de|do|da)){0,3})(?![\\p{L}])`, "dgu");
var CITY_COUNTRY_END = new RegExp(",[ \\t]*(?:the[ \\t]+)?\\p{Lu}", "u");
var TOWN_SAID = new RegExp(`(?:\\b(?:(?:[Hh]ere|[Ll]ives?(?:[ \\t]+(?:out|over|up|down|right))?|[Ll]iving|[Bb]ased)[ \\t]+in|[Mm]oved[ \\t]+to|[Vv]ivo[ \\t]+(?:a|en|em|n[oa])|[Mm]oro[ \\t]+(?:em|n[oa])|[Ss]o[uy][ \\t]+d[eoa]|[Ss]omos[ \\t]+de|[Vv]engo[ \\t]+de|[Aa]bito[ \\t]+a|[Ww]ohne[ \\t]+in|[Kk]omme[ \\t]+aus|[Jj]['\u2019]habite[ \\t]+[\xE0a]|[Jj]e[ \\t]+(?:viens|suis)[ \\t]+de)|\\b(?:High School|High|HS|Academy|Prep|School|Secondary|Catholic|Christian|Collegiate|Grammar|gymnasium|skole),?[ \\t]+in|\\p{Ll}(?:college|lyceum|skolan),?[ \\t]+in|(?<![\\p{L}])(?:[\xC9E]cole|Gymnasium|Lyc[\xE9e]e|Colegio|Col[\xE9e]gio|Coll[\xE8e]ge|Liceo|Liceum|Lykeio|Instituto|IES|C[\xE9e]gep|Escola|Escuela)[^,.\\n]{0,40},?[ \\t]+(?:in|\xE0|en|a|em|no|na))[ \\t]+${CITY}(?![\\p{L}'\u2019-])(?![ \\t]*(?:\\(|[A-Z]{2}\\b|\\p{Lu}))`, "dgu");
var FROM_TOWN = new RegExp(`\\b(from|de|out of)[ \\t]+${CITY}(?![\\p{L}'\u2019-])(?![ \\t]*(?:\\p{Lu}|\\d))`, "dgu");
var NAME_BEFORE_OUT_OF = new RegExp("(?:\\p{Lu}[\\p{L}'\u2019.-]*|\\d{1,2}[Uus]?)[ \\t]+$", "u");
var outOfNamesTown = (text, trigger, start) => /^out of$/iu.test(trigger) && NAME_BEFORE_OUT_OF.test(text.slice(Math.max(0, start - 40), start));
var INTRODUCES_HERSELF = /(?:^|[^\p{L}])(?:I[ \t]+am|I['’]?m|my[ \t]+name[ \t]+is|[Ss]oy|[Ss]ou|[Jj]e[ \t]+suis|[Ii]ch[ \t]+bin)(?![\p{L}])/u;
var NOT_A_TOWN = /^(?:Coach|Mr|Mrs|Ms|Dr|Team|Club)\b|[ ](?:Volleyball|Softball|Soccer|Lacrosse|Club|VBC|FC|SC|VC|Juniors|Elite|University|College|State|Fastpitch|Aquatics|Performance|Premier|Select|Academy|United|Sports|Athletics|Power|Storm|Thunder|Fury|Rush|Surge|Force|Heat|Impact|Express|Attack|Lightning|Legacy|National|Royal)$/u;
var CLUB_TOWN = new RegExp(`(?<![\\p{L}\\d])(?:1[0-8](?:U|s)?|U-?1\\d)(?:[ ]\\p{Lu}[\\p{L}]*){0,2}[ \\t]+in[ \\t]+${CITY}(?![\\p{L}'\u2019-])(?![ \\t]*(?:\\(|\\p{Lu}))`, "dgu");
var PLAYS_BEFORE = /\b(?:play|plays|playing|played|compete|competes|competing|competed)[ \t]+$/iu;
var WHEN_PLAYED = /\b(?:weekend|tonight|tomorrow|next[ \t]+(?:week|month)|this[ \t]+(?:week|month))\b/iu;
var SCHOOL_LABEL_TOWN = new RegExp(`^[ \\t*\u2022-]*(?:[Hh]igh [Ss]chool|[Ss]chool|[Ss]chule|[Ee]scuela|[Cc]olegio|[\xC9\xE9Ee]cole|[Ll]yc[\xE9e]e|[Ii]nstituto|[Ee]scola)[ \\t]*[:\uFF1A][^,\\n]{2,60},[ \\t]*${CITY}(?=[ \\t.]*(?:,|$))`, "dgmu");
var SCHOOL_TOWN_BRACKETED = new RegExp(`(?:\\b(?:High School|HS|Academy|Prep|School|Secondary|Catholic|Christian|Collegiate|Grammar)|(?<![\\p{L}])(?:[\xC9E]cole|Gymnasium|Lyc[\xE9e]e|Colegio|Col[\xE9e]gio|Coll[\xE8e]ge|Liceo|Liceum|Lykeio|Instituto|IES|Escola|Escuela)[^,.()\\n]{0,40})[ ]\\(${CITY}\\)`, "dgu");
var REGION_OR_COUNTRY_AFTER = new RegExp("^(?:,?[ \\t]+(?:just[ \\t]+|right[ \\t]+)?(?:near|outside(?:[ \\t]+of)?|close[ \\t]+to)[ \\t]+(?:\\p{Lu}[\\p{L}'\u2019.-]*[ ]?){1,3})?(?:,[ \\t]*|,?[ \\t]+(?:in|au|en|im)[ \\t]+)(?:the[ \\t]+)?(?:(?:state|province)[ \\t]+of[ \\t]+)?(\\p{Lu}[\\p{L}'\u2019.-]*(?:[ ](?:\\p{Lu}[\\p{L}'\u2019.-]*|and|of)){0,3})", "u");
var NEAR_BEFORE = /\b(?:near|outside(?:[ \t]+of)?|close[ \t]+to|suburbs?[ \t]+of|perto[ \t]+d[eoa]|cerca[ \t]+de|pr[èe]s[ \t]+de)[ \t]+$/iu;
var NEAR_PENALTY = 0.1;
var FORMER_HOME_BEFORE = /\b(?:(?:moved|moving|relocated|relocating|came)[ \t]+(?:here[ \t]+)?from|originally[ \t]+from|used[ \t]+to[ \t]+live[ \t]+in|born[ \t]+in)[ \t]+(?:the[ \t]+)?$/iu;
var FORMER_HOME_PENALTY = 0.35;
var OTHERS_HOME_BEFORE = /\b(?:(?:my|our|her)[ \t]+(?:(?:older|younger|big|little|old|club|high[ \t]+school)[ \t]+)?(?:sisters?|brothers?|cousins?|coach(?:es)?|friends?|aunts?|uncles?|grand(?:parents?|ma|pa|mother|father)|teammates?))[ \t]+(?:(?:just|now|still|recently|all|both|also)[ \t]+)?(?:lives?|living|moved|moving)[ \t]+(?:(?:out|over|up|down)[ \t]+)?(?:in|to)[ \t]+$/iu;
var EVENT_WORD = "qualifier|tournament|showcase|classic|championships?|nationals|invitational|festival|cup|camp|clinic|tourney";
var EVENT_OR_LODGING_WORD = `${EVENT_WORD}|showdown|shootout|slam|bash|blast|jam|fest|sparkler|invite|games|challenge|series|inn|hotel|suites|lodge|resort|motel`;
var ELSEWHERE_BEFORE = /\b(?:(?:campus|university)[ \t]+(?:in|at)|(?:will|['’]ll|going[ \t]+to)[ \t]+be[ \t]+in|(?:travel(?:l?ing|l?ed)?|head(?:ing|ed)?|fly(?:ing)?|flew|driv(?:ing|e)|going)[ \t]+to|visit(?:ed|ing)?(?:[ \t]+(?:in|to))?|(?:want(?:ed)?|love|like|hope|hoping|dream(?:ed)?|plan(?:ning)?)[ \t]+to[ \t]+(?:live|play|study|go|move)[ \t]+(?:in|to))[ \t]+$/iu;
var EVENT_BEFORE3 = new RegExp(`\\b(?:(?:${EVENT_OR_LODGING_WORD}|play(?:ing|ed)?|compet(?:e|es|ed|ing))[ \\t]+(?:in|at)[ \\t]+|(?:${EVENT_OR_LODGING_WORD})[ \\t]*\\()$`, "iu");
var REGION_CITY = /[ ]City$/u;
var IN_ITS_NAMESAKE = /* @__PURE__ */ new Set(["quebec city", "oklahoma city", "iowa city", "new york city"]);
var REGION_OF_BEFORE = /\b(?:state|province|region|estado|provincia|prov[ií]ncia)[ \t]+(?:of|de|do|da)[ \t]+$/iu;
var CODE_AFTER = /^[ \t]*,?[ \t]*\(?([A-Z]{2})(?![\p{L}])/u;
var CITY_PREPOSITION = /(?:^|[ \t])[àa]$/u;
var SCHEDULE_LINE = /^[ \t>*•-]*(?:(?:mon|tue|wed|thu|fri|sat|sun)[a-z]{0,6}\.?,?[ \t]+)?(?:(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]{0,6}\.?[ \t]+\d{1,2}|\d{1,2}\/\d{1,2})(?!\d)/iu;
var SCHEDULE_LINE_END = /[—–,(-][ \t]*(?:(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]{0,6}\.?[ \t]+\d{1,2}(?:[ \t]*[-–][ \t]*\d{1,2})?|\d{1,2}\/\d{1,2}(?:[ \t]*[-–][ \t]*\d{1,2})?)(?!\d)\)?[ \t.]*$/iu;
var DATE_RANGE_END = /\d{1,2}[ \t]*[-–][ \t]*\d{1,2}\)?[ \t.]*$/u;
var isDateline = (line, placeAt) => line.slice(0, placeAt).trim() === "" && !DATE_RANGE_END.test(line);
var MONTH_OR_DAY2 = /^(?:January|February|March|April|May|June|July|August|September|October|November|December|Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday)\b/u;
function countryAt(written) {
  const words = written.split(" ");
  for (let count = words.length; count > 0; count--) {
    const name = words.slice(0, count).join(" ").replace(/\.+$/u, "");
    if (COUNTRY_NAMES.has(fold(name))) return name;
  }
  return null;
}
function regionAt(written) {
  const words = written.split(" ");
  for (let count = Math.min(words.length, 4); count > 0; count--) {
    const code = regionCode(words.slice(0, count).join(" ").replace(/\.+$/u, ""));
    if (code) return code;
  }
  return null;
}
function regionEnding(before) {
  const words = CAPITALISED_WORDS_BEFORE.exec(before)?.[0].split(" ") ?? [];
  for (let count = 1; count <= words.length; count++) {
    const written = words.slice(-count).join(" ");
    const code = regionCode(written);
    if (code && (written.length > 3 || written === code)) return PLACE_PREPOSITION_BEFORE.test(before.slice(0, before.length - written.length)) ? code : null;
  }
  return null;
}
var NATION_AT_HOME = /^(?:United States|USA|US|Canada|Estados Unidos|[ÉE]tats-Unis|Kanada|Vereinigte Staaten)$/u;
function placeCandidates(text, lowercase) {
  const candidates = [];
  const push = (city, state, start, end, confidence, cityOnly = false) => {
    if (!state && !cityOnly) return;
    if (city && city.split(/[ \t]+/u).some((word) => CLASS_OR_POSITION.test(word))) return;
    if (city && SCHOOL_WORD_LAST.test(city)) return;
    if (city && ORGANISATION_FIRST.test(city)) {
      const town = TOWN_AFTER_CONNECTOR.exec(city);
      if (!town) return;
      city = town[1];
    }
    const { line, start: lineStart } = lineAround(text, start);
    if (SCHEDULE_LINE.test(line) || SCHEDULE_LINE_END.test(line) && !isDateline(line, start - lineStart)) return;
    if (ELSEWHERE_BEFORE.test(text.slice(Math.max(0, start - 40), start)) || OTHERS_HOME_BEFORE.test(text.slice(Math.max(0, start - 60), start))) return;
    const near = NEAR_BEFORE.test(text.slice(Math.max(0, start - 16), start)) ? NEAR_PENALTY : 0;
    const former = FORMER_HOME_BEFORE.test(text.slice(Math.max(0, start - 32), start)) ? FORMER_HOME_PENALTY : 0;
    if (near && !state) return;
    const cleanCity = city && !near ? cleanCityName(city) : null;
    const before = text.slice(Math.max(0, start - 40), start);
    const schoolTown = schoolTownAt(text, start);
    if (EVENT_BEFORE3.test(before) && !schoolTown) return;
    const penalty = onEventLine(text, start) && !schoolTown ? EVENT_LINE_PENALTY : 0;
    candidates.push({ value: { city: cleanCity, state }, confidence: confidence - penalty - near - former, start, end });
  };
  for (const match of caselessMatches(LABEL2, text)) {
    const start = match.index + match[0].length;
    const rest = text.slice(start, text.indexOf("\n", start) === -1 ? text.length : text.indexOf("\n", start)).split("|")[0];
    const labelled = LABELLED_PLACE.exec(rest.trim());
    if (labelled) {
      const code = regionCode(labelled[2]);
      const city = labelled[1] && !regionCode(labelled[1]) ? labelled[1] : null;
      push(city, code, start, start + rest.length, 0.95);
    } else if (TOWN_LABEL.test(match[0])) {
      const town = TOWN_ALONE.exec(rest.trim());
      if (town && !regionCode(town[1]) && !countryAt(town[1])) push(town[1], null, start, start + rest.length, 0.9, true);
    }
  }
  for (const match of caselessMatches(FROM_PLACE, text)) {
    const [trigger, city, written] = [1, 2, 3].map((group) => text.slice(groupStart(match, group), groupEnd(match, group)));
    const isCode = written.length === 2;
    const saysHome = /^(?:from|out of|live in|living in|based in|moved to)$/iu.test(trigger);
    const lower = lowercase || writtenInLowercase(text, match.index);
    if (isCode && written !== written.toUpperCase() && !(lower && (saysHome || !WORD_CODES.has(written.toLowerCase())))) continue;
    if (!isCode && trigger.toLowerCase() === "in" && !schoolTownAt(text, groupStart(match, 2))) continue;
    if (!lower && !new RegExp("^\\p{Lu}", "u").test(city.trim())) continue;
    const clubsTown = outOfNamesTown(text, trigger, groupStart(match, 1));
    push(city, regionCode(written), groupStart(match, 2), groupEnd(match, 3), clubsTown ? 0.6 : trigger.toLowerCase() === "in" ? 0.8 : 0.9);
  }
  for (const match of matchesOf(CITY_CODE, text)) {
    const after = text.slice(groupEnd(match, 2), groupEnd(match, 2) + 8);
    const bracketed = text[groupStart(match, 2) - 1] === "(";
    if (bracketed && !after.startsWith(")")) continue;
    const bare = !bracketed && !match[0].includes(",");
    if (bare && (POSITION_YEAR_AFTER.test(after) || TEAM_AFTER_CODE.test(after))) continue;
    if (inBracketedList(text, groupStart(match, 1))) continue;
    const code = regionCode(match[2]);
    push(match[1], code, groupStart(match, 1), groupEnd(match, 2), bare ? 0.7 : 0.75);
  }
  for (const match of CITY_NAME_END.test(text) ? matchesOf(CITY_NAME, text) : []) {
    if (!match[0].includes(",") && text[groupEnd(match, 2)] !== ")") continue;
    push(match[1], regionCode(match[2]), groupStart(match, 1), groupEnd(match, 2), 0.75);
  }
  for (const match of matchesOf(BRACKETED_TOWN, text)) {
    const state = regionEnding(text.slice(Math.max(0, match.index - 40), match.index));
    if (state && !regionCode(match[1])) push(match[1], state, groupStart(match, 1), groupEnd(match, 1), 0.75);
  }
  for (const match of CITY_COUNTRY_END.test(text) ? matchesOf(CITY_COUNTRY, text) : []) {
    const country = countryAt(match[2]);
    const said = /\b(?:from|in|live in|living in|based in|de|soy de)[ \t]+$/iu.test(text.slice(Math.max(0, groupStart(match, 1) - 12), groupStart(match, 1)));
    if (REGION_OF_BEFORE.test(text.slice(Math.max(0, groupStart(match, 1) - 16), groupStart(match, 1)))) continue;
    if (country && !regionCode(match[1]) && !regionCode(country)) push(match[1], null, groupStart(match, 1), groupStart(match, 2) + country.length, said ? 0.85 : 0.7, true);
  }
  const pushTown = (town, start, end, cityPreposition, confidence = 0.65) => {
    if (MONTH_OR_DAY2.test(town) || countryAt(town) || NATION_AT_HOME.test(town) || NOT_A_TOWN.test(town)) return;
    const after = text.slice(end, end + 64);
    const code = CODE_AFTER.exec(after);
    if (code && regionCode(code[1])) return;
    const namesRegion = regionCode(town) ?? regionCode(town.replace(REGION_CITY, ""));
    if (namesRegion) {
      if (cityPreposition || IN_ITS_NAMESAKE.has(fold(town))) push(town, namesRegion, start, end, confidence);
      else if (REGION_CITY.test(town)) push(town, null, start, end, confidence, true);
      return;
    }
    const where = REGION_OR_COUNTRY_AFTER.exec(after);
    push(town, where ? regionAt(where[1]) : null, start, end, confidence, true);
  };
  for (const match of [...matchesOf(TOWN_SAID, text), ...matchesOf(SCHOOL_TOWN_BRACKETED, text), ...matchesOf(SCHOOL_LABEL_TOWN, text)]) {
    const start = groupStart(match, 1);
    pushTown(match[1], start, groupEnd(match, 1), CITY_PREPOSITION.test(match[0].slice(0, start - match.index).trimEnd()));
  }
  for (const match of matchesOf(CLUB_TOWN, text)) {
    const playsThere = PLAYS_BEFORE.test(text.slice(Math.max(0, match.index - 16), match.index)) || WHEN_PLAYED.test(sentenceBefore(text, match.index));
    if (!playsThere && !onEventLine(text, groupStart(match, 1))) pushTown(match[1], groupStart(match, 1), groupEnd(match, 1), false, 0.6);
  }
  for (const match of matchesOf(FROM_TOWN, text)) {
    const start = groupStart(match, 2);
    if (match[1] === "de" && !REGION_OR_COUNTRY_AFTER.test(text.slice(groupEnd(match, 2), groupEnd(match, 2) + 64))) continue;
    if (!INTRODUCES_HERSELF.test(sentenceBefore(text, match.index)) || outOfNamesTown(text, match[1], match.index)) continue;
    pushTown(match[2], start, groupEnd(match, 2), false);
  }
  for (const match of caselessMatches(FROM_REGION, text)) {
    push(null, regionCode(text.slice(groupStart(match, 1), groupEnd(match, 1))), groupStart(match, 1), groupEnd(match, 1), 0.7);
  }
  for (const match of matchesOf(FROM_CODE, text)) {
    push(null, regionCode(match[1]), groupStart(match, 1), groupEnd(match, 1), 0.7);
  }
  return withStatesJoined(candidates);
}
var SIGN_OFF_PLACE_HERS = /* @__PURE__ */ new Set(["athlete", "parent", "high_school_coach"]);
function homePlaces(context, places, athlete) {
  const signOffHers = SIGN_OFF_PLACE_HERS.has(context.role);
  const people = new Set([athlete?.last ? `${athlete.first} ${athlete.last}` : "", context.writer?.name ?? ""].map((name) => fold(name).replace(/\s+/gu, " ").trim()).filter((name) => name.includes(" ")));
  const personsName = (city) => city !== null && people.has(fold(city));
  const herName = athlete?.last ? fold(`${athlete.first} ${athlete.last}`) : null;
  const collegeWrote = (offset) => inCollegeQuote(context, offset) && !quotedFromHer(context, offset, herName);
  const signOff = context.signature ? context.text.slice(context.signature.start, context.signature.end) : "";
  const signOffAtWork = context.role === "parent" && AT_WORK.test(signOff);
  const signOffSchool = context.role === "other" && HIGH_SCHOOL_SIGN_OFF.test(signOff);
  const signOffPlaceHers = signOffHers && !signOffAtWork || signOffSchool;
  const aboutHer = (offset) => {
    const before = context.text.slice(context.signature?.start ?? offset, offset);
    return POSTSCRIPT.test(before) || athlete !== null && wordOffsets(before, athlete.first, 0, 1).length > 0;
  };
  const writersSignOff = (offset) => inWriterSignature(context, offset) && !aboutHer(offset);
  const writersBase = (offset) => !signOffHers && ORGANISATION_BASED_BEFORE.test(context.text.slice(Math.max(0, offset - 40), offset));
  return places.filter((place) => (signOffPlaceHers || !writersSignOff(place.start)) && !collegeWrote(place.start) && !personsName(place.value.city) && !writersBase(place.start));
}
var POSTSCRIPT = /^[ \t]*P\.?[ \t]?S\.?(?![\p{L}])/mu;
var HIGH_SCHOOL_SIGN_OFF = /\b(?:High School|HS|H\.S\.)(?![\p{L}])/u;
var ORGANISATION_BASED_BEFORE = /\b(?:we(?:['’]re|[ \t]+are)|(?:the|our)[ \t]+(?:club|team|program|academy|company)(?:[ \t]+is)?)[ \t]+(?:based|located)[ \t]+(?:in|out[ \t]+of)[ \t]+$/iu;
var AT_WORK = /\b(?:Manager|Engineer(?:ing)?|Director|President|Officer|Analyst|Consultant|Attorney|Partner|Specialist|Coordinator|Supervisor|Accountant|CPA|Inc|LLC|LLP|Corp(?:oration)?|Company|Bank|Credit Union|Insurance|Realty|Associates|Suite)\b/u;
var REPLY_HEADERS2 = new RegExp(REPLY_HEADER.source, "gmu");
var QUOTED_FROM_HEADER = /^[ \t>]*(?:From|De|Von|Da|Van)[ \t]*:[^\n@]{0,120}?([^\s<>()@,:]{1,64}@[\p{L}\d-]{1,63}(?:\.[\p{L}\d-]{1,63}){0,4}\.[a-z]{2,24})/gimu;
function quotedFromHer(context, offset, herName) {
  const { text } = context;
  let reply = null;
  for (const header of matchesOf(REPLY_HEADERS2, text)) {
    if (header.index >= offset) break;
    reply = header;
  }
  if (reply && herName && fold(reply[0]).replace(/\s+/gu, " ").includes(herName)) return true;
  let personal = false;
  for (const header of matchesOf(QUOTED_FROM_HEADER, text)) {
    if (header.index >= offset) break;
    if (header.index > (reply?.index ?? -1)) personal = personalAddress(context, header[1].toLowerCase());
  }
  return personal;
}
var LABELS_APART = 120;
var LABELLED_CONFIDENCE = 0.9;
var TOWN_SAYS_MORE = 0.01;
function withStatesJoined(candidates) {
  const statesAlone = candidates.filter((candidate) => !candidate.value.city && candidate.value.state);
  const joined = candidates.map((candidate) => {
    const { city, state } = candidate.value;
    if (!city) return candidate;
    if (!state) {
      const beside = candidate.confidence >= LABELLED_CONFIDENCE && statesAlone.find((other) => other.confidence >= LABELLED_CONFIDENCE && Math.abs(other.start - candidate.start) <= LABELS_APART);
      return beside ? { ...candidate, value: { city, state: beside.value.state }, confidence: Math.max(candidate.confidence, beside.confidence) } : candidate;
    }
    const sameState = statesAlone.filter((other) => other.value.state === state).reduce((most, other) => Math.max(most, other.confidence), 0);
    return sameState >= candidate.confidence ? { ...candidate, confidence: sameState + TOWN_SAYS_MORE } : candidate;
  });
  return joined;
}
function sentenceBefore(text, offset) {
  const before = text.slice(Math.max(0, offset - 120), offset);
  return before.slice(Math.max(before.lastIndexOf(". "), before.lastIndexOf("! "), before.lastIndexOf("? "), before.lastIndexOf("\n")) + 1);
}
function inBracketedList(text, offset) {
  const open = text.lastIndexOf("(", offset);
  if (open < 0 || offset - open > 80) return false;
  const close = text.indexOf(")", offset);
  if (close < 0 || close - open > 120) return false;
  const inside = text.slice(open + 1, close);
  return !/[()\n\d]/u.test(inside) && inside.split(",").length >= 3;
}
function cleanCityName(city) {
  const words = city.trim().split(/[ \t]+/u);
  while (words.length && CITY_STOP.test(words[0])) words.shift();
  const kept = words.filter((word) => word.length > 0);
  if (!kept.length || kept.join(" ").length < 2) return null;
  return kept.map((word, index) => index > 0 && TOWN_CONNECTOR.test(word) ? word : nameCase(word)).join(" ");
}

// src/pipeline/extract/athleteSections.ts
var LABELLED_NAME = 0.95;
var MAX_INTRODUCED = 50;
function introducedAthletes(context, names, chosen) {
  if (context.role === "athlete") return [{ name: chosen, mentions: names.filter((candidate) => sameAthlete(candidate.value, chosen.value)) }];
  const athletes = [{ name: chosen, mentions: [] }];
  const writer = writersDisplayName(context);
  const ordered = [...names].sort((a, b) => a.start - b.start || b.confidence - a.confidence).filter((candidate) => !writer || !isWriter(candidate.value, writer));
  for (const candidate of ordered) {
    if (athletes.length > MAX_INTRODUCED) break;
    const known = athletes.find((athlete) => sameAthlete(candidate.value, athlete.name.value));
    if (known) {
      known.mentions.push(candidate);
      if (known !== athletes[0] && candidate.confidence > known.name.confidence && candidate.value.last) known.name = candidate;
    } else if (candidate.end > candidate.start && candidate.start >= context.bodyStart && !inOtherColumn(context.text, candidate.start) && (candidate.value.last ? candidate.confidence >= LABELLED_NAME || introducesAthlete(context.text, candidate) || isDescribedApart(candidate) : isNamedJointly(candidate))) {
      athletes.push({ name: candidate, mentions: [candidate] });
    }
  }
  const firstMention = (athlete) => Math.min(...athlete.mentions.filter((mention) => mention.end > mention.start).map((mention) => mention.start), athlete.name.start);
  return athletes.sort((a, b) => firstMention(a) - firstMention(b));
}
function isWriter(name, writer) {
  if (!name.last || !writer.last || fold(name.first) !== fold(writer.first)) return false;
  return fold(writer.last).split(/[-\s]+/u).includes(fold(name.last)) || fold(writer.last) === fold(name.last);
}
function blankMentions(context, names, blanked) {
  if (!blanked.length) return context;
  const { text } = context;
  const mentions = [...new Set(names.map((candidate) => descriptionStart(text, candidate.start)))].sort((a, b) => a - b);
  const shared = [...text.matchAll(SAID_OF_ALL)].map((match) => match.index);
  const depthChange = new Int32Array(text.length + 1);
  let next = 0;
  let nextShared = 0;
  for (const mention of [...blanked].sort((a, b) => a.start - b.start)) {
    while (next < mentions.length && mentions[next] <= mention.start) next++;
    while (nextShared < shared.length && shared[nextShared] <= mention.start) nextShared++;
    const paragraphEnd = text.indexOf("\n\n", mention.start);
    const end = Math.min(paragraphEnd === -1 ? text.length : paragraphEnd, mentions[next] ?? text.length, shared[nextShared] ?? text.length);
    if (end <= mention.start) continue;
    const start = Math.min(itemStart(text, mention.start, mentions[next - 2] ?? -1), descriptionStart(text, mention.start));
    depthChange[start]++;
    depthChange[end]--;
  }
  for (const row of tableHeaderRows(text)) {
    depthChange[row.start]++;
    depthChange[row.end]--;
  }
  let depth = 0;
  let masked = "";
  for (let offset = 0; offset < text.length; offset++) {
    depth += depthChange[offset];
    const char = text[offset];
    masked += depth > 0 && char !== "\n" ? " " : char;
  }
  const signature = context.signature && masked.slice(context.signature.start, context.signature.end) === text.slice(context.signature.start, context.signature.end) ? context.signature : null;
  return { ...context, text: masked, signature };
}
var CELL_SEPARATOR = /[|\t]/u;
var HEADER_CELL = /^[\p{L}#][\p{L}#./' -]{0,24}$/u;
var MIN_TABLE_COLUMNS = 3;
var isHeaderRow = (cells) => cells.every((cell) => HEADER_CELL.test(cell));
function tableHeaderRows(text) {
  const rows = [];
  if (!CELL_SEPARATOR.test(text)) return rows;
  let start = 0;
  let header = null;
  while (start < text.length) {
    const newline = text.indexOf("\n", start);
    const end = newline === -1 ? text.length : newline;
    const line = text.slice(start, end);
    if (line.trim() !== "") {
      const cells = CELL_SEPARATOR.test(line) ? tableCells(text, start, end).map((cell) => cell.value) : [];
      if (header && cells.length === header.columns && /\d/u.test(line)) rows.push({ start: header.start, end: header.end });
      header = cells.length >= MIN_TABLE_COLUMNS && isHeaderRow(cells) ? { start, end, columns: cells.length } : null;
    }
    start = end + 1;
  }
  return rows;
}
var NAME_COLUMN = /\b(?:names?|players?|athletes?|recruits?|prospects?|students?|first|last)\b/iu;
var MAX_ROWS_ABOVE = 60;
function inOtherColumn(text, offset) {
  const line = lineAround(text, offset);
  if (!CELL_SEPARATOR.test(line.line)) return false;
  const row = tableCells(text, line.start, line.end);
  const column = row.findIndex((cell) => offset >= cell.start && offset < cell.end);
  if (column === -1) return false;
  for (let rows = 0, lineStart = line.start; rows < MAX_ROWS_ABOVE && lineStart > 0; rows++) {
    const end = lineStart - 1;
    lineStart = text.lastIndexOf("\n", end - 1) + 1;
    const cells = tableCells(text, lineStart, end).map((cell) => cell.value);
    if (cells.length !== row.length) return false;
    if (isHeaderRow(cells)) return !NAME_COLUMN.test(cells[column]);
  }
  return false;
}
var SAID_OF_ALL = /(?<=[.!?][ \t]+|^|\)[ \t]+)(?:all (?:three|four|five|six|of them|of the girls)|both(?: of them| girls)?|they (?:all|both)|each of them|the (?:three|four|five) of them)\b/gimu;
function blankSubject(context) {
  const subjectEnd = Math.max(0, context.bodyStart - 2);
  return { ...context, text: " ".repeat(subjectEnd) + context.text.slice(subjectEnd) };
}
var MAX_ITEM_LEAD = 30;
function itemStart(text, nameStart, previousMention) {
  const lineStart = text.lastIndexOf("\n", nameStart - 1) + 1;
  return nameStart - lineStart <= MAX_ITEM_LEAD && previousMention < lineStart ? lineStart : nameStart;
}
function firstNameMentions(context, athlete, athletes) {
  const first = athlete.name.value.first;
  if (first.length < 3 || athletes.some((other) => other !== athlete && fold(other.name.value.first) === fold(first))) return [];
  const { text } = context;
  return wordOffsets(text, first, context.bodyStart, Number.POSITIVE_INFINITY).filter((start) => !namedInAList(text, start, start + first.length)).filter((start) => OPENS_CLAUSE_BEFORE.test(text.slice(Math.max(0, start - 12), start)) || SAID_OF_HER_AFTER.test(text.slice(start + first.length, start + first.length + 8))).map((start) => ({ start }));
}
var JOINED_NAME_BEFORE = new RegExp("\\p{Lu}[\\p{L}'\u2019-]+(?:,[ \\t]*(?:and[ \\t]+|&[ \\t]*)?|[ \\t]+(?:and|&)[ \\t]+)$", "u");
var JOINED_NAME_AFTER = new RegExp("^(?:,[ \\t]*(?:and[ \\t]+|&[ \\t]*)?|[ \\t]+(?:and|&)[ \\t]+)\\p{Lu}", "u");
function namedInAList(text, start, end) {
  return JOINED_NAME_BEFORE.test(text.slice(Math.max(0, start - 24), start)) || JOINED_NAME_AFTER.test(text.slice(end, end + 8));
}
var OPENS_CLAUSE_BEFORE = /(?:^|[.!?:;(|•·][ \t]*|\n[ \t]*(?:[-*–—]|\d{1,2}[.)])?[ \t]*|\b(?:and|but|while|also)[ \t]+)$/u;
var SAID_OF_HER_AFTER = /^(?:['’]s\b|[ \t]*[:–—]|[ \t]+(?:is|has|was|plays|will|can)\b)/u;
function introducesAthlete(text, candidate) {
  return !ORGANISATION_AFTER.test(text.slice(candidate.end, candidate.end + 20)) && introducedHere(text, candidate.end);
}
function sameAthlete(a, b) {
  const full = (name) => ` ${fold(`${name.first} ${name.last ?? ""}`.trim())} `;
  if (full(a).includes(full(b)) || full(b).includes(full(a))) return true;
  if (a.last === null || b.last === null || fold(a.last) !== fold(b.last)) return false;
  return areNicknames(fold(a.first), fold(b.first));
}

// src/pipeline/extract/otherContacts.ts
var WRITER_CONTACT_ROLES = { parent: "parent", club_coach: "club_coach", high_school_coach: "high_school_coach" };
var ROLE_WORDS = [
  [/\b(?:legal )?guardian\b/giu, "guardian"],
  // "Coach Ramona Velez (Pinecrest Ridge HS)": the school or club may follow the coach's name, within the sentence.
  [/\b(?:club|travel|select|academy)\b[^\n\d@]{0,20}?\b(?:coach|director)\b|\b(?:coach|director)\b[^\n\d@.!?:;]{0,40}?\bclub\b/giu, "club_coach"],
  [/\b(?:high school|hs|varsity|jv|school)\b[^\n\d@]{0,20}?\bcoach\b|\bcoach\b[^\n\d@.!?:;]{0,40}?\b(?:high school|hs)\b/giu, "high_school_coach"],
  // Ending at a letter's edge, not \b (which ends only at an ASCII word's: "mamá"); "moms" written without its apostrophe.
  [/\b(?:parents?|mom|mommy|mother|dad|daddy|father|step-?(?:mom|dad|mother|father)|madre|padre|mam[aá]|pap[aá]|m[èe]re|p[èe]re|m[ãa]e|pai)(?:['’]?s)?(?![\p{L}])/giu, "parent"],
  [/\b(?:grand(?:ma|pa|mother|father|parents?)|aunt|uncle)(?:['’]s)?\b/giu, "other"]
];
var BARE_COACH = /\bcoach(?:['’]s)?\b/giu;
var FAMILY_LABEL = /\b(?:legal )?(?:guardian|parents?)[ \t]*[:\-–][ \t]*$/iu;
var ATHLETE_LABEL = /\b(?:player|athlete|student|recruit|daughter|son|her|his|hija|hijo|fille|fils)\b/iu;
var NOT_A_PERSON = /\b(?:fax|office|front desk|main line|school line)\b[^\n\d@]{0,15}$/iu;
var MAX_LABEL_LINE = 60;
var NOT_NAME_WORDS = new Set(
  "parent parents mom mommy mother dad daddy father guardian legal step club travel select academy coach coaches director head assistant high school hs varsity jv cell cellphone phone mobile email e-mail mail tel text call contact contacts her his my our their the and or at is me reach can be you please info number home work office mrs mr ms dr miss madre padre mama papa mam\xE1 pap\xE1 m\xE8re p\xE8re m\xE3e pai grandma grandpa grandmother grandfather aunt uncle i hi hello thanks thank best regards sincerely of for to from with on in".split(" ")
);
var NAME_WORD = new RegExp("^(?!I['\u2019])\\p{Lu}[\\p{L}'\u2019.-]*$", "u");
function otherContacts(context, athleteName, written, own) {
  const account = accountOwner(context, athleteName);
  const writerRole = account === "family" ? "parent" : WRITER_CONTACT_ROLES[context.role] ?? null;
  const writer = writerRole ? writerContact(context, writerRole, account) : null;
  const found = writer ? [writer] : [];
  const values = [
    ...written.addresses.map((contact) => ({ ...contact, kind: "email" })),
    ...written.phones.map((contact) => ({ ...contact, kind: "phone" }))
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
  const contacts = [];
  for (const { role, name, email, phone, source } of found) {
    if (email === null && phone === null) continue;
    const compatible = (known) => (known.email === null || email === null || known.email === email) && (known.phone === null || phone === null || known.phone === phone);
    const sameName = (known) => name !== null && known.name !== null && fold(name) === fold(known.name) && compatible(known);
    const same = contacts.find((known) => known.role === role && (email && known.email === email || phone && known.phone === phone || sameName(known)));
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
function whoseContact(context, athleteName, writer, value, neighbours, teams) {
  const { text } = context;
  const line = lineAround(text, value.start);
  const segment = text.slice(Math.max(line.start, neighbours.previousEnd), value.start);
  if (NOT_A_PERSON.test(segment)) return null;
  const lineBefore = text.slice(line.start, value.start);
  const athleteWords = new Set(athleteName ? [fold(athleteName.first)] : []);
  if (writer && writerSaysOwn(text, value.start)) return writer;
  const score = ownership(context, value.start, athleteName, value.kind === "email" ? value.value.split("@")[0] : "", value.end);
  const labelledBefore = roleBefore(segment);
  const after = labelledBefore ? null : roleAfter(text.slice(value.end, Math.min(line.end, value.end + 25, neighbours.nextStart)));
  const labelled = labelledBefore ?? after?.label ?? null;
  const lineLabel = labelled ? null : roleBefore(lineBefore);
  const labelledLine = labelled ? { label: labelled, before: segment } : lineLabel && { label: lineLabel, before: lineBefore };
  const hersOnLine = neighbours.previousEnd > line.start && score < 0 ? segment : lineBefore;
  if (!labelledLine && (ATHLETE_LABEL.test(hersOnLine) || athleteName && nameMatches(hersOnLine, athleteName.first))) return null;
  const above = labelledLine && !labelledLine.label.weak ? null : labelAbove(text, line.start);
  const fromAbove = above && (!labelledLine || !above.weak) ? above : null;
  const label = withTeamRole(fromAbove ?? labelledLine?.label ?? null, fromAbove?.line ?? labelledLine?.before ?? "", teams);
  const source = spanAt(text, value.start, value.end);
  const nameOnLine = after ? nameIn(after.aside.slice(after.label.end), athleteWords) ?? nameIn(segment, athleteWords) : labelledLine ? nameIn(labelledLine.before.slice(labelledLine.label.end), athleteWords) ?? nameBefore(labelledLine.before.slice(0, labelledLine.label.start), athleteWords) ?? nameIn(labelledLine.before.slice(labelledLine.label.start, labelledLine.label.end), athleteWords) : null;
  const nameAbove = fromAbove && (nameBefore(fromAbove.line.slice(0, fromAbove.start), athleteWords) ?? nameIn(fromAbove.line.slice(fromAbove.end), athleteWords));
  const labelName = notTeam(fromAbove ? nameAbove ?? nameOnLine : nameOnLine, teams);
  if (writer && label && inWriterSignature(context, value.start) && sameRole(writer.role, label.role)) {
    const someoneElse = label.role === "parent" && labelName !== null && writer.name !== null && !fold(writer.name).includes(fold(labelName));
    if (!someoneElse) return writer;
  }
  if (label && (!label.weak || labelledLine && score < 0)) return { role: label.role, name: labelName, key: "", source };
  if (writer && !label && (score < 0 || (value.kind === "email" ? writersEmail(context, value, score) : writersPhone(context, score)))) {
    return writer;
  }
  return null;
}
var GENERIC_TEAM_WORDS = new Set("the saint st st. high school club academy juniors junior volleyball united elite north south east west central".split(" "));
function teamWord(team) {
  return fold(team ?? "").split(/[^\p{L}'’-]+/u).find((word) => word.length >= 4 && !GENERIC_TEAM_WORDS.has(word)) ?? null;
}
function notTeam(name, teams) {
  const words = fold(name ?? "").split(/[^\p{L}'’-]+/u);
  return name && ![teamWord(teams.club), teamWord(teams.school)].some((word) => word !== null && words.includes(word)) ? name : null;
}
function withTeamRole(label, labelText, teams) {
  if (!label?.weak) return label;
  const words = new Set(fold(labelText).split(/[^\p{L}'’-]+/u));
  const club = teamWord(teams.club);
  const school = teamWord(teams.school);
  const namesClub2 = club !== null && words.has(club);
  const namesSchool = school !== null && words.has(school);
  if (namesClub2 === namesSchool) return label;
  return { ...label, role: namesClub2 ? "club_coach" : "high_school_coach", weak: false };
}
function sameRole(writer, label) {
  const coaching = (role) => role === "club_coach" || role === "high_school_coach" || role === "other";
  return writer === label || coaching(writer) && coaching(label);
}
function nameMatches(text, first) {
  return fold(text).split(/[^\p{L}'’-]+/u).includes(fold(first));
}
function writerContact(context, role, account) {
  const mailbox = account === "athlete" ? null : context.writer;
  const address = mailbox?.address?.toLowerCase() ?? null;
  const usable = address && personalAddress(context, address) ? address : null;
  const name = personName2(mailbox?.name ?? "") ?? signatureName(context);
  const source = usable ? { start: 0, end: 0, snippet: headerLine(mailbox).slice(0, MAX_SNIPPET_LENGTH) } : context.signature ? spanAt(context.text, context.signature.start, context.signature.start) : { start: 0, end: 0, snippet: "" };
  return { role, name, email: usable, phone: null, key: "writer", source };
}
function personName2(display) {
  if (display.includes("@")) return null;
  let name = display.replace(/\(.*?\)|["“”]|\s+via\s+.*$/gu, "").replace(/^\s*(?:coach|mr|mrs|ms|dr)\.?\s+/iu, "").trim();
  const reversed = /^([^,]+),\s*([^,]+)$/u.exec(name);
  if (reversed) name = `${reversed[2]} ${reversed[1]}`;
  name = name.replace(/\s+/gu, " ");
  const words = name.split(" ");
  return words.length >= 2 && words.length <= 4 && name.length <= MAX_CONTACT_NAME && words.every((word) => /^[\p{L}][\p{L}'’.-]*$/u.test(word)) ? name : null;
}
function signatureName(context) {
  if (!context.signature) return null;
  const first = context.text.slice(context.signature.start, context.signature.end).split("\n").map((line) => line.trim()).find(Boolean) ?? "";
  return new RegExp("^\\p{Lu}[\\p{L}'\u2019-]+(?: \\p{Lu}[\\p{L}'\u2019-]+){1,2}$", "u").test(first) ? first : null;
}
function roleBefore(before) {
  let closest = null;
  const consider = (pattern, role, weak) => {
    for (const match of before.matchAll(pattern)) {
      const end = match.index + match[0].length;
      if (!closest || end > closest.end) closest = { role, start: match.index, end, weak };
    }
  };
  for (const [pattern, role] of ROLE_WORDS) consider(pattern, role, false);
  consider(BARE_COACH, "other", true);
  const kin = closest;
  if (kin && kin.role === "other" && !kin.weak) {
    const family = FAMILY_LABEL.exec(before.slice(0, kin.start));
    if (family) return { ...kin, role: /guardian/iu.test(family[0]) ? "guardian" : "parent" };
  }
  return closest;
}
function roleAfter(after) {
  const aside = /^[\s,;:–-]*[([]?[\s]*([^)\]\n]{0,20})/u.exec(after)?.[1] ?? "";
  const found = roleBefore(aside);
  return found ? { label: found, aside } : null;
}
function labelAbove(text, lineStart) {
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
function nameIn(segment, athleteWords) {
  return nameRuns(segment, athleteWords)[0] ?? null;
}
var SENTENCE_END2 = /(?<!\b(?:Mr|Mrs|Ms|Dr|St|Jr|Sr))[.!?][ \t]+(?=\S)/gu;
function nameBefore(written, athleteWords) {
  const sentenceStart = [...written.matchAll(SENTENCE_END2)].at(-1);
  const segment = sentenceStart ? written.slice(sentenceStart.index + sentenceStart[0].length) : written;
  const runs = nameRuns(segment, athleteWords);
  if (runs.length > 1 && segment.replace(/^[\s*•-]*/u, "").startsWith(runs[0])) return runs[0];
  return runs.at(-1) ?? null;
}
function nameRuns(segment, athleteWords) {
  const runs = [];
  let run = [];
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

// src/pipeline/extract/positions.ts
var WORDS = [
  { pattern: "outside hitters?|outside attackers?|left side hitters?|left sides?|left[- ]side|outsides?|pin hitters?|punta|receptora[- ]atacante|atacante externa|receptionneuse[- ]attaquante|attaquante|r4|au(?:ss|\xDF)enangreiferin|au(?:ss|\xDF)enangreifer|annahme[- ]au(?:ss|\xDF)en|ponteira|ponta|schiacciatrice|passer[- ]loper|vansterspiker|primac(?:ica)?|przyjmujac(?:a|ej|e)", volleyball: "OH" },
  { pattern: "oh|lh|os", volleyball: "OH", codeOnly: true },
  { pattern: "middle blockers?|middle hitters?|middles?|centrales?|bloqueadora central|central|mittelblock(?:erin|er)?|blocadora central|middenaanvall(?:er|ster)|srednj[ia] bloker(?:ka)?|srodkow(?:a|ej)", volleyball: "MB" },
  { pattern: "mb|mh|mid", volleyball: "MB", codeOnly: true },
  { pattern: "setters?|armadora|colocadora|passeuse|levantadora|distribuidora|zuspielerin|zuspieler|palleggiatrice|alzatrice|spelverdel(?:er|ster)|tehnicar(?:ka)?|rozgrywajac(?:a|ej|e)", volleyball: "S" },
  { pattern: "s", volleyball: "S", codeOnly: true },
  { pattern: "liberos?|libera|defensive specialists?|back[- ]?row specialists?|defensa|libero/ds|ds/libero|ds/l|l/ds", volleyball: "L/DS" },
  { pattern: "ds|l|lib", volleyball: "L/DS", codeOnly: true },
  { pattern: "right side hitters?|right sides?|right[- ]side|opposite hitters?|opposites?|opuesta|opposee|pointue|rs/opp|opp/rs|diagonalangreiferin|diagonalangreifer|diagonal|diagonaal|oposta|opposta|opposto|hogerspiker|korektor(?:ka)?|atakujac(?:a|ej|e)", volleyball: "RS/OPP" },
  { pattern: "rs|opp|rh|r2", volleyball: "RS/OPP", codeOnly: true },
  // Beach volleyball has no code list: its two positions stay as written.
  { pattern: "(?<!middle )blocker|split blocker", volleyball: "blocker" },
  { pattern: "(?<!middle )defender", volleyball: "defender" },
  { pattern: "pitchers?|lanzadora|lanceuse|right[- ]handed pitcher|left[- ]handed pitcher|rhp|lhp", softball: "P" },
  { pattern: "p", softball: "P", codeOnly: true },
  { pattern: "catchers?|receveuse|receptora(?![- ]atacante)|catcher/utility|catch(?:es|ing)? for", softball: "C" },
  { pattern: "c", softball: "C", codeOnly: true },
  { pattern: "first base(?:man|woman)?|1st base|primera base|premiere base", softball: "1B" },
  { pattern: "1b", softball: "1B", codeOnly: true },
  { pattern: "second base(?:man|woman)?|2nd base|segunda base|deuxieme base", softball: "2B" },
  { pattern: "2b", softball: "2B", codeOnly: true },
  { pattern: "shortstop|short stop|campocorto|parador en corto|arret[- ]court", softball: "SS" },
  { pattern: "ss", softball: "SS", codeOnly: true },
  { pattern: "third base(?:man|woman)?|3rd base|tercera base|troisieme base", softball: "3B" },
  { pattern: "3b", softball: "3B", codeOnly: true },
  { pattern: "outfielders?|outfield|center ?field(?:er)?|centerfield(?:er)?|left ?field(?:er)?|right ?field(?:er)?|jardinera(?: central| izquierda| derecha)?|jardinero(?: central)?|voltigeuse(?: de centre)?", softball: "OF" },
  { pattern: "of|cf|lf|rf", softball: "OF", codeOnly: true },
  { pattern: "utility(?: player)?|utilidad", softball: "UT" },
  { pattern: "ut|util|utl|dp|flex", softball: "UT", codeOnly: true }
];
var SPORT_CODES = {
  volleyball: /(?<![\p{L}\d])(?:RS|OPP|DS|L\/DS)(?![\p{L}\d])/gu,
  softball: /(?<![\p{L}\d])(?:RHP|LHP|1B|2B|3B)(?![\p{L}\d])/gu
};
function detectSport(text) {
  const words = sportWordsIn(fold(text));
  let found = null;
  for (const sport of SPORTS) {
    const codes = SPORT_CODES[sport];
    const codeHits = codes ? [...text.matchAll(codes)].map((match) => ({ index: match.index, text: match[0] })) : [];
    const hits = [...words.get(sport), ...codeHits].sort((a, b) => a.index - b.index);
    if (hits[0] && (!found || hits.length > found.count)) found = { sport, count: hits.length, first: hits[0] };
  }
  if (!found) return null;
  return { sport: found.sport, start: found.first.index, end: found.first.index + found.first.text.length };
}
function sportOfCoachNotes(notes) {
  for (const note of notes) {
    const found = detectSport(note);
    if (found) return { sport: found.sport, start: 0, end: 0, coachNote: lineAround(note, found.start).line.trim() };
  }
  return null;
}
var ANY_SPORT_WORD = new RegExp(SPORTS.map((sport) => `(?:${SPORT_WORDS[sport].source})`).join("|"), "giu");
var stickyPattern = rememberPer((pattern) => new RegExp(pattern.source, `${pattern.flags.replace("g", "")}y`));
function sportWordsIn(folded) {
  const scans = SPORTS.map((sport) => {
    const own = caseless(SPORT_WORDS[sport], folded);
    return { sport, sticky: stickyPattern(own.pattern), text: own.text, words: [], resumeAt: 0 };
  });
  const any = caseless(ANY_SPORT_WORD, folded);
  any.pattern.lastIndex = 0;
  for (let match = any.pattern.exec(any.text); match; match = any.pattern.exec(any.text)) {
    const at = match.index;
    for (const scan of scans) {
      if (at < scan.resumeAt) continue;
      scan.sticky.lastIndex = at;
      const word = scan.sticky.exec(scan.text);
      if (!word) continue;
      scan.words.push({ index: at, text: word[0] });
      scan.resumeAt = at + word[0].length;
    }
    any.pattern.lastIndex = at + 1;
  }
  return new Map(scans.map((scan) => [scan.sport, scan.words]));
}
var MAX_POSITIONS = 6;
var COMPILED = WORDS.map((word) => ({ ...word, exact: new RegExp(`^(?:${word.pattern})$`, "u") }));
var ALL_WORDS = WORDS.filter((word) => !word.codeOnly).map((word) => word.pattern).join("|");
var ALL_CODES = WORDS.filter((word) => word.codeOnly).map((word) => word.pattern.toUpperCase()).join("|");
var LABELLED2 = /(?:^|[|•·;])[ \t*•-]*(?:(?:primary|secondary|main|other)(?: positions?)?|positions?|pos\.?|posici[oó]n(?:es)?|postes?|role|posi[çc][ãa]o|positionen)[ \t]*(?:\(s\))?[ \t]*[:：–|-][ \t]*([^\n|]{1,80})/gimu;
var SECONDARY_LABEL = /^[\n|•·;]?[ \t*•-]*(?:secondary|other)\b/iu;
var EVENTS_LABELLED = /(?:^|[|•·;])[ \t*•-]*(?:(?:main|primary|best|my)[ \t]+)?events?[ \t]*[:：–|-][ \t]*([^\n|]{1,80})/gimu;
var PHRASE = new RegExp(`(?<![\\p{L}\\d])(?:${ALL_WORDS})(?![\\p{L}])(?![ \\t]+(?:school|of|the|high|academy|states?|ohio|texas|valley|catholic|christian))`, "giu");
var INSIDE = new RegExp(`(?<![\\p{L}])(?:${ALL_WORDS})(?![\\p{L}])`, "u");
var CODE2 = new RegExp(`(?<![\\p{L}\\d'\u2019])(?:${ALL_CODES})(?:[ \\t]*/[ \\t]*(?:${ALL_CODES}))*(?![\\p{L}\\d]|-\\d)`, "gu");
var FILE_SIZE_BEFORE = /(?:^|[^\d'’′"”.,-])(?!20[2-3]\d[ \t]?$)\d[\d.,]*[ \t]?$/u;
var ALSO_PLAYS = /\b(?:also|can|could)\b[^.\n]{0,12}\b(?:play|plays|playing|at)[ \t]+(?:at[ \t]+)?$/iu;
var BEACH_POSITIONS = /* @__PURE__ */ new Set(["blocker", "defender"]);
var BEACH = /\b(?:beach|sand)\b/iu;
var COURT_SIDE = /^(?:left|right)[- ]sides?$/iu;
var LOWER_CODE_PLAYED = /(?<=\b(?:play|plays|playing)[ \t]+)(?:1b|2b|3b|ss|oh|mb|rs|opp|ds|lhp|rhp|cf|lf|rf)(?![\p{L}\d])/gu;
var DOTTED_CODES = new RegExp("(?<![\\p{L}\\d.])(?:\\p{L}\\.){1,3}(?:[ \\t]*\\/[ \\t]*(?:\\p{L}\\.){1,3})+|(?<=\\b(?:[Aa]n?|[Pp]lay(?:s|ing)?)[ \\t]+)(?:\\p{L}\\.){2,3}(?![\\p{L}\\d])", "gu");
var LOWER_CODE_LIST = new RegExp(`(?<![\\p{L}\\d'\u2019])(?:${ALL_CODES.toLowerCase()})(?:[ \\t]*/[ \\t]*(?:${ALL_CODES.toLowerCase()}))+(?![\\p{L}\\d])`, "gu");
var LOWER_CODE_HINT = /[a-z\d][ \t]*\/[ \t]*[a-z\d]|play/u;
var DOTTED_CODES_HINT = new RegExp("\\.[ \\t]*\\/|\\.\\p{L}\\.", "u");
function positionCandidates(context, blocked) {
  const { text } = context;
  const sport = context.sport?.sport ?? null;
  const candidates = [];
  for (const match of matchesOf(LABELLED2, text)) {
    const codes = normalise(match[1], sport, true);
    if (!codes.length) continue;
    const end = match.index + match[0].length;
    const primary = candidates.at(-1);
    if (primary && SECONDARY_LABEL.test(match[0]) && !text.slice(primary.end, match.index).includes("\n\n")) {
      candidates[candidates.length - 1] = { ...primary, value: unique([...primary.value, ...codes]).slice(0, MAX_POSITIONS), end };
    } else candidates.push({ value: codes, confidence: 0.95, start: match.index, end });
  }
  if (sport !== null && !isCodedSport(sport)) {
    for (const match of matchesOf(EVENTS_LABELLED, text)) {
      const events = normalise(match[1], sport, false);
      if (events.length) candidates.push({ value: events, confidence: 0.9, start: match.index, end: match.index + match[0].length });
    }
  }
  const found = writtenPositions(context, blocked);
  const onSand = caselessTest(BEACH, text);
  if ((sport === null || isCodedSport(sport)) && !onSand) {
    for (let index = found.length - 1; index >= 0; index--) if (BEACH_POSITIONS.has(found[index].code)) found.splice(index, 1);
  }
  if (onSand && found.some((item) => BEACH_POSITIONS.has(item.code))) {
    for (let index = found.length - 1; index >= 0; index--) if (COURT_SIDE.test(text.slice(found[index].start, found[index].end))) found.splice(index, 1);
  }
  if (found.length) {
    found.sort((a, b) => a.start - b.start);
    const inSubject = found.filter((item) => item.start < context.bodyStart);
    const inBody = found.filter((item) => item.start >= context.bodyStart);
    const signature = context.role === "athlete" ? context.signature : null;
    const inSignature = signature ? found.filter((item) => item.start >= signature.start && item.start < signature.end) : [];
    const alsoPlayed = inBody.filter((item) => ALSO_PLAYS.test(text.slice(Math.max(0, item.start - 25), item.start)));
    const clusters = [cluster(text, inSubject), cluster(text, inBody), cluster(text, inSignature), alsoPlayed].filter((items2) => items2.length > 0);
    const items = [...new Set(clusters.flat())].sort((a, b) => a.start - b.start);
    candidates.push({ value: oneWordPerPosition(fullestWords(unique(items.map((item) => item.code)))).slice(0, MAX_POSITIONS), confidence: inBody.length ? 0.85 : 0.8, start: items[0].start, end: items[items.length - 1].end });
  }
  return candidates;
}
var BASE_BY_ORDINAL = /(?<=\bplay(?:s|ing)?[ \t]+)(?:1st|2nd|3rd|first|second|third)(?![\p{L}\d])(?![ \t]+(?:base\b|place|in\b|at\b|team|string|year|round|game|period|half|inning|time|for\b))/giu;
var PITCHES = /(?<=\b(?:i|she)[ \t]+(?:(?:also|mainly|mostly|primarily)[ \t]+)?)pitch(?:es)?(?=[ \t]*(?:[,.;!]|$|and\b|for\b|too\b))/gimu;
var BASE_CODES = { "1st": "1B", first: "1B", "2nd": "2B", second: "2B", "3rd": "3B", third: "3B" };
var ONE_LETTER_CELL = /(?<=(?:^|[|·•\t]|[ \t][-–—])[ \t]{0,3})[SCPL](?=[ \t]{0,3}(?:[|·•\t]|[-–—][ \t]|,[ \t]|$))/gmu;
var ENTRY_LINE = /\b20[2-3]\d\b|\b[4-6]['’′][ \t]?\d{1,2}/u;
var ONE_LETTER_AFTER_YEAR = /(?<=\b20[2-3]\d[ \t]{1,2})[SCPL](?=[ \t]*(?:[,;)|]|$))/gmu;
function fullestWords(codes) {
  const inside = (short, long) => short !== long && !/\d/u.test(short) && ` ${long} `.includes(` ${short} `);
  return codes.filter((code) => !codes.some((other) => inside(code, other)));
}
var SYNONYMS = [
  ["goalkeeper", "goaltender", "keeper", "goalie", "gk", "portera", "arquera", "goleira", "goleiro", "torhuterin", "gardienne de but"],
  ["attack", "attacker", "attackman"],
  ["midfielder", "midfield", "middie"],
  ["defender", "defense"]
];
var STROKE_EVENTS = { freestyle: /\bfree$/u, butterfly: /\bfly$/u, backstroke: /\bback$/u, breaststroke: /\bbreast$/u, "individual medley": /\bim$/u };
function oneWordPerPosition(codes) {
  const kept = codes.filter((code) => !(code in STROKE_EVENTS && codes.some((other) => other !== code && /\d/u.test(other) && STROKE_EVENTS[code].test(other))));
  return kept.filter((code) => {
    const group = SYNONYMS.find((words) => words.includes(code));
    if (!group) return true;
    return group.find((word) => kept.includes(word)) === code;
  });
}
var LEFT_POSITION_BEFORE = /\b(?:moved|moving|switched|switching|converted|converting|changed|changing|transitioned|transitioning|went)[ \t]+from[ \t]+$/iu;
var LEFT_FOR_ANOTHER_AFTER = /^[ \t]+to[ \t]+\S/u;
var NOT_HERS_BEFORE = /(?:(?<!\b(?:be|become|as)[ \t]{1,3})\byour[ \t]+(?!next\b|future\b|new\b)(?:[\p{L}\d'’-]+[ \t]+)?|\bnot[ \t]+an?[ \t]+|\byou(?:['’]re|[ \t]+are)?[ \t]+(?:looking[ \t]+for|need(?:ing)?|recruiting|seeking|searching[ \t]+for)[ \t]+(?:an?|another)[ \t]+(?:[\p{L}\d'’-]+[ \t]+)?)$/iu;
var USED_TO_BEFORE = /\b(?:used[ \t]+to[ \t]+(?:be[ \t]+(?:an?[ \t]+)?|play[ \t]+)|formerly[ \t]+(?:an?[ \t]+)?)$/iu;
var WAS_BEFORE = /\b(?:was|played)[ \t]+(?:an?[ \t]+)?$/iu;
var UNTIL_AFTER = /^[ \t]+(?:until|till|through)\b/iu;
var AIMED_FOR_BEFORE = /\b(?:hop(?:e|es|ing)|want(?:s|ing)?|wish(?:es|ing)?|plan(?:s|ning)?|dream(?:s|ing)?|train(?:s|ing)|learn(?:s|ing)|work(?:s|ing))[ \t]+(?:on[ \t]+)?to[ \t]+(?:play|be(?:come)?)[ \t]+(?:an?[ \t]+)?$/iu;
function writtenPositions(context, blocked) {
  const { text } = context;
  const kept = everyPositionMention(context, blocked).map((item) => ({ item, before: text.slice(Math.max(0, item.start - 40), item.start), after: text.slice(item.end, item.end + 10) })).filter(({ before, after }) => {
    const left = LEFT_POSITION_BEFORE.test(before) && LEFT_FOR_ANOTHER_AFTER.test(after) || USED_TO_BEFORE.test(before) || WAS_BEFORE.test(before) && UNTIL_AFTER.test(after);
    return !left && !NOT_HERS_BEFORE.test(before);
  });
  const aimedFor = kept.map(({ before }) => AIMED_FOR_BEFORE.test(before));
  const playsOne = aimedFor.includes(false);
  return kept.filter((_, index) => !(playsOne && aimedFor[index])).map(({ item }) => item);
}
function everyPositionMention(context, blocked) {
  const { text } = context;
  const sport = context.sport?.sport ?? null;
  const folded = fold(text);
  if (sport !== null && !isCodedSport(sport)) return otherSportPositionsIn(text, folded, sport).filter((item) => !blocked(item.start, item.end));
  const found = [];
  for (const match of caselessMatches(PHRASE, folded)) {
    if (blocked(match.index, match.index + match[0].length)) continue;
    for (const code of normalise(match[0], sport, false)) found.push({ code, start: match.index, end: match.index + match[0].length });
  }
  for (const match of LOWER_CODE_HINT.test(text) ? [...matchesOf(LOWER_CODE_LIST, text), ...matchesOf(LOWER_CODE_PLAYED, text)] : []) {
    if (!context.lowercase && !writtenInLowercase(text, match.index) || blocked(match.index, match.index + match[0].length)) continue;
    for (const code of normalise(match[0].toUpperCase(), sport, true)) found.push({ code, start: match.index, end: match.index + match[0].length });
  }
  for (const match of DOTTED_CODES_HINT.test(text) ? matchesOf(DOTTED_CODES, text) : []) {
    if (blocked(match.index, match.index + match[0].length)) continue;
    for (const code of normalise(match[0].replace(/\./gu, "").toUpperCase(), sport, true)) found.push({ code, start: match.index, end: match.index + match[0].length });
  }
  if (sport === "softball") {
    for (const match of caselessMatches(BASE_BY_ORDINAL, text)) {
      if (!blocked(match.index, match.index + match[0].length)) found.push({ code: BASE_CODES[match[0].toLowerCase()], start: match.index, end: match.index + match[0].length });
    }
    for (const match of caselessMatches(PITCHES, text)) if (!blocked(match.index, match.index + match[0].length)) found.push({ code: "P", start: match.index, end: match.index + match[0].length });
  }
  for (const match of [...matchesOf(ONE_LETTER_CELL, text), ...matchesOf(ONE_LETTER_AFTER_YEAR, text)]) {
    if (blocked(match.index, match.index + 1) || !ENTRY_LINE.test(lineAround(text, match.index).line)) continue;
    for (const code of normalise(match[0], sport, true)) found.push({ code, start: match.index, end: match.index + 1 });
  }
  for (const match of matchesOf(CODE2, text)) {
    const written = match[0];
    if (written !== written.toUpperCase()) continue;
    const isList = written.includes("/");
    if (!isList && written.length < 2) continue;
    if (blocked(match.index, match.index + written.length)) continue;
    if (written === "MB" && sport !== "volleyball" && FILE_SIZE_BEFORE.test(text.slice(Math.max(0, match.index - 16), match.index))) continue;
    for (const code of normalise(written, sport, true)) found.push({ code, start: match.index, end: match.index + written.length });
  }
  return found;
}
function cluster(text, items) {
  const first = items[0];
  if (!first) return [];
  const newline = text.indexOf("\n", first.start);
  const limit = Math.min(newline === -1 ? text.length : newline, first.start + 60);
  const kept = items.filter((item) => item.start <= limit);
  if (!leadsItsLine(text, first.start)) return kept;
  for (let lineStart = newline + 1; newline !== -1 && lineStart > 0 && lineStart < text.length; ) {
    const leading = items.find((item) => item.start >= lineStart && leadsItsLine(text, item.start) && text.lastIndexOf("\n", item.start - 1) + 1 === lineStart);
    if (!leading) break;
    kept.push(leading);
    lineStart = text.indexOf("\n", lineStart) + 1;
  }
  return kept;
}
function leadsItsLine(text, offset) {
  return /^[ \t]*(?:[-–•*·]|\d{1,2}[.)])?[ \t]*$/u.test(text.slice(text.lastIndexOf("\n", offset - 1) + 1, offset));
}
function normalise(written, sport, allowCodes) {
  const codes = [];
  for (const part of fold(written).split(/\s*(?:\/|,|&|\+|\band\b|\bor\b|\by\b|\bet\b|\(|\)|;|\|)\s*/u)) {
    const piece = part.trim().replace(/[.]$/, "").replace(/^(?:primary|secondary|main|other|also)(?: positions?)?[ \t]*[:：-]?[ \t]*/u, "").replace(SAYS_PLAYS, "");
    if (!piece) continue;
    const code = lookup(piece, sport, allowCodes);
    if (code) codes.push(code);
    else if (allowCodes && sport !== null && !isCodedSport(sport) && /^[\p{L}\d -]{2,40}$/u.test(piece)) codes.push(piece);
  }
  return unique(codes).slice(0, MAX_POSITIONS);
}
var SAYS_PLAYS = /^(?:(?:she|i)[ \t]+)?(?:(?:can|could|will|may)[ \t]+)?(?:also[ \t]+)?(?:play(?:s|ing)?|cover(?:s|ing)?|fill(?:s|ing)?[ \t]+in(?:[ \t]+at)?|at)[ \t]+/u;
function lookup(piece, sport, allowCodes) {
  if (sport !== null && !isCodedSport(sport)) return otherSportPosition(piece, sport);
  for (const word of COMPILED) {
    if (word.codeOnly && !allowCodes) continue;
    if (!word.exact.test(piece)) continue;
    const code = sport === "softball" ? word.softball ?? null : sport === "volleyball" ? word.volleyball ?? null : word.volleyball ?? word.softball ?? null;
    if (code) return code;
  }
  if (!allowCodes) return null;
  const inside = INSIDE.exec(piece);
  return inside ? lookup(inside[0], sport, false) : null;
}
function unique(codes) {
  return [...new Set(codes)];
}

// src/pipeline/extract/videos.ts
var URL2 = /(?<![\w.@/-])(?:https?:\/\/)?(?:[\w-]+\.)*(?:hudl\.com|youtube\.com|youtube-nocookie\.com|youtu\.be|vimeo\.com|drive\.google\.com|balltime\.com|dropbox\.com)\/[^\s<>"'()[\]{}|\\^`]+/giu;
var DROPBOX_NOT_VIDEO = /dropbox\.com\/(?![^?#]*\.(?:mp4|mov|m4v|avi|wmv|webm)(?:[?#]|$))/iu;
function videoCandidates(text) {
  const urls = [];
  let first = -1;
  let last = -1;
  for (const match of matchesOf(URL2, text)) {
    const url = match[0].replace(/[.,;:!?*>]+$/u, "");
    if (/\.(?:png|jpe?g|gif)(?:\?|$)/iu.test(url) || DROPBOX_NOT_VIDEO.test(url)) continue;
    const absolute = /^https?:\/\//iu.test(url) ? url : `https://${url}`;
    if (!isUrl(absolute) || urls.some((known) => sameLink(known, url))) continue;
    urls.push(url);
    if (first < 0) first = match.index;
    last = match.index + url.length;
  }
  return urls.length ? [{ value: urls.slice(0, 10), confidence: 0.9, start: first, end: last }] : [];
}
function sameLink(a, b) {
  const bare = (link) => link.toLowerCase().replace(/^https?:\/\//u, "").replace(/^www\./u, "").replace(/\/+$/u, "");
  return bare(a) === bare(b);
}
function isUrl(value) {
  try {
    return Boolean(new globalThis.URL(value).hostname.includes("."));
  } catch {
    return false;
  }
}

// src/pipeline/extract/athlete.ts
function extractAthlete(context, reference) {
  const names = nameCandidates(context);
  const name = chooseName(names);
  return readFields(context, focusOnFirstAthlete(context, names, name), name, names, reference);
}
function extractAthletes(context, reference) {
  const names = nameCandidates(context);
  const chosen = chooseName(names);
  const introduced = chosen ? introducedAthletes(context, names, chosen) : [];
  if (introduced.length < 2) {
    const main = extractAthlete(context, reference);
    return { main, all: [main], introduced: 1 };
  }
  const mainAt = introduced.findIndex((athlete) => athlete.name === chosen);
  const kept = mainAt < MAX_ATHLETES_PER_EMAIL ? introduced.slice(0, MAX_ATHLETES_PER_EMAIL) : [...introduced.slice(0, MAX_ATHLETES_PER_EMAIL - 1), introduced[mainAt]];
  const joint = new Set(names.filter(isNamedJointly).map((mention) => mention.start));
  const ownMentions = (athlete) => athlete.mentions.filter((mention) => !joint.has(mention.start));
  const byFirstName = (athlete) => firstNameMentions(context, athlete, kept).filter((mention) => !joint.has(mention.start));
  const mentions = introduced.map((athlete) => kept.includes(athlete) ? [...ownMentions(athlete), ...byFirstName(athlete)] : ownMentions(athlete));
  const stops = [...names, ...mentions.flat()];
  const body = blankSubject(context);
  const all = kept.map((athlete) => {
    const part = blankMentions(body, stops, mentions.filter((_, index) => introduced[index] !== athlete).flat());
    return readFields(context, { ...part, sport: detectSport(part.text) ?? context.sport }, athlete.name, names, reference);
  });
  return { main: all[kept.findIndex((athlete) => athlete.name === chosen)], all, introduced: introduced.length };
}
function readFields(context, focus, name, names, reference) {
  const athlete = emptyExtractedAthlete();
  if (name) {
    athlete.firstName = toField(context.text, { ...name, value: name.value.first });
    athlete.lastName = name.value.last ? toField(context.text, { ...name, value: name.value.last }) : null;
  }
  const { text } = focus;
  const places = placeCandidates(text, focus.lowercase);
  const clubs = clubCandidates(text, focus.lowercase);
  const schools = highSchoolCandidates(text, focus.lowercase);
  const taken = [...places, ...clubs, ...schools, ...names].filter((candidate) => candidate.end > candidate.start);
  const blocked = (start, end) => taken.some((span) => start < span.end && end > span.start);
  const { sport } = focus;
  athlete.sport = sport ? toField(text, { value: sport.sport, confidence: sport.coachNote === void 0 ? 0.8 : 0.6, start: sport.start, end: sport.end, header: sport.coachNote }) : null;
  athlete.gradYear = toField(text, best(gradYearCandidates(focus, reference)));
  athlete.positions = toField(text, best(positionCandidates(focus, blocked)));
  athlete.height = toField(text, best(heightCandidates(text, name?.value.first ?? null)));
  const school = best(schools);
  athlete.highSchool = toField(text, school);
  athlete.clubTeam = toField(text, best(clubs.filter((club) => !school || club.value !== school.value)));
  const place = best(homePlaces(focus, places, name?.value ?? null));
  if (place) {
    athlete.state = place.value.state ? toField(text, { ...place, value: place.value.state }) : null;
    athlete.city = place.value.city ? toField(text, { ...place, value: place.value.city }) : null;
  }
  athlete.gpa = toField(text, best(gpaCandidates(text)));
  const person = name?.value ?? null;
  const written = { addresses: addressesIn(focus), phones: phonesIn(focus) };
  const email = best(emailCandidates(focus, person, written.addresses));
  athlete.email = toField(text, email);
  if (athlete.firstName && !athlete.lastName) athlete.lastName = toField(text, email && surnameFromAddress(context, athlete.firstName.value, email) || familySurname(context, email !== null));
  athlete.phone = toField(text, best(phoneCandidates(focus, person, written.phones)));
  athlete.videoUrls = toField(text, best(videoCandidates(text)));
  return withContacts(athlete, otherContacts(focus, person, written, ownContacts(athlete)));
}
function surnameFromAddress(context, first, email) {
  if (context.role !== "parent") return null;
  const surname = writersDisplayName(context)?.last;
  const local = fold(email.value.split("@")[0] ?? "").replace(/[^a-z]/gu, "");
  if (!surname || !local.includes(fold(first)) || !local.includes(fold(surname).replace(/[^a-z]/gu, ""))) return null;
  return { ...email, value: surname, confidence: 0.6 };
}
var ownContacts = (athlete) => ({
  email: athlete.email?.value ?? null,
  phone: athlete.phone?.value ?? null,
  club: athlete.clubTeam?.value ?? null,
  school: athlete.highSchool?.value ?? null
});
function withContacts(athlete, contacts) {
  const { contacts: _replaced, ...fields } = athlete;
  return contacts.length ? { ...fields, contacts } : fields;
}
function rereadContacts(context, athlete) {
  const names = nameCandidates(context);
  const name = chooseName(names);
  const focus = focusOnFirstAthlete(context, names, name);
  const written = { addresses: addressesIn(focus), phones: phonesIn(focus) };
  return withContacts(athlete, otherContacts(focus, name?.value ?? null, written, ownContacts(athlete)));
}
function withoutOtherPlayersAsides(context) {
  const asides = otherPlayersAsides(context.text);
  if (!asides.length) return context;
  let text = context.text;
  for (const { start, end } of asides) text = text.slice(0, start) + " ".repeat(end - start) + text.slice(end);
  return { ...context, text };
}
function focusOnFirstAthlete(context, names, chosen) {
  if (context.role === "athlete") return withoutOtherPlayersAsides(context);
  if (!chosen) return context;
  const others = names.filter((candidate) => candidate.start > chosen.end && candidate.value.last && !sameAthlete(candidate.value, chosen.value) && introducesAthlete(context.text, candidate));
  return blankMentions(context, names, others);
}

// src/pipeline/extract/context.ts
function buildContext(doc, role, sport, writer, others, warnings) {
  const names = /* @__PURE__ */ new Set();
  const addresses = /* @__PURE__ */ new Set();
  for (const person of role === "athlete" ? others : [...others, writer]) {
    if (!person) continue;
    if (person.address && person !== writer) addresses.add(person.address.toLowerCase());
    const name = person.name && !person.name.includes("@") ? fold(person.name.replace(/\(.*?\)|".*?"|^\s*(?:coach|mr|mrs|ms|dr)\.?\s+/giu, "")).replace(/[^a-z\s-]/g, " ").trim() : "";
    if (name.split(/\s+/).length >= 2) names.add(name.replace(/\s+/g, " "));
  }
  return { text: doc.text, bodyStart: doc.bodyStart, role, sport, writer, notAthlete: { names, addresses }, ...docFacts(doc), warnings };
}
var docFacts = rememberPer(readDocFacts);
function readDocFacts(doc) {
  const letters = doc.text.slice(doc.bodyStart).replace(/\S+/gu, (word) => /:\/\/|@/u.test(word) ? "" : word).replace(/[^\p{L}]/gu, "");
  const capitals = letters.replace(/[^\p{Lu}]/gu, "").length;
  return {
    signature: findSignature(doc),
    lowercase: letters.length > 40 && capitals / letters.length < 0.02,
    doubleSurnames: countIberianWords(doc.text) >= 4 || caselessTest(IBERIAN_HOME, doc.text)
  };
}
var IBERIAN_WORDS = /\b(?:que|para|con|por|los|las|del|com|não|uma|está|también|también|obrigad[oa]|gracias|entrenador[a]?|treinador[a]?|hija|filha|jugadora|jogadora)\b/giu;
var IBERIAN_HOME = /\b(?:i(?:['’]m| am)|she(?:['’]s| is)|we(?:['’]re| are)|live|lives|living)[ \t]+(?:from|in)[ \t]+[^.\n]{0,60}?\b(?:brazil|brasil|portugal|spain|(?<!new[ \t])mexico|argentina|colombia|chile|peru|venezuela|uruguay|paraguay|ecuador|bolivia|puerto rico|costa rica|guatemala)\b/iu;
function countIberianWords(text) {
  const fast = caseless(IBERIAN_WORDS, text);
  return (fast.text.match(fast.pattern) ?? []).length;
}
function findSignature(doc) {
  const body = doc.text.slice(doc.bodyStart);
  const closing = new RegExp(CLOSING_LINE.source, "gim");
  let last = null;
  for (let match = closing.exec(body); match; match = closing.exec(body)) last = match;
  if (!last) return closingBlock(doc);
  const start = doc.bodyStart + last.index + last[0].length;
  const end = Math.min(doc.text.length, start + 600);
  return start < end ? { start, end } : null;
}
function lastBlankLine(body) {
  const blank = /\n[ \t]*\n/gu;
  const found = [];
  for (let match = blank.exec(body); match; match = blank.exec(body)) {
    found.push({ start: match.index, end: match.index + match[0].length });
    blank.lastIndex = match.index + 1;
  }
  const lastStart = found.at(-1)?.start ?? -1;
  return found.find((blankLine) => blankLine.end > lastStart)?.start ?? -1;
}
var DASHED_SIGN_OFF = new RegExp("\\n[ \\t]*[-\u2013\u2014~][ \\t]*\\p{Lu}[\\p{L}'\u2019-]+(?:[ \\t]+\\p{Lu}[\\p{L}'\u2019-]+){0,2}[ \\t]*$", "u");
function closingBlock(doc) {
  const body = doc.text.slice(doc.bodyStart).trimEnd();
  const dashed = DASHED_SIGN_OFF.exec(body);
  if (dashed) return { start: doc.bodyStart + dashed.index + 1, end: doc.bodyStart + body.length };
  const lastBreak = lastBlankLine(body);
  if (lastBreak < 0) return null;
  const block = body.slice(lastBreak).replace(/^\s+/u, "");
  const lines = block.split("\n");
  if (lines.length > 6 || !new RegExp("^\\p{Lu}[\\p{L}'\u2019-]+(?:[ \\t]+\\p{Lu}[\\p{L}'\u2019-]+){1,2}[ \\t]*(?:$|[|,\u2013-])", "u").test(lines[0])) return null;
  const start = doc.bodyStart + body.length - block.length;
  return { start, end: Math.min(doc.text.length, start + 600) };
}

// src/pipeline/extract/tournaments.ts
var EVENT_NAME = /((?:[\p{Lu}\d][\p{L}\d'’&.-]*[ \t]){0,6}(?:Qualifier|Tournament|Showcase|Classic|Championships?|Nationals|Invitational|Festival|Cup|Challenge|Open|Series|Sparkler|Crossroads|Shootout|Tourney|Bash|Slam|Fest|Torneo|Tournoi|Clasico|Clásico|Nacionales)(?:[ \t](?:\d{2,4}|[IVX]+))?)(?![\p{L}])/u;
var MONTHS2 = {
  jan: 1,
  feb: 2,
  mar: 3,
  apr: 4,
  may: 5,
  jun: 6,
  jul: 7,
  aug: 8,
  sep: 9,
  oct: 10,
  nov: 11,
  dec: 12,
  ene: 1,
  abr: 4,
  ago: 8,
  dic: 12,
  janv: 1,
  fev: 2,
  f\u00E9vr: 2,
  avr: 4,
  mai: 5,
  juin: 6,
  juil: 7,
  aout: 8,
  ao\u00FBt: 8,
  d\u00E9c: 12
};
var MONTH_NAME = "(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec|ene|abr|ago|dic|janv|f\xE9vr|fev|avr|mai|juin|juil|ao\xFBt|aout|d\xE9c)[\\p{L}]*\\.?";
var WORD_DATES = new RegExp(`(${MONTH_NAME})[ \\t]+(\\d{1,2})(?:st|nd|rd|th)?(?:[ \\t]*[-\u2013][ \\t]*(?:(${MONTH_NAME})[ \\t]+)?(\\d{1,2})(?:st|nd|rd|th)?)?(?:,?[ \\t]+(20\\d{2}))?`, "iu");
var DAY_FIRST_DATES = new RegExp(`(\\d{1,2})(?:[ \\t]*[-\u2013][ \\t]*(\\d{1,2}))?[ \\t]+(?:de[ \\t]+)?(${MONTH_NAME})(?:[ \\t]+(?:de[ \\t]+)?(20\\d{2}))?`, "iu");
var NUMERIC_DATES = /(?<![\d/])(\d{1,2})\/(\d{1,2})(?:\/(\d{2,4}))?(?:[ \t]*[-–][ \t]*(?:(\d{1,2})\/)?(\d{1,2})(?:\/\d{2,4})?)?(?![\d/])/u;
var COURT = /\b((?:court|pool|field|cancha|terrain|grupo|poule)[ \t#:]*[A-Z\d]{1,3})\b/iu;
var JERSEY = /(?:#|\bjersey(?:[ \t]+(?:number|no\.?|#))?|\bnumber|\bno\.|\bdorsal|\bnuméro|\bwear(?:ing)?(?:[ \t]+number)?)[ \t#:]*(\d{1,2})\b/iu;
var SENTENCE_END3 = /[.!?][ \t]+(?=[\p{Lu}\d])/u;
var PLACE = /((?:[\p{Lu}][\p{L}.'’-]*[ \t]){0,2}[\p{Lu}][\p{L}.'’-]*),[ \t]*([A-Z]{2})\b/u;
var LEADING_DATE = new RegExp(`^(?:${"(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[\\p{L}]*\\.?"}[ \\t]+)?\\d{1,2}(?:[-\u2013]\\d{1,2})?(?:st|nd|rd|th)?,?[ \\t]+`, "iu");
var TEAM_ON_LINE = /\b(?:with|for|playing on|on)[ \t]+((?:[\p{Lu}\d][\p{L}\d'’-]*[ \t]*){1,5})/u;
var STARTS_WITH_DATE = new RegExp(`^${MONTH_NAME}[ \\t]+\\d`, "iu");
var MAX_POSITION_LENGTH = 40;
function positionsAfter(afterName, sport) {
  let joined = "";
  for (const position of normalise(afterName, sport, true)) {
    const next = joined ? `${joined}/${position}` : position;
    if (next.length > MAX_POSITION_LENGTH) break;
    joined = next;
  }
  return joined || null;
}
function findTournaments(text, reference, clubTeam, sport) {
  const events = [];
  const jerseyAnywhere = caselessExec(JERSEY, text)?.[1] ?? null;
  let offset = 0;
  for (const line of text.split("\n")) {
    const lineStart = offset;
    offset += line.length + 1;
    const name = EVENT_NAME.exec(line);
    if (!name || line.length > 400) continue;
    const eventName = name[1].trim().replace(LEADING_DATE, "").replace(/^(?:The|At|And|In|Our|My)[ \t]+/u, "");
    if (eventName.split(/\s+/u).length < 2) continue;
    const afterName = line.slice(name.index + name[0].length);
    const dates = readDates(line, reference);
    const sameSentence = line.slice(0, name.index).split(SENTENCE_END3).at(-1);
    const place = [PLACE.exec(afterName), PLACE.exec(sameSentence)].find((match) => match && regionCode(match[2]));
    const teamOnLine = TEAM_ON_LINE.exec(afterName)?.[1]?.trim();
    const team = teamOnLine && !STARTS_WITH_DATE.test(teamOnLine) ? teamOnLine : clubTeam;
    const mention = {
      name: eventName.slice(0, 160),
      datesText: dates.text,
      startDate: dates.start,
      endDate: dates.end,
      location: place ? `${place[1]}, ${place[2]}` : null,
      team: team ? team.slice(0, 120) : null,
      jerseyNumber: caselessExec(JERSEY, line)?.[1] ?? jerseyAnywhere,
      position: positionsAfter(afterName, sport),
      court: COURT.exec(line)?.[1] ?? null,
      source: spanAt(text, lineStart + name.index, lineStart + name.index + name[0].length)
    };
    const earlier = events.find((event) => event.name === eventName);
    if (earlier) {
      for (const field of ["datesText", "startDate", "endDate", "location", "position", "court"]) earlier[field] ??= mention[field];
      continue;
    }
    events.push(mention);
    if (events.length === 20) break;
  }
  return events;
}
function readDates(line, reference) {
  const words = WORD_DATES.exec(line);
  if (words) {
    const month = monthNumber(words[1]);
    const endMonth = words[3] ? monthNumber(words[3]) : month;
    return build(words[0], month, Number(words[2]), endMonth, words[4] ? Number(words[4]) : null, words[5] ? Number(words[5]) : null, reference);
  }
  const dayFirst = DAY_FIRST_DATES.exec(line);
  if (dayFirst) {
    const month = monthNumber(dayFirst[3]);
    return build(dayFirst[0], month, Number(dayFirst[1]), month, dayFirst[2] ? Number(dayFirst[2]) : null, dayFirst[4] ? Number(dayFirst[4]) : null, reference);
  }
  const numeric = NUMERIC_DATES.exec(line);
  if (numeric) {
    const month = Number(numeric[1]);
    const year = numeric[3] ? Number(numeric[3].length === 2 ? `20${numeric[3]}` : numeric[3]) : null;
    const endMonth = numeric[4] ? Number(numeric[4]) : month;
    return build(numeric[0], month, Number(numeric[2]), endMonth, numeric[5] ? Number(numeric[5]) : null, year, reference);
  }
  return { text: null, start: null, end: null };
}
function monthNumber(written) {
  const key = written.toLowerCase().replace(/\.$/u, "");
  return MONTHS2[key.slice(0, 4)] ?? MONTHS2[key.slice(0, 3)] ?? null;
}
function build(text, month, day, endMonth, endDay, year, reference) {
  const written = text.trim().slice(0, 80);
  if (!month || month > 12 || day < 1 || day > 31) return { text: written, start: null, end: null };
  const referenceMonth = reference.getUTCMonth() + 1;
  const startYear = year ?? (month < referenceMonth - 1 ? reference.getUTCFullYear() + 1 : reference.getUTCFullYear());
  const start = isoDate(startYear, month, day);
  const lastMonth = endMonth ?? month;
  const end = endDay ? isoDate(lastMonth < month ? startYear + 1 : startYear, lastMonth, endDay) : start;
  return { text: written, start, end };
}
function isoDate(year, month, day) {
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCMonth() !== month - 1) return null;
  return date.toISOString().slice(0, 10);
}

// src/pipeline/attachmentSources.ts
var NO_APPENDIX = { text: "", parts: [] };
var ATTACHMENT_HEADING = "Attached file:";
function appendixOf(texts) {
  let text = "";
  const parts = [];
  for (const attachment of texts) {
    const words = visibleText(attachment.text).trim();
    if (!words) continue;
    text += `

${ATTACHMENT_HEADING} ${attachment.filename}
`;
    parts.push({ filename: attachment.filename, start: text.length, end: text.length + words.length });
    text += words;
  }
  return { text, parts };
}
function appendixWithin(appendix, room, warnings) {
  if (appendix.text.length <= room) return appendix;
  warnings.add("the attachments' text did not fit in the analysed text after the body: only its start read");
  const text = appendix.text.slice(0, Math.max(0, room));
  const parts = appendix.parts.filter((part) => part.start < text.length).map((part) => ({ ...part, end: Math.min(part.end, text.length) }));
  return { text, parts };
}
function partsAt(appendix, offset) {
  return appendix.parts.map((part) => ({ ...part, start: part.start + offset, end: part.end + offset }));
}
function attachmentOf(source, parts) {
  return source.end > source.start ? parts.find((candidate) => source.start >= candidate.start && source.start < candidate.end) : void 0;
}
function markAttachmentSources(athlete, parts) {
  if (!parts.length) return athlete;
  const marked = { ...athlete };
  for (const key of ATHLETE_FIELDS) {
    const field = marked[key];
    const part = field ? attachmentOf(field.source, parts) : void 0;
    if (field && part) marked[key] = { ...field, source: { ...field.source, attachment: part.filename } };
  }
  return marked;
}

// src/pipeline/mime/docxSize.ts
var import_node_zlib = require("node:zlib");
var END_OF_DIRECTORY = 101010256;
var DIRECTORY_ENTRY = 33639248;
var LOCAL_HEADER = 67324752;
var DEFLATE = 8;
function docxPartsSize(zip, limit) {
  const end = zip.lastIndexOf(Buffer.from([80, 75, 5, 6]));
  if (end < 0 || end + 22 > zip.length || zip.readUInt32LE(end) !== END_OF_DIRECTORY) return "unreadable";
  const entries = zip.readUInt16LE(end + 10);
  let entry = zip.readUInt32LE(end + 16);
  let left = limit;
  for (let index = 0; index < entries; index++) {
    if (entry + 46 > zip.length || zip.readUInt32LE(entry) !== DIRECTORY_ENTRY) return "unreadable";
    const method = zip.readUInt16LE(entry + 10);
    const compressed = zip.readUInt32LE(entry + 20);
    const nameLength = zip.readUInt16LE(entry + 28);
    const local = zip.readUInt32LE(entry + 42);
    const name = zip.toString("latin1", entry + 46, entry + 46 + nameLength);
    entry += 46 + nameLength + zip.readUInt16LE(entry + 30) + zip.readUInt16LE(entry + 32);
    if (!/\.(?:xml|rels)$/i.test(name)) continue;
    if (local + 30 > zip.length || zip.readUInt32LE(local) !== LOCAL_HEADER) return "unreadable";
    const start = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
    const data = zip.subarray(start, start + compressed);
    try {
      left -= method === DEFLATE ? (0, import_node_zlib.inflateRawSync)(data, { maxOutputLength: left + 1 }).length : data.length;
    } catch (error) {
      return error.code === "ERR_BUFFER_TOO_LARGE" ? "too_large" : "unreadable";
    }
    if (left < 0) return "too_large";
  }
  return "within";
}

// src/pipeline/mime/htmlToText.ts
var import_html_to_text = require("html-to-text");
var HTML_SKIPPED = "\uE000";
var htmlToText = (0, import_html_to_text.compile)({
  wordwrap: false,
  selectors: [
    { selector: "a", options: { hideLinkHrefIfSameAsText: true, ignoreHref: false } },
    { selector: "img", format: "skip" },
    { selector: "style", format: "skip" },
    { selector: "script", format: "skip" },
    { selector: "head", format: "skip" },
    // Every table row on its own line, cells joined by " | ": "Height | 5'10\"" reads like a labelled field.
    { selector: "table", format: "block" },
    { selector: "tr", format: "block" },
    { selector: "td", format: "inlineSurround", options: { suffix: " | " } },
    { selector: "th", format: "inlineSurround", options: { suffix: " | " } },
    // A rule is written as Outlook's plain-text twin writes the one above its forward header: a line of 32 underscores,
    // which the forward reader knows (a separator over a header block, blanked elsewhere).
    { selector: "hr", format: "blockString", options: { string: "_".repeat(32) } },
    ...["h1", "h2", "h3", "h4", "h5", "h6"].map((selector) => ({ selector, options: { uppercase: false } })),
    // Outlook writes every line as a paragraph with no margin (class MsoNormal, MsoListParagraph…): one line each, as shown,
    // not a blank line between, which would make each line of a list a paragraph of its own.
    { selector: "p[class^=Mso]", format: "block", options: { leadingLineBreaks: 1, trailingLineBreaks: 1 } },
    // Quoted replies in HTML (Gmail, Apple Mail) are blockquotes; keep them readable without "> " noise.
    { selector: "blockquote", options: { trimEmptyLines: true } }
  ],
  formatters: {
    blockString: (_element, _walk, builder, options) => {
      builder.openBlock({ leadingLineBreaks: 1 });
      builder.addLiteral(String(options.string));
      builder.closeBlock({ trailingLineBreaks: 1 });
    }
  },
  limits: { maxInputLength: MAX_PART_CHARS, maxChildNodes: MAX_HTML_CHILD_NODES, maxDepth: MAX_HTML_DEPTH, ellipsis: HTML_SKIPPED }
});

// src/pipeline/mime/attachmentText.ts
var DOCX_TYPE = "application/vnd.openxmlformats-officedocument.wordprocessingml.document";
async function readAttachments(attachments, timeUp, warnings) {
  if (attachments.length > MAX_ATTACHMENTS_LISTED) warnings.add(`${attachments.length} attachments: only the first ${MAX_ATTACHMENTS_LISTED} listed`);
  const listed = [];
  const texts = [];
  let documents = 0;
  for (const attachment of attachments.slice(0, MAX_ATTACHMENTS_LISTED)) {
    const filename = nameOf(attachment);
    const kind = documentKind(attachment, filename);
    const status = kind === null ? "not_a_document" : ++documents > MAX_ATTACHMENTS_READ ? "too_many" : await readDocument(kind, attachment.content, filename, timeUp, warnings, texts);
    listed.push({ filename, contentType: readableText(attachment.contentType).slice(0, MAX_ATTACHMENT_NAME), size: attachment.content.length, status });
  }
  if (documents > MAX_ATTACHMENTS_READ) warnings.add(`${documents} PDF or Word attachments: only the first ${MAX_ATTACHMENTS_READ} read`);
  return { listed, texts };
}
async function readDocument(kind, content, filename, timeUp, warnings, texts) {
  const shortName = filename.slice(0, 60);
  if (content.length > MAX_ATTACHMENT_BYTES) {
    warnings.add(`attachment ${shortName} is larger than ${MAX_ATTACHMENT_BYTES} bytes: not read`);
    return "too_large";
  }
  const docxSize = kind === "docx" ? docxPartsSize(content, MAX_DOCX_XML_BYTES) : "within";
  if (docxSize === "too_large") {
    warnings.add(`attachment ${shortName} inflates to more than ${MAX_DOCX_XML_BYTES} bytes of text: not read`);
    return "too_large";
  }
  const unreadable = () => {
    warnings.add(`attachment ${shortName} could not be read (damaged, protected or not what its name says)`);
    return "unreadable";
  };
  if (docxSize === "unreadable") return unreadable();
  if (timeUp(`reading attachment ${shortName}`)) return "time_limit";
  let text;
  try {
    text = kind === "pdf" ? await pdfText(content, shortName, timeUp, warnings) : await docxText(content);
  } catch {
    return unreadable();
  }
  text = readableText(text, warnings).trim();
  if (!text) {
    warnings.add(`attachment ${shortName} has no text to read (a scan?): open it to see what it says`);
    return "no_text";
  }
  if (text.length > MAX_ATTACHMENT_CHARS) {
    warnings.add(`attachment ${shortName} has more than ${MAX_ATTACHMENT_CHARS} characters of text: only the first ${MAX_ATTACHMENT_CHARS} read`);
    text = text.slice(0, MAX_ATTACHMENT_CHARS);
  }
  texts.push({ filename, text });
  return "read";
}
async function loadReaders(attachments) {
  const kinds = new Set(attachments.slice(0, MAX_ATTACHMENTS_LISTED).map((attachment) => documentKind(attachment, nameOf(attachment))));
  if (kinds.has("pdf")) unpdf ??= import("unpdf");
  if (kinds.has("docx")) mammoth ??= import("mammoth");
  await Promise.all([kinds.has("pdf") && unpdf?.then(({ getResolvedPDFJS }) => getResolvedPDFJS()), kinds.has("docx") && mammoth]);
}
function nameOf(attachment) {
  const name = readableText(attachment.filename ?? "").trim().slice(0, MAX_ATTACHMENT_NAME);
  return name || "unnamed attachment";
}
function documentKind(attachment, filename) {
  const type = attachment.contentType.toLowerCase();
  if (type === "application/pdf" || /\.pdf$/i.test(filename)) return "pdf";
  if (type === DOCX_TYPE || /\.docx$/i.test(filename)) return "docx";
  return null;
}
var unpdf = null;
var mammoth = null;
var COLUMN_GAP_EMS = 2;
var COLUMN_SEPARATOR = " | ";
var LABELLED3 = /[:：\-–—][ \t]*$/u;
async function pdfText(content, shortName, timeUp, warnings) {
  unpdf ??= import("unpdf");
  const { getDocumentProxy } = await unpdf;
  const pdf = await getDocumentProxy(new Uint8Array(content), { isEvalSupported: false, verbosity: 0 });
  try {
    if (pdf.numPages > MAX_PDF_PAGES) warnings.add(`attachment ${shortName} has ${pdf.numPages} pages: only the first ${MAX_PDF_PAGES} read`);
    let text = "";
    for (let pageNumber = 1; pageNumber <= Math.min(pdf.numPages, MAX_PDF_PAGES); pageNumber++) {
      const page = await pdf.getPage(pageNumber);
      const reader = page.streamTextContent().getReader();
      let lineHeight = 0;
      let previous = "";
      for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
        text += chunk.value.items.map((item) => {
          if (!("str" in item)) return "";
          const columnGap = item.str.trim() === "" && lineHeight > 0 && item.width > COLUMN_GAP_EMS * lineHeight && !LABELLED3.test(previous);
          if (item.height > 0) lineHeight = item.height;
          if (item.str.trim()) previous = item.str;
          return (columnGap ? COLUMN_SEPARATOR : item.str) + (item.hasEOL ? "\n" : "");
        }).join("");
        if (text.length > MAX_ATTACHMENT_CHARS) return text;
        if (timeUp(`the rest of attachment ${shortName}`)) return text;
      }
      text += "\n";
    }
    return text;
  } finally {
    void pdf.destroy().catch(() => void 0);
  }
}
async function docxText(content) {
  mammoth ??= import("mammoth");
  const { convertToHtml } = await mammoth;
  return htmlToText((await convertToHtml({ buffer: content })).value.replace(ONE_PARAGRAPH_CELL, "<$1>$2</$1>"));
}
var ONE_PARAGRAPH_CELL = /<(td|th)><p>([^<]*(?:<(?!\/?p[\s>])[^<]*)*)<\/p><\/\1>/gu;

// src/pipeline/mime/parseMime.ts
var PARSE_OPTIONS = {
  skipHtmlToText: true,
  skipTextToHtml: true,
  skipTextLinks: true,
  skipImageLinks: true,
  // Attachments are read for their text (and attached messages opened): hashing them is wasted work.
  checksumAlgo: false,
  maxChildNodes: MAX_MIME_PARTS,
  // An attached message is an attachment however it is disposed: mailparser would run an inline one (nodemailer's
  // default, and some clients') into the body text, where a second one forwarded beside it is lost without a word.
  ignoreEmbedded: true
};
async function parseMime(raw, warnings) {
  const mail = await parseWithinLimits(boundedMessage(typeof raw === "string" ? Buffer.from(raw) : raw, warnings), warnings);
  const text = typeof mail.text === "string" ? boundedPart(mail.text, warnings) : "";
  const html = typeof mail.html === "string" ? boundedPart(mail.html, warnings) : "";
  return {
    messageId: bareMessageId(mail.messageId),
    subject: readableText(mail.subject ?? "", warnings).slice(0, 998),
    date: mail.date && !Number.isNaN(mail.date.getTime()) ? mail.date : null,
    from: firstMailbox(mail.from, warnings),
    to: mailboxes(mail.to, warnings),
    body: text.trim() ? text : html ? readHtml(html, warnings) : "",
    bulk: mail.headers.has("list-unsubscribe") || mail.headers.has("list-id") || /^(?:bulk|list|junk)$/iu.test(String(mail.headers.get("precedence") ?? "").trim()),
    attachedMessages: mail.attachments.filter(isAttachedMessage).map((attachment) => attachment.content),
    attachments: mail.attachments.filter((attachment) => !isAttachedMessage(attachment) && !attachment.related).map((attachment) => ({ filename: attachment.filename ?? null, contentType: attachment.contentType, content: attachment.content }))
  };
}
var mailparser = null;
function loadMailparser() {
  mailparser ??= import("mailparser");
  return mailparser;
}
async function parseWithinLimits(bytes, warnings) {
  const { simpleParser } = await loadMailparser();
  try {
    return await simpleParser(bytes, PARSE_OPTIONS);
  } catch (error) {
    const refusal = error instanceof Error ? error.message : "";
    const partsEnd = /child nodes/i.test(refusal) ? partLimitEnd(bytes) : null;
    if (partsEnd !== null) {
      warnings?.add(`more than ${MAX_MIME_PARTS} MIME parts: only the first ${MAX_MIME_PARTS} read`);
      return simpleParser(bytes.subarray(0, partsEnd), PARSE_OPTIONS);
    }
    if (/header size/i.test(refusal)) return simpleParser(withReadFieldsOnly(bytes, warnings), PARSE_OPTIONS);
    throw error;
  }
}
function partLimitEnd(bytes) {
  const boundaryLine = /\n--[^\r\n]/g;
  const text = bytes.toString("latin1");
  for (let count = 0, match = boundaryLine.exec(text); match; match = boundaryLine.exec(text)) {
    if (++count >= MAX_MIME_PARTS) return match.index + 1;
  }
  return null;
}
function boundedMessage(raw, warnings) {
  if (raw.length <= MAX_MESSAGE_BYTES) return raw;
  warnings?.add(`a message larger than ${MAX_MESSAGE_BYTES} bytes: only its first ${MAX_MESSAGE_BYTES} read`);
  return raw.subarray(0, MAX_MESSAGE_BYTES);
}
var READ_FIELD = /^(?:from|to|cc|subject|date|message-id|mime-version|content-[a-z-]+)[ \t]*:/i;
function withReadFieldsOnly(raw, warnings) {
  const headerEnd = headerBlockEnd(raw);
  const fields = raw.subarray(0, headerEnd).toString("latin1").split(/(?<=\n)(?=[^ \t])/);
  const kept = [];
  const dropped = /* @__PURE__ */ new Set();
  for (const field of fields) {
    if (READ_FIELD.test(field) && field.length <= MAX_HEADER_FIELD_BYTES) kept.push(field);
    else if (dropped.size < 4) dropped.add(field.slice(0, 40).split(":")[0].trim());
  }
  warnings?.add(`a header over mailparser's limit: only the fields the engine reads kept (${[...dropped].slice(0, 3).join(", ")}${dropped.size > 3 ? ", \u2026" : ""} dropped)`);
  return Buffer.concat([Buffer.from(kept.join(""), "latin1"), raw.subarray(headerEnd)]);
}
function headerBlockEnd(raw) {
  const crlf = raw.indexOf("\r\n\r\n");
  const lf = raw.indexOf("\n\n");
  const ends = [crlf, lf].filter((index) => index >= 0);
  return ends.length ? Math.min(...ends) : raw.length;
}
function readHtml(html, warnings) {
  const text = htmlToText(html.replaceAll(HTML_SKIPPED, ""));
  if (!text.includes(HTML_SKIPPED)) return text;
  warnings?.add(`HTML past ${MAX_HTML_CHILD_NODES} elements in one place or ${MAX_HTML_DEPTH} levels deep: that part not read`);
  return text.replaceAll(HTML_SKIPPED, "");
}
function boundedPart(part, warnings) {
  if (part.length <= MAX_PART_CHARS) return part;
  warnings?.add(`a part longer than ${MAX_PART_CHARS} characters: only its first ${MAX_PART_CHARS} read`);
  return part.slice(0, MAX_PART_CHARS);
}
function bareMessageId(id) {
  const bare = id?.trim().replace(/^<|>$/g, "").trim();
  return bare ? bare.slice(0, 998) : null;
}
function isAttachedMessage(attachment) {
  return attachment.contentType === "message/rfc822" || /\.eml$/i.test(attachment.filename ?? "");
}
function mailboxes(header, warnings) {
  const objects = header ? Array.isArray(header) ? header : [header] : [];
  return objects.flatMap((object) => object.value).flatMap((entry) => entry.group ? entry.group : [entry]).map((entry) => ({
    address: readableText(entry.address ?? "", warnings).toLowerCase().slice(0, 320) || null,
    name: readableText(entry.name ?? "", warnings).slice(0, 200) || null
  }));
}
function firstMailbox(header, warnings) {
  return mailboxes(header, warnings)[0] ?? null;
}

// src/pipeline/mime/normaliseText.ts
function normaliseText(text, warnings) {
  const normalised = readableText(boundedPart(text, warnings), warnings).replace(/\r\n?/g, "\n").replace(/[\u00a0\u2007\u202f]/g, " ").replace(/[\u200b-\u200d\u2060\ufeff\u00ad]/g, "").replace(/(?<![ \t])[ \t]+\n/g, "\n");
  const split = splitLongLines(normalised, MAX_LINE_CHARS, LINE_SPLIT_LOOKBACK);
  if (split === null) return normalised;
  warnings.add(`lines longer than ${MAX_LINE_CHARS} characters were split`);
  return split;
}

// src/pipeline/mime/stripQuotes.ts
var import_planer = __toESM(require("planer"));
var import_regexes = __toESM(require("planer/lib/regexes.js"));
var QUOTED_RUN = /(?:^[ \t]*>[^\n]*(?:\n|$)){2,}/m;
var SPLITTER_MAX_LINES = 4;
var SPLITTERS = import_regexes.default.SPLITTER_PATTERNS.map((pattern) => new RegExp(pattern.source, `${pattern.flags.replace("g", "")}y`));
function stripQuotes(body, warnings) {
  const answered = inlineAnswers(body);
  if (answered) return answered;
  let kept = withoutQuotation(body, warnings);
  const header = REPLY_HEADER.exec(kept);
  if (header) kept = kept.slice(0, header.index);
  const quoted = QUOTED_RUN.exec(kept);
  if (quoted && kept.slice(quoted.index + quoted[0].length).trim() === "") kept = kept.slice(0, quoted.index);
  return kept.trim() ? kept.trimEnd() : body.trimEnd();
}
var QUOTED_LINE = /^[ \t]*>/u;
var QUOTE_MARKS = /^[ \t]*(?:>[ \t]?)+/gmu;
function withoutQuoteMarks(text) {
  return text.replace(QUOTE_MARKS, "");
}
var MIN_INLINE_ANSWERS = 2;
function inlineAnswers(body) {
  const reply = readInlineReply(body);
  if (!reply || reply.answers < MIN_INLINE_ANSWERS) return null;
  return `${body.slice(0, reply.headerStart).trimEnd()}

${reply.kept.join("\n").trim()}`.replace(/\n{3,}/gu, "\n\n").trim();
}
function answersInline(text) {
  return (readInlineReply(text)?.answers ?? 0) >= MIN_INLINE_ANSWERS;
}
function readInlineReply(body) {
  const header = REPLY_HEADER.exec(body);
  if (!header) return null;
  const lines = body.slice(header.index + header[0].length).split("\n", MAX_QUOTE_LINES);
  const answeredNext = new Array(lines.length).fill(false);
  for (let index = lines.length - 2; index >= 0; index--) {
    const next = lines[index + 1];
    answeredNext[index] = next.trim() === "" ? answeredNext[index + 1] : !QUOTED_LINE.test(next);
  }
  const kept = [];
  let answers = 0;
  let afterQuote = false;
  for (const [index, line] of lines.entries()) {
    if (line.trim() === "") {
      kept.push("");
    } else if (QUOTED_LINE.test(line)) {
      afterQuote = true;
      if (line.trimEnd().endsWith("?") && answeredNext[index]) kept.push(withoutQuoteMarks(line));
    } else {
      if (afterQuote) answers++;
      afterQuote = false;
      kept.push(line);
    }
  }
  return { headerStart: header.index, kept, answers };
}
function withoutQuotation(body, warnings) {
  const lines = body.split("\n", MAX_QUOTE_LINES + 1);
  if (lines.length > MAX_QUOTE_LINES) {
    warnings?.add(`more than ${MAX_QUOTE_LINES} lines: quoted replies looked for in the first ${MAX_QUOTE_LINES} only`);
    lines.length = MAX_QUOTE_LINES;
  }
  try {
    return import_planer.default.processMarkedLines(lines, markLines(lines.map((line) => line.slice(0, MAX_QUOTE_PROBE_CHARS)))).join("\n").trim();
  } catch {
    return body;
  }
}
function markLines(lines) {
  const markers = [];
  for (let index = 0; index < lines.length; index++) {
    const line = lines[index];
    if (line.trim() === "") markers[index] = "e";
    else if (import_regexes.default.QUOT_PATTERN.test(line)) markers[index] = "m";
    else if (import_regexes.default.FWD.test(line)) markers[index] = "f";
    else {
      const splitter = splitterAt(lines.slice(index, index + SPLITTER_MAX_LINES).join("\n"));
      if (splitter) {
        const spanned = splitter.split("\n").length;
        for (let offset = 0; offset <= spanned; offset++) markers[index + offset] = "s";
        index += spanned - 1;
      } else markers[index] = "t";
    }
  }
  return markers.join("");
}
function splitterAt(window) {
  for (const pattern of SPLITTERS) {
    pattern.lastIndex = 0;
    const match = pattern.exec(window);
    if (match) return match[0];
  }
  return null;
}

// src/pipeline/mime/authors.ts
function chainAuthors(outer, unwrapped, innermostBody, warnings) {
  const noteOf = (layer) => layer?.noteAbove ? stripQuotes(layer.noteAbove, warnings) : "";
  const chain = [{ mailbox: outer.from, words: noteOf(unwrapped.layers[0]) }];
  unwrapped.layers.forEach((layer, index) => {
    const next = unwrapped.layers[index + 1];
    chain.push({ mailbox: layer.header.from, words: next ? noteOf(next) : innermostBody });
  });
  if (!unwrapped.layers.length) chain[0] = { mailbox: outer.from, words: innermostBody };
  const innermost = chain[chain.length - 1];
  const address = innermost.mailbox?.address?.toLowerCase() ?? null;
  const firstByAuthor = address === null ? chain.length - 1 : chain.findIndex((person) => person.mailbox?.address?.toLowerCase() === address);
  const author = { mailbox: innermost.mailbox, words: chain.slice(firstByAuthor).map((person) => person.words.trim()).filter(Boolean).join("\n\n") };
  const fromCollege = collegeSide(outer);
  const writtenToCollege = !isEduAddress(outer.from?.address ?? "") && outer.to.some((recipient) => isEduAddress(recipient.address ?? ""));
  const outerIsCoach = unwrapped.layers.length > 0 && !unwrapped.layers[0].quotedByOutsider && !writtenToCollege;
  const isCollege2 = (person, index) => index < firstByAuthor && (index === 0 && outerIsCoach || index > 0 && fromCollege(person.mailbox));
  const senderIndex = chain.findIndex((person, index) => !isCollege2(person, index));
  const sender = senderIndex >= firstByAuthor ? author : chain[senderIndex];
  const collegeNotes = chain.slice(0, senderIndex).map((person) => person.words.trim()).filter(Boolean);
  return { collegeNotes, sender, author };
}
function collegeSide(outer) {
  const collegeDomain = organisationDomainOf(outer.from);
  const ownCollegeOnly = collegeDomain !== null && isEduAddress(collegeDomain);
  return (mailbox) => collegeDomain !== null && domainOf(mailbox) === collegeDomain || !ownCollegeOnly && isEduAddress(mailbox?.address ?? "");
}
function isColleague(outer, writer, writtenTo) {
  const collegeDomain = organisationDomainOf(outer.from);
  if (collegeDomain === null || domainOf(writer) !== collegeDomain) return false;
  const coach = outer.from?.address?.toLowerCase();
  if (writer?.address?.toLowerCase() !== coach) return true;
  return writtenTo.length > 0 && writtenTo.every((recipient) => domainOf(recipient) === collegeDomain && recipient.address?.toLowerCase() !== coach);
}
var PUBLIC_MAIL_DOMAIN = /^(?:gmail|googlemail|yahoo|ymail|rocketmail|outlook|hotmail|live|msn|icloud|me|mac|aol|protonmail|proton|gmx|mail|zoho|comcast|att|sbcglobal|bellsouth|verizon|cox|charter)\.[a-z.]{2,8}$/u;
function organisationDomainOf(mailbox) {
  const domain = domainOf(mailbox);
  return domain === null || PUBLIC_MAIL_DOMAIN.test(domain) ? null : domain;
}
function domainOf(mailbox) {
  return mailbox?.address?.split("@")[1]?.toLowerCase() ?? null;
}

// src/pipeline/mime/dotLeaders.ts
var DOT_LEADER = /^([ \t]*[\p{L}][\p{L}/&' .-]{0,30}?)[ \t]*(?:\.{3,}|…{2,}|_{3,})[ \t]*(?=\S)/gmu;
function dotLeadersAsLabels(body) {
  return body.replace(DOT_LEADER, (_line, label) => `${label.trimEnd()}: `);
}

// src/pipeline/mime/tables.ts
var HEADER_CELL2 = /^(?:#|no\.?|name|athlete|player|first name|last name|grad(?:uation)?(?: year)?|class|year|pos(?:ition)?s?|ht|height|wt|weight|club(?: team)?|team|high school|hs|school|hometown|city|state|city\/state|location|gpa|email|e-mail|phone|cell|video|film|highlights?|jersey|number|bats|throws|b\/t)$/iu;
function pairTableColumns(body) {
  const lines = body.split("\n");
  const cells = (line) => line.split("|").map((cell) => cell.trim()).filter((cell, index, all) => cell !== "" || index < all.length - 1);
  for (let index = 0; index < lines.length; index++) {
    const header = cells(lines[index]);
    if (header.length < 3 || header.filter((cell) => HEADER_CELL2.test(cell)).length < Math.ceil(header.length * 0.6)) continue;
    const valueAt = nextNonEmpty(lines, index + 1);
    if (valueAt === -1) continue;
    const values = cells(lines[valueAt]);
    const afterAt = nextNonEmpty(lines, valueAt + 1);
    const severalRows = afterAt !== -1 && cells(lines[afterAt]).length === header.length && lines[afterAt].includes("|");
    if (values.length !== header.length || severalRows) continue;
    lines[valueAt] = header.map((label, column) => `${label}: ${values[column]}`).join(" | ");
    lines[index] = "";
  }
  return lines.join("\n");
}
function nextNonEmpty(lines, from) {
  for (let index = from; index < lines.length; index++) if (lines[index].trim()) return index;
  return -1;
}

// src/pipeline/mime/forwardReader.ts
var import_email_forward_parser = __toESM(require("email-forward-parser"));
var parser = new import_email_forward_parser.default();
function readForwardBlock(text, subject) {
  const kept = keptQuoteMarks(text);
  const result = readWithParser(withoutBareRules(kept.text), subject);
  if (!result) return null;
  const { email } = result;
  return {
    header: { from: forwardedMailbox(email.from), to: forwardedMailboxes(email.to), subject: email.subject?.trim() || null, date: email.date?.trim() || null },
    noteAbove: kept.restore(result.message?.trim() || null),
    body: kept.restore(email.body ?? "") ?? ""
  };
}
function readWithParser(text, subject) {
  const plain = SEPARATOR_SHAPE.test(text) ? parser.read(text) : null;
  if (plain?.forwarded) return outerHeaderBlock(text, plain.message ?? null) ?? plain;
  if (!isForwardSubject(subject) && !HEADER_BLOCK.test(text)) return null;
  const asForward = parser.read(text, "Fwd:");
  return asForward.email.body === void 0 ? null : asForward;
}
function outerHeaderBlock(text, above) {
  if (!above || !HEADER_BLOCK.test(above)) return null;
  const aboveEnd = text.indexOf(above);
  if (aboveEnd === -1) return null;
  const end = aboveEnd + above.length;
  const outer = parser.read(text.slice(0, end), "Fwd:");
  if (outer.email.body === void 0) return null;
  return { ...outer, email: { ...outer.email, body: outer.email.body + text.slice(end) } };
}
var SEPARATOR_SHAPE = /-{3}|_{32}|[:：][ \t]*$/mu;
var FROM_LABEL = "From|Von|De|De la|Da|Van|Fra|Fr\xE5n|Od|L\xE4hett\xE4j\xE4|\u0160alje|Felad\xF3|Expeditorul|\u041E\u0442\u043F\u0440\u0430\u0432\u0438\u0442\u0435\u043B\u044C|\u0412\u0456\u0434 \u043A\u043E\u0433\u043E|\u0412\u0456\u0434|\u041E\u0442|Saatja|G\xF6nderen|Kimden|Mittente|Nadawca|\u9001\u4FE1\u5143|\u5DEE\u51FA\u4EBA|\u9001\u4FE1\u8005";
var HEADER_BLOCK = new RegExp(`^[ \\t>*]*(?:${FROM_LABEL})[ \\t]?[:\uFF1A][^\\n]*\\n(?:[ \\t>*]*[^\\n:\uFF1A]{1,24}[ \\t]?[:\uFF1A][^\\n]*\\n){1,5}`, "imu");
var FIRST_FROM_LINE = new RegExp(`^([ \\t>*]*)(?:${FROM_LABEL})[ \\t]?[:\uFF1A]`, "imu");
var KEPT_QUOTE = "\uE000";
var LEADING_QUOTE = /^(?=[ \t]*>)/gmu;
function keptQuoteMarks(text) {
  const from = FIRST_FROM_LINE.exec(text);
  if (!from || from[1].includes(">") || text.includes(KEPT_QUOTE) || !answersInline(text)) return { text, restore: (part) => part };
  return { text: text.replace(LEADING_QUOTE, KEPT_QUOTE), restore: (part) => part?.replaceAll(KEPT_QUOTE, "") ?? null };
}
var HEADER_LINE = new RegExp("^[ \\t>*]*\\p{L}[\\p{L} .()-]{0,24}[ \\t]?[:\uFF1A]", "u");
var OUTLOOK_RULE = /^[ \t]*_{32}[ \t]*$/u;
var OUTLOOK_RULE_CHARS = "_".repeat(32);
function withoutBareRules(text) {
  if (!text.includes(OUTLOOK_RULE_CHARS)) return text;
  const lines = text.split("\n");
  let changed = false;
  lines.forEach((line, index) => {
    if (!OUTLOOK_RULE.test(line)) return;
    const next = lines.slice(index + 1).find((following) => following.trim() !== "");
    if (next !== void 0 && HEADER_LINE.test(next)) return;
    lines[index] = "";
    changed = true;
  });
  return changed ? lines.join("\n") : text;
}

// src/pipeline/mime/unwrapForward.ts
function unwrapForward(body, outer, warnings) {
  const layers = [];
  const forwardedBefore = [];
  let current = body;
  let enclosing = { author: outer.from, subject: outer.subject, insideForward: outer.insideForward ?? false };
  let charsLeft = MAX_FORWARD_PARSER_TOTAL_CHARS;
  for (; ; ) {
    const head = current.slice(0, MAX_FORWARD_PARSER_CHARS);
    if (head.length > charsLeft) {
      warnings?.add(`forwards nested past ${MAX_FORWARD_PARSER_TOTAL_CHARS} characters of headers and text: the innermost were not unwrapped, so the original sender may be wrong`);
      break;
    }
    charsLeft -= head.length;
    if (head.length < current.length) warnings?.add(`a message longer than ${MAX_FORWARD_PARSER_CHARS} characters: forwards looked for in its first ${MAX_FORWARD_PARSER_CHARS} only`);
    const block = readForwardBlock(head, enclosing.subject);
    if (!block) break;
    const reading = readBlock(enclosing, block.noteAbove, block.header, block.body);
    if (reading === "reply") break;
    if (reading === "own") {
      warnings?.add("a forwarded block under its sender's own message was read as part of it: who wrote the email is a guess");
      break;
    }
    if (!block.header.from) warnings?.add("a forwarded message names no sender: who wrote the email is a guess");
    const around = layers.at(-1)?.header ?? null;
    if (around && sentToTheSame(around, block.header)) forwardedBefore.push({ header: around, text: block.noteAbove ?? "" });
    const inner = block.body + current.slice(head.length);
    if (inner.length >= current.length) break;
    layers.push({ header: block.header, noteAbove: block.noteAbove, ...reading === "passed-on" ? { quotedByOutsider: true } : {} });
    current = inner;
    enclosing = { author: block.header.from, subject: block.header.subject, insideForward: true };
  }
  return { layers, body: current, forwardedBefore };
}
function sentToTheSame(around, block) {
  if (!block.from?.address || sameAddress(block.from, around.from)) return false;
  return block.to.some((recipient) => around.to.some((aroundRecipient) => sameAddress(recipient, aroundRecipient)));
}

// src/pipeline/separateEmails.ts
var import_mime_node = __toESM(require("nodemailer/lib/mime-node"));
function bundledEmailsOf({ from, to, subject, date, attachedMessages }, forwardedBefore) {
  const bundled = [...attachedMessages.slice(1).map((message) => ({ message })), ...forwardedBefore.map((email) => ({ email }))];
  const emails = bundled.slice(0, MAX_SEPARATED_EMAILS);
  return { forward: { from, to, subject, date }, emails, leftOut: bundled.length - emails.length };
}
function separatedMessages({ forward, emails }, key) {
  return Promise.all(emails.map((email, index) => forwardOf(forward, email, `${key}-${index + 1}`)));
}
function forwardOf(outer, part, id) {
  const isAttached = "message" in part;
  const root = new import_mime_node.default(isAttached ? "multipart/mixed" : "text/plain; charset=utf-8", { baseBoundary: id });
  root.setHeader({ From: addressOf(outer.from), To: outer.to.map(addressOf), Subject: outer.subject, Date: outer.date ?? /* @__PURE__ */ new Date(0), "Message-ID": `<${id}@separated.invalid>` });
  if (isAttached) {
    root.appendChild(new import_mime_node.default("text/plain; charset=utf-8")).setContent("");
    root.appendChild(new import_mime_node.default("message/rfc822", { filename: "forwarded.eml" })).setHeader("Content-Disposition", "attachment").setContent(part.message);
  } else {
    root.setContent(forwardedBlock(part.email));
  }
  return root.build();
}
function forwardedBlock({ header, text }) {
  const lines = ["---------- Forwarded message ---------", `From: ${mailboxText(header.from)}`];
  if (header.date) lines.push(`Date: ${header.date}`);
  if (header.subject) lines.push(`Subject: ${header.subject}`);
  if (header.to.length) lines.push(`To: ${header.to.map(mailboxText).join(", ")}`);
  return `${lines.join("\n")}

${text}
`;
}
var addressOf = (mailbox) => ({ name: mailbox?.name ?? "", address: mailbox?.address ?? "" });
function mailboxText(mailbox) {
  if (!mailbox) return "";
  if (!mailbox.name) return mailbox.address ?? "";
  return mailbox.address ? `"${mailbox.name.replace(/["\\]/g, "")}" <${mailbox.address}>` : mailbox.name;
}

// src/pipeline/engine.ts
var Deadline = class {
  at;
  cpuAt;
  /**
   * Before this wall-clock time the CPU budget cannot be spent (a process uses at most the time passed
   * times its cores), so the CPU time, a system call as costly as a small stage, is not read.
   */
  cpuCheckFrom;
  constructor({ timeLimitMs = Infinity, cpuLimitMs = MAX_CPU_MS }) {
    const now = performance.now();
    this.at = now + timeLimitMs;
    this.cpuAt = cpuMs() + cpuLimitMs;
    this.cpuCheckFrom = now + cpuLimitMs / CORES;
  }
  /** Gives back time spent on work done once per instance (loading a library), which says nothing about this message. */
  credit(ms) {
    this.at += ms;
    this.cpuAt += ms;
  }
  /** True (and warned about) once either budget is spent. */
  passed(warnings, stage) {
    const now = performance.now();
    if (now < this.at && (now < this.cpuCheckFrom || cpuMs() < this.cpuAt)) return false;
    warnings.add(`time limit reached before ${stage}: the email was only partly read`);
    return true;
  }
};
var CORES = (0, import_node_os.availableParallelism)();
function cpuMs() {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1e3;
}
async function processRawEmail(raw, options = {}) {
  return (await processRawEmailWithBundled(raw, options)).processed;
}
async function processRawEmailWithBundled(raw, options = {}) {
  const deadline = new Deadline(options);
  const warnings = new Warnings();
  const mime = await parseMime(raw, warnings).catch(() => null);
  const parsed = mime ?? readAsText(raw, warnings);
  const found = [...parsed.attachments];
  const attached = deadline.passed(warnings, "opening attached messages") ? null : await openAttachedOriginal(parsed, warnings, found, { warnBundled: !options.bundledEmailsSeparated });
  const attachments = found.length ? await readAttachmentsWithin(found, options, deadline, warnings) : NO_ATTACHMENTS;
  const { processed, forwardedBefore } = analyse(parsed, attached, attachments, options, { deadline, warnings });
  return { processed, bundled: bundledEmailsOf(parsed, mime ? forwardedBefore : []) };
}
function readAsText(raw, warnings) {
  warnings.add("not readable as MIME: the raw message read as plain text");
  return { messageId: null, subject: "", date: null, from: null, to: [], body: boundedPart(raw.toString(), warnings), bulk: false, attachedMessages: [], attachments: [] };
}
var NO_ATTACHMENTS = { listed: [], texts: [] };
async function readAttachmentsWithin(found, options, deadline, warnings) {
  const loadingFrom = cpuMs();
  await loadReaders(found);
  deadline.credit(cpuMs() - loadingFrom);
  const attachmentDeadline = new Deadline({ ...options, cpuLimitMs: Math.min(options.cpuLimitMs ?? MAX_CPU_MS, MAX_ATTACHMENT_CPU_MS) });
  return readAttachments(found, (stage) => attachmentDeadline.passed(warnings, stage) || deadline.passed(warnings, stage), warnings);
}
function processTextEmail(input, options = {}) {
  const parsed = {
    messageId: input.id ? bareMessageId(input.id) : null,
    subject: readableText(input.subject),
    date: input.date ?? null,
    from: input.from ?? null,
    to: [],
    body: input.body,
    bulk: false,
    attachedMessages: [],
    attachments: []
  };
  return analyse(parsed, null, NO_ATTACHMENTS, options, { deadline: new Deadline(options), warnings: new Warnings() }).processed;
}
async function openAttachedOriginal(parsed, warnings, found, { warnBundled = true, depth = 0 } = {}) {
  const attached = parsed.attachedMessages[0];
  if (!attached || depth >= MAX_ATTACHED_MESSAGE_DEPTH) return null;
  if (parsed.attachedMessages.length > 1 && (warnBundled || depth > 0)) {
    warnings.add(`${parsed.attachedMessages.length} emails were forwarded as attachments of this one: only the first was read, so forward the others one at a time`);
  }
  try {
    const inner = await parseMime(attached, warnings);
    found.push(...inner.attachments);
    return await openAttachedOriginal(inner, warnings, found, { depth: depth + 1 }) ?? inner;
  } catch {
    return null;
  }
}
function analyse(parsed, attachedOriginal, attachments, options, { deadline, warnings }) {
  const reference = options.receivedAt ?? parsed.date ?? /* @__PURE__ */ new Date();
  const outerBody = normaliseText(parsed.body, warnings);
  const listed = attachments.listed;
  if (deadline.passed(warnings, "unwrapping forwards")) return { processed: unread(parsed, outerBody, listed, warnings), forwardedBefore: [] };
  const forwarded = unwrapForwards(parsed, outerBody, attachedOriginal, warnings);
  const analysis = (processed) => ({ processed, forwardedBefore: forwarded.forwardedBefore });
  if (forwarded.forwardedBefore.length && !options.bundledEmailsSeparated) {
    warnings.add("several emails were forwarded one after another in this one: only the last was read, so forward the others one at a time");
  }
  const replierIsCollege = forwarded.layers.length ? collegeSide(parsed) : (mailbox) => isCollegeAddress(mailbox?.address ?? "");
  const unwrapped = unwrapQuotedReply(forwarded, replierIsCollege, forwarded.layers.at(-1)?.header.from ?? parsed.from);
  const innermost = unwrapped.layers.at(-1)?.header ?? null;
  const isForward = innermost !== null;
  const subject = stripSubjectPrefixes(innermost?.subject ?? parsed.subject);
  if (deadline.passed(warnings, "stripping quoted replies")) return analysis(unread(parsed, unwrapped.body, listed, warnings));
  const stripped = stripQuotes(unwrapped.body, warnings);
  if (deadline.passed(warnings, "reading the athlete")) return analysis(unread(parsed, stripped, listed, warnings));
  let reading = read(parsed, unwrapped, subject, stripped, reference, warnings);
  if (couldFill(reading) && stripped.trimEnd().length < unwrapped.body.trimEnd().length && !deadline.passed(warnings, "reading quoted history")) {
    reading = readMore(reading, read(parsed, unwrapped, subject, unwrapped.body, reference, warnings, NO_APPENDIX, reading.verdict.isRecruiting ? reading.role : null));
  }
  const appendix = appendixOf(attachments.texts.map((attachment) => ({ ...attachment, text: normaliseText(attachment.text, warnings) })));
  if (appendix.text && couldFill(reading) && !deadline.passed(warnings, "reading attachments")) {
    reading = readMore(reading, read(parsed, unwrapped, subject, reading.innermostBody, reference, warnings, appendix));
  }
  const doc = reading.doc;
  const athlete = markAttachmentSources(reading.athlete, reading.attachmentParts);
  const verdict = options.coachSaysRecruiting && !reading.verdict.isRecruiting && athlete.firstName ? { ...reading.verdict, isRecruiting: true, reason: "athlete_introduction" } : reading.verdict;
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
    athletes: verdict.isRecruiting ? reading.athletes.map((one) => one === reading.athlete ? athlete : markAttachmentSources(one, reading.attachmentParts)) : [],
    events: readEvents ? findTournaments(doc.text, reference, athlete.clubTeam?.value ?? null, athlete.sport?.value ?? null) : [],
    text: doc.text,
    warnings: warnings.list(),
    attachments: listed
  });
}
function couldFill(reading) {
  return !reading.verdict.isRecruiting || ATHLETE_FIELDS.some((key) => reading.athlete[key] === null || reading.athlete[key].confidence < 0.5);
}
function readMore(reading, wider) {
  if (!reading.verdict.isRecruiting && wider.verdict.isRecruiting) return wider;
  if (!reading.verdict.isRecruiting || !wider.doc.text.startsWith(reading.doc.text)) return reading;
  const filled = fillGaps(reading.athlete, wider.athlete, wider.attachmentParts);
  return filled ? { ...withMainAthlete(reading, filled), doc: wider.doc, innermostBody: wider.innermostBody, attachmentParts: wider.attachmentParts } : reading;
}
function unread(parsed, body, attachments, warnings) {
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
    attachments
  };
}
function read(parsed, unwrapped, subject, innermostBody, reference, warnings, appendix = NO_APPENDIX, settledRole = null) {
  const { collegeNotes, sender, author } = chainAuthors(parsed, unwrapped, innermostBody, warnings);
  const writer = author.mailbox;
  if (author.words.length > MAX_ANALYSED_TEXT) warnings.add(`the message is longer than ${MAX_ANALYSED_TEXT} characters: only its first ${MAX_ANALYSED_TEXT} read`);
  const words = pairTableColumns(dotLeadersAsLabels(author.words.slice(0, MAX_ANALYSED_TEXT)));
  const attachmentText = appendixWithin(appendix, MAX_ANALYSED_TEXT - words.length, warnings);
  const doc = analysedText(subject, words + attachmentText.text);
  const attachmentParts = partsAt(attachmentText, doc.text.length - attachmentText.text.length);
  const authorCue = settledRole ? { role: settledRole, signals: [] } : senderRole(doc.text.slice(0, doc.text.length - attachmentText.text.length), writer);
  const sport = detectSport(doc.text) ?? sportOfCoachNotes(collegeNotes);
  const notAthlete = [parsed.from, ...parsed.to, ...unwrapped.layers.flatMap((layer) => [layer.header.from, ...layer.header.to])].filter((person) => !sameAddress(person, writer));
  const contexts = /* @__PURE__ */ new Map();
  const context = (role2) => {
    const built = contexts.get(role2) ?? buildContext(doc, role2, sport, writer, notAthlete, warnings);
    contexts.set(role2, built);
    return built;
  };
  const extract = (role2) => {
    const read2 = extractAthletes(context(role2), reference);
    return { role: role2, athlete: read2.main, athletes: read2.all, introduced: read2.introduced };
  };
  let reading = readAthlete(extract, authorCue.role, context, writer);
  const colleague = isColleague(parsed, writer, unwrapped.layers.at(-1)?.header.to ?? []);
  const bulk = parsed.bulk && sameAddress(parsed.from, writer);
  let verdict = classify({ text: doc.text, cue: authorCue.role, athlete: reading.athlete, writer, colleague, bulk });
  const senderIsAuthor = sender === author;
  const senderCue = senderIsAuthor ? authorCue : senderRole(sender.words, sender.mailbox);
  const { athlete } = reading;
  const athleteName = verdict.isRecruiting && athlete.firstName ? { first: athlete.firstName.value, last: athlete.lastName?.value ?? null } : null;
  const role = resolveRole({ cue: senderCue.role, sender: sender.mailbox, senderWords: sender.words, athlete: athleteName, isRecruiting: verdict.isRecruiting, reason: verdict.reason });
  if (senderIsAuthor && verdict.isRecruiting && role === "athlete" !== (reading.role === "athlete")) {
    reading = extract(role);
    verdict = classify({ text: doc.text, cue: role, athlete: reading.athlete, writer, colleague, bulk });
  } else if (senderIsAuthor && verdict.isRecruiting && role !== reading.role) {
    const main = rereadContacts(context(role), reading.athlete);
    reading = { ...reading, role, athlete: main, athletes: reading.athletes.map((one) => one === reading.athlete ? main : rereadContacts(context(role), one)) };
  }
  if (!senderIsAuthor && role === "club_coach" && reading.introduced === 1) {
    reading = withMainAthlete(reading, withClubOfForwardersNote(reading.athlete, sender.words));
  }
  if (!senderIsAuthor && FAMILY_AND_COACHES.has(role) && reading.introduced === 1 && sender.words) {
    const noteContext = buildContext(analysedText("", sender.words), role, sport, sender.mailbox, notAthlete.filter((person) => !sameAddress(person, sender.mailbox)), warnings);
    reading = withMainAthlete(reading, withForwardersNote(reading.athlete, noteContext));
  }
  return { doc, innermostBody, attachmentParts, writer, collegeNotes, athlete: reading.athlete, athletes: reading.athletes, introduced: reading.introduced, verdict, role };
}
function readAthlete(extract, cue, context, writer) {
  if (cue !== null) return extract(cue);
  const writerName = fold(writer?.name ?? "");
  if (writerIntroducesHerself(context("athlete"))) return extract("athlete");
  const other = context("other");
  const named = chooseName(nameCandidates(other));
  const aboutHer = named && (named.value.last || introducedHere(other.text, named.end));
  return extract(aboutHer && !writerName.includes(fold(named.value.first)) ? "other" : "athlete");
}
var FAMILY_AND_COACHES = /* @__PURE__ */ new Set(["parent", "club_coach", "high_school_coach"]);
function withForwardersNote(athlete, noteContext) {
  const film = toField(noteContext.text, videoCandidates(noteContext.text)[0] ?? null);
  const withNotesFilm = film && withAddedFilm(athlete.videoUrls?.value ?? [], film.value, "before");
  const videoUrls = withNotesFilm ? { ...film, value: withNotesFilm } : athlete.videoUrls;
  const forwarders = rereadContacts(noteContext, athlete).contacts ?? [];
  const contacts = [...athlete.contacts ?? [], ...forwarders.filter((contact) => !athlete.contacts?.some((known) => contact.phone && known.phone === contact.phone || contact.email && known.email === contact.email))];
  return { ...athlete, videoUrls, ...contacts.length ? { contacts: contacts.slice(0, MAX_EXTRACTED_CONTACTS) } : {} };
}
function withAddedFilm(known, adding, place) {
  const added = adding.filter((url) => !known.includes(url));
  if (!added.length) return null;
  return (place === "before" ? [...added, ...known] : [...known, ...added]).slice(0, MAX_VIDEO_URLS);
}
function withMainAthlete(reading, main) {
  return { ...reading, athlete: main, athletes: reading.athletes.map((one) => one === reading.athlete ? main : one) };
}
var ATTACHED_CONTACT_CONFIDENCE = 0.75;
function fillGaps(current, older, attachmentParts) {
  const filled = { ...current };
  const films = current.videoUrls && older.videoUrls ? withAddedFilm(current.videoUrls.value, older.videoUrls.value, "after") : null;
  if (films) filled.videoUrls = { ...current.videoUrls, value: films };
  let changed = films !== null;
  for (const key of ATHLETE_FIELDS) {
    const value = older[key];
    const now = filled[key];
    if (value === null || now !== null && !(now.confidence < 0.5 && value.confidence >= now.confidence + 0.3)) continue;
    const firm = attachmentOf(value.source, attachmentParts) ? ATTACHED_CONTACT_CONFIDENCE : 0.9;
    if ((key === "email" || key === "phone") && value.confidence < firm) continue;
    filled[key] = value;
    changed = true;
  }
  return changed ? filled : null;
}
function unwrapForwards(parsed, outerBody, attached, warnings) {
  const inline = unwrapForward(outerBody, { from: parsed.from, subject: parsed.subject }, warnings);
  if (inline.layers.length || !attached) return inline;
  const inner = unwrapForward(normaliseText(attached.body, warnings), { from: attached.from, subject: attached.subject, insideForward: true }, warnings);
  const header = { from: attached.from, to: attached.to, subject: attached.subject, date: attached.date ? attached.date.toISOString() : null };
  return { layers: [{ header, noteAbove: outerBody.trim() || null }, ...inner.layers], body: inner.body, forwardedBefore: inner.forwardedBefore };
}
function stripSubjectPrefixes(subject) {
  return subject.replace(/^(?:\s*(?:re|fw|fwd|tr|rv|wg|aw|sv|vs|r|i|enc)\s*(?:\[\d+\])?\s*:\s*)+/iu, "").trim();
}

// src/pipeline/extractLine.ts
function toExtractLine(email, id) {
  return {
    id,
    is_recruiting: email.isRecruiting,
    sender_role: email.senderRole,
    athlete: email.athlete ? lineAthlete(email.athlete) : null,
    athletes: (email.athletes ?? (email.athlete ? [email.athlete] : [])).map(lineAthlete),
    forwarded_from: email.forwardedBy && email.originalFrom ? { name: email.originalFrom.name, address: email.originalFrom.address } : null,
    warnings: email.warnings ?? [],
    ...email.attachments?.length ? { attachments: email.attachments.map((attachment) => ({ filename: attachment.filename, content_type: attachment.contentType, size: attachment.size, status: attachment.status })) } : {}
  };
}
function lineAthlete(athlete) {
  return {
    first_name: athlete.firstName?.value ?? null,
    last_name: athlete.lastName?.value ?? null,
    grad_year: athlete.gradYear?.value ?? null,
    positions: athlete.positions?.value.length ? athlete.positions.value : null,
    height_inches: athlete.height?.value.inches ?? null,
    club_team: athlete.clubTeam?.value ?? null,
    high_school: athlete.highSchool?.value ?? null,
    city: athlete.city?.value ?? null,
    state: athlete.state?.value ?? null,
    gpa: athlete.gpa?.value.value ?? null,
    email: athlete.email?.value ?? null,
    phone: athlete.phone?.value ?? null,
    video_urls: athlete.videoUrls?.value.length ? athlete.videoUrls.value : null
  };
}

// src/pipeline/merge/matchAthlete.ts
var import_fastest_levenshtein = require("fastest-levenshtein");
function matchAthlete(candidate, existing) {
  return matchIdentity(
    candidate,
    existing.map((record) => ({ athleteId: record.id, identity: identityOf(record) }))
  );
}
function matchIdentity(candidate, known) {
  const email = candidate.email ? normaliseEmail(candidate.email) : null;
  if (email) {
    const entry = known.find(({ identity }) => identity.email && normaliseEmail(identity.email) === email && namesCompatible(candidate, identity));
    if (entry) return { athleteId: entry.athleteId, matchedBy: "email", detail: `same email ${email}` };
  }
  if (candidate.phone) {
    const entry = known.find(({ identity }) => identity.phone === candidate.phone && namesCompatible(candidate, identity));
    if (entry) return { athleteId: entry.athleteId, matchedBy: "phone", detail: `same phone ${candidate.phone}` };
  }
  if (candidate.firstName && candidate.lastName && candidate.gradYear) {
    for (const { athleteId, identity: other } of known) {
      if (other.gradYear !== candidate.gradYear || !other.firstName || !other.lastName) continue;
      if (sameGivenName2(candidate.firstName, other.firstName) && sameSurname(candidate.lastName, other.lastName)) {
        return {
          athleteId,
          matchedBy: "name_grad_year",
          detail: `${candidate.firstName} ${candidate.lastName} ~ ${other.firstName} ${other.lastName}, class of ${candidate.gradYear}`.slice(0, 300)
        };
      }
    }
  }
  return null;
}
function identityOf(record) {
  const { fields } = record;
  return {
    firstName: fields.firstName?.value ?? null,
    lastName: fields.lastName?.value ?? null,
    gradYear: fields.gradYear?.value ?? null,
    email: fields.email?.value ?? null,
    phone: fields.phone?.value ?? null
  };
}
function namesCompatible(a, b) {
  if (a.firstName && b.firstName && !sameGivenName2(a.firstName, b.firstName)) return false;
  if (a.lastName && b.lastName && !sameSurname(a.lastName, b.lastName)) return false;
  return true;
}
function sameGivenName2(a, b) {
  const x = normaliseName(a);
  const y = normaliseName(b);
  return x === y || areNicknames(x, y) || withinTypo(x, y);
}
function sameSurname(a, b) {
  const x = normaliseName(a);
  const y = normaliseName(b);
  return x === y || withinTypo(x, y);
}
function withinTypo(a, b) {
  const shorter = Math.min(a.length, b.length);
  if (shorter < 4) return false;
  return (0, import_fastest_levenshtein.distance)(a, b) <= (shorter >= 8 ? 2 : 1);
}
function normaliseName(name) {
  return fold(name).replace(/[^a-z]/g, "");
}
function normaliseEmail(email) {
  return email.trim().toLowerCase();
}

// ../machines/inbox/athleteRecord.ts
var import_zod10 = require("zod");
var MATCH_KEYS = ["email", "name_grad_year", "phone"];
var matchKeySchema = import_zod10.z.enum(MATCH_KEYS);
var isoTimestamp2 = import_zod10.z.iso.datetime({ offset: true });
var emailId2 = import_zod10.z.string().min(1).max(998);
function recordFieldSchema(value) {
  return import_zod10.z.object({
    value,
    confidence: import_zod10.z.number().min(0).max(1),
    sourceEmailId: emailId2,
    updatedAt: isoTimestamp2,
    /** Set when the coach corrected the value: later emails never overwrite it. */
    correctedByCoach: import_zod10.z.boolean()
  });
}
var recordFieldsSchema = import_zod10.z.object({
  sport: recordFieldSchema(athleteValueSchemas.sport).nullable(),
  firstName: recordFieldSchema(athleteValueSchemas.firstName).nullable(),
  lastName: recordFieldSchema(athleteValueSchemas.lastName).nullable(),
  gradYear: recordFieldSchema(athleteValueSchemas.gradYear).nullable(),
  positions: recordFieldSchema(athleteValueSchemas.positions).nullable(),
  height: recordFieldSchema(athleteValueSchemas.height).nullable(),
  clubTeam: recordFieldSchema(athleteValueSchemas.clubTeam).nullable(),
  highSchool: recordFieldSchema(athleteValueSchemas.highSchool).nullable(),
  city: recordFieldSchema(athleteValueSchemas.city).nullable(),
  state: recordFieldSchema(athleteValueSchemas.state).nullable(),
  gpa: recordFieldSchema(athleteValueSchemas.gpa).nullable(),
  email: recordFieldSchema(athleteValueSchemas.email).nullable(),
  phone: recordFieldSchema(athleteValueSchemas.phone).nullable(),
  videoUrls: recordFieldSchema(athleteValueSchemas.videoUrls).nullable()
});
var fieldHistoryEntrySchema = import_zod10.z.object({
  field: import_zod10.z.enum(ATHLETE_FIELDS),
  value: import_zod10.z.unknown(),
  sourceEmailId: emailId2,
  replacedAt: isoTimestamp2,
  replacedByEmailId: emailId2,
  /**
   * Set when the value never became the field's value: the stored one was the coach's correction,
   * came from a newer email or was read with more confidence. `replacedAt` is then when the refused
   * email arrived and `replacedByEmailId` the source of the value that stayed. Absent in records
   * stored before refusals were marked.
   */
  refused: import_zod10.z.literal(true).optional()
});
var mergeEntrySchema = import_zod10.z.object({
  emailId: emailId2,
  at: isoTimestamp2,
  /** null for the email that created the record. */
  matchedBy: matchKeySchema.nullable(),
  /** In words: "same email maya@x.com", "Kate Smith ~ Katherine Smith, 2027". */
  detail: import_zod10.z.string().max(300)
});
var RECORD_LIMITS = { history: 200, merges: 500, tournaments: 50 };
var athleteRecordSchema = import_zod10.z.object({
  id: import_zod10.z.string().min(1).max(128),
  fields: recordFieldsSchema,
  history: import_zod10.z.array(fieldHistoryEntrySchema).max(RECORD_LIMITS.history),
  sourceEmailIds: import_zod10.z.array(emailId2).max(RECORD_LIMITS.merges),
  merges: import_zod10.z.array(mergeEntrySchema).max(RECORD_LIMITS.merges),
  tournaments: import_zod10.z.array(tournamentSchema).max(RECORD_LIMITS.tournaments),
  /** Parents', guardians' and coaches' contacts, merged across emails. Absent on records stored before contacts were kept. */
  contacts: recordContactsSchema.optional(),
  createdAt: isoTimestamp2,
  updatedAt: isoTimestamp2
});

// src/pipeline/merge/mergeContacts.ts
function samePerson(stored, statement) {
  if (stored.role !== statement.role) return false;
  return statement.email !== null && stored.email === statement.email || statement.phone !== null && stored.phone === statement.phone;
}
var sameDetail = (a, b) => fold(a) === fold(b);
function mergeContacts(stored, statements) {
  const contacts = stored.map((contact) => ({ ...contact, history: [...contact.history] }));
  for (const statement of statements) {
    const known = contacts.find((contact) => samePerson(contact, statement));
    if (!known) {
      const { role, name, email, phone, sourceEmailId, at } = statement;
      contacts.push({ role, name, email, phone, sourceEmailId, updatedAt: at, history: [...statement.history ?? []] });
      continue;
    }
    const newer = statement.at >= known.updatedAt;
    let changed = false;
    for (const detail of CONTACT_DETAILS) {
      const given = statement[detail];
      const current = known[detail];
      if (given === null || current !== null && sameDetail(current, given)) continue;
      if (current === null) {
        known[detail] = given;
      } else if (newer) {
        known.history.push({ detail, value: current, sourceEmailId: known.sourceEmailId, replacedAt: statement.at, replacedByEmailId: statement.sourceEmailId });
        known[detail] = given;
        changed = true;
      } else {
        known.history.push({ detail, value: given, sourceEmailId: statement.sourceEmailId, replacedAt: statement.at, replacedByEmailId: known.sourceEmailId, refused: true });
      }
    }
    if (statement.history) known.history.push(...statement.history);
    if (changed) Object.assign(known, { sourceEmailId: statement.sourceEmailId, updatedAt: statement.at });
    known.history = known.history.sort((a, b) => a.replacedAt < b.replacedAt ? -1 : a.replacedAt > b.replacedAt ? 1 : 0).slice(-CONTACT_LIMITS.history);
  }
  return contacts.slice(-CONTACT_LIMITS.contacts);
}
function statementOf(contact) {
  const { role, name, email, phone, sourceEmailId, updatedAt, history } = contact;
  return { role, name, email, phone, sourceEmailId, at: updatedAt, history };
}

// src/pipeline/merge/mergeAthlete.ts
function mergeAthlete(input) {
  const { extracted, emailId: emailId3, receivedAt } = input;
  const record = input.record ?? emptyRecord(input.newId, receivedAt);
  if (record.sourceEmailIds.includes(emailId3)) return record;
  const fields = { ...record.fields };
  const history = [...record.history];
  for (const key of ATHLETE_FIELDS) {
    const incoming = extracted[key];
    if (!incoming) continue;
    const next = { value: incoming.value, confidence: incoming.confidence, sourceEmailId: emailId3, updatedAt: receivedAt, correctedByCoach: false };
    const current = fields[key];
    if (!current) {
      setField(fields, key, next);
      continue;
    }
    const refused = current.correctedByCoach || current.updatedAt > receivedAt || next.confidence < current.confidence;
    if (sameValue(current.value, next.value)) {
      if (!refused && next.confidence > current.confidence) setField(fields, key, next);
    } else if (refused) {
      history.push({ field: key, value: next.value, sourceEmailId: emailId3, replacedAt: receivedAt, replacedByEmailId: current.sourceEmailId, refused: true });
    } else {
      history.push({ field: key, value: current.value, sourceEmailId: current.sourceEmailId, replacedAt: receivedAt, replacedByEmailId: emailId3 });
      setField(fields, key, next);
    }
  }
  const tournaments = [...record.tournaments];
  for (const event of input.events) {
    if (!tournaments.some((known) => known.name === event.name && known.startDate === event.startDate)) tournaments.push(event);
  }
  const statements = (extracted.contacts ?? []).map(({ role, name, email, phone }) => ({ role, name, email, phone, sourceEmailId: emailId3, at: receivedAt }));
  const contacts = statements.length ? mergeContacts(record.contacts ?? [], statements) : record.contacts;
  return {
    ...record,
    fields,
    ...contacts?.length ? { contacts } : {},
    history: history.slice(-RECORD_LIMITS.history),
    sourceEmailIds: [...record.sourceEmailIds, emailId3].slice(-RECORD_LIMITS.merges),
    merges: [...record.merges, { emailId: emailId3, at: receivedAt, matchedBy: input.record ? input.matchedBy : null, detail: input.detail.slice(0, 300) }].slice(-RECORD_LIMITS.merges),
    tournaments: tournaments.slice(-RECORD_LIMITS.tournaments),
    createdAt: record.createdAt,
    updatedAt: receivedAt > record.updatedAt ? receivedAt : record.updatedAt
  };
}
var COACH_CORRECTION_SOURCE = "coach";
function applyCoachCorrection(record, field, value, at) {
  const current = record.fields[field];
  const history = current && !sameValue(current.value, value) ? [...record.history, { field, value: current.value, sourceEmailId: current.sourceEmailId, replacedAt: at, replacedByEmailId: COACH_CORRECTION_SOURCE }] : record.history;
  const corrected = { value, confidence: 1, sourceEmailId: COACH_CORRECTION_SOURCE, updatedAt: at, correctedByCoach: true };
  const fields = { ...record.fields };
  setField(fields, field, corrected);
  return { ...record, fields, history: history.slice(-RECORD_LIMITS.history), updatedAt: at > record.updatedAt ? at : record.updatedAt };
}
function emptyRecord(id, at) {
  return {
    id,
    fields: Object.fromEntries(ATHLETE_FIELDS.map((key) => [key, null])),
    history: [],
    sourceEmailIds: [],
    merges: [],
    tournaments: [],
    createdAt: at,
    updatedAt: at
  };
}
function setField(fields, key, value) {
  fields[key] = value;
}
function sameValue(a, b) {
  return JSON.stringify(a) === JSON.stringify(b);
}

// src/pipeline/merge/index.ts
function athleteValues(extracted) {
  return Object.fromEntries(ATHLETE_FIELDS.map((key) => [key, extracted[key]?.value ?? null]));
}
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  COACH_CORRECTION_SOURCE,
  INBOUND_TIME_LIMIT_MS,
  applyCoachCorrection,
  athleteValues,
  identityOf,
  matchAthlete,
  matchIdentity,
  mergeAthlete,
  mergeContacts,
  processRawEmail,
  processRawEmailWithBundled,
  processTextEmail,
  separatedMessages,
  statementOf,
  toExtractLine
});
