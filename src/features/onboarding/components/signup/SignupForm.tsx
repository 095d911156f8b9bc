import type { ChangeEvent, ReactNode } from "react";
import { zodResolver } from "@hookform/resolvers/zod";
import { useSelector } from "@xstate/react";
import { useForm, useWatch, type Resolver } from "react-hook-form";
import type { IntakeData } from "@machines/onboarding/intake";
import { EMAILS_PER_DAY, HEARD_FROM, MINUTES_PER_DAY, ONBOARDING_MESSAGES, ONBOARDING_TOASTS, SIGNUP_SPORTS, signupSchema, type Signup, type SignupInput } from "@machines/onboarding/schemas";
import { OTHER_SPORT } from "@machines/sports";
import { FALLBACK_TIME_ZONE, runtimeTimeZone } from "@machines/shared/dates";
import { FormField } from "@/components/form/FormField";
import { NameFields } from "@/components/form/NameFields";
import { Select } from "@/components/form/Select";
import { TimeZoneSelect } from "@/components/form/TimeZoneSelect";
import { toast } from "@/components/ui/toast";
import { buttonStyles } from "@/components/ui/styles";
import { readDraft, useFormDraft } from "../../hooks/useDraft";
import { useOnboardingActor } from "../../session/OnboardingSessionContext";

/** The zone the signup proposes: this browser's (the coach confirms or changes it). */
const BROWSER_TIME_ZONE = runtimeTimeZone() ?? FALLBACK_TIME_ZONE;
/** A required choice starts on an empty option, so nothing is picked by accident. */
const CHOOSE = "Select…";

/** What the form opens with: the draft kept by 'Edit Details', else what the intake already knows. */
function signupValues(intake: IntakeData, draft: SignupInput | undefined): SignupInput {
  if (draft) return draft;
  const choice = <T extends string>(value: string | undefined) => (value ?? "") as T;
  return {
    firstName: intake.firstName ?? "",
    lastName: intake.lastName ?? "",
    jobTitle: intake.jobTitle ?? "",
    university: intake.university ?? "",
    workEmail: intake.email ?? "",
    emailsPerDay: choice(intake.emailsPerDay),
    timeSpentDaily: choice(intake.timeSpentDaily),
    sport: choice(intake.sport),
    otherSport: intake.otherSport ?? "",
    heardFrom: choice(intake.heardFrom),
    additionalInsights: intake.additionalInsights ?? "",
    suggestedFeatures: intake.suggestedFeatures ?? "",
    timeZone: BROWSER_TIME_ZONE,
  };
}

const schemaResolver = zodResolver(signupSchema);

/**
 * The schema checks 'Please specify the sport' only once every other field is valid (zod refines a
 * parsed object); the form says it together with the other messages instead of one round later.
 */
const signupResolver: Resolver<SignupInput, unknown, Signup> = async (values, context, options) => {
  const result = await schemaResolver(values, context, options);
  const otherSportMissing = values.sport === OTHER_SPORT && !values.otherSport?.trim();
  if (!otherSportMissing || result.errors.otherSport) return result;
  return { values: {}, errors: { ...result.errors, otherSport: { type: "custom", message: ONBOARDING_MESSAGES.otherSportRequired } } };
};

/** The spec's toast for an invalid signup form (§8). */
const signupInvalid = { ...ONBOARDING_TOASTS.signupInvalid, variant: "destructive" } as const;

/** /signup: four sections; 'Continue to Review' hands the validated answers to the machine. */
export function SignupForm() {
  const actor = useOnboardingActor();
  const intake = useSelector(actor, (snapshot) => snapshot.context.intake);
  const draft = useSelector(actor, (snapshot) => snapshot.context.signupDraft);
  const busy = useSelector(actor, (snapshot) => snapshot.matches({ signup: "submitting" }));

  const form = useForm<SignupInput, unknown, Signup>({
    resolver: signupResolver,
    defaultValues: readDraft<SignupInput>("signup") ?? signupValues(intake, draft),
    mode: "onTouched",
  });
  useFormDraft("signup", form);
  const { register, formState, control } = form;
  const { errors } = formState;
  const sport = useWatch({ control, name: "sport" });

  const workEmail = register("workEmail");
  // Lowercased as typed (spec §5), keeping the caret where it was.
  const lowercase = (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.target;
    const { selectionStart, selectionEnd } = input;
    input.value = input.value.toLowerCase();
    input.setSelectionRange(selectionStart, selectionEnd);
    return workEmail.onChange(event);
  };

  const submit = form.handleSubmit(
    (signup) => actor.send({ type: "SUBMIT_SIGNUP", signup, draft: form.getValues() }),
    () => toast(signupInvalid),
  );

  return (
    <form onSubmit={submit} noValidate aria-label="Signup" className="max-w-2xl space-y-10">
      <fieldset disabled={busy} className="space-y-10">
        <Section title="Personal Details">
          <div className="grid gap-5 sm:grid-cols-2">
            <NameFields register={register} errors={errors} />
          </div>
          <FormField label="Job Title" required error={errors.jobTitle?.message}>
            <input type="text" autoComplete="organization-title" placeholder="e.g. Head Coach" {...register("jobTitle")} />
          </FormField>
          <FormField label="University" required error={errors.university?.message}>
            <input type="text" autoComplete="organization" {...register("university")} />
          </FormField>
          <FormField label="Work Email" required error={errors.workEmail?.message}>
            <input type="email" autoComplete="email" {...workEmail} onChange={lowercase} />
          </FormField>
          <TimeZoneSelect label="Your time zone" error={errors.timeZone?.message} hint={ONBOARDING_MESSAGES.timeZoneHint} current={BROWSER_TIME_ZONE} {...register("timeZone")} />
        </Section>

        <Section title="Recruiting Email Insights">
          <Select label="Recruiting emails you receive per day" required error={errors.emailsPerDay?.message} emptyOption={CHOOSE} options={EMAILS_PER_DAY} {...register("emailsPerDay")} />
          <Select label="Minutes you spend on them per day" required error={errors.timeSpentDaily?.message} emptyOption={CHOOSE} options={MINUTES_PER_DAY} {...register("timeSpentDaily")} />
        </Section>

        <Section title="Sport Information">
          <Select label="Sport" required error={errors.sport?.message} emptyOption={CHOOSE} options={SIGNUP_SPORTS} {...register("sport")} />
          {sport === OTHER_SPORT && (
            <FormField label="Please specify the sport" required error={errors.otherSport?.message}>
              <input type="text" {...register("otherSport")} />
            </FormField>
          )}
        </Section>

        <Section title="Getting to Know You">
          <Select label="How did you hear about us?" required error={errors.heardFrom?.message} emptyOption={CHOOSE} options={HEARD_FROM} {...register("heardFrom")} />
          <FormField label="Additional insights (optional)" error={errors.additionalInsights?.message}>
            <textarea rows={3} {...register("additionalInsights")} />
          </FormField>
          <FormField label="Features you would like to see (optional)" error={errors.suggestedFeatures?.message}>
            <textarea rows={3} {...register("suggestedFeatures")} />
          </FormField>
        </Section>
      </fieldset>
      <button type="submit" disabled={busy} aria-busy={busy} className={`${buttonStyles("primary", "lg")} w-full disabled:opacity-70 sm:w-auto`}>
        Continue to Review
      </button>
    </form>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="space-y-5">
      <h2 className="border-b border-slate-200 pb-2 text-xl font-semibold text-brand-text">{title}</h2>
      {children}
    </section>
  );
}
