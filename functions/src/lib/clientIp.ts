import type { IncomingHttpHeaders } from "node:http";

interface RequestLike {
  headers: IncomingHttpHeaders;
  socket?: { remoteAddress?: string | undefined };
}

/**
 * The caller's IP as the platform saw it. Google's front end appends the address it received the
 * request from to X-Forwarded-For, so only the rightmost entry is trustworthy: entries to its left
 * are whatever the client chose to send. Without the header (the local emulators), the socket's address.
 */
export function clientIp(request: RequestLike | undefined): string | null {
  if (!request) return null;
  const header = request.headers["x-forwarded-for"];
  const forwarded = (Array.isArray(header) ? header.join(",") : (header ?? ""))
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);
  return forwarded.at(-1) ?? request.socket?.remoteAddress ?? null;
}

/** Loopback (or no network peer at all, as in an in-process test): only ever the local stack. */
export function isLoopback(ip: string | null): boolean {
  return ip === null || ip === "::1" || ip.startsWith("127.") || ip.startsWith("::ffff:127.");
}
