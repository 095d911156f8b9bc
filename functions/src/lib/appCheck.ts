/**
 * Whether callables refuse requests without a valid App Check token. Always in production; never
 * in the local emulators, which cannot verify App Check tokens offline and refuse enforced callables
 * (firebase-tools issue 5253). Decided by the platform's own marker, so no configuration can turn
 * enforcement off in production.
 */
export function appCheckEnforced(env: NodeJS.ProcessEnv = process.env): boolean {
  return env.FUNCTIONS_EMULATOR !== "true";
}
