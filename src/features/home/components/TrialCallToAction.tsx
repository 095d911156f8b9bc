import { Link } from "@tanstack/react-router";
import { BRAND } from "@machines/brand";
import { buttonStyles } from "@/components/ui/styles";
import { ExplainerVideo } from "./ExplainerVideo";

/** The home call to action while the beta has room: free trial, explainer video, sign-up button (spec §2, Home). */
export function TrialCallToAction() {
  return (
    <section aria-labelledby="trial-offer" className="flex flex-col items-center gap-6 text-center">
      <h2
        id="trial-offer"
        className="rounded-full border border-brand bg-white px-4 py-1.5 text-sm font-semibold text-brand"
      >
        7-Day Free Trial — No Card Required
      </h2>
      <ExplainerVideo />
      <Link to="/initial-screening" className={`w-full sm:w-auto ${buttonStyles("primary", "lg")}`}>
        Access {BRAND.name} Trial
      </Link>
      <p className="text-sm text-slate-600">Start free for 7 days — no credit card needed. .edu sign-up only.</p>
      <p className="text-lg font-medium text-brand-text">
        Clean athlete summaries sent to your inbox—no more digging through emails.
      </p>
    </section>
  );
}
