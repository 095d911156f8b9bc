import { createFileRoute } from "@tanstack/react-router";
import { HomePage } from "@/features/home/components/HomePage";
import { WaitlistPanel } from "@/features/waitlist/components/WaitlistPanel";
import { pageHead } from "@/components/seo/page-head";

export const Route = createFileRoute("/")({
  head: () =>
    pageHead({
      path: "/",
      description:
        "Forward recruiting emails and get clean athlete summaries in your inbox. 7-day free trial for volleyball and softball coaches, no card required.",
    }),
  component: () => <HomePage waitlistPanel={<WaitlistPanel />} />,
});
