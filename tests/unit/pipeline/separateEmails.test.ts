import { describe, expect, it } from "vitest";
import { MAX_SEPARATED_EMAILS } from "@machines/inbox/processedEmail";
import { processRawEmail, processRawEmailWithBundled, separatedMessages } from "../../../functions/src/pipeline/index";
import { MailComposer } from "../../support/mailComposer";
import { bundleOfAttached, FORWARD_ALL, rawMessage } from "./fixtures";

const receivedAt = new Date("2026-11-20T12:00:00Z");

/** The bundle read once, as the inbox reads it: the engine's result, and each bundled email as a message of its own. */
async function separate(raw: Buffer, key: string) {
  const { processed, bundled } = await processRawEmailWithBundled(raw, { receivedAt, bundledEmailsSeparated: true });
  return { processed, emails: await separatedMessages(bundled, key), leftOut: bundled.leftOut };
}

/** Who each separated email is from, as the engine reads it, with its warnings. */
async function readEach(emails: Buffer[]) {
  return Promise.all(
    emails.map(async (raw) => {
      const email = await processRawEmail(raw, { receivedAt, bundledEmailsSeparated: true });
      return { athlete: `${email.athlete?.firstName?.value} ${email.athlete?.lastName?.value}`, from: email.from?.address, originalFrom: email.originalFrom?.address, warnings: email.warnings };
    }),
  );
}

describe("separating the emails a coach forwarded together", () => {
  it.each(["attachment", "inline"] as const)("gives each email attached (%s) beside the first back as the coach's forward of it alone", async (disposition) => {
    const { processed: bundle, emails, leftOut } = await separate(bundleOfAttached(disposition), "bundle-1");
    expect(leftOut).toBe(0);
    expect(await readEach(emails)).toEqual([
      { athlete: "Maya Ortiz", from: "kwalker@northfield.edu", originalFrom: "mayaortiz28@gmail.com", warnings: [] },
      { athlete: "Jada Brooks", from: "kwalker@northfield.edu", originalFrom: "jadabrooks27@gmail.com", warnings: [] },
    ]);
    // The bundle itself is read for its first email, and no longer says the others were left unread.
    expect([bundle.athlete?.firstName?.value, bundle.originalFrom?.address, bundle.warnings]).toEqual(["Riley", "rileychen28@gmail.com", []]);
  });

  it("gives each email written before the last of a Gmail 'Forward all' back as the coach's forward of it alone", async () => {
    const { processed: bundle, emails } = await separate(FORWARD_ALL, "bundle-2");
    expect(await readEach(emails)).toEqual([{ athlete: "Riley Chen", from: "kwalker@northfield.edu", originalFrom: "rileychen28@gmail.com", warnings: [] }]);
    expect([bundle.athlete?.firstName?.value, bundle.originalFrom?.address, bundle.warnings]).toEqual(["Maya", "mayaortiz28@gmail.com", []]);
  });

  it("gives the same bytes for the same bundle, so a retry stores nothing twice", async () => {
    const [first, again] = await Promise.all([separate(bundleOfAttached(), "bundle-1"), separate(bundleOfAttached(), "bundle-1")]);
    expect(again.emails.map(String)).toEqual(first.emails.map(String));
  });

  it(`separates at most ${MAX_SEPARATED_EMAILS} and says how many more were left out`, async () => {
    const attachments = Array.from({ length: MAX_SEPARATED_EMAILS + 3 }, (_, index) => ({ filename: `${index}.eml`, content: rawMessage(`My name is Ava Reed, a 2028 setter (${index}).`), contentType: "message/rfc822" }));
    const bundle = await new MailComposer({ from: "Kelly Walker <kwalker@northfield.edu>", to: "kelly@scout.inboxscout.app", subject: "All of them", text: "For you.", attachments }).compile().build();
    const { emails, leftOut } = await separate(bundle, "bundle-3");
    expect([emails.length, leftOut]).toEqual([MAX_SEPARATED_EMAILS, 2]);
  });

  it("separates nothing from one forward, a forward of a forward, or what is not MIME", async () => {
    const single = rawMessage("FYI\n\n---------- Forwarded message ---------\nFrom: Riley Chen <rileychen28@gmail.com>\nDate: Mon, Nov 16, 2026 at 7:02 PM\nSubject: 2028 setter\nTo: Dana Pike <dpike@elevatevbc.example>\n\nMy name is Riley Chen.\n");
    for (const raw of [single, Buffer.from("\u0000\u0001 not a message")]) expect(await separate(raw, "k")).toMatchObject({ emails: [], leftOut: 0 });
  });
});
