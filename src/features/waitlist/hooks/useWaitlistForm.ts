import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { EMPTY_WAITLIST_FORM, waitlistSignupSchema, type JoinWaitlistResult, type WaitlistSignup, type WaitlistSignupInput } from "@machines/waitlist/schema";
import { toast } from "@/components/ui/toast";
import { CallableError, call } from "@/lib/callables";

export const WAITLIST_TOASTS = {
  joined: { title: "You're on the list!", description: "We'll reach out as soon as we have updates." },
  failed: { title: "Submission error", description: "Please try again later." },
} as const;

/**
 * The waitlist form's state and submission, shared by the home panel and the /waitlist page:
 * the same zod schema validates here and in the joinWaitlist callable.
 */
export function useWaitlistForm(onJoined: (result: JoinWaitlistResult) => void) {
  const form = useForm<WaitlistSignupInput, unknown, WaitlistSignup>({
    resolver: zodResolver(waitlistSignupSchema),
    defaultValues: EMPTY_WAITLIST_FORM,
    mode: "onTouched",
  });

  const submit = form.handleSubmit(async (signup) => {
    try {
      const result = await call("joinWaitlist", signup);
      toast(WAITLIST_TOASTS.joined);
      form.reset(EMPTY_WAITLIST_FORM);
      onJoined(result);
    } catch (error) {
      // The server's own messages go under the fields it rejected; everything typed stays.
      if (error instanceof CallableError) {
        for (const [field, message] of Object.entries(error.fieldErrors)) {
          if (field in EMPTY_WAITLIST_FORM) form.setError(field as keyof WaitlistSignupInput, { message });
        }
      }
      toast({
        ...WAITLIST_TOASTS.failed,
        description: error instanceof CallableError && error.code === "functions/resource-exhausted" ? error.message : WAITLIST_TOASTS.failed.description,
        variant: "destructive",
      });
    }
  });

  return { form, submit };
}
