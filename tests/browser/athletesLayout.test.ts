import { mkdir } from "node:fs/promises";
import { randomUUID } from "node:crypto";
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { ATHLETE_MESSAGES } from "@machines/portal/athletes";
import { coachAthletes, coachEmails, users } from "../../functions/src/lib/firestore";
import { clientsForThisFile } from "../support/clientApp";
import { eventually } from "../support/eventually";
import { athleteIntroduction } from "../support/inbound";
import { DESKTOP, MOBILE, browserForThisFile, openPage, seriousAccessibilityViolations } from "./support/browser";
import { layoutDefects } from "./support/layoutDefects";
import { coachWithPassword, signedInAt } from "./support/portal";

/** Issue 17, items 11 and 12: the Athletes list at 1280 and 375 px, Send to UA, and the athlete page's source sentences. */

const browser = browserForThisFile();
const client = clientsForThisFile();
const SHOTS = "/tmp/shots-layout";

const ATHLETES = [
  { first: "Ada", last: "Baker", gpa: "3.4", height: `6'2"`, phone: "(859) 555-0101" },
  { first: "Bea", last: "Long", gpa: "3.95", height: `5'9"`, phone: "(859) 555-0102" },
  { first: "Cora", last: "Nash", gpa: "3.7", height: `6'0"`, phone: "(859) 555-0103" },
];
// Three orders that differ from each other and from the list's default (latest contact first).
const BY_GPA = ["Bea Long", "Cora Nash", "Ada Baker"];
const BY_HEIGHT = ["Ada Baker", "Cora Nash", "Bea Long"];
const BY_NAME = ["Ada Baker", "Bea Long", "Cora Nash"];

let coach: Awaited<ReturnType<typeof coachWithPassword>>;
const emailOf = new Map<string, string>();

beforeAll(async () => {
  coach = await coachWithPassword(client, "athletes-layout");
  for (const athlete of ATHLETES) {
    const email = `${athlete.first}.${athlete.last}.${randomUUID().slice(0, 6)}@gmail.com`.toLowerCase();
    emailOf.set(athlete.first, email);
    const introduction = athleteIntroduction({ ...athlete, email });
    await coach.forward({ ...introduction, body: introduction.body.replace("3.9 GPA", `${athlete.gpa} GPA`).replace(`(6'1")`, `(${athlete.height})`) });
  }
  await eventually(
    async () => {
      const emails = (await coachEmails(coach.uid).get()).docs.map((doc) => doc.data());
      return emails.length === ATHLETES.length && emails.every((email) => email.state.status !== "received") ? emails : undefined;
    },
    60_000,
    "the three emails processed",
  );
  await mkdir(SHOTS, { recursive: true });
}, 120_000);

const sendToUa = (page: Page) => page.getByRole("button", { name: /^Send to UA/ });

/** What the button tells a screen reader and shows: unavailable or not, its description, and its look. */
async function sendToUaState(page: Page) {
  const button = sendToUa(page);
  const describedBy = await button.getAttribute("aria-describedby");
  return {
    unavailable: (await button.getAttribute("aria-disabled")) === "true",
    description: await page.locator(`[id="${describedBy}"]`).innerText(),
    cursor: await button.evaluate((element) => getComputedStyle(element).cursor),
    border: await button.evaluate((element) => getComputedStyle(element).borderTopStyle),
  };
}

/**
 * Scrolls the table's own box from its left to its right edge and notes each column header seen whole and
 * uncovered at some point, and whether every name cell stayed whole and uncovered in the box throughout.
 */
function scrollThroughTable(page: Page) {
  return page.locator("table").evaluate((table) => {
    const box = table.parentElement!;
    const headers = Array.from(table.querySelectorAll("thead th"));
    const seen = new Set<string>();
    let namesAlwaysInView = true;
    const uncovered = (element: Element) => {
      const rect = element.getBoundingClientRect();
      const inside = box.getBoundingClientRect().left + box.clientLeft;
      if (rect.left < inside - 1 || rect.right > inside + box.clientWidth + 1) return false;
      const hit = document.elementFromPoint(rect.left + rect.width / 2, rect.top + rect.height / 2);
      return hit !== null && element.contains(hit);
    };
    const steps = Math.max(1, Math.ceil((box.scrollWidth - box.clientWidth) / 50));
    for (let step = 0; step <= steps; step += 1) {
      box.scrollLeft = Math.min(box.scrollWidth - box.clientWidth, step * 50);
      for (const header of headers) if (uncovered(header)) seen.add(header.textContent!.trim() || "(select all)");
      for (const name of Array.from(table.querySelectorAll("tbody th[scope=row]"))) if (!uncovered(name)) namesAlwaysInView = false;
    }
    return {
      scrolls: box.scrollWidth > box.clientWidth,
      seen: [...seen],
      columns: headers.map((header) => header.textContent!.trim() || "(select all)"),
      namesAlwaysInView,
    };
  });
}

describe("the Athletes list", () => {
  it("at 1280 px: every column seen by scrolling inside the table with the name kept in view, GPA highest first, Send to UA explained and unavailable until it can be used", async () => {
    const { context, page } = await openPage(browser(), DESKTOP);
    await signedInAt(page, coach.email, "/dashboard/athletes");
    await page.getByText("3 of 3 athletes").waitFor();

    // No UA address yet: the button says what it does, why it cannot, and looks unavailable.
    await expect.poll(async () => (await sendToUaState(page)).description).toContain(ATHLETE_MESSAGES.noUaAddress);
    let state = await sendToUaState(page);
    expect(state).toMatchObject({ unavailable: true, cursor: "not-allowed", border: "dashed" });
    expect(state.description).toContain(ATHLETE_MESSAGES.uaExplained(""));
    await page.getByRole("checkbox", { name: "Select Ada Baker" }).check();
    expect((await sendToUaState(page)).unavailable).toBe(true);
    expect(await seriousAccessibilityViolations(page), "list at 1280 px").toEqual([]);
    expect(await layoutDefects(page)).toEqual([]);

    const table = await scrollThroughTable(page);
    expect(table.seen.sort()).toEqual(table.columns.sort());
    expect(table.namesAlwaysInView).toBe(true);
    await page.locator("table").evaluate((element) => (element.parentElement!.scrollLeft = element.parentElement!.scrollWidth));
    await page.screenshot({ path: `${SHOTS}/after-athletes-1280-scrolled.png` });

    await page.getByRole("combobox", { name: "Sort by" }).selectOption("gpa");
    await expect.poll(() => page.locator("tbody th[scope=row]").allInnerTexts()).toEqual(BY_GPA);
    expect(await page.getByRole("combobox", { name: "Order" }).inputValue()).toBe("desc");
    await page.getByRole("combobox", { name: "Sort by" }).selectOption("height");
    await expect.poll(() => page.locator("tbody th[scope=row]").allInnerTexts()).toEqual(BY_HEIGHT);
    await page.getByRole("combobox", { name: "Sort by" }).selectOption("name");
    await expect.poll(() => page.locator("tbody th[scope=row]").allInnerTexts()).toEqual(BY_NAME);
    expect(await page.getByRole("combobox", { name: "Order" }).inputValue()).toBe("asc");

    // With the address set: nothing selected is the only reason left; once one is, it can be used.
    const uaAddress = `ua.${coach.uid.slice(0, 8).toLowerCase()}@ua.example`;
    await users.doc(coach.uid).update({ uaNoteAddress: uaAddress });
    await page.reload();
    await page.getByText("3 of 3 athletes").waitFor();
    await expect.poll(async () => (await sendToUaState(page)).description).toContain(ATHLETE_MESSAGES.uaNothingSelected);
    state = await sendToUaState(page);
    expect(state).toMatchObject({ unavailable: true, cursor: "not-allowed" });
    expect(state.description).toContain(ATHLETE_MESSAGES.uaExplained(uaAddress));
    await page.getByRole("checkbox", { name: "Select Ada Baker" }).check();
    state = await sendToUaState(page);
    expect(state.unavailable).toBe(false);
    expect(state.cursor).not.toBe("not-allowed");
    expect(state.description).not.toContain(ATHLETE_MESSAGES.uaNothingSelected);
    await page.locator("table").evaluate((element) => (element.parentElement!.scrollLeft = 0));
    await page.screenshot({ path: `${SHOTS}/after-athletes-1280.png`, fullPage: true });
    await context.close();
  });

  it("at 375 px: a card per athlete with her GPA, email and phone as links, sorted by GPA highest first, no sideways scrolling", async () => {
    const { context, page } = await openPage(browser(), MOBILE);
    await signedInAt(page, coach.email, "/dashboard/athletes");
    await page.goto("/dashboard/athletes?sort=gpa");
    await page.getByText("3 of 3 athletes").waitFor();
    const cards = page.getByRole("list", { name: "Athletes" }).getByRole("listitem");
    await expect.poll(() => cards.getByRole("heading").allInnerTexts()).toEqual(BY_GPA);
    expect(await page.locator("table").isVisible()).toBe(false);
    for (const athlete of ATHLETES) {
      const card = cards.filter({ has: page.getByRole("heading", { name: `${athlete.first} ${athlete.last}` }) });
      const email = emailOf.get(athlete.first)!;
      expect(await card.getByRole("link", { name: email }).getAttribute("href")).toBe(`mailto:${email}`);
      expect(await card.getByRole("link", { name: athlete.phone }).getAttribute("href")).toMatch(/^tel:\+1859555010\d$/);
      await card.getByText(Number(athlete.gpa).toFixed(2), { exact: true }).waitFor();
      await card.getByText(athlete.height, { exact: true }).waitFor();
      await card.getByText("KJV 17 Elite", { exact: true }).waitFor();
      await card.getByRole("checkbox", { name: `Select ${athlete.first} ${athlete.last}` }).waitFor();
    }
    // Whichever address the coach has by now (the 1280 px test sets one), the button says where it sends.
    const uaAddress = (await users.doc(coach.uid).get()).data()!.uaNoteAddress ?? "";
    await expect.poll(async () => (await sendToUaState(page)).description).toContain(ATHLETE_MESSAGES.uaExplained(uaAddress));
    expect(await layoutDefects(page)).toEqual([]);
    expect(await seriousAccessibilityViolations(page), "list at 375 px").toEqual([]);
    await page.screenshot({ path: `${SHOTS}/after-athletes-375.png`, fullPage: true });
    await context.close();
  });
});

describe("the athlete page", () => {
  it("shows a sentence that gave many fields once, with each value marked in it, at 1280 and 375 px", async () => {
    const ada = (await coachAthletes(coach.uid).where("fields.firstName.value", "==", "Ada").get()).docs[0]!.id;
    const { context, page } = await openPage(browser(), DESKTOP);
    await signedInAt(page, coach.email, `/dashboard/athletes/${ada}`);
    await page.getByRole("heading", { level: 1, name: "Ada Baker" }).waitFor();
    for (const viewport of [DESKTOP, MOBILE]) {
      await page.setViewportSize(viewport);
      const fields = page.locator("section", { has: page.getByRole("heading", { level: 2, name: "What the emails say" }) });
      // The innermost elements that hold the sentence: one, however many fields it gave.
      const holders = await fields.evaluate((section) =>
        Array.from(section.querySelectorAll("*")).filter(
          (element) => element.textContent!.includes("My name is Ada Baker") && !Array.from(element.children).some((child) => child.textContent!.includes("My name is Ada Baker")),
        ).length,
      );
      expect(holders, `the sentence at ${viewport.width} px`).toBe(1);
      const quote = fields.locator("figure", { hasText: "My name is Ada Baker" });
      expect(await quote.locator("blockquote").innerText()).toContain(`Hi Coach! My name is Ada Baker and I'm a 2027 outside hitter (6'2") from Lexington, KY.`);
      expect(await quote.locator("mark").allInnerTexts()).toEqual(expect.arrayContaining(["Ada", "Baker", "2027", `6'2"`, "Lexington", "KY"]));
      await quote.getByText(/^From the email ".*2027 OH interested in your program"/).waitFor();
      await quote.getByText(/First name, Last name.*Height.*City, State/).waitFor();
      // Each field points to its quote by number, and the link lands on it.
      const firstName = fields.getByRole("listitem").filter({ has: page.getByRole("button", { name: "Correct first name" }) });
      const href = await firstName.getByRole("link", { name: /^quote \d+$/ }).getAttribute("href");
      expect(await quote.getAttribute("id")).toBe(href!.slice(1));
      expect(await layoutDefects(page)).toEqual([]);
      expect(await seriousAccessibilityViolations(page), `athlete page at ${viewport.width} px`).toEqual([]);
      await page.screenshot({ path: `${SHOTS}/after-athlete-${viewport.width}.png`, fullPage: true });
    }
    await context.close();
  });
});
