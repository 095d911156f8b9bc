/** What a support person did, as the audit trail names it (machines/support/documents.ts). */
export const SUPPORT_AUDIT_ACTIONS = [
  "findCoach",
  "viewOverview",
  "viewForwarding",
  "readEmail",
  "resendLink",
  "reprocessEmail",
  "releaseEmail",
  "extendTrial",
] as const;
export type SupportAuditAction = (typeof SUPPORT_AUDIT_ACTIONS)[number];

/** How Settings and the data export describe each entry to the coach. */
export const SUPPORT_AUDIT_LABELS: Readonly<Record<SupportAuditAction, string>> = {
  findCoach: "Found your account in a search",
  viewOverview: "Opened your account overview (sign-up, agreements, trial and billing)",
  viewForwarding: "Opened your forwarding health (when emails arrived and their status, never their content)",
  readEmail: "Read one of your emails, with your permission",
  resendLink: "Sent you a new confirmation or sign-in link",
  reprocessEmail: "Sent one of your emails through reading again",
  releaseEmail: "Released one of your held emails",
  extendTrial: "Extended your free trial",
};

/** What Settings says about support's access (the coach's own words on the button, and the grant's state). */
export const SUPPORT_ACCESS_TEXT = {
  heading: "Support access",
  intro: "Our support team sees when your emails arrived and what happened to them, never your athletes or what your emails say, unless you let them for 24 hours. Everything they look at or do is listed here.",
  grant: "Let support see my athletes and emails for 24 hours",
  withdraw: "Withdraw access now",
  grantedUntil: (until: string) => `Support can see your athletes and emails until ${until}.`,
  granted: "Support can now see your athletes and emails for 24 hours.",
  withdrawn: "Support can no longer see your athletes and emails.",
  noEntries: "Support hasn't looked at your account.",
  entriesHeading: "What support looked at or did",
} as const;
