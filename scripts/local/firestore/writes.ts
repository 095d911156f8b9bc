import { isDeepStrictEqual } from "node:util";
import { deleteField, getField, parseFieldPath, setField } from "./fieldPaths.ts";
import { compareTimes, FirestoreError, Status, timeFromProto, type FieldTransform, type Fields, type Precondition, type Time, type Value, type Write, type WriteResult } from "./protocol.ts";
import type { DocumentStore, StoredDocument } from "./store.ts";
import { compareValues, isNumber, valuesEqual } from "./values.ts";

/** The documents a commit leaves behind (undefined = deleted) and the result of each write. */
export interface PlannedCommit {
  states: Map<string, StoredDocument | undefined>;
  results: WriteResult[];
}

/**
 * Works out what a list of writes does without touching the store: each write sees the documents as
 * the writes before it left them, and the first failed precondition fails the whole commit, so a
 * failed commit applies nothing.
 */
export function planWrites(store: DocumentStore, writes: Write[], commitTime: Time): PlannedCommit {
  const states = new Map<string, StoredDocument | undefined>();
  const current = (name: string) => (states.has(name) ? states.get(name) : store.get(name));
  const results = writes.map((write): WriteResult => {
    const name = write.update?.name ?? write.delete ?? write.transform?.document;
    if (!name) throw new FirestoreError(Status.INVALID_ARGUMENT, "A write must update, delete or transform a document.");
    const before = current(name);
    checkPrecondition(name, before, write.currentDocument);
    if (write.delete) {
      states.set(name, undefined);
      return { updateTime: commitTime };
    }
    // An update mask, even an empty one (transforms only), limits the update to its paths.
    const mask = write.updateMask ? (write.updateMask.fieldPaths ?? []) : undefined;
    let fields = write.update ? updatedFields(before?.fields ?? {}, write.update.fields ?? {}, mask) : (before?.fields ?? {});
    const transformResults: Value[] = [];
    for (const transform of [...(write.updateTransforms ?? []), ...(write.transform?.fieldTransforms ?? [])]) {
      const path = parseFieldPath(transform.fieldPath ?? "");
      const { value, result } = applyTransform(transform, getField(fields, path), commitTime);
      fields = setField(fields, path, value);
      transformResults.push(result);
    }
    // A write that leaves the document as it was keeps its update time (and wakes no trigger).
    const unchanged = before !== undefined && isDeepStrictEqual(before.fields, fields);
    const after: StoredDocument = unchanged ? before : { name, fields, createTime: before?.createTime ?? commitTime, updateTime: commitTime };
    states.set(name, after);
    return { updateTime: after.updateTime, transformResults };
  });
  return { states, results };
}

function checkPrecondition(name: string, document: StoredDocument | undefined, precondition: Precondition | null | undefined): void {
  if (!precondition) return;
  if (precondition.exists === true && !document) throw new FirestoreError(Status.NOT_FOUND, `No document to update: ${name}`);
  if (precondition.exists === false && document) throw new FirestoreError(Status.ALREADY_EXISTS, `Document already exists: ${name}`);
  if (precondition.updateTime && (!document || compareTimes(document.updateTime, timeFromProto(precondition.updateTime)) !== 0)) {
    throw new FirestoreError(Status.FAILED_PRECONDITION, `The document's update time does not match the precondition: ${name}`);
  }
}

/** Without a mask the new fields replace the document; with one, only the masked paths change. */
function updatedFields(existing: Fields, update: Fields, mask: string[] | undefined): Fields {
  if (!mask) return update;
  let fields = existing;
  for (const fieldPath of mask) {
    const path = parseFieldPath(fieldPath);
    const value = getField(update, path);
    fields = value === undefined ? deleteField(fields, path) : setField(fields, path, value);
  }
  return fields;
}

const INT64_MAX = 2n ** 63n - 1n;
const INT64_MIN = -(2n ** 63n);
const NULL_RESULT: Value = { nullValue: "NULL_VALUE" };

function applyTransform(transform: FieldTransform, current: Value | undefined, commitTime: Time): { value: Value; result: Value } {
  const same = (value: Value) => ({ value, result: value });
  if (transform.setToServerValue === "REQUEST_TIME") return same({ timestampValue: commitTime });
  if (transform.increment) return same(current && isNumber(current) ? add(current, transform.increment) : transform.increment);
  if (transform.maximum) return same(extreme(current, transform.maximum, 1));
  if (transform.minimum) return same(extreme(current, transform.minimum, -1));
  const existing = current?.arrayValue?.values ?? [];
  if (transform.appendMissingElements) {
    const values = [...existing];
    for (const value of transform.appendMissingElements.values ?? []) if (!values.some((present) => valuesEqual(present, value))) values.push(value);
    return { value: { arrayValue: { values } }, result: NULL_RESULT };
  }
  if (transform.removeAllFromArray) {
    const removed = transform.removeAllFromArray.values ?? [];
    return { value: { arrayValue: { values: existing.filter((value) => !removed.some((gone) => valuesEqual(gone, value))) } }, result: NULL_RESULT };
  }
  throw new FirestoreError(Status.INVALID_ARGUMENT, `Unsupported field transform on ${transform.fieldPath}.`);
}

/** Integer + integer stays an integer, clamped to 64 bits as Firestore does; otherwise a double. */
function add(a: Value, b: Value): Value {
  if (a.integerValue != null && b.integerValue != null) {
    const sum = BigInt(a.integerValue) + BigInt(b.integerValue);
    return { integerValue: String(sum > INT64_MAX ? INT64_MAX : sum < INT64_MIN ? INT64_MIN : sum) };
  }
  return { doubleValue: Number(a.integerValue ?? a.doubleValue) + Number(b.integerValue ?? b.doubleValue) };
}

/** maximum (sign 1) / minimum (sign -1): equivalent operands (3 and 3.0) leave the field as it is. */
function extreme(current: Value | undefined, operand: Value, sign: 1 | -1): Value {
  if (!current || !isNumber(current)) return operand;
  return compareValues(operand, current) * sign > 0 ? operand : current;
}
