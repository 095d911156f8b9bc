import type { AthleteRecord } from "./athleteRecord";
import type { AthleteCard } from "./dailyReport";
import type { Gpa, Height } from "./extractedAthlete";

/**
 * One athlete as coaches read them everywhere (summary emails, the daily report, its CSV, the
 * portal): the same values, the same wording, the same list of what is missing.
 */

/** What a coach wants from an introduction, in the order "Missing:" lists it. */
const WANTED: ReadonlyArray<{ key: keyof Omit<AthleteCard, "athleteId" | "missing" | "parent">; label: string }> = [
  { key: "videoUrls", label: "video" },
  { key: "positions", label: "position" },
  { key: "height", label: "height" },
  { key: "gradYear", label: "class" },
  { key: "gpa", label: "GPA" },
  { key: "clubTeam", label: "club" },
  { key: "state", label: "state" },
  { key: "email", label: "email" },
  { key: "phone", label: "phone" },
];

export function toAthleteCard(record: AthleteRecord): AthleteCard {
  const { fields } = record;
  const card: Omit<AthleteCard, "missing"> = {
    athleteId: record.id,
    firstName: fields.firstName?.value ?? null,
    lastName: fields.lastName?.value ?? null,
    positions: fields.positions?.value ?? null,
    height: fields.height?.value ?? null,
    gradYear: fields.gradYear?.value ?? null,
    clubTeam: fields.clubTeam?.value ?? null,
    highSchool: fields.highSchool?.value ?? null,
    city: fields.city?.value ?? null,
    state: fields.state?.value ?? null,
    gpa: fields.gpa?.value ?? null,
    email: fields.email?.value ?? null,
    phone: fields.phone?.value ?? null,
    videoUrls: fields.videoUrls?.value ?? null,
  };
  return { ...card, parent: parentOf(record), missing: WANTED.filter(({ key }) => card[key] === null).map(({ label }) => label) };
}

/** The athlete's parent to reach: the first parent the emails gave, else the first guardian. */
function parentOf(record: AthleteRecord): AthleteCard["parent"] {
  const contacts = record.contacts ?? [];
  const parent = contacts.find((contact) => contact.role === "parent") ?? contacts.find((contact) => contact.role === "guardian");
  return parent ? { name: parent.name, email: parent.email, phone: parent.phone } : null;
}

export const athleteName = (card: Pick<AthleteCard, "firstName" | "lastName">) => [card.firstName, card.lastName].filter(Boolean).join(" ") || "Name not given";

/** 5'10" as inches (70) give 5'10"; what the email wrote stays in the record. */
export function heightText(height: Height | null): string {
  if (!height) return "";
  const feet = Math.floor(height.inches / 12);
  const inches = Math.round((height.inches - feet * 12) * 2) / 2;
  return `${feet}'${inches}"`;
}

export function gpaText(gpa: Gpa | null): string {
  if (!gpa) return "";
  return `${gpa.value.toFixed(2).replace(/0$/, "")}${gpa.scale ? `/${gpa.scale}` : ""}${gpa.weighted ? " weighted" : ""}`;
}

export const positionsText = (positions: readonly string[] | null) => positions?.join(", ") ?? "";

export const placeText = (card: Pick<AthleteCard, "city" | "state">) => [card.city, card.state].filter(Boolean).join(", ");

/** +18595550143 as (859) 555-0143; other countries stay in their international form. */
export function phoneText(phone: string | null): string {
  if (!phone) return "";
  const nanp = /^\+1(\d{3})(\d{3})(\d{4})$/.exec(phone);
  return nanp ? `(${nanp[1]}) ${nanp[2]}-${nanp[3]}` : phone;
}

export const contactText = (card: Pick<AthleteCard, "email" | "phone">) => [card.email, phoneText(card.phone)].filter(Boolean).join(" · ");

/** Film links as links a browser opens ("youtu.be/abc" gets its https://). */
export const filmUrl = (url: string) => (/^https?:\/\//i.test(url) ? url : `https://${url}`);
