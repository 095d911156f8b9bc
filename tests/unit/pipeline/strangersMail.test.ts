import { describe, expect, it } from "vitest";
import { processTextEmail } from "../../../functions/src/pipeline/index";

/** Rules for mail written by strangers: classes of mistakes the tuning split's third batch exposed, each general. */
const when = new Date("2026-11-03T12:00:00Z");
const athleteOf = (subject: string, body: string, from: { address: string; name: string | null }) => processTextEmail({ subject, body, from }, { receivedAt: when }).athlete;
const fullName = (athlete: ReturnType<typeof athleteOf>) => (athlete ? `${athlete.firstName?.value ?? ""} ${athlete.lastName?.value ?? ""}`.trim() : null);

describe("mail written by strangers", () => {
  it("never takes a sport named in a subject for the athlete's name ('Field Hockey Recruit - Class of 20XX')", () => {
    const body = "Hello Coach Delacroix,\n\nI am writing to express my interest in playing field hockey at Wyndham. I am a midfielder for Mainline Field Hockey Club U17.\n\nGPA: X.XX\nGrad year: 2028\n\nThank you,\nTessa Brightwater\nClass of 2028";
    expect(fullName(athleteOf("Field Hockey Recruit - Class of 20XX", body, { address: "tessa.b@gmail.com", name: "Tessa Brightwater" }))).toBe("Tessa Brightwater");
    expect(fullName(athleteOf("Water Polo Player - Class of 2028", body.replace("field hockey", "water polo"), { address: "tessa.b@gmail.com", name: "Tessa Brightwater" }))).toBe("Tessa Brightwater");
  });
});
