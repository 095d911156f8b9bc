import { describe, expect, it } from "vitest";
import { processTextEmail } from "../../../functions/src/pipeline/index";

/**
 * A reply above a quoted email, reaching the address straight from its writer (a coach's auto-forward): who wrote
 * the reply is its sender, not the person quoted under it, unless the sender is the college itself.
 */
const when = new Date("2026-11-20T12:00:00Z");
const SOPHIE_QUOTED = [
  "On Mon, Nov 9, 2026 at 8:02 PM Sophie Brandt <sophie.brandt28@gmail.com> wrote:",
  "> Hi Coach Walker,",
  ">",
  "> My name is Sophie Brandt, a 2028 outside hitter (6'0\") at Verona Area High School. I play for Madison Attack 17 Black.",
  "> Video: https://youtu.be/Ab12Cd34Ef5",
  ">",
  "> Sophie Brandt",
  "> (608) 555-0142",
].join("\n");

describe("replies above a quoted email", () => {
  it("reads a mother's reply above her daughter's quoted email as the mother's: her phone is a parent's contact, not her note the coach's", () => {
    const body = `Coach Walker,\n\nI'm Sophie's mom. Just following up on her email below - she will be at the Northern Lights Qualifier in January if your staff is there.\n\nThank you,\nKaren Brandt\n(608) 555-0199\n\n${SOPHIE_QUOTED}\n`;
    const email = processTextEmail({ subject: "Re: 2028 OH - Sophie Brandt", body, from: { address: "karen.brandt@yahoo.com", name: "Karen Brandt" } }, { receivedAt: when });
    expect(email.senderRole).toBe("parent");
    expect(email.coachNote).toBeNull();
    expect([email.athlete?.firstName?.value, email.athlete?.lastName?.value, email.athlete?.phone?.value]).toEqual(["Sophie", "Brandt", "+16085550142"]);
    expect((email.athlete?.contacts ?? []).map((contact) => [contact.role, contact.phone])).toContainEqual(["parent", "+16085550199"]);
  });

  it("still reads a college coach's own reply quoting the athlete as the athlete's email, the coach's words as the coach's note", () => {
    const body = `Thanks Sophie, we will be at the qualifier and will watch your team.\n\nKelly Walker\nHead Volleyball Coach\n\n${SOPHIE_QUOTED}\n`;
    const email = processTextEmail({ subject: "Re: 2028 OH - Sophie Brandt", body, from: { address: "kwalker@northfield.edu", name: "Kelly Walker" } }, { receivedAt: when });
    expect(email.senderRole).toBe("athlete");
    expect(email.coachNote).toContain("we will be at the qualifier");
    expect([email.athlete?.firstName?.value, email.athlete?.lastName?.value]).toEqual(["Sophie", "Brandt"]);
  });

  it("knows who is quoted when Gmail wrapped the reply line inside her address ('Sophie Brandt <' ending the line)", () => {
    const wrapped = SOPHIE_QUOTED.replace("Sophie Brandt <sophie", "Sophie Brandt <\nsophie");
    const body = `Thanks Sophie, we will be at the qualifier.\n\nKelly Walker\n\n${wrapped}\n`;
    const email = processTextEmail({ subject: "Re: 2028 OH - Sophie Brandt", body, from: { address: "kwalker@northfield.edu", name: "Kelly Walker" } }, { receivedAt: when });
    expect(email.originalFrom).toEqual({ address: "sophie.brandt28@gmail.com", name: "Sophie Brandt" });
  });

  it("gives the mother the cell she calls hers, though her daughter's name is earlier on the line and 'Coach,' opens it", () => {
    const body = `Coach, following up on Sophie's note below. My cell is 608-555-0199 if you'd like to talk.\n\nKaren\n\n${SOPHIE_QUOTED}\n`;
    const email = processTextEmail({ subject: "Re: 2028 OH - Sophie Brandt", body, from: { address: "karen.brandt@yahoo.com", name: "Karen Brandt" } }, { receivedAt: when });
    expect(email.athlete?.phone?.value).toBe("+16085550142");
    expect((email.athlete?.contacts ?? []).map((contact) => [contact.role, contact.name, contact.phone])).toEqual([["parent", "Karen Brandt", "+16085550199"]]);
  });

  it("reads an athlete's reply above her college coach's quoted Outlook block as her own reply, with no doubt about who wrote", () => {
    const body = [
      "Coach Walker,",
      "",
      "Thank you for the note! Yes, I will be at the Northern Lights Qualifier, court 4. Here is my updated film: https://youtu.be/Ab12Cd34Ef5",
      "",
      "Sophie Brandt",
      "2028 OH, Madison Attack 17 Black",
      "",
      "________________________________",
      "From: Kelly Walker <kwalker@northfield.edu>",
      "Sent: Tuesday, November 17, 2026 9:14 AM",
      "To: Sophie Brandt <sophie.brandt28@gmail.com>",
      "Subject: Northfield Volleyball",
      "",
      "Hi Sophie,",
      "",
      "Thanks for your email. We watched your film and would like to learn more. Are you attending any qualifiers this winter?",
      "",
      "Kelly Walker",
      "Head Volleyball Coach",
    ].join("\n");
    const email = processTextEmail({ subject: "RE: Northfield Volleyball", body, from: { address: "sophie.brandt28@gmail.com", name: "Sophie Brandt" } }, { receivedAt: when });
    expect(email.warnings).toEqual([]);
    expect(email.senderRole).toBe("athlete");
    expect([email.athlete?.firstName?.value, email.athlete?.lastName?.value, email.athlete?.clubTeam?.value]).toEqual(["Sophie", "Brandt", "Madison Attack 17 Black"]);
  });
});
