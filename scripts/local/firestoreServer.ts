import { Server, ServerCredentials } from "@grpc/grpc-js";
import { loadIndexConfig } from "./firestore/indexes.ts";
import { exportDocuments, importDocuments } from "./firestore/persistence.ts";
import { firestoreService } from "./firestore/protocol.ts";
import { firestoreServiceImplementation } from "./firestore/service.ts";
import { DocumentStore } from "./firestore/store.ts";

/**
 * The local Firestore: an in-memory Firestore v1 gRPC server (scripts/local/firestore/) bound to
 * loopback, which behaves as Firestore's documentation states for everything the product uses and
 * refuses queries that the indexes in firestore.indexes.json could not serve in production. Like
 * the official emulator, it can import data at start and export it on exit.
 */
export interface LocalFirestore {
  store: DocumentStore;
  port: number;
  exportTo(file: string): number;
  stop(): void;
}

export interface LocalFirestoreOptions {
  /** Port on 127.0.0.1; 0 picks a free one. */
  port: number;
  /** firestore.indexes.json: the indexes production has. */
  indexesFile: string;
  /** Documents to start with (a file exportTo wrote), if it exists. */
  importFile?: string;
}

export async function startLocalFirestore(options: LocalFirestoreOptions): Promise<LocalFirestore> {
  const store = new DocumentStore();
  if (options.importFile) importDocuments(store, options.importFile);
  const server = new Server();
  server.addService(firestoreService, firestoreServiceImplementation(store, loadIndexConfig(options.indexesFile)));
  const port = await new Promise<number>((resolve, reject) =>
    server.bindAsync(`127.0.0.1:${options.port}`, ServerCredentials.createInsecure(), (error, bound) => (error ? reject(error) : resolve(bound))),
  );
  return {
    store,
    port,
    exportTo: (file) => exportDocuments(store, file),
    stop: () => server.forceShutdown(),
  };
}
