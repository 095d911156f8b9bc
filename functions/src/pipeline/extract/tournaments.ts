import type { Tournament } from "@machines/inbox/tournaments";
import { caselessExec, spanAt } from "../text";
import type { Sport } from "@machines/inbox/positions";
import { normalise } from "./positions";
import { regionCode } from "./regions";

/** The words an event's name ends with ("Lone Star Classic", "Show-Me Open 2026"). */
const EVENT_WORDS = "Qualifier|Tournament|Showcase|Classic|Championships?|Nationals|Invitational|Festival|Cup|Challenge|Open|Series|Sparkler|Crossroads|Shootout|Tourney|Bash|Slam|Fest|Torneo|Tournoi|Clasico|Clásico|Nacionales";
// Words of a name are one space apart: a run of spaces is a column gap in a schedule table.
/** The words Spanish, Portuguese and French event names start with ("Torneo Nacional Juvenil", "Coupe de France Cadettes"). */
const LEADING_EVENT_WORDS = "Torneo|Torneio|Tournoi|Copa|Coupe|Campeonato|Championnat";
const EVENT_NAMES = new RegExp(
  String.raw`((?:${LEADING_EVENT_WORDS})(?:(?:[ ](?:de|del|la|el|do|da|dos|das|du|des|le))?[ ]\p{Lu}[\p{L}'’-]*){1,5}|(?:[\p{Lu}\d][\p{L}\d'’&.-]*[ 	]){0,6}(?:${EVENT_WORDS})(?:[ 	](?:\d{2,4}|[IVX]+))?)(?![\p{L}])`,
  "gu",
);
/** Most mail names no event: one scan for their words spares reading each line for an event's name. */
const EVENT_WORD = new RegExp(`${EVENT_WORDS}|${LEADING_EVENT_WORDS}`, "u");
const MONTHS: Readonly<Record<string, number>> = {
  jan: 1, feb: 2, mar: 3, apr: 4, may: 5, jun: 6, jul: 7, aug: 8, sep: 9, oct: 10, nov: 11, dec: 12,
  ene: 1, abr: 4, ago: 8, dic: 12, janv: 1, fev: 2, févr: 2, avr: 4, mai: 5, juin: 6, juil: 7, aout: 8, août: 8, déc: 12,
};
const MONTH_NAME = "(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec|ene|abr|ago|dic|janv|févr|fev|avr|mai|juin|juil|août|aout|déc)[\\p{L}]*\\.?";
const WORD_DATES = new RegExp(`(${MONTH_NAME})[ \\t]+(\\d{1,2})(?:st|nd|rd|th)?(?:[ \\t]*[-–][ \\t]*(?:(${MONTH_NAME})[ \\t]+)?(\\d{1,2})(?:st|nd|rd|th)?)?(?:,?[ \\t]+(20\\d{2}))?`, "iu");
// "12-15 de marzo", and "del 12 al 15 de marzo", "du 4 au 6 avril", "de 12 a 15 de março" with the words between the days.
const DAY_FIRST_DATES = new RegExp(`(\\d{1,2})(?:[ \\t]*(?:[-–]|al|au|a)[ \\t]*(\\d{1,2}))?[ \\t]+(?:de[ \\t]+)?(${MONTH_NAME})(?:[ \\t]+(?:de[ \\t]+)?(20\\d{2}))?`, "iu");
const NUMERIC_DATES = /(?<![\d/])(\d{1,2})\/(\d{1,2})(?:\/(\d{2,4}))?(?:[ \t]*[-–][ \t]*(?:(\d{1,2})\/)?(\d{1,2})(?:\/\d{2,4})?)?(?![\d/])/u;
const COURT = /\b((?:court|pool|field|cancha|terrain|grupo|poule)[ \t#:]*[A-Z\d]{1,3})\b/iu;
const JERSEY = /(?:#|\bjersey(?:[ \t]+(?:number|no\.?|#))?|\bnumber|\bno\.|\bdorsal|\bnuméro|\bwear(?:ing)?(?:[ \t]+number)?)[ \t#:]*(\d{1,2})\b/iu;
/** Where one sentence ends and the next begins on a line of prose. */
const SENTENCE_END = /[.!?][ \t]+(?=[\p{Lu}\d])/u;
const PLACE = /((?:[\p{Lu}][\p{L}.'’-]*[ \t]){0,2}[\p{Lu}][\p{L}.'’-]*),[ \t]*([A-Z]{2})\b/u;
/** A town and its code with no comma, set off by the line's separators ("…, Dallas TX", "| San Antonio TX |"): not a team's colour before a code. */
const PLACE_SET_OFF = /(?:^|[,|–—-])[ \t]{0,3}((?:[\p{Lu}][\p{L}.'’-]{0,30}[ \t]){0,2}[\p{Lu}][\p{L}.'’-]{0,30})[ \t]{1,3}([A-Z]{2})(?=[ \t]{0,3}(?:[,|()–—-]|$))/u;
const LEADING_DATE = new RegExp(`^(?:${"(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[\\p{L}]*\\.?"}[ \\t]+)?\\d{1,2}(?:[-–]\\d{1,2})?(?:st|nd|rd|th)?,?[ \\t]+`, "iu");
const TEAM_ON_LINE = /\b(?:with|for|playing on|on)[ \t]+((?:[\p{Lu}\d][\p{L}\d'’-]*[ \t]*){1,5})/u;
/** "on March 14-16" names dates, not a team. */
const STARTS_WITH_DATE = new RegExp(`^${MONTH_NAME}[ \\t]+\\d`, "iu");

/** How long an event's positions may be written (the schema's limit). */
const MAX_POSITION_LENGTH = 40;

/** The positions named after an event's name, joined with "/", as many as fit the schema ("libero/ds", never longer). */
function positionsAfter(afterName: string, sport: Sport | null): string | null {
  let joined = "";
  for (const position of normalise(afterName, sport, true)) {
    const next = joined ? `${joined}/${position}` : position;
    if (next.length > MAX_POSITION_LENGTH) break;
    joined = next;
  }
  return joined || null;
}

/** Upcoming events the athlete names, with dates, place, court and jersey: one per event named on a line. */
export function findTournaments(text: string, reference: Date, clubTeam: string | null, sport: Sport | null): Tournament[] {
  if (!EVENT_WORD.test(text)) return [];
  const events: Tournament[] = [];
  const jerseyAnywhere = caselessExec(JERSEY, text)?.[1] ?? null;
  let offset = 0;
  for (const line of text.split("\n")) {
    const lineStart = offset;
    offset += line.length + 1;
    if (line.length > 400) continue;
    const names = [...line.matchAll(EVENT_NAMES)];
    for (const [index, name] of names.entries()) {
      // Several events on a line ("Colorado Sparkler (Denver, CO, July 1-5), PGF Nationals (…)"): each is said up to the next one's name.
      const part = line.slice(index === 0 ? 0 : name.index, names[index + 1]?.index ?? line.length);
      const nameAt = index === 0 ? name.index : 0;
      const mention = eventOf(part, nameAt, name, { text, start: lineStart + name.index, reference, clubTeam, sport, jerseyAnywhere, line });
      if (!mention) continue;
      const earlier = events.find((event) => event.name === mention.name);
      if (earlier) {
        // Named again (a subject line, then the body): what the first mention left out comes from this one.
        for (const field of ["datesText", "startDate", "endDate", "location", "position", "court"] as const) earlier[field] ??= mention[field];
        continue;
      }
      events.push(mention);
      if (events.length === 20) return events;
    }
  }
  return events;
}

interface EventSetting {
  text: string;
  /** Where the event's name starts in the text. */
  start: number;
  reference: Date;
  clubTeam: string | null;
  sport: Sport | null;
  jerseyAnywhere: string | null;
  line: string;
}

/** The event named at `nameAt` in `part` (its line, or its share of a line naming several), or null for no event's name. */
function eventOf(part: string, nameAt: number, name: RegExpExecArray | RegExpMatchArray, setting: EventSetting): Tournament | null {
  const eventName = name[1]!.trim().replace(LEADING_DATE, "").replace(/^(?:The|At|And|In|Our|My)[ \t]+/u, "");
  if (eventName.split(/\s+/u).length < 2) return null;
  const afterName = part.slice(nameAt + name[0].length);
  // Its dates said after its name in its sentence ("the Big South Qualifier in Atlanta on March 6-8"), else anywhere on its part.
  const dateAfter = readDates(afterName.split(SENTENCE_END)[0]!, setting.reference);
  const dates = dateAfter.text ? dateAfter : readDates(part, setting.reference);
  // The event's place follows its name ('… Classic - Dallas, TX') or leads its schedule line ('Dallas, TX: … Classic');
  // one in an earlier sentence ('She lives in Austin, TX. She will play at …') is the athlete's home, not the event's.
  const sameSentence = part.slice(0, nameAt).split(SENTENCE_END).at(-1)!;
  const place = [PLACE.exec(afterName), PLACE.exec(sameSentence), PLACE_SET_OFF.exec(afterName)].find((match) => match && regionCode(match[2]!));
  const teamOnLine = TEAM_ON_LINE.exec(afterName)?.[1]?.trim();
  const team = teamOnLine && !STARTS_WITH_DATE.test(teamOnLine) ? teamOnLine : setting.clubTeam;
  return {
    name: eventName.slice(0, 160),
    datesText: dates.text,
    startDate: dates.start,
    endDate: dates.end,
    location: place ? `${place[1]}, ${place[2]}` : null,
    team: team ? team.slice(0, 120) : null,
    jerseyNumber: caselessExec(JERSEY, setting.line)?.[1] ?? setting.jerseyAnywhere,
    position: positionsAfter(afterName, setting.sport),
    court: COURT.exec(part)?.[1] ?? null,
    source: spanAt(setting.text, setting.start, setting.start + name[0].length),
  };
}

interface ReadDates {
  text: string | null;
  start: string | null;
  end: string | null;
}

function readDates(line: string, reference: Date): ReadDates {
  const words = WORD_DATES.exec(line);
  if (words) {
    const month = monthNumber(words[1]!);
    const endMonth = words[3] ? monthNumber(words[3]) : month;
    return build(words[0], month, Number(words[2]), endMonth, words[4] ? Number(words[4]) : null, words[5] ? Number(words[5]) : null, reference);
  }
  const dayFirst = DAY_FIRST_DATES.exec(line);
  if (dayFirst) {
    const month = monthNumber(dayFirst[3]!);
    return build(dayFirst[0], month, Number(dayFirst[1]), month, dayFirst[2] ? Number(dayFirst[2]) : null, dayFirst[4] ? Number(dayFirst[4]) : null, reference);
  }
  const numeric = NUMERIC_DATES.exec(line);
  if (numeric) {
    const month = Number(numeric[1]);
    const year = numeric[3] ? Number(numeric[3].length === 2 ? `20${numeric[3]}` : numeric[3]) : null;
    const endMonth = numeric[4] ? Number(numeric[4]) : month;
    return build(numeric[0], month, Number(numeric[2]), endMonth, numeric[5] ? Number(numeric[5]) : null, year, reference);
  }
  return { text: null, start: null, end: null };
}

function monthNumber(written: string): number | null {
  const key = written.toLowerCase().replace(/\.$/u, "");
  return MONTHS[key.slice(0, 4)] ?? MONTHS[key.slice(0, 3)] ?? null;
}

function build(text: string, month: number | null, day: number, endMonth: number | null, endDay: number | null, year: number | null, reference: Date): ReadDates {
  const written = text.trim().slice(0, 80);
  if (!month || month > 12 || day < 1 || day > 31) return { text: written, start: null, end: null };
  // No year written: the next such date on or after the email's month.
  const referenceMonth = reference.getUTCMonth() + 1;
  const startYear = year ?? (month < referenceMonth - 1 ? reference.getUTCFullYear() + 1 : reference.getUTCFullYear());
  const start = isoDate(startYear, month, day);
  const lastMonth = endMonth ?? month;
  const end = endDay ? isoDate(lastMonth < month ? startYear + 1 : startYear, lastMonth, endDay) : start;
  return { text: written, start, end };
}

function isoDate(year: number, month: number, day: number): string | null {
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCMonth() !== month - 1) return null;
  return date.toISOString().slice(0, 10);
}
