/**
 * Not recruiting, from inside college athletics: compliance notices, the coaches' own letters to prospects and
 * campers, staff mail, department mail and machine mail (auto-replies, bounces, invitations). Several mention
 * prospects or current players with heights and classes, which must not make them recruiting emails.
 */
import { notRecruiting, type CorpusEntry } from "../labels.ts";
import { htmlDocument } from "../html.ts";
import { CASTELLANO, DUARTE, GREER, HALVORSEN, OYELARAN, REYES, STAFF, WHITLOCK } from "../people.ts";
import { forward, original, type Original } from "../wrappers.ts";

const contactPeriod: Original = {
  from: STAFF.cresthavenCompliance,
  to: "Volleyball Staff <vb-staff@cresthaven.edu>",
  date: "2026-11-23 09:00:00 -05:00",
  subject: "Reminder: recruiting calendar - dead period Nov 30 - Dec 3",
  text: `Coaches,

A reminder that the Division II volleyball recruiting calendar has a dead period from November 30 through December 3, 2026 (the days surrounding the NCAA Championship). No in-person contact or evaluations with prospective student-athletes or their parents during this period, on or off campus. Phone calls and electronic correspondence remain permissible.

Please log all contacts and evaluations in ARMS within 48 hours. If you have any questions about a specific prospect, call me before you act.

Renee Whitfield
Assistant AD for Compliance
Cresthaven University
(513) 555-0150`,
};

const rulesEducation: Original = {
  from: "Heartland Conference Compliance <compliance@heartlandconference.org>",
  to: "HAC Coaches <allcoaches@lists.heartlandconference.org>",
  date: "2026-10-05 10:00:00 -04:00",
  subject: "Rules Education: 2027 changes to official visit legislation",
  text: `RULES EDUCATION BULLETIN 2026-11

Effective August 1, 2027, prospective student-athletes may take official visits beginning June 15 before their junior year of high school. The number of official visits per prospect remains unlimited under current Division II legislation, but institutions may provide only one official visit per prospect.

Reminder: text messages, social media DMs and emails to 2029 prospects are permissible beginning June 15, 2027.

Questions: contact your institution's compliance office.

Heartland Athletic Conference - Office of Compliance`,
};

const armsLog: Original = {
  from: STAFF.marlowCompliance,
  to: '"Whitlock, Dana" <dwhitlock@marlowstate.edu>',
  date: "2026-11-13 15:30:00 -06:00",
  subject: "ARMS: 6 evaluations not logged (Desert Classic)",
  text: `Coach Whitlock,

Our records show six evaluation days at the Desert Classic (Dec 4-6) that were scheduled but not logged in ARMS. Please enter them by Friday, November 20 so we stay within the 50-evaluation-day limit.

Thank you,
Marlow State Compliance Office
417-555-0100`,
};

const visitCompliance: Original = {
  from: STAFF.cresthavenCompliance,
  to: "Jordan Reyes <jreyes@cresthaven.edu>",
  date: "2026-11-19 11:20:00 -05:00",
  subject: "RE: Unofficial visit - K. Morris",
  text: `Jordan,

Yes, the unofficial visit for Kaylee Morris (2028) on December 12 is permissible. You may provide three complimentary admissions to the home match for her and her parents. No meals unless they pay the going rate. Please submit the visit form in ARMS before she arrives.

Renee Whitfield
Assistant AD for Compliance
(513) 555-0150`,
};

const coachTemplate: Original = {
  from: "Jordan Reyes <jreyes@cresthaven.edu>",
  to: "{{email}}",
  date: "2026-11-02 12:00:00 -05:00",
  subject: "Thanks for your interest in Cresthaven Volleyball, {{first_name}}!",
  text: `Hi {{first_name}},

Thank you for your interest in Cresthaven University volleyball! Our staff has received your information and we will be following your progress this club season.

Please fill out our recruiting questionnaire: https://cresthavenathletics.com/vb/questionnaire

Our Winter Elite Camp is January 3, 2027 - register at https://cresthavenathletics.com/camps. We'd love to see you in the gym.

Go Hawks!

-- 
${REYES.signature}`,
};

const questionnaire: Original = {
  from: "Dana Whitlock <dwhitlock@marlowstate.edu>",
  to: "Marlow State Softball Prospects <prospects@marlowstate.edu>",
  date: "2026-09-15 09:00:00 -05:00",
  subject: "Marlow State Softball - Recruiting Questionnaire",
  text: `Dear [Athlete Name],

Thank you for your interest in Marlow State Softball. To help our staff follow you this fall, please complete our recruiting questionnaire (about 5 minutes):

https://marlowstatesoftball.com/recruits/questionnaire

Please include your fall schedule with field numbers and your jersey number.

Go Mustangs!
Coach Whitlock and the Marlow State Softball Staff`,
};

const coachToProspect: Original = {
  from: '"Castellano, Priya" <pcastellano@ridgeford.edu>',
  to: "Sarah <sarahm.vb@gmail.com>",
  date: "2026-10-19 14:00:00 -04:00",
  subject: "Following up from the Ridgeford clinic",
  text: `Hi Sarah,

It was great to have you at our fall clinic on Saturday. Your serve receive has really improved since the summer. Keep working on your footwork to the left side and send us your updated schedule when it comes out.

Best,
${CASTELLANO.signature}`,
};

const camperConfirmationHtml = `<div style="font-family:Arial;max-width:600px">
<h2>Cresthaven Volleyball Winter Elite Camp &mdash; Registration Confirmed</h2>
<p>Dear Camper,</p>
<p>Thank you for registering for the Cresthaven Volleyball Winter Elite Camp on <b>Sunday, January 3, 2027</b>.</p>
<ul><li>Check-in: 8:00 AM, Hawks Arena main lobby</li><li>Bring: knee pads, court shoes, water bottle, lunch (or $12 for boxed lunch)</li><li>Pickup: 4:30 PM</li></ul>
<p>Questions: Sam Ortega, Director of Operations, (513) 555-0194</p>
<p>Go Hawks!<br>Coach Jordan Reyes and the Cresthaven Volleyball Staff</p>
</div>`;

const visitItinerary: Original = {
  from: '"Castellano, Priya" <pcastellano@ridgeford.edu>',
  to: "Ridgeford VB Staff <vbstaff@ridgeford.edu>",
  date: "2026-11-06 16:00:00 -05:00",
  subject: "Official visit itinerary TEMPLATE - please review",
  text: `Staff - draft template for official visits, please send edits by Monday.

OFFICIAL VISIT - [PROSPECT NAME], Class of [YEAR], [POSITION]
Host: [PLAYER HOST]

Friday
4:00 PM  Arrive, check in at Ridgeford Inn
6:00 PM  Dinner with staff, Lakeside Grill
8:00 PM  Evening with hosts

Saturday
9:00 AM  Academic meeting ([MAJOR] department)
11:00 AM Campus tour
1:00 PM  Match vs. Harmon College, Ridgeford Fieldhouse
5:00 PM  Team dinner

Sunday
9:30 AM  Meeting with Coach Castellano and Coach Amari
11:00 AM Depart

${CASTELLANO.signature}`,
};

const practicePlan: Original = {
  from: STAFF.reyesAssistant,
  to: "Jordan Reyes <jreyes@cresthaven.edu>",
  date: "2026-11-15 21:30:00 -05:00",
  subject: "Monday practice changes",
  text: `Coach,

For Monday: moving serve receive to the first block since Olivia's shoulder is still sore, and I'd like to give Mack (6'3" MB, #14) more reps on the slide before the tournament. Weights moved to 3:15. I'll have the gym by 2:45.

Morgan

-- 
Morgan Lee
Assistant Coach, Cresthaven Volleyball
(513) 555-0196`,
};

const travel: Original = {
  from: STAFF.reyesOps,
  to: "Cresthaven VB Staff <vb-staff@cresthaven.edu>",
  date: "2026-11-17 14:00:00 -05:00",
  subject: "Travel itinerary - HAC Tournament @ Lindell State (Nov 20-22)",
  text: `Staff,

Travel for the HAC Tournament:

Thu Nov 19  1:00 PM  Vans depart Hawks Arena (Van 1: Coach Reyes, Van 2: Coach Lee, Van 3: Sam)
            6:30 PM  Team dinner, Olive Garden, Springfield IL (reservation under Cresthaven, 22 people)
            8:30 PM  Hotel: Springfield Lakeside Suites, 2100 Lakeside Dr, (217) 555-0112, conf #88321
Fri Nov 20  10:00 AM Shootaround, Lindell Fieldhouse Court 2
            7:00 PM  Quarterfinal vs. Harmon College

Per diem: $35/day. Roster of 16 attached on the team drive. Room list: https://drive.google.com/file/d/1Rm8Lst2026HACtravelXyZ/view

Sam Ortega
Director of Operations, Cresthaven Volleyball
(513) 555-0194`,
};

const sidBiosHtml = `<div style="font-family:Calibri,Arial;font-size:11pt">
<p>Coach Oyelaran,</p>
<p>For the 2027 media guide, please confirm heights, hometowns and classes for your current roster by Dec 1:</p>
<table border="1" cellpadding="3" style="border-collapse:collapse">
<tr><th>#</th><th>Name</th><th>Pos</th><th>Ht</th><th>Class</th><th>Hometown / Previous School</th></tr>
<tr><td>3</td><td>Kendall Brooks</td><td>SS</td><td>5-6</td><td>Jr.</td><td>Athens, GA / Oconee Park HS</td></tr>
<tr><td>11</td><td>Mariah Tolbert</td><td>P</td><td>5-11</td><td>So.</td><td>Macon, GA / Mount de Sales Ridge</td></tr>
<tr><td>22</td><td>Ella Fortner</td><td>C</td><td>5-7</td><td>Fr.</td><td>Knoxville, TN / Farragut Lakes HS</td></tr>
<tr><td>24</td><td>Jada Simms</td><td>OF</td><td>5-8</td><td>Sr.</td><td>Huntsville, AL / Grissom Ridge HS</td></tr>
</table>
<p>Thanks!<br>Trey Caldwell<br>Assistant SID, Lakemont Athletics<br>706-555-0172</p>
</div>`;

const scoutingReport: Original = {
  from: STAFF.whitlockVolunteer,
  to: '"Whitlock, Dana" <dwhitlock@marlowstate.edu>',
  date: "2026-10-23 22:00:00 -05:00",
  subject: "Scouting - Ozark Valley fall scrimmage",
  text: `Dana,

Ozark Valley notes for Saturday's fall scrimmage:

#8 Tessa Ramsey - RHP, 5'10", rise/drop, 60-61. Tips pitches on the change (glove flares).
#17 Morgan Hale - C/1B, 5'8", pull hitter, shift her.
#2 Ally Dunbar - CF, slapper, 2.7 home to first, bunt D up.

They'll start Ramsey. Lineup card by 9.

Haley Brandt
Volunteer Assistant, Marlow State Softball
417-555-0169`,
};

const uniforms: Original = {
  from: "Equipment Room <equipment@lakemont.edu>",
  to: '"Oyelaran, Marcus" <moyelaran@lakemont.edu>',
  date: "2026-09-10 09:30:00 -04:00",
  subject: "Spring uniform sizes due 9/18",
  text: `Coach,

Nike team order closes 9/18. Please send jersey and pant sizes for all 22 players plus staff polos (S-3XL). The size run sheet is on the shared drive: Equipment > Softball > Spring 2027 sizes.xlsx

Thanks,
Lakemont Equipment Room
706-555-0177`,
};

const budget: Original = {
  from: "Dr. Michael Harrow <mharrow@cresthaven.edu>",
  to: "Head Coaches <headcoaches@cresthaven.edu>",
  date: "2026-10-28 08:00:00 -04:00",
  subject: "FY27 budget requests due November 20",
  text: `Head Coaches,

FY27 operating budget requests are due to my office by November 20. Please use the new template (travel, recruiting, equipment, camps as separate lines) and include projected camp revenue.

Recruiting budgets will be held flat at FY26 levels.

Michael Harrow, Ed.D.
Director of Athletics, Cresthaven University`,
};

const booster: Original = {
  from: "Hawks Club <hawksclub@cresthaven.edu>",
  to: "Hawks Club Members <members@hawksclub.cresthaven.edu>",
  date: "2026-11-01 10:00:00 -05:00",
  subject: "You're invited: Hawks Club Holiday Dinner, Dec 10",
  text: `Join Hawks Club for our annual Holiday Dinner on Thursday, December 10, 2026 at 6:30 PM in the Hawks Arena Club Level. Meet our coaches and student-athletes, silent auction benefiting team travel.

Tickets $45: https://cresthavenathletics.com/hawksclub/dinner
RSVP by December 3.

Go Hawks!`,
};

const outOfOffice: Original = {
  from: "Derek Stamper <dstamper@queencityvolleyball.org>",
  to: "Jordan Reyes <jreyes@cresthaven.edu>",
  date: "2026-11-22 12:01:00 -05:00",
  subject: "Automatic reply: Winter Classic court assignments?",
  text: `Thank you for your email. I am out of the office at the Great Lakes Power League with our 17s and 16s teams until Monday, November 23, with limited access to email. For urgent matters please call the club office at 513-555-0181.

Derek Stamper
Club Director | Queen City Volleyball`,
};

const bounceStatus = `Reporting-MTA: dns; mail-oi1-f171.google.com

Final-Recipient: rfc822; harper.q2027@gmial.com
Action: failed
Status: 5.1.1
Diagnostic-Code: smtp; 550 5.1.1 The email account that you tried to reach does not exist.
`;

export const NOT_RECRUITING_INSIDE: CorpusEntry[] = [
  {
    name: "nonrec-compliance-dead-period-gmail",
    tags: ["fwd:gmail", "lang:en", "category:compliance", "trap:dates-like-years"],
    label: notRecruiting("other"),
    message: forward({ style: "gmail", coach: REYES, date: "2026-11-23 10:00:00 -05:00", note: "FYI staff", original: contactPeriod }),
  },
  {
    name: "nonrec-compliance-rules-bulletin-outlook-new",
    tags: ["fwd:outlook-new", "lang:en", "category:compliance", "trap:dates-like-years"],
    label: notRecruiting("other"),
    message: forward({ style: "outlook-new", coach: CASTELLANO, date: "2026-10-05 12:00:00 -04:00", original: { ...rulesEducation, to: "pcastellano@ridgeford.edu" } }),
  },
  {
    name: "nonrec-compliance-arms-log-outlook-2019",
    tags: ["fwd:outlook-2019", "lang:en", "category:compliance"],
    label: notRecruiting("other"),
    message: forward({ style: "outlook-2019", coach: WHITLOCK, date: "2026-11-13 16:00:00 -06:00", original: armsLog }),
  },
  {
    name: "nonrec-compliance-visit-names-prospect-outlook-live",
    tags: ["fwd:outlook-live", "lang:en", "category:compliance", "trap:prospect-named"],
    label: notRecruiting("other"),
    message: forward({ style: "outlook-live", coach: REYES, date: "2026-11-19 12:00:00 -05:00", original: visitCompliance }),
  },
  {
    name: "nonrec-coach-own-template-letter-gmail",
    tags: ["fwd:gmail", "lang:en", "category:coach-letter", "trap:template-placeholder", "trap:coach-signature"],
    label: notRecruiting("other"),
    message: forward({ style: "gmail", coach: REYES, date: "2026-11-02 12:05:00 -05:00", note: "testing - does InboxScout skip my own template?", original: coachTemplate }),
  },
  {
    name: "nonrec-coach-questionnaire-blast-apple-ios",
    tags: ["fwd:apple-ios", "lang:en", "category:coach-letter", "trap:template-placeholder"],
    label: notRecruiting("other"),
    message: forward({ style: "apple-ios", coach: WHITLOCK, date: "2026-09-15 10:00:00 -05:00", original: questionnaire }),
  },
  {
    name: "nonrec-coach-letter-to-prospect-outlook-new-nobar",
    tags: ["fwd:outlook-new-nobar", "lang:en", "category:coach-letter", "trap:prospect-first-name-only", "trap:coach-signature"],
    label: notRecruiting("other"),
    message: forward({ style: "outlook-new-nobar", coach: CASTELLANO, date: "2026-10-19 14:05:00 -04:00", original: coachToProspect }),
  },
  {
    name: "nonrec-coach-camp-confirmation-html-bulk-direct",
    tags: ["not-a-forward", "lang:en", "category:coach-letter", "category:camp-ad", "html-only", "bulk"],
    label: notRecruiting("other"),
    message: {
      client: "bulk",
      from: "Cresthaven Volleyball Camps <camps@cresthavenathletics.com>",
      to: REYES.scout,
      subject: "Registration confirmed: Winter Elite Camp, January 3, 2027",
      date: "2026-11-08 13:00:00 -05:00",
      headers: [["Auto-Submitted", "auto-generated"]],
      html: htmlDocument(camperConfirmationHtml, "plain"),
    },
  },
  {
    name: "nonrec-coach-visit-itinerary-template-outlook-2013",
    tags: ["fwd:outlook-2013", "lang:en", "category:coach-letter", "trap:template-placeholder", "charset:windows-1252", "quoted-printable"],
    label: notRecruiting("other"),
    message: forward({ style: "outlook-2013", coach: CASTELLANO, date: "2026-11-06 16:10:00 -05:00", charset: "windows-1252", original: visitItinerary }),
  },
  {
    name: "nonrec-staff-practice-plan-gmail",
    tags: ["fwd:gmail", "lang:en", "category:staff", "trap:heights", "trap:current-player"],
    label: notRecruiting("other"),
    message: forward({ style: "gmail", coach: REYES, date: "2026-11-16 06:00:00 -05:00", signature: false, original: practicePlan }),
  },
  {
    name: "nonrec-staff-travel-itinerary-outlook-live",
    tags: ["fwd:outlook-live", "lang:en", "category:staff", "trap:drive-link-not-video"],
    label: notRecruiting("other"),
    message: forward({ style: "outlook-live", coach: REYES, date: "2026-11-17 15:00:00 -05:00", original: travel }),
  },
  {
    name: "nonrec-staff-sid-roster-bios-html-outlook-2019",
    tags: ["fwd:outlook-2019", "lang:en", "category:staff", "html-only", "html-table", "trap:many-athletes-named", "trap:heights", "trap:current-player"],
    label: notRecruiting("other"),
    message: forward({
      style: "outlook-2019",
      coach: OYELARAN,
      date: "2026-11-12 09:00:00 -05:00",
      parts: "html",
      original: { from: STAFF.lakemontSid, to: '"Oyelaran, Marcus" <moyelaran@lakemont.edu>', date: "2026-11-11 16:00:00 -05:00", subject: "Media guide bios - softball roster check", text: "", html: sidBiosHtml },
    }),
  },
  {
    name: "nonrec-staff-scouting-report-apple-mac",
    tags: ["fwd:apple-mac", "lang:en", "category:staff", "trap:many-athletes-named", "trap:heights", "trap:jersey-number"],
    label: notRecruiting("other"),
    message: forward({ style: "apple-mac", coach: WHITLOCK, date: "2026-10-24 06:30:00 -05:00", original: scoutingReport }),
  },
  {
    name: "nonrec-staff-equipment-sizes-outlook-mac",
    tags: ["fwd:outlook-mac", "lang:en", "category:staff"],
    label: notRecruiting("other"),
    message: forward({ style: "outlook-mac", coach: OYELARAN, date: "2026-09-10 10:00:00 -04:00", original: uniforms }),
  },
  {
    name: "nonrec-ad-budget-memo-thunderbird",
    tags: ["fwd:thunderbird", "lang:en", "category:department"],
    label: notRecruiting("other"),
    message: forward({ style: "thunderbird", coach: REYES, date: "2026-10-28 09:00:00 -04:00", original: budget }),
  },
  {
    name: "nonrec-booster-dinner-auto-forward",
    tags: ["not-a-forward", "auto-forward-rule", "lang:en", "category:department"],
    label: notRecruiting("other"),
    message: original(booster, "bulk", {
      headers: [["X-Forwarded-To", REYES.scout], ["X-Forwarded-For", `${REYES.address} ${REYES.scout}`], ["Precedence", "list"]],
    }),
  },
  {
    name: "nonrec-club-coach-out-of-office-gmail",
    tags: ["fwd:gmail", "lang:en", "category:auto-reply", "trap:club-name-with-age"],
    label: notRecruiting("club_coach"),
    message: forward({ style: "gmail", coach: REYES, date: "2026-11-22 12:30:00 -05:00", signature: false, original: outOfOffice }),
  },
  {
    name: "nonrec-bounce-delivery-status-direct",
    tags: ["not-a-forward", "lang:en", "category:bounce", "multipart-report", "attachment:rfc822"],
    label: notRecruiting("other"),
    message: {
      client: "gmail",
      from: "Mail Delivery Subsystem <mailer-daemon@googlemail.com>",
      to: REYES.scout,
      subject: "Delivery Status Notification (Failure)",
      date: "2026-11-14 12:42:30 -08:00",
      headers: [["Auto-Submitted", "auto-replied"]],
      rootType: "multipart/report; report-type=delivery-status",
      text: "** Address not found **\n\nYour message wasn't delivered to harper.q2027@gmial.com because the domain gmial.com couldn't be found. Check for typos or unnecessary spaces and try again.\n",
      attachments: [
        { kind: "file", contentType: "message/delivery-status", content: bounceStatus, encoding: "7bit" },
        {
          kind: "message",
          filename: "Re 2027 OHRS Harper Quinlan.eml",
          message: original(
            {
              from: `${REYES.name} <${REYES.address}>`,
              to: "harper.q2027@gmial.com",
              date: "2026-11-14 12:41:55 -05:00",
              subject: "Re: 2027 OH/RS Harper Quinlan - still uncommitted",
              text: `Hi Harper,\n\nThanks for reaching out, great to hear from you. We will be at the Bluegrass Winter Classic in January.\n\n-- \n${REYES.signature}`,
            },
            "gmail",
          ),
        },
      ],
    },
  },
  {
    name: "nonrec-calendar-invite-staff-meeting-outlook",
    tags: ["not-a-forward", "lang:en", "category:staff", "attachment:ics"],
    label: notRecruiting("other"),
    message: {
      client: "outlook",
      from: '"Duarte, Rafaela" <rduarte@coastalplains.edu>',
      to: DUARTE.scout,
      cc: '"Coastal Plains VB Staff" <vbstaff@coastalplains.edu>',
      subject: "Recruiting board meeting - 2028 class",
      date: "2026-11-05 15:00:00 -05:00",
      text: "Staff - let's go through the 2028 board before the winter tournaments. Bring your top 5 per position.\n",
      html: htmlDocument(`<div>Staff - let's go through the 2028 board before the winter tournaments. Bring your top 5 per position.</div>`, "outlook"),
      attachments: [
        {
          kind: "file",
          filename: "invite.ics",
          contentType: "text/calendar; method=REQUEST; charset=UTF-8",
          content: [
            "BEGIN:VCALENDAR",
            "METHOD:REQUEST",
            "PRODID:Microsoft Exchange Server 2010",
            "VERSION:2.0",
            "BEGIN:VEVENT",
            "ORGANIZER;CN=Duarte, Rafaela:mailto:rduarte@coastalplains.edu",
            "SUMMARY:Recruiting board meeting - 2028 class",
            "DTSTART;TZID=Eastern Standard Time:20261110T140000",
            "DTEND;TZID=Eastern Standard Time:20261110T153000",
            "LOCATION:Volleyball office conference room",
            "UID:040000008200E00074C5B7101A82E0080000000070A3",
            "END:VEVENT",
            "END:VCALENDAR",
            "",
          ].join("\r\n"),
        },
      ],
    },
  },
  {
    name: "nonrec-staff-note-from-greer-assistant-yahoo",
    tags: ["fwd:yahoo", "lang:en", "category:staff"],
    label: notRecruiting("other"),
    message: forward({
      style: "yahoo",
      coach: GREER,
      date: "2026-10-15 07:00:00 -05:00",
      original: {
        from: "Bayou Teche Softball <softball@bayouteche.edu>",
        to: "tgreer@bayouteche.edu",
        date: "2026-10-14 17:45:00 -05:00",
        subject: "Field maintenance Thursday",
        text: "Coach,\n\nGrounds crew will be laser-grading the infield Thursday 7am-noon. Practice moves to the indoor facility (cages 1-4) until 2pm.\n\nBayou Teche Softball Operations\n337-555-0120",
      },
    }),
  },
  {
    name: "nonrec-halvorsen-own-note-thunderbird-direct",
    tags: ["not-a-forward", "lang:en", "category:coach-letter", "8bit", "format-flowed"],
    label: notRecruiting("other"),
    message: {
      client: "thunderbird",
      from: `${HALVORSEN.name} <${HALVORSEN.address}>`,
      to: HALVORSEN.scout,
      subject: "test",
      date: "2026-09-18 16:00:00 -05:00",
      text: `Testing my InboxScout address before I start forwarding. Does this show up in the daily report?\n\n${HALVORSEN.signature}\n`,
      encoding: "8bit",
      flowed: true,
    },
  },
];
