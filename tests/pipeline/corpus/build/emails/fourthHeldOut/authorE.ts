import type { CorpusEntry } from "../../labels.ts";

export const AUTHOR_E: readonly CorpusEntry[] = [];
