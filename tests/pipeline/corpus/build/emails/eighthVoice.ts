/**
 * An eighth tuning author, who read none of the other batches' emails. Its weight is on the four fields strangers
 * write least predictably: the club team (a club with no club word, "on the 17U team at", "Club: … | Team: …" in a
 * signature, a team in parentheses, the team's coach after it, an abbreviation then the full name, a club in the
 * subject only, last season's club beside this season's, a softball org with its coach's name, ECNL/GA soccer teams,
 * lacrosse clubs, a tournament or an opponent written next to the club), the high school (no "High", "HS", "H.S.",
 * Catholic, Prep, Academy and "St." schools, a city in parentheses, homeschool, an online school, a school abroad),
 * where she lives ("from Naperville, Illinois", "Lincoln NE", "(Boise, ID)", "Hometown:", two-word cities, a
 * "City, ST 12345" signature line, a tournament's city that is not home) and her own phone beside her parents' and
 * her club coach's; and look-alikes (camp ads, tryout flyers, schedules, a commitment post) that name clubs and
 * schools but introduce nobody.
 */
import { notRecruiting, recruiting, type CorpusEntry } from "../labels.ts";
import { collegeCoach } from "../people.ts";
import { bulkMailHeaders, compose, forwardedBlock, fwd, original, type Original } from "../wrappers.ts";

const BRANNIGAN = collegeCoach("Odile Brannigan", "obrannigan@harborlight.edu", "odile.brannigan.k3v9@scout.inboxscout.app", `Odile Brannigan
Head Volleyball Coach, Harborlight University
(207) 555-0100`);

const TANAKA = collegeCoach("Wes Tanaka", "wtanaka@mesaverdestate.edu", "wes.tanaka.r8d2@scout.inboxscout.app", `Wes Tanaka
Associate Head Coach | Mesa Verde State Softball
970.555.0101`);

const ADEYEMI = collegeCoach("Carmen Adeyemi", "cadeyemi@northfork.edu", "carmen.adeyemi.m4t7@scout.inboxscout.app", `Carmen Adeyemi
Women's Soccer - Northfork College
(802) 555-0103`);

const SANTANGELO = collegeCoach("Brigid Santangelo", "bsantangelo@northfork.edu", "brigid.santangelo.x6q1@scout.inboxscout.app", `Brigid Santangelo
Head Women's Lacrosse Coach
Northfork College | 802-555-0105`);

// ---------------------------------------------------------------------------------------------------------------
// Volleyball athletes
// ---------------------------------------------------------------------------------------------------------------

const mizunoLongBeach: Original = {
  from: "Lucia Montalvo <lucia.montalvo28@gmail.com>",
  to: "obrannigan@harborlight.edu",
  date: "2026-11-16 20:41:00 -08:00",
  subject: "Outside hitter, 2028 - Lucia Montalvo",
  text: `Hi Coach Brannigan,

I'm a junior at Mater Dei and an outside hitter, class of 2028. I play for Mizuno Long Beach and we open the season in January at the Vegas qualifier.

I'm 5'11", I hit out of the left side and I serve a jump float. My GPA is 3.64 and I'm interested in kinesiology, which Harborlight has.

Film from last weekend: https://www.hudl.com/video/3/40917723/a1b2c3d4e5f60718293a4b5c

I'm from Santa Ana, California and I'd love to come to a practice this spring.

Thank you,
Lucia Montalvo
cell (714) 555-0142 · mom (Rosa) 714-555-0143`,
};

const lakeside17s: Original = {
  from: "Tessa Quinlan <tessquinlan.mb@outlook.com>",
  to: "obrannigan@harborlight.edu",
  date: "2026-11-09 18:02:00 -07:00",
  subject: "Tessa Quinlan | MB | 2028",
  text: `Coach,

Short version: I'm a 6'1" middle, I'm a junior at Cherry Creek, and I'm on Lakeside 17s this year.

Hometown: Greenwood Village, CO
GPA: 3.9
Approach: 10'1"
Highlights: https://www.youtube.com/watch?v=Tq8Mb2Lk5Rz

My number is 303-555-0160, or my dad's is 303-555-0161 if I'm at school.

Go Harborlight!
Tessa`,
};

const carolinaElite: Original = {
  from: "Nadia Okafor <nadia.okafor27@gmail.com>",
  to: "obrannigan@harborlight.edu",
  date: "2026-10-30 21:15:00 -04:00",
  subject: "2027 setter from Raleigh",
  text: `Dear Coach Brannigan,

My name is Nadia Okafor and I'm a senior setter from Raleigh, North Carolina. I'm on the 17U team at Carolina Elite, and I set a 6-2 for my high school team at Leesville Road H.S., where we made the regional final this year.

I'm 5'8" with a 3.71 GPA. I'm still uncommitted and I'm looking for a program where I can develop and compete for a starting spot.

Setting film: https://www.hudl.com/video/3/38820194/0a9b8c7d6e5f4a3b2c1d0e9f

I hope we get to talk soon.

Nadia Okafor | (919) 555-0164`,
};

const ozarkStormSignature: Original = {
  from: "Kinsley Harlow <kinsleyharlow2029@icloud.com>",
  to: "obrannigan@harborlight.edu",
  date: "2026-11-21 15:30:00 -06:00",
  subject: "Libero - camp follow up",
  text: `Hello Coach Brannigan!

Thank you for the passing station at your October camp, I have been doing the platform drill every day since. I'm a sophomore libero and I would love to stay on your radar.

I'm 5'5" and I have a 4.0 GPA.

Serve receive clips: https://www.hudl.com/video/3/50018273/ffeeddccbbaa998877665544

Kinsley Harlow
Class of 2029 | Libero
Club: Ozark Storm | Team: 16 Gold
Shiloh Hills High School
Springdale, AR 72764
Cell 479-555-0170 | Mom (Dana) 479-555-0171 | Club coach Jess Tran 479-555-0172`,
};

const tidewaterParentheses: Original = {
  from: "Whitney Abara <wabara.vb@gmail.com>",
  to: "obrannigan@harborlight.edu",
  date: "2026-11-03 19:48:00 -05:00",
  subject: "Right side hitter / class of 2028",
  text: `Coach Brannigan,

I am a right side hitter at Bishop Calloway Catholic (Virginia Beach, VA) and I play club for Tidewater Juniors (17-Royal). I'm 6'0" and I block well on the right, and I have a 3.48 GPA.

Our club is going to the Capitol Hill Classic in Washington, DC in February, if you are recruiting there.

My video: https://youtu.be/Wa4Rs8Tb2Nc

757 555 0175 is my cell. Thanks for reading!

Whitney Abara`,
};

const magnoliaCoachAfter: Original = {
  from: "Sadie Lorenzen <sadielorenzen@yahoo.com>",
  to: "obrannigan@harborlight.edu",
  date: "2026-11-11 17:05:00 -06:00",
  subject: "Sadie Lorenzen - OH - 2028",
  text: `Hi Coach Brannigan,

I wanted to introduce myself. I'm Sadie, a 5'10" outside hitter in the class of 2028. I go to St. Brigid's Academy in Baton Rouge, Louisiana.

Club team: Magnolia Juniors 17 Elite - Coach Renata Oyelowo
GPA: 3.82
Cell: 225.555.0178

This is my highlight video from the fall: https://www.hudl.com/video/3/42226190/9f8e7d6c5b4a39281706f5e4

Coach Oyelowo said she is happy to talk to you about me any time, her number is 225.555.0179.

Thank you so much,
Sadie Lorenzen`,
};

const midPlainsAbbreviation: Original = {
  from: "Jorie Vandersloot <jorievandersloot@gmail.com>",
  to: "obrannigan@harborlight.edu",
  date: "2026-11-06 20:10:00 -06:00",
  subject: "Setter interested in Harborlight",
  text: `Coach Brannigan,

I'm Jorie Vandersloot, a 2028 setter. I play for MPV (Mid-Plains Volleyball) on the 17 Red team, and at school I play for Lincoln Prairie HS. I live in Lincoln NE.

5'9", 3.95 GPA, 5-1 setter for both teams.

Video: https://www.hudl.com/video/3/47781920/3c4d5e6f708192a3b4c5d6e7

Reach me at (402)555-0181 or here.

Jorie`,
};

const pinnacleSubjectOnly: Original = {
  from: "Aaliyah Grant <aaliyahgrant.mb@gmail.com>",
  to: "obrannigan@harborlight.edu",
  date: "2026-11-19 22:30:00 -06:00",
  subject: "2028 MB | Pinnacle 17 Black",
  text: `hi coach brannigan, here is my info

Aaliyah Grant
middle blocker, 6'2"
Bee Cave Hills High School (Austin, TX)
3.3 gpa
512-555-0184
https://www.hudl.com/video/3/51127734/7a6b5c4d3e2f1a0b9c8d7e6f

thanks!`,
};

const lastSeasonThisSeason: Original = {
  from: "Brooke Ahlstrom <brooke.ahlstrom@outlook.com>",
  to: "obrannigan@harborlight.edu",
  date: "2026-11-13 16:55:00 -05:00",
  subject: "Update from Brooke Ahlstrom (2028 L/DS)",
  text: `Coach Brannigan,

We emailed last spring when I was with Horizon 16 Blue. I've moved clubs since then and I now play for Summit Peak 17 Elite, where I'm the starting libero.

A few updates:
- Reeds Lake Academy, Ann Arbor, Michigan
- 5'6", libero/DS
- GPA 3.77
- new film: https://www.youtube.com/watch?v=Ba7Lb3Ds9Hq

My cell is 734-555-0186. My dad Erik (734-555-0187) drives me to most tournaments.

Brooke`,
};

const cityClubSpokane: Original = {
  from: "Maren Stoltz <marenstoltz29@gmail.com>",
  to: "obrannigan@harborlight.edu",
  date: "2026-11-18 19:12:00 -08:00",
  subject: "DS/libero 2029",
  text: `Coach Brannigan,

My name is Maren Stoltz. I'm a sophomore defensive specialist at Saltese Valley H.S. and I'm from Spokane Valley, Washington. This season I'm playing for Spokane Select 16 Navy.

I'm 5'6", GPA 3.58.

https://www.hudl.com/video/3/53390012/5e4d3c2b1a0f9e8d7c6b5a49

You can call or text me at 509-555-0188.

Maren`,
};

const prairieStormOpponent: Original = {
  from: "Harper Lindqvist <harperlindqvist@gmail.com>",
  to: "obrannigan@harborlight.edu",
  date: "2026-11-24 21:02:00 -06:00",
  subject: "Harper Lindqvist - 2028 opposite",
  text: `Coach Brannigan,

Last weekend at the Heartland Open in Kansas City my club, Prairie Storm 17 Gold, beat KC Fusion 17 Black in the semis and lost to Great Plains Elite 17 in the final. I led our team in kills as the opposite.

I'm from Naperville, Illinois and I'm a junior at Naperville Heritage High School. 6'0", 3.62 GPA.

Film: https://www.hudl.com/video/3/54412037/1f2e3d4c5b6a79880f1e2d3c

Harper Lindqvist
630-555-0189`,
};

const homeschooledBoise: Original = {
  from: "Sierra Vance <sierra.vance2029@gmail.com>",
  to: "obrannigan@harborlight.edu",
  date: "2026-11-04 14:22:00 -07:00",
  subject: "Homeschooled setter, class of 2029",
  text: `Dear Coach Brannigan,

I'm Sierra Vance (Boise, ID), a 5'10" setter in the class of 2029. I'm homeschooled, which gives me time to train, and I play club for Treasure Valley Juniors 16 Black.

My GPA is 3.9 and I'm taking dual-credit classes at the community college.

Here is my video: https://www.hudl.com/video/3/55520384/2a3b4c5d6e7f8091a2b3c4d5

My cell: 208 555 0190
My mom, Heather: 208 555 0191

Thank you for your time,
Sierra`,
};

const hometownBlock: Original = {
  from: "Ava Kuznetsov <avakuznetsov17@gmail.com>",
  to: "obrannigan@harborlight.edu",
  date: "2026-11-01 11:40:00 -05:00",
  subject: "Recruiting profile - Ava Kuznetsov",
  text: `Coach Brannigan, thanks for taking a look.

Name: Ava Kuznetsov
Grad year: 2028
Position: OH / RS
Height: 6'1"
Hometown: Eau Claire, Wisconsin
High school: Eau Claire North Shore HS
Club: Chippewa Valley VBC 17 Elite
GPA: 3.69
Video: https://www.hudl.com/video/3/56631928/6f5e4d3c2b1a09f8e7d6c5b4
Cell: 715-555-0125 | Parents: 715-555-0126 (Jen), 715-555-0127 (Mark)

I'd love to hear what you look for in an outside.

Ava`,
};

const lowercaseSiouxFalls: Original = {
  from: "kenzie dahl <kenziedahl29@icloud.com>",
  to: "obrannigan@harborlight.edu",
  date: "2026-11-22 23:10:00 -06:00",
  subject: "2029 opp",
  text: `hi coach im kenzie dahl, a 2029 opposite from sioux falls south dakota. i play for dakota juniors 16 black and go to roosevelt ridge high school. im 5'11 and have a 3.4 gpa. my film is https://www.hudl.com/video/3/57720019/0c1d2e3f4a5b6c7d8e9f0a1b and my phone is 605.555.0193. thanks`,
};

// ---------------------------------------------------------------------------------------------------------------
// Softball athletes
// ---------------------------------------------------------------------------------------------------------------

const rockwoodThunder: Original = {
  from: "Hadley Brandt <hadleybrandt16@yahoo.com>",
  to: "wtanaka@mesaverdestate.edu",
  date: "2026-10-27 19:30:00 -05:00",
  subject: "2028 catcher - Hadley Brandt",
  text: `Coach Tanaka,

I'm a catcher and third baseman in the class of 2028. I catch for Rockwood Thunder 16U, and we'll be at the Colorado Sparkler in Aurora this summer.

I'm from St. Louis, Missouri and I'm a junior at St. Cecilia Academy. I'm 5'7", pop time 1.92, GPA 3.88.

Catching video: https://www.youtube.com/watch?v=Hb3Ct5Rt8Wq

Cell: 314.555.0151
Dad (Greg): 314.555.0152
Coach Pruitt (Thunder): 636-555-0153

Thank you!
Hadley Brandt`,
};

const georgiaImpact: Original = {
  from: "Kaydence Moultrie <kaydence.moultrie@gmail.com>",
  to: "wtanaka@mesaverdestate.edu",
  date: "2026-11-08 20:45:00 -05:00",
  subject: "SS | 2029 | Georgia Impact Premier 16U - Johnson",
  text: `Hi Coach Tanaka,

My name is Kaydence Moultrie and I'm a sophomore shortstop at Flat Creek High School in Peachtree City, GA. I play travel ball for Georgia Impact Premier 16U - Johnson.

5'6", bats right, throws right. 3.8 GPA.

Skills video: https://youtu.be/Km6Ss2Gi7Pq

my cell: 770-555-0190
Coach Johnson: 678-555-0191

Kaydence`,
};

const onlineSchoolHurricanes: Original = {
  from: "Rosalyn Tran <rosalyn.tran.p@gmail.com>",
  to: "wtanaka@mesaverdestate.edu",
  date: "2026-11-12 18:20:00 -06:00",
  subject: "LHP class of 2027",
  text: `Coach Tanaka,

I'm a left-handed pitcher, class of 2027, from League City, Texas. I attend Summit Ridge Online Academy so I can travel for softball, and I pitch for Gulf Coast Hurricanes 18U - Delgado.

I'm 5'9" and throw 62-64 with a drop and a change. GPA 3.92.

Pitching video: https://www.youtube.com/watch?v=Rt9Lh4Pc2Mw

Rosalyn Tran
281-555-0194 (cell)
281-555-0195 (Coach Delgado)`,
};

const desertSkyAgeFirst: Original = {
  from: "Jocelyn Ybarra <jybarra2028@gmail.com>",
  to: "wtanaka@mesaverdestate.edu",
  date: "2026-11-15 16:05:00 -07:00",
  subject: "Center fielder - 2028",
  text: `Coach Tanaka,

I'm on the 16U Premier team with Desert Sky Fastpitch and I play center field. I'm a junior at Red Mountain Ridge HS. Home to first in 2.8 from the left side.

5'5", GPA 3.5.

Video: https://www.hudl.com/video/3/58840273/4b5c6d7e8f9a0b1c2d3e4f50

Jocelyn Ybarra
2028 | OF
Mesa, AZ 85212
480-555-0196`,
};

// ---------------------------------------------------------------------------------------------------------------
// Soccer and lacrosse athletes
// ---------------------------------------------------------------------------------------------------------------

const cascadeEcnl: Original = {
  from: "Paige Dunleavy <paigedunleavy27@gmail.com>",
  to: "cadeyemi@northfork.edu",
  date: "2026-11-10 21:00:00 -08:00",
  subject: "2027 center back - Cascade Rovers ECNL",
  text: `Coach Adeyemi,

I'm a center back in the class of 2027 and I play for Cascade Rovers SC ECNL G09. Next month we play Oregon Surf ECNL and Tualatin Heat at the ECNL showcase in Phoenix, Arizona, and I'd love for you to see a game.

Hometown: Tacoma, Washington
School: Narrows Prep
Height: 5'9"
GPA: 3.74

Game film: https://www.hudl.com/video/3/59951730/8e9f0a1b2c3d4e5f60718293

Paige Dunleavy
253-555-0197`,
};

const piedmontGa: Original = {
  from: "Ximena Barragan <ximena.barragan09@yahoo.com>",
  to: "cadeyemi@northfork.edu",
  date: "2026-11-02 17:18:00 -05:00",
  subject: "Forward - Class of 2027",
  text: `Hello Coach Adeyemi,

I'm Ximena Barragan, a forward for Piedmont United GA 09G in the Girls Academy league. I'm a senior at Ballantyne Ridge High School in Charlotte, NC and I scored 14 goals in our high school season.

5'4", 3.56 GPA. I'm also fast: 11.9 in the 100m.

Highlights: https://www.youtube.com/watch?v=Xb2Fw7Pu5Gq

Mobile: +1 704 555 0198
My mother, Lorena: +1 704 555 0199

Gracias,
Ximena`,
};

const northCoastCoachLine: Original = {
  from: "Nora Kaczmarek <nkaczmarek.gk@gmail.com>",
  to: "cadeyemi@northfork.edu",
  date: "2026-11-17 20:25:00 -05:00",
  subject: "Goalkeeper interested in Northfork",
  text: `Dear Coach Adeyemi,

My name is Nora Kaczmarek and I'm a goalkeeper (class of 2028) at Hawken Crest School in Cleveland Heights, Ohio.

Club team: North Coast FC - ECNL 2009G (coach: Ines Varga, ines.varga@northcoastfc.example)
Height: 5'10"
GPA: 3.9 unweighted

Keeper video: https://www.hudl.com/video/3/60062841/9f0a1b2c3d4e5f607182939a

Phone: 216-555-0110
Parent: 216-555-0111 (Tom Kaczmarek)

Thank you!
Nora`,
};

const abroadEngland: Original = {
  from: "Harriet Ellison <harriet.ellison08@gmail.com>",
  to: "cadeyemi@northfork.edu",
  date: "2026-11-05 19:35:00 +00:00",
  subject: "English midfielder looking at US colleges - 2027",
  text: `Dear Coach Adeyemi,

I'm Harriet Ellison, a central midfielder from Bristol, England. I'm in Year 13 at Thornbury Grammar School and I finish my A levels in summer 2027. I play for Ravenshaw Town Ladies U18 in the regional league.

I'm 5'6" and predicted A*AA (Maths, Biology, PE). I'd like to study sport science in the US.

Match highlights: https://www.youtube.com/watch?v=He5Cm8Md3Tv

Best wishes,
Harriet Ellison`,
};

const skylineLax: Original = {
  from: "Annika Sorensen <annikasorensen.lax@gmail.com>",
  to: "bsantangelo@northfork.edu",
  date: "2026-11-14 18:40:00 -08:00",
  subject: "2028 attacker - Annika Sorensen",
  text: `Coach Santangelo,

I'm an attacker in the class of 2028 from Coeur d'Alene, Idaho. I play club for Skyline Lacrosse (2028 Elite) and I'm a junior at Coeur d'Alene Summit High School, where I had 41 goals and 19 assists this spring.

I'm 5'7" with a 3.85 GPA.

https://www.hudl.com/video/3/61173952/0a1b2c3d4e5f6071829304ab

Cell 208-555-0113

Thanks,
Annika`,
};

const blueRidgeTournament: Original = {
  from: "Callie Rountree <callierountree27@outlook.com>",
  to: "bsantangelo@northfork.edu",
  date: "2026-07-28 22:10:00 -04:00",
  subject: "Midfielder - Summer Smash follow up",
  text: `Coach Santangelo,

Thank you for watching our games at the Summer Smash in Frederick, MD. I'm the draw specialist for Blue Ridge Lax 2027 Select; we beat Ironbound Elite 12-9 in the final.

A little about me: I'm a rising senior (class of 2027) and a midfielder at Cave Spring Crossing HS and I live in Roanoke, Virginia. 5'8", 3.67 GPA.

Full game: https://www.youtube.com/watch?v=Cr2Ds7Bm4Xl

Callie Rountree
(540) 555-0114`,
};

// ---------------------------------------------------------------------------------------------------------------
// Parents, club and high-school coaches
// ---------------------------------------------------------------------------------------------------------------

const motherWebsterGroves: Original = {
  from: "Colleen Mahaffey <cmahaffey@charter.example>",
  to: "obrannigan@harborlight.edu",
  date: "2026-11-07 09:15:00 -06:00",
  subject: "Our daughter Grace - setter, 2028",
  text: `Good morning Coach Brannigan,

I'm writing on behalf of my daughter, Grace Mahaffey. She is a junior at St. Clare Academy in Webster Groves, Missouri, and sets for Arch City 17 Elite. She is 5'10" and carries a 4.1 weighted GPA.

She would love to visit Harborlight this winter. Her highlight video: https://www.hudl.com/video/3/62284173/1b2c3d4e5f60718293a4b5c6

You can reach Grace directly at grace.mahaffey28@gmail.com or on her cell, 314-555-0115. My cell is 314-555-0116.

Warm regards,
Colleen Mahaffey`,
};

const fatherLowcountry: Original = {
  from: "Dwayne Pettiford <dpettiford@lowcountryhvac.example>",
  to: "wtanaka@mesaverdestate.edu",
  date: "2026-11-19 07:45:00 -05:00",
  subject: "2027 catcher - Jasmine Pettiford",
  text: `Coach Tanaka,

My daughter Jasmine is a senior catcher at Wando Creek H.S. in Mount Pleasant, SC. She plays for Lowcountry Heat Premier 18U and her coach there is Tim Sorrell.

5'6", throws 1.95 down, 3.45 GPA.

Her video: https://youtu.be/Jp4Ct9Lh2Wm

Jasmine's cell: 843-555-0117
Mine: 843-555-0118 (work 843-555-0119 ext 4)
Coach Sorrell: 843-555-0120

Thank you for your time,
Dwayne Pettiford
Pettiford Heating & Air`,
};

const motherLacrosse: Original = {
  from: "Meredith Sloane <meredith.sloane@verizon.example>",
  to: "bsantangelo@northfork.edu",
  date: "2026-11-20 12:30:00 -05:00",
  subject: "Ellie Sloane, 2029 defender",
  text: `Hi Coach Santangelo,

Our daughter Ellie is a sophomore defender at Glenelg Mills High School. Ellie's club team is Old Line Lax 2029, coached by Meg Turner. We live in Ellicott City, MD.

Ellie is 5'9" and has a 3.9 GPA. Her fall highlights: https://www.hudl.com/video/3/63395284/2c3d4e5f60718293a4b5c6d7

Ellie's cell: (410) 555-0121 · my cell: (410) 555-0122

Many thanks,
Meredith Sloane`,
};

const clubCoachBluestem: Original = {
  from: "Travis Heinlein <travis@bluestemvbc.example>",
  to: "obrannigan@harborlight.edu",
  date: "2026-11-10 13:00:00 -06:00",
  subject: "Bluestem VBC - Olivia Ferraro, 2027 OH",
  text: `Coach Brannigan,

I coach Bluestem VBC 18 National and wanted to put Olivia Ferraro in front of you. She's a senior outside at Olathe Prairie Trail HS (Olathe, KS), 6'0", 3.7 GPA, and she is our most reliable passer.

Her video: https://www.hudl.com/video/3/64406395/3d4e5f60718293a4b5c6d7e8
Her cell: 913-555-0123
Her email: oliviaferraro27@gmail.com

Call me any time.

Travis Heinlein
Director, Bluestem VBC
913-555-0124`,
};

const hsCoachCatholic: Original = {
  from: "Deirdre Okonkwo <dokonkwo@bishopharrow.example>",
  to: "obrannigan@harborlight.edu",
  date: "2026-11-05 15:40:00 -05:00",
  subject: "Middle blocker recommendation",
  text: `Coach Brannigan,

I'm the varsity coach at Bishop Harrow Catholic in Fort Wayne, Indiana, and I'd like to recommend my senior middle, Tamsin Wolcott (class of 2027). She is 6'2", a 3.95 student, and she plays club for Three Rivers VBC 17 Elite.

Her film: https://www.youtube.com/watch?v=Tw6Mb3Fw8Ki

Tamsin's cell is 260-555-0128. Mine is 260-555-0129.

Deirdre Okonkwo
Head Volleyball Coach, Bishop Harrow Catholic`,
};

const clubDirectorForwards: Original = {
  from: "Renee Castaneda <rcastaneda@alpineridgevbc.example>",
  to: "obrannigan@harborlight.edu",
  date: "2026-11-23 10:20:00 -07:00",
  subject: "Fwd: Harborlight",
  ...compose(
    `Coach Brannigan, one of our 17s asked me to pass this along. She's a gym rat and a great teammate.

Renee Castaneda
Club Director, Alpine Ridge VBC
(719) 555-0130`,
    forwardedBlock("gmail", {
      from: "Mila Novak <milanovak28@gmail.com>",
      to: "rcastaneda@alpineridgevbc.example",
      date: "2026-11-22 20:01:00 -07:00",
      subject: "Harborlight",
      text: `Hi Renee,

Can you send my info to the Harborlight coach?

Mila Novak - 2028 - setter
Alpine Ridge 17 Black
Palmer Ridge Heights HS, Monument, CO
5'9" / 3.88 GPA
(719) 555-0131
https://www.hudl.com/video/3/65517406/4e5f60718293a4b5c6d7e8f9

Thanks!!
Mila`,
    }),
    "gmail",
  ),
};

// ---------------------------------------------------------------------------------------------------------------
// Look-alikes: clubs and schools named, nobody introduced
// ---------------------------------------------------------------------------------------------------------------

const settersCampAd: Original = {
  from: "Elevate Setters Camp <info@elevatesetters.example>",
  to: "odile.brannigan.k3v9@scout.inboxscout.app",
  date: "2026-11-18 09:00:00 -05:00",
  subject: "Winter Setters Camp - Dec 27-29 - spots left",
  text: `ELEVATE SETTERS CAMP
December 27-29 | Cherry Creek Athletic Complex, Greenwood Village, CO

Three days of setting footwork, decision-making and film review for setters in grades 8-12.

Past campers now play at the next level, from clubs like Lakeside, Tidewater Juniors and Carolina Elite and schools like Mater Dei and St. Brigid's Academy.

Cost: $385 (includes camp shirt)
Register: https://elevatesetters.example/winter

Questions? Call 303-555-0132.

Unsubscribe: https://elevatesetters.example/u`,
};

const tryoutFlyer: Original = {
  from: "Ozark Storm Volleyball <tryouts@ozarkstorm.example>",
  to: "odile.brannigan.k3v9@scout.inboxscout.app",
  date: "2026-10-20 08:00:00 -05:00",
  subject: "Ozark Storm 2027 season tryouts",
  text: `OZARK STORM VOLLEYBALL CLUB
2027 Club Season Tryouts

12s-14s: Sunday, November 2, 1:00-3:00 pm
15s-16s: Sunday, November 2, 3:30-5:30 pm
17s-18s: Sunday, November 9, 1:00-4:00 pm

Location: Shiloh Hills High School, Springdale, AR 72764
Bring: knee pads, water, a completed medical form

Our 17 Gold and 16 Gold teams qualified for Nationals last season. Teams practice twice a week in Springdale and Rogers.

Questions: Jess Tran, 479-555-0172, tryouts@ozarkstorm.example`,
};

const poolSchedule: Original = {
  from: "Heartland Open Volleyball <schedule@heartlandopen.example>",
  to: "obrannigan@harborlight.edu",
  date: "2026-11-12 18:00:00 -06:00",
  subject: "Heartland Open - 17 Open pools and court assignments",
  text: `HEARTLAND OPEN - 17 OPEN DIVISION
Kansas City Convention Center, Kansas City, MO

Pool A (Court 1): Prairie Storm 17 Gold, KC Fusion 17 Black, Bluestem VBC 17 National, Arch City 17 Elite
Pool B (Court 2): Great Plains Elite 17, Tidewater Juniors (17-Royal), Summit Peak 17 Elite, Mid-Plains Volleyball 17 Red

First serve 8:00 am Saturday. Work teams are listed on the app.
College coaches: packets at the hospitality room, Hall B.

Tournament director: Lonnie Farwell, 816-555-0133`,
};

const commitmentPost: Original = {
  from: "Carolina Elite Volleyball <news@carolinaelite.example>",
  to: "odile.brannigan.k3v9@scout.inboxscout.app",
  date: "2026-11-14 12:00:00 -05:00",
  subject: "Congratulations to our 2027 commits!",
  text: `CAROLINA ELITE VOLLEYBALL - COMMITMENT NEWS

We are proud of these 17U and 18U athletes who have committed to play in college:

Brielle Santos (Leesville Road H.S.) - Harborlight University
Janae Whitcomb (St. Brigid's Academy) - Coastal Pines College
Rowan Ellery (Cardinal Ridge HS, Cary, NC) - Blue Hollow University

Thank you to every college coach who came to watch our teams this year. Our 2028 class will be at the Atlantic Coast Qualifier in Richmond, VA in March.

Carolina Elite | Raleigh, NC | 919-555-0134`,
};

const ecnlShowcaseSchedule: Original = {
  from: "ECNL Southwest Showcase <events@swshowcase.example>",
  to: "cadeyemi@northfork.edu",
  date: "2026-11-25 10:00:00 -07:00",
  subject: "Southwest Showcase - G09 college coach schedule",
  text: `SOUTHWEST SHOWCASE - G09 DIVISION
Reach 11 Sports Complex, Phoenix, AZ

Friday, Dec 12
8:00  Field 4   Cascade Rovers SC ECNL G09 vs Oregon Surf ECNL G09
9:30  Field 4   Tualatin Heat G09 vs Piedmont United GA 09G
11:00 Field 6   North Coast FC ECNL 2009G vs Cascade Rovers SC ECNL G09

Saturday, Dec 13
8:00  Field 2   Oregon Surf ECNL G09 vs North Coast FC ECNL 2009G

Rosters with grad years and high schools are in the college coach app. Parking pass: https://swshowcase.example/coaches`,
};

const laxCollegeNight: Original = {
  from: "Skyline Lacrosse <recruiting@skylinelax.example>",
  to: "brigid.santangelo.x6q1@scout.inboxscout.app",
  date: "2026-11-03 11:00:00 -08:00",
  subject: "College coaches invited: Skyline Lacrosse Winter Play Day",
  text: `Coach,

Skyline Lacrosse invites college coaches to our Winter Play Day on January 17 at Coeur d'Alene Summit High School, Coeur d'Alene, ID.

Our 2027, 2028 and 2029 Elite teams will play three 25-minute games each. Rosters with positions, GPAs and high schools go out to registered coaches the week before.

RSVP: https://skylinelax.example/playday
Contact: Marisa Hoang, Recruiting Coordinator, 208-555-0135

Skyline Lacrosse | Spokane - Coeur d'Alene`,
};

const hsCoachScrimmage: Original = {
  from: "Gary Lindahl <glindahl@lincolnprairie.example>",
  to: "obrannigan@harborlight.edu",
  date: "2026-11-26 08:30:00 -06:00",
  subject: "Team camp question - Lincoln Prairie HS",
  text: `Coach Brannigan,

I coach the varsity at Lincoln Prairie HS in Lincoln NE. Do you run a team camp in June? We'd bring 14-16 girls, varsity and JV, and would need dorm rooms for two nights.

Also, is there a discount if two schools come together? Pius Crossing High School might join us.

Thanks,
Gary Lindahl
Lincoln Prairie HS Volleyball
402-555-0136`,
};

const parentWhichClub: Original = {
  from: "Brandi Kessler <brandikessler@icloud.com>",
  to: "obrannigan@harborlight.edu",
  date: "2026-11-21 21:40:00 -07:00",
  subject: "club question",
  text: `Hi Coach, quick question from a volleyball mom in Boise. Do college coaches actually recruit out of Treasure Valley Juniors, or do we need to drive to Salt Lake for a bigger club like Wasatch Elite? My daughter is only in 7th grade so nothing to send yet, just trying to plan.

Thanks for any advice!
Brandi`,
};

const softballResultsPost: Original = {
  from: "Georgia Impact Fastpitch <news@georgiaimpact.example>",
  to: "wes.tanaka.r8d2@scout.inboxscout.app",
  date: "2026-11-17 08:00:00 -05:00",
  subject: "Weekend results: Georgia Impact at the Peach State Fall Classic",
  text: `GEORGIA IMPACT FASTPITCH - WEEKEND RESULTS
Peach State Fall Classic, Columbus, GA

Georgia Impact Premier 16U - Johnson: 4-1, runner-up (lost 3-2 to East Cobb Lightning 16U in the final)
Georgia Impact Premier 18U - Watts: 5-0, champions
Georgia Impact 14U - Reyes: 2-2

Player of the weekend: our 16U shortstop from Flat Creek High School went 9-for-14.

Next up: the Sunshine Showdown in Clermont, FL. Full schedule at https://georgiaimpact.example/schedule.

Georgia Impact Fastpitch | Peachtree City, GA | 770-555-0137`,
};

const soccerIdCampAd: Original = {
  from: "Lakeshore College Women's Soccer <camps@lakeshorecollege.example>",
  to: "carmen.adeyemi.m4t7@scout.inboxscout.app",
  date: "2026-11-08 07:30:00 -05:00",
  subject: "Spring ID Camp - share with your club players",
  text: `Lakeshore College Women's Soccer Spring ID Camp
March 21-22, 2027 | Lakeshore College, Erie, PA

Open to 2027-2030 grads. Players from North Coast FC, Cascade Rovers SC and Piedmont United GA attended last year, along with high school players from Hawken Crest School and Narrows Prep.

Price: $295 commuter / $395 overnight
Register at https://lakeshorecollege.example/idcamp

Coaches: forward this to any of your club or high school players who might be interested.`,
};

export const EIGHTH_VOICE: CorpusEntry[] = [
  {
    name: "v8-vb-athlete-mizuno-long-beach-mater-dei-gmail",
    family: "v8-athlete-lucia-montalvo",
    tags: ["fwd:gmail", "lang:en", "sport:volleyball", "club:no-club-word", "school:no-high-word", "city:from-city-state", "phone:beside-parent"],
    label: recruiting("athlete", {
      first_name: "Lucia", last_name: "Montalvo", grad_year: 2028, positions: ["OH"], height_inches: 71, club_team: "Mizuno Long Beach",
      high_school: "Mater Dei", city: "Santa Ana", state: "CA", gpa: 3.64, email: "lucia.montalvo28@gmail.com", phone: "+17145550142",
      video_urls: ["https://www.hudl.com/video/3/40917723/a1b2c3d4e5f60718293a4b5c"],
    }),
    message: fwd("gmail", BRANNIGAN, "2026-11-17 08:00:00 -05:00", mizunoLongBeach),
  },
  {
    name: "v8-vb-athlete-lakeside-17s-cherry-creek-outlook-live",
    family: "v8-athlete-tessa-quinlan",
    tags: ["fwd:outlook-live", "lang:en", "sport:volleyball", "club:no-club-word", "school:no-high-word", "city:hometown-label", "phone:beside-parent"],
    label: recruiting("athlete", {
      first_name: "Tessa", last_name: "Quinlan", grad_year: 2028, positions: ["MB"], height_inches: 73, club_team: "Lakeside 17s",
      high_school: "Cherry Creek", city: "Greenwood Village", state: "CO", gpa: 3.9, email: "tessquinlan.mb@outlook.com", phone: "+13035550160",
      video_urls: ["https://www.youtube.com/watch?v=Tq8Mb2Lk5Rz"],
    }),
    message: fwd("outlook-live", BRANNIGAN, "2026-11-10 07:30:00 -05:00", lakeside17s),
  },
  {
    name: "v8-vb-athlete-17u-team-at-carolina-elite-outlook-2019",
    family: "v8-athlete-nadia-okafor",
    tags: ["fwd:outlook-2019", "lang:en", "sport:volleyball", "club:age-group-first", "school:h-dot-s-dot", "city:state-spelled-out", "phone:pipe-signature"],
    label: recruiting("athlete", {
      first_name: "Nadia", last_name: "Okafor", grad_year: 2027, positions: ["S"], height_inches: 68, club_team: "Carolina Elite",
      high_school: "Leesville Road H.S.", city: "Raleigh", state: "NC", gpa: 3.71, email: "nadia.okafor27@gmail.com", phone: "+19195550164",
      video_urls: ["https://www.hudl.com/video/3/38820194/0a9b8c7d6e5f4a3b2c1d0e9f"],
    }),
    message: fwd("outlook-2019", BRANNIGAN, "2026-10-31 09:00:00 -04:00", carolinaElite),
  },
  {
    name: "v8-vb-athlete-club-team-signature-lines-thunderbird",
    family: "v8-athlete-kinsley-harlow",
    tags: ["fwd:thunderbird", "lang:en", "sport:volleyball", "club:club-and-team-lines", "city:signature-zip", "phone:beside-parent-and-coach"],
    label: recruiting("athlete", {
      first_name: "Kinsley", last_name: "Harlow", grad_year: 2029, positions: ["L/DS"], height_inches: 65, club_team: "Ozark Storm",
      high_school: "Shiloh Hills High School", city: "Springdale", state: "AR", gpa: 4.0, email: "kinsleyharlow2029@icloud.com", phone: "+14795550170",
      video_urls: ["https://www.hudl.com/video/3/50018273/ffeeddccbbaa998877665544"],
    }),
    message: fwd("thunderbird", BRANNIGAN, "2026-11-22 08:00:00 -05:00", ozarkStormSignature),
  },
  {
    name: "v8-vb-athlete-tidewater-parentheses-apple-mac",
    family: "v8-athlete-whitney-abara",
    tags: ["fwd:apple-mac", "lang:en", "sport:volleyball", "club:team-in-parentheses", "school:catholic", "city:school-parentheses", "trap:tournament-city"],
    label: recruiting("athlete", {
      first_name: "Whitney", last_name: "Abara", grad_year: 2028, positions: ["RS/OPP"], height_inches: 72, club_team: "Tidewater Juniors (17-Royal)",
      high_school: "Bishop Calloway Catholic", city: "Virginia Beach", state: "VA", gpa: 3.48, email: "wabara.vb@gmail.com", phone: "+17575550175",
      video_urls: ["https://youtu.be/Wa4Rs8Tb2Nc"],
    }),
    message: fwd("apple-mac", BRANNIGAN, "2026-11-04 08:00:00 -05:00", tidewaterParentheses),
  },
  {
    name: "v8-vb-athlete-club-coach-after-team-gmail-narrow",
    family: "v8-athlete-sadie-lorenzen",
    tags: ["fwd:gmail-narrow", "lang:en", "sport:volleyball", "club:coach-after-team", "school:saint", "city:state-spelled-out", "phone:beside-coach"],
    label: recruiting("athlete", {
      first_name: "Sadie", last_name: "Lorenzen", grad_year: 2028, positions: ["OH"], height_inches: 70, club_team: "Magnolia Juniors 17 Elite",
      high_school: "St. Brigid's Academy", city: "Baton Rouge", state: "LA", gpa: 3.82, email: "sadielorenzen@yahoo.com", phone: "+12255550178",
      video_urls: ["https://www.hudl.com/video/3/42226190/9f8e7d6c5b4a39281706f5e4"],
    }),
    message: fwd("gmail-narrow", BRANNIGAN, "2026-11-12 08:00:00 -05:00", magnoliaCoachAfter),
  },
  {
    name: "v8-vb-athlete-club-abbreviation-full-name-outlook-new",
    family: "v8-athlete-jorie-vandersloot",
    tags: ["fwd:outlook-new", "lang:en", "sport:volleyball", "club:abbreviation-then-name", "school:hs", "city:no-comma", "phone:no-space"],
    label: recruiting("athlete", {
      first_name: "Jorie", last_name: "Vandersloot", grad_year: 2028, positions: ["S"], height_inches: 69, club_team: "Mid-Plains Volleyball",
      high_school: "Lincoln Prairie HS", city: "Lincoln", state: "NE", gpa: 3.95, email: "jorievandersloot@gmail.com", phone: "+14025550181",
      video_urls: ["https://www.hudl.com/video/3/47781920/3c4d5e6f708192a3b4c5d6e7"],
    }),
    message: fwd("outlook-new", BRANNIGAN, "2026-11-07 08:00:00 -05:00", midPlainsAbbreviation),
  },
  {
    name: "v8-vb-athlete-club-in-subject-only-apple-ios",
    family: "v8-athlete-aaliyah-grant",
    tags: ["fwd:apple-ios", "lang:en", "sport:volleyball", "club:subject-only", "city:school-parentheses", "lowercase", "phone:bare-line"],
    label: recruiting("athlete", {
      first_name: "Aaliyah", last_name: "Grant", grad_year: 2028, positions: ["MB"], height_inches: 74, club_team: "Pinnacle 17 Black",
      high_school: "Bee Cave Hills High School", city: "Austin", state: "TX", gpa: 3.3, email: "aaliyahgrant.mb@gmail.com", phone: "+15125550184",
      video_urls: ["https://www.hudl.com/video/3/51127734/7a6b5c4d3e2f1a0b9c8d7e6f"],
    }),
    message: fwd("apple-ios", BRANNIGAN, "2026-11-20 07:00:00 -05:00", pinnacleSubjectOnly),
  },
  {
    name: "v8-vb-athlete-last-season-club-update-outlook-mac",
    family: "v8-athlete-brooke-ahlstrom",
    tags: ["fwd:outlook-mac", "lang:en", "sport:volleyball", "club:switched", "school:academy", "city:two-words", "update", "phone:beside-parent"],
    label: recruiting("athlete", {
      first_name: "Brooke", last_name: "Ahlstrom", grad_year: 2028, positions: ["L/DS"], height_inches: 66, club_team: "Summit Peak 17 Elite",
      high_school: "Reeds Lake Academy", city: "Ann Arbor", state: "MI", gpa: 3.77, email: "brooke.ahlstrom@outlook.com", phone: "+17345550186",
      video_urls: ["https://www.youtube.com/watch?v=Ba7Lb3Ds9Hq"],
    }),
    message: fwd("outlook-mac", BRANNIGAN, "2026-11-14 08:00:00 -05:00", lastSeasonThisSeason),
  },
  {
    name: "v8-vb-athlete-city-named-club-spokane-gmail",
    family: "v8-athlete-maren-stoltz",
    tags: ["fwd:gmail", "lang:en", "sport:volleyball", "club:city-name", "school:h-dot-s-dot", "city:two-words", "phone:call-or-text"],
    label: recruiting("athlete", {
      first_name: "Maren", last_name: "Stoltz", grad_year: 2029, positions: ["L/DS"], height_inches: 66, club_team: "Spokane Select 16 Navy",
      high_school: "Saltese Valley H.S.", city: "Spokane Valley", state: "WA", gpa: 3.58, email: "marenstoltz29@gmail.com", phone: "+15095550188",
      video_urls: ["https://www.hudl.com/video/3/53390012/5e4d3c2b1a0f9e8d7c6b5a49"],
    }),
    message: fwd("gmail", BRANNIGAN, "2026-11-19 08:00:00 -05:00", cityClubSpokane),
  },
  {
    name: "v8-vb-athlete-opponents-beside-club-gmail",
    family: "v8-athlete-harper-lindqvist",
    tags: ["not-a-forward", "lang:en", "sport:volleyball", "trap:opponent-club", "trap:tournament-city", "city:from-city-state"],
    label: recruiting("athlete", {
      first_name: "Harper", last_name: "Lindqvist", grad_year: 2028, positions: ["RS/OPP"], height_inches: 72, club_team: "Prairie Storm 17 Gold",
      high_school: "Naperville Heritage High School", city: "Naperville", state: "IL", gpa: 3.62, email: "harperlindqvist@gmail.com", phone: "+16305550189",
      video_urls: ["https://www.hudl.com/video/3/54412037/1f2e3d4c5b6a79880f1e2d3c"],
    }),
    message: original({ ...prairieStormOpponent, to: BRANNIGAN.scout }, "gmail"),
  },
  {
    name: "v8-vb-athlete-homeschooled-boise-outlook-live",
    family: "v8-athlete-sierra-vance",
    tags: ["fwd:outlook-live", "lang:en", "sport:volleyball", "school:homeschool", "city:parentheses-after-name", "phone:beside-parent"],
    label: recruiting("athlete", {
      first_name: "Sierra", last_name: "Vance", grad_year: 2029, positions: ["S"], height_inches: 70, club_team: "Treasure Valley Juniors 16 Black",
      city: "Boise", state: "ID", gpa: 3.9, email: "sierra.vance2029@gmail.com", phone: "+12085550190",
      video_urls: ["https://www.hudl.com/video/3/55520384/2a3b4c5d6e7f8091a2b3c4d5"],
    }),
    message: fwd("outlook-live", BRANNIGAN, "2026-11-05 08:00:00 -05:00", homeschooledBoise),
  },
  {
    name: "v8-vb-athlete-hometown-profile-block-yahoo",
    family: "v8-athlete-ava-kuznetsov",
    tags: ["fwd:yahoo", "lang:en", "sport:volleyball", "city:hometown-label", "school:hs", "phone:beside-parents"],
    label: recruiting("athlete", {
      first_name: "Ava", last_name: "Kuznetsov", grad_year: 2028, positions: ["OH", "RS/OPP"], height_inches: 73, club_team: "Chippewa Valley VBC 17 Elite",
      high_school: "Eau Claire North Shore HS", city: "Eau Claire", state: "WI", gpa: 3.69, email: "avakuznetsov17@gmail.com", phone: "+17155550125",
      video_urls: ["https://www.hudl.com/video/3/56631928/6f5e4d3c2b1a09f8e7d6c5b4"],
    }),
    message: fwd("yahoo", BRANNIGAN, "2026-11-02 08:00:00 -05:00", hometownBlock),
  },
  {
    name: "v8-vb-athlete-lowercase-run-on-sioux-falls-direct",
    family: "v8-athlete-kenzie-dahl",
    tags: ["not-a-forward", "lang:en", "sport:volleyball", "lowercase", "very-short", "city:state-spelled-out", "city:two-words"],
    label: recruiting("athlete", {
      first_name: "Kenzie", last_name: "Dahl", grad_year: 2029, positions: ["RS/OPP"], height_inches: 71, club_team: "Dakota Juniors 16 Black",
      high_school: "Roosevelt Ridge High School", city: "Sioux Falls", state: "SD", gpa: 3.4, email: "kenziedahl29@icloud.com", phone: "+16055550193",
      video_urls: ["https://www.hudl.com/video/3/57720019/0c1d2e3f4a5b6c7d8e9f0a1b"],
    }),
    message: original({ ...lowercaseSiouxFalls, to: BRANNIGAN.scout }, "iphone"),
  },
  {
    name: "v8-sb-athlete-rockwood-thunder-st-louis-yahoo",
    family: "v8-athlete-hadley-brandt",
    tags: ["fwd:yahoo", "lang:en", "sport:softball", "club:no-club-word", "school:saint", "city:two-words", "trap:tournament-city", "phone:beside-parent-and-coach"],
    label: recruiting("athlete", {
      first_name: "Hadley", last_name: "Brandt", grad_year: 2028, positions: ["C", "3B"], height_inches: 67, club_team: "Rockwood Thunder 16U",
      high_school: "St. Cecilia Academy", city: "St. Louis", state: "MO", gpa: 3.88, email: "hadleybrandt16@yahoo.com", phone: "+13145550151",
      video_urls: ["https://www.youtube.com/watch?v=Hb3Ct5Rt8Wq"],
    }),
    message: fwd("yahoo", TANAKA, "2026-10-28 08:00:00 -06:00", rockwoodThunder),
  },
  {
    name: "v8-sb-athlete-impact-coach-suffix-gmail",
    family: "v8-athlete-kaydence-moultrie",
    tags: ["fwd:gmail", "lang:en", "sport:softball", "club:coach-suffix", "phone:beside-coach"],
    label: recruiting("athlete", {
      first_name: "Kaydence", last_name: "Moultrie", grad_year: 2029, positions: ["SS"], height_inches: 66, club_team: "Georgia Impact Premier 16U - Johnson",
      high_school: "Flat Creek High School", city: "Peachtree City", state: "GA", gpa: 3.8, email: "kaydence.moultrie@gmail.com", phone: "+17705550190",
      video_urls: ["https://youtu.be/Km6Ss2Gi7Pq"],
    }),
    message: fwd("gmail", TANAKA, "2026-11-09 08:00:00 -06:00", georgiaImpact),
  },
  {
    name: "v8-sb-athlete-online-school-outlook-2019",
    family: "v8-athlete-rosalyn-tran",
    tags: ["fwd:outlook-2019", "lang:en", "sport:softball", "school:online", "club:coach-suffix", "city:two-words", "phone:beside-coach"],
    label: recruiting("athlete", {
      first_name: "Rosalyn", last_name: "Tran", grad_year: 2027, positions: ["P"], height_inches: 69, club_team: "Gulf Coast Hurricanes 18U - Delgado",
      high_school: "Summit Ridge Online Academy", city: "League City", state: "TX", gpa: 3.92, email: "rosalyn.tran.p@gmail.com", phone: "+12815550194",
      video_urls: ["https://www.youtube.com/watch?v=Rt9Lh4Pc2Mw"],
    }),
    message: fwd("outlook-2019", TANAKA, "2026-11-13 08:00:00 -06:00", onlineSchoolHurricanes),
  },
  {
    name: "v8-sb-athlete-age-group-first-zip-signature-apple-mac",
    family: "v8-athlete-jocelyn-ybarra",
    tags: ["fwd:apple-mac", "lang:en", "sport:softball", "club:age-group-first", "school:hs", "city:signature-zip", "phone:bare-line"],
    label: recruiting("athlete", {
      first_name: "Jocelyn", last_name: "Ybarra", grad_year: 2028, positions: ["OF"], height_inches: 65, club_team: "Desert Sky Fastpitch",
      high_school: "Red Mountain Ridge HS", city: "Mesa", state: "AZ", gpa: 3.5, email: "jybarra2028@gmail.com", phone: "+14805550196",
      video_urls: ["https://www.hudl.com/video/3/58840273/4b5c6d7e8f9a0b1c2d3e4f50"],
    }),
    message: fwd("apple-mac", TANAKA, "2026-11-16 08:00:00 -06:00", desertSkyAgeFirst),
  },
  {
    name: "v8-soccer-athlete-ecnl-opponents-outlook-live",
    family: "v8-athlete-paige-dunleavy",
    tags: ["fwd:outlook-live", "lang:en", "sport:soccer", "club:ecnl", "trap:opponent-club", "trap:tournament-city", "city:hometown-label", "school:prep"],
    label: recruiting("athlete", {
      first_name: "Paige", last_name: "Dunleavy", grad_year: 2027, positions: ["center back"], height_inches: 69, club_team: "Cascade Rovers SC ECNL G09",
      high_school: "Narrows Prep", city: "Tacoma", state: "WA", gpa: 3.74, email: "paigedunleavy27@gmail.com", phone: "+12535550197",
      video_urls: ["https://www.hudl.com/video/3/59951730/8e9f0a1b2c3d4e5f60718293"],
    }),
    message: fwd("outlook-live", ADEYEMI, "2026-11-11 08:00:00 -05:00", cascadeEcnl),
  },
  {
    name: "v8-soccer-athlete-ga-team-plus1-yahoo",
    family: "v8-athlete-ximena-barragan",
    tags: ["fwd:yahoo", "lang:en", "sport:soccer", "club:girls-academy", "phone:plus1-spaces", "phone:beside-parent"],
    label: recruiting("athlete", {
      first_name: "Ximena", last_name: "Barragan", grad_year: 2027, positions: ["forward"], height_inches: 64, club_team: "Piedmont United GA 09G",
      high_school: "Ballantyne Ridge High School", city: "Charlotte", state: "NC", gpa: 3.56, email: "ximena.barragan09@yahoo.com", phone: "+17045550198",
      video_urls: ["https://www.youtube.com/watch?v=Xb2Fw7Pu5Gq"],
    }),
    message: fwd("yahoo", ADEYEMI, "2026-11-03 08:00:00 -05:00", piedmontGa),
  },
  {
    name: "v8-soccer-athlete-club-coach-in-line-gmail",
    family: "v8-athlete-nora-kaczmarek",
    tags: ["fwd:gmail", "lang:en", "sport:soccer", "club:coach-after-team", "club:ecnl", "city:two-words", "phone:beside-parent"],
    label: recruiting("athlete", {
      first_name: "Nora", last_name: "Kaczmarek", grad_year: 2028, positions: ["goalkeeper"], height_inches: 70, club_team: "North Coast FC - ECNL 2009G",
      high_school: "Hawken Crest School", city: "Cleveland Heights", state: "OH", gpa: 3.9, email: "nkaczmarek.gk@gmail.com", phone: "+12165550110",
      video_urls: ["https://www.hudl.com/video/3/60062841/9f0a1b2c3d4e5f607182939a"],
    }),
    message: fwd("gmail", ADEYEMI, "2026-11-18 08:00:00 -05:00", northCoastCoachLine),
  },
  {
    name: "v8-soccer-athlete-england-grammar-school-outlook-2013",
    family: "v8-athlete-harriet-ellison",
    tags: ["fwd:outlook-2013", "lang:en", "sport:soccer", "school:abroad", "international", "no-phone"],
    label: recruiting("athlete", {
      first_name: "Harriet", last_name: "Ellison", grad_year: 2027, positions: ["central midfielder"], height_inches: 66, club_team: "Ravenshaw Town Ladies U18",
      high_school: "Thornbury Grammar School", city: "Bristol", email: "harriet.ellison08@gmail.com",
      video_urls: ["https://www.youtube.com/watch?v=He5Cm8Md3Tv"],
    }),
    message: fwd("outlook-2013", ADEYEMI, "2026-11-06 08:00:00 -05:00", abroadEngland),
  },
  {
    name: "v8-lax-athlete-skyline-coeur-d-alene-gmail",
    family: "v8-athlete-annika-sorensen",
    tags: ["fwd:gmail", "lang:en", "sport:lacrosse", "club:lacrosse", "club:team-in-parentheses", "city:apostrophe"],
    label: recruiting("athlete", {
      first_name: "Annika", last_name: "Sorensen", grad_year: 2028, positions: ["attacker"], height_inches: 67, club_team: "Skyline Lacrosse (2028 Elite)",
      high_school: "Coeur d'Alene Summit High School", city: "Coeur d'Alene", state: "ID", gpa: 3.85, email: "annikasorensen.lax@gmail.com", phone: "+12085550113",
      video_urls: ["https://www.hudl.com/video/3/61173952/0a1b2c3d4e5f6071829304ab"],
    }),
    message: fwd("gmail", SANTANGELO, "2026-11-15 08:00:00 -05:00", skylineLax),
  },
  {
    name: "v8-lax-athlete-tournament-final-beside-club-outlook-2019",
    family: "v8-athlete-callie-rountree",
    tags: ["fwd:outlook-2019", "lang:en", "sport:lacrosse", "club:lacrosse", "trap:opponent-club", "trap:tournament-city", "city:state-spelled-out"],
    label: recruiting("athlete", {
      first_name: "Callie", last_name: "Rountree", grad_year: 2027, positions: ["midfielder"], height_inches: 68, club_team: "Blue Ridge Lax 2027 Select",
      high_school: "Cave Spring Crossing HS", city: "Roanoke", state: "VA", gpa: 3.67, email: "callierountree27@outlook.com", phone: "+15405550114",
      video_urls: ["https://www.youtube.com/watch?v=Cr2Ds7Bm4Xl"],
    }),
    message: fwd("outlook-2019", SANTANGELO, "2026-07-29 08:00:00 -05:00", blueRidgeTournament),
  },
  {
    name: "v8-parent-mother-webster-groves-outlook-2019",
    family: "v8-parent-colleen-mahaffey",
    tags: ["fwd:outlook-2019", "lang:en", "sport:volleyball", "school:saint", "city:two-words", "trap:parent-contact"],
    label: recruiting("parent", {
      first_name: "Grace", last_name: "Mahaffey", grad_year: 2028, positions: ["S"], height_inches: 70, club_team: "Arch City 17 Elite",
      high_school: "St. Clare Academy", city: "Webster Groves", state: "MO", gpa: 4.1, email: "grace.mahaffey28@gmail.com", phone: "+13145550115",
      video_urls: ["https://www.hudl.com/video/3/62284173/1b2c3d4e5f60718293a4b5c6"],
    }),
    message: fwd("outlook-2019", BRANNIGAN, "2026-11-08 08:00:00 -05:00", motherWebsterGroves),
  },
  {
    name: "v8-parent-father-three-numbers-gmail",
    family: "v8-parent-dwayne-pettiford",
    tags: ["fwd:gmail", "lang:en", "sport:softball", "school:h-dot-s-dot", "city:two-words", "trap:parent-work-phone", "trap:club-coach-contact"],
    label: recruiting("parent", {
      first_name: "Jasmine", last_name: "Pettiford", grad_year: 2027, positions: ["C"], height_inches: 66, club_team: "Lowcountry Heat Premier 18U",
      high_school: "Wando Creek H.S.", city: "Mount Pleasant", state: "SC", gpa: 3.45, phone: "+18435550117",
      video_urls: ["https://youtu.be/Jp4Ct9Lh2Wm"],
    }),
    message: fwd("gmail", TANAKA, "2026-11-19 09:00:00 -06:00", fatherLowcountry),
  },
  {
    name: "v8-parent-mother-lacrosse-club-coached-by-apple-ios",
    family: "v8-parent-meredith-sloane",
    tags: ["fwd:apple-ios", "lang:en", "sport:lacrosse", "club:coach-after-team", "city:two-words", "trap:parent-contact"],
    label: recruiting("parent", {
      first_name: "Ellie", last_name: "Sloane", grad_year: 2029, positions: ["defender"], height_inches: 69, club_team: "Old Line Lax 2029",
      high_school: "Glenelg Mills High School", city: "Ellicott City", state: "MD", gpa: 3.9, phone: "+14105550121",
      video_urls: ["https://www.hudl.com/video/3/63395284/2c3d4e5f60718293a4b5c6d7"],
    }),
    message: fwd("apple-ios", SANTANGELO, "2026-11-20 18:00:00 -05:00", motherLacrosse),
  },
  {
    name: "v8-club-coach-bluestem-recommends-outlook-new",
    family: "v8-club-bluestem-vbc",
    tags: ["fwd:outlook-new", "lang:en", "sport:volleyball", "school:hs", "city:school-parentheses", "trap:club-coach-contact"],
    label: recruiting("club_coach", {
      first_name: "Olivia", last_name: "Ferraro", grad_year: 2027, positions: ["OH"], height_inches: 72, club_team: "Bluestem VBC 18 National",
      high_school: "Olathe Prairie Trail HS", city: "Olathe", state: "KS", gpa: 3.7, email: "oliviaferraro27@gmail.com", phone: "+19135550123",
      video_urls: ["https://www.hudl.com/video/3/64406395/3d4e5f60718293a4b5c6d7e8"],
    }),
    message: fwd("outlook-new", BRANNIGAN, "2026-11-10 16:00:00 -05:00", clubCoachBluestem),
  },
  {
    name: "v8-hs-coach-catholic-recommends-thunderbird",
    family: "v8-hs-bishop-harrow",
    tags: ["fwd:thunderbird", "lang:en", "sport:volleyball", "school:catholic", "city:state-spelled-out", "trap:hs-coach-contact"],
    label: recruiting("high_school_coach", {
      first_name: "Tamsin", last_name: "Wolcott", grad_year: 2027, positions: ["MB"], height_inches: 74, club_team: "Three Rivers VBC 17 Elite",
      high_school: "Bishop Harrow Catholic", city: "Fort Wayne", state: "IN", gpa: 3.95, phone: "+12605550128",
      video_urls: ["https://www.youtube.com/watch?v=Tw6Mb3Fw8Ki"],
    }),
    message: fwd("thunderbird", BRANNIGAN, "2026-11-06 08:00:00 -05:00", hsCoachCatholic),
  },
  {
    name: "v8-club-director-forwards-athlete-note-outlook-live",
    family: "v8-club-alpine-ridge-vbc",
    tags: ["fwd:outlook-live", "lang:en", "sport:volleyball", "nested", "role:external-forwarder", "club:bare-line", "trap:club-coach-contact"],
    label: recruiting("club_coach", {
      first_name: "Mila", last_name: "Novak", grad_year: 2028, positions: ["S"], height_inches: 69, club_team: "Alpine Ridge 17 Black",
      high_school: "Palmer Ridge Heights HS", city: "Monument", state: "CO", gpa: 3.88, email: "milanovak28@gmail.com", phone: "+17195550131",
      video_urls: ["https://www.hudl.com/video/3/65517406/4e5f60718293a4b5c6d7e8f9"],
    }),
    message: fwd("outlook-live", BRANNIGAN, "2026-11-23 12:00:00 -05:00", clubDirectorForwards),
  },
  {
    name: "v8-nonrec-setters-camp-ad-direct",
    family: "v8-nonrec-elevate-setters",
    tags: ["not-a-forward", "lang:en", "category:camp-ad", "trap:club-names", "trap:school-names"],
    label: notRecruiting("other"),
    message: original({ ...settersCampAd }, "bulk", { headers: bulkMailHeaders("https://elevatesetters.example/u") }),
  },
  {
    name: "v8-nonrec-club-tryout-flyer-direct",
    family: "v8-nonrec-ozark-storm-tryouts",
    tags: ["not-a-forward", "lang:en", "category:club-ad", "trap:club-names", "trap:school-names"],
    label: notRecruiting("club_coach"),
    message: original({ ...tryoutFlyer }, "bulk", { headers: bulkMailHeaders("https://ozarkstorm.example/u") }),
  },
  {
    name: "v8-nonrec-tournament-pools-outlook-live",
    family: "v8-nonrec-heartland-open",
    tags: ["fwd:outlook-live", "lang:en", "category:event-logistics", "trap:club-names"],
    label: notRecruiting("other"),
    message: fwd("outlook-live", BRANNIGAN, "2026-11-12 20:00:00 -05:00", poolSchedule, { note: "for Saturday" }),
  },
  {
    name: "v8-nonrec-club-commitment-post-direct",
    family: "v8-nonrec-carolina-elite-news",
    tags: ["not-a-forward", "lang:en", "category:newsletter", "trap:athletes-named", "trap:school-names"],
    label: notRecruiting("club_coach"),
    message: original({ ...commitmentPost }, "bulk", { headers: bulkMailHeaders("https://carolinaelite.example/u") }),
  },
  {
    name: "v8-nonrec-ecnl-showcase-schedule-gmail",
    family: "v8-nonrec-southwest-showcase",
    tags: ["fwd:gmail", "lang:en", "category:event-logistics", "trap:club-names"],
    label: notRecruiting("other"),
    message: fwd("gmail", ADEYEMI, "2026-11-25 12:00:00 -05:00", ecnlShowcaseSchedule, { note: "G09 games - who's going?" }),
  },
  {
    name: "v8-nonrec-lax-club-play-day-invite-direct",
    family: "v8-nonrec-skyline-lacrosse-events",
    tags: ["not-a-forward", "lang:en", "category:showcase-invite", "trap:school-names"],
    label: notRecruiting("club_coach"),
    message: original({ ...laxCollegeNight }, "bulk", { headers: bulkMailHeaders("https://skylinelax.example/u") }),
  },
  {
    name: "v8-nonrec-hs-coach-team-camp-question-outlook-mac",
    family: "v8-nonrec-lincoln-prairie-hs",
    tags: ["fwd:outlook-mac", "lang:en", "category:coach-question", "trap:school-names"],
    label: notRecruiting("high_school_coach"),
    message: fwd("outlook-mac", BRANNIGAN, "2026-11-26 10:00:00 -05:00", hsCoachScrimmage, { note: "do we have June dates yet?" }),
  },
  {
    name: "v8-nonrec-parent-which-club-apple-ios",
    family: "v8-nonrec-parent-brandi-kessler",
    tags: ["fwd:apple-ios", "lang:en", "category:parent-question", "trap:club-names", "very-short"],
    label: notRecruiting("parent"),
    message: fwd("apple-ios", BRANNIGAN, "2026-11-22 07:00:00 -05:00", parentWhichClub, { note: "reply when you can" }),
  },
  {
    name: "v8-nonrec-softball-org-results-direct",
    family: "v8-nonrec-georgia-impact-news",
    tags: ["not-a-forward", "lang:en", "category:newsletter", "trap:club-names", "trap:school-names"],
    label: notRecruiting("club_coach"),
    message: original({ ...softballResultsPost }, "bulk", { headers: bulkMailHeaders("https://georgiaimpact.example/u") }),
  },
  {
    name: "v8-nonrec-other-college-id-camp-direct",
    family: "v8-nonrec-lakeshore-soccer-camps",
    tags: ["not-a-forward", "lang:en", "category:camp-ad", "trap:club-names", "trap:school-names"],
    label: notRecruiting("other"),
    message: original({ ...soccerIdCampAd }, "bulk", { headers: bulkMailHeaders("https://lakeshorecollege.example/u") }),
  },
];
