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
import { gmailQuote, hoForward, outlookQuote, relay } from "../heldOutWrappers.ts";
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
Recruiting Coordinator | Women's Lacrosse
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

/** Quillmoor's own staff: hops through them are ignored. */
const HARCOURT_ASSISTANT = "Tess Villanueva <tvillanueva@quillmoor.edu>";

/** A message sent as HTML only (no text/plain alternative). */
function htmlOnly(spec: MessageSpec): MessageSpec {
  const { text: _text, ...rest } = spec;
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
    message: fwd("gmail", PRUETT, "2026-11-05 08:12:00 -05:00", {
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
    }, { note: "keep an eye on this one" }),
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

• Delaney Cruz - 2027 - Opposite - 6'1" - Lakeshore Elevate 17 Black - Brookfield Central HS - delaneycruz27@gmail.com
• Hanna Vos - 2027 - Libero - 5'5" - Lakeshore Elevate 17 Black - Marquette Lutheran
• Sophie Lindahl - 2028 - Middle - 6'2" - Lakeshore Elevate 16 Black - Waukesha North

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
          high_school: "Brookfield Central HS",
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
          high_school: "Waukesha North",
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
    message: fwd("apple-mac", OCASIO, "2026-11-11 07:55:00 -05:00", {
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
    }, { note: "Template w/ blanks... but the kid can play. Check the Naples list." }),
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
    message: fwd("gmail", PRUETT, "2026-11-12 08:30:00 -05:00", {
      from: "Harper Vaillancourt <harpervsoftball@gmail.com>",
      to: "npruett@vantagehollow.edu",
      date: "2026-11-11 18:20:00 -05:00",
      subject: "Thank you Coach",
      text: `Coach Pruett,

I wanted to let you know personally that I have verbally committed to play at Kestrel Valley. This was a really hard decision and I'm so grateful for the time you and Coach Amari spent with my family on my visit in October.

Thank you for believing in me. Good luck this spring, I'll be watching!

Harper`,
    }, { note: "Lost her. Take her off the board.", signature: false }),
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
];
