import { describe, expect, it } from "vitest";
import { checkIndexes, type IndexConfig } from "../../scripts/local/firestore/indexes";
import type { QueryFilter, StructuredQuery } from "../../scripts/local/firestore/protocol";

const config: IndexConfig = {
  indexes: [
    { collectionGroup: "coaches", queryScope: "COLLECTION", fields: [{ fieldPath: "sport", order: "ASCENDING" }, { fieldPath: "year", order: "DESCENDING" }] },
    { collectionGroup: "coaches", queryScope: "COLLECTION", fields: [{ fieldPath: "state", order: "ASCENDING" }, { fieldPath: "year", order: "DESCENDING" }] },
    { collectionGroup: "coaches", queryScope: "COLLECTION", fields: [{ fieldPath: "tags", arrayConfig: "CONTAINS" }, { fieldPath: "year", order: "ASCENDING" }] },
    { collectionGroup: "notes", queryScope: "COLLECTION_GROUP", fields: [{ fieldPath: "author", order: "ASCENDING" }, { fieldPath: "at", order: "ASCENDING" }] },
  ],
  fieldOverrides: [
    { collectionGroup: "rateLimits", fieldPath: "expiresAt", indexes: [] },
    { collectionGroup: "coaches", fieldPath: "bio", indexes: [{ order: "ASCENDING", queryScope: "COLLECTION" }] },
    { collectionGroup: "notes", fieldPath: "author", indexes: [{ order: "ASCENDING", queryScope: "COLLECTION_GROUP" }] },
  ],
};

const where = (fieldPath: string, op: string, value: unknown = { integerValue: "1" }): QueryFilter => ({ fieldFilter: { field: { fieldPath }, op, value } } as QueryFilter);
const and = (...filters: QueryFilter[]): QueryFilter => ({ compositeFilter: { op: "AND", filters } } as QueryFilter);
const or = (...filters: QueryFilter[]): QueryFilter => ({ compositeFilter: { op: "OR", filters } } as QueryFilter);
const order = (fieldPath: string, direction = "ASCENDING") => ({ field: { fieldPath }, direction }) as NonNullable<StructuredQuery["orderBy"]>[number];

function query(collectionId: string, parts: Omit<StructuredQuery, "from"> = {}, allDescendants = false): StructuredQuery {
  return { from: [{ collectionId, allDescendants }], ...parts };
}

const served = (q: StructuredQuery) => expect(() => checkIndexes(config, q)).not.toThrow();
const refused = (q: StructuredQuery) => expect(() => checkIndexes(config, q)).toThrow(/requires an index/);

describe("local Firestore index check", () => {
  it("serves what automatic single-field indexes serve", () => {
    served(query("coaches"));
    served(query("coaches", { where: where("year", "GREATER_THAN"), orderBy: [order("year", "DESCENDING")] }));
    served(query("coaches", { where: and(where("a", "EQUAL"), where("b", "EQUAL"), where("c", "ARRAY_CONTAINS")) }));
    served(query("coaches", { where: where("a", "EQUAL"), orderBy: [order("a")] }));
  });

  it("needs a declared composite index for equality plus a range or order on another field", () => {
    served(query("coaches", { where: where("sport", "EQUAL"), orderBy: [order("year", "DESCENDING")] }));
    // The same index read backwards.
    served(query("coaches", { where: where("sport", "EQUAL"), orderBy: [order("year", "ASCENDING")] }));
    served(query("coaches", { where: and(where("sport", "EQUAL"), where("year", "LESS_THAN")), orderBy: [order("year", "DESCENDING")] }));
    served(query("coaches", { where: and(where("tags", "ARRAY_CONTAINS"), where("year", "GREATER_THAN")) }));
    refused(query("coaches", { where: where("tags", "EQUAL"), orderBy: [order("year")] }));
    refused(query("coaches", { where: where("level", "EQUAL"), orderBy: [order("year", "DESCENDING")] }));
    refused(query("players", { where: where("sport", "EQUAL"), orderBy: [order("year", "DESCENDING")] }));
  });

  it("merges composite indexes that share their ordered suffix", () => {
    served(query("coaches", { where: and(where("sport", "EQUAL"), where("state", "EQUAL")), orderBy: [order("year", "DESCENDING")] }));
    refused(query("coaches", { where: and(where("sport", "EQUAL"), where("level", "EQUAL")), orderBy: [order("year", "DESCENDING")] }));
  });

  it("needs an index for an order on two fields and for each branch of an OR", () => {
    refused(query("coaches", { orderBy: [order("state"), order("year")] }));
    refused(query("coaches", { where: and(where("state", "GREATER_THAN"), where("year", "LESS_THAN")) }));
    served(query("coaches", { where: or(where("sport", "EQUAL"), where("state", "EQUAL")), orderBy: [order("year", "DESCENDING")] }));
    refused(query("coaches", { where: or(where("sport", "EQUAL"), where("level", "EQUAL")), orderBy: [order("year", "DESCENDING")] }));
  });

  it("honours fieldOverrides that turn single-field indexes off", () => {
    refused(query("rateLimits", { where: where("expiresAt", "LESS_THAN") }));
    refused(query("rateLimits", { where: where("expiresAt", "EQUAL") }));
    served(query("coaches", { orderBy: [order("bio")] }));
    refused(query("coaches", { orderBy: [order("bio", "DESCENDING")] }));
    refused(query("coaches", { where: where("bio", "ARRAY_CONTAINS") }));
  });

  it("needs collection-group indexes for filtered collection-group queries", () => {
    served(query("notes", {}, true));
    served(query("notes", { where: where("author", "EQUAL") }, true));
    refused(query("notes", { where: where("topic", "EQUAL") }, true));
    served(query("notes", { where: where("author", "EQUAL"), orderBy: [order("at")] }, true));
    refused(query("notes", { where: where("author", "EQUAL"), orderBy: [order("at")] }));
  });

  it("refuses a descending order on the document name alone", () => {
    refused(query("coaches", { orderBy: [order("__name__", "DESCENDING")] }));
    served(query("coaches", { orderBy: [order("year", "DESCENDING")] }));
  });
});
