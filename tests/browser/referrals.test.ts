import type { BrowserContext, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { BRAND } from "@machines/brand";
import { REFERRAL_MESSAGES } from "@machines/referrals/schema";
import { db } from "../../functions/src/lib/admin";
import { clientsForThisFile, uniqueEduEmail } from "../support/clientApp";
import { waitForEmail } from "../support/mailCatcher";
import { coachWithPassword, signInWithPassword } from "./support/portal";
import { MOBILE, SESSION_LOAD_TIMEOUT, browserForThisFile, hydrated, openPage, seriousAccessibilityViolations, toastWith } from "./support/browser";

const browser = browserForThisFile();
const client = clientsForThisFile();

interface Referee {
  firstName: string;
  lastName: string;
  email: string;
  role: string;
  sport: string;
}

const row = (page: Page, position: number) => page.getByRole("group", { name: `Coach ${position}`, exact: true });

async function fillRow(page: Page, position: number, referee: Referee) {
  const group = row(page, position);
  await group.getByLabel("First Name").fill(referee.firstName);
  await group.getByLabel("Last Name").fill(referee.lastName);
  await group.getByLabel("Colleague's Email").fill(referee.email);
  await group.getByLabel("Role/Position").fill(referee.role);
  await group.getByLabel("Sport").selectOption(referee.sport);
}

const referee = (label: string, sport = "Softball"): Referee => ({
  firstName: "Dana",
  lastName: label,
  email: uniqueEduEmail(`referee-${label.toLowerCase()}`),
  role: "Assistant Coach",
  sport,
});

/** Every navigation the page asks for, including mailto: ones the browser hands to another app. */
async function recordNavigationRequests(context: BrowserContext, page: Page): Promise<string[]> {
  const urls: string[] = [];
  const cdp = await context.newCDPSession(page);
  await cdp.send("Page.enable");
  cdp.on("Page.frameRequestedNavigation", (event) => urls.push(event.url));
  return urls;
}

describe("referral form on /coach-connect", () => {
  it("prefills the referrer email from ?email=, adds and removes rows, checks row emails live", async () => {
    const { context, page } = await openPage(browser());
    await page.goto("/coach-connect?email=jreyes%40state.edu");
    await page.getByRole("heading", { level: 1, name: "Coach Connect Bonus" }).waitFor();
    await page.getByRole("heading", { name: "How It Works" }).waitFor();
    // The prerendered form is empty: the address arrives with the page's code, which starts after the first paint.
    await hydrated(page);
    expect(await page.getByLabel("Your Email").inputValue()).toBe("jreyes@state.edu");

    // One row: nothing to remove.
    expect(await page.getByRole("button", { name: /^Remove/ }).count()).toBe(0);
    await page.getByRole("button", { name: "Add Another Coach" }).click();
    await row(page, 2).waitFor();
    // The new row's first field takes the focus.
    await expect
      .poll(() =>
        row(page, 2)
          .getByLabel("First Name")
          .evaluate((input) => input === document.activeElement),
      )
      .toBe(true);
    await row(page, 2).getByLabel("First Name").fill("Lee");
    await row(page, 2).getByLabel("Last Name").fill("Park");
    expect(await page.getByRole("button", { name: /^Remove/ }).count()).toBe(2);
    expect(await page.getByRole("button", { name: "Remove coach 2 (Lee Park)" }).count()).toBe(1);
    await page.getByRole("button", { name: "Remove coach 1" }).click();
    expect(await row(page, 2).count()).toBe(0);
    // The remaining row moved up, with what was typed in it.
    expect(await row(page, 1).getByLabel("First Name").inputValue()).toBe("Lee");
    expect(await page.getByRole("button", { name: /^Remove/ }).count()).toBe(0);

    const email = row(page, 1).getByLabel("Colleague's Email");
    await email.pressSequentially("lpark@state");
    await row(page, 1).getByText(REFERRAL_MESSAGES.emailInvalid).waitFor();
    expect(await email.getAttribute("aria-invalid")).toBe("true");
    await email.pressSequentially(".com");
    await row(page, 1).getByText(REFERRAL_MESSAGES.emailNotEdu).waitFor();
    await email.fill("lpark@state.edu");
    await row(page, 1).getByText(REFERRAL_MESSAGES.emailNotEdu).waitFor({ state: "detached" });
    expect(await email.getAttribute("aria-invalid")).toBeNull();
    // Untouched fields stay quiet until the form is submitted.
    expect(await page.getByText(REFERRAL_MESSAGES.roleRequired).count()).toBe(0);
    await context.close();
  });

  it("an empty submit shows every message and 'Form Validation Error', and calls nothing", async () => {
    const { context, page } = await openPage(browser());
    const calls: string[] = [];
    page.on("request", (request) => {
      if (request.url().includes("submitReferral")) calls.push(request.url());
    });
    await page.goto("/coach-connect");
    await page.getByRole("button", { name: "Prepare Email Invitation" }).click();
    await toastWith(page, "Form Validation Error").waitFor();
    expect(await toastWith(page, "Form Validation Error").innerText()).toContain("Please fill out all required fields correctly.");
    for (const message of [
      REFERRAL_MESSAGES.referrerEmailRequired,
      REFERRAL_MESSAGES.firstNameRequired,
      REFERRAL_MESSAGES.lastNameRequired,
      REFERRAL_MESSAGES.emailRequired,
      REFERRAL_MESSAGES.roleRequired,
      REFERRAL_MESSAGES.sportRequired,
    ]) {
      await page.getByText(message, { exact: true }).waitFor();
    }
    // The first field that needs attention has the focus.
    await expect.poll(() => page.getByLabel("Your Email").evaluate((input) => input === document.activeElement)).toBe(true);

    await page.getByLabel("Your Email").fill("coach@gmail.com");
    await page.getByText(REFERRAL_MESSAGES.referrerEmailNotEdu).waitFor();
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    expect(calls).toEqual([]);
    await context.close();
  });

  it("saves a signed-in coach's referral, emails the invitations, opens one draft to all referees and shows the sent state", async () => {
    const { context, page } = await openPage(browser());
    const navigations = await recordNavigationRequests(context, page);
    await page.goto("/coach-connect");
    // A visitor is offered the draft only; InboxScout sends invitations for signed-in coaches.
    await page.getByText(`can also have ${BRAND.name} email the invitations`).waitFor();
    const { email: referrer, code, name } = await signedInCoachOn(page);
    const first = referee("Ortiz");
    const second = referee("Kim", "Volleyball – Women");
    await formHasSignedInCoach(page);
    expect(await page.getByLabel("Your Email").inputValue()).toBe(referrer);
    await fillRow(page, 1, first);
    await page.getByRole("button", { name: "Add Another Coach" }).click();
    await fillRow(page, 2, second);
    await page.getByLabel(`Also send the invitations from ${BRAND.name}`).check();

    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/submitReferral", async (route) => {
      await held;
      await route.continue();
    });
    await page.getByRole("button", { name: "Prepare Email Invitation" }).click();
    const busy = page.getByRole("button", { name: "Preparing..." });
    await busy.waitFor();
    expect(await busy.isDisabled()).toBe(true);
    expect(await page.getByLabel("Your Email").isDisabled()).toBe(true);
    expect(await page.getByRole("button", { name: "Add Another Coach" }).isDisabled()).toBe(true);
    release();

    await page.getByRole("heading", { name: "Referral Successfully Sent" }).waitFor();
    await toastWith(page, "Referral Saved Successfully").waitFor();
    expect(await toastWith(page, "Referral Saved Successfully").innerText()).toContain(
      "Your email client should have opened with a pre-filled message.",
    );
    expect(await page.getByText("Your reward:").isVisible()).toBe(true);

    // One draft to both referees, opened by the page and linked in the sent state.
    const draft = await page.getByRole("link", { name: "Open the email draft again" }).getAttribute("href");
    expect(draft).toMatch(new RegExp(`^mailto:${first.email.replace(/\./g, "\\.")},${second.email.replace(/\./g, "\\.")}\\?subject=`));
    expect(decodeURIComponent(draft!)).toContain(`Try ${BRAND.name} with me`);
    // (The browser escapes the apostrophe the link keeps as it is.)
    await expect.poll(() => navigations.filter((url) => url.startsWith("mailto:")).map(decodeURIComponent)).toEqual([decodeURIComponent(draft!)]);

    for (const invited of [first, second]) {
      const invitation = await waitForEmail(invited.email, `invited you to try ${BRAND.name}`);
      expect(invitation.subject).toBe(`${name} invited you to try ${BRAND.name}`);
      expect(invitation.text).toContain(`Hi ${invited.firstName},`);
      expect(invitation.text).toContain(code);
    }
    const rows = (await db.collection("user_referrals").where("referrer_email", "==", referrer).get()).docs.map((doc) => doc.data());
    expect(
      rows
        .map((saved) => [saved.referee_email, saved.referee_last_name, saved.referee_role, saved.referee_sport, saved.personal_referral_code])
        .sort(),
    ).toEqual(
      [
        [first.email, first.lastName, first.role, first.sport, code],
        [second.email, second.lastName, second.role, second.sport, code],
      ].sort(),
    );
    expect(await page.getByText(`${BRAND.name} also emailed 2 invitations.`).isVisible()).toBe(true);
    expect(await seriousAccessibilityViolations(page)).toEqual([]);

    expect(await page.getByRole("link", { name: "Return to Homepage" }).getAttribute("href")).toBe("/");
    // 'Refer Another Coach' starts over with the referrer kept; so does coming back in this session.
    await page.getByRole("button", { name: "Refer Another Coach" }).click();
    await row(page, 1).getByLabel("First Name").waitFor();
    expect(await row(page, 1).getByLabel("First Name").inputValue()).toBe("");
    expect(await row(page, 2).count()).toBe(0);
    expect(await page.getByLabel("Your Email").inputValue()).toBe(referrer);
    expect(await page.evaluate(() => sessionStorage.getItem("referral.referrerEmail"))).toBe(referrer);
    await page.goto("/coach-connect");
    // Kept by this tab: the hydrated form starts with it (the prerendered one is empty), before the signed-in coach has loaded.
    await hydrated(page);
    expect(await page.getByLabel("Your Email").inputValue()).toBe(referrer);
    await context.close();
  });

  it("keeps everything typed and shows 'Error Creating Referral' when the service is unreachable", async () => {
    const { context, page } = await openPage(browser());
    await page.route("**/submitReferral", (route) => route.abort("connectionrefused"));
    const referrer = uniqueEduEmail("offline");
    const invited = referee("Offline");
    await page.goto(`/coach-connect?email=${encodeURIComponent(referrer)}`);
    await hydrated(page);
    await fillRow(page, 1, invited);
    await page.getByRole("button", { name: "Prepare Email Invitation" }).click();
    await toastWith(page, "Error Creating Referral").waitFor();
    expect(await toastWith(page, "Error Creating Referral").innerText()).toContain("There was a problem saving your referral. Please try again.");
    expect(await row(page, 1).getByLabel("Colleague's Email").inputValue()).toBe(invited.email);
    expect(await page.getByRole("button", { name: "Prepare Email Invitation" }).isEnabled()).toBe(true);
    expect((await db.collection("user_referrals").where("referrer_email", "==", referrer).get()).size).toBe(0);
    await context.close();
  });

  it("is usable on a phone: no sideways scrolling, no serious accessibility violations", async () => {
    const { context, page } = await openPage(browser(), MOBILE);
    await page.goto("/coach-connect");
    await page.getByRole("button", { name: "Add Another Coach" }).click();
    await row(page, 2).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0);
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await context.close();
  });
});

/**
 * Waits until the form has the signed-in coach's account, which it asks the server for once the page is idle:
 * one event brings the coach's address and the offer to send the invitations, so the offer showing means the
 * address is in too.
 */
async function formHasSignedInCoach(page: Page) {
  await page.getByLabel(`Also send the invitations from ${BRAND.name}`).waitFor({ timeout: SESSION_LOAD_TIMEOUT });
}

/**
 * Signs a coach with a running trial in through /login, as a coach would, and brings the page back to
 * where it was. Returns what the coach's account holds.
 */
async function signedInCoachOn(page: Page) {
  const { uid, email } = await coachWithPassword(client, "referrer");
  const account = (await db.collection("users").doc(uid).get()).data()!;
  const here = new URL(page.url()).pathname;
  await page.goto("/login");
  await signInWithPassword(page, email);
  await page.waitForURL((url) => url.pathname !== "/login");
  await page.goto(here);
  return { email, code: String(account.personal_referral_code), name: `${account.first_name} ${account.last_name}` };
}

describe("/referral", () => {
  it("explains how to get a code to a visitor, and shows a signed-in coach their own code and email", async () => {
    const { context, page } = await openPage(browser());
    await page.goto("/referral");
    await page.getByRole("heading", { level: 1, name: "Refer Your Colleagues" }).waitFor();
    await page.getByRole("heading", { name: "Getting your referral code" }).waitFor();
    expect(await page.getByLabel("Your Email").inputValue()).toBe("");
    expect(await seriousAccessibilityViolations(page)).toEqual([]);

    const { email: coachEmail, code } = await signedInCoachOn(page);
    try {
      await page.getByRole("heading", { name: "Your referral code" }).waitFor();
      await page.getByText(code, { exact: true }).waitFor();
      expect(await page.getByText(`Signed in as ${coachEmail}.`).count()).toBe(1);
      await formHasSignedInCoach(page);
      expect(await page.getByLabel("Your Email").inputValue()).toBe(coachEmail);
      expect(await page.getByLabel("Your Referral Code (optional)").inputValue()).toBe(code);

      const invited = referee("Signed");
      await fillRow(page, 1, invited);
      await page.getByRole("button", { name: "Prepare Email Invitation" }).click();
      await page.getByRole("heading", { name: "Referral Saved: Your Email Draft Is Ready" }).waitFor();
      const draft = await page.getByRole("link", { name: "Open the email draft again" }).getAttribute("href");
      expect(decodeURIComponent(draft!)).toContain(`?ref=${code}`);
      const saved = (await db.collection("user_referrals").where("referee_email", "==", invited.email).get()).docs.map((doc) => doc.data());
      expect(saved).toEqual([expect.objectContaining({ referrer_email: coachEmail, personal_referral_code: code })]);
      // The sent state's reset action.
      await page.getByRole("button", { name: "Refer Another Coach" }).click();
      await row(page, 1).getByLabel("First Name").waitFor();
    } finally {
      await context.close();
    }
  });

  it("/referral-confirmation still confirms and links back", async () => {
    const { context, page } = await openPage(browser());
    await page.goto("/referral-confirmation");
    await page.getByRole("heading", { level: 1, name: "Referral Successfully Sent" }).waitFor();
    expect(await page.getByText("Your reward:").isVisible()).toBe(true);
    await page.getByRole("link", { name: "Refer Another Coach" }).click();
    await page.getByRole("heading", { level: 1, name: "Coach Connect Bonus" }).waitFor();
    await context.close();
  });
});
