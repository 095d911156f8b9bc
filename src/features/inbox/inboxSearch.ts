import { z } from "zod";
import { INBOX_FILTERS, inboxCursorSchema, type InboxFilter } from "@machines/portal/inbox";

/** /dashboard/inbox's search params: which emails, and from where when paging. Anything unreadable shows all. */
export const inboxSearchSchema = z.object({
  filter: z.enum(INBOX_FILTERS).catch("all").default("all"),
  after: inboxCursorSchema.optional().catch(undefined),
});
export type InboxSearch = { filter: InboxFilter; after?: z.infer<typeof inboxCursorSchema> };
