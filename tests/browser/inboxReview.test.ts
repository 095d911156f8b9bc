import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { INBOX_MESSAGES } from "@machines/portal/inbox";
import { coachEmails } from "../../functions/src/lib/firestore";
import { clientsForThisFile } from "../support/clientApp";
import { eventually } from "../support/eventually";
import { PDF_TYPE, pdfFile } from "../support/attachmentFiles";
import { athleteIntroduction, unsureQuestion } from "../support/inbound";
import { DESKTOP, MOBILE, browserForThisFile, openPage, seriousAccessibilityViolations, toastWith } from "./support/browser";
import { coachWithPassword, signedInAt } from "./support/portal";

const browser = browserForThisFile();
const client = clientsForThisFile();

describe("inbox: emails we weren't sure about", () => {
  it("come first with both answers, read well at 1280 and 375 px, and 'Not recruiting' files one by the coach's word", async () => {
    const { uid, email, forward } = await coachWithPassword(client, "inboxreview");
    await forward(unsureQuestion("Tova", "Brandt"));
    await forward(athleteIntroduction({ first: "Lina", last: "Ortiz", email: `lina.ortiz.${randomUUID().slice(0, 6)}@gmail.com` }));
    await eventually(async () => {
      const stored = (await coachEmails(uid).get()).docs.map((doc) => doc.data().state.status).sort();
      return stored.join() === "needs_review,summarised" ? true : undefined;
    }, 45_000, "both processed");

    const { context, page } = await openPage(browser());
    await signedInAt(page, email, "/dashboard/inbox");
    const review = page.getByRole("region", { name: "Needs your review" });
    await review.getByText("1 email we weren't sure about.").waitFor();
    const waiting = review.getByRole("listitem").filter({ hasText: "Question about your program" });
    await waiting.getByText(/Needs review: we weren't sure about this email\. .*split/).waitFor();
    // It is listed once: in the review list, not again among the other emails.
    expect(await page.getByText("Question about your program").count()).toBe(1);
    for (const viewport of [DESKTOP, MOBILE]) {
      await page.setViewportSize(viewport);
      expect(await seriousAccessibilityViolations(page), `inbox review at ${viewport.width} px`).toEqual([]);
      await page.screenshot({ path: `test-results/inbox-review-${viewport.width}.png`, fullPage: true });
    }
    expect(await waiting.getByRole("button", { name: "This is recruiting" }).isVisible()).toBe(true);

    await waiting.getByRole("button", { name: "Not recruiting" }).click();
    await toastWith(page, INBOX_MESSAGES.dismissed).waitFor();
    await page.getByText("Not recruiting (your call)").waitFor();
    expect(await review.count()).toBe(0);
    await context.close();
  });
});

describe("inbox: what each email gave", () => {
  it("names every athlete of a director's email and lists a résumé as read, at 1280 and 375 px", async () => {
    const { uid, email, forward } = await coachWithPassword(client, "inboxnames");
    const tag = randomUUID().slice(0, 6);
    const director = {
      from: `Marisol Okafor <mokafor.${tag}@riverbendvbc.org>`,
      subject: "Riverbend 17 Premier - two uncommitted 2028s",
      body: `Coach,\n\nTwo of my 17 Premier players are uncommitted:\n\n1. Talia Brennan - 2028 - Outside Hitter - 6'0" - Westlake Commons HS - talia.${tag}@gmail.com\n2. Josephine Marsh - 2028 - Setter - 5'9" - Oakwood Hollow HS - josephine.${tag}@gmail.com\n\nMarisol Okafor\nClub Director, Riverbend VBC`,
    };
    const resume = { from: `Sofia Reyes <sofia.${tag}@gmail.com>`, subject: "Recruiting - Sofia Reyes", body: "Hi Coach,\n\nPlease see my attached résumé.\n\nThank you!" };
    await forward(director);
    await forward(resume, { attachments: [{ filename: "Sofia résumé.pdf", content: await pdfFile(["Sofia Reyes", "Class of 2027 - Setter", "Club: Mizuno Long Beach 17 Elite"]), contentType: PDF_TYPE }] });
    await eventually(async () => ((await coachEmails(uid).get()).docs.every((doc) => doc.data().state.status === "summarised") && (await coachEmails(uid).get()).size === 2 ? true : undefined), 60_000, "both summarised");

    const { context, page } = await openPage(browser());
    await signedInAt(page, email, "/dashboard/inbox");
    const directorRow = page.getByRole("listitem").filter({ hasText: "Riverbend 17 Premier" });
    await directorRow.getByText("2 athletes: Talia Brennan, Josephine Marsh").waitFor();
    const resumeRow = page.getByRole("listitem").filter({ hasText: "Recruiting - Sofia Reyes" });
    await resumeRow.getByText("Athlete: Sofia Reyes").waitFor();
    await resumeRow.getByRole("list", { name: "Attachments" }).getByText("Sofia résumé.pdf").waitFor();
    for (const viewport of [DESKTOP, MOBILE]) {
      await page.setViewportSize(viewport);
      expect(await seriousAccessibilityViolations(page), `inbox names and attachments at ${viewport.width} px`).toEqual([]);
      await page.screenshot({ path: `test-results/inbox-names-${viewport.width}.png`, fullPage: true });
    }
    await context.close();
  });
});
