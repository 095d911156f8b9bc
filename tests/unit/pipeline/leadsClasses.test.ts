import { describe, expect, it } from "vitest";
import { processTextEmail } from "../../../functions/src/pipeline/index";

/** Misses the lead found after the last stop, each a class of mail: short invented emails that failed before their fix. */
const receivedAt = new Date("2026-11-20T12:00:00Z");
const read = (subject: string, body: string, from: { address: string; name: string }) => processTextEmail({ subject, body, from }, { receivedAt });

describe("the lead's known misses", () => {
  it("gives a name from a reply's subject only when it reads as one ('Re: Introducing Maya Whitehorse' is Maya's)", () => {
    for (const subject of ["Re: Introducing Maya Whitehorse", "Meet Maya Whitehorse - 2027 OH", "RE: Presenting 2027 OH Maya Whitehorse"]) {
      const email = read(subject, "Thanks Coach! I will be at the Lone Star Classic on court 14. 2027 OH, 5'11\".\n\nMaya", { address: "mayawhitehorse27@gmail.com", name: "Maya Whitehorse" });
      expect([subject, email.athlete?.firstName?.value, email.athlete?.lastName?.value]).toEqual([subject, "Maya", "Whitehorse"]);
    }
  });

  it("does not read a golfer's scoring average ('73.9 scoring avg') as softball", () => {
    const email = read("2027 golfer - 73.9 scoring avg", "Hi Coach,\n\nMy name is Lena Osterhout, a 2027 golfer at Bridgewater High School. This season I had a 73.9 scoring avg and won our conference tournament. My swing video: https://www.youtube.com/watch?v=Qm7rT2vXk9c\n\nLena Osterhout", { address: "lena.osterhout@gmail.com", name: "Lena Osterhout" });
    expect(email.athlete?.sport?.value).toBe("golf");
  });

  it("keeps the player a club coach names after 'one of my goalkeepers,'", () => {
    for (const [position, sport] of [["goalkeepers", "soccer"], ["attackers", "lacrosse"], ["point guards", "basketball"], ["sprinters", "track"], ["keepers", "field hockey"]]) {
      const email = read(`${sport} recommendation`, `Coach,\n\nOne of my ${position}, Ashlyn Redcrow, is looking at schools in your conference. Class of 2027, 3.7 GPA.\n\nMarcus Hale\nCedar Valley ${sport} club`, { address: "mhale@cedarvalley.example", name: "Marcus Hale" });
      expect([position, email.athlete?.firstName?.value, email.athlete?.lastName?.value]).toEqual([position, "Ashlyn", "Redcrow"]);
    }
  });
});
