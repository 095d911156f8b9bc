/**
 * Fourth held-out split, author E: athletes and families of many sports, their club and school coaches, and the
 * look-alikes that come from the same people and the same services. Every person, club, school, college and number
 * is invented (phones 555-01xx). Name and family prefix: te-.
 */
import type { CorpusEntry } from "../../labels.ts";
import { notRecruiting, recruiting, severalAthletes } from "../../labels.ts";
import { collegeCoach } from "../../people.ts";
import { bulkMailHeaders, fwd, forwardAsAttachment, original, type Original } from "../../wrappers.ts";
import { gmailQuote, hoForward, relay } from "../../heldOutWrappers.ts";
import { direct } from "../../heldOutAthleteHelpers.ts";
import { autoForwarded, calendarAttachment, deliveryStatus, listHeaders } from "../../heldOutMachineMail.ts";

// ---------------------------------------------------------------- the receiving coaches

const HOLLOWAY = collegeCoach(
  "Bridget Holloway",
  "bholloway@marchbank.edu",
  "bridget.holloway.te41@scout.inboxscout.app",
  `Bridget Holloway
Head Volleyball Coach | Marchbank College
o 740.555.0126
"Serve tough."`,
);

const OSEI = collegeCoach(
  "Kwame Osei",
  "kosei@pinehollow.edu",
  "kwame.osei.te72@scout.inboxscout.app",
  `Kwame Osei
Head Softball Coach
Pine Hollow University Athletics
(870) 555-0148 office | (870) 555-0181 cell`,
);

const LINDQVIST = collegeCoach(
  "Astrid Lindqvist",
  "alindqvist@grayhaven.edu",
  "astrid.lindqvist.te93@scout.inboxscout.app",
  `Astrid Lindqvist
Head Coach, Women's Soccer
Grayhaven College - Go Herons
603-555-0137`,
);

const TRASK = collegeCoach(
  "Monique Trask",
  "mtrask@elmstead.edu",
  "monique.trask.te58@scout.inboxscout.app",
  `Monique Trask
Assistant Coach / Recruiting
Elmstead University Women's Basketball
C: 502-555-0159`,
);

const PRUITT = collegeCoach(
  "Dawson Pruitt",
  "dpruitt@cobbriver.edu",
  "dawson.pruitt.te26@scout.inboxscout.app",
  `Dawson Pruitt
Distance & Aquatics Coordinator (Track/XC, Swim & Dive)
Cobb River University
770.555.0171`,
);

const SOLBERG = collegeCoach(
  "Ingrid Solberg",
  "isolberg@northmere.edu",
  "ingrid.solberg.te84@scout.inboxscout.app",
  `Ingrid Solberg
Head Coach, Women's Rowing & Assistant, Water Polo
Northmere University Boathouse
(207) 555-0164`,
);

const WHITCOMBE = collegeCoach(
  "Graham Whitcombe",
  "gwhitcombe@stonebridge.edu",
  "graham.whitcombe.te17@scout.inboxscout.app",
  `Graham Whitcombe
Head Coach, Women's Golf & Tennis
Stonebridge College
(864) 555-0112`,
);

const ASHDOWN = collegeCoach(
  "Keira Ashdown",
  "kashdown@halberd.edu",
  "keira.ashdown.te35@scout.inboxscout.app",
  `Keira Ashdown
Head Women's Lacrosse Coach
Halberd College
410.555.0193 (o)`,
);

// ---------------------------------------------------------------- batch 1

const HARPER: Original = {
  from: "Harper Quintana <harperq.vb28@gmail.com>",
  to: "bholloway@marchbank.edu",
  date: "2026-11-08 21:47:10 -06:00",
  subject: "2028 OH - Harper Quintana - Lonestar Elite 16 Blue",
  text: `Hi Coach Holloway,

My name is Harper Quintana, Im a 2028 outside hitter with Lonestar Elite 16 Blue and a junior at Chisholm Park High School in Round Rock, TX. Im 5'11 and play all the way around for my club team.

I watched a couple of your matches on the stream this fall and loved how fast your offense runs. I would love to learn more about Marchbank and your program!

Highlights from our last qualifier: https://www.hudl.com/video/3/21874410/65b2c0d1e4f3a2b1c9d8e7f6

Thank you for your time,
Harper Quintana
OH | Class of 2028
512-555-0162`,
};

const BRYNN_PITCHER: Original = {
  from: "Brynn Castellanos <brynncastellanos18@outlook.com>",
  to: "Kwame Osei <kosei@pinehollow.edu>",
  date: "2026-11-03 17:02:44 -05:00",
  subject: "RHP Class of 2027 interested in Pine Hollow",
  text: `Dear Coach Osei,

I hope your fall ball went well. My name is Brynn Castellanos and I am a right handed pitcher in the class of 2027 from Conway, Arkansas. I pitch for the Arkansas Ignite 18U Gold - Petree team and for Hollis Creek High School, where I was named to the all-conference team as a sophomore and again this past spring.

I have been following Pine Hollow for a while now. My grandmother lives about twenty minutes from campus and we have been to a few of your home games, and I really like the way your pitchers are used, where nobody is expected to throw every inning of a weekend. I also want to study nursing and I know your program has a direct admit option which is a big deal for me.

A little about me as a pitcher:
- Fastball sits 59-61, touched 62 this summer at the Sparkler in Colorado
- Pitches: drop, curve, rise, change (change is my best pitch right now)
- 2026 HS season: 14-4, 1.62 ERA, 131 K in 103 IP
- I also hit, mostly as a DH, .318 last spring

Academics: 3.91 unweighted GPA (4.22 weighted), 27 ACT, member of HOSA and NHS.

Here is my most recent pitching video (bullpen from October, all four pitches from the side and from behind the catcher): https://youtu.be/Rq8nLw3TzKe

Our fall schedule is done but we will be at the Presidents Day tournament in Tempe and the Music City Classic in March. I would love it if you or one of your assistants could come see me throw. My coach, Dana Petree, can be reached at 501-555-0177 if you have any questions about me.

Thank you so much for your time and for reading my email.

Sincerely,
Brynn Castellanos
RHP | 2027 | Arkansas Ignite 18U Gold - Petree
Hollis Creek High School
(501) 555-0138
brynncastellanos18@outlook.com`,
};

const JAIDA_TEMPLATE: Original = {
  from: "Jaida Okonkwo <jaidaokonkwo3@gmail.com>",
  to: "mtrask@elmstead.edu",
  date: "2026-11-12 06:31:05 -05:00",
  subject: "Jaida Okonkwo | 2028 Point Guard | Louisville, KY",
  text: `Dear Coach [Last Name],

My name is Jaida Okonkwo and I am a 5'6" point guard in the class of 2028 at Fern Valley Christian Academy in Louisville, KY. I am very interested in [University Name] and believe I could make an impact in your program both on and off the court.

This summer I played AAU for the Derby City Elite 16U team on the 3SSB circuit. Last season as a sophomore on varsity I averaged 11.4 points, 5.2 assists and 2.8 steals per game.

GPA: 3.67
Highlights: https://www.hudl.com/video/3/22031856/6a0bd72e91c4f5a8b3e16d04
Full game vs. Eastbrook Prep (Jan 2026): https://www.youtube.com/watch?v=Lp4dNw81JcQ

I would love the opportunity to attend one of your camps or a practice. Thank you for your time and consideration!

Respectfully,
Jaida Okonkwo
Class of 2028 | PG
502-555-0119`,
};

const CAMP_QUESTION: Original = {
  from: "Lexi Donnelly <lexidonnelly07@icloud.com>",
  to: "Bridget Holloway <bholloway@marchbank.edu>",
  date: "2026-11-15 19:22:31 -05:00",
  subject: "question about winter clinic",
  text: `Hi coach!

I am signed up for the winter hitters clinic on Dec 12th. What time should we get there for check in and is it ok if my mom parks in the lot by the field house or is that only for faculty? The confirmation email just said "main campus". Also do we need to bring our own volleyballs?

thanks!!
Lexi

Sent from my iPhone`,
};

const SWIM_HTML = `<div dir="ltr"><p>Coach Pruitt,</p>
<p>Hello! My name is Ximena Baptiste and I am a junior (class of 2028) at Lake Sumner High School in Dunedin, Florida. I swim year round for Suncoast Aquatic Club (senior group, coached by Rob Ellery). I am mainly a distance freestyler and I would love to be considered for Cobb River.</p>
<p>Here are my best times:</p>
<table border="1" cellpadding="4" cellspacing="0" style="border-collapse:collapse;font-family:Arial,sans-serif;font-size:13px">
<tr style="background:#dbe9f6"><th>Event</th><th>SCY</th><th>LCM</th><th>Meet</th></tr>
<tr><td>500 free</td><td>4:58.31</td><td>&ndash;</td><td>FL Senior Champs, Mar 2026</td></tr>
<tr><td>1000 free</td><td>10:17.84</td><td>&ndash;</td><td>Winter Juniors East</td></tr>
<tr><td>1650 free</td><td>17:09.52</td><td>&ndash;</td><td>Winter Juniors East</td></tr>
<tr><td>400 IM</td><td>4:29.07</td><td>5:08.66</td><td>Sectionals, Jul 2026</td></tr>
</table>
<p>GPA 3.94 (unweighted), I'm in the IB program. I'd love to come on an unofficial visit in the spring if that is possible.</p>
<p>Thank you!<br>Ximena Baptiste<br>727-555-0153<br><a href="mailto:ximena.baptiste.swims@gmail.com">ximena.baptiste.swims@gmail.com</a></p>
</div>`;

const SWIM: Original = {
  from: "Ximena Baptiste <ximena.baptiste.swims@gmail.com>",
  to: "dpruitt@cobbriver.edu",
  date: "2026-11-09 16:40:12 -05:00",
  subject: "Distance free / IM - class of 2028 - Ximena Baptiste",
  text: "",
  html: SWIM_HTML,
};

const CLUB_NEWSLETTER_HTML = `<!DOCTYPE html><html><head><meta charset="utf-8"><title>Ridgeline VBC Monthly</title></head>
<body style="margin:0;background:#f3f3f3">
<table width="600" align="center" cellpadding="0" cellspacing="0" style="background:#ffffff;font-family:Helvetica,Arial,sans-serif">
<tr><td style="background:#1c2d5a;color:#fff;padding:18px 24px;font-size:22px;font-weight:bold">RIDGELINE VOLLEYBALL CLUB &middot; November Update</td></tr>
<tr><td style="padding:20px 24px;font-size:14px;line-height:1.5">
<h2 style="font-size:18px;margin:0 0 8px">Congrats to our newest college commits!</h2>
<p>Please help us congratulate these Ridgeline athletes who signed during the early signing period:</p>
<ul>
<li><b>Tessa Hurd</b> (18 Elite, Setter) &ndash; Marchbank College</li>
<li><b>Aubrey Lindgren</b> (18 Elite, MB) &ndash; Wyeth State</li>
<li><b>Caroline Mbeki</b> (17 Navy, L/DS) &ndash; Tallis University</li>
<li><b>Noor Haddad</b> (18 Elite, OH) &ndash; Fairmount College</li>
</ul>
<h2 style="font-size:18px;margin:16px 0 8px">Tryout recap &amp; season kickoff</h2>
<p>Over 240 athletes came through tryouts this month. Team placements went out on Nov 17. Season kickoff meeting for parents is <b>Sunday Nov 30, 6:00 pm</b> in the Ridgeline Fieldhouse &ndash; uniform sizing and payment plans will be there.</p>
<h2 style="font-size:18px;margin:16px 0 8px">College coaches</h2>
<p>Our 2026-27 tournament schedule and team rosters are posted on the club site. Player contact info is on each team page; for anything else reach our recruiting coordinator, Jen Alvarez, at recruiting@ridgelinevbc.example.</p>
<p style="color:#777;font-size:12px">Ridgeline Volleyball Club &middot; 4400 Quarry Rd, Westerville OH 43081<br>You are receiving this because you subscribed on ridgelinevbc.example. <a href="https://ridgelinevbc.example/unsubscribe?u=77a1">Unsubscribe</a></p>
</td></tr></table></body></html>`;

const DAD_VB: Original = {
  from: '"Thornton, Mark" <mark.thornton@kesslerlogistics.example>',
  to: "bholloway@marchbank.edu",
  date: "2026-11-10 12:14:55 -05:00",
  subject: "My daughter Ella Thornton - 2027 Middle Blocker",
  text: `Coach Holloway,

I apologize for writing out of the blue. My daughter Ella is a 2027 middle blocker who plays for Buckeye Select 17 Black and at Linworth Park... excuse me, she transferred this year, she is now at Olentangy Ridge High School in Delaware, Ohio.

She is 6'2", and I will let her club coach speak to her game, but she blocked 1.4 per set in the fall high school season and was second team all-district. She is a strong student (3.72 GPA) and is interested in exercise science.

She has her own email and phone and would be thrilled to hear from you directly: ellathornton27@gmail.com, 614-555-0186. Her recruiting video is here: https://www.hudl.com/video/3/21660473/6599e3aa0c1b4d2f8e7a5c31

Her club schedule for the spring is attached to her profile on the club website. Thank you for your consideration.

Mark Thornton
Director, Regional Operations
Kessler Logistics Group
O: 614-555-0109 | M: 614-555-0140

________________________________
CONFIDENTIALITY NOTICE: This e-mail message, including any attachments, is for the sole use of the intended recipient(s) and may contain confidential and privileged information. Any unauthorized review, use, disclosure or distribution is prohibited. If you are not the intended recipient, please contact the sender by reply e-mail and destroy all copies of the original message.`,
};

const TRACK_PDF: Original = {
  from: "Marisol Fenwick <mfenwick2028@yahoo.com>",
  to: "dpruitt@cobbriver.edu",
  date: "2026-11-11 20:05:33 -05:00",
  subject: "Recruiting resume - Marisol Fenwick",
  text: `Hello Coach Pruitt,

Please see my attached athletic resume. I am a mid distance and distance runner and I am very interested in running for Cobb River. I would really appreciate any feedback.

Thank you,
Marisol Fenwick`,
};

const PHISH = `Dear user,

Your Marchbank College Office 365 mailbox password will expire in 24 hours. To keep using your current password and avoid losing access to your email, files and Teams, please validate your account now:

  >> KEEP SAME PASSWORD: https://marchbank-edu.sharepoint-verify.example/auth/keep?id=bholloway

Failure to validate will result in your account being suspended and all incoming messages being held.

Thanks,
IT Service Desk
Marchbank College
© 2026 Microsoft Corporation. All rights reserved.`;

const CLUB_TABLE_HTML = `<div dir="ltr"><div>Coach Holloway,</div><div><br></div>
<div>Hope your season wrapped up well. I coach our Tri-County Juniors 17 Red team and I have three players I think would fit what you do at Marchbank. All three are uncommitted and have been talking about D3 / NAIA schools with strong academics. Info below; their own emails are the best way to reach them.</div><div><br></div>
<table border="1" cellspacing="0" cellpadding="5" style="border-collapse:collapse;font-family:Calibri,Arial;font-size:14px">
<tr style="background:#c00;color:#fff"><th>Name</th><th>Grad</th><th>Pos</th><th>Ht</th><th>High School</th><th>GPA</th><th>Email</th><th>Video</th></tr>
<tr><td>Sadie Korhonen</td><td>2027</td><td>S</td><td>5'9"</td><td>Eastfield HS</td><td>3.88</td><td>sadie.korhonen@gmail.com</td><td><a href="https://www.hudl.com/video/3/21544102/64f0a1c2b3d4e5f60718293a">film</a></td></tr>
<tr><td>Imani Greaves</td><td>2027</td><td>RS</td><td>6'0"</td><td>Northrup Valley HS</td><td>3.41</td><td>imanigreaves27@icloud.com</td><td><a href="https://www.hudl.com/video/3/21544381/64f0a7e9c2d1b3a4f5e60718">film</a></td></tr>
<tr><td>Paige Oduya</td><td>2027</td><td>L/DS</td><td>5'5"</td><td>St. Brendan Academy</td><td>4.0</td><td>paigeoduya.vb@gmail.com</td><td><a href="https://www.hudl.com/video/3/21546210/64f1b08d9e7c6a5b4f3e2d1c">film</a></td></tr>
</table><div><br></div>
<div>Sadie is the one I'd really push &mdash; she ran a 5-1 for us all season and is a great decision maker. Happy to talk any time.</div><div><br></div>
<div>Coach Ray Lindahl<br>17 Red Head Coach | Tri-County Juniors VBC<br>cell 419-555-0124</div></div>`;

const SPANISH_VB: Original = {
  from: "Valentina Garza Treviño <vale.garzat@hotmail.com>",
  to: "bholloway@marchbank.edu",
  date: "2026-11-13 22:18:40 -06:00",
  subject: "Jugadora de voleibol - Valentina Garza - Generación 2027",
  text: `Buenas noches Coach Holloway,

Mi nombre es Valentina Garza Treviño, tengo 17 años y vivo en Monterrey, Nuevo León, México. Soy armadora (colocadora) y juego en el club Club Voleibol Cerro Azul categoría juvenil y en la preparatoria Colegio Valle Alto. Me gradúo en mayo de 2027.

Mido 1,78 m y mi promedio es de 9.4 (sobre 10). Estoy estudiando inglés para el TOEFL y mi sueño es jugar y estudiar en una universidad de Estados Unidos.

Les comparto un video con mis mejores jugadas: https://youtu.be/Vg7kPzW2mRt

Mi celular (WhatsApp): +52 81 5550 0134

Muchas gracias por su tiempo, quedo atenta.

Saludos,
Valentina Garza Treviño`,
};

const BATCH_1: CorpusEntry[] = [
  {
    name: "te-vb-athlete-short-oh-gmail",
    family: "te-vb-athlete-quintana",
    tags: ["sport:volleyball", "forward:gmail", "shape:short"],
    message: fwd("gmail", HOLLOWAY, "2026-11-09 08:12:00 -05:00", HARPER, { note: "2028 OH out of Texas, looks long. Add to the Lone Star list?" }),
    label: recruiting("athlete", {
      first_name: "Harper",
      last_name: "Quintana",
      grad_year: 2028,
      positions: ["OH"],
      height_inches: 71,
      club_team: "Lonestar Elite 16 Blue",
      high_school: "Chisholm Park High School",
      city: "Round Rock",
      state: "TX",
      email: "harperq.vb28@gmail.com",
      phone: "+15125550162",
      video_urls: ["https://www.hudl.com/video/3/21874410/65b2c0d1e4f3a2b1c9d8e7f6"],
    }),
  },
  {
    name: "te-sb-athlete-long-pitcher-outlook-live",
    family: "te-sb-athlete-castellanos",
    tags: ["sport:softball", "forward:outlook-live", "shape:long", "trap:club-coach-phone", "trap:weighted-gpa"],
    message: fwd("outlook-live", OSEI, "2026-11-04 07:40:00 -06:00", BRYNN_PITCHER, { note: "Jess - can you pull her spring schedule? Nursing kid, local-ish." }),
    label: recruiting("athlete", {
      first_name: "Brynn",
      last_name: "Castellanos",
      grad_year: 2027,
      positions: ["P"],
      club_team: "Arkansas Ignite 18U Gold - Petree",
      high_school: "Hollis Creek High School",
      city: "Conway",
      state: "AR",
      gpa: 3.91,
      email: "brynncastellanos18@outlook.com",
      phone: "+15015550138",
      video_urls: ["https://youtu.be/Rq8nLw3TzKe"],
    }),
  },
  {
    name: "te-bb-athlete-template-slots-unfilled-direct",
    family: "te-bb-athlete-okonkwo",
    tags: ["sport:basketball", "direct:gmail-rule", "template:unfilled"],
    message: direct(JAIDA_TEMPLATE, TRASK, "gmail"),
    label: recruiting("athlete", {
      first_name: "Jaida",
      last_name: "Okonkwo",
      grad_year: 2028,
      positions: ["point guard"],
      height_inches: 66,
      club_team: "Derby City Elite 16U",
      high_school: "Fern Valley Christian Academy",
      city: "Louisville",
      state: "KY",
      gpa: 3.67,
      email: "jaidaokonkwo3@gmail.com",
      phone: "+15025550119",
      video_urls: ["https://www.hudl.com/video/3/22031856/6a0bd72e91c4f5a8b3e16d04", "https://www.youtube.com/watch?v=Lp4dNw81JcQ"],
    }),
  },
  {
    name: "te-nonrec-athlete-clinic-checkin-question-iphone",
    family: "te-nonrec-athlete-donnelly",
    tags: ["sport:volleyball", "nonrec:camp-logistics", "forward:apple-ios"],
    message: fwd("apple-ios", HOLLOWAY, "2026-11-15 19:40:00 -05:00", CAMP_QUESTION, { note: "Can someone answer this? Lot C is fine on Saturdays right?" }),
    label: notRecruiting("athlete"),
  },
  {
    name: "te-swim-athlete-html-only-times-table",
    family: "te-swim-athlete-baptiste",
    tags: ["sport:swimming", "direct:gmail-rule", "mime:html-only", "shape:table"],
    message: direct(SWIM, PRUITT, "gmail", { text: undefined, html: `<html><body>${SWIM_HTML}</body></html>` }),
    label: recruiting("athlete", {
      first_name: "Ximena",
      last_name: "Baptiste",
      grad_year: 2028,
      positions: ["500 free", "1000 free", "1650 free", "400 im"],
      club_team: "Suncoast Aquatic Club",
      high_school: "Lake Sumner High School",
      city: "Dunedin",
      state: "FL",
      gpa: 3.94,
      email: "ximena.baptiste.swims@gmail.com",
      phone: "+17275550153",
    }),
  },
  {
    name: "te-nonrec-club-newsletter-commitments-bulk",
    family: "te-nonrec-club-ridgeline",
    tags: ["sport:volleyball", "nonrec:newsletter", "mime:html-only", "bulk"],
    message: {
      client: "bulk",
      from: "Ridgeline Volleyball Club <news@ridgelinevbc.example>",
      to: HOLLOWAY.address,
      subject: "November Update: 4 new commits, tryout recap & season kickoff",
      date: "2026-11-20 10:00:00 -05:00",
      headers: [...bulkMailHeaders("https://ridgelinevbc.example/unsubscribe?u=77a1"), ...autoForwarded(HOLLOWAY)],
      html: CLUB_NEWSLETTER_HTML,
    },
    label: notRecruiting("club_coach"),
  },
  {
    name: "te-vb-parent-father-outlook-disclaimer",
    family: "te-vb-parent-thornton",
    tags: ["sport:volleyball", "forward:outlook-2019", "trap:parent-phone", "trap:disclaimer"],
    message: hoForward({ style: "outlook-desktop:en", coach: HOLLOWAY, date: "2026-11-10 13:02:00 -05:00", original: DAD_VB, note: "6'2 MB 2027, dad says Olentangy Ridge now." }),
    label: recruiting("parent", {
      first_name: "Ella",
      last_name: "Thornton",
      grad_year: 2027,
      positions: ["MB"],
      height_inches: 74,
      club_team: "Buckeye Select 17 Black",
      high_school: "Olentangy Ridge High School",
      city: "Delaware",
      state: "OH",
      gpa: 3.72,
      email: "ellathornton27@gmail.com",
      phone: "+16145550186",
      video_urls: ["https://www.hudl.com/video/3/21660473/6599e3aa0c1b4d2f8e7a5c31"],
    }),
  },
  {
    name: "te-track-athlete-pdf-resume-thunderbird",
    family: "te-track-athlete-fenwick",
    tags: ["sport:track", "forward:thunderbird", "attachment:pdf", "shape:resume-only"],
    message: fwd("thunderbird", PRUITT, "2026-11-12 09:15:00 -05:00", TRACK_PDF, {
      note: "Resume attached, 800/1600 girl. Times are legit for us.",
      attachments: [
        {
          kind: "document",
          format: "pdf",
          filename: "Marisol_Fenwick_Running_Resume.pdf",
          lines: [
            "MARISOL FENWICK - Student-Athlete Resume",
            "Class of 2028  |  Mid-Distance / Distance",
            "Wexford Hills High School - Cary, North Carolina",
            "Club: Triangle Elite Track Club",
            "Email: mfenwick2028@yahoo.com   Cell: (919) 555-0175",
            "",
            "PERSONAL RECORDS",
            "800m     2:14.62   (NCHSAA 4A Regional, May 2026)",
            "1600m    4:58.90   (Wake County Champs, Apr 2026)",
            "3200m    10:51.37  (Raleigh Summer Distance Series, Jun 2026)",
            "",
            "ACADEMICS",
            "GPA: 3.85 unweighted / 4.47 weighted",
            "SAT: 1340",
            "Intended major: Environmental Science",
            "",
            "HONORS",
            "2x All-Conference Cross Country; 4x800 relay regional champion",
            "",
            "REFERENCES",
            "Coach Tamsin Ruiz, Wexford Hills XC/TF - (919) 555-0102",
          ],
        },
      ],
    }),
    label: recruiting("athlete", {
      first_name: "Marisol",
      last_name: "Fenwick",
      grad_year: 2028,
      positions: ["800m", "1600m", "3200m"],
      club_team: "Triangle Elite Track Club",
      high_school: "Wexford Hills High School",
      city: "Cary",
      state: "NC",
      gpa: 3.85,
      email: "mfenwick2028@yahoo.com",
      phone: "+19195550175",
    }),
  },
  {
    name: "te-nonrec-phishing-password-expiry",
    family: "te-nonrec-phish-o365",
    tags: ["nonrec:phishing", "direct"],
    message: {
      client: "webmail",
      from: "Marchbank IT Service Desk <no-reply@marchbank-helpdesk.example>",
      to: HOLLOWAY.address,
      subject: "ACTION REQUIRED: Password Expiration Notice for bholloway@marchbank.edu",
      date: "2026-11-16 03:12:09 +00:00",
      headers: autoForwarded(HOLLOWAY),
      text: PHISH,
    },
    label: notRecruiting("other"),
  },
  {
    name: "te-club-coach-vb-three-players-html-table",
    family: "te-club-coach-lindahl",
    tags: ["sport:volleyball", "direct:gmail-rule", "mime:html-only", "multi:table"],
    message: direct(
      {
        from: "Ray Lindahl <rlindahl@tricountyjuniors.example>",
        to: HOLLOWAY.address,
        date: "2026-11-18 14:50:21 -05:00",
        subject: "3 uncommitted 2027s from Tri-County 17 Red",
        text: "",
        html: CLUB_TABLE_HTML,
      },
      HOLLOWAY,
      "gmail",
      { text: undefined, html: `<div dir="ltr">${CLUB_TABLE_HTML}</div>` },
    ),
    label: severalAthletes("club_coach", [
      {
        first_name: "Sadie",
        last_name: "Korhonen",
        grad_year: 2027,
        positions: ["S"],
        height_inches: 69,
        club_team: "Tri-County Juniors 17 Red",
        high_school: "Eastfield HS",
        gpa: 3.88,
        email: "sadie.korhonen@gmail.com",
        video_urls: ["https://www.hudl.com/video/3/21544102/64f0a1c2b3d4e5f60718293a"],
      },
      {
        first_name: "Imani",
        last_name: "Greaves",
        grad_year: 2027,
        positions: ["RS/OPP"],
        height_inches: 72,
        club_team: "Tri-County Juniors 17 Red",
        high_school: "Northrup Valley HS",
        gpa: 3.41,
        email: "imanigreaves27@icloud.com",
        video_urls: ["https://www.hudl.com/video/3/21544381/64f0a7e9c2d1b3a4f5e60718"],
      },
      {
        first_name: "Paige",
        last_name: "Oduya",
        grad_year: 2027,
        positions: ["L/DS"],
        height_inches: 65,
        club_team: "Tri-County Juniors 17 Red",
        high_school: "St. Brendan Academy",
        gpa: 4.0,
        email: "paigeoduya.vb@gmail.com",
        video_urls: ["https://www.hudl.com/video/3/21546210/64f1b08d9e7c6a5b4f3e2d1c"],
      },
    ]),
  },
  {
    name: "te-vb-athlete-spanish-monterrey-outlook",
    family: "te-vb-athlete-garza",
    tags: ["sport:volleyball", "lang:es", "forward:outlook-new", "abroad:mexico", "trap:foreign-grade"],
    message: fwd("outlook-new", HOLLOWAY, "2026-11-14 09:05:00 -05:00", SPANISH_VB, { note: "Setter from Monterrey, 5'10ish. Can Lucia translate/reply?" }),
    label: recruiting("athlete", {
      first_name: "Valentina",
      last_name: "Garza Treviño",
      grad_year: 2027,
      positions: ["S"],
      height_inches: 70.1,
      club_team: "Club Voleibol Cerro Azul",
      high_school: "Colegio Valle Alto",
      city: "Monterrey",
      email: "vale.garzat@hotmail.com",
      phone: "+528155500134",
      video_urls: ["https://youtu.be/Vg7kPzW2mRt"],
    }),
  },
  {
    name: "te-nonrec-bounce-coach-reply-to-recruit",
    family: "te-nonrec-bounce-daemon",
    tags: ["nonrec:bounce", "mime:report"],
    message: {
      client: "webmail",
      from: "Mail Delivery System <MAILER-DAEMON@mx2.marchbank.edu>",
      to: HOLLOWAY.address,
      subject: "Undelivered Mail Returned to Sender",
      date: "2026-11-17 11:31:48 -05:00",
      headers: autoForwarded(HOLLOWAY),
      text: `This is the mail system at host mx2.marchbank.edu.

I'm sorry to have to inform you that your message could not
be delivered to one or more recipients. It's attached below.

For further assistance, please send mail to postmaster.

If you do so, please include this problem report. You can
delete your own text from the attached returned message.

                   The mail system

<harperq.vb82@gmail.com>: host gmail-smtp-in.l.google.com[142.250.115.26]
    said: 550-5.1.1 The email account that you tried to reach does not exist.
    Please try double-checking the recipient's email address for typos or
    unnecessary spaces. (in reply to RCPT TO command)`,
      rootType: 'multipart/report; report-type="delivery-status"',
      attachments: [
        {
          kind: "file",
          contentType: "message/delivery-status",
          content: deliveryStatus({
            reportingMta: "mx2.marchbank.edu",
            recipient: "harperq.vb82@gmail.com",
            status: "5.1.1",
            diagnostic: "550-5.1.1 The email account that you tried to reach does not exist.",
            remoteMta: "gmail-smtp-in.l.google.com",
          }),
          encoding: "7bit",
        },
        {
          kind: "file",
          contentType: "text/rfc822-headers",
          content: `From: Bridget Holloway <bholloway@marchbank.edu>\nTo: harperq.vb82@gmail.com\nSubject: Re: 2028 OH - Harper Quintana - Lonestar Elite 16 Blue\nDate: Tue, 17 Nov 2026 11:31:40 -0500\n`,
          encoding: "7bit",
        },
      ],
    },
    label: notRecruiting("other"),
  },
];


// ---------------------------------------------------------------- batch 2

const NORA_FIRST: Original = {
  from: "Nora Vasquez-Hale <noravhale09@gmail.com>",
  to: "bholloway@marchbank.edu",
  date: "2026-08-21 18:30:02 -07:00",
  subject: "Nora Vasquez-Hale 2028 DS/L - Sacramento",
  text: `Hi Coach Holloway!

My name is Nora Vasquez-Hale and I'm a 2028 libero/DS from Sacramento, CA. I play club for Capital Crush 16 Elite and go to Rio Linda Prep. I'm 5'5 and my passing rating was 2.41 at our last tournament. My GPA is 3.79.

Highlights: https://youtu.be/Nv4hKq8TzPw

I would love to hear about your camps this winter!
Nora
916-555-0133`,
};

const NORA_UPDATE: Original = {
  from: "Nora Vasquez-Hale <noravhale09@gmail.com>",
  to: "bholloway@marchbank.edu",
  date: "2026-11-19 20:11:45 -08:00",
  subject: "Re: Nora Vasquez-Hale 2028 DS/L - Sacramento",
  text: `Hi Coach, just a quick update since I emailed in August!

I switched clubs for this season and I'm now playing with Sierra Summit 17 National (we are playing up an age group). I also grew a little, I'm 5'6 now lol. Our spring schedule:

- Jan 17-19  Sin City Classic, Las Vegas
- Feb 14-16  Far Western Qualifier, Reno
- Mar 21-23  Triple Crown NIT, Kansas City
- Apr 25-27  Red Rock Rave, Las Vegas

New highlight video from fall league: https://youtu.be/Rz2mXw7LtQa

Hope to see you at one of these!
Nora

{{QUOTE}}`,
};

const SOCCER_YAHOO: Original = {
  from: "Tiana Malveaux <tianamalveaux10@yahoo.com>",
  to: "alindqvist@grayhaven.edu",
  date: "2026-11-06 15:27:18 -06:00",
  subject: "Tiana Malveaux - CB - 2027 - ECNL",
  text: `~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
TIANA MALVEAUX  #4
Grad Year: 2027
Position: Center Back (can play outside back)
Club: Lakeshore FC 08/09G ECNL
High School: Bellwood Academy (Baton Rouge, LA)
Height: 5'8"
GPA: 3.6
Cell: 225-555-0197
Email: tianamalveaux10@yahoo.com
Video: https://www.youtube.com/watch?v=Tm9cB2xQwLe
~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~

Coach Lindqvist,

I'm reaching out because Grayhaven is one of my top schools. I like that your team plays out of the back and I think I'd fit that style, I'm comfortable on the ball with both feet. We have ECNL showcase in Phoenix Dec 5-8 and our first game is Friday at 10am on field 12. I'd be so grateful if you were able to stop by.

Thank you!
Tiana`,
};

const LAX_DOCX: Original = {
  from: "Callie Brennan <cbrennan.lax@gmail.com>",
  to: "Keira Ashdown <kashdown@halberd.edu>",
  date: "2026-11-05 10:03:51 -05:00",
  subject: "Callie Brennan - Attacker - Class of 2028",
  text: `Coach Ashdown,

Attached is my lacrosse profile. I'm an attacker and would love to be considered for Halberd. I'll be at the Naptown Winter Classic in January with my club.

Thanks so much,
Callie`,
};

const BEACH_PT: Original = {
  from: "Ricardo Albuquerque <ricardo.albuquerque@uol.example>",
  to: "bholloway@marchbank.edu",
  date: "2026-11-11 09:48:03 -03:00",
  subject: "Atleta de vôlei de praia - Luana Albuquerque (2027)",
  text: `Prezada Treinadora Holloway,

Meu nome é Ricardo Albuquerque, sou pai da Luana Albuquerque, atleta de vôlei de praia de Fortaleza, Ceará. A Luana tem 17 anos, termina o ensino médio em dezembro de 2027 no Colégio Dunas do Mar e treina no Clube Areia Dourada.

Ela joga como bloqueadora, tem 1,83 m e foi campeã estadual sub-19 em dupla este ano. Também joga quadra como central.

O sonho dela é estudar e jogar nos Estados Unidos. Ela faz aulas de inglês e está se preparando para o SAT. Segue o vídeo dela: https://www.youtube.com/watch?v=Bq3LuAv9pWz

O e-mail dela é luana.albuq07@gmail.com.

Fico à disposição para qualquer informação.

Atenciosamente,
Ricardo Albuquerque
+55 85 5550 0172`,
};

const WP_FR: Original = {
  from: "Éloïse Gagnon-Roy <eloise.gagnonroy@videotron.example>",
  to: "isolberg@northmere.edu",
  date: "2026-11-14 14:26:33 -05:00",
  subject: "Joueuse de water-polo - Éloïse Gagnon-Roy, finissante 2027",
  text: `Bonjour Madame Solberg,

Je m'appelle Éloïse Gagnon-Roy et je suis joueuse de water-polo au Club Aquatique Laval-Nord (équipe U18 AAA). Je suis en secondaire 5 au Collège Saint-Hilaire de Laval et je termine le cégep... pardon, je termine mes études secondaires en juin 2027.

Je joue gardienne de but depuis 6 ans et j'ai été sélectionnée pour l'équipe du Québec aux Championnats canadiens cet été. Je mesure 5 pi 10 po.

Voici mon vidéo de faits saillants : https://vimeo.com/884120377

Je serais très intéressée à poursuivre mes études à Northmere (en sciences infirmières si possible). Mon anglais est bon, je peux aussi vous écrire en anglais si vous préférez!

Merci beaucoup et bonne journée,
Éloïse Gagnon-Roy
Laval (Québec)
450-555-0167`,
};

const ROW_DE: Original = {
  from: "Jana Hollenkamp <jana.hollenkamp@web.example>",
  to: "isolberg@northmere.edu",
  date: "2026-11-07 22:04:10 +01:00",
  subject: "Ruderin aus Hamburg - Abitur 2027 - Interesse an Northmere",
  text: `Sehr geehrte Frau Solberg,

mein Name ist Jana Hollenkamp, ich bin 17 Jahre alt und rudere seit fünf Jahren beim Ruderclub Alsterufer in Hamburg. Ich mache im Sommer 2027 mein Abitur am Gymnasium Elbhöhe.

Ich bin 1,81 m groß und fahre hauptsächlich Skull (Doppelzweier und Doppelvierer). Meine aktuellen Ergometerzeiten:
2000 m: 7:02,4
6000 m: 22:31,0

Bei den Deutschen Jugendmeisterschaften 2026 bin ich im Juniorinnen-Doppelvierer B Vierte geworden.

Mein Traum ist es, in den USA zu studieren und zu rudern. Könnten Sie mir sagen, ob Northmere für internationale Athletinnen Stipendien vergibt?

Ein Video von meiner Technik auf dem Wasser: https://drive.google.com/file/d/1xR7vHqP2mKd9LwZbT4nYc8QeF3sJ0aUo/view?usp=sharing

Mit freundlichen Grüßen
Jana Hollenkamp
Mobil: +49 151 55501 184`,
};

const TENNIS_IT: Original = {
  from: "Giulia Ferrante <giulia.ferrante.tennis@libero.example>",
  to: "gwhitcombe@stonebridge.edu",
  date: "2026-11-10 11:45:29 +01:00",
  subject: "Tennista italiana interessata a Stonebridge - Giulia Ferrante (2027)",
  text: `Gentile Coach Whitcombe,

mi chiamo Giulia Ferrante, ho 17 anni e vivo a Bologna. Gioco a tennis per il Circolo Tennis Porta Saragozza e frequento il Liceo Scientifico San Vitale. Mi diplomerò (maturità) a luglio 2027.

Attualmente sono classificata 2.5 in Italia e ho un UTR di 9.8. Il mio colpo migliore è il rovescio a due mani e mi piace giocare anche il doppio.

Vi lascio il link a un video di allenamento e di partita: https://youtu.be/Gf7TnR2bWqc

Sarei molto felice di ricevere informazioni sulla vostra squadra e sulle borse di studio. Scrivo anche in inglese senza problemi.

Cordiali saluti,
Giulia Ferrante
+39 347 555 0126`,
};

const COURTS = `KEYSTONE WINTER CHALLENGE 2027 — COLLEGE COACH INFORMATION

Coaches,

Thank you for registering for the Keystone Winter Challenge, Jan 9–11, 2027 at the Lancaster County Convention Center. A few logistics:

• Coach check-in: Hall B entrance, opens 7:15 AM Friday. Bring your college ID; wristbands are not transferable.
• Coach packets (digital) go live Thursday at noon at keystonechallenge.example/coaches — rosters, court maps, and team schedules. Printed packets are $25 on site while supplies last.
• Parking: Lot 3 (Queen St) is reserved for college coaches with the hang tag in your packet.
• Court assignments for the 16s/17s/18s Open divisions are posted Thursday night. Pool play runs on courts 1–48; gold bracket Sunday on courts 1–16.
• Coach hospitality: Room 104, coffee all day, lunch 11–2 Fri/Sat.

Reminder: Per NCAA rules, please do not have contact with prospects or their parents at the venue.

Questions? Reply to this email or text the event desk at 717-555-0108.

— Keystone Events Volleyball Operations`;

const DIGEST_HTML = `<html><body style="font-family:Arial,sans-serif;font-size:14px;color:#222">
<table width="620" align="center" cellpadding="0" cellspacing="0">
<tr><td style="padding:14px 0;border-bottom:3px solid #f26b21"><b style="font-size:20px;color:#f26b21">ProspectLane</b> &nbsp;<span style="color:#666">Weekly Prospect Digest &middot; Softball</span></td></tr>
<tr><td style="padding:16px 0">Hi Coach Osei, here are <b>6 new athletes</b> matching your saved search <i>"2027-2028 P/C, AR-MO-OK-TX, 3.5+ GPA"</i>:</td></tr>
<tr><td><table width="100%" cellpadding="6" cellspacing="0" style="border:1px solid #ddd">
<tr style="background:#f7f7f7"><th align="left">Athlete</th><th>Class</th><th>Pos</th><th>Club</th><th>State</th><th></th></tr>
<tr><td>Kinsley Harrod</td><td>2027</td><td>RHP</td><td>Oklahoma Lasers 18U</td><td>OK</td><td><a href="https://prospectlane.example/p/88213">View</a></td></tr>
<tr><td>Ana Sofia Reyna</td><td>2028</td><td>C</td><td>Texas Bombers Gold 16U</td><td>TX</td><td><a href="https://prospectlane.example/p/88240">View</a></td></tr>
<tr><td>Delaney Posey</td><td>2027</td><td>LHP</td><td>Ozark Heat 18U</td><td>MO</td><td><a href="https://prospectlane.example/p/88251">View</a></td></tr>
<tr><td>Marlee Quist</td><td>2028</td><td>C/3B</td><td>Arkansas Ignite 16U Black</td><td>AR</td><td><a href="https://prospectlane.example/p/88262">View</a></td></tr>
<tr><td>Rory Tidwell</td><td>2027</td><td>RHP</td><td>OK Athletics 18U Premier</td><td>OK</td><td><a href="https://prospectlane.example/p/88277">View</a></td></tr>
<tr><td>Gabby Sanderlin</td><td>2028</td><td>C</td><td>Lone Star Fury 16U</td><td>TX</td><td><a href="https://prospectlane.example/p/88290">View</a></td></tr>
</table></td></tr>
<tr><td style="padding:16px 0"><a href="https://prospectlane.example/coach/search/5512" style="background:#f26b21;color:#fff;padding:10px 16px;text-decoration:none;border-radius:3px">See all matches</a></td></tr>
<tr><td style="font-size:11px;color:#888;padding-top:20px">You're receiving this because you have a saved search on ProspectLane. <a href="https://prospectlane.example/unsub/5512">Manage alerts</a> &middot; ProspectLane Inc., 900 Commerce Pkwy Suite 210, Plano TX 75024</td></tr>
</table></body></html>`;

const SINGLE_PROFILE_TEXT = `Coach Osei,

ProspectLane recruiting advisor Tanya Whitmer here. I work with the family of a catcher I think would be a great fit for Pine Hollow and wanted to put her on your radar personally.

ATHLETE PROFILE
Name: Reese Kallenbach
Grad Year: 2028
Primary Position: Catcher | Secondary: 1B
Height: 5'7"
Bats/Throws: R/R
Travel Team: Tulsa Blaze 16U Hunt
High School: Broken Arrow Heights HS (Broken Arrow, OK)
GPA: 3.82
Pop time: 1.89 | Exit velo: 68 mph
Athlete email: reesekallenbach28@gmail.com
Athlete cell: 918-555-0114
Skills video: https://www.youtube.com/watch?v=Rk7cQz3TnLp

Full profile: https://prospectlane.example/p/87705

Reese will be at the Presidents Day tournament in Tempe and would love to know if your staff will be there. Feel free to reach out to her directly or through me.

Tanya Whitmer
Recruiting Advisor | ProspectLane
tanya.whitmer@prospectlane.example | 469-555-0150`;

const COMPLIANCE = `Coach Holloway,

Following up on your question from this morning about Harper Quintana (PSA, class of 2028, Round Rock TX).

Since she is a junior, calls and written correspondence are fine, and there is no restriction on her contacting you. Off-campus contact at her club events is not permitted until the conference's quiet period ends on Dec 1, so please hold off at the Lone Star Classic. If she or her family want to visit campus unofficially, that is permissible at their own expense; please log the visit in ARMS within 48 hours.

Also a reminder that the camp brochure you send to 2028s must go through our office before it's mailed (see Bylaw 13.4 summary attached to last week's memo).

Let me know if you have questions.

Denise Farraday
Associate AD for Compliance
Marchbank College Athletics
740-555-0100`;

const GRANDMA: Original = {
  from: "Loretta Pickens <lpickens1951@yahoo.com>",
  to: "kosei@pinehollow.edu",
  date: "2026-11-16 13:55:20 -06:00",
  subject: "Granddaughter softball",
  text: `Hello Coach Osei

I am writing for my granddaughter Shelby Pickens who lives with me, I have been her guardian since she was 9. She is a junior at Lake Ouachita High School here in Hot Springs Arkansas and graduates in 2028. She plays second base and shortstop and also plays for the Natural State Storm 16U travel team.

She is a hard worker and a good girl and her coaches say she has the best glove on the team. Her batting average was .386 last spring. She has a 3.5 GPA.

Her coach made a video for her. https://www.youtube.com/watch?v=Sp4kTq2WbNe

She is shy so I said I would write. You can call me at 501-555-0145 or email her at shelbypickens2028@gmail.com

God bless
Loretta Pickens`,
};

const BATCH_2: CorpusEntry[] = [
  {
    name: "te-vb-athlete-update-new-club-height-schedule-apple",
    family: "te-vb-athlete-vasquez-hale",
    tags: ["sport:volleyball", "forward:apple-mac", "shape:update", "quoted:gmail", "trap:updated-height"],
    message: fwd("apple-mac", HOLLOWAY, "2026-11-20 07:55:00 -05:00", { ...NORA_UPDATE, text: NORA_UPDATE.text.replace("{{QUOTE}}", gmailQuote(NORA_FIRST)) }, { note: "Libero from Sac, new club. Vegas in Jan, I'll be there." }),
    label: recruiting("athlete", {
      first_name: "Nora",
      last_name: "Vasquez-Hale",
      grad_year: 2028,
      positions: ["L/DS"],
      height_inches: 66,
      club_team: "Sierra Summit 17 National",
      high_school: "Rio Linda Prep",
      city: "Sacramento",
      state: "CA",
      gpa: 3.79,
      email: "noravhale09@gmail.com",
      phone: "+19165550133",
      video_urls: ["https://youtu.be/Rz2mXw7LtQa", "https://youtu.be/Nv4hKq8TzPw"],
    }),
  },
  {
    name: "te-soccer-athlete-profile-block-yahoo",
    family: "te-soccer-athlete-malveaux",
    tags: ["sport:soccer", "forward:yahoo", "shape:profile-block"],
    message: fwd("yahoo", LINDQVIST, "2026-11-06 19:00:00 -05:00", SOCCER_YAHOO, { note: "" }),
    label: recruiting("athlete", {
      first_name: "Tiana",
      last_name: "Malveaux",
      grad_year: 2027,
      positions: ["center back", "outside back"],
      height_inches: 68,
      club_team: "Lakeshore FC 08/09G ECNL",
      high_school: "Bellwood Academy",
      city: "Baton Rouge",
      state: "LA",
      gpa: 3.6,
      email: "tianamalveaux10@yahoo.com",
      phone: "+12255550197",
      video_urls: ["https://www.youtube.com/watch?v=Tm9cB2xQwLe"],
    }),
  },
  {
    name: "te-lax-athlete-docx-profile-outlook-mac",
    family: "te-lax-athlete-brennan",
    tags: ["sport:lacrosse", "forward:outlook-mac", "attachment:docx"],
    message: fwd("outlook-mac", ASHDOWN, "2026-11-05 12:20:00 -05:00", LAX_DOCX, {
      note: "Attacker, see doc. Naptown in Jan.",
      attachments: [
        {
          kind: "document",
          format: "docx",
          filename: "Callie Brennan Lacrosse Profile.docx",
          lines: [
            "Callie Brennan",
            "Attack | Class of 2028 | #22",
            "Severn Ridge High School, Annapolis, MD",
            "Club: Chesapeake Tide 2028 Elite",
            "Height: 5'4\"",
            "GPA: 4.1 weighted",
            "",
            "Stats (2026 varsity season): 48 G, 21 A, 31 GB, 19 CT",
            "Honors: All-County 1st team (2026), IWLCA Presidents Cup Top 50 (2026)",
            "",
            "Highlight film: https://www.hudl.com/video/3/20987741/63ee4b1a9c8d7e6f5a4b3c2d",
            "",
            "Contact: cbrennan.lax@gmail.com  |  410-555-0131",
            "Club coach: Morgan Steele, 443-555-0190",
          ],
        },
      ],
    }),
    label: recruiting("athlete", {
      first_name: "Callie",
      last_name: "Brennan",
      grad_year: 2028,
      positions: ["attack"],
      height_inches: 64,
      club_team: "Chesapeake Tide 2028 Elite",
      high_school: "Severn Ridge High School",
      city: "Annapolis",
      state: "MD",
      gpa: 4.1,
      email: "cbrennan.lax@gmail.com",
      phone: "+14105550131",
      video_urls: ["https://www.hudl.com/video/3/20987741/63ee4b1a9c8d7e6f5a4b3c2d"],
    }),
  },
  {
    name: "te-bvb-parent-father-portuguese-brazil",
    family: "te-bvb-parent-albuquerque",
    tags: ["sport:beach-volleyball", "lang:pt", "forward:outlook-web", "abroad:brazil"],
    message: hoForward({ style: "outlook-web:en", coach: HOLLOWAY, date: "2026-11-11 10:30:00 -05:00", original: BEACH_PT, note: "Beach + indoor MB from Brazil, 6'0. Dad wrote in Portuguese." }),
    label: recruiting("parent", {
      first_name: "Luana",
      last_name: "Albuquerque",
      grad_year: 2027,
      positions: ["blocker"],
      height_inches: 72,
      club_team: "Clube Areia Dourada",
      high_school: "Colégio Dunas do Mar",
      city: "Fortaleza",
      email: "luana.albuq07@gmail.com",
      video_urls: ["https://www.youtube.com/watch?v=Bq3LuAv9pWz"],
    }),
  },
  {
    name: "te-wp-athlete-french-laval-apple",
    family: "te-wp-athlete-gagnon-roy",
    tags: ["sport:water-polo", "lang:fr", "forward:apple", "abroad:canada"],
    message: hoForward({ style: "apple:en", coach: SOLBERG, date: "2026-11-14 16:02:00 -05:00", original: WP_FR, note: "Goalie from Laval, Team Quebec. Worth a call with Coach D." }),
    label: recruiting("athlete", {
      first_name: "Éloïse",
      last_name: "Gagnon-Roy",
      grad_year: 2027,
      positions: ["goalkeeper"],
      height_inches: 70,
      club_team: "Club Aquatique Laval-Nord",
      high_school: "Collège Saint-Hilaire de Laval",
      city: "Laval",
      state: "QC",
      email: "eloise.gagnonroy@videotron.example",
      phone: "+14505550167",
      video_urls: ["https://vimeo.com/884120377"],
    }),
  },
  {
    name: "te-row-athlete-german-hamburg-direct-outlook",
    family: "te-row-athlete-hollenkamp",
    tags: ["sport:rowing", "lang:de", "direct:outlook-redirect", "abroad:germany", "trap:metric-height"],
    message: direct(ROW_DE, SOLBERG, "outlook", {}, "outlook-redirect"),
    label: recruiting("athlete", {
      first_name: "Jana",
      last_name: "Hollenkamp",
      grad_year: 2027,
      positions: ["skull"],
      height_inches: 71.3,
      club_team: "Ruderclub Alsterufer",
      high_school: "Gymnasium Elbhöhe",
      city: "Hamburg",
      email: "jana.hollenkamp@web.example",
      phone: "+4915155501184",
      video_urls: ["https://drive.google.com/file/d/1xR7vHqP2mKd9LwZbT4nYc8QeF3sJ0aUo/view?usp=sharing"],
    }),
  },
  {
    name: "te-tennis-athlete-italian-bologna-outlook-mac",
    family: "te-tennis-athlete-ferrante",
    tags: ["sport:tennis", "lang:it", "forward:outlook-mac", "abroad:italy"],
    message: hoForward({ style: "outlook-mac:en", coach: WHITCOMBE, date: "2026-11-10 08:12:00 -05:00", original: TENNIS_IT, note: "UTR 9.8, Italian. Ask Marco to reply in Italian?" }),
    label: recruiting("athlete", {
      first_name: "Giulia",
      last_name: "Ferrante",
      grad_year: 2027,
      club_team: "Circolo Tennis Porta Saragozza",
      high_school: "Liceo Scientifico San Vitale",
      city: "Bologna",
      email: "giulia.ferrante.tennis@libero.example",
      phone: "+393475550126",
      video_urls: ["https://youtu.be/Gf7TnR2bWqc"],
    }),
  },
  {
    name: "te-nonrec-tournament-coach-logistics",
    family: "te-nonrec-keystone-events",
    tags: ["sport:volleyball", "nonrec:logistics", "bulk"],
    message: {
      client: "bulk",
      from: "Keystone Events <coaches@keystonechallenge.example>",
      to: HOLLOWAY.address,
      subject: "Keystone Winter Challenge – College Coach Info (check-in, packets, parking)",
      date: "2026-11-21 09:00:00 -05:00",
      headers: [...listHeaders("keystonechallenge.example", "c7731"), ...autoForwarded(HOLLOWAY)],
      text: COURTS,
    },
    label: notRecruiting("other"),
  },
  {
    name: "te-nonrec-service-weekly-digest-six",
    family: "te-svc-prospectlane",
    tags: ["sport:softball", "nonrec:service-digest", "mime:html-only", "bulk"],
    message: {
      client: "bulk",
      from: "ProspectLane Alerts <alerts@prospectlane.example>",
      to: OSEI.address,
      subject: "6 new softball prospects match your saved search",
      date: "2026-11-17 06:00:00 -06:00",
      headers: [...listHeaders("prospectlane.example", "5512"), ...autoForwarded(OSEI)],
      html: DIGEST_HTML,
    },
    label: notRecruiting("recruiting_service"),
  },
  {
    name: "te-sb-service-single-catcher-profile",
    family: "te-svc-prospectlane",
    tags: ["sport:softball", "direct:gmail-rule", "shape:profile-block", "trap:service-phone"],
    message: direct(
      {
        from: "Tanya Whitmer <tanya.whitmer@prospectlane.example>",
        to: OSEI.address,
        date: "2026-11-19 11:12:40 -06:00",
        subject: "2028 C Reese Kallenbach (Tulsa Blaze 16U) - Pine Hollow fit",
        text: SINGLE_PROFILE_TEXT,
      },
      OSEI,
      "gmail",
    ),
    label: recruiting("recruiting_service", {
      first_name: "Reese",
      last_name: "Kallenbach",
      grad_year: 2028,
      positions: ["C", "1B"],
      height_inches: 67,
      club_team: "Tulsa Blaze 16U Hunt",
      high_school: "Broken Arrow Heights HS",
      city: "Broken Arrow",
      state: "OK",
      gpa: 3.82,
      email: "reesekallenbach28@gmail.com",
      phone: "+19185550114",
      video_urls: ["https://www.youtube.com/watch?v=Rk7cQz3TnLp"],
    }),
  },
  {
    name: "te-nonrec-compliance-answers-about-prospect",
    family: "te-nonrec-marchbank-compliance",
    tags: ["nonrec:compliance", "names-prospect", "forward:outlook-new-nobar"],
    message: fwd(
      "outlook-new-nobar",
      HOLLOWAY,
      "2026-11-18 16:40:00 -05:00",
      {
        from: '"Farraday, Denise" <dfarraday@marchbank.edu>',
        to: '"Holloway, Bridget" <bholloway@marchbank.edu>',
        date: "2026-11-18 15:58:10 -05:00",
        subject: "RE: contact question - Quintana",
        text: COMPLIANCE,
      },
      { note: "FYI for the file" },
    ),
    label: notRecruiting("other"),
  },
  {
    name: "te-nonrec-calendar-invite-campus-visit",
    family: "te-nonrec-marchbank-ops-calendar",
    tags: ["nonrec:calendar", "attachment:ics"],
    message: {
      client: "outlook",
      from: "Deshawn Pryor <dpryor@marchbank.edu>",
      to: HOLLOWAY.address,
      subject: "Unofficial visit - Thornton family (tour + practice)",
      date: "2026-11-21 14:05:00 -05:00",
      headers: autoForwarded(HOLLOWAY),
      text: `When: Saturday, December 5, 2026 9:30 AM-12:00 PM (UTC-05:00) Eastern Time (US & Canada).
Where: Hadley Fieldhouse, Court 2 / Admissions lobby

Tour at 9:30 with admissions (Kelsey), then practice from 10:30. Parking pass left at the front desk under Thornton.

_____________________________________________
Microsoft Teams meeting
Join on your computer, mobile app or room device
Click here to join the meeting`,
      attachments: [
        calendarAttachment({
          method: "REQUEST",
          prodId: "Microsoft Exchange Server 2010",
          organizer: "dpryor@marchbank.edu",
          organizerName: "Deshawn Pryor",
          attendees: ["bholloway@marchbank.edu", "kmoyer@marchbank.edu"],
          summary: "Unofficial visit - Thornton family (tour + practice)",
          start: "20261205T093000",
          end: "20261205T120000",
          tzid: "Eastern Standard Time",
          location: "Hadley Fieldhouse, Court 2 / Admissions lobby",
          description: "Tour at 9:30 with admissions (Kelsey), then practice from 10:30.",
          uid: "040000008200E00074C5B7101A82E00800000000te4417",
        }),
      ],
    },
    label: notRecruiting("other"),
  },
  {
    name: "te-sb-guardian-grandmother-yahoo-fwd",
    family: "te-sb-parent-pickens",
    tags: ["sport:softball", "forward:gmail-narrow", "guardian", "trap:parent-phone"],
    message: fwd("gmail-narrow", OSEI, "2026-11-16 15:10:00 -06:00", GRANDMA, { note: "Sweet note from a grandma. MIF, Hot Springs. Someone watch the video" }),
    label: recruiting("parent", {
      first_name: "Shelby",
      last_name: "Pickens",
      grad_year: 2028,
      positions: ["2B", "SS"],
      club_team: "Natural State Storm 16U",
      high_school: "Lake Ouachita High School",
      city: "Hot Springs",
      state: "AR",
      gpa: 3.5,
      email: "shelbypickens2028@gmail.com",
      video_urls: ["https://www.youtube.com/watch?v=Sp4kTq2WbNe"],
    }),
  },
];


// ---------------------------------------------------------------- batch 3

const BROTHER: Original = {
  from: "Devontae Rucker <drucker.jr@gmail.com>",
  to: "mtrask@elmstead.edu",
  date: "2026-11-08 23:41:12 -05:00",
  subject: "my little sister Kiara - 2027 wing",
  text: `Coach Trask,

Sorry for the late email. My name is Devontae Rucker, I played at Pemberton Community College a few years back and now I help train my little sister Kiara. She's a 2027 wing (SF/SG) at Greenbrook High School in Columbus, Georgia, and plays AAU with Georgia Flight Select 17U.

She's 5'10, long arms, can guard 1 thru 4 and shoots it around 38% from three. Her coach at Greenbrook is kinda old school and doesn't really do the recruiting stuff so I'm trying to help her get seen. She averaged 16.2 ppg and 7 rebounds as a junior.

Her highlights: https://www.hudl.com/video/3/21977105/6a2e4c0bd1f3a5968e7c2b10
Her number is 706-555-0128, mine is 706-555-0165. She has a 3.3 GPA.

Appreciate you,
Devontae`,
};

const HS_SOCCER = `Coach Lindqvist,

Good afternoon. I'm the head girls' soccer coach at Westlake Falls High School (Boise, ID) and I wanted to pass along two seniors who I think could play at Grayhaven. Both are class of 2027, both still uncommitted, both excellent students.

1) Mackenzie Ollerton - forward/winger, 5'5", 22 goals this fall, 2nd team all-state. Club: Treasure Valley Thorns Academy 08G. GPA 3.92. mackenzieollerton@gmail.com / 208-555-0173. Film: https://www.youtube.com/watch?v=Mo2kFz8RcVt

2) Abigail Sorensen - center mid, 5'7", our captain, engine of the team. Club: Idaho Crest 08G ECNL-RL. GPA 4.0. abby.sorensen27@gmail.com / 208-555-0178. Film: https://www.youtube.com/watch?v=As5pLq3WcYh

Happy to get on a call. Both would be at the Surf Cup college showcase if you're going.

Regards,
Tom Gillespie
Head Coach, Girls Soccer
Westlake Falls High School
tgillespie@westlakefalls.k12.example
208-555-0104

This email and any attachments may contain information that is confidential and/or protected under FERPA. Westlake Falls School District No. 9.`;

const CLUB_CATCHER: Original = {
  from: "Shonda Varnell <svarnell@ozarkfire.example>",
  to: "Osei, Kwame",
  date: "2026-11-12 08:20:55 -06:00",
  subject: "Catcher - Makenna Doyle - 2028",
  text: `Coach Osei,

Wanted to get a catcher in front of you. Makenna Doyle, 2028, on my Ozark Fire 16U Varnell team. She's the best receiver I've had in 9 years of coaching travel ball - sticks everything, quiet hands, calls her own game. Pop times 1.92-1.98. Bats left, hit .402 for us this summer with 31 RBI in 44 games.

She's 5'6", goes to Harrison Valley High School in Harrison AR, 3.7 GPA and takes dual credit classes.

Video (Oct 2026 skills): https://www.youtube.com/watch?v=Md6rPz1XqFa
Her email: makenna.doyle28@icloud.com
Her cell: 870-555-0156

Call me anytime.

Shonda Varnell
Head Coach, Ozark Fire 16U
870-555-0193`,
};

const DAUGHTER_SB: Original = {
  from: "Addison Pryce <addisonpryce.of@gmail.com>",
  to: "Mom <kpryce72@comcast.example>",
  date: "2026-11-09 17:33:20 -05:00",
  subject: "my email for coaches",
  text: `Hi Coach,

My name is Addison Pryce and I am a 2028 outfielder (CF) for the Carolina Cyclones 16U Gold team. I go to Ashmore High School in Greenville, SC. I have a 4.3 weighted GPA and I run a 2.78 home to first from the left side.

I'd love for you to check out my skills video: https://youtu.be/Ap8cTz4KwQm

Thank you!
Addison Pryce
864-555-0121`,
};

const PLAYER_NOTE_BB: Original = {
  from: "Soraya Beckford <sbeckford27@stu.harlanvalley.k12.example>",
  to: "Coach Whitley <awhitley@harlanvalley.k12.example>",
  date: "2026-11-13 14:05:18 -05:00",
  subject: "Elmstead",
  text: `Coach Whitley can you send this to the Elmstead coach you were talking about?

Hi my name is Soraya Beckford, I'm a senior (2027) post player at Harlan Valley High School in Bowling Green, KY. I'm 6'1 and averaged a double double this year (13.8 pts, 10.4 reb). I'd love to play for Elmstead.

My highlights are on hudl: https://www.hudl.com/profile/18872045/Soraya-Beckford
Game film vs Warren East: https://www.hudl.com/video/3/21890034/6a31e0f2b7c4d9a8e5f60123

Thank you,
Soraya`,
};

const GOLF_IPHONE: Original = {
  from: "Hadley Sutter <hadleysutter.golf@icloud.com>",
  to: "gwhitcombe@stonebridge.edu",
  date: "2026-11-15 12:48:07 -05:00",
  subject: "2028 golfer - Hadley Sutter",
  text: `Coach Whitcombe - I'm a 2028 golfer from Aiken SC, scoring avg 74.6 this fall (low round 69 at the SCJGA Fall Classic), handicap +1.2. I play for Sandhill Prep and I'm on the Carolinas Junior Golf Circuit. Swing video: https://youtube.com/shorts/Hs3wQp8Lx2c

Would love to come see campus!

Hadley
803-555-0111

Sent from my iPhone`,
};

const BEACH: Original = {
  from: "Kaia Liliuokalani Moreno <kaiamoreno.beach@gmail.com>",
  to: "bholloway@marchbank.edu",
  date: "2026-11-04 20:15:31 -08:00",
  subject: "Beach VB - 2027 defender - Kaia Moreno + partner",
  text: `Aloha Coach Holloway,

My name is Kaia Moreno and I'm a 2027 beach volleyball defender from San Clemente, CA. I play with my partner Sienna Oakes (she's 6'1 and a lefty blocker, also 2027, she's cc'd... actually I'll have her email you separately!). We train with South Swell Beach Club and were 3rd at AAU Beach Nationals in the 18U division this summer. I'm 5'7".

I go to Las Palmas Academy and my GPA is 3.71.

Our match film from the Manhattan Beach Junior Open: https://www.youtube.com/watch?v=Km3bQ8xTpLs

I know you're starting a beach program in 2028 and I'd love to be part of that first group!!

Mahalo,
Kaia
949-555-0184`,
};

const COACH_QS: Original = {
  from: "Bridget Holloway <bholloway@marchbank.edu>",
  to: "Lucy Abernathy-Kline <lucyak2028@gmail.com>",
  date: "2026-11-10 10:02:00 -05:00",
  subject: "Re: Lucy Abernathy-Kline - 2028 Setter",
  text: `Hi Lucy,

Thanks for reaching out! A few quick questions so I can get to know you:
1. What club team are you on this season, and who's your coach?
2. How tall are you, and what's your standing reach?
3. What's your GPA and what do you want to study?
4. Any video you can share?

Best,
Bridget Holloway
Head Volleyball Coach | Marchbank College
o 740.555.0126`,
};

const LUCY_REPLY: Original = {
  from: "Lucy Abernathy-Kline <lucyak2028@gmail.com>",
  to: "Bridget Holloway <bholloway@marchbank.edu>",
  date: "2026-11-10 21:36:44 -05:00",
  subject: "Re: Lucy Abernathy-Kline - 2028 Setter",
  text: `Hi Coach! Thank you so much for writing back!! Answers below

1. What club team are you on this season, and who's your coach?
I'm on Grand River Premier 16-1 and my coach is Anna Ferrell (aferrell@grpvb.example)

2. How tall are you, and what's your standing reach?
5'10" and standing reach is 7'5"

3. What's your GPA and what do you want to study?
3.96 unweighted, I want to study chemistry or maybe pre-pharmacy

4. Any video you can share?
Yes! https://www.hudl.com/video/3/21702284/659cd4a1e8b2f7c6d5a40b19

I go to Grandview Heights Christian in Grand Rapids, MI if that helps. My cell is 616-555-0144.

Thank you!!
Lucy

{{QUOTE}}`,
};

const SB_TO_ASSISTANT: Original = {
  from: "Josie Whitlow <josiewhitlow3b@gmail.com>",
  to: "Jess Harlan <jharlan@pinehollow.edu>",
  date: "2026-11-07 16:02:50 -06:00",
  subject: "3B/1B 2027 - Josie Whitlow",
  text: `Hi Coach Harlan,

It was great meeting you at the Pine Hollow fall prospect camp! I am the corner infielder who hit the ball off the scoreboard in the afternoon session :) I wanted to follow up and send you my info.

Josie Whitlow
Class of 2027
3B / 1B
Texarkana Tornadoes 18U Premier
Red River Crossing High School - Texarkana, TX
GPA 3.58
903-555-0163
Video: https://www.youtube.com/watch?v=Jw2tXq9RbKe

Thank you!`,
};

const XC_LOWER: Original = {
  from: "bree lindqvist-moss <breelm2027@gmail.com>",
  to: "dpruitt@cobbriver.edu",
  date: "2026-11-17 22:58:03 -05:00",
  subject: "xc/distance",
  text: `hi coach pruitt im bree lindqvist-moss and im a senior (2027) at oconee hills high school in athens ga, i run xc and the 3200m and 1600m in track. my 5k pr is 18:41 from state this year where i got 14th and my 3200m is 11:08. i run with athens trackworks in the summer. i have like a 3.4 gpa and im thinking about majoring in kinesiology. idk if you're still recruiting 2027s but i would love to run for cobb river its really close to home. my cell is 706 555 0139 thank you!!

bree`,
};

const DECLINE: Original = {
  from: "Tiana Malveaux <tianamalveaux10@yahoo.com>",
  to: "alindqvist@grayhaven.edu",
  date: "2026-11-22 18:40:19 -06:00",
  subject: "Thank you Coach",
  text: `Coach Lindqvist,

I wanted to let you know personally that I have verbally committed to play at Tallis University. This was a really hard decision and Grayhaven was in my final three. Thank you so much for coming to watch me in Phoenix and for taking the time to talk with my parents and me.

I hope we get to play you someday!

Tiana`,
};

const THANKS_PARENT: Original = {
  from: "Mark Thornton <markthornton.home@gmail.com>",
  to: "bholloway@marchbank.edu",
  cc: "ellathornton27@gmail.com",
  date: "2026-12-06 19:12:44 -05:00",
  subject: "Thank you for Saturday",
  text: `Coach Holloway,

Just a short note to say thank you to you and your staff for hosting Ella and our family on Saturday. The tour was great and watching practice gave us a real sense of the culture you've built. Ella hasn't stopped talking about it.

We'll be in touch after the holidays once she's had a chance to think things through.

Warm regards,
Mark & Jennifer Thornton`,
};

const AUTO_REPLY_TEXT = `Thank you for your email! I am traveling with our 17s and 18s teams at the Lone Star Classic (Nov 20-23) and will have limited access to email.

College coaches: for player information and schedules please visit lonestarelitevb.example/recruiting or contact our recruiting coordinator, Hollie Bastrop, at hbastrop@lonestarelitevb.example.

Parents: for registration and payment questions please email office@lonestarelitevb.example.

I will respond when I return on Monday, Nov 24.

Coach Rick Ybarra
Club Director | Lonestar Elite Volleyball`;

const BATCH_3: CorpusEntry[] = [
  {
    name: "te-bb-sibling-older-brother-gmail-rule",
    family: "te-bb-sibling-rucker",
    tags: ["sport:basketball", "direct:gmail-rule", "writer:sibling", "trap:sibling-phone"],
    message: direct(BROTHER, TRASK, "gmail"),
    label: recruiting("other", {
      first_name: "Kiara",
      last_name: "Rucker",
      grad_year: 2027,
      positions: ["sf", "sg"],
      height_inches: 70,
      club_team: "Georgia Flight Select 17U",
      high_school: "Greenbrook High School",
      city: "Columbus",
      state: "GA",
      gpa: 3.3,
      phone: "+17065550128",
      video_urls: ["https://www.hudl.com/video/3/21977105/6a2e4c0bd1f3a5968e7c2b10"],
    }),
  },
  {
    name: "te-hs-coach-soccer-two-seniors-numbered",
    family: "te-hs-coach-gillespie",
    tags: ["sport:soccer", "multi:list", "forward:gmail", "trap:disclaimer"],
    message: fwd(
      "gmail",
      LINDQVIST,
      "2026-11-11 08:45:00 -05:00",
      {
        from: "Tom Gillespie <tgillespie@westlakefalls.k12.example>",
        to: "alindqvist@grayhaven.edu",
        date: "2026-11-10 15:22:09 -07:00",
        subject: "Two 2027s from Westlake Falls HS",
        text: HS_SOCCER,
      },
      { note: "Both of these look good on paper. Abby the mid especially." },
    ),
    label: severalAthletes("high_school_coach", [
      {
        first_name: "Mackenzie",
        last_name: "Ollerton",
        grad_year: 2027,
        positions: ["forward", "winger"],
        height_inches: 65,
        club_team: "Treasure Valley Thorns Academy 08G",
        high_school: "Westlake Falls High School",
        city: "Boise",
        state: "ID",
        gpa: 3.92,
        email: "mackenzieollerton@gmail.com",
        phone: "+12085550173",
        video_urls: ["https://www.youtube.com/watch?v=Mo2kFz8RcVt"],
      },
      {
        first_name: "Abigail",
        last_name: "Sorensen",
        grad_year: 2027,
        positions: ["center mid"],
        height_inches: 67,
        club_team: "Idaho Crest 08G ECNL-RL",
        high_school: "Westlake Falls High School",
        city: "Boise",
        state: "ID",
        gpa: 4.0,
        email: "abby.sorensen27@gmail.com",
        phone: "+12085550178",
        video_urls: ["https://www.youtube.com/watch?v=As5pLq3WcYh"],
      },
    ]),
  },
  {
    name: "te-club-coach-sb-one-catcher-outlook-2013",
    family: "te-club-coach-varnell",
    tags: ["sport:softball", "forward:outlook-2013", "trap:club-coach-phone"],
    message: fwd("outlook-2013", OSEI, "2026-11-12 10:05:00 -06:00", { ...CLUB_CATCHER, to: "Kwame Osei <kosei@pinehollow.edu>" }, { note: "Shonda doesn't oversell. Let's get eyes on her at Tempe." }),
    label: recruiting("club_coach", {
      first_name: "Makenna",
      last_name: "Doyle",
      grad_year: 2028,
      positions: ["C"],
      height_inches: 66,
      club_team: "Ozark Fire 16U Varnell",
      high_school: "Harrison Valley High School",
      city: "Harrison",
      state: "AR",
      gpa: 3.7,
      email: "makenna.doyle28@icloud.com",
      phone: "+18705550156",
      video_urls: ["https://www.youtube.com/watch?v=Md6rPz1XqFa"],
    }),
  },
  {
    name: "te-sb-parent-mother-relays-daughter-nested-outlook-web",
    family: "te-sb-parent-pryce",
    tags: ["sport:softball", "role:external-forwarder", "nested:2", "forward:outlook-web", "relay:gmail"],
    message: hoForward({
      style: "outlook-web:en",
      coach: OSEI,
      date: "2026-11-10 07:31:00 -06:00",
      note: "",
      original: relay({
        style: "gmail:en",
        from: "Kristen Pryce <kpryce72@comcast.example>",
        to: "kosei@pinehollow.edu",
        date: "2026-11-09 21:04:37 -05:00",
        note: `Coach Osei - Addison wrote this for coaches and I'm sending it along since she's at practice. She has been to your camp twice and loves Pine Hollow. Please feel free to contact her directly.

Kristen Pryce (mom)
864-555-0107`,
        inner: DAUGHTER_SB,
      }),
    }),
    label: recruiting("parent", {
      first_name: "Addison",
      last_name: "Pryce",
      grad_year: 2028,
      positions: ["OF"],
      club_team: "Carolina Cyclones 16U Gold",
      high_school: "Ashmore High School",
      city: "Greenville",
      state: "SC",
      gpa: 4.3,
      email: "addisonpryce.of@gmail.com",
      phone: "+18645550121",
      video_urls: ["https://youtu.be/Ap8cTz4KwQm"],
    }),
  },
  {
    name: "te-hs-coach-relays-player-note-iphone",
    family: "te-hs-coach-whitley",
    tags: ["sport:basketball", "role:external-forwarder", "nested:2", "forward:iphone", "trap:profile-link"],
    message: hoForward({
      style: "iphone:en",
      coach: TRASK,
      date: "2026-11-13 18:22:00 -05:00",
      note: "post from BG, 6-1",
      original: relay({
        style: "outlook-desktop:en",
        from: "Angela Whitley <awhitley@harlanvalley.k12.example>",
        to: "mtrask@elmstead.edu",
        date: "2026-11-13 16:47:30 -05:00",
        note: `Coach Trask,

Good to see you at the clinic. As promised, here is Soraya's note. She's a tough kid, great teammate, and has gotten better every month. I'd be glad to talk about her anytime.

Angela Whitley
Head Girls Basketball Coach
Harlan Valley High School
270-555-0115`,
        inner: PLAYER_NOTE_BB,
      }),
    }),
    label: recruiting("high_school_coach", {
      first_name: "Soraya",
      last_name: "Beckford",
      grad_year: 2027,
      positions: ["post"],
      height_inches: 73,
      high_school: "Harlan Valley High School",
      city: "Bowling Green",
      state: "KY",
      email: "sbeckford27@stu.harlanvalley.k12.example",
      video_urls: ["https://www.hudl.com/video/3/21890034/6a31e0f2b7c4d9a8e5f60123"],
    }),
  },
  {
    name: "te-golf-athlete-iphone-short-direct",
    family: "te-golf-athlete-sutter",
    tags: ["sport:golf", "direct:gmail-rule", "client:iphone", "shape:short"],
    message: direct(GOLF_IPHONE, WHITCOMBE, "iphone"),
    label: recruiting("athlete", {
      first_name: "Hadley",
      last_name: "Sutter",
      grad_year: 2028,
      high_school: "Sandhill Prep",
      city: "Aiken",
      state: "SC",
      email: "hadleysutter.golf@icloud.com",
      phone: "+18035550111",
      video_urls: ["https://youtube.com/shorts/Hs3wQp8Lx2c"],
    }),
  },
  {
    name: "te-bvb-athlete-defender-partner-height-trap",
    family: "te-bvb-athlete-moreno",
    tags: ["sport:beach-volleyball", "forward:gmail", "trap:partner-height"],
    message: fwd("gmail", HOLLOWAY, "2026-11-05 09:00:00 -05:00", BEACH, { note: "For the beach file (2028 start). Partner is Sienna Oakes, watch for her email." }),
    label: recruiting("athlete", {
      first_name: "Kaia",
      last_name: "Moreno",
      grad_year: 2027,
      positions: ["defender"],
      height_inches: 67,
      club_team: "South Swell Beach Club",
      high_school: "Las Palmas Academy",
      city: "San Clemente",
      state: "CA",
      gpa: 3.71,
      email: "kaiamoreno.beach@gmail.com",
      phone: "+19495550184",
      video_urls: ["https://www.youtube.com/watch?v=Km3bQ8xTpLs"],
    }),
  },
  {
    name: "te-vb-athlete-answers-between-coach-questions",
    family: "te-vb-athlete-abernathy-kline",
    tags: ["sport:volleyball", "forward:gmail", "shape:inline-answers", "trap:coach-signature-quoted", "trap:club-coach-email"],
    message: fwd(
      "gmail",
      HOLLOWAY,
      "2026-11-11 07:10:00 -05:00",
      { ...LUCY_REPLY, text: LUCY_REPLY.text.replace("{{QUOTE}}", gmailQuote(COACH_QS)) },
      { note: "" },
    ),
    label: recruiting("athlete", {
      first_name: "Lucy",
      last_name: "Abernathy-Kline",
      grad_year: 2028,
      positions: ["S"],
      height_inches: 70,
      club_team: "Grand River Premier 16-1",
      high_school: "Grandview Heights Christian",
      city: "Grand Rapids",
      state: "MI",
      gpa: 3.96,
      email: "lucyak2028@gmail.com",
      phone: "+16165550144",
      video_urls: ["https://www.hudl.com/video/3/21702284/659cd4a1e8b2f7c6d5a40b19"],
    }),
  },
  {
    name: "te-sb-athlete-via-assistant-android-then-gmail",
    family: "te-sb-athlete-whitlow",
    tags: ["sport:softball", "nested:2", "relay:android-staff", "forward:gmail", "shape:signature-block"],
    message: hoForward({
      style: "gmail:en",
      coach: OSEI,
      date: "2026-11-08 08:02:00 -06:00",
      note: "Corner IF from camp - the scoreboard kid. Agree w/ Jess, top of the 2027 list.",
      original: relay({
        style: "android:en",
        from: "Jess Harlan <jharlan@pinehollow.edu>",
        to: "kosei@pinehollow.edu",
        date: "2026-11-07 19:15:02 -06:00",
        note: `She's legit coach. Power from both sides of the field.

Sent from my Galaxy`,
        inner: SB_TO_ASSISTANT,
      }),
    }),
    label: recruiting("athlete", {
      first_name: "Josie",
      last_name: "Whitlow",
      grad_year: 2027,
      positions: ["3B", "1B"],
      club_team: "Texarkana Tornadoes 18U Premier",
      high_school: "Red River Crossing High School",
      city: "Texarkana",
      state: "TX",
      gpa: 3.58,
      email: "josiewhitlow3b@gmail.com",
      phone: "+19035550163",
      video_urls: ["https://www.youtube.com/watch?v=Jw2tXq9RbKe"],
    }),
  },
  {
    name: "te-xc-athlete-lowercase-run-on-direct",
    family: "te-xc-athlete-lindqvist-moss",
    tags: ["sport:cross-country", "direct:gmail-rule", "shape:lowercase"],
    message: direct(XC_LOWER, PRUITT, "gmail"),
    label: recruiting("athlete", {
      first_name: "Bree",
      last_name: "Lindqvist-Moss",
      grad_year: 2027,
      positions: ["xc", "3200m", "1600m"],
      club_team: "Athens Trackworks",
      high_school: "Oconee Hills High School",
      city: "Athens",
      state: "GA",
      gpa: 3.4,
      email: "breelm2027@gmail.com",
      phone: "+17065550139",
    }),
  },
  {
    name: "te-nonrec-athlete-declines-committed-elsewhere",
    family: "te-soccer-athlete-malveaux",
    tags: ["sport:soccer", "nonrec:decline", "forward:yahoo"],
    message: fwd("yahoo", LINDQVIST, "2026-11-23 08:15:00 -05:00", DECLINE, { note: "Lost her to Tallis. Take her off the board." }),
    label: notRecruiting("athlete"),
  },
  {
    name: "te-nonrec-parent-thank-you-after-visit",
    family: "te-vb-parent-thornton",
    tags: ["sport:volleyball", "nonrec:thank-you", "direct:gmail-rule"],
    message: direct(THANKS_PARENT, HOLLOWAY, "gmail"),
    label: notRecruiting("parent"),
  },
  {
    name: "te-nonrec-club-director-auto-reply",
    family: "te-nonrec-lonestar-autoreply",
    tags: ["sport:volleyball", "nonrec:auto-reply"],
    message: {
      client: "outlook",
      from: "Rick Ybarra <rybarra@lonestarelitevb.example>",
      to: HOLLOWAY.address,
      subject: "Automatic reply: 2028 OH - Harper Quintana - Lonestar Elite 16 Blue",
      date: "2026-11-21 07:02:11 -06:00",
      headers: [["Auto-Submitted", "auto-replied"], ["X-Auto-Response-Suppress", "All"], ...autoForwarded(HOLLOWAY)],
      text: AUTO_REPLY_TEXT,
    },
    label: notRecruiting("club_coach"),
  },
];


// ---------------------------------------------------------------- batch 4

const SIG_ONLY: Original = {
  from: "Rowan Tesfaye <rowantesfaye@yahoo.com>",
  to: "bholloway@marchbank.edu",
  date: "2026-11-18 21:09:36 -06:00",
  subject: "Hi Coach!",
  text: `Hi Coach Holloway,

I just wanted to introduce myself, I'm really interested in Marchbank and I'm hoping to come to your prospect camp in January. Here is some film from this fall. Thank you for your time!

https://www.hudl.com/video/3/21930067/6a3b5d7e9f0a1c2b4d6e8f01

Rowan Tesfaye
2029 | MB/RS | 6'1"
Twin Cities Select 15 Black
Eagan Ridge High School Wildcats, Eagan MN
rowantesfaye@yahoo.com | 651.555.0179
"Play every point like it's match point"`,
};

const LAX_DAD: Original = {
  from: "Glenn Adair <gadair@adairhvac.example>",
  to: "kashdown@halberd.edu",
  date: "2026-11-19 06:12:51 -07:00",
  subject: "Quinn Adair - 2029 Defender",
  text: `Coach, my daughter Quinn Adair is a 2029 defender from Littleton CO, 5'8", plays for Front Range Elite 2029 Black. Her film is here https://www.hudl.com/video/3/22108834/6a4c1e2f3b5d7a9c0e8f6b42 - she'd love to be on your list for the summer.

Glenn Adair

Sent from my iPhone`,
};

const SB_SCHEDULE: Original = {
  from: "Carmen Delgado-Ruiz <carmendelgadoruiz22@gmail.com>",
  to: "kosei@pinehollow.edu",
  date: "2026-11-21 10:26:14 -06:00",
  subject: "2028 SS/UT Carmen Delgado-Ruiz - spring & summer schedule",
  text: `Hello Coach Osei,

My name is Carmen Delgado-Ruiz, 2028 shortstop/utility from Plano, TX (Plano Prairie Senior High). I play travel ball for the Texas Sparklers Gold 16U - Alvarado. I wanted to introduce myself and send my upcoming schedule in case you or your staff will be at any of these events.

DATE          EVENT                           LOCATION           JERSEY
Jan 16-18     MLK Winter Showcase             Round Rock, TX     #7
Feb 13-15     Presidents Day Tournament       Tempe, AZ          #7
Mar 20-22     Spring Fling Invitational       Oklahoma City, OK  #7
Jun 22-28     TC Colorado Sparkler            Aurora, CO         #7
Jul 20-26     PGF Premier Nationals           Huntington Beach   #7

Stats (summer 2026): .371 AVG / .452 OBP, 9 2B, 4 HR, 18 SB, .962 FLD%
Academics: 3.89 GPA, 1310 PSAT
Video: https://www.youtube.com/watch?v=Cd7rKx2QmPw

Thank you so much for your time. I hope to see you at a tournament!

Carmen Delgado-Ruiz
972-555-0191
carmendelgadoruiz22@gmail.com
Head Coach: Lupe Alvarado - 972-555-0147`,
};

const GK_TB: Original = {
  from: "Wren Haddock <wren.haddock@fastmail.example>",
  to: "alindqvist@grayhaven.edu",
  date: "2026-11-16 19:44:28 -05:00",
  subject: "Goalkeeper, class of 2028 - Wren Haddock",
  text: `Dear Coach Lindqvist,

My name is Wren Haddock and I am a goalkeeper in the class of 2028. I play for Casco Bay United 09G Academy and for Falmouth Harbor High School in Falmouth, Maine. I'm 5'9" and this fall I had 11 clean sheets in 16 games and we made the Class A state semifinal.

No attachments, my highlight film is here: https://vimeo.com/902213448 and a full second half vs. Scarborough is here: https://drive.google.com/file/d/1Wh9kQpL3ZsT7vRx2NcY0aBdE6fGm4JuK/view

I have a 3.77 GPA and I'm interested in marine biology, which is one of the reasons Grayhaven is near the top of my list.

Thank you for considering me,
Wren Haddock
207-555-0153`,
};

const SWIM_MOM_ES: Original = {
  from: "Maricela Ibarra <maricela.ibarra68@hotmail.com>",
  to: "dpruitt@cobbriver.edu",
  date: "2026-11-12 20:51:07 -05:00",
  subject: "Mi hija nadadora - Daniela Ibarra, clase 2027",
  text: `Buenas noches entrenador Pruitt,

Disculpe que le escribo en español, mi inglés no es muy bueno. Soy la mamá de Daniela Ibarra, ella es nadadora de espalda y estilo libre y se gradúa en 2027 de Hialeah Lakes Senior High en Hialeah, Florida. Nada con el club Palmetto Lakes Aquatics.

Sus mejores tiempos (yardas):
100 espalda: 56.84
200 espalda: 2:03.11
200 libre: 1:53.90

Tiene promedio de 3.6 y quiere estudiar enfermería. Ella habla inglés perfecto, su correo es daniela.ibarra.swim@gmail.com y su teléfono 305-555-0161.

Muchas gracias por su atención.
Maricela Ibarra
786-555-0120`,
};

const CLUB_COORD: Original = {
  from: "Jen Alvarez <recruiting@ridgelinevbc.example>",
  to: "bholloway@marchbank.edu",
  date: "2026-11-24 11:38:17 -05:00",
  subject: "Ridgeline 17 Elite - Mia Castiglione (2027 OH) - still looking",
  text: `Hi Coach Holloway,

I hope you had a great season. I'm reaching out on behalf of one of our 17 Elite athletes who is still uncommitted and has Marchbank near the top of her list.

Mia Castiglione
Class of 2027 | Outside Hitter | 6'0"
Ridgeline 17 Elite (Head Coach: Dana Kowalczyk)
Hilliard Meadowbrook High School - Hilliard, OH
GPA: 3.64 | Intended major: Business
Email: miacastiglione27@gmail.com
Phone: 614-555-0135
Video: https://www.hudl.com/video/3/21815520/65a8c3d2e1f0b9a8c7d6e5f4

Mia was our leading attacker in the fall (3.9 kills/set) and has been a six-rotation player for us for two seasons. Our full spring schedule is at ridgelinevbc.example/17elite. Please let me know if I can help set up a call with Mia or Coach Kowalczyk.

Best,

Jen Alvarez
Recruiting Coordinator
RIDGELINE VOLLEYBALL CLUB
4400 Quarry Rd | Westerville, OH 43081
O: 614-555-0100 | recruiting@ridgelinevbc.example
[Ridgeline VBC logo]  Facebook | Instagram | X`,
};

const TENNIS_ATTACHED = original(
  {
    from: "Priya Ramaswamy <priya.ramaswamy.tennis@gmail.com>",
    to: "gwhitcombe@stonebridge.edu",
    date: "2026-11-20 17:03:40 -05:00",
    subject: "Prospective student-athlete - Priya Ramaswamy (2028, UTR 10.4)",
    text: `Dear Coach Whitcombe,

My name is Priya Ramaswamy and I am a junior at Northview Ridge High School in Johns Creek, Georgia (class of 2028). I am currently UTR 10.4 and ranked #38 in the Southern section in G18. I train at Peachtree Racquet Academy with coach Vusi Ndlovu.

I am very interested in Stonebridge because of your strong doubles culture and your engineering program. My unweighted GPA is 3.98 (4.6 weighted).

Match video vs. a UTR 10.9 opponent: https://www.youtube.com/watch?v=Pr4tGn8WqLz

I'll be playing the Southern Closed in Mobile in December and would be grateful if you could watch one of my matches.

Kind regards,
Priya Ramaswamy
678-555-0150`,
  },
  "gmail",
);

const CAMP_AD_HTML = `<html><body style="margin:0;font-family:Verdana,Arial,sans-serif">
<table width="600" align="center" cellpadding="0" cellspacing="0" style="border:1px solid #ddd">
<tr><td style="background:#0e7c61;color:#fff;text-align:center;padding:24px"><div style="font-size:26px;font-weight:bold">SETTER SCHOOL WINTER INTENSIVE</div><div style="font-size:14px">Dec 27-29, 2026 &middot; Columbus, OH &middot; Ages 13-18</div></td></tr>
<tr><td style="padding:20px;font-size:14px;line-height:1.6">
<p>Coaches &mdash; please share with your camp lists and club contacts!</p>
<p>Three days, 9 hours of court time, a 6:1 athlete-to-coach ratio and film breakdown with former college setters. Last year's alumni include setters now at <b>Tallis University, Fairmount College and Wyeth State</b>.</p>
<p><b>Cost:</b> $389 (early bird $349 through Dec 5)<br><b>Where:</b> Buckeye Sports Dome, 1180 Harmon Ave<br><b>Register:</b> <a href="https://setterschool.example/winter">setterschool.example/winter</a></p>
<p>College coaches are welcome to attend the final-day scrimmage (NCAA and NAIA rules apply).</p>
<p style="font-size:11px;color:#999">Setter School LLC &middot; PO Box 2211, Dublin OH 43017 &middot; <a href="https://setterschool.example/optout">Unsubscribe</a></p>
</td></tr></table></body></html>`;

const VENDOR = `Hi Coach Holloway,

My name is Blake Ferrand with CourtSide Apparel Co. We work with over 300 collegiate and club volleyball programs on custom uniforms, warmups and travel gear.

I noticed Marchbank's current uniform contract is up for renewal this spring, and I'd love to send you our 2027 catalog and a free sample jersey with your logo. We're running 20% off for orders placed before January 15, and we guarantee delivery in 4 weeks or less.

Do you have 15 minutes next week for a quick call? You can grab time on my calendar here: https://calendly.example/bferrand-courtside

Thanks,
Blake Ferrand
Collegiate Account Executive | CourtSide Apparel Co.
(800) 555-0199 ext. 214
courtsideapparel.example

If you'd prefer not to hear from me, just reply "no thanks" and I'll remove you from my list.`;

const FUNDRAISER = `Hi coaches and friends of Ozark Fire!

Our 14U Varnell team is raising money to travel to the PGF Nationals in Huntington Beach this July. This is the first time a team from our area has ever qualified and the girls are SO excited.

We're selling raffle tickets ($10 each or 3 for $25) for a Yeti cooler, a signed bat from our 2025 alumni, and a weekend at Bull Shoals Lake. Drawing is Jan 30 on our Facebook live. You can also donate directly at https://gofund.example/ozarkfire14u

Every dollar helps cover hotel and airfare for 12 families. Thank you for supporting youth softball in the Ozarks!

Coach Shonda Varnell & the Ozark Fire 14U families
870-555-0193`;

const MEDIA = `Coach Osei,

I'm a sports reporter with the Pine Hollow Ledger. I'm putting together a story for our Sunday edition on the signing class that inked with Pine Hollow softball last week, and in particular Tessa Llewellyn, who I understand is the first player from Cleburne County to sign with a D1 program in 15 years.

Would you have 10 minutes on Tuesday or Wednesday for a phone interview? I'd love a quote about what you saw in Tessa and what she brings to the program. I'm on deadline Thursday at 5.

Thanks very much,
Owen Bracewell
Sports Reporter, The Pine Hollow Ledger
obracewell@pinehollowledger.example
870-555-0111 (desk)`;

const ALUMNA = `Hi Coach!!

It's Kendra Pollard, class of '19 (#12, the libero who never stopped talking). I can't believe it has been 7 years. I just moved back to Ohio for a PT residency in Zanesville so I'm only an hour away now!

I saw on Instagram that the alumni match is Feb 7 — count me in, and I think I can talk Jordyn and Becca into coming too. Also if you ever need someone to help at camps this summer I would LOVE to.

Congrats on the conference title, I watched the final on the stream and screamed at my TV.

Love,
Kendra
Kendra Pollard, PT, DPT
740-555-0188`;

const ROW_Q: Original = {
  from: "Sheila Marchetti <smarchetti@att.example>",
  to: "isolberg@northmere.edu",
  date: "2026-11-25 13:31:02 -05:00",
  subject: "Question about rowing walk-ons",
  text: `Hello Coach Solberg,

My family is just starting to learn about college rowing. Could you explain how walk-ons work at Northmere? Do novice rowers need to have rowed in high school, and is there any scholarship money for walk-ons after the first year? Also, is there a height requirement?

Thank you for any information,
Sheila Marchetti`,
};

const HS_RESULTS = `Coaches,

Here's our weekly update from Bayside Heights softball fall ball (final week).

RESULTS
Bayside Heights 6, Dunmore Catholic 2 — Maddie Ruiz (2027) 7 IP, 11 K; Hayley Brooks (2028) 2-for-3, HR
Bayside Heights 3, Coral Park 4 (8 inn.) — Alyssa Tran (2027) 2 doubles
Bayside Heights 10, St. Ambrose 0 (5 inn.) — combined no-hitter: Ruiz / Jaylen Fox (2029)

FALL RECORD: 14-3

Our winter workouts start Jan 6. We have 7 uncommitted players in the 2027 and 2028 classes; the full roster with contact info and video links is on our recruiting page: baysideheightssoftball.example/recruits

As always, feel free to reach out to me with any questions about our players.

Coach Dwayne Mitchum
Head Softball Coach
Bayside Heights High School
dmitchum@bayside.k12.example | 850-555-0142`;

const BATCH_4: CorpusEntry[] = [
  {
    name: "te-vb-athlete-details-in-signature-thunderbird",
    family: "te-vb-athlete-tesfaye",
    tags: ["sport:volleyball", "forward:thunderbird", "shape:signature-block"],
    message: hoForward({ style: "thunderbird:en", coach: HOLLOWAY, date: "2026-11-19 06:45:00 -05:00", original: SIG_ONLY, note: "2029 MB 6'1 - young but long" }),
    label: recruiting("athlete", {
      first_name: "Rowan",
      last_name: "Tesfaye",
      grad_year: 2029,
      positions: ["MB", "RS/OPP"],
      height_inches: 73,
      club_team: "Twin Cities Select 15 Black",
      high_school: "Eagan Ridge High School",
      city: "Eagan",
      state: "MN",
      email: "rowantesfaye@yahoo.com",
      phone: "+16515550179",
      video_urls: ["https://www.hudl.com/video/3/21930067/6a3b5d7e9f0a1c2b4d6e8f01"],
    }),
  },
  {
    name: "te-lax-parent-father-two-lines-iphone",
    family: "te-lax-parent-adair",
    tags: ["sport:lacrosse", "direct:gmail-rule", "client:iphone", "shape:two-lines"],
    message: direct(LAX_DAD, ASHDOWN, "iphone"),
    label: recruiting("parent", {
      first_name: "Quinn",
      last_name: "Adair",
      grad_year: 2029,
      positions: ["defender"],
      height_inches: 68,
      club_team: "Front Range Elite 2029 Black",
      city: "Littleton",
      state: "CO",
      video_urls: ["https://www.hudl.com/video/3/22108834/6a4c1e2f3b5d7a9c0e8f6b42"],
    }),
  },
  {
    name: "te-sb-athlete-tournament-schedule-outlook-new",
    family: "te-sb-athlete-delgado-ruiz",
    tags: ["sport:softball", "forward:outlook-new", "shape:schedule", "trap:club-coach-phone", "trap:tournament-city"],
    message: fwd("outlook-new", OSEI, "2026-11-21 12:00:00 -06:00", SB_SCHEDULE, { note: "Adding her to the Tempe list. #7." }),
    label: recruiting("athlete", {
      first_name: "Carmen",
      last_name: "Delgado-Ruiz",
      grad_year: 2028,
      positions: ["SS", "UT"],
      club_team: "Texas Sparklers Gold 16U - Alvarado",
      high_school: "Plano Prairie Senior High",
      city: "Plano",
      state: "TX",
      gpa: 3.89,
      email: "carmendelgadoruiz22@gmail.com",
      phone: "+19725550191",
      video_urls: ["https://www.youtube.com/watch?v=Cd7rKx2QmPw"],
    }),
  },
  {
    name: "te-soccer-athlete-goalkeeper-thunderbird-flowed-direct",
    family: "te-soccer-athlete-haddock",
    tags: ["sport:soccer", "direct:gmail-rule", "client:thunderbird", "format:flowed"],
    message: direct(GK_TB, LINDQVIST, "thunderbird", { html: undefined, flowed: true, encoding: "8bit" }),
    label: recruiting("athlete", {
      first_name: "Wren",
      last_name: "Haddock",
      grad_year: 2028,
      positions: ["goalkeeper"],
      height_inches: 69,
      club_team: "Casco Bay United 09G Academy",
      high_school: "Falmouth Harbor High School",
      city: "Falmouth",
      state: "ME",
      gpa: 3.77,
      email: "wren.haddock@fastmail.example",
      phone: "+12075550153",
      video_urls: ["https://vimeo.com/902213448", "https://drive.google.com/file/d/1Wh9kQpL3ZsT7vRx2NcY0aBdE6fGm4JuK/view"],
    }),
  },
  {
    name: "te-swim-parent-mother-spanish-outlook-1252",
    family: "te-swim-parent-ibarra",
    tags: ["sport:swimming", "lang:es", "forward:outlook-desktop", "charset:windows-1252", "trap:parent-phone"],
    message: hoForward({
      style: "outlook-desktop:en",
      coach: PRUITT,
      date: "2026-11-13 08:20:00 -05:00",
      original: SWIM_MOM_ES,
      note: "Backstroker from Hialeah, mom wrote in Spanish. 56.8 in the 100 back is a scorer for us.",
      charset: "windows-1252",
    }),
    label: recruiting("parent", {
      first_name: "Daniela",
      last_name: "Ibarra",
      grad_year: 2027,
      positions: ["100 espalda", "200 espalda", "200 libre"],
      club_team: "Palmetto Lakes Aquatics",
      high_school: "Hialeah Lakes Senior High",
      city: "Hialeah",
      state: "FL",
      gpa: 3.6,
      email: "daniela.ibarra.swim@gmail.com",
      phone: "+13055550161",
    }),
  },
  {
    name: "te-vb-club-recruiting-coordinator-one-player",
    family: "te-club-ridgeline-recruiting",
    tags: ["sport:volleyball", "direct:outlook-redirect", "shape:profile-block", "trap:club-phone"],
    message: direct(CLUB_COORD, HOLLOWAY, "outlook", {}, "outlook-redirect"),
    label: recruiting("club_coach", {
      first_name: "Mia",
      last_name: "Castiglione",
      grad_year: 2027,
      positions: ["OH"],
      height_inches: 72,
      club_team: "Ridgeline 17 Elite",
      high_school: "Hilliard Meadowbrook High School",
      city: "Hilliard",
      state: "OH",
      gpa: 3.64,
      email: "miacastiglione27@gmail.com",
      phone: "+16145550135",
      video_urls: ["https://www.hudl.com/video/3/21815520/65a8c3d2e1f0b9a8c7d6e5f4"],
    }),
  },
  {
    name: "te-tennis-athlete-forwarded-as-attachment",
    family: "te-tennis-athlete-ramaswamy",
    tags: ["sport:tennis", "forward:attachment-rfc822", "trap:weighted-gpa"],
    message: forwardAsAttachment({
      coach: WHITCOMBE,
      client: "outlook",
      date: "2026-11-21 09:10:00 -05:00",
      note: "Forwarding as attachment - UTR 10.4 from Johns Creek, engineering. Mobile in Dec?",
      message: TENNIS_ATTACHED,
    }),
    label: recruiting("athlete", {
      first_name: "Priya",
      last_name: "Ramaswamy",
      grad_year: 2028,
      club_team: "Peachtree Racquet Academy",
      high_school: "Northview Ridge High School",
      city: "Johns Creek",
      state: "GA",
      gpa: 3.98,
      email: "priya.ramaswamy.tennis@gmail.com",
      phone: "+16785550150",
      video_urls: ["https://www.youtube.com/watch?v=Pr4tGn8WqLz"],
    }),
  },
  {
    name: "te-nonrec-setter-clinic-ad-bulk",
    family: "te-nonrec-setter-school",
    tags: ["sport:volleyball", "nonrec:camp-ad", "mime:html-only", "bulk"],
    message: {
      client: "bulk",
      from: "Setter School <hello@setterschool.example>",
      to: HOLLOWAY.address,
      subject: "Winter Intensive for setters – Dec 27-29 (early bird ends Dec 5)",
      date: "2026-11-19 12:30:00 -05:00",
      headers: [...bulkMailHeaders("https://setterschool.example/optout"), ...autoForwarded(HOLLOWAY)],
      html: CAMP_AD_HTML,
    },
    label: notRecruiting("other"),
  },
  {
    name: "te-nonrec-vendor-uniform-pitch",
    family: "te-nonrec-courtside-apparel",
    tags: ["nonrec:vendor", "direct:gmail-rule"],
    message: direct(
      {
        from: "Blake Ferrand <bferrand@courtsideapparel.example>",
        to: HOLLOWAY.address,
        date: "2026-11-18 10:14:00 -06:00",
        subject: "Marchbank VB uniforms for 2027?",
        text: VENDOR,
      },
      HOLLOWAY,
      "outlook",
    ),
    label: notRecruiting("other"),
  },
  {
    name: "te-nonrec-club-team-fundraiser-raffle",
    family: "te-club-coach-varnell",
    tags: ["sport:softball", "nonrec:fundraiser", "forward:gmail"],
    message: fwd(
      "gmail",
      OSEI,
      "2026-11-22 14:00:00 -06:00",
      {
        from: "Shonda Varnell <svarnell@ozarkfire.example>",
        to: "Ozark Fire Friends <friends@ozarkfire.example>",
        date: "2026-11-22 09:30:12 -06:00",
        subject: "Help send Ozark Fire 14U to PGF Nationals! 🥎",
        text: FUNDRAISER,
      },
      { note: "Bought a few tickets. Sharing w/ staff if anyone wants to chip in." },
    ),
    label: notRecruiting("club_coach"),
  },
  {
    name: "te-nonrec-newspaper-interview-request",
    family: "te-nonrec-ledger-reporter",
    tags: ["sport:softball", "nonrec:media", "names-athlete", "forward:outlook-live"],
    message: fwd(
      "outlook-live",
      OSEI,
      "2026-11-23 08:30:00 -06:00",
      {
        from: "Owen Bracewell <obracewell@pinehollowledger.example>",
        to: "kosei@pinehollow.edu",
        date: "2026-11-22 16:48:30 -06:00",
        subject: "Interview request - signing class story",
        text: MEDIA,
      },
      { note: "SID - ok for me to do this one or do you want to route it?" },
    ),
    label: notRecruiting("other"),
  },
  {
    name: "te-nonrec-alumna-note-alumni-match",
    family: "te-nonrec-alumna-pollard",
    tags: ["sport:volleyball", "nonrec:alumni", "direct:gmail-rule", "client:iphone"],
    message: direct(
      {
        from: "Kendra Pollard <kendrapollard12@icloud.com>",
        to: HOLLOWAY.address,
        date: "2026-11-26 20:21:45 -05:00",
        subject: "Alumni match!!",
        text: ALUMNA,
      },
      HOLLOWAY,
      "iphone",
    ),
    label: notRecruiting("other"),
  },
  {
    name: "te-nonrec-parent-walk-on-question-no-athlete",
    family: "te-nonrec-parent-marchetti",
    tags: ["sport:rowing", "nonrec:parent-question", "forward:gmail"],
    message: hoForward({ style: "gmail:en", coach: SOLBERG, date: "2026-11-25 15:00:00 -05:00", original: ROW_Q, note: "Sending the novice FAQ - can someone reply w/ it?" }),
    label: notRecruiting("parent"),
  },
  {
    name: "te-nonrec-hs-coach-weekly-results-post",
    family: "te-nonrec-hs-mitchum",
    tags: ["sport:softball", "nonrec:results", "names-athletes", "direct:gmail-rule"],
    message: direct(
      {
        from: "Dwayne Mitchum <dmitchum@bayside.k12.example>",
        to: "Undisclosed recipients:;",
        date: "2026-11-24 17:05:00 -06:00",
        subject: "Bayside Heights Softball - Fall Ball Week 8 Results",
        text: HS_RESULTS,
      },
      OSEI,
      "outlook",
    ),
    label: notRecruiting("high_school_coach"),
  },
];

export const AUTHOR_E: readonly CorpusEntry[] = [...BATCH_1, ...BATCH_2, ...BATCH_3, ...BATCH_4];
