/**
 * Personal referral codes (spec §3): first initial + first three letters of the last name
 * (letters only, uppercased) + MMDD + a random suffix from an alphabet without I, O, 0 and 1.
 * The suffix starts at one character; the server lengthens it when a code is taken.
 */
export const REFERRAL_SUFFIX_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";

/** Letters only, accents folded (É → E), uppercased. */
function lettersOf(name: string): string {
  return name
    .normalize("NFD")
    .replace(/[^A-Za-z]/g, "")
    .toUpperCase();
}

/** The deterministic part of a code: "JREY0412" for Jordan Reyes on April 12 (UTC date). */
export function referralCodeStem(firstName: string, lastName: string, date: Date): string {
  // Names without usable letters still get a code of the same shape.
  const initial = lettersOf(firstName).slice(0, 1) || "X";
  const surname = lettersOf(lastName).slice(0, 3).padEnd(3, "X");
  const month = String(date.getUTCMonth() + 1).padStart(2, "0");
  const day = String(date.getUTCDate()).padStart(2, "0");
  return `${initial}${surname}${month}${day}`;
}

/** A random suffix of the given length; `random` returns a number in [0, 1). */
export function referralCodeSuffix(length: number, random: () => number = Math.random): string {
  let suffix = "";
  for (let index = 0; index < length; index++) {
    suffix += REFERRAL_SUFFIX_ALPHABET[Math.floor(random() * REFERRAL_SUFFIX_ALPHABET.length)];
  }
  return suffix;
}

/** Matches any personal code: 1 + 3 letters, MMDD, then one or more suffix characters. */
export const PERSONAL_REFERRAL_CODE_PATTERN = /^[A-Z][A-Z]{3}(0[1-9]|1[0-2])(0[1-9]|[12]\d|3[01])[A-HJ-NP-Z2-9]+$/;
