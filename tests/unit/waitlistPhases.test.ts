import { describe, expect, it } from "vitest";
import { CURRENT_WAITLIST_PHASE_INDEX, WAITLIST_PHASES, currentPhaseLine } from "@machines/waitlist/phases";

describe("waitlist phases", () => {
  it("lists the six phases of the spec in order", () => {
    expect(WAITLIST_PHASES.map((phase) => [phase.name, phase.availability])).toEqual([
      ["Founders Circle", "Limited spots available"],
      ["Beta Evangelists", "8 spots left"],
      ["First Movers", "12 spots left"],
      ["Early Adopters", "15 spots left"],
      ["Official Launch", "Unlimited"],
      ["Post-Traction Growth", "Unlimited"],
    ]);
  });

  it("shows a phase line only when the phase index is above 0", () => {
    expect(CURRENT_WAITLIST_PHASE_INDEX).toBe(0);
    expect(currentPhaseLine(0)).toBeNull();
    expect(currentPhaseLine(2)).toBe("Current phase: First Movers — 12 spots left");
    expect(currentPhaseLine(99)).toBeNull();
  });
});
