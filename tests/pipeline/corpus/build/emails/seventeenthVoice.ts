/**
 * A seventeenth tuning author, aimed at who the athlete is: her first and last name written every way (a
 * hyphenated or two-word surname, a name that is also a word or a place, "my daughter Mai" with the surname only in
 * the father's sign-off or in the subject, a name only in the signature or only in the From line, a roster export
 * with the surname first, a résumé whose first line is her name), other people named beside her (parents, her
 * coaches, a teammate, a college player she admires, the college coach herself, a school's street address, a venue),
 * and club directors and high-school coaches introducing two to five players as bullets, numbered lines,
 * "Name, POS, details" lines, paragraphs or a table; and look-alikes that name players but introduce nobody.
 */
import type { AttachmentSpec } from "../mime.ts";
import { notRecruiting, recruiting, severalAthletes, type CorpusEntry } from "../labels.ts";
import { collegeCoach } from "../people.ts";
import { bulkMailHeaders, fwd, original, type Original } from "../wrappers.ts";

const WHITCOMB = collegeCoach("Amber Whitcomb", "awhitcomb@larkspurvalley.edu", "amber.whitcomb.t3n8@scout.inboxscout.app", `Amber Whitcomb
Head Volleyball Coach
Larkspur Valley University
(402) 555-0103`);

const OKAFOR = collegeCoach("Chidi Okafor", "cokafor@stonebridge.edu", "chidi.okafor.m6q2@scout.inboxscout.app", `Chidi Okafor
Softball | Stonebridge College
614-555-0105`);

const RASMUSSEN = collegeCoach("Lene Rasmussen", "lrasmussen@northmere.edu", "lene.rasmussen.k9v4@scout.inboxscout.app", `Lene Rasmussen
Women's Soccer, Northmere University
218.555.0107`);

const PELLETIER = collegeCoach("Gaston Pelletier", "gpelletier@ashgrove.edu", "gaston.pelletier.h2w7@scout.inboxscout.app", `Gaston Pelletier
Assistant Coach, Women's Lacrosse & Basketball Operations
Ash Grove College | 802-555-0108`);

const pdf = (filename: string, lines: readonly string[]): AttachmentSpec => ({ kind: "document", format: "pdf", filename, lines });

// ---------------------------------------------------------------------------------------------------------------
// One athlete: names written every way, other people around her
// ---------------------------------------------------------------------------------------------------------------

const tessaHyphen: Original = {
  from: "Tessa Marsh-Okonjo <tessamarshokonjo@gmail.com>",
  to: "awhitcomb@larkspurvalley.edu",
  date: "2026-11-18 20:14:00 -05:00",
  subject: "2028 Setter - Tessa Marsh-Okonjo",
  text: `Hello Coach Whitcomb,

My name is Tessa Marsh-Okonjo and I am a junior setter from Fishers, Indiana. I run a 5-1 for Circle City 17 Royal and I play for Hamilton Creek High School.

Height is 5'10", GPA 3.92 unweighted. My club coach, Renata Voight, said Larkspur Valley runs a tempo offense, and that is exactly how I like to set.

Film: https://www.hudl.com/video/3/51230987/2a3b4c5d6e7f8a9b0c1d2e3f

Thank you,
Tessa Marsh-Okonjo
317-555-0131`,
};

const danielaTwoWord: Original = {
  from: "Daniela Ruiz <druizcarmona09@gmail.com>",
  to: "lrasmussen@northmere.edu",
  date: "2026-11-10 17:42:00 -06:00",
  subject: "Center back, class of 2027",
  text: `Dear Coach Rasmussen,

My name is Daniela and I am a center back for Twin Ports FC 08/09G ECNL-R. I am in the class of 2027 at Lakewood Bluffs High School in Duluth, Minnesota. I am 5'8" and left footed, and I carry a 3.6 GPA.

I would love to be at your ID camp in January if there are still spots. Here is a game from October: https://www.youtube.com/watch?v=Dr8Cc2Lb7Qw

Thank you for your time,

Daniela Ruiz Carmona
(218) 555-0133`,
};

const carolinaAustin: Original = {
  from: "Carolina Austin <caustin2028sb@yahoo.com>",
  to: "cokafor@stonebridge.edu",
  date: "2026-11-05 19:03:00 -06:00",
  subject: "Catcher from Round Rock TX, 2028",
  text: `Coach Okafor,

I'm Carolina Austin, a 2028 catcher from Round Rock, TX. I play travel ball for Texas Bombers Gold 16U - Garza and high school ball at Brushy Creek Crossing HS. We were in Austin last weekend for the Capital City Classic and I threw out four runners.

Pop time is 1.92 and I am 5'6". My GPA is 3.7.

Video: https://youtu.be/Ca3Rr1Tx7Kp

Carolina Austin
512-555-0136`,
};

const maiFather: Original = {
  from: "Duc Nguyen <ducnguyen.eng@outlook.com>",
  to: "awhitcomb@larkspurvalley.edu",
  date: "2026-11-12 07:55:00 -06:00",
  subject: "Libero, class of 2028 - Mai",
  text: `Good morning Coach Whitcomb,

I am writing on behalf of my daughter Mai, a 2028 libero/DS at Papillion Trails High School in Papillion, Nebraska. She plays club for Omaha Elevate 16 Gold. She is 5'4" and passes around a 2.4 in serve receive by her club's stats. Her GPA is 3.95.

Mai is shy about emailing coaches, so I hope you do not mind me reaching out first. Her own email is mai.nguyen.vb@gmail.com and her highlight video is https://www.hudl.com/video/3/60981234/9f8e7d6c5b4a39281706f5e4

Best regards,
Duc Nguyen
Senior Structural Engineer
402-555-0138`,
};

const ingridMother: Original = {
  from: "Karen Lindahl <klindahl.family@icloud.com>",
  to: "lrasmussen@northmere.edu",
  date: "2026-11-14 21:30:00 -06:00",
  subject: "Recruiting inquiry - Ingrid Solberg, 2027 GK",
  text: `Hi Coach,

My daughter Ingrid is a senior goalkeeper at Brainerd Lakes High School in Baxter, MN and still uncommitted. She plays for Northern Lights SC 08G Premier and was named the team's keeper of the year.

Ingrid is 5'10" and has a 3.8 GPA. Her video: https://vimeo.com/912304556

You can reach her at ingrid.solberg27@gmail.com or 218-555-0140.

Thank you,
Karen Lindahl`,
};

const priyaSignatureOnly: Original = {
  from: "vbpriya2028@gmail.com",
  to: "awhitcomb@larkspurvalley.edu",
  date: "2026-11-09 16:20:00 -05:00",
  subject: "Middle blocker interested in Larkspur Valley",
  text: `Hi Coach Whitcomb,

I'm a 2028 middle blocker, 6'1", from Mason, Ohio. I play for Queen City Elite 16 Black and for Mason Heights High School. My GPA is 4.0.

I'll be at the Heartland Sportsplex tournament on December 6-7, court schedule attached once we get it.

Highlights: https://www.hudl.com/video/3/73321098/4d5e6f7a8b9c0d1e2f3a4b5c

Thank you!

Priya Raman
513-555-0142`,
};

const noelleFromOnly: Original = {
  from: "Noelle Fairbanks <nfairbanks28@gmail.com>",
  to: "cokafor@stonebridge.edu",
  date: "2026-11-03 22:11:00 -05:00",
  subject: "2028 SS - Columbus",
  text: `Coach Okafor,

2028 shortstop here, 5'7", Olentangy Brook HS in Lewis Center, Ohio. Travel team is Ohio Hawks 16U Premier. 3.55 GPA.

Video from fall ball: https://www.youtube.com/watch?v=Nf5Ss2Hb8Lc

Would love to camp with you this winter.

Thanks!`,
};

const briannaResume: Original = {
  from: "bkowalestrada@icloud.com",
  to: "cokafor@stonebridge.edu",
  date: "2026-11-16 18:05:00 -05:00",
  subject: "Softball resume",
  text: `Hi Coach, my softball resume is attached. Thank you for looking!`,
};

const briannaResumePdf = pdf("softball_resume_2027.pdf", [
  "Brianna Kowal-Estrada",
  "Left-Handed Pitcher | Class of 2027",
  "Chillicothe, OH | bkowalestrada@icloud.com | 740-555-0144",
  "",
  "TEAMS",
  "Buckeye Bandits 18U - Hollis",
  "Scioto Ridge High School (varsity, 3 years)",
  "",
  "MEASURABLES",
  "Height: 5'9\"",
  "Fastball 61 mph, rise, drop, change",
  "",
  "ACADEMICS",
  "GPA 3.88",
  "",
  "REFERENCES",
  "Marty Hollis, head coach, 740-555-0145",
]);

const reaganAdmires: Original = {
  from: "Reagan Thibodeaux <reagan.thibodeaux@gmail.com>",
  to: "awhitcomb@larkspurvalley.edu",
  date: "2026-11-11 19:48:00 -06:00",
  subject: "Outside hitter - Lafayette, LA",
  text: `Dear Coach Whitcomb,

I watched Larkspur Valley play Sioux Bend on TV last month and Jordan Whitlow's arm swing is the reason I started watching your team. I'd love to learn from the same staff.

I'm Reagan Thibodeaux, a 2027 outside hitter at Acadiana Oaks High School in Lafayette, Louisiana. I'm 6'0" and I play for Bayou Juniors 17 Navy, coached by Dana Pruitt. My teammate Lexi Orr (2027 setter) is also looking at your program, so you may hear from her too.

GPA: 3.45
Video: https://www.hudl.com/video/3/70012345/8b7a6f5e4d3c2b1a0f9e8d7c

My mom, Celeste Thibodeaux, handles my schedule: 337-555-0148. My cell is 337-555-0147.

Thank you,
Reagan`,
};

const josieHsCoach: Original = {
  from: "Greg Stallworth <gstallworth@lakotaridge.k12.example>",
  to: "awhitcomb@larkspurvalley.edu",
  date: "2026-11-13 14:02:00 -05:00",
  subject: "Josie Albrecht - 2028 RS",
  text: `Coach Whitcomb,

I coach varsity volleyball at Lakota Ridge and wanted to put Josie Albrecht in front of you. She is a 2028 right side, 6'0", left-handed, and she led our conference in blocks this fall. Josie plays club for Cincy Fusion 16 Red. She has a 3.7 GPA and is as coachable as anyone I've had.

Her email is josiealbrecht28@gmail.com and her film is https://www.hudl.com/video/3/61230012/0a1b2c3d4e5f6a7b8c9d0e1f

Greg Stallworth
Head Volleyball Coach
Lakota Ridge High School
6100 Tylersville Rd
West Chester, OH 45069
(513) 555-0150`,
};

const ximenaNamesCoaches: Original = {
  from: "Ximena Castañeda <ximena.castaneda27@gmail.com>",
  to: "awhitcomb@larkspurvalley.edu",
  date: "2026-11-08 15:10:00 -07:00",
  subject: "Thank you for camp - Ximena, 2027 DS",
  text: `Dear Coach Amber Whitcomb,

Thank you for the Larkspur Valley prospect camp last Saturday. Coach Tara Boyle worked with my platform all afternoon and it already feels different.

A reminder of who I am: Ximena Castañeda, 2027 libero/DS from Las Cruces, New Mexico. I play for Mesilla Valley High School and for Rio Grande Juniors 17 Adidas. I'm 5'5" with a 3.9 GPA.

Video: https://www.youtube.com/watch?v=Xc2Lb9Ds4Pq

Muchas gracias,
Ximena Castañeda
575-555-0152`,
};

const mckennaLower: Original = {
  from: "mckenna o'rourke <mckorourke.lax@gmail.com>",
  to: "gpelletier@ashgrove.edu",
  date: "2026-11-06 23:40:00 -05:00",
  subject: "2028 attacker",
  text: `hi coach pelletier

im mckenna o'rourke, 2028 attack for saratoga springs central hs in saratoga springs ny. club is capital district lacrosse 2028 elite. 5'5", 3.4 gpa

film https://www.youtube.com/watch?v=Mo5Rk2Ax7Lt

thanks
mckenna`,
};

const amaniForwarded: Original = {
  from: "Amani Said <amanisaid.hoops@gmail.com>",
  to: "coachbettencourt@greenmountainelite.example",
  date: "2026-11-12 18:00:00 -05:00",
  subject: "colleges",
  text: `Coach B,

Can you send my info to Ash Grove? I'm really interested after the visit.

2028 point guard, 5'7", Burlington Northshore High School, Burlington VT, 3.75 GPA.
Film: https://www.hudl.com/video/3/82001234/5e6f7a8b9c0d1e2f3a4b5c6d

Amani Said`,
};

const amaniDirector: Original = {
  from: "Luis Bettencourt <coachbettencourt@greenmountainelite.example>",
  to: "gpelletier@ashgrove.edu",
  date: "2026-11-13 09:15:00 -05:00",
  subject: "Fwd: colleges",
  text: `Coach Pelletier,

Passing along Amani's note. She's our 17U point guard at Green Mountain Elite 17U and the best on-ball defender in the program.

Luis Bettencourt
Director, Green Mountain Elite Basketball
802-555-0154

---------- Forwarded message ---------
From: Amani Said <amanisaid.hoops@gmail.com>
Date: Thu, Nov 12, 2026 at 6:00 PM
Subject: colleges
To: Luis Bettencourt <coachbettencourt@greenmountainelite.example>

${amaniForwarded.text}`,
};

const lexiSubject: Original = {
  from: "Dawn Duarte <dawn.duarte@yahoo.com>",
  to: "cokafor@stonebridge.edu",
  date: "2026-11-15 12:30:00 -05:00",
  subject: "Alexandra Duarte - 2028 OF/UT",
  text: `Coach Okafor,

Lexi was so excited after your camp in October. She asked me to send her updated info.

Class: 2028
Positions: OF / UT
Bats/throws: L/R
Height: 5'7"
Travel: Carolina Elite 16U Stroud
School: Weddington Grove High School, Matthews NC
GPA: 4.1 weighted
Lexi's cell: 704-555-0156

Dawn Duarte (mom)
704-555-0157`,
};

const winterGrant: Original = {
  from: "Winter Grant <wintergrant.runs@gmail.com>",
  to: "gpelletier@ashgrove.edu",
  date: "2026-11-04 06:40:00 -05:00",
  subject: "Distance runner - Burlington VT class of 2027",
  text: `Dear Coach Pelletier,

Spring is my favorite season, though my name says otherwise! I'm Winter Grant, a distance runner in the class of 2027 at Champlain Shores High School in South Burlington, Vermont.

Events and bests:
1600m - 5:02
3200m - 10:51

I'm 5'6" with a 3.97 GPA, and I'd like to run for Ash Grove while studying environmental science.

Winter Grant
802-555-0159`,
};

// ---------------------------------------------------------------------------------------------------------------
// Several athletes in one email
// ---------------------------------------------------------------------------------------------------------------

const bulletsSoftball: Original = {
  from: "Tammy Rudd <trudd@ozarkfirebirds.example>",
  to: "cokafor@stonebridge.edu",
  date: "2026-11-17 10:20:00 -06:00",
  subject: "Three Firebirds 2028s for your list",
  text: `Coach Okafor,

We had a great fall and I have three 2028s who fit what you look for:

• Kenna Brightwater - RHP - 5'10", 3.8 GPA, Nixa Springs HS, kbrightwater28@gmail.com
• Hollis Rae Jennings - C/1B - 5'7", 3.5 GPA, Ozark Valley HS
• Sofia Delgado-Reyes - CF - 5'5", 4.0 GPA, Republic Pines HS, sofiadr28@gmail.com

All three play for Ozark Firebirds 16U National.

Tammy Rudd
Head Coach, Ozark Firebirds 16U National
417-555-0161`,
};

const numberedVolleyball: Original = {
  from: "Monique Fairley <mfairley@heartlandvbc.example>",
  to: "awhitcomb@larkspurvalley.edu",
  date: "2026-11-19 08:45:00 -06:00",
  subject: "Heartland VBC 17 Elite - four to follow",
  text: `Coach Whitcomb,

We play at the Heartland Sportsplex Invitational on December 6 (courts 4-6). Four of our 2027s are worth a look:

1. Brooke Halvorsen, OH, 6'1", Millard Ridge HS, 3.9 GPA
2. Anaya Patel-Moore, S, 5'9", Elkhorn Prairie HS, 4.0 GPA
3. Journey Holt, MB, 6'2", Bellevue Summit HS, 3.3 GPA
4. Kinsey May, L/DS, 5'5", Gretna Crossing HS, 3.6 GPA

Each plays for Heartland VBC 17 Elite. Happy to send video of any of them.

Monique Fairley
Club Director, Heartland VBC
402-555-0163`,
};

const paragraphsSoccer: Original = {
  from: "Coach Pia Hendrickx <phendrickx@stcloudnorth.k12.example>",
  to: "lrasmussen@northmere.edu",
  date: "2026-11-09 15:30:00 -06:00",
  subject: "Two seniors from St. Cloud North",
  text: `Coach Rasmussen,

Two of my seniors are still looking for the right fit, and I think both could help Northmere.

Marisol Vang is a 2027 attacking midfielder who scored 19 goals for us this fall. She is 5'3", quick, carries a 3.7 GPA and plays club for Granite City United 08G. Her email is marisolvang27@gmail.com.

Hope Lindgren-Sauer is our 2027 outside back. She is 5'7", a four-year starter, and has a 3.95 GPA; she plays club for Granite City United 08G as well.

Pia Hendrickx
Girls Soccer Head Coach
St. Cloud North High School
1400 Northway Dr, St. Cloud, MN
320-555-0165`,
};

const tableLacrosse: Original = {
  from: "Sean McGillis <smcgillis@harborhawkslax.example>",
  to: "gpelletier@ashgrove.edu",
  date: "2026-11-11 11:05:00 -05:00",
  subject: "Harbor Hawks 2028 - midfield and defense",
  text: `Coach Pelletier,

Three Harbor Hawks 2028 girls who asked me to reach out:

Name | Grad | Pos | Ht | High School
Delaney Cross | 2028 | midfield | 5'8" | Scituate Harbor HS
Rory Beaumont | 2028 | defense | 5'10" | Cohasset Point HS
Teagan Wu | 2028 | goalie | 5'6" | Hingham Bay HS

All three play for Harbor Hawks 2028 Elite.

Sean McGillis
Harbor Hawks Lacrosse
781-555-0167`,
  html: `<div>Coach Pelletier,</div><div><br></div><div>Three Harbor Hawks 2028 girls who asked me to reach out:</div><div><br></div>
<table border="1" cellpadding="4" style="border-collapse:collapse">
<tr><th>Name</th><th>Grad</th><th>Pos</th><th>Ht</th><th>High School</th></tr>
<tr><td>Delaney Cross</td><td>2028</td><td>midfield</td><td>5'8"</td><td>Scituate Harbor HS</td></tr>
<tr><td>Rory Beaumont</td><td>2028</td><td>defense</td><td>5'10"</td><td>Cohasset Point HS</td></tr>
<tr><td>Teagan Wu</td><td>2028</td><td>goalie</td><td>5'6"</td><td>Hingham Bay HS</td></tr>
</table>
<div><br></div><div>All three play for Harbor Hawks 2028 Elite.</div><div><br></div><div>Sean McGillis<br>Harbor Hawks Lacrosse<br>781-555-0167</div>`,
};

const rosterExport: Original = {
  from: "Columbia Basin Juniors <recruiting@cbjvolleyball.example>",
  to: "awhitcomb@larkspurvalley.edu",
  date: "2026-11-20 13:00:00 -08:00",
  subject: "CBJ 17 Black - uncommitted 2027s",
  text: `Coach Whitcomb,

Below is our roster export for the 2027s on CBJ 17 Black who are still open. Contact details are in the export.

LAST, FIRST | GRAD | POS | HT | EMAIL
ESPINOSA, Lucia | 2027 | OH | 5'11" | luciaespinosa27@gmail.com
DRAKE, Marin | 2027 | MB | 6'2" | marindrake.vb@gmail.com
OYELARAN, Bisi | 2027 | S | 5'9" | bisioyelaran@gmail.com

Thanks,
Columbia Basin Juniors Recruiting Desk
509-555-0169`,
};

const subjectSecond: Original = {
  from: "Bernadette Kowalski <bkowalski@lakeshoreacademy.example>",
  to: "awhitcomb@larkspurvalley.edu",
  date: "2026-11-18 17:25:00 -05:00",
  subject: "Hanna Leclerc (2027 S) - Lakeshore 17 Blue",
  text: `Coach Whitcomb,

You asked at the Lakeshore Classic about our setters. Our starter for most of the season was Gabby Ferrante, a 2027 setter who is 5'8" and still open, and I'd be glad to send her film too.

But the one I most want you to see is Hanna Leclerc. Hanna is a 2027 setter, 5'11", runs our 6-2 with Gabby, and jump sets everything. She goes to Grosse Pointe Harbor High School and has a 3.85 GPA. Email: hannaleclerc27@gmail.com

Bernadette Kowalski
Lakeshore Academy 17 Blue
313-555-0171`,
};

const hsTwoOneLine: Original = {
  from: "Coach Terrell Boone <tboone@pikecountyhs.example>",
  to: "cokafor@stonebridge.edu",
  date: "2026-11-07 13:40:00 -05:00",
  subject: "Pike County pitchers",
  text: `Coach Okafor,

I have two arms you should know about: Georgia Bell (2028, RHP, 5'9", 3.6 GPA) and Savannah Pruitt (2029, LHP, 5'7", 3.9 GPA). Both pitch for Pike County High School and throw for Appalachian Thunder 16U in the summer.

Terrell Boone
Head Softball Coach, Pike County High School
606-555-0173`,
};

// ---------------------------------------------------------------------------------------------------------------
// Look-alikes: players named, nobody introduced
// ---------------------------------------------------------------------------------------------------------------

const commitsNewsletter: Original = {
  from: "Heartland VBC <news@heartlandvbc.example>",
  to: "amber.whitcomb.t3n8@scout.inboxscout.app",
  date: "2026-11-21 09:00:00 -06:00",
  subject: "Heartland VBC Monthly: congratulations to our November commits",
  text: `HEARTLAND VBC MONTHLY

Congratulations to our November commits!
- Sadie Brandt (2027, MB) - Prairie State University
- Lila Vasquez (2027, S) - Cornhusker Bluffs College
- Nora Eberhart (2028, OH) - verbally committed to Missouri Plains

Tryouts for the 2027-28 season are on December 13 at the Heartland Sportsplex, 4400 Sportsplex Way.

Unsubscribe: https://heartlandvbc.example/u`,
};

const courtAssignments: Original = {
  from: "Heartland Sportsplex Events <events@heartlandsportsplex.example>",
  to: "amber.whitcomb.t3n8@scout.inboxscout.app",
  date: "2026-11-22 10:00:00 -06:00",
  subject: "Court assignments - Heartland Sportsplex Invitational, Dec 6-7",
  text: `Coaches,

Court assignments for college coaches attending the Heartland Sportsplex Invitational:

Court 4: Heartland VBC 17 Elite vs Omaha Elevate 17 Gold (8:00)
Court 5: Queen City Elite 16 Black vs Circle City 17 Royal (8:00)
Court 6: Bayou Juniors 17 Navy vs Rio Grande Juniors 17 Adidas (9:00)

Parking passes will be at the coaches' table with Marisol Ochoa.

Heartland Sportsplex Events`,
};

const serviceBlast: Original = {
  from: "PrepScout Softball <alerts@prepscoutsb.example>",
  to: "chidi.okafor.m6q2@scout.inboxscout.app",
  date: "2026-11-19 06:00:00 -05:00",
  subject: "4 new catchers match your saved search",
  text: `New athletes matching "C, 2028, OH/KY/IN":

Addison Reeve - C - 2028 - Dayton, OH - 3.6 GPA
Maggie Sutter - C/3B - 2028 - Lexington, KY - 3.9 GPA
Jada Whitfield - C - 2028 - Evansville, IN - 3.2 GPA
Quinn Harlow - C - 2028 - Toledo, OH - 3.8 GPA

View profiles in your PrepScout dashboard.

Manage alerts: https://prepscoutsb.example/alerts`,
};

const allConference: Original = {
  from: "Metro Valley Conference <media@metrovalleyconf.example>",
  to: "lene.rasmussen.k9v4@scout.inboxscout.app",
  date: "2026-11-16 12:00:00 -06:00",
  subject: "2026 Metro Valley Conference All-Conference Girls Soccer",
  text: `FOR IMMEDIATE RELEASE

The Metro Valley Conference announces its 2026 all-conference girls soccer team.

Player of the Year: Marisol Vang, St. Cloud North (Sr., MF)
Goalkeeper of the Year: Ingrid Solberg, Brainerd Lakes (Sr., GK)
Coach of the Year: Pia Hendrickx, St. Cloud North

First team: Hope Lindgren-Sauer (St. Cloud North), Amelia Borg (Sartell Pines), Rowan Kuehl (Sauk Rapids Bend)

Media contact: Jody Marks, 320-555-0175`,
};

const uniformOrder: Original = {
  from: "Tammy Rudd <trudd@ozarkfirebirds.example>",
  to: "cokafor@stonebridge.edu",
  date: "2026-11-20 16:00:00 -06:00",
  subject: "Re: jersey numbers for your camp",
  text: `Coach Okafor,

Here are the jersey sizes for our girls coming to your team camp, as your camp staff asked:

Brightwater, Kenna - L
Jennings, Hollis Rae - M
Delgado-Reyes, Sofia - S
Tate, Emery - M

The invoice can go to the club address. Thanks again for hosting us.

Tammy Rudd
Ozark Firebirds
417-555-0161`,
};

const campConfirmation: Original = {
  from: "Larkspur Valley Volleyball Camps <camps@larkspurvalley.edu>",
  to: "amber.whitcomb.t3n8@scout.inboxscout.app",
  date: "2026-11-23 08:00:00 -06:00",
  subject: "Registration confirmed: Winter Prospect Camp - Rylee Hawthorne",
  text: `Dear Rylee Hawthorne,

Thank you for registering for the Larkspur Valley Winter Prospect Camp on January 10, 2027.

Camper: Rylee Hawthorne
Grad year: 2028
Position: OH
Parent/guardian: Shawna Hawthorne

Check-in opens at 8:00 AM at the Larkspur Valley Fieldhouse. Bring knee pads and a water bottle.

Larkspur Valley Volleyball Camps`,
};

const directorAutoReply: Original = {
  from: "Monique Fairley <mfairley@heartlandvbc.example>",
  to: "amber.whitcomb.t3n8@scout.inboxscout.app",
  date: "2026-11-24 07:00:00 -06:00",
  subject: "Automatic reply: Heartland VBC 17 Elite - four to follow",
  text: `I am at the Heartland Sportsplex Invitational through December 7 with limited access to email. For recruiting questions about our players please contact Marisol Vega (marisol.vega@heartlandvbc.example). For billing, contact Dean Ortiz.

Monique Fairley
Club Director, Heartland VBC`,
};

const scholarshipRelease: Original = {
  from: "Pike County Schools Foundation <foundation@pikecountyhs.example>",
  to: "chidi.okafor.m6q2@scout.inboxscout.app",
  date: "2026-11-18 15:00:00 -05:00",
  subject: "Announcing the 2026 Bell-Pruitt Scholar-Athlete awards",
  text: `The Pike County Schools Foundation is proud to name this year's Bell-Pruitt Scholar-Athlete award winners:

Georgia Bell, softball
Savannah Pruitt, softball
Caleb Ritter, cross country

The awards will be presented at the winter sports banquet on December 12 in the Pike County High School gym.

Pike County Schools Foundation`,
};

export const SEVENTEENTH_VOICE: CorpusEntry[] = [
  {
    name: "v17-athlete-hyphenated-surname-gmail",
    family: "v17-athlete-tessa-marsh-okonjo",
    tags: ["fwd:gmail", "lang:en", "sport:volleyball", "name:hyphenated", "trap:club-coach-named"],
    label: recruiting("athlete", {
      first_name: "Tessa", last_name: "Marsh-Okonjo", grad_year: 2028, positions: ["S"], height_inches: 70, club_team: "Circle City 17 Royal",
      high_school: "Hamilton Creek High School", city: "Fishers", state: "IN", gpa: 3.92, email: "tessamarshokonjo@gmail.com", phone: "+13175550131",
      video_urls: ["https://www.hudl.com/video/3/51230987/2a3b4c5d6e7f8a9b0c1d2e3f"],
    }),
    message: fwd("gmail", WHITCOMB, "2026-11-19 07:30:00 -06:00", tessaHyphen),
  },
  {
    name: "v17-athlete-two-word-surname-in-signature-outlook-live",
    family: "v17-athlete-daniela-ruiz-carmona",
    tags: ["fwd:outlook-live", "lang:en", "sport:soccer", "name:two-word-surname", "name:first-only-in-body"],
    label: recruiting("athlete", {
      first_name: "Daniela", last_name: "Ruiz Carmona", grad_year: 2027, positions: ["center back"], height_inches: 68, club_team: "Twin Ports FC 08/09G ECNL-R",
      high_school: "Lakewood Bluffs High School", city: "Duluth", state: "MN", gpa: 3.6, email: "druizcarmona09@gmail.com", phone: "+12185550133",
      video_urls: ["https://www.youtube.com/watch?v=Dr8Cc2Lb7Qw"],
    }),
    message: fwd("outlook-live", RASMUSSEN, "2026-11-11 08:00:00 -06:00", danielaTwoWord),
  },
  {
    name: "v17-athlete-name-is-two-places-yahoo",
    family: "v17-athlete-carolina-austin",
    tags: ["fwd:yahoo", "lang:en", "sport:softball", "name:place-words", "trap:city-named"],
    label: recruiting("athlete", {
      first_name: "Carolina", last_name: "Austin", grad_year: 2028, positions: ["C"], height_inches: 66, club_team: "Texas Bombers Gold 16U - Garza",
      high_school: "Brushy Creek Crossing HS", city: "Round Rock", state: "TX", gpa: 3.7, email: "caustin2028sb@yahoo.com", phone: "+15125550136",
      video_urls: ["https://youtu.be/Ca3Rr1Tx7Kp"],
    }),
    message: fwd("yahoo", OKAFOR, "2026-11-06 08:00:00 -05:00", carolinaAustin),
  },
  {
    name: "v17-parent-father-daughter-first-name-only-outlook-2019",
    family: "v17-parent-duc-nguyen",
    tags: ["fwd:outlook-2019", "lang:en", "sport:volleyball", "name:surname-in-parent-signoff", "trap:parent-contact", "trap:job-title"],
    label: recruiting("parent", {
      first_name: "Mai", last_name: "Nguyen", grad_year: 2028, positions: ["L/DS"], height_inches: 64, club_team: "Omaha Elevate 16 Gold",
      high_school: "Papillion Trails High School", city: "Papillion", state: "NE", gpa: 3.95, email: "mai.nguyen.vb@gmail.com",
      video_urls: ["https://www.hudl.com/video/3/60981234/9f8e7d6c5b4a39281706f5e4"],
    }),
    message: fwd("outlook-2019", WHITCOMB, "2026-11-12 09:00:00 -06:00", maiFather),
  },
  {
    name: "v17-parent-mother-other-surname-subject-apple-mac",
    family: "v17-parent-karen-lindahl",
    tags: ["fwd:apple-mac", "lang:en", "sport:soccer", "name:surname-in-subject", "trap:parent-other-surname"],
    label: recruiting("parent", {
      first_name: "Ingrid", last_name: "Solberg", grad_year: 2027, positions: ["goalkeeper"], height_inches: 70, club_team: "Northern Lights SC 08G Premier",
      high_school: "Brainerd Lakes High School", city: "Baxter", state: "MN", gpa: 3.8, email: "ingrid.solberg27@gmail.com", phone: "+12185550140",
      video_urls: ["https://vimeo.com/912304556"],
    }),
    message: fwd("apple-mac", RASMUSSEN, "2026-11-15 08:10:00 -06:00", ingridMother),
  },
  {
    name: "v17-athlete-name-only-in-signature-direct",
    family: "v17-athlete-priya-raman",
    tags: ["not-a-forward", "lang:en", "sport:volleyball", "name:signature-only", "trap:venue"],
    label: recruiting("athlete", {
      first_name: "Priya", last_name: "Raman", grad_year: 2028, positions: ["MB"], height_inches: 73, club_team: "Queen City Elite 16 Black",
      high_school: "Mason Heights High School", city: "Mason", state: "OH", gpa: 4.0, email: "vbpriya2028@gmail.com", phone: "+15135550142",
      video_urls: ["https://www.hudl.com/video/3/73321098/4d5e6f7a8b9c0d1e2f3a4b5c"],
    }),
    message: original({ ...priyaSignatureOnly, to: WHITCOMB.scout }, "gmail"),
  },
  {
    name: "v17-athlete-name-only-in-from-apple-ios",
    family: "v17-athlete-noelle-fairbanks",
    tags: ["fwd:apple-ios", "lang:en", "sport:softball", "name:from-only"],
    label: recruiting("athlete", {
      first_name: "Noelle", last_name: "Fairbanks", grad_year: 2028, positions: ["SS"], height_inches: 67, club_team: "Ohio Hawks 16U Premier",
      high_school: "Olentangy Brook HS", city: "Lewis Center", state: "OH", gpa: 3.55, email: "nfairbanks28@gmail.com",
      video_urls: ["https://www.youtube.com/watch?v=Nf5Ss2Hb8Lc"],
    }),
    message: fwd("apple-ios", OKAFOR, "2026-11-04 07:00:00 -05:00", noelleFromOnly),
  },
  {
    name: "v17-athlete-resume-pdf-name-first-line-gmail",
    family: "v17-athlete-brianna-kowal-estrada",
    tags: ["fwd:gmail", "lang:en", "sport:softball", "attachment:pdf", "name:resume-only", "one-line-body", "trap:coach-reference"],
    label: recruiting("athlete", {
      first_name: "Brianna", last_name: "Kowal-Estrada", grad_year: 2027, positions: ["P"], height_inches: 69, club_team: "Buckeye Bandits 18U - Hollis",
      high_school: "Scioto Ridge High School", city: "Chillicothe", state: "OH", gpa: 3.88, email: "bkowalestrada@icloud.com", phone: "+17405550144",
    }),
    message: fwd("gmail", OKAFOR, "2026-11-17 07:45:00 -05:00", briannaResume, { attachments: [briannaResumePdf] }),
  },
  {
    name: "v17-athlete-admires-college-player-teammate-outlook-mac",
    family: "v17-athlete-reagan-thibodeaux",
    tags: ["fwd:outlook-mac", "lang:en", "sport:volleyball", "trap:other-people-named", "trap:parent-contact"],
    label: recruiting("athlete", {
      first_name: "Reagan", last_name: "Thibodeaux", grad_year: 2027, positions: ["OH"], height_inches: 72, club_team: "Bayou Juniors 17 Navy",
      high_school: "Acadiana Oaks High School", city: "Lafayette", state: "LA", gpa: 3.45, email: "reagan.thibodeaux@gmail.com", phone: "+13375550147",
      video_urls: ["https://www.hudl.com/video/3/70012345/8b7a6f5e4d3c2b1a0f9e8d7c"],
    }),
    message: fwd("outlook-mac", WHITCOMB, "2026-11-12 08:30:00 -06:00", reaganAdmires),
  },
  {
    name: "v17-hs-coach-street-address-signoff-outlook-new",
    family: "v17-hs-lakota-ridge",
    tags: ["fwd:outlook-new", "lang:en", "sport:volleyball", "trap:street-address", "trap:hs-coach-contact"],
    label: recruiting("high_school_coach", {
      first_name: "Josie", last_name: "Albrecht", grad_year: 2028, positions: ["RS/OPP"], height_inches: 72, club_team: "Cincy Fusion 16 Red",
      high_school: "Lakota Ridge High School", city: "West Chester", state: "OH", gpa: 3.7, email: "josiealbrecht28@gmail.com",
      video_urls: ["https://www.hudl.com/video/3/61230012/0a1b2c3d4e5f6a7b8c9d0e1f"],
    }),
    message: fwd("outlook-new", WHITCOMB, "2026-11-13 16:00:00 -06:00", josieHsCoach),
  },
  {
    name: "v17-athlete-names-college-coaches-accent-gmail",
    family: "v17-athlete-ximena-castaneda",
    tags: ["fwd:gmail", "lang:en", "sport:volleyball", "name:accent", "trap:college-coach-named"],
    label: recruiting("athlete", {
      first_name: "Ximena", last_name: "Castañeda", grad_year: 2027, positions: ["L/DS"], height_inches: 65, club_team: "Rio Grande Juniors 17 Adidas",
      high_school: "Mesilla Valley High School", city: "Las Cruces", state: "NM", gpa: 3.9, email: "ximena.castaneda27@gmail.com", phone: "+15755550152",
      video_urls: ["https://www.youtube.com/watch?v=Xc2Lb9Ds4Pq"],
    }),
    message: fwd("gmail", WHITCOMB, "2026-11-09 07:00:00 -06:00", ximenaNamesCoaches),
  },
  {
    name: "v17-athlete-all-lower-irish-surname-thunderbird",
    family: "v17-athlete-mckenna-orourke",
    tags: ["fwd:thunderbird", "lang:en", "sport:lacrosse", "all-lower", "name:apostrophe"],
    label: recruiting("athlete", {
      first_name: "McKenna", last_name: "O'Rourke", grad_year: 2028, positions: ["attack"], height_inches: 65, club_team: "Capital District Lacrosse 2028 Elite",
      high_school: "Saratoga Springs Central HS", city: "Saratoga Springs", state: "NY", gpa: 3.4, email: "mckorourke.lax@gmail.com",
      video_urls: ["https://www.youtube.com/watch?v=Mo5Rk2Ax7Lt"],
    }),
    message: fwd("thunderbird", PELLETIER, "2026-11-07 08:00:00 -05:00", mckennaLower),
  },
  {
    name: "v17-club-director-forwards-player-note-outlook-live",
    family: "v17-club-green-mountain-elite",
    tags: ["fwd:outlook-live", "nested", "lang:en", "sport:basketball", "role:external-forwarder", "trap:club-coach-contact"],
    label: recruiting("club_coach", {
      first_name: "Amani", last_name: "Said", grad_year: 2028, positions: ["point guard"], height_inches: 67, club_team: "Green Mountain Elite 17U",
      high_school: "Burlington Northshore High School", city: "Burlington", state: "VT", gpa: 3.75, email: "amanisaid.hoops@gmail.com",
      video_urls: ["https://www.hudl.com/video/3/82001234/5e6f7a8b9c0d1e2f3a4b5c6d"],
    }),
    message: fwd("outlook-live", PELLETIER, "2026-11-13 10:00:00 -05:00", amaniDirector),
  },
  {
    name: "v17-parent-nickname-body-full-name-subject-yahoo",
    family: "v17-parent-dawn-duarte",
    tags: ["fwd:yahoo", "lang:en", "sport:softball", "name:nickname", "name:surname-in-subject", "trap:parent-contact"],
    label: recruiting("parent", {
      first_name: "Alexandra", last_name: "Duarte", grad_year: 2028, positions: ["OF", "UT"], height_inches: 67, club_team: "Carolina Elite 16U Stroud",
      high_school: "Weddington Grove High School", city: "Matthews", state: "NC", gpa: 4.1, phone: "+17045550156",
    }),
    message: fwd("yahoo", OKAFOR, "2026-11-15 14:00:00 -05:00", lexiSubject),
  },
  {
    name: "v17-athlete-name-is-a-season-track-outlook-2013",
    family: "v17-athlete-winter-grant",
    tags: ["fwd:outlook-2013", "lang:en", "sport:track", "name:word"],
    label: recruiting("athlete", {
      first_name: "Winter", last_name: "Grant", grad_year: 2027, positions: ["1600m", "3200m"], height_inches: 66,
      high_school: "Champlain Shores High School", city: "South Burlington", state: "VT", gpa: 3.97, email: "wintergrant.runs@gmail.com", phone: "+18025550159",
    }),
    message: fwd("outlook-2013", PELLETIER, "2026-11-04 09:00:00 -05:00", winterGrant),
  },
  {
    name: "v17-club-coach-three-bullets-outlook-new-nobar",
    family: "v17-club-ozark-firebirds",
    tags: ["fwd:outlook-new-nobar", "lang:en", "sport:softball", "multi-athlete", "bullets", "name:two-word-first", "name:hyphenated"],
    label: severalAthletes("club_coach", [
      { first_name: "Kenna", last_name: "Brightwater", grad_year: 2028, positions: ["P"], height_inches: 70, club_team: "Ozark Firebirds 16U National", high_school: "Nixa Springs HS", gpa: 3.8, email: "kbrightwater28@gmail.com" },
      { first_name: "Hollis Rae", last_name: "Jennings", grad_year: 2028, positions: ["C", "1B"], height_inches: 67, club_team: "Ozark Firebirds 16U National", high_school: "Ozark Valley HS", gpa: 3.5 },
      { first_name: "Sofia", last_name: "Delgado-Reyes", grad_year: 2028, positions: ["OF"], height_inches: 65, club_team: "Ozark Firebirds 16U National", high_school: "Republic Pines HS", gpa: 4.0, email: "sofiadr28@gmail.com" },
    ]),
    message: fwd("outlook-new-nobar", OKAFOR, "2026-11-17 12:00:00 -05:00", bulletsSoftball),
  },
  {
    name: "v17-club-director-four-numbered-lines-gmail",
    family: "v17-club-heartland-vbc",
    tags: ["fwd:gmail", "lang:en", "sport:volleyball", "multi-athlete", "numbered", "name:word", "trap:venue"],
    label: severalAthletes("club_coach", [
      { first_name: "Brooke", last_name: "Halvorsen", grad_year: 2027, positions: ["OH"], height_inches: 73, club_team: "Heartland VBC 17 Elite", high_school: "Millard Ridge HS", gpa: 3.9 },
      { first_name: "Anaya", last_name: "Patel-Moore", grad_year: 2027, positions: ["S"], height_inches: 69, club_team: "Heartland VBC 17 Elite", high_school: "Elkhorn Prairie HS", gpa: 4.0 },
      { first_name: "Journey", last_name: "Holt", grad_year: 2027, positions: ["MB"], height_inches: 74, club_team: "Heartland VBC 17 Elite", high_school: "Bellevue Summit HS", gpa: 3.3 },
      { first_name: "Kinsey", last_name: "May", grad_year: 2027, positions: ["L/DS"], height_inches: 65, club_team: "Heartland VBC 17 Elite", high_school: "Gretna Crossing HS", gpa: 3.6 },
    ]),
    message: fwd("gmail", WHITCOMB, "2026-11-19 10:00:00 -06:00", numberedVolleyball),
  },
  {
    name: "v17-hs-coach-two-seniors-paragraphs-outlook-2019",
    family: "v17-hs-st-cloud-north",
    tags: ["fwd:outlook-2019", "lang:en", "sport:soccer", "multi-athlete", "paragraphs", "name:word", "trap:street-address"],
    label: severalAthletes("high_school_coach", [
      { first_name: "Marisol", last_name: "Vang", grad_year: 2027, positions: ["attacking midfielder"], height_inches: 63, club_team: "Granite City United 08G", high_school: "St. Cloud North High School", city: "St. Cloud", state: "MN", gpa: 3.7, email: "marisolvang27@gmail.com" },
      { first_name: "Hope", last_name: "Lindgren-Sauer", grad_year: 2027, positions: ["outside back"], height_inches: 67, club_team: "Granite City United 08G", high_school: "St. Cloud North High School", city: "St. Cloud", state: "MN", gpa: 3.95 },
    ]),
    message: fwd("outlook-2019", RASMUSSEN, "2026-11-09 17:00:00 -06:00", paragraphsSoccer),
  },
  {
    name: "v17-club-coach-three-table-html-apple-mac",
    family: "v17-club-harbor-hawks",
    tags: ["fwd:apple-mac", "lang:en", "sport:lacrosse", "multi-athlete", "table", "html-table"],
    label: severalAthletes("club_coach", [
      { first_name: "Delaney", last_name: "Cross", grad_year: 2028, positions: ["midfield"], height_inches: 68, club_team: "Harbor Hawks 2028 Elite", high_school: "Scituate Harbor HS" },
      { first_name: "Rory", last_name: "Beaumont", grad_year: 2028, positions: ["defense"], height_inches: 70, club_team: "Harbor Hawks 2028 Elite", high_school: "Cohasset Point HS" },
      { first_name: "Teagan", last_name: "Wu", grad_year: 2028, positions: ["goalie"], height_inches: 66, club_team: "Harbor Hawks 2028 Elite", high_school: "Hingham Bay HS" },
    ]),
    message: fwd("apple-mac", PELLETIER, "2026-11-11 12:00:00 -05:00", tableLacrosse),
  },
  {
    name: "v17-club-roster-export-surname-first-thunderbird",
    family: "v17-club-columbia-basin-juniors",
    tags: ["fwd:thunderbird", "lang:en", "sport:volleyball", "multi-athlete", "name:last-first", "all-caps-surname"],
    label: severalAthletes("club_coach", [
      { first_name: "Lucia", last_name: "Espinosa", grad_year: 2027, positions: ["OH"], height_inches: 71, club_team: "CBJ 17 Black", email: "luciaespinosa27@gmail.com" },
      { first_name: "Marin", last_name: "Drake", grad_year: 2027, positions: ["MB"], height_inches: 74, club_team: "CBJ 17 Black", email: "marindrake.vb@gmail.com" },
      { first_name: "Bisi", last_name: "Oyelaran", grad_year: 2027, positions: ["S"], height_inches: 69, club_team: "CBJ 17 Black", email: "bisioyelaran@gmail.com" },
    ]),
    message: fwd("thunderbird", WHITCOMB, "2026-11-20 16:00:00 -06:00", rosterExport),
  },
  {
    name: "v17-club-coach-main-athlete-second-subject-outlook-live",
    family: "v17-club-lakeshore-academy",
    tags: ["fwd:outlook-live", "lang:en", "sport:volleyball", "multi-athlete", "main-athlete-in-subject", "trap:teammate-before-main"],
    label: severalAthletes("club_coach", [
      { first_name: "Gabby", last_name: "Ferrante", grad_year: 2027, positions: ["S"], height_inches: 68, club_team: "Lakeshore Academy 17 Blue" },
      { first_name: "Hanna", last_name: "Leclerc", grad_year: 2027, positions: ["S"], height_inches: 71, club_team: "Lakeshore Academy 17 Blue", high_school: "Grosse Pointe Harbor High School", gpa: 3.85, email: "hannaleclerc27@gmail.com" },
    ], 1),
    message: fwd("outlook-live", WHITCOMB, "2026-11-18 19:00:00 -06:00", subjectSecond),
  },
  {
    name: "v17-hs-coach-two-pitchers-one-sentence-gmail",
    family: "v17-hs-pike-county",
    tags: ["fwd:gmail", "lang:en", "sport:softball", "multi-athlete", "inline-list", "name:place-words"],
    label: severalAthletes("high_school_coach", [
      { first_name: "Georgia", last_name: "Bell", grad_year: 2028, positions: ["P"], height_inches: 69, club_team: "Appalachian Thunder 16U", high_school: "Pike County High School", gpa: 3.6 },
      { first_name: "Savannah", last_name: "Pruitt", grad_year: 2029, positions: ["P"], height_inches: 67, club_team: "Appalachian Thunder 16U", high_school: "Pike County High School", gpa: 3.9 },
    ]),
    message: fwd("gmail", OKAFOR, "2026-11-07 15:00:00 -05:00", hsTwoOneLine),
  },
  {
    name: "v17-nonrec-club-commits-newsletter-direct",
    family: "v17-nonrec-heartland-vbc-news",
    tags: ["not-a-forward", "lang:en", "category:newsletter", "trap:athletes-named", "trap:venue"],
    label: notRecruiting("club_coach"),
    message: original(commitsNewsletter, "bulk", { headers: bulkMailHeaders("https://heartlandvbc.example/u") }),
  },
  {
    name: "v17-nonrec-venue-court-assignments-direct",
    family: "v17-nonrec-heartland-sportsplex",
    tags: ["not-a-forward", "lang:en", "category:logistics", "trap:club-names", "trap:venue"],
    label: notRecruiting("other"),
    message: original(courtAssignments, "bulk", { headers: bulkMailHeaders("https://heartlandsportsplex.example/u") }),
  },
  {
    name: "v17-nonrec-service-four-catchers-direct",
    family: "v17-nonrec-prepscout",
    tags: ["not-a-forward", "lang:en", "category:service-blast", "trap:athletes-named"],
    label: notRecruiting("recruiting_service"),
    message: original(serviceBlast, "bulk", { headers: bulkMailHeaders("https://prepscoutsb.example/alerts") }),
  },
  {
    name: "v17-nonrec-all-conference-release-direct",
    family: "v17-nonrec-metro-valley-conference",
    tags: ["not-a-forward", "lang:en", "category:newsletter", "trap:athletes-named"],
    label: notRecruiting("other"),
    message: original(allConference, "bulk", { headers: bulkMailHeaders("https://metrovalleyconf.example/u") }),
  },
  {
    name: "v17-nonrec-club-jersey-sizes-surname-first-outlook-mac",
    family: "v17-club-ozark-firebirds",
    tags: ["fwd:outlook-mac", "lang:en", "category:logistics", "trap:athletes-named", "name:last-first"],
    label: notRecruiting("club_coach"),
    message: fwd("outlook-mac", OKAFOR, "2026-11-20 18:00:00 -05:00", uniformOrder, { note: "For the camp folder." }),
  },
  {
    name: "v17-nonrec-own-camp-confirmation-direct",
    family: "v17-nonrec-larkspur-camps",
    tags: ["not-a-forward", "lang:en", "category:own-template", "trap:athletes-named"],
    label: notRecruiting("other"),
    message: original(campConfirmation, "outlook"),
  },
  {
    name: "v17-nonrec-club-director-auto-reply-direct",
    family: "v17-club-heartland-vbc",
    tags: ["not-a-forward", "lang:en", "category:auto-reply", "trap:people-named"],
    label: notRecruiting("club_coach"),
    message: original(directorAutoReply, "outlook", { headers: [["Auto-Submitted", "auto-replied"]] }),
  },
  {
    name: "v17-nonrec-scholarship-award-release-direct",
    family: "v17-nonrec-pike-county-foundation",
    tags: ["not-a-forward", "lang:en", "category:newsletter", "trap:athletes-named"],
    label: notRecruiting("other"),
    message: original(scholarshipRelease, "outlook"),
  },
];
