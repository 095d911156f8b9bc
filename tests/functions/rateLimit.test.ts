import { describe, expect, it } from "vitest";
import { tryConsume, tryCooldown } from "../../functions/src/lib/rateLimit";

/** The two allowances against the local Firestore: a fixed window per clock window, a cooldown from the last request. */
describe("rate limits", () => {
  // A minute's edge an hour ahead, so no document is past its TTL while the test runs.
  const minuteEdge = new Date(Math.ceil(Date.now() / 60_000) * 60_000 + 3_600_000);
  const justBefore = new Date(minuteEdge.getTime() - 300);
  const justAfter = new Date(minuteEdge.getTime() + 300);

  it("a cooldown refuses a second request 0.6 s after the first though a minute's edge falls between, where a fixed window lets it through", async () => {
    const client = `coach-${Date.now()}-${Math.random().toString(36).slice(2)}`;
    const fixedWindow = { bucket: "testFixedWindow", limit: 1, windowSeconds: 60 };
    expect(await tryConsume(fixedWindow, client, justBefore)).toBe(true);
    expect(await tryConsume(fixedWindow, client, justAfter)).toBe(true);

    expect(await tryCooldown("testCooldown", client, 60, justBefore)).toBe(true);
    expect(await tryCooldown("testCooldown", client, 60, justAfter)).toBe(false);
    expect(await tryCooldown("testCooldown", client, 60, new Date(justBefore.getTime() + 59_000))).toBe(false);
    expect(await tryCooldown("testCooldown", client, 60, new Date(justBefore.getTime() + 60_000))).toBe(true);
    // Another client has its own cooldown.
    expect(await tryCooldown("testCooldown", `${client}-other`, 60, justAfter)).toBe(true);
  });
});
