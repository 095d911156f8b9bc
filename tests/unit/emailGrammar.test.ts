import { createRequire } from "node:module";
import { domainToASCII } from "node:url";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { contactMessageSchema } from "@machines/contact/schema";
import { screeningFormSchema, signupSchema } from "@machines/onboarding/schemas";
import { refereeSchema, referralSchema } from "@machines/referrals/schema";
import { requestSampleReportSchema } from "@machines/sampleReport/schema";
import { isEduAddress, isEduEmail, parseMailbox } from "@machines/shared/email";
import { waitlistSignupSchema } from "@machines/waitlist/schema";

// The functions' own nodemailer (the root has maildev's older copy): what we test is what they send with.
const functionsRequire = createRequire(new URL("../../functions/package.json", import.meta.url));
const { createTransport } = functionsRequire("nodemailer") as typeof import("nodemailer");
const transport = createTransport({ jsonTransport: true });

async function recipientsOf(to: string): Promise<string[]> {
  const info = (await transport.sendMail({ from: "hello@inboxscout.app", to })) as { envelope: { to: string[] } };
  return info.envelope.to;
}

/** The address as SMTP carries it: IDN domains in their ASCII (punycode) form. */
function onTheWire(address: string): string {
  const at = address.lastIndexOf("@");
  return `${address.slice(0, at)}@${domainToASCII(address.slice(at + 1))}`;
}

const atext = fc.constantFrom(..."abcxyzABC019!#$%&'*+/=?^_`{|}~-".split(""));
const atom = fc.string({ unit: atext, minLength: 1, maxLength: 8 });
const label = fc.oneof(
  fc.string({ unit: fc.constantFrom(..."abcdefghijklmnopqrstuvwxyz0123456789".split("")), minLength: 1, maxLength: 10 }),
  fc.constantFrom("universität", "école", "大学", "xn--bcher-kva", "uni-kentucky"),
);
const validMailbox = fc
  .tuple(fc.array(atom, { minLength: 1, maxLength: 3 }), fc.array(label, { minLength: 1, maxLength: 3 }), fc.constantFrom("edu", "com", "org", "ca", "xn--p1ai"))
  .map(([atoms, labels, top]) => `${atoms.join(".")}@${[...labels, top].join(".")}`);

/** Strings built from the characters that make address syntax: separators, brackets, quotes, comments, whitespace. */
const hostileUnit = fc.constantFrom(..."ab.@,;<>()\":\\ \t\n\r\u0000=?_-'éü".split(""), "edu", "gmail.com", "x.edu", "=?utf-8?q?");
const hostileString = fc.string({ unit: hostileUnit, maxLength: 40 });

describe("the shared email grammar", () => {
  it.each([
    ["Coach@UKY.edu", "coach@uky.edu"],
    ["  jordan.reyes@osu.edu  ", "jordan.reyes@osu.edu"],
    ["a/b@x.edu", "a/b@x.edu"],
    ["o'brien+recruiting@nd.edu", "o'brien+recruiting@nd.edu"],
    ["coach@universität.edu", "coach@universität.edu"],
  ])("accepts and normalises %j", (input, address) => {
    expect(parseMailbox(input)?.address).toBe(address);
  });

  it.each([
    "victim@gmail.com,x.edu",
    "<victim@gmail.com>x.edu",
    "Victim <victim@gmail.com>",
    "victim@gmail.com (x.edu)",
    '"victim@gmail.com"@x.edu',
    "victim@gmail.com;x@x.edu",
    "a b@x.edu",
    "a\u0000b@x.edu",
    "a@b@x.edu",
    "a..b@x.edu",
    ".a@x.edu",
    "a.@x.edu",
    "a@x",
    "a@-x.edu",
    "a@x-.edu",
    "a@x..edu",
    "a@x.e",
    "a@x.123",
    "group: a@x.edu;",
    `${"a".repeat(65)}@x.edu`,
    `a@${"b".repeat(64)}.edu`,
    "",
  ])("refuses %j", (input) => {
    expect(parseMailbox(input)).toBeUndefined();
  });

  it("tells .edu addresses by their top-level domain only", () => {
    expect(isEduEmail("coach@uky.edu")).toBe(true);
    expect(isEduEmail("coach@uky.edu.evil.com")).toBe(false);
    expect(isEduEmail("victim@gmail.com,x.edu")).toBe(false);
    expect(isEduEmail("coach@edu")).toBe(false);
  });

  it("reads the same .edu rule from addresses as mail writes them, one valid mailbox or not", () => {
    expect(["Coach@UKY.EDU", "josé.díaz@uky.edu", "uky.edu"].map(isEduAddress)).toEqual([true, true, true]);
    expect(["coach@uky.edu.evil.com", "coach@edu", "coach@uky.edu "].map(isEduAddress)).toEqual([false, false, false]);
  });

  it("delivers every generated mailbox to exactly that one address", async () => {
    await fc.assert(
      fc.asyncProperty(validMailbox, async (input) => {
        const mailbox = parseMailbox(input);
        expect(mailbox).toBeDefined();
        expect(await recipientsOf(mailbox!.address)).toEqual([onTheWire(mailbox!.address)]);
      }),
      { numRuns: 300 },
    );
  });

  it("never accepts a string that nodemailer would deliver to more than one recipient or to another address", async () => {
    await fc.assert(
      fc.asyncProperty(fc.oneof(hostileString, fc.string({ maxLength: 40 }), validMailbox.map((mailbox) => `${mailbox},x.edu`)), async (input) => {
        const mailbox = parseMailbox(input);
        if (!mailbox) return;
        expect(await recipientsOf(mailbox.address)).toEqual([onTheWire(mailbox.address)]);
      }),
      { numRuns: 2000 },
    );
  });
});

describe("every schema that takes an address uses the grammar", () => {
  const smuggled = ["victim@gmail.com,x.edu", "<victim@gmail.com>x.edu", "victim@gmail.com x.edu", "Victim <victim@gmail.com>"];
  const schemas = {
    screening: (email: string) => screeningFormSchema.shape.email.safeParse(email),
    signup: (email: string) => signupSchema.shape.workEmail.safeParse(email),
    waitlist: (email: string) => waitlistSignupSchema.shape.waitlistEmail.safeParse(email),
    referrer: (email: string) => referralSchema.shape.referrerEmail.safeParse(email),
    referee: (email: string) => refereeSchema.shape.email.safeParse(email),
    contact: (email: string) => contactMessageSchema.shape.email.safeParse(email),
    sampleReport: (email: string) => requestSampleReportSchema.shape.email.safeParse(email),
  };

  it.each(Object.entries(schemas))("%s refuses addresses that smuggle in another recipient", (_name, parse) => {
    for (const email of smuggled) expect(parse(email).success, email).toBe(false);
  });

  it.each(Object.entries(schemas))("%s stores the normalised address", (_name, parse) => {
    expect(parse("  Jordan.Reyes@UKY.edu ").data).toBe("jordan.reyes@uky.edu");
  });
});
