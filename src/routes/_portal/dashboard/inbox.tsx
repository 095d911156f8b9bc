import { createFileRoute } from "@tanstack/react-router";
import { PortalPage } from "@/features/portal/components/PortalPage";
import { portalHead } from "@/features/portal/portalHead";
import { InboxPage } from "@/features/inbox/components/InboxPage";
import { validateInboxSearch } from "@/features/inbox/inboxSearch";
import { inboxCursorSchema } from "@machines/portal/inbox";
import { call } from "@/lib/callables";

export const Route = createFileRoute("/_portal/dashboard/inbox")({
  head: () => portalHead("Inbox"),
  validateSearch: validateInboxSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ deps }) => call("listInboxEmails", { filter: deps.filter, after: inboxCursorSchema.safeParse(deps.after).data }),
  component: InboxRoute,
});

function InboxRoute() {
  return (
    <PortalPage title="Inbox" intro="Every email you forwarded and what became of it. Answer for the ones we weren't sure about, rescue one we filtered by mistake, and approve or block senders we're holding.">
      <InboxPage filter={Route.useSearch().filter} data={Route.useLoaderData()} />
    </PortalPage>
  );
}
