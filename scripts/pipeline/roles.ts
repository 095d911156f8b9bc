import type { SenderRole } from "../../machines/inbox/senderRole";

/** Spellings a labeller may use for each role. */
const SYNONYMS: Readonly<Record<string, SenderRole>> = {
  athlete: "athlete", player: "athlete", recruit: "athlete", student: "athlete",
  parent: "parent", mother: "parent", father: "parent", guardian: "parent",
  club_coach: "club_coach", club_director: "club_coach", club: "club_coach",
  high_school_coach: "high_school_coach", hs_coach: "high_school_coach", school_coach: "high_school_coach",
  recruiting_service: "recruiting_service", service: "recruiting_service", recruiting: "recruiting_service",
  other: "other",
};

export function compareRole(gold: string, predicted: SenderRole): boolean {
  const key = gold.trim().toLowerCase().replace(/[\s/-]+/g, "_");
  return (SYNONYMS[key] ?? key) === predicted;
}
