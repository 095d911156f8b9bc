import { FieldPath } from "firebase-admin/firestore";
import { describe, expect, it } from "vitest";
import { Code, db, failureCode, freshCollection, idsOf } from "./support/firestore";

/**
 * Production Firestore refuses a query that no declared index (firestore.indexes.json) or automatic
 * single-field index can serve. The official emulator serves every query, so this part of the suite
 * runs only against the local Firestore, which checks what production would.
 */
describe.skipIf(process.env.CONFORMANCE_FIRESTORE_HOST)("index requirements", () => {
  const coaches = freshCollection("indexes");

  it("serves single-field queries and merged equality filters without a composite index", async () => {
    await coaches.doc("a").set({ sport: "volleyball", state: "OH", year: 2027, events: ["signup"], enabled: true });
    expect(await idsOf(coaches.where("year", ">", 2000).orderBy("year", "desc"))).toEqual(["a"]);
    expect(await idsOf(coaches.where("sport", "==", "volleyball").where("state", "==", "OH"))).toEqual(["a"]);
    expect(await idsOf(coaches.where("enabled", "==", true).where("events", "array-contains", "signup"))).toEqual(["a"]);
    expect(await idsOf(coaches.where("state", "in", ["OH", "TX"]).where("sport", "==", "volleyball"))).toEqual(["a"]);
    expect((await coaches.where("sport", "==", "volleyball").orderBy("sport").count().get()).data().count).toBe(1);
  });

  it("refuses equality on one field with a range or order on another", async () => {
    const refusal = coaches.where("sport", "==", "volleyball").orderBy("year").get();
    expect(await failureCode(refusal)).toBe(Code.FAILED_PRECONDITION);
    await expect(coaches.where("sport", "==", "volleyball").orderBy("year").get()).rejects.toThrow(/requires an index/);
    expect(await failureCode(coaches.where("sport", "==", "volleyball").where("year", ">", 2000).get())).toBe(Code.FAILED_PRECONDITION);
    expect(await failureCode(coaches.where("sport", "==", "volleyball").where("year", ">", 2000).count().get())).toBe(Code.FAILED_PRECONDITION);
  });

  it("refuses an order on two fields and ranges on two fields", async () => {
    expect(await failureCode(coaches.orderBy("state").orderBy("year").get())).toBe(Code.FAILED_PRECONDITION);
    expect(await failureCode(coaches.where("year", ">", 2000).where("state", "<", "Z").get())).toBe(Code.FAILED_PRECONDITION);
  });

  it("refuses a descending order on the document name alone", async () => {
    expect(await failureCode(coaches.orderBy(FieldPath.documentId(), "desc").get())).toBe(Code.FAILED_PRECONDITION);
    expect(await idsOf(coaches.orderBy("year", "desc"))).toEqual(["a"]);
  });

  it("refuses queries on a field whose single-field indexes are exempted", async () => {
    // firestore.indexes.json turns off indexing of rateLimits.expiresAt (a TTL field).
    expect(await failureCode(db.collection("rateLimits").where("expiresAt", "<", new Date()).get())).toBe(Code.FAILED_PRECONDITION);
  });

  it("refuses a filtered collection-group query without a collection-group index", async () => {
    expect((await db.collectionGroup(coaches.id).get()).size).toBe(1);
    expect(await failureCode(db.collectionGroup(coaches.id).where("year", "==", 2027).get())).toBe(Code.FAILED_PRECONDITION);
  });
});
