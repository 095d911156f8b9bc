import { describe, expect, it } from "vitest";
import { keyOf } from "../../functions/src/lib/keys";
import { taskIdFor } from "../../functions/src/lib/taskQueue";
import { onWaitlistEntryCreated } from "../../functions/src/waitlist/onWaitlistEntryCreated";

describe("ids derived from addresses", () => {
  it("never share an id between addresses that read alike, and never contain a path separator", () => {
    expect(taskIdFor("mail", "a.b@x.edu")).not.toBe(taskIdFor("mail", "a_b@x.edu"));
    expect(keyOf("a.b@x.edu")).not.toBe(keyOf("a_b@x.edu"));
    expect(keyOf("a/b@x.edu")).toMatch(/^[0-9a-f]{64}$/);
    expect(keyOf("a", "b|c")).not.toBe(keyOf("a|b", "c"));
  });

  it("makes task ids Cloud Tasks accepts", () => {
    expect(taskIdFor("mail", "confirm-email-ü/é@x.edu", "x".repeat(600))).toMatch(/^[A-Za-z0-9_-]{1,500}$/);
  });
});

describe("triggers", () => {
  it("retry the waitlist trigger on failure (its effects are keyed by the entry)", () => {
    const endpoint = (onWaitlistEntryCreated as unknown as { __endpoint: { eventTrigger: { retry: boolean } } }).__endpoint;
    expect(endpoint.eventTrigger.retry).toBe(true);
  });
});
