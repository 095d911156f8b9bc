import { db } from "../../functions/src/lib/admin";
import { SITE_SETTINGS_COLLECTION, SITE_SETTINGS_DOC_ID } from "@machines/settings/siteSettings";
import { TEST_PROJECT_ID, TEST_URLS } from "./testStack";

/** The public endpoint on the test stack's functions emulator. */
export const SITE_SETTINGS_URL = `${TEST_URLS.functions}/${TEST_PROJECT_ID}/us-central1/getSiteSettings`;

const settingsDoc = () => db.collection(SITE_SETTINGS_COLLECTION).doc(SITE_SETTINGS_DOC_ID);

/**
 * Runs `body` while `settings/site` holds `document` (null: no document, i.e. the defaults), then puts
 * back what was there. Every visitor sees this document, so only files in vitest.config.ts's
 * SITE_WIDE_FILES may call this: they run after all other files, one at a time.
 */
export async function withSiteSettings<T>(document: Record<string, unknown> | null, body: () => Promise<T>): Promise<T> {
  const before = await settingsDoc().get();
  try {
    if (document) await settingsDoc().set(document);
    else await settingsDoc().delete();
    return await body();
  } finally {
    if (before.exists) await settingsDoc().set(before.data()!);
    else await settingsDoc().delete();
  }
}
