import { readFileSync } from "node:fs";
import { DOCUMENT_NAME_FIELD } from "./fieldPaths.ts";
import { FirestoreError, Status, type FieldFilter, type QueryFilter, type StructuredQuery, type UnaryFilter } from "./protocol.ts";
import { normalizedOrder, type Direction, type OrderTerm } from "./query.ts";

/**
 * Production Firestore serves a query only from an index: the automatic single-field ones (which
 * firestore.indexes.json may exempt with fieldOverrides), merged for equality filters, or a declared
 * composite index. This check refuses, as production would, a query no such index can serve.
 */
type Scope = "COLLECTION" | "COLLECTION_GROUP";
interface IndexField {
  fieldPath: string;
  order?: Direction;
  arrayConfig?: "CONTAINS";
}
interface CompositeIndex {
  collectionGroup: string;
  queryScope?: Scope;
  fields: IndexField[];
}
interface FieldOverride {
  collectionGroup: string;
  fieldPath: string;
  indexes: Array<{ order?: Direction; arrayConfig?: "CONTAINS"; queryScope?: Scope }>;
}
export interface IndexConfig {
  indexes: CompositeIndex[];
  fieldOverrides?: FieldOverride[];
}

export function loadIndexConfig(file: string): IndexConfig {
  const config = JSON.parse(readFileSync(file, "utf8")) as Partial<IndexConfig>;
  return { indexes: config.indexes ?? [], fieldOverrides: config.fieldOverrides ?? [] };
}

/** What one conjunction of a query needs: equality-like filters and the orders to serve. */
interface Requirement {
  group: string;
  scope: Scope;
  /** Fields with an equality, `in`, null/NaN test (value) or array-contains(-any) filter (contains). */
  equalities: Map<string, "value" | "contains">;
  /** Orders on other fields, in query order (the document name excluded). */
  orders: OrderTerm[];
  nameDirection: Direction;
}

const EQUALITY_OPERATORS = new Set(["EQUAL", "IN", "IS_NULL", "IS_NAN"]);
const CONTAINS_OPERATORS = new Set(["ARRAY_CONTAINS", "ARRAY_CONTAINS_ANY"]);

export function checkIndexes(config: IndexConfig, query: StructuredQuery): void {
  const from = query.from?.[0];
  if (!from?.collectionId) return;
  const order = normalizedOrder(query);
  for (const conjunction of disjunctiveNormalForm(query.where)) {
    const requirement = requirementOf(from.collectionId, from.allDescendants ? "COLLECTION_GROUP" : "COLLECTION", conjunction, order);
    const refusal = whyUnserved(config, requirement);
    if (refusal) throw new FirestoreError(Status.FAILED_PRECONDITION, `The query requires an index. ${refusal}`);
  }
}

type Leaf = FieldFilter | UnaryFilter;

/** Firestore serves an OR query as the union of its AND-only branches; each needs its own index. */
export function disjunctiveNormalForm(filter: QueryFilter | null | undefined): Leaf[][] {
  if (!filter) return [[]];
  if (filter.compositeFilter) {
    const children = (filter.compositeFilter.filters ?? []).map(disjunctiveNormalForm);
    if (filter.compositeFilter.op === "OR") return children.flat();
    return children.reduce<Leaf[][]>((product, branches) => product.flatMap((left) => branches.map((right) => [...left, ...right])), [[]]);
  }
  const leaf = filter.fieldFilter ?? filter.unaryFilter;
  return [leaf ? [leaf] : []];
}

function requirementOf(group: string, scope: Scope, conjunction: Leaf[], order: OrderTerm[]): Requirement {
  const equalities = new Map<string, "value" | "contains">();
  for (const leaf of conjunction) {
    const fieldPath = leaf.field?.fieldPath ?? "";
    if (fieldPath === DOCUMENT_NAME_FIELD) continue;
    if (EQUALITY_OPERATORS.has(String(leaf.op))) equalities.set(fieldPath, "value");
    else if (CONTAINS_OPERATORS.has(String(leaf.op))) equalities.set(fieldPath, "contains");
  }
  return {
    group,
    scope,
    equalities,
    // Ordering on a field fixed by an equality filter orders nothing.
    orders: order.filter((term) => term.fieldPath !== DOCUMENT_NAME_FIELD && equalities.get(term.fieldPath) !== "value"),
    nameDirection: order.find((term) => term.fieldPath === DOCUMENT_NAME_FIELD)?.direction ?? "ASCENDING",
  };
}

/** Undefined when an index serves the requirement; otherwise what is missing. */
function whyUnserved(config: IndexConfig, requirement: Requirement): string | undefined {
  const { equalities, orders } = requirement;
  if (orders.length === 0) {
    if (equalities.size === 0 && requirement.nameDirection === "DESCENDING") return "Ordering by the document name alone, descending, needs an index.";
    // Single-field indexes merge for any number of equality filters.
    for (const [fieldPath, mode] of equalities) {
      const missing = missingSingleField(config, requirement, fieldPath, mode === "contains" ? "CONTAINS" : "ANY_ORDER");
      if (missing) return missing;
    }
    return undefined;
  }
  if (orders.length === 1 && equalities.size === 0) return missingSingleField(config, requirement, orders[0]!.fieldPath, orders[0]!.direction);
  return compositeServes(config, requirement) ? undefined : `No index in firestore.indexes.json serves it; production would refuse it too. Declare: ${JSON.stringify(suggestedIndex(requirement))}`;
}

function missingSingleField(config: IndexConfig, requirement: Requirement, fieldPath: string, mode: Direction | "CONTAINS" | "ANY_ORDER"): string | undefined {
  const override = (config.fieldOverrides ?? [])
    .filter((candidate) => candidate.collectionGroup === requirement.group && (candidate.fieldPath === fieldPath || fieldPath.startsWith(`${candidate.fieldPath}.`)))
    .sort((a, b) => b.fieldPath.length - a.fieldPath.length)[0];
  if (!override) {
    if (requirement.scope === "COLLECTION") return undefined;
    return `Collection-group queries on ${fieldPath} need a COLLECTION_GROUP single-field index (a fieldOverrides entry for ${requirement.group}) in firestore.indexes.json.`;
  }
  const enabled = override.indexes.some(
    (index) =>
      (index.queryScope ?? "COLLECTION") === requirement.scope &&
      (mode === "CONTAINS" ? index.arrayConfig === "CONTAINS" : mode === "ANY_ORDER" ? Boolean(index.order) : index.order === mode),
  );
  return enabled ? undefined : `firestore.indexes.json (fieldOverrides) turns off the ${requirement.scope} ${mode} index of ${requirement.group}.${override.fieldPath}.`;
}

/**
 * A declared composite index serves the query when it ends in the query's orders (all directions as
 * asked, or all reversed) and starts with equality fields; several such indexes merge to cover all
 * the equality fields.
 */
function compositeServes(config: IndexConfig, requirement: Requirement): boolean {
  const covered = new Set<string>();
  let exact = false;
  for (const index of config.indexes) {
    if (index.collectionGroup !== requirement.group || (index.queryScope ?? "COLLECTION") !== requirement.scope) continue;
    const fields = index.fields.filter((field) => field.fieldPath !== DOCUMENT_NAME_FIELD);
    const prefix = fields.slice(0, fields.length - requirement.orders.length);
    const suffix = fields.slice(prefix.length);
    if (suffix.length !== requirement.orders.length || !ordersMatch(suffix, requirement.orders)) continue;
    const prefixUsable = prefix.every((field) => {
      const mode = requirement.equalities.get(field.fieldPath);
      return mode !== undefined && (mode === "contains") === (field.arrayConfig === "CONTAINS");
    });
    if (!prefixUsable) continue;
    if (prefix.length === 0) exact = true;
    for (const field of prefix) covered.add(field.fieldPath);
  }
  if (requirement.equalities.size === 0) return exact;
  return [...requirement.equalities.keys()].every((fieldPath) => covered.has(fieldPath));
}

function ordersMatch(fields: IndexField[], orders: OrderTerm[]): boolean {
  const same = fields.every((field, index) => field.fieldPath === orders[index]!.fieldPath && field.order === orders[index]!.direction);
  const reversed = fields.every((field, index) => field.fieldPath === orders[index]!.fieldPath && field.order !== undefined && field.order !== orders[index]!.direction);
  return same || reversed;
}

function suggestedIndex(requirement: Requirement): CompositeIndex {
  return {
    collectionGroup: requirement.group,
    queryScope: requirement.scope,
    fields: [
      ...[...requirement.equalities].map(([fieldPath, mode]): IndexField => (mode === "contains" ? { fieldPath, arrayConfig: "CONTAINS" } : { fieldPath, order: "ASCENDING" })),
      ...requirement.orders.map((term): IndexField => ({ fieldPath: term.fieldPath, order: term.direction })),
    ],
  };
}
