import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { COACH_ONLY_MESSAGE } from "@machines/portal/coachOnly";
import { SENDER_MESSAGES } from "@machines/portal/senders";
import { db } from "../../functions/src/lib/admin";
import { keyOf } from "../../functions/src/lib/keys";
import { coachEmails } from "../../functions/src/lib/firestore";
import { clientsForThisFile, rejectionOf } from "../support/clientApp";
import { eventually } from "../support/eventually";
import { athleteIntroduction, forwardingCoach } from "../support/inbound";
import { emailsTo, mailSettled, waitForEmail } from "../support/mailCatcher";
import { linkTokenIn } from "../support/onboardingFlow";

const client = clientsForThisFile();

const CONFIRM_SUBJECT = "Confirm you forward recruiting emails for Coach";
const assistantAddress = (label: string) => `${label}.${randomUUID().slice(0, 6)}@test-university.edu`;
const athlete = (first: string, last: string) =>
  athleteIntroduction({ first, last, email: `${first}.${last}.${randomUUID().slice(0, 6)}@gmail.com`.toLowerCase() });
const statuses = async (uid: string) => (await coachEmails(uid).get()).docs.map((doc) => doc.data().state.status).sort();
const settledStatuses = (uid: string, expected: string[]) =>
  eventually(async () => {
    const now = await statuses(uid);
    return JSON.stringify(now) === JSON.stringify([...expected].sort()) ? now : undefined;
  }, 45_000, `emails ${expected.join(", ")}`);

async function confirmationToken(address: string): Promise<string> {
  const email = await waitForEmail(address, CONFIRM_SUBJECT);
  return linkTokenIn(email.text);
}

describe("extra sender addresses", () => {
  it("holds an added assistant's forwards until they confirm by the emailed link, then processes them; the link works once", async () => {
    const { uid, browser, forward } = await forwardingCoach(client, "senderadd");
    const assistant = assistantAddress("assistant");
    expect(await browser.call("addSenderAddress", { address: assistant.toUpperCase() })).toEqual({ status: "sent", address: assistant });
    expect(await browser.call("addSenderAddress", { address: assistant })).toEqual({ status: "already-sent", address: assistant });
    expect((await browser.call("getSettings", {})).senders).toEqual([{ address: assistant, status: "held", confirmationSentAt: expect.any(String) }]);

    const email = await waitForEmail(assistant, CONFIRM_SUBJECT);
    expect(email.text).toContain("/confirm-sender?token=");
    expect(email.text).toContain("Confirming means emails you forward from this address");
    await mailSettled(assistant);
    expect(await emailsTo(assistant)).toHaveLength(1);
    const token = linkTokenIn(email.text);

    await forward(athlete("Sofia", "Ramirez"), { from: assistant });
    await settledStatuses(uid, ["held"]);

    const stranger = await client();
    // The link is not a sign-in link: opening it as one spends and reveals nothing.
    expect(await stranger.call("openEmailLink", { token })).toEqual({ outcome: "unusable" });
    expect(await stranger.call("describeSenderLink", { token })).toMatchObject({ status: "usable", address: assistant, coachName: expect.stringContaining(" ") });
    const confirmed = await stranger.call("confirmSender", { token });
    expect(confirmed).toMatchObject({ outcome: "confirmed", address: assistant });
    expect(await stranger.call("confirmSender", { token })).toEqual({ outcome: "unusable" });
    expect(await stranger.call("describeSenderLink", { token })).toEqual({ status: "unusable" });

    await settledStatuses(uid, ["summarised"]);
    await forward(athlete("Nora", "Lee"), { from: assistant });
    await settledStatuses(uid, ["summarised", "summarised"]);
    expect((await browser.call("getSettings", {})).senders).toEqual([{ address: assistant, status: "trusted", confirmationSentAt: expect.any(String) }]);
    expect(await rejectionOf(browser.call("addSenderAddress", { address: assistant }))).toMatchObject({
      code: "functions/already-exists",
      message: SENDER_MESSAGES.alreadyTrusted,
      fieldErrors: { address: SENDER_MESSAGES.alreadyTrusted },
    });

    expect(await browser.call("removeSenderAddress", { address: assistant })).toEqual({ status: "blocked" });
    await forward(athlete("Mia", "Ortiz"), { from: assistant });
    await settledStatuses(uid, ["summarised", "summarised", "held"]);
  });

  it("refuses an expired link and a link of a removed address", async () => {
    const { browser } = await forwardingCoach(client, "senderexpiry");
    const late = assistantAddress("late");
    const removed = assistantAddress("removed");
    await browser.call("addSenderAddress", { address: late });
    await browser.call("addSenderAddress", { address: removed });
    const lateToken = await confirmationToken(late);
    const removedToken = await confirmationToken(removed);
    await db.collection("emailLinks").doc(keyOf(lateToken)).update({ expiresAt: new Date(Date.now() - 1000) });
    await browser.call("removeSenderAddress", { address: removed });

    const assistant = await client();
    expect(await assistant.call("describeSenderLink", { token: lateToken })).toEqual({ status: "unusable" });
    expect(await assistant.call("confirmSender", { token: lateToken })).toEqual({ outcome: "unusable" });
    expect(await assistant.call("describeSenderLink", { token: removedToken })).toEqual({ status: "unusable" });
    expect(await assistant.call("confirmSender", { token: removedToken })).toEqual({ outcome: "unusable" });
    const senders = (await browser.call("getSettings", {})).senders;
    expect(senders.map(({ address, status }) => ({ address, status })).sort((a, b) => a.address.localeCompare(b.address))).toEqual(
      [
        { address: late, status: "held" },
        { address: removed, status: "blocked" },
      ].sort((a, b) => a.address.localeCompare(b.address)),
    );
  });

  it("refuses the coach's own address, bad input, non-coaches, and another coach's senders", async () => {
    const { email, browser } = await forwardingCoach(client, "senderowner");
    const assistant = assistantAddress("mine");
    await browser.call("addSenderAddress", { address: assistant });

    expect(await rejectionOf(browser.call("addSenderAddress", { address: email }))).toMatchObject({
      code: "functions/invalid-argument",
      message: SENDER_MESSAGES.ownAddress,
      fieldErrors: { address: SENDER_MESSAGES.ownAddress },
    });
    expect((await rejectionOf(browser.call("addSenderAddress", { address: "not an address" }))).fieldErrors).toEqual({ address: SENDER_MESSAGES.addressInvalid });

    const other = await forwardingCoach(client, "senderother");
    expect((await other.browser.call("getSettings", {})).senders).toEqual([]);
    expect(await rejectionOf(other.browser.call("removeSenderAddress", { address: assistant }))).toMatchObject({ code: "functions/not-found", message: SENDER_MESSAGES.senderNotFound });
    expect((await browser.call("getSettings", {})).senders).toEqual([{ address: assistant, status: "held", confirmationSentAt: expect.any(String) }]);

    const notACoach = await client();
    // Each call starts only when awaited: a second one already in flight would reject unhandled.
    for (const call of [() => notACoach.call("addSenderAddress", { address: assistantAddress("guest") }), () => notACoach.call("removeSenderAddress", { address: assistant })]) {
      expect(await rejectionOf(call())).toMatchObject({ code: "functions/permission-denied", message: COACH_ONLY_MESSAGE });
    }
  });
});
