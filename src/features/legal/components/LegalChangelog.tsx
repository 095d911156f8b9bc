import { Link } from "@tanstack/react-router";
import { LEGAL_CHANGELOG } from "@machines/legal/changelog";
import { formatLegalDate } from "@machines/legal/documents";
import { isSignedLegalVersion } from "@machines/legal/signedVersions";
import { textLink } from "@/components/ui/styles";
import type { LegalTab } from "../legalTabs";

/** The versions of the documents, newest first, with what changed; an earlier version links to its text as signed. */
export function LegalChangelog({ tab, shownVersion }: { tab: LegalTab; shownVersion: string }) {
  return (
    <section aria-labelledby="legal-changes" className="mt-16 max-w-3xl border-t border-slate-200 pt-10">
      <h2 id="legal-changes" className="text-2xl font-bold text-brand-text">
        Changes to these documents
      </h2>
      <ol className="mt-6 space-y-8">
        {LEGAL_CHANGELOG.map((entry) => (
          <li key={entry.version} aria-labelledby={`legal-version-${entry.version}`}>
            <h3 id={`legal-version-${entry.version}`} className="text-lg font-semibold text-brand-text">
              Version {entry.version}, effective <time dateTime={entry.effectiveDate}>{formatLegalDate(entry.effectiveDate)}</time>
              {isSignedLegalVersion(entry.version) ? "" : " (current)"}
            </h3>
            <ul className="mt-2 list-disc space-y-1 pl-5 text-slate-700">
              {entry.changes.map((change) => (
                <li key={change}>{change}</li>
              ))}
            </ul>
            {entry.version !== shownVersion && (
              <p className="mt-2">
                {isSignedLegalVersion(entry.version) ? (
                  <Link to="/legal" search={{ tab, version: entry.version }} className={textLink}>
                    Read version {entry.version} as signed
                  </Link>
                ) : (
                  <Link to="/legal" search={{ tab }} className={textLink}>
                    Read the current version
                  </Link>
                )}
              </p>
            )}
          </li>
        ))}
      </ol>
    </section>
  );
}
