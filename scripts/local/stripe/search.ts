import { invalidParam } from "./errors.ts";

/*
 * Stripe's Search query language, the part products use: `email:'a@b.edu'`,
 * `metadata['coach_id']:'abc'`, `name~'smi'`, `created>1700000000`, `-status:'canceled'`,
 * clauses joined by AND or by OR (not both).
 */

type Operator = ":" | "~" | ">" | "<" | ">=" | "<=";

interface Clause {
  negated: boolean;
  field: string;
  metadataKey: string | null;
  operator: Operator;
  value: string | number | null;
}

const CLAUSE = /^\s*(-?)(metadata\[(['"])(.*?)\3\]|[a-z_]+(?:\.[a-z_]+)*)\s*(>=|<=|:|~|>|<)\s*("(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*'|[^\s]+)\s*/;

function parseValue(raw: string): string | number | null {
  if (raw === "null") return null;
  if (/^['"]/.test(raw)) return raw.slice(1, -1).replace(/\\(.)/g, "$1");
  if (/^-?\d+(\.\d+)?$/.test(raw)) return Number(raw);
  return raw;
}

function parseQuery(query: string): { clauses: Clause[]; joiner: "AND" | "OR" } {
  const clauses: Clause[] = [];
  const joiners = new Set<string>();
  let rest = query;
  while (rest.trim() !== "") {
    const match = CLAUSE.exec(rest);
    if (!match) throw invalidParam("query", `Invalid search query at "${rest.trim()}". See https://stripe.com/docs/search#search-query-language`);
    const [whole, negation, field, , metadataKey, operator, rawValue] = match;
    clauses.push({
      negated: negation === "-",
      field: metadataKey !== undefined ? "metadata" : field!,
      metadataKey: metadataKey ?? null,
      operator: operator as Operator,
      value: parseValue(rawValue!),
    });
    rest = rest.slice(whole.length);
    const joiner = /^(AND|OR)\s+/.exec(rest);
    if (joiner) {
      joiners.add(joiner[1]!);
      rest = rest.slice(joiner[0].length);
    } else if (rest.trim() !== "") {
      throw invalidParam("query", `Invalid search query: expected AND or OR before "${rest.trim()}"`);
    }
  }
  if (joiners.size > 1) throw invalidParam("query", "Invalid search query: a query cannot combine AND and OR.");
  if (clauses.length > 10) throw invalidParam("query", "Invalid search query: at most 10 clauses.");
  return { clauses, joiner: joiners.has("OR") ? "OR" : "AND" };
}

function clauseMatches(object: Record<string, unknown>, clause: Clause): boolean {
  const actual =
    clause.metadataKey !== null
      ? ((object.metadata as Record<string, string> | null)?.[clause.metadataKey] ?? null)
      : clause.field.split(".").reduce<unknown>((value, key) => (value && typeof value === "object" ? (value as Record<string, unknown>)[key] : undefined), object);
  const { operator, value } = clause;
  let matches: boolean;
  if (value === null) matches = actual === null || actual === undefined;
  else if (operator === ":") matches = String(actual ?? "").toLowerCase() === String(value).toLowerCase();
  else if (operator === "~") matches = String(actual ?? "").toLowerCase().includes(String(value).toLowerCase());
  else {
    const number = Number(actual);
    matches = operator === ">" ? number > Number(value) : operator === "<" ? number < Number(value) : operator === ">=" ? number >= Number(value) : number <= Number(value);
  }
  return clause.negated ? !matches : matches;
}

/** The objects a search query selects; `fields` are the ones Stripe lets you search on for this resource. */
export function searchFilter<T extends object>(query: string, fields: readonly string[], resource: string): (object: T) => boolean {
  const { clauses, joiner } = parseQuery(query);
  for (const clause of clauses) {
    if (!fields.includes(clause.field)) throw invalidParam("query", `Field '${clause.field}' is an unsupported search field for resource ${resource}. See https://stripe.com/docs/search#query-fields-for-${resource}`);
    if (clause.operator === "~" && String(clause.value).length < 3) throw invalidParam("query", "Substring (~) searches need at least 3 characters.");
  }
  return (object) => {
    const record = object as Record<string, unknown>;
    return joiner === "AND" ? clauses.every((clause) => clauseMatches(record, clause)) : clauses.some((clause) => clauseMatches(record, clause));
  };
}

interface SearchPageParams {
  limit?: number;
  page?: string;
}

/** A search result page, newest first; `next_page` is an opaque cursor as Stripe's is. */
export function searchPage<T>(newestFirst: T[], params: SearchPageParams, url: string) {
  const limit = params.limit ?? 10;
  const offset = params.page ? Number(Buffer.from(params.page, "base64url").toString()) : 0;
  if (!Number.isInteger(offset) || offset < 0) throw invalidParam("page", "Invalid page cursor");
  const data = newestFirst.slice(offset, offset + limit);
  const hasMore = offset + limit < newestFirst.length;
  return {
    object: "search_result" as const,
    data,
    has_more: hasMore,
    next_page: hasMore ? Buffer.from(String(offset + limit)).toString("base64url") : null,
    url,
  };
}
