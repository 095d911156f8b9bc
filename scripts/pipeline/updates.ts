/**
 * npm run pipeline:updates -- [--verbose]
 * An athlete's later email, tried on every athlete of the tuning split: for each recruiting email whose athlete the
 * engine reads, her record is made from it, then a follow-up about her (a new height, a tournament in a reply, a new
 * club, her parent's note of a new GPA, new film signed with her first name) is read and folded in as the inbox does
 * it (mail from her or her family read as about her, the lookup keys, matchIdentity, then her writer's address, mergeAthlete). Per follow-up it prints how many were summarised as recruiting,
 * found her record, changed the field they state, and left every other field as it was. --verbose lists each miss.
 * Tuning split only: the held-out splits stay unseen.
 */
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import type { AthleteRecord } from "../../machines/inbox/athleteRecord";
import { engineOutcome } from "../../machines/inbox/engineOutcome";
import type { ProcessedEmail } from "../../machines/inbox/processedEmail";
import { athleteDocOf, identityKeys, keysToFind, knownIdentities, writerRelation } from "../../functions/src/athletes/athleteDoc";
import { changesHerRecord, readAsHers } from "../../functions/src/athletes/herUpdate";
import { processRawEmail } from "../../functions/src/pipeline/index";
import { athleteValues, matchIdentity, mergeAthlete } from "../../functions/src/pipeline/merge";
import { SPLIT_DIRS } from "../../tests/pipeline/corpus/splits";
import { WRAPPERS } from "../../tests/unit/pipeline/fixtures";
import { readLabels } from "./corpus";
import { coachMessage } from "./robustness/message";
import { FOLLOW_UPS, type FollowUp, type Known } from "./updates/followUps";

const DAY = 86_400_000;

interface Tally {
  tried: number;
  recruiting: number;
  found: number;
  changed: number;
  kept: number;
  misses: string[];
}

/** The record the first email makes, as the inbox stores it. */
function firstRecord(processed: ProcessedEmail, file: string, receivedAt: Date): AthleteRecord {
  return mergeAthlete({ record: null, newId: "athlete-1", extracted: processed.athlete!, events: processed.events, emailId: file, receivedAt: receivedAt.toISOString(), matchedBy: null, detail: "first email about this athlete" });
}

/** Whether the inbox's lookup (exact keys claimed by her, or any lookup key among hers) reaches her record. */
function reachable(record: AthleteRecord, processed: ProcessedEmail, receivedAt: Date): boolean {
  const keys = keysToFind(athleteValues(processed.athlete!), receivedAt);
  const stored = new Set(athleteDocOf(record).matchKeys);
  const claimed = new Set(identityKeys(athleteValues(record.fields as never)).exact);
  return keys.exact.some((key) => claimed.has(key)) || keys.lookup.some((key) => stored.has(key));
}


/**
 * The email as the inbox folds it (processInboundEmail): read as hers when its writer is she or her family (readAsHers); a
 * note that reads as no introduction is read again as about her, and taken when it changes her record. `hers` says the
 * inbox knows it is hers by its writer.
 */
async function asTheInboxReadsIt(raw: string, record: AthleteRecord, emailId: string, receivedAt: Date): Promise<{ processed: ProcessedEmail; hers: boolean }> {
  const processed = await processRawEmail(raw);
  // Who wrote, as athleteWriting knows writers: she (her own address), her family (a parent's or guardian's on record), or neither.
  const writer = processed.originalFrom?.address ? writerRelation(record, processed.originalFrom.address) : null;
  const family = writer === "family" ? { athletes: 1 } : null;
  if (engineOutcome(processed, receivedAt).kind === "recruiting") {
    const hers = writer ? readAsHers(record, processed, family) : null;
    return hers ? { processed: hers, hers: true } : { processed, hers: false };
  }
  if (processed.warnings?.length || !writer) return { processed, hers: false };
  const hers = readAsHers(record, await processRawEmail(raw, { coachSaysRecruiting: true }), family);
  return hers && changesHerRecord(record, hers, emailId, receivedAt) ? { processed: hers, hers: true } : { processed, hers: false };
}

const valueOf = (record: AthleteRecord, field: keyof AthleteRecord["fields"]) => JSON.stringify(record.fields[field]?.value ?? null);

async function tryFollowUp(followUp: FollowUp, known: Known, record: AthleteRecord, tally: Tally) {
  const email = followUp.write(known);
  if (!email) return;
  tally.tried++;
  const receivedAt = new Date(known.receivedAt.getTime() + 20 * DAY);
  const text = WRAPPERS.gmail!({ fromName: email.from.name, fromAddress: email.from.address, subject: email.subject, body: email.body }, "");
  const raw = coachMessage(`Fwd: ${email.subject}`, text, { messageId: `${followUp.name}-${known.file}@updates.example`, date: receivedAt });
  const where = `${known.file} (${followUp.name})`;
  const { processed, hers } = await asTheInboxReadsIt(raw, record, where, receivedAt);
  if (engineOutcome(processed, receivedAt).kind !== "recruiting" || !processed.athlete) {
    tally.misses.push(`${where}: not summarised (${processed.reason} ${processed.confidence ?? "?"}, athlete ${processed.athlete?.firstName?.value ?? "-"})`);
    return;
  }
  tally.recruiting++;
  const identified = reachable(record, processed, receivedAt) ? matchIdentity(athleteValues(processed.athlete), knownIdentities({ ...athleteDocOf(record), id: record.id })) : null;
  const match = identified ?? (hers ? { matchedBy: "writer" as const, detail: "written from her or her family's address" } : null);
  if (!match) {
    const read = athleteValues(processed.athlete);
    tally.misses.push(`${where}: her record not found (read ${read.firstName ?? "-"} ${read.lastName ?? "-"} ${read.gradYear ?? "-"} ${read.email ?? "-"})`);
    return;
  }
  tally.found++;
  const merged = mergeAthlete({ record, newId: record.id, extracted: processed.athlete, events: processed.events, emailId: where, receivedAt: receivedAt.toISOString(), matchedBy: match.matchedBy, detail: match.detail });
  if (followUp.states(merged, known)) tally.changed++;
  else tally.misses.push(`${where}: ${followUp.field} not changed (${followUp.field === "tournaments" ? "no new event" : `${valueOf(record, followUp.field)} → ${valueOf(merged, followUp.field)}`})`);
  const moved = (Object.keys(record.fields) as (keyof AthleteRecord["fields"])[]).filter((field) => field !== followUp.field && record.fields[field] && valueOf(record, field) !== valueOf(merged, field));
  if (!moved.length) tally.kept++;
  else tally.misses.push(`${where}: also changed ${moved.map((field) => `${field} ${valueOf(record, field)} → ${valueOf(merged, field)}`).join("; ")}`);
}

async function main() {
  const verbose = process.argv.includes("--verbose");
  const dir = SPLIT_DIRS.tuning;
  const tallies = new Map(FOLLOW_UPS.map((followUp) => [followUp, { tried: 0, recruiting: 0, found: 0, changed: 0, kept: 0, misses: [] } as Tally]));
  for (const label of await readLabels(dir)) {
    if (!label.is_recruiting || label.athletes) continue;
    const first = await processRawEmail(await readFile(join(dir, label.file)));
    const receivedAt = first.date ? new Date(first.date) : new Date("2026-01-15T12:00:00Z");
    if (engineOutcome(first, receivedAt).kind !== "recruiting" || !first.athlete?.firstName || !first.athlete.lastName) continue;
    const record = firstRecord(first, label.file, receivedAt);
    const known: Known = { file: label.file, record, senderRole: label.sender_role, subject: first.subject ?? "", text: first.text ?? null, receivedAt };
    for (const [followUp, tally] of tallies) await tryFollowUp(followUp, known, record, tally);
  }
  const share = (count: number, total: number) => `${(total ? count / total : 1).toFixed(3)} (${count})`;
  console.log("\nFollow-ups to the tuning split's athletes (each share of those tried):");
  console.log(["follow-up".padEnd(34), "tried", "summarised".padEnd(13), "found her".padEnd(13), "field changed".padEnd(13), "rest kept"].join("  "));
  for (const [followUp, tally] of tallies) {
    console.log([followUp.name.padEnd(34), String(tally.tried).padEnd(5), share(tally.recruiting, tally.tried).padEnd(13), share(tally.found, tally.tried).padEnd(13), share(tally.changed, tally.tried).padEnd(13), share(tally.kept, tally.tried)].join("  "));
  }
  if (verbose) for (const [followUp, tally] of tallies) console.log(`\n== ${followUp.name}: ${tally.misses.length} misses ==\n${tally.misses.join("\n")}`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.stack : error);
  process.exit(1);
});
