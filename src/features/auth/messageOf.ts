import { failureMessage } from "@machines/callableErrors";

/** A failed call's message as a form shows it. */
export function messageOf(error: unknown): string {
  return failureMessage(error, "Something went wrong. Please check your connection and try again.");
}
