import { describe, expect, it } from "vitest";
import { documentEventData, matchesPattern } from "../../scripts/local/triggerRelay";

describe("trigger relay", () => {
  it("matches Firestore trigger path patterns", () => {
    expect(matchesPattern("waitlist/{entryId}", "waitlist/abc")).toBe(true);
    expect(matchesPattern("waitlist/{entryId}", "mail/abc")).toBe(false);
    expect(matchesPattern("waitlist/{entryId}", "waitlist/abc/notes/1")).toBe(false);
    expect(matchesPattern("users/{uid}/notes/{noteId}", "users/u1/notes/n1")).toBe(true);
    expect(matchesPattern("users/{path=**}", "users/u1/notes/n1")).toBe(true);
    expect(matchesPattern("users/{path=**}", "users")).toBe(false);
  });

  it("encodes DocumentEventData with the new value as field 1 and the old as field 2", () => {
    const value = new Uint8Array(200).fill(7);
    const encoded = documentEventData(value, new Uint8Array([1, 2]));
    // tag 0x0a (field 1, bytes), varint 200 = 0xc8 0x01, then the bytes; then tag 0x12 (field 2).
    expect([...encoded.subarray(0, 3)]).toEqual([0x0a, 0xc8, 0x01]);
    expect([...encoded.subarray(203)]).toEqual([0x12, 0x02, 1, 2]);
    expect(documentEventData(undefined, new Uint8Array([9]))).toEqual(Buffer.from([0x12, 0x01, 9]));
  });
});
