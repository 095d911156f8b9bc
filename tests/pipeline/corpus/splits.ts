/**
 * The corpus's two splits. Tuning: the emails the engine may be tuned on (`npm run pipeline:eval -- --verbose`
 * lists their disagreements). Held out: written later by other authors, by source family, frozen before any
 * tuning against them; the evaluation reports them apart and never lists their disagreements unless asked with
 * `--show-held-out` (which spends them: look only when reporting).
 */
import { join } from "node:path";

export const CORPUS_SPLITS = ["tuning", "held-out"] as const;
export type CorpusSplit = (typeof CORPUS_SPLITS)[number];

const corpusDir = import.meta.dirname;

/** Where each split's .eml files and labels.jsonl live. */
export const SPLIT_DIRS: Record<CorpusSplit, string> = { tuning: corpusDir, "held-out": join(corpusDir, "held-out") };

/** The held-out split is at least this share of the corpus. */
export const MIN_HELD_OUT_SHARE = 0.3;
