import type { ServerDuplexStream } from "@grpc/grpc-js";
import { compareTimes, FirestoreError, type ListenRequest, type ListenResponse, type StructuredQuery, type Target, type Time } from "./protocol.ts";
import { projected, runQuery } from "./query.ts";
import { toDocumentProto, type DocumentStore, type StoredDocument } from "./store.ts";

/**
 * The Listen stream behind onSnapshot(): for each target (a query or a list of documents) it sends
 * the current results, marks the target CURRENT, and after every commit that changes the results
 * sends the changed, removed and deleted documents followed by a consistent snapshot point.
 */
interface WatchedTarget {
  results(): StoredDocument[];
  shape(document: StoredDocument): StoredDocument;
  sent: Map<string, StoredDocument>;
}

export function serveListen(call: ServerDuplexStream<ListenRequest, ListenResponse>, store: DocumentStore, checkQuery: (query: StructuredQuery) => void): void {
  const targets = new Map<number, WatchedTarget>();
  const send = (response: ListenResponse) => call.write(response);
  const snapshotPoint = (time: Time) => send({ targetChange: { targetChangeType: "NO_CHANGE", targetIds: [], readTime: time, resumeToken: resumeToken(time) } });

  const addTarget = (target: Target) => {
    const targetId = target.targetId ?? 0;
    send({ targetChange: { targetChangeType: "ADD", targetIds: [targetId] } });
    let watched: WatchedTarget;
    try {
      watched = watchedTarget(store, target, checkQuery);
    } catch (error) {
      const cause = error instanceof FirestoreError ? { code: error.code, message: error.message } : { code: 13, message: String(error) };
      send({ targetChange: { targetChangeType: "REMOVE", targetIds: [targetId], cause } });
      return;
    }
    // A resumed target starts over: the client drops what it had and takes the full results.
    if (target.resumeToken && Buffer.from(target.resumeToken).length > 0) send({ targetChange: { targetChangeType: "RESET", targetIds: [targetId] } });
    targets.set(targetId, watched);
    for (const document of watched.results()) sendChange(targetId, watched, watched.shape(document));
    const time = store.nextTime();
    send({ targetChange: { targetChangeType: "CURRENT", targetIds: [targetId], readTime: time, resumeToken: resumeToken(time) } });
    snapshotPoint(time);
  };

  const sendChange = (targetId: number, watched: WatchedTarget, document: StoredDocument) => {
    watched.sent.set(document.name, document);
    send({ documentChange: { document: toDocumentProto(document), targetIds: [targetId] } });
  };

  const stopWatching = store.onChanges((changes) => {
    let changed = false;
    for (const [targetId, watched] of targets) {
      const now = new Map(watched.results().map((document) => [document.name, document]));
      for (const [name, document] of now) {
        const before = watched.sent.get(name);
        if (before && compareTimes(before.updateTime, document.updateTime) === 0) continue;
        sendChange(targetId, watched, watched.shape(document));
        changed = true;
      }
      for (const name of [...watched.sent.keys()].filter((name) => !now.has(name))) {
        watched.sent.delete(name);
        const deleted = changes.some((change) => change.name === name && !change.after);
        send(deleted ? { documentDelete: { document: name, removedTargetIds: [targetId] } } : { documentRemove: { document: name, removedTargetIds: [targetId] } });
        changed = true;
      }
    }
    if (changed) snapshotPoint(store.nextTime());
  });

  call.on("data", (request: ListenRequest) => {
    if (request.addTarget) addTarget(request.addTarget);
    if (request.removeTarget !== undefined && request.removeTarget !== null) {
      targets.delete(request.removeTarget);
      send({ targetChange: { targetChangeType: "REMOVE", targetIds: [request.removeTarget] } });
    }
  });
  const close = () => {
    stopWatching();
    targets.clear();
  };
  call.on("end", () => {
    close();
    call.end();
  });
  call.on("cancelled", close);
  call.on("error", close);
}

function watchedTarget(store: DocumentStore, target: Target, checkQuery: (query: StructuredQuery) => void): WatchedTarget {
  const sent = new Map<string, StoredDocument>();
  if (target.query) {
    const parent = target.query.parent ?? "";
    const query = target.query.structuredQuery ?? {};
    checkQuery(query);
    return { results: () => runQuery(store, parent, query), shape: (document) => ({ ...document, fields: projected(document, query) }), sent };
  }
  const names = target.documents?.documents ?? [];
  return {
    results: () => names.map((name) => store.get(name)).filter((document): document is StoredDocument => document !== undefined),
    shape: (document) => document,
    sent,
  };
}

function resumeToken(time: Time): Buffer {
  return Buffer.from(`${time.seconds}.${time.nanos}`);
}
