import { randomUUID } from "node:crypto";
import { Timestamp } from "firebase-admin/firestore";
import { beforeAll, describe, expect, it } from "vitest";
import { INBOUND_LIMITS, INBOUND_MESSAGES } from "@machines/inbox/inboundLimits";
import { db } from "../../functions/src/lib/admin";
import { FORWARDING_TAG_ALPHABET, FORWARDING_TAG_LENGTH, candidateForwardingAddress } from "../../functions/src/onboarding/forwardingAddresses";
import { LOCAL_SECRETS } from "../../scripts/local/stackConfig.ts";
import { clientsForThisFile } from "../support/clientApp";
import { eventually } from "../support/eventually";
import { athleteIntroduction, forwardedMessage, forwardingCoach, inboundSmtpConnection, postInbound } from "../support/inbound";
import { TEST_URLS } from "../support/testStack";

const client = clientsForThisFile();

/** One coach for the whole file: setting one up is the slow part. */
let shared: Awaited<ReturnType<typeof forwardingCoach>>;
const coach = () => shared;
beforeAll(async () => {
  shared = await forwardingCoach(client, "recipients");
}, 120_000);

const guessed = () => `jordan.reyes.${randomUUID().slice(0, 8)}@scout.inboxscout.app`;
const refusedCount = async () => ((await db.collection("inboundCounters").doc("refusedRecipients").get()).get("count") as number | undefined) ?? 0;
const storedEmails = async (uid: string) => (await db.collection("users").doc(uid).collection("emails").get()).size;

async function forwardTo(from: string, to: string) {
  const original = athleteIntroduction({ first: "Maya", last: "Thompson", email: `maya.${randomUUID().slice(0, 6)}@gmail.com` });
  return forwardedMessage({ from, to, subject: `Fwd: ${original.subject}`, original, messageId: `<${randomUUID()}@mail.example>` });
}

describe("forwarding addresses nobody can guess", () => {
  it("gives every new address a tag of at least 40 random bits from an alphabet without look-alikes", () => {
    const alphabet = [...FORWARDING_TAG_ALPHABET];
    expect(new Set(alphabet).size).toBe(alphabet.length);
    expect(FORWARDING_TAG_LENGTH * Math.log2(alphabet.length)).toBeGreaterThanOrEqual(40);
    for (const [a, b] of [["0", "o"], ["1", "l"], ["1", "i"], ["l", "i"], ["u", "v"]]) expect(alphabet.includes(a!) && alphabet.includes(b!)).toBe(false);

    const tags = Array.from({ length: 500 }, () => /^jordan\.reyes\.([^@]+)@scout\.inboxscout\.app$/.exec(candidateForwardingAddress("Jordan", "Reyes", 0))?.[1]);
    for (const tag of tags) expect([...(tag ?? "")].every((character) => alphabet.includes(character)) && tag!.length === FORWARDING_TAG_LENGTH).toBe(true);
    expect(new Set(tags).size).toBe(tags.length);
    // Every character turns up: the tag draws from the whole alphabet.
    expect(new Set(tags.join(""))).toEqual(new Set(alphabet));
  });
});

describe("how many recipients one sender may name", () => {
  it("refuses a message addressed to 100 forwarding addresses, the coach's among them", async () => {
    const { uid, email, account } = coach();
    const storedBefore = await storedEmails(uid);
    const to = [...Array.from({ length: 99 }, guessed), account.forwardingAddress];
    const answer = await postInbound(await forwardTo(email, account.forwardingAddress), { envelopeFrom: email, envelopeTo: to });
    expect(answer).toMatchObject({ status: 400, body: { error: INBOUND_MESSAGES.tooManyRecipients } });
    expect(await storedEmails(uid)).toBe(storedBefore);
  });

  it("takes at most the per-message number of recipients over SMTP, refusing the rest before asking about them", async () => {
    const { uid, email } = coach();
    const live = Array.from({ length: INBOUND_LIMITS.recipientsPerMessage + 1 }, guessed);
    for (const address of live) await db.collection("forwardingAddresses").doc(address).set({ uid, createdAt: Timestamp.now() });
    const before = await refusedCount();
    const smtp = await inboundSmtpConnection();
    const outcome = await smtp.send(email, [...live, ...Array.from({ length: 100 - live.length }, guessed)], await forwardTo(email, live[0]!));
    smtp.close();
    expect(outcome.accepted).toEqual(live.slice(0, INBOUND_LIMITS.recipientsPerMessage));
    expect(Object.keys(outcome.refused)).toHaveLength(100 - INBOUND_LIMITS.recipientsPerMessage);
    expect(Object.values(outcome.refused).every((reply) => reply.startsWith("452"))).toBe(true);
    expect(await refusedCount()).toBe(before);
  });
});

describe("unknown recipients at RCPT time", () => {
  it("refuses an address nobody has while the sender names it, counts it, and after a few ends the connection's recipients", async () => {
    const { uid, email, account } = coach();
    const [before, storedBefore] = [await refusedCount(), await storedEmails(uid)];
    const smtp = await inboundSmtpConnection();
    const [first, second, third] = [guessed(), guessed(), guessed()];

    const mixed = await smtp.send(email, [first, account.forwardingAddress], await forwardTo(email, account.forwardingAddress));
    expect(mixed.accepted).toEqual([account.forwardingAddress]);
    expect(mixed.refused[first]).toMatch(new RegExp(`^550 .*${INBOUND_MESSAGES.unknownRecipient}`));
    expect(await refusedCount()).toBe(before + 1);

    const unknownOnly = await smtp.send(email, [second, third], await forwardTo(email, account.forwardingAddress));
    expect(unknownOnly.accepted).toEqual([]);
    expect(await refusedCount()).toBe(before + INBOUND_LIMITS.unknownRecipientsPerConnection);

    // The budget is spent: even the coach's real address is refused on this connection, without asking.
    const afterwards = await smtp.send(email, [account.forwardingAddress], await forwardTo(email, account.forwardingAddress));
    smtp.close();
    expect(afterwards.refused[account.forwardingAddress]).toMatch(new RegExp(`^550 .*${INBOUND_MESSAGES.tooManyUnknownRecipients}`));
    expect(await refusedCount()).toBe(before + INBOUND_LIMITS.unknownRecipientsPerConnection);
    await eventually(async () => ((await storedEmails(uid)) === storedBefore + 1 ? true : undefined), 30_000, "the one accepted forward stored");
  });

  it("answers the recipient check only to the ingress, and as slowly for a live address as for an unknown one", async () => {
    const { account } = coach();
    const check = async (recipient: string, secret: string = LOCAL_SECRETS.INBOUND_SECRET) => {
      const started = performance.now();
      const response = await fetch(TEST_URLS.checkRecipient, {
        method: "POST",
        headers: { Authorization: `Bearer ${secret}`, "Content-Type": "application/json" },
        body: JSON.stringify({ recipient }),
      });
      return { status: response.status, body: await response.json(), ms: performance.now() - started };
    };
    expect((await check(account.forwardingAddress, "wrong")).status).toBe(401);
    const live = await check(account.forwardingAddress);
    const unknown = await check(guessed());
    expect([live.body, unknown.body]).toEqual([{ status: "live" }, { status: "unknown" }]);
    expect(Math.min(live.ms, unknown.ms)).toBeGreaterThanOrEqual(INBOUND_LIMITS.recipientCheckMinimumMs);
  });
});
