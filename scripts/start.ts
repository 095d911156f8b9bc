import { join } from "node:path";
import { ROOT, startStack } from "./local/stack.ts";
import { DEV_STACK } from "./local/stackConfig.ts";

// `npm start`: the whole product on 127.0.0.1, offline. Data persists in .local-data/.
const dataDir = join(ROOT, ".local-data");
console.log("Starting InboxScout locally (first start takes ~20 s)…");
const stack = await startStack(DEV_STACK, {
  dataDir,
  watchFunctions: true,
  web: "dev",
  runSchedules: true,
  log: (line) => console.log(`  [firebase] ${line}`),
});

console.log(`
InboxScout is running.
  Web app                 ${stack.urls.web}
  Mail catcher            ${stack.urls.mail}   (every email the product sends)
  Stripe (test double)    ${stack.urls.stripe}  (a local stand-in for Stripe: checkout, portal, invoices; nothing is charged)
  Functions emulator      ${stack.urls.functions}
  Auth emulator           ${stack.urls.auth}
  Firestore (local gRPC)  ${stack.urls.firestore}
  Cloud Tasks emulator    ${stack.urls.tasks}
  Inbound mail (SMTP)     ${stack.urls.inboundSmtp}   (forward .eml files to a coach's forwarding address here)

Forward a recruiting email as a coach would, e.g. with swaks (apt-get install swaks):
  swaks --server ${stack.urls.inboundSmtp} --from <the coach's sign-up address> --to <their forwarding address> --data some.eml
The summary arrives in the mail catcher; daily reports go out on their schedule.
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
