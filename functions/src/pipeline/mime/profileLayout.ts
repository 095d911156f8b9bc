import { PROFILE_LABELS } from "./tables";

/**
 * A profile's lines as strangers lay them out — "▪ Club: …", "🏐 Position: …", "3. GPA: …", "**Club:** …",
 * "Club      …", "Club - …", "Position: OH · Club: …" — made the "Club: …" lines the labelled-field rules read. Those
 * rules allow a dash, an asterisk or a bullet before a label; any other mark before it (or around it, or instead of
 * its colon) would make the label read as the middle of a line.
 */

/** A label of a few words and its colon, what a list item must start with for its mark to be dropped. */
const LABEL_AHEAD = String.raw`(?=\p{L}[\p{L}\p{N} /&'#.()-]{0,30}?[ \t]*[:：])`;
/** A list's mark: a square, round or arrow bullet, a check mark, an emoji (with its variation selector), a number. */
const ITEM_MARK = new RegExp(String.raw`^([ \t>]*)(?:[▪▫◦●○■□►▸▹➤➢→✓✔☑⁃‣]|\p{Extended_Pictographic}\uFE0F?|\d{1,2}[.)])[ \t]{1,4}${LABEL_AHEAD}`, "gmu");

/** A label in bold markdown, its colon inside the asterisks or after them: "**Club:** …", "- **Club**: …". */
const BOLD_LABEL = /^([ \t>]*(?:[-*•][ \t]+)?)(\*\*|__)(\p{L}[\p{L}\p{N} /&'#.()-]{0,30}?)(?::\2|\2[ \t]*:)/gmu;

/** A profile's label, a word before it if it says which ("Primary Position", "Current Club", "Cell Phone"). */
const QUALIFIED_LABEL = String.raw`(?:(?:primary|secondary|main|current|full|cell|mobile)[ \t])?(?:${PROFILE_LABELS})`;

/**
 * A profile's label in a column of its own, a tab or a run of spaces before its value ("Club        Tidewater 17"):
 * only the labels a profile uses, and only two columns: a roster's header ("Name    Position    Year") keeps its shape.
 */
const COLUMN_LABEL = new RegExp(String.raw`^([ \t>]*(?:[-*•][ \t]+)?)(${QUALIFIED_LABEL})(?:\t|[ ]{2})[ \t]{0,40}(?=\S(?:(?![ ]{2}|\t)[^\n]){0,300}$)`, "gimu");

/** A line that starts with a label ("Position: …", "- Club: …"). */
const LABELLED_LINE = new RegExp(String.raw`^[ \t>]*(?:[-*•][ \t]+)?${LABEL_AHEAD}`, "u");
/** A middle dot, a bullet or a semicolon between two items of a line, the next one a label, its colon and a space. */
const ITEM_SEPARATOR = /[ \t]*[·•;][ \t]+(?=\p{L}[\p{L}\p{N} /&'#.()-]{0,30}?[ \t]*[:：][ \t])/gu;

/**
 * A profile written on one line, "Position: GK · Club: Tidewater 17 · …", its items parted by bars, the mark the
 * labelled-field rules end a value at ("Position: GK | Club: Tidewater 17 | …", as a pasted table's row is written).
 */
function itemsPartedByBars(line: string): string {
  return LABELLED_LINE.test(line) ? line.replace(ITEM_SEPARATOR, " |") : line;
}

/** The lines that hold a middle dot, a bullet or a semicolon: only they can be such a profile (most mail has none). */
const LINE_WITH_SEPARATOR = /^[^\n]*[·•;][^\n]*$/gmu;

/**
 * A profile's label then a dash before its value ("School - BRG Hollerfeld-Süd"): only the labels a profile uses, so
 * that a team and its coach ("Murinsel 17 - Coach Ruiz") keep their dash. A value's own hyphens then stay its own.
 */
const DASHED_LABEL = new RegExp(String.raw`^([ \t>]*(?:[-*•][ \t]+)?)(${QUALIFIED_LABEL})[ \t]{1,4}[-–—][ \t]{1,4}(?=\S)`, "gimu");

export function profileLinesAsLabels(body: string): string {
  const marked = body.replace(ITEM_MARK, "$1").replace(BOLD_LABEL, "$1$3:").replace(DASHED_LABEL, "$1$2: ");
  return marked.replace(LINE_WITH_SEPARATOR, itemsPartedByBars).replace(COLUMN_LABEL, "$1$2: ");
}
