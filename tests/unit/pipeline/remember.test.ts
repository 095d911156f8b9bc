import { describe, expect, it } from "vitest";
import { rememberLast, rememberPer, rememberUpTo } from "../../../functions/src/pipeline/remember";

describe("remembered answers", () => {
  it("keeps the answer for the last text only, each function in its own slot, and reads short texts each time", () => {
    const reads: string[] = [];
    const length = rememberLast((text: string) => (reads.push(text), text.length), 3);
    const upper = rememberLast((text: string) => (reads.push(`upper ${text}`), text.toUpperCase()));
    expect([length("email one"), upper("email one"), length("email one"), upper("email one")]).toEqual([9, "EMAIL ONE", 9, "EMAIL ONE"]);
    expect([length("ab"), length("ab")]).toEqual([2, 2]);
    expect(length("email one")).toBe(9);
    expect(length("email two")).toBe(9);
    expect(reads).toEqual(["email one", "upper email one", "ab", "ab", "email two"]);
  });
  it("works out an answer once per object, undefined answers included", () => {
    let reads = 0;
    const nothing = rememberPer((_key: object) => (reads++, undefined));
    const key = {};
    expect([nothing(key), nothing(key), nothing({})]).toEqual([undefined, undefined, undefined]);
    expect(reads).toBe(2);
  });
  it("keeps at most `limit` answers, forgetting them all when one more comes", () => {
    const reads: string[] = [];
    const echo = rememberUpTo(2, (key) => (reads.push(key), key));
    for (const key of ["a", "b", "a", "c", "a", "c"]) echo(key);
    expect(reads).toEqual(["a", "b", "c", "a"]);
  });
});
