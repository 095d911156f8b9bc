import { FieldValue, Timestamp } from "firebase-admin/firestore";
import { describe, expect, it } from "vitest";
import { Code, failureCode, freshCollection } from "./support/firestore";

describe("writes", () => {
  it("set() without merge replaces the whole document", async () => {
    const doc = freshCollection("replace").doc("d");
    await doc.set({ kept: "no", nested: { a: 1, b: 2 } });
    await doc.set({ nested: { a: 3 } });
    expect((await doc.get()).data()).toEqual({ nested: { a: 3 } });
  });

  it("set() with merge keeps other fields and merges nested maps", async () => {
    const doc = freshCollection("merge").doc("d");
    await doc.set({ kept: "yes", nested: { a: 1, b: 2 } });
    await doc.set({ nested: { a: 3 } }, { merge: true });
    expect((await doc.get()).data()).toEqual({ kept: "yes", nested: { a: 3, b: 2 } });
  });

  it("set() with mergeFields writes only the listed fields", async () => {
    const doc = freshCollection("mergefields").doc("d");
    await doc.set({ a: 1, b: 1, nested: { x: 1, y: 1 } });
    await doc.set({ a: 2, b: 2, nested: { x: 2, y: 2 } }, { mergeFields: ["a", "nested.x"] });
    expect((await doc.get()).data()).toEqual({ a: 2, b: 1, nested: { x: 2, y: 1 } });
  });

  it("FieldValue.delete() in update() removes top-level and nested fields", async () => {
    const doc = freshCollection("delete-update").doc("d");
    await doc.set({ gone: 1, kept: 1, nested: { gone: 1, kept: 1 } });
    await doc.update({ gone: FieldValue.delete(), "nested.gone": FieldValue.delete() });
    expect((await doc.get()).data()).toEqual({ kept: 1, nested: { kept: 1 } });
  });

  it("FieldValue.delete() in set() with merge removes the field", async () => {
    const doc = freshCollection("delete-merge").doc("d");
    await doc.set({ gone: 1, kept: 1, nested: { gone: 1, kept: 1 } });
    await doc.set({ gone: FieldValue.delete(), nested: { gone: FieldValue.delete() } }, { merge: true });
    expect((await doc.get()).data()).toEqual({ kept: 1, nested: { kept: 1 } });
  });

  it("applies serverTimestamp() together with other transforms in one write", async () => {
    const doc = freshCollection("transforms").doc("d");
    await doc.set({ count: 1, tags: ["a"], old: ["x", "y"] });
    const before = Timestamp.now();
    await doc.update({
      at: FieldValue.serverTimestamp(),
      count: FieldValue.increment(2),
      tags: FieldValue.arrayUnion("b", "a"),
      old: FieldValue.arrayRemove("x"),
      "meta.seenAt": FieldValue.serverTimestamp(),
    });
    const data = (await doc.get()).data()!;
    expect(data.count).toBe(3);
    expect(data.tags).toEqual(["a", "b"]);
    expect(data.old).toEqual(["y"]);
    expect(data.at).toBeInstanceOf(Timestamp);
    expect(data.at.toMillis()).toBeGreaterThanOrEqual(before.toMillis() - 1000);
    expect(data.meta.seenAt.isEqual(data.at)).toBe(true);
  });

  it("increments nested paths, starting from the increment when the field is missing", async () => {
    const doc = freshCollection("increment").doc("d");
    await doc.set({ counts: { a: 1 } });
    await doc.update({ "counts.a": FieldValue.increment(2), "counts.b": FieldValue.increment(5) });
    await doc.set({ counts: { c: FieldValue.increment(1.5) } }, { merge: true });
    expect((await doc.get()).data()).toEqual({ counts: { a: 3, b: 5, c: 1.5 } });
  });

  it("creates a document from set() with transforms only", async () => {
    const doc = freshCollection("transform-create").doc("d");
    await doc.set({ n: FieldValue.increment(4), at: FieldValue.serverTimestamp() });
    const data = (await doc.get()).data()!;
    expect(data.n).toBe(4);
    expect(data.at).toBeInstanceOf(Timestamp);
  });

  it("refuses update() of a missing document and create() of an existing one", async () => {
    const collection = freshCollection("preconditions");
    expect(await failureCode(collection.doc("missing").update({ a: 1 }))).toBe(Code.NOT_FOUND);
    await collection.doc("present").create({ a: 1 });
    expect(await failureCode(collection.doc("present").create({ a: 2 }))).toBe(Code.ALREADY_EXISTS);
    expect((await collection.doc("present").get()).data()).toEqual({ a: 1 });
  });

  it("checks a lastUpdateTime precondition", async () => {
    const doc = freshCollection("update-time").doc("d");
    const first = await doc.set({ a: 1 });
    await doc.set({ a: 2 });
    expect(await failureCode(doc.update({ a: 3 }, { lastUpdateTime: first.writeTime }))).toBe(Code.FAILED_PRECONDITION);
    const current = await doc.get();
    await doc.update({ a: 4 }, { lastUpdateTime: current.updateTime! });
    expect((await doc.get()).data()).toEqual({ a: 4 });
  });

  it("keeps createTime across updates and moves updateTime", async () => {
    const doc = freshCollection("times").doc("d");
    await doc.set({ a: 1 });
    const first = await doc.get();
    await doc.set({ a: 2 });
    const second = await doc.get();
    expect(second.createTime!.isEqual(first.createTime!)).toBe(true);
    expect(second.updateTime!.toMillis()).toBeGreaterThanOrEqual(first.updateTime!.toMillis());
    expect(second.updateTime!.isEqual(first.updateTime!)).toBe(false);
  });
});
