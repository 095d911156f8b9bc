import type { InspectionEvent, Observer } from "xstate";

/**
 * The `inspect` option every machine in the app is started with: in development with
 * VITE_XSTATE_INSPECT=true it hands each actor's events to the Stately inspector (which opens in a new
 * tab), otherwise it is undefined. The inspector loads lazily; events before it is ready wait for it.
 * The condition is replaced by `false` in a production build, so @statelyai/inspect is never bundled
 * there (tests/browser/xstateInspect.test.ts reads the production build to be sure).
 */
function devInspector(): Observer<InspectionEvent> | undefined {
  if (!import.meta.env.DEV || import.meta.env.VITE_XSTATE_INSPECT !== "true") return undefined;
  const waiting: InspectionEvent[] = [];
  let ready: Observer<InspectionEvent> | null = null;
  void import("@statelyai/inspect").then(({ createBrowserInspector }) => {
    ready = createBrowserInspector().inspect;
    for (const event of waiting.splice(0)) ready.next?.(event);
  });
  return { next: (event) => (ready ? ready.next?.(event) : waiting.push(event)) };
}

export const inspect = devInspector();
