import { useState, type FormEvent } from "react";
import type { Settings } from "@machines/account/contracts";
import { ATHLETE_RETENTION_CHOICES, ATHLETE_RETENTION_OPTIONS, athleteRetentionSchema, type AthleteRetention } from "@machines/account/athleteRetention";
import { PRODUCT_FACTS, RETENTION_DAYS } from "@machines/productFacts";
import { Select } from "@/components/form/Select";
import { buttonStyles } from "@/components/ui/styles";
import { useServerAction } from "@/hooks/useServerAction";
import { call } from "@/lib/callables";
import { SettingsSection } from "./SettingsSection";

/** What we keep and for how long (the numbers the retention jobs run on), and how long untouched athletes are kept. */
export function RetentionSection({ settings }: { settings: Settings }) {
  const [choice, setChoice] = useState<AthleteRetention>(settings.athleteRetention);
  const { run, running } = useServerAction();

  const save = (event: FormEvent) => {
    event.preventDefault();
    void run("retention", () => call("setAthleteRetention", { athleteRetention: choice }), (saved) => ({
      title: "Settings saved",
      description: `Athletes you don't touch for ${ATHLETE_RETENTION_CHOICES[saved.athleteRetention].label} will be deleted.`,
    }));
  };

  return (
    <SettingsSection id="retention-heading" title="What we keep, and for how long">
      <ul className="list-disc space-y-2 pl-5 text-slate-700">
        <li>The original of each email you forward: {RETENTION_DAYS.rawEmail} days after we read it. What its athletes' pages show stays with them.</li>
        <li>Athletes: {PRODUCT_FACTS.untouchedAthletes}</li>
        <li>Emails about a child under 13: never. We don't add the athlete and delete what we read.</li>
        <li>After your account ends: {RETENTION_DAYS.afterTermination} days to download your data, then everything is deleted.</li>
        <li>A minor athlete's data, when the athlete, a parent or you ask us to delete it: deleted within {RETENTION_DAYS.minorAthleteData} days.</li>
      </ul>
      <form noValidate onSubmit={save} className="flex flex-wrap items-end gap-4" aria-label="Athlete retention">
        <Select
          label="Delete athletes I haven't touched for"
          options={ATHLETE_RETENTION_OPTIONS}
          value={choice}
          onChange={(event) => setChoice(athleteRetentionSchema.parse(event.target.value))}
        />
        <button type="submit" className={buttonStyles()} disabled={running !== null || choice === settings.athleteRetention}>
          {running ? "Saving..." : "Save"}
        </button>
      </form>
    </SettingsSection>
  );
}
