import * as Dialog from "@radix-ui/react-dialog";
import { useState } from "react";
import { failureMessage } from "@machines/callableErrors";
import { ATHLETE_DELETION_MESSAGES } from "@machines/portal/athleteDeletion";
import { DialogFrame } from "@/components/ui/DialogFrame";
import { buttonStyles } from "@/components/ui/styles";
import { toast } from "@/components/ui/toast";
import { call } from "@/lib/callables";

interface DeleteAthletesProps {
  athleteIds: readonly string[];
  /** The one athlete's name, when one is deleted (the dialog names her). */
  name?: string;
  label: string;
  disabled?: boolean;
  onDeleted: (athleteIds: string[]) => void;
}

/** 'Delete' with a confirmation that says what goes and that it can be undone. */
export function DeleteAthletesButton({ athleteIds, name, label, disabled, onDeleted }: DeleteAthletesProps) {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const title = name && athleteIds.length === 1 ? ATHLETE_DELETION_MESSAGES.deleteOne(name) : ATHLETE_DELETION_MESSAGES.deleteMany(athleteIds.length);

  async function remove() {
    setBusy(true);
    try {
      const { deleted } = await call("deleteAthletes", {
        athleteIds: [...athleteIds],
      });
      setOpen(false);
      onDeleted(deleted);
    } catch (error) {
      toast({
        title: "Not deleted",
        description: failureMessage(error, ATHLETE_DELETION_MESSAGES.deleteFailed),
        variant: "destructive",
      });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger className={buttonStyles("secondary")} disabled={disabled || athleteIds.length === 0}>
        {label}
      </Dialog.Trigger>
      <DialogFrame title={title}>
        <Dialog.Description className="mt-2 text-sm text-slate-700">{ATHLETE_DELETION_MESSAGES.explain}</Dialog.Description>
        <div className="mt-6 flex flex-wrap justify-end gap-2">
          <Dialog.Close className={buttonStyles("ghost")} disabled={busy}>
            Cancel
          </Dialog.Close>
          <button type="button" className={buttonStyles("primary")} onClick={() => void remove()} disabled={busy}>
            {busy ? "Deleting…" : "Delete"}
          </button>
        </div>
      </DialogFrame>
    </Dialog.Root>
  );
}

/** What was just deleted, with Undo; it stays until the coach undoes or moves on (a toast could vanish before they read it). */
export function UndoDeletion({ athleteIds, onRestored }: { athleteIds: readonly string[]; onRestored: () => void }) {
  const [busy, setBusy] = useState(false);
  async function undo() {
    setBusy(true);
    try {
      const { restored } = await call("restoreAthletes", {
        athleteIds: [...athleteIds],
      });
      toast({ title: ATHLETE_DELETION_MESSAGES.restored(restored.length) });
      onRestored();
    } catch (error) {
      toast({
        title: "Not restored",
        description: failureMessage(error, ATHLETE_DELETION_MESSAGES.restoreFailed),
        variant: "destructive",
      });
    } finally {
      setBusy(false);
    }
  }
  return (
    <p role="status" className="flex flex-wrap items-center gap-3 rounded-md border border-slate-200 bg-slate-50 p-3 text-sm text-slate-800">
      {ATHLETE_DELETION_MESSAGES.deleted(athleteIds.length)}
      <button type="button" className={buttonStyles("secondary")} onClick={() => void undo()} disabled={busy}>
        {busy ? "Restoring…" : ATHLETE_DELETION_MESSAGES.undo}
      </button>
    </p>
  );
}
