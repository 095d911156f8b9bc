/** A word that is a link or an address ("youtu.be/Lw28Oh03xYz", "KAYLEE@GMAIL.COM"): kept as written. */
const LINK_OR_ADDRESS_WORD = /(?:@|:\/\/|www\.|\.(?:com|org|net|be|ly)\/)/iu;
/** Letters at least, for a message to count as typed in capitals (a signature's "OH | 2028" is no letter). */
const MIN_LETTERS = 40;
/** At most this share of lower-case letters: a caps-lock letter with a stray "iPhone" still is one. */
const MAX_LOWERCASE_SHARE = 0.02;

/**
 * A message typed with caps lock on, in lower case (its links as written), or the message unchanged. In capitals every
 * word looks like a name ("I PLAY FOR LAKE CHARLES RIDGEWOOD"); in lower case none does, and the engine reads it as it
 * reads phone-typed mail, which gives no capitals either. Same length: every offset stays where it was.
 */
export function lowercasedIfTypedInCapitals(words: string): string {
  const letters = words.replace(/\S*(?:@|:\/\/)\S*/gu, "").replace(/\P{L}+/gu, "");
  if (letters.length < MIN_LETTERS || letters.replace(/\P{Ll}+/gu, "").length > letters.length * MAX_LOWERCASE_SHARE) return words;
  const lowered = words.replace(/\S+/gu, (word) => (LINK_OR_ADDRESS_WORD.test(word) ? word : word.toLowerCase()));
  return lowered.length === words.length ? lowered : words;
}
