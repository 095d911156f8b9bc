/**
 * Grants or revokes the support role (a Firebase Auth custom claim):
 *
 *   npm run support:grant -- you@example.com                         the local stack of `npm start`
 *   npm run support:grant -- you@example.com --project my-project    a real project, with application default
 *                                                                    credentials (`gcloud auth application-default login`)
 *   npm run support:revoke -- you@example.com [--project my-project]
 *
 * INBOXSCOUT_TEST_SLOT=<n> with --test works on that slot's test stack instead of `npm start`'s.
 */
import { parseArgs } from "node:util";
import { DEV_STACK, TEST_STACK, stackUrls } from "../local/stackConfig";

const { positionals, values } = parseArgs({ allowPositionals: true, options: { project: { type: "string" }, test: { type: "boolean", default: false } } });
const [command, address] = positionals;
if ((command !== "grant" && command !== "revoke") || !address) {
  console.error("Usage: npm run support:grant -- <address> [--project <id>]   or   npm run support:revoke -- <address> [--project <id>]");
  process.exit(2);
}

if (values.project) {
  process.env.GCLOUD_PROJECT = values.project;
} else {
  // The local emulators: firebase-admin reads their hosts when it loads, so before the imports below.
  const stack = values.test ? TEST_STACK : DEV_STACK;
  const urls = stackUrls(stack);
  Object.assign(process.env, { GCLOUD_PROJECT: stack.projectId, FIRESTORE_EMULATOR_HOST: urls.firestore, FIREBASE_AUTH_EMULATOR_HOST: urls.auth.replace("http://", "") });
}
const { grantSupportRole, revokeSupportRole } = await import("../../functions/src/support/supportRole");

try {
  if (command === "grant") {
    const { uid, created } = await grantSupportRole(address);
    console.log(`${address} (${uid}) has the support role${created ? " on a new account: sign in at /login with 'Email me a sign-in link'" : ""}. Open /support.`);
  } else {
    const revoked = await revokeSupportRole(address);
    console.log(revoked ? `${address} (${revoked.uid}) no longer has the support role; its sessions were ended.` : `${address} has no support role.`);
  }
  process.exit(0);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
