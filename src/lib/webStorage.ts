/**
 * Web Storage that never throws: storage can be disabled (privacy mode) or full, and what the app
 * keeps there is always a convenience, so a failed read is "nothing kept" and a failed write is skipped.
 */
export type StorageArea = "localStorage" | "sessionStorage";

function storage(area: StorageArea): Storage | undefined {
  try {
    return window[area];
  } catch {
    return undefined;
  }
}

export function readText(area: StorageArea, key: string): string | undefined {
  try {
    return storage(area)?.getItem(key) ?? undefined;
  } catch {
    return undefined;
  }
}

export function writeText(area: StorageArea, key: string, value: string): void {
  try {
    storage(area)?.setItem(key, value);
  } catch {
    // Quota or privacy mode: nothing kept, nothing lost.
  }
}

export function removeItem(area: StorageArea, key: string): void {
  try {
    storage(area)?.removeItem(key);
  } catch {
    // Storage disabled: there is nothing to remove.
  }
}

/** A stored JSON value; undefined when absent or damaged. */
export function readJson<T>(area: StorageArea, key: string): T | undefined {
  const text = readText(area, key);
  if (text === undefined) return undefined;
  try {
    return JSON.parse(text) as T;
  } catch {
    return undefined;
  }
}

export function writeJson(area: StorageArea, key: string, value: unknown): void {
  writeText(area, key, JSON.stringify(value));
}
