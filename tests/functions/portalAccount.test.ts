import { getAuth } from "firebase-admin/auth";
import { COACH_ONLY_MESSAGE } from "@machines/portal/coachOnly";
import { describe, expect, it } from "vitest";
import { ACCOUNT_MESSAGES, DATA_EXPORT_PATH } from "@machines/account/contracts";
import { CALLABLE_MESSAGES, type CallableName } from "@machines/callables";
import { db } from "../../functions/src/lib/admin";
import { keyOf } from "../../functions/src/lib/keys";
import { DATA_EXPORT_LINK_MINUTES, createDataExportLink } from "../../functions/src/account/dataExportLinks";
import { clientsForThisFile, rejectionOf, uniqueEduEmail } from "../support/clientApp";
import { dataExportUrl, downloadDataArchive } from "../support/dataArchive";
import { athleteIntroduction, forwardingCoach } from "../support/inbound";
import { eventually } from "../support/eventually";
import { emailsTo, waitForEmail } from "../support/mailCatcher";
import { coachWithTrial, confirmFromInbox, linkTokenIn, reachReview } from "../support/onboardingFlow";

const client = clientsForThisFile();

/** The portal's account callables, each with a valid request. */
const ACCOUNT_CALLS: Array<[CallableName, Record<string, unknown>]> = [
  ["getSettings", {}],
  ["updateSettings", { timeZone: "America/Chicago", delivery: { summaries: true, reportHours: [7] }, uaNoteAddress: "" }],
  ["setPassword", { password: "a long enough password" }],
  ["sendTestEmail", {}],
  ["exportMyData", {}],
  ["deleteMyAccount", { confirmEmail: "someone@test-university.edu" }],
  ["setAthleteRetention", { athleteRetention: "1-year" }],
];

const userDoc = async (uid: string) => (await db.collection("users").doc(uid).get()).data();

describe("portal account callables: who may call them", () => {
  it.each(ACCOUNT_CALLS)("%s refuses a caller who is not signed in", async (name, request) => {
    const visitor = await client({ signedIn: false });
    expect((await rejectionOf(visitor.call(name, request))).code).toBe("functions/unauthenticated");
  });

  it.each(ACCOUNT_CALLS)("%s refuses a visitor or guest without a coach account", async (name, request) => {
    const visitor = await client();
    const failure = await rejectionOf(visitor.call(name, request));
    expect([failure.code, failure.message]).toEqual(["functions/permission-denied", COACH_ONLY_MESSAGE]);
  });
});

describe("settings", () => {
  it("reads and saves the caller's own settings only; another coach's stay as they were", async () => {
    const a = await coachWithTrial(client, "settings-a");
    const b = await coachWithTrial(client, "settings-b");
    const before = await b.coach.call("getSettings", {});

    const read = await a.coach.call("getSettings", {});
    expect(read).toMatchObject({ email: a.email, forwardingAddress: a.account.forwardingAddress, referralCode: a.code, hasPassword: false, uaNoteAddress: "" });
    expect(read.delivery).toEqual({ summaries: true, reportHours: [7, 16] });

    const saved = await a.coach.call("updateSettings", {
      timeZone: "America/Los_Angeles",
      delivery: { summaries: false, reportHours: [16, 6] },
      uaNoteAddress: "  Notes.Coach@UniversityAthlete.example ",
    });
    expect(saved).toMatchObject({ timeZone: "America/Los_Angeles", delivery: { summaries: false, reportHours: [6, 16] }, uaNoteAddress: "notes.coach@universityathlete.example" });
    const stored = await userDoc(a.coach.uid!);
    // The next report moved to 6 AM or 4 PM Los Angeles time.
    const next = Number(new Intl.DateTimeFormat("en-US", { timeZone: "America/Los_Angeles", hour: "numeric", hourCycle: "h23" }).format(stored!.nextReportAt.toDate()));
    expect([6, 16]).toContain(next);

    // How long untouched athletes are kept: two years until the coach chooses; only the caller's own choice changes.
    expect(read.athleteRetention).toBe("2-years");
    expect(await a.coach.call("setAthleteRetention", { athleteRetention: "1-year" })).toEqual({ athleteRetention: "1-year" });
    expect((await userDoc(a.coach.uid!))!.athleteRetention).toBe("1-year");
    const naming = await rejectionOf(a.coach.call("setAthleteRetention", { athleteRetention: "3-years", uid: b.coach.uid } as never));
    expect(naming.code).toBe("functions/invalid-argument");
    expect((await rejectionOf(a.coach.call("setAthleteRetention", { athleteRetention: "10-years" } as never))).code).toBe("functions/invalid-argument");

    expect(await b.coach.call("getSettings", {})).toEqual(before);
    expect((await a.coach.call("getSettings", {})).athleteRetention).toBe("1-year");
    expect(JSON.stringify(await a.coach.call("getSettings", {}))).not.toContain(b.email);
  }, 120_000);

  it("validates with the shared schema: zone, report hours, UA address, no extra fields", async () => {
    const { coach } = await coachWithTrial(client, "settings-invalid");
    const failure = await rejectionOf(
      coach.call("updateSettings", { timeZone: "Mars/Olympus", delivery: { summaries: true, reportHours: [7, 12, 16] }, uaNoteAddress: "not an address" }),
    );
    expect(failure.code).toBe("functions/invalid-argument");
    expect(failure.fieldErrors).toEqual({
      timeZone: ACCOUNT_MESSAGES.timeZoneInvalid,
      "delivery.reportHours": ACCOUNT_MESSAGES.reportHoursInvalid,
      uaNoteAddress: ACCOUNT_MESSAGES.uaAddressInvalid,
    });
    const hour = await rejectionOf(coach.call("updateSettings", { timeZone: "UTC", delivery: { summaries: true, reportHours: [24] }, uaNoteAddress: "" }));
    expect(Object.keys(hour.fieldErrors)).toEqual(["delivery.reportHours.0"]);
    const extra = await rejectionOf(coach.call("updateSettings", { timeZone: "UTC", delivery: { summaries: true, reportHours: [7] }, uaNoteAddress: "", email: "x@y.edu" }));
    expect(extra.code).toBe("functions/invalid-argument");
  });

  it("keeps report times within what the plan includes", async () => {
    // A softball coach on the beta plan (one report a day); the plan is chosen at trial start, as billing keeps it.
    const coach = await client();
    const email = uniqueEduEmail("settings-plan");
    await reachReview(coach, email, { sport: "Softball" });
    await confirmFromInbox(email, { in: coach });
    expect(await coach.call("startTrial", { selectedTierId: "beta" })).toMatchObject({ status: "started", account: { tierId: "beta" } });
    const saved = await coach.call("updateSettings", { timeZone: "UTC", delivery: { summaries: true, reportHours: [9, 17] }, uaNoteAddress: "" });
    expect(saved.reportTimesAllowed).toBe(1);
    expect(saved.delivery.reportHours).toEqual([9]);
  });
});

describe("password", () => {
  it("a coach just signed in sets a password and signs in with it elsewhere; the account's email is the proven address", async () => {
    const { coach, email } = await coachWithTrial(client, "password");
    expect((await rejectionOf(coach.call("setPassword", { password: "short" }))).fieldErrors).toEqual({ password: ACCOUNT_MESSAGES.passwordTooShort });
    expect(await coach.call("setPassword", { password: "correct horse battery" })).toEqual({ saved: true });
    const record = await getAuth().getUser(coach.uid!);
    expect([record.email, record.emailVerified]).toEqual([email, true]);

    const laptop = await client({ signedIn: false });
    expect(await laptop.signInWithPassword(email, "correct horse battery")).toBe(coach.uid);
    expect((await laptop.call("getSettings", {})).hasPassword).toBe(true);
  });

  it("a reset link signs the owner in as a password recovery; the answer is the same for an unknown address", async () => {
    const { email } = await coachWithTrial(client, "reset");
    const stranger = await client();
    expect(await stranger.call("requestPasswordReset", { email: "nobody.here@test-university.edu" })).toEqual({ status: "check-inbox" });
    expect(await stranger.call("requestPasswordReset", { email })).toEqual({ status: "check-inbox" });
    const token = linkTokenIn((await waitForEmail(email, "Reset your InboxScout password")).text);
    const phone = await client();
    const opened = await phone.call("openEmailLink", { token });
    expect(opened).toMatchObject({ outcome: "signed-in", passwordRecovery: true, hasPassword: false, destination: "trial-started" });
    expect((await emailsTo("nobody.here@test-university.edu")).length).toBe(0);
  });
});

describe("test email", () => {
  it("goes through the coach's own pipeline once a day, and what it read reaches the coach", async () => {
    const a = await coachWithTrial(client, "testmail-a");
    const b = await coachWithTrial(client, "testmail-b");
    expect(await a.coach.call("sendTestEmail", {})).toEqual({ status: "sent", forwardingAddress: a.account.forwardingAddress });
    expect((await a.coach.call("sendTestEmail", {})).status).toBe("already-sent");
    const emails = await eventually(async () => {
      const docs = (await db.collection("users").doc(a.coach.uid!).collection("emails").get()).docs.map((doc) => doc.data());
      return docs.length === 1 && docs[0]!.state.status === "sample" ? docs : undefined;
    }, 60_000, "the test email read");
    expect(emails[0]!.source).toBe("sample");
    await waitForEmail(a.email, "Test email read: Maya Thompson", 90_000);
    expect((await db.collection("users").doc(b.coach.uid!).collection("emails").get()).size).toBe(0);
  }, 120_000);

  it("with summary emails off, the coach who pressed the button still gets what it read, and no summary is made", async () => {
    const { coach, email } = await coachWithTrial(client, "testmail-quiet");
    await coach.call("updateSettings", { timeZone: "UTC", delivery: { summaries: false, reportHours: [7] }, uaNoteAddress: "" });
    expect((await coach.call("sendTestEmail", {})).status).toBe("sent");
    await waitForEmail(email, "Test email read: Maya Thompson", 90_000);
    expect((await db.collection("users").doc(coach.uid!).collection("summaries").get()).size).toBe(0);
    expect((await emailsTo(email)).filter((caught) => caught.subject.startsWith("New athlete")).length).toBe(0);
  }, 120_000);
});

describe("download all my data and delete my account", () => {
  it("gives a one-time link to a zip of everything about the caller, readable without us, and nothing of another coach", async () => {
    const forwarding = await forwardingCoach(client, "export-a");
    const a = { coach: forwarding.browser, email: forwarding.email, account: forwarding.account };
    const b = await coachWithTrial(client, "export-b");
    expect((await forwarding.forward(athleteIntroduction({ first: "Maya", last: "Lindqvist", email: "maya.lindqvist@gmail.com" }))).status).toBe(200);
    await eventually(async () => ((await db.collection("users").doc(a.coach.uid!).collection("athletes").get()).size > 0 ? true : undefined), 60_000, "the forwarded athlete");

    const archive = await downloadDataArchive(a.coach);
    const readme = archive.text("README.txt");
    expect(readme).toContain(`all the data we hold about ${a.email}`);
    for (const path of ["athletes.csv", "emails.json", "records/users.json", "records/users-athletes.json", "records/mail.json", "records/referralRewards.json"]) {
      expect(archive.files.has(path), path).toBe(true);
      if (path.startsWith("records/")) expect(readme).toContain(path);
    }
    expect(archive.text("athletes.csv")).toContain("Maya");
    const [email] = JSON.parse(archive.text("emails.json")) as Array<{ file: string; athletes: string[]; state: { status: string } }>;
    expect(email).toMatchObject({ file: expect.stringMatching(/^emails\/\d{4}-\d{2}-\d{2}-.+\.eml$/), athletes: ["Maya Lindqvist"], state: { status: "summarised" } });
    const eml = archive.text(email!.file);
    expect(eml).toMatch(/^Subject: /m);
    expect(eml).toContain(a.account.forwardingAddress);
    expect(eml).toContain("maya.lindqvist@gmail.com");
    // The raw messages are the .eml files, not base64 pieces.
    expect([...archive.files.keys()].some((path) => path.includes("chunks"))).toBe(false);
    expect(archive.records("users")).toEqual([expect.objectContaining({ id: a.coach.uid, email: a.email, forwardingAddress: a.account.forwardingAddress })]);
    expect(archive.records("guests-signatures")).toHaveLength(1);
    expect(archive.records("emailOwners")).toEqual([expect.objectContaining({ email: a.email, uid: a.coach.uid })]);
    expect(archive.records("forwardingAddresses")).toEqual([expect.objectContaining({ id: a.account.forwardingAddress })]);
    expect(archive.records("mail").length).toBeGreaterThan(0);
    const everything = [...archive.files.values()].map((file) => file.toString("latin1")).join("\n");
    expect(everything).not.toContain(b.coach.uid!);
    expect(everything).not.toContain(b.email);

    const theirs = await downloadDataArchive(b.coach);
    expect(theirs.records("users")).toEqual([expect.objectContaining({ id: b.coach.uid })]);
  }, 120_000);

  it("opens the archive once per link, never after its minutes are up, and only with a link we made", async () => {
    const { coach } = await coachWithTrial(client, "export-link");
    const { downloadPath } = await coach.call("exportMyData", {});
    expect(downloadPath).toMatch(/^\/api\/data-export\?token=[A-Za-z0-9_-]{43}$/);
    expect((await fetch(dataExportUrl(downloadPath), { method: "POST" })).status).toBe(405);
    const first = await fetch(dataExportUrl(downloadPath));
    expect([first.status, first.headers.get("content-type"), first.headers.get("cache-control")]).toEqual([200, "application/zip", "no-store"]);
    expect(first.headers.get("content-disposition")).toMatch(/^attachment; filename="inboxscout-data-\d{4}-\d{2}-\d{2}\.zip"$/);
    await first.arrayBuffer();

    const expired = await createDataExportLink(coach.uid!, new Date(Date.now() - (DATA_EXPORT_LINK_MINUTES * 60 + 1) * 1000));
    const forged = `${DATA_EXPORT_PATH}?token=${"A".repeat(43)}`;
    for (const path of [downloadPath, expired.downloadPath, forged, `${DATA_EXPORT_PATH}?token=../../users`, DATA_EXPORT_PATH]) {
      const refused = await fetch(dataExportUrl(path));
      expect([path, refused.status, await refused.text()]).toEqual([path, 410, ACCOUNT_MESSAGES.dataExportLinkInvalid]);
    }
  });

  it("deletes everything about the caller once the address is typed, then the sign-in; another coach keeps theirs", async () => {
    const a = await coachWithTrial(client, "delete-a");
    const b = await coachWithTrial(client, "delete-b");
    const wrong = await rejectionOf(a.coach.call("deleteMyAccount", { confirmEmail: b.email }));
    expect([wrong.code, wrong.fieldErrors.confirmEmail]).toEqual(["functions/invalid-argument", ACCOUNT_MESSAGES.confirmationMismatch]);
    expect(await userDoc(a.coach.uid!)).toBeDefined();

    await a.coach.call("sendTestEmail", {});
    await eventually(async () => ((await db.collection("users").doc(a.coach.uid!).collection("emails").where("state.status", "==", "sample").get()).size > 0 ? true : undefined), 60_000, "the test email read");

    const { downloadPath } = await a.coach.call("exportMyData", {});
    expect(await a.coach.call("deleteMyAccount", { confirmEmail: a.email.toUpperCase() })).toEqual({ deleted: true });
    // A download link asked for before the deletion opens nothing after it.
    expect((await fetch(dataExportUrl(downloadPath))).status).toBe(410);
    const uid = a.coach.uid!;
    await eventually(async () => ((await db.collection("accountDeletions").doc(uid).get()).get("state") === "deleted" ? true : undefined), 60_000, "the deletion finished");
    const left = await Promise.all([
      db.collection("users").doc(uid).get().then((s) => s.exists),
      db.collection("users").doc(uid).collection("athletes").get().then((s) => s.size),
      db.collection("users").doc(uid).collection("emails").get().then((s) => s.size),
      db.collection("guests").doc(uid).get().then((s) => s.exists),
      db.collection("emailOwners").doc(keyOf(a.email)).get().then((s) => s.exists),
      db.collection("trials").doc(keyOf(a.email)).get().then((s) => s.exists),
      db.collection("forwardingAddresses").doc(a.account.forwardingAddress).get().then((s) => s.exists),
      db.collection("emailLinks").where("uid", "==", uid).get().then((s) => s.size),
      // Only the confirmation that the account was deleted.
      db.collection("mail").where("to", "==", a.email).get().then((s) => s.size),
    ]);
    expect(left).toEqual([false, 0, 0, false, false, false, false, 0, 1]);
    await expect(getAuth().getUser(uid)).rejects.toMatchObject({ code: "auth/user-not-found" });
    const after = await rejectionOf(a.coach.call("getSettings", {}));
    expect([after.code, after.message]).toEqual(["functions/unauthenticated", CALLABLE_MESSAGES.signedOut]);

    expect((await b.coach.call("getSettings", {})).email).toBe(b.email);
    expect(await db.collection("emailOwners").doc(keyOf(b.email)).get().then((s) => s.exists)).toBe(true);
  }, 120_000);
});
