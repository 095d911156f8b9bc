/**
 * A third tuning author, written to look like mail from strangers rather than like the first two batches:
 * swimmers and runners who list events and marks instead of positions, throwers and jumpers whose marks look
 * like heights, water polo and field hockey, profile blocks with other label words ("Yr", "Ht.", "HS",
 * "Hometown", "Current Team", "Cumulative GPA", "Cell"), templates with a slot or two left unfilled, very
 * short notes, updates and replies, a parent writing in a second language, athletes abroad (city and
 * country), coaches recommending one player; and mail that reads close to recruiting without introducing
 * anybody (camp ads, a meet-results digest, newsletters, receipts, a tournament schedule, coach-to-coach
 * logistics, a club's tryout notice, a senior's thank-you).
 */
import { notRecruiting, recruiting, type CorpusEntry } from "../labels.ts";
import { REYES, WHITLOCK } from "../people.ts";
import { fwd, original, type Coach, type Original } from "../wrappers.ts";

const FAIRWEATHER: Coach = {
  name: "Lauren Fairweather",
  directoryName: "Fairweather, Lauren",
  address: "lfairweather@ashgrove.edu",
  scout: "lauren.fairweather.w3d8@scout.inboxscout.app",
  signature: `Lauren Fairweather
Head Coach | Ashgrove University Swimming & Diving
(319) 555-0107`,
};

const LINDQVIST: Coach = {
  name: "Erik Lindqvist",
  directoryName: "Lindqvist, Erik",
  address: "elindqvist@corrigan.edu",
  scout: "erik.lindqvist.m5k2@scout.inboxscout.app",
  signature: `Erik Lindqvist
Assistant Coach - Jumps & Multis
Corrigan College Track & Field
c. 507-555-0133`,
};

const NAKAMURA: Coach = {
  name: "Aiko Nakamura",
  directoryName: "Nakamura, Aiko",
  address: "anakamura@brookhaven.edu",
  scout: "aiko.nakamura.t7r4@scout.inboxscout.app",
  signature: `Aiko Nakamura
Women's Soccer | Brookhaven College
o 253-555-0128`,
};

const OKONJO: Coach = {
  name: "Grace Okonjo",
  directoryName: "Okonjo, Grace",
  address: "gokonjo@tillmanstate.edu",
  scout: "grace.okonjo.b2x9@scout.inboxscout.app",
  signature: `Grace Okonjo
Head Women's Basketball Coach
Tillman State University
(580) 555-0104`,
};

const DELACROIX: Coach = {
  name: "Margaux Delacroix",
  directoryName: "Delacroix, Margaux",
  address: "mdelacroix@wyndham.edu",
  scout: "margaux.delacroix.f6p3@scout.inboxscout.app",
  signature: `Margaux Delacroix
Field Hockey & Women's Lacrosse
Wyndham College
610-555-0115`,
};

const PAVLOVIC: Coach = {
  name: "Nikola Pavlovic",
  directoryName: "Pavlovic, Nikola",
  address: "npavlovic@santaines.edu",
  scout: "nikola.pavlovic.h8c1@scout.inboxscout.app",
  signature: `Nikola Pavlovic
Head Coach, Women's Water Polo
Santa Ines University
805.555.0139`,
};

const BULK = (domain: string, id: string): Array<[string, string]> => [
  ["List-Unsubscribe", `<https://${domain}/unsubscribe/${id}>`],
  ["Precedence", "bulk"],
];

// ---------------------------------------------------------------------------------------------------------------
// Athletes of other sports: events and marks, not positions
// ---------------------------------------------------------------------------------------------------------------

const swimEvents: Original = {
  from: "Harper Quinlan <harperq.swims@gmail.com>",
  to: "lfairweather@ashgrove.edu",
  date: "2026-10-11 20:14:00 -05:00",
  subject: "Future Ashgrove swimmer? Harper Quinlan, 2028",
  text: `Hi Coach Fairweather,

I'm a sophomore at Cedar Falls Northridge High School in Cedar Falls, Iowa and I swim year round for Cedar Valley Aquatics. I'd love to learn more about Ashgrove and your distance group.

Events: 500 free, 1000 free, 200 fly
Best times (SCY):
500 free - 4:58.31
1000 free - 10:21.77
200 fly - 2:06.90

Class of 2028 | GPA 3.88 | 5'7"
SwimCloud: https://www.swimcloud.com/swimmer/1187723/

Thank you for reading!
Harper Quinlan
319-555-0145`,
};

const trackJumper: Original = {
  from: "Nadia Ferreira <nadia.ferreira.jumps@outlook.com>",
  to: "elindqvist@corrigan.edu",
  date: "2026-11-03 17:40:00 -06:00",
  subject: "High jump / long jump - class of 2027 - Nadia Ferreira",
  text: `Dear Coach Lindqvist,

My name is Nadia Ferreira. I compete in the high jump and long jump for Mankato Riverbend High School (Mankato, MN) and for Southern Minnesota Track Club in the summer.

Personal records:
High jump: 5'7"
Long jump: 18'4.5"
100m hurdles: 15.02

I am 5'9" and I carry a 3.6 GPA. My Athletic.net page and a video of my state meet jumps are below.
https://www.athletic.net/athlete/23318841/track-and-field/
https://youtu.be/Hj7mPq2LrX4

I would be grateful for any information about your jumps program.

Nadia Ferreira
Class of 2027
(507) 555-0149`,
};

const thrower: Original = {
  from: "Kenna Boyd <kennaboyd.throws@icloud.com>",
  to: "elindqvist@corrigan.edu",
  date: "2026-12-01 21:02:00 -06:00",
  subject: "Shot/Disc 2028",
  text: `Hey coach

2028 thrower from Rochester MN. Shot put 41'3" and discus 128'10" this spring, both school records at Rochester Lourdes Park HS. Looking at D3 schools with good ag science.

Kenna Boyd
507-555-0162`,
};

const swimHsCoach: Original = {
  from: "Doug Pelletier <dpelletier@westbendschools.org>",
  to: "lfairweather@ashgrove.edu",
  date: "2026-11-18 09:30:00 -06:00",
  subject: "Breaststroker you should look at",
  text: `Coach Fairweather,

I have coached the girls' team at West Bend Lakeview High School for 14 years and Ella Marchetti is one of the best breaststrokers I have had. She is a senior (class of 2027), swims 100 breast in 1:04.21 and 200 IM in 2:09.48 (SCY), and has been a team captain for two years. She also swims club for Kettle Moraine Swim Club.

Ella carries a 3.95 and wants to study nursing. Her email is ellamarchetti.swim@gmail.com if you would like to reach her directly.

Doug Pelletier
Head Girls Swimming Coach, West Bend Lakeview HS
(262) 555-0177`,
};

const waterPoloAbroad: Original = {
  from: "Petra Horvat <petra.horvat.wp@gmail.com>",
  to: "npavlovic@santaines.edu",
  date: "2026-10-25 22:10:00 +02:00",
  subject: "Water polo - Petra Horvat - driver - graduating 2027",
  text: `Dear Coach Pavlovic,

I am Petra Horvat, I am 17 years old and I live in Zagreb, Croatia. I play water polo as a driver for VK Mladost Zagreb in the national junior league and I was in the Croatian U17 squad this summer.

I will graduate from XV. Gimnazija Zagreb in June 2027 and I would like to study and play in the United States. My English is good (TOEFL 104).

Height: 178 cm
Average grade: 4.8 / 5.0

Match video: https://www.youtube.com/watch?v=Pw3kHr8VzQ1

Kind regards,
Petra Horvat
+385 91 555 0142`,
};

const distanceCanada: Original = {
  from: "Maeve Doucet <maeve.doucet@gmail.com>",
  to: "elindqvist@corrigan.edu",
  date: "2026-09-29 19:25:00 -03:00",
  subject: "Distance runner from Nova Scotia (2028)",
  text: `Hello Coach Lindqvist,

I'm a grade 11 distance runner from Halifax, Nova Scotia, training with Halifax Harriers and racing for Citadel Heights High School. I will graduate in 2028.

1500m - 4:31.6
3000m - 9:48.2
XC 5k - 18:02

Academics: 91% average (about a 3.8 GPA). I'm interested in kinesiology.

Thanks for your time,
Maeve Doucet
902-555-0118`,
};

// ---------------------------------------------------------------------------------------------------------------
// Profile blocks with other label words
// ---------------------------------------------------------------------------------------------------------------

const soccerHeaderBlock: Original = {
  from: "Brielle Santos <briellesantos09@gmail.com>",
  to: "anakamura@brookhaven.edu",
  date: "2026-10-07 16:05:00 -07:00",
  subject: "Recruiting Profile - Brielle Santos",
  text: `Name: Brielle Santos
Grad: 2028
Position: Outside back / Winger
Club: Eastside FC 09G ECNL
HS: Redmond Sammamish High School
GPA: 3.7

Hi Coach Nakamura,

I wanted to introduce myself and share my schedule for the ECNL Showcase in Seattle this December. I am a left-footed outside back who likes to get forward, and I have started 14 of 16 games this fall. Brookhaven's nursing program is at the top of my list.

Recent highlights: https://www.youtube.com/watch?v=Bs09HgLt2Kq

Thank you,
Brielle
(425) 555-0137`,
};

const hoopsLabels: Original = {
  from: "Dani Whitcomb <dwhitcomb2028@yahoo.com>",
  to: "gokonjo@tillmanstate.edu",
  date: "2026-11-09 13:50:00 -05:00",
  subject: "Player Profile",
  text: `Coach Okonjo,

Player: Danielle "Dani" Whitcomb
Yr: 2028
Ht.: 5'11"
Pos: Wing
Hometown: Dayton, OH
Current Team: Ohio Lady Hoops 16U
HS: Centerville Oakmont HS
Cumulative GPA: 3.62
Cell: 937-555-0184

I average 13 points and 7 rebounds for my high school team and I can guard 1 through 4. My summer film is here: https://www.hudl.com/video/3/21188402/69c4d1a2e4b0f2a3b4c5d611

Thank you,
Dani Whitcomb`,
};

const softballHometown: Original = {
  from: "Rylee Cantu <ryleecantu29@gmail.com>",
  to: "dwhitlock@marlowstate.edu",
  date: "2026-09-21 18:30:00 -05:00",
  subject: "2029 C/3B - Rylee Cantu",
  text: `Class of: 2029
Pos: C/3B
HT: 5'6
Hometown: Abilene, TX
Current Team: Texas Glory 14U Gold
HS: Wylie Ridge HS
Cumulative GPA: 3.95
Cell: 325.555.0119

Coach Whitlock,
I'm a freshman catcher and I will be at your fall prospect camp in October. Pop time 2.05, hitting .388 this summer with 4 HR. Skills video: https://youtu.be/Rc29Cn3tWq8

Thank you,
Rylee`,
};

const vbPipeHeader: Original = {
  from: "Avery Lindholm <averylindholm.vb@gmail.com>",
  to: "jreyes@cresthaven.edu",
  date: "2026-12-04 21:15:00 -05:00",
  subject: "Avery Lindholm | 2027 | OH",
  text: `Avery Lindholm | 2027 | OH | 6'1" | Lakeshore 17 Blue | 3.82 GPA

Coach Reyes,

I hope your season ended well. I'm an outside hitter at Grosse Pointe Harbor High School in Michigan and I'd love to be considered for Cresthaven's 2027 class. We play the Great Lakes Power League in January (Novi, court assignments to come).

Film: https://www.hudl.com/video/3/21244120/69d1e2f3e4b0a1b2c3d4e522

Avery
586-555-0193`,
};

// ---------------------------------------------------------------------------------------------------------------
// Templates with slots left open
// ---------------------------------------------------------------------------------------------------------------

const laxTemplate: Original = {
  from: "Josie Marlowe <josiemarlowe.lax@gmail.com>",
  to: "mdelacroix@wyndham.edu",
  date: "2026-10-14 07:45:00 -04:00",
  subject: "Prospective Student-Athlete - [Your Name] - Class of 2027",
  text: `Dear Coach [Coach Name],

My name is Josie Marlowe and I am a junior at Doylestown Central High School in Doylestown, PA. I play <<position>> for [Club Name] and I am very interested in [College Name] because of its academics and lacrosse program.

Stats this spring: 38 goals, 21 assists, 44 draw controls.
GPA: 3.9

Highlight video: https://www.youtube.com/watch?v=Jm27Lx4QpVa

Thank you for your consideration,
Josie Marlowe
Midfield | Class of 2027
215-555-0168`,
};

const fhTemplateXX: Original = {
  from: "Tessa Brightwater <tessa.brightwater@gmail.com>",
  to: "mdelacroix@wyndham.edu",
  date: "2026-11-02 19:00:00 -05:00",
  subject: "Field Hockey Recruit - Class of 20XX",
  text: `Hello Coach Delacroix,

I am writing to express my interest in playing field hockey at Wyndham. I am a midfielder for Mainline Field Hockey Club U17 and Radnor Hills High School.

GPA: X.XX
Grad year: 2028
Height: 5'4"

I will be at the NFHCA Showcase in Virginia Beach over Thanksgiving, wearing #21 in red.

Thank you,
Tessa Brightwater
Class of 2028
tessa.brightwater@gmail.com | 484-555-0131`,
};

const softballBraces: Original = {
  from: "Kaitlyn Oduya <kaitlynoduya28@gmail.com>",
  to: "dwhitlock@marlowstate.edu",
  date: "2026-08-30 11:10:00 -05:00",
  subject: "{{grad_year}} pitcher interested in Marlow State",
  text: `Hi Coach {{last_name}},

I'm Kaitlyn Oduya, a right-handed pitcher in the class of 2028 from Springfield, Missouri. I play for [TEAM NAME] and Springfield Kickapoo Heights High School.

2026 summer line: 11-2, 1.38 ERA, 96 K in 71 IP. At the plate .322 with 12 RBI.
Fastball 58-60, rise, curve, changeup.
GPA: 3.75

Video: https://www.youtube.com/watch?v=Ko28PtcH5wQ

Thank you!
Kaitlyn Oduya
417-555-0154`,
};

// ---------------------------------------------------------------------------------------------------------------
// Very short notes, updates, replies
// ---------------------------------------------------------------------------------------------------------------

const soccerVeryShort: Original = {
  from: "Kenzie Lowe <kenzielowe.cb@gmail.com>",
  to: "anakamura@brookhaven.edu",
  date: "2026-11-20 22:41:00 -05:00",
  subject: "2028 CB",
  text: `Coach - 2028 center back, Tampa Bay United ECNL. Film below, thanks for looking!
https://www.youtube.com/watch?v=Kl28CbTpBy3

Kenzie Lowe
813-555-0126`,
};

const hoopsVeryShort: Original = {
  from: "Dani Okafor <daniokafor.hoops@gmail.com>",
  to: "gokonjo@tillmanstate.edu",
  date: "2026-12-10 23:05:00 -06:00",
  subject: "highlights",
  text: `Hi Coach, 5'9 combo guard, class of 2027, Team Rise 17U (Tulsa). Highlights: https://www.hudl.com/video/3/21301177/69e2f3a4e4b0b2c3d4e5f633

Dani Okafor
918-555-0172`,
};

const vbQuickUpdate: Original = {
  from: "Mira Castellanos <miracastellanos27@gmail.com>",
  to: "jreyes@cresthaven.edu",
  date: "2027-01-12 20:20:00 -06:00",
  subject: "Quick update - Mira Castellanos (2027 MB)",
  text: `Hi Coach Reyes,

Quick update since my email in September:
- I grew! Now 6'2"
- Switched clubs: I play for Mintonette 17 Gold this season
- GPA up to 3.7

We play the Lone Star Classic Feb 7-9 in Dallas (we start on court 22 Saturday at 8am).

Thanks again,
Mira Castellanos
2027 MB`,
};

const softballReply: Original = {
  from: "Sadie Kowalski <sadiekowalski.p@yahoo.com>",
  to: "Dana Whitlock <dwhitlock@marlowstate.edu>",
  date: "2026-10-02 19:12:00 -05:00",
  subject: "Re: Thanks for your interest",
  text: `Coach Whitlock,

Thank you so much for getting back to me! Here is the fall schedule for Ozark Force 18U Gold:
Oct 10-11 - Fall Classic, Joplin MO
Oct 24-25 - Halloween Bash, Branson MO

Updated pitching line: 14-3, 1.42 ERA, 187 K in 98 IP. Hitting .412 with 9 HR.

Sadie Kowalski
LHP/1B | Class of 2028 | Nixa Summit HS
417-555-0181

On Tue, Sep 29, 2026 at 4:02 PM Dana Whitlock <dwhitlock@marlowstate.edu> wrote:
> Sadie, thanks for reaching out. Please send your fall schedule when you have it.
> Dana Whitlock
> Head Softball Coach`,
};

// ---------------------------------------------------------------------------------------------------------------
// Parents, coaches, a family writing in a second language
// ---------------------------------------------------------------------------------------------------------------

const parentSecondLanguage: Original = {
  from: "Rosa Ibarra <rosaibarra1977@hotmail.com>",
  to: "jreyes@cresthaven.edu",
  date: "2026-10-19 10:05:00 -05:00",
  subject: "volleyball for my daughter",
  text: `Good morning Coach,

Excuse my english. My daughter name is Valentina Ruiz, she have 16 years and she play volleyball like setter in the club Alianza 16 Black. She study in Lincoln Park High School, in Chicago. She finish the school in 2028. She is tall 5 feet 8 inches. Her grade point is 3.5.

She want very much to play in the university. Here is the video of her: https://www.youtube.com/watch?v=Vr28StXq9Lm

Thank you very much for your time.
Rosa Ibarra (mother)
773-555-0146`,
};

const parentFieldHockey: Original = {
  from: "Colleen Ashby <colleen.ashby@verizon.net>",
  to: "mdelacroix@wyndham.edu",
  date: "2026-09-15 08:40:00 -04:00",
  subject: "Maddie Ashby - defender - 2028",
  text: `Hello Coach Delacroix,

I'm writing for my daughter Maddie, a sophomore defender at Malvern Oakridge Academy in Malvern, PA. She plays club for X-Calibur U17 Gold and was named to the Futures Elite roster last summer.

She's 5'6", has a 4.1 weighted GPA (3.8 unweighted) and is interested in engineering.

Her email: maddie.ashby09@gmail.com
Video: https://drive.google.com/file/d/1Mx8AsHbK2qLrTz5YwNc3Dv7Ef9Gh0IjK/view

Best,
Colleen Ashby
610-555-0150 (mom)`,
};

const clubCoachSoccer: Original = {
  from: "Ian Whitford <iwhitford@derbycityfc.org>",
  to: "anakamura@brookhaven.edu",
  date: "2026-11-05 12:20:00 -05:00",
  subject: "Hannah Oyelowo - 2027 outside back",
  text: `Coach Nakamura,

I coach the 2009 ECNL team at Derby City FC in Louisville. One of my players, Hannah Oyelowo, has asked me to reach out. She is a 2027 outside back, very fast, reads the game well, and has played every minute for us this season. Hannah attends Louisville Eastpoint High School and has a 3.85 GPA.

She will be with us at the ECNL Florida event in December. Her contact: hannah.oyelowo27@gmail.com, 502-555-0111.

Ian Whitford
Director of Coaching, Derby City FC
502-555-0199`,
};

const hsCoachHoops: Original = {
  from: "Coach Terrence Holloway <tholloway@grandledgeschools.org>",
  to: "gokonjo@tillmanstate.edu",
  date: "2026-12-14 15:35:00 -05:00",
  subject: "Senior forward - Tasha Whitfield",
  text: `Coach Okonjo,

I'm the head girls basketball coach at Grand Ledge Central High School in Michigan. I want to recommend my senior, Tasha Whitfield, a 6'1" forward who averaged 16.4 points and 9.8 rebounds for us last year. She is a great teammate and a 3.4 student.

Tasha is still uncommitted and plays AAU with Michigan Crossover 17U. You can reach her at 517-555-0122.

Terrence Holloway
Girls Varsity Basketball, Grand Ledge Central HS
517-555-0190`,
};

const parentSwimAbroad: Original = {
  from: "Graham Whitaker <graham.whitaker@xtra.co.nz>",
  to: "lfairweather@ashgrove.edu",
  date: "2026-11-24 08:15:00 +13:00",
  subject: "Backstroker from New Zealand - class of 2027",
  text: `Dear Coach Fairweather,

Our daughter Isla Whitaker is a backstroker from Auckland, New Zealand, finishing secondary school at Rangitoto Heights College in 2027. She trains with North Shore Swim Club.

Her best times (long course): 100 back 1:03.10, 200 back 2:16.45.

Isla is 5'10" and an excellent student. Her email is isla.whitaker@gmail.com.

Kind regards,
Graham Whitaker`,
};

const spanishMexico: Original = {
  from: "Ximena Garza <ximenagarza.futbol@gmail.com>",
  to: "anakamura@brookhaven.edu",
  date: "2026-10-28 18:45:00 -06:00",
  subject: "Portera - Generación 2027 - Ximena Garza",
  text: `Hola Coach Nakamura,

Me llamo Ximena Garza y soy portera. Soy de Monterrey, Nuevo León, México y juego en Rayadas Sub-17. Me gradúo de la preparatoria en 2027 (Prepa Tec Valle Alto).

Estatura: 1,74 m
Promedio: 9.2 / 10

Video: https://www.youtube.com/watch?v=Xg27PtRsQn5

Muchas gracias,
Ximena Garza
+52 81 5550 0137`,
};

// ---------------------------------------------------------------------------------------------------------------
// Not recruiting, though close
// ---------------------------------------------------------------------------------------------------------------

const swimCampAd: Original = {
  from: "Blue Line Swim Camps <hello@bluelineswimcamps.example>",
  to: "lfairweather@ashgrove.edu",
  date: "2026-10-01 09:00:00 -05:00",
  subject: "Coaches: refer your swimmers to Winter IM Camp (ages 12-18)",
  text: `Coach,

Blue Line's Winter IM Camp is back December 27-30 in Iowa City! Four days of 200 IM and 400 IM technique, underwaters and race pace, for swimmers ages 12-18 (class of 2027 through 2031).

Early-bird price $485 until November 15. Refer five swimmers and your club gets a free spot.

Register: https://bluelineswimcamps.example/winter

See you on deck,
The Blue Line Team`,
};

const meetDigest: Original = {
  from: "TrackRecruit Weekly <digest@trackrecruit.example>",
  to: "elindqvist@corrigan.edu",
  date: "2026-12-07 06:00:00 -05:00",
  subject: "Top marks this week: 8 uncommitted 2027 jumpers",
  text: `This week's uncommitted jumpers (class of 2027)

1. Jada Moreland - HJ 5'9" - Little Rock, AR
2. Sienna Park - LJ 19'6" - Boise, ID
3. Abby Trent - TJ 39'2" - Omaha, NE
4. Lucia Mendez - HJ 5'8" - Fresno, CA
5. Harper Vance - LJ 19'1" - Columbus, OH
6. Nia Coleman - TJ 38'10" - Atlanta, GA
7. Brooke Hale - HJ 5'7" - Reno, NV
8. Callie Sato - LJ 18'11" - Spokane, WA

Upgrade to TrackRecruit Pro to see contact details: https://trackrecruit.example/pro

You are receiving this because you signed up for weekly digests.`,
};

const collegeNewsletter: Original = {
  from: "Ashgrove Athletics <news@ashgroveathletics.example>",
  to: "lfairweather@ashgrove.edu",
  date: "2026-11-21 07:30:00 -06:00",
  subject: "Ashgrove Athletics Weekly: swimmers sweep Dual in the Pool",
  text: `ASHGROVE ATHLETICS WEEKLY

Swimming & Diving sweeps Dual in the Pool
Senior Camille Ostrander won the 200 IM in 2:04.88 and sophomore Jess Albright took the 100 free (50.91) as the Hawks beat Linwood 168-94.

Volleyball earns NCAA bid
Junior setter Maren Holt was named conference Player of the Week.

Upcoming: Swimming hosts the Hawk Invitational, Dec 5-7. Tickets at ashgroveathletics.example.`,
};

const campReceipt: Original = {
  from: "CampPay Receipts <receipts@camppay.example>",
  to: "jreyes@cresthaven.edu",
  date: "2026-06-03 14:22:00 -04:00",
  subject: "Receipt #CP-448213 - Cresthaven Volleyball Elite Camp",
  text: `Payment received - thank you!

Camp: Cresthaven Volleyball Elite Camp (June 20-22)
Camper: Lila Brennan
Grad year: 2029
Position: Setter
Amount paid: $325.00 (Visa ending 4411)
Order #CP-448213

Questions? Reply to this email or call 866-555-0100.`,
};

const tournamentSchedule: Original = {
  from: "Great Lakes Power League <schedule@glpl.example>",
  to: "jreyes@cresthaven.edu",
  date: "2027-01-06 10:00:00 -05:00",
  subject: "GLPL Day 2 - college coach court schedule (17s)",
  text: `College coaches,

Here is the 17s schedule for Saturday, January 16, Suburban Collection Showplace, Novi MI.

Court 1  8:00  Lakeshore 17 Blue vs Legacy 17 Adidas
Court 1  9:00  Munciana 17 Samurai vs Michio 17 Black
Court 2  8:00  Mintonette 17 Gold vs Rockwood 17 Red
Court 2  9:00  A4 17 Green vs Grand Rapids Elite 17 Tim

Coach packets (rosters with grad years and positions) are at the college coach desk by Hall B.
Parking is $10; show your coach badge.`,
};

const coachLogistics: Original = {
  from: "Carla Mendes <cmendes@linwood.edu>",
  to: "npavlovic@santaines.edu",
  date: "2027-01-20 11:15:00 -08:00",
  subject: "Saturday scrimmage - time change?",
  text: `Nikola,

Our bus now gets in around 2:30, so could we push the scrimmage to 4:00 instead of 3:00? We'll bring 16 players and our own caps. Our freshman goalie is still in concussion protocol, so we'd like to keep it to three quarters.

Also happy to split the ref fee like last year.

Carla
Carla Mendes
Head Coach, Linwood College Water Polo
(559) 555-0161`,
};

const serviceWebinar: Original = {
  from: "RecruitLane <events@recruitlane.example>",
  to: "gokonjo@tillmanstate.edu",
  date: "2026-09-08 10:00:00 -05:00",
  subject: "Free webinar: find uncommitted 2027 guards before spring",
  text: `Coach Okonjo,

Join RecruitLane's free 30-minute webinar on September 17 at 1 PM CT. We'll show how college staffs use our search to filter uncommitted 2027 and 2028 guards by height, GPA and region, and how to message families in one click.

Save your seat: https://recruitlane.example/webinar

RecruitLane | Built for college coaches`,
};

const parentWalkOn: Original = {
  from: "Tom Lindgren <tomlindgren62@gmail.com>",
  to: "anakamura@brookhaven.edu",
  date: "2026-10-16 19:40:00 -07:00",
  subject: "walk-on question",
  text: `Hello Coach,

How do walk-on tryouts work for your team? Are they in the spring or the fall, and does a student have to be admitted first? Just trying to understand the process before we plan visits next year.

Thanks,
Tom Lindgren`,
};

const clubTryouts: Original = {
  from: "Lakeshore Volleyball Club <info@lakeshorevbc.org>",
  to: "jreyes@cresthaven.edu",
  date: "2026-10-20 08:00:00 -04:00",
  subject: "2027 Season Tryouts - 12U through 18U",
  text: `Lakeshore Volleyball Club tryouts for the 2027 club season

12U-14U: Sunday, November 8, 9am-12pm
15U-16U: Sunday, November 8, 1pm-4pm
17U-18U: Sunday, November 15, 9am-1pm

All tryouts at Lakeshore Sports Center, St. Clair Shores, MI. Register by November 1: https://lakeshorevbc.org/tryouts

Questions: Kelly Brandt, Club Director, 586-555-0100`,
};

const seniorThanks: Original = {
  from: "Jess Albright <jalbright27@ashgrove.edu>",
  to: "lfairweather@ashgrove.edu",
  date: "2026-11-25 21:30:00 -06:00",
  subject: "thank you!!",
  text: `Coach F,

I just wanted to say thank you for this season. Swimming the 100 free under 51 was a goal I set freshman year at Ames High and I could not have done it without you and the distance group pushing me every morning.

See you at 5:45 Monday,
Jess`,
};

const waterPoloHotel: Original = {
  from: "Golden Coast Invitational <info@goldencoastwp.example>",
  to: "npavlovic@santaines.edu",
  date: "2026-12-02 12:00:00 -08:00",
  subject: "Hotel block + parking - Golden Coast Invitational",
  text: `Coaches,

The hotel block at the Harbor Inn (2 miles from the pool) closes December 20. Use code GCI27 for $139/night.

Games start Friday at 8:00 AM in both pools. Team check-in is 45 minutes before your first game; bring your roster with caps numbers and a copy of your USAWP club registration.

See you in Long Beach!
Golden Coast Invitational staff`,
};

const camperQuestionnaireLink: Original = {
  from: "Wyndham Field Hockey <fieldhockey@wyndham.edu>",
  to: "mdelacroix@wyndham.edu",
  date: "2026-08-12 09:00:00 -04:00",
  subject: "[Draft] Recruit questionnaire email - please review",
  text: `Hi [First Name],

Thank you for your interest in Wyndham College Field Hockey! Please fill out our recruit questionnaire so we can follow you this season: https://wyndhamathletics.example/fh/questionnaire

Include your grad year, position, club team, high school and GPA, and a link to your film.

Go Wolves!
Wyndham Field Hockey Staff`,
};

// ---------------------------------------------------------------------------------------------------------------
// A second helping: another tennis player abroad, a father's update, a club coach's header block, a terse
// softball note, and three more look-alikes
// ---------------------------------------------------------------------------------------------------------------

const tennisIndia: Original = {
  from: "Ananya Rao <ananya.rao.tennis@gmail.com>",
  to: "gokonjo@tillmanstate.edu",
  date: "2026-09-03 21:30:00 +05:30",
  subject: "Tennis recruit from Bengaluru, India - Ananya Rao (Fall 2027)",
  text: `Dear Coach,

I hope this email finds you well. My name is Ananya Rao and I am a tennis player from Bengaluru, India. I am in Grade 11 at Greenwood Heights International School and will finish in May 2027, so I am looking to join a college team for Fall 2027.

UTR: 9.8 (singles)
ITF junior ranking: 612
Current academy: Karnataka Tennis Academy
Predicted IB score: 38/45

Match play video: https://www.youtube.com/watch?v=Ar27TnIdQ4m

I know Tillman State does not have a tennis team listed on your page, so please forward this to the right coach if possible.

Thank you,
Ananya Rao
+91 98455 50123`,
};

const dadUpdate: Original = {
  from: "Greg Lang <glang.family@comcast.net>",
  to: "jreyes@cresthaven.edu",
  date: "2026-12-29 09:10:00 -05:00",
  subject: "Sophie Lang update",
  text: `Coach Reyes,

Quick note on Sophie (2028 libero) since you saw her at camp in July: she made Skyline 16 Royal for this season and is starting at libero. She's also on the varsity at Plano Creekside High School as a sophomore.

Her updated video is here: https://www.hudl.com/video/3/21355190/69f3a4b5e4b0c3d4e5f6a744

Thanks,
Greg Lang
Sophie's dad`,
};

const clubLaxGoalie: Original = {
  from: "Coach Bri Castellano <bri@tristatelaxclub.com>",
  to: "mdelacroix@wyndham.edu",
  date: "2026-11-11 14:45:00 -05:00",
  subject: "Goalie for your 2027 class",
  text: `Player: Quinn Abernathy
Grad Year: 2027
Position: Goalie
Club: Tri-State Lax Club 2027 National
High School: Cherry Hill Eastfield HS
Save %: .583

Coach Delacroix,

Quinn has been our starting goalie for three seasons and is the best communicator I have coached in the cage. She is still open and would love to see Wyndham. Her email is quinnabernathy27@gmail.com.

Bri Castellano
Club Director, Tri-State Lax Club
856-555-0189`,
};

const softballTerse: Original = {
  from: "Brynn Okafor <brynnokafor.of@gmail.com>",
  to: "dwhitlock@marlowstate.edu",
  date: "2026-11-16 20:02:00 -06:00",
  subject: "OF - 2028",
  text: `Coach Whitlock, centerfielder here. Yr 2028, Tulsa Elite 16U, Jenks Prairie HS. 2.71 home to first, .395 avg.
https://youtu.be/Bo28CfRxPl2

Brynn Okafor | 918-555-0129`,
};

const equipmentReceipt: Original = {
  from: "ProSwim Supply <orders@proswimsupply.example>",
  to: "lfairweather@ashgrove.edu",
  date: "2026-09-10 15:12:00 -05:00",
  subject: "Order shipped: 24 team caps, 2 pace clocks",
  text: `Your order #PS-99120 has shipped!

24 x Silicone team cap, navy, "ASHGROVE SWIM & DIVE" - $191.76
2 x LED pace clock 24" - $598.00
Shipping: free

Tracking: 1Z 999 555 01 2345 6784
Ship to: Ashgrove University Natatorium, 200 College Ave`,
};

const alumniNewsletter: Original = {
  from: "Corrigan Track Alumni <alumni@corrigantrack.example>",
  to: "elindqvist@corrigan.edu",
  date: "2026-10-30 08:00:00 -05:00",
  subject: "Alumni Newsletter - Homecoming 5k and a record that fell",
  text: `Corrigan Track & Field Alumni Newsletter

Homecoming 5k: 140 alumni ran, and Lisa (Tran) Morales '09 won the masters division in 19:44.

Record watch: current junior Tori Banks broke the school high jump record (5'10") at the indoor opener.

Give to the Jumps Pit Fund: https://corrigantrack.example/give

Go Comets!`,
};

const hsGymRental: Original = {
  from: "Mark Delgado <mdelgado@westbendschools.org>",
  to: "lfairweather@ashgrove.edu",
  date: "2026-08-20 10:40:00 -05:00",
  subject: "Pool rental for January meet?",
  text: `Hi Lauren,

West Bend Lakeview is looking for an 8-lane pool on Saturday, January 23 for our conference relay meet (about 120 swimmers, 9am-1pm). Would Ashgrove rent the natatorium that day, and what would it cost?

Thanks,
Mark Delgado
Aquatics Director & Head Boys Swim Coach, West Bend Lakeview High School
(262) 555-0170`,
};

export const THIRD_VOICE: CorpusEntry[] = [
  // ------------------------------------------------------------------ recruiting: other sports
  {
    name: "swim-athlete-events-block-gmail",
    family: "v3-swim-harper-quinlan",
    tags: ["fwd:gmail", "lang:en", "sport:swimming", "trap:events-not-positions"],
    label: recruiting("athlete", {
      first_name: "Harper",
      last_name: "Quinlan",
      grad_year: 2028,
      positions: ["500 free", "1000 free", "200 fly"],
      height_inches: 67,
      club_team: "Cedar Valley Aquatics",
      high_school: "Cedar Falls Northridge High School",
      city: "Cedar Falls",
      state: "IA",
      gpa: 3.88,
      email: "harperq.swims@gmail.com",
      phone: "+13195550145",
    }),
    message: fwd("gmail", FAIRWEATHER, "2026-10-12 08:00:00 -05:00", swimEvents),
  },
  {
    name: "track-athlete-jumps-marks-outlook-live",
    family: "v3-track-nadia-ferreira",
    tags: ["fwd:outlook-live", "lang:en", "sport:track", "trap:marks-look-like-heights"],
    label: recruiting("athlete", {
      first_name: "Nadia",
      last_name: "Ferreira",
      grad_year: 2027,
      positions: ["high jump", "long jump", "100m hurdles"],
      height_inches: 69,
      club_team: "Southern Minnesota Track Club",
      high_school: "Mankato Riverbend High School",
      city: "Mankato",
      state: "MN",
      gpa: 3.6,
      email: "nadia.ferreira.jumps@outlook.com",
      phone: "+15075550149",
      video_urls: ["https://youtu.be/Hj7mPq2LrX4"],
    }),
    message: fwd("outlook-live", LINDQVIST, "2026-11-04 09:00:00 -06:00", trackJumper),
  },
  {
    name: "track-athlete-thrower-short-apple-ios",
    family: "v3-track-kenna-boyd",
    tags: ["fwd:apple-ios", "lang:en", "sport:track", "very-short", "trap:marks-look-like-heights", "no-video"],
    label: recruiting("athlete", {
      first_name: "Kenna",
      last_name: "Boyd",
      grad_year: 2028,
      positions: ["shot put", "discus"],
      high_school: "Rochester Lourdes Park HS",
      city: "Rochester",
      state: "MN",
      email: "kennaboyd.throws@icloud.com",
      phone: "+15075550162",
    }),
    message: fwd("apple-ios", LINDQVIST, "2026-12-02 07:30:00 -06:00", thrower),
  },
  {
    name: "hs-coach-swim-breaststroker-outlook-2019",
    family: "v3-hs-doug-pelletier",
    tags: ["fwd:outlook-2019", "lang:en", "sport:swimming", "trap:hs-coach-contact", "no-video"],
    label: recruiting("high_school_coach", {
      first_name: "Ella",
      last_name: "Marchetti",
      grad_year: 2027,
      positions: ["100 breast", "200 im"],
      club_team: "Kettle Moraine Swim Club",
      high_school: "West Bend Lakeview High School",
      gpa: 3.95,
      email: "ellamarchetti.swim@gmail.com",
    }),
    message: fwd("outlook-2019", FAIRWEATHER, "2026-11-18 12:00:00 -06:00", swimHsCoach),
  },
  {
    name: "water-polo-athlete-croatia-gmail",
    family: "v3-wp-petra-horvat",
    tags: ["fwd:gmail", "lang:en", "sport:water-polo", "international"],
    label: recruiting("athlete", {
      first_name: "Petra",
      last_name: "Horvat",
      grad_year: 2027,
      positions: ["driver"],
      height_inches: 70.1,
      club_team: "VK Mladost Zagreb",
      high_school: "XV. Gimnazija Zagreb",
      city: "Zagreb",
      email: "petra.horvat.wp@gmail.com",
      phone: "+385915550142",
      video_urls: ["https://www.youtube.com/watch?v=Pw3kHr8VzQ1"],
    }),
    message: fwd("gmail", PAVLOVIC, "2026-10-26 09:00:00 -07:00", waterPoloAbroad),
  },
  {
    name: "track-athlete-distance-nova-scotia-thunderbird",
    family: "v3-track-maeve-doucet",
    tags: ["fwd:thunderbird", "lang:en", "sport:track", "canada", "no-video"],
    label: recruiting("athlete", {
      first_name: "Maeve",
      last_name: "Doucet",
      grad_year: 2028,
      positions: ["1500m", "3000m", "5k"],
      club_team: "Halifax Harriers",
      high_school: "Citadel Heights High School",
      city: "Halifax",
      state: "NS",
      gpa: 3.8,
      email: "maeve.doucet@gmail.com",
      phone: "+19025550118",
    }),
    message: fwd("thunderbird", LINDQVIST, "2026-09-30 08:00:00 -05:00", distanceCanada),
  },
  // ------------------------------------------------------------------ recruiting: profile blocks
  {
    name: "soccer-athlete-header-block-above-letter-gmail",
    family: "v3-soccer-brielle-santos",
    tags: ["fwd:gmail", "lang:en", "sport:soccer", "header-block"],
    label: recruiting("athlete", {
      first_name: "Brielle",
      last_name: "Santos",
      grad_year: 2028,
      positions: ["outside back", "winger"],
      club_team: "Eastside FC 09G ECNL",
      high_school: "Redmond Sammamish High School",
      gpa: 3.7,
      email: "briellesantos09@gmail.com",
      phone: "+14255550137",
      video_urls: ["https://www.youtube.com/watch?v=Bs09HgLt2Kq"],
    }),
    message: fwd("gmail", NAKAMURA, "2026-10-08 10:00:00 -07:00", soccerHeaderBlock),
  },
  {
    name: "bball-athlete-profile-other-labels-yahoo",
    family: "v3-bball-dani-whitcomb",
    tags: ["fwd:yahoo", "lang:en", "sport:basketball", "header-block", "labels:other-words"],
    label: recruiting("athlete", {
      first_name: "Dani",
      last_name: "Whitcomb",
      grad_year: 2028,
      positions: ["wing"],
      height_inches: 71,
      club_team: "Ohio Lady Hoops 16U",
      high_school: "Centerville Oakmont HS",
      city: "Dayton",
      state: "OH",
      gpa: 3.62,
      email: "dwhitcomb2028@yahoo.com",
      phone: "+19375550184",
      video_urls: ["https://www.hudl.com/video/3/21188402/69c4d1a2e4b0f2a3b4c5d611"],
    }),
    message: fwd("yahoo", OKONJO, "2026-11-10 08:00:00 -05:00", hoopsLabels),
  },
  {
    name: "sb-athlete-hometown-current-team-outlook-mac",
    family: "v3-sb-rylee-cantu",
    tags: ["fwd:outlook-mac", "lang:en", "sport:softball", "header-block", "labels:other-words", "trap:batting-average"],
    label: recruiting("athlete", {
      first_name: "Rylee",
      last_name: "Cantu",
      grad_year: 2029,
      positions: ["C", "3B"],
      height_inches: 66,
      club_team: "Texas Glory 14U Gold",
      high_school: "Wylie Ridge HS",
      city: "Abilene",
      state: "TX",
      gpa: 3.95,
      email: "ryleecantu29@gmail.com",
      phone: "+13255550119",
      video_urls: ["https://youtu.be/Rc29Cn3tWq8"],
    }),
    message: fwd("outlook-mac", WHITLOCK, "2026-09-22 08:00:00 -05:00", softballHometown),
  },
  {
    name: "vb-athlete-pipe-header-line-apple-mac",
    family: "v3-vb-avery-lindholm",
    tags: ["fwd:apple-mac", "lang:en", "sport:volleyball", "header-block", "trap:event-city"],
    label: recruiting("athlete", {
      first_name: "Avery",
      last_name: "Lindholm",
      grad_year: 2027,
      positions: ["OH"],
      height_inches: 73,
      club_team: "Lakeshore 17 Blue",
      high_school: "Grosse Pointe Harbor High School",
      state: "MI",
      gpa: 3.82,
      email: "averylindholm.vb@gmail.com",
      phone: "+15865550193",
      video_urls: ["https://www.hudl.com/video/3/21244120/69d1e2f3e4b0a1b2c3d4e522"],
    }),
    message: fwd("apple-mac", REYES, "2026-12-05 09:00:00 -05:00", vbPipeHeader),
  },
  // ------------------------------------------------------------------ recruiting: half-filled templates
  {
    name: "lax-athlete-template-slots-open-outlook-new",
    family: "v3-lax-josie-marlowe",
    tags: ["fwd:outlook-new", "lang:en", "sport:lacrosse", "template-placeholders"],
    label: recruiting("athlete", {
      first_name: "Josie",
      last_name: "Marlowe",
      grad_year: 2027,
      positions: ["midfield"],
      high_school: "Doylestown Central High School",
      city: "Doylestown",
      state: "PA",
      gpa: 3.9,
      email: "josiemarlowe.lax@gmail.com",
      phone: "+12155550168",
      video_urls: ["https://www.youtube.com/watch?v=Jm27Lx4QpVa"],
    }),
    message: fwd("outlook-new", DELACROIX, "2026-10-14 12:00:00 -04:00", laxTemplate),
  },
  {
    name: "fh-athlete-template-xx-slots-gmail",
    family: "v3-fh-tessa-brightwater",
    tags: ["fwd:gmail", "lang:en", "sport:field-hockey", "template-placeholders", "no-video"],
    label: recruiting("athlete", {
      first_name: "Tessa",
      last_name: "Brightwater",
      grad_year: 2028,
      positions: ["midfielder"],
      height_inches: 64,
      club_team: "Mainline Field Hockey Club U17",
      high_school: "Radnor Hills High School",
      email: "tessa.brightwater@gmail.com",
      phone: "+14845550131",
    }),
    message: fwd("gmail", DELACROIX, "2026-11-03 08:00:00 -05:00", fhTemplateXX),
  },
  {
    name: "sb-athlete-template-braces-pitching-line-apple-mac",
    family: "v3-sb-kaitlyn-oduya",
    tags: ["fwd:apple-mac", "lang:en", "sport:softball", "template-placeholders", "trap:pitching-line"],
    label: recruiting("athlete", {
      first_name: "Kaitlyn",
      last_name: "Oduya",
      grad_year: 2028,
      positions: ["P"],
      high_school: "Springfield Kickapoo Heights High School",
      city: "Springfield",
      state: "MO",
      gpa: 3.75,
      email: "kaitlynoduya28@gmail.com",
      phone: "+14175550154",
      video_urls: ["https://www.youtube.com/watch?v=Ko28PtcH5wQ"],
    }),
    message: fwd("apple-mac", WHITLOCK, "2026-08-31 09:00:00 -05:00", softballBraces),
  },
  // ------------------------------------------------------------------ recruiting: very short, updates, replies
  {
    name: "soccer-athlete-two-lines-apple-ios",
    family: "v3-soccer-kenzie-lowe",
    tags: ["fwd:apple-ios", "lang:en", "sport:soccer", "very-short"],
    label: recruiting("athlete", {
      first_name: "Kenzie",
      last_name: "Lowe",
      grad_year: 2028,
      positions: ["center back"],
      club_team: "Tampa Bay United ECNL",
      email: "kenzielowe.cb@gmail.com",
      phone: "+18135550126",
      video_urls: ["https://www.youtube.com/watch?v=Kl28CbTpBy3"],
    }),
    message: fwd("apple-ios", NAKAMURA, "2026-11-21 07:00:00 -08:00", soccerVeryShort),
  },
  {
    name: "bball-athlete-one-line-outlook-live",
    family: "v3-bball-dani-okafor",
    tags: ["fwd:outlook-live", "lang:en", "sport:basketball", "very-short"],
    label: recruiting("athlete", {
      first_name: "Dani",
      last_name: "Okafor",
      grad_year: 2027,
      positions: ["combo guard"],
      height_inches: 69,
      club_team: "Team Rise 17U",
      email: "daniokafor.hoops@gmail.com",
      phone: "+19185550172",
      video_urls: ["https://www.hudl.com/video/3/21301177/69e2f3a4e4b0b2c3d4e5f633"],
    }),
    message: fwd("outlook-live", OKONJO, "2026-12-11 08:00:00 -06:00", hoopsVeryShort),
  },
  {
    name: "vb-athlete-quick-update-list-gmail",
    family: "v3-vb-mira-castellanos",
    tags: ["fwd:gmail", "lang:en", "sport:volleyball", "update", "trap:event-city", "no-video"],
    label: recruiting("athlete", {
      first_name: "Mira",
      last_name: "Castellanos",
      grad_year: 2027,
      positions: ["MB"],
      height_inches: 74,
      club_team: "Mintonette 17 Gold",
      gpa: 3.7,
      email: "miracastellanos27@gmail.com",
    }),
    message: fwd("gmail", REYES, "2027-01-13 08:00:00 -05:00", vbQuickUpdate),
  },
  {
    name: "sb-athlete-reply-schedule-pitching-line-yahoo",
    family: "v3-sb-sadie-kowalski",
    tags: ["fwd:yahoo", "lang:en", "sport:softball", "reply", "trap:batting-average", "trap:event-city", "no-video"],
    label: recruiting("athlete", {
      first_name: "Sadie",
      last_name: "Kowalski",
      grad_year: 2028,
      positions: ["P", "1B"],
      club_team: "Ozark Force 18U Gold",
      high_school: "Nixa Summit HS",
      email: "sadiekowalski.p@yahoo.com",
      phone: "+14175550181",
    }),
    message: fwd("yahoo", WHITLOCK, "2026-10-03 08:00:00 -05:00", softballReply),
  },
  // ------------------------------------------------------------------ recruiting: family and coaches
  {
    name: "parent-mom-second-language-gmail",
    family: "v3-parent-rosa-ibarra",
    tags: ["fwd:gmail", "lang:en", "sport:volleyball", "non-native-english", "trap:parent-contact"],
    label: recruiting("parent", {
      first_name: "Valentina",
      last_name: "Ruiz",
      grad_year: 2028,
      positions: ["S"],
      height_inches: 68,
      club_team: "Alianza 16 Black",
      high_school: "Lincoln Park High School",
      city: "Chicago",
      gpa: 3.5,
      video_urls: ["https://www.youtube.com/watch?v=Vr28StXq9Lm"],
    }),
    message: fwd("gmail", REYES, "2026-10-19 12:00:00 -04:00", parentSecondLanguage),
  },
  {
    name: "parent-mom-field-hockey-defender-outlook-2013",
    family: "v3-parent-colleen-ashby",
    tags: ["fwd:outlook-2013", "lang:en", "sport:field-hockey", "trap:parent-contact", "weighted-gpa"],
    label: recruiting("parent", {
      first_name: "Maddie",
      last_name: "Ashby",
      grad_year: 2028,
      positions: ["defender"],
      height_inches: 66,
      club_team: "X-Calibur U17 Gold",
      high_school: "Malvern Oakridge Academy",
      city: "Malvern",
      state: "PA",
      gpa: 3.8,
      email: "maddie.ashby09@gmail.com",
      video_urls: ["https://drive.google.com/file/d/1Mx8AsHbK2qLrTz5YwNc3Dv7Ef9Gh0IjK/view"],
    }),
    message: fwd("outlook-2013", DELACROIX, "2026-09-15 12:00:00 -04:00", parentFieldHockey),
  },
  {
    name: "club-coach-soccer-outside-back-outlook-new",
    family: "v3-club-ian-whitford",
    tags: ["fwd:outlook-new", "lang:en", "sport:soccer", "trap:club-coach-contact", "no-video"],
    label: recruiting("club_coach", {
      first_name: "Hannah",
      last_name: "Oyelowo",
      grad_year: 2027,
      positions: ["outside back"],
      club_team: "Derby City FC",
      high_school: "Louisville Eastpoint High School",
      gpa: 3.85,
      email: "hannah.oyelowo27@gmail.com",
      phone: "+15025550111",
    }),
    message: fwd("outlook-new", NAKAMURA, "2026-11-05 15:00:00 -08:00", clubCoachSoccer),
  },
  {
    name: "hs-coach-hoops-senior-forward-gmail",
    family: "v3-hs-terrence-holloway",
    tags: ["fwd:gmail", "lang:en", "sport:basketball", "trap:hs-coach-contact", "no-video"],
    label: recruiting("high_school_coach", {
      first_name: "Tasha",
      last_name: "Whitfield",
      grad_year: null,
      positions: ["forward"],
      height_inches: 73,
      club_team: "Michigan Crossover 17U",
      high_school: "Grand Ledge Central High School",
      state: "MI",
      gpa: 3.4,
      phone: "+15175550122",
    }),
    message: fwd("gmail", OKONJO, "2026-12-14 18:00:00 -06:00", hsCoachHoops),
  },
  {
    name: "parent-dad-swim-new-zealand-outlook-live",
    family: "v3-parent-graham-whitaker",
    tags: ["fwd:outlook-live", "lang:en", "sport:swimming", "international", "no-video"],
    label: recruiting("parent", {
      first_name: "Isla",
      last_name: "Whitaker",
      grad_year: 2027,
      positions: ["100 back", "200 back"],
      height_inches: 70,
      club_team: "North Shore Swim Club",
      high_school: "Rangitoto Heights College",
      city: "Auckland",
      email: "isla.whitaker@gmail.com",
    }),
    message: fwd("outlook-live", FAIRWEATHER, "2026-11-23 16:00:00 -06:00", parentSwimAbroad),
  },
  {
    name: "soccer-athlete-mexico-spanish-gmail-es",
    family: "v3-soccer-ximena-garza",
    tags: ["fwd:gmail-es", "lang:es", "sport:soccer", "international"],
    label: recruiting("athlete", {
      first_name: "Ximena",
      last_name: "Garza",
      grad_year: 2027,
      positions: ["portera"],
      height_inches: 68.5,
      club_team: "Rayadas Sub-17",
      high_school: "Prepa Tec Valle Alto",
      city: "Monterrey",
      email: "ximenagarza.futbol@gmail.com",
      phone: "+528155500137",
      video_urls: ["https://www.youtube.com/watch?v=Xg27PtRsQn5"],
    }),
    message: fwd("gmail-es", NAKAMURA, "2026-10-29 09:00:00 -07:00", spanishMexico),
  },
  {
    name: "tennis-athlete-india-gmail",
    family: "v3-tennis-ananya-rao",
    tags: ["fwd:gmail", "lang:en", "sport:tennis", "international"],
    label: recruiting("athlete", {
      first_name: "Ananya",
      last_name: "Rao",
      grad_year: 2027,
      club_team: "Karnataka Tennis Academy",
      high_school: "Greenwood Heights International School",
      city: "Bengaluru",
      email: "ananya.rao.tennis@gmail.com",
      phone: "+919845550123",
      video_urls: ["https://www.youtube.com/watch?v=Ar27TnIdQ4m"],
    }),
    message: fwd("gmail", OKONJO, "2026-09-04 08:00:00 -05:00", tennisIndia, { note: "Not ours - who has the tennis coach's email?" }),
  },
  {
    name: "parent-dad-update-new-club-gmail",
    family: "v3-parent-greg-lang",
    tags: ["fwd:gmail", "lang:en", "sport:volleyball", "update"],
    label: recruiting("parent", {
      first_name: "Sophie",
      last_name: "Lang",
      grad_year: 2028,
      positions: ["L/DS"],
      club_team: "Skyline 16 Royal",
      high_school: "Plano Creekside High School",
      video_urls: ["https://www.hudl.com/video/3/21355190/69f3a4b5e4b0c3d4e5f6a744"],
    }),
    message: fwd("gmail", REYES, "2026-12-29 12:00:00 -05:00", dadUpdate),
  },
  {
    name: "club-coach-lax-goalie-header-block-apple-mac",
    family: "v3-club-bri-castellano",
    tags: ["fwd:apple-mac", "lang:en", "sport:lacrosse", "header-block", "trap:club-coach-contact", "no-video"],
    label: recruiting("club_coach", {
      first_name: "Quinn",
      last_name: "Abernathy",
      grad_year: 2027,
      positions: ["goalie"],
      club_team: "Tri-State Lax Club 2027 National",
      high_school: "Cherry Hill Eastfield HS",
      email: "quinnabernathy27@gmail.com",
    }),
    message: fwd("apple-mac", DELACROIX, "2026-11-11 16:00:00 -05:00", clubLaxGoalie),
  },
  {
    name: "sb-athlete-terse-outfielder-outlook-2013",
    family: "v3-sb-brynn-okafor",
    tags: ["fwd:outlook-2013", "lang:en", "sport:softball", "very-short", "labels:other-words"],
    label: recruiting("athlete", {
      first_name: "Brynn",
      last_name: "Okafor",
      grad_year: 2028,
      positions: ["OF"],
      club_team: "Tulsa Elite 16U",
      high_school: "Jenks Prairie HS",
      email: "brynnokafor.of@gmail.com",
      phone: "+19185550129",
      video_urls: ["https://youtu.be/Bo28CfRxPl2"],
    }),
    message: fwd("outlook-2013", WHITLOCK, "2026-11-17 08:00:00 -06:00", softballTerse),
  },
  // ------------------------------------------------------------------ not recruiting
  {
    name: "nonrec-equipment-shipping-receipt-direct",
    family: "v3-nonrec-proswim-supply",
    tags: ["not-a-forward", "lang:en", "category:receipt"],
    label: notRecruiting("other"),
    message: original({ ...equipmentReceipt, to: FAIRWEATHER.scout }, "bulk"),
  },
  {
    name: "nonrec-alumni-newsletter-record-gmail",
    family: "v3-nonrec-corrigan-alumni",
    tags: ["fwd:gmail", "lang:en", "category:newsletter", "trap:athletes-named"],
    label: notRecruiting("other"),
    message: fwd("gmail", LINDQVIST, "2026-10-30 10:00:00 -05:00", alumniNewsletter),
  },
  {
    name: "nonrec-hs-ad-pool-rental-outlook-live",
    family: "v3-nonrec-westbend-ad",
    tags: ["fwd:outlook-live", "lang:en", "category:facility-request"],
    label: notRecruiting("high_school_coach"),
    message: fwd("outlook-live", FAIRWEATHER, "2026-08-20 12:00:00 -05:00", hsGymRental, { note: "Facilities - can we?" }),
  },
  {
    name: "nonrec-swim-camp-referral-ad-direct",
    family: "v3-nonrec-blue-line-camps",
    tags: ["not-a-forward", "lang:en", "category:camp-ad", "sport:swimming"],
    label: notRecruiting("other"),
    message: original({ ...swimCampAd, to: FAIRWEATHER.scout }, "bulk", { headers: BULK("bluelineswimcamps.example", "a1") }),
  },
  {
    name: "nonrec-service-jumpers-digest-gmail",
    family: "v3-nonrec-trackrecruit",
    tags: ["fwd:gmail", "lang:en", "recruiting-service", "category:digest", "trap:many-athletes"],
    label: notRecruiting("recruiting_service"),
    message: fwd("gmail", LINDQVIST, "2026-12-07 09:00:00 -06:00", meetDigest, { note: "any of these worth a look?" }),
  },
  {
    name: "nonrec-college-athletics-weekly-direct",
    family: "v3-nonrec-ashgrove-weekly",
    tags: ["not-a-forward", "lang:en", "category:newsletter", "trap:athletes-named"],
    label: notRecruiting("other"),
    message: original({ ...collegeNewsletter, to: FAIRWEATHER.scout }, "bulk", { headers: BULK("ashgroveathletics.example", "n7") }),
  },
  {
    name: "nonrec-camp-payment-receipt-outlook-live",
    family: "v3-nonrec-camppay",
    tags: ["fwd:outlook-live", "lang:en", "category:receipt", "trap:camper-details"],
    label: notRecruiting("other"),
    message: fwd("outlook-live", REYES, "2026-06-03 16:00:00 -04:00", campReceipt, { note: "for the camp binder" }),
  },
  {
    name: "nonrec-tournament-court-schedule-gmail",
    family: "v3-nonrec-glpl-schedule",
    tags: ["fwd:gmail", "lang:en", "category:event-logistics", "trap:club-teams"],
    label: notRecruiting("other"),
    message: fwd("gmail", REYES, "2027-01-06 12:00:00 -05:00", tournamentSchedule),
  },
  {
    name: "nonrec-coach-to-coach-scrimmage-outlook-2019",
    family: "v3-nonrec-linwood-scrimmage",
    tags: ["fwd:outlook-2019", "lang:en", "category:staff", "sport:water-polo"],
    label: notRecruiting("other"),
    message: fwd("outlook-2019", PAVLOVIC, "2027-01-20 13:00:00 -08:00", coachLogistics),
  },
  {
    name: "nonrec-service-webinar-marketing-direct",
    family: "v3-nonrec-recruitlane",
    tags: ["not-a-forward", "lang:en", "recruiting-service", "category:service-marketing"],
    label: notRecruiting("recruiting_service"),
    message: original({ ...serviceWebinar, to: OKONJO.scout }, "bulk", { headers: BULK("recruitlane.example", "w2") }),
  },
  {
    name: "nonrec-parent-walk-on-question-apple-ios",
    family: "v3-nonrec-parent-lindgren",
    tags: ["fwd:apple-ios", "lang:en", "category:parent-question"],
    label: notRecruiting("parent"),
    message: fwd("apple-ios", NAKAMURA, "2026-10-17 07:00:00 -07:00", parentWalkOn, { note: "do we have a walk-on page?" }),
  },
  {
    name: "nonrec-club-tryout-notice-thunderbird",
    family: "v3-nonrec-lakeshore-tryouts",
    tags: ["fwd:thunderbird", "lang:en", "category:club-mail", "trap:club-name-with-age"],
    label: notRecruiting("club_coach"),
    message: fwd("thunderbird", REYES, "2026-10-20 12:00:00 -04:00", clubTryouts),
  },
  {
    name: "nonrec-senior-thank-you-note-gmail",
    family: "v3-nonrec-jess-albright",
    tags: ["fwd:gmail", "lang:en", "category:staff", "trap:own-player", "sport:swimming"],
    label: notRecruiting("other"),
    message: fwd("gmail", FAIRWEATHER, "2026-11-26 08:00:00 -06:00", seniorThanks, { note: "keeping this one" }),
  },
  {
    name: "nonrec-water-polo-hotel-block-direct",
    family: "v3-nonrec-golden-coast",
    tags: ["not-a-forward", "lang:en", "category:event-logistics", "sport:water-polo"],
    label: notRecruiting("other"),
    message: original({ ...waterPoloHotel, to: PAVLOVIC.scout }, "bulk"),
  },
  {
    name: "nonrec-own-questionnaire-template-draft-outlook-new",
    family: "v3-nonrec-wyndham-fh-staff",
    tags: ["fwd:outlook-new", "lang:en", "category:own-template", "template-placeholders"],
    label: notRecruiting("other"),
    message: fwd("outlook-new", DELACROIX, "2026-08-12 10:00:00 -04:00", camperQuestionnaireLink),
  },
];
