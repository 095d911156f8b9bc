import { z } from "zod";
import { SPORTS } from "./sportNames";

export { CODED_SPORTS, SPORTS, type CodedSport, type Sport } from "./sportNames";
export const sportSchema = z.enum(SPORTS);

/** Normalised position codes per sport (volleyball: L/DS and RS/OPP are one position each). */
export const VOLLEYBALL_POSITIONS = ["OH", "MB", "S", "L/DS", "RS/OPP"] as const;
export const SOFTBALL_POSITIONS = ["P", "C", "1B", "2B", "SS", "3B", "OF", "UT"] as const;

export const POSITION_NAMES: Readonly<Record<string, string>> = {
  OH: "Outside Hitter",
  MB: "Middle Blocker",
  S: "Setter",
  "L/DS": "Libero / Defensive Specialist",
  "RS/OPP": "Right Side / Opposite",
  P: "Pitcher",
  C: "Catcher",
  "1B": "First Base",
  "2B": "Second Base",
  SS: "Shortstop",
  "3B": "Third Base",
  OF: "Outfield",
  UT: "Utility",
};

/** A position: a code above for volleyball and softball, the words as written for other sports. */
export const positionSchema = z.string().trim().min(1).max(40);
