import { FieldValue } from "firebase-admin/firestore";
import { describe, expect, it } from "vitest";
import { Code, db, freshCollection } from "./support/firestore";

/** Resolves once `count` callers have arrived, so concurrent transactions really overlap. */
function barrier(count: number): () => Promise<void> {
  let arrived = 0;
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  return () => {
    arrived += 1;
    if (arrived >= count) release();
    return released;
  };
}

describe("transactions", () => {
  it("isolates concurrent read-modify-write: five increments end at 5", async () => {
    const counter = freshCollection("tx-counter").doc("c");
    await counter.set({ n: 0 });
    // All five read 0 before any writes; retries pass the released barrier at once.
    const allRead = barrier(5);
    await Promise.all(
      Array.from({ length: 5 }, () =>
        db.runTransaction(async (transaction) => {
          const n = (await transaction.get(counter)).get("n") as number;
          await allRead();
          transaction.update(counter, { n: n + 1 });
        }),
      ),
    );
    expect((await counter.get()).get("n")).toBe(5);
  });

  it("never shows one attempt a mix of states: a write landing between two of its reads", async () => {
    const collection = freshCollection("tx-consistent");
    const [first, second] = [collection.doc("first"), collection.doc("second")];
    await Promise.all([first.set({ generation: 1 }), second.set({ generation: 1 })]);
    let written: Promise<unknown> | undefined;
    const seen = await db.runTransaction(async (transaction) => {
      const before = (await transaction.get(first)).get("generation") as number;
      // Another client moves both documents on while this attempt is between its reads (once). Firestore's
      // locks hold that write until the transaction ends; an optimistic engine aborts the attempt instead.
      written ??= db.batch().update(first, { generation: 2 }).update(second, { generation: 2 }).commit();
      await new Promise((resolve) => setTimeout(resolve, 300));
      const after = (await transaction.get(second)).get("generation") as number;
      // Code acts on what it read (here: refuses), so a mixed view would fail it for good, not retry it.
      if (before !== after) throw new Error(`one attempt saw generation ${before}, then ${after}`);
      transaction.set(collection.doc("seen"), { generation: after });
      return after;
    });
    await written;
    expect([1, 2]).toContain(seen);
  });

  it("fails a commit whose read document changed since the read with ABORTED", async () => {
    const doc = freshCollection("tx-aborted").doc("d");
    await doc.set({ n: 0 });
    const bothRead = barrier(2);
    const attempt = () =>
      db.runTransaction(
        async (transaction) => {
          const n = (await transaction.get(doc)).get("n") as number;
          await bothRead();
          transaction.update(doc, { n: n + 1 });
        },
        { maxAttempts: 1 },
      );
    const outcomes = await Promise.allSettled([attempt(), attempt()]);
    // Optimistic concurrency aborts the later commit; a lock-based engine may abort both.
    const failures = outcomes.filter((outcome) => outcome.status === "rejected");
    expect(failures.length).toBeGreaterThanOrEqual(1);
    for (const failure of failures) expect(failure.reason.code).toBe(Code.ABORTED);
    expect((await doc.get()).get("n")).toBe(2 - failures.length);
  });

  it("sees a document created after the transaction read it as missing, and retries", async () => {
    const collection = freshCollection("tx-missing");
    const claim = collection.doc("claim");
    const bothRead = barrier(2);
    const claimants = ["a", "b"];
    const outcomes = await Promise.all(
      claimants.map((owner) =>
        db.runTransaction(async (transaction) => {
          const existing = await transaction.get(claim);
          await bothRead();
          if (existing.exists) return existing.get("owner") as string;
          transaction.set(claim, { owner });
          return owner;
        }),
      ),
    );
    const owner = (await claim.get()).get("owner");
    expect(claimants).toContain(owner);
    expect(outcomes).toEqual([owner, owner]);
  });

  it("protects a query read: two concurrent find-or-create transactions create one document", async () => {
    const collection = freshCollection("tx-query");
    const bothQueried = barrier(2);
    await Promise.all(
      ["first", "second"].map((label) =>
        db.runTransaction(async (transaction) => {
          const found = await transaction.get(collection.where("email", "==", "coach@x.edu"));
          await bothQueried();
          if (found.empty) transaction.set(collection.doc(label), { email: "coach@x.edu" });
        }),
      ),
    );
    expect((await collection.get()).size).toBe(1);
  });

  it("applies nothing when the transaction function throws, and leaves the document to the next writer", async () => {
    const doc = freshCollection("tx-rollback").doc("d");
    await doc.set({ n: 1 });
    await expect(
      db.runTransaction(async (transaction) => {
        await transaction.get(doc);
        transaction.update(doc, { n: 2 });
        throw new Error("changed my mind");
      }),
    ).rejects.toThrow("changed my mind");
    expect((await doc.get()).get("n")).toBe(1);
    const started = Date.now();
    await doc.update({ n: FieldValue.increment(10) });
    expect(Date.now() - started).toBeLessThan(2000);
    expect((await doc.get()).get("n")).toBe(11);
  });

  it("commits reads and writes across documents together", async () => {
    const collection = freshCollection("tx-transfer");
    await collection.doc("from").set({ balance: 10 });
    await collection.doc("to").set({ balance: 0 });
    await Promise.all(
      Array.from({ length: 3 }, () =>
        db.runTransaction(async (transaction) => {
          const [from, to] = await transaction.getAll(collection.doc("from"), collection.doc("to"));
          transaction.update(from!.ref, { balance: (from!.get("balance") as number) - 3 });
          transaction.update(to!.ref, { balance: (to!.get("balance") as number) + 3 });
        }),
      ),
    );
    const [from, to] = await db.getAll(collection.doc("from"), collection.doc("to"));
    expect([from!.get("balance"), to!.get("balance")]).toEqual([1, 9]);
  });
});
