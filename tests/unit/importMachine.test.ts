import { describe, expect, it } from "vitest";
import { createActor, fromCallback, fromPromise, type AnyEventObject } from "xstate";
import { getShortestPaths } from "xstate/graph";
import type { ImportStatus } from "@machines/portal/import";
import { importMachine, importsToFollow, isImportDone, type ChosenFile, type ImportEvent } from "@machines/portal/importMachine";
import { countOutcomes, emptyTally } from "@machines/portal/importTally";

const chosen = (name: string, resumeAfter = 0): ChosenFile => ({ key: `import:${name}`, name, file: new Blob([name]), importId: `id-${name}-0001`, resumeAfter });
const A = chosen("a.mbox");
const B = chosen("b.eml", 5);
const tallyOf = (sent: number) => ({ ...emptyTally(), sent, imported: sent });
const status = (stored: number, processed: number): ImportStatus => ({ stored, processed, summarised: processed, newAthletes: 0 });

const POLL = "xstate.after.pollInterval.import.following.waiting";
const STATUS_READ = "xstate.done.actor.readStatuses";
const STATUS_FAILED = "xstate.error.actor.readStatuses";

type GraphEvent = ImportEvent | { type: typeof POLL } | { type: typeof STATUS_READ; output: Record<string, ImportStatus> } | { type: typeof STATUS_FAILED; error: unknown };

/** Every event the graph may take: the page's, the sending actor's about either file, the poll timer's, and status reads. */
const EVENTS: GraphEvent[] = [
  { type: "FILES_CHOSEN", files: [A] },
  { type: "FILES_CHOSEN", files: [A, B] },
  { type: "BATCH_SENT", key: A.key, tally: tallyOf(2) },
  { type: "FILE_SENT", key: A.key, tally: tallyOf(3) },
  { type: "FILE_FAILED", key: A.key, error: "Offline." },
  { type: "FILE_SENT", key: B.key, tally: tallyOf(6) },
  { type: POLL },
  { type: STATUS_READ, output: { [A.importId]: status(3, 1), [B.importId]: status(1, 1) } },
  { type: STATUS_READ, output: { [A.importId]: status(3, 3) } },
  { type: STATUS_FAILED, error: new Error("unavailable") },
];

/**
 * A real actor whose injected actors and clock the test drives: the sending actor's reports and the status
 * reads arrive when the test says, and the poll timer fires only when the test fires it.
 */
function harness() {
  const timers = new Map<number, () => void>();
  let lastTimer = 0;
  const clock = {
    setTimeout: (fire: () => void) => {
      timers.set(++lastTimer, fire);
      return lastTimer;
    },
    clearTimeout: (id: number) => void timers.delete(id),
  };
  const sent: ChosenFile[] = [];
  const reads: string[][] = [];
  let report: ((event: ImportEvent) => void) | undefined;
  let settleRead: { resolve: (output: Record<string, ImportStatus>) => void; reject: (error: unknown) => void } | undefined;
  const actor = createActor(
    importMachine.provide({
      actors: {
        sendFile: fromCallback<ImportEvent, ChosenFile>(({ input, sendBack }) => {
          sent.push(input);
          report = sendBack;
        }),
        readStatuses: fromPromise<Record<string, ImportStatus>, { importIds: string[] }>(({ input }) => {
          reads.push(input.importIds);
          return new Promise((resolve, reject) => (settleRead = { resolve, reject }));
        }),
      },
    }),
    { clock },
  ).start();
  const settled = () => new Promise((resolve) => setTimeout(resolve, 0));
  return {
    actor,
    sent,
    reads,
    async send(event: GraphEvent) {
      if (event.type === POLL) {
        const due = [...timers.values()];
        timers.clear();
        for (const fire of due) fire();
      }
      else if (event.type === STATUS_READ) {
        settleRead!.resolve((event as { output: Record<string, ImportStatus> }).output);
        await settled();
      } else if (event.type === STATUS_FAILED) {
        settleRead!.reject((event as { error: unknown }).error);
        await settled();
      } else if (event.type === "FILES_CHOSEN") actor.send(event);
      else report!(event as ImportEvent);
    },
  };
}

const replayable = (path: { steps: Array<{ event: AnyEventObject }> }) => path.steps.filter((step) => step.event.type !== "xstate.init").map((step) => step.event as GraphEvent);

describe("import machine (Import page)", () => {
  it("reaches every state by a shortest path, replayed on a real actor with the same state and files", async () => {
    const paths = getShortestPaths(importMachine, { events: EVENTS as ImportEvent[] });
    const values = new Set(paths.map((path) => JSON.stringify(path.state.value)));
    // While a file is sent its import is followed, so sending never rests with following idle.
    expect([...values].sort()).toEqual(
      [
        { sending: "idle", following: "idle" },
        { sending: "idle", following: "waiting" },
        { sending: "idle", following: "reading" },
        { sending: "sendingFile", following: "waiting" },
        { sending: "sendingFile", following: "reading" },
      ]
        .map((value) => JSON.stringify(value))
        .sort(),
    );

    for (const path of paths) {
      const run = harness();
      for (const event of replayable(path)) await run.send(event);
      const snapshot = run.actor.getSnapshot();
      expect(snapshot.value).toEqual(path.state.value);
      expect(snapshot.context.imports.map(({ key, state, tally, status }) => ({ key, state, tally, status }))).toEqual(
        path.state.context.imports.map(({ key, state, tally, status }) => ({ key, state, tally, status })),
      );
      run.actor.stop();
    }
  });

  it("sends chosen files one after another, each from where this browser stopped, and never queues a file twice", async () => {
    const run = harness();
    await run.send({ type: "FILES_CHOSEN", files: [A, B] });
    await run.send({ type: "FILES_CHOSEN", files: [B, A] });
    expect(run.sent.map((file) => file.key)).toEqual([A.key]);
    expect(run.actor.getSnapshot().context.imports.map(({ state, tally }) => [state, tally.sent])).toEqual([
      ["sending", 0],
      ["waiting", 5],
    ]);

    await run.send({ type: "FILE_SENT", key: B.key, tally: tallyOf(9) });
    expect(run.actor.getSnapshot().context.imports[1]!.state).toBe("waiting");
    await run.send({ type: "FILE_SENT", key: A.key, tally: tallyOf(3) });
    expect(run.sent).toEqual([A, B]);
    expect(run.actor.getSnapshot().context.imports.map((entry) => entry.state)).toEqual(["sent", "sending"]);
    run.actor.stop();
  });

  it("keeps a failed file's message, and sending it again starts a fresh entry", async () => {
    const run = harness();
    await run.send({ type: "FILES_CHOSEN", files: [A] });
    await run.send({ type: "BATCH_SENT", key: A.key, tally: tallyOf(100) });
    await run.send({ type: "FILE_FAILED", key: A.key, error: "You're offline." });
    expect(run.actor.getSnapshot().context.imports).toEqual([expect.objectContaining({ state: "failed", error: "You're offline.", tally: tallyOf(100) })]);

    const again = { ...A, resumeAfter: 100 };
    await run.send({ type: "FILES_CHOSEN", files: [again] });
    expect(run.sent).toEqual([A, again]);
    expect(run.actor.getSnapshot().context.imports).toEqual([expect.objectContaining({ state: "sending", tally: { ...emptyTally(), sent: 100 } })]);
    run.actor.stop();
  });

  it("follows every import still being sent or read, and stops once each is done; a failed read is retried", async () => {
    const run = harness();
    await run.send({ type: "FILES_CHOSEN", files: [A] });
    await run.send({ type: POLL });
    expect(run.reads).toEqual([[A.importId]]);
    await run.send({ type: STATUS_FAILED, error: new Error("unavailable") });
    await run.send({ type: POLL });
    expect(run.reads).toHaveLength(2);

    await run.send({ type: "FILE_SENT", key: A.key, tally: tallyOf(3) });
    await run.send({ type: STATUS_READ, output: { [A.importId]: status(3, 3) } });
    const { imports } = run.actor.getSnapshot().context;
    expect(imports.every(isImportDone)).toBe(true);
    expect(importsToFollow(imports)).toEqual([]);
    expect(run.actor.getSnapshot().value).toEqual({ sending: "idle", following: "idle" });
    await run.send({ type: POLL });
    expect(run.reads).toHaveLength(2);
    run.actor.stop();
  });

  it("counts every message once as sent and once by what the server made of it", () => {
    expect(countOutcomes({ ...emptyTally(), sent: 4, tooLarge: 1 }, ["imported", "duplicate", "not-an-email", "imported"])).toEqual({
      sent: 8,
      imported: 2,
      duplicates: 1,
      notEmails: 1,
      tooLarge: 1,
    });
  });
});
