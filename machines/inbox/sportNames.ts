// The sports' names alone, without zod: the athletes list's URL validation (src/features/athletes/listSearch.ts) ships with the entry chunk.

/** Sports the engine normalises positions for; the others keep positions (and events) as written, in lower case. */
export const CODED_SPORTS = ["volleyball", "softball"] as const;
export type CodedSport = (typeof CODED_SPORTS)[number];
/** Every sport an email can be recognised as being about. */
export const SPORTS = [
  ...CODED_SPORTS,
  "baseball",
  "basketball",
  "soccer",
  "lacrosse",
  "field hockey",
  "ice hockey",
  "water polo",
  "track and field",
  "cross country",
  "swimming",
  "diving",
  "tennis",
  "golf",
  "gymnastics",
  "rowing",
  "wrestling",
  "fencing",
  "rugby",
  "bowling",
  "acrobatics and tumbling",
  "equestrian",
] as const;
export type Sport = (typeof SPORTS)[number];
