import { useState } from "react";
import { MAX_TRIAL_EXTENSION_DAYS, type SupportCoachOverview } from "@machines/support/contracts";
import { Select } from "@/components/form/Select";
import { buttonStyles } from "@/components/ui/styles";
import { call } from "@/lib/callables";
import { when } from "../format";
import { useSupportAction } from "../useSupportAction";
import { Facts, Json, Section } from "./Section";

const DAY_OPTIONS = Array.from({ length: MAX_TRIAL_EXTENSION_DAYS }, (_, index) => ({ value: index + 1, label: index === 0 ? "1 day" : `${index + 1} days` }));

const RESENT = { confirmation: "Confirmation link sent", "sign-in": "Sign-in link sent", "not-sent": "Not sent: the address's link budget is used up for today" } as const;

/** The account's onboarding snapshot and steps, its signed agreements, its trial and subscription, and the link and trial actions. */
export function CoachOverview({ overview, reason }: { overview: SupportCoachOverview; reason: string }) {
  const { act, running } = useSupportAction(reason);
  const [days, setDays] = useState(7);
  const { onboarding, billing, uid } = overview;

  return (
    <>
      <Section id="account-heading" title={`${overview.name ?? "Account"} · ${overview.kind === "coach" ? "coach" : "sign-up"}`}>
        <Facts
          facts={[
            ["Address", overview.email ?? "—"],
            ["Forwarding address", overview.forwardingAddress ?? "—"],
            ["uid", <span className="break-all">{uid}</span>],
            ["Athletes and emails", overview.accessUntil ? `The coach lets support see them until ${when(overview.accessUntil)}` : "Hidden (the coach hasn't granted access)"],
          ]}
        />
        <button
          type="button"
          className={buttonStyles("secondary")}
          disabled={running !== null}
          onClick={() => void act("resend", (audited) => call("supportResendLink", { uid, ...audited }), (result) => RESENT[result.sent])}
        >
          Resend the confirmation or sign-in link
        </button>
      </Section>

      <Section id="onboarding-heading" title="Onboarding">
        <Facts
          facts={[
            ["Sign-up status", onboarding.guestStatus ?? "—"],
            ["Address confirmed", when(onboarding.emailConfirmedAt)],
            ["Machine version", onboarding.snapshot ? String(onboarding.snapshot.machineVersion) : "—"],
            ["Step", onboarding.snapshot?.step ?? "—"],
            ["Saved", when(onboarding.snapshot?.updatedAt ?? null)],
          ]}
        />
        {onboarding.snapshot ? (
          <>
            <h3 className="font-semibold text-brand-text">State</h3>
            <Json label="Onboarding state value" value={onboarding.snapshot.stateValue} />
            <h3 className="font-semibold text-brand-text">Context</h3>
            <Json label="Onboarding context" value={onboarding.snapshot.context} />
          </>
        ) : (
          <p className="text-slate-700">No snapshot saved.</p>
        )}
        <h3 className="font-semibold text-brand-text">Steps reached</h3>
        <ol aria-label="Steps reached" className="space-y-1 text-sm">
          {onboarding.steps.map((step, index) => (
            <li key={`${step.at}-${index}`} className="flex flex-wrap gap-x-3">
              <span className="text-slate-600">{when(step.at)}</span>
              <span className="font-medium">{step.step}</span>
              <span className="text-slate-600">({step.eventType})</span>
            </li>
          ))}
        </ol>
      </Section>

      <Section id="agreements-heading" title="Agreements signed">
        {overview.signatures.length === 0 && <p className="text-slate-700">None signed.</p>}
        {overview.signatures.map((signature) => (
          <div key={signature.signedAt} className="space-y-2 text-sm">
            <Facts facts={[["Signed", when(signature.signedAt)], ["IP", signature.ip ?? "—"], ["Browser", signature.userAgent ?? "—"]]} />
            <ul className="space-y-1">
              {signature.documents.map((document) => (
                <li key={document.id} className="break-all">
                  <span className="font-medium">{document.title}</span> v{document.version} · sha256 {document.sha256}
                </li>
              ))}
            </ul>
          </div>
        ))}
      </Section>

      <Section id="billing-heading" title="Trial and subscription">
        {billing ? (
          <>
            <Facts
              facts={[
                ["Plan", billing.plan],
                ["Status", billing.status ?? "—"],
                ["Trial ends", when(billing.trialEndsAt)],
                ["Next invoice", billing.nextInvoice ? `${(billing.nextInvoice.amountDue / 100).toFixed(2)} ${billing.nextInvoice.currency.toUpperCase()} on ${when(billing.nextInvoice.at)}` : "—"],
                ["Stripe customer", billing.customerId ?? "—"],
                ["Stripe subscription", billing.subscriptionId ?? "—"],
                ["Cancels at period end", billing.cancelAtPeriodEnd ? "yes" : "no"],
              ]}
            />
            <h3 className="font-semibold text-brand-text">Last webhook events</h3>
            <ul aria-label="Last webhook events" className="space-y-1 text-sm">
              {billing.webhookEvents.map((event) => (
                <li key={event.id} className="flex flex-wrap gap-x-3">
                  <span className="text-slate-600">{when(event.receivedAt)}</span>
                  <span className="font-medium">{event.type}</span>
                  <span className="text-slate-600">{event.processedAt ? "processed" : "not processed"}</span>
                </li>
              ))}
            </ul>
            <form
              aria-label="Extend the trial"
              className="flex flex-wrap items-end gap-3"
              onSubmit={(event) => {
                event.preventDefault();
                void act("extend", (audited) => call("supportExtendTrial", { uid, days, ...audited }), (result) => `Trial extended to ${when(result.trialEndsAt)}`);
              }}
            >
              <Select label="Extend the trial by" options={DAY_OPTIONS} value={days} onChange={(event) => setDays(Number(event.target.value))} />
              <button type="submit" className={buttonStyles("secondary")} disabled={running !== null}>
                Extend trial
              </button>
            </form>
          </>
        ) : (
          <p className="text-slate-700">No trial yet.</p>
        )}
      </Section>
    </>
  );
}
