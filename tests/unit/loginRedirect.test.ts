import { describe, expect, it } from "vitest";
import { sameOriginPath, validateLoginSearch } from "@/features/auth/loginSearch";

describe("/login?redirect= (open-redirect guard)", () => {
  it.each(["/dashboard/athletes", "/dashboard/athletes?q=maya&page=2", "/billing#plans", "/dashboard/settings"])("keeps the same-origin path %s", (path) => {
    expect(sameOriginPath(path)).toBe(path);
  });

  it.each([
    "https://evil.example/dashboard",
    "//evil.example/dashboard",
    "/\\evil.example",
    "javascript:alert(1)",
    "dashboard",
    "",
    " /dashboard",
    "/" + "a".repeat(2000),
    42,
    null,
  ])("refuses %s", (value) => {
    expect(sameOriginPath(value)).toBeUndefined();
  });

  it("normalises dot segments without leaving the site", () => {
    expect(sameOriginPath("/dashboard/../billing")).toBe("/billing");
    expect(sameOriginPath("/..//evil.example")).toBeUndefined();
  });

  it("drops a refused redirect from the search params and keeps the link token", () => {
    expect(validateLoginSearch({ redirect: "//evil.example", link: "abc" })).toEqual({ link: "abc" });
    expect(validateLoginSearch({ redirect: "/dashboard/inbox" })).toEqual({ redirect: "/dashboard/inbox" });
  });
});
