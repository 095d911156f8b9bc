import { assign, fromCallback, fromPromise, setup } from "xstate";
import type { ImportStatus } from "./import";
import { emptyTally, type FileTally } from "./importTally";

/**
 * The Import page (issue 11): files the coach chose are sent one after another while every import that
 * still has messages being read is followed by polling its status. Sending a file and reading statuses are
 * injected actors; how far a file got is kept by the sending actor, which is why `resumeAfter` comes in
 * with the file.
 */

/** A file the coach chose. `key` names the same file again after a reload; `resumeAfter` messages were sent before. */
export interface ChosenFile {
  key: string;
  name: string;
  file: Blob;
  importId: string;
  resumeAfter: number;
}

export type FileImportState = "waiting" | "sending" | "sent" | "failed";

/** One file on the page: where its sending stands, and the server's status of its import. */
export interface FileImport {
  key: string;
  name: string;
  importId: string;
  state: FileImportState;
  tally: FileTally;
  error?: string;
  status?: ImportStatus;
}

/** What the sending actor reports. */
export type SendFileEvent = { type: "BATCH_SENT"; key: string; tally: FileTally } | { type: "FILE_SENT"; key: string; tally: FileTally } | { type: "FILE_FAILED"; key: string; error: string };

export type ImportEvent = { type: "FILES_CHOSEN"; files: readonly ChosenFile[] } | SendFileEvent;

export interface ImportContext {
  imports: FileImport[];
  /** Files still to send, the one being sent first. */
  queue: ChosenFile[];
}

/** Every message of the import has been read (a sent file whose status caught up). */
export const isImportDone = (entry: FileImport) => entry.state === "sent" && entry.status !== undefined && entry.status.processed >= entry.status.stored;

/** Imports whose status is still worth asking for: being sent or being read. */
export const importsToFollow = (imports: readonly FileImport[]) => imports.filter((entry) => (entry.state === "sending" || entry.state === "sent") && !isImportDone(entry));

const change = (imports: readonly FileImport[], key: string, update: Partial<FileImport>) => imports.map((entry) => (entry.key === key ? { ...entry, ...update } : entry));

export const importMachine = setup({
  types: {
    context: {} as ImportContext,
    events: {} as ImportEvent,
  },
  actors: {
    /** Sends one file's messages in batches, reporting BATCH_SENT after each, then FILE_SENT or FILE_FAILED. */
    sendFile: fromCallback<ImportEvent, ChosenFile>(() => {
      throw new Error("sendFile must be provided");
    }),
    /** The server's status of each import, by import id. */
    readStatuses: fromPromise<Record<string, ImportStatus>, { importIds: string[] }>(async () => {
      throw new Error("readStatuses must be provided");
    }),
  },
  delays: {
    pollInterval: 3000,
  },
  guards: {
    hasFilesToSend: ({ context }) => context.queue.length > 0,
    hasImportsToFollow: ({ context }) => importsToFollow(context.imports).length > 0,
    /** Reports about a file count only while that file is the one being sent. */
    isAboutFileBeingSent: ({ context, event }) => "key" in event && event.key === context.queue[0]?.key,
  },
  actions: {
    /** Queues chosen files not already waiting or being sent; choosing a sent or failed file again starts it afresh (resuming). */
    queueFiles: assign(({ context, event }) => {
      if (event.type !== "FILES_CHOSEN") return {};
      const queued = new Set(context.queue.map((file) => file.key));
      const fresh = event.files.filter((file, index) => !queued.has(file.key) && event.files.findIndex((other) => other.key === file.key) === index);
      const freshKeys = new Set(fresh.map((file) => file.key));
      const entries = fresh.map<FileImport>((file) => ({ key: file.key, name: file.name, importId: file.importId, state: "waiting", tally: { ...emptyTally(), sent: file.resumeAfter } }));
      return { queue: [...context.queue, ...fresh], imports: [...context.imports.filter((entry) => !freshKeys.has(entry.key)), ...entries] };
    }),
    markSending: assign({ imports: ({ context }) => change(context.imports, context.queue[0]!.key, { state: "sending" }) }),
    recordBatch: assign({
      imports: ({ context, event }) => (event.type === "BATCH_SENT" ? change(context.imports, event.key, { tally: event.tally }) : context.imports),
    }),
    finishFile: assign(({ context, event }) => {
      if (event.type === "FILE_SENT") return { imports: change(context.imports, event.key, { state: "sent", tally: event.tally }), queue: context.queue.slice(1) };
      if (event.type === "FILE_FAILED") return { imports: change(context.imports, event.key, { state: "failed", error: event.error }), queue: context.queue.slice(1) };
      return {};
    }),
    recordStatuses: assign({
      imports: ({ context }, statuses: Record<string, ImportStatus>) => context.imports.map((entry) => (statuses[entry.importId] ? { ...entry, status: statuses[entry.importId] } : entry)),
    }),
  },
}).createMachine({
  id: "import",
  context: { imports: [], queue: [] },
  type: "parallel",
  on: {
    FILES_CHOSEN: { actions: "queueFiles" },
  },
  states: {
    sending: {
      initial: "idle",
      states: {
        idle: {
          always: { guard: "hasFilesToSend", target: "sendingFile" },
        },
        sendingFile: {
          entry: "markSending",
          invoke: { src: "sendFile", input: ({ context }) => context.queue[0]! },
          on: {
            BATCH_SENT: { guard: "isAboutFileBeingSent", actions: "recordBatch" },
            FILE_SENT: { guard: "isAboutFileBeingSent", target: "idle", actions: "finishFile" },
            FILE_FAILED: { guard: "isAboutFileBeingSent", target: "idle", actions: "finishFile" },
          },
        },
      },
    },
    following: {
      initial: "idle",
      states: {
        idle: {
          always: { guard: "hasImportsToFollow", target: "waiting" },
        },
        waiting: {
          after: { pollInterval: "reading" },
        },
        reading: {
          invoke: {
            id: "readStatuses",
            src: "readStatuses",
            input: ({ context }) => ({ importIds: importsToFollow(context.imports).map((entry) => entry.importId) }),
            onDone: { target: "idle", actions: { type: "recordStatuses", params: ({ event }) => event.output } },
            // A failed read is retried by the next poll; the import itself is unaffected.
            onError: { target: "idle" },
          },
        },
      },
    },
  },
});
