import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { BRAND } from "@machines/brand";
import { EMPTY_CONTACT_FORM, contactMessageSchema, type ContactMessage, type ContactMessageInput } from "@machines/contact/schema";
import { toast } from "@/components/ui/toast";
import { CallableError, call } from "@/lib/callables";

export const CONTACT_TOASTS = {
  sent: { title: "Message Sent Successfully", description: "We've received your message and will respond within 1 business day" },
  failed: { title: "Submission Error", description: `Your message wasn't sent. Please try again, or email us at ${BRAND.supportEmail}.` },
  invalid: { title: "Submission Error", description: "Please correct the highlighted fields and try again." },
} as const;

/** What the failure toast says: the server's own words for rate limits, a pointer to the fields for invalid input. */
function failureDescription(error: unknown): string {
  if (!(error instanceof CallableError)) return CONTACT_TOASTS.failed.description;
  if (error.code === "functions/resource-exhausted") return error.message;
  if (Object.keys(error.fieldErrors).length > 0) return CONTACT_TOASTS.invalid.description;
  return CONTACT_TOASTS.failed.description;
}

/** The contact form's state and submission; the same zod schema validates here and in submitContactMessage. */
export function useContactForm() {
  const form = useForm<ContactMessageInput, unknown, ContactMessage>({
    resolver: zodResolver(contactMessageSchema),
    defaultValues: EMPTY_CONTACT_FORM,
    mode: "onTouched",
  });

  const submit = form.handleSubmit(async (message) => {
    try {
      await call("submitContactMessage", message);
      toast(CONTACT_TOASTS.sent);
      form.reset(EMPTY_CONTACT_FORM);
    } catch (error) {
      // The server's messages go under the fields it rejected; everything typed stays.
      if (error instanceof CallableError) {
        for (const [field, fieldMessage] of Object.entries(error.fieldErrors)) {
          if (field in EMPTY_CONTACT_FORM) form.setError(field as keyof ContactMessageInput, { message: fieldMessage });
        }
      }
      toast({ title: CONTACT_TOASTS.failed.title, description: failureDescription(error), variant: "destructive" });
    }
  });

  return { form, submit };
}
