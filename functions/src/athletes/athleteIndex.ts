import { FieldValue, Timestamp, type DocumentReference, type PartialWithFieldValue, type SetOptions } from "firebase-admin/firestore";
import { z } from "zod";
import { athleteListRowSchema, type AthleteListRow } from "@machines/portal/athletes";
import { buildAthleteIndex, type AthleteIndex } from "@machines/portal/athleteSearch";
import { db } from "../lib/admin";
import { athleteIndexChunks, coachAthletes } from "../lib/firestore";
import type { AthleteIndexChunkDoc, CoachAthleteDoc } from "@machines/athletes/documents";
import { keyOf } from "../lib/keys";

/**
 * The per-coach search index: one compact row per athlete in 16 chunk documents. Every write of an
 * athlete record goes through saveAthlete or deleteAthlete, which write its row in the same transaction
 * or batch (a blind merge of one map entry, so emails about different athletes never contend), and the
 * portal reads the 16 chunks to answer any search, filter or sort in memory.
 */

const CHUNKS = 16;
const NOTE_EXCERPT = 140;

export const chunkIdOf = (athleteId: string) => keyOf(athleteId).slice(0, 1);
const CHUNK_IDS = Array.from({ length: CHUNKS }, (_, index) => index.toString(16));

export function toListRow(doc: CoachAthleteDoc): AthleteListRow {
  const { fields } = doc;
  return {
    id: doc.id,
    firstName: fields.firstName?.value ?? null,
    lastName: fields.lastName?.value ?? null,
    sport: fields.sport?.value ?? null,
    positions: fields.positions?.value ?? [],
    heightInches: fields.height?.value.inches ?? null,
    gradYear: fields.gradYear?.value ?? null,
    clubTeam: fields.clubTeam?.value ?? null,
    highSchool: fields.highSchool?.value ?? null,
    city: fields.city?.value ?? null,
    state: fields.state?.value ?? null,
    gpa: fields.gpa?.value.value ?? null,
    email: fields.email?.value ?? null,
    phone: fields.phone?.value ?? null,
    hasVideo: Boolean(fields.videoUrls?.value.length),
    rating: doc.coachView?.rating ?? null,
    tags: doc.coachView?.tags ?? [],
    note: (doc.coachView?.notes ?? "").replace(/\s+/g, " ").trim().slice(0, NOTE_EXCERPT),
    lastContact: doc.updatedAt,
    createdAt: doc.createdAt,
  };
}

/** A transaction or a batch: the athlete and her row are written by the same one. */
interface Writer {
  set(ref: DocumentReference<CoachAthleteDoc>, data: CoachAthleteDoc): unknown;
  set(ref: DocumentReference<AthleteIndexChunkDoc>, data: PartialWithFieldValue<AthleteIndexChunkDoc>, options: SetOptions): unknown;
  delete(ref: DocumentReference<CoachAthleteDoc>): unknown;
}

function writeIndexRow(writer: Writer, uid: string, doc: CoachAthleteDoc): void {
  const ref = athleteIndexChunks(uid).doc(chunkIdOf(doc.id));
  const rows = { [doc.id]: JSON.stringify(toListRow(doc)) };
  writer.set(ref, { rows }, { merge: true });
}

/**
 * Stores an athlete record and, with the same writer, her row of the index: the only way either is written.
 * Each write marks the record touched now, which the retention sweep counts the coach's period from.
 */
export function saveAthlete(writer: Writer, uid: string, athlete: CoachAthleteDoc): void {
  writer.set(coachAthletes(uid).doc(athlete.id), { ...athlete, touchedAt: Timestamp.now() });
  writeIndexRow(writer, uid, athlete);
}

/** Deletes an athlete record (deleted, or merged into another) and, with the same writer, her row of the index. */
export function deleteAthlete(writer: Writer, uid: string, athleteId: string): void {
  writer.delete(coachAthletes(uid).doc(athleteId));
  writer.set(athleteIndexChunks(uid).doc(chunkIdOf(athleteId)), { rows: { [athleteId]: FieldValue.delete() } }, { merge: true });
}

/** Index rows for athletes written before the index existed: rebuilt once, in batches. */
async function rebuildIndex(uid: string): Promise<void> {
  const athletes = await coachAthletes(uid).get();
  for (let start = 0; start < athletes.docs.length; start += 400) {
    const batch = db.batch();
    for (const doc of athletes.docs.slice(start, start + 400)) writeIndexRow(batch, uid, doc.data());
    await batch.commit();
  }
}

/** getAll hands back untyped data: the chunk's map is checked before use. */
const chunkRowsSchema = z.record(z.string(), z.string());

function parseRows(rows: Record<string, string>): AthleteListRow[] {
  const parsed: AthleteListRow[] = [];
  for (const json of Object.values(rows)) {
    const row = athleteListRowSchema.safeParse(JSON.parse(json));
    if (row.success) parsed.push(row.data);
  }
  return parsed;
}

/** Prepared indexes of recently asked coaches, reused while none of their chunks changed. */
const prepared = new Map<string, { version: string; index: AthleteIndex }>();
const PREPARED_COACHES = 50;

const versionOf = (snapshots: ReadonlyArray<{ updateTime?: { toMillis(): number } }>) => snapshots.map((snapshot) => snapshot.updateTime?.toMillis() ?? 0).join(",");

/**
 * The coach's athletes, ready to search. A first read with an empty field mask brings only the
 * chunks' update times: while they match the index this instance prepared, that index answers
 * (no rows travel); otherwise the chunks are read whole and prepared again.
 */
export async function loadAthleteIndex(uid: string): Promise<AthleteIndex> {
  const refs = CHUNK_IDS.map((id) => athleteIndexChunks(uid).doc(id));
  const stamps = await db.getAll(...refs, { fieldMask: [] });
  const cached = prepared.get(uid);
  if (cached && cached.version === versionOf(stamps)) return cached.index;
  if (stamps.every((snapshot) => !snapshot.exists) && (await coachAthletes(uid).count().get()).data().count > 0) await rebuildIndex(uid);
  const snapshots = await db.getAll(...refs);
  const rows = snapshots.flatMap((snapshot) => parseRows(chunkRowsSchema.safeParse(snapshot.data()?.rows).data ?? {}));
  const index = buildAthleteIndex(rows);
  prepared.delete(uid);
  prepared.set(uid, { version: versionOf(snapshots), index });
  if (prepared.size > PREPARED_COACHES) prepared.delete(prepared.keys().next().value!);
  return index;
}
