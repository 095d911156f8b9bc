import type { PersistedOnboarding } from "@machines/onboarding/persistence";

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
  try {
    sessionStorage.setItem(UNSAVED_PROGRESS_KEY, JSON.stringify(unsaved));
  } catch {
    // Storage full or disabled: only the reload-during-a-save case is affected.
  }
}

function readUnsavedProgress(): UnsavedProgress | undefined {
  try {
    const stored = sessionStorage.getItem(UNSAVED_PROGRESS_KEY);
    return stored ? (JSON.parse(stored) as UnsavedProgress) : undefined;
  } catch {
    return undefined; // Storage disabled or a damaged value: the server's copy is used.
  }
}

/** Drops the copy once `saved` reached the server, unless a newer save has replaced it meanwhile. */
export function forgetSavedProgress(saved: PersistedOnboarding): void {
  if (readUnsavedProgress()?.progress.updatedAt === saved.updatedAt) sessionStorage.removeItem(UNSAVED_PROGRESS_KEY);
}

/** This tab's unconfirmed progress, if it belongs to guest `uid`. */
export function unsavedProgressOf(uid: string): UnsavedProgress | undefined {
  const unsaved = readUnsavedProgress();
  return unsaved?.uid === uid ? unsaved : undefined;
}
