/**
 * Issue 15 #4 (regex bomb): however a message is built, the engine's work stays bounded. Times are
 * CPU seconds of this process (the cores are shared in CI, so wall-clock time would measure the
 * neighbours); a message over a second is a failure.
 */
import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import { processedEmailSchema, type ProcessedEmail } from "@machines/inbox/processedEmail";
import { processRawEmail, processTextEmail } from "../../../functions/src/pipeline/index";
import { MAX_LINE_CHARS } from "../../../functions/src/pipeline/limits";
import { splitLongLines } from "../../../functions/src/pipeline/text";
import { pathologicalEmails, rawMessage, REPLY_HEADER_FRAGMENT } from "../../../scripts/pipeline/pathologicalEmails";
import { MAYA, WRAPPERS } from "./fixtures";

const MAX_CPU_SECONDS = 1;

async function timed(raw: string): Promise<{ email: ProcessedEmail; cpuSeconds: number }> {
  const started = process.cpuUsage();
  const email = await processRawEmail(raw);
  const used = process.cpuUsage(started);
  return { email, cpuSeconds: (used.user + used.system) / 1e6 };
}

beforeAll(async () => {
  // As a running function instance: modules loaded, patterns compiled.
  await processRawEmail(rawMessage(MAYA.body));
});

describe("pathological messages", () => {
  for (const { name, raw } of pathologicalEmails()) {
    it(`${name}: under a second, valid output`, async () => {
      const { email, cpuSeconds } = await timed(raw);
      expect(cpuSeconds).toBeLessThan(MAX_CPU_SECONDS);
      expect(processedEmailSchema.safeParse(email).success).toBe(true);
    });
  }

  it("still reads the athlete around an 84 KB run of spaces, and says a line was split", async () => {
    const { email } = await timed(rawMessage(MAYA.body.replace("Lexington, KY. ", `Lexington, KY.${" ".repeat(84 * 1024)}`)));
    expect(email.athlete?.firstName?.value).toBe("Maya");
    expect(email.athlete?.gradYear?.value).toBe(2027);
    expect(email.athlete?.clubTeam?.value).toBe("KJV 17 Elite");
    expect(email.athlete?.phone?.value).toBe("+18595550142");
    expect(email.warnings).toContain(`lines longer than ${MAX_LINE_CHARS} characters were split`);
  });

  it("says when HTML went past what html-to-text reads, and reads the rest", async () => {
    const { email } = await timed(rawMessage(`<p>${MAYA.body.replace(/\n/g, "<br>")}</p>${"<div>".repeat(500)}deep${"</div>".repeat(500)}`, { html: true }));
    expect(email.athlete?.firstName?.value).toBe("Maya");
    expect(email.text).not.toContain("\ue000");
    expect(email.warnings?.some((warning) => warning.startsWith("HTML past"))).toBe(true);
  });

  it("reads a forward longer than what email-forward-parser is given to its end", async () => {
    const filler = "I have been working hard on my serve receive this season.\n".repeat(500);
    const original = { ...MAYA, body: MAYA.body.replace("Thank you!", `${filler}\nThank you!`) };
    const { email } = await timed(rawMessage(WRAPPERS.gmail!(original, "Take a look - Jordan")));
    expect(email.originalFrom?.address).toBe(MAYA.fromAddress);
    expect(email.athlete?.phone?.value).toBe("+18595550142");
    expect(email.warnings?.some((warning) => warning.includes("forwards looked for in its first"))).toBe(true);
  });

  it("gives no warning on an ordinary email", async () => {
    const { email } = await timed(rawMessage(MAYA.body));
    expect(email.isRecruiting).toBe(true);
    expect(email.warnings).toEqual([]);
  });
});

describe("the time limit", () => {
  it("returns what it has, with a time-limit warning, once the time is spent", async () => {
    const email = await processRawEmail(rawMessage(MAYA.body), { timeLimitMs: 0 });
    expect(processedEmailSchema.safeParse(email).success).toBe(true);
    expect(email.athlete).toBeNull();
    expect(email.text).toContain("My name is Maya Thompson");
    expect(email.warnings?.some((warning) => warning.startsWith("time limit reached"))).toBe(true);
  });

  it("holds for text input too", () => {
    const email = processTextEmail({ subject: "2027 OH", body: MAYA.body }, { timeLimitMs: 0 });
    expect(email.warnings?.some((warning) => warning.startsWith("time limit reached"))).toBe(true);
  });
});

describe("splitLongLines", () => {
  it("cuts at a space near the limit and keeps every word", () => {
    const line = "word ".repeat(500).trim();
    const split = splitLongLines(`short\n${line}`, 100, 20)!;
    expect(split.split("\n").every((piece) => piece.length <= 100)).toBe(true);
    expect(split.replace(/\n/g, " ")).toBe(`short ${line}`);
  });

  it("cuts mid-word only when there is no space near the limit", () => {
    expect(splitLongLines("x".repeat(250), 100, 20)).toBe(["x".repeat(100), "x".repeat(100), "x".repeat(50)].join("\n"));
  });

  it("leaves text whose lines fit alone", () => {
    expect(splitLongLines("a\nb", 100, 20)).toBeNull();
  });
});

// The fragments issue 15 found slow, and their relatives, repeated and mixed with anything.
const badFragment = fc.constantFrom(REPLY_HEADER_FRAGMENT, " ", "\t", "7", "3.9.", "1/2/3 ", "> ", ">", "On ,", "<http://x ", "From: Coach <coach@state.edu>\n", "-----Original Message-----\n", "---------- Forwarded message ---------\n", "Maya Thompson 2027 OH 6'1\" ", "a@b", "\n", "\n\n", "Height | 5'10\" | ");
const run = fc.tuple(fc.oneof(badFragment, fc.string({ maxLength: 40 })), fc.integer({ min: 1, max: 3000 })).map(([fragment, times]) => fragment.repeat(times).slice(0, 60_000));
const body = fc.array(run, { minLength: 1, maxLength: 6 }).map((runs) => runs.join(""));

describe("any adversarial body", () => {
  it("is processed in under a second", async () => {
    await fc.assert(
      fc.asyncProperty(body, fc.boolean(), async (text, html) => {
        const { email, cpuSeconds } = await timed(rawMessage(html ? `<p>${text}</p>` : text, { html }));
        expect(cpuSeconds).toBeLessThan(MAX_CPU_SECONDS);
        expect(processedEmailSchema.safeParse(email).success).toBe(true);
      }),
      { seed: 15_4, numRuns: 30, endOnFailure: true },
    );
  }, 60_000);
});
