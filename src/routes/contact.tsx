import { createFileRoute } from "@tanstack/react-router";
import { BRAND } from "@machines/brand";
import { PageSection } from "@/components/status/PageSection";
import { pageHead } from "@/components/seo/page-head";
import { ContactPage } from "@/features/contact/components/ContactPage";

export const Route = createFileRoute("/contact")({
  head: () =>
    pageHead({
      title: "Contact",
      description: `Questions about ${BRAND.name}? Send us a message or email support; we reply within 1 business day.`,
      path: "/contact",
    }),
  component: ContactRoute,
});

function ContactRoute() {
  return (
    <PageSection title="Contact Us" intro={`Questions about ${BRAND.name}, the beta or your account? We're here to help.`}>
      <ContactPage />
    </PageSection>
  );
}
