// planer ships no types. The engine classifies lines itself with planer's own patterns (anchored, on
// bounded lines: see pipeline/mime/stripQuotes.ts) and lets planer cut the quotation.
declare module "planer" {
  const planer: {
    /** One marker per line: e empty, m quoted, f forward separator, s reply splitter, t text. */
    processMarkedLines(lines: string[], markers: string): string[];
  };
  export default planer;
}

declare module "planer/lib/regexes.js" {
  const regexes: {
    QUOT_PATTERN: RegExp;
    FWD: RegExp;
    SPLITTER_PATTERNS: RegExp[];
  };
  export default regexes;
}
