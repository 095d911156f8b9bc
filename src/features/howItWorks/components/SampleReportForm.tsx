import { SAMPLE_REPORT_TOASTS } from "@machines/sampleReport/messages";
import { FormField } from "@/components/form/FormField";
import { buttonStyles } from "@/components/ui/styles";
import { loadSampleReportSchema, useSampleReportForm } from "../hooks/useSampleReportForm";

/** 'Get a sample report': one address, one button. */
export function SampleReportForm() {
  const { email, invalid, busy, change, submit } = useSampleReportForm();
  return (
    <form
      onSubmit={(event) => void submit(event)}
      onFocus={() => void loadSampleReportSchema()}
      noValidate
      aria-label="Get a sample report"
      className="flex flex-col gap-3 sm:flex-row sm:items-start"
    >
      <div className="grow">
        <FormField label="Your email" error={invalid ? SAMPLE_REPORT_TOASTS.invalidEmail.description : undefined}>
          <input
            type="email"
            name="email"
            autoComplete="email"
            inputMode="email"
            placeholder="you@university.edu"
            value={email}
            disabled={busy}
            onChange={(event) => change(event.target.value)}
          />
        </FormField>
      </div>
      <button type="submit" disabled={busy} className={`${buttonStyles("primary")} shrink-0 disabled:opacity-70 sm:mt-6 sm:py-2.5`}>
        {busy ? "Sending..." : "Email Me a Sample Report"}
      </button>
    </form>
  );
}
