/** Sports offered in the waitlist form (spec §3). Variant labels use an en dash. */
const SPORTS_WITH_VARIANTS = [
  "Basketball",
  "Cross Country",
  "Golf",
  "Gymnastics",
  "Ice Hockey",
  "Lacrosse",
  "Soccer",
  "Swimming & Diving",
  "Tennis",
  "Track & Field (Indoor)",
  "Track & Field (Outdoor)",
  "Volleyball",
  "Water Polo",
  "Wrestling",
] as const;

const SPORTS_WITHOUT_VARIANTS = [
  "Baseball",
  "Beach Volleyball",
  "Bowling",
  "Equestrian",
  "Fencing",
  "Field Hockey",
  "Football",
  "Rifle",
  "Rowing",
  "Skiing",
  "Softball",
  "Squash",
] as const;

const WOMEN_ONLY_SPORTS = ["Triathlon"] as const;

export const OTHER_SPORT = "Other";

function variants(sport: string, genders: readonly string[]): string[] {
  return genders.map((gender) => `${sport} – ${gender}`);
}

// Sorted with a plain comparison, which gives the same order for these title-case ASCII names: the first localeCompare
// sets up ICU's collator (~5 ms on a desktop, several times that on a phone), and every page's bundle runs this module.
const alphabetical = [
  ...SPORTS_WITH_VARIANTS.map((sport) => ({ sport, labels: variants(sport, ["Men", "Women"]) })),
  ...SPORTS_WITHOUT_VARIANTS.map((sport) => ({ sport, labels: [sport] })),
  ...WOMEN_ONLY_SPORTS.map((sport) => ({ sport, labels: variants(sport, ["Women"]) })),
].sort((a, b) => (a.sport < b.sport ? -1 : a.sport > b.sport ? 1 : 0));

/** Every label a coach can pick, alphabetical, 'Other' last. */
export const WAITLIST_SPORTS: readonly string[] = [...alphabetical.flatMap((entry) => entry.labels), OTHER_SPORT];

/** Stored when the waitlist form leaves sport empty; the spec writes it with a plain hyphen. */
export const DEFAULT_WAITLIST_SPORT = "Volleyball - Women";

/** Sports accepted during the beta (onboarding screening). */
export const BETA_SPORTS = ["Volleyball", "Softball"] as const;
