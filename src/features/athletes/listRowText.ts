import { heightText } from "@machines/inbox/athleteCard";
import type { AthleteListRow } from "@machines/portal/athletes";

/** How the Athletes list (table on wide screens, cards on phones) writes a row's values. */

export const rowName = (row: AthleteListRow) => [row.firstName, row.lastName].filter(Boolean).join(" ") || "Name not given";
export const rowGpa = (row: AthleteListRow) => (row.gpa === null ? "" : row.gpa.toFixed(2));
export const rowHeight = (row: AthleteListRow) => (row.heightInches ? heightText({ written: "", inches: row.heightInches }) : "");
