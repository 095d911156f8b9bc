import { Link } from "@tanstack/react-router";
import { BRAND } from "@machines/brand";
import { CheckCircleIcon } from "@/components/ui/icons";
import { buttonStyles } from "@/components/ui/styles";
import { ReferralRewardsReminder } from "@/features/referrals/components/ReferralProgramSteps";
import { StatusPage } from "@/components/status/StatusPage";

export function ReferralConfirmationPage() {
  return (
    <StatusPage
      icon={<CheckCircleIcon />}
      tone="success"
      title="Referral Successfully Sent"
      message={<p>Thanks for telling a colleague about {BRAND.name}.</p>}
      actions={
        <>
          <Link to="/" className={buttonStyles("primary")}>
            Return to Homepage
          </Link>
          <Link to="/coach-connect" className={buttonStyles("secondary")}>
            Refer Another Coach
          </Link>
        </>
      }
    >
      <ReferralRewardsReminder />
    </StatusPage>
  );
}
