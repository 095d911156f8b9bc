import { useId, useState, type DragEvent } from "react";
import { IMPORT_FILE_EXTENSIONS, IMPORT_MESSAGES } from "@machines/portal/import";
import { buttonStyles, focusRing } from "@/components/ui/styles";
import { isImportDone, type FileImport } from "@machines/portal/importMachine";
import { useImport } from "../useImport";

const isAccepted = (file: File) => IMPORT_FILE_EXTENSIONS.some((extension) => file.name.toLowerCase().endsWith(extension));

function FileProgress({ entry }: { entry: FileImport }) {
  const { tally, status } = entry;
  const processed = status?.processed ?? 0;
  const stored = status?.stored ?? tally.imported;
  const done = isImportDone(entry);
  const stage = done ? "Done" : entry.state === "waiting" ? "Waiting to send" : entry.state === "sending" ? `Sending: ${tally.sent} messages sent` : "Reading your emails";
  return (
    <li className="rounded-lg border border-slate-200 bg-white p-4">
      <p className="font-semibold break-all text-brand-text">{entry.name}</p>
      {entry.state === "failed" ? (
        <p role="alert" className="mt-1 text-red-700">
          {entry.error} Choose the file again to resume where it stopped.
        </p>
      ) : (
        <>
          <label className="mt-2 block text-sm text-slate-700">
            {stage} · {processed} of {stored} processed
            <progress className="mt-1 block h-2 w-full" max={Math.max(stored, 1)} value={done ? Math.max(stored, 1) : processed} />
          </label>
          <p className="mt-2 text-sm text-slate-700">
            {tally.imported} imported · {tally.duplicates} already imported or forwarded · {status?.newAthletes ?? 0} new athletes found
          </p>
          {tally.notEmails > 0 && <p className="text-sm text-slate-600">{tally.notEmails} skipped: {IMPORT_MESSAGES.notAnEmail}</p>}
          {tally.tooLarge > 0 && <p className="text-sm text-slate-600">{tally.tooLarge} not imported: {IMPORT_MESSAGES.tooLarge}</p>}
        </>
      )}
    </li>
  );
}

/** Drop an exported recruiting folder (.mbox) or single emails (.eml): they are read like forwarded mail. */
export function ImportPage() {
  const { imports, start } = useImport();
  const [refused, setRefused] = useState<string[]>([]);
  const inputId = useId();

  function take(list: FileList | null) {
    const files = Array.from(list ?? []);
    setRefused(files.filter((file) => !isAccepted(file)).map((file) => file.name));
    const accepted = files.filter(isAccepted);
    if (accepted.length) void start(accepted);
  }
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    take(event.dataTransfer.files);
  };

  return (
    <div className="space-y-6">
      <div onDragOver={(event) => event.preventDefault()} onDrop={onDrop} className="rounded-lg border-2 border-dashed border-slate-300 bg-slate-50 p-8 text-center">
        <p className="text-slate-700">Drop {IMPORT_FILE_EXTENSIONS.join(" or ")} files here, or</p>
        <label htmlFor={inputId} className={`mt-3 cursor-pointer ${buttonStyles("primary")} ${focusRing}`}>
          Choose files
        </label>
        <input id={inputId} type="file" multiple accept={[...IMPORT_FILE_EXTENSIONS, "message/rfc822", "application/mbox"].join(",")} className="sr-only" onChange={(event) => take(event.target.files)} />
        <p className="mt-3 text-sm text-slate-600">Gmail: Google Takeout exports a label as .mbox. Outlook and Apple Mail save messages as .eml.</p>
        <p className="mt-1 text-sm text-slate-600">Keep this page open while files are sent. If it closes, choose the same file again: it continues where it stopped.</p>
      </div>
      {refused.length > 0 && (
        <p role="alert" className="text-red-700">
          {refused.join(", ")}: {IMPORT_MESSAGES.unreadableFile}
        </p>
      )}
      {imports.length > 0 && (
        <ul className="space-y-3" aria-label="Imports">
          {imports.map((entry) => (
            <FileProgress key={entry.key} entry={entry} />
          ))}
        </ul>
      )}
    </div>
  );
}
