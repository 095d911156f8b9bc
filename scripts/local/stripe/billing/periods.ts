export type Interval = "day" | "week" | "month" | "year";

export interface Recurrence {
  interval: Interval;
  interval_count: number;
}

const DAY = 86_400;

function addMonthsClamped(anchor: Date, months: number): Date {
  const target = new Date(Date.UTC(anchor.getUTCFullYear(), anchor.getUTCMonth() + months, 1, anchor.getUTCHours(), anchor.getUTCMinutes(), anchor.getUTCSeconds()));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(anchor.getUTCDate(), lastDay));
  return target;
}

/**
 * The `n`th period boundary after `anchor`. Months count from the anchor, so a subscription anchored
 * on the 31st bills on the last day of shorter months and on the 31st again after (as Stripe does).
 */
export function boundary(anchor: number, recurrence: Recurrence, n: number): number {
  const steps = recurrence.interval_count * n;
  switch (recurrence.interval) {
    case "day":
      return anchor + steps * DAY;
    case "week":
      return anchor + steps * 7 * DAY;
    case "month":
      return Math.floor(addMonthsClamped(new Date(anchor * 1000), steps).getTime() / 1000);
    case "year":
      return Math.floor(addMonthsClamped(new Date(anchor * 1000), steps * 12).getTime() / 1000);
  }
}

/** The end of the period that starts at `start` on a cycle anchored at `anchor` (the first boundary after start). */
export function periodEndAfter(anchor: number, recurrence: Recurrence, start: number): number {
  let n = 0;
  while (boundary(anchor, recurrence, n) <= start) n += 1;
  if (n === 0) return anchor;
  return boundary(anchor, recurrence, n);
}

/** The share of a period left at `at`, as Stripe prorates: by the second. */
export function remainingShare(period: { start: number; end: number }, at: number): number {
  const length = period.end - period.start;
  if (length <= 0) return 0;
  return Math.min(1, Math.max(0, (period.end - at) / length));
}

export function formatDate(timestamp: number): string {
  return new Date(timestamp * 1000).toLocaleDateString("en-US", { timeZone: "UTC", day: "numeric", month: "short", year: "numeric" });
}

/** The boundary on the cycle anchored at `anchor` that comes last before `end` (the start of a full period ending at `end`). */
export function previousBoundary(anchor: number, recurrence: Recurrence, end: number): number {
  let n = 0;
  if (end <= anchor) {
    while (boundary(anchor, recurrence, n) >= end) n -= 1;
    return boundary(anchor, recurrence, n);
  }
  while (boundary(anchor, recurrence, n + 1) < end) n += 1;
  return boundary(anchor, recurrence, n);
}
