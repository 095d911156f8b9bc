import { contentTransform } from "./content";
import type { Transform } from "./transform";

/**
 * A line of a profile: quote marks, indent, bullet, a label of a few words, a colon, the value. Header lines of a
 * forward ("From:", "Sent:") share the shape and are no profile's lines.
 */
const LABELLED_LINE = /^((?:>[ \t]?)*)([ \t]*)((?:[-•*][ \t]+)?)(\p{L}[\p{L}\p{N}/&'#(). -]{0,28}?)[ \t]*:[ \t]+(\S[^\n]{0,300})$/u;
const HEADER_LABEL = /^(?:from|to|sent|date|subject|cc|bcc|reply-to)$/i;
/** The labels a profile is recognised by: a run of labelled lines with two of them is the athlete's profile. */
const PROFILE_LABEL = /^(?:position|pos|grad(?:uation)? ?(?:year|yr)|class|gpa|height|ht|club(?: team)?|high school|school|phone|cell|video|highlights?)$/i;

interface ProfileLine {
  quote: string;
  indent: string;
  bullet: string;
  label: string;
  value: string;
}

interface Profile {
  /** Index of its first line and one past its last, among the text's lines. */
  start: number;
  end: number;
  lines: ProfileLine[];
}

function profileLine(line: string): ProfileLine | null {
  const match = LABELLED_LINE.exec(line.replace(/\r$/, ""));
  if (!match || HEADER_LABEL.test(match[4]!)) return null;
  return { quote: match[1]!, indent: match[2]!, bullet: match[3]!, label: match[4]!, value: match[5]!.trimEnd() };
}

/** The text's first run of three or more labelled lines at one quote depth, two of them a profile's labels. */
function firstProfile(lines: readonly string[]): Profile | null {
  for (let start = 0; start < lines.length; start++) {
    const first = profileLine(lines[start]!);
    if (!first) continue;
    const run = [first];
    while (start + run.length < lines.length) {
      const next = profileLine(lines[start + run.length]!);
      if (!next || next.quote !== first.quote) break;
      run.push(next);
    }
    if (run.length >= 3 && run.filter((line) => PROFILE_LABEL.test(line.label)).length >= 2) return { start, end: start + run.length, lines: run };
    start += run.length - 1;
  }
  return null;
}

/** A transform that lays out the forward's first profile anew (`relayout` returns its new lines, or null when it does not fit). */
function layoutTransform(name: string, why: string, relayout: (profile: Profile, lines: readonly string[]) => string[] | null): Transform {
  return contentTransform(name, why, (athlete, email) => {
    const text = email.message.text ?? "";
    const lines = text.split("\n");
    const profile = firstProfile(lines);
    const rewritten = profile && relayout(profile, lines);
    if (!rewritten) return null;
    const changed = rewritten.join("\n");
    return { words: (written) => (written === text ? changed : written), athlete };
  });
}

/** Each profile line written another way, in place. */
function lineTransform(name: string, why: string, write: (line: ProfileLine, index: number) => string): Transform {
  return layoutTransform(name, why, (profile, lines) => [
    ...lines.slice(0, profile.start),
    ...profile.lines.map((line, index) => line.quote + write(line, index)),
    ...lines.slice(profile.end),
  ]);
}

const asWritten = (line: ProfileLine) => line.indent + line.bullet;

// ---------------------------------------------------------------------------------------------------------------
// The label and its value: another mark between them, the label in bold or in capitals.

const SEPARATOR_TRANSFORMS = [
  lineTransform("profile label then an en dash (Position – OH)", "Phones and word processors turn a typed dash into an en dash; many write a dash where a form has a colon.", (line) => `${asWritten(line)}${line.label} – ${line.value}`),
  lineTransform("profile label then a hyphen (Position - OH)", "Many write a dash between a label and its value where a form has a colon.", (line) => `${asWritten(line)}${line.label} - ${line.value}`),
  lineTransform("profile label and a tab (Position:\tOH)", "A profile pasted from a spreadsheet or a document keeps the tab after the label.", (line) => `${asWritten(line)}${line.label}:\t${line.value}`),
  lineTransform("profile label, a tab, no colon (Position\tOH)", "A profile pasted from two spreadsheet columns: the label, a tab, the value.", (line) => `${asWritten(line)}${line.label}\t${line.value}`),
  lineTransform("profile labels in bold markdown (**Position:** OH)", "Mail typed in a markdown-aware app, or a rich-text profile sent as plain text, keeps the bold as asterisks.", (line) => `${asWritten(line)}**${line.label}:** ${line.value}`),
  lineTransform("profile labels in capitals (POSITION: OH)", "Some write a form's labels in capitals to set them off.", (line) => `${asWritten(line)}${line.label.toUpperCase()}: ${line.value}`),
];

// ---------------------------------------------------------------------------------------------------------------
// The profile as a list: bullets, emoji, numbers.

/** The emoji an athlete puts before each line of her profile, by what the line says. */
function emojiFor(label: string): string {
  const emoji: Array<[RegExp, string]> = [
    [/grad|class|year/i, "🎓"],
    [/gpa|academic/i, "📚"],
    [/height|ht|reach|touch/i, "📏"],
    [/school|club|team/i, "📍"],
    [/phone|cell|email|contact/i, "📞"],
    [/video|highlight|hudl|film/i, "🎥"],
  ];
  return emoji.find(([pattern]) => pattern.test(label))?.[1] ?? "🏐";
}

const bulleted = (bullet: string) => (line: ProfileLine) => `${line.indent}${bullet}${line.label}: ${line.value}`;

const LIST_TRANSFORMS = [
  lineTransform("profile as a bullet list (• Position: OH)", "Word processors and phones turn a profile into a bullet list.", bulleted("• ")),
  lineTransform("profile as a dash list (- Position: OH)", "Plain-text writers start each line of a list with a dash.", bulleted("- ")),
  lineTransform("profile as a star list (* Position: OH)", "Plain-text writers start each line of a list with an asterisk.", bulleted("* ")),
  lineTransform("profile as a square-bullet list (▪ Position: OH)", "Outlook's and Word's lists come out of plain text with square bullets.", bulleted("▪ ")),
  lineTransform("profile with emoji bullets (📍 Club: …)", "Athletes write their profile as they would on social media, an emoji before each line.", (line) => `${line.indent}${emojiFor(line.label)} ${line.label}: ${line.value}`),
  lineTransform("profile as a numbered list (1. Position: OH)", "Some number the lines of their profile.", (line, index) => `${line.indent}${index + 1}. ${line.label}: ${line.value}`),
];

// ---------------------------------------------------------------------------------------------------------------
// The profile on one line.

function oneLineTransform(name: string, separator: string): Transform {
  return layoutTransform(name, "Writers who keep a message short put their whole profile on one line.", (profile, lines) => {
    if (profile.lines.some((line) => line.value.includes(separator.trim()))) return null;
    const first = profile.lines[0]!;
    const joined = first.quote + first.indent + profile.lines.map((line) => `${line.label}: ${line.value}`).join(separator);
    return [...lines.slice(0, profile.start), joined, ...lines.slice(profile.end)];
  });
}

const ONE_LINE_TRANSFORMS = [
  oneLineTransform("profile on one line, bars (Position: OH | GPA: 3.8)", " | "),
  oneLineTransform("profile on one line, middle dots (Position: OH · GPA: 3.8)", " · "),
  oneLineTransform("profile on one line, semicolons (Position: OH; GPA: 3.8)", "; "),
];

// ---------------------------------------------------------------------------------------------------------------
// The profile as a two-column table, and the profile above the greeting.

const TABLE_TRANSFORM = layoutTransform("profile as a two-column table padded with spaces (Position      OH)", "A profile typed as a table in a fixed-width editor: each label padded with spaces up to its value's column.", (profile, lines) => {
  const width = Math.max(...profile.lines.map((line) => line.label.length)) + 4;
  return [...lines.slice(0, profile.start), ...profile.lines.map((line) => `${line.quote}${line.indent}${line.label.padEnd(width)}${line.value}`), ...lines.slice(profile.end)];
});

/** A greeting's line: "Hi Coach Ellis,", "Hello Coach,", "Dear Coach Ellis," (the rest of its line is short). */
const GREETING = /^[ \t]*(?:hi|hello|hey|dear|good (?:morning|afternoon|evening)|greetings)\b[^\n]{0,60}$/i;

/** Where a message of a thread starts: a forward's separator, its headers, a reply's attribution. */
const MESSAGE_START = /^[ \t>]*(?:[-_=]{5,}|begin forwarded|(?:from|von|de|subject|betreff|objet|asunto|sent|date|datum)[ \t]?:)|wrote:[ \t]*$/i;

const ABOVE_GREETING_TRANSFORM = layoutTransform("profile above the greeting", "Some open with their profile, the greeting and the letter below it.", (profile, lines) => {
  const quote = profile.lines[0]!.quote;
  let greeting = profile.start - 1;
  while (greeting >= 0 && !MESSAGE_START.test(lines[greeting]!) && !(lines[greeting]!.startsWith(quote) && GREETING.test(lines[greeting]!.slice(quote.length)))) greeting--;
  // A greeting above the message's start (a forward's separator or headers) is another message's, not this one's.
  if (greeting < 0 || MESSAGE_START.test(lines[greeting]!)) return null;
  // A heading of its own ("Quick stats:") goes with it.
  const from = /^[^:\n]{1,30}:[ \t]*$/.test(lines[profile.start - 1]!.slice(quote.length)) && profile.start - 1 > greeting ? profile.start - 1 : profile.start;
  const block = lines.slice(from, profile.end);
  // The blank line that set the profile off from the letter goes with it.
  const after = lines[profile.end]?.replace(quote, "").trim() === "" ? profile.end + 1 : profile.end;
  return [...lines.slice(0, greeting), ...block, quote.trimEnd(), ...lines.slice(greeting, from), ...lines.slice(after)];
});

/**
 * A stranger's profile laid out another way: the label and value as they are, the marks, the bullets, the lines and
 * the place around them as other writers have them. The label does not change.
 */
export const LAYOUT_TRANSFORMS: Transform[] = [...SEPARATOR_TRANSFORMS, ...LIST_TRANSFORMS, ...ONE_LINE_TRANSFORMS, TABLE_TRANSFORM, ABOVE_GREETING_TRANSFORM];
