import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { COACH_ONLY_MESSAGE } from "@machines/portal/coachOnly";
import { EVENT_MESSAGES } from "@machines/portal/events";
import { REVIEW_MESSAGES } from "@machines/inbox/engineOutcome";
import { INBOX_MESSAGES } from "@machines/portal/inbox";
import { REPORT_MESSAGES } from "@machines/portal/reports";
import { coachEmails, heldSenderDigests } from "../../functions/src/lib/firestore";
import { clientsForThisFile, rejectionOf, type TestClient } from "../support/clientApp";
import { eventually } from "../support/eventually";
import { athleteIntroduction, forwardingCoach, unsureQuestion } from "../support/inbound";
import { emailsTo, mailSettled, waitForEmail } from "../support/mailCatcher";
import { emailsProcessed } from "../support/coachEmails";

const client = clientsForThisFile();

const athlete = (first: string, last: string) =>
  athleteIntroduction({ first, last, email: `${first}.${last}.${randomUUID().slice(0, 6)}@gmail.com`.toLowerCase() });
const campAd = { from: "Camps <info@camps.example>", subject: "Register for our clinic", body: "Register now for our Spring Clinic, March 3-4. Early-bird pricing, limited spots. Click here to register." };
const tournamentIntroduction = (first: string, last: string) => ({
  from: `${first} ${last} <${first}.${last}.${randomUUID().slice(0, 6)}@gmail.com>`.toLowerCase(),
  subject: "2027 OH at the Bluegrass Qualifier",
  body: `Hi Coach! My name is ${first} ${last} and I'm a 2027 outside hitter (6'1") from Lexington, KY. I play for KJV 17 Elite. I will be playing at the Bluegrass Qualifier on March 14-16, 2027 in Louisville, KY. We are on Court 12 and I wear #7.\n\n${first} ${last}`,
});

const statuses = async (uid: string) => (await coachEmails(uid).get()).docs.map((doc) => ({ id: doc.id, ...doc.data() }));

/** A signed-in browser that never started a trial: not a coach. */
const notACoach = () => client();

async function expectOnlyCoaches(call: (browser: TestClient) => Promise<unknown>) {
  expect(await rejectionOf(call(await notACoach()))).toMatchObject({ code: "functions/permission-denied", message: COACH_ONLY_MESSAGE });
}

describe("portal inbox", () => {
  it("lists the coach's forwarded emails with status and reason, filters them, and shows nothing to anyone else", async () => {
    const { uid, browser, forward } = await forwardingCoach(client, "inboxlist");
    await forward(athlete("Ruby", "Hale"));
    await forward(campAd);
    await emailsProcessed(uid, 2);

    const all = await browser.call("listInboxEmails", {});
    expect(all.emails.map((email) => email.state.status).sort()).toEqual(["filtered", "summarised"]);
    const filtered = all.emails.find((email) => email.state.status === "filtered")!;
    expect(filtered).toMatchObject({ subject: "Fwd: Register for our clinic", from: "info@camps.example", rescued: false });
    expect(filtered.state).toMatchObject({ status: "filtered", reason: expect.any(String) });
    expect((await browser.call("listInboxEmails", { filter: "filtered" })).emails.map((email) => email.id)).toEqual([filtered.id]);
    expect((await browser.call("listInboxEmails", { filter: "summarised", after: { receivedAt: all.emails[0]!.receivedAt, id: all.emails[0]!.id } })).next).toBeNull();
    expect(await rejectionOf(browser.call("listInboxEmails", { filter: "spam" as never }))).toMatchObject({ code: "functions/invalid-argument" });

    const other = await forwardingCoach(client, "otherinbox");
    expect((await other.browser.call("listInboxEmails", {})).emails).toEqual([]);
    expect(await rejectionOf(other.browser.call("rescueEmail", { emailId: filtered.id }))).toMatchObject({ code: "functions/not-found", message: INBOX_MESSAGES.emailNotFound });
    expect((await statuses(uid)).find((email) => email.id === filtered.id)?.rescued).toBeUndefined();
    await expectOnlyCoaches((stranger) => stranger.call("listInboxEmails", {}));
    await expectOnlyCoaches((stranger) => stranger.call("rescueEmail", { emailId: filtered.id }));
  });

  it("'This is recruiting' processes a filtered email again as recruiting; a retried click changes nothing more", async () => {
    const { uid, browser, forward } = await forwardingCoach(client, "rescue");
    await forward(athlete("Ivy", "Cole"));
    await forward(campAd);
    const [first, second] = await emailsProcessed(uid, 2);
    const summarised = [first, second].find((email) => email!.state.status === "summarised")!;
    const ad = [first, second].find((email) => email!.state.status === "filtered")!;
    expect(await rejectionOf(browser.call("rescueEmail", { emailId: summarised.id }))).toMatchObject({ code: "functions/failed-precondition", message: INBOX_MESSAGES.notFiltered });

    // The ad, rescued, is read as recruiting: no athlete in it, so it waits again, saying what was missing.
    expect(await browser.call("rescueEmail", { emailId: ad.id })).toEqual({ status: "processing" });
    await eventually(async () => {
      const state = (await coachEmails(uid).doc(ad.id).get()).data()?.state;
      return state?.status === "needs_review" && state.warnings[0] === REVIEW_MESSAGES.rescuedWithoutAthlete ? true : undefined;
    }, 30_000, "the rescued ad processed");
    expect(await browser.call("rescueEmail", { emailId: ad.id })).toEqual({ status: "processing" });

    // An athlete's email the engine had filtered ends summarised once rescued.
    await coachEmails(uid).doc(summarised.id).update({ state: { status: "filtered", reason: "newsletter" } });
    expect(await browser.call("rescueEmail", { emailId: summarised.id })).toEqual({ status: "processing" });
    await eventually(async () => ((await coachEmails(uid).doc(summarised.id).get()).data()?.state.status === "summarised" ? true : undefined), 30_000, "summarised");
    expect((await coachEmails(uid).doc(summarised.id).get()).data()?.rescued).toBe(true);
  });

  it("an athlete on record whose later note reads as no introduction waits as 'Needs review' naming her, never filtered; 'This is recruiting' adds it to her record", async () => {
    const { uid, browser, forward } = await forwardingCoach(client, "knownathlete");
    const intro = athlete("Riley", "Chen");
    await forward(intro);
    await emailsProcessed(uid, 1);
    const note = (from: string) => ({ from, subject: "Injury update", body: "Coach,\n\nI wanted to let you know I sprained my ankle but will be back for the qualifier in January.\n\nRiley" });
    await forward(note(intro.from));
    await forward(note(`Riley Stone <riley.stone.${randomUUID().slice(0, 6)}@gmail.com>`));
    const processed = await emailsProcessed(uid, 3);
    const notes = processed.filter((email) => email!.processed?.subject.includes("Injury update"));
    const hers = notes.find((email) => intro.from.includes(`<${email!.processed?.originalFrom?.address}>`))!;
    const stranger = notes.find((email) => email !== hers)!;
    // Hers waits, naming her; the same note from someone unknown is filtered as before.
    expect(hers.state).toEqual({ status: "needs_review", warnings: [REVIEW_MESSAGES.fromKnownAthlete("Riley Chen")] });
    expect(stranger.state.status).toBe("filtered");

    expect(await browser.call("rescueEmail", { emailId: hers.id })).toEqual({ status: "processing" });
    await eventually(async () => ((await coachEmails(uid).doc(hers.id).get()).data()?.state.status === "summarised" ? true : undefined), 30_000, "her note summarised");
    const { rows } = await browser.call("listAthletes", { filters: {}, sort: { by: "name", direction: "asc" }, page: 1, pageSize: 25 });
    expect(rows.map((row) => `${row.firstName} ${row.lastName}`)).toEqual(["Riley Chen"]);
  });

  it("an athlete on record whose later note changes something of hers (she grew) updates her record at once; the same note from anyone else does not", async () => {
    const { uid, browser, forward } = await forwardingCoach(client, "herupdate");
    const intro = athlete("Nadia", "Brooks");
    await forward(intro);
    const [first] = await emailsProcessed(uid, 1);
    const grew = (from: string) => ({ from, subject: "Update", body: "Hi Coach,\n\nJust a quick update: I measured 6'3\" at our club's testing day this week.\n\nThank you,\nNadia" });
    await forward(grew(intro.from));
    await forward(grew(`Nadia Stone <nadia.stone.${randomUUID().slice(0, 6)}@gmail.com>`));
    const notes = (await emailsProcessed(uid, 3)).filter((email) => email!.processed?.subject === "Fwd: Update");
    const hers = notes.find((email) => intro.from.includes(`<${email!.processed?.originalFrom?.address}>`))!;
    const stranger = notes.find((email) => email !== hers)!;

    expect(hers.state).toEqual({ status: "summarised", athleteId: (first!.state as { athleteId: string }).athleteId });
    expect(stranger.state.status).not.toBe("summarised");
    const profile = await browser.call("getAthlete", { athleteId: (first!.state as { athleteId: string }).athleteId });
    expect(profile.fields.height?.value).toMatchObject({ inches: 75 });
    expect(profile.fields.clubTeam?.value).toBe("KJV 17 Elite");
    const { rows } = await browser.call("listAthletes", { filters: {}, sort: { by: "name", direction: "asc" }, page: 1, pageSize: 25 });
    expect(rows.map((row) => `${row.firstName} ${row.lastName}`)).toEqual(["Nadia Brooks"]);
  });

  it("her parent's later note from the address on record updates her record when it changes something of hers, and waits naming her family when it does not", async () => {
    const { uid, browser, forward } = await forwardingCoach(client, "familyupdate");
    const parent = `Dana Pruitt <dana.pruitt.${randomUUID().slice(0, 6)}@gmail.com>`;
    await forward({ from: parent, subject: "Addison Pruitt - 2027 OH", body: "Hi Coach,\n\nMy daughter Addison Pruitt is a 2027 outside hitter (6'1\") at Carmel High School in Carmel, IN. She plays for Hoosier Heat 17 Red.\n\nThank you,\nDana Pruitt\n317-555-0142" });
    const [intro] = await emailsProcessed(uid, 1);
    const athleteId = (intro!.state as { athleteId: string }).athleteId;
    const height = async () => (await browser.call("getAthlete", { athleteId })).fields.height?.value.inches;
    await forward({ from: parent, subject: "Addison update", body: "Hi Coach,\n\nOur daughter Addison measured 6'3\" at her club's testing day this week.\n\nThanks,\nDana Pruitt" });
    await emailsProcessed(uid, 2);
    expect(await height()).toBe(75);
    // Her first name alone, which the engine reads as no one's but the writer's: still hers.
    await forward({ from: parent, subject: "Testing day", body: "Hi Coach,\n\nAddison measured 6'4\" at the second testing day.\n\nThanks,\nDana Pruitt" });
    await forward({ from: parent, subject: "Camp question", body: "Hi Coach,\n\nIs there still room in your December camp?\n\nThanks,\nDana Pruitt" });
    const emails = await emailsProcessed(uid, 4);
    const bySubject = (subject: string) => emails.find((email) => email!.processed?.subject === `Fwd: ${subject}`)!;

    expect([bySubject("Addison update").state, bySubject("Testing day").state]).toEqual([{ status: "summarised", athleteId }, { status: "summarised", athleteId }]);
    expect(await height()).toBe(76);
    const question = bySubject("Camp question");
    expect(question.state).toEqual({ status: "needs_review", warnings: [REVIEW_MESSAGES.fromAthletesFamily(["Addison Pruitt"])] });
    // 'This is recruiting' on it: her family's only athlete on record, so it joins her record (her mother is made no athlete).
    expect(await browser.call("rescueEmail", { emailId: question.id })).toEqual({ status: "processing" });
    await eventually(async () => ((await coachEmails(uid).doc(question.id).get()).data()?.state.status === "summarised" ? true : undefined), 30_000, "the rescued question summarised");
    expect((await coachEmails(uid).doc(question.id).get()).data()?.state).toEqual({ status: "summarised", athleteId });
    const { rows } = await browser.call("listAthletes", { filters: {}, sort: { by: "name", direction: "asc" }, page: 1, pageSize: 25 });
    expect(rows.map((row) => `${row.firstName} ${row.lastName}`)).toEqual(["Addison Pruitt"]);
  });

  it("an email the engine could not read whole waits as 'Needs review' with why: listed first, counted in the summary, and 'This is recruiting' makes its athlete", async () => {
    const { uid, email: coachAddress, browser, forward } = await forwardingCoach(client, "needsreview");
    await forward(unsureQuestion("Maren", "Osei"));
    const [email] = await emailsProcessed(uid, 1);
    expect(email!.state).toMatchObject({ status: "needs_review", warnings: [expect.stringMatching(/split/i)] });

    const all = await browser.call("listInboxEmails", {});
    expect(all.needsReview.map((row) => [row.id, row.state.status])).toEqual([[email!.id, "needs_review"]]);
    expect((await browser.call("listInboxEmails", { filter: "needs_review" })).emails.map((row) => row.id)).toEqual([email!.id]);
    expect((await browser.call("listInboxEmails", { filter: "filtered" })).emails).toEqual([]);
    expect((await browser.call("listInboxEmails", { filter: "needs_review" })).needsReview).toEqual([]);
    const summary = await waitForEmail(coachAddress, "1 email we weren't sure about in your forwarded mail", 45_000);
    expect(summary.text).toContain("/dashboard/inbox?filter=needs_review");

    expect(await browser.call("rescueEmail", { emailId: email!.id })).toEqual({ status: "processing" });
    const rescued = await eventually(async () => {
      const state = (await coachEmails(uid).doc(email!.id).get()).data()?.state;
      return state?.status === "summarised" ? state : undefined;
    }, 30_000, "the rescued email summarised");
    expect((await browser.call("getAthlete", { athleteId: rescued.athleteId })).fields.lastName?.value).toBe("Osei");
  });

  it("'Not recruiting' files an email we weren't sure about as filtered by the coach; asking again answers the same; nobody else can", async () => {
    const { uid, browser, forward } = await forwardingCoach(client, "dismiss");
    await forward({ ...campAd, body: `${campAd.body}\n\n${"Spring clinic registration details and more ".repeat(60)}` });
    const [email] = await emailsProcessed(uid, 1);
    expect(email!.state.status).toBe("needs_review");

    const other = await forwardingCoach(client, "otherdismiss");
    expect(await rejectionOf(other.browser.call("dismissEmail", { emailId: email!.id }))).toMatchObject({ code: "functions/not-found", message: INBOX_MESSAGES.emailNotFound });
    await expectOnlyCoaches((stranger) => stranger.call("dismissEmail", { emailId: email!.id }));
    expect((await coachEmails(uid).doc(email!.id).get()).data()?.state.status).toBe("needs_review");

    expect(await browser.call("dismissEmail", { emailId: email!.id })).toEqual({ status: "filtered" });
    expect(await browser.call("dismissEmail", { emailId: email!.id })).toEqual({ status: "filtered" });
    expect((await coachEmails(uid).doc(email!.id).get()).data()?.state).toMatchObject({ status: "filtered", byCoach: true });
    expect((await browser.call("listInboxEmails", {})).needsReview).toEqual([]);
    await forward(athlete("Lena", "Park"));
    const done = await emailsProcessed(uid, 2);
    const summarised = done.find((row) => row.state.status === "summarised")!;
    expect(await rejectionOf(browser.call("dismissEmail", { emailId: summarised.id }))).toMatchObject({ code: "functions/failed-precondition", message: INBOX_MESSAGES.notNeedsReview });
  });

  it("approving a held sender trusts them and processes their mail; blocking keeps it held and quiet", async () => {
    const { uid, email, browser, forward } = await forwardingCoach(client, "senders");
    const assistant = `assistant.${randomUUID().slice(0, 6)}@test-university.edu`;
    const spammer = `someone.${randomUUID().slice(0, 6)}@test-university.edu`;
    await forward(athlete("Sofia", "Ramirez"), { from: assistant });
    await forward(athlete("Nora", "Lee"), { from: spammer });
    await emailsProcessed(uid, 2);
    const { senders } = await browser.call("listInboxEmails", { filter: "held" });
    expect(senders.map(({ address, status, heldCount }) => ({ address, status, heldCount })).sort((a, b) => a.address.localeCompare(b.address))).toEqual([
      { address: assistant, status: "held", heldCount: 1 },
      { address: spammer, status: "held", heldCount: 1 },
    ]);

    const other = await forwardingCoach(client, "othersenders");
    expect(await rejectionOf(other.browser.call("decideSender", { address: assistant, decision: "approve" }))).toMatchObject({ code: "functions/not-found", message: INBOX_MESSAGES.senderNotFound });
    await expectOnlyCoaches((stranger) => stranger.call("decideSender", { address: assistant, decision: "approve" }));

    expect(await browser.call("decideSender", { address: assistant.toUpperCase(), decision: "approve" })).toEqual({ status: "trusted", released: 1 });
    await eventually(async () => ((await statuses(uid)).some((message) => message.state.status === "summarised") ? true : undefined), 30_000, "the approved sender's email summarised");
    await forward(athlete("Mia", "Ortiz"), { from: assistant });
    await emailsProcessed(uid, 3);
    expect((await statuses(uid)).filter((message) => message.state.status === "summarised")).toHaveLength(2);

    expect(await browser.call("decideSender", { address: spammer, decision: "block" })).toEqual({ status: "blocked", released: 0 });
    await forward(athlete("Zoe", "Park"), { from: spammer });
    await emailsProcessed(uid, 4);
    expect((await statuses(uid)).filter((message) => message.state.status === "held")).toHaveLength(2);
    // Each held sender is announced once, in the day's one digest: the blocked sender's new forward adds nothing.
    const digests = (await heldSenderDigests(uid).get()).docs.map((doc) => doc.data());
    expect(digests.map((digest) => [digest.senderCount, digest.listed.map((sender) => sender.address).sort()])).toEqual([[2, [assistant, spammer].sort()]]);
    await mailSettled(email);
    expect((await emailsTo(email)).filter((message) => message.subject.includes(spammer))).toEqual([]);
  });
});

describe("portal reports", () => {
  it("'Send me today's report now' sends the report at once; the archive lists it and shows it to its coach only", async () => {
    const { uid, email, browser, forward } = await forwardingCoach(client, "reportnow");
    await forward(athlete("Lena", "Brooks"));
    await emailsProcessed(uid, 1);
    expect(await browser.call("listReports", {})).toEqual({ reports: [], nextBefore: null, timeZone: expect.any(String) });

    expect(await browser.call("sendReportNow", {})).toEqual({ outcome: "sent" });
    const sent = await waitForEmail(email, "Your InboxScout report: 1 new, 0 updated", 30_000);
    const { reports } = await browser.call("listReports", {});
    expect(reports).toEqual([{ id: expect.any(String), subject: sent.subject, sentAt: expect.any(String), newAthletes: 1, updatedAthletes: 0, filteredEmails: 0 }]);
    const shown = await browser.call("getReport", { reportId: reports[0]!.id });
    expect(shown.report.newAthletes.map((card) => `${card.firstName} ${card.lastName}`)).toEqual(["Lena Brooks"]);
    // A second click within the minute sends nothing more.
    expect(await rejectionOf(browser.call("sendReportNow", {}))).toMatchObject({ code: "functions/resource-exhausted", message: REPORT_MESSAGES.justSent });

    const other = await forwardingCoach(client, "otherreports");
    expect(await rejectionOf(other.browser.call("getReport", { reportId: reports[0]!.id }))).toMatchObject({ code: "functions/not-found", message: REPORT_MESSAGES.notFound });
    expect((await other.browser.call("listReports", {})).reports).toEqual([]);
    // Nothing new since the trial started: nothing to send.
    expect(await other.browser.call("sendReportNow", {})).toEqual({ outcome: "empty" });
    expect((await other.browser.call("listReports", {})).reports).toEqual([]);
    await expectOnlyCoaches((stranger) => stranger.call("sendReportNow", {}));
  });
});

describe("portal events", () => {
  it("groups the upcoming events athletes name, with whom to watch, and writes them as a calendar", async () => {
    const { uid, browser, forward } = await forwardingCoach(client, "events");
    await forward(tournamentIntroduction("Maya", "Thompson"));
    await forward(tournamentIntroduction("Ava", "Chen"));
    await forward(athlete("Ruby", "Hale"));
    await emailsProcessed(uid, 3);

    const { events } = await browser.call("listEvents", {});
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ name: "Bluegrass Qualifier", startDate: "2027-03-14", endDate: "2027-03-16" });
    expect(events[0]!.athletes.map((entry) => ({ name: entry.name, court: entry.court, jerseyNumber: entry.jerseyNumber }))).toEqual([
      { name: "Ava Chen", court: "Court 12", jerseyNumber: "7" },
      { name: "Maya Thompson", court: "Court 12", jerseyNumber: "7" },
    ]);

    const all = await browser.call("eventsCalendar", {});
    expect(all.filename).toBe("inboxscout-events.ics");
    const ics = all.ics.replace(/\r\n[ \t]/g, "");
    expect(ics).toContain("BEGIN:VCALENDAR");
    expect(ics.match(/BEGIN:VEVENT/g)).toHaveLength(1);
    expect(ics).toContain("SUMMARY:Bluegrass Qualifier");
    expect(ics).toContain("DTSTART;VALUE=DATE:20270314");
    expect(ics).toContain("DTEND;VALUE=DATE:20270317");
    expect(ics).toContain("Maya Thompson (class of 2027");
    expect((await browser.call("eventsCalendar", { eventKey: events[0]!.key })).ics.replace(/\r\n[ \t]/g, "")).toContain("SUMMARY:Bluegrass Qualifier");
    expect(await rejectionOf(browser.call("eventsCalendar", { eventKey: "nope--2020-01-01" }))).toMatchObject({ code: "functions/not-found", message: EVENT_MESSAGES.notFound });

    const other = await forwardingCoach(client, "otherevents");
    expect((await other.browser.call("listEvents", {})).events).toEqual([]);
    expect(await rejectionOf(other.browser.call("eventsCalendar", { eventKey: events[0]!.key }))).toMatchObject({ code: "functions/not-found" });
    await expectOnlyCoaches((stranger) => stranger.call("listEvents", {}));
  });
});
