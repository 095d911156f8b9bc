import { DOCUMENT_NAME_FIELD, getField, parseFieldPath, pickFields } from "./fieldPaths.ts";
import { FirestoreError, Status, type Cursor, type FieldFilter, type Fields, type QueryFilter, type StructuredQuery, type UnaryFilter, type Value } from "./protocol.ts";
import type { DocumentStore, StoredDocument } from "./store.ts";
import { compareResourceNames, compareUtf8, compareValues, isNaNValue, isNullValue, typeOrder, valuesEqual } from "./values.ts";

/**
 * The query engine: which documents a StructuredQuery returns, in which order, as Firestore's
 * documentation defines it. Index requirements are checked separately (indexes.ts).
 */
export type Direction = "ASCENDING" | "DESCENDING";
export interface OrderTerm {
  fieldPath: string;
  direction: Direction;
}

const INEQUALITY_OPERATORS = new Set(["LESS_THAN", "LESS_THAN_OR_EQUAL", "GREATER_THAN", "GREATER_THAN_OR_EQUAL", "NOT_EQUAL", "NOT_IN", "IS_NOT_NAN", "IS_NOT_NULL"]);

export function runQuery(store: DocumentStore, parent: string, query: StructuredQuery): StoredDocument[] {
  const order = normalizedOrder(query);
  const where = query.where;
  const matching = candidates(store, parent, query).filter(
    (document) => order.every((term) => valueAt(document, term.fieldPath) !== undefined) && (!where || matches(document, where)),
  );
  const sorted = matching.sort((a, b) => compareByOrder(a, b, order));
  const inRange = sorted.filter(
    (document) =>
      (!query.startAt || isAfterStart(compareCursor(query.startAt, document, order), query.startAt)) &&
      (!query.endAt || isBeforeEnd(compareCursor(query.endAt, document, order), query.endAt)),
  );
  const offset = query.offset ?? 0;
  const limit = query.limit?.value ?? undefined;
  return inRange.slice(offset, limit === undefined ? undefined : offset + limit);
}

/** The fields a result carries: all of them, or only the selected paths. */
export function projected(document: StoredDocument, query: StructuredQuery): Fields {
  if (!query.select) return document.fields;
  const paths = (query.select.fields ?? []).map((field) => field.fieldPath ?? "").filter((path) => path !== DOCUMENT_NAME_FIELD);
  return pickFields(document.fields, paths.map(parseFieldPath));
}

/**
 * Explicit orders, then every inequality field not yet ordered (in field-path order), then the
 * document name; the implicit ones take the direction of the last explicit order.
 */
export function normalizedOrder(query: StructuredQuery): OrderTerm[] {
  const explicit: OrderTerm[] = (query.orderBy ?? []).map((order) => ({
    fieldPath: order.field?.fieldPath ?? "",
    direction: order.direction === "DESCENDING" ? "DESCENDING" : "ASCENDING",
  }));
  const direction = explicit.at(-1)?.direction ?? "ASCENDING";
  const ordered = new Set(explicit.map((term) => term.fieldPath));
  const implicit = [...inequalityFields(query.where)]
    .filter((fieldPath) => !ordered.has(fieldPath) && fieldPath !== DOCUMENT_NAME_FIELD)
    .sort((a, b) => compareFieldPaths(a, b))
    .map((fieldPath) => ({ fieldPath, direction }));
  const terms = [...explicit, ...implicit];
  return ordered.has(DOCUMENT_NAME_FIELD) ? terms : [...terms, { fieldPath: DOCUMENT_NAME_FIELD, direction }];
}

export function inequalityFields(filter: QueryFilter | null | undefined): Set<string> {
  const fields = new Set<string>();
  for (const leaf of leafFilters(filter)) if (INEQUALITY_OPERATORS.has(String(leaf.op))) fields.add(leaf.field?.fieldPath ?? "");
  return fields;
}

/** Every field and unary filter in a filter tree. */
export function leafFilters(filter: QueryFilter | null | undefined): Array<FieldFilter | UnaryFilter> {
  if (!filter) return [];
  if (filter.compositeFilter) return (filter.compositeFilter.filters ?? []).flatMap(leafFilters);
  return [filter.fieldFilter ?? filter.unaryFilter].filter((leaf): leaf is FieldFilter | UnaryFilter => Boolean(leaf));
}

function compareFieldPaths(a: string, b: string): number {
  const [x, y] = [parseFieldPath(a), parseFieldPath(b)];
  for (let index = 0; index < Math.min(x.length, y.length); index++) {
    const comparison = compareUtf8(x[index]!, y[index]!);
    if (comparison !== 0) return comparison;
  }
  return x.length - y.length;
}

function candidates(store: DocumentStore, parent: string, query: StructuredQuery): StoredDocument[] {
  const [from, ...more] = query.from ?? [];
  if (!from || more.length > 0) throw new FirestoreError(Status.INVALID_ARGUMENT, "A query must name exactly one collection.");
  if (!from.allDescendants) return [...store.inCollection(`${parent}/${from.collectionId}`)];
  const groupId = from.collectionId;
  return [...store.collectionsUnder(parent)]
    .filter((path) => !groupId || path.slice(path.lastIndexOf("/") + 1) === groupId)
    .flatMap((path) => [...store.inCollection(path)]);
}

export function valueAt(document: StoredDocument, fieldPath: string): Value | undefined {
  if (fieldPath === DOCUMENT_NAME_FIELD) return { referenceValue: document.name };
  return getField(document.fields, parseFieldPath(fieldPath));
}

function matches(document: StoredDocument, filter: QueryFilter): boolean {
  if (filter.compositeFilter) {
    const filters = filter.compositeFilter.filters ?? [];
    return filter.compositeFilter.op === "OR" ? filters.some((child) => matches(document, child)) : filters.every((child) => matches(document, child));
  }
  if (filter.unaryFilter) return matchesUnary(valueAt(document, filter.unaryFilter.field?.fieldPath ?? ""), String(filter.unaryFilter.op));
  if (filter.fieldFilter) return matchesField(valueAt(document, filter.fieldFilter.field?.fieldPath ?? ""), String(filter.fieldFilter.op), filter.fieldFilter.value ?? {});
  throw new FirestoreError(Status.INVALID_ARGUMENT, "A filter must be a field, unary or composite filter.");
}

function matchesUnary(value: Value | undefined, op: string): boolean {
  if (value === undefined) return false;
  switch (op) {
    case "IS_NAN":
      return isNaNValue(value);
    case "IS_NULL":
      return isNullValue(value);
    case "IS_NOT_NAN":
      return !isNullValue(value) && !isNaNValue(value);
    case "IS_NOT_NULL":
      return !isNullValue(value);
    default:
      throw new FirestoreError(Status.INVALID_ARGUMENT, `Unknown unary filter ${op}.`);
  }
}

/** Documents without the field never match; comparisons only match values of the same type. */
function matchesField(value: Value | undefined, op: string, operand: Value): boolean {
  if (value === undefined) return false;
  const list = operand.arrayValue?.values ?? [];
  const comparable = () => typeOrder(value) === typeOrder(operand);
  switch (op) {
    case "EQUAL":
      return comparable() && compareValues(value, operand) === 0;
    case "LESS_THAN":
      return comparable() && compareValues(value, operand) < 0;
    case "LESS_THAN_OR_EQUAL":
      return comparable() && compareValues(value, operand) <= 0;
    case "GREATER_THAN":
      return comparable() && compareValues(value, operand) > 0;
    case "GREATER_THAN_OR_EQUAL":
      return comparable() && compareValues(value, operand) >= 0;
    case "NOT_EQUAL":
      return !isNullValue(value) && compareValues(value, operand) !== 0;
    case "IN":
      return list.some((candidate) => valuesEqual(candidate, value));
    case "NOT_IN":
      return !list.some(isNullValue) && !isNullValue(value) && !list.some((candidate) => valuesEqual(candidate, value));
    case "ARRAY_CONTAINS":
      return (value.arrayValue?.values ?? []).some((element) => valuesEqual(element, operand));
    case "ARRAY_CONTAINS_ANY":
      return (value.arrayValue?.values ?? []).some((element) => list.some((candidate) => valuesEqual(candidate, element)));
    default:
      throw new FirestoreError(Status.INVALID_ARGUMENT, `Unknown field filter ${op}.`);
  }
}

function signed(comparison: number, direction: Direction): number {
  return direction === "DESCENDING" ? -comparison : comparison;
}

function compareByOrder(a: StoredDocument, b: StoredDocument, order: OrderTerm[]): number {
  for (const term of order) {
    const comparison =
      term.fieldPath === DOCUMENT_NAME_FIELD ? compareResourceNames(a.name, b.name) : compareValues(valueAt(a, term.fieldPath)!, valueAt(b, term.fieldPath)!);
    if (comparison !== 0) return signed(comparison, term.direction);
  }
  return 0;
}

/** Where the cursor's position lies relative to the document, in query order (<0: before it). */
function compareCursor(cursor: Cursor, document: StoredDocument, order: OrderTerm[]): number {
  const values = cursor.values ?? [];
  if (values.length > order.length) throw new FirestoreError(Status.INVALID_ARGUMENT, "A cursor has more values than the query has orders.");
  for (const [index, position] of values.entries()) {
    const term = order[index]!;
    const comparison = term.fieldPath === DOCUMENT_NAME_FIELD ? compareResourceNames(referenceOf(position), document.name) : compareValues(position, valueAt(document, term.fieldPath)!);
    if (comparison !== 0) return signed(comparison, term.direction);
  }
  return 0;
}

function referenceOf(position: Value): string {
  if (position.referenceValue === undefined || position.referenceValue === null) {
    throw new FirestoreError(Status.INVALID_ARGUMENT, "A cursor on the document name needs a document reference.");
  }
  return position.referenceValue;
}

/** startAt (before: true) includes the position; startAfter (before: false) does not. */
function isAfterStart(comparison: number, cursor: Cursor): boolean {
  return cursor.before ? comparison <= 0 : comparison < 0;
}

/** endBefore (before: true) excludes the position; endAt (before: false) includes it. */
function isBeforeEnd(comparison: number, cursor: Cursor): boolean {
  return cursor.before ? comparison > 0 : comparison >= 0;
}
