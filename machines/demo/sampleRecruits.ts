/**
 * The before/after demo: three recruiting emails as a coach receives them, and the athlete
 * summaries InboxScout makes of them. The how-it-works page shows both; the sample report
 * email is built from the same rows.
 */
export interface SampleEmail {
  from: string;
  subject: string;
  receivedAt: string;
  body: string;
}

export interface RecruitSummary {
  name: string;
  position: string;
  height: string;
  classYear: number;
  clubTeam: string;
  state: string;
  gpa?: string;
  /** What the product noticed, in one line. */
  note: string;
  email: string;
  /** The athlete's highlight video; for these made-up athletes, SAMPLE_FILM_PATH. */
  filmUrl?: string;
}

/**
 * Where the sample athletes' 'Game Film' goes: a note on /how-it-works (anchor SAMPLE_FILM_ANCHOR) saying
 * what the button opens in a real report. They are made up, so they have no film of their own.
 */
export const SAMPLE_FILM_ANCHOR = "sample-film";
export const SAMPLE_FILM_PATH = `/how-it-works#${SAMPLE_FILM_ANCHOR}`;

export const SAMPLE_EMAILS: readonly SampleEmail[] = [
  {
    from: "Maya Thompson <maya.thompson.vb@gmail.com>",
    subject: "2027 OH – interested in your program!!",
    receivedAt: "Mon 7:42 AM",
    body:
      "Hi Coach! My name is Maya Thompson and I'm a 2027 outside hitter (6'1\") from Lexington, KY. I play for KJV 17 Elite and my high school team went to state last fall. I have a 3.9 GPA. Here is my highlight video: https://video.example/maya-thompson-2027 ... I would love to visit campus this spring. Thank you!!",
  },
  {
    from: "Coach Dana Ortiz (club director) <dana@tristateclub.example>",
    subject: "Fwd: Tri-State 16s roster + two setters to watch",
    receivedAt: "Mon 9:15 AM",
    body:
      "Coach, sharing two setters from our 16s team: Ava Chen (2028, 5'10\", Cincinnati OH, 4.0) and Lily Park (2028, 5'8\", Covington KY). Both are playing at the Bluegrass qualifier next weekend. Ava's film: https://video.example/ava-chen-setter ... Roster attached.",
  },
  {
    from: "Sofia Ramirez <sofiaramirez2027@icloud.com>",
    subject: "Libero – class of 2027 – Indianapolis",
    receivedAt: "Mon 11:03 AM",
    body:
      "Dear Coach, I am a libero/DS, class of 2027, 5'6\", from Indianapolis, IN. I play club for Munciana Samurai 17s. My GPA is 3.7. I've attached my schedule for the season and my skills video https://video.example/sofia-ramirez-libero . Hope to hear from you!",
  },
];

export const SAMPLE_RECRUITS: readonly RecruitSummary[] = [
  {
    name: "Maya Thompson",
    position: "Outside Hitter",
    height: "6'1\"",
    classYear: 2027,
    clubTeam: "KJV 17 Elite",
    state: "KY",
    gpa: "3.9",
    note: "State tournament starter; asked about a spring visit",
    email: "maya.thompson.vb@gmail.com",
    filmUrl: SAMPLE_FILM_PATH,
  },
  {
    name: "Ava Chen",
    position: "Setter",
    height: "5'10\"",
    classYear: 2028,
    clubTeam: "Tri-State 16s",
    state: "OH",
    gpa: "4.0",
    note: "Recommended by club director; at Bluegrass qualifier next weekend",
    email: "dana@tristateclub.example",
    filmUrl: SAMPLE_FILM_PATH,
  },
  {
    name: "Lily Park",
    position: "Setter",
    height: "5'8\"",
    classYear: 2028,
    clubTeam: "Tri-State 16s",
    state: "KY",
    note: "Same club email as Ava Chen; no film yet",
    email: "dana@tristateclub.example",
  },
  {
    name: "Sofia Ramirez",
    position: "Libero/DS",
    height: "5'6\"",
    classYear: 2027,
    clubTeam: "Munciana Samurai 17s",
    state: "IN",
    gpa: "3.7",
    note: "Season schedule attached",
    email: "sofiaramirez2027@icloud.com",
    filmUrl: SAMPLE_FILM_PATH,
  },
];

export type CountBy = "position" | "classYear" | "state";

/** How many recruits share each value, most common first, then alphabetically. */
export function countBy(rows: readonly RecruitSummary[], key: CountBy): Array<{ value: string; count: number }> {
  const counts = new Map<string, number>();
  for (const row of rows) counts.set(String(row[key]), (counts.get(String(row[key])) ?? 0) + 1);
  return [...counts.entries()]
    .map(([value, count]) => ({ value, count }))
    .sort((a, b) => b.count - a.count || a.value.localeCompare(b.value));
}
