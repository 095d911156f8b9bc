import type { z } from "zod";
import { INBOX_FILTERS, type InboxFilter } from "@machines/portal/inboxFilters";
import type { inboxCursorSchema } from "@machines/portal/inbox";

export type InboxSearch = { filter: InboxFilter; after?: z.infer<typeof inboxCursorSchema> };

/**
 * /dashboard/inbox's search params: which emails, and from where when paging. Anything unreadable shows all.
 * Plain code, since a route's validateSearch ships with the entry chunk; the route's loader (its own chunk) checks the
 * cursor's values against `inboxCursorSchema` before asking.
 */
export function validateInboxSearch(search: Record<string, unknown>): InboxSearch {
  const filter = INBOX_FILTERS.find((known) => known === search.filter) ?? "all";
  const after = search.after;
  if (typeof after !== "object" || after === null) return { filter, after: undefined };
  const { receivedAt, id } = after as Record<string, unknown>;
  return { filter, after: typeof receivedAt === "string" && typeof id === "string" ? { receivedAt, id } : undefined };
}
