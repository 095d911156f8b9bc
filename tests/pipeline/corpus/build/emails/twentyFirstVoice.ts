/**
 * The twenty-first batch (`v21-`): a fresh author's mail from the recruiting world, about a third of it from the same
 * senders but introducing nobody (camp logistics, declines, auto-replies, an injury note sent to the wrong coach,
 * newsletters, results, logistics, ads, services' marketing, vendors, compliance, bounces, invitations, phishing,
 * fundraisers, media and alumni mail), the rest introductions of every shape: two-liners, profile blocks, templates
 * with a slot left open, updates and replies in a thread, HTML-only sends, résumés, other languages, forwards through
 * many clients and nested forwards. Every person, school, club and number is invented (phones 555-01xx).
 */
import { htmlDocument } from "../html.ts";
import { direct } from "../heldOutAthleteHelpers.ts";
import { calendarAttachment, deliveryStatus, listHeaders } from "../heldOutMachineMail.ts";
import { gmailQuote, hoForward, relay } from "../heldOutWrappers.ts";
import { notRecruiting, recruiting, severalAthletes, type CorpusEntry } from "../labels.ts";
import type { MessageSpec } from "../mime.ts";
import { collegeCoach } from "../people.ts";
import { bulkMailHeaders, forwardAsAttachment, fwd, original, quotedReply, compose, type Original } from "../wrappers.ts";

const HARCOURT = collegeCoach(
  "Bettina Harcourt",
  "bharcourt@quillmoor.edu",
  "bettina.harcourt.v21q@scout.inboxscout.app",
  `Bettina Harcourt
Head Volleyball Coach | Quillmoor College Owls
O 609-555-0134
quillmoorvolleyball.com`,
);

const PRUETT = collegeCoach(
  "Nolan Pruett",
  "npruett@vantagehollow.edu",
  "nolan.pruett.v21h@scout.inboxscout.app",
  `Coach Nolan Pruett
Head Softball Coach
Vantage Hollow University
cell (864) 555-0172`,
);

const ARKWRIGHT = collegeCoach(
  "Sunniva Arkwright",
  "sarkwright@elmsgate.edu",
  "sunniva.arkwright.v21e@scout.inboxscout.app",
  `Sunniva Arkwright
Associate Head Coach, Women's Soccer
Elmsgate University
(802) 555-0158`,
);

const TELLEFSEN = collegeCoach(
  "Corbin Tellefsen",
  "ctellefsen@glenhavenstate.edu",
  "corbin.tellefsen.v21g@scout.inboxscout.app",
  `Corbin Tellefsen
Distance & Throws Coach
Glenhaven State University Track and Field / XC
701.555.0119`,
);

const OCASIO = collegeCoach(
  "Maribel Ocasio",
  "mocasio@larkspurbend.edu",
  "maribel.ocasio.v21l@scout.inboxscout.app",
  `Maribel Ocasio
Recruiting Coordinator | Women's Lacrosse & Field Hockey
Larkspur Bend College
(484) 555-0190`,
);

const DUNLEAVY = collegeCoach(
  "Keegan Dunleavy",
  "kdunleavy@portmarrow.edu",
  "keegan.dunleavy.v21p@scout.inboxscout.app",
  `Keegan Dunleavy
Assistant Coach, Women's Basketball
Port Marrow University
C: 207-555-0126`,
);

const SOLHEIM = collegeCoach(
  "Ingrid Solheim",
  "isolheim@birchmont.edu",
  "ingrid.solheim.v21b@scout.inboxscout.app",
  `Ingrid Solheim
Head Coach, Women's Ice Hockey
Birchmont College | Lake Placid Road, Saranac, NY
518-555-0147`,
);

/** Quillmoor's own staff: hops through them are ignored. */
const HARCOURT_ASSISTANT = "Tess Villanueva <tvillanueva@quillmoor.edu>";

/** A message sent as HTML only (no text/plain alternative). */
function htmlOnly(spec: MessageSpec): MessageSpec {
  const { text: _text, ...rest } = spec;
  return rest;
}

/** A message sent as plain text only (Thunderbird set to plain text). */
function textOnly(spec: MessageSpec): MessageSpec {
  const { html: _html, ...rest } = spec;
  return rest;
}

export const TWENTY_FIRST_VOICE: readonly CorpusEntry[] = [
  // 1. Two lines from a phone, straight to the coach's address.
  {
    name: "v21-vb-athlete-two-liner-iphone-direct",
    family: "v21-athlete-aubree-lindqvist",
    tags: ["direct", "gmail-rule", "iphone", "two-line", "volleyball"],
    message: direct(
      {
        from: "Aubree Lindqvist <aubree.lindqvist09@icloud.com>",
        to: HARCOURT.address,
        date: "2026-11-03 21:47:10 -06:00",
        subject: "2029 setter - Aubree Lindqvist",
        text: `Hi Coach Harcourt! Im Aubree, a 2029 setter for Prairie Wind 15 Royal out of Ames Iowa. would love to get on your radar, my film is here https://www.hudl.com/video/3/18842231/6a1f0c93d2e4b7a01c5e88f2

Sent from my iPhone`,
      },
      HARCOURT,
      "iphone",
    ),
    label: recruiting("athlete", {
      first_name: "Aubree",
      last_name: "Lindqvist",
      grad_year: 2029,
      positions: ["S"],
      club_team: "Prairie Wind 15 Royal",
      city: "Ames",
      state: "IA",
      email: "aubree.lindqvist09@icloud.com",
      video_urls: ["https://www.hudl.com/video/3/18842231/6a1f0c93d2e4b7a01c5e88f2"],
    }),
  },

  // 2. A softball profile block pasted above the letter, forwarded from Gmail with a one-word note.
  {
    name: "v21-sb-athlete-profile-block-above-letter-gmail",
    family: "v21-athlete-josie-marchetti",
    tags: ["forward", "gmail", "profile-block", "softball", "coach-note"],
    message: fwd(
      "gmail",
      PRUETT,
      "2026-11-05 08:12:00 -05:00",
      {
        from: "Josie Marchetti <josiemarchetti.sb@gmail.com>",
        to: "npruett@vantagehollow.edu",
        date: "2026-11-04 19:33:41 -05:00",
        subject: "Josie Marchetti | 2028 C/3B | Upstate Thunder 16U Gold",
        text: `JOSIE MARCHETTI
Grad Year: 2028
Positions: Catcher / 3B
Bats/Throws: R/R
Height: 5'7"
Travel: Upstate Thunder 16U Gold (Coach Dale Rinaldi)
School: Wexford Hills High School - Greenville, SC
GPA: 3.71 (unweighted)
Pop time: 1.98 | Exit velo: 68 mph
Cell: 864-555-0148
Video: https://youtu.be/Rk3vQp8LmZs

Dear Coach Pruett,

My name is Josie Marchetti and I am a sophomore catcher. Vantage Hollow has been at the top of my list since I watched your team play at the Palmetto Classic last spring, the way your catchers run the game is exactly how I want to play.

This fall I caught every inning for Thunder at the Southern Sun Showcase and threw out 6 of 9 base stealers. I'm also working on my slapping in case my coaches need me at the top of the order.

Our winter schedule is attached to my profile on our team site and I will be at your Winter Skills Camp on January 17th.

Thank you for your time,
Josie Marchetti
Upstate Thunder 16U Gold #22`,
      },
      { note: "keep an eye on this one" },
    ),
    label: recruiting("athlete", {
      first_name: "Josie",
      last_name: "Marchetti",
      grad_year: 2028,
      positions: ["C", "3B"],
      height_inches: 67,
      club_team: "Upstate Thunder 16U Gold",
      high_school: "Wexford Hills High School",
      city: "Greenville",
      state: "SC",
      gpa: 3.71,
      email: "josiemarchetti.sb@gmail.com",
      phone: "+18645550148",
      video_urls: ["https://youtu.be/Rk3vQp8LmZs"],
    }),
  },

  // 3. A father writing about his goalkeeper daughter; his number and hers; Outlook on the web forward.
  {
    name: "v21-soccer-father-goalkeeper-outlook-live",
    family: "v21-parent-ferris-okonjo",
    tags: ["forward", "outlook-live", "parent", "soccer", "parent-phone"],
    message: fwd("outlook-live", ARKWRIGHT, "2026-11-06 10:02:00 -05:00", {
      from: "Ferris Okonjo <f.okonjo@brightlinefreight.example>",
      to: "sarkwright@elmsgate.edu",
      date: "2026-11-05 22:18:00 -05:00",
      subject: "Goalkeeper - class of 2027 - Nneka Okonjo",
      text: `Coach Arkwright,

Good evening. I am writing on behalf of my daughter Nneka, a 2027 goalkeeper who plays for Riverbend FC 08/09 ECNL and for Hollis Academy in Worcester, Massachusetts. She is 5'10 and has started in goal for both teams the last two seasons.

Nneka is a serious student (3.9 GPA, AP Bio and AP Calc this year) and is interested in studying nursing. Elmsgate's program came up when she was researching schools with both a strong nursing school and a competitive soccer program.

Her highlight reel from the fall: https://vimeo.com/884120376
You can reach Nneka directly at nneka.okonjo27@gmail.com or 508-555-0166. My cell is 508-555-0109 if you have any questions for the family.

She will be playing at the ECNL showcase in Phoenix Dec 4-7, schedule to follow.

Best regards,
Ferris Okonjo
Operations Manager | Brightline Freight
o. 508-555-0100 x214`,
    }),
    label: recruiting("parent", {
      first_name: "Nneka",
      last_name: "Okonjo",
      grad_year: 2027,
      positions: ["goalkeeper"],
      height_inches: 70,
      club_team: "Riverbend FC 08/09 ECNL",
      high_school: "Hollis Academy",
      city: "Worcester",
      state: "MA",
      gpa: 3.9,
      email: "nneka.okonjo27@gmail.com",
      phone: "+15085550166",
      video_urls: ["https://vimeo.com/884120376"],
    }),
  },

  // 4. A camper asking where to park: she says who she is to nobody new, no introduction.
  {
    name: "v21-nonrec-athlete-camp-parking-question",
    family: "v21-athlete-camp-parking",
    tags: ["direct", "gmail-rule", "gmail", "camp-logistics", "lookalike"],
    message: direct(
      {
        from: "Reese Albrecht <reesealbrecht11@gmail.com>",
        to: HARCOURT.address,
        date: "2026-11-07 16:05:12 -05:00",
        subject: "camp saturday question",
        text: `Hi Coach,

I'm registered for the Saturday skills clinic (the 9am session). My mom wanted me to ask which lot we should park in and if parents are allowed to watch from the bleachers or if we drop off at the door?

Also do we need to bring our own ball?

Thanks!
Reese`,
      },
      HARCOURT,
      "gmail",
    ),
    label: notRecruiting("athlete"),
  },

  // 5. A club director's three bullets; the subject singles out the second.
  {
    name: "v21-vb-club-director-three-bullets-main-in-subject",
    family: "v21-club-lakeshore-elevate",
    tags: ["forward", "outlook-new", "club-coach", "several-athletes", "volleyball", "main-in-subject"],
    message: fwd("outlook-new", HARCOURT, "2026-11-09 09:40:00 -05:00", {
      from: "Gwen Abernethy <gwen@lakeshoreelevate.example>",
      to: "bharcourt@quillmoor.edu",
      date: "2026-11-08 20:11:00 -05:00",
      subject: "Lakeshore Elevate - Delaney Cruz (2027 OPP) + two more",
      text: `Hi Bettina,

Hope your season finished strong. Wanted to get a few of my 17s in front of you before the winter circuit starts. The one I'd really push for your roster is Delaney, but all three are worth a look.

• Delaney Cruz - 2027 - Opposite - 6'1" - Lakeshore Elevate 17 Black - Brookfield Crossing HS - delaneycruz27@gmail.com
• Hanna Vos - 2027 - Libero - 5'5" - Lakeshore Elevate 17 Black - Marquette Lutheran
• Sophie Lindahl - 2028 - Middle - 6'2" - Lakeshore Elevate 16 Black - Waukesha Prairie

Delaney is a lefty, terminates well out of the back row and has been our most consistent passer among the pins. Her film: https://www.hudl.com/video/3/20771042/67b2c4d18e9f0a3b5c6d7e81

Happy to set up a call whenever works.

Gwen Abernethy
Club Director | Lakeshore Elevate Volleyball
N72 W13400 Lund Ln, Menomonee Falls, WI 53051
262-555-0183`,
    }),
    label: severalAthletes(
      "club_coach",
      [
        {
          first_name: "Delaney",
          last_name: "Cruz",
          grad_year: 2027,
          positions: ["RS/OPP"],
          height_inches: 73,
          club_team: "Lakeshore Elevate 17 Black",
          high_school: "Brookfield Crossing HS",
          email: "delaneycruz27@gmail.com",
          video_urls: ["https://www.hudl.com/video/3/20771042/67b2c4d18e9f0a3b5c6d7e81"],
        },
        {
          first_name: "Hanna",
          last_name: "Vos",
          grad_year: 2027,
          positions: ["L/DS"],
          height_inches: 65,
          club_team: "Lakeshore Elevate 17 Black",
          high_school: "Marquette Lutheran",
        },
        {
          first_name: "Sophie",
          last_name: "Lindahl",
          grad_year: 2028,
          positions: ["MB"],
          height_inches: 74,
          club_team: "Lakeshore Elevate 16 Black",
          high_school: "Waukesha Prairie",
        },
      ],
      0,
    ),
  },

  // 6. The same club's commitments newsletter, bulk-mailed to the coach's address.
  {
    name: "v21-nonrec-club-commitments-newsletter-html",
    family: "v21-club-lakeshore-elevate-news",
    tags: ["direct", "bulk", "html-only", "newsletter", "club-coach", "lookalike", "names-athletes"],
    message: {
      client: "bulk",
      from: "Lakeshore Elevate Volleyball <news@lakeshoreelevate.example>",
      to: HARCOURT.scout,
      subject: "🏐 Elevate Weekly: 4 new commits + winter tryout dates",
      date: "2026-11-10 06:00:00 -06:00",
      headers: listHeaders("lakeshoreelevate.example", "nl-4471"),
      html: htmlDocument(
        `<table width="600" align="center" style="font-family:Arial,sans-serif"><tr><td style="background:#0b2545;color:#fff;padding:16px"><h1>Elevate Weekly</h1><p>November 10, 2026</p></td></tr>
<tr><td style="padding:16px"><h2>Congratulations to our newest commits!</h2>
<ul><li><b>Maya Esposito</b> (2027, OH) - committed to Brennock College</li>
<li><b>Jada Whitford</b> (2027, S) - committed to Ulster Falls University</li>
<li><b>Carmen Soto</b> (2027, L) - committed to Dovecote State</li>
<li><b>Ella Brandvold</b> (2027, MB) - committed to Harlan Pines College</li></ul>
<p>That makes 11 commitments from the 17 Black and 17 Red rosters this cycle. Go Elevate!</p>
<h2>Winter tryouts</h2><p>12U-14U: Sunday Nov 22, 1-4pm. 15U-18U: Sunday Nov 29, 1-5pm. Register at lakeshoreelevate.example/tryouts</p>
<h2>Spirit wear</h2><p>Last call for holiday orders - store closes Friday.</p></td></tr>
<tr><td style="font-size:11px;color:#777;padding:16px">Lakeshore Elevate Volleyball, N72 W13400 Lund Ln, Menomonee Falls, WI 53051. <a href="https://lakeshoreelevate.example/u/nl-4471">Unsubscribe</a></td></tr></table>`,
        "plain",
      ),
    },
    label: notRecruiting("club_coach"),
  },

  // 7. A high-school coach recommending her point guard, from an old Outlook, forwarded by the assistant.
  {
    name: "v21-bball-hs-coach-point-guard-outlook-2013",
    family: "v21-hs-coach-renata-bloom",
    tags: ["forward", "outlook-2013", "high-school-coach", "basketball", "windows-1252"],
    message: fwd(
      "outlook-2013",
      DUNLEAVY,
      "2026-11-10 13:25:00 -05:00",
      {
        from: "Renata Bloom <rbloom@cedarfallsschools.example>",
        to: "kdunleavy@portmarrow.edu",
        date: "2026-11-10 11:02:00 -05:00",
        subject: "PG recommendation – Tamsin Achebe ’27",
        text: `Coach Dunleavy –

I coach the girls’ varsity at Cedar Falls Senior High and I don’t write many of these, so I hope you’ll take a look. Tamsin Achebe is a 5’6” point guard in the class of 2027 who averaged 14.2 points and 6.1 assists for us last winter as a sophomore. She plays AAU with Maine Coast Elite 17U.

She sees the floor better than anyone I’ve coached in nine years and she is a coach’s kid in the best sense – she’ll take a charge, she’ll run the scout team, she’ll do whatever the group needs. Academically she carries a 3.6.

Game film from our playoff run: https://www.hudl.com/video/2/10934521/65f0aa12b3c4d5e6f7a8b9c0
Tamsin’s email is tachebe27@cedarfallsschools.example.

Thank you,
Renata Bloom
Head Girls’ Basketball Coach
Cedar Falls Senior High School | Cedar Falls, ME
207-555-0141 (school)

CONFIDENTIALITY NOTICE: This e-mail and any attachments are intended only for the use of the addressee(s) and may contain confidential student information protected under FERPA.`,
      },
      { charset: "windows-1252", note: "Tamsin - saw her at the Lewiston tournament. Worth a call." },
    ),
    label: recruiting("high_school_coach", {
      first_name: "Tamsin",
      last_name: "Achebe",
      grad_year: 2027,
      positions: ["point guard"],
      height_inches: 66,
      club_team: "Maine Coast Elite 17U",
      high_school: "Cedar Falls Senior High School",
      city: "Cedar Falls",
      state: "ME",
      gpa: 3.6,
      email: "tachebe27@cedarfallsschools.example",
      video_urls: ["https://www.hudl.com/video/2/10934521/65f0aa12b3c4d5e6f7a8b9c0"],
    }),
  },

  // 8. A lacrosse template sent with its college slot still open, forwarded from Apple Mail.
  {
    name: "v21-lax-athlete-template-school-slot-open-apple-mac",
    family: "v21-athlete-kinsley-dufresne",
    tags: ["forward", "apple-mac", "template-slot", "lacrosse"],
    message: fwd(
      "apple-mac",
      OCASIO,
      "2026-11-11 07:55:00 -05:00",
      {
        from: "Kinsley Dufresne <kdufresne.lax28@gmail.com>",
        to: "mocasio@larkspurbend.edu",
        date: "2026-11-10 23:41:00 -05:00",
        subject: "Class of 2028 Defender - Kinsley Dufresne",
        text: `Dear Coach Ocasio,

My name is Kinsley Dufresne and I am a junior defender for Mainline Mavericks 2028 Elite and for Radnor Ridge High School in Wayne, PA. I am very interested in [SCHOOL NAME] because of its [ACADEMIC PROGRAM] and the team culture I have seen on social media.

I am 5'8", I play low defense and take draws when needed. Last spring I caused 31 turnovers and was named second team all-league.

Upcoming events:
- Philly Winter Classic, Dec 12-13
- Naples Invitational, Jan 9-11

Highlights: https://www.youtube.com/watch?v=Lx8Tq2WnVc4

GPA 3.85 / SAT 1380

Thank you for your time and I hope to hear from you!

Kinsley Dufresne
kdufresne.lax28@gmail.com
(610) 555-0153`,
      },
      { note: "Template w/ blanks... but the kid can play. Check the Naples list." },
    ),
    label: recruiting("athlete", {
      first_name: "Kinsley",
      last_name: "Dufresne",
      grad_year: 2028,
      positions: ["defender"],
      height_inches: 68,
      club_team: "Mainline Mavericks 2028 Elite",
      high_school: "Radnor Ridge High School",
      city: "Wayne",
      state: "PA",
      gpa: 3.85,
      email: "kdufresne.lax28@gmail.com",
      phone: "+16105550153",
      video_urls: ["https://www.youtube.com/watch?v=Lx8Tq2WnVc4"],
    }),
  },

  // 9. Thanks, but she committed elsewhere.
  {
    name: "v21-nonrec-athlete-declines-committed-elsewhere",
    family: "v21-athlete-decline-marlow",
    tags: ["forward", "gmail", "decline", "lookalike"],
    message: fwd(
      "gmail",
      PRUETT,
      "2026-11-12 08:30:00 -05:00",
      {
        from: "Harper Vaillancourt <harpervsoftball@gmail.com>",
        to: "npruett@vantagehollow.edu",
        date: "2026-11-11 18:20:00 -05:00",
        subject: "Thank you Coach",
        text: `Coach Pruett,

I wanted to let you know personally that I have verbally committed to play at Kestrel Valley. This was a really hard decision and I'm so grateful for the time you and Coach Amari spent with my family on my visit in October.

Thank you for believing in me. Good luck this spring, I'll be watching!

Harper`,
      },
      { note: "Lost her. Take her off the board.", signature: false },
    ),
    label: notRecruiting("athlete"),
  },

  // 10. A thrower whose letter says "see attached"; the résumé is a PDF.
  {
    name: "v21-track-thrower-pdf-resume-see-attached",
    family: "v21-athlete-ilse-marchand",
    tags: ["forward", "thunderbird", "pdf", "resume", "track"],
    message: fwd(
      "thunderbird",
      TELLEFSEN,
      "2026-11-12 14:10:00 -06:00",
      {
        from: "Ilse Marchand <ilse.marchand@outlook.com>",
        to: "ctellefsen@glenhavenstate.edu",
        date: "2026-11-12 07:02:00 -06:00",
        subject: "Prospective thrower - Ilse Marchand",
        text: `Hello Coach Tellefsen,

I am a junior thrower (shot put and discus) at Bismarck Valley High School. Please see my athletic resume attached, it has my marks, meets and academic information.

I would love to visit Glenhaven this spring.

Ilse Marchand
Class of 2028`,
      },
      {
        attachments: [
          {
            kind: "document",
            format: "pdf",
            filename: "Ilse_Marchand_Throws_Resume.pdf",
            lines: [
              "ILSE MARCHAND - THROWS",
              "Class of 2028 | Bismarck Valley High School | Bismarck, ND",
              "Height: 5'11\" | Weight: 172 lb",
              "Email: ilse.marchand@outlook.com | Cell: 701-555-0137",
              "",
              "MARKS (2026)",
              "Shot put: 43' 6\" (State meet, 3rd)",
              "Discus: 131' 2\" (WDA Championship, 1st)",
              "",
              "ACADEMICS",
              "GPA: 3.92 unweighted | ACT 27",
              "Intended major: Exercise Science",
              "",
              "CLUB: Northern Plains Throws Club (Coach Anders Hult)",
            ],
          },
        ],
      },
    ),
    label: recruiting("athlete", {
      first_name: "Ilse",
      last_name: "Marchand",
      grad_year: 2028,
      positions: ["shot put", "discus"],
      height_inches: 71,
      club_team: "Northern Plains Throws Club",
      high_school: "Bismarck Valley High School",
      city: "Bismarck",
      state: "ND",
      gpa: 3.92,
      email: "ilse.marchand@outlook.com",
      phone: "+17015550137",
    }),
  },
  // 11. A Mexican forward writing in Spanish; the coach's Gmail is set to Spanish.
  {
    name: "v21-soccer-athlete-spanish-monterrey-gmail-es",
    family: "v21-athlete-ximena-garza",
    tags: ["forward", "gmail-es", "spanish", "soccer", "abroad"],
    message: fwd(
      "gmail-es",
      ARKWRIGHT,
      "2026-11-13 09:14:00 -05:00",
      {
        from: "Ximena Garza Villarreal <ximegarzav@hotmail.com>",
        to: "sarkwright@elmsgate.edu",
        date: "2026-11-12 20:47:00 -06:00",
        subject: "Delantera generación 2027 - Ximena Garza",
        text: `Estimada Coach Arkwright:

Mi nombre es Ximena Garza Villarreal, tengo 17 años y soy delantera. Me gradúo de la preparatoria en mayo de 2027 (Preparatoria Colegio Valle Alto) en Monterrey, Nuevo León, México.

Juego en el equipo Sultanas Sub-17 de la liga femenil juvenil y este año fui la segunda goleadora del torneo con 14 goles. Mido 1,65 m y soy zurda.

Mi promedio es de 9.4 sobre 10. Ya presenté el examen de inglés TOEFL (98) y estoy preparando el SAT para marzo.

Les comparto mi video: https://www.youtube.com/watch?v=Gm4oXr7PzQe

Me encantaría saber qué necesita su programa para jugadoras internacionales.

Muchas gracias,
Ximena Garza Villarreal
WhatsApp +52 81 8555 0117`,
      },
      { note: "Spanish - can someone on staff read this? Looks legit." },
    ),
    label: recruiting("athlete", {
      first_name: "Ximena",
      last_name: "Garza Villarreal",
      grad_year: 2027,
      positions: ["delantera"],
      height_inches: 65,
      club_team: "Sultanas Sub-17",
      high_school: "Preparatoria Colegio Valle Alto",
      city: "Monterrey",
      email: "ximegarzav@hotmail.com",
      phone: "+528185550117",
      video_urls: ["https://www.youtube.com/watch?v=Gm4oXr7PzQe"],
    }),
  },

  // 12. A Québec mother writing in French, her daughter's height in centimetres; Outlook in French.
  {
    name: "v21-vb-mother-french-sherbrooke-outlook-fr",
    family: "v21-parent-genevieve-tremblay",
    tags: ["forward", "outlook-fr", "french", "parent", "volleyball", "metric-height", "canada"],
    message: fwd("outlook-fr", HARCOURT, "2026-11-13 15:20:00 -05:00", {
      from: "Geneviève Tremblay <gen.tremblay@videotron.example>",
      to: "bharcourt@quillmoor.edu",
      date: "2026-11-13 12:05:00 -05:00",
      subject: "Ma fille Léa-Rose - passeuse 2027",
      text: `Bonjour Madame Harcourt,

Je me permets de vous écrire au sujet de ma fille, Léa-Rose Tremblay-Gagnon. Elle est passeuse, elle mesure 180 cm et elle est en 5e secondaire au Séminaire Saint-Brieux, à Sherbrooke (Québec). Elle obtiendra son diplôme en juin 2027.

Elle joue pour le Club Zénith de Sherbrooke 17 AAA et pour l'équipe de son école. L'été dernier, elle a été sélectionnée dans l'équipe du Québec.

Sa moyenne générale est de 91 %. Elle parle anglais couramment.

Vidéo : https://www.youtube.com/watch?v=Hq2rS0bVwTa
Courriel de Léa-Rose : learose.tg@gmail.com

Nous serions très heureux d'avoir de vos nouvelles.

Geneviève Tremblay
819-555-0177`,
    }),
    label: recruiting("parent", {
      first_name: "Léa-Rose",
      last_name: "Tremblay-Gagnon",
      grad_year: 2027,
      positions: ["S"],
      height_inches: 70.9,
      club_team: "Club Zénith de Sherbrooke 17 AAA",
      high_school: "Séminaire Saint-Brieux",
      city: "Sherbrooke",
      state: "QC",
      email: "learose.tg@gmail.com",
      video_urls: ["https://www.youtube.com/watch?v=Hq2rS0bVwTa"],
    }),
  },

  // 13. Athlete → her club director → the college's assistant → the head coach: three hops.
  {
    name: "v21-vb-nested-athlete-club-director-assistant-head-coach",
    family: "v21-club-director-coastline-kai",
    tags: ["forward", "nested", "gmail", "outlook-web", "club-coach", "role:external-forwarder", "staff-hop", "volleyball"],
    message: fwd(
      "gmail",
      HARCOURT,
      "2026-11-16 08:05:00 -05:00",
      relay({
        style: "outlook-web:en",
        from: HARCOURT_ASSISTANT,
        to: "Bettina Harcourt <bharcourt@quillmoor.edu>",
        date: "2026-11-15 19:44:00 -05:00",
        note: "B - from Kai at Coastline. Middle, 2028. Thoughts?\n\nTess",
        inner: relay({
          style: "gmail:en",
          from: "Kai Nakamura-Reid <kai@coastlinevbc.example>",
          to: "tvillanueva@quillmoor.edu",
          date: "2026-11-15 11:30:00 -08:00",
          note: `Tess -

Forwarding this from one of my 16s. Maile is the real deal, 6'2 and still growing, long arms, great in transition. She wanted to reach out herself but I wanted you to hear from me too. Happy to talk anytime.

Kai Nakamura-Reid
Director, Coastline Volleyball Club
San Diego, CA | 619-555-0104`,
          inner: {
            from: "Maile Kahananui <mailek2028@gmail.com>",
            to: "kai@coastlinevbc.example",
            date: "2026-11-14 21:02:00 -08:00",
            subject: "intro email draft - can you send to Quillmoor?",
            text: `Hi Coach Kai,

here's what I wrote, can you send it to the Quillmoor assistant? thank you!!

"My name is Maile Kahananui, I'm a 2028 middle blocker for Coastline 16 Premier and Point Loma Heights High School. I'm 6'2", my approach touch is 10'1" and I'm hoping to study marine biology. My highlights: https://www.hudl.com/video/3/21004418/6b0c2f91a4d7e3c5b8f1a092 . My cell is 619-555-0185."

Maile`,
          },
        }),
      }),
      { note: "", signature: true },
    ),
    label: recruiting("club_coach", {
      first_name: "Maile",
      last_name: "Kahananui",
      grad_year: 2028,
      positions: ["MB"],
      height_inches: 74,
      club_team: "Coastline 16 Premier",
      high_school: "Point Loma Heights High School",
      email: "mailek2028@gmail.com",
      phone: "+16195550185",
      video_urls: ["https://www.hudl.com/video/3/21004418/6b0c2f91a4d7e3c5b8f1a092"],
    }),
  },

  // 14. An athlete's own auto-reply answering the coach's camp mail.
  {
    name: "v21-nonrec-athlete-out-of-office-at-nationals",
    family: "v21-athlete-autoreply",
    tags: ["direct", "gmail-rule", "auto-reply", "lookalike"],
    message: direct(
      {
        from: "Brynn Castellanos <brynncastellanos.vb@gmail.com>",
        to: HARCOURT.address,
        date: "2026-11-16 10:01:00 -06:00",
        subject: "Automatic reply: Quillmoor Winter Prospect Camp - spots remaining",
        text: `Hi! I'm traveling with my club team for a tournament through Sunday and won't be checking email much. I'll get back to you as soon as I'm home. For anything urgent please contact my mom at 555-0130.

Thanks!
Brynn`,
      },
      HARCOURT,
      "gmail",
      {
        headers: [
          ["Auto-Submitted", "auto-replied"],
          ["X-Autoreply", "yes"],
        ],
      },
    ),
    label: notRecruiting("athlete"),
  },

  // 15. A grandmother writing from Yahoo about her granddaughter the pitcher.
  {
    name: "v21-sb-grandmother-pitcher-yahoo-forward",
    family: "v21-parent-grandma-dorothea",
    tags: ["forward", "yahoo", "parent", "grandparent", "softball"],
    message: fwd(
      "yahoo",
      PRUETT,
      "2026-11-17 07:45:00 -05:00",
      {
        from: "Dorothea Pinkney <dotpinkney44@yahoo.com>",
        to: "npruett@vantagehollow.edu",
        date: "2026-11-16 15:38:00 -05:00",
        subject: "my granddaughter Callie",
        text: `Dear Coach Pruett

I hope you dont mind me writing. My granddaughter Callie Pinkney lives with me and she is a pitcher, right handed, and will graduate in 2028 from Laurens Hollow High School here in Laurens South Carolina. She plays summer ball with the Piedmont Heat 16U - Mason team.

She throws 58 mph and has a good drop ball and change up, her coaches say. She is 5 foot 9. She makes A's and B's.

Her coach put a video on the youtube https://youtu.be/Tp4nW9cXsKe

Callie is shy about this sort of thing so I am doing it for her. Her email is callie.pinkney28@gmail.com.

God bless,
Dorothea Pinkney (Grandma)
864-555-0112 home`,
      },
      { note: "grandma letter. sweet. 58 is low but she's a 2028" },
    ),
    label: recruiting("parent", {
      first_name: "Callie",
      last_name: "Pinkney",
      grad_year: 2028,
      positions: ["P"],
      height_inches: 69,
      club_team: "Piedmont Heat 16U - Mason",
      high_school: "Laurens Hollow High School",
      city: "Laurens",
      state: "SC",
      email: "callie.pinkney28@gmail.com",
      video_urls: ["https://youtu.be/Tp4nW9cXsKe"],
    }),
  },

  // 16. An injury note meant for her club coach, sent to the college coach by autocomplete.
  {
    name: "v21-nonrec-athlete-injury-note-meant-for-club-coach",
    family: "v21-athlete-misaddressed-injury",
    tags: ["direct", "gmail-rule", "iphone", "injury", "misaddressed", "lookalike"],
    message: direct(
      {
        from: "Sloane Whitaker <sloanewhit@icloud.com>",
        to: "Coach Bri <bharcourt@quillmoor.edu>",
        date: "2026-11-17 22:12:00 -05:00",
        subject: "ankle",
        text: `coach bri I rolled my ankle at school practice today, trainer says grade 1 sprain. I can probably do serving and passing at Thursday practice but not jumping. probably out for the Turkey Tussle this weekend sorry!! will send the trainer note tmrw

Sent from my iPhone`,
      },
      HARCOURT,
      "iphone",
    ),
    label: notRecruiting("athlete"),
  },

  // 17. An event organiser's court assignments naming teams, forwarded from the coach's phone.
  {
    name: "v21-nonrec-tournament-court-assignments-iphone-fwd",
    family: "v21-event-keystone-kickoff",
    tags: ["forward", "iphone", "logistics", "tournament", "lookalike"],
    message: hoForward({
      style: "iphone:en",
      coach: HARCOURT,
      date: "2026-11-18 06:10:00 -05:00",
      original: {
        from: "Keystone Kickoff Classic <info@keystonekickoff.example>",
        to: "Recruiting Coaches <coaches@keystonekickoff.example>",
        date: "2026-11-17 18:00:00 -05:00",
        subject: "College Coach Packet - Court Assignments Sat 11/21",
        text: `College coaches,

Thank you for registering for the Keystone Kickoff Classic. Your coach packet (rosters, QR code for the team-contact app) is at the check-in table in Hall B.

SATURDAY 11/21 - 18 OPEN
Courts 1-4: Pool A (Mainline 18 Elite, Keystone Juniors 18 Black, Harbor City 18-1, Lehigh Valley Storm 18)
Courts 5-8: Pool B (Penn Fusion 18 Red, Allegheny Peaks 18, Capital Region 18 Gold, Susquehanna 18 National)
First serve 8:00 AM. Crossovers at 2:30 PM.

Parking: Lot C is reserved for coaches, show your lanyard.
Lunch is served in the coaches' lounge 11-1.

Keystone Kickoff Classic Staff
717-555-0106`,
      },
      note: "for sat",
    }),
    label: notRecruiting("other"),
  },

  // 18. An athlete's update in a Gmail thread, quoting the coach's reply and her own first email under it.
  {
    name: "v21-vb-athlete-update-quoting-coach-reply-gmail",
    family: "v21-athlete-mara-oyelowo",
    tags: ["direct", "gmail-rule", "gmail", "reply", "update", "coach-quoted", "volleyball"],
    message: (() => {
      const first: Original = {
        from: "Mara Oyelowo <mara.oyelowo28@gmail.com>",
        to: "bharcourt@quillmoor.edu",
        date: "2026-09-02 19:12:00 -05:00",
        subject: "2028 OH - Mara Oyelowo - Alamo Ridge Juniors 16 Gold",
        text: `Hi Coach Harcourt,

My name is Mara Oyelowo and I'm a 2028 outside hitter for Alamo Ridge Juniors 16 Gold and Cibolo Creek High School in Schertz, TX. I'm 5'11" and I also play back row all the way around. GPA 3.8.

Highlights: https://www.hudl.com/video/3/19902234/66aa01b2c3d4e5f60718293a

Thank you,
Mara Oyelowo
210-555-0161`,
      };
      const coachReply: Original = {
        from: "Bettina Harcourt <bharcourt@quillmoor.edu>",
        to: "Mara Oyelowo <mara.oyelowo28@gmail.com>",
        date: "2026-09-04 08:40:00 -05:00",
        subject: "Re: 2028 OH - Mara Oyelowo - Alamo Ridge Juniors 16 Gold",
        text: `Mara,

Thanks for reaching out. Please keep us posted on your club schedule once it's set and send along any new film.

Bettina Harcourt
Head Volleyball Coach | Quillmoor College Owls
O 609-555-0134
quillmoorvolleyball.com

${gmailQuote(first)}`,
      };
      return direct(
        {
          from: "Mara Oyelowo <mara.oyelowo28@gmail.com>",
          to: "Bettina Harcourt <bharcourt@quillmoor.edu>",
          date: "2026-11-18 20:30:00 -06:00",
          subject: "Re: 2028 OH - Mara Oyelowo - Alamo Ridge Juniors 16 Gold",
          text: `Hi Coach! Quick update - I measured 6'0" at our club physicals last week and my club schedule is out:

Dec 5-6 Lone Star Classic (Dallas)
Jan 16-18 MLK Classic (Houston)
Feb 13-15 Show Me Qualifier

New clips from our first league day: https://www.hudl.com/video/3/19902234/67f1d2e3a4b5c6d7e8f90a1b

Mara

${gmailQuote(coachReply)}`,
        },
        HARCOURT,
        "gmail",
      );
    })(),
    label: recruiting("athlete", {
      first_name: "Mara",
      last_name: "Oyelowo",
      grad_year: 2028,
      positions: ["OH"],
      height_inches: 72,
      club_team: "Alamo Ridge Juniors 16 Gold",
      high_school: "Cibolo Creek High School",
      city: "Schertz",
      state: "TX",
      gpa: 3.8,
      email: "mara.oyelowo28@gmail.com",
      phone: "+12105550161",
      video_urls: ["https://www.hudl.com/video/3/19902234/67f1d2e3a4b5c6d7e8f90a1b", "https://www.hudl.com/video/3/19902234/66aa01b2c3d4e5f60718293a"],
    }),
  },

  // 19. A private swing coach vouching for one golfer.
  {
    name: "v21-golf-swing-coach-recommends-one-player-outlook-mac",
    family: "v21-instructor-hollis-grange",
    tags: ["forward", "outlook-mac", "instructor", "golf", "other-recommender"],
    message: fwd(
      "outlook-mac",
      TELLEFSEN,
      "2026-11-19 11:15:00 -06:00",
      {
        from: "Hollis Grange <hollis@grangegolfperformance.example>",
        to: "ctellefsen@glenhavenstate.edu",
        date: "2026-11-19 09:50:00 -06:00",
        subject: "Golf prospect - Wren Abernathy-Cole (2027)",
        text: `Coach,

I know you're on the track side but I was told you pass prospects along to your women's golf staff, so I hope this finds the right desk.

I've been Wren Abernathy-Cole's swing coach for four years. She's a 2027 from Fargo, ND, plays No. 1 for Red River Prairie High School and carries a 2.1 handicap. Scoring average 74.8 in 18-hole junior events this summer; she won the Dakota Junior Girls at Prairie Links.

Swing video (face-on and down the line): https://drive.google.com/file/d/1Qw7Er9TyU2Io3Pa5Sd6Fg8Hj0Kl4Zx/view?usp=sharing

She's a 3.95 student and very coachable. Her contact is wrenac.golf@gmail.com.

Hollis Grange, PGA
Grange Golf Performance | Fargo, ND
701-555-0145`,
      },
      { note: "Not ours - passing to Coach Lindgren for golf." },
    ),
    label: recruiting("other", {
      first_name: "Wren",
      last_name: "Abernathy-Cole",
      grad_year: 2027,
      high_school: "Red River Prairie High School",
      city: "Fargo",
      state: "ND",
      gpa: 3.95,
      email: "wrenac.golf@gmail.com",
      video_urls: ["https://drive.google.com/file/d/1Qw7Er9TyU2Io3Pa5Sd6Fg8Hj0Kl4Zx/view?usp=sharing"],
    }),
  },

  // 20. A recruiting service's marketing to college coaches.
  {
    name: "v21-nonrec-service-coach-account-upsell",
    family: "v21-service-prospectpath",
    tags: ["direct", "bulk", "recruiting-service", "marketing", "lookalike"],
    message: {
      client: "bulk",
      from: "ProspectPath for Coaches <coaches@prospectpath.example>",
      to: PRUETT.scout,
      subject: "Coach Pruett, 412 new softball prospects match your filters",
      date: "2026-11-19 05:30:00 -05:00",
      headers: bulkMailHeaders("https://prospectpath.example/unsub/c8841"),
      text: `Hi Coach Pruett,

412 new 2028 and 2029 softball prospects joined ProspectPath this month and match the saved filters on your free coach account (P, C, SS; Southeast; GPA 3.0+).

Upgrade to ProspectPath Pro to:
- see verified velo and pop times
- message athletes directly (compliant with current contact rules)
- export camp lists to your CRM

Start a 30-day trial: https://prospectpath.example/pro?c=c8841

The ProspectPath Team
1200 Commerce St, Suite 400, Nashville, TN 37203
You are receiving this because you created a coach account. Unsubscribe: https://prospectpath.example/unsub/c8841`,
      html: htmlDocument(
        `<table width="600"><tr><td><h2>412 new prospects match your filters</h2><p>Hi Coach Pruett,</p><p>412 new 2028 and 2029 softball prospects joined ProspectPath this month and match the saved filters on your free coach account (P, C, SS; Southeast; GPA 3.0+).</p><p><b>Upgrade to ProspectPath Pro</b> to see verified velo and pop times, message athletes directly and export camp lists to your CRM.</p><p><a href="https://prospectpath.example/pro?c=c8841" style="background:#e4572e;color:#fff;padding:10px 18px">Start a 30-day trial</a></p><p style="font-size:11px">The ProspectPath Team, 1200 Commerce St, Suite 400, Nashville, TN 37203. <a href="https://prospectpath.example/unsub/c8841">Unsubscribe</a></p></td></tr></table>`,
        "plain",
      ),
    },
    label: notRecruiting("recruiting_service"),
  },
  // 21. A basketball player's HTML-only email with a stats table, redirected by the coach's Outlook rule.
  {
    name: "v21-bball-athlete-html-only-stats-table-outlook-redirect",
    family: "v21-athlete-zuri-hollingsworth",
    tags: ["direct", "outlook-redirect", "html-only", "table", "basketball"],
    message: htmlOnly(
      direct(
        {
          from: "Zuri Hollingsworth <zuri.hollingsworth@outlook.com>",
          to: DUNLEAVY.address,
          date: "2026-11-20 17:22:00 -05:00",
          subject: "Zuri Hollingsworth - 2027 Wing - Junior Season Stats",
          text: "",
          html: `<div style="font-family:Calibri,sans-serif;font-size:11pt">
<p>Coach Dunleavy,</p>
<p>I hope you are doing well! My name is Zuri Hollingsworth and I am a junior wing at <b>St. Brendan Preparatory School</b> in Hartford, Connecticut. I play AAU for <b>Nutmeg Lady Hoops 17U Elite</b> on the Under Armour circuit. Below are my numbers from last season.</p>
<table border="1" cellpadding="4" style="border-collapse:collapse">
<tr style="background:#1f3864;color:#ffffff"><th>Season</th><th>PPG</th><th>RPG</th><th>3PT%</th><th>FT%</th></tr>
<tr><td>2025-26 (HS)</td><td>16.8</td><td>7.2</td><td>38%</td><td>81%</td></tr>
<tr><td>Summer 2026 (AAU)</td><td>12.4</td><td>6.0</td><td>35%</td><td>77%</td></tr>
</table>
<p><b>Height:</b> 6'0"<br><b>Class:</b> 2027<br><b>GPA:</b> 3.48<br><b>Cell:</b> (860) 555-0192</p>
<p><a href="https://www.youtube.com/watch?v=Zh7uKp3NfWq">Watch my junior season highlights</a></p>
<p>Thank you for your time,<br>Zuri Hollingsworth</p>
</div>`,
        },
        DUNLEAVY,
        "outlook",
        {},
        "outlook-redirect",
      ),
    ),
    label: recruiting("athlete", {
      first_name: "Zuri",
      last_name: "Hollingsworth",
      grad_year: 2027,
      positions: ["wing"],
      height_inches: 72,
      club_team: "Nutmeg Lady Hoops 17U Elite",
      high_school: "St. Brendan Preparatory School",
      city: "Hartford",
      state: "CT",
      gpa: 3.48,
      email: "zuri.hollingsworth@outlook.com",
      phone: "+18605550192",
      video_urls: ["https://www.youtube.com/watch?v=Zh7uKp3NfWq"],
    }),
  },

  // 22. A rower whose Word résumé carries everything but her name and class.
  {
    name: "v21-rowing-athlete-docx-resume-short-note-gmail",
    family: "v21-athlete-pilar-esterhuizen",
    tags: ["forward", "gmail", "docx", "resume", "rowing"],
    message: fwd(
      "gmail",
      OCASIO,
      "2026-11-20 10:05:00 -05:00",
      {
        from: "Pilar Esterhuizen <pilar.esterhuizen@gmail.com>",
        to: "mocasio@larkspurbend.edu",
        date: "2026-11-19 21:14:00 -05:00",
        subject: "Rowing recruit - Pilar Esterhuizen, 2027",
        text: `Hello Coach Ocasio,

I'm Pilar, a 2027 rower. I know Larkspur Bend's rowing program is run through your office's recruiting coordinator - my erg scores and resume are in the attached Word document.

Thanks so much,
Pilar Esterhuizen`,
      },
      {
        note: "Forwarding to Coach Adebayo (rowing) - came to my inbox.",
        attachments: [
          {
            kind: "document",
            format: "docx",
            filename: "Pilar Esterhuizen - Rowing Resume.docx",
            lines: [
              "Pilar Esterhuizen",
              "Class of 2027 | Port (sweep) / sculling",
              "Worcester Lakes Rowing Association - Junior Women's Varsity",
              "Shrewsbury Hill School, Shrewsbury, MA",
              "Height 5'11\" | Wingspan 6'1\"",
              "",
              "2k erg: 7:14.6 (October 2026)",
              "6k erg: 23:05.2",
              "Head of the Charles 2026: Youth 8+, 9th",
              "",
              "Academics: GPA 3.97 unweighted / 4.45 weighted, SAT 1450",
              "Contact: pilar.esterhuizen@gmail.com | 508-555-0124",
            ],
          },
        ],
      },
    ),
    label: recruiting("athlete", {
      first_name: "Pilar",
      last_name: "Esterhuizen",
      grad_year: 2027,
      positions: ["port", "sculling"],
      height_inches: 71,
      club_team: "Worcester Lakes Rowing Association - Junior Women's Varsity",
      high_school: "Shrewsbury Hill School",
      city: "Shrewsbury",
      state: "MA",
      gpa: 3.97,
      email: "pilar.esterhuizen@gmail.com",
      phone: "+15085550124",
    }),
  },

  // 23. A German centre-back writing in German; Gmail's German forward.
  {
    name: "v21-soccer-athlete-german-hamburg-gmail-de",
    family: "v21-athlete-frieda-lindemann",
    tags: ["forward", "gmail-de", "german", "soccer", "abroad", "metric-height"],
    message: fwd(
      "gmail-de",
      ARKWRIGHT,
      "2026-11-21 09:30:00 -05:00",
      {
        from: "Frieda Lindemann <frieda.lindemann@web.example>",
        to: "sarkwright@elmsgate.edu",
        date: "2026-11-21 13:12:00 +01:00",
        subject: "Bewerbung Fußballstipendium - Frieda Lindemann (Abitur 2027)",
        text: `Sehr geehrte Frau Arkwright,

mein Name ist Frieda Lindemann, ich bin 17 Jahre alt und wohne in Hamburg. Ich spiele Innenverteidigerin bei den B-Juniorinnen des FC Elbhöhe (U17 Bundesliga Nord) und mache im Sommer 2027 mein Abitur am Gymnasium Rissen-Heide.

Ich bin 1,74 m groß, beidfüßig und kopfballstark. In dieser Saison war ich in allen 14 Spielen Kapitänin. Mein Abiturschnitt liegt aktuell bei 1,6.

Hier ist mein Video: https://www.youtube.com/watch?v=Fr1dLnD3mK7

Ich möchte gerne in den USA studieren und Fußball spielen und würde mich sehr über eine Antwort freuen.

Mit freundlichen Grüßen
Frieda Lindemann
+49 151 5550 1162`,
      },
      { note: "German CB - anyone speak German? Film looks good." },
    ),
    label: recruiting("athlete", {
      first_name: "Frieda",
      last_name: "Lindemann",
      grad_year: 2027,
      positions: ["innenverteidigerin"],
      height_inches: 68.5,
      club_team: "FC Elbhöhe",
      high_school: "Gymnasium Rissen-Heide",
      city: "Hamburg",
      email: "frieda.lindemann@web.example",
      phone: "+4915155501162",
      video_urls: ["https://www.youtube.com/watch?v=Fr1dLnD3mK7"],
    }),
  },

  // 24. A Brazilian outside hitter writing in Portuguese, straight to the coach.
  {
    name: "v21-vb-athlete-portuguese-florianopolis-direct",
    family: "v21-athlete-isadora-tavares",
    tags: ["direct", "gmail-rule", "gmail", "portuguese", "volleyball", "abroad", "metric-height"],
    message: direct(
      {
        from: "Isadora Tavares <isadoratavares.volei@gmail.com>",
        to: HARCOURT.address,
        date: "2026-11-21 16:40:00 -03:00",
        subject: "Atleta de vôlei - ponteira - 2027",
        text: `Olá treinadora Harcourt,

Meu nome é Isadora Tavares Bastos, sou ponteira e jogo no Clube Atlântico Sub-19, em Florianópolis, Santa Catarina. Termino o ensino médio em dezembro de 2027 no Colégio Estadual Ilha Norte.

Tenho 1,82 m, alcance de ataque de 3,02 m. Fui convocada para a seleção catarinense sub-18 este ano.

Vídeo de destaques: https://youtu.be/Iz9tBvPo2Qa

Falo inglês intermediário e estou estudando para o Duolingo English Test.

Obrigada pela atenção!
Isadora
WhatsApp: +55 48 95550-0138`,
      },
      HARCOURT,
      "gmail",
    ),
    label: recruiting("athlete", {
      first_name: "Isadora",
      last_name: "Tavares Bastos",
      grad_year: 2027,
      positions: ["OH"],
      height_inches: 71.7,
      club_team: "Clube Atlântico Sub-19",
      high_school: "Colégio Estadual Ilha Norte",
      city: "Florianópolis",
      email: "isadoratavares.volei@gmail.com",
      phone: "+5548955500138",
      video_urls: ["https://youtu.be/Iz9tBvPo2Qa"],
    }),
  },

  // 25. The compliance office's reminder about the dead period, naming no one.
  {
    name: "v21-nonrec-compliance-dead-period-reminder",
    family: "v21-compliance-vantage-hollow",
    tags: ["direct", "gmail-rule", "outlook", "compliance", "staff", "lookalike"],
    message: direct(
      {
        from: "Vantage Hollow Compliance <compliance@vantagehollow.edu>",
        to: "VHU Head Coaches <headcoaches@vantagehollow.edu>",
        date: "2026-11-23 08:00:00 -05:00",
        subject: "REMINDER: Recruiting calendar - dead period Dec 21 - Jan 1",
        text: `Coaches,

A reminder that the recruiting calendar is in a dead period from December 21 through January 1. During a dead period, no in-person recruiting contact or evaluations may take place, on or off campus. Phone calls, texts and emails with prospects remain permissible within your sport's rules.

Please log all off-campus evaluation days from the fall in the compliance system by December 18, and submit any pending official-visit paperwork by December 11 for visits in January.

Questions: call or stop by the office.

Vantage Hollow Athletics Compliance
Dorsey Hall 210 | 864-555-0115`,
      },
      PRUETT,
      "outlook",
    ),
    label: notRecruiting("other"),
  },

  // 26. A bounce of the coach's own note to a camper.
  {
    name: "v21-nonrec-bounce-coach-note-to-camper",
    family: "v21-bounce-postmaster-larkspur",
    tags: ["direct", "bounce", "multipart-report", "machine-mail", "lookalike"],
    message: {
      client: "webmail",
      from: "Mail Delivery System <MAILER-DAEMON@mx2.larkspurbend.edu>",
      to: OCASIO.scout,
      subject: "Undelivered Mail Returned to Sender",
      date: "2026-11-23 14:07:31 -05:00",
      headers: [["Auto-Submitted", "auto-replied"]],
      rootType: "multipart/report; report-type=delivery-status",
      text: `This is the mail system at host mx2.larkspurbend.edu.

I'm sorry to have to inform you that your message could not
be delivered to one or more recipients. It's attached below.

For further assistance, please send mail to postmaster.

If you do so, please include this problem report. You can
delete your own text from the attached returned message.

                   The mail system

<sadie.brauer29@gmial.com>: host gmial.com[203.0.113.41] said: 550 5.1.1
    <sadie.brauer29@gmial.com>: Recipient address rejected: User unknown in
    virtual mailbox table (in reply to RCPT TO command)`,
      attachments: [
        {
          kind: "file",
          contentType: "message/delivery-status",
          content: deliveryStatus({
            reportingMta: "mx2.larkspurbend.edu",
            recipient: "sadie.brauer29@gmial.com",
            status: "5.1.1",
            diagnostic: "550 5.1.1 <sadie.brauer29@gmial.com>: Recipient address rejected: User unknown in virtual mailbox table",
            remoteMta: "gmial.com",
          }),
          encoding: "7bit",
        },
        {
          kind: "message",
          message: original(
            {
              from: "Maribel Ocasio <mocasio@larkspurbend.edu>",
              to: "sadie.brauer29@gmial.com",
              date: "2026-11-23 14:07:29 -05:00",
              subject: "Great to see you at Prospect Day",
              text: `Sadie,

Thanks for coming out to Prospect Day on Saturday. It was great to see your footwork in the draw circle. Keep us updated on your winter schedule.

${OCASIO.signature}`,
            },
            "gmail",
          ),
        },
      ],
    },
    label: notRecruiting("other"),
  },

  // 27. A calendar invitation for a visit, from the programme's operations director.
  {
    name: "v21-nonrec-unofficial-visit-calendar-invite",
    family: "v21-calendar-quillmoor-ops",
    tags: ["direct", "gmail-rule", "calendar", "invitation", "staff", "lookalike"],
    message: direct(
      {
        from: "Tess Villanueva <tvillanueva@quillmoor.edu>",
        to: "Bettina Harcourt <bharcourt@quillmoor.edu>",
        date: "2026-11-24 11:00:00 -05:00",
        subject: "Invitation: Unofficial visit - Quinn family @ Sat Dec 5, 2026 10am - 1pm (EST)",
        text: `You have been invited to the following event.

Unofficial visit - Quinn family
When: Saturday Dec 5, 2026 10am - 1pm Eastern Time
Where: Owls Fieldhouse, volleyball office (2nd floor)
Who: tvillanueva@quillmoor.edu (organizer), bharcourt@quillmoor.edu

Agenda: campus tour 10:00, meet with academic advisor 11:00, lunch at the dining hall 12:00. Parking pass left at the front desk under "Quinn".

Invitation from Google Calendar`,
      },
      HARCOURT,
      "gmail",
      {
        attachments: [
          calendarAttachment({
            method: "REQUEST",
            prodId: "-//Google Inc//Google Calendar 70.9054//EN",
            organizer: "tvillanueva@quillmoor.edu",
            organizerName: "Tess Villanueva",
            attendees: ["bharcourt@quillmoor.edu"],
            summary: "Unofficial visit - Quinn family",
            start: "20261205T100000",
            end: "20261205T130000",
            tzid: "America/New_York",
            location: "Owls Fieldhouse, volleyball office (2nd floor)",
            description: "Campus tour 10:00, academic advisor 11:00, lunch 12:00. Parking pass at the front desk under Quinn.",
            uid: "v21visit7c1e2a@google.com",
          }),
        ],
      },
    ),
    label: notRecruiting("other"),
  },

  // 28. Phishing dressed as the college's IT helpdesk.
  {
    name: "v21-nonrec-phishing-mailbox-quota",
    family: "v21-phishing-quota",
    tags: ["direct", "gmail-rule", "spam", "phishing", "lookalike"],
    message: direct(
      {
        from: "Quillmoor IT Service Desk <it-servicedesk@quillmoor-edu-support.example>",
        to: HARCOURT.address,
        date: "2026-11-24 03:12:00 +00:00",
        subject: "Action Required: Your mailbox has exceeded its storage limit (98%)",
        text: `Dear bharcourt,

Your Quillmoor mailbox has reached 98% of its storage quota. Incoming messages from recruits, parents and staff will be rejected within 24 hours.

To keep receiving mail, verify your account and upgrade your quota now:
https://quillmoor-edu-support.example/owa/verify?u=bharcourt

Failure to verify will result in permanent loss of messages.

IT Service Desk
Quillmoor College
(c) 2026 Microsoft Exchange Online`,
      },
      HARCOURT,
      "webmail",
    ),
    label: notRecruiting("other"),
  },

  // 29. A high-school coach forwarding her shortstop's own note, "FYI good kid", then the college coach forwards it.
  {
    name: "v21-sb-hs-coach-forwards-shortstop-note-fyi",
    family: "v21-hs-coach-dana-kowalczyk",
    tags: ["forward", "outlook-desktop", "gmail", "nested", "high-school-coach", "role:external-forwarder", "softball"],
    message: fwd(
      "gmail",
      PRUETT,
      "2026-11-25 07:20:00 -05:00",
      relay({
        style: "outlook-desktop:en",
        from: "Dana Kowalczyk <dkowalczyk@oconeeschools.example>",
        to: "npruett@vantagehollow.edu",
        date: "2026-11-24 16:45:00 -05:00",
        note: `FYI - good kid. Best glove I've had at short in 15 years.

Coach K
Head Softball, Walhalla Ridge HS
864-555-0107`,
        inner: {
          from: "Tori Blankenship <tblankenship28@oconeeschools.example>",
          to: "dkowalczyk@oconeeschools.example",
          date: "2026-11-24 12:10:00 -05:00",
          subject: "email for colleges",
          text: `Coach K,
Here is the info you asked for so you can send to coaches:

Tori Blankenship
2028 SS/2B
Walhalla Ridge High School, Walhalla SC
Travel: Palmetto Fury 16U - Hendrix
5'5", R/R, 3.6 GPA
tblankenship28@oconeeschools.example
video https://www.hudl.com/video/3/21588102/6c1d2e3f4a5b6c7d8e9f0a1b

thank you!!!`,
        },
      }),
      { note: "SS from Coach K. Worth a look in Jan." },
    ),
    label: recruiting("high_school_coach", {
      first_name: "Tori",
      last_name: "Blankenship",
      grad_year: 2028,
      positions: ["SS", "2B"],
      height_inches: 65,
      club_team: "Palmetto Fury 16U - Hendrix",
      high_school: "Walhalla Ridge High School",
      city: "Walhalla",
      state: "SC",
      gpa: 3.6,
      email: "tblankenship28@oconeeschools.example",
      video_urls: ["https://www.hudl.com/video/3/21588102/6c1d2e3f4a5b6c7d8e9f0a1b"],
    }),
  },

  // 30. A travel-ball coach's two pitchers in two paragraphs; the second is the one she pushes.
  {
    name: "v21-sb-club-coach-two-pitchers-paragraphs-main-second",
    family: "v21-club-coach-tamsin-oakes",
    tags: ["forward", "apple-ios", "club-coach", "several-athletes", "softball", "main-not-first"],
    message: fwd("apple-ios", PRUETT, "2026-11-25 12:02:00 -05:00", {
      from: "Tamsin Oakes <coachoakes@blueridgebandits.example>",
      to: "npruett@vantagehollow.edu",
      date: "2026-11-25 09:48:00 -05:00",
      subject: "Two arms for 2028 - mostly want you to see Kenzie Rutledge",
      text: `Coach Pruett,

I've got two 2028 pitchers on my Blue Ridge Bandits 16U Gold roster that I think fit what you're doing.

Avery Stoltz is a 5'8" righty out of Hendersonville Hills High School, mostly drop/curve, very steady. Her email is averystoltz.p@gmail.com.

The one I really want you to see is Kenzie Rutledge, a 5'11" lefty from Brevard, NC (Brevard Mountain High School) who sits 61-62 with a screw and a change that falls off the table. She's a 4.0 kid. Film: https://www.youtube.com/watch?v=Kr2uTl8MzQn - her cell is 828-555-0196.

We're at the Music City Freeze Jan 23-25 if you're going.

Tamsin Oakes
Head Coach, Blue Ridge Bandits 16U Gold
828-555-0181`,
    }),
    label: severalAthletes(
      "club_coach",
      [
        {
          first_name: "Avery",
          last_name: "Stoltz",
          grad_year: 2028,
          positions: ["P"],
          height_inches: 68,
          club_team: "Blue Ridge Bandits 16U Gold",
          high_school: "Hendersonville Hills High School",
          email: "averystoltz.p@gmail.com",
        },
        {
          first_name: "Kenzie",
          last_name: "Rutledge",
          grad_year: 2028,
          positions: ["P"],
          height_inches: 71,
          club_team: "Blue Ridge Bandits 16U Gold",
          high_school: "Brevard Mountain High School",
          city: "Brevard",
          state: "NC",
          gpa: 4.0,
          phone: "+18285550196",
          video_urls: ["https://www.youtube.com/watch?v=Kr2uTl8MzQn"],
        },
      ],
      1,
    ),
  },
  // 31. A booster club's golf-outing fundraiser.
  {
    name: "v21-nonrec-booster-golf-outing-fundraiser",
    family: "v21-booster-owls-club",
    tags: ["direct", "bulk", "fundraiser", "lookalike"],
    message: {
      client: "bulk",
      from: "Owls Club Boosters <owlsclub@quillmoor.edu>",
      to: HARCOURT.scout,
      subject: "Save the date: 14th Annual Owls Club Golf Classic - sponsor a hole!",
      date: "2026-11-26 09:00:00 -05:00",
      headers: listHeaders("quillmoor.edu", "owlsclub-221"),
      text: `Friends of Quillmoor Athletics,

The 14th Annual Owls Club Golf Classic is set for Friday, May 7, 2027 at Cedar Run Country Club. Every dollar raised goes directly to our 19 varsity programs: team travel, nutrition, and the new video room in the Fieldhouse.

Foursome: $600 | Hole sponsor: $250 | Dinner only: $60

Coaches: each program that brings a foursome of donors earns a $500 credit toward its operating budget. Last year women's volleyball and baseball tied for the most foursomes!

Register or sponsor: https://quillmoor.edu/owlsclub/golf

Thank you for supporting the Owls,
Owls Club Board
Quillmoor College Athletics | 609-555-0110`,
    },
    label: notRecruiting("other"),
  },

  // 32. A local reporter asking for a comment about a signee: media, not an introduction.
  {
    name: "v21-nonrec-reporter-asks-comment-on-signee",
    family: "v21-media-gazette-reporter",
    tags: ["forward", "outlook-live", "media", "names-athlete", "lookalike"],
    message: fwd(
      "outlook-live",
      PRUETT,
      "2026-11-26 14:30:00 -05:00",
      {
        from: "Lyle Brockway <lbrockway@upstategazette.example>",
        to: "npruett@vantagehollow.edu",
        date: "2026-11-26 11:15:00 -05:00",
        subject: "Gazette - comment on Halle Strickland signing?",
        text: `Coach Pruett,

I'm writing a story for Sunday's paper on the six Upstate seniors who signed NLIs this month, including Halle Strickland (Pickens HS), who signed with Vantage Hollow on Nov. 12. Would you be willing to give me two or three sentences on what she brings to your program? Anything by Friday at noon works.

A phone call is fine too: 864-555-0197.

Thanks,
Lyle Brockway
Sports Reporter | The Upstate Gazette`,
      },
      { note: "Forwarding to SID - can you handle? NLI's signed so we can comment." },
    ),
    label: notRecruiting("other"),
  },

  // 33. The alumni association's newsletter.
  {
    name: "v21-nonrec-alumni-association-newsletter",
    family: "v21-alumni-elmsgate",
    tags: ["direct", "bulk", "html-only", "newsletter", "alumni", "lookalike"],
    message: {
      client: "bulk",
      from: "Elmsgate Alumni Association <alumni@elmsgate.edu>",
      to: ARKWRIGHT.scout,
      subject: "Elmsgate Today | November: Homecoming recap, Class of '96 reunion, athletics hall of fame",
      date: "2026-11-27 07:00:00 -05:00",
      headers: listHeaders("elmsgate.edu", "alum-88"),
      html: htmlDocument(
        `<table width="640" align="center" style="font-family:Georgia,serif"><tr><td><h1 style="color:#5a1e2e">Elmsgate Today</h1>
<h2>Homecoming 2026 by the numbers</h2><p>3,400 alumni back on the Green, a 2-1 women's soccer win over Hartwell under the lights, and the first alumni 5K in a decade.</p>
<h2>Athletics Hall of Fame Class of 2027</h2><p>Nominations are open through January 15 for former student-athletes, coaches and teams. Nominate at elmsgate.edu/hof.</p>
<h2>Class of 1996 - your 30th is coming</h2><p>Reunion weekend: June 4-6, 2027. Volunteers needed for the planning committee.</p>
<p style="font-size:11px;color:#888">Elmsgate Alumni Association, 1 College Green, Elmsgate, VT. <a href="https://elmsgate.edu/alumni/u/alum-88">Update preferences</a></p></td></tr></table>`,
        "plain",
      ),
    },
    label: notRecruiting("other"),
  },

  // 34. A recruiting service's blast of five catchers.
  {
    name: "v21-nonrec-service-blast-five-catchers",
    family: "v21-service-diamond-radar",
    tags: ["direct", "bulk", "recruiting-service", "blast", "names-athletes", "lookalike"],
    message: {
      client: "bulk",
      from: "Diamond Radar Recruiting <prospects@diamondradar.example>",
      to: PRUETT.scout,
      subject: "5 uncommitted 2027 catchers - Southeast",
      date: "2026-11-27 06:15:00 -05:00",
      headers: bulkMailHeaders("https://diamondradar.example/u/p-2027c"),
      text: `COACHES - 5 UNCOMMITTED 2027 CATCHERS (SOUTHEAST)

1. Rylee Bowers | C/1B | Georgia Impact 18U | pop 1.89 | 3.4 GPA
2. Annalise Ford | C | Tennessee Mojo 18U | pop 1.95 | 3.9 GPA
3. Paige Delacroix | C/3B | Louisiana Heat 18U | pop 1.92 | 3.6 GPA
4. Neveah Simms | C | Alabama Blaze 18U | pop 1.97 | 3.2 GPA
5. Cora Whitlock | C/UT | Carolina Elite 18U | pop 1.91 | 3.8 GPA

Full profiles, video and family contact info are available to subscribed programs at diamondradar.example/coaches.

Diamond Radar Recruiting | PO Box 2210, Athens, GA 30603
Unsubscribe: https://diamondradar.example/u/p-2027c`,
    },
    label: notRecruiting("recruiting_service"),
  },

  // 35. A goalie from Ontario, her email forwarded from the coach's Samsung phone.
  {
    name: "v21-icehockey-goalie-ontario-samsung-forward",
    family: "v21-athlete-brooke-desrosiers",
    tags: ["forward", "android", "ice-hockey", "canada"],
    message: hoForward({
      style: "android:en",
      coach: SOLHEIM,
      date: "2026-11-27 19:40:00 -05:00",
      signature: false,
      note: "Goalie - 2028 - Ontario. Watch her.\n\nSent from my Galaxy",
      original: {
        from: "Brooke Desrosiers <brooke.desrosiers@rogers.example>",
        to: "isolheim@birchmont.edu",
        date: "2026-11-27 17:05:00 -05:00",
        subject: "2028 Goaltender - Brooke Desrosiers - Ottawa Valley Ravens U18 AA",
        text: `Coach Solheim,

My name is Brooke Desrosiers and I'm a 2028 goaltender from Kanata, Ontario. I play for the Ottawa Valley Ravens U18 AA in the provincial women's league and for my school team at Kanata Highlands Secondary School.

Stats this season (12 GP): 1.74 GAA, .934 SV%, 3 shutouts.
Height: 5'9" | Catches: Left
Average: 88% (Grade 11)

Game film: https://vimeo.com/901238845
Cell: 613-555-0178

I'd love to learn more about Birchmont and your program.

Thank you,
Brooke`,
      },
    }),
    label: recruiting("athlete", {
      first_name: "Brooke",
      last_name: "Desrosiers",
      grad_year: 2028,
      positions: ["goaltender"],
      height_inches: 69,
      club_team: "Ottawa Valley Ravens U18 AA",
      high_school: "Kanata Highlands Secondary School",
      city: "Kanata",
      state: "ON",
      email: "brooke.desrosiers@rogers.example",
      phone: "+16135550178",
      video_urls: ["https://vimeo.com/901238845"],
    }),
  },

  // 36. A field hockey player's email forwarded as an attachment (.eml).
  {
    name: "v21-fh-athlete-forwarded-as-attachment-outlook",
    family: "v21-athlete-clementine-abara",
    tags: ["forward-as-attachment", "message-rfc822", "outlook", "field-hockey"],
    message: forwardAsAttachment({
      coach: OCASIO,
      client: "outlook",
      date: "2026-11-28 08:10:00 -05:00",
      note: "Field hockey - forwarding the original so it keeps her attachments.",
      message: original(
        {
          from: "Clementine Abara <clemabara.fh@gmail.com>",
          to: "mocasio@larkspurbend.edu",
          date: "2026-11-27 20:20:00 -05:00",
          subject: "Field Hockey 2028 Midfielder - Clementine Abara",
          text: `Dear Coach Ocasio,

My name is Clementine Abara and I'm a sophomore midfielder from West Chester, Pennsylvania. I play for Tri-County Stix U17 Black and for Brandywine Crest HS. I'm 5'4 and I'm mainly a center mid who can also play on the back line.

This fall I had 9 goals and 12 assists and we reached the district semifinal. My GPA is 3.93.

Here's my fall highlight film: https://www.youtube.com/watch?v=Cb8aFh2KqLm

I'll be at the Larkspur Bend winter clinic on January 10 and would love to meet you.

Thank you,
Clementine Abara
Class of 2028
484-555-0163`,
        },
        "gmail",
      ),
    }),
    label: recruiting("athlete", {
      first_name: "Clementine",
      last_name: "Abara",
      grad_year: 2028,
      positions: ["midfielder"],
      height_inches: 64,
      club_team: "Tri-County Stix U17 Black",
      high_school: "Brandywine Crest HS",
      city: "West Chester",
      state: "PA",
      gpa: 3.93,
      email: "clemabara.fh@gmail.com",
      phone: "+14845550163",
      video_urls: ["https://www.youtube.com/watch?v=Cb8aFh2KqLm"],
    }),
  },

  // 37. A women's wrestler's long letter from Yahoo, passed on by the coach's rule.
  {
    name: "v21-wrestling-athlete-long-letter-yahoo-direct",
    family: "v21-athlete-marisol-quintanilla",
    tags: ["direct", "gmail-rule", "yahoo", "wrestling", "long"],
    message: direct(
      {
        from: "Marisol Quintanilla <mari_quintanilla_wrestle@yahoo.com>",
        to: TELLEFSEN.address,
        date: "2026-11-28 10:30:00 -07:00",
        subject: "Womens wrestling recruit 2027 - 130 lbs",
        text: `Coach,

I'm sorry if this is the wrong person, the athletics website listed you as the contact for new womens wrestling program questions until the head coach is hired.

My name is Marisol Quintanilla. I'm a senior (class of 2027) at Pueblo Eastridge High School in Pueblo, Colorado and I wrestle at 130. I was a state placer (4th) last year and I'm 38-6 this season so far. I also wrestle freestyle for Southern Colorado Grapplers club and made the Fargo podium in the 16U division.

Wrestling is my whole life honestly. My older brothers wrestled and I started when I was 6 with them in the garage. When I heard Glenhaven State is starting a womens program I told my mom that's where I want to be because I want to help build something from the ground up, and because you have an Agriculture Business major which is what I want to study (my family has a small farm outside town).

My grades are good, 3.4 GPA, and I work 15 hours a week at the feed store.

My matches are on my hudl: https://www.hudl.com/profile/18834127/Marisol-Quintanilla and my state quarterfinal is here https://www.hudl.com/video/3/18834127/64e2a1b3c4d5e6f708192a3b

Thank you for reading all this. My cell is 719 555 0142.

Marisol Quintanilla`,
      },
      TELLEFSEN,
      "yahoo",
    ),
    label: recruiting("athlete", {
      first_name: "Marisol",
      last_name: "Quintanilla",
      grad_year: 2027,
      club_team: "Southern Colorado Grapplers",
      high_school: "Pueblo Eastridge High School",
      city: "Pueblo",
      state: "CO",
      gpa: 3.4,
      email: "mari_quintanilla_wrestle@yahoo.com",
      phone: "+17195550142",
      video_urls: ["https://www.hudl.com/video/3/18834127/64e2a1b3c4d5e6f708192a3b"],
    }),
  },

  // 38. A beach player who names her partner's height beside her own; Thunderbird forward.
  {
    name: "v21-beach-vb-athlete-partner-height-trap-thunderbird",
    family: "v21-athlete-sage-holloway",
    tags: ["forward", "thunderbird", "beach-volleyball", "teammate-height"],
    message: hoForward({
      style: "thunderbird:en",
      coach: HARCOURT,
      date: "2026-11-28 13:00:00 -05:00",
      note: "Beach - for Coach Perrault. Indoor too?",
      original: {
        from: "Sage Holloway <sageholloway.beach@gmail.com>",
        to: "bharcourt@quillmoor.edu",
        date: "2026-11-28 09:15:00 -05:00",
        subject: "Beach VB - Sage Holloway - 2028 defender",
        text: `Hi Coach Harcourt and Coach Perrault,

I'm Sage Holloway, a 2028 defender from Clearwater, FL. My partner Kaia Rennick (6'1", blocker) and I play for Gulf Coast Beach Club 16U and finished 5th at AAU Beach Nationals this summer. I'm 5'7".

I also play indoor as a libero for Countryside Shores High School.

Our tournament film: https://www.youtube.com/watch?v=Sh4gBy7KpWn
GPA 3.75 weighted

Sage Holloway
727-555-0189`,
      },
    }),
    label: recruiting("athlete", {
      first_name: "Sage",
      last_name: "Holloway",
      grad_year: 2028,
      positions: ["defender", "L/DS"],
      height_inches: 67,
      club_team: "Gulf Coast Beach Club 16U",
      high_school: "Countryside Shores High School",
      city: "Clearwater",
      state: "FL",
      gpa: 3.75,
      email: "sageholloway.beach@gmail.com",
      phone: "+17275550189",
      video_urls: ["https://www.youtube.com/watch?v=Sh4gBy7KpWn"],
    }),
  },

  // 39. A tennis player in Pune writing in second-language English; Outlook on the web forward.
  {
    name: "v21-tennis-athlete-pune-second-language-outlook-web",
    family: "v21-athlete-ananya-kulkarni",
    tags: ["forward", "outlook-web", "tennis", "abroad", "second-language"],
    message: hoForward({
      style: "outlook-web:en",
      coach: TELLEFSEN,
      date: "2026-11-28 15:45:00 -06:00",
      note: "Tennis inquiry - forwarding to Coach Marsh.",
      original: {
        from: "Ananya Kulkarni <ananya.kulkarni.tennis@gmail.com>",
        to: "ctellefsen@glenhavenstate.edu",
        date: "2026-11-28 21:10:00 +05:30",
        subject: "Request for scholarship consideration - Tennis - Ananya Kulkarni",
        text: `Respected Sir,

Greetings from India. I am Ananya Kulkarni, 17 years, and I am writing to kindly request you to consider my profile for the women's tennis team for Fall 2027 intake.

I am currently studying in Std. XII at Shivneri International School, Pune and will complete my board exams in March 2027. My current UTR is 9.8 and I am ranked 14 in AITA Girls U18. I train at Baner Hills Tennis Academy under coach Mr. Rahul Deshpande. My height is 5 feet 6 inches, right handed with double handed backhand.

My match video is kindly attached in this link: https://youtu.be/Ak4lKt9NpRe

My academic percentage is 91.4% in Std. X board. I have given SAT and scored 1390.

Kindly let me know the further procedure. Waiting for your positive reply.

Thanking you,
Ananya Kulkarni
Mob: +91 98555 01156`,
      },
    }),
    label: recruiting("athlete", {
      first_name: "Ananya",
      last_name: "Kulkarni",
      grad_year: 2027,
      height_inches: 66,
      club_team: "Baner Hills Tennis Academy",
      high_school: "Shivneri International School",
      city: "Pune",
      email: "ananya.kulkarni.tennis@gmail.com",
      phone: "+919855501156",
      video_urls: ["https://youtu.be/Ak4lKt9NpRe"],
    }),
  },

  // 40. A catcher's lower-case phone note with a Samsung sign-off, forwarded from Outlook for Mac.
  {
    name: "v21-sb-catcher-lowercase-phone-note-outlook-mac",
    family: "v21-athlete-kenna-drury",
    tags: ["forward", "outlook-mac", "softball", "lowercase", "mobile-signature"],
    message: fwd("outlook-mac", PRUETT, "2026-11-28 18:00:00 -05:00", {
      from: "kenna drury <kennadrury2029@gmail.com>",
      to: "npruett@vantagehollow.edu",
      date: "2026-11-28 16:42:00 -05:00",
      subject: "catcher 2029",
      text: `hey coach pruett my name is kenna drury im a 2029 catcher/utility for the georgia bombers 14u national and north oconee ridge high. im 5'6 and my pop is 2.05. heres my video https://youtube.com/shorts/Kd7rYp2QmWx?si=a8Bc3dE

my number is 706 555 0193 thank u!!

Sent from my Galaxy`,
    }),
    label: recruiting("athlete", {
      first_name: "Kenna",
      last_name: "Drury",
      grad_year: 2029,
      positions: ["C", "UT"],
      height_inches: 66,
      club_team: "georgia bombers 14u national",
      high_school: "north oconee ridge high",
      email: "kennadrury2029@gmail.com",
      phone: "+17065550193",
      video_urls: ["https://youtube.com/shorts/Kd7rYp2QmWx?si=a8Bc3dE"],
    }),
  },
  // 41. A father introducing his twin daughters in one email, forwarded from Gmail (narrow no-break space).
  {
    name: "v21-lax-father-twin-daughters-gmail-narrow",
    family: "v21-parent-desmond-achterhof",
    tags: ["forward", "gmail-narrow", "parent", "twins", "several-athletes", "lacrosse"],
    message: fwd("gmail-narrow", OCASIO, "2026-11-29 08:25:00 -05:00", {
      from: "Desmond Achterhof <dachterhof@gmail.com>",
      to: "mocasio@larkspurbend.edu",
      date: "2026-11-28 21:55:00 -05:00",
      subject: "Achterhof twins - 2028 - attack & midfield",
      text: `Hello Coach Ocasio,

My twin daughters Saoirse and Maeve Achterhof are sophomores (class of 2028) at Towson Hill Girls Academy in Towson, Maryland and both play for Baltimore Crabs 2028 Blue.

Saoirse is an attacker, 5'6", lefty, she led the club team in goals this summer (41). saoirse.achterhof@gmail.com
Maeve is a midfielder, 5'7", strong on the draw (62% this summer) and in the ride. maeve.achterhof@gmail.com

Combined highlight reel (Saoirse #7 first half, Maeve #8 second half): https://www.youtube.com/watch?v=Ax2tW8nLkPq

They would love to play together in college but understand that may not be possible. They will be at the Larkspur Bend Prospect Day on Jan 23.

Thank you,
Desmond Achterhof
410-555-0135`,
    }),
    label: severalAthletes("parent", [
      {
        first_name: "Saoirse",
        last_name: "Achterhof",
        grad_year: 2028,
        positions: ["attacker"],
        height_inches: 66,
        club_team: "Baltimore Crabs 2028 Blue",
        high_school: "Towson Hill Girls Academy",
        city: "Towson",
        state: "MD",
        email: "saoirse.achterhof@gmail.com",
        video_urls: ["https://www.youtube.com/watch?v=Ax2tW8nLkPq"],
      },
      {
        first_name: "Maeve",
        last_name: "Achterhof",
        grad_year: 2028,
        positions: ["midfielder"],
        height_inches: 67,
        club_team: "Baltimore Crabs 2028 Blue",
        high_school: "Towson Hill Girls Academy",
        city: "Towson",
        state: "MD",
        email: "maeve.achterhof@gmail.com",
        video_urls: ["https://www.youtube.com/watch?v=Ax2tW8nLkPq"],
      },
    ]),
  },

  // 42. An athlete writing from her mother's mailbox; Outlook 2019 forward.
  {
    name: "v21-vb-athlete-writes-from-moms-account-outlook-2019",
    family: "v21-athlete-kenzie-vanderpool",
    tags: ["forward", "outlook-2019", "volleyball", "parent-mailbox"],
    message: fwd("outlook-2019", HARCOURT, "2026-11-29 12:40:00 -05:00", {
      from: "Rochelle Vanderpool <rvanderpool@sbcglobal.example>",
      to: "bharcourt@quillmoor.edu",
      date: "2026-11-29 10:02:00 -06:00",
      subject: "Kenzie Vanderpool 2029 libero",
      text: `Hi Coach Harcourt,

This is Kenzie Vanderpool, I'm using my mom's email because my school account blocks outside emails. I'm a 2029 libero/DS for Arch City Juniors 15 Elite and Lindbergh Oaks High School in St. Louis, MO. I'm 5'4".

I'd really like to come to one of your camps this summer. My highlights: https://www.hudl.com/video/3/22016634/6d2e3f4a5b6c7d8e9f0a1b2c

You can email me here or text me at 314-555-0114.

Thank you!
Kenzie`,
    }),
    label: recruiting("athlete", {
      first_name: "Kenzie",
      last_name: "Vanderpool",
      grad_year: 2029,
      positions: ["L/DS"],
      height_inches: 64,
      club_team: "Arch City Juniors 15 Elite",
      high_school: "Lindbergh Oaks High School",
      city: "St. Louis",
      state: "MO",
      phone: "+13145550114",
      video_urls: ["https://www.hudl.com/video/3/22016634/6d2e3f4a5b6c7d8e9f0a1b2c"],
    }),
  },

  // 43. An aunt who is her niece's legal guardian, writing in Spanish.
  {
    name: "v21-sb-guardian-aunt-spanish-gmail",
    family: "v21-parent-guardian-yolanda-rios",
    tags: ["forward", "gmail", "spanish", "parent", "guardian", "softball"],
    message: fwd(
      "gmail",
      PRUETT,
      "2026-11-30 09:00:00 -05:00",
      {
        from: "Yolanda Ríos <yolarios1975@gmail.com>",
        to: "npruett@vantagehollow.edu",
        date: "2026-11-29 20:30:00 -06:00",
        subject: "Mi sobrina Daniela Ríos - softball 2028",
        text: `Buenas noches Coach Pruett,

Le escribo porque soy la tutora legal de mi sobrina, Daniela Ríos Echeverría. Ella juega softball como jardinera central (center field) y se gradúa en 2028 de Harlingen Palms High School en Harlingen, Texas.

Juega con el equipo Valley Vipers 16U Premier. Es zurda, batea y tira, y es muy rápida (2.7 de home a primera). Mide 5'5" y tiene promedio de 3.5.

Aquí está su video: https://www.youtube.com/watch?v=Dr5eWp3LzXk
Su correo: daniela.rios2028@gmail.com

Mi sobrina habla inglés perfectamente, yo le escribo en español porque me siento más cómoda. Muchas gracias por su tiempo.

Atentamente,
Yolanda Ríos
956-555-0117`,
      },
      { note: "Aunt/guardian - Spanish. Fast lefty CF." },
    ),
    label: recruiting("parent", {
      first_name: "Daniela",
      last_name: "Ríos Echeverría",
      grad_year: 2028,
      positions: ["OF"],
      height_inches: 65,
      club_team: "Valley Vipers 16U Premier",
      high_school: "Harlingen Palms High School",
      city: "Harlingen",
      state: "TX",
      gpa: 3.5,
      email: "daniela.rios2028@gmail.com",
      video_urls: ["https://www.youtube.com/watch?v=Dr5eWp3LzXk"],
    }),
  },

  // 44. A recruiting service's single profile card, HTML only, sent straight to the coach.
  {
    name: "v21-service-single-profile-card-html-only",
    family: "v21-service-fieldmark",
    tags: ["direct", "gmail-rule", "html-only", "recruiting-service", "profile-card", "soccer"],
    message: htmlOnly(
      direct(
        {
          from: "FieldMark Athlete Services <noreply@fieldmark.example>",
          to: ARKWRIGHT.address,
          date: "2026-11-30 11:20:00 -05:00",
          subject: "FieldMark Prospect: Imani Castellanos-Reed | 2027 | Outside Back",
          text: "",
          html: `<table width="600" style="font-family:Helvetica,Arial,sans-serif;border:1px solid #ddd"><tr><td style="background:#14532d;color:#fff;padding:12px"><b>FieldMark Athlete Services</b> - Prospect Profile</td></tr>
<tr><td style="padding:12px"><p>Coach Arkwright,</p><p>On behalf of our client and her family, I'd like to introduce <b>Imani Castellanos-Reed</b>. Imani has specifically listed Elmsgate among her top schools.</p>
<table cellpadding="3"><tr><td><b>Grad year</b></td><td>2027</td></tr><tr><td><b>Position</b></td><td>Outside back / wing back</td></tr><tr><td><b>Height</b></td><td>5'6"</td></tr><tr><td><b>Club</b></td><td>Carolina Crown Girls 08 ECNL</td></tr><tr><td><b>High school</b></td><td>Sharon Park Heights High School (Charlotte, NC)</td></tr><tr><td><b>GPA</b></td><td>3.82 UW / 4.41 W</td></tr><tr><td><b>Email</b></td><td>imani.creed27@gmail.com</td></tr></table>
<p><a href="https://www.hudl.com/video/3/22290017/6e3f4a5b6c7d8e9f0a1b2c3d">Full-match film vs. Peachtree Rovers 08 ECNL</a> | <a href="https://fieldmark.example/p/imani-castellanos-reed">Full FieldMark profile</a></p>
<p>Lucas Brennan<br>Senior Recruiting Advisor, FieldMark<br>704-555-0128</p></td></tr></table>`,
        },
        ARKWRIGHT,
        "bulk",
        { replyTo: "Lucas Brennan <lbrennan@fieldmark.example>" },
      ),
    ),
    label: recruiting("recruiting_service", {
      first_name: "Imani",
      last_name: "Castellanos-Reed",
      grad_year: 2027,
      positions: ["outside back", "wing back"],
      height_inches: 66,
      club_team: "Carolina Crown Girls 08 ECNL",
      high_school: "Sharon Park Heights High School",
      city: "Charlotte",
      state: "NC",
      gpa: 3.82,
      email: "imani.creed27@gmail.com",
      video_urls: ["https://www.hudl.com/video/3/22290017/6e3f4a5b6c7d8e9f0a1b2c3d"],
    }),
  },

  // 45. An alumna vouching for a younger player from her hometown club.
  {
    name: "v21-bball-alumna-vouches-for-hometown-guard",
    family: "v21-alumna-jocelyn-ferrante",
    tags: ["forward", "gmail", "alumna", "basketball", "other-recommender"],
    message: fwd("gmail", DUNLEAVY, "2026-11-30 15:30:00 -05:00", {
      from: "Jocelyn Ferrante <jocelyn.ferrante@gmail.com>",
      to: "kdunleavy@portmarrow.edu",
      date: "2026-11-30 13:05:00 -05:00",
      subject: "A guard you should see (from a PMU alum)",
      text: `Hi Coach Dunleavy,

Jocelyn Ferrante here - I played for Port Marrow from 2015-2019 (still the program's career leader in charges taken, ha). I coach a little youth ball back home now, and I've watched a kid come up through our club who I think would be a perfect Port Marrow guard.

Her name is Delphine Ouellette, a 2028 combo guard, about 5'8", at Bangor Central High School in Bangor. She plays for Downeast Elite 16U in the summer. Tough, smart, and she defends like we used to. She's a great student too.

Her mom sent me this clip to pass along: https://www.youtube.com/watch?v=Dp6qRw2TnMe

Delphine's email is douellette28@gmail.com. I told her I'd put in a word. Go Mariners!

Jocelyn`,
    }),
    label: recruiting("other", {
      first_name: "Delphine",
      last_name: "Ouellette",
      grad_year: 2028,
      positions: ["combo guard"],
      height_inches: 68,
      club_team: "Downeast Elite 16U",
      high_school: "Bangor Central High School",
      city: "Bangor",
      email: "douellette28@gmail.com",
      video_urls: ["https://www.youtube.com/watch?v=Dp6qRw2TnMe"],
    }),
  },

  // 46. A mother replying above her daughter's email in the same thread, from her iPad's Apple Mail.
  {
    name: "v21-soccer-mother-replies-above-daughters-email-apple",
    family: "v21-parent-colette-brannigan",
    tags: ["direct", "gmail-rule", "apple", "reply", "parent", "soccer", "role:external-forwarder"],
    message: (() => {
      const daughter: Original = {
        from: "Aoife Brannigan <aoife.brannigan09@gmail.com>",
        to: "sarkwright@elmsgate.edu",
        cc: "Colette Brannigan <colettebrannigan@me.com>",
        date: "2026-11-30 18:10:00 -05:00",
        subject: "2029 winger - Aoife Brannigan",
        text: `Hi Coach Arkwright,

I'm Aoife Brannigan, a 2029 winger for Granite Coast United Girls 2010 ECNL RL. I go to Exeter Commons High School in Exeter, NH. I'm 5'3" and fast, I scored 11 goals this fall.

Video: https://www.youtube.com/watch?v=Ab9cXy4LpQr

Thanks!
Aoife`,
      };
      const reply = quotedReply("apple", daughter);
      return direct(
        {
          from: "Colette Brannigan <colettebrannigan@me.com>",
          to: "sarkwright@elmsgate.edu",
          cc: "Aoife Brannigan <aoife.brannigan09@gmail.com>",
          date: "2026-11-30 19:02:00 -05:00",
          subject: "Re: 2029 winger - Aoife Brannigan",
          text: `Coach Arkwright - just adding that Aoife's club schedule for the winter is below, and that she is also a strong student (3.9). She is our oldest and we are new to all of this, so please let us know if she should be doing anything differently!

Dec 12-14 ECNL RL Showcase, Richmond
Jan 30-Feb 1 Northeast Winter Classic, Foxborough

Colette Brannigan
603-555-0150

Sent from my iPad

${reply.text}`,
          html: compose(
            `Coach Arkwright - just adding that Aoife's club schedule for the winter is below, and that she is also a strong student (3.9). She is our oldest and we are new to all of this, so please let us know if she should be doing anything differently!

Dec 12-14 ECNL RL Showcase, Richmond
Jan 30-Feb 1 Northeast Winter Classic, Foxborough

Colette Brannigan
603-555-0150

Sent from my iPad`,
            reply,
            "apple",
          ).html,
        },
        ARKWRIGHT,
        "apple",
      );
    })(),
    label: recruiting("parent", {
      first_name: "Aoife",
      last_name: "Brannigan",
      grad_year: 2029,
      positions: ["winger"],
      height_inches: 63,
      club_team: "Granite Coast United Girls 2010 ECNL RL",
      high_school: "Exeter Commons High School",
      city: "Exeter",
      state: "NH",
      gpa: 3.9,
      email: "aoife.brannigan09@gmail.com",
      video_urls: ["https://www.youtube.com/watch?v=Ab9cXy4LpQr"],
    }),
  },

  // 47. A cross-country runner's plain-text, format=flowed email from Thunderbird.
  {
    name: "v21-xc-runner-thunderbird-flowed-direct",
    family: "v21-athlete-linnea-bergquist",
    tags: ["direct", "gmail-rule", "thunderbird", "format-flowed", "cross-country", "track"],
    message: (() => {
      const spec = direct(
        {
          from: "Linnea Bergquist <linnea.bergquist@mnmail.example>",
          to: TELLEFSEN.address,
          date: "2026-12-01 07:15:00 -06:00",
          subject: "Distance runner, class of 2028",
          text: `Dear Coach Tellefsen,

My name is Linnea Bergquist and I am a junior distance runner at Moorhead Prairie High School in Moorhead, Minnesota. I would like to tell you a little about myself and ask about your program.

This fall I ran 18:21 for 5k at the Section 8AA meet and placed 11th at the MSHSL state meet. On the track last spring I ran 5:08 in the 1600m and 11:04 in the 3200m, and I expect to drop both this year since I have been building mileage up to 45 miles per week over the summer.

I train with the Red River Striders in the off season. My grade point average is 3.88 and I am interested in studying biology.

My results are on Athletic.net under my name and I have a race video here: https://www.youtube.com/watch?v=Lb3rGq8TwNs

Thank you for your time.

Sincerely,
Linnea Bergquist
218-555-0168`,
        },
        TELLEFSEN,
        "thunderbird",
        { flowed: true },
      );
      return textOnly(spec);
    })(),
    label: recruiting("athlete", {
      first_name: "Linnea",
      last_name: "Bergquist",
      grad_year: 2028,
      positions: ["5k", "1600m", "3200m"],
      club_team: "Red River Striders",
      high_school: "Moorhead Prairie High School",
      city: "Moorhead",
      state: "MN",
      gpa: 3.88,
      email: "linnea.bergquist@mnmail.example",
      phone: "+12185550168",
      video_urls: ["https://www.youtube.com/watch?v=Lb3rGq8TwNs"],
    }),
  },

  // 48. An Italian swimmer writing in Italian; the coach's Gmail shows the Italian forward header.
  {
    name: "v21-swim-athlete-italian-gmail-it",
    family: "v21-athlete-giulia-ferraresi",
    tags: ["forward", "gmail-it", "italian", "swimming", "abroad", "metric-height"],
    message: hoForward({
      style: "gmail:it",
      coach: TELLEFSEN,
      date: "2026-12-01 10:40:00 -06:00",
      note: "Swimmer - Italian. For Coach Ahlberg.",
      original: {
        from: "Giulia Ferraresi <giulia.ferraresi.nuoto@gmail.com>",
        to: "ctellefsen@glenhavenstate.edu",
        date: "2026-12-01 15:22:00 +01:00",
        subject: "Nuotatrice italiana interessata - Giulia Ferraresi (maturità 2027)",
        text: `Gentile Coach,

mi chiamo Giulia Ferraresi, ho 17 anni e vivo a Bologna. Sono una nuotatrice specializzata nello stile libero e nella farfalla e mi diplomerò (maturità) al Liceo Scientifico San Luca nel luglio 2027.

Nuoto per la Polisportiva Reno Nuoto. I miei migliori tempi in vasca da 50 m:
- 100 stile libero: 57.40
- 200 stile libero: 2:03.85
- 100 farfalla: 1:02.10

Sono alta 1,76 m. Il mio video: https://www.youtube.com/watch?v=Gf2nTq7WsLb

Vorrei studiare ingegneria e nuotare in un college americano. Grazie mille per l'attenzione.

Cordiali saluti,
Giulia Ferraresi
+39 333 555 0149`,
      },
    }),
    label: recruiting("athlete", {
      first_name: "Giulia",
      last_name: "Ferraresi",
      grad_year: 2027,
      positions: ["100 stile libero", "200 stile libero", "100 farfalla"],
      height_inches: 69.3,
      club_team: "Polisportiva Reno Nuoto",
      high_school: "Liceo Scientifico San Luca",
      city: "Bologna",
      email: "giulia.ferraresi.nuoto@gmail.com",
      phone: "+393335550149",
      video_urls: ["https://www.youtube.com/watch?v=Gf2nTq7WsLb"],
    }),
  },

  // 49. A template whose name slot was never filled; her name is only in the signature.
  {
    name: "v21-vb-template-name-slot-open-signature-names-her",
    family: "v21-athlete-priya-ramaswamy",
    tags: ["forward", "outlook-new-nobar", "template-slot", "volleyball", "name-in-signature"],
    message: fwd(
      "outlook-new-nobar",
      HARCOURT,
      "2026-12-01 16:20:00 -05:00",
      {
        from: "P. Ramaswamy <pramaswamy.vb@gmail.com>",
        to: "bharcourt@quillmoor.edu",
        date: "2026-12-01 14:48:00 -05:00",
        subject: "Recruiting Inquiry - {{Grad Year}} {{Position}}",
        text: `Dear Coach {{Coach Last Name}},

My name is {{Athlete Name}} and I am a 2028 middle blocker at Novi Lakeside High School in Novi, Michigan. I play club for Great Lakes Lumen VBC 16 Adidas and I am 6'1".

I am very interested in {{College}} because of your strong engineering program and competitive volleyball team. I have attached my schedule and my highlight video is here: https://www.hudl.com/video/3/22551098/6f4a5b6c7d8e9f0a1b2c3d4e

My GPA is 4.0 unweighted.

Thank you for your consideration,

Priya Ramaswamy
Great Lakes Lumen VBC 16 Adidas #14 | MB | 2028
pramaswamy.vb@gmail.com | 248-555-0173`,
      },
      { note: "lol the merge fields. But 6'1 MB w/ a 4.0." },
    ),
    label: recruiting("athlete", {
      first_name: "Priya",
      last_name: "Ramaswamy",
      grad_year: 2028,
      positions: ["MB"],
      height_inches: 73,
      club_team: "Great Lakes Lumen VBC 16 Adidas",
      high_school: "Novi Lakeside High School",
      city: "Novi",
      state: "MI",
      gpa: 4.0,
      email: "pramaswamy.vb@gmail.com",
      phone: "+12485550173",
      video_urls: ["https://www.hudl.com/video/3/22551098/6f4a5b6c7d8e9f0a1b2c3d4e"],
    }),
  },

  // 50. A camp question that says who she is: an introduction.
  {
    name: "v21-bball-athlete-camp-question-introduces-herself",
    family: "v21-athlete-harmony-okafor",
    tags: ["direct", "gmail-rule", "gmail", "camp-question", "basketball"],
    message: direct(
      {
        from: "Harmony Okafor <harmonyokafor.hoops@gmail.com>",
        to: DUNLEAVY.address,
        date: "2026-12-02 18:30:00 -05:00",
        subject: "Elite Camp question + intro",
        text: `Hi Coach Dunleavy,

I signed up for your Elite Camp on January 3rd. Is the camp going to be split by grad year or by position? I'm a 2028 6'1" forward so I wasn't sure which group I'd be in.

A little about me: I play for Merrimack Valley Catholic Prep in Lowell, MA and for Bay State Jaguars 16U in the summer. I averaged 11 and 9 this season. Here's my film https://www.hudl.com/video/2/11223344/70a1b2c3d4e5f60718293a4b

Looking forward to camp!
Harmony Okafor
978-555-0104`,
      },
      DUNLEAVY,
      "gmail",
    ),
    label: recruiting("athlete", {
      first_name: "Harmony",
      last_name: "Okafor",
      grad_year: 2028,
      positions: ["forward"],
      height_inches: 73,
      club_team: "Bay State Jaguars 16U",
      high_school: "Merrimack Valley Catholic Prep",
      city: "Lowell",
      state: "MA",
      email: "harmonyokafor.hoops@gmail.com",
      phone: "+19785550104",
      video_urls: ["https://www.hudl.com/video/2/11223344/70a1b2c3d4e5f60718293a4b"],
    }),
  },
  // 51. A club coach recommending one centre-back; Yahoo's text part runs the header rows together.
  {
    name: "v21-soccer-club-coach-one-defender-yahoo-glued",
    family: "v21-club-coach-ruairi-doyle",
    tags: ["forward", "yahoo-glued", "club-coach", "soccer"],
    message: hoForward({
      style: "yahoo-glued:en",
      coach: ARKWRIGHT,
      date: "2026-12-02 09:10:00 -05:00",
      note: "From Ruairi at Green Mountain. He's never steered us wrong.",
      original: {
        from: "Ruairi Doyle <rdoyle@greenmountainfc.example>",
        to: "sarkwright@elmsgate.edu",
        date: "2026-12-01 21:40:00 -05:00",
        subject: "CB recommendation - Tova Lindgren-Mbeki (2028)",
        text: `Sunniva,

Quick one. Tova Lindgren-Mbeki, 2028, center back on my Green Mountain FC 2009 Girls Premier team. 5'9", left-footed, reads the game well beyond her age and wins everything in the air. Plays for Burlington Lakeview High School in the fall.

She's been asking about Elmsgate since she came to your ID camp in July. I told her I'd reach out.

90 minutes vs. Lakes Region from October: https://vimeo.com/905513220
Tova: tovalm2028@gmail.com

Cheers,
Ruairi Doyle
Girls Director of Coaching | Green Mountain FC
Williston, VT | 802-555-0131`,
      },
    }),
    label: recruiting("club_coach", {
      first_name: "Tova",
      last_name: "Lindgren-Mbeki",
      grad_year: 2028,
      positions: ["center back"],
      height_inches: 69,
      club_team: "Green Mountain FC 2009 Girls Premier",
      high_school: "Burlington Lakeview High School",
      email: "tovalm2028@gmail.com",
      video_urls: ["https://vimeo.com/905513220"],
    }),
  },

  // 52. An athlete re-forwarding her own first email with a new club; the coach's Outlook for Mac quotes it.
  {
    name: "v21-vb-athlete-resends-first-email-new-club-outlook-mac-quote",
    family: "v21-athlete-noor-haddad",
    tags: ["forward", "outlook-mac-quote", "iphone", "nested", "update", "volleyball", "club-changed"],
    message: hoForward({
      style: "outlook-mac-quote:en",
      coach: HARCOURT,
      date: "2026-12-02 14:00:00 -05:00",
      note: "Noor update - new club.",
      original: relay({
        style: "iphone:en",
        from: "Noor Haddad <noorhaddad.vb@gmail.com>",
        to: "bharcourt@quillmoor.edu",
        date: "2026-12-02 12:31:00 -05:00",
        note: "Hi Coach Harcourt! Resending my email from August with an update, I moved to Olentangy Valley 17 Red for this season. Our first tournament is the Buckeye Bash Dec 12. Thank you!",
        inner: {
          from: "Noor Haddad <noorhaddad.vb@gmail.com>",
          to: "bharcourt@quillmoor.edu",
          date: "2026-08-18 20:04:00 -04:00",
          subject: "2027 Outside Hitter - Noor Haddad",
          text: `Dear Coach Harcourt,

My name is Noor Haddad, a 2027 outside hitter from Dublin, Ohio. I play for Scioto Juniors 16 Black and Dublin Glen High School. I'm 5'11" with a 9'10" approach.

GPA: 3.66
Film: https://www.hudl.com/video/3/20118876/66bb12c3d4e5f6071829304a

Thank you,
Noor Haddad
614-555-0187`,
        },
      }),
    }),
    label: recruiting("athlete", {
      first_name: "Noor",
      last_name: "Haddad",
      grad_year: 2027,
      positions: ["OH"],
      height_inches: 71,
      club_team: "Olentangy Valley 17 Red",
      high_school: "Dublin Glen High School",
      city: "Dublin",
      state: "OH",
      gpa: 3.66,
      email: "noorhaddad.vb@gmail.com",
      phone: "+16145550187",
      video_urls: ["https://www.hudl.com/video/3/20118876/66bb12c3d4e5f6071829304a"],
    }),
  },

  // 53. Two sentences of letter; everything else is in a "|" signature.
  {
    name: "v21-sb-athlete-details-only-in-pipe-signature",
    family: "v21-athlete-emersyn-tate",
    tags: ["forward", "outlook-live", "softball", "signature-details", "short"],
    message: fwd("outlook-live", PRUETT, "2026-12-03 08:15:00 -05:00", {
      from: "Emersyn Tate <emersyn.tate@gmail.com>",
      to: "npruett@vantagehollow.edu",
      date: "2026-12-02 22:50:00 -05:00",
      subject: "Vantage Hollow softball",
      text: `Coach Pruett,

I'd love to be considered for your 2028 class. My swings from fall ball are linked below.

Emersyn Tate
2028 | 2B/OF | 5'4" | Tennessee Flame 16U Sizemore | Farragut Valley HS | Knoxville, TN
GPA 3.9 | 865-555-0121 | https://www.youtube.com/watch?v=Et7sWq2RzMk`,
    }),
    label: recruiting("athlete", {
      first_name: "Emersyn",
      last_name: "Tate",
      grad_year: 2028,
      positions: ["2B", "OF"],
      height_inches: 64,
      club_team: "Tennessee Flame 16U Sizemore",
      high_school: "Farragut Valley HS",
      city: "Knoxville",
      state: "TN",
      gpa: 3.9,
      email: "emersyn.tate@gmail.com",
      phone: "+18655550121",
      video_urls: ["https://www.youtube.com/watch?v=Et7sWq2RzMk"],
    }),
  },

  // 54. A parent's thanks after camp: nobody introduced.
  {
    name: "v21-nonrec-parent-thanks-after-camp",
    family: "v21-parent-thanks-camp",
    tags: ["direct", "gmail-rule", "iphone", "parent", "thanks", "lookalike"],
    message: direct(
      {
        from: "Trish Albanese <trishalbanese@icloud.com>",
        to: DUNLEAVY.address,
        date: "2026-12-03 20:05:00 -05:00",
        subject: "Thank you!",
        text: `Coach Dunleavy, just wanted to say thank you to you and your players for such a great day at the youth clinic on Saturday. Gianna (she's 10) has not stopped talking about it and already asked if she can come back next year. The players were so patient with the little ones.

Merry Christmas to you and the team!
Trish Albanese

Sent from my iPhone`,
      },
      DUNLEAVY,
      "iphone",
    ),
    label: notRecruiting("parent"),
  },

  // 55. A training company's camp ad, bragging about past campers.
  {
    name: "v21-nonrec-camp-ad-training-company-past-campers",
    family: "v21-camp-apex-pitching",
    tags: ["direct", "bulk", "camp-ad", "names-athletes", "lookalike"],
    message: {
      client: "bulk",
      from: "Apex Pitching Lab <camps@apexpitchinglab.example>",
      to: PRUETT.scout,
      subject: "College coaches: work our Winter Pitching Showcase (Jan 9-10) - 140 arms",
      date: "2026-12-04 07:30:00 -05:00",
      headers: bulkMailHeaders("https://apexpitchinglab.example/unsubscribe?c=vh"),
      text: `Coaches,

Apex Pitching Lab's Winter Pitching Showcase returns January 9-10 at the Upstate Sports Dome in Spartanburg, SC. 140 pitchers and catchers, classes 2027-2030, every bullpen on Rapsodo.

Last year's campers now pitch at Kestrel Valley, Brennock College, Harlan Pines and a dozen more programs, including 2026 SEC freshman of the week Lainey Duvall.

College coaches attend free and receive a digital packet with velocity, spin and contact info for every athlete the morning of the event. Lunch provided.

RSVP: https://apexpitchinglab.example/coaches

Apex Pitching Lab | 455 Pinewood Rd, Spartanburg, SC 29301 | 864-555-0160
Unsubscribe: https://apexpitchinglab.example/unsubscribe?c=vh`,
    },
    label: notRecruiting("other"),
  },

  // 56. A uniform vendor's quote, forwarded from the operations inbox.
  {
    name: "v21-nonrec-vendor-uniform-quote-outlook-desktop",
    family: "v21-vendor-stitchline",
    tags: ["forward", "outlook-desktop", "vendor", "lookalike"],
    message: hoForward({
      style: "outlook-desktop:en",
      coach: HARCOURT,
      date: "2026-12-04 11:30:00 -05:00",
      note: "Tess - can we get the libero jerseys in the alt color for this price? Approve if so.",
      original: {
        from: "Kendra Lusk <kendra@stitchlineteam.example>",
        to: "bharcourt@quillmoor.edu",
        date: "2026-12-03 16:12:00 -05:00",
        subject: "Quote #Q-26-1187 - Quillmoor VB 2027 uniforms",
        text: `Hi Bettina,

Attached is the quote we discussed for next season:

- 18 sublimated jerseys (home/away), navy & gold: $1,890.00
- 4 libero jerseys, contrast white: $420.00
- 36 spandex shorts (team logo): $864.00
- Warm-up jackets, 20 @ $62: $1,240.00
Subtotal $4,414.00 | Team discount (10%) -$441.40 | Total $3,972.60

Art proofs will come within 5 business days of approval. To hit an August 1 delivery we need sizes by April 15.

Thanks!
Kendra Lusk
Team Sales | Stitchline Team Apparel
800-555-0118 x3`,
      },
    }),
    label: notRecruiting("other"),
  },

  // 57. A club's showcase invitation to college coaches.
  {
    name: "v21-nonrec-club-showcase-invitation",
    family: "v21-club-bayou-city-showcase",
    tags: ["direct", "gmail-rule", "gmail", "showcase-invitation", "club-coach", "lookalike"],
    message: direct(
      {
        from: "Bayou City Volleyball Club <recruiting@bayoucityvbc.example>",
        to: HARCOURT.address,
        date: "2026-12-05 10:00:00 -06:00",
        subject: "Invitation: Bayou City College Showcase - Jan 24, Houston",
        text: `Dear Coach Harcourt,

Bayou City Volleyball Club invites you to our 6th annual College Showcase on Saturday, January 24 at the Westbay Sports Center in Houston.

Our 16s, 17s and 18s (14 teams, 150+ athletes) will play controlled scrimmages from 9 AM to 4 PM. College coaches receive a roster book with each athlete's class, position, height, GPA and contact information at check-in, and our recruiting coordinators will be on site to connect you with families.

Complimentary parking and lunch. Please RSVP by January 15 so we can print your packet: https://bayoucityvbc.example/showcase-rsvp

We hope to see you there!

Marisol Ybarra
Recruiting Coordinator, Bayou City Volleyball Club
713-555-0122`,
      },
      HARCOURT,
      "gmail",
    ),
    label: notRecruiting("club_coach"),
  },

  // 58. A high-school coach's weekly results post to her mailing list.
  {
    name: "v21-nonrec-hs-coach-weekly-results-post",
    family: "v21-hs-coach-results-ridgeline",
    tags: ["direct", "gmail-rule", "gmail", "results", "high-school-coach", "names-athletes", "lookalike"],
    message: direct(
      {
        from: "Coach Lorraine Pettaway <lpettaway@ridgelinehs.example>",
        to: "Ridgeline Hoops Families & Friends <ridgelinegirlshoops@googlegroups.example>",
        date: "2026-12-06 21:15:00 -05:00",
        subject: "Lady Rams Weekly: 2-0 start, Holiday Tournament info",
        text: `Lady Rams family,

What a week to open the season!

Tue - Ridgeline 58, Franklin County 41. Jaylah Simmons 19 pts, Courtney Banks 10 reb.
Fri - Ridgeline 63, Dawson Springs 60 (OT). Nia Whitfield hit two free throws with 4 seconds left in OT. Big crowd - thank you!

HOLIDAY TOURNAMENT: Dec 27-29 at Berea Commons Fieldhouse. Bus leaves at 7:30 AM on the 27th. Parents driving separately, please sign the transportation form.

College coaches who have asked for our schedule: it is posted on the team page and I'm happy to send film of any of our girls on request.

Concession volunteers still needed for Dec 15.

Go Rams!
Coach Pettaway
Head Girls Basketball, Ridgeline High School
859-555-0156`,
      },
      DUNLEAVY,
      "gmail",
      {
        headers: [
          ["List-Id", "<ridgelinegirlshoops.googlegroups.example>"],
          ["Precedence", "list"],
        ],
      },
    ),
    label: notRecruiting("high_school_coach"),
  },
  // 59. The club director recalls her email: Outlook's recall message, introducing nobody.
  {
    name: "v21-nonrec-club-director-recall-message",
    family: "v21-club-lakeshore-elevate",
    tags: ["direct", "gmail-rule", "outlook", "recall", "machine-mail", "club-coach", "lookalike"],
    message: direct(
      {
        from: "Gwen Abernethy <gwen@lakeshoreelevate.example>",
        to: "bharcourt@quillmoor.edu",
        date: "2026-11-08 20:26:00 -05:00",
        subject: "Recall: Lakeshore Elevate - Delaney Cruz (2027 OPP) + two more",
        text: `Gwen Abernethy would like to recall the message, "Lakeshore Elevate - Delaney Cruz (2027 OPP) + two more".`,
      },
      HARCOURT,
      "outlook",
      {
        headers: [
          ["Thread-Topic", "Lakeshore Elevate - Delaney Cruz (2027 OPP) + two more"],
          ["X-MS-Exchange-Recall", "1"],
        ],
      },
    ),
    label: notRecruiting("club_coach"),
  },

  // 60. A Spanish agency introducing one opposite hitter, forwarded from the programme's HubSpot inbox.
  {
    name: "v21-vb-agency-valencia-one-player-hubspot",
    family: "v21-service-iberia-campus",
    tags: ["forward", "hubspot", "recruiting-service", "agent-abroad", "volleyball", "metric-height"],
    message: hoForward({
      style: "hubspot:en",
      coach: HARCOURT,
      date: "2026-12-07 09:30:00 -05:00",
      note: "Agency kid from Spain. Big OPP. Video's decent.",
      original: {
        from: "Iberia Campus Sports <jordi.mas@iberiacampus.example>",
        to: "bharcourt@quillmoor.edu",
        date: "2026-12-07 12:10:00 +01:00",
        subject: "International prospect - Carla Ferrer Vidal - Opposite - 1,85 m - Fall 2027",
        text: `Dear Coach Harcourt,

My name is Jordi Mas and I work with Spanish student-athletes who want to study and compete in the United States. I would like to present one of our athletes, who has a strong interest in Quillmoor.

Carla Ferrer Vidal
Position: Opposite
Height: 1,85 m
Club: CV Turia Juvenil (Superliga Juvenil)
School: Colegio Alameda del Turia, Valencia (Bachillerato, finishes June 2027)
Academic: nota media 8,6 / 10, Duolingo English Test 125
Video: https://www.youtube.com/watch?v=Cf8vRt2LnPw
Contact: carla.ferrer.vb@gmail.com

Carla was selected for the Comunidad Valenciana regional team (U18) in 2026. She is available for a video call any weekday after 17:00 Spanish time.

Kind regards,
Jordi Mas
Iberia Campus Sports | Valencia, Spain
+34 655 501 173`,
      },
    }),
    label: recruiting("recruiting_service", {
      first_name: "Carla",
      last_name: "Ferrer Vidal",
      grad_year: 2027,
      positions: ["RS/OPP"],
      height_inches: 72.8,
      club_team: "CV Turia Juvenil",
      high_school: "Colegio Alameda del Turia",
      city: "Valencia",
      email: "carla.ferrer.vb@gmail.com",
      video_urls: ["https://www.youtube.com/watch?v=Cf8vRt2LnPw"],
    }),
  },

  // 61. A Division III coach passing along a pitcher her family cannot afford to send there.
  {
    name: "v21-sb-other-college-coach-passes-along-pitcher",
    family: "v21-other-college-wickham-falls",
    tags: ["forward", "outlook-new", "other-college", "softball", "other-recommender"],
    message: fwd("outlook-new", PRUETT, "2026-12-07 15:05:00 -05:00", {
      from: "Renée Castellvi <rcastellvi@wickhamfalls.edu>",
      to: "npruett@vantagehollow.edu",
      date: "2026-12-07 13:40:00 -05:00",
      subject: "A pitcher I can't get - Kayla Brandt (2027)",
      text: `Nolan,

Coach-to-coach favor. I've recruited Kayla Brandt hard for two years and her family has been honest with me: without athletic aid she can't come to a D3, and she's good enough that she shouldn't have to. I'd rather see her pitch somewhere close to home than not at all.

2027 RHP, 5'10", Carolina Elite Gold 18U - Pruitt, Spartanburg Day Crest HS (Spartanburg, SC). 63-64 with a rise and a curve, real competitor. 3.7 student.
Her film: https://www.youtube.com/watch?v=Kb4rVn9TxLs
Kayla: kaylabrandt.p27@gmail.com | 864-555-0103

If she ends up with you, I'll be cheering (except when we see you in the fall scrimmage).

Renée Castellvi
Head Softball Coach | Wickham Falls College
828-555-0112`,
    }),
    label: recruiting("other", {
      first_name: "Kayla",
      last_name: "Brandt",
      grad_year: 2027,
      positions: ["P"],
      height_inches: 70,
      club_team: "Carolina Elite Gold 18U - Pruitt",
      high_school: "Spartanburg Day Crest HS",
      city: "Spartanburg",
      state: "SC",
      gpa: 3.7,
      email: "kaylabrandt.p27@gmail.com",
      phone: "+18645550103",
      video_urls: ["https://www.youtube.com/watch?v=Kb4rVn9TxLs"],
    }),
  },

  // 62. A father's two lines from his phone, his daughter in Cc.
  {
    name: "v21-vb-father-two-liner-daughter-cc-iphone-direct",
    family: "v21-parent-mark-castellane",
    tags: ["direct", "gmail-rule", "iphone", "parent", "two-line", "volleyball", "cc-athlete"],
    message: direct(
      {
        from: "Mark Castellane <markcastellane@icloud.com>",
        to: HARCOURT.address,
        cc: "Ruby Castellane <rubycastellane28@gmail.com>",
        date: "2026-12-08 06:52:00 -07:00",
        subject: "Ruby Castellane 2028 OH",
        text: `Coach - my daughter Ruby, 2028 OH, 6'0", Sky Harbor 16 Black / Desert Vista Ridge HS in Phoenix. Film: https://www.hudl.com/video/3/22871430/70b2c3d4e5f60718293a4b5c - Ruby's cc'd here (rubycastellane28@gmail.com). Thanks!

Mark

Sent from my iPhone`,
      },
      HARCOURT,
      "iphone",
    ),
    label: recruiting("parent", {
      first_name: "Ruby",
      last_name: "Castellane",
      grad_year: 2028,
      positions: ["OH"],
      height_inches: 72,
      club_team: "Sky Harbor 16 Black",
      high_school: "Desert Vista Ridge HS",
      city: "Phoenix",
      email: "rubycastellane28@gmail.com",
      video_urls: ["https://www.hudl.com/video/3/22871430/70b2c3d4e5f60718293a4b5c"],
    }),
  },
];
