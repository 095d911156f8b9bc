import { SUPPORT_ACCESS_TEXT, SUPPORT_AUDIT_LABELS } from "@machines/support/audit";
import type { SupportAccess } from "@machines/support/contracts";
import { buttonStyles } from "@/components/ui/styles";
import { useServerAction } from "@/hooks/useServerAction";
import { call } from "@/lib/callables";
import { formatDateTime } from "@/lib/coachTimeZone";
import { SettingsSection } from "./SettingsSection";

/** Whether support may see the coach's athletes and emails (granted for 24 hours, withdrawn at will), and the audit entries about them. */
export function SupportAccessSection({ access }: { access: SupportAccess }) {
  const { run, running } = useServerAction();
  const grant = () => run("grant", () => call("grantSupportAccess", {}), () => ({ title: SUPPORT_ACCESS_TEXT.granted }));
  const withdraw = () => run("withdraw", () => call("withdrawSupportAccess", {}), () => ({ title: SUPPORT_ACCESS_TEXT.withdrawn }));

  return (
    <SettingsSection id="support-access-heading" title={SUPPORT_ACCESS_TEXT.heading}>
      <p className="text-slate-700">{SUPPORT_ACCESS_TEXT.intro}</p>
      {access.accessUntil ? (
        <div className="flex flex-wrap items-center gap-3">
          <p className="font-medium text-brand-text">{SUPPORT_ACCESS_TEXT.grantedUntil(formatDateTime(access.accessUntil))}</p>
          <button type="button" className={buttonStyles("secondary")} disabled={running !== null} onClick={() => void withdraw()}>
            {SUPPORT_ACCESS_TEXT.withdraw}
          </button>
        </div>
      ) : (
        <button type="button" className={buttonStyles("secondary")} disabled={running !== null} onClick={() => void grant()}>
          {SUPPORT_ACCESS_TEXT.grant}
        </button>
      )}
      <h3 className="font-semibold text-brand-text">{SUPPORT_ACCESS_TEXT.entriesHeading}</h3>
      {access.entries.length === 0 ? (
        <p className="text-slate-600">{SUPPORT_ACCESS_TEXT.noEntries}</p>
      ) : (
        <ul aria-label={SUPPORT_ACCESS_TEXT.entriesHeading} className="divide-y divide-slate-200 rounded-lg border border-slate-200 text-sm">
          {access.entries.map((entry, index) => (
            <li key={`${entry.at}-${index}`} className="grid gap-1 p-3 sm:grid-cols-[11rem_1fr]">
              <span className="text-slate-600">{formatDateTime(entry.at)}</span>
              <span className="break-words">
                <span className="font-medium text-slate-800">{SUPPORT_AUDIT_LABELS[entry.action]}</span>
                <span className="text-slate-700"> · by {entry.by} · why: {entry.reason}</span>
              </span>
            </li>
          ))}
        </ul>
      )}
    </SettingsSection>
  );
}
