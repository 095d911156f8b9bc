/**
 * A fifteenth tuning author, who read none of the other batches' emails. Its weight is on the two fields strangers'
 * mail still gets wrong most often: POSITIONS and CLUB TEAM.
 *
 * Positions as athletes and coaches really write them: with and without dots ("O.H./D.S."), slashes ("setter/opposite",
 * "DS/L", "C/3B"), in words ("I play mostly middle but can swing outside", "libero or DS", "pin hitter", "6-rotation
 * OH", "pitcher and corner infield (1B/3B)", "LHP", "utility", "OF (CF)"), in a stat line or a profile table, other
 * sports' positions in lower case; and positions that are not hers (a teammate's, the one the college needs, "our setter
 * graduated", "I'm training to become a setter", doubles and triples in a batting line).
 *
 * Clubs with age, level, colour and coach suffixes, written without the word "club", beside a high school, a showcase
 * team, a sports academy or an AAU programme; a club only in the signature, only in an email domain (which names no
 * club, so the label is null), a former club beside the current one or alone, the sender's own club, and no club at all.
 */
import { notRecruiting, recruiting, severalAthletes, type CorpusEntry } from "../labels.ts";
import { collegeCoach } from "../people.ts";
import { bulkMailHeaders, compose, forwardedBlock, fwd, original, type Original } from "../wrappers.ts";

const MARCHETTI = collegeCoach("Hollis Marchetti", "hmarchetti@saltmarsh.edu", "hollis.marchetti.q8v2@scout.inboxscout.app", `Hollis Marchetti
Head Volleyball Coach
Saltmarsh State University
843-555-0103`);

const ODUYA = collegeCoach("Renata Oduya", "roduya@tamarack.edu", "renata.oduya.h3t7@scout.inboxscout.app", `Renata Oduya
Head Softball Coach | Tamarack College
(715) 555-0105`);

const BRADY = collegeCoach("Colm Brady", "cbrady@tamarack.edu", "colm.brady.m6w4@scout.inboxscout.app", `Colm Brady
Women's Soccer, Tamarack College
715.555.0107`);

const PELLETIER = collegeCoach("Simone Pelletier", "spelletier@saltmarsh.edu", "simone.pelletier.z2n9@scout.inboxscout.app", `Simone Pelletier
Associate Head Coach, Women's Basketball
Saltmarsh State University
843.555.0108`);

const WARDLOW = collegeCoach("Anneliese Wardlow", "awardlow@saltmarsh.edu", "anneliese.wardlow.f5k1@scout.inboxscout.app", `Anneliese Wardlow
Head Coach, Lacrosse & Field Hockey
Saltmarsh State University
843-555-0109`);

// ---------------------------------------------------------------------------------------------------------------
// Volleyball athletes
// ---------------------------------------------------------------------------------------------------------------

const setterOpposite: Original = {
  from: "Marisol Quarles <marisolq2028@gmail.com>",
  to: "hmarchetti@saltmarsh.edu",
  date: "2026-11-08 20:14:00 -05:00",
  subject: "2028 setter/opposite - Marisol Quarles",
  text: `Hi Coach Marchetti,

I'm Marisol Quarles, a junior at Wando Creek High School in Mount Pleasant, SC. I'm a setter/opposite and I play club for Harborline 17 Elite, where we run a 6-2 so I set from the back row and hit right side in the front row.

Some numbers from this fall:
- 5'11", 3.72 GPA
- 7.9 assists per set, 1.8 kills per set
- Class of 2028

I would love to come to a home match this season. Here is my latest film: https://www.hudl.com/video/3/55218734/8a7b6c5d4e3f2a1b0c9d8e7f

Thank you,
Marisol Quarles
843-555-0131`,
};

const dsSignatureClub: Original = {
  from: "Kenzie Albright <kenziealbright16@yahoo.com>",
  to: "hmarchetti@saltmarsh.edu",
  date: "2026-10-29 19:02:00 -07:00",
  subject: "DS/L - 2029 - highlights",
  text: `Hello Coach,

My name is Kenzie Albright and I am a DS/L in the 2029 class. I am 5'5" and I serve receive in all six rotations. I go to Timberline Ridge High School in Bend, Oregon and I carry a 3.95.

Highlights: https://www.youtube.com/watch?v=Kz4Al9bRt2Q

I'd appreciate any feedback on my passing.

Kenzie Albright
Cascade Summit VBC 16 Navy
541.555.0135`,
};

const liberoTeammateSetter: Original = {
  from: "Ainsley Brandt <ainsleybrandt09@icloud.com>",
  to: "hmarchetti@saltmarsh.edu",
  date: "2026-11-15 21:30:00 -05:00",
  subject: "libero or DS, 2028",
  text: `Hi Coach Marchetti!

I'm Ainsley Brandt and I'm a libero or DS (whatever the team needs) for Bayside Tide 17 Teal. I'm a 2028 and I'm 5'4".

My setter on Bayside Tide, Macy Dunn, just committed to Saltmarsh and she told me to reach out because she loves your program. Macy and I have played together since 12s.

I go to Fernandina Shores High School in Fernandina Beach, FL. 4.1 weighted GPA.

Thanks so much,
Ainsley
904-555-0137

Sent from my iPhone`,
};

const rightSideFormerClub: Original = {
  from: "Josephine Kaleo <jokaleo2027@gmail.com>",
  to: "hmarchetti@saltmarsh.edu",
  date: "2026-11-10 13:12:00 -05:00",
  subject: "Right side, 2027, still available",
  text: `Dear Coach Marchetti,

I'm a 2027 right side who is still uncommitted. I used to play for Gulfstream Juniors, but this year I switched to Coral Point 17 Adidas so I could train with a faster offense. I'm 6'0" with a 9'10" approach touch.

School: Boca Palms High School, Boca Raton, FL
Unweighted GPA: 3.58

My senior season film: https://www.hudl.com/video/3/61100487/0e1d2c3b4a5968778695a4b3

Respectfully,
Josephine Kaleo`,
};

const pinHitterNeedsSetter: Original = {
  from: "Quinn Aldana <quinnaldana.vb@gmail.com>",
  to: "hmarchetti@saltmarsh.edu",
  date: "2026-11-18 16:25:00 -07:00",
  subject: "Pin hitter interested in Saltmarsh (2028)",
  text: `Coach Marchetti,

I saw on your recruiting page that you are looking for a 2028 setter because your starting setter graduates this spring. I am not a setter, but I wanted to introduce myself anyway in case you also need a pin hitter for that class.

I am 5'10" and I live in Tucson, AZ. I play for Sierra Vista Juniors 17-2 and I go to Catalina Foothills Academy. Our setter at club is a 2029 so she is not in your class yet, but she is really good.

GPA 3.66. Video: https://youtu.be/Qa9Ld2Pn5Xe

Thank you for reading,
Quinn Aldana
520-555-0139`,
};

const profileTableHtml: Original = {
  from: "Delaney Okoro <delaney.okoro28@gmail.com>",
  to: "hmarchetti@saltmarsh.edu",
  date: "2026-11-12 19:55:00 -05:00",
  subject: "Recruiting profile - Delaney Okoro",
  text: `Hi Coach Marchetti,

Here is my profile. I hope to see you at a tournament this winter.

Name | Delaney Okoro
Grad Year | 2028
Position | Setter
Height | 5'9"
Club | Magnolia Elite 18 Premier
High School | Ridgeland Pines High School
Hometown | Madison, MS
GPA | 3.87
Phone | 601-555-0143
Video | https://vimeo.com/884213097

Thank you,
Delaney`,
  html: `<div dir="ltr"><p>Hi Coach Marchetti,</p><p>Here is my profile. I hope to see you at a tournament this winter.</p>
<table border="1" cellpadding="4" style="border-collapse:collapse">
<tr><td><b>Name</b></td><td>Delaney Okoro</td></tr>
<tr><td><b>Grad Year</b></td><td>2028</td></tr>
<tr><td><b>Position</b></td><td>Setter</td></tr>
<tr><td><b>Height</b></td><td>5'9"</td></tr>
<tr><td><b>Club</b></td><td>Magnolia Elite 18 Premier</td></tr>
<tr><td><b>High School</b></td><td>Ridgeland Pines High School</td></tr>
<tr><td><b>Hometown</b></td><td>Madison, MS</td></tr>
<tr><td><b>GPA</b></td><td>3.87</td></tr>
<tr><td><b>Phone</b></td><td>601-555-0143</td></tr>
<tr><td><b>Video</b></td><td><a href="https://vimeo.com/884213097">https://vimeo.com/884213097</a></td></tr>
</table>
<p>Thank you,<br>Delaney</p></div>`,
};

const trainingToBecomeSetter: Original = {
  from: "Paisley Dorner <paisleydorner30@gmail.com>",
  to: "hmarchetti@saltmarsh.edu",
  date: "2026-11-01 15:20:00 -06:00",
  subject: "Freshman DS - Paisley Dorner",
  text: `Dear Coach Marchetti,

I am a freshman (class of 2030) at Mesa Verde Christian High School in Grand Junction, Colorado. Right now I play DS for my school team and for Red Rock Juniors 15 Gold. I'm training to become a setter because our club setter is moving up to the 16s next year and my coach thinks I have good hands.

I am 5'6" and have a 4.0 GPA.

I know I am young but I wanted to get on your radar early.

Sincerely,
Paisley Dorner
970-555-0145`,
};

const dottedLowercase: Original = {
  from: "bree castellanos <breecastellanos@icloud.com>",
  to: "hollis.marchetti.q8v2@scout.inboxscout.app",
  date: "2026-11-19 23:48:00 -05:00",
  subject: "o.h./d.s. class of 2029",
  text: `hi coach

im bree castellanos, o.h./d.s. for tri-state thunder 16 black. class of 2029, 5'8", 3.5 gpa, i go to hamilton east high school in cincinnati oh

film: https://www.hudl.com/video/3/81930042/9f8e7d6c5b4a39281706f5e4

thank u!!
513-555-0147`,
};

// ---------------------------------------------------------------------------------------------------------------
// Volleyball: parents, coaches, a service
// ---------------------------------------------------------------------------------------------------------------

const clubDirectorSetter: Original = {
  from: "Trent Galloway <tgalloway@summitpeakvb.example>",
  to: "hmarchetti@saltmarsh.edu",
  date: "2026-11-13 09:30:00 -07:00",
  subject: "Setter you should see - Sadie Pruitt (2028)",
  text: `Coach Marchetti,

I'd like to put a name in front of you. Sadie Pruitt sets for our Summit Peak 17 Elite team and she has run our 5-1 all season. She is 5'10", a 2028, and she has a 3.92 GPA at Monument Ridge High School.

Sadie is smart, competitive and the best communicator I have coached in years. Her own email is sadiepruitt.vb@gmail.com.

We'll be at the Rocky Mountain Qualifier in March.

Trent Galloway
Director of Recruiting | Summit Peak Volleyball
970-555-0151`,
};

const clubCoachDomainOnly: Original = {
  from: "Dana Whitt <dana@ridgebackvb.example>",
  to: "hmarchetti@saltmarsh.edu",
  date: "2026-11-16 18:05:00 -05:00",
  subject: "2029 middle - Lucia Ferrante",
  text: `Coach,

Lucia Ferrante is a 2029 middle on my 16s. She's 6'2" and still growing, jumps well and closes the block better than anyone in our gym. She goes to Concord Hills High School in Concord, NC and has a 3.6.

Her email is luciaferrante29@gmail.com if you'd like to reach her directly.

Coach Dana Whitt
704-555-0153`,
};

const hsCoachNoClub: Original = {
  from: "Gordon Pike <gpike@westfallhs.example>",
  to: "hmarchetti@saltmarsh.edu",
  date: "2026-11-21 14:45:00 -05:00",
  subject: "Our libero - Rosalind Mbeki, class of 2027",
  text: `Coach Marchetti,

I coach volleyball at Westfall High School in Chillicothe, Ohio. Rosalind Mbeki has been our libero for three years and was our team captain this fall. She does not play club; she works weekends at her family's restaurant, so you won't see her on the club circuit, but she is a better passer than most club kids I see.

She's 5'6", class of 2027, 3.4 GPA. Our setter and our two middles graduate with her, so she's been a steady hand on a young team.

Film: https://www.hudl.com/video/3/42209911/3b2a1908f7e6d5c4b3a29180

Gordon Pike
Head Volleyball Coach, Westfall High School
740-555-0155`,
};

const beachBlocker: Original = {
  from: "Nalani Correia <nalanicorreia.beach@gmail.com>",
  to: "hmarchetti@saltmarsh.edu",
  date: "2026-11-09 10:15:00 -10:00",
  subject: "Beach - 2028 blocker",
  text: `Aloha Coach Marchetti,

I'm Nalani Correia, a 2028 blocker. I play on the left side with my partner Kiana, who is our defender. We train with Sandbar Beach 16U at Queen's Beach in Honolulu and I go to Kaimuki Heights High School.

I'm 6'0" with a 3.8 GPA.

Our last tournament: https://www.youtube.com/watch?v=Nc8Kb2Ls4Tq

Mahalo,
Nalani
808-555-0157`,
};

const serviceProfile: Original = {
  from: "CourtVision Recruiting <profiles@courtvisionrecruit.example>",
  to: "hmarchetti@saltmarsh.edu",
  date: "2026-11-17 08:00:00 -05:00",
  subject: "Athlete profile: Gianna Forsythe, 2028",
  text: `Coach Marchetti,

One of our athletes asked us to send you her profile.

ATHLETE PROFILE
Gianna Forsythe
Primary Position: Outside Hitter
Secondary Position: Right Side
Graduation Year: 2028
Height: 6'0"
Current Team: Keystone Juniors 17 National
High School: Mill Creek High School
Location: Lancaster, PA
GPA: 3.7
Athlete Email: giannaforsythe@gmail.com

Film: https://www.hudl.com/video/3/50011234/7a8b9c0d1e2f3a4b5c6d7e8f

CourtVision Recruiting | courtvisionrecruit.example | 888-555-0159`,
};

const clubCoachThreePlayers: Original = {
  from: "Mara Jessup <mjessup@blueridgeelite.example>",
  to: "hmarchetti@saltmarsh.edu",
  date: "2026-11-20 11:00:00 -05:00",
  subject: "Three 2028s from Blue Ridge Elite 17 Royal",
  text: `Coach Marchetti,

Three of my 2028s on Blue Ridge Elite 17 Royal asked me to pass their names along:

- Tess Amundsen - MB, 6'1", Roanoke Valley High School, 3.8 GPA
- Kaia Roux - S, 5'9", Blacksburg Oaks High School, 3.9 GPA
- Noor Haddad - L/DS, 5'5", Salem Crossing High School, 4.0 GPA

All three will be at the Blue Ridge Challenge in February.

Mara Jessup
Head Coach, 17 Royal
540-555-0161`,
};

// ---------------------------------------------------------------------------------------------------------------
// Softball
// ---------------------------------------------------------------------------------------------------------------

const catcherThirdShowcase: Original = {
  from: "Brooklyn Saylor <brooklynsaylor27@gmail.com>",
  to: "roduya@tamarack.edu",
  date: "2026-11-07 18:30:00 -05:00",
  subject: "C/3B - Class of 2027 - Brooklyn Saylor",
  text: `Coach Oduya,

I'm a C/3B in the class of 2027. I play travel ball for Buckeye Blaze 18U Gold, and this summer I was also picked for the Midwest Prime Showcase team that played in Colorado.

Pop time: 1.92
Height: 5'7"
High school: Harding Valley High School (Marion, OH)
GPA: 3.6

Skills video: https://www.youtube.com/watch?v=Bs7Cq3Rt8Wm

Thank you for your time,
Brooklyn Saylor
740-555-0163`,
};

const lefthandedPitcher: Original = {
  from: "Cheyenne Ruckel <cruckel28@outlook.com>",
  to: "roduya@tamarack.edu",
  date: "2026-10-31 16:45:00 -04:00",
  subject: "LHP 2028 - Cheyenne Ruckel",
  text: `Coach Oduya,

I'm a LHP (2028) and I play 1B when I'm not in the circle. My travel team is Carolina Vipers 16U - Haskins and I go to Point Harbor High School in Swansboro, NC.

Pitches: fastball 61, drop, curve, change. 5'9". GPA 3.45.

https://www.youtube.com/watch?v=Cr4Lp6Hk2Tz

Cheyenne Ruckel
910-555-0165`,
};

const fatherStatLine: Original = {
  from: "Darnell Whitaker <dwhitaker.home@outlook.com>",
  to: "roduya@tamarack.edu",
  date: "2026-11-05 21:00:00 -05:00",
  subject: "Kendra Whitaker - SS - 2028",
  text: `Coach Oduya,

My daughter Kendra is a 2028 shortstop for Bluegrass Lightning 18U National and Tates Hollow High School. Here is her high school line from last spring:

AVG .412 | OBP .488 | 2B 11 | 3B 3 | HR 6 | SB 19 | E 4

She is 5'7" with a 3.7 GPA. Her email is kendrawhitaker8@gmail.com and her cell is (859) 555-0171.

Her skills video: https://www.youtube.com/watch?v=Kw5Hd8Sr1Mp

Thank you,
Darnell Whitaker
(859) 555-0172`,
};

const pitchingInstructor: Original = {
  from: "Odessa Varga <odessa@vargapitching.example>",
  to: "roduya@tamarack.edu",
  date: "2026-11-19 12:30:00 -05:00",
  subject: "RHP recommendation - Ivy Delacroix",
  text: `Coach Oduya,

I give private pitching lessons in Eau Claire and I have worked with Ivy Delacroix for four years. She's a RHP, class of 2027, 5'11", and she plays high school ball only at Eastridge High School; she has never played travel ball, so you may not have seen her. She sits 60-62 with a rise and a screw.

Her email is ivydelacroix27@gmail.com.

Odessa Varga
Varga Pitching | 715-555-0173`,
};

const clubCoachTwoSoftball: Original = {
  from: "Wade Hollister <whollister@gulfbreezestorm.example>",
  to: "roduya@tamarack.edu",
  date: "2026-11-12 13:10:00 -05:00",
  subject: "Two 2028s - Gulf Breeze Storm 16U Gold",
  text: `Coach Oduya,

Two of my 2028s on Gulf Breeze Storm 16U Gold would be a good fit for you.

Marley Voss is our starting catcher. Strong arm, 1.95 pop, 5'8", 3.5 GPA at Gulf Breeze High School. marleyvoss28@gmail.com

Jaycee Pruett plays 3B for us and moves to 1B against lefties. 5'9", 3.8 GPA at Bayview High School. jayceepruett@gmail.com

Wade Hollister
Head Coach, Gulf Breeze Storm 16U Gold
850-555-0175`,
};

const academyAndClub: Original = {
  from: "Sloane Ashby <sloaneashby28@gmail.com>",
  to: "roduya@tamarack.edu",
  date: "2026-11-02 19:40:00 -05:00",
  subject: "2B/SS - 2028 - Sloane Ashby",
  text: `Hello Coach Oduya,

My name is Sloane Ashby and I'm a 2B/SS in the class of 2028. I go to Pinecrest Sports Academy in Marietta, Georgia, and I play club for Peachtree Heat 18U - Moreland.

5'5" | 3.67 GPA | bats R / throws R

My video is here: https://www.hudl.com/video/3/66001423/1f2e3d4c5b6a79880f1e2d3c

Thank you,
Sloane Ashby
770-555-0177`,
};

// ---------------------------------------------------------------------------------------------------------------
// Soccer, basketball, lacrosse, field hockey
// ---------------------------------------------------------------------------------------------------------------

const soccerMotherKeeper: Original = {
  from: "Hannah Oyelowo <hoyelowo@outlook.com>",
  to: "cbrady@tamarack.edu",
  date: "2026-11-09 20:05:00 -06:00",
  subject: "Goalkeeper, 2028 - Adaora Oyelowo",
  text: `Coach Brady,

My daughter Adaora is a goalkeeper in the class of 2028. She plays for Capital Area FC 2010 Girls Academy (she plays up a year) and is a sophomore at Glacier Hills High School in Middleton, WI. She is 5'10" with a 3.95 GPA.

You can reach Adaora at adaoraoyelowo@gmail.com.

Hannah Oyelowo`,
};

const hsCoachLeftBack: Original = {
  from: "Brenda Szymanski <bszymanski@shorewoodhs.example>",
  to: "cbrady@tamarack.edu",
  date: "2026-11-18 15:30:00 -05:00",
  subject: "left back - Priya Ramaswamy (2028)",
  text: `Coach Brady,

Priya Ramaswamy is our left back at Shorewood High School in Shorewood, WI and she plays club with Lakeside United 09/10 ECNL RL. Class of 2028, 5'4", 3.9 GPA. She reads the game as well as any defender I've had.

Priya's email: priyaramaswamy28@gmail.com

Brenda Szymanski
Head Girls Soccer Coach, Shorewood High School`,
};

const fatherWingAau: Original = {
  from: "Curtis Abernathy <cabernathy@yahoo.com>",
  to: "spelletier@saltmarsh.edu",
  date: "2026-11-13 19:00:00 -05:00",
  subject: "Maya Abernathy - 2029 wing",
  text: `Coach Pelletier,

My daughter Maya is a 2029 wing who can also play power forward. She plays for Tidewater Elite 16U on the summer circuit and for Granby Point High School in Norfolk, VA. She is 6'0" and has a 3.3 GPA.

Her email is mayaabernathy29@gmail.com.

Curtis Abernathy
757-555-0183`,
};

const fieldHockeyFormerClubOnly: Original = {
  from: "Willa Thornquist <willathornquist@gmail.com>",
  to: "awardlow@saltmarsh.edu",
  date: "2026-11-16 20:35:00 -05:00",
  subject: "field hockey forward, class of 2027",
  text: `Coach Wardlow,

I'm a forward at Derry Township High School in Hershey, PA (class of 2027). I played for Keystone Comets for three years, but this fall I stopped club to focus on my high school season and my classes.

I'm 5'5" and my GPA is 3.93. I led our team with 19 goals this season.

Thank you,
Willa Thornquist
717-555-0187`,
};

// ---------------------------------------------------------------------------------------------------------------
// Look-alikes: positions and clubs, nobody introduced
// ---------------------------------------------------------------------------------------------------------------

const clubTryoutPositions: Original = {
  from: "Harborline Volleyball <info@harborlinevb.example>",
  to: "hollis.marchetti.q8v2@scout.inboxscout.app",
  date: "2026-11-05 09:00:00 -05:00",
  subject: "Harborline tryouts: open spots on 16 Elite and 17 Elite",
  text: `Harborline Volleyball - 2027 season tryouts

We still have open roster spots for:
- 16 Elite: one setter, one libero/DS
- 17 Elite: one right side, one middle
- 18 Premier: outside hitters (2)

Tryouts are Sunday, December 6 at the Harborline Fieldhouse. Players must register online before the weekend.

Questions? Reply to this email or call the club office at 843-555-0189.

Unsubscribe: https://harborlinevb.example/u`,
};

const ownRosterNeeds: Original = {
  from: "Darby Quon <dquon@saltmarsh.edu>",
  to: "hmarchetti@saltmarsh.edu",
  date: "2026-11-02 10:30:00 -05:00",
  subject: "Roster needs draft for the recruiting page",
  text: `Hollis,

Here is the draft for the recruiting page, let me know what to change:

"Saltmarsh State Volleyball is currently looking for:
- 2028: setter (our starting setter graduates in May), one OH
- 2029: libero/DS, MB
Fill out our recruiting questionnaire and send film to the staff."

Darby Quon
Director of Operations, Saltmarsh State Volleyball`,
};

const clubCommitsNewsletter: Original = {
  from: "Coastal Ridge VBC <news@coastalridgevbc.example>",
  to: "hollis.marchetti.q8v2@scout.inboxscout.app",
  date: "2026-11-18 12:00:00 -05:00",
  subject: "Coastal Ridge commitment news - November",
  text: `COASTAL RIDGE VBC NEWS

Congratulations to our newest college commits!

- Jada Ruiz (OH, 17 Royal) - Fenwick Bay University
- Camille Osei (S, 17 Royal) - Larkspur College
- Bethany Orr (L/DS, 18 Elite) - Moraine State

Our 16 Black team won the Palmetto Classic and our 15 Gold team took second in the Open division.

Winter camp registration is open: https://coastalridgevbc.example/camps

Unsubscribe: https://coastalridgevbc.example/u`,
};

const allTournamentTeam: Original = {
  from: "Lowcountry Invitational <results@lowcountryinvite.example>",
  to: "hollis.marchetti.q8v2@scout.inboxscout.app",
  date: "2026-11-23 20:00:00 -05:00",
  subject: "Lowcountry Invitational 17 Open: results and all-tournament team",
  text: `LOWCOUNTRY INVITATIONAL - 17 OPEN

Champion: Magnolia Elite 17 Premier
Runner-up: Harborline 17 Elite
Third: Bayside Tide 17 Teal

All-Tournament Team
MVP: Ella Strand, S, Magnolia Elite 17 Premier
Avery Lusk, OH, Harborline 17 Elite
Tamsin Cole, MB, Bayside Tide 17 Teal
Priya Nandakumar, RS, Coral Point 17 Adidas
Hallie Berger, L, Magnolia Elite 17 Premier

Full brackets: https://lowcountryinvite.example/results

Unsubscribe: https://lowcountryinvite.example/u`,
};

const serviceBlastMiddles: Original = {
  from: "NetPrep Scouting <alerts@netprepscout.example>",
  to: "hollis.marchetti.q8v2@scout.inboxscout.app",
  date: "2026-11-10 07:00:00 -05:00",
  subject: "3 uncommitted 2028 middles you should know",
  text: `NetPrep Scouting - Weekly Prospects

Uncommitted 2028 middle blockers:

1. Corinne Vasquez | MB | 6'2" | Lone Star Juniors 17 Black | Austin, TX
2. Whitney Adeyemi | MB/OPP | 6'1" | Great Lakes Surge 17 Elite | Ann Arbor, MI
3. Bailey Sorensen | MB | 6'3" | Rocky Ridge 17 Silver | Boise, ID

Log in to see full profiles and film.

NetPrep Scouting | netprepscout.example
Unsubscribe: https://netprepscout.example/u`,
};

const showcaseRoster: Original = {
  from: "Midwest Prime Showcase <roster@midwestprime.example>",
  to: "renata.oduya.h3t7@scout.inboxscout.app",
  date: "2026-11-03 08:00:00 -06:00",
  subject: "Midwest Prime 2027 Showcase roster announced",
  text: `MIDWEST PRIME SHOWCASE - 2027 ROSTER

Pitchers: Lena Strickland (Prairie Crush 18U), Maddie Coyle (Iowa Flames 18U Gold)
Catchers: Brooklyn Saylor (Buckeye Blaze 18U Gold), Tori Engel (Hoosier Heat 18U)
Infield: Sadie Lomax (SS), Rae Dunning (2B), Kiara Bell (3B), Nora Pham (1B)
Outfield: Jess Albano (CF), Mia Trujillo (LF/RF)

The team plays the Colorado Fireworks in July. College coaches can request a schedule at https://midwestprime.example/coaches

Unsubscribe: https://midwestprime.example/u`,
};

const parentCampPosition: Original = {
  from: "Tamara Giles <tamaragiles@gmail.com>",
  to: "hmarchetti@saltmarsh.edu",
  date: "2026-11-06 13:40:00 -05:00",
  subject: "Camp question - which session?",
  text: `Hello Coach,

My daughter is in 7th grade and plays setter and some DS on a 13s team. Should she sign up for the setter session or the all-skills session at your winter camp? She has never been to a college camp before.

Thank you,
Tamara Giles`,
};

const clubJobPosting: Original = {
  from: "Prairie Fire Volleyball <jobs@prairiefirevb.example>",
  to: "hmarchetti@saltmarsh.edu",
  date: "2026-11-14 10:00:00 -06:00",
  subject: "Job posting: 16 Black head coach",
  text: `Prairie Fire Volleyball is hiring a head coach for our 16 Black team (Overland Park facility).

Responsibilities: two practices a week, seven tournaments including two national qualifiers, position training for setters and middles.

Please share with any of your former players who might be interested. Applications: https://prairiefirevb.example/jobs

Prairie Fire Volleyball
913-555-0191`,
};

const hsCoachScrimmage: Original = {
  from: "Colleen Yarrow <cyarrow@kiawahprep.example>",
  to: "hmarchetti@saltmarsh.edu",
  date: "2026-11-12 16:00:00 -05:00",
  subject: "spring scrimmage?",
  text: `Hi Hollis,

Any chance your team would scrimmage our varsity in the spring? Our libero is out with a knee and our setter is a freshman, so it would be a great learning day for us. Saturdays work best.

Colleen Yarrow
Head Volleyball Coach, Kiawah Prep`,
};

const clubDirectorAutoReply: Original = {
  from: "Trent Galloway <tgalloway@summitpeakvb.example>",
  to: "hmarchetti@saltmarsh.edu",
  date: "2026-11-22 08:00:00 -07:00",
  subject: "Automatic reply: Sadie Pruitt",
  text: `Thank you for your email. I am at the Summit Peak 17 Elite and 18 Premier tournament in Denver through Sunday with limited access to email. For urgent matters about our setters clinic, contact our office at 970-555-0195.

Trent Galloway
Director of Recruiting | Summit Peak Volleyball`,
};

const coachOwnLetter: Original = {
  from: "Colm Brady <cbrady@tamarack.edu>",
  to: "lucyfenn@gmail.com",
  date: "2026-11-17 11:20:00 -06:00",
  subject: "Re: Tamarack ID camp",
  text: `Hi Lucy,

Thanks for coming to the ID camp. We are set at center back for your class but we are still looking for a holding mid and an outside back for 2028, so keep working on your left foot. Come back to the spring camp.

Coach Brady
Women's Soccer, Tamarack College`,
};

// ---------------------------------------------------------------------------------------------------------------
// Forwards through other hands
// ---------------------------------------------------------------------------------------------------------------

const clubDirectorForwardsNote: Original = {
  from: "Mara Jessup <mjessup@blueridgeelite.example>",
  to: "hmarchetti@saltmarsh.edu",
  date: "2026-11-22 10:15:00 -05:00",
  subject: "Fwd: Saltmarsh",
  ...compose(
    `Coach - one of my 17s wanted this to get to you. She's the real deal at the net. Mara`,
    forwardedBlock("gmail", {
      from: "Ruby Castellano-Webb <rubycw2028@gmail.com>",
      to: "mjessup@blueridgeelite.example",
      date: "2026-11-21 21:40:00 -05:00",
      subject: "Saltmarsh",
      text: `Coach Mara,

Could you send my info to the Saltmarsh coach?

Ruby Castellano-Webb
2028, middle / right side
6'2", 3.6 GPA
Blue Ridge Elite 17 Royal
Summit Hollow High School, Christiansburg, VA
540-555-0197

Thank you!!`,
    }),
    "gmail",
  ),
};

const grandmotherCatcher: Original = {
  from: "Loretta Haynes <lorettahaynes1950@yahoo.com>",
  to: "roduya@tamarack.edu",
  date: "2026-11-15 14:00:00 -06:00",
  subject: "my granddaughter Ellie",
  text: `Dear Coach Oduya,

My granddaughter Ellie Haynes plays catcher and a little outfield. She played for the Lakeland Lasers when she was younger, but now she is with Iowa Flames 16U Gold, a travel team out of Des Moines. She is a sophomore at Prairie Trail High School (Ankeny, Iowa), class of 2029, and she has a 3.5 GPA.

Her mother says her email is elliehaynes29@gmail.com.

God bless,
Loretta Haynes`,
};

export const FIFTEENTH_VOICE: readonly CorpusEntry[] = [
  {
    name: "v15-athlete-setter-opposite-gmail",
    family: "v15-athlete-marisol-quarles",
    tags: ["fwd:gmail", "lang:en", "sport:volleyball", "position:slash-words", "club:i-play-club-for"],
    label: recruiting("athlete", {
      first_name: "Marisol", last_name: "Quarles", grad_year: 2028, positions: ["S", "RS/OPP"], height_inches: 71, club_team: "Harborline 17 Elite",
      high_school: "Wando Creek High School", city: "Mount Pleasant", state: "SC", gpa: 3.72, email: "marisolq2028@gmail.com", phone: "+18435550131",
      video_urls: ["https://www.hudl.com/video/3/55218734/8a7b6c5d4e3f2a1b0c9d8e7f"],
    }),
    message: fwd("gmail", MARCHETTI, "2026-11-09 08:00:00 -05:00", setterOpposite),
  },
  {
    name: "v15-athlete-ds-l-signature-club-yahoo",
    family: "v15-athlete-kenzie-albright",
    tags: ["fwd:yahoo", "lang:en", "sport:volleyball", "position:ds-slash-l", "club:signature-line"],
    label: recruiting("athlete", {
      first_name: "Kenzie", last_name: "Albright", grad_year: 2029, positions: ["L/DS"], height_inches: 65, club_team: "Cascade Summit VBC 16 Navy",
      high_school: "Timberline Ridge High School", city: "Bend", state: "OR", gpa: 3.95, email: "kenziealbright16@yahoo.com", phone: "+15415550135",
      video_urls: ["https://www.youtube.com/watch?v=Kz4Al9bRt2Q"],
    }),
    message: fwd("yahoo", MARCHETTI, "2026-10-30 08:00:00 -05:00", dsSignatureClub),
  },
  {
    name: "v15-athlete-libero-or-ds-teammate-setter-apple-ios",
    family: "v15-athlete-ainsley-brandt",
    tags: ["fwd:apple-ios", "lang:en", "sport:volleyball", "position:or", "trap:teammate-position"],
    label: recruiting("athlete", {
      first_name: "Ainsley", last_name: "Brandt", grad_year: 2028, positions: ["L/DS"], height_inches: 64, club_team: "Bayside Tide 17 Teal",
      high_school: "Fernandina Shores High School", city: "Fernandina Beach", state: "FL", gpa: 4.1, email: "ainsleybrandt09@icloud.com", phone: "+19045550137",
    }),
    message: fwd("apple-ios", MARCHETTI, "2026-11-16 07:30:00 -05:00", liberoTeammateSetter),
  },
  {
    name: "v15-athlete-right-side-former-club-gmail-narrow",
    family: "v15-athlete-josephine-kaleo",
    tags: ["fwd:gmail-narrow", "lang:en", "sport:volleyball", "position:right-side", "club:former-and-current"],
    label: recruiting("athlete", {
      first_name: "Josephine", last_name: "Kaleo", grad_year: 2027, positions: ["RS/OPP"], height_inches: 72, club_team: "Coral Point 17 Adidas",
      high_school: "Boca Palms High School", city: "Boca Raton", state: "FL", gpa: 3.58, email: "jokaleo2027@gmail.com",
      video_urls: ["https://www.hudl.com/video/3/61100487/0e1d2c3b4a5968778695a4b3"],
    }),
    message: fwd("gmail-narrow", MARCHETTI, "2026-11-10 15:00:00 -05:00", rightSideFormerClub),
  },
  {
    name: "v15-athlete-pin-hitter-college-needs-setter-outlook-new",
    family: "v15-athlete-quinn-aldana",
    tags: ["fwd:outlook-new", "lang:en", "sport:volleyball", "position:pin", "trap:needed-position", "trap:teammate-position"],
    label: recruiting("athlete", {
      first_name: "Quinn", last_name: "Aldana", grad_year: 2028, positions: ["OH"], height_inches: 70, club_team: "Sierra Vista Juniors 17-2",
      high_school: "Catalina Foothills Academy", city: "Tucson", state: "AZ", gpa: 3.66, email: "quinnaldana.vb@gmail.com", phone: "+15205550139",
      video_urls: ["https://youtu.be/Qa9Ld2Pn5Xe"],
    }),
    message: fwd("outlook-new", MARCHETTI, "2026-11-19 08:00:00 -05:00", pinHitterNeedsSetter),
  },
  {
    name: "v15-athlete-profile-table-html-gmail",
    family: "v15-athlete-delaney-okoro",
    tags: ["fwd:gmail", "lang:en", "sport:volleyball", "position:table", "club:table", "html-table"],
    label: recruiting("athlete", {
      first_name: "Delaney", last_name: "Okoro", grad_year: 2028, positions: ["S"], height_inches: 69, club_team: "Magnolia Elite 18 Premier",
      high_school: "Ridgeland Pines High School", city: "Madison", state: "MS", gpa: 3.87, email: "delaney.okoro28@gmail.com", phone: "+16015550143",
      video_urls: ["https://vimeo.com/884213097"],
    }),
    message: fwd("gmail", MARCHETTI, "2026-11-13 07:45:00 -05:00", profileTableHtml),
  },
  {
    name: "v15-athlete-training-to-become-setter-outlook-2019",
    family: "v15-athlete-paisley-dorner",
    tags: ["fwd:outlook-2019", "lang:en", "sport:volleyball", "trap:future-position", "club:and-for"],
    label: recruiting("athlete", {
      first_name: "Paisley", last_name: "Dorner", grad_year: 2030, positions: ["L/DS"], height_inches: 66, club_team: "Red Rock Juniors 15 Gold",
      high_school: "Mesa Verde Christian High School", city: "Grand Junction", state: "CO", gpa: 4.0, email: "paisleydorner30@gmail.com", phone: "+19705550145",
    }),
    message: fwd("outlook-2019", MARCHETTI, "2026-11-02 09:00:00 -05:00", trainingToBecomeSetter),
  },
  {
    name: "v15-athlete-dotted-lowercase-iphone-direct",
    family: "v15-athlete-bree-castellanos",
    tags: ["not-a-forward", "lang:en", "sport:volleyball", "lowercase", "position:dots"],
    label: recruiting("athlete", {
      first_name: "Bree", last_name: "Castellanos", grad_year: 2029, positions: ["OH", "L/DS"], height_inches: 68, club_team: "tri-state thunder 16 black",
      high_school: "hamilton east high school", city: "Cincinnati", state: "OH", gpa: 3.5, email: "breecastellanos@icloud.com", phone: "+15135550147",
      video_urls: ["https://www.hudl.com/video/3/81930042/9f8e7d6c5b4a39281706f5e4"],
    }),
    message: original(dottedLowercase, "iphone"),
  },
  {
    name: "v15-club-director-sets-for-our-team-gmail",
    family: "v15-club-summit-peak",
    tags: ["fwd:gmail", "lang:en", "sport:volleyball", "club:senders-own", "position:verb"],
    label: recruiting("club_coach", {
      first_name: "Sadie", last_name: "Pruitt", grad_year: 2028, positions: ["S"], height_inches: 70, club_team: "Summit Peak 17 Elite",
      high_school: "Monument Ridge High School", gpa: 3.92, email: "sadiepruitt.vb@gmail.com",
    }),
    message: fwd("gmail", MARCHETTI, "2026-11-13 12:00:00 -05:00", clubDirectorSetter),
  },
  {
    name: "v15-club-coach-domain-only-outlook-live",
    family: "v15-club-coach-dana-whitt",
    tags: ["fwd:outlook-live", "lang:en", "sport:volleyball", "club:domain-only"],
    label: recruiting("club_coach", {
      first_name: "Lucia", last_name: "Ferrante", grad_year: 2029, positions: ["MB"], height_inches: 74,
      high_school: "Concord Hills High School", city: "Concord", state: "NC", gpa: 3.6, email: "luciaferrante29@gmail.com",
    }),
    message: fwd("outlook-live", MARCHETTI, "2026-11-17 08:00:00 -05:00", clubCoachDomainOnly),
  },
  {
    name: "v15-hs-coach-libero-no-club-apple-mac",
    family: "v15-hs-coach-gordon-pike",
    tags: ["fwd:apple-mac", "lang:en", "sport:volleyball", "club:none", "trap:teammate-position"],
    label: recruiting("high_school_coach", {
      first_name: "Rosalind", last_name: "Mbeki", grad_year: 2027, positions: ["L/DS"], height_inches: 66,
      high_school: "Westfall High School", city: "Chillicothe", state: "OH", gpa: 3.4,
      video_urls: ["https://www.hudl.com/video/3/42209911/3b2a1908f7e6d5c4b3a29180"],
    }),
    message: fwd("apple-mac", MARCHETTI, "2026-11-21 16:00:00 -05:00", hsCoachNoClub),
  },
  {
    name: "v15-athlete-beach-blocker-left-side-gmail",
    family: "v15-athlete-nalani-correia",
    tags: ["fwd:gmail", "lang:en", "sport:beach-volleyball", "trap:court-side", "trap:partner-position"],
    label: recruiting("athlete", {
      first_name: "Nalani", last_name: "Correia", grad_year: 2028, positions: ["blocker"], height_inches: 72, club_team: "Sandbar Beach 16U",
      high_school: "Kaimuki Heights High School", city: "Honolulu", state: "HI", gpa: 3.8, email: "nalanicorreia.beach@gmail.com", phone: "+18085550157",
      video_urls: ["https://www.youtube.com/watch?v=Nc8Kb2Ls4Tq"],
    }),
    message: fwd("gmail", MARCHETTI, "2026-11-10 08:00:00 -05:00", beachBlocker),
  },
  {
    name: "v15-service-profile-primary-secondary-outlook-new",
    family: "v15-service-courtvision",
    tags: ["fwd:outlook-new", "lang:en", "sport:volleyball", "position:primary-secondary", "club:current-team"],
    label: recruiting("recruiting_service", {
      first_name: "Gianna", last_name: "Forsythe", grad_year: 2028, positions: ["OH", "RS/OPP"], height_inches: 72, club_team: "Keystone Juniors 17 National",
      high_school: "Mill Creek High School", city: "Lancaster", state: "PA", gpa: 3.7, email: "giannaforsythe@gmail.com",
      video_urls: ["https://www.hudl.com/video/3/50011234/7a8b9c0d1e2f3a4b5c6d7e8f"],
    }),
    message: fwd("outlook-new", MARCHETTI, "2026-11-17 10:00:00 -05:00", serviceProfile),
  },
  {
    name: "v15-multi-club-coach-three-bullets-gmail",
    family: "v15-club-blue-ridge-elite",
    tags: ["fwd:gmail", "lang:en", "sport:volleyball", "multi-athlete", "position:codes"],
    label: severalAthletes("club_coach", [
      { first_name: "Tess", last_name: "Amundsen", grad_year: 2028, positions: ["MB"], height_inches: 73, club_team: "Blue Ridge Elite 17 Royal", high_school: "Roanoke Valley High School", gpa: 3.8 },
      { first_name: "Kaia", last_name: "Roux", grad_year: 2028, positions: ["S"], height_inches: 69, club_team: "Blue Ridge Elite 17 Royal", high_school: "Blacksburg Oaks High School", gpa: 3.9 },
      { first_name: "Noor", last_name: "Haddad", grad_year: 2028, positions: ["L/DS"], height_inches: 65, club_team: "Blue Ridge Elite 17 Royal", high_school: "Salem Crossing High School", gpa: 4.0 },
    ]),
    message: fwd("gmail", MARCHETTI, "2026-11-20 13:00:00 -05:00", clubCoachThreePlayers),
  },
  {
    name: "v15-club-coach-forwards-middle-right-side-outlook-live",
    family: "v15-club-blue-ridge-elite",
    tags: ["fwd:outlook-live", "fwd:gmail", "nested", "lang:en", "sport:volleyball", "role:external-forwarder", "position:slash-words"],
    label: recruiting("club_coach", {
      first_name: "Ruby", last_name: "Castellano-Webb", grad_year: 2028, positions: ["MB", "RS/OPP"], height_inches: 74, club_team: "Blue Ridge Elite 17 Royal",
      high_school: "Summit Hollow High School", city: "Christiansburg", state: "VA", gpa: 3.6, email: "rubycw2028@gmail.com", phone: "+15405550197",
    }),
    message: fwd("outlook-live", MARCHETTI, "2026-11-22 12:00:00 -05:00", clubDirectorForwardsNote),
  },
  {
    name: "v15-sb-athlete-c-3b-showcase-team-gmail",
    family: "v15-athlete-brooklyn-saylor",
    tags: ["fwd:gmail", "lang:en", "sport:softball", "position:c-slash-3b", "club:travel-ball-and-showcase"],
    label: recruiting("athlete", {
      first_name: "Brooklyn", last_name: "Saylor", grad_year: 2027, positions: ["C", "3B"], height_inches: 67, club_team: "Buckeye Blaze 18U Gold",
      high_school: "Harding Valley High School", city: "Marion", state: "OH", gpa: 3.6, email: "brooklynsaylor27@gmail.com", phone: "+17405550163",
      video_urls: ["https://www.youtube.com/watch?v=Bs7Cq3Rt8Wm"],
    }),
    message: fwd("gmail", ODUYA, "2026-11-08 09:00:00 -05:00", catcherThirdShowcase),
  },
  {
    name: "v15-sb-athlete-lhp-first-base-outlook-2013",
    family: "v15-athlete-cheyenne-ruckel",
    tags: ["fwd:outlook-2013", "lang:en", "sport:softball", "position:lhp", "club:coach-suffix"],
    label: recruiting("athlete", {
      first_name: "Cheyenne", last_name: "Ruckel", grad_year: 2028, positions: ["P", "1B"], height_inches: 69, club_team: "Carolina Vipers 16U - Haskins",
      high_school: "Point Harbor High School", city: "Swansboro", state: "NC", gpa: 3.45, email: "cruckel28@outlook.com", phone: "+19105550165",
      video_urls: ["https://www.youtube.com/watch?v=Cr4Lp6Hk2Tz"],
    }),
    message: fwd("outlook-2013", ODUYA, "2026-11-01 08:00:00 -05:00", lefthandedPitcher),
  },
  {
    name: "v15-sb-parent-father-batting-line-outlook-live",
    family: "v15-parent-darnell-whitaker",
    tags: ["fwd:outlook-live", "lang:en", "sport:softball", "trap:stat-columns", "trap:parent-contact"],
    label: recruiting("parent", {
      first_name: "Kendra", last_name: "Whitaker", grad_year: 2028, positions: ["SS"], height_inches: 67, club_team: "Bluegrass Lightning 18U National",
      high_school: "Tates Hollow High School", gpa: 3.7, email: "kendrawhitaker8@gmail.com", phone: "+18595550171",
      video_urls: ["https://www.youtube.com/watch?v=Kw5Hd8Sr1Mp"],
    }),
    message: fwd("outlook-live", ODUYA, "2026-11-06 08:00:00 -05:00", fatherStatLine),
  },
  {
    name: "v15-sb-instructor-rhp-no-travel-ball-gmail",
    family: "v15-other-odessa-varga",
    tags: ["fwd:gmail", "lang:en", "sport:softball", "club:none", "position:rhp"],
    label: recruiting("other", {
      first_name: "Ivy", last_name: "Delacroix", grad_year: 2027, positions: ["P"], height_inches: 71,
      high_school: "Eastridge High School", email: "ivydelacroix27@gmail.com",
    }),
    message: fwd("gmail", ODUYA, "2026-11-19 14:00:00 -05:00", pitchingInstructor),
  },
  {
    name: "v15-multi-sb-club-coach-two-paragraphs-outlook-new",
    family: "v15-club-gulf-breeze-storm",
    tags: ["fwd:outlook-new", "lang:en", "sport:softball", "multi-athlete", "position:in-words", "club:senders-own"],
    label: severalAthletes("club_coach", [
      { first_name: "Marley", last_name: "Voss", grad_year: 2028, positions: ["C"], height_inches: 68, club_team: "Gulf Breeze Storm 16U Gold", high_school: "Gulf Breeze High School", gpa: 3.5, email: "marleyvoss28@gmail.com" },
      { first_name: "Jaycee", last_name: "Pruett", grad_year: 2028, positions: ["3B", "1B"], height_inches: 69, club_team: "Gulf Breeze Storm 16U Gold", high_school: "Bayview High School", gpa: 3.8, email: "jayceepruett@gmail.com" },
    ]),
    message: fwd("outlook-new", ODUYA, "2026-11-12 15:00:00 -05:00", clubCoachTwoSoftball),
  },
  {
    name: "v15-sb-athlete-sports-academy-and-club-gmail",
    family: "v15-athlete-sloane-ashby",
    tags: ["fwd:gmail", "lang:en", "sport:softball", "club:academy-school", "position:2b-slash-ss"],
    label: recruiting("athlete", {
      first_name: "Sloane", last_name: "Ashby", grad_year: 2028, positions: ["2B", "SS"], height_inches: 65, club_team: "Peachtree Heat 18U - Moreland",
      high_school: "Pinecrest Sports Academy", city: "Marietta", state: "GA", gpa: 3.67, email: "sloaneashby28@gmail.com", phone: "+17705550177",
      video_urls: ["https://www.hudl.com/video/3/66001423/1f2e3d4c5b6a79880f1e2d3c"],
    }),
    message: fwd("gmail", ODUYA, "2026-11-03 08:00:00 -05:00", academyAndClub),
  },
  {
    name: "v15-sb-grandmother-catcher-former-club-thunderbird",
    family: "v15-parent-loretta-haynes",
    tags: ["fwd:thunderbird", "lang:en", "sport:softball", "club:former-and-current", "position:in-words"],
    label: recruiting("parent", {
      first_name: "Ellie", last_name: "Haynes", grad_year: 2029, positions: ["C", "OF"], club_team: "Iowa Flames 16U Gold",
      high_school: "Prairie Trail High School", city: "Ankeny", state: "IA", gpa: 3.5, email: "elliehaynes29@gmail.com",
    }),
    message: fwd("thunderbird", ODUYA, "2026-11-16 08:00:00 -05:00", grandmotherCatcher),
  },
  {
    name: "v15-soccer-parent-keeper-girls-academy-outlook-live",
    family: "v15-parent-hannah-oyelowo",
    tags: ["fwd:outlook-live", "lang:en", "sport:soccer", "club:academy-level", "trap:birth-year-team"],
    label: recruiting("parent", {
      first_name: "Adaora", last_name: "Oyelowo", grad_year: 2028, positions: ["goalkeeper"], height_inches: 70, club_team: "Capital Area FC 2010 Girls Academy",
      high_school: "Glacier Hills High School", city: "Middleton", state: "WI", gpa: 3.95, email: "adaoraoyelowo@gmail.com",
    }),
    message: fwd("outlook-live", BRADY, "2026-11-10 08:00:00 -06:00", soccerMotherKeeper),
  },
  {
    name: "v15-soccer-hs-coach-left-back-outlook-2019",
    family: "v15-hs-coach-brenda-szymanski",
    tags: ["fwd:outlook-2019", "lang:en", "sport:soccer", "position:lowercase", "club:plays-club-with"],
    label: recruiting("high_school_coach", {
      first_name: "Priya", last_name: "Ramaswamy", grad_year: 2028, positions: ["left back"], height_inches: 64, club_team: "Lakeside United 09/10 ECNL RL",
      high_school: "Shorewood High School", city: "Shorewood", state: "WI", gpa: 3.9, email: "priyaramaswamy28@gmail.com",
    }),
    message: fwd("outlook-2019", BRADY, "2026-11-18 17:00:00 -06:00", hsCoachLeftBack),
  },
  {
    name: "v15-hoops-father-wing-yahoo",
    family: "v15-parent-curtis-abernathy",
    tags: ["fwd:yahoo", "lang:en", "sport:basketball", "position:lowercase", "club:summer-circuit", "trap:parent-contact"],
    label: recruiting("parent", {
      first_name: "Maya", last_name: "Abernathy", grad_year: 2029, positions: ["wing", "power forward"], height_inches: 72, club_team: "Tidewater Elite 16U",
      high_school: "Granby Point High School", city: "Norfolk", state: "VA", gpa: 3.3, email: "mayaabernathy29@gmail.com",
    }),
    message: fwd("yahoo", PELLETIER, "2026-11-14 08:00:00 -05:00", fatherWingAau),
  },
  {
    name: "v15-fh-athlete-forward-former-club-only-gmail",
    family: "v15-athlete-willa-thornquist",
    tags: ["fwd:gmail", "lang:en", "sport:field-hockey", "club:former-only", "position:lowercase"],
    label: recruiting("athlete", {
      first_name: "Willa", last_name: "Thornquist", grad_year: 2027, positions: ["forward"], height_inches: 65,
      high_school: "Derry Township High School", city: "Hershey", state: "PA", gpa: 3.93, email: "willathornquist@gmail.com", phone: "+17175550187",
    }),
    message: fwd("gmail", WARDLOW, "2026-11-17 08:00:00 -05:00", fieldHockeyFormerClubOnly),
  },
  {
    name: "v15-nonrec-club-tryout-open-positions-direct",
    family: "v15-nonrec-harborline-vb",
    tags: ["not-a-forward", "lang:en", "category:club-ad", "trap:positions-listed", "trap:club-names"],
    label: notRecruiting("club_coach"),
    message: original(clubTryoutPositions, "bulk", { headers: bulkMailHeaders("https://harborlinevb.example/u") }),
  },
  {
    name: "v15-nonrec-own-roster-needs-draft-outlook-live",
    family: "v15-nonrec-saltmarsh-ops",
    tags: ["fwd:outlook-live", "lang:en", "category:own-template", "trap:needed-position"],
    label: notRecruiting("other"),
    message: fwd("outlook-live", MARCHETTI, "2026-11-02 11:00:00 -05:00", ownRosterNeeds, { note: "approved - post it" }),
  },
  {
    name: "v15-nonrec-club-commits-newsletter-direct",
    family: "v15-nonrec-coastal-ridge-news",
    tags: ["not-a-forward", "lang:en", "category:newsletter", "trap:athletes-named", "trap:positions-listed"],
    label: notRecruiting("club_coach"),
    message: original(clubCommitsNewsletter, "bulk", { headers: bulkMailHeaders("https://coastalridgevbc.example/u") }),
  },
  {
    name: "v15-nonrec-all-tournament-team-direct",
    family: "v15-nonrec-lowcountry-invite",
    tags: ["not-a-forward", "lang:en", "category:newsletter", "trap:athletes-named", "trap:club-names", "trap:positions-listed"],
    label: notRecruiting("other"),
    message: original(allTournamentTeam, "bulk", { headers: bulkMailHeaders("https://lowcountryinvite.example/u") }),
  },
  {
    name: "v15-nonrec-service-blast-middles-direct",
    family: "v15-nonrec-netprep",
    tags: ["not-a-forward", "lang:en", "category:service-blast", "trap:many-athletes", "trap:club-names"],
    label: notRecruiting("recruiting_service"),
    message: original(serviceBlastMiddles, "bulk", { headers: bulkMailHeaders("https://netprepscout.example/u") }),
  },
  {
    name: "v15-nonrec-showcase-roster-direct",
    family: "v15-nonrec-midwest-prime",
    tags: ["not-a-forward", "lang:en", "category:newsletter", "trap:athletes-named", "trap:positions-listed"],
    label: notRecruiting("other"),
    message: original(showcaseRoster, "bulk", { headers: bulkMailHeaders("https://midwestprime.example/u") }),
  },
  {
    name: "v15-nonrec-parent-camp-session-position-gmail",
    family: "v15-nonrec-parent-tamara-giles",
    tags: ["fwd:gmail", "lang:en", "category:parent-question", "trap:positions-listed"],
    label: notRecruiting("parent"),
    message: fwd("gmail", MARCHETTI, "2026-11-06 15:00:00 -05:00", parentCampPosition, { note: "can you answer this one?" }),
  },
  {
    name: "v15-nonrec-club-job-posting-outlook-new",
    family: "v15-nonrec-prairie-fire-jobs",
    tags: ["fwd:outlook-new", "lang:en", "category:club-ad", "trap:club-names"],
    label: notRecruiting("club_coach"),
    message: fwd("outlook-new", MARCHETTI, "2026-11-14 12:00:00 -05:00", clubJobPosting, { note: "anyone from our alumni list?" }),
  },
  {
    name: "v15-nonrec-hs-coach-scrimmage-apple-mac",
    family: "v15-nonrec-colleen-yarrow",
    tags: ["fwd:apple-mac", "lang:en", "category:coach-to-coach", "trap:positions-listed"],
    label: notRecruiting("high_school_coach"),
    message: fwd("apple-mac", MARCHETTI, "2026-11-12 17:00:00 -05:00", hsCoachScrimmage, { note: "spring dates?" }),
  },
  {
    name: "v15-nonrec-club-director-auto-reply-direct",
    family: "v15-club-summit-peak",
    tags: ["not-a-forward", "lang:en", "category:auto-reply", "trap:club-names"],
    label: notRecruiting("club_coach"),
    message: original({ ...clubDirectorAutoReply, to: MARCHETTI.scout }, "outlook", { headers: [["Auto-Submitted", "auto-replied"]] }),
  },
  {
    name: "v15-nonrec-coach-own-reply-positions-gmail",
    family: "v15-nonrec-tamarack-soccer",
    tags: ["fwd:gmail", "lang:en", "category:own-letter", "trap:needed-position"],
    label: notRecruiting("other"),
    message: fwd("gmail", BRADY, "2026-11-17 11:30:00 -06:00", coachOwnLetter, { note: "sent this to Lucy after camp, fyi" }),
  },
];
