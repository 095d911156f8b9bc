import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { CALLABLE_MESSAGES } from "@machines/callables";
import { COACH_ONLY_MESSAGE } from "@machines/portal/coachOnly";
import { IMPORT_BATCH_BYTES, IMPORT_MESSAGES } from "@machines/portal/import";
import { coachEmails } from "../../functions/src/lib/firestore";
import { clientsForThisFile, rejectionOf } from "../support/clientApp";
import { eventually } from "../support/eventually";
import { athleteIntroduction, forwardingCoach, originalMessage } from "../support/inbound";

const client = clientsForThisFile();

const base64 = (raw: Buffer) => raw.toString("base64");
const athlete = (first: string, last: string) => athleteIntroduction({ first, last, email: `${first}.${last}.${randomUUID().slice(0, 6)}@gmail.com`.toLowerCase() });
const importId = () => `import-${randomUUID().slice(0, 12)}`;

describe("importMessages and importStatus callables", () => {
  it("stores and processes imported messages like forwarded mail, skips non-emails and duplicates, and counts progress", async () => {
    const { uid, email, browser } = await forwardingCoach(client, "importer");
    const id = importId();
    const messages = [
      await originalMessage(athlete("Grace", "Young"), email),
      await originalMessage({ from: "Camps <info@camps.example>", subject: "Register for our clinic", body: "Register now for our Spring Clinic, March 3-4. Early-bird pricing, limited spots. Click here to register." }, email),
      Buffer.from("just some text, not an email"),
    ];
    const first = await browser.call("importMessages", { importId: id, messages: messages.map((raw, index) => ({ index, raw: base64(raw) })) });
    expect(first.results).toEqual([
      { index: 0, outcome: "imported" },
      { index: 1, outcome: "imported" },
      { index: 2, outcome: "not-an-email" },
    ]);
    const status = await eventually(async () => {
      const now = await browser.call("importStatus", { importId: id });
      return now.processed === 2 ? now : undefined;
    }, 45_000, "both imported messages processed");
    expect(status).toEqual({ stored: 2, processed: 2, summarised: 1, newAthletes: 1 });
    const stored = (await coachEmails(uid).where("importId", "==", id).get()).docs.map((doc) => doc.data());
    expect(stored.map((message) => message.state.status).sort()).toEqual(["filtered", "summarised"]);
    expect(stored.every((message) => message.source === "import")).toBe(true);

    // A resumed or repeated import adds nothing twice.
    const again = await browser.call("importMessages", { importId: importId(), messages: [{ index: 0, raw: base64(messages[0]!) }] });
    expect(again.results).toEqual([{ index: 0, outcome: "duplicate" }]);
    expect((await coachEmails(uid).get()).size).toBe(2);
  });

  it("acts only for the signed-in coach, and refuses a batch over its size", async () => {
    const { browser } = await forwardingCoach(client, "importguard");
    const other = await forwardingCoach(client, "importother");
    const id = importId();
    await browser.call("importMessages", { importId: id, messages: [{ index: 0, raw: base64(await originalMessage(athlete("Iris", "Bell"), "coach@test-university.edu")) }] });
    // Another coach asking about this import sees nothing of it.
    expect(await other.browser.call("importStatus", { importId: id })).toEqual({ stored: 0, processed: 0, summarised: 0, newAthletes: 0 });
    expect(await rejectionOf((await client()).call("importStatus", { importId: id }))).toMatchObject({ code: "functions/permission-denied", message: COACH_ONLY_MESSAGE });

    const huge = Buffer.alloc(IMPORT_BATCH_BYTES + 10, 65);
    expect(await rejectionOf(browser.call("importMessages", { importId: id, messages: [{ index: 0, raw: base64(huge) }] }))).toMatchObject({
      code: "functions/invalid-argument",
      fieldErrors: { "messages.0.raw": IMPORT_MESSAGES.tooLarge },
    });
    const twoHalves = Buffer.alloc(IMPORT_BATCH_BYTES - 10, 65);
    expect(await rejectionOf(browser.call("importMessages", { importId: id, messages: [0, 1].map((index) => ({ index, raw: base64(twoHalves) })) }))).toMatchObject({
      code: "functions/invalid-argument",
      message: CALLABLE_MESSAGES.tooLarge,
    });
    expect(await rejectionOf(browser.call("importMessages", { importId: "../x", messages: [{ index: 0, raw: "AAAA" }] }))).toMatchObject({ code: "functions/invalid-argument" });
  });
});
