/**
 * Dates as each mail client writes them in a forwarded-message header block. Written out by hand rather than with
 * Intl, whose output (e.g. U+202F before "PM") changes between ICU versions and would make the corpus unstable.
 * Input: "2026-11-02 19:14:22 -05:00" (the sender's wall-clock time and UTC offset).
 */
export interface WallClock {
  year: number;
  month: number; // 1-12
  day: number;
  hour: number;
  minute: number;
  second: number;
  offset: string; // "-05:00"
  weekday: number; // 0 = Sunday
}

export function parseWallClock(value: string): WallClock {
  const match = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2})(?::(\d{2}))? ([+-]\d{2}:\d{2})$/.exec(value);
  if (!match) throw new Error(`bad corpus date: ${value}`);
  const [year, month, day, hour, minute] = match.slice(1, 6).map(Number) as [number, number, number, number, number];
  const second = Number(match[6] ?? "0");
  const weekday = new Date(Date.UTC(year, month - 1, day)).getUTCDay();
  return { year, month, day, hour, minute, second, offset: match[7]!, weekday };
}

const EN_DAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];
const EN_MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"];
const ES_DAYS = ["domingo", "lunes", "martes", "miércoles", "jueves", "viernes", "sábado"];
const ES_MONTHS = ["enero", "febrero", "marzo", "abril", "mayo", "junio", "julio", "agosto", "septiembre", "octubre", "noviembre", "diciembre"];
const FR_DAYS = ["dimanche", "lundi", "mardi", "mercredi", "jeudi", "vendredi", "samedi"];
const FR_MONTHS = ["janvier", "février", "mars", "avril", "mai", "juin", "juillet", "août", "septembre", "octobre", "novembre", "décembre"];
const FR_MONTHS_SHORT = ["janv.", "févr.", "mars", "avr.", "mai", "juin", "juil.", "août", "sept.", "oct.", "nov.", "déc."];
const DE_DAYS = ["Sonntag", "Montag", "Dienstag", "Mittwoch", "Donnerstag", "Freitag", "Samstag"];
const DE_MONTHS = ["Januar", "Februar", "März", "April", "Mai", "Juni", "Juli", "August", "September", "Oktober", "November", "Dezember"];
const PT_DAYS = ["domingo", "segunda-feira", "terça-feira", "quarta-feira", "quinta-feira", "sexta-feira", "sábado"];
const PT_MONTHS = ["janeiro", "fevereiro", "março", "abril", "maio", "junho", "julho", "agosto", "setembro", "outubro", "novembro", "dezembro"];

const short = (word: string) => word.slice(0, 3);
const pad = (n: number) => String(n).padStart(2, "0");
const clock24 = (t: WallClock) => `${pad(t.hour)}:${pad(t.minute)}`;
const clock12 = (t: WallClock, seconds = false, padHour = false) => {
  const hour = t.hour % 12 === 0 ? 12 : t.hour % 12;
  return `${padHour ? pad(hour) : hour}:${pad(t.minute)}${seconds ? `:${pad(t.second)}` : ""} ${t.hour < 12 ? "AM" : "PM"}`;
};
const month = (t: WallClock, names: string[]) => names[t.month - 1]!;
const day = (t: WallClock, names: string[]) => names[t.weekday]!;

/** US time-zone abbreviation for the offsets the corpus uses; daylight time ends on 1 November 2026. */
function zoneName(t: WallClock): string {
  const daylight = t.month < 11 && t.month > 3;
  const names: Record<string, string> = daylight
    ? { "-04:00": "EDT", "-05:00": "CDT", "-06:00": "MDT", "-07:00": "PDT", "-03:00": "ADT" }
    : { "-05:00": "EST", "-06:00": "CST", "-07:00": "MST", "-08:00": "PST", "-04:00": "AST" };
  return names[t.offset] ?? `GMT${t.offset.replace(":00", "")}`;
}

export const formatDate = {
  /** RFC 5322 Date header: "Mon, 2 Nov 2026 19:14:22 -0500". */
  rfc5322: (t: WallClock) =>
    `${short(day(t, EN_DAYS))}, ${t.day} ${short(month(t, EN_MONTHS))} ${t.year} ${clock24(t)}:${pad(t.second)} ${t.offset.replace(":", "")}`,
  gmail: (t: WallClock) => `${short(day(t, EN_DAYS))}, ${short(month(t, EN_MONTHS))} ${t.day}, ${t.year} at ${clock12(t)}`,
  /** Newer Gmail puts a narrow no-break space before AM/PM. */
  gmailNarrow: (t: WallClock) => formatDate.gmail(t).replace(/ (AM|PM)$/, "\u202f$1"),
  outlook: (t: WallClock) => `${day(t, EN_DAYS)}, ${month(t, EN_MONTHS)} ${t.day}, ${t.year} ${clock12(t)}`,
  outlookMac: (t: WallClock) => `${day(t, EN_DAYS)}, ${month(t, EN_MONTHS)} ${t.day}, ${t.year} at ${clock12(t)}`,
  apple: (t: WallClock) => `${month(t, EN_MONTHS)} ${t.day}, ${t.year} at ${clock12(t, true)} ${zoneName(t)}`,
  appleShort: (t: WallClock) => `${short(month(t, EN_MONTHS))} ${t.day}, ${t.year}, at ${clock12(t)}`,
  yahoo: (t: WallClock) => `${day(t, EN_DAYS)}, ${month(t, EN_MONTHS)} ${t.day}, ${t.year} at ${clock12(t, true, true)} ${zoneName(t)}`,
  esOutlook: (t: WallClock) => `${day(t, ES_DAYS)}, ${t.day} de ${month(t, ES_MONTHS)} de ${t.year} ${clock24(t)}`,
  esGmail: (t: WallClock) => `${short(day(t, ES_DAYS))}, ${t.day} ${short(month(t, ES_MONTHS))} ${t.year} a las ${clock24(t)}`,
  frOutlook: (t: WallClock) => `${day(t, FR_DAYS)} ${t.day} ${month(t, FR_MONTHS)} ${t.year} ${clock24(t)}`,
  frGmail: (t: WallClock) => `${short(day(t, FR_DAYS))}. ${t.day} ${month(t, FR_MONTHS_SHORT)} ${t.year} à ${clock24(t)}`,
  deOutlook: (t: WallClock) => `${day(t, DE_DAYS)}, ${t.day}. ${month(t, DE_MONTHS)} ${t.year} ${clock24(t)}`,
  deGmail: (t: WallClock) => `${day(t, DE_DAYS).slice(0, 2)}., ${t.day}. ${short(month(t, DE_MONTHS))}. ${t.year} um ${clock24(t)} Uhr`,
  ptOutlook: (t: WallClock) => `${day(t, PT_DAYS)}, ${t.day} de ${month(t, PT_MONTHS)} de ${t.year} ${clock24(t)}`,
  ptGmail: (t: WallClock) => `${short(day(t, PT_DAYS))}., ${t.day} de ${short(month(t, PT_MONTHS))}. de ${t.year} às ${clock24(t)}`,
};
