import type { CorpusEntry } from "../labels.ts";

export const NINETEENTH_VOICE: CorpusEntry[] = [];
