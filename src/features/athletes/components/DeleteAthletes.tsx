import * as Dialog from "@radix-ui/react-dialog";
import { useState } from "react";
import { ATHLETE_DELETION_MESSAGES } from "@machines/portal/athleteDeletion";
import { DialogActions, DialogFrame } from "@/components/ui/DialogFrame";
import { buttonStyles } from "@/components/ui/styles";
import { useServerAction } from "@/hooks/useServerAction";
import { call } from "@/lib/callables";

interface DeleteAthletesProps {
  athleteIds: readonly string[];
  /** The one athlete's name, when one is deleted (the dialog names her). */
  name?: string;
  label: string;
  disabled?: boolean;
  /** Reload the page's data afterwards (the list); off where the data is gone (her own page). */
  reload?: boolean;
  onDeleted: (athleteIds: string[]) => void;
}

/** 'Delete' with a confirmation that says what goes and that it can be undone. */
export function DeleteAthletesButton({ athleteIds, name, label, disabled, reload, onDeleted }: DeleteAthletesProps) {
  const [open, setOpen] = useState(false);
  const { run, running } = useServerAction();
  const busy = running !== null;
  const title = name && athleteIds.length === 1 ? ATHLETE_DELETION_MESSAGES.deleteOne(name) : ATHLETE_DELETION_MESSAGES.deleteMany(athleteIds.length);

  const remove = () =>
    run(
      "delete",
      () => call("deleteAthletes", { athleteIds: [...athleteIds] }),
      ({ deleted }) => {
        setOpen(false);
        onDeleted(deleted);
        return null;
      },
      { failureTitle: "Not deleted", fallback: ATHLETE_DELETION_MESSAGES.deleteFailed, reload },
    );

  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger className={buttonStyles("secondary")} disabled={disabled || athleteIds.length === 0}>
        {label}
      </Dialog.Trigger>
      <DialogFrame title={title}>
        <Dialog.Description className="mt-2 text-sm text-slate-700">{ATHLETE_DELETION_MESSAGES.explain}</Dialog.Description>
        <DialogActions label="Delete" busyLabel="Deleting…" busy={busy} onConfirm={() => void remove()} />
      </DialogFrame>
    </Dialog.Root>
  );
}

/** What was just deleted, with Undo; it stays until the coach undoes or moves on (a toast could vanish before they read it). */
export function UndoDeletion({ athleteIds, onRestored }: { athleteIds: readonly string[]; onRestored: () => void }) {
  const { run, running } = useServerAction();
  const busy = running !== null;
  const undo = () =>
    run(
      "undo",
      () => call("restoreAthletes", { athleteIds: [...athleteIds] }),
      ({ restored }) => {
        onRestored();
        return { title: ATHLETE_DELETION_MESSAGES.restored(restored.length) };
      },
      { failureTitle: "Not restored", fallback: ATHLETE_DELETION_MESSAGES.restoreFailed },
    );
  return (
    <p role="status" className="flex flex-wrap items-center gap-3 rounded-md border border-slate-200 bg-slate-50 p-3 text-sm text-slate-800">
      {ATHLETE_DELETION_MESSAGES.deleted(athleteIds.length)}
      <button type="button" className={buttonStyles("secondary")} onClick={() => void undo()} disabled={busy}>
        {busy ? "Restoring…" : ATHLETE_DELETION_MESSAGES.undo}
      </button>
    </p>
  );
}
