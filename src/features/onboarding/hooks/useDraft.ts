import { useEffect } from "react";
import type { FieldValues, UseFormReturn } from "react-hook-form";

/**
 * What a coach did on a step but has not sent yet (typed answers, documents reviewed), kept in this
 * tab's sessionStorage so a reload does not lose it; sent answers are saved with the flow's progress
 * instead. A draft is dropped when its page goes away in the app (sent, or the coach moved on); a
 * reload never runs that cleanup, which is exactly when the draft is needed.
 */
const draftKey = (name: string) => `onboarding.draft.${name}`;

export function readDraft<T>(name: string): T | undefined {
  try {
    const stored = sessionStorage.getItem(draftKey(name));
    return stored ? (JSON.parse(stored) as T) : undefined;
  } catch {
    return undefined; // Storage disabled or a damaged value: start from the saved answers.
  }
}

function writeDraft(name: string, value: unknown): void {
  try {
    sessionStorage.setItem(draftKey(name), JSON.stringify(value));
  } catch {
    // Storage full or disabled: a draft is a convenience only.
  }
}

/** Keeps `value` as the step's draft while the page is shown. */
export function useDraft(name: string, value: unknown): void {
  const serialized = JSON.stringify(value);
  useEffect(() => writeDraft(name, JSON.parse(serialized)), [name, serialized]);
  useEffect(() => () => sessionStorage.removeItem(draftKey(name)), [name]);
}

/** Keeps a form's values as the step's draft while the form is shown. */
export function useFormDraft<T extends FieldValues, TTransformed>(name: string, form: UseFormReturn<T, unknown, TTransformed>): void {
  useEffect(() => {
    const unsubscribe = form.subscribe({ formState: { values: true }, callback: ({ values }) => writeDraft(name, values) });
    return () => {
      unsubscribe();
      sessionStorage.removeItem(draftKey(name));
    };
  }, [name, form]);
}
