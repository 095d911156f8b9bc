import * as Dialog from "@radix-ui/react-dialog";
import { useState } from "react";
import { Link } from "@tanstack/react-router";
import { failureMessage } from "@machines/callableErrors";
import { MAX_OPENED_EMAIL_TEXT, OPENED_EMAIL_MESSAGES, type InboxEmail, type InboxEmailDetail } from "@machines/portal/inbox";
import { formatDateTime } from "@machines/shared/dates";
import { DialogFrame } from "@/components/ui/DialogFrame";
import { buttonStyles, textLink } from "@/components/ui/styles";
import { call } from "@/lib/callables";
import { STATUS_STYLES, originText, statusText } from "../emailStatusText";

/**
 * 'Read': one email opened from its Inbox row, whatever its status (a filtered one is read before it is
 * rescued). Its text is what the engine read, shown as text: React escapes it and the server bounds it;
 * the email's HTML is never rendered.
 */
export function OpenedEmail({ email, timeZone }: { email: InboxEmail; timeZone: string }) {
  const [open, setOpen] = useState(false);
  const [detail, setDetail] = useState<InboxEmailDetail | null>(null);
  const [error, setError] = useState<string | null>(null);
  const subject = email.subject ?? "(not read yet)";

  // Read when opened (each time, so a rescued email shows what became of it).
  function openChange(next: boolean) {
    setOpen(next);
    if (!next) return;
    setError(null);
    call("getInboxEmail", { emailId: email.id }).then(setDetail, (failure: unknown) => setError(failureMessage(failure, OPENED_EMAIL_MESSAGES.loadFailed)));
  }

  const shown = detail ?? email;
  return (
    <Dialog.Root open={open} onOpenChange={openChange}>
      <Dialog.Trigger className={buttonStyles("secondary")} aria-label={OPENED_EMAIL_MESSAGES.openLabel(subject)}>
        {OPENED_EMAIL_MESSAGES.open}
      </Dialog.Trigger>
      <DialogFrame title={subject} wide>
        <Dialog.Description className="mt-1 text-sm break-words text-slate-600">
          {shown.from ? `From ${shown.from}` : "Sender not read yet"}
          {originText(shown) ? ` · ${originText(shown)}` : ""} · {formatDateTime(shown.receivedAt, timeZone)}
        </Dialog.Description>
        <p className={`mt-3 inline-block rounded px-2 py-0.5 text-sm break-words ${STATUS_STYLES[shown.state.status]}`}>{statusText(shown.state)}</p>
        {error && (
          <p role="alert" className="mt-3 rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-800">
            {error}
          </p>
        )}
        {!detail && !error && <p className="mt-3 text-sm text-slate-600">Opening the email…</p>}
        {detail && <EmailBody detail={detail} />}
        <div className="mt-6 flex justify-end">
          <Dialog.Close className={buttonStyles("ghost")}>{OPENED_EMAIL_MESSAGES.close}</Dialog.Close>
        </div>
      </DialogFrame>
    </Dialog.Root>
  );
}

function EmailBody({ detail }: { detail: InboxEmailDetail }) {
  return (
    <>
      {detail.warnings.length > 0 && (
        <section aria-labelledby={`warnings-${detail.id}`} className="mt-4">
          <h3 id={`warnings-${detail.id}`} className="text-sm font-semibold text-brand-text">
            {OPENED_EMAIL_MESSAGES.warningsHeading}
          </h3>
          <ul className="mt-1 list-disc space-y-1 pl-5 text-sm break-words text-slate-700">
            {detail.warnings.map((warning, index) => (
              <li key={index}>{warning}</li>
            ))}
          </ul>
        </section>
      )}
      <section aria-labelledby={`produced-${detail.id}`} className="mt-4">
        <h3 id={`produced-${detail.id}`} className="text-sm font-semibold text-brand-text">
          {OPENED_EMAIL_MESSAGES.producedHeading}
        </h3>
        {detail.produced.length ? (
          <ul className="mt-1 space-y-1 text-sm">
            {detail.produced.map((athlete, index) => (
              <li key={`${athlete.athleteId ?? "unsaved"}-${index}`} className="break-words">
                {athlete.athleteId ? (
                  <Link to="/dashboard/athletes/$athleteId" params={{ athleteId: athlete.athleteId }} className={textLink}>
                    {athlete.name}
                  </Link>
                ) : (
                  athlete.name
                )}
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-1 text-sm text-slate-600">{OPENED_EMAIL_MESSAGES.noneProduced}</p>
        )}
      </section>
      <section aria-labelledby={`text-${detail.id}`} className="mt-4">
        <h3 id={`text-${detail.id}`} className="text-sm font-semibold text-brand-text">
          {OPENED_EMAIL_MESSAGES.textHeading}
        </h3>
        {detail.text === null ? (
          <p className="mt-1 text-sm text-slate-600">{detail.originalDeleted ? OPENED_EMAIL_MESSAGES.originalDeleted : detail.state.status === "held" ? OPENED_EMAIL_MESSAGES.heldNotRead : OPENED_EMAIL_MESSAGES.notRead}</p>
        ) : (
          <>
            <p className="mt-1 text-xs text-slate-600">{OPENED_EMAIL_MESSAGES.textNote}</p>
            <pre
              tabIndex={0}
              aria-label={OPENED_EMAIL_MESSAGES.textHeading}
              className="mt-2 max-h-[50vh] overflow-auto rounded bg-slate-50 p-3 font-sans text-sm whitespace-pre-wrap break-words text-slate-800"
            >
              {detail.text}
            </pre>
            {detail.textCut && <p className="mt-1 text-xs text-slate-600">{OPENED_EMAIL_MESSAGES.textCut(MAX_OPENED_EMAIL_TEXT)}</p>}
            {detail.originalDeleted && <p className="mt-1 text-xs text-slate-600">{OPENED_EMAIL_MESSAGES.originalDeleted}</p>}
          </>
        )}
      </section>
    </>
  );
}
