import { describe, expect, it } from "vitest";
import { processRawEmail, processTextEmail } from "../../../functions/src/pipeline/index";
import { rawMessage } from "./fixtures";

/**
 * The recruiting call and the writer's role under changes real mail goes through (scripts/pipeline/robustness/
 * classification.ts): another sign-off, another sport's words, another coach's note above the forward.
 */
const when = new Date("2025-10-14T12:00:00Z");
const text = (subject: string, body: string, from: { address: string; name: string | null }) => processTextEmail({ subject, body, from }, { receivedAt: when });

describe("classification robustness", () => {
  it("is the parent who signs as her child's parent by the child's full name ('Callie Brenner's mom')", () => {
    const letter = "Hi Coach,\n\nCallie is a 2028 setter at Westfield High School and plays for Crossroads 16 Black. She is 5'9\" with a 3.8 GPA.\n\nThank you,\nCallie Brenner's mom";
    const named = text("2028 setter", letter, { address: "dana.brenner@gmail.com", name: "Dana Brenner" });
    const unnamed = text("2028 setter", letter, { address: "dbrenner77@gmail.com", name: null });
    for (const email of [named, unnamed]) {
      expect(email.senderRole).toBe("parent");
      expect(email.athlete?.firstName?.value).toBe("Callie");
    }
  });

  it("is a coach who introduces 'my midfielder Jenna Ruiz', 'my keeper …', 'my sprinter …' in any sport, as 'my hitter …'", () => {
    for (const [sport, position] of [["soccer", "midfielder"], ["soccer", "keeper"], ["lacrosse", "attacker"], ["basketball", "point guard"], ["softball", "pitcher"], ["swimming", "swimmer"], ["track", "sprinter"]]) {
      const email = text(`${sport} prospect`, `Coach,\n\nMy ${position} Jenna Ruiz is a 2027 and would fit your program. She is 5'8", 3.6 GPA, and plays for Crossroads 17 Black.\n\nVideo: https://www.youtube.com/watch?v=abcdefghijk\n\nTom Baker`, { address: "tbaker.coach@gmail.com", name: "Tom Baker" });
      expect([sport, position, email.isRecruiting, email.senderRole]).toEqual([sport, position, true, "club_coach"]);
    }
  });

  it("filters surely a college coach's own letter to a prospect or visit template, forwarded with a one-word note", async () => {
    const letter = [
      "FYI",
      "",
      "From: Castellano, Priya <pcastellano@ridgeford.edu>",
      "Sent: Monday, October 19, 2026 2:00 PM",
      "To: Sarah",
      "Subject: Following up from the clinic",
      "",
      "Hi Sarah,",
      "",
      "It was great to have you at our fall clinic on Saturday. Your serve receive has really improved since the summer. Keep working on your footwork to the left side and send us your updated schedule when it comes out.",
      "",
      "Best,",
      "Priya Castellano",
      "Assistant Coach / Recruiting Coordinator",
      "Ridgeford College Volleyball",
    ].join("\n");
    const template = [
      "FYI",
      "",
      "From: Castellano, Priya <pcastellano@ridgeford.edu>",
      "Sent: Friday, November 6, 2026 4:00 PM",
      "To: Ridgeford VB Staff",
      "Subject: Official visit itinerary TEMPLATE",
      "",
      "Staff - draft template for official visits, please send edits by Monday.",
      "",
      "OFFICIAL VISIT - [PROSPECT NAME], Class of [YEAR], [POSITION], [HIGH SCHOOL]",
      "",
      "Friday 6:00 PM  Dinner with staff",
      "",
      "Priya Castellano",
      "Assistant Coach",
      "Ridgeford College Volleyball",
    ].join("\n");
    for (const body of [letter, template]) {
      const email = await processRawEmail(rawMessage(body, { subject: "FW: for the file", from: "Priya Castellano <pcastellano@ridgeford.edu>" }));
      expect([email.isRecruiting, (email.confidence ?? 0) >= 0.7]).toEqual([false, true]);
    }
  });

  const forwarded = (note: string, from: string, subject: string, lines: string[]) =>
    processRawEmail(rawMessage([note, "", "---------- Forwarded message ---------", `From: ${from}`, "Date: Tue, Dec 1, 2026 at 6:00 AM", `Subject: ${subject}`, "To: <jellis@state.edu>", "", ...lines].join("\n"), { subject: `Fwd: ${subject}` }));

  it("reads a club's spotlight forwarded with a 'Manage your subscription' footer as a newsletter, not a player introduced", async () => {
    const email = await forwarded("Ha! Look who made the newsletter. FYI", "Bayside Elite Volleyball <news@baysideelitevb.example>", "The Huddle: player spotlight + December", [
      "BAYSIDE ELITE VOLLEYBALL · THE HUDDLE",
      "",
      "PLAYER SPOTLIGHT: Marisol Vance",
      "Marisol is a 2027 setter (5'9\") on 17 Royal. She's a junior at Harbor Point High School and carries a 3.8.",
      "",
      "DECEMBER",
      "Dec 6: 15s and 16s at the Holiday Bash",
      "",
      "Manage your subscription: https://baysideelitevb.example/email-prefs",
    ]);
    expect([email.isRecruiting, email.reason]).toEqual([false, "newsletter"]);
  });

  it("filters surely a club's forwarded news of a player's verbal commitment ('on her verbal commitment to …'), whatever its footer says", async () => {
    const email = await forwarded("FYI", "Tidewater Heat Volleyball Club <news@tidewaterheatvbc.example>", "Congratulations Leah Moss!", [
      "TIDEWATER HEAT NEWS",
      "",
      "Please join us in congratulating Leah Moss (Heat 17 Red, class of 2028) on her verbal commitment to Eastmoor College!",
      "",
      "Leah is a 6'0\" middle from Norfolk, VA who has played with us since she was eleven.",
      "",
      "Tidewater Heat Volleyball Club | Norfolk, VA",
    ]);
    expect([email.isRecruiting, (email.confidence ?? 0) >= 0.7]).toEqual([false, true]);
  });

  it("filters surely a club's forwarded showcase invitation signed by its staff, which names no player: its only person is its own", async () => {
    const email = await forwarded("Thoughts?", "Gateway Storm Volleyball Club <events@gatewaystormvbc.example>", "You're invited: Winter Showcase", [
      "Coaches,",
      "",
      "Gateway Storm invites you to our Winter Showcase on January 10 in St. Charles, MO. Twenty-four teams, 15s through 18s.",
      "",
      "College coaches get free admission, lunch and a digital roster with each player's home town, school and contact info.",
      "",
      "RSVP by December 20: https://gatewaystormvbc.example/showcase",
      "",
      "Dre Holloway",
      "Gateway Storm Volleyball Club",
    ]);
    expect([email.isRecruiting, (email.confidence ?? 0) >= 0.7]).toEqual([false, true]);
  });

  it("is a club coach who signs with her title after her team or under an age group ('Crossroads 16 Black - Head Coach', '16U Head Coach, …')", () => {
    const about = "Hi Coach,\n\nKayla Ortiz is a 2028 setter at Westfield High School and plays for Crossroads 16 Black. She is 5'9\" with a 3.8 GPA.\n\nFilm: https://www.hudl.com/video/3/1/abc\n\n";
    for (const signoff of ["Tom Baker\n16U Head Coach, Crossroads Volleyball", "Tom Baker\nCrossroads 16 Black - Head Coach", "Tom Baker\nCrossroads 16 Black coach", "Tom\nCrossroads Club Director"]) {
      const email = text("2028 setter", `${about}${signoff}`, { address: "tbaker.coach@gmail.com", name: "Tom Baker" });
      expect([signoff, email.senderRole]).toEqual([signoff, "club_coach"]);
    }
    // The athlete's own lines naming her coach or her team are hers.
    const own = "Hi Coach,\n\nI am a 2028 setter at Westfield High School. I'm 5'9\" with a 3.8 GPA.\n\nClub coach: Tom Baker, Crossroads 16 Black\nMy club coach Tom Baker - Crossroads 16 Black coach\n\nKayla Ortiz\nCrossroads 16 Black";
    expect(text("2028 setter", own, { address: "kaylaortiz28@gmail.com", name: "Kayla Ortiz" }).senderRole).toBe("athlete");
  });

  it("filters surely a parent's camp or clinic question that names her child, or gives her height, forwarded with a note", async () => {
    const questions = [
      ["June camp question", "Hi Coach Ellis,\n\nDoes your June camp still have openings for high school players? My daughter Emma is 5'7\" and has been playing for three years. Also, is lunch provided?\n\nThanks,\nKaren Walsh", "Karen Walsh <kwalsh@gmail.com>"],
      ["Winter clinic", "Hello,\n\nWhat are the dates for your winter clinic and how much does it cost? My son Tyler wants to come with his sister.\n\nThank you,\nMark Benson", "Mark Benson <mbenson@yahoo.com>"],
    ];
    for (const [subject, body, from] of questions) {
      const email = await forwarded("FYI", from!, subject!, [body!]);
      expect([subject, email.isRecruiting, (email.confidence ?? 0) >= 0.7]).toEqual([subject, false, true]);
    }
    // A parent who says where her daughter plays and what she studies to is introducing her, camp question or not.
    const introduction = await forwarded("FYI", "Karen Walsh <kwalsh@gmail.com>", "Emma Walsh", ["Hi Coach Ellis,\n\nMy daughter Emma Walsh plays for Crossroads 16 Black and Westfield High School and carries a 3.8 GPA. Is your June camp a good place for you to see her play?\n\nKaren Walsh"]);
    expect(introduction.isRecruiting || (introduction.confidence ?? 1) < 0.7).toBe(true);
  });

  const aboutKayla = "Hi Coach,\n\nKayla Ortiz is a 2028 setter at Westfield High School and plays for Crossroads 16 Black. She is 5'9\" with a 3.8 GPA.\n\nFilm: https://www.hudl.com/video/3/1/abc\n\n";

  it("is a coach who signs 'Coach Dan Reyes' over her school, or with her title after her school or club and a word between", () => {
    const signoffs = [
      ["Coach Dan Reyes\nWestfield High School", "high_school_coach"],
      ["Dan Reyes\nWestfield HS - Head Volleyball Coach", "high_school_coach"],
      ["Dan Reyes\nCrossroads VBC | 16s Head Coach", "club_coach"],
      ["Dan Reyes\nCoach, 16 Black", "club_coach"],
    ];
    for (const [signoff, role] of signoffs) expect([signoff, text("2028 setter", `${aboutKayla}${signoff}`, { address: "dreyes77@gmail.com", name: "Dan Reyes" }).senderRole]).toEqual([signoff, role]);
    // An athlete naming her coach under her own sign-off is still herself.
    const own = "Hi Coach,\n\nI am a 2028 setter at Westfield High School. I'm 5'9\" with a 3.8 GPA.\n\nKayla Ortiz\n\nReference:\nCoach Dan Reyes\nWestfield High School";
    expect(text("2028 setter", own, { address: "kaylaortiz28@gmail.com", name: "Kayla Ortiz" }).senderRole).toBe("athlete");
  });

  it("is a parent who signs as the athlete's step-parent or as 'Her grandpa,' over a surname of her own", () => {
    for (const [signoff, from] of [["Thanks,\nAmy Chen\nKayla's stepmom", "Amy Chen"], ["Her grandpa,\nWalt Jensen", "Walt Jensen"]]) {
      expect([signoff, text("2028 setter", `${aboutKayla}${signoff}`, { address: "family.mail@aol.com", name: from! }).senderRole]).toEqual([signoff, "parent"]);
    }
  });

  it("is a club that names itself by its sport or another sport's initials ('Lakeview Legends Volleyball', '… LC') from its own domain", async () => {
    const invitation = "Coaches,\n\nLakeview Legends invites you to our Winter College Showcase on Saturday, December 12 in Naperville, IL. Our 16s, 17s and 18s teams will play controlled scrimmages.\n\nRSVP to events@lakeviewlegends.example.\n\nLakeview Legends\nRecruiting Office";
    for (const club of ["Lakeview Legends Volleyball", "Lakeview Legends Lacrosse", "Lakeview Legends LC"]) {
      const email = await forwarded("Can one of us go?", `${club} <events@lakeviewlegends.example>`, "Winter Showcase", [invitation]);
      expect([club, email.isRecruiting, email.senderRole]).toEqual([club, false, "club_coach"]);
    }
    // An athlete may name her recruiting mailbox after her sport.
    const athlete = text("2028 setter", "Hi Coach,\n\nMy name is Kayla Ortiz, a 2028 setter at Westfield High School. I'm 5'9\" with a 3.8 GPA.\n\nKayla", { address: "kaylaortiz.vb@gmail.com", name: "Kayla Ortiz Volleyball" });
    expect([athlete.isRecruiting, athlete.senderRole]).toEqual([true, "athlete"]);
  });
});
