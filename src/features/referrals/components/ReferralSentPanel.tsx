import { Link } from "@tanstack/react-router";
import { useEffect, useRef } from "react";
import { BRAND } from "@machines/brand";
import { NO_REFERRAL_CODE, type ReferralSent } from "@machines/referrals/referralFormMachine";
import { CheckCircleIcon } from "@/components/ui/icons";
import { buttonStyles, textLink } from "@/components/ui/styles";
import { ReferralRewardsReminder } from "./ReferralProgramSteps";

interface ReferralSentPanelProps {
  sent: ReferralSent;
  /** Inside another page: no 'Return to Homepage', a smaller heading. */
  compact: boolean;
  onReset: () => void;
}

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** 'Sat, Apr 19, 11:59 PM' on the referrer's clock. */
function formatExpiry(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return "";
  return new Intl.DateTimeFormat("en-US", { weekday: "short", month: "short", day: "numeric", hour: "numeric", minute: "2-digit" }).format(date);
}

/** The sent state (spec §2): 'Referral Successfully Sent', the draft again, the rewards, and a way to refer another coach. */
export function ReferralSentPanel({ sent, compact, onReset }: ReferralSentPanelProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  const Heading = compact ? "h3" : "h2";
  const expiry = formatExpiry(sent.expiresAt);
  const code = sent.referralCode === NO_REFERRAL_CODE ? undefined : sent.referralCode;

  return (
    <section aria-labelledby="referral-sent-title" className="rounded-2xl border border-slate-200 bg-white p-6 text-center shadow-sm sm:p-8">
      <div className="mx-auto flex size-12 items-center justify-center rounded-full bg-green-100 text-green-800">
        <CheckCircleIcon />
      </div>
      <Heading
        id="referral-sent-title"
        ref={headingRef}
        tabIndex={-1}
        className="mt-4 text-2xl font-bold tracking-tight text-brand-text focus:outline-none"
      >
        Referral Successfully Sent
      </Heading>
      <div className="mt-3 space-y-3 text-slate-700">
        <p>
          We saved your referral for {plural(sent.saved, "coach", "coaches")}. Your email client should have opened a message to{" "}
          <span className="break-all">{sent.refereeEmails.join(", ")}</span>.
        </p>
        <p>
          Nothing opened?{" "}
          <a href={sent.mailto} className={textLink}>
            Open the email draft again
          </a>
        </p>
        {sent.invitationsSent > 0 && (
          <p>
            {BRAND.name} also emailed {plural(sent.invitationsSent, "invitation", "invitations")}.
          </p>
        )}
        {sent.invitationsSkipped.length > 0 && (
          <p className="text-sm text-slate-600">
            Not emailed again (already invited this week): <span className="break-all">{sent.invitationsSkipped.join(", ")}</span>
          </p>
        )}
        {expiry && <p className="text-sm text-slate-600">Your invitation is valid until {expiry}.</p>}
      </div>
      <div className="mt-6">
        <ReferralRewardsReminder code={code} />
      </div>
      <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row">
        {!compact && (
          <Link to="/" className={buttonStyles("primary")}>
            Return to Homepage
          </Link>
        )}
        <button type="button" onClick={onReset} className={buttonStyles(compact ? "primary" : "secondary")}>
          {compact ? "Invite Another Colleague" : "Refer Another Coach"}
        </button>
      </div>
    </section>
  );
}
