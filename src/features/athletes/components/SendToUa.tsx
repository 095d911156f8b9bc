import { useState } from "react";
import { Link } from "@tanstack/react-router";
import { failureMessage } from "@machines/callableErrors";
import { ATHLETE_MESSAGES } from "@machines/portal/athletes";
import { buttonStyles, textLink } from "@/components/ui/styles";
import { toast } from "@/components/ui/toast";
import { call } from "@/lib/callables";
import { useCallableResult } from "../useCallableResult";

interface SendToUaProps {
  athleteIds: readonly string[];
  /** Another action of the list is running. */
  busy: boolean;
  onSent: () => void;
}

const HINT_ID = "send-to-ua-hint";

/**
 * 'Send to UA' with what it does written under it, and why it cannot be used when it cannot (no UA address
 * in Settings, nothing selected). It stays focusable when unavailable (aria-disabled), so the reason is read out.
 */
export function SendToUa({ athleteIds, busy, onSent }: SendToUaProps) {
  const settings = useCallableResult("getSettings", {});
  const address = settings.data?.uaNoteAddress ?? "";
  const [sending, setSending] = useState(false);
  const reason = !settings.data ? null : !address ? ATHLETE_MESSAGES.noUaAddress : athleteIds.length === 0 ? ATHLETE_MESSAGES.uaNothingSelected : null;
  const unavailable = !settings.data || reason !== null;

  async function send() {
    if (unavailable || busy || sending) return;
    setSending(true);
    try {
      const { sent, alreadySentToday } = await call("sendAthleteToUa", { athleteIds: [...athleteIds] });
      const parts = [`${sent} ${sent === 1 ? "athlete" : "athletes"} sent to University Athlete.`];
      if (alreadySentToday) parts.push(`${alreadySentToday} already sent today.`);
      toast({ title: "Sent to UA", description: parts.join(" ") });
      onSent();
    } catch (error) {
      toast({ title: "Send to UA failed", description: failureMessage(error), variant: "destructive" });
    } finally {
      setSending(false);
    }
  }

  return (
    <div className="w-full max-w-xs sm:w-auto">
      <button
        type="button"
        className={`w-full ${buttonStyles(unavailable ? "unavailable" : "primary")}`}
        aria-disabled={unavailable || busy || sending || undefined}
        aria-describedby={HINT_ID}
        onClick={() => void send()}
      >
        {sending ? "Sending…" : `Send to UA${athleteIds.length ? ` (${athleteIds.length})` : ""}`}
      </button>
      <p id={HINT_ID} className="mt-1 text-xs text-slate-600">
        {ATHLETE_MESSAGES.uaExplained(address)}
        {reason && (
          <>
            {" "}
            <span className="font-medium text-slate-800">{reason}</span>
            {!address && (
              <>
                {" "}
                <Link to="/dashboard/settings" className={textLink}>
                  Open Settings
                </Link>
              </>
            )}
          </>
        )}
      </p>
    </div>
  );
}
