import { createFileRoute } from "@tanstack/react-router";
import { BRAND } from "@machines/brand";
import { PageSection } from "@/components/pages/PageSection";
import { pageHead } from "@/components/seo/page-head";
import { textLink } from "@/components/ui/styles";

export const Route = createFileRoute("/contact")({
  head: () =>
    pageHead({
      title: "Contact",
      description: `Questions about ${BRAND.name}? Email support; we reply within 1 business day.`,
    }),
  component: ContactPage,
});

function ContactPage() {
  return (
    <PageSection
      title="Contact Us"
      intro={
        <>
          Questions about {BRAND.name}? Email{" "}
          <a href={`mailto:${BRAND.supportEmail}`} className={textLink}>
            {BRAND.supportEmail}
          </a>{" "}
          and we'll reply within 1 business day.
        </>
      }
    />
  );
}
