import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { Value } from "../../scripts/local/firestore/protocol";
import { compareUtf8, compareValues } from "../../scripts/local/firestore/values";

const int = (n: number | bigint): Value => ({ integerValue: String(n) });
const double = (n: number): Value => ({ doubleValue: n });

describe("local Firestore value order", () => {
  it("orders types as Firestore documents them", () => {
    const ascending: Value[] = [
      { nullValue: "NULL_VALUE" },
      { booleanValue: false },
      { booleanValue: true },
      double(Number.NaN),
      double(Number.NEGATIVE_INFINITY),
      int(-5),
      double(0.5),
      int(1),
      { timestampValue: { seconds: 0, nanos: 1 } },
      { timestampValue: { seconds: 1, nanos: 0 } },
      { stringValue: "" },
      { stringValue: "a" },
      { bytesValue: Buffer.from([0]) },
      { referenceValue: "projects/p/databases/(default)/documents/a/b" },
      { geoPointValue: { latitude: -10, longitude: 50 } },
      { geoPointValue: { latitude: 0, longitude: 0 } },
      { arrayValue: { values: [] } },
      { arrayValue: { values: [int(1)] } },
      { mapValue: { fields: {} } },
      { mapValue: { fields: { a: int(1) } } },
    ];
    const shuffled = [...ascending].reverse();
    expect(shuffled.sort(compareValues)).toEqual(ascending);
  });

  it("compares integers and doubles numerically, exactly beyond 2^53", () => {
    expect(compareValues(int(1), double(1))).toBe(0);
    expect(compareValues(double(-0), int(0))).toBe(0);
    expect(compareValues(int(2), double(1.5))).toBe(1);
    expect(compareValues(int(2n ** 53n + 1n), double(2 ** 53))).toBe(1);
    expect(compareValues(int(2n ** 62n), int(2n ** 62n + 1n))).toBe(-1);
    expect(compareValues(double(Number.NaN), double(Number.NaN))).toBe(0);
  });

  it("compares document references segment by segment", () => {
    const ref = (path: string): Value => ({ referenceValue: `projects/p/databases/(default)/documents/${path}` });
    expect(compareValues(ref("a/b"), ref("a/b/c/d"))).toBe(-1);
    expect(compareValues(ref("a/z"), ref("a-b/c"))).toBe(-1);
  });

  it("compares strings in UTF-8 byte order", () => {
    fc.assert(
      fc.property(fc.string({ unit: "grapheme" }), fc.string({ unit: "grapheme" }), (a, b) => {
        expect(Math.sign(compareUtf8(a, b))).toBe(Math.sign(Buffer.compare(Buffer.from(a, "utf8"), Buffer.from(b, "utf8"))));
      }),
    );
    // UTF-16 order would put the astral character first.
    expect(compareUtf8("\u{1D11E}", "\uFB00")).toBe(1);
  });

  it("is a total order: antisymmetric and consistent with sorting", () => {
    const value: fc.Arbitrary<Value> = fc.oneof(
      fc.constant<Value>({ nullValue: "NULL_VALUE" }),
      fc.boolean().map((booleanValue): Value => ({ booleanValue })),
      fc.bigInt({ min: -(2n ** 63n), max: 2n ** 63n - 1n }).map(int),
      fc.double().map(double),
      fc.string().map((stringValue): Value => ({ stringValue })),
    );
    fc.assert(
      fc.property(value, value, value, (a, b, c) => {
        expect(Math.sign(compareValues(a, b)) + Math.sign(compareValues(b, a))).toBe(0);
        if (compareValues(a, b) <= 0 && compareValues(b, c) <= 0) expect(compareValues(a, c)).toBeLessThanOrEqual(0);
      }),
    );
  });
});
