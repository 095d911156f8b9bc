import { createFileRoute } from "@tanstack/react-router";
import { BRAND } from "@machines/brand";
import { PageSection } from "@/components/status/PageSection";
import { pageHead } from "@/components/seo/page-head";
import { WaitlistPage } from "@/features/waitlist/components/WaitlistPage";

export const Route = createFileRoute("/waitlist")({
  head: () =>
    pageHead({
      path: "/waitlist",
      title: "Join the Waitlist",
      description: `Reserve your spot on the ${BRAND.name} waitlist and be first to know when a place opens.`,
    }),
  component: WaitlistRoute,
});

function WaitlistRoute() {
  return (
    <PageSection
      title="Join the Waitlist"
      intro={`Reserve your spot and we'll let you know as soon as ${BRAND.name} is ready for your program.`}
    >
      <div className="max-w-2xl">
        <WaitlistPage />
      </div>
    </PageSection>
  );
}
