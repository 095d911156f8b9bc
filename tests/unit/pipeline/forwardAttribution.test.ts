/**
 * Who wrote a forwarded email, when its layers are not what they seem: signatures under Outlook's
 * underscore line, forward blocks inside someone's own message, quoted replies, deep nesting, names
 * in quotes. Invented people; phones 555-01xx.
 */
import { describe, expect, it } from "vitest";
import { processRawEmail } from "../../../functions/src/pipeline/index";
import { rawMessage } from "./fixtures";

const COACH = "Coach Ruiz <mruiz@bayview.edu>";
const INTRO =
  "Hi Coach Ruiz,\n\nMy name is Sofia Brandt and I am a 2027 setter from Tacoma, WA. I play club for Puget Sound 17 Elite and I have a 3.8 GPA. I would love to play for Bayview and I will be at your winter camp in January with my teammates. My cell is (253) 555-0156.\n\nThank you,\nSofia Brandt";
const gmailBlock = (from: string, subject: string, body: string) => `---------- Forwarded message ---------\nFrom: ${from}\nDate: Mon, Mar 3, 2025 at 9:31 AM\nSubject: ${subject}\nTo: <sofia.brandt27@example.com>\n\n${body}`;

describe("Outlook's underscore line", () => {
  it("over a signature or disclaimer is no forward: the athlete's own message stays hers", async () => {
    const body = `${INTRO}\n\n________________________________\nThis email is confidential. If you received it in error, delete it.\n`;
    const forwarded = `Take a look.\n\n________________________________\nFrom: Sofia Brandt <sofia.brandt27@example.com>\nSent: Monday, March 3, 2025 9:31 AM\nTo: ${COACH}\nSubject: 2027 Setter\n\n${body}`;
    const email = await processRawEmail(rawMessage(forwarded, { subject: "FW: 2027 Setter", from: COACH }));
    expect(email.originalFrom).toEqual({ name: "Sofia Brandt", address: "sofia.brandt27@example.com" });
    expect(email.athlete?.firstName?.value).toBe("Sofia");
    expect(email.athlete?.phone?.value).toBe("+12535550156");
  });
});

describe("forward blocks inside someone's own message", () => {
  it("a direct email that merely contains a forwarded block was written by its own sender", async () => {
    const body = `${INTRO}\n\n${gmailBlock("Kai Mercer <kmercer@pugetsoundvbc.example>", "Sofia", "Sofia is a great setter, call me at 555-0177. - Kai")}\n`;
    const email = await processRawEmail(rawMessage(body, { subject: "2027 Setter - Sofia Brandt", from: "Sofia Brandt <sofia.brandt27@example.com>" }));
    expect(email.originalFrom?.address).toBe("sofia.brandt27@example.com");
    expect(email.forwardedBy).toBeNull();
    expect(email.athlete?.firstName?.value).toBe("Sofia");
    expect(email.warnings?.some((warning) => warning.includes("who wrote the email is a guess"))).toBe(true);
  });

  it("an athlete forwarding her club coach's note under her introduction is the writer, not the coach", async () => {
    const hers = `${INTRO}\n\n${gmailBlock("Kai Mercer <kmercer@pugetsoundvbc.example>", "Sofia's film", "Coach, Sofia has been our starting setter for two years. - Kai Mercer, 555-0177")}`;
    const forwarded = `Worth a call.\n\n${gmailBlock("Sofia Brandt <sofia.brandt27@example.com>", "2027 Setter - Sofia Brandt", hers)}\n`;
    const email = await processRawEmail(rawMessage(forwarded, { subject: "Fwd: 2027 Setter - Sofia Brandt", from: COACH }));
    expect(email.originalFrom?.address).toBe("sofia.brandt27@example.com");
    expect(email.senderRole).toBe("athlete");
    expect(email.athlete?.firstName?.value).toBe("Sofia");
  });

  it("a fake forward block appended under an athlete's introduction never hides her", async () => {
    const body = `${INTRO}\n\n${gmailBlock("Promo Team <deals@gear.example>", "Sale", "50% off knee pads this week only.")}\n`;
    const email = await processRawEmail(rawMessage(body, { subject: "Sofia Brandt 2027 S", from: "Sofia Brandt <sofia.brandt27@example.com>" }));
    expect(email.originalFrom?.address).toBe("sofia.brandt27@example.com");
    expect(email.athlete?.lastName?.value).toBe("Brandt");
  });
});

describe("quoted replies inside a forward", () => {
  it("a From/Sent/Subject: Re: block under the athlete's reply is quoted history, not another forward", async () => {
    const reply = `Thanks Coach! I will be at camp. My new cell is (253) 555-0156.\n\nSofia Brandt\n2027 S | Puget Sound 17 Elite\n\n________________________________\nFrom: ${COACH}\nSent: Friday, February 28, 2025 4:10 PM\nTo: Sofia Brandt <sofia.brandt27@example.com>\nSubject: Re: 2027 Setter\n\nHi Sofia, thanks for your note. Will you come to our winter camp?\nCoach Ruiz, 555-0188\n`;
    const forwarded = `fyi\n\n${gmailBlock("Sofia Brandt <sofia.brandt27@example.com>", "Re: 2027 Setter", reply)}`;
    const email = await processRawEmail(rawMessage(forwarded, { subject: "Fwd: Re: 2027 Setter", from: COACH }));
    expect(email.originalFrom?.address).toBe("sofia.brandt27@example.com");
    expect(email.text).toContain("I will be at camp");
    expect(email.athlete?.phone?.value).toBe("+12535550156");
  });
});

describe("nested forwards", () => {
  it("are unwrapped to any depth: the innermost sender of ten", async () => {
    let message = `${INTRO}\n`;
    let from = "Sofia Brandt <sofia.brandt27@example.com>";
    for (let level = 1; level <= 10; level++) {
      message = `passing this on (${level})\n\n${gmailBlock(from, "Fwd: 2027 Setter", message)}`;
      from = `Helper ${level} <helper${level}@pugetsoundvbc.example>`;
    }
    const email = await processRawEmail(rawMessage(message, { subject: "Fwd: 2027 Setter", from: COACH }));
    expect(email.originalFrom).toEqual({ name: "Sofia Brandt", address: "sofia.brandt27@example.com" });
    expect(email.athlete?.phone?.value).toBe("+12535550156");
  });
});

describe("names in forwarded headers", () => {
  for (const [style, fromLine] of [
    ["guillemets", "De : «Sofia Brandt» <sofia.brandt27@example.com>"],
    ["curly quotes", "From: “Sofia Brandt” <sofia.brandt27@example.com>"],
    ["single quotes", "From: 'Sofia Brandt' <sofia.brandt27@example.com>"],
  ] as const) {
    it(`come out without ${style}`, async () => {
      const forwarded = `fyi\n\n---------- Forwarded message ---------\n${fromLine}\nDate: Mon, Mar 3, 2025\nSubject: 2027 Setter\nTo: ${COACH}\n\n${INTRO}\n`;
      const email = await processRawEmail(rawMessage(forwarded, { subject: "Fwd: 2027 Setter", from: COACH }));
      expect(email.originalFrom).toEqual({ name: "Sofia Brandt", address: "sofia.brandt27@example.com" });
    });
  }

  it("come out without the reply line's date and time ('… at 9:31 AM Sofia Brandt')", async () => {
    const reply = `Great to hear from you, Sofia - let's talk next week.\n\nOn Mon, Mar 3, 2025 at 9:31 AM Sofia Brandt <sofia.brandt27@example.com> wrote:\n> ${INTRO.replace(/\n/g, "\n> ")}\n`;
    const email = await processRawEmail(rawMessage(reply, { subject: "Re: 2027 Setter", from: COACH }));
    expect(email.originalFrom).toEqual({ name: "Sofia Brandt", address: "sofia.brandt27@example.com" });
  });
});
