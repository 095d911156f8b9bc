/** The labels of a profile's fields, as a table's header cells or a profile's lines have them. */
export const PROFILE_LABELS = String.raw`name|athlete|player|first name|last name|grad(?:uation)?(?: year)?|class|year|pos(?:ition)?s?|ht|height|wt|weight|club(?: team)?|team|high school|hs|school|hometown|city|state|city\/state|location|gpa|email|e-mail|phone|cell|video|film|highlights?|jersey|number|bats|throws|b\/t`;
/** Header cells a profile table uses ("Name | Grad Year | Position | Height | Club |"). */
const HEADER_CELL = new RegExp(String.raw`^(?:#|no\.?|${PROFILE_LABELS})$`, "iu");

/**
 * A profile table written as a header row and a single row of values (HTML tables come out of
 * html-to-text that way) becomes one labelled line, "Name: Maya Lin | Grad Year: 2027 | …", which
 * the labelled-field rules read. Tables with several rows (a roster) are left alone: a label would
 * make every row look like the athlete.
 */
export function pairTableColumns(body: string): string {
  const lines = body.split("\n");
  const cells = (line: string) => line.split("|").map((cell) => cell.trim()).filter((cell, index, all) => cell !== "" || index < all.length - 1);
  for (let index = 0; index < lines.length; index++) {
    const header = cells(lines[index]!);
    if (header.length < 3 || header.filter((cell) => HEADER_CELL.test(cell)).length < Math.ceil(header.length * 0.6)) continue;
    const valueAt = nextNonEmpty(lines, index + 1);
    if (valueAt === -1) continue;
    const values = cells(lines[valueAt]!);
    const afterAt = nextNonEmpty(lines, valueAt + 1);
    const severalRows = afterAt !== -1 && cells(lines[afterAt]!).length === header.length && lines[afterAt]!.includes("|");
    if (values.length !== header.length || severalRows) continue;
    lines[valueAt] = header.map((label, column) => `${label}: ${values[column]}`).join(" | ");
    lines[index] = "";
  }
  return lines.join("\n");
}

function nextNonEmpty(lines: readonly string[], from: number): number {
  for (let index = from; index < lines.length; index++) if (lines[index]!.trim()) return index;
  return -1;
}
