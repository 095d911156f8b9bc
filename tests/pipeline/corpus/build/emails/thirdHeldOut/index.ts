import type { CorpusEntry } from "../../labels.ts";
import { AUTHOR_C } from "./authorC.ts";
import { AUTHOR_D } from "./authorD.ts";

/**
 * The third held-out split's emails (see ../../../splits.ts), by two more authors who read only the corpus README and
 * the build's mechanics, never the engine, its tests or its scores; frozen before any engine change was made against
 * them. Each names its family.
 */
export const THIRD_HELD_OUT_ENTRIES: readonly CorpusEntry[] = [...AUTHOR_C, ...AUTHOR_D];
