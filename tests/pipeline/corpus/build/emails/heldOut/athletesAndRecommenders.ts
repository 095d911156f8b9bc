import type { CorpusEntry } from "../../labels.ts";

export const ATHLETES_AND_RECOMMENDERS: readonly CorpusEntry[] = [];
