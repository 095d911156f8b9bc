import { useMemo } from "react";
import { timeZoneGroups, type TimeZoneOption } from "@machines/shared/timeZones";
import { Select, type SelectProps } from "./Select";

const optionsOf = (zones: readonly TimeZoneOption[]) => zones.map((option) => ({ value: option.zone, label: option.label }));

/** The time zone choice, US zones first (signup and Settings), listing `current` even where the runtime lacks it. */
export function TimeZoneSelect({ current, ...props }: Omit<SelectProps, "options" | "groups" | "emptyOption"> & { current: string }) {
  const groups = useMemo(() => {
    const zones = timeZoneGroups(current);
    return [
      { label: "United States", options: optionsOf(zones.us) },
      { label: "All time zones", options: optionsOf(zones.others) },
    ];
  }, [current]);
  return <Select {...props} groups={groups} />;
}
