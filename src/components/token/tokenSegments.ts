/**
 * Where a long token (an email address, a host name, a link) may wrap: only after an '@', a dot or a path's
 * '/', so a line never ends mid-word ("jamie.rivera@scout.inboxscout.app" → "jamie.", "rivera@", "scout.",
 * "inboxscout.", "app"). A link's "//" stays whole.
 */
export function tokenSegments(token: string): string[] {
  return token.split(/(?<=[@.])|(?<=[^/:]\/)(?!\/)/).filter(Boolean);
}
