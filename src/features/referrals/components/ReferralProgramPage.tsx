import { Link } from "@tanstack/react-router";
import { BRAND } from "@machines/brand";
import { REFERRAL_VALID_DAYS } from "@machines/referrals/expiry";
import { PageSection } from "@/components/status/PageSection";
import { CopyableToken } from "@/components/token/CopyableToken";
import { TokenText } from "@/components/token/TokenText";
import { buttonStyles } from "@/components/ui/styles";
import { useSignedInCoach, type SignedInCoachState } from "../signedInCoach";
import { ReferralForm } from "./ReferralForm";
import { ReferralProgramSteps } from "./ReferralProgramSteps";

/** The coach's own referral details when signed in; otherwise how to get a code. */
function YourReferralCode({ state }: { state: SignedInCoachState }) {
  const box = "rounded-2xl border border-slate-200 bg-white p-6 shadow-sm";
  if (state.status === "loading") {
    return (
      <section aria-labelledby="your-code-title" className={box}>
        <h2 id="your-code-title" className="text-lg font-semibold text-brand-text">
          Your referral code
        </h2>
        <p role="status" className="mt-2 text-sm text-slate-600">
          Checking your account…
        </p>
      </section>
    );
  }
  const { account } = state;
  if (account) {
    return (
      <section aria-labelledby="your-code-title" className={box}>
        <h2 id="your-code-title" className="text-lg font-semibold text-brand-text">
          Your referral code
        </h2>
        <div className="mt-3 rounded-lg bg-brand-light px-4 py-3">
          <CopyableToken value={account.personalReferralCode} label="referral code" className="text-2xl font-bold tracking-wider text-brand" />
        </div>
        <p className="mt-3 text-sm text-slate-700">
          Signed in as <TokenText value={account.email} mono={false} className="font-medium" />. Invitations you send below carry this code.
        </p>
      </section>
    );
  }
  return (
    <section aria-labelledby="your-code-title" className={box}>
      <h2 id="your-code-title" className="text-lg font-semibold text-brand-text">
        Getting your referral code
      </h2>
      <p className="mt-2 text-sm text-slate-700">
        Your personal code is created when you start your free {BRAND.name} trial, and it is emailed to you with your forwarding address.
      </p>
      <p className="mt-2 text-sm text-slate-700">
        Already a member? Invite with the .edu address you signed up with and we attach your code automatically.
      </p>
      <Link to="/initial-screening" className={`${buttonStyles("secondary")} mt-4 w-full`}>
        Start your free trial
      </Link>
    </section>
  );
}

/** /referral: the programme and the invite form, with the signed-in coach's own code when there is one. */
export function ReferralProgramPage() {
  const coach = useSignedInCoach();
  return (
    <PageSection
      title="Refer Your Colleagues"
      intro={`Invite colleagues to ${BRAND.name}. When they sign up within ${REFERRAL_VALID_DAYS} days using your code, you get 1 month free and they lock in beta pricing.`}
    >
      {/* Small screens read code, form, programme; wide ones put the form beside the other two. */}
      <div className="grid items-start gap-8 lg:grid-cols-[minmax(0,1fr)_22rem] lg:grid-rows-[auto_1fr]">
        <div className="lg:col-start-2 lg:row-start-1">
          <YourReferralCode state={coach} />
        </div>
        <div className="lg:col-start-1 lg:row-span-2 lg:row-start-1">
          <ReferralForm variant="full" title="Invite Your Colleagues" />
        </div>
        <ReferralProgramSteps title="How the program works" className="lg:col-start-2 lg:row-start-2" />
      </div>
    </PageSection>
  );
}
