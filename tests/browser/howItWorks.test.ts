import { describe, expect, it } from "vitest";
import { BRAND } from "@machines/brand";
import { SAMPLE_EMAILS, SAMPLE_FILM_ANCHOR, SAMPLE_FILM_PATH, SAMPLE_RECRUITS, countBy } from "@machines/demo/sampleRecruits";
import { IMPORT_FILE_TYPES_TEXT, PRODUCT_FACTS } from "@machines/productFacts";
import { db } from "../../functions/src/lib/admin";
import { uniqueEduEmail } from "../support/clientApp";
import { waitForEmail } from "../support/mailCatcher";
import { MOBILE, browserForThisFile, hydrated, openPage, seriousAccessibilityViolations, toastWith } from "./support/browser";

const browser = browserForThisFile();

describe("/how-it-works", () => {
  it("shows the hero, the three steps and a closing call to action, all leading to the trial", async () => {
    const { context, page } = await openPage(browser());
    await page.goto("/how-it-works");
    await page.getByRole("heading", { level: 1, name: "How It Works" }).waitFor();
    for (const step of ["Forward", "Process", "Recruit"]) await page.getByRole("heading", { level: 3, name: step, exact: true }).waitFor();
    await page.getByText(`or import a folder of them as ${IMPORT_FILE_TYPES_TEXT} files`, { exact: false }).waitFor();
    // What the portal does, in the words the legal documents use.
    const portal = page.getByRole("region", { name: "Your coach portal" });
    for (const fact of [PRODUCT_FACTS.review, PRODUCT_FACTS.corrections, PRODUCT_FACTS.import, PRODUCT_FACTS.attachments, PRODUCT_FACTS.export]) {
      await portal.getByText(fact, { exact: true }).waitFor();
    }
    const trialLinks = page.getByRole("link", { name: "Start Your Free Trial" });
    expect(await trialLinks.count()).toBe(2);
    for (const link of await trialLinks.all()) expect(await link.getAttribute("href")).toBe("/initial-screening");
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await trialLinks.first().click();
    await page.waitForURL((url) => url.pathname === "/initial-screening");
    await context.close();
  });

  it("sample report: an invalid address gets 'Invalid Email'; a valid one gets 'Success!' and the report arrives", async () => {
    const { context, page } = await openPage(browser());
    const calls: string[] = [];
    page.on("request", (request) => {
      if (request.url().includes("requestSampleReport")) calls.push(request.url());
    });
    await page.goto("/how-it-works");
    const form = page.getByRole("form", { name: "Get a sample report" });
    await form.getByLabel("Your email").fill("coach@school");
    await form.getByRole("button", { name: "Email Me a Sample Report" }).click();
    await toastWith(page, "Invalid Email").waitFor();
    expect(await toastWith(page, "Invalid Email").innerText()).toContain("Please enter a valid email address.");
    expect(await form.getByLabel("Your email").getAttribute("aria-invalid")).toBe("true");
    expect(calls).toEqual([]);

    const email = uniqueEduEmail("sample");
    await form.getByLabel("Your email").fill(email);
    await form.getByRole("button", { name: "Email Me a Sample Report" }).click();
    await toastWith(page, "Success!").waitFor();
    expect(await toastWith(page, "Success!").innerText()).toContain("Check your inbox. Your sample report should be available soon.");
    expect(await form.getByLabel("Your email").inputValue()).toBe("");
    const report = await waitForEmail(email, "sample report");
    for (const recruit of SAMPLE_RECRUITS) expect(report.text).toContain(recruit.name);
    await context.close();
  });

  it("sample report: a failure gets 'Something went wrong', a limit the server's own message", async () => {
    const { context, page } = await openPage(browser());
    await page.goto("/how-it-works");
    const form = page.getByRole("form", { name: "Get a sample report" });
    await page.route("**/requestSampleReport", (route) => route.abort("connectionrefused"));
    await form.getByLabel("Your email").fill(uniqueEduEmail("offline"));
    await form.getByRole("button", { name: "Email Me a Sample Report" }).click();
    await toastWith(page, "Something went wrong").waitFor();
    expect(await toastWith(page, "Something went wrong").innerText()).toContain("Please try again or contact support.");
    await page.unroute("**/requestSampleReport");

    // One report a day per address: the second is refused in the server's words.
    const email = uniqueEduEmail("limited");
    for (const expected of ["Success!", "Something went wrong"]) {
      await form.getByLabel("Your email").fill(email);
      await form.getByRole("button", { name: "Email Me a Sample Report" }).click();
      await toastWith(page, expected).waitFor();
      if (expected !== "Success!") {
        expect(await toastWith(page, expected).innerText()).toContain("We've already sent a sample report to this address today.");
      }
      await page.getByRole("button", { name: "Close notification" }).click();
      await toastWith(page, expected).waitFor({ state: "detached" });
    }
    await context.close();
  });

  it("the demo: three emails before, a captioned table with counts after, Game Film and Send to UA", async () => {
    const { context, page } = await openPage(browser());
    await page.goto("/how-it-works");
    for (const email of SAMPLE_EMAILS) await page.getByRole("article", { name: email.subject }).waitFor();

    const table = page.getByRole("table", { name: `${SAMPLE_RECRUITS.length} athletes from ${SAMPLE_EMAILS.length} recruiting emails` });
    await table.waitFor();
    expect(await table.getByRole("row").count()).toBe(SAMPLE_RECRUITS.length + 1);
    expect(await table.getByRole("columnheader").allInnerTexts()).toEqual(
      ["Athlete", "Position", "Height", "Class", "Club", "State", "GPA", `${BRAND.name} note`, "Actions"].map((text) => text.toUpperCase()),
    );
    for (const recruit of SAMPLE_RECRUITS) await table.getByRole("rowheader", { name: new RegExp(recruit.name) }).waitFor();

    for (const [label, key] of [
      ["By position", "position"],
      ["By class", "classYear"],
      ["By state", "state"],
    ] as const) {
      const items = await page.getByRole("region", { name: label }).getByRole("listitem").allInnerTexts();
      expect(items.map((text) => text.replace(/\s+/g, " ").trim())).toEqual(
        countBy(SAMPLE_RECRUITS, key).map(({ value, count }) => `${value} ${count}`),
      );
    }

    // The sample athletes' Game Film goes to the note on film below the table, in this tab; without a film the
    // button is disabled and says why.
    const withFilm = SAMPLE_RECRUITS.find((recruit) => recruit.filmUrl)!;
    expect(withFilm.filmUrl).toBe(SAMPLE_FILM_PATH);
    await page.getByRole("link", { name: `Game Film: ${withFilm.name} (sample)` }).click();
    await page.waitForURL((url) => url.hash === `#${SAMPLE_FILM_ANCHOR}`);
    const note = page.getByRole("region", { name: "Game film in your reports" });
    expect(await note.isVisible()).toBe(true);
    expect(await note.evaluate((element) => element.getBoundingClientRect().top >= 0 && element.getBoundingClientRect().top < innerHeight)).toBe(true);
    const withoutFilm = SAMPLE_RECRUITS.find((recruit) => !recruit.filmUrl)!;
    const disabled = page.getByRole("button", { name: `Game Film: ${withoutFilm.name}` });
    expect(await disabled.isDisabled()).toBe(true);
    expect(await disabled.getAttribute("aria-describedby").then((id) => page.locator(`[id="${id}"]`).innerText())).toBe("No film link yet");

    // Send to UA explains itself in a dialog and gives the focus back when closed.
    const sendToUa = page.getByRole("button", { name: `Send to UA: ${withFilm.name}` });
    await sendToUa.click();
    const dialog = page.getByRole("dialog", { name: `Send ${withFilm.name} to UA` });
    await dialog.waitFor();
    expect(await dialog.innerText()).toContain(PRODUCT_FACTS.sendToUa);
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "detached" });
    await expect.poll(() => sendToUa.evaluate((button) => button === document.activeElement)).toBe(true);
    await context.close();
  });

  it("the invite-colleague form saves a referral and offers another", async () => {
    const { context, page } = await openPage(browser());
    await page.goto("/how-it-works");
    const form = page.getByRole("form", { name: "Invite a Colleague" });
    const referrer = uniqueEduEmail("hiw-referrer");
    const colleague = uniqueEduEmail("hiw-colleague");
    await form.getByLabel("Your Email").fill(referrer);
    const row = form.getByRole("group", { name: "Coach 1", exact: true });
    await row.getByLabel("First Name").fill("Sam");
    await row.getByLabel("Last Name").fill("Lee");
    await row.getByLabel("Colleague's Email").fill(colleague);
    await row.getByLabel("Role/Position").fill("Recruiting Coordinator");
    await row.getByLabel("Sport").selectOption("Volleyball – Women");
    await form.getByRole("button", { name: "Prepare Email Invitation" }).click();
    await page.getByRole("heading", { name: "Referral Saved: Your Email Draft Is Ready" }).waitFor();
    await toastWith(page, "Referral Saved Successfully").waitFor();
    expect(await page.getByRole("link", { name: "Open the email draft again" }).getAttribute("href")).toMatch(new RegExp(`^mailto:${colleague}\\?`));
    const saved = (await db.collection("user_referrals").where("referrer_email", "==", referrer).get()).docs.map((doc) => doc.get("referee_email"));
    expect(saved).toEqual([colleague]);
    await page.getByRole("button", { name: "Invite Another Colleague" }).click();
    await page.getByRole("form", { name: "Invite a Colleague" }).waitFor();
    await context.close();
  });

  it("fits a 375 px phone: no sideways page scroll, the table scrolls in its own focusable region", async () => {
    const { context, page } = await openPage(browser(), MOBILE);
    await page.goto("/how-it-works");
    const region = page.getByRole("region", { name: /athletes from/ });
    await region.waitFor();
    // Keys reach the page once it has hydrated (until then it is inert: src/app/LiftInert.tsx).
    await hydrated(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0);
    const scroll = await region.evaluate((element) => ({ tabIndex: element.tabIndex, scrollable: element.scrollWidth > element.clientWidth }));
    expect(scroll).toEqual({ tabIndex: 0, scrollable: true });
    await region.focus();
    await page.keyboard.press("ArrowRight");
    await expect.poll(() => region.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await context.close();
  });
});
