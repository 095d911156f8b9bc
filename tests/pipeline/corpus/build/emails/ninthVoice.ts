/**
 * A ninth tuning author, who read none of the other batches' emails. Its weight is on the two calls made before any
 * field is read: is this email introducing a prospect, and who wrote it. Half of it is mail crowded with one
 * athlete's details that still introduces nobody (a service's featured-athlete newsletter, a club's commitment post,
 * a high school's athlete-of-the-week release, a newspaper story, a camp registration, the college's own
 * questionnaire receipt, a parent asking about camp for a seventh grader, a teammate's note, a scouting report, an
 * all-tournament team, a transfer-portal notice, a booster receipt, a photographer, an NIL marketplace, a club
 * invoice, a mother's out-of-office); the other half recruits in unusual shapes (a two-line note, a reply answering
 * the coach's questions, Spanish and Portuguese, an unfilled template, a parent whose signature reads like a
 * vendor's, a club assistant, an athletic director, a grandfather, a hitting instructor, a service writing to one
 * coach about one athlete) and from senders whose role is easy to mistake (a mother on her daughter's account, a
 * daughter on her mother's, a coach of both club and school, a club's generic recruiting address).
 */
import { notRecruiting, recruiting, type CorpusEntry } from "../labels.ts";
import { collegeCoach } from "../people.ts";
import { bulkMailHeaders, compose, fwd, original, quotedReply, type Original } from "../wrappers.ts";

const ACHTERBERG = collegeCoach("Rosalind Achterberg", "rachterberg@larkspurstate.edu", "rosalind.achterberg.t6n2@scout.inboxscout.app", `Rosalind Achterberg
Head Volleyball Coach
Larkspur State University
(530) 555-0103`);

const OKONKWO = collegeCoach("Tobias Okonkwo-Reed", "tokonkwo@ferncliff.edu", "tobias.okonkwo.b8h4@scout.inboxscout.app", `Tobias Okonkwo-Reed
Assistant Coach, Softball | Ferncliff College
o. 802-555-0107`);

const MARCHETTI = collegeCoach("Yvette Marchetti", "ymarchetti@bramblewood.edu", "yvette.marchetti.r3k9@scout.inboxscout.app", `Yvette Marchetti
Women's Soccer | Bramblewood University
724.555.0105`);

const SOLBERG = collegeCoach("Anders Solberg", "asolberg@larkspurstate.edu", "anders.solberg.f5w7@scout.inboxscout.app", `Anders Solberg
Women's Basketball, Larkspur State University
530-555-0109`);

// ---------------------------------------------------------------------------------------------------------------
// Recruiting, in unusual shapes
// ---------------------------------------------------------------------------------------------------------------

const twoLineLibero: Original = {
  from: "Marisa Quintanilla <marisaq28@gmail.com>",
  to: "rachterberg@larkspurstate.edu",
  date: "2026-11-16 22:41:00 -07:00",
  subject: "2028 libero",
  text: `Hi coach, 2028 libero, here's my film https://www.hudl.com/video/3/61827394/5b4c3d2e1f0a9b8c7d6e5f4a
Marisa Quintanilla`,
};

const coachQuestions: Original = {
  from: "Rosalind Achterberg <rachterberg@larkspurstate.edu>",
  to: "Odalys Brennan-Voigt <odalysbv27@gmail.com>",
  date: "2026-11-09 10:15:00 -08:00",
  subject: "Re: Middle blocker - Lakeside Aces",
  text: `Odalys,

Thanks for reaching out, I enjoyed your clip. A few questions so I can get a better picture:
1. What year do you graduate?
2. How tall are you, and what's your standing reach?
3. Where are you playing club next season?
4. What's your GPA, and what would you like to study?

Coach Achterberg
Head Volleyball Coach, Larkspur State University
(530) 555-0103`,
};

const athleteAnswers = compose(
  `Hi Coach Achterberg,

Thank you so much for writing back! Here are my answers:

1. I graduate in 2027.
2. I'm 6'1" and my standing reach is 7'11".
3. I'm staying with Lakeside Aces 18 Royal next season.
4. My GPA is 3.62 unweighted. I want to study exercise science.

I go to Wexford Point High School in Holland, Michigan. Here is film from our last tournament: https://youtu.be/Lk3Wp9Rt2Ya

Thanks again,
Odalys Brennan-Voigt
616-555-0148`,
  quotedReply("gmail", coachQuestions),
  "gmail",
);

const answersReply: Original = {
  from: "Odalys Brennan-Voigt <odalysbv27@gmail.com>",
  to: "Rosalind Achterberg <rachterberg@larkspurstate.edu>",
  date: "2026-11-10 19:02:00 -05:00",
  subject: "Re: Middle blocker - Lakeside Aces",
  ...athleteAnswers,
};

const spanishSetter: Original = {
  from: "Ximena Garza Villarreal <ximena.garzav@gmail.com>",
  to: "rachterberg@larkspurstate.edu",
  date: "2026-11-04 20:30:00 -06:00",
  subject: "Colocadora generación 2028 - Monterrey",
  text: `Estimada entrenadora Achterberg:

Mi nombre es Ximena Garza Villarreal y soy colocadora. Me gradúo de la preparatoria en 2028 y me encantaría estudiar y jugar voleibol en Estados Unidos.

Estudio en la Prepa Altavista Cumbres, en Monterrey, México, y juego con Club Sultanes Voleibol Sub-18. Mido 1,76 m.

Aquí está mi video: https://www.youtube.com/watch?v=Xg7Cv2Lm9Qa

Muchas gracias por su tiempo.

Saludos cordiales,
Ximena Garza Villarreal`,
};

const portugueseHitter: Original = {
  from: "Luana Bittencourt <luana.bittencourt@outlook.com>",
  to: "rachterberg@larkspurstate.edu",
  date: "2026-11-11 14:05:00 -03:00",
  subject: "Ponteira brasileira - turma de 2027",
  text: `Olá, treinadora Achterberg,

Meu nome é Luana Bittencourt, tenho 17 anos e sou ponteira. Termino o ensino médio em 2027 no Colégio Araucária Internacional, em Curitiba, e jogo pelo Clube Pinheiral Sub-19.

Tenho 1,83 m e meu inglês é avançado (TOEFL 98). Gostaria muito de saber se há interesse no meu perfil para a Larkspur State.

Vídeo dos melhores momentos: https://vimeo.com/902334817

Obrigada pela atenção!
Luana Bittencourt`,
};

const unfilledTemplate: Original = {
  from: "Brielle Castellanos <briellecastellanos28@gmail.com>",
  to: "tokonkwo@ferncliff.edu",
  date: "2026-11-03 17:48:00 -07:00",
  subject: "2028 SS/2B - Brielle Castellanos",
  text: `Dear Coach [Last Name],

My name is Brielle Castellanos and I am very interested in playing softball at [University Name]. I am a shortstop and second baseman in the class of 2028 at Canyon Vista High School in Peoria, Arizona, and I play travel ball for Lady Hornets 16U Gold.

I have a 3.9 GPA and I would love to learn more about your [program/major] and your camps.

Skills video: https://www.youtube.com/watch?v=Bc4Ss2Gd7Hn

Thank you for your time,
Brielle Castellanos
2028 | SS/2B | 5'5"
(623) 555-0152`,
};

const bankerFather: Original = {
  from: "Gregory Anand <ganand@lakeshoretrust.example>",
  to: "rachterberg@larkspurstate.edu",
  date: "2026-10-30 07:12:00 -05:00",
  subject: "Tara Anand - class of 2028 setter",
  text: `Coach Achterberg,

Forgive the work address. My daughter Tara is a 2028 setter at Lincoln Prairie High School in Naperville, IL, and she has had Larkspur State near the top of her list since your team played at the Windy City Invitational.

She's 5'10", plays for Windy City Juniors 17 Elite, and carries a 3.94 GPA. Her most recent match footage: https://www.hudl.com/video/3/70254418/3a2b1c0d9e8f7a6b5c4d3e2f

Tara's own email is tara.anand28@gmail.com and her cell is 630-555-0161. She is better at answering than I am.

Best regards,

Gregory Anand
Senior Vice President, Commercial Lending
Lakeshore Trust Bank
Direct 312-555-0166 | Mobile 312-555-0167`,
};

const clubCoordinator: Original = {
  from: "Renata Oyler <renata@summitridgevbc.example>",
  to: "rachterberg@larkspurstate.edu",
  date: "2026-11-06 12:30:00 -07:00",
  subject: "Player profile: Ella Marchbanks (2027 RS)",
  text: `Hello Coach Achterberg,

I'm the program coordinator at Summit Ridge Volleyball Club. Our director, Karen Holloway, asked me to send along the profile of one of her 18s, Ella Marchbanks, who is hoping to hear from Larkspur State.

Ella Marchbanks
Class of 2027 - Right side
6'0" - lefty
Summit Ridge 18 Black
Pinecrest Valley High School, Boulder, CO
GPA 3.71
ellamarchbanks@icloud.com
720-555-0139
Film: https://www.hudl.com/video/3/58811290/9e8d7c6b5a4f3e2d1c0b9a8f

Karen is glad to talk any time at 720-555-0140.

Renata Oyler
Program Coordinator, Summit Ridge Volleyball Club`,
};

const athleticDirector: Original = {
  from: "Curtis Blanchard <cblanchard@marrowcreek.k12.example>",
  to: "asolberg@larkspurstate.edu",
  date: "2026-11-13 15:20:00 -06:00",
  subject: "Recommendation - Jaliyah Okafor-Price",
  text: `Coach Solberg,

I have been athletic director at Marrow Creek High School for eleven years, and I don't write many of these. Jaliyah Okafor-Price is a 2027 point guard who runs our varsity, captains it as a junior, and sits in the top ten percent of her class with a 3.88 GPA.

She is 5'7", scored 17 a game last winter, and plays AAU for Midlands Rise 17U. Marrow Creek is in Bellevue, Nebraska, about a day's drive from you.

Her highlight film: https://www.youtube.com/watch?v=Jo6Pg3Rt8Vb
Jaliyah's cell: 402-555-0175

Curtis Blanchard
Director of Athletics
Marrow Creek High School
402-555-0176`,
};

const grandfather: Original = {
  from: "Walt Henninger <waltandjune@yahoo.com>",
  to: "tokonkwo@ferncliff.edu",
  date: "2026-11-08 09:03:00 -05:00",
  subject: "my granddaughter, catcher",
  text: `Dear Coach Okonkwo-Reed,

I am writing on behalf of my granddaughter Wren Henninger, who lives with June and me in Bangor, Maine. Wren is a catcher, class of 2028, and plays summer ball for Pine Tree Thunder 16U. She catches for Bangor Riverside High School too.

She is 5'6" and her grades are good, 3.5 GPA. Her coach says her pop time is under 2 seconds.

You can watch her here: https://www.youtube.com/watch?v=Wh2Ct5Rp8Ka

Wren's phone is 207-555-0182. Ours is 207-555-0183.

Sincerely,
Walter Henninger`,
};

const hittingInstructor: Original = {
  from: "Dominic Ferraro <dom@barreluphitting.example>",
  to: "tokonkwo@ferncliff.edu",
  date: "2026-11-02 21:10:00 -05:00",
  subject: "Kaia Whitford - 2027 OF, lefty bat",
  text: `Coach,

I run Barrel Up Hitting Lab in Columbus and I've been working with Kaia Whitford since she was eleven. She's a 2027 center fielder, bats left, runs a 2.7 home to first, and she's the most coachable hitter I have.

Kaia plays for Ohio Outlaws 18U Premier and for Hilliard Glen High School. 5'8", 3.45 GPA.

Swing and outfield video: https://www.youtube.com/watch?v=Kw9Of4Ht2Lm
Her email: kaiawhitford@gmail.com

Dom Ferraro
Barrel Up Hitting Lab
614-555-0187`,
};

const servicePersonal: Original = {
  from: "Dana Whitcombe <dana@nextplayrecruiting.example>",
  to: "tokonkwo@ferncliff.edu",
  date: "2026-11-12 11:45:00 -05:00",
  subject: "For Coach Okonkwo-Reed: Sienna Oduya, 2028 RHP",
  text: `Hi Coach Okonkwo-Reed,

I'm a recruiting advisor with NextPlay Recruiting and I'm writing to you directly about one athlete I think fits Ferncliff: Sienna Oduya, a 2028 right-handed pitcher from Manchester, New Hampshire.

Sienna is 5'10", throws 60-62 with a curve and a drop, plays for New England Blaze 16U Gold, and attends Merrimack Bluff High School. 3.8 GPA.

Pitching video: https://www.youtube.com/watch?v=So5Rp2Dc7Wx
Full profile: https://nextplayrecruiting.example/athletes/sienna-oduya

Sienna's contact: siennaoduya@gmail.com | 603-555-0191

Dana Whitcombe
Recruiting Advisor, NextPlay Recruiting
603-555-0192`,
};

const motherOnDaughterAccount: Original = {
  from: "Noa Fairweather <noafairweather08@gmail.com>",
  to: "ymarchetti@bramblewood.edu",
  date: "2026-11-07 20:14:00 -08:00",
  subject: "Noa Fairweather - 2028 center back",
  text: `Hello Coach Marchetti,

This is Noa's mom, Bettina, writing from Noa's account since she's at practice tonight. You can reply here and Noa will see it.

Noa is a 2028 center back at Cedar Hollow High School in Eugene, Oregon. She plays ECNL for Willamette United 09G and she's 5'9". Her GPA is 3.77.

Her latest game film: https://www.hudl.com/video/3/66120455/4d3c2b1a0f9e8d7c6b5a4f3e

Noa's cell: 541-555-0114. Mine is 541-555-0115.

Thank you,
Bettina Fairweather`,
};

const daughterOnMotherAccount: Original = {
  from: "Denise Okoro <deniseokoro@yahoo.com>",
  to: "ymarchetti@bramblewood.edu",
  date: "2026-11-14 16:40:00 -05:00",
  subject: "2029 forward interested in Bramblewood",
  text: `Hi Coach Marchetti,

My name is Kemi Okoro and I'm using my mom's email because my school account blocks outside mail. I'm a sophomore forward (class of 2029) at Allegheny Ridge High School in Pittsburgh, PA and I play for Steel City FC 10G.

I'm 5'6" with a 3.6 GPA. I scored 14 goals in our high school season.

Highlights: https://www.youtube.com/watch?v=Ko3Fw8Pg1Tz

My cell is 412-555-0124.

Thank you!
Kemi Okoro`,
};

const clubAndSchoolCoach: Original = {
  from: "Marguerite Boudreaux <mboudreaux@bayouelitevbc.example>",
  to: "rachterberg@larkspurstate.edu",
  date: "2026-11-10 08:55:00 -06:00",
  subject: "Celeste Thibodeaux - 2028 MB",
  text: `Coach Achterberg,

I've coached Celeste Thibodeaux for three years in our club, Bayou Elite 17 Gold, and this fall I also helped out with her varsity at St. Brendan's Academy, so I have seen her in every setting.

Celeste is a 2028 middle, 6'2", quick off two feet, and a 3.85 GPA student. She lives in Lafayette, LA.

Film: https://www.hudl.com/video/3/71903342/6f5e4d3c2b1a0f9e8d7c6b5a
Celeste's email: celestethib28@gmail.com

Marguerite Boudreaux
Club Director, Bayou Elite Volleyball
Assistant Coach, St. Brendan's Academy
337-555-0128`,
};

const clubGenericAddress: Original = {
  from: "Prairie Storm Recruiting <recruiting@prairiestormvbc.example>",
  to: "rachterberg@larkspurstate.edu",
  date: "2026-11-05 13:00:00 -06:00",
  subject: "Prairie Storm - Maddox Ekberg, 2027 OH",
  text: `Coach Achterberg,

I wanted to put one of our seniors in front of you. Maddox Ekberg is a 2027 outside hitter on Prairie Storm 18 Red, 6'0", six-rotation, and still uncommitted. She's a student at Fargo Northridge High School in Fargo, ND with a 3.55 GPA.

Maddox's video: https://www.hudl.com/video/3/49907613/2c1b0a9f8e7d6c5b4a3f2e1d
Her email: maddoxekberg@gmail.com

Let me know if you'd like her schedule for the Northern Lights qualifier.

Lorraine Vickers
Club Director, Prairie Storm Volleyball Club
701-555-0132`,
};

const softballShortStats: Original = {
  from: "Paisley Gutierrez <paisleyg2029@gmail.com>",
  to: "tokonkwo@ferncliff.edu",
  date: "2026-11-15 18:20:00 -06:00",
  subject: "catcher/3B video",
  text: `Coach, here's my catching and hitting video from fall ball: https://youtu.be/Pg8Cb3Tr5Xw

I'd love to come to your winter camp.

Paisley Gutierrez
C / 3B | Class of 2029
Texas Bombers 16U Gold
Round Rock Ridge HS, Round Rock TX
3.7 GPA`,
};

const soccerLowercase: Original = {
  from: "Aubree Lindholm <aubreelindholm@icloud.com>",
  to: "ymarchetti@bramblewood.edu",
  date: "2026-11-18 23:05:00 -05:00",
  subject: "aubree lindholm 2028 outside back",
  text: `hi coach marchetti i'm aubree lindholm, 2028 outside back from erie pa. i play for lakeshore sc 09g and for mercyhurst hill high school. 5'4 and 3.9 gpa. here's my film https://www.hudl.com/video/3/77420198/0a1b2c3d4e5f6a7b8c9d0e1f and my number is 814-555-0135. thank you!!`,
};

const alumnaVouches: Original = {
  from: "Hallie Marsh-Conroy <hallie.conroy@outlook.com>",
  to: "rachterberg@larkspurstate.edu",
  date: "2026-11-01 19:33:00 -07:00",
  subject: "From a Larkspur alum - a setter you should see",
  text: `Hi Coach Achterberg!

It's Hallie Marsh (now Marsh-Conroy), setter from the 2012-2015 teams. I've been coaching a youth team on the side in Reno and I have a kid you need to see.

Jocelyn Tafoya is a 2029 setter, 5'8", runs a 6-2 for Sierra Peaks 16 Teal, and goes to Galena Ridge High School here in Reno, NV. She has a 4.0 GPA and the best hands I've seen at her age.

Her film: https://www.youtube.com/watch?v=Jt4Sr8Vp2Kx

Jocelyn's email is jocelyntafoya29@gmail.com.

Go Larks,
Hallie`,
};

const otherCollegeCoach: Original = {
  from: "Brent Sorensen <bsorensen@coldwatercollege.example>",
  to: "asolberg@larkspurstate.edu",
  date: "2026-11-17 10:10:00 -06:00",
  subject: "Kid who's a level above us",
  text: `Anders,

We had Greer Maitland at our elite camp and she is a level above what we can offer at Coldwater. 2028 wing, 6'1", long, can guard four spots. She plays AAU for Wisconsin Flight 16U and high school at Eau Claire Memorial Heights. Good student, 3.7 GPA.

Highlights: https://www.hudl.com/video/3/80224517/7b6a5f4e3d2c1b0a9f8e7d6c
Her cell: 715-555-0142

Would love to see her land somewhere good.

Brent Sorensen
Head Women's Basketball Coach, Coldwater College`,
};

const athleteUpdate: Original = {
  from: "Saoirse Delancey <saoirsedelancey@gmail.com>",
  to: "rachterberg@larkspurstate.edu",
  date: "2026-11-19 21:12:00 -05:00",
  subject: "Update: new film + I grew an inch",
  text: `Hi Coach Achterberg,

A quick update since I wrote in September. I measured 5'11" at my physical last week (I was 5'10"), I moved from DS to outside full time on Keystone Juniors 17 Elite, and my GPA went up to 3.81.

New film with my outside swings: https://www.hudl.com/video/3/83317420/1e2d3c4b5a6f7e8d9c0b1a2f

Still a 2028 at Conestoga Bend High School in Lancaster, PA.

Thank you!
Saoirse Delancey
717-555-0144`,
};

// ---------------------------------------------------------------------------------------------------------------
// Not recruiting, though crowded with athletes' details
// ---------------------------------------------------------------------------------------------------------------

const featuredAthleteNewsletter: Original = {
  from: "FieldHouse Recruiting Network <newsletter@fieldhousenetwork.example>",
  to: "rosalind.achterberg.t6n2@scout.inboxscout.app",
  date: "2026-11-18 06:00:00 -05:00",
  subject: "The Scout Sheet: Featured Athlete of the Week + 4 risers",
  text: `THE SCOUT SHEET | Week 46
Sent to 2,400 college volleyball coaches

FEATURED ATHLETE OF THE WEEK
Corinne Mabry | 2027 | OH | 6'1"
Lone Star Juniors 18 Elite | Katy Orchard High School, Katy, TX | GPA 3.9
Corinne put up 41 kills at the Texas Turkey Classic. Watch: https://www.hudl.com/video/3/90011223/aa11bb22cc33dd44ee55ff66

RISING THIS WEEK
- Nia Cardwell, 2028 S, Tampa Bay Waves 17 Navy
- Holland Pryce, 2028 MB, Rocky Mountain 17 Elite
- Teagan Moreau, 2029 L, Capital District 16 Black
- Ivy Sandoval, 2027 RS, Desert Heat 18-1

COACHES' CORNER
Our December webinar: "Evaluating 2029s before the contact date." Register at https://fieldhousenetwork.example/webinar

You are receiving this because you subscribed to The Scout Sheet.
Unsubscribe: https://fieldhousenetwork.example/unsubscribe
FieldHouse Recruiting Network, 400 Commerce Way, Suite 12, Austin, TX`,
};

const clubCommitPost: Original = {
  from: "Harborlight Volleyball Club <news@harborlightvbc.example>",
  to: "rosalind.achterberg.t6n2@scout.inboxscout.app",
  date: "2026-11-14 12:00:00 -05:00",
  subject: "Congratulations Piper Halvorsen - committed to Eastmoor College!",
  text: `HARBORLIGHT NEWS

Please join us in congratulating Piper Halvorsen (Harborlight 17 Blue, class of 2028) on her verbal commitment to Eastmoor College!

Piper is a 5'11" outside hitter from Wilmington, NC who has played at Harborlight since she was 12. Coach Tessa Vann: "Piper earned this every Tuesday and Thursday night. We can't wait to watch her in green and gold."

Piper is our fourth commitment from the 2028 class this fall.

Harborlight Volleyball Club | Wilmington, NC
Manage your subscription: https://harborlightvbc.example/email-prefs`,
};

const athleteOfWeekRelease: Original = {
  from: "Sandhill High School Athletics <athletics@sandhillhs.k12.example>",
  to: "asolberg@larkspurstate.edu",
  date: "2026-11-20 08:00:00 -06:00",
  subject: "Sandhill Athlete of the Week: Mariah Tolliver",
  text: `FOR IMMEDIATE RELEASE

SANDHILL ATHLETE OF THE WEEK: MARIAH TOLLIVER, GIRLS BASKETBALL

Sandhill High School senior Mariah Tolliver has been named the Sandhill Athlete of the Week after scoring 28 and 31 points in wins over Grantham and Coyote Flats. The 5'10" guard is averaging 22.4 points and 6.1 rebounds this season.

Tolliver, who signed with Larkspur State last week, carries a 3.6 GPA and is a member of the National Honor Society.

Athlete of the Week honorees are selected by the Sandhill coaching staff and announced every Friday.

Sandhill High School Athletics
Media contact: Paula Grissom, Athletic Communications, 785-555-0146`,
};

const newspaperStory: Original = {
  from: "Dale Pruitt <dpruitt@valleycourier.example>",
  to: "asolberg@larkspurstate.edu",
  date: "2026-11-21 16:45:00 -06:00",
  subject: "Sunday piece on Addison Kerr - text below",
  text: `Coach Solberg,

Thanks again for the quote. The feature runs Sunday; here is the text as it stands in case the link gives you trouble.

---
KERR'S LONG ROAD TO THE HARDWOOD
By Dale Pruitt, Valley Courier

Three years ago Addison Kerr couldn't jog a lap without her knee swelling. Friday night the Ridgeway senior scored 24 points, pulled down 11 rebounds and moved into second on the school's career list.

Kerr, a 6-foot forward, tore her ACL as a freshman. "She never missed a practice, even on crutches," Ridgeway coach Lynn Abernathy said.

Kerr signed with Larkspur State in November. "Addison plays like every possession is her last one," Larkspur State coach Anders Solberg said.
---

Dale Pruitt
Sports Reporter, Valley Courier
308-555-0147`,
};

const campRegistration: Original = {
  from: "CampHub Registrations <no-reply@camphub.example>",
  to: "rachterberg@larkspurstate.edu",
  date: "2026-11-22 19:31:00 -05:00",
  subject: "New registration: Larkspur State Winter Skills Camp (Session B)",
  text: `A new camper has registered for your event.

Event: Larkspur State Winter Skills Camp - Session B
Dates: December 28-30, 2026
Registration #: CH-448120

Camper: Josie Amberg
Grade (fall 2026): 10
Graduation year: 2029
Position: Setter
Club: Gold Country 16 Red
Height: 5'8"
T-shirt size: Adult M

Parent/Guardian: Kristin Amberg
Parent email: kamberg@gmail.com
Parent phone: 530-555-0151

Amount paid: $325.00

View this registration in your CampHub dashboard: https://camphub.example/dashboard/CH-448120`,
};

const questionnaireReceipt: Original = {
  from: "Ferncliff Athletics <noreply@ferncliff.edu>",
  to: "alanna.pruett28@gmail.com",
  date: "2026-11-09 14:02:00 -05:00",
  subject: "We received your Ferncliff Softball recruiting questionnaire",
  text: `Hi Alanna,

Thank you for completing the Ferncliff Softball recruiting questionnaire. This email confirms that we received it.

Submission #: FSB-20931
Sport: Softball
Graduating class: 2028
Submitted: November 9, 2026

A member of our coaching staff reviews every questionnaire. Please keep your profile up to date by logging in to the recruiting portal.

NCAA rules limit when coaches may respond to prospective student-athletes. If you do not hear from us right away, that is why.

Go Falcons!
Ferncliff College Athletics
This mailbox is not monitored.`,
};

const seventhGraderCamp: Original = {
  from: "Marcy Ferrante <marcyferrante@gmail.com>",
  to: "rachterberg@larkspurstate.edu",
  date: "2026-11-12 20:48:00 -08:00",
  subject: "Camp question - 7th grader",
  text: `Hi Coach,

My daughter Lila is in 7th grade and is already 5'7". She plays for Sacramento Tidal 13 Blue and loves setting. Is your Winter Skills Camp open to kids her age, or is there a youth session?

If she's too young this year we'll plan for next summer. Thanks for any info!

Marcy Ferrante
916-555-0153`,
};

const teammateNote: Original = {
  from: "Kenna Duarte <kduarte@larkspurstate.edu>",
  to: "rachterberg@larkspurstate.edu",
  date: "2026-11-17 06:10:00 -08:00",
  subject: "Bri - not at lift today",
  text: `Hi Coach,

Bri asked me to tell you she's at the health center with a fever and won't be at lift this morning. She left her phone charging in our room, so she'll email you once she's back. I'll bring her the film notes from yesterday.

Kenna
#9`,
};

const scoutingReport: Original = {
  from: "Ainsley Trent <atrent@larkspurstate.edu>",
  to: "rachterberg@larkspurstate.edu",
  date: "2026-11-19 22:30:00 -08:00",
  subject: "Scout - Halston College (Sat 7pm)",
  text: `Halston College scout for Saturday

Record 18-7, 9-3 in conference. Run a 5-1.

#7 Reagan Pike, OH, 6'1" jr - 4.1 kills/set, loves line off the pass, hits seam when we front her
#12 Tamsin Greaves, S, 5'9" so - dumps on two when tight to the net (watch left hand)
#3 Ruthie Abara, MB, 6'3" sr - slide behind the setter, 1 per rotation
#20 Olivia Kestrel, L - serve short zone 1, she overpursues

Serve targets: zone 1 short, seam 5-6.
Blocking: commit on Abara in rotation 4.

Ainsley
Assistant Coach, Larkspur State Volleyball`,
};

const allTournamentTeam: Original = {
  from: "Great Plains Thanksgiving Classic <results@gpclassic.example>",
  to: "rosalind.achterberg.t6n2@scout.inboxscout.app",
  date: "2026-11-30 21:00:00 -06:00",
  subject: "2026 Great Plains Thanksgiving Classic - 17 Open All-Tournament Team",
  text: `GREAT PLAINS THANKSGIVING CLASSIC - 17 OPEN
ALL-TOURNAMENT TEAM

MVP: Delphine Okoye, 2028 OH, Omaha Wave 17 Elite (Millard Ridge HS)
Aubrey Kastner, 2028 S, KC Heat 17 Black
Rowan Ellery, 2028 MB, Prairie Storm 17 Red
Sasha Villeneuve, 2028 L, Topeka Force 17-1
Imani Greer, 2029 RS, Omaha Wave 16 Elite
Lucia Fenwick, 2028 OH, Lincoln Lightning 17 Gold

Champion: Omaha Wave 17 Elite. Runner-up: KC Heat 17 Black.

Full results and brackets: https://gpclassic.example/results
To stop receiving tournament results, unsubscribe: https://gpclassic.example/unsubscribe`,
};

const transferPortalNotice: Original = {
  from: "Bramblewood Compliance <compliance@bramblewood.edu>",
  to: "ymarchetti@bramblewood.edu",
  date: "2026-11-16 09:00:00 -05:00",
  subject: "Transfer Portal notification - Women's Soccer",
  text: `Coach Marchetti,

The following student-athlete has been entered into the NCAA Transfer Portal by her current institution:

Name: Sofía Restrepo
Sport: Women's Soccer
Current institution: Northgate University
Date entered: 11/14/2026
Eligibility remaining: 2 seasons

Contact with this student-athlete is permitted now that her name appears in the portal. Please log all contacts in the compliance system within 48 hours, and do not contact her high school or club coaches about a transfer without checking with our office first.

Bramblewood University Athletics Compliance
724-555-0155`,
};

const boosterReceipt: Original = {
  from: "Larkspur Spikers Booster Club <treasurer@larkspurspikers.example>",
  to: "rachterberg@larkspurstate.edu",
  date: "2026-11-11 10:20:00 -08:00",
  subject: "Thank you for your gift - receipt #2026-118",
  text: `Dear Rosalind,

Thank you for your gift of $150.00 to the Larkspur Spikers Booster Club, made in honor of our seniors Paige Lindell, Kiana Rowe and Bri Castañeda on Senior Night.

Receipt #: 2026-118
Date: November 10, 2026
Amount: $150.00
No goods or services were provided in exchange for this contribution.

The Larkspur Spikers Booster Club is a 501(c)(3) organization. Please keep this receipt for your tax records.

With thanks,
Gail Whitmore, Treasurer`,
};

const photographer: Original = {
  from: "Jonah Petrakis <jonah@courtsidelens.example>",
  to: "rosalind.achterberg.t6n2@scout.inboxscout.app",
  date: "2026-11-10 15:05:00 -06:00",
  subject: "Photos from the Heartland Invitational - your recruits in action",
  text: `Hi Coach!

I shot all three days of the Heartland Invitational and have great action shots of players you were watching, including:

- Aubrey Quist (#12, Gold Coast 17 Red) - 46 images
- Danica Moreno (#4, Lone Star Juniors 17 Elite) - 31 images
- Harlow Bishop (#18, Dynamo 17 Black) - 52 images

Digital packages start at $39 per athlete and make great commitment gifts. Browse the galleries at https://courtsidelens.example/heartland-2026

Jonah Petrakis
Courtside Lens Photography
To opt out of future emails reply STOP.`,
};

const nilMarketplace: Original = {
  from: "Brooke Tanaka <brooke@athleteledger.example>",
  to: "tokonkwo@ferncliff.edu",
  date: "2026-11-05 09:40:00 -05:00",
  subject: "NIL deals for Ferncliff softball - 15 minutes?",
  text: `Hi Coach Okonkwo-Reed,

Athlete Ledger is the NIL marketplace that connects your roster with local brands, with compliance built in. Softball players at schools like yours are earning $300-$2,000 a semester.

For example, Maya Trujillo (a sophomore catcher at a program in your conference) signed three local deals through Athlete Ledger this fall.

Could we find 15 minutes next week to show you how it works? Book a time here: https://athleteledger.example/demo

Brooke Tanaka
Partnerships, Athlete Ledger
512-555-0157`,
};

const clubInvoice: Original = {
  from: "Goldenrod Volleyball Club Billing <billing@goldenrodvbc.example>",
  to: "rachterberg@larkspurstate.edu",
  date: "2026-11-25 11:00:00 -08:00",
  subject: "Invoice #GVC-2291 - court rental, Nov 22 clinic",
  text: `Hello Rosalind,

Please find below the invoice for court rental for the Larkspur State clinic hosted at our facility.

Invoice #: GVC-2291
Date: 11/25/2026
Description: 4 courts x 3 hours, Saturday 11/22 - $480.00
Ball cart and net setup - $40.00
Total due: $520.00
Due by: 12/15/2026

Pay online at https://goldenrodvbc.example/pay or mail a check to Goldenrod Volleyball Club, 1180 Industrial Pkwy, Chico, CA.

Thank you for bringing your clinic to Goldenrod!

Sheila Marquardt
Club Director, Goldenrod Volleyball Club
530-555-0159`,
};

const motherOutOfOffice: Original = {
  from: "Colleen Abernethy <cabernethy@shawdental.example>",
  to: "rachterberg@larkspurstate.edu",
  date: "2026-11-24 08:01:00 -05:00",
  subject: "Automatic reply: Larkspur State prospect camp",
  text: `Thank you for your message. I am out of the office until Monday, December 1, with limited access to email.

For questions about Hadley's volleyball or recruiting, please email Hadley directly at hadleyabernethy09@gmail.com.

For the dental office, please call the front desk at 614-555-0161.

Colleen Abernethy
Office Manager, Shaw Family Dental`,
};

const clubClinicInvite: Original = {
  from: "Teodora Lisowski <tlisowski@northshorevbc.example>",
  to: "rachterberg@larkspurstate.edu",
  date: "2026-11-04 17:25:00 -06:00",
  subject: "Would you speak at our coaches' clinic in January?",
  text: `Hi Coach Achterberg,

North Shore Volleyball Club is hosting its annual coaches' clinic on Saturday, January 17, in Evanston. We'd love to have you lead a 45-minute session on serve receive. About 60 club and high school coaches attend.

We can cover travel and offer an honorarium of $400. Our 15s through 18s will be practicing that afternoon if you'd like to stay and watch.

Thanks for considering it,
Teodora Lisowski
Director of Coaching, North Shore Volleyball Club
847-555-0163`,
};

const campRefundParent: Original = {
  from: "Renee Castellano <renee.castellano@gmail.com>",
  to: "tokonkwo@ferncliff.edu",
  date: "2026-11-06 21:30:00 -05:00",
  subject: "Refund for December pitching clinic?",
  text: `Coach,

My daughter Gianna registered for your December 6 pitching clinic but she broke her wrist at practice this week, so she won't be able to throw for six weeks. Is it possible to get a refund or move her registration to the February clinic?

Thank you,
Renee Castellano`,
};

const alumniGame: Original = {
  from: "Trish Ogunleye <trish.ogunleye@gmail.com>",
  to: "ymarchetti@bramblewood.edu",
  date: "2026-11-08 12:12:00 -05:00",
  subject: "alumni game - count me in + a few others",
  text: `Coach M!

Count me in for the alumni game on the 13th. I talked to Bex Harlow, Danielle Sato and Cam Whitlow from our 2019 team and they're all coming too. Bex is bringing her daughter, who is 4 and already owns shin guards.

Do you want us to bring anything for the tailgate after?

Trish (Ogunleye) #14, class of 2019`,
};

const serviceRenewal: Original = {
  from: "RecruitGrid Accounts <accounts@recruitgrid.example>",
  to: "tokonkwo@ferncliff.edu",
  date: "2026-11-20 07:00:00 -05:00",
  subject: "Your RecruitGrid Coach Pro subscription renews in 14 days",
  text: `Hi Tobias,

Your RecruitGrid Coach Pro subscription (Ferncliff College Softball) renews on December 4, 2026 for $1,188.00.

This year your staff viewed 412 athlete profiles, saved 58 to boards and sent 137 messages through RecruitGrid.

New in Coach Pro: pitch-velocity filters and video playlists for the 2029 class.

Manage your subscription: https://recruitgrid.example/account/billing

RecruitGrid, 77 Harbor Street, Boston, MA
You are receiving this account notice because you hold a RecruitGrid subscription.`,
};

export const NINTH_VOICE: readonly CorpusEntry[] = [
  {
    name: "v9-athlete-two-line-libero-apple-ios",
    family: "v9-athlete-marisa-quintanilla",
    tags: ["fwd:apple-ios", "lang:en", "sport:volleyball", "very-short"],
    label: recruiting("athlete", {
      first_name: "Marisa", last_name: "Quintanilla", grad_year: 2028, positions: ["L/DS"], email: "marisaq28@gmail.com",
      video_urls: ["https://www.hudl.com/video/3/61827394/5b4c3d2e1f0a9b8c7d6e5f4a"],
    }),
    message: fwd("apple-ios", ACHTERBERG, "2026-11-17 07:30:00 -08:00", twoLineLibero),
  },
  {
    name: "v9-athlete-answers-coach-questions-gmail",
    family: "v9-athlete-odalys-brennan-voigt",
    tags: ["fwd:gmail", "lang:en", "sport:volleyball", "reply", "trap:coach-signature-quoted", "trap:standing-reach"],
    label: recruiting("athlete", {
      first_name: "Odalys", last_name: "Brennan-Voigt", grad_year: 2027, positions: ["MB"], height_inches: 73, club_team: "Lakeside Aces 18 Royal",
      high_school: "Wexford Point High School", city: "Holland", state: "MI", gpa: 3.62, email: "odalysbv27@gmail.com", phone: "+16165550148",
      video_urls: ["https://youtu.be/Lk3Wp9Rt2Ya"],
    }),
    message: fwd("gmail", ACHTERBERG, "2026-11-11 08:00:00 -08:00", answersReply),
  },
  {
    name: "v9-athlete-spanish-setter-gmail-es",
    family: "v9-athlete-ximena-garza",
    tags: ["fwd:gmail-es", "lang:es", "sport:volleyball", "international", "height:metric"],
    label: recruiting("athlete", {
      first_name: "Ximena", last_name: "Garza Villarreal", grad_year: 2028, positions: ["S"], height_inches: 69.3, club_team: "Club Sultanes Voleibol Sub-18",
      high_school: "Prepa Altavista Cumbres", city: "Monterrey", email: "ximena.garzav@gmail.com", video_urls: ["https://www.youtube.com/watch?v=Xg7Cv2Lm9Qa"],
    }),
    message: fwd("gmail-es", ACHTERBERG, "2026-11-05 08:00:00 -08:00", spanishSetter),
  },
  {
    name: "v9-athlete-portuguese-hitter-outlook-pt",
    family: "v9-athlete-luana-bittencourt",
    tags: ["fwd:outlook-pt", "lang:pt", "sport:volleyball", "international", "height:metric"],
    label: recruiting("athlete", {
      first_name: "Luana", last_name: "Bittencourt", grad_year: 2027, positions: ["OH"], height_inches: 72, club_team: "Clube Pinheiral Sub-19",
      high_school: "Colégio Araucária Internacional", city: "Curitiba", email: "luana.bittencourt@outlook.com", video_urls: ["https://vimeo.com/902334817"],
    }),
    message: fwd("outlook-pt", ACHTERBERG, "2026-11-12 09:00:00 -08:00", portugueseHitter),
  },
  {
    name: "v9-athlete-unfilled-template-outlook-live",
    family: "v9-athlete-brielle-castellanos",
    tags: ["fwd:outlook-live", "lang:en", "sport:softball", "template-placeholders"],
    label: recruiting("athlete", {
      first_name: "Brielle", last_name: "Castellanos", grad_year: 2028, positions: ["SS", "2B"], height_inches: 65, club_team: "Lady Hornets 16U Gold",
      high_school: "Canyon Vista High School", city: "Peoria", state: "AZ", gpa: 3.9, email: "briellecastellanos28@gmail.com", phone: "+16235550152",
      video_urls: ["https://www.youtube.com/watch?v=Bc4Ss2Gd7Hn"],
    }),
    message: fwd("outlook-live", OKONKWO, "2026-11-04 08:15:00 -05:00", unfilledTemplate),
  },
  {
    name: "v9-parent-father-banker-signature-outlook-2019",
    family: "v9-parent-gregory-anand",
    tags: ["fwd:outlook-2019", "lang:en", "sport:volleyball", "role:parent-business-title", "trap:parent-contact"],
    label: recruiting("parent", {
      first_name: "Tara", last_name: "Anand", grad_year: 2028, positions: ["S"], height_inches: 70, club_team: "Windy City Juniors 17 Elite",
      high_school: "Lincoln Prairie High School", city: "Naperville", state: "IL", gpa: 3.94, email: "tara.anand28@gmail.com", phone: "+16305550161",
      video_urls: ["https://www.hudl.com/video/3/70254418/3a2b1c0d9e8f7a6b5c4d3e2f"],
    }),
    message: fwd("outlook-2019", ACHTERBERG, "2026-10-30 09:00:00 -07:00", bankerFather),
  },
  {
    name: "v9-club-coordinator-profile-gmail",
    family: "v9-club-summit-ridge",
    tags: ["fwd:gmail", "lang:en", "sport:volleyball", "role:club-assistant", "trap:club-coach-contact"],
    label: recruiting("club_coach", {
      first_name: "Ella", last_name: "Marchbanks", grad_year: 2027, positions: ["RS/OPP"], height_inches: 72, club_team: "Summit Ridge 18 Black",
      high_school: "Pinecrest Valley High School", city: "Boulder", state: "CO", gpa: 3.71, email: "ellamarchbanks@icloud.com", phone: "+17205550139",
      video_urls: ["https://www.hudl.com/video/3/58811290/9e8d7c6b5a4f3e2d1c0b9a8f"],
    }),
    message: fwd("gmail", ACHTERBERG, "2026-11-06 14:00:00 -08:00", clubCoordinator),
  },
  {
    name: "v9-hs-athletic-director-recommends-outlook-new",
    family: "v9-hs-marrow-creek",
    tags: ["fwd:outlook-new", "lang:en", "sport:basketball", "role:athletic-director", "trap:hs-coach-contact"],
    label: recruiting("high_school_coach", {
      first_name: "Jaliyah", last_name: "Okafor-Price", grad_year: 2027, positions: ["point guard"], height_inches: 67, club_team: "Midlands Rise 17U",
      high_school: "Marrow Creek High School", city: "Bellevue", state: "NE", gpa: 3.88, phone: "+14025550175",
      video_urls: ["https://www.youtube.com/watch?v=Jo6Pg3Rt8Vb"],
    }),
    message: fwd("outlook-new", SOLBERG, "2026-11-14 08:00:00 -08:00", athleticDirector),
  },
  {
    name: "v9-parent-grandfather-catcher-yahoo",
    family: "v9-parent-walt-henninger",
    tags: ["fwd:yahoo", "lang:en", "sport:softball", "role:grandparent", "trap:parent-contact"],
    label: recruiting("parent", {
      first_name: "Wren", last_name: "Henninger", grad_year: 2028, positions: ["C"], height_inches: 66, club_team: "Pine Tree Thunder 16U",
      high_school: "Bangor Riverside High School", city: "Bangor", state: "ME", gpa: 3.5, phone: "+12075550182",
      video_urls: ["https://www.youtube.com/watch?v=Wh2Ct5Rp8Ka"],
    }),
    message: fwd("yahoo", OKONKWO, "2026-11-08 12:00:00 -05:00", grandfather),
  },
  {
    name: "v9-instructor-hitting-lab-thunderbird",
    family: "v9-instructor-barrel-up",
    tags: ["fwd:thunderbird", "lang:en", "sport:softball", "role:instructor", "trap:instructor-contact"],
    label: recruiting("other", {
      first_name: "Kaia", last_name: "Whitford", grad_year: 2027, positions: ["OF"], height_inches: 68, club_team: "Ohio Outlaws 18U Premier",
      high_school: "Hilliard Glen High School", city: "Columbus", state: "OH", gpa: 3.45, email: "kaiawhitford@gmail.com",
      video_urls: ["https://www.youtube.com/watch?v=Kw9Of4Ht2Lm"],
    }),
    message: fwd("thunderbird", OKONKWO, "2026-11-03 07:40:00 -05:00", hittingInstructor),
  },
  {
    name: "v9-service-one-athlete-personal-outlook-mac",
    family: "v9-service-nextplay",
    tags: ["fwd:outlook-mac", "lang:en", "sport:softball", "role:service-one-athlete", "trap:profile-link", "trap:service-contact"],
    label: recruiting("recruiting_service", {
      first_name: "Sienna", last_name: "Oduya", grad_year: 2028, positions: ["P"], height_inches: 70, club_team: "New England Blaze 16U Gold",
      high_school: "Merrimack Bluff High School", city: "Manchester", state: "NH", gpa: 3.8, email: "siennaoduya@gmail.com", phone: "+16035550191",
      video_urls: ["https://www.youtube.com/watch?v=So5Rp2Dc7Wx"],
    }),
    message: fwd("outlook-mac", OKONKWO, "2026-11-12 13:00:00 -05:00", servicePersonal),
  },
  {
    name: "v9-parent-mother-on-daughters-account-gmail",
    family: "v9-parent-bettina-fairweather",
    tags: ["fwd:gmail", "lang:en", "sport:soccer", "role:parent-on-athlete-account", "trap:parent-contact"],
    label: recruiting("parent", {
      first_name: "Noa", last_name: "Fairweather", grad_year: 2028, positions: ["center back"], height_inches: 69, club_team: "Willamette United 09G",
      high_school: "Cedar Hollow High School", city: "Eugene", state: "OR", gpa: 3.77, email: "noafairweather08@gmail.com", phone: "+15415550114",
      video_urls: ["https://www.hudl.com/video/3/66120455/4d3c2b1a0f9e8d7c6b5a4f3e"],
    }),
    message: fwd("gmail", MARCHETTI, "2026-11-08 09:00:00 -05:00", motherOnDaughterAccount),
  },
  {
    name: "v9-athlete-on-mothers-account-yahoo",
    family: "v9-athlete-kemi-okoro",
    tags: ["fwd:yahoo", "lang:en", "sport:soccer", "role:athlete-on-parent-account", "trap:parent-address"],
    label: recruiting("athlete", {
      first_name: "Kemi", last_name: "Okoro", grad_year: 2029, positions: ["forward"], height_inches: 66, club_team: "Steel City FC 10G",
      high_school: "Allegheny Ridge High School", city: "Pittsburgh", state: "PA", gpa: 3.6, phone: "+14125550124",
      video_urls: ["https://www.youtube.com/watch?v=Ko3Fw8Pg1Tz"],
    }),
    message: fwd("yahoo", MARCHETTI, "2026-11-15 08:30:00 -05:00", daughterOnMotherAccount),
  },
  {
    name: "v9-club-director-also-school-assistant-outlook-live",
    family: "v9-club-bayou-elite",
    tags: ["fwd:outlook-live", "lang:en", "sport:volleyball", "role:club-and-hs-coach", "trap:club-coach-contact"],
    label: recruiting("club_coach", {
      first_name: "Celeste", last_name: "Thibodeaux", grad_year: 2028, positions: ["MB"], height_inches: 74, club_team: "Bayou Elite 17 Gold",
      high_school: "St. Brendan's Academy", city: "Lafayette", state: "LA", gpa: 3.85, email: "celestethib28@gmail.com",
      video_urls: ["https://www.hudl.com/video/3/71903342/6f5e4d3c2b1a0f9e8d7c6b5a"],
    }),
    message: fwd("outlook-live", ACHTERBERG, "2026-11-10 10:00:00 -08:00", clubAndSchoolCoach),
  },
  {
    name: "v9-club-generic-recruiting-address-apple-mac",
    family: "v9-club-prairie-storm",
    tags: ["fwd:apple-mac", "lang:en", "sport:volleyball", "role:club-generic-address", "trap:club-coach-contact"],
    label: recruiting("club_coach", {
      first_name: "Maddox", last_name: "Ekberg", grad_year: 2027, positions: ["OH"], height_inches: 72, club_team: "Prairie Storm 18 Red",
      high_school: "Fargo Northridge High School", city: "Fargo", state: "ND", gpa: 3.55, email: "maddoxekberg@gmail.com",
      video_urls: ["https://www.hudl.com/video/3/49907613/2c1b0a9f8e7d6c5b4a3f2e1d"],
    }),
    message: fwd("apple-mac", ACHTERBERG, "2026-11-05 12:30:00 -08:00", clubGenericAddress),
  },
  {
    name: "v9-softball-athlete-signature-stats-gmail-narrow",
    family: "v9-athlete-paisley-gutierrez",
    tags: ["fwd:gmail-narrow", "lang:en", "sport:softball", "very-short", "signature-block"],
    label: recruiting("athlete", {
      first_name: "Paisley", last_name: "Gutierrez", grad_year: 2029, positions: ["C", "3B"], club_team: "Texas Bombers 16U Gold",
      high_school: "Round Rock Ridge HS", city: "Round Rock", state: "TX", gpa: 3.7, email: "paisleyg2029@gmail.com", video_urls: ["https://youtu.be/Pg8Cb3Tr5Xw"],
    }),
    message: fwd("gmail-narrow", OKONKWO, "2026-11-16 07:50:00 -05:00", softballShortStats),
  },
  {
    name: "v9-soccer-athlete-one-lowercase-line-outlook-new",
    family: "v9-athlete-aubree-lindholm",
    tags: ["fwd:outlook-new", "lang:en", "sport:soccer", "lowercase", "run-on"],
    label: recruiting("athlete", {
      first_name: "Aubree", last_name: "Lindholm", grad_year: 2028, positions: ["outside back"], height_inches: 64, club_team: "Lakeshore SC 09G",
      high_school: "Mercyhurst Hill High School", city: "Erie", state: "PA", gpa: 3.9, email: "aubreelindholm@icloud.com", phone: "+18145550135",
      video_urls: ["https://www.hudl.com/video/3/77420198/0a1b2c3d4e5f6a7b8c9d0e1f"],
    }),
    message: fwd("outlook-new", MARCHETTI, "2026-11-19 08:00:00 -05:00", soccerLowercase),
  },
  {
    name: "v9-alumna-vouches-setter-gmail",
    family: "v9-alumna-hallie-marsh-conroy",
    tags: ["fwd:gmail", "lang:en", "sport:volleyball", "role:alumna"],
    label: recruiting("other", {
      first_name: "Jocelyn", last_name: "Tafoya", grad_year: 2029, positions: ["S"], height_inches: 68, club_team: "Sierra Peaks 16 Teal",
      high_school: "Galena Ridge High School", city: "Reno", state: "NV", gpa: 4.0, email: "jocelyntafoya29@gmail.com",
      video_urls: ["https://www.youtube.com/watch?v=Jt4Sr8Vp2Kx"],
    }),
    message: fwd("gmail", ACHTERBERG, "2026-11-02 08:00:00 -08:00", alumnaVouches),
  },
  {
    name: "v9-other-college-coach-passes-along-outlook-2013",
    family: "v9-college-coldwater",
    tags: ["fwd:outlook-2013", "lang:en", "sport:basketball", "role:other-college"],
    label: recruiting("other", {
      first_name: "Greer", last_name: "Maitland", grad_year: 2028, positions: ["wing"], height_inches: 73, club_team: "Wisconsin Flight 16U",
      high_school: "Eau Claire Memorial Heights", gpa: 3.7, phone: "+17155550142",
      video_urls: ["https://www.hudl.com/video/3/80224517/7b6a5f4e3d2c1b0a9f8e7d6c"],
    }),
    message: fwd("outlook-2013", SOLBERG, "2026-11-17 11:30:00 -08:00", otherCollegeCoach),
  },
  {
    name: "v9-athlete-update-grew-an-inch-outlook-live",
    family: "v9-athlete-saoirse-delancey",
    tags: ["fwd:outlook-live", "lang:en", "sport:volleyball", "update", "trap:old-height"],
    label: recruiting("athlete", {
      first_name: "Saoirse", last_name: "Delancey", grad_year: 2028, positions: ["OH"], height_inches: 71, club_team: "Keystone Juniors 17 Elite",
      high_school: "Conestoga Bend High School", city: "Lancaster", state: "PA", gpa: 3.81, email: "saoirsedelancey@gmail.com", phone: "+17175550144",
      video_urls: ["https://www.hudl.com/video/3/83317420/1e2d3c4b5a6f7e8d9c0b1a2f"],
    }),
    message: fwd("outlook-live", ACHTERBERG, "2026-11-20 07:00:00 -08:00", athleteUpdate),
  },
  {
    name: "v9-nonrec-service-featured-athlete-newsletter-direct",
    family: "v9-nonrec-fieldhouse-network",
    tags: ["not-a-forward", "lang:en", "category:service-blast", "trap:one-athlete-profiled", "trap:many-athletes"],
    label: notRecruiting("recruiting_service"),
    message: original(featuredAthleteNewsletter, "bulk", { headers: bulkMailHeaders("https://fieldhousenetwork.example/unsubscribe") }),
  },
  {
    name: "v9-nonrec-club-commitment-post-direct",
    family: "v9-nonrec-harborlight-news",
    tags: ["not-a-forward", "lang:en", "category:newsletter", "trap:one-athlete-profiled"],
    label: notRecruiting("club_coach"),
    message: original(clubCommitPost, "bulk", { headers: bulkMailHeaders("https://harborlightvbc.example/email-prefs") }),
  },
  {
    name: "v9-nonrec-hs-athlete-of-week-release-outlook-live",
    family: "v9-nonrec-sandhill-athletics",
    tags: ["fwd:outlook-live", "lang:en", "category:newsletter", "trap:one-athlete-profiled"],
    label: notRecruiting("high_school_coach"),
    message: fwd("outlook-live", SOLBERG, "2026-11-20 09:30:00 -08:00", athleteOfWeekRelease, { note: "for Mariah's file - nice write-up" }),
  },
  {
    name: "v9-nonrec-newspaper-feature-signee-gmail",
    family: "v9-nonrec-valley-courier",
    tags: ["fwd:gmail", "lang:en", "category:journalist", "trap:one-athlete-profiled"],
    label: notRecruiting("other"),
    message: fwd("gmail", SOLBERG, "2026-11-21 17:30:00 -08:00", newspaperStory),
  },
  {
    name: "v9-nonrec-camp-registration-notice-outlook-new",
    family: "v9-nonrec-camphub",
    tags: ["fwd:outlook-new", "lang:en", "category:camp-registration", "trap:one-athlete-profiled", "trap:parent-contact"],
    label: notRecruiting("other"),
    message: fwd("outlook-new", ACHTERBERG, "2026-11-23 07:00:00 -08:00", campRegistration, { note: "Session B is filling up" }),
  },
  {
    name: "v9-nonrec-own-questionnaire-receipt-outlook-2019",
    family: "v9-nonrec-ferncliff-athletics",
    tags: ["fwd:outlook-2019", "lang:en", "category:own-template", "trap:one-athlete-named"],
    label: notRecruiting("other"),
    message: fwd("outlook-2019", OKONKWO, "2026-11-09 15:00:00 -05:00", questionnaireReceipt, { note: "auto-confirm the portal sent her - just so we have it" }),
  },
  {
    name: "v9-nonrec-parent-seventh-grader-camp-apple-ios",
    family: "v9-nonrec-parent-marcy-ferrante",
    tags: ["fwd:apple-ios", "lang:en", "category:parent-question", "trap:young-athlete"],
    label: notRecruiting("parent"),
    message: fwd("apple-ios", ACHTERBERG, "2026-11-13 07:00:00 -08:00", seventhGraderCamp, { note: "youth session?" }),
  },
  {
    name: "v9-nonrec-teammate-note-gmail",
    family: "v9-nonrec-larkspur-roster",
    tags: ["fwd:gmail", "lang:en", "category:staff", "very-short"],
    label: notRecruiting("other"),
    message: fwd("gmail", ACHTERBERG, "2026-11-17 07:00:00 -08:00", teammateNote, { signature: false }),
  },
  {
    name: "v9-nonrec-opponent-scouting-report-outlook-mac",
    family: "v9-nonrec-larkspur-staff",
    tags: ["fwd:outlook-mac", "lang:en", "category:staff", "trap:athletes-named", "trap:heights"],
    label: notRecruiting("other"),
    message: fwd("outlook-mac", ACHTERBERG, "2026-11-20 06:30:00 -08:00", scoutingReport, { note: "saving Ainsley's scout" }),
  },
  {
    name: "v9-nonrec-all-tournament-team-direct",
    family: "v9-nonrec-gp-classic",
    tags: ["not-a-forward", "lang:en", "category:newsletter", "trap:athletes-named", "trap:club-names"],
    label: notRecruiting("other"),
    message: original(allTournamentTeam, "bulk", { headers: bulkMailHeaders("https://gpclassic.example/unsubscribe") }),
  },
  {
    name: "v9-nonrec-transfer-portal-notice-outlook-live",
    family: "v9-nonrec-bramblewood-compliance",
    tags: ["fwd:outlook-live", "lang:en", "category:compliance", "trap:one-athlete-named"],
    label: notRecruiting("other"),
    message: fwd("outlook-live", MARCHETTI, "2026-11-16 10:00:00 -05:00", transferPortalNotice),
  },
  {
    name: "v9-nonrec-booster-donation-receipt-gmail",
    family: "v9-nonrec-larkspur-spikers",
    tags: ["fwd:gmail", "lang:en", "category:receipt", "trap:athletes-named"],
    label: notRecruiting("other"),
    message: fwd("gmail", ACHTERBERG, "2026-11-11 12:00:00 -08:00", boosterReceipt, { note: "tax folder" }),
  },
  {
    name: "v9-nonrec-photographer-galleries-direct",
    family: "v9-nonrec-courtside-lens",
    tags: ["not-a-forward", "lang:en", "category:vendor", "trap:athletes-named", "trap:club-names"],
    label: notRecruiting("other"),
    message: original(photographer, "gmail"),
  },
  {
    name: "v9-nonrec-nil-marketplace-pitch-outlook-2013",
    family: "v9-nonrec-athlete-ledger",
    tags: ["fwd:outlook-2013", "lang:en", "category:vendor", "trap:one-athlete-named"],
    label: notRecruiting("other"),
    message: fwd("outlook-2013", OKONKWO, "2026-11-05 11:00:00 -05:00", nilMarketplace, { note: "compliance ok'd these folks? ask Jen" }),
  },
  {
    name: "v9-nonrec-club-invoice-outlook-new-nobar",
    family: "v9-nonrec-goldenrod-billing",
    tags: ["fwd:outlook-new-nobar", "lang:en", "category:receipt"],
    label: notRecruiting("club_coach"),
    message: fwd("outlook-new-nobar", ACHTERBERG, "2026-11-25 12:00:00 -08:00", clubInvoice, { note: "please pay from the clinic account" }),
  },
  {
    name: "v9-nonrec-mother-out-of-office-outlook-live",
    family: "v9-nonrec-colleen-abernethy",
    tags: ["fwd:outlook-live", "lang:en", "category:auto-reply", "trap:athlete-email"],
    label: notRecruiting("parent"),
    message: fwd("outlook-live", ACHTERBERG, "2026-11-24 09:00:00 -08:00", motherOutOfOffice),
  },
  {
    name: "v9-nonrec-club-clinic-speaker-invite-gmail",
    family: "v9-nonrec-north-shore-vbc",
    tags: ["fwd:gmail", "lang:en", "category:club-ad"],
    label: notRecruiting("club_coach"),
    message: fwd("gmail", ACHTERBERG, "2026-11-05 08:00:00 -08:00", clubClinicInvite, { note: "January 17 - am I free?" }),
  },
  {
    name: "v9-nonrec-parent-camp-refund-yahoo",
    family: "v9-nonrec-parent-renee-castellano",
    tags: ["fwd:yahoo", "lang:en", "category:parent-question", "trap:athlete-named"],
    label: notRecruiting("parent"),
    message: fwd("yahoo", OKONKWO, "2026-11-07 08:00:00 -05:00", campRefundParent),
  },
  {
    name: "v9-nonrec-alumni-game-rsvp-apple-mac",
    family: "v9-nonrec-alumna-trish-ogunleye",
    tags: ["fwd:apple-mac", "lang:en", "category:alumni", "trap:athletes-named"],
    label: notRecruiting("other"),
    message: fwd("apple-mac", MARCHETTI, "2026-11-08 13:00:00 -05:00", alumniGame),
  },
  {
    name: "v9-nonrec-service-subscription-renewal-direct",
    family: "v9-nonrec-recruitgrid",
    tags: ["not-a-forward", "lang:en", "category:service-marketing"],
    label: notRecruiting("recruiting_service"),
    message: original({ ...serviceRenewal, to: OKONKWO.scout }, "outlook"),
  },
];
