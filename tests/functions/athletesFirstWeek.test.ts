import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { ATHLETE_MESSAGES } from "@machines/portal/athletes";
import { ATHLETE_DELETION_MESSAGES } from "@machines/portal/athleteDeletion";
import { ATHLETE_MERGE_MESSAGES } from "@machines/portal/athleteMerge";
import { COACH_ONLY_MESSAGE } from "@machines/portal/coachOnly";
import { INBOX_MESSAGES, MAX_OPENED_EMAIL_TEXT } from "@machines/portal/inbox";
import { formatDateTime } from "@machines/shared/dates";
import { athleteKeys, athleteMerges, coachAthletes, coachEmails, deletedAthletes } from "../../functions/src/lib/firestore";
import { clientsForThisFile, rejectionOf } from "../support/clientApp";
import { eventually } from "../support/eventually";
import { athleteIntroduction, forwardingCoach } from "../support/inbound";
import { MailComposer } from "../support/mailComposer";
import { waitForEmail } from "../support/mailCatcher";
import { emailsProcessed } from "../support/coachEmails";

/** Issue 17, items 6–10: deleting athletes, merges, opening Inbox emails, summary and report wording, imported dates. */

const client = clientsForThisFile();

const tag = () => randomUUID().slice(0, 6);
const introduction = (first: string, last: string, extra: { gradYear?: number; club?: string; email?: string } = {}) =>
  athleteIntroduction({ first, last, email: extra.email ?? `${first}.${last}.${tag()}@gmail.com`.toLowerCase(), gradYear: extra.gradYear, club: extra.club });
const campAd = (body = "Register now for our Spring Clinic, March 3-4. Early-bird pricing, limited spots. Click here to register.") => ({
  from: "Camps <info@camps.example>",
  subject: "Register for our clinic",
  body,
});
const search = (query?: string) => ({ filters: query ? { query } : {}, sort: { by: "name", direction: "asc" }, page: 1, pageSize: 25 }) as const;

const athleteWithEmail = (uid: string, address: string) =>
  eventually(async () => (await coachAthletes(uid).where("fields.email.value", "==", address).get()).docs[0]?.data(), 45_000, `the athlete ${address}`);

describe("deleting athletes with undo", () => {
  it("deletes the caller's athletes with their index rows and keys in one go, restores them exactly, and refuses another coach", async () => {
    const { uid, browser, forward } = await forwardingCoach(client, "delete-athletes");
    const stranger = await forwardingCoach(client, "delete-stranger");
    const ava = introduction("Ava", "Stone");
    const bea = introduction("Bea", "Lane");
    await forward(ava);
    await forward(bea);
    await emailsProcessed(uid, 2);
    const before = (await coachAthletes(uid).get()).docs.map((doc) => doc.data()).sort((a, b) => a.id.localeCompare(b.id));
    const ids = before.map((athlete) => athlete.id).sort();
    const keysBefore = (await athleteKeys(uid).get()).docs.map((doc) => ({ id: doc.id, ...doc.data() })).sort((a, b) => a.id.localeCompare(b.id));
    expect(keysBefore.length).toBeGreaterThan(0);

    // Another coach (and someone without a plan) can neither delete nor restore them.
    expect(await rejectionOf(stranger.browser.call("deleteAthletes", { athleteIds: ids }))).toMatchObject({ code: "functions/not-found", message: ATHLETE_MESSAGES.notFound });
    expect(await rejectionOf((await client()).call("deleteAthletes", { athleteIds: ids }))).toMatchObject({ code: "functions/permission-denied", message: COACH_ONLY_MESSAGE });
    expect((await coachAthletes(uid).get()).size).toBe(2);

    expect(await browser.call("deleteAthletes", { athleteIds: ids })).toEqual({ deleted: ids });
    // A retried click changes nothing more.
    expect(await browser.call("deleteAthletes", { athleteIds: ids })).toEqual({ deleted: ids });
    expect((await coachAthletes(uid).get()).size).toBe(0);
    expect((await athleteKeys(uid).get()).size).toBe(0);
    expect(await browser.call("listAthletes", search())).toMatchObject({ total: 0, totalAthletes: 0, rows: [] });
    await expect(browser.call("getAthlete", { athleteId: ids[0]! })).rejects.toMatchObject({ code: "functions/not-found" });
    // The emails stay in the Inbox.
    expect((await coachEmails(uid).get()).size).toBe(2);

    expect(await rejectionOf(stranger.browser.call("restoreAthletes", { athleteIds: ids }))).toMatchObject({
      code: "functions/not-found",
      message: ATHLETE_DELETION_MESSAGES.notRestorable,
    });
    expect(await browser.call("restoreAthletes", { athleteIds: ids })).toEqual({ restored: ids });
    const after = (await coachAthletes(uid).get()).docs.map((doc) => doc.data()).sort((a, b) => a.id.localeCompare(b.id));
    // Exactly as they were, but for when they were last touched: undoing a delete is the coach's touch (retention counts from it).
    const untouched = <T extends { touchedAt?: unknown }>({ touchedAt: _touchedAt, ...record }: T) => record;
    expect(after.map(untouched)).toEqual(before.map(untouched));
    after.forEach((athlete, index) => expect(athlete.touchedAt!.toMillis()).toBeGreaterThanOrEqual(before[index]!.touchedAt!.toMillis()));
    expect((await athleteKeys(uid).get()).docs.map((doc) => ({ id: doc.id, ...doc.data() })).sort((a, b) => a.id.localeCompare(b.id))).toEqual(keysBefore);
    expect((await deletedAthletes(uid).get()).size).toBe(0);
    expect((await browser.call("listAthletes", search())).rows.map((row) => row.id).sort()).toEqual(ids);
    expect((await stranger.browser.call("listAthletes", search())).totalAthletes).toBe(0);
  }, 120_000);

  it("sets aside the record of a merge into a deleted athlete, and an undo brings the split back", async () => {
    const { uid, browser, forward } = await forwardingCoach(client, "delete-merged");
    const cara = introduction("Cara", "Webb", { gradYear: 2027 });
    const dana = introduction("Dana", "Fox", { gradYear: 2028 });
    await forward(cara);
    await forward(dana);
    await emailsProcessed(uid, 2);
    const keep = await athleteWithEmail(uid, cara.from.match(/<(.+)>/)![1]!);
    const other = await athleteWithEmail(uid, dana.from.match(/<(.+)>/)![1]!);
    await browser.call("mergeAthletes", { keepId: keep.id, mergeId: other.id });
    expect((await athleteMerges(uid).doc(other.id).get()).exists).toBe(true);

    await browser.call("deleteAthletes", { athleteIds: [keep.id] });
    expect((await athleteMerges(uid).doc(other.id).get()).exists).toBe(false);
    await browser.call("restoreAthletes", { athleteIds: [keep.id] });
    const split = await browser.call("splitAthlete", { athleteId: keep.id, mergedAthleteId: other.id });
    expect(split.athlete.mergedFrom).toEqual([]);
    expect((await browser.call("getAthlete", { athleteId: other.id })).fields.firstName?.value).toBe("Dana");
  }, 120_000);
});

describe("the Settings test email", () => {
  it("shows the coach what it read, and Maya Thompson never joins their athletes, reports or CSV", async () => {
    const { uid, email, browser } = await forwardingCoach(client, "test-email-sample");
    expect((await browser.call("sendTestEmail", {})).status).toBe("sent");
    const [stored] = await emailsProcessed(uid, 1);
    expect(stored!.state).toEqual({ status: "sample" });
    const result = await waitForEmail(email, "Test email read: Maya Thompson", 60_000);
    expect(result.text).toContain("not added to your athletes, reports or CSV");
    expect((await coachAthletes(uid).get()).size).toBe(0);
    expect((await browser.call("listAthletes", search())).totalAthletes).toBe(0);
    expect((await browser.call("exportAthletesCsv", { filters: {}, sort: { by: "name", direction: "asc" } })).count).toBe(0);
    expect(await browser.call("sendReportNow", {})).toEqual({ outcome: "empty" });
    const listed = await browser.call("listInboxEmails", { filter: "all" });
    expect(listed.emails.map((row) => [row.origin, row.state.status, row.athletes])).toEqual([["test", "sample", ["Maya Thompson"]]]);
  }, 120_000);
});

describe("merging keeps the fuller name", () => {
  it("'Jo Reyes' merged into 'Jordan Reyes' stays Jordan Reyes, and lists Jo Reyes as merged in", async () => {
    const { uid, browser, forward } = await forwardingCoach(client, "merge-fuller-name");
    const jordan = introduction("Jordan", "Reyes", { gradYear: 2027 });
    const jo = introduction("Jo", "Reyes", { gradYear: 2028 });
    await forward(jordan);
    await emailsProcessed(uid, 1);
    // Jo's email is the newer one: a plain "newest wins" would rename Jordan to Jo.
    await forward(jo);
    await emailsProcessed(uid, 2);
    const keep = await athleteWithEmail(uid, jordan.from.match(/<(.+)>/)![1]!);
    const other = await athleteWithEmail(uid, jo.from.match(/<(.+)>/)![1]!);
    expect(other.id).not.toBe(keep.id);

    const merged = await browser.call("mergeAthletes", { keepId: keep.id, mergeId: other.id });
    expect([merged.fields.firstName?.value, merged.fields.lastName?.value]).toEqual(["Jordan", "Reyes"]);
    expect(merged.mergedFrom.map((source) => source.name)).toEqual(["Jo Reyes"]);
    expect((await browser.call("listAthletes", search("reyes"))).rows.map((row) => row.firstName)).toEqual(["Jordan"]);
  }, 120_000);
});

describe("splitting an automatic match", () => {
  it("splits an email matched to an athlete automatically into an athlete of its own, for her coach only", async () => {
    const { uid, browser, forward } = await forwardingCoach(client, "split-email-out");
    const stranger = await forwardingCoach(client, "split-email-stranger");
    const address = `rosa.vega.${tag()}@gmail.com`;
    await forward(introduction("Rosa", "Vega", { email: address, club: "KJV 17 Elite" }));
    await emailsProcessed(uid, 1);
    await forward({ ...introduction("Rosa", "Vega", { email: address, club: "Skyline 17 Royal" }), subject: "Rosa Vega - new club" });
    const emails = await emailsProcessed(uid, 2);
    const athlete = await athleteWithEmail(uid, address);
    expect(athlete.sourceEmailIds).toHaveLength(2);
    const [firstId, secondId] = athlete.sourceEmailIds as [string, string];
    const shown = await browser.call("getAthlete", { athleteId: athlete.id });
    expect(shown.emails.find((email) => email.emailId === secondId)?.matchedBy).toMatch(/email/);

    expect(await rejectionOf(stranger.browser.call("splitEmailOut", { athleteId: athlete.id, emailId: secondId }))).toMatchObject({ code: "functions/not-found" });
    expect(await rejectionOf(browser.call("splitEmailOut", { athleteId: athlete.id, emailId: firstId }))).toMatchObject({
      code: "functions/failed-precondition",
      message: ATHLETE_MERGE_MESSAGES.notAutomatic,
    });

    const split = await browser.call("splitEmailOut", { athleteId: athlete.id, emailId: secondId });
    expect(split.athlete).toMatchObject({ id: athlete.id, emailCount: 1 });
    expect(split.athlete.fields.clubTeam?.value).toBe("KJV 17 Elite");
    expect(split.newAthleteName).toBe("Rosa Vega");
    const made = await browser.call("getAthlete", { athleteId: split.newAthleteId });
    expect(made).toMatchObject({ emailCount: 1 });
    expect(made.fields.clubTeam?.value).toBe("Skyline 17 Royal");
    expect((await browser.call("listAthletes", search("vega"))).rows.map((row) => row.id).sort()).toEqual([athlete.id, split.newAthleteId].sort());
    expect((await coachEmails(uid).doc(emails.find((email) => email.id === secondId)!.id).get()).data()!.state).toEqual({ status: "summarised", athleteId: split.newAthleteId });
  }, 120_000);
});

describe("opening an Inbox email", () => {
  it("gives a filtered email's text, status and reason, bounded, as text; a recruiting one names the athletes it produced; only to its coach", async () => {
    const { uid, browser, forward } = await forwardingCoach(client, "open-email");
    const stranger = await forwardingCoach(client, "open-stranger");
    const markup = `<script>alert("x")</script><b>Spring Clinic</b> `;
    await forward(campAd(`${markup}Register now for our Spring Clinic, March 3-4. Early-bird pricing, limited spots. ${"Click here to register for the clinic. ".repeat(700)}`));
    const ella = introduction("Ella", "Park");
    await forward(ella);
    const emails = await emailsProcessed(uid, 2);
    const filtered = emails.find((email) => email.state.status !== "summarised")!;
    const recruiting = emails.find((email) => email.state.status === "summarised")!;

    const opened = await browser.call("getInboxEmail", { emailId: filtered.id });
    expect(opened.state.status).toBe(filtered.state.status);
    expect(opened.text).toContain(markup.trim());
    expect(opened.text!.length).toBe(MAX_OPENED_EMAIL_TEXT);
    expect(opened.textCut).toBe(true);
    expect(opened.produced).toEqual([]);

    const athlete = await browser.call("getInboxEmail", { emailId: recruiting.id });
    const athleteId = recruiting.state.status === "summarised" ? recruiting.state.athleteId : "";
    expect(athlete).toMatchObject({ origin: "forwarded", textCut: false, produced: [{ name: "Ella Park", athleteId }], warnings: [] });
    expect(athlete.text).toContain("My name is Ella Park");

    expect(await rejectionOf(stranger.browser.call("getInboxEmail", { emailId: recruiting.id }))).toMatchObject({ code: "functions/not-found", message: INBOX_MESSAGES.emailNotFound });
    expect(await rejectionOf((await client()).call("getInboxEmail", { emailId: recruiting.id }))).toMatchObject({ code: "functions/permission-denied", message: COACH_ONLY_MESSAGE });
  }, 120_000);
});

describe("summary and report wording", () => {
  it("says 'Updated' with what changed for an athlete already known, and 'New athlete' for a new one", async () => {
    const { uid, email, forward } = await forwardingCoach(client, "summary-updated");
    const address = `gia.moss.${tag()}@gmail.com`;
    await forward(introduction("Gia", "Moss", { email: address, club: "KJV 17 Elite" }));
    await emailsProcessed(uid, 1);
    await waitForEmail(email, "New athlete: Gia Moss", 60_000);
    await forward({ ...introduction("Gia", "Moss", { email: address, club: "Skyline 17 Royal" }), subject: "Update: 2027 OH new club" });
    await emailsProcessed(uid, 2);
    const updated = await waitForEmail(email, "Updated: Gia Moss", 60_000);
    expect(updated.text).toContain('club Skyline 17 Royal (was KJV 17 Elite)');
    expect(updated.text).not.toContain("New athlete");
  }, 150_000);

  it("says 'Imported' for imported emails, and dates the athlete's last contact from the message's own Date header", async () => {
    const { uid, email, browser } = await forwardingCoach(client, "imported-date");
    const address = `ivy.hale.${tag()}@gmail.com`;
    const written = new Date("2026-03-02T15:04:00Z");
    const original = introduction("Ivy", "Hale", { email: address });
    const raw = await new MailComposer({ from: original.from, to: email, subject: original.subject, text: original.body, date: written, messageId: `<${tag()}@gmail.com>` }).compile().build();
    const { results } = await browser.call("importMessages", { importId: `import-${tag()}`, messages: [{ index: 0, raw: raw.toString("base64") }] });
    expect(results).toEqual([{ index: 0, outcome: "imported" }]);
    await emailsProcessed(uid, 1);
    const [row] = (await browser.call("listAthletes", search("hale"))).rows;
    expect(row!.lastContact).toBe(written.toISOString());
    const [listed] = (await browser.call("listInboxEmails", { filter: "all" })).emails;
    expect(listed!.origin).toBe("imported");
    const summary = await waitForEmail(email, "Imported: Ivy Hale", 60_000);
    expect(summary.text).toContain("the recruiting email you imported");
  }, 120_000);

  it("the daily report lists the athletes before the filtered emails, with times on the coach's clock", async () => {
    const { uid, email, browser, forward } = await forwardingCoach(client, "report-order");
    const settings = await browser.call("getSettings", {});
    await browser.call("updateSettings", { timeZone: "America/Chicago", delivery: settings.delivery, uaNoteAddress: settings.uaNoteAddress });
    await forward(campAd());
    await forward(introduction("Kira", "Dean"));
    const emails = await emailsProcessed(uid, 2);
    const filtered = emails.find((stored) => stored.state.status === "filtered")!;
    expect(await browser.call("sendReportNow", {})).toEqual({ outcome: "sent" });
    const report = await waitForEmail(email, "Your InboxScout report: 1 new", 30_000);
    const athleteAt = report.text.indexOf("Kira Dean");
    const filteredAt = report.text.indexOf("Not recruiting (");
    expect(athleteAt).toBeGreaterThan(0);
    expect(filteredAt).toBeGreaterThan(athleteAt);
    expect(report.text).toContain(`from info@camps.example, ${formatDateTime(filtered.receivedAt.toDate(), "America/Chicago")}`);
  }, 120_000);
});
