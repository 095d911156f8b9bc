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
    // The keys stay, undefined: the router merges validated search over the raw query, so a missing key would let the raw value through.
    const refused = validateLoginSearch({ redirect: "//evil.example", link: "abc" });
    expect(refused).toEqual({ link: "abc", redirect: undefined });
    expect(Object.keys(refused).sort()).toEqual(["link", "redirect"]);
    expect({ ...{ redirect: "//evil.example" }, ...refused }.redirect).toBeUndefined();
    expect(validateLoginSearch({ redirect: "/dashboard/inbox" })).toEqual({ link: undefined, redirect: "/dashboard/inbox" });
  });
});
