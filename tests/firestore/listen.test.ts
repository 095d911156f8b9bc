import type { DocumentSnapshot, QuerySnapshot } from "firebase-admin/firestore";
import { describe, expect, it } from "vitest";
import { freshCollection } from "./support/firestore";

/** Collects snapshots until `done` accepts one, then stops listening. */
function snapshotsUntil<T>(subscribe: (next: (value: T) => void, fail: (error: Error) => void) => () => void, done: (value: T) => boolean): Promise<T[]> {
  return new Promise((resolve, reject) => {
    const seen: T[] = [];
    const stop = subscribe(
      (value) => {
        seen.push(value);
        if (done(value)) {
          stop();
          resolve(seen);
        }
      },
      reject,
    );
  });
}

describe("listening", () => {
  it("delivers a query's results, then its changes", async () => {
    const collection = freshCollection("listen-query");
    await collection.doc("a").set({ open: true });
    const seen = snapshotsUntil<QuerySnapshot>(
      (next, fail) => collection.where("open", "==", true).onSnapshot(next, fail),
      (snapshot) => snapshot.size === 2,
    );
    await new Promise((resolve) => setTimeout(resolve, 200));
    await collection.doc("b").set({ open: true });
    await collection.doc("c").set({ open: false });
    const snapshots = await seen;
    expect(snapshots[0]!.docs.map((doc) => doc.id)).toEqual(["a"]);
    expect(snapshots.at(-1)!.docs.map((doc) => doc.id)).toEqual(["a", "b"]);
  });

  it("delivers a document's changes and its deletion", async () => {
    const doc = freshCollection("listen-doc").doc("d");
    await doc.set({ n: 1 });
    const seen = snapshotsUntil<DocumentSnapshot>((next, fail) => doc.onSnapshot(next, fail), (snapshot) => !snapshot.exists);
    await new Promise((resolve) => setTimeout(resolve, 200));
    await doc.update({ n: 2 });
    await doc.delete();
    const snapshots = await seen;
    expect(snapshots[0]!.get("n")).toBe(1);
    expect(snapshots.some((snapshot) => snapshot.get("n") === 2)).toBe(true);
    expect(snapshots.at(-1)!.exists).toBe(false);
  });
});
