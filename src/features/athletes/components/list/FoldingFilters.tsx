import { useState, type ReactNode } from "react";
import { buttonStyles } from "@/components/ui/styles";

/** Phones: the filters fold away behind a button, so the search and the list come first; wide screens always show them. */
export function FoldingFilters({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false);
  return (
    <div>
      <button type="button" className={`${buttonStyles("secondary")} w-full lg:hidden`} aria-expanded={open} aria-controls="athlete-filters-panel" onClick={() => setOpen((shown) => !shown)}>
        {open ? "Hide filters" : "Show filters"}
      </button>
      <div id="athlete-filters-panel" className={`${open ? "mt-3 block" : "hidden"} lg:mt-0 lg:block`}>
        {children}
      </div>
    </div>
  );
}
