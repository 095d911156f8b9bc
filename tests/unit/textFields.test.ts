import { describe, expect, it } from "vitest";
import { TEXT_MESSAGES, organizationField, personNameField } from "@machines/shared/text";

const name = personNameField("Name is required");
const organization = organizationField("University is required");
const messageOf = (result: { success: boolean; error?: { issues: Array<{ message: string }> } }) => result.error?.issues[0]?.message;

describe("names and organisations that end up in our emails", () => {
  it.each(["Jordan", "Mary-Kate", "O'Neil", "D’Angelo", "José Ramírez", "Zoë", "Nguyễn Văn An", "Анна", "李华", "أحمد", "J.R.", "St. Clair Jr."])(
    "accepts the name %j",
    (value) => {
      expect(name.safeParse(value).success).toBe(true);
    },
  );

  it.each(["Texas A&M University", "University of Kentucky", "Head Coach (Women's)", "St. Mary's College", "Assistant Coach / Recruiting", "Club 17-1"])(
    "accepts the organisation %j",
    (value) => {
      expect(organization.safeParse(value).success).toBe(true);
    },
  );

  it.each([
    ["evil.com", TEXT_MESSAGES.noWebAddress],
    ["Claim your prize at www.x", TEXT_MESSAGES.noWebAddress],
    ["https://x", TEXT_MESSAGES.noWebAddress],
    ["Jordan\u202Emoc.live", TEXT_MESSAGES.noWebAddress],
    ["Jor\u200Bdan", TEXT_MESSAGES.nameCharacters],
    ["Jordan\u202E", TEXT_MESSAGES.nameCharacters],
    ["\u2800", TEXT_MESSAGES.nameCharacters],
    ["Jordan\u0000", TEXT_MESSAGES.nameCharacters],
    ["Jordan\nReyes", TEXT_MESSAGES.nameCharacters],
    ["<b>Jordan</b>", TEXT_MESSAGES.nameCharacters],
    ["Jordan 2", TEXT_MESSAGES.nameCharacters],
    ["-", TEXT_MESSAGES.nameCharacters],
  ])("refuses the name %j with a clear message", (value, message) => {
    expect(messageOf(name.safeParse(value))).toBe(message);
  });

  it("refuses web addresses and hidden characters in organisations too", () => {
    expect(messageOf(organization.safeParse("Visit bit.ly/prize"))).toBe(TEXT_MESSAGES.noWebAddress);
    expect(messageOf(organization.safeParse("State\u200FUniversity"))).toBe(TEXT_MESSAGES.organizationCharacters);
  });

  it("trims, normalises and bounds what it keeps", () => {
    expect(name.parse("  Jose\u0301   Ramírez ")).toBe("José Ramírez");
    expect(messageOf(name.safeParse("a".repeat(101)))).toBe("Must be 100 characters or fewer");
    expect(messageOf(name.safeParse("   "))).toBe("Name is required");
  });
});
