import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { BRAND } from "@machines/brand";
import { ONBOARDING_TOASTS } from "@machines/onboarding/schemas";
import { SAMPLE_SIGNUP_DRAFT } from "@machines/onboarding/testPaths";
import { db } from "../../functions/src/lib/admin";
import { uniqueEduEmail } from "../support/clientApp";
import { waitForEmail } from "../support/mailCatcher";
import { MOBILE, browserForThisFile, openPage, seriousAccessibilityViolations, toastWith } from "./support/browser";
import {
  fillScreening,
  fillSignup,
  legalTag,
  pathname,
  recordToasts,
  recordedToasts,
  reviewAllByTags,
  screenAndSign,
  screeningValues,
  signButton,
  signatureField,
  signupField,
  trackCallables,
  waitForPath,
} from "./support/onboarding";

const browser = browserForThisFile();

/**
 * Reloads once the step's progress is saved (a reload during a save is its own test below) and
 * checks the page is the same step, with no serious accessibility violation.
 */
async function reloadAt(page: Page, callables: ReturnType<typeof trackCallables>, path: string, heading: string) {
  await callables.settled();
  await page.reload();
  await page.getByRole("heading", { level: 1, name: heading }).waitFor();
  await page.getByRole("status").filter({ hasText: "Loading" }).waitFor({ state: "detached" });
  expect(pathname(page)).toBe(path);
  expect(await seriousAccessibilityViolations(page), `${path} after a reload`).toEqual([]);
}

describe("onboarding: resuming", () => {
  it("lands on the same step with what was entered after a reload at every step (on a phone)", async () => {
    const { context, page } = await openPage(browser(), MOBILE);
    const email = uniqueEduEmail("reload");
    const callables = trackCallables(page);
    await page.goto("/initial-screening");
    await fillScreening(page, screeningValues(email));
    // Typed but not sent yet: kept by this tab across the reload.
    await reloadAt(page, callables, "/initial-screening", "Start Your Free Trial");
    expect(await page.getByLabel("Email").inputValue()).toBe(email);
    await page.getByRole("button", { name: "Continue" }).click();
    await waitForPath(page, "/legal-documents");

    await reloadAt(page, callables, "/legal-documents", "Review Legal Documents");
    expect(await signatureField(page).inputValue()).toBe("Jamie Rivera");
    await legalTag(page, "tos").click();
    await reloadAt(page, callables, "/legal-documents", "Review Legal Documents");
    await page.getByText("1 of 5 documents reviewed").waitFor();
    expect(await legalTag(page, "tos").getAttribute("aria-pressed")).toBe("true");
    await reviewAllByTags(page);
    await signButton(page).click();
    await waitForPath(page, "/signup");

    await reloadAt(page, callables, "/signup", `${BRAND.name} Signup`);
    expect(await signupField(page, "workEmail").inputValue()).toBe(email);
    await fillSignup(page, { ...SAMPLE_SIGNUP_DRAFT, workEmail: email });
    await reloadAt(page, callables, "/signup", `${BRAND.name} Signup`);
    expect(await signupField(page, "additionalInsights").inputValue()).toBe(SAMPLE_SIGNUP_DRAFT.additionalInsights);
    await page.getByRole("button", { name: "Continue to Review" }).click();
    await waitForPath(page, "/review-and-pay");

    await reloadAt(page, callables, "/review-and-pay", "Review & Start Your Trial");
    await page.getByText(SAMPLE_SIGNUP_DRAFT.university).waitFor();
    await page.getByRole("button", { name: "Edit Details" }).click();
    await waitForPath(page, "/signup");
    await reloadAt(page, callables, "/signup", `${BRAND.name} Signup`);
    expect(await signupField(page, "jobTitle").inputValue()).toBe(SAMPLE_SIGNUP_DRAFT.jobTitle);
    await page.getByRole("button", { name: "Continue to Review" }).click();
    await waitForPath(page, "/review-and-pay");
    await page.getByRole("button", { name: "Start Free Trial" }).click();
    await waitForPath(page, "/billing-success");

    await reloadAt(page, callables, "/billing-success", "Your Spot is Locked In");
    await page.getByText("Your trial forwarding address").waitFor();
    await context.close();
  });

  it("a reload while the new step's save is still on its way stays on the new step", async () => {
    const { context, page } = await openPage(browser());
    const callables = trackCallables(page);
    await page.goto("/initial-screening");
    await fillScreening(page, screeningValues(uniqueEduEmail("inflight")));
    await page.getByRole("button", { name: "Continue" }).click();
    await waitForPath(page, "/legal-documents");
    await reviewAllByTags(page);
    await callables.settled();

    // Saves take 2 s from here on, so the reload surely comes before the server has the signup step.
    await page.route("**/saveOnboardingProgress", async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 2_000));
      await route.continue().catch(() => undefined); // the reload may have dropped this request
    });
    await signButton(page).click();
    await waitForPath(page, "/signup");
    await page.reload();
    await signupField(page, "firstName").waitFor();
    expect(pathname(page)).toBe("/signup");

    // The tab re-sent its copy, so the server now has the signup step too.
    await callables.settled();
    await page.unrouteAll({ behavior: "wait" });
    const fresh = await context.newPage();
    await fresh.goto("/initial-screening");
    await fresh.getByRole("button", { name: "Continue where you left off" }).click();
    await waitForPath(fresh, "/signup");
    await context.close();
  });

  it("after the screening fallback, signing registers the guest first, and the coach goes on to a trial", async () => {
    const { context, page } = await openPage(browser());
    await recordToasts(context);
    const email = uniqueEduEmail("fallback");
    const callables = trackCallables(page);
    await page.goto("/initial-screening");
    await fillScreening(page, screeningValues(email));
    await page.route("**/submitScreening", (route) => route.abort("connectionrefused"), { times: 1 });
    await page.getByRole("button", { name: "Continue" }).click();
    await waitForPath(page, "/legal-documents");
    await reloadAt(page, callables, "/legal-documents", "Review Legal Documents");

    await reviewAllByTags(page);
    await signButton(page).click();
    await waitForPath(page, "/signup");
    await callables.settled();
    const guests = await db.collection("guests").where("email", "==", email).get();
    expect(guests.docs.map((guest) => guest.get("guestStatus"))).toEqual(["legal-signed"]);

    await fillSignup(page, { ...SAMPLE_SIGNUP_DRAFT, workEmail: email });
    await page.getByRole("button", { name: "Continue to Review" }).click();
    await waitForPath(page, "/review-and-pay");
    await page.getByRole("button", { name: "Start Free Trial" }).click();
    await waitForPath(page, "/billing-success");
    await page.getByText("Your trial forwarding address").waitFor();
    expect(await recordedToasts(page)).toEqual([ONBOARDING_TOASTS.screeningFailed.title, ONBOARDING_TOASTS.trialStarted.title]);
    await context.close();
  });

  it("continues on another device from the emailed link, asking for the address there", async () => {
    const { context, page } = await openPage(browser());
    const email = uniqueEduEmail("device");
    const callables = trackCallables(page);
    await page.goto("/initial-screening");
    await fillScreening(page, screeningValues(email));
    await page.getByRole("button", { name: "Continue" }).click();
    await waitForPath(page, "/legal-documents");
    await callables.settled();
    await context.close();

    const message = await waitForEmail(email, `Continue your ${BRAND.name} signup`);
    const link = /(http\S+oobCode=\S+)/.exec(message.text)![1]!;
    const phone = await openPage(browser(), MOBILE);
    await phone.page.goto(link);
    await phone.page.getByText("please confirm the email address you signed up with").waitFor();
    expect(await seriousAccessibilityViolations(phone.page)).toEqual([]);
    await phone.page.getByRole("textbox", { name: "Email" }).fill(email);
    await phone.page.getByRole("button", { name: "Continue" }).click();
    await waitForPath(phone.page, "/legal-documents");
    expect(await signatureField(phone.page).inputValue()).toBe("Jamie Rivera");
    await phone.context.close();
  });

  it("offers to continue or start over on screening; only 'Start over' clears what was entered", async () => {
    const { context, page } = await openPage(browser());
    const email = uniqueEduEmail("over");
    const callables = trackCallables(page);
    await screenAndSign(page, screeningValues(email));

    // Back and forward move between the steps already reached.
    await page.goBack();
    await waitForPath(page, "/legal-documents");
    await page.getByText("All documents reviewed").waitFor();
    await page.goForward();
    await waitForPath(page, "/signup");
    await signupField(page, "firstName").waitFor();
    // So do the complete steps of the progress indicator.
    await page.getByRole("navigation", { name: "Signup progress" }).getByRole("link", { name: /^Legal/ }).click();
    await waitForPath(page, "/legal-documents");
    await page.getByText("All documents reviewed").waitFor();
    expect(await page.getByRole("navigation", { name: "Signup progress" }).getByRole("link").allTextContents()).toEqual(["Screening (complete)"]);
    await page.goBack();
    await waitForPath(page, "/signup");
    await signupField(page, "firstName").waitFor();

    await page.getByRole("banner").getByRole("link", { name: "Start Trial" }).click();
    await waitForPath(page, "/initial-screening");
    expect(await page.getByLabel("Email").inputValue()).toBe(email);
    await page.getByRole("button", { name: "Continue where you left off" }).click();
    await waitForPath(page, "/signup");

    await page.getByRole("banner").getByRole("link", { name: "Start Trial" }).click();
    await page.getByRole("button", { name: "Start over" }).click();
    expect(await page.getByLabel("Email").inputValue()).toBe("");
    expect(await page.getByRole("button", { name: "Continue where you left off" }).count()).toBe(0);

    // With nothing entered, the later steps send the coach back to screening, after a reload too.
    await callables.settled();
    await page.goto("/legal-documents");
    await toastWith(page, ONBOARDING_TOASTS.missingInformation.title).waitFor();
    await waitForPath(page, "/initial-screening");
    await context.close();
  });
});
