import { useEffect } from "react";
import { zodResolver } from "@hookform/resolvers/zod";
import { Link } from "@tanstack/react-router";
import { useSelector } from "@xstate/react";
import { useForm } from "react-hook-form";
import type { IntakeData } from "@machines/onboarding/intake";
import { ONBOARDING_NOTIFICATIONS } from "@machines/onboarding/notifications";
import { screeningFormSchema, type Screening, type ScreeningInput } from "@machines/onboarding/schemas";
import type { StartOnboardingSearch } from "@machines/pricing/startOnboarding";
import { BETA_SPORTS } from "@machines/sports";
import { FormField } from "@/components/form/FormField";
import { NameFields } from "@/components/form/NameFields";
import { Select } from "@/components/form/Select";
import { toast } from "@/components/ui/toast";
import { buttonStyles, textLink } from "@/components/ui/styles";
import { readDraft, useFormDraft } from "../../hooks/useDraft";
import { furthestStep } from "../../lib";
import { useOnboardingActor } from "../../session/OnboardingSessionContext";
import { ResumeOffer } from "./ResumeOffer";

/** The form starts from what the coach already told us; a `ref` link's code beats the stored one, /pricing's sport fills a gap. */
function screeningValues(intake: IntakeData, refCode: string | undefined, chosenSport?: string): ScreeningInput {
  return {
    firstName: intake.firstName ?? "",
    lastName: intake.lastName ?? "",
    email: intake.email ?? "",
    sport: (intake.sport ?? chosenSport ?? "") as ScreeningInput["sport"],
    referralCode: refCode ?? intake.referralCode ?? "",
  };
}

/** A draft typed before a reload, with the invitation link's code still beating the typed one. */
const withRefCode = (draft: ScreeningInput | undefined, refCode: string | undefined) => draft && { ...draft, referralCode: refCode ?? draft.referralCode };

const isScreeningField = (field: string): field is keyof ScreeningInput => field in screeningValues({}, undefined);

interface ScreeningFormProps {
  refCode?: string;
  /** The plan and sport picked on /pricing, if the coach came from there. */
  chosen: StartOnboardingSearch;
}

/** /initial-screening: who the coach is, validated here and again (with the .edu allowlist) by the server. */
export function ScreeningForm({ refCode, chosen }: ScreeningFormProps) {
  const actor = useOnboardingActor();
  const intake = useSelector(actor, (snapshot) => snapshot.context.intake);
  const serverErrors = useSelector(actor, (snapshot) => snapshot.context.screeningFieldErrors);
  const criticalError = useSelector(actor, (snapshot) => (snapshot.context.criticalFailure ? snapshot.context.error : undefined));
  const busy = useSelector(actor, (snapshot) => !snapshot.matches({ screening: "editing" }));

  const form = useForm<ScreeningInput, unknown, Screening>({
    resolver: zodResolver(screeningFormSchema),
    defaultValues: withRefCode(readDraft<ScreeningInput>("screening"), refCode) ?? screeningValues(intake, refCode, chosen.sport),
    mode: "onTouched",
  });
  useFormDraft("screening", form);
  const { errors } = form.formState;

  // The server's messages (e.g. 'Email must end with .edu', or an existing account) go under their fields.
  useEffect(() => {
    for (const [field, message] of Object.entries(serverErrors ?? {})) {
      if (isScreeningField(field)) form.setError(field, { message }, { shouldFocus: true });
    }
  }, [serverErrors, form]);

  const submit = form.handleSubmit(
    (screening) => actor.send({ type: "SUBMIT_SCREENING", screening, ref: refCode, plan: { selectedTierId: chosen.tier, billingCycle: chosen.cycle } }),
    () => toast(ONBOARDING_NOTIFICATIONS.screeningInvalid),
  );

  const resumeAt = furthestStep(intake);

  return (
    <div className="space-y-8">
      {/* After a critical failure nothing was saved: the coach refreshes and tries again (spec §8). */}
      {resumeAt !== "screening" && !criticalError && (
        <ResumeOffer
          onContinue={() => actor.send({ type: "GO_TO_STEP", step: resumeAt })}
          onStartOver={() => {
            actor.send({ type: "START_OVER" });
            form.reset(screeningValues({}, refCode, chosen.sport));
          }}
        />
      )}
      {criticalError && (
        <p role="alert" className="rounded-lg border border-red-300 bg-red-50 p-4 text-sm text-red-800">
          {criticalError}
        </p>
      )}
      <form onSubmit={submit} noValidate aria-label="Screening" className="max-w-2xl space-y-5">
        <fieldset disabled={busy} className="space-y-5">
          <div className="grid gap-5 sm:grid-cols-2">
            <NameFields register={form.register} errors={errors} />
          </div>
          <FormField label="Email" required error={errors.email?.message} hint="Use your university .edu address.">
            <input type="email" autoComplete="email" placeholder="coach@university.edu" {...form.register("email")} />
          </FormField>
          <Select
            label="Sport"
            required
            error={errors.sport?.message}
            hint="Currently accepting beta users for volleyball and softball"
            emptyOption="Select a sport"
            options={BETA_SPORTS}
            {...form.register("sport")}
          />
          <FormField
            label="Referral Code (optional)"
            error={errors.referralCode?.message}
            hint={refCode ? "Applied from your invitation link." : undefined}
          >
            <input type="text" autoComplete="off" readOnly={Boolean(refCode)} className="uppercase" {...form.register("referralCode")} />
          </FormField>
        </fieldset>
        <button type="submit" disabled={busy} aria-busy={busy} className={`${buttonStyles("primary", "lg")} w-full disabled:opacity-70 sm:w-auto`}>
          {busy ? "Processing..." : "Continue"}
        </button>
        <p className="text-sm text-slate-600">
          By continuing you agree to our{" "}
          <Link to="/legal" className={textLink}>
            Terms
          </Link>{" "}
          and{" "}
          <Link to="/privacy" className={textLink}>
            Privacy Policy
          </Link>
          .
        </p>
      </form>
    </div>
  );
}
