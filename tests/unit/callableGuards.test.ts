import { describe, expect, it, vi } from "vitest";
import { exceedsDepth } from "@machines/shared/payload";
import { appCheckEnforced } from "../../functions/src/lib/appCheck";
import { clientIp, isLoopback } from "../../functions/src/lib/clientIp";

vi.mock("firebase-functions/v2/https", async (original) => ({
  ...(await original<typeof import("firebase-functions/v2/https")>()),
  onCall: (options: unknown) => ({ options }),
}));

describe("App Check", () => {
  it("is enforced everywhere but the local emulators", () => {
    expect(appCheckEnforced({})).toBe(true);
    expect(appCheckEnforced({ FUNCTIONS_EMULATOR: "false" })).toBe(true);
    expect(appCheckEnforced({ FUNCTIONS_EMULATOR: "true" })).toBe(false);
  });

  it("is what every callable is deployed with (production configuration: no emulator marker)", async () => {
    expect(process.env.FUNCTIONS_EMULATOR).toBeUndefined();
    const { defineCallable } = await import("../../functions/src/lib/callable");
    const callable = defineCallable("getCoachAccount", { rateLimit: { limit: 1, windowSeconds: 1 }, handle: async () => null }) as unknown as { options: { enforceAppCheck: boolean } };
    expect(callable.options.enforceAppCheck).toBe(true);
  });
});

describe("the caller's IP", () => {
  const request = (forwardedFor: string | string[] | undefined, remoteAddress = "10.0.0.9") => ({ headers: { "x-forwarded-for": forwardedFor }, socket: { remoteAddress } });

  it("is the rightmost X-Forwarded-For entry, the one Google's front end appended", () => {
    expect(clientIp(request("6.6.6.6, 203.0.113.7"))).toBe("203.0.113.7");
    expect(clientIp(request(["1.1.1.1", "6.6.6.6, 198.51.100.4"]))).toBe("198.51.100.4");
  });

  it("is the socket's address without the header, and loopback only locally", () => {
    expect(clientIp(request(undefined))).toBe("10.0.0.9");
    expect(isLoopback("127.0.0.1")).toBe(true);
    expect(isLoopback("::ffff:127.0.0.1")).toBe(true);
    expect(isLoopback("203.0.113.7")).toBe(false);
  });
});

describe("payload depth", () => {
  const nested = (depth: number): unknown => (depth === 0 ? "leaf" : [nested(depth - 1)]);

  it("allows what forms send and refuses deep nesting without recursion", () => {
    expect(exceedsDepth({ progress: { context: { intake: { firstName: "Jordan" } } } })).toBe(false);
    expect(exceedsDepth(nested(16))).toBe(false);
    expect(exceedsDepth(nested(17))).toBe(true);
    let deep: unknown = "leaf";
    for (let level = 0; level < 100_000; level++) deep = { a: deep };
    expect(exceedsDepth(deep)).toBe(true);
  });
});
