import { assign, setup } from "xstate";
import { LEGAL_DOCUMENT_IDS, REVIEW_VISIBILITY_THRESHOLD, type LegalDocumentId } from "../legal/documentIds";

/**
 * Which of the five legal documents the coach has reviewed on /legal-documents (spec §2, §4).
 * A document counts once at least half of it was visible while scrolling, or once its tag was
 * clicked; it never goes back to unreviewed. Signing is possible once all five are reviewed.
 */

export type ReviewedDocuments = Record<LegalDocumentId, boolean>;

export interface LegalReviewContext {
  reviewed: ReviewedDocuments;
}

export type LegalReviewEvent =
  /** `visibleRatio` is the share of the document on screen (an IntersectionObserver's intersectionRatio). */
  | { type: "DOCUMENT_VISIBLE"; documentId: LegalDocumentId; visibleRatio: number }
  | { type: "TAG_CLICKED"; documentId: LegalDocumentId };

export interface LegalReviewInput {
  /** Documents already reviewed, e.g. when the coach comes back to the step. */
  reviewed?: readonly string[];
}

const isLegalDocumentId = (id: unknown): id is LegalDocumentId => LEGAL_DOCUMENT_IDS.includes(id as LegalDocumentId);

function reviewedFrom(ids: readonly unknown[] = []): ReviewedDocuments {
  const reviewed = Object.fromEntries(LEGAL_DOCUMENT_IDS.map((id) => [id, false])) as ReviewedDocuments;
  for (const id of ids) if (isLegalDocumentId(id)) reviewed[id] = true;
  return reviewed;
}

/** Marks one document reviewed; returns the same object when nothing changes. */
function markReviewed(reviewed: ReviewedDocuments, documentId: unknown): ReviewedDocuments {
  if (!isLegalDocumentId(documentId) || reviewed[documentId]) return reviewed;
  return { ...reviewed, [documentId]: true };
}

const allReviewed = (reviewed: ReviewedDocuments): boolean => LEGAL_DOCUMENT_IDS.every((id) => reviewed[id]);

export const legalReviewMachine = setup({
  types: {
    context: {} as LegalReviewContext,
    events: {} as LegalReviewEvent,
    input: {} as LegalReviewInput | void,
  },
  actions: {
    markReviewed: assign({ reviewed: ({ context, event }) => markReviewed(context.reviewed, event.documentId) }),
  },
  guards: {
    isVisibleEnough: ({ event }) =>
      event.type === "DOCUMENT_VISIBLE" && Number.isFinite(event.visibleRatio) && event.visibleRatio >= REVIEW_VISIBILITY_THRESHOLD,
    allDocumentsReviewed: ({ context }) => allReviewed(context.reviewed),
  },
}).createMachine({
  id: "legalReview",
  context: ({ input }) => ({ reviewed: reviewedFrom(input?.reviewed) }),
  initial: "reviewing",
  states: {
    reviewing: {
      always: { guard: "allDocumentsReviewed", target: "allReviewed" },
      on: {
        DOCUMENT_VISIBLE: { guard: "isVisibleEnough", actions: "markReviewed" },
        TAG_CLICKED: { actions: "markReviewed" },
      },
    },
    // Nothing leaves this state: a reviewed document never goes back to unreviewed.
    allReviewed: {},
  },
});

export type LegalReviewMachine = typeof legalReviewMachine;

/** Anything with the machine's context: a snapshot, or a stored copy of it. */
interface HasReviewContext {
  context: LegalReviewContext;
}

export function reviewedCount(snapshot: HasReviewContext): number {
  return LEGAL_DOCUMENT_IDS.filter((id) => snapshot.context.reviewed[id]).length;
}

/** The progress line under the documents (spec §2). */
export function reviewProgressText(count: number): string {
  return count >= LEGAL_DOCUMENT_IDS.length ? "All documents reviewed" : `${count} of ${LEGAL_DOCUMENT_IDS.length} documents reviewed`;
}

/** The signature field and 'Sign & Continue' are enabled only once every document is reviewed. */
export function canSign(snapshot: HasReviewContext): boolean {
  return allReviewed(snapshot.context.reviewed);
}

/** Ids reviewed so far, in reading order (to persist, or to resume the machine with). */
export function reviewedDocumentIds(snapshot: HasReviewContext): LegalDocumentId[] {
  return LEGAL_DOCUMENT_IDS.filter((id) => snapshot.context.reviewed[id]);
}
