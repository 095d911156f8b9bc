import { GENERIC_FAILURE_MESSAGE } from "@machines/callableErrors";
import type { ListAthletesRequest } from "@machines/portal/athletes";
import { buttonStyles } from "@/components/ui/styles";
import { useServerAction } from "@/hooks/useServerAction";
import { call } from "@/lib/callables";
import { saveFile } from "@/lib/saveFile";
import { DeleteAthletesButton } from "../DeleteAthletes";
import { SendToUa } from "../SendToUa";

interface ListActionsProps {
  request: ListAthletesRequest;
  /** Athletes in this view: nothing to download without one. */
  total: number;
  selected: ReadonlySet<string>;
  uaNoteAddress: Promise<string>;
  onDeleted: (athleteIds: string[]) => void;
  onSent: () => void;
}

/** What the list does: the current view as CSV, and Delete and Send to UA for the ticked athletes (each waits while another runs). */
export function ListActions({ request, total, selected, uaNoteAddress, onDeleted, onSent }: ListActionsProps) {
  const { run, running } = useServerAction();
  const downloadCsv = () =>
    run(
      "csv",
      () => call("exportAthletesCsv", { filters: request.filters, sort: request.sort }),
      ({ csv, filename }) => {
        saveFile(csv, filename, "text/csv;charset=utf-8");
        return null;
      },
      { failureTitle: "Download failed", fallback: GENERIC_FAILURE_MESSAGE, reload: false },
    );
  return (
    <div className="flex flex-wrap items-start gap-2">
      <button type="button" className={buttonStyles("secondary")} onClick={() => void downloadCsv()} disabled={running !== null || !total}>
        {running === "csv" ? "Preparing CSV…" : "Download CSV"}
      </button>
      <DeleteAthletesButton athleteIds={[...selected]} label={`Delete${selected.size ? ` (${selected.size})` : ""}`} disabled={running !== null} onDeleted={onDeleted} />
      <SendToUa athleteIds={[...selected]} uaNoteAddress={uaNoteAddress} busy={running !== null} onSent={onSent} />
    </div>
  );
}
