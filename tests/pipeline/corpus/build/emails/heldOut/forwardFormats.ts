import type { CorpusEntry } from "../../labels.ts";

export const FORWARD_FORMATS: readonly CorpusEntry[] = [];
