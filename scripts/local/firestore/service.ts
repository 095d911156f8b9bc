import { Metadata, type sendUnaryData, type ServerDuplexStream, type ServerUnaryCall, type ServerWritableStream, type UntypedServiceImplementation } from "@grpc/grpc-js";
import type { google } from "@google-cloud/firestore/build/protos/firestore_v1_proto_api.js";
import { aggregate } from "./aggregation.ts";
import { parseFieldPath, pickFields } from "./fieldPaths.ts";
import { checkIndexes, type IndexConfig } from "./indexes.ts";
import { serveListen } from "./listen.ts";
import { FirestoreError, Status, type ListenRequest, type ListenResponse, type StructuredQuery, type TransactionOptions, type Write } from "./protocol.ts";
import { projected, runQuery } from "./query.ts";
import { toDocumentProto, type DocumentStore, type StoredDocument } from "./store.ts";
import { Transactions } from "./transactions.ts";
import { planWrites } from "./writes.ts";

/**
 * The Firestore v1 gRPC service over the local store: every method firebase-admin calls. Reads in a
 * transaction are recorded (transactions.ts); commits are planned in full before any write is
 * stored (writes.ts); queries go through the index check (indexes.ts) and the query engine (query.ts).
 */
type v1 = typeof google.firestore.v1;
type Request<T extends keyof v1> = v1[T] extends { prototype: infer P } ? P : never;

export function firestoreServiceImplementation(store: DocumentStore, indexConfig: IndexConfig): UntypedServiceImplementation {
  const transactions = new Transactions(store);
  const checkQuery = (query: StructuredQuery) => checkIndexes(indexConfig, query);

  /** The transaction a read belongs to: an existing one, one this read starts, or none. */
  const readTransaction = (request: { transaction?: Uint8Array | null; newTransaction?: TransactionOptions | null }) => {
    if (request.newTransaction) return { id: transactions.begin(request.newTransaction), started: true };
    if (request.transaction && request.transaction.length > 0) {
      transactions.assertUnchanged(request.transaction);
      return { id: request.transaction, started: false };
    }
    return undefined;
  };

  const apply = (writes: Write[]) => {
    const commitTime = store.nextTime();
    const plan = planWrites(store, writes, commitTime);
    store.apply(plan.states);
    return { writeResults: plan.results, commitTime };
  };

  return {
    BatchGetDocuments: streaming((call: ServerWritableStream<Request<"BatchGetDocumentsRequest">, unknown>) => {
      const transaction = readTransaction(call.request);
      const readTime = store.nextTime();
      const mask = call.request.mask?.fieldPaths?.map(parseFieldPath);
      (call.request.documents ?? []).forEach((name, index) => {
        const document = store.get(name);
        if (transaction) transactions.recordDocument(transaction.id, name, document);
        const started = transaction?.started && index === 0 ? { transaction: transaction.id } : {};
        const found = document ? { found: toDocumentProto(document, mask ? pickFields(document.fields, mask) : document.fields) } : { missing: name };
        call.write({ ...found, readTime, ...started });
      });
    }),

    RunQuery: streaming((call: ServerWritableStream<Request<"RunQueryRequest">, unknown>) => {
      const parent = call.request.parent ?? "";
      const structuredQuery = call.request.structuredQuery ?? {};
      checkQuery(structuredQuery);
      const transaction = readTransaction(call.request);
      const results = runQuery(store, parent, structuredQuery);
      if (transaction) transactions.recordQuery(transaction.id, parent, structuredQuery, results);
      const readTime = store.nextTime();
      const started = transaction?.started ? { transaction: transaction.id } : {};
      results.forEach((document: StoredDocument, index) => {
        call.write({ document: toDocumentProto(document, projected(document, structuredQuery)), readTime, ...(index === 0 ? started : {}) });
      });
      call.write({ readTime, done: true, ...(results.length === 0 ? started : {}) });
    }),

    RunAggregationQuery: streaming((call: ServerWritableStream<Request<"RunAggregationQueryRequest">, unknown>) => {
      const { parent = "", structuredAggregationQuery } = call.request;
      const query = structuredAggregationQuery?.structuredQuery ?? {};
      checkQuery(query);
      const transaction = readTransaction(call.request);
      const results = runQuery(store, parent, query);
      if (transaction) transactions.recordQuery(transaction.id, parent, query, results);
      const aggregateFields = aggregate(results, structuredAggregationQuery?.aggregations ?? []);
      call.write({ result: { aggregateFields }, readTime: store.nextTime(), ...(transaction?.started ? { transaction: transaction.id } : {}) });
    }),

    BeginTransaction: unary((call: ServerUnaryCall<Request<"BeginTransactionRequest">, unknown>) => ({ transaction: transactions.begin(call.request.options) })),

    Commit: unary((call: ServerUnaryCall<Request<"CommitRequest">, unknown>) => {
      const writes = call.request.writes ?? [];
      if (call.request.transaction && call.request.transaction.length > 0) transactions.finish(call.request.transaction, writes.length > 0);
      return apply(writes);
    }),

    Rollback: unary((call: ServerUnaryCall<Request<"RollbackRequest">, unknown>) => {
      transactions.rollback(call.request.transaction ?? new Uint8Array());
      return {};
    }),

    // BulkWriter: each write succeeds or fails on its own.
    BatchWrite: unary((call: ServerUnaryCall<Request<"BatchWriteRequest">, unknown>) => {
      const outcomes = (call.request.writes ?? []).map((write) => {
        try {
          return { result: apply([write]).writeResults[0]!, status: { code: Status.OK } };
        } catch (error) {
          if (!(error instanceof FirestoreError)) throw error;
          return { result: {}, status: { code: error.code, message: error.message } };
        }
      });
      return { writeResults: outcomes.map((outcome) => outcome.result), status: outcomes.map((outcome) => outcome.status) };
    }),

    ListCollectionIds: unary((call: ServerUnaryCall<Request<"ListCollectionIdsRequest">, unknown>) => {
      const parent = call.request.parent ?? "";
      const ids = new Set([...store.collectionsUnder(parent)].map((path) => path.slice(parent.length + 1).split("/")[0]!));
      return { collectionIds: [...ids].sort() };
    }),

    ListDocuments: unary((call: ServerUnaryCall<Request<"ListDocumentsRequest">, unknown>) => {
      const collection = `${call.request.parent}/${call.request.collectionId}`;
      const mask = call.request.mask?.fieldPaths?.map(parseFieldPath);
      const documents = new Map([...store.inCollection(collection)].map((document) => [document.name, toDocumentProto(document, mask ? pickFields(document.fields, mask) : document.fields)]));
      // showMissing: documents that do not exist but have subcollections, by name only.
      if (call.request.showMissing) {
        for (const path of store.collectionsUnder(collection)) {
          const name = `${collection}/${path.slice(collection.length + 1).split("/")[0]}`;
          if (!documents.has(name)) documents.set(name, { name });
        }
      }
      return { documents: [...documents.values()].sort((a, b) => (a.name! < b.name! ? -1 : 1)) };
    }),

    Listen: (call: ServerDuplexStream<ListenRequest, ListenResponse>) => serveListen(call, store, checkQuery),
  };
}

/** Answers a unary call, turning a FirestoreError into its gRPC status. */
function unary<C extends ServerUnaryCall<unknown, unknown>>(handler: (call: C) => unknown) {
  return (call: C, callback: sendUnaryData<unknown>) => {
    try {
      callback(null, handler(call));
    } catch (error) {
      callback(asStatus(error));
    }
  };
}

/**
 * Runs a server-streaming call to the end, or ends it with the error's gRPC status. A refusal is sent
 * after the response headers: a status alone ("trailers-only") is what firebase-admin's stream layer
 * (retry-request) takes for a call that never got a response, and it sends the query twice more, after
 * about 2 and 5 seconds, before passing on even a permanent error such as FAILED_PRECONDITION.
 */
function streaming<C extends ServerWritableStream<unknown, unknown>>(handler: (call: C) => void) {
  return (call: C) => {
    try {
      handler(call);
      call.end();
    } catch (error) {
      call.sendMetadata(new Metadata());
      call.emit("error", asStatus(error));
    }
  };
}

function asStatus(error: unknown): { code: Status; details: string } {
  if (error instanceof FirestoreError) return { code: error.code, details: error.message };
  console.error("Local Firestore:", error);
  return { code: Status.INTERNAL, details: error instanceof Error ? error.message : String(error) };
}
