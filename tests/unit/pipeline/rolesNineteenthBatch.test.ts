import { describe, expect, it } from "vitest";
import { processRawEmail, processTextEmail } from "../../../functions/src/pipeline/index";
import { rawMessage } from "./fixtures";

/**
 * The nineteenth and twentieth tuning batches' sender-role classes: a club's recruiting desk and a club coach who signs her team
 * by her own name are the club's, not a service's nor a stranger's.
 */
const when = new Date("2026-11-27T12:00:00Z");
const text = (subject: string, body: string, from: { address: string; name: string | null }) => processTextEmail({ subject, body, from }, { receivedAt: when });

describe("a club's recruiting desk is the club's", () => {
  const desk = { address: "recruiting@ridgelinejuniors.example", name: "Ridgeline Juniors Recruiting" };

  it("reads a club's recruiting coordinator, signing with the club's logo line and street address, as its coach", () => {
    const email = text(
      "Ridgeline Juniors 17 Blue | Libero | Noor Castellanos",
      "Coach,\n\nI coordinate college recruiting for Ridgeline Juniors and am writing about one of our 17 Blue players.\n\nNoor Castellanos\n2028 | Libero | 5'6\"\nEmail: noorcastellanos.vb@gmail.com\n\nKind regards,\n\nGwen Halvorsen\nCollege Recruiting Coordinator\n[Ridgeline Juniors logo]\nRidgeline Juniors Volleyball Club\n220 Harbor Way, Suite 3\nTacoma, WA 98402",
      desk,
    );
    expect(email.senderRole).toBe("club_coach");
    expect(email.athlete).toMatchObject({ firstName: { value: "Noor" }, lastName: { value: "Castellanos" } });
  });

  it("reads the desk's out-of-office reply as the club's", () => {
    const email = text("Automatic reply: Re: Noor Castellanos", "Thank you for your email. Our recruiting office is closed until Monday. For urgent questions please call our Club Director at 253-555-0190.\n\nGwen Halvorsen\nCollege Recruiting Coordinator\nRidgeline Juniors Volleyball Club", desk);
    expect(email.senderRole).toBe("club_coach");
  });

  it("still reads a recruiting company named after a club word, from its own recruiting domain, as a service", () => {
    const email = text(
      "2028 libero Noor Castellanos",
      "Coach,\n\nOur recruiting coordinators work with families to place student-athletes in college programs.\n\nNoor Castellanos\n2028 | Libero | 5'6\"\n\nGwen Halvorsen\nRecruiting Coordinator\nSummit Elite Recruiting",
      { address: "gwen@summiteliterecruiting.example", name: "Summit Elite Recruiting" },
    );
    expect(email.senderRole).toBe("recruiting_service");
  });
});

describe("a club coach who signs her team by her own name coaches it", () => {
  it("reads a travel-ball coach who signs her team with her surname after a dash as a club coach", () => {
    const email = text(
      "2028 RHP Marlee Quist",
      "Coach\n\nMarlee Quist is a 2028 RHP, 5 foot 7, plays her HS ball at Ketchum High. Her cell 479 555 0131.\n\nDale Fenwick\nRed River Rebels 16U Gold - Fenwick\nSent from my iPhone",
      { address: "dfenwick.rebels@yahoo.com", name: "Dale Fenwick" },
    );
    expect(email.senderRole).toBe("club_coach");
  });

  it("reads a club coach's schedule note signed with her team and 'Coach <surname>' as a club coach's", () => {
    const email = text("Our spring schedule", "Hi Coach,\n\nThanks for coming to practice. Here's where we'll be this spring:\n\nJan 9-10 Bluegrass Qualifier\nFeb 13-15 Music City Qualifier\n\nJo\nRiverbend 16 Black - Coach Ashby\n615-555-0144", {
      address: "coachjo.rbvbc@gmail.com",
      name: "Jo Ashby",
    });
    expect(email.senderRole).toBe("club_coach");
  });

  it("does not read an athlete who signs her team with her coach's name as its coach", () => {
    const email = text("2028 RHP Marlee Quist", "Hi Coach,\n\nMy name is Marlee Quist, a 2028 RHP from Ketchum, OK. I'd love to play for you.\n\nMarlee Quist\nRed River Rebels 16U Gold - Fenwick", { address: "marleequist28@gmail.com", name: "Marlee Quist" });
    expect(email.senderRole).toBe("athlete");
  });
});

describe("a person's note that introduces no athlete: the player speaking of herself, or her family of her", () => {
  const player = { address: "maren.oakes@gmail.com", name: "Maren Oakes" };
  const father = { address: "doakes@fastmail.example", name: "Dale Oakes" };
  const role = (body: string, from: { address: string; name: string | null }, subject = "Thank you") => text(subject, body, from);

  it("reads a player who thanks the coach after committing to another college as the athlete", () => {
    const email = role("Coach Ramos,\n\nI wanted you to hear it from me: I have verbally committed to play volleyball at Tillman State University. Thank you for everything.\n\nMaren Oakes", player);
    expect(email).toMatchObject({ isRecruiting: false, senderRole: "athlete" });
  });

  it("reads a player asking off a camp list, or declining the roster spot offered to her, as the athlete", () => {
    expect(role("hi can you please take me off the camp email list? i decided im not going to play in college. thanks", player, "Re: Winter camp").senderRole).toBe("athlete");
    expect(role("Hi Coach,\n\nThank you for offering me a roster spot. I'm going to accept an academic scholarship instead, so I'll have to say no.\n\nMaren", player, "Re: Roster spot").senderRole).toBe("athlete");
  });

  it("reads a player who declines in German as the athlete", () => {
    expect(role("Liebe Frau Ramos,\n\nvielen Dank für Ihr Interesse. Ich habe mich nach langem Überlegen entschieden, in Deutschland zu studieren.\n\nViele Grüße\nMaren", { address: "maren.oakes@gmx.de", name: "Maren Oakes" }, "AW: Volleyball").senderRole).toBe("athlete");
  });

  it("reads a player's apology from her recruiting mailbox (her name and her sport) as the athlete", () => {
    expect(role("Hi Coach,\n\nSo sorry, last night's email was meant for a different school. Please disregard it!\n\nMaren", { address: "marenoakes.lax@gmail.com", name: "Maren Oakes" }, "Please disregard").senderRole).toBe("athlete");
  });

  it("reads a father who says his daughter stepped away from the sport, or who thanks the coach on behalf of the family, as a parent", () => {
    expect(role("Coach,\n\nThanks for the invite. Josie has decided to step away from softball after this season, so we won't be attending.\n\nDale Oakes", father, "Re: Junior Day").senderRole).toBe("parent");
    expect(role("Coach Ramos,\n\nOn behalf of our family, thank you for recruiting Josie. She has committed to Harlan College and signed last week.\n\nDale & Ruth Oakes", father).senderRole).toBe("parent");
  });

  it("reads a person's question about the rules as a parent's", () => {
    const email = role("Buenos días,\n\n¿Es necesario registrarse en el NCAA Eligibility Center antes de contactar a los entrenadores?\n\nGracias,\nLucía Ferrán", { address: "luciaferran@hotmail.com", name: "Lucía Ferrán" }, "Pregunta");
    expect(email).toMatchObject({ isRecruiting: false, senderRole: "parent" });
  });
});

describe("a coach's title over her school's or her college's own line", () => {
  it("reads a junior college's coach, her title over the college's name, as other, for a player or a scrimmage", () => {
    const from = { address: "rhollins@tallgrasscc.example", name: "Coach Hollins" };
    const player = text("Tallgrass CC sophomore C - Brynn Oates", "Coach,\n\nI have a sophomore catcher with two years left to play. Brynn Oates, C, 5'6\", hit .342 last spring. She graduated from Enid High School in 2025.\n\nEmail: boates@students.tallgrasscc.example\n\nRita Hollins\nHead Softball Coach\nTallgrass Community College\n580-555-0110", from);
    expect(player.senderRole).toBe("other");
    const scrimmage = text("Scrimmage in March?", "Coach,\n\nAny interest in a doubleheader scrimmage the first weekend of March? We can come to you.\n\nRita Hollins\nHead Softball Coach\nTallgrass Community College", from);
    expect(scrimmage.senderRole).toBe("other");
  });

  it("reads a school's athletic director who also coaches as a high-school coach, and the school's name in the subject as no athlete's", () => {
    const email = text(
      "Cimarron Baptist - SS Jolene Pike",
      "Coach,\n\nI'm the AD here at Cimarron Baptist School and I also coach our softball team. Jolene Pike is a junior (graduates 2028), a shortstop, 5'6\". Her travel team is the OK Rattlers 17U - Dodd.\n\nJolene's email: jolenepike2028@gmail.com\n\nHal Brisco\nAthletic Director | Head Softball Coach\nCimarron Baptist School\nGuthrie, Oklahoma",
      { address: "hbrisco@cimarronbaptist.example", name: "Hal Brisco" },
    );
    expect(email.senderRole).toBe("high_school_coach");
    expect(email.athlete).toMatchObject({ firstName: { value: "Jolene" }, lastName: { value: "Pike" }, highSchool: { value: "Cimarron Baptist School" } });
  });
});

describe("a parent or guardian who says so only by her display name or in Spanish", () => {
  const mom = { address: "dana.pruett.home@gmail.com", name: "Tessa's Mom" };

  it("reads a display name 'Tessa's Mom' as a parent, and the athlete's address as hers, not her mother's", () => {
    const email = text("Tessa Pruett - 2028 libero", "Good morning Coach,\n\nTessa is a 2028 libero, 5'5\", and plays for Ozark Thunder 16 Red. She has a 3.9 GPA.\n\nHer email: tessapruett.vb@gmail.com\n\n-Dana", mom);
    expect(email.senderRole).toBe("parent");
    expect(email.athlete?.email?.value).toBe("tessapruett.vb@gmail.com");
    expect(text("Camp refund?", "Hi Coach,\n\nIf Tessa gets sick before the January camp, can we get a refund?\n\nThank you!\nDana", mom).senderRole).toBe("parent");
  });

  it("reads an aunt who is her niece's legal guardian, writing in Spanish, as a parent", () => {
    const email = text(
      "Renata Solís - armadora - 2028",
      "Buenas noches Coach,\n\nLe escribo como tía y tutora legal de mi sobrina Renata Solís. Es armadora, mide 1,72 m y juega en el club Valle Alto 16 Oro. Se gradúa en 2028.\n\nCorreo de Renata: renata.solis28@gmail.com\n\nMuchas gracias,\nInés Quiroga\nTía y tutora de Renata",
      { address: "ines.quiroga@hotmail.com", name: "Inés Quiroga" },
    );
    expect(email.senderRole).toBe("parent");
  });
});

describe("agents and agencies abroad are services, and the player they place is the athlete", () => {
  it("reads a German placement agency's consultant as a service, though she calls the player one of our athletes", () => {
    const email = text(
      "International MB for fall 2027 - Frieda Lanz (GER)",
      "Dear Coach,\n\nmy name is Katrin Vogel, I am the volleyball consultant of Nordbrücke Sports, a placement agency for German student-athletes. I would like to introduce one of our athletes.\n\nName: Frieda Lanz\nPosition: Middle blocker\nAbitur 2027\nFrieda's e-mail: frieda.lanz@web.de\n\nKind regards\nKatrin Vogel\nNordbrücke Sports GmbH",
      { address: "k.vogel@nordbruecke.example", name: "Katrin Vogel" },
    );
    expect(email.senderRole).toBe("recruiting_service");
  });

  it("reads a Brazilian agent who says so in Portuguese as a service, and the player she presents as the athlete, not the agent", () => {
    const email = text(
      "Levantadora para 2027 - Larissa Montes",
      "Prezada Coach,\n\nMeu nome é Paulo Arruda, sou agente da Rede Atleta e ajudo atletas brasileiras a conseguir bolsas em universidades americanas. Gostaria de apresentar a Larissa Montes, levantadora, 1,80 m. Ela estuda no Colégio São Bento.\n\nE-mail da atleta: larissa.montes.vb@gmail.com\n\nAtenciosamente,\nPaulo Arruda",
      { address: "paulo@redeatleta.example", name: "Paulo Arruda" },
    );
    expect(email.senderRole).toBe("recruiting_service");
    expect(email.athlete).toMatchObject({ firstName: { value: "Larissa" }, lastName: { value: "Montes" }, email: { value: "larissa.montes.vb@gmail.com" } });
    expect(email.athletes?.map((athlete) => athlete.firstName?.value)).toEqual(["Larissa"]);
  });

  it("reads an agency's mailing of its players available for an intake as a service's", () => {
    const email = text(
      "Nordbrücke Sports - Volleyball Prospects 2027",
      "Dear Coaches,\n\nour volleyball athletes available for the fall 2027 intake:\n\n- Frieda Lanz, MB, 1,88 m, USC Kiel\n- Marta Sommer, S, 1,76 m, TV Lübeck\n- Jana Roth, L, 1,67 m, SC Rostock\n\nProfiles on request.\n\nNordbrücke Sports GmbH\nUnsubscribe: https://nordbruecke.example/unsubscribe",
      { address: "newsletter@nordbruecke.example", name: "Nordbrücke Sports" },
    );
    expect(email.senderRole).toBe("recruiting_service");
  });

  it("reads a player who names her school 'Colegio Sierra Madre' as the athlete, not a parent", () => {
    const email = text("Base, generación 2027", "Estimada entrenadora:\n\nMe llamo Renata Olvera Cantú, juego de base y estudio en el Colegio Sierra Madre de Saltillo. Termino la preparatoria en 2027.\n\nSaludos,\nRenata", { address: "renata.olverac@gmail.com", name: "Renata Olvera Cantú" });
    expect(email.senderRole).toBe("athlete");
    expect(email.athlete).toMatchObject({ firstName: { value: "Renata" } });
  });
});

describe("a forwarded sender whose display name has a bar in it", () => {
  it("keeps her address, which the forward parser leaves inside the name ('Katrin Vogel | Nordbrücke Sports <k.vogel@…>')", async () => {
    const body = "FYI\n\n---------- Forwarded message ---------\nFrom: Katrin Vogel | Nordbrücke Sports <k.vogel@nordbruecke.example>\nDate: Tue, Nov 24, 2026 at 10:31 AM\nSubject: MB for 2027 - Frieda Lanz\nTo: <jellis@state.edu>\n\nDear Coach,\n\nI would like to introduce Frieda Lanz, a 2027 middle blocker, 1,88 m.\n\nKatrin Vogel\nNordbrücke Sports GmbH";
    const email = await processRawEmail(rawMessage(body, { subject: "Fwd: MB for 2027 - Frieda Lanz" }));
    expect(email.originalFrom?.address).toBe("k.vogel@nordbruecke.example");
  });
});

describe("a softball club named by 'Fastpitch' from its own domain", () => {
  it("reads it as a club coach, though its words say nothing of coaching", () => {
    const email = text(
      "Gulf Tide 16U National - Brielle Thibodeaux, 2028 CF",
      "Coach,\n\nBrielle Thibodeaux - 2028 - CF - 5'6\"\nSchool: Cecilia High School - Cecilia, LA\nEmail: briellethib28@gmail.com\n\nBrielle is the fastest player on the team.\n\nCoach Remy Landry\nGulf Tide Fastpitch\nPO Box 1180, Cecilia, LA 70521",
      { address: "coachlandry@gulftide.example", name: "Gulf Tide Fastpitch" },
    );
    expect(email.senderRole).toBe("club_coach");
  });
});

describe("a club writing from a free mailbox under its own name, and a former player asking after her old team", () => {
  it("reads a club that signs with the name it sends from as the club, though its mailbox is a free one", () => {
    const email = text(
      "College coaches wanted - Winter Exposure Camp",
      "Coaches,\n\nThe Prairie Vipers organization (10U-18U) is hosting our Winter Exposure Camp on January 23. We pay college coaches a stipend plus mileage. Would you like to work it?\n\nPlease let Dana know by Dec 15.\n\nPrairie Vipers Fastpitch",
      { address: "prairievipersfp@gmail.com", name: "Prairie Vipers Fastpitch" },
    );
    expect(email).toMatchObject({ isRecruiting: false, senderRole: "club_coach" });
  });

  it("reads a former player asking about an alumni match, who would bring her kids, as other, not a parent", () => {
    const email = text("Alumni match next fall?", "Hi Coach!\n\nA group of us from the 2011-2014 teams want to come back for an alumni match next fall. Is there a date yet? We'd love to bring our kids to watch practice too.\n\nJess (Whitlow) Baranski '13", { address: "jessbaranski@gmail.com", name: "Jess Baranski" });
    expect(email).toMatchObject({ isRecruiting: false, senderRole: "other" });
  });
});

describe("a club coach's club named as its domain is no player", () => {
  it("reads the player a club coach recommends, not the club her own domain names", () => {
    const email = text(
      "GK recommendation - Niamh Doherty, Red Canyon United 2009 Girls",
      "Coach,\n\nI'm the keeper coach and 2009 Girls head coach at Red Canyon United. I'd like to recommend our starting goalkeeper, Niamh Doherty. She's a 2027 grad, 5'9\".\n\nniamh.doherty@gmail.com\n\nOwen Pryce\nHead Coach, 2009 Girls | Goalkeeper Director\nRed Canyon United Soccer Club",
      { address: "opryce@redcanyonunited.example", name: "Owen Pryce" },
    );
    expect(email.senderRole).toBe("club_coach");
    expect(email.athlete).toMatchObject({ firstName: { value: "Niamh" }, lastName: { value: "Doherty" } });
  });
});

describe("a guardian's own number under the line that names her ward", () => {
  it("does not take the aunt's number under 'Tía y tutora de Renata' for the athlete's", () => {
    const email = text(
      "Renata Solís Ugarte - armadora - 2028",
      "Buenas noches Coach,\n\nLe escribo como tía y tutora legal de mi sobrina Renata Solís Ugarte. Es armadora, mide 1,72 m y juega en el club Valle Alto 16 Oro. Se gradúa en 2028.\n\nCorreo de Renata: renata.solis28@gmail.com\n\nMuchas gracias por su tiempo,\nInés Solís\nTía y tutora de Renata\n(956) 555-0143",
      { address: "ines.solis.t@hotmail.com", name: "Inés Solís" },
    );
    expect(email.senderRole).toBe("parent");
    expect(email.athlete?.phone ?? null).toBeNull();
  });
});

describe("'her email' in someone else's letter", () => {
  it("reads the address a family friend gives as 'her email', though the sentence names the athlete's mother first", () => {
    const email = text(
      "A kid you should know about",
      "Hi Coach!\n\nI played for you 2009-2012. My neighbor's daughter, Mila Dorsey, is a 2028 outside hitter, 5'11\". Her mom said I could pass along her email, miladorsey.vb@gmail.com, and her highlights: https://youtu.be/Md8cT3qRw0p\n\nJen (Harlan) Pace '12",
      { address: "jenpace@gmail.com", name: "Jen Pace" },
    );
    expect(email.athlete?.email?.value).toBe("miladorsey.vb@gmail.com");
  });
});

describe("a volleyball club's own domain ending in 'vb'", () => {
  it("reads a coach writing from it about a player 'on my 16s' as a club coach", () => {
    const email = text("2029 middle - Tamsin Holt", "Coach,\n\nTamsin Holt is a 2029 middle on my 16s. She's 6'1\" and goes to Alder Creek High School.\n\nHer email is tamsinholt29@gmail.com.\n\nCoach Pat Renner\n704-555-0150", { address: "pat@larkhillvb.example", name: "Pat Renner" });
    expect(email.senderRole).toBe("club_coach");
  });

  it("reads its director's out-of-office reply as the club's", () => {
    const email = text("Automatic reply: Tamsin Holt", "Thank you for your email. I am at a tournament through Sunday with limited access to email.\n\nPat Renner\nDirector of Recruiting | Larkhill Volleyball", { address: "pat@larkhillvb.example", name: "Pat Renner" });
    expect(email.senderRole).toBe("club_coach");
  });
});

describe("a club coach abroad who names her team by its age", () => {
  it("reads 'I am the U19 coach of …' as a club coach, and a subject 'Unterlagen USA' as no one's name", () => {
    const email = text(
      "Unterlagen USA",
      "Dear Coach,\n\nI am the U19 coach of SV Auwiesen in Linz. Our captain Mira Hofbauer, a midfielder, wants to study in the USA after her Matura.\n\nName: Mira Hofbauer\nPosition: Midfielder\nEmail: mira.hofbauer08@gmail.com\n\nBest regards,\nKarl Eder",
      { address: "k.eder@svauwiesen.example", name: "Karl Eder" },
    );
    expect(email.senderRole).toBe("club_coach");
    expect(email.athlete).toMatchObject({ firstName: { value: "Mira" }, lastName: { value: "Hofbauer" } });
  });
});

describe("a club coach who signs her team, a comma, then her title", () => {
  it("reads 'Mesa Fuego 18U Gold, Head Coach' as a club coach's sign-off", () => {
    const email = text("2027 LF Remy Ocampo", "Coach - this is one of my better kids, a grinder. Remy Ocampo, 2027 LF, 5'7\", remyocampo27@gmail.com.\n\nLuis Ferrer\nMesa Fuego 18U Gold, Head Coach\n505-555-0181", { address: "lferrer@mesafuego.example", name: "Luis Ferrer" });
    expect(email.senderRole).toBe("club_coach");
  });

  it("reads 'one of my 18U kids' as a club coach's words", () => {
    const email = text("Fwd: Pinecrest", "Coach - one of my 18U kids asked me to pass this along. Remy Ocampo, 2027 LF, 5'7\", remyocampo27@gmail.com. Call me if you want the honest version.\n\nLuis", { address: "lferrer@mesafuego.example", name: "Luis Ferrer" });
    expect(email.senderRole).toBe("club_coach");
  });
});
