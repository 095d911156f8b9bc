import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { loadSync } from "@grpc/proto-loader";
import { loadPackageDefinition, status, type ServiceDefinition } from "@grpc/grpc-js";
import type { google } from "@google-cloud/firestore/build/protos/firestore_v1_proto_api.js";

/**
 * The Firestore v1 wire protocol, read from the .proto files that ship with the client library
 * (@google-cloud/firestore, which firebase-admin uses), so the local server speaks exactly the
 * protocol version the product's client sends.
 */
const protosDir = join(dirname(createRequire(import.meta.url).resolve("@google-cloud/firestore/package.json")), "build", "protos");

const packageDefinition = loadSync("google/firestore/v1/firestore.proto", {
  includeDirs: [protosDir],
  // Plain objects as the client library itself builds them: camelCase fields, 64-bit integers as
  // strings (no precision lost), enums by name, bytes as Buffers, unset fields absent.
  keepCase: false,
  longs: String,
  enums: String,
  bytes: Buffer,
  defaults: false,
  oneofs: false,
});

type Loaded = { google: { firestore: { v1: { Firestore: { service: ServiceDefinition } } } } };
export const firestoreService = (loadPackageDefinition(packageDefinition) as unknown as Loaded).google.firestore.v1.Firestore.service;

/** Document message bytes (exports and trigger CloudEvents carry them): GetDocument answers a Document. */
export function encodeDocument(document: Document): Buffer {
  return firestoreService.GetDocument!.responseSerialize(document);
}

export function decodeDocument(bytes: Buffer): Document {
  return firestoreService.GetDocument!.responseDeserialize(bytes) as Document;
}

export type Value = google.firestore.v1.IValue;
export type Fields = Record<string, Value>;
export type Document = google.firestore.v1.IDocument;
export type Write = google.firestore.v1.IWrite;
export type WriteResult = google.firestore.v1.IWriteResult;
export type FieldTransform = google.firestore.v1.DocumentTransform.IFieldTransform;
export type Precondition = google.firestore.v1.IPrecondition;
export type StructuredQuery = google.firestore.v1.IStructuredQuery;
export type QueryFilter = google.firestore.v1.StructuredQuery.IFilter;
export type FieldFilter = google.firestore.v1.StructuredQuery.IFieldFilter;
export type UnaryFilter = google.firestore.v1.StructuredQuery.IUnaryFilter;
export type Order = google.firestore.v1.StructuredQuery.IOrder;
export type Cursor = google.firestore.v1.ICursor;
export type Aggregation = google.firestore.v1.StructuredAggregationQuery.IAggregation;
export type TransactionOptions = google.firestore.v1.ITransactionOptions;
export type ListenRequest = google.firestore.v1.IListenRequest;
export type ListenResponse = google.firestore.v1.IListenResponse;
export type Target = google.firestore.v1.ITarget;

/** A point in time as Firestore keeps it: microsecond precision. */
export interface Time {
  seconds: number;
  nanos: number;
}

export function timeToProto(time: Time): { seconds: number; nanos: number } {
  return { seconds: time.seconds, nanos: time.nanos };
}

export function timeFromProto(time: google.protobuf.ITimestamp): Time {
  return { seconds: Number(time.seconds ?? 0), nanos: time.nanos ?? 0 };
}

export function compareTimes(a: Time, b: Time): number {
  return a.seconds - b.seconds || a.nanos - b.nanos;
}

/** An error the server answers with a gRPC status, as Firestore does. */
export class FirestoreError extends Error {
  constructor(
    readonly code: status,
    message: string,
  ) {
    super(message);
  }
}

export { status as Status };
