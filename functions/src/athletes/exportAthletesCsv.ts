import { toAthleteCard } from "@machines/inbox/athleteCard";
import { athletesCsv } from "@machines/inbox/athleteCsv";
import { queryAthletes } from "@machines/portal/athleteSearch";
import { BRAND } from "@machines/brand";
import { defineCallable } from "../lib/callable";
import { coachAthletes, getAllOf } from "../lib/firestore";
import type { CoachAthleteDoc } from "@machines/athletes/documents";
import { loadAthleteIndex } from "./athleteIndex";
import { coachDay, requireCoach } from "../lib/coach";
import { lastReportOf } from "./listAthletes";

/** Athlete records read per getAll while exporting. */
const READ_BATCH = 300;

/**
 * The athletes of the coach's current view (same search, filters and sort as the list, every page)
 * as the daily report's CSV: UTF-8 with a BOM, formulas neutralised.
 */
export const exportAthletesCsv = defineCallable("exportAthletesCsv", {
  rateLimit: { limit: 30, windowSeconds: 600 },
  options: { memory: "1GiB", timeoutSeconds: 120 },
  async handle({ filters, sort }, { auth }) {
    const coach = await requireCoach(auth.uid);
    const index = await loadAthleteIndex(auth.uid);
    const { rows } = queryAthletes(index, filters, sort, { lastReportAt: lastReportOf(coach) });
    const records: CoachAthleteDoc[] = [];
    for (let start = 0; start < rows.length; start += READ_BATCH) {
      const found = await getAllOf(rows.slice(start, start + READ_BATCH).map((row) => coachAthletes(auth.uid).doc(row.id)));
      records.push(...found.filter((record) => record !== undefined));
    }
    return { filename: `${BRAND.name.toLowerCase()}-athletes-${coachDay(coach, new Date())}.csv`, csv: athletesCsv(records.map(toAthleteCard)), count: records.length };
  },
});
