/**
 * The time zones a coach picks from (signup and Settings): the US zones first, by the names coaches
 * use, then every zone the runtime knows. Plain Intl, shared by the signup form and Settings.
 */
export const US_TIME_ZONES = [
  { zone: "America/New_York", label: "Eastern Time (New York)" },
  { zone: "America/Chicago", label: "Central Time (Chicago)" },
  { zone: "America/Denver", label: "Mountain Time (Denver)" },
  { zone: "America/Phoenix", label: "Mountain Time, no DST (Phoenix)" },
  { zone: "America/Los_Angeles", label: "Pacific Time (Los Angeles)" },
  { zone: "America/Anchorage", label: "Alaska Time (Anchorage)" },
  { zone: "Pacific/Honolulu", label: "Hawaii Time (Honolulu)" },
] as const;

export interface TimeZoneOption {
  zone: string;
  label: string;
}

/** Two groups for a select: the US zones, then every other known zone (with `current` kept even when the runtime lacks it). */
export function timeZoneGroups(current: string): { us: TimeZoneOption[]; others: TimeZoneOption[] } {
  const known = typeof Intl.supportedValuesOf === "function" ? Intl.supportedValuesOf("timeZone") : [];
  const us = new Set<string>(US_TIME_ZONES.map((option) => option.zone));
  const others = (known.includes(current) || us.has(current) ? known : [current, ...known]).filter((zone) => !us.has(zone));
  return { us: [...US_TIME_ZONES], others: others.map((zone) => ({ zone, label: zone.replaceAll("_", " ") })) };
}
