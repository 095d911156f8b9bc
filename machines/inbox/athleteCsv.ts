import { stringify } from "csv-stringify/sync";
import { athleteName, gpaText, heightText, phoneText, positionsText } from "./athleteCard";
import type { AthleteCard } from "./dailyReport";

/** The byte order mark Excel needs to read UTF-8 (names with accents) correctly. */
const BOM = "\uFEFF";

export const ATHLETE_CSV_COLUMNS = [
  "Name",
  "First name",
  "Last name",
  "Position",
  "Height",
  "Class",
  "Club",
  "High school",
  "City",
  "State",
  "GPA",
  "Email",
  "Phone",
  "Game film",
  "Missing",
  "Parent name",
  "Parent email",
  "Parent phone",
] as const;

function row(card: AthleteCard): string[] {
  return [
    athleteName(card),
    card.firstName ?? "",
    card.lastName ?? "",
    positionsText(card.positions),
    heightText(card.height),
    card.gradYear ? String(card.gradYear) : "",
    card.clubTeam ?? "",
    card.highSchool ?? "",
    card.city ?? "",
    card.state ?? "",
    gpaText(card.gpa),
    card.email ?? "",
    phoneText(card.phone),
    (card.videoUrls ?? []).join(" "),
    card.missing.join(", "),
    card.parent?.name ?? "",
    card.parent?.email ?? "",
    phoneText(card.parent?.phone ?? null),
  ];
}

/**
 * Athletes as a spreadsheet: UTF-8 with a BOM for Excel, one row per athlete. Every value comes from
 * an email someone outside wrote, so a cell starting with = + - @ (or a tab or return) is neutralised:
 * a spreadsheet shows it as text instead of running it as a formula.
 */
export function athletesCsv(cards: readonly AthleteCard[]): string {
  return BOM + stringify([[...ATHLETE_CSV_COLUMNS], ...cards.map(row)], { escape_formulas: true, record_delimiter: "windows" });
}
