import { describe, expect, it } from "vitest";
import { ACCOUNT_MESSAGES } from "@machines/account/contracts";
import { IDENTITY_MESSAGES } from "@machines/identity/contracts";
import { db } from "../../functions/src/lib/admin";
import { clientsForThisFile } from "../support/clientApp";
import { eventually } from "../support/eventually";
import { waitForEmail } from "../support/mailCatcher";
import { LINK_SUBJECTS, coachWithTrial, confirmFromInbox, linkTokenIn, reachReview } from "../support/onboardingFlow";
import { DESKTOP, MOBILE, browserForThisFile, openPage, seriousAccessibilityViolations, toastWith } from "./support/browser";
import { waitForPath } from "./support/onboarding";
import { PASSWORD, coachWithPassword, passwordForm, signInWithPassword } from "./support/portal";

const browser = browserForThisFile();
const client = clientsForThisFile();

let reader: ReturnType<typeof coachWithPassword> | undefined;
/** One coach for the tests that only sign in and look: making a coach took most of each such test's time. */
const readingCoach = () => (reader ??= coachWithPassword(client, "portal-reader"));

const PORTAL_PAGES = [
  ["/dashboard/athletes", "Athletes"],
  ["/dashboard/inbox", "Inbox"],
  ["/dashboard/events", "Events"],
  ["/dashboard/reports", "Reports"],
  ["/dashboard/import", "Import"],
  ["/dashboard/settings", "Settings"],
] as const;

describe("coach login", () => {
  it.each([
    ["desktop", DESKTOP],
    ["phone", MOBILE],
  ] as const)("/login offers password, emailed link, reset and 'Join Beta Now', with no serious accessibility violations on a %s", async (_name, viewport) => {
    const { context, page } = await openPage(browser(), viewport);
    await page.goto("/login");
    await passwordForm(page).waitFor();
    const linkForm = page.getByRole("form", { name: "Email me a sign-in link" });
    // An empty address is refused in the browser with the callable's own message; nothing is sent.
    const linkRequests: string[] = [];
    page.on("request", (request) => request.url().endsWith("/requestSignInLink") && linkRequests.push(request.url()));
    await linkForm.getByRole("button", { name: "Email me a sign-in link" }).click();
    await linkForm.getByText(IDENTITY_MESSAGES.emailRequired).waitFor();
    expect(linkRequests).toEqual([]);
    await page.getByText("Forgot your password?").click();
    await page.getByRole("form", { name: "Email me a reset link" }).waitFor();
    expect(await page.getByRole("link", { name: "Join Beta Now" }).getAttribute("href")).toBe("/initial-screening");
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await page.screenshot({ path: `test-results/portal-login-${viewport.width}.png`, fullPage: true });
    await context.close();
  });


  it("a signed-out visitor is sent to /login and back where they were headed after signing in with a password", async () => {
    const { email } = await readingCoach();
    const { context, page } = await openPage(browser());
    await page.goto("/dashboard/settings?tab=1");
    await page.getByRole("heading", { level: 1, name: "Coach Login" }).waitFor();
    expect(new URL(page.url()).searchParams.get("redirect")).toBe("/dashboard/settings?tab=1");
    await page.getByRole("link", { name: "Join Beta Now" }).waitFor();

    await signInWithPassword(page, email, "not the password");
    await toastWith(page, "Authentication error").waitFor();
    await toastWith(page, "The email or password is incorrect.").waitFor();

    await signInWithPassword(page, email);
    await waitForPath(page, "/dashboard/settings");
    await toastWith(page, "Signed in").waitFor();
    await page.getByRole("heading", { level: 1, name: "Settings" }).waitFor();
    const header = page.getByRole("banner");
    await header.getByText("Jordan Reyes").waitFor();
    await header.getByRole("link", { name: "Dashboard" }).waitFor();
    expect(await header.getByRole("link", { name: "Coach Login" }).count()).toBe(0);
    // A public page shows the signed-in coach too (once idle), with 'Dashboard' instead of 'Coach Login' and 'Start Trial'.
    await page.goto("/pricing");
    await header.getByRole("link", { name: "Dashboard" }).click();
    await waitForPath(page, "/dashboard/athletes");
    await context.close();
  });

  it("never follows a redirect to another site", async () => {
    const { email } = await readingCoach();
    const { context, page } = await openPage(browser());
    await page.goto("/login?redirect=%2F%2Fevil.example%2Fdashboard");
    await signInWithPassword(page, email);
    // The refused redirect is dropped (the router would otherwise merge the raw value back in): the dashboard opens.
    await waitForPath(page, "/dashboard/athletes");
    await context.close();
  });

  it("signs in with an emailed link from the mail catcher, offers to set a password, and then signs in with it", async () => {
    const { email } = await coachWithTrial(client, "login-link");
    const { context, page } = await openPage(browser());
    await page.goto("/login");
    const linkForm = page.getByRole("form", { name: "Email me a sign-in link" });
    await linkForm.getByLabel("Email").fill(email);
    await linkForm.getByRole("button", { name: "Email me a sign-in link" }).click();
    await page.getByText("Check your inbox").waitFor();
    const token = linkTokenIn((await waitForEmail(email, LINK_SUBJECTS.signIn)).text);

    await page.goto(`/login?link=${token}`);
    await page.getByRole("button", { name: "Sign in" }).click();
    await page.getByRole("heading", { level: 1, name: "Set a password" }).waitFor();
    await toastWith(page, "Signed in").waitFor();
    await page.getByLabel(/^Password/).fill(PASSWORD);
    await page.getByLabel("Repeat the password").fill(PASSWORD);
    await page.getByRole("button", { name: "Set password" }).click();
    await waitForPath(page, "/dashboard/athletes");

    await page.getByRole("navigation", { name: "Coach portal" }).waitFor();
    await page.getByRole("complementary", { name: "Portal sidebar" }).getByRole("button", { name: "Sign Out" }).click();
    await toastWith(page, "Signed out").waitFor();
    await waitForPath(page, "/login");
    await page.goto("/dashboard");
    await page.getByRole("heading", { level: 1, name: "Coach Login" }).waitFor();
    await signInWithPassword(page, email);
    await waitForPath(page, "/dashboard/athletes");
    await context.close();
  });

  it("'Forgot your password?' emails a reset link that signs in as a password recovery and sets a new password", async () => {
    const { email } = await coachWithPassword(client, "login-reset");
    const { context, page } = await openPage(browser());
    await page.goto("/login");
    await page.getByText("Forgot your password?").click();
    const resetForm = page.getByRole("form", { name: "Email me a reset link" });
    await resetForm.getByLabel("Email").fill(email);
    await resetForm.getByRole("button", { name: "Email me a reset link" }).click();
    await page.getByText("a link to reset your password is on its way").waitFor();
    const token = linkTokenIn((await waitForEmail(email, "Reset your InboxScout password")).text);
    await page.goto(`/login?link=${token}`);
    await page.getByRole("button", { name: "Sign in and reset my password" }).click();
    await page.getByRole("heading", { level: 1, name: "Choose a new password" }).waitFor();
    await page.getByLabel(/^New password/).fill("a brand new password");
    await page.getByLabel("Repeat the password").fill("a brand new password");
    await page.getByRole("button", { name: "Change password" }).click();
    await waitForPath(page, "/dashboard/athletes");
    await page.getByRole("banner").getByRole("button", { name: "Sign Out" }).click();
    await waitForPath(page, "/login");
    await signInWithPassword(page, email, PASSWORD);
    await toastWith(page, "The email or password is incorrect.").waitFor();
    await signInWithPassword(page, email, "a brand new password");
    await waitForPath(page, "/dashboard/athletes");
    await context.close();
  });

  it("a signed-in account without the coach role sees /unauthorized", async () => {
    const guest = await client();
    const email = `no-role.${crypto.randomUUID().slice(0, 8)}@test-university.edu`;
    await reachReview(guest, email);
    await confirmFromInbox(email);
    const { context, page } = await openPage(browser());
    await page.goto("/login");
    const linkForm = page.getByRole("form", { name: "Email me a sign-in link" });
    await linkForm.getByLabel("Email").fill(email);
    await linkForm.getByRole("button", { name: "Email me a sign-in link" }).click();
    const token = linkTokenIn((await waitForEmail(email, LINK_SUBJECTS.signIn)).text);
    await page.goto(`/login?link=${token}`);
    await page.getByRole("button", { name: "Sign in" }).click();
    await waitForPath(page, "/initial-screening");
    await page.goto("/dashboard/settings");
    await waitForPath(page, "/unauthorized");
    await page.getByRole("heading", { level: 1, name: "Access Denied" }).waitFor();
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await context.close();
  });
});

describe("portal pages", () => {
  it.each([
    ["desktop", DESKTOP],
    ["phone", MOBILE],
  ] as const)("every portal page has its heading and no serious accessibility violations on a %s", async (name, viewport) => {
    const { email } = await readingCoach();
    const { context, page } = await openPage(browser(), viewport);
    await page.goto("/login");
    await signInWithPassword(page, email);
    await waitForPath(page, "/dashboard/athletes");
    for (const [path, title] of PORTAL_PAGES) {
      await page.goto(path);
      await page.getByRole("heading", { level: 1, name: title }).waitFor();
      await page.locator('[role="status"]:has-text("Loading")').waitFor({ state: "detached" });
      expect(await seriousAccessibilityViolations(page), `${path} at ${viewport.width}px`).toEqual([]);
      await page.screenshot({ path: `test-results/portal-${path.split("/").pop()}-${viewport.width}.png`, fullPage: true });
    }
    if (name === "phone") {
      await page.getByRole("button", { name: "Portal menu" }).click();
      const drawer = page.getByRole("dialog", { name: "Coach portal" });
      await drawer.waitFor();
      expect(await seriousAccessibilityViolations(page)).toEqual([]);
      await page.screenshot({ path: `test-results/portal-drawer-${viewport.width}.png` });
      await drawer.getByRole("link", { name: "Inbox" }).click();
      await waitForPath(page, "/dashboard/inbox");
    }
    await page.goto("/login");
    await page.getByRole("heading", { level: 1, name: "Coach Login" }).waitFor({ state: "detached" }).catch(() => undefined);
    await context.close();
  });

  it("settings: saves delivery and the UA address, and a bad address is refused under its field", async () => {
    const { email, browser: coach, account } = await coachWithPassword(client, "settings-save");
    const { context, page } = await openPage(browser());
    await page.goto("/dashboard/settings");
    await signInWithPassword(page, email);
    await page.getByRole("heading", { level: 2, name: "Delivery" }).waitFor();
    await page.getByText(account.forwardingAddress).waitFor();

    const ua = page.getByLabel("University Athlete note address");
    await ua.fill("not an address");
    await page.getByRole("button", { name: "Save settings" }).click();
    await page.getByText(ACCOUNT_MESSAGES.uaAddressInvalid).waitFor();

    await page.getByLabel("Time zone").selectOption("America/Denver");
    await page.getByLabel("Summary emails").uncheck();
    await page.getByLabel("Report 1").selectOption("6");
    await ua.fill("Notes@UA.example");
    await page.getByRole("button", { name: "Save settings" }).click();
    await toastWith(page, ACCOUNT_MESSAGES.saved).waitFor();
    await page.reload();
    // The form appears once the server has answered with the saved settings, and starts from them.
    await page.getByLabel("Time zone").waitFor();
    expect(await page.getByLabel("Time zone").inputValue()).toBe("America/Denver");
    expect(await page.getByLabel("University Athlete note address").inputValue()).toBe("notes@ua.example");
    expect(await page.getByLabel("Summary emails").isChecked()).toBe(false);
    expect((await db.collection("users").doc(coach.uid!).get()).get("delivery")).toEqual({ summaries: false, reportHours: [6, 16] });
    await context.close();
  });

  it("deletes the account once the address is typed, signs out and leaves nothing behind", async () => {
    const { email, browser: coach } = await coachWithPassword(client, "delete-browser");
    const { context, page } = await openPage(browser());
    await page.goto("/dashboard/settings");
    await signInWithPassword(page, email);
    const form = page.getByRole("form", { name: "Delete my account" });
    await form.waitFor();
    await form.getByLabel(`Type ${email} to confirm`).fill("someone.else@test-university.edu");
    await form.getByRole("button", { name: "Delete my account" }).click();
    await form.getByText(ACCOUNT_MESSAGES.confirmationMismatch).waitFor();
    await form.getByLabel(`Type ${email} to confirm`).fill(email);
    await form.getByRole("button", { name: "Delete my account" }).click();
    await waitForPath(page, "/");
    await toastWith(page, "Account deleted").waitFor();
    await eventually(async () => ((await db.collection("users").doc(coach.uid!).get()).exists ? undefined : true), 60_000, "the account deleted (by the finishAccountDeletion task)");
    await page.goto("/dashboard");
    await page.getByRole("heading", { level: 1, name: "Coach Login" }).waitFor();
    await context.close();
  });
});
