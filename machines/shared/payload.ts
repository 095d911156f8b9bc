/** How deeply nested a callable's payload may be; forms need 4 or 5 levels, saved progress a few more. */
export const MAX_PAYLOAD_DEPTH = 16;

/**
 * Whether `value` nests objects or arrays deeper than `maxDepth`, measured without recursion so a
 * hostile payload cannot exhaust the stack of whoever checks it.
 */
export function exceedsDepth(value: unknown, maxDepth: number = MAX_PAYLOAD_DEPTH): boolean {
  const pending: Array<{ value: unknown; depth: number }> = [{ value, depth: 0 }];
  while (pending.length > 0) {
    const { value: current, depth } = pending.pop()!;
    if (current === null || typeof current !== "object") continue;
    if (depth >= maxDepth) return true;
    for (const child of Object.values(current)) pending.push({ value: child, depth: depth + 1 });
  }
  return false;
}
