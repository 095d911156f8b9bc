import { useState } from "react";

/** The athletes ticked on the list, for Delete and Send to UA: one at a time, or every one on the page. */
export function useSelection(pageIds: readonly string[]) {
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const allOnPage = pageIds.length > 0 && pageIds.every((id) => selected.has(id));
  const toggle = (id: string) =>
    setSelected((previous) => {
      const next = new Set(previous);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const toggleAll = () => setSelected(allOnPage ? new Set() : new Set([...selected, ...pageIds]));
  const clear = () => setSelected(new Set());
  return { selected, allOnPage, toggle, toggleAll, clear };
}

export type AthleteSelection = ReturnType<typeof useSelection>;
