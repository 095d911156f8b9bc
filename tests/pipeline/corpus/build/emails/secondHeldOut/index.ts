import type { CorpusEntry } from "../../labels.ts";
import { AUTHOR_A } from "./authorA.ts";
import { AUTHOR_B } from "./authorB.ts";

/**
 * The second held-out split's emails (see ../../../splits.ts), by authors who read only the corpus README and the
 * build's mechanics, never the engine or its scores; frozen before any engine change was made against them. Each
 * names its family.
 */
export const SECOND_HELD_OUT_ENTRIES: readonly CorpusEntry[] = [...AUTHOR_A, ...AUTHOR_B];
