/**
 * Third held-out split, author C: mail a college coach gets from athletes and their families (athletes, parents, a
 * grandmother, a guardian aunt), forwarded on by the coach or passed through a forwarding rule, in volleyball,
 * softball and eight other sports; and a few look-alikes from the same senders. Every person, club, school, college,
 * address and phone number is invented (phones in the 555-01xx range).
 */
import type { CorpusEntry } from "../../labels.ts";
import { notRecruiting, recruiting, severalAthletes } from "../../labels.ts";
import { collegeCoach } from "../../people.ts";
import { forwardAsAttachment, original } from "../../wrappers.ts";
import { gmailQuote, hoForward, relay } from "../../heldOutWrappers.ts";
import { direct } from "../../heldOutAthleteHelpers.ts";

// ---------------------------------------------------------------- the receiving coaches (all invented)

const PRUETT = collegeCoach(
  "Noreen Pruett",
  "npruett@wexfordpines.edu",
  "noreen.pruett.tc4h7@scout.inboxscout.app",
  `Noreen Pruett
Head Volleyball Coach
Wexford Pines College
o 608-555-0181 | c 608-555-0107`,
);

const MABRY = collegeCoach(
  "Rhiannon Mabry",
  "rmabry@tollandridge.edu",
  "rhiannon.mabry.tc8q2@scout.inboxscout.app",
  `Rhiannon Mabry
Assistant Coach / Recruiting Coordinator
Tolland Ridge University Women's Volleyball
860.555.0142`,
);

const WHITCOMBE = collegeCoach(
  "Darnell Whitcombe",
  "dwhitcombe@tallowcreek.edu",
  "darnell.whitcombe.tc3m9@scout.inboxscout.app",
  `Darnell Whitcombe
Head Softball Coach | Tallow Creek University
(405) 555-0166`,
);

const BRISCO = collegeCoach(
  "Yolanda Brisco",
  "ybrisco@kinrossstate.edu",
  "yolanda.brisco.tc6v1@scout.inboxscout.app",
  `Yolanda Brisco
Assistant Softball Coach (Hitting/Recruiting)
Kinross State University
cell 615.555.0120`,
);

const FAULCONER = collegeCoach(
  "Ingrid Faulconer",
  "ifaulconer@bellhaven.edu",
  "ingrid.faulconer.tc2k5@scout.inboxscout.app",
  `Ingrid Faulconer
Head Coach, Women's Volleyball
Bellhaven College
Phone: 419-555-0190`,
);

const FONTAINE = collegeCoach(
  "Aurelio Fontaine",
  "afontaine@ambroselake.edu",
  "aurelio.fontaine.tc9d3@scout.inboxscout.app",
  `Aurelio Fontaine
Head Women's Soccer Coach
Ambrose Lake College
757-555-0185`,
);

const GALLOWAY = collegeCoach(
  "Whitney Galloway",
  "wgalloway@penhallow.edu",
  "whitney.galloway.tc5r8@scout.inboxscout.app",
  `Whitney Galloway
Head Women's Lacrosse Coach
Penhallow University
410.555.0136`,
);

const FERRANTE = collegeCoach(
  "Tobias Ferrante",
  "tferrante@kestrelbay.edu",
  "tobias.ferrante.tc7w4@scout.inboxscout.app",
  `Tobias Ferrante
Head Coach, Swimming & Diving
Kestrel Bay College
+1 231 555 0158`,
);

const PRYCE = collegeCoach(
  "Desmond Pryce",
  "dpryce@grishamvalley.edu",
  "desmond.pryce.tc1b6@scout.inboxscout.app",
  `Desmond Pryce
Assistant Coach, Women's Basketball
Grisham Valley State University
(254) 555-0113`,
);

const ARRIETA = collegeCoach(
  "Valentina Arrieta",
  "varrieta@marisol.edu",
  "valentina.arrieta.tc4n2@scout.inboxscout.app",
  `Valentina Arrieta
Associate Head Coach - Volleyball
Marisol College
(619) 555-0127`,
);

const OSEI = collegeCoach(
  "Marguerite Osei",
  "mosei@marisol.edu",
  "marguerite.osei.tc8z1@scout.inboxscout.app",
  `Marguerite Osei
Head Coach, Women's Water Polo
Marisol College
(619) 555-0170`,
);

const CLOUTIER = collegeCoach(
  "Maude Cloutier",
  "mcloutier@lanierhollow.edu",
  "maude.cloutier.tc2x7@scout.inboxscout.app",
  `Maude Cloutier
Assistant Volleyball Coach
Lanier Hollow University
518-555-0148`,
);

const KWAN = collegeCoach(
  "Beatrix Kwan",
  "bkwan@ollertonstate.edu",
  "beatrix.kwan.tc6p3@scout.inboxscout.app",
  `Beatrix Kwan
Distance & Middle Distance Coach
Ollerton State University Track & Field / XC
(541) 555-0194`,
);

const DRUMMOND = collegeCoach(
  "Hamish Drummond",
  "hdrummond@brackenridge.edu",
  "hamish.drummond.tc3f5@scout.inboxscout.app",
  `Hamish Drummond
Head Women's Golf Coach
Brackenridge University
559-555-0131`,
);

const AABERG = collegeCoach(
  "Sunniva Aaberg",
  "saaberg@thornbury.edu",
  "sunniva.aaberg.tc9e6@scout.inboxscout.app",
  `Sunniva Aaberg
Head Coach, Women's Rowing
Thornbury College Boathouse
412-555-0160`,
);

/** Thornbury's assistant rowing coach, who passes prospects' mail on to the head coach. */
const THORNBURY_ASSISTANT = "Colm Brannigan <cbrannigan@thornbury.edu>";

export const AUTHOR_C: CorpusEntry[] = [
  // ------------------------------------------------------------ 1. a two-line introduction
  {
    name: "tc-vb-athlete-two-line-intro-gmail",
    family: "tc-vb-athlete-lindgren",
    tags: ["sport:volleyball", "wrapper:gmail:en", "short-intro"],
    message: hoForward({
      style: "gmail:en",
      coach: PRUETT,
      date: "2026-11-09 07:42:10 -06:00",
      note: "fyi - long arm on this one, watch the 3rd clip",
      original: {
        from: "Ava Lindgren <avalindgren09@gmail.com>",
        to: "npruett@wexfordpines.edu",
        date: "2026-11-08 21:17:45 -06:00",
        subject: "2028 OH - Ava Lindgren",
        text: `Hi Coach Pruett,

I'm a 2028 outside hitter with Lakeshore Edge 16 Black and I would love to be on your radar for Wexford Pines. My film: https://www.hudl.com/video/3/18830271/6711c2aa9b0e4f13d2a7c815

Ava Lindgren
5'11 | Pinecrest North HS`,
      },
    }),
    label: recruiting("athlete", {
      first_name: "Ava",
      last_name: "Lindgren",
      grad_year: 2028,
      positions: ["OH"],
      height_inches: 71,
      club_team: "Lakeshore Edge 16 Black",
      high_school: "Pinecrest North HS",
      email: "avalindgren09@gmail.com",
      video_urls: ["https://www.hudl.com/video/3/18830271/6711c2aa9b0e4f13d2a7c815"],
    }),
  },

  // ------------------------------------------------------------ 2. a long letter, profile block under it
  {
    name: "tc-vb-setter-long-letter-profile-below-outlook-web",
    family: "tc-vb-athlete-dellavecchia",
    tags: ["sport:volleyball", "wrapper:outlook-web:en", "long-letter", "profile-below", "trap:parent-phone", "trap:weighted-gpa"],
    message: hoForward({
      style: "outlook-web:en",
      coach: MABRY,
      date: "2026-11-10 09:05:33 -05:00",
      note: "Setter for the '27 board. Reads well on film, hands are clean. Can someone check her schedule for Capitol Hill Classic?",
      original: {
        from: "Marisa Dellavecchia <mdellavecchia27@gmail.com>",
        to: "rmabry@tollandridge.edu",
        date: "2026-11-09 22:48:02 -05:00",
        subject: "Setter, Class of 2027 - interested in Tolland Ridge",
        text: `Dear Coach Mabry,

My name is Marisa Dellavecchia and I am a junior setter at Our Lady of Mercy Academy. I live in Mechanicsburg, Pennsylvania, and I play club for Keystone Coast Volleyball 17 Elite, where I run a 5-1 offense.

I first heard about Tolland Ridge when my older cousin toured the campus two summers ago and would not stop talking about the nursing program, which is what I want to study too. After that I started watching your matches on the conference stream and I really like how fast your offense plays, especially the way your setter uses the slide with the middles. That is the kind of tempo I want to be part of in college.

This past high school season we went 21-6 and made it to the district semifinal. I averaged 9.4 assists per set and was named second team all-league. I also serve in the top of our rotation, and I've been working a lot this fall on jump float consistency (I had 38 aces this season). My club coach says the biggest thing I have improved on is my location on out-of-system balls, and I think the film shows that.

I know recruiting a setter is a big decision because of how much the position controls, so I want to be upfront that I am a very coachable player and I am used to being the one talking on the court. Academically I take mostly honors and AP classes and I have never had anything below an A-.

Our club schedule for this season is below with my profile. I would love for you or someone on your staff to come watch if you are at any of these. I have also attached links to my highlights and a full match from last weekend.

Thank you so much for your time and for reading this far!

Sincerely,
Marisa Dellavecchia

-------------------------------
Marisa Dellavecchia | Setter | Class of 2027
Height: 5'9"   Standing reach: 7'3"
Club: Keystone Coast Volleyball 17 Elite (#4)
School: Our Lady of Mercy Academy
GPA: 3.92 unweighted / 4.38 weighted
Cell: (717) 555-0163
Email: mdellavecchia27@gmail.com
Mom (Teresa): 717-555-0178
Club coach: Dana Furst, dfurst@keystonecoastvb.example
Highlights: https://youtu.be/Vc8mR2tLq4E
Full match vs. Capital Edge: https://www.hudl.com/video/3/20117345/673a0d6e1f4c2b9a8e5d1073
Upcoming: Capitol Hill Classic (Jan 17-19), Northeast Qualifier (Feb 14-16), Keystone Regionals (Apr 4-5)
-------------------------------`,
      },
    }),
    label: recruiting("athlete", {
      first_name: "Marisa",
      last_name: "Dellavecchia",
      grad_year: 2027,
      positions: ["S"],
      height_inches: 69,
      club_team: "Keystone Coast Volleyball 17 Elite",
      high_school: "Our Lady of Mercy Academy",
      city: "Mechanicsburg",
      state: "PA",
      gpa: 3.92,
      email: "mdellavecchia27@gmail.com",
      phone: "+17175550163",
      video_urls: ["https://youtu.be/Vc8mR2tLq4E", "https://www.hudl.com/video/3/20117345/673a0d6e1f4c2b9a8e5d1073"],
    }),
  },

  // ------------------------------------------------------------ 3. profile block pasted above the letter
  {
    name: "tc-sb-catcher-profile-above-iphone",
    family: "tc-sb-athlete-haskett",
    tags: ["sport:softball", "wrapper:iphone:en", "profile-above", "trap:pop-time"],
    message: hoForward({
      style: "iphone:en",
      coach: WHITCOMBE,
      date: "2026-11-11 06:58:41 -06:00",
      note: "Catcher. Look at pop times",
      original: {
        from: "Brynn Haskett <brynnhaskett.c@gmail.com>",
        to: "dwhitcombe@tallowcreek.edu",
        date: "2026-11-10 19:31:09 -08:00",
        subject: "Brynn Haskett | C/3B | 2027 | So Cal Firestorm",
        text: `BRYNN HASKETT | C/3B | 2027
Club: So Cal Firestorm 18U Premier - Delgado
School: Valley Vista High School (Temecula, CA)
Ht 5'7" | B/T R/R | Pop 1.92 | Throw down 66 mph
GPA 4.1 weighted
Cell 951-555-0124 | brynnhaskett.c@gmail.com
Skills video: https://youtu.be/Xr4bT7nQp2M

Hi Coach Whitcombe!

I wanted to reach out because Tallow Creek is one of the schools at the top of my list. I really liked watching your team at the Red Dirt Classic last spring and how much your catchers call their own games.

I'll be catching for Firestorm at the Desert Showcase in Scottsdale Dec 5-7. We play on field 3 Friday at 1:30 if you are there. I'd really appreciate any feedback on my skills video.

Thanks,
Brynn`,
      },
    }),
    label: recruiting("athlete", {
      first_name: "Brynn",
      last_name: "Haskett",
      grad_year: 2027,
      positions: ["C", "3B"],
      height_inches: 67,
      club_team: "So Cal Firestorm 18U Premier - Delgado",
      high_school: "Valley Vista High School",
      city: "Temecula",
      state: "CA",
      gpa: 4.1,
      email: "brynnhaskett.c@gmail.com",
      phone: "+19515550124",
      video_urls: ["https://youtu.be/Xr4bT7nQp2M"],
    }),
  },

  // ------------------------------------------------------------ 4. a template with two slots left open
  {
    name: "tc-sb-pitcher-template-slots-open-outlook-desktop",
    family: "tc-sb-athlete-rourke",
    tags: ["sport:softball", "wrapper:outlook-desktop:en", "template:slots-open"],
    message: hoForward({
      style: "outlook-desktop:en",
      coach: WHITCOMBE,
      date: "2026-11-12 13:20:05 -06:00",
      note: "She didn't fill in her template lol. RHP though, 2028, worth a look.",
      original: {
        from: "Kaitlyn Rourke <krourke.pitching@outlook.com>",
        to: "dwhitcombe@tallowcreek.edu",
        date: "2026-11-12 08:02:57 -05:00",
        subject: "2028 RHP - Kaitlyn Rourke - Ohio Hawks Gold",
        text: `Dear Coach [LAST NAME],

My name is Kaitlyn Rourke and I am a 2028 right-handed pitcher from West Chester, Ohio. I play for Ohio Hawks Gold 16U and attend Lakota Ridge High School. I am very interested in [SCHOOL NAME] and would love to learn more about your program.

My pitches are fastball (59-61), drop, curve, and change. This summer I threw 94 innings with a 1.38 ERA and 121 strikeouts.

I will be pitching at {{EVENT}} on {{DATES}} and would love for you to come see me throw. My schedule and video are below.

Video: https://www.youtube.com/watch?v=pK3nW8sRt2A
Height: 5'10"
GPA: 3.7
Phone: 513-555-0147

Thank you for your time,
Kaitlyn Rourke
Ohio Hawks Gold 16U #22`,
      },
    }),
    label: recruiting("athlete", {
      first_name: "Kaitlyn",
      last_name: "Rourke",
      grad_year: 2028,
      positions: ["P"],
      height_inches: 70,
      club_team: "Ohio Hawks Gold 16U",
      high_school: "Lakota Ridge High School",
      city: "West Chester",
      state: "OH",
      gpa: 3.7,
      email: "krourke.pitching@outlook.com",
      phone: "+15135550147",
      video_urls: ["https://www.youtube.com/watch?v=pK3nW8sRt2A"],
    }),
  },

  // ------------------------------------------------------------ 5. an update on her earlier email: new club, new height
  {
    name: "tc-vb-middle-update-new-club-grew-gmail-narrow",
    family: "tc-vb-athlete-sorensen",
    tags: ["sport:volleyball", "wrapper:gmail-narrow:en", "update", "quoted-history", "trap:old-club", "trap:old-height"],
    message: hoForward({
      style: "gmail-narrow:en",
      coach: MABRY,
      date: "2026-11-13 10:14:29 -05:00",
      note: "Update from the Knoxville MB. Now 6-0 per her.",
      original: {
        from: "Hadley Sorensen <hadleysorensen28@gmail.com>",
        to: "Rhiannon Mabry <rmabry@tollandridge.edu>",
        date: "2026-11-12 20:40:16 -05:00",
        subject: "Re: 2028 Middle Blocker - Hadley Sorensen",
        text: `Hi Coach Mabry,

I wanted to send a quick update since my first email in August. I switched clubs this season and I'm now playing for Tennessee Smoke 17 Black (still a middle). I also got measured at our club tryouts and I'm 6'0" now!

Our first tournament is the Smoky Mountain Open Dec 6-7 in Pigeon Forge. Here's some new film from fall league: https://www.hudl.com/video/3/21004418/674f9b2c3d8e1a5f6b0c2e91

Thank you!
Hadley

${gmailQuote({
  from: "Hadley Sorensen <hadleysorensen28@gmail.com>",
  to: "rmabry@tollandridge.edu",
  date: "2026-08-19 16:05:44 -04:00",
  subject: "2028 Middle Blocker - Hadley Sorensen",
  text: `Hello Coach Mabry,

My name is Hadley Sorensen and I am a 2028 middle blocker at Farrow Hills High School in Knoxville, Tennessee. I play club for Rocky Top Juniors 16 Orange. I'm 5'10" with a 9'8" approach touch.

I'm really interested in Tolland Ridge and would love to come to a camp next summer.

GPA: 3.81
Cell: 865-555-0132

Best,
Hadley Sorensen`,
})}`,
      },
    }),
    label: recruiting("athlete", {
      first_name: "Hadley",
      last_name: "Sorensen",
      grad_year: 2028,
      positions: ["MB"],
      height_inches: 72,
      club_team: "Tennessee Smoke 17 Black",
      high_school: "Farrow Hills High School",
      city: "Knoxville",
      state: "TN",
      gpa: 3.81,
      email: "hadleysorensen28@gmail.com",
      phone: "+18655550132",
      video_urls: ["https://www.hudl.com/video/3/21004418/674f9b2c3d8e1a5f6b0c2e91"],
    }),
  },

  // ------------------------------------------------------------ 6. a tournament schedule sent as an update
  {
    name: "tc-sb-outfielder-tournament-schedule-apple",
    family: "tc-sb-athlete-villasenor",
    tags: ["sport:softball", "wrapper:apple:en", "update", "schedule", "trap:field-numbers", "trap:tournament-year"],
    message: hoForward({
      style: "apple:en",
      coach: BRISCO,
      date: "2026-11-14 08:11:52 -06:00",
      note: "CF from AZ, sent her schedule. I'll be in Phoenix that wknd.",
      original: {
        from: "Jazmin Villaseñor <jvillasenor.cf@gmail.com>",
        to: "ybrisco@kinrossstate.edu",
        date: "2026-11-13 18:27:33 -07:00",
        subject: "Jazmin Villaseñor 2027 CF - Desert Classic schedule",
        text: `Hi Coach Brisco,

Thank you for replying to my email last month! Like you asked, here is my schedule for the 2026 Desert Classic in Phoenix. I'm playing center field for Arizona Storm Premier 18U (jersey #7).

Fri 12/4  9:00am   Field 6   vs So Cal Athletics 18U
Fri 12/4  2:30pm   Field 11  vs Utah Rage Gold
Sat 12/5  11:15am  Field 2   vs Texas Bombers 18U National
Sat 12/5  4:45pm   Field 9   vs Colorado Stars Premier
Sun 12/6  bracket play, times TBD

A little about me again: I'm a 2027 lefty slapper/CF at Desert Sage High School in Gilbert, AZ. 5'6", home to first 2.61. 3.86 GPA.

My updated video is here: https://vimeo.com/912447306
Cell: 480-555-0119

Hope to see you there!
Jazmin Villaseñor`,
      },
    }),
    label: recruiting("athlete", {
      first_name: "Jazmin",
      last_name: "Villaseñor",
      grad_year: 2027,
      positions: ["OF"],
      height_inches: 66,
      club_team: "Arizona Storm Premier 18U",
      high_school: "Desert Sage High School",
      city: "Gilbert",
      state: "AZ",
      gpa: 3.86,
      email: "jvillasenor.cf@gmail.com",
      phone: "+14805550119",
      video_urls: ["https://vimeo.com/912447306"],
    }),
  },

  // ------------------------------------------------------------ 7. the athlete writing from her mother's mailbox
  {
    name: "tc-vb-libero-writes-from-moms-yahoo-outlook-2013",
    family: "tc-vb-athlete-kowalczyk",
    tags: ["sport:volleyball", "wrapper:outlook-2013:en", "writer:athlete-on-parent-account", "trap:parent-address"],
    message: hoForward({
      style: "outlook-2013:en",
      coach: FAULCONER,
      date: "2026-11-16 11:37:20 -05:00",
      note: "Libero, young (2029). Writing from mom's account - her own address is in the email.",
      original: {
        from: "Denise Kowalczyk <dkowalczyk_home@yahoo.com>",
        to: "ifaulconer@bellhaven.edu",
        date: "2026-11-15 20:09:48 -05:00",
        subject: "Volleyball recruit class of 2029",
        text: `Hi Coach Faulconer,

This is Mackenzie Kowalczyk, I'm using my mom's email because my school chromebook blocks sending to outside addresses. I am a sophomore libero/DS at St. Casimir Catholic High School in Toledo, Ohio and I play for Maumee Bay Juniors 15 Navy.

I came to your fall clinic in October and had the best time, especially the serve receive station. I would love to play at Bellhaven someday. I'm 5'5" and I passed a 2.41 in serve receive this club season.

My highlight video: https://youtube.com/shorts/Fq9LwB2xZ7k
My own email is kenziekowalczyk@gmail.com if you want to reach me directly. My mom's cell is 419-555-0102.

Thank you!!
Kenzie Kowalczyk
Class of 2029`,
      },
    }),
    label: recruiting("athlete", {
      first_name: "Mackenzie",
      last_name: "Kowalczyk",
      grad_year: 2029,
      positions: ["L/DS"],
      height_inches: 65,
      club_team: "Maumee Bay Juniors 15 Navy",
      high_school: "St. Casimir Catholic High School",
      city: "Toledo",
      state: "OH",
      email: "kenziekowalczyk@gmail.com",
      video_urls: ["https://youtube.com/shorts/Fq9LwB2xZ7k"],
    }),
  },

  // ------------------------------------------------------------ 8. a father's letter
  {
    name: "tc-sb-father-letter-middle-infielder-outlook-mac",
    family: "tc-sb-parent-tennant",
    tags: ["sport:softball", "wrapper:outlook-mac:en", "writer:parent", "trap:parent-phone", "trap:parent-signature"],
    message: hoForward({
      style: "outlook-mac:en",
      coach: BRISCO,
      date: "2026-11-16 15:02:44 -06:00",
      original: {
        from: "Greg Tennant <gtennant@tennantbuilders.example>",
        to: "ybrisco@kinrossstate.edu",
        date: "2026-11-16 12:48:19 -05:00",
        subject: "Lainey Tennant - 2028 SS/2B - Carolina Elite",
        text: `Coach Brisco,

I hope this finds you well. I'm writing on behalf of my daughter, Lainey Tennant, who is a 2028 middle infielder (SS/2B) playing for Carolina Elite 16U - Marsh. She is a sophomore at Brawley Creek High School here in Mooresville, NC, where she started at shortstop as a freshman and hit .412.

I'll keep it short since I know you get a lot of these. Lainey is 5'6", bats left, throws right, and has a 3.95 GPA. She's been to Kinross State's campus once with her travel team and came home set on it. She is handling her own recruiting emails but asked me to send this one because I was at the game where your assistant stopped by our dugout.

Her skills video: https://www.youtube.com/watch?v=Lt4eN7vQx1s
Her email: laineytennant@icloud.com
Her cell: 704-555-0156

Carolina Elite will be at the Music City Showcase in January. Please feel free to reach out to Lainey or to me with any questions.

Thank you,
Greg Tennant
Tennant Builders, LLC
704-555-0139 (cell)`,
      },
    }),
    label: recruiting("parent", {
      first_name: "Lainey",
      last_name: "Tennant",
      grad_year: 2028,
      positions: ["SS", "2B"],
      height_inches: 66,
      club_team: "Carolina Elite 16U - Marsh",
      high_school: "Brawley Creek High School",
      city: "Mooresville",
      state: "NC",
      gpa: 3.95,
      email: "laineytennant@icloud.com",
      phone: "+17045550156",
      video_urls: ["https://www.youtube.com/watch?v=Lt4eN7vQx1s"],
    }),
  },

  // ------------------------------------------------------------ 9. a grandmother, sent to the coach's address directly
  {
    name: "tc-soccer-grandmother-keeper-direct-webmail",
    family: "tc-soccer-grandparent-whitaker",
    tags: ["sport:soccer", "direct:gmail-rule", "writer:grandparent", "trap:grandparent-phone"],
    message: direct(
      {
        from: "Dolores Whitaker <doloreswhitaker1951@coxnet.example>",
        to: "afontaine@ambroselake.edu",
        date: "2026-11-17 14:22:07 -05:00",
        subject: "My granddaughter Sofia - goalkeeper",
        text: `Dear Coach Fontaine,

Please forgive me if this is not the right way to do this. My granddaughter Sofia Marchetti is a goalkeeper and her mother told me that coaches like to get emails so I am sending you one. Sofia is a junior at Lynnhaven Bay High School in Virginia Beach, graduating in 2027.

She plays for FC Tidewater ECNL and was the starting keeper for her high school team since 9th grade. She is 5 foot 8 and very brave, she has never been afraid of a ball in her life. Her grades are very good, she has a 3.75 grade point average and takes AP Biology and AP History.

Her coach made a video of her saves and it is here
https://drive.google.com/file/d/1qM7vXe2TcR9bLp0Zk4YhN3sWd8Aj5FuG/view?usp=sharing

Sofia's own email is sofiamarchetti.gk@gmail.com and her phone is 757-555-0114. You can also call me at 757-555-0199, I am home most days.

Ambrose Lake is close to us and we would all come to every game.

With warm regards,
Dolores Whitaker
(Sofia's Nonna)`,
      },
      FONTAINE,
      "webmail",
    ),
    label: recruiting("parent", {
      first_name: "Sofia",
      last_name: "Marchetti",
      grad_year: 2027,
      positions: ["goalkeeper"],
      height_inches: 68,
      club_team: "FC Tidewater ECNL",
      high_school: "Lynnhaven Bay High School",
      city: "Virginia Beach",
      state: "VA",
      gpa: 3.75,
      email: "sofiamarchetti.gk@gmail.com",
      phone: "+17575550114",
      video_urls: ["https://drive.google.com/file/d/1qM7vXe2TcR9bLp0Zk4YhN3sWd8Aj5FuG/view?usp=sharing"],
    }),
  },

  // ------------------------------------------------------------ 10. a guardian (aunt) writing
  {
    name: "tc-lax-guardian-aunt-midfielder-thunderbird",
    family: "tc-lax-guardian-abara",
    tags: ["sport:lacrosse", "wrapper:thunderbird:en", "writer:guardian", "trap:club-with-year"],
    message: hoForward({
      style: "thunderbird:en",
      coach: GALLOWAY,
      date: "2026-11-18 09:46:15 -05:00",
      note: "Guardian reaching out for a 2028 middie. Annapolis kid - local.",
      original: {
        from: "Rochelle Abara <rabara.rn@gmail.com>",
        to: "wgalloway@penhallow.edu",
        date: "2026-11-17 23:12:40 -05:00",
        subject: "Imani Abara-Jennings, 2028 midfielder",
        text: `Good evening Coach Galloway,

I am the legal guardian of my niece, Imani Abara-Jennings, and I'm reaching out because she has her heart set on playing lacrosse in college and Penhallow is her first choice. She is too shy to email coaches herself yet (we're working on it!).

Imani is a sophomore midfielder at Severn Crossing School in Annapolis, MD, class of 2028. She plays club for Chesapeake Tide 2028 Elite. She takes most of our draws and led her team in ground balls last spring (47). She is 5'7" and runs a 5:58 mile.

She has a 3.6 GPA and wants to study biology.

Highlight film: https://www.hudl.com/video/3/19755230/66e40b7a2c9f1d8e5a3b6014

Imani's email: imani.abarajennings@gmail.com
Imani's cell: 410-555-0125
My cell: 410-555-0188

Thank you for your time. Please let us know if there is a prospect day she could attend.

Rochelle Abara, RN`,
      },
    }),
    label: recruiting("parent", {
      first_name: "Imani",
      last_name: "Abara-Jennings",
      grad_year: 2028,
      positions: ["midfielder"],
      height_inches: 67,
      club_team: "Chesapeake Tide 2028 Elite",
      high_school: "Severn Crossing School",
      city: "Annapolis",
      state: "MD",
      gpa: 3.6,
      email: "imani.abarajennings@gmail.com",
      phone: "+14105550125",
      video_urls: ["https://www.hudl.com/video/3/19755230/66e40b7a2c9f1d8e5a3b6014"],
    }),
  },

  // ------------------------------------------------------------ 11. a swimmer whose details live in a PDF résumé
  {
    name: "tc-swim-athlete-pdf-resume-outlook-web-de",
    family: "tc-swim-athlete-haddad",
    tags: ["sport:swimming", "wrapper:outlook-web:de", "attachment:pdf", "details-in-attachment"],
    message: hoForward({
      style: "outlook-web:de",
      coach: FERRANTE,
      date: "2026-11-18 16:30:02 -05:00",
      note: "Flyer/IMer from Dearborn, resume attached. Times look like B-final at conf.",
      original: {
        from: "Noor Haddad <noorhaddad.swims@gmail.com>",
        to: "tferrante@kestrelbay.edu",
        date: "2026-11-18 07:15:26 -05:00",
        subject: "Prospective swimmer - Noor Haddad",
        text: `Hello Coach Ferrante,

I'm very interested in swimming for Kestrel Bay and studying marine biology there. I've attached my swim resume with my best times and meet schedule for this season.

Thank you for your time and I hope to hear from you.

Noor Haddad`,
      },
      attachments: [
        {
          kind: "document",
          format: "pdf",
          filename: "Noor_Haddad_Swim_Resume.pdf",
          lines: [
            "NOOR HADDAD - Swim Resume",
            "Class of 2027",
            "",
            "High School: Fordson Ridge High School, Dearborn, MI",
            "Club: Dearborn Aquatic Club (Senior Group)",
            "Height: 5'8\"   Wingspan: 5'11\"",
            "GPA: 3.88 (unweighted)   SAT: 1390",
            "Cell: 313-555-0117",
            "Email: noorhaddad.swims@gmail.com",
            "",
            "Primary events: 200 fly, 400 IM, 200 free",
            "",
            "Best times (SCY)",
            "200 fly     2:03.41   (MHSAA D1 State Finals, 11/2026)",
            "400 IM      4:29.87   (Winter Juniors qualifier, 12/2025)",
            "200 free    1:52.36   (Michigan Senior Champs, 3/2026)",
            "100 fly     57.02",
            "",
            "2026-27 schedule: Dearborn Invite (Dec 12-14), MI Senior Champs (Mar 5-8), Futures (Jul)",
            "Club coach: Mark Yousef, myousef@dearbornaquatic.example",
          ],
        },
      ],
    }),
    label: recruiting("athlete", {
      first_name: "Noor",
      last_name: "Haddad",
      grad_year: 2027,
      positions: ["200 fly", "400 im", "200 free"],
      height_inches: 68,
      club_team: "Dearborn Aquatic Club",
      high_school: "Fordson Ridge High School",
      city: "Dearborn",
      state: "MI",
      gpa: 3.88,
      email: "noorhaddad.swims@gmail.com",
      phone: "+13135550117",
    }),
  },

  // ------------------------------------------------------------ 12. a Word résumé, sent straight through an Outlook redirect
  {
    name: "tc-bball-point-guard-docx-resume-direct-redirect",
    family: "tc-bball-athlete-beaumont",
    tags: ["sport:basketball", "direct:outlook-redirect", "attachment:docx", "details-in-attachment"],
    message: direct(
      {
        from: "Kiara Beaumont <kiarabeaumont3@gmail.com>",
        to: "dpryce@grishamvalley.edu",
        date: "2026-11-19 21:03:58 -06:00",
        subject: "2027 PG Kiara Beaumont - basketball resume",
        text: `Coach Pryce,

Good evening! I am a 2027 point guard and I wanted to introduce myself and share my basketball resume (attached). I watched Grisham Valley beat Tarrant Christian on the stream last week and loved how you guys push the ball in transition.

Junior season highlights: https://www.hudl.com/video/3/20554189/6732f1e0a4b9c7d2e8f05b16

I'd love to get your feedback and learn about your summer camp.

Respectfully,
Kiara Beaumont`,
      },
      PRYCE,
      "gmail",
      {
        attachments: [
          {
            kind: "document",
            format: "docx",
            filename: "Kiara Beaumont Basketball Resume.docx",
            lines: [
              "Kiara Beaumont",
              "Point Guard | Class of 2027",
              "Houston, Texas",
              "kiarabeaumont3@gmail.com | (713) 555-0128",
              "",
              "ATHLETIC",
              "Height: 5'7\"",
              "AAU: Bayou City Elite 17U",
              "High School: Alief Crossing High School (Varsity, 3 years)",
              "2025-26: 14.2 ppg, 6.8 apg, 3.1 spg; District 23-6A First Team",
              "",
              "ACADEMIC",
              "GPA: 3.4 unweighted",
              "Intended major: Kinesiology",
              "",
              "REFERENCES",
              "Coach Lashonda Greer (Bayou City Elite) - 713-555-0175",
              "Coach Terrence Obi (Alief Crossing HS) - tobi@aliefcrossing.example",
            ],
          },
        ],
      },
      "outlook-redirect",
    ),
    label: recruiting("athlete", {
      first_name: "Kiara",
      last_name: "Beaumont",
      grad_year: 2027,
      positions: ["point guard"],
      height_inches: 67,
      club_team: "Bayou City Elite 17U",
      high_school: "Alief Crossing High School",
      city: "Houston",
      state: "TX",
      gpa: 3.4,
      email: "kiarabeaumont3@gmail.com",
      phone: "+17135550128",
      video_urls: ["https://www.hudl.com/video/3/20554189/6732f1e0a4b9c7d2e8f05b16"],
    }),
  },
];
