import { z } from "zod";

/**
 * Free text that ends up in emails we send (names, universities, job titles): what real names need,
 * nothing that lets a stranger put a link or disguised text in a message from us. A whitelist, so
 * control, zero-width, bidi-override and braille-blank characters are refused without naming them.
 */

export const TEXT_MESSAGES = {
  nameCharacters: "Please use letters, spaces, hyphens, apostrophes and periods only",
  organizationCharacters: "Please use letters, numbers, spaces and simple punctuation only",
  noWebAddress: "Please remove the web address",
  hiddenCharacters: "Please remove hidden or direction-changing characters",
} as const;

/** Letters of any script with their marks, and the joiners real names use. */
const PERSON_NAME = /^[\p{L}\p{M}](?:[\p{L}\p{M} .'’-]*[\p{L}\p{M}.])?$/u;
/** Organisations and titles also use digits and a little more punctuation ("Texas A&M", "Head Coach (Women's)"). */
const ORGANIZATION = /^[\p{L}\p{M}\p{N}](?:[\p{L}\p{M}\p{N} .,'’&()/:#–-]*[\p{L}\p{M}\p{N}.)])?$/u;
/** "evil.com", "www.x", "https://…": a period directly followed by a word, or a scheme. */
const WEB_ADDRESS = /(?:\.[\p{L}\p{N}]{2,}|:\/\/|www\.)/iu;

const tooLong = (max: number) => `Must be ${max} characters or fewer`;

function boundedText(required: string, max: number, characters: RegExp, charactersMessage: string, tooLongMessage = tooLong(max)) {
  return z
    .string(required)
    .trim()
    .min(1, required)
    .max(max, tooLongMessage)
    .refine((text) => text.length === 0 || !WEB_ADDRESS.test(text), TEXT_MESSAGES.noWebAddress)
    .refine((text) => text.length === 0 || WEB_ADDRESS.test(text) || characters.test(text.normalize("NFC")), charactersMessage)
    .transform((text) => text.normalize("NFC").replace(/ {2,}/g, " "));
}

/** A first or last name, or a typed signature. */
export function personNameField(required: string, max = 100, tooLongMessage?: string) {
  return boundedText(required, max, PERSON_NAME, TEXT_MESSAGES.nameCharacters, tooLongMessage);
}

/** A university, organisation, job title or role. */
export function organizationField(required: string, max = 200, tooLongMessage?: string) {
  return boundedText(required, max, ORGANIZATION, TEXT_MESSAGES.organizationCharacters, tooLongMessage);
}

/**
 * Control and format characters (bidi overrides and isolates, zero-width), private-use and unassigned
 * code points, and blanks that look like nothing (braille blank, Hangul fillers): they hide text or
 * reverse how it reads (U+202E shows "Thompson" as "nospmohT").
 */
const HIDDEN = String.raw`[\p{Cc}\p{Cf}\p{Co}\p{Cn}\u2800\u115F\u1160\u3164\uFFA0]`;
const HIDDEN_CHARACTER = new RegExp(HIDDEN, "u");
/** The same, except the line breaks and tabs of text written over several lines (notes). */
const HIDDEN_CHARACTER_EXCEPT_LINE_BREAKS = new RegExp(String.raw`(?![\n\r\t])${HIDDEN}`, "u");

/** Free text a coach types that we store and show (tags, notes, a height as written, a link): anything visible. */
export function visibleText<T extends z.ZodString>(text: T, { multiline = false } = {}): T {
  const hidden = multiline ? HIDDEN_CHARACTER_EXCEPT_LINE_BREAKS : HIDDEN_CHARACTER;
  return text.refine((value) => !hidden.test(value), TEXT_MESSAGES.hiddenCharacters);
}
