import { valueAt } from "./query.ts";
import type { Aggregation, Value } from "./protocol.ts";
import type { StoredDocument } from "./store.ts";

const INT64_MAX = 2n ** 63n - 1n;
const INT64_MIN = -(2n ** 63n);

/**
 * count/sum/avg over the documents a query returned, as Firestore defines them: sum and avg take
 * numbers only; a sum of integers that fits 64 bits stays an integer; avg of nothing is null.
 */
export function aggregate(documents: StoredDocument[], aggregations: Aggregation[]): Record<string, Value> {
  return Object.fromEntries(aggregations.map((aggregation, index) => [aggregation.alias || `field_${index + 1}`, aggregateOne(documents, aggregation)]));
}

function aggregateOne(documents: StoredDocument[], aggregation: Aggregation): Value {
  if (aggregation.count) {
    const upTo = aggregation.count.upTo?.value;
    return { integerValue: String(upTo === undefined || upTo === null ? documents.length : Math.min(documents.length, Number(upTo))) };
  }
  const field = (aggregation.sum ?? aggregation.avg)?.field?.fieldPath;
  if (!field) throw new Error("An aggregation must be count, sum or avg of a field.");
  const numbers = documents.map((document) => valueAt(document, field)).filter((value): value is Value => value?.integerValue != null || value?.doubleValue != null);
  if (aggregation.avg) {
    if (numbers.length === 0) return { nullValue: "NULL_VALUE" };
    return { doubleValue: numbers.reduce((total, value) => total + Number(value.integerValue ?? value.doubleValue), 0) / numbers.length };
  }
  if (numbers.every((value) => value.integerValue != null)) {
    const total = numbers.reduce((sum, value) => sum + BigInt(value.integerValue!), 0n);
    if (total <= INT64_MAX && total >= INT64_MIN) return { integerValue: String(total) };
  }
  return { doubleValue: numbers.reduce((total, value) => total + Number(value.integerValue ?? value.doubleValue), 0) };
}
