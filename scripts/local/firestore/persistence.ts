import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { dirname } from "node:path";
import { decodeDocument, encodeDocument, type Fields, type Time } from "./protocol.ts";
import { toDocumentProto, type DocumentStore, type StoredDocument } from "./store.ts";

/**
 * Local data that survives a restart (.local-data/firestore.json): every document as Firestore's
 * Document message (base64), with its create and update times.
 */
interface ExportFile {
  version: 1;
  documents: Array<{ name: string; createTime: string; updateTime: string; document: string }>;
}

export function exportDocuments(store: DocumentStore, file: string): number {
  const payload: ExportFile = {
    version: 1,
    documents: store.all().map((document) => ({
      name: document.name,
      createTime: toIso(document.createTime),
      updateTime: toIso(document.updateTime),
      document: encodeDocument(toDocumentProto(document)).toString("base64"),
    })),
  };
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(`${file}.tmp`, JSON.stringify(payload));
  renameSync(`${file}.tmp`, file);
  return payload.documents.length;
}

export function importDocuments(store: DocumentStore, file: string): void {
  if (!existsSync(file)) return;
  const payload = JSON.parse(readFileSync(file, "utf8")) as ExportFile;
  const states = new Map<string, StoredDocument>();
  for (const entry of payload.documents) {
    const message = decodeDocument(Buffer.from(entry.document, "base64"));
    states.set(entry.name, { name: entry.name, fields: (message.fields ?? {}) as Fields, createTime: fromIso(entry.createTime), updateTime: fromIso(entry.updateTime) });
  }
  store.apply(states);
}

function toIso(time: Time): string {
  const iso = new Date(time.seconds * 1000).toISOString();
  return iso.replace(".000Z", `.${String(time.nanos).padStart(9, "0")}Z`);
}

function fromIso(iso: string): Time {
  const [, fraction = ""] = /\.(\d+)Z$/.exec(iso) ?? [];
  return { seconds: Math.floor(Date.parse(iso) / 1000), nanos: Number(fraction.padEnd(9, "0").slice(0, 9)) };
}
