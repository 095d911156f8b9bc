import { useActorRef, useSelector } from "@xstate/react";
import { fromCallback, fromPromise } from "xstate";
import { importMachine, type ChosenFile, type ImportEvent } from "@machines/portal/importMachine";
import type { ImportStatus } from "@machines/portal/import";
import { failureMessage } from "@machines/callableErrors";
import { call } from "@/lib/callables";
import { readJson, removeItem, writeJson } from "@/lib/webStorage";
import { importFile } from "./importFile";
import { inspect } from "@/lib/xstateInspect";

/** A file is the same file again (after a reload) when its name, size and modification time match. */
const fileKey = (file: File) => `import:${file.name}:${file.size}:${file.lastModified}`;
const newImportId = () => crypto.randomUUID().replace(/-/g, "");

/** How far this browser got with a file, so choosing it again after a reload resumes it. */
interface SavedProgress {
  importId: string;
  sent: number;
}

function chosen(file: File): ChosenFile {
  const key = fileKey(file);
  const saved = readJson<SavedProgress>("localStorage", key);
  return { key, name: file.name, file, importId: saved?.importId ?? newImportId(), resumeAfter: saved?.sent ?? 0 };
}

const browserImportMachine = importMachine.provide({
  actors: {
    sendFile: fromCallback<ImportEvent, ChosenFile>(({ input, sendBack }) => {
      const { key, importId } = input;
      const stop = new AbortController();
      importFile(
        input.file,
        importId,
        input.resumeAfter,
        (tally) => {
          writeJson("localStorage", key, { importId, sent: tally.sent } satisfies SavedProgress);
          sendBack({ type: "BATCH_SENT", key, tally });
        },
        stop.signal,
      ).then(
        (tally) => {
          removeItem("localStorage", key);
          sendBack({ type: "FILE_SENT", key, tally });
        },
        (error: unknown) => {
          if (!stop.signal.aborted) sendBack({ type: "FILE_FAILED", key, error: failureMessage(error, "The file could not be read.") });
        },
      );
      return () => stop.abort();
    }),
    readStatuses: fromPromise<Record<string, ImportStatus>, { importIds: string[] }>(async ({ input }) => {
      const statuses = await Promise.all(input.importIds.map((importId) => call("importStatus", { importId })));
      return Object.fromEntries(input.importIds.map((importId, index) => [importId, statuses[index]!]));
    }),
  },
});

/** The Import page's flow (machines/portal/importMachine.ts) with this browser's sending, storage and calls. */
export function useImport() {
  const importer = useActorRef(browserImportMachine, { inspect });
  const imports = useSelector(importer, (snapshot) => snapshot.context.imports);
  const start = (files: readonly File[]) => importer.send({ type: "FILES_CHOSEN", files: files.map(chosen) });
  return { imports, start };
}
