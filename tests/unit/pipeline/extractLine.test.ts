import { describe, expect, it } from "vitest";
import { extractLineSchema } from "@machines/inbox/extractLine";
import { processRawEmail, processTextEmail, toExtractLine } from "../../../functions/src/pipeline/index";
import { WRAPPERS, rawMessage } from "./fixtures";

const DIRECTOR = {
  fromName: "Marisol Okafor",
  fromAddress: "mokafor@riverbendvbc.org",
  subject: "Riverbend 17 Premier - two uncommitted 2028s",
  body: [
    "Coach Ellis,",
    "",
    "Two of my 17 Premier players are uncommitted:",
    "",
    "1. Talia Brennan - 2028 - Outside Hitter - 6'0\" - Westlake Commons HS - taliabrennan28@gmail.com",
    "2. Josephine Marsh - 2028 - Setter - 5'9\" - Oakwood Hollow HS - jojomarsh.vb@gmail.com",
    "",
    "Marisol Okafor",
    "Club Director, Riverbend VBC",
    "937-555-0121",
  ].join("\n"),
};

describe("the extract line", () => {
  it("gives every athlete of a forward, the main one as `athlete`, and who wrote the forwarded message", async () => {
    const email = await processRawEmail(rawMessage(WRAPPERS.gmail!(DIRECTOR, "Two for the list."), { subject: `Fwd: ${DIRECTOR.subject}` }));
    const line = toExtractLine(email, email.messageId);
    expect(extractLineSchema.parse(line)).toEqual(line);
    expect(line.athletes.map((athlete) => [athlete.first_name, athlete.last_name, athlete.positions, athlete.email])).toEqual([
      ["Talia", "Brennan", ["OH"], "taliabrennan28@gmail.com"],
      ["Josephine", "Marsh", ["S"], "jojomarsh.vb@gmail.com"],
    ]);
    expect(line.athlete).toEqual(line.athletes[0]);
    expect(line.forwarded_from).toEqual({ name: "Marisol Okafor", address: "mokafor@riverbendvbc.org" });
    expect(line.warnings).toEqual([]);
  });

  it("has no forwarded_from for mail that came straight from its writer, and carries the engine's warnings", () => {
    const email = processTextEmail({ subject: "2027 OH", body: `Hi Coach, my name is Maya Thompson, a 2027 outside hitter.\n${"x".repeat(5000)}`, from: { address: "maya@gmail.com", name: "Maya Thompson" } });
    const line = toExtractLine(email, "id-1");
    expect(line.forwarded_from).toBeNull();
    expect(line.warnings.length).toBeGreaterThan(0);
    expect(line.warnings).toEqual(email.warnings);
  });
});
