import { pageOf, queryAthletes } from "@machines/portal/athleteSearch";
import { defineCallable } from "../lib/callable";
import { loadAthleteIndex } from "./athleteIndex";
import { requireCoach } from "../lib/coach";

/** The coach's athletes: searched, filtered, sorted and one page of them, with the values the filters can offer. */
export const listAthletes = defineCallable("listAthletes", {
  // Search as you type: a request per pause in typing.
  rateLimit: { limit: 600, windowSeconds: 600 },
  options: { memory: "512MiB" },
  async handle({ filters, sort, page, pageSize }, { auth }) {
    // Both at once; nothing is answered unless the caller is a coach.
    const [coach, index] = await Promise.all([requireCoach(auth.uid), loadAthleteIndex(auth.uid)]);
    const { rows, total } = queryAthletes(index, filters, sort, { lastReportAt: lastReportOf(coach) });
    return { rows: pageOf(rows, page, pageSize), total, totalAthletes: index.rows.length, page, pageSize, facets: index.facets };
  },
});

/** "New since last report": since the last report, or since the trial started when none was sent yet. */
export const lastReportOf = (coach: { lastReportAt?: { toDate(): Date }; trialStartedAt: { toDate(): Date } }) =>
  (coach.lastReportAt ?? coach.trialStartedAt).toDate().toISOString();
