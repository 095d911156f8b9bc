/**
 * Earlier versions of the legal documents, kept exactly as coaches signed them: each document's canonical
 * text (`legalDocumentText` when that version was current), whose SHA-256 is what signatures of that version
 * recorded. Loaded only when /legal is asked for one (`?version=`), so no page carries them otherwise.
 */
import type { LegalDocumentId } from "./documentIds";

export interface SignedLegalTexts {
  readonly version: string;
  /** ISO date (YYYY-MM-DD). */
  readonly effectiveDate: string;
  readonly texts: Readonly<Record<LegalDocumentId, string>>;
}

const SIGNED_VERSION_LOADERS = {
  "2026-11-27": () => import("./signedVersions/2026-11-27.json").then((module): SignedLegalTexts => module.default),
  "2026-11-26": () => import("./signedVersions/2026-11-26.json").then((module): SignedLegalTexts => module.default),
  "2025-04-12": () => import("./signedVersions/2025-04-12.json").then((module): SignedLegalTexts => module.default),
} as const;

export type SignedLegalVersion = keyof typeof SIGNED_VERSION_LOADERS;

/** The earlier versions a coach may have signed, newest first. */
export const SIGNED_LEGAL_VERSIONS: readonly SignedLegalVersion[] = Object.keys(SIGNED_VERSION_LOADERS).filter(isSignedLegalVersion).sort().reverse();

export function isSignedLegalVersion(value: unknown): value is SignedLegalVersion {
  return typeof value === "string" && Object.hasOwn(SIGNED_VERSION_LOADERS, value);
}

export function loadSignedLegalVersion(version: SignedLegalVersion): Promise<SignedLegalTexts> {
  return SIGNED_VERSION_LOADERS[version]();
}
