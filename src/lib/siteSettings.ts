import { useSyncExternalStore } from "react";
import { DEFAULT_SITE_SETTINGS, readSiteSettings, type SiteSettings } from "@machines/settings/siteSettingsDefaults";

/**
 * Runtime site settings (operators edit `settings/site` in the console; no deploy): fetched once per
 * page load with a plain fetch — no Firebase SDK, no zod — and shared by every component that asks.
 * Until the answer arrives, and if it fails, components see the defaults (trial mode, first phase).
 */

const env = import.meta.env;
const useEmulators = env.VITE_USE_EMULATORS === "true";

/** Development: the functions emulator. Production: same origin, through the Hosting rewrite. */
export function siteSettingsUrl(): string {
  if (!useEmulators) return "/api/site-settings";
  const emulator = env.VITE_FUNCTIONS_EMULATOR_URL ?? "http://127.0.0.1:5001";
  return `${emulator}/${env.VITE_FIREBASE_PROJECT_ID}/${env.VITE_FIREBASE_FUNCTIONS_REGION ?? "us-central1"}/getSiteSettings`;
}

const TIMEOUT_MS = 8000;

export type SiteSettingsState = { status: "loading" | "loaded" | "failed"; settings: SiteSettings };

let state: SiteSettingsState = { status: "loading", settings: DEFAULT_SITE_SETTINGS };
let request: Promise<void> | undefined;
const listeners = new Set<() => void>();

async function fetchSiteSettings(): Promise<SiteSettingsState> {
  try {
    // In development nothing is cached, so a changed document shows on the next page load; in
    // production the browser may reuse an answer for the endpoint's max-age (60 s).
    const response = await fetch(siteSettingsUrl(), {
      cache: useEmulators ? "no-store" : "default",
      credentials: "omit",
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    return { status: "loaded", settings: readSiteSettings(await response.json()) };
  } catch (error) {
    console.warn("Site settings unavailable; using the defaults.", error);
    return { status: "failed", settings: DEFAULT_SITE_SETTINGS };
  }
}

/** Starts the one fetch of this page load (later calls reuse it). */
export function loadSiteSettings(): Promise<void> {
  request ??= fetchSiteSettings().then((next) => {
    state = next;
    for (const listener of listeners) listener();
  });
  return request;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  void loadSiteSettings();
  return () => listeners.delete(listener);
}

const getSnapshot = () => state;
/** What a prerendered page shows, so hydration renders the same before the answer replaces it. */
const INITIAL_STATE = state;
const getServerSnapshot = () => INITIAL_STATE;

/** The settings and whether they have arrived; the defaults while loading or after a failure. */
export function useSiteSettings(): SiteSettingsState {
  return useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot);
}
