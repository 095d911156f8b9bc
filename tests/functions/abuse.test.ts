import { describe, expect, it } from "vitest";
import { CALLABLE_MESSAGES } from "@machines/callables";
import { LEGAL_VERSION } from "@machines/legal/version";
import { db } from "../../functions/src/lib/admin";
import { IP_ALLOWANCE_FACTOR } from "../../functions/src/lib/callable";
import { clientsForThisFile, uniqueEduEmail } from "../support/clientApp";
import { screen } from "../support/onboardingFlow";

const client = clientsForThisFile();

/** A documentation address (RFC 5737) per test, so tests never share an IP allowance. */
const testIp = () => `203.0.113.${Math.floor(Math.random() * 250) + 1}`;

describe("abuse resistance of every callable", () => {
  it("limits each IP as well as each client, so new anonymous accounts don't multiply the allowance", async () => {
    const ip = testIp();
    const perClient = 5; // requestSignInLink's allowance per client in ten minutes
    const statuses: number[] = [];
    for (let browser = 0; browser < IP_ALLOWANCE_FACTOR + 1; browser++) {
      const fresh = await client();
      for (let request = 0; request < perClient; request++) {
        const answer = await fresh.rawCall("requestSignInLink", { email: uniqueEduEmail("ip") }, { "X-Forwarded-For": `10.9.9.9, ${ip}` });
        statuses.push(answer.status);
      }
    }
    expect(statuses.filter((status) => status === 200)).toHaveLength(perClient * IP_ALLOWANCE_FACTOR);
    expect(statuses.filter((status) => status === 429)).toHaveLength(perClient);
  });

  it("costs one document per client and window, however often it is refused", async () => {
    const browser = await client();
    const before = (await db.collection("rateLimits").where("bucket", "==", "requestSampleReport").get()).size;
    for (let request = 0; request < 8; request++) await browser.rawCall("requestSampleReport", { email: uniqueEduEmail("burst") });
    expect((await db.collection("rateLimits").where("bucket", "==", "requestSampleReport").get()).size - before).toBe(1);
  });

  it("answers a deeply nested or malformed payload with invalid-argument, never a 500", async () => {
    const browser = await client();
    let nested: unknown = "x";
    for (let level = 0; level < 2000; level++) nested = [nested];
    const deep = await browser.rawCall("saveOnboardingProgress", { progress: nested, eventType: "x" });
    expect(deep).toMatchObject({ status: 400, body: { error: { status: "INVALID_ARGUMENT", message: CALLABLE_MESSAGES.malformed } } });
    const wrongShape = await browser.rawCall("submitScreening", { firstName: { $gt: "" }, email: ["a@b.edu"] });
    expect(wrongShape).toMatchObject({ status: 400, body: { error: { status: "INVALID_ARGUMENT" } } });
    const notJson = await browser.rawCall("submitScreening", "{not json");
    expect(notJson.status).toBe(400);
  });

  it("answers a payload nested 200,000 deep with invalid-argument before the SDK decodes it, never a 500", async () => {
    const browser = await client();
    const depth = 200_000;
    const body = `{"data":{"progress":${"[".repeat(depth)}"x"${"]".repeat(depth)},"eventType":"x"}}`;
    const deep = await browser.rawCall("saveOnboardingProgress", body);
    expect(deep).toMatchObject({ status: 400, body: { error: { status: "INVALID_ARGUMENT", message: CALLABLE_MESSAGES.malformed } } });
  });

  it("records the signer's IP as the platform saw it, not what the client put in X-Forwarded-For", async () => {
    const browser = await client();
    await screen(browser, uniqueEduEmail("signer"));
    const ip = testIp();
    const signed = await browser.rawCall(
      "signLegalDocuments",
      { signature: "Jordan Reyes", reviewedDocumentIds: ["msa", "tos", "privacy", "dpa", "disclaimer"], documentsVersion: LEGAL_VERSION },
      { "X-Forwarded-For": `1.2.3.4, ${ip}` },
    );
    expect(signed.status).toBe(200);
    const signatures = await db.collection("guests").doc(browser.uid!).collection("signatures").get();
    expect(signatures.docs[0]!.get("ip")).toBe(ip);
  });

  it("refuses names that would put links or hidden text into our emails", async () => {
    const browser = await client();
    const answer = await browser.rawCall("submitScreening", { firstName: "Claim prize at evil.com", lastName: "Reyes\u202E", email: uniqueEduEmail(), sport: "Volleyball" });
    expect(answer.status).toBe(400);
    expect((answer.body?.error as unknown as { details: { fieldErrors: Record<string, string> } }).details.fieldErrors).toEqual({
      firstName: "Please remove the web address",
      lastName: "Please use letters, spaces, hyphens, apostrophes and periods only",
    });
  });
});
