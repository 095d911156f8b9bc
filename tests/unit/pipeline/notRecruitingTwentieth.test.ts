import { describe, expect, it } from "vitest";
import { processTextEmail } from "../../../functions/src/pipeline/index";
import { REVIEW_BELOW_CONFIDENCE } from "../../../machines/inbox/engineOutcome";

/**
 * Mail that introduces nobody and is filtered surely (not sent to 'Needs review'), from the nineteenth and twentieth tuning
 * batches' classes: a player declining the coach's visit or offer, an athlete's automatic reply, a parent's camp receipt, a
 * grandparent's or a club parent's tickets, a parent's general rules question, a club's signing-day bulletin, a club's camp
 * invitation to college coaches. And a thank-you after committing elsewhere, which is read as such but stays in review (a
 * decommitted player reopening her recruitment writes the same words).
 */
const when = new Date("2026-11-27T12:00:00Z");
const athleteFrom = { address: "maddie.quill27@gmail.com", name: "Maddie Quill" };
const parentFrom = { address: "ron.albright@yahoo.com", name: "Ron Albright" };
const process = (body: string, from: { address: string; name: string } = athleteFrom, subject = "Hello Coach") => processTextEmail({ subject, body, from }, { receivedAt: when });
const filteredSurely = (email: ReturnType<typeof process>) => !email.isRecruiting && (email.confidence ?? 0) >= REVIEW_BELOW_CONFIDENCE;

describe("a player closing her recruitment with this coach", () => {
  it("filters a player declining the coach's official visit, when she says nothing of herself as a player", () => {
    const email = process(`Hi Coach Ferris,\n\nThank you so much for the invitation. After talking with my parents, I'm going to decline the official visit. I've decided to stay closer to home.\n\nThanks again for everything,\nMaddie`, athleteFrom, "Re: Official visit in January");
    expect(filteredSurely(email)).toBe(true);
  });

  it("does not surely filter a visit declined only for another date", () => {
    const email = process(`Hi Coach Ferris,\n\nI have to decline the official visit in January, but could I come in March instead? I'm a 2027 setter at Alder Creek High School.\n\nMaddie Quill`, athleteFrom, "Re: Official visit");
    expect(filteredSurely(email)).toBe(false);
  });

  it("reads 'committed to play softball at' a college as her recruitment closed, and sends it to review", () => {
    const email = process(`Coach Ferris,\n\nI wanted to let you know that I have verbally committed to play softball at Lakeshore University. Thank you for watching me this summer.\n\nJo Park\n2027 SS | Cascade Fastpitch 18U`, { address: "jopark27@gmail.com", name: "Jo Park" }, "Thank you Coach");
    expect(email.isRecruiting).toBe(false);
    expect(email.confidence).toBeLessThan(REVIEW_BELOW_CONFIDENCE);
  });
});

describe("mail of people around the programme that introduces nobody", () => {
  it("filters an athlete's automatic reply under an 'Auto:' subject", () => {
    const email = process(`Thanks for your email! I'm away at a tournament with my club this weekend and will have limited access to email. I'll get back to you as soon as I can.\n\nMaddie`, athleteFrom, "Auto: Re: Spring ID clinic");
    expect(filteredSurely(email)).toBe(true);
  });

  it("filters a parent asking for a receipt for a camp her child attended", () => {
    const email = process(`Hello, my son Theo attended your winter pitching camp on Dec 5 and I paid at check-in. Could someone email me a receipt? Our spending account needs it.\n\nThanks, Ron Albright`, parentFrom, "camp receipt");
    expect(filteredSurely(email)).toBe(true);
  });

  it("filters a grandparent's ticket question about a grandchild on the coach's team", () => {
    const email = process(`Dear Coach,\n\nOur grandson Mateo plays for you (a sophomore, #11) and we would like to drive up for the home opener. Are there family passes for players' grandparents, or should we buy at the window?\n\nRon Albright`, parentFrom, "Tickets for the opener");
    expect(filteredSurely(email)).toBe(true);
  });

  it("filters a club parent asking for group tickets for her young team", () => {
    const email = process(`Hi Coach,\n\nI'm one of the parents on Cascade Juniors 12 Blue and we'd love to bring the girls to one of your home matches. Do you offer group tickets for about a dozen players and parents?\n\nThank you!\nRon Albright`, parentFrom, "Group tickets");
    expect(filteredSurely(email)).toBe(true);
  });

  it("filters a parent's general question about the recruiting rules that names no child", () => {
    const email = process(`Hello Coach,\n\nOur son is a freshman and just starting to think about college soccer. When are college coaches allowed to reply to players? And should he be going to showcases this young?\n\nRon Albright`, parentFrom, "When can coaches reply?");
    expect(filteredSurely(email)).toBe(true);
    expect(email.reason).toBe("question_without_athlete");
  });
});

describe("a club's mail to college coaches that introduces nobody", () => {
  it("filters a club's signing-day bulletin listing its signees", () => {
    const email = process(`RIVERBEND NEWS - November\nCongratulations to our Class of 2027 signees!\n\nMaya Ortiz - 18 Black - setter - Lakeshore University\nPaige Lund - 18 Black - OH - Hollins College\n\nFollow us @riverbendvb`, { address: "news@riverbendvb.example", name: "Riverbend Volleyball Club" }, "Riverbend News | Signing Day");
    expect(filteredSurely(email)).toBe(true);
  });

  it("filters a travel club's exposure camp invitation to college coaches", () => {
    const email = process(`Coaches,\n\nThe Prairie Heat organization is hosting our Spring Exposure Camp on March 6 at Heritage Park. We expect 80 athletes from the 2027-2030 classes.\n\nWe would love to have college coaches work the camp, and you'll get the camper list ahead of time.\n\nPrairie Heat Fastpitch`, { address: "prairieheatfp@gmail.com", name: "Prairie Heat Fastpitch" }, "College coaches wanted - Spring Exposure Camp");
    expect(filteredSurely(email)).toBe(true);
    expect(email.reason).toBe("camp_or_clinic_ad");
  });
});

describe("a ticket request that may be an introduction", () => {
  it("does not surely filter an athlete who names herself, her club and her school beside her tickets", () => {
    const email = process(`Hi Coach,\n\nMy name is Maddie Quill and I play for Cascade Juniors 16 Blue and Alder Creek High School. My family bought tickets for the Saturday match and we'd love to say hello!\n\nMaddie Quill`, athleteFrom, "Coming to your match");
    expect(filteredSurely(email)).toBe(false);
  });
});
