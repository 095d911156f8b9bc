import { randomBytes } from "node:crypto";
import { FirestoreError, Status, type StructuredQuery, type Time, type TransactionOptions } from "./protocol.ts";
import { runQuery } from "./query.ts";
import type { DocumentStore, StoredDocument } from "./store.ts";

/**
 * Transactions with optimistic concurrency: every document and query a transaction reads is
 * recorded with the versions it saw; its commit fails with ABORTED (which the client libraries retry)
 * when any of them has changed since. A read fails the same way, so a transaction never sees a mix of
 * states (Firestore's locks give it one consistent view). Rolling back or committing forgets the transaction.
 */
interface OpenTransaction {
  readOnly: boolean;
  startedAt: number;
  /** Document name → version read ("missing" when it did not exist). */
  documents: Map<string, string>;
  /** Queries read, with the names and versions of what they returned. */
  queries: Array<{ parent: string; query: StructuredQuery; results: string }>;
}

/** Firestore expires a transaction 270 s after it starts. */
const LIFETIME_MS = 270_000;

export class Transactions {
  private readonly open = new Map<string, OpenTransaction>();

  constructor(private readonly store: DocumentStore) {}

  begin(options: TransactionOptions | null | undefined): Buffer {
    this.forgetExpired();
    const id = randomBytes(16);
    this.open.set(id.toString("base64"), { readOnly: Boolean(options?.readOnly), startedAt: Date.now(), documents: new Map(), queries: [] });
    return id;
  }

  /** Before a transaction reads again: throws ABORTED when something it read has changed since. */
  assertUnchanged(id: Uint8Array): void {
    this.abortIfChanged(this.get(id));
  }

  recordDocument(id: Uint8Array, name: string, document: StoredDocument | undefined): void {
    const transaction = this.get(id);
    if (!transaction.documents.has(name)) transaction.documents.set(name, version(document));
  }

  recordQuery(id: Uint8Array, parent: string, query: StructuredQuery, results: StoredDocument[]): void {
    this.get(id).queries.push({ parent, query, results: resultVersions(results) });
  }

  /** Ends the transaction for its commit; throws ABORTED when anything it read has changed. */
  finish(id: Uint8Array, hasWrites: boolean): void {
    const transaction = this.get(id);
    this.open.delete(key(id));
    if (transaction.readOnly && hasWrites) throw new FirestoreError(Status.INVALID_ARGUMENT, "A read-only transaction cannot write.");
    this.abortIfChanged(transaction);
  }

  private abortIfChanged(transaction: OpenTransaction): void {
    const changedDocument = [...transaction.documents].find(([name, seen]) => version(this.store.get(name)) !== seen);
    const changedQuery = transaction.queries.find(({ parent, query, results }) => resultVersions(runQuery(this.store, parent, query)) !== results);
    if (changedDocument || changedQuery) {
      const what = changedDocument ? `document ${changedDocument[0]}` : "the results of a query it ran";
      throw new FirestoreError(Status.ABORTED, `Transaction aborted: ${what} changed after the transaction read it. Retry the transaction.`);
    }
  }

  rollback(id: Uint8Array): void {
    this.get(id);
    this.open.delete(key(id));
  }

  private get(id: Uint8Array): OpenTransaction {
    const transaction = this.open.get(key(id));
    if (!transaction || Date.now() - transaction.startedAt > LIFETIME_MS) {
      this.open.delete(key(id));
      throw new FirestoreError(Status.INVALID_ARGUMENT, "The referenced transaction has expired or is no longer valid.");
    }
    return transaction;
  }

  private forgetExpired(): void {
    for (const [id, transaction] of this.open) if (Date.now() - transaction.startedAt > LIFETIME_MS) this.open.delete(id);
  }
}

function key(id: Uint8Array): string {
  return Buffer.from(id).toString("base64");
}

function timeKey(time: Time): string {
  return `${time.seconds}.${String(time.nanos).padStart(9, "0")}`;
}

function version(document: StoredDocument | undefined): string {
  return document ? timeKey(document.updateTime) : "missing";
}

function resultVersions(documents: StoredDocument[]): string {
  return documents.map((document) => `${document.name}@${version(document)}`).join("\n");
}
