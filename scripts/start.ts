import { join } from "node:path";
import { ROOT, startStack } from "./local/stack.ts";
import { DEV_STACK } from "./local/stackConfig.ts";

// `npm start`: the whole product on 127.0.0.1, offline. Data persists in .local-data/.
const dataDir = join(ROOT, ".local-data");
console.log("Starting InboxScout locally (first start takes ~20 s)…");
const stack = await startStack(DEV_STACK, {
  dataDir,
  watchFunctions: true,
  log: (line) => console.log(`  [firebase] ${line}`),
});

console.log(`
InboxScout is running.
  Web app                 ${stack.urls.web}
  Mail catcher            ${stack.urls.mail}   (every email the product sends)
  Functions emulator      ${stack.urls.functions}
  Auth emulator           ${stack.urls.auth}
  Firestore (local gRPC)  ${stack.urls.firestore}
  Cloud Tasks emulator    ${stack.urls.tasks}
Data is kept in ${dataDir}. Press Ctrl-C to stop.
`);

let stopping = false;
const shutdown = async () => {
  if (stopping) return;
  stopping = true;
  console.log("\nStopping… (saving local data)");
  await stack.stop();
  process.exit(0);
};
process.on("SIGINT", shutdown);
process.on("SIGTERM", shutdown);
