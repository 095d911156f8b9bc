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
      note: "Setter for the '28 board. Reads well on film, hands are clean. Can someone check her schedule for Capitol Hill Classic?",
      original: {
        from: "Marisa Dellavecchia <mdellavecchia27@gmail.com>",
        to: "rmabry@tollandridge.edu",
        date: "2026-11-09 22:48:02 -05:00",
        subject: "Setter, Class of 2028 - interested in Tolland Ridge",
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
Marisa Dellavecchia | Setter | Class of 2028
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
Upcoming: Capitol Hill Classic (Jan 16-18), Northeast Qualifier (Feb 13-15), Keystone Regionals (Apr 3-4)
-------------------------------`,
      },
    }),
    label: recruiting("athlete", {
      first_name: "Marisa",
      last_name: "Dellavecchia",
      grad_year: 2028,
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

I'll be catching for Firestorm at the Desert Showcase in Scottsdale Dec 4-6. We play on field 3 Friday at 1:30 if you are there. I'd really appreciate any feedback on my skills video.

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

Our first tournament is the Smoky Mountain Open Dec 5-6 in Pigeon Forge. Here's some new film from fall league: https://www.hudl.com/video/3/21004418/674f9b2c3d8e1a5f6b0c2e91

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

I hope this finds you well. I'm writing on behalf of my daughter, Lainey Tennant, who is a 2028 middle infielder (SS/2B) playing for Carolina Elite 16U - Marsh. She is a junior at Brawley Creek High School here in Mooresville, NC, where she started at shortstop as a freshman and hit .412.

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

Please forgive me if this is not the right way to do this. My granddaughter Sofia Marchetti is a goalkeeper and her mother told me that coaches like to get emails so I am sending you one. Sofia is a junior at Lynnhaven Bay High School in Virginia Beach, graduating in 2028.

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
      grad_year: 2028,
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

Imani is a junior midfielder at Severn Crossing School in Annapolis, MD, class of 2028. She plays club for Chesapeake Tide 2028 Elite. She takes most of our draws and led her team in ground balls last spring (47). She is 5'7" and runs a 5:58 mile.

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
            "2026-27 schedule: Dearborn Invite (Dec 11-13), MI Senior Champs (Mar 5-8), Futures (Jul)",
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

  // ------------------------------------------------------------ 13. twins, written up by their mother (two athletes)
  {
    name: "tc-vb-mother-twins-opposite-and-libero-yahoo",
    family: "tc-vb-parent-quist",
    tags: ["sport:volleyball", "wrapper:yahoo:en", "writer:parent", "multi-athlete", "twins", "trap:sibling-height", "trap:parent-phone"],
    message: hoForward({
      style: "yahoo:en",
      coach: ARRIETA,
      date: "2026-11-20 10:26:41 -08:00",
      note: "Twins from Iowa. The right side is the one I'd want, but the libero passes well too. Let's talk Monday.",
      original: {
        from: "Jolene Quist <jolenequist@outlook.com>",
        to: "varrieta@marisol.edu",
        date: "2026-11-19 20:51:13 -06:00",
        subject: "Twin daughters - 2028 opposite and libero - Prairie Fire VBC",
        text: `Hi Coach Arrieta,

I hope it's ok that I'm writing for both of my girls at once. They're twins and they have made it pretty clear they'd like to play together in college if they can, so we are starting the search as a pair (we know that isn't always possible!).

Addison Quist - 2028 - Right side / opposite - 6'1" - lefty
   email: addisonquist8@gmail.com | cell 319-555-0141
   video: https://www.hudl.com/video/3/20877104/6744a1c9e2b5d7f3a0c8e612

Avery Quist - 2028 - Libero / DS - 5'6"
   email: averyquist.vb@gmail.com | cell 319-555-0143
   video: https://www.hudl.com/video/3/20877191/6744a2d0f3c6e8a4b1d9f723

They're juniors at Hudson Prairie High School in Cedar Falls, Iowa and both play for Prairie Fire VBC 17-1 (coached by Jen Ostrowski). Addison has a 3.9 GPA and Avery a 3.7, and Avery will tell you that's only because she took AP Chem this year :)

The girls loved Marisol when we visited San Diego over spring break and they have been following your team all season. They will both be at the Show Me Qualifier in Kansas City March 19-21 if anyone from your staff is there.

Thank you so much for your time,
Jolene Quist
(mom of Addison & Avery)
319-555-0160`,
      },
    }),
    label: severalAthletes("parent", [
      {
        first_name: "Addison",
        last_name: "Quist",
        grad_year: 2028,
        positions: ["RS/OPP"],
        height_inches: 73,
        club_team: "Prairie Fire VBC 17-1",
        high_school: "Hudson Prairie High School",
        city: "Cedar Falls",
        state: "IA",
        gpa: 3.9,
        email: "addisonquist8@gmail.com",
        phone: "+13195550141",
        video_urls: ["https://www.hudl.com/video/3/20877104/6744a1c9e2b5d7f3a0c8e612"],
      },
      {
        first_name: "Avery",
        last_name: "Quist",
        grad_year: 2028,
        positions: ["L/DS"],
        height_inches: 66,
        club_team: "Prairie Fire VBC 17-1",
        high_school: "Hudson Prairie High School",
        city: "Cedar Falls",
        state: "IA",
        gpa: 3.7,
        email: "averyquist.vb@gmail.com",
        phone: "+13195550143",
        video_urls: ["https://www.hudl.com/video/3/20877191/6744a2d0f3c6e8a4b1d9f723"],
      },
    ]),
  },

  // ------------------------------------------------------------ 14. a father's note about two sisters (two athletes)
  {
    name: "tc-sb-father-sisters-shortstop-and-outfielder-android",
    family: "tc-sb-parent-kimbrough",
    tags: ["sport:softball", "wrapper:android:en", "writer:parent", "multi-athlete", "siblings", "lower-case", "trap:sibling-club"],
    message: hoForward({
      style: "android:en",
      coach: BRISCO,
      date: "2026-11-21 12:05:17 -06:00",
      note: "Older one is the SS I mentioned from East TN. Sis is 2029 - camp list.",
      original: {
        from: "Wade Kimbrough <wkimbrough77@gmail.com>",
        to: "ybrisco@kinrossstate.edu",
        date: "2026-11-21 06:44:30 -05:00",
        subject: "Reagan Kimbrough 2027 SS (and her little sister Tatum, 2029 OF)",
        text: `Coach,

wade kimbrough here, Reagan's dad. Reagan is a 2027 SS for Tennessee Fury 18U Gold and a senior at Cumberland Gap Academy in Harrogate TN. still uncommitted. 5'8 R/R, hit .438 this fall with 6 HR. 3.5 gpa.
her email reagankimbrough27@gmail.com  cell 423-555-0112
video https://youtu.be/Rk7Tq2mZx5w

also her little sister Tatum Kimbrough (2029, OF, 5'4, same school) plays for Tennessee Fury 16U Gold and is starting to get some looks. she'd love to come to your winter camp. https://youtu.be/Tm3Pa9cWv1q

both girls will be at your winter camp if dates line up with their hs season.

thanks for your time
Wade Kimbrough
423-555-0172`,
      },
    }),
    label: severalAthletes("parent", [
      {
        first_name: "Reagan",
        last_name: "Kimbrough",
        grad_year: 2027,
        positions: ["SS"],
        height_inches: 68,
        club_team: "Tennessee Fury 18U Gold",
        high_school: "Cumberland Gap Academy",
        city: "Harrogate",
        state: "TN",
        gpa: 3.5,
        email: "reagankimbrough27@gmail.com",
        phone: "+14235550112",
        video_urls: ["https://youtu.be/Rk7Tq2mZx5w"],
      },
      {
        first_name: "Tatum",
        last_name: "Kimbrough",
        grad_year: 2029,
        positions: ["OF"],
        height_inches: 64,
        club_team: "Tennessee Fury 16U Gold",
        high_school: "Cumberland Gap Academy",
        city: "Harrogate",
        state: "TN",
        video_urls: ["https://youtu.be/Tm3Pa9cWv1q"],
      },
    ]),
  },

  // ------------------------------------------------------------ 15. HTML-only mail, a francophone Canadian writing in English
  {
    name: "tc-vb-middle-new-brunswick-html-only-outlook-web-fr",
    family: "tc-vb-athlete-tremblay-roy",
    tags: ["sport:volleyball", "wrapper:outlook-web:fr", "html-only", "html:table", "international:canada", "metric-height", "trap:percent-average", "trap:approach-cm"],
    message: hoForward({
      style: "outlook-web:fr",
      coach: CLOUTIER,
      date: "2026-11-22 14:18:09 -05:00",
      note: "Centrale acadienne, 185 cm. Bon bras, à suivre.",
      parts: "html",
      original: {
        from: "Océane Tremblay-Roy <oceane.tremblayroy@gmail.com>",
        to: "mcloutier@lanierhollow.edu",
        date: "2026-11-21 19:40:55 -04:00",
        subject: "Middle blocker from New Brunswick, class of 2027",
        text: "(HTML only)",
        html: `<div style="font-family:Verdana,Geneva,sans-serif;font-size:13px;color:#1b1b1b">
<p>Bonjour Coach Cloutier,</p>
<p>My name is <b>Océane Tremblay-Roy</b> and I am a middle blocker from Dieppe, New Brunswick (Canada). I saw on your roster that you are from Québec and I hope it is okay that I write to you in English, it is my second language but I am working hard on it!</p>
<p>I will graduate high school in June 2027 and I am looking at NCAA schools in the Northeast. Lanier Hollow is one of my favourites because of your kinesiology program.</p>
<table cellpadding="4" cellspacing="0" border="1" style="border-collapse:collapse;border-color:#9aa7b5">
<tr><td style="background:#e8eef5"><b>Position</b></td><td>Middle blocker</td></tr>
<tr><td style="background:#e8eef5"><b>Height</b></td><td>185 cm</td></tr>
<tr><td style="background:#e8eef5"><b>Attack reach</b></td><td>305 cm</td></tr>
<tr><td style="background:#e8eef5"><b>Club</b></td><td>Vague Acadienne 17U</td></tr>
<tr><td style="background:#e8eef5"><b>School</b></td><td>École secondaire Champlain-Sud</td></tr>
<tr><td style="background:#e8eef5"><b>Class</b></td><td>2027</td></tr>
<tr><td style="background:#e8eef5"><b>Average</b></td><td>91 %</td></tr>
<tr><td style="background:#e8eef5"><b>Provincial team</b></td><td>Team NB 17U (2026 Canada Cup)</td></tr>
</table>
<p>You can watch my <a href="https://www.youtube.com/watch?v=Oc3aNq8TrR4">2026 highlights here</a>.</p>
<p>Merci beaucoup for your time!</p>
<p>Océane Tremblay-Roy<br>
<a href="mailto:oceane.tremblayroy@gmail.com">oceane.tremblayroy@gmail.com</a><br>
+1 506 555 0138</p>
</div>`,
      },
    }),
    label: recruiting("athlete", {
      first_name: "Océane",
      last_name: "Tremblay-Roy",
      grad_year: 2027,
      positions: ["MB"],
      height_inches: 72.8,
      club_team: "Vague Acadienne 17U",
      high_school: "École secondaire Champlain-Sud",
      city: "Dieppe",
      state: "NB",
      email: "oceane.tremblayroy@gmail.com",
      phone: "+15065550138",
      video_urls: ["https://www.youtube.com/watch?v=Oc3aNq8TrR4"],
    }),
  },

  // ------------------------------------------------------------ 16. an international water polo player writing in Spanish
  {
    name: "tc-wpolo-spanish-center-sabadell-gmail-es",
    family: "tc-wpolo-athlete-ferrer-soler",
    tags: ["sport:water-polo", "wrapper:gmail:es", "lang:es", "international:spain", "metric-height", "trap:grade-out-of-ten", "trap:second-team"],
    message: hoForward({
      style: "gmail:es",
      coach: OSEI,
      date: "2026-11-23 09:12:36 -08:00",
      note: "Boya de Sabadell, 1,78. Le contesto esta semana.",
      original: {
        from: "Lucía Ferrer Soler <lucia.ferrersoler@gmail.com>",
        to: "mosei@marisol.edu",
        date: "2026-11-23 11:47:02 +01:00",
        subject: "Jugadora de waterpolo - Lucía Ferrer Soler (2028)",
        text: `Hola entrenadora Osei:

Me llamo Lucía Ferrer Soler, tengo 16 años y juego a waterpolo en el Club Natació Vallès Oriental, en categoría juvenil, y este año también entreno con el primer equipo de División de Honor. Vivo en Sabadell (Barcelona) y estudio 1º de Bachillerato en el Institut Torre de Vallcorba. Termino el Bachillerato en junio de 2028 y me gustaría mucho estudiar y jugar en una universidad de Estados Unidos.

Algunos datos:
- Posición: center (aquí decimos boya)
- Altura: 1,78 m
- Nota media: 8,6 sobre 10
- He jugado el Campeonato de España juvenil con la selección catalana sub-18
- Inglés: B2 (estoy preparando el TOEFL para marzo)

Mi vídeo de la temporada pasada: https://www.youtube.com/watch?v=Wp5LfS2tQ8k

Le escribo en español porque mi entrenador me dijo que usted lo habla, pero puedo escribir en inglés si lo prefiere.

Muchas gracias por su tiempo.

Un saludo,
Lucía Ferrer Soler
lucia.ferrersoler@gmail.com`,
      },
    }),
    label: recruiting("athlete", {
      first_name: "Lucía",
      last_name: "Ferrer Soler",
      grad_year: 2028,
      positions: ["center"],
      height_inches: 70.1,
      club_team: "Club Natació Vallès Oriental",
      high_school: "Institut Torre de Vallcorba",
      city: "Sabadell",
      email: "lucia.ferrersoler@gmail.com",
      video_urls: ["https://www.youtube.com/watch?v=Wp5LfS2tQ8k"],
    }),
  },

  // ------------------------------------------------------------ 17. a mother passing on her daughter's email (nested)
  {
    name: "tc-track-mother-relays-daughters-email-iphone",
    family: "tc-track-parent-papadakis",
    tags: ["sport:track", "wrapper:iphone:en", "relay:gmail:en", "nested", "writer:parent", "role:external-forwarder", "trap:parent-phone", "trap:profile-link"],
    message: hoForward({
      style: "iphone:en",
      coach: KWAN,
      date: "2026-11-24 07:33:50 -08:00",
      note: "800/1500 girl, Eugene. Mom sent it.",
      original: relay({
        style: "gmail:en",
        from: "Eleni Papadakis <eleni.papadakis@gmail.com>",
        to: "bkwan@ollertonstate.edu",
        date: "2026-11-23 21:05:12 -08:00",
        note: `Hello Coach Kwan,

My daughter Zoe asked me to pass this along to you since she couldn't find your email on the website. She is very excited about Ollerton!

Best,
Eleni Papadakis
541-555-0166`,
        inner: {
          from: "Zoe Papadakis <zoepapadakis.runs@gmail.com>",
          to: "Eleni Papadakis <eleni.papadakis@gmail.com>",
          date: "2026-11-23 20:41:37 -08:00",
          subject: "email for ollerton coach",
          text: `mom can you send this to the ollerton distance coach, i don't have her email. thx

Hi Coach Kwan,

My name is Zoe Papadakis and I'm a junior distance runner at Westmoor Heights High School in Eugene, Oregon (class of 2028). My main events are the 800m and 1500m, and I run the 3000m and 5k in cross country season. I also train with Emerald Valley Track Club in the summer.

PRs:
800m - 2:11.84
1500m - 4:32.10
3000m - 9:48.50
XC 5k - 17:52

I'm 5'6" and I have a 4.0 unweighted GPA. I'm really interested in Ollerton because of your distance group and your engineering school.

Race video (1500m, district final): https://www.youtube.com/watch?v=Zp8Rr2uNq4c
Athletic.net: https://www.athletic.net/athlete/29384756/track-and-field

My cell is 541-555-0155.

Thank you!
Zoe Papadakis`,
        },
      }),
    }),
    label: recruiting("parent", {
      first_name: "Zoe",
      last_name: "Papadakis",
      grad_year: 2028,
      positions: ["800m", "1500m"],
      height_inches: 66,
      club_team: "Emerald Valley Track Club",
      high_school: "Westmoor Heights High School",
      city: "Eugene",
      state: "OR",
      gpa: 4.0,
      email: "zoepapadakis.runs@gmail.com",
      phone: "+15415550155",
      video_urls: ["https://www.youtube.com/watch?v=Zp8Rr2uNq4c"],
    }),
  },

  // ------------------------------------------------------------ 18. a golfer's email forwarded as an attachment
  {
    name: "tc-golf-athlete-forwarded-as-attachment-gmail",
    family: "tc-golf-athlete-nakashima",
    tags: ["sport:golf", "forward-as-attachment:message/rfc822", "trap:weighted-gpa", "trap:scoring-average"],
    message: forwardAsAttachment({
      coach: DRUMMOND,
      client: "gmail",
      date: "2026-11-24 15:48:03 -08:00",
      note: "Wren Nakashima - saw her at the Fresno junior in October. Sending her original email as an attachment.",
      message: original(
        {
          from: "Wren Nakashima <wren.nakashima.golf@icloud.com>",
          to: "hdrummond@brackenridge.edu",
          date: "2026-11-22 17:26:14 -08:00",
          subject: "Class of 2028 golfer - Wren Nakashima",
          text: `Dear Coach Drummond,

It was great to meet you at the Valley Junior Invitational in October. Thank you for taking the time to watch our group on the back nine.

I'm a junior at Rancho Almendro High School in Fresno, California (class of 2028) and I play number one for our varsity team. This season my scoring average was 73.4 with a low round of 67, and my handicap index is +1.2. I play a full junior tour schedule this summer, including three AJGA events.

Academically I have a 3.97 unweighted GPA (4.42 weighted) and I want to study business.

Here is my swing video (driver, irons and short game): https://www.youtube.com/watch?v=Gw5nH8kRa2E

I'm 5'5" and my cell is 559-555-0109.

I'd love to visit Brackenridge this spring.

Sincerely,
Wren Nakashima`,
        },
        "apple",
      ),
    }),
    label: recruiting("athlete", {
      first_name: "Wren",
      last_name: "Nakashima",
      grad_year: 2028,
      height_inches: 65,
      high_school: "Rancho Almendro High School",
      city: "Fresno",
      state: "CA",
      gpa: 3.97,
      email: "wren.nakashima.golf@icloud.com",
      phone: "+15595550109",
      video_urls: ["https://www.youtube.com/watch?v=Gw5nH8kRa2E"],
    }),
  },

  // ------------------------------------------------------------ 19. a rower's email through the assistant, then the head coach (Norwegian Mail)
  {
    name: "tc-rowing-athlete-via-assistant-apple-no",
    family: "tc-rowing-athlete-halloran",
    tags: ["sport:rowing", "wrapper:apple:no", "relay:outlook-web:en", "nested", "staff-hop", "trap:erg-times", "trap:weight"],
    message: hoForward({
      style: "apple:no",
      coach: AABERG,
      date: "2026-11-25 08:02:27 -05:00",
      note: "Husk å svare henne før fredag.",
      original: relay({
        style: "outlook-web:en",
        from: THORNBURY_ASSISTANT,
        to: "Sunniva Aaberg <saaberg@thornbury.edu>",
        date: "2026-11-24 17:40:19 -05:00",
        note: "Sunniva - 2027 port from Pittsburgh, 2k is legit. Met her and her dad at Head of the Schuylkill. -C",
        signature: `Colm Brannigan
Assistant Coach, Women's Rowing
Thornbury College
412-555-0183`,
        inner: {
          from: "Greta Halloran <ghalloran.rows@gmail.com>",
          to: "cbrannigan@thornbury.edu",
          date: "2026-11-24 12:15:08 -05:00",
          subject: "Following up from Head of the Schuylkill",
          text: `Hi Coach Brannigan,

Thank you for talking with me and my dad at the Head of the Schuylkill last month! As promised here is my info.

I'm a senior (class of 2027) at Allegheny Ridge High School and I live in Pittsburgh, PA. I row port for Three Rivers Junior Crew, mostly in the 4+ and 8+ and this fall I was stroke of our first varsity 8.

2k erg: 7:11.6 (Oct 2026)
6k erg: 23:48.2
Height: 5'11"
Weight: 152 lbs
GPA: 3.84

Erg test video: https://drive.google.com/file/d/1hT4cWq8Ym2Nz6Vb0Rx3Lk9PsJd5Ue7Ga/view

I'm still deciding between a few schools and Thornbury is near the top. Cell is 412-555-0134 if it's easier to text.

Best,
Greta Halloran`,
        },
      }),
    }),
    label: recruiting("athlete", {
      first_name: "Greta",
      last_name: "Halloran",
      grad_year: 2027,
      positions: ["port"],
      height_inches: 71,
      club_team: "Three Rivers Junior Crew",
      high_school: "Allegheny Ridge High School",
      city: "Pittsburgh",
      state: "PA",
      gpa: 3.84,
      email: "ghalloran.rows@gmail.com",
      phone: "+14125550134",
      video_urls: ["https://drive.google.com/file/d/1hT4cWq8Ym2Nz6Vb0Rx3Lk9PsJd5Ue7Ga/view"],
    }),
  },

  // ------------------------------------------------------------ 20. a beach player's note typed on her phone
  {
    name: "tc-beach-vb-blocker-phone-note-outlook-mobile",
    family: "tc-beach-athlete-kealoha",
    tags: ["sport:beach-volleyball", "wrapper:outlook-mobile:en", "short-intro", "lower-case", "sent-from-iphone"],
    message: hoForward({
      style: "outlook-mobile:en",
      coach: PRUETT,
      date: "2026-11-25 13:27:44 -06:00",
      note: "Beach only? Passing to Kelsey for the sand roster.",
      original: {
        from: "Sienna Kealoha <siennakealoha@icloud.com>",
        to: "npruett@wexfordpines.edu",
        date: "2026-11-25 09:58:21 -08:00",
        subject: "beach volleyball 2028",
        text: `hi coach! i'm a 2028 beach player (blocker) from Manhattan Beach, CA. i play with South Bay Sand Academy and go to Costa Verde High School. i'm 6'0 and would love to hear more about your beach program!! here's my video https://youtu.be/Sk4Lb7mNe2Q

sienna kealoha
310-555-0117

Sent from my iPhone`,
      },
    }),
    label: recruiting("athlete", {
      first_name: "Sienna",
      last_name: "Kealoha",
      grad_year: 2028,
      positions: ["blocker"],
      height_inches: 72,
      club_team: "South Bay Sand Academy",
      high_school: "Costa Verde High School",
      city: "Manhattan Beach",
      state: "CA",
      email: "siennakealoha@icloud.com",
      phone: "+13105550117",
      video_urls: ["https://youtu.be/Sk4Lb7mNe2Q"],
    }),
  },

  // ============================================================ look-alikes from the same senders (not recruiting)

  // ------------------------------------------------------------ 21. a parent asking about camp, no athlete introduced
  {
    name: "tc-nonrec-parent-youth-camp-question-outlook-mac-quote",
    family: "tc-nonrec-parent-oyelowo",
    tags: ["sport:volleyball", "wrapper:outlook-mac-quote:en", "writer:parent", "camp-question", "nonrec:no-athlete"],
    message: hoForward({
      style: "outlook-mac-quote:en",
      coach: FAULCONER,
      date: "2026-11-20 16:44:12 -05:00",
      note: "Can ops answer this one? Youth camp dates not posted yet.",
      original: {
        from: "Trish Oyelowo <trish.oyelowo@gmail.com>",
        to: "ifaulconer@bellhaven.edu",
        date: "2026-11-20 12:09:31 -05:00",
        subject: "Summer youth camp question",
        text: `Hi Coach,

My daughter is in 6th grade and just started playing volleyball this fall, and she loves it. Is your summer youth camp open to kids her age, and are the dates set yet? We live about an hour away so we would probably do the day camp and not the overnight.

Also, is there a sibling discount? Her younger sister might want to come too.

Thanks so much!
Trish Oyelowo`,
      },
    }),
    label: notRecruiting("parent"),
  },

  // ------------------------------------------------------------ 22. an athlete's thanks after committing elsewhere
  {
    name: "tc-nonrec-athlete-thanks-committed-elsewhere-direct",
    family: "tc-nonrec-athlete-brandvold",
    tags: ["sport:volleyball", "direct:gmail-rule", "client:iphone", "nonrec:committed-elsewhere", "trap:athlete-details"],
    message: direct(
      {
        from: "Callie Brandvold <calliebrandvold@gmail.com>",
        to: "rmabry@tollandridge.edu",
        date: "2026-11-19 18:36:22 -06:00",
        subject: "Thank you Coach Mabry",
        text: `Hi Coach Mabry,

I wanted to let you know personally that I have verbally committed to Larchmont State to continue my volleyball and academic career. This was such a hard decision and Tolland Ridge was in my final three until the very end.

Thank you so much for coming to watch me at Northern Lights Juniors this summer and for my visit in September. Your team was so welcoming and I will be cheering for you guys, except when you play Larchmont!

Thank you again for everything,
Callie Brandvold

Sent from my iPhone`,
      },
      MABRY,
      "iphone",
    ),
    label: notRecruiting("athlete"),
  },

  // ------------------------------------------------------------ 23. a parent's auto-reply to the coach's clinic email
  {
    name: "tc-nonrec-parent-auto-reply-clinic-mail-direct",
    family: "tc-nonrec-parent-lyle",
    tags: ["sport:lacrosse", "direct:gmail-rule", "auto-reply", "writer:parent"],
    message: direct(
      {
        from: "Bernie Lyle <bernie.lyle@gmail.com>",
        to: "wgalloway@penhallow.edu",
        date: "2026-11-26 10:02:55 -05:00",
        subject: "Automatic reply: Penhallow Lacrosse Winter Prospect Clinic - Registration Open",
        text: `Hi, thanks for your email! I'm traveling with my daughter's club team through Sunday, November 29 and checking email only now and then. I'll get back to you when I'm home.

- Bernie`,
      },
      GALLOWAY,
      "gmail",
      {
        headers: [
          ["Auto-Submitted", "auto-replied"],
          ["X-Autoreply", "yes"],
          ["Precedence", "auto_reply"],
        ],
      },
    ),
    label: notRecruiting("parent"),
  },

  // ------------------------------------------------------------ 24. a parent's transcript question, nobody introduced
  {
    name: "tc-nonrec-parent-transcript-question-hubspot",
    family: "tc-nonrec-parent-adeyemi",
    tags: ["sport:basketball", "wrapper:hubspot:en", "writer:parent", "nonrec:no-athlete", "transcript-question"],
    message: hoForward({
      style: "hubspot:en",
      coach: PRYCE,
      date: "2026-11-26 11:21:40 -06:00",
      note: "Compliance/admissions question - forwarding so it's logged.",
      original: {
        from: "Marcus Adeyemi <madeyemi.dad@gmail.com>",
        to: "dpryce@grishamvalley.edu",
        date: "2026-11-25 22:14:07 -06:00",
        subject: "Transcript question",
        text: `Coach Pryce,

Quick question. When a prospect sends her transcript, does it have to come from the school counselor, or can a parent upload the unofficial one? Our school is switching to a new student system and the counselor says it could be a few weeks before they can send anything.

Also, do you need the transcript before an unofficial visit, or only before an official one?

Thanks for your help,
Marcus Adeyemi`,
      },
    }),
    label: notRecruiting("parent"),
  },
];
