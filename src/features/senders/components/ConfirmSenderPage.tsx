import { useEffect, useState } from "react";
import { Link } from "@tanstack/react-router";
import { SENDER_MESSAGES } from "@machines/portal/senders";
import { AlertIcon, CheckCircleIcon, LockIcon } from "@/components/ui/icons";
import { buttonStyles } from "@/components/ui/styles";
import { StatusPage } from "@/components/status/StatusPage";
import { call } from "@/lib/callables";
import { failureMessage } from "@machines/callableErrors";

type State =
  | { kind: "loading" }
  | { kind: "ready"; coachName: string; school: string; address: string; confirming: boolean; error?: string }
  | { kind: "confirmed"; coachName: string }
  | { kind: "unusable" };

const home = (
  <Link to="/" className={buttonStyles("secondary")}>
    Return to Home
  </Link>
);

/**
 * An assistant's confirmation link: says which coach asked, and spends the link only on "Confirm"
 * (mail scanners open links; opening the page changes nothing).
 */
export function ConfirmSenderPage({ token }: { token?: string }) {
  const [state, setState] = useState<State>(token ? { kind: "loading" } : { kind: "unusable" });
  useEffect(() => {
    if (!token) return;
    let current = true;
    call("describeSenderLink", { token }).then(
      (link) => current && setState(link.status === "usable" ? { kind: "ready", ...link, confirming: false } : { kind: "unusable" }),
      () => current && setState({ kind: "unusable" }),
    );
    return () => {
      current = false;
    };
  }, [token]);

  if (state.kind === "loading") return <StatusPage icon={<LockIcon />} tone="info" title="Confirm your address" message={<p role="status">Checking your link…</p>} actions={home} />;
  if (state.kind === "unusable") return <StatusPage icon={<AlertIcon />} tone="danger" title="This link can't be used" message={<p>{SENDER_MESSAGES.unusable}</p>} actions={home} />;
  if (state.kind === "confirmed")
    return <StatusPage icon={<CheckCircleIcon />} tone="success" title="Address confirmed" message={<p role="status">{SENDER_MESSAGES.confirmed(state.coachName)}</p>} actions={home} />;

  const confirm = async () => {
    setState({ ...state, confirming: true, error: undefined });
    try {
      const result = await call("confirmSender", { token: token! });
      setState(result.outcome === "confirmed" ? { kind: "confirmed", coachName: result.coachName } : { kind: "unusable" });
    } catch (error) {
      setState({ ...state, confirming: false, error: failureMessage(error) });
    }
  };
  const asker = state.school ? `Coach ${state.coachName} (${state.school})` : `Coach ${state.coachName}`;
  return (
    <StatusPage
      icon={<LockIcon />}
      tone="info"
      title="Confirm your address"
      message={
        <p>
          {asker} asked to trust recruiting emails you forward from <strong className="break-all">{state.address}</strong>. Confirm to let them through; if you don't know
          this coach, just close this page.
        </p>
      }
      actions={
        <button type="button" className={buttonStyles("primary")} disabled={state.confirming} aria-busy={state.confirming || undefined} onClick={() => void confirm()}>
          {state.confirming ? "Confirming…" : "Confirm"}
        </button>
      }
    >
      {state.error && (
        <p role="alert" className="text-sm text-red-700">
          {state.error}
        </p>
      )}
    </StatusPage>
  );
}
