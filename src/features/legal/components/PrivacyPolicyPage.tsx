import { LEGAL_DOCUMENTS } from "@machines/legal/documents";
import { PageSection } from "@/components/status/PageSection";
import { LegalDocumentView } from "@/components/legal/LegalDocumentView";

const privacyPolicy = LEGAL_DOCUMENTS.privacy;

/** /privacy: the Privacy Policy alone; the page's h1 is the document title, so the view hides its own. */
export function PrivacyPolicyPage() {
  return (
    <PageSection title={privacyPolicy.title} intro={privacyPolicy.summary}>
      <LegalDocumentView document={privacyPolicy} headingLevel={2} showTitle={false} showContents />
    </PageSection>
  );
}
