import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { BRAND } from "@machines/brand";
import { ONBOARDING_TOASTS } from "@machines/onboarding/schemas";
import { SAMPLE_SIGNUP_DRAFT } from "../support/onboardingPaths";
import { db } from "../../functions/src/lib/admin";
import { clientsForThisFile, rejectionOf, uniqueEduEmail } from "../support/clientApp";
import { waitForEmail } from "../support/mailCatcher";
import { LINK_SUBJECTS, coachWithTrial, emailedLinkToken, screen } from "../support/onboardingFlow";
import { MOBILE, browserForThisFile, openPage, seriousAccessibilityViolations, toastWith } from "./support/browser";
import {
  confirmInAnotherTab,
  fillScreening,
  fillSignup,
  legalTag,
  pathname,
  reachReview,
  recordToasts,
  recordedToasts,
  reviewAllByTags,
  screenAndSign,
  screeningValues,
  sessionReachedThisTab,
  signButton,
  signatureField,
  signupField,
  startTrialConfirmingInAnotherTab,
  trackCallables,
  waitForPath,
} from "./support/onboarding";

const browser = browserForThisFile();
const client = clientsForThisFile();

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
  // Eleven reloads through the whole onboarding: a journey, with a journey's time limit.
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
    // Waiting for the emailed link survives a reload too.
    await page.getByRole("heading", { name: "Confirm your email to start your trial" }).waitFor();
    await reloadAt(page, callables, "/review-and-pay", "Review & Start Your Trial");
    await page.getByRole("heading", { name: "Confirm your email to start your trial" }).waitFor();
    await confirmInAnotherTab(page, email);
    await waitForPath(page, "/billing-success");

    await reloadAt(page, callables, "/billing-success", "Your Spot is Locked In");
    await page.getByText("Your trial forwarding address").waitFor();
    await context.close();
  });

  it("a coach who opens the confirmation link before starting the trial reaches the portal and billing once it starts", async () => {
    const { context, page } = await openPage(browser());
    const email = uniqueEduEmail("early-link");
    await reachReview(page, screeningValues(email));
    // Opened before 'Start Free Trial', the link signs this browser in to an account that is not a coach yet.
    await confirmInAnotherTab(page, email);
    await sessionReachedThisTab(page);
    await page.getByRole("button", { name: "Start Free Trial" }).click();
    await waitForPath(page, "/billing-success");
    await page.goto("/dashboard/settings");
    await page.getByRole("heading", { level: 1, name: "Settings" }).waitFor();
    await page.goto("/billing");
    await page.getByLabel("Annual (Save 20%)").waitFor();
    expect(await page.getByRole("heading", { name: "Access Denied" }).count()).toBe(0);
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
    await startTrialConfirmingInAnotherTab(page, email);
    await page.getByText("Your trial forwarding address").waitFor();
    expect(await recordedToasts(page)).toEqual([ONBOARDING_TOASTS.screeningFailed.title, ONBOARDING_TOASTS.trialStarted.title]);
    await context.close();
  });

  it("the emailed link, opened on another device, confirms the address and starts the trial there; that device alone holds the account", async () => {
    const laptop = await openPage(browser());
    const email = uniqueEduEmail("device");
    await reachReview(laptop.page, screeningValues(email));
    await laptop.page.getByText("Email not confirmed yet").waitFor();
    await laptop.page.getByRole("button", { name: "Start Free Trial" }).click();
    await laptop.page.getByRole("heading", { name: "Confirm your email to start your trial" }).waitFor();
    await laptop.page.getByRole("main").getByText(`We sent a link to ${email}`).waitFor();
    expect(await seriousAccessibilityViolations(laptop.page)).toEqual([]);

    const message = await waitForEmail(email, LINK_SUBJECTS.confirmation);
    const link = /(http\S+\?continue=[A-Za-z0-9_-]+)/.exec(message.text)![1]!;
    const phone = await openPage(browser(), MOBILE);
    await phone.page.goto(link);
    await phone.page.getByText(`for the signup started by Jamie Rivera`).waitFor();
    expect(await seriousAccessibilityViolations(phone.page)).toEqual([]);
    await phone.page.getByRole("button", { name: "Confirm my email" }).click();
    await waitForPath(phone.page, "/billing-success");
    await phone.page.getByText("Your trial forwarding address").waitFor();
    const forwardingAddress = (await db.collection("users").where("email", "==", email).get()).docs[0]!.get("forwardingAddress") as string;
    await phone.page.getByText(forwardingAddress).first().waitFor();

    // The laptop only typed the address: opening the link elsewhere ended its session, so it never gets the account.
    await laptop.page.reload();
    await laptop.page.getByRole("heading", { level: 1, name: "Review & Start Your Trial" }).waitFor();
    expect(pathname(laptop.page)).toBe("/review-and-pay");
    expect(await laptop.page.getByText(forwardingAddress).count()).toBe(0);

    // The link worked once: opened again, it says so and offers a sign-in link instead.
    await phone.page.goto(link);
    await phone.page.getByText("This link has expired or was already used").waitFor();
    await phone.page.getByRole("button", { name: "Email me a sign-in link" }).waitFor();
    await phone.context.close();
    await laptop.context.close();
  });

  it("a victim who opens the confirmation link of a signup an attacker started with their address ends with an account nobody else can use", async () => {
    const email = uniqueEduEmail("fixation");
    const attacker = await client();
    await screen(attacker, email, { firstName: "Evil" });
    // Revocation counts whole seconds: the victim opens the link in a later second than the attacker signed in, as any real victim does.
    await new Promise((resolve) => setTimeout(resolve, 1100));

    const { context, page } = await openPage(browser());
    await page.goto(`/initial-screening?continue=${await emailedLinkToken(email, LINK_SUBJECTS.confirmation)}`);
    await page.getByText("for the signup started by Evil Reyes").waitFor();
    await page.getByRole("button", { name: "Confirm my email" }).click();
    await page.waitForURL((url) => !url.searchParams.has("continue"));
    await reachReview(page, screeningValues(email));
    await page.getByText("Information verified").waitFor();
    await page.getByRole("button", { name: "Start Free Trial" }).click();
    await waitForPath(page, "/billing-success");

    // The attacker's session of the same account, original token or refreshed, reads nothing and sets no password.
    for (const attempt of ["original token", "refreshed"]) {
      if (attempt === "refreshed") await attacker.refreshToken().catch(() => undefined);
      for (const call of [() => attacker.call("getSettings", {}), () => attacker.call("setPassword", { password: "attacker's own password" })]) {
        expect(await rejectionOf(call()), attempt).toMatchObject({ code: "functions/unauthenticated" });
      }
    }
    // The victim's own browser holds the account: the success page shows its forwarding address.
    const forwardingAddress = (await db.collection("users").doc(attacker.uid!).get()).get("forwardingAddress") as string;
    await page.getByText(forwardingAddress).first().waitFor();
    await context.close();
  });

  it("a confirmation link for someone else's signup with the coach's address says the address is in use, and signs nobody in", async () => {
    // The owner's own signup is the onboarding's to test: here it is done through the callables.
    const { email } = await coachWithTrial(client, "owned");

    const intruder = await openPage(browser());
    await intruder.page.goto("/initial-screening");
    await fillScreening(intruder.page, screeningValues(email, { firstName: "Morgan" }));
    await intruder.page.getByRole("button", { name: "Continue" }).click();
    // The same answer as for any address: on to the next step, with the same notice.
    await waitForPath(intruder.page, "/legal-documents");
    await toastWith(intruder.page, "Check your inbox").waitFor();
    await intruder.context.close();

    // The owner's inbox gets a sign-in link to their own account, which signs them in as themselves.
    const signIn = await waitForEmail(email, LINK_SUBJECTS.existingAccount);
    const link = /(http\S+\?link=[A-Za-z0-9_-]+)/.exec(signIn.text)![1]!;
    const ownerAgain = await openPage(browser(), MOBILE);
    await ownerAgain.page.goto(link);
    await ownerAgain.page.getByRole("button", { name: "Sign in" }).click();
    // Signed in to their account, which has no password yet: offered one, then on to the portal.
    await ownerAgain.page.getByRole("heading", { level: 1, name: "Set a password" }).waitFor();
    await ownerAgain.page.getByRole("button", { name: "Skip: go to my dashboard" }).click();
    await waitForPath(ownerAgain.page, "/dashboard/athletes");
    await ownerAgain.page.getByRole("heading", { level: 1, name: "Athletes" }).waitFor();
    await ownerAgain.context.close();
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
