import { useCallback, useId, useRef, useState } from "react";
import { MenuIcon } from "@/components/ui/icons";
import { focusRing } from "@/components/ui/styles";

// The drawer itself (Radix Dialog, about 9 KB gzip) is not needed before a visitor reaches for the menu: it loads as a
// finger or pointer lands on the button (or it takes focus), ahead of the click that opens it.
type DrawerPanel = typeof import("./MobileDrawerPanel").MobileDrawerPanel;
const loadDrawerPanel = () => import("./MobileDrawerPanel").then((module) => module.MobileDrawerPanel);

/** Below the md breakpoint the header links live in this right-side drawer; it closes on navigation. */
export function MobileDrawer() {
  const [open, setOpen] = useState(false);
  // Kept in state rather than behind React.lazy, so once loaded the drawer opens in the tap's own render (lazy's
  // Suspense would hold every first opening back by ~300 ms).
  const [Panel, setPanel] = useState<DrawerPanel>();
  const trigger = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const loadPanel = useCallback(() => loadDrawerPanel().then((panel) => setPanel(() => panel)), []);

  // A failed early load is simply retried by the click.
  const preloadPanel = () => void (Panel ?? loadPanel().catch(() => undefined));

  return (
    <>
      <button
        ref={trigger}
        type="button"
        aria-label="Open menu"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onPointerDown={preloadPanel}
        onFocus={preloadPanel}
        onClick={() => {
          setOpen(true);
          if (!Panel) {
            void loadPanel().catch((error: unknown) => {
              console.error("Could not load the menu", error);
              setOpen(false);
            });
          }
        }}
        className={`rounded-md p-2 text-brand-text hover:bg-brand-light md:hidden ${focusRing}`}
      >
        <MenuIcon />
      </button>
      {open && Panel && <Panel id={panelId} onClose={() => setOpen(false)} trigger={trigger} />}
    </>
  );
}
