import type { EmailStatus } from "./emailStatus";
import type { ProcessedEmail } from "./processedEmail";

/**
 * We never keep data about a child under 13 (the Privacy Policy and the DPA say so). An email whose own
 * words say an athlete is under 13, or whose athlete's class year makes her a sixth grader or younger
 * when it was written, is not stored as an athlete: the inbox files it as filtered with the reason
 * `child_under_13`, keeps none of its text and tells the coach in the summary.
 */

/** Ages we take as stated: an athlete writing at 5 or younger is not plausible, so smaller numbers are other things ("I'm 3 time all-state"). */
const YOUNGEST_STATED_AGE = 6;
const YOUNGEST_KEPT_AGE = 13;

const YEARS = String.raw`(?:years?|yrs?)`;
/** "12 years old", "12-year-old", "12 yrs old", "12yo". */
const YEARS_OLD = new RegExp(String.raw`\b(\d{1,2})(?:[- ]?${YEARS}[- ]?old\b|[- ]?y/?o\b)`, "giu");
/** "Age: 12", "aged 11". */
const AGE_LABEL = /\bage(?:d)?\s*[:\-–]?\s*(\d{1,2})\b(?![\w'’"″.\-–]|\s*(?:and\s+(?:under|up|older|younger)|\+))/giu;
/** "I'm 12 and …", "she is 11.", "my daughter is 12 years": a person's age, never a height (5'10"), a team (12U) or a count ("12 kills"). */
const IS_AGE = new RegExp(
  String.raw`\b(?:i['’]?m|i am|she is|she['’]s|he is|he['’]s|(?:my |our )?(?:daughter|son|child|kid) is)\s+(?:only |just |now )?(\d{1,2})(?:\s*${YEARS}(?:\s+old)?)?(?=\s*(?:[.,;!?)]|$|and\b|&))`,
  "gimu",
);

/** The smallest age the text states for a person, or null when it states none. */
export function youngestStatedAge(text: string): number | null {
  const ages = [YEARS_OLD, AGE_LABEL, IS_AGE]
    .flatMap((pattern) => [...text.matchAll(pattern)].map((match) => Number(match[1])))
    .filter((age) => age >= YOUNGEST_STATED_AGE);
  return ages.length ? Math.min(...ages) : null;
}

/**
 * The class graduating at the end of the school year `date` falls in (US schools: a year runs from
 * July to June), i.e. this year's seniors.
 */
export const seniorClassOf = (date: Date) => date.getUTCFullYear() + (date.getUTCMonth() >= 6 ? 1 : 0);

/**
 * Whether a class year means a child under 13 when the email was written: six or more years before
 * graduating is sixth grade or younger, ages 11–12. (A seventh grader may be 12 or 13, so it is not enough.)
 */
export const gradYearMeansUnder13 = (gradYear: number, date: Date) => gradYear - seniorClassOf(date) >= 6;

/**
 * Whether the email says one of its athletes is under 13: an age stated in its text or the coach's note, or
 * a class year that means it at the email's date (its Date header, else when it reached us). Any one is
 * enough: we cannot tell whose age a sentence states, and keeping a child's data is the mistake to avoid.
 */
export function childUnder13(processed: Pick<ProcessedEmail, "text" | "coachNote" | "date" | "athlete" | "athletes">, receivedAt: Date): boolean {
  const age = youngestStatedAge([processed.text, processed.coachNote ?? ""].join("\n"));
  if (age !== null && age < YOUNGEST_KEPT_AGE) return true;
  const written = processed.date ? new Date(processed.date) : receivedAt;
  const athletes = processed.athletes?.length ? processed.athletes : processed.athlete ? [processed.athlete] : [];
  return athletes.some((athlete) => athlete.gradYear !== null && gradYearMeansUnder13(athlete.gradYear.value, written));
}

/** Whether an email was filtered by this rule (no rescue brings its athlete back: none is kept). */
export const filteredAsChild = (state: EmailStatus) => state.status === "filtered" && state.reason === "child_under_13";

/** Why no athlete comes from such an email, in the words the summary and the Inbox both use. */
export const CHILDREN_NOT_KEPT = "We don't keep information about children under 13";

/** The summary's line about such emails (the Inbox shows the reason's label). */
export const childrenNotKeptText = (count: number) =>
  `${count === 1 ? "One email was" : `${count} emails were`} about a child under 13. ${CHILDREN_NOT_KEPT}, so no athlete was added and ${count === 1 ? "its" : "their"} text was deleted.`;
