import { randomUUID } from "node:crypto";
import { encodeDocument } from "./firestore/protocol.ts";
import { toDocumentProto, type DocumentChange, type DocumentStore, type StoredDocument } from "./firestore/store.ts";

/**
 * Development-only stand-in for what the official Firestore emulator does for Cloud Functions:
 * it watches the local Firestore and POSTs each document change as a binary CloudEvent to every
 * matching `onDocument*` trigger registered in the functions emulator.
 */
export interface TriggerRelayOptions {
  store: DocumentStore;
  functionsOrigin: string;
  projectId: string;
  log: (message: string) => void;
}

interface FunctionTrigger {
  id: string;
  region: string;
  eventTrigger?: { eventType: string; eventFilterPathPatterns?: { document?: string } };
}

type Change = "created" | "updated" | "deleted";

const FIRESTORE_EVENT_PREFIX = "google.cloud.firestore.document.v1.";

export function startTriggerRelay(options: TriggerRelayOptions): { idle(): Promise<void> } {
  // Changes to one document are delivered in order; different documents go concurrently.
  const chains = new Map<string, Promise<void>>();

  const onChange = ({ name, before, after }: DocumentChange) => {
    const change: Change = !before ? "created" : !after ? "deleted" : "updated";
    const previous = chains.get(name) ?? Promise.resolve();
    const next = previous.then(() => deliver(options, name, change, encoded(before), encoded(after))).catch((error: unknown) => {
      options.log(`trigger relay: ${change} ${name} not delivered: ${error instanceof Error ? error.message : String(error)}`);
    });
    chains.set(name, next);
    void next.finally(() => {
      if (chains.get(name) === next) chains.delete(name);
    });
  };

  const stop = options.store.onChanges((changes) => changes.forEach(onChange));

  return {
    async idle() {
      stop();
      while (chains.size > 0) await Promise.all(chains.values());
    },
  };
}

/** google.firestore.v1.Document bytes, as the CloudEvent carries them. */
function encoded(document: StoredDocument | undefined): Uint8Array | undefined {
  return document && encodeDocument(toDocumentProto(document));
}

async function deliver(options: TriggerRelayOptions, name: string, change: Change, before?: Uint8Array, after?: Uint8Array) {
  const documentPath = name.split("/documents/")[1] ?? "";
  const triggers = (await registeredTriggers(options.functionsOrigin)).filter((trigger) => {
    const eventType = trigger.eventTrigger?.eventType ?? "";
    if (!eventType.startsWith(FIRESTORE_EVENT_PREFIX)) return false;
    const kind = eventType.slice(FIRESTORE_EVENT_PREFIX.length).split(".")[0];
    const pattern = trigger.eventTrigger?.eventFilterPathPatterns?.document;
    return (kind === change || kind === "written") && pattern !== undefined && matchesPattern(pattern, documentPath);
  });
  await Promise.all(
    triggers.map(async (trigger) => {
      const response = await fetch(`${options.functionsOrigin}/functions/projects/${options.projectId}/triggers/${trigger.id}-0`, {
        method: "POST",
        headers: cloudEventHeaders(options.projectId, trigger, documentPath, trigger.eventTrigger!.eventType),
        // Like the official Firestore emulator, the protobuf body travels base64-encoded.
        body: documentEventData(after, before).toString("base64"),
      });
      if (!response.ok) options.log(`trigger relay: ${trigger.id} answered ${response.status} for ${change} ${documentPath}`);
    }),
  );
}

/** Asks the functions emulator which triggers it has loaded, waiting for it while it starts. */
async function registeredTriggers(functionsOrigin: string): Promise<FunctionTrigger[]> {
  for (let attempt = 0; ; attempt++) {
    try {
      const response = await fetch(`${functionsOrigin}/backends`);
      const body = (await response.json()) as { backends: Array<{ functionTriggers: FunctionTrigger[] }> };
      return body.backends.flatMap((backend) => backend.functionTriggers);
    } catch (error) {
      if (attempt >= 60) throw error;
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
  }
}

/** Firestore trigger path patterns: `{name}` matches one segment, `{name=**}` the rest. */
export function matchesPattern(pattern: string, documentPath: string): boolean {
  const patternSegments = pattern.split("/");
  const pathSegments = documentPath.split("/");
  for (let index = 0; index < patternSegments.length; index++) {
    const segment = patternSegments[index]!;
    if (/^\{[^}]+=\*\*\}$/.test(segment)) return pathSegments.length > index;
    const actual = pathSegments[index];
    if (actual === undefined) return false;
    if (!/^\{[^}]+\}$/.test(segment) && segment !== actual) return false;
  }
  return patternSegments.length === pathSegments.length;
}

function cloudEventHeaders(projectId: string, trigger: FunctionTrigger, documentPath: string, eventType: string): Record<string, string> {
  return {
    "content-type": "application/protobuf",
    "ce-specversion": "1.0",
    "ce-id": randomUUID(),
    "ce-source": `//firestore.googleapis.com/projects/${projectId}/databases/(default)`,
    "ce-type": eventType,
    "ce-time": new Date().toISOString(),
    "ce-subject": `documents/${documentPath}`,
    "ce-project": projectId,
    "ce-database": "(default)",
    "ce-namespace": "(default)",
    "ce-document": documentPath,
    "ce-location": trigger.region,
  };
}

/** google.events.cloud.firestore.v1.DocumentEventData: field 1 = value, field 2 = old_value. */
export function documentEventData(value?: Uint8Array, oldValue?: Uint8Array): Buffer {
  const field = (fieldNumber: number, bytes: Uint8Array) => Buffer.concat([Buffer.from([(fieldNumber << 3) | 2]), varint(bytes.length), bytes]);
  return Buffer.concat([...(value ? [field(1, value)] : []), ...(oldValue ? [field(2, oldValue)] : [])]);
}

function varint(value: number): Buffer {
  const bytes: number[] = [];
  let remaining = value;
  while (remaining > 0x7f) {
    bytes.push((remaining & 0x7f) | 0x80);
    remaining >>>= 7;
  }
  bytes.push(remaining);
  return Buffer.from(bytes);
}
