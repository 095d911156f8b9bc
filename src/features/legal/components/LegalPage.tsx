import * as Tabs from "@radix-ui/react-tabs";
import { BRAND } from "@machines/brand";
import { LEGAL_DOCUMENTS } from "@machines/legal/documents";
import { PageSection } from "@/components/status/PageSection";
import { focusRing } from "@/components/ui/styles";
import { LEGAL_TABS, isLegalTab, type LegalTab } from "../legalTabs";
import { LegalDocumentView } from "@/components/legal/LegalDocumentView";

interface LegalPageProps {
  tab: LegalTab;
  onTabChange: (tab: LegalTab) => void;
}

const tabTrigger = [
  "rounded-full border border-slate-300 bg-white px-4 py-2 text-sm font-semibold text-slate-700 transition-colors",
  "hover:border-brand hover:text-brand",
  "data-[state=active]:border-brand data-[state=active]:bg-brand data-[state=active]:text-white",
  focusRing,
].join(" ");

/** /legal: the five documents as tabs; the selected tab lives in the URL so each document can be linked to. */
export function LegalPage({ tab, onTabChange }: LegalPageProps) {
  return (
    <PageSection
      title="Legal"
      intro={`The agreements that govern your use of ${BRAND.name}. Coaches sign all five during onboarding.`}
    >
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
            <LegalDocumentView document={LEGAL_DOCUMENTS[value]} showContents />
          </Tabs.Content>
        ))}
      </Tabs.Root>
    </PageSection>
  );
}
