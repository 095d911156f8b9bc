import { useEffect, useState } from "react";

/** The longest an idle task waits for an idle moment once the page is up. */
const IDLE_TIMEOUT_MS = 2000;

/**
 * Runs `task` once the page has loaded, painted its content and the main thread is idle: for work the first
 * paint does not need (code a later tap needs, a signed-in check), so it never competes with the page's own
 * content. The paint matters as well as the load event: the page renders in short slices, so the browser can
 * be idle between them before anything is on screen. Returns a function that cancels the task if it has not
 * run yet (for effect cleanups).
 */
export function whenIdleAfterLoad(task: () => void): () => void {
  let cancel = () => {};

  const whenIdle = () => {
    if (typeof requestIdleCallback === "function") {
      const handle = requestIdleCallback(task, { timeout: IDLE_TIMEOUT_MS });
      cancel = () => cancelIdleCallback(handle);
    } else {
      // Safari has no requestIdleCallback: the next task will do.
      const handle = setTimeout(task, 0);
      cancel = () => clearTimeout(handle);
    }
  };

  const afterFirstContentfulPaint = () => {
    if (!PerformanceObserver.supportedEntryTypes?.includes("paint")) return whenIdle();
    const observer = new PerformanceObserver((entries) => {
      if (entries.getEntriesByName("first-contentful-paint").length === 0) return;
      observer.disconnect();
      whenIdle();
    });
    observer.observe({ type: "paint", buffered: true });
    cancel = () => observer.disconnect();
  };

  if (document.readyState === "complete") afterFirstContentfulPaint();
  else {
    window.addEventListener("load", afterFirstContentfulPaint, { once: true });
    cancel = () => window.removeEventListener("load", afterFirstContentfulPaint);
  }
  return () => cancel();
}

/** False until the page has loaded, painted and gone idle (see whenIdleAfterLoad): for content far below the fold. */
export function useIdleAfterLoad(): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => whenIdleAfterLoad(() => setIdle(true)), []);
  return idle;
}
