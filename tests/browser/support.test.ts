import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { ONBOARDING_MACHINE_VERSION } from "@machines/onboarding/onboardingMachine";
import { DAY_MS } from "@machines/shared/dates";
import { SUPPORT_ACCESS_TEXT } from "@machines/support/audit";
import { users } from "../../functions/src/lib/firestore";
import { billingWhen } from "../support/billing";
import { clientsForThisFile } from "../support/clientApp";
import { emailsProcessed } from "../support/coachEmails";
import { athleteIntroduction, forwardingCoach } from "../support/inbound";
import { emailsTo, waitForEmail } from "../support/mailCatcher";
import { LINK_SUBJECTS, RESET_SUBJECT, linkTokenIn } from "../support/onboardingFlow";
import { supportPerson } from "../support/supportAccount";
import { DESKTOP, MOBILE, SESSION_LOAD_TIMEOUT, browserForThisFile, openPage, seriousAccessibilityViolations, toastWith } from "./support/browser";
import { waitForPath } from "./support/onboarding";
import { PASSWORD, passwordForm, signInWithPassword, signedInAt } from "./support/portal";

const browser = browserForThisFile();
const client = clientsForThisFile();

/** Signs in at /login from /support, as a support person does, and comes back to the console. */
async function supportSignsIn(page: Page, email: string, password: string) {
  await page.goto("/support");
  await waitForPath(page, "/login");
  expect(new URL(page.url()).searchParams.get("redirect")).toBe("/support");
  await passwordForm(page).waitFor({ timeout: SESSION_LOAD_TIMEOUT });
  await signInWithPassword(page, email, password);
  await waitForPath(page, "/support");
}

const noHorizontalScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

describe("support console", () => {
  it("support finds a coach, reads the onboarding snapshot and a forwarded email's trail, resends a link and extends a trial; the coach grants and withdraws access", async () => {
    const [coach, support] = await Promise.all([forwardingCoach(client, "supportui"), supportPerson("supportui")]);
    await coach.browser.call("saveOnboardingProgress", {
      progress: { machineVersion: ONBOARDING_MACHINE_VERSION, stateValue: { review: "idle" }, step: "review", context: { intake: { firstName: "Jordan" } }, updatedAt: new Date().toISOString() },
      eventType: "NEXT",
    });
    // Setting a password ends the client's other sessions, so it comes last.
    await coach.browser.call("setPassword", { password: PASSWORD });
    await coach.forward(athleteIntroduction({ first: "Nora", last: "Quill", email: `nora.quill.${randomUUID().slice(0, 6)}@gmail.com` }));
    await emailsProcessed(coach.uid, 1);
    const { trialEnd } = await billingWhen(coach.uid, (billing) => billing.status === "trialing", "the trial subscription");

    const { context, page } = await openPage(browser(), DESKTOP);
    await supportSignsIn(page, support.email, support.password);
    // The header knows who is signed in: the console and 'Sign Out', not a coach's 'Coach Login'.
    const header = page.getByRole("banner");
    await header.getByRole("link", { name: "Support Console" }).waitFor();
    await header.getByRole("button", { name: "Sign Out" }).waitFor();
    expect(await header.getByRole("link", { name: "Coach Login" }).count()).toBe(0);
    const find = page.getByRole("form", { name: "Find a coach" });
    await find.getByLabel("Why you're looking").fill("Ticket 4711: summaries missing");
    await find.getByLabel("Address, forwarding address, Stripe customer id or uid").fill(coach.email);
    await find.getByRole("button", { name: "Find" }).click();
    await page.getByRole("button", { name: `Open ${coach.email}` }).click({ timeout: SESSION_LOAD_TIMEOUT });

    // The onboarding snapshot as stored, and the forwarded email's trail: metadata, never the athlete.
    await expect.poll(() => page.getByLabel("Onboarding state value").textContent(), { timeout: SESSION_LOAD_TIMEOUT }).toContain('"review": "idle"');
    await page.getByRole("list", { name: "Steps reached" }).getByText("(NEXT)").first().waitFor();
    const emails = page.getByRole("list", { name: "Inbound emails" });
    await emails.getByText("summarised").waitFor();
    await emails.getByText(/Received .+ → processed .+ \(\d/).waitFor();
    expect(await page.locator("main").textContent()).not.toMatch(/Nora|Quill/);
    expect(await seriousAccessibilityViolations(page)).toEqual([]);

    // Resend a link: the coach gets a sign-in link.
    const linksBefore = (await emailsTo(coach.email)).filter((email) => email.subject === LINK_SUBJECTS.signIn).length;
    await page.getByRole("button", { name: "Resend the confirmation or sign-in link" }).click();
    await toastWith(page, "Sign-in link sent").waitFor({ timeout: SESSION_LOAD_TIMEOUT });
    await waitForEmail(coach.email, LINK_SUBJECTS.signIn);
    expect((await emailsTo(coach.email)).filter((email) => email.subject === LINK_SUBJECTS.signIn).length).toBe(linksBefore + 1);

    // Extend the trial by 3 days.
    const extend = page.getByRole("form", { name: "Extend the trial" });
    await extend.getByLabel("Extend the trial by").selectOption("3");
    await extend.getByRole("button", { name: "Extend trial" }).click();
    await toastWith(page, "Trial extended to").waitFor({ timeout: SESSION_LOAD_TIMEOUT });
    expect((await users.doc(coach.uid).get()).data()!.trialEndsAt.toMillis()).toBe(trialEnd!.toMillis() + 3 * DAY_MS);

    // The coach lets support see their emails from Settings, sees what support did, and withdraws it.
    const coachSide = await openPage(browser(), DESKTOP);
    await signedInAt(coachSide.page, coach.email, "/dashboard/settings");
    const access = coachSide.page.getByRole("region", { name: SUPPORT_ACCESS_TEXT.heading });
    await access.getByRole("list", { name: SUPPORT_ACCESS_TEXT.entriesHeading }).getByText("Extended your free trial").waitFor();
    await access.getByText("why: Ticket 4711: summaries missing").first().waitFor();
    await access.getByRole("button", { name: SUPPORT_ACCESS_TEXT.grant }).click();
    await access.getByRole("button", { name: SUPPORT_ACCESS_TEXT.withdraw }).waitFor({ timeout: SESSION_LOAD_TIMEOUT });
    expect(await seriousAccessibilityViolations(coachSide.page)).toEqual([]);

    await page.reload();
    await page.getByRole("button", { name: "Read (granted)" }).click({ timeout: SESSION_LOAD_TIMEOUT });
    await page.getByRole("region", { name: "Email text" }).getByText(/Nora/).first().waitFor({ timeout: SESSION_LOAD_TIMEOUT });

    await access.getByRole("button", { name: SUPPORT_ACCESS_TEXT.withdraw }).click();
    await access.getByRole("button", { name: SUPPORT_ACCESS_TEXT.grant }).waitFor({ timeout: SESSION_LOAD_TIMEOUT });
    await page.reload();
    await emails.getByText("summarised").waitFor({ timeout: SESSION_LOAD_TIMEOUT });
    expect(await page.getByRole("button", { name: "Read (granted)" }).count()).toBe(0);

    // A coach is no support person.
    await coachSide.page.goto("/support");
    await waitForPath(coachSide.page, "/unauthorized");
    await coachSide.context.close();

    // The same console on a phone.
    const phone = await openPage(browser(), MOBILE);
    await supportSignsIn(phone.page, support.email, support.password);
    await phone.page.goto(page.url().replace(/^https?:\/\/[^/]+/, ""));
    await phone.page.getByRole("list", { name: "Inbound emails" }).getByText("summarised").waitFor({ timeout: SESSION_LOAD_TIMEOUT });
    expect(await seriousAccessibilityViolations(phone.page)).toEqual([]);
    expect(await noHorizontalScroll(phone.page)).toBe(true);
    await phone.context.close();
    await context.close();
  }, 300_000);

  it("a support person's reset link offers the way back to the Support Console, not a coach's dashboard", async () => {
    const support = await supportPerson("supportreset");
    const { context, page } = await openPage(browser(), MOBILE);
    await page.goto("/login");
    await page.getByText("Forgot your password?").click();
    const resetForm = page.getByRole("form", { name: "Email me a reset link" });
    await resetForm.getByLabel("Email").fill(support.email);
    await resetForm.getByRole("button", { name: "Email me a reset link" }).click();
    const token = linkTokenIn((await waitForEmail(support.email, RESET_SUBJECT)).text);
    await page.goto(`/login?link=${token}`);
    await page.getByRole("button", { name: "Sign in and reset my password" }).click();
    await page.getByRole("heading", { level: 1, name: "Choose a new password" }).waitFor();
    expect(await page.getByRole("button", { name: /dashboard/ }).count()).toBe(0);
    await page.getByRole("button", { name: "Not now: go to the Support Console" }).click();
    await waitForPath(page, "/support");
    await context.close();
  });
});
