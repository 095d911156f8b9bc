import { DocumentReference } from "firebase-admin/firestore";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { TEST_STACK } from "../../scripts/local/stackConfig.ts";
import { db } from "../../functions/src/lib/admin";
import { sendMail } from "../../functions/src/mail/sendMail";
import { uniqueEduEmail } from "../support/clientApp";
import { emailsTo, waitForEmail } from "../support/mailCatcher";
// Run in this process (so a write can be made to fail), delivering to the test stack's mail catcher.
beforeAll(() => {
  Object.assign(process.env, { SMTP_HOST: "127.0.0.1", SMTP_PORT: String(TEST_STACK.ports.smtp), SMTP_USER: "", MAIL_FROM: "InboxScout <hello@inboxscout.app>", SMTP_PASSWORD: "unused" });
});

async function queued(to: string) {
  const ref = db.collection("mail").doc(`test-${crypto.randomUUID()}`);
  await ref.create({ to, subject: "At most once", text: "Hello", html: "<p>Hello</p>", delivery: { state: "PENDING", attempts: 0 }, createdAt: new Date() });
  return ref;
}

describe("sendMail task", () => {
  it("never sends again an email the SMTP server accepted, even when recording that failed", async () => {
    const to = uniqueEduEmail("once");
    const ref = await queued(to);
    const deliver = (request: { data: { mailId: string } }) => sendMail.run(request as Parameters<typeof sendMail.run>[0]);
    const realUpdate = DocumentReference.prototype.update;
    const recordSuccess = vi.spyOn(DocumentReference.prototype, "update").mockImplementation(function (this: DocumentReference, ...args: unknown[]) {
      const fields = args[0] as Record<string, unknown>;
      if (fields["delivery.state"] === "SUCCESS") return Promise.reject(new Error("14 UNAVAILABLE: write failed"));
      return (realUpdate as (...update: unknown[]) => ReturnType<DocumentReference["update"]>).apply(this, args);
    });
    try {
      await expect(deliver({ data: { mailId: ref.id } })).rejects.toThrow("UNAVAILABLE");
    } finally {
      recordSuccess.mockRestore();
    }
    await waitForEmail(to, "At most once");

    // Cloud Tasks retries the failed task: it must not send the email a second time.
    await deliver({ data: { mailId: ref.id } });
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(await emailsTo(to)).toHaveLength(1);
    expect((await ref.get()).get("delivery")).toMatchObject({ state: "UNKNOWN", attempts: 1 });
  });

  it("retries an email the SMTP server refused, and records the delivery", async () => {
    const to = uniqueEduEmail("retry");
    const ref = await queued(to);
    await ref.update({ "delivery.state": "ERROR", "delivery.error": "421 try again later", "delivery.attempts": 1 });
    await sendMail.run({ data: { mailId: ref.id } } as Parameters<typeof sendMail.run>[0]);
    await waitForEmail(to, "At most once");
    expect((await ref.get()).get("delivery")).toMatchObject({ state: "SUCCESS", attempts: 2, messageId: `<${ref.id}@inboxscout.app>` });
  });
});
