import { AggregateField } from "firebase-admin/firestore";
import { beforeAll, describe, expect, it } from "vitest";
import { db, freshCollection } from "./support/firestore";

describe("aggregations", () => {
  const scores = freshCollection("aggregate");
  beforeAll(async () => {
    const batch = db.batch();
    batch.set(scores.doc("a"), { team: { id: "x" }, points: 1, rank: 1 });
    batch.set(scores.doc("b"), { team: { id: "x" }, points: 2.5, rank: 2 });
    batch.set(scores.doc("c"), { team: { id: "y" }, points: "n/a", rank: 3 });
    batch.set(scores.doc("d"), { team: { id: "x" }, rank: 4 });
    await batch.commit();
  });

  it("counts what the query returns, with nested filters, cursors, offset and limit", async () => {
    const count = async (query: FirebaseFirestore.Query) => (await query.count().get()).data().count;
    expect(await count(scores)).toBe(4);
    expect(await count(scores.where("team.id", "==", "x"))).toBe(3);
    expect(await count(scores.orderBy("rank").startAfter(1))).toBe(3);
    expect(await count(scores.orderBy("rank").offset(1).limit(2))).toBe(2);
    expect(await count(scores.orderBy("points"))).toBe(3);
  });

  it("sums and averages numbers only, over the corrected query", async () => {
    const totals = async (query: FirebaseFirestore.Query) =>
      (await query.aggregate({ sum: AggregateField.sum("points"), avg: AggregateField.average("points") }).get()).data();
    expect(await totals(scores)).toEqual({ sum: 3.5, avg: 1.75 });
    expect(await totals(scores.where("team.id", "==", "y"))).toEqual({ sum: 0, avg: null });
    expect(await totals(scores.orderBy("rank").startAt(2))).toEqual({ sum: 2.5, avg: 2.5 });
  });

  it("counts a collection group", async () => {
    const groupId = freshCollection("aggregate-group").id;
    await db.doc(`${scores.id}/a/${groupId}/1`).set({ n: 1 });
    await db.doc(`${scores.id}/b/${groupId}/2`).set({ n: 2 });
    expect((await db.collectionGroup(groupId).count().get()).data().count).toBe(2);
  });
});
