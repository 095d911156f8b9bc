import { useState, type FormEvent } from "react";
import { ACCOUNT_MESSAGES, type Settings } from "@machines/account/contracts";
import type { FieldErrors } from "@machines/callableErrors";
import { FormField } from "@/components/form/FormField";
import { Select } from "@/components/form/Select";
import { TimeZoneSelect } from "@/components/form/TimeZoneSelect";
import { coachTimeZoneChanged } from "@/lib/coachTimeZone";
import { toast } from "@/components/ui/toast";
import { buttonStyles } from "@/components/ui/styles";
import { CallableError, call } from "@/lib/callables";
import { failureMessage } from "@machines/callableErrors";
import { SettingsSection } from "./SettingsSection";

const hourLabel = (hour: number) => `${hour % 12 === 0 ? 12 : hour % 12}:00 ${hour < 12 ? "AM" : "PM"}`;
const HOUR_OPTIONS = Array.from({ length: 24 }, (_, hour) => ({ value: hour, label: hourLabel(hour) }));

/** Time zone, per-email summaries on or off, report times (as many as the plan includes) and the UA note address. */
export function DeliverySection({ settings, onSaved }: { settings: Settings; onSaved: () => Promise<void> }) {
  const [timeZone, setTimeZone] = useState(settings.timeZone);
  const [summaries, setSummaries] = useState(settings.delivery.summaries);
  const [reportHours, setReportHours] = useState(settings.delivery.reportHours);
  const [uaNoteAddress, setUaNoteAddress] = useState(settings.uaNoteAddress);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [saving, setSaving] = useState(false);
  const slots = Array.from({ length: settings.reportTimesAllowed }, (_, index) => reportHours[index] ?? reportHours[0] ?? 7);

  const save = async (event: FormEvent) => {
    event.preventDefault();
    setSaving(true);
    setErrors({});
    try {
      const saved = await call("updateSettings", { timeZone, delivery: { summaries, reportHours: slots }, uaNoteAddress });
      coachTimeZoneChanged(saved.timeZone);
      setReportHours(saved.delivery.reportHours);
      setUaNoteAddress(saved.uaNoteAddress);
      toast({ title: ACCOUNT_MESSAGES.saved });
      await onSaved();
    } catch (error) {
      if (error instanceof CallableError && Object.keys(error.fieldErrors).length) setErrors(error.fieldErrors);
      else toast({ title: "Error", description: failureMessage(error), variant: "destructive" });
    } finally {
      setSaving(false);
    }
  };

  return (
    <SettingsSection id="delivery-heading" title="Delivery">
      <form noValidate onSubmit={(event) => void save(event)} className="space-y-5" aria-label="Delivery settings">
        <TimeZoneSelect
          label="Time zone"
          error={errors.timeZone}
          hint="Every date and time in your dashboard, reports and emails uses it."
          current={settings.timeZone}
          value={timeZone}
          onChange={(event) => setTimeZone(event.target.value)}
        />
        <label className="flex items-start gap-3">
          <input type="checkbox" className="mt-1 size-4" checked={summaries} onChange={(event) => setSummaries(event.target.checked)} />
          <span>
            <span className="font-medium text-brand-text">Summary emails</span>
            <span className="block text-sm text-slate-600">A summary shortly after you forward recruiting emails. Off: the athletes still come in your daily report.</span>
          </span>
        </label>
        <fieldset className="space-y-3">
          <legend className="text-sm font-medium text-brand-text">Daily report {settings.reportTimesAllowed > 1 ? "times" : "time"}</legend>
          <p className="text-sm text-slate-600">
            Your plan includes {settings.reportTimesAllowed === 1 ? "one report a day" : "two reports a day"}.
          </p>
          <div className="flex flex-wrap gap-4">
            {slots.map((hour, index) => (
              <Select
                key={index}
                label={settings.reportTimesAllowed > 1 ? `Report ${index + 1}` : "Report"}
                error={index === 0 ? errors["delivery.reportHours"] : undefined}
                options={HOUR_OPTIONS}
                value={hour}
                onChange={(event) => setReportHours(slots.map((current, slot) => (slot === index ? Number(event.target.value) : current)))}
              />
            ))}
          </div>
        </fieldset>
        <FormField
          label="University Athlete note address"
          error={errors.uaNoteAddress}
          hint="Your Email to Note address in University Athlete: 'Send to UA' mails athlete cards there. Leave empty if you don't use it."
        >
          <input type="email" autoComplete="off" value={uaNoteAddress} onChange={(event) => setUaNoteAddress(event.target.value)} />
        </FormField>
        <button type="submit" className={buttonStyles("primary")} disabled={saving}>
          {saving ? "Saving…" : "Save settings"}
        </button>
      </form>
    </SettingsSection>
  );
}
