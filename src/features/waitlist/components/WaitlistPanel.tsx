import * as Collapsible from "@radix-ui/react-collapsible";
import { Suspense, lazy, useState } from "react";
import { WAITLIST_PHASES, currentPhaseLine } from "@machines/waitlist/phases";
import { useSiteSettings } from "@/lib/siteSettings";

// The form (and its validation library) loads when the panel first opens, not with the home page.
const loadWaitlistForm = () => import("./WaitlistForm");
const WaitlistForm = lazy(() => loadWaitlistForm().then((module) => ({ default: module.WaitlistForm })));

/** The home page's collapsible waitlist panel; it closes after a successful signup. */
export function WaitlistPanel() {
  const [open, setOpen] = useState(false);
  // Operators set the phase in settings/site; the default (0) until it arrives.
  const phaseIndex = useSiteSettings().settings.waitlistPhaseIndex;
  const phaseLine = currentPhaseLine(phaseIndex);

  return (
    <Collapsible.Root open={open} onOpenChange={setOpen} asChild>
      <section aria-labelledby="waitlist-panel-title" className="rounded-xl border border-slate-200 bg-white shadow-sm">
        <h2 id="waitlist-panel-title">
          <Collapsible.Trigger
            onPointerEnter={() => void loadWaitlistForm()}
            onFocus={() => void loadWaitlistForm()}
            className="flex w-full items-center justify-between gap-4 rounded-xl px-6 py-5 text-left focus-visible:outline-2 focus-visible:outline-brand">
            <span>
              <span className="block text-lg font-semibold text-brand-text">Reserve your spot. Join the waitlist</span>
              <span className="block text-sm font-normal text-slate-600">We'll let you know when it's ready</span>
            </span>
            <span aria-hidden="true" className={`text-2xl text-brand transition-transform ${open ? "rotate-45" : ""}`}>
              +
            </span>
          </Collapsible.Trigger>
        </h2>
        {/* Only while open (a closed Content holds nothing anyway): Radix measures the content as it mounts, which on
            the home page's first render would force a layout of the whole page in the middle of it. */}
        {open && (
          <Collapsible.Content className="space-y-6 border-t border-slate-200 px-6 py-5">
            {phaseLine && <p className="font-medium text-brand">{phaseLine}</p>}
            <div>
              <h3 className="mb-2 text-sm font-semibold uppercase tracking-wide text-slate-700">Launch phases</h3>
              <ol className="grid gap-2 text-sm sm:grid-cols-2">
                {WAITLIST_PHASES.map((phase, index) => (
                  <li
                    key={phase.name}
                    aria-current={index === phaseIndex ? "step" : undefined}
                    className={`flex justify-between gap-2 rounded-md border px-3 py-2 ${index === phaseIndex ? "border-brand bg-brand-light" : "border-slate-200"}`}
                  >
                    <span className="font-medium">{phase.name}</span>
                    <span className="text-slate-600">{phase.availability}</span>
                  </li>
                ))}
              </ol>
            </div>
            <div>
              <h3 className="mb-3 text-base font-semibold text-brand-text">Join the Waitlist</h3>
              <Suspense fallback={<p className="text-sm text-slate-600">Loading the form…</p>}>
                <WaitlistForm variant="panel" onJoined={() => setOpen(false)} />
              </Suspense>
            </div>
          </Collapsible.Content>
        )}
      </section>
    </Collapsible.Root>
  );
}
