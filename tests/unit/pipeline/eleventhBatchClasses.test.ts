import { describe, expect, it } from "vitest";
import { processTextEmail } from "../../../functions/src/pipeline/index";

/**
 * The eleventh tuning batch's failure classes: mail that names athletes with their details but introduces none of
 * them (a coach's notice to her team's parents, a paper's all-area team written "Name, Sr., P, School", a college camp
 * office's reminder about a camper), and who wrote when the writer is a club's ("Pinewood Rovers SC", a forwarder at
 * harborlightsc.example, a team manager signing for her team).
 */
const when = new Date("2026-11-20T12:00:00Z");
const read = (subject: string, body: string, from: { address: string; name: string }) => processTextEmail({ subject, body, from }, { receivedAt: when });

describe("eleventh tuning batch: recruiting or not", () => {
  it("filters a coach's notice to her team's parents, though it lists her players with numbers and positions", () => {
    const email = read(
      "Senior night - Thursday",
      "Senior parents,\n\nSenior night is Thursday before our 6:30 match. Please be in the lobby by 5:50; we'll walk out in this order:\n\n1. Amara Quill - #4, libero - with parents Dee and Tom\n2. Sasha Bright - #11, outside hitter - with mom Carla\n3. Noor Hadid - #15, middle blocker, 6'2\" - with parents Samir and Lina\n\nThanks,\nCoach Lusk\nHead Volleyball Coach, Fairmont High School",
      { address: "dlusk@fairmontusd.example", name: "Dana Lusk" },
    );
    expect(email.isRecruiting).toBe(false);
    expect(email.senderRole).toBe("high_school_coach");
  });

  it("still reads a club coach's two players greeted to the college coach as recruiting", () => {
    const email = read(
      "Two 2028s for you",
      "Coach Rowan,\n\nTwo of my 17s you should see at the Classic:\n\n1. Jada Okeke - 2028 OH - 6'0\"\n2. Elsie Marchand - 2028 S - 5'10\"\n\nBoth are uncommitted.\n\nGreg Mott\nClub Director, Prairie Fire VBC",
      { address: "gmott@prairiefirevbc.example", name: "Greg Mott" },
    );
    expect(email.isRecruiting).toBe(true);
    expect(email.senderRole).toBe("club_coach");
  });

  it("still reads a club director's one player sent to many coaches with 'Hello everyone,' as recruiting", () => {
    const email = read(
      "2028 setter - Lena Marsh",
      "Hello everyone,\n\nI'd like to introduce Lena Marsh, a 2028 setter on our 17 Gold team. She is 5'11\", runs a quick offense and carries a 3.9 GPA at Westfield High School.\n\nFilm: https://www.hudl.com/video/3/11122233/aa11bb22cc33dd44ee55ff66\n\nGreg Mott\nClub Director, Prairie Fire VBC",
      { address: "gmott@prairiefirevbc.example", name: "Greg Mott" },
    );
    expect(email.isRecruiting).toBe(true);
    expect(email.senderRole).toBe("club_coach");
  });

  it("reads a paper's all-area team written 'Name, Sr., P, School' as a list, not as an introduction", () => {
    const email = read(
      "Ledger All-Area Softball Team 2026",
      "THE LEDGER'S ALL-AREA SOFTBALL TEAM\n\nPlayer of the Year: Gemma Rourke, Sr., P, Loveland Ridge. 22-3, 0.88 ERA; signed with Tamarack State.\n\nFirst team\nP - Harlow Dace, Jr., Greeley Central Plains. 17-4, 1.21 ERA.\nC - Priya Venkat, So., Windsor Crest. .412, 9 HR.\nSS - Tallulah Birch, Jr., Poudre Bend. .455, 31 SB.\nOF - Ximena Arrieta, Sr., Longmont Skyview. .398, 14 doubles.",
      { address: "sports@frontrangeledger.example", name: "The Front Range Ledger Sports" },
    );
    expect(email.isRecruiting).toBe(false);
    expect(email.confidence).toBeGreaterThanOrEqual(0.7);
  });

  it("filters a college camp office's reminder about a camper surely: the college's own camp business", () => {
    const email = read(
      "Missing waiver - Winter Skills Camp",
      "Hi Ms. Pruitt,\n\nWe're still missing the medical waiver for Ava Pruitt (2028, catcher, Fort Collins) for Saturday's Winter Skills Camp. Please upload it through the camp portal before Friday.\n\nThank you!\nBettina Marsh\nCamp Coordinator, Tamarack State Softball Camps",
      { address: "bmarsh@tamarackstate.edu", name: "Bettina Marsh" },
    );
    expect(email.isRecruiting).toBe(false);
    expect(email.senderRole).toBe("other");
    expect(email.confidence).toBeGreaterThanOrEqual(0.7);
  });
});

describe("eleventh tuning batch: who wrote", () => {
  it("reads a soccer club that calls itself SC as a club", () => {
    const email = read(
      "2027-28 roster offers",
      "Dear Pinewood Rovers families,\n\nThank you to everyone who came to tryouts. Players listed below have been offered a spot:\n\nAmelie Strand (2027) - GK\nTova Reinholt (2027) - CB\nNia Obuya (2028) - CM\n\nPinewood Rovers SC\nRegistrar",
      { address: "registrar@pinewoodrovers.example", name: "Pinewood Rovers SC" },
    );
    expect(email.isRecruiting).toBe(false);
    expect(email.senderRole).toBe("club_coach");
  });

  it("reads a forwarder at a soccer club's domain (harborlightsc) as its coach, however short her note", () => {
    const body = [
      "fyi",
      "",
      "---------- Forwarded message ---------",
      "From: Petra Szabo <pszabo@harborlightsc.example>",
      "Date: Wed, Nov 4, 2026 at 7:02 AM",
      "Subject: Fwd: could you pass this along?",
      "To: <lhalloran@pellmanor.edu>",
      "",
      "FYI - good kid",
      "",
      "Petra",
      "",
      "---------- Forwarded message ---------",
      "From: Anouk Delacroix <anouk.dh08@icloud.com>",
      "Date: Tue, Nov 3, 2026 at 9:15 PM",
      "Subject: could you pass this along?",
      "To: Petra Szabo <pszabo@harborlightsc.example>",
      "",
      "Hi Petra,",
      "",
      "Could you send my info to the Pell Manor coach?",
      "",
      "Anouk Delacroix",
      "2027 | center back",
      "Westhaven High School",
      "GPA 3.74",
      "https://www.youtube.com/watch?v=Rb3Vq8Lm2Tz",
    ].join("\n");
    const email = read("Fwd: Fwd: could you pass this along?", body, { address: "lhalloran@pellmanor.edu", name: "Lise Halloran" });
    expect(email.isRecruiting).toBe(true);
    expect(email.senderRole).toBe("club_coach");
  });

  it("reads a team manager's rooming list as the club's list of players, not as her introduction of them", () => {
    const email = read(
      "Rooming list - Vegas",
      "Rooming list for Vegas:\n\nRoom 1: Jada Okeke (OH), Elsie Marchand (S)\nRoom 2: Britt Lang (MB), Pia Castellanos (L)\nRoom 3: Greer Whitlow (OH), Imani Soren (RS)\n\nDana\nTeam Manager, Prairie Fire 17 Black",
      { address: "dana.ross@gmail.com", name: "Dana Ross" },
    );
    expect(email.isRecruiting).toBe(false);
    expect(email.senderRole).toBe("club_coach");
  });

  it("reads a team manager signing for her club team as the club's", () => {
    const email = read(
      "Showcase carpools",
      "Bayshore United 09G families,\n\nHere's the carpool sheet for the showcase. Drivers, please be at the lot by 6:15 Saturday.\n\nCar 1 - Osterberg (driver): Maeve Kilbride, Sunniva Hart\nCar 2 - Achebe (driver): Ifeoma Achebe, Rosalind Tey\n\nJanelle Osterberg\nTeam Manager, Bayshore United 09G\n757-555-0171",
      { address: "josterberg@bayshoreunited.example", name: "Janelle Osterberg" },
    );
    expect(email.isRecruiting).toBe(false);
    expect(email.senderRole).toBe("club_coach");
  });
});
