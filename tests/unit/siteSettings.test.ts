import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  DEFAULT_SITE_SETTINGS,
  MAX_WAITLIST_PHASE_INDEX,
  SITE_SETTINGS_CACHE_CONTROL,
  parseSiteSettings,
  readSiteSettings,
  siteSettingsSchema,
} from "@machines/settings/siteSettings";
import { CURRENT_WAITLIST_PHASE_INDEX, WAITLIST_PHASES } from "@machines/waitlist/phases";

describe("site settings schema", () => {
  it("defaults to trial mode and the first waitlist phase", () => {
    expect(DEFAULT_SITE_SETTINGS).toEqual({ betaFull: false, waitlistPhaseIndex: 0, explainerVideoId: null });
    expect(DEFAULT_SITE_SETTINGS.waitlistPhaseIndex).toBe(CURRENT_WAITLIST_PHASE_INDEX);
    expect(MAX_WAITLIST_PHASE_INDEX).toBe(WAITLIST_PHASES.length - 1);
    expect(SITE_SETTINGS_CACHE_CONTROL).toBe("public, max-age=60, s-maxage=300");
  });

  it.each([undefined, null, {}, [], "betaFull", 42, true])("gives the defaults for a missing or malformed document: %j", (value) => {
    expect(parseSiteSettings(value)).toEqual(DEFAULT_SITE_SETTINGS);
    expect(readSiteSettings(value)).toEqual(DEFAULT_SITE_SETTINGS);
  });

  it("keeps valid values", () => {
    expect(parseSiteSettings({ betaFull: true, waitlistPhaseIndex: 3 })).toEqual({ betaFull: true, waitlistPhaseIndex: 3, explainerVideoId: null });
    expect(parseSiteSettings({ betaFull: false, waitlistPhaseIndex: MAX_WAITLIST_PHASE_INDEX })).toEqual({ betaFull: false, waitlistPhaseIndex: 5, explainerVideoId: null });
  });

  it("drops unknown fields", () => {
    expect(parseSiteSettings({ betaFull: true, waitlistPhaseIndex: 1, secret: "x" })).toEqual({ betaFull: true, waitlistPhaseIndex: 1, explainerVideoId: null });
  });

  it("falls back field by field: a bad value does not discard a good one", () => {
    expect(parseSiteSettings({ betaFull: "yes", waitlistPhaseIndex: 2 })).toEqual({ betaFull: false, waitlistPhaseIndex: 2, explainerVideoId: null });
    expect(parseSiteSettings({ betaFull: true, waitlistPhaseIndex: "2" })).toEqual({ betaFull: true, waitlistPhaseIndex: 0, explainerVideoId: null });
    for (const index of [-1, 6, 1.5, Number.NaN, Number.POSITIVE_INFINITY, null]) {
      expect(parseSiteSettings({ betaFull: true, waitlistPhaseIndex: index })).toEqual({ betaFull: true, waitlistPhaseIndex: 0, explainerVideoId: null });
    }
    expect(parseSiteSettings({ betaFull: 1 })).toEqual(DEFAULT_SITE_SETTINGS);
  });

  it("keeps a YouTube id for the explainer video; anything else is no video", () => {
    expect(parseSiteSettings({ explainerVideoId: "Test_Video-01" }).explainerVideoId).toBe("Test_Video-01");
    for (const id of ["short", "a b c d e f", "javascript:alert(1)", "x".repeat(65), 42, true, ""]) {
      expect(parseSiteSettings({ explainerVideoId: id }).explainerVideoId).toBeNull();
      expect(readSiteSettings({ explainerVideoId: id }).explainerVideoId).toBeNull();
    }
  });

  it("the browser's dependency-free reader agrees with the zod schema on anything (property)", () => {
    const field = fc.oneof(fc.anything(), fc.boolean(), fc.integer({ min: -2, max: 8 }), fc.double());
    const candidate = fc.oneof(fc.anything(), fc.record({ betaFull: field, waitlistPhaseIndex: field, explainerVideoId: fc.oneof(field, fc.string(), fc.stringMatching(/^[\w-]{6,64}$/)) }, { requiredKeys: [] }));
    fc.assert(
      fc.property(candidate, (value) => {
        expect(readSiteSettings(value)).toEqual(parseSiteSettings(value));
        expect(siteSettingsSchema.safeParse(value ?? {}).success).toBe(true);
      }),
      { numRuns: 2000 },
    );
  });
});
