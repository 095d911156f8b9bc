/**
 * The current version of the five legal documents and its effective date (spec §9): the signup step records
 * the date as document_effective_date, and signLegalDocuments accepts a signature for this version only.
 * Apart from ./documents, so the signing call can name the version without loading every text.
 */
export const LEGAL_VERSION = "2026-11-28";
export const LEGAL_EFFECTIVE_DATE = "2026-11-28";
