import { BRAND } from "@machines/brand";
import { pageHead } from "@/components/seo/page-head";
import { PageSection } from "./PageSection";

const TITLE = "Your Spot is Locked In";

/** /billing/success and /billing-success are the same page (spec §2); both routes use these. */
export const billingSuccessHead = () => pageHead({ title: TITLE, description: `Your ${BRAND.name} trial is set up.` });

export function BillingSuccessPage() {
  return (
    <PageSection
      title={TITLE}
      intro={`Your ${BRAND.name} trial is set up. Forward recruiting emails from the address you signed up with, and clean athlete summaries will arrive in your inbox.`}
    />
  );
}
