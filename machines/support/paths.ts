/** Where the support console lives (no zod here: /login imports it). */
export const SUPPORT_PATH = "/support";
