import type { AthletesListSearch } from "../../listSearch";

/** Moves to another view of the list (the URL keeps it). */
export type SearchChange = (next: AthletesListSearch, options?: { replace?: boolean }) => void;
