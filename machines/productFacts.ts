/**
 * What the product does, in the words the legal documents, the FAQ and How it works all use: each fact is
 * written once here, from the constants the code itself runs on, so no page can promise what the product
 * does not do. Plain strings only (bundled into the browser and into Cloud Functions).
 */
import { ATHLETE_RETENTION_CHOICES, ATHLETE_RETENTION_OPTIONS, DEFAULT_ATHLETE_RETENTION, LONGEST_ATHLETE_RETENTION, type AthleteRetention } from "./account/athleteRetention";
import { BRAND } from "./brand";
import { TRIAL_DAYS } from "./onboarding/trial";
import { IMPORT_FILE_EXTENSIONS, IMPORT_MESSAGE_MAX_BYTES } from "./portal/import";

const N = BRAND.name;
const and = (items: readonly string[]) => new Intl.ListFormat("en", { type: "conjunction" }).format(items);
const or = (items: readonly string[]) => new Intl.ListFormat("en", { type: "disjunction" }).format(items);
const megabytes = (bytes: number) => `${bytes / (1024 * 1024)} MB`;

/** "1 week (7 days)": the trial's length as every page states it. */
export const TRIAL_LENGTH_TEXT = TRIAL_DAYS % 7 === 0 ? `${TRIAL_DAYS / 7} week${TRIAL_DAYS === 7 ? "" : "s"} (${TRIAL_DAYS} days)` : `${TRIAL_DAYS} days`;

/** ".eml and .mbox": the files the Import page takes. */
export const IMPORT_FILE_TYPES_TEXT = and(IMPORT_FILE_EXTENSIONS);

/**
 * How long we keep what, in days: the legal documents state these numbers and the retention jobs
 * (functions/src/retention) enforce the very same ones.
 */
export const RETENTION_DAYS = {
  /** A forwarded email's original message (the raw MIME), counted from when it was processed. */
  rawEmail: 30,
  /** An ended account's data (cancelled or lapsed and not reactivated), downloadable meanwhile; then it is deleted. */
  afterTermination: 30,
  /** The longest a minor athlete's data outlives the reason to keep it (a request, the end of recruiting or of the account). */
  minorAthleteData: 90,
} as const;

const days = (count: number) => `${count} days`;

/** "2 years": a period Settings offers for keeping athletes the coach has not touched. */
const athleteRetentionLabel = (choice: AthleteRetention) => ATHLETE_RETENTION_CHOICES[choice].label;

/** Where a coach cancels, changes the card and sees invoices: Stripe's Customer Portal, opened from the Billing page. */
export const CUSTOMER_PORTAL = "the Stripe Customer Portal";

export const PRODUCT_FACTS = {
  forwarding: `You forward recruiting emails to your personal ${N} forwarding address from the address you signed up with, or from an extra sender address (an assistant's, say) that you added in Settings and its owner confirmed through the link we emailed to it. An email forwarded from an address that is not confirmed is held unread until you approve or block its sender in the portal's Inbox.`,
  forwardAsAttachment: `An email forwarded inline or attached as an .eml file ("Forward as attachment") is read the same way.`,
  outlookMessageFile: "So is an email saved from Outlook as a .msg file and attached, with the files inside it.",
  attachments: "PDF and Word (.docx) attachments, such as a résumé or a profile sheet, are read too; images and other files are listed with the email but not read.",
  import: `On the Import page of the coach portal you can import ${IMPORT_FILE_TYPES_TEXT} files (for example a Gmail label exported with Google Takeout); each email in them is read as if you had forwarded it. A single email larger than ${megabytes(IMPORT_MESSAGE_MAX_BYTES)} cannot be imported: forward that one instead.`,
  review: `The portal's Inbox lists every email with its status and the reason for it. Emails ${N} was not sure about are marked 'Needs review' and listed first; you settle each with 'This is recruiting' or 'Not recruiting'.`,
  corrections: "You correct an athlete's details yourself on the athlete's page in the coach portal, and you can merge two records of the same athlete or split a merge apart again. A later email never overwrites a correction you made.",
  delivery: `A summary email follows shortly after the emails you forward, and a daily report arrives at the hours you choose in Settings (once a day, or twice on plans that include it).`,
  export: `You can download your athletes as a CSV file from the Athletes list at any time. 'Download all my data' in Settings gives you one zip file with a README, your athletes as CSV, every email of the last ${days(RETENTION_DAYS.rawEmail)} as the .eml file we received and every record we keep about you as JSON, through a one-time download link.`,
  rawEmails: `We keep the original of each forwarded email for ${days(RETENTION_DAYS.rawEmail)} after reading it, then delete it; what was read from it that the athlete's page shows stays with the athlete.`,
  untouchedAthletes: `We delete an athlete record once you have not touched it (no new email about the athlete, no edit, merge or split) for the period you choose in Settings: ${or(ATHLETE_RETENTION_OPTIONS.map((option) => option.label))}. Unless you choose, the period is ${athleteRetentionLabel(DEFAULT_ATHLETE_RETENTION)}; it is never longer than ${athleteRetentionLabel(LONGEST_ATHLETE_RETENTION)}.`,
  afterTermination: `After an account ends (the subscription was cancelled or lapsed and not renewed), its data stays available to download for ${days(RETENTION_DAYS.afterTermination)}, then everything in it is deleted.`,
  minorsAfterTermination: `When an account ends, its minor athletes' data is deleted with the rest of it, ${days(RETENTION_DAYS.afterTermination)} after the account ends, so never later than ${days(RETENTION_DAYS.minorAthleteData)} after it.`,
  deletion: `'Delete my account' in Settings deletes your account and everything in it at once, cancels your subscription with no further charge, and emails you a confirmation.`,
  keptAfterDeletion: "a one-way hash of your email address, so that the address does not get a second free trial, and a one-way hash of your forwarding address, so that mail sent to it is refused as closed and the address is never given to anyone else.",
  sendToUa: "'Send to UA' emails an athlete's details to the University Athlete (UA) note address you set in Settings, at most once per athlete a day, so the record reaches your UA database without retyping.",
  billing: `Payments go through Stripe Checkout. You change plans on the Billing page, which shows the prorated amount before you confirm; your card and invoices are in ${CUSTOMER_PORTAL}, which the Billing page opens.`,
  cancellation: `To cancel, open ${CUSTOMER_PORTAL} from the Billing page. A cancelled subscription ends at the end of the current billing period, or when the trial ends if you cancel during the trial, and nothing further is charged.`,
  trial: `The free trial lasts ${TRIAL_LENGTH_TEXT} and needs no payment card.`,
} as const;
