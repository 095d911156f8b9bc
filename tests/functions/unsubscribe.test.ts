import { describe, expect, it } from "vitest";
import { db } from "../../functions/src/lib/admin";
import { addressHash, unsubscribeUrl } from "../../functions/src/mail/unsubscribeToken";
import { unsubscribes } from "../../functions/src/lib/firestore";
import { queueEmail } from "../../functions/src/mail/outbox";
import { sampleReportEmail } from "../../functions/src/sampleReport/sampleReportEmail";
import { clientsForThisFile, uniqueEduEmail } from "../support/clientApp";
import { eventually } from "../support/eventually";
import { emailHeader, emailsTo, waitForEmail } from "../support/mailCatcher";
import { TEST_UNSUBSCRIBE_SIGNING_KEY, TEST_URLS } from "../support/testStack";

const client = clientsForThisFile();

const unsubscribeRecord = (address: string) => unsubscribes.doc(addressHash(address)).get();

/** Mail documents queued for an address, with their delivery state. */
async function queuedTo(address: string) {
  const snapshot = await db.collection("mail").where("to", "==", address).get();
  return snapshot.docs.map((doc) => ({ subject: doc.get("subject") as string, category: doc.get("category"), state: doc.get("delivery.state") }));
}

const oneClick = (url: string) =>
  fetch(url, { method: "POST", headers: { "Content-Type": "application/x-www-form-urlencoded" }, body: "List-Unsubscribe=One-Click" });

describe("one-click unsubscribe (RFC 8058)", () => {
  it("marketing email carries List-Unsubscribe; its one-click POST unsubscribes the address, and only marketing email stops", async () => {
    const address = uniqueEduEmail("unsubscribe");
    await (await client()).call("requestSampleReport", { email: address });
    const report = await waitForEmail(address, "sample report");

    const link = /^<(.+)>$/.exec((await emailHeader(report, "List-Unsubscribe")) ?? "")?.[1];
    expect(link).toMatch(new RegExp(`^${TEST_URLS.web}/unsubscribe\\?token=v1\\.`));
    expect(await emailHeader(report, "List-Unsubscribe-Post")).toBe("List-Unsubscribe=One-Click");
    expect(report.text).toContain(`Unsubscribe: ${link}`);
    expect(link).not.toContain(address.split("@")[0]);

    const response = await oneClick(link!);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain("You're unsubscribed");
    expect((await unsubscribeRecord(address)).data()).toEqual({ unsubscribedAt: expect.anything(), via: "one-click" });
    // Clients retry: a second POST changes nothing.
    expect((await oneClick(link!)).status).toBe(200);

    // The next marketing email (a sample report, queued as the callable queues it: the callable itself allows
    // one per address a day) is stored as skipped and never sent; a transactional email still arrives.
    await queueEmail(`sample-report-again-${addressHash(address)}`, { to: address, ...sampleReportEmail(TEST_URLS.web) });
    await (await client()).call("submitContactMessage", { name: "Jordan Reyes", email: address, message: "Still there?" });
    await waitForEmail(address, "We've received your message");
    await eventually(async () => (await queuedTo(address)).some((mail) => mail.state === "UNSUBSCRIBED") || undefined, 10_000, "the skipped report");
    expect((await queuedTo(address)).map(({ category, state }) => `${category} ${state}`).sort()).toEqual([
      "marketing SUCCESS",
      "marketing UNSUBSCRIBED",
      "transactional SUCCESS",
    ]);
    expect((await emailsTo(address)).filter((email) => email.subject.includes("sample report"))).toHaveLength(1);
  });

  it("opening the link only asks; the page's button unsubscribes", async () => {
    const address = uniqueEduEmail("page");
    const link = unsubscribeUrl(TEST_URLS.web, address, TEST_UNSUBSCRIBE_SIGNING_KEY);
    const page = await fetch(link);
    expect(page.status).toBe(200);
    expect(page.headers.get("content-security-policy")).toContain("default-src 'none'");
    const html = await page.text();
    expect(html).toContain("Unsubscribe from InboxScout emails?");
    expect(html).toContain('<form method="post">');
    expect((await unsubscribeRecord(address)).exists).toBe(false);

    const pressed = await fetch(link, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: "List-Unsubscribe=One-Click&source=page",
    });
    expect(await pressed.text()).toContain("You're unsubscribed");
    expect((await unsubscribeRecord(address)).get("via")).toBe("page");
    expect(await (await fetch(link)).text()).toContain("You're unsubscribed");
  });

  it("refuses a link whose token was not signed by us", async () => {
    const address = uniqueEduEmail("forged");
    const forged = unsubscribeUrl(TEST_URLS.web, address, "someone-elses-key");
    for (const url of [forged, `${TEST_URLS.web}/unsubscribe`, `${TEST_URLS.web}/unsubscribe?token=v1.abc.def`]) {
      const response = await oneClick(url);
      expect(response.status).toBe(400);
      expect(await response.text()).toContain("This unsubscribe link doesn't work");
    }
    expect((await unsubscribeRecord(address)).exists).toBe(false);
    expect((await fetch(forged, { method: "DELETE" })).status).toBe(405);
  });
});
