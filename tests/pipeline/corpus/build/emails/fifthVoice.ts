/**
 * A fifth tuning author, who never read the other batches' emails: athletes of many sports writing in their own
 * structures (bulleted stat sheets, a "Name | Class | Position" header, dotted label columns, run-on phone texts,
 * long letters that say where they play and live in their own words: "I play my club ball with", "I'm a junior
 * over at", "out of <City>, <ST>", "Home town", "Home:"), a Spanish-writing Argentine player and a Belgian tennis
 * player, parents and club or high-school coaches introducing one to four players in prose, numbered lists and an
 * HTML table, a high-school coach forwarding her player's own note, forwards from several clients; and look-alikes
 * that introduce nobody although they name players (a camp ad with its alumni, club newsletters, a results post,
 * coach-to-coach notes, a receipt, a registration notice, a service blast, a signing-day recap).
 */
import { notRecruiting, recruiting, severalAthletes, type CorpusEntry } from "../labels.ts";
import { collegeCoach } from "../people.ts";
import { bulkMailHeaders, compose, forwardedBlock, fwd, original, quotedReply, type Original } from "../wrappers.ts";

const OKAFOR = collegeCoach("Nkechi Okafor", "nokafor@brightwater.edu", "nkechi.okafor.d8t3@scout.inboxscout.app", `Nkechi Okafor
Head Coach, Women's Soccer
Brightwater College Athletics
(608) 555-0131`);

const DELACROIX = collegeCoach("Remy Delacroix", "rdelacroix@harborview.edu", "remy.delacroix.n2w6@scout.inboxscout.app", `Remy Delacroix | Assistant Coach, Volleyball
Harborview University, Norfolk VA
office 757-555-0145`);

const PASCUAL = collegeCoach("Inés Pascual", "ipascual@mesquitevalley.edu", "ines.pascual.k3v9@scout.inboxscout.app", `Inés Pascual
Recruiting Coordinator – Softball
Mesquite Valley University
Cell 915-555-0112`);

const ASHWORTH = collegeCoach("Gideon Ashworth", "gashworth@kestrelpoint.edu", "gideon.ashworth.x4b1@scout.inboxscout.app", `Coach Gideon Ashworth
Women's Lacrosse & Field Hockey
Kestrel Point College
207.555.0150`);

const YBARRA = collegeCoach("Marisol Ybarra", "mybarra@tidewaterstate.edu", "marisol.ybarra.h6p2@scout.inboxscout.app", `Marisol Ybarra
Head Coach, Swimming & Diving
Tidewater State University
843-555-0163`);

const KESSLER = collegeCoach("Dawn Kessler", "dkessler@prairiehollow.edu", "dawn.kessler.m9c5@scout.inboxscout.app", `Dawn Kessler
Women's Basketball | Prairie Hollow College
785-555-0158`);

const GRANT = collegeCoach("Hollis Grant", "hgrant@redmesa.edu", "hollis.grant.q2t7@scout.inboxscout.app", `Hollis Grant
Throws & Distance, Red Mesa University Track and Field
505-555-0166`);

const ABBOTT = collegeCoach("Corinne Abbott", "cabbott@brightwater.edu", "corinne.abbott.s5w8@scout.inboxscout.app", `Corinne Abbott
Head Coach, Golf and Tennis
Brightwater College
(608) 555-0138`);

const MAHUIKA = collegeCoach("Wes Mahuika", "wmahuika@kestrelpoint.edu", "wes.mahuika.r7d3@scout.inboxscout.app", `Wes Mahuika
Head Coach, Women's Rugby
Kestrel Point College
207.555.0157`);

// ---------------------------------------------------------------------------------------------------------------
// Athletes writing in their own structures
// ---------------------------------------------------------------------------------------------------------------

const soccerBullets: Original = {
  from: "Talia Brandvold <taliabrandvold09@gmail.com>",
  to: "nokafor@brightwater.edu",
  date: "2026-11-03 20:41:00 -06:00",
  subject: "2028 Striker - Talia Brandvold - Lakeshore FC ECNL",
  text: `Hi Coach Okafor,

I wanted to put my info in one place for you before the showcase in Phoenix next month.

• Name: Talia Brandvold
• Grad year: 2028
• Position: Striker (can also play attacking mid)
• Height: 5'6"
• Club: Lakeshore FC ECNL U17
• High school: Menomonee Falls High School (varsity 2 yrs, 19 goals this fall)
• Hometown: Menomonee Falls, WI
• GPA: 3.92 unweighted
• ACT: 29
• Highlights: https://www.hudl.com/video/3/18844102/6a1f0c2e9b7d4e11a5c3f880
• Cell: (414) 555-0137

We play Friday 8am on field 6 in Phoenix if you are there.

Thank you,
Talia`,
};

const vbPipeHeader: Original = {
  from: "Renata Osei <renata.osei28@gmail.com>",
  to: "rdelacroix@harborview.edu",
  date: "2026-10-27 16:02:00 -05:00",
  subject: "Renata Osei | 2028 | MB",
  text: `Renata Osei | Class of 2028 | Middle Blocker | 6'1"

Coach Delacroix,

I'm a junior over at Cedar Ridge High School in Owasso, Oklahoma, and I play my club ball with Tulsa Elevation 17 Black. This past season I led our team in blocks per set (1.4) and I have been working a lot on my slide. My approach touch is 10'2".

I carry a 3.6 GPA and want to study kinesiology. Harborview is high on my list because of the program and the coast!

Our next tournament is the Sooner Smash in Oklahoma City, Jan 9-11 - court assignments come out the week before.

Film: https://www.youtube.com/watch?v=Rq4Ts0vLm2A

Renata Osei
918-555-0119`,
};

const softballRunOn: Original = {
  from: "Jaz Ruelas <jazruelas.c29@icloud.com>",
  to: "ipascual@mesquitevalley.edu",
  date: "2026-11-09 22:17:00 -07:00",
  subject: "hi coach",
  text: `hi coach pascual!! this is jazmin ruelas (everyone calls me jaz) im a 2029 catcher and i can play 3rd too. im out of Las Cruces, NM and i play for Desert Heat Gold 16U and for Mayfield High School on varsity as a sophomore. i saw you at the tourney in albuquerque last weekend and i really want to come to your camp in january. my pop time is 1.98 and i hit .412 this fall. heres my video hudl.com/video/3/20118877/7b2c9d0e1f3a4b5c6d7e8f90 and my cell is 575 555 0128 thank you so much!!

Sent from my iPhone`,
};

const swimmerLetter: Original = {
  from: "Quinn Halloway <qhalloway.swims@yahoo.com>",
  to: "mybarra@tidewaterstate.edu",
  date: "2026-10-19 19:30:00 -07:00",
  subject: "Prospective swimmer - Class of 2028 - distance free / IM",
  text: `Dear Coach Ybarra,

I hope your fall training is going well. My name is Quinn Halloway and I am a junior distance freestyler and IMer. I'm writing because Tidewater State's mix of a strong distance group and a marine biology major is exactly what I am looking for.

A little about me. Hometown is Bend, Oregon, where I go to Summit Ridge High School. I train year-round with Cascade Aquatic Club under Coach Feld, about 9 practices a week. My best times (SCY):

500 free  4:58.31
1000 free  10:21.07
400 IM  4:29.88
200 fly  2:06.45

I'm 5'9" and my GPA is 3.77 unweighted (4.10 weighted). I plan to swim the Winter Juniors cut in December.

Race video from sectionals: https://youtu.be/Hx8Wq2nTz5c

Thank you for your time, and I would love to set up a call whenever works for you.

Sincerely,
Quinn Halloway
(541) 555-0176
qhalloway.swims@yahoo.com`,
};

const laxDotLeaders: Original = {
  from: "Eleanor Pryce <nellpryce2027@gmail.com>",
  to: "gashworth@kestrelpoint.edu",
  date: "2026-11-01 11:05:00 -04:00",
  subject: "Class of 2027 midfielder — Chesapeake Crush",
  text: `Coach Ashworth,

Eleanor Pryce here. I'm a 2027 midfielder and take most of our draws, and I'd love to be on your radar for the spring.

Home town ..... Annapolis, MD
School ........ Broadneck High School
Club .......... Chesapeake Crush 2027 Navy
GPA ........... 3.45 (weighted 3.9)
Height ........ 5'7"
Cell .......... 410-555-0182

Crush plays at the Naptown Winter Classic Dec 5-6 and at Hopkins in January. Two clips from this fall, highlights first, then a full half:

https://www.hudl.com/video/3/30022118/9e8d7c6b5a4f3e2d1c0b9a88
https://www.hudl.com/video/3/30022118/1f2e3d4c5b6a79880716253a

Thanks,
Eleanor (Nell) Pryce`,
};

const basketballPipeTable: Original = {
  from: "Maya Thibodeaux <mthibodeaux28@gmail.com>",
  to: "dkessler@prairiehollow.edu",
  date: "2026-11-05 21:12:00 -06:00",
  subject: "Maya Thibodeaux - 2028 PG",
  text: `Name | Class | Position | Height
Maya Thibodeaux | 2028 | Point Guard | 5'8"

AAU: Bayou Elite 16U (3SSB circuit)
HS: St. Amant High School, Gonzales, LA
GPA: 3.3
Stats (sophomore season): 14.2 ppg, 6.1 apg, 2.8 spg

Hi Coach Kessler, I'm Maya and I wanted to introduce myself. I run the point for St. Amant and for Bayou Elite. I love how your teams push the pace and I think I'd fit. Film from our last tournament in Memphis is here: https://www.youtube.com/watch?v=Bb4Pq9Xz1Tk

My mom's cell is 225-555-0171 (Danielle) and mine is 225-555-0143.

Thank you!
Maya`,
};

const coachReplyToSienna: Original = {
  from: "Remy Delacroix <rdelacroix@harborview.edu>",
  to: "Sienna Kowalski-Reyes <siennakr.vb@gmail.com>",
  date: "2026-10-20 09:12:00 -04:00",
  subject: "Re: Harborview summer camp",
  text: `Hi Sienna, thanks for your note. Our camp dates are posted at harborviewvb.com/camps. Keep us posted on your club season.

Coach Delacroix
757-555-0145`,
};

const siennaUpdateBody = compose(
  `Hi Coach,

Thanks for getting back to me so fast! Some updates since I wrote in September: I measured 5'10.5" at our club physical, I moved from DS to outside for my 17s season, and I switched clubs - I'm now with Coastal Storm VBC 17 Elite out of Virginia Beach. Still at Kellam High School, still a 3.95 GPA.

Updated highlights: https://www.hudl.com/video/3/41127730/2d3e4f5a6b7c8d9e0f1a2b3c

Our first tournament is the Chesapeake Bay Challenge on December 13. I'm #11.

Sienna Kowalski-Reyes
Class of 2027 | OH
757-555-0107`,
  quotedReply("gmail", coachReplyToSienna),
  "gmail",
);

const vbUpdateReply: Original = {
  from: "Sienna Kowalski-Reyes <siennakr.vb@gmail.com>",
  to: "Remy Delacroix <rdelacroix@harborview.edu>",
  date: "2026-11-02 18:44:00 -05:00",
  subject: "Re: Harborview summer camp",
  ...siennaUpdateBody,
};

const throwerMarks: Original = {
  from: "Brynn Eagleheart <brynn.eagleheart@gmail.com>",
  to: "hgrant@redmesa.edu",
  date: "2026-10-29 07:50:00 -06:00",
  subject: "Thrower - 2028 - shot/disc",
  text: `Coach Grant -

My name is Brynn Eagleheart, I'm a junior thrower out of Rapid City, SD. I throw for Stevens High School and train in the off-season with Black Hills Throws Academy.

PRs:
- Shot put: 41' 6"
- Discus: 128' 2"
- Hammer (club only): 139' 0"

I'm 5'10" and 175 lbs. GPA 3.58. I placed 3rd in the shot at the state AA meet last May.

Video of my series from state: https://vimeo.com/904418822

I'd like to visit campus this spring if possible.

Brynn Eagleheart
605-555-0124`,
};

const fieldHockeySpanish: Original = {
  from: "Valentina Ferreyra <valen.ferreyra.hockey@gmail.com>",
  to: "gashworth@kestrelpoint.edu",
  date: "2026-10-22 15:20:00 -03:00",
  subject: "Jugadora de hockey - Valentina Ferreyra (2027)",
  text: `Estimado entrenador Ashworth:

Me llamo Valentina Ferreyra, tengo 17 años y vivo en Rosario, Argentina. Juego al hockey sobre césped como volante en el Club Atlético Fisherton, en la primera división juvenil, y termino el secundario en el Colegio San Bartolomé en diciembre de 2027.

Mido 1,65 m. Mi promedio es 8,9 sobre 10. Estoy preparando el TOEFL para marzo.

Les dejo mi video: https://www.youtube.com/watch?v=Vf7HcK2pLq0

Mi WhatsApp: +54 9 341 555 0139

Muchas gracias,
Valentina Ferreyra`,
};

const pitcherSheet: Original = {
  from: "Addison Vrabel <addyvrabel.p@gmail.com>",
  to: "ipascual@mesquitevalley.edu",
  date: "2026-11-11 06:58:00 -06:00",
  subject: "2028 RHP | Texas Bombers Gold 16U - Navarro | Katy, TX",
  text: `ADDISON VRABEL
2028 · RHP / 1B · 5'11"
Texas Bombers Gold 16U - Navarro
Katy Tompkins High School · Katy, TX
4.0 GPA (unweighted) · NHS

Pitch | Speed
Fastball | 61-63
Drop | 57
Change | 48
Rise | 59

Fall stats: 42 IP, 1.84 ERA, 71 K

Coach Pascual,
I'll be pitching at the Houston Fall Finale this weekend (Sat 10:30, field 4). I'd love for you to see a bullpen if you're there. Spin rate video: https://youtu.be/Pt9Rr3sVb1w

Addison
281-555-0149`,
};

const liberoTableHtml = `<p>Hello Coach Delacroix,</p>
<p>Please find my player profile below. I am a libero for Triangle Juniors 15 Royal and a sophomore at Green Hope Valley High School.</p>
<table border="1" cellpadding="4" style="border-collapse:collapse;font-family:Arial">
<tr><th align="left">Name</th><td>Priya Raman</td></tr>
<tr><th align="left">Grad Year</th><td>2029</td></tr>
<tr><th align="left">Position</th><td>Libero / DS</td></tr>
<tr><th align="left">Height</th><td>5'4"</td></tr>
<tr><th align="left">Club</th><td>Triangle Juniors 15 Royal</td></tr>
<tr><th align="left">High School</th><td>Green Hope Valley High School</td></tr>
<tr><th align="left">City/State</th><td>Cary, NC</td></tr>
<tr><th align="left">GPA</th><td>4.0 UW / 4.5 W</td></tr>
<tr><th align="left">Phone</th><td>919-555-0193</td></tr>
<tr><th align="left">Video</th><td><a href="https://www.hudl.com/video/3/55510247/0a9b8c7d6e5f4a3b2c1d0e9f">Priya Raman - Fall Highlights</a></td></tr>
</table>
<p>Thank you!<br>Priya</p>`;

const liberoTable: Original = {
  from: "Priya Raman <priya.raman.libero@outlook.com>",
  to: "rdelacroix@harborview.edu",
  date: "2026-11-07 13:15:00 -05:00",
  subject: "Libero - Class of 2029 - Priya Raman",
  text: "Please find my player profile below.",
  html: liberoTableHtml,
};

const golfer: Original = {
  from: "Lucy Tran <lucytrangolf@gmail.com>",
  to: "cabbott@brightwater.edu",
  date: "2026-10-16 17:40:00 -05:00",
  subject: "Junior golfer - 2028 - 73.9 scoring avg",
  text: `Dear Coach Abbott,

I am a junior at Lake Travis Ridge High School in Austin, Texas, and I am very interested in Brightwater's golf program.

Tournament scoring average: 73.9 (last 12 rounds)
Best 18: 68 (Hill Country Junior Classic, June 2026)
Handicap index: +1.2
GPA: 3.88
Class: 2028

I play AJGA and state junior tour events. My swing video is on YouTube: https://www.youtube.com/shorts/Gl3fT8kQw2s

I'm 5'5".

Best regards,
Lucy Tran
512-555-0115`,
};

const rugbyHomeLine: Original = {
  from: "Keira Fonoti <kfonoti2028@gmail.com>",
  to: "wmahuika@kestrelpoint.edu",
  date: "2026-11-04 19:03:00 -08:00",
  subject: "Rugby recruit - Keira Fonoti - flanker/no. 8",
  text: `Hello Coach Mahuika!

I'm Keira Fonoti, class of 2028, and I play flanker and sometimes No. 8.

Home: Sacramento, California
School: Rio Americano Heights High School
Club: Sacramento Valkyries U18 Girls (15s and 7s)
Height/weight: 5'9", 165
GPA: 3.2

I was selected for the NorCal U18 regional camp in October. Highlight tape: https://www.youtube.com/watch?v=Kf0Ny8Rg2Wq

Please let me know if you'll be at the Las Vegas Invitational in March.

Keira
916-555-0188`,
};

const tennisBelgian: Original = {
  from: "Anouk Verstraeten <anouk.verstraeten@telenet.be>",
  to: "cabbott@brightwater.edu",
  date: "2026-10-12 21:10:00 +02:00",
  subject: "Tennis - Fall 2027 entry - Anouk Verstraeten (UTR 9.4)",
  text: `Dear Coach Abbott,

My name is Anouk Verstraeten and I am a Belgian tennis player from Ghent. I will finish secondary school at Sint-Barbaracollege in June 2027 and I would like to play college tennis in the United States from fall 2027.

- UTR: 9.4 (singles), 8.7 (doubles)
- ITF junior ranking: 612
- Club: TC Gentbrugge, coached by Pieter Maes
- Height: 1,72 m
- Grades: 15/20 average

Match video (full set vs. a UTR 10 player): https://www.youtube.com/watch?v=An0kV9Tq4Lb

I am available for a video call any evening (Belgian time).

Kind regards,
Anouk Verstraeten
+32 470 55 01 66`,
};

const vbTwoLiner: Original = {
  from: "Kiara Bell <kiarabell.vb@icloud.com>",
  to: "rdelacroix@harborview.edu",
  date: "2026-11-12 23:40:00 -06:00",
  subject: "2028 OH",
  text: `Coach, Kiara Bell here - 2028 OH, 5'11, Houston Skyline 16 Royal, Clear Lake Park HS. hudl.com/video/3/61230045/4d5e6f7a8b9c0d1e2f3a4b5c
cell 281 555 0102 thank you!`,
};

const softballHalfTemplate: Original = {
  from: "Rylee Santangelo <ryleesantangelo.of@gmail.com>",
  to: "ipascual@mesquitevalley.edu",
  date: "2026-10-30 12:00:00 -05:00",
  subject: "Rylee Santangelo - 2028 Outfielder - Texas Glory 16U Shepherd",
  text: `Dear Coach {{coach_last_name}},

My name is Rylee Santangelo and I am a 2028 outfielder for Texas Glory 16U Shepherd. I attend Flower Mound Ridge High School in Flower Mound, TX. I am very interested in [School Name] and your softball program because of its [academic program] and competitive conference.

Academics: GPA [insert GPA], planning to study biology.
Athletics: CF/LF, bats left, throws right, home to first 2.71.

Upcoming events:
- Triple Crown Sparkler, [dates], [field]
- Texas Glory Winter Showcase, Jan 16-17

Video: https://www.youtube.com/watch?v=Rs3Tg8Lq2Wn

Thank you,
Rylee Santangelo
817-555-0157
ryleesantangelo.of@gmail.com`,
};

// ---------------------------------------------------------------------------------------------------------------
// Parents, club and high-school coaches, an instructor
// ---------------------------------------------------------------------------------------------------------------

const parentTwins: Original = {
  from: "Denise Marchetti <dmarchetti.home@comcast.net>",
  to: "rdelacroix@harborview.edu",
  date: "2026-11-08 09:26:00 -05:00",
  subject: "Ava & Chloe Marchetti, 2028",
  text: `Coach Delacroix,

I'm the mom of twins, Ava and Chloe Marchetti, juniors at Hanover Mill High School in Mechanicsville, VA. Both play for Richmond Elite 17 Gold.

Ava is our setter, 5'9", 3.81 GPA. Email ava.marchetti28@gmail.com, cell 804-555-0134.
Chloe plays right side, 6'0", 3.67 GPA. Email chloe.marchetti28@gmail.com, cell 804-555-0135.

They'd love to play together in college but know that might not happen! Their combined highlight reel: https://www.hudl.com/video/3/60021455/5c6d7e8f9a0b1c2d3e4f5a6b and Ava's solo video: https://youtu.be/Am8Tw3Xc5Rj

We will be at the Capital Hill Classic in January.

Thank you,
Denise Marchetti
804-555-0130`,
};

const fatherLetter: Original = {
  from: "Greg Lindqvist <glindqvist@lindqvistplumbing.com>",
  to: "ipascual@mesquitevalley.edu",
  date: "2026-11-02 13:33:00 -07:00",
  subject: "My daughter Harper - 2028 SS/2B",
  text: `Coach Pascual,

Good afternoon. I know you get a lot of these so I'll keep it short-ish. My daughter Harper is a 2028 middle infielder (SS, can play 2B) who plays her travel ball with Arizona Firecrackers Premier 16U and her high school ball at Hamilton Crest High School. We live in Chandler, AZ.

She is 5'6", bats right, throws right. Sophomore season at Hamilton Crest she hit .389 with 11 doubles and had 4 errors all year at short. Her GPA is 3.71 and she wants to study nursing.

Her email is harperlindqvist@gmail.com and her cell is 480-555-0186. Mine is below. Her skills video (fielding, hitting off the machine and live) is https://www.youtube.com/watch?v=Hl2Sv6Qn9Pd

Firecrackers will be at the Desert Classic in Scottsdale Nov 20-22, pool play at Rio Vista.

Respectfully,
Greg Lindqvist
Lindqvist Plumbing & Heating
480-555-0180`,
};

const motherSpanish: Original = {
  from: "Rocío Almanza <rocio.almanza71@hotmail.com>",
  to: "nokafor@brightwater.edu",
  date: "2026-10-25 18:05:00 -05:00",
  subject: "Mi hija Ximena - portera 2028",
  text: `Buenas tardes Coach Okafor,

Le escribo para presentarle a mi hija, Ximena Almanza Duarte. Ella es portera (goalkeeper) en el equipo Trinity Sol SC 09/10 ECNL-RL y estudia en Lakewood Heights High School aquí en Dallas, TX. Se gradúa en 2028.

Mide 5'8" y tiene un promedio de 3.9. Su correo es ximena.almanza09@gmail.com y su celular 214-555-0174.

Video de sus atajadas: https://www.hudl.com/video/3/71102938/8f7e6d5c4b3a29180f7e6d5c

Gracias por su tiempo,
Rocío Almanza
214-555-0170`,
};

const clubDirectorFour: Original = {
  from: "Tamsin Whitcombe <tamsin@northcoastjuniors.org>",
  to: "rdelacroix@harborview.edu",
  date: "2026-11-10 08:15:00 -05:00",
  subject: "North Coast Juniors 17 Elite - four to watch in December",
  text: `Coach Delacroix,

I direct North Coast Juniors in Virginia Beach. Our 17 Elite team has four players still open in their recruiting who I think fit what Harborview does. All four will be at the Chesapeake Bay Challenge (Dec 13-14, we start on court 9).

1) Mackenna Doyle - 2027 - OH - 6'0" - First Colonial Bay High School - 3.7 GPA - mdoyle27@gmail.com
   Six-rotation pin, our best passer.
2) Joelle Baptiste - 2027 - MB - 6'2" - Ocean Lakes Academy - 3.4 GPA - joellebaptiste.vb@gmail.com
   Quick off the ground, 1.2 blocks/set.
3) Hannah Sorensen - 2028 - S - 5'10" - Cox Landing High School - 4.0 GPA - hannah.sorensen28@gmail.com
   Runs a fast 5-1, very good hands.
4) Tia Langford - 2027 - L/DS - 5'5" - Kempsville Grove High School - 3.9 GPA - tialangford7@gmail.com
   Our libero, serves a tough float.

Film for any of them on request. Happy to set up calls with the players or their families.

Tamsin Whitcombe
Club Director, North Coast Juniors 17 Elite program
757-555-0190`,
};

const sandstormTableHtml = `<p>Coach Pascual,</p>
<p>Three of my Sandstorm Fastpitch 18U Gold kids are still uncommitted and I think each of them can play for you. Details below, all three will be at the MLK tournament in Las Cruces.</p>
<table border="1" cellpadding="3" style="border-collapse:collapse">
<tr style="background:#f4b400"><th>Name</th><th>Grad</th><th>Pos</th><th>Ht</th><th>High School</th><th>GPA</th><th>Email</th></tr>
<tr><td>Bianca Ochoa</td><td>2027</td><td>LHP/OF</td><td>5'7"</td><td>Eastwood Mesa High School</td><td>3.5</td><td><a href="mailto:biancaochoa27@gmail.com">biancaochoa27@gmail.com</a></td></tr>
<tr><td>Kenzie Harlan</td><td>2027</td><td>C</td><td>5'5"</td><td>Franklin Peak High School</td><td>3.92</td><td><a href="mailto:kenzieharlan.c@gmail.com">kenzieharlan.c@gmail.com</a></td></tr>
<tr><td>Noor Haddad</td><td>2028</td><td>SS</td><td>5'6"</td><td>Coronado Hills High School</td><td>4.1</td><td><a href="mailto:noorhaddad28@gmail.com">noorhaddad28@gmail.com</a></td></tr>
</table>
<p>Ray Dominguez<br>Head Coach, Sandstorm Fastpitch 18U Gold<br>915-555-0191</p>`;

const clubTableThree: Original = {
  from: "Ray Dominguez <rdominguez@sandstormfastpitch.com>",
  to: "ipascual@mesquitevalley.edu",
  date: "2026-11-06 10:02:00 -07:00",
  subject: "Sandstorm 18U uncommitted - 3 for your list",
  text: "Three of my Sandstorm Fastpitch 18U Gold kids are still uncommitted.",
  html: sandstormTableHtml,
};

const soccerClubTwoParagraphs: Original = {
  from: "Declan Rourke <drourke@riverbendunited.org>",
  to: "nokafor@brightwater.edu",
  date: "2026-11-13 14:48:00 -08:00",
  subject: "Two Riverbend United 2008 girls for Brightwater",
  text: `Hi Nkechi,

Good to see you at Surf Cup. As promised, two of my 2008s who I think could help you.

Imogen Farrow is a center back, class of 2027, 5'10", and reads the game as well as anybody I've coached. She's a senior at Conejo Ridge High School in Thousand Oaks, CA, with a 3.85. Her email is imogen.farrow@gmail.com. Highlights: https://www.youtube.com/watch?v=If4Cb7Mw2Zs

Sofia Brennan-Oduya is an outside back / winger, class of 2027, 5'4", left footed, very quick. She goes to Lindero Christian School in Westlake Village, CA, 3.5 GPA. sofia.brennanoduya@gmail.com. Highlights: https://www.youtube.com/watch?v=Sb2Ow8Nq1Rt

Both play for me on Riverbend United 08 ECNL. Let me know if you want to talk or see them at Playoffs.

Declan Rourke
Director of Coaching, Riverbend United SC
805-555-0127`,
};

const beachClubOne: Original = {
  from: "Marco Ilić <marco@sandpipersbeach.com>",
  to: "rdelacroix@harborview.edu",
  date: "2026-10-31 10:10:00 -04:00",
  subject: "Beach - Lena Hoffmeister",
  text: `Remy,

Quick one. Lena Hoffmeister (2028) is the best young defender in our program. 5'7", reads hitters early, great setter for her blocker. Plays indoor at Landstown Bay High School and trains beach with us at Sandpipers Beach Club year-round. 3.9 student.

She's at lenahoffmeister28@gmail.com, 757-555-0152. The national 16U rankings have her at #14 with her partner.

Marco Ilić
Sandpipers Beach Club | 757-555-0150`,
};

const hsBasketballDisclaimer: Original = {
  from: "Darnell Whitby <dwhitby@millbrookisd.org>",
  to: "dkessler@prairiehollow.edu",
  date: "2026-11-03 15:35:00 -06:00",
  subject: "Senior guard - Aaliyah Summers",
  text: `Coach Kessler,

I coach the girls at Millbrook Central High School in Millbrook, Alabama and wanted to put one of mine in front of you. Aaliyah Summers is a 2027 shooting guard, 5'10", who averaged 17.8 points for us last year and shot 39% from three. She is a 3.4 student and a great teammate. She plays summer ball with Alabama Lady Stars 17U.

Her cell is 334-555-0161 and email aaliyah.summers27@gmail.com. Game film: https://www.hudl.com/video/3/81004421/3a4b5c6d7e8f90a1b2c3d4e5

Darnell Whitby
Head Girls Basketball Coach
Millbrook Central High School
334-555-0160
________________________________
CONFIDENTIALITY NOTICE: This e-mail and any attachments are intended only for the use of the addressee and may contain information that is privileged or confidential under FERPA. If you are not the intended recipient, please delete it.`,
};

const hsDistanceCoach: Original = {
  from: "Paula Quint <pquint@sheridanhs.org>",
  to: "hgrant@redmesa.edu",
  date: "2026-11-14 16:20:00 -07:00",
  subject: "Distance runner for your list: Wren Castellanos",
  text: `Coach Grant,

Wren Castellanos is the best distance runner I've had at Sheridan Valley High School in 14 years. She's a junior (class of 2028), runs the 1600 in 5:01 and the 3200 in 10:48, and was 6th at the state cross country meet. She's 5'4" and carries a 3.97.

Wren lives in Sheridan, WY and runs summers with the Bighorn Harriers. She's on Athletic.net under her name, and her email is wren.castellanos@gmail.com.

Paula Quint
Head Cross Country & Distance Coach
Sheridan Valley High School
307-555-0125`,
};

const josieOwnNote: Original = {
  from: "Josie Meriwether <josiemeriwether9@gmail.com>",
  to: "gtorrance@severnpointe.org",
  date: "2026-11-08 20:11:00 -05:00",
  subject: "College lax - can you send this to Kestrel Point?",
  text: `Hi Coach T,

Could you forward this to the Kestrel Point coach? Thanks!!

Coach Ashworth - my name is Josie Meriwether, I'm a 2028 attacker at Severn Pointe School in Arnold, MD and I play club with Severn River Blue 2028. I'm 5'5", 3.62 GPA. Fall tape: https://www.hudl.com/video/3/90112233/7e6d5c4b3a2918f7e6d5c4b3
My cell is 443-555-0196.

Josie`,
};

const hsCoachForwardsJosie: Original = {
  from: "Gabe Torrance <gtorrance@severnpointe.org>",
  to: "gashworth@kestrelpoint.edu",
  date: "2026-11-09 07:02:00 -05:00",
  subject: "Fwd: College lax - can you send this to Kestrel Point?",
  ...compose(
    `Coach Ashworth, Josie asked me to pass this along. She's a worker and a great kid - I'd vouch for her.

Gabe Torrance
Girls Lacrosse, Severn Pointe School`,
    forwardedBlock("gmail", josieOwnNote),
    "gmail",
  ),
};

const pitchingInstructor: Original = {
  from: "Lorna Beckett <lorna@strikezonepitching.com>",
  to: "ipascual@mesquitevalley.edu",
  date: "2026-10-21 18:30:00 -07:00",
  subject: "Lefty you should see - Callie Rutherford 2029",
  text: `Ines -

Been giving lessons 20 years and don't write many of these. Callie Rutherford, 2029 lefty from Tucson, AZ. 5'9", 58-60 with a drop that's going to be a problem for people. Plays for Arizona Storm 15U Pelczar and at Sabino Canyon High School (sophomore). Good student, 3.8.

Mom's number is 520-555-0144 if you want to talk to the family; Callie's own is 520-555-0147.

Lorna Beckett
Strike Zone Pitching, Tucson
520-555-0140`,
};

// ---------------------------------------------------------------------------------------------------------------
// Look-alikes that introduce nobody
// ---------------------------------------------------------------------------------------------------------------

const campAdAlumni: Original = {
  from: "Coastal Elite Volleyball Academy <camps@coastaleliteva.example>",
  to: "rdelacroix@harborview.edu",
  date: "2026-11-01 06:00:00 -05:00",
  subject: "WINTER SKILLS CAMP - Jan 3-4 - early bird ends Friday",
  text: `COASTAL ELITE VOLLEYBALL ACADEMY
Winter Skills Camp · Jan 3-4, 2027 · Bayside Field House
Ages 12-18 · $189 early bird

Our alumni are playing everywhere: Grace Whitley (OH, Class of 2025) is now at Tidewater State, Mya Albright (S, 2026) signed with Harborview, and Jordan Pike (MB, 6'2") starts at Old Bay College.

Sessions: passing, serving, setting for setters, arm swing, mental game.
Register: https://coastaleliteva.example/camps/winter
Questions: camps@coastaleliteva.example · 757-555-0199

You are receiving this because you coached at one of our camps. Unsubscribe: https://coastaleliteva.example/u`,
};

const clubNewsletter: Original = {
  from: "Desert Heat Fastpitch <news@desertheatfp.example>",
  to: "ipascual@mesquitevalley.edu",
  date: "2026-11-15 09:00:00 -07:00",
  subject: "Desert Heat Monthly - November",
  text: `DESERT HEAT FASTPITCH - NOVEMBER

Commitments
Congratulations to our newest college commits:
- Marisa Quintero (2027, C, Desert Heat Gold 18U) - Mesa Grande College
- Lily Aragon (2027, SS, Organ Mountain High School) - Sun Basin University
- Tess Villanueva (2028, P) - verbal to Canyon State

Tryouts for 2027 teams: Sunday Dec 6, 10U-14U at 9:00, 16U-18U at 1:00, Apodaca Park.

Fundraiser: the poinsettia sale ends Nov 25. Every team has a goal!

Desert Heat Fastpitch · Las Cruces, NM · 575-555-0120
Manage your subscription: https://desertheatfp.example/prefs`,
};

const resultsPost: Original = {
  from: "Tulsa Elevation Volleyball <info@tulsaelevation.example>",
  to: "rdelacroix@harborview.edu",
  date: "2026-11-16 20:00:00 -06:00",
  subject: "Champions! 16 Red wins the Route 66 Classic",
  text: `What a weekend for Tulsa Elevation!

16 Red went 9-0 to win the Route 66 Classic Open division in Oklahoma City, beating Dallas Skyline 16 Royal in the final 25-21, 23-25, 15-11.

All-tournament team: Brooke Yazzie (OH, 6'0", Class of 2029) and Carmen Lott (S, 2029). Tournament MVP: Brooke Yazzie with 61 kills.

15 Black took silver in the 15 Open. Full results and photos are on our website.

Next up: the Sooner Smash, Jan 9-11.

Tulsa Elevation Volleyball Club · 918-555-0117`,
};

const coachToCoach: Original = {
  from: "Hal Brewster <hbrewster@lakeviewtech.edu>",
  to: "nokafor@brightwater.edu",
  date: "2026-10-28 11:45:00 -05:00",
  subject: "spring scrimmage",
  text: `Nkechi,

Are you still good for April 11 at our place? We can do 2 x 45 plus a 30-minute third for the reserves. We'll be without Hayley Park (senior, center mid, ankle) and probably Rosie Delgado, so we'd like to play a lot of our freshmen.

Kickoff at 1, we'll have athletic training and water. Let me know about your bus and I'll get parking sorted.

Hal Brewster
Head Women's Soccer Coach
Lakeview Tech
(262) 555-0148`,
};

const spiritWearReceipt: Original = {
  from: "Sideline Threads <orders@sidelinethreads.example>",
  to: "rdelacroix@harborview.edu",
  date: "2026-11-06 14:22:00 -05:00",
  subject: "Order #SLT-448120 confirmed",
  text: `Thanks for your order, Remy!

Order #SLT-448120 · placed Nov 6, 2026

1 × Harborview VB Warm-up Jacket, Navy, size L - name on back: HOLT #11 - $64.00
1 × Harborview VB Warm-up Jacket, Navy, size M - name on back: AMARI #4 - $64.00
2 × Team backpack, embroidered - $90.00

Subtotal $218.00 · Shipping $0.00 · Tax $13.08 · Total $231.08

Ships to: Harborview University Athletics, 1 Harbor Way, Norfolk, VA 23501
Questions? 888-555-0111`,
};

const campRegistration: Original = {
  from: "CampForm <noreply@campform.example>",
  to: "gashworth@kestrelpoint.edu",
  date: "2026-11-11 08:31:00 -05:00",
  subject: "New registration: Kestrel Point Winter Lacrosse Clinic",
  text: `New registration received

Event: Kestrel Point Winter Lacrosse Clinic (Jan 10, 2027)
Registration #: 20931

Camper name: Eliza Brandt
Grad year: 2029
Position: Defense
Club team: Maine Moose 2029
Shirt size: YL
Parent/guardian: Carol Brandt · carol.brandt@example.net · 207-555-0184

Amount paid: $125.00 (Visa ending 4418)

View all registrations: https://campform.example/org/kpc-lax/registrations`,
};

const serviceBlast: Original = {
  from: "NextUp Recruiting <scouting@nextuprecruit.example>",
  to: "rdelacroix@harborview.edu",
  date: "2026-11-09 05:30:00 -06:00",
  subject: "5 uncommitted 2027 setters in the Mid-Atlantic",
  text: `Coach, here are five uncommitted 2027 setters our scouts flagged this month:

Kayla Benning · 5'10" · Virginia Juniors 17 Elite · 3.8 GPA
Marisol Ortiz · 5'8" · Blue Ridge VBC 17 Teal · 4.0 GPA
Addie Schultz · 6'0" · Tidewater Tides 17 Black · 3.5 GPA
Hope Nakamura · 5'9" · Capital City 17 Royal · 3.9 GPA
Jenna Ruiz · 5'7" · Palmetto Peak 17 Gold · 3.6 GPA

Full profiles, video and contact details are available to NextUp Pro members. Upgrade today: https://nextuprecruit.example/pro

NextUp Recruiting · Unsubscribe`,
};

const signingDayRecap: Original = {
  from: "Millbrook Central Athletics <athletics@millbrookisd.org>",
  to: "dkessler@prairiehollow.edu",
  date: "2026-11-13 16:00:00 -06:00",
  subject: "Signing Day at Millbrook Central",
  text: `MILLBROOK CENTRAL ATHLETICS

On Wednesday seven of our seniors signed their National Letters of Intent in front of family and friends in the gym:

Tamika Hollis - Basketball - Gulf Coast State
Jade Ferrell - Softball - Riverbend College
Olivia Sapp - Volleyball - Pine Hills University
Ashanti Moore - Track & Field - Delta Valley State

Congratulations to all of them and thank you to their coaches and families!

Booster club meeting: Nov 19, 6:30 pm, library.`,
};

const campPriceQuestion: Original = {
  from: "Jenny Albers <jennyalbers@gmail.com>",
  to: "rdelacroix@harborview.edu",
  date: "2026-11-04 21:55:00 -05:00",
  subject: "January camp question",
  text: `Hi! My girls are 11 and 13 and both want to do your January camp. Is there a sibling discount, and do they need to bring their own ball? Also is lunch included on Saturday?

Thanks so much,
Jenny`,
};

const playerSpotlight: Original = {
  from: "Richmond Elite Volleyball <hello@richmondelitevb.example>",
  to: "rdelacroix@harborview.edu",
  date: "2026-11-14 10:00:00 -05:00",
  subject: "Player Spotlight + December schedule",
  text: `RICHMOND ELITE VOLLEYBALL · THE HUDDLE

PLAYER SPOTLIGHT: Kenna Rios
Kenna is a 16 Blue setter (5'8") in her third season with us. She's a junior at Glen Allen Ridge High School, carries a 3.9, and says her favorite drill is "anything with a scoreboard." Congrats on making the all-region team, Kenna!

DECEMBER
Dec 5: 14s and 15s at the Holiday Bash (Richmond Raceway Complex)
Dec 12-13: 16s and 17s at the Chesapeake Bay Challenge
Dec 20: gym closed

Richmond Elite Volleyball · Unsubscribe`,
};

const stateFinalRecap: Original = {
  from: "Carla Nguyen <carla.nguyen@harborview.edu>",
  to: "rdelacroix@harborview.edu",
  date: "2026-11-16 08:10:00 -05:00",
  subject: "article from the Pilot",
  text: `Saw this in the paper, thought you'd like it.

-- Landstown Bay wins first state title --
Landstown Bay swept Hanover Mill 25-19, 25-22, 25-17 on Saturday for its first Class 6 state championship. Senior outside hitter Lauren Gaither (6'1") had 16 kills and sophomore libero Ally Tran added 22 digs. "We believed all year," coach Melissa Kerr said.

Carla Nguyen
Athletics Communications, Harborview University`,
};

const ownQuestionnaire: Original = {
  from: "Nkechi Okafor <nokafor@brightwater.edu>",
  to: "Brightwater WSOC Staff <wsoc-staff@brightwater.edu>",
  date: "2026-10-15 10:30:00 -05:00",
  subject: "new questionnaire draft",
  text: `Staff - draft of the new prospect questionnaire, send me edits by Friday.

BRIGHTWATER WOMEN'S SOCCER - PROSPECT QUESTIONNAIRE
Name: ______________   Grad year: ______
Position(s): ______________   Height: ______
Club team and age group: ______________
High school: ______________   City/State: ______________
GPA (unweighted): ______   Intended major: ______________
Email: ______________   Cell: ______________
Highlight link: ______________

Nkechi`,
};

const teamTravel: Original = {
  from: "Sam Whitford <swhitford@tidewaterstate.edu>",
  to: "mybarra@tidewaterstate.edu",
  date: "2026-11-10 15:00:00 -05:00",
  subject: "Travel - Bulldog Invite rooming list",
  text: `Marisol,

Rooming list for the Bulldog Invite (Thu-Sat), Hampton Inn Riverside:

Rm 214: Alexis Moreau / Dana Whitlaw
Rm 216: Grace Kim / Olivia Pruitt
Rm 218: Natalie Brooks / Emma Shaw (Emma arrives Fri - 400 IM prelims only)
Rm 220: coaches

Bus leaves the natatorium 1:15 pm Thursday. Per diem envelopes at the front desk.

Sam Whitford
Director of Operations, Tidewater State Swimming & Diving`,
};

export const FIFTH_VOICE: CorpusEntry[] = [
  {
    name: "v5-soccer-athlete-bullets-gmail",
    family: "v5-talia-brandvold",
    tags: ["fwd:gmail", "lang:en", "sport:soccer", "header-block", "events"],
    label: recruiting("athlete", {
      first_name: "Talia", last_name: "Brandvold", grad_year: 2028, positions: ["striker", "attacking mid"], height_inches: 66,
      club_team: "Lakeshore FC ECNL U17", high_school: "Menomonee Falls High School", city: "Menomonee Falls", state: "WI", gpa: 3.92,
      email: "taliabrandvold09@gmail.com", phone: "+14145550137", video_urls: ["https://www.hudl.com/video/3/18844102/6a1f0c2e9b7d4e11a5c3f880"],
    }),
    message: fwd("gmail", OKAFOR, "2026-11-04 07:30:00 -06:00", soccerBullets, { note: "add to the 2028 board" }),
  },
  {
    name: "v5-vb-athlete-pipe-header-outlook-live",
    family: "v5-renata-osei",
    tags: ["fwd:outlook-live", "lang:en", "sport:volleyball", "header-block", "trap:approach-touch"],
    label: recruiting("athlete", {
      first_name: "Renata", last_name: "Osei", grad_year: 2028, positions: ["MB"], height_inches: 73, club_team: "Tulsa Elevation 17 Black",
      high_school: "Cedar Ridge High School", city: "Owasso", state: "OK", gpa: 3.6, email: "renata.osei28@gmail.com", phone: "+19185550119",
      video_urls: ["https://www.youtube.com/watch?v=Rq4Ts0vLm2A"],
    }),
    message: fwd("outlook-live", DELACROIX, "2026-10-28 08:05:00 -04:00", vbPipeHeader),
  },
  {
    name: "v5-softball-athlete-runon-apple-ios",
    family: "v5-jazmin-ruelas",
    tags: ["fwd:apple-ios", "lang:en", "sport:softball", "lower-case", "run-on"],
    label: recruiting("athlete", {
      first_name: "Jazmin", last_name: "Ruelas", grad_year: 2029, positions: ["C", "3B"], club_team: "Desert Heat Gold 16U",
      high_school: "Mayfield High School", city: "Las Cruces", state: "NM", email: "jazruelas.c29@icloud.com", phone: "+15755550128",
      video_urls: ["hudl.com/video/3/20118877/7b2c9d0e1f3a4b5c6d7e8f90"],
    }),
    message: fwd("apple-ios", PASCUAL, "2026-11-10 06:40:00 -07:00", softballRunOn),
  },
  {
    name: "v5-swim-athlete-letter-yahoo",
    family: "v5-quinn-halloway",
    tags: ["fwd:yahoo", "lang:en", "sport:swimming", "events"],
    label: recruiting("athlete", {
      first_name: "Quinn", last_name: "Halloway", grad_year: 2028, positions: ["500 free", "1000 free", "400 im", "200 fly"], height_inches: 69,
      club_team: "Cascade Aquatic Club", high_school: "Summit Ridge High School", city: "Bend", state: "OR", gpa: 3.77,
      email: "qhalloway.swims@yahoo.com", phone: "+15415550176", video_urls: ["https://youtu.be/Hx8Wq2nTz5c"],
    }),
    message: fwd("yahoo", YBARRA, "2026-10-20 09:00:00 -04:00", swimmerLetter, { note: "Distance kid from Oregon, let's call her" }),
  },
  {
    name: "v5-lax-athlete-dot-leaders-thunderbird",
    family: "v5-eleanor-pryce",
    tags: ["fwd:thunderbird", "lang:en", "sport:lacrosse", "header-block", "trap:year-in-club"],
    label: recruiting("athlete", {
      first_name: "Eleanor", last_name: "Pryce", grad_year: 2027, positions: ["midfielder"], height_inches: 67, club_team: "Chesapeake Crush 2027 Navy",
      high_school: "Broadneck High School", city: "Annapolis", state: "MD", gpa: 3.45, email: "nellpryce2027@gmail.com", phone: "+14105550182",
      video_urls: ["https://www.hudl.com/video/3/30022118/9e8d7c6b5a4f3e2d1c0b9a88", "https://www.hudl.com/video/3/30022118/1f2e3d4c5b6a79880716253a"],
    }),
    message: fwd("thunderbird", ASHWORTH, "2026-11-01 19:22:00 -04:00", laxDotLeaders),
  },
  {
    name: "v5-bball-athlete-pipe-table-gmail",
    family: "v5-maya-thibodeaux",
    tags: ["fwd:gmail", "lang:en", "sport:basketball", "header-block", "trap:parent-contact"],
    label: recruiting("athlete", {
      first_name: "Maya", last_name: "Thibodeaux", grad_year: 2028, positions: ["point guard"], height_inches: 68, club_team: "Bayou Elite 16U",
      high_school: "St. Amant High School", city: "Gonzales", state: "LA", gpa: 3.3, email: "mthibodeaux28@gmail.com", phone: "+12255550143",
      video_urls: ["https://www.youtube.com/watch?v=Bb4Pq9Xz1Tk"],
    }),
    message: fwd("gmail", KESSLER, "2026-11-06 08:14:00 -06:00", basketballPipeTable),
  },
  {
    name: "v5-vb-athlete-update-reply-outlook-new",
    family: "v5-sienna-kowalski-reyes",
    tags: ["fwd:outlook-new", "lang:en", "sport:volleyball", "reply", "update", "trap:college-coach-quoted"],
    label: recruiting("athlete", {
      first_name: "Sienna", last_name: "Kowalski-Reyes", grad_year: 2027, positions: ["OH"], height_inches: 70.5, club_team: "Coastal Storm VBC 17 Elite",
      high_school: "Kellam High School", gpa: 3.95, email: "siennakr.vb@gmail.com", phone: "+17575550107",
      video_urls: ["https://www.hudl.com/video/3/41127730/2d3e4f5a6b7c8d9e0f1a2b3c"],
    }),
    message: fwd("outlook-new", DELACROIX, "2026-11-03 07:45:00 -05:00", vbUpdateReply),
  },
  {
    name: "v5-track-thrower-marks-outlook-2019",
    family: "v5-brynn-eagleheart",
    tags: ["fwd:outlook-2019", "lang:en", "sport:track", "events", "trap:marks-like-heights"],
    label: recruiting("athlete", {
      first_name: "Brynn", last_name: "Eagleheart", grad_year: 2028, positions: ["shot put", "discus", "hammer"], height_inches: 70,
      club_team: "Black Hills Throws Academy", high_school: "Stevens High School", city: "Rapid City", state: "SD", gpa: 3.58,
      email: "brynn.eagleheart@gmail.com", phone: "+16055550124", video_urls: ["https://vimeo.com/904418822"],
    }),
    message: fwd("outlook-2019", GRANT, "2026-10-29 10:10:00 -06:00", throwerMarks),
  },
  {
    name: "v5-fh-athlete-spanish-gmail",
    family: "v5-valentina-ferreyra",
    tags: ["fwd:gmail", "lang:es", "sport:field-hockey", "abroad", "metric-height"],
    label: recruiting("athlete", {
      first_name: "Valentina", last_name: "Ferreyra", grad_year: 2027, positions: ["volante"], height_inches: 65, club_team: "Club Atlético Fisherton",
      high_school: "Colegio San Bartolomé", city: "Rosario", email: "valen.ferreyra.hockey@gmail.com", phone: "+5493415550139",
      video_urls: ["https://www.youtube.com/watch?v=Vf7HcK2pLq0"],
    }),
    message: fwd("gmail", ASHWORTH, "2026-10-23 08:00:00 -04:00", fieldHockeySpanish, { note: "Argentine mid, fall 28 entry? Can someone translate the grades" }),
  },
  {
    name: "v5-softball-pitcher-sheet-apple-mac",
    family: "v5-addison-vrabel",
    tags: ["fwd:apple-mac", "lang:en", "sport:softball", "header-block", "pitching-line", "subject-club"],
    label: recruiting("athlete", {
      first_name: "Addison", last_name: "Vrabel", grad_year: 2028, positions: ["P", "1B"], height_inches: 71, club_team: "Texas Bombers Gold 16U - Navarro",
      high_school: "Katy Tompkins High School", city: "Katy", state: "TX", gpa: 4.0, email: "addyvrabel.p@gmail.com", phone: "+12815550149",
      video_urls: ["https://youtu.be/Pt9Rr3sVb1w"],
    }),
    message: fwd("apple-mac", PASCUAL, "2026-11-11 09:30:00 -06:00", pitcherSheet),
  },
  {
    name: "v5-vb-athlete-html-table-gmail",
    family: "v5-priya-raman",
    tags: ["fwd:gmail", "lang:en", "sport:volleyball", "html-only", "html-table"],
    label: recruiting("athlete", {
      first_name: "Priya", last_name: "Raman", grad_year: 2029, positions: ["L/DS"], height_inches: 64, club_team: "Triangle Juniors 15 Royal",
      high_school: "Green Hope Valley High School", city: "Cary", state: "NC", gpa: 4.0, email: "priya.raman.libero@outlook.com", phone: "+19195550193",
      video_urls: ["https://www.hudl.com/video/3/55510247/0a9b8c7d6e5f4a3b2c1d0e9f"],
    }),
    message: fwd("gmail", DELACROIX, "2026-11-07 19:00:00 -05:00", liberoTable, { parts: "html" }),
  },
  {
    name: "v5-golf-athlete-outlook-mac",
    family: "v5-lucy-tran",
    tags: ["fwd:outlook-mac", "lang:en", "sport:golf", "no-position"],
    label: recruiting("athlete", {
      first_name: "Lucy", last_name: "Tran", grad_year: 2028, height_inches: 65, high_school: "Lake Travis Ridge High School", city: "Austin", state: "TX",
      gpa: 3.88, email: "lucytrangolf@gmail.com", phone: "+15125550115", video_urls: ["https://www.youtube.com/shorts/Gl3fT8kQw2s"],
    }),
    message: fwd("outlook-mac", ABBOTT, "2026-10-17 08:20:00 -05:00", golfer),
  },
  {
    name: "v5-rugby-athlete-home-line-gmail",
    family: "v5-keira-fonoti",
    tags: ["fwd:gmail", "lang:en", "sport:rugby", "header-block"],
    label: recruiting("athlete", {
      first_name: "Keira", last_name: "Fonoti", grad_year: 2028, positions: ["flanker", "no. 8"], height_inches: 69, club_team: "Sacramento Valkyries U18 Girls",
      high_school: "Rio Americano Heights High School", city: "Sacramento", state: "CA", gpa: 3.2, email: "kfonoti2028@gmail.com", phone: "+19165550188",
      video_urls: ["https://www.youtube.com/watch?v=Kf0Ny8Rg2Wq"],
    }),
    message: fwd("gmail", MAHUIKA, "2026-11-05 09:15:00 -05:00", rugbyHomeLine, { note: "Back row from Sacramento" }),
  },
  {
    name: "v5-tennis-athlete-belgium-outlook-2013",
    family: "v5-anouk-verstraeten",
    tags: ["fwd:outlook-2013", "lang:en", "sport:tennis", "abroad", "metric-height", "no-position"],
    label: recruiting("athlete", {
      first_name: "Anouk", last_name: "Verstraeten", grad_year: 2027, height_inches: 67.7, club_team: "TC Gentbrugge", high_school: "Sint-Barbaracollege",
      city: "Ghent", email: "anouk.verstraeten@telenet.be", phone: "+32470550166", video_urls: ["https://www.youtube.com/watch?v=An0kV9Tq4Lb"],
    }),
    message: fwd("outlook-2013", ABBOTT, "2026-10-13 07:55:00 -05:00", tennisBelgian),
  },
  {
    name: "v5-vb-athlete-two-lines-apple-ios",
    family: "v5-kiara-bell",
    tags: ["fwd:apple-ios", "lang:en", "sport:volleyball", "very-short"],
    label: recruiting("athlete", {
      first_name: "Kiara", last_name: "Bell", grad_year: 2028, positions: ["OH"], height_inches: 71, club_team: "Houston Skyline 16 Royal",
      high_school: "Clear Lake Park HS", email: "kiarabell.vb@icloud.com", phone: "+12815550102", video_urls: ["hudl.com/video/3/61230045/4d5e6f7a8b9c0d1e2f3a4b5c"],
    }),
    message: fwd("apple-ios", DELACROIX, "2026-11-13 07:10:00 -05:00", vbTwoLiner),
  },
  {
    name: "v5-softball-half-template-yahoo",
    family: "v5-rylee-santangelo",
    tags: ["fwd:yahoo", "lang:en", "sport:softball", "template-placeholders", "events"],
    label: recruiting("athlete", {
      first_name: "Rylee", last_name: "Santangelo", grad_year: 2028, positions: ["OF"], club_team: "Texas Glory 16U Shepherd",
      high_school: "Flower Mound Ridge High School", city: "Flower Mound", state: "TX", email: "ryleesantangelo.of@gmail.com", phone: "+18175550157",
      video_urls: ["https://www.youtube.com/watch?v=Rs3Tg8Lq2Wn"],
    }),
    message: fwd("yahoo", PASCUAL, "2026-10-30 14:00:00 -06:00", softballHalfTemplate),
  },
  {
    name: "v5-parent-twins-gmail",
    family: "v5-parent-denise-marchetti",
    tags: ["fwd:gmail", "lang:en", "sport:volleyball", "multi-athlete", "trap:parent-contact"],
    label: severalAthletes("parent", [
      {
        first_name: "Ava", last_name: "Marchetti", grad_year: 2028, positions: ["S"], height_inches: 69, club_team: "Richmond Elite 17 Gold",
        high_school: "Hanover Mill High School", city: "Mechanicsville", state: "VA", gpa: 3.81, email: "ava.marchetti28@gmail.com", phone: "+18045550134",
        video_urls: ["https://www.hudl.com/video/3/60021455/5c6d7e8f9a0b1c2d3e4f5a6b", "https://youtu.be/Am8Tw3Xc5Rj"],
      },
      {
        first_name: "Chloe", last_name: "Marchetti", grad_year: 2028, positions: ["RS/OPP"], height_inches: 72, club_team: "Richmond Elite 17 Gold",
        high_school: "Hanover Mill High School", city: "Mechanicsville", state: "VA", gpa: 3.67, email: "chloe.marchetti28@gmail.com", phone: "+18045550135",
        video_urls: ["https://www.hudl.com/video/3/60021455/5c6d7e8f9a0b1c2d3e4f5a6b"],
      },
    ]),
    message: fwd("gmail", DELACROIX, "2026-11-08 12:00:00 -05:00", parentTwins),
  },
  {
    name: "v5-parent-father-letter-outlook-live",
    family: "v5-parent-greg-lindqvist",
    tags: ["fwd:outlook-live", "lang:en", "sport:softball", "trap:parent-contact", "events"],
    label: recruiting("parent", {
      first_name: "Harper", last_name: "Lindqvist", grad_year: 2028, positions: ["SS", "2B"], height_inches: 66, club_team: "Arizona Firecrackers Premier 16U",
      high_school: "Hamilton Crest High School", city: "Chandler", state: "AZ", gpa: 3.71, email: "harperlindqvist@gmail.com", phone: "+14805550186",
      video_urls: ["https://www.youtube.com/watch?v=Hl2Sv6Qn9Pd"],
    }),
    message: fwd("outlook-live", PASCUAL, "2026-11-02 16:00:00 -07:00", fatherLetter),
  },
  {
    name: "v5-parent-mother-spanish-outlook-new",
    family: "v5-parent-rocio-almanza",
    tags: ["fwd:outlook-new", "lang:es", "sport:soccer", "trap:parent-contact"],
    label: recruiting("parent", {
      first_name: "Ximena", last_name: "Almanza Duarte", grad_year: 2028, positions: ["goalkeeper"], height_inches: 68, club_team: "Trinity Sol SC 09/10 ECNL-RL",
      high_school: "Lakewood Heights High School", city: "Dallas", state: "TX", gpa: 3.9, email: "ximena.almanza09@gmail.com", phone: "+12145550174",
      video_urls: ["https://www.hudl.com/video/3/71102938/8f7e6d5c4b3a29180f7e6d5c"],
    }),
    message: fwd("outlook-new", OKAFOR, "2026-10-26 08:30:00 -05:00", motherSpanish),
  },
  {
    name: "v5-club-director-four-list-gmail",
    family: "v5-club-north-coast-juniors",
    tags: ["fwd:gmail", "lang:en", "sport:volleyball", "multi-athlete", "trap:club-coach-contact"],
    label: severalAthletes("club_coach", [
      { first_name: "Mackenna", last_name: "Doyle", grad_year: 2027, positions: ["OH"], height_inches: 72, club_team: "North Coast Juniors 17 Elite", high_school: "First Colonial Bay High School", gpa: 3.7, email: "mdoyle27@gmail.com" },
      { first_name: "Joelle", last_name: "Baptiste", grad_year: 2027, positions: ["MB"], height_inches: 74, club_team: "North Coast Juniors 17 Elite", high_school: "Ocean Lakes Academy", gpa: 3.4, email: "joellebaptiste.vb@gmail.com" },
      { first_name: "Hannah", last_name: "Sorensen", grad_year: 2028, positions: ["S"], height_inches: 70, club_team: "North Coast Juniors 17 Elite", high_school: "Cox Landing High School", gpa: 4.0, email: "hannah.sorensen28@gmail.com" },
      { first_name: "Tia", last_name: "Langford", grad_year: 2027, positions: ["L/DS"], height_inches: 65, club_team: "North Coast Juniors 17 Elite", high_school: "Kempsville Grove High School", gpa: 3.9, email: "tialangford7@gmail.com" },
    ]),
    message: fwd("gmail", DELACROIX, "2026-11-10 10:00:00 -05:00", clubDirectorFour, { note: "Doyle and Sorensen for sure" }),
  },
  {
    name: "v5-club-coach-html-table-three-outlook-live",
    family: "v5-club-sandstorm-fastpitch",
    tags: ["fwd:outlook-live", "lang:en", "sport:softball", "multi-athlete", "html-only", "html-table"],
    label: severalAthletes("club_coach", [
      { first_name: "Bianca", last_name: "Ochoa", grad_year: 2027, positions: ["P", "OF"], height_inches: 67, club_team: "Sandstorm Fastpitch 18U Gold", high_school: "Eastwood Mesa High School", gpa: 3.5, email: "biancaochoa27@gmail.com" },
      { first_name: "Kenzie", last_name: "Harlan", grad_year: 2027, positions: ["C"], height_inches: 65, club_team: "Sandstorm Fastpitch 18U Gold", high_school: "Franklin Peak High School", gpa: 3.92, email: "kenzieharlan.c@gmail.com" },
      { first_name: "Noor", last_name: "Haddad", grad_year: 2028, positions: ["SS"], height_inches: 66, club_team: "Sandstorm Fastpitch 18U Gold", high_school: "Coronado Hills High School", gpa: 4.1, email: "noorhaddad28@gmail.com" },
    ]),
    message: fwd("outlook-live", PASCUAL, "2026-11-06 12:30:00 -07:00", clubTableThree, { parts: "html" }),
  },
  {
    name: "v5-club-coach-two-prose-outlook-mac",
    family: "v5-club-riverbend-united",
    tags: ["fwd:outlook-mac", "lang:en", "sport:soccer", "multi-athlete", "trap:year-in-club"],
    label: severalAthletes("club_coach", [
      {
        first_name: "Imogen", last_name: "Farrow", grad_year: 2027, positions: ["center back"], height_inches: 70, club_team: "Riverbend United 08 ECNL",
        high_school: "Conejo Ridge High School", city: "Thousand Oaks", state: "CA", gpa: 3.85, email: "imogen.farrow@gmail.com", video_urls: ["https://www.youtube.com/watch?v=If4Cb7Mw2Zs"],
      },
      {
        first_name: "Sofia", last_name: "Brennan-Oduya", grad_year: 2027, positions: ["outside back", "winger"], height_inches: 64, club_team: "Riverbend United 08 ECNL",
        high_school: "Lindero Christian School", city: "Westlake Village", state: "CA", gpa: 3.5, email: "sofia.brennanoduya@gmail.com", video_urls: ["https://www.youtube.com/watch?v=Sb2Ow8Nq1Rt"],
      },
    ]),
    message: fwd("outlook-mac", OKAFOR, "2026-11-14 07:00:00 -06:00", soccerClubTwoParagraphs),
  },
  {
    name: "v5-club-coach-beach-one-yahoo",
    family: "v5-club-sandpipers-beach",
    tags: ["fwd:yahoo", "lang:en", "sport:beach-volleyball", "very-short", "trap:club-coach-contact"],
    label: recruiting("club_coach", {
      first_name: "Lena", last_name: "Hoffmeister", grad_year: 2028, positions: ["defender"], height_inches: 67, club_team: "Sandpipers Beach Club",
      high_school: "Landstown Bay High School", gpa: 3.9, email: "lenahoffmeister28@gmail.com", phone: "+17575550152",
    }),
    message: fwd("yahoo", DELACROIX, "2026-10-31 12:00:00 -04:00", beachClubOne),
  },
  {
    name: "v5-hs-coach-bball-disclaimer-outlook-live",
    family: "v5-hs-millbrook-central",
    tags: ["fwd:outlook-live", "lang:en", "sport:basketball", "outlook-underscore-disclaimer", "trap:hs-coach-contact"],
    label: recruiting("high_school_coach", {
      first_name: "Aaliyah", last_name: "Summers", grad_year: 2027, positions: ["shooting guard"], height_inches: 70, club_team: "Alabama Lady Stars 17U",
      high_school: "Millbrook Central High School", city: "Millbrook", state: "AL", gpa: 3.4, email: "aaliyah.summers27@gmail.com", phone: "+13345550161",
      video_urls: ["https://www.hudl.com/video/3/81004421/3a4b5c6d7e8f90a1b2c3d4e5"],
    }),
    message: fwd("outlook-live", KESSLER, "2026-11-04 07:20:00 -06:00", hsBasketballDisclaimer),
  },
  {
    name: "v5-hs-coach-distance-runner-gmail",
    family: "v5-hs-sheridan-valley",
    tags: ["fwd:gmail", "lang:en", "sport:track", "events", "no-phone"],
    label: recruiting("high_school_coach", {
      first_name: "Wren", last_name: "Castellanos", grad_year: 2028, positions: ["1600m", "3200m"], height_inches: 64, club_team: "Bighorn Harriers",
      high_school: "Sheridan Valley High School", city: "Sheridan", state: "WY", gpa: 3.97, email: "wren.castellanos@gmail.com",
    }),
    message: fwd("gmail", GRANT, "2026-11-15 08:00:00 -07:00", hsDistanceCoach),
  },
  {
    name: "v5-hs-coach-forwards-athlete-nested-gmail",
    family: "v5-hs-severn-pointe",
    tags: ["fwd:gmail", "lang:en", "sport:lacrosse", "nested", "role:external-forwarder"],
    label: recruiting("high_school_coach", {
      first_name: "Josie", last_name: "Meriwether", grad_year: 2028, positions: ["attacker"], height_inches: 65, club_team: "Severn River Blue 2028",
      high_school: "Severn Pointe School", city: "Arnold", state: "MD", gpa: 3.62, email: "josiemeriwether9@gmail.com", phone: "+14435550196",
      video_urls: ["https://www.hudl.com/video/3/90112233/7e6d5c4b3a2918f7e6d5c4b3"],
    }),
    message: fwd("gmail", ASHWORTH, "2026-11-09 09:40:00 -05:00", hsCoachForwardsJosie),
  },
  {
    name: "v5-instructor-pitching-lefty-thunderbird",
    family: "v5-instructor-strike-zone",
    tags: ["fwd:thunderbird", "lang:en", "sport:softball", "trap:parent-contact"],
    label: recruiting("other", {
      first_name: "Callie", last_name: "Rutherford", grad_year: 2029, positions: ["P"], height_inches: 69, club_team: "Arizona Storm 15U Pelczar",
      high_school: "Sabino Canyon High School", city: "Tucson", state: "AZ", gpa: 3.8, phone: "+15205550147",
    }),
    message: fwd("thunderbird", PASCUAL, "2026-10-22 07:00:00 -07:00", pitchingInstructor),
  },
  {
    name: "v5-nonrec-camp-ad-alumni-direct",
    family: "v5-nonrec-coastal-elite-camps",
    tags: ["not-a-forward", "lang:en", "category:camp-ad", "trap:athletes-named"],
    label: notRecruiting("other"),
    message: original({ ...campAdAlumni, to: DELACROIX.scout }, "bulk", { headers: bulkMailHeaders("https://coastaleliteva.example/u") }),
  },
  {
    name: "v5-nonrec-club-newsletter-commits-direct",
    family: "v5-nonrec-desert-heat-news",
    tags: ["not-a-forward", "lang:en", "category:newsletter", "trap:athletes-named"],
    label: notRecruiting("club_coach"),
    message: original({ ...clubNewsletter, to: PASCUAL.scout }, "bulk", { headers: bulkMailHeaders("https://desertheatfp.example/prefs") }),
  },
  {
    name: "v5-nonrec-club-results-post-gmail",
    family: "v5-nonrec-tulsa-elevation-results",
    tags: ["fwd:gmail", "lang:en", "category:newsletter", "trap:athletes-named"],
    label: notRecruiting("club_coach"),
    message: fwd("gmail", DELACROIX, "2026-11-17 07:00:00 -05:00", resultsPost, { note: "fyi" }),
  },
  {
    name: "v5-nonrec-coach-to-coach-scrimmage-outlook-new",
    family: "v5-nonrec-lakeview-tech",
    tags: ["fwd:outlook-new", "lang:en", "category:event-logistics", "trap:athletes-named"],
    label: notRecruiting("other"),
    message: fwd("outlook-new", OKAFOR, "2026-10-28 13:00:00 -05:00", coachToCoach, { note: "for the spring calendar" }),
  },
  {
    name: "v5-nonrec-spirit-wear-receipt-direct",
    family: "v5-nonrec-sideline-threads",
    tags: ["not-a-forward", "lang:en", "category:receipt"],
    label: notRecruiting("other"),
    message: original({ ...spiritWearReceipt, to: DELACROIX.scout }, "bulk"),
  },
  {
    name: "v5-nonrec-camp-registration-outlook-live",
    family: "v5-nonrec-campform",
    tags: ["fwd:outlook-live", "lang:en", "category:machine-mail", "trap:camper-details"],
    label: notRecruiting("other"),
    message: fwd("outlook-live", ASHWORTH, "2026-11-11 09:00:00 -05:00", campRegistration, { note: "another one for the clinic" }),
  },
  {
    name: "v5-nonrec-service-blast-setters-direct",
    family: "v5-nonrec-nextup-recruiting",
    tags: ["not-a-forward", "lang:en", "category:service-blast", "trap:many-athletes"],
    label: notRecruiting("recruiting_service"),
    message: original({ ...serviceBlast, to: DELACROIX.scout }, "bulk", { headers: bulkMailHeaders("https://nextuprecruit.example/u") }),
  },
  {
    name: "v5-nonrec-hs-signing-day-gmail",
    family: "v5-nonrec-millbrook-athletics",
    tags: ["fwd:gmail", "lang:en", "category:newsletter", "trap:athletes-named"],
    label: notRecruiting("high_school_coach"),
    message: fwd("gmail", KESSLER, "2026-11-13 18:00:00 -06:00", signingDayRecap),
  },
  {
    name: "v5-nonrec-parent-camp-question-apple-ios",
    family: "v5-nonrec-parent-jenny-albers",
    tags: ["fwd:apple-ios", "lang:en", "category:parent-question", "very-short"],
    label: notRecruiting("parent"),
    message: fwd("apple-ios", DELACROIX, "2026-11-05 07:00:00 -05:00", campPriceQuestion, { note: "can you answer her" }),
  },
  {
    name: "v5-nonrec-club-player-spotlight-direct",
    family: "v5-nonrec-richmond-elite-news",
    tags: ["not-a-forward", "lang:en", "category:newsletter", "trap:one-athlete-profiled"],
    label: notRecruiting("club_coach"),
    message: original({ ...playerSpotlight, to: DELACROIX.scout }, "bulk", { headers: bulkMailHeaders("https://richmondelitevb.example/u") }),
  },
  {
    name: "v5-nonrec-state-final-article-outlook-new",
    family: "v5-nonrec-harborview-comms",
    tags: ["fwd:outlook-new", "lang:en", "category:staff", "trap:athletes-named"],
    label: notRecruiting("other"),
    message: fwd("outlook-new", DELACROIX, "2026-11-16 09:00:00 -05:00", stateFinalRecap),
  },
  {
    name: "v5-nonrec-own-questionnaire-draft-gmail",
    family: "v5-nonrec-brightwater-questionnaire",
    tags: ["fwd:gmail", "lang:en", "category:own-template", "template-placeholders"],
    label: notRecruiting("other"),
    message: fwd("gmail", OKAFOR, "2026-10-15 11:00:00 -05:00", ownQuestionnaire),
  },
  {
    name: "v5-nonrec-team-travel-rooming-apple-mac",
    family: "v5-nonrec-tidewater-ops",
    tags: ["fwd:apple-mac", "lang:en", "category:staff", "trap:own-player"],
    label: notRecruiting("other"),
    message: fwd("apple-mac", YBARRA, "2026-11-10 16:00:00 -05:00", teamTravel),
  },
];
