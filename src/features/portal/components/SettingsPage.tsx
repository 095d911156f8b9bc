import { useRouter } from "@tanstack/react-router";
import type { Settings } from "@machines/account/contracts";
import type { SupportAccess } from "@machines/support/contracts";
import { PasswordForm } from "@/components/auth/PasswordForm";
import { PortalPage } from "./PortalPage";
import { DataSection } from "./settings/DataSection";
import { DeliverySection } from "./settings/DeliverySection";
import { ForwardingSection } from "./settings/ForwardingSection";
import { ReferralSection } from "./settings/ReferralSection";
import { RetentionSection } from "./settings/RetentionSection";
import { SendersSection } from "./settings/SendersSection";
import { SettingsSection } from "./settings/SettingsSection";
import { SupportAccessSection } from "./settings/SupportAccessSection";

/** /dashboard/settings: the coach's own account as the route loaded it (getSettings, getSupportAccess); a change reloads it. */
export function SettingsPage({ settings, supportAccess }: { settings: Settings; supportAccess: SupportAccess }) {
  const router = useRouter();
  const reload = () => router.invalidate();

  return (
    <PortalPage title="Settings" intro="Your forwarding address, when and how we email you, your referrals, your password and your data.">
      <ForwardingSection forwardingAddress={settings.forwardingAddress} email={settings.email} />
      <SendersSection senders={settings.senders} onChanged={reload} />
      <DeliverySection settings={settings} onSaved={reload} />
      <ReferralSection settings={settings} />
      <SettingsSection id="password-heading" title="Password">
        <p className="text-slate-700">
          {settings.hasPassword
            ? "Change the password you sign in with. For your security this works only soon after you sign in."
            : "You sign in with emailed links. Set a password to sign in with it instead (soon after signing in only)."}
        </p>
        <PasswordForm email={settings.email} hasPassword={settings.hasPassword} onDone={() => void reload()} />
      </SettingsSection>
      <RetentionSection settings={settings} />
      <SupportAccessSection access={supportAccess} />
      <DataSection email={settings.email} />
    </PortalPage>
  );
}
