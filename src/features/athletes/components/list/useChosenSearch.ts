import { useState } from "react";
import type { AthletesListSearch } from "../../listSearch";
import type { SearchChange } from "./searchChange";

/**
 * The view the coach has chosen, shown by the filters, sort and pager at once: the address (and `search`) changes a
 * moment later, when the router commits it, and a control showing only `search` would untick under a click and
 * drop the first of two quick changes. Follows `search` whenever that changes (Back, a link, the typed query).
 */
export function useChosenSearch(search: AthletesListSearch, onSearchChange: SearchChange) {
  const [chosen, setChosen] = useState(search);
  const [followed, setFollowed] = useState(search);
  if (followed !== search) {
    setFollowed(search);
    setChosen(search);
  }
  const choose = (next: AthletesListSearch) => {
    setChosen(next);
    onSearchChange(next);
  };
  return [chosen, choose] as const;
}
