import { Link } from "@tanstack/react-router";
import { BRAND } from "@machines/brand";
import { CheckCircleIcon } from "@/components/ui/icons";
import { buttonStyles } from "@/components/ui/styles";
import { StatusPage } from "./StatusPage";

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
          <Link to="/referral" className={buttonStyles("secondary")}>
            Refer Another Coach
          </Link>
        </>
      }
    >
      <p className="rounded-xl bg-brand-light p-5 text-brand-text">
        <strong>Your reward:</strong> when your colleague signs up within 7 days using your code, you get 1 month free
        and they lock in beta pricing.
      </p>
    </StatusPage>
  );
}
