import { Link } from "@tanstack/react-router";
import { Fragment, useEffect, useRef } from "react";
import { BRAND } from "@machines/brand";
import { NO_REFERRAL_CODE, type ReferralSent } from "@machines/referrals/referralFormMachine";
import { formatDateTime, runtimeTimeZone } from "@machines/shared/dates";
import { TokenText } from "@/components/token/TokenText";
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

/** 'Sat, Apr 19, 2025, 11:59 PM EDT' on the referrer's clock; nothing for a missing or garbled expiry. */
function formatExpiry(iso: string): string {
  return Number.isNaN(Date.parse(iso)) ? "" : formatDateTime(iso, runtimeTimeZone());
}

/** Addresses as a comma-separated list, each wrapping only after '@' and dots. */
function AddressList({ addresses }: { addresses: readonly string[] }) {
  return addresses.map((address, index) => (
    <Fragment key={address}>
      {index > 0 && ", "}
      <TokenText value={address} mono={false} />
    </Fragment>
  ));
}

/**
 * The sent state (spec §2): what happened (the spec's 'Referral Successfully Sent' only when we
 * sent the invitations; otherwise the draft in the coach's own mail app is what is ready), the draft
 * again, the rewards, and a way to refer another coach.
 */
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
        {sent.invitationsSent > 0 ? "Referral Successfully Sent" : "Referral Saved: Your Email Draft Is Ready"}
      </Heading>
      <div className="mt-3 space-y-3 text-slate-700">
        <p>
          We saved your referral for {plural(sent.saved, "coach", "coaches")}. Your email client should have opened a message to{" "}
          <AddressList addresses={sent.refereeEmails} />.
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
            Not emailed again (already invited this week): <AddressList addresses={sent.invitationsSkipped} />
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
