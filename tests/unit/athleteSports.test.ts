import { describe, expect, it } from "vitest";
import { FIELD_SPECS } from "@/features/athletes/corrections";
import { validateAthletesSearch } from "@/features/athletes/listSearch";

describe("athletes of every sport the engine recognises", () => {
  it("can be filtered by their sport from the list's URL", () => {
    expect(validateAthletesSearch({ sport: "soccer" }).sport).toBe("soccer");
    expect(validateAthletesSearch({ sport: "track and field" }).sport).toBe("track and field");
    expect(validateAthletesSearch({ sport: "quidditch" }).sport).toBeUndefined();
  });

  it("can have their sport corrected to any of them, and nothing else", () => {
    expect(FIELD_SPECS.sport.parse("Track and Field")).toEqual({ value: "track and field" });
    expect(FIELD_SPECS.sport.parse("softball ")).toEqual({ value: "softball" });
    expect(FIELD_SPECS.sport.parse("quidditch")).toEqual({ error: expect.stringContaining("Enter one of: volleyball, softball") });
  });
});
