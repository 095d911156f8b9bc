import { useEffect } from "react";
import { APP_ROOT_ID } from "./publicPages";

/**
 * Renders nothing; once the page around it has hydrated (or, opened with other search params, rendered afresh), the
 * prerendered page (written inert) takes taps and keys. Parts whose code loads later stay inert until it has
 * (components/ui/InertUntilLoaded).
 * The prerender renders it too, in the same place: React derives `useId` values (Radix's ARIA links between a
 * trigger and what it controls) from the tree's shape, so the server's tree and the browser's must be the same.
 */
export function LiftInert() {
  useEffect(() => document.getElementById(APP_ROOT_ID)?.removeAttribute("inert"), []);
  return null;
}
