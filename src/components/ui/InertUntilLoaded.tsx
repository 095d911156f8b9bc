import { Suspense, useEffect, useState, type ReactNode } from "react";

function OnLoaded({ setLoaded }: { setLoaded: (loaded: true) => void }) {
  useEffect(() => setLoaded(true), [setLoaded]);
  return null;
}

/**
 * A Suspense boundary for code that loads after its page (a form and its validation library), inert until that code
 * has rendered. A prerendered page hydrates such a boundary last: its HTML is there, but until its code arrives a tap
 * on its button would submit the form natively (the typed addresses into the URL) and typing would be lost.
 */
export function InertUntilLoaded({ fallback, children }: { fallback?: ReactNode; children: ReactNode }) {
  const [loaded, setLoaded] = useState(false);
  return (
    <div inert={!loaded}>
      <Suspense fallback={fallback}>
        {children}
        <OnLoaded setLoaded={setLoaded} />
      </Suspense>
    </div>
  );
}
