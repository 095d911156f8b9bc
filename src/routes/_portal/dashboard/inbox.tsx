import { createFileRoute } from "@tanstack/react-router";
import { PortalPage } from "@/features/portal/components/PortalPage";
import { portalHead } from "@/features/portal/portalHead";
import { InboxPage } from "@/features/inbox/components/InboxPage";
import { inboxSearchSchema } from "@/features/inbox/inboxSearch";
import { call } from "@/lib/callables";

export const Route = createFileRoute("/_portal/dashboard/inbox")({
  head: () => portalHead("Inbox"),
  validateSearch: inboxSearchSchema,
  loaderDeps: ({ search }) => search,
  loader: ({ deps }) => call("listInboxEmails", deps),
  component: InboxRoute,
});

function InboxRoute() {
  return (
    <PortalPage title="Inbox" intro="Every email you forwarded and what became of it. Answer for the ones we weren't sure about, rescue one we filtered by mistake, and approve or block senders we're holding.">
      <InboxPage filter={Route.useSearch().filter} data={Route.useLoaderData()} />
    </PortalPage>
  );
}
