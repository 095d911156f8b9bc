import { initializeApp } from "firebase/app";
import { browserLocalPersistence, connectAuthEmulator, indexedDBLocalPersistence, initializeAuth, signInAnonymously, type Auth } from "firebase/auth";
import { connectFunctionsEmulator, getFunctions } from "firebase/functions";

/**
 * The web app's only connection to Firebase. In development and tests it talks to the local
 * emulators (VITE_USE_EMULATORS=true, set by the local stack); production builds read the
 * project's web config from VITE_FIREBASE_* variables (see .env.production.example).
 */
const env = import.meta.env;
const useEmulators = env.VITE_USE_EMULATORS === "true";

const app = initializeApp({
  apiKey: env.VITE_FIREBASE_API_KEY ?? (useEmulators ? "demo-api-key" : undefined),
  authDomain: env.VITE_FIREBASE_AUTH_DOMAIN,
  projectId: env.VITE_FIREBASE_PROJECT_ID,
  appId: env.VITE_FIREBASE_APP_ID,
});

// initializeAuth without a popup/redirect resolver: we sign in anonymously or by email link only,
// so the SDK never loads Google's sign-in iframe scripts (an extra request and console noise).
export const auth: Auth = initializeAuth(app, { persistence: [indexedDBLocalPersistence, browserLocalPersistence] });
export const functions = getFunctions(app, env.VITE_FIREBASE_FUNCTIONS_REGION ?? "us-central1");

if (useEmulators) {
  connectAuthEmulator(auth, env.VITE_AUTH_EMULATOR_URL ?? "http://127.0.0.1:9099", { disableWarnings: true });
  const functionsEmulator = new URL(env.VITE_FUNCTIONS_EMULATOR_URL ?? "http://127.0.0.1:5001");
  connectFunctionsEmulator(functions, functionsEmulator.hostname, Number(functionsEmulator.port));
}

let appCheck: Promise<void> | undefined;

/**
 * App Check, which every callable enforces in production: the reCAPTCHA Enterprise provider loads
 * with the first call, never with a page, so public pages keep their speed. The local emulators
 * cannot verify its tokens and do not enforce it.
 */
export function ensureAppCheck(): Promise<void> {
  const siteKey = env.VITE_RECAPTCHA_ENTERPRISE_SITE_KEY;
  if (useEmulators || !siteKey) return Promise.resolve();
  appCheck ??= import("firebase/app-check").then(({ initializeAppCheck, ReCaptchaEnterpriseProvider }) => {
    initializeAppCheck(app, { provider: new ReCaptchaEnterpriseProvider(siteKey), isTokenAutoRefreshEnabled: true });
  });
  return appCheck;
}

/** Every visitor is at least an anonymous user, which is how callables tell clients apart. */
export async function ensureSignedIn(): Promise<void> {
  await auth.authStateReady();
  if (!auth.currentUser) await signInAnonymously(auth);
}
