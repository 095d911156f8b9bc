// Apart from the inbox contracts (zod): /dashboard/inbox's search validation ships with the entry chunk.

/** Which forwarded emails the Inbox page lists. */
export const INBOX_FILTERS = ["all", "needs_review", "summarised", "filtered", "held", "failed"] as const;
export type InboxFilter = (typeof INBOX_FILTERS)[number];
