import type { CorpusEntry } from "../../labels.ts";

export const AUTHOR_D: CorpusEntry[] = [];
