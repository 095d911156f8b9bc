/**
 * Second held-out split, author A (prefix sa-): mail a college coach really gets from athletes and their families,
 * forwarded from many clients and languages, and the look-alikes that share the same inbox. Written without reading
 * the engine or any other author's emails. Every person, club, school, college, business and number is invented.
 */
import { notRecruiting, recruiting, severalAthletes, type CorpusEntry } from "../../labels.ts";
import { collegeCoach } from "../../people.ts";
import type { Coach, Original } from "../../wrappers.ts";
import { bulkMailHeaders } from "../../wrappers.ts";
import { gmailQuote, hoForward, outlookQuote, relay, type HoForwardOptions, type HoStyle } from "../../heldOutWrappers.ts";
import { direct } from "../../heldOutAthleteHelpers.ts";

// ---------------------------------------------------------------------------------------------------------------
// The coaches and their staff
// ---------------------------------------------------------------------------------------------------------------

const OKAFOR = collegeCoach("Wren Okafor", "wokafor@halstead.edu", "wren.okafor.s1a9@scout.inboxscout.app", `Wren Okafor
Head Women's Volleyball Coach
Halstead College Herons
785-555-0131 (o) | 785-555-0132 (c)`);

const FERREIRA = collegeCoach("Joana Ferreira", "jferreira@halstead.edu", "joana.ferreira.s2b4@scout.inboxscout.app", `Joana Ferreira
Assistant Coach | Halstead College Volleyball
785-555-0136`);

const MARSH = collegeCoach("Bettina Marsh", "bmarsh@quillanstate.edu", "bettina.marsh.s3c7@scout.inboxscout.app", `Bettina Marsh
Head Softball Coach
Quillan State University
(479) 555-0158`);

const ALBORNOZ = collegeCoach("Lucía Albornoz", "lalbornoz@quillanstate.edu", "lucia.albornoz.s4d1@scout.inboxscout.app", `Lucía Albornoz
Pitching Coach / Recruiting Coordinator
Quillan State Softball
479-555-0163`);

const FERRAND = collegeCoach("Camille Ferrand", "cferrand@everlybay.edu", "camille.ferrand.s5e8@scout.inboxscout.app", `Camille Ferrand
Head Coach, Women's Soccer
Everly Bay University
(843) 555-0115`);

const HENDRICKS = collegeCoach("Cal Hendricks", "chendricks@marrowfield.edu", "cal.hendricks.s6f2@scout.inboxscout.app", `Cal Hendricks
Associate Head Coach, Women's Basketball
Marrowfield College
o: 608.555.0147`);

const DEWIT = collegeCoach("Femke de Wit", "fdewit@tidewaterpines.edu", "femke.dewit.s7g5@scout.inboxscout.app", `Femke de Wit
Head Field Hockey Coach
Tidewater Pines College
757-555-0186`);

const KEANE = collegeCoach("Siobhan Keane", "skeane@tidewaterpines.edu", "siobhan.keane.s8h3@scout.inboxscout.app", `Siobhan Keane
Women's Lacrosse | Tidewater Pines College
757-555-0189`);

const SERRA = collegeCoach("Giulia Serra", "gserra@corvinapoint.edu", "giulia.serra.s9i6@scout.inboxscout.app", `Giulia Serra
Head Coach, Women's Water Polo
Corvina Point University
(805) 555-0142`);

const BRANDT = collegeCoach("Anke Brandt", "abrandt@corvinapoint.edu", "anke.brandt.s0j4@scout.inboxscout.app", `Anke Brandt
Head Beach Volleyball Coach
Corvina Point University
805-555-0144`);

const HOLM = collegeCoach("Linnea Holm", "lholm@fenwickhollow.edu", "linnea.holm.sak2@scout.inboxscout.app", `Linnea Holm
Assistant Coach, Swimming & Diving / Distance Track
Fenwick Hollow University
(319) 555-0171`);

const F = (style: HoStyle, coach: Coach, date: string, o: Original, extra: Partial<HoForwardOptions> = {}) =>
  hoForward({ style, coach, date, original: o, ...extra });

const pdf = (filename: string, lines: string[]) => ({ kind: "document" as const, format: "pdf" as const, filename, lines });
const docx = (filename: string, lines: string[]) => ({ kind: "document" as const, format: "docx" as const, filename, lines });

const E: CorpusEntry[] = [];

// ---------------------------------------------------------------------------------------------------------------
// Volleyball athletes
// ---------------------------------------------------------------------------------------------------------------

// A template with the coach's name left as typed.
const albrightIntro: Original = {
  from: "Kenzie Albright <kenzie.albright2028@gmail.com>",
  to: "wokafor@halstead.edu",
  date: "2026-11-03 20:47:00 -06:00",
  subject: "2028 Outside Hitter - Kenzie Albright - Prairie Fire 16 Red",
  text: `Dear Coach [Last Name],

My name is Kenzie Albright and I am a 2028 outside hitter from Salina, Kansas. I am very interested in [School Name] because of its strong academics and the competitive volleyball program you have built.

I currently play for Prairie Fire 16 Red and for Salina Southview High School, where I started on varsity as a freshman. I am 6'0" with a standing reach of 7'11" and an approach touch of 9'10".

Athletic info:
- Position: Outside Hitter / Right Side
- Height: 6'0"
- Club: Prairie Fire 16 Red (Coach Dale Huybers)
- HS: Salina Southview High School
- GPA: 3.92 unweighted

Academic info: I would like to study [major] and I'm in NHS.

Here is my most recent highlight video: https://www.hudl.com/video/3/51882043/6a4f20e1c9b7d3a5e8f10c22

Upcoming tournaments:
- [Tournament 1] - [dates]
- MAPVBL Winter Classic, Kansas City - Dec 12-13

Thank you for your time and consideration. I hope to hear from you soon!

Kenzie Albright
Class of 2028 | OH/RS
kenzie.albright2028@gmail.com
(785) 555-0104`,
};
E.push({
  name: "sa-vb-athlete-template-brackets-gmail",
  family: "sa-kenzie-albright",
  tags: ["sport:volleyball", "wrapper:gmail:en", "template-placeholder", "approach-touch"],
  label: recruiting("athlete", {
    first_name: "Kenzie", last_name: "Albright", grad_year: 2028, positions: ["OH", "RS/OPP"], height_inches: 72,
    club_team: "Prairie Fire 16 Red", high_school: "Salina Southview High School", city: "Salina", state: "KS", gpa: 3.92,
    email: "kenzie.albright2028@gmail.com", phone: "+17855550104", video_urls: ["https://www.hudl.com/video/3/51882043/6a4f20e1c9b7d3a5e8f10c22"],
  }),
  message: F("gmail:en", OKAFOR, "2026-11-04 07:12:00 -06:00", albrightIntro, { note: "Template but she's legit - saw her at Show Me in Sept." }),
});

// Her later update: new video, new tournament, same family.
const albrightUpdate: Original = {
  from: "Kenzie Albright <kenzie.albright2028@gmail.com>",
  to: "wokafor@halstead.edu",
  date: "2026-11-21 18:03:00 -06:00",
  subject: "Update - Kenzie Albright 2028 OH - new film + MLK schedule",
  text: `Hi Coach Okafor,

I wanted to send a quick update since my first email. I just finished my high school season (we placed 3rd at state in 5A!) and I put together a new highlight video with mostly high school film:

https://youtu.be/Tq3vRb8KmZs

Prairie Fire 16 Red's next tournaments:
Dec 12-13 - MAPVBL Winter Classic (Kansas City)
Jan 17-19 - MLK Classic (Dallas)
Feb 14-16 - Lone Star Classic

I also grew a little, I'm now 6'1".

Thank you!
Kenzie Albright
2028 OH | Salina Southview HS
(785) 555-0104`,
};
E.push({
  name: "sa-vb-athlete-update-new-film-gmail",
  family: "sa-kenzie-albright",
  tags: ["sport:volleyball", "wrapper:gmail:en", "update"],
  label: recruiting("athlete", {
    first_name: "Kenzie", last_name: "Albright", grad_year: 2028, positions: ["OH"], height_inches: 73,
    club_team: "Prairie Fire 16 Red", high_school: "Salina Southview HS",
    email: "kenzie.albright2028@gmail.com", phone: "+17855550104", video_urls: ["https://youtu.be/Tq3vRb8KmZs"],
  }),
  message: F("gmail:en", OKAFOR, "2026-11-22 08:40:00 -06:00", albrightUpdate, { note: "" }),
});

// A two-line intro from an iPhone, forwarded from the coach's iPhone.
const pikeTwoLine: Original = {
  from: "Addie Pike <addiepike09@icloud.com>",
  to: "wokafor@halstead.edu",
  date: "2026-11-06 22:31:00 -06:00",
  subject: "2029 libero",
  text: `Hi coach! I'm Addie Pike, 2029 libero/DS with Tri-State Elite 15 Teal out of Joplin. Would love for you to check out my film youtu.be/L8cXw2PqZr0

Sent from my iPhone`,
};
E.push({
  name: "sa-vb-athlete-two-line-iphone",
  family: "sa-addie-pike",
  tags: ["sport:volleyball", "wrapper:iphone:en", "short"],
  label: recruiting("athlete", {
    first_name: "Addie", last_name: "Pike", grad_year: 2029, positions: ["L/DS"], club_team: "Tri-State Elite 15 Teal",
    email: "addiepike09@icloud.com", video_urls: ["youtu.be/L8cXw2PqZr0"],
  }),
  message: F("iphone:en", OKAFOR, "2026-11-07 06:55:00 -06:00", pikeTwoLine, { note: "" }),
});

// A long chatty letter from a setter, forwarded by the assistant (Portuguese Outlook) to the head coach, who sends it on.
const vasquezLong: Original = {
  from: "Marisol Vasquez-Ruiz <marisolvr.setter@gmail.com>",
  to: "jferreira@halstead.edu",
  date: "2026-11-02 16:20:00 -06:00",
  subject: "Hello from a 2027 setter in Amarillo!",
  text: `Hi Coach Ferreira,

I hope your season is going well! I saw that the Herons beat Dorrance last weekend in five, that must have been such a fun match to coach. My name is Marisol Vasquez-Ruiz and I'm a senior setter at Tascosa Ridge High School in Amarillo, Texas. I know it's late in the process for a 2027 but I had a shoulder injury my junior year that kept me out of the whole club season, so I'm only now getting film out there.

A little about me: I've been setting since I was 11 when my older sister made me set to her in our backyard every night (she played at a junior college and now she's a nurse). I love running a fast offense and my hitters say I'm annoyingly loud on the court, which I take as a compliment. This fall I'm averaging 9.8 assists per set with 2.1 digs per set and we're 27-6 heading into regionals.

I'm 5'8" and I play club for Amarillo Dust Devils 18 Gold, coached by Renee Talamantes. Our season starts in January and we'll be at the Lone Star Classic and at Big South.

Academically I have a 3.74 GPA (4.21 weighted) and I'm planning to major in kinesiology, maybe athletic training. Halstead is honestly one of my top schools because of the athletic training program and because I want to be somewhere small where the professors know me.

Senior season highlights: https://www.hudl.com/video/3/50219376/e3b7c1d09f2a84e6b1c5d7a3
Full match vs Canyon Randall: https://www.hudl.com/video/3/50219376/0b9d4f7e2a6c1835e4f2a9d0

My club coach's email is rtalamantes@dustdevilsvb.example if you would like a reference. Thank you so much for reading this long email!

Marisol Vasquez-Ruiz
Setter | Class of 2027
Tascosa Ridge HS - Amarillo, TX
806-555-0127`,
};
const vasquezViaAssistant = relay({
  style: "outlook-web:pt",
  from: `"Ferreira, Joana" <jferreira@halstead.edu>`,
  to: `"Okafor, Wren" <wokafor@halstead.edu>`,
  date: "2026-11-03 09:14:00 -06:00",
  note: "Wren - setter 2027, ombro recuperado, vale a pena ver o segundo vídeo. Late but could fill our need if Paige leaves.",
  signature: FERREIRA.signature,
  inner: vasquezLong,
});
E.push({
  name: "sa-vb-athlete-long-chatty-setter-nested-outlook-pt",
  family: "sa-marisol-vasquez-ruiz",
  tags: ["sport:volleyball", "wrapper:outlook-web:pt", "wrapper:gmail:en", "nested", "weighted-gpa", "club-coach-contact"],
  label: recruiting("athlete", {
    first_name: "Marisol", last_name: "Vasquez-Ruiz", grad_year: 2027, positions: ["S"], height_inches: 68,
    club_team: "Amarillo Dust Devils 18 Gold", high_school: "Tascosa Ridge High School", city: "Amarillo", state: "TX", gpa: 3.74,
    email: "marisolvr.setter@gmail.com", phone: "+18065550127",
    video_urls: ["https://www.hudl.com/video/3/50219376/e3b7c1d09f2a84e6b1c5d7a3", "https://www.hudl.com/video/3/50219376/0b9d4f7e2a6c1835e4f2a9d0"],
  }),
  message: F("gmail:en", OKAFOR, "2026-11-03 10:02:00 -06:00", vasquezViaAssistant, { note: "Adding to the 2027 list." }),
});

// Her thank-you after an unofficial visit: nothing new, not an introduction.
const vasquezThanks: Original = {
  from: "Marisol Vasquez-Ruiz <marisolvr.setter@gmail.com>",
  to: "wokafor@halstead.edu",
  cc: "jferreira@halstead.edu",
  date: "2026-11-24 19:45:00 -06:00",
  subject: "Thank you!!",
  text: `Coach Okafor and Coach Ferreira,

Thank you so much for having my mom and me on campus Saturday. We loved the tour of the athletic training lab and watching practice, and the team was so welcoming. Please tell Paige thank you for taking me to lunch!

Have a great Thanksgiving and good luck in the tournament.

Marisol`,
};
E.push({
  name: "sa-nonrec-athlete-thanks-after-visit-gmail",
  family: "sa-marisol-vasquez-ruiz",
  tags: ["sport:volleyball", "wrapper:gmail:en", "thank-you"],
  label: notRecruiting("athlete"),
  message: F("gmail:en", OKAFOR, "2026-11-25 07:30:00 -06:00", vasquezThanks, { note: "Sweet note from Marisol. File it." }),
});

// A middle blocker's stat block, touches beside her height, Outlook desktop.
const oyelowoStats: Original = {
  from: "Temi Oyelowo <temi.oyelowo@outlook.com>",
  to: "wokafor@halstead.edu",
  date: "2026-11-09 21:10:00 -06:00",
  subject: "MB | 2028 | 6'2 | Temi Oyelowo | Lincoln NE",
  text: `TEMI OYELOWO - MIDDLE BLOCKER - CLASS OF 2028
-----------------------------------------------
Height ........ 6'2"
Standing reach  8'1"
Approach touch  10'2"
Block touch ... 9'8"
Club .......... Nebraska Elite 16 Mizuno
High school ... Lincoln Northstar High School (Lincoln, NE)
GPA ........... 3.6
ACT ........... 27
Hudl .......... https://www.hudl.com/profile/21874405/Temi-Oyelowo
Highlights .... https://www.hudl.com/video/3/21874405/7c2e9a0f4d6b8e1a3c5f7d90
Cell .......... 402.555.0166
Parents ....... Funke & David Oyelowo, 402.555.0167

2026 HS season: 1.9 blocks/set, .412 hitting, 2.7 kills/set (first team all-city)

Coach Okafor - I will be at Halstead's winter clinic on January 10. I'm hoping to learn more about your program then. Thank you!

Temi`,
};
E.push({
  name: "sa-vb-athlete-statblock-touches-outlook-desktop",
  family: "sa-temi-oyelowo",
  tags: ["sport:volleyball", "wrapper:outlook-desktop:en", "stat-block", "approach-touch", "parent-contact", "profile-link"],
  label: recruiting("athlete", {
    first_name: "Temi", last_name: "Oyelowo", grad_year: 2028, positions: ["MB"], height_inches: 74,
    club_team: "Nebraska Elite 16 Mizuno", high_school: "Lincoln Northstar High School", city: "Lincoln", state: "NE", gpa: 3.6,
    email: "temi.oyelowo@outlook.com", phone: "+14025550166", video_urls: ["https://www.hudl.com/video/3/21874405/7c2e9a0f4d6b8e1a3c5f7d90"],
  }),
  message: F("outlook-desktop:en", OKAFOR, "2026-11-10 08:05:00 -06:00", oyelowoStats),
});

// An opposite's profile as an HTML table (Gmail), forwarded by the assistant on her own.
const lindqvistTableHtml = `<div dir="ltr"><div>Hi Coach Ferreira,</div><div><br></div><div>I'm a right side hitter looking at Halstead. My info is below. Thank you for looking!</div><div><br></div>
<table border="1" cellpadding="4" cellspacing="0" style="border-collapse:collapse;font-family:Arial,sans-serif;font-size:13px">
<tbody>
<tr><td><b>Name</b></td><td>Saga Lindqvist</td></tr>
<tr><td><b>Grad Year</b></td><td>2028</td></tr>
<tr><td><b>Position</b></td><td>Opposite / RS</td></tr>
<tr><td><b>Height</b></td><td>5&#39;11&quot;</td></tr>
<tr><td><b>Dominant hand</b></td><td>Left</td></tr>
<tr><td><b>Club</b></td><td>Twin Lakes VBC 16-1 Ascend</td></tr>
<tr><td><b>High School</b></td><td>Bemidji Pines High School</td></tr>
<tr><td><b>Hometown</b></td><td>Bemidji, MN</td></tr>
<tr><td><b>GPA</b></td><td>3.97</td></tr>
<tr><td><b>Phone</b></td><td>218-555-0138</td></tr>
<tr><td><b>Video</b></td><td><a href="https://www.youtube.com/watch?v=Zp4nQe7RkVw">Lefty RS highlights (Nov 2026)</a></td></tr>
</tbody></table>
<div><br></div><div>Saga</div></div>`;
const lindqvistTable: Original = {
  from: "Saga Lindqvist <saga.lindqvist28@gmail.com>",
  to: "jferreira@halstead.edu",
  date: "2026-11-11 17:52:00 -06:00",
  subject: "Lefty opposite 2028 - Saga Lindqvist",
  text: `Hi Coach Ferreira,

I'm a right side hitter looking at Halstead. My info is below. Thank you for looking!

Name	Saga Lindqvist
Grad Year	2028
Position	Opposite / RS
Height	5'11"
Dominant hand	Left
Club	Twin Lakes VBC 16-1 Ascend
High School	Bemidji Pines High School
Hometown	Bemidji, MN
GPA	3.97
Phone	218-555-0138
Video	Lefty RS highlights (Nov 2026) <https://www.youtube.com/watch?v=Zp4nQe7RkVw>

Saga`,
  html: lindqvistTableHtml,
};
E.push({
  name: "sa-vb-athlete-html-table-outlook-web-pt",
  family: "sa-saga-lindqvist",
  tags: ["sport:volleyball", "wrapper:outlook-web:pt", "html-table", "link-text-differs"],
  label: recruiting("athlete", {
    first_name: "Saga", last_name: "Lindqvist", grad_year: 2028, positions: ["RS/OPP"], height_inches: 71,
    club_team: "Twin Lakes VBC 16-1 Ascend", high_school: "Bemidji Pines High School", city: "Bemidji", state: "MN", gpa: 3.97,
    email: "saga.lindqvist28@gmail.com", phone: "+12185550138", video_urls: ["https://www.youtube.com/watch?v=Zp4nQe7RkVw"],
  }),
  message: F("outlook-web:pt", FERREIRA, "2026-11-12 08:30:00 -06:00", lindqvistTable, { note: "Canhota, 5'11. Para a lista." }),
});

// A libero's PDF résumé under "see attached", Apple Mail.
const chenPdf: Original = {
  from: "Olivia Chen <oliviachen.ds@gmail.com>",
  to: "wokafor@halstead.edu",
  date: "2026-11-14 12:05:00 -05:00",
  subject: "Olivia Chen - Libero - Recruiting Resume",
  text: `Coach Okafor,

Please see my attached recruiting resume. I am a libero in the class of 2028 and I would love to be considered for your program. My club team plays at the Northern Lights Qualifier in Minneapolis in February.

Thank you,
Olivia Chen`,
};
E.push({
  name: "sa-vb-athlete-pdf-resume-apple",
  family: "sa-olivia-chen",
  tags: ["sport:volleyball", "wrapper:apple:en", "attachment:pdf"],
  label: recruiting("athlete", {
    first_name: "Olivia", last_name: "Chen", grad_year: 2028, positions: ["L/DS"], height_inches: 65,
    club_team: "Great Lakes Juniors 16 Onyx", high_school: "Naperville Central Prairie High School", city: "Naperville", state: "IL", gpa: 4.0,
    email: "oliviachen.ds@gmail.com", phone: "+16305550149", video_urls: ["https://www.hudl.com/video/3/60021457/c4e8a1b3f9d2705e6a1c3b8d"],
  }),
  message: F("apple:en", OKAFOR, "2026-11-14 13:20:00 -06:00", chenPdf, {
    note: "",
    attachments: [pdf("Olivia Chen Recruiting Resume 2028.pdf", [
      "OLIVIA CHEN",
      "Libero / Defensive Specialist  |  Class of 2028",
      "Naperville, IL  |  oliviachen.ds@gmail.com  |  (630) 555-0149",
      "",
      "ATHLETIC",
      "Height: 5'5\"    Serve receive pass avg: 2.46 (club, 2026)",
      "Club: Great Lakes Juniors 16 Onyx (2024-present)",
      "High School: Naperville Central Prairie High School - varsity libero, 2 years",
      "Highlight video: https://www.hudl.com/video/3/60021457/c4e8a1b3f9d2705e6a1c3b8d",
      "",
      "ACADEMIC",
      "GPA: 4.0 unweighted    SAT: 1420",
      "Intended major: Biology / pre-physical therapy",
      "",
      "REFERENCES",
      "Club coach: Marcy Doherty, mdoherty@greatlakesjuniors.example, 630-555-0150",
      "HS coach: Tom Alvarado, talvarado@ncp-schools.example",
    ])],
  }),
});

// A reply to the coach's camp invitation that still introduces her (the coach's invitation quoted below).
const campInvite: Original = {
  from: "Wren Okafor <wokafor@halstead.edu>",
  to: "undisclosed-recipients:;",
  date: "2026-10-28 10:00:00 -05:00",
  subject: "Halstead Volleyball Winter Prospect Clinic - January 10",
  text: `Hello!

You are invited to the Halstead College Volleyball Winter Prospect Clinic on Saturday, January 10, 2027 for 2027, 2028 and 2029 athletes. Check-in 8:30 AM at Brennan Fieldhouse. Cost $145. Register at halsteadvolleyballcamps.example/winter.

Questions? Call 785-555-0131.

Coach Wren Okafor`,
};
const ruizReplyText = `Hi Coach Okafor,

Thank you for the invite! I just registered for the January 10 clinic. I wanted to introduce myself before then - I'm Jaelyn Brooks, a 2029 defensive specialist/libero at Wichita Heights North HS. I play for ICT Sting 15 Black. I'm 5'4" and I have a 3.8 GPA.

My highlight film from this fall: https://drive.google.com/file/d/1Hb7qTzXy2Vn9LcA0eWmRk4sPj3uDf8Ga/view?usp=sharing

See you in January!
Jaelyn Brooks
316-555-0112

${gmailQuote(campInvite)}`;
const brooksReply: Original = {
  from: "Jaelyn Brooks <jaelynbrooks2029@gmail.com>",
  to: "Wren Okafor <wokafor@halstead.edu>",
  date: "2026-10-29 19:16:00 -05:00",
  subject: "Re: Halstead Volleyball Winter Prospect Clinic - January 10",
  text: ruizReplyText,
};
E.push({
  name: "sa-vb-athlete-camp-invite-reply-gmail",
  family: "sa-jaelyn-brooks",
  tags: ["sport:volleyball", "wrapper:gmail:en", "reply", "coach-quoted", "drive-video"],
  label: recruiting("athlete", {
    first_name: "Jaelyn", last_name: "Brooks", grad_year: 2029, positions: ["L/DS"], height_inches: 64,
    club_team: "ICT Sting 15 Black", high_school: "Wichita Heights North HS", gpa: 3.8,
    email: "jaelynbrooks2029@gmail.com", phone: "+13165550112",
    video_urls: ["https://drive.google.com/file/d/1Hb7qTzXy2Vn9LcA0eWmRk4sPj3uDf8Ga/view?usp=sharing"],
  }),
  message: F("gmail:en", OKAFOR, "2026-10-30 07:45:00 -05:00", brooksReply, { note: "camp kid, 2029 DS" }),
});

// ---------------------------------------------------------------------------------------------------------------
// Volleyball families and coaches
// ---------------------------------------------------------------------------------------------------------------

// A mother writing for her daughter, her own cell beside her daughter's.
const hargroveMom: Original = {
  from: "Dana Hargrove <danahargrove71@yahoo.com>",
  to: "wokafor@halstead.edu",
  date: "2026-11-08 14:22:00 -06:00",
  subject: "My daughter Reese - 2028 outside hitter",
  text: `Hello Coach Okafor,

I hope you don't mind a note from a mom. My daughter Reese Hargrove is a junior outside hitter at Ponca City Westbrook High School here in Ponca City, Oklahoma. She is 5'10" and plays club for OKC Thunder Juniors 16 Elite. She has a 3.55 GPA and wants to study elementary education.

Reese is a little shy about reaching out herself, but she told me Halstead is on her list after her cousin went to your camp last summer. Her video is here: https://www.hudl.com/video/3/44591207/9e1d3c5a7b2f4068d1e3a5c7

Her email is reese.hargrove28@gmail.com and cell is 580-555-0173. Mine is 580-555-0172 if you'd like to reach me.

Thank you for your time,
Dana Hargrove`,
};
E.push({
  name: "sa-vb-parent-mother-for-daughter-yahoo-direct",
  family: "sa-dana-hargrove",
  tags: ["sport:volleyball", "direct:gmail-rule", "client:yahoo", "parent-contact"],
  label: recruiting("parent", {
    first_name: "Reese", last_name: "Hargrove", grad_year: 2028, positions: ["OH"], height_inches: 70,
    club_team: "OKC Thunder Juniors 16 Elite", high_school: "Ponca City Westbrook High School", city: "Ponca City", state: "OK", gpa: 3.55,
    email: "reese.hargrove28@gmail.com", phone: "+15805550173", video_urls: ["https://www.hudl.com/video/3/44591207/9e1d3c5a7b2f4068d1e3a5c7"],
  }),
  message: direct(hargroveMom, OKAFOR, "yahoo"),
});

// A mother re-sending her daughter's email above it (the daughter's note got no answer), then the coach forwards.
const nakamuraDaughter: Original = {
  from: "Hana Nakamura <hananakamura.vb@gmail.com>",
  to: "wokafor@halstead.edu",
  date: "2026-10-12 20:11:00 -05:00",
  subject: "Hana Nakamura | 2027 | Middle",
  text: `Coach Okafor,

My name is Hana Nakamura and I am a 2027 middle blocker from Overland Park, KS. I play for KC Power 17 Premier and Blue Valley Aspen High School. I'm 6'1" and my GPA is 3.88.

Video: https://www.hudl.com/video/3/39903512/2f6a8c0e4b1d3957a2c4e6f8

Hope to hear from you,
Hana
913-555-0119`,
};
const nakamuraMom = relay({
  style: "iphone:en",
  from: "Keiko Nakamura <keiko.nakamura@att.example>",
  to: "wokafor@halstead.edu",
  date: "2026-11-15 11:02:00 -06:00",
  note: `Coach Okafor, I'm resending Hana's email below in case it went to spam. She's still very interested and she'll be at the KC Power showcase Dec 6. Since she wrote this she's been named all-league.
Keiko Nakamura (mom) 913-555-0120`,
  inner: nakamuraDaughter,
});
E.push({
  name: "sa-vb-parent-resends-daughter-iphone-then-outlook-mac",
  family: "sa-keiko-nakamura",
  tags: ["sport:volleyball", "wrapper:iphone:en", "wrapper:outlook-mac:en", "role:external-forwarder", "parent-contact"],
  label: recruiting("parent", {
    first_name: "Hana", last_name: "Nakamura", grad_year: 2027, positions: ["MB"], height_inches: 73,
    club_team: "KC Power 17 Premier", high_school: "Blue Valley Aspen High School", city: "Overland Park", state: "KS", gpa: 3.88,
    email: "hananakamura.vb@gmail.com", phone: "+19135550119", video_urls: ["https://www.hudl.com/video/3/39903512/2f6a8c0e4b1d3957a2c4e6f8"],
  }),
  message: F("outlook-mac:en", OKAFOR, "2026-11-15 12:30:00 -06:00", nakamuraMom, { note: "Missed this one in October. Ugh." }),
});

// A father, Outlook 2013 at his office, his work signature.
const dembeleDad: Original = {
  from: "Moussa Dembele <mdembele@prairielandgrain.example>",
  to: "wokafor@halstead.edu",
  date: "2026-11-05 10:48:00 -06:00",
  subject: "Aminata Dembele, MB/RS, 2028",
  text: `Coach,

Good morning. I am writing on behalf of my daughter Aminata, who is a junior at Hutchinson Lakeview High School. She is 6'3" and plays middle and right side for Sunflower Juniors 16-1. This fall she led her team in blocks.

Her coach at Sunflower, Marisa Kent, told us Halstead is a good fit for her level and for her academic goals (engineering). Her GPA is 3.71 and she took the PSAT in October.

Aminata's highlights: https://vimeo.com/1029384756

Her own email is aminata.dembele@icloud.com. You can also call me any time.

Best regards,

Moussa Dembele
Operations Manager | Prairieland Grain Cooperative
Office 620-555-0181 ext. 214 | Mobile 620-555-0182
`,
};
E.push({
  name: "sa-vb-parent-father-office-outlook-2013",
  family: "sa-moussa-dembele",
  tags: ["sport:volleyball", "wrapper:outlook-2013:en", "parent-contact", "vimeo"],
  label: recruiting("parent", {
    first_name: "Aminata", last_name: "Dembele", grad_year: 2028, positions: ["MB", "RS/OPP"], height_inches: 75,
    club_team: "Sunflower Juniors 16-1", high_school: "Hutchinson Lakeview High School", gpa: 3.71,
    email: "aminata.dembele@icloud.com", video_urls: ["https://vimeo.com/1029384756"],
  }),
  message: F("outlook-2013:en", OKAFOR, "2026-11-05 13:15:00 -06:00", dembeleDad, { note: "Big kid, 6'3. Wants engineering - loop in admissions." }),
});

// A grandmother writing for her granddaughter, all in one paragraph, from Yahoo.
const grandma: Original = {
  from: "Loretta Gaines <lorettagaines1950@yahoo.com>",
  to: "wokafor@halstead.edu",
  date: "2026-11-17 09:36:00 -06:00",
  subject: "granddaughter volleyball",
  text: `Dear Coach, my granddaughter Brianna Tolliver plays volleyball for Emporia Flint Hills High School and she is a junior, class of 2027. She is a setter and she is 5 foot 9. Her team went to state this year. She plays club with the Flint Hills Flyers 17 Black. She does not know I am writing you but I know she would love to play for Halstead since her grandpa and I met there in 1971. Her mother says she has film on the hudl but I do not know how to send it. Her phone number is 620-555-0195. God bless, Loretta Gaines`,
};
E.push({
  name: "sa-vb-parent-grandmother-yahoo-forward",
  family: "sa-loretta-gaines",
  tags: ["sport:volleyball", "wrapper:yahoo:en", "grandparent", "one-paragraph"],
  label: recruiting("parent", {
    first_name: "Brianna", last_name: "Tolliver", grad_year: 2027, positions: ["S"], height_inches: 69,
    club_team: "Flint Hills Flyers 17 Black", high_school: "Emporia Flint Hills High School", phone: "+16205550195",
  }),
  message: F("outlook-web:en", OKAFOR, "2026-11-17 10:20:00 -06:00", grandma, { note: "Alumni grandma! Let's get Brianna's film." }),
});

// A club director forwarding her player's note with a line on top (role: the club).
const roblesNote: Original = {
  from: "Camila Robles <camirobles.vb@gmail.com>",
  to: "Erin Stockdale <erin@heartlandvbc.example>",
  date: "2026-11-18 21:40:00 -06:00",
  subject: "college list",
  text: `Hi Erin! Here's what I put together for the schools you said you'd send to:

Camila Robles - 2028 - Outside Hitter
5'11" | 3.45 GPA
Heartland VBC 16 Royal
Topeka Cedar Crest High School
camirobles.vb@gmail.com | 785-555-0128
https://www.hudl.com/video/3/47720093/5b3d7f9e1a2c4e6f8d0b2a4c

Thank you!!!`,
};
const roblesClub = relay({
  style: "gmail:en",
  from: "Erin Stockdale <erin@heartlandvbc.example>",
  to: "wokafor@halstead.edu",
  date: "2026-11-19 08:15:00 -06:00",
  note: `Coach Okafor,

Passing along Camila's info below. She is a physical left side with a great arm, still learning to read the block but a tireless worker. She'd be a good fit for your system. Happy to talk any time.

Erin Stockdale
Club Director, Heartland Volleyball Club
785-555-0140`,
  inner: roblesNote,
});
E.push({
  name: "sa-vb-club-director-forwards-player-note-gmail",
  family: "sa-heartland-vbc",
  tags: ["sport:volleyball", "wrapper:gmail:en", "role:external-forwarder", "club-coach-contact"],
  label: recruiting("club_coach", {
    first_name: "Camila", last_name: "Robles", grad_year: 2028, positions: ["OH"], height_inches: 71,
    club_team: "Heartland VBC 16 Royal", high_school: "Topeka Cedar Crest High School", gpa: 3.45,
    email: "camirobles.vb@gmail.com", phone: "+17855550128", video_urls: ["https://www.hudl.com/video/3/47720093/5b3d7f9e1a2c4e6f8d0b2a4c"],
  }),
  message: F("gmail:en", OKAFOR, "2026-11-19 09:01:00 -06:00", roblesClub, { note: "" }),
});

// A high-school coach with two seniors-to-be, forwarded from Outlook mobile.
const hsTwo: Original = {
  from: "Coach Pat Ruehle <pruehle@garnettschools.example>",
  to: "wokafor@halstead.edu",
  date: "2026-11-20 15:05:00 -06:00",
  subject: "Two juniors worth a look - Garnett Prairie View HS",
  text: `Coach Okafor,

Our season ended last week at sub-state and I have two juniors (class of 2028) who want to play in college and who I think would fit a program like yours.

Lexi Brandvold - 2028 - setter, 5'10". Ran our 5-1 for two years, smart and competitive. 3.9 GPA. Plays club for Topeka Thunder 16 Elite. lexibrandvold@gmail.com
Film: https://www.hudl.com/video/3/33018846/8a0c2e4f6b1d3a5c7e9f0b2d

Grace Oduya - 2028 - libero, 5'6". Passer first, fearless on the floor. 3.4 GPA. Doesn't play club (works on her family's farm in the summers), so you'd only see her through film: https://www.hudl.com/video/3/33018846/1f3b5d7a9c2e4068b1d3f5a7

Both would love to come to a clinic. Let me know what you need from me.

Pat Ruehle
Head Volleyball Coach, Garnett Prairie View High School
785-555-0157`,
};
E.push({
  name: "sa-vb-hs-coach-two-juniors-outlook-mobile",
  family: "sa-pat-ruehle",
  tags: ["sport:volleyball", "wrapper:outlook-mobile:en", "multi-athlete", "coach-contact"],
  label: severalAthletes("high_school_coach", [
    {
      first_name: "Lexi", last_name: "Brandvold", grad_year: 2028, positions: ["S"], height_inches: 70,
      club_team: "Topeka Thunder 16 Elite", high_school: "Garnett Prairie View High School", gpa: 3.9,
      email: "lexibrandvold@gmail.com", video_urls: ["https://www.hudl.com/video/3/33018846/8a0c2e4f6b1d3a5c7e9f0b2d"],
    },
    {
      first_name: "Grace", last_name: "Oduya", grad_year: 2028, positions: ["L/DS"], height_inches: 66,
      high_school: "Garnett Prairie View High School", gpa: 3.4, video_urls: ["https://www.hudl.com/video/3/33018846/1f3b5d7a9c2e4068b1d3f5a7"],
    },
  ]),
  message: F("outlook-mobile:en", OKAFOR, "2026-11-20 16:44:00 -06:00", hsTwo, { note: "Two from Pat R. Lexi first." }),
});

// A sister writing for her younger sister, Thunderbird.
const sisterNote: Original = {
  from: "Nora Halloran <nhalloran@ksu-alumni.example>",
  to: "wokafor@halstead.edu",
  date: "2026-11-22 13:30:00 -06:00",
  subject: "My little sister Tess - 2029 DS",
  text: `Hi Coach Okafor,

I played against Halstead when I was at Bethany (2019-2022) and always liked how your teams played, so I'm reaching out for my little sister. Tess Halloran is a sophomore, class of 2029, a defensive specialist at Manhattan Riverbend High School, and plays for Little Apple VBC 16 Navy. She's 5'5".

She's a better passer than I ever was. Her film from the 15s season last spring: https://youtu.be/Wd2kR7nVb3Q

Tess is on email at tesshalloran29@gmail.com. Thanks for reading!

Nora Halloran`,
};
E.push({
  name: "sa-vb-sister-writes-for-sister-thunderbird",
  family: "sa-nora-halloran",
  tags: ["sport:volleyball", "wrapper:thunderbird:en", "sibling"],
  label: recruiting("other", {
    first_name: "Tess", last_name: "Halloran", grad_year: 2029, positions: ["L/DS"], height_inches: 65,
    club_team: "Little Apple VBC 16 Navy", high_school: "Manhattan Riverbend High School",
    email: "tesshalloran29@gmail.com", video_urls: ["https://youtu.be/Wd2kR7nVb3Q"],
  }),
  message: F("thunderbird:en", OKAFOR, "2026-11-22 15:00:00 -06:00", sisterNote, { note: "FYI" }),
});

// ---------------------------------------------------------------------------------------------------------------
// Softball athletes and families
// ---------------------------------------------------------------------------------------------------------------

// A pitcher's template with two slots left as typed.
const quinteroIntro: Original = {
  from: "Harper Quintero <harperq.pitcher@gmail.com>",
  to: "bmarsh@quillanstate.edu",
  date: "2026-11-02 19:58:00 -06:00",
  subject: "RHP Class of 2028 - Harper Quintero",
  text: `Hello Coach {{Coach}},

My name is Harper Quintero and I am a right-handed pitcher in the class of 2028 at Fort Smith Northside Academy in Fort Smith, Arkansas. I play travel ball for the Arkansas Diamonds 16U - Keller and I am very interested in Quillan State softball.

Pitching: fastball 58-60 mph, drop, curve, change-up, rise. Fall ball: 14-3, 1.42 ERA, 121 K in 88 IP.
Hitting: .311 AVG (I also play 1B when I'm not pitching)

I will be pitching at [insert tournament] on [date] and I would love for you to come see me throw.

Height: 5'9"
GPA: 3.82
Video: https://www.youtube.com/watch?v=Rp7sLq2Nx4A

Thank you,
Harper Quintero
harperq.pitcher@gmail.com
479-555-0111`,
};
E.push({
  name: "sa-sb-athlete-template-slots-outlook-desktop",
  family: "sa-harper-quintero",
  tags: ["sport:softball", "wrapper:outlook-desktop:en", "template-placeholder", "batting-average"],
  label: recruiting("athlete", {
    first_name: "Harper", last_name: "Quintero", grad_year: 2028, positions: ["P", "1B"], height_inches: 69,
    club_team: "Arkansas Diamonds 16U - Keller", high_school: "Fort Smith Northside Academy", city: "Fort Smith", state: "AR", gpa: 3.82,
    email: "harperq.pitcher@gmail.com", phone: "+14795550111", video_urls: ["https://www.youtube.com/watch?v=Rp7sLq2Nx4A"],
  }),
  message: F("outlook-desktop:en", MARSH, "2026-11-03 06:50:00 -06:00", quinteroIntro, { note: "Local RHP. Lucia can you go see her?" }),
});

// Her later schedule update, forwarded by the pitching coach from a Spanish-language Gmail.
const quinteroSchedule: Original = {
  from: "Harper Quintero <harperq.pitcher@gmail.com>",
  to: "lalbornoz@quillanstate.edu",
  date: "2026-11-19 17:25:00 -06:00",
  subject: "Harper Quintero 2028 RHP - winter/spring schedule",
  text: `Coach Albornoz,

Thank you for coming to watch me at the Fall Frenzy! Here is my schedule for the next few months with the Arkansas Diamonds 16U - Keller. I'm usually pitching the first game on Saturdays.

Dec 5-6    Holiday Hitfest, Tulsa OK (Field 4 Saturday 9:00)
Jan 23-24  Winter Warm-Up, Conway AR
Feb 13-15  Valentine Classic, Shreveport LA

New video from this fall (with my new changeup): https://youtube.com/shorts/Bn4xYr8QmLw

Harper Quintero
RHP/1B | 2028`,
};
E.push({
  name: "sa-sb-athlete-schedule-update-gmail-es",
  family: "sa-harper-quintero",
  tags: ["sport:softball", "wrapper:gmail:es", "update", "schedule", "youtube-shorts"],
  label: recruiting("athlete", {
    first_name: "Harper", last_name: "Quintero", grad_year: 2028, positions: ["P", "1B"],
    club_team: "Arkansas Diamonds 16U - Keller", email: "harperq.pitcher@gmail.com", video_urls: ["https://youtube.com/shorts/Bn4xYr8QmLw"],
  }),
  message: F("gmail:es", ALBORNOZ, "2026-11-20 07:05:00 -06:00", quinteroSchedule, { note: "Horario de Harper - voy a Tulsa el 5." }),
});

// A catcher's two-liner, forwarded from the coach's Samsung phone.
const okoyeShort: Original = {
  from: "Zuri Okoye <zuriokoye22@gmail.com>",
  to: "bmarsh@quillanstate.edu",
  date: "2026-11-10 21:14:00 -06:00",
  subject: "2029 catcher - Zuri Okoye",
  text: `Coach Marsh - 2029 C/3B, Oklahoma Lady Heat 15U Gold, 1.89 pop time. Skills video: https://www.hudl.com/video/3/58836201/d1f3a5c7e9b2406a8c1e3f5b

Zuri Okoye, Broken Arrow OK`,
};
E.push({
  name: "sa-sb-athlete-two-line-android",
  family: "sa-zuri-okoye",
  tags: ["sport:softball", "wrapper:android:en", "short"],
  label: recruiting("athlete", {
    first_name: "Zuri", last_name: "Okoye", grad_year: 2029, positions: ["C", "3B"], club_team: "Oklahoma Lady Heat 15U Gold",
    city: "Broken Arrow", state: "OK", email: "zuriokoye22@gmail.com", video_urls: ["https://www.hudl.com/video/3/58836201/d1f3a5c7e9b2406a8c1e3f5b"],
  }),
  message: F("android:en", MARSH, "2026-11-11 06:40:00 -06:00", okoyeShort, { note: "pop time!!" }),
});

// A shortstop's stat block, batting average and exit velocity next to the GPA.
const boudreauxStats: Original = {
  from: "Kiara Boudreaux <kiara.boudreaux@outlook.com>",
  to: "bmarsh@quillanstate.edu",
  date: "2026-11-07 18:32:00 -06:00",
  subject: "SS | 2027 | Kiara Boudreaux | Lafayette LA | Louisiana Voodoo 18U Premier",
  text: `Coach Marsh,

I'm a senior shortstop still uncommitted and Quillan State is one of my top choices. Here is my info:

Name: Kiara Boudreaux
Grad Year: 2027
Positions: SS, 2B
Bats/Throws: L/R (slapper)
Height: 5'6"
Travel team: Louisiana Voodoo 18U Premier (Coach Desmond Ardoin)
High School: Acadiana Vermilion High School, Lafayette, LA
GPA: 3.48 (core 3.6)
2026 summer: .447 AVG, .512 OBP, 31 SB
Exit velo: 66 mph | Home to 1st: 2.71 (slap)
60 yd: 7.9
Skills video: https://www.youtube.com/watch?v=Dk9fHq2Lm5T
Game film: https://www.youtube.com/watch?v=Gv3nRx8PqYw
Cell: 337-555-0145

I'll be at the Gulf South Fall Showcase in Baton Rouge Nov 21-22.

Thank you!
Kiara`,
};
E.push({
  name: "sa-sb-athlete-statblock-outlook-web",
  family: "sa-kiara-boudreaux",
  tags: ["sport:softball", "wrapper:outlook-web:en", "stat-block", "batting-average"],
  label: recruiting("athlete", {
    first_name: "Kiara", last_name: "Boudreaux", grad_year: 2027, positions: ["SS", "2B"], height_inches: 66,
    club_team: "Louisiana Voodoo 18U Premier", high_school: "Acadiana Vermilion High School", city: "Lafayette", state: "LA", gpa: 3.48,
    email: "kiara.boudreaux@outlook.com", phone: "+13375550145",
    video_urls: ["https://www.youtube.com/watch?v=Dk9fHq2Lm5T", "https://www.youtube.com/watch?v=Gv3nRx8PqYw"],
  }),
  message: F("outlook-web:en", MARSH, "2026-11-08 09:22:00 -06:00", boudreauxStats, { note: "Senior SS, uncommitted, slapper." }),
});

// Her injury update a few weeks later (reply in the same thread), forwarded by the pitching coach.
const boudreauxInjuryText = `Coach Marsh,

I wanted to let you know I sprained my left ankle at the Gulf South showcase sliding into second, so I didn't play on Sunday. The doctor says 3-4 weeks and no surgery. I'm doing PT and I should be fully back for the Voodoo's first tournament in January. I'm still very interested in Quillan State and I'd love to come on an unofficial visit in December if that works.

Thank you for understanding,
Kiara Boudreaux
SS/2B, 2027
337-555-0145

${outlookQuote(boudreauxStats, "en", true)}`;
const boudreauxInjury: Original = {
  from: "Kiara Boudreaux <kiara.boudreaux@outlook.com>",
  to: "bmarsh@quillanstate.edu",
  cc: "lalbornoz@quillanstate.edu",
  date: "2026-11-24 20:03:00 -06:00",
  subject: "RE: SS | 2027 | Kiara Boudreaux | Lafayette LA | Louisiana Voodoo 18U Premier",
  text: boudreauxInjuryText,
};
E.push({
  name: "sa-sb-athlete-injury-update-gmail-es",
  family: "sa-kiara-boudreaux",
  tags: ["sport:softball", "wrapper:gmail:es", "update", "injury", "reply"],
  label: recruiting("athlete", {
    first_name: "Kiara", last_name: "Boudreaux", grad_year: 2027, positions: ["SS", "2B"], height_inches: 66,
    club_team: "Louisiana Voodoo 18U Premier", high_school: "Acadiana Vermilion High School", city: "Lafayette", state: "LA", gpa: 3.48,
    email: "kiara.boudreaux@outlook.com", phone: "+13375550145",
    video_urls: ["https://www.youtube.com/watch?v=Dk9fHq2Lm5T", "https://www.youtube.com/watch?v=Gv3nRx8PqYw"],
  }),
  message: F("gmail:es", ALBORNOZ, "2026-11-25 08:10:00 -06:00", boudreauxInjury, { note: "Bettina - tobillo, nada grave. Invitarla en diciembre?" }),
});

// An outfielder's Word profile sheet, forwarded by the pitching coach (newer Gmail, Spanish).
const whitfieldDocx: Original = {
  from: "Sadie Whitfield <sadiewhitfield.of@yahoo.com>",
  to: "lalbornoz@quillanstate.edu",
  date: "2026-11-12 16:40:00 -06:00",
  subject: "Sadie Whitfield Player Profile",
  text: `Hi Coach Albornoz,

I have attached my player profile. I'm a center fielder and I'd love to learn more about Quillan State.

Thanks!
Sadie`,
};
E.push({
  name: "sa-sb-athlete-docx-profile-gmail-narrow-es",
  family: "sa-sadie-whitfield",
  tags: ["sport:softball", "wrapper:gmail-narrow:es", "attachment:docx"],
  label: recruiting("athlete", {
    first_name: "Sadie", last_name: "Whitfield", grad_year: 2028, positions: ["OF"], height_inches: 67,
    club_team: "Texas Bombers Gold 16U - Garza", high_school: "Texarkana Pleasant Grove High School", city: "Texarkana", state: "TX", gpa: 3.91,
    email: "sadiewhitfield.of@yahoo.com", phone: "+19035550176", video_urls: ["https://www.hudl.com/video/3/61209983/a7c9e1b3d5f2486a0c2e4b6d"],
  }),
  message: F("gmail-narrow:es", ALBORNOZ, "2026-11-13 07:55:00 -06:00", whitfieldDocx, {
    note: "",
    attachments: [docx("Sadie Whitfield - Softball Profile.docx", [
      "Sadie Whitfield",
      "Class of 2028 | Center Field / Outfield",
      "Texarkana, TX",
      "Email: sadiewhitfield.of@yahoo.com   Cell: 903-555-0176",
      "",
      "Travel Team: Texas Bombers Gold 16U - Garza",
      "High School: Texarkana Pleasant Grove High School",
      "Height: 5'7\"   Weight: 135   Bats/Throws: R/R",
      "GPA: 3.91   ACT: 25",
      "",
      "Stats (summer 2026): .389 AVG, 14 2B, 5 HR, 22 SB",
      "Home to 1st: 2.95   60 yd: 7.6   OF velo: 63 mph",
      "",
      "Skills video: https://www.hudl.com/video/3/61209983/a7c9e1b3d5f2486a0c2e4b6d",
      "",
      "Coach: Rudy Garza (Texas Bombers Gold) 903-555-0177",
      "Parents: Jim & Carla Whitfield 903-555-0178",
    ])],
  }),
});

// A father's note (UT), the pitching coach passes it to the head coach, who sends it on from Outlook.
const lemieuxDad: Original = {
  from: "Gary Lemieux <garylemieux@gmail.com>",
  to: "lalbornoz@quillanstate.edu",
  date: "2026-11-09 12:12:00 -06:00",
  subject: "Brooke Lemieux 2028 utility - Springdale AR",
  text: `Coach Albornoz,

We met briefly at the Razorback Fall Classic in October - I'm Brooke Lemieux's dad (the loud one in the Hog hat). Brooke is a 2028 utility player, mainly second base and outfield, and she can catch in a pinch. She's 5'5", bats left, and has a 3.66 GPA at Springdale Har-Ber Ridge High School.

She plays for the NWA Fury 16U Black. Video: https://www.hudl.com/video/3/57710234/c2e4a6b8d0f1357e9a1c3e5b

You can reach Brooke directly at brookelemieux8@gmail.com or 479-555-0134.

Thanks again for your time at the tournament,
Gary Lemieux
479-555-0135`,
};
const lemieuxNested = relay({
  style: "gmail:es",
  from: "Lucía Albornoz <lalbornoz@quillanstate.edu>",
  to: "Bettina Marsh <bmarsh@quillanstate.edu>",
  date: "2026-11-09 14:30:00 -06:00",
  note: "Te reenvío - la vi en Fayetteville, buena con el guante, bate zurdo.",
  signature: ALBORNOZ.signature,
  inner: lemieuxDad,
});
E.push({
  name: "sa-sb-parent-father-nested-gmail-es-outlook-desktop",
  family: "sa-gary-lemieux",
  tags: ["sport:softball", "wrapper:gmail:es", "wrapper:outlook-desktop:en", "nested", "parent-contact"],
  label: recruiting("parent", {
    first_name: "Brooke", last_name: "Lemieux", grad_year: 2028, positions: ["UT", "2B", "OF"], height_inches: 65,
    club_team: "NWA Fury 16U Black", high_school: "Springdale Har-Ber Ridge High School", city: "Springdale", state: "AR", gpa: 3.66,
    email: "brookelemieux8@gmail.com", phone: "+14795550134", video_urls: ["https://www.hudl.com/video/3/57710234/c2e4a6b8d0f1357e9a1c3e5b"],
  }),
  message: F("outlook-desktop:en", MARSH, "2026-11-09 15:02:00 -06:00", lemieuxNested, { note: "" }),
});

// A third baseman's HTML-only card, forwarded by the head coach from Outlook on the web.
const abernathyHtml = `<div style="font-family:Verdana,sans-serif;font-size:13px">
<p>Coach Marsh,</p>
<p>I am very interested in Quillan State and would love to be part of your 2028 recruiting class. Here is my player card:</p>
<table cellpadding="6" cellspacing="0" style="border:2px solid #7a1f2b">
<tr><td colspan="2" style="background:#7a1f2b;color:#ffffff"><b>RYLEE ABERNATHY &nbsp;|&nbsp; #12 &nbsp;|&nbsp; 3B / P</b></td></tr>
<tr><td>Class</td><td>2028</td></tr>
<tr><td>Ht / Wt</td><td>5-8 / 150</td></tr>
<tr><td>B/T</td><td>R/R</td></tr>
<tr><td>Travel</td><td>Missouri Mafia 16U Nat&#39;l</td></tr>
<tr><td>School</td><td>Joplin Carthage Valley HS (MO)</td></tr>
<tr><td>GPA</td><td>4.1 weighted</td></tr>
<tr><td>Email</td><td><a href="mailto:ryleeabernathy28@gmail.com">ryleeabernathy28@gmail.com</a></td></tr>
<tr><td>Cell</td><td>(417) 555-0153</td></tr>
<tr><td>Video</td><td><a href="https://vimeo.com/1031876542">Fall 2026 skills</a></td></tr>
</table>
<p>Thank you for your time!<br>Rylee</p>
</div>`;
const abernathy: Original = {
  from: "Rylee Abernathy <ryleeabernathy28@gmail.com>",
  to: "bmarsh@quillanstate.edu",
  date: "2026-11-16 20:20:00 -06:00",
  subject: "2028 3B/P Rylee Abernathy - player card",
  text: `Coach Marsh,

I am very interested in Quillan State and would love to be part of your 2028 recruiting class. Here is my player card:

RYLEE ABERNATHY | #12 | 3B / P
Class 2028
Ht / Wt 5-8 / 150
B/T R/R
Travel Missouri Mafia 16U Nat'l
School Joplin Carthage Valley HS (MO)
GPA 4.1 weighted
Email ryleeabernathy28@gmail.com
Cell (417) 555-0153
Video Fall 2026 skills <https://vimeo.com/1031876542>

Thank you for your time!
Rylee`,
  html: abernathyHtml,
};
E.push({
  name: "sa-sb-athlete-player-card-html-outlook-web",
  family: "sa-rylee-abernathy",
  tags: ["sport:softball", "wrapper:outlook-web:en", "html-table", "weighted-gpa", "link-text-differs"],
  label: recruiting("athlete", {
    first_name: "Rylee", last_name: "Abernathy", grad_year: 2028, positions: ["3B", "P"], height_inches: 68,
    club_team: "Missouri Mafia 16U Nat'l", high_school: "Joplin Carthage Valley HS", state: "MO", gpa: 4.1,
    email: "ryleeabernathy28@gmail.com", phone: "+14175550153", video_urls: ["https://vimeo.com/1031876542"],
  }),
  message: F("outlook-web:en", MARSH, "2026-11-17 07:35:00 -06:00", abernathy, { parts: "html" }),
});

// A reply to the softball camp invitation that introduces her, Outlook's quoted invitation below.
const sbCampInvite: Original = {
  from: "Bettina Marsh <bmarsh@quillanstate.edu>",
  to: "Quillan State Softball Camps <sbcamps@quillanstate.edu>",
  date: "2026-11-04 09:00:00 -06:00",
  subject: "You're invited: Quillan State Softball Winter Skills Camp (Dec 28-29)",
  text: `Athletes,

Join the Quillan State coaching staff for our Winter Skills Camp on December 28-29 at Pruitt Field House. Sessions for pitchers/catchers and for hitters/fielders. Open to 2027-2031 athletes. $210.

Register: quillanstatesoftballcamps.example

Coach Bettina Marsh
(479) 555-0158`,
};
const pruittReply: Original = {
  from: "Ava Castellanos <avacastellanos.sb@icloud.com>",
  to: "Bettina Marsh <bmarsh@quillanstate.edu>",
  date: "2026-11-05 21:47:00 -06:00",
  subject: "Re: You're invited: Quillan State Softball Winter Skills Camp (Dec 28-29)",
  text: `Hi Coach Marsh,

Thank you for the invitation! I signed up for the pitcher/catcher session. I'm a 2029 catcher from Bentonville, Arkansas and I play for Ozark Hurricanes 15U Elite and for Bentonville Crossroads High School. I'm 5'6" and I'm working hard on my blocking and throwdowns. Pop time 2.02.

Here is my catching video: https://youtu.be/Cx5wTq9RmP2

Can't wait!
Ava Castellanos
479-555-0193

On Nov 4, 2026, at 9:00 AM, Bettina Marsh <bmarsh@quillanstate.edu> wrote:

${sbCampInvite.text.split("\n").map((line) => (line === "" ? ">" : `> ${line}`)).join("\n")}`,
};
E.push({
  name: "sa-sb-athlete-camp-invite-reply-iphone",
  family: "sa-ava-castellanos",
  tags: ["sport:softball", "wrapper:iphone:en", "reply", "coach-quoted"],
  label: recruiting("athlete", {
    first_name: "Ava", last_name: "Castellanos", grad_year: 2029, positions: ["C"], height_inches: 66,
    club_team: "Ozark Hurricanes 15U Elite", high_school: "Bentonville Crossroads High School", city: "Bentonville", state: "AR",
    email: "avacastellanos.sb@icloud.com", phone: "+14795550193", video_urls: ["https://youtu.be/Cx5wTq9RmP2"],
  }),
  message: F("iphone:en", MARSH, "2026-11-06 06:20:00 -06:00", pruittReply, { note: "Camp C, 2029" }),
});

// A mother writing about her twins (pitcher and catcher), forwarded by the pitching coach from her iPhone (Spanish).
const twinsMom: Original = {
  from: "Renata Salcedo <renata.salcedo@gmail.com>",
  to: "lalbornoz@quillanstate.edu",
  date: "2026-11-13 22:05:00 -06:00",
  subject: "Twin battery - Salcedo sisters 2028 (P & C)",
  text: `Hello Coach Albornoz,

My twin daughters are a pitcher-catcher battery and they are hoping to play together in college. They are juniors at Lubbock Monterey Heights High School and play for Lubbock Lady Gold 16U - Ramos.

Isabella Salcedo - LHP, 5'10", 3.95 GPA
isabellasalcedo28@gmail.com - 806-555-0124
Video: https://www.youtube.com/watch?v=Ix2vPq7LmN4

Valeria Salcedo - C, 5'6", 3.89 GPA
valesalcedo28@gmail.com - 806-555-0125
Video: https://www.youtube.com/watch?v=Vs8kRn3QpT1

We understand not every program has room for two, but we wanted them to be seen together. We will be at the Texas Tech winter camp in January.

Gracias,
Renata Salcedo
806-555-0123`,
};
E.push({
  name: "sa-sb-parent-twins-battery-iphone-es",
  family: "sa-renata-salcedo",
  tags: ["sport:softball", "wrapper:iphone:es", "multi-athlete", "parent-contact"],
  label: severalAthletes("parent", [
    {
      first_name: "Isabella", last_name: "Salcedo", grad_year: 2028, positions: ["P"], height_inches: 70,
      club_team: "Lubbock Lady Gold 16U - Ramos", high_school: "Lubbock Monterey Heights High School", gpa: 3.95,
      email: "isabellasalcedo28@gmail.com", phone: "+18065550124", video_urls: ["https://www.youtube.com/watch?v=Ix2vPq7LmN4"],
    },
    {
      first_name: "Valeria", last_name: "Salcedo", grad_year: 2028, positions: ["C"], height_inches: 66,
      club_team: "Lubbock Lady Gold 16U - Ramos", high_school: "Lubbock Monterey Heights High School", gpa: 3.89,
      email: "valesalcedo28@gmail.com", phone: "+18065550125", video_urls: ["https://www.youtube.com/watch?v=Vs8kRn3QpT1"],
    },
  ]),
  message: F("iphone:es", ALBORNOZ, "2026-11-14 07:10:00 -06:00", twinsMom, { note: "Bettina, mellizas P y C. La zurda se ve bien." }),
});

// An athlete from Puerto Rico writing in Spanish, Apple Mail in Spanish forwarding it.
const riveraEs: Original = {
  from: "Yaritza Rivera Colón <yaritza.riveracolon@gmail.com>",
  to: "lalbornoz@quillanstate.edu",
  date: "2026-11-18 19:30:00 -04:00",
  subject: "Jardinera central clase 2028 - Yaritza Rivera Colón",
  text: `Saludos Coach Albornoz,

Mi nombre es Yaritza Rivera Colón, soy jardinera central y también juego segunda base. Me gradúo en el 2028 del Colegio San Agustín de Bayamón, Puerto Rico. Mido 5 pies 6 pulgadas y tengo un promedio de 3.77.

Juego con el equipo Borinquen Softball Academy 16U y este verano jugamos en Florida y en Oklahoma.

Mi video: https://www.hudl.com/video/3/62044718/e9b1d3f5a7c2486e0a2c4d6f

Me encantaría estudiar enfermería en Quillan State. Hablo inglés y español.

Muchas gracias,
Yaritza Rivera Colón
787-555-0161`,
};
E.push({
  name: "sa-sb-athlete-spanish-puerto-rico-apple-es",
  family: "sa-yaritza-rivera-colon",
  tags: ["sport:softball", "wrapper:apple:es", "lang:es", "international"],
  label: recruiting("athlete", {
    first_name: "Yaritza", last_name: "Rivera Colón", grad_year: 2028, positions: ["OF", "2B"], height_inches: 66,
    club_team: "Borinquen Softball Academy 16U", high_school: "Colegio San Agustín", city: "Bayamón", gpa: 3.77,
    email: "yaritza.riveracolon@gmail.com", phone: "+17875550161", video_urls: ["https://www.hudl.com/video/3/62044718/e9b1d3f5a7c2486e0a2c4d6f"],
  }),
  message: F("apple:es", ALBORNOZ, "2026-11-19 08:00:00 -06:00", riveraEs, { note: "Para Bettina: CF de Puerto Rico, bilingüe." }),
});

// ---------------------------------------------------------------------------------------------------------------
// Other sports
// ---------------------------------------------------------------------------------------------------------------

// A soccer goalkeeper, forwarded by a French-speaking head coach from Gmail.
const kowalGk: Original = {
  from: "Maddie Kowalski <maddiekowalski.gk@gmail.com>",
  to: "cferrand@everlybay.edu",
  date: "2026-11-04 18:44:00 -05:00",
  subject: "2028 Goalkeeper - Maddie Kowalski - Charleston Battery Academy 09G",
  text: `Dear Coach Ferrand,

My name is Maddie Kowalski and I'm a 2028 goalkeeper playing for Charleston Battery Academy 09G in the ECNL-RL Southeast. I'm 5'10" and I'm a junior at Summerville Oakbrook High School in Summerville, SC.

This fall I've started every game for my club team with 7 clean sheets. I am comfortable playing out of the back with both feet and I organize my back line loudly.

Upcoming events:
- ECNL-RL Southeast Showcase, Greenville SC, Dec 5-7
- Florida Winter Showcase (Jan 2-4)

Highlight video: https://www.youtube.com/watch?v=Gk7mWz2RtQ8
GPA: 3.86 unweighted / 4.42 weighted
Cell: 843-555-0106

I would really love to hear about Everly Bay and your program.

Best,
Maddie Kowalski`,
};
E.push({
  name: "sa-soccer-athlete-goalkeeper-gmail-fr",
  family: "sa-maddie-kowalski",
  tags: ["sport:soccer", "wrapper:gmail:fr", "weighted-gpa"],
  label: recruiting("athlete", {
    first_name: "Maddie", last_name: "Kowalski", grad_year: 2028, positions: ["goalkeeper"], height_inches: 70,
    club_team: "Charleston Battery Academy 09G", high_school: "Summerville Oakbrook High School", city: "Summerville", state: "SC", gpa: 3.86,
    email: "maddiekowalski.gk@gmail.com", phone: "+18435550106", video_urls: ["https://www.youtube.com/watch?v=Gk7mWz2RtQ8"],
  }),
  message: F("gmail:fr", FERRAND, "2026-11-05 08:12:00 -05:00", kowalGk, { note: "Gardienne 2028 - à suivre à Greenville." }),
});

// Her update: new club, forwarded from the coach's iPhone (French).
const kowalUpdate: Original = {
  from: "Maddie Kowalski <maddiekowalski.gk@gmail.com>",
  to: "cferrand@everlybay.edu",
  date: "2026-11-23 20:02:00 -05:00",
  subject: "Update: Maddie Kowalski GK 2028 - new club + Florida schedule",
  text: `Hi Coach Ferrand,

Quick update - I've moved up to Lowcountry United ECNL 09G for the rest of the season, so I'll be in the ECNL bracket at the Florida Winter Showcase, not the RL one. Our games are Jan 2 (8:00am, Field 11) and Jan 3 (1:30pm, Field 6).

New clip of my distribution and 1v1s: https://youtu.be/Kw3xPq8RmT5

Thank you!
Maddie Kowalski
GK | 2028 | 843-555-0106`,
};
E.push({
  name: "sa-soccer-athlete-update-new-club-iphone-fr",
  family: "sa-maddie-kowalski",
  tags: ["sport:soccer", "wrapper:iphone:fr", "update", "club-change"],
  label: recruiting("athlete", {
    first_name: "Maddie", last_name: "Kowalski", grad_year: 2028, positions: ["gk"],
    club_team: "Lowcountry United ECNL 09G", email: "maddiekowalski.gk@gmail.com", phone: "+18435550106", video_urls: ["https://youtu.be/Kw3xPq8RmT5"],
  }),
  message: F("iphone:fr", FERRAND, "2026-11-24 06:58:00 -05:00", kowalUpdate, { note: "Nouveau club. Janvier à Orlando." }),
});

// A center midfielder's PDF résumé, sent by her father, forwarded from Apple Mail in French.
const osei: Original = {
  from: "Kwame Osei <kwame.osei@oseiarchitects.example>",
  to: "cferrand@everlybay.edu",
  date: "2026-11-12 11:30:00 -05:00",
  subject: "Abena Osei - 2027 CM - soccer resume attached",
  text: `Dear Coach Ferrand,

Attached please find the soccer resume of my daughter Abena, a 2027 central midfielder. She is a senior and still weighing her options after a coaching change at the school she had been talking to. She would love a chance to visit Everly Bay.

Kind regards,
Kwame Osei
Osei & Partners Architects | 704-555-0184`,
};
E.push({
  name: "sa-soccer-parent-father-pdf-resume-apple-fr",
  family: "sa-kwame-osei",
  tags: ["sport:soccer", "wrapper:apple:fr", "attachment:pdf", "parent-contact"],
  label: recruiting("parent", {
    first_name: "Abena", last_name: "Osei", grad_year: 2027, positions: ["central midfielder", "outside back"], height_inches: 65,
    club_team: "Charlotte Lady Hornets ECNL 08/09", high_school: "Charlotte Latin Heights School", city: "Charlotte", state: "NC", gpa: 3.94,
    email: "abena.osei27@gmail.com", phone: "+17045550185", video_urls: ["https://vimeo.com/1027731904"],
  }),
  message: F("apple:fr", FERRAND, "2026-11-12 14:05:00 -05:00", osei, {
    note: "",
    attachments: [pdf("Abena_Osei_Soccer_Resume.pdf", [
      "ABENA OSEI  -  Class of 2027",
      "Central Midfielder / Outside Back",
      "Charlotte, NC  |  abena.osei27@gmail.com  |  704-555-0185",
      "",
      "Club: Charlotte Lady Hornets ECNL 08/09 (captain)",
      "High School: Charlotte Latin Heights School - 4-year varsity",
      "Height: 5'5\"   Foot: right",
      "Highlights: https://vimeo.com/1027731904",
      "",
      "Academics: GPA 3.94   SAT 1360   Intended major: Architecture",
      "",
      "Honors: 2026 All-Conference 1st team, ECNL National Playoffs 2025",
      "Club coach: Aiden Brannigan  abrannigan@ladyhornets.example  704-555-0186",
    ])],
  }),
});

// A point guard's stat line, forwarded from Outlook for Mac.
const jeffersonPg: Original = {
  from: "Destiny Jefferson <djefferson2028@gmail.com>",
  to: "chendricks@marrowfield.edu",
  date: "2026-11-13 22:40:00 -06:00",
  subject: "PG Destiny Jefferson c/o 2028 | Milwaukee",
  text: `Coach Hendricks,

I'm Destiny Jefferson, a 5'7" point guard in the class of 2028 at Milwaukee Riverside Prep. I play AAU for Wisconsin Swoosh 16U Select.

Junior season so far: 16.4 PPG, 6.1 APG, 3.2 SPG, 38% from three.

Mixtape: https://www.hudl.com/video/3/30877164/b5d7f9a1c3e2468b0d2f4a6c
Full game vs Marquette Hills: https://www.youtube.com/watch?v=Pg4dJx7RnW2

GPA 3.3. I can be reached at 414-555-0109.

Thank you coach!
Destiny`,
};
E.push({
  name: "sa-basketball-athlete-point-guard-outlook-mac",
  family: "sa-destiny-jefferson",
  tags: ["sport:basketball", "wrapper:outlook-mac:en", "stat-line"],
  label: recruiting("athlete", {
    first_name: "Destiny", last_name: "Jefferson", grad_year: 2028, positions: ["point guard"], height_inches: 67,
    club_team: "Wisconsin Swoosh 16U Select", high_school: "Milwaukee Riverside Prep", gpa: 3.3,
    email: "djefferson2028@gmail.com", phone: "+14145550109",
    video_urls: ["https://www.hudl.com/video/3/30877164/b5d7f9a1c3e2468b0d2f4a6c", "https://www.youtube.com/watch?v=Pg4dJx7RnW2"],
  }),
  message: F("outlook-mac:en", HENDRICKS, "2026-11-14 08:00:00 -06:00", jeffersonPg),
});

// A basketball father on Yahoo, forwarded from Outlook desktop.
const larsenDad: Original = {
  from: "Tom Larsen <tlarsen_55@yahoo.com>",
  to: "chendricks@marrowfield.edu",
  date: "2026-11-18 07:15:00 -06:00",
  subject: "Ingrid Larsen 6'2 post 2027",
  text: `Coach Hendricks

My daughter Ingrid is a 6'2" post player, senior at Eau Claire Memorial North HS. Averaging a double double (14 and 11) so far. She is not on an AAU team this year because of a knee injury last spring but she's back to 100%. GPA 3.75. Film below.

https://www.hudl.com/video/3/28841530/f0a2c4e6b8d1357a9c1e3f5d

Ingrid's cell 715-555-0114
Tom Larsen (dad) 715-555-0115

Sent from Yahoo Mail for iPhone`,
};
E.push({
  name: "sa-basketball-parent-father-yahoo-outlook-desktop",
  family: "sa-tom-larsen",
  tags: ["sport:basketball", "wrapper:outlook-desktop:en", "parent-contact"],
  label: recruiting("parent", {
    first_name: "Ingrid", last_name: "Larsen", grad_year: 2027, positions: ["post"], height_inches: 74,
    high_school: "Eau Claire Memorial North HS", gpa: 3.75, phone: "+17155550114",
    video_urls: ["https://www.hudl.com/video/3/28841530/f0a2c4e6b8d1357a9c1e3f5d"],
  }),
  message: F("outlook-desktop:en", HENDRICKS, "2026-11-18 09:30:00 -06:00", larsenDad, { note: "Big body. Knee - get medicals." }),
});

// A lacrosse attacker with film on Google Drive, forwarded from Gmail (narrow space).
const brennanLax: Original = {
  from: "Claire Brennan-Whitaker <clairebw.lax@gmail.com>",
  to: "skeane@tidewaterpines.edu",
  date: "2026-11-10 19:19:00 -05:00",
  subject: "Attack | 2028 | Claire Brennan-Whitaker | Annapolis MD",
  text: `Hi Coach Keane,

I'm Claire Brennan-Whitaker, a 2028 attacker from Annapolis, MD. I play club for Chesapeake Crabs 2028 Elite and high school for Severn Bay Academy.

Fall stats (club): 31 goals, 18 assists in 14 games. I'm a lefty and I like to feed from X.

Fall highlights: https://drive.google.com/file/d/1LxCrab28Qw7ZtYpN4vR2kHs9mBe6DfJa/view
Summer tournament film: https://drive.google.com/file/d/1Sm3rW9xTq2LpV7nK4cY8bHf5jDa0GeUz/view

5'6" | GPA 3.92 | 410-555-0165

Thank you for your time!
Claire`,
};
E.push({
  name: "sa-lacrosse-athlete-attack-drive-gmail-narrow",
  family: "sa-claire-brennan-whitaker",
  tags: ["sport:lacrosse", "wrapper:gmail-narrow:en", "drive-video", "team-year-not-grad"],
  label: recruiting("athlete", {
    first_name: "Claire", last_name: "Brennan-Whitaker", grad_year: 2028, positions: ["attack"], height_inches: 66,
    club_team: "Chesapeake Crabs 2028 Elite", high_school: "Severn Bay Academy", city: "Annapolis", state: "MD", gpa: 3.92,
    email: "clairebw.lax@gmail.com", phone: "+14105550165",
    video_urls: ["https://drive.google.com/file/d/1LxCrab28Qw7ZtYpN4vR2kHs9mBe6DfJa/view", "https://drive.google.com/file/d/1Sm3rW9xTq2LpV7nK4cY8bHf5jDa0GeUz/view"],
  }),
  message: F("gmail-narrow:en", KEANE, "2026-11-11 07:00:00 -05:00", brennanLax, { note: "Lefty feeder." }),
});

// A lacrosse mother, chatty, Outlook on the web.
const hollisMom: Original = {
  from: "Jen Pardue <jenpardue@comcast.example>",
  to: "skeane@tidewaterpines.edu",
  date: "2026-11-16 13:05:00 -05:00",
  subject: "Defender - Maggie Pardue - 2029",
  text: `Hi Coach Keane!

I'm Maggie Pardue's mom. Maggie is a sophomore defender (she also takes draws!) at Richmond Westhampton High School and plays for Virginia Shamrocks 2029 Green. She's 5'9" and long, which helps on the draw. She has a 4.0 GPA and loves science.

We drove through Tidewater Pines on the way to the beach last summer and she hasn't stopped talking about it. Her club film is here: https://www.youtube.com/watch?v=Ld7fPq3WxN9

Maggie's email: maggiepardue29@gmail.com

Thanks so much,
Jen Pardue
804-555-0196`,
};
E.push({
  name: "sa-lacrosse-parent-mother-outlook-web",
  family: "sa-jen-pardue",
  tags: ["sport:lacrosse", "wrapper:outlook-web:en", "parent-contact", "team-year-not-grad"],
  label: recruiting("parent", {
    first_name: "Maggie", last_name: "Pardue", grad_year: 2029, positions: ["defender"], height_inches: 69,
    club_team: "Virginia Shamrocks 2029 Green", high_school: "Richmond Westhampton High School", gpa: 4.0,
    email: "maggiepardue29@gmail.com", video_urls: ["https://www.youtube.com/watch?v=Ld7fPq3WxN9"],
  }),
  message: F("outlook-web:en", KEANE, "2026-11-16 15:30:00 -05:00", hollisMom),
});

// A middle-distance runner's marks, forwarded from Outlook for Mac in Swedish.
const achebeTrack: Original = {
  from: "Nneka Achebe <nneka.achebe.runs@gmail.com>",
  to: "lholm@fenwickhollow.edu",
  date: "2026-11-09 17:17:00 -06:00",
  subject: "800m/1600m runner - class of 2027 - Nneka Achebe",
  text: `Coach Holm,

I'm a senior middle distance runner at Cedar Rapids Kennedy Park High School in Cedar Rapids, Iowa, and I'm interested in running for Fenwick Hollow.

PRs:
800m - 2:13.48 (3rd, IHSAA 4A state meet)
1600m - 5:01.92
400m - 58.7
XC 5K - 18:44

I also run for Corridor Striders TC in the summer. GPA 3.68.
Race video (state 800): https://www.youtube.com/watch?v=Na8tRk2WqP5
Athletic.net: https://www.athletic.net/athlete/21900451/track-and-field/

Thank you,
Nneka Achebe
319-555-0187`,
};
E.push({
  name: "sa-track-athlete-middle-distance-outlook-mac-sv",
  family: "sa-nneka-achebe",
  tags: ["sport:track", "wrapper:outlook-mac:sv", "events", "profile-link"],
  label: recruiting("athlete", {
    first_name: "Nneka", last_name: "Achebe", grad_year: 2027, positions: ["800m", "1600m", "400m"],
    club_team: "Corridor Striders TC", high_school: "Cedar Rapids Kennedy Park High School", city: "Cedar Rapids", state: "IA", gpa: 3.68,
    email: "nneka.achebe.runs@gmail.com", phone: "+13195550187", video_urls: ["https://www.youtube.com/watch?v=Na8tRk2WqP5"],
  }),
  message: F("outlook-mac:sv", HOLM, "2026-11-10 08:45:00 -06:00", achebeTrack, { note: "Stark 800-löpare. För distansgruppen." }),
});

// A distance swimmer's times, forwarded from Thunderbird in Swedish.
const mcgrawSwim: Original = {
  from: "Ellie McGraw <elliemcgraw.swim@outlook.com>",
  to: "lholm@fenwickhollow.edu",
  date: "2026-11-15 15:50:00 -06:00",
  subject: "Distance freestyler 2028 - Ellie McGraw (SCY times)",
  text: `Hello Coach Holm,

I'm a junior distance freestyler and I swim for Des Moines Aquatic Club (DMAC Senior Group) and Ankeny Prairie Ridge High School. I'd love to learn more about Fenwick Hollow swimming.

Best times (SCY):
500 free  4:58.31
1000 free 10:19.66
1650 free 17:21.04
200 free  1:53.90
400 IM    4:31.75

Upcoming: Winter Juniors West (Dec), Iowa HS state meet (Feb)

GPA 3.95. I'm 5'8".
My SwimCloud: https://www.swimcloud.com/swimmer/1877203/

Ellie McGraw
515-555-0102`,
};
E.push({
  name: "sa-swim-athlete-distance-times-thunderbird-sv",
  family: "sa-ellie-mcgraw",
  tags: ["sport:swimming", "wrapper:thunderbird:sv", "events", "profile-link"],
  label: recruiting("athlete", {
    first_name: "Ellie", last_name: "McGraw", grad_year: 2028, positions: ["500 free", "1000 free", "1650 free", "200 free", "400 im"], height_inches: 68,
    club_team: "Des Moines Aquatic Club", high_school: "Ankeny Prairie Ridge High School", gpa: 3.95,
    email: "elliemcgraw.swim@outlook.com", phone: "+15155550102",
  }),
  message: F("thunderbird:sv", HOLM, "2026-11-16 09:10:00 -06:00", mcgrawSwim, { note: "Bra 1650. Ankeny." }),
});

// A beach volleyball blocker writing about her partner too (the partner is not introduced), Apple Mail in German.
const beachBlocker: Original = {
  from: "Paloma Reyes-Whitman <palomarw.beach@gmail.com>",
  to: "abrandt@corvinapoint.edu",
  date: "2026-11-08 16:12:00 -08:00",
  subject: "2028 blocker - Paloma Reyes-Whitman - AAU/p1440",
  text: `Hi Coach Brandt,

I'm a 2028 beach blocker from Huntington Beach, CA. I train with Surf City Beach Club and play indoor for Huntington Marina High School. My partner Gemma (she's 5'7", a defender) and I finished 5th at AAU Beach Nationals 16U this summer.

Height: 6'0"
Block touch: 9'7"
GPA: 3.81
AVP America ranking: #14 (16U)

Beach highlights: https://www.youtube.com/watch?v=Bc6rPm9WkL2
Indoor (I play MB): https://www.hudl.com/video/3/59901234/d8f0b2d4e6a1c3579b1d3f5e

Thank you!
Paloma Reyes-Whitman
714-555-0159`,
};
E.push({
  name: "sa-beach-athlete-blocker-partner-apple-de",
  family: "sa-paloma-reyes-whitman",
  tags: ["sport:beach-volleyball", "wrapper:apple:de", "teammate-height", "approach-touch"],
  label: recruiting("athlete", {
    first_name: "Paloma", last_name: "Reyes-Whitman", grad_year: 2028, positions: ["blocker"], height_inches: 72,
    club_team: "Surf City Beach Club", high_school: "Huntington Marina High School", city: "Huntington Beach", state: "CA", gpa: 3.81,
    email: "palomarw.beach@gmail.com", phone: "+17145550159",
    video_urls: ["https://www.youtube.com/watch?v=Bc6rPm9WkL2", "https://www.hudl.com/video/3/59901234/d8f0b2d4e6a1c3579b1d3f5e"],
  }),
  message: F("apple:de", BRANDT, "2026-11-09 09:30:00 -08:00", beachBlocker, { note: "Gute Blockerin, 6'0. Partnerin Gemma ist 2027?" }),
});

// A field hockey midfielder, forwarded by a Dutch head coach from Outlook on the web.
const fhMid: Original = {
  from: "Lila Vanderhoek <lilavanderhoek.fh@gmail.com>",
  to: "fdewit@tidewaterpines.edu",
  date: "2026-11-11 20:25:00 -05:00",
  subject: "Field hockey - 2028 midfielder - Lila Vanderhoek",
  text: `Dear Coach de Wit,

I am a junior center mid at Lancaster Mennonite Valley School (PA) and I play club for X-Calibur Field Hockey U17 Black. I'm 5'6" with a 3.7 GPA. I was on the Futures Elite list this summer and our high school team made the PIAA state semifinals this fall.

I love your program's style of play - lots of passing through the midfield, which is how I like to play.

Highlights: https://www.youtube.com/watch?v=Fh2cLq8VmR6
Skills: https://vimeo.com/1024417733

Lila Vanderhoek
Lancaster, PA
717-555-0143`,
};
E.push({
  name: "sa-fieldhockey-athlete-midfielder-outlook-web-nl",
  family: "sa-lila-vanderhoek",
  tags: ["sport:field-hockey", "wrapper:outlook-web:nl"],
  label: recruiting("athlete", {
    first_name: "Lila", last_name: "Vanderhoek", grad_year: 2028, positions: ["center mid"], height_inches: 66,
    club_team: "X-Calibur Field Hockey U17 Black", high_school: "Lancaster Mennonite Valley School", city: "Lancaster", state: "PA", gpa: 3.7,
    email: "lilavanderhoek.fh@gmail.com", phone: "+17175550143",
    video_urls: ["https://www.youtube.com/watch?v=Fh2cLq8VmR6", "https://vimeo.com/1024417733"],
  }),
  message: F("outlook-web:nl", DEWIT, "2026-11-12 07:40:00 -05:00", fhMid, { note: "Goede middenvelder, kijken op Futures." }),
});

// A water polo player, forwarded by an Italian head coach from Thunderbird.
const wpDriver: Original = {
  from: "Sofia Marchetti <sofiamarchetti.wp@gmail.com>",
  to: "gserra@corvinapoint.edu",
  date: "2026-11-14 18:08:00 -08:00",
  subject: "Water polo - 2027 attacker - Sofia Marchetti",
  text: `Hello Coach Serra,

My name is Sofia Marchetti. I am a senior attacker and backup center at San Ramon Oak Hollow High School and I play club for Diablo Valley WPC 18U Gold. I'm 5'10", left-handed, and my GPA is 3.64.

This season I scored 71 goals with 40 steals. Film from Junior Olympics: https://www.youtube.com/watch?v=Wp5sMr7QkT3

I'm hoping to stay in California and Corvina Point is at the top of my list.

Thank you,
Sofia Marchetti
925-555-0122`,
};
E.push({
  name: "sa-waterpolo-athlete-attacker-thunderbird-it",
  family: "sa-sofia-marchetti",
  tags: ["sport:water-polo", "wrapper:thunderbird:it"],
  label: recruiting("athlete", {
    first_name: "Sofia", last_name: "Marchetti", grad_year: 2027, positions: ["attacker", "center"], height_inches: 70,
    club_team: "Diablo Valley WPC 18U Gold", high_school: "San Ramon Oak Hollow High School", gpa: 3.64,
    email: "sofiamarchetti.wp@gmail.com", phone: "+19255550122", video_urls: ["https://www.youtube.com/watch?v=Wp5sMr7QkT3"],
  }),
  message: F("thunderbird:it", SERRA, "2026-11-15 08:20:00 -08:00", wpDriver, { note: "Mancina, 2027. Ancora libera?" }),
});

// A soccer forward's short note, forwarded from Outlook on the web in French.
const socShort: Original = {
  from: "Jada Whitlow <jadawhitlow11@gmail.com>",
  to: "cferrand@everlybay.edu",
  date: "2026-11-19 22:02:00 -05:00",
  subject: "2029 forward",
  text: `Coach Ferrand, I'm a 2029 striker for Atlanta Fire United ECNL 10G and Marietta Kennesaw Ridge HS. Here is my highlight film from fall league https://www.youtube.com/watch?v=Jw9tFr4KqB7 - thank you for looking!

Jada Whitlow | 470-555-0138`,
};
E.push({
  name: "sa-soccer-athlete-short-striker-outlook-web-fr",
  family: "sa-jada-whitlow",
  tags: ["sport:soccer", "wrapper:outlook-web:fr", "short"],
  label: recruiting("athlete", {
    first_name: "Jada", last_name: "Whitlow", grad_year: 2029, positions: ["striker"],
    club_team: "Atlanta Fire United ECNL 10G", high_school: "Marietta Kennesaw Ridge HS",
    email: "jadawhitlow11@gmail.com", phone: "+14705550138", video_urls: ["https://www.youtube.com/watch?v=Jw9tFr4KqB7"],
  }),
  message: F("outlook-web:fr", FERRAND, "2026-11-20 08:10:00 -05:00", socShort, { note: "2029, rapide. Dossier 2029." }),
});

// A high-school track coach recommending his hurdler, forwarded from Gmail in Swedish.
const hurdler: Original = {
  from: "Coach Vince Okonkwo <vokonkwo@dubuqueschools.example>",
  to: "lholm@fenwickhollow.edu",
  date: "2026-11-12 15:35:00 -06:00",
  subject: "Hurdler recommendation - Brielle Sandoval (2027)",
  text: `Coach Holm,

I coach sprints and hurdles at Dubuque Hempstead Ridge High School. I'd like to recommend one of my seniors, Brielle Sandoval, who I believe is being overlooked because she only started hurdling as a sophomore.

100m hurdles: 14.61 (FAT, district champion)
300m hurdles: 44.90
Long jump: 17-9.5

She's 5'7", has a 3.58 GPA, and wants to study nursing. Race video (state prelims): https://www.youtube.com/watch?v=Bs3hKq8WmR2
Her email is briellesandoval27@gmail.com.

Vince Okonkwo
Head Girls Track Coach, Dubuque Hempstead Ridge HS
563-555-0116`,
};
E.push({
  name: "sa-track-hs-coach-recommends-hurdler-gmail-sv",
  family: "sa-vince-okonkwo",
  tags: ["sport:track", "wrapper:gmail:sv", "events", "coach-contact", "mark-looks-like-height"],
  label: recruiting("high_school_coach", {
    first_name: "Brielle", last_name: "Sandoval", grad_year: 2027, positions: ["100m hurdles", "300m hurdles", "long jump"], height_inches: 67,
    high_school: "Dubuque Hempstead Ridge High School", gpa: 3.58,
    email: "briellesandoval27@gmail.com", video_urls: ["https://www.youtube.com/watch?v=Bs3hKq8WmR2"],
  }),
  message: F("gmail:sv", HOLM, "2026-11-13 07:25:00 -06:00", hurdler, { note: "Häcklöpare, sen utveckling. Skicka till Ray?" }),
});

// A beach volleyball father writing about his defender daughter, forwarded from the German coach's iPhone.
const beachDad: Original = {
  from: "Scott Lindell <scott.lindell@lindellroofing.example>",
  to: "abrandt@corvinapoint.edu",
  date: "2026-11-20 19:50:00 -08:00",
  subject: "Beach defender - Kaia Lindell - Class of 2028",
  text: `Coach Brandt,

My daughter Kaia is a junior at San Clemente Las Palmas High School and plays beach year-round with South Coast Sand VB. She's a defender, 5'8", and she and her partner won the 16U Gold division at the Cal Beach Series finals in September. She also played libero indoor until this year.

Kaia carries a 3.9 GPA and is interested in marine biology, which is part of why Corvina Point is on her list.

Her beach film: https://www.youtube.com/watch?v=Kl2bNv6RqW4
Kaia's cell: 949-555-0174, email kaialindell.beach@gmail.com

Thanks,
Scott Lindell
Lindell Roofing | 949-555-0175`,
};
E.push({
  name: "sa-beach-parent-father-defender-iphone-de",
  family: "sa-scott-lindell",
  tags: ["sport:beach-volleyball", "wrapper:iphone:de", "parent-contact"],
  label: recruiting("parent", {
    first_name: "Kaia", last_name: "Lindell", grad_year: 2028, positions: ["defender"], height_inches: 68,
    club_team: "South Coast Sand VB", high_school: "San Clemente Las Palmas High School", gpa: 3.9,
    email: "kaialindell.beach@gmail.com", phone: "+19495550174", video_urls: ["https://www.youtube.com/watch?v=Kl2bNv6RqW4"],
  }),
  message: F("iphone:de", BRANDT, "2026-11-21 07:30:00 -08:00", beachDad, { note: "Abwehrspielerin 2028 - gut!" }),
});

// ---------------------------------------------------------------------------------------------------------------
// Same inbox, same people, nobody introduced
// ---------------------------------------------------------------------------------------------------------------

// A parent asking about camp dates; no athlete introduced.
const campDatesQ: Original = {
  from: "Sherri Montgomery <sherri.montgomery@gmail.com>",
  to: "wokafor@halstead.edu",
  date: "2026-11-06 12:40:00 -06:00",
  subject: "Summer camp dates 2027?",
  text: `Hi Coach,

Do you know yet when your summer 2027 camps will be? We are trying to plan a family trip around club nationals and don't want to miss your camp again. Also is the overnight camp open to girls going into 8th grade or only high school?

Thanks!
Sherri Montgomery`,
};
E.push({
  name: "sa-nonrec-parent-camp-dates-question-gmail",
  family: "sa-sherri-montgomery",
  tags: ["sport:volleyball", "wrapper:gmail:en", "parent-question"],
  label: notRecruiting("parent"),
  message: F("gmail:en", OKAFOR, "2026-11-06 13:02:00 -06:00", campDatesQ, { note: "Joana - can you answer? Dates not posted yet." }),
});

// A softball parent asking about camp age groups, direct through the coach's Outlook redirect.
const sbCampQ: Original = {
  from: "Marcus Bell <mbell.family@outlook.com>",
  to: "bmarsh@quillanstate.edu",
  date: "2026-11-21 08:55:00 -06:00",
  subject: "Winter camp - 12U?",
  text: `Coach Marsh,

Is the December 28-29 Winter Skills Camp open to 12U players, or is it only for high school? My daughter's team is going together and a couple of the girls are still in 7th grade. If not, do you run a youth clinic in the spring?

Thank you,
Marcus Bell`,
};
E.push({
  name: "sa-nonrec-parent-camp-age-question-outlook-redirect",
  family: "sa-marcus-bell",
  tags: ["sport:softball", "direct:outlook-redirect", "parent-question"],
  label: notRecruiting("parent"),
  message: direct(sbCampQ, MARSH, "outlook", {}, "outlook-redirect"),
});

// A commitment announcement sent to many coaches at once.
const commitBlast: Original = {
  from: "Brynlee Tuttle <brynleetuttle.vb@gmail.com>",
  to: "brynleetuttle.vb@gmail.com",
  date: "2026-11-10 17:00:00 -06:00",
  subject: "Thank you + my college decision",
  text: `Dear Coaches,

I wanted to personally let you know that I have verbally committed to play volleyball at Ridgeline State University! This was such a hard decision and I am so grateful to every coach who took the time to watch me play, answer my emails, and talk with my family.

Thank you for your interest in me over the past two years. I hope to see you across the net!

Go Lobos!
Brynlee Tuttle
Class of 2028 | OH | Wichita Elite 16 Black`,
};
E.push({
  name: "sa-nonrec-athlete-commitment-announcement-bcc-gmail",
  family: "sa-brynlee-tuttle",
  tags: ["sport:volleyball", "wrapper:gmail:en", "commitment", "names-athlete"],
  label: notRecruiting("athlete"),
  message: F("gmail:en", OKAFOR, "2026-11-10 18:20:00 -06:00", commitBlast, { note: "Take Brynlee off the 2028 board." }),
});

// The club director's out-of-office reply to the coach's thank-you, delivered straight to the coach.
const stockdaleOoo: Original = {
  from: "Erin Stockdale <erin@heartlandvbc.example>",
  to: "Wren Okafor <wokafor@halstead.edu>",
  date: "2026-11-26 10:02:00 -06:00",
  subject: "Automatic reply: Camila Robles",
  text: `Thank you for your email. I am out of the office for the Thanksgiving holiday through Monday, November 30 with limited access to email.

For tryout and registration questions please contact our club office at office@heartlandvbc.example or 785-555-0141. College coaches looking for player information can reach our recruiting coordinator, Shay Pruett, at recruiting@heartlandvbc.example.

Erin Stockdale
Club Director, Heartland Volleyball Club`,
};
E.push({
  name: "sa-nonrec-club-director-out-of-office-direct",
  family: "sa-heartland-vbc",
  tags: ["sport:volleyball", "direct:gmail-rule", "auto-reply"],
  label: notRecruiting("club_coach"),
  message: direct(stockdaleOoo, OKAFOR, "outlook", { headers: [["Auto-Submitted", "auto-replied"], ["X-Auto-Response-Suppress", "All"]] }),
});

// A father's office auto-reply to the coach's answer (same family as his recruiting email).
const dembeleOoo: Original = {
  from: "Moussa Dembele <mdembele@prairielandgrain.example>",
  to: "Wren Okafor <wokafor@halstead.edu>",
  date: "2026-11-06 08:01:00 -06:00",
  subject: "Automatic reply: Aminata Dembele, MB/RS, 2028",
  text: `I am at the Kansas Grain and Feed conference in Wichita November 5-7 and will respond when I return. For urgent matters at the elevator, please call the main office at 620-555-0180.

Moussa Dembele
Operations Manager | Prairieland Grain Cooperative`,
};
E.push({
  name: "sa-nonrec-father-office-auto-reply-direct",
  family: "sa-moussa-dembele",
  tags: ["sport:volleyball", "direct:gmail-rule", "auto-reply", "names-athlete"],
  label: notRecruiting("parent"),
  message: direct(dembeleOoo, OKAFOR, "outlook", { headers: [["Auto-Submitted", "auto-replied"]] }),
});

// A mother's thank-you after camp, nothing new (same family as her introduction).
const hargroveThanks: Original = {
  from: "Dana Hargrove <danahargrove71@yahoo.com>",
  to: "wokafor@halstead.edu",
  date: "2026-11-23 19:20:00 -06:00",
  subject: "Thank you from the Hargroves",
  text: `Coach Okafor, just a quick thank you for taking the time to talk with Reese and me after the clinic on Saturday. She came home so excited. We'll be in touch after the holidays. Happy Thanksgiving to you and your staff! - Dana`,
};
E.push({
  name: "sa-nonrec-mother-thanks-after-clinic-yahoo",
  family: "sa-dana-hargrove",
  tags: ["sport:volleyball", "wrapper:yahoo:en", "thank-you", "names-athlete"],
  label: notRecruiting("parent"),
  message: F("gmail:en", OKAFOR, "2026-11-24 07:05:00 -06:00", hargroveThanks, { note: "" }),
});

// The team-photo order receipt in the coach's inbox.
const photoReceiptHtml = `<html><body style="font-family:Helvetica,Arial,sans-serif;color:#222">
<table width="600" cellpadding="0" cellspacing="0" align="center"><tr><td style="padding:20px;background:#0e3b5c;color:#fff;font-size:20px">Lakeshore Team Photo Co.</td></tr>
<tr><td style="padding:20px">
<p>Hi Wren,</p><p>Thanks for your order! Your prints will ship within 7-10 business days.</p>
<p><b>Order #LTP-88412</b> &middot; placed November 18, 2026</p>
<table width="100%" cellpadding="6" cellspacing="0" border="1" style="border-collapse:collapse;font-size:13px">
<tr style="background:#eee"><th align="left">Item</th><th>Qty</th><th align="right">Price</th></tr>
<tr><td>2026 Halstead Volleyball Team Photo 11x14 (matte)</td><td align="center">3</td><td align="right">$74.85</td></tr>
<tr><td>Individual memory mate - Paige Donnelly #7</td><td align="center">1</td><td align="right">$18.00</td></tr>
<tr><td>Individual memory mate - Keely Farris #11</td><td align="center">1</td><td align="right">$18.00</td></tr>
<tr><td>Senior banner 24x36 (x4)</td><td align="center">4</td><td align="right">$156.00</td></tr>
<tr><td colspan="2" align="right"><b>Total</b></td><td align="right"><b>$266.85</b></td></tr>
</table>
<p>Ship to: Halstead College Athletics, 400 Fieldhouse Dr, Halstead, KS</p>
<p>Questions? Reply to this email or call 262-555-0190.</p>
</td></tr></table></body></html>`;
const photoReceipt: Original = {
  from: "Lakeshore Team Photo Co. <orders@lakeshoreteamphoto.example>",
  to: "wokafor@halstead.edu",
  date: "2026-11-18 15:12:00 -06:00",
  subject: "Your order #LTP-88412 is confirmed",
  text: `Lakeshore Team Photo Co.

Hi Wren,
Thanks for your order! Your prints will ship within 7-10 business days.

Order #LTP-88412 - placed November 18, 2026
2026 Halstead Volleyball Team Photo 11x14 (matte)  x3  $74.85
Individual memory mate - Paige Donnelly #7  x1  $18.00
Individual memory mate - Keely Farris #11  x1  $18.00
Senior banner 24x36 (x4)  x4  $156.00
Total $266.85

Ship to: Halstead College Athletics, 400 Fieldhouse Dr, Halstead, KS
Questions? Reply to this email or call 262-555-0190.`,
  html: photoReceiptHtml,
};
E.push({
  name: "sa-nonrec-team-photo-order-receipt-direct",
  family: "sa-lakeshore-team-photo",
  tags: ["sport:volleyball", "direct:gmail-rule", "receipt", "names-players"],
  label: notRecruiting("other"),
  message: direct(photoReceipt, OKAFOR, "bulk", { html: photoReceiptHtml }),
});

// A club's tournament schedule blast to college coaches, and its showcase invitation later (one family).
const pfScheduleText = `PRAIRIE FIRE VOLLEYBALL CLUB - COLLEGE COACH SCHEDULE
MAPVBL Winter Classic | Kansas City, MO | December 12-13, 2026

Team                 Sat pool            Court   Head coach
Prairie Fire 18 Red  Pool 3 (8:00 AM)    14      Tanya Ebersole
Prairie Fire 17 Red  Pool 9 (8:00 AM)    27      Mike Lundgren
Prairie Fire 16 Red  Pool 15 (11:30 AM)  33      Dale Huybers
Prairie Fire 16 Gold Pool 22 (11:30 AM)  41      Corinne Abt
Prairie Fire 15 Red  Pool 30 (3:00 PM)   48      Jess Kimura

Rosters with grad years, positions and player contact information are on our college coach page:
prairiefirevb.example/college-coaches

Questions or to request film: recruiting@prairiefirevb.example | 785-555-0100

You are receiving this because you registered as a college coach with Prairie Fire VBC. Unsubscribe: prairiefirevb.example/unsub`;
const pfSchedule: Original = {
  from: "Prairie Fire VBC Recruiting <recruiting@prairiefirevb.example>",
  to: "wokafor@halstead.edu",
  date: "2026-11-25 10:00:00 -06:00",
  subject: "Prairie Fire VBC - MAPVBL Winter Classic college coach schedule",
  text: pfScheduleText,
};
E.push({
  name: "sa-nonrec-club-tournament-schedule-blast-direct",
  family: "sa-prairie-fire-vbc",
  tags: ["sport:volleyball", "direct:gmail-rule", "bulk", "club-blast", "names-clubs"],
  label: notRecruiting("club_coach"),
  message: direct(pfSchedule, OKAFOR, "bulk", { headers: bulkMailHeaders("https://prairiefirevb.example/unsub") }),
});

const pfShowcase: Original = {
  from: "Prairie Fire VBC Recruiting <recruiting@prairiefirevb.example>",
  to: "wokafor@halstead.edu",
  date: "2026-11-12 10:00:00 -06:00",
  subject: "College coaches: Prairie Fire Winter Showcase - Jan 24 (free admission + lunch)",
  text: `Coach,

Prairie Fire VBC invites college coaches to our Winter Showcase on Saturday, January 24, 2027 at the Salina Fieldhouse. Our 15s-18s teams (40+ uncommitted athletes in the classes of 2027-2030) will play controlled scrimmages from 9 AM to 3 PM.

Coaches get free admission, a lunch, and a digital packet with every athlete's profile, video and transcript.

RSVP by January 10: prairiefirevb.example/showcase

See you there!
Prairie Fire VBC Recruiting Office
785-555-0100`,
};
E.push({
  name: "sa-nonrec-club-showcase-invite-gmail",
  family: "sa-prairie-fire-vbc",
  tags: ["sport:volleyball", "wrapper:gmail:en", "club-blast", "showcase-invite"],
  label: notRecruiting("club_coach"),
  message: F("gmail:en", OKAFOR, "2026-11-12 11:30:00 -06:00", pfShowcase, { note: "Joana - put on the calendar, I can go." }),
});

// A club parent's fundraiser request.
const fundraiser: Original = {
  from: "Tricia Vollmer <tvollmer.family@gmail.com>",
  to: "wokafor@halstead.edu",
  date: "2026-11-19 20:30:00 -06:00",
  subject: "Silent auction donation request - Flint Hills Flyers",
  text: `Hello Coach Okafor,

I'm the parent volunteer organizing the Flint Hills Flyers' winter silent auction, which helps our 12 club teams with travel to national qualifiers. Would Halstead Volleyball be willing to donate an item, like a signed ball, a camp registration, or tickets to a home match? We'd proudly list you as a sponsor in our program.

Items can be mailed to 1120 Commercial St, Emporia, KS 66801 by January 15. Thank you so much for considering it!

Tricia Vollmer
Flint Hills Flyers Parent Association
620-555-0197`,
};
E.push({
  name: "sa-nonrec-club-parent-fundraiser-request-android",
  family: "sa-tricia-vollmer",
  tags: ["sport:volleyball", "wrapper:android:en", "fundraiser"],
  label: notRecruiting("parent"),
  message: F("android:en", OKAFOR, "2026-11-20 07:00:00 -06:00", fundraiser, { note: "Joana can we do a camp voucher?" }),
});

// An event organiser's survey for college coaches.
const survey: Original = {
  from: "Lone Star Classic <coaches@lonestarclassic.example>",
  to: "bmarsh@quillanstate.edu",
  date: "2026-11-03 11:00:00 -06:00",
  subject: "2 minutes? College coach survey - Lone Star Fall Softball Classic",
  text: `Thank you for attending the 2026 Lone Star Fall Softball Classic!

We'd love your feedback on the college coach experience: field assignments, the coach packet, the hospitality room and the new QR rosters.

Take the survey (2 minutes): lonestarclassic.example/survey/coaches-2026

Everyone who completes it is entered to win a $100 gift card.

Lone Star Classic Tournament Staff
Dallas, TX | 214-555-0108
Unsubscribe: lonestarclassic.example/unsubscribe`,
};
E.push({
  name: "sa-nonrec-event-coach-survey-direct",
  family: "sa-lone-star-classic",
  tags: ["sport:softball", "direct:gmail-rule", "bulk", "survey"],
  label: notRecruiting("other"),
  message: direct(survey, MARSH, "bulk", { headers: bulkMailHeaders("https://lonestarclassic.example/unsubscribe") }),
});

// A recruiting service's blast of several softball prospects.
const serviceBlastText = `DIAMOND PROSPECTS NETWORK - Uncommitted Arms Report | November 2026

Coach Marsh, here are this week's uncommitted pitchers in your region who match your saved search (2028, RHP/LHP, 55+ mph):

1. Kaitlyn Rousseau - 2028 RHP - 5'10" - Tulsa, OK - 61 mph - OK Lady Heat 16U Gold
2. Jordyn Fairbanks - 2028 LHP - 5'8" - Little Rock, AR - 57 mph - Arkansas Diamonds 16U - Pruitt
3. Mackenzie Oh - 2028 RHP - 5'9" - Springfield, MO - 59 mph - Missouri Mafia 16U Nat'l

View full profiles, video and transcripts in your DPN coach portal: diamondprospects.example/coach
Not a member? Start a 14-day free trial.

Diamond Prospects Network | 1500 Market St, Suite 210, Dallas, TX | 972-555-0160
Manage email preferences: diamondprospects.example/prefs`;
const serviceBlast: Original = {
  from: "DPN Coach Alerts <alerts@diamondprospects.example>",
  to: "bmarsh@quillanstate.edu",
  date: "2026-11-17 06:00:00 -06:00",
  subject: "3 new uncommitted 2028 pitchers match your search",
  text: serviceBlastText,
};
E.push({
  name: "sa-nonrec-service-blast-three-pitchers-outlook-desktop",
  family: "sa-diamond-prospects-network",
  tags: ["sport:softball", "wrapper:outlook-desktop:en", "service-blast", "names-players"],
  label: notRecruiting("recruiting_service"),
  message: F("outlook-desktop:en", MARSH, "2026-11-17 07:40:00 -06:00", serviceBlast, { note: "Lucia - Rousseau and Oh worth a look? Check if we already have them." }),
});

// The camp registration system's confirmation, forwarded by the assistant in Portuguese.
const campReg: Original = {
  from: "Halstead Volleyball Camps <noreply@halsteadvolleyballcamps.example>",
  to: "jferreira@halstead.edu",
  date: "2026-11-16 14:02:00 -06:00",
  subject: "New registration: Winter Prospect Clinic (Jan 10) - Tessa Gruber",
  text: `A new camper has registered.

Event: Winter Prospect Clinic - January 10, 2027
Camper: Tessa Gruber
Grad year: 2029
Position: Setter
Club: Heartland VBC 15 Royal
T-shirt: Adult S
Parent/guardian: Angela Gruber, 785-555-0198
Amount paid: $145.00 (Visa ending 4411)

Registrations to date: 63 of 80

This message was generated automatically by CampPortal. Do not reply.`,
};
E.push({
  name: "sa-nonrec-camp-registration-notice-outlook-web-pt",
  family: "sa-halstead-camp-portal",
  tags: ["sport:volleyball", "wrapper:outlook-web:pt", "camp-registration", "names-athlete"],
  label: notRecruiting("other"),
  message: F("outlook-web:pt", FERREIRA, "2026-11-16 15:00:00 -06:00", campReg, { note: "Mais uma levantadora 2029 no clinic." }),
});

// A high-school coach asking for a team-camp quote.
const teamCampQ: Original = {
  from: "Coach Darla Kimbrough <dkimbrough@usd388.example>",
  to: "wokafor@halstead.edu",
  date: "2026-11-20 11:11:00 -06:00",
  subject: "Team camp summer 2027 - Ellis High School",
  text: `Coach Okafor,

We're hoping to bring our varsity and JV (about 22 girls) to a team camp next June. Do you offer a team rate, and are there commuter and overnight options? Our preference would be the second or third week of June.

Thanks,
Darla Kimbrough
Head Volleyball Coach, Ellis High School
785-555-0199`,
};
E.push({
  name: "sa-nonrec-hs-coach-team-camp-quote-outlook-2013",
  family: "sa-darla-kimbrough",
  tags: ["sport:volleyball", "wrapper:outlook-2013:en", "camp-question"],
  label: notRecruiting("high_school_coach"),
  message: F("outlook-2013:en", OKAFOR, "2026-11-20 13:00:00 -06:00", teamCampQ, { note: "Team camp pricing? Joana has the sheet." }),
});

// A videographer selling highlight videos, with his own sample reel.
const videoVendor: Original = {
  from: "Trent Hollowell <trent@reelrecruitmedia.example>",
  to: "chendricks@marrowfield.edu",
  date: "2026-11-05 09:45:00 -06:00",
  subject: "Better film for your recruits (sample inside)",
  text: `Coach Hendricks,

Tired of shaky phone film? Reel Recruit Media films AAU and high school games with two angles and a scoreboard overlay, and cuts a 3-minute highlight for every player on the roster within 48 hours.

Here's a sample from last weekend's Midwest Fall Jam: https://www.youtube.com/watch?v=Rr4Mv8NqTz1

College coaches get free access to every game we film. Reply "ACCESS" and we'll set you up.

Trent Hollowell
Reel Recruit Media | 608-555-0112`,
};
E.push({
  name: "sa-nonrec-videographer-sample-reel-outlook-mac",
  family: "sa-reel-recruit-media",
  tags: ["sport:basketball", "wrapper:outlook-mac:en", "vendor", "vendor-video"],
  label: notRecruiting("other"),
  message: F("outlook-mac:en", HENDRICKS, "2026-11-05 10:30:00 -06:00", videoVendor, { note: "Anyone use these guys?" }),
});

// A soccer club's showcase schedule blast, forwarded by the French-speaking coach from her iPhone.
const socBlast: Original = {
  from: "Lowcountry United College Placement <placement@lowcountryunited.example>",
  to: "cferrand@everlybay.edu",
  date: "2026-11-26 09:00:00 -05:00",
  subject: "Lowcountry United ECNL - Florida Winter Showcase schedule + player guide",
  text: `Coaches,

Lowcountry United ECNL will bring five teams to the Florida Winter Showcase (Jan 2-4). Game times and fields:

ECNL 08/07G - Jan 2, 9:30am, Field 3 | Jan 3, 2:00pm, Field 8
ECNL 09G   - Jan 2, 8:00am, Field 11 | Jan 3, 1:30pm, Field 6
ECNL 10G   - Jan 2, 11:00am, Field 2 | Jan 4, 8:00am, Field 9
RL 09G     - Jan 3, 10:00am, Field 14
RL 10G     - Jan 4, 12:30pm, Field 12

Our player guide with every uncommitted player's profile, GPA and video is at lowcountryunited.example/guide (password: LCU2027).

Lowcountry United College Placement
843-555-0103`,
};
E.push({
  name: "sa-nonrec-soccer-club-showcase-schedule-iphone-fr",
  family: "sa-lowcountry-united",
  tags: ["sport:soccer", "wrapper:iphone:fr", "club-blast", "schedule"],
  label: notRecruiting("club_coach"),
  message: F("iphone:fr", FERRAND, "2026-11-26 11:15:00 -05:00", socBlast, { note: "Pour le planning d'Orlando." }),
});

// A water polo tournament's logistics for visiting coaches, forwarded from Thunderbird in Italian.
const wpLogistics: Original = {
  from: "Junior Olympics Water Polo <info@wpjuniorolympics.example>",
  to: "gserra@corvinapoint.edu",
  date: "2026-11-19 13:00:00 -08:00",
  subject: "College coach credentials - Winter Invitational, Dec 11-13",
  text: `Dear College Coach,

Your credential for the Winter Invitational (December 11-13, Irvine) is confirmed. Please pick it up at the Woollett Aquatics hospitality tent with photo ID. Parking is in Lot C; the college coach deck seating is on the east side of Pool 1.

Heat sheets and team rosters (18U, 16U) will be posted in the event app on December 9.

Reminder: NCAA contact rules apply; please do not approach athletes on deck.

Tournament Office | 949-555-0148`,
};
E.push({
  name: "sa-nonrec-waterpolo-tournament-credentials-thunderbird-it",
  family: "sa-wp-winter-invitational",
  tags: ["sport:water-polo", "wrapper:thunderbird:it", "event-logistics"],
  label: notRecruiting("other"),
  message: F("thunderbird:it", SERRA, "2026-11-19 16:40:00 -08:00", wpLogistics, { note: "Credenziali per Irvine." }),
});

// ---------------------------------------------------------------------------------------------------------------
// A few more introductions, and one goodbye
// ---------------------------------------------------------------------------------------------------------------

// A German opposite writing in second-language English; Abitur year, metric height, no GPA.
const germanOpp: Original = {
  from: "Lena Hofstätter <lena.hofstaetter@web.example>",
  to: "wokafor@halstead.edu",
  date: "2026-11-13 21:15:00 +01:00",
  subject: "Volleyball player from Germany - opposite - Abitur 2028",
  text: `Dear Coach Okafor,

my name is Lena Hofstätter, I am 17 years old and I come from Speyer in Germany. I play as opposite (Diagonal) for SV Rheinpfalz Volleys in the 2. Bundesliga juniors team (U18) and also in the third league with the women team. I will make my Abitur in summer 2028 at the Gymnasium am Domplatz Speyer.

My height is 1,84 m and I am left-handed. I want to study in the USA and play college volleyball, my English teacher says my English is good enough :)

Here you can see my highlights: https://www.youtube.com/watch?v=Lh5dRq9WkM3
And one full match: https://www.youtube.com/watch?v=Lh8pTx2QnV6

My grades are good (Abitur average expected 1,6). I can send you my transcript translated.

Best regards from Germany,
Lena Hofstätter
WhatsApp: +49 1520 5550147`,
};
E.push({
  name: "sa-vb-athlete-germany-opposite-outlook-mac-quote",
  family: "sa-lena-hofstaetter",
  tags: ["sport:volleyball", "wrapper:outlook-mac-quote:en", "international", "metric-height", "second-language"],
  label: recruiting("athlete", {
    first_name: "Lena", last_name: "Hofstätter", grad_year: 2028, positions: ["RS/OPP"], height_inches: 72.4,
    club_team: "SV Rheinpfalz Volleys", high_school: "Gymnasium am Domplatz Speyer", city: "Speyer",
    email: "lena.hofstaetter@web.example", phone: "+4915205550147",
    video_urls: ["https://www.youtube.com/watch?v=Lh5dRq9WkM3", "https://www.youtube.com/watch?v=Lh8pTx2QnV6"],
  }),
  message: F("outlook-mac-quote:en", OKAFOR, "2026-11-14 09:02:00 -06:00", germanOpp, { note: "International lefty OPP. Joana, can you Zoom with her?" }),
});

// A travel-ball coach recommending one pitcher, from Yahoo.
const travelCoach: Original = {
  from: "Rick Dunaway <rickdunaway.ozarkheat@yahoo.com>",
  to: "bmarsh@quillanstate.edu",
  date: "2026-11-22 16:48:00 -06:00",
  subject: "LHP you need to see - Macy Treadwell 2027",
  text: `Coach Marsh,

Rick Dunaway here, head coach of the Ozark Heat 18U. I've got a senior lefty who is still uncommitted and I honestly think she's one of the best arms in the state. Her D2 commitment fell through when that school dropped softball in October.

Macy Treadwell - 2027 - LHP / 1B
5'11", throws 59-61, screw and curve are her out pitches
Harrison Boone Creek HS, Harrison AR
GPA 3.5
macytreadwell27@gmail.com / 870-555-0131
Video: https://www.youtube.com/watch?v=Mt6wQr3PzK8

She's a great kid and a hard worker. Call me anytime.

Rick Dunaway
Ozark Heat Fastpitch
870-555-0130`,
};
E.push({
  name: "sa-sb-club-coach-recommends-pitcher-yahoo-outlook-web",
  family: "sa-rick-dunaway",
  tags: ["sport:softball", "wrapper:outlook-web:en", "club-coach-contact"],
  label: recruiting("club_coach", {
    first_name: "Macy", last_name: "Treadwell", grad_year: 2027, positions: ["P", "1B"], height_inches: 71,
    club_team: "Ozark Heat 18U", high_school: "Harrison Boone Creek HS", city: "Harrison", state: "AR", gpa: 3.5,
    email: "macytreadwell27@gmail.com", phone: "+18705550131", video_urls: ["https://www.youtube.com/watch?v=Mt6wQr3PzK8"],
  }),
  message: F("outlook-web:en", MARSH, "2026-11-23 07:15:00 -06:00", travelCoach, { note: "Lucia - call Rick today. We need a 2027 lefty." }),
});

// A softball mother forwarding her daughter's email from Yahoo (its text part glued), then the coach.
const sotoDaughter: Original = {
  from: "Gabi Soto <gabisoto2029@gmail.com>",
  to: "gabisoto.mom@yahoo.com",
  date: "2026-11-18 17:30:00 -06:00",
  subject: "my email for the coaches",
  text: `Hi, my name is Gabriela "Gabi" Soto and I'm a 2029 middle infielder (SS/2B) from Round Rock, Texas. I play for Texas Glory Austin 15U - Meza and I go to Round Rock Westwood Hills High School. I'm 5'4", I hit lefty and I'm fast (2.85 home to 1st). My GPA is 3.92.

Skills video: https://www.hudl.com/video/3/63310927/b1d3f5a7c9e2480a6c8e0b2d

Thank you!
Gabi Soto
512-555-0179`,
};
const sotoMom = relay({
  style: "yahoo-glued:en",
  from: "Marisa Soto <gabisoto.mom@yahoo.com>",
  to: "bmarsh@quillanstate.edu",
  date: "2026-11-18 20:05:00 -06:00",
  note: `Coach Marsh, this is Gabi's mom. She wrote this for her coaches list and I'm sending it to the schools she picked. She loved your campus when we drove through Fayetteville!

Marisa Soto
512-555-0178`,
  inner: sotoDaughter,
});
E.push({
  name: "sa-sb-parent-mother-forwards-daughter-yahoo-glued",
  family: "sa-marisa-soto",
  tags: ["sport:softball", "wrapper:yahoo-glued:en", "wrapper:outlook-web:en", "role:external-forwarder", "nickname", "parent-contact"],
  label: recruiting("parent", {
    first_name: "Gabriela", last_name: "Soto", grad_year: 2029, positions: ["SS", "2B"], height_inches: 64,
    club_team: "Texas Glory Austin 15U - Meza", high_school: "Round Rock Westwood Hills High School", city: "Round Rock", state: "TX", gpa: 3.92,
    email: "gabisoto2029@gmail.com", phone: "+15125550179", video_urls: ["https://www.hudl.com/video/3/63310927/b1d3f5a7c9e2480a6c8e0b2d"],
  }),
  message: F("outlook-web:en", MARSH, "2026-11-19 06:45:00 -06:00", sotoMom),
});

// A coach at another college passing along a player who is not a fit for them.
const colleagueTip: Original = {
  from: "Deb Kowalczyk <dkowalczyk@northshorestate.edu>",
  to: "chendricks@marrowfield.edu",
  date: "2026-11-21 12:30:00 -06:00",
  subject: "Kid for you - wing from Rockford",
  text: `Cal,

Saw a 2027 wing at the Rockford Fall Shootout who isn't quite D1 size for us but would be a starter in your league by her sophomore year. Aaliyah Brandt, 5'9", plays for Rockford Valley East HS and Illinois Lady Lightning 17U. Shoots it, defends, great motor. Told her family I'd pass her name along.

Her film: https://www.hudl.com/video/3/31120456/e4a6c8e0b2d1357f9a1b3c5d
Her email is aaliyahbrandt.hoops@gmail.com

Hope you're well - see you at the clinic in April.
Deb

Deb Kowalczyk
Assistant Coach, Women's Basketball
North Shore State University
847-555-0124`,
};
E.push({
  name: "sa-basketball-other-college-coach-tip-iphone",
  family: "sa-deb-kowalczyk",
  tags: ["sport:basketball", "wrapper:iphone:en", "other-college", "coach-contact"],
  label: recruiting("other", {
    first_name: "Aaliyah", last_name: "Brandt", grad_year: 2027, positions: ["wing"], height_inches: 69,
    club_team: "Illinois Lady Lightning 17U", high_school: "Rockford Valley East HS",
    email: "aaliyahbrandt.hoops@gmail.com", video_urls: ["https://www.hudl.com/video/3/31120456/e4a6c8e0b2d1357f9a1b3c5d"],
  }),
  message: F("iphone:en", HENDRICKS, "2026-11-21 14:10:00 -06:00", colleagueTip, { note: "From Deb at North Shore. Worth a call." }),
});

// The water polo player's goodbye: committed elsewhere (same family as her introduction).
const marchettiCommit: Original = {
  from: "Sofia Marchetti <sofiamarchetti.wp@gmail.com>",
  to: "gserra@corvinapoint.edu",
  date: "2026-11-25 17:40:00 -08:00",
  subject: "Thank you Coach Serra",
  text: `Hi Coach Serra,

I wanted to tell you personally that I've decided to commit to Bayshore University. Thank you so much for the phone calls and for being so honest with me about your roster. It was a really hard decision and Corvina Point was in my final two.

I hope we get to play against your team in a few years!

Sofia`,
};
E.push({
  name: "sa-nonrec-waterpolo-athlete-committed-elsewhere-thunderbird-it",
  family: "sa-sofia-marchetti",
  tags: ["sport:water-polo", "wrapper:thunderbird:it", "commitment"],
  label: notRecruiting("athlete"),
  message: F("thunderbird:it", SERRA, "2026-11-25 19:00:00 -08:00", marchettiCommit, { note: "Peccato. Togliere dalla lista 2027." }),
});

export const AUTHOR_A: readonly CorpusEntry[] = E;
