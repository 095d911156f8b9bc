import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { emptyExtractedAthlete, type ExtractedAthlete } from "@machines/inbox/extractedAthlete";
import { ATHLETE_MESSAGES, MAX_MERGED_SOURCES } from "@machines/portal/athletes";
import { ATHLETE_MERGE_MESSAGES } from "@machines/portal/athleteMerge";
import { COACH_ONLY_MESSAGE } from "@machines/portal/coachOnly";
import { db } from "../../functions/src/lib/admin";
import { seedAthletes } from "../../scripts/portal/seedAthletes";
import { clientsForThisFile, rejectionOf } from "../support/clientApp";
import { downloadDataArchive } from "../support/dataArchive";
import { eventually } from "../support/eventually";
import { athleteIntroduction, forwardingCoach } from "../support/inbound";
import { coachWithTrial } from "../support/onboardingFlow";

const client = clientsForThisFile();

const athletesOf = (uid: string) => db.collection("users").doc(uid).collection("athletes");
const search = (query: string) => ({ filters: { query }, sort: { by: "name", direction: "asc" }, page: 1, pageSize: 25 }) as const;

const span = { start: 0, end: 1, snippet: "from the test" };
const value = <T>(v: T) => ({ value: v, confidence: 0.9, source: span });
function seeded(first: string, last: string): ExtractedAthlete {
  return { ...emptyExtractedAthlete(), sport: value("volleyball" as const), firstName: value(first), lastName: value(last), gradYear: value(2027), email: value(`${first}.${last}@gmail.com`.toLowerCase()) };
}

async function signedInCoach(label: string) {
  const started = await coachWithTrial(client, label);
  await started.coach.refreshToken();
  return { ...started, uid: started.coach.uid! };
}

describe("merging and splitting athletes through the inbound path", () => {
  it("merges two athletes as one, keeps the coach's own data of both, lands later emails on the right athlete, and splits them back", async () => {
    const { uid, browser: coach, forward } = await forwardingCoach(client, "merge");
    await coach.refreshToken();
    const tag = randomUUID().slice(0, 6);
    // One athlete written up twice: a different address, and the class mistyped in one of them.
    const maya = { first: "Maya", last: "Thompson", email: `maya.${tag}@gmail.com`, gradYear: 2027, club: "KJV 17 Elite" };
    const twin = { first: "Maya", last: "Thompson", email: `mthompson.${tag}@outlook.com`, gradYear: 2028, club: "Skyline 17 Royal", state: "TX" };
    const emailsOf = async (athleteId: string) => ((await athletesOf(uid).doc(athleteId).get()).get("sourceEmailIds") as string[] | undefined)?.length ?? 0;
    const athleteWith = (email: string) =>
      eventually(async () => (await athletesOf(uid).where("fields.email.value", "==", email).get()).docs[0]?.id, 45_000, `the athlete ${email}`);

    expect((await forward(athleteIntroduction(maya))).status).toBe(200);
    const keepId = await athleteWith(maya.email);
    expect((await forward(athleteIntroduction(twin))).status).toBe(200);
    const mergeId = await athleteWith(twin.email);
    expect(mergeId).not.toBe(keepId);

    await coach.call("updateAthlete", { athleteId: keepId, rating: 4, tags: ["lefty"], notes: "Great arm." });
    await coach.call("updateAthlete", { athleteId: mergeId, rating: 2, tags: ["nationals"], notes: "Saw her in Dallas.", corrections: { clubTeam: "Skyline 17 Royal (corrected)" } });

    const merged = await coach.call("mergeAthletes", { keepId, mergeId });
    expect(merged).toMatchObject({ id: keepId, emailCount: 2, rating: 4, tags: ["lefty", "nationals"], notes: "Great arm.\n\nSaw her in Dallas." });
    expect(merged.fields.clubTeam).toMatchObject({ value: "Skyline 17 Royal (corrected)", correctedByCoach: true });
    expect(merged.mergedFrom).toEqual([expect.objectContaining({ athleteId: mergeId, name: "Maya Thompson", emailCount: 1 })]);
    expect(merged.mergedFrom[0]!.emails).toHaveLength(1);
    expect(merged.emails.map((email) => email.text).join("\n")).toContain(twin.email);

    // Asked again (a retry): nothing changes, nothing doubles.
    expect(await coach.call("mergeAthletes", { keepId, mergeId })).toEqual(merged);
    expect((await rejectionOf(coach.call("getAthlete", { athleteId: mergeId })))).toMatchObject({ code: "functions/not-found", message: ATHLETE_MESSAGES.notFound });
    const afterMerge = await coach.call("listAthletes", search("thompson"));
    expect(afterMerge.rows.map((row) => row.id)).toEqual([keepId]);
    expect(afterMerge.totalAthletes).toBe(1);
    expect((await coach.call("listAthletes", search("skyline"))).rows.map((row) => row.id)).toEqual([keepId]);

    // A later email from the merged-away address lands on the kept athlete; no new athlete appears.
    expect((await forward(athleteIntroduction({ ...twin, club: "Skyline 17 Royal" }))).status).toBe(200);
    await eventually(async () => ((await emailsOf(keepId)) === 3 ? true : undefined), 45_000, "the third email on the kept athlete");
    expect((await athletesOf(uid).get()).size).toBe(1);

    const split = await coach.call("splitAthlete", { athleteId: keepId, mergedAthleteId: mergeId });
    expect(split.restoredAthleteId).toBe(mergeId);
    expect(split.athlete).toMatchObject({ id: keepId, emailCount: 1, rating: 4, tags: ["lefty"], notes: "Great arm.", mergedFrom: [] });
    expect(split.athlete.fields.clubTeam).toMatchObject({ value: "KJV 17 Elite", correctedByCoach: false });
    expect(split.athlete.fields.email?.value).toBe(maya.email);
    // The email that came while they were merged is the twin's: it goes back with her.
    const restored = await coach.call("getAthlete", { athleteId: mergeId });
    expect(restored).toMatchObject({ id: mergeId, emailCount: 2, rating: 2, tags: ["nationals"], notes: "Saw her in Dallas.", mergedFrom: [] });
    expect(restored.fields.clubTeam).toMatchObject({ value: "Skyline 17 Royal (corrected)", correctedByCoach: true });
    expect(restored.fields.gradYear?.value).toBe(2028);
    expect(restored.emails.every((email) => email.text.includes(twin.email))).toBe(true);

    // Asked again: the same answer, nothing moves.
    expect((await coach.call("splitAthlete", { athleteId: keepId, mergedAthleteId: mergeId })).athlete).toEqual(split.athlete);
    expect(await emailsOf(mergeId)).toBe(2);
    expect((await coach.call("listAthletes", search("thompson"))).rows.map((row) => row.id).sort()).toEqual([keepId, mergeId].sort());
    expect((await coach.call("listAthletes", search("skyline"))).rows.map((row) => row.id)).toEqual([mergeId]);
    expect((await coach.call("listAthletes", search("kjv"))).rows.map((row) => row.id)).toEqual([keepId]);

    // After the split each address finds its own athlete again.
    expect((await forward(athleteIntroduction({ ...maya, club: "KJV 17 Elite" }))).status).toBe(200);
    await eventually(async () => ((await emailsOf(keepId)) === 2 ? true : undefined), 45_000, "the kept athlete's own new email");
    expect(await emailsOf(mergeId)).toBe(2);
    expect((await athletesOf(uid).get()).size).toBe(2);

    // Nothing is merged into the restored athlete; the split-out athlete cannot be split from itself.
    expect(await rejectionOf(coach.call("splitAthlete", { athleteId: mergeId, mergedAthleteId: keepId }))).toMatchObject({ code: "functions/not-found", message: ATHLETE_MERGE_MESSAGES.notMerged });
    // "Download all my data" includes the record of the merge (and the search index).
    const archive = await downloadDataArchive(coach);
    expect(archive.records("users-athleteMerges")).toEqual([expect.objectContaining({ id: mergeId, keptId: keepId, splitAt: expect.any(String) })]);
    expect(archive.records("users-athleteIndex").length).toBeGreaterThan(0);
  });
});

describe("mergeAthletes and splitAthlete: who may call them, and what", () => {
  it("refuse visitors who are not signed in, and signed-in users without the coach role", async () => {
    const visitor = await client({ signedIn: false });
    const guest = await client();
    const merge = { keepId: "athleteA", mergeId: "athleteB" };
    const split = { athleteId: "athleteA", mergedAthleteId: "athleteB" };
    expect(await rejectionOf(visitor.call("mergeAthletes", merge))).toMatchObject({ code: "functions/unauthenticated" });
    expect(await rejectionOf(visitor.call("splitAthlete", split))).toMatchObject({ code: "functions/unauthenticated" });
    expect(await rejectionOf(guest.call("mergeAthletes", merge))).toMatchObject({ code: "functions/permission-denied", message: COACH_ONLY_MESSAGE });
    expect(await rejectionOf(guest.call("splitAthlete", split))).toMatchObject({ code: "functions/permission-denied", message: COACH_ONLY_MESSAGE });
  });

  it("never let a second coach merge, split or see the first coach's athletes", async () => {
    const first = await signedInCoach("merge-owner");
    const second = await signedInCoach("merge-intruder");
    const [maya, ava] = await seedAthletes(first.uid, [seeded("Maya", "Thompson"), seeded("Ava", "Johnson")]);
    const [own] = await seedAthletes(second.uid, [seeded("Zoe", "Miller")]);
    const notFound = { code: "functions/not-found", message: ATHLETE_MESSAGES.notFound };
    expect(await rejectionOf(second.coach.call("mergeAthletes", { keepId: maya!.id, mergeId: ava!.id }))).toMatchObject(notFound);
    expect(await rejectionOf(second.coach.call("mergeAthletes", { keepId: own!.id, mergeId: maya!.id }))).toMatchObject(notFound);
    expect(await rejectionOf(second.coach.call("mergeAthletes", { keepId: own!.id, mergeId: "noSuchAthlete" }))).toMatchObject(notFound);

    const merged = await first.coach.call("mergeAthletes", { keepId: maya!.id, mergeId: ava!.id });
    expect(merged.mergedFrom.map((entry) => entry.athleteId)).toEqual([ava!.id]);
    expect(await rejectionOf(second.coach.call("splitAthlete", { athleteId: maya!.id, mergedAthleteId: ava!.id }))).toMatchObject(notFound);
    expect(await rejectionOf(second.coach.call("getAthlete", { athleteId: maya!.id }))).toMatchObject(notFound);
    expect((await second.coach.call("listAthletes", search(""))).rows.map((row) => row.id)).toEqual([own!.id]);
    expect((await athletesOf(second.uid).get()).size).toBe(1);
    expect((await first.coach.call("getAthlete", { athleteId: maya!.id })).mergedFrom).toHaveLength(1);

    // Seeded athletes have no stored emails: joined field by field, and split back exactly.
    const split = await first.coach.call("splitAthlete", { athleteId: maya!.id, mergedAthleteId: ava!.id });
    expect(split.athlete.fields.firstName?.value).toBe("Maya");
    expect((await first.coach.call("getAthlete", { athleteId: ava!.id })).fields.firstName?.value).toBe("Ava");
  });

  it("refuse a merge into an athlete that already holds the most merged athletes the page lists", async () => {
    const { coach, uid } = await signedInCoach("merge-full");
    const [full, one] = await seedAthletes(uid, [seeded("Maya", "Thompson"), seeded("Ava", "Johnson")]);
    const entries = Array.from({ length: MAX_MERGED_SOURCES }, (_, index) => ({ athleteId: `gone${index}`, name: "Old record", mergedAt: new Date().toISOString(), emailCount: 0, emailIds: [], identities: [] }));
    await athletesOf(uid).doc(full!.id).update({ mergedFrom: entries });
    expect(await rejectionOf(coach.call("mergeAthletes", { keepId: full!.id, mergeId: one!.id }))).toMatchObject({ code: "functions/failed-precondition", message: ATHLETE_MERGE_MESSAGES.tooManyMerged });
    expect((await athletesOf(uid).doc(one!.id).get()).exists).toBe(true);
  });

  it("validate input with the shared schemas: an athlete can't be merged with itself", async () => {
    const { coach } = await signedInCoach("merge-inputs");
    const self = await rejectionOf(coach.call("mergeAthletes", { keepId: "athleteA", mergeId: "athleteA" }));
    expect(self).toMatchObject({ code: "functions/invalid-argument", fieldErrors: { mergeId: ATHLETE_MERGE_MESSAGES.sameAthlete } });
    const bad = await rejectionOf(coach.call("mergeAthletes", { keepId: "../x", mergeId: "" }));
    expect(bad.code).toBe("functions/invalid-argument");
    expect(Object.keys(bad.fieldErrors).sort()).toEqual(["keepId", "mergeId"]);
    const badSplit = await rejectionOf(coach.call("splitAthlete", { athleteId: "athleteA", mergedAthleteId: "a/b" } as never));
    expect(Object.keys(badSplit.fieldErrors)).toEqual(["mergedAthleteId"]);
  });
});
