import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { createActor } from "xstate";
import { getShortestPaths, getSimplePaths } from "xstate/graph";
import { LEGAL_DOCUMENT_IDS, REVIEW_VISIBILITY_THRESHOLD, type LegalDocumentId } from "@machines/legal/documentIds";
import {
  canSign,
  legalReviewMachine,
  reviewProgressText,
  reviewedCount,
  reviewedDocumentIds,
  type LegalReviewEvent,
  type LegalReviewInput,
} from "@machines/onboarding/legalReviewMachine";

function start(input?: LegalReviewInput) {
  return createActor(legalReviewMachine, { input }).start();
}

function run(events: readonly LegalReviewEvent[], input?: LegalReviewInput) {
  const actor = start(input);
  for (const event of events) actor.send(event);
  return actor.getSnapshot();
}

const visible = (documentId: LegalDocumentId, visibleRatio: number): LegalReviewEvent => ({ type: "DOCUMENT_VISIBLE", documentId, visibleRatio });
const clicked = (documentId: LegalDocumentId): LegalReviewEvent => ({ type: "TAG_CLICKED", documentId });

describe("legal review machine", () => {
  it("starts with nothing reviewed", () => {
    const snapshot = start().getSnapshot();
    expect(snapshot.value).toBe("reviewing");
    expect(reviewedCount(snapshot)).toBe(0);
    expect(reviewProgressText(reviewedCount(snapshot))).toBe("0 of 5 documents reviewed");
    expect(canSign(snapshot)).toBe(false);
  });

  it("uses the 50% threshold of the spec", () => {
    expect(REVIEW_VISIBILITY_THRESHOLD).toBe(0.5);
  });

  it("does not count a document 49% visible", () => {
    const snapshot = run([visible("msa", 0.49)]);
    expect(snapshot.context.reviewed.msa).toBe(false);
    expect(reviewedCount(snapshot)).toBe(0);
  });

  it("counts a document 50% visible, and more", () => {
    expect(run([visible("msa", 0.5)]).context.reviewed.msa).toBe(true);
    expect(run([visible("tos", 1)]).context.reviewed.tos).toBe(true);
  });

  it("ignores ratios that are not numbers", () => {
    expect(reviewedCount(run([visible("msa", Number.NaN), visible("tos", Number.POSITIVE_INFINITY)]))).toBe(0);
  });

  it("counts a clicked tag", () => {
    const snapshot = run([clicked("dpa")]);
    expect(snapshot.context.reviewed.dpa).toBe(true);
    expect(reviewProgressText(reviewedCount(snapshot))).toBe("1 of 5 documents reviewed");
  });

  it("never goes back to unreviewed", () => {
    const snapshot = run([visible("privacy", 0.8), visible("privacy", 0), visible("privacy", 0.1), clicked("privacy")]);
    expect(snapshot.context.reviewed.privacy).toBe(true);
    expect(reviewedCount(snapshot)).toBe(1);
  });

  it("ignores unknown document ids sent at runtime", () => {
    const snapshot = run([clicked("nope" as LegalDocumentId)]);
    expect(Object.keys(snapshot.context.reviewed).sort()).toEqual([...LEGAL_DOCUMENT_IDS].sort());
    expect(reviewedCount(snapshot)).toBe(0);
  });

  it("reaches allReviewed once all five are reviewed, with the progress texts on the way", () => {
    const actor = start();
    const texts = [reviewProgressText(reviewedCount(actor.getSnapshot()))];
    for (const [index, id] of LEGAL_DOCUMENT_IDS.entries()) {
      actor.send(index % 2 ? clicked(id) : visible(id, 0.75));
      texts.push(reviewProgressText(reviewedCount(actor.getSnapshot())));
    }
    expect(texts).toEqual([
      "0 of 5 documents reviewed",
      "1 of 5 documents reviewed",
      "2 of 5 documents reviewed",
      "3 of 5 documents reviewed",
      "4 of 5 documents reviewed",
      "All documents reviewed",
    ]);
    expect(actor.getSnapshot().value).toBe("allReviewed");
    expect(canSign(actor.getSnapshot())).toBe(true);
  });

  it("stays allReviewed whatever happens next", () => {
    const actor = start({ reviewed: LEGAL_DOCUMENT_IDS });
    actor.send(visible("msa", 0));
    actor.send(clicked("tos"));
    expect(actor.getSnapshot().value).toBe("allReviewed");
    expect(reviewedCount(actor.getSnapshot())).toBe(5);
  });

  it("resumes with documents already reviewed", () => {
    const partly = start({ reviewed: ["msa", "dpa"] }).getSnapshot();
    expect(partly.value).toBe("reviewing");
    expect(reviewedDocumentIds(partly)).toEqual(["msa", "dpa"]);

    const all = start({ reviewed: [...LEGAL_DOCUMENT_IDS].reverse() }).getSnapshot();
    expect(all.value).toBe("allReviewed");
    expect(canSign(all)).toBe(true);
  });

  it("says 'All documents reviewed' for 5 (and anything above)", () => {
    expect(reviewProgressText(5)).toBe("All documents reviewed");
    expect(reviewProgressText(6)).toBe("All documents reviewed");
    expect(reviewProgressText(3)).toBe("3 of 5 documents reviewed");
  });

  it("only ever adds reviewed documents, and counts exactly the clicked or half-visible ones (property)", () => {
    const event = fc.oneof(
      fc.record({
        type: fc.constant("DOCUMENT_VISIBLE" as const),
        documentId: fc.constantFrom(...LEGAL_DOCUMENT_IDS),
        visibleRatio: fc.double({ min: 0, max: 1, noNaN: true }),
      }),
      fc.record({ type: fc.constant("TAG_CLICKED" as const), documentId: fc.constantFrom(...LEGAL_DOCUMENT_IDS) }),
    );
    fc.assert(
      fc.property(fc.array(event, { maxLength: 30 }), (events) => {
        const actor = start();
        let previous = reviewedDocumentIds(actor.getSnapshot());
        for (const next of events) {
          actor.send(next);
          const now = reviewedDocumentIds(actor.getSnapshot());
          expect(now).toEqual(expect.arrayContaining(previous));
          previous = now;
        }
        const expected = new Set(
          events.filter((e) => e.type === "TAG_CLICKED" || e.visibleRatio >= REVIEW_VISIBILITY_THRESHOLD).map((e) => e.documentId),
        );
        expect(reviewedCount(actor.getSnapshot())).toBe(expected.size);
        expect(actor.getSnapshot().matches("allReviewed")).toBe(expected.size === LEGAL_DOCUMENT_IDS.length);
      }),
    );
  });
});

describe("legal review machine: generated paths (xstate/graph)", () => {
  /** Per document: seen at 49% (no effect), seen at 50%, tag clicked. */
  const events: LegalReviewEvent[] = LEGAL_DOCUMENT_IDS.flatMap((id) => [visible(id, 0.49), visible(id, REVIEW_VISIBILITY_THRESHOLD), clicked(id)]);
  const toAllReviewed = (snapshot: { value: unknown }) => snapshot.value === "allReviewed";

  it("has a shortest path to every combination of reviewed documents, each replayed on a real actor", () => {
    const paths = getShortestPaths(legalReviewMachine, { events });
    // 2^5 combinations; the five-documents one is the allReviewed state.
    expect(paths).toHaveLength(32);
    for (const path of paths) {
      const snapshot = run(path.steps.map((step) => step.event).filter((event) => event.type !== ("xstate.init" as string)));
      expect(snapshot.value).toEqual(path.state.value);
      expect(snapshot.context).toEqual(path.state.context);
      // The shortest path marks one new document per event.
      expect(path.steps.filter((step) => step.event.type !== ("xstate.init" as string))).toHaveLength(reviewedCount(snapshot));
    }
  });

  it("reaches allReviewed by the shortest path in five events", () => {
    const paths = getShortestPaths(legalReviewMachine, { events, toState: toAllReviewed });
    const complete = paths.filter((path) => toAllReviewed(path.state));
    expect(complete).toHaveLength(1);
    for (const path of complete) {
      const replay = path.steps.map((step) => step.event).filter((event) => event.type !== ("xstate.init" as string));
      expect(replay).toHaveLength(5);
      const snapshot = run(replay);
      expect(snapshot.value).toBe("allReviewed");
      expect(canSign(snapshot)).toBe(true);
      expect(reviewProgressText(reviewedCount(snapshot))).toBe("All documents reviewed");
    }
  });

  it("reaches allReviewed along every simple path: any order, by scrolling or by tag", () => {
    const paths = getSimplePaths(legalReviewMachine, { events, toState: toAllReviewed }).filter((path) => toAllReviewed(path.state));
    // 5! orders x 2 ways (50% visible or tag click) to review each document.
    expect(paths).toHaveLength(120 * 2 ** 5);
    for (const path of paths) {
      const snapshot = run(path.steps.map((step) => step.event).filter((event) => event.type !== ("xstate.init" as string)));
      expect(snapshot.value).toBe("allReviewed");
    }
    // ~3 s alone; generous, so a busy machine cannot make it flaky.
  }, 60_000);
});
