import type { Fields, Value } from "./protocol.ts";

/** The name Firestore gives the document-name pseudo field in orders, filters and cursors. */
export const DOCUMENT_NAME_FIELD = "__name__";

/**
 * Splits a field path as the client sends it: segments joined by dots, a segment that is not a plain
 * identifier quoted in backticks (`` `a.b`.c ``), with `\` escaping inside the quotes.
 */
export function parseFieldPath(path: string): string[] {
  const segments: string[] = [];
  let current = "";
  let quoted = false;
  for (let index = 0; index < path.length; index++) {
    const char = path[index]!;
    if (quoted && char === "\\") {
      current += path[++index] ?? "";
    } else if (char === "`") {
      quoted = !quoted;
    } else if (char === "." && !quoted) {
      segments.push(current);
      current = "";
    } else {
      current += char;
    }
  }
  segments.push(current);
  if (quoted || segments.some((segment) => segment === "")) throw new Error(`Invalid field path: ${path}`);
  return segments;
}

/** The value at a path, or undefined where the document has none. */
export function getField(fields: Fields, path: readonly string[]): Value | undefined {
  let current: Value | undefined = { mapValue: { fields } };
  for (const segment of path) {
    current = current?.mapValue?.fields?.[segment];
    if (current === undefined) return undefined;
  }
  return current;
}

/** A copy of `fields` with the value at `path` set, creating (or replacing non-map) parents as maps. */
export function setField(fields: Fields, path: readonly string[], value: Value): Fields {
  const [head, ...rest] = path;
  if (head === undefined) throw new Error("An empty field path cannot be set.");
  if (rest.length === 0) return { ...fields, [head]: value };
  const child = fields[head]?.mapValue ? (fields[head].mapValue.fields ?? {}) : {};
  return { ...fields, [head]: { mapValue: { fields: setField(child, rest, value) } } };
}

/** A copy of `fields` without the value at `path` (unchanged where there is none). */
export function deleteField(fields: Fields, path: readonly string[]): Fields {
  const [head, ...rest] = path;
  if (head === undefined || !(head in fields)) return fields;
  if (rest.length === 0) {
    const { [head]: _removed, ...others } = fields;
    return others;
  }
  const child = fields[head]!.mapValue;
  if (!child) return fields;
  return { ...fields, [head]: { mapValue: { fields: deleteField(child.fields ?? {}, rest) } } };
}

/** Only the listed paths of `fields` (a projection or a field mask). */
export function pickFields(fields: Fields, paths: readonly (readonly string[])[]): Fields {
  let picked: Fields = {};
  for (const path of paths) {
    const value = getField(fields, path);
    if (value !== undefined) picked = setField(picked, path, value);
  }
  return picked;
}
