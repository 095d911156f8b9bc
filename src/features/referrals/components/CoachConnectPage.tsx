import { REFERRAL_VALID_DAYS } from "@machines/referrals/expiry";
import { PageSection } from "@/components/status/PageSection";
import { ReferralForm } from "./ReferralForm";
import { ReferralProgramSteps } from "./ReferralProgramSteps";

import type { CoachConnectSearch } from "../coachConnectSearch";

/** /coach-connect: the 'Coach Connect Bonus' referral form and the 'How It Works' box (spec §2 "Referral"). */
export function CoachConnectPage({ email }: CoachConnectSearch) {
  return (
    <PageSection
      title="Coach Connect Bonus"
      intro={`Refer a fellow coach: you get 1 month free, and they lock in beta pricing if they join within ${REFERRAL_VALID_DAYS} days.`}
    >
      <div className="grid items-start gap-8 lg:grid-cols-[minmax(0,1fr)_22rem]">
        {/* Keyed by the address, so following a link with another ?email= starts a fresh form. */}
        <ReferralForm key={email ?? ""} variant="full" title="Refer a Coach" referrerEmail={email} />
        <ReferralProgramSteps title="How It Works" className="lg:sticky lg:top-24" />
      </div>
    </PageSection>
  );
}
