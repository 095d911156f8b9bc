import { describe, expect, it } from "vitest";
import { processRawEmail, processTextEmail, toExtractLine } from "../../../functions/src/pipeline/index";
import { rawMessage } from "./fixtures";

const when = new Date("2025-10-14T12:00:00Z");
const text = (subject: string, body: string, from: { address: string; name: string | null }) => processTextEmail({ subject, body, from }, { receivedAt: when });

describe("who sent it", () => {
  it("is the athlete who introduces herself by the name she sends from, though her club's name reads like a person's", () => {
    const email = text("2027 attack", "Coach -\n\nI'm Ryleigh Cutler, a 2027 attacker from Huntington, NY, playing for Long Island Sound 2027 Navy and Huntington Harbor HS.\n\nRyleigh", { address: "rc27@gmail.com", name: "Ryleigh Cutler" });
    expect(email).toMatchObject({ isRecruiting: true, senderRole: "athlete" });
    expect(email.athletes?.map((athlete) => `${athlete.firstName?.value} ${athlete.lastName?.value}`)).toEqual(["Ryleigh Cutler"]);
    expect(email.athlete?.highSchool?.value).toBe("Huntington Harbor HS");
  });
  it("is the athlete who introduces herself in Spanish or German by the name she sends from, though she names a teammate", () => {
    const spanish = text("Portera 2028", "Hola entrenadora,\n\nMe llamo Lucía Ferrer y juego de portera en Club Atlético Sur. Mi compañera Sofía Ruiz (2027, defensa) también le va a escribir.\n\nGracias,\nLucía", { address: "luciaferrer.gk@gmail.com", name: "Lucía Ferrer" });
    const german = text("Torhüterin 2028", "Hallo Trainerin,\n\nich bin Lena Vogt, Torhüterin beim FC Nordstern (U17), Abitur 2028. Meine Mitspielerin Mia Brandt (2027, Abwehr) schreibt Ihnen auch.\n\nViele Grüße\nLena", { address: "lena.vogt08@gmx.de", name: "Lena Vogt" });
    for (const email of [spanish, german]) {
      expect(email.senderRole).toBe("athlete");
      expect(email.athlete).toMatchObject(email === spanish ? { firstName: { value: "Lucía" }, lastName: { value: "Ferrer" } } : { firstName: { value: "Lena" }, lastName: { value: "Vogt" } });
    }
  });
  it("is the parent who signs off as the athlete's dad, and the athlete is the one the subject names ('Sophie Lang update')", () => {
    const email = text("Sophie Lang update", "Coach Reyes,\n\nQuick note on Sophie (2028 libero) since you saw her at camp: she made Skyline 16 Royal this season and is starting at libero.\n\nThanks,\nGreg Lang\nSophie's dad", { address: "glang.family@comcast.net", name: "Greg Lang" });
    expect(email.senderRole).toBe("parent");
    expect(email.athlete).toMatchObject({ firstName: { value: "Sophie" }, lastName: { value: "Lang" }, email: null, clubTeam: { value: "Skyline 16 Royal" } });
  });
  it("is the parent who forwards her daughter's forward with an Outlook header block under the coach's signature (no separator line)", async () => {
    const body = "Bridget Hollis\nHead Women's Volleyball Coach\n\nFrom: Sabine Krämer <sabine.kraemer@web.example>\nSent: Sunday, November 15, 2026 10:05 AM\nTo: bhollis@wrenfield.edu\nSubject: Fwd: Profil\n\nDear Mrs. Hollis, my daughter Paula would like to play volleyball at your university. Kind regards, Sabine Krämer\n\n---------- Weitergeleitete Nachricht ---------\nVon: Paula Krämer <paula.kraemer09@gmail.com>\nDate: Sa., 14. Nov. 2026 um 17:45 Uhr\nSubject: Profil\nTo: Sabine Krämer <sabine.kraemer@web.example>\n\nHi Mama,\n\nich bin Paula Krämer, Zuspielerin, Abitur 2027. Kannst du es ihr schicken?\n\nPaula";
    const email = await processRawEmail(rawMessage(body, { subject: "FW: Fwd: Profil", from: "Bridget Hollis <bhollis@wrenfield.edu>" }));
    expect(email.senderRole).toBe("parent");
    expect(email.athlete).toMatchObject({ firstName: { value: "Paula" }, lastName: { value: "Krämer" } });
  });
  it("is the parent who calls herself mom in the third person ('so mom is doing it for her'), and a club that calls itself VC", () => {
    const mother = text("Fwd: 2028 center back", "Coach, Imani sent this two weeks ago and is too shy to follow up, so mom is doing it for her! Denise Reid\n\nMy name is Imani Castellanos-Reid and I'm a center back in the class of 2028. I play club for Genesee Valley SC 2009 Girls Elite.", { address: "denise.reid.home@yahoo.com", name: "Denise Reid" });
    expect(mother.senderRole).toBe("parent");
    const club = text("Libero for your 2027 board", "Hi Coach, nice meeting you in Toronto. Keira Abernethy-Lau is the libero I mentioned: 2027, 5'6\", steady passer. Grant Dunmore, Rideau Valley VC", { address: "coach.dunmore@rideauvalleyvc.example", name: "Grant Dunmore" });
    expect(club.senderRole).toBe("club_coach");
  });
  it("is a club coach who signs with a coach's title in Spanish or German ('Entrenador Juvenil Femenino – CV Almenara', 'Trainer U18 weiblich, VfB Eichenau')", () => {
    const spanish = text("Jugadora para universidad", "Hola Coach,\n\nLe reenvío el correo de Carmen Olmedo Ruiz, nuestra colocadora titular, clase 2027.\n\nUn saludo,\nJavier Escrivá\nEntrenador Juvenil Femenino – CV Almenara", { address: "jescriva@cvalmenara.example", name: "Javier Escrivá" });
    const german = text("Empfehlung: Marlene Oberhuber", "Hallo Stefan,\n\nich möchte dir Marlene Oberhuber ans Herz legen, Zuspielerin, Abitur 2028.\n\nViele Grüße\nUwe Brandtner\nTrainer U18 weiblich, VfB Eichenau", { address: "u.brandtner@vfb-eichenau.example", name: "Uwe Brandtner" });
    expect([spanish.senderRole, german.senderRole]).toEqual(["club_coach", "club_coach"]);
  });
  it("is the school coach who says where her player plays club, and the club coach who tells of her player's varsity season", () => {
    const school = text("Middle blocker recommendation", "Coach Brannigan,\n\nTamsin also plays club for Three Rivers VBC 17 Elite in the offseason, so you can catch her on the club circuit this spring.\n\nI'm the varsity coach at Bishop Harrow Catholic and I'd like to recommend my senior middle, Tamsin Wolcott (class of 2027). She plays club for Three Rivers VBC 17 Elite.\n\nDeirdre Okonkwo\nHead Volleyball Coach, Bishop Harrow Catholic", { address: "dokonkwo@bishopharrow.example", name: "Deirdre Okonkwo" });
    expect(school.senderRole).toBe("high_school_coach");
    const club = text("Setter you should see - Sadie Pruitt (2028)", "Coach Marchetti,\n\nSadie starts on varsity at Monument Ridge High School, where she was named all-conference this fall.\n\nI'd like to put a name in front of you. Sadie Pruitt sets for our Summit Peak 17 Elite team and she has run our 5-1 all season. She is 5'10\", a 2028, and she has a 3.92 GPA at Monument Ridge High School.\n\nSadie is smart, competitive and the best communicator I have coached in years.\n\nTrent Galloway\nDirector of Recruiting | Summit Peak Volleyball", { address: "tgalloway@summitpeakvb.example", name: "Trent Galloway" });
    expect(club.senderRole).toBe("club_coach");
  });
  it("is a club coach, not a service, who signs as the recruiting coordinator of a club's age team ('Shore Storm U17 Elite')", () => {
    const email = text("2028 midfielder", "Coach Reddy,\n\nSending along one of our 2028s, Delaney Moss, a center midfielder on Shore Storm U17 Elite.\n\nGina Iacovelli\nRecruiting Coordinator, Shore Storm U17 Elite", { address: "gina@shorestormfh.example", name: "Gina Iacovelli" });
    expect(email.senderRole).toBe("club_coach");
  });
  it("is an organisation, not a parent, when a payment system's receipt ends with 'Questions?'", () => {
    const email = text("Receipt #CP-448213 - State Volleyball Elite Camp", "Payment received - thank you!\n\nCamper: Lila Brennan\nAmount paid: $325.00 (Visa ending 4411)\n\nQuestions? Reply to this email.", { address: "receipts@camppay.example", name: "CampPay Receipts" });
    expect(email).toMatchObject({ isRecruiting: false, senderRole: "other" });
  });
  it("is an organisation, not a parent, when a booster club asks families for gifts", () => {
    const email = text("Buy a brick, build the locker room!", "Lacrosse Families & Friends,\n\nOur fall fundraiser is here! Will you buy an engraved brick for the stadium walk ($100)? Order by November 15: https://boosters.example/brick\n\nThe Lacrosse Booster Club", { address: "fundraising@lakesidelax.example", name: "Lakeside Lacrosse Boosters" });
    expect(email).toMatchObject({ isRecruiting: false, senderRole: "other" });
  });
  it("is the parent who forwarded her daughter's own email, while the athlete is read from the daughter's message", async () => {
    const chain = [
      "Did we ever answer this one?",
      "",
      "---------- Forwarded message ---------",
      "From: Beth Novak <bethnovak@yahoo.com>",
      "Date: Mon, Oct 13, 2025 at 12:31 PM",
      "Subject: Fwd: 2028 MB Chloe Novak",
      "To: <jellis@state.edu>",
      "",
      "Hello Coach, Chloe sent this a couple weeks ago. You can reach me at 414-555-0150 as well.",
      "Beth Novak",
      "",
      "----- Forwarded Message -----",
      "From: Chloe Novak <chloenovak28@gmail.com>",
      "To: jellis@state.edu",
      "Sent: Monday, October 5, 2025 at 07:00:12 PM CDT",
      "Subject: 2028 MB Chloe Novak",
      "",
      "Hi Coach, I'm Chloe Novak, a 2028 middle blocker from Milwaukee, Wisconsin. I'm 6'1\".",
      "Chloe",
      "414-555-0159",
    ].join("\n");
    const email = await processRawEmail(rawMessage(chain));
    expect(email.senderRole).toBe("parent");
    expect(toExtractLine(email, null).athlete).toMatchObject({ first_name: "Chloe", last_name: "Novak", email: "chloenovak28@gmail.com", phone: "+14145550159", state: "WI" });
  });

  it("is someone else when the writer names an athlete who is not them, and no words say who they are", () => {
    const email = text("A setter you should see", "Coach,\n\nI give private lessons in Nashville. Best one I have seen this year is Lucy Hargrove, 2028 setter, 5'10\", Nashville Elite 16 Gold.\n\nCourtney Vaughan", { address: "cvaughan@gmail.com", name: "Courtney Vaughan" });
    expect(email.senderRole).toBe("other");
    expect(email.athlete).toMatchObject({ firstName: { value: "Lucy" }, lastName: { value: "Hargrove" } });
  });

  it("is the club coach who signs with a title, and the athlete is the one introduced", () => {
    const email = text("2028 MB", "Jordan,\n\nBest one is Tatum Ridley. 6'3\", 2028, Heartland VBC 17 Red. Her email is tatumridley28@gmail.com.\n\nPam Whitacre\nClub Director, Heartland VBC\n785-555-0192", { address: "pwhitacre@heartlandvbc.org", name: "Coach Pam Whitacre" });
    expect(email.senderRole).toBe("club_coach");
    expect(toExtractLine(email, null).athlete).toMatchObject({ first_name: "Tatum", last_name: "Ridley", grad_year: 2028, height_inches: 75, club_team: "Heartland VBC 17 Red", email: "tatumridley28@gmail.com", phone: null });
  });
});

describe("quoted history", () => {
  it("reads the athlete from her message quoted under the college coach's own reply", async () => {
    const reply = "Thanks Harper, we'll be at the qualifier.\n\nJordan Ellis\nState University\n\nOn Mon, Oct 5, 2025 at 7:00 PM Harper Quinn <harperq2027@gmail.com> wrote:\n> Hi Coach, my name is Harper Quinn, a 2027 outside hitter (6'0\") from Louisville, KY.\n> I play for Derby City VBC 18 Red and have a 3.5 GPA.\n> Harper Quinn\n> 502-555-0107";
    const email = await processRawEmail(rawMessage(reply, { subject: "Re: 2027 OH", from: "Jordan Ellis <jellis@state.edu>" }));
    expect(email.isRecruiting).toBe(true);
    expect(email.senderRole).toBe("athlete");
    expect(toExtractLine(email, null).athlete).toMatchObject({ first_name: "Harper", last_name: "Quinn", grad_year: 2027, club_team: "Derby City VBC 18 Red", email: "harperq2027@gmail.com", phone: "+15025550107" });
  });

  it("fills what a short update leaves out from her earlier message quoted below it", () => {
    const email = text("Re: 2027 setter", "Hi Coach! Here is my updated schedule. I'll be at the Lone Star Classic Jan 10-12.\n\nMaya\n\nOn Mon, Sep 1, 2025 at 9:00 AM Maya Lin <mayalin27@gmail.com> wrote:\n> My name is Maya Lin, a 2027 setter from Plano, TX. I'm 5'9\" and play for Texas Advantage 17 Royal. GPA 3.9.", { address: "mayalin27@gmail.com", name: "Maya Lin" });
    expect(email.athlete).toMatchObject({ lastName: { value: "Lin" }, gradYear: { value: 2027 }, height: { value: { inches: 69 } }, state: { value: "TX" }, gpa: { value: { value: 3.9 } } });
  });
});

describe("mailings", () => {
  it("filters an organisation's notice that names no athlete, even with a class year in it", () => {
    expect(text("Processing times for the Class of 2027", "Dear Coach,\n\nCertification for the Class of 2027 takes 4-6 weeks. Prospects must request final certification after April 1.\n\nNCAA Eligibility Center", { address: "notices@eligibility.example.org", name: "NCAA Eligibility Center" }).isRecruiting).toBe(false);
  });

  it("filters a club's newsletter listing its commitments", () => {
    const email = text("Monthly - November", "Commitment Corner\n\nCongratulations to our athletes who committed this month!\n\n * Ava Stone (2027, OH, 6'1\") — Lindell State\n * Macy Trent (2027, L/DS, 5'5\") — Harmon College\n * Peyton Ashby (2028, S, 5'10\") — Ohio Valley Tech", { address: "newsletter@bluegrassjuniors.org", name: "Bluegrass Juniors" });
    expect(email.isRecruiting).toBe(false);
  });
  it("is the athlete, with her own email and phone, when her signature links her recruiting profiles", () => {
    const email = text("2027 OH interested in your program", "Hi Coach,\n\nMy name is Ella Park and I am a 2027 outside hitter for Nebraska Elite 17 Black. I have a 3.8 GPA.\n\nThank you,\nElla Park\nNCSA profile: https://www.ncsasports.org/volleyball/nebraska/omaha/ella-park\nFieldLevel: https://www.fieldlevel.com/app/profile/ellapark\nSportsRecruits: https://my.sportsrecruits.com/athlete/ella_park\nCell: (402) 555-0188", { address: "ella.p27@gmail.com", name: "Ella Park" });
    expect(email.senderRole).toBe("athlete");
    expect(email.athlete?.firstName?.value).toBe("Ella");
    expect(email.athlete?.email?.value).toBe("ella.p27@gmail.com");
    expect(email.athlete?.phone?.value).toBe("+14025550188");
  });
});
