import type { Page } from "playwright-core";
import { describe, it } from "vitest";
import { ONBOARDING_STEP_ROUTES, positionOf, routeForPosition } from "@machines/onboarding/steps";
import { SETTLED_STATE_VALUES, type OnboardingActorName, type OnboardingEvent } from "@machines/onboarding/onboardingMachine";
import { ONBOARDING_TOASTS } from "@machines/onboarding/schemas";
import { onboardingTransitionPaths, pathStepText, stateValueText, type OnboardingPath, type OnboardingPathStep } from "../support/onboardingPaths";
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
 * The machine's generated transition paths (tests/support/onboardingPaths.ts), replayed through the
 * real UI against the emulators: each `send` becomes what the coach does, each backend outcome is
 * the real backend or, for failures, a request the test breaks on purpose. At the end the page must
 * be on the route of the path's state and have shown exactly the path's toasts, in order.
 */

const settledValues = new Set(SETTLED_STATE_VALUES.map((value) => JSON.stringify(value)));

/**
 * Steps the UI cannot take here: a plan chosen on /pricing (see mapsToUi), signing is disabled until every document is reviewed, "Start over" is
 * offered only on a settled screening with saved details, and the next step after "Resend the link"
 * is its answer (the test waits for the page to settle between steps).
 */
function mapsToUi(path: OnboardingPath): boolean {
  return path.steps.every((step, index) => {
    // A tier chosen with 'Join Now' comes from /pricing's link, and its checkout is Stripe's page:
    // tests/browser/billing.test.ts walks that way in.
    if (step.kind !== "send") return step.actor !== "openCheckout";
    if (step.event.type === "SUBMIT_SCREENING") return step.event.plan === undefined;
    if (step.event.type === "SIGN") return step.event.allReviewed;
    if (step.event.type === "START_OVER") return index > 0 && path.steps[index - 1]!.kind !== "send";
    if (step.event.type === "RESEND_LINK") {
      const next = path.steps[index + 1];
      return next === undefined || (next.kind !== "send" && next.actor === "resendConfirmation");
    }
    return true;
  });
}

/** One path per distinct ending (last transition and resulting state), the shortest. */
function uiPaths(): OnboardingPath[] {
  const byEnding = new Map<string, OnboardingPath>();
  const paths = onboardingTransitionPaths()
    .filter((path) => settledValues.has(JSON.stringify(path.target)) && mapsToUi(path))
    .sort((a, b) => a.steps.length - b.steps.length);
  for (const path of paths) {
    const ending = `${path.steps.slice(-2).map(pathStepText).join(" → ")} ⇒ ${stateValueText(path.target)}`;
    if (!byEnding.has(ending)) byEnding.set(ending, path);
  }
  return [...byEnding.values()];
}

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
async function arrangeOutcome(page: Page, outcome: BackendOutcome, email: string): Promise<(() => Promise<unknown>) | undefined> {
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
      if (!event.signature.trim()) await signatureField(page).fill(event.signature);
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

describe("onboarding: the machine's paths through the real UI", () => {
  it.for(uiPaths().map((path) => [path.description, path] as const))("%s", async ([, path], { expect }) => {
    const { context, page } = await openPage(browser());
    await recordToasts(context);
    const callables = trackCallables(page);
    const email = uniqueEduEmail("path");
    await page.goto(ONBOARDING_STEP_ROUTES.screening);
    await page.getByRole("button", { name: "Continue" }).waitFor();

    for (const [index, step] of path.steps.entries()) {
      if (step.kind !== "send") continue;
      const outcomes = path.steps.slice(index + 1, index + 3).filter((next): next is BackendOutcome => next.kind !== "send");
      const afterwards: Array<() => Promise<unknown>> = [];
      for (const outcome of outcomes) {
        const late = await arrangeOutcome(page, outcome, email);
        if (late) afterwards.push(late);
      }
      const refused = outcomes.some((outcome) => outcome.kind === "reject" && (outcome.error as { kind?: string }).kind === "invalid");
      await perform(page, step.event, email, refused);
      for (const late of afterwards) await late();
      await callables.settled();
      // The confirmation's late answers (a task's retry on a loaded machine) can take longer than a page load.
      if (afterwards.length) await page.waitForURL((url) => url.pathname === routeForPosition(positionOf(path.target)!), { timeout: 60_000 });
      await page.unrouteAll({ behavior: "ignoreErrors" });
    }

    expect(pathname(page)).toBe(routeForPosition(positionOf(path.target)!));
    expect(await recordedToasts(page)).toEqual(path.toasts.map((toast) => toast.title));
    if (path.toasts.some((toast) => toast.title === ONBOARDING_TOASTS.screeningInvalid.title)) {
      await page.getByText("Email must end with .edu").waitFor();
    }
    if (path.context.criticalFailure) {
      // Nothing was saved: the page asks for a refresh and offers no resume.
      await page.getByRole("main").getByRole("alert").filter({ hasText: ONBOARDING_TOASTS.criticalFailure.description }).waitFor();
      expect(await page.getByRole("button", { name: "Continue where you left off" }).count()).toBe(0);
    }
    await context.close();
  });
});
