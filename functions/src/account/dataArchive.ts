import type { Writable } from "node:stream";
import * as logger from "firebase-functions/logger";
import { ORIGINAL_DELETED_MESSAGE } from "@machines/account/retention";
import { toAthleteCard } from "@machines/inbox/athleteCard";
import { athletesCsv } from "@machines/inbox/athleteCsv";
import { coachAthletes, coachEmails } from "../lib/firestore";
import type { UserDoc } from "@machines/account/documents";
import { loadRawMessage } from "../inbox/rawMessages";
import { toInboxEmail } from "../inbox/inboxEmailView";
import { RAW_EMAIL_CHUNKS, coachFootprint, toJson } from "./footprint";
import { dataArchiveReadme, recordsFileOf } from "./dataArchiveReadme";

const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;

/**
 * Writes "Download all my data" as a zip to `output`: README.txt, athletes.csv, every email as an .eml
 * file with emails.json beside them, and every stored document under records/ (the same footprint
 * "Delete my account" deletes). Emails are read and written one at a time, so memory stays bounded
 * however many the coach forwarded.
 */
export async function writeDataArchive(uid: string, coach: UserDoc, output: Writable, now = new Date()): Promise<void> {
  // Loaded on a download, not at the top: every function instance loads this file.
  const { default: archiver } = await import("archiver");
  const archive = archiver("zip", { zlib: { level: 6 } });
  archive.on("warning", (warning: Error) => logger.warn("data archive", warning));
  // Either ends the download early: a zip error, or the coach's browser closing the connection (the
  // archive would otherwise wait for a reader that is gone, until the function times out).
  const stopped = new Promise<never>((_, reject) => {
    archive.once("error", reject);
    output.once("close", () => reject(new Error("The download was closed before the archive was complete")));
  });
  stopped.catch(() => undefined);
  archive.pipe(output);
  const add = async (content: string | Buffer, name: string) => {
    const written = new Promise<void>((resolve) => archive.once("entry", () => resolve()));
    archive.append(content, { name, date: now });
    await Promise.race([written, stopped]);
  };

  const parts = coachFootprint(uid, coach.email);
  const athletes = (await coachAthletes(uid).get()).docs.map((doc) => doc.data());
  const emails = (await coachEmails(uid).orderBy("receivedAt", "asc").get()).docs;

  await add(dataArchiveReadme({ email: coach.email, exportedAt: now, parts, emailCount: emails.length }), "README.txt");
  await add(athletesCsv(athletes.map(toAthleteCard)), "athletes.csv");

  const listed = [];
  for (const doc of emails) {
    const email = doc.data();
    const file = `emails/${email.receivedAt.toDate().toISOString().slice(0, 10)}-${doc.id}.eml`;
    if (email.raw.deletedAt) {
      listed.push({ ...toInboxEmail(doc.id, email), file: null, problem: ORIGINAL_DELETED_MESSAGE });
      continue;
    }
    try {
      await add(await loadRawMessage(uid, doc.id, email.raw), file);
      listed.push({ ...toInboxEmail(doc.id, email), file });
    } catch (error) {
      logger.error("data archive: an email's stored copy could not be read", { uid, emailId: doc.id, error });
      listed.push({ ...toInboxEmail(doc.id, email), file: null, problem: "Its stored copy could not be read; everything else we hold about it is in records/." });
    }
  }
  await add(json(listed), "emails.json");

  for (const part of parts.filter((candidate) => candidate.label !== RAW_EMAIL_CHUNKS)) {
    const snapshots = await Promise.all((await part.find()).map((ref) => ref.get()));
    const documents = snapshots.filter((snapshot) => snapshot.exists).map((snapshot) => ({ id: snapshot.id, ...(toJson(snapshot.data()) as Record<string, unknown>) }));
    await add(json(documents), recordsFileOf(part.label));
  }
  await Promise.race([archive.finalize(), stopped]);
}
