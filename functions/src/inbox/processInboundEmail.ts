import { Timestamp } from "firebase-admin/firestore";
import * as logger from "firebase-functions/logger";
import { onTaskDispatched } from "firebase-functions/v2/tasks";
import { BRAND } from "@machines/brand";
import { MAX_WARNINGS, type ProcessedEmail } from "@machines/inbox/processedEmail";
import type { EmailStatus, HoldReason } from "@machines/inbox/emailStatus";
import { engineOutcome, REVIEW_MESSAGES } from "@machines/inbox/engineOutcome";
import { db } from "../lib/admin";
import { coachEmails, users } from "../lib/firestore";
import type { CoachEmailDoc, InboundSource } from "@machines/inbox/documents";
import type { UserDoc } from "@machines/account/documents";
import { athleteWriting, knownWriterReview, type KnownWriter } from "../athletes/athleteWriting";
import { changesHerRecord, namesItsWriter, readAsHers } from "../athletes/herUpdate";
import { mergeIntoAthletes, type WrittenAbout } from "../athletes/mergeIntoAthletes";
import { contactDate } from "../athletes/contactDate";
import { holdForSender, trustedSender } from "../senders/senders";
import { hasActivePlan } from "../billing/plan";
import { messageIdOf, storeForCoach } from "./acceptInbound";
import { fromMailbox } from "./rawHeaders";
import { deleteRawChunks, loadRawMessage } from "./rawMessages";
import { authenticateSender } from "./senderAuth";
import { showSampleResult } from "./sampleResult";
import { queueSummary } from "./summaries";

/** Attempts before a message that keeps failing is marked failed (and left for support). */
export const MAX_PROCESSING_ATTEMPTS = 5;

/**
 * Messages that reached us without a mail hop to check: the Settings test email, which we made for the
 * coach, messages the signed-in coach imported from a file, and each email of a bundle the coach forwarded,
 * made from it once its own sender was checked. Who sent them to us is known.
 */
const SENT_WITHOUT_MAIL_HOP: Partial<Record<InboundSource, { authenticated: true; summary: string }>> = {
  sample: { authenticated: true, summary: `test email made by ${BRAND.name}` },
  import: { authenticated: true, summary: "imported by the coach from a file" },
  bundled: { authenticated: true, summary: "forwarded by the coach together with other emails" },
};

type Claim = { kind: "process"; email: CoachEmailDoc; coach: UserDoc } | { kind: "done" };

/**
 * Counts this attempt before doing anything: a message that crashes the engine every time ends as
 * failed after MAX_PROCESSING_ATTEMPTS, never loops and never holds up the coach's other mail.
 */
function claimAttempt(uid: string, emailId: string): Promise<Claim> {
  return db.runTransaction(async (transaction) => {
    const ref = coachEmails(uid).doc(emailId);
    const [email, coach] = await Promise.all([transaction.get(ref).then((s) => s.data()), transaction.get(users.doc(uid)).then((s) => s.data())]);
    if (!email || !coach) return { kind: "done" };
    if (email.state.status !== "received") return { kind: "done" };
    if (email.attempts >= MAX_PROCESSING_ATTEMPTS) {
      transaction.update(ref, { state: { status: "failed", reason: "Processing failed repeatedly", attempts: email.attempts } });
      return { kind: "done" };
    }
    transaction.update(ref, { attempts: email.attempts + 1 });
    return { kind: "process", email: { ...email, attempts: email.attempts + 1 }, coach };
  });
}

type Sender = NonNullable<CoachEmailDoc["sender"]>;

/**
 * Who forwarded the message and whether it may be read, from its headers and mailauth alone (cheap, so
 * mail that is held never reaches the engine). The sender is the single mailbox of the single From
 * field, and only when DMARC evaluated exactly that address: mailauth skips a group, so for
 * `From: Team: coach@school.edu;, x@attacker.edu` it checks the attacker's domain while a parser that
 * flattens the group would name the coach.
 */
async function checkSender(uid: string, coach: UserDoc, email: CoachEmailDoc, raw: Buffer): Promise<{ sender: Sender; hold: HoldReason | null }> {
  const from = fromMailbox(raw);
  const envelopeFrom = email.envelope.from?.toLowerCase() ?? null;
  const withoutHop = SENT_WITHOUT_MAIL_HOP[email.source];
  if (withoutHop) {
    return { sender: { address: from.kind === "mailbox" ? from.address : envelopeFrom, trusted: true, authenticated: true, authSummary: withoutHop.summary }, hold: null };
  }
  if (from.kind === "ambiguous") {
    return { sender: { address: envelopeFrom, trusted: false, authenticated: false, authSummary: `from=ambiguous (${from.problem})` }, hold: "ambiguous_sender" };
  }
  const auth = await authenticateSender(raw, { ip: email.senderIp, envelopeFrom: email.envelope.from, from: from.address });
  if (auth.checkedFrom.length !== 1 || auth.checkedFrom[0] !== from.address) {
    return { sender: { address: envelopeFrom, trusted: false, authenticated: false, authSummary: `${auth.summary} from=ambiguous (checked ${auth.checkedFrom.length} addresses)` }, hold: "ambiguous_sender" };
  }
  const trusted = await trustedSender(uid, coach, from.address);
  const hold = !trusted ? "unknown_sender" : !auth.authenticated ? "unauthenticated_sender" : null;
  return { sender: { address: from.address, trusted, authenticated: auth.authenticated, authSummary: auth.summary }, hold };
}

/**
 * Takes one stored message from received to held, filtered or summarised: checks the sender is the
 * coach (or an address they confirmed) and that the mail really comes from them, keeps it unread
 * while the coach has no active plan, and only then reads it with the engine and folds a recruiting
 * email into the coach's athletes. Errors are retried by Cloud Tasks; the last attempt records why it failed.
 */
export async function processStoredEmail(uid: string, emailId: string, now = new Date()): Promise<EmailStatus | null> {
  const claim = await claimAttempt(uid, emailId);
  if (claim.kind === "done") return null;
  const { email, coach } = claim;
  const ref = coachEmails(uid).doc(emailId);
  try {
    const raw = await loadRawMessage(uid, emailId, email.raw);
    const receivedAt = email.receivedAt.toDate();
    const { sender, hold } = await checkSender(uid, coach, email, raw);
    const checked = { processedAt: Timestamp.fromDate(now), sender };
    const holdFor = async (reason: HoldReason, announce: boolean) => {
      // The sender first: a failure retries the whole message, which is still "received".
      if (announce) await holdForSender(uid, coach, sender.address, reason, now);
      const state: EmailStatus = { status: "held", reason };
      await ref.update({ ...checked, state });
      return state;
    };

    if (hold) return await holdFor(hold, true);
    if (!hasActivePlan(coach, now)) return await holdFor("no_active_plan", false);
    // Loaded here, not at the top: every function instance loads this file, and only this one reads mail.
    const { INBOUND_TIME_LIMIT_MS, processRawEmail, processRawEmailWithBundled, separatedMessages } = await import("../pipeline");
    const { processed, bundled } = await processRawEmailWithBundled(raw, { receivedAt, timeLimitMs: INBOUND_TIME_LIMIT_MS, coachSaysRecruiting: email.rescued === true, bundledEmailsSeparated: true });
    if (bundled.leftOut) processed.warnings = [...(processed.warnings ?? []), REVIEW_MESSAGES.bundleTooLarge(bundled.leftOut)];
    // The engine must treat as the sender exactly the address that was checked.
    if (!(email.source in SENT_WITHOUT_MAIL_HOP) && processed.from?.address !== sender.address) return await holdFor("ambiguous_sender", true);
    // Only now: each bundled email is stored as the checked sender's forward, trusted without a check of its own.
    await storeBundledEmails(uid, emailId, email, await separatedMessages(bundled, emailId));
    const outcome = engineOutcome(processed, receivedAt);
    let knownWriter: Promise<KnownWriter | null> | undefined;
    const writer = () => (knownWriter ??= athleteWriting(uid, processed.originalFrom?.address));
    // The athlete on record whose own or family's email this is, and the email read as hers (readAsHers).
    const herEmail = async (reading: ProcessedEmail) => {
      const known = await writer();
      const family = known?.relation === "family" ? { athletes: known.athletes.length } : null;
      for (const athlete of known?.athletes ?? []) {
        const hers = readAsHers(athlete, reading, family);
        if (hers) return { athlete, hers, detail: `written from ${family ? "her family's" : "her own"} address ${reading.originalFrom?.address ?? ""}`.trim() };
      }
      return null;
    };
    const summarise = async (reading: ProcessedEmail, writtenAbout: WrittenAbout | null): Promise<EmailStatus> => {
      await ref.update({ ...checked, processed: reading });
      const { athleteId, athleteIds } = await mergeIntoAthletes(uid, emailId, reading, contactDate(email.source, reading, receivedAt), receivedAt, writtenAbout);
      await queueSummary(uid, now);
      return { status: "summarised", athleteId, ...(athleteIds.length > 1 ? { athleteIds } : {}) };
    };
    if (outcome.kind === "recruiting" && email.source === "sample") {
      await showSampleResult(uid, emailId, coach, processed, checked, receivedAt);
      return { status: "sample" };
    }
    // Rescued, yet no athlete with a name in it: it waits again, saying what was missing (never a silent filter).
    const rescuedWithoutAthlete = () => waitForReview(uid, emailId, { ...checked, processed }, [REVIEW_MESSAGES.rescuedWithoutAthlete, ...(processed.warnings ?? [])], now);
    if (outcome.kind === "recruiting") {
      const mail = await herEmail(processed);
      if (mail) return await summarise(mail.hers, { athleteId: mail.athlete.id, detail: mail.detail });
      // A rescued note from a family on record that names no one but its writer, nor any of their athletes: the parent is no athlete.
      const namesOnlyFamily = email.rescued === true && (await writer())?.relation === "family" && namesItsWriter(processed.athlete!, processed.originalFrom);
      return await (namesOnlyFamily ? rescuedWithoutAthlete() : summarise(processed, null));
    }
    if (outcome.kind === "filtered" && outcome.reason === "child_under_13") return await forgetChildEmail(uid, emailId, { ...checked, processed }, now);
    if (email.rescued) return await rescuedWithoutAthlete();
    // Mail from an athlete on record or her family that read whole is never filtered unasked: her update may not read as an
    // introduction. Read as about her, it updates her record when it changes something of hers; else the coach is asked, naming her.
    const known = processed.warnings?.length ? null : await writer();
    if (known) {
      const asHers = await processRawEmail(raw, { receivedAt, timeLimitMs: INBOUND_TIME_LIMIT_MS, coachSaysRecruiting: true, bundledEmailsSeparated: true });
      const mail = await herEmail(asHers);
      if (mail && changesHerRecord(mail.athlete, mail.hers, emailId, receivedAt)) return await summarise(mail.hers, { athleteId: mail.athlete.id, detail: mail.detail });
      return await waitForReview(uid, emailId, { ...checked, processed }, [knownWriterReview(known)], now);
    }
    if (outcome.kind === "needs_review") return await waitForReview(uid, emailId, { ...checked, processed }, outcome.warnings, now);
    const state: EmailStatus = { status: "filtered", reason: outcome.reason, ...(outcome.confidence === null ? {} : { confidence: outcome.confidence }) };
    await ref.update({ ...checked, processed, state });
    return state;
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    if (email.attempts >= MAX_PROCESSING_ATTEMPTS) {
      logger.error("Inbound email failed for good", { uid, emailId, reason });
      await ref.update({ state: { status: "failed", reason: reason.slice(0, 500), attempts: email.attempts } });
      return null;
    }
    throw error;
  }
}

/**
 * Every other email the coach forwarded in this one (`separated`, in their order) becomes an email of its own, stored
 * and queued like any forward (by its place in the bundle: a retry stores and queues none twice).
 */
async function storeBundledEmails(uid: string, emailId: string, email: CoachEmailDoc, separated: Buffer[]): Promise<void> {
  for (const [index, raw] of separated.entries()) {
    const message = { raw, envelope: email.envelope, senderIp: null, source: "bundled" as const, forwardingAddress: email.forwardingAddress, bundledFrom: emailId };
    await storeForCoach(uid, { ...message, messageId: messageIdOf(raw), identity: `bundled:${emailId}:${index}` }, email.receivedAt.toDate());
  }
}

/** An email the coach must decide on: it is listed first in their Inbox and counted in their next summary. */
async function waitForReview(uid: string, emailId: string, update: Partial<CoachEmailDoc>, warnings: readonly string[], now: Date): Promise<EmailStatus> {
  const state: EmailStatus = { status: "needs_review", warnings: warnings.slice(0, MAX_WARNINGS).map((warning) => warning.slice(0, 300)) };
  await coachEmails(uid).doc(emailId).update({ ...update, state, summaryPending: true });
  await queueSummary(uid, now);
  return state;
}

/**
 * An email about a child under 13 (machines/inbox/childUnder13.ts): no athlete is made, its original and
 * everything read from it are deleted at once, and the coach's next summary says why; the Inbox lists it
 * as filtered with that reason.
 */
async function forgetChildEmail(uid: string, emailId: string, update: Partial<CoachEmailDoc> & { processed: ProcessedEmail }, now: Date): Promise<EmailStatus> {
  const state: EmailStatus = { status: "filtered", reason: "child_under_13" };
  const nothingRead = { ...update.processed, subject: "", originalFrom: null, coachNote: null, athlete: null, athletes: [], events: [], text: "", attachments: [] };
  const batch = db.batch();
  await deleteRawChunks(batch, uid, emailId);
  batch.update(coachEmails(uid).doc(emailId), { ...update, processed: nothingRead, state, summaryPending: true, "raw.deletedAt": Timestamp.fromDate(now) });
  await batch.commit();
  await queueSummary(uid, now);
  return state;
}

/** The background worker: one task per message, retried with backoff. */
export const processInboundEmail = onTaskDispatched<{ uid: string; emailId: string }>(
  {
    retryConfig: { maxAttempts: MAX_PROCESSING_ATTEMPTS, minBackoffSeconds: 10, maxBackoffSeconds: 300 },
    rateLimits: { maxConcurrentDispatches: 20 },
    memory: "1GiB",
    // One email per instance at a time: the engine's time budgets read the process's CPU time and the wall clock, which
    // other emails read in the same instance (Cloud Functions' default is 80 at once) would spend, cutting a
    // forwarded batch's résumés short.
    concurrency: 1,
    timeoutSeconds: 300,
  },
  async ({ data }) => {
    await processStoredEmail(data.uid, data.emailId);
  },
);
