import { Link } from "@tanstack/react-router";
import { GENERIC_FAILURE_MESSAGE } from "@machines/callableErrors";
import { ATHLETE_MESSAGES } from "@machines/portal/athletes";
import { buttonStyles, textLink } from "@/components/ui/styles";
import { useServerAction } from "@/hooks/useServerAction";
import { useSettled } from "@/hooks/useSettled";
import { call } from "@/lib/callables";

interface SendToUaProps {
  athleteIds: readonly string[];
  /** The coach's UA note address from Settings (empty when none), as the route loads it. */
  uaNoteAddress: Promise<string>;
  /** Another action of the list is running. */
  busy: boolean;
  onSent: () => void;
}

const HINT_ID = "send-to-ua-hint";

/**
 * 'Send to UA' with what it does written under it, and why it cannot be used when it cannot (no UA address
 * in Settings, nothing selected). It stays focusable when unavailable (aria-disabled), so the reason is read out.
 */
export function SendToUa({ athleteIds, uaNoteAddress, busy, onSent }: SendToUaProps) {
  const settings = useSettled(uaNoteAddress);
  const known = settings.value !== null;
  const address = settings.value ?? "";
  const { run, running } = useServerAction();
  const sending = running !== null;
  const reason = !known ? null : !address ? ATHLETE_MESSAGES.noUaAddress : athleteIds.length === 0 ? ATHLETE_MESSAGES.uaNothingSelected : null;
  const unavailable = !known || reason !== null;

  async function send() {
    if (unavailable || busy || sending) return;
    await run(
      "send",
      () => call("sendAthleteToUa", { athleteIds: [...athleteIds] }),
      ({ sent, alreadySentToday }) => {
        const parts = [`${sent} ${sent === 1 ? "athlete" : "athletes"} sent to University Athlete.`];
        if (alreadySentToday) parts.push(`${alreadySentToday} already sent today.`);
        onSent();
        return { title: "Sent to UA", description: parts.join(" ") };
      },
      { failureTitle: "Send to UA failed", fallback: GENERIC_FAILURE_MESSAGE, reload: false },
    );
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
