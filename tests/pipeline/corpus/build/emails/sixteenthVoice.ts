/**
 * A sixteenth tuning author, who read none of the other batches' emails. Its weight is on the two calls the engine makes
 * worst on strangers' mail: recruiting or not, and who wrote. Introductions that hardly look like one (two or three lines
 * and no numbers, a reply to the coach's questionnaire or camp invitation, a father writing about his son the diver, a
 * mother about her keeper, a résumé with a one-line note, templates left half open, an update to a coach who already
 * knows her, Spanish and Portuguese), introductions by someone else (a club coach, a high-school coach of three, a catching
 * instructor, a performance trainer, an alumna, a club director forwarding the player's note, a service's advisor for one
 * athlete); and mail that is close to an introduction but is none (camp confirmations and receipts, a service's marketing
 * that names the athletes it placed, a club's tournament schedule with its roster, an event's coach packet with a hotel
 * block, a high-school athletic director's rules notice, the college's signing release, a compliance newsletter, parents
 * asking about tickets and camps for young children, a former player's thanks, a scouting digest, an assistant-coach
 * applicant's résumé, a student asking to be team manager, a staff waitlist, a scouting report on an opponent).
 */
import type { AttachmentSpec } from "../mime.ts";
import { notRecruiting, recruiting, severalAthletes, type CorpusEntry } from "../labels.ts";
import { collegeCoach } from "../people.ts";
import { bulkMailHeaders, compose, forwardedBlock, fwd, original, quotedReply, type Original } from "../wrappers.ts";

const SZABO = collegeCoach("Renata Szabo", "rszabo@hallowayridge.edu", "renata.szabo.m4t7@scout.inboxscout.app", `Renata Szabo
Head Volleyball Coach
Halloway Ridge University
(608) 555-0131`);

const ODUYA = collegeCoach("Grant Oduya", "goduya@mesquiteflats.edu", "grant.oduya.v8q2@scout.inboxscout.app", `Grant Oduya
Head Softball Coach, Mesquite Flats College
432.555.0135`);

const TULLY = collegeCoach("Imogen Tully", "itully@kestrelbay.edu", "imogen.tully.h5s9@scout.inboxscout.app", `Imogen Tully
Women's Soccer | Kestrel Bay University
o: 360-555-0139`);

const ARRIAGA = collegeCoach("Luis Arriaga", "larriaga@pellriver.edu", "luis.arriaga.c2w6@scout.inboxscout.app", `Luis Arriaga
Head Coach, Swimming & Diving
Pell River College
(712) 555-0142`);

const pdf = (filename: string, lines: readonly string[]): AttachmentSpec => ({ kind: "document", format: "pdf", filename, lines });
const docx = (filename: string, lines: readonly string[]): AttachmentSpec => ({ kind: "document", format: "docx", filename, lines });

// ---------------------------------------------------------------------------------------------------------------
// Introductions that hardly look like one
// ---------------------------------------------------------------------------------------------------------------

const kenzieAlbright: Original = {
  from: "Kenzie Albright <kenziealbright.vb@icloud.com>",
  to: "rszabo@hallowayridge.edu",
  date: "2026-11-18 21:12:00 -07:00",
  subject: "2028 libero",
  text: `Hi Coach Szabo! I'm Kenzie Albright, a 2028 libero out of Boise. Would love to be on your list for next fall.

Kenzie`,
};

const taliaBrooksFerreira: Original = {
  from: "Talia Brooks-Ferreira <taliabf.soccer@gmail.com>",
  to: "itully@kestrelbay.edu",
  date: "2026-11-14 17:40:00 -08:00",
  subject: "Interested in Kestrel Bay soccer",
  text: `Coach Tully,

My name is Talia Brooks-Ferreira and I'm a center back. I really want to play at Kestrel Bay and wanted to say hi before the winter showcase.

Thanks,
Talia`,
};

const szaboQuestionnaire: Original = {
  from: "Renata Szabo <rszabo@hallowayridge.edu>",
  to: "Odessa Kwan <odessakwan2028@gmail.com>",
  date: "2026-11-10 09:05:00 -06:00",
  subject: "Halloway Ridge Volleyball - a few questions",
  text: `Hi Odessa,

Thanks for your note. Before our staff meeting, could you answer a few questions for us? Name, grad year, position, height, club team, high school, hometown, GPA and a link to film.

Our Winter Skills Camp is December 6 if you are able to come to campus.

Coach Szabo`,
};

const odessaKwan: Original = {
  from: "Odessa Kwan <odessakwan2028@gmail.com>",
  to: "Renata Szabo <rszabo@hallowayridge.edu>",
  date: "2026-11-11 20:31:00 -08:00",
  subject: "RE: Halloway Ridge Volleyball - a few questions",
  ...compose(
    `Hi Coach Szabo,

Thank you so much for writing back! Here are my answers:

1. Odessa Kwan
2. 2028
3. Middle blocker
4. 6'2"
5. Cascade Peak 17 Red
6. Marlow Heights High School
7. Eugene, OR
8. 3.71
9. https://www.hudl.com/video/3/61820457/5f4e3d2c1b0a99887766aabb

I'm going to try to make the December 6 camp, my mom is checking flights.

Odessa`,
    quotedReply("outlook", szaboQuestionnaire),
    "outlook",
  ),
};

const oduyaCampInvite: Original = {
  from: "Grant Oduya <goduya@mesquiteflats.edu>",
  to: "marisol.ybarra29@gmail.com",
  date: "2026-11-03 08:00:00 -06:00",
  subject: "Mesquite Flats Softball Winter Prospect Camp - January 10",
  text: `Hello,

You are invited to the Mesquite Flats Softball Winter Prospect Camp on Saturday, January 10. Campers work with our staff on defense, hitting and pitching. Cost is $140; register at the link on our camp page.

Go Roadrunners,
Coach Oduya`,
};

const marisolYbarra: Original = {
  from: "Marisol Ybarra <marisol.ybarra29@gmail.com>",
  to: "Grant Oduya <goduya@mesquiteflats.edu>",
  date: "2026-11-05 19:22:00 -06:00",
  subject: "Re: Mesquite Flats Softball Winter Prospect Camp - January 10",
  ...compose(
    `Hi Coach Oduya,

Thank you for the invite! I can't make January 10 because we have a tournament in Houston that weekend, but I still wanted to send you my info.

I'm a 2029 catcher and I also play 3B. I go to Red Oak Valley High School in Waxahachie, TX and I play travel ball for Texas Thunderbirds 16U - Garza. Here is my skills video: https://youtu.be/Rc8Tq2Ln5Vw

My cell is 469-555-0137 if that's easier.

Marisol Ybarra`,
    quotedReply("gmail", oduyaCampInvite),
    "gmail",
  ),
};

const lindahlFather: Original = {
  from: "Gunnar Lindahl <glindahl@fjordlinefreight.example>",
  to: "larriaga@pellriver.edu",
  date: "2026-11-12 12:14:00 -08:00",
  subject: "Everett Lindahl - diver, Class of 2028",
  text: `Coach Arriaga,

I'm writing on behalf of my son Everett Lindahl. He is a junior at Cedar Pointe High School in Spokane, WA and dives springboard for his school and for Inland Empire Diving. He was 4th at our district meet last month on 1m.

He is 6'0", carries a 3.4 GPA and is interested in engineering, which is how Pell River came up at our kitchen table.

His meet video from October: https://vimeo.com/918273645

Everett's own email is everett.lindahl28@gmail.com if you'd like to reach him directly.

Best regards,

Gunnar Lindahl
Operations Manager | Fjordline Freight
p 509-555-0153`,
};

const ostrowskiMother: Original = {
  from: "Dana Ostrowski <danaostrowski@yahoo.com>",
  to: "itully@kestrelbay.edu",
  date: "2026-11-16 06:48:00 -06:00",
  subject: "Wren - 2029 GK",
  text: `Hi Coach, my daughter Wren Ostrowski is a 2029 goalkeeper with Lakeshore Union FC 09G ECNL. She'll be at your ID camp on the 7th and asked me to send her film ahead of time: https://www.youtube.com/watch?v=Wo4Gk7Tr2Mx

Thank you!
Dana Ostrowski

Sent from my iPhone`,
};

const mehraRecommends: Original = {
  from: "Priyanka Mehra <pmehra@ridgebackvbc.example>",
  to: "rszabo@hallowayridge.edu",
  date: "2026-11-09 15:03:00 -06:00",
  subject: "Sofia Castellanos-Reid (2028 OH) - worth a look",
  text: `Coach Szabo,

I've had Sofia Castellanos-Reid on my Ridgeback 17 Elite team for two seasons and she is the most coachable outside I've had in years. 5'10", left-handed, terminates out of the back row, and passes in serve receive for us.

She plays her school ball at Brookfield Lutheran High School in Waukesha, WI and carries a 3.9. Her email is sofiacr28@gmail.com and her latest film is here: https://www.hudl.com/video/3/58274019/0a9b8c7d6e5f40312a1b2c3d

Happy to get on the phone.

Priyanka Mehra
Head Coach, 17 Elite
Ridgeback Volleyball Club`,
};

const pruittThree: Original = {
  from: "Darnell Pruitt <dpruitt@copperbasinusd.example>",
  to: "goduya@mesquiteflats.edu",
  date: "2026-11-13 16:45:00 -07:00",
  subject: "Three juniors from Copper Basin HS",
  text: `Coach Oduya,

I coach softball at Copper Basin High School in Globe, AZ. I have three 2028s who can play at your level and I'd like them on your radar before summer:

- Leilani Begay, SS/2B, hit .438 for us last spring, leilanibegay28@gmail.com
- Rosalind Fierro, P, 5'9", righty with a rise and a drop that works
- Kamryn Dutch, OF, fastest kid in our program, 3.8 GPA

All three play summer ball with Desert Heat 16U Gold. I can send game film for any of them.

Darnell Pruitt
Head Softball Coach, Copper Basin High School`,
};

const kesslerInstructor: Original = {
  from: "Wade Kessler <wadekessler.catching@yahoo.com>",
  to: "goduya@mesquiteflats.edu",
  date: "2026-11-07 10:26:00 -06:00",
  subject: "A catcher you should see",
  text: `Coach Oduya,

I run private catching lessons in north Idaho and have worked with Brielle Santangelo since she was twelve. She is a 2027 with a 1.85 pop time, blocks everything, and calls her own game for Sandpoint Fastpitch 18U Gold. She attends Lakeland Hills High School in Rathdrum, Idaho.

Her video: https://youtu.be/Bs2Ct9Kd4Wq

You can reach her at brielle.santangelo@outlook.com.

Wade Kessler
Kessler Catching Lessons
208-555-0158`,
};

const trainerRecommends: Original = {
  from: "Miles Okorafor <miles@forgeperformancelab.example>",
  to: "itully@kestrelbay.edu",
  date: "2026-11-11 07:15:00 -07:00",
  subject: "Jessa Harlan - 2027 winger",
  text: `Hi Coach Tully,

I'm the performance trainer for a handful of college-bound soccer players. Jessa Harlan has trained with me three mornings a week since last winter: 4.9 pro agility, best sprint numbers in my gym. She's a 2027 winger for Idaho Rush ECNL and plays at Timberline Crest HS.

Her film: https://www.youtube.com/watch?v=Jh5Wn3Rg8Tx

Miles Okorafor, CSCS
Forge Performance Lab`,
};

const valeriaQuintanilla: Original = {
  from: "Valeria Quintanilla <valequintanilla.futbol@gmail.com>",
  to: "itully@kestrelbay.edu",
  date: "2026-11-08 13:50:00 -06:00",
  subject: "Jugadora mexicana interesada en Kestrel Bay",
  text: `Estimada entrenadora Tully:

Me llamo Valeria Quintanilla y juego como mediocampista en Rayadas Academia Sub-17. Termino la preparatoria en 2027 en el Colegio Del Valle Norte, en Monterrey, Nuevo León. Mido 1,65 m y mi promedio es de 9.2.

Me gustaría mucho estudiar y jugar en Kestrel Bay. Aquí está mi video: https://youtu.be/Vq3Gx8Mn2Lp

Muchas gracias por su tiempo.

Valeria Quintanilla`,
};

const larissaMonteiro: Original = {
  from: "Larissa Monteiro <larissa.monteiro.volei@gmail.com>",
  to: "rszabo@hallowayridge.edu",
  date: "2026-11-06 22:05:00 -03:00",
  subject: "Ponteira brasileira - turma de 2027",
  text: `Olá, treinadora Szabo!

Meu nome é Larissa Monteiro, sou ponteira e tenho 1,82 m. Jogo pelo Araucária Vôlei Sub-19 e termino o ensino médio em 2027 no Colégio Estadual Bom Pastor, em Curitiba.

Tenho muito interesse em estudar e jogar vôlei nos Estados Unidos. Meu vídeo: https://www.youtube.com/watch?v=Lm8Pt2Vx6Qa

Obrigada pela atenção!
Larissa Monteiro`,
};

const haileyStrand: Original = {
  from: "Hailey Strand <hstrand2028@gmail.com>",
  to: "goduya@mesquiteflats.edu",
  date: "2026-11-15 18:02:00 -05:00",
  subject: "Softball resume",
  text: `Coach Oduya - please see my attached softball resume. Thank you! Hailey Strand`,
};

const haileyResume = pdf("Hailey_Strand_Softball_Resume.pdf", [
  "HAILEY STRAND",
  "Class of 2028 | Second Base / Shortstop",
  "hstrand2028@gmail.com | 615-555-0164",
  "",
  "ATHLETICS",
  "Travel team: Music City Mavericks 16U - Holt",
  "High school: Brentwood Oaks High School, Franklin, TN (varsity starter since freshman year)",
  "Height: 5'6\"",
  "",
  "ACADEMICS",
  "GPA: 3.92 unweighted",
  "",
  "VIDEO",
  "https://youtu.be/Hs3Tn8Rq1Wd",
]);

const delacroixFather: Original = {
  from: "Mark Delacroix <mdelacroix@outlook.com>",
  to: "itully@kestrelbay.edu",
  date: "2026-11-17 07:40:00 -07:00",
  subject: "Amara Delacroix - soccer resume",
  text: `Coach Tully, attached is our daughter's soccer resume for your review. Regards, Mark Delacroix`,
};

const amaraResume = docx("Amara Delacroix Soccer Resume.docx", [
  "Amara Delacroix",
  "Graduating Class: 2028",
  "Position: outside back",
  "Height: 5'5\"",
  "Club: Wasatch Alpine SC 09G Premier",
  "School: Juniper Ridge High School, Sandy, UT",
  "GPA: 3.85",
  "Email: amara.delacroix@icloud.com",
  "Highlights: https://www.youtube.com/watch?v=Ad2Xr6Pn9Kw",
]);

const brooklynHastings: Original = {
  from: "Brooklyn Hastings <brooklynhastings29@yahoo.com>",
  to: "rszabo@hallowayridge.edu",
  date: "2026-11-19 16:33:00 -05:00",
  subject: "Prospective Student-Athlete - Brooklyn Hastings",
  text: `Dear Coach [Last Name],

My name is Brooklyn Hastings and I am a [position] in the class of 2029 at [High School]. I play club for Gateway Plains 16 Navy and I am very interested in [University Name].

My highlight video is linked here: https://www.hudl.com/video/3/66013982/9e8d7c6b5a4f3e2d1c0b9a87

I would love to learn more about your program.

Sincerely,
Brooklyn Hastings`,
};

const avaKowalski: Original = {
  from: "ava.kowalski28@outlook.com",
  to: "itully@kestrelbay.edu",
  date: "2026-11-10 21:47:00 -06:00",
  subject: "Recruiting - Class of 2028 Forward",
  text: `Hello Coach [COACH NAME],

My name is [NAME] and I am a 2028 forward for FC Lakeside Milwaukee 08/09 and Mukwonago Prairie High School. I scored 21 goals this fall and I am looking for a school with strong nursing.

Highlights: https://youtu.be/Ak7Fw3Dz5Lr

Thank you for your time,
Ava Kowalski
ava.kowalski28@outlook.com
262-555-0148`,
};

const jadeWhitcombe: Original = {
  from: "Jade Whitcombe <jadewhitcombe27@gmail.com>",
  to: "rszabo@hallowayridge.edu",
  date: "2026-11-17 19:09:00 -06:00",
  subject: "quick update",
  text: `Coach Szabo - great talking with you after our match at the Lone Star Classic. Quick update: I measured 6'0" at our club physicals and coach posted new film from the weekend: https://www.hudl.com/video/3/70144825/3c2b1a0f9e8d7c6b5a4f3e2d

Still planning on visiting in March!

Jade Whitcombe
2027 MB, Austin Elevation 17 Black`,
};

const rileyFirst: Original = {
  from: "Riley Okonjo <rileyokonjo.sb@gmail.com>",
  to: "goduya@mesquiteflats.edu",
  date: "2026-09-28 20:15:00 -05:00",
  subject: "Riley Okonjo - 2028 OF/P",
  text: `Hi Coach Oduya,

My name is Riley Okonjo, I'm a 2028 outfielder and pitcher from Norman, OK. I play for Oklahoma Outlaws 16U National and go to Canadian Bend High School. I have a 3.6 GPA.

Video: https://youtu.be/Ro4Kj8Lp2Tn

Thank you,
Riley`,
};

const oduyaReply: Original = {
  from: "Grant Oduya <goduya@mesquiteflats.edu>",
  to: "Riley Okonjo <rileyokonjo.sb@gmail.com>",
  date: "2026-10-02 09:40:00 -05:00",
  subject: "Re: Riley Okonjo - 2028 OF/P",
  ...compose(
    `Riley - thanks for reaching out. We'll have someone at the Oklahoma fall showcase. Keep us posted on your schedule.

Coach Oduya
432.555.0135`,
    quotedReply("gmail", rileyFirst),
    "gmail",
  ),
};

const rileyUpdate: Original = {
  from: "Riley Okonjo <rileyokonjo.sb@gmail.com>",
  to: "Grant Oduya <goduya@mesquiteflats.edu>",
  date: "2026-11-16 17:55:00 -06:00",
  subject: "Re: Riley Okonjo - 2028 OF/P",
  ...compose(
    `Hi Coach! Fall ball is done. I hit .412 with 9 doubles and threw 31 innings. New video from the fall: https://youtu.be/Ro9Mn3Vb6Xc

Thanks again for writing back.
Riley`,
    quotedReply("gmail", oduyaReply),
    "gmail",
  ),
};

const noemiNote: Original = {
  from: "Noemi Castaneda <noemi.castaneda28@gmail.com>",
  to: "Declan Maguire <dmaguire@harborpointsc.example>",
  date: "2026-11-09 21:30:00 -08:00",
  subject: "my info",
  text: `hi coach maguire here's my info for the college list

Noemi Castaneda, 2028, center back / defensive mid
Harbor Point SC 08G ECNL
Bayview Heights HS, Tacoma WA
3.55 gpa
https://www.youtube.com/watch?v=Nc5Dt8Hm3Qb

thank you!!`,
};

const maguireForwards: Original = {
  from: "Declan Maguire <dmaguire@harborpointsc.example>",
  to: "itully@kestrelbay.edu",
  date: "2026-11-10 08:12:00 -08:00",
  subject: "Fwd: my info",
  ...compose(
    `Coach Tully,

Noemi is one of the best defenders in our 08s and has Kestrel Bay near the top of her list. Her note is below. We're at the Surf Cup showcase in December if you'd like to see her.

Declan Maguire
Director of Coaching, Harbor Point SC`,
    forwardedBlock("gmail", noemiNote),
    "gmail",
  ),
};

const lilaFonoti: Original = {
  from: "Lila Fonoti <lilafonoti29@gmail.com>",
  to: "rszabo@hallowayridge.edu",
  date: "2026-11-13 22:18:00 -08:00",
  subject: "2029 MB - Lila Fonoti",
  text: `2029 MB | 6'1" | Tacoma, WA
Puget Sound Elite 16 Teal
Stadium Ridge HS
film: https://www.hudl.com/video/3/59930174/7a6b5c4d3e2f1a0b9c8d7e6f

Lila Fonoti
253-555-0162`,
};

const haldaneTwo: Original = {
  from: "Trish Haldane <coachtrish@lonestarlegendsfastpitch.example>",
  to: "goduya@mesquiteflats.edu",
  date: "2026-11-04 14:20:00 -05:00",
  subject: "Two arms for 2027",
  text: `Coach Oduya,

Two of my pitchers are still open and I think both fit what you do. Addison Kearney is a 5'11" righty, sits 61-62 with a curve she can throw in any count, and goes to Tomball Creek High School. Her video is https://youtu.be/Ak2Pr7Tt3Ye.

Mackenzie Duval is a lefty who lives on the drop ball and is a 4.0 student at Cypress Hollow HS. Film: https://youtu.be/Md6Lf1Wq8Zu

Both are 2027s on my 18U team.

Trish Haldane
Head Coach, Lone Star Legends 18U`,
};

const campThankYouIntro: Original = {
  from: "Camila Reyes-Whitaker <camilarw2028@icloud.com>",
  to: "rszabo@hallowayridge.edu",
  date: "2026-11-22 18:44:00 -06:00",
  subject: "Thank you for the clinic!",
  text: `Hi Coach Szabo,

Thank you for the setter clinic on Saturday! I was the setter in the blue pinnie in group 3. I learned so much about footwork.

I'm a 2028 setter, 5'8", and I play for Lakeview Juniors 17 Gold. I go to Ridgefield Park High School in Naperville, IL. I would love to stay in touch about your program.

Camila Reyes-Whitaker

Sent from my iPhone`,
};

const alumnaVouches: Original = {
  from: "Hollis Brandt <hollisbrandt@gmail.com>",
  to: "itully@kestrelbay.edu",
  date: "2026-11-20 20:02:00 -08:00",
  subject: "A player for you (from a KBU alum)",
  text: `Coach Tully,

It's Hollis Brandt - I played for you from 2014 to 2017. I coach a U15 rec team in Bend now and one of my former players has turned into a real college prospect. Yara Mendelsohn is a 2029 striker with Cascade Rush 10G, goes to Bend Summit High School and has a 4.0.

She'd love to hear from Kestrel Bay. Her email: yaramendelsohn@gmail.com

Go Kestrels!
Hollis`,
};

const courtPathAdvisor: Original = {
  from: "Nathan Ferris <nferris@courtpathrecruiting.example>",
  to: "rszabo@hallowayridge.edu",
  date: "2026-11-12 11:30:00 -05:00",
  subject: "Elena Marchetti - 2028 RS - Halloway Ridge fit",
  text: `Coach Szabo,

I'm the recruiting advisor working with Elena Marchetti and her family. Elena is a 6'0" right side in the class of 2028 at Dunmore Valley High School in Scranton, PA, and plays for Keystone Heat 17 Black. 3.75 GPA.

Full video: https://www.hudl.com/video/3/63374120/2b3c4d5e6f7a8b9c0d1e2f3a

Let me know if you'd like her schedule.

Nathan Ferris
Recruiting Advisor | CourtPath Recruiting`,
};

const swimmerShort: Original = {
  from: "Tessa Nakamura <tessanakamura.swim@gmail.com>",
  to: "larriaga@pellriver.edu",
  date: "2026-11-15 09:12:00 -08:00",
  subject: "2028 breaststroker",
  text: `Hi Coach Arriaga,

I'm Tessa Nakamura, class of 2028 from Clovis, CA. I swim the 100 breast and 200 breast (1:04.8 / 2:19.9 SCY) for Sierra Vista Aquatics.

Tessa`,
};

const hsSwimCoach: Original = {
  from: "Bev Cardenas <bcardenas@bellmontschools.example>",
  to: "larriaga@pellriver.edu",
  date: "2026-11-18 15:37:00 -06:00",
  subject: "Senior distance swimmer",
  text: `Coach Arriaga,

I coach the girls' team at Bellmont High School in Sioux City. Our senior captain, Anneliese Brock, is looking for a spot in a college program next year. She swims the 500 free and the 1650 free, and she has improved every season I've had her. 3.8 GPA.

She asked me to pass her name along; her email is anneliese.brock26@gmail.com.

Bev Cardenas
Head Swim Coach, Bellmont High School`,
};

const farias: Original = {
  from: "Rodrigo Farias <rodrigo.farias.bh@outlook.com>",
  to: "rszabo@hallowayridge.edu",
  date: "2026-11-19 10:25:00 -03:00",
  subject: "Gabriela Nunes - levantadora 2028",
  text: `Prezada treinadora Szabo,

Sou padrasto da Gabriela Nunes e escrevo porque o inglês dela ainda está melhorando. A Gabi é levantadora, turma de 2028, tem 1,76 m e joga no Pampulha Vôlei Sub-17. Estuda no Colégio Vale do Sereno, em Belo Horizonte.

Vídeo de jogos: https://www.youtube.com/watch?v=Gn4Lv8Bh2Ws

O e-mail dela é gabinunes.volei@gmail.com.

Atenciosamente,
Rodrigo Farias`,
};

// ---------------------------------------------------------------------------------------------------------------
// Close to an introduction, but none
// ---------------------------------------------------------------------------------------------------------------

const campConfirmation: Original = {
  from: "CampFront Registrations <registrations@campfront.example>",
  to: "mserrano.family@gmail.com",
  date: "2026-11-14 10:02:00 -06:00",
  subject: "Registration confirmed: Halloway Ridge Winter Skills Camp",
  text: `Your registration is confirmed.

Event: Halloway Ridge Volleyball Winter Skills Camp
Date: Saturday, December 6, 9:00 AM - 4:00 PM
Camper: Maddie Serrano
Grad year: 2029
Position: Setter
T-shirt size: Adult M

Check-in opens at 8:15 AM at the Halloway Ridge Fieldhouse. Bring knee pads and a water bottle.

Questions? Reply to this email or visit campfront.example/help.`,
};

const receiptQuestion: Original = {
  from: "Colleen Vance <colleenvance@gmail.com>",
  to: "goduya@mesquiteflats.edu",
  date: "2026-11-19 21:05:00 -06:00",
  subject: "Fwd: Your receipt from Mesquite Flats Softball Camps",
  ...compose(
    `Hi Coach, I signed my daughter Harper up for the January 17 pitching clinic but all I got was this receipt. Is she actually registered? Thank you, Colleen Vance`,
    forwardedBlock("gmail", {
      from: "Mesquite Flats Softball Camps <receipts@campledger.example>",
      to: "colleenvance@gmail.com",
      date: "2026-11-19 20:41:00 -06:00",
      subject: "Your receipt from Mesquite Flats Softball Camps",
      text: `Receipt #58213

Pitching Clinic (Grades 9-12) - January 17
Participant: Harper Vance
Grad Year: 2029

Amount paid: $95.00 (Visa ending 2291)`,
    }),
    "gmail",
  ),
};

const serviceMarketingHtml = `<html><body style="font-family:Arial,sans-serif;color:#222">
<h2>Your next signing class is already on SignalFire</h2>
<p>Coach,</p>
<p>Last season, more than 300 college programs found players through SignalFire. Athletes like <b>Jordyn Peck</b> (2027 OH, 6'1", Music City Elite 18) and <b>Camila Ruiz</b> (2027 L/DS, Sol Juniors 17 Black) were seen by coaches on our verified video pages before they committed.</p>
<p>Start a free trial of SignalFire Coach Pro and search 40,000 verified athletes by class, position and height.</p>
<p><a href="https://signalfirerecruiting.example/coach-pro">Start my free trial</a></p>
<p style="font-size:11px;color:#888">SignalFire Recruiting, 410 Commerce Way, Nashville, TN. <a href="https://signalfirerecruiting.example/unsubscribe">Unsubscribe</a></p>
</body></html>`;

const clubQualifierSchedule: Original = {
  from: "Autumn Reyna <areyna@prairiefirevbc.example>",
  to: "rszabo@hallowayridge.edu",
  date: "2026-11-21 13:10:00 -06:00",
  subject: "Prairie Fire 17s & 18s - Lone Star Classic schedule",
  text: `College coaches,

Our 17 Red and 18 Red teams will be at the Lone Star Classic in Dallas, December 12-14. Pool play starts Friday at 8 AM. Our team hotel is the Hampton Inn Dallas Market Center (block under "Prairie Fire VBC").

17 Red - Court 14, Friday 8:00 / 11:00
#2 Laney Morrow - S - 2028
#7 Quinn Adair - OH - 2028
#11 Sasha Delgado - MB - 2028
#15 Hope Lindquist - L - 2028

18 Red - Court 22, Friday 9:00 / 12:00
#3 Tamsin Varga - OH - 2027
#9 Jolie Ames - RS - 2027
#12 Brooke Tanaka - MB - 2027

Full rosters with contacts are on our recruiting page.

Autumn Reyna
Club Director, Prairie Fire Volleyball Club`,
};

const coachPacket: Original = {
  from: "Sun Belt Showcase Series <events@sunbeltshowcase.example>",
  to: "goduya@mesquiteflats.edu",
  date: "2026-11-20 09:00:00 -05:00",
  subject: "College Coach Packet - Sun Belt Winter Showcase",
  text: `Welcome, college coaches!

Your packet for the Sun Belt Winter Showcase (January 23-25, Orlando) is below.

COACH HOTEL BLOCK
Lakeside Suites Orlando - $129/night, code SBWS26, book by January 2.

FEATURED TEAMS AND ROSTERS
Florida Storm 18U Gold: Ava Pruett (P, 2027), Kaci Lowman (C, 2027), Dani Whitt (SS, 2027)
Georgia Heat 16U: Mia Calloway (OF, 2029), Reese Banner (2B, 2029), Sloan Petty (P, 2029)

Coach check-in is at the field house, 7:00 AM daily.

Sun Belt Showcase Series`,
};

const athleticDirectorNotice: Original = {
  from: "Curtis Whalen <cwhalen@ridgefieldparkschools.example>",
  to: "rszabo@hallowayridge.edu",
  date: "2026-11-18 10:30:00 -06:00",
  subject: "Visiting college coaches - contact policy",
  text: `College coaches,

A reminder of our district's policy for visits: all contact with our students during the school day must be arranged through the athletic office, and no recruiting contact may happen at practice. Coaches who wish to see Camila Reyes-Whitaker or any other player should call my office first.

Thank you for respecting these rules.

Curtis Whalen
Director of Athletics, Ridgefield Park High School`,
};

const signingRelease: Original = {
  from: "Halloway Ridge Athletics <sid@hallowayridge.edu>",
  to: "rszabo@hallowayridge.edu",
  date: "2026-11-13 14:00:00 -06:00",
  subject: "FOR RELEASE: Szabo signs five in 2027 class",
  text: `FOR IMMEDIATE RELEASE

HALLOWAY RIDGE, Wis. - Halloway Ridge volleyball head coach Renata Szabo announced Wednesday the signing of five student-athletes to National Letters of Intent for 2027.

Marisa Okonedo, OH, 6'1", Milwaukee, Wis. (Riverside Glen HS / Milwaukee Sting 17 Black)
Josephine Tran, S, 5'10", Rochester, Minn. (Mayo Crest HS / NorthStar 17 Elite)
Priya Venkatesh, L/DS, 5'6", Naperville, Ill. (Naper Oaks HS / Lakeview Juniors 17 Gold)
Delia Ruhl, MB, 6'3", Dubuque, Iowa (Hempstead Bluff HS / Iowa Rush 17-1)
Nora Kasprzak, RS, 6'0", Green Bay, Wis. (Preble Ridge HS / Bay Area Storm 17 Navy)

"This group fits who we are," Szabo said.

Media contact: Halloway Ridge Athletic Communications`,
};

const complianceNewsletter: Original = {
  from: "Halloway Ridge Compliance <compliance@hallowayridge.edu>",
  to: "Volleyball Staff <vbstaff@hallowayridge.edu>",
  date: "2026-11-02 08:00:00 -06:00",
  subject: "Compliance Corner - November",
  text: `COMPLIANCE CORNER - NOVEMBER

1. The early signing period for National Letters of Intent opens November 11. Do not post about a prospect before we receive the signed NLI.
2. Dead period reminder: no in-person recruiting contact December 22 - January 1.
3. Official visits: submit the visit form ten days before the prospect arrives.
4. Camps: prospects who pay for camp must pay the same rate as any other camper.

Questions? Stop by the compliance office.

Halloway Ridge Athletics Compliance`,
};

const ticketsQuestion: Original = {
  from: "Jen Halvorsen <jenhalvorsen82@icloud.com>",
  to: "rszabo@hallowayridge.edu",
  date: "2026-11-15 19:48:00 -06:00",
  subject: "Home opener tickets",
  text: `Hi Coach Szabo,

My 9-year-old daughter Poppy is obsessed with your team after we saw you play last month. Do you sell family ticket packs for the home opener, and is there an autograph line after the match? She just started a rec league and it would make her year.

Thanks so much,
Jen Halvorsen

Sent from my iPhone`,
};

const youngSwimmerCamp: Original = {
  from: "Rob Castellano <robcastellano@yahoo.com>",
  to: "larriaga@pellriver.edu",
  date: "2026-11-11 20:12:00 -06:00",
  subject: "Summer swim camp for a 10 year old?",
  text: `Hello Coach,

My son Theo is 10 and swims for the Sioux Valley Seals. Do you run a summer swim camp that takes kids his age, and if so what are the dates and cost?

Thank you,
Rob Castellano`,
};

const formerPlayerThanks: Original = {
  from: "Maren Oyelaran <marenoyelaran@gmail.com>",
  to: "itully@kestrelbay.edu",
  date: "2026-11-23 17:26:00 -08:00",
  subject: "Thank you, Coach",
  text: `Coach Tully,

I just passed my nursing boards and I kept thinking about my four years at Kestrel Bay. You taught me how to be on time, how to lose well, and how to keep going when I was tired. I wouldn't be here without you and the 2018-2021 teams.

Tell the current girls to enjoy every road trip.

With love,
Maren Oyelaran (#14, center mid, class of 2021)`,
};

const scoutingDigestHtml = `<html><body style="font-family:Helvetica,Arial,sans-serif">
<h3>Backstop Scouting Weekly - Uncommitted Catchers & Pitchers</h3>
<p>Six uncommitted 2028s our evaluators saw this week:</p>
<table border="1" cellpadding="4">
<tr><th>Name</th><th>Pos</th><th>Class</th><th>Team</th><th>Notes</th></tr>
<tr><td>Ashlyn Corbett</td><td>C</td><td>2028</td><td>Arizona Suns 16U</td><td>1.88 pop</td></tr>
<tr><td>Greta Sommers</td><td>P</td><td>2028</td><td>Colorado Sparks 16U</td><td>RHP, 60 mph</td></tr>
<tr><td>Bianca Roldan</td><td>C</td><td>2028</td><td>So Cal Athletics 16U</td><td>strong receiver</td></tr>
<tr><td>Nyla Hargrove</td><td>P</td><td>2028</td><td>Texas Bombers 16U</td><td>LHP, drop/curve</td></tr>
<tr><td>Kendall Ruiz</td><td>C</td><td>2028</td><td>Firecrackers 16U</td><td>bats L</td></tr>
<tr><td>Sadie Molnar</td><td>P</td><td>2028</td><td>Ohio Hawks 16U</td><td>riseball</td></tr>
</table>
<p>Full evaluations are available to Backstop Scouting members.</p>
<p style="font-size:11px">You are receiving this email because you subscribed to Backstop Scouting. <a href="https://backstopscouting.example/unsubscribe">Unsubscribe</a></p>
</body></html>`;

const assistantApplication: Original = {
  from: "Kiera Lindgren-Pace <kiera.lpace@gmail.com>",
  to: "rszabo@hallowayridge.edu",
  date: "2026-11-16 11:40:00 -05:00",
  subject: "Assistant Coach position - Kiera Lindgren-Pace",
  text: `Dear Coach Szabo,

I am applying for the assistant coach position posted on the Halloway Ridge jobs site. I played four years as an outside hitter at Brennan State, graduated in 2023, and have coached club volleyball with Lakeshore Juniors for the past three seasons.

My resume is attached. Thank you for considering me.

Kiera Lindgren-Pace
414-555-0167`,
};

const assistantResume = pdf("Kiera_Lindgren-Pace_Coaching_Resume.pdf", [
  "KIERA LINDGREN-PACE",
  "kiera.lpace@gmail.com | 414-555-0167",
  "",
  "COACHING",
  "Lakeshore Juniors - Head Coach, 16 Elite (2023-present)",
  "Brennan State University - Volunteer Camp Staff (2021-2023)",
  "",
  "PLAYING",
  "Brennan State University - Outside Hitter, 2019-2023, 6'0\", two-time all-conference",
  "",
  "EDUCATION",
  "B.S. Kinesiology, Brennan State University, 2023",
]);

const managerApplication: Original = {
  from: "Priya Natarajan <pnatarajan27@kestrelbay.edu>",
  to: "itully@kestrelbay.edu",
  date: "2026-11-12 13:15:00 -08:00",
  subject: "Team manager?",
  text: `Hi Coach Tully,

I'm a freshman here at Kestrel Bay studying sports management. I played four years of soccer at Mill Creek High School (center mid) and I miss being around a team. Do you need a team manager for the spring? I can film, keep stats and help with equipment.

Thank you!
Priya Natarajan`,
};

const waitlistFromStaff: Original = {
  from: "Tori Beckett <tbeckett@hallowayridge.edu>",
  to: "rszabo@hallowayridge.edu",
  date: "2026-11-24 09:10:00 -06:00",
  subject: "Dec 6 camp waitlist",
  text: `Coach,

Camp is full at 64. Waitlist in order:

1. Paige Rosston - 2028 OH - Madison
2. Kylie Brandvold - 2029 S - Eau Claire
3. Jaya Mistry - 2028 MB - Naperville
4. Lucia Ferrante - 2030 L - Rockford

Want me to open a second court or hold at 64?

Tori Beckett
Director of Volleyball Operations, Halloway Ridge University`,
};

const opponentReport: Original = {
  from: "Sam Whitlow <swhitlow@kestrelbay.edu>",
  to: "itully@kestrelbay.edu",
  date: "2026-11-05 22:30:00 -08:00",
  subject: "Scout: Tamarack State",
  text: `Coach,

Tamarack State from Saturday's film:

#9 Jocelyn Amari - CF, left foot, 6 goals, drifts wide to the right
#4 Bree Castillo - CB, slow to turn, beat her in behind
#22 Hana Kurosawa - GK, 5'11", weak on crosses from the left

They press high for 15 minutes and fade. Our 7 should run at #4 early.

Sam Whitlow
Assistant Coach, Kestrel Bay University`,
};

const clubShowcaseInvite: Original = {
  from: "Harlan Teague <hteague@capitalcityfastpitch.example>",
  to: "goduya@mesquiteflats.edu",
  date: "2026-11-08 10:00:00 -05:00",
  subject: "Capital City Fastpitch College Showcase - Dec 13",
  text: `Coaches,

Capital City Fastpitch is hosting its winter college showcase on Saturday, December 13 at Riverside Park in Austin. Twelve of our 16U and 18U players will go through a pro-style workout (60s, pop times, exit velo) followed by games.

Participating: Ellie Gorman, Jayda Price, Kinsley Ward, Marin Oduah, Lexi Fontaine, Rayna Cobb, Shae Morrow, Callie Brisco, Tatum Fenn, Ava Lund, Delaney Ruiz, Brynn Castle.

RSVP to this email and we'll have a packet with contacts and stats for you at check-in.

Harlan Teague
Director, Capital City Fastpitch`,
};

const youthClubTickets: Original = {
  from: "Kara Lindell <karalindell@stormfrontvbc.example>",
  to: "rszabo@hallowayridge.edu",
  date: "2026-11-10 16:22:00 -06:00",
  subject: "Group tickets for our 12U team",
  text: `Hi Coach Szabo,

I coach the 12 Purple team at Stormfront Volleyball Club. Our girls would love to watch one of your home matches in February as a team outing. Do you offer group tickets for about 20 people, and could the players meet a couple of your athletes after?

Thank you,
Kara Lindell
12 Purple Coach, Stormfront VBC`,
};

export const SIXTEENTH_VOICE: readonly CorpusEntry[] = [
  {
    name: "v16-athlete-three-lines-apple-ios",
    family: "v16-athlete-kenzie-albright",
    tags: ["fwd:apple-ios", "lang:en", "sport:volleyball", "very-short", "no-stats"],
    label: recruiting("athlete", { first_name: "Kenzie", last_name: "Albright", grad_year: 2028, positions: ["L/DS"], city: "Boise", email: "kenziealbright.vb@icloud.com" }),
    message: fwd("apple-ios", SZABO, "2026-11-19 07:30:00 -06:00", kenzieAlbright),
  },
  {
    name: "v16-athlete-two-lines-no-year-gmail",
    family: "v16-athlete-talia-brooks-ferreira",
    tags: ["fwd:gmail", "lang:en", "sport:soccer", "very-short", "no-stats"],
    label: recruiting("athlete", { first_name: "Talia", last_name: "Brooks-Ferreira", positions: ["center back"], email: "taliabf.soccer@gmail.com" }),
    message: fwd("gmail", TULLY, "2026-11-15 08:20:00 -08:00", taliaBrooksFerreira),
  },
  {
    name: "v16-athlete-answers-questionnaire-outlook-live",
    family: "v16-athlete-odessa-kwan",
    tags: ["fwd:outlook-live", "lang:en", "sport:volleyball", "reply-to-coach", "quoted-coach"],
    label: recruiting("athlete", {
      first_name: "Odessa", last_name: "Kwan", grad_year: 2028, positions: ["MB"], height_inches: 74, club_team: "Cascade Peak 17 Red",
      high_school: "Marlow Heights High School", city: "Eugene", state: "OR", gpa: 3.71, email: "odessakwan2028@gmail.com",
      video_urls: ["https://www.hudl.com/video/3/61820457/5f4e3d2c1b0a99887766aabb"],
    }),
    message: fwd("outlook-live", SZABO, "2026-11-12 07:45:00 -06:00", odessaKwan),
  },
  {
    name: "v16-athlete-reply-to-camp-invite-gmail",
    family: "v16-athlete-marisol-ybarra",
    tags: ["fwd:gmail", "lang:en", "sport:softball", "reply-to-camp-invite", "quoted-coach"],
    label: recruiting("athlete", {
      first_name: "Marisol", last_name: "Ybarra", grad_year: 2029, positions: ["C", "3B"], club_team: "Texas Thunderbirds 16U - Garza",
      high_school: "Red Oak Valley High School", city: "Waxahachie", state: "TX", email: "marisol.ybarra29@gmail.com", phone: "+14695550137",
      video_urls: ["https://youtu.be/Rc8Tq2Ln5Vw"],
    }),
    message: fwd("gmail", ODUYA, "2026-11-06 07:10:00 -06:00", marisolYbarra),
  },
  {
    name: "v16-parent-father-son-diver-outlook-2019",
    family: "v16-parent-gunnar-lindahl",
    tags: ["fwd:outlook-2019", "lang:en", "sport:diving", "parent:son", "work-signature"],
    label: recruiting("parent", {
      first_name: "Everett", last_name: "Lindahl", grad_year: 2028, positions: ["springboard"], height_inches: 72, club_team: "Inland Empire Diving", high_school: "Cedar Pointe High School",
      city: "Spokane", state: "WA", gpa: 3.4, email: "everett.lindahl28@gmail.com", video_urls: ["https://vimeo.com/918273645"],
    }),
    message: fwd("outlook-2019", ARRIAGA, "2026-11-13 08:00:00 -05:00", lindahlFather),
  },
  {
    name: "v16-parent-mother-keeper-iphone-outlook-mac",
    family: "v16-parent-dana-ostrowski",
    tags: ["fwd:outlook-mac", "lang:en", "sport:soccer", "very-short", "mentions-camp"],
    label: recruiting("parent", {
      first_name: "Wren", last_name: "Ostrowski", grad_year: 2029, positions: ["goalkeeper"], club_team: "Lakeshore Union FC 09G ECNL",
      video_urls: ["https://www.youtube.com/watch?v=Wo4Gk7Tr2Mx"],
    }),
    message: fwd("outlook-mac", TULLY, "2026-11-16 09:00:00 -08:00", ostrowskiMother),
  },
  {
    name: "v16-club-coach-recommends-one-outlook-new",
    family: "v16-club-ridgeback-vbc",
    tags: ["fwd:outlook-new", "lang:en", "sport:volleyball", "recommender:club-coach"],
    label: recruiting("club_coach", {
      first_name: "Sofia", last_name: "Castellanos-Reid", grad_year: 2028, positions: ["OH"], height_inches: 70, club_team: "Ridgeback 17 Elite", high_school: "Brookfield Lutheran High School",
      city: "Waukesha", state: "WI", gpa: 3.9, email: "sofiacr28@gmail.com", video_urls: ["https://www.hudl.com/video/3/58274019/0a9b8c7d6e5f40312a1b2c3d"],
    }),
    message: fwd("outlook-new", SZABO, "2026-11-10 07:50:00 -06:00", mehraRecommends),
  },
  {
    name: "v16-hs-coach-three-juniors-gmail",
    family: "v16-hs-copper-basin",
    tags: ["fwd:gmail", "lang:en", "sport:softball", "recommender:hs-coach", "multi:three-bullets"],
    label: severalAthletes("high_school_coach", [
      { first_name: "Leilani", last_name: "Begay", grad_year: 2028, positions: ["SS", "2B"], club_team: "Desert Heat 16U Gold", high_school: "Copper Basin High School", city: "Globe", state: "AZ", email: "leilanibegay28@gmail.com" },
      { first_name: "Rosalind", last_name: "Fierro", grad_year: 2028, positions: ["P"], height_inches: 69, club_team: "Desert Heat 16U Gold", high_school: "Copper Basin High School", city: "Globe", state: "AZ" },
      { first_name: "Kamryn", last_name: "Dutch", grad_year: 2028, positions: ["OF"], club_team: "Desert Heat 16U Gold", high_school: "Copper Basin High School", city: "Globe", state: "AZ", gpa: 3.8 },
    ]),
    message: fwd("gmail", ODUYA, "2026-11-14 07:30:00 -06:00", pruittThree),
  },
  {
    name: "v16-instructor-catching-lessons-yahoo",
    family: "v16-instructor-wade-kessler",
    tags: ["fwd:yahoo", "lang:en", "sport:softball", "recommender:instructor"],
    label: recruiting("other", {
      first_name: "Brielle", last_name: "Santangelo", grad_year: 2027, positions: ["C"], club_team: "Sandpoint Fastpitch 18U Gold", high_school: "Lakeland Hills High School",
      city: "Rathdrum", state: "ID", email: "brielle.santangelo@outlook.com", video_urls: ["https://youtu.be/Bs2Ct9Kd4Wq"],
    }),
    message: fwd("yahoo", ODUYA, "2026-11-08 09:15:00 -06:00", kesslerInstructor),
  },
  {
    name: "v16-trainer-performance-lab-outlook-mac",
    family: "v16-trainer-forge-performance",
    tags: ["fwd:outlook-mac", "lang:en", "sport:soccer", "recommender:trainer"],
    label: recruiting("other", {
      first_name: "Jessa", last_name: "Harlan", grad_year: 2027, positions: ["winger"], club_team: "Idaho Rush ECNL", high_school: "Timberline Crest HS",
      video_urls: ["https://www.youtube.com/watch?v=Jh5Wn3Rg8Tx"],
    }),
    message: fwd("outlook-mac", TULLY, "2026-11-11 10:00:00 -08:00", trainerRecommends),
  },
  {
    name: "v16-athlete-spanish-monterrey-gmail-es",
    family: "v16-athlete-valeria-quintanilla",
    tags: ["fwd:gmail-es", "lang:es", "sport:soccer", "international"],
    label: recruiting("athlete", {
      first_name: "Valeria", last_name: "Quintanilla", grad_year: 2027, positions: ["mediocampista"], height_inches: 65, club_team: "Rayadas Academia Sub-17",
      high_school: "Colegio Del Valle Norte", city: "Monterrey", email: "valequintanilla.futbol@gmail.com", video_urls: ["https://youtu.be/Vq3Gx8Mn2Lp"],
    }),
    message: fwd("gmail-es", TULLY, "2026-11-09 08:30:00 -08:00", valeriaQuintanilla),
  },
  {
    name: "v16-athlete-portuguese-curitiba-outlook-pt",
    family: "v16-athlete-larissa-monteiro",
    tags: ["fwd:outlook-pt", "lang:pt", "sport:volleyball", "international", "height:metric"],
    label: recruiting("athlete", {
      first_name: "Larissa", last_name: "Monteiro", grad_year: 2027, positions: ["OH"], height_inches: 71.7, club_team: "Araucária Vôlei Sub-19",
      high_school: "Colégio Estadual Bom Pastor", city: "Curitiba", email: "larissa.monteiro.volei@gmail.com", video_urls: ["https://www.youtube.com/watch?v=Lm8Pt2Vx6Qa"],
    }),
    message: fwd("outlook-pt", SZABO, "2026-11-07 08:00:00 -06:00", larissaMonteiro),
  },
  {
    name: "v16-athlete-resume-pdf-one-line-gmail",
    family: "v16-athlete-hailey-strand",
    tags: ["fwd:gmail", "lang:en", "sport:softball", "attachment:pdf", "one-line-body"],
    label: recruiting("athlete", {
      first_name: "Hailey", last_name: "Strand", grad_year: 2028, positions: ["2B", "SS"], height_inches: 66, club_team: "Music City Mavericks 16U - Holt",
      high_school: "Brentwood Oaks High School", city: "Franklin", state: "TN", gpa: 3.92, email: "hstrand2028@gmail.com", phone: "+16155550164",
      video_urls: ["https://youtu.be/Hs3Tn8Rq1Wd"],
    }),
    message: fwd("gmail", ODUYA, "2026-11-16 07:00:00 -06:00", haileyStrand, { attachments: [haileyResume] }),
  },
  {
    name: "v16-parent-father-resume-docx-one-line-outlook-new-nobar",
    family: "v16-parent-mark-delacroix",
    tags: ["fwd:outlook-new-nobar", "lang:en", "sport:soccer", "attachment:docx", "one-line-body"],
    label: recruiting("parent", {
      first_name: "Amara", last_name: "Delacroix", grad_year: 2028, positions: ["outside back"], height_inches: 65, club_team: "Wasatch Alpine SC 09G Premier",
      high_school: "Juniper Ridge High School", city: "Sandy", state: "UT", gpa: 3.85, email: "amara.delacroix@icloud.com", video_urls: ["https://www.youtube.com/watch?v=Ad2Xr6Pn9Kw"],
    }),
    message: fwd("outlook-new-nobar", TULLY, "2026-11-17 09:10:00 -08:00", delacroixFather, { attachments: [amaraResume] }),
  },
  {
    name: "v16-athlete-template-slots-open-yahoo",
    family: "v16-athlete-brooklyn-hastings",
    tags: ["fwd:yahoo", "lang:en", "sport:volleyball", "template:unfilled"],
    label: recruiting("athlete", {
      first_name: "Brooklyn", last_name: "Hastings", grad_year: 2029, club_team: "Gateway Plains 16 Navy", email: "brooklynhastings29@yahoo.com",
      video_urls: ["https://www.hudl.com/video/3/66013982/9e8d7c6b5a4f3e2d1c0b9a87"],
    }),
    message: fwd("yahoo", SZABO, "2026-11-20 08:05:00 -06:00", brooklynHastings),
  },
  {
    name: "v16-athlete-template-name-slot-signature-thunderbird",
    family: "v16-athlete-ava-kowalski",
    tags: ["fwd:thunderbird", "lang:en", "sport:soccer", "template:name-slot", "name:signature-only", "bare-from"],
    label: recruiting("athlete", {
      first_name: "Ava", last_name: "Kowalski", grad_year: 2028, positions: ["forward"], club_team: "FC Lakeside Milwaukee 08/09", high_school: "Mukwonago Prairie High School",
      email: "ava.kowalski28@outlook.com", phone: "+12625550148", video_urls: ["https://youtu.be/Ak7Fw3Dz5Lr"],
    }),
    message: fwd("thunderbird", TULLY, "2026-11-11 08:00:00 -08:00", avaKowalski),
  },
  {
    name: "v16-athlete-update-known-coach-outlook-2019",
    family: "v16-athlete-jade-whitcombe",
    tags: ["fwd:outlook-2019", "lang:en", "sport:volleyball", "update", "no-greeting-line"],
    label: recruiting("athlete", {
      first_name: "Jade", last_name: "Whitcombe", grad_year: 2027, positions: ["MB"], height_inches: 72, club_team: "Austin Elevation 17 Black", email: "jadewhitcombe27@gmail.com",
      video_urls: ["https://www.hudl.com/video/3/70144825/3c2b1a0f9e8d7c6b5a4f3e2d"],
    }),
    message: fwd("outlook-2019", SZABO, "2026-11-18 07:40:00 -06:00", jadeWhitcombe),
  },
  {
    name: "v16-athlete-update-over-coach-reply-gmail",
    family: "v16-athlete-riley-okonjo",
    tags: ["fwd:gmail", "lang:en", "sport:softball", "update", "quoted-coach", "thread:three"],
    label: recruiting("athlete", {
      first_name: "Riley", last_name: "Okonjo", grad_year: 2028, positions: ["OF", "P"], club_team: "Oklahoma Outlaws 16U National", high_school: "Canadian Bend High School",
      city: "Norman", state: "OK", gpa: 3.6, email: "rileyokonjo.sb@gmail.com", video_urls: ["https://youtu.be/Ro9Mn3Vb6Xc", "https://youtu.be/Ro4Kj8Lp2Tn"],
    }),
    message: fwd("gmail", ODUYA, "2026-11-17 07:20:00 -06:00", rileyUpdate),
  },
  {
    name: "v16-club-director-forwards-note-gmail",
    family: "v16-club-harbor-point-sc",
    tags: ["fwd:gmail", "lang:en", "sport:soccer", "role:external-forwarder", "lowercase"],
    label: recruiting("club_coach", {
      first_name: "Noemi", last_name: "Castaneda", grad_year: 2028, positions: ["center back", "defensive mid"], club_team: "Harbor Point SC 08G ECNL", high_school: "Bayview Heights HS",
      city: "Tacoma", state: "WA", gpa: 3.55, email: "noemi.castaneda28@gmail.com", video_urls: ["https://www.youtube.com/watch?v=Nc5Dt8Hm3Qb"],
    }),
    message: fwd("gmail", TULLY, "2026-11-10 12:00:00 -08:00", maguireForwards),
  },
  {
    name: "v16-athlete-card-no-greeting-outlook-new-nobar",
    family: "v16-athlete-lila-fonoti",
    tags: ["fwd:outlook-new-nobar", "lang:en", "sport:volleyball", "no-greeting", "card-only"],
    label: recruiting("athlete", {
      first_name: "Lila", last_name: "Fonoti", grad_year: 2029, positions: ["MB"], height_inches: 73, club_team: "Puget Sound Elite 16 Teal", high_school: "Stadium Ridge HS",
      city: "Tacoma", state: "WA", email: "lilafonoti29@gmail.com", phone: "+12535550162", video_urls: ["https://www.hudl.com/video/3/59930174/7a6b5c4d3e2f1a0b9c8d7e6f"],
    }),
    message: fwd("outlook-new-nobar", SZABO, "2026-11-14 07:15:00 -06:00", lilaFonoti),
  },
  {
    name: "v16-club-coach-two-pitchers-prose-outlook-mac",
    family: "v16-club-lone-star-legends",
    tags: ["fwd:outlook-mac", "lang:en", "sport:softball", "recommender:club-coach", "multi:two-paragraphs"],
    label: severalAthletes("club_coach", [
      { first_name: "Addison", last_name: "Kearney", grad_year: 2027, positions: ["P"], height_inches: 71, club_team: "Lone Star Legends 18U", high_school: "Tomball Creek High School", video_urls: ["https://youtu.be/Ak2Pr7Tt3Ye"] },
      { first_name: "Mackenzie", last_name: "Duval", grad_year: 2027, positions: ["P"], club_team: "Lone Star Legends 18U", high_school: "Cypress Hollow HS", gpa: 4.0, video_urls: ["https://youtu.be/Md6Lf1Wq8Zu"] },
    ]),
    message: fwd("outlook-mac", ODUYA, "2026-11-05 08:00:00 -06:00", haldaneTwo),
  },
  {
    name: "v16-athlete-thanks-for-clinic-intro-apple-ios",
    family: "v16-athlete-camila-reyes-whitaker",
    tags: ["fwd:apple-ios", "lang:en", "sport:volleyball", "after-camp", "mentions-camp"],
    label: recruiting("athlete", {
      first_name: "Camila", last_name: "Reyes-Whitaker", grad_year: 2028, positions: ["S"], height_inches: 68, club_team: "Lakeview Juniors 17 Gold", high_school: "Ridgefield Park High School",
      city: "Naperville", state: "IL", email: "camilarw2028@icloud.com",
    }),
    message: fwd("apple-ios", SZABO, "2026-11-23 08:30:00 -06:00", campThankYouIntro),
  },
  {
    name: "v16-alumna-vouches-striker-outlook-live",
    family: "v16-alumna-hollis-brandt",
    tags: ["fwd:outlook-live", "lang:en", "sport:soccer", "recommender:alumna"],
    label: recruiting("other", {
      first_name: "Yara", last_name: "Mendelsohn", grad_year: 2029, positions: ["striker"], club_team: "Cascade Rush 10G", high_school: "Bend Summit High School",
      gpa: 4.0, email: "yaramendelsohn@gmail.com",
    }),
    message: fwd("outlook-live", TULLY, "2026-11-21 08:10:00 -08:00", alumnaVouches),
  },
  {
    name: "v16-service-advisor-one-athlete-outlook-new",
    family: "v16-service-courtpath",
    tags: ["fwd:outlook-new", "lang:en", "sport:volleyball", "service:one-athlete"],
    label: recruiting("recruiting_service", {
      first_name: "Elena", last_name: "Marchetti", grad_year: 2028, positions: ["RS/OPP"], height_inches: 72, club_team: "Keystone Heat 17 Black", high_school: "Dunmore Valley High School",
      city: "Scranton", state: "PA", gpa: 3.75, video_urls: ["https://www.hudl.com/video/3/63374120/2b3c4d5e6f7a8b9c0d1e2f3a"],
    }),
    message: fwd("outlook-new", SZABO, "2026-11-12 13:00:00 -06:00", courtPathAdvisor),
  },
  {
    name: "v16-swimmer-short-breaststroke-gmail",
    family: "v16-athlete-tessa-nakamura",
    tags: ["fwd:gmail", "lang:en", "sport:swimming", "very-short"],
    label: recruiting("athlete", {
      first_name: "Tessa", last_name: "Nakamura", grad_year: 2028, positions: ["100 breast", "200 breast"], club_team: "Sierra Vista Aquatics", city: "Clovis", state: "CA",
      email: "tessanakamura.swim@gmail.com",
    }),
    message: fwd("gmail", ARRIAGA, "2026-11-15 12:30:00 -05:00", swimmerShort),
  },
  {
    name: "v16-hs-coach-senior-swimmer-outlook-2013",
    family: "v16-hs-bellmont",
    tags: ["fwd:outlook-2013", "lang:en", "sport:swimming", "recommender:hs-coach", "school-domain"],
    label: recruiting("high_school_coach", {
      first_name: "Anneliese", last_name: "Brock", positions: ["500 free", "1650 free"], high_school: "Bellmont High School", city: "Sioux City", gpa: 3.8,
      email: "anneliese.brock26@gmail.com",
    }),
    message: fwd("outlook-2013", ARRIAGA, "2026-11-19 08:00:00 -05:00", hsSwimCoach),
  },
  {
    name: "v16-parent-stepfather-portuguese-gmail-pt",
    family: "v16-parent-rodrigo-farias",
    tags: ["fwd:gmail-pt", "lang:pt", "sport:volleyball", "parent:stepfather", "international", "height:metric"],
    label: recruiting("parent", {
      first_name: "Gabriela", last_name: "Nunes", grad_year: 2028, positions: ["S"], height_inches: 69.3, club_team: "Pampulha Vôlei Sub-17",
      high_school: "Colégio Vale do Sereno", city: "Belo Horizonte", email: "gabinunes.volei@gmail.com", video_urls: ["https://www.youtube.com/watch?v=Gn4Lv8Bh2Ws"],
    }),
    message: fwd("gmail-pt", SZABO, "2026-11-19 09:00:00 -06:00", farias),
  },
  // -------------------------------------------------------------------------------------------------------------
  // Not recruiting
  // -------------------------------------------------------------------------------------------------------------
  {
    name: "v16-nonrec-camp-confirmation-fwd-apple-mac",
    family: "v16-nonrec-campfront",
    tags: ["fwd:apple-mac", "lang:en", "sport:volleyball", "camp-registration", "names-camper"],
    label: notRecruiting("other"),
    message: fwd("apple-mac", SZABO, "2026-11-14 11:00:00 -06:00", campConfirmation, { note: "for the camp folder" }),
  },
  {
    name: "v16-nonrec-parent-clinic-receipt-question-gmail",
    family: "v16-nonrec-parent-colleen-vance",
    tags: ["fwd:gmail", "lang:en", "sport:softball", "camp-receipt", "parent-question", "nested"],
    label: notRecruiting("parent"),
    message: fwd("gmail", ODUYA, "2026-11-20 07:30:00 -06:00", receiptQuestion),
  },
  {
    name: "v16-nonrec-service-marketing-example-athletes-html-only",
    family: "v16-nonrec-signalfire",
    tags: ["direct", "html-only", "bulk", "lang:en", "sport:volleyball", "service-marketing", "names-athletes"],
    label: notRecruiting("recruiting_service"),
    message: {
      client: "bulk",
      from: "SignalFire Recruiting <coaches@signalfirerecruiting.example>",
      to: SZABO.scout,
      subject: "The players coaches found on SignalFire this year",
      date: "2026-11-18 06:30:00 -06:00",
      headers: bulkMailHeaders("https://signalfirerecruiting.example/unsubscribe"),
      html: serviceMarketingHtml,
    },
  },
  {
    name: "v16-nonrec-club-qualifier-schedule-roster-gmail",
    family: "v16-nonrec-prairie-fire-vbc",
    tags: ["fwd:gmail", "lang:en", "sport:volleyball", "club-schedule", "hotel-block", "roster"],
    label: notRecruiting("club_coach"),
    message: fwd("gmail", SZABO, "2026-11-21 15:00:00 -06:00", clubQualifierSchedule),
  },
  {
    name: "v16-nonrec-showcase-coach-packet-hotel-direct",
    family: "v16-nonrec-sun-belt-showcase",
    tags: ["direct", "lang:en", "sport:softball", "event-packet", "hotel-block", "rosters"],
    label: notRecruiting("other"),
    message: original(coachPacket, "webmail", { to: ODUYA.scout }),
  },
  {
    name: "v16-nonrec-hs-athletic-director-policy-outlook-live",
    family: "v16-nonrec-ridgefield-park-ad",
    tags: ["fwd:outlook-live", "lang:en", "compliance", "names-prospect", "school-domain"],
    label: notRecruiting("high_school_coach"),
    message: fwd("outlook-live", SZABO, "2026-11-18 12:00:00 -06:00", athleticDirectorNotice),
  },
  {
    name: "v16-nonrec-signing-press-release-outlook-new",
    family: "v16-nonrec-halloway-athletics",
    tags: ["fwd:outlook-new", "lang:en", "sport:volleyball", "press-release", "names-athletes"],
    label: notRecruiting("other"),
    message: fwd("outlook-new", SZABO, "2026-11-13 15:00:00 -06:00", signingRelease, { note: "for the recruiting board - take these five off" }),
  },
  {
    name: "v16-nonrec-compliance-corner-outlook-2019",
    family: "v16-nonrec-halloway-compliance",
    tags: ["fwd:outlook-2019", "lang:en", "compliance-newsletter"],
    label: notRecruiting("other"),
    message: fwd("outlook-2019", SZABO, "2026-11-02 09:00:00 -06:00", complianceNewsletter),
  },
  {
    name: "v16-nonrec-parent-tickets-nine-year-old-apple-ios",
    family: "v16-nonrec-parent-jen-halvorsen",
    tags: ["fwd:apple-ios", "lang:en", "parent-question", "young-child"],
    label: notRecruiting("parent"),
    message: fwd("apple-ios", SZABO, "2026-11-16 08:00:00 -06:00", ticketsQuestion),
  },
  {
    name: "v16-nonrec-parent-swim-camp-ten-year-old-yahoo",
    family: "v16-nonrec-parent-rob-castellano",
    tags: ["fwd:yahoo", "lang:en", "sport:swimming", "parent-question", "young-child"],
    label: notRecruiting("parent"),
    message: fwd("yahoo", ARRIAGA, "2026-11-12 08:00:00 -05:00", youngSwimmerCamp),
  },
  {
    name: "v16-nonrec-former-player-thanks-gmail",
    family: "v16-nonrec-maren-oyelaran",
    tags: ["fwd:gmail", "lang:en", "sport:soccer", "former-player"],
    label: notRecruiting("other"),
    message: fwd("gmail", TULLY, "2026-11-24 08:00:00 -08:00", formerPlayerThanks, { note: "this made my week" }),
  },
  {
    name: "v16-nonrec-scouting-digest-six-html-only",
    family: "v16-nonrec-backstop-scouting",
    tags: ["direct", "html-only", "bulk", "lang:en", "sport:softball", "service-digest"],
    label: notRecruiting("recruiting_service"),
    message: {
      client: "bulk",
      from: "Backstop Scouting <weekly@backstopscouting.example>",
      to: ODUYA.scout,
      subject: "Backstop Weekly: 6 uncommitted 2028 catchers & pitchers",
      date: "2026-11-17 05:00:00 -06:00",
      headers: bulkMailHeaders("https://backstopscouting.example/unsubscribe"),
      html: scoutingDigestHtml,
    },
  },
  {
    name: "v16-nonrec-assistant-coach-application-pdf-outlook-mac",
    family: "v16-nonrec-kiera-lindgren-pace",
    tags: ["fwd:outlook-mac", "lang:en", "sport:volleyball", "job-application", "attachment:pdf"],
    label: notRecruiting("other"),
    message: fwd("outlook-mac", SZABO, "2026-11-16 13:00:00 -06:00", assistantApplication, { attachments: [assistantResume] }),
  },
  {
    name: "v16-nonrec-team-manager-student-gmail",
    family: "v16-nonrec-priya-natarajan",
    tags: ["fwd:gmail", "lang:en", "sport:soccer", "team-manager", "college-address"],
    label: notRecruiting("other"),
    message: fwd("gmail", TULLY, "2026-11-12 15:00:00 -08:00", managerApplication),
  },
  {
    name: "v16-nonrec-staff-camp-waitlist-direct",
    family: "v16-nonrec-halloway-ops",
    tags: ["direct", "lang:en", "sport:volleyball", "staff", "names-campers"],
    label: notRecruiting("other"),
    message: original({ ...waitlistFromStaff, to: SZABO.scout, cc: "rszabo@hallowayridge.edu" }, "outlook"),
  },
  {
    name: "v16-nonrec-opponent-scouting-report-thunderbird",
    family: "v16-nonrec-kestrel-staff",
    tags: ["fwd:thunderbird", "lang:en", "sport:soccer", "staff", "scouting-report"],
    label: notRecruiting("other"),
    message: fwd("thunderbird", TULLY, "2026-11-06 07:00:00 -08:00", opponentReport),
  },
  {
    name: "v16-nonrec-club-showcase-twelve-names-outlook-2013",
    family: "v16-nonrec-capital-city-fastpitch",
    tags: ["fwd:outlook-2013", "lang:en", "sport:softball", "club-showcase", "names-athletes"],
    label: notRecruiting("club_coach"),
    message: fwd("outlook-2013", ODUYA, "2026-11-08 12:00:00 -06:00", clubShowcaseInvite),
  },
  {
    name: "v16-nonrec-youth-club-group-tickets-outlook-live",
    family: "v16-nonrec-stormfront-vbc",
    tags: ["fwd:outlook-live", "lang:en", "sport:volleyball", "club-question", "young-children"],
    label: notRecruiting("club_coach"),
    message: fwd("outlook-live", SZABO, "2026-11-11 08:00:00 -06:00", youthClubTickets),
  },
];
