import { describe, expect, it } from "vitest";
import { WAITLIST_SPORTS } from "@machines/sports";
import { validateCoachConnectSearch } from "@/features/referrals/coachConnectSearch";
import { REFEREE_SPORT_GROUPS } from "@/features/referrals/refereeSports";

describe("referral form options", () => {
  it("offers every waitlist sport once, the beta's sports first", () => {
    const [beta, others] = REFEREE_SPORT_GROUPS;
    expect(beta.sports).toEqual(["Softball", "Volleyball – Men", "Volleyball – Women"]);
    expect(others.sports).toContain("Beach Volleyball");
    expect(others.sports.at(-1)).toBe("Other");
    expect([...beta.sports, ...others.sports].sort()).toEqual([...WAITLIST_SPORTS].sort());
  });

  it("reads /coach-connect's email search param as a trimmed string, ignoring anything else", () => {
    expect(validateCoachConnectSearch({ email: " jreyes@state.edu " })).toEqual({ email: "jreyes@state.edu" });
    expect(validateCoachConnectSearch({ email: "" })).toEqual({});
    expect(validateCoachConnectSearch({ email: 42, ref: "X" })).toEqual({});
    expect(validateCoachConnectSearch({ email: `${"a".repeat(300)}@state.edu` }).email).toHaveLength(254);
  });
});
