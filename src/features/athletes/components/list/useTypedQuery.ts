import { useEffect, useState } from "react";
import { TYPING_PAUSE_MS, type AthletesListSearch } from "../../listSearch";
import type { SearchChange } from "./searchChange";

/** The search box's text, put into the address once the coach pauses typing (replacing the entry, so Back skips each keystroke). */
export function useTypedQuery(search: AthletesListSearch, onSearchChange: SearchChange) {
  const [typed, setTyped] = useState(search.q ?? "");
  useEffect(() => {
    if ((search.q ?? "") === typed.trim()) return;
    const timer = setTimeout(() => onSearchChange({ ...search, q: typed.trim() || undefined, page: undefined }, { replace: true }), TYPING_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [typed, search, onSearchChange]);
  return [typed, setTyped] as const;
}
