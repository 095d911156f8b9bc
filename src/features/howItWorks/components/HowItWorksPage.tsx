import { Link } from "@tanstack/react-router";
import { Suspense, lazy } from "react";
import { BRAND } from "@machines/brand";
import { SAMPLE_EMAILS, SAMPLE_RECRUITS } from "@machines/demo/sampleRecruits";
import { TRIAL_DAYS } from "@machines/onboarding/trial";
import { IMPORT_FILE_TYPES_TEXT, PRODUCT_FACTS } from "@machines/productFacts";
import { REFERRAL_VALID_DAYS } from "@machines/referrals/expiry";
import { buttonStyles } from "@/components/ui/styles";
import { StepNumber } from "@/components/ui/StepNumber";
import { useIdleAfterLoad } from "@/lib/afterPageLoad";
import { RecruitSummaryTable } from "./RecruitSummaryTable";
import { SampleInbox } from "./SampleInbox";
import { SampleReportForm } from "./SampleReportForm";

const PROCESS_STEPS = [
  {
    title: "Forward",
    text: `Forward recruiting emails from your .edu address to your personal ${BRAND.name} address, from Gmail, Outlook or any other mail app, or import a folder of them as ${IMPORT_FILE_TYPES_TEXT} files.`,
  },
  {
    title: "Process",
    text: `${BRAND.name} pulls out every athlete (name, position, height, grad year, club and state), drops what isn't recruiting and merges duplicates.`,
  },
  {
    title: "Recruit",
    text: "Clean athlete summaries and a daily report arrive in your inbox, and the coach portal keeps every athlete ready to sort, correct, export and act on.",
  },
] as const;

/** What the coach portal lets a coach do, in the product's own words (machines/productFacts.ts). */
const PORTAL_FEATURES = [
  { title: "Review what we weren't sure about", text: PRODUCT_FACTS.review },
  { title: "Correct, merge and split", text: PRODUCT_FACTS.corrections },
  { title: "Import a whole folder", text: PRODUCT_FACTS.import },
  { title: "Read résumés too", text: PRODUCT_FACTS.attachments },
  { title: "Take your data with you", text: PRODUCT_FACTS.export },
  { title: "Forwarding from your staff", text: PRODUCT_FACTS.forwarding },
] as const;

const section = "mx-auto max-w-6xl px-4 sm:px-6";

// The invite form sits at the bottom of the page and brings its own machine, validation and Firebase calls:
// it loads once the page above it is on screen.
const ReferralForm = lazy(() => import("@/features/referrals/components/ReferralForm").then((module) => ({ default: module.ReferralForm })));

/** /how-it-works (spec §2): hero, the three steps, what the portal does, the demo with its before/after, the invite form, and a closing call to action. */
export function HowItWorksPage() {
  const pageShown = useIdleAfterLoad();
  return (
    <div className="space-y-16 pb-16 sm:space-y-24 sm:pb-24">
      <section aria-labelledby="how-title" className="bg-gradient-to-b from-brand-light to-white">
        <div className={`${section} py-14 text-center sm:py-20`}>
          <h1 id="how-title" className="text-3xl font-bold tracking-tight text-brand-text sm:text-5xl">
            How It Works
          </h1>
          <p className="mx-auto mt-4 max-w-2xl text-lg text-slate-700">
            Forward your recruiting emails. Get back clean athlete summaries. {BRAND.tagline}
          </p>
          <p className="mt-2 text-sm text-slate-600">Beta now open to volleyball and softball coaches.</p>
          <Link to="/initial-screening" className={`${buttonStyles("primary", "lg")} mt-8`}>
            Start Your Free Trial
          </Link>
        </div>
      </section>

      <section aria-labelledby="process-title" className={section}>
        <h2 id="process-title" className="text-2xl font-bold text-brand-text sm:text-3xl">
          Three steps to a cleaner inbox
        </h2>
        <ol className="mt-8 grid gap-6 md:grid-cols-3">
          {PROCESS_STEPS.map((step, index) => (
            <li key={step.title} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
              <StepNumber number={index + 1} large />
              <h3 className="mt-4 text-lg font-semibold text-brand-text">{step.title}</h3>
              <p className="mt-2 text-slate-700">{step.text}</p>
            </li>
          ))}
        </ol>
      </section>

      <section aria-labelledby="portal-title" className={section}>
        <h2 id="portal-title" className="text-2xl font-bold text-brand-text sm:text-3xl">
          Your coach portal
        </h2>
        <ul className="mt-8 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {PORTAL_FEATURES.map((feature) => (
            <li key={feature.title} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
              <h3 className="text-lg font-semibold text-brand-text">{feature.title}</h3>
              <p className="mt-2 text-slate-700">{feature.text}</p>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="demo-title" className={section}>
        <h2 id="demo-title" className="text-2xl font-bold text-brand-text sm:text-3xl">
          See it in action
        </h2>
        <p className="mt-3 max-w-3xl text-slate-700">
          Below are {SAMPLE_EMAILS.length} recruiting emails as they arrive, and the summary {BRAND.name} makes of them: {SAMPLE_RECRUITS.length}{" "}
          athletes, one row each. Want it in your own inbox? We'll email you the sample report.
        </p>
        <div className="mt-6 max-w-2xl rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
          <SampleReportForm />
        </div>

        <div className="mt-10 space-y-10">
          <div>
            <h3 className="text-lg font-semibold text-brand-text">Before: your inbox</h3>
            <p className="mt-1 text-sm text-slate-600">Long emails, forwarded rosters, athletes buried in paragraphs.</p>
            <div className="mt-4 max-w-3xl">
              <SampleInbox />
            </div>
          </div>
          <div>
            <h3 className="text-lg font-semibold text-brand-text">After: your {BRAND.name} summary</h3>
            <p className="mt-1 text-sm text-slate-600">Every athlete in one row, with counts by position, class and state.</p>
            <div className="mt-4">
              <RecruitSummaryTable />
            </div>
          </div>
        </div>
      </section>

      <section aria-labelledby="invite-title" className={`${section} grid items-start gap-8 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]`}>
        <div>
          <h2 id="invite-title" className="text-2xl font-bold text-brand-text sm:text-3xl">
            Know a coach buried in email?
          </h2>
          <p className="mt-3 text-slate-700">
            Invite a colleague: when they join within {REFERRAL_VALID_DAYS} days using your code, you get 1 month free and they lock in beta pricing.
          </p>
        </div>
        {pageShown && (
          <Suspense>
            <ReferralForm variant="compact" title="Invite a Colleague" />
          </Suspense>
        )}
      </section>

      <section aria-labelledby="cta-title" className={section}>
        <div className="rounded-3xl bg-brand px-6 py-12 text-center text-white sm:px-12">
          <h2 id="cta-title" className="text-2xl font-bold sm:text-3xl">
            {BRAND.tagline}
          </h2>
          <p className="mx-auto mt-3 max-w-xl text-white/90">Start free for {TRIAL_DAYS} days — no credit card needed. .edu sign-up only.</p>
          <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
            <Link to="/initial-screening" className={`${buttonStyles("secondary", "lg")} border-white`}>
              Start Your Free Trial
            </Link>
            <Link
              to="/pricing"
              className="inline-flex items-center justify-center rounded-lg px-6 py-3 font-semibold text-white underline underline-offset-4 hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
            >
              See Pricing
            </Link>
          </div>
        </div>
      </section>
    </div>
  );
}
