/**
 * Club (travel) coaches recommending athletes. When a coach lists several, the label is the athlete the email is
 * mainly about: the one the subject or the coach singles out, otherwise the first listed.
 */
import { recruiting, severalAthletes, type CorpusEntry } from "../labels.ts";
import { BELANGER, CASTELLANO, GREER, HALVORSEN, MONTOYA, OYELARAN, REYES, WHITLOCK } from "../people.ts";
import { compose, forward, forwardedBlock, quotedReply, type Original } from "../wrappers.ts";

const stamper: Original = {
  from: "Derek Stamper <dstamper@queencityvolleyball.org>",
  to: "jreyes@cresthaven.edu",
  date: "2026-11-09 13:10:00 -05:00",
  subject: "Queen City 17 Elite - Aniyah Coleman (2028 OH)",
  text: `Coach Reyes,

Hope the season is wrapping up well for you. I wanted to put one of our Queen City Volleyball 17 Elite players on your radar: Aniyah Coleman, a 2028 outside hitter. She's 6'0", terminates well out of the back row and passes in our 6-rotation system. She plays her high school ball at Mount Notre Vista High School here in Cincinnati, Ohio and carries a 3.8 GPA.

We'll be at Bluegrass Winter Classic and Great Lakes Power League, and I'll send court assignments when we have them.

Aniyah's video: https://www.hudl.com/video/3/20601142/67123ab0e4b0f1c9d8a2e350
You can reach Aniyah directly at aniyah.coleman28@gmail.com or 513-555-0184.

Best,
Derek Stamper
Club Director | Queen City Volleyball
dstamper@queencityvolleyball.org | 513-555-0180
www.queencityvolleyball.org`,
};

const jensen: Original = {
  from: "Coach Lisa Baumgartner <lisa@summitcityvbc.com>",
  to: '"Reyes, Jordan" <jreyes@cresthaven.edu>, "Lee, Morgan" <mlee@cresthaven.edu>',
  date: "2026-11-18 20:30:00 -05:00",
  subject: "Summit City 17 Adidas - three 2028s to watch at Winter Classic",
  text: `Coaches,

Three of my 17s you should see at the Bluegrass Winter Classic (we're in Pool F on Saturday, court 22):

1) Harlow Jensen - #10 - Setter - 2028 - 5'10" - Carroll Creek HS (Fort Wayne, IN) - 3.9 GPA - harlowjensen@gmail.com - https://www.hudl.com/profile/20033219/Harlow-Jensen
2) Mackenzie Ortiz - #14 - MB - 2028 - 6'2" - Homestead Ridge HS (Fort Wayne, IN) - 3.5 GPA - https://www.hudl.com/profile/20033487/Mackenzie-Ortiz
3) Brynlee Amstutz - #3 - L/DS - 2028 - 5'4" - Bluffton Prairie HS (Bluffton, IN) - 4.0 GPA

All three are uncommitted. Happy to set up calls.

Lisa Baumgartner
Head Coach, Summit City VBC 17 Adidas
260-555-0117`,
};

const greenOwn: Original = {
  from: "Josie Greenlaw <josiegreenlaw@gmail.com>",
  to: "Coach Tamsin Holt <tholt@lakesregionvbc.org>",
  date: "2026-10-30 21:00:00 -04:00",
  subject: "my info for college coaches",
  text: `Hi Coach Holt! Here's my info like you asked:

Josie Greenlaw
2027 Libero
5'6"
Lakes Region VBC 18 Elite
Gilford Lakes High School, Laconia NH
GPA 3.9
josiegreenlaw@gmail.com
603-555-0144
https://www.youtube.com/watch?v=Jg6mR3tKw8Q

Thank you!!`,
};

const holtForward: Original = {
  from: "Coach Tamsin Holt <tholt@lakesregionvbc.org>",
  to: "pcastellano@ridgeford.edu",
  date: "2026-10-31 09:15:00 -04:00",
  subject: "Fwd: my info for college coaches",
  text: `Priya - forwarding Josie's info. Best passer I've coached in 12 years, honestly. She'd be a 4-year starter for you. Call me anytime.

Tamsin Holt
Director, Lakes Region VBC
603-555-0140

${forwardedBlock("gmail", greenOwn).text}`,
};

const travelPitcher: Original = {
  from: "Rick Salcedo <rsalcedo@azstormfastpitch.com>",
  to: "lmontoya@sierramesa.edu",
  date: "2026-10-19 18:40:00 -07:00",
  subject: "2028 LHP you need to see - Daniela Ruiz",
  text: `Coach Montoya,

I coach the AZ Storm Fastpitch 18U Gold team and I've got a 2028 lefty who belongs at Sierra Mesa. Daniela Ruiz is 5'10", sits 60-62 with a nasty screw and drop. She goes to Mesa del Sol High School in Chandler, AZ, 3.6 GPA.

Video: https://www.youtube.com/watch?v=Dr5kP9wLq3M
Daniela's cell: 480-555-0165
Her mom Rosa: 480-555-0166

We're at the Desert Classic Dec 4-6, Field 9 Saturday at 10.

Rick Salcedo
AZ Storm Fastpitch 18U Gold
480-555-0160`,
};

const twoSb: Original = {
  from: "Coach Bo Thibodeaux <bothibodeaux@cajunheatsoftball.com>",
  to: "tgreer@bayouteche.edu",
  date: "2026-11-07 11:11:00 -06:00",
  subject: "two uncommitted 2027s",
  text: `Coach Greer,

I've got two 2027s still uncommitted that would fit your program:

Catcher - Kaitlyn Hebert, 5'6", Cajun Heat 18U Gold, Teurlings Crossing HS, Lafayette LA, 3.5 GPA. Pop 1.86. Video https://youtu.be/Kh3bT7rWq2D

SS - Alexis Guidry, 5'5", Cajun Heat 18U Gold, Breaux Bridge Central HS, 3.1 GPA. Video https://youtu.be/Ag8nY2rLp5K

Let me know if you want to come see them.

Coach Bo Thibodeaux
Cajun Heat Softball
337-555-0135`,
};

const rosterHtml = `<div style="font-family:Arial,sans-serif;font-size:14px">
<p>Coach Castellano,</p>
<p>Our Tri-State Thunder 16 Black roster for the Keystone Qualifier is below. The one I really want you to see is our setter, <b>Mia Kowalski</b> (#5). She runs the whole show and she's still growing.</p>
<table border="1" cellspacing="0" cellpadding="4" style="border-collapse:collapse">
<thead><tr><th>#</th><th>Name</th><th>Pos</th><th>Ht</th><th>Grad</th><th>High School</th><th>GPA</th></tr></thead>
<tbody>
<tr><td>2</td><td>Harper Lin</td><td>L</td><td>5'5"</td><td>2029</td><td>Mount Penn HS</td><td>4.0</td></tr>
<tr><td>5</td><td>Mia Kowalski</td><td>S</td><td>5'10"</td><td>2029</td><td>Wyomissing Ridge HS</td><td>3.8</td></tr>
<tr><td>8</td><td>Jordyn Weiss</td><td>OH</td><td>5'11"</td><td>2029</td><td>Exeter Valley HS</td><td>3.6</td></tr>
<tr><td>11</td><td>Nia Baptiste</td><td>MB</td><td>6'1"</td><td>2029</td><td>Reading Central Prep</td><td>3.4</td></tr>
<tr><td>14</td><td>Callie Brandt</td><td>RS</td><td>5'11"</td><td>2029</td><td>Mount Penn HS</td><td>3.9</td></tr>
</tbody></table>
<p>Mia's video: <a href="https://www.hudl.com/video/3/20522877/670b5f10e4b0c7d1a3e9f288">https://www.hudl.com/video/3/20522877/670b5f10e4b0c7d1a3e9f288</a><br>
Mia is from Wyomissing, PA. Her email is miakowalski29@gmail.com.</p>
<p>Thanks,<br>Coach Renee Dubois<br>Tri-State Thunder VBC<br>610-555-0148</p>
</div>`;

const roster: Original = {
  from: "Renee Dubois <rdubois@tristatethundervbc.org>",
  to: "pcastellano@ridgeford.edu",
  date: "2026-11-14 10:00:00 -05:00",
  subject: "Tri-State Thunder 16 Black roster + setter to watch (Mia Kowalski)",
  text: "",
  html: rosterHtml,
};

const quebecClub: Original = {
  from: "Sébastien Lavoie <slavoie@clubaxionquebec.ca>",
  to: "abelanger@northvale.edu",
  date: "2026-10-26 15:00:00 -04:00",
  subject: "Recommandation - Florence Bouchard, centrale 2028",
  text: `Bonjour Annick,

Je me permets de te recommander Florence Bouchard, centrale de notre équipe Club Axion de Québec 17U Élite. Florence est de la cohorte 2028, elle mesure 1,88 m et elle fréquente l'École secondaire Les Compagnons, à Québec. Excellente élève (moyenne de 91 %).

Vidéo : https://www.youtube.com/watch?v=Fb7qW2eRt5Y
Courriel de Florence : florence.bouchard@gmail.com
Cellulaire : 418 555-0151

Au plaisir,
Sébastien Lavoie
Entraîneur-chef 17U, Club Axion Québec
418 555-0150`,
};

const bigSignature: Original = {
  from: "Coach Andre Whitfield-Moss <andre@magnoliaelitevbc.com>",
  to: "jreyes@cresthaven.edu",
  date: "2026-10-13 12:12:00 -05:00",
  subject: "Magnolia Elite 18 Black - Kennedy Sims",
  text: `Coach Reyes,

Kennedy Sims (2027, RS/OPP, 6'1") from our 18 Black team is still uncommitted and I think she'd thrive in your system. She attends Madison Pines High School in Madison, Mississippi, has a 3.6 GPA, and blocks as well as anyone we've had. Her email is kennedysims27@gmail.com.

Film: https://www.hudl.com/profile/19555610/Kennedy-Sims

Thank you,

Andre Whitfield-Moss
Club Director & 18 Black Head Coach
MAGNOLIA ELITE VOLLEYBALL CLUB
1200 Lakeland Commons Dr, Suite 4 | Flowood, MS 39232
Office (601) 555-0166 | Cell (601) 555-0167
www.magnoliaelitevbc.com | Instagram @magnoliaelitevbc
USA Volleyball Southern Region | AAU Member Club
"Developing champions on and off the court since 2009"`,
};

const platformHtml = `<table width="100%" cellpadding="0" cellspacing="0" style="background:#f4f4f4"><tr><td align="center">
<table width="600" cellpadding="16" cellspacing="0" style="background:#ffffff;font-family:Helvetica,Arial,sans-serif">
<tr><td style="background:#0b3d2e;color:#ffffff;font-size:20px;font-weight:bold">Evergreen Juniors Volleyball &mdash; Athlete Spotlight</td></tr>
<tr><td>
<p style="font-size:16px;margin:0 0 8px 0"><b>Ruby Castellanos-Park</b> &middot; Class of 2029 &middot; Outside Hitter</p>
<p style="margin:0 0 8px 0">Team: Evergreen Juniors 16 Emerald &middot; Jersey #17<br>
School: Tacoma Narrows High School &middot; Tacoma, WA<br>
Height: 5&#39;11&quot; &middot; GPA: 3.85</p>
<p style="margin:0 0 8px 0">Email: ruby.cpark29@gmail.com &middot; Phone: 253.555.0113</p>
<p><a href="https://www.youtube.com/watch?v=Rc4pK8mWq7N" style="background:#0b3d2e;color:#fff;padding:8px 14px;text-decoration:none">Watch Highlights</a></p>
<p style="font-size:12px;color:#666">Sent by Coach Marnie Quist, Evergreen Juniors &middot; mquist@evergreenjuniorsvb.org &middot; (253) 555-0110</p>
</td></tr></table>
</td></tr></table>`;

const platform: Original = {
  from: "Evergreen Juniors via ClubDesk <no-reply@clubdesk-mail.com>",
  to: "pcastellano@ridgeford.edu",
  date: "2026-11-03 14:00:00 -08:00",
  subject: "Athlete Spotlight: Ruby Castellanos-Park (2029 OH)",
  text: "",
  html: platformHtml,
};

const travel1252: Original = {
  from: "Coach Wade Pruett <wpruett@carolinasurgefastpitch.com>",
  to: '"Oyelaran, Marcus" <moyelaran@lakemont.edu>',
  date: "2026-10-02 19:40:00 -04:00",
  subject: "Carolina Surge 18U – 2027 CF Jordan Ellis",
  text: `Coach Oyelaran –

Wanted to get you info on our center fielder, Jordan Ellis. She’s a 2027, 5’8”, bats left, and runs a 2.65 home to first. Plays her HS ball at Greenville Crossroads High School in Greenville, SC. 3.4 GPA.

She’s uncommitted and “Lakemont” was the first school she mentioned to me.

Video – https://www.youtube.com/watch?v=Je2kL6pWq9R
Jordan’s email – jordanellis.cf@gmail.com

Wade Pruett
Carolina Surge Fastpitch 18U – Pruett
864-555-0128`,
};

const mbAsk: Original = {
  from: "Jordan Reyes <jreyes@cresthaven.edu>",
  to: "Coach Pam Whitacre <pwhitacre@heartlandvbc.org>",
  date: "2026-10-20 10:00:00 -05:00",
  subject: "2028 MBs?",
  text: `Pam,

Who are your best 2028 middles this year? We need one badly.

-- 
${REYES.signature}`,
};

const mbAnswer: Original = {
  from: "Coach Pam Whitacre <pwhitacre@heartlandvbc.org>",
  to: "Jordan Reyes <jreyes@cresthaven.edu>",
  date: "2026-10-21 21:15:00 -05:00",
  subject: "Re: 2028 MBs?",
  text: compose(
    `Jordan,

Best one is Tatum Ridley. 6'3", 2028, Heartland VBC 17 Red, goes to Lawrence Free State Ridge in Lawrence, Kansas. 3.7 GPA. Fast arm, reads well, still raw on the slide. Her email is tatumridley28@gmail.com.

Video: https://www.hudl.com/video/3/20345611/66f2c4a3e4b0b6d2e1c9f407

Pam Whitacre
Heartland VBC
785-555-0192`,
    quotedReply("gmail", mbAsk),
    "gmail",
  ).text,
};

const brynn: Original = {
  from: "Coach Jess Mabry <jmabry@lonestarlightning.org>",
  to: "dwhitlock@marlowstate.edu",
  date: "2026-11-11 22:30:00 -06:00",
  subject: "16U SS",
  text: `Coach - my 16U SS Brynn Harlan is the real deal. 2029, 5'7", Lone Star Lightning 16U Platinum, McKinney Ridge HS in McKinney TX. 4.0 student. Video https://www.hudl.com/video/3/20677340/6719a2b1e4b0e3c8d1f4a560

Call me 469-555-0108

Sent from my iPhone`,
};

export const CLUB_COACHES: CorpusEntry[] = [
  {
    name: "club-coach-one-athlete-gmail",
    tags: ["fwd:gmail", "lang:en", "trap:club-coach-contact", "trap:coach-phone-same-area-code"],
    label: recruiting("club_coach", {
      first_name: "Aniyah",
      last_name: "Coleman",
      grad_year: 2028,
      positions: ["OH"],
      height_inches: 72,
      club_team: "Queen City Volleyball 17 Elite",
      high_school: "Mount Notre Vista High School",
      city: "Cincinnati",
      state: "OH",
      gpa: 3.8,
      email: "aniyah.coleman28@gmail.com",
      phone: "+15135550184",
      video_urls: ["https://www.hudl.com/video/3/20601142/67123ab0e4b0f1c9d8a2e350"],
    }),
    message: forward({ style: "gmail", coach: REYES, date: "2026-11-09 15:00:00 -05:00", note: "Derek's OH. Local.", original: stamper }),
  },
  {
    name: "club-coach-three-athletes-outlook-new",
    tags: ["fwd:outlook-new", "lang:en", "several-athletes", "trap:teammate", "tournaments"],
    label: severalAthletes("club_coach", [
      {
        first_name: "Harlow",
        last_name: "Jensen",
        grad_year: 2028,
        positions: ["S"],
        height_inches: 70,
        club_team: "Summit City VBC 17 Adidas",
        high_school: "Carroll Creek HS",
        city: "Fort Wayne",
        state: "IN",
        gpa: 3.9,
        email: "harlowjensen@gmail.com",
        video_urls: ["https://www.hudl.com/profile/20033219/Harlow-Jensen"],
      },
      {
        first_name: "Mackenzie",
        last_name: "Ortiz",
        grad_year: 2028,
        positions: ["MB"],
        height_inches: 74,
        club_team: "Summit City VBC 17 Adidas",
        high_school: "Homestead Ridge HS",
        city: "Fort Wayne",
        state: "IN",
        gpa: 3.5,
        video_urls: ["https://www.hudl.com/profile/20033487/Mackenzie-Ortiz"],
      },
      { first_name: "Brynlee", last_name: "Amstutz", grad_year: 2028, positions: ["L/DS"], height_inches: 64, club_team: "Summit City VBC 17 Adidas", high_school: "Bluffton Prairie HS", city: "Bluffton", state: "IN", gpa: 4 },
    ]),
    message: forward({ style: "outlook-new", coach: REYES, date: "2026-11-19 07:40:00 -05:00", original: jensen }),
  },
  {
    name: "club-coach-forwards-athlete-email-nested",
    tags: ["fwd:outlook-live", "fwd:gmail", "nested", "lang:en", "role:external-forwarder", "trap:club-coach-contact"],
    label: recruiting("club_coach", {
      first_name: "Josie",
      last_name: "Greenlaw",
      grad_year: 2027,
      positions: ["L/DS"],
      height_inches: 66,
      club_team: "Lakes Region VBC 18 Elite",
      high_school: "Gilford Lakes High School",
      city: "Laconia",
      state: "NH",
      gpa: 3.9,
      email: "josiegreenlaw@gmail.com",
      phone: "+16035550144",
      video_urls: ["https://www.youtube.com/watch?v=Jg6mR3tKw8Q"],
    }),
    message: forward({ style: "outlook-live", coach: CASTELLANO, date: "2026-10-31 11:00:00 -04:00", note: "Tamsin never oversells. Priority.", original: holtForward }),
  },
  {
    name: "club-coach-sb-pitcher-gmail-es",
    tags: ["fwd:gmail-es", "lang:en", "trap:club-coach-contact", "trap:parent-contact", "tournaments"],
    label: recruiting("club_coach", {
      first_name: "Daniela",
      last_name: "Ruiz",
      grad_year: 2028,
      positions: ["P"],
      height_inches: 70,
      club_team: "AZ Storm Fastpitch 18U Gold",
      high_school: "Mesa del Sol High School",
      city: "Chandler",
      state: "AZ",
      gpa: 3.6,
      phone: "+14805550165",
      video_urls: ["https://www.youtube.com/watch?v=Dr5kP9wLq3M"],
    }),
    message: forward({ style: "gmail-es", coach: MONTOYA, date: "2026-10-20 07:30:00 -07:00", note: "Zurda 2028, Rick dice que es la mejor de su equipo.", original: travelPitcher }),
  },
  {
    name: "club-coach-sb-two-athletes-yahoo",
    tags: ["fwd:yahoo", "lang:en", "several-athletes", "style:lowercase-subject"],
    label: severalAthletes("club_coach", [
      {
        first_name: "Kaitlyn",
        last_name: "Hebert",
        grad_year: 2027,
        positions: ["C"],
        height_inches: 66,
        club_team: "Cajun Heat 18U Gold",
        high_school: "Teurlings Crossing HS",
        city: "Lafayette",
        state: "LA",
        gpa: 3.5,
        video_urls: ["https://youtu.be/Kh3bT7rWq2D"],
      },
      { first_name: "Alexis", last_name: "Guidry", grad_year: 2027, positions: ["SS"], height_inches: 65, club_team: "Cajun Heat 18U Gold", high_school: "Breaux Bridge Central HS", gpa: 3.1, video_urls: ["https://youtu.be/Ag8nY2rLp5K"] },
    ]),
    message: forward({ style: "yahoo", coach: GREER, date: "2026-11-07 13:00:00 -06:00", original: twoSb }),
  },
  {
    name: "club-coach-roster-table-main-athlete-html-only",
    tags: ["fwd:outlook-live", "lang:en", "html-only", "html-table", "several-athletes", "main-athlete-not-first"],
    label: recruiting("club_coach", {
      first_name: "Mia",
      last_name: "Kowalski",
      grad_year: 2029,
      positions: ["S"],
      height_inches: 70,
      club_team: "Tri-State Thunder 16 Black",
      high_school: "Wyomissing Ridge HS",
      city: "Wyomissing",
      state: "PA",
      gpa: 3.8,
      email: "miakowalski29@gmail.com",
      video_urls: ["https://www.hudl.com/video/3/20522877/670b5f10e4b0c7d1a3e9f288"],
    }),
    message: forward({ style: "outlook-live", coach: CASTELLANO, date: "2026-11-14 12:30:00 -05:00", parts: "html", original: roster }),
  },
  {
    name: "club-coach-quebec-french-gmail-fr",
    tags: ["fwd:gmail-fr", "lang:fr", "height:metres", "state:canada", "trap:percent-average", "trap:club-coach-contact"],
    label: recruiting("club_coach", {
      first_name: "Florence",
      last_name: "Bouchard",
      grad_year: 2028,
      positions: ["MB"],
      height_inches: 74,
      club_team: "Club Axion de Québec 17U Élite",
      high_school: "École secondaire Les Compagnons",
      city: "Québec",
      state: "QC",
      email: "florence.bouchard@gmail.com",
      phone: "+14185550151",
      video_urls: ["https://www.youtube.com/watch?v=Fb7qW2eRt5Y"],
    }),
    message: forward({ style: "gmail-fr", coach: BELANGER, date: "2026-10-27 08:00:00 -04:00", original: quebecClub }),
  },
  {
    name: "club-coach-heavy-signature-outlook-2019",
    tags: ["fwd:outlook-2019", "lang:en", "trap:club-coach-contact", "trap:signature-address", "trap:year-in-signature"],
    label: recruiting("club_coach", {
      first_name: "Kennedy",
      last_name: "Sims",
      grad_year: 2027,
      positions: ["RS/OPP"],
      height_inches: 73,
      club_team: "Magnolia Elite 18 Black",
      high_school: "Madison Pines High School",
      city: "Madison",
      state: "MS",
      gpa: 3.6,
      email: "kennedysims27@gmail.com",
      video_urls: ["https://www.hudl.com/profile/19555610/Kennedy-Sims"],
    }),
    message: forward({ style: "outlook-2019", coach: REYES, date: "2026-10-14 07:55:00 -04:00", original: bigSignature }),
  },
  {
    name: "club-coach-platform-spotlight-base64-html-only",
    tags: ["fwd:outlook-live", "lang:en", "html-only", "base64", "club-platform", "video:link-text-differs", "trap:club-coach-contact"],
    label: recruiting("club_coach", {
      first_name: "Ruby",
      last_name: "Castellanos-Park",
      grad_year: 2029,
      positions: ["OH"],
      height_inches: 71,
      club_team: "Evergreen Juniors 16 Emerald",
      high_school: "Tacoma Narrows High School",
      city: "Tacoma",
      state: "WA",
      gpa: 3.85,
      email: "ruby.cpark29@gmail.com",
      phone: "+12535550113",
      video_urls: ["https://www.youtube.com/watch?v=Rc4pK8mWq7N"],
    }),
    message: forward({ style: "outlook-live", coach: CASTELLANO, date: "2026-11-04 07:00:00 -05:00", parts: "html", encoding: "base64", original: platform }),
  },
  {
    name: "club-coach-sb-windows-1252-outlook-2013",
    tags: ["fwd:outlook-2013", "lang:en", "charset:windows-1252", "quoted-printable", "trap:curly-quote-height", "trap:club-coach-contact"],
    label: recruiting("club_coach", {
      first_name: "Jordan",
      last_name: "Ellis",
      grad_year: 2027,
      positions: ["OF"],
      height_inches: 68,
      club_team: "Carolina Surge Fastpitch 18U – Pruett",
      high_school: "Greenville Crossroads High School",
      city: "Greenville",
      state: "SC",
      gpa: 3.4,
      email: "jordanellis.cf@gmail.com",
      video_urls: ["https://www.youtube.com/watch?v=Je2kL6pWq9R"],
    }),
    message: forward({ style: "outlook-2013", coach: OYELARAN, date: "2026-10-03 08:10:00 -04:00", charset: "windows-1252", original: travel1252 }),
  },
  {
    name: "club-coach-answers-college-coach-gmail",
    tags: ["fwd:gmail", "lang:en", "reply-history", "trap:coach-signature"],
    label: recruiting("club_coach", {
      first_name: "Tatum",
      last_name: "Ridley",
      grad_year: 2028,
      positions: ["MB"],
      height_inches: 75,
      club_team: "Heartland VBC 17 Red",
      high_school: "Lawrence Free State Ridge",
      city: "Lawrence",
      state: "KS",
      gpa: 3.7,
      email: "tatumridley28@gmail.com",
      video_urls: ["https://www.hudl.com/video/3/20345611/66f2c4a3e4b0b6d2e1c9f407"],
    }),
    message: forward({ style: "gmail", coach: REYES, date: "2026-10-22 06:30:00 -05:00", signature: false, original: mbAnswer }),
  },
  {
    name: "club-coach-sb-short-from-iphone-apple-ios",
    tags: ["fwd:apple-ios", "lang:en", "style:very-short", "trap:club-coach-contact"],
    label: recruiting("club_coach", {
      first_name: "Brynn",
      last_name: "Harlan",
      grad_year: 2029,
      positions: ["SS"],
      height_inches: 67,
      club_team: "Lone Star Lightning 16U Platinum",
      high_school: "McKinney Ridge HS",
      city: "McKinney",
      state: "TX",
      gpa: 4.0,
      video_urls: ["https://www.hudl.com/video/3/20677340/6719a2b1e4b0e3c8d1f4a560"],
    }),
    message: forward({ style: "apple-ios", coach: WHITLOCK, date: "2026-11-12 05:45:00 -06:00", original: brynn }),
  },
  {
    name: "club-coach-thunderbird-latin1",
    tags: ["fwd:thunderbird", "lang:en", "charset:iso-8859-1", "8bit", "trap:club-coach-contact"],
    label: recruiting("club_coach", {
      first_name: "Signe",
      last_name: "Østby",
      grad_year: 2028,
      positions: ["OH"],
      height_inches: 72,
      club_team: "Northern Lakes VBC 17 Elite",
      high_school: "Bemidji Pines High School",
      city: "Bemidji",
      state: "MN",
      gpa: 3.9,
      email: "signe.ostby@gmail.com",
      video_urls: ["https://www.youtube.com/watch?v=So3xK7nWq4B"],
    }),
    message: forward({
      style: "thunderbird",
      coach: HALVORSEN,
      date: "2026-11-17 07:20:00 -06:00",
      charset: "iso-8859-1",
      encoding: "8bit",
      original: {
        from: "Coach Gunnar Håkansson <gunnar@northernlakesvbc.org>",
        to: "ehalvorsen@tamarackstate.edu",
        date: "2026-11-16 20:00:00 -06:00",
        subject: "Signe Østby, 2028 OH",
        text: `Erik,

Signe Østby is our best 17s pin: 2028 OH, 6'0", Bemidji Pines High School in Bemidji, MN. Plays for Northern Lakes VBC 17 Elite, 3.9 GPA. She's still a bit shy on the phone but her email is signe.ostby@gmail.com.

Video: https://www.youtube.com/watch?v=So3xK7nWq4B

Gunnar Håkansson
Northern Lakes VBC
218-555-0142`,
      },
    }),
  },
];
