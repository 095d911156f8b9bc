import { useEffect, useRef, useState } from "react";
import { Link, useSearch } from "@tanstack/react-router";
import { BILLING_TOASTS } from "@machines/billing/billingActors";
import { PAYMENT_MESSAGES, TRIAL_MESSAGES, type VerifyCheckoutResponse } from "@machines/billing/contracts";
import type { CoachAccount } from "@machines/onboarding/contracts";
import { TRIAL_DAYS, formatBillingDate } from "@machines/onboarding/trial";
import { referralPricingNote } from "@machines/pricing/referralPricing";
import { loadSession } from "@/components/auth/sessionView";
import { CopyableToken } from "@/components/token/CopyableToken";
import { TokenText } from "@/components/token/TokenText";
import { AlertIcon, CheckCircleIcon } from "@/components/ui/icons";
import { buttonStyles, textLink } from "@/components/ui/styles";
import { toast } from "@/components/ui/toast";
import { takeTrialAnnouncement } from "@/lib/trialAnnouncement";
import { call } from "@/lib/callables";
import { BILLING_SUCCESS_TITLE as TITLE } from "../billingSuccessRoute";
import { StatusPage } from "@/components/status/StatusPage";

/** The trial's truth: the day it ends and that nothing is charged until then (the day Stripe's pages name too). */
const trialNote = (account: CoachAccount) => (account.price > 0 ? TRIAL_MESSAGES.endsOn(formatBillingDate(account.trialEndsAt)) : `${account.tierName}: free for life.`);

type AccountState = { status: "loading" } | { status: "ready"; account: CoachAccount } | { status: "none" } | { status: "failed" };

/** The signed-in coach's account, as the server has it (never what the browser remembers). */
function useCoachAccount(): AccountState {
  const [state, setState] = useState<AccountState>({ status: "loading" });
  useEffect(() => {
    let current = true;
    call("getCoachAccount", {}).then(
      (account) => current && setState(account ? { status: "ready", account } : { status: "none" }),
      (error: unknown) => {
        console.error("Could not load the coach account", error);
        if (current) setState({ status: "failed" });
      },
    );
    return () => {
      current = false;
    };
  }, []);
  return state;
}

type Verification = { status: "none" } | { status: "checking" } | { status: "done"; result: VerifyCheckoutResponse } | { status: "unverified" };

/** A checkout session in the URL is confirmed with the server (its own coach's, completed) before anything says it was paid. */
function useCheckoutVerification(sessionId: string | undefined): Verification {
  const [state, setState] = useState<Verification>(sessionId ? { status: "checking" } : { status: "none" });
  useEffect(() => {
    if (!sessionId) return;
    let current = true;
    call("verifyCheckoutSession", { sessionId }).then(
      (result) => current && setState(result.status === "paid" || result.status === "card-saved" ? { status: "done", result } : { status: "unverified" }),
      (error: unknown) => {
        console.error("Could not verify the checkout session", error);
        if (current) setState({ status: "unverified" });
      },
    );
    return () => {
      current = false;
    };
  }, [sessionId]);
  return state;
}

export function BillingSuccessPage() {
  const { session_id: sessionId } = useSearch({ strict: false });
  const state = useCoachAccount();
  const verification = useCheckoutVerification(sessionId);
  const welcomed = useRef(false);

  useEffect(() => {
    if (sessionId) console.info("Billing success for checkout session", sessionId);
  }, [sessionId]);

  useEffect(() => {
    if (state.status !== "ready" || verification.status === "checking" || verification.status === "unverified" || welcomed.current) return;
    welcomed.current = true;
    // The trial made this browser's session a coach's: the header (and the portal) know it from a fresh token.
    void loadSession().then((session) => session.sessionWithFreshToken().catch((error: unknown) => console.warn("Could not refresh the session", error)));
    if (verification.status === "done") {
      toast(BILLING_TOASTS.checkoutReturned(verification.result));
      return;
    }
    // Straight from the wizard, its 'Success!' toast is the welcome; replacing it at once would hide it.
    // Nothing was paid: a trial without a card is told when it ends, never 'Payment Successful'.
    if (!takeTrialAnnouncement()) toast({ title: TRIAL_MESSAGES.startedTitle, description: trialNote(state.account) });
  }, [state, verification]);

  if (state.status !== "ready") {
    const message = {
      loading: "Loading your account…",
      none: "We couldn't find a started trial for this browser. If you started one on another device, open the link in your welcome email there; otherwise start your free trial.",
      failed: "We couldn't load your account just now. Please refresh the page; your welcome email also has your forwarding address.",
    }[state.status];
    return (
      <StatusPage
        icon={<AlertIcon />}
        tone="info"
        title={TITLE}
        message={<p role={state.status === "loading" ? "status" : undefined}>{message}</p>}
        actions={
          state.status === "loading" ? null : (
            <Link to="/initial-screening" className={buttonStyles("primary")}>
              Start your free trial
            </Link>
          )
        }
      />
    );
  }

  const { account } = state;
  const checkoutNote =
    verification.status === "checking" ? (
      <p role="status">Confirming your payment…</p>
    ) : verification.status === "unverified" ? (
      <p role="alert" className="font-medium text-red-800">
        {PAYMENT_MESSAGES.unverified}
      </p>
    ) : verification.status === "done" ? (
      <p className="font-medium text-green-800">
        {verification.result.status === "card-saved" ? PAYMENT_MESSAGES.cardSavedDescription : PAYMENT_MESSAGES.successDescription} Plan: {verification.result.tierName}.
      </p>
    ) : null;
  return (
    <StatusPage
      icon={<CheckCircleIcon />}
      tone="success"
      title={TITLE}
      message={
        <p>
          Your {TRIAL_DAYS}-day free trial has started. {trialNote(account)} Here is how to get your first athlete summaries.
        </p>
      }
      actions={
        <>
          <Link to="/dashboard" className={buttonStyles("primary")}>
            {TRIAL_MESSAGES.dashboardLink}
          </Link>
          <a href={`/coach-connect?email=${encodeURIComponent(account.email)}`} className={buttonStyles("secondary")}>
            Refer a Colleague
          </a>
          <Link to="/how-it-works" className={buttonStyles("secondary")}>
            How It Works
          </Link>
        </>
      }
    >
      <div className="space-y-6">
        {checkoutNote}
        <section aria-labelledby="forwarding-title" className="rounded-xl border-2 border-brand bg-brand-light p-5 text-center">
          <h2 id="forwarding-title" className="text-sm font-semibold tracking-wide text-slate-700 uppercase">
            Your trial forwarding address
          </h2>
          <div className="mt-3">
            <CopyableToken value={account.forwardingAddress} label="forwarding address" className="text-lg font-semibold text-brand" />
          </div>
          <p className="mt-3 text-sm text-slate-700">
            Forward from <TokenText value={account.email} mono={false} className="font-semibold" />, the address you signed up with: we
            match forwarded emails by sender, so emails forwarded from any other address won't reach your account.
          </p>
        </section>
        <section aria-labelledby="next-steps-title">
          <h2 id="next-steps-title" className="font-semibold text-brand-text">
            Next steps
          </h2>
          <ol className="mt-3 list-decimal space-y-2 pl-5 text-slate-700">
            <li>Check your inbox: your welcome email has your forwarding address and sign-in link.</li>
            <li>
              Forward recruiting emails from <TokenText value={account.email} mono={false} /> to{" "}
              <TokenText value={account.forwardingAddress} />.
            </li>
            <li>Share your referral code with colleagues: when one joins within 7 days, you get a month free and they lock in beta pricing.</li>
          </ol>
          <div className="mt-4 rounded-lg border border-slate-200 bg-white p-4">
            <p className="text-sm font-semibold text-slate-700">Your referral code</p>
            <div className="mt-2">
              <CopyableToken value={account.personalReferralCode} label="referral code" align="start" className="text-xl font-bold tracking-wider text-brand" />
            </div>
          </div>
          <p className="mt-3 text-sm text-slate-600">
            Your unique referral code has also been emailed to you. New to forwarding?{" "}
            <Link to="/how-it-works" className={textLink}>
              See how it works
            </Link>
            .
          </p>
        </section>
        <p className="text-sm text-slate-600">
          Plan: {account.tierName}, ${account.price}/{account.billingCycle === "annual" ? "year" : "month"}
          {account.price > 0 ? ` from ${formatBillingDate(account.trialEndsAt)}, unless you cancel before your trial ends.` : ", free for life."}
          {account.referralPricing && <span className="mt-1 block font-medium text-green-800">{referralPricingNote(account.referralPricing)}</span>}
        </p>
      </div>
    </StatusPage>
  );
}
