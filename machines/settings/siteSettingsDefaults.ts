import { CURRENT_WAITLIST_PHASE_INDEX, WAITLIST_PHASES } from "../waitlist/phases";

/**
 * Runtime site settings: values operators change in the Firestore console (document `settings/site`)
 * without a deploy. This file has no dependencies so the home page can read settings without zod;
 * the server validates with the zod schema in ./siteSettings.ts, and a unit test keeps both agreeing.
 */
export interface SiteSettings {
  /** Spec §4 'Landing call-to-action': waitlist mode when true, trial mode otherwise. */
  betaFull: boolean;
  /** Index into WAITLIST_PHASES; the home panel shows a phase line only above 0 (spec §2, Home). */
  waitlistPhaseIndex: number;
  /** The home page's explainer video (a YouTube id), or null for the illustration alone: swapped without a deploy. */
  explainerVideoId: string | null;
}

export const SITE_SETTINGS_COLLECTION = "settings";
export const SITE_SETTINGS_DOC_ID = "site";

export const DEFAULT_SITE_SETTINGS: Readonly<SiteSettings> = Object.freeze({
  betaFull: false,
  waitlistPhaseIndex: CURRENT_WAITLIST_PHASE_INDEX,
  explainerVideoId: null,
});

export const MAX_WAITLIST_PHASE_INDEX = WAITLIST_PHASES.length - 1;

/** Cache policy of the public endpoint: browsers keep it a minute, the CDN five. */
export const SITE_SETTINGS_CACHE_CONTROL = "public, max-age=60, s-maxage=300";

/** YouTube ids are letters, digits, '-' and '_'; anything else is treated as unset. */
export const VIDEO_ID_PATTERN = /^[\w-]{6,64}$/;

const isPhaseIndex = (value: unknown): value is number =>
  typeof value === "number" && Number.isInteger(value) && value >= 0 && value <= MAX_WAITLIST_PHASE_INDEX;

/**
 * Lenient read of settings from anywhere (a fetch response, a document): each field that is
 * missing or not valid falls back to its default on its own; anything that is not an object
 * gives the defaults. Never throws.
 */
export function readSiteSettings(value: unknown): SiteSettings {
  const record = typeof value === "object" && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
  return {
    betaFull: typeof record.betaFull === "boolean" ? record.betaFull : DEFAULT_SITE_SETTINGS.betaFull,
    waitlistPhaseIndex: isPhaseIndex(record.waitlistPhaseIndex) ? record.waitlistPhaseIndex : DEFAULT_SITE_SETTINGS.waitlistPhaseIndex,
    explainerVideoId:
      typeof record.explainerVideoId === "string" && VIDEO_ID_PATTERN.test(record.explainerVideoId) ? record.explainerVideoId : DEFAULT_SITE_SETTINGS.explainerVideoId,
  };
}
