/** A failed call's message as a form shows it. */
export function messageOf(error: unknown): string {
  return error instanceof Error && error.message ? error.message : "Something went wrong. Please check your connection and try again.";
}
