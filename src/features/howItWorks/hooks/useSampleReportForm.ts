import { useState, type FormEvent } from "react";
import { SAMPLE_REPORT_TOASTS } from "@machines/sampleReport/messages";
import { toast } from "@/components/ui/toast";
import { CallableError, call } from "@/lib/callables";

/** The request's schema (and zod with it) loads when the coach first focuses the form, not with the page. */
export const loadSampleReportSchema = () => import("@machines/sampleReport/schema");

/**
 * The demo's sample-report form (spec §5, §7 call 11): the address is checked first ('Invalid Email'),
 * then requestSampleReport emails a real report built from the demo athletes.
 */
export function useSampleReportForm() {
  const [email, setEmail] = useState("");
  const [invalid, setInvalid] = useState(false);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    try {
      const { requestSampleReportSchema } = await loadSampleReportSchema();
      const parsed = requestSampleReportSchema.safeParse({ email });
      if (!parsed.success) {
        setInvalid(true);
        toast({ ...SAMPLE_REPORT_TOASTS.invalidEmail, variant: "destructive" });
        return;
      }
      setBusy(true);
      await call("requestSampleReport", parsed.data);
      toast(SAMPLE_REPORT_TOASTS.sent);
      setEmail("");
    } catch (error) {
      // A limit reached says so in the server's words; anything else (the schema failing to load included) gets
      // the spec's message.
      const limited = error instanceof CallableError && error.code === "functions/resource-exhausted";
      toast({
        ...SAMPLE_REPORT_TOASTS.failed,
        description: limited ? error.message : SAMPLE_REPORT_TOASTS.failed.description,
        variant: "destructive",
      });
    } finally {
      setBusy(false);
    }
  };

  const change = (value: string) => {
    setEmail(value);
    setInvalid(false);
  };

  return { email, invalid, busy, change, submit };
}
