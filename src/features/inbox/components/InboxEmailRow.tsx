import { ATTACHMENT_STATUS_LABELS } from "@machines/inbox/emailAttachment";
import type { InboxEmail } from "@machines/portal/inbox";
import { formatDateTime } from "@machines/shared/dates";
import { PaperclipIcon } from "@/components/ui/icons";
import { buttonStyles } from "@/components/ui/styles";
import { STATUS_STYLES, originText, statusText } from "../emailStatusText";
import { OpenedEmail } from "./OpenedEmail";

export type EmailAnswer = "recruiting" | "not-recruiting";

interface InboxEmailRowProps {
  email: InboxEmail;
  timeZone: string;
  /** The action running on the page, if any (its key is `${answer}-${email.id}`). */
  running: string | null;
  onAnswer: (email: InboxEmail, answer: EmailAnswer) => void;
}

/** One forwarded email: who, when, what became of it, and the coach's answers when it is theirs to give. */
export function InboxEmailRow({ email, timeZone, running, onAnswer }: InboxEmailRowProps) {
  const { status } = email.state;
  const answers: EmailAnswer[] = status === "needs_review" ? ["recruiting", "not-recruiting"] : status === "filtered" ? ["recruiting"] : [];
  return (
    <li className="flex flex-col gap-3 p-4 sm:flex-row sm:items-start sm:justify-between">
      <div className="min-w-0 space-y-1">
        <p className="font-semibold break-words text-brand-text">{email.subject ?? "(not read yet)"}</p>
        <p className="text-sm break-words text-slate-600">
          {email.from ? `From ${email.from}` : "Sender not read yet"}
          {originText(email) ? ` · ${originText(email)}` : ""}
        </p>
        <p className="text-sm text-slate-600">{formatDateTime(email.receivedAt, timeZone)}</p>
        {email.athletes.length > 0 && (
          <p className="text-sm break-words text-slate-700">
            {email.athletes.length === 1 ? "Athlete" : `${email.athletes.length} athletes`}: {email.athletes.join(", ")}
          </p>
        )}
        {email.attachments.length > 0 && (
          <ul aria-label="Attachments" className="text-sm break-words text-slate-600">
            {email.attachments.map((attachment, index) => (
              <li key={index}>
                <PaperclipIcon className="mr-1 inline size-4 align-text-bottom" />
                {attachment.filename} <span className="text-slate-500">({ATTACHMENT_STATUS_LABELS[attachment.status]})</span>
              </li>
            ))}
          </ul>
        )}
        <p className={`inline-block rounded px-2 py-0.5 text-sm break-words ${STATUS_STYLES[status]}`}>{statusText(email.state)}</p>
      </div>
      <div className="flex shrink-0 flex-wrap gap-2">
        <OpenedEmail email={email} timeZone={timeZone} />
        {answers.map((answer) => (
          <button key={answer} type="button" className={buttonStyles("secondary")} disabled={running !== null} onClick={() => onAnswer(email, answer)}>
            {running === `${answer}-${email.id}` ? "Processing…" : answer === "recruiting" ? "This is recruiting" : "Not recruiting"}
          </button>
        ))}
      </div>
    </li>
  );
}
