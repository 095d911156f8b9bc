import { describe, expect, it } from "vitest";
import { processTextEmail } from "../../../functions/src/pipeline/index";

/**
 * The ninth tuning batch's failure classes: whether an email introduces a prospect when it is crowded with one
 * athlete's details (a college's own scouting report, a vendor's pitch, a parent's question about a middle-schooler),
 * and who wrote it when the role is easy to mistake (an athletic director, a high school's athletics office, a
 * recruiting company's advisor, a mother on her daughter's account, a coach at another college, a booster club, the
 * press, a school's staff, an alumna).
 */
const when = new Date("2026-11-20T12:00:00Z");
const read = (subject: string, body: string, from: { address: string; name: string }) => processTextEmail({ subject, body, from }, { receivedAt: when });

describe("ninth tuning batch: recruiting or not", () => {
  it("reads a college staffer's list of opposing players as a scouting report, though she signs as a coach", () => {
    const email = read(
      "Scout - Halston College (Sat 7pm)",
      "Halston scout for Saturday\n\nRecord 18-7. Run a 5-1.\n\n#7 Reagan Pike, OH, 6'1\" jr - loves line off the pass\n#12 Tamsin Greaves, S, 5'9\" so - dumps on two\n#3 Ruthie Abara, MB, 6'3\" sr - slide behind the setter\n\nServe targets: zone 1 short.\n\nAinsley\nAssistant Coach, Larkspur State Volleyball",
      { address: "atrent@larkspurstate.edu", name: "Ainsley Trent" },
    );
    expect(email.isRecruiting).toBe(false);
    expect(email.senderRole).toBe("other");
  });

  it("does not take a parent's camp question about a seventh grader for an introduction, however many details it gives", () => {
    const email = read(
      "Camp question - 7th grader",
      "Hi Coach,\n\nMy daughter Lila is in 7th grade and is already 5'7\". She plays for Sacramento Tidal 13 Blue and loves setting. Is your Winter Skills Camp open to kids her age?\n\nMarcy Ferrante\n916-555-0153",
      { address: "marcyferrante@gmail.com", name: "Marcy Ferrante" },
    );
    expect(email.isRecruiting).toBe(false);
    expect(email.senderRole).toBe("parent");
    expect(email.confidence).toBeGreaterThanOrEqual(0.7);
  });

  it("still reads a middle-school memory in an athlete's own introduction as recruiting", () => {
    const email = read(
      "2028 setter - Maya Lund",
      "Hi Coach,\n\nMy name is Maya Lund and I'm a 2028 setter at Eastview High School. I have played since I was in 7th grade and now play for Minnesota Select 17 Black. I'm 5'9\" with a 3.8 GPA.\n\nMaya Lund",
      { address: "mayalund28@gmail.com", name: "Maya Lund" },
    );
    expect(email.isRecruiting).toBe(true);
  });

  it("reads a vendor's pitch for a call or a demo as unsolicited sales, though its example names a catcher", () => {
    const email = read(
      "NIL deals for your softball team - 15 minutes?",
      "Hi Coach,\n\nAthlete Ledger is the NIL marketplace that connects your roster with local brands. For example, Maya Trujillo (a sophomore catcher at a program in your conference) signed three deals this fall.\n\nCould we find 15 minutes next week to show you how it works? Book a time here: https://athleteledger.example/demo\n\nBrooke Tanaka\nPartnerships, Athlete Ledger",
      { address: "brooke@athleteledger.example", name: "Brooke Tanaka" },
    );
    expect(email.isRecruiting).toBe(false);
  });

  it("filters a reporter's story on a player surely: the press introduces nobody", () => {
    const email = read(
      "Sunday piece on Addison Kerr - text below",
      "Coach Solberg,\n\nThanks again for the quote. The feature runs Sunday; here is the text in case the link gives you trouble.\n\n---\nKERR'S LONG ROAD TO THE HARDWOOD\nBy Dale Pruitt, Valley Courier\n\nThree years ago Addison Kerr couldn't jog a lap without her knee swelling. Friday night the Ridgeway senior scored 24 points, pulled down 11 rebounds and moved into second on the school's career list.\n\nKerr, a 6-foot forward, tore her ACL as a freshman. \"She never missed a practice,\" Ridgeway coach Lynn Abernathy said.\n---\n\nDale Pruitt\nSports Reporter, Valley Courier\n308-555-0147",
      { address: "dpruitt@valleycourier.example", name: "Dale Pruitt" },
    );
    expect(email.isRecruiting).toBe(false);
    expect(email.confidence).toBeGreaterThanOrEqual(0.7);
  });

  it("filters a photographer's offer of players' galleries surely: packages for sale and an opt-out are marketing", () => {
    const email = read(
      "Photos from the Heartland Invitational",
      "Hi Coach!\n\nI shot the Heartland Invitational and have great shots of players you were watching, including:\n\n- Aubrey Quist (#12, Gold Coast 17 Red) - 46 images\n- Danica Moreno (#4, Lone Star Juniors 17 Elite) - 31 images\n- Harlow Bishop (#18, Dynamo 17 Black) - 52 images\n\nDigital packages start at $39 per athlete. Browse the galleries at https://courtsidelens.example/heartland\n\nJonah Petrakis\nCourtside Lens Photography\nTo opt out of future emails reply STOP.",
      { address: "jonah@courtsidelens.example", name: "Jonah Petrakis" },
    );
    expect(email.isRecruiting).toBe(false);
    expect(email.confidence).toBeGreaterThanOrEqual(0.7);
  });

  it("filters a parent's question about changing a camp registration (a refund, another date) surely", () => {
    const email = read(
      "Refund for December pitching clinic?",
      "Coach,\n\nMy daughter Gianna registered for your December 6 pitching clinic but she broke her wrist at practice this week. Is it possible to get a refund or move her registration to the February clinic?\n\nThank you,\nRenee Castellano",
      { address: "renee.castellano@gmail.com", name: "Renee Castellano" },
    );
    expect(email.isRecruiting).toBe(false);
    expect(email.senderRole).toBe("parent");
    expect(email.confidence).toBeGreaterThanOrEqual(0.7);
  });

  it("still reads a parent who signs as a reporter, and mentions a cancelled camp spot, as introducing her daughter", () => {
    const email = read(
      "My daughter Josie - 2028 setter",
      "Coach,\n\nMy daughter Josie Amberg is a 2028 setter with Gold Country 17 Red. We had to cancel her spot at your winter camp because of a tournament, so I wanted to send her film: https://www.hudl.com/video/3/61827394/5b4c3d2e1f0a9b8c7d6e5f4b\n\nKristin Amberg\nSports Reporter, Foothill Times",
      { address: "kamberg@gmail.com", name: "Kristin Amberg" },
    );
    expect(email.isRecruiting).toBe(true);
    expect(email.senderRole).toBe("parent");
  });
});

describe("ninth tuning batch: who wrote", () => {
  it("knows an athletic director recommending a player as a high-school coach, by the title or by a k12 address", () => {
    const body = (signature: string) =>
      `Coach Solberg,\n\nJaliyah Okafor-Price is a 2027 point guard who runs our varsity and carries a 3.88 GPA. She is 5'7" and plays AAU for Midlands Rise 17U.\n\nHer cell: 402-555-0175\n\nCurtis Blanchard\n${signature}`;
    expect(read("Recommendation - Jaliyah Okafor-Price", body("Director of Athletics\nMarrow Creek High School"), { address: "cblanchard@gmail.com", name: "Curtis Blanchard" }).senderRole).toBe("high_school_coach");
    expect(read("Recommendation - Jaliyah Okafor-Price", body("Marrow Creek"), { address: "cblanchard@marrowcreek.k12.example", name: "Curtis Blanchard" }).senderRole).toBe("high_school_coach");
  });

  it("knows a high school's athletics office as the school's, not a recruiting service", () => {
    const email = read(
      "Sandhill Athlete of the Week: Mariah Tolliver",
      "FOR IMMEDIATE RELEASE\n\nSandhill High School senior Mariah Tolliver has been named Athlete of the Week after scoring 28 and 31 points. The 5'10\" guard signed with Larkspur State last week.\n\nSandhill High School Athletics",
      { address: "athletics@sandhillhs.k12.example", name: "Sandhill High School Athletics" },
    );
    expect(email.senderRole).toBe("high_school_coach");
  });

  it("knows a recruiting company's advisor writing about one athlete as a recruiting service", () => {
    const email = read(
      "For Coach Reed: Sienna Oduya, 2028 RHP",
      "Hi Coach,\n\nI'm a recruiting advisor with NextPlay and I'm writing to you directly about one athlete: Sienna Oduya, a 2028 right-handed pitcher from Manchester, NH. She plays for New England Blaze 16U Gold. 3.8 GPA.\n\nPitching video: https://www.youtube.com/watch?v=So5Rp2Dc7Wx\n\nDana Whitcombe",
      { address: "dana@nextplayrecruiting.example", name: "Dana Whitcombe" },
    );
    expect(email.isRecruiting).toBe(true);
    expect(email.senderRole).toBe("recruiting_service");
  });

  it("knows a mother who says 'this is Noa's mom' on her daughter's account as a parent", () => {
    const email = read(
      "Noa Fairweather - 2028 center back",
      "Hello Coach Marchetti,\n\nThis is Noa's mom, Bettina, writing from Noa's account since she's at practice tonight.\n\nNoa is a 2028 center back at Cedar Hollow High School in Eugene, Oregon. She plays ECNL for Willamette United 09G and she's 5'9\". Her GPA is 3.77.\n\nThank you,\nBettina Fairweather",
      { address: "noafairweather08@gmail.com", name: "Noa Fairweather" },
    );
    expect(email.senderRole).toBe("parent");
  });

  it("knows a coach writing from another college's own domain as another college, not a club coach", () => {
    const email = read(
      "Kid who's a level above us",
      "Anders,\n\nWe had Greer Maitland at our elite camp and she is a level above what we can offer. 2028 wing, 6'1\", plays AAU for Wisconsin Flight 16U. 3.7 GPA.\n\nBrent Sorensen\nHead Women's Basketball Coach, Coldwater College",
      { address: "bsorensen@coldwatercollege.example", name: "Brent Sorensen" },
    );
    expect(email.isRecruiting).toBe(true);
    expect(email.senderRole).toBe("other");
  });

  it("knows a booster club as neither a sports club nor a school's coach", () => {
    const email = read(
      "Thank you for your gift - receipt #2026-118",
      "Dear Rosalind,\n\nThank you for your gift of $150.00 to the Larkspur Spikers Booster Club, made in honor of our seniors Paige Lindell and Kiana Rowe on Senior Night.\n\nGail Whitmore, Treasurer",
      { address: "treasurer@larkspurspikers.example", name: "Larkspur Spikers Booster Club" },
    );
    expect(email.isRecruiting).toBe(false);
    expect(email.senderRole).toBe("other");
  });

  it("does not take a reporter's, a school's staff's or an alumna's question for a parent's", () => {
    const reporter = read(
      "Sunday piece on Addison Kerr",
      "Coach,\n\nThe feature on Addison Kerr runs Sunday. Could you give me two sentences on what she brings, or ten minutes by phone?\n\nDale Pruitt\nSports Reporter, Valley Courier\n308-555-0147",
      { address: "dpruitt@valleycourier.example", name: "Dale Pruitt" },
    );
    expect(reporter.isRecruiting).toBe(false);
    expect(reporter.senderRole).toBe("other");
    const schoolStaff = read(
      "Pool rental for January meet?",
      "Hi Lauren,\n\nWe are looking for an 8-lane pool on Saturday, January 23 for our relay meet. Would you rent the natatorium that day, and what would it cost?\n\nThanks,\nMark Delgado",
      { address: "mdelgado@westbendschools.example", name: "Mark Delgado" },
    );
    expect(schoolStaff.senderRole).toBe("high_school_coach");
    const alumna = read(
      "alumni game - count me in",
      "Coach M!\n\nCount me in for the alumni game on the 13th. Bex and Danielle from our team are coming too. Do you want us to bring anything for the tailgate?\n\nTrish",
      { address: "trish.ogunleye@gmail.com", name: "Trish Ogunleye" },
    );
    expect(alumna.senderRole).toBe("other");
  });
});

describe("ninth tuning batch: who wrote (the tuning split's older misses of the same classes)", () => {
  it("knows a writer who gives her girls' ages ('my girls are 11 and 13') as their parent, not a coach of 'my girls'", () => {
    const email = read(
      "January camp question",
      "Hi! My girls are 11 and 13 and both want to do your January camp. Is there a sibling discount, and do they need to bring their own ball?\n\nThanks so much,\nJenny",
      { address: "jennyalbers@gmail.com", name: "Jenny Albers" },
    );
    expect(email.isRecruiting).toBe(false);
    expect(email.senderRole).toBe("parent");
  });
});

describe("ninth tuning batch: services by their brand", () => {
  it("knows a service by a brand name that runs its words together ('ProspectBridge')", () => {
    const email = read(
      "New athlete match for you: Kinsley Moore (2029 P)",
      "Hi Coach {{last_name}},\n\nWe matched you with this athlete:\n\nATHLETE: Kinsley Moore\nGRAD YEAR: 2029\nPOSITIONS: Pitcher\nTRAVEL TEAM: Tennessee Fury 16U Gold\nVIDEO: https://www.youtube.com/watch?v=Km7pQ2wLr4V\n\nReply to this email to connect with {{athlete_first_name}}'s family.",
      { address: "athletes@prospectbridge.io", name: "ProspectBridge" },
    );
    expect(email.senderRole).toBe("recruiting_service");
  });
});

describe("ninth tuning batch: a coach's kind", () => {
  it("knows a coach who calls her player by class standing ('my senior middle') as her high-school coach, though the player's club is named too", () => {
    const email = read(
      "2027 MB - Tessa Vold - season stats",
      "Coach,\n\nHere are the season numbers for my senior middle, Tessa Vold (Class of 2027), Eastbrook High School, Sioux Falls, SD: 286 kills, 98 blocks.\n\nTessa is 6'2\" with a 3.5 GPA. Club: Dakota Juniors 18 Blue.\n\nFilm: https://www.hudl.com/video/3/20641177/6715ab01e4b0e7c2d9a4f331\n\nMara Lindqvist\nHead Coach, Eastbrook Volleyball",
      { address: "mlindqvist@eastbrookfalcons.example", name: "Coach Mara Lindqvist" },
    );
    expect(email.senderRole).toBe("high_school_coach");
  });
});

describe("ninth tuning batch: sport", () => {
  it("knows soccer by a football club's initials and a birth-year team ('Steel City FC 10G'), so 'outside mail' is no outside hitter", () => {
    const email = read(
      "2029 forward interested in Bramblewood",
      "Hi Coach,\n\nMy name is Kemi Okoro and I'm using my mom's email because my school account blocks outside mail. I'm a sophomore forward (class of 2029) at Allegheny Ridge High School and I play for Steel City FC 10G.\n\nKemi Okoro",
      { address: "deniseokoro@yahoo.com", name: "Denise Okoro" },
    );
    expect(email.athlete?.sport?.value).toBe("soccer");
    expect(email.athlete?.positions?.value).toEqual(["forward"]);
  });
});
