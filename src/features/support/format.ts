import { formatDateTime, runtimeTimeZone } from "@machines/shared/dates";

/** A time as support reads it: on their own clock (the console has no coach's time zone setting). */
export const when = (iso: string | null) => (iso ? formatDateTime(iso, runtimeTimeZone()) : "—");

/** Milliseconds as a short duration ("1.6 s"). */
export const duration = (ms: number | null) => (ms === null ? "—" : ms < 1000 ? `${ms} ms` : `${(ms / 1000).toFixed(1)} s`);
