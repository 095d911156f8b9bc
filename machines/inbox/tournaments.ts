import { z } from "zod";
import { sourceSpanSchema } from "./extractedField";

/** An upcoming event an athlete says they will play at, as far as the email tells. */
export const tournamentSchema = z.object({
  name: z.string().min(1).max(160),
  /** As written ("March 14-16", "3/14–3/16"). */
  datesText: z.string().max(80).nullable(),
  /** ISO dates (YYYY-MM-DD) when the written dates could be read. */
  startDate: z.iso.date().nullable(),
  endDate: z.iso.date().nullable(),
  location: z.string().max(120).nullable(),
  team: z.string().max(120).nullable(),
  jerseyNumber: z.string().max(4).nullable(),
  position: z.string().max(40).nullable(),
  /** Court or pool assignment ("Court 12", "Pool C"). */
  court: z.string().max(60).nullable(),
  source: sourceSpanSchema,
});
export type Tournament = z.infer<typeof tournamentSchema>;

/** An event's identity on an athlete's record: the same name starting the same day is the same event. */
export const eventKey = (event: Pick<Tournament, "name" | "startDate">) => `${event.name}|${event.startDate ?? ""}`.slice(0, 200);
