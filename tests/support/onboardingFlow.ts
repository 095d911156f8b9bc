import { LEGAL_DOCUMENT_IDS } from "@machines/legal/documentIds";
import { LEGAL_VERSION } from "@machines/legal/version";
import type { OpenEmailLinkResponse } from "@machines/identity/contracts";
import { newClient, type TestClient } from "./clientApp";
import { emailsTo, waitForEmail } from "./mailCatcher";
import { eventually } from "./eventually";

/** The subjects of the emails that carry a link (functions/src/identity/linkEmails.ts). */
export const LINK_SUBJECTS = {
  confirmation: "Confirm your email to continue your InboxScout signup",
  existingAccount: "Sign in to InboxScout",
  signIn: "Your InboxScout sign-in link",
} as const;
export const RESET_SUBJECT = "Reset your InboxScout password";

export const signupFor = (email: string, overrides: Record<string, unknown> = {}) => ({
  firstName: "Jordan",
  lastName: "Reyes",
  jobTitle: "Head Coach",
  university: "Ohio State University",
  workEmail: email,
  emailsPerDay: "26–50",
  timeSpentDaily: "31–45",
  sport: "Volleyball",
  otherSport: "",
  heardFrom: "Colleague referral",
  additionalInsights: "Most emails come from club directors",
  suggestedFeatures: "",
  ...overrides,
});

export function screen(coach: TestClient, email: string, extra: Record<string, unknown> = {}) {
  return coach.call("submitScreening", { firstName: "Jordan", lastName: "Reyes", email, sport: "Volleyball", ...extra });
}

export const signAll = (coach: TestClient, signature = "Jordan Reyes") =>
  coach.call("signLegalDocuments", { signature, reviewedDocumentIds: [...LEGAL_DOCUMENT_IDS], documentsVersion: LEGAL_VERSION });

/** Screening, signature and signup: everything before 'Start Free Trial'. */
export async function reachReview(coach: TestClient, email: string, extra: Record<string, unknown> = {}) {
  const screening = await screen(coach, email, extra);
  await signAll(coach);
  await coach.call("submitSignup", signupFor(email, { ...(typeof extra.firstName === "string" ? { firstName: extra.firstName } : {}), ...(typeof extra.sport === "string" ? { sport: extra.sport } : {}) }));
  return screening;
}

/** The token of a link in an email's text (…?continue=, …?link= or …?token=<token>). */
export function linkTokenIn(text: string): string {
  const match = /[?&](?:continue|link|token)=([A-Za-z0-9_-]{43})/.exec(text);
  if (!match) throw new Error(`No emailed link in: ${text.slice(0, 300)}`);
  return match[1]!;
}

/** Waits for the `index`-th email to `address` with `subject` (oldest first) and returns its link token. */
export async function emailedLinkToken(address: string, subject: string, index = 0): Promise<string> {
  await waitForEmail(address, subject);
  const found = await eventually(
    async () => (await emailsTo(address)).filter((email) => email.subject.includes(subject))[index],
    20_000,
    `email #${index + 1} to ${address} about "${subject}"`,
  );
  return linkTokenIn(found.text);
}

/** Opens a link from a browser of its own (a phone, say), as whoever reads the inbox would. */
export async function openLinkElsewhere(token: string): Promise<{ result: OpenEmailLinkResponse; browser: TestClient }> {
  const browser = await newClient();
  const result = await browser.call("openEmailLink", { token });
  return { result, browser };
}

/** Opens a link in `browser` and, when it signs in, signs that browser in as the account, as the link page does. */
export async function openLinkIn(browser: TestClient, token: string): Promise<OpenEmailLinkResponse> {
  const result = await browser.call("openEmailLink", { token });
  if (result.outcome === "signed-in") await browser.signInWithCustomToken(result.signInToken);
  return result;
}

/**
 * Confirms the address from the confirmation email the coach received: in the coach's own browser
 * (`in`, which goes on signed in by the link), or else in a browser of its own that is closed after.
 * Opening it ends every other session of the signup's account (no one who only typed the address keeps one).
 */
export async function confirmFromInbox(email: string, options: { index?: number; in?: TestClient } = {}): Promise<OpenEmailLinkResponse> {
  const token = await emailedLinkToken(email, LINK_SUBJECTS.confirmation, options.index ?? 0);
  if (options.in) return openLinkIn(options.in, token);
  const { result, browser } = await openLinkElsewhere(token);
  await browser.close();
  return result;
}

/** A coach with a running trial: screened, signed, signed up, address confirmed, trial started. */
export async function coachWithTrial(client: () => Promise<TestClient>, label = "coach") {
  const coach = await client();
  const email = `${label}.${crypto.randomUUID().slice(0, 8)}@test-university.edu`;
  const { personalReferralCode } = await reachReview(coach, email);
  await confirmFromInbox(email, { in: coach });
  const started = await coach.call("startTrial", {});
  if (started.status !== "started") throw new Error("The trial did not start");
  return { coach, email, code: personalReferralCode, account: started.account };
}
