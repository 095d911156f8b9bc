import type { Warnings } from "../limits";
import { readableText } from "../text";

// Coach-facing: the cause (UTF-8 decoded as Windows-1252) in words a coach knows.
export const DOUBLE_ENCODING_REPAIRED = "its accents and quotation marks had been garbled on the way (Ã© for é) and were put right";

// What Windows-1252 shows for the bytes 0x80–0x9F (Latin-1 shows them as C1 controls, U+0080–U+009F).
const WINDOWS_1252_HIGH = "€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008DŽ\u008F\u0090‘’“”•–—˜™š›œ\u009DžŸ";
const BYTE_OF = new Map([...WINDOWS_1252_HIGH].map((char, index) => [char, 0x80 + index]));
// A UTF-8 continuation byte (0x80–0xBF) as either decoder shows it.
const CONTINUATION = `[\\u0080-\\u00BF${WINDOWS_1252_HIGH}]`;
/**
 * One UTF-8 character read byte by byte as Windows-1252: a lead byte and its continuation bytes. "Ã©" (é) and "Â "
 * (a no-break space) lead with Ã or Â; other two-byte leads (Ð, Ñ of Cyrillic; Å, Ä of Central European letters) are
 * capitals a text may hold anyway, so they never take a no-break space after them as a continuation.
 */
const SEQUENCE = new RegExp(
  `([\\u00C2\\u00C3]${CONTINUATION})|([\\u00C4-\\u00DF](?!\\u00A0)${CONTINUATION})|([\\u00E0-\\u00EF]${CONTINUATION}{2}|[\\u00F0-\\u00F4]${CONTINUATION}{3})`,
  "gu",
);
// Accents in Latin-1's range, and every three- and four-byte character (’ “ – … emoji), are sure signs one at a time;
// two-byte characters of other scripts only in numbers ("ÐŸÑ€Ð¸Ð²ÐµÑ‚"), since "Ö°" may be meant.
const SURE_SIGNS = 1;
const SIGNS_OF_OTHER_SCRIPTS = 3;
const utf8 = new TextDecoder("utf-8", { fatal: true });
// ” is E2 80 9D, and Windows-1252 has no character for 0x9D: its decoder leaves a replacement character there.
const RIGHT_QUOTE_LOST = /â€\uFFFD/gu;

/** The character the sequence's bytes spell in UTF-8, or null when they spell none. */
function decoded(sequence: string): string | null {
  const bytes = [...sequence].map((char) => BYTE_OF.get(char) ?? char.codePointAt(0)!);
  try {
    return utf8.decode(Uint8Array.from(bytes));
  } catch {
    return null;
  }
}

/** Whether the text shows the sequences only UTF-8 decoded as Windows-1252 makes, enough of them to be sure. */
function showsDoubleEncoding(text: string): boolean {
  if (text.includes("â€\uFFFD")) return true;
  let sure = 0;
  let otherScripts = 0;
  for (const [, latin, other, wide] of text.matchAll(SEQUENCE)) {
    if (decoded(latin ?? other ?? wide!) === null) continue;
    if (other) otherScripts++;
    else sure++;
    if (sure >= SURE_SIGNS || otherScripts >= SIGNS_OF_OTHER_SCRIPTS) return true;
  }
  return false;
}

/**
 * Text whose UTF-8 was decoded as Windows-1252 or Latin-1 (a mislabelled charset: "Iâ€™m ZoÃ«") read again as UTF-8,
 * with a warning; text that shows no such sign comes back unchanged.
 */
export function undoDoubleEncoding(text: string, warnings?: Warnings): string {
  if (!showsDoubleEncoding(text)) return text;
  warnings?.add(DOUBLE_ENCODING_REPAIRED);
  return text.replace(RIGHT_QUOTE_LOST, "”").replace(SEQUENCE, (sequence) => decoded(sequence) ?? sequence);
}

/**
 * A message's text as the engine reads it: its garbled charset undone first (Latin-1's reading of UTF-8 holds control
 * characters that readableText would drop), then only characters kept.
 */
export function readableRepairedText(text: string, warnings?: Warnings): string {
  return readableText(undoDoubleEncoding(text, warnings), warnings);
}
