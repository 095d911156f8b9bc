import * as Dialog from "@radix-ui/react-dialog";
import type { ReactNode } from "react";
import { CloseIcon } from "./icons";
import { buttonStyles, focusRing } from "./styles";

/** A dialog with the portal's look: title, body and a close button (`wide` for reading, e.g. an email). */
export function DialogFrame({ title, children, wide = false }: { title: string; children: ReactNode; wide?: boolean }) {
  return (
    <Dialog.Portal>
      <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/50" />
      <Dialog.Content
        className={`fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] ${wide ? "max-w-3xl" : "max-w-lg"} -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-6 shadow-xl outline-none`}
      >
        <Dialog.Title className="pr-8 text-lg font-semibold text-brand-text">{title}</Dialog.Title>
        {children}
        <Dialog.Close aria-label="Close" className={`absolute top-4 right-4 rounded-md p-1 text-slate-600 hover:bg-slate-100 ${focusRing}`}>
          <CloseIcon className="size-5" />
        </Dialog.Close>
      </Dialog.Content>
    </Dialog.Portal>
  );
}

/**
 * A dialog's last row: the way back (Cancel closes the dialog, unless `back` is given) and the action, which says
 * `busyLabel` while it runs; both wait while it does.
 */
export function DialogActions({ label, busyLabel, busy, onConfirm, back }: { label: string; busyLabel: string; busy: boolean; onConfirm: () => void; back?: { label: string; onBack: () => void } }) {
  return (
    <div className="mt-6 flex flex-wrap justify-end gap-2">
      {back ? (
        <button type="button" className={buttonStyles("ghost")} onClick={back.onBack} disabled={busy}>
          {back.label}
        </button>
      ) : (
        <Dialog.Close className={buttonStyles("ghost")} disabled={busy}>
          Cancel
        </Dialog.Close>
      )}
      <button type="button" className={buttonStyles("primary")} onClick={onConfirm} disabled={busy}>
        {busy ? busyLabel : label}
      </button>
    </div>
  );
}
