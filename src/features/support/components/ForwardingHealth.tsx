import { useState } from "react";
import type { InboxEmailDetail } from "@machines/portal/inbox";
import type { SupportForwarding } from "@machines/support/contracts";
import { buttonStyles } from "@/components/ui/styles";
import { call } from "@/lib/callables";
import { duration, when } from "../format";
import { useSupportAction } from "../useSupportAction";
import { Section } from "./Section";

type ForwardedEmail = SupportForwarding["emails"][number];

const REPROCESSABLE = new Set(["failed", "filtered", "needs_review"]);

/** An email's status and why, as stored: its reason, warnings or failure. */
function statusText({ state }: ForwardedEmail): string {
  switch (state.status) {
    case "held":
    case "failed":
      return `${state.status}: ${state.reason}`;
    case "filtered":
      return `filtered: ${state.reason}${state.confidence === undefined ? "" : ` (${Math.round(state.confidence * 100)}% sure)`}`;
    case "needs_review":
      return `needs review: ${state.warnings.join("; ")}`;
    default:
      return state.status;
  }
}

/** The coach's last inbound emails (received → processed → status), held senders, our outbox and rate-limit refusals, with the email actions. */
export function ForwardingHealth({ uid, forwarding, canRead, reason }: { uid: string; forwarding: SupportForwarding; canRead: boolean; reason: string }) {
  const { act, running } = useSupportAction(reason);
  const [opened, setOpened] = useState<InboxEmailDetail | null>(null);

  return (
    <>
      <Section id="forwarding-heading" title="Forwarding health">
        <p className="text-sm text-slate-700">The last {forwarding.emails.length} inbound emails, newest first.</p>
        <ul aria-label="Inbound emails" className="divide-y divide-slate-200 rounded-lg border border-slate-200">
          {forwarding.emails.map((email) => (
            <li key={email.id} className="space-y-2 p-3 text-sm">
              <p className="font-semibold break-words text-brand-text">{statusText(email)}</p>
              <p className="text-slate-700">
                Received {when(email.receivedAt)} → processed {when(email.processedAt)} ({duration(email.processingMs)}), {email.attempts} attempt{email.attempts === 1 ? "" : "s"}, {email.source}, {email.sizeBytes} bytes
                {email.originalDeleted ? ", original deleted" : ""}
              </p>
              <p className="break-all text-slate-600">
                From {email.sender?.address ?? "—"} · {email.sender ? `${email.sender.trusted ? "trusted" : "not trusted"}, ${email.sender.authSummary}` : "not checked yet"} · id {email.id}
              </p>
              <div className="flex flex-wrap gap-2">
                {REPROCESSABLE.has(email.state.status) && !email.originalDeleted && (
                  <button type="button" className={buttonStyles("secondary")} disabled={running !== null} onClick={() => void act(`reprocess-${email.id}`, (audited) => call("supportReprocessEmail", { uid, emailId: email.id, ...audited }), () => "Sent through reading again")}>
                    Read again
                  </button>
                )}
                {email.state.status === "held" && (
                  <button type="button" className={buttonStyles("secondary")} disabled={running !== null} onClick={() => void act(`release-${email.id}`, (audited) => call("supportReleaseEmail", { uid, emailId: email.id, ...audited }), () => "Released")}>
                    Release
                  </button>
                )}
                {canRead && (
                  <button type="button" className={buttonStyles("ghost")} disabled={running !== null} onClick={() => void act(`read-${email.id}`, async (audited) => setOpened(await call("supportReadEmail", { uid, emailId: email.id, ...audited })), () => "Opened with the coach's permission")}>
                    Read (granted)
                  </button>
                )}
              </div>
            </li>
          ))}
        </ul>
        {opened && (
          <div role="region" aria-label="Email text" className="space-y-2 rounded-lg border border-slate-200 p-3 text-sm">
            <p className="font-semibold break-words">{opened.subject}</p>
            <pre className="max-h-80 overflow-auto whitespace-pre-wrap break-words text-slate-800">{opened.text ?? "The original was deleted."}</pre>
          </div>
        )}
      </Section>

      <Section id="senders-heading" title="Held senders">
        {forwarding.heldSenders.length === 0 ? (
          <p className="text-slate-700">None.</p>
        ) : (
          <ul className="space-y-1 text-sm">
            {forwarding.heldSenders.map((sender) => (
              <li key={sender.address} className="break-all">
                {sender.address}: {sender.heldCount} held, first {when(sender.firstSeenAt)}, last {when(sender.lastSeenAt)}
              </li>
            ))}
          </ul>
        )}
      </Section>

      <Section id="outbox-heading" title="What we sent the coach">
        <ul aria-label="Outbox" className="space-y-1 text-sm">
          {forwarding.outbox.map((sent) => (
            <li key={sent.id} className="flex flex-wrap gap-x-3">
              <span className="text-slate-600">{when(sent.createdAt)}</span>
              <span className="font-medium">{sent.kind}</span>
              <span>
                {sent.state === "SUCCESS" ? `delivered ${when(sent.deliveredAt)}` : sent.state.toLowerCase()}
                {sent.error ? `: ${sent.error}` : ""} ({sent.attempts} attempt{sent.attempts === 1 ? "" : "s"})
              </span>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="refusals-heading" title="Rate-limit refusals">
        {forwarding.rateLimitRefusals.length === 0 ? (
          <p className="text-slate-700">None in the last 30 days.</p>
        ) : (
          <ul className="space-y-1 text-sm">
            {forwarding.rateLimitRefusals.map((refusal) => (
              <li key={`${refusal.bucket}-${refusal.firstAt}`}>
                {refusal.bucket}: {refusal.count} refused between {when(refusal.firstAt)} and {when(refusal.lastAt)}
              </li>
            ))}
          </ul>
        )}
      </Section>
    </>
  );
}
