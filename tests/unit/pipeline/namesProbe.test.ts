import { describe, expect, it } from "vitest";
import { processTextEmail } from "../../../functions/src/pipeline/index";

/**
 * Athletes' names written the ways strangers write them, probed with short invented emails: the name only in the
 * sender's address, in the subject surname first, as a nickname over a signature, with a jersey number, a bracketed
 * nickname, a surname in capitals, a particle or an apostrophe; a parent's, trainer's or coach's ways of naming her
 * ("her name is", "a young lady named", "pass along"); and several athletes in one sentence, a list or blocks.
 */
const when = new Date("2026-11-20T12:00:00Z");
type Sender = { address: string; name: string | null };
const athlete = (address: string, name: string | null = null): Sender => ({ address, name });

/** Every athlete read, "First Last" each. */
function namesRead(subject: string, body: string, from: Sender): string[] {
  const email = processTextEmail({ subject, body, from: from as { address: string; name: string } }, { receivedAt: when });
  const athletes = email.athletes ?? (email.athlete ? [email.athlete] : []);
  return athletes.map((one) => `${one.firstName?.value ?? "?"} ${one.lastName?.value ?? "?"}`);
}

interface Probe {
  shape: string;
  subject: string;
  body: string;
  from: Sender;
  names: string[];
  /** Why a miss is left to another part of the engine: the probe is expected to fail until that part reads it. */
  left?: string;
}

export const PROBES: Probe[] = [
  // The athlete writing about herself.
  {
    shape: "her name only in her address (no display name), signed with initials",
    subject: "2028 middle blocker - film",
    body: "Hi Coach Ferris,\n\nI'm a 2028 middle blocker, 6'1\", and I'd love to be considered for your program. My film: https://youtu.be/Kb28Mb01xYz\n\nThank you,\nKB",
    from: athlete("kaylee.brandt28@gmail.com"),
    names: ["Kaylee Brandt"],
  },
  {
    shape: "the subject names her surname first, the body signs her first name",
    subject: "Brandt, Kaylee - 2027 MB",
    body: "Hello Coach,\n\nI am a 2027 middle at Ridgeview High School and play club for Prairie Fire 17 Black. Please find my highlights below.\n\nhttps://www.hudl.com/video/3/1234567/abcdef1234567890\n\nKaylee",
    from: athlete("kb.volley@gmail.com"),
    names: ["Kaylee Brandt"],
  },
  {
    shape: "a nickname in the greeting, her full name in the signature",
    subject: "Hi from a 2028 setter",
    body: "Hi Coach!\n\nKay here - I'm the setter you saw at the Windy City Classic in March. I'd love to come to a camp this summer.\n\nThanks!\nKaylee Brandt\nClass of 2028 | S | 5'10\"",
    from: athlete("kbsets@gmail.com"),
    names: ["Kaylee Brandt"],
  },
  {
    shape: "her name followed by a jersey number",
    subject: "Recruiting",
    body: "Coach,\n\nKaylee Brandt #12 here, 2027 outside hitter for Prairie Fire 17 Black. We play at your gym Saturday, court 3.\n\nKaylee",
    from: athlete("kbrandt12@gmail.com"),
    names: ["Kaylee Brandt"],
  },
  {
    shape: "a nickname in brackets between first name and surname",
    subject: "Prospective student-athlete",
    body: "Dear Coach,\n\nMy name is Katherine (Kit) Lindqvist and I am a 2028 libero from Duluth, MN.\n\nBest,\nKit",
    from: athlete("kitlindq@gmail.com"),
    names: ["Katherine Lindqvist"],
  },
  {
    shape: "a mononym sign-off under a display name",
    subject: "camp question + video",
    body: "hi coach! wanted to send my new film before your camp. im a 2029 OH\n\nhttps://youtu.be/Ab12Cd34Ef5\n\n- Kay",
    from: athlete("kbrandt29@icloud.com", "Kaylee Brandt"),
    names: ["Kaylee Brandt"],
  },
  {
    shape: "an athlete writing of herself in the third person",
    subject: "Player profile",
    body: "Coach Ames,\n\nNoelle Varga is a 2028 opposite from Akron, OH, standing 6'0\" with a 3.9 GPA. She plays for Buckeye Storm 16 Elite.\n\nFilm: https://youtu.be/Nv28Op01xYz\n\nNoelle",
    from: athlete("noellev@gmail.com"),
    names: ["Noelle Varga"],
  },
  {
    shape: "surname written in capitals, European style, after the first name",
    subject: "Volleyball recruitment",
    body: "Dear Coach,\n\nMy name is Ines MOREAU, I am 18 years old, 1m84, and I play setter in Lyon. I will finish my baccalauréat in June 2027.\n\nBest regards,\nInes MOREAU",
    from: athlete("ines.moreau@gmail.com"),
    names: ["Ines Moreau"],
  },
  {
    shape: "surname in capitals written first ('BRANDT Kaylee')",
    subject: "Recruitment 2027",
    body: "Hello Coach,\n\nI present myself: WEBER Jana, born 2008, setter, 1,80 m. I play in the second league in Germany.\n\nSincerely,\nWEBER Jana",
    from: athlete("jana.w08@gmail.com"),
    names: ["Jana Weber"],
  },
  {
    shape: "an Indian-English 'myself …' introduction",
    subject: "Interest in your tennis program",
    body: "Respected Sir,\n\nMyself Priya Raghunathan, a 2027 graduate from Pune. My UTR is 9.2 and I am interested to join your team.\n\nRegards,\nPriya",
    from: athlete("priya.r2027@gmail.com"),
    names: ["Priya Raghunathan"],
  },
  {
    shape: "an apostrophe surname and a Mc surname in a sign-off",
    subject: "2028 catcher",
    body: "Hi Coach,\n\nI'm a 2028 catcher for the Tri-County Heat 16U. Schedule attached.\n\nThank you,\nBrigid O'Shea-McKenna\n2028 | C | 3.7 GPA",
    from: athlete("brigidosm@gmail.com"),
    names: ["Brigid O'Shea-McKenna"],
  },
  {
    shape: "a 'van' surname in a sentence",
    subject: "Introduction",
    body: "Hello Coach,\n\nI'm Anouk van Leeuwen, a 2027 outside hitter from Utrecht. I hope to study in the US.\n\nAnouk",
    from: athlete("anoukvl@gmail.com"),
    names: ["Anouk van Leeuwen"],
  },
  {
    shape: "a first name that is a common word ('Summer', 'Hope')",
    subject: "Summer camp + recruiting",
    body: "Hi Coach,\n\nMy name is Summer Okafor and I'm a 2028 setter. I'll be at your summer camp.\n\nSummer Okafor",
    from: athlete("summero@gmail.com"),
    names: ["Summer Okafor"],
  },
  {
    shape: "a name of two place-like words ('Brooklyn Paris')",
    subject: "2027 libero",
    body: "Hi Coach,\n\nI'm Brooklyn Paris, a 2027 libero. I'd love to be on your radar.\n\nBrooklyn",
    from: athlete("bparis27@gmail.com"),
    names: ["Brooklyn Paris"],
  },
  {
    shape: "a name line with a bullet separator and her town",
    subject: "Film",
    body: "Coach,\n\nKaylee Brandt • 2027 • MB • Sioux Falls, SD\n\nhttps://youtu.be/Kb27Mb02xYz\n\nThanks",
    from: athlete("kb.sd@gmail.com"),
    names: ["Kaylee Brandt"],
  },
  {
    shape: "a middle initial without its full stop",
    subject: "Recruiting",
    body: "Hi Coach,\n\nI am Kaylee M Brandt, 2028 middle blocker, 6'2\".\n\nKaylee",
    from: athlete("kmb2028@gmail.com"),
    names: ["Kaylee Brandt"],
  },
  {
    shape: "a suffix after a boy's name ('Jr.')",
    subject: "2027 point guard",
    body: "Coach,\n\nMy name is Marcus Hill Jr., a 2027 point guard from Gary, IN.\n\nMarcus Hill Jr.",
    from: athlete("mhilljr3@gmail.com"),
    names: ["Marcus Hill"],
  },
  {
    shape: "an email all in lower case signed with her name",
    subject: "recruiting",
    body: "hi coach\n\nim a 2028 outside hitter from boise, i play for idaho crush 16 black. heres my film https://youtu.be/Lw28Oh03xYz\n\nthanks\nlena whitcomb",
    from: athlete("lenaw28@gmail.com"),
    names: ["Lena Whitcomb"],
  },
  // Parents.
  {
    shape: "a parent's 'our daughter Kaylee', signed by both parents",
    subject: "Our daughter - 2028 MB",
    body: "Dear Coach Ferris,\n\nOur daughter Kaylee is a 2028 middle blocker, 6'2\", with Prairie Fire 16 Black. We would love for you to see her play.\n\nThank you,\nTom and Lisa Brandt",
    from: athlete("brandtfamily@gmail.com"),
    names: ["Kaylee Brandt"],
  },
  {
    shape: "a parent's 'my daughter Kaylee', signed as the family",
    subject: "2028 middle blocker",
    body: "Hi Coach,\n\nMy daughter Kaylee is a 2028 middle blocker, 6'2\", and plays for Prairie Fire 16 Black.\n\nThank you,\nThe Brandt Family",
    from: athlete("brandtfamily@gmail.com"),
    names: ["Kaylee Brandt"],
  },
  {
    shape: "a parent's 'her name is'",
    subject: "Softball recruit",
    body: "Hello Coach,\n\nI am writing about my daughter. Her name is Josie Arceneaux and she is a 2028 pitcher from Lafayette, LA.\n\nRegards,\nMichelle Arceneaux",
    from: athlete("marceneaux@yahoo.com", "Michelle Arceneaux"),
    names: ["Josie Arceneaux"],
  },
  {
    shape: "a parent's signature naming the athlete after the parent's name",
    subject: "Lacrosse film",
    body: "Coach,\n\nPlease see the film link below from this weekend.\n\nhttps://youtu.be/Rg29Df04xYz\n\nDana Whitfield\nMom of Reagan Whitfield, 2029 defender",
    from: athlete("danawhit@gmail.com", "Dana Whitfield"),
    names: ["Reagan Whitfield"],
  },
  {
    shape: "a parent writing in lower case: 'my daughter kaylee brandt'",
    subject: "daughter recruiting",
    body: "hello coach\n\nmy daughter kaylee brandt is a 2028 setter and we live in fargo nd. can she come to your camp?\n\nthanks\ntom brandt",
    from: athlete("tbrandt@gmail.com", "Tom Brandt"),
    names: ["Kaylee Brandt"],
  },
  {
    shape: "a parent on the family account whose display name is the family's",
    subject: "2027 outside hitter",
    body: "Hi Coach,\n\nWe wanted to share Addison's new highlight video. She is a 2027 OH at Lakeview HS.\n\nhttps://youtu.be/Ad27Oh05xYz\n\nThe Kowalczyk Family",
    from: athlete("kowalczykfam@gmail.com", "The Kowalczyk Family"),
    names: ["Addison Kowalczyk"],
    left: "the writer is read as the athlete (roles), and her name is only a possessive first name ('Addison's new highlight video')",
  },
  // Coaches, trainers and services naming one athlete.
  {
    shape: "a trainer's 'a young lady named'",
    subject: "Pitcher you should see",
    body: "Coach,\n\nI give pitching lessons to a young lady named Harper Delacroix-Ng, a 2028 RHP with a 61 mph fastball.\n\nRuss Tolliver\nTolliver Pitching",
    from: athlete("russ@tolliverpitching.example", "Russ Tolliver"),
    names: ["Harper Delacroix-Ng"],
  },
  {
    shape: "a club coach's 'wanted to pass along'",
    subject: "Player for your radar",
    body: "Coach,\n\nWanted to pass along one of mine - Tessa Greenlaw. 2028, lefty OPP, 6'0\". Great kid, great grades.\n\nRob Hale\nDirector, Prairie Fire VBC",
    from: athlete("rob@prairiefire.example", "Rob Hale"),
    names: ["Tessa Greenlaw"],
  },
  {
    shape: "a coach naming the athlete by her full name in the subject and only her first name in the body",
    subject: "Tessa Greenlaw",
    body: "Coach,\n\nTessa is a 2028 lefty opposite, 6'0\", and plays for me at Prairie Fire 16 Black. She is very interested in your school.\n\nRob Hale\nPrairie Fire VBC",
    from: athlete("rob@prairiefire.example", "Rob Hale"),
    names: ["Tessa Greenlaw"],
  },
  {
    shape: "a coach whose note names an event with a year before the athlete ('Gold Rush Challenge 2027')",
    subject: "Outside hitter",
    body: "Coach,\n\nYou may have seen her at Gold Rush Challenge 2027 in Denver. Mara Ellsworth is our 2028 outside hitter, 5'11\".\n\nRob Hale\nPrairie Fire VBC",
    from: athlete("rob@prairiefire.example", "Rob Hale"),
    names: ["Mara Ellsworth"],
  },
  {
    shape: "a high-school coach's 'I have a kid for you:'",
    subject: "kid for you",
    body: "Coach,\n\nI have a kid for you: Jaelyn Pruitt. Senior, 5'9\" guard, 18 ppg this year, 3.6 GPA.\n\nCoach Dwayne Mercer\nCentral Heights HS Girls Basketball",
    from: athlete("dmercer@centralheights.example", "Dwayne Mercer"),
    names: ["Jaelyn Pruitt"],
  },
  {
    shape: "a coach writing the name with the class year before it ('2028 setter Ella Vance')",
    subject: "Setter",
    body: "Hi Coach,\n\nI wanted to let you know that 2028 setter Ella Vance will be at the Lone Star Classic this weekend. She runs a fast 5-1.\n\nCoach Pat Rowe\nTexas Tide VBC",
    from: athlete("prowe@texastide.example", "Pat Rowe"),
    names: ["Ella Vance"],
  },
  {
    shape: "a service's one-athlete profile with the name under a heading in capitals",
    subject: "Athlete profile",
    body: "Coach,\n\nPlease see the profile below.\n\nATHLETE: DAKOTA REYES-MORALES\nClass: 2027\nPosition: Outfield\nGPA: 3.8\n\nBrian Teel\nNext Level Scouting",
    from: athlete("brian@nextlevelscouting.example", "Brian Teel"),
    names: ["Dakota Reyes-Morales"],
  },
  // Several athletes in one email.
  {
    shape: "two athletes introduced in one sentence",
    subject: "Two 2027s",
    body: "Coach,\n\nTwo of my 2027s, Kaylee Brandt and Jo Park, are very interested in your program. Kaylee is a 6'2\" middle and Jo is a 5'8\" setter.\n\nRob Hale\nPrairie Fire VBC",
    from: athlete("rob@prairiefire.example", "Rob Hale"),
    names: ["Kaylee Brandt", "Jo Park"],
  },
  {
    shape: "a list of players each led by a jersey number",
    subject: "Players for your list",
    body: "Coach,\n\nA few of our 17s you should see this weekend:\n\n#12 Kaylee Brandt - 2027 MB\n#7 Jo Park - 2027 S\n#3 Maria Soto - 2027 L\n\nRob Hale\nPrairie Fire VBC",
    from: athlete("rob@prairiefire.example", "Rob Hale"),
    names: ["Kaylee Brandt", "Jo Park", "Maria Soto"],
    left: "every name is read; the classifier takes a club's list of three for a service's blast",
  },
  {
    shape: "a list led by each player's position",
    subject: "Uncommitted 2028s",
    body: "Coach,\n\nOur uncommitted 2028s:\n\nMB - Kaylee Brandt - 6'2\"\nS - Jo Park - 5'9\"\nL - Maria Soto - 5'5\"\n\nRob Hale\nPrairie Fire VBC",
    from: athlete("rob@prairiefire.example", "Rob Hale"),
    names: ["Kaylee Brandt", "Jo Park", "Maria Soto"],
    left: "every name is read; the classifier takes a club's list ('Our uncommitted 2028s') for a service's blast",
  },
  {
    shape: "a sentence naming three with the class and position before each name",
    subject: "Three to watch",
    body: "Coach,\n\nKeep an eye on 2027 MB Kaylee Brandt, 2028 S Jo Park and 2028 L Maria Soto at the qualifier.\n\nRob Hale\nPrairie Fire VBC",
    from: athlete("rob@prairiefire.example", "Rob Hale"),
    names: ["Kaylee Brandt", "Jo Park", "Maria Soto"],
  },
  {
    shape: "a table whose rows name each player and her coach",
    subject: "Showcase roster - uncommitted",
    body: "Coach,\n\nPlayer | Grad | Pos | Club Coach\nKaylee Brandt | 2027 | MB | Rob Hale\nJo Park | 2028 | S | Amy Lutz\n\nRob Hale\nPrairie Fire VBC",
    from: athlete("rob@prairiefire.example", "Rob Hale"),
    names: ["Kaylee Brandt", "Jo Park"],
  },
  {
    shape: "profile blocks with no labels, a name over its details",
    subject: "Players to watch",
    body: "Coach,\n\nTwo to watch at Nationals:\n\nKaylee Brandt\n2027 MB, 6'2\"\n\nJo Park\n2028 S, 5'9\"\n\nRob Hale\nPrairie Fire VBC",
    from: athlete("rob@prairiefire.example", "Rob Hale"),
    names: ["Kaylee Brandt", "Jo Park"],
  },
  {
    shape: "a high-school coach's paragraphs opening 'First is …' and 'Second, …'",
    subject: "Two seniors",
    body: "Coach,\n\nFirst is Kaylee Brandt, a 6'2\" middle with a 3.9 GPA.\n\nSecond, Jo Park, our setter, 5'9\", a four-year starter.\n\nBoth are class of 2027.\n\nCoach Lynn Ortiz\nRidgeview High School Volleyball",
    from: athlete("lortiz@ridgeview.example", "Lynn Ortiz"),
    names: ["Kaylee Brandt", "Jo Park"],
  },
  {
    shape: "twins with different first names and the family's surname",
    subject: "Twins - class of 2028",
    body: "Hi Coach,\n\nOur twins Kaylee and Kendall Brandt are 2028 middles at Ridgeview HS. Kaylee is 6'2\", Kendall 6'0\".\n\nLisa Brandt",
    from: athlete("lisabrandt@gmail.com", "Lisa Brandt"),
    names: ["Kaylee Brandt", "Kendall Brandt"],
  },
  {
    shape: "two athletes each with her details in brackets in one sentence",
    subject: "Two for you",
    body: "Coach,\n\nI'd recommend Kaylee Brandt (2027 MB, 6'2\") and Jo Park (2028 S, 5'9\") - both would fit your system.\n\nRob Hale\nPrairie Fire VBC",
    from: athlete("rob@prairiefire.example", "Rob Hale"),
    names: ["Kaylee Brandt", "Jo Park"],
  },
  {
    shape: "a list with surnames in capitals first ('BRANDT Kaylee – 2027 – MB')",
    subject: "Players 2027",
    body: "Dear Coach,\n\nOur players interested in US colleges:\n\nBRANDT Kaylee – 2027 – MB\nPARK Jo – 2027 – S\n\nBest regards,\nRob Hale\nPrairie Fire VBC",
    from: athlete("rob@prairiefire.example", "Rob Hale"),
    names: ["Kaylee Brandt", "Jo Park"],
  },
  {
    shape: "athletes whose first names are common words ('Hope', 'Sky')",
    subject: "Two middles",
    body: "Coach,\n\nHope Castellano (2027 MB) and Sky Whitford (2028 MB) are both uncommitted and training hard.\n\nRob Hale\nPrairie Fire VBC",
    from: athlete("rob@prairiefire.example", "Rob Hale"),
    names: ["Hope Castellano", "Sky Whitford"],
  },
  // A second round: labels, display names, forwards, and sentences that hide the name.
  {
    shape: "a form's 'Athlete's name:' and 'Student:' labels",
    subject: "Prospect form",
    body: "Coach,\n\nAthlete's name: Kaylee Brandt\nGrad year: 2027\nPosition: MB\n\nThank you",
    from: athlete("kb27mb@gmail.com"),
    names: ["Kaylee Brandt"],
  },
  {
    shape: "a 'Student:' label in a counsellor's note",
    subject: "Student-athlete referral",
    body: "Hello Coach,\n\nStudent: Kaylee Brandt\nClass: 2027\nSport: Volleyball (MB)\nGPA: 3.9\n\nPlease reach out with any questions.\n\nDana Li\nCounseling Office, Ridgeview High School",
    from: athlete("dli@ridgeview.example", "Dana Li"),
    names: ["Kaylee Brandt"],
  },
  {
    shape: "a 'Player:' label with her jersey number before her name",
    subject: "Player info",
    body: "Coach,\n\nPlayer: #12 Kaylee Brandt\nClass: 2027\nPosition: MB\nClub: Prairie Fire 17 Black\n\nRob Hale\nPrairie Fire VBC",
    from: athlete("rob@prairiefire.example", "Rob Hale"),
    names: ["Kaylee Brandt"],
  },
  {
    shape: "an Outlook display name written surname first ('Brandt, Kaylee')",
    subject: "Recruiting - 2027 MB",
    body: "Hi Coach,\n\nI'm a 2027 middle blocker at Ridgeview High School and would love to visit campus this spring. My film: https://youtu.be/Kb27Mb06xYz\n\nThank you,\nKaylee",
    from: athlete("kbrandt@ridgeview-students.example", "Brandt, Kaylee"),
    names: ["Kaylee Brandt"],
  },
  {
    shape: "a display name carrying her pronouns",
    subject: "2028 libero",
    body: "Hi Coach,\n\nI'm a 2028 libero for Prairie Fire 16 Black and would love to attend your clinic.\n\nThanks,\nKay",
    from: athlete("kaybee28@gmail.com", "Kaylee Brandt (she/her)"),
    names: ["Kaylee Brandt"],
  },
  {
    shape: "a sign-off with her first name's initial ('K. Brandt') after 'my name is Kaylee'",
    subject: "2028 MB",
    body: "Hi Coach,\n\nMy name is Kaylee and I am a 2028 middle blocker, 6'2\".\n\nBest,\nK. Brandt",
    from: athlete("kb2028@gmail.com"),
    names: ["Kaylee Brandt"],
  },
  {
    shape: "a note 'from' the athlete ('a quick note from Kaylee Brandt (2028 OH)')",
    subject: "Hello Coach",
    body: "Hi Coach,\n\nJust a quick note from Kaylee Brandt (2028 OH) - I'll be at your camp next month and can't wait.\n\nKaylee",
    from: athlete("kaybrandt@gmail.com"),
    names: ["Kaylee Brandt"],
  },
  {
    shape: "'it's … again' opening her follow-up",
    subject: "Following up",
    body: "Hi Coach,\n\nIt's Kaylee Brandt again, the 2028 middle from Fargo. I wanted to share my updated film.\n\nhttps://youtu.be/Kb28Mb07xYz\n\nKaylee",
    from: athlete("kbfargo@gmail.com"),
    names: ["Kaylee Brandt"],
  },
  {
    shape: "a Spanish writer's 'Les escribe …'",
    subject: "Jugadora 2027",
    body: "Hola Coach,\n\nLes escribe Lucía Ferreira, armadora de 2027 de Rosario, Argentina. Mido 1,78 m.\n\nSaludos,\nLucía",
    from: athlete("luciaf07@gmail.com"),
    names: ["Lucía Ferreira"],
  },
  {
    shape: "a parent's 'My son, Marcus Hill Jr., is …'",
    subject: "Basketball - class of 2027",
    body: "Coach,\n\nMy son, Marcus Hill Jr., is a 2027 point guard at Gary West HS, averaging 17 points.\n\nMarcus Hill Sr.",
    from: athlete("mhillsr@yahoo.com", "Marcus Hill"),
    names: ["Marcus Hill"],
    left: "the father shares the son's name: the classifier reads the writer's own name as a signature, not an introduction",
  },
  {
    shape: "a parent putting the name in quotes",
    subject: "Softball recruit",
    body: "Hello Coach,\n\nMy daughter is \"Josie Arceneaux\", a 2028 pitcher from Lafayette, LA.\n\nMichelle",
    from: athlete("marceneaux@yahoo.com", "Michelle Arceneaux"),
    names: ["Josie Arceneaux"],
  },
  {
    shape: "a coach's 'is someone you need to see', her details a sentence later",
    subject: "Must see",
    body: "Coach,\n\nKaylee Brandt is someone you need to see. Big arm, 2028, plays OH for me on 16 Black.\n\nRob Hale\nPrairie Fire VBC",
    from: athlete("rob@prairiefire.example", "Rob Hale"),
    names: ["Kaylee Brandt"],
  },
  {
    shape: "a high-school coach's 'our senior captain Kaylee Brandt'",
    subject: "Senior captain",
    body: "Coach,\n\nOur senior captain Kaylee Brandt has been our best hitter for three years and is still uncommitted. She'd be a great fit for your program.\n\nCoach Lynn Ortiz\nRidgeview High School Volleyball",
    from: athlete("lortiz@ridgeview.example", "Lynn Ortiz"),
    names: ["Kaylee Brandt"],
    left: "her name is read; the classifier finds no introduction (no class year, height or position) and the writer a parent",
  },
  {
    shape: "a tournament named with its year before the athlete ('Triple Crown 2027')",
    subject: "2028 OH",
    body: "Coach,\n\nYou may remember her from Triple Crown 2027 in Kansas City. Tessa Greenlaw is our 2028 OH, 6'0\".\n\nRob Hale\nPrairie Fire VBC",
    from: athlete("rob@prairiefire.example", "Rob Hale"),
    names: ["Tessa Greenlaw"],
  },
  {
    shape: "a subject that is a forward of her name and class ('Fwd: Recruiting Video - Kaylee Brandt (2027)')",
    subject: "Fwd: Recruiting Video - Kaylee Brandt (2027)",
    body: "Coach,\n\nPlease see my new video below. I am a middle blocker.\n\nhttps://youtu.be/Kb27Mb08xYz\n\nThanks",
    from: athlete("kbvb27@gmail.com"),
    names: ["Kaylee Brandt"],
  },
  {
    shape: "three names in a list with an Oxford comma, their class said after all",
    subject: "Three setters",
    body: "Coach,\n\nKaylee Brandt, Jo Park, and Maria Soto are all 2027 setters looking for a home. Film on request.\n\nRob Hale\nPrairie Fire VBC",
    from: athlete("rob@prairiefire.example", "Rob Hale"),
    names: ["Kaylee Brandt", "Jo Park", "Maria Soto"],
    left: "every name is read; the classifier finds no introduction ('looking for a home')",
  },
  {
    shape: "a list of names each with her position in brackets, the class in the heading",
    subject: "2027 uncommitted",
    body: "Coach,\n\nThese 2027s from our 17 Black team would love to hear from you:\n\nKaylee Brandt (MB)\nJo Park (S)\nMaria Soto (L)\n\nRob Hale\nPrairie Fire VBC",
    from: athlete("rob@prairiefire.example", "Rob Hale"),
    names: ["Kaylee Brandt", "Jo Park", "Maria Soto"],
  },
  {
    shape: "a club director forwarding her note, her name only in the forwarded header and sign-off",
    subject: "Fwd: camp",
    body: "Coach - see below from one of my 2028s. Great kid.\n\nRob\n\n---------- Forwarded message ---------\nFrom: Kaylee Brandt <kaylee.brandt28@gmail.com>\nDate: Mon, Nov 16, 2026 at 7:12 PM\nSubject: camp\nTo: Rob Hale <rob@prairiefire.example>\n\nHi Rob, can you send my film to the coaches on my list? I'm hoping for a camp invite.\n\nThanks!\nKaylee",
    from: athlete("rob@prairiefire.example", "Rob Hale"),
    names: ["Kaylee Brandt"],
    left: "her name is read from the forwarded header; the classifier takes her note to her club director for a question without an athlete",
  },
  {
    shape: "a reply above her own quoted first mail, signed with an initial",
    subject: "Re: 2028 MB - Kaylee Brandt",
    body: "Thanks so much Coach! I'll be there Saturday.\n-K\n\nOn Tue, Nov 17, 2026 at 9:03 AM Kaylee Brandt <kb.mb28@gmail.com> wrote:\n> Hi Coach,\n> I'm a 2028 middle blocker from Fargo, ND. Film: https://youtu.be/Kb28Mb09xYz\n> Kaylee Brandt",
    from: athlete("kb.mb28@gmail.com"),
    names: ["Kaylee Brandt"],
  },
  {
    shape: "twins named by their first names, one parent signing",
    subject: "Twins - 2028",
    body: "Hi Coach,\n\nOur twin daughters Kaylee and Kendall are 2028 middles at Ridgeview HS. Both are 6'1\" and play for Prairie Fire 16 Black.\n\nLisa Brandt",
    from: athlete("lisabrandt@gmail.com", "Lisa Brandt"),
    names: ["Kaylee Brandt", "Kendall Brandt"],
  },
  // A third round: subjects, nicknames, separators, more lists.
  {
    shape: "a subject of her name and details run together with slashes ('Kaylee Brandt/2027/MB/Prairie Fire')",
    subject: "Kaylee Brandt/2027/MB/Prairie Fire",
    body: "Hi Coach,\n\nI'm very interested in your program and would love to come to a camp. Film: https://youtu.be/Kb27Mb10xYz\n\nThank you,\nKaylee",
    from: athlete("kbrandt.vb@gmail.com"),
    names: ["Kaylee Brandt"],
  },
  {
    shape: "a subject with her class and position before her name ('2027 MB Kaylee Brandt')",
    subject: "2027 MB Kaylee Brandt",
    body: "Hi Coach,\n\nI'd love to be considered for your 2027 class. My film: https://youtu.be/Kb27Mb11xYz\n\nKaylee",
    from: athlete("kbmiddle@gmail.com"),
    names: ["Kaylee Brandt"],
  },
  {
    shape: "initials in quotes as a nickname ('Kaylee \"KB\" Brandt')",
    subject: "2027 MB",
    body: "Hi Coach,\n\nI'm a 2027 middle blocker from Fargo, ND and would love to visit.\n\nKaylee \"KB\" Brandt\n2027 | MB | 6'2\"",
    from: athlete("kb2027nd@gmail.com"),
    names: ["Kaylee Brandt"],
  },
  {
    shape: "two athletes joined by '&' with what is said of both in brackets",
    subject: "Two middles",
    body: "Coach,\n\nKaylee Brandt & Jo Park (both 2027 MBs) will be at your clinic Saturday.\n\nRob Hale\nPrairie Fire VBC",
    from: athlete("rob@prairiefire.example", "Rob Hale"),
    names: ["Kaylee Brandt", "Jo Park"],
    left: "both names are read; the classifier takes 'at your clinic Saturday' for a clinic's advertisement",
  },
  {
    shape: "'Meet our 2027 middles:' before two names",
    subject: "Our 2027 middles",
    body: "Coach,\n\nMeet our 2027 middles: Kaylee Brandt and Jo Park. Both are over 6'1\" and uncommitted.\n\nRob Hale\nPrairie Fire VBC",
    from: athlete("rob@prairiefire.example", "Rob Hale"),
    names: ["Kaylee Brandt", "Jo Park"],
  },
  {
    shape: "a name with her club in brackets before her class and position",
    subject: "Uncommitted MB",
    body: "Coach,\n\nKaylee Brandt (Prairie Fire 17 Black) – 2027 MB – is still uncommitted and has a 3.9 GPA.\n\nAmy Lutz\nPrairie Fire VBC",
    from: athlete("amy@prairiefire.example", "Amy Lutz"),
    names: ["Kaylee Brandt"],
  },
  {
    shape: "her name in capitals heading a mixed-case mail",
    subject: "Recruiting",
    body: "KAYLEE BRANDT - 2027 - MIDDLE BLOCKER\n\nHi Coach, I'm very interested in your program. I play for Prairie Fire 17 Black.\n\nThanks",
    from: athlete("kbmb2027@gmail.com"),
    names: ["Kaylee Brandt"],
  },
  {
    shape: "a table whose name cells are written surname first",
    subject: "Seniors",
    body: "Coach,\n\nName | Year | Pos\nBrandt, Kaylee | 2027 | MB\nPark, Jo | 2027 | S\n\nLynn Ortiz\nRidgeview High School Volleyball",
    from: athlete("lortiz@ridgeview.example", "Lynn Ortiz"),
    names: ["Kaylee Brandt", "Jo Park"],
  },
  {
    shape: "a recruiting service's 'profile prepared for …'",
    subject: "Recruiting profile",
    body: "Coach,\n\nBelow is the recruiting profile we prepared for Kaylee Brandt, a 2027 middle blocker from Fargo, ND.\n\nBrian Teel\nNext Level Scouting",
    from: athlete("brian@nextlevelscouting.example", "Brian Teel"),
    names: ["Kaylee Brandt"],
  },
  {
    shape: "a one-line slashed header ('Name/Grad/Pos: Kaylee Brandt / 2027 / MB')",
    subject: "Profile",
    body: "Coach,\n\nName/Grad/Pos: Kaylee Brandt / 2027 / MB\nClub: Prairie Fire 17 Black\n\nThanks",
    from: athlete("kbfire17@gmail.com"),
    names: ["Kaylee Brandt"],
  },
  // A fourth round: the wrong person beside her, and short lists.
  {
    shape: "a parent naming the daughter's club coach in an aside",
    subject: "2028 MB",
    body: "Hello Coach,\n\nHer club coach, Amy Lutz, says she is ready for the next level. Kaylee Brandt is a 2028 middle blocker, 6'2\".\n\nLisa Brandt",
    from: athlete("lisabrandt@gmail.com", "Lisa Brandt"),
    names: ["Kaylee Brandt"],
  },
  {
    shape: "a numbered list of players, each name followed by position and class after commas",
    subject: "My uncommitted kids",
    body: "Coach,\n\n1) Kaylee Brandt, MB, 2027\n2) Jo Park, S, 2028\n\nRob Hale\nPrairie Fire VBC",
    from: athlete("rob@prairiefire.example", "Rob Hale"),
    names: ["Kaylee Brandt", "Jo Park"],
  },
  {
    shape: "a high-school coach's two seniors, each name followed only by her position code",
    subject: "Two seniors",
    body: "Coach,\n\nHere are my two seniors, both class of 2027:\nKaylee Brandt - MB\nJo Park - S\n\nLynn Ortiz\nRidgeview High School Volleyball",
    from: athlete("lortiz@ridgeview.example", "Lynn Ortiz"),
    names: ["Kaylee Brandt", "Jo Park"],
  },
  {
    shape: "a Dutch writer's 'Ik ben Sanne de Vries'",
    subject: "Volleybal - 2027",
    body: "Dear Coach,\n\nIk ben Sanne de Vries, a 2027 setter from Zwolle in the Netherlands. I am 1,82 m.\n\nGroeten,\nSanne",
    from: athlete("sannedv@gmail.com"),
    names: ["Sanne de Vries"],
  },
  {
    shape: "a signature whose last line names her parents",
    subject: "2027 MB",
    body: "Hi Coach,\n\nI'm a 2027 middle blocker and would love to visit.\n\nKaylee\nParents: Tom & Lisa Brandt, 555-0123",
    from: athlete("kaymb27@gmail.com"),
    names: ["Kaylee Brandt"],
    left: "a first name alone over a parents' line is found as no sign-off (context.ts), so no name is read",
  },
];

describe("athlete names probed", () => {
  for (const probe of PROBES) {
    (probe.left ? it.fails : it)(`reads ${probe.shape}${probe.left ? ` (left: ${probe.left})` : ""}`, () => {
      expect(namesRead(probe.subject, probe.body, probe.from)).toEqual(probe.names);
    });
  }

  it("reads no athlete from a coach the letter names beside its player: in the sentence before hers, or after 'and' without a list", () => {
    const club = athlete("amy@prairiefire.example", "Amy Lutz");
    expect(namesRead("Prospects", "Coach,\n\nMy colleague Rob Hale will be at your camp too. Ella Vance, 2028 setter, is the one to watch.\n\nAmy Lutz\nPrairie Fire VBC", club)).toEqual(["Ella Vance"]);
    expect(namesRead("Prospects", "Coach,\n\nRob Hale is our director. Ella Vance, 2028 setter, is the one to watch.\n\nAmy Lutz\nPrairie Fire VBC", club)).toEqual(["Ella Vance"]);
    expect(namesRead("Prospects", "Coach,\n\nElla Vance (2028 S) and her club coach Rob Hale will be at your camp.\n\nAmy Lutz\nPrairie Fire VBC", club)).toEqual(["Ella Vance"]);
  });

  it("reads no name from an address that spells no person ('hoops.life23@', 'volley.girl@') or one her display name contradicts", () => {
    const body = "Hi Coach,\n\nI'm a 2028 point guard, 5'7\", averaging 14 ppg. My film: https://youtu.be/Hp28Pg01xYz\n\nThanks!";
    expect(namesRead("2028 PG", body, athlete("hoops.life23@gmail.com"))).toEqual(["? ?"]);
    expect(namesRead("2028 PG", body, athlete("volley.girl@gmail.com"))).toEqual(["? ?"]);
    expect(namesRead("2028 PG", body, athlete("kaylee.brandt28@gmail.com", "Jo"))).toEqual(["? ?"]);
  });
});

describe("a coach's players in the lead's own probes", () => {
  const coach = athlete("mruiz@elevatevbc.example", "Mark Ruiz");
  const sign = "\n\nMark Ruiz\nElevate VBC";

  it("reads no player from another column of a roster table ('School'), only from its name column", () => {
    const body = `Coach,\n\nHere are my uncommitted 2027s:\n\nName | Pos | Ht | School\nJess Lund | L | 5'6 | Westlake\nMaya Ortiz | OH | 6'0 | Dublin Jerome\nKeira Boyd | MB | 6'2 | Hilliard Davidson${sign}`;
    expect(namesRead("Uncommitted 2027s", body, coach)).toEqual(["Jess Lund", "Maya Ortiz", "Keira Boyd"]);
  });

  it("reads players whose position leads each item of a list ('three seniors: setter Jess Lund, outside Maya Ortiz, and middle Keira Boyd')", () => {
    const body = "Coach,\n\nI have three seniors still looking: setter Jess Lund, outside Maya Ortiz, and middle Keira Boyd. All are 3.5+ students.\n\nAnn Bell\nHead Coach, Westlake HS";
    expect(namesRead("Three seniors", body, athlete("abell@westlakeschools.example", "Ann Bell"))).toEqual(["Jess Lund", "Maya Ortiz", "Keira Boyd"]);
  });

  it("reads a player named after her description ('a sophomore setter, Jess Lund, …', 'Her name is Jess Lund')", () => {
    const juco = "Coach, I have a sophomore setter, Jess Lund, finishing at Lakeland CC this spring, looking for a 4-year home. 3.5 GPA. Video: https://youtu.be/Jl12Ab34Cd5\n\nDana Pike\nHead Coach, Lakeland Community College";
    expect(namesRead("Sophomore setter available", juco, athlete("dpike@lakeland.edu", "Dana Pike"))).toEqual(["Jess Lund"]);
    const paragraphs = `Coach,\n\nI wanted to pass along two kids.\n\nOur libero is a 2027, 5'6", great platform. Her name is Jess Lund and her email is jesslund27@gmail.com.\n\nOur outside, Maya Ortiz, is a 2027 6'0" lefty with a big arm. maya.ortiz27@gmail.com${sign}`;
    expect(namesRead("Two 2027s", paragraphs, coach)).toEqual(["Jess Lund", "Maya Ortiz"]);
  });

  it("reads a surname-first list item whose position is one letter between dashes ('Lund, Jess – L – 3.9')", () => {
    const body = `Coach,\n\nMy 2027 recruits:\nLund, Jess – L – 3.9\nOrtiz, Maya – OH – 3.7${sign}`;
    expect(namesRead("My 2027 recruits", body, coach)).toEqual(["Jess Lund", "Maya Ortiz"]);
  });

  it("still reads no name from an athlete's own 'her name is' (her mother's) nor from a town after 'outside'", () => {
    expect(namesRead("2028 libero", "Hi Coach,\n\nI'm Jess Lund, a 2028 libero. My mom will come to camp too, her name is Amy Lund.\n\nJess Lund", athlete("jesslund28@gmail.com", "Jess Lund"))).toEqual(["Jess Lund"]);
    expect(namesRead("2028 libero", "Hi Coach,\n\nI'm Jess Lund, a 2028 libero from just outside Fort Worth, TX.\n\nJess Lund", athlete("jesslund28@gmail.com", "Jess Lund"))).toEqual(["Jess Lund"]);
  });
});

describe("an athlete writing from an account in another name", () => {
  const when2 = new Date("2026-11-20T12:00:00Z");
  const read = (body: string, from: Sender) => processTextEmail({ subject: "Recruiting", body, from: from as { address: string; name: string } }, { receivedAt: when2 });

  it("is the athlete when she says what she plays right after her name ('I'm Ava Stone, a junior at Cedar Park and a 2027 setter')", () => {
    const email = read("Hi Coach,\n\nI'm Ava Stone, a junior at Cedar Park and a 2027 setter for Austin Skyline 17 Royal.\n\nAva Stone", athlete("kstone.family@gmail.com", "Karen Stone"));
    expect(email.isRecruiting).toBe(true);
    expect([email.athlete?.firstName?.value, email.athlete?.lastName?.value, email.athlete?.highSchool?.value, email.athlete?.clubTeam?.value]).toEqual(["Ava", "Stone", "Cedar Park", "Austin Skyline 17 Royal"]);
  });

  it("is not when a parent says her own job after her name ('I'm Karen Stone, a senior accountant')", () => {
    const email = read("Hi Coach,\n\nI'm Karen Stone, a senior accountant in Austin. My daughter Ava is a 2027 setter for Austin Skyline 17 Royal.\n\nKaren Stone", athlete("kstone.family@gmail.com", "Karen Stone"));
    expect(email.senderRole).toBe("parent");
    expect(email.athlete?.firstName?.value).toBe("Ava");
  });
});

describe("a player called by her first name in someone else's mail", () => {
  it("is the athlete, not the writer who signs ('Olivia is a 2027 libero at Hillcrest HS …' signed Mark Baines)", () => {
    const body = "Hi Coach,\n\nOlivia is a 2027 libero at Hillcrest HS and plays for Prairie Fire 17 Elite. We'd love for you to see her at the qualifier.\n\nMark Baines";
    const email = processTextEmail({ subject: "Olivia", body, from: { address: "thebainesfam@gmail.com", name: "Mark Baines" } }, { receivedAt: when });
    expect([email.athlete?.firstName?.value, email.athlete?.highSchool?.value, email.athlete?.clubTeam?.value]).toEqual(["Olivia", "Hillcrest HS", "Prairie Fire 17 Elite"]);
    expect(email.senderRole).not.toBe("athlete");
  });
});
