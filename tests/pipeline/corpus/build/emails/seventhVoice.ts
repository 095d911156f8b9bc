/**
 * A seventh tuning author, who read none of the other batches' emails. Its weight is on finding every athlete and
 * her name: emails that introduce several (a club director's bulleted six, a high-school coach's two seniors in two
 * paragraphs, an HTML roster table of four, a mother's two daughters, a club coach's three for the qualifier one
 * per line, a pitching instructor's two pitchers), single athletes whose name sits where a rule may not look (only
 * in the signature, only in the subject and signature with a nickname in the body, "This is …", all lower case,
 * all capitals, particles and apostrophes, "Last, First", a name that is also a word, a father's own name in From
 * and signature with his daughter's only in the body), and look-alikes that name players but introduce nobody.
 */
import { notRecruiting, recruiting, severalAthletes, type CorpusEntry } from "../labels.ts";
import { collegeCoach } from "../people.ts";
import { bulkMailHeaders, compose, forwardedBlock, fwd, original, type Original } from "../wrappers.ts";

const ROSTOVA = collegeCoach("Irina Rostova", "irostova@hollisridge.edu", "irina.rostova.d3v9@scout.inboxscout.app", `Irina Rostova
Head Women's Volleyball Coach
Hollis Ridge University
(802) 555-0111`);

const MARCHAND = collegeCoach("Teddy Marchand", "tmarchand@pinecreststate.edu", "teddy.marchand.h8q2@scout.inboxscout.app", `Teddy Marchand
Recruiting Coordinator | Pinecrest State Softball
o: 479-555-0114`);

const ASHCROFT = collegeCoach("Wilhelmina Ashcroft", "washcroft@larkspur.edu", "wilhelmina.ashcroft.n4t7@scout.inboxscout.app", `Wilhelmina Ashcroft
Head Coach, Women's Soccer
Larkspur College
207.555.0119`);

const PELLETIER = collegeCoach("Roch Pelletier", "rpelletier@larkspur.edu", "roch.pelletier.k6w1@scout.inboxscout.app", `Roch Pelletier
Women's Lacrosse | Larkspur College
207.555.0123`);

// ---------------------------------------------------------------------------------------------------------------
// Several athletes in one email
// ---------------------------------------------------------------------------------------------------------------

const directorSix: Original = {
  from: "Rhonda Stillwater <rstillwater@tidewatervbc.example>",
  to: "irostova@hollisridge.edu",
  date: "2026-11-16 20:40:00 -05:00",
  subject: "Six Tidewater 17s to watch at the Chesapeake Bay Classic",
  text: `Coach Rostova,

Hope your season wrapped up the way you wanted. Our Tidewater 17 Royal and Tidewater 17 Silver teams both play the Chesapeake Bay Classic in Hampton on January 10-11, and I promised a handful of families I would get their daughters in front of you before the schedule posts. None of them has committed.

• Marisa Kettering (Tidewater 17 Royal) - 2027, outside, 6'0", Cox Landing High School, 3.7 GPA, mkettering27@gmail.com
• Tamsin Achebe (Tidewater 17 Royal) - 2027, middle, 6'2", Granby Shores HS, 3.4 GPA
• Paloma Rinaldi (Tidewater 17 Silver) - 2028, setter, 5'9", Ocean Lakes Academy, 4.0 GPA, paloma.rinaldi@icloud.com
• Greer Halloran (Tidewater 17 Silver) - 2028, libero, 5'5", Cox Landing High School
• Ngozi Adeyemi-Park (Tidewater 17 Royal) - 2027, right side, 5'11", First Colonial Ridge HS, 3.9 GPA
• Sunny Vo (Tidewater 17 Silver) - 2028, outside, 5'10", Kellam Point High School, 3.6 GPA

Court assignments come out the Wednesday before. If any of them fits what you need, tell me and I'll send film.

Rhonda Stillwater
Club Director, Tidewater Volleyball Club
757-555-0148`,
};

const hsTwoSeniors: Original = {
  from: "Darnell Whitcomb <dwhitcomb@brazosbend.k12.example>",
  to: "tmarchand@pinecreststate.edu",
  date: "2026-11-09 15:10:00 -06:00",
  subject: "Two Brazos Bend seniors still looking",
  text: `Coach Marchand,

I coach softball at Brazos Bend High School in Richmond, Texas, and I have two seniors who could help a program like yours right away. Both are class of 2027 and neither one has signed anywhere.

Yesenia Carrillo is our shortstop and leadoff hitter. She hit .441 this spring with 31 stolen bases and made two errors all year. She's 5'6" and plays summer ball with Texas Bombers Gold 18U - Ruiz. 3.3 GPA. Her email is ycarrillo27@gmail.com and her cell is 832-555-0163.

Hollis Brandt-Okafor is the other one, a left-handed pitcher. She's 5'11", sits 60-62 with a good drop, and throws her changeup in any count. She carries a 3.85 GPA and pitches for Houston Power 18U in the summer. Her video: https://youtu.be/Hb7Ok2Lp9Qz

Both would love to get to one of your winter camps. Call me anytime.

Coach Darnell Whitcomb
Head Softball Coach, Brazos Bend High School
281-555-0117`,
};

const rosterTableHtml = `<div>Coach Ashcroft,</div>
<div><br></div>
<div>Four of my Cascade Rapids 08G ECNL players asked me to write to you after your staff came to our game in Tacoma. All four are uncommitted and have Larkspur on their lists.</div>
<div><br></div>
<table border="1" cellpadding="4" cellspacing="0" style="border-collapse:collapse">
<thead><tr><th>Player</th><th>Grad</th><th>Position</th><th>Height</th><th>High School</th><th>GPA</th><th>Email</th></tr></thead>
<tbody>
<tr><td>Kiera Dunleavy</td><td>2027</td><td>Forward</td><td>5'7"</td><td>Gig Harbor Point HS</td><td>3.6</td><td><a href="mailto:kiera.dunleavy@gmail.com">kiera.dunleavy@gmail.com</a></td></tr>
<tr><td>Marguerite Osei</td><td>2027</td><td>Center back</td><td>5'10"</td><td>Bellarmine Heights Prep</td><td>3.9</td><td><a href="mailto:mosei2027@gmail.com">mosei2027@gmail.com</a></td></tr>
<tr><td>Anneliese Brandvold</td><td>2028</td><td>Goalkeeper</td><td>5'11"</td><td>Puyallup Crest HS</td><td>3.75</td><td><a href="mailto:abrandvold28@outlook.com">abrandvold28@outlook.com</a></td></tr>
<tr><td>Talia Nakashima</td><td>2028</td><td>Midfielder</td><td>5'4"</td><td>Gig Harbor Point HS</td><td>4.0</td><td><a href="mailto:talia.nakashima@icloud.com">talia.nakashima@icloud.com</a></td></tr>
</tbody>
</table>
<div><br></div>
<div>Our winter schedule is on the club site. Happy to get you film on any of them.</div>
<div><br></div>
<div>Bettina Solberg</div>
<div>Girls Director of Coaching, Cascade Rapids FC</div>
<div>253-555-0152</div>`;

const rosterTable: Original = {
  from: "Bettina Solberg <bsolberg@cascaderapidsfc.example>",
  to: "washcroft@larkspur.edu",
  date: "2026-11-04 18:25:00 -08:00",
  subject: "Cascade Rapids 08G - four for Larkspur",
  text: `Coach Ashcroft,

Four of my Cascade Rapids 08G ECNL players asked me to write to you after your staff came to our game in Tacoma. All four are uncommitted and have Larkspur on their lists.

Player\tGrad\tPosition\tHeight\tHigh School\tGPA\tEmail
Kiera Dunleavy\t2027\tForward\t5'7"\tGig Harbor Point HS\t3.6\tkiera.dunleavy@gmail.com
Marguerite Osei\t2027\tCenter back\t5'10"\tBellarmine Heights Prep\t3.9\tmosei2027@gmail.com
Anneliese Brandvold\t2028\tGoalkeeper\t5'11"\tPuyallup Crest HS\t3.75\tabrandvold28@outlook.com
Talia Nakashima\t2028\tMidfielder\t5'4"\tGig Harbor Point HS\t4.0\ttalia.nakashima@icloud.com

Our winter schedule is on the club site. Happy to get you film on any of them.

Bettina Solberg
Girls Director of Coaching, Cascade Rapids FC
253-555-0152`,
  html: rosterTableHtml,
};

const motherTwoDaughters: Original = {
  from: "Renata Castellanos <renata.castellanos@yahoo.com>",
  to: "irostova@hollisridge.edu",
  date: "2026-11-11 21:55:00 -08:00",
  subject: "Our two girls - Brooke (2027) and Lainey (2029)",
  text: `Hello Coach Rostova,

I'm writing for both of my daughters, who have their hearts set on playing together in college someday, and Hollis Ridge keeps coming up at our dinner table.

Brooke Castellanos is the older one, class of 2027. She's a 5'11" outside hitter for Coast Elite 17-1 and a senior at Mission Hills Prep in Escondido, CA. She has a 3.8 GPA. Her film: https://www.hudl.com/video/3/61044820/b2c3d4e5f6a7b8c9d0e1f2a3 and her email is brookec.vb@gmail.com.

Lainey Castellanos is a freshman at Mission Hills Prep, class of 2029, and sets for Coast Elite 15-2. She's 5'8" already and still growing, 4.0 GPA so far. Her email is laineycastellanos@gmail.com.

I know it's early for Lainey, but we'd be grateful for any camp information for either of them.

Warmly,
Renata Castellanos
760-555-0171 (my cell)`,
};

const qualifierThree: Original = {
  from: "Garrett Nyquist <gnyquist@lonepeakvb.example>",
  to: "irostova@hollisridge.edu",
  date: "2026-11-18 12:15:00 -07:00",
  subject: "3 kids you should see at the Rocky Mountain qualifier",
  text: `Coach,

Three kids of mine you should see at the Rocky Mountain qualifier in Denver next month:

Jolene Marchetti / 2028 / setter / Lone Peak 17 Gold
Ama Owusu / 2028 / middle / Lone Peak 17 Gold
Britta Lindqvist / 2029 / libero / Lone Peak 16 Black

Jolene runs a fast 6-2 and is a 3.9 student. Ama is 6'1" and our best blocker. Britta is the steadiest passer I have coached in years.

We play on court 14 Friday morning. Schedules will be in your coaches' packet.

Garrett Nyquist
Lone Peak Volleyball, 17 Gold head coach
801-555-0138`,
};

const trainerTwoPitchers: Original = {
  from: "Shawna Petrakis <shawna@riseballacademy.example>",
  to: "tmarchand@pinecreststate.edu",
  date: "2026-11-06 09:30:00 -06:00",
  subject: "Two of my pitchers",
  text: `Hi Coach Marchand,

I run Rise Ball Academy, a pitching studio in Lincoln, and two of my students are ones I'd put in front of any college coach.

Reagan Sorensen (2028, RHP) - 5'10", 63-65 mph with a drop, rise and change. Plays for Nebraska Gold 16U Premier and goes to Lincoln Southpoint HS. reagansorensen28@gmail.com
Maddie Kaufusi (2029, LHP) - 5'8", 58-60 with a curve and screw. Plays for Nebraska Gold 15U and goes to Waverly Crest High School.

Both are coachable and both outwork everybody in my building. I'd be glad to set up a bullpen if you're ever through Nebraska.

Shawna Petrakis
Owner/Pitching Instructor, Rise Ball Academy
402-555-0126`,
};

// ---------------------------------------------------------------------------------------------------------------
// One athlete, her name somewhere unusual
// ---------------------------------------------------------------------------------------------------------------

const signatureOnly: Original = {
  from: "kd.vb2028@gmail.com",
  to: "irostova@hollisridge.edu",
  date: "2026-11-13 22:10:00 -06:00",
  subject: "2028 outside hitter - film + schedule",
  text: `Hi Coach Rostova,

I'm a junior outside hitter at Rockport Lakes High School in Rockport, Texas, and I play for Coastal Bend 17 Elite. I'm 6'1" and I have a 3.65 GPA.

We play at the Lone Star Classic in Dallas in February. My film is here: https://www.youtube.com/watch?v=Kd8Rp2Vb6Xs

I would love to hear what you look for in an outside.

Thank you,
Kendall Draper
Class of 2028 | OH
361-555-0184`,
};

const kenzieNickname: Original = {
  from: "kenzieo2028@gmail.com",
  to: "irostova@hollisridge.edu",
  date: "2026-11-20 19:45:00 -07:00",
  subject: "Mackenzie Olafsson | 2028 Setter | Peak Elite 17 Teal",
  text: `Hi Coach!

Kenzie here - I met you at your prospect clinic in August and you told me to keep you posted, so here I am. I'm still setting for Peak Elite 17 Teal and we just moved up to the Open bracket for the season.

Since the clinic I've grown to 5'10" and my jump sets are a lot more consistent. I'm a junior at Fossil Ridge Summit High School in Fort Collins, CO, with a 3.95 GPA.

New setting film: https://www.hudl.com/video/3/70311284/9e8d7c6b5a4f3e2d1c0b9a8f

Thanks for everything at the clinic!

Mackenzie Olafsson
970-555-0166`,
};

const thisIsOpening: Original = {
  from: "Tatum Okereke <tatum.okereke@gmail.com>",
  to: "tmarchand@pinecreststate.edu",
  date: "2026-11-02 17:20:00 -05:00",
  subject: "catcher, class of 2027",
  text: `This is Tatum Okereke, the catcher from Birmingham Thunder 18U Gold who threw out two runners against your camp team in October.

I'm a senior at Hoover Ridge High School in Hoover, AL. I'm 5'7", pop time 1.85, and I hit .389 this summer. My GPA is 3.45.

Catching video: https://youtu.be/To4Kc7Pt2Rw

You can text me at 205-555-0172. Roll Tide to everyone but you, Coach!

Tatum`,
};

const allLowercase: Original = {
  from: "bree holloway <breeholloway09@gmail.com>",
  to: "washcroft@larkspur.edu",
  date: "2026-11-14 23:02:00 -05:00",
  subject: "2029 center mid",
  text: `hi coach ashcroft

im bree holloway, a sophomore center mid at south portland bay high school in south portland, maine. i play club for seacoast united 09 elite and we were at the pre-season showcase where your assistant was sitting by our bench

im 5'5 and my gpa is 3.7. heres some clips from the fall https://www.youtube.com/watch?v=Bh3Cm9Sp2Lt

my cell is 207-555-0181 if you ever want to talk. thank you!!

bree`,
};

const allCapitals: Original = {
  from: "DARCY PEMBERTON <darcypemberton28@yahoo.com>",
  to: "irostova@hollisridge.edu",
  date: "2026-11-08 06:30:00 -06:00",
  subject: "2028 MIDDLE BLOCKER - DARCY PEMBERTON",
  text: `DEAR COACH ROSTOVA,

MY NAME IS DARCY PEMBERTON AND I AM A 2028 MIDDLE BLOCKER FROM CEDAR FALLS, IOWA. I PLAY CLUB FOR IOWA ICE 17 NATIONAL AND HIGH SCHOOL VOLLEYBALL AT CEDAR FALLS NORTHGATE HIGH SCHOOL.

I AM 6'2" AND MY GPA IS 3.5. HERE IS MY FILM: https://www.hudl.com/video/3/58829104/0a1b2c3d4e5f60718293a4b5

THANK YOU FOR YOUR TIME!

DARCY PEMBERTON
319-555-0143`,
};

const deLaCruz: Original = {
  from: "Isabella de la Cruz <isadelacruz2028@gmail.com>",
  to: "tmarchand@pinecreststate.edu",
  date: "2026-11-05 20:00:00 -07:00",
  subject: "2028 catcher/3B from Albuquerque",
  text: `Coach Marchand,

My name is Isabella de la Cruz. I catch and play third base for Sandia Heat 16U Gold and I'm a sophomore at Volcano Vista Crest High School in Albuquerque, NM (class of 2028).

Height 5'6", GPA 3.88. I throw 59 from behind the plate and my pop is 1.92.

Skills video: https://www.youtube.com/watch?v=Id2Lc8Rz5Uq

Would love to come to your January camp.

Isabella de la Cruz
505-555-0158`,
};

const vanDerBerg: Original = {
  from: "Liesl Van der Berg <lieslvdb@outlook.com>",
  to: "irostova@hollisridge.edu",
  date: "2026-11-10 16:12:00 -05:00",
  subject: "Middle blocker, 2027 - still uncommitted",
  text: `Good afternoon Coach Rostova,

I'm Liesl Van der Berg, a 6'3" middle blocker in the class of 2027. I attend Holland Christian Shores High School in Holland, Michigan and play for West Michigan Storm 18 Premier.

My GPA is 3.72. I block with a swing and I'm working on my slide. Highlights: https://www.hudl.com/video/3/66120953/c4d5e6f7a8b9c0d1e2f3a4b5

I'm still uncommitted and I'd welcome the chance to visit.

Respectfully,
Liesl Van der Berg
616-555-0135`,
};

const oNeill: Original = {
  from: "Niamh O'Neill <niamh.oneill27@gmail.com>",
  to: "rpelletier@larkspur.edu",
  date: "2026-11-03 19:35:00 -05:00",
  subject: "Niamh O'Neill, 2027 midfielder",
  text: `Coach Pelletier,

I'm a 2027 midfielder at Roland Park Heights School in Baltimore, Maryland, and I play club with Charm City Lacrosse 2027 Elite. I draw, I ride hard, and I finished with 38 draw controls this spring.

I'm 5'8" with a 3.91 GPA, and I'd like to study biology.

Fall highlights: https://vimeo.com/901275364

Hope to see Larkspur at the Capital Cup.

Niamh O'Neill
410-555-0129`,
};

const mcAllister: Original = {
  from: "Fiona McAllister <fionamcallister.gk@gmail.com>",
  to: "washcroft@larkspur.edu",
  date: "2026-11-07 11:05:00 -05:00",
  subject: "Goalkeeper - Class of 2028",
  text: `Dear Coach Ashcroft,

My name is Fiona McAllister and I'm a goalkeeper, class of 2028, at Nashua Harbor High School in Nashua, New Hampshire. I play for Bedford Elite 08 Premier.

I'm 5'10" and I have a 3.84 GPA. Last season I kept 9 clean sheets.

Here is my keeper film: https://www.youtube.com/watch?v=Fm5Gk1Cs8Hd

Thank you for considering me.

Fiona McAllister
603-555-0132`,
};

const hyphenated: Original = {
  from: "Camryn Ashby-Tate <camrynashbytate@icloud.com>",
  to: "irostova@hollisridge.edu",
  date: "2026-11-12 07:48:00 -06:00",
  subject: "Libero, 2029",
  text: `Coach Rostova,

Camryn Ashby-Tate here, a 5'4" libero in the class of 2029 from Edmond, Oklahoma. I play for OKC Summit 16 Black and I'm a sophomore at Deer Creek Landing High School. GPA 4.0.

Serve receive is my thing. Passing film: https://www.hudl.com/video/3/74410562/e5f6a7b8c9d0e1f2a3b4c5d6

Thank you!
Camryn Ashby-Tate
405-555-0177`,
};

const autumnRivers: Original = {
  from: "Autumn Rivers <autumnrivers.of@gmail.com>",
  to: "tmarchand@pinecreststate.edu",
  date: "2026-10-30 21:15:00 -05:00",
  subject: "Centerfielder, class of 2028",
  text: `Coach Marchand,

My name is Autumn Rivers and I'm a centerfielder for Oklahoma Rivals 16U - Tate. I go to Broken Arrow Meadows High School in Broken Arrow, OK and I'm in the class of 2028.

I'm 5'7", I run a 2.75 home to first as a lefty slapper, and I have a 3.6 GPA. This fall we played in four tournaments and I hit .412.

Video: https://youtu.be/Ar9Cf4Sl2Tn

Thank you,
Autumn
918-555-0159`,
};

const hopeYoung: Original = {
  from: "Hope Young <hopeyoung.setter@gmail.com>",
  to: "irostova@hollisridge.edu",
  date: "2026-11-17 18:30:00 -05:00",
  subject: "setter - 2029",
  text: `Hi Coach Rostova,

Hope Young
2029 | Setter | 5'9"
Club: Buckeye Elite 16 Red
School: Dublin Glen High School, Dublin, OH
GPA: 3.9
https://www.hudl.com/video/3/81230977/f6a7b8c9d0e1f2a3b4c5d6e7

I hope to visit Hollis Ridge this spring and I would really like to learn more about your program.

Thank you!`,
};

const summerKing: Original = {
  from: "Summer King <summerking2027@outlook.com>",
  to: "washcroft@larkspur.edu",
  date: "2026-11-01 14:00:00 -04:00",
  subject: "Outside back, 2027, Summer King",
  text: `Hello Coach Ashcroft,

This summer I played ECNL nationals with Connecticut FC 08 ECNL as an outside back, and I'm hoping to play at Larkspur. I'm a senior at Glastonbury Heights High School in Glastonbury, CT.

5'6", 3.77 GPA. I'm left-footed and I overlap a lot.

Highlights: https://www.youtube.com/watch?v=Sk7Ob3Lf9Ck

Thank you for your time,
Summer King
860-555-0186`,
};

const fatherOwnName: Original = {
  from: "Hector Quintero <hquintero@sunvalleytile.example>",
  to: "tmarchand@pinecreststate.edu",
  date: "2026-11-04 06:50:00 -07:00",
  subject: "Our daughter - 2028 shortstop",
  text: `Good morning Coach Marchand,

My wife and I wanted to reach out about our daughter, Marisol Quintero. Marisol is a 2028 shortstop for Arizona Hotshots 16U - Mendez and a sophomore at Desert Vista Ridge High School in Phoenix, AZ.

She is 5'5" with a 3.7 GPA, and she's been the starting varsity shortstop since her freshman year. Her skills video is here: https://youtu.be/Mq2Sh8Pd4Lk

Her own email is marisolq2028@gmail.com if you'd like to contact her directly.

Thank you,
Hector Quintero
Sun Valley Tile & Stone
602-555-0151`,
};

const lastCommaFirst: Original = {
  from: "bsutton.sb@gmail.com",
  to: "tmarchand@pinecreststate.edu",
  date: "2026-11-15 13:40:00 -06:00",
  subject: "Recruiting info - 2027 2B/OF",
  text: `Coach Marchand,

Please see my information below. I am very interested in Pinecrest State.

Name: Sutton, Brielle
Grad Year: 2027
Positions: 2B / OF
Height: 5'4"
Travel Team: Lady Demons 18U Premier
High School: Shawnee Ridge HS
Hometown: Shawnee, KS
GPA: 3.92
Cell: 913-555-0164
Video: https://www.youtube.com/watch?v=Bs6Tn2Of8Wq

Thank you!`,
};

const nicknameInQuotes: Original = {
  from: "Pip Strand <pip.strand@gmail.com>",
  to: "rpelletier@larkspur.edu",
  date: "2026-11-19 20:25:00 -05:00",
  subject: "2028 defender interested in Larkspur",
  text: `Coach Pelletier,

My name is Philippa Strand, but everyone calls me Pip. I'm a 2028 defender at Garrison Forest Ridge School in Owings Mills, MD, and I play club for Primetime Lacrosse 2028 Navy.

I'm 5'9" and my GPA is 3.66. Most of my game is on-ball defense and clearing.

Film: https://www.hudl.com/video/3/69123087/a7b8c9d0e1f2a3b4c5d6e7f8

Thanks so much,
Pip
443-555-0117`,
};

const accentQuebec: Original = {
  from: "Zoë Lafontaine <zoe.lafontaine@gmail.com>",
  to: "irostova@hollisridge.edu",
  date: "2026-11-06 19:10:00 -05:00",
  subject: "Opposite from Montréal, class of 2027",
  text: `Hello Coach Rostova,

I'm Zoë Lafontaine, a left-handed opposite from Montréal, QC. I finish CÉGEP in 2027 and I play club for Dynamo Montréal 18U. At school I play for Collège Saint-Rémi.

I'm 6'0" and my average is the equivalent of a 3.5 GPA. My video: https://www.youtube.com/watch?v=Zl4Op7Mt1Qc

I would like to play in the United States and Hollis Ridge is close to home.

Merci!
Zoë Lafontaine
514-555-0145`,
};

const headingOnlyHtml = `<div style="font-family:Georgia,serif">
<h2 style="margin:0">Rowan Ellery</h2>
<div>Class of 2028 &middot; Outside Hitter &middot; 6'0"</div>
<div>Club: Hoosier Heat 17 Gold</div>
<div>Carmel Woods High School &middot; Carmel, IN</div>
<div>GPA 3.8</div>
<div><a href="https://www.hudl.com/video/3/77280416/b8c9d0e1f2a3b4c5d6e7f8a9">Watch my highlights</a></div>
<div><br></div>
<div>Coach Rostova, I'm very interested in Hollis Ridge and would love to come to a home match this spring. Thank you for looking!</div>
</div>`;

const headingOnly: Original = {
  from: "rowan.ellery@icloud.com",
  to: "irostova@hollisridge.edu",
  date: "2026-11-21 10:05:00 -05:00",
  subject: "Recruiting profile",
  text: `Rowan Ellery
Class of 2028 · Outside Hitter · 6'0"
Club: Hoosier Heat 17 Gold
Carmel Woods High School · Carmel, IN
GPA 3.8
Watch my highlights: https://www.hudl.com/video/3/77280416/b8c9d0e1f2a3b4c5d6e7f8a9

Coach Rostova, I'm very interested in Hollis Ridge and would love to come to a home match this spring. Thank you for looking!`,
  html: headingOnlyHtml,
};

const savannahFromSavannah: Original = {
  from: "Savannah Rhodes <savannahrhodes27@gmail.com>",
  to: "washcroft@larkspur.edu",
  date: "2026-11-09 09:45:00 -05:00",
  subject: "Striker, class of 2027",
  text: `Coach Ashcroft,

I'm Savannah Rhodes, a striker from Savannah, Georgia. I'm a senior at Windsor Bluff High School and play for Savannah United 08 Academy.

I'm 5'6" with a 3.5 GPA, and I scored 19 goals in the fall club season.

Goals and assists: https://www.youtube.com/watch?v=Sr2Fw6Gs4Vn

Thank you,
Savannah Rhodes
912-555-0168`,
};

const hsSeniorSentence: Original = {
  from: "Coach Lorraine Fitch <lfitch@millbrooktownship.k12.example>",
  to: "rpelletier@larkspur.edu",
  date: "2026-11-12 14:30:00 -05:00",
  subject: "Attacker for 2027",
  text: `Coach Pelletier,

Senior Delphine Achterberg has been our leading scorer for three seasons, and I think she would be an outstanding fit at Larkspur. She's a 5'7" attacker, class of 2027, with 71 goals and 34 assists this spring, and she plays club for Long Island Yellow Jackets 2027 Blue.

Delphine carries a 3.94 GPA here at Millbrook Township High School in Millbrook, NY. She is unselfish and tough, and she is the first one at practice every day.

Her email is dachterberg27@gmail.com. Her highlight film: https://www.hudl.com/video/3/63390128/c9d0e1f2a3b4c5d6e7f8a9b0

Lorraine Fitch
Head Girls Lacrosse Coach
Millbrook Township High School
845-555-0139`,
};

const saintClair: Original = {
  from: "Adelaide St. Clair <adelaide.stclair@gmail.com>",
  to: "irostova@hollisridge.edu",
  date: "2026-11-03 21:30:00 -06:00",
  subject: "DS/Libero - Adelaide St. Clair - 2028",
  text: `Dear Coach Rostova,

I am writing to express my interest in Hollis Ridge volleyball. I'm a 5'6" defensive specialist, class of 2028, at Baton Rouge Magnolia High School in Baton Rouge, LA. I play club for Red Stick 17 Elite.

GPA: 3.97. I'd like to major in kinesiology.

Defense and serve receive: https://www.hudl.com/video/3/70055218/d0e1f2a3b4c5d6e7f8a9b0c1

Sincerely,
Adelaide St. Clair
225-555-0124`,
};

const shortSurname: Original = {
  from: "Vivian Le <vivianle2029@gmail.com>",
  to: "tmarchand@pinecreststate.edu",
  date: "2026-11-18 20:50:00 -08:00",
  subject: "2029 pitcher/utility",
  text: `Hi Coach Marchand,

Vivian Le, 2029 pitcher and utility player, Garden Grove Orchard High School, Garden Grove, CA. I play for SoCal Athletics 16U - Nguyen.

5'6", 3.98 GPA, 57 mph. I also play second when I'm not pitching.

Pitching video: https://youtu.be/Vl3Pt8Ut5Kq

Thanks!
Vivian
714-555-0175`,
};

const coachForwardsNote: Original = {
  from: "Miguel Arrieta <marrieta@sandiaheat.example>",
  to: "tmarchand@pinecreststate.edu",
  date: "2026-11-14 08:15:00 -07:00",
  subject: "Fwd: Pinecrest State",
  ...compose(
    `Coach - one of my 18U kids asked me to pass this along. She's a grinder and a great teammate. Call me if you want the honest version.

Miguel Arrieta
Sandia Heat 18U Gold, Head Coach
505-555-0188`,
    forwardedBlock("gmail", {
      from: "jo.wilkerson27@gmail.com",
      to: "marrieta@sandiaheat.example",
      date: "2026-11-13 21:40:00 -07:00",
      subject: "Pinecrest State",
      text: `hey coach can you send this to the pinecrest state coach?

2027 LF/1B, Sandia Heat 18U Gold, Rio Rancho Mesa High School, Rio Rancho NM
5'8", 3.4 GPA
video: https://www.youtube.com/watch?v=Jw6Lf2Rr9Mn
cell 505-555-0193

thank you!!
- Jo Wilkerson`,
    }),
    "gmail",
  ),
};

// ---------------------------------------------------------------------------------------------------------------
// Look-alikes: players named, nobody introduced
// ---------------------------------------------------------------------------------------------------------------

const clubWeeklyResults: Original = {
  from: "Harbor City VBC <news@harborcityvbc.example>",
  to: "irostova@hollisridge.edu",
  date: "2026-11-17 08:00:00 -05:00",
  subject: "Harbor City Weekly: 16 Blue takes gold in Richmond",
  text: `HARBOR CITY VBC WEEKLY

Results
16 Blue - 1st of 24 at the Richmond Fall Kickoff (8-1)
17 Blue - 5th of 32 at the Capital Clash
15 Red - 3rd of 16 in Silver bracket

Shout-outs
Kaylin Brooks put down 14 kills in the 16 Blue final.
Dasha Morozova served 11 straight points against Old Dominion Juniors.
Grace Abernethy moved from libero to setter mid-tournament and ran the offense like she'd done it all year.

Reminders
Club fees for December are due on the 1st. Practice is cancelled Thanksgiving week.

Go Harbor City!
Unsubscribe: https://harborcityvbc.example/u`,
};

const showcaseRosterSheet: Original = {
  from: "Great Lakes Showcase <coaches@greatlakesshowcase.example>",
  to: "washcroft@larkspur.edu",
  date: "2026-11-19 10:00:00 -05:00",
  subject: "Coaches' roster sheet - Great Lakes Winter Showcase",
  text: `Coaches,

Here is the roster sheet for the Great Lakes Winter Showcase (Dec 6-7, Ann Arbor). Field assignments follow the roster.

FIELD 3 - Michigan Jaguars 08G
#4 Ella Brandt - 2027 - D
#9 Sofia Marchesi - 2027 - F
#11 Ruby Ostrowski - 2028 - M
#1 Kate Lindholm - 2027 - GK

FIELD 5 - Ohio Premier 09G
#7 Anya Petrov - 2028 - F
#15 Claire Whitby - 2028 - D
#22 Noor Haddad - 2029 - M

Full rosters with contact information are in the coaches' app. Parking is in Lot C.

Great Lakes Showcase staff`,
};

const campAwardsList: Original = {
  from: "Jess Tunney <jtunney@pinecreststate.edu>",
  to: "tmarchand@pinecreststate.edu",
  date: "2026-11-10 17:45:00 -06:00",
  subject: "Fall camp awards - for the website",
  text: `Teddy,

Awards from Saturday's fall camp for the website post. Photos are in the shared folder.

Camp MVP: Jaylee Fortune (Conway, AR)
Best Arm: Kinsley Orr
Hustle Award: Marley Tran and Addison Pruitt
Golden Glove: Riya Desai
Home Run Derby: Cora Lindstrom (7)

82 campers total, 14 from out of state. I'll send the invoice summary Monday.

Jess
Softball Operations`,
};

const commitmentPost: Original = {
  from: "Blue Ridge Fastpitch <info@blueridgefastpitch.example>",
  to: "tmarchand@pinecreststate.edu",
  date: "2026-11-12 12:00:00 -05:00",
  subject: "Congratulations, Odessa Finch!",
  text: `Blue Ridge Fastpitch is proud to announce that Odessa Finch (2027, Blue Ridge 18U - Holt) has verbally committed to play softball at Shenandoah Crest University!

Odessa has been with our program since 10U and has been a three-time all-region pick at Pulaski Valley High School. Thank you to her parents, coaches and teammates for their support.

Go Blue Ridge!

Blue Ridge Fastpitch
Unsubscribe: https://blueridgefastpitch.example/u`,
};

const teamPhotoOrder: Original = {
  from: "Snapshot Sports Photo <orders@snapshotsports.example>",
  to: "washcroft@larkspur.edu",
  date: "2026-11-05 09:12:00 -05:00",
  subject: "Order #48213 confirmed - Larkspur Women's Soccer team photo",
  text: `Thank you for your order!

Order #48213
Larkspur College Women's Soccer - 2026 team photo, 11x14 (qty 30), 8x10 (qty 12)

Caption (please check spelling):
Back row: Haley Dorsett, Mia Kristiansen, Jordan Bell, Priya Chandran, Leah Sommers
Middle row: Ava Lund, Carmen Ruiz, Talia Greene, Nora Fitzpatrick
Front row: Emma Sato, Ruth Okafor, Bailey Cross

Proofs will be ready in 5 business days. Reply to this email with any caption changes.

Snapshot Sports Photo
207-555-0101`,
};

const clubRosterAnnouncement: Original = {
  from: "Lakeshore Juniors <teams@lakeshorejuniors.example>",
  to: "irostova@hollisridge.edu",
  date: "2026-11-22 19:00:00 -06:00",
  subject: "2027 season rosters are final",
  text: `Lakeshore Juniors families and friends,

Tryouts are done and rosters are final. Congratulations to everyone who made a team.

17 Navy (Coach Ferris): Avery Kline, Brooklyn Shaw, Nadia Petrosyan, Riley Gant, Mira Solis, Hannah Voigt, Jayla Coates, Eden Marsh, Sloane Pierce, Tessa Wu

16 Navy (Coach Albright): Lila Forsberg, Kenna Drury, Imani Pruitt, Zoe Hargrove, Paige Okonkwo, Lucy Bremer, Rachel Stein, Nina Alvarez

First practices are the week of December 1. Uniform fittings are on the club calendar.

Lakeshore Juniors Volleyball Club`,
};

const serviceBlastOutfielders: Original = {
  from: "DiamondTrack Recruiting <alerts@diamondtrack.example>",
  to: "tmarchand@pinecreststate.edu",
  date: "2026-11-16 07:00:00 -05:00",
  subject: "4 uncommitted 2028 outfielders in your region",
  text: `Coach Marchand,

These 2028 outfielders match your saved search (OF, 2028, South Central):

1. Harper Vance - CF - Tulsa Elite 16U - 2.8 home to first
2. Kaylee Boudreau - RF - Louisiana Pride 16U - 62 mph arm
3. Jaci Whitlow - LF - Arkansas Sidewinders 16U - .420 avg
4. Reese Montgomery - CF - Texas Charge 16U - 2.7 slapper

View full profiles with video on your DiamondTrack dashboard.

DiamondTrack Recruiting
Manage alerts: https://diamondtrack.example/alerts`,
};

const signingPressRelease: Original = {
  from: "Colby Reinholt <creinholt@larkspur.edu>",
  to: "washcroft@larkspur.edu",
  date: "2026-11-13 15:20:00 -05:00",
  subject: "Draft: signing day release",
  text: `Coach,

Draft of the early signing release below. Quotes are placeholders until you send yours.

LARKSPUR, Maine - Larkspur College women's soccer head coach Wilhelmina Ashcroft announced the signing of four student-athletes to National Letters of Intent on Wednesday.

Nell Hargreaves (Portland, ME / Deering Point HS) - Forward
Isla Moreau (Concord, NH / Concord Hill HS) - Midfielder
Bryn Castellano (Worcester, MA / Doherty Bay HS) - Defender
Tess Abernathy (Burlington, VT / Champlain Ridge HS) - Goalkeeper

"[Quote from Coach Ashcroft]"

Let me know by Friday.

Colby Reinholt
Athletic Communications, Larkspur College`,
};

const teamThankYou: Original = {
  from: "Coach Pam Greaves <pgreaves@westfieldcentral.k12.example>",
  to: "rpelletier@larkspur.edu",
  date: "2026-11-08 16:05:00 -05:00",
  subject: "Thank you from the Westfield Central girls!",
  text: `Coach Pelletier,

Thank you for running the clinic for our team on Saturday. The girls haven't stopped talking about the dodging stations. A few of them wanted to say thanks themselves:

"Thank you for teaching me the face dodge!" - Abby Renner
"The goalie drills were so fun" - Maya Lindgren
"Best Saturday of the fall" - Kate Oduya

We'd love to have you back in the spring if your schedule allows.

Pam Greaves
Girls Lacrosse, Westfield Central High School`,
};

const tournamentCourtSchedule: Original = {
  from: "Rocky Mountain Qualifier <info@rmqualifier.example>",
  to: "irostova@hollisridge.edu",
  date: "2026-11-25 09:00:00 -07:00",
  subject: "College coach court schedule - 17 Open, Friday",
  text: `Court schedule, 17 Open, Friday pool play

Court 12: Lone Peak 17 Gold (Garrett Nyquist), Vision 17 Elite (Tasha Obi), Front Range 17 Black (Dee Hollister)
Court 13: Alpine 17 Adidas (Kurt Sandoval), Wasatch 17 National (Mel Iverson), Summit 17 Mizuno (Paula Reyes-Hunt)
Court 14: Rocky Mountain 17 Nike (Jay Prentice), Colorado Crossroads 17 Gold (Lin Tafoya), High Country 17-1 (Brooke Avila)

College coaches' lounge is in Hall B. Rosters and player cards are in the coaches' packet at check-in.`,
};

const alumniNewsletter: Original = {
  from: "Chesapeake Juniors Alumni <alumni@chesapeakejuniors.example>",
  to: "irostova@hollisridge.edu",
  date: "2026-11-21 11:30:00 -05:00",
  subject: "Where are they now? Chesapeake Juniors alumni in college",
  text: `Chesapeake Juniors Alumni Update - Fall 2026

Our alumni had a great fall in college volleyball:

Jenna Morrissey (2023) - senior libero at Old Harbor College, 400 career digs
Kalani Brooks (2024) - starting middle at Piedmont State
Rosa Gutierrez (2025) - freshman setter at Blue Fen University, conference freshman of the week

Know an alum we missed? Reply and tell us!

Chesapeake Juniors Alumni Committee
Unsubscribe: https://chesapeakejuniors.example/u`,
};

export const SEVENTH_VOICE: readonly CorpusEntry[] = [
  {
    name: "v7-multi-club-director-six-bullets-gmail",
    family: "v7-club-tidewater-director",
    tags: ["fwd:gmail", "lang:en", "sport:volleyball", "multi-athlete", "bulleted-list", "trap:club-coach-contact"],
    label: severalAthletes("club_coach", [
      { first_name: "Marisa", last_name: "Kettering", grad_year: 2027, positions: ["OH"], height_inches: 72, club_team: "Tidewater 17 Royal", high_school: "Cox Landing High School", gpa: 3.7, email: "mkettering27@gmail.com" },
      { first_name: "Tamsin", last_name: "Achebe", grad_year: 2027, positions: ["MB"], height_inches: 74, club_team: "Tidewater 17 Royal", high_school: "Granby Shores HS", gpa: 3.4 },
      { first_name: "Paloma", last_name: "Rinaldi", grad_year: 2028, positions: ["S"], height_inches: 69, club_team: "Tidewater 17 Silver", high_school: "Ocean Lakes Academy", gpa: 4.0, email: "paloma.rinaldi@icloud.com" },
      { first_name: "Greer", last_name: "Halloran", grad_year: 2028, positions: ["L/DS"], height_inches: 65, club_team: "Tidewater 17 Silver", high_school: "Cox Landing High School" },
      { first_name: "Ngozi", last_name: "Adeyemi-Park", grad_year: 2027, positions: ["RS/OPP"], height_inches: 71, club_team: "Tidewater 17 Royal", high_school: "First Colonial Ridge HS", gpa: 3.9 },
      { first_name: "Sunny", last_name: "Vo", grad_year: 2028, positions: ["OH"], height_inches: 70, club_team: "Tidewater 17 Silver", high_school: "Kellam Point High School", gpa: 3.6 },
    ]),
    message: fwd("gmail", ROSTOVA, "2026-11-17 08:30:00 -05:00", directorSix),
  },
  {
    name: "v7-multi-hs-coach-two-seniors-outlook-live",
    family: "v7-hs-brazos-bend",
    tags: ["fwd:outlook-live", "lang:en", "sport:softball", "multi-athlete", "paragraph-per-athlete", "trap:hs-coach-contact"],
    label: severalAthletes("high_school_coach", [
      { first_name: "Yesenia", last_name: "Carrillo", grad_year: 2027, positions: ["SS"], height_inches: 66, club_team: "Texas Bombers Gold 18U - Ruiz", high_school: "Brazos Bend High School", city: "Richmond", state: "TX", gpa: 3.3, email: "ycarrillo27@gmail.com", phone: "+18325550163" },
      { first_name: "Hollis", last_name: "Brandt-Okafor", grad_year: 2027, positions: ["P"], height_inches: 71, club_team: "Houston Power 18U", high_school: "Brazos Bend High School", city: "Richmond", state: "TX", gpa: 3.85, video_urls: ["https://youtu.be/Hb7Ok2Lp9Qz"] },
    ]),
    message: fwd("outlook-live", MARCHAND, "2026-11-10 08:00:00 -06:00", hsTwoSeniors),
  },
  {
    name: "v7-multi-club-roster-table-four-html-only",
    family: "v7-club-cascade-rapids",
    tags: ["fwd:gmail", "lang:en", "sport:soccer", "multi-athlete", "html-table", "html-only"],
    label: severalAthletes("club_coach", [
      { first_name: "Kiera", last_name: "Dunleavy", grad_year: 2027, positions: ["forward"], height_inches: 67, club_team: "Cascade Rapids 08G ECNL", high_school: "Gig Harbor Point HS", gpa: 3.6, email: "kiera.dunleavy@gmail.com" },
      { first_name: "Marguerite", last_name: "Osei", grad_year: 2027, positions: ["center back"], height_inches: 70, club_team: "Cascade Rapids 08G ECNL", high_school: "Bellarmine Heights Prep", gpa: 3.9, email: "mosei2027@gmail.com" },
      { first_name: "Anneliese", last_name: "Brandvold", grad_year: 2028, positions: ["goalkeeper"], height_inches: 71, club_team: "Cascade Rapids 08G ECNL", high_school: "Puyallup Crest HS", gpa: 3.75, email: "abrandvold28@outlook.com" },
      { first_name: "Talia", last_name: "Nakashima", grad_year: 2028, positions: ["midfielder"], height_inches: 64, club_team: "Cascade Rapids 08G ECNL", high_school: "Gig Harbor Point HS", gpa: 4.0, email: "talia.nakashima@icloud.com" },
    ]),
    message: fwd("gmail", ASHCROFT, "2026-11-05 07:30:00 -05:00", rosterTable, { parts: "html" }),
  },
  {
    name: "v7-multi-parent-two-daughters-yahoo",
    family: "v7-parent-renata-castellanos",
    tags: ["fwd:yahoo", "lang:en", "sport:volleyball", "multi-athlete", "sisters", "trap:parent-contact"],
    label: severalAthletes("parent", [
      { first_name: "Brooke", last_name: "Castellanos", grad_year: 2027, positions: ["OH"], height_inches: 71, club_team: "Coast Elite 17-1", high_school: "Mission Hills Prep", city: "Escondido", state: "CA", gpa: 3.8, email: "brookec.vb@gmail.com", video_urls: ["https://www.hudl.com/video/3/61044820/b2c3d4e5f6a7b8c9d0e1f2a3"] },
      { first_name: "Lainey", last_name: "Castellanos", grad_year: 2029, positions: ["S"], height_inches: 68, club_team: "Coast Elite 15-2", high_school: "Mission Hills Prep", gpa: 4.0, email: "laineycastellanos@gmail.com" },
    ]),
    message: fwd("yahoo", ROSTOVA, "2026-11-12 08:00:00 -05:00", motherTwoDaughters),
  },
  {
    name: "v7-multi-club-coach-qualifier-three-apple-mac",
    family: "v7-club-lone-peak",
    tags: ["fwd:apple-mac", "lang:en", "sport:volleyball", "multi-athlete", "slash-lines"],
    label: severalAthletes("club_coach", [
      { first_name: "Jolene", last_name: "Marchetti", grad_year: 2028, positions: ["S"], club_team: "Lone Peak 17 Gold", gpa: 3.9 },
      { first_name: "Ama", last_name: "Owusu", grad_year: 2028, positions: ["MB"], height_inches: 73, club_team: "Lone Peak 17 Gold" },
      { first_name: "Britta", last_name: "Lindqvist", grad_year: 2029, positions: ["L/DS"], club_team: "Lone Peak 16 Black" },
    ]),
    message: fwd("apple-mac", ROSTOVA, "2026-11-18 15:00:00 -05:00", qualifierThree),
  },
  {
    name: "v7-multi-trainer-two-pitchers-outlook-2019",
    family: "v7-trainer-rise-ball",
    tags: ["fwd:outlook-2019", "lang:en", "sport:softball", "multi-athlete", "trainer"],
    label: severalAthletes("other", [
      { first_name: "Reagan", last_name: "Sorensen", grad_year: 2028, positions: ["P"], height_inches: 70, club_team: "Nebraska Gold 16U Premier", high_school: "Lincoln Southpoint HS", email: "reagansorensen28@gmail.com" },
      { first_name: "Maddie", last_name: "Kaufusi", grad_year: 2029, positions: ["P"], height_inches: 68, club_team: "Nebraska Gold 15U", high_school: "Waverly Crest High School" },
    ]),
    message: fwd("outlook-2019", MARCHAND, "2026-11-06 12:00:00 -06:00", trainerTwoPitchers),
  },
  {
    name: "v7-athlete-name-in-signature-only-gmail",
    family: "v7-athlete-kendall-draper",
    tags: ["fwd:gmail", "lang:en", "sport:volleyball", "name:signature-only", "from:bare-address"],
    label: recruiting("athlete", {
      first_name: "Kendall", last_name: "Draper", grad_year: 2028, positions: ["OH"], height_inches: 73, club_team: "Coastal Bend 17 Elite",
      high_school: "Rockport Lakes High School", city: "Rockport", state: "TX", gpa: 3.65, email: "kd.vb2028@gmail.com", phone: "+13615550184",
      video_urls: ["https://www.youtube.com/watch?v=Kd8Rp2Vb6Xs"],
    }),
    message: fwd("gmail", ROSTOVA, "2026-11-14 08:00:00 -05:00", signatureOnly),
  },
  {
    name: "v7-athlete-nickname-body-subject-name-outlook-new",
    family: "v7-athlete-mackenzie-olafsson",
    tags: ["fwd:outlook-new", "lang:en", "sport:volleyball", "name:subject-and-signature", "nickname", "from:bare-address"],
    label: recruiting("athlete", {
      first_name: "Mackenzie", last_name: "Olafsson", grad_year: 2028, positions: ["S"], height_inches: 70, club_team: "Peak Elite 17 Teal",
      high_school: "Fossil Ridge Summit High School", city: "Fort Collins", state: "CO", gpa: 3.95, email: "kenzieo2028@gmail.com", phone: "+19705550166",
      video_urls: ["https://www.hudl.com/video/3/70311284/9e8d7c6b5a4f3e2d1c0b9a8f"],
    }),
    message: fwd("outlook-new", ROSTOVA, "2026-11-21 08:00:00 -05:00", kenzieNickname),
  },
  {
    name: "v7-sb-athlete-this-is-opening-apple-ios",
    family: "v7-athlete-tatum-okereke",
    tags: ["fwd:apple-ios", "lang:en", "sport:softball", "name:this-is"],
    label: recruiting("athlete", {
      first_name: "Tatum", last_name: "Okereke", grad_year: 2027, positions: ["C"], height_inches: 67, club_team: "Birmingham Thunder 18U Gold",
      high_school: "Hoover Ridge High School", city: "Hoover", state: "AL", gpa: 3.45, email: "tatum.okereke@gmail.com", phone: "+12055550172",
      video_urls: ["https://youtu.be/To4Kc7Pt2Rw"],
    }),
    message: fwd("apple-ios", MARCHAND, "2026-11-03 07:00:00 -06:00", thisIsOpening),
  },
  {
    name: "v7-soccer-athlete-all-lowercase-thunderbird",
    family: "v7-athlete-bree-holloway",
    tags: ["fwd:thunderbird", "lang:en", "sport:soccer", "lowercase"],
    label: recruiting("athlete", {
      first_name: "Bree", last_name: "Holloway", grad_year: 2029, positions: ["center mid"], height_inches: 65, club_team: "Seacoast United 09 Elite",
      high_school: "South Portland Bay High School", city: "South Portland", state: "ME", gpa: 3.7, email: "breeholloway09@gmail.com", phone: "+12075550181",
      video_urls: ["https://www.youtube.com/watch?v=Bh3Cm9Sp2Lt"],
    }),
    message: fwd("thunderbird", ASHCROFT, "2026-11-15 08:00:00 -05:00", allLowercase),
  },
  {
    name: "v7-vb-athlete-all-capitals-yahoo",
    family: "v7-athlete-darcy-pemberton",
    tags: ["fwd:yahoo", "lang:en", "sport:volleyball", "all-caps"],
    label: recruiting("athlete", {
      first_name: "Darcy", last_name: "Pemberton", grad_year: 2028, positions: ["MB"], height_inches: 74, club_team: "Iowa Ice 17 National",
      high_school: "Cedar Falls Northgate High School", city: "Cedar Falls", state: "IA", gpa: 3.5, email: "darcypemberton28@yahoo.com", phone: "+13195550143",
      video_urls: ["https://www.hudl.com/video/3/58829104/0a1b2c3d4e5f60718293a4b5"],
    }),
    message: fwd("yahoo", ROSTOVA, "2026-11-08 09:00:00 -05:00", allCapitals),
  },
  {
    name: "v7-sb-athlete-de-la-cruz-gmail",
    family: "v7-athlete-isabella-de-la-cruz",
    tags: ["fwd:gmail", "lang:en", "sport:softball", "name:particle"],
    label: recruiting("athlete", {
      first_name: "Isabella", last_name: "de la Cruz", grad_year: 2028, positions: ["C", "3B"], height_inches: 66, club_team: "Sandia Heat 16U Gold",
      high_school: "Volcano Vista Crest High School", city: "Albuquerque", state: "NM", gpa: 3.88, email: "isadelacruz2028@gmail.com", phone: "+15055550158",
      video_urls: ["https://www.youtube.com/watch?v=Id2Lc8Rz5Uq"],
    }),
    message: fwd("gmail", MARCHAND, "2026-11-06 07:30:00 -06:00", deLaCruz),
  },
  {
    name: "v7-vb-athlete-van-der-berg-outlook-2013",
    family: "v7-athlete-liesl-van-der-berg",
    tags: ["fwd:outlook-2013", "lang:en", "sport:volleyball", "name:particle"],
    label: recruiting("athlete", {
      first_name: "Liesl", last_name: "Van der Berg", grad_year: 2027, positions: ["MB"], height_inches: 75, club_team: "West Michigan Storm 18 Premier",
      high_school: "Holland Christian Shores High School", city: "Holland", state: "MI", gpa: 3.72, email: "lieslvdb@outlook.com", phone: "+16165550135",
      video_urls: ["https://www.hudl.com/video/3/66120953/c4d5e6f7a8b9c0d1e2f3a4b5"],
    }),
    message: fwd("outlook-2013", ROSTOVA, "2026-11-11 08:00:00 -05:00", vanDerBerg),
  },
  {
    name: "v7-lax-athlete-o-neill-gmail",
    family: "v7-athlete-niamh-o-neill",
    tags: ["fwd:gmail", "lang:en", "sport:lacrosse", "name:apostrophe", "name:subject-and-signature"],
    label: recruiting("athlete", {
      first_name: "Niamh", last_name: "O'Neill", grad_year: 2027, positions: ["midfielder"], height_inches: 68, club_team: "Charm City Lacrosse 2027 Elite",
      high_school: "Roland Park Heights School", city: "Baltimore", state: "MD", gpa: 3.91, email: "niamh.oneill27@gmail.com", phone: "+14105550129",
      video_urls: ["https://vimeo.com/901275364"],
    }),
    message: fwd("gmail", PELLETIER, "2026-11-04 08:00:00 -05:00", oNeill),
  },
  {
    name: "v7-soccer-athlete-mcallister-outlook-mac",
    family: "v7-athlete-fiona-mcallister",
    tags: ["fwd:outlook-mac", "lang:en", "sport:soccer", "name:mc"],
    label: recruiting("athlete", {
      first_name: "Fiona", last_name: "McAllister", grad_year: 2028, positions: ["goalkeeper"], height_inches: 70, club_team: "Bedford Elite 08 Premier",
      high_school: "Nashua Harbor High School", city: "Nashua", state: "NH", gpa: 3.84, email: "fionamcallister.gk@gmail.com", phone: "+16035550132",
      video_urls: ["https://www.youtube.com/watch?v=Fm5Gk1Cs8Hd"],
    }),
    message: fwd("outlook-mac", ASHCROFT, "2026-11-07 13:00:00 -05:00", mcAllister),
  },
  {
    name: "v7-vb-athlete-hyphenated-here-opening-apple-ios",
    family: "v7-athlete-camryn-ashby-tate",
    tags: ["fwd:apple-ios", "lang:en", "sport:volleyball", "name:hyphenated", "name:x-here"],
    label: recruiting("athlete", {
      first_name: "Camryn", last_name: "Ashby-Tate", grad_year: 2029, positions: ["L/DS"], height_inches: 64, club_team: "OKC Summit 16 Black",
      high_school: "Deer Creek Landing High School", city: "Edmond", state: "OK", gpa: 4.0, email: "camrynashbytate@icloud.com", phone: "+14055550177",
      video_urls: ["https://www.hudl.com/video/3/74410562/e5f6a7b8c9d0e1f2a3b4c5d6"],
    }),
    message: fwd("apple-ios", ROSTOVA, "2026-11-12 09:00:00 -05:00", hyphenated),
  },
  {
    name: "v7-sb-athlete-autumn-rivers-outlook-live",
    family: "v7-athlete-autumn-rivers",
    tags: ["fwd:outlook-live", "lang:en", "sport:softball", "name:common-word"],
    label: recruiting("athlete", {
      first_name: "Autumn", last_name: "Rivers", grad_year: 2028, positions: ["OF"], height_inches: 67, club_team: "Oklahoma Rivals 16U - Tate",
      high_school: "Broken Arrow Meadows High School", city: "Broken Arrow", state: "OK", gpa: 3.6, email: "autumnrivers.of@gmail.com", phone: "+19185550159",
      video_urls: ["https://youtu.be/Ar9Cf4Sl2Tn"],
    }),
    message: fwd("outlook-live", MARCHAND, "2026-10-31 08:00:00 -05:00", autumnRivers),
  },
  {
    name: "v7-vb-athlete-hope-young-header-gmail-narrow",
    family: "v7-athlete-hope-young",
    tags: ["fwd:gmail-narrow", "lang:en", "sport:volleyball", "name:common-word", "profile-block"],
    label: recruiting("athlete", {
      first_name: "Hope", last_name: "Young", grad_year: 2029, positions: ["S"], height_inches: 69, club_team: "Buckeye Elite 16 Red",
      high_school: "Dublin Glen High School", city: "Dublin", state: "OH", gpa: 3.9, email: "hopeyoung.setter@gmail.com",
      video_urls: ["https://www.hudl.com/video/3/81230977/f6a7b8c9d0e1f2a3b4c5d6e7"],
    }),
    message: fwd("gmail-narrow", ROSTOVA, "2026-11-18 08:00:00 -05:00", hopeYoung),
  },
  {
    name: "v7-soccer-athlete-summer-king-outlook-new-nobar",
    family: "v7-athlete-summer-king",
    tags: ["fwd:outlook-new-nobar", "lang:en", "sport:soccer", "name:common-word"],
    label: recruiting("athlete", {
      first_name: "Summer", last_name: "King", grad_year: 2027, positions: ["outside back"], height_inches: 66, club_team: "Connecticut FC 08 ECNL",
      high_school: "Glastonbury Heights High School", city: "Glastonbury", state: "CT", gpa: 3.77, email: "summerking2027@outlook.com", phone: "+18605550186",
      video_urls: ["https://www.youtube.com/watch?v=Sk7Ob3Lf9Ck"],
    }),
    message: fwd("outlook-new-nobar", ASHCROFT, "2026-11-02 08:00:00 -05:00", summerKing),
  },
  {
    name: "v7-parent-father-own-name-from-outlook-2019",
    family: "v7-parent-hector-quintero",
    tags: ["fwd:outlook-2019", "lang:en", "sport:softball", "trap:parent-name-in-from", "trap:parent-contact"],
    label: recruiting("parent", {
      first_name: "Marisol", last_name: "Quintero", grad_year: 2028, positions: ["SS"], height_inches: 65, club_team: "Arizona Hotshots 16U - Mendez",
      high_school: "Desert Vista Ridge High School", city: "Phoenix", state: "AZ", gpa: 3.7, email: "marisolq2028@gmail.com",
      video_urls: ["https://youtu.be/Mq2Sh8Pd4Lk"],
    }),
    message: fwd("outlook-2019", MARCHAND, "2026-11-04 09:00:00 -06:00", fatherOwnName),
  },
  {
    name: "v7-sb-athlete-last-comma-first-yahoo",
    family: "v7-athlete-brielle-sutton",
    tags: ["fwd:yahoo", "lang:en", "sport:softball", "name:last-comma-first", "from:bare-address", "profile-block"],
    label: recruiting("athlete", {
      first_name: "Brielle", last_name: "Sutton", grad_year: 2027, positions: ["2B", "OF"], height_inches: 64, club_team: "Lady Demons 18U Premier",
      high_school: "Shawnee Ridge HS", city: "Shawnee", state: "KS", gpa: 3.92, email: "bsutton.sb@gmail.com", phone: "+19135550164",
      video_urls: ["https://www.youtube.com/watch?v=Bs6Tn2Of8Wq"],
    }),
    message: fwd("yahoo", MARCHAND, "2026-11-15 16:00:00 -06:00", lastCommaFirst),
  },
  {
    name: "v7-lax-athlete-nickname-pip-apple-mac",
    family: "v7-athlete-philippa-strand",
    tags: ["fwd:apple-mac", "lang:en", "sport:lacrosse", "nickname", "trap:nickname-in-from"],
    label: recruiting("athlete", {
      first_name: "Philippa", last_name: "Strand", grad_year: 2028, positions: ["defender"], height_inches: 69, club_team: "Primetime Lacrosse 2028 Navy",
      high_school: "Garrison Forest Ridge School", city: "Owings Mills", state: "MD", gpa: 3.66, email: "pip.strand@gmail.com", phone: "+14435550117",
      video_urls: ["https://www.hudl.com/video/3/69123087/a7b8c9d0e1f2a3b4c5d6e7f8"],
    }),
    message: fwd("apple-mac", PELLETIER, "2026-11-20 08:00:00 -05:00", nicknameInQuotes),
  },
  {
    name: "v7-vb-athlete-accented-quebec-outlook-fr",
    family: "v7-athlete-zoe-lafontaine",
    tags: ["fwd:outlook-fr", "lang:en", "sport:volleyball", "name:accent", "canada"],
    label: recruiting("athlete", {
      first_name: "Zoë", last_name: "Lafontaine", grad_year: 2027, positions: ["RS/OPP"], height_inches: 72, club_team: "Dynamo Montréal 18U",
      high_school: "Collège Saint-Rémi", city: "Montréal", state: "QC", gpa: 3.5, email: "zoe.lafontaine@gmail.com", phone: "+15145550145",
      video_urls: ["https://www.youtube.com/watch?v=Zl4Op7Mt1Qc"],
    }),
    message: fwd("outlook-fr", ROSTOVA, "2026-11-07 08:00:00 -05:00", accentQuebec),
  },
  {
    name: "v7-vb-athlete-html-heading-name-gmail",
    family: "v7-athlete-rowan-ellery",
    tags: ["fwd:gmail", "lang:en", "sport:volleyball", "name:html-heading", "from:bare-address", "profile-card"],
    label: recruiting("athlete", {
      first_name: "Rowan", last_name: "Ellery", grad_year: 2028, positions: ["OH"], height_inches: 72, club_team: "Hoosier Heat 17 Gold",
      high_school: "Carmel Woods High School", city: "Carmel", state: "IN", gpa: 3.8, email: "rowan.ellery@icloud.com",
      video_urls: ["https://www.hudl.com/video/3/77280416/b8c9d0e1f2a3b4c5d6e7f8a9"],
    }),
    message: fwd("gmail", ROSTOVA, "2026-11-21 12:00:00 -05:00", headingOnly),
  },
  {
    name: "v7-soccer-athlete-savannah-from-savannah-gmail",
    family: "v7-athlete-savannah-rhodes",
    tags: ["fwd:gmail", "lang:en", "sport:soccer", "name:place-name"],
    label: recruiting("athlete", {
      first_name: "Savannah", last_name: "Rhodes", grad_year: 2027, positions: ["striker"], height_inches: 66, club_team: "Savannah United 08 Academy",
      high_school: "Windsor Bluff High School", city: "Savannah", state: "GA", gpa: 3.5, email: "savannahrhodes27@gmail.com", phone: "+19125550168",
      video_urls: ["https://www.youtube.com/watch?v=Sr2Fw6Gs4Vn"],
    }),
    message: fwd("gmail", ASHCROFT, "2026-11-09 12:00:00 -05:00", savannahFromSavannah),
  },
  {
    name: "v7-lax-hs-coach-senior-sentence-outlook-live",
    family: "v7-hs-millbrook-township",
    tags: ["fwd:outlook-live", "lang:en", "sport:lacrosse", "name:title-before", "trap:hs-coach-contact"],
    label: recruiting("high_school_coach", {
      first_name: "Delphine", last_name: "Achterberg", grad_year: 2027, positions: ["attacker"], height_inches: 67, club_team: "Long Island Yellow Jackets 2027 Blue",
      high_school: "Millbrook Township High School", city: "Millbrook", state: "NY", gpa: 3.94, email: "dachterberg27@gmail.com",
      video_urls: ["https://www.hudl.com/video/3/63390128/c9d0e1f2a3b4c5d6e7f8a9b0"],
    }),
    message: fwd("outlook-live", PELLETIER, "2026-11-12 17:00:00 -05:00", hsSeniorSentence),
  },
  {
    name: "v7-vb-athlete-st-clair-thunderbird",
    family: "v7-athlete-adelaide-st-clair",
    tags: ["fwd:thunderbird", "lang:en", "sport:volleyball", "name:particle", "name:subject-and-signature"],
    label: recruiting("athlete", {
      first_name: "Adelaide", last_name: "St. Clair", grad_year: 2028, positions: ["L/DS"], height_inches: 66, club_team: "Red Stick 17 Elite",
      high_school: "Baton Rouge Magnolia High School", city: "Baton Rouge", state: "LA", gpa: 3.97, email: "adelaide.stclair@gmail.com", phone: "+12255550124",
      video_urls: ["https://www.hudl.com/video/3/70055218/d0e1f2a3b4c5d6e7f8a9b0c1"],
    }),
    message: fwd("thunderbird", ROSTOVA, "2026-11-04 08:00:00 -05:00", saintClair),
  },
  {
    name: "v7-sb-athlete-two-letter-surname-gmail",
    family: "v7-athlete-vivian-le",
    tags: ["fwd:gmail", "lang:en", "sport:softball", "name:short-surname", "very-short"],
    label: recruiting("athlete", {
      first_name: "Vivian", last_name: "Le", grad_year: 2029, positions: ["P", "UT"], height_inches: 66, club_team: "SoCal Athletics 16U - Nguyen",
      high_school: "Garden Grove Orchard High School", city: "Garden Grove", state: "CA", gpa: 3.98, email: "vivianle2029@gmail.com", phone: "+17145550175",
      video_urls: ["https://youtu.be/Vl3Pt8Ut5Kq"],
    }),
    message: fwd("gmail", MARCHAND, "2026-11-19 07:00:00 -06:00", shortSurname),
  },
  {
    name: "v7-club-coach-forwards-lowercase-note-gmail",
    family: "v7-club-sandia-heat",
    tags: ["fwd:gmail", "lang:en", "sport:softball", "role:external-forwarder", "name:signature-only", "from:bare-address", "trap:club-coach-contact"],
    label: recruiting("club_coach", {
      first_name: "Jo", last_name: "Wilkerson", grad_year: 2027, positions: ["OF", "1B"], height_inches: 68, club_team: "Sandia Heat 18U Gold",
      high_school: "Rio Rancho Mesa High School", city: "Rio Rancho", state: "NM", gpa: 3.4, email: "jo.wilkerson27@gmail.com", phone: "+15055550193",
      video_urls: ["https://www.youtube.com/watch?v=Jw6Lf2Rr9Mn"],
    }),
    message: fwd("gmail", MARCHAND, "2026-11-14 10:00:00 -06:00", coachForwardsNote, { note: "another one from Miguel" }),
  },
  {
    name: "v7-nonrec-club-weekly-shout-outs-direct",
    family: "v7-nonrec-harbor-city-weekly",
    tags: ["not-a-forward", "lang:en", "category:newsletter", "trap:athletes-named"],
    label: notRecruiting("club_coach"),
    message: original({ ...clubWeeklyResults, to: ROSTOVA.scout }, "bulk", { headers: bulkMailHeaders("https://harborcityvbc.example/u") }),
  },
  {
    name: "v7-nonrec-showcase-roster-sheet-gmail",
    family: "v7-nonrec-great-lakes-showcase",
    tags: ["fwd:gmail", "lang:en", "category:event-logistics", "trap:many-athletes"],
    label: notRecruiting("other"),
    message: fwd("gmail", ASHCROFT, "2026-11-19 12:00:00 -05:00", showcaseRosterSheet, { note: "print this for the weekend" }),
  },
  {
    name: "v7-nonrec-camp-awards-list-outlook-live",
    family: "v7-nonrec-pinecrest-softball-ops",
    tags: ["fwd:outlook-live", "lang:en", "category:staff", "trap:athletes-named"],
    label: notRecruiting("other"),
    message: fwd("outlook-live", MARCHAND, "2026-11-11 08:00:00 -06:00", campAwardsList, { note: "for the site" }),
  },
  {
    name: "v7-nonrec-commitment-announcement-direct",
    family: "v7-nonrec-blue-ridge-fastpitch",
    tags: ["not-a-forward", "lang:en", "category:newsletter", "trap:one-athlete-named"],
    label: notRecruiting("club_coach"),
    message: original({ ...commitmentPost, to: MARCHAND.scout }, "bulk", { headers: bulkMailHeaders("https://blueridgefastpitch.example/u") }),
  },
  {
    name: "v7-nonrec-team-photo-order-outlook-new",
    family: "v7-nonrec-snapshot-sports",
    tags: ["fwd:outlook-new", "lang:en", "category:vendor", "trap:many-athletes"],
    label: notRecruiting("other"),
    message: fwd("outlook-new", ASHCROFT, "2026-11-05 11:00:00 -05:00", teamPhotoOrder, { note: "caption looks right?" }),
  },
  {
    name: "v7-nonrec-club-roster-announcement-direct",
    family: "v7-nonrec-lakeshore-juniors",
    tags: ["not-a-forward", "lang:en", "category:newsletter", "trap:many-athletes"],
    label: notRecruiting("club_coach"),
    message: original({ ...clubRosterAnnouncement, to: ROSTOVA.scout }, "bulk", { headers: bulkMailHeaders("https://lakeshorejuniors.example/u") }),
  },
  {
    name: "v7-nonrec-service-blast-outfielders-direct",
    family: "v7-nonrec-diamondtrack",
    tags: ["not-a-forward", "lang:en", "category:service-blast", "trap:many-athletes"],
    label: notRecruiting("recruiting_service"),
    message: original({ ...serviceBlastOutfielders, to: MARCHAND.scout }, "bulk", { headers: bulkMailHeaders("https://diamondtrack.example/alerts") }),
  },
  {
    name: "v7-nonrec-signing-press-release-gmail",
    family: "v7-nonrec-larkspur-communications",
    tags: ["fwd:gmail", "lang:en", "category:staff", "trap:athletes-named", "template-placeholders"],
    label: notRecruiting("other"),
    message: fwd("gmail", ASHCROFT, "2026-11-13 17:00:00 -05:00", signingPressRelease, { note: "quote to follow" }),
  },
  {
    name: "v7-nonrec-hs-team-thank-you-apple-ios",
    family: "v7-nonrec-westfield-central",
    tags: ["fwd:apple-ios", "lang:en", "category:thank-you", "trap:athletes-named"],
    label: notRecruiting("high_school_coach"),
    message: fwd("apple-ios", PELLETIER, "2026-11-08 18:00:00 -05:00", teamThankYou, { note: "nice note" }),
  },
  {
    name: "v7-nonrec-qualifier-court-schedule-direct",
    family: "v7-nonrec-rocky-mountain-qualifier",
    tags: ["not-a-forward", "lang:en", "category:event-logistics", "trap:club-names"],
    label: notRecruiting("other"),
    message: original({ ...tournamentCourtSchedule, to: ROSTOVA.scout }, "bulk", { headers: bulkMailHeaders("https://rmqualifier.example/u") }),
  },
  {
    name: "v7-nonrec-club-alumni-newsletter-direct",
    family: "v7-nonrec-chesapeake-juniors-alumni",
    tags: ["not-a-forward", "lang:en", "category:newsletter", "trap:athletes-named"],
    label: notRecruiting("club_coach"),
    message: original({ ...alumniNewsletter, to: ROSTOVA.scout }, "bulk", { headers: bulkMailHeaders("https://chesapeakejuniors.example/u") }),
  },
];
