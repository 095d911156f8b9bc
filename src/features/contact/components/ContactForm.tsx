import { CONTACT_LIMITS } from "@machines/contact/schema";
import { FormField } from "@/components/form/FormField";
import { buttonStyles } from "@/components/ui/styles";
import { useContactForm } from "../hooks/useContactForm";

export const CONTACT_SUBMIT_LABELS = { idle: "Send Message", busy: "Sending..." } as const;

/** Name, email and message (spec §2 /contact); disabled while sending, cleared once sent. */
export function ContactForm() {
  const { form, submit } = useContactForm();
  const { register, formState } = form;
  const { errors, isSubmitting } = formState;

  return (
    <form onSubmit={submit} noValidate aria-label="Contact us" className="space-y-4">
      <fieldset disabled={isSubmitting} className="space-y-4">
        <FormField label="Name" required error={errors.name?.message}>
          <input type="text" autoComplete="name" maxLength={CONTACT_LIMITS.name} {...register("name")} />
        </FormField>
        <FormField label="Email" required error={errors.email?.message}>
          <input type="email" autoComplete="email" placeholder="coach@university.edu" maxLength={CONTACT_LIMITS.email} {...register("email")} />
        </FormField>
        <FormField label="Message" required error={errors.message?.message}>
          <textarea rows={6} maxLength={CONTACT_LIMITS.message} {...register("message")} />
        </FormField>
      </fieldset>
      <button type="submit" disabled={isSubmitting} aria-busy={isSubmitting || undefined} className={`${buttonStyles("primary", "lg")} w-full disabled:opacity-70 sm:w-auto`}>
        {isSubmitting ? CONTACT_SUBMIT_LABELS.busy : CONTACT_SUBMIT_LABELS.idle}
      </button>
    </form>
  );
}
