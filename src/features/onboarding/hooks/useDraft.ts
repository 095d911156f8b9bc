import { useEffect } from "react";
import type { FieldValues, UseFormReturn } from "react-hook-form";
import { readJson, removeItem, writeJson } from "@/lib/webStorage";

/**
 * What a coach typed on a step but has not sent yet, kept in this
 * tab's sessionStorage so a reload does not lose it; sent answers are saved with the flow's progress
 * instead. A draft is dropped when its page goes away in the app (sent, or the coach moved on); a
 * reload never runs that cleanup, which is exactly when the draft is needed.
 */
const draftKey = (name: string) => `onboarding.draft.${name}`;

export function readDraft<T>(name: string): T | undefined {
  return readJson<T>("sessionStorage", draftKey(name));
}

const writeDraft = (name: string, value: unknown) => writeJson("sessionStorage", draftKey(name), value);
const dropDraft = (name: string) => removeItem("sessionStorage", draftKey(name));

/** Keeps a form's values as the step's draft while the form is shown. */
export function useFormDraft<T extends FieldValues, TTransformed>(name: string, form: UseFormReturn<T, unknown, TTransformed>): void {
  useEffect(() => {
    const unsubscribe = form.subscribe({ formState: { values: true }, callback: ({ values }) => writeDraft(name, values) });
    return () => {
      unsubscribe();
      dropDraft(name);
    };
  }, [name, form]);
}
