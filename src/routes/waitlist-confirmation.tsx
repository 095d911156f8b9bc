import { createFileRoute } from "@tanstack/react-router";
import { BRAND } from "@machines/brand";
import { WaitlistConfirmationPage } from "@/features/waitlist/components/WaitlistConfirmationPage";
import { pageHead } from "@/components/seo/page-head";

export const Route = createFileRoute("/waitlist-confirmation")({
  head: () =>
    pageHead({
      title: "Reservation Confirmed",
      description: `Your spot on the ${BRAND.name} waitlist is reserved.`,
    }),
  component: WaitlistConfirmationPage,
});
