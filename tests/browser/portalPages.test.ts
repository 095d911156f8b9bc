import { randomUUID } from "node:crypto";
import { readFile } from "node:fs/promises";
import { describe, expect, it } from "vitest";
import { coachEmails } from "../../functions/src/lib/firestore";
import { clientsForThisFile } from "../support/clientApp";
import { eventually } from "../support/eventually";
import { openDataArchive } from "../support/dataArchive";
import { athleteIntroduction, originalMessage } from "../support/inbound";
import { waitForEmail } from "../support/mailCatcher";
import { DESKTOP, MOBILE, browserForThisFile, openPage, seriousAccessibilityViolations, toastWith } from "./support/browser";
import { coachWithPassword, signedInAt } from "./support/portal";

const browser = browserForThisFile();
const client = clientsForThisFile();

const tournamentIntroduction = (first: string, last: string) => ({
  from: `${first} ${last} <${first}.${last}.${randomUUID().slice(0, 6)}@gmail.com>`.toLowerCase(),
  subject: "2027 OH at the Bluegrass Qualifier",
  body: `Hi Coach! My name is ${first} ${last} and I'm a 2027 outside hitter (6'1") from Lexington, KY. I play for KJV 17 Elite. I will be playing at the Bluegrass Qualifier on March 14-16, 2027 in Louisville, KY. We are on Court 12 and I wear #7.\n\n${first} ${last}`,
});
const campAd = { from: "Camps <info@camps.example>", subject: "Register for our clinic", body: "Register now for our Spring Clinic, March 3-4. Early-bird pricing, limited spots. Click here to register." };

async function expectAccessibleAtBothSizes(page: import("playwright-core").Page, name: string) {
  for (const viewport of [DESKTOP, MOBILE]) {
    await page.setViewportSize(viewport);
    expect(await seriousAccessibilityViolations(page), `${name} at ${viewport.width} px`).toEqual([]);
    await page.screenshot({ path: `test-results/portal-${name}-${viewport.width}.png`, fullPage: true });
  }
  await page.setViewportSize(DESKTOP);
}

describe("portal inbox, events, reports and import", () => {
  it("a coach rescues a filtered email, saves an event to the calendar, sends today's report and imports an mbox", { timeout: 240_000 }, async () => {
    const { uid, email, forward } = await coachWithPassword(client, "portalpages");
    await forward(tournamentIntroduction("Maya", "Thompson"));
    await forward(campAd);
    await eventually(async () => {
      const stored = (await coachEmails(uid).get()).docs.map((doc) => doc.data().state.status);
      return stored.length === 2 && !stored.includes("received") ? true : undefined;
    }, 45_000, "both processed");

    const { context, page } = await openPage(browser());
    await signedInAt(page, email, "/dashboard/inbox");
    await page.getByRole("heading", { level: 1, name: "Inbox" }).waitFor();
    await page.getByText("Filtered: Camp or clinic advertisement").waitFor();
    await expectAccessibleAtBothSizes(page, "inbox");
    await page.getByRole("button", { name: "This is recruiting" }).click();
    await toastWith(page, "Marked as recruiting").waitFor();

    await page.goto("/dashboard/events");
    await page.getByRole("heading", { level: 2, name: "Bluegrass Qualifier" }).waitFor();
    await page.getByText("Court 12").first().waitFor();
    await expectAccessibleAtBothSizes(page, "events");
    const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: /^Add to calendar/ }).click()]);
    const ics = await readFile((await download.path())!, "utf8");
    expect(ics).toContain("SUMMARY:Bluegrass Qualifier");

    await page.goto("/dashboard/reports");
    await page.getByText("No reports yet.").waitFor();
    await page.getByRole("button", { name: "Send me today's report now" }).click();
    await toastWith(page, "Report sent").waitFor();
    await waitForEmail(email, "Your InboxScout report", 30_000);
    await page.getByRole("link", { name: /Your InboxScout report/ }).click();
    await page.getByRole("heading", { level: 2, name: "New athletes" }).waitFor();
    await page.getByRole("link", { name: "Maya Thompson" }).waitFor();
    await expectAccessibleAtBothSizes(page, "report");

    await page.goto("/dashboard/import");
    const mboxOf = async (...names: Array<[string, string]>) =>
      Buffer.concat(
        await Promise.all(
          names.map(async ([first, last]) =>
            Buffer.concat([
              Buffer.from("From athlete@example.com Mon Nov 23 10:00:00 2026\n"),
              await originalMessage(athleteIntroduction({ first, last, email: `${first}.${randomUUID().slice(0, 6)}@gmail.com`.toLowerCase() }), email),
              Buffer.from("\n"),
            ]),
          ),
        ),
      );
    await page.locator('input[type="file"]').setInputFiles({ name: "Recruits.mbox", mimeType: "application/mbox", buffer: await mboxOf(["Nina", "Park"], ["Cora", "Diaz"]) });
    const imports = page.getByRole("list", { name: "Imports" }).getByRole("listitem");
    const imported = imports.filter({ hasText: "Recruits.mbox" });
    await imported.getByText("2 imported").waitFor();
    await imported.getByText(/Done · 2 of 2 processed/).waitFor({ timeout: 60_000 });
    await imported.getByText("2 new athletes found").waitFor();
    await expectAccessibleAtBothSizes(page, "import");

    // Resuming after a reload: this browser remembers the file sent its first message under its import id,
    // so choosing the same file again sends only the rest, to the same import, and then forgets it.
    const resumed = await mboxOf(["Skipped", "Before"], ["Lena", "Ortiz"], ["Tess", "Nguyen"]);
    const resumeKey = `import:Resumed.mbox:${resumed.length}:1700000000000`;
    await page.evaluate(
      ([key, bytes]) => {
        localStorage.setItem(key, JSON.stringify({ importId: "resumedimport0001", sent: 1 }));
        const transfer = new DataTransfer();
        transfer.items.add(new File([Uint8Array.from(atob(bytes), (char) => char.charCodeAt(0))], "Resumed.mbox", { lastModified: 1700000000000 }));
        const input = document.querySelector<HTMLInputElement>('input[type="file"]')!;
        input.files = transfer.files;
        input.dispatchEvent(new Event("change", { bubbles: true }));
      },
      [resumeKey, resumed.toString("base64")] as const,
    );
    const resumedImport = imports.filter({ hasText: "Resumed.mbox" });
    await resumedImport.getByText(/Done · 2 of 2 processed/).waitFor({ timeout: 60_000 });
    await resumedImport.getByText("2 imported · 0 already imported or forwarded · 2 new athletes found").waitFor();
    expect(await page.evaluate((key) => localStorage.getItem(key), resumeKey)).toBeNull();
    await page.goto("/dashboard/athletes");
    await page.getByRole("link", { name: "Tess Nguyen" }).waitFor();
    expect(await page.getByRole("link", { name: "Skipped Before" }).count()).toBe(0);

    // Settings: all my data as a zip (through the dev server's Hosting rewrite), and the athletes as a spreadsheet.
    await page.goto("/dashboard/settings");
    const [zip] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: "Download all my data" }).click()]);
    expect(zip.suggestedFilename()).toMatch(/^inboxscout-data-\d{4}-\d{2}-\d{2}\.zip$/);
    const archive = await openDataArchive(await readFile((await zip.path())!));
    expect(archive.text("README.txt")).toContain("athletes.csv");
    for (const name of ["Tess Nguyen", "Maya"]) expect(archive.text("athletes.csv")).toContain(name);
    const [csv] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: "Download my athletes (CSV)" }).click()]);
    const sheet = await readFile((await csv.path())!, "utf8");
    expect(sheet.charCodeAt(0)).toBe(0xfeff);
    for (const name of ["Maya", "Nina", "Cora"]) expect(sheet).toContain(name);
    await context.close();
  });
});
