/**
 * An eleventh tuning author, who read none of the other batches' emails. Its weight is on the recruiting call where it is
 * hard: mail that names an athlete with her class, position and club but introduces nobody (a coach's own reply to a
 * prospect Bcc'd to the address with nothing quoted, a scrimmage note about the other side's players, a team manager's
 * carpool sheet, a senior-night notice, court assignments with captains, tryout results, a camp's waiver reminder, a
 * camp's staff list, an all-area team, a service's alert of three, a parent's thank-you, a strength coach's log, a
 * conference's weekly honours), and introductions that do not look like one (a camp question that says who is asking,
 * a parent's one line and a profile link, a club coach's "FYI - good kid" over the athlete's note, a high-school
 * coach's reply-all, a thank-you for camp with film, details only in an HTML table, in capitals, or in the subject and
 * signature, a sister writing for her sister, a club director's long paragraph about the club before the player).
 */
import { notRecruiting, recruiting, type CorpusEntry } from "../labels.ts";
import type { MessageSpec } from "../mime.ts";
import { collegeCoach } from "../people.ts";
import { bulkMailHeaders, compose, forwardedBlock, fwd, original, quotedReply, type Coach, type Original } from "../wrappers.ts";

const ROWAN = collegeCoach("Imogen Rowan", "irowan@halvorsen.edu", "imogen.rowan.b6t4@scout.inboxscout.app", `Imogen Rowan
Head Coach, Women's Volleyball
Halvorsen University
715-555-0103`);

const EZEUDU = collegeCoach("Chidi Ezeudu", "cezeudu@tamarackstate.edu", "chidi.ezeudu.m2q8@scout.inboxscout.app", `Chidi Ezeudu
Assistant Softball Coach | Recruiting
Tamarack State University
(970) 555-0107`);

const HALLORAN = collegeCoach("Lise Halloran", "lhalloran@pellmanor.edu", "lise.halloran.x4d9@scout.inboxscout.app", `Lise Halloran
Head Women's Soccer Coach, Pell Manor College
401.555.0105`);

/** Mail the coach's own mailbox received, passed on whole to the address by her mail filter. */
function autoForwarded(message: Original, coach: Coach, client: "gmail" | "outlook" | "apple" | "yahoo" | "iphone"): MessageSpec {
  return original(message, client, {
    headers: [
      ["Delivered-To", coach.scout],
      ["X-Forwarded-To", coach.scout],
      ["X-Forwarded-For", `${coach.address} ${coach.scout}`],
    ],
  });
}

// ---------------------------------------------------------------------------------------------------------------
// Recruiting, though it does not read like it
// ---------------------------------------------------------------------------------------------------------------

const campQuestionsAthlete: Original = {
  from: "Saoirse Lindqvist <saoirse.lindqvist@gmail.com>",
  to: "irowan@halvorsen.edu",
  date: "2026-11-09 20:41:00 -05:00",
  subject: "Questions about the December prospect camp",
  text: `Hi Coach Rowan,

I had a few questions about your December prospect camp and hoped you could help. Is it split up by position, or does everyone rotate through the same stations? Do campers stay in the dorms, or should my family book a hotel close by? And is there a time during the weekend when campers can talk with the staff one on one?

A little about me so you know who's asking: I'm Saoirse Lindqvist, a 2028 libero at Eastbrook Academy, and I play club for Tidewater 16 Elite.

Thank you so much,
Saoirse`,
};

const parentProfileLink: Original = {
  from: "Darnell Whitcombe <dwhitcombe@outlook.com>",
  to: "cezeudu@tamarackstate.edu",
  date: "2026-11-14 06:52:00 -06:00",
  subject: "Keira Whitcombe 2029",
  text: `Coach Ezeudu - my daughter Keira Whitcombe, class of 2029. Her profile: https://diamondpathrecruiting.example/athletes/keira-whitcombe-2029

Darnell Whitcombe`,
};

const noteToClubCoach: Original = {
  from: "Anouk Delacroix-Hale <anouk.dh08@icloud.com>",
  to: "Petra Szabo <pszabo@harborlightsc.example>",
  date: "2026-11-03 21:15:00 -05:00",
  subject: "could you pass this along?",
  text: `Hi Petra,

Could you send my info to the Pell Manor coach when you get a chance? I'd really like to be on her radar before spring.

Anouk Delacroix-Hale
2027 | center back
Harborlight SC 08G ECNL
Westhaven High School, Mystic, CT
GPA 3.74
https://www.youtube.com/watch?v=Rb3Vq8Lm2Tz

Thank you!!`,
};

const clubCoachFyiBody = compose("FYI - good kid\n\nPetra", forwardedBlock("gmail", noteToClubCoach), "gmail");
const clubCoachFyi: Original = {
  from: "Petra Szabo <pszabo@harborlightsc.example>",
  to: "lhalloran@pellmanor.edu",
  date: "2026-11-04 07:02:00 -05:00",
  subject: "Fwd: could you pass this along?",
  text: clubCoachFyiBody.text,
  html: clubCoachFyiBody.html,
};

const motherToCollege: Original = {
  from: "Gretchen Albescu <galbescu@yahoo.com>",
  to: "irowan@halvorsen.edu",
  cc: "Tamsin Ruiz <tamsin.ruiz.coach@gmail.com>",
  date: "2026-11-10 19:30:00 -05:00",
  subject: "Mira Albescu - 2028 MB",
  text: `Hello Coach Rowan,

My daughter Mira Albescu is a 2028 middle blocker at Northcrest High School in Bethlehem, PA. She is 6'1" and plays club for Keystone Elite 17 Red. Her film from this fall: https://www.hudl.com/video/3/61173290/4e8a2b7c9d1f0e3a5b6c7d8e

Her email is miraalbescu28@gmail.com. I've copied her high school coach, Coach Ruiz.

Thank you,
Gretchen Albescu`,
};

const hsCoachReplyAllBody = compose(
  `Coach Rowan,

Jumping in on Gretchen's note because Mira deserves a word from me too. I've had her on varsity for two seasons and she led our conference in blocks this fall. Great teammate, takes coaching, never misses a lift. Happy to talk anytime.

Tamsin Ruiz
Head Volleyball Coach, Northcrest High School
(610) 555-0148`,
  quotedReply("gmail", motherToCollege),
  "gmail",
);
const hsCoachReplyAll: Original = {
  from: "Tamsin Ruiz <tamsin.ruiz.coach@gmail.com>",
  to: "irowan@halvorsen.edu",
  cc: "Gretchen Albescu <galbescu@yahoo.com>",
  date: "2026-11-11 06:10:00 -05:00",
  subject: "Re: Mira Albescu - 2028 MB",
  text: hsCoachReplyAllBody.text,
  html: hsCoachReplyAllBody.html,
};

const thanksForCamp: Original = {
  from: "Yesenia Quintero-Bell <yqbell2029@gmail.com>",
  to: "cezeudu@tamarackstate.edu",
  date: "2026-11-16 18:05:00 -07:00",
  subject: "thank you!!",
  text: `Coach Ezeudu,

Thanks for camp this weekend, I learned so much at the catching station. Here is my film like you asked: https://youtu.be/Qb7Lx2Tn9Wc

Yesenia Quintero-Bell
2029 catcher`,
};

const tableOnly: Original = {
  from: "Naledi Fairbanks <naledifairbanks@outlook.com>",
  to: "irowan@halvorsen.edu",
  date: "2026-11-06 17:48:00 -06:00",
  subject: "Recruiting info",
  text: `Hi Coach Rowan,

I am very interested in Halvorsen and would love to be considered for your program. My information is below.

Name: Naledi Fairbanks
Grad Year: 2028
Position: Setter
Height: 5'10"
Club: Bayou City 17 Royal
High School: Clear Lake Prairie HS
Hometown: Houston, TX
GPA: 3.91
Cell: 281-555-0163
Video: https://www.hudl.com/video/3/58820417/9a1b2c3d4e5f60718293a4b5

Thank you,
Naledi`,
  html: `<div dir="ltr"><p>Hi Coach Rowan,</p><p>I am very interested in Halvorsen and would love to be considered for your program. My information is below.</p>
<table border="1" cellpadding="4" cellspacing="0" style="border-collapse:collapse">
<tr><td><b>Name</b></td><td>Naledi Fairbanks</td></tr>
<tr><td><b>Grad Year</b></td><td>2028</td></tr>
<tr><td><b>Position</b></td><td>Setter</td></tr>
<tr><td><b>Height</b></td><td>5'10"</td></tr>
<tr><td><b>Club</b></td><td>Bayou City 17 Royal</td></tr>
<tr><td><b>High School</b></td><td>Clear Lake Prairie HS</td></tr>
<tr><td><b>Hometown</b></td><td>Houston, TX</td></tr>
<tr><td><b>GPA</b></td><td>3.91</td></tr>
<tr><td><b>Cell</b></td><td>281-555-0163</td></tr>
<tr><td><b>Video</b></td><td><a href="https://www.hudl.com/video/3/58820417/9a1b2c3d4e5f60718293a4b5">Hudl highlights</a></td></tr>
</table>
<p>Thank you,<br>Naledi</p></div>`,
};

const allCaps: Original = {
  from: "Brielle Tankersley <brielletank27@yahoo.com>",
  to: "cezeudu@tamarackstate.edu",
  date: "2026-11-02 22:13:00 -06:00",
  subject: "2027 SS INTERESTED IN TAMARACK STATE",
  text: `COACH EZEUDU,

MY NAME IS BRIELLE TANKERSLEY AND I AM A 2027 SHORTSTOP FROM MOBILE, ALABAMA. I PLAY FOR GULF COAST HAVOC 18U AND GO TO BAYPOINT CHRISTIAN SCHOOL. I AM 5'7" AND HAVE A 3.6 GPA.

HERE IS MY SKILLS VIDEO: https://youtu.be/Tk4Br9Ss2Lm

MY CELL IS 251-555-0137.

THANK YOU FOR YOUR TIME,
BRIELLE TANKERSLEY`,
};

const subjectAndSignature: Original = {
  from: "Thea Okonkwo-Marsh <theaokmarsh@gmail.com>",
  to: "lhalloran@pellmanor.edu",
  date: "2026-11-12 16:27:00 -05:00",
  subject: "2028 GK - Thea Okonkwo-Marsh - Riverside Union 09G",
  text: `Dear Coach Halloran,

I watched Pell Manor at the fall showcase in Foxborough and loved how patient your team is playing out from the keeper. I'd be grateful for any chance to be seen this spring, and I'll send my schedule as soon as it is set.

Best,
Thea Okonkwo-Marsh
Goalkeeper | Class of 2028
Riverside Union 09G Premier
Lindell Park High School
(614) 555-0152`,
};

const sisterWrites: Original = {
  from: "Calla Voorhees <callavoorhees@gmail.com>",
  to: "irowan@halvorsen.edu",
  cc: "juniev29@icloud.com",
  date: "2026-11-18 12:02:00 -07:00",
  subject: "my little sister - 2029 outside hitter",
  text: `Hi Coach Rowan,

I'm writing for my little sister Junie because she's too shy to email coaches herself (she will not be happy I said that). Junie Voorhees is a 2029 outside hitter, 5'11", playing for Summit Peak 15 Black and for Granger Valley High School in Boise, Idaho.

Her first tournament film is here: https://www.hudl.com/video/3/60014228/c0ffee12ab34cd56ef7890ab

I've cc'd her so you have her email (juniev29@icloud.com).

Thanks!
Calla Voorhees`,
};

const clubDirectorLong: Original = {
  from: "Ray Castellane <rcastellane@ozarkblaze.example>",
  to: "cezeudu@tamarackstate.edu",
  date: "2026-11-05 09:40:00 -06:00",
  subject: "A pitcher for your 2028 class",
  text: `Coach Ezeudu,

Ozark Blaze Fastpitch started in 2009 with one 12U team practicing in a church parking lot. Today we run fourteen teams from 10U to 18U out of our own indoor facility, and in the last five years we have sent 41 players on to college softball, from the NJCAA to the SEC. We care more about development than trophies; our older teams still play a national schedule every summer (two PGF qualifiers, the Colorado Sparkler and the Boulder fall showcase). All of our coaches played in college, and we put school first: our top roster carried a 3.7 team GPA last spring.

I'm writing because one of our 2028s belongs on your radar. Marisol Etxeberria is a left-handed pitcher on Ozark Blaze 18U Gold. She's 5'9", sits 58-60, and has a changeup our own hitters hate seeing in practice. She goes to Kickapoo Ridge High School in Springfield, MO, and carries a 3.95.

Her video: https://youtu.be/Me5Ox8Pl3Ka
Her email: marisol.etx28@gmail.com

Ray Castellane
Director, Ozark Blaze Fastpitch
417-555-0126`,
};

const parentCampQuestionWithAthlete: Original = {
  from: "Lorna Feeney-Ash <lornafa@icloud.com>",
  to: "lhalloran@pellmanor.edu",
  date: "2026-11-20 08:14:00 -05:00",
  subject: "ID camp question",
  text: `Hi Coach,

Quick question about your January ID camp: is it better for a junior to come in January or to wait for the summer session?

My daughter, Bridget Feeney-Ash, is a 2028 center midfielder with Coastal Storm 09G ECNL-RL and goes to St. Brendan's Academy in Newport, RI. She has a 3.8 and hopes to study engineering. If it helps, her highlight video is here: https://vimeo.com/812345677

Thank you!
Lorna Feeney-Ash`,
};

const coachInvite: Original = {
  from: "Imogen Rowan <irowan@halvorsen.edu>",
  to: "Odessa Kimura <odessa.kimura@gmail.com>",
  date: "2026-11-13 10:00:00 -06:00",
  subject: "Halvorsen Volleyball junior day",
  text: `Hi Odessa,

Thank you for your interest in Halvorsen Volleyball. We're hosting a junior day on January 17 and would love to have you and your family on campus for a tour, a practice and lunch with the team.

${ROWAN.signature}`,
};

const athleteAnswersInviteBody = compose(
  `Hi Coach Rowan,

Thank you for the email! Yes, I'll be at the junior day on January 17 with my dad. In case it helps before then: I'm a 2028 right side, 6'0", at Lakeview Heights High School in Madison, WI, and I play for Badger Region 17 Gold. My newest film is https://www.hudl.com/video/3/70031842/5d4c3b2a1f0e9d8c7b6a5f4e

See you in January,
Odessa Kimura`,
  quotedReply("gmail", coachInvite),
  "gmail",
);
const athleteAnswersInvite: Original = {
  from: "Odessa Kimura <odessa.kimura@gmail.com>",
  to: "irowan@halvorsen.edu",
  date: "2026-11-14 19:22:00 -06:00",
  subject: "Re: Halvorsen Volleyball junior day",
  text: athleteAnswersInviteBody.text,
  html: athleteAnswersInviteBody.html,
};

// ---------------------------------------------------------------------------------------------------------------
// Not recruiting, though an athlete's details are in them
// ---------------------------------------------------------------------------------------------------------------

const coachOwnReply: Original = {
  from: "Imogen Rowan <irowan@halvorsen.edu>",
  to: "Priscilla Oyelowo <poyelowo29@gmail.com>",
  date: "2026-11-17 15:20:00 -06:00",
  subject: "Re: 2029 libero - Texas Tide 16 Navy",
  text: `Hi Priscilla,

Thanks for the note and the new film. You've grown a lot as a passer since last spring. As a 2029 libero you are right on time; we'll be at the Lone Star Classic in February, so send me your court numbers when you have them, and keep me posted on your spring schedule with Texas Tide 16 Navy.

Coach Rowan

${ROWAN.signature}`,
};

const scrimmageNote: Original = {
  from: "Hollis Vandermeer <hvandermeer@briarcliffe.edu>",
  to: "cezeudu@tamarackstate.edu",
  date: "2026-11-19 13:45:00 -05:00",
  subject: "Feb 7 scrimmage",
  text: `Chidi,

Confirming our scrimmage Saturday, Feb 7 at 11:00 at our place: a doubleheader, five innings each.

Heads up on our side: Kinsley Parrat (our senior LHP) is on a pitch count coming back from a blister, and our freshman catcher Ainsley Roop will catch game two. Who should we expect in the circle from you? Last year your 2B, Dani Ferreira, wore us out.

Umpires are on us. Bring your own balls for BP.

Hollis

Hollis Vandermeer | Head Softball Coach | Briarcliffe College | 304-555-0119`,
};

const carpoolSheet: Original = {
  from: "Janelle Osterberg <josterberg@bayshoreunited.example>",
  to: "Bayshore United 09G Families <09g-families@bayshoreunited.example>",
  date: "2026-11-18 20:30:00 -05:00",
  subject: "Richmond showcase - carpools and rooms",
  text: `Bayshore United 09G families,

Here's the carpool sheet for the Richmond showcase this weekend. Drivers, please be at the Kroger lot on Dale Rd by 6:15 Saturday.

Car 1 - Osterberg (driver): Maeve Kilbride, Sunniva Hart, Lotte Brandsma
Car 2 - Achebe (driver): Ifeoma Achebe, Rosalind Tey, Carys Dunmore
Car 3 - Pike (driver): Harper Pike, Zora Quist, Nell Abernathy-Cho

Rooms at the Hampton are under "Bayshore United":
Room 1: Maeve Kilbride (2027, CB), Sunniva Hart (2028, W)
Room 2: Lotte Brandsma (2027, GK), Zora Quist (2028, GK)
Room 3: Ifeoma Achebe (2027, ST), Rosalind Tey (2029, CM)

Goalkeepers, bring both kits. Text me if anything changes.

Janelle Osterberg
Team Manager, Bayshore United 09G
757-555-0171`,
};

const seniorNight: Original = {
  from: "Dana Lusk <dlusk@fairmontusd.example>",
  to: "Fairmont Volleyball Parents <vbparents@fairmontusd.example>",
  date: "2026-10-20 16:05:00 -05:00",
  subject: "Senior night - Thursday 10/29",
  text: `Senior parents,

Senior night is Thursday, October 29, before our 6:30 match against Linwood. Please be in the gym lobby by 5:50 with your senior; we'll walk out in this order:

1. Amara Quilliam - #4, libero - with parents Dee and Tom
2. Sasha Brightwater - #11, outside hitter - with mom Carla
3. Noor Haddad - #15, middle blocker, 6'2" - with parents Samir and Lina
4. Vivienne Teague - #7, setter - with dad Rob

The boosters are providing flowers. If your senior has committed, send me the college's name by Monday so we can read it over the PA.

Thanks,
Coach Lusk
Head Volleyball Coach, Fairmont High School`,
};

const courtAssignments: Original = {
  from: "Lakeshore Winter Classic <info@lakeshorewinterclassic.example>",
  to: "imogen.rowan.b6t4@scout.inboxscout.app",
  date: "2026-12-09 18:00:00 -06:00",
  subject: "17s Open - Saturday court assignments",
  text: `Coaches and club directors,

Pool play court assignments for Saturday, Dec 12 at the Rockford Sports Complex. Doors open at 7:00; first serve at 8:00.

Court 4 - Pool C
Prairie Fire 17 Black (captain: Jada Okeke, #9)
Rock River 17 Elite (captain: Elsie Marchand, #2)
North Shore 17 Teal (captain: Britt Langholz, #14)

Court 5 - Pool D
Fox Valley 17 Red (captain: Imani Sorensen, #6)
Lakeshore 17 Navy (captain: Greer Whitlow, #11)
Driftless 17 Gold (captain: Pia Castellanos, #3)

Captains' meeting at 7:40 at the head table. Work teams: second team listed on each court works the first match.

Lakeshore Winter Classic staff`,
};

const tryoutResults: Original = {
  from: "Pinewood Rovers SC <registrar@pinewoodrovers.example>",
  to: "lise.halloran.x4d9@scout.inboxscout.app",
  date: "2026-11-21 09:00:00 -05:00",
  subject: "2027-28 roster offers: 08/09G ECNL-RL",
  text: `Dear Pinewood Rovers families,

Thank you to everyone who came out to tryouts. We are pleased to share the roster for our 08/09G ECNL-RL team (Coach Abernethy). Players listed below have been offered a spot; please accept through the club portal by Friday at 5 pm.

Amelie Strand (2027) - GK
Tova Reinholt (2027) - CB
Nia Obuya (2028) - CM
Celeste Varga (2028) - ST
Marguerite Oyelaran (2027) - W
Hana Ishikawa-Doyle (2028) - FB

If your player was not listed, our second-team rosters go out Monday.

Pinewood Rovers SC
Registrar`,
};

const waiverReminder: Original = {
  from: "Bettina Marsh <bmarsh@tamarackstate.edu>",
  to: "Rhonda Pruitt <rhondapruitt@gmail.com>",
  cc: "cezeudu@tamarackstate.edu",
  date: "2026-12-08 11:30:00 -07:00",
  subject: "Missing waiver - Winter Skills Camp",
  text: `Hi Ms. Pruitt,

We're still missing the medical waiver for Ava Pruitt (2028, catcher, Fort Collins) for Saturday's Winter Skills Camp. Please upload it through the camp portal before Friday, or bring a signed copy to check-in at 8:00.

Thank you!
Bettina Marsh
Camp Coordinator, Tamarack State Softball Camps`,
};

const campStaffList: Original = {
  from: "Gus Ferreira <gferreira@pellmanor.edu>",
  to: "lhalloran@pellmanor.edu",
  date: "2026-11-24 14:10:00 -05:00",
  subject: "June camp staff",
  text: `Lise,

Here's the staff list for the June day camps as it stands. Counselors are our own players:

Ramona Ilic - junior, forward
Beatriz Saldana - senior, goalkeeper
Wynn Haraldsen - sophomore, center back
Delphine Okoro - junior, midfielder
Cass Moberly - senior, outside back

I still need one more keeper for the week of June 15. Let me know if you want to add anyone.

Gus`,
};

const allAreaTeam: Original = {
  from: "The Front Range Ledger Sports <sports@frontrangeledger.example>",
  to: "cezeudu@tamarackstate.edu",
  date: "2026-06-14 06:00:00 -06:00",
  subject: "Ledger All-Area Softball Team 2026",
  text: `THE LEDGER'S ALL-AREA SOFTBALL TEAM

Player of the Year: Gemma Rourke, Sr., P, Loveland Ridge. 22-3, 0.88 ERA, 241 strikeouts; signed with Tamarack State.

First team
P - Harlow Dace, Jr., Greeley Central Plains. 17-4, 1.21 ERA.
C - Priya Venkataraman, So., Windsor Crest. .412, 9 HR.
SS - Tallulah Birch, Jr., Fort Collins Poudre Bend. .455, 31 SB.
OF - Ximena Arrieta, Sr., Longmont Skyview. .398, 14 doubles.
UT - Odile Sorensen, Jr., Berthoud Valley. .376, 2.10 ERA.

Coach of the Year: Renata Holloway, Loveland Ridge.

Read the full story at frontrangeledger.example/sports.`,
};

const serviceAlert: Original = {
  from: "CourtVision Recruiting <alerts@courtvisionrecruiting.example>",
  to: "imogen.rowan.b6t4@scout.inboxscout.app",
  date: "2026-11-22 05:00:00 -05:00",
  subject: "3 new athletes match your saved search",
  text: `Hi Coach Rowan,

3 new athletes match your saved search "2028 setters, 5'10+, Midwest":

Lena Marchbanks - 2028 S - 5'11" - Chicago Elite 17 Gold - 3.8 GPA
Ruth Oyinlola - 2028 S - 5'10" - Minnesota Pulse 17 Blue - 3.6 GPA
Kasia Wrobel - 2028 S - 6'0" - Milwaukee Storm 17 Red - 3.9 GPA

View their profiles and film on your CourtVision dashboard.

Manage alert settings | Unsubscribe`,
};

const parentThankYou: Original = {
  from: "Melinda Archuleta <melarchuleta@gmail.com>",
  to: "cezeudu@tamarackstate.edu",
  date: "2026-12-15 19:50:00 -07:00",
  subject: "Thank you!",
  text: `Coach Ezeudu and staff,

Just a quick thank-you for the camp last weekend. Lucy came home tired and happy and hasn't stopped talking about the slap-hitting station. You all made a nervous kid feel welcome.

We'll see you next summer!

Melinda Archuleta`,
};

const strengthLog: Original = {
  from: "Bram Keldsen <bkeldsen@halvorsen.edu>",
  to: "irowan@halvorsen.edu",
  date: "2026-11-23 10:15:00 -06:00",
  subject: "Week 3 lifts - VB",
  text: `Imogen,

Log from this morning's session:

Laney Ostrowski (OH, 6'0") - trap bar 185x5, box jump 30"
Mabel Quarshie (MB, 6'3") - trap bar 205x5, box jump 28"
Tess Amundsen (S, 5'9") - trap bar 155x5, box jump 27", left shoulder sore, skipped presses
Rhea Kowal (L/DS, 5'5") - trap bar 165x5, box jump 29"

Tess should see the trainer before Thursday. Everyone else is on track.

Bram Keldsen
Strength & Conditioning, Halvorsen Athletics`,
};

const conferenceHonors: Original = {
  from: "Northern Lakes Conference <media@northernlakesconf.example>",
  to: "lhalloran@pellmanor.edu",
  date: "2026-10-13 12:00:00 -05:00",
  subject: "NLC Women's Soccer Weekly Honors",
  text: `FOR IMMEDIATE RELEASE

NLC Women's Soccer Weekly Honors - Week 7

Offensive Player of the Week: Ottilie Brandvold, So., F, Pell Manor College (Duluth, Minn.). Two goals and an assist in wins over Crestmoor and Lindqvist.

Defensive Player of the Week: Jolene Arceneaux, Sr., GK, Crestmoor University (Lafayette, La.). Eleven saves and a shutout.

Rookie of the Week: Marisa Tennant, Fr., M, Harwick College (Green Bay, Wis.).

Northern Lakes Conference | Media Relations`,
};

// ---------------------------------------------------------------------------------------------------------------

export const ELEVENTH_VOICE: readonly CorpusEntry[] = [
  {
    name: "v11-athlete-camp-questions-says-who-gmail",
    family: "v11-athlete-saoirse-lindqvist",
    tags: ["fwd:gmail", "lang:en", "trap:camp-words", "athlete-details-at-end"],
    label: recruiting("athlete", {
      first_name: "Saoirse", last_name: "Lindqvist", grad_year: 2028, positions: ["L/DS"], club_team: "Tidewater 16 Elite", high_school: "Eastbrook Academy",
      email: "saoirse.lindqvist@gmail.com",
    }),
    message: fwd("gmail", ROWAN, "2026-11-10 08:00:00 -06:00", campQuestionsAthlete),
  },
  {
    name: "v11-parent-one-line-profile-link-apple-ios",
    family: "v11-parent-darnell-whitcombe",
    tags: ["fwd:apple-ios", "lang:en", "very-short", "trap:profile-link"],
    label: recruiting("parent", { first_name: "Keira", last_name: "Whitcombe", grad_year: 2029 }),
    message: fwd("apple-ios", EZEUDU, "2026-11-14 07:30:00 -07:00", parentProfileLink),
  },
  {
    name: "v11-club-coach-fyi-good-kid-outlook-live",
    family: "v11-club-coach-petra-szabo",
    tags: ["fwd:outlook-live", "fwd:gmail", "nested-forward", "lang:en", "role:external-forwarder", "very-short"],
    label: recruiting("club_coach", {
      first_name: "Anouk", last_name: "Delacroix-Hale", grad_year: 2027, positions: ["center back"], club_team: "Harborlight SC 08G ECNL", high_school: "Westhaven High School",
      city: "Mystic", state: "CT", gpa: 3.74, email: "anouk.dh08@icloud.com", video_urls: ["https://www.youtube.com/watch?v=Rb3Vq8Lm2Tz"],
    }),
    message: fwd("outlook-live", HALLORAN, "2026-11-04 09:15:00 -05:00", clubCoachFyi),
  },
  {
    name: "v11-hs-coach-reply-all-on-parent-thread-direct",
    family: "v11-hs-coach-tamsin-ruiz",
    tags: ["not-a-forward", "auto-forward", "reply-history", "lang:en", "trap:parent-contact"],
    label: recruiting("high_school_coach", {
      first_name: "Mira", last_name: "Albescu", grad_year: 2028, positions: ["MB"], height_inches: 73, club_team: "Keystone Elite 17 Red", high_school: "Northcrest High School",
      city: "Bethlehem", state: "PA", email: "miraalbescu28@gmail.com", video_urls: ["https://www.hudl.com/video/3/61173290/4e8a2b7c9d1f0e3a5b6c7d8e"],
    }),
    message: autoForwarded(hsCoachReplyAll, ROWAN, "gmail"),
  },
  {
    name: "v11-athlete-thanks-for-camp-film-iphone",
    family: "v11-athlete-yesenia-quintero-bell",
    tags: ["not-a-forward", "auto-forward", "lang:en", "very-short", "trap:camp-words"],
    label: recruiting("athlete", {
      first_name: "Yesenia", last_name: "Quintero-Bell", grad_year: 2029, positions: ["C"], email: "yqbell2029@gmail.com", video_urls: ["https://youtu.be/Qb7Lx2Tn9Wc"],
    }),
    message: autoForwarded(thanksForCamp, EZEUDU, "iphone"),
  },
  {
    name: "v11-athlete-details-in-html-table-gmail-html-only",
    family: "v11-athlete-naledi-fairbanks",
    tags: ["fwd:gmail", "lang:en", "html-only", "html-table", "video:link-text-differs"],
    label: recruiting("athlete", {
      first_name: "Naledi", last_name: "Fairbanks", grad_year: 2028, positions: ["S"], height_inches: 70, club_team: "Bayou City 17 Royal", high_school: "Clear Lake Prairie HS",
      city: "Houston", state: "TX", gpa: 3.91, email: "naledifairbanks@outlook.com", phone: "+12815550163", video_urls: ["https://www.hudl.com/video/3/58820417/9a1b2c3d4e5f60718293a4b5"],
    }),
    message: fwd("gmail", ROWAN, "2026-11-07 08:40:00 -06:00", tableOnly, { parts: "html" }),
  },
  {
    name: "v11-athlete-all-capitals-yahoo",
    family: "v11-athlete-brielle-tankersley",
    tags: ["fwd:yahoo", "lang:en", "all-capitals"],
    label: recruiting("athlete", {
      first_name: "Brielle", last_name: "Tankersley", grad_year: 2027, positions: ["SS"], height_inches: 67, club_team: "Gulf Coast Havoc 18U", high_school: "Baypoint Christian School",
      city: "Mobile", state: "AL", gpa: 3.6, email: "brielletank27@yahoo.com", phone: "+12515550137", video_urls: ["https://youtu.be/Tk4Br9Ss2Lm"],
    }),
    message: fwd("yahoo", EZEUDU, "2026-11-03 07:10:00 -07:00", allCaps),
  },
  {
    name: "v11-athlete-details-subject-and-signature-outlook-2019",
    family: "v11-athlete-thea-okonkwo-marsh",
    tags: ["fwd:outlook-2019", "lang:en", "details-in-subject", "details-in-signature"],
    label: recruiting("athlete", {
      first_name: "Thea", last_name: "Okonkwo-Marsh", grad_year: 2028, positions: ["goalkeeper"], club_team: "Riverside Union 09G Premier", high_school: "Lindell Park High School",
      email: "theaokmarsh@gmail.com", phone: "+16145550152",
    }),
    message: fwd("outlook-2019", HALLORAN, "2026-11-13 08:05:00 -05:00", subjectAndSignature),
  },
  {
    name: "v11-sibling-sister-writes-for-sister-gmail",
    family: "v11-sibling-calla-voorhees",
    tags: ["fwd:gmail", "lang:en", "trap:sibling-writes", "trap:cc-athlete"],
    label: recruiting("other", {
      first_name: "Junie", last_name: "Voorhees", grad_year: 2029, positions: ["OH"], height_inches: 71, club_team: "Summit Peak 15 Black", high_school: "Granger Valley High School",
      city: "Boise", state: "ID", email: "juniev29@icloud.com", video_urls: ["https://www.hudl.com/video/3/60014228/c0ffee12ab34cd56ef7890ab"],
    }),
    message: fwd("gmail", ROWAN, "2026-11-18 14:00:00 -06:00", sisterWrites),
  },
  {
    name: "v11-club-director-club-history-first-thunderbird",
    family: "v11-club-director-ray-castellane",
    tags: ["fwd:thunderbird", "lang:en", "long-preamble", "trap:team-gpa", "trap:club-contact"],
    label: recruiting("club_coach", {
      first_name: "Marisol", last_name: "Etxeberria", grad_year: 2028, positions: ["P"], height_inches: 69, club_team: "Ozark Blaze 18U Gold", high_school: "Kickapoo Ridge High School",
      city: "Springfield", state: "MO", gpa: 3.95, email: "marisol.etx28@gmail.com", video_urls: ["https://youtu.be/Me5Ox8Pl3Ka"],
    }),
    message: fwd("thunderbird", EZEUDU, "2026-11-05 11:00:00 -07:00", clubDirectorLong),
  },
  {
    name: "v11-parent-camp-question-with-daughter-outlook-new",
    family: "v11-parent-lorna-feeney-ash",
    tags: ["fwd:outlook-new", "lang:en", "trap:camp-words", "category:parent-question"],
    label: recruiting("parent", {
      first_name: "Bridget", last_name: "Feeney-Ash", grad_year: 2028, positions: ["center midfielder"], club_team: "Coastal Storm 09G ECNL-RL", high_school: "St. Brendan's Academy",
      city: "Newport", state: "RI", gpa: 3.8, video_urls: ["https://vimeo.com/812345677"],
    }),
    message: fwd("outlook-new", HALLORAN, "2026-11-20 09:30:00 -05:00", parentCampQuestionWithAthlete),
  },
  {
    name: "v11-athlete-answers-junior-day-invite-gmail",
    family: "v11-athlete-odessa-kimura",
    tags: ["fwd:gmail", "reply-history", "lang:en", "trap:coach-letter-quoted", "trap:coach-signature"],
    label: recruiting("athlete", {
      first_name: "Odessa", last_name: "Kimura", grad_year: 2028, positions: ["RS/OPP"], height_inches: 72, club_team: "Badger Region 17 Gold", high_school: "Lakeview Heights High School",
      city: "Madison", state: "WI", email: "odessa.kimura@gmail.com", video_urls: ["https://www.hudl.com/video/3/70031842/5d4c3b2a1f0e9d8c7b6a5f4e"],
    }),
    message: fwd("gmail", ROWAN, "2026-11-15 07:45:00 -06:00", athleteAnswersInvite),
  },
  {
    name: "v11-nonrec-coach-own-reply-bcc-no-quote",
    family: "v11-nonrec-halvorsen-coach-replies",
    tags: ["not-a-forward", "coach-reply-bcc", "lang:en", "category:own-letter", "trap:one-athlete-named"],
    label: notRecruiting("other"),
    message: {
      ...original(coachOwnReply, "gmail"),
      headers: [["Delivered-To", ROWAN.scout]],
    },
  },
  {
    name: "v11-nonrec-coach-to-coach-scrimmage-outlook-2019",
    family: "v11-nonrec-briarcliffe-softball",
    tags: ["fwd:outlook-2019", "lang:en", "category:event-logistics", "trap:athletes-named"],
    label: notRecruiting("other"),
    message: fwd("outlook-2019", EZEUDU, "2026-11-19 15:00:00 -07:00", scrimmageNote),
  },
  {
    name: "v11-nonrec-team-manager-carpool-rooms-gmail",
    family: "v11-nonrec-bayshore-united-09g",
    tags: ["fwd:gmail", "lang:en", "category:event-logistics", "trap:athletes-named", "trap:club-names"],
    label: notRecruiting("club_coach"),
    message: fwd("gmail", HALLORAN, "2026-11-19 06:30:00 -05:00", carpoolSheet, { note: "personal - ignore" }),
  },
  {
    name: "v11-nonrec-hs-senior-night-parents-direct",
    family: "v11-nonrec-fairmont-hs-volleyball",
    tags: ["not-a-forward", "auto-forward", "lang:en", "category:event-logistics", "trap:athletes-named", "trap:numbered-list"],
    label: notRecruiting("high_school_coach"),
    message: autoForwarded(seniorNight, ROWAN, "outlook"),
  },
  {
    name: "v11-nonrec-tournament-court-assignments-direct",
    family: "v11-nonrec-lakeshore-winter-classic",
    tags: ["not-a-forward", "lang:en", "category:event-logistics", "trap:athletes-named", "trap:club-names"],
    label: notRecruiting("other"),
    message: original(courtAssignments, "bulk", { headers: bulkMailHeaders("https://lakeshorewinterclassic.example/u") }),
  },
  {
    name: "v11-nonrec-club-tryout-roster-offers-direct",
    family: "v11-nonrec-pinewood-rovers",
    tags: ["not-a-forward", "lang:en", "category:club-ad", "trap:athletes-named"],
    label: notRecruiting("club_coach"),
    message: original(tryoutResults, "bulk", { headers: bulkMailHeaders("https://pinewoodrovers.example/u") }),
  },
  {
    name: "v11-nonrec-camp-waiver-reminder-cc-direct",
    family: "v11-nonrec-tamarack-softball-camps",
    tags: ["not-a-forward", "auto-forward", "lang:en", "category:camp-logistics", "trap:one-athlete-named"],
    label: notRecruiting("other"),
    message: autoForwarded(waiverReminder, EZEUDU, "outlook"),
  },
  {
    name: "v11-nonrec-camp-staff-current-players-apple-mac",
    family: "v11-nonrec-pell-manor-camps",
    tags: ["fwd:apple-mac", "lang:en", "category:staff", "trap:athletes-named"],
    label: notRecruiting("other"),
    message: fwd("apple-mac", HALLORAN, "2026-11-24 15:00:00 -05:00", campStaffList, { signature: false }),
  },
  {
    name: "v11-nonrec-newspaper-all-area-team-outlook-mac",
    family: "v11-nonrec-front-range-ledger",
    tags: ["fwd:outlook-mac", "lang:en", "category:newsletter", "trap:athletes-named"],
    label: notRecruiting("other"),
    message: fwd("outlook-mac", EZEUDU, "2026-06-14 09:00:00 -06:00", allAreaTeam, { note: "nice - Gemma made POY" }),
  },
  {
    name: "v11-nonrec-service-saved-search-alert-direct",
    family: "v11-nonrec-courtvision",
    tags: ["not-a-forward", "lang:en", "category:service-blast", "trap:many-athletes"],
    label: notRecruiting("recruiting_service"),
    message: original(serviceAlert, "bulk", { headers: bulkMailHeaders("https://courtvisionrecruiting.example/u") }),
  },
  {
    name: "v11-nonrec-parent-camp-thank-you-first-name-gmail",
    family: "v11-nonrec-parent-melinda-archuleta",
    tags: ["fwd:gmail", "lang:en", "category:parent-thanks", "very-short"],
    label: notRecruiting("parent"),
    message: fwd("gmail", EZEUDU, "2026-12-16 08:00:00 -07:00", parentThankYou, { note: "sweet note" }),
  },
  {
    name: "v11-nonrec-strength-coach-lift-log-outlook-new",
    family: "v11-nonrec-halvorsen-strength",
    tags: ["fwd:outlook-new", "lang:en", "category:staff", "trap:athletes-named", "trap:heights"],
    label: notRecruiting("other"),
    message: fwd("outlook-new", ROWAN, "2026-11-23 11:00:00 -06:00", strengthLog, { signature: false }),
  },
  {
    name: "v11-nonrec-conference-weekly-honors-gmail",
    family: "v11-nonrec-northern-lakes-conference",
    tags: ["fwd:gmail", "lang:en", "category:newsletter", "trap:athletes-named"],
    label: notRecruiting("other"),
    message: fwd("gmail", HALLORAN, "2026-10-13 13:00:00 -05:00", conferenceHonors),
  },
];
