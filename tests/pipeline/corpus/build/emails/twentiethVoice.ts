import type { CorpusEntry } from "../labels.ts";

export const TWENTIETH_VOICE: CorpusEntry[] = [];
