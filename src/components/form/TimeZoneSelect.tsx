import { useMemo, type ComponentPropsWithRef } from "react";
import { timeZoneGroups } from "@machines/shared/timeZones";

/** A time zone select, US zones first (signup and Settings), listing `current` even where the runtime lacks it; FormField wires its label and messages. */
export function TimeZoneSelect({ current, ...props }: Omit<ComponentPropsWithRef<"select">, "children"> & { current: string }) {
  const groups = useMemo(() => timeZoneGroups(current), [current]);
  return (
    <select {...props}>
      <optgroup label="United States">
        {groups.us.map((option) => (
          <option key={option.zone} value={option.zone}>
            {option.label}
          </option>
        ))}
      </optgroup>
      <optgroup label="All time zones">
        {groups.others.map((option) => (
          <option key={option.zone} value={option.zone}>
            {option.label}
          </option>
        ))}
      </optgroup>
    </select>
  );
}
