/**
 * The corpus's two splits. Tuning: the emails the engine may be tuned on (`npm run pipeline:eval -- --verbose`
 * lists their disagreements). Held out: written later by other authors, by source family, frozen before any
 * tuning against them; the evaluation reports them apart and never lists their disagreements unless asked with
 * `--show-held-out` (which spends them: look only when reporting). The second held-out split was written by further
 * authors, who read only the corpus README, and frozen at a later engine; it is reported apart from the first so that
 * each figure says which engine first met its emails. The third, the same way, by two more authors in stop 36; the fourth by one more in stop 37.
 */
import { join } from "node:path";

export const CORPUS_SPLITS = ["tuning", "held-out", "second-held-out", "third-held-out", "fourth-held-out"] as const;
export type CorpusSplit = (typeof CORPUS_SPLITS)[number];

const corpusDir = import.meta.dirname;

/** Where each split's .eml files and labels.jsonl live. */
export const SPLIT_DIRS: Record<CorpusSplit, string> = {
  tuning: corpusDir,
  "held-out": join(corpusDir, "held-out"),
  "second-held-out": join(corpusDir, "second-held-out"),
  "third-held-out": join(corpusDir, "third-held-out"),
  "fourth-held-out": join(corpusDir, "fourth-held-out"),
};

/** The splits nobody may tune against. */
export const HELD_OUT_SPLITS = ["held-out", "second-held-out", "third-held-out", "fourth-held-out"] as const satisfies readonly CorpusSplit[];

/** The held-out splits together are at least this share of the corpus. */
export const MIN_HELD_OUT_SHARE = 0.3;
