import { gpaText, heightText, phoneText, positionsText } from "@machines/inbox/athleteCard";
import type { AthleteField, Gpa, Height } from "@machines/inbox/extractedAthlete";
import { SPORTS } from "@machines/inbox/sportNames";
import { athleteCorrectionsSchema, type AthleteCorrections } from "@machines/portal/athletes";

/**
 * How the athlete page shows each field and reads a coach's correction of it. The server validates
 * the result with the shared schema again; these only turn typed text into the field's shape.
 */

type Parsed = { value: NonNullable<AthleteCorrections[AthleteField]> } | { error: string };

export interface FieldSpec {
  label: string;
  show: (value: never) => string;
  /** What the correction box starts with. */
  edit: (value: never) => string;
  parse: (text: string) => Parsed;
  hint?: string;
  /** How an email may have written the value besides the correction box's text (a height as given), to mark it in its source. */
  quoted?: (value: never) => string[];
}

type TextField = "firstName" | "lastName" | "clubTeam" | "highSchool" | "city" | "email";

/** Typed text, read with the server's own schema for the field, so its message shows under the box. */
const text = (label: string, field: TextField): FieldSpec => ({
  label,
  show: (value: string) => value,
  edit: (value: string) => value,
  parse: (input) => {
    const parsed = athleteCorrectionsSchema.shape[field].unwrap().safeParse(input);
    return parsed.success ? { value: parsed.data } : { error: parsed.error.issues[0]!.message };
  },
});

/** 5'10", 5-10, 5 ft 10, 70 (inches) or 178 cm. */
export function parseHeight(input: string): Height | null {
  const written = input.trim();
  const feet = /^(\d)\s*(?:'|ft|-|\s)\s*(\d{1,2}(?:\.5|½)?)\s*(?:"|in)?$/i.exec(written);
  const cm = /^(\d{3})\s*cm$/i.exec(written);
  const inchesOnly = /^(\d{2})(?:\s*(?:in|"))?$/i.exec(written);
  let inches: number | null = null;
  if (feet) inches = Number(feet[1]) * 12 + Number(feet[2]!.replace("½", ".5"));
  else if (cm) inches = Math.round((Number(cm[1]) / 2.54) * 2) / 2;
  else if (inchesOnly) inches = Number(inchesOnly[1]);
  return inches !== null && inches >= 48 && inches <= 90 ? { written: written.slice(0, 40), inches } : null;
}

export const FIELD_SPECS: Record<AthleteField, FieldSpec> = {
  firstName: text("First name", "firstName"),
  lastName: text("Last name", "lastName"),
  gradYear: {
    label: "Class",
    show: (value: number) => String(value),
    edit: (value: number) => String(value),
    parse: (input) => {
      const year = Number(input.trim());
      return Number.isInteger(year) && year >= 1990 && year <= 2100 ? { value: year } : { error: "Enter a graduation year, e.g. 2027." };
    },
  },
  positions: {
    label: "Position",
    show: (value: string[]) => positionsText(value),
    edit: (value: string[]) => positionsText(value),
    quoted: (value: string[]) => value,
    hint: "Separate positions with commas.",
    parse: (input) => {
      const positions = input.split(",").map((part) => part.trim()).filter(Boolean).slice(0, 6);
      return positions.length ? { value: positions.map((position) => position.slice(0, 40)) } : { error: "Enter at least one position." };
    },
  },
  height: {
    label: "Height",
    show: (value: Height) => `${heightText(value)}${value.written && value.written !== heightText(value) ? ` (written “${value.written}”)` : ""}`,
    edit: (value: Height) => heightText(value),
    quoted: (value: Height) => [value.written],
    hint: `For example 5'10", 5-10 or 178 cm.`,
    parse: (input) => {
      const height = parseHeight(input);
      return height ? { value: height } : { error: `Enter a height like 5'10" or 178 cm.` };
    },
  },
  clubTeam: text("Club", "clubTeam"),
  highSchool: text("High school", "highSchool"),
  city: text("City", "city"),
  state: {
    label: "State",
    show: (value: string) => value,
    edit: (value: string) => value,
    hint: "Two-letter code, e.g. KY or ON.",
    parse: (input) => (/^[A-Za-z]{2}$/.test(input.trim()) ? { value: input.trim().toUpperCase() } : { error: "Enter the two-letter state or province code." }),
  },
  gpa: {
    label: "GPA",
    show: (value: Gpa) => gpaText(value),
    edit: (value: Gpa) => String(value.value),
    hint: "Unweighted, on a 4.0 scale.",
    parse: (input) => {
      const gpa = Number(input.trim());
      return Number.isFinite(gpa) && gpa >= 0 && gpa <= 5 && input.trim() !== "" ? { value: { value: gpa, scale: 4, weighted: false } } : { error: "Enter a GPA between 0 and 5." };
    },
  },
  email: text("Email", "email"),
  phone: {
    label: "Phone",
    show: (value: string) => phoneText(value),
    edit: (value: string) => phoneText(value),
    parse: (input) => {
      const digits = input.replace(/[^\d+]/g, "");
      const e164 = digits.startsWith("+") ? digits : digits.length === 10 ? `+1${digits}` : digits.length === 11 && digits.startsWith("1") ? `+${digits}` : "";
      return /^\+[1-9]\d{6,14}$/.test(e164) ? { value: e164 } : { error: "Enter a phone number with its area code." };
    },
  },
  videoUrls: {
    label: "Game Film",
    show: (value: string[]) => value.join(" "),
    edit: (value: string[]) => value.join(" "),
    quoted: (value: string[]) => value,
    hint: "Separate links with spaces.",
    parse: (input) => {
      const links = input.split(/\s+/).filter((link) => link.length >= 8).slice(0, 10);
      return links.length ? { value: links } : { error: "Enter at least one link." };
    },
  },
  sport: {
    label: "Sport",
    show: (value: string) => value[0]!.toUpperCase() + value.slice(1),
    edit: (value: string) => value,
    hint: "volleyball, softball, soccer, track and field …",
    parse: (input) => {
      const sport = SPORTS.find((name) => name === input.trim().toLowerCase());
      return sport ? { value: sport } : { error: `Enter one of: ${SPORTS.join(", ")}.` };
    },
  },
};

/** Every way a field's value may be written in the sentence it was read from, the likeliest first. */
export function quotedForms(field: AthleteField, value: unknown): string[] {
  const spec = FIELD_SPECS[field];
  return [...(spec.quoted?.(value as never) ?? []), spec.edit(value as never), spec.show(value as never)];
}
