import { startStack } from "./local/stack.ts";
import { TEST_STACK } from "./local/stackConfig.ts";

// Keeps the test stack running (the web app built once, as `npm test` serves it), so one test file can be rerun quickly:
//   npm run test:stack            (in one terminal)
//   npx vitest --project functions tests/functions/joinWaitlist.test.ts
const stack = await startStack(TEST_STACK, { watchFunctions: true, web: "build", log: (line) => console.log(`  [firebase] ${line}`) });
console.log(`Test stack running: web ${stack.urls.web}, mail ${stack.urls.mail}, Stripe test double ${stack.urls.stripe}. Ctrl-C stops it.`);
const shutdown = () => void stack.stop().then(() => process.exit(0));
process.on("SIGINT", shutdown);
process.on("SIGTERM", shutdown);
