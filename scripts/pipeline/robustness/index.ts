import { CLASSIFICATION_TRANSFORMS } from "./classification";
import { CLUBS_TRANSFORMS } from "./clubs";
import { CONTENT_TRANSFORMS } from "./content";
import { LAYOUT_TRANSFORMS } from "./layouts";
import { LOOKALIKE_TRANSFORMS } from "./lookalikes";
import { PLACES_TRANSFORMS } from "./places";
import { TRANSPORT_TRANSFORMS } from "./transport";
import type { Transform } from "./transform";

/** Every transform the robustness check runs, by family. */
export const TRANSFORMS: readonly Transform[] = [...TRANSPORT_TRANSFORMS, ...CONTENT_TRANSFORMS, ...CLASSIFICATION_TRANSFORMS, ...PLACES_TRANSFORMS, ...LOOKALIKE_TRANSFORMS, ...LAYOUT_TRANSFORMS, ...CLUBS_TRANSFORMS];
