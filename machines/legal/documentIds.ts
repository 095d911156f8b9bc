/** The five legal documents, in reading order; ids double as anchors and /legal tab names. */
export const LEGAL_DOCUMENT_IDS = ["msa", "tos", "privacy", "dpa", "disclaimer"] as const;
export type LegalDocumentId = (typeof LEGAL_DOCUMENT_IDS)[number];

/** Tag labels in the signing step's sticky bar (spec §2). */
export const LEGAL_DOCUMENT_TAGS: Record<LegalDocumentId, string> = {
  msa: "MSA",
  tos: "TOS",
  privacy: "Privacy",
  dpa: "DPA",
  disclaimer: "Disclaimer",
};

/** Share of a document that must be on screen for it to count as reviewed (spec §9). */
export const REVIEW_VISIBILITY_THRESHOLD = 0.5;
