import { describe, expect, it } from "vitest";
import { Code, db, failureCode, freshCollection } from "./support/firestore";

describe("batched writes are atomic", () => {
  it("applies none of its writes when a later create() meets an existing document", async () => {
    const collection = freshCollection("batch-create");
    await collection.doc("taken").set({ owner: "first" });
    await collection.doc("other").set({ n: 1 });
    const batch = db.batch();
    batch.set(collection.doc("new"), { a: 1 });
    batch.update(collection.doc("other"), { n: 2 });
    batch.create(collection.doc("taken"), { owner: "second" });
    expect(await failureCode(batch.commit())).toBe(Code.ALREADY_EXISTS);
    expect((await collection.doc("new").get()).exists).toBe(false);
    expect((await collection.doc("other").get()).data()).toEqual({ n: 1 });
    expect((await collection.doc("taken").get()).data()).toEqual({ owner: "first" });
  });

  it("applies none of its writes when an update() in the middle meets a missing document", async () => {
    const collection = freshCollection("batch-update");
    await collection.doc("present").set({ n: 1 });
    const batch = db.batch();
    batch.update(collection.doc("present"), { n: 2 });
    batch.update(collection.doc("missing"), { n: 2 });
    batch.delete(collection.doc("present"));
    expect(await failureCode(batch.commit())).toBe(Code.NOT_FOUND);
    expect((await collection.doc("present").get()).data()).toEqual({ n: 1 });
  });

  it("applies none of its writes when a lastUpdateTime precondition fails", async () => {
    const collection = freshCollection("batch-time");
    const stale = await collection.doc("d").set({ n: 1 });
    await collection.doc("d").set({ n: 2 });
    const batch = db.batch();
    batch.set(collection.doc("other"), { n: 1 });
    batch.update(collection.doc("d"), { n: 3 }, { lastUpdateTime: stale.writeTime });
    expect(await failureCode(batch.commit())).toBe(Code.FAILED_PRECONDITION);
    expect((await collection.doc("other").get()).exists).toBe(false);
  });

  it("applies writes to one document in order and gives every write the commit time", async () => {
    const collection = freshCollection("batch-order");
    const batch = db.batch();
    batch.set(collection.doc("d"), { a: 1, b: 1 });
    batch.update(collection.doc("d"), { b: 2 });
    batch.set(collection.doc("e"), { a: 1 });
    const results = await batch.commit();
    expect((await collection.doc("d").get()).data()).toEqual({ a: 1, b: 2 });
    expect(results.every((result) => result.writeTime.isEqual(results[0]!.writeTime))).toBe(true);
  });
});
