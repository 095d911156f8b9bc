import { CLASSIFICATION_TRANSFORMS } from "./classification";
import { CLUBS_TRANSFORMS } from "./clubs";
import { CONTENT_TRANSFORMS } from "./content";
import { LAYOUT_TRANSFORMS } from "./layouts";
import { LOOKALIKE_TRANSFORMS } from "./lookalikes";
import { NEAR_MISS_TRANSFORMS } from "./nearMisses";
import { PLACES_TRANSFORMS } from "./places";
import { POSITIONS_TRANSFORMS } from "./positions";
import { TRANSPORT_TRANSFORMS } from "./transport";
import type { Transform } from "./transform";
import { WRITER_TRANSFORMS } from "./writers";

/** Every transform the robustness check runs, by family. */
export const TRANSFORMS: readonly Transform[] = [
  ...TRANSPORT_TRANSFORMS,
  ...CONTENT_TRANSFORMS,
  ...CLASSIFICATION_TRANSFORMS,
  ...PLACES_TRANSFORMS,
  ...LOOKALIKE_TRANSFORMS,
  ...LAYOUT_TRANSFORMS,
  ...NEAR_MISS_TRANSFORMS,
  ...POSITIONS_TRANSFORMS,
  ...CLUBS_TRANSFORMS,
  ...WRITER_TRANSFORMS,
];
