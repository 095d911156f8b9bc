import { createFileRoute } from "@tanstack/react-router";
import { BRAND } from "@machines/brand";
import { PageSection } from "@/components/pages/PageSection";
import { pageHead } from "@/components/seo/page-head";

export const Route = createFileRoute("/signup")({
  head: () =>
    pageHead({
      title: "Signup",
      description: `Finish your ${BRAND.name} sign-up with a few details about you and your recruiting inbox.`,
    }),
  component: SignupPage,
});

function SignupPage() {
  return (
    <PageSection
      title={`${BRAND.name} Signup`}
      intro="Tell us about yourself, your recruiting inbox and your sport so your athlete summaries fit how you recruit."
    />
  );
}
