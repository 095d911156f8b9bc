/** The widest hard wrap a mail client applies (Outlook's plain text wraps at 76, Thunderbird at 72, some at 78). */
const MAX_WRAP_WIDTH = 80;
/** Narrower than this, the longest lines are lines their writer ended, not a client's wrap (a short note, a list). */
const MIN_WRAP_WIDTH = 66;
/** A wrapped line fills most of the width: shorter ones (a greeting, a sign-off) were ended by the writer. */
const MIN_FILL = 0.7;

const QUOTE_PREFIX = /^[ \t]*(?:>[ \t]?)*/u;
// A line that starts something of its own: a header or profile label ("Subject:", "GPA:"), a list item, a separator. A
// single dash and a space after a full line is the " - " of a name wrapped there ("Oklahoma Rivals 16U" / "- Tate").
const OWN_LINE_START = /^(?:\p{L}[\p{L}'’ .()/-]{0,30}[ \t]?[:：](?:[ \t]|$)|[-–—](?![ \t])|[*•·=_#|]|\d{1,2}[.)][ \t])/u;
// A line its writer ended: at a sentence's end, where a wrap changes nothing a reader needs joined (not after "St.", "Dr.").
const SENTENCE_END = /(?<!\b\p{Lu}\p{Ll}{0,2})[.!?:;][)"'’”]?[ \t]*$/u;
// A row of a list or table ("Lena Marchbanks - 2028 S - 5'11\" - …"): fields parted by spaced dashes, bars or tabs, twice.
const ROW = /(?:[ \t][-|–—·•][ \t]|\t)[^\n]{0,80}(?:[ \t][-|–—·•][ \t]|\t)/u;
const FIRST_WORD = /^\S*/u;

/**
 * A text a client hard-wrapped (no format=flowed: Thunderbird's plain text, older Outlook) has its paragraphs broken
 * mid-phrase ("Plano" / "West HS"); they are joined again. A break is a wrap when the line fills the width and the
 * next line's first word would not have fitted on it; a line that starts something of its own (a label, a list item)
 * is never joined, nor two rows of a list. Text with longer breakable lines (none wrapped) is left as it is.
 */
export function withoutHardWraps(text: string): string {
  const lines = text.split("\n");
  const width = wrapWidth(lines);
  if (width === null) return text;
  // Each output line as its pieces, joined once: joining a long paragraph piece by piece would copy it at every piece.
  const out: string[][] = [];
  lines.forEach((line, index) => {
    // Each break is judged on the lines as the client wrote them, before any join.
    if (index > 0 && continuesWrapped(lines[index - 1]!, line, width)) {
      const pieces = out.at(-1)!;
      pieces[pieces.length - 1] = pieces.at(-1)!.trimEnd();
      pieces.push(line.slice(quotePrefix(line).length).trimStart());
    } else out.push([line]);
  });
  return out.length === lines.length ? text : out.map((pieces) => pieces.join(" ")).join("\n");
}

/** The width the text was wrapped at: its longest line, when no line is longer than a client wraps with a space to break at. */
function wrapWidth(lines: readonly string[]): number | null {
  let width = 0;
  for (const line of lines) {
    const length = line.trimEnd().length;
    if (length <= MAX_WRAP_WIDTH) width = Math.max(width, length);
    // An unbreakable word (a link) runs past any wrap; a space before the width would have been broken at.
    else if (line.lastIndexOf(" ", MAX_WRAP_WIDTH) > quotePrefix(line).length) return null;
  }
  return width >= MIN_WRAP_WIDTH ? width : null;
}

function continuesWrapped(line: string, next: string, width: number): boolean {
  const prefix = quotePrefix(line);
  const length = line.trimEnd().length;
  if (quotePrefix(next) !== prefix || length < width * MIN_FILL || length > width || SENTENCE_END.test(line)) return false;
  const rest = next.slice(prefix.length);
  if (!rest || /^\s/u.test(rest) || OWN_LINE_START.test(rest) || (ROW.test(line) && ROW.test(next))) return false;
  return length + 1 + FIRST_WORD.exec(rest)![0].length > width;
}

function quotePrefix(line: string): string {
  return QUOTE_PREFIX.exec(line)![0];
}
