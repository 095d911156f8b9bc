import type { Value } from "./protocol.ts";

/**
 * Firestore's total order over values of every type, as its documentation states it: null < booleans
 * < numbers (NaN first; integers and doubles compared numerically) < timestamps < strings (UTF-8 byte
 * order) < bytes < references < geo points < arrays < maps.
 */
const TYPE_ORDER = {
  nullValue: 0,
  booleanValue: 1,
  integerValue: 2,
  doubleValue: 2,
  timestampValue: 3,
  stringValue: 4,
  bytesValue: 5,
  referenceValue: 6,
  geoPointValue: 7,
  arrayValue: 8,
  mapValue: 9,
} as const;

export type ValueKind = keyof typeof TYPE_ORDER;
const KINDS = Object.keys(TYPE_ORDER) as ValueKind[];

export function kindOf(value: Value): ValueKind {
  const kind = KINDS.find((candidate) => value[candidate] !== undefined && value[candidate] !== null);
  if (!kind) throw new Error(`A Firestore value without a type: ${JSON.stringify(value)}`);
  return kind;
}

export function typeOrder(value: Value): number {
  return TYPE_ORDER[kindOf(value)];
}

export function compareValues(a: Value, b: Value): number {
  const byType = typeOrder(a) - typeOrder(b);
  if (byType !== 0) return Math.sign(byType);
  switch (kindOf(a)) {
    case "nullValue":
      return 0;
    case "booleanValue":
      return Number(a.booleanValue) - Number(b.booleanValue);
    case "integerValue":
    case "doubleValue":
      return compareNumbers(a, b);
    case "timestampValue":
      return Math.sign(Number(a.timestampValue!.seconds ?? 0) - Number(b.timestampValue!.seconds ?? 0) || (a.timestampValue!.nanos ?? 0) - (b.timestampValue!.nanos ?? 0));
    case "stringValue":
      return compareUtf8(a.stringValue!, b.stringValue!);
    case "bytesValue":
      return Buffer.compare(Buffer.from(a.bytesValue!), Buffer.from(b.bytesValue!));
    case "referenceValue":
      return compareResourceNames(a.referenceValue!, b.referenceValue!);
    case "geoPointValue":
      return compareDoubles(a.geoPointValue!.latitude ?? 0, b.geoPointValue!.latitude ?? 0) || compareDoubles(a.geoPointValue!.longitude ?? 0, b.geoPointValue!.longitude ?? 0);
    case "arrayValue":
      return compareSequences(a.arrayValue!.values ?? [], b.arrayValue!.values ?? [], compareValues);
    case "mapValue":
      return compareMaps(a.mapValue!.fields ?? {}, b.mapValue!.fields ?? {});
  }
}

export function valuesEqual(a: Value, b: Value): boolean {
  return compareValues(a, b) === 0;
}

export function isNumber(value: Value): boolean {
  return value.integerValue !== undefined || value.doubleValue !== undefined;
}

export function isNaNValue(value: Value): boolean {
  return value.doubleValue !== undefined && Number.isNaN(value.doubleValue);
}

export function isNullValue(value: Value): boolean {
  return value.nullValue !== undefined && value.nullValue !== null;
}

function compareNumbers(a: Value, b: Value): number {
  if (a.integerValue != null && b.integerValue != null) {
    return compareBigInts(BigInt(a.integerValue!), BigInt(b.integerValue!));
  }
  const byDouble = compareDoubles(Number(a.integerValue ?? a.doubleValue), Number(b.integerValue ?? b.doubleValue));
  if (byDouble !== 0) return byDouble;
  // Equal as doubles: an integer beyond 2^53 may still differ from an integral double.
  const exact = (value: Value) => (value.integerValue != null ? BigInt(value.integerValue) : Number.isInteger(value.doubleValue) ? BigInt(value.doubleValue!) : undefined);
  const [x, y] = [exact(a), exact(b)];
  return x !== undefined && y !== undefined ? compareBigInts(x, y) : 0;
}

function compareBigInts(a: bigint, b: bigint): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** NaN sorts before every other number; -0 equals 0. */
function compareDoubles(a: number, b: number): number {
  if (Number.isNaN(a)) return Number.isNaN(b) ? 0 : -1;
  if (Number.isNaN(b)) return 1;
  return a < b ? -1 : a > b ? 1 : 0;
}

/** Code-point order is UTF-8 byte order (JavaScript's `<` compares UTF-16 code units instead). */
export function compareUtf8(a: string, b: string): number {
  if (a === b) return 0;
  const left = a[Symbol.iterator]();
  const right = b[Symbol.iterator]();
  for (;;) {
    const x = left.next();
    const y = right.next();
    if (x.done || y.done) return x.done && y.done ? 0 : x.done ? -1 : 1;
    if (x.value !== y.value) return x.value.codePointAt(0)! - y.value.codePointAt(0)! < 0 ? -1 : 1;
  }
}

/** Document names compare segment by segment. */
export function compareResourceNames(a: string, b: string): number {
  return compareSequences(a.split("/"), b.split("/"), compareUtf8);
}

function compareSequences<T>(a: readonly T[], b: readonly T[], compare: (x: T, y: T) => number): number {
  for (let index = 0; index < Math.min(a.length, b.length); index++) {
    const byElement = compare(a[index]!, b[index]!);
    if (byElement !== 0) return byElement;
  }
  return Math.sign(a.length - b.length);
}

function compareMaps(a: Record<string, Value>, b: Record<string, Value>): number {
  const entries = (fields: Record<string, Value>) => Object.entries(fields).sort(([x], [y]) => compareUtf8(x, y));
  return compareSequences(entries(a), entries(b), ([keyA, valueA], [keyB, valueB]) => compareUtf8(keyA, keyB) || compareValues(valueA, valueB));
}
