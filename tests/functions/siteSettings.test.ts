import { describe, expect, it } from "vitest";
import { DEFAULT_SITE_SETTINGS } from "@machines/settings/siteSettings";
import { SITE_SETTINGS_URL, withSiteSettings } from "../support/siteSettings";
import { TEST_URLS } from "../support/testStack";

const APP_ORIGIN = TEST_URLS.web;

async function getSettings(init: RequestInit = {}) {
  const response = await fetch(SITE_SETTINGS_URL, { ...init, headers: { Origin: APP_ORIGIN, ...init.headers } });
  const text = await response.text();
  return { response, body: text ? (JSON.parse(text) as unknown) : undefined };
}

describe("getSiteSettings endpoint", () => {
  it("answers the defaults when settings/site is missing, cacheable, as JSON, for the app origin", async () => {
    await withSiteSettings(null, async () => {
      const { response, body } = await getSettings();
      expect(response.status).toBe(200);
      expect(body).toEqual(DEFAULT_SITE_SETTINGS);
      expect(response.headers.get("content-type")).toMatch(/^application\/json/);
      expect(response.headers.get("cache-control")).toBe("public, max-age=60, s-maxage=300");
      expect(response.headers.get("access-control-allow-origin")).toBe(APP_ORIGIN);
    });
  });

  it("answers what operators wrote to settings/site", async () => {
    await withSiteSettings({ betaFull: true, waitlistPhaseIndex: 3 }, async () => {
      const { response, body } = await getSettings();
      expect(response.status).toBe(200);
      expect(body).toEqual({ betaFull: true, waitlistPhaseIndex: 3, explainerVideoId: null });
      expect(response.headers.get("cache-control")).toBe("public, max-age=60, s-maxage=300");
    });
  });

  it("falls back to the default for each value that is not valid, and hides other fields", async () => {
    await withSiteSettings({ betaFull: "yes", waitlistPhaseIndex: 2, note: "internal" }, async () => {
      expect((await getSettings()).body).toEqual({ betaFull: false, waitlistPhaseIndex: 2, explainerVideoId: null });
    });
    await withSiteSettings({ betaFull: true, waitlistPhaseIndex: 99 }, async () => {
      expect((await getSettings()).body).toEqual({ betaFull: true, waitlistPhaseIndex: 0, explainerVideoId: null });
    });
    await withSiteSettings({ betaFull: null, waitlistPhaseIndex: "4" }, async () => {
      const { response, body } = await getSettings();
      expect(response.status).toBe(200);
      expect(body).toEqual(DEFAULT_SITE_SETTINGS);
    });
  });

  it("allows the app origin in CORS, answers preflights, and refuses writes", async () => {
    const preflight = await fetch(SITE_SETTINGS_URL, {
      method: "OPTIONS",
      headers: { Origin: APP_ORIGIN, "Access-Control-Request-Method": "GET" },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get("access-control-allow-origin")).toBe(APP_ORIGIN);

    // Other origins are refused only in production: the functions emulator turns on firebase-functions'
    // `enableCors` debug feature, which reflects any origin.

    const post = await getSettings({ method: "POST", body: JSON.stringify({ betaFull: true }), headers: { "Content-Type": "application/json" } });
    expect(post.response.status).toBe(405);
    expect(post.response.headers.get("allow")).toBe("GET, HEAD, OPTIONS");
    expect(post.response.headers.get("cache-control")).toBeNull();
  });
});
