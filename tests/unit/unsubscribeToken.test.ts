import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { addressHash, unsubscribeToken, unsubscribeUrl, verifyUnsubscribeToken } from "../../functions/src/mail/unsubscribeToken";

const KEY = "test-signing-key";

describe("unsubscribe tokens", () => {
  it("verify to the address hash they were made for, whatever the address's case and spaces", () => {
    const token = unsubscribeToken("Coach.Smith@Example.edu", KEY);
    expect(verifyUnsubscribeToken(token, KEY)).toBe(addressHash("coach.smith@example.edu"));
    expect(addressHash("  COACH.SMITH@example.EDU ")).toBe(addressHash("coach.smith@example.edu"));
    expect(unsubscribeToken(" coach.smith@example.edu", KEY)).toBe(token);
  });

  it("never show the address", () => {
    const token = unsubscribeToken("coach.smith@example.edu", KEY);
    expect(token).not.toMatch(/coach|smith|example/i);
    expect(token).toMatch(/^v1\.[0-9a-f]{64}\.[\w-]{43}$/);
  });

  it("fail when signed with another key, tampered with, or malformed", () => {
    const token = unsubscribeToken("coach@example.edu", KEY);
    const [version, hash, signature] = token.split(".") as [string, string, string];
    const otherHash = addressHash("someone.else@example.edu");
    for (const bad of [
      unsubscribeToken("coach@example.edu", "another-key"),
      `${version}.${otherHash}.${signature}`,
      `${version}.${hash}.${signature.slice(0, -1)}`,
      `v2.${hash}.${signature}`,
      `${version}.${hash}`,
      "",
      undefined,
      ["array"],
      "x".repeat(500),
    ]) {
      expect(verifyUnsubscribeToken(bad, KEY)).toBeUndefined();
    }
  });

  it("accepts no string it did not sign", () => {
    fc.assert(fc.property(fc.string(), (token) => verifyUnsubscribeToken(token, KEY) === undefined));
  });

  it("is carried by a same-origin /unsubscribe link", () => {
    const url = new URL(unsubscribeUrl("https://inboxscout.app", "coach@example.edu", KEY));
    expect(url.origin + url.pathname).toBe("https://inboxscout.app/unsubscribe");
    expect(verifyUnsubscribeToken(url.searchParams.get("token"), KEY)).toBe(addressHash("coach@example.edu"));
  });
});
