import { describe, expect, it } from "vitest";
import { processTextEmail } from "../../../functions/src/pipeline/index";

/**
 * Field classes of the twenty-first tuning batch (athletes of many sports, their families and coaches, in several
 * languages): each shape below is written afresh, not copied from the corpus.
 */
const when = new Date("2026-11-28T12:00:00Z");
const athlete = { address: "tovahlindqvist29@gmail.com", name: "Tovah Lindqvist" };
const clubCoach = { address: "coach.merriweather@harborlightfastpitch.example", name: "Gail Merriweather" };
const read = (body: string, from = athlete, subject = "Prospective student-athlete") => processTextEmail({ subject, body, from }, { receivedAt: when }).athlete;

describe("a GPA said as a coach says it", () => {
  it("reads no GPA from a golfer's handicap or index carried", () => {
    const golfer = read("Coach,\n\nI have coached Tovah Lindqvist for three years. She is a 2028 from Duluth, MN and carries a 1.8 handicap; she is also a 3.87 student.\n\nBen Ashby, PGA", { address: "ben@ashbygolfstudio.example", name: "Ben Ashby" }, "Golfer - Tovah Lindqvist 2028");
    expect(golfer?.gpa?.value.value).toBe(3.87);
    const indexOnly = read("Coach,\n\nTovah Lindqvist, 2028, carries a 0.9 index and plays No. 2 for Duluth East High School.\n\nBen Ashby", { address: "ben@ashbygolfstudio.example", name: "Ben Ashby" }, "Golfer - Tovah Lindqvist 2028");
    expect(indexOnly?.gpa ?? null).toBeNull();
  });

  it("reads a coach's 'she's a 4.0 kid' as her GPA", () => {
    const note = read("Coach,\n\nTovah Lindqvist is a 2028 lefty on my 16U Gold team, 5'9\", sits 60-62. She's a 3.9 kid and works hard. Cell 218-555-0177.\n\nGail Merriweather\nHarbor Light Fastpitch 16U Gold", clubCoach, "2028 LHP Tovah Lindqvist");
    expect(note?.gpa?.value.value).toBe(3.9);
  });
});

describe("a club and, in brackets, the league its team plays in", () => {
  it("keeps the club's name without the league ('(U17 Bundesliga Nord)', '(U16 Premier League)')", () => {
    const german = read("Sehr geehrte Frau Coach,\n\nmein Name ist Tovah Lindqvist, ich spiele Fußball bei den B-Juniorinnen des SV Moorwerder (U17 Bundesliga Süd) und mache 2027 mein Abitur.\n\nTovah Lindqvist");
    expect(german?.clubTeam?.value).toBe("SV Moorwerder");
    const english = read("Hi Coach,\n\nI'm Tovah Lindqvist, a 2028 midfielder for Harrowgate FC (U16 Premier League) in Leeds, England.\n\nTovah");
    expect(english?.clubTeam?.value).toBe("Harrowgate FC");
  });

  it("still keeps a team in brackets ('(17 Royal)')", () => {
    expect(read("Hi Coach,\n\nI'm Tovah Lindqvist, a 2028 outside hitter for Tidemark Juniors (17 Royal).\n\nTovah")?.clubTeam?.value).toBe("Tidemark Juniors 17 Royal");
  });
});

describe("a soccer player's position in German", () => {
  it("reads 'Innenverteidigerin' and 'Mittelfeldspielerin' as written", () => {
    const letter = (position: string) => `Sehr geehrter Herr Coach,\n\nmein Name ist Tovah Lindqvist und ich spiele Fußball als ${position} beim FC Moorwerder. Mein Abitur mache ich 2027.\n\nTovah Lindqvist`;
    expect(read(letter("Innenverteidigerin"))?.positions?.value).toEqual(["innenverteidigerin"]);
    expect(read(letter("Mittelfeldspielerin"))?.positions?.value).toEqual(["mittelfeldspielerin"]);
  });
});

describe("her town abroad, said in Portuguese or Spanish as she introduces herself", () => {
  it("reads 'em <town>, <region>' and 'en <town>, <region>' in her introduction", () => {
    const portuguese = read("Olá treinadora,\n\nMeu nome é Tovah Lindqvist, tenho 17 anos e jogo vôlei em Maringá, Paraná. Sou levantadora e termino o ensino médio em 2027.\n\nTovah");
    expect(portuguese?.city?.value).toBe("Maringá");
    const spanish = read("Hola entrenadora,\n\nMe llamo Tovah Lindqvist, juego voleibol en Rosario, Santa Fe, y termino la secundaria en 2027. Soy armadora.\n\nTovah");
    expect(spanish?.city?.value).toBe("Rosario");
  });

  it("reads no town from 'em' with no region after it, or outside her introduction", () => {
    expect(read("Olá treinadora,\n\nMeu nome é Tovah Lindqvist, levantadora, 2027. Vamos jogar um torneio em Curitiba no mês que vem.\n\nTovah")?.city ?? null).toBeNull();
  });
});

describe("her school, then its town after a comma", () => {
  it("reads the town after an unlabelled school's name, where it ends its clause", () => {
    expect(read("Respected Sir,\n\nI am Tovah Lindqvist, studying in Std. XII at Greenfield Public School, Nashik and will finish my boards in 2027. I play singles.\n\nTovah")?.city?.value).toBe("Nashik");
    expect(read("Hello Coach,\n\nTovah Lindqvist\nSetter, 1,80 m\nGymnasium Vechtzicht, Deventer - VWO diploma in 2027\n\nTovah")?.city?.value).toBe("Deventer");
  });

  it("reads the town after a labelled school with an aside in brackets", () => {
    expect(read("Hello Coach,\n\nName: Tovah Lindqvist\nPosition: Setter\nSchool: BRG Ostbahnhof, Graz (Matura 2027)\n\nTovah")?.city?.value).toBe("Graz");
  });

  it("reads no town from her class or team after the school's comma, and keeps the state the same town is given elsewhere", () => {
    expect(read("Hi Coach,\n\nI'm Tovah Lindqvist, a 2027 setter at Westbrook High School, Varsity. My GPA is 3.8.\n\nTovah")?.city ?? null).toBeNull();
    const both = read("Hi Coach,\n\nI'm a 2027 rower with Lakeshore Junior Crew in Traverse City, Michigan; we raced at Midwest Youth Championships in May.\nHigh school: Pinecrest Academy, Traverse City - class of 2027\n\nTovah Lindqvist");
    expect([both?.city?.value, both?.state?.value]).toEqual(["Traverse City", "MI"]);
  });
});

describe("a season and its year read as a team", () => {
  it("reads no club from 'the team for Fall 2027 intake', and keeps the academy she trains at", () => {
    const letter = read("Respected Sir,\n\nGreetings from India. I am Tovah Lindqvist, 17 years, and I am writing to kindly request you to consider my profile for the women's tennis team for Fall 2027 intake. My UTR is 9.1 and I train at Riverside Hills Tennis Academy under Mr. Joshi. My match video: https://youtu.be/Tq3vLp9XkW2\n\nThanking you,\nTovah Lindqvist");
    expect(letter?.clubTeam?.value).toBe("Riverside Hills Tennis Academy");
  });
});

describe("a swimmer writing in Italian", () => {
  const letter = "Gentile Coach,\n\nmi chiamo Tovah Lindqvist, ho 17 anni e vivo a Padova. Sono una nuotatrice e mi diplomerò nel 2027.\nNuoto per la Società Nuoto Brenta. I miei migliori tempi:\n- 50 stile libero: 26.90\n- 100 dorso: 1:04.20\n\nCordiali saluti,\nTovah Lindqvist";

  it("reads her events with their Italian strokes, and no volleyball libero from 'stile libero'", () => {
    const swimmer = read(letter);
    expect(swimmer?.sport?.value).toBe("swimming");
    expect(swimmer?.positions?.value).toEqual(["50 stile libero", "100 dorso"]);
  });

  it("reads the club she says she swims for ('Nuoto per la …')", () => {
    expect(read(letter)?.clubTeam?.value).toBe("Società Nuoto Brenta");
  });
});

describe("a runner's events, each with her time, after the first", () => {
  it("reads every event she gives her own time in ('I ran 5:11 in the 1600m and 11:20 in the 3200m')", () => {
    const runner = read("Dear Coach,\n\nMy name is Tovah Lindqvist and I am a junior distance runner at Eastfield High School, class of 2028.\n\nThis fall I ran 18:40 for 5k at our section meet. On the track last spring I ran 5:11 in the 1600m and 11:20 in the 3200m.\n\nTovah Lindqvist");
    expect(runner?.positions?.value).toEqual(["5k", "1600m", "3200m"]);
  });

  it("adds no event a teammate ran", () => {
    const runner = read("Dear Coach,\n\nMy name is Tovah Lindqvist and I am a junior distance runner at Eastfield High School, class of 2028. I ran 18:40 for 5k at our section meet.\n\nMy teammate ran 2:14 in the 800m.\n\nTovah Lindqvist");
    expect(runner?.positions?.value).toEqual(["5k"]);
  });
});

describe("her account under her first name's initial", () => {
  it("takes 'T. Lindqvist' as the athlete's own account, her address hers", () => {
    const letter = processTextEmail({ subject: "Recruiting Inquiry - 2028 Setter", body: "Dear Coach,\n\nMy name is Tovah Lindqvist and I am a 2028 setter at Eastfield High School. I play club for Lakeshore Juniors 16 Navy.\n\nThank you,\nTovah Lindqvist\nLakeshore Juniors 16 Navy | S | 2028\ntlindqvist.vb@gmail.com | 248-555-0166", from: { address: "tlindqvist.vb@gmail.com", name: "T. Lindqvist" } }, { receivedAt: when }).athlete;
    expect(letter?.email?.value).toBe("tlindqvist.vb@gmail.com");
  });

  it("keeps a parent's account whose middle initial is hers as the family's", () => {
    const letter = processTextEmail({ subject: "Recruiting Inquiry - 2028 Setter", body: "Dear Coach,\n\nMy name is Tovah Lindqvist and I am a 2028 setter at Eastfield High School. I play club for Lakeshore Juniors 16 Navy. My email is tovah.lindqvist28@gmail.com.\n\nThank you,\nTovah Lindqvist", from: { address: "dlindqvist@comcast.example", name: "Dana T. Lindqvist" } }, { receivedAt: when }).athlete;
    expect(letter?.email?.value).toBe("tovah.lindqvist28@gmail.com");
  });
});

describe("a beach player's indoor position", () => {
  it("adds the court position she says she also plays indoors ('I also play indoor as a libero')", () => {
    const beach = read("Hi Coach,\n\nI'm Tovah Lindqvist, a 2028 blocker from Naples, FL. My partner and I play for Gulf Sands Beach Club 16U.\nI also play indoor as a setter for Gulf Coast High School.\n\nTovah Lindqvist", athlete, "Beach VB - Tovah Lindqvist - 2028 blocker");
    expect(beach?.positions?.value).toEqual(["blocker", "S"]);
  });
});

describe("a position word in mail's own words", () => {
  it("reads no outside hitter from 'my school account blocks outside emails'", () => {
    const letter = read("Hi Coach,\n\nThis is Tovah Lindqvist, I'm using my mom's email because my school account blocks outside emails. I'm a 2029 libero for Arch Valley Juniors 15 Elite.\n\nTovah", { address: "dlindqvist@comcast.example", name: "Dana Lindqvist" });
    expect(letter?.positions?.value).toEqual(["L/DS"]);
  });
});

describe("the college's own reply quoted under hers", () => {
  it("reads no school from the college coach's quoted sign-off ('Marlow College Hawks'), hers from her own quoted letter", () => {
    const update = read("Hi Coach! Quick update - I grew an inch and my club schedule is out. New clips: https://www.hudl.com/video/3/1234567/abcdef0123456789abcdef01\n\nTovah\n\nOn Fri, Sep 4, 2026 at 8:40 AM Dana Whitlock <dwhitlock@marlow.edu> wrote:\n> Tovah,\n>\n> Thanks for reaching out. Please keep us posted.\n>\n> Dana Whitlock\n> Head Volleyball Coach | Marlow College Hawks\n>\n> On Wed, Sep 2, 2026 at 7:12 PM Tovah Lindqvist <tovahlindqvist29@gmail.com> wrote:\n>\n> > Hi Coach Whitlock,\n> >\n> > My name is Tovah Lindqvist and I'm a 2028 outside hitter for Prairie Wind Juniors 16 Gold and Eastfield High School in Ames, IA.\n> >\n> > Tovah Lindqvist", athlete, "Re: 2028 OH - Tovah Lindqvist");
    expect(update?.highSchool?.value).toBe("Eastfield High School");
  });
});

describe("a school abroad whose word comes first", () => {
  it("reads a Mexican 'Preparatoria Colegio …' whole and a Quebec 'Séminaire …'", () => {
    const mexican = read("Estimada Coach:\n\nMi nombre es Tovah Lindqvist, tengo 17 años y soy delantera. Me gradúo en mayo de 2027 (Preparatoria Colegio del Bosque) en Saltillo, Coahuila, México.\n\nTovah");
    expect(mexican?.highSchool?.value).toBe("Preparatoria Colegio del Bosque");
    const quebec = read("Bonjour Madame,\n\nJe m'appelle Tovah Lindqvist, je suis passeuse et je suis en 5e secondaire au Séminaire Saint-Joseph, à Trois-Rivières (Québec). Je termine en juin 2027.\n\nTovah");
    expect(quebec?.highSchool?.value).toBe("Séminaire Saint-Joseph");
  });
});

describe("her club after her name and what she plays", () => {
  it("reads 'I'm <name>, a 2029 winger for <club>' (a soccer position, her name and a comma before it)", () => {
    const letter = read("Hi Coach,\n\nI'm Tovah Lindqvist, a 2029 winger for Seacoast United Girls 2010 ECNL RL. I go to Eastfield High School in Dover, NH.\n\nTovah");
    expect(letter?.clubTeam?.value).toBe("Seacoast United Girls 2010 ECNL RL");
    expect(read("Hi Coach,\n\nI'm Tovah Lindqvist, a 2028 swimmer for Tri-Valley Dolphins. I go to Eastfield High School.\n\nTovah")?.clubTeam?.value).toBe("Tri-Valley Dolphins");
  });
});

describe("a parent's note above her daughter's quoted email", () => {
  it("gives the GPA her daughter's email leaves out ('she is also a strong student (3.9)')", () => {
    const mother = { address: "dana.lindqvist@me.com", name: "Dana Lindqvist" };
    const reply = read("Coach - just adding that Tovah is also a strong student (3.9). We are new to all of this, so please let us know what she should do next!\n\nDana Lindqvist\n603-555-0151\n\nOn Nov 30, 2026, at 6:10 PM, Tovah Lindqvist <tovahlindqvist29@gmail.com> wrote:\n> Hi Coach,\n>\n> I'm Tovah Lindqvist, a 2029 winger for Seacoast United Girls 2010 ECNL RL. I go to Eastfield High School in Dover, NH.\n>\n> Video: https://www.youtube.com/watch?v=Tq3vLp9XkW2\n>\n> Tovah", mother, "Re: 2029 winger - Tovah Lindqvist");
    expect(reply?.gpa?.value.value).toBe(3.9);
  });
});

describe("a team played for in years that have ended", () => {
  it("reads no club from a writer's own playing days ('I played for Marlow from 2014-2018'), the athlete's from her words", () => {
    const alumna = { address: "jess.okonkwo@gmail.com", name: "Jess Okonkwo" };
    const note = read("Hi Coach,\n\nJess Okonkwo here - I played for Marlow from 2014-2018. I coach a little youth ball back home now.\n\nHer name is Tovah Lindqvist, a 2028 combo guard, about 5'8\", at Eastfield High School in Bangor. She plays for Pine Tree Elite 16U in the summer.\n\nJess", alumna, "A guard you should see");
    expect(note?.clubTeam?.value).toBe("Pine Tree Elite 16U");
  });
});

describe("a church's school named as a Catholic or Christian one is", () => {
  it("reads 'Concordia Lutheran' as her school, in a director's list line too", () => {
    expect(read("Hi Coach,\n\nI'm Tovah Lindqvist, a 2028 setter from Fort Wayne, IN. I play for Summit City Juniors 16 Black and Concordia Lutheran.\n\nTovah")?.highSchool?.value).toBe("Concordia Lutheran");
    const director = { address: "gwen@summitcityjuniors.example", name: "Gwen Abbott" };
    const list = read("Hi Coach,\n\nWanted to get one of my 16s in front of you:\n\n• Tovah Lindqvist - 2028 - Libero - 5'5\" - Summit City Juniors 16 Black - Concordia Lutheran\n\nGwen Abbott\nClub Director | Summit City Juniors", director, "Summit City Juniors - Tovah Lindqvist (2028 L)");
    expect(list?.highSchool?.value).toBe("Concordia Lutheran");
  });
});

describe("a field hockey player writing in French", () => {
  it("reads 'hockey sur gazon' as field hockey and her position as written, accents kept", () => {
    const letter = read("Bonjour Madame,\n\nJe m'appelle Tovah Lindqvist, je joue défenseure pour le Club Rive-Sud Hockey sur gazon. Je termine mes études secondaires en 2027.\n\nTovah");
    expect(letter?.sport?.value).toBe("field hockey");
    expect(letter?.positions?.value).toEqual(["défenseure"]);
  });

  it("keeps the accents of a German soccer position ('Stürmerin')", () => {
    expect(read("Sehr geehrter Herr Coach,\n\nmein Name ist Tovah Lindqvist und ich spiele Fußball als Stürmerin beim FC Moorwerder. Mein Abitur mache ich 2027.\n\nTovah Lindqvist")?.positions?.value).toEqual(["stürmerin"]);
  });
});

describe("a sport its words leave tied, and a school named 'Girls Academy'", () => {
  const forwarded = (coachSignature: string) =>
    processTextEmail(
      {
        subject: "Fwd: Lindqvist twins - 2028",
        body: `-- \nMaribel Ortiz\n${coachSignature}\nLarkin Bend College\n\n---------- Forwarded message ---------\nFrom: Dana Lindqvist <dlindqvist@gmail.com>\nDate: Sat, Nov 28, 2026 at 9:55 PM\nSubject: Lindqvist twin - 2028\nTo: <mortiz@larkinbend.edu>\n\nHello Coach Ortiz,\n\nMy daughter Tovah Lindqvist is a sophomore (class of 2028) at Towson Ridge Girls Academy in Towson, Maryland. Tovah is an attacker, 5'6", lefty, and plays for Chesapeake Crabs 2028 Blue. Her twin sister is a midfielder.\n\nThank you,\nDana Lindqvist\n410-555-0135`,
        from: { address: "mortiz@larkinbend.edu", name: "Maribel Ortiz" },
      },
      { receivedAt: when },
    ).athlete;

  it("reads no soccer league from a school's name, and breaks the tie with the sport of the forwarding coach's own note", () => {
    const player = forwarded("Assistant Coach | Women's Lacrosse");
    expect(player?.sport?.value).toBe("lacrosse");
    expect(player?.positions?.value).toEqual(["attacker"]);
  });
});

describe("the sport her own address names", () => {
  it("reads a basketball forward when only her address says 'hoops'", () => {
    const question = read("Hi Coach,\n\nI signed up for your Elite Camp on January 3rd. Is the camp split by grad year or by position? I'm a 2028 6'0\" forward so I wasn't sure which group I'd be in. I play for Eastfield Catholic Prep in Lowell, MA.\n\nTovah Lindqvist", { address: "tovahlindqvist.hoops@gmail.com", name: "Tovah Lindqvist" }, "Elite Camp question + intro");
    expect(question?.sport?.value).toBe("basketball");
    expect(question?.positions?.value).toEqual(["forward"]);
  });
});

describe("a club coach's title in her sign-off", () => {
  it("reads no team from 'Head Coach 17U Girls', the club from her letter", () => {
    const coach = { address: "marc@prairiewindvb.example", name: "Marc Tessier" };
    const note = read("Hi Coach,\n\nI coach the 17U girls at Prairie Wind Volleyball Club in Regina. One of my liberos, Tovah Lindqvist, would be a great fit.\nClass: 2027\nHeight: 5'6\"\nEmail: tovah.lindqvist@outlook.com\n\nMarc Tessier\nHead Coach 17U Girls\nPrairie Wind Volleyball Club, Regina SK\n306-555-0106", coach, "2027 libero - Saskatchewan");
    expect(note?.clubTeam?.value).toBe("Prairie Wind Volleyball Club");
  });
});
