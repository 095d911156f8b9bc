import type { CorpusEntry } from "../../labels.ts";

export const NOT_RECRUITING: readonly CorpusEntry[] = [];
