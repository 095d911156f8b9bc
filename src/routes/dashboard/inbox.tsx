import { createFileRoute } from "@tanstack/react-router";
import { pageHead } from "@/components/seo/page-head";
import { PageSection } from "@/components/status/PageSection";
import { InboxPage } from "@/features/inbox/components/InboxPage";
import { inboxSearchSchema } from "@/features/inbox/inboxSearch";
import { call } from "@/lib/callables";

export const Route = createFileRoute("/dashboard/inbox")({
  head: () => pageHead({ title: "Inbox", description: "Every email you forwarded, what became of it, and the senders waiting for your approval." }),
  validateSearch: inboxSearchSchema,
  loaderDeps: ({ search }) => search,
  loader: ({ deps }) => call("listInboxEmails", deps),
  component: InboxRoute,
});

function InboxRoute() {
  return (
    <PageSection title="Inbox" intro="Every email you forwarded and what became of it. Rescue one we filtered by mistake, and approve or block senders we're holding.">
      <InboxPage filter={Route.useSearch().filter} data={Route.useLoaderData()} />
    </PageSection>
  );
}
