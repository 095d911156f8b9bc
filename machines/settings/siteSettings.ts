import { z } from "zod";
import { DEFAULT_SITE_SETTINGS, MAX_WAITLIST_PHASE_INDEX, VIDEO_ID_PATTERN, type SiteSettings } from "./siteSettingsDefaults";

export * from "./siteSettingsDefaults";

/**
 * The `settings/site` document as the server reads it (operators edit it by hand in the console):
 * a field that is missing or of the wrong kind falls back to its default on its own, and a missing
 * or malformed document gives the defaults. Parsing never fails.
 */
export const siteSettingsSchema: z.ZodType<SiteSettings, unknown> = z
  .object({
    betaFull: z.boolean().catch(DEFAULT_SITE_SETTINGS.betaFull),
    waitlistPhaseIndex: z.number().int().min(0).max(MAX_WAITLIST_PHASE_INDEX).catch(DEFAULT_SITE_SETTINGS.waitlistPhaseIndex),
    explainerVideoId: z.string().regex(VIDEO_ID_PATTERN).nullable().catch(DEFAULT_SITE_SETTINGS.explainerVideoId),
  })
  .catch(() => ({ ...DEFAULT_SITE_SETTINGS }));

export function parseSiteSettings(value: unknown): SiteSettings {
  const result = siteSettingsSchema.safeParse(value ?? {});
  return result.success ? result.data : { ...DEFAULT_SITE_SETTINGS };
}
