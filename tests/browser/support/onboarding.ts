import type { BrowserContext, Page } from "playwright-core";
import { LEGAL_DOCUMENT_IDS, LEGAL_DOCUMENT_TAGS } from "@machines/legal/documentIds";
import type { SignupInput } from "@machines/onboarding/schemas";
import { SAMPLE_SIGNUP_DRAFT } from "../../support/onboardingPaths";
import { LINK_SUBJECTS, emailedLinkToken } from "../../support/onboardingFlow";
import { TEST_URLS } from "../../support/testStack";
import { SESSION_LOAD_TIMEOUT } from "./browser";
import { db } from "../../../functions/src/lib/admin";
import { billingWhen } from "../../support/billing";
import { uniqueEduEmail } from "../../support/clientApp";

/** Drives the onboarding wizard's UI the way a coach does; shared by the onboarding browser tests. */

export interface ScreeningValues {
  firstName: string;
  lastName: string;
  email: string;
  sport: string;
  referralCode?: string;
}

export function screeningValues(email: string, overrides: Partial<ScreeningValues> = {}): ScreeningValues {
  return { firstName: "Jamie", lastName: "Rivera", email, sport: "Volleyball", ...overrides };
}

/** How long the page must stay quiet (no callable in flight, nothing busy) to count as settled. */
const QUIET_MS = 300;

/**
 * Whether nothing on the page has been busy (`aria-busy`) for `quietMs`, evaluated inside the page: the
 * page polls itself, so a long wait costs no round trip to the browser per check (those cost about 13 ms of
 * CPU each, seconds per test when every step waited that way).
 */
function pageQuietFor(quietMs: number): boolean {
  const page = window as unknown as { quietSince?: number };
  const now = performance.now();
  if (document.querySelector('[aria-busy="true"]')) {
    page.quietSince = undefined;
    return false;
  }
  page.quietSince ??= now;
  return now - page.quietSince >= quietMs;
}

/** Counts callable requests in flight, so a test can wait until the page has talked to the backend. */
export function trackCallables(page: Page) {
  let pending = 0;
  let lastActivity = Date.now();
  let wake: (() => void) | undefined;
  const isCallable = (url: string) => url.startsWith(TEST_URLS.functions);
  const changed = (by: number) => (request: { url(): string }) => {
    if (!isCallable(request.url())) return;
    pending += by;
    lastActivity = Date.now();
    wake?.();
  };
  page.on("request", changed(1));
  page.on("requestfinished", changed(-1));
  page.on("requestfailed", changed(-1));
  const nextActivity = (timeoutMs: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, timeoutMs);
      wake = () => {
        clearTimeout(timer);
        resolve();
      };
    });
  return {
    /** Resolves once no callable has been in flight for a moment and nothing on the page is busy. */
    async settled() {
      // A function instance's cold start on a busy machine can take many seconds: wait for the answer, up to 45 s.
      const deadline = Date.now() + 45_000;
      // Quiet counts from now: whatever the page did before this step is not this step's answer.
      await page.evaluate(() => delete (window as unknown as { quietSince?: number }).quietSince).catch(() => undefined);
      while (Date.now() < deadline) {
        if (pending > 0) {
          await nextActivity(deadline - Date.now());
          continue;
        }
        // A navigation while the page polls itself starts the wait over in the new document.
        const quiet = await page.waitForFunction(pageQuietFor, QUIET_MS, { polling: 50, timeout: deadline - Date.now() }).then(
          () => true,
          () => false,
        );
        if (quiet && pending === 0 && Date.now() - lastActivity >= QUIET_MS) return;
        if (quiet && pending === 0) await nextActivity(QUIET_MS - (Date.now() - lastActivity));
      }
      throw new Error(`Page did not settle (${pending} calls in flight)`);
    },
  };
}

/** Records every toast title shown in this tab, across reloads, in order. */
export async function recordToasts(context: BrowserContext) {
  await context.addInitScript(() => {
    const seen = new WeakSet<Element>();
    new MutationObserver(() => {
      for (const toast of Array.from(document.querySelectorAll('[role="region"][aria-label^="Notifications"] li'))) {
        if (seen.has(toast)) continue;
        seen.add(toast);
        const title = toast.querySelector(":scope > div > :first-child")?.textContent ?? "";
        const titles = JSON.parse(sessionStorage.getItem("recordedToasts") ?? "[]") as string[];
        sessionStorage.setItem("recordedToasts", JSON.stringify([...titles, title]));
      }
    }).observe(document, { childList: true, subtree: true });
  });
}

export function recordedToasts(page: Page): Promise<string[]> {
  return page.evaluate(() => JSON.parse(sessionStorage.getItem("recordedToasts") ?? "[]") as string[]);
}

export async function fillScreening(page: Page, values: ScreeningValues) {
  await page.getByLabel("First Name").fill(values.firstName);
  await page.getByLabel("Last Name").fill(values.lastName);
  await page.getByLabel("Email").fill(values.email);
  await page.getByLabel("Sport").selectOption(values.sport);
  if (values.referralCode !== undefined) await page.getByLabel(/Referral Code/).fill(values.referralCode);
}

export const pathname = (page: Page) => new URL(page.url()).pathname;

/** Waits for the page to reach `path`: often after a sign-in, so as long as the session may take to load once idle. */
export async function waitForPath(page: Page, path: string) {
  await page.waitForURL((url) => url.pathname === path, { timeout: SESSION_LOAD_TIMEOUT });
}

export const legalTag = (page: Page, id: (typeof LEGAL_DOCUMENT_IDS)[number]) =>
  page.getByRole("list", { name: "Documents to review" }).getByRole("button", { name: new RegExp(`^${LEGAL_DOCUMENT_TAGS[id]}:`) });

export async function reviewAllByTags(page: Page) {
  for (const id of LEGAL_DOCUMENT_IDS) await legalTag(page, id).click();
  await page.getByText("All documents reviewed").waitFor();
}

export const signatureField = (page: Page) => page.getByRole("textbox", { name: /Electronic Signature/ });
export const signButton = (page: Page) => page.getByRole("button", { name: "Sign & Continue" });

const SIGNUP_LABELS: Record<keyof SignupInput, RegExp> = {
  firstName: /^First Name/,
  lastName: /^Last Name/,
  jobTitle: /^Job Title/,
  university: /^University/,
  workEmail: /^Work Email/,
  emailsPerDay: /emails you receive per day/,
  timeSpentDaily: /Minutes you spend/,
  sport: /^Sport/,
  otherSport: /^Please specify the sport/,
  heardFrom: /How did you hear/,
  additionalInsights: /Additional insights/,
  suggestedFeatures: /Features you would like/,
  timeZone: /^Your time zone/,
};
const SIGNUP_SELECTS = new Set<keyof SignupInput>(["emailsPerDay", "timeSpentDaily", "sport", "heardFrom", "timeZone"]);

export async function fillSignup(page: Page, draft: SignupInput = SAMPLE_SIGNUP_DRAFT) {
  for (const [field, value] of Object.entries(draft) as Array<[keyof SignupInput, string | null | undefined]>) {
    const control = signupField(page, field);
    if (field === "otherSport" && !(await control.count())) continue;
    if (SIGNUP_SELECTS.has(field)) await control.selectOption(value ?? "");
    else await control.fill(value ?? "");
  }
}

export function signupField(page: Page, field: keyof SignupInput) {
  return page.getByLabel(SIGNUP_LABELS[field]);
}

/** Screening → legal (every document reviewed, signed) for a new coach, through the real backend; ends on /signup. */
export async function screenAndSign(page: Page, screening: ScreeningValues, start = "/initial-screening") {
  await page.goto(start);
  await fillScreening(page, screening);
  await page.getByRole("button", { name: "Continue" }).click();
  await waitForPath(page, "/legal-documents");
  await reviewAllByTags(page);
  await signButton(page).click();
  await waitForPath(page, "/signup");
}

/** Screening → legal → signup → review for a new coach, through the real backend. */
export async function reachReview(
  page: Page,
  screening: ScreeningValues,
  draft: SignupInput = { ...SAMPLE_SIGNUP_DRAFT, workEmail: screening.email },
  start = "/initial-screening",
) {
  await screenAndSign(page, screening, start);
  await fillSignup(page, draft);
  await page.getByRole("button", { name: "Continue to Review" }).click();
  await waitForPath(page, "/review-and-pay");
}

/**
 * The coach opens the emailed confirmation link in another tab of the same browser (as from their
 * webmail) and confirms it there: that tab signs the browser in, and `page` goes on with that session.
 */
export async function confirmInAnotherTab(page: Page, email: string) {
  const token = await emailedLinkToken(email, LINK_SUBJECTS.confirmation);
  await recordSessionWrites(page);
  const tab = await page.context().newPage();
  await tab.goto(`/initial-screening?continue=${token}`);
  await tab.getByRole("button", { name: "Confirm my email" }).click();
  await tab.waitForURL((url) => !url.searchParams.has("continue"));
  await tab.close();
}

/** Where Firebase Auth keeps the browser's session (its IndexedDB persistence). */
const AUTH_STORE = { database: "firebaseLocalStorageDb", store: "firebaseLocalStorage", userKeyPrefix: "firebase:authUser:" } as const;
type SessionWrites = { __sessionWrites?: string[] };

/**
 * From now on, `page` records the access token of each session its Firebase Auth writes to its IndexedDB persistence.
 * It writes the session it takes on, including one another tab signed in once its poll has found it: as a new user
 * (`directlySetCurrentUser`) or, for the same user, as that user's new token (`getIdToken` persists a changed token).
 */
async function recordSessionWrites(page: Page) {
  // The session stored now counts as written: a tab that leaves it as it is changes nothing for this page.
  const kept = await storedSessionToken(page);
  await page.evaluate(({ store, userKeyPrefix, kept }) => {
    const recorder = window as SessionWrites;
    if (recorder.__sessionWrites) return;
    const writes: string[] = (recorder.__sessionWrites = kept ? [kept] : []);
    const put = IDBObjectStore.prototype.put;
    IDBObjectStore.prototype.put = function (this: IDBObjectStore, value: unknown, key?: IDBValidKey) {
      const record = value as { fbase_key?: unknown; value?: { stsTokenManager?: { accessToken?: unknown } } } | null;
      const token = record?.value?.stsTokenManager?.accessToken;
      if (this.name === store && typeof record?.fbase_key === "string" && record.fbase_key.startsWith(userKeyPrefix) && typeof token === "string") writes.push(token);
      return key === undefined ? put.call(this, value) : put.call(this, value, key);
    };
  }, { ...AUTH_STORE, kept });
}

/** The access token of the session in this browser's Firebase Auth persistence, if any. */
function storedSessionToken(page: Page): Promise<string | undefined> {
  return page.evaluate(
    ({ database, store, userKeyPrefix }) =>
      new Promise<string | undefined>((resolve, reject) => {
        const opening = indexedDB.open(database);
        // No such database yet: none is made here (Firebase Auth makes its own), and there is no session.
        opening.onupgradeneeded = () => opening.transaction?.abort();
        opening.onerror = () => (opening.error?.name === "AbortError" ? resolve(undefined) : reject(opening.error));
        opening.onsuccess = () => {
          const reading = opening.result.transaction(store, "readonly").objectStore(store).getAll();
          reading.onerror = () => reject(reading.error);
          reading.onsuccess = () => {
            opening.result.close();
            const records = reading.result as Array<{ fbase_key: string; value?: { stsTokenManager?: { accessToken?: string } } }>;
            resolve(records.find((record) => record.fbase_key.startsWith(userKeyPrefix))?.value?.stsTokenManager?.accessToken);
          };
        };
      }),
    AUTH_STORE,
  );
}

/**
 * After another tab of this browser signed in (confirmInAnotherTab), before `page` itself calls the server (a reload,
 * or a page that moves on by itself, needs no wait): `page` keeps its old session, refused since the link was opened,
 * until Firebase Auth's next poll of IndexedDB (every 800 ms) hands it the new one. It holds it once it has written
 * the session the other tab stored back to its persistence, which confirmInAnotherTab set the page to record.
 */
export async function sessionReachedThisTab(page: Page) {
  const signedIn = await storedSessionToken(page);
  if (!signedIn) throw new Error("No session in this browser's storage: did another tab sign in?");
  await page.waitForFunction(
    (token) => {
      const writes = (window as SessionWrites).__sessionWrites;
      if (!writes) throw new Error("This page does not record its session writes: call confirmInAnotherTab first");
      return writes.includes(token);
    },
    signedIn,
    { timeout: 10_000 },
  );
}

/**
 * 'Start Free Trial' (or 'Complete Order') for an address not confirmed yet: the page waits, the coach
 * opens the emailed link in another tab, and the page moves on to /billing-success by itself.
 */
export async function startTrialConfirmingInAnotherTab(page: Page, email: string, button = "Start Free Trial") {
  await page.getByRole("button", { name: button }).click();
  await page.getByRole("heading", { name: "Confirm your email to start your trial" }).waitFor();
  await confirmInAnotherTab(page, email);
  await waitForPath(page, "/billing-success");
}

/** The Firebase callable protocol's error body, for `route.fulfill`. */
export function callableErrorBody(status: string, message: string, details?: unknown) {
  return { status: 500, contentType: "application/json", body: JSON.stringify({ error: { status, message, details } }) };
}

/** A coach whose trial started in this browser (signed in, on /billing-success), their uid and trialing billing. */
export async function coachInBrowser(page: Page, label: string) {
  const email = uniqueEduEmail(label);
  await reachReview(page, screeningValues(email));
  await startTrialConfirmingInAnotherTab(page, email);
  const uid = (await db.collection("users").where("email", "==", email).get()).docs[0]!.id;
  const billing = await billingWhen(uid, (current) => current.status === "trialing", "the trial subscription");
  return { email, uid, billing };
}
