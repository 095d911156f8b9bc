import type { SearchSchemaInput } from "@tanstack/react-router";
import type { LegalDocumentId } from "@machines/legal/documentIds";
import { isSignedLegalVersion, type SignedLegalVersion } from "@machines/legal/signedVersions";

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
  /** An earlier version, shown as signed; absent for the current documents. */
  version?: SignedLegalVersion;
}

/**
 * `validateSearch` of /legal: a missing or unknown `?tab=` reads as the Master Services Agreement, and a missing or
 * unknown `?version=` as the current documents. Links may omit both (the declared input makes them optional) but
 * may only name a real tab and a kept version.
 *
 * Deliberately not a zod schema: validateSearch is not code-split, so zod (about 24 KB gzip, 14 KB as zod/mini)
 * would land in every page's main bundle for one enum check.
 */
export function validateLegalSearch(search: { tab?: LegalTab; version?: SignedLegalVersion } & SearchSchemaInput): LegalSearch {
  const tab: unknown = search.tab;
  const version: unknown = search.version;
  // An unknown version is set to undefined, not left out: the router keeps search keys a validator leaves out.
  return { tab: isLegalTab(tab) ? tab : DEFAULT_LEGAL_TAB, version: isSignedLegalVersion(version) ? version : undefined };
}
