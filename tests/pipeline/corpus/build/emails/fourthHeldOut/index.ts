import type { CorpusEntry } from "../../labels.ts";
import { AUTHOR_E } from "./authorE.ts";

/**
 * The fourth held-out split's emails (see ../../../splits.ts), by one more author who read only the corpus README and
 * the build's mechanics, never the engine, its tests or its scores; frozen before any engine change was made against
 * them. Each names its family.
 */
export const FOURTH_HELD_OUT_ENTRIES: readonly CorpusEntry[] = [...AUTHOR_E];
