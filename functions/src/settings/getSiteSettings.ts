import { logger } from "firebase-functions";
import { onRequest } from "firebase-functions/v2/https";
import {
  SITE_SETTINGS_CACHE_CONTROL,
  SITE_SETTINGS_DOC_ID,
  parseSiteSettings,
} from "@machines/settings/siteSettings";
import { settings as settingsDocuments } from "../lib/firestore";
import { APP_ORIGIN } from "../lib/config";

/**
 * GET the public site settings (`settings/site`: betaFull, waitlistPhaseIndex) as JSON, so operators
 * switch the home page's call to action and the waitlist phase from the console without a deploy.
 * A missing document or invalid fields give the defaults. Production reaches it same-origin through
 * the Hosting rewrite `/api/site-settings`; CORS allows the app origin for direct calls.
 */
export const getSiteSettings = onRequest({ cors: APP_ORIGIN }, async (request, response) => {
  if (request.method !== "GET" && request.method !== "HEAD") {
    response.set("Allow", "GET, HEAD, OPTIONS").status(405).json({ error: "Method not allowed" });
    return;
  }
  try {
    const snapshot = await settingsDocuments.doc(SITE_SETTINGS_DOC_ID).get();
    const settings = parseSiteSettings(snapshot.data());
    response.set("Cache-Control", SITE_SETTINGS_CACHE_CONTROL).status(200).json(settings);
  } catch (error) {
    // Never cached: the browser falls back to the defaults and the next request tries again.
    logger.error("getSiteSettings: could not read settings/site", error);
    response.set("Cache-Control", "no-store").status(503).json({ error: "Settings unavailable" });
  }
});
