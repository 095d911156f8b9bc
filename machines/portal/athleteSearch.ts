import type { AthleteFacets, AthleteFilters, AthleteListRow, AthleteSort } from "./athletes";

/**
 * Search, filters and sorting over a coach's athlete rows, in memory: the server reads the coach's
 * compact index (a few documents) and answers any query from it. Full-text search covers name, club,
 * high school and city, forgives typos (one edit in words of 4–6 letters, two from 7) and matches
 * the start of a word, so results appear while the coach is still typing.
 */

/** Lower case without accents: "Zoë" and "zoe" are one word. */
export function foldText(text: string): string {
  return text.normalize("NFD").replace(/[\u0300-\u036f]/g, "").toLowerCase();
}

export function searchTokens(text: string): string[] {
  return foldText(text).split(/[^a-z0-9]+/).filter(Boolean);
}

/** Edits (insert, delete, substitute, swap two neighbours) a typed word may be off by. */
export function allowedEdits(length: number): number {
  if (length < 4) return 0;
  return length < 7 ? 1 : 2;
}

/** Optimal-string-alignment distance, or max + 1 as soon as it is certain to exceed max. */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let previousPrevious: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) value = Math.min(value, previousPrevious[j - 2]! + 1);
      current.push(value);
      if (value < rowMin) rowMin = value;
    }
    if (rowMin > max) return max + 1;
    previousPrevious = previous;
    previous = current;
  }
  return previous[b.length]!;
}

/** How well a typed word matches a word of the athlete: 0 not at all, 1 with a typo, 3 its start, 4 the word. */
export function wordScore(typed: string, word: string): number {
  if (word === typed) return 4;
  if (word.startsWith(typed)) return 3;
  const edits = allowedEdits(typed.length);
  if (edits === 0) return 0;
  if (editDistance(typed, word, edits) <= edits) return 1;
  // Still typing with a typo: "thomsp" against the start of "thompson".
  if (word.length > typed.length && editDistance(typed, word.slice(0, typed.length), edits) <= edits) return 1;
  return 0;
}

export interface AthleteIndex {
  rows: readonly AthleteListRow[];
  /** Each distinct searchable word and the rows (by position in `rows`) that have it. */
  words: ReadonlyMap<string, readonly number[]>;
  /** Per row: last and first name folded, the order names sort in (compared as plain strings: fast). */
  nameKeys: readonly string[];
  /** The values the filters offer, computed once per set of rows. */
  facets: AthleteFacets;
}

const searchableText = (row: AthleteListRow) => [row.firstName, row.lastName, row.clubTeam, row.highSchool, row.city].filter(Boolean).join(" ");

/** Builds the word index once per set of rows; every query then compares typed words with distinct words only. */
export function buildAthleteIndex(rows: readonly AthleteListRow[]): AthleteIndex {
  const words = new Map<string, number[]>();
  rows.forEach((row, index) => {
    for (const word of new Set(searchTokens(searchableText(row)))) {
      const list = words.get(word);
      if (list) list.push(index);
      else words.set(word, [index]);
    }
  });
  const nameKeys = rows.map((row) => foldText(`${row.lastName ?? ""} ${row.firstName ?? ""}`).trim());
  return { rows, words, nameKeys, facets: athleteFacets(rows) };
}

/** Rows matching every typed word, with their relevance (higher is better); null when nothing was typed. */
function searchScores(index: AthleteIndex, query: string | undefined): Map<number, number> | null {
  const typed = [...new Set(searchTokens(query ?? ""))].slice(0, 8);
  if (typed.length === 0) return null;
  let scores: Map<number, number> | null = null;
  for (const word of typed) {
    const best = new Map<number, number>();
    for (const [candidate, rowIndexes] of index.words) {
      const score = wordScore(word, candidate);
      if (score === 0) continue;
      for (const rowIndex of rowIndexes) if ((best.get(rowIndex) ?? 0) < score) best.set(rowIndex, score);
    }
    if (scores === null) {
      scores = best;
    } else {
      const previous: Map<number, number> = scores;
      scores = new Map();
      for (const [rowIndex, score] of best) {
        const before = previous.get(rowIndex);
        if (before !== undefined) scores.set(rowIndex, before + score);
      }
    }
    if (scores.size === 0) break;
  }
  return scores;
}

export interface FilterContext {
  /** When the coach's last report was sent: "new since last report" is everyone added after it. */
  lastReportAt: string | null;
}

function matchesFilters(row: AthleteListRow, filters: AthleteFilters, context: FilterContext): boolean {
  if (filters.sport && row.sport !== filters.sport) return false;
  if (filters.positions?.length && !row.positions.some((position) => filters.positions!.includes(position))) return false;
  if (filters.gradYears?.length && (row.gradYear === null || !filters.gradYears.includes(row.gradYear))) return false;
  if (filters.states?.length && (row.state === null || !filters.states.includes(row.state))) return false;
  if (filters.minHeight !== undefined && (row.heightInches === null || row.heightInches < filters.minHeight)) return false;
  if (filters.maxHeight !== undefined && (row.heightInches === null || row.heightInches > filters.maxHeight + 0.99)) return false;
  if (filters.hasVideo !== undefined && row.hasVideo !== filters.hasVideo) return false;
  if (filters.newSinceLastReport && context.lastReportAt !== null && row.createdAt <= context.lastReportAt) return false;
  if (filters.tag && !row.tags.includes(filters.tag)) return false;
  return true;
}

type SortValue = string | number | null;
const SORT_VALUES: Record<Exclude<AthleteSort["by"], "name" | "relevance">, (row: AthleteListRow) => SortValue> = {
  gradYear: (row) => row.gradYear,
  height: (row) => row.heightInches,
  state: (row) => row.state,
  club: (row) => (row.clubTeam ? foldText(row.clubTeam) : null),
  gpa: (row) => row.gpa,
  rating: (row) => row.rating,
  lastContact: (row) => row.lastContact,
};

/** Numbers numerically, strings by code point (sort keys are folded to lower case without accents first). */
function compareValues(a: string | number, b: string | number): number {
  if (typeof a === "number" && typeof b === "number") return a - b;
  return a < b ? -1 : a > b ? 1 : 0;
}

export interface AthleteQueryResult {
  rows: AthleteListRow[];
  total: number;
}

/**
 * The coach's athletes matching `filters`, in `sort` order. Athletes without the sorted value come
 * last in either direction; ties fall back to name, so pages never shuffle between requests.
 */
export function queryAthletes(index: AthleteIndex, filters: AthleteFilters, sort: AthleteSort, context: FilterContext): AthleteQueryResult {
  const scores = searchScores(index, filters.query);
  const matching: number[] = [];
  const candidates = scores ? [...scores.keys()] : index.rows.map((_, rowIndex) => rowIndex);
  for (const rowIndex of candidates) if (matchesFilters(index.rows[rowIndex]!, filters, context)) matching.push(rowIndex);

  const direction = sort.direction === "asc" ? 1 : -1;
  const { nameKeys } = index;
  const byName = (a: number, b: number) => compareValues(nameKeys[a]!, nameKeys[b]!) || compareValues(index.rows[a]!.id, index.rows[b]!.id);
  let compare: (a: number, b: number) => number;
  if (sort.by === "relevance") {
    compare = scores
      ? (a, b) => scores.get(b)! - scores.get(a)! || byName(a, b)
      : (a, b) => compareValues(index.rows[b]!.lastContact, index.rows[a]!.lastContact) || byName(a, b);
  } else {
    const by = sort.by;
    const values: SortValue[] = [];
    for (const rowIndex of matching) values[rowIndex] = by === "name" ? nameKeys[rowIndex] || null : SORT_VALUES[by](index.rows[rowIndex]!);
    compare = (a, b) => {
      const valueA = values[a] ?? null;
      const valueB = values[b] ?? null;
      if (valueA === null || valueB === null) return valueA === valueB ? byName(a, b) : valueA === null ? 1 : -1;
      return direction * compareValues(valueA, valueB) || byName(a, b);
    };
  }
  matching.sort(compare);
  return { rows: matching.map((rowIndex) => index.rows[rowIndex]!), total: matching.length };
}

export function pageOf<T>(rows: readonly T[], page: number, pageSize: number): T[] {
  return rows.slice((page - 1) * pageSize, page * pageSize);
}

const sortedUnique = <T extends string | number>(values: Iterable<T>) => [...new Set(values)].sort(compareValues);

/** The values the filters can offer: only what the coach's athletes have. */
export function athleteFacets(rows: readonly AthleteListRow[]): AthleteFacets {
  return {
    sports: sortedUnique(rows.flatMap((row) => (row.sport ? [row.sport] : []))),
    positions: sortedUnique(rows.flatMap((row) => row.positions)),
    gradYears: sortedUnique(rows.flatMap((row) => (row.gradYear ? [row.gradYear] : []))),
    states: sortedUnique(rows.flatMap((row) => (row.state ? [row.state] : []))),
    tags: sortedUnique(rows.flatMap((row) => row.tags)),
  };
}
