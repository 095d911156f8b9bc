// Apart from the athlete contracts (zod): the athletes list's search validation ships with the entry chunk.

export const SORT_KEYS = ["relevance", "name", "gradYear", "height", "state", "club", "gpa", "rating", "lastContact"] as const;
export type SortKey = (typeof SORT_KEYS)[number];
export const SORT_LABELS: Record<SortKey, string> = {
  relevance: "Best match",
  name: "Name",
  gradYear: "Class",
  height: "Height",
  state: "State",
  club: "Club",
  gpa: "GPA",
  rating: "Rating",
  lastContact: "Last contact",
};
/** The order a column sorts in when the coach picks it: measures and recency highest first, words A to Z. */
export const DEFAULT_SORT_DIRECTIONS: Record<SortKey, "asc" | "desc"> = {
  relevance: "desc",
  name: "asc",
  gradYear: "asc",
  height: "desc",
  state: "asc",
  club: "asc",
  gpa: "desc",
  rating: "desc",
  lastContact: "desc",
};
