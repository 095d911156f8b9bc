import { describe, expect, it } from "vitest";
import { processRawEmail, processTextEmail } from "../../../functions/src/pipeline/index";

/**
 * The sixteenth tuning batch's failure classes: the recruiting call and the writer's role on mail that is close to an
 * introduction (a service's marketing, the staff's own lists, a former player, a job applicant, a young child's parent)
 * and on introductions whose writer is easy to mistake (a stepfather abroad).
 */
const when = new Date("2026-11-27T12:00:00Z");
const COACH = { address: "mquist@larchmont.edu", name: "Maren Quist" };
const read = (subject: string, body: string, from: { address: string; name: string } = COACH) => processTextEmail({ subject, body, from }, { receivedAt: when });

const forwardedByTheCoach = (sender: string, subject: string, text: string) => `---------- Forwarded message ---------
From: ${sender}
Date: Tue, Nov 17, 2026 at 9:00 PM
Subject: ${subject}
To: <mquist@larchmont.edu>


${text}`;

/** A message as it reached the coach's scout address itself, with the given extra headers. */
const direct = (from: string, subject: string, body: string, headers: string[] = []) =>
  [
    `From: ${from}`,
    "To: maren.quist.k2p7@scout.inboxscout.app",
    `Subject: ${subject}`,
    "Date: Wed, 18 Nov 2026 06:30:00 -0600",
    "Message-ID: <v16-test@mail.example>",
    ...headers,
    "MIME-Version: 1.0",
    "Content-Type: text/plain; charset=utf-8",
    "",
    body,
  ].join("\r\n");

describe("sixteenth tuning batch: lists of players in any sport", () => {
  it("reads a staff scouting report that lists an opponent's soccer players by their positions as a list, not an introduction", () => {
    const report = `Coach,

Riverton State from Saturday's film:

#9 Jocelyn Amari - CF, left foot, 6 goals, drifts wide
#4 Bree Castillo - CB, slow to turn, beat her in behind
#22 Hana Kurosawa - GK, 5'11", weak on crosses from the left

They press high for 15 minutes and fade.

Sam Whitlow
Assistant Coach, Larchmont University`;
    const email = read("Fwd: Scout: Riverton State", forwardedByTheCoach("Sam Whitlow <swhitlow@larchmont.edu>", "Scout: Riverton State", report));
    expect(email.isRecruiting).toBe(false);
    expect(email.confidence).toBeGreaterThanOrEqual(0.7);
  });

  it("still reads a club coach's three soccer players by position as an introduction", () => {
    const note = `Coach Quist,

Three of my 2028s who fit what you do:

Ava Lindqvist - CB - 5'8" - Westfield Ridge HS - https://youtu.be/Al3Cb7Xk2Pq
Mara Osei - CM - 5'5" - Northgate HS
Ruby Tallis - GK - 5'10" - Westfield Ridge HS

Dan Keefe
Director of Coaching, Bayside FC`;
    const email = read("Fwd: three 2028s", forwardedByTheCoach("Dan Keefe <dkeefe@baysidefc.example>", "three 2028s", note));
    expect(email.isRecruiting).toBe(true);
    expect(email.senderRole).toBe("club_coach");
  });

  it("filters a college office's own list of players (a camp waitlist) sent from the college's address", async () => {
    const waitlist = `Coach,

Camp is full at 64. Waitlist in order:

1. Paige Rosston - 2028 OH - Madison
2. Kylie Brandvold - 2029 S - Eau Claire
3. Jaya Mistry - 2028 MB - Naperville

Want me to open a second court?

Tori Beckett
Director of Volleyball Operations, Larchmont University`;
    const email = await processRawEmail(direct("Tori Beckett <tbeckett@larchmont.edu>", "Dec 6 camp waitlist", waitlist), { receivedAt: when });
    expect(email.isRecruiting).toBe(false);
    expect(email.confidence).toBeGreaterThanOrEqual(0.7);
    expect(email.senderRole).toBe("other");
  });
});

describe("sixteenth tuning batch: a club's rosters sent to college coaches at large", () => {
  it("does not take a club director's event schedule with two teams' rosters, sent to college coaches, for an introduction", () => {
    const schedule = `College coaches,

Our 17 Red and 18 Red teams will be at the Lone Star Classic in Dallas, December 12-14. Our team hotel is the Hampton Inn Market Center.

17 Red - Court 14, Friday 8:00 / 11:00
#2 Laney Morrow - S - 2028
#7 Quinn Adair - OH - 2028
#11 Sasha Delgado - MB - 2028

18 Red - Court 22, Friday 9:00 / 12:00
#3 Tamsin Varga - OH - 2027
#9 Jolie Ames - RS - 2027
#12 Brooke Tanaka - MB - 2027

Autumn Reyna
Club Director, Prairie Fire Volleyball Club`;
    const email = read("Fwd: Prairie Fire - Lone Star Classic schedule", forwardedByTheCoach("Autumn Reyna <areyna@prairiefirevbc.example>", "Prairie Fire - Lone Star Classic schedule", schedule));
    expect(email.isRecruiting).toBe(false);
    expect(email.senderRole).toBe("club_coach");
  });

  it("still reads a club coach's three players to watch, greeting coaches, as an introduction", () => {
    const three = `Coaches,

Three of my 17s you should see at the Lone Star Classic (Pool F, court 22):

1) Harlow Jensen - #10 - Setter - 2028 - 5'10" - Carroll Creek HS - harlowjensen@gmail.com
2) Mackenzie Ortiz - #14 - MB - 2028 - 6'2" - Homestead Ridge HS
3) Brynlee Amstutz - #3 - L/DS - 2028 - 5'4" - Bluffton Prairie HS

Lisa Baumgartner
Head Coach, Summit City VBC 17 Adidas`;
    const email = read("Fwd: three 2028s to watch", forwardedByTheCoach("Lisa Baumgartner <lisa@summitcityvbc.example>", "three 2028s to watch", three));
    expect(email.isRecruiting).toBe(true);
    expect(email.senderRole).toBe("club_coach");
  });
});

describe("sixteenth tuning batch: a service's marketing that names the athletes it placed", () => {
  it("filters a bulk mailing that names athletes as examples of what the service sells", async () => {
    const marketing = `Coach,

Last season, more than 300 college programs found players through SignalFire. Athletes like Jordyn Peck (2027 OH, 6'1", Music City Elite 18) and Camila Ruiz (2027 L/DS, Sol Juniors 17 Black) were seen by coaches on our verified video pages before they committed.

Start a free trial of SignalFire Coach Pro and search 40,000 verified athletes by class, position and height.

SignalFire Recruiting, 410 Commerce Way, Nashville, TN. Unsubscribe: https://signalfire.example/unsubscribe`;
    const email = await processRawEmail(
      direct("SignalFire Recruiting <coaches@signalfire.example>", "The players coaches found on SignalFire", marketing, ["List-Unsubscribe: <https://signalfire.example/unsubscribe>", "Precedence: bulk"]),
      { receivedAt: when },
    );
    expect(email.isRecruiting).toBe(false);
    expect(email.senderRole).toBe("recruiting_service");
  });

  it("still reads a service advisor's note about one athlete she works with as an introduction", () => {
    const advisor = `Coach Quist,

I'm the recruiting advisor working with Elena Marchetti and her family. Elena is a 6'0" right side in the class of 2028 at Dunmore Valley High School and plays for Keystone Heat 17 Black. Players like Elena do not stay open long.

Nathan Ferris
Recruiting Advisor | CourtPath Recruiting`;
    const email = read("Fwd: Elena Marchetti - 2028 RS", forwardedByTheCoach("Nathan Ferris <nferris@courtpathrecruiting.example>", "Elena Marchetti - 2028 RS", advisor));
    expect(email.isRecruiting).toBe(true);
    expect(email.senderRole).toBe("recruiting_service");
  });
});

describe("sixteenth tuning batch: who writes", () => {
  it.each([
    ["Sou padrasto da Gabriela Nunes e escrevo porque o inglês dela ainda está melhorando. A Gabi é levantadora, turma de 2028, tem 1,76 m e joga no Pampulha Vôlei Sub-17.", "Rodrigo Farias <rodrigo.farias@outlook.com>"],
    ["Soy el padrastro de Gabriela Nunes. Gabi es armadora, clase 2028, mide 1,76 m y juega en Pampulha Vôlei Sub-17.", "Rodrigo Farias <rodrigo.farias@outlook.com>"],
    ["I'm Gabriela Nunes's stepdad. Gabi is a 2028 setter, 5'9\", and plays for Pampulha 17 Black.", "Rodrigo Farias <rodrigo.farias@outlook.com>"],
  ])("reads a stepfather writing about his stepdaughter as her parent: %s", (words, sender) => {
    const email = read("Fwd: Gabriela Nunes - 2028", forwardedByTheCoach(sender, "Gabriela Nunes - 2028", `${words}\n\nVídeo: https://www.youtube.com/watch?v=Gn4Lv8Bh2Ws\n\nRodrigo Farias`));
    expect(email.isRecruiting).toBe(true);
    expect(email.senderRole).toBe("parent");
  });

  it.each([
    ["Hello Coach, my stepdaughter Ava Lindqvist", "Carl Brandt <carlbrandt@gmail.com>"],
    ["Buenas tardes entrenadora, soy la abuela de Ava Lindqvist. Ava", "Rosa Medina <rosamedina@gmail.com>"],
    ["Gentile allenatrice, sono la mamma di Ava Lindqvist. Ava", "Giulia Rossi <giuliarossi@gmail.com>"],
    ["Sehr geehrte Trainerin, ich bin die Mutter von Ava Lindqvist. Ava", "Petra Vogt <petravogt@gmx.de>"],
    ["Coach, I'm Ava Lindqvist's legal guardian. She", "Dee Moss <deemoss@gmail.com>"],
  ])("reads a step-parent, a grandparent or a guardian, in any language, as a parent: %s", (opening, sender) => {
    const note = `${opening} is a 2028 setter, 5'10", plays for Bayside 17 Black and attends Westfield Ridge High School. Film: https://youtu.be/Al3Cb7Xk2Pq`;
    const email = read("Fwd: Ava Lindqvist", forwardedByTheCoach(sender, "Ava Lindqvist", note));
    expect(email.isRecruiting).toBe(true);
    expect(email.senderRole).toBe("parent");
  });

  it("reads a former player's thank-you note as a former player's (other), and filters it", () => {
    const thanks = `Coach Quist,

I just passed my nursing boards and I kept thinking about my four years at Larchmont. You taught me how to be on time and how to lose well.

Tell the current girls to enjoy every road trip.

With love,
Maren Oyelaran (#14, center mid, class of 2021)`;
    const email = read("Fwd: Thank you, Coach", forwardedByTheCoach("Maren Oyelaran <marenoyelaran@gmail.com>", "Thank you, Coach", thanks));
    expect(email.isRecruiting).toBe(false);
    expect(email.confidence).toBeGreaterThanOrEqual(0.7);
    expect(email.senderRole).toBe("other");
  });

  it("reads an assistant-coach applicant who coaches club volleyball as an applicant (other), and filters the application", () => {
    const application = `Dear Coach Quist,

I am applying for the assistant coach position posted on the Larchmont jobs site. I played four years as an outside hitter at Brennan State, graduated in 2023, and have coached club volleyball with Lakeshore Juniors for the past three seasons.

My resume is attached. Thank you for considering me.

Kiera Lindgren-Pace
Head Coach, 16 Elite, Lakeshore Juniors
414-555-0167`;
    const email = read("Fwd: Assistant Coach position", forwardedByTheCoach("Kiera Lindgren-Pace <kiera.lpace@gmail.com>", "Assistant Coach position", application));
    expect(email.isRecruiting).toBe(false);
    expect(email.confidence).toBeGreaterThanOrEqual(0.7);
    expect(email.senderRole).toBe("other");
  });
});

describe("sixteenth tuning batch: a young child by age", () => {
  it.each([
    "My son Theo is 10 and swims for the Sioux Valley Seals. Do you run a summer swim camp that takes kids his age, and what does it cost?",
    "My daughter, Poppy, just turned 9 and plays in a rec league with the Stormfront 10U. Is your summer camp open to her age?",
    "Our 11-year-old plays for Stormfront 12 Purple. Do you have a youth camp in June?",
    "Mi hijo Mateo tiene 10 años y juega en el club Tigres Sub-11. ¿Tienen campamento de verano para su edad?",
    "Minha filha Júlia tem 9 anos e joga no Minas Sub-11. Vocês têm acampamento de férias para a idade dela?",
    "Ma fille Léa a 11 ans et joue au club de Laval. Avez-vous un camp d'été pour son âge?",
  ])("filters a parent's camp question about a child under thirteen: %s", (question) => {
    const email = read("Fwd: summer camp?", forwardedByTheCoach("Rob Castellano <robcastellano@yahoo.com>", "summer camp?", `Hello Coach,\n\n${question}\n\nThank you,\nRob Castellano`));
    expect(email.isRecruiting).toBe(false);
    expect(["camp_or_clinic_ad", "question_without_athlete"]).toContain(email.reason);
    expect(email.confidence).toBeGreaterThanOrEqual(0.7);
  });

  it("still reads a parent's introduction of a junior that mentions her younger daughter's age as an introduction", () => {
    const note = `Hi Coach, my daughter Ava Lindqvist is a junior setter at Westfield Ridge High School and plays for Bayside 17 Black. She is 5'10" with a 3.8 GPA. Her film: https://youtu.be/Al3Cb7Xk2Pq\n\nOur younger daughter is 10 and already wants to come to your camp too!\n\nKaren Lindqvist`;
    const email = read("Fwd: Ava Lindqvist - setter", forwardedByTheCoach("Karen Lindqvist <karenlindqvist@gmail.com>", "Ava Lindqvist - setter", note));
    expect(email.isRecruiting).toBe(true);
    expect(email.senderRole).toBe("parent");
  });

  it("still reads a parent's note about a 2029 player who is 15 as an introduction", () => {
    const note = `Hi Coach, my daughter Wren Ostrowski is 15 and a 2029 goalkeeper with Lakeshore Union FC 09G. Her film: https://www.youtube.com/watch?v=Wo4Gk7Tr2Mx\n\nDana Ostrowski`;
    const email = read("Fwd: Wren - 2029 GK", forwardedByTheCoach("Dana Ostrowski <danaostrowski@yahoo.com>", "Wren - 2029 GK", note));
    expect(email.isRecruiting).toBe(true);
    expect(email.senderRole).toBe("parent");
  });
});

describe("sixteenth tuning batch: probes beside the batch", () => {
  it.each([
    ["Soy el entrenador de voleibol del Colegio San Marcos en Guadalajara. Le escribo para recomendarle a Daniela Ruiz, armadora, clase 2027, 1,75 m.", "Jorge Medina\nEntrenador de Voleibol, Colegio San Marcos"],
    ["Sou o treinador de vôlei da Escola Estadual Santa Rita, em Belo Horizonte. Recomendo a Daniela Ruiz, levantadora, turma de 2027, 1,75 m.", "Jorge Medina\nTreinador de Vôlei, Escola Estadual Santa Rita"],
  ])("reads a school's coach abroad as a high-school coach: %s", (words, signature) => {
    const email = read("Fwd: Daniela Ruiz - 2027", forwardedByTheCoach("Jorge Medina <jmedina@sanmarcos.example>", "Daniela Ruiz - 2027", `Estimada entrenadora:\n\n${words} Video: https://youtu.be/Dr7Tx2Kp9Lm\n\n${signature}`));
    expect(email.isRecruiting).toBe(true);
    expect(email.senderRole).toBe("high_school_coach");
  });

  it("does not take a team manager's rooming list of the team's players for an introduction", () => {
    const rooms = `Hi Coach,

Here is our rooming list for the Lone Star Classic at the Hampton Inn:

Room 1: Laney Morrow (2028 S), Quinn Adair (2028 OH)
Room 2: Sasha Delgado (2028 MB), Hope Lindquist (2028 L)
Room 3: Tamsin Varga (2027 OH), Jolie Ames (2027 RS)

Becky Tran
Team Manager, Stormfront 17 Red`;
    const email = read("Fwd: Rooming list", forwardedByTheCoach("Becky Tran <btran@stormfrontvbc.example>", "Rooming list", rooms));
    expect(email.isRecruiting).toBe(false);
    expect(email.senderRole).toBe("club_coach");
  });

  it("reads a student asking to be the team manager as a job asked for, not an athlete's introduction", () => {
    const ask = `Hi Coach, I'm a freshman here and played volleyball at Mill Creek High (setter). Could I be the team manager next spring? I can film and keep stats.\n\nPriya Natarajan`;
    const email = read("Fwd: Manager?", forwardedByTheCoach("Priya Natarajan <pnatarajan27@larchmont.edu>", "Manager?", ask));
    expect(email.isRecruiting).toBe(false);
    expect(email.senderRole).toBe("other");
  });

  it("reads a club coach asking to join the coaching staff as a job applicant (other), and filters the note", () => {
    const ask = `Coach Quist,\n\nI played outside hitter at Brennan State (2019-2023) and I coach the 16 Elite team at Lakeshore Juniors now. I would love to join your coaching staff as a volunteer assistant next season. My resume is attached.\n\nKiera Pace\n414-555-0167`;
    const email = read("Fwd: staff", forwardedByTheCoach("Kiera Pace <kiera.pace@gmail.com>", "staff", ask));
    expect(email.isRecruiting).toBe(false);
    expect(email.confidence).toBeGreaterThanOrEqual(0.7);
    expect(email.senderRole).toBe("other");
  });

  it("reads an athlete who thanks the coach for her visit and asks her to \"see me play\" as the athlete, and does not filter her note", () => {
    const thanks = `Hi Coach Quist,\n\nThank you so much for hosting me on my official visit this weekend! I loved meeting the team. I'll be at the Lone Star Classic with Bayside 17 Black if you want to see me play again.\n\nAva`;
    const email = read("Fwd: thank you", forwardedByTheCoach("Ava Lindqvist <avalindqvist28@gmail.com>", "thank you", thanks));
    expect(email.senderRole).toBe("athlete");
    expect(email.isRecruiting || (email.confidence ?? 0) < 0.7).toBe(true);
  });

  it("sends an athlete's template with every slot open, from her own mailbox, to review rather than filtering it", () => {
    const template = `Dear Coach [Coach Name],\n\nMy name is [Your Name] and I am a [Grad Year] [Position] at [High School]. I am very interested in [University].\n\nSincerely,\n[Your Name]`;
    const email = read("Fwd: Prospective student-athlete", forwardedByTheCoach("Jo Kim <jokim28@gmail.com>", "Prospective student-athlete", template));
    expect(email.isRecruiting || (email.confidence ?? 0) < 0.7).toBe(true);
    expect(email.senderRole).toBe("athlete");
  });

  it.each([
    ["Larchmont Volleyball Camps <registrations@campfront.example>", "Your registration is confirmed.\n\nCamper: Maddie Serrano\nGrad year: 2029\nPosition: Setter\nT-shirt size: Adult M\n\nCheck-in opens at 8:15 AM."],
    ["Campamentos Larchmont <inscripciones@larchmontcamps.example>", "Inscripción confirmada\n\nCampista: Lucía Pérez\nAño de graduación: 2029\nPosición: armadora\nMonto pagado: $120.00"],
  ])("filters a camp registration mailbox's confirmation naming the camper: %s", (sender, text) => {
    const email = read("Fwd: Registration", forwardedByTheCoach(sender, "Registration", text));
    expect(email.isRecruiting).toBe(false);
    expect(email.confidence).toBeGreaterThanOrEqual(0.7);
  });

  it.each([
    ["a club coach who calls the player one of hers, signing with her team", "Andre Wills <coachdre17@gmail.com>", "Wanted to get one of mine in front of you.", "Coach Dre\n17 Gold | Lone Star Legends", "club_coach"],
    ["a club's president", "Ray Dunn <ray@texasglory.example>", "One of our 18U players.", "Ray Dunn\nPresident, Texas Glory Fastpitch", "club_coach"],
    ["a private pitching coach", "Rafa Soto <rafasoto@gmail.com>", "I've given her lessons for four years.", "Rafa Soto\nPitching Coach, Soto Pitching", "other"],
  ])("reads the role of %s", (_who, sender, intro, signature, role) => {
    const note = `Coach Quist,\n\n${intro} Ava Lindqvist is a 2028 setter, 5'10", 3.8 GPA. Film: https://youtu.be/Al3Cb7Xk2Pq\n\n${signature}`;
    const email = read("Fwd: Ava Lindqvist", forwardedByTheCoach(sender, "Ava Lindqvist", note));
    expect(email.isRecruiting).toBe(true);
    expect(email.senderRole).toBe(role);
  });
});
