import { useEffect, useRef, useState, type FormEvent } from "react";
import { useMachine, useSelector } from "@xstate/react";
import { LEGAL_DOCUMENT_IDS, LEGAL_DOCUMENT_TAGS, type LegalDocumentId } from "@machines/legal/documentIds";
import { LEGAL_DOCUMENTS } from "@machines/legal/documents";
import { canSign, legalReviewMachine, reviewProgressText, reviewedCount, reviewedDocumentIds } from "@machines/onboarding/legalReviewMachine";
import { FormField } from "@/components/form/FormField";
import { buttonStyles, focusRing } from "@/components/ui/styles";
import { LegalDocumentView } from "@/components/legal/LegalDocumentView";
import { useDocumentVisibility } from "../../hooks/useDocumentVisibility";
import { fullName } from "../../lib";
import { useOnboardingActor } from "../../session/OnboardingSessionContext";
import { inspect } from "@/lib/xstateInspect";

/**
 * /legal-documents: the five documents in a scrolling pane, a sticky bar of tags, and the signature.
 * A document counts as reviewed once its tag is clicked or enough of it was on screen (see
 * useDocumentVisibility); signing opens once all five are reviewed (spec §2).
 */
export function LegalReview() {
  const onboarding = useOnboardingActor();
  const intake = useSelector(onboarding, (snapshot) => snapshot.context.intake);
  const signing = useSelector(onboarding, (snapshot) => snapshot.matches({ legal: "signing" }));
  // Coming back after signing, the documents were all reviewed already; otherwise those reviewed before,
  // kept with the flow (and its saved progress), so going back and forth never un-reviews one.
  const [review, sendReview] = useMachine(legalReviewMachine, {
    inspect,
    input: { reviewed: intake.legalDocsSigned ? LEGAL_DOCUMENT_IDS : (intake.reviewedDocuments ?? []) },
  });
  const reviewedIds = reviewedDocumentIds(review);
  useEffect(() => {
    if (reviewedIds.some((id) => !intake.reviewedDocuments?.includes(id))) onboarding.send({ type: "DOCUMENTS_REVIEWED", documentIds: reviewedIds });
  }, [onboarding, reviewedIds, intake.reviewedDocuments]);
  const [signature, setSignature] = useState(() => intake.signature ?? fullName(intake) ?? "");

  const pane = useRef<HTMLDivElement>(null);
  const documents = useRef<Partial<Record<LegalDocumentId, HTMLElement | null>>>({});
  const signatureSection = useRef<HTMLElement>(null);
  const signatureInput = useRef<HTMLInputElement>(null);
  useDocumentVisibility(pane, documents, (documentId, visibleRatio) => sendReview({ type: "DOCUMENT_VISIBLE", documentId, visibleRatio }));

  const ready = canSign(review);
  const count = reviewedCount(review);

  const openDocument = (id: LegalDocumentId) => {
    sendReview({ type: "TAG_CLICKED", documentId: id });
    const element = documents.current[id];
    const root = pane.current;
    if (!element || !root) return;
    // An instant jump: a smooth scroll would sweep past (and so count) every document in between.
    root.scrollTo({ top: element.getBoundingClientRect().top - root.getBoundingClientRect().top + root.scrollTop });
  };

  const jumpToSignature = () => {
    signatureSection.current?.scrollIntoView({ block: "center" });
    (ready ? signatureInput.current : signatureSection.current)?.focus({ preventScroll: true });
  };

  const sign = (event: FormEvent) => {
    event.preventDefault();
    onboarding.send({ type: "SIGN", signature, allReviewed: ready });
  };

  return (
    <div className="space-y-6">
      <div className="sticky top-16 z-30 -mx-4 border-b border-slate-200 bg-white px-4 py-3 sm:mx-0 sm:rounded-lg sm:border">
        <ul aria-label="Documents to review" className="flex flex-wrap gap-2">
          {LEGAL_DOCUMENT_IDS.map((id) => {
            const reviewed = review.context.reviewed[id];
            return (
              <li key={id}>
                <button
                  type="button"
                  onClick={() => openDocument(id)}
                  aria-pressed={reviewed}
                  aria-label={`${LEGAL_DOCUMENT_TAGS[id]}: ${LEGAL_DOCUMENTS[id].title}${reviewed ? " (reviewed)" : ""}`}
                  className={`inline-flex items-center gap-1 rounded-full border px-3 py-1 text-sm font-medium transition-colors ${focusRing} ${
                    reviewed ? "border-green-700 bg-green-50 text-green-800" : "border-slate-300 bg-white text-slate-700 hover:border-brand hover:text-brand"
                  }`}
                >
                  <span aria-hidden="true">{reviewed ? "✓" : "○"}</span>
                  {LEGAL_DOCUMENT_TAGS[id]}
                </button>
              </li>
            );
          })}
        </ul>
        <div className="mt-2 flex items-center justify-between gap-3">
          <p aria-live="polite" className="text-sm font-medium text-slate-700">
            {reviewProgressText(count)}
          </p>
          <button type="button" onClick={jumpToSignature} className={`${buttonStyles("secondary")} shrink-0 px-3 py-1.5`}>
            Jump to Signature
          </button>
        </div>
      </div>

      {/* `relative` makes the pane the containing block of anything absolutely positioned inside it (screen-reader-only
          text is): without it such boxes sit at their place in the scrolled content, outside the pane's clip, and
          stretch the page far below the footer. */}
      <div
        ref={pane}
        tabIndex={0}
        role="region"
        aria-label="Legal documents"
        className={`relative h-[60vh] overflow-y-auto rounded-lg border border-slate-200 bg-white px-4 py-6 sm:px-8 ${focusRing}`}
      >
        <div className="space-y-16">
          {LEGAL_DOCUMENT_IDS.map((id) => (
            <LegalDocumentView
              key={id}
              document={LEGAL_DOCUMENTS[id]}
              headingLevel={2}
              openLinksInNewTab
              ref={(element) => {
                documents.current[id] = element;
              }}
            />
          ))}
        </div>
      </div>

      <section ref={signatureSection} tabIndex={-1} aria-labelledby="signature-title" className="max-w-2xl space-y-4 outline-none">
        <h2 id="signature-title" className="text-xl font-semibold text-brand-text">
          Electronic Signature
        </h2>
        <p className="text-slate-600">
          {ready
            ? "Type your full name to sign all five documents."
            : "Review all five documents to sign: scroll through each one or select its tag above."}
        </p>
        <form onSubmit={sign} noValidate aria-label="Sign the legal documents" className="space-y-4">
          <FormField label="Full Name (Electronic Signature)" required>
            <input
              ref={signatureInput}
              type="text"
              autoComplete="name"
              value={signature}
              disabled={!ready || signing}
              onChange={(event) => setSignature(event.target.value)}
            />
          </FormField>
          <button type="submit" disabled={!ready || signing} aria-busy={signing} className={`${buttonStyles(ready ? "primary" : "unavailable", "lg")} disabled:cursor-not-allowed aria-busy:opacity-70`}>
            Sign &amp; Continue
          </button>
        </form>
      </section>
    </div>
  );
}
