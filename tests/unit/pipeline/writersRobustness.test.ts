import { describe, expect, it } from "vitest";
import { processTextEmail } from "../../../functions/src/pipeline/index";

/**
 * Robustness round r4, family "writers" (scripts/pipeline/robustness/writers.ts): who wrote, said another way. Each case
 * is a failure class the family found; misses/r4-writers-robustness.md has the figures.
 */
const when = new Date("2026-11-27T12:00:00Z");
const read = (from: { name: string; address: string }, body: string, subject = "2028 recruit") => processTextEmail({ subject, body, from }, { receivedAt: when });

describe("an athlete writing from her family's mailbox", () => {
  it("is the athlete when her letter closes with her own name, and the phone under it is hers", () => {
    const email = read(
      { name: "Lisa Holloway", address: "lisa.holloway@gmail.com" },
      "Dear Coach Whitlock,\n\nI wanted to introduce myself because Marlow State has been at the top of my list since your prospect camp. I pitch for Lubbock Lady Gold 18U and I have added three miles per hour since last year.\n\nRespectfully,\n\nReagan Holloway\nClass of 2027 | LHP / OF | 5'10\"\n806.555.0187",
    );
    expect(email.senderRole).toBe("athlete");
    expect(email.athlete).toMatchObject({ firstName: { value: "Reagan" }, lastName: { value: "Holloway" }, phone: { value: "+18065550187" } });
    expect(email.athlete?.email).toBeNull();
  });

  it("is called by the name she signs with, above the line her phone's mail app added, not the name on the account", () => {
    const email = read(
      { name: "David Laughlin", address: "david.laughlin@gmail.com" },
      "Hey coach I'm a 2028 utility player (IF/OF) w Hill Country Hornets 16U Gold, from Dripping Springs TX. 5'4, 3.3 gpa. Would love to be on your radar!\n\nKenzie Laughlin\n512-555-0175\n\nSent from my Galaxy",
    );
    expect(email.athlete).toMatchObject({ firstName: { value: "Kenzie" }, lastName: { value: "Laughlin" } });
    expect(email.athlete?.email).toBeNull();
  });

  it("is called by the name she gives in lower case ('im jaylee harjo') in mail from her father", () => {
    const email = read({ name: "Brian Harjo", address: "brian.harjo@gmail.com" }, "hey coach whitlock im jaylee harjo a 2029 shortstop from broken arrow ok. i play for oklahoma lady heat 16u. heres my video https://www.hudl.com/video/3/20588410/6711f0a2e4b0c3d8a1b7e226 thanks");
    expect(email.athlete).toMatchObject({ firstName: { value: "Jaylee" }, lastName: { value: "Harjo" } });
  });

  it("keeps the name on her own account in a lower-case note whose 'i'm still uncommitted' reads like a name", () => {
    const email = read(
      { name: "Kennedy Abernathy", address: "kabernathy27@gmail.com" },
      "hi coach,\n\ni'm still uncommitted and wanted to send an update. i'm now setting for texas glory 17 black and i grew to 5'11\". class of 2027, 3.8 gpa.\n\nthanks",
      "update",
    );
    expect(email.senderRole).toBe("athlete");
    expect(email.athlete).toMatchObject({ firstName: { value: "Kennedy" }, lastName: { value: "Abernathy" } });
  });

  it("signs with her full name alone as the last line, or after 'Thank you for considering me,', or with her first name alone", () => {
    const lastLine = read({ name: "Lisa Quintanilla", address: "lisa.quintanilla@gmail.com" }, "Hi coach, 2028 libero, here's my film https://www.hudl.com/video/3/61827394/5b4c3d2e1f0a9b8c7d6e5f4a\nMarisa Quintanilla");
    expect(lastLine.athlete).toMatchObject({ firstName: { value: "Marisa" }, lastName: { value: "Quintanilla" } });
    const considering = read(
      { name: "David Natarajan", address: "david.natarajan@gmail.com" },
      "Hello Coach Pryce,\n\nI am a setter from Mississauga, Ontario, graduating in June 2027. I play for Lakeshore Titans 17U.\n\nVideo: https://www.youtube.com/watch?v=Pn6St3Vb8Qe\n\nThank you for considering me,\nPriya Natarajan\n905-555-0144",
    );
    expect(considering.athlete).toMatchObject({ firstName: { value: "Priya" }, lastName: { value: "Natarajan" } });
    expect(considering.senderRole).toBe("athlete");
    const firstName = read(
      { name: "Michelle Achterberg", address: "michelle.achterberg@gmail.com" },
      "Hello Coach Renner!\n\nI wanted to introduce myself.\n\nName: Bailey Achterberg\nGrad year: 2028\nPositions: C / 3B\nTravel team: Ozark Thunder 18U Gold\n\nPlease let me know if there is anything else you need from me.\n\nBailey",
    );
    expect(firstName.senderRole).toBe("athlete");
  });
});

describe("a parent who does not say 'my daughter'", () => {
  it("writes on behalf of her: the name he gives is his own, hers takes the family's surname her address spells, and he is her parent", () => {
    const email = read(
      { name: "Greg Pruitt", address: "gpruitt@pruittlawgroup.com" },
      "Coach Reyes,\n\nMy name is Greg Pruitt and I'm writing on behalf of Addison, a 2028 outside hitter. Addison is 6'1\" and plays for Hoosier Heat 17 Red.\n\nAddison's email: addisonpruitt28@gmail.com\n\nBest regards,\nGreg Pruitt\n(812) 555-0123",
    );
    expect(email.athlete).toMatchObject({ firstName: { value: "Addison" }, lastName: { value: "Pruitt" }, email: { value: "addisonpruitt28@gmail.com" } });
    expect(email.senderRole).toBe("parent");
  });

  it("writes as a couple ('Rob and Kim Ferreira') about her by name: they are her parents", () => {
    const email = read(
      { name: "Rob and Kim Ferreira", address: "ferreirafamily@comcast.net" },
      "Dear Coach Castellano,\n\nWe're writing about Natalie, a 2027 libero at Lincoln-Way Prairie High School. Natalie is 5'10\" and plays for Chicago Skyline VBC 18 Black.\n\nNatalie's cell: 815-555-0172\n\nRob and Kim Ferreira",
      "Natalie Ferreira - 2027 Libero",
    );
    expect(email.senderRole).toBe("parent");
    expect(email.athlete?.email).toBeNull();
  });
});
