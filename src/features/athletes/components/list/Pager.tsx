import { PAGE_SIZES } from "@machines/portal/athletes";
import { Select } from "@/components/form/Select";
import { buttonStyles } from "@/components/ui/styles";
import type { AthletesListSearch } from "../../listSearch";

const PAGE_SIZE_OPTIONS = PAGE_SIZES.map((size) => ({ value: size, label: String(size) }));

interface PagerProps {
  page: number;
  pages: number;
  pageSize: number;
  onPage: (page: number) => void;
  onPageSize: (size: AthletesListSearch["size"]) => void;
}

/** Previous and Next, where the list is, and how many athletes a page shows. */
export function Pager({ page, pages, pageSize, onPage, onPageSize }: PagerProps) {
  return (
    <nav aria-label="Pages" className="flex flex-wrap items-center justify-between gap-3 text-sm">
      <div className="flex items-center gap-2">
        <button type="button" className={buttonStyles("secondary")} disabled={page <= 1} onClick={() => onPage(page - 1)}>
          Previous
        </button>
        <span>
          Page {page} of {pages}
        </span>
        <button type="button" className={buttonStyles("secondary")} disabled={page >= pages} onClick={() => onPage(page + 1)}>
          Next
        </button>
      </div>
      <Select label="Per page" inline compact options={PAGE_SIZE_OPTIONS} value={pageSize} onChange={(event) => onPageSize(Number(event.target.value) as AthletesListSearch["size"])} />
    </nav>
  );
}
