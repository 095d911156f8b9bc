import { useEffect, useRef, type RefObject } from "react";
import { LEGAL_DOCUMENT_IDS, type LegalDocumentId } from "@machines/legal/documentIds";

/** Intersection thresholds: a short document reports as it crosses each quarter of itself. */
export const VISIBILITY_THRESHOLDS = [0, 0.25, 0.5, 0.75, 1];

/**
 * How much of a document the coach has seen, for the 50 % review rule (spec §2, §9).
 *
 * Taken literally ("half of it is visible at once") the rule fails for any document taller than
 * two pane heights: the MSA is several screens long, so its intersection ratio tops out far below
 * 0.5 and it could never be reviewed by scrolling. Counting the share of the pane it fills instead
 * would mark a long document the moment it appears, before a line of it was read. So the measure
 * is the share of the document from its top down to the pane's bottom edge, while it is on screen:
 * reading downwards, that is exactly how much of it has been visible so far. A long document counts
 * once the coach has scrolled halfway through it; a short one once half of it is on screen (for it
 * the measure equals the plain visible share), and one scrolled past has been seen whole. A document
 * that is not on screen reports 0, so jumping past documents (tag clicks) never counts them.
 */
export function visibleShare(document: { top: number; bottom: number }, pane: { top: number; bottom: number }): number {
  const height = document.bottom - document.top;
  const onScreen = document.bottom > pane.top && document.top < pane.bottom;
  if (height <= 0 || !onScreen) return 0;
  return Math.min(1, (pane.bottom - document.top) / height);
}

/**
 * Reports how visible each legal document is inside a scrolling pane. An IntersectionObserver
 * (thresholds above) says which documents are on screen and reports as they cross each quarter;
 * since a long document's intersection ratio barely changes while it scrolls, the pane's scroll
 * events (one measurement per frame) re-measure the documents currently on screen.
 */
export function useDocumentVisibility(
  pane: RefObject<HTMLElement | null>,
  documents: RefObject<Partial<Record<LegalDocumentId, HTMLElement | null>>>,
  onVisible: (documentId: LegalDocumentId, visibleRatio: number) => void,
) {
  const report = useRef(onVisible);
  useEffect(() => {
    report.current = onVisible;
  });

  useEffect(() => {
    const root = pane.current;
    if (!root) return;
    const onScreen = new Set<LegalDocumentId>();
    const measure = (id: LegalDocumentId) => {
      const element = documents.current[id];
      if (element) report.current(id, visibleShare(element.getBoundingClientRect(), root.getBoundingClientRect()));
    };

    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          const id = (entry.target as HTMLElement).dataset.legalDocument as LegalDocumentId;
          if (entry.isIntersecting) onScreen.add(id);
          else onScreen.delete(id);
          measure(id);
        }
      },
      { root, threshold: VISIBILITY_THRESHOLDS },
    );
    for (const id of LEGAL_DOCUMENT_IDS) {
      const element = documents.current[id];
      if (element) observer.observe(element);
    }

    let frame = 0;
    const onScroll = () => {
      if (frame) return;
      frame = requestAnimationFrame(() => {
        frame = 0;
        onScreen.forEach(measure);
      });
    };
    root.addEventListener("scroll", onScroll, { passive: true });
    return () => {
      observer.disconnect();
      root.removeEventListener("scroll", onScroll);
      cancelAnimationFrame(frame);
    };
  }, [pane, documents]);
}
