import type { SearchSchemaInput } from "@tanstack/react-router";
import type { LegalDocumentId } from "@machines/legal/documentIds";

/** The /legal tabs, in the page's order (spec §2), which differs from the signing order of LEGAL_DOCUMENT_IDS. */
export const LEGAL_TABS = [
  { value: "msa", label: "Master Services Agreement" },
  { value: "tos", label: "Terms of Service" },
  { value: "dpa", label: "Data Processing" },
  { value: "privacy", label: "Privacy Policy" },
  { value: "disclaimer", label: "Disclaimer and Consent" },
] as const satisfies readonly { value: LegalDocumentId; label: string }[];

export type LegalTab = (typeof LEGAL_TABS)[number]["value"];

export const DEFAULT_LEGAL_TAB: LegalTab = "msa";

export function isLegalTab(value: unknown): value is LegalTab {
  return LEGAL_TABS.some((tab) => tab.value === value);
}

export interface LegalSearch {
  tab: LegalTab;
}

/**
 * `validateSearch` of /legal: a missing or unknown `?tab=` reads as the Master Services Agreement. Links may omit
 * `tab` (the declared input makes it optional) but may only name a real tab.
 *
 * Deliberately not a zod schema: validateSearch is not code-split, so zod (about 24 KB gzip, 14 KB as zod/mini)
 * would land in every page's main bundle for one enum check.
 */
export function validateLegalSearch(search: { tab?: LegalTab } & SearchSchemaInput): LegalSearch {
  const tab: unknown = search.tab;
  return { tab: isLegalTab(tab) ? tab : DEFAULT_LEGAL_TAB };
}
