import { randomUUID } from "node:crypto";
import { Timestamp } from "firebase-admin/firestore";
import { parse } from "csv-parse/sync";
import { describe, expect, it } from "vitest";
import { ATHLETE_MESSAGES } from "@machines/portal/athletes";
import { db } from "../../functions/src/lib/admin";
import { MAX_PROCESSING_ATTEMPTS, processStoredEmail } from "../../functions/src/inbox/processInboundEmail";
import { storeRawMessage } from "../../functions/src/inbox/rawMessages";
import { mergeIntoAthletes } from "../../functions/src/athletes/mergeIntoAthletes";
import type { ProcessedEmail } from "@machines/inbox/processedEmail";
import { releaseHeldMail } from "../../functions/src/lib/releaseHeld";
import { HELD_DIGEST_LISTED, sendHeldDigestFor } from "../../functions/src/senders/heldSenderDigest";
import { addCalendarDays } from "@machines/shared/dates";
import { clientsForThisFile, rejectionOf } from "../support/clientApp";
import { billingWhen, endTrialNow } from "../support/billing";
import { downloadDataArchive } from "../support/dataArchive";
import { EMAIL_PROCESSING_TIMEOUT, eventually } from "../support/eventually";
import { athleteIntroduction, forwardedMessage, forwardingCoach, originalMessage, postInbound, signed } from "../support/inbound";
import { MailComposer } from "../support/mailComposer";
import { attachmentBytes, emailsTo, mailSettled, waitForEmail } from "../support/mailCatcher";
import { OUTLOOK_MESSAGE_TYPE, outlookMessageFile, PDF_TYPE, pdfFile } from "../support/attachmentFiles";
import { TEST_URLS } from "../support/testStack";

const client = clientsForThisFile();

const emailsOf = (uid: string) => db.collection("users").doc(uid).collection("emails");
const athletesOf = (uid: string) => db.collection("users").doc(uid).collection("athletes");
const sendersOf = (uid: string) => db.collection("users").doc(uid).collection("senders");
const digestsOf = (uid: string) => db.collection("users").doc(uid).collection("heldSenderDigests");
const states = async (uid: string) => (await emailsOf(uid).get()).docs.map((doc) => doc.get("state") as { status: string; reason?: string; athleteId?: string });

const athlete = (first: string, last: string, extra: Partial<Parameters<typeof athleteIntroduction>[0]> = {}) =>
  athleteIntroduction({ first, last, email: `${first}.${last}.${randomUUID().slice(0, 6)}@gmail.com`.toLowerCase(), ...extra });

describe("receiveEmail endpoint", () => {
  it("refuses requests without the secret, other methods, unknown formats and bodies over 25 MB", async () => {
    const raw = Buffer.from("From: a@b.edu\r\nTo: x@scout.inboxscout.app\r\nSubject: hi\r\n\r\nhello");
    expect((await postInbound(raw, { envelopeFrom: "a@b.edu", envelopeTo: ["x@scout.inboxscout.app"], secret: "wrong" })).status).toBe(401);
    expect((await fetch(TEST_URLS.receiveEmail)).status).toBe(405);
    const wrongType = await fetch(TEST_URLS.receiveEmail, { method: "POST", headers: { Authorization: "Bearer local-inbound-secret", "Content-Type": "text/plain" }, body: "x" });
    expect(wrongType.status).toBe(415);
    const huge = await postInbound(Buffer.alloc(25 * 1024 * 1024 + 1, 97), { envelopeFrom: "a@b.edu", envelopeTo: ["x@scout.inboxscout.app"] });
    expect(huge).toMatchObject({ status: 413, body: { error: "Message too large: the limit is 25 MB" } });
  });

  it("drops and counts mail for a forwarding address nobody has", async () => {
    const before = (await db.collection("inboundCounters").doc("unknownRecipients").get()).get("count") ?? 0;
    const raw = Buffer.from("From: a@b.edu\r\nSubject: hi\r\nMessage-ID: <x@y>\r\n\r\nhello");
    const answer = await postInbound(raw, { envelopeFrom: "a@b.edu", envelopeTo: [`nobody.${randomUUID().slice(0, 8)}@scout.inboxscout.app`] });
    expect(answer).toMatchObject({ status: 200, body: { accepted: 0, unknownRecipients: 1 } });
    expect((await db.collection("inboundCounters").doc("unknownRecipients").get()).get("count")).toBe(before + 1);
  });

  it("accepts a SendGrid Inbound Parse (raw) post and stores the message byte for byte", async () => {
    const { uid, email, account } = await forwardingCoach(client, "sendgrid");
    const raw = await forwardedMessage({ from: email, to: account.forwardingAddress, subject: "Fwd: café ü", original: athlete("Zoë", "Müller"), messageId: `<${randomUUID()}@mail.example>` });
    const form = new FormData();
    form.set("email", new Blob([new Uint8Array(raw)]), "email.eml");
    form.set("envelope", JSON.stringify({ from: email, to: [account.forwardingAddress] }));
    form.set("sender_ip", "127.0.0.1");
    const response = await fetch(TEST_URLS.receiveEmail, { method: "POST", headers: { Authorization: `Basic ${Buffer.from("inbound:local-inbound-secret").toString("base64")}` }, body: form });
    expect(response.status).toBe(200);
    const [stored] = (await emailsOf(uid).get()).docs;
    expect(stored!.get("source")).toBe("sendgrid");
    expect(stored!.get("raw").size).toBe(raw.length);
  });
});

describe("from forwarded email to athletes", () => {
  it("reads a coach's forward, makes the athlete and sends the summary within a minute", async () => {
    const { uid, email, forward } = await forwardingCoach(client);
    expect((await forward(athlete("Maya", "Thompson"))).status).toBe(200);
    const summary = await waitForEmail(email, "New athlete: Maya Thompson (OH, 2027)", 70_000);
    expect(summary.text).toContain("KJV 17 Elite");
    expect(summary.text).toMatch(/Game Film: Watch \(https:\/\/www\.youtube\.com\/watch\?v=thompson1\)/);
    const [record] = (await athletesOf(uid).get()).docs.map((doc) => doc.data());
    expect(record!.fields.lastName.value).toBe("Thompson");
    expect(await states(uid)).toEqual([{ status: "summarised", athleteId: record!.id }]);
  });

  it("reads the athlete from the PDF résumé of a forward, and her page and the Inbox name the attachment", async () => {
    const { uid, browser, forward } = await forwardingCoach(client, "resume");
    const resume = await pdfFile(["Sofia Reyes", "Class of 2027 - Setter", "Club: Mizuno Long Beach 17 Elite", "GPA: 3.7"]);
    const original = { from: `Sofia Reyes <sofia.reyes.${randomUUID().slice(0, 6)}@gmail.com>`, subject: "Recruiting - Sofia Reyes", body: "Hi Coach,\n\nPlease see my attached résumé.\n\nThank you!" };
    expect((await forward(original, { attachments: [{ filename: "Sofia résumé.pdf", content: resume, contentType: PDF_TYPE }] })).status).toBe(200);
    const athleteId = await eventually(async () => (await athletesOf(uid).get()).docs[0]?.id, 45_000, "the athlete from the résumé");
    const detail = await browser.call("getAthlete", { athleteId });
    expect(detail.fields.lastName?.value).toBe("Reyes");
    expect(detail.fields.gradYear).toMatchObject({ value: 2027, sourceAttachment: "Sofia résumé.pdf" });
    expect(detail.fields.clubTeam).toMatchObject({ value: "Mizuno Long Beach 17 Elite", sourceAttachment: "Sofia résumé.pdf" });
    expect(detail.fields.clubTeam?.sourceText).toContain("Mizuno Long Beach 17 Elite");
    const inbox = await browser.call("listInboxEmails", { filter: "all" });
    expect(inbox.emails[0]!.attachments).toEqual([{ filename: "Sofia résumé.pdf", status: "read" }]);
  }, 150_000);

  it("reads an athlete's email the coach attached as a .msg saved from Outlook, and the résumé inside it", async () => {
    const { uid, browser, email, account } = await forwardingCoach(client, "outlook-msg");
    const address = `nora.quinn.${randomUUID().slice(0, 6)}@gmail.com`;
    const saved = outlookMessageFile({
      subject: "2028 OH - Nora Quinn",
      body: "Hi Coach,\r\n\r\nMy name is Nora Quinn, a 2028 outside hitter. My résumé is attached.\r\n\r\nNora Quinn",
      senderName: "Nora Quinn",
      senderAddress: address,
      to: { name: "Coach", address: email },
      files: [{ filename: "Nora résumé.pdf", content: await pdfFile(["Nora Quinn", "Club: Tidewater 16 Black", "GPA: 3.8"]) }],
    });
    const raw = await new MailComposer({ from: email, to: account.forwardingAddress, subject: "FW: 2028 OH - Nora Quinn", text: "See attached.", attachments: [{ filename: "2028 OH - Nora Quinn.msg", content: saved, contentType: OUTLOOK_MESSAGE_TYPE }] }).compile().build();
    expect((await postInbound(raw, { envelopeFrom: email, envelopeTo: [account.forwardingAddress] })).status).toBe(200);
    const athleteId = await eventually(async () => (await athletesOf(uid).get()).docs[0]?.id, EMAIL_PROCESSING_TIMEOUT, "the athlete from the .msg");
    const detail = await browser.call("getAthlete", { athleteId });
    expect(detail.fields.email?.value).toBe(address);
    expect(detail.fields.clubTeam).toMatchObject({ value: "Tidewater 16 Black", sourceAttachment: "Nora résumé.pdf" });
    const inbox = await browser.call("listInboxEmails", { filter: "all" });
    expect(inbox.emails[0]).toMatchObject({ from: address, state: { status: "summarised" }, attachments: [{ filename: "Nora résumé.pdf", status: "read" }] });
  }, 150_000);

  it("makes each athlete of a club director's email about two, sends one summary naming both, and a retry makes nothing more", async () => {
    const { uid, email, forward, browser } = await forwardingCoach(client, "two-athletes");
    const tag = randomUUID().slice(0, 6);
    const director = {
      from: `Marisol Okafor <mokafor.${tag}@riverbendvbc.org>`,
      subject: "Riverbend 17 Premier - two uncommitted 2028s",
      body: [
        "Coach,",
        "",
        "I'm the club director at Riverbend VBC. Two of my 17 Premier players are uncommitted:",
        "",
        `1. Talia Brennan - 2028 - Outside Hitter - 6'0" - Westlake Commons HS - 3.7 GPA - talia.${tag}@gmail.com`,
        `2. Josephine Marsh - 2028 - Setter - 5'9" - Oakwood Hollow HS - 3.95 GPA - josephine.${tag}@gmail.com`,
        "",
        "Both play for Riverbend VBC 17 Premier.",
        "",
        "Marisol Okafor",
        "Club Director, Riverbend VBC",
        "937-555-0121",
      ].join("\n"),
    };
    expect((await forward(director)).status).toBe(200);
    const summary = await waitForEmail(email, "2 athletes from your forwarded emails", 70_000);
    expect(summary.text).toContain("Talia Brennan");
    expect(summary.text).toContain("Josephine Marsh");
    // The Inbox lists the email with both names.
    const inbox = await browser.call("listInboxEmails", { filter: "all" });
    expect(inbox.emails.map((listed) => listed.athletes)).toEqual([["Talia Brennan", "Josephine Marsh"]]);

    const records = (await athletesOf(uid).get()).docs.map((doc) => doc.data());
    expect(records.map((record) => `${record.fields.firstName.value} ${record.fields.lastName.value}`).sort()).toEqual(["Josephine Marsh", "Talia Brennan"]);
    const byName = (first: string) => records.find((record) => record.fields.firstName.value === first)!;
    expect(byName("Talia").fields.email.value).toBe(`talia.${tag}@gmail.com`);
    expect(byName("Josephine").fields.email.value).toBe(`josephine.${tag}@gmail.com`);
    expect(byName("Josephine").fields.positions.value).toEqual(["S"]);
    expect(records.every((record) => record.fields.phone === null || record.fields.phone === undefined)).toBe(true);
    const [stored] = (await emailsOf(uid).get()).docs;
    expect(stored!.get("state")).toEqual({ status: "summarised", athleteId: byName("Talia").id, athleteIds: [byName("Talia").id, byName("Josephine").id] });
    // Her page shows what the email said of her, not of the first athlete.
    const josephine = await browser.call("getAthlete", { athleteId: byName("Josephine").id });
    expect(josephine.fields.positions?.sourceText).toContain("Josephine Marsh");

    // A retried task finds the email done; a run that read it before it was marked merges nothing twice.
    const keysBefore = (await db.collection("users").doc(uid).collection("athleteKeys").get()).size;
    expect(await processStoredEmail(uid, stored!.id)).toBeNull();
    const processed = stored!.get("processed") as ProcessedEmail;
    expect(await mergeIntoAthletes(uid, stored!.id, processed, stored!.get("receivedAt").toDate())).toEqual({ athleteId: byName("Talia").id, athleteIds: [byName("Talia").id, byName("Josephine").id] });
    const after = (await athletesOf(uid).get()).docs.map((doc) => doc.data());
    expect(after).toHaveLength(2);
    expect(after.map((record) => record.sourceEmailIds)).toEqual([[stored!.id], [stored!.id]]);
    expect((await db.collection("users").doc(uid).collection("athleteKeys").get()).size).toBe(keysBefore);
    expect((await emailsOf(uid).doc(stored!.id).get()).get("state")).toEqual({ status: "summarised", athleteId: byName("Talia").id, athleteIds: [byName("Talia").id, byName("Josephine").id] });
  }, 150_000);

  it("makes each email of a forward that bundles several (Outlook attaches them side by side) an Inbox email of its own, once", async () => {
    const { uid, email, account, browser } = await forwardingCoach(client, "bundle");
    const originals = await Promise.all(["Nora Quinn", "Lena Park", "Ivy Shah"].map((name) => originalMessage(athlete(...(name.split(" ") as [string, string])), email)));
    const bundle = await new MailComposer({
      from: email,
      to: account.forwardingAddress,
      subject: "FW: three recruits",
      text: "Three for you.",
      attachments: originals.map((raw, index) => ({ filename: `recruit-${index + 1}.eml`, content: raw, contentType: "message/rfc822" })),
    })
      .compile()
      .build();
    expect((await postInbound(bundle, { envelopeFrom: email, envelopeTo: [account.forwardingAddress] })).status).toBe(200);
    const summarisedCount = async () => {
      const listed = await states(uid);
      return listed.length === 3 && listed.every((state) => state.status === "summarised") ? true : undefined;
    };
    await eventually(summarisedCount, 2 * EMAIL_PROCESSING_TIMEOUT, "the three emails summarised");
    const inbox = await browser.call("listInboxEmails", { filter: "all" });
    expect(inbox.emails.map((listed) => listed.athletes.join()).sort()).toEqual(["Ivy Shah", "Lena Park", "Nora Quinn"]);
    const docs = (await emailsOf(uid).get()).docs;
    const parent = docs.find((doc) => doc.get("source") !== "bundled")!;
    expect(docs.filter((doc) => doc.get("source") === "bundled").map((doc) => doc.get("bundledFrom"))).toEqual([parent.id, parent.id]);
    expect((parent.get("processed") as ProcessedEmail).warnings).toEqual([]);

    // A retry of the bundle (its task ran again before it was marked done) stores and reads none of them twice. It runs
    // here, where mail authentication has no DNS: marked as imported, its sender (checked the first time) is not checked again.
    await emailsOf(uid).doc(parent.id).update({ state: { status: "received" }, source: "import" });
    expect(await processStoredEmail(uid, parent.id)).toMatchObject({ status: "summarised" });
    expect((await emailsOf(uid).get()).size).toBe(3);
    expect((await athletesOf(uid).get()).size).toBe(3);
  }, 200_000);

  it("processes the same Message-ID for the same coach once, whatever the provider retries", async () => {
    const { uid, forward } = await forwardingCoach(client, "retry");
    const messageId = `<${randomUUID()}@mail.gmail.com>`;
    const first = await forward(athlete("Ava", "Chen"), { messageId });
    const again = await forward(athlete("Ava", "Chen"), { messageId });
    expect(first.body).toMatchObject({ accepted: 1, duplicates: 0 });
    expect(again.body).toMatchObject({ accepted: 0, duplicates: 1 });
    await eventually(async () => ((await states(uid))[0]?.status === "summarised" ? true : undefined), EMAIL_PROCESSING_TIMEOUT, "the email summarised");
    expect((await emailsOf(uid).get()).size).toBe(1);
    const [record] = (await athletesOf(uid).get()).docs;
    expect(record!.get("sourceEmailIds")).toHaveLength(1);
  });

  it("merges emails about one athlete (same email, nickname and class, or her name where no class is given) and keeps each source", async () => {
    const { uid, forward } = await forwardingCoach(client, "dedupe");
    const kate = athlete("Katherine", "Sullivan", { gradYear: 2028 });
    await forward(kate);
    await eventually(async () => ((await states(uid)).length === 1 && (await states(uid))[0]!.status === "summarised" ? true : undefined), EMAIL_PROCESSING_TIMEOUT, "first email");
    // The same address, newer club: one record, the newer value wins and the older goes to history.
    await forward({ ...kate, body: kate.body.replace("KJV 17 Elite", "KJV 16 Elite") });
    // The merges are listed in the order the emails were read: the second is read before the third is sent.
    await eventually(async () => ((await states(uid)).filter((state) => state.status === "summarised").length === 2 ? true : undefined), 45_000, "two emails");
    // A nickname and no email, same class: still her.
    await forward(athleteIntroduction({ first: "Kate", last: "Sullivan", email: "parent.sullivan@gmail.com", gradYear: 2028, club: "KJV 16 Elite" }));
    await eventually(async () => ((await states(uid)).filter((state) => state.status === "summarised").length === 3 ? true : undefined), 45_000, "three emails");
    // Her father's update, which never says her class: her name, which no other athlete has. Her record is taken back to
    // how athletes were stored before the surname key: she is found by her class's surname key instead.
    const [stored] = (await athletesOf(uid).get()).docs;
    await stored!.ref.update({ matchKeys: (stored!.get("matchKeys") as string[]).filter((key) => !key.startsWith("surname:")) });
    await forward({
      from: "Mark Sullivan <mark.sullivan@comcast.net>",
      subject: "Update - Katherine Sullivan",
      body: "Hi Coach,\n\nJust an update from Katherine Sullivan's dad: she will play for KJV 16 Elite at the Bluegrass Qualifier in Louisville, KY on March 14-16 (court 12). She is now 6'0\".\n\nThank you,\nMark Sullivan",
    });
    await eventually(async () => ((await states(uid)).filter((state) => state.status === "summarised").length === 4 ? true : undefined), 45_000, "four emails");
    const records = (await athletesOf(uid).get()).docs.map((doc) => doc.data());
    expect(records).toHaveLength(1);
    expect(records[0]!.sourceEmailIds).toHaveLength(4);
    expect(records[0]!.merges.map((merge: { matchedBy: string | null }) => merge.matchedBy)).toEqual([null, "email", "name_grad_year", "name"]);
    expect(records[0]!.fields.height.value.inches).toBe(72);
    expect(records[0]!.fields.gradYear.value).toBe(2028);
    expect(records[0]!.fields.clubTeam.value).toBe("KJV 16 Elite");
    expect(records[0]!.history).toEqual(expect.arrayContaining([expect.objectContaining({ field: "clubTeam", value: "KJV 17 Elite" })]));
  });

  it("makes one athlete from emails about her that arrive at the same moment", async () => {
    const { uid, forward } = await forwardingCoach(client, "concurrent");
    const lily = athlete("Lily", "Park");
    await Promise.all(Array.from({ length: 5 }, (_, index) => forward({ ...lily, subject: `${lily.subject} (${index})`, body: `${lily.body}\nUpdate ${index}` })));
    await eventually(async () => ((await states(uid)).filter((state) => state.status === "summarised").length === 5 ? true : undefined), 60_000, "five emails");
    expect((await athletesOf(uid).get()).size).toBe(1);
  });

  it("holds mail from addresses that aren't the coach's, and tells the coach in one email a day however many", async () => {
    const { uid, email, forward } = await forwardingCoach(client, "held");
    const strangers = Array.from({ length: 20 }, (_, index) => `forged${index}.${randomUUID().slice(0, 6)}@test-university.edu`);
    // One after another: the local functions emulator starts a process for each request that finds none idle.
    for (const [index, from] of [...strangers, strangers[0]!].entries()) {
      expect((await forward(athlete("Sofia", "Ramirez"), { from })).status).toBe(200);
      await eventually(async () => ((await states(uid)).filter((state) => state.status === "held").length === index + 1 ? true : undefined), 30_000, `${index + 1} held emails`);
    }
    expect(new Set((await states(uid)).map((state) => JSON.stringify(state)))).toEqual(new Set([JSON.stringify({ status: "held", reason: "unknown_sender" })]));
    expect((await sendersOf(uid).get()).docs.map((doc) => doc.get("heldCount")).sort()).toEqual([...Array(19).fill(1), 2]);

    const [digest, ...others] = (await digestsOf(uid).get()).docs;
    expect(others).toEqual([]);
    expect(digest!.get("senderCount")).toBe(20);
    const due = new Date(digest!.get("sendAfter").toMillis() + 1000);
    // Not before it is due (senders held meanwhile join it); then once, however often the task runs.
    await expect(sendHeldDigestFor(uid, digest!.id, new Date(due.getTime() - 5000))).rejects.toThrow();
    await Promise.all([sendHeldDigestFor(uid, digest!.id, due), sendHeldDigestFor(uid, digest!.id, due)]);
    const notice = await waitForEmail(email, "We're holding email forwarded from 20 addresses");
    expect(strangers.filter((stranger) => notice.text.includes(stranger))).toHaveLength(HELD_DIGEST_LISTED);
    expect(notice.text).toContain(`and ${20 - HELD_DIGEST_LISTED} more`);

    // A sender first held after the day's digest went out is in the next day's, never a second email today.
    const late = `late.${randomUUID().slice(0, 6)}@test-university.edu`;
    await forward(athlete("Nora", "Lee"), { from: late });
    await eventually(async () => ((await states(uid)).length === 22 && (await states(uid)).every((state) => state.status === "held") ? true : undefined), EMAIL_PROCESSING_TIMEOUT, "the late email held");
    expect((await digestsOf(uid).doc(addCalendarDays(digest!.id, 1)).get()).get("listed")).toEqual([{ address: late, reason: "unknown_sender" }]);
    await sendHeldDigestFor(uid, digest!.id, due);
    await mailSettled(email);
    expect((await emailsTo(email)).filter((message) => message.subject.startsWith("We're holding"))).toHaveLength(1);
    expect((await athletesOf(uid).get()).size).toBe(0);
  });

  it("holds mail that claims to be the coach's but fails authentication, and accepts it when DKIM-signed", async () => {
    const { uid, email, account } = await forwardingCoach(client, "spoof");
    const forged = await forwardedMessage({ from: email, to: account.forwardingAddress, subject: "Fwd: hi", original: athlete("Jade", "Kim") });
    await postInbound(forged, { envelopeFrom: email, envelopeTo: [account.forwardingAddress], senderIp: "203.0.113.9" });
    await eventually(async () => ((await states(uid))[0]?.status === "held" ? true : undefined), EMAIL_PROCESSING_TIMEOUT, "held");
    expect(await states(uid)).toEqual([{ status: "held", reason: "unauthenticated_sender" }]);

    const genuine = await signed(await forwardedMessage({ from: email, to: account.forwardingAddress, subject: "Fwd: hello", original: athlete("Mia", "Wong") }), "test-university.edu");
    await postInbound(genuine, { envelopeFrom: email, envelopeTo: [account.forwardingAddress], senderIp: "203.0.113.9" });
    await eventually(async () => ((await states(uid)).some((state) => state.status === "summarised") ? true : undefined), EMAIL_PROCESSING_TIMEOUT, "summarised");
    const summarised = (await emailsOf(uid).get()).docs.find((doc) => doc.get("state").status === "summarised")!;
    expect(summarised.get("sender")).toMatchObject({ trusted: true, authenticated: true, authSummary: expect.stringContaining("dkim=pass(test-university.edu)") });
  });

  it("filters a camp advertisement, with the reason", async () => {
    const { uid, forward } = await forwardingCoach(client, "filtered");
    await forward({
      from: "Elite Volleyball Camps <info@elitecamps.example>",
      subject: "Register now: Summer Elite Volleyball Camp",
      body: "Register now for our Summer Elite Camp, June 12-14. Early-bird pricing ends Friday: $349 per camper. Limited spots! Click to register. Unsubscribe.",
    });
    await eventually(async () => ((await states(uid))[0]?.status === "filtered" ? true : undefined), EMAIL_PROCESSING_TIMEOUT, "filtered");
    expect((await states(uid))[0]).toMatchObject({ status: "filtered", reason: "camp_or_clinic_ad" });
  });

  it("keeps a lapsed trial's mail, unread, instead of losing it", async () => {
    const { uid, forward } = await forwardingCoach(client, "lapsed");
    // The trial ends without a card: Stripe pauses the subscription and billing syncs that (set directly, a
    // late webhook of the trial's start could sync it back to trialing).
    const { subscriptionId } = await billingWhen(uid, (billing) => billing.status === "trialing", "the trialing subscription");
    await endTrialNow(subscriptionId!);
    await billingWhen(uid, (billing) => billing.status === "paused", "the paused subscription");
    await forward(athlete("Ella", "Stone"));
    await eventually(async () => ((await states(uid))[0]?.status === "held" ? true : undefined), EMAIL_PROCESSING_TIMEOUT, "held");
    expect((await states(uid))[0]).toEqual({ status: "held", reason: "no_active_plan" });
    expect((await emailsOf(uid).get()).docs[0]!.get("raw").chunkCount).toBeGreaterThan(0);

    // Once the coach has a plan again (billing calls this after a payment), the kept mail is read.
    await db.collection("users").doc(uid).update({ "billing.status": "active" });
    expect(await releaseHeldMail(uid, ["no_active_plan"])).toBe(1);
    await eventually(async () => ((await states(uid))[0]?.status === "summarised" ? true : undefined), EMAIL_PROCESSING_TIMEOUT, "processed after payment");
  });

  it("retries a message that keeps failing, then marks it failed without blocking the others", async () => {
    const { uid, email, account } = await forwardingCoach(client, "poison");
    const raw = await forwardedMessage({ from: email, to: account.forwardingAddress, subject: "Fwd: x", original: athlete("Gia", "Lopez") });
    // Stored here, without a task, and then damaged: every read of it fails, as a poison message's would.
    const emailId = `poison-${randomUUID()}`;
    const storedRaw = await storeRawMessage(uid, emailId, raw);
    await emailsOf(uid).doc(emailId).set({
      messageId: null,
      forwardingAddress: account.forwardingAddress,
      envelope: { from: email, to: [account.forwardingAddress] },
      senderIp: "127.0.0.1",
      source: "rfc822",
      raw: storedRaw,
      receivedAt: Timestamp.now(),
      state: { status: "received" },
      attempts: 0,
    });
    const stored = await emailsOf(uid).doc(emailId).get();
    const [chunk] = (await stored.ref.collection("chunks").get()).docs;
    await chunk!.ref.update({ data: Buffer.from("not gzip") });
    for (let attempt = 1; attempt < MAX_PROCESSING_ATTEMPTS; attempt++) await expect(processStoredEmail(uid, emailId)).rejects.toThrow();
    await processStoredEmail(uid, emailId);
    expect((await stored.ref.get()).get("state")).toMatchObject({ status: "failed", attempts: MAX_PROCESSING_ATTEMPTS });
    expect(await processStoredEmail(uid, emailId)).toBeNull();
    // The coach's other mail goes through meanwhile.
    await postInbound(await forwardedMessage({ from: email, to: account.forwardingAddress, subject: "Fwd: y", original: athlete("Ivy", "Cole") }), {
      envelopeFrom: email,
      envelopeTo: [account.forwardingAddress],
    });
    await eventually(async () => ((await states(uid)).some((state) => state.status === "summarised") ? true : undefined), EMAIL_PROCESSING_TIMEOUT, "the next email summarised");
  });
});

describe("who sent it: only the one address authentication checked", () => {
  const contactOf = async (uid: string) => {
    const [record, ...others] = (await athletesOf(uid).get()).docs.map((doc) => doc.data());
    expect(others).toEqual([]);
    return { email: record!.fields.email.value as string, phone: record!.fields.phone.value as string, history: record!.history as Array<Record<string, unknown>> };
  };
  const summarisedCount = async (uid: string) => (await states(uid)).filter((state) => state.status === "summarised").length;

  it("holds a From group naming the coach beside the attacker's own authenticated address, for the real coach among many recipients", async () => {
    const { uid, email, account, forward } = await forwardingCoach(client, "fromgroup");
    const maya = athlete("Maya", "Brooks", { phone: "859-555-0142" });
    await forward(maya);
    await eventually(async () => ((await summarisedCount(uid)) === 1 ? true : undefined), EMAIL_PROCESSING_TIMEOUT, "the genuine forward summarised");
    const before = await contactOf(uid);
    expect(before.phone).toBe("+18595550142");

    // The attack: the coach inside a group, the attacker's own address outside it; DKIM-signed and SPF-passing for
    // attacker.edu, so DMARC passes for that domain while a parser that flattens the group sees the coach.
    const update = athleteIntroduction({ first: "Maya", last: "Brooks", email: "maya.update@gmail.com", phone: "606-555-0199" });
    const newcomer = athlete("Evan", "Price");
    // As many recipients as one message may have (INBOUND_LIMITS), the real address among guesses.
    const recipients = [...Array.from({ length: 4 }, (_, index) => `guess${index}.${randomUUID().slice(0, 4)}@scout.inboxscout.app`), account.forwardingAddress];
    for (const original of [update, newcomer]) {
      const forged = await forwardedMessage({ from: "bounce@attacker.edu", fromField: `Team: ${email};, x@attacker.edu`, to: account.forwardingAddress, subject: `Fwd: ${original.subject}`, original });
      expect((await postInbound(await signed(forged, "attacker.edu"), { envelopeFrom: "bounce@attacker.edu", envelopeTo: recipients })).body).toMatchObject({ accepted: 1 });
    }
    await eventually(async () => ((await states(uid)).filter((state) => state.status === "held").length === 2 ? true : undefined), EMAIL_PROCESSING_TIMEOUT, "both forgeries held");

    const held = (await emailsOf(uid).get()).docs.filter((doc) => doc.get("state.status") === "held");
    for (const doc of held) {
      expect(doc.get("state")).toEqual({ status: "held", reason: "ambiguous_sender" });
      expect(doc.get("sender")).toMatchObject({ address: "bounce@attacker.edu", trusted: false, authenticated: false });
      // Held mail is never read by the engine.
      expect(doc.get("processed")).toBeUndefined();
    }
    expect(await contactOf(uid)).toEqual(before);
  });

  it("never changes a stored contact on held mail, and keeps what a later authenticated email changed in the athlete's history", async () => {
    const { uid, email, account, browser, forward } = await forwardingCoach(client, "contacts");
    const jade = athlete("Jade", "Morgan", { phone: "859-555-0110" });
    await forward(jade);
    await eventually(async () => ((await summarisedCount(uid)) === 1 ? true : undefined), EMAIL_PROCESSING_TIMEOUT, "the first forward summarised");
    const [first] = (await emailsOf(uid).get()).docs;
    const before = await contactOf(uid);
    const changed = { ...athleteIntroduction({ first: "Jade", last: "Morgan", email: "jade.morgan.new@gmail.com", phone: "502-555-0177" }), subject: "New contact info" };

    // Unauthenticated (the coach's address, from a server their domain doesn't allow) and from a stranger: both held.
    await postInbound(await forwardedMessage({ from: email, to: account.forwardingAddress, subject: "Fwd: update", original: changed }), { envelopeFrom: email, envelopeTo: [account.forwardingAddress], senderIp: "203.0.113.9" });
    await forward(changed, { from: `stranger.${randomUUID().slice(0, 6)}@test-university.edu` });
    await eventually(async () => ((await states(uid)).filter((state) => state.status === "held").length === 2 ? true : undefined), EMAIL_PROCESSING_TIMEOUT, "both held");
    expect(await contactOf(uid)).toEqual(before);

    // The coach forwards it: the new email and phone win, the old ones stay in history with the email they came from.
    await forward(changed);
    await eventually(async () => ((await summarisedCount(uid)) === 2 ? true : undefined), EMAIL_PROCESSING_TIMEOUT, "the coach's forward summarised");
    const after = await contactOf(uid);
    expect(after).toMatchObject({ email: "jade.morgan.new@gmail.com", phone: "+15025550177" });
    expect(after.history).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ field: "email", value: before.email, sourceEmailId: first!.id }),
        expect.objectContaining({ field: "phone", value: before.phone, sourceEmailId: first!.id }),
      ]),
    );
    // The athlete page shows the coach what changed, and which email each value came from.
    const detail = await browser.call("getAthlete", { athleteId: (await athletesOf(uid).get()).docs[0]!.id });
    expect(detail.valueChanges).toHaveLength(2);
    expect(detail.valueChanges).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ field: "email", value: before.email, from: expect.objectContaining({ emailId: first!.id, subject: `Fwd: ${jade.subject}` }), replacedBy: expect.objectContaining({ subject: "Fwd: New contact info" }), refused: false }),
        expect.objectContaining({ field: "phone", value: before.phone, from: expect.objectContaining({ emailId: first!.id }), replacedBy: expect.objectContaining({ subject: "Fwd: New contact info" }), refused: false }),
      ]),
    );
  });
});

describe("parents and coaches as the athlete's contacts", () => {
  const summarised = async (uid: string, count: number) =>
    eventually(async () => ((await states(uid)).filter((state) => state.status === "summarised").length === count ? true : undefined), 30_000, `${count} emails summarised`);
  const storedContacts = async (uid: string) => {
    const [record, ...others] = (await athletesOf(uid).get()).docs.map((doc) => doc.data());
    expect(others).toEqual([]);
    return { id: record!.id as string, contacts: record!.contacts as Array<Record<string, unknown>> };
  };
  /** Sofia's mother writes; her signature gives her phone. */
  const fromMother = (phone: string, subject = "My daughter Sofia Ortiz - 2027 setter") => ({
    from: "Lisa Ortiz <lisa.ortiz@gmail.com>",
    subject,
    body: [
      "Hi Coach,",
      "",
      "My daughter Sofia Ortiz is a 2027 setter (5'9\") from Austin, TX. She plays club for Austin Skyline 17 Royal and has a 3.8 GPA.",
      "Her email is sofia.ortiz27@gmail.com and her cell is (512) 555-0142.",
      "",
      "Thank you,",
      "Lisa Ortiz",
      phone,
    ].join("\n"),
  });

  it("keeps a parent who wrote as the athlete's contact, getAthlete shows it, a held email never changes it, and no other coach reads it", async () => {
    const { uid, email, account, browser, forward } = await forwardingCoach(client, "parent");
    await forward(fromMother("(512) 555-0199"));
    await summarised(uid, 1);
    const first = await storedContacts(uid);
    expect(first.contacts).toEqual([expect.objectContaining({ role: "parent", name: "Lisa Ortiz", email: "lisa.ortiz@gmail.com", phone: "+15125550199", history: [] })]);
    const detail = await browser.call("getAthlete", { athleteId: first.id });
    expect(detail.fields.email?.value).toBe("sofia.ortiz27@gmail.com");
    expect(detail.fields.phone?.value).toBe("+15125550142");
    expect(detail.contacts).toEqual([
      { role: "parent", name: "Lisa Ortiz", email: "lisa.ortiz@gmail.com", phone: "+15125550199", updatedAt: expect.any(String), from: expect.objectContaining({ subject: "Fwd: My daughter Sofia Ortiz - 2027 setter" }) },
    ]);

    // Unauthenticated (the coach's address, from a server their domain doesn't allow): held, unread, the contact unchanged.
    const update = fromMother("(512) 555-0111", "Sofia Ortiz - new number");
    await postInbound(await forwardedMessage({ from: email, to: account.forwardingAddress, subject: "Fwd: update", original: update }), { envelopeFrom: email, envelopeTo: [account.forwardingAddress], senderIp: "203.0.113.9" });
    await eventually(async () => ((await states(uid)).some((state) => state.status === "held") ? true : undefined), EMAIL_PROCESSING_TIMEOUT, "the unauthenticated email held");
    expect((await storedContacts(uid)).contacts).toEqual(first.contacts);

    // The coach forwards it: her new phone wins, the old one stays in her history.
    await forward(update);
    await summarised(uid, 2);
    const [mother] = (await storedContacts(uid)).contacts;
    expect(mother).toMatchObject({ email: "lisa.ortiz@gmail.com", phone: "+15125550111", history: [expect.objectContaining({ detail: "phone", value: "+15125550199" })] });

    // Her details leave with the coach's own data, and the CSV gives them in the parent's columns.
    const archive = await downloadDataArchive(browser);
    expect(JSON.stringify(archive.records("users-athletes"))).toContain("lisa.ortiz@gmail.com");
    const csv = await browser.call("exportAthletesCsv", { filters: {}, sort: { by: "name", direction: "asc" } });
    const [header, row] = parse(csv.csv.slice(1)) as string[][];
    expect(Object.fromEntries(header!.map((column, index) => [column, row![index]]))).toMatchObject({ "Parent name": "Lisa Ortiz", "Parent email": "lisa.ortiz@gmail.com", "Parent phone": "(512) 555-0111" });

    const intruder = await forwardingCoach(client, "intruder");
    expect(await rejectionOf(intruder.browser.call("getAthlete", { athleteId: first.id }))).toMatchObject({ code: "functions/not-found", message: ATHLETE_MESSAGES.notFound });
    const theirs = await intruder.browser.call("exportAthletesCsv", { filters: {}, sort: { by: "name", direction: "asc" } });
    expect(theirs.csv).not.toContain("lisa.ortiz");
  });

  it("shows a club an email gave that was refused (the coach's correction stays) as an earlier value", async () => {
    const { uid, browser, forward } = await forwardingCoach(client, "refusedclub");
    await forward(athleteIntroduction({ first: "Nora", last: "Quinn", email: "nora.quinn27@gmail.com", club: "KJV 17 Elite" }));
    await summarised(uid, 1);
    const { id } = await storedContacts(uid);
    await browser.call("updateAthlete", { athleteId: id, corrections: { clubTeam: "Lexington Legends 17" } });
    await forward({ ...athleteIntroduction({ first: "Nora", last: "Quinn", email: "nora.quinn27@gmail.com", club: "Bluegrass Juniors 17 National" }), subject: "Nora Quinn update" });
    await summarised(uid, 2);
    const detail = await browser.call("getAthlete", { athleteId: id });
    expect(detail.fields.clubTeam?.value).toBe("Lexington Legends 17");
    expect(detail.valueChanges).toContainEqual(expect.objectContaining({ field: "clubTeam", value: "Bluegrass Juniors 17 National", refused: true, from: expect.objectContaining({ subject: "Fwd: Nora Quinn update" }), replacedBy: null }));
    // The club the correction replaced is history, but not a refusal: it is not listed.
    expect(detail.valueChanges.filter((change) => change.field === "clubTeam")).toHaveLength(1);
  });
});

describe("the daily report", () => {
  it("goes out on schedule with new athletes, counts, filtered emails and a CSV for Excel", async () => {
    const { uid, email, forward } = await forwardingCoach(client, "report");
    await forward(athlete("Ruby", "Hale"));
    await forward({ from: "Camps <info@camps.example>", subject: "Register for our clinic", body: "Register now for our Spring Clinic, March 3-4. Early-bird pricing, limited spots. Click here to register." });
    await eventually(async () => ((await states(uid)).length === 2 && (await states(uid)).every((state) => state.status !== "received") ? true : undefined), 45_000, "both processed");
    // Due now: the report covers everything since the trial started.
    await db.collection("users").doc(uid).update({ nextReportAt: Timestamp.now() });

    const trigger = await fetch(`${TEST_URLS.functions}/functions/projects/${process.env.GCLOUD_PROJECT}/triggers/us-central1-scheduleReports-0`, { method: "POST", headers: { "Content-Type": "application/json" }, body: "{}" });
    expect(trigger.status).toBe(200);
    const report = await waitForEmail(email, "Your InboxScout report: 1 new, 0 updated", 30_000);
    expect(report.text).toContain("By position: OH (1)");
    expect(report.text).toContain("By class: 2027 (1)");
    expect(report.text).toContain("Register for our clinic");
    const bytes = await attachmentBytes(report, "text/csv");
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const csv = bytes.toString("utf8");
    expect(csv.split("\r\n")[1]).toMatch(/^Ruby Hale,Ruby,Hale,OH,"6'1""",2027,/);
    const next = (await db.collection("users").doc(uid).get()).get("nextReportAt").toMillis();
    expect(next).toBeGreaterThan(Date.now());
  });
});
