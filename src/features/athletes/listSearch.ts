import { SPORTS, type Sport } from "@machines/inbox/sportNames";
import type { AthleteFilters, AthleteSort, ListAthletesRequest } from "@machines/portal/athletes";
import { DEFAULT_SORT_DIRECTIONS, type SortKey } from "@machines/portal/athleteSort";

/** How long a search box waits after the last key before asking. */
export const TYPING_PAUSE_MS = 200;

/**
 * The athletes list's state in the URL (search, filters, sort, page), so a view can be bookmarked,
 * shared and restored with Back. No zod here: a route's validateSearch ships with the entry chunk.
 */
export interface AthletesListSearch {
  q?: string;
  sport?: Sport;
  /** Comma-separated lists. */
  pos?: string;
  year?: string;
  state?: string;
  hmin?: number;
  hmax?: number;
  video?: "yes" | "no";
  new?: true;
  tag?: string;
  sort?: SortKey;
  dir?: "asc" | "desc";
  page?: number;
  size?: 25 | 50 | 100;
}

const SORTS: readonly SortKey[] = ["relevance", "name", "gradYear", "height", "state", "club", "gpa", "rating", "lastContact"];
const text = (value: unknown, max: number) => (typeof value === "string" && value.trim() ? value.slice(0, max) : undefined);
const integer = (value: unknown, min: number, max: number) => {
  const number = typeof value === "number" ? value : typeof value === "string" ? Number(value) : NaN;
  return Number.isInteger(number) && number >= min && number <= max ? number : undefined;
};
const oneOf = <T extends string | number>(value: unknown, options: readonly T[]) => options.find((option) => option === value);

export function validateAthletesSearch(raw: Record<string, unknown>): AthletesListSearch {
  const search: AthletesListSearch = {
    q: text(raw.q, 100),
    sport: oneOf(raw.sport, SPORTS),
    pos: text(raw.pos, 200),
    year: text(raw.year, 100),
    state: text(raw.state, 300),
    hmin: integer(raw.hmin, 48, 90),
    hmax: integer(raw.hmax, 48, 90),
    video: oneOf(raw.video, ["yes", "no"] as const),
    new: raw.new === true || raw.new === "true" ? true : undefined,
    tag: text(raw.tag, 40),
    sort: oneOf(raw.sort, SORTS),
    dir: oneOf(raw.dir, ["asc", "desc"] as const),
    page: integer(raw.page, 1, 10_000),
    size: oneOf(integer(raw.size, 25, 100), [25, 50, 100] as const),
  };
  return Object.fromEntries(Object.entries(search).filter(([, value]) => value !== undefined)) as AthletesListSearch;
}

export const listOf = (value: string | undefined) => (value ? value.split(",").filter(Boolean) : []);

export function filtersOf(search: AthletesListSearch): AthleteFilters {
  const years = listOf(search.year).map(Number).filter((year) => Number.isInteger(year) && year >= 1990 && year <= 2100);
  const states = listOf(search.state).filter((state) => /^[A-Z]{2}$/.test(state));
  const positions = listOf(search.pos).slice(0, 12);
  return {
    ...(search.q ? { query: search.q } : {}),
    ...(search.sport ? { sport: search.sport } : {}),
    ...(positions.length ? { positions } : {}),
    ...(years.length ? { gradYears: years.slice(0, 12) } : {}),
    ...(states.length ? { states: states.slice(0, 70) } : {}),
    ...(search.hmin ? { minHeight: search.hmin } : {}),
    ...(search.hmax ? { maxHeight: search.hmax } : {}),
    ...(search.video ? { hasVideo: search.video === "yes" } : {}),
    ...(search.new ? { newSinceLastReport: true } : {}),
    ...(search.tag ? { tag: search.tag } : {}),
  };
}

/** With a search typed, best matches first; otherwise the most recent contact first. A picked column sorts its own way until the coach changes the order. */
export function sortOf(search: AthletesListSearch): AthleteSort {
  const by = search.sort ?? "relevance";
  return { by, direction: search.dir ?? DEFAULT_SORT_DIRECTIONS[by] };
}

export function listRequestOf(search: AthletesListSearch): ListAthletesRequest {
  return { filters: filtersOf(search), sort: sortOf(search), page: search.page ?? 1, pageSize: search.size ?? 25 };
}
