/**
 * The email engine: pure, offline, deterministic; no Firebase (lint enforces it). Used by the
 * inbox functions, `npm run extract` and the evaluation and benchmark scripts.
 *
 *   processRawEmail(raw: Buffer | string, { receivedAt?, timeLimitMs? }) → Promise<ProcessedEmail>
 *     parse (mailparser; HTML through html-to-text; an attached Outlook .msg opened in a bounded worker and
 *     written as MIME) → unwrap forwards (inline, nested, attached .eml or .msg, a college coach's reply
 *     quoting the athlete) → the chain's authors: the college side's notes
 *     become `coachNote`, the first author outside the college is the sender (`senderRole`), the
 *     innermost author is who the athlete is read from → strip quoted replies (planer; signatures
 *     kept; quoted history only fills gaps) → the text of PDF and DOCX attachments (the forward's and
 *     an attached .eml's included; unpdf and mammoth, loaded on the first such attachment) follows the
 *     body and, like quoted history, only fills gaps or finds the athlete the body does not (a field
 *     read there names the file in `source.attachment`; `attachments` lists every file and whether it
 *     was read) → extract every athlete field (value, confidence 0–1,
 *     source span into `text`, or the From header; other people's contacts — a parent writing, "Mom's cell",
 *     a club coach's sign-off — in `athlete.contacts`, never her own email or phone) → classify recruiting or not (`reason`) →
 *     tournaments. `athlete` is null when the email is not recruiting; it is the main athlete (named
 *     in the subject or singled out, else the first), and `athletes` holds every athlete a coach or
 *     parent introduces (up to MAX_ATHLETES_PER_EMAIL, a warning beyond), each read from her own part
 *     of the text (extract/athleteSections.ts). Never throws on bad input; the result always
 *     validates against processedEmailSchema. Every input is bounded (pipeline/limits.ts);
 *     `warnings` lists each limit that cut the reading short (then the email needs review), including
 *     the time limit (`timeLimitMs`; the inbox gives INBOUND_TIME_LIMIT_MS).
 *   processRawEmailWithBundled(raw, options) → Promise<{ processed, bundled }>: the same, and the other emails of a forward
 *     that bundles several (Outlook's attached side by side, Gmail's "Forward all"), found while it was read:
 *     `bundled` is { emails, leftOut } (past MAX_SEPARATED_EMAILS), raw bytes kept beside `processed`, never in it
 *   processTextEmail({ id?, subject, body, from?, date? }) → ProcessedEmail   (same, for text input)
 *   toExtractLine(processed, id) → the batch command's JSON line (machines/inbox/extractLine.ts)
 *   separatedMessages(bundled, key) → Promise<Buffer[]>: each bundled email as the coach's forward of it alone, the same
 *     bytes for the same key, for the inbox to store and read as emails of their own (then the engine gets
 *     `bundledEmailsSeparated` and does not warn about them)
 *
 *   matchAthlete(identity, coachAthletes) → { athleteId, matchedBy: "email" | "phone" | "name_grad_year" | "name", detail } | null
 *   matchIdentity(identity, [{ athleteId, identity }]) → the same over identities (an athlete's own and those merged into it)
 *   mergeAthlete({ record | null, newId, extracted, events, emailId, receivedAt, matchedBy, detail }) → AthleteRecord
 *     a newer value wins when stated at least as surely (the replaced one goes to history; a weaker one is
 *     kept there as refused), coach corrections are never overwritten,
 *     the same email merged twice changes nothing; contacts merge by role and email or phone (mergeContacts).
 *   mergeContacts(stored, statements) → RecordContact[]; statementOf(stored contact) joins one into another athlete's.
 *   applyCoachCorrection(record, field, value, at) → AthleteRecord
 *   athleteValues(extracted) → the plain values matchAthlete takes.
 *   identityOf(record) → the same values of a stored record (name, class, email, phone).
 *
 * The matching and merging half is also its own entry, ./merge: the athlete functions import only that, and
 * the inbox loads this file when it reads an email, so the mail parsers stay out of the other functions' cold starts.
 *
 * Shapes: machines/inbox (processedEmail, extractedAthlete, athleteRecord, classification, tournaments).
 */
export { processRawEmail, processRawEmailWithBundled, type ProcessedRawEmail, processTextEmail, type ProcessOptions } from "./engine";
export { toExtractLine } from "./extractLine";
export { INBOUND_TIME_LIMIT_MS } from "./limits";
export * from "./merge";
export { type BundledEmails, separatedMessages } from "./separateEmails";
