import type { Settings } from "@machines/account/contracts";
import { formatDate } from "@machines/shared/dates";
import { CopyableToken } from "@/components/token/CopyableToken";
import { Link } from "@tanstack/react-router";
import { textLink } from "@/components/ui/styles";
import { SettingsSection } from "./SettingsSection";

const STATUS_LABELS: Record<Settings["referrals"][number]["status"], string> = {
  invited: "Invited",
  started: "Started signing up",
  trial: "Trial started",
  rewarded: "Subscribed: your free month is credited",
};

/** The coach's referral code and where each colleague they invited stands. */
export function ReferralSection({ settings }: { settings: Settings }) {
  return (
    <SettingsSection id="referral-heading" title="Coach Connect referrals">
      <p className="text-slate-700">Your referral code: colleagues who join within 7 days with it lock in beta pricing, and you get a month free.</p>
      <CopyableToken value={settings.referralCode} label="referral code" align="start" className="font-mono text-lg font-semibold" />
      {settings.referrals.length === 0 ? (
        <p className="text-slate-700">
          You haven't invited anyone yet.{" "}
          <Link to="/referral" className={textLink}>
            Invite a colleague
          </Link>
          .
        </p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">Colleagues you invited</caption>
            <thead>
              <tr className="border-b border-slate-200 text-slate-600">
                <th scope="col" className="py-2 pr-4 font-medium">Colleague</th>
                <th scope="col" className="py-2 pr-4 font-medium">Status</th>
                <th scope="col" className="py-2 font-medium">Offer ends</th>
              </tr>
            </thead>
            <tbody>
              {settings.referrals.map((referral) => (
                <tr key={referral.email} className="border-b border-slate-100">
                  <td className="py-2 pr-4">
                    <span className="block font-medium text-brand-text">{referral.name}</span>
                    <span className="break-all text-slate-600">{referral.email}</span>
                  </td>
                  <td className="py-2 pr-4">{STATUS_LABELS[referral.status]}</td>
                  <td className="py-2">{formatDate(referral.expiresAt, settings.timeZone)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </SettingsSection>
  );
}
