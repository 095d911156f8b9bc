import { useState } from "react";
import { ACCOUNT_MESSAGES } from "@machines/account/contracts";
import { CopyableToken } from "@/components/token/CopyableToken";
import { buttonStyles } from "@/components/ui/styles";
import { call } from "@/lib/callables";
import { failureMessage } from "@machines/callableErrors";
import { SettingsSection } from "./SettingsSection";

/** The forwarding address with a copy button, and "Send a test email" through the real pipeline. */
export function ForwardingSection({ forwardingAddress, email }: { forwardingAddress: string; email: string }) {
  const [state, setState] = useState<{ kind: "idle" | "sending" } | { kind: "done" | "error"; message: string }>({ kind: "idle" });
  const send = async () => {
    setState({ kind: "sending" });
    try {
      const result = await call("sendTestEmail", {});
      setState({ kind: "done", message: result.status === "sent" ? ACCOUNT_MESSAGES.testEmailSent(email) : ACCOUNT_MESSAGES.testEmailAlreadySent });
    } catch (error) {
      setState({ kind: "error", message: failureMessage(error) });
    }
  };
  return (
    <SettingsSection id="forwarding-heading" title="Forwarding address">
      <p className="text-slate-700">Forward recruiting emails here from {email}:</p>
      <CopyableToken value={forwardingAddress} label="forwarding address" align="start" className="font-mono text-base" />
      <div className="space-y-2">
        <button type="button" className={buttonStyles("secondary")} disabled={state.kind === "sending"} onClick={() => void send()}>
          {state.kind === "sending" ? "Sending…" : "Send a test email"}
        </button>
        <p className="text-sm text-slate-600">We forward a sample recruiting email (a made-up athlete) to your address, so you can see the summary you'll get. One a day.</p>
        {(state.kind === "done" || state.kind === "error") && (
          <p role={state.kind === "error" ? "alert" : "status"} className={state.kind === "error" ? "text-sm text-red-700" : "text-sm text-green-800"}>
            {state.message}
          </p>
        )}
      </div>
    </SettingsSection>
  );
}
