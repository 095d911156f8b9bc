import { FieldPath, Filter, GeoPoint, Timestamp } from "firebase-admin/firestore";
import { beforeAll, describe, expect, it } from "vitest";
import { Code, db, failureCode, freshCollection, idsOf } from "./support/firestore";

describe("filters", () => {
  const players = freshCollection("filters");
  beforeAll(async () => {
    const batch = db.batch();
    batch.set(players.doc("ana"), { profile: { position: "setter", height: 70 }, grad: 2027, tags: ["lefty", "club"] });
    batch.set(players.doc("bea"), { profile: { position: "libero", height: 64 }, grad: 2026, tags: ["club"] });
    batch.set(players.doc("cai"), { profile: { position: "setter", height: 72 }, grad: 2028, tags: [] });
    batch.set(players.doc("dee"), { profile: { position: null }, grad: null });
    batch.set(players.doc("eve"), { note: "no profile, no grad" });
    await batch.commit();
  });

  it("filters and orders on nested fields", async () => {
    expect(await idsOf(players.where("profile.position", "==", "setter"))).toEqual(["ana", "cai"]);
    expect(await idsOf(players.where("profile.height", ">", 65).orderBy("profile.height", "desc"))).toEqual(["cai", "ana"]);
    expect(await idsOf(players.orderBy("profile.height"))).toEqual(["bea", "ana", "cai"]);
  });

  it("leaves out documents missing the field from orderBy and inequality results", async () => {
    expect(await idsOf(players.orderBy("grad"))).toEqual(["dee", "bea", "ana", "cai"]);
    expect(await idsOf(players.where("grad", ">=", 0))).toEqual(["bea", "ana", "cai"]);
    expect(await idsOf(players.where("grad", "!=", 2027))).toEqual(["bea", "cai"]);
    expect(await idsOf(players.where("grad", "!=", null))).toEqual(["bea", "ana", "cai"]);
  });

  it("supports in, not-in, array-contains and array-contains-any", async () => {
    expect(await idsOf(players.where("grad", "in", [2026, 2028]))).toEqual(["bea", "cai"]);
    expect(await idsOf(players.where("grad", "not-in", [2026, 2028]))).toEqual(["ana"]);
    expect(await idsOf(players.where("tags", "array-contains", "club"))).toEqual(["ana", "bea"]);
    expect(await idsOf(players.where("tags", "array-contains-any", ["lefty", "none"]))).toEqual(["ana"]);
    expect(await idsOf(players.where("grad", "==", null))).toEqual(["dee"]);
  });

  it("combines nested AND and OR filters", async () => {
    const query = players.where(
      Filter.or(
        Filter.and(Filter.where("profile.position", "==", "setter"), Filter.where("grad", "==", 2027)),
        Filter.where("profile.position", "==", "libero"),
      ),
    );
    expect(await idsOf(query)).toEqual(["ana", "bea"]);
    // An inequality inside an OR orders the results by its field, as it would without the OR.
    expect(await idsOf(players.where(Filter.or(Filter.where("grad", "<=", 2027), Filter.where("grad", "==", 2028))))).toEqual(["bea", "ana", "cai"]);
  });
});

describe("ordering across types", () => {
  it("orders values by type, then within the type, as Firestore documents it", async () => {
    const collection = freshCollection("ordering");
    const values: Array<[string, unknown]> = [
      ["m-map", { a: 1 }],
      ["l-array", [1, 2]],
      ["k-geo", new GeoPoint(10, 20)],
      ["j-ref", db.doc("a/b")],
      ["i-bytes", Buffer.from([1, 2])],
      ["h-string-astral", "\u{1D11E}"],
      ["g-string-bmp", "\uFB00"],
      ["f-string", "a"],
      ["e-time", Timestamp.fromMillis(0)],
      ["d-double", 1.5],
      ["c-int", 2],
      ["c-int-one", 1],
      ["b-nan", Number.NaN],
      ["b-false", false],
      ["b-true", true],
      ["a-null", null],
    ];
    const batch = db.batch();
    for (const [id, v] of values) batch.set(collection.doc(id), { v });
    await batch.commit();
    expect(await idsOf(collection.orderBy("v"))).toEqual([
      "a-null",
      "b-false",
      "b-true",
      "b-nan",
      "c-int-one",
      "d-double",
      "c-int",
      "e-time",
      "f-string",
      "g-string-bmp",
      "h-string-astral",
      "i-bytes",
      "j-ref",
      "k-geo",
      "l-array",
      "m-map",
    ]);
    expect(await idsOf(collection.where("v", ">", 1).where("v", "<", 3))).toEqual(["d-double", "c-int"]);
    expect(await idsOf(collection.where("v", "==", 1.0))).toEqual(["c-int-one"]);
    expect(await idsOf(collection.where("v", "==", Number.NaN))).toEqual(["b-nan"]);
  });

  it("compares arrays element by element and maps key by key", async () => {
    const collection = freshCollection("ordering-composite");
    const batch = db.batch();
    batch.set(collection.doc("a3"), { v: [1, 3] });
    batch.set(collection.doc("a2"), { v: [1, 2, 9] });
    batch.set(collection.doc("a1"), { v: [1] });
    batch.set(collection.doc("m2"), { v: { a: 1, c: 0 } });
    batch.set(collection.doc("m1"), { v: { a: 1, b: 5 } });
    batch.set(collection.doc("m3"), { v: { b: 0 } });
    await batch.commit();
    expect(await idsOf(collection.orderBy("v"))).toEqual(["a1", "a2", "a3", "m1", "m2", "m3"]);
  });
});

describe("pagination", () => {
  const page = freshCollection("pages");
  const ids = ["p0", "p1", "p2", "p3", "p4", "p5"];
  beforeAll(async () => {
    const batch = db.batch();
    // Ranks tie in pairs, so cursors on a document break ties by its name.
    ids.forEach((id, index) => batch.set(page.doc(id), { rank: Math.floor(index / 2), label: `L${5 - index}` }));
    await batch.commit();
  });

  it("applies startAt, startAfter, endAt and endBefore on field values", async () => {
    const byRank = page.orderBy("rank");
    expect(await idsOf(byRank.startAt(1))).toEqual(["p2", "p3", "p4", "p5"]);
    expect(await idsOf(byRank.startAfter(1))).toEqual(["p4", "p5"]);
    expect(await idsOf(byRank.endAt(1))).toEqual(["p0", "p1", "p2", "p3"]);
    expect(await idsOf(byRank.endBefore(1))).toEqual(["p0", "p1"]);
    expect(await idsOf(page.orderBy("rank", "desc").startAfter(2).endAt(1))).toEqual(["p3", "p2"]);
  });

  it("continues after a document snapshot, breaking ties by document name", async () => {
    const byRank = page.orderBy("rank");
    const first = await byRank.limit(3).get();
    const next = await byRank.startAfter(first.docs[2]!).limit(3).get();
    expect(next.docs.map((doc) => doc.id)).toEqual(["p3", "p4", "p5"]);
  });

  it("pages by document id, explicitly and by the implicit name order", async () => {
    expect(await idsOf(page.orderBy(FieldPath.documentId()).startAfter("p3"))).toEqual(["p4", "p5"]);
    expect(await idsOf(page.orderBy(FieldPath.documentId()).endBefore("p2"))).toEqual(["p0", "p1"]);
    const snapshot = await page.doc("p1").get();
    expect(await idsOf(page.startAfter(snapshot).limit(2))).toEqual(["p2", "p3"]);
    expect(await idsOf(page.where(FieldPath.documentId(), ">=", page.doc("p4")))).toEqual(["p4", "p5"]);
  });

  it("skips results with offset", async () => {
    expect(await idsOf(page.orderBy("label").offset(2).limit(2))).toEqual(["p3", "p2"]);
    expect(await idsOf(page.offset(5))).toEqual(["p5"]);
  });

  it("returns the last results with limitToLast", async () => {
    expect(await idsOf(page.orderBy("rank").orderBy(FieldPath.documentId()).limitToLast(3))).toEqual(["p3", "p4", "p5"]);
  });
});

describe("projections and collection groups", () => {
  it("returns only the selected fields, and only names for an empty select()", async () => {
    const collection = freshCollection("select");
    await collection.doc("d").set({ a: 1, b: 2, nested: { x: 1, y: 2 } });
    const [picked] = (await collection.select("a", "nested.y").get()).docs;
    expect(picked!.data()).toEqual({ a: 1, nested: { y: 2 } });
    const [bare] = (await collection.select().get()).docs;
    expect(bare!.id).toBe("d");
    expect(bare!.data()).toEqual({});
  });

  it("queries every collection with the same id with collectionGroup()", async () => {
    const groupId = freshCollection("group").id;
    const parents = freshCollection("group-parents");
    await db.doc(`${parents.id}/one/${groupId}/x`).set({ n: 1 });
    await db.doc(`${parents.id}/two/${groupId}/y`).set({ n: 2 });
    await db.doc(`${groupId}/z`).set({ n: 3 });
    await db.doc(`${parents.id}/two/other-${groupId}/w`).set({ n: 4 });
    const found = await db.collectionGroup(groupId).get();
    expect(found.docs.map((doc) => doc.ref.path).sort()).toEqual([`${groupId}/z`, `${parents.id}/one/${groupId}/x`, `${parents.id}/two/${groupId}/y`].sort());
  });

  it("walks a collection group in path order from a document cursor, each projected result carrying its update time", async () => {
    // As a one-off backfill does: only the field it needs, page by page, resuming after the last path seen.
    const groupId = freshCollection("walk").id;
    const parents = freshCollection("walk-parents");
    const paths = [`${parents.id}/a/${groupId}/2`, `${parents.id}/b/${groupId}/1`, `${parents.id}/a/${groupId}/1`];
    const written = await Promise.all(paths.map((path, index) => db.doc(path).set({ stamp: index === 0 ? 1 : null, rest: "not read" })));
    const walk = db.collectionGroup(groupId).select("stamp").orderBy(FieldPath.documentId());
    const first = (await walk.limit(2).get()).docs;
    expect(first.map((doc) => doc.ref.path)).toEqual([`${parents.id}/a/${groupId}/1`, `${parents.id}/a/${groupId}/2`]);
    expect(first.map((doc) => doc.data())).toEqual([{ stamp: null }, { stamp: 1 }]);
    expect(first[0]!.updateTime.isEqual(written[2]!.writeTime)).toBe(true);
    const rest = (await walk.startAfter(db.doc(first.at(-1)!.ref.path)).get()).docs;
    expect(rest.map((doc) => doc.ref.path)).toEqual([`${parents.id}/b/${groupId}/1`]);
    // The update time read through the projection is a valid precondition, until the document is written again.
    await rest[0]!.ref.update({ stamp: 2 }, { lastUpdateTime: rest[0]!.updateTime });
    expect(await failureCode(rest[0]!.ref.update({ stamp: 3 }, { lastUpdateTime: rest[0]!.updateTime }))).toBe(Code.FAILED_PRECONDITION);
    expect((await db.doc(rest[0]!.ref.path).get()).data()).toEqual({ stamp: 2, rest: "not read" });
  });
});
