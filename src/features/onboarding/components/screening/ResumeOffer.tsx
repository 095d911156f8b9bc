import { buttonStyles } from "@/components/ui/styles";

interface ResumeOfferProps {
  onContinue: () => void;
  onStartOver: () => void;
}

/** Shown on screening when saved progress goes further: resume it, or clear it and begin again. */
export function ResumeOffer({ onContinue, onStartOver }: ResumeOfferProps) {
  return (
    <section aria-labelledby="resume-offer-title" className="max-w-2xl rounded-xl border border-brand/30 bg-brand-light p-5">
      <h2 id="resume-offer-title" className="text-lg font-semibold text-brand-text">
        Welcome back
      </h2>
      <p className="mt-1 text-slate-700">Your signup is saved. Pick up where you left off, or start over with new details.</p>
      <div className="mt-4 flex flex-col gap-3 sm:flex-row">
        <button type="button" onClick={onContinue} className={buttonStyles("primary")}>
          Continue where you left off
        </button>
        <button type="button" onClick={onStartOver} className={buttonStyles("secondary")}>
          Start over
        </button>
      </div>
    </section>
  );
}
