import { INBOX_MESSAGES, type InboxSender } from "@machines/portal/inbox";
import { buttonStyles } from "@/components/ui/styles";
import { useServerAction } from "@/hooks/useServerAction";
import { call } from "@/lib/callables";

/** Addresses that forwarded to the coach and wait for a decision: approve (an assistant) or block. */
export function HeldSenders({ senders }: { senders: readonly InboxSender[] }) {
  const { run, running } = useServerAction();
  const waiting = senders.filter((sender) => sender.status === "held");
  if (waiting.length === 0) return null;
  const decide = (address: string, decision: "approve" | "block") =>
    run(`${decision}-${address}`, () => call("decideSender", { address, decision }), (result) => ({
      title: decision === "approve" ? "Sender approved" : "Sender blocked",
      description: decision === "approve" ? INBOX_MESSAGES.approved(result.released) : INBOX_MESSAGES.blocked,
    }));

  return (
    <section aria-labelledby="held-senders" className="rounded-lg border border-blue-200 bg-blue-50 p-4">
      <h2 id="held-senders" className="text-lg font-semibold text-brand-text">
        Senders waiting for you
      </h2>
      <p className="mt-1 text-sm text-slate-700">Mail from these addresses is kept, unread, until you approve or block the sender.</p>
      <ul className="mt-3 space-y-3">
        {waiting.map((sender) => (
          <li key={sender.address} className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
            <span className="break-all text-brand-text">
              {sender.address} <span className="text-sm text-slate-600">({sender.heldCount} held)</span>
            </span>
            <span className="flex gap-2">
              <button type="button" className={buttonStyles("primary")} disabled={running !== null} onClick={() => void decide(sender.address, "approve")}>
                Approve
              </button>
              <button type="button" className={buttonStyles("secondary")} disabled={running !== null} onClick={() => void decide(sender.address, "block")}>
                Block
              </button>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
