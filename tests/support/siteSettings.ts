import { randomUUID } from "node:crypto";
import { db } from "../../functions/src/lib/admin";
import { SITE_SETTINGS_COLLECTION, SITE_SETTINGS_DOC_ID } from "@machines/settings/siteSettings";
import { TEST_PROJECT_ID, TEST_URLS } from "./testStack";

/** The public endpoint on the test stack's functions emulator. */
export const SITE_SETTINGS_URL = `${TEST_URLS.functions}/${TEST_PROJECT_ID}/us-central1/getSiteSettings`;

const settingsDoc = () => db.collection(SITE_SETTINGS_COLLECTION).doc(SITE_SETTINGS_DOC_ID);
const lockDoc = () => db.collection("testLocks").doc("siteSettings");
/** A lock older than this was left by a crashed run and is taken over. */
const STALE_LOCK_MS = 90_000;

async function acquireLock(owner: string): Promise<void> {
  for (;;) {
    try {
      await lockDoc().create({ owner, at: Date.now() });
      return;
    } catch {
      const held = await lockDoc().get();
      if (held.exists && Date.now() - Number(held.get("at")) > STALE_LOCK_MS) await lockDoc().delete();
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
}

async function releaseLock(owner: string): Promise<void> {
  const held = await lockDoc().get();
  if (held.get("owner") === owner) await lockDoc().delete();
}

/**
 * Runs `body` while `settings/site` holds `document` (null: no document, i.e. the defaults), then puts
 * back what was there. Test files that change the settings take turns through a lock document, as
 * the functions and browser tests run in parallel against one stack.
 */
export async function withSiteSettings<T>(document: Record<string, unknown> | null, body: () => Promise<T>): Promise<T> {
  const owner = randomUUID();
  await acquireLock(owner);
  const before = await settingsDoc().get();
  try {
    if (document) await settingsDoc().set(document);
    else await settingsDoc().delete();
    return await body();
  } finally {
    if (before.exists) await settingsDoc().set(before.data()!);
    else await settingsDoc().delete();
    await releaseLock(owner);
  }
}
