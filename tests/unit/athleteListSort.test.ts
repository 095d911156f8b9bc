import { describe, expect, it } from "vitest";
import { listRequestOf, sortOf, validateAthletesSearch } from "../../src/features/athletes/listSearch";

describe("the Athletes list's sort order", () => {
  it("sorts GPA, height, rating and last contact highest first when the coach picks them, names and places A to Z", () => {
    expect(sortOf({ sort: "gpa" })).toEqual({ by: "gpa", direction: "desc" });
    expect(sortOf({ sort: "height" })).toEqual({ by: "height", direction: "desc" });
    expect(sortOf({ sort: "rating" })).toEqual({ by: "rating", direction: "desc" });
    expect(sortOf({ sort: "lastContact" })).toEqual({ by: "lastContact", direction: "desc" });
    expect(sortOf({ sort: "name" })).toEqual({ by: "name", direction: "asc" });
    expect(sortOf({ sort: "club" })).toEqual({ by: "club", direction: "asc" });
    expect(sortOf({})).toEqual({ by: "relevance", direction: "desc" });
  });

  it("keeps the order the coach chose from the URL", () => {
    expect(listRequestOf(validateAthletesSearch({ sort: "gpa", dir: "asc" })).sort).toEqual({ by: "gpa", direction: "asc" });
    expect(listRequestOf(validateAthletesSearch({ sort: "gpa" })).sort).toEqual({ by: "gpa", direction: "desc" });
  });
});
