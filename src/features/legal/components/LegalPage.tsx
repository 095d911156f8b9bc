import * as Tabs from "@radix-ui/react-tabs";
import { Link } from "@tanstack/react-router";
import { BRAND } from "@machines/brand";
import { LEGAL_DOCUMENTS, LEGAL_VERSION, formatLegalDate } from "@machines/legal/documents";
import type { SignedLegalTexts } from "@machines/legal/signedVersions";
import { PageSection } from "@/components/status/PageSection";
import { focusRing, textLink } from "@/components/ui/styles";
import { LEGAL_TABS, isLegalTab, type LegalTab } from "../legalTabs";
import { LegalDocumentView } from "@/components/legal/LegalDocumentView";
import { LegalChangelog } from "./LegalChangelog";
import { SignedDocumentText } from "./SignedDocumentText";

interface LegalPageProps {
  tab: LegalTab;
  /** An earlier version to show as signed (`?version=`); null for the current documents. */
  signed: SignedLegalTexts | null;
  onTabChange: (tab: LegalTab) => void;
}

const tabTrigger = [
  "rounded-full border border-slate-300 bg-white px-4 py-2 text-sm font-semibold text-slate-700 transition-colors",
  "hover:border-brand hover:text-brand",
  "data-[state=active]:border-brand data-[state=active]:bg-brand data-[state=active]:text-white",
  focusRing,
].join(" ");

/** Which version the page shows, and that an earlier one is not the one new coaches sign. */
function EarlierVersionNotice({ signed, tab }: { signed: SignedLegalTexts; tab: LegalTab }) {
  return (
    <p role="note" className="mb-8 max-w-3xl rounded-lg border border-amber-300 bg-amber-50 p-4 text-slate-800">
      You are reading version {signed.version}, effective {formatLegalDate(signed.effectiveDate)}, exactly as coaches signed it. It was replaced by
      version {LEGAL_VERSION}.{" "}
      <Link to="/legal" search={{ tab }} className={textLink}>
        Read the current version
      </Link>
    </p>
  );
}

/**
 * /legal: the five documents as tabs, then what changed between versions. The selected tab lives in the URL so
 * each document can be linked to; `?version=` shows an earlier version's texts as they were signed.
 */
export function LegalPage({ tab, signed, onTabChange }: LegalPageProps) {
  return (
    <PageSection
      title="Legal"
      intro={`The agreements that govern your use of ${BRAND.name}. Coaches sign all five during onboarding; every earlier version stays readable below, as it was signed.`}
    >
      {signed && <EarlierVersionNotice signed={signed} tab={tab} />}
      <Tabs.Root value={tab} onValueChange={(value) => isLegalTab(value) && onTabChange(value)}>
        <Tabs.List aria-label="Legal documents" className="flex flex-wrap gap-2">
          {LEGAL_TABS.map(({ value, label }) => (
            <Tabs.Trigger key={value} value={value} className={tabTrigger}>
              {label}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {LEGAL_TABS.map(({ value }) => (
          <Tabs.Content key={value} value={value} className={`mt-10 rounded-sm ${focusRing}`}>
            {signed ? (
              <SignedDocumentText documentId={value} text={signed.texts[value]} version={signed.version} />
            ) : (
              <LegalDocumentView document={LEGAL_DOCUMENTS[value]} showContents />
            )}
          </Tabs.Content>
        ))}
      </Tabs.Root>
      <LegalChangelog tab={tab} shownVersion={signed?.version ?? LEGAL_VERSION} />
    </PageSection>
  );
}
