import { createHmac, randomUUID } from "node:crypto";
import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { WEBHOOK_HEADERS } from "@machines/webhooks";
import { db } from "../../functions/src/lib/admin";
import { waitlistEntryRef } from "../../functions/src/waitlist/waitlistEntry";
import { newClient, uniqueEduEmail } from "../support/clientApp";
import { eventually } from "../support/eventually";

interface Received {
  headers: IncomingHttpHeaders;
  body: string;
  answeredWith: number;
}

/** An automation endpoint that fails the first two deliveries of each event, then accepts. */
function flakyEndpoint() {
  const received: Received[] = [];
  const attemptsPerEvent = new Map<string, number>();
  const server: Server = createServer((request, response) => {
    let body = "";
    request.on("data", (chunk) => (body += chunk));
    request.on("end", () => {
      const key = String(request.headers[WEBHOOK_HEADERS.idempotencyKey.toLowerCase()]);
      const attempt = (attemptsPerEvent.get(key) ?? 0) + 1;
      attemptsPerEvent.set(key, attempt);
      const answeredWith = attempt <= 2 ? 500 : 200;
      received.push({ headers: request.headers, body, answeredWith });
      response.writeHead(answeredWith).end();
    });
  });
  return { server, received };
}

describe("webhook fan-out", () => {
  const endpoint = flakyEndpoint();
  const endpointId = `test-${randomUUID()}`;
  const secret = "whsec_test";

  beforeAll(async () => {
    await new Promise<void>((resolve) => endpoint.server.listen(0, "127.0.0.1", resolve));
    const { port } = endpoint.server.address() as { port: number };
    await db.collection("webhookEndpoints").doc(endpointId).set({
      url: `http://127.0.0.1:${port}/hooks/inboxscout`,
      events: ["waitlist.joined"],
      enabled: true,
      secret,
    });
  });

  afterAll(async () => {
    await db.collection("webhookEndpoints").doc(endpointId).update({ enabled: false });
    await new Promise((resolve) => endpoint.server.close(resolve));
  });

  it("retries a failing endpoint until it accepts, then delivers the event exactly once", async () => {
    const coach = await newClient();
    const email = uniqueEduEmail("webhook");
    await coach.call("joinWaitlist", {
      firstName: "Riley",
      lastName: "Chen",
      university: "Miami University",
      waitlistEmail: email,
      waitlistSport: "Softball",
    });
    await coach.close();
    const eventId = `waitlist.joined-${waitlistEntryRef(email).id}`;
    const forThisEvent = () => endpoint.received.filter((delivery) => delivery.headers["idempotency-key"] === eventId);

    await eventually(async () => (forThisEvent().some((delivery) => delivery.answeredWith === 200) ? true : undefined), 45_000, "an accepted delivery");
    // Give any stray retry time to show up before counting.
    await new Promise((resolve) => setTimeout(resolve, 3000));

    const deliveries = forThisEvent();
    expect(deliveries.map((delivery) => delivery.answeredWith)).toEqual([500, 500, 200]);
    const accepted = deliveries.at(-1)!;
    const body = JSON.parse(accepted.body);
    expect(body).toMatchObject({ id: eventId, type: "waitlist.joined", data: { email, first_name: "Riley", sport: "Softball" } });
    expect(accepted.headers["x-inboxscout-event"]).toBe("waitlist.joined");

    const [, timestamp, digest] = /^t=(\d+),v1=([0-9a-f]+)$/.exec(String(accepted.headers["x-inboxscout-signature"]))!;
    expect(createHmac("sha256", secret).update(`${timestamp}.${accepted.body}`).digest("hex")).toBe(digest);

    const delivery = await db.collection("webhookDeliveries").doc(`${eventId}__${endpointId}`).get();
    expect(delivery.data()).toMatchObject({ state: "delivered", attempts: 3, lastError: null });
  });
});
