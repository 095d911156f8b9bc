import { fold } from "../text";

/** US states (with DC) and Canadian provinces and territories: postal code → name. */
export const REGIONS: Readonly<Record<string, string>> = {
  AL: "Alabama", AK: "Alaska", AZ: "Arizona", AR: "Arkansas", CA: "California", CO: "Colorado", CT: "Connecticut",
  DE: "Delaware", DC: "District of Columbia", FL: "Florida", GA: "Georgia", HI: "Hawaii", ID: "Idaho", IL: "Illinois",
  IN: "Indiana", IA: "Iowa", KS: "Kansas", KY: "Kentucky", LA: "Louisiana", ME: "Maine", MD: "Maryland",
  MA: "Massachusetts", MI: "Michigan", MN: "Minnesota", MS: "Mississippi", MO: "Missouri", MT: "Montana",
  NE: "Nebraska", NV: "Nevada", NH: "New Hampshire", NJ: "New Jersey", NM: "New Mexico", NY: "New York",
  NC: "North Carolina", ND: "North Dakota", OH: "Ohio", OK: "Oklahoma", OR: "Oregon", PA: "Pennsylvania",
  RI: "Rhode Island", SC: "South Carolina", SD: "South Dakota", TN: "Tennessee", TX: "Texas", UT: "Utah",
  VT: "Vermont", VA: "Virginia", WA: "Washington", WV: "West Virginia", WI: "Wisconsin", WY: "Wyoming",
  PR: "Puerto Rico",
  AB: "Alberta", BC: "British Columbia", MB: "Manitoba", NB: "New Brunswick", NL: "Newfoundland and Labrador",
  NS: "Nova Scotia", NT: "Northwest Territories", NU: "Nunavut", ON: "Ontario", PE: "Prince Edward Island",
  QC: "Quebec", SK: "Saskatchewan", YT: "Yukon",
};

/** Other ways a region is written: abbreviations with dots, AP style, French names. */
const ALIASES: Readonly<Record<string, string>> = {
  "calif": "CA", "cal": "CA", "colo": "CO", "conn": "CT", "fla": "FL", "ill": "IL", "ind": "IN", "kan": "KS", "kans": "KS",
  "ky": "KY", "la": "LA", "mass": "MA", "mich": "MI", "minn": "MN", "miss": "MS", "mo": "MO", "mont": "MT", "neb": "NE",
  "nebr": "NE", "nev": "NV", "okla": "OK", "ore": "OR", "penn": "PA", "penna": "PA", "tenn": "TN", "tex": "TX",
  "wash": "WA", "wis": "WI", "wisc": "WI", "wyo": "WY", "ariz": "AZ", "ark": "AR", "del": "DE", "ga": "GA",
  "washington dc": "DC", "washington d c": "DC", "d c": "DC", "ala": "AL", "n mex": "NM", "n dak": "ND", "s dak": "SD", "w va": "WV",
  "hawai'i": "HI", "hawaiʻi": "HI", "hawai‘i": "HI", "hawai’i": "HI",
  // Canadian provinces as the press abbreviates them (not "Man." nor "Que.": everyday words after a town's comma), and
  // Newfoundland alone.
  "alta": "AB", "sask": "SK", "ont": "ON", "nfld": "NL", "newfoundland": "NL", "pei": "PE", "p e i": "PE",
  "quebec": "QC", "québec": "QC", "colombie britannique": "BC", "nouvelle ecosse": "NS", "nouveau brunswick": "NB",
  "terre neuve et labrador": "NL", "ile du prince edouard": "PE", "so cal": "CA", "socal": "CA", "norcal": "CA",
  // Spanish and Portuguese names of states.
  "flórida": "FL", "califórnia": "CA", "nueva york": "NY", "nova york": "NY", "nuevo méxico": "NM", "novo méxico": "NM",
  "carolina del norte": "NC", "carolina del sur": "SC", "carolina do norte": "NC", "carolina do sul": "SC", "pensilvania": "PA",
  "pensilvânia": "PA", "luisiana": "LA", "misuri": "MO", "misisipi": "MS", "hawái": "HI", "havaí": "HI", "texas": "TX",
  "nouvelle écosse": "NS", "île du prince édouard": "PE", "terre neuve": "NL",
};

const BY_NAME: ReadonlyMap<string, string> = new Map([
  ...Object.entries(REGIONS).map(([code, name]) => [name.toLowerCase(), code] as const),
  ...Object.entries(ALIASES),
]);

/** Longest region names first, so "West Virginia" wins over "Virginia". */
export const REGION_NAME_PATTERN = [...BY_NAME.keys()]
  .filter((name) => name.length > 3)
  .sort((a, b) => b.length - a.length)
  .map((name) => name.replace(/ /g, "[\\s.-]+"))
  .join("|");

/** The AP's two-letter abbreviations ("Bowling Green, Ky."); its others are three letters or longer. */
const AP_TWO_LETTER = ["ga", "ky", "la", "md", "mo", "pa", "va", "vt"];

/**
 * Short abbreviations, read only with their full stop ("Normal, Ill.", "Bend, Ore.", "Lake Charles, La."): bare, they
 * are words.
 */
export const REGION_ABBREVIATION_PATTERN = [...[...BY_NAME.keys()].filter((name) => /^[a-z]{3}$/u.test(name)), ...AP_TWO_LETTER].join("|");

/** The same names capitalised as written in an address ("Puerto Rico", "Texas"), for case-sensitive patterns. */
export const REGION_TITLE_PATTERN = REGION_NAME_PATTERN.replace(/(^|\||\[\\s\.-\]\+)(\p{Ll})/gu, (_all, lead: string, letter: string) => lead + letter.toUpperCase());

/** "TX", "Texas", "Tex.", "N.C." → the two-letter code; null when it is not a region. */
export function regionCode(written: string): string | null {
  const letters = written.trim().replace(/\./g, " ").replace(/\s+/g, " ").trim();
  const compact = letters.replace(/ /g, "");
  if (/^[A-Za-z]{2}$/.test(compact) && REGIONS[compact.toUpperCase()]) return compact.toUpperCase();
  return BY_NAME.get(letters.toLowerCase()) ?? null;
}

/**
 * Every country's name in the languages athletes write to US coaches in (from the runtime's own ICU data, so
 * no list of ours): "Croatia", "New Zealand", "México", "Deutschland". The US and Canada have states instead.
 */
const COUNTRY_NAMES: ReadonlySet<string> = (() => {
  const names = new Set<string>();
  const codes = Array.from({ length: 26 * 26 }, (_, index) => String.fromCharCode(65 + Math.floor(index / 26), 65 + (index % 26))).filter((code) => code !== "US" && code !== "CA");
  for (const language of ["en", "es", "fr", "de", "pt", "it"]) {
    const regions = new Intl.DisplayNames([language], { type: "region", fallback: "none" });
    for (const code of codes) {
      const name = regions.of(code);
      if (name) names.add(fold(name));
    }
  }
  // The United Kingdom's nations and short name are how its athletes write their home ("Bristol, England", "Leeds, West
  // Yorkshire, UK"); ICU lists the kingdom's full name only. A short name's full stops are dropped before the lookup.
  for (const nation of ["England", "Scotland", "Wales", "Northern Ireland", "UK", "U.K"]) names.add(fold(nation));
  return names;
})();

/** The country a place names at the start of `written` ("New Zealand" of "New Zealand and"), or null. */
export function countryAt(written: string): string | null {
  const words = written.split(" ");
  for (let count = words.length; count > 0; count--) {
    const name = words.slice(0, count).join(" ").replace(/\.+$/u, "");
    if (COUNTRY_NAMES.has(fold(name))) return name;
  }
  return null;
}
