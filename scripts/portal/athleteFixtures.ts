import { emptyExtractedAthlete, type ExtractedAthlete } from "@machines/inbox/extractedAthlete";
import { SOFTBALL_POSITIONS, VOLLEYBALL_POSITIONS } from "@machines/inbox/positions";

/**
 * Realistic athletes for benchmarks and tests: what the engine would have extracted from a coach's
 * recruiting inbox (names, clubs, high schools, cities across states, positions per sport, heights,
 * classes, GPAs, contact and film), generated from a seed so runs are repeatable.
 */

const FIRST = ["Maya", "Ava", "Olivia", "Emma", "Sophia", "Isabella", "Mia", "Charlotte", "Amelia", "Harper", "Evelyn", "Abigail", "Emily", "Ella", "Elizabeth", "Camila", "Luna", "Sofia", "Avery", "Mila", "Aria", "Scarlett", "Penelope", "Layla", "Chloe", "Victoria", "Madison", "Eleanor", "Grace", "Nora", "Riley", "Zoey", "Hannah", "Hazel", "Lily", "Ellie", "Violet", "Lillian", "Zoë", "Stella", "Aurora", "Natalie", "Emilia", "Everly", "Leah", "Aubrey", "Willow", "Addison", "Lucy", "Audrey", "Brooklyn", "Kennedy", "Savannah", "Ximena", "Anaïs", "Kate", "Katherine", "Jordan", "Taylor", "Morgan"];
const LAST = ["Thompson", "Johnson", "Williams", "Brown", "Jones", "Garcia", "Miller", "Davis", "Rodriguez", "Martinez", "Hernandez", "Lopez", "Gonzalez", "Wilson", "Anderson", "Thomas", "Taylor", "Moore", "Jackson", "Martin", "Lee", "Perez", "White", "Harris", "Sanchez", "Clark", "Ramirez", "Lewis", "Robinson", "Walker", "Young", "Allen", "King", "Wright", "Scott", "Torres", "Nguyen", "Hill", "Flores", "Green", "Adams", "Nelson", "Baker", "Hall", "Rivera", "Campbell", "Mitchell", "Carter", "Roberts", "Müller", "O'Brien", "Kowalski", "Nakamura", "Okafor", "Schmidt", "Fitzgerald", "Delacroix", "Van Dyke", "McAllister", "Brennan"];
const CLUB_PREFIX = ["KJV", "Mizuno Long Beach", "Sports Performance", "Munciana", "TAV", "Skyline", "Coast", "A5", "Rockwood Thunder", "Legacy", "Tstreet", "Vision", "Wave", "Dynasty", "Triangle", "Academy", "Texas Advantage", "Northern Lights", "Paramount", "Mintonette"];
const CLUB_SUFFIX = ["17 Elite", "16 National", "17 Black", "18 Premier", "16 Red", "17 Gold", "15 Open", "18 Royal", "17 Blue"];
const PLACES: Array<[string, string]> = [
  ["Lexington", "KY"], ["Louisville", "KY"], ["Austin", "TX"], ["Dallas", "TX"], ["Houston", "TX"], ["San Antonio", "TX"], ["Long Beach", "CA"], ["San Diego", "CA"], ["Sacramento", "CA"],
  ["Chicago", "IL"], ["Naperville", "IL"], ["Indianapolis", "IN"], ["Carmel", "IN"], ["Columbus", "OH"], ["Cincinnati", "OH"], ["Atlanta", "GA"], ["Savannah", "GA"], ["Orlando", "FL"],
  ["Tampa", "FL"], ["Miami", "FL"], ["Denver", "CO"], ["Boulder", "CO"], ["Phoenix", "AZ"], ["Tucson", "AZ"], ["Seattle", "WA"], ["Spokane", "WA"], ["Portland", "OR"], ["Omaha", "NE"],
  ["Lincoln", "NE"], ["Minneapolis", "MN"], ["St. Louis", "MO"], ["Kansas City", "MO"], ["Nashville", "TN"], ["Memphis", "TN"], ["Charlotte", "NC"], ["Raleigh", "NC"], ["Salt Lake City", "UT"],
  ["Provo", "UT"], ["Des Moines", "IA"], ["Madison", "WI"], ["Toronto", "ON"], ["Vancouver", "BC"], ["Baton Rouge", "LA"], ["Birmingham", "AL"], ["Pittsburgh", "PA"], ["Philadelphia", "PA"],
];
const SCHOOL_KIND = ["High School", "Academy", "Catholic", "Prep", "HS"];
const SCHOOL_NAME = ["Lafayette", "Assumption", "Mercy", "Cathedral", "Westlake", "Lake Travis", "Mater Dei", "Marymount", "Sacred Heart", "Lincoln", "Roosevelt", "Jefferson", "Central", "North", "Heritage", "Valley Christian", "St. Ursula", "Notre Dame", "Cherry Creek", "Highland Park"];
const FILM = ["https://www.hudl.com/video/3/", "https://www.youtube.com/watch?v=", "https://vimeo.com/", "https://drive.google.com/file/d/"];

/** A small deterministic generator (mulberry32). */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const source = (snippet: string) => ({ start: 0, end: snippet.length, snippet: snippet.slice(0, 300) });
const field = <T>(value: T, confidence: number, snippet: string) => ({ value, confidence, source: source(snippet) });

/** The athlete one recruiting email would give, the index-th of a seeded inbox. */
export function fixtureAthlete(random: () => number, index: number): ExtractedAthlete {
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)]!;
  const chance = (p: number) => random() < p;
  const first = pick(FIRST);
  const last = pick(LAST);
  const sport = chance(0.7) ? "volleyball" : "softball";
  const positions = sport === "volleyball" ? [pick(VOLLEYBALL_POSITIONS)] : [pick(SOFTBALL_POSITIONS), ...(chance(0.3) ? [pick(SOFTBALL_POSITIONS)] : [])];
  const gradYear = 2026 + Math.floor(random() * 4);
  const inches = 62 + Math.floor(random() * 15);
  const [city, state] = pick(PLACES);
  const club = `${pick(CLUB_PREFIX)} ${pick(CLUB_SUFFIX)}`;
  const school = `${pick(SCHOOL_NAME)} ${pick(SCHOOL_KIND)}`;
  const gpa = Math.round((2.8 + random() * 1.2) * 100) / 100;
  const handle = `${first}.${last}${index}`.normalize("NFD").replace(/[^A-Za-z0-9.]/g, "").toLowerCase();
  const intro = `My name is ${first} ${last}, a ${gradYear} ${positions.join("/")} from ${city}, ${state}.`;
  return {
    ...emptyExtractedAthlete(),
    sport: field(sport, 0.8, intro),
    firstName: field(first, 0.95, intro),
    lastName: field(last, 0.95, intro),
    gradYear: field(gradYear, 0.95, intro),
    positions: field([...new Set(positions)], 0.9, intro),
    height: field({ written: `${Math.floor(inches / 12)}'${inches % 12}"`, inches }, 0.9, `Height: ${Math.floor(inches / 12)}'${inches % 12}"`),
    clubTeam: chance(0.9) ? field(club, 0.85, `Club: ${club}`) : null,
    highSchool: chance(0.8) ? field(school, 0.85, `High school: ${school}`) : null,
    city: field(city, 0.85, intro),
    state: field(state, 0.9, intro),
    gpa: chance(0.75) ? field({ value: gpa, scale: 4, weighted: false }, 0.85, `GPA: ${gpa}`) : null,
    email: field(`${handle}@gmail.com`, 0.95, `${handle}@gmail.com`),
    phone: chance(0.6) ? field(`+1${200 + Math.floor(random() * 700)}555${String(1000 + (index % 9000)).padStart(4, "0")}`, 0.9, "Cell") : null,
    videoUrls: chance(0.65) ? field([`${pick(FILM)}${handle.replace(/\./g, "")}`], 0.9, "Highlights") : null,
  };
}
