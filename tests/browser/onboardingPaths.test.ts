import type { Page } from "playwright-core";
import { describe, it, type ExpectStatic } from "vitest";
import { ONBOARDING_STEP_ROUTES, positionOf, routeForPosition } from "@machines/onboarding/steps";
import { type OnboardingActorName, type OnboardingEvent } from "@machines/onboarding/onboardingMachine";
import { ONBOARDING_TOASTS } from "@machines/onboarding/schemas";
import { onboardingUiWalks, type OnboardingPathStep, type WalkCheckpoint } from "../support/onboardingPaths";
import { uniqueEduEmail } from "../support/clientApp";
import { browserForThisFile, openPage } from "./support/browser";
import {
  callableErrorBody,
  confirmInAnotherTab,
  fillScreening,
  fillSignup,
  legalTag,
  pathname,
  recordToasts,
  recordedToasts,
  reviewAllByTags,
  sessionReachedThisTab,
  signButton,
  signatureField,
  trackCallables,
} from "./support/onboarding";

/**
 * The machine's paths through the real UI against the emulators: walks of the machine (onboardingUiWalks in
 * tests/support/onboardingPaths.ts, taken with its pure transition functions) that together pass through every
 * ending of its generated transition paths (onboardingUiEndings; a unit test holds the walks to it). Each `send`
 * becomes what the coach does, each backend outcome is the real backend or, for failures, a request the test
 * breaks on purpose. After each action and its answers, wherever the machine rests, the page must be on the
 * route of the machine's state and have shown exactly the machine's toasts since the walk began, in order.
 */

const NON_EDU_EMAIL = "jamie.rivera@gmail.com";

/** Makes a callable fail the way the path says, before the action that triggers it. */
type BackendOutcome = Exclude<OnboardingPathStep, { kind: "send" }>;

/** The coach opens the confirmation link from their inbox, in another tab of this browser. */
const confirmAddress = (page: Page, email: string) => confirmInAnotherTab(page, email);

/**
 * Makes the backend answer the way the path says. Most outcomes are arranged before the coach's
 * action (a request broken on purpose); one that depends on the coach opening the emailed link is
 * returned, to happen after the action.
 */
async function arrangeOutcome(page: Page, outcome: BackendOutcome, email: string, send: OnboardingEvent): Promise<(() => Promise<unknown>) | undefined> {
  const callable: Record<OnboardingActorName, string> = {
    submitScreening: "submitScreening",
    saveMinimalIntake: "saveOnboardingProgress",
    signLegalDocuments: "signLegalDocuments",
    submitSignup: "submitSignup",
    startTrial: "startTrial",
    waitForConfirmedTrial: "getSignupStatus",
    resendConfirmation: "resendConfirmation",
    openCheckout: "createCheckoutSession",
  };
  const pattern = `**/${callable[outcome.actor]}`;
  if (outcome.actor === "startTrial" && outcome.kind === "resolve") {
    // Started at once only for a confirmed address; otherwise the real server answers "awaiting".
    if (!(outcome.output as { awaitingConfirmation?: boolean }).awaitingConfirmation) {
      await confirmAddress(page, email);
      await sessionReachedThisTab(page);
    }
    return undefined;
  }
  if (outcome.actor === "waitForConfirmedTrial") {
    if (send.type !== "START_TRIAL") throw new Error("The wait's outcome is arranged for 'Start Free Trial' only");
    if (outcome.kind === "resolve") return () => confirmAddress(page, email);
    // The address is confirmed, but the trial is refused (as for an address whose one trial was used).
    await page.route(pattern, (route) => route.fulfill({ status: 200, contentType: "application/json", body: JSON.stringify({ result: { email, emailConfirmed: true, trialStarted: false } }) }));
    // 'Start Free Trial' itself reaches the real server (which answers "awaiting"); the wait's own call is refused.
    let trialCalls = 0;
    await page.route("**/startTrial", (route) =>
      ++trialCalls === 1 ? route.continue() : route.fulfill(callableErrorBody("FAILED_PRECONDITION", "A free trial has already been started with this email address.")),
    );
    return undefined;
  }
  if (outcome.kind === "reject") {
    const error = outcome.error as { kind?: string };
    if (error.kind === "invalid") return; // the real server refuses the non-.edu address
    if (error.kind === "status-update-failed") {
      await page.route(pattern, (route) => route.fulfill(callableErrorBody("INTERNAL", "Failed to update signature status.", { kind: "status-update-failed" })));
    } else {
      await page.route(pattern, (route) => route.abort("connectionrefused"));
    }
  } else if ((outcome.output as { profileUpdated?: boolean } | undefined)?.profileUpdated === false) {
    await page.route(pattern, (route) => route.fulfill({ status: 200, contentType: "application/json", body: JSON.stringify({ result: { profileUpdated: false } }) }));
  }
  return undefined;
}

async function perform(page: Page, event: OnboardingEvent, email: string, refused: boolean) {
  switch (event.type) {
    case "SUBMIT_SCREENING":
      await fillScreening(page, { ...event.screening, email: refused ? NON_EDU_EMAIL : email, referralCode: event.screening.referralCode ?? "" });
      await page.getByRole("button", { name: "Continue" }).click();
      return;
    case "SIGN":
      await reviewAllByTags(page);
      // The field starts with the coach's name, or with what an earlier try left in it.
      await signatureField(page).fill(event.signature);
      await signButton(page).click();
      return;
    case "SUBMIT_SIGNUP":
      await fillSignup(page, { ...event.draft, workEmail: email });
      await page.getByRole("button", { name: "Continue to Review" }).click();
      return;
    case "EDIT_DETAILS":
      await page.getByRole("button", { name: "Edit Details" }).click();
      return;
    case "START_TRIAL":
      await page.getByRole("button", { name: "Start Free Trial" }).click();
      return;
    case "DOCUMENTS_REVIEWED":
      for (const id of event.documentIds) await legalTag(page, id).click();
      return;
    case "RESEND_LINK":
      await page.getByRole("button", { name: "Resend the link" }).click();
      return;
    case "START_OVER":
      if (pathname(page) !== ONBOARDING_STEP_ROUTES.screening) await page.getByRole("banner").getByRole("link", { name: "Start Trial" }).click();
      await page.getByRole("button", { name: "Start over" }).click();
      return;
    case "GO_TO_STEP":
      // Opening the step's address directly: a fresh load that restores the saved progress.
      await page.goto(ONBOARDING_STEP_ROUTES[event.step]);
      return;
  }
}

const browser = browserForThisFile();

/** What the page must show where the machine rests: what the test of one path checked at the path's end. */
async function expectCheckpoint(page: Page, checkpoint: WalkCheckpoint, expect: ExpectStatic) {
  const at = `at ${checkpoint.ending}`;
  expect(pathname(page), at).toBe(routeForPosition(positionOf(checkpoint.target)!));
  expect(await recordedToasts(page), at).toEqual(checkpoint.toasts.map((toast) => toast.title));
  if (checkpoint.newToasts.some((toast) => toast.title === ONBOARDING_TOASTS.screeningInvalid.title)) {
    await page.getByText("Email must end with .edu").waitFor();
  }
  if (checkpoint.context.criticalFailure) {
    // Nothing was saved: the page asks for a refresh and offers no resume.
    await page.getByRole("main").getByRole("alert").filter({ hasText: ONBOARDING_TOASTS.criticalFailure.description }).waitFor();
    expect(await page.getByRole("button", { name: "Continue where you left off" }).count(), at).toBe(0);
  }
}

describe("onboarding: the machine's walks through the real UI", () => {
  it.for(onboardingUiWalks().map((walk) => [walk.name, walk] as const))("%s", async ([, walk], { expect }) => {
    const { context, page } = await openPage(browser());
    await recordToasts(context);
    const callables = trackCallables(page);
    const email = uniqueEduEmail("walk");
    await page.goto(ONBOARDING_STEP_ROUTES.screening);
    await page.getByRole("button", { name: "Continue" }).waitFor();

    for (const checkpoint of walk.checkpoints) {
      const afterwards: Array<() => Promise<unknown>> = [];
      for (const outcome of checkpoint.outcomes) {
        const late = await arrangeOutcome(page, outcome, email, checkpoint.send.event);
        if (late) afterwards.push(late);
      }
      const refused = checkpoint.outcomes.some((outcome) => outcome.kind === "reject" && (outcome.error as { kind?: string }).kind === "invalid");
      await perform(page, checkpoint.send.event, email, refused);
      for (const late of afterwards) await late();
      await callables.settled();
      // The confirmation's late answers (a task's retry on a loaded machine) can take longer than a page load.
      if (afterwards.length) await page.waitForURL((url) => url.pathname === routeForPosition(positionOf(checkpoint.target)!), { timeout: 60_000 });
      await page.unrouteAll({ behavior: "ignoreErrors" });
      // Where the machine is still busy (a request the test broke, with the fallback's answer not in the walk), the
      // next step takes it on: the old one-path test checked only its end, too.
      if (checkpoint.settled) await expectCheckpoint(page, checkpoint, expect);
    }
    await context.close();
  });
});
