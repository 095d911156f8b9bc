import { createFileRoute } from "@tanstack/react-router";
import { pageHead } from "@/components/seo/page-head";
import { ConfirmSenderPage } from "@/features/senders/components/ConfirmSenderPage";
import { validateConfirmSenderSearch } from "@/features/senders/confirmSenderSearch";

export const Route = createFileRoute("/confirm-sender")({
  head: () => pageHead({ title: "Confirm your address", description: "Confirm you forward recruiting emails for a coach." }),
  validateSearch: validateConfirmSenderSearch,
  component: ConfirmSenderRoute,
});

function ConfirmSenderRoute() {
  return <ConfirmSenderPage token={Route.useSearch().token} />;
}
