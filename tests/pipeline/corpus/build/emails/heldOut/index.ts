import type { CorpusEntry } from "../../labels.ts";
import { ATHLETES_AND_RECOMMENDERS } from "./athletesAndRecommenders.ts";
import { FORWARD_FORMATS } from "./forwardFormats.ts";
import { NOT_RECRUITING } from "./notRecruiting.ts";

/**
 * The held-out split's emails (see ../../../splits.ts), written by other authors than the tuning split's and
 * frozen before the engine was tuned against them. Each names its family.
 */
export const HELD_OUT_ENTRIES: readonly CorpusEntry[] = [...FORWARD_FORMATS, ...ATHLETES_AND_RECOMMENDERS, ...NOT_RECRUITING];
