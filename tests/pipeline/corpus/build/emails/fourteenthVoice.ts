/**
 * A fourteenth tuning author, who read none of the other batches' emails, writing about PLACES: where the athlete lives
 * against every other place a letter names. Tournaments and showcases in other towns ("playing at the Heart of America
 * Qualifier in Kansas City"), a club's home town, her school's town and a town inside a school's name ("Westfield Prairie
 * High School" for a girl who lives in Carmel), the college's own town, a parent's office address, a hotel on a trip, a
 * full street address in a signature, states spelled out, abbreviated, the AP's way ("Miss.") and as a bare code ("from
 * GA"), towns that are words or names (Independence, Mission, Normal, Orange, Jordan, Brick, Cuba), athletes abroad
 * (Ontario, Alberta, Brazil, England, Mexico), families who moved, "the Bay Area" with no town, a grandfather's own town,
 * and letters that never say where she lives. The look-alikes that introduce nobody are crowded with towns too.
 */
import { notRecruiting, recruiting, severalAthletes, type CorpusEntry } from "../labels.ts";
import { collegeCoach } from "../people.ts";
import { bulkMailHeaders, compose, forwardAsAttachment, forwardedBlock, fwd, original, type Original } from "../wrappers.ts";

const PRYCE = collegeCoach("Renata Pryce", "rpryce@tallgrassstate.edu", "renata.pryce.h8v2@scout.inboxscout.app", `Renata Pryce
Head Volleyball Coach
Tallgrass State University
1500 N Campus Dr, Hays, KS 67601
785-555-0110`);

const KAMINSKI = collegeCoach("Wes Kaminski", "wkaminski@bluewater.edu", "wes.kaminski.t4n7@scout.inboxscout.app", `Wes Kaminski | Head Softball Coach
Bluewater College Lakers
Port Huron, Michigan
(810) 555-0112`);

const SATO = collegeCoach("Hana Sato-Briggs", "hsatobriggs@cedarridge.edu", "hana.satobriggs.m3q9@scout.inboxscout.app", `Hana Sato-Briggs
Assistant Coach, Women's Soccer
Cedar Ridge University | Conway, AR
501-555-0111`);

const ARCENEAUX = collegeCoach("Gil Arceneaux", "garceneaux@cedarridge.edu", "gil.arceneaux.d5w1@scout.inboxscout.app", `Gil Arceneaux
Head Women's Basketball Coach
Cedar Ridge University
Conway, Arkansas 72034`);

const REDDY = collegeCoach("Colm Reddy", "creddy@cedarridge.edu", "colm.reddy.k2j6@scout.inboxscout.app", `Colm Reddy
Women's Lacrosse & Field Hockey
Cedar Ridge University`);

const BACHMANN = collegeCoach("Lionel Bachmann", "lbachmann@cedarridge.edu", "lionel.bachmann.r9e4@scout.inboxscout.app", `Lionel Bachmann
Head Coach, Cross Country / Track & Field
Cedar Ridge University, Conway, AR
501-555-0118`);

// ---------------------------------------------------------------------------------------------------------------
// Athletes: her home beside the towns where she plays, trains, studies and visits
// ---------------------------------------------------------------------------------------------------------------

const qualifierThisWeekend: Original = {
  from: "Tessa Marchetti <tessamarchetti28@gmail.com>",
  to: "rpryce@tallgrassstate.edu",
  date: "2026-11-18 20:14:00 -06:00",
  subject: "2028 OH - playing at the Heart of America Qualifier this weekend",
  text: `Hi Coach Pryce,

I wanted to reach out before this weekend because my team is playing at the Heart of America Qualifier in Kansas City, and I'd love for you to see us if Tallgrass State is there. We're on court 14 Saturday morning.

I'm a 2028 outside hitter for KC Crossfire 16 Red. I'm 6'0" and I go to Raintree Hollow High School in Lee's Summit, Missouri, where we made it to the district final this fall.

GPA: 3.74
Hudl: https://www.hudl.com/video/3/71820456/5e4d3c2b1a09f8e7d6c5b4a3

Thank you,
Tessa Marchetti
816-555-0131`,
};

const independenceCatcher: Original = {
  from: "Marisol Ybarra <marisol.ybarra2027@outlook.com>",
  to: "wkaminski@bluewater.edu",
  date: "2026-11-09 19:02:00 -06:00",
  subject: "Catcher - 2027 - Independence, MO",
  text: `Coach Kaminski,

My name is Marisol Ybarra. I'm a catcher in the class of 2027 and I live in Independence, MO. I play for Show-Me Sluggers 18U - Dorsey and catch for Van Horn Crossing High School.

We'll be at the Winter Warm-Up in Chattanooga in January and at the PGF qualifier in Denver in June. My pop time is 1.92 and I hit .412 this summer.

Height: 5'6"
GPA: 3.45 (unweighted)
Video: https://youtu.be/Mx7Yb2Ct9Rk

I'm really interested in Bluewater because of your nursing program.

Marisol Ybarra
(816) 555-0147`,
};

const missionLibero: Original = {
  from: "Liesl Brandauer <lieslbrandauer@icloud.com>",
  to: "rpryce@tallgrassstate.edu",
  date: "2026-11-05 16:40:00 -06:00",
  subject: "Libero / DS class of 2029",
  text: `Hi Coach,

I'm Liesl Brandauer, a 2029 libero from Mission, Kansas. I play for Sunflower Elite 15 Royal and I'm a sophomore at Shawnee Mission Heights High School.

My club's mission this year is to make Open at a qualifier, and our first shot is the Lone Star Classic in Dallas, TX in February.

5'5", 3.96 GPA
Passing video: https://www.hudl.com/video/3/66019283/0a9b8c7d6e5f4a3b2c1d0e9f

Thank you for reading!
Liesl
lieslbrandauer@icloud.com`,
};

const normalMiddle: Original = {
  from: "Jadyn Okoro <jadyn.okoro27@gmail.com>",
  to: "rpryce@tallgrassstate.edu",
  date: "2026-11-11 21:30:00 -06:00",
  subject: "Jadyn Okoro - MB - 2027",
  text: `Dear Coach Pryce,

I am a junior middle blocker at Normal Prairie High School and I play club for Corn Belt VBC 17 Gold, which practices in Bloomington. This season I led our conference in blocks (1.4 per set).

Some quick info:
Name: Jadyn Okoro
Class: 2027
Height: 6'2"
Hometown: Normal, IL
GPA: 3.58
Email: jadyn.okoro27@gmail.com

Here is my film: https://www.youtube.com/watch?v=Jo4Kr8Mb2Lx

Respectfully,
Jadyn Okoro`,
};

const orangePitcher: Original = {
  from: "Keilani Fonoti <keilanifonoti@yahoo.com>",
  to: "wkaminski@bluewater.edu",
  date: "2026-11-03 22:05:00 -08:00",
  subject: "LHP 2028 from Orange, CA",
  text: `Hello Coach Kaminski!!

I'm Keilani Fonoti, a left handed pitcher in the 2028 class. I'm from Orange, California and I go to El Modena Vista High School (just El Mo Vista to us lol). Summer ball I pitch for SoCal Firecrackers 16U - Alvarez. We finished 5th at PGF Nationals in Huntington Beach this summer.

Pitches: fastball 58-60, rise, curve, change
Height 5'9"
3.9 gpa

here's my pitching video https://www.youtube.com/watch?v=Kf2Lp9Hn4Rw

hope to hear from you!
Keilani
714-555-0152`,
};

const jordanCenterBack: Original = {
  from: "Greta Solheim <gretasolheim09@gmail.com>",
  to: "hsatobriggs@cedarridge.edu",
  date: "2026-11-14 18:22:00 -06:00",
  subject: "2027 center back - Minnesota",
  text: `Coach Sato-Briggs,

My name is Greta Solheim and I'm a center back in the class of 2027. I live in Jordan, Minnesota, a small town about 40 minutes southwest of Minneapolis, and I go to Sand Creek Valley High School. My club team is Cannon River SC 08G ECNL-RL, and my teammate Jordan Pike (also 2027) told me she emailed you last week too!

Our next showcase is the ECNL-RL Midwest event in Rockford, Illinois on December 6-8.

Height: 5'8"
GPA: 3.67
Cell: 952-555-0138
Highlights: https://vimeo.com/912204873

Thank you,
Greta Solheim`,
};

const carmelPointGuard: Original = {
  from: "Amara Whitlow <amarawhitlow.hoops@gmail.com>",
  to: "garceneaux@cedarridge.edu",
  date: "2026-11-16 17:48:00 -05:00",
  subject: "Class of 2028 PG - Amara Whitlow",
  text: `Coach Arceneaux,

I'm a 5'7" point guard in the class of 2028 at Westfield Prairie High School. My family lives in Carmel, Indiana, but I've gone to Westfield Prairie since my freshman year because my mom teaches there. In AAU I play for Indy Lady Flight 16U.

Last season: 11.4 ppg, 5.2 apg
GPA: 3.81
Film: https://www.hudl.com/video/3/80034512/9f8e7d6c5b4a39281706f5e4

We'll be at the Midwest Hoop Fest in Fort Wayne, IN over Thanksgiving weekend.

Thanks so much,
Amara Whitlow
(317) 555-0140`,
};

const mississaugaSetter: Original = {
  from: "Priya Natarajan <priya.natarajan.vb@gmail.com>",
  to: "rpryce@tallgrassstate.edu",
  date: "2026-11-08 15:10:00 -05:00",
  subject: "Canadian setter (2027) - Mississauga, Ontario",
  text: `Hello Coach Pryce,

I am a setter from Mississauga, Ontario, graduating in June 2027 from Lakeview Heights Collegiate Institute. I play for Lakeshore Titans 17U and we will be at the Motor City Showcase in Novi, MI on January 17-18, which is the closest US event to us this winter.

Height: 5'10"
Average: 91%
Video: https://www.youtube.com/watch?v=Pn6St3Vb8Qe
Phone: +1 905 555 0144

Thank you for considering me,
Priya Natarajan`,
};

const campinasOpposite: Original = {
  from: "Luana Ferreira <luana.ferreira.vb@gmail.com>",
  to: "rpryce@tallgrassstate.edu",
  date: "2026-11-02 11:35:00 -03:00",
  subject: "Brazilian opposite hitter - class of 2027",
  text: `Dear Coach,

My name is Luana Ferreira, I am 17 years old and I play opposite for Clube Atlético Barão Geraldo in the state of São Paulo. I live in Campinas, Brazil and I will finish school in 2027. I study at Colégio Ipê Amarelo.

I am 1,86 m tall. Last month we played the Paulista Championship finals in Santos.

My English is good (TOEFL 98) and I want to study engineering in the USA.

Video: https://www.youtube.com/watch?v=Lf3Br8Cp6Op

Best regards,
Luana Ferreira`,
};

const leedsKeeper: Original = {
  from: "Imogen Hartley-Shaw <imogen.hartleyshaw@outlook.com>",
  to: "hsatobriggs@cedarridge.edu",
  date: "2026-11-10 19:55:00 +00:00",
  subject: "Goalkeeper, 2027, from the UK",
  text: `Hi Coach Sato-Briggs,

I'm a goalkeeper from the north of England looking at US colleges for autumn 2027. My details are below, with my highlight reel.

Name: Imogen Hartley-Shaw
Position: Goalkeeper
Year of graduation: 2027 (A-levels)
Height: 5'9"
Club: Leeds Northside WFC U18
School: Allerton Park Academy
Location: Leeds, West Yorkshire, UK

We're over in Florida for the Disney Showcase in December with an English select side, if that helps!

Video: https://youtu.be/Ih2Gk5Ls8Vx

Many thanks,
Imogen`,
};

const movedToTexas: Original = {
  from: "Brooklyn Aldana <brooklyn.aldana28@gmail.com>",
  to: "wkaminski@bluewater.edu",
  date: "2026-11-06 20:20:00 -06:00",
  subject: "New to Texas - 2028 SS/2B",
  text: `Coach Kaminski,

My family moved from Tucson, AZ to Flower Mound, TX in August, so I'm new to my high school (Marcus Ridge HS) and to DFW Vipers 16U Gold. Before that I played for Arizona Heat 16U in Tucson for two years.

I'm a 2028 shortstop/second baseman, 5'4", 3.88 GPA.

Fall highlights: https://www.youtube.com/watch?v=Ba8Ld3Sr5Mn

We play at the Fall Frenzy in Frisco, TX next weekend.

Thank you!
Brooklyn Aldana
940-555-0126`,
};

const bayAreaRightSide: Original = {
  from: "Sofia Lindqvist <sofialindqvist2029@gmail.com>",
  to: "rpryce@tallgrassstate.edu",
  date: "2026-11-12 21:41:00 -08:00",
  subject: "2029 RS from the Bay Area",
  text: `hi coach pryce,
i'm a 2029 right side from the Bay Area, i play for Bay Breakers 15 Black and go to Mission Crest Prep. we're coming to the Sweet 16 tournament in Salt Lake City in march - would love for you to see us.
6'1 , 3.7 gpa
film: https://www.hudl.com/video/3/55501234/7a6b5c4d3e2f1a0b9c8d7e6f
thanks!!
sofia lindqvist
(510) 555-0119`,
};

const noHomeAttacker: Original = {
  from: "Harper Quinlan <harperquinlan.lax@gmail.com>",
  to: "creddy@cedarridge.edu",
  date: "2026-11-19 18:05:00 -05:00",
  subject: "2028 attacker - will be at Naptown Showcase",
  text: `Coach Reddy,

I'm Harper Quinlan, a 2028 attacker for Chesapeake Riptide 2028 Elite. I toured Conway with my dad in October and loved the campus and the new turf field.

I'll be playing at the Naptown Showcase in Annapolis, Maryland on December 13-14 and at the Lake Placid Summit in July.

Stats (spring): 46 G, 21 A
Height: 5'6"
GPA: 4.1 weighted
Video: https://www.youtube.com/watch?v=Hq9Lx2At7Cs

Thank you for your time,
Harper Quinlan
443-555-0161`,
};

const setterFromGa: Original = {
  from: "Nia Ballard <niaballard2027@icloud.com>",
  to: "renata.pryce.h8v2@scout.inboxscout.app",
  date: "2026-11-20 07:12:00 -05:00",
  subject: "setter 2027",
  text: `Coach Pryce - I'm a 2027 setter from GA, playing for Peachtree Smash 17 Blue. Saw you recruiting at the Big South in Atlanta last spring and I'd love to come to a camp. 5'8", 3.6 GPA. Video https://www.hudl.com/video/3/44120987/3c2b1a0f9e8d7c6b5a4f3e2d

Nia Ballard
404-555-0165

Sent from my iPhone`,
};

const hattiesburgOutfielder: Original = {
  from: "Caroline Pruitt <caroline.pruitt.sb@gmail.com>",
  to: "wkaminski@bluewater.edu",
  date: "2026-11-04 19:30:00 -06:00",
  subject: "Caroline Pruitt | 2029 | OF",
  text: `Coach Kaminski,

I'm a freshman center fielder and I've been following Bluewater since your run at the regional last spring. I can play all three outfield spots, run a 2.9 home to first from the left side, and hit leadoff for my travel team.

My summer schedule is on my profile, but the big ones are the Colorado Sparkler in Aurora and the Gulf Coast Showdown in Gulf Shores, AL.

Video: https://www.youtube.com/watch?v=Cp7Gs4Ob2Wn
GPA: 3.97

Caroline Pruitt
2029 | CF/LF | Gulf South Bombers 15U
Oak Grove Ridge High School
Hattiesburg, Miss.
601-555-0172`,
};

const hotelOverlandPark: Original = {
  from: "Kenna Rasmussen <kenna.rasmussen@gmail.com>",
  to: "rpryce@tallgrassstate.edu",
  date: "2026-11-17 22:02:00 -06:00",
  subject: "Coming to KC - 2028 MB Kenna Rasmussen",
  text: `Coach Pryce,

My club (Dakota Rise 16 Elite) is driving down for the Heart of America Qualifier and we're staying at the Hampton Inn in Overland Park, KS, Friday through Sunday. If your staff is there I would love for you to see our Sunday pool.

A little about me: I'm a 6'1" middle from Sioux Falls, South Dakota, class of 2028, and I go to Lincoln Plains High School. GPA 3.92.

Film: https://www.hudl.com/video/3/60213344/1b2c3d4e5f6a7b8c9d0e1f2a

Kenna Rasmussen
605.555.0149`,
};

const beloitLibero: Original = {
  from: "Josie Kettering <josiekettering@gmail.com>",
  to: "rpryce@tallgrassstate.edu",
  date: "2026-11-13 17:17:00 -06:00",
  subject: "2028 DS/libero",
  text: `Hi Coach Pryce,

I'm Josie Kettering, a 2028 libero. I live in Beloit, Wisconsin and drive about 25 minutes to practice with Rock River VBC 16 Black in Rockford, IL. I go to Turtle Creek High School in Beloit.

5'4"
3.77 GPA
Serve receive: 2.41 this club season
Video: https://youtu.be/Jk5Rv8Db1Lb

Josie
608-555-0153`,
};

const ankenyWing: Original = {
  from: "Reese Halvorsen <reese.halvorsen27@gmail.com>",
  to: "garceneaux@cedarridge.edu",
  date: "2026-11-29 13:40:00 -06:00",
  subject: "2027 wing - Reese Halvorsen",
  text: `Coach Arceneaux,

I watched your team beat Ozark Tech in Conway over Thanksgiving when we were visiting my aunt in Little Rock, and I loved how your wings run the floor. I'm a 5'11" wing in the class of 2027 from Ankeny, Iowa (Ankeny Prairie Ridge High School). I play AAU for Iowa Fury Elite 17U.

Junior stats: 14.8 ppg, 6.1 rpg, 38% from three
GPA: 3.69
Video: https://www.youtube.com/watch?v=Rh5Wg2Nk8Tz

Thank you,
Reese Halvorsen
515-555-0167`,
};

const wacoLowercase: Original = {
  from: "kaydence moreno <kaydencemoreno29@gmail.com>",
  to: "wkaminski@bluewater.edu",
  date: "2026-11-15 23:48:00 -06:00",
  subject: "2029 catcher/3b",
  text: `hey coach kaminski my name is kaydence moreno im a 2029 catcher and 3b from waco texas. i play for central tx lady heat 15u and go to midway park hs. we are playing in the winter nationals in houston in december if u want to come watch!! my gpa is 3.5 and im 5'7
heres my video https://youtu.be/Km2Ct7Wx4Ac
my cell is 254 555 0128
thank u`,
};

const eaganStreetAddress: Original = {
  from: "Audra Lindgren-Paz <audra.lp2028@gmail.com>",
  to: "rpryce@tallgrassstate.edu",
  date: "2026-11-07 14:25:00 -06:00",
  subject: "Audra Lindgren-Paz - 2028 OPP/OH",
  text: `Coach Pryce,

Thank you for the camp postcard! I'm a 2028 opposite/outside for North Star Juniors 16 Navy. I'm 6'0 and have a 3.9 GPA at Thomas Lake Academy.

This season we play the Northern Lights Qualifier in Minneapolis in February and the Lone Star Classic in Dallas in March.

Highlights: https://www.hudl.com/video/3/73920011/6f5e4d3c2b1a0f9e8d7c6b5a

Audra Lindgren-Paz
1418 Tamarack Lane
Eagan, MN 55122
651-555-0134`,
};

// ---------------------------------------------------------------------------------------------------------------
// Parents and a grandfather: their own towns and offices beside hers
// ---------------------------------------------------------------------------------------------------------------

const dadOfficeFargo: Original = {
  from: "Trevor Vang <trevor.vang@prairieline.example>",
  to: "rpryce@tallgrassstate.edu",
  date: "2026-11-10 12:15:00 -06:00",
  subject: "Mai Vang, 2028 setter - West Fargo, ND",
  text: `Coach Pryce,

I'm writing on behalf of my daughter Mai, a 2028 setter at Sheyenne Bluffs High School. We live in West Fargo and she plays for Red River Juniors 16 Black out of Moorhead, MN.

She's 5'9", runs a 5-1 for both teams, and has a 3.95 GPA. Her email is maivang2028@gmail.com and her cell is 701-555-0176.

Video: https://www.youtube.com/watch?v=Mv5Vg2St8Rr

Thank you for your time,

Trevor Vang
Senior Project Engineer | Prairieline Engineering
2200 Commerce Dr, Suite 400, Fargo, ND 58102
Office 701-555-0108`,
};

const momCreditUnion: Original = {
  from: "Colleen Ashby <cashby@plattevalleycu.example>",
  to: "wkaminski@bluewater.edu",
  date: "2026-11-12 10:02:00 -06:00",
  subject: "Tatum Ashby - 2029 pitcher",
  text: `Hello Coach Kaminski,

My daughter Tatum is a 2029 right-handed pitcher and would love to be on your radar. She throws for Heartland Havoc 15U Gold and is a freshman starter at Plum Creek High School. She's 5'10", 4.0 GPA, and throws 57-59 with a drop ball and a change.

Tatum's email: tatum.ashby29@gmail.com
Pitching video: https://youtu.be/Ta8Sh3Pk1Dc

They'll be at the Music City Fall Classic in Nashville in two weeks.

Best regards,
Colleen Ashby
Branch Manager
Platte Valley Credit Union
18 Depot Street, Hastings, NE 68901
402-555-0113 (office)`,
};

const relocatedToIdaho: Original = {
  from: "Rachel Brandvold <rbrandvold@gmail.com>",
  to: "hsatobriggs@cedarridge.edu",
  date: "2026-11-09 21:10:00 -07:00",
  subject: "Elsie Brandvold - 2027 outside back",
  text: `Hi Coach Sato-Briggs,

We relocated from Spokane, WA to Meridian, Idaho this summer for my husband's job, so Elsie (2027, outside back) is a new face at Rocky Butte High School and with Treasure Valley Rapids 08G ECNL-RL. Her old club was Inland Empire Union 08G.

Elsie's details:
- 5'5"
- 3.72 GPA
- elsie.brandvold@gmail.com / 509-555-0181 (she kept her Spokane number)
- https://www.youtube.com/watch?v=Eb7Rd4Sv2Lw

Their next showcase is in Las Vegas over New Year's.

Thanks so much,
Rachel Brandvold`,
};

const grandpaPeoria: Original = {
  from: "Walt Strickland <waltstrick1951@yahoo.com>",
  to: "rpryce@tallgrassstate.edu",
  date: "2026-11-15 09:45:00 -06:00",
  subject: "my granddaughter Hallie Prochaska - volleyball",
  text: `Coach Pryce,

I hope you don't mind a note from a proud grandpa. My granddaughter Hallie Prochaska is a 2028 outside hitter who lives with her mother in Bettendorf, Iowa, in the Quad Cities. I live down in Peoria, Illinois and drive up for most of her tournaments.

She plays for Mississippi Valley VBC 16 Red and for Crow Creek High School. She is 5'11" with a 3.6 GPA.

Her email is halliepro28@gmail.com
Video: https://www.hudl.com/video/3/58812340/4d3c2b1a0f9e8d7c6b5a4f3e

Sincerely,
Walter Strickland
Peoria, IL`,
};

const monterreyDad: Original = {
  from: "Héctor Garza Villarreal <hgarzav@gmail.com>",
  to: "wkaminski@bluewater.edu",
  date: "2026-11-06 18:30:00 -06:00",
  subject: "Ximena Garza - catcher 2028 - Mexico",
  text: `Dear Coach Kaminski,

My name is Héctor Garza, father of Ximena Garza, catcher class 2028. We live in Monterrey, Nuevo León, México. Ximena plays for her club Sultanes Femenil Sub-18 and every summer she plays tournaments in McAllen and San Antonio, Texas. She study at Colegio Valle Alto.

Height: 1.65 m
Her email: ximena.garza28@gmail.com
Video: https://youtu.be/Xg4Cr7Mt2Bn

Thank you very much,
Héctor Garza Villarreal`,
};

// ---------------------------------------------------------------------------------------------------------------
// Club coaches: the club's address and home town in the signature, hers in the letter (or nowhere)
// ---------------------------------------------------------------------------------------------------------------

const gatewayStormOfallon: Original = {
  from: "Dre Holloway <dre@gatewaystormvbc.example>",
  to: "rpryce@tallgrassstate.edu",
  date: "2026-11-16 13:00:00 -06:00",
  subject: "2027 OH Camryn Tuttle - Gateway Storm 17 Elite",
  text: `Coach Pryce,

I want to put Camryn Tuttle on your radar. She's a 2027 left side on my Gateway Storm 17 Elite team, 6'1", and one of the best six-rotation players I've coached. She lives across the river in O'Fallon, Illinois and goes to Shiloh Ridge High School, where she was all-conference this fall.

3.84 GPA, very coachable.
Her email: camryn.tuttle27@gmail.com
Her cell: 618-555-0183
Film: https://www.hudl.com/video/3/49012356/8e7d6c5b4a3f2e1d0c9b8a7f

We'll be at the Heart of America Qualifier in Kansas City in January.

Dre Holloway
Director / 17s Head Coach
Gateway Storm Volleyball Club
905 Industrial Blvd, Chesterfield, MO 63005
314-555-0101`,
};

const sparksNoHome: Original = {
  from: "Lana Pruett <lpruett@kcsparks.example>",
  to: "wkaminski@bluewater.edu",
  date: "2026-11-11 08:40:00 -06:00",
  subject: "Sparks 18U catcher - Maddie Oyler 2027",
  text: `Coach Kaminski,

Maddie Oyler (2027, C/1B) is our starting catcher for KC Sparks 18U National. We're based in Olathe and practice out of the Heartland Sportsplex. She is a senior at Park Ridge North High School.

- 5'8", bats R/throws R
- pop 1.95, hit .386 with 9 HR this summer
- 3.41 GPA
- maddie.oyler@icloud.com

Video: https://www.youtube.com/watch?v=Mo3Yl8Cn5Kp

We open spring at the Tucson Desert Classic in February.

Lana Pruett
Head Coach, KC Sparks 18U National
913-555-0105`,
};

const redEarthPair: Original = {
  from: "Tamsin Oduya <tamsin@redearthvbc.example>",
  to: "rpryce@tallgrassstate.edu",
  date: "2026-11-18 09:20:00 -06:00",
  subject: "Two 2028s from Red Earth",
  text: `Coach Pryce,

Two of my 2028s on Red Earth 16 Black are looking seriously at Tallgrass State:

Kenna Whitebird - MB, 6'2", Deer Creek Trails HS (Edmond, OK), 3.7 GPA. Best arm on the team. kennawhitebird@gmail.com, 405-555-0186. https://www.hudl.com/video/3/60098877/0e1f2a3b4c5d6e7f8a9b0c1d

Rylee Sandoval - S, 5'10", Yukon Prairie HS (Yukon, OK), 4.0 GPA. Runs our 5-1. ryleesandoval28@gmail.com, 405-555-0187.

Both will be at the Red Earth Qualifier here in Oklahoma City, OK, Feb 14-16.

Tamsin Oduya
Red Earth VBC | 16 Black
Oklahoma City, OK
405-555-0103`,
};

const chinookLethbridge: Original = {
  from: "Marc-André Kowalchuk <marc@chinookvolleyball.example>",
  to: "rpryce@tallgrassstate.edu",
  date: "2026-11-08 19:05:00 -07:00",
  subject: "2027 libero - Alberta",
  text: `Hi Coach Pryce,

I coach the 17U girls at Chinook Volleyball Club in Calgary. One of my liberos, Ashlyn Redcrow, would be a great fit for a program like yours. Ashlyn is from Lethbridge, Alberta (she drives two hours each way to train with us!) and attends Coalbanks Collegiate.

Class: 2027 (graduating June 2027)
Height: 5'6"
GPA: 3.9 (88% average)
Email: ashlyn.redcrow@outlook.com

We'll be at the Canadian Nationals in Edmonton in May.

Video: https://www.youtube.com/watch?v=Ar6Rc2Ll9Pq

Marc-André Kowalchuk
Head Coach 17U Girls
Chinook Volleyball Club, Calgary AB
403-555-0106`,
};

const vipersMissionNote: Original = {
  from: "Rudy Cavazos <rudy@valleyvipers.example>",
  to: "wkaminski@bluewater.edu",
  date: "2026-11-13 07:50:00 -06:00",
  subject: "Fwd: softball - Alina Treviño 2028",
  ...compose(
    `Coach - Alina asked me to pass this along. Great kid, hits for power, plays a solid 3B. Call me anytime.

Rudy Cavazos
Valley Vipers Fastpitch | Edinburg, TX
Our mission: every player in a college uniform
956-555-0107`,
    forwardedBlock("gmail", {
      from: "Alina Treviño <alina.trevino28@gmail.com>",
      to: "rudy@valleyvipers.example",
      date: "2026-11-12 21:33:00 -06:00",
      subject: "softball - Alina Treviño 2028",
      text: `Coach Rudy,

Here is my info for the Bluewater coach. Thank you for helping me!

Alina Treviño
Class: 2028
Positions: 3B / 1B
Ht: 5'7"
School: Bentsen Palm High School
Hometown: Mission, TX
Club: Valley Vipers 16U Gold
GPA: 3.62
Cell: 956-555-0189
Video: https://youtu.be/At5Tr9Vv3Mz`,
    }),
    "gmail",
  ),
};

const shoreStormBrick: Original = {
  from: "Gina Iacovelli <gina@shorestormfh.example>",
  to: "creddy@cedarridge.edu",
  date: "2026-11-14 16:30:00 -05:00",
  subject: "2028 midfielder - Shore Storm FH",
  text: `Coach Reddy,

Sending along one of our 2028s, Delaney Moss, a center midfielder on Shore Storm U17 Elite. Delaney lives in Brick, NJ and plays for Metedeconk Regional High School. 5'5", 3.95 GPA, great vision. Her dad Kevin is the best contact: 732-555-0114.

Delaney's email: delaneymoss28@gmail.com
Film: https://www.youtube.com/watch?v=Dm4Ss8Fh2Qt

We train out of Toms River and will be at the Disney Field Hockey Showcase in Orlando, FL at the end of December.

Gina Iacovelli
Shore Storm Field Hockey
Toms River, NJ`,
};

// ---------------------------------------------------------------------------------------------------------------
// High-school coaches: the school's address, a town in the school's name, a player's own note
// ---------------------------------------------------------------------------------------------------------------

const masonRidgeAddress: Original = {
  from: "Marcia Dunleavy <mdunleavy@masonridge.k12.example>",
  to: "rpryce@tallgrassstate.edu",
  date: "2026-11-19 15:45:00 -05:00",
  subject: "Senior setter - Sloane Petrakis",
  text: `Coach Pryce,

I coach varsity volleyball at Mason Ridge High School and wanted to introduce my senior setter, Sloane Petrakis (class of 2027). Sloane was second-team all-league, averaged 9.8 assists per set, and is a 4.0 student. She is 5'9" and also plays club for Queen City Crush 18 Black.

Sloane's email is sloane.petrakis@gmail.com. I'd be happy to talk about her anytime.

Marcia Dunleavy
Head Volleyball Coach
Mason Ridge High School
6100 Tylersville Rd, Mason, OH 45040
513-555-0115`,
};

const southWexfordForward: Original = {
  from: "Tom Kaczmarek <tkaczmarek@southwexford.k12.example>",
  to: "garceneaux@cedarridge.edu",
  date: "2026-11-17 06:55:00 -05:00",
  subject: "2028 forward - Ava Rinaldi (South Wexford HS)",
  text: `Coach Arceneaux,

Ava Rinaldi is a 6'1" junior forward on my team at South Wexford High School (class of 2028). She averaged a double-double this year (13.2 pts, 10.4 reb) and plays AAU with Pittsburgh Lady Steel 17U. Ava lives out in Gibsonia, about twenty minutes north of the city, and she's a 3.7 student.

Reach Ava at avarinaldi28@gmail.com; her film is at https://www.hudl.com/video/3/61234987/5b4a3f2e1d0c9b8a7f6e5d4c

Tom Kaczmarek
Girls Basketball, South Wexford HS
412-555-0117`,
};

const cubaRunnerNote: Original = {
  from: "Linda Beaird <lbeaird@crawfordbluffs.k12.example>",
  to: "lbachmann@cedarridge.edu",
  date: "2026-11-21 12:10:00 -06:00",
  subject: "FW: distance runner - class of 2027",
  ...compose(
    `Coach Bachmann - passing along a note from one of my distance runners. Jaelyn is the real deal and a great teammate.

Linda Beaird
Cross Country & Track, Crawford Bluffs HS`,
    forwardedBlock("outlook-live", {
      from: "Jaelyn Mertens <jaelynmertens27@gmail.com>",
      to: "lbeaird@crawfordbluffs.k12.example",
      date: "2026-11-20 20:44:00 -06:00",
      subject: "distance runner - class of 2027",
      text: `Coach Beaird,
Can you forward this to the Cedar Ridge coach? Thanks!

Hi Coach,

My name is Jaelyn Mertens and I'm a senior distance runner at Crawford Bluffs High School in Cuba, Missouri. Class of 2027.

PRs:
1600m - 5:01.8
3200m - 10:52.4

I placed 6th at the Class 3 state cross country meet in Columbia this fall.
GPA 3.93

Thank you!
Jaelyn`,
    }),
    "outlook",
  ),
};

const lochRavenGoalie: Original = {
  from: "Bridget Connelly <bconnelly@lochravencrossing.k12.example>",
  to: "creddy@cedarridge.edu",
  date: "2026-11-20 14:35:00 -05:00",
  subject: "Goalie - Class of 2028 - Nora Whitacre",
  text: `Coach Reddy,

I'm the head girls lacrosse coach at Loch Raven Crossing High School in Towson, Maryland, and I'd like to introduce our goalie, Nora Whitacre (2028). Nora started every game as a sophomore, saved 58% and helped us reach the state semifinals in Owings Mills. She plays club for Chesapeake Hawks 2028 Gold.

Nora is 5'8" and carries a 4.2 weighted GPA.
Email: nora.whitacre@gmail.com
Film: https://www.youtube.com/watch?v=Nw8Ht3Gk6Lc

Bridget Connelly
Head Coach, Girls Lacrosse
Loch Raven Crossing HS`,
};

// ---------------------------------------------------------------------------------------------------------------
// Look-alikes: towns everywhere, nobody introduced
// ---------------------------------------------------------------------------------------------------------------

const qualifierWelcome: Original = {
  from: "Heart of America Qualifier <info@hoaqualifier.example>",
  to: "renata.pryce.h8v2@scout.inboxscout.app",
  date: "2026-11-17 10:00:00 -06:00",
  subject: "College coach packet - Heart of America Qualifier, Kansas City, MO",
  text: `Welcome, college coaches!

The Heart of America Qualifier runs Friday through Sunday at the Bartle Hall courts, 301 W 13th St, Kansas City, MO 64105. Coach check-in opens at 7:30 AM at the south lobby.

Your packet includes team rosters for all 18s, 17s and 16s Open and USA divisions. Club home towns are listed beside each team (for example, Dakota Rise 16 Elite - Sioux Falls, SD; Gateway Storm 17 Elite - Chesterfield, MO; Red Earth 16 Black - Oklahoma City, OK).

Coach parking: the Auditorium garage on Wyandotte St. Coach hotel: Prairie Stay Suites, Overland Park, KS (code HOAQ26).

Questions? Text the coach desk at 816-555-0100.`,
};

const hotelBlock: Original = {
  from: "Prairie Stay Suites Reservations <reservations@prairiestay.example>",
  to: "rpryce@tallgrassstate.edu",
  date: "2026-11-05 14:12:00 -06:00",
  subject: "Confirmation #PS-44817 - Tallgrass State Volleyball, Lawrence, KS",
  text: `Dear Renata Pryce,

Thank you for booking with Prairie Stay Suites Lawrence, 2900 Iowa St, Lawrence, KS 66046.

Group: Tallgrass State University Volleyball
Arrival: Thursday, December 3
Departure: Saturday, December 5
Rooms: 9 double queens, 2 kings

Check-in is at 3 PM. A hot breakfast is served from 6 to 9:30 AM. Bus parking is on the east side of the building.

We look forward to hosting your team.
Prairie Stay Suites Lawrence
785-555-0190`,
};

const showcaseInvite: Original = {
  from: "Gateway Storm Volleyball Club <events@gatewaystormvbc.example>",
  to: "renata.pryce.h8v2@scout.inboxscout.app",
  date: "2026-11-12 09:00:00 -06:00",
  subject: "You're invited: Gateway Storm Winter Showcase, St. Charles, MO",
  text: `Coaches,

Gateway Storm invites you to our Winter Showcase on January 10 at the Family Arena fieldhouse in St. Charles, MO. Twenty-four teams from Missouri, Illinois, Iowa and Kansas, 15s through 18s, with athletes from Columbia, Springfield, Quincy, Cedar Rapids and Wichita.

College coaches get free admission, lunch and a digital roster with each player's home town, school and contact info.

RSVP by December 20: https://gatewaystormvbc.example/showcase

Dre Holloway
Gateway Storm Volleyball Club
905 Industrial Blvd, Chesterfield, MO 63005`,
};

const campAd: Original = {
  from: "Plains Prep Skills Camps <camps@plainsprepcamps.example>",
  to: "wes.kaminski.t4n7@scout.inboxscout.app",
  date: "2026-11-10 11:00:00 -06:00",
  subject: "Hiring college coaches: Winter Pitching & Catching Camp, Wichita, KS",
  text: `Hello coach,

Plains Prep Skills Camps is hiring college coaches to work our Winter Pitching & Catching Camp, January 24-25 at the Sedgwick County Fieldhouse in Wichita, KS. Last year's campers came from Salina, Hutchinson, Emporia, Enid and Joplin.

Pay is $400 a day plus mileage. Reply with your availability and we'll send the staff packet.

Plains Prep Skills Camps
Wichita, Kansas
316-555-0191`,
};

const parentCampQuestion: Original = {
  from: "Shannon Kirkpatrick <skirkpatrick77@gmail.com>",
  to: "rpryce@tallgrassstate.edu",
  date: "2026-11-14 20:40:00 -06:00",
  subject: "youth camp question",
  text: `Hi Coach Pryce,

We're moving from Omaha, NE to Hays next summer for my job at the hospital. My daughter is in 6th grade and loves volleyball. Does Tallgrass State run any youth camps in June or July, and is there a local club in Hays you would recommend?

Thanks so much,
Shannon Kirkpatrick`,
};

const commitmentsNewsletter: Original = {
  from: "North Star Juniors <news@northstarjuniors.example>",
  to: "renata.pryce.h8v2@scout.inboxscout.app",
  date: "2026-11-16 08:00:00 -06:00",
  subject: "North Star Juniors | November commitments",
  text: `NORTH STAR JUNIORS VOLLEYBALL - November news

Congratulations to our newest college commits!
- Avery Lund (Burnsville, MN) - 18 Navy - committed to Lakeshore State
- Rosalind Kapoor (Woodbury, MN) - 18 Teal - committed to Granite Bluff College
- Paige Ostrowski (Hudson, WI) - 17 Navy - committed to Iron Range University

Tryouts for the 2027 season are December 6 at our Eagan facility, 3300 Pilot Knob Rd, Eagan, MN.

Go Stars!`,
};

const allAreaTeam: Original = {
  from: "Sports Desk <sports@lakecountrygazette.example>",
  to: "garceneaux@cedarridge.edu",
  date: "2026-11-21 06:00:00 -06:00",
  subject: "Gazette All-Area Girls Basketball Team",
  text: `The Lake Country Gazette's All-Area Girls Basketball Team

Player of the Year: Jolene Akers, Sr., Hot Springs Village (19.6 ppg)
First team:
Maya Crenshaw, Jr., Benton
Tasia Woodard, Sr., Bryant
Lindy Voss, So., Malvern
Brielle Hatch, Sr., Arkadelphia

Coach of the Year: Ron Tibbets, Benton

Honorable mention: players from Bauxite, Glen Rose, Sheridan and Bismarck.

Compiled from nominations by area coaches.`,
};

const serviceBlast: Original = {
  from: "Prospect Atlas <alerts@prospectatlas.example>",
  to: "wes.kaminski.t4n7@scout.inboxscout.app",
  date: "2026-11-19 07:00:00 -05:00",
  subject: "3 catchers near Port Huron, MI match your search",
  text: `Prospect Atlas - Saved search: C, 2028, within 300 miles of Port Huron, MI

1. Addison Kerr - C/3B - 2028 - Sarnia, ON - 3.6 GPA
2. Morgan Vukovich - C - 2028 - Toledo, OH - 3.9 GPA
3. Jada Pellerin - C/1B - 2028 - Flint, MI - 3.4 GPA

View full profiles: https://prospectatlas.example/search/88213

You're receiving this because you saved this search. Manage alerts: https://prospectatlas.example/alerts`,
};

const travelItinerary: Original = {
  from: "Kirsten Bolle <kbolle@tallgrassstate.edu>",
  to: "rpryce@tallgrassstate.edu",
  date: "2026-11-20 16:20:00 -06:00",
  subject: "Travel itinerary - Emporia and Lawrence",
  text: `Renata,

Final itinerary for next week:

Wed 12/2 - bus departs Gross Coliseum, Hays, 11:00 AM
Wed 12/2 - arrive Emporia, team dinner at 5:30
Thu 12/3 - match at Emporia Flint Hills University 7:00 PM
Thu 12/3 - drive to Lawrence after the match, Prairie Stay Suites
Sat 12/5 - match at Kaw Valley College 1:00 PM, return to Hays

Per diem envelopes will be in the equipment room Tuesday.

Kirsten Bolle
Director of Operations, Tallgrass State Volleyball`,
};

const officialVisitLodging: Original = {
  from: "Tallgrass State Compliance <compliance@tallgrassstate.edu>",
  to: "rpryce@tallgrassstate.edu",
  date: "2026-11-18 11:30:00 -06:00",
  subject: "Official visit approved - lodging in Hays",
  text: `Coach Pryce,

The official visit for prospect Camryn Tuttle (O'Fallon, IL) on December 11-13 is approved. Lodging is booked at the Fort Hays Inn, 1210 Vine St, Hays, KS. Please keep receipts for all meals and submit the visit form within five days of her departure.

Compliance Office
Tallgrass State University`,
};

const leagueResults: Original = {
  from: "Salina Summer Sand League <results@salinasand.example>",
  to: "renata.pryce.h8v2@scout.inboxscout.app",
  date: "2026-11-01 18:00:00 -05:00",
  subject: "Fall doubles final standings - Salina, KS",
  text: `Salina Summer Sand League - fall doubles, final standings

1. Brynlee Ochs / Marin Dewitt (Abilene / Salina) - 9-1
2. Tova Reimer / Kyla Banks (McPherson / Lindsborg) - 8-2
3. Jessa Molina / Quinn Harter (Salina / Ellsworth) - 6-4

Spring league registration opens February 1 at the Oakdale Park courts, Salina, KS.`,
};

const coachDirectionsLetter: Original = {
  from: "Renata Pryce <rpryce@tallgrassstate.edu>",
  to: "camryn.tuttle27@gmail.com",
  cc: "renata.pryce.h8v2@scout.inboxscout.app",
  date: "2026-11-22 10:15:00 -06:00",
  subject: "Your visit to Hays - directions and schedule",
  text: `Camryn,

We're so excited to host you on December 11! From O'Fallon it's about seven hours: I-70 west through Kansas City and Salina, then exit 159 for Hays. Park in the lot east of Gross Coliseum and text me when you arrive.

Friday: campus tour, dinner with the team
Saturday: practice, meeting with academic advising, Tigers football viewing party
Sunday: breakfast with the staff, depart by noon

See you soon,
Coach Pryce`,
};

export const FOURTEENTH_VOICE: readonly CorpusEntry[] = [
  {
    name: "v14-athlete-qualifier-kansas-city-gmail",
    family: "v14-athlete-tessa-marchetti",
    tags: ["fwd:gmail", "lang:en", "sport:volleyball", "place:event-town-first", "place:school-in-town", "trap:coach-signature-address"],
    label: recruiting("athlete", {
      first_name: "Tessa", last_name: "Marchetti", grad_year: 2028, positions: ["OH"], height_inches: 72, club_team: "KC Crossfire 16 Red",
      high_school: "Raintree Hollow High School", city: "Lee's Summit", state: "MO", gpa: 3.74, email: "tessamarchetti28@gmail.com", phone: "+18165550131",
      video_urls: ["https://www.hudl.com/video/3/71820456/5e4d3c2b1a09f8e7d6c5b4a3"],
    }),
    message: fwd("gmail", PRYCE, "2026-11-19 07:30:00 -06:00", qualifierThisWeekend),
  },
  {
    name: "v14-athlete-independence-catcher-outlook-live",
    family: "v14-athlete-marisol-ybarra",
    tags: ["fwd:outlook-live", "lang:en", "sport:softball", "place:city-is-a-word", "place:event-towns"],
    label: recruiting("athlete", {
      first_name: "Marisol", last_name: "Ybarra", grad_year: 2027, positions: ["C"], height_inches: 66, club_team: "Show-Me Sluggers 18U - Dorsey",
      high_school: "Van Horn Crossing High School", city: "Independence", state: "MO", gpa: 3.45, email: "marisol.ybarra2027@outlook.com", phone: "+18165550147",
      video_urls: ["https://youtu.be/Mx7Yb2Ct9Rk"],
    }),
    message: fwd("outlook-live", KAMINSKI, "2026-11-10 08:05:00 -05:00", independenceCatcher),
  },
  {
    name: "v14-athlete-mission-libero-apple-mac",
    family: "v14-athlete-liesl-brandauer",
    tags: ["fwd:apple-mac", "lang:en", "sport:volleyball", "place:city-is-a-word", "place:town-in-school-name", "place:event-town"],
    label: recruiting("athlete", {
      first_name: "Liesl", last_name: "Brandauer", grad_year: 2029, positions: ["L/DS"], height_inches: 65, club_team: "Sunflower Elite 15 Royal",
      high_school: "Shawnee Mission Heights High School", city: "Mission", state: "KS", gpa: 3.96, email: "lieslbrandauer@icloud.com",
      video_urls: ["https://www.hudl.com/video/3/66019283/0a9b8c7d6e5f4a3b2c1d0e9f"],
    }),
    message: fwd("apple-mac", PRYCE, "2026-11-06 08:00:00 -06:00", missionLibero),
  },
  {
    name: "v14-athlete-normal-middle-outlook-2019",
    family: "v14-athlete-jadyn-okoro",
    tags: ["fwd:outlook-2019", "lang:en", "sport:volleyball", "place:city-is-a-word", "place:town-in-school-name", "place:club-town"],
    label: recruiting("athlete", {
      first_name: "Jadyn", last_name: "Okoro", grad_year: 2027, positions: ["MB"], height_inches: 74, club_team: "Corn Belt VBC 17 Gold",
      high_school: "Normal Prairie High School", city: "Normal", state: "IL", gpa: 3.58, email: "jadyn.okoro27@gmail.com",
      video_urls: ["https://www.youtube.com/watch?v=Jo4Kr8Mb2Lx"],
    }),
    message: fwd("outlook-2019", PRYCE, "2026-11-12 09:10:00 -06:00", normalMiddle),
  },
  {
    name: "v14-athlete-orange-pitcher-yahoo",
    family: "v14-athlete-keilani-fonoti",
    tags: ["fwd:yahoo", "lang:en", "sport:softball", "place:city-is-a-word", "place:event-town"],
    label: recruiting("athlete", {
      first_name: "Keilani", last_name: "Fonoti", grad_year: 2028, positions: ["P"], height_inches: 69, club_team: "SoCal Firecrackers 16U - Alvarez",
      high_school: "El Modena Vista High School", city: "Orange", state: "CA", gpa: 3.9, email: "keilanifonoti@yahoo.com", phone: "+17145550152",
      video_urls: ["https://www.youtube.com/watch?v=Kf2Lp9Hn4Rw"],
    }),
    message: fwd("yahoo", KAMINSKI, "2026-11-04 10:00:00 -05:00", orangePitcher),
  },
  {
    name: "v14-athlete-jordan-center-back-gmail",
    family: "v14-athlete-greta-solheim",
    tags: ["fwd:gmail", "lang:en", "sport:soccer", "place:city-is-a-name", "place:near-a-city", "place:event-town"],
    label: recruiting("athlete", {
      first_name: "Greta", last_name: "Solheim", grad_year: 2027, positions: ["center back"], height_inches: 68, club_team: "Cannon River SC 08G ECNL-RL",
      high_school: "Sand Creek Valley High School", city: "Jordan", state: "MN", gpa: 3.67, email: "gretasolheim09@gmail.com", phone: "+19525550138",
      video_urls: ["https://vimeo.com/912204873"],
    }),
    message: fwd("gmail", SATO, "2026-11-15 08:45:00 -06:00", jordanCenterBack),
  },
  {
    name: "v14-athlete-carmel-school-elsewhere-outlook-new",
    family: "v14-athlete-amara-whitlow",
    tags: ["fwd:outlook-new", "lang:en", "sport:basketball", "place:town-in-school-name", "place:event-town"],
    label: recruiting("athlete", {
      first_name: "Amara", last_name: "Whitlow", grad_year: 2028, positions: ["point guard"], height_inches: 67, club_team: "Indy Lady Flight 16U",
      high_school: "Westfield Prairie High School", city: "Carmel", state: "IN", gpa: 3.81, email: "amarawhitlow.hoops@gmail.com", phone: "+13175550140",
      video_urls: ["https://www.hudl.com/video/3/80034512/9f8e7d6c5b4a39281706f5e4"],
    }),
    message: fwd("outlook-new", ARCENEAUX, "2026-11-17 07:20:00 -06:00", carmelPointGuard),
  },
  {
    name: "v14-athlete-mississauga-setter-thunderbird",
    family: "v14-athlete-priya-natarajan",
    tags: ["fwd:thunderbird", "lang:en", "sport:volleyball", "place:canada-province-spelled", "place:event-town", "gpa:percent"],
    label: recruiting("athlete", {
      first_name: "Priya", last_name: "Natarajan", grad_year: 2027, positions: ["S"], height_inches: 70, club_team: "Lakeshore Titans 17U",
      high_school: "Lakeview Heights Collegiate Institute", city: "Mississauga", state: "ON", email: "priya.natarajan.vb@gmail.com", phone: "+19055550144",
      video_urls: ["https://www.youtube.com/watch?v=Pn6St3Vb8Qe"],
    }),
    message: fwd("thunderbird", PRYCE, "2026-11-09 10:30:00 -06:00", mississaugaSetter),
  },
  {
    name: "v14-athlete-campinas-opposite-gmail-pt",
    family: "v14-athlete-luana-ferreira",
    tags: ["fwd:gmail-pt", "lang:en", "sport:volleyball", "place:abroad", "place:region-named", "place:event-town", "height:metric"],
    label: recruiting("athlete", {
      first_name: "Luana", last_name: "Ferreira", grad_year: 2027, positions: ["RS/OPP"], height_inches: 73.2, club_team: "Clube Atlético Barão Geraldo",
      high_school: "Colégio Ipê Amarelo", city: "Campinas", state: null, email: "luana.ferreira.vb@gmail.com",
      video_urls: ["https://www.youtube.com/watch?v=Lf3Br8Cp6Op"],
    }),
    message: fwd("gmail-pt", PRYCE, "2026-11-03 09:00:00 -06:00", campinasOpposite),
  },
  {
    name: "v14-athlete-leeds-keeper-outlook-live",
    family: "v14-athlete-imogen-hartley-shaw",
    tags: ["fwd:outlook-live", "lang:en", "sport:soccer", "place:abroad", "place:labelled-with-county", "place:event-state"],
    label: recruiting("athlete", {
      first_name: "Imogen", last_name: "Hartley-Shaw", grad_year: 2027, positions: ["goalkeeper"], height_inches: 69, club_team: "Leeds Northside WFC U18",
      high_school: "Allerton Park Academy", city: "Leeds", state: null, email: "imogen.hartleyshaw@outlook.com",
      video_urls: ["https://youtu.be/Ih2Gk5Ls8Vx"],
    }),
    message: fwd("outlook-live", SATO, "2026-11-11 08:15:00 -06:00", leedsKeeper),
  },
  {
    name: "v14-athlete-moved-to-texas-outlook-mac",
    family: "v14-athlete-brooklyn-aldana",
    tags: ["fwd:outlook-mac", "lang:en", "sport:softball", "place:moved", "place:former-club-town", "place:event-town"],
    label: recruiting("athlete", {
      first_name: "Brooklyn", last_name: "Aldana", grad_year: 2028, positions: ["SS", "2B"], height_inches: 64, club_team: "DFW Vipers 16U Gold",
      high_school: "Marcus Ridge HS", city: "Flower Mound", state: "TX", gpa: 3.88, email: "brooklyn.aldana28@gmail.com", phone: "+19405550126",
      video_urls: ["https://www.youtube.com/watch?v=Ba8Ld3Sr5Mn"],
    }),
    message: fwd("outlook-mac", KAMINSKI, "2026-11-07 09:40:00 -05:00", movedToTexas),
  },
  {
    name: "v14-athlete-bay-area-no-town-apple-ios",
    family: "v14-athlete-sofia-lindqvist",
    tags: ["fwd:apple-ios", "lang:en", "sport:volleyball", "place:region-only", "place:event-town", "lowercase"],
    label: recruiting("athlete", {
      first_name: "Sofia", last_name: "Lindqvist", grad_year: 2029, positions: ["RS/OPP"], height_inches: 73, club_team: "Bay Breakers 15 Black",
      high_school: "Mission Crest Prep", gpa: 3.7, email: "sofialindqvist2029@gmail.com", phone: "+15105550119",
      video_urls: ["https://www.hudl.com/video/3/55501234/7a6b5c4d3e2f1a0b9c8d7e6f"],
    }),
    message: fwd("apple-ios", PRYCE, "2026-11-13 08:00:00 -06:00", bayAreaRightSide),
  },
  {
    name: "v14-athlete-no-home-given-gmail-narrow",
    family: "v14-athlete-harper-quinlan",
    tags: ["fwd:gmail-narrow", "lang:en", "sport:lacrosse", "place:none", "place:college-town", "place:event-town"],
    label: recruiting("athlete", {
      first_name: "Harper", last_name: "Quinlan", grad_year: 2028, positions: ["attacker"], height_inches: 66, club_team: "Chesapeake Riptide 2028 Elite",
      gpa: 4.1, email: "harperquinlan.lax@gmail.com", phone: "+14435550161",
      video_urls: ["https://www.youtube.com/watch?v=Hq9Lx2At7Cs"],
    }),
    message: fwd("gmail-narrow", REDDY, "2026-11-20 07:00:00 -06:00", noHomeAttacker),
  },
  {
    name: "v14-athlete-setter-from-ga-direct-iphone",
    family: "v14-athlete-nia-ballard",
    tags: ["direct", "lang:en", "sport:volleyball", "place:code-only", "place:event-town", "very-short"],
    label: recruiting("athlete", {
      first_name: "Nia", last_name: "Ballard", grad_year: 2027, positions: ["S"], height_inches: 68, club_team: "Peachtree Smash 17 Blue",
      state: "GA", gpa: 3.6, email: "niaballard2027@icloud.com", phone: "+14045550165",
      video_urls: ["https://www.hudl.com/video/3/44120987/3c2b1a0f9e8d7c6b5a4f3e2d"],
    }),
    message: original(setterFromGa, "iphone"),
  },
  {
    name: "v14-athlete-hattiesburg-ap-style-gmail",
    family: "v14-athlete-caroline-pruitt",
    tags: ["fwd:gmail", "lang:en", "sport:softball", "place:ap-abbreviation", "place:signature", "place:event-towns"],
    label: recruiting("athlete", {
      first_name: "Caroline", last_name: "Pruitt", grad_year: 2029, positions: ["OF"], club_team: "Gulf South Bombers 15U",
      high_school: "Oak Grove Ridge High School", city: "Hattiesburg", state: "MS", gpa: 3.97, email: "caroline.pruitt.sb@gmail.com", phone: "+16015550172",
      video_urls: ["https://www.youtube.com/watch?v=Cp7Gs4Ob2Wn"],
    }),
    message: fwd("gmail", KAMINSKI, "2026-11-05 08:30:00 -05:00", hattiesburgOutfielder),
  },
  {
    name: "v14-athlete-hotel-overland-park-outlook-new-nobar",
    family: "v14-athlete-kenna-rasmussen",
    tags: ["fwd:outlook-new-nobar", "lang:en", "sport:volleyball", "place:hotel", "place:state-spelled", "place:town-in-school-name"],
    label: recruiting("athlete", {
      first_name: "Kenna", last_name: "Rasmussen", grad_year: 2028, positions: ["MB"], height_inches: 73, club_team: "Dakota Rise 16 Elite",
      high_school: "Lincoln Plains High School", city: "Sioux Falls", state: "SD", gpa: 3.92, email: "kenna.rasmussen@gmail.com", phone: "+16055550149",
      video_urls: ["https://www.hudl.com/video/3/60213344/1b2c3d4e5f6a7b8c9d0e1f2a"],
    }),
    message: fwd("outlook-new-nobar", PRYCE, "2026-11-18 08:10:00 -06:00", hotelOverlandPark),
  },
  {
    name: "v14-athlete-beloit-club-in-rockford-outlook-2013",
    family: "v14-athlete-josie-kettering",
    tags: ["fwd:outlook-2013", "lang:en", "sport:volleyball", "place:club-town", "place:state-spelled"],
    label: recruiting("athlete", {
      first_name: "Josie", last_name: "Kettering", grad_year: 2028, positions: ["L/DS"], height_inches: 64, club_team: "Rock River VBC 16 Black",
      high_school: "Turtle Creek High School", city: "Beloit", state: "WI", gpa: 3.77, email: "josiekettering@gmail.com", phone: "+16085550153",
      video_urls: ["https://youtu.be/Jk5Rv8Db1Lb"],
    }),
    message: fwd("outlook-2013", PRYCE, "2026-11-14 07:55:00 -06:00", beloitLibero),
  },
  {
    name: "v14-athlete-ankeny-college-town-first-gmail",
    family: "v14-athlete-reese-halvorsen",
    tags: ["fwd:gmail", "lang:en", "sport:basketball", "place:college-town", "place:relative-town", "place:school-in-brackets"],
    label: recruiting("athlete", {
      first_name: "Reese", last_name: "Halvorsen", grad_year: 2027, positions: ["wing"], height_inches: 71, club_team: "Iowa Fury Elite 17U",
      high_school: "Ankeny Prairie Ridge High School", city: "Ankeny", state: "IA", gpa: 3.69, email: "reese.halvorsen27@gmail.com", phone: "+15155550167",
      video_urls: ["https://www.youtube.com/watch?v=Rh5Wg2Nk8Tz"],
    }),
    message: fwd("gmail", ARCENEAUX, "2026-11-30 08:00:00 -06:00", ankenyWing),
  },
  {
    name: "v14-athlete-waco-lowercase-apple-ios",
    family: "v14-athlete-kaydence-moreno",
    tags: ["fwd:apple-ios", "lang:en", "sport:softball", "place:lowercase-state-spelled", "place:event-town", "lowercase"],
    label: recruiting("athlete", {
      first_name: "Kaydence", last_name: "Moreno", grad_year: 2029, positions: ["C", "3B"], height_inches: 67, club_team: "Central TX Lady Heat 15U",
      high_school: "Midway Park HS", city: "Waco", state: "TX", gpa: 3.5, email: "kaydencemoreno29@gmail.com", phone: "+12545550128",
      video_urls: ["https://youtu.be/Km2Ct7Wx4Ac"],
    }),
    message: fwd("apple-ios", KAMINSKI, "2026-11-16 08:20:00 -05:00", wacoLowercase),
  },
  {
    name: "v14-athlete-eagan-street-address-gmail",
    family: "v14-athlete-audra-lindgren-paz",
    tags: ["fwd:gmail", "lang:en", "sport:volleyball", "place:street-address", "place:event-towns"],
    label: recruiting("athlete", {
      first_name: "Audra", last_name: "Lindgren-Paz", grad_year: 2028, positions: ["RS/OPP", "OH"], height_inches: 72, club_team: "North Star Juniors 16 Navy",
      high_school: "Thomas Lake Academy", city: "Eagan", state: "MN", gpa: 3.9, email: "audra.lp2028@gmail.com", phone: "+16515550134",
      video_urls: ["https://www.hudl.com/video/3/73920011/6f5e4d3c2b1a0f9e8d7c6b5a"],
    }),
    message: fwd("gmail", PRYCE, "2026-11-08 09:00:00 -06:00", eaganStreetAddress),
  },
  {
    name: "v14-parent-dad-office-fargo-outlook-live",
    family: "v14-parent-trevor-vang",
    tags: ["fwd:outlook-live", "lang:en", "sport:volleyball", "place:parent-office", "place:club-town", "place:subject"],
    label: recruiting("parent", {
      first_name: "Mai", last_name: "Vang", grad_year: 2028, positions: ["S"], height_inches: 69, club_team: "Red River Juniors 16 Black",
      high_school: "Sheyenne Bluffs High School", city: "West Fargo", state: "ND", gpa: 3.95, email: "maivang2028@gmail.com", phone: "+17015550176",
      video_urls: ["https://www.youtube.com/watch?v=Mv5Vg2St8Rr"],
    }),
    message: fwd("outlook-live", PRYCE, "2026-11-10 16:00:00 -06:00", dadOfficeFargo),
  },
  {
    name: "v14-parent-mom-credit-union-no-home-gmail",
    family: "v14-parent-colleen-ashby",
    tags: ["fwd:gmail", "lang:en", "sport:softball", "place:parent-office", "place:none", "place:event-town"],
    label: recruiting("parent", {
      first_name: "Tatum", last_name: "Ashby", grad_year: 2029, positions: ["P"], height_inches: 70, club_team: "Heartland Havoc 15U Gold",
      high_school: "Plum Creek High School", gpa: 4.0, email: "tatum.ashby29@gmail.com",
      video_urls: ["https://youtu.be/Ta8Sh3Pk1Dc"],
    }),
    message: fwd("gmail", KAMINSKI, "2026-11-12 14:00:00 -05:00", momCreditUnion),
  },
  {
    name: "v14-parent-relocated-to-idaho-apple-mac",
    family: "v14-parent-rachel-brandvold",
    tags: ["fwd:apple-mac", "lang:en", "sport:soccer", "place:moved", "place:old-town-phone", "place:event-town"],
    label: recruiting("parent", {
      first_name: "Elsie", last_name: "Brandvold", grad_year: 2027, positions: ["outside back"], height_inches: 65, club_team: "Treasure Valley Rapids 08G ECNL-RL",
      high_school: "Rocky Butte High School", city: "Meridian", state: "ID", gpa: 3.72, email: "elsie.brandvold@gmail.com", phone: "+15095550181",
      video_urls: ["https://www.youtube.com/watch?v=Eb7Rd4Sv2Lw"],
    }),
    message: fwd("apple-mac", SATO, "2026-11-10 09:30:00 -06:00", relocatedToIdaho),
  },
  {
    name: "v14-parent-grandpa-peoria-yahoo",
    family: "v14-parent-walt-strickland",
    tags: ["fwd:yahoo", "lang:en", "sport:volleyball", "place:writer-town", "place:region", "role:grandparent"],
    label: recruiting("parent", {
      first_name: "Hallie", last_name: "Prochaska", grad_year: 2028, positions: ["OH"], height_inches: 71, club_team: "Mississippi Valley VBC 16 Red",
      high_school: "Crow Creek High School", city: "Bettendorf", state: "IA", gpa: 3.6, email: "halliepro28@gmail.com",
      video_urls: ["https://www.hudl.com/video/3/58812340/4d3c2b1a0f9e8d7c6b5a4f3e"],
    }),
    message: fwd("yahoo", PRYCE, "2026-11-15 13:00:00 -06:00", grandpaPeoria),
  },
  {
    name: "v14-parent-monterrey-dad-gmail-es",
    family: "v14-parent-hector-garza",
    tags: ["fwd:gmail-es", "lang:en", "sport:softball", "place:abroad", "place:region-and-country", "place:event-towns", "height:metric", "second-language"],
    label: recruiting("parent", {
      first_name: "Ximena", last_name: "Garza", grad_year: 2028, positions: ["C"], height_inches: 65, club_team: "Sultanes Femenil Sub-18",
      high_school: "Colegio Valle Alto", city: "Monterrey", state: null, email: "ximena.garza28@gmail.com",
      video_urls: ["https://youtu.be/Xg4Cr7Mt2Bn"],
    }),
    message: fwd("gmail-es", KAMINSKI, "2026-11-07 08:00:00 -05:00", monterreyDad),
  },
  {
    name: "v14-club-coach-gateway-storm-address-gmail",
    family: "v14-club-gateway-storm",
    tags: ["fwd:gmail", "lang:en", "sport:volleyball", "place:club-address", "place:state-spelled", "place:event-town"],
    label: recruiting("club_coach", {
      first_name: "Camryn", last_name: "Tuttle", grad_year: 2027, positions: ["OH"], height_inches: 73, club_team: "Gateway Storm 17 Elite",
      high_school: "Shiloh Ridge High School", city: "O'Fallon", state: "IL", gpa: 3.84, email: "camryn.tuttle27@gmail.com", phone: "+16185550183",
      video_urls: ["https://www.hudl.com/video/3/49012356/8e7d6c5b4a3f2e1d0c9b8a7f"],
    }),
    message: fwd("gmail", PRYCE, "2026-11-16 17:30:00 -06:00", gatewayStormOfallon),
  },
  {
    name: "v14-club-coach-sparks-no-home-outlook-new",
    family: "v14-club-kc-sparks",
    tags: ["fwd:outlook-new", "lang:en", "sport:softball", "place:none", "place:club-town", "place:event-town"],
    label: recruiting("club_coach", {
      first_name: "Maddie", last_name: "Oyler", grad_year: 2027, positions: ["C", "1B"], height_inches: 68, club_team: "KC Sparks 18U National",
      high_school: "Park Ridge North High School", gpa: 3.41, email: "maddie.oyler@icloud.com",
      video_urls: ["https://www.youtube.com/watch?v=Mo3Yl8Cn5Kp"],
    }),
    message: fwd("outlook-new", KAMINSKI, "2026-11-11 12:00:00 -05:00", sparksNoHome),
  },
  {
    name: "v14-multi-club-coach-red-earth-pair-apple-mac",
    family: "v14-club-red-earth",
    tags: ["fwd:apple-mac", "lang:en", "sport:volleyball", "multi-athlete", "place:school-town-in-brackets", "place:club-address", "place:event-town"],
    label: severalAthletes("club_coach", [
      {
        first_name: "Kenna", last_name: "Whitebird", grad_year: 2028, positions: ["MB"], height_inches: 74, club_team: "Red Earth 16 Black", high_school: "Deer Creek Trails HS",
        city: "Edmond", state: "OK", gpa: 3.7, email: "kennawhitebird@gmail.com", phone: "+14055550186", video_urls: ["https://www.hudl.com/video/3/60098877/0e1f2a3b4c5d6e7f8a9b0c1d"],
      },
      {
        first_name: "Rylee", last_name: "Sandoval", grad_year: 2028, positions: ["S"], height_inches: 70, club_team: "Red Earth 16 Black", high_school: "Yukon Prairie HS",
        city: "Yukon", state: "OK", gpa: 4.0, email: "ryleesandoval28@gmail.com", phone: "+14055550187",
      },
    ]),
    message: fwd("apple-mac", PRYCE, "2026-11-18 12:00:00 -06:00", redEarthPair),
  },
  {
    name: "v14-club-coach-chinook-lethbridge-gmail",
    family: "v14-club-chinook",
    tags: ["fwd:gmail", "lang:en", "sport:volleyball", "place:canada-province-spelled", "place:club-town", "place:event-town"],
    label: recruiting("club_coach", {
      first_name: "Ashlyn", last_name: "Redcrow", grad_year: 2027, positions: ["L/DS"], height_inches: 66, club_team: "Chinook Volleyball Club",
      high_school: "Coalbanks Collegiate", city: "Lethbridge", state: "AB", gpa: 3.9, email: "ashlyn.redcrow@outlook.com",
      video_urls: ["https://www.youtube.com/watch?v=Ar6Rc2Ll9Pq"],
    }),
    message: fwd("gmail", PRYCE, "2026-11-09 08:00:00 -06:00", chinookLethbridge),
  },
  {
    name: "v14-club-coach-forwards-mission-note-gmail-outlook-live",
    family: "v14-club-valley-vipers",
    tags: ["fwd:outlook-live", "lang:en", "sport:softball", "nested", "role:external-forwarder", "place:city-is-a-word", "place:club-town"],
    label: recruiting("club_coach", {
      first_name: "Alina", last_name: "Treviño", grad_year: 2028, positions: ["3B", "1B"], height_inches: 67, club_team: "Valley Vipers 16U Gold",
      high_school: "Bentsen Palm High School", city: "Mission", state: "TX", gpa: 3.62, email: "alina.trevino28@gmail.com", phone: "+19565550189",
      video_urls: ["https://youtu.be/At5Tr9Vv3Mz"],
    }),
    message: fwd("outlook-live", KAMINSKI, "2026-11-13 10:15:00 -05:00", vipersMissionNote),
  },
  {
    name: "v14-club-coach-shore-storm-brick-outlook-2019",
    family: "v14-club-shore-storm",
    tags: ["fwd:outlook-2019", "lang:en", "sport:field-hockey", "place:city-is-a-word", "place:club-town", "trap:parent-phone"],
    label: recruiting("club_coach", {
      first_name: "Delaney", last_name: "Moss", grad_year: 2028, positions: ["center midfielder"], height_inches: 65, club_team: "Shore Storm U17 Elite",
      high_school: "Metedeconk Regional High School", city: "Brick", state: "NJ", gpa: 3.95, email: "delaneymoss28@gmail.com",
      video_urls: ["https://www.youtube.com/watch?v=Dm4Ss8Fh2Qt"],
    }),
    message: fwd("outlook-2019", REDDY, "2026-11-15 08:00:00 -06:00", shoreStormBrick),
  },
  {
    name: "v14-hs-coach-school-address-outlook-2019",
    family: "v14-hs-mason-ridge",
    tags: ["fwd:outlook-2019", "lang:en", "sport:volleyball", "place:school-address"],
    label: recruiting("high_school_coach", {
      first_name: "Sloane", last_name: "Petrakis", grad_year: 2027, positions: ["S"], height_inches: 69, club_team: "Queen City Crush 18 Black",
      high_school: "Mason Ridge High School", city: "Mason", state: "OH", gpa: 4.0, email: "sloane.petrakis@gmail.com",
    }),
    message: fwd("outlook-2019", PRYCE, "2026-11-20 07:30:00 -06:00", masonRidgeAddress),
  },
  {
    name: "v14-hs-coach-town-alone-thunderbird",
    family: "v14-hs-south-wexford",
    tags: ["fwd:thunderbird", "lang:en", "sport:basketball", "place:town-no-state", "place:town-in-school-name"],
    label: recruiting("high_school_coach", {
      first_name: "Ava", last_name: "Rinaldi", grad_year: 2028, positions: ["forward"], height_inches: 73, club_team: "Pittsburgh Lady Steel 17U",
      high_school: "South Wexford High School", city: "Gibsonia", state: null, gpa: 3.7, email: "avarinaldi28@gmail.com",
      video_urls: ["https://www.hudl.com/video/3/61234987/5b4a3f2e1d0c9b8a7f6e5d4c"],
    }),
    message: fwd("thunderbird", ARCENEAUX, "2026-11-17 09:00:00 -06:00", southWexfordForward),
  },
  {
    name: "v14-hs-coach-forwards-cuba-runner-outlook-live-gmail",
    family: "v14-hs-crawford-bluffs",
    tags: ["fwd:gmail", "lang:en", "sport:track", "nested", "role:external-forwarder", "place:city-is-a-country", "place:event-town"],
    label: recruiting("high_school_coach", {
      first_name: "Jaelyn", last_name: "Mertens", grad_year: 2027, positions: ["1600m", "3200m"],
      high_school: "Crawford Bluffs High School", city: "Cuba", state: "MO", gpa: 3.93, email: "jaelynmertens27@gmail.com",
    }),
    message: fwd("gmail", BACHMANN, "2026-11-21 15:00:00 -06:00", cubaRunnerNote),
  },
  {
    name: "v14-hs-coach-lacrosse-school-town-forward-attached",
    family: "v14-hs-loch-raven-crossing",
    tags: ["fwd:attached-rfc822", "lang:en", "sport:lacrosse", "place:school-in-town", "place:event-town"],
    label: recruiting("high_school_coach", {
      first_name: "Nora", last_name: "Whitacre", grad_year: 2028, positions: ["goalie"], height_inches: 68, club_team: "Chesapeake Hawks 2028 Gold",
      high_school: "Loch Raven Crossing High School", city: "Towson", state: "MD", gpa: 4.2, email: "nora.whitacre@gmail.com",
      video_urls: ["https://www.youtube.com/watch?v=Nw8Ht3Gk6Lc"],
    }),
    message: forwardAsAttachment({ coach: REDDY, client: "gmail", date: "2026-11-20 18:00:00 -06:00", note: "Goalie from Maryland, worth a look.", message: original(lochRavenGoalie, "outlook") }),
  },
  {
    name: "v14-nonrec-qualifier-coach-packet-direct",
    family: "v14-nonrec-hoa-qualifier",
    tags: ["direct", "bulk", "lang:en", "place:event-venue", "place:club-towns"],
    label: notRecruiting("other"),
    message: original(qualifierWelcome, "bulk", { headers: bulkMailHeaders("https://hoaqualifier.example/u") }),
  },
  {
    name: "v14-nonrec-hotel-block-confirmation-gmail",
    family: "v14-nonrec-prairie-stay",
    tags: ["fwd:gmail", "lang:en", "place:hotel"],
    label: notRecruiting("other"),
    message: fwd("gmail", PRYCE, "2026-11-05 15:00:00 -06:00", hotelBlock),
  },
  {
    name: "v14-nonrec-club-showcase-invite-direct",
    family: "v14-club-gateway-storm-events",
    tags: ["direct", "bulk", "lang:en", "place:event-venue", "place:club-address"],
    label: notRecruiting("club_coach"),
    message: original(showcaseInvite, "bulk", { headers: bulkMailHeaders("https://gatewaystormvbc.example/u") }),
  },
  {
    name: "v14-nonrec-camp-staff-hiring-direct",
    family: "v14-nonrec-plains-prep-camps",
    tags: ["direct", "bulk", "lang:en", "place:event-venue"],
    label: notRecruiting("other"),
    message: original(campAd, "bulk", { headers: bulkMailHeaders("https://plainsprepcamps.example/u") }),
  },
  {
    name: "v14-nonrec-parent-moving-camp-question-outlook-live",
    family: "v14-nonrec-shannon-kirkpatrick",
    tags: ["fwd:outlook-live", "lang:en", "place:moved", "place:college-town"],
    label: notRecruiting("parent"),
    message: fwd("outlook-live", PRYCE, "2026-11-15 08:00:00 -06:00", parentCampQuestion),
  },
  {
    name: "v14-nonrec-club-commitments-towns-direct",
    family: "v14-nonrec-north-star-news",
    tags: ["direct", "bulk", "lang:en", "place:towns-in-list", "place:club-address"],
    label: notRecruiting("club_coach"),
    message: original(commitmentsNewsletter, "bulk", { headers: bulkMailHeaders("https://northstarjuniors.example/u") }),
  },
  {
    name: "v14-nonrec-all-area-team-towns-outlook-new",
    family: "v14-nonrec-lake-country-gazette",
    tags: ["fwd:outlook-new", "lang:en", "place:towns-in-list", "place:city-is-a-word"],
    label: notRecruiting("other"),
    message: fwd("outlook-new", ARCENEAUX, "2026-11-21 08:00:00 -06:00", allAreaTeam),
  },
  {
    name: "v14-nonrec-service-three-catchers-direct",
    family: "v14-nonrec-prospect-atlas",
    tags: ["direct", "bulk", "lang:en", "place:towns-in-list", "place:college-town"],
    label: notRecruiting("recruiting_service"),
    message: original(serviceBlast, "bulk", { headers: bulkMailHeaders("https://prospectatlas.example/alerts") }),
  },
  {
    name: "v14-nonrec-staff-travel-itinerary-gmail",
    family: "v14-nonrec-tallgrass-operations",
    tags: ["fwd:gmail", "lang:en", "place:schedule-lines", "place:college-town"],
    label: notRecruiting("other"),
    message: fwd("gmail", PRYCE, "2026-11-20 17:00:00 -06:00", travelItinerary),
  },
  {
    name: "v14-nonrec-compliance-visit-lodging-outlook-live",
    family: "v14-nonrec-tallgrass-compliance",
    tags: ["fwd:outlook-live", "lang:en", "place:prospect-town", "place:college-town"],
    label: notRecruiting("other"),
    message: fwd("outlook-live", PRYCE, "2026-11-18 12:30:00 -06:00", officialVisitLodging),
  },
  {
    name: "v14-nonrec-sand-league-standings-direct",
    family: "v14-nonrec-salina-sand",
    tags: ["direct", "bulk", "lang:en", "place:towns-in-list"],
    label: notRecruiting("other"),
    message: original(leagueResults, "bulk", { headers: bulkMailHeaders("https://salinasand.example/u") }),
  },
  {
    name: "v14-nonrec-coach-visit-directions-cc-gmail",
    family: "v14-nonrec-pryce-own-letters",
    tags: ["direct", "cc-scout", "lang:en", "place:prospect-town", "place:route-towns"],
    label: notRecruiting("other"),
    message: original(coachDirectionsLetter, "gmail"),
  },
];
