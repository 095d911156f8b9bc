/**
 * The engine asks the same questions of one email many times (each extractor, each role the text is
 * read in, each athlete it introduces): these keep an answer so it is worked out once. Every answer
 * must depend on its key alone.
 */

/**
 * `read` with the answer for the last text it was given kept: one email's text is asked about many
 * times in a row. Each function keeps its own slot, so two texts read in turn do not evict each other.
 * Texts shorter than `from` are read each time, without taking the slot.
 */
export function rememberLast<T>(read: (text: string) => T, from = 0): (text: string) => T {
  let lastText: string | null = null;
  let lastAnswer: T;
  return (text) => {
    if (text.length < from) return read(text);
    if (text !== lastText) {
      lastAnswer = read(text);
      lastText = text;
    }
    return lastAnswer;
  };
}

/** `read` worked out once per object (a context, a document, a pattern), forgotten with the object. */
export function rememberPer<K extends object, T>(read: (key: K) => T): (key: K) => T {
  const answers = new WeakMap<K, { answer: T }>();
  return (key) => {
    let kept = answers.get(key);
    if (!kept) {
      kept = { answer: read(key) };
      answers.set(key, kept);
    }
    return kept.answer;
  };
}

/**
 * `read` worked out once per string while at most `limit` are kept (all forgotten when one more comes):
 * the few an email repeats (a first name, a digit run) are asked about again for each role and athlete.
 */
export function rememberUpTo<T>(limit: number, read: (key: string) => T): (key: string) => T {
  const answers = new Map<string, T>();
  return (key) => {
    if (answers.has(key)) return answers.get(key)!;
    const answer = read(key);
    if (answers.size >= limit) answers.clear();
    answers.set(key, answer);
    return answer;
  };
}
