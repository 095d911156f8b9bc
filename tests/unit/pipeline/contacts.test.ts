import { describe, expect, it } from "vitest";
import { extractedAthleteSchema } from "@machines/inbox/extractedAthlete";
import { processTextEmail } from "../../../functions/src/pipeline/index";

/** When these emails were written: their classes (2026 and on) are still in high school. */
const WRITTEN = new Date("2025-11-03T12:00:00Z");

/** The contacts an email gives, without their evidence. */
function contactsOf(input: Parameters<typeof processTextEmail>[0]) {
  const email = processTextEmail(input, { receivedAt: WRITTEN });
  expect(email.isRecruiting).toBe(true);
  expect(extractedAthleteSchema.safeParse(email.athlete).success).toBe(true);
  return { athlete: email.athlete!, contacts: (email.athlete!.contacts ?? []).map(({ source: _source, ...contact }) => contact) };
}

const PARENT = {
  from: { name: "Lisa Ortiz", address: "lisa.ortiz@gmail.com" },
  subject: "My daughter Sofia Ortiz - 2027 setter",
  body: [
    "Hi Coach,",
    "",
    "My daughter Sofia Ortiz is a 2027 setter from Austin, TX. She plays club for Austin Skyline 17 Royal and attends Westlake High School.",
    "Her email is sofia.ortiz27@gmail.com and her cell is (512) 555-0142.",
    "",
    "Thank you,",
    "Lisa Ortiz",
    "(512) 555-0199",
  ].join("\n"),
};

describe("contacts of the people around the athlete", () => {
  it("keeps a parent writing as a parent contact: her address and the phone in her signature", () => {
    const { athlete, contacts } = contactsOf(PARENT);
    expect(contacts).toEqual([{ role: "parent", name: "Lisa Ortiz", email: "lisa.ortiz@gmail.com", phone: "+15125550199" }]);
    // The athlete's own contact is read as before.
    expect(athlete.email?.value).toBe("sofia.ortiz27@gmail.com");
    expect(athlete.phone?.value).toBe("+15125550142");
  });

  it("gives the source line of a contact read from the text", () => {
    const email = processTextEmail({ ...PARENT, body: PARENT.body.replace("Lisa Ortiz\n(512)", "Lisa Ortiz\nMy cell: (512)") }, { receivedAt: WRITTEN });
    const [contact] = email.athlete!.contacts!;
    // The writer's address comes from the From header: that is the evidence shown.
    expect(contact?.source.snippet).toBe("From: Lisa Ortiz <lisa.ortiz@gmail.com>");
    const labelled = processTextEmail({ ...PARENT, body: `${PARENT.body}\nHer club coach, Mike Davis, can be reached at mike.davis@skyline.org.` }, { receivedAt: WRITTEN });
    const coach = labelled.athlete!.contacts!.find((found) => found.role === "club_coach");
    expect(coach?.source.snippet).toBe("Her club coach, Mike Davis, can be reached at mike.davis@skyline.org.");
  });

  it("reads 'Mom's cell' and a labelled parent line in an athlete's own email, and leaves her own contact hers", () => {
    const { athlete, contacts } = contactsOf({
      from: { name: "Maya Thompson", address: "maya.thompson.vb@gmail.com" },
      subject: "2027 OH - interested in your program",
      body: [
        "Hi Coach,",
        "",
        "My name is Maya Thompson, a 2027 outside hitter from Lexington, KY. I play club for KJV 17 Elite.",
        "",
        "Thanks,",
        "Maya Thompson",
        "Cell: (859) 555-0142",
        "Mom's cell: (859) 555-0177",
        "Dad: Karl Thompson, karl.thompson@yahoo.com",
      ].join("\n"),
    });
    expect(athlete.email?.value).toBe("maya.thompson.vb@gmail.com");
    expect(athlete.phone?.value).toBe("+18595550142");
    expect(contacts).toEqual([
      { role: "parent", name: null, email: null, phone: "+18595550177" },
      { role: "parent", name: "Karl Thompson", email: "karl.thompson@yahoo.com", phone: null },
    ]);
  });

  it("reads a club coach recommending an athlete from his address and his signature, title line and all", () => {
    const { athlete, contacts } = contactsOf({
      from: { name: "Mike Davis", address: "mdavis@kjvclub.com" },
      subject: "Recommending Ava Lee 2026 MB",
      body: [
        "Coach,",
        "",
        "I coach Ava Lee on our 17s team at KJV. She is a 2026 middle blocker, 6'2\", from Louisville, KY. Her email is ava.lee26@gmail.com.",
        "",
        "Best,",
        "Mike Davis",
        "Club Director, KJV Volleyball",
        "(502) 555-0123",
      ].join("\n"),
    });
    expect(contacts).toEqual([{ role: "club_coach", name: "Mike Davis", email: "mdavis@kjvclub.com", phone: "+15025550123" }]);
    expect(athlete.email?.value).toBe("ava.lee26@gmail.com");
    expect(athlete.phone).toBeNull();
  });

  it("reads a club coach an athlete names, with the email after his name", () => {
    const { athlete, contacts } = contactsOf({
      from: { name: "Maya Thompson", address: "maya.thompson.vb@gmail.com" },
      subject: "2027 OH - Maya Thompson",
      body: "Hi Coach,\n\nMy name is Maya Thompson, a 2027 outside hitter (6'1\") from Lexington, KY. I play for KJV 17 Elite and have a 3.9 GPA. You can reach my club coach, Mike Davis, at mike.davis@kjvclub.com.\n\nThanks,\nMaya Thompson\nCell: (859) 555-0142",
    });
    expect(contacts).toEqual([{ role: "club_coach", name: "Mike Davis", email: "mike.davis@kjvclub.com", phone: null }]);
    expect(athlete.email?.value).toBe("maya.thompson.vb@gmail.com");
    expect(athlete.phone?.value).toBe("+18595550142");
  });

  it("never takes a parent's contact for the athlete's, nor hers for a parent's", () => {
    const { athlete, contacts } = contactsOf({
      from: { name: "Carla Whitehorse", address: "cwhitehorse@gmail.com" },
      subject: "Maya Whitehorse 2027 SS",
      body: [
        "Hello Coach,",
        "",
        "I'm writing for my daughter Maya Whitehorse, a 2027 shortstop from Las Cruces, NM who plays for Desert Thunder 18U.",
        "",
        "Thank you,",
        "Carla Whitehorse",
        "",
        "Player: Maya Whitehorse | 505-555-0122 | mayawhitehorse.ss@gmail.com",
        "Mom: Carla Whitehorse | 505-555-0121 | carla.w@nmsu-alumni.org",
      ].join("\n"),
    });
    expect(athlete.email?.value).toBe("mayawhitehorse.ss@gmail.com");
    expect(athlete.phone?.value).toBe("+15055550122");
    expect(contacts).toEqual([{ role: "parent", name: "Carla Whitehorse", email: "cwhitehorse@gmail.com", phone: "+15055550121" }, { role: "parent", name: "Carla Whitehorse", email: "carla.w@nmsu-alumni.org", phone: null }]);
    const theirs = contacts.flatMap((contact) => [contact.email, contact.phone]);
    expect(theirs).not.toContain(athlete.email?.value);
    expect(theirs).not.toContain(athlete.phone?.value);
  });
});
