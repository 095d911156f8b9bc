import { useEffect, useRef, useState } from "react";
import type { ImportStatus } from "@machines/portal/import";
import { call, callFailureMessage } from "@/lib/callables";
import { readJson, removeItem, writeJson } from "@/lib/webStorage";
import { emptyTally, importFile, type FileTally } from "./importFile";

export interface FileImport {
  key: string;
  name: string;
  importId: string;
  state: "sending" | "sent" | "failed";
  tally: FileTally;
  error?: string;
  status?: ImportStatus;
}

/** A file is the same file again (after a reload) when its name, size and modification time match. */
const fileKey = (file: File) => `import:${file.name}:${file.size}:${file.lastModified}`;
const newImportId = () => crypto.randomUUID().replace(/-/g, "");
const POLL_MS = 3000;

/**
 * Imports dropped files one after another, remembering in this browser how far each got, so choosing the
 * same file after a reload resumes it; then follows each import's processing until every message is read.
 */
export function useImport() {
  const [imports, setImports] = useState<FileImport[]>([]);
  const busy = useRef(false);
  const update = (key: string, change: Partial<FileImport>) => setImports((all) => all.map((entry) => (entry.key === key ? { ...entry, ...change } : entry)));

  async function start(files: readonly File[]) {
    if (busy.current) return;
    busy.current = true;
    const queued = files.map((file) => {
      const saved = readJson<{ importId: string; sent: number }>("localStorage", fileKey(file));
      return { file, saved, entry: { key: fileKey(file), name: file.name, importId: saved?.importId ?? newImportId(), state: "sending" as const, tally: { ...emptyTally(), sent: saved?.sent ?? 0 } } };
    });
    setImports((all) => [...all.filter((entry) => !queued.some((next) => next.entry.key === entry.key)), ...queued.map(({ entry }) => entry)]);
    for (const { file, saved, entry } of queued) {
      try {
        const tally = await importFile(file, entry.importId, saved?.sent ?? 0, (progress) => {
          writeJson("localStorage", entry.key, { importId: entry.importId, sent: progress.sent });
          update(entry.key, { tally: progress });
        });
        removeItem("localStorage", entry.key);
        update(entry.key, { state: "sent", tally });
      } catch (error) {
        update(entry.key, { state: "failed", error: callFailureMessage(error, "The file could not be read.") });
      }
    }
    busy.current = false;
  }

  const following = imports.filter((entry) => entry.state !== "failed" && !(entry.state === "sent" && entry.status && entry.status.processed >= entry.status.stored));
  const followingIds = following.map((entry) => entry.importId).join(",");
  useEffect(() => {
    if (!followingIds) return;
    const timer = setInterval(() => {
      for (const importId of followingIds.split(",")) {
        void call("importStatus", { importId })
          .then((status) => setImports((all) => all.map((entry) => (entry.importId === importId ? { ...entry, status } : entry))))
          // A failed poll is retried by the next one; the import itself is unaffected.
          .catch(() => undefined);
      }
    }, POLL_MS);
    return () => clearInterval(timer);
  }, [followingIds]);

  return { imports, start };
}
