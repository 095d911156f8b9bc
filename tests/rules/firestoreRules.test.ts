import { readFileSync } from "node:fs";
import { assertFails, initializeTestEnvironment, type RulesTestEnvironment } from "@firebase/rules-unit-testing";
import { afterAll, beforeAll, describe, it } from "vitest";

// Runs against the official Firestore emulator only (it has the rules engine); `npm test` starts it
// with `firebase emulators:exec --only firestore` when Java 21 and the emulator are installed.
let testEnv: RulesTestEnvironment;

beforeAll(async () => {
  testEnv = await initializeTestEnvironment({
    projectId: "demo-inboxscout-rules",
    firestore: { rules: readFileSync("firestore.rules", "utf8") },
  });
  await testEnv.withSecurityRulesDisabled(async (context) => {
    await context.firestore().doc("waitlist/existing").set({ email: "coach@osu.edu" });
  });
});

afterAll(() => testEnv.cleanup());

const users = {
  "signed out": () => testEnv.unauthenticatedContext(),
  anonymous: () => testEnv.authenticatedContext("guest-1", { firebase: { sign_in_provider: "anonymous" } }),
  "signed-in coach": () => testEnv.authenticatedContext("coach-1", { email: "coach@osu.edu", email_verified: true, role: "coach" }),
};

describe("firestore.rules denies every direct client access", () => {
  for (const [who, context] of Object.entries(users)) {
    describe(who, () => {
      it("cannot read a document or list a collection", async () => {
        const db = context().firestore();
        await assertFails(db.doc("waitlist/existing").get());
        await assertFails(db.collection("waitlist").get());
        await assertFails(db.doc("users/coach-1").get());
      });

      it("cannot create, update or delete", async () => {
        const db = context().firestore();
        await assertFails(db.doc("waitlist/new").set({ email: "x@osu.edu" }));
        await assertFails(db.doc("waitlist/existing").update({ email: "y@osu.edu" }));
        await assertFails(db.doc("waitlist/existing").delete());
        await assertFails(db.doc("users/coach-1").set({ role: "coach" }));
      });
    });
  }
});
