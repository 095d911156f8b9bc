import type { Transform } from "./transform";

/**
 * Changes that leave the recruiting call and the writer's role as they were: another sport's words, another
 * coach's note above the forward, another way to sign off.
 */
export const CLASSIFICATION_TRANSFORMS: Transform[] = [];
