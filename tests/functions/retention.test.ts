import { randomUUID } from "node:crypto";
import { FieldValue, Timestamp } from "firebase-admin/firestore";
import { describe, expect, it } from "vitest";
import { ORIGINAL_DELETED_MESSAGE } from "@machines/account/retention";
import { DAY_MS } from "@machines/shared/dates";
import { RETENTION_DAYS } from "@machines/productFacts";
import { coachFootprint } from "../../functions/src/account/footprint";
import { ATHLETE_RETENTION_CHOICES, DEFAULT_ATHLETE_RETENTION } from "@machines/account/athleteRetention";
import { accountDeletions, athleteIndexChunks, athleteKeys, coachAthletes, coachEmails, emailChunksOf, retentionCursors, touchedAtBackfill, users } from "../../functions/src/lib/firestore";
import { deleteEmailOriginals } from "../../functions/src/retention/deleteEmailOriginals";
import { deleteEndedAccountData } from "../../functions/src/retention/deleteEndedAccountData";
import { deleteUntouchedAthleteRecords } from "../../functions/src/retention/deleteUntouchedAthleteRecords";
import { stampMissingTouchedAt } from "../../functions/src/retention/touchedAtBackfill";
import { deleteUntouchedAthletes, deleteUntouchedAthletesOf } from "../../functions/src/retention/untouchedAthleteRetention";
import { billingWhen, doubleStripe, webhooksDelivered } from "../support/billing";
import { clientsForThisFile, rejectionOf } from "../support/clientApp";
import { emailsProcessed } from "../support/coachEmails";
import { downloadDataArchive } from "../support/dataArchive";
import { eventually } from "../support/eventually";
import { athleteIntroduction, forwardingCoach, unsureQuestion } from "../support/inbound";
import { waitForEmail } from "../support/mailCatcher";
import { coachWithTrial } from "../support/onboardingFlow";

const client = clientsForThisFile();
const HOUR_MS = 3_600_000;

/**
 * The moved clock: these tests date their records years back and run the jobs at those dates, so a job
 * run here can only reach this file's records, never those of test files running beside it.
 */
const pastBase = () => new Date(Date.UTC(2021, 0, 1) + Math.floor(Math.random() * 300) * DAY_MS);

type ScheduledRun = Parameters<typeof deleteEmailOriginals.run>[0];
const runAt = (job: typeof deleteEmailOriginals | typeof deleteEndedAccountData | typeof deleteUntouchedAthleteRecords, at: number) => job.run({ scheduleTime: new Date(at).toISOString() } as ScheduledRun);

const athlete = (first: string, last: string) => athleteIntroduction({ first, last, email: `${first}.${last}.${randomUUID().slice(0, 6)}@gmail.com`.toLowerCase() });
const chunkCount = async (uid: string, emailId: string) => (await emailChunksOf(uid, emailId).get()).size;

describe("retention: email originals", () => {
  it(`deletes an email's original ${RETENTION_DAYS.rawEmail} days after it was read, not a day before; resumes after a crash without doing anything twice; says so where the original is needed`, async () => {
    const { uid, browser, forward } = await forwardingCoach(client, "rawretention");
    await forward(athlete("Nora", "Quist"));
    await forward(athlete("Ivy", "Lund"));
    await forward(unsureQuestion("Tess", "Marr"));
    const emails = await emailsProcessed(uid, 3);
    const summarised = emails.filter((email) => email.state.status === "summarised").map((email) => email.id);
    const unsure = emails.find((email) => email.state.status === "needs_review")!;
    expect(summarised).toHaveLength(2);
    // Read at base, an hour later and two days later (the unsure one last), as the clock has it.
    const base = pastBase().getTime();
    const order = [...summarised, unsure.id];
    const processedAt = (index: number) => base + [0, HOUR_MS, 2 * DAY_MS][index]!;
    for (const [index, id] of order.entries()) await coachEmails(uid).doc(id).update({ processedAt: Timestamp.fromMillis(processedAt(index)) });
    await retentionCursors.doc("rawEmails").delete();
    const period = RETENTION_DAYS.rawEmail * DAY_MS;

    await runAt(deleteEmailOriginals, processedAt(0) + period - DAY_MS);
    for (const id of order) expect(await chunkCount(uid, id)).toBeGreaterThan(0);

    // A run that stopped after the page's first two emails, before it saved its cursor: what it left behind.
    const firstRun = processedAt(1) + period + 60_000;
    await runAt(deleteEmailOriginals, firstRun);
    expect([await chunkCount(uid, order[0]!), await chunkCount(uid, order[1]!), (await chunkCount(uid, order[2]!)) > 0]).toEqual([0, 0, true]);
    await retentionCursors.doc("rawEmails").delete();

    // A day late for the last one: the rerun finishes the job and leaves the two already done as they were.
    await runAt(deleteEmailOriginals, processedAt(2) + period + DAY_MS);
    const after = await Promise.all(order.map(async (id) => (await coachEmails(uid).doc(id).get()).data()!));
    for (const id of order) expect(await chunkCount(uid, id)).toBe(0);
    expect(after.map((email) => email.raw.deletedAt?.toMillis())).toEqual([firstRun, firstRun, processedAt(2) + period + DAY_MS]);
    // Summarised emails keep the text their athletes' pages show; the unsure one keeps none.
    const keptTexts = after.slice(0, 2).map((email) => email.processed!.text).join("\n");
    for (const name of ["Nora Quist", "Ivy Lund"]) expect(keptTexts).toContain(name);
    expect(after[2]!.processed!.text).toBe("");

    const opened = await browser.call("getInboxEmail", { emailId: unsure.id });
    expect(opened).toMatchObject({ originalDeleted: true, text: null });
    const rescue = await rejectionOf(browser.call("rescueEmail", { emailId: unsure.id }));
    expect([rescue.code, rescue.message]).toEqual(["functions/failed-precondition", ORIGINAL_DELETED_MESSAGE]);
    expect((await coachEmails(uid).doc(unsure.id).get()).data()!.state.status).toBe("needs_review");

    const archive = await downloadDataArchive(browser);
    expect([...archive.files.keys()].filter((name) => name.endsWith(".eml"))).toEqual([]);
    const listed = JSON.parse(archive.text("emails.json")) as Array<{ id: string; file: string | null; problem?: string }>;
    expect(listed.map(({ id, file, problem }) => ({ id, file, problem })).sort((a, b) => a.id.localeCompare(b.id))).toEqual(
      order.map((id) => ({ id, file: null, problem: ORIGINAL_DELETED_MESSAGE })).sort((a, b) => a.id.localeCompare(b.id)),
    );
  }, 400_000);
});

describe("retention: ended accounts", () => {
  /** A trial coach whose subscription Stripe reported cancelled at `endedAt` (the sync that recorded it). */
  async function endedCoach(label: string, endedAt: number) {
    const started = await coachWithTrial(client, label);
    const uid = started.coach.uid!;
    const { subscriptionId } = await billingWhen(uid, (billing) => billing.status === "trialing", "a trialing subscription");
    // Cancelled in Stripe, so no later webhook re-syncs it as trialing; then dated back to when it ended.
    await doubleStripe.subscriptions.cancel(subscriptionId!);
    await billingWhen(uid, (billing) => billing.status === "canceled", "the cancelled subscription");
    await webhooksDelivered();
    await users.doc(uid).update({ "billing.syncedAt": Timestamp.fromMillis(endedAt) });
    return { ...started, uid };
  }

  it(`keeps an ended account downloadable for ${RETENTION_DAYS.afterTermination} days, then deletes its whole footprint and tells the coach why; a rerun after a crash finishes without repeating`, async () => {
    const endedAt = pastBase().getTime();
    const first = await endedCoach("ended-first", endedAt);
    const second = await endedCoach("ended-second", endedAt + 2 * DAY_MS);
    const period = RETENTION_DAYS.afterTermination * DAY_MS;

    await runAt(deleteEndedAccountData, endedAt + period - DAY_MS);
    for (const coach of [first, second]) expect((await accountDeletions.doc(coach.uid).get()).exists).toBe(false);
    // Still within the period: the coach signs in and downloads everything.
    expect((await downloadDataArchive(first.coach)).text("README.txt")).toContain(first.email);

    // The first run reaches only the first coach (the second ended two days later): the state a crash after her would leave too.
    await runAt(deleteEndedAccountData, endedAt + period + DAY_MS);
    const firstJob = await eventually(async () => {
      const job = (await accountDeletions.doc(first.uid).get()).data();
      return job?.state === "deleted" ? job : undefined;
    }, 60_000, "the first account deleted");
    expect(firstJob.reason).toBe("retention");
    expect((await accountDeletions.doc(second.uid).get()).exists).toBe(false);

    await runAt(deleteEndedAccountData, endedAt + 2 * DAY_MS + period + DAY_MS);
    await eventually(async () => ((await accountDeletions.doc(second.uid).get()).data()?.state === "deleted" ? true : undefined), 60_000, "the second account deleted");
    // The first job was not started again: it is exactly as it finished.
    expect((await accountDeletions.doc(first.uid).get()).data()).toEqual(firstJob);

    for (const coach of [first, second]) {
      const left = await Promise.all(coachFootprint(coach.uid, coach.email).map(async (part) => ({ part: part.label, documents: (await part.find()).length })));
      // Only the notice itself is left, queued after the data was gone.
      expect(left.filter((part) => part.documents > 0)).toEqual([{ part: "mail", documents: 1 }]);
      const notice = await waitForEmail(coach.email, "Your InboxScout account was deleted");
      expect(notice.text).toContain(`ended more than ${RETENTION_DAYS.afterTermination} days ago`);
    }
  }, 400_000);

  it("finds an account billing never knew (its trial ended without a subscription) and deletes it after the same period", async () => {
    const trialEnd = pastBase().getTime();
    const coach = await endedCoach("ended-unbilled", trialEnd);
    // As if the trial start's billing step had never finished: no status for the first walk to match.
    await users.doc(coach.uid).update({ billing: FieldValue.delete(), trialEndsAt: Timestamp.fromMillis(trialEnd) });
    const period = RETENTION_DAYS.afterTermination * DAY_MS;
    await runAt(deleteEndedAccountData, trialEnd + period - DAY_MS);
    expect((await accountDeletions.doc(coach.uid).get()).exists).toBe(false);
    await runAt(deleteEndedAccountData, trialEnd + period + DAY_MS);
    expect((await accountDeletions.doc(coach.uid).get()).data()?.reason).toBe("retention");
  }, 200_000);
});

describe("retention: athletes not touched", () => {
  it(`deletes athletes not touched for the coach's period (${ATHLETE_RETENTION_CHOICES[DEFAULT_ATHLETE_RETENTION].label} unless chosen), not a day before, with their keys and index rows; resumes after a crash mid-batch`, async () => {
    const { uid, forward } = await forwardingCoach(client, "athleteretention");
    for (const [first, last] of [["Ada", "Brill"], ["Bea", "Carro"], ["Cleo", "Dunn"], ["Dora", "Eske"]] as const) await forward(athlete(first, last));
    await emailsProcessed(uid, 4);
    const stored = await eventually(async () => {
      const docs = (await coachAthletes(uid).get()).docs;
      return docs.length === 4 && docs.every((doc) => doc.data().touchedAt) ? docs : undefined;
    }, 60_000, "four athletes stored");
    const byName = new Map(stored.map((doc) => [doc.data().fields.firstName!.value, doc.id]));
    // Ada, Bea and Cleo were last touched at base, an hour later and two days later; Dora just now (kept).
    const base = pastBase().getTime();
    const old = [byName.get("Ada")!, byName.get("Bea")!, byName.get("Cleo")!];
    const touchedAt = (index: number) => base + [0, HOUR_MS, 2 * DAY_MS][index]!;
    for (const [index, id] of old.entries()) await coachAthletes(uid).doc(id).update({ touchedAt: Timestamp.fromMillis(touchedAt(index)) });
    const period = ATHLETE_RETENTION_CHOICES[DEFAULT_ATHLETE_RETENTION].days * DAY_MS;
    const left = async () => ({
      athletes: (await coachAthletes(uid).get()).docs.map((doc) => doc.id).sort(),
      keyedTo: [...new Set((await athleteKeys(uid).get()).docs.map((doc) => doc.data().athleteId))].sort(),
      indexed: (await athleteIndexChunks(uid).get()).docs.flatMap((doc) => Object.keys(doc.data().rows)).sort(),
    });
    const everyone = await left();
    expect(everyone.athletes).toHaveLength(4);
    expect(everyone.keyedTo).toEqual(everyone.athletes);
    expect(everyone.indexed).toEqual(everyone.athletes);

    await runAt(deleteUntouchedAthleteRecords, touchedAt(0) + period - DAY_MS);
    expect(await left()).toEqual(everyone);

    // A run that stopped after its first athlete (a crash mid-batch leaves the same).
    expect(await deleteUntouchedAthletes(new Date(touchedAt(1) + period + 60_000), 1)).toEqual({ deleted: 1, done: false });
    expect((await left()).athletes).toEqual(everyone.athletes.filter((id) => id !== old[0]));

    // A day late for the last one: the next run finishes the job.
    await runAt(deleteUntouchedAthleteRecords, touchedAt(2) + period + DAY_MS);
    const kept = [byName.get("Dora")!];
    expect(await left()).toEqual({ athletes: kept, keyedTo: kept, indexed: kept });
  }, 300_000);

  it("gives athletes stored before touchedAt their last write as touchedAt, once and resumably, so the sweep deletes them after the coach's period from it, not a day before", async () => {
    const { uid, forward } = await forwardingCoach(client, "touchedatbackfill");
    for (const [first, last] of [["Edda", "Falk"], ["Fern", "Gale"]] as const) await forward(athlete(first, last));
    await emailsProcessed(uid, 2);
    const stored = await eventually(async () => {
      const docs = (await coachAthletes(uid).get()).docs;
      return docs.length === 2 && docs.every((doc) => doc.data().touchedAt) ? docs : undefined;
    }, 60_000, "two athletes stored");
    // As stored before touchedAt existed: no touchedAt, and their newest email years old though the coach wrote
    // to them since (a rating, say, which leaves the record's own dates as they were).
    const emailedAt = pastBase().getTime();
    const lastWrites = new Map<string, number>();
    for (const doc of stored) {
      const { writeTime } = await doc.ref.update({ touchedAt: FieldValue.delete(), createdAt: new Date(emailedAt).toISOString(), updatedAt: new Date(emailedAt).toISOString() });
      lastWrites.set(doc.id, writeTime.toMillis());
    }
    // The range query the sweep runs never matches a missing field.
    expect((await coachAthletes(uid).where("touchedAt", "<=", Timestamp.now()).get()).docs.map((doc) => doc.id)).toEqual([]);

    // The walk from the start again (other files' records all have touchedAt), stopped after one record, as a crash would leave it.
    await touchedAtBackfill.delete();
    expect(await stampMissingTouchedAt(1)).toMatchObject({ done: false });
    expect((await touchedAtBackfill.get()).data()).toMatchObject({ after: expect.any(String), doneAt: null });

    // The job a day after the period counted from the newest email: it finishes the walk, and keeps both.
    const period = ATHLETE_RETENTION_CHOICES[DEFAULT_ATHLETE_RETENTION].days * DAY_MS;
    await runAt(deleteUntouchedAthleteRecords, emailedAt + period + DAY_MS);
    expect((await touchedAtBackfill.get()).data()?.doneAt).toBeInstanceOf(Timestamp);
    const stamped = (await coachAthletes(uid).get()).docs;
    expect(new Map(stamped.map((doc) => [doc.id, doc.data().touchedAt?.toMillis()]))).toEqual(lastWrites);
    // Done once: later runs only read the mark.
    expect(await stampMissingTouchedAt()).toEqual({ stamped: 0, done: true });

    // The period counts from the last write (today: only this coach's sweep, as other files' athletes were written today too).
    const [firstWrite, lastWrite] = [Math.min(...lastWrites.values()), Math.max(...lastWrites.values())];
    expect(await deleteUntouchedAthletesOf(uid, DEFAULT_ATHLETE_RETENTION, new Date(firstWrite + period - DAY_MS), 10)).toBe(0);
    expect((await coachAthletes(uid).get()).size).toBe(2);
    expect(await deleteUntouchedAthletesOf(uid, DEFAULT_ATHLETE_RETENTION, new Date(lastWrite + period + DAY_MS), 10)).toBe(2);
    expect((await coachAthletes(uid).get()).size).toBe(0);
  }, 300_000);
});
