/**
 * A sixth tuning author, who never read the other batches' emails. Its weight is on what the engine still misses on
 * strangers' mail: club teams in the shapes real clubs name them ("Dynasty 16 Black", "Sunshine VBC 17-1 Elite",
 * "A5 Mizuno 17-1", "NorCal 15-2 Asics", clubs named after a city) and introduced in many ways ("I play for",
 * "my club team is", "club:", "travel ball with", "on the 16s at", "this summer with", a bare signature line);
 * phone numbers in every format and of every owner (the athlete's cell beside a mother's cell or a father's work
 * line; "+1", dots, spaces, "c:", "cell -"); senders whose role is easy to mistake (a mother writing in the first
 * person, a club director's assistant, a high-school coach who also coaches club, a trainer, an older brother);
 * and look-alikes that name players but introduce nobody (a club newsletter with commitments, a tournament's
 * results, a camp's alumni list, a coach's own questionnaire draft, a parent asking for camp dates).
 */
import { notRecruiting, recruiting, severalAthletes, type CorpusEntry } from "../labels.ts";
import { collegeCoach } from "../people.ts";
import { bulkMailHeaders, compose, forwardedBlock, fwd, original, type Original } from "../wrappers.ts";

const LINDGREN = collegeCoach("Tova Lindgren", "tlindgren@cobaltbay.edu", "tova.lindgren.p4z8@scout.inboxscout.app", `Tova Lindgren
Head Volleyball Coach
Cobalt Bay University
541-555-0102`);

const ADEBAYO = collegeCoach("Femi Adebayo", "fadebayo@granitefalls.edu", "femi.adebayo.w2k6@scout.inboxscout.app", `Femi Adebayo
Assistant Coach / Recruiting, Granite Falls College Softball
(603) 555-0109`);

const HARTIGAN = collegeCoach("Maeve Hartigan", "mhartigan@juniperplains.edu", "maeve.hartigan.c7r3@scout.inboxscout.app", `Maeve Hartigan
Head Women's Soccer Coach | Juniper Plains University
316.555.0104`);

const VOSS = collegeCoach("Declan Voss", "dvoss@juniperplains.edu", "declan.voss.j5m1@scout.inboxscout.app", `Declan Voss
Women's Lacrosse, Juniper Plains University
316.555.0106`);

// ---------------------------------------------------------------------------------------------------------------
// Athletes: every shape of club name, every way of saying it
// ---------------------------------------------------------------------------------------------------------------

const dynastyBlack: Original = {
  from: "Brynn Kowalczyk <brynnk29@gmail.com>",
  to: "tlindgren@cobaltbay.edu",
  date: "2026-11-12 21:05:00 -06:00",
  subject: "Brynn Kowalczyk - 2029 OH",
  text: `Coach Lindgren,

I'm a sophomore outside hitter and I play for Dynasty 16 Black out of Kansas City. We'll be at the Winter Kickoff in Omaha on December 13-14 and I would love for you to watch a match.

Quick facts:
Grad: 2029
Height: 5'11"
School: Blue Valley Crest High School (Overland Park, KS)
GPA: 3.81

Highlights: https://www.hudl.com/video/3/44102987/1c9d2e8f7a6b5c4d3e2f1a0b

Thanks for your time!
Brynn Kowalczyk
c: 913.555.0117`,
};

const sunshineElite: Original = {
  from: "Adaeze Nwosu <adaeze.nwosu28@outlook.com>",
  to: "tlindgren@cobaltbay.edu",
  date: "2026-11-02 18:44:00 -04:00",
  subject: "Setter, Class of 2028, interested in Cobalt Bay",
  text: `Dear Coach Lindgren,

My name is Adaeze Nwosu and I'm a 5'9" setter in the class of 2028 at Plant Ridge High School in Tampa, Florida. My club team is Sunshine VBC 17-1 Elite, where I run a 5-1 and we finished 9th in Open at the last national qualifier.

I have a 4.0 unweighted GPA (4.52 weighted) and I want to study nursing, which is one reason Cobalt Bay caught my eye.

You can find my setting video here: https://www.youtube.com/watch?v=Ad7Nw2Sv9Xe

Best number to reach me: +1 813 555 0121

Sincerely,
Adaeze Nwosu`,
};

const a5Mizuno: Original = {
  from: "Sloane Whitfield <sloanewhitfield.vb@gmail.com>",
  to: "tlindgren@cobaltbay.edu",
  date: "2026-11-15 07:12:00 -05:00",
  subject: "2028 libero",
  text: `Hi Coach!

Sloane Whitfield
2028 | Libero/DS | 5'6"
Club: A5 Mizuno 17-1
HS: Milton Ridge HS - Alpharetta, GA
GPA 3.7
cell - 678-555-0133
sloanewhitfield.vb@gmail.com

Would love to get your camp dates when they are out. Thank you!`,
};

const texasGlory: Original = {
  from: "Kennedy Abernathy <kennedy.abernathy27@gmail.com>",
  to: "fadebayo@granitefalls.edu",
  date: "2026-10-29 20:20:00 -05:00",
  subject: "RHP/1B - 2027 - Texas Glory Gold 18U",
  text: `Coach Adebayo,

Thank you for stopping by our field in Round Rock. I'm the right-hander who threw the second game against the Bombers.

I play travel ball with Texas Glory Gold 18U and I'm a senior at Seven Lakes Crossing High School in Katy, TX. I pitch and play first base. I'm 5'10" and I throw 61-63 with a rise and a screw. My GPA is 3.55.

Pitching video: https://youtu.be/Kx4Ab9Tg1Rq

I'm still uncommitted and Granite Falls is one of my top schools. My cell is (281) 555-0144 and my coach, Mr. Ferris, is at 281-555-0145.

Kennedy Abernathy`,
};

const ohioValleyRoyal: Original = {
  from: "Delaney Fitzgerald-Moore <delaneyfm29@yahoo.com>",
  to: "tlindgren@cobaltbay.edu",
  date: "2026-11-08 16:30:00 -05:00",
  subject: "middle blocker 2029",
  text: `Hello Coach Lindgren,

I am a 6'0" middle blocker, class of 2029, from Marietta, Ohio. I'm on the 16s at Ohio Valley (Ohio Valley 16 Royal this year) and I play for Muskingum Bend High School, where I started on varsity as a freshman.

I have a 3.9 GPA. I don't have a phone yet, so my mom's cell is the best way to reach us: 740-555-0156 (Trish).

Here is my film: https://www.hudl.com/video/3/52290411/8d7c6b5a4f3e2d1c0b9a8f7e

Delaney Fitzgerald-Moore`,
};

const norcalAsics: Original = {
  from: "Priya Raghunathan <priya.r.2030@gmail.com>",
  to: "tlindgren@cobaltbay.edu",
  date: "2026-11-19 19:02:00 -08:00",
  subject: "Freshman opposite hitter - NorCal 15-2 Asics",
  text: `Hi Coach Lindgren,

I know I'm young, but I wanted to start early. I'm Priya Raghunathan, a freshman opposite at Leland Oaks High School in San Jose, CA (class of 2030). This club season I'm with NorCal 15-2 Asics.

I'm 5'10" and left-handed, and my GPA is 3.95.

Video from our last tournament: youtu.be/Pr3Rg8Op2Zt

Phone: 408 555 0163

Thanks,
Priya`,
};

const boiseThorns: Original = {
  from: "Hallie Brannock <halliebrannock@gmail.com>",
  to: "mhartigan@juniperplains.edu",
  date: "2026-10-25 12:10:00 -06:00",
  subject: "2027 defensive midfielder - Hallie Brannock",
  text: `Coach Hartigan,

I'm a senior defensive midfielder at Rocky Ridge Crossing High School in Meridian, ID. For club I play for Boise Thorns FC 09G ECNL-RL, and this spring I was our team captain.

- Height 5'5"
- GPA 3.64
- Position: defensive midfielder, can cover center back
- Highlight reel: https://vimeo.com/883120457

Juniper Plains is a place I could see myself, especially the exercise science program. My number is 208.555.0171.

Hallie Brannock
Class of 2027`,
};

const carolinaCyclones: Original = {
  from: "Ruby Tshabalala <rubytshabalala27@icloud.com>",
  to: "fadebayo@granitefalls.edu",
  date: "2026-11-01 09:30:00 -04:00",
  subject: "catcher looking for a home - class of 2027",
  text: `Hi Coach Adebayo,

I'm Ruby Tshabalala, a 2027 catcher from Raleigh, North Carolina. This summer with Carolina Cyclones 18U National I caught every game at the PGF qualifier and threw out 11 runners. During the school year I play for Crabtree Valley High School.

5'7" | 3.9 GPA | pop time 1.91

Skills video: https://www.youtube.com/watch?v=Rt6Cy2Cl8Qn

Please reach me at +1 (919) 555-0174. My dad would also love to talk if that helps - his work line is 919-555-0175.

Ruby`,
};

const capitalCityTeal: Original = {
  from: "Jovie Marsh <joviemarsh28@gmail.com>",
  to: "tlindgren@cobaltbay.edu",
  date: "2026-11-11 22:40:00 -06:00",
  subject: "Defensive specialist - Jovie Marsh",
  text: `Coach,

I'm a junior DS from Lincoln, NE and I'd love to be considered for a spot in your 2028 class. Our club is going to the Great Lakes Qualifier in February if you're there.

I pass nearly every serve-receive rotation for my club and I'm working on my jump float.

Jovie Marsh
class: 2028
pos: DS
ht: 5'4"
school: Southeast Prairie HS
club: Capital City 16 Teal
gpa: 3.5
txt/cell 402.555.0178`,
};

const peakPerformance: Original = {
  from: "Sienna Gallagher <sgallagher.vb@gmail.com>",
  to: "tlindgren@cobaltbay.edu",
  date: "2026-11-06 17:50:00 -07:00",
  subject: "Update - Sienna Gallagher, setter",
  text: `Hi Coach Lindgren,

A quick update since my email in September. I switched clubs and I'm now setting for Peak Performance 17 Gold (I was with Front Range 16 Blue last year). I also grew an inch and I'm 5'10" now.

Still at Chatfield Pines HS in Littleton, CO, class of 2028, and my GPA went up to 3.92.

New video: https://www.hudl.com/video/3/61234598/2f3e4d5c6b7a89012f3e4d5c

720-555-0124

Sienna`,
};

const ladyMagic: Original = {
  from: "Amara Ekwueme <amara.ekwueme27@gmail.com>",
  to: "fadebayo@granitefalls.edu",
  date: "2026-10-30 15:15:00 -05:00",
  subject: "2027 middle infielder - Amara Ekwueme",
  text: `Coach Adebayo,

I'm a senior second baseman and shortstop at Naperville Prairie HS in Naperville, IL. I play summer ball for Lady Magic 18U Platinum and I hit leadoff for them this year (.438, 22 SB).

I'm 5'6", I have a 4.0 GPA, and I'm still looking for the right fit. Granite Falls' business program is a big reason I'm writing.

Video: https://www.youtube.com/watch?v=Ae3Kw8Lm5Pq

Amara Ekwueme
2B/SS | Class of 2027
Cell: 630 555 0127`,
};

const capitalLax: Original = {
  from: "Georgia Whitlock <georgiawhitlock28@gmail.com>",
  to: "dvoss@juniperplains.edu",
  date: "2026-11-04 20:00:00 -05:00",
  subject: "Class of 2028 midfielder",
  text: `Coach Voss,

I'm a 2028 midfielder from Ashburn, Virginia. I play for Broad Run Meadows High School and club lax for Capital Lax 2028 Gold. I'm 5'7" and I take most of our draws.

GPA: 3.8 unweighted
Film: https://www.hudl.com/video/3/73301846/9a8b7c6d5e4f3a2b1c0d9e8f
Cell: +1.571.555.0129

I'll be at the Fall Brawl in Richmond on the 22nd.

Thank you,
Georgia Whitlock`,
};

const mountainWestShort: Original = {
  from: "Rylee Tran <ryleetran29@gmail.com>",
  to: "tlindgren@cobaltbay.edu",
  date: "2026-11-18 21:33:00 -08:00",
  subject: "rylee tran 2029 setter",
  text: `hi coach! rylee tran here
2029 setter, 5'8
playing 15-1 for Mountain West 15-1 Elite this year
from Sparks, NV
775-555-0131
thanks!!`,
};

const kcPowerSignature: Original = {
  from: "Jada Whitmore <jadawhitmore8@gmail.com>",
  to: "tlindgren@cobaltbay.edu",
  date: "2026-10-24 19:25:00 -05:00",
  subject: "Interested in Cobalt Bay volleyball",
  text: `Coach Lindgren,

I watched your team play in the conference tournament on TV and loved the energy on your bench. I'm a left-side hitter with a strong serve and I think I'd fit your style.

My grades are good (3.6 GPA) and I'd like to major in communications. My highlight video is here: https://www.youtube.com/watch?v=Jw8Kp3Vt6Lm

I hope to hear from you!

Jada Whitmore
Class of 2028 | OH | 6'0"
KC Power 17 Elite
Lee's Summit North HS
816-555-0135`,
};

const longBeachMizuno: Original = {
  from: "Keilani Akana <keilani.akana@gmail.com>",
  to: "tlindgren@cobaltbay.edu",
  date: "2026-11-13 18:05:00 -08:00",
  subject: "libero / class of 2029",
  text: `Aloha Coach Lindgren,

My name is Keilani Akana and I'm a libero in the class of 2029. I currently play for Long Beach Mizuno 16-2 and at Wilson Harbor High School in Long Beach, California. I'm 5'5" with a 3.45 GPA.

Serve receive and defense clips: https://www.hudl.com/video/3/80012345/4e5f6a7b8c9d0e1f2a3b4c5d

My cell is 562-555-0139. Mahalo!

Keilani`,
};

// ---------------------------------------------------------------------------------------------------------------
// Family, trainers and coaches: roles that are easy to mistake
// ---------------------------------------------------------------------------------------------------------------

const motherFirstPerson: Original = {
  from: "Gretchen Albrecht <gretchen.albrecht@mchsi.com>",
  to: "tlindgren@cobaltbay.edu",
  date: "2026-11-03 08:15:00 -06:00",
  subject: "My daughter Emerson - 2028 right side",
  text: `Good morning Coach Lindgren,

I hope you don't mind a note from a parent. I'm Emerson's mom, and I'm writing because she is shy about reaching out herself.

Emerson Albrecht is a 2028 right side/opposite at Ames Northwood High School in Ames, Iowa. She plays for Prairie Fire 17 Red. She is 6'1" (I'm 5'4", so she didn't get it from me!) and carries a 3.88 GPA.

I've attached nothing, but her video is at https://www.hudl.com/video/3/47720519/6b5a4f3e2d1c0b9a8f7e6d5c

Emerson's cell: 515 555 0181
My cell: 515-555-0182
Her email: emerson.albrecht28@gmail.com

Thank you for reading,
Gretchen Albrecht`,
};

const motherShortIphone: Original = {
  from: "Lupe Villanueva <lupevillanueva@gmail.com>",
  to: "fadebayo@granitefalls.edu",
  date: "2026-11-16 13:02:00 -08:00",
  subject: "Tatum Villanueva SS 2029",
  text: `Hi Coach, my daughter Tatum is a 2029 shortstop who plays travel ball with SoCal Sparks 16U - Alvarez and at Santiago Ranch High School in Corona, CA. She's 5'5". Here's her video https://youtu.be/Tv5Ss2Cr9Ka

Tatum 951-555-0186 / me 951-555-0187

Sent from my iPhone`,
};

const fatherWorkLine: Original = {
  from: "Lindahl, Karl <karl.lindahl@meridianhealth.example>",
  to: "tlindgren@cobaltbay.edu",
  date: "2026-10-27 11:48:00 -04:00",
  subject: "Noelle Lindahl - MB - Class of 2028",
  text: `Coach Lindgren,

My daughter Noelle is a 6'2" middle blocker (class of 2028) at Carmel Crossing HS in Carmel, Indiana. She plays club for Circle City 17 Adidas and led the team in blocks at the Windy City qualifier. Her GPA is 3.6.

Noelle's email is noellelindahl@gmail.com. She doesn't have her own phone, so please call me.

Karl Lindahl
Work: (317) 555-0190 x214`,
};

const directorAssistant: Original = {
  from: "Paige Holloway <paige@lonestarlegacyvbc.example>",
  to: "tlindgren@cobaltbay.edu",
  date: "2026-11-07 10:00:00 -06:00",
  subject: "Lonestar Legacy - Zuri Bankole (2027 OH)",
  text: `Coach Lindgren,

I'm writing on behalf of Dana Pruitt, our club director at Lonestar Legacy VBC, who asked me to get this to you before the holidays.

Zuri Bankole is a 2027 outside hitter on Lonestar Legacy 18-1 Elite. She is 6'0", attends Cypress Mill High School in Cypress, TX, and has a 3.4 GPA. She is still uncommitted and Dana thinks she would be a great fit for a program that runs a fast offense.

Athlete email: zuribankole27@gmail.com
Athlete cell: 832-555-0193
Video: https://www.hudl.com/video/3/59921034/7d8e9f0a1b2c3d4e5f6a7b8c

Paige Holloway
Office Assistant to the Director, Lonestar Legacy VBC
281-555-0194`,
};

const hsAlsoClub: Original = {
  from: "Brett Caudill <bcaudill@ridgeviewschools.example>",
  to: "fadebayo@granitefalls.edu",
  date: "2026-11-05 06:45:00 -06:00",
  subject: "Pitcher you should know - Cassidy Prewitt",
  text: `Coach Adebayo,

I coach the varsity at Ridgeview High School and I also coach her in the summer with Ozark Heat 18U Gold, so I've seen just about every pitch Cassidy Prewitt has thrown for three years.

Cassidy is a 2028 right-handed pitcher, 5'9", from Springfield, MO, with a 3.75 GPA. She works 59-61 with a drop and a change that she'll throw in any count.

Cassidy's cell (417) 555-0112, and mine is 417-555-0113 if you want my take.

Brett Caudill
Head Softball Coach, Ridgeview High School`,
};

const trainerNote: Original = {
  from: "Marcus Oyelowo <marcus@elevateathletic.example>",
  to: "tlindgren@cobaltbay.edu",
  date: "2026-10-31 14:20:00 -05:00",
  subject: "Lexi Dumont - 2027 OH worth a look",
  text: `Coach Lindgren,

I'm a strength and speed trainer in St. Louis, and I've worked with Lexi Dumont twice a week for two years. She's a 2027 outside hitter at Kirkwood Glen High School in Kirkwood, MO and plays for Gateway Academy 17 Black. 5'11", 3.7 GPA, and the hardest worker in my gym.

Her cell is 314.555.0116 if you'd like to reach her directly.

Marcus Oyelowo
Elevate Athletic Performance
(314) 555-0117`,
};

const olderBrother: Original = {
  from: "Adrian Solis <adriansolis.tx@gmail.com>",
  to: "mhartigan@juniperplains.edu",
  date: "2026-11-09 16:40:00 -06:00",
  subject: "My sister Mireya - 2028 forward",
  text: `Coach Hartigan,

I played college soccer myself and I'm helping my little sister Mireya Solis with her recruiting since our parents don't speak much English.

Mireya is a 2028 forward at Padre Shores High School in Corpus Christi, TX. She plays club for Corpus Christi FC 09G and scored 27 goals for them last season. She's 5'4" with a 3.3 GPA.

Her email: mireya.solis09@gmail.com
Her number: +1 361 555 0120
Highlights: https://www.youtube.com/watch?v=Ms4Fw7Cc2Tx

You can also reach me at 361-555-0121.

Adrian Solis`,
};

const hsCoachForwardsNote: Original = {
  from: "Whitney Szabo <wszabo@harlanvalley.k12.example>",
  to: "mhartigan@juniperplains.edu",
  date: "2026-11-14 07:30:00 -06:00",
  subject: "Fwd: soccer at Juniper Plains",
  ...compose(
    `Coach Hartigan - Greta wrote this to me and asked if I knew anyone at Juniper Plains. She is the real deal. Happy to talk.

Whitney Szabo
Head Girls Soccer Coach, Harlan Valley High School`,
    forwardedBlock("gmail", {
      from: "Greta Lindqvist-Hale <gretalh2027@gmail.com>",
      to: "wszabo@harlanvalley.k12.example",
      date: "2026-11-13 21:12:00 -06:00",
      subject: "soccer at Juniper Plains",
      text: `Coach Szabo,

Could you send this to the Juniper Plains coach? Here's my info:

Greta Lindqvist-Hale, class of 2027, goalkeeper
5'10", 3.85 GPA
Harlan Valley High School, Harlan, KS
club: Sporting Wichita 08 Academy
cell 316 555 0147
https://www.hudl.com/video/3/90876123/0f1e2d3c4b5a69788f9e0d1c

Thank you!!
Greta`,
    }),
    "gmail",
  ),
};

const clubCoachTwo: Original = {
  from: "Dwayne Mercer <coachmercer@palmettofury.example>",
  to: "fadebayo@granitefalls.edu",
  date: "2026-11-10 19:45:00 -05:00",
  subject: "Two 2029s from Palmetto Fury 16U Gold",
  text: `Coach Adebayo,

I've got two sophomores on Palmetto Fury 16U Gold I'd like you to keep an eye on this spring.

Avery Blackwood - C, 2029, 5'8", Summerville High School (Summerville, SC), 3.9 GPA. Strong arm, calls her own game. Email: averyblackwood29@gmail.com

Josslyn Pike - CF, 2029, 5'6", Stratford Oaks High School (Goose Creek, SC), 3.5 GPA. Runs a 2.7 home to first from the left side. Email: josslynpike@gmail.com

Call me any time at 843-555-0150.

Dwayne Mercer
Head Coach, Palmetto Fury 16U Gold`,
};

// ---------------------------------------------------------------------------------------------------------------
// Look-alikes that introduce nobody
// ---------------------------------------------------------------------------------------------------------------

const clubCommitsNewsletter: Original = {
  from: "Sunrise Coast VBC <news@sunrisecoastvbc.example>",
  to: "tlindgren@cobaltbay.edu",
  date: "2026-11-17 12:00:00 -05:00",
  subject: "Sunrise Coast Weekly: November commitments, tryout dates, spirit wear",
  text: `SUNRISE COAST WEEKLY

COMMITMENT CORNER
Please congratulate our newest college commits!
- Mariah Tolbert (18-1 Elite, Class of 2027, OH) - committed to Palmdale State
- Anika Forsberg (18-1 Elite, Class of 2027, S) - committed to Bayou Christian
- Lucia Serrano (17-2 Premier, Class of 2028, L/DS) - verbally committed to Eastgate College

TRYOUTS
2027-28 season tryouts: 12s-14s on Sunday, Dec 7; 15s-18s on Saturday, Dec 13. Register on the club website.

SPIRIT WEAR
Orders close Friday. Questions: 407-555-0158.

Sunrise Coast VBC | Orlando, FL
Unsubscribe from these emails`,
};

const tournamentResults: Original = {
  from: "Heartland Classic <results@heartlandclassic.example>",
  to: "tlindgren@cobaltbay.edu",
  date: "2026-11-18 08:00:00 -06:00",
  subject: "Heartland Classic 2026 - Final results and all-tournament teams",
  text: `Thank you to the 212 teams who played the 2026 Heartland Classic in Kansas City!

17 OPEN
Champion: Dynasty 17 Black
Runner-up: KC Power 17 Elite
Third: Prairie Fire 17 Red

17 Open All-Tournament Team
Tessa Markovic (Dynasty 17 Black) - MVP
Laila Haddon (KC Power 17 Elite)
Brooke Lindell (Prairie Fire 17 Red)
Camille Oduro (Dynasty 17 Black)

16 OPEN
Champion: Ohio Valley 16 Royal
Runner-up: Circle City 16 Adidas

Full brackets and photos are on our site. See you in 2027!
Heartland Classic Events | 816-555-0160`,
};

const campAlumniList: Original = {
  from: "Summit Skills Camps <hello@summitskillscamps.example>",
  to: "tlindgren@cobaltbay.edu",
  date: "2026-11-12 10:30:00 -07:00",
  subject: "Our campers are going places - winter camp registration open",
  text: `Where are Summit campers playing next year?

We're proud of these Summit Skills alumni who signed this month:
Harper Quillen, 2027 setter from Boulder, CO - signed with Cobalt Bay University
Noa Kealoha, 2027 libero from Honolulu, HI - signed with Western Ridge
Bailey Strand, 2027 middle from Fort Collins, CO - signed with Mesa Vista College

Winter camp: January 3-4 in Denver, grades 8-12. $285, early bird ends Dec 1.
Questions? Call or text 303-555-0162.

Register: https://summitskillscamps.example/winter
Manage your subscription`,
};

const questionnaireDraft: Original = {
  from: "Jenna Rourke <jrourke@cobaltbay.edu>",
  to: "tlindgren@cobaltbay.edu",
  date: "2026-11-10 15:10:00 -08:00",
  subject: "Draft - updated prospect questionnaire",
  text: `Tova,

Here's the new questionnaire draft for the website. I added the club age group line and a second phone line for parents. Let me know what to change before I send it to compliance.

COBALT BAY VOLLEYBALL - PROSPECT QUESTIONNAIRE
First name: __________   Last name: __________
Graduation year: ____   Position(s): __________
Height: ____
Club team (club, age group, team name - e.g. "Example VBC 17 Black"): __________
High school: __________   City/State: __________
GPA (unweighted): ____
Athlete cell: (___) ___-____
Parent/guardian cell: (___) ___-____
Link to video: __________

Jenna Rourke
Director of Volleyball Operations, Cobalt Bay University
541-555-0108`,
};

const parentCampDates: Original = {
  from: "Colleen Marchbanks <colleen.marchbanks@gmail.com>",
  to: "tlindgren@cobaltbay.edu",
  date: "2026-11-19 20:10:00 -08:00",
  subject: "Camp dates?",
  text: `Hello,

My daughter is in 7th grade and plays club for a 13s team here in Eugene. Could you tell me the dates for your summer camps next year and whether there is a youth session? Also, is lunch included?

Thank you,
Colleen Marchbanks
541-555-0166`,
};

const showcaseInvite: Original = {
  from: "Lonestar Legacy VBC <recruiting@lonestarlegacyvbc.example>",
  to: "tlindgren@cobaltbay.edu",
  date: "2026-11-20 09:00:00 -06:00",
  subject: "Come see our 18s and 17s at the Lone Star Showcase - court map inside",
  text: `College coaches,

Lonestar Legacy will bring five teams to the Lone Star Showcase in Houston on January 10-12. Court assignments and rosters with grad year, position and height are on our recruiting page; each player's profile has her video and contact details.

18-1 Elite - Court 4
17-1 Elite - Court 7
17-2 National - Court 12

Questions? Call our office at 281-555-0194 or reply to this email.

Lonestar Legacy VBC Recruiting`,
};

const serviceBlast: Original = {
  from: "Prospect Pipeline <alerts@prospectpipeline.example>",
  to: "fadebayo@granitefalls.edu",
  date: "2026-11-21 06:00:00 -05:00",
  subject: "3 uncommitted 2028 catchers in your region",
  text: `Coach, here are this week's uncommitted 2028 catchers near Granite Falls:

1. Maddie Crowe - C - 5'7" - Lowell, MA - Bay State Bombers 16U - 3.6 GPA
2. Sasha Pelletier - C/3B - 5'6" - Nashua, NH - Granite State Storm 16U Gold - 3.9 GPA
3. Ivy Trombley - C - 5'8" - Burlington, VT - Green Mountain Gold 16U - 3.4 GPA

See full profiles, video and contact information with a Prospect Pipeline College Pro account.
Call 888-555-0168 to upgrade.

Unsubscribe`,
};

const tryoutAnnouncement: Original = {
  from: "Capital City Volleyball Club <info@capitalcityvbc.example>",
  to: "tlindgren@cobaltbay.edu",
  date: "2026-11-02 12:00:00 -06:00",
  subject: "Capital City VBC 2027 tryouts - all age groups",
  text: `Capital City VBC tryouts are coming!

Teams: 12U-18U, including our Capital City 16 Teal and 17 Navy national teams.
Dates: November 15 (12s-14s), November 16 (15s-18s)
Location: Prairie Fieldhouse, Lincoln, NE
Fee: $40 at the door

Club director: Renee Ostrowski, 402-555-0170

Follow us for updates. Unsubscribe`,
};

const travelItinerary: Original = {
  from: "Dwayne Mercer <coachmercer@palmettofury.example>",
  to: "fadebayo@granitefalls.edu",
  date: "2026-11-22 18:00:00 -05:00",
  subject: "Palmetto Fury 16U Gold - Florida trip itinerary",
  text: `Families (and our college coach friends who asked where we'll be),

Itinerary for the Sunshine Showdown in Clermont, FL:
Fri 12/5 - 7:30 AM depart Summerville; check-in at the Lakeside Suites by 4 PM
Sat 12/6 - pool play fields 3 and 4, games at 8:00, 10:15 and 1:30
Sun 12/7 - bracket play, times TBA

Chaperones: Tonya Blackwood (cell 843-555-0151) and Gary Pike (cell 843-555-0152).
Uniforms: Saturday white, Sunday black.

Coach Mercer
843-555-0150`,
};

const hotelBlock: Original = {
  from: "Riverwalk Suites Group Sales <groups@riverwalksuites.example>",
  to: "mhartigan@juniperplains.edu",
  date: "2026-11-05 10:00:00 -06:00",
  subject: "Your room block for the Juniper Plains Invitational",
  text: `Dear Coach Hartigan,

Thank you for choosing Riverwalk Suites. Your block of 14 double rooms for March 12-15 is confirmed at $129 per night. The cut-off date is February 10.

Your confirmation number is RS-40918. Please call our group desk at 316-555-0172 with any changes.

Warm regards,
Danielle Ferreira
Group Sales Manager, Riverwalk Suites`,
};

const conferenceAllLeague: Original = {
  from: "Prairie Valley Conference <media@prairievalleyconf.example>",
  to: "mhartigan@juniperplains.edu",
  date: "2026-11-11 14:00:00 -06:00",
  subject: "PVC announces 2026 women's soccer all-conference teams",
  text: `WICHITA, Kan. - The Prairie Valley Conference today announced its 2026 women's soccer all-conference teams, voted on by the league's head coaches.

Player of the Year: Rosalind Achterberg, Juniper Plains (Sr., F, Hutchinson, Kan.)
Defensive Player of the Year: Kiera Danso, Flint Hills College (Jr., D, Topeka, Kan.)
Freshman of the Year: Mila Navarro, Cimarron State (Fr., MF, Amarillo, Texas)

First Team
F - Rosalind Achterberg, Juniper Plains
MF - Hana Whitcombe, Flint Hills College
D - Kiera Danso, Flint Hills College

Media contact: 316-555-0176`,
};

const clubSpotlightNewsletter: Original = {
  from: "Corpus Christi FC <newsletter@corpuschristifc.example>",
  to: "mhartigan@juniperplains.edu",
  date: "2026-11-15 09:00:00 -06:00",
  subject: "CCFC News: Player of the Month, holiday training schedule",
  text: `CORPUS CHRISTI FC NEWS

PLAYER OF THE MONTH: Daniela Reyna (09G)
Daniela scored 9 goals in October and was named to the South Texas ODP pool. She's a junior at Gulfway High School and says her favorite pre-game meal is her abuela's enchiladas. Congratulations, Daniela!

HOLIDAY TRAINING
No training Nov 26-29. 09G and 08G train Dec 1 at 6 PM at Oso Park.

Club office: 361-555-0178
Unsubscribe | Update preferences`,
};

const campCheckIn: Original = {
  from: "Femi Adebayo <fadebayo@granitefalls.edu>",
  to: "softballstaff@granitefalls.edu",
  date: "2026-11-20 17:00:00 -05:00",
  subject: "Winter clinic check-in list + staff assignments",
  text: `Staff,

Check-in for Saturday's winter clinic opens at 8:00 in the fieldhouse lobby. 38 campers registered. Station assignments:

Catchers (Jordyn + Mo): Ellie Brandt, Kaia Sorensen, Taryn Mukherjee
Pitchers (Coach D): Rosie Halvorsen, Bree Castillo
Infield (me): everyone else, list attached

Parents wait in the upper lobby. Emergency line: 603-555-0110.

Femi`,
};

export const SIXTH_VOICE: readonly CorpusEntry[] = [
  {
    name: "v6-athlete-dynasty-black-gmail",
    family: "v6-athlete-brynn-kowalczyk",
    tags: ["fwd:gmail", "lang:en", "sport:volleyball", "club:i-play-for", "phone:c-dots"],
    label: recruiting("athlete", {
      first_name: "Brynn", last_name: "Kowalczyk", grad_year: 2029, positions: ["OH"], height_inches: 71, club_team: "Dynasty 16 Black",
      high_school: "Blue Valley Crest High School", city: "Overland Park", state: "KS", gpa: 3.81, email: "brynnk29@gmail.com", phone: "+19135550117",
      video_urls: ["https://www.hudl.com/video/3/44102987/1c9d2e8f7a6b5c4d3e2f1a0b"],
    }),
    message: fwd("gmail", LINDGREN, "2026-11-13 08:00:00 -06:00", dynastyBlack),
  },
  {
    name: "v6-athlete-sunshine-elite-outlook-live",
    family: "v6-athlete-adaeze-nwosu",
    tags: ["fwd:outlook-live", "lang:en", "sport:volleyball", "club:my-club-team-is", "phone:plus1-spaces", "gpa:both"],
    label: recruiting("athlete", {
      first_name: "Adaeze", last_name: "Nwosu", grad_year: 2028, positions: ["S"], height_inches: 69, club_team: "Sunshine VBC 17-1 Elite",
      high_school: "Plant Ridge High School", city: "Tampa", state: "FL", gpa: 4.0, email: "adaeze.nwosu28@outlook.com", phone: "+18135550121",
      video_urls: ["https://www.youtube.com/watch?v=Ad7Nw2Sv9Xe"],
    }),
    message: fwd("outlook-live", LINDGREN, "2026-11-03 09:00:00 -07:00", sunshineElite),
  },
  {
    name: "v6-athlete-a5-mizuno-card-apple-ios",
    family: "v6-athlete-sloane-whitfield",
    tags: ["fwd:apple-ios", "lang:en", "sport:volleyball", "club:label-colon", "phone:cell-dash", "very-short"],
    label: recruiting("athlete", {
      first_name: "Sloane", last_name: "Whitfield", grad_year: 2028, positions: ["L/DS"], height_inches: 66, club_team: "A5 Mizuno 17-1",
      high_school: "Milton Ridge HS", city: "Alpharetta", state: "GA", gpa: 3.7, email: "sloanewhitfield.vb@gmail.com", phone: "+16785550133",
    }),
    message: fwd("apple-ios", LINDGREN, "2026-11-15 09:30:00 -05:00", a5Mizuno),
  },
  {
    name: "v6-athlete-texas-glory-travel-ball-outlook-new",
    family: "v6-athlete-kennedy-abernathy",
    tags: ["fwd:outlook-new", "lang:en", "sport:softball", "club:travel-ball-with", "trap:club-coach-contact"],
    label: recruiting("athlete", {
      first_name: "Kennedy", last_name: "Abernathy", grad_year: 2027, positions: ["P", "1B"], height_inches: 70, club_team: "Texas Glory Gold 18U",
      high_school: "Seven Lakes Crossing High School", city: "Katy", state: "TX", gpa: 3.55, email: "kennedy.abernathy27@gmail.com", phone: "+12815550144",
      video_urls: ["https://youtu.be/Kx4Ab9Tg1Rq"],
    }),
    message: fwd("outlook-new", ADEBAYO, "2026-10-30 07:45:00 -04:00", texasGlory),
  },
  {
    name: "v6-athlete-ohio-valley-16s-yahoo",
    family: "v6-athlete-delaney-fitzgerald-moore",
    tags: ["fwd:yahoo", "lang:en", "sport:volleyball", "club:on-the-16s-at", "trap:parent-contact", "no-phone"],
    label: recruiting("athlete", {
      first_name: "Delaney", last_name: "Fitzgerald-Moore", grad_year: 2029, positions: ["MB"], height_inches: 72, club_team: "Ohio Valley 16 Royal",
      high_school: "Muskingum Bend High School", city: "Marietta", state: "OH", gpa: 3.9, email: "delaneyfm29@yahoo.com",
      video_urls: ["https://www.hudl.com/video/3/52290411/8d7c6b5a4f3e2d1c0b9a8f7e"],
    }),
    message: fwd("yahoo", LINDGREN, "2026-11-09 08:10:00 -08:00", ohioValleyRoyal),
  },
  {
    name: "v6-athlete-norcal-asics-thunderbird",
    family: "v6-athlete-priya-raghunathan",
    tags: ["fwd:thunderbird", "lang:en", "sport:volleyball", "club:with", "phone:spaces"],
    label: recruiting("athlete", {
      first_name: "Priya", last_name: "Raghunathan", grad_year: 2030, positions: ["RS/OPP"], height_inches: 70, club_team: "NorCal 15-2 Asics",
      high_school: "Leland Oaks High School", city: "San Jose", state: "CA", gpa: 3.95, email: "priya.r.2030@gmail.com", phone: "+14085550163",
      video_urls: ["youtu.be/Pr3Rg8Op2Zt"],
    }),
    message: fwd("thunderbird", LINDGREN, "2026-11-20 07:00:00 -08:00", norcalAsics),
  },
  {
    name: "v6-athlete-boise-thorns-city-club-gmail",
    family: "v6-athlete-hallie-brannock",
    tags: ["fwd:gmail", "lang:en", "sport:soccer", "club:city-name", "phone:dots"],
    label: recruiting("athlete", {
      first_name: "Hallie", last_name: "Brannock", grad_year: 2027, positions: ["defensive midfielder", "center back"], height_inches: 65, club_team: "Boise Thorns FC 09G ECNL-RL",
      high_school: "Rocky Ridge Crossing High School", city: "Meridian", state: "ID", gpa: 3.64, email: "halliebrannock@gmail.com", phone: "+12085550171",
      video_urls: ["https://vimeo.com/883120457"],
    }),
    message: fwd("gmail", HARTIGAN, "2026-10-26 09:00:00 -05:00", boiseThorns),
  },
  {
    name: "v6-athlete-carolina-cyclones-this-summer-outlook-2019",
    family: "v6-athlete-ruby-tshabalala",
    tags: ["fwd:outlook-2019", "lang:en", "sport:softball", "club:this-summer-with", "phone:plus1-parens", "trap:parent-work-phone"],
    label: recruiting("athlete", {
      first_name: "Ruby", last_name: "Tshabalala", grad_year: 2027, positions: ["C"], height_inches: 67, club_team: "Carolina Cyclones 18U National",
      high_school: "Crabtree Valley High School", city: "Raleigh", state: "NC", gpa: 3.9, email: "rubytshabalala27@icloud.com", phone: "+19195550174",
      video_urls: ["https://www.youtube.com/watch?v=Rt6Cy2Cl8Qn"],
    }),
    message: fwd("outlook-2019", ADEBAYO, "2026-11-01 12:00:00 -04:00", carolinaCyclones),
  },
  {
    name: "v6-athlete-lowercase-label-block-gmail-narrow",
    family: "v6-athlete-jovie-marsh",
    tags: ["fwd:gmail-narrow", "lang:en", "sport:volleyball", "club:label-colon", "phone:txt-cell"],
    label: recruiting("athlete", {
      first_name: "Jovie", last_name: "Marsh", grad_year: 2028, positions: ["L/DS"], height_inches: 64, club_team: "Capital City 16 Teal",
      high_school: "Southeast Prairie HS", city: "Lincoln", state: "NE", gpa: 3.5, email: "joviemarsh28@gmail.com", phone: "+14025550178",
    }),
    message: fwd("gmail-narrow", LINDGREN, "2026-11-12 10:00:00 -06:00", capitalCityTeal),
  },
  {
    name: "v6-athlete-switched-clubs-update-outlook-mac",
    family: "v6-athlete-sienna-gallagher",
    tags: ["fwd:outlook-mac", "lang:en", "sport:volleyball", "club:switched", "update", "phone:bare-line"],
    label: recruiting("athlete", {
      first_name: "Sienna", last_name: "Gallagher", grad_year: 2028, positions: ["S"], height_inches: 70, club_team: "Peak Performance 17 Gold",
      high_school: "Chatfield Pines HS", city: "Littleton", state: "CO", gpa: 3.92, email: "sgallagher.vb@gmail.com", phone: "+17205550124",
      video_urls: ["https://www.hudl.com/video/3/61234598/2f3e4d5c6b7a89012f3e4d5c"],
    }),
    message: fwd("outlook-mac", LINDGREN, "2026-11-07 08:00:00 -08:00", peakPerformance),
  },
  {
    name: "v6-athlete-lady-magic-summer-ball-apple-mac",
    family: "v6-athlete-amara-ekwueme",
    tags: ["fwd:apple-mac", "lang:en", "sport:softball", "club:summer-ball-for", "phone:cell-spaces"],
    label: recruiting("athlete", {
      first_name: "Amara", last_name: "Ekwueme", grad_year: 2027, positions: ["2B", "SS"], height_inches: 66, club_team: "Lady Magic 18U Platinum",
      high_school: "Naperville Prairie HS", city: "Naperville", state: "IL", gpa: 4.0, email: "amara.ekwueme27@gmail.com", phone: "+16305550127",
      video_urls: ["https://www.youtube.com/watch?v=Ae3Kw8Lm5Pq"],
    }),
    message: fwd("apple-mac", ADEBAYO, "2026-10-31 08:00:00 -04:00", ladyMagic),
  },
  {
    name: "v6-athlete-lacrosse-plus1-dots-outlook-live",
    family: "v6-athlete-georgia-whitlock",
    tags: ["fwd:outlook-live", "lang:en", "sport:lacrosse", "club:club-lax-for", "phone:plus1-dots"],
    label: recruiting("athlete", {
      first_name: "Georgia", last_name: "Whitlock", grad_year: 2028, positions: ["midfielder"], height_inches: 67, club_team: "Capital Lax 2028 Gold",
      high_school: "Broad Run Meadows High School", city: "Ashburn", state: "VA", gpa: 3.8, email: "georgiawhitlock28@gmail.com", phone: "+15715550129",
      video_urls: ["https://www.hudl.com/video/3/73301846/9a8b7c6d5e4f3a2b1c0d9e8f"],
    }),
    message: fwd("outlook-live", VOSS, "2026-11-05 09:00:00 -06:00", capitalLax),
  },
  {
    name: "v6-athlete-lowercase-lines-iphone-direct",
    family: "v6-athlete-rylee-tran",
    tags: ["not-a-forward", "lang:en", "sport:volleyball", "very-short", "lowercase", "phone:bare-line"],
    label: recruiting("athlete", {
      first_name: "Rylee", last_name: "Tran", grad_year: 2029, positions: ["S"], height_inches: 68, club_team: "Mountain West 15-1 Elite",
      city: "Sparks", state: "NV", email: "ryleetran29@gmail.com", phone: "+17755550131",
    }),
    message: original({ ...mountainWestShort, to: LINDGREN.scout }, "iphone"),
  },
  {
    name: "v6-athlete-signature-club-line-yahoo",
    family: "v6-athlete-jada-whitmore",
    tags: ["fwd:yahoo", "lang:en", "sport:volleyball", "club:signature-line", "phone:signature-line"],
    label: recruiting("athlete", {
      first_name: "Jada", last_name: "Whitmore", grad_year: 2028, positions: ["OH"], height_inches: 72, club_team: "KC Power 17 Elite",
      high_school: "Lee's Summit North HS", gpa: 3.6, email: "jadawhitmore8@gmail.com", phone: "+18165550135",
      video_urls: ["https://www.youtube.com/watch?v=Jw8Kp3Vt6Lm"],
    }),
    message: fwd("yahoo", LINDGREN, "2026-10-25 07:30:00 -07:00", kcPowerSignature),
  },
  {
    name: "v6-athlete-long-beach-mizuno-gmail",
    family: "v6-athlete-keilani-akana",
    tags: ["fwd:gmail", "lang:en", "sport:volleyball", "club:city-name", "phone:my-cell-is"],
    label: recruiting("athlete", {
      first_name: "Keilani", last_name: "Akana", grad_year: 2029, positions: ["L/DS"], height_inches: 65, club_team: "Long Beach Mizuno 16-2",
      high_school: "Wilson Harbor High School", city: "Long Beach", state: "CA", gpa: 3.45, email: "keilani.akana@gmail.com", phone: "+15625550139",
      video_urls: ["https://www.hudl.com/video/3/80012345/4e5f6a7b8c9d0e1f2a3b4c5d"],
    }),
    message: fwd("gmail", LINDGREN, "2026-11-14 08:00:00 -08:00", longBeachMizuno),
  },
  {
    name: "v6-parent-mother-first-person-outlook-live",
    family: "v6-parent-gretchen-albrecht",
    tags: ["fwd:outlook-live", "lang:en", "sport:volleyball", "trap:parent-contact", "trap:parent-height", "role:first-person-parent"],
    label: recruiting("parent", {
      first_name: "Emerson", last_name: "Albrecht", grad_year: 2028, positions: ["RS/OPP"], height_inches: 73, club_team: "Prairie Fire 17 Red",
      high_school: "Ames Northwood High School", city: "Ames", state: "IA", gpa: 3.88, email: "emerson.albrecht28@gmail.com", phone: "+15155550181",
      video_urls: ["https://www.hudl.com/video/3/47720519/6b5a4f3e2d1c0b9a8f7e6d5c"],
    }),
    message: fwd("outlook-live", LINDGREN, "2026-11-03 10:00:00 -07:00", motherFirstPerson),
  },
  {
    name: "v6-parent-mother-short-apple-ios",
    family: "v6-parent-lupe-villanueva",
    tags: ["fwd:apple-ios", "lang:en", "sport:softball", "very-short", "club:travel-ball-with", "trap:parent-contact"],
    label: recruiting("parent", {
      first_name: "Tatum", last_name: "Villanueva", grad_year: 2029, positions: ["SS"], height_inches: 65, club_team: "SoCal Sparks 16U - Alvarez",
      high_school: "Santiago Ranch High School", city: "Corona", state: "CA", phone: "+19515550186", video_urls: ["https://youtu.be/Tv5Ss2Cr9Ka"],
    }),
    message: fwd("apple-ios", ADEBAYO, "2026-11-17 07:00:00 -05:00", motherShortIphone),
  },
  {
    name: "v6-parent-father-work-line-outlook-2013",
    family: "v6-parent-karl-lindahl",
    tags: ["fwd:outlook-2013", "lang:en", "sport:volleyball", "club:city-name", "trap:parent-work-phone", "no-phone"],
    label: recruiting("parent", {
      first_name: "Noelle", last_name: "Lindahl", grad_year: 2028, positions: ["MB"], height_inches: 74, club_team: "Circle City 17 Adidas",
      high_school: "Carmel Crossing HS", city: "Carmel", state: "IN", gpa: 3.6, email: "noellelindahl@gmail.com",
    }),
    message: fwd("outlook-2013", LINDGREN, "2026-10-28 07:00:00 -07:00", fatherWorkLine),
  },
  {
    name: "v6-club-director-assistant-gmail",
    family: "v6-club-lonestar-legacy",
    tags: ["fwd:gmail", "lang:en", "sport:volleyball", "role:club-assistant", "trap:club-coach-contact"],
    label: recruiting("club_coach", {
      first_name: "Zuri", last_name: "Bankole", grad_year: 2027, positions: ["OH"], height_inches: 72, club_team: "Lonestar Legacy 18-1 Elite",
      high_school: "Cypress Mill High School", city: "Cypress", state: "TX", gpa: 3.4, email: "zuribankole27@gmail.com", phone: "+18325550193",
      video_urls: ["https://www.hudl.com/video/3/59921034/7d8e9f0a1b2c3d4e5f6a7b8c"],
    }),
    message: fwd("gmail", LINDGREN, "2026-11-07 12:00:00 -08:00", directorAssistant),
  },
  {
    name: "v6-hs-coach-also-club-outlook-new",
    family: "v6-hs-ridgeview",
    tags: ["fwd:outlook-new", "lang:en", "sport:softball", "role:hs-and-club-coach", "trap:hs-coach-contact"],
    label: recruiting("high_school_coach", {
      first_name: "Cassidy", last_name: "Prewitt", grad_year: 2028, positions: ["P"], height_inches: 69, club_team: "Ozark Heat 18U Gold",
      high_school: "Ridgeview High School", city: "Springfield", state: "MO", gpa: 3.75, phone: "+14175550112",
    }),
    message: fwd("outlook-new", ADEBAYO, "2026-11-05 09:00:00 -05:00", hsAlsoClub),
  },
  {
    name: "v6-trainer-speed-coach-outlook-mac",
    family: "v6-trainer-elevate-athletic",
    tags: ["fwd:outlook-mac", "lang:en", "sport:volleyball", "role:trainer", "trap:trainer-contact"],
    label: recruiting("other", {
      first_name: "Lexi", last_name: "Dumont", grad_year: 2027, positions: ["OH"], height_inches: 71, club_team: "Gateway Academy 17 Black",
      high_school: "Kirkwood Glen High School", city: "Kirkwood", state: "MO", gpa: 3.7, phone: "+13145550116",
    }),
    message: fwd("outlook-mac", LINDGREN, "2026-11-01 08:00:00 -07:00", trainerNote),
  },
  {
    name: "v6-sibling-older-brother-gmail",
    family: "v6-sibling-adrian-solis",
    tags: ["fwd:gmail", "lang:en", "sport:soccer", "role:sibling", "club:city-name", "trap:sibling-contact"],
    label: recruiting("other", {
      first_name: "Mireya", last_name: "Solis", grad_year: 2028, positions: ["forward"], height_inches: 64, club_team: "Corpus Christi FC 09G",
      high_school: "Padre Shores High School", city: "Corpus Christi", state: "TX", gpa: 3.3, email: "mireya.solis09@gmail.com", phone: "+13615550120",
      video_urls: ["https://www.youtube.com/watch?v=Ms4Fw7Cc2Tx"],
    }),
    message: fwd("gmail", HARTIGAN, "2026-11-10 07:00:00 -06:00", olderBrother),
  },
  {
    name: "v6-hs-coach-forwards-keeper-note-outlook-live",
    family: "v6-hs-harlan-valley",
    tags: ["fwd:outlook-live", "lang:en", "sport:soccer", "nested", "role:external-forwarder", "club:label-colon", "phone:cell-spaces"],
    label: recruiting("high_school_coach", {
      first_name: "Greta", last_name: "Lindqvist-Hale", grad_year: 2027, positions: ["goalkeeper"], height_inches: 70, club_team: "Sporting Wichita 08 Academy",
      high_school: "Harlan Valley High School", city: "Harlan", state: "KS", gpa: 3.85, email: "gretalh2027@gmail.com", phone: "+13165550147",
      video_urls: ["https://www.hudl.com/video/3/90876123/0f1e2d3c4b5a69788f9e0d1c"],
    }),
    message: fwd("outlook-live", HARTIGAN, "2026-11-14 09:00:00 -06:00", hsCoachForwardsNote),
  },
  {
    name: "v6-club-coach-two-catchers-yahoo",
    family: "v6-club-palmetto-fury",
    tags: ["fwd:yahoo", "lang:en", "sport:softball", "multi-athlete", "trap:club-coach-contact"],
    label: severalAthletes("club_coach", [
      { first_name: "Avery", last_name: "Blackwood", grad_year: 2029, positions: ["C"], height_inches: 68, club_team: "Palmetto Fury 16U Gold", high_school: "Summerville High School", city: "Summerville", state: "SC", gpa: 3.9, email: "averyblackwood29@gmail.com" },
      { first_name: "Josslyn", last_name: "Pike", grad_year: 2029, positions: ["OF"], height_inches: 66, club_team: "Palmetto Fury 16U Gold", high_school: "Stratford Oaks High School", city: "Goose Creek", state: "SC", gpa: 3.5, email: "josslynpike@gmail.com" },
    ]),
    message: fwd("yahoo", ADEBAYO, "2026-11-11 08:00:00 -05:00", clubCoachTwo),
  },
  {
    name: "v6-nonrec-club-newsletter-commits-gmail",
    family: "v6-nonrec-sunrise-coast-news",
    tags: ["fwd:gmail", "lang:en", "category:newsletter", "trap:athletes-named"],
    label: notRecruiting("club_coach"),
    message: fwd("gmail", LINDGREN, "2026-11-17 10:00:00 -08:00", clubCommitsNewsletter, { note: "fyi - their commit list" }),
  },
  {
    name: "v6-nonrec-tournament-results-direct",
    family: "v6-nonrec-heartland-classic",
    tags: ["not-a-forward", "lang:en", "category:newsletter", "trap:athletes-named", "trap:club-names"],
    label: notRecruiting("other"),
    message: original({ ...tournamentResults, to: LINDGREN.scout }, "bulk", { headers: bulkMailHeaders("https://heartlandclassic.example/u") }),
  },
  {
    name: "v6-nonrec-camp-alumni-list-direct",
    family: "v6-nonrec-summit-skills",
    tags: ["not-a-forward", "lang:en", "category:camp-ad", "trap:athletes-named"],
    label: notRecruiting("other"),
    message: original({ ...campAlumniList, to: LINDGREN.scout }, "bulk", { headers: bulkMailHeaders("https://summitskillscamps.example/u") }),
  },
  {
    name: "v6-nonrec-own-questionnaire-draft-outlook-new",
    family: "v6-nonrec-cobalt-bay-ops",
    tags: ["fwd:outlook-new", "lang:en", "category:own-template", "template-placeholders"],
    label: notRecruiting("other"),
    message: fwd("outlook-new", LINDGREN, "2026-11-10 16:00:00 -08:00", questionnaireDraft, { note: "looks good to me - save a copy" }),
  },
  {
    name: "v6-nonrec-parent-camp-dates-apple-ios",
    family: "v6-nonrec-parent-colleen-marchbanks",
    tags: ["fwd:apple-ios", "lang:en", "category:parent-question", "very-short"],
    label: notRecruiting("parent"),
    message: fwd("apple-ios", LINDGREN, "2026-11-20 07:00:00 -08:00", parentCampDates, { note: "camp q" }),
  },
  {
    name: "v6-nonrec-club-showcase-invite-direct",
    family: "v6-nonrec-lonestar-legacy-showcase",
    tags: ["not-a-forward", "lang:en", "category:showcase-invite"],
    label: notRecruiting("club_coach"),
    message: original({ ...showcaseInvite, to: LINDGREN.scout }, "bulk", { headers: bulkMailHeaders("https://lonestarlegacyvbc.example/u") }),
  },
  {
    name: "v6-nonrec-service-blast-catchers-direct",
    family: "v6-nonrec-prospect-pipeline",
    tags: ["not-a-forward", "lang:en", "category:service-blast", "trap:many-athletes", "trap:club-names"],
    label: notRecruiting("recruiting_service"),
    message: original({ ...serviceBlast, to: ADEBAYO.scout }, "bulk", { headers: bulkMailHeaders("https://prospectpipeline.example/u") }),
  },
  {
    name: "v6-nonrec-club-tryouts-direct",
    family: "v6-nonrec-capital-city-vbc",
    tags: ["not-a-forward", "lang:en", "category:club-ad", "trap:club-names"],
    label: notRecruiting("club_coach"),
    message: original({ ...tryoutAnnouncement, to: LINDGREN.scout }, "bulk", { headers: bulkMailHeaders("https://capitalcityvbc.example/u") }),
  },
  {
    name: "v6-nonrec-club-travel-itinerary-gmail",
    family: "v6-nonrec-palmetto-fury-travel",
    tags: ["fwd:gmail", "lang:en", "category:event-logistics", "trap:parent-contact"],
    label: notRecruiting("club_coach"),
    message: fwd("gmail", ADEBAYO, "2026-11-23 08:00:00 -05:00", travelItinerary),
  },
  {
    name: "v6-nonrec-hotel-block-outlook-live",
    family: "v6-nonrec-riverwalk-suites",
    tags: ["fwd:outlook-live", "lang:en", "category:vendor"],
    label: notRecruiting("other"),
    message: fwd("outlook-live", HARTIGAN, "2026-11-05 12:00:00 -06:00", hotelBlock, { note: "for the ops folder" }),
  },
  {
    name: "v6-nonrec-conference-all-league-gmail",
    family: "v6-nonrec-prairie-valley-conference",
    tags: ["fwd:gmail", "lang:en", "category:newsletter", "trap:athletes-named"],
    label: notRecruiting("other"),
    message: fwd("gmail", HARTIGAN, "2026-11-11 16:00:00 -06:00", conferenceAllLeague),
  },
  {
    name: "v6-nonrec-club-player-of-month-direct",
    family: "v6-nonrec-corpus-christi-fc-news",
    tags: ["not-a-forward", "lang:en", "category:newsletter", "trap:one-athlete-profiled"],
    label: notRecruiting("club_coach"),
    message: original({ ...clubSpotlightNewsletter, to: HARTIGAN.scout }, "bulk", { headers: bulkMailHeaders("https://corpuschristifc.example/u") }),
  },
  {
    name: "v6-nonrec-staff-clinic-check-in-gmail",
    family: "v6-nonrec-granite-falls-staff",
    tags: ["fwd:gmail", "lang:en", "category:staff", "trap:athletes-named"],
    label: notRecruiting("other"),
    message: fwd("gmail", ADEBAYO, "2026-11-20 17:30:00 -05:00", campCheckIn, { signature: false, note: "saving this" }),
  },
];
