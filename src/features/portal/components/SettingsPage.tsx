import { useEffect, useState } from "react";
import type { Settings } from "@machines/account/contracts";
import { call } from "@/lib/callables";
import { PortalPage } from "./PortalPage";
import { DataSection } from "./settings/DataSection";
import { DeliverySection } from "./settings/DeliverySection";
import { ForwardingSection } from "./settings/ForwardingSection";
import { PasswordForm } from "@/components/auth/PasswordForm";
import { ReferralSection } from "./settings/ReferralSection";
import { SendersSection } from "./settings/SendersSection";
import { failureMessage } from "@machines/callableErrors";
import { SettingsSection } from "./settings/SettingsSection";

type State = { kind: "loading" } | { kind: "ready"; settings: Settings } | { kind: "failed"; message: string };

/** /dashboard/settings: the coach's own account, read and saved through getSettings/updateSettings. */
export function SettingsPage() {
  const [state, setState] = useState<State>({ kind: "loading" });
  useEffect(() => {
    let current = true;
    call("getSettings", {}).then(
      (settings) => current && setState({ kind: "ready", settings }),
      (error: unknown) => current && setState({ kind: "failed", message: failureMessage(error) }),
    );
    return () => {
      current = false;
    };
  }, []);

  return (
    <PortalPage title="Settings" intro="Your forwarding address, when and how we email you, your referrals, your password and your data.">
      {state.kind === "loading" && <p role="status">Loading your settings…</p>}
      {state.kind === "failed" && <p role="alert" className="text-red-700">{state.message}</p>}
      {state.kind === "ready" && (
        <>
          <ForwardingSection forwardingAddress={state.settings.forwardingAddress} email={state.settings.email} />
          <SendersSection senders={state.settings.senders} onChanged={(senders) => setState({ kind: "ready", settings: { ...state.settings, senders } })} />
          <DeliverySection settings={state.settings} onSaved={(settings) => setState({ kind: "ready", settings })} />
          <ReferralSection settings={state.settings} />
          <SettingsSection id="password-heading" title="Password">
            <p className="text-slate-700">
              {state.settings.hasPassword
                ? "Change the password you sign in with. For your security this works only soon after you sign in."
                : "You sign in with emailed links. Set a password to sign in with it instead (soon after signing in only)."}
            </p>
            <PasswordForm
              email={state.settings.email}
              hasPassword={state.settings.hasPassword}
              onDone={() => setState({ kind: "ready", settings: { ...state.settings, hasPassword: true } })}
            />
          </SettingsSection>
          <DataSection email={state.settings.email} />
        </>
      )}
    </PortalPage>
  );
}
