/** What changed in the legal documents, version by version, in plain words: shown on /legal, newest first. */
import { IMPORT_FILE_TYPES_TEXT, PRODUCT_FACTS } from "../productFacts";
import type { SignedLegalVersion } from "./signedVersions";
import { LEGAL_EFFECTIVE_DATE, LEGAL_VERSION } from "./version";

export interface LegalChange {
  /** The current version, or an earlier one kept as signed (readable at /legal?version=). */
  readonly version: typeof LEGAL_VERSION | SignedLegalVersion;
  /** ISO date (YYYY-MM-DD) the version took effect. */
  readonly effectiveDate: string;
  readonly changes: readonly string[];
}

export const LEGAL_CHANGELOG: readonly LegalChange[] = [
  {
    version: LEGAL_VERSION,
    effectiveDate: LEGAL_EFFECTIVE_DATE,
    changes: [`${PRODUCT_FACTS.untouchedAthletes} ${PRODUCT_FACTS.minorsAfterTermination}`],
  },
  {
    version: "2026-11-27",
    effectiveDate: "2026-11-27",
    changes: [`${PRODUCT_FACTS.rawEmails} ${PRODUCT_FACTS.afterTermination}`],
  },
  {
    version: "2026-11-26",
    effectiveDate: "2026-11-26",
    changes: [
      `The documents describe the coach portal as it is: you correct, merge and split athletes yourself, settle the emails marked 'Needs review' in the Inbox, and import ${IMPORT_FILE_TYPES_TEXT} files.`,
      "An email forwarded as an .eml attachment is read like any other. Sender addresses you add and confirm may forward to you too; mail from an unconfirmed sender is held.",
      "You cancel, change your card and see invoices in the Stripe Customer Portal, and change plans (with proration) on the Billing page, instead of emailing support.",
      "'Download all my data' (a zip through a one-time link) and 'Delete my account' (everything deleted at once, with the two one-way hashes we keep) are described as they work.",
      "Emails are read by our own software on our servers: OpenAI is no longer listed as a subprocessor, and inbound mail is received by Twilio SendGrid, not Mailgun.",
      "A signature records the IP address and browser it came from, and the documents now say so.",
    ],
  },
  { version: "2025-04-12", effectiveDate: "2025-04-12", changes: ["First version."] },
];
