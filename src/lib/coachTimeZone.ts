import { useEffect, useSyncExternalStore } from "react";
import { FALLBACK_TIME_ZONE, formatDate as formatSharedDate, formatDateTime as formatSharedDateTime, runtimeTimeZone, type DateInput } from "@machines/shared/dates";
import { call } from "./callables";

/**
 * The signed-in coach's time zone setting, for every portal page that shows a date or time: read once
 * from Settings and replaced the moment Settings saves a new one, so every page shows it at once.
 * Shared by the features (a feature never imports another), so it lives in lib/.
 */
let zone: string | undefined;
let loading: Promise<void> | undefined;
const listeners = new Set<() => void>();

function setZone(next: string): void {
  zone = next;
  listeners.forEach((notify) => notify());
}

function load(): void {
  loading ??= call("getSettings", {}).then(
    (settings) => setZone(settings.timeZone),
    (error: unknown) => {
      console.warn("Could not load the coach's time zone", error);
      loading = undefined;
    },
  );
}

/** Settings saved a new zone: every page shows it now. */
export const coachTimeZoneChanged = setZone;

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

/** The coach's zone; until Settings has answered, this browser's. */
export function useCoachTimeZone(): string {
  useEffect(load, []);
  useSyncExternalStore(subscribe, () => zone);
  return shownZone();
}

/** The zone a portal page formats in: the coach's, or this browser's until Settings has answered. */
const shownZone = () => zone ?? runtimeTimeZone() ?? FALLBACK_TIME_ZONE;

/**
 * A portal page's date formatters: the shared ones (machines/shared/dates.ts) in the coach's zone. A page
 * that uses them calls useCoachTimeZone() once, so it shows a new zone the moment Settings saves it.
 */
export const formatDate = (value: DateInput) => formatSharedDate(value, shownZone());
export const formatDateTime = (value: DateInput) => formatSharedDateTime(value, shownZone());
