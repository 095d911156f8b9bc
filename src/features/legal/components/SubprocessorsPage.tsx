import { Link } from "@tanstack/react-router";
import { BRAND } from "@machines/brand";
import { LEGAL_EFFECTIVE_DATE, SUBPROCESSORS, formatLegalDate } from "@machines/legal/documents";
import { PageSection } from "@/components/status/PageSection";
import { textLink } from "@/components/ui/styles";

/** The subprocessors in use and those announced (named with the date they start); none that stopped. */
function listedSubprocessors(today: string) {
  return SUBPROCESSORS.filter((entry) => entry.until === undefined || today < entry.until).map((entry) => ({
    ...entry,
    name: entry.since !== undefined && entry.since > today ? `${entry.name} (from ${formatLegalDate(entry.since)})` : entry.name,
  }));
}

/** /subprocessors: every third party that processes customer data, as the Data Processing Agreement refers to; generated from SUBPROCESSORS. */
export function SubprocessorsPage() {
  const listed = listedSubprocessors(new Date().toISOString().slice(0, 10));
  return (
    <PageSection
      title="Subprocessors"
      intro={`The third-party services ${BRAND.name} uses to process data on your behalf, and what each one does.`}
    >
      <div className="max-w-prose space-y-3 leading-7 text-slate-700">
        <p>
          Before we add or replace a subprocessor, we email our customers and update this page. Customers then have a
          10-day objection period, as described in our{" "}
          <Link to="/legal" search={{ tab: "dpa" }} className={textLink}>
            Data Processing Agreement
          </Link>
          .
        </p>
        <p className="text-sm text-slate-600">
          Last updated <time dateTime={LEGAL_EFFECTIVE_DATE}>{formatLegalDate(LEGAL_EFFECTIVE_DATE)}</time>.
        </p>
      </div>

      <div className="mt-8 hidden overflow-hidden rounded-lg border border-slate-200 md:block">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{`${BRAND.name} subprocessors`}</caption>
          <thead className="bg-slate-50 text-brand-text">
            <tr>
              <th scope="col" className="w-1/4 px-4 py-3 font-semibold">
                Subprocessor
              </th>
              <th scope="col" className="px-4 py-3 font-semibold">
                Purpose
              </th>
              <th scope="col" className="w-40 px-4 py-3 font-semibold">
                Location
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-200 text-slate-700">
            {listed.map((subprocessor) => (
              <tr key={subprocessor.name} className="align-top">
                <th scope="row" className="px-4 py-3 font-semibold text-brand-text">
                  {subprocessor.name}
                </th>
                <td className="px-4 py-3 leading-6">{subprocessor.purpose}</td>
                <td className="px-4 py-3">{subprocessor.location}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      <ul aria-label={`${BRAND.name} subprocessors`} className="mt-8 grid gap-4 md:hidden">
        {listed.map((subprocessor) => (
          <li key={subprocessor.name} className="rounded-lg border border-slate-200 p-4">
            <h2 className="font-semibold text-brand-text">{subprocessor.name}</h2>
            <dl className="mt-2 space-y-2 text-sm text-slate-700">
              <div>
                <dt className="font-medium text-slate-900">Purpose</dt>
                <dd className="leading-6">{subprocessor.purpose}</dd>
              </div>
              <div>
                <dt className="font-medium text-slate-900">Location</dt>
                <dd>{subprocessor.location}</dd>
              </div>
            </dl>
          </li>
        ))}
      </ul>
    </PageSection>
  );
}
