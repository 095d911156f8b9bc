import { mkdir } from "node:fs/promises";
import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { ATHLETE_DELETION_MESSAGES } from "@machines/portal/athleteDeletion";
import { ATHLETE_MERGE_MESSAGES } from "@machines/portal/athleteMerge";
import { OPENED_EMAIL_MESSAGES } from "@machines/portal/inbox";
import { coachAthletes } from "../../functions/src/lib/firestore";
import { clientsForThisFile } from "../support/clientApp";
import { athleteIntroduction } from "../support/inbound";
import { DESKTOP, MOBILE, browserForThisFile, openPage, seriousAccessibilityViolations, toastWith } from "./support/browser";
import { coachWithPassword, signedInAt } from "./support/portal";
import { emailsProcessed } from "../support/coachEmails";

/** Issue 17, items 6–8 in the portal: opening an Inbox email, deleting athletes with undo, merge and split naming both sides. */

const browser = browserForThisFile();
const client = clientsForThisFile();
const SHOTS = "/tmp/shots-week-athletes";

const tag = () => randomUUID().slice(0, 6);
const introduction = (first: string, last: string, gradYear = 2027) =>
  athleteIntroduction({ first, last, email: `${first}.${last}.${tag()}@gmail.com`.toLowerCase(), gradYear });

describe("inbox: opening an email", () => {
  it("opens a filtered email as text (its markup shown, never run) with its status and reason, and a recruiting one with its athlete, at 1280 and 375 px", async () => {
    const { uid, email, forward } = await coachWithPassword(client, "open-inbox-email");
    await forward({
      from: "Camps <info@camps.example>",
      subject: "Register for our clinic",
      body: `<img src=x onerror="window.__ran=1"><b>Spring Clinic</b>\nRegister now for our Spring Clinic, March 3-4. Early-bird pricing, limited spots. Click here to register.`,
    });
    await forward(introduction("Nora", "Quinn"));
    await emailsProcessed(uid, 2);

    await mkdir(SHOTS, { recursive: true });
    const { context, page } = await openPage(browser());
    await signedInAt(page, email, "/dashboard/inbox");
    const campRow = page.getByRole("listitem").filter({ hasText: "Register for our clinic" });
    await campRow.getByText(/^Filtered: /).waitFor();
    for (const viewport of [DESKTOP, MOBILE]) {
      await page.setViewportSize(viewport);
      await campRow.getByRole("button", { name: /^Read the email ".*Register for our clinic"$/ }).click();
      const dialog = page.getByRole("dialog", { name: /Register for our clinic$/ });
      const text = dialog.getByRole("region", { name: OPENED_EMAIL_MESSAGES.textHeading });
      await text.getByText('<img src=x onerror="window.__ran=1"><b>Spring Clinic</b>', { exact: false }).waitFor();
      await dialog.getByText(/^Filtered: /).waitFor();
      await dialog.getByText(OPENED_EMAIL_MESSAGES.noneProduced).waitFor();
      expect(await dialog.locator("img, b").count()).toBe(0);
      expect(await page.evaluate(() => (window as unknown as { __ran?: number }).__ran)).toBeUndefined();
      expect(await seriousAccessibilityViolations(page), `opened email at ${viewport.width} px`).toEqual([]);
      await page.screenshot({ path: `${SHOTS}/inbox-opened-email-${viewport.width}.png` });
      await dialog.getByText(OPENED_EMAIL_MESSAGES.close, { exact: true }).click();
      await dialog.waitFor({ state: "detached" });
    }

    const athleteRow = page.getByRole("listitem").filter({ hasText: "Athlete: Nora Quinn" });
    await athleteRow.getByRole("button", { name: /^Read the email/ }).click();
    const opened = page.getByRole("dialog");
    await opened.getByText("Summarised").waitFor();
    await opened.getByRole("region", { name: OPENED_EMAIL_MESSAGES.textHeading }).getByText("My name is Nora Quinn", { exact: false }).waitFor();
    await opened.getByRole("link", { name: "Nora Quinn" }).click();
    await page.getByRole("heading", { level: 1, name: "Nora Quinn" }).waitFor();
    await context.close();
  });
});

describe("athletes: delete with undo", () => {
  it("deletes two athletes from the list's selection and brings them back with Undo (1280 px), and one from her page (375 px)", async () => {
    const { uid, email, forward } = await coachWithPassword(client, "delete-in-list");
    await forward(introduction("Opal", "Reed"));
    await forward(introduction("Pia", "Shaw"));
    await forward(introduction("Quin", "Tate"));
    await emailsProcessed(uid, 3);

    const desktop = await openPage(browser());
    let page = desktop.page;
    await signedInAt(page, email, "/dashboard/athletes");
    await page.getByText("3 of 3 athletes").waitFor();
    await page.getByRole("checkbox", { name: "Select Opal Reed" }).check();
    await page.getByRole("checkbox", { name: "Select Pia Shaw" }).check();
    await page.getByRole("button", { name: "Delete (2)" }).click();
    const confirm = page.getByRole("dialog", { name: ATHLETE_DELETION_MESSAGES.deleteMany(2) });
    await confirm.getByText(ATHLETE_DELETION_MESSAGES.explain).waitFor();
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await confirm.getByRole("button", { name: "Delete", exact: true }).click();
    const undo = page.getByRole("status").filter({ hasText: ATHLETE_DELETION_MESSAGES.deleted(2) });
    await undo.waitFor();
    await page.getByText("1 of 1 athletes").waitFor();
    expect(await page.getByRole("link", { name: "Opal Reed" }).count()).toBe(0);
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await undo.getByRole("button", { name: ATHLETE_DELETION_MESSAGES.undo }).click();
    await toastWith(page, ATHLETE_DELETION_MESSAGES.restored(2)).waitFor();
    await page.getByText("3 of 3 athletes").waitFor();
    await page.getByRole("link", { name: "Opal Reed" }).waitFor();
    await desktop.context.close();

    const phone = await openPage(browser(), MOBILE);
    page = phone.page;
    const quin = (await coachAthletes(uid).where("fields.firstName.value", "==", "Quin").get()).docs[0]!.id;
    await signedInAt(page, email, `/dashboard/athletes/${quin}`);
    await page.getByRole("heading", { level: 1, name: "Quin Tate" }).waitFor();
    await page.getByRole("button", { name: "Delete this athlete" }).click();
    const confirmOne = page.getByRole("dialog", { name: ATHLETE_DELETION_MESSAGES.deleteOne("Quin Tate") });
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await confirmOne.getByRole("button", { name: "Delete", exact: true }).click();
    await page.getByRole("status").filter({ hasText: ATHLETE_DELETION_MESSAGES.deleted(1) }).waitFor();
    expect((await coachAthletes(uid).doc(quin).get()).exists).toBe(false);
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await page.getByRole("button", { name: ATHLETE_DELETION_MESSAGES.undo }).click();
    await page.getByRole("button", { name: "Delete this athlete" }).waitFor();
    expect((await coachAthletes(uid).doc(quin).get()).exists).toBe(true);
    await phone.context.close();
  });
});

describe("athletes: merge keeps the fuller name, the split names both", () => {
  it("merges 'Jo Reyes' into 'Jordan Reyes' and splits her out again, the page following each answer without a reload, at 1280 and 375 px", async () => {
    const { uid, email, forward } = await coachWithPassword(client, "merge-names");
    await forward(introduction("Jordan", "Reyes", 2027));
    await emailsProcessed(uid, 1);
    await forward(introduction("Jo", "Reyes", 2028));
    await emailsProcessed(uid, 2);
    const jordan = (await coachAthletes(uid).where("fields.firstName.value", "==", "Jordan").get()).docs[0]!.id;

    const { context, page } = await openPage(browser());
    await signedInAt(page, email, `/dashboard/athletes/${jordan}`);
    await page.getByRole("heading", { level: 1, name: "Jordan Reyes" }).waitFor();
    await page.getByRole("button", { name: "Merge with another athlete" }).click();
    const picker = page.getByRole("dialog", { name: "Merge another athlete into Jordan Reyes" });
    await picker.getByRole("list", { name: "Matching athletes" }).getByRole("button", { name: /^Jo Reyes/ }).click();
    await page.getByRole("dialog", { name: "Merge Jo Reyes into Jordan Reyes?" }).getByRole("button", { name: "Merge", exact: true }).click();
    await toastWith(page, ATHLETE_MERGE_MESSAGES.merged).waitFor();
    await page.getByRole("heading", { name: "Merged into this athlete" }).waitFor();
    await page.getByRole("heading", { level: 1, name: "Jordan Reyes" }).waitFor();

    for (const viewport of [DESKTOP, MOBILE]) {
      await page.setViewportSize(viewport);
      await page.getByRole("button", { name: "Split Jo Reyes out" }).click();
      const split = page.getByRole("dialog", { name: "Split Jo Reyes out of Jordan Reyes?" });
      await split.getByRole("region", { name: "Stay with Jordan Reyes (1 email)" }).waitFor();
      expect(await seriousAccessibilityViolations(page), `split dialog at ${viewport.width} px`).toEqual([]);
      if (viewport === DESKTOP) await split.getByRole("button", { name: "Cancel" }).click();
      else await split.getByRole("button", { name: "Split", exact: true }).click();
    }
    await toastWith(page, ATHLETE_MERGE_MESSAGES.split).waitFor();
    await page.getByText("From 1 email").waitFor();
    expect(await page.getByRole("heading", { name: "Merged into this athlete" }).count()).toBe(0);
    await page.getByRole("heading", { level: 1, name: "Jordan Reyes" }).waitFor();
    await page.getByRole("link", { name: "Open Jo Reyes" }).waitFor();
    await context.close();
  });
});

describe("athletes: splitting an automatic match", () => {
  it("shows why an email joined the athlete and splits it out into an athlete of its own, at 1280 and 375 px", async () => {
    const { uid, email, forward } = await coachWithPassword(client, "split-auto-match");
    const address = `sara.vale.${tag()}@gmail.com`;
    await forward(athleteIntroduction({ first: "Sara", last: "Vale", email: address, club: "KJV 17 Elite" }));
    await emailsProcessed(uid, 1);
    await forward({ ...athleteIntroduction({ first: "Sara", last: "Vale", email: address, club: "Skyline 17 Royal" }), subject: "Sara Vale - new club" });
    await emailsProcessed(uid, 2);
    const saraId = (await coachAthletes(uid).where("fields.email.value", "==", address).get()).docs[0]!.id;

    const { context, page } = await openPage(browser());
    await signedInAt(page, email, `/dashboard/athletes/${saraId}`);
    await page.getByText("From 2 emails").waitFor();
    const reason = page.getByText(/^Joined automatically: .*email/);
    await reason.waitFor();
    for (const viewport of [DESKTOP, MOBILE]) {
      await page.setViewportSize(viewport);
      // The forward's subject, as the engine read it.
      const subject = "Fwd: Sara Vale - new club";
      await page.getByRole("button", { name: ATHLETE_MERGE_MESSAGES.splitEmailLabel(subject) }).click();
      const dialog = page.getByRole("dialog", { name: ATHLETE_MERGE_MESSAGES.splitEmailTitle(subject, "Sara Vale") });
      await dialog.getByText(/^We joined this email to this athlete because of /).waitFor();
      expect(await seriousAccessibilityViolations(page), `split an automatic match at ${viewport.width} px`).toEqual([]);
      if (viewport === DESKTOP) await dialog.getByRole("button", { name: "Cancel" }).click();
      else await dialog.getByRole("button", { name: "Split", exact: true }).click();
    }
    await toastWith(page, ATHLETE_MERGE_MESSAGES.emailSplit).waitFor();
    await page.getByText("From 1 email").waitFor();
    expect(await reason.count()).toBe(0);
    await page.getByRole("status").filter({ hasText: ATHLETE_MERGE_MESSAGES.splitOutDone("Sara Vale") }).waitFor();
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await page.getByRole("link", { name: ATHLETE_MERGE_MESSAGES.openSplitOut("Sara Vale") }).click();
    await page.getByText("Skyline 17 Royal").first().waitFor();
    await context.close();
  });
});
