import type { ExtractLineAthlete } from "../../machines/inbox/extractLine";

type Field = keyof ExtractLineAthlete;

/** How a predicted value is compared with the gold one: case, spacing and spelling variants do not count. */
export function sameValue(field: Field, gold: unknown, predicted: unknown): boolean {
  if (gold === null || gold === undefined || predicted === null || predicted === undefined) return false;
  switch (field) {
    case "height_inches":
      return Math.abs(Number(gold) - Number(predicted)) <= 0.5;
    case "gpa":
      return Math.abs(Number(gold) - Number(predicted)) < 0.005;
    case "grad_year":
      return Number(gold) === Number(predicted);
    case "phone":
      return digits(String(gold)).slice(-10) === digits(String(predicted)).slice(-10);
    case "email":
      return String(gold).trim().toLowerCase() === String(predicted).trim().toLowerCase();
    case "state":
      return String(gold).trim().toUpperCase() === String(predicted).trim().toUpperCase();
    default:
      return looseText(String(gold)) === looseText(String(predicted));
  }
}

/** List fields are scored item by item. */
export function listItem(field: "positions" | "video_urls", value: string): string {
  return field === "video_urls" ? looseUrl(value) : value.trim().toUpperCase().replace(/\s+/g, "");
}

function digits(value: string): string {
  return value.replace(/\D/g, "");
}

function looseText(value: string): string {
  return value
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/\bh\.?s\.?\b/g, "high school")
    .replace(/\bst\.?\b/g, "saint")
    .replace(/[^a-z0-9]+/g, " ")
    .trim();
}

function looseUrl(value: string): string {
  return value.trim().toLowerCase().replace(/^https?:\/\//, "").replace(/^www\./, "").replace(/\/+$/, "");
}
