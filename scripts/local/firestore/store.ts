import { EventEmitter } from "node:events";
import { compareTimes, type Document, type Fields, type Time } from "./protocol.ts";

/** A stored document: its full name (projects/…/databases/…/documents/…), fields and times. */
export interface StoredDocument {
  name: string;
  fields: Fields;
  createTime: Time;
  updateTime: Time;
}

/** One document's change in a commit; `before` or `after` is absent for a create or a delete. */
export interface DocumentChange {
  name: string;
  before?: StoredDocument;
  after?: StoredDocument;
}

/**
 * The in-memory documents. Every change goes through `apply`, which replaces a set of documents at
 * one commit time in a single synchronous step, so readers never see half a commit, and then tells
 * listeners (watch streams, the trigger relay) what changed.
 */
export class DocumentStore {
  /** Documents by the path of their collection, then by name. */
  private readonly collections = new Map<string, Map<string, StoredDocument>>();
  private readonly events = new EventEmitter();
  private lastTime: Time = { seconds: 0, nanos: 0 };

  constructor() {
    this.events.setMaxListeners(0);
  }

  get(name: string): StoredDocument | undefined {
    return this.collections.get(parentOf(name))?.get(name);
  }

  /** Documents directly in the collection `collectionPath` (…/documents/a/b/c). */
  inCollection(collectionPath: string): Iterable<StoredDocument> {
    return this.collections.get(collectionPath)?.values() ?? [];
  }

  /** Collection paths below `parent` (…/documents or a document name), at any depth. */
  *collectionsUnder(parent: string): Iterable<string> {
    for (const path of this.collections.keys()) if (path.startsWith(`${parent}/`)) yield path;
  }

  all(): StoredDocument[] {
    return [...this.collections.values()].flatMap((documents) => [...documents.values()]);
  }

  /** A commit time later than every earlier one, at Firestore's microsecond precision. */
  nextTime(): Time {
    const now = Date.now() * 1000;
    const last = this.lastTime.seconds * 1_000_000 + this.lastTime.nanos / 1000;
    const micros = Math.max(now, last + 1);
    this.lastTime = { seconds: Math.floor(micros / 1_000_000), nanos: (micros % 1_000_000) * 1000 };
    return this.lastTime;
  }

  /** Stores the documents' new states (undefined deletes) at once and reports the changes. */
  apply(states: Map<string, StoredDocument | undefined>): DocumentChange[] {
    const changes: DocumentChange[] = [];
    for (const [name, after] of states) {
      const before = this.get(name);
      if (!before && !after) continue;
      if (before && after && compareTimes(before.updateTime, after.updateTime) === 0) continue;
      const collection = parentOf(name);
      if (after) {
        if (!this.collections.has(collection)) this.collections.set(collection, new Map());
        this.collections.get(collection)!.set(name, after);
      } else {
        const documents = this.collections.get(collection)!;
        documents.delete(name);
        if (documents.size === 0) this.collections.delete(collection);
      }
      changes.push({ name, before, after });
    }
    if (changes.length > 0) this.events.emit("changes", changes);
    return changes;
  }

  /** Calls `listener` after every commit that changed documents; returns the unsubscribe. */
  onChanges(listener: (changes: DocumentChange[]) => void): () => void {
    this.events.on("changes", listener);
    return () => this.events.off("changes", listener);
  }
}

/** The collection path of a document name. */
export function parentOf(name: string): string {
  return name.slice(0, name.lastIndexOf("/"));
}

export function toDocumentProto(document: StoredDocument, fields: Fields = document.fields): Document {
  return { name: document.name, fields, createTime: document.createTime, updateTime: document.updateTime };
}
