import { describe, expect, it } from "vitest";
import { processRawEmail, processTextEmail } from "../../../functions/src/pipeline/index";

/**
 * The twenty-first tuning batch's classes of recruiting, sender role and athletes' names: each a general shape of mail the
 * engine misread, in small emails of its own.
 */
const when = new Date("2026-11-27T12:00:00Z");
const text = (subject: string, body: string, from: { address: string; name: string | null }) => processTextEmail({ subject, body, from }, { receivedAt: when });

describe("a college's recruiting coordinator is the college's staff, not a service", () => {
  it("reads an athlete who writes to a college's recruiting coordinator as the athlete, her name kept", () => {
    const email = text(
      "Swim recruit - Ingrid Mahlangu, 2027",
      "Hello Coach Ferris,\n\nI'm Ingrid, a 2027 distance swimmer. I was told your program's recruiting coordinator handles first contact, so my times and transcript are below.\n\nThank you,\nIngrid Mahlangu",
      { address: "ingrid.mahlangu@gmail.com", name: "Ingrid Mahlangu" },
    );
    expect(email.senderRole).toBe("athlete");
    expect(email.athlete).toMatchObject({ firstName: { value: "Ingrid" }, lastName: { value: "Mahlangu" } });
  });

  it("does not read a college's recruiting coordinator signing with her team as a service", () => {
    const email = text(
      "Camp follow-up",
      "Hi Coach,\n\nThanks for sending your campers our way last summer. We'd be glad to host your team for a scrimmage in March.\n\nDana Whitlock\nRecruiting Coordinator | Women's Soccer\nBrookhaven State University",
      { address: "dwhitlock@brookhavenstate.edu", name: "Dana Whitlock" },
    );
    expect(email.senderRole).not.toBe("recruiting_service");
  });
});

describe("a coach's post to her team's whole following introduces nobody", () => {
  it("filters a school coach's weekly results greeting the team's family by the team's name", () => {
    // Its subject's "Lady Hawks Weekly" reads as a name; the greeting says who it is for.
    const email = text(
      "Lady Hawks Weekly: 2-0 start, Holiday Classic info",
      "Lady Hawks family,\n\nWhat a start to the season!\n\nTue - Brookfield 61, Lewis County 44. Keira Dobbs 21 pts, Monet Ashby 11 reb.\nFri - Brookfield 55, Garrard 52. Tessa Lowe hit two free throws with 3 seconds left.\n\nCHRISTMAS TOURNAMENT: Dec 28-30 at Corbin Arena. Bus leaves at 8 AM.\n\nCollege coaches who have asked for our schedule: it is on the team page and I am happy to send film of any of our girls.\n\nGo Hawks!\nCoach Marlow\nHead Girls Basketball, Brookfield High School\n606-555-0148",
      { address: "amarlow@brookfieldhs.example", name: "Coach Alice Marlow" },
    );
    expect(email.isRecruiting).toBe(false);
    expect(email.confidence).toBeGreaterThanOrEqual(0.7);
  });

  it("still reads a coach's introduction that opens by greeting the college coach", () => {
    const email = text(
      "2027 OH Maddie Kowalski",
      "Hi Coach Ramsey,\n\nI coach Maddie Kowalski, a 2027 outside hitter, 6'0\", at Hillcrest High School. Her film: https://www.hudl.com/video/3/1234567/abc\n\nCoach Halvorsen\nHead Volleyball, Hillcrest High School",
      { address: "jhalvorsen@hillcresths.example", name: "Coach Jen Halvorsen" },
    );
    expect(email.isRecruiting).toBe(true);
  });
});

describe("a recruiting service's upsell to a coach's account is its mailing", () => {
  it("filters a service's count of new prospects matching the coach's saved filters, selling an upgrade", () => {
    const email = text(
      "Coach Lindgren, 188 new volleyball prospects match your filters",
      "Hi Coach Lindgren,\n\n188 new 2027 and 2028 volleyball prospects joined TalentTrail this month and match the saved filters on your coach account (OH, MB; Midwest; GPA 3.5+).\n\nUpgrade to TalentTrail Plus to:\n- see verified approach touch\n- message athletes directly\n\nStart a 14-day trial: https://talenttrail.example/plus\n\nThe TalentTrail Team\nYou are receiving this because you created a coach account.",
      { address: "coaches@talenttrail.example", name: "TalentTrail for Coaches" },
    );
    expect(email.isRecruiting).toBe(false);
    expect(email.confidence).toBeGreaterThanOrEqual(0.7);
  });
});

describe("a camper's or her family's question about a camp introduces nobody", () => {
  it("filters a registered camper's question about where to park, saying nothing of herself", () => {
    const email = text(
      "clinic sunday question",
      "Hi Coach,\n\nI'm signed up for the Sunday hitting clinic (the 1pm group). My dad asked me to find out where we should park and whether parents can stay and watch?\n\nThanks!\nJuniper",
      { address: "juniperokafor09@gmail.com", name: "Juniper Okafor" },
    );
    expect(email.isRecruiting).toBe(false);
    expect(email.confidence).toBeGreaterThanOrEqual(0.7);
  });

  it("filters a parent's question about the camps of a summer, its year only the season's", () => {
    const email = text("Pregunta sobre campamentos", "Hola coach,\n\n¿Cuándo son los campamentos de voleibol del verano de 2027 y cuánto cuestan?\n\nGracias,\nMarisol Quevedo", { address: "marisolquevedo@hotmail.com", name: "Marisol Quevedo" });
    expect(email.isRecruiting).toBe(false);
    expect(email.confidence).toBeGreaterThanOrEqual(0.7);
  });

  it("still reads an athlete's camp question that introduces her as recruiting", () => {
    const email = text(
      "Camp question - 2028 setter",
      "Hi Coach,\n\nI'm Juniper Okafor, a 2028 setter at Brookline High School, 5'9\", playing for Bay State 16 Black. Is your June prospect camp still open?\n\nJuniper Okafor",
      { address: "juniperokafor09@gmail.com", name: "Juniper Okafor" },
    );
    expect(email.isRecruiting).toBe(true);
  });
});

describe("a vendor's quote to the coach introduces nobody", () => {
  it("filters a uniform vendor's priced quote signed by its sales rep, her name no athlete's", () => {
    const email = text(
      "Quote #4471 - Tamarack SB 2028 uniforms",
      "Hi Coach,\n\nHere is the quote for next season:\n\n- 20 pinstripe jerseys, two colors: $1,600.00\n- 3 catcher helmets with decals: $285.00\n- 40 pairs of pants: $1,120.00\nSubtotal $3,005.00 | Team discount -$300.50 | Total $2,704.50\n\nProofs follow approval.\n\nThanks!\nMarnie Kolb\nAccount Manager | Fieldline Team Sports\n800-555-0142",
      { address: "marnie@fieldlineteam.example", name: "Marnie Kolb" },
    );
    expect(email.isRecruiting).toBe(false);
    expect(email.senderRole).toBe("other");
  });
});

describe("a Spanish-speaking athlete's two surnames are kept whole", () => {
  it("keeps both surnames of a player an agency in Spain introduces in English", () => {
    const email = text(
      "Prospect from Spain - Lucía Navarro Soler - Setter",
      "Dear Coach Whitfield,\n\nI work with Spanish student-athletes who want to study and play in the United States, and I would like to present one of them.\n\nLucía Navarro Soler\nPosition: Setter\nHeight: 1,78 m\nClub: CV Marítim Juvenil\nVideo: https://www.youtube.com/watch?v=Ln4vRt7PqXs\n\nKind regards,\nPau Roig\nMediterrània Sports | Valencia, Spain",
      { address: "pau.roig@mediterraniasports.example", name: "Mediterrània Sports" },
    );
    expect(email.athlete).toMatchObject({ firstName: { value: "Lucía" }, lastName: { value: "Navarro Soler" } });
  });

  it("keeps both surnames the letter gives when the subject gives only the first", () => {
    const email = text(
      "Mi hija Valeria Ortiz - voleibol 2028",
      "Buenas tardes entrenadora,\n\nLe escribo por mi hija, Valeria Ortiz Campos. Ella juega como líbero con el club Sur Texas 16 Rojo y se gradúa en 2028 de Edinburg North High School. Mide 5'4\" y su video está aquí: https://www.youtube.com/watch?v=Vo2kWq8RtZs\n\nMuchas gracias por su tiempo.\n\nAtentamente,\nGabriela Campos",
      { address: "gabycampos77@gmail.com", name: "Gabriela Campos" },
    );
    expect(email.athlete).toMatchObject({ firstName: { value: "Valeria" }, lastName: { value: "Ortiz Campos" } });
  });
});

describe("an agency that says whom it works with is a recruiting service", () => {
  it("reads an agency presenting 'one of our athletes' after saying it works with players who want to study abroad as a service", () => {
    const email = text(
      "International prospect - Inés Prado - Outside hitter",
      "Dear Coach Whitfield,\n\nMy name is Tomás Gil and I work with Chilean student-athletes who want to study and compete in the United States. I would like to present one of our athletes.\n\nInés Prado\nPosition: Outside hitter\nHeight: 1,80 m\nClub: Club Andino Juvenil\nVideo: https://www.youtube.com/watch?v=Ip7wQx2LmRt\n\nKind regards,\nTomás Gil\nAndes Campus Sports | Santiago",
      { address: "tomas.gil@andescampus.example", name: "Andes Campus Sports" },
    );
    expect(email.senderRole).toBe("recruiting_service");
  });
});

describe("a player's note about her own injury is hers", () => {
  it("reads a player's injury note to her coach as the athlete's, and surely no introduction", () => {
    const email = text("knee", "coach mel I tweaked my knee at school practice tonight, trainer says rest two days. I can still serve at saturday practice but no jumping. sorry!!\n\nSent from my iPhone", {
      address: "harpergoss@icloud.com",
      name: "Harper Goss",
    });
    expect(email.senderRole).toBe("athlete");
    expect(email.isRecruiting).toBe(false);
    expect(email.confidence).toBeGreaterThanOrEqual(0.7);
  });

  it("does not read a parent telling of her daughter's injury as the athlete", () => {
    const email = text("Ava's ankle", "Hi Coach,\n\nMy daughter Ava rolled her ankle at practice and will miss Saturday.\n\nThanks,\nDana Whitby", { address: "danawhitby@gmail.com", name: "Dana Whitby" });
    expect(email.senderRole).not.toBe("athlete");
  });
});

describe("a coach arranging a scrimmage or a place to play introduces nobody", () => {
  it("filters a school coach asking for a scrimmage, her own players told of by position", () => {
    const email = text(
      "spring scrimmage?",
      "Hi Dana,\n\nWould your team scrimmage our varsity in March? Our setter is a freshman and our libero is hurt, so it would be a great learning day for us.\n\nRuth Okonkwo\nHead Volleyball Coach, Cedar Bluff High School",
      { address: "rokonkwo@cedarbluffhs.example", name: "Ruth Okonkwo" },
    );
    expect(email.isRecruiting).toBe(false);
    expect(email.confidence).toBeGreaterThanOrEqual(0.7);
  });

  it("filters a college coach confirming a scrimmage who names her own players", () => {
    const email = text(
      "March 2 scrimmage",
      "Dana,\n\nConfirming our scrimmage Saturday, March 2 at noon at our gym.\n\nHeads up: Tessa Marlow (our senior setter) is on limited reps after an ankle sprain, and our freshman libero Joss Pennant will play the second match. Last year your OH, Bri Santos, hurt us.\n\nRuth\n\nRuth Okonkwo | Head Volleyball Coach | Fenmore College",
      { address: "rokonkwo@fenmore.edu", name: "Ruth Okonkwo" },
    );
    expect(email.isRecruiting).toBe(false);
    expect(email.confidence).toBeGreaterThanOrEqual(0.7);
  });

  it("still reads a player's update with clips from her team's scrimmage as recruiting", () => {
    const email = text(
      "Update - new club",
      "Hi Coach,\n\nQuick update: I moved to Timber Ridge VBC 17 Black this season. Updated clips from our first scrimmage: https://www.hudl.com/video/3/5550123/ab12cd\n\nNora Castellane\n2028 OPP | 6'0\"\nHorsetooth High School",
      { address: "noracastellane28@gmail.com", name: "Nora Castellane" },
    );
    expect(email.isRecruiting).toBe(true);
  });

  it("filters a school's request to rent the coach's pool for a meet", () => {
    const email = text(
      "Pool rental for February meet?",
      "Hi Dana,\n\nCedar Bluff is looking for a pool on Saturday, February 6 for our conference relay meet. Would your school rent the natatorium that morning, and what would it cost?\n\nThanks,\nGlen Barrow\nAquatics Director, Cedar Bluff High School",
      { address: "gbarrow@cedarbluffschools.org", name: "Glen Barrow" },
    );
    expect(email.isRecruiting).toBe(false);
    expect(email.confidence).toBeGreaterThanOrEqual(0.7);
  });
});

describe("a parent telling her young child's age in an aside writes as the parent", () => {
  it("reads a mother's thanks after a youth clinic, her child's age in brackets, as a parent's", () => {
    const email = text(
      "Thanks so much",
      "Coach Ramsey, thank you and your players for a wonderful morning at the kids' clinic. Lola (she's 9) talked about it the whole way home and wants to come back next summer.\n\nHappy holidays!\nBree Castor\n\nSent from my iPhone",
      { address: "breecastor@icloud.com", name: "Bree Castor" },
    );
    expect(email.senderRole).toBe("parent");
    expect(email.isRecruiting).toBe(false);
  });
});

describe("a college's own camp confirming a registration introduces nobody", () => {
  it("filters the college camp's confirmation that fills its form with the camper's class and position", () => {
    const email = text(
      "Registration confirmed: Spring Skills Camp - Avery Lindahl",
      "Dear Avery Lindahl,\n\nThank you for registering for the Fenmore Spring Skills Camp on March 14, 2027.\n\nCamper: Avery Lindahl\nGrad year: 2029\nPosition: Setter\n\nCheck-in opens at 8:30 AM at Fenmore Arena.\n\nFenmore Volleyball Camps",
      { address: "camps@fenmore.edu", name: "Fenmore Volleyball Camps" },
    );
    expect(email.isRecruiting).toBe(false);
    expect(email.confidence).toBeGreaterThanOrEqual(0.7);
  });
});

describe("a team's size or number list names its players as wearers", () => {
  it("filters a club manager's jersey sizes for her players coming to a team camp", () => {
    const email = text(
      "Re: shirt sizes for your team camp",
      "Coach Ramsey,\n\nHere are the t-shirt sizes for our girls coming to your team camp:\n\nHollander, Bea - M\nQuist, Marlo - S\nAbernathy, Jo - L\n\nThanks for hosting us.\n\nDeb Strand\nLakeland Lightning",
      { address: "dstrand@lakelandlightning.example", name: "Deb Strand" },
    );
    expect(email.isRecruiting).toBe(false);
    expect(email.confidence).toBeGreaterThanOrEqual(0.7);
  });
});

describe("a coach's thanks for a clinic run for her team introduces nobody", () => {
  it("filters a school coach's thank-you for a clinic, her players' thanks quoted under it", () => {
    // The first quoted player ("… teaching me …") reads as a name with the school's.
    const email = text(
      "Thank you from the Cedar Bluff girls!",
      "Coach Ramsey,\n\nThank you for running the clinic for our team on Saturday. The girls haven't stopped talking about the dodging stations. A few of them wanted to thank you themselves:\n\n\"Thank you for teaching me the split dodge!\" - Katie Brenner\n\"The goalie drills were so fun\" - Emma Lindgren\n\"Best Saturday of the fall\" - Lily Okafor\n\nWe'd love to have you back in the spring.\n\nRuth Okonkwo\nGirls Lacrosse, Cedar Bluff High School",
      { address: "rokonkwo@cedarbluff.k12.example", name: "Coach Ruth Okonkwo" },
    );
    expect(email.isRecruiting).toBe(false);
    expect(email.confidence).toBeGreaterThanOrEqual(0.7);
  });
});

describe("an alumni association's newsletter introduces nobody", () => {
  it("filters a programme's alumni newsletter telling of a current player's record", () => {
    const email = text(
      "Alumni Newsletter - Reunion weekend and a new record",
      "Fenmore Swimming Alumni Newsletter\n\nReunion weekend: 90 alumni came back, and Jo (Pratt) Keller '05 won the masters 100 free.\n\nRecord watch: current sophomore Tessa Marlow broke the school 200 fly record at the fall invite.\n\nGive to the Pool Fund: https://fenmoreswimalumni.example/give\n\nGo Herons!",
      { address: "alumni@fenmoreswimalumni.example", name: "Fenmore Swimming Alumni" },
    );
    expect(email.isRecruiting).toBe(false);
    expect(email.confidence).toBeGreaterThanOrEqual(0.7);
  });
});

describe("an event's organiser named by its event is an organisation", () => {
  it("filters a tournament's notice to college coaches, sent under the tournament's name", () => {
    const email = text(
      "Baltic Youth Cup 2027 - information for college coaches",
      "Dear college coaches,\n\nThe Baltic Youth Cup will be played 20-22 March 2027 in Riga, with 48 U17 and U19 teams. Scout badges are free and the team books list every player's club and birth year.\n\nConfirmed teams include VK Daugava and Riga Volley 2009.\n\nRegister here: https://balticyouthcup.example/scouts\n\nOrganising committee",
      { address: "scouts@balticyouthcup.example", name: "Baltic Youth Cup" },
    );
    expect(email.isRecruiting).toBe(false);
    expect(email.confidence).toBeGreaterThanOrEqual(0.7);
  });
});

describe("a club's bulletin listing its newest commits tells of recruitments closed", () => {
  it("filters a club's weekly bulletin whose listed players are each committed", () => {
    const email = text(
      "Surge Weekly - commitments, tryouts, spirit wear",
      "SURGE WEEKLY\n\nCongratulations to our newest commits!\n- Lena Marsh (17 Gold, 2027 OH) – committed to Harlan State University\n- Kira Dunn (18 Navy, 2027 L) – committed to Wexford College\n\nClub tryouts: Sunday, November 30.\n\nSpirit wear is on sale through December 5.\n\nCoastal Surge Volleyball Club | Mobile, AL",
      { address: "news@coastalsurgevbc.example", name: "Coastal Surge Volleyball" },
    );
    expect(email.isRecruiting).toBe(false);
    expect(email.confidence).toBeGreaterThanOrEqual(0.7);
  });
});

describe("a bounce returning a message sent from the coach's side introduces nobody", () => {
  it("filters a delivery report whose attached message (the coach's reply) names a recruit's class and position", async () => {
    const raw = [
      "From: Mail Delivery Subsystem <mailer-daemon@googlemail.com>",
      "To: dana.ramsey.x1y2@scout.inboxscout.app",
      "Subject: Delivery Status Notification (Failure)",
      "Date: Sat, 14 Nov 2026 12:42:30 -0800",
      "MIME-Version: 1.0",
      'Content-Type: multipart/report; report-type=delivery-status; boundary="REPORT"',
      "",
      "--REPORT",
      "Content-Type: text/plain; charset=UTF-8",
      "",
      "** Address not found **",
      "",
      "Your message wasn't delivered to tessa.m2028@gmial.com because the domain gmial.com couldn't be found.",
      "",
      "--REPORT",
      "Content-Type: message/delivery-status",
      "",
      "Final-Recipient: rfc822; tessa.m2028@gmial.com",
      "Action: failed",
      "Status: 5.1.1",
      "",
      "--REPORT",
      'Content-Type: message/rfc822; name="Re 2028 setter.eml"',
      "Content-Disposition: attachment",
      "",
      "From: Dana Ramsey <dramsey@fenmore.edu>",
      "To: tessa.m2028@gmial.com",
      "Subject: Re: 2028 setter Tessa Marlow - Lakeland 16 Gold",
      "Date: Sat, 14 Nov 2026 12:41:55 -0500",
      "MIME-Version: 1.0",
      "Content-Type: text/plain; charset=UTF-8",
      "",
      "Hi Tessa,",
      "",
      "Thanks for the film. As a 2028 setter you are right on time; we'll be at the Bluegrass Classic in January.",
      "",
      "Dana Ramsey",
      "Head Volleyball Coach, Fenmore College",
      "",
      "--REPORT--",
      "",
    ].join("\r\n");
    const email = await processRawEmail(Buffer.from(raw), { receivedAt: when });
    expect(email.isRecruiting).toBe(false);
    expect(email.confidence).toBeGreaterThanOrEqual(0.7);
  });
});

describe("a former player who coaches a rec team on the side recommends as herself, not as a coach", () => {
  it("reads an alumna who coaches a youth rec team, vouching for a player of another club, as other", () => {
    const email = text(
      "A setter you should see (from an alum)",
      "Coach Ramsey,\n\nIt's Corinne Vail - I played for you from 2012 to 2015. I coach a U12 rec team in Duluth now, and a girl I once had has become a real prospect. Tessa Marlow is a 2028 setter with North Shore 16 Black, goes to Duluth East High School and has a 3.9.\n\nHer email: tessamarlow28@gmail.com\n\nGo Herons!\nCorinne",
      { address: "corinnevail@gmail.com", name: "Corinne Vail" },
    );
    expect(email.isRecruiting).toBe(true);
    expect(email.senderRole).toBe("other");
  });

  it("still reads a club coach who says so as a club coach", () => {
    const email = text(
      "2028 setter Tessa Marlow",
      "Coach Ramsey,\n\nI coach the 16 Black team at North Shore VBC. Tessa Marlow is a 2028 setter on my team, goes to Duluth East High School and has a 3.9.\n\nCorinne Vail\nNorth Shore VBC",
      { address: "corinnevail@gmail.com", name: "Corinne Vail" },
    );
    expect(email.senderRole).toBe("club_coach");
  });
});

describe("a writer from the domain named by the team she pitches writes from her club", () => {
  it("reads a club director's recall notice, its subject her club's player entry, as a club coach's", () => {
    const email = text(
      "Recall: Harbor Crest - Maya Lund (2028 MB) + one more",
      'Jo Pellham would like to recall the message, "Harbor Crest - Maya Lund (2028 MB) + one more".',
      { address: "jo@harborcrest.example", name: "Jo Pellham" },
    );
    expect(email.isRecruiting).toBe(false);
    expect(email.senderRole).toBe("club_coach");
  });
});

describe("a club abroad named by its kind's initials or its sport first is a club", () => {
  it("reads a German club's newsletter under its initials as a club's", () => {
    const email = text(
      "TV Elbtal Volleyball – Newsletter November",
      "Liebe Mitglieder und Freunde,\n\nunsere U18 hat am Wochenende den Bezirkspokal gewonnen. Das Training in der Halle Nord beginnt wieder am 6. Januar.\n\nSportliche Grüße\nTV Elbtal Volleyball",
      { address: "newsletter@tv-elbtal.example", name: "TV Elbtal Volleyball" },
    );
    expect(email.isRecruiting).toBe(false);
    expect(email.senderRole).toBe("club_coach");
  });

  it("reads a Dutch club that leads with its sport as a club", () => {
    const email = text(
      "Talentendag 14 december",
      "Beste trainers,\n\nOp zaterdag 14 december houden wij onze talentendag voor meisjes van 13 tot 16 jaar in sporthal De Brink.\n\nMet sportieve groet,\nVolley Hoogeveld",
      { address: "info@volleyhoogeveld.example", name: "Volley Hoogeveld" },
    );
    expect(email.isRecruiting).toBe(false);
    expect(email.senderRole).toBe("club_coach");
  });
});

describe("a secondary school abroad writing under its own name is a school", () => {
  it("reads a secondary school's athletics honour roll as the school's", () => {
    const email = text(
      "Lakehead Athletics: winter honour roll",
      "Lakehead Secondary School Athletics - Winter Honour Roll\n\nOur student-athletes averaged a 3.5 GPA this term.\n\nSenior girls basketball: Ava Marchand-Bello (grade 11), Nia Osei (grade 12), Chloe Lavoie (grade 10)\n\nCongratulations to all! Go Lakers!",
      { address: "news@lakeheadss.example", name: "Lakehead Secondary School" },
    );
    expect(email.isRecruiting).toBe(false);
    expect(email.senderRole).toBe("high_school_coach");
  });
});
