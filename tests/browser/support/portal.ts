import type { Page } from "playwright-core";
import type { TestClient } from "../../support/clientApp";
import { billingWhen } from "../../support/billing";
import { forwardingCoach } from "../../support/inbound";
import { waitForPath } from "./onboarding";

export const PASSWORD = "correct horse battery staple";

/** A coach with a running trial, what forwarding mail to them takes, and a password (as the welcome link offers). */
export async function coachWithPassword(client: () => Promise<TestClient>, label: string) {
  const coach = await forwardingCoach(client, label);
  await coach.browser.call("setPassword", { password: PASSWORD });
  return coach;
}

export const passwordForm = (page: Page) => page.getByRole("form", { name: "Sign in with your password" });

export async function signInWithPassword(page: Page, email: string, password = PASSWORD) {
  await passwordForm(page).getByLabel("Email").fill(email);
  await passwordForm(page).getByLabel("Password").fill(password);
  await passwordForm(page).getByRole("button", { name: "Sign In" }).click();
}

/** Opens a portal page signed in as the coach, through /login as a coach would. */
export async function signedInAt(page: Page, email: string, path: string) {
  await page.goto(path);
  await passwordForm(page).waitFor();
  await signInWithPassword(page, email);
  await waitForPath(page, path);
}

/**
 * A coach whose trial started through the callables (as the onboarding's would), signed in on `page` at
 * `path` through /login, with their trialing billing: for tests about what comes after the onboarding,
 * which the onboarding's own tests drive through its pages.
 */
export async function trialingCoachAt(page: Page, client: () => Promise<TestClient>, label: string, path: string) {
  const coach = await coachWithPassword(client, label);
  const billing = await billingWhen(coach.uid, (current) => current.status === "trialing", "the trial subscription");
  await signedInAt(page, coach.email, path);
  return { ...coach, billing };
}
