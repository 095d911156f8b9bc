import { describe, expect, it } from "vitest";
import { processRawEmail, processTextEmail } from "../../../functions/src/pipeline/index";

/**
 * Field classes of the nineteenth and twentieth tuning batches (third parties; athletes and families as strangers write):
 * each shape below is written afresh, not copied from the corpus.
 */
const when = new Date("2026-11-27T12:00:00Z");
const athlete = { address: "marenkowalczyk28@gmail.com", name: "Maren Kowalczyk" };
const clubCoach = { address: "dtrahan.fastpitch@yahoo.com", name: "Dale Trahan" };
const read = (body: string, from = athlete, subject = "Prospective student-athlete") => processTextEmail({ subject, body, from }, { receivedAt: when }).athlete;

function htmlOnly(html: string): Buffer {
  return Buffer.from(`From: Maren Kowalczyk <${athlete.address}>\r\nTo: coach@northfield.edu\r\nSubject: Softball profile\r\nDate: Mon, 3 Mar 2025 07:42:00 -0500\r\nMessage-ID: <profile@html>\r\nMIME-Version: 1.0\r\nContent-Type: text/html; charset=utf-8\r\n\r\n${html}\r\n`);
}

describe("a second softball position", () => {
  it("reads a profile's 'Primary: … Secondary: …' written on one line, as HTML collapses its two columns' gap", async () => {
    const line = "Primary: LHP Secondary: 3B";
    expect(read(`Hi Coach,\n\nName: Maren Kowalczyk\nGrad Year: 2028\n${line}\n\nMaren`)?.positions?.value).toEqual(["P", "3B"]);
    const html = `<div dir="ltr"><div>Hi Coach,</div><div><br></div><div>Name: Maren Kowalczyk</div><div>Grad Year: 2028</div><div>Primary: LHP      Secondary: 3B</div><div><br></div><div>Maren</div></div>`;
    const fromHtml = (await processRawEmail(htmlOnly(html), { receivedAt: when })).athlete;
    expect(fromHtml?.positions?.value).toEqual(["P", "3B"]);
    // "Secondary:" is the label of her second position, no school's last word.
    expect(fromHtml?.highSchool).toBeNull();
  });

  it("reads the base a coach says she plays when she is not pitching or catching", () => {
    const note = (said: string) => `Coach,\n\nMaren Kowalczyk is my best arm. 2028 LHP, sits 57-59, curve and screw are her out pitches. 5 foot 7. ${said} Plays her HS ball at Ridgeview High.\n\nDale Trahan\nBayou Blaze 16U - Trahan`;
    expect(read(note("She is a 1B when she doesnt pitch."), clubCoach)?.positions?.value).toEqual(["P", "1B"]);
    expect(read(note("She plays outfield when not pitching."), clubCoach)?.positions?.value).toEqual(["P", "OF"]);
  });

  it("reads 'second basemen', the misspelt plural", () => {
    expect(read("Hello coach,\n\nim Maren Kowalczyk, a shortstop and second basemen in the class of 2028.\n\nMaren")?.positions?.value).toEqual(["SS", "2B"]);
  });
});

describe("a club team's coach after a dash, titled", () => {
  it("keeps the team as written, the title 'Coach' with the name", () => {
    const signed = read("Coach,\n\nMaren Kowalczyk is a 2028 setter on my 17s, 5'10\", great hands. Her cell is 417-555-0162.\n\nDeb Oakes\nCedar Bluff 17 Royal - Coach Oakes\n417-555-0109", { address: "deb.oakes.cbvc@gmail.com", name: "Deb Oakes" }, "2028 setter Maren Kowalczyk");
    expect(signed?.clubTeam?.value).toBe("Cedar Bluff 17 Royal - Coach Oakes");
    expect(read("Hi Coach,\n\nI'm Maren Kowalczyk, a 2028 shortstop. I play for Bayou Blaze 16U - Coach Trahan.\n\nMaren")?.clubTeam?.value).toBe("Bayou Blaze 16U - Coach Trahan");
  });
});

describe("a club team written whole in the letter, its club and team apart in the signature", () => {
  it("keeps the letter's form: the email never writes the two put together", () => {
    const letter = (signature: string) => `Coach,\n\nMaren Kowalczyk is a 2028 setter on my Cedar Bluff 17 Royal team, 5'10", great hands. Her cell is 417-555-0162.\n\nDeb Oakes\nClub Director\n${signature}\n417-555-0109`;
    const director = { address: "deb.oakes@cedarbluffvbc.example", name: "Deb Oakes" };
    expect(read(letter("Cedar Bluff VBC, 17 Royal"), director, "2028 setter Maren Kowalczyk")?.clubTeam?.value).toBe("Cedar Bluff 17 Royal");
    expect(read(letter("Cedar Bluff VBC | 17 Royal"), director, "2028 setter Maren Kowalczyk")?.clubTeam?.value).toBe("Cedar Bluff 17 Royal");
    // Written whole, the club's fuller name is its fullest form.
    expect(read(letter("Cedar Bluff VBC 17 Royal"), director, "2028 setter Maren Kowalczyk")?.clubTeam?.value).toBe("Cedar Bluff VBC 17 Royal");
  });
});

describe("a keeper's position", () => {
  it("reads no position from a staff title ('the keeper coach', 'Goalkeeper Director')", () => {
    const coach = { address: "t.mcbride@riverlandsfc.example", name: "Tomas McBride" };
    const body = "Coach,\n\nI'm the keeper coach for our 2010 Girls at Riverlands FC and I'd like to recommend our starting goalkeeper, Maren Kowalczyk, class of 2028. She is 5'9\".\n\nTomas McBride\nGoalkeeper Director, Riverlands FC";
    expect(read(body, coach, "Keeper recommendation")?.positions?.value).toEqual(["goalkeeper"]);
  });

  it("takes the quoted first email's word for the subject's code ('GK' over 'goalkeeper')", () => {
    const body = "Coach Ruiz,\n\nHere is my new film from this fall: https://vimeo.com/1022334455\n\nMaren\n\nOn Tue, Aug 18, 2026 at 4:40 PM Maren Kowalczyk <marenkowalczyk28@gmail.com> wrote:\n> Dear Coach Ruiz,\n>\n> My name is Maren Kowalczyk and I am a goalkeeper in the class of 2028 at Lakeview High School. I'm 5'9\".\n>\n> Maren Kowalczyk";
    const forwarded = `Dan Ruiz\nHead Women's Soccer Coach\n\n-------- Forwarded Message --------\nSubject: \tRe: GK Maren Kowalczyk (2028)\nDate: \tTue, 10 Nov 2026 20:26:33 -0500\nFrom: \tMaren Kowalczyk <${athlete.address}>\nTo: \tdruiz@northfield.edu\n\n${body}`;
    expect(read(forwarded, { address: "druiz@northfield.edu", name: "Dan Ruiz" }, "Fwd: Re: GK Maren Kowalczyk (2028)")?.positions?.value).toEqual(["goalkeeper"]);
  });
});

describe("a water polo center", () => {
  it("reads 'center (2-meter)' as one position, the center", () => {
    const body = "Hello Coach,\n\nI'm Maren Kowalczyk, a 2028 center (2-meter) from Tustin, CA. I play water polo for Tustin Hills High School and for Saddleback Polo Club 16U Gold.\n\nMaren";
    expect(read(body, athlete, "Water polo - 2-meter/center - 2028")?.positions?.value).toEqual(["center"]);
  });
});

describe("the club she plays for now, beside one she left or a test she sat", () => {
  it("reads the club she played for 'before' her current one as a past season's", () => {
    const body = "Hello Coach,\n\nI'm Maren Kowalczyk, a 2028 driver from Tustin, CA. I play for Tustin Hills High School and for Saddleback Polo Club 16U Gold, coached by Ana Ruiz. Before SPC I played two years with Mission Viejo Aquatics Polo.\n\nMaren";
    expect(read(body)?.clubTeam?.value).toBe("Saddleback Polo Club 16U Gold");
  });

  it("reads no club from 'on the SAT'", () => {
    const body = "Good morning Coach,\n\nFirst quarter grades came out: my cumulative unweighted GPA is now 3.74 and I got a 1310 on the SAT in October. Just wanted you to have the newest numbers!\n\nStill with Cedar Bluff Elite 18 Royal, first tournament is in January.\n\nMaren";
    expect(read(body)?.clubTeam?.value).toBe("Cedar Bluff Elite 18 Royal");
  });

  it("reads a team without the years she was on it, and one whose years have ended as past", () => {
    const resume = "Hi Coach,\n\nI'm Maren Kowalczyk, class of 2028, a middle.\n\nClub: Cedar Bluff 17 Royal (2025-present)\nFormer club: Ozark Rain 15s\n\nMaren";
    expect(read(resume)?.clubTeam?.value).toBe("Cedar Bluff 17 Royal");
    const alumna = "Hi Coach!\n\nI played for Northfield 2009-2013 (setter). My neighbor's daughter, Maren Kowalczyk, is a 2028 outside hitter. She's 5'11\", plays for Cedar Bluff 17 Royal and goes to Ridgeview High School.\n\nKat";
    expect(read(alumna, { address: "katbrightwater@gmail.com", name: "Kat Brightwater" }, "A kid you should know about")?.clubTeam?.value).toBe("Cedar Bluff 17 Royal");
  });
});

describe("her phone in a parent's letter or her own quoted email", () => {
  it("reads 'she can be reached directly at her email or her number' in a father's letter as hers", () => {
    const father = { address: "rkowalczyk@bayoumech.example", name: "Russ Kowalczyk" };
    const body = "Coach,\n\nMy daughter Maren Kowalczyk is a left-handed pitcher, class of 2028, at Ridgeview High School. She is 5'8\".\n\nHer skills video is at https://www.youtube.com/watch?v=Mk28lhpVid0 and she can be reached directly at marenk28@gmail.com or 337-555-0186.\n\nMy cell is 337-555-0122 if you have any questions for the family.\n\nRuss Kowalczyk\n337-555-0122";
    expect(read(body, father, "My daughter Maren - 2028 LHP")?.phone?.value).toBe("+13375550186");
  });

  it("reads the number in her own first email, quoted under the coach's reply she answers", () => {
    const body = "Hi Coach,\n\nThank you for writing back! Here is our spring schedule:\n\nMar 14-15  Red Dirt Invitational, Stillwater\n\nMaren\n\nOn Tue, Nov 17, 2026 at 10:05 AM Dana Ruiz <druiz@northfield.edu> wrote:\n\n> Maren - thanks for the video. Can you send your schedule?\n>\n> Dana Ruiz\n> Northfield University\n> (479) 555-0104\n>\n> On Sat, Nov 14, 2026 at 7:47 PM Maren Kowalczyk <marenkowalczyk28@gmail.com> wrote:\n>\n> > Coach Ruiz,\n> >\n> > I'm Maren Kowalczyk, a 2027 outfielder from Tulsa, Oklahoma. I play for Red Dirt Bombers 18U Premier.\n> >\n> > Phone: 918-555-0178\n> >\n> > Maren Kowalczyk";
    expect(read(body, athlete, "Re: Maren Kowalczyk - 2027 OF")?.phone?.value).toBe("+19185550178");
  });
});

describe("a GPA said without its label", () => {
  it("reads 'she earned a 4.0 her freshman year' in a family's letter", () => {
    const family = { address: "kowalczyk.home@gmail.com", name: "Kowalczyk Household" };
    const body = "Dear Coach,\n\nWe are writing to introduce our daughter Maren Kowalczyk, a 2029 right side hitter at Ridgeview High School.\n\nMaren is 6'1\" and still growing. She earned a 4.0 her freshman year.\n\nThe Kowalczyk Family";
    expect(read(body, family, "Introducing Maren Kowalczyk, 2029 RS")?.gpa?.value.value).toBe(4);
  });

  it("reads a junior-college player's '3.3 college GPA'", () => {
    const coach = { address: "dtrahan.cc@gmail.com", name: "Dale Trahan" };
    const body = "Coach,\n\nMaren Kowalczyk is a sophomore outfielder for us at Bayou Community College, class of 2027. 5'7\", bats left.\n\n3.3 college GPA, all transferable credits, on track.\n\nDale Trahan";
    expect(read(body, coach, "Sophomore OF Maren Kowalczyk")?.gpa?.value.value).toBe(3.3);
  });
});

describe("places and schools abroad, and a trainer's town", () => {
  it("reads no home from the town where the writer runs her business ('I run a performance gym in Ames, Iowa')", () => {
    const trainer = { address: "coach@ironworksstrength.example", name: "Dee Okafor" };
    const body = "Coach,\n\nI run a performance gym in Norman, Oklahoma and train a few volleyball players.\n\nMaren Kowalczyk, middle blocker, class of 2027, Ridgeview High School. 6'2\". Club: Sooner Juniors 17 Red.\n\nMaren: marenk27@icloud.com\n\nDee Okafor\nIronworks Strength\nNorman, OK";
    const read1 = read(body, trainer, "Athlete I train - Maren Kowalczyk");
    expect(read1?.city).toBeNull();
    expect(read1?.state).toBeNull();
  });

  it("reads her town said with its country in brackets ('soy de Pamplona (España)')", () => {
    const body = "Hola entrenador,\n\nMe llamo Maren Etxeberria, soy de Pamplona (España) y juego de defensa central en el CD Arga Femenino. Termino en junio de 2027.\n\nMaren Etxeberria";
    expect(read(body, { address: "maren.etx09@gmail.com", name: "Maren Etxeberria" }, "Jugadora española - 2027")?.city?.value).toBe("Pamplona");
  });

  it("reads a German 'Gymnasium am …' and a Basque ikastola as her school", () => {
    const german = "Sehr geehrte Frau Holloway,\n\nmein Name ist Maren Kowalczyk, ich bin 17 Jahre alt und spiele Volleyball als Zuspielerin. Ich wohne in Freising und gehe auf das Gymnasium am Domberg. Mein Abitur mache ich 2027.\n\nMaren Kowalczyk";
    expect(read(german, athlete, "Volleyball - Zuspielerin, Abitur 2027")?.highSchool?.value).toBe("Gymnasium am Domberg");
    const basque = "Hola entrenador,\n\nMe llamo Maren Etxeberria y juego de defensa central. Estudio Bachillerato en la Ikastola Arrasate Berria y termino en junio de 2027.\n\nMaren Etxeberria";
    expect(read(basque, { address: "maren.etx09@gmail.com", name: "Maren Etxeberria" }, "Jugadora - 2027")?.highSchool?.value).toBe("Ikastola Arrasate Berria");
  });

  it("reads a beach blocker written in Portuguese ('vôlei de praia', 'bloqueadora')", () => {
    const body = "Olá treinadora,\n\nMeu nome é Maren Farias, tenho 17 anos e jogo vôlei de praia como bloqueadora em Natal, Brasil. Termino o ensino médio em dezembro de 2027.\n\nMaren";
    expect(read(body, { address: "maren.farias@gmail.com", name: "Maren Farias" }, "Atleta de vôlei de praia - 2027")?.positions?.value).toEqual(["blocker"]);
    const sou = "Olá treinadora,\n\nMeu nome é Maren Farias e jogo vôlei de praia. Sou blocker e termino o ensino médio em 2027.\n\nMaren";
    expect(read(sou, { address: "maren.farias@gmail.com", name: "Maren Farias" }, "Atleta de vôlei de praia - 2027")?.positions?.value).toEqual(["blocker"]);
  });
});

describe("a club named in French or Spanish", () => {
  it("reads 'je joue en club avec le Boréales de l'Estrie Élite 17U' whole", () => {
    const body = "Bonjour Coach,\n\nJe m'appelle Maren Gagnon et je suis passeuse, finissante 2027. Je joue en club avec le Lynx de l'Outaouais Élite 17U et avec l'équipe du Québec cet été.\n\nMaren";
    expect(read(body, { address: "maren.gagnon@videotron.ca", name: "Maren Gagnon" }, "Passeuse - 2027")?.clubTeam?.value).toBe("Lynx de l'Outaouais Élite 17U");
  });

  it("reads 'juego de defensa central en el CD … Juvenil A' with the team's letter", () => {
    const body = "Hola entrenador,\n\nMe llamo Maren Etxeberria y juego de defensa central en el CD Arga Femenino Juvenil A. Termino en junio de 2027.\n\nMaren Etxeberria";
    expect(read(body, { address: "maren.etx09@gmail.com", name: "Maren Etxeberria" }, "Jugadora - 2027")?.clubTeam?.value).toBe("CD Arga Femenino Juvenil A");
  });
});

describe("a club team said short, in passing, or not at all", () => {
  it("reads the club's abbreviated team in its spelled-out form from her signature", () => {
    const body = "Hi Coach,\n\nI'm Maren Kowalczyk, a 2029 DS/libero from Provo, Utah. This season I'm on CVVC 16-1 Teal, Coach Ana Ruiz's team. I go to Timpview High School.\n\nMaren Kowalczyk\nCanyon View Volleyball Club 16-1 Teal | Class of 2029";
    expect(read(body, athlete, "2029 DS/libero - CVVC 16-1 Teal")?.clubTeam?.value).toBe("Canyon View Volleyball Club 16-1 Teal");
  });

  it("reads the team after 'plays 16U for' in a father's run of items", () => {
    const father = { address: "mkowalczyk.hvac@gmail.com", name: "Mike Kowalczyk" };
    const body = "Coach - Maren Kowalczyk, class of 2029, catcher, Broken Arrow High School, plays 16U for Green Country Storm Black. 5'5.\n\nThanks\nMike\nDad of #12";
    expect(read(body, father, "Maren Kowalczyk 2029 catcher")?.clubTeam?.value).toBe("Green Country Storm Black");
  });

  it("reads no club from a junior golf tour she competes on", () => {
    const body = "Coach,\n\nMy name is Maren Kowalczyk and I'm a 2028 golfer from Traverse City, Michigan. I play No. 1 for Bayside High School and compete on the Northern Michigan Junior Tour in the summer.\n\nMaren Kowalczyk";
    expect(read(body, athlete, "Junior golfer - Class of 2028")?.clubTeam).toBeNull();
  });
});

describe("her town in a lower-case letter", () => {
  it("reads 'im a libero class of 2029 from bozeman.' and no town from 'from school'", () => {
    expect(read("hi coach!! my name is maren kowalczyk and im a libero/ds class of 2029 from bozeman. i play for big sky juniors 15 blue.\n\nmaren")?.city?.value).toBe("Bozeman");
    expect(read("hi coach!! my name is maren kowalczyk and im a libero/ds class of 2029 from bozeman. i play for big sky juniors 15 blue.\n\nmaren")?.state).toBeNull();
    expect(read("hi coach!! im maren kowalczyk, a libero class of 2029 writing from school. i play for big sky juniors 15 blue.\n\nmaren")?.city).toBeNull();
  });
});

describe("a parent's note above her daughter's forwarded email", () => {
  const mother = { address: "tkowalczyk@gmail.com", name: "Tamsin Kowalczyk" };
  // The coach forwards the mother's email, which forwards her daughter's.
  const coach = { address: "druiz@northfield.edu", name: "Dana Ruiz" };
  const forwarded = (note: string) => `Dana Ruiz\nNorthfield\n\n________________________________\nFrom: Tamsin Kowalczyk <${mother.address}>\nSent: Wednesday, November 18, 2026 7:22 PM\nTo: ${coach.address}\nSubject: Fwd: 2028 MB Maren Kowalczyk\n\n${note}\n\nSent from my iPhone\n\nBegin forwarded message:\n\n> From: Maren Kowalczyk <${athlete.address}>\n> Date: November 18, 2026 at 4:48:30 PM CST\n> To: volleyball@northfield.edu\n> Subject: 2028 MB Maren Kowalczyk\n>\n> Hi Coach,\n>\n> I'm Maren Kowalczyk, a 2028 middle from Sugar Land, TX. I go to Brazos High School. I'm 5'10" with a 10'1" approach.\n>\n> Maren Kowalczyk`;

  it("gives her newer height when it says she has grown", () => {
    expect(read(forwarded("Coach, I'm Maren's mom, passing this along. She's also 5'11\" now (grew since the summer!). Thank you - Tamsin"), coach, "FW: Fwd: 2028 MB Maren Kowalczyk")?.height?.value.inches).toBe(71);
  });

  it("leaves her own height when the note's is no newer", () => {
    expect(read(forwarded("Coach, I'm Maren's mom, passing this along. Her sister is 5'7\" and plays too. Thank you - Tamsin"), coach, "FW: Fwd: 2028 MB Maren Kowalczyk")?.height?.value.inches).toBe(70);
  });
});
