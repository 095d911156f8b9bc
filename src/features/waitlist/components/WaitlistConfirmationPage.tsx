import { Link } from "@tanstack/react-router";
import { BRAND } from "@machines/brand";
import { CheckCircleIcon } from "@/components/ui/icons";
import { buttonStyles } from "@/components/ui/styles";
import { DetailList } from "@/components/status/DetailList";
import { StatusPage } from "@/components/status/StatusPage";

const WHAT_TO_EXPECT = [
  "An email confirming your position on the waitlist",
  `Updates on new ${BRAND.name} features as we build them`,
  "Priority access as soon as a spot opens",
] as const;

export function WaitlistConfirmationPage() {
  return (
    <StatusPage
      icon={<CheckCircleIcon />}
      tone="success"
      title="Reservation Confirmed"
      message={<p>Thanks for joining the {BRAND.name} waitlist. Your spot is reserved.</p>}
      actions={
        <>
          <Link to="/" className={buttonStyles("primary")}>
            Return to Homepage
          </Link>
          <Link to="/coach-connect" className={buttonStyles("secondary")}>
            Refer a Coach While You Wait
          </Link>
        </>
      }
    >
      <DetailList heading="What to expect" items={WHAT_TO_EXPECT} />
    </StatusPage>
  );
}
