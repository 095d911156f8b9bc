import { TRANSPORT_TRANSFORMS } from "./transport";
import type { Transform } from "./transform";

/** Every transform the robustness check runs, by family. */
export const TRANSFORMS: readonly Transform[] = [...TRANSPORT_TRANSFORMS];
