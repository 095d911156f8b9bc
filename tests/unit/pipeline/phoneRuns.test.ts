import { describe, expect, it, vi } from "vitest";
import { processTextEmail } from "../../../functions/src/pipeline/index";

const { findNumbers } = vi.hoisted(() => ({ findNumbers: vi.fn() }));
vi.mock("libphonenumber-js", async (importOriginal) => {
  const actual = await importOriginal<typeof import("libphonenumber-js")>();
  findNumbers.mockImplementation(actual.findNumbers as never);
  return { ...actual, findNumbers };
});

const LIST = [
  "Coach Reyes,",
  "",
  "Two of my 17 Premier players are uncommitted:",
  "",
  "1. Talia Brennan - 2028 - Outside Hitter - 6'0\" - Westlake Commons HS (Dayton, OH) - cell 937-555-0144",
  "2. Josephine Marsh - 2028 - Setter - 5'9\" - Oakwood Hollow HS (Kettering, OH) - cell 937-555-0145",
  "",
  "Marisol Okafor",
  "Club Director, Riverbend VBC",
  "mokafor@riverbendvbc.org | 937-555-0121",
].join("\n");

describe("phone numbers", () => {
  it("are parsed once per digit run, though the email is read once for each athlete it introduces", () => {
    findNumbers.mockClear();
    const email = processTextEmail({ subject: "Two 2028s", body: LIST, from: { address: "mokafor@riverbendvbc.org", name: "Marisol Okafor" } }, { receivedAt: new Date("2026-11-20T12:00:00Z") });
    expect(email.athletes?.map((athlete) => athlete.phone?.value)).toEqual(["+19375550144", "+19375550145"]);
    expect(findNumbers).toHaveBeenCalledTimes(3);
  });
});
