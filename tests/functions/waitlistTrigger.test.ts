import functionsTest from "firebase-functions-test";
import { afterAll, describe, expect, it } from "vitest";
import { db } from "../../functions/src/lib/admin";
import { onWaitlistEntryCreated } from "../../functions/src/waitlist/onWaitlistEntryCreated";
import { waitlistEntryRef } from "../../functions/src/waitlist/waitlistEntry";
import { eventually } from "../support/eventually";
import { emailsTo, waitForEmail } from "../support/mailCatcher";
import { uniqueEduEmail } from "../support/clientApp";
import { TEST_PROJECT_ID } from "../support/testStack";

const testEnv = functionsTest({ projectId: TEST_PROJECT_ID });
afterAll(() => testEnv.cleanup());

describe("onWaitlistEntryCreated", () => {
  it("queues one confirmation email and records the waitlist.joined event, however often it runs", async () => {
    const email = uniqueEduEmail("trigger");
    const entryId = waitlistEntryRef(email).id;
    const ref = db.collection("waitlist").doc(entryId);
    await ref.create({
      first_name: "Casey",
      last_name: "Moore",
      email,
      sport: "Volleyball – Women",
      university_organization: "Kent State University",
      createdAt: new Date(),
    });
    const snapshot = await ref.get();

    // The emulator's own delivery of this trigger may run too; the handler must be idempotent.
    const wrapped = testEnv.wrap(onWaitlistEntryCreated);
    await wrapped({ data: snapshot, params: { entryId } });
    await wrapped({ data: snapshot, params: { entryId } });

    const message = await waitForEmail(email, "You're on the InboxScout waitlist");
    expect(message.text).toContain("Hi Casey,");
    // Nothing but the name is repeated back: the rest of the form is whatever a stranger typed.
    expect(message.text).not.toContain("Kent State University");
    expect(message.html).toContain("/coach-connect?email=");

    const event = await db.collection("webhookEvents").doc(`waitlist.joined-${entryId}`).get();
    expect(event.data()).toMatchObject({
      type: "waitlist.joined",
      data: { email, first_name: "Casey", last_name: "Moore", sport: "Volleyball – Women", university_organization: "Kent State University" },
    });

    const mail = await eventually(async () => {
      const doc = await db.collection("mail").doc(`waitlist-confirmation-${entryId}`).get();
      return doc.get("delivery.state") === "SUCCESS" ? doc : undefined;
    }, 20_000, "the mail document to be marked delivered");
    expect(mail.get("to")).toBe(email);

    await new Promise((resolve) => setTimeout(resolve, 2000));
    expect(await emailsTo(email)).toHaveLength(1);
  });
});
