import type { PersistedOnboarding } from "@machines/onboarding/persistence";
import { readJson, removeItem, writeJson } from "@/lib/webStorage";

/**
 * The newest progress this tab has sent but the server has not confirmed yet. A save takes about
 * 100 ms; a reload inside that window would otherwise resume from the server's older copy, one step
 * back. Kept in the tab's sessionStorage, per guest, and dropped once the server has it.
 */
const UNSAVED_PROGRESS_KEY = "onboarding.unsavedProgress";

export interface UnsavedProgress {
  uid: string;
  progress: PersistedOnboarding;
  eventType: string;
}

export function keepUnsavedProgress(unsaved: UnsavedProgress): void {
  writeJson("sessionStorage", UNSAVED_PROGRESS_KEY, unsaved);
}

/** Drops the copy once `saved` reached the server, unless a newer save has replaced it meanwhile. */
export function forgetSavedProgress(saved: PersistedOnboarding): void {
  if (readJson<UnsavedProgress>("sessionStorage", UNSAVED_PROGRESS_KEY)?.progress.updatedAt === saved.updatedAt) {
    removeItem("sessionStorage", UNSAVED_PROGRESS_KEY);
  }
}

/** This tab's unconfirmed progress, if it belongs to guest `uid`. */
export function unsavedProgressOf(uid: string): UnsavedProgress | undefined {
  const unsaved = readJson<UnsavedProgress>("sessionStorage", UNSAVED_PROGRESS_KEY);
  return unsaved?.uid === uid ? unsaved : undefined;
}
