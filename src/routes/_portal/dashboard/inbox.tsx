import { createFileRoute } from "@tanstack/react-router";
import { portalHead } from "@/features/portal/portalHead";
import { InboxPage } from "@/features/portal/components/InboxPage";

export const Route = createFileRoute("/_portal/dashboard/inbox")({
  head: () => portalHead("Inbox"),
  component: InboxPage,
});
