import { describe, expect, it } from "vitest";
import { BRAND } from "@machines/brand";
import { CALLABLE_MESSAGES, type CallableFailure } from "@machines/callables";
import { CONTACT_LIMITS, CONTACT_MESSAGES } from "@machines/contact/schema";
import { CONTACT_SENDER_DAILY_LIMIT } from "../../functions/src/contact/submitContactMessage";
import { db } from "../../functions/src/lib/admin";
import { clientsForThisFile, rejectionOf, uniqueEduEmail } from "../support/clientApp";
import { type CaughtEmail, emailHeader, emailsTo, mailSettled, waitForEmail } from "../support/mailCatcher";

const client = clientsForThisFile();

/** functions/.env.demo-inboxscout-test sets SUPPORT_INBOX to the brand's support address. */
const SUPPORT_INBOX = BRAND.supportEmail;

const contactMessage = (overrides: Record<string, unknown> = {}) => ({
  name: "Jordan Reyes",
  email: uniqueEduEmail("contact"),
  message: "Does the daily report include video links?\n\nThanks,\nJordan",
  ...overrides,
});

const storedFrom = (email: string) => db.collection("contactMessages").where("email", "==", email).get();

const replyTo = (email: CaughtEmail) => emailHeader(email, "Reply-To");

const outcome = (call: Promise<unknown>) =>
  call.then(
    () => "accepted",
    (error: CallableFailure) => `${error.code}: ${error.message}`,
  );

describe("submitContactMessage callable", () => {
  it("stores the message, emails the support inbox with reply-to the sender, and acknowledges to the sender", async () => {
    const sender = await client();
    const email = uniqueEduEmail("Mixed.Case");
    const input = contactMessage({ name: "  Jordan Reyes ", email: ` ${email.toUpperCase()} ` });
    expect(await sender.call("submitContactMessage", input)).toEqual({ status: "received" });

    const stored = await storedFrom(email.toLowerCase());
    expect(stored.size).toBe(1);
    const doc = stored.docs[0]!;
    expect(doc.data()).toMatchObject({ name: "Jordan Reyes", email: email.toLowerCase(), message: input.message, uid: sender.uid, supportInbox: SUPPORT_INBOX });
    expect(doc.get("createdAt").toDate()).toBeInstanceOf(Date);

    const toSupport = await waitForEmail(SUPPORT_INBOX, `Contact form: Jordan Reyes <${email.toLowerCase()}>`);
    expect(await replyTo(toSupport)).toBe(email.toLowerCase());
    expect(toSupport.text).toContain("Does the daily report include video links?");
    expect(toSupport.text).toContain("Thanks,\nJordan");
    expect(toSupport.text).toContain(doc.id);

    const acknowledgement = await waitForEmail(email.toLowerCase(), `We've received your message to ${BRAND.name}`);
    expect(acknowledgement.text).toContain("Hi Jordan Reyes,");
    expect(acknowledgement.text).toContain("We've received your message and will respond within 1 business day.");
    expect(await replyTo(acknowledgement)).toBe(SUPPORT_INBOX);
    // The acknowledgement never relays the message to whatever address was typed.
    expect(acknowledgement.text).not.toContain("video links");
  });

  it.each([
    ["name", "empty", "", CONTACT_MESSAGES.nameRequired],
    ["name", "too long", "x".repeat(CONTACT_LIMITS.name + 1), `Name must be ${CONTACT_LIMITS.name} characters or fewer`],
    ["email", "empty", "", CONTACT_MESSAGES.emailRequired],
    ["email", "without @", "coach-at-university.edu", CONTACT_MESSAGES.emailInvalid],
    ["email", "without a dot", "coach@university", CONTACT_MESSAGES.emailInvalid],
    ["message", "blank", "   ", CONTACT_MESSAGES.messageRequired],
    ["message", "too long", "x".repeat(CONTACT_LIMITS.message + 1), `Message must be ${CONTACT_LIMITS.message} characters or fewer`],
  ])("rejects a %s that is %s with the schema's message and stores nothing", async (field, _label, value, message) => {
    const sender = await client();
    const input = contactMessage({ [field]: value });
    const error = await rejectionOf(sender.call("submitContactMessage", input));
    expect(error.code).toBe("functions/invalid-argument");
    expect(error.fieldErrors).toEqual({ [field]: message });
    if (field !== "email") expect((await storedFrom(input.email as string)).size).toBe(0);
  });

  it("refuses callers that are not signed in", async () => {
    const signedOut = await client({ signedIn: false });
    const error = await rejectionOf(signedOut.call("submitContactMessage", contactMessage()));
    expect(error.code).toBe("functions/unauthenticated");
  });

  it("lets one browser send 3 messages per 10 minutes, then says to wait", async () => {
    const burster = await client();
    const outcomes = [];
    for (let attempt = 0; attempt < 5; attempt++) outcomes.push(await outcome(burster.call("submitContactMessage", contactMessage())));
    expect(outcomes).toEqual([...Array(3).fill("accepted"), ...Array(2).fill(`functions/resource-exhausted: ${CALLABLE_MESSAGES.rateLimited}`)]);

    const neighbour = await client();
    expect(await neighbour.call("submitContactMessage", contactMessage())).toEqual({ status: "received" });
  });

  it(`accepts ${CONTACT_SENDER_DAILY_LIMIT} messages a day from one sender address, whichever browsers send them`, async () => {
    const email = uniqueEduEmail("chatty");
    const outcomes = [];
    for (let attempt = 0; attempt < CONTACT_SENDER_DAILY_LIMIT + 2; attempt++) {
      const browser = await client();
      outcomes.push(await outcome(browser.call("submitContactMessage", contactMessage({ email: attempt % 2 ? email.toUpperCase() : email }))));
    }
    expect(outcomes).toEqual([
      ...Array(CONTACT_SENDER_DAILY_LIMIT).fill("accepted"),
      ...Array(2).fill(`functions/resource-exhausted: ${CONTACT_MESSAGES.senderLimited}`),
    ]);
    expect((await storedFrom(email)).size).toBe(CONTACT_SENDER_DAILY_LIMIT);
    // Support hears about every message; the typed address is acknowledged once a day at most.
    await mailSettled(email);
    expect((await emailsTo(email)).filter((message) => message.subject.startsWith("We've received your message"))).toHaveLength(1);
  });
});
