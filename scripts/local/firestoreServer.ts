import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { dirname } from "node:path";
import { createRequire } from "node:module";
import { FirestoreServer, type FirestoreState, type FirestoreStateDocument } from "@firestore-emulator/server";
import { Document as V1Document } from "@firestore-emulator/proto/dist/google/firestore/v1/document";
import { Write as V1Write } from "@firestore-emulator/proto/dist/google/firestore/v1/write";

/**
 * The local Firestore: @firestore-emulator/server bound to loopback only, with the official
 * emulator's import/export-on-exit behaviour so local data survives a restart.
 */
export interface LocalFirestore {
  state: FirestoreState;
  /** Every stored document, as the name Firestore gives it (projects/…/documents/…). */
  documents(): FirestoreStateDocument[];
  exportTo(file: string): number;
  stop(): void;
}

// The emulator ships its own copy of grpc-js; credentials must come from that same copy.
const emulatorRequire = createRequire(createRequire(import.meta.url).resolve("@firestore-emulator/server"));
const { ServerCredentials } = emulatorRequire("@grpc/grpc-js") as typeof import("@grpc/grpc-js");
type GrpcServer = import("@grpc/grpc-js").Server;

interface ExportFile {
  version: 1;
  documents: Array<{ name: string; createTime: string; updateTime: string; document: string }>;
}

export async function startLocalFirestore(port: number, importFile?: string): Promise<LocalFirestore> {
  const emulator = new FirestoreServer();
  // The package's own start() binds 0.0.0.0; we bind its gRPC server to loopback instead.
  const grpcServer = (emulator as unknown as { server: GrpcServer }).server;
  await new Promise<void>((resolve, reject) =>
    grpcServer.bindAsync(`127.0.0.1:${port}`, ServerCredentials.createInsecure(), (error) => (error ? reject(error) : resolve())),
  );

  const documents = () => allDocuments(emulator.state);
  if (importFile && existsSync(importFile)) importDocuments(emulator.state, importFile);

  return {
    state: emulator.state,
    documents,
    exportTo(file) {
      const payload: ExportFile = {
        version: 1,
        documents: documents().map((doc) => {
          const metadata = doc.metadata as { createdAt: Date; updatedAt: Date };
          return {
            name: doc.getPath(),
            createTime: metadata.createdAt.toISOString(),
            updateTime: metadata.updatedAt.toISOString(),
            document: Buffer.from(doc.toV1Document().serializeBinary()).toString("base64"),
          };
        }),
      };
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(`${file}.tmp`, JSON.stringify(payload));
      renameSync(`${file}.tmp`, file);
      return payload.documents.length;
    },
    stop: () => emulator.stop(),
  };
}

interface CollectionNode {
  getAllDocuments(): FirestoreStateDocument[];
}

/** Walks every project, database, collection and subcollection of the in-memory state. */
function allDocuments(state: FirestoreState): FirestoreStateDocument[] {
  const found: FirestoreStateDocument[] = [];
  const visit = (collections: Record<string, CollectionNode>) => {
    for (const collection of Object.values(collections)) {
      for (const doc of collection.getAllDocuments()) {
        if (doc.metadata.hasExist) found.push(doc);
        visit((doc as unknown as { collections: Record<string, CollectionNode> }).collections);
      }
    }
  };
  const projects = (state as unknown as { projects: Record<string, { databases: Record<string, { collections: Record<string, CollectionNode> }> }> }).projects;
  for (const project of Object.values(projects)) {
    for (const database of Object.values(project.databases)) visit(database.collections);
  }
  return found;
}

function importDocuments(state: FirestoreState, file: string): void {
  const payload = JSON.parse(readFileSync(file, "utf8")) as ExportFile;
  for (const entry of payload.documents) {
    const stored = V1Document.deserializeBinary(Buffer.from(entry.document, "base64"));
    // The emulator refuses writes that carry their own create/update times, so only name and fields go in.
    const update = new V1Document({ name: entry.name, fields: stored.fields });
    state.writeV1Document(new Date(entry.updateTime), new V1Write({ update }));
  }
}
