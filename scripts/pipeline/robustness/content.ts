import type { Transform } from "./transform";

/**
 * The same facts written another way: a height, a class year, a GPA, a phone number, a name as other people
 * write them. The label changes only where the written value does.
 */
export const CONTENT_TRANSFORMS: Transform[] = [];
