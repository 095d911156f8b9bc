import { useId, useRef, type FormEvent, type RefObject } from "react";
import { BRAND } from "@machines/brand";
import { canAddReferee, canRemoveReferee, refereeFieldKey, type ReferralFormField } from "@machines/referrals/referralFormMachine";
import { MAX_REFEREES } from "@machines/referrals/schema";
import { FormField } from "@/components/form/FormField";
import { buttonStyles } from "@/components/ui/styles";
import { useReferralForm } from "../hooks/useReferralForm";
import { RefereeRowFields } from "./RefereeRowFields";
import { ReferralSentPanel } from "./ReferralSentPanel";

export type ReferralFormVariant = "full" | "compact";

interface ReferralFormProps {
  /**
   * full: /coach-connect and /referral (with the optional referral code; the sent state offers
   * 'Return to Homepage'). compact: the invite-colleague form inside another page.
   */
  variant: ReferralFormVariant;
  /** The form's heading and accessible name. */
  title: string;
  /** The referrer's email from the page's URL; it beats the remembered and signed-in addresses. */
  referrerEmail?: string;
}

/** Focuses a control of the form by its name, once React has rendered it. */
function focusField(form: RefObject<HTMLFormElement | null>, name: string) {
  requestAnimationFrame(() => form.current?.querySelector<HTMLElement>(`[name="${CSS.escape(name)}"]`)?.focus());
}

/**
 * The referral form of spec §2 "Referral": the referrer's email, one row per coach to invite,
 * 'Add Another Coach', the optional code and 'Prepare Email Invitation'. After saving it opens the
 * prefilled email draft and shows the sent state.
 */
export function ReferralForm({ variant, title, referrerEmail }: ReferralFormProps) {
  const { actorRef, snapshot, errors } = useReferralForm(referrerEmail);
  const formRef = useRef<HTMLFormElement>(null);
  const invitationsId = useId();
  const titleId = useId();
  const { context } = snapshot;
  const busy = snapshot.matches("submitting");
  const compact = variant === "compact";
  const Heading = compact ? "h3" : "h2";
  const SubHeading = compact ? "h4" : "h3";

  if (snapshot.matches("submitted") && context.sent) {
    return (
      <ReferralSentPanel
        sent={context.sent}
        compact={compact}
        onReset={() => {
          const firstRow = context.nextRowId;
          actorRef.send({ type: "RESET" });
          focusField(formRef, refereeFieldKey(firstRow, "firstName"));
        }}
      />
    );
  }

  const edit = (field: ReferralFormField) => ({
    name: field,
    value: context[field],
    onChange: (event: { target: { value: string } }) => actorRef.send({ type: "EDIT", field, value: event.target.value }),
    onBlur: () => actorRef.send({ type: "TOUCH", field }),
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    actorRef.send({ type: "SUBMIT" });
    // Refused: take the coach to the first field that needs attention.
    if (actorRef.getSnapshot().matches("editing")) {
      requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
    }
  };

  const addReferee = () => {
    const nextId = context.nextRowId;
    actorRef.send({ type: "ADD_REFEREE" });
    focusField(formRef, refereeFieldKey(nextId, "firstName"));
  };

  const removeReferee = (rowId: number) => {
    const index = context.referees.findIndex((row) => row.id === rowId);
    const neighbour = context.referees[index === 0 ? 1 : index - 1];
    actorRef.send({ type: "REMOVE_REFEREE", rowId });
    if (neighbour) focusField(formRef, refereeFieldKey(neighbour.id, "firstName"));
  };

  return (
    <form
      ref={formRef}
      onSubmit={submit}
      noValidate
      aria-labelledby={titleId}
      aria-busy={busy}
      className="space-y-6 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8"
    >
      <Heading id={titleId} className={compact ? "text-lg font-semibold text-brand-text" : "text-xl font-semibold text-brand-text"}>
        {title}
      </Heading>
      <fieldset disabled={busy} className="space-y-6">
        <div className={compact ? "space-y-4" : "grid gap-4 sm:grid-cols-2"}>
          <FormField
            label="Your Email"
            required
            error={errors.referrerEmail}
            hint={compact ? undefined : "Your .edu address, so colleagues know who invited them."}
          >
            <input type="email" autoComplete="email" inputMode="email" placeholder="you@university.edu" {...edit("referrerEmail")} />
          </FormField>
          {!compact && (
            <FormField
              label="Your Referral Code (optional)"
              error={errors.existingReferralCode}
              hint="We attach the code from your account automatically; add yours here if you have one."
            >
              <input type="text" autoComplete="off" autoCapitalize="characters" spellCheck={false} {...edit("existingReferralCode")} />
            </FormField>
          )}
        </div>

        <div className="space-y-4">
          <SubHeading className="text-base font-semibold text-brand-text">Coaches to invite</SubHeading>
          {context.referees.map((row, index) => (
            <RefereeRowFields
              key={row.id}
              row={row}
              position={index + 1}
              errors={errors}
              compact={compact}
              onEdit={(field, value) => actorRef.send({ type: "EDIT_REFEREE", rowId: row.id, field, value })}
              onTouch={(field) => actorRef.send({ type: "TOUCH", field: refereeFieldKey(row.id, field) })}
              onRemove={canRemoveReferee(context) ? () => removeReferee(row.id) : undefined}
            />
          ))}
          {canAddReferee(context) ? (
            <button type="button" onClick={addReferee} className={buttonStyles("secondary")}>
              <span aria-hidden="true">+</span> Add Another Coach
            </button>
          ) : (
            <p className="text-sm text-slate-600">You can invite up to {MAX_REFEREES} coaches at a time.</p>
          )}
        </div>

        {context.canSendInvitations ? (
          <div className="flex items-start gap-3">
            <input
              id={invitationsId}
              type="checkbox"
              checked={context.sendInvitations}
              onChange={(event) => actorRef.send({ type: "SET_SEND_INVITATIONS", value: event.target.checked })}
              className="mt-1 size-4 shrink-0 accent-brand"
            />
            <label htmlFor={invitationsId} className="text-sm text-brand-text">
              <span className="font-medium">Also send the invitations from {BRAND.name}</span>
              <span className="block text-slate-600">We email each coach an invitation with your code, at most once a week per address.</span>
            </label>
          </div>
        ) : (
          <p className="text-sm text-slate-600">Coaches with an account signed in here can also have {BRAND.name} email the invitations for them.</p>
        )}
      </fieldset>

      <button type="submit" disabled={busy} className={`${buttonStyles("primary", "lg")} w-full disabled:opacity-70`}>
        {busy ? "Preparing..." : "Prepare Email Invitation"}
      </button>
    </form>
  );
}
