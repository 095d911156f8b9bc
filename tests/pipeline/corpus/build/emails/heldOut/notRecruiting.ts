/**
 * Held-out: mail that names people, heights, years and clubs without introducing an athlete (machine mail, spam,
 * vendors, newsletters, event logistics, compliance, staff mail, parent questions), and about a fifth that looks
 * like it but does introduce one athlete (names with "lookalike"). Written without looking at the engine.
 */
import { htmlDocument } from "../../html.ts";
import { notRecruiting, recruiting, type CorpusEntry } from "../../labels.ts";
import { forward, original, type Coach, type Original } from "../../wrappers.ts";
import {
  ABERNATHY,
  autoForwarded,
  calendarAttachment,
  deliveryStatus,
  FONSECA,
  KASSAB,
  listHeaders,
  OKAFOR_BELL,
  readReceipt,
  WIERZBICKI,
  YAMAUCHI,
} from "../../heldOutMachineMail.ts";

// ---------------------------------------------------------------------------------------------------------------
// Machine mail: build and cron output, exports, stack traces, monitoring, calendars, bounces, auto-replies, receipts

const buildFailed = `haldenvb-camps-site: build #1482 FAILED on main

Commit   7f3c2e1  Priscilla Vantongeren <pvantongeren@lumenfieldweb.dev>
Message  Add 2027 camp roster import; fix height column (5'11" was parsed as 5)
Trigger  push - Sun Nov 8 2026 21:14 PST
Duration 3m 41s

Job: build (node 20.18.0)
  ok    Checkout                          2s
  ok    Restore cache                     6s   (cache 318 MB)
  ok    Install dependencies             48s   (node_modules 412 MB)
  FAIL  Build static site              1m 52s
  skip  Deploy to production

----- log tail (build static site) -----
> haldenvb-camps-site@2.4.0 build
> astro build

12:14:03 [build] output: "static"
12:14:09 [vite] dist/_astro/roster-import.C1x9aQ.js     52.31 kB | gzip: 14.02 kB
12:14:09 [vite] dist/_astro/index.B7d2pL.css          18.40 kB | gzip:  4.11 kB
12:14:11 [vite] dist/images/camp-hero-2027.jpg          2.8 MB
12:14:12 [ERROR] Could not parse row 37 of data/campers-2027.csv:
    expected "grad_year" to be a number, got "2O28"
  Location:
    src/lib/roster.ts:88:11
  Stack trace:
    at parseRow (file:///builds/haldenvb-camps-site/src/lib/roster.ts:88:11)
    at Array.map (<anonymous>)
    at loadRoster (file:///builds/haldenvb-camps-site/src/lib/roster.ts:41:23)
    at async getStaticPaths (file:///builds/haldenvb-camps-site/src/pages/camps/[slug].astro:9:18)
----- end of log -----

Artifacts (expire in 14 days): build-log.txt 1.2 MB, dist-partial.zip 52 MB
View the run: https://ci.lumenfieldweb.dev/haldenvb-camps-site/runs/1482

You are receiving this because you are watching haldenvb-camps-site.
Notification settings: https://ci.lumenfieldweb.dev/settings/notifications`;

const buildDeployed: Original = {
  from: "Lumenfield CI <ci-noreply@lumenfieldweb.dev>",
  to: "camps@haldenvolleyball.com",
  date: "2026-11-09 09:02:44 -08:00",
  subject: "[haldenvb-camps-site] Deployed #1484 to production (main)",
  text: `haldenvb-camps-site: build #1484 passed and was deployed to production

Changes since the last deploy (#1479):
  a91d0c4  Priscilla Vantongeren  Fix roster import: row 37 grad_year "2O28" -> 2028
  3be77f2  Priscilla Vantongeren  Camp page: add "6'0\\" and taller hitters" session, June 19, 2027
  e0d4b19  Priscilla Vantongeren  Swap 2026 hero photo (Skoglund/Mbeki-Hart block) for 2027 photo
  0c5e81a  dependabot[bot]        Bump astro from 4.15.2 to 4.16.1

Bundle size   52.4 MB  (-1.1 MB)
Pages built   37
Lighthouse    performance 91, accessibility 98

Live: https://haldenvolleyball.com/camps
Run:  https://ci.lumenfieldweb.dev/haldenvb-camps-site/runs/1484

--
Lumenfield CI - you are watching haldenvb-camps-site`,
};

const rosterSync = `[2026-11-09 02:00:01] sync_rosters 3.2.1 starting (sport=wvb season=2026 source=statfeed)
[2026-11-09 02:00:01] GET https://feeds.haldenathletics.dev/wvb/roster.xml -> 200 (14.2 KB)
[2026-11-09 02:00:02] parsed 18 players
[2026-11-09 02:00:02] WARN  #4  Marit Ruehl          height "6-1"  -> 73 in (ok)
[2026-11-09 02:00:02] WARN  #9  Odalys Ferreira-Kahn  height "5'8\\"" -> 68 in (ok)
[2026-11-09 02:00:02] WARN  #17 Ines Kapoor-Lowe      class "R-So" not in class map, kept "So"
[2026-11-09 02:00:02] WARN  #22 Beatrix Solano        hometown "Medford, Ore." -> "Medford, OR"
[2026-11-09 02:00:03] players: updated 3, unchanged 15, added 0, removed 0
[2026-11-09 02:00:03] photos: cache 52 MB in 211 files, pruned 4 (1.9 MB)
[2026-11-09 02:00:03] recruits page: skipped (disabled since 2026-08-01, see ticket WEB-331)
[2026-11-09 02:00:03] done in 2.1 s, exit 0
`;

const filmBackup = `nightly-film-backup started Sat Nov 14 03:30:01 CST 2026
source: /srv/film/2026   dest: nas02:/volume1/vb-film/2026

sending incremental file list
2026-11-13_vs_Larchmont_Tech_set1-5.mp4
2026-11-13_vs_Larchmont_Tech_hudl-export.xml
2026-11-14_practice_serve-receive_cam2.mp4
opponents/Marrow_Bay_2026_scout_cut.mp4
recruiting/2028_board_export_11-12.csv

Number of files: 1,482 (reg: 1,391, dir: 91)
Number of regular files transferred: 5
Total file size: 611.27G bytes
Total transferred file size: 3.48G bytes
Literal data: 3.48G bytes
sent 3.48G bytes  received 52.11K bytes  41.92M bytes/sec
total size is 611.27G  speedup is 175.46

Filesystem      Size  Used Avail Use% Mounted on
/dev/sdb1       1.8T  1.7T   52G  98% /srv/film
nas02:/volume1  7.2T  4.9T  2.3T  69% /mnt/nas02

WARNING: /srv/film is above 95% - delete or archive 2024 season film
nightly-film-backup finished Sat Nov 14 03:31:26 CST 2026 (exit 0)
`;

const clinicCsv = `registration_id,first_name,last_name,grad_year,position,height,club_team,state,parent_email,shirt_size,paid
W27-0101,Averie,Holmqvist,2028,OH,5'11",Cascade Crest 17 Blue,OR,holmqvist.home@rainmail.example,AM,yes
W27-0102,Jolene,Batiste-Ward,2029,S,5'8",Willamette Wave 16 Gold,OR,jbw.family@rainmail.example,AS,yes
W27-0103,Priya,Sundaresan,2027,MB,6'1",Rogue Valley Juniors 18 Red,OR,psund.parents@rainmail.example,AM,yes
W27-0104,Tessa,Groenewald,2028,L/DS,5'5",Cascade Crest 17 Blue,WA,groenewald4@rainmail.example,AS,no
W27-0105,Mireille,Obuya,2030,OPP,5'10",Emerald Coast VBC 15 Black,OR,obuya.m@rainmail.example,YL,yes
W27-0106,Kenzie,Arbogast,2028,MB,6'2",Rogue Valley Juniors 17 Red,CA,karbogast.fam@rainmail.example,AL,yes
W27-0107,Luz,Echeverria,2029,OH,5'9",Willamette Wave 16 Gold,OR,echeverria.casa@rainmail.example,AS,yes
W27-0108,Harriet,Yoon,2027,S,5'7",Independent,ID,hyoon.parents@rainmail.example,AS,yes`;

const clinicExport: Original = {
  from: "Registrio Exports <exports@registrio.example>",
  to: "labernathy@halden.edu",
  date: "2026-12-02 06:00:12 -08:00",
  subject: "Your export is ready: Halden Winter Serve and Pass Clinic (Dec 12) - 8 registrations",
  text: `Your scheduled export "Winter Serve and Pass Clinic - check-in" finished at 6:00 AM.

Event: Halden Winter Serve and Pass Clinic - Saturday, December 12, 2026, Halden Fieldhouse
Registrations: 8 (7 paid, 1 unpaid)

${clinicCsv}

Download the full export (includes medical and waiver columns): https://app.registrio.example/exports/x/8841d2
This link expires in 72 hours.

Registrio - registration software for camps and clinics
You can change scheduled exports in Settings > Exports.`,
};

const pitchersDayCsv = `reg_no,camper,grad,primary_pos,throws,bats,travel_team,city,state,guardian,guardian_phone
PC-3301,Delaney Hurtado,2028,P,R,R,Carolina Quicksilver 16U - Danvers,Rock Hill,SC,Mara Hurtado,(803) 555-0171
PC-3302,Sasha Brightwater,2029,C,R,L,Edisto Lightning 14U Gold,Summerville,SC,Dean Brightwater,843-555-0125
PC-3303,Eden Wojtasik,2027,P,L,L,Piedmont Vipers 18U National,Gastonia,NC,Irena Wojtasik,704.555.0190
PC-3304,Tamiya Rolle,2028,C,R,R,Carolina Quicksilver 16U - Danvers,Columbia,SC,Vanessa Rolle,803 555 0114
PC-3305,Jordyn Pettaway,2030,P,R,R,Midlands Mockingbirds 12U,Lexington,SC,Curtis Pettaway,(803) 555-0182
`;

const pitchersDay: Original = {
  from: "Registrio Exports <exports@registrio.example>",
  to: "rokaforbell@wrenfield.edu",
  date: "2027-01-20 06:00:40 -05:00",
  subject: "Your export is ready: Wrenfield Pitchers & Catchers Day (Jan 30) - 42 registrations",
  text: `Your export "Pitchers & Catchers Day - all columns" is attached (pitchers-catchers-day-2027.csv, 5 rows shown of 42).

Summary
  Pitchers: 27   Catchers: 15
  Class of 2027: 6   2028: 14   2029: 13   2030: 7   2031: 2
  Paid: 40   Balance due: 2 ($90.00 each)

First rows:
${pitchersDayCsv}
Registrio - registration software for camps and clinics`,
};

const jsStackTrace = `[Bugwatch] TypeError in questionnaire-submit (production)

TypeError: Cannot read properties of undefined (reading 'inches')
  at heightToInches (/var/task/src/forms/height.js:14:27)
  at normalizeAnswers (/var/task/src/forms/questionnaire.js:102:19)
  at handler (/var/task/src/routes/questionnaire-submit.js:38:22)
  at process.processTicksAndRejections (node:internal/process/task_queues:95:5)

Events: 14 in the last hour (first seen Nov 17, 2026 7:42 PM PST)
Users affected: 9
Release: questionnaire@1.9.0 (deployed 2 hours ago by Dmitri Osei)
Browser: Mobile Safari 18.1 (71%), Chrome Mobile 130 (29%)

Request
  POST https://recruits.saltmarshstatevb.example/questionnaire
  body: {"sport":"wvb","grad_year":"2029","position":"MB","height_ft":"6","height_in":"","club":"[Filtered]","first_name":"[Filtered]","last_name":"[Filtered]","email":"[Filtered]"}

Breadcrumbs
  19:41:58 navigation /questionnaire
  19:42:31 ui.input #height_ft "6"
  19:42:33 ui.click button[type=submit]
  19:42:33 http POST /questionnaire 500

Resolve, ignore or assign this issue: https://bugwatch.example/orgs/saltmarsh-vb/issues/5521/
You are receiving this because you own the questionnaire-submit project.`;

const djangoError = `Internal Server Error: /camps/register/

ValueError at /camps/register/
could not convert string to float: "5'8"

Request Method: POST
Request URL: https://camps.dunmorestatesoftball.example/camps/register/
Django Version: 4.2.16
Python Version: 3.11.9
Server time: Tue, 2 Mar 2027 18:22:07 -0700

Traceback (most recent call last):
  File "/srv/camps/venv/lib/python3.11/site-packages/django/core/handlers/exception.py", line 55, in inner
    response = get_response(request)
  File "/srv/camps/venv/lib/python3.11/site-packages/django/core/handlers/base.py", line 197, in _get_response
    response = wrapped_callback(request, *callback_args, **callback_kwargs)
  File "/srv/camps/registration/views.py", line 148, in register
    camper.height_in = float(form.cleaned_data["height"])
ValueError: could not convert string to float: "5'8"

POST:
camp_id = '2027-spring-hitting'
camper_first = '********************'
camper_last = '********************'
grad_year = '2029'
position = 'SS'
height = "5'8"
travel_team = 'Snake River Storm 16U'
guardian_email = '********************'
payment_token = '********************'

META:
HTTP_USER_AGENT = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_2 like Mac OS X)'
REMOTE_ADDR = '203.0.113.58'
SERVER_NAME = 'camps01.dunmorestatesoftball.example'

You're seeing this error because you have ADMINS set in your Django settings file.`;

const pingDown: Original = {
  from: "Pingwarden <alerts@pingwarden.example>",
  to: "vb-web@lists.kettleriver.edu",
  date: "2026-10-30 19:06:11 -05:00",
  subject: "DOWN: Otters VB live stats (stats.kettleriverotters.example) - HTTP 502",
  text: `Monitor DOWN

Monitor:    Otters VB live stats
URL:        https://stats.kettleriverotters.example/wvb/live
Reason:     HTTP 502 Bad Gateway (3 checks from Chicago, Dallas, Toronto)
Started:    Fri Oct 30, 2026 19:05:58 CDT
Response:   52 ms (edge), body 1.4 KB "<html><head><title>502 Bad Gateway</title>"

Tonight's event on this page: Kettle River vs. Marrow Bay, 7:00 PM, Otter Den

Acknowledge: https://app.pingwarden.example/a/77c1
Escalation: on-call Ilse Brandvold (IT, 715-555-0109) will be paged in 10 minutes.

Pingwarden - uptime monitoring`,
};

const pingUp: Original = {
  from: "Pingwarden <alerts@pingwarden.example>",
  to: "vb-web@lists.kettleriver.edu",
  date: "2026-10-30 19:58:40 -05:00",
  subject: "UP: Otters VB live stats is back up after 52 minutes",
  text: `Monitor UP

Monitor:    Otters VB live stats
URL:        https://stats.kettleriverotters.example/wvb/live
Down for:   52 min 42 s (19:05:58 - 19:58:40 CDT)
Root cause noted by Ilse Brandvold: stat feed container ran out of memory (limit 512 MB); raised to 1 GB.

Incident report: https://app.pingwarden.example/i/77c1

Pingwarden - uptime monitoring`,
};

const filmSessionEvent = {
  method: "REQUEST" as const,
  prodId: "-//Google Inc//Google Calendar 70.9054//EN",
  organizer: "mlacasse@halden.edu",
  organizerName: "Maren Lacasse",
  attendees: ["labernathy@halden.edu", "ckeough@halden.edu"],
  summary: "Eval block: Crown Jewel Qualifier pool play, courts 12-14",
  start: "20270116T080000",
  end: "20270116T120000",
  tzid: "America/Chicago",
  location: "Riverside Expo Center, Hall B, courts 12-14",
  description:
    "Pool 3 (court 14): Sandhill Stampede 17 Navy / Lakeshore Crush 17 Premier / Harborview 17 Elite\nPool 4 (court 13): Red Mesa 17 Gold / Northgate Juniors 17 Black / Tidewater Elite 17 Royal\nCourt 12 work team at 8:00 (Sandhill 17 Navy)\nBring the 2028 board printout. Lunch at 12:15 in the coaches lounge.",
  uid: "5qk0v8c1r2m9t3p4j6n7b0x1z2@google.com",
};

const googleInviteText = `You have been invited by Maren Lacasse to attend an event named Eval block: Crown Jewel Qualifier pool play, courts 12-14 on Saturday Jan 16, 2027 from 8am to 12pm (Central Time - Chicago).

Eval block: Crown Jewel Qualifier pool play, courts 12-14
Saturday Jan 16, 2027 ⋅ 8am – 12pm (Central Time - Chicago)
Riverside Expo Center, Hall B, courts 12-14

Pool 3 (court 14): Sandhill Stampede 17 Navy / Lakeshore Crush 17 Premier / Harborview 17 Elite
Pool 4 (court 13): Red Mesa 17 Gold / Northgate Juniors 17 Black / Tidewater Elite 17 Royal
Court 12 work team at 8:00 (Sandhill 17 Navy)
Bring the 2028 board printout. Lunch at 12:15 in the coaches lounge.

Organizer
Maren Lacasse
mlacasse@halden.edu

Guests
Maren Lacasse - organizer
labernathy@halden.edu
ckeough@halden.edu
View all guest info https://calendar.google.com/calendar/event?action=VIEW&eid=NXFrMHY4YzFyMm05dDNwNGo2bjdiMHgxejI

Reply for labernathy@halden.edu
Yes https://calendar.google.com/calendar/event?action=RESPOND&eid=NXFrMHY4&rst=1
No https://calendar.google.com/calendar/event?action=RESPOND&eid=NXFrMHY4&rst=2
Maybe https://calendar.google.com/calendar/event?action=RESPOND&eid=NXFrMHY4&rst=3

Invitation from Google Calendar

You are receiving this email because you are an attendee on the event. To stop receiving future updates for this event, decline this event.`;

const complianceCancelEvent = {
  method: "CANCEL" as const,
  prodId: "Microsoft Exchange Server 2010",
  organizer: "compliance@saltmarshstate.edu",
  organizerName: "SSU Athletics Compliance",
  attendees: ["twierzbicki@saltmarshstate.edu"],
  summary: "Canceled: Rules education - official visits and the 2027 calendar",
  start: "20261203T150000",
  end: "20261203T160000",
  tzid: "Eastern Standard Time",
  location: "Microsoft Teams Meeting",
  uid: "040000008200E00074C5B7101A82E00800000000D0C14FA2",
  sequence: 2,
};

const exchangeNdrText = `Your message to cmarchetti@riverton-usd.k12.example couldn't be delivered.

cmarchetti wasn't found at riverton-usd.k12.example.

labernathy          Office 365          cmarchetti
Action Required                          Recipient

Unknown To address

How to Fix It
The address may be misspelled or may not exist. Try one or more of the following:
- Retype the recipient's address, then resend the message.
- If you continue to experience problems, contact your email admin.

Diagnostic information for administrators:
Generating server: BY5PR13MB4412.namprd13.prod.outlook.com
cmarchetti@riverton-usd.k12.example
Remote server returned '550 5.1.10 RESOLVER.ADR.RecipientNotFound; Recipient not found by SMTP address lookup'

Original message headers:
Received: from BY5PR13MB4412.namprd13.prod.outlook.com ([fe80::9c2:4a1b:77e0:51d3]) by BY5PR13MB4412.namprd13.prod.outlook.com; Wed, 4 Nov 2026 16:20:11 +0000
Subject: Halden Volleyball Summer Camps 2027 - registration open for grades 6-12
Date: Wed, 4 Nov 2026 16:20:09 +0000`;

const campFlyer: Original = {
  from: `"Abernathy, Leigh" <labernathy@halden.edu>`,
  to: "cmarchetti@riverton-usd.k12.example",
  date: "2026-11-04 08:20:09 -08:00",
  subject: "Halden Volleyball Summer Camps 2027 - registration open for grades 6-12",
  text: `Coach,

Would you pass this along to your players? Registration for Halden Volleyball's 2027 summer camps is open:

- Youth Skills (grades 6-8): June 14-16, $195
- Position Camp - setters, liberos, pins, middles (grades 9-12): June 18-20, $325
- Elite Prospect Camp (classes of 2028-2031): June 26-27, $265

https://haldenvolleyball.com/camps

Thank you, and good luck in the playoffs.

Leigh Abernathy
Head Women's Volleyball Coach
Halden University Athletics
O: (541) 555-0102 | C: 541-555-0149`,
};

const postfixBounceText = `This is the mail system at host mx2.saltmarshstate.edu.

I'm sorry to have to inform you that your message could not
be delivered to one or more recipients. It's attached below.

For further assistance, please send mail to postmaster.

If you do so, please include this problem report. You can
delete your own text from the attached returned message.

                   The mail system

<hattie.greenhalgh.vb@rainmail.example>: host mx1.rainmail.example[198.51.100.24]
    said: 552 5.2.2 Mailbox full: hattie.greenhalgh.vb@rainmail.example has
    exceeded its quota (52 MB) (in reply to RCPT TO command)`;

const coachClinicFollowUp: Original = {
  from: "Tomasz Wierzbicki <twierzbicki@saltmarshstate.edu>",
  to: "hattie.greenhalgh.vb@rainmail.example",
  date: "2026-12-14 10:31:02 -05:00",
  subject: "Thanks for coming to the Saltmarsh winter clinic",
  text: `Hi Hattie,

Thank you for spending your Saturday with us at the winter clinic. Our staff enjoyed working with you in the serve-receive station.

Our next on-campus event is the Spring Prospect Day on March 20, 2027. Details and registration: https://saltmarshstatevb.example/camps

Go Herons!

Tomasz Wierzbicki
Assistant Coach & Recruiting Coordinator
Saltmarsh State University Volleyball
757.555.0163`,
};

const clubDirectorOoo: Original = {
  from: "Wendell Ashgrove <wendell@cascadecrestvb.example>",
  to: "Leigh Abernathy <labernathy@halden.edu>",
  date: "2027-01-14 15:02:10 -08:00",
  subject: "Out of Office: Crown Jewel coach passes",
  text: `Hello and thank you for your message.

I am traveling with our 17 Blue and 16 Gold teams to the Crown Jewel Qualifier (January 15-18, 2027) and will have limited email access. I will answer when I am back on Tuesday, January 19.

College coaches: our 2026-27 roster book for the 16s, 17s and 18s is at https://cascadecrestvb.example/college and our recruiting coordinator Shay Dunmire (shay@cascadecrestvb.example, 503-555-0164) can help with player contact sheets and schedules while I am out.

Wendell Ashgrove
Club Director, Cascade Crest Volleyball
Portland, Oregon`,
};

const hsCoachOoo: Original = {
  from: "Coach Darla Fenwick <dfenwick@platte-bluffs.k12.example>",
  to: "rkassab@kettleriver.edu",
  date: "2026-11-05 06:45:00 -06:00",
  subject: "Automatic reply: Kettle River camp dates for 2027",
  text: `I am out of the building through Saturday, November 7 with the Lady Bison at the Class B state tournament in Kearney. I will have limited access to email.

For schedules and transportation please contact our activities office at 402-555-0138.

Go Bison!
Darla Fenwick
Head Volleyball Coach / Physical Education
Platte Bluffs High School`,
};

const quebecOoo: Original = {
  from: "Club Volley Mistral <direction@volleymistral.example>",
  to: "rkassab@kettleriver.edu",
  date: "2027-02-19 09:00:00 -05:00",
  subject: "Réponse automatique : Invitation - Kettle River Spring Prospect Day",
  text: `Bonjour,

Nous sommes présentement au Championnat provincial 17 ans à Sherbrooke avec nos équipes Mistral 17 Élite et Mistral 17 Relève, jusqu'au 22 février 2027. Nous répondrons à votre courriel dès notre retour.

Hello, we are at the 17U provincial championship in Sherbrooke until February 22, 2027, and will reply when we are back.

Sylvie Thériault-Ng
Directrice générale, Club Volley Mistral
Laval (Québec) - 450 555-0127`,
};

const readReceiptText = `Your message

  To: Caldera, Vince
  Subject: 2027 signing day - photo and press release timeline
  Sent: Monday, November 9, 2026 2:14:36 PM (UTC-08:00) Pacific Time (US & Canada)

was read on Monday, November 9, 2026 3:02:51 PM (UTC-08:00) Pacific Time (US & Canada).`;

const thunderbirdReceipt = `This is a Return Receipt for the mail that you sent to coachpatel@marrowbay.edu.

Note: This Return Receipt only acknowledges that the message was displayed on the recipient's computer. There is no guarantee that the recipient has read or understood the message contents.`;

const teamStoreHtml = `<table width="600" align="center" cellpadding="0" cellspacing="0" style="font-family:Helvetica,Arial,sans-serif;color:#1d1d1f"><tr><td>
<p style="font-size:22px;font-weight:bold">Your order is on its way</p>
<p>Order <b>#CL-204418</b> shipped on November 18, 2026 via UPS Ground. Tracking: <a href="https://courtline.example/track/1Z9X4E770352218841">1Z9X4E770352218841</a></p>
<table width="100%" cellpadding="6" style="border-collapse:collapse;font-size:13px">
<tr style="background:#f2f2f2"><th align="left">Item</th><th>Size</th><th>Qty</th><th align="right">Price</th></tr>
<tr><td>Custom Sublimated Jersey - HALDEN #12 SKOGLUND (navy)</td><td>W M</td><td>1</td><td align="right">$64.00</td></tr>
<tr><td>Custom Sublimated Jersey - HALDEN #7 MBEKI-HART (navy)</td><td>W L</td><td>1</td><td align="right">$64.00</td></tr>
<tr><td>Custom Sublimated Jersey - HALDEN #4 RUEHL (navy)</td><td>W S</td><td>1</td><td align="right">$64.00</td></tr>
<tr><td>Spandex 3" inseam (black)</td><td>W S/M/L</td><td>3</td><td align="right">$66.00</td></tr>
<tr><td colspan="3" align="right">Subtotal</td><td align="right">$258.00</td></tr>
<tr><td colspan="3" align="right">Team discount (HALDENVB15)</td><td align="right">-$38.70</td></tr>
<tr><td colspan="3" align="right">Shipping</td><td align="right">$0.00</td></tr>
<tr><td colspan="3" align="right"><b>Total charged to Visa ending 4417</b></td><td align="right"><b>$219.30</b></td></tr>
</table>
<p>Ship to: Halden University Volleyball, Attn: C. Keough, 1800 Fieldhouse Dr, Halden, OR 97399</p>
<p style="font-size:11px;color:#888">Courtline Team Store &middot; 1-888-555-0166 &middot; <a href="https://courtline.example/account">Your account</a></p>
</td></tr></table>`;

const groupTicket: Original = {
  from: "Meridian Air Group Desk <groups@meridianair.example>",
  to: "travel@wrenfield.edu",
  cc: "rokaforbell@wrenfield.edu",
  date: "2027-01-22 13:40:00 -05:00",
  subject: "eTicket receipt - Group WRENSB27 - CAE-MCO 25FEB27",
  text: `MERIDIAN AIR - GROUP ELECTRONIC TICKET RECEIPT

Group name:  WRENFIELD COLLEGE SOFTBALL
Record locator: QX7LMP    Group code: WRENSB27
Issued: 22JAN27   Form of payment: CORPORATE CARD XXXX1190

FLIGHTS
MA 1412  25FEB27  CAE 06:05  ->  CLT 07:02   Economy   Confirmed
MA 2271  25FEB27  CLT 08:15  ->  MCO 09:58   Economy   Confirmed
MA 2290  01MAR27  MCO 17:40  ->  CLT 19:21   Economy   Confirmed
MA 1419  01MAR27  CLT 20:30  ->  CAE 21:24   Economy   Confirmed

PASSENGERS (22)        TICKET NUMBER     BAGS
OKAFOR-BELL/ROSALIND   871 2105 552301   1
MERRIWEATHER/JO ANN        871 2105 552302   1
ABERCROMBIE/NEVAEH     871 2105 552303   1 + EQUIP
BALOGUN/TOLU           871 2105 552304   1 + EQUIP
CASTILLO VEGA/ARIANA   871 2105 552305   1
DESROSIERS/MAISIE      871 2105 552306   1
FAIRWEATHER/KENNEDY    871 2105 552307   1 + EQUIP
HOLLINGSWORTH/RAE      871 2105 552308   1
... 14 further passengers, see attached manifest

Fare total: USD 8,954.60 (22 x 407.03)
Baggage: 22 checked bags included; 6 equipment bags at USD 0.00 (team waiver W-2211)

Name changes are permitted until 72 hours before departure. Group desk: 1-800-555-0149.
This receipt is not a boarding pass.`,
};

const hotelFolio: Original = {
  from: "Riverside Grand Hotel <folios@riversidegrand.example>",
  to: "labernathy@halden.edu",
  date: "2027-01-19 07:12:00 -06:00",
  subject: "Invoice 55218-B - Halden University Volleyball - Crown Jewel Qualifier block",
  text: `RIVERSIDE GRAND HOTEL - MASTER ACCOUNT INVOICE

Invoice no.: 55218-B          Date: 19 January 2027
Group: Halden University Volleyball (Crown Jewel Qualifier 2027)
Billing contact: Leigh Abernathy, Halden University Athletics

Arrival 15 Jan 2027   Departure 18 Jan 2027   3 nights

Rooms   Type              Nights   Rate      Amount
2       Double Queen      3        $149.00   $894.00
1       King (staff)      3        $149.00   $447.00
        Tourism tax 7%                       $93.87
        Parking (2 vehicles)   3   $18.00    $108.00
        Coaches lounge catering 16 Jan       $212.50
TOTAL DUE                                   $1,755.37

Deposit received 02 Dec 2026                -$447.00
BALANCE DUE                                 $1,308.37

Remit to: Riverside Grand Hotel, 400 Levee St, Riverside, MO. Terms net 30.
Questions: accounts receivable, 816-555-0153.`,
};

const filmVendorInvoiceHtml = `<div style="font-family:Arial,sans-serif;font-size:14px;max-width:620px">
<p><img src="https://billing.replaystack.example/logo.png" alt="ReplayStack" width="140"></p>
<p>Hi Rania,</p>
<p>Thanks for renewing. Your invoice is below and a PDF copy is attached.</p>
<table cellpadding="6" style="border-collapse:collapse;border:1px solid #ddd;width:100%">
<tr><td>Invoice</td><td><b>RS-2027-004812</b></td></tr>
<tr><td>Account</td><td>Kettle River College - Women's Volleyball</td></tr>
<tr><td>Plan</td><td>Team Film Exchange Plus (annual), 1 Jan 2027 - 31 Dec 2027</td></tr>
<tr><td>Seats</td><td>6 staff, 20 athlete viewers</td></tr>
<tr><td>Storage</td><td>2 TB included (you used 1.52 TB in 2026)</td></tr>
<tr><td>Amount</td><td>$3,480.00 (paid by ACH, 29 Dec 2026)</td></tr>
</table>
<p>Need to update your billing contact? Reply to this email or call 800-555-0172.</p>
<p style="color:#888;font-size:12px">ReplayStack Inc. &middot; 2100 Market St, Suite 500, Madison, WI</p>
</div>`;

const MACHINE: CorpusEntry[] = [
  {
    name: "ho-non-ci-build-failed-roster-csv-auto-forward",
    family: "ho-non-lumenfield-ci",
    tags: ["not-a-forward", "auto-forward-rule", "lang:en", "category:machine", "machine:build-log", "trap:heights", "trap:dates-like-years", "trap:names-in-commits"],
    label: notRecruiting("other"),
    message: {
      client: "bulk",
      from: "Lumenfield CI <ci-noreply@lumenfieldweb.dev>",
      to: "camps@haldenvolleyball.com",
      subject: "[haldenvb-camps-site] Build #1482 failed on main (7f3c2e1)",
      date: "2026-11-08 21:18:05 -08:00",
      headers: [...autoForwarded(ABERNATHY), ["Auto-Submitted", "auto-generated"], ["X-CI-Run", "1482"]],
      text: buildFailed,
    },
  },
  {
    name: "ho-non-ci-deploy-commit-list-gmail",
    family: "ho-non-lumenfield-ci",
    tags: ["fwd:gmail", "lang:en", "category:machine", "machine:build-log", "trap:heights", "trap:names-in-commits", "trap:current-player"],
    label: notRecruiting("other"),
    message: forward({
      style: "gmail",
      coach: ABERNATHY,
      date: "2026-11-09 10:15:00 -08:00",
      note: "Is this the camp site thing Priscilla is fixing? Do I need to do anything?",
      original: buildDeployed,
    }),
  },
  {
    name: "ho-non-cron-roster-sync-output-direct",
    family: "ho-non-cron-haldenathletics",
    tags: ["not-a-forward", "auto-forward-rule", "lang:en", "category:machine", "machine:cron", "trap:heights", "trap:many-athletes-named", "trap:current-player", "7bit"],
    label: notRecruiting("other"),
    message: {
      client: "webmail",
      from: "Cron Daemon <root@web01.haldenathletics.dev>",
      to: "labernathy@halden.edu",
      subject: "Cron <svc-rosters@web01> /opt/rosters/bin/sync_rosters --sport=wvb",
      date: "2026-11-09 02:00:03 -08:00",
      headers: [...autoForwarded(ABERNATHY), ["X-Cron-Env", "<SHELL=/bin/sh>"], ["Auto-Submitted", "auto-generated"]],
      text: rosterSync,
      encoding: "7bit",
    },
  },
  {
    name: "ho-non-cron-film-backup-disk-full-outlook-2019",
    family: "ho-non-cron-kettleriver-film",
    tags: ["fwd:outlook-2019", "lang:en", "category:machine", "machine:cron", "trap:sizes"],
    label: notRecruiting("other"),
    message: forward({
      style: "outlook-2019",
      coach: KASSAB,
      date: "2026-11-14 08:10:00 -06:00",
      note: "Ilse - film server says 98% full again. Can we move 2024 off before the tournament?",
      original: {
        from: "Cron Daemon <root@vbfilm01.kettleriver.edu>",
        to: "rkassab@kettleriver.edu",
        date: "2026-11-14 03:31:26 -06:00",
        subject: "Cron <root@vbfilm01> /usr/local/sbin/nightly-film-backup",
        text: filmBackup,
      },
    }),
  },
  {
    name: "ho-non-csv-clinic-export-pasted-outlook-live",
    family: "ho-non-registrio-exports",
    tags: ["fwd:outlook-live", "lang:en", "category:machine", "machine:csv-export", "category:camp-ad", "trap:many-athletes-named", "trap:heights", "trap:club-name-with-age"],
    label: notRecruiting("other"),
    message: forward({
      style: "outlook-live",
      coach: ABERNATHY,
      date: "2026-12-02 07:30:00 -08:00",
      note: "Cass - check-in sheet for Saturday. Tessa still owes.",
      original: clinicExport,
    }),
  },
  {
    name: "ho-non-csv-pitchers-day-export-attached-gmail",
    family: "ho-non-registrio-exports",
    tags: ["fwd:gmail", "lang:en", "category:machine", "machine:csv-export", "attachment:csv", "trap:many-athletes-named", "trap:parent-contact", "trap:club-name-with-age"],
    label: notRecruiting("other"),
    message: forward({
      style: "gmail",
      coach: OKAFOR_BELL,
      date: "2027-01-20 08:05:00 -05:00",
      signature: false,
      original: pitchersDay,
      attachments: [{ kind: "file", filename: "pitchers-catchers-day-2027.csv", contentType: "text/csv", content: pitchersDayCsv }],
    }),
  },
  {
    name: "ho-non-stack-trace-questionnaire-typeerror-direct",
    family: "ho-non-bugwatch-alerts",
    tags: ["not-a-forward", "auto-forward-rule", "lang:en", "category:machine", "machine:stack-trace", "trap:dates-like-years"],
    label: notRecruiting("other"),
    message: {
      client: "bulk",
      from: "Bugwatch <alerts@bugwatch.example>",
      to: "twierzbicki@saltmarshstate.edu",
      subject: "[saltmarsh-vb/questionnaire-submit] TypeError: Cannot read properties of undefined (reading 'inches')",
      date: "2026-11-17 20:44:10 -08:00",
      headers: [...autoForwarded(WIERZBICKI), ["Auto-Submitted", "auto-generated"]],
      text: jsStackTrace,
      html: htmlDocument(`<pre style="font-family:Menlo,Consolas,monospace;font-size:12px">${jsStackTrace.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;")}</pre>`, "plain"),
    },
  },
  {
    name: "ho-non-django-error-camp-register-thunderbird",
    family: "ho-non-django-camp-errors",
    tags: ["fwd:thunderbird", "lang:en", "category:machine", "machine:stack-trace", "trap:heights", "trap:club-name-with-age", "8bit"],
    label: notRecruiting("other"),
    message: forward({
      style: "thunderbird",
      coach: YAMAUCHI,
      date: "2027-03-02 19:05:00 -07:00",
      note: "Camp registration is broken again when parents type 5'8\". Forwarding so we have a record.",
      encoding: "8bit",
      original: {
        from: "root@camps01.dunmorestatesoftball.example",
        to: "byamauchi@dunmorestate.edu",
        date: "2027-03-02 18:22:07 -07:00",
        subject: "[Django] ERROR (EXTERNAL IP): Internal Server Error: /camps/register/",
        text: djangoError,
      },
    }),
  },
  {
    name: "ho-non-uptime-down-live-stats-direct",
    family: "ho-non-pingwarden-monitor",
    tags: ["not-a-forward", "auto-forward-rule", "lang:en", "category:machine", "machine:monitoring", "trap:sizes"],
    label: notRecruiting("other"),
    message: original(pingDown, "bulk", { headers: [...autoForwarded(KASSAB), ["Auto-Submitted", "auto-generated"]] }),
  },
  {
    name: "ho-non-uptime-up-after-52-minutes-apple-ios",
    family: "ho-non-pingwarden-monitor",
    tags: ["fwd:apple-ios", "lang:en", "category:machine", "machine:monitoring", "trap:sizes"],
    label: notRecruiting("other"),
    message: forward({ style: "apple-ios", coach: KASSAB, date: "2026-10-30 20:31:00 -05:00", note: "Thank you Ilse!!", original: pingUp }),
  },
  {
    name: "ho-non-google-calendar-eval-block-pools-direct",
    family: "ho-non-halden-staff-calendar",
    tags: ["not-a-forward", "auto-forward-rule", "lang:en", "category:calendar", "category:staff", "attachment:ics", "trap:club-name-with-age", "trap:dates-like-years"],
    label: notRecruiting("other"),
    message: {
      client: "gmail",
      from: "Maren Lacasse <mlacasse@halden.edu>",
      to: "labernathy@halden.edu",
      replyTo: "Maren Lacasse <mlacasse@halden.edu>",
      subject: "Invitation: Eval block: Crown Jewel Qualifier pool play, courts 12-14 @ Sat Jan 16, 2027 8am - 12pm (CST) (labernathy@halden.edu)",
      date: "2026-12-28 11:04:31 -08:00",
      headers: autoForwarded(ABERNATHY),
      text: googleInviteText,
      html: htmlDocument(
        `<div style="font-family:Roboto,Arial,sans-serif"><p>You have been invited by Maren Lacasse to attend an event named <b>Eval block: Crown Jewel Qualifier pool play, courts 12-14</b> on Saturday Jan 16, 2027 from 8am to 12pm (Central Time - Chicago).</p><p>Riverside Expo Center, Hall B, courts 12-14</p><p>Pool 3 (court 14): Sandhill Stampede 17 Navy / Lakeshore Crush 17 Premier / Harborview 17 Elite<br>Pool 4 (court 13): Red Mesa 17 Gold / Northgate Juniors 17 Black / Tidewater Elite 17 Royal<br>Court 12 work team at 8:00 (Sandhill 17 Navy)<br>Bring the 2028 board printout. Lunch at 12:15 in the coaches lounge.</p><p><a href="https://calendar.google.com/calendar/event?action=RESPOND&amp;eid=NXFrMHY4&amp;rst=1">Yes</a> &middot; <a href="https://calendar.google.com/calendar/event?action=RESPOND&amp;eid=NXFrMHY4&amp;rst=2">No</a> &middot; <a href="https://calendar.google.com/calendar/event?action=RESPOND&amp;eid=NXFrMHY4&amp;rst=3">Maybe</a></p><p style="font-size:11px;color:#777">Invitation from Google Calendar</p></div>`,
        "gmail",
      ),
      attachments: [calendarAttachment(filmSessionEvent), calendarAttachment(filmSessionEvent, true)],
    },
  },
  {
    name: "ho-non-outlook-meeting-canceled-compliance-direct",
    family: "ho-non-saltmarsh-compliance",
    tags: ["not-a-forward", "auto-forward-rule", "lang:en", "category:calendar", "category:compliance", "attachment:ics"],
    label: notRecruiting("other"),
    message: {
      client: "outlook",
      from: '"SSU Athletics Compliance" <compliance@saltmarshstate.edu>',
      to: "twierzbicki@saltmarshstate.edu",
      subject: "Canceled: Rules education - official visits and the 2027 calendar",
      date: "2026-12-01 09:12:00 -05:00",
      headers: [["X-MS-Exchange-Calendar-Series-Instance-Id", "BAAAAJ0a2Q=="], ...autoForwarded(WIERZBICKI)],
      text: "This session is canceled because of the conference compliance webinar the same afternoon. We will send a new time for December.\n\nSSU Athletics Compliance\n757-555-0144\n",
      html: htmlDocument(
        `<div>This session is canceled because of the conference compliance webinar the same afternoon. We will send a new time for December.</div><div><br></div><div>SSU Athletics Compliance<br>757-555-0144</div>`,
        "outlook",
      ),
      attachments: [calendarAttachment(complianceCancelEvent)],
    },
  },
  {
    name: "ho-non-bounce-exchange-ndr-camp-flyer-direct",
    family: "ho-non-exchange-ndr",
    tags: ["not-a-forward", "auto-forward-rule", "lang:en", "category:bounce", "multipart-report", "attachment:rfc822", "trap:coach-signature"],
    label: notRecruiting("other"),
    message: {
      client: "outlook",
      from: "Microsoft Outlook <MicrosoftExchange329e71ec88ae4615bbc36ab6ce41109e@halden.edu>",
      to: "labernathy@halden.edu",
      subject: "Undeliverable: Halden Volleyball Summer Camps 2027 - registration open for grades 6-12",
      date: "2026-11-04 08:20:12 -08:00",
      headers: [["Auto-Submitted", "auto-replied"], ...autoForwarded(ABERNATHY)],
      rootType: "multipart/report; report-type=delivery-status",
      text: exchangeNdrText,
      attachments: [
        {
          kind: "file",
          contentType: "message/delivery-status",
          content: deliveryStatus({
            reportingMta: "dns;BY5PR13MB4412.namprd13.prod.outlook.com",
            recipient: "cmarchetti@riverton-usd.k12.example",
            status: "5.1.10",
            diagnostic: "550 5.1.10 RESOLVER.ADR.RecipientNotFound; Recipient not found by SMTP address lookup",
          }),
          encoding: "7bit",
        },
        { kind: "message", filename: "Halden Volleyball Summer Camps 2027.eml", message: original(campFlyer, "outlook") },
      ],
    },
  },
  {
    name: "ho-non-bounce-postfix-mailbox-full-coach-note",
    family: "ho-non-postfix-bounce-saltmarsh",
    tags: ["not-a-forward", "auto-forward-rule", "lang:en", "category:bounce", "multipart-report", "attachment:rfc822", "trap:prospect-first-name-only", "trap:coach-signature"],
    label: notRecruiting("other"),
    message: {
      client: "webmail",
      from: "MAILER-DAEMON@mx2.saltmarshstate.edu (Mail Delivery System)",
      to: "twierzbicki@saltmarshstate.edu",
      subject: "Undelivered Mail Returned to Sender",
      date: "2026-12-14 10:31:09 -05:00",
      headers: [["Auto-Submitted", "auto-replied"], ...autoForwarded(WIERZBICKI)],
      rootType: "multipart/report; report-type=delivery-status",
      text: postfixBounceText,
      attachments: [
        {
          kind: "file",
          contentType: "message/delivery-status",
          content: deliveryStatus({
            reportingMta: "mx2.saltmarshstate.edu",
            recipient: "hattie.greenhalgh.vb@rainmail.example",
            status: "5.2.2",
            remoteMta: "mx1.rainmail.example",
            diagnostic: "552 5.2.2 Mailbox full: quota exceeded (52 MB)",
          }),
          encoding: "7bit",
        },
        { kind: "message", filename: "Thanks for coming to the Saltmarsh winter clinic.eml", message: original(coachClinicFollowUp, "thunderbird") },
      ],
    },
  },
  {
    name: "ho-non-ooo-club-director-crown-jewel-gmail",
    family: "ho-non-cascade-crest-director",
    tags: ["fwd:gmail", "lang:en", "category:auto-reply", "trap:club-name-with-age", "trap:club-coach-contact"],
    label: notRecruiting("club_coach"),
    message: forward({ style: "gmail", coach: ABERNATHY, date: "2027-01-14 16:00:00 -08:00", signature: false, note: "ugh. will find him Saturday", original: clubDirectorOoo }),
  },
  {
    name: "ho-non-ooo-hs-coach-state-tournament-outlook-new",
    family: "ho-non-platte-bluffs-fenwick",
    tags: ["fwd:outlook-new", "lang:en", "category:auto-reply", "trap:hs-coach-contact"],
    label: notRecruiting("high_school_coach"),
    message: forward({ style: "outlook-new", coach: KASSAB, date: "2026-11-05 08:00:00 -06:00", original: hsCoachOoo }),
  },
  {
    name: "ho-non-ooo-quebec-club-french-gmail-fr",
    family: "ho-non-volley-mistral-ooo",
    tags: ["fwd:gmail-fr", "lang:fr", "category:auto-reply", "trap:club-name-with-age", "state:canada"],
    label: notRecruiting("club_coach"),
    message: forward({ style: "gmail-fr", coach: KASSAB, date: "2027-02-19 10:30:00 -06:00", signature: false, original: quebecOoo }),
  },
  {
    name: "ho-non-read-receipt-outlook-signing-day",
    family: "ho-non-halden-read-receipts",
    tags: ["not-a-forward", "auto-forward-rule", "lang:en", "category:read-receipt", "multipart-report"],
    label: notRecruiting("other"),
    message: {
      client: "outlook",
      from: '"Caldera, Vince" <vcaldera@halden.edu>',
      to: "labernathy@halden.edu",
      subject: "Read: 2027 signing day - photo and press release timeline",
      date: "2026-11-09 15:02:51 -08:00",
      headers: autoForwarded(ABERNATHY),
      rootType: "multipart/report; report-type=disposition-notification",
      text: readReceiptText,
      attachments: [
        {
          kind: "file",
          contentType: "message/disposition-notification",
          content: readReceipt({
            reportingUa: "BY5PR13MB4412.namprd13.prod.outlook.com; Microsoft Exchange Server",
            recipient: "vcaldera@halden.edu",
            originalMessageId: "<BY5PR13MB44120A7C3E11D2F98B6E4D1FA2@BY5PR13MB4412.namprd13.prod.outlook.com>",
          }),
          encoding: "7bit",
        },
      ],
    },
  },
  {
    name: "ho-non-return-receipt-thunderbird-other-college",
    family: "ho-non-marrow-bay-patel",
    tags: ["not-a-forward", "auto-forward-rule", "lang:en", "category:read-receipt", "multipart-report"],
    label: notRecruiting("other"),
    message: {
      client: "thunderbird",
      from: "Coach Anjali Patel <coachpatel@marrowbay.edu>",
      to: "rkassab@kettleriver.edu",
      subject: "Return Receipt (displayed) - Scrimmage Sept 12 - two courts?",
      date: "2026-08-20 21:40:00 -05:00",
      headers: autoForwarded(KASSAB),
      rootType: "multipart/report; report-type=disposition-notification",
      text: thunderbirdReceipt,
      attachments: [
        {
          kind: "file",
          contentType: "message/disposition-notification",
          content: readReceipt({ reportingUa: "marrowbay.edu; Thunderbird 128.3.0", recipient: "coachpatel@marrowbay.edu", originalMessageId: "<2f71c0aa-5d1e-4c3b-9e52-77ab10c4d9e8@kettleriver.edu>" }),
          encoding: "7bit",
        },
      ],
    },
  },
  {
    name: "ho-non-team-store-jerseys-shipped-html-apple-mac",
    family: "ho-non-courtline-team-store",
    tags: ["fwd:apple-mac", "lang:en", "category:receipt", "html-only", "html-table", "trap:current-player"],
    label: notRecruiting("other"),
    message: forward({
      style: "apple-mac",
      coach: ABERNATHY,
      date: "2026-11-18 17:20:00 -08:00",
      parts: "html",
      note: "Cass - replacements for Skoglund, Mbeki-Hart and Ruehl are on the way",
      original: { from: "Courtline Team Store <orders@courtline.example>", to: "labernathy@halden.edu", date: "2026-11-18 14:02:00 -08:00", subject: "Your Courtline order #CL-204418 has shipped", text: "", html: teamStoreHtml },
    }),
  },
  {
    name: "ho-non-airline-group-eticket-outlook-mac",
    family: "ho-non-meridian-air-groups",
    tags: ["fwd:outlook-mac", "lang:en", "category:receipt", "category:staff", "trap:many-athletes-named", "trap:current-player", "trap:dates-like-years"],
    label: notRecruiting("other"),
    message: forward({ style: "outlook-mac", coach: OKAFOR_BELL, date: "2027-01-22 15:00:00 -05:00", note: "Flights for Orlando are ticketed. Jo Ann has the manifest.", original: groupTicket }),
  },
  {
    name: "ho-non-hotel-folio-invoice-yahoo",
    family: "ho-non-riverside-grand-folio",
    tags: ["fwd:yahoo", "lang:en", "category:invoice"],
    label: notRecruiting("other"),
    message: forward({ style: "yahoo", coach: ABERNATHY, date: "2027-01-19 09:00:00 -08:00", note: "for the P-card reconciliation", original: hotelFolio }),
  },
  {
    name: "ho-non-film-vendor-renewal-invoice-html-outlook-new",
    family: "ho-non-replaystack-billing",
    tags: ["fwd:outlook-new", "lang:en", "category:invoice", "category:vendor", "html-only", "attachment:file"],
    label: notRecruiting("other"),
    message: forward({
      style: "outlook-new",
      coach: KASSAB,
      date: "2027-01-04 09:30:00 -06:00",
      parts: "html",
      original: { from: "ReplayStack Billing <billing@replaystack.example>", to: "rkassab@kettleriver.edu", date: "2027-01-02 08:00:00 -06:00", subject: "Receipt for invoice RS-2027-004812", text: "", html: filmVendorInvoiceHtml },
      attachments: [{ kind: "file", filename: "RS-2027-004812.txt", contentType: "text/plain", content: "ReplayStack Inc. Invoice RS-2027-004812\nKettle River College - Women's Volleyball\nTeam Film Exchange Plus (annual) $3,480.00 PAID\n" }],
    }),
  },
];

// ---------------------------------------------------------------------------------------------------------------
// Spam, phishing and vendors

const stockTip = `MARKET WATCHLIST - PRE-MARKET ALERT

Offers Alternative Exposure To The $52 Billion Grid-Battery Boom

Ticker: VLTX (OTC)    Last: $0.0412    Target: $0.38

Why we are alerting our members TODAY:
- Signed letter of intent with a "Fortune 500 utility" (name withheld)
- 2027 revenue guidance raised to $11.4 million
- CEO Harlan D. Quill, a 30-year industry veteran, bought 2,800,000 shares last week

Our last three alerts ran +212%, +148% and +97% in 5 days. Don't miss this one.

Get the full report: http://vltx-watchlist.example/r?id=88213

This is a paid advertisement. MarketWatchlist.example received $52,000 from a third party for this profile. Always do your own research. To stop receiving alerts reply STOP.`;

const stockTipHtml = `<div style="font-family:Arial;max-width:560px;border:3px solid #0a7d2c;padding:14px">
<p style="font-size:20px;color:#0a7d2c;font-weight:bold">CQRN Offers Alternative Way To Play The 2027 Lithium Shortage</p>
<p>Only <b>$0.09</b> a share. Analysts see <b>$1.15</b> by spring.</p>
<ul><li>52 MB of drill data released this week (Nevada claims, 6,400 acres)</li><li>Chairman Dr. Ellison Marsh joins from a top-10 miner</li><li>Volume up 1,400% on Friday</li></ul>
<p><a href="http://cqrn-alert.example/go">READ THE FULL ALERT NOW</a></p>
<p style="font-size:9px;color:#666">Paid promotion. Compensation: $88,000 by an unaffiliated shareholder. Not investment advice. <a href="http://cqrn-alert.example/optout">Opt out</a></p>
</div>`;

const cryptoSpam: Original = {
  from: "Coinvault Support <no-reply@coinvault-secure.example>",
  to: "rkassab@kettleriver.edu",
  date: "2026-12-06 04:18:00 +00:00",
  subject: "Pending withdrawal: 4,980.00 USDT to wallet 0x7a3f...c91e",
  text: `Dear user,

A withdrawal of 4,980.00 USDT from your Coinvault account was requested on 06-12-2026 04:11 UTC from a new device (Windows 10, Lagos).

If this was NOT you, cancel the withdrawal within 24 hours and confirm your identity:
https://coinvault-secure.example/cancel?ticket=CV-55214

Your referral bonus of 0.052 BTC will also be released after verification.

Coinvault Security Team`,
};

const fakeDocusignHtml = `<div style="font-family:Helvetica,Arial;background:#f4f4f4;padding:20px"><div style="max-width:520px;margin:auto;background:#fff;padding:24px">
<p style="background:#1e4ca1;color:#fff;padding:16px;font-size:16px">Athletics Compliance sent you a document to review and sign.</p>
<p><b>NLI_Scholarship_Agreement_2027-28_FINAL.pdf</b></p>
<p style="text-align:center"><a href="http://docs-signing-portal.example/envelope/71c2" style="background:#f5c518;padding:12px 28px;color:#000;text-decoration:none">REVIEW DOCUMENT</a></p>
<p>Please complete by 5:00 PM today. 3 pages, 2 signatures required.</p>
<p style="font-size:11px;color:#888">Do not share this email. This message was sent to you by Athletics Compliance who is using an electronic signature service.</p>
</div></div>`;

const fakeAdFavour: Original = {
  from: "Celeste Marwood <celeste.marwood.ad@inbox-mail.example>",
  to: "rokaforbell@wrenfield.edu",
  date: "2027-02-11 09:52:00 -05:00",
  subject: "Quick favour",
  text: `Hi Rosalind,

Are you on campus? I need a quick favour and I am tied up in a budget meeting with the President until 2pm, can't take calls.

We have three recruits and their families visiting this weekend and I want to surprise them with gift cards from the department. Can you pick up 5 Visa gift cards at $250 each at the bookstore or CVS and send me photos of the back of the cards? I will sort the reimbursement with business office tomorrow.

Let me know asap.

Celeste Marwood
Director of Athletics
Sent from my iPad`,
};

const seoFirst: Original = {
  from: "Ravi from Brightpath SEO <ravi@brightpath-rank.example>",
  to: "rkassab@kettleriver.edu",
  date: "2026-10-14 02:12:00 +05:30",
  subject: "kettleriverotters volleyball page - 14 issues found",
  text: `Hello Rania,

I ran a free audit of the Kettle River Otters volleyball pages and found 14 issues holding back your Google ranking:

1. Roster page loads in 6.8 s (52 MB of uncompressed player photos)
2. No meta description on /sports/wvb/roster/2026
3. Player bio pages (e.g. "Imani Castellanos-Roe, 6'1\\" MB, Fr.") have duplicate title tags
4. Camp page not ranking for "volleyball camps Wisconsin 2027"

We help 300+ college programs get more camp registrations from Google. Packages from $149/month, no contract.

Can I send the full PDF report?

Regards,
Ravi Menon
Growth Consultant, Brightpath SEO`,
};

const seoFollowUp: Original = {
  from: "Ravi from Brightpath SEO <ravi@brightpath-rank.example>",
  to: "rkassab@kettleriver.edu",
  date: "2026-10-21 02:40:00 +05:30",
  subject: "Re: kettleriverotters volleyball page - 14 issues found",
  text: `Hi Rania,

Just bumping this to the top of your inbox. Summer camp registration opens soon and most parents search in January - now is the time to fix the roster and camp pages.

Reply "YES" and I will send the report today.

Ravi

On Wed, Oct 14, 2026, Ravi from Brightpath SEO wrote:
> I ran a free audit of the Kettle River Otters volleyball pages and found 14 issues holding back your Google ranking.
> Packages from $149/month, no contract.`,
};

const rallyDemo: Original = {
  from: "Kendra Oyelowo <kendra@rallyiq.example>",
  to: "twierzbicki@saltmarshstate.edu",
  date: "2026-11-03 10:15:00 -05:00",
  subject: "15 minutes? How Lakeshore Tech cut stat entry time in half",
  text: `Hi Tomasz,

I'm with RallyIQ - live stats, serve-receive heat maps and recruit evaluation on one iPad.

Programs like Lakeshore Tech and Marrow Bay use RallyIQ at club qualifiers to tag every rep of a recruit and share clips with the staff in real time. Our new "Recruit Board" view sorts 2028 and 2029 prospects by position, height and verified approach touch.

Here's a 3-minute demo: https://www.youtube.com/watch?v=Rq7iQdemo03
And a sample board export: https://rallyiq.example/samples/recruit-board-2028.pdf

Would Thursday at 2:00 or 3:30 ET work for a 15-minute call?

Kendra Oyelowo
Account Executive, RallyIQ
(617) 555-0174`,
};

const rallyFollowUp: Original = {
  from: "Kendra Oyelowo <kendra@rallyiq.example>",
  to: "twierzbicki@saltmarshstate.edu",
  date: "2026-11-10 10:02:00 -05:00",
  subject: "Re: 15 minutes? How Lakeshore Tech cut stat entry time in half",
  text: `Hi Tomasz,

Following up in case this got buried during the season. We're offering programs that sign before December 15 a free season of RallyIQ Recruit for the 2027 club season (qualifiers start in January).

Grab any time here: https://meet.rallyiq.example/kendra/15min
Or watch the Recruit Board walkthrough: https://vimeo.com/rallyiq/recruitboard

Kendra`,
};

const crmPitchHtml = `<div style="font-family:'Segoe UI',Arial,sans-serif;max-width:600px;font-size:14px">
<h2 style="color:#4b2aad">Your 2028 board, without the spreadsheet</h2>
<p>Hi Coach Okafor-Bell,</p>
<p>DugoutDesk CRM turns the recruiting emails you already get into a board your whole staff can work from. Here is what a board looks like (sample data):</p>
<table cellpadding="5" style="border-collapse:collapse;font-size:12px;border:1px solid #ccc">
<tr style="background:#ece8fb"><th>Prospect</th><th>Class</th><th>Pos</th><th>Travel team</th><th>Status</th></tr>
<tr><td>Sample Athlete A</td><td>2028</td><td>RHP</td><td>Demo Fastpitch 16U Gold</td><td>Watch list</td></tr>
<tr><td>Sample Athlete B</td><td>2028</td><td>C</td><td>Demo Fastpitch 16U Gold</td><td>Called 11/2</td></tr>
<tr><td>Sample Athlete C</td><td>2029</td><td>SS</td><td>Example Elite 15U</td><td>Camp invite sent</td></tr>
</table>
<p>Programs using DugoutDesk log 40% more contacts per week. <a href="https://dugoutdesk.example/demo">Book a demo</a> or watch the tour: <a href="https://www.youtube.com/watch?v=DdTour2027x">https://www.youtube.com/watch?v=DdTour2027x</a></p>
<p>Lena Ostby &middot; DugoutDesk &middot; 512-555-0158</p>
<p style="font-size:11px;color:#999"><a href="https://dugoutdesk.example/unsubscribe">Unsubscribe</a></p>
</div>`;

const SPAM_AND_VENDORS: CorpusEntry[] = [
  {
    name: "ho-non-spam-stock-tip-offers-alternative-direct",
    family: "ho-non-spam-pump-and-dump",
    tags: ["not-a-forward", "lang:en", "category:spam", "charset:windows-1252", "quoted-printable", "trap:sizes"],
    label: notRecruiting("other"),
    message: {
      client: "webmail",
      from: "Market Watchlist <alerts@marketwatchlist.example>",
      to: YAMAUCHI.scout,
      subject: "VLTX Offers Alternative Exposure To The $52 Billion Grid-Battery Boom",
      date: "2026-11-16 05:02:00 -05:00",
      text: stockTip,
      charset: "windows-1252",
    },
  },
  {
    name: "ho-non-spam-stock-tip-html-base64-direct",
    family: "ho-non-spam-pump-and-dump",
    tags: ["not-a-forward", "lang:en", "category:spam", "html-only", "base64", "trap:sizes"],
    label: notRecruiting("other"),
    message: {
      client: "bulk",
      from: "OTC Morning Alert <desk@cqrn-alert.example>",
      to: FONSECA.scout,
      subject: "CQRN Offers Alternative Way To Play The 2027 Lithium Shortage",
      date: "2026-12-01 06:45:00 -05:00",
      html: htmlDocument(stockTipHtml, "plain"),
      encoding: "base64",
    },
  },
  {
    name: "ho-non-spam-crypto-withdrawal-outlook-live",
    family: "ho-non-spam-coinvault-phish",
    tags: ["fwd:outlook-live", "lang:en", "category:spam"],
    label: notRecruiting("other"),
    message: forward({ style: "outlook-live", coach: KASSAB, date: "2026-12-06 07:40:00 -06:00", note: "I don't even have one of these. Phishing? Sending to IT.", original: cryptoSpam }),
  },
  {
    name: "ho-non-spam-fake-esign-nli-html-direct",
    family: "ho-non-spam-esign-phish",
    tags: ["not-a-forward", "lang:en", "category:spam", "html-only"],
    label: notRecruiting("other"),
    message: {
      client: "webmail",
      from: "Athletics Compliance via eSign <dse_na3@docs-signing-portal.example>",
      to: OKAFOR_BELL.scout,
      subject: "Please sign: NLI_Scholarship_Agreement_2027-28_FINAL.pdf",
      date: "2026-11-10 11:58:00 -05:00",
      html: htmlDocument(fakeDocusignHtml, "plain"),
    },
  },
  {
    name: "ho-non-spam-fake-ad-quick-favour-iphone",
    family: "ho-non-spam-fake-ad-favour",
    tags: ["fwd:apple-ios", "lang:en", "category:spam"],
    label: notRecruiting("other"),
    message: forward({ style: "apple-ios", coach: OKAFOR_BELL, date: "2027-02-11 10:05:00 -05:00", note: "Celeste doesn't use this address right? Reporting", original: fakeAdFavour }),
  },
  {
    name: "ho-non-seo-vendor-audit-gmail",
    family: "ho-non-seo-brightpath",
    tags: ["fwd:gmail", "lang:en", "category:spam", "category:vendor", "trap:heights", "trap:current-player"],
    label: notRecruiting("other"),
    message: forward({ style: "gmail", coach: KASSAB, date: "2026-10-14 08:00:00 -05:00", signature: false, original: seoFirst }),
  },
  {
    name: "ho-non-seo-vendor-follow-up-direct",
    family: "ho-non-seo-brightpath",
    tags: ["not-a-forward", "auto-forward-rule", "lang:en", "category:spam", "category:vendor"],
    label: notRecruiting("other"),
    message: original(seoFollowUp, "webmail", { headers: autoForwarded(KASSAB) }),
  },
  {
    name: "ho-non-vendor-stats-demo-youtube-outlook-2013",
    family: "ho-non-vendor-rallyiq",
    tags: ["fwd:outlook-2013", "lang:en", "category:vendor", "trap:video-links-not-athlete", "charset:windows-1252", "quoted-printable"],
    label: notRecruiting("other"),
    message: forward({ style: "outlook-2013", coach: WIERZBICKI, date: "2026-11-03 12:00:00 -05:00", charset: "windows-1252", note: "Worth a look for qualifiers? Our current stat app crashes every tournament.", original: rallyDemo }),
  },
  {
    name: "ho-non-vendor-stats-follow-up-vimeo-direct",
    family: "ho-non-vendor-rallyiq",
    tags: ["not-a-forward", "auto-forward-rule", "lang:en", "category:vendor", "trap:video-links-not-athlete"],
    label: notRecruiting("other"),
    message: original(rallyFollowUp, "gmail", { headers: autoForwarded(WIERZBICKI) }),
  },
  {
    name: "ho-non-vendor-crm-sample-board-html-bulk",
    family: "ho-non-vendor-dugoutdesk",
    tags: ["not-a-forward", "lang:en", "category:vendor", "html-only", "html-table", "bulk", "trap:video-links-not-athlete", "trap:club-name-with-age"],
    label: notRecruiting("other"),
    message: {
      client: "bulk",
      from: "Lena at DugoutDesk <lena@dugoutdesk.example>",
      to: OKAFOR_BELL.scout,
      subject: "Your 2028 board, without the spreadsheet",
      date: "2026-11-12 10:00:00 -06:00",
      headers: listHeaders("dugoutdesk.example", "wren-5521"),
      html: htmlDocument(crmPitchHtml, "plain"),
    },
  },
];

// ---------------------------------------------------------------------------------------------------------------
// Newsletters, rankings, digests, camps, showcases, tournament logistics

const tidewaterNovHtml = `<table width="640" align="center" cellpadding="0" cellspacing="0" style="font-family:Verdana,Geneva,sans-serif;font-size:13px"><tr><td>
<div style="background:#0b3954;color:#fff;padding:18px"><span style="font-size:24px">THE TIDE LINE</span><br>Tidewater Elite Volleyball &middot; November 2026</div>
<h3 style="color:#0b3954">Signed, Sealed, Committed</h3>
<table cellpadding="4" style="border-collapse:collapse;font-size:12px">
<tr style="background:#e6f0f5"><th align="left">Athlete</th><th>Class</th><th>Pos</th><th>Ht</th><th align="left">Committed to</th></tr>
<tr><td>Ondine Marchbanks</td><td>2027</td><td>OH</td><td>6'0"</td><td>Larchmont Tech</td></tr>
<tr><td>Zuri Adeyemi-Walsh</td><td>2027</td><td>MB</td><td>6'2"</td><td>Saltmarsh State University</td></tr>
<tr><td>Callie Brannigan</td><td>2027</td><td>L/DS</td><td>5'4"</td><td>Harbor Pointe College</td></tr>
<tr><td>Esperanza Villafane</td><td>2028</td><td>S</td><td>5'10"</td><td>verbal - Marrow Bay University</td></tr>
</table>
<p>That brings our 2027 class to 11 of 12 committed. Only one 2027 remains open &mdash; ask Coach Ferris.</p>
<h3 style="color:#0b3954">Tryouts by the numbers</h3>
<p>386 athletes tried out for 24 teams. Our 17 Royal, 17 Teal and 16 Royal will play the full qualifier schedule (Crown Jewel in January, Atlantic Bid in March).</p>
<h3 style="color:#0b3954">Save the dates</h3>
<p>Dec 12 &mdash; Holiday Scrimmage Night (all 15s-18s)<br>Jan 10, 2027 &mdash; Recruiting 101 for 2029 and 2030 families, 6:30 pm</p>
<p style="font-size:11px;color:#666">Tidewater Elite Volleyball &middot; 5200 Harbor View Blvd, Suffolk, VA &middot; <a href="https://tidewaterelitevb.example/unsubscribe">Unsubscribe</a></p>
</td></tr></table>`;

const tidewaterDec: Original = {
  from: "Tidewater Elite Volleyball <news@tidewaterelitevb.example>",
  to: "twierzbicki@saltmarshstate.edu",
  date: "2026-12-15 18:00:00 -05:00",
  subject: "The Tide Line - December: early signing recap + holiday hours",
  text: `THE TIDE LINE - December 2026

EARLY SIGNING RECAP
Eleven Tidewater 2027s signed National Letters of Intent in November:
  Ondine Marchbanks (OH, 6'0") - Larchmont Tech
  Zuri Adeyemi-Walsh (MB, 6'2") - Saltmarsh State University
  Callie Brannigan (L/DS, 5'4") - Harbor Pointe College
  Rhiannon Esparza-Lutz (S, 5'9") - Coastal Dunes College
  ...and seven more on our website: https://tidewaterelitevb.example/signed

Photo gallery from the signing night (52 photos): https://tidewaterelitevb.example/gallery/signing-2026

HOLIDAY HOURS
The Suffolk facility is closed December 23 - January 1. 17 Royal practices resume January 2 ahead of the Crown Jewel Qualifier.

Happy holidays from the Tidewater staff!

Tidewater Elite Volleyball - 5200 Harbor View Blvd, Suffolk, VA
757-555-0190 | Unsubscribe: https://tidewaterelitevb.example/unsubscribe`,
};

const rankings: Original = {
  from: "Prep Net Report <rankings@prepnetreport.example>",
  to: "labernathy@halden.edu",
  date: "2026-11-30 06:00:00 -06:00",
  subject: "Prep Net Report: Class of 2029 Top 60 - setters and liberos update",
  text: `PREP NET REPORT - CLASS OF 2029 TOP 60 (updated November 30, 2026)

Movers this month
  #4  (+9)  Saoirse Delacroix-Abbey, S, 5'11", Texas Gulf Cyclones 16 Black (TX)
  #12 (+15) Marisol Ybarra-Keane, L, 5'6", Sandhill Stampede 16 Navy (NC)
  #19 (new) Tovah Engstrom, S, 6'0", Northgate Juniors 16 Black (MN)
  #27 (-6)  Kamryn Oyediran, OH, 6'1", Red Mesa 16 Gold (AZ)

Full Top 60 with video and contact information is available to Recruit Pro subscribers:
https://prepnetreport.example/rankings/2029

Next update: January 4, 2027, after the winter showcases.

Prep Net Report | 1100 Commerce St, Dallas, TX | Manage emails: https://prepnetreport.example/prefs`,
};

const allTournament: Original = {
  from: "Crown Jewel Qualifier <info@crownjewelqualifier.example>",
  to: "Attending College Coaches <coaches@crownjewelqualifier.example>",
  date: "2027-01-18 20:30:00 -06:00",
  subject: "Crown Jewel Qualifier 2027 - 17 Open results and All-Tournament Team",
  text: `CROWN JEWEL QUALIFIER 2027 - 17 OPEN FINAL RESULTS

Champion: Lakeshore Crush 17 Premier (bid earned)
Runner-up: Red Mesa 17 Gold (bid earned)
Bronze: Tidewater Elite 17 Royal, Northgate Juniors 17 Black

ALL-TOURNAMENT TEAM (17 Open)
MVP  Brisa Montalvo-Quist, OH, 6'1", Class of 2028, Lakeshore Crush 17 Premier
     Delphine Acheampong, MB, 6'3", Class of 2028, Red Mesa 17 Gold
     Greta Sandoval-Ibsen, S, 5'10", Class of 2028, Lakeshore Crush 17 Premier
     Wren Kittredge, OPP, 6'0", Class of 2028, Tidewater Elite 17 Royal
     Nadia Farouk, L, 5'5", Class of 2028, Northgate Juniors 17 Black
     Josie Tremblay-Ward, OH, 5'11", Class of 2029, Sandhill Stampede 17 Navy

Thank you to the 214 college coaches who attended. Full results for all age groups: https://crownjewelqualifier.example/results/2027

Crown Jewel Qualifier | Riverside Expo Center | 816-555-0135`,
};

const poolSchedule: Original = {
  from: "Crown Jewel Qualifier <info@crownjewelqualifier.example>",
  to: "Attending College Coaches <coaches@crownjewelqualifier.example>",
  date: "2027-01-13 12:00:00 -06:00",
  subject: "Crown Jewel Qualifier - court 14 schedules, pool play Day 1 (17 Open)",
  text: `CROWN JEWEL QUALIFIER - JANUARY 15-18, 2027 - RIVERSIDE EXPO CENTER
17 OPEN - POOL PLAY DAY 1 (Saturday, January 16)

Hall B
Court 12  Pool 2: Harborview 17 Elite / Texas Gulf Cyclones 17 Black / Cascade Crest 17 Blue
  8:00  Harborview 17 Elite vs Texas Gulf Cyclones 17 Black (W: Cascade Crest 17 Blue)
  9:00  Cascade Crest 17 Blue vs Texas Gulf Cyclones 17 Black (W: Harborview 17 Elite)
  10:00 Harborview 17 Elite vs Cascade Crest 17 Blue (W: Texas Gulf Cyclones 17 Black)
Court 13  Pool 4: Red Mesa 17 Gold / Northgate Juniors 17 Black / Tidewater Elite 17 Royal
Court 14  Pool 3: Sandhill Stampede 17 Navy / Lakeshore Crush 17 Premier / Willamette Wave 17 Gold
  8:00  Sandhill Stampede 17 Navy vs Willamette Wave 17 Gold (W: Lakeshore Crush 17 Premier)
  9:00  Lakeshore Crush 17 Premier vs Willamette Wave 17 Gold (W: Sandhill Stampede 17 Navy)
  10:00 Sandhill Stampede 17 Navy vs Lakeshore Crush 17 Premier (W: Willamette Wave 17 Gold)

Format: 3 sets to 25 (cap 27), 3rd set to 15. Top 2 advance to Gold bracket at 1:00 PM.
College coach packets (rosters with grad year, height and jersey for all 186 teams, 2.4 MB PDF) are on the coach app; passcode CJQ27-COACH.
Parking: Lot D for coaches. Coach lounge: Mezzanine, Hall B.`,
};

const courtChange: Original = {
  from: "Crown Jewel Qualifier <info@crownjewelqualifier.example>",
  to: "Attending College Coaches <coaches@crownjewelqualifier.example>",
  date: "2027-01-16 06:10:00 -06:00",
  subject: "CHANGE: court 14 moved to court 22 (Hall C) - 17 Open Pool 3",
  text: `Good morning coaches,

A ceiling leak over court 14 means 17 Open Pool 3 (Sandhill Stampede 17 Navy, Lakeshore Crush 17 Premier, Willamette Wave 17 Gold) plays on COURT 22 in Hall C today. Start times are unchanged (8:00, 9:00, 10:00).

16 Open Pool 9 moves from court 22 to court 31.

The app is updated. Thank you for your patience.
Crown Jewel Qualifier Operations`,
};

const rosterBookHtml = `<div style="font-family:Calibri,Arial,sans-serif;max-width:700px">
<h2 style="color:#7a1f1f">Red Mesa Volleyball Club &mdash; 2026-27 College Coach Roster Book</h2>
<p>Coaches, below are our 17 Gold and 16 Gold rosters. Athlete emails and club schedules are in the full PDF (link at bottom). Please contact players through the coaches listed.</p>
<h3>17 Gold &mdash; Head coach Ignacio Dorado (480-555-0193)</h3>
<table border="1" cellpadding="3" style="border-collapse:collapse;font-size:12px">
<tr style="background:#f1dede"><th>#</th><th>Name</th><th>Class</th><th>Pos</th><th>Ht</th><th>High School</th><th>GPA</th><th>Status</th></tr>
<tr><td>2</td><td>Delphine Acheampong</td><td>2028</td><td>MB</td><td>6'3"</td><td>Desert Vista Prep</td><td>3.9</td><td>Open</td></tr>
<tr><td>5</td><td>Yaretzi Colunga</td><td>2028</td><td>S</td><td>5'9"</td><td>Chandler Ridge HS</td><td>3.6</td><td>Committed</td></tr>
<tr><td>8</td><td>Hollis Mercer-Duarte</td><td>2028</td><td>OH</td><td>5'11"</td><td>Sonoran Sky HS</td><td>3.4</td><td>Open</td></tr>
<tr><td>11</td><td>Anouk Verbeek</td><td>2028</td><td>L/DS</td><td>5'6"</td><td>Desert Vista Prep</td><td>4.0</td><td>Open</td></tr>
<tr><td>14</td><td>Temperance Oyelaja</td><td>2028</td><td>OPP</td><td>6'0"</td><td>Mesa Arroyo HS</td><td>3.7</td><td>Committed</td></tr>
</table>
<h3>16 Gold &mdash; Head coach Laurel Pinkney (480-555-0116)</h3>
<table border="1" cellpadding="3" style="border-collapse:collapse;font-size:12px">
<tr style="background:#f1dede"><th>#</th><th>Name</th><th>Class</th><th>Pos</th><th>Ht</th><th>High School</th><th>GPA</th><th>Status</th></tr>
<tr><td>1</td><td>Kamryn Oyediran</td><td>2029</td><td>OH</td><td>6'1"</td><td>Sonoran Sky HS</td><td>3.5</td><td>Open</td></tr>
<tr><td>6</td><td>Itzel Barraza</td><td>2029</td><td>S</td><td>5'8"</td><td>Chandler Ridge HS</td><td>3.8</td><td>Open</td></tr>
<tr><td>9</td><td>Marguerite Stoll</td><td>2029</td><td>MB</td><td>6'2"</td><td>Mesa Arroyo HS</td><td>3.3</td><td>Open</td></tr>
</table>
<p><a href="https://redmesavbc.example/college/rosterbook-2027.pdf">Full roster book (PDF, 6.1 MB)</a> &middot; Club director: Bettina Alcaraz, 480-555-0150</p>
</div>`;

const digestVbHtml = `<div style="font-family:Arial,Helvetica,sans-serif;max-width:620px;font-size:14px">
<p style="background:#14213d;color:#fca311;padding:12px;font-size:18px">CourtScout Weekly &middot; 14 new videos from 2028 middles</p>
<p>Hi Coach Abernathy, here are this week's uploads matching your saved search <b>MB &middot; 2028 &middot; 6'1"+ &middot; West</b>.</p>
<table cellpadding="5" style="border-collapse:collapse;font-size:13px">
<tr style="background:#eee"><th align="left">Athlete</th><th>Ht</th><th>Club</th><th>St</th><th>Video</th></tr>
<tr><td>Delphine Acheampong</td><td>6'3"</td><td>Red Mesa 17 Gold</td><td>AZ</td><td><a href="https://courtscout.example/v/55120">Watch</a></td></tr>
<tr><td>Sunniva Halvard</td><td>6'2"</td><td>Willamette Wave 17 Gold</td><td>OR</td><td><a href="https://courtscout.example/v/55131">Watch</a></td></tr>
<tr><td>Kalena Pahinui-Brooks</td><td>6'1"</td><td>Harborview 17 Elite</td><td>WA</td><td><a href="https://courtscout.example/v/55147">Watch</a></td></tr>
<tr><td>Ruby Castellane</td><td>6'4"</td><td>Cascade Crest 17 Blue</td><td>OR</td><td><a href="https://courtscout.example/v/55162">Watch</a></td></tr>
<tr><td colspan="5">+ 10 more in your CourtScout inbox</td></tr>
</table>
<p><a href="https://courtscout.example/coach/inbox">Open CourtScout</a> &middot; Questions: Mateo Grajales, coach support, 888-555-0121</p>
<p style="font-size:11px;color:#888">CourtScout Recruiting &middot; <a href="https://courtscout.example/prefs">Email preferences</a></p>
</div>`;

const digestSbHtml = `<div style="font-family:Arial,Helvetica,sans-serif;max-width:620px;font-size:14px">
<p style="background:#14213d;color:#fca311;padding:12px;font-size:18px">CourtScout Weekly &middot; Catchers and pitchers, Class of 2028</p>
<p>Coach Fonseca, 9 athletes updated their profiles this week:</p>
<ol>
<li>Eden Wojtasik &mdash; LHP, 2027, Piedmont Vipers 18U National (NC) &mdash; 62 mph, new spin data</li>
<li>Makayla Strand-Oduya &mdash; C, 2028, Natural State Hornets 16U Platinum (AR) &mdash; pop 1.86</li>
<li>Graciela Tamez &mdash; RHP, 2028, Tejas Heat 16U - Lozano (TX) &mdash; 3.9 GPA</li>
<li>Harper-Jo Lindquist &mdash; C/3B, 2028, Natural State Hornets 16U Platinum (AR)</li>
</ol>
<p>+5 more. <a href="https://courtscout.example/coach/inbox?sport=sb">See all in CourtScout</a></p>
<p style="font-size:11px;color:#888">CourtScout Recruiting &middot; <a href="https://courtscout.example/prefs">Email preferences</a></p>
</div>`;

const profileViewsNote: Original = {
  from: "CourtScout <notify@courtscout.example>",
  to: "gfonseca@cedarbluff.edu",
  date: "2026-11-23 07:00:00 -06:00",
  subject: "3 athletes viewed Cedar Bluff Softball this week",
  text: `Hi Coach Fonseca,

Your program page was viewed by 3 athletes this week:
  - a 2028 catcher from Arkansas (Natural State Hornets 16U Platinum)
  - a 2029 pitcher from Oklahoma
  - a 2028 shortstop from Missouri, 3.8 GPA

Upgrade to CourtScout Pro to see who they are and message them directly: https://courtscout.example/pro

CourtScout Recruiting`,
};

const setterCampHtml = `<div style="font-family:Georgia,serif;max-width:600px">
<h1 style="color:#2f5d50">Setter Summit 2027</h1>
<p><b>June 21-23, 2027 &middot; Boise, Idaho</b> &middot; For setters in the classes of 2028-2031</p>
<p>Three days, 1:6 coach-to-athlete ratio, video breakdown of every rep. Past campers have gone on to play at 40+ college programs.</p>
<p>College coaches: we are hiring 8 clinicians ($550/day plus travel). Evaluate 96 setters in one gym.</p>
<p><a href="https://settersummit.example/2027">Athlete registration</a> &middot; <a href="https://settersummit.example/2027/staff">Apply to coach</a></p>
<p>Director: Imogen Castairs &middot; 208-555-0181</p>
<p style="font-size:11px">Setter Summit LLC &middot; <a href="https://settersummit.example/unsub">unsubscribe</a></p>
</div>`;

const slapLab: Original = {
  from: "The Slap Lab <hello@slaplab.example>",
  to: "byamauchi@dunmorestate.edu",
  date: "2026-12-03 09:00:00 -07:00",
  subject: "College coaches: Slap Lab Winter Clinic (Jan 23) - free admission + CEUs",
  text: `Coach,

The Slap Lab Winter Clinic is January 23, 2027 at the Treasure Valley Dome. College coaches attend free and earn 6 CEUs.

Sessions
  8:30  The soft slap vs. the power slap - Coach Wynona Tallchief
  10:00 Reading the corners: drills for 12U-18U
  1:00  Live demo with 14 slappers from our 16U and 18U groups (2027-2030)
  3:00  Recruiting slappers in the new calendar - panel

Register: https://slaplab.example/winter-clinic
Questions: 208-555-0137

The Slap Lab`,
};

const showcaseInvite: Original = {
  from: "Gulfstream Juniors <college@gulfstreamjuniors.example>",
  to: "labernathy@halden.edu",
  date: "2027-01-28 14:00:00 -06:00",
  subject: "Invitation: Gulfstream College ID Showcase, Feb 20, 2027 (42 athletes, 11 uncommitted 2027s)",
  text: `Dear College Coach,

You are invited to the Gulfstream Juniors College ID Showcase on Saturday, February 20, 2027 at the Bayou Fieldhouse in Pearland, Texas.

- 42 athletes from our 16s, 17s and 18s teams, classes of 2027-2029
- 11 uncommitted 2027s (3 setters, 4 pins, 2 middles, 2 liberos)
- Stations 9:00-11:00, controlled scrimmage 11:15-1:00
- Athlete packet (heights, approach/block touches, GPA, video links) sent to registered coaches Feb 17

Register (free for college coaches): https://gulfstreamjuniors.example/showcase

We would love to see Halden there.

Ximena Ruelas
Recruiting Coordinator, Gulfstream Juniors
281-555-0106`,
};

const softballPacket: Original = {
  from: "Desert Bloom Invitational <tournaments@desertbloomfastpitch.example>",
  to: "byamauchi@dunmorestate.edu",
  date: "2027-02-24 10:00:00 -07:00",
  subject: "Desert Bloom Invitational 2027: college coach packet, fields and bracket",
  text: `DESERT BLOOM INVITATIONAL - MARCH 5-7, 2027 - MESA, AZ

College coach check-in: Field 1 tent, Friday 7:30 AM. Coach packets ($30) include 96 team rosters (grad year, position, GPA, contacts).

18U GOLD - Friday pool play
Field 3  8:00   Tejas Heat 18U - Lozano vs Sonoran Storm 18U Premier
Field 3  10:00  Snake River Storm 18U vs Desert Vipers 2027 Gold
Field 4  8:00   Inland Empire Quakes 18U - Ibarra vs Mesa Monsoon 18U National
Field 4  10:00  Natural State Hornets 18U Platinum vs Phoenix Flames 2027 Black

16U GOLD - Friday pool play
Field 7  9:15   Tejas Heat 16U - Lozano vs Natural State Hornets 16U Platinum
Field 8  9:15   Desert Vipers 2029 Gold vs Sonoran Storm 16U Premier

Bracket play Saturday from 8:00 AM (time limit 1:45, drop dead 2:00).
Weather line: 480-555-0172. Updates in the BloomBall app.`,
};

// ---------------------------------------------------------------------------------------------------------------
// Conference, compliance, the programme's own letters, staff mail, parent questions

const conferenceHonors: Original = {
  from: "Great Rivers Athletic Conference <media@greatriversconf.example>",
  to: "GRAC Volleyball Head Coaches <wvb-heads@lists.greatriversconf.example>",
  date: "2026-11-02 11:00:00 -06:00",
  subject: "GRAC Volleyball Weekly Honors - Week 10",
  text: `GREAT RIVERS ATHLETIC CONFERENCE - VOLLEYBALL WEEKLY HONORS (Week 10, Oct 26 - Nov 1, 2026)

ATTACKER OF THE WEEK
Imani Castellanos-Roe, Kettle River, Fr., MB, 6'1", Waukesha, Wis.
  31 kills on .447 hitting, 9 blocks in 2 wins

SETTER OF THE WEEK
Liesl Dombrowski, Marrow Bay, Jr., S, 5'10", Rochester, Minn.
  11.4 assists per set, 4 aces

DEFENSIVE PLAYER OF THE WEEK
Pilar Etxeberria, Larchmont Tech, So., L, 5'5", Boise, Idaho
  5.9 digs per set

Standings: Marrow Bay 9-1, Kettle River 8-2, Larchmont Tech 7-3, Harbor Pointe 5-5
GRAC Championship: November 20-22, 2026, at the regular-season champion.

Media contact: Ansel Treadgold, 612-555-0128`,
};

const complianceQuiet: Original = {
  from: "SSU Athletics Compliance <compliance@saltmarshstate.edu>",
  to: "SSU Volleyball Staff <wvb-staff@saltmarshstate.edu>",
  date: "2026-11-23 08:30:00 -05:00",
  subject: "Compliance reminder: dead period Nov 30 - Dec 3 and texting with 2028s",
  text: `Volleyball staff,

Two reminders before the championship weekend:

1) DEAD PERIOD. Monday, November 30 through Thursday, December 3, 2026 (12:01 a.m.) is a dead period for Division II volleyball. No in-person recruiting contact or evaluations, on or off campus. Electronic correspondence is permitted.

2) CLASS OF 2028. Prospects in the class of 2028 may receive recruiting materials and electronic correspondence beginning June 15, 2027 (after their sophomore year). Until then, reply only to questions about camps and clinics and log every call in ARMS within 48 hours.

Questions: Odette Laramie, Associate AD for Compliance, 757-555-0144.

SSU Athletics Compliance`,
};

const complianceVisit: Original = {
  from: "Odette Laramie <olaramie@saltmarshstate.edu>",
  to: "Tomasz Wierzbicki <twierzbicki@saltmarshstate.edu>",
  date: "2026-12-08 16:20:00 -05:00",
  subject: "RE: Official visit request - PSA Kenadie Vollrath (2027)",
  text: `Tomasz,

The official visit for Kenadie Vollrath (PSA, class of 2027) on January 29-31, 2027 is approved. She is registered with the Eligibility Center and her final transcript request is on file. Please keep meals within the per diem and send me the host's name by January 22.

Reminder: she has already used one official visit this year (Harbor Pointe), which does not affect ours.

Odette Laramie
Associate AD for Compliance
Saltmarsh State University
757-555-0144

-----Original Message-----
From: Tomasz Wierzbicki
Sent: Tuesday, December 8, 2026 1:02 PM
To: Odette Laramie
Subject: Official visit request - PSA Kenadie Vollrath (2027)

Odette - requesting an official visit Jan 29-31 for Kenadie Vollrath. Parents attending. Thanks, T`,
};

const campTemplate: Original = {
  from: "Leigh Abernathy <labernathy@halden.edu>",
  to: "{{camper_email}}",
  date: "2026-12-13 16:00:00 -08:00",
  subject: "Thank you for coming to the Halden Winter Serve and Pass Clinic, {{first_name}}!",
  text: `Hi {{first_name}},

Thank you for spending your Saturday with us! Our staff loved working with the {{grad_year}} {{position}} group.

A few things coming up:
- Halden Elite Prospect Camp, June 26-27, 2027 (classes of 2028-2031): https://haldenvolleyball.com/camps
- Our 2027 home schedule is posted - come watch a match as our guest.

If you have not filled out our recruiting questionnaire yet, you can do that here: https://haldenvolleyball.com/questionnaire

Go Harriers!

Leigh Abernathy
Head Women's Volleyball Coach
Halden University Athletics
O: (541) 555-0102 | C: 541-555-0149`,
};

const coachToTessa = `Hi Tessa,

It was great to have you and your parents on campus Saturday. I hope the drive back to Eau Claire was easy in that snow.

As promised, here is what we talked about:
- Our 2028 class: we plan to sign 2 pins, 1 middle, 1 setter and 1 libero.
- Summer: our Elite Camp is July 9-10; we would love to see you there.
- Academics: Dr. Helvig in nursing said she would be glad to talk to you and your mom about the direct-admit program.

Keep us posted on your club schedule this spring. We will be at the Badger Bid in March.

Coach Kassab

Rania Kassab
Head Volleyball Coach
Kettle River College - Go Otters
715-555-0186`;

const practicePlan: Original = {
  from: "Cassidy Keough <ckeough@halden.edu>",
  to: "Leigh Abernathy <labernathy@halden.edu>, Maren Lacasse <mlacasse@halden.edu>",
  date: "2026-11-10 21:40:00 -08:00",
  subject: "Wed practice plan (Nov 11) - serve receive + transition",
  text: `Wed Nov 11 - 2:30-4:45, Main gym (weights 1:30 for group B)

2:30  Dynamic warm-up / band work (Solano leads)
2:45  Partner ball control, 3 min each: pass, set, down ball
2:55  Serve receive 3-person, 9 serves each. Ferreira-Kahn, Kapoor-Lowe, Mbeki-Hart passing; goal 2.2 avg
3:15  Middles with Maren: quick attack off a tight set vs 2 blockers (Ruehl and Solano blocking, both 6'1")
3:35  6 v 6 wash drill, "bingo-bango-bongo", rally scoring to 25
4:15  Serving game: 30 serves, 85% in, aim zone 1 and 5 vs Marrow Bay's passers
4:35  Cool down, stats review

Injuries: Skoglund (ankle) - no jumping, serve only. Mbeki-Hart cleared.
Video: opponent cut from Monday is in the shared drive (Marrow Bay 2026 scout - 52 MB).

Cass`,
};

const travelMemo: Original = {
  from: "Jo Ann Merriweather <jmerriweather@wrenfield.edu>",
  to: "Wrenfield Softball Staff <softball-staff@wrenfield.edu>",
  date: "2027-02-18 15:15:00 -05:00",
  subject: "Orlando trip itinerary (Feb 25 - Mar 1) + room list",
  text: `Staff,

ORLANDO - SPRING KICKOFF CLASSIC

Thu Feb 25  4:15 AM  Bus departs Wrens Field lot for CAE (luggage on bus by 4:00)
            6:05 AM  MA 1412 CAE-CLT, 8:15 AM MA 2271 CLT-MCO
            11:30 AM Lunch, Lake Nona (per diem $18)
            3:00 PM  Practice, Field 2 at the complex
Fri Feb 26  10:00 AM vs Harbor Pointe / 12:30 PM vs Gulf Shores State
Sat Feb 27  9:00 AM  vs Palmetto Ridge / 2:00 PM vs Coastal Dunes
Sun Feb 28  11:00 AM vs Marrow Bay
Mon Mar 1   5:40 PM  MA 2290 MCO-CLT, 8:30 PM MA 1419 CLT-CAE

ROOMS (Lakeview Suites, 11 rooms)
  Abercrombie / Balogun
  Castillo Vega / Desrosiers
  Fairweather / Hollingsworth
  ... (full list in the travel folder)
Staff: Okafor-Bell (single), Merriweather / Ibsen

Travel folder: https://drive.google.com/drive/folders/1WrenSB-Orlando-2027-travel
Questions to me at 803-555-0177.

Jo Ann`,
};

const scoutingReport: Original = {
  from: "Ilka Voorhees <ivoorhees@kettleriver.edu>",
  to: "Rania Kassab <rkassab@kettleriver.edu>",
  date: "2026-11-19 23:05:00 -06:00",
  subject: "Scout: Marrow Bay (GRAC semis Sat)",
  text: `Marrow Bay (24-4, 9-1 GRAC) - 5-1, setter Dombrowski

#3  Liesl Dombrowski   S    5'10"  Jr  - sets OH in system 61%, dumps on 2 from R1 when pass is tight
#8  Yasmin Achterberg  OH   6'0"   Sr  - 4.1 K/S, line shot from 4, tips to zone 1 when blocked twice
#12 Corinne Staley     MB   6'3"   So  - slide behind setter; 1.2 B/S
#15 Nell Oyarzun       OPP  6'1"   Jr  - swings high hands, weak in back row
#21 Pilar Agramonte    L    5'5"   Sr  - passes 2.38, serve short to zone 4 on her

Serve targets: #8 in R3, seam between #8 and #21 in R5.
Blocking: commit on #12 when Dombrowski is front row.
Film: 3 matches cut on ReplayStack (Oct 16, Oct 30, Nov 13).

Ilka`,
};

const parentParking: Original = {
  from: "Gretchen Albrektsen <gretchen.albrektsen@fjordmail.example>",
  to: "rkassab@kettleriver.edu",
  date: "2026-11-18 20:10:00 -06:00",
  subject: "Parking and seating for Saturday's semifinal?",
  text: `Hi Coach Kassab,

We are driving up from Madison with a group of 12 for the GRAC semifinal on Saturday. Is there reserved seating for families, and where should we park? Last time the lot by the Otter Den filled up by 6:15.

Thank you and good luck!
Gretchen Albrektsen`,
};

const parentCampAge: Original = {
  from: "Thaddeus Obiora <tobiora.home@ridgeline-net.example>",
  to: "rokaforbell@wrenfield.edu",
  date: "2027-03-04 21:33:00 -05:00",
  subject: "Youth camp age question",
  text: `Coach Okafor-Bell,

Quick question: the website says the summer youth camp is for ages 8-13. Do the two age groups train separately, and is there a sibling discount? We have twins who are 9.

Also, is lunch provided or should they pack one?

Thanks,
Thaddeus Obiora
803-555-0165`,
};

const parentBoosterEs: Original = {
  from: "Marisela Quiroga <mquiroga.familia@correo-sur.example>",
  to: "gfonseca@cedarbluff.edu",
  date: "2026-10-29 19:45:00 -05:00",
  subject: "Pregunta sobre el club de padres (boosters)",
  text: `Hola Coach Fonseca:

Mi esposo y yo queremos ayudar con el club de padres de Cedar Bluff Softball este año. ¿Cuándo es la próxima reunión y hay que pagar una cuota? También nos gustaría saber si necesitan voluntarios para vender comida en el torneo de otoño del 14 de noviembre.

Muchas gracias,
Marisela Quiroga
479-555-0119`,
};

const teamChatDigest = `You have 6 unread messages in Halden Volleyball Staff

#recruiting-board
  Maren Lacasse  9:12 PM  Moved Brisa Montalvo-Quist to "offer pending" after Crown Jewel. 6'1" OH, 2028, Lakeshore Crush 17 Premier.
  Cassidy Keough    9:20 PM  agree. also saw Wren Kittredge (Tidewater 17 Royal) - OPP 6'0" - jump float is nasty
  Maren Lacasse  9:21 PM  she's committed to Larchmont I think?
  Cassidy Keough    9:24 PM  no that was Ondine Marchbanks. Kittredge still open

#travel
  Vince Caldera     8:02 PM  Vans returned, 2 parking tickets (Lot D, $52 total) - whose?
  Cassidy Keough    8:10 PM  mine, sorry

Reply in Teamline: https://app.teamline.example/halden-vb
You're receiving this because you have email notifications on for unread messages. Turn off: https://app.teamline.example/settings`;

const voicemail: Original = {
  from: "Halden Voicemail <voicemail@phones.halden.edu>",
  to: "labernathy@halden.edu",
  date: "2026-12-04 10:41:00 -08:00",
  subject: "New voicemail from (541) 555-0133 - 0:52",
  text: `You received a voicemail.

From: HALDEN TICKET OFC (541) 555-0133
Received: Fri Dec 4, 2026 10:40 AM
Length: 0:52
Mailbox: 4102 (Abernathy, Leigh)

Transcription (may be inaccurate):
"Hi Coach, this is Renske at the ticket office. The 2027 home opener on August 28th - we need your comp list by next Friday, the form is in the shared drive. Also the booster table wants to do the signing day poster with the three 2027s again, so if you can send the photos before the 15th. Thanks, bye."

Listen: https://phones.halden.edu/vm/4102/88310
The audio file (52 KB) is attached.`,
};

const zoomRecording: Original = {
  from: "Zoomline <no-reply@zoomline.example>",
  to: "rokaforbell@wrenfield.edu",
  date: "2026-11-16 17:20:00 -05:00",
  subject: "Cloud recording - Recruiting board: 2028 pitchers is now available",
  text: `Hi Rosalind Okafor-Bell,

Your cloud recording is now available.

Topic: Recruiting board: 2028 pitchers
Date: Nov 16, 2026 03:58 PM Eastern Time (US and Canada)
Duration: 1 h 12 min
Participants: Rosalind Okafor-Bell, Jo Ann Merriweather, Sigrid Ibsen

Share recording with viewers:
https://wrenfield.zoomline.example/rec/share/8tqA2WrenSB

Audio transcript (52 MB) and chat file are included.

Thank you for choosing Zoomline.`,
};

const NEWS_AND_EVENTS: CorpusEntry[] = [
  {
    name: "ho-non-club-newsletter-commitment-table-html-gmail",
    family: "ho-non-tidewater-tide-line",
    tags: ["fwd:gmail", "lang:en", "category:newsletter", "html-only", "html-table", "trap:many-athletes-named", "trap:heights", "trap:club-name-with-age"],
    label: notRecruiting("club_coach"),
    message: forward({
      style: "gmail",
      coach: WIERZBICKI,
      date: "2026-11-21 09:15:00 -05:00",
      parts: "html",
      note: "Zuri made the newsletter!",
      original: { from: "Tidewater Elite Volleyball <news@tidewaterelitevb.example>", to: "twierzbicki@saltmarshstate.edu", date: "2026-11-20 18:00:00 -05:00", subject: "The Tide Line - November: Signed, Sealed, Committed, tryout numbers", text: "", html: tidewaterNovHtml },
    }),
  },
  {
    name: "ho-non-club-newsletter-signing-recap-direct",
    family: "ho-non-tidewater-tide-line",
    tags: ["not-a-forward", "auto-forward-rule", "lang:en", "category:newsletter", "trap:many-athletes-named", "trap:heights", "trap:sizes"],
    label: notRecruiting("club_coach"),
    message: original(tidewaterDec, "bulk", { headers: [...listHeaders("tidewaterelitevb.example", "tl-dec26"), ...autoForwarded(WIERZBICKI)] }),
  },
  {
    name: "ho-non-rankings-2029-top-60-movers-outlook-live",
    family: "ho-non-prep-net-report",
    tags: ["fwd:outlook-live", "lang:en", "recruiting-service", "category:newsletter", "trap:many-athletes-named", "trap:heights", "trap:ranking-number"],
    label: notRecruiting("recruiting_service"),
    message: forward({ style: "outlook-live", coach: ABERNATHY, date: "2026-11-30 08:00:00 -08:00", note: "Tovah Engstrom - anyone seen her?", original: rankings }),
  },
  {
    name: "ho-non-all-tournament-team-17-open-gmail",
    family: "ho-non-crown-jewel-qualifier",
    tags: ["fwd:gmail", "lang:en", "category:event", "category:newsletter", "trap:many-athletes-named", "trap:heights", "trap:club-name-with-age"],
    label: notRecruiting("other"),
    message: forward({ style: "gmail", coach: ABERNATHY, date: "2027-01-19 06:30:00 -08:00", note: "Brisa is on the board already", original: allTournament }),
  },
  {
    name: "ho-non-pool-play-court-14-schedule-outlook-2019",
    family: "ho-non-crown-jewel-qualifier",
    tags: ["fwd:outlook-2019", "lang:en", "category:event", "trap:club-name-with-age", "trap:dates-like-years", "trap:password-in-mail"],
    label: notRecruiting("other"),
    message: forward({ style: "outlook-2019", coach: WIERZBICKI, date: "2027-01-13 13:00:00 -05:00", note: "Printing for the trip.", original: poolSchedule }),
  },
  {
    name: "ho-non-court-change-text-only-iphone",
    family: "ho-non-crown-jewel-qualifier",
    tags: ["fwd:apple-ios", "lang:en", "category:event", "text-only", "trap:club-name-with-age"],
    label: notRecruiting("other"),
    message: forward({ style: "apple-ios", coach: ABERNATHY, date: "2027-01-16 06:22:00 -06:00", parts: "text", note: "Maren - we're in Hall C now", original: courtChange }),
  },
  {
    name: "ho-non-club-roster-book-two-teams-html-outlook-new-nobar",
    family: "ho-non-red-mesa-roster-book",
    tags: ["fwd:outlook-new-nobar", "lang:en", "category:newsletter", "html-only", "html-table", "trap:many-athletes-named", "trap:heights", "trap:club-coach-contact"],
    label: notRecruiting("club_coach"),
    message: forward({
      style: "outlook-new-nobar",
      coach: ABERNATHY,
      date: "2027-01-06 12:00:00 -08:00",
      parts: "html",
      original: { from: "Bettina Alcaraz <college@redmesavbc.example>", to: "College Coaches <college@redmesavbc.example>", date: "2027-01-05 15:00:00 -07:00", subject: "Red Mesa VBC 2026-27 roster book: 17 Gold and 16 Gold", text: "", html: rosterBookHtml },
    }),
  },
  {
    name: "ho-non-service-digest-2028-middles-html-bulk",
    family: "ho-non-courtscout-digest",
    tags: ["not-a-forward", "lang:en", "recruiting-service", "category:service-blast", "html-only", "html-table", "bulk", "trap:many-athletes-named", "trap:heights"],
    label: notRecruiting("recruiting_service"),
    message: {
      client: "bulk",
      from: "CourtScout Weekly <weekly@courtscout.example>",
      to: ABERNATHY.scout,
      subject: "14 new videos from 2028 middles (MB, 6'1\"+, West)",
      date: "2026-12-07 05:00:00 -06:00",
      headers: listHeaders("courtscout.example", "ab-mb28"),
      html: htmlDocument(digestVbHtml, "plain"),
    },
  },
  {
    name: "ho-non-service-digest-catchers-pitchers-base64-gmail",
    family: "ho-non-courtscout-digest",
    tags: ["fwd:gmail", "lang:en", "recruiting-service", "category:service-blast", "html-only", "base64", "trap:many-athletes-named", "trap:club-name-with-age"],
    label: notRecruiting("recruiting_service"),
    message: forward({
      style: "gmail",
      coach: FONSECA,
      date: "2026-12-07 08:00:00 -06:00",
      parts: "html",
      encoding: "base64",
      signature: false,
      original: { from: "CourtScout Weekly <weekly@courtscout.example>", to: "gfonseca@cedarbluff.edu", date: "2026-12-07 05:00:00 -06:00", subject: "Catchers and pitchers, Class of 2028: 9 profile updates", text: "", html: digestSbHtml },
    }),
  },
  {
    name: "ho-non-service-profile-views-upsell-yahoo",
    family: "ho-non-courtscout-notify",
    tags: ["fwd:yahoo", "lang:en", "recruiting-service", "category:service-marketing", "trap:club-name-with-age"],
    label: notRecruiting("recruiting_service"),
    message: forward({ style: "yahoo", coach: FONSECA, date: "2026-11-23 09:00:00 -06:00", note: "Is Pro worth it?", original: profileViewsNote }),
  },
  {
    name: "ho-non-setter-camp-ad-hiring-clinicians-html-bulk",
    family: "ho-non-setter-summit",
    tags: ["not-a-forward", "lang:en", "category:camp-ad", "html-only", "bulk", "trap:dates-like-years"],
    label: notRecruiting("other"),
    message: {
      client: "bulk",
      from: "Setter Summit <camps@settersummit.example>",
      to: KASSAB.scout,
      subject: "Setter Summit 2027: 96 setters, one gym - clinicians wanted",
      date: "2026-12-09 07:00:00 -07:00",
      headers: listHeaders("settersummit.example", "nh-2027"),
      html: htmlDocument(setterCampHtml, "plain"),
      encoding: "quoted-printable",
    },
  },
  {
    name: "ho-non-slap-hitting-clinic-ad-thunderbird",
    family: "ho-non-slap-lab-clinic",
    tags: ["fwd:thunderbird", "lang:en", "category:camp-ad", "charset:iso-8859-1", "quoted-printable"],
    label: notRecruiting("other"),
    message: forward({ style: "thunderbird", coach: YAMAUCHI, date: "2026-12-03 11:00:00 -07:00", charset: "iso-8859-1", note: "Good one for the staff CEUs.", original: slapLab }),
  },
  {
    name: "ho-non-club-showcase-invitation-outlook-2013",
    family: "ho-non-gulfstream-showcase",
    tags: ["fwd:outlook-2013", "lang:en", "category:event", "category:camp-ad", "trap:club-coach-contact"],
    label: notRecruiting("club_coach"),
    message: forward({ style: "outlook-2013", coach: ABERNATHY, date: "2027-01-28 16:00:00 -08:00", original: showcaseInvite }),
  },
  {
    name: "ho-non-softball-tournament-fields-bracket-gmail-es",
    family: "ho-non-desert-bloom-invitational",
    tags: ["fwd:gmail-es", "lang:en", "category:event", "trap:club-name-with-age", "trap:team-year-not-grad-year"],
    label: notRecruiting("other"),
    message: forward({ style: "gmail-es", coach: YAMAUCHI, date: "2027-02-24 12:00:00 -07:00", signature: false, note: "Lucho - ¿compramos el paquete?", original: softballPacket }),
  },
];

const INSIDE: CorpusEntry[] = [
  {
    name: "ho-non-conference-weekly-honors-outlook-mac",
    family: "ho-non-great-rivers-conference",
    tags: ["fwd:outlook-mac", "lang:en", "category:newsletter", "trap:many-athletes-named", "trap:heights", "trap:current-player"],
    label: notRecruiting("other"),
    message: forward({ style: "outlook-mac", coach: KASSAB, date: "2026-11-02 13:00:00 -06:00", note: "Imani!!!", original: conferenceHonors }),
  },
  {
    name: "ho-non-compliance-dead-period-2028s-outlook-live",
    family: "ho-non-saltmarsh-compliance",
    tags: ["fwd:outlook-live", "lang:en", "category:compliance", "trap:dates-like-years"],
    label: notRecruiting("other"),
    message: forward({ style: "outlook-live", coach: WIERZBICKI, date: "2026-11-23 09:00:00 -05:00", original: complianceQuiet }),
  },
  {
    name: "ho-non-compliance-official-visit-approved-names-psa",
    family: "ho-non-saltmarsh-compliance",
    tags: ["fwd:outlook-2019", "lang:en", "category:compliance", "trap:prospect-named", "reply-history"],
    label: notRecruiting("other"),
    message: forward({ style: "outlook-2019", coach: WIERZBICKI, date: "2026-12-08 17:00:00 -05:00", signature: false, original: complianceVisit }),
  },
  {
    name: "ho-non-coach-own-clinic-thank-you-template-gmail",
    family: "ho-non-halden-coach-letters",
    tags: ["fwd:gmail", "lang:en", "category:coach-letter", "trap:template-placeholder", "trap:coach-signature"],
    label: notRecruiting("other"),
    message: forward({
      style: "gmail",
      coach: ABERNATHY,
      date: "2026-12-13 16:05:00 -08:00",
      signature: false,
      note: "testing the merge before I send it to all 8 - does this end up in InboxScout as a recruit?",
      original: campTemplate,
    }),
  },
  {
    name: "ho-non-coach-letter-after-visit-bcc-scout",
    family: "ho-non-kettle-river-coach-letters",
    tags: ["not-a-forward", "lang:en", "category:coach-letter", "trap:prospect-first-name-only", "trap:coach-signature", "bcc-scout"],
    label: notRecruiting("other"),
    message: {
      client: "outlook",
      from: `"${KASSAB.directoryName}" <${KASSAB.address}>`,
      to: "tessa.fjelstad.vb@lakesmail.example",
      subject: "Great to see you Saturday!",
      date: "2027-01-25 08:10:00 -06:00",
      text: coachToTessa,
      html: htmlDocument(
        coachToTessa
          .split("\n")
          .map((line) => `<div style="font-family:Aptos,Calibri,Helvetica,sans-serif;font-size:12pt">${line === "" ? "<br>" : line}</div>`)
          .join("\n"),
        "outlook",
      ),
    },
  },
  {
    name: "ho-non-staff-practice-plan-injuries-apple-mac",
    family: "ho-non-halden-staff-mail",
    tags: ["fwd:apple-mac", "lang:en", "category:staff", "trap:current-player", "trap:sizes"],
    label: notRecruiting("other"),
    message: forward({ style: "apple-mac", coach: ABERNATHY, date: "2026-11-10 22:00:00 -08:00", note: "Looks good. Add 10 min of free ball.", original: practicePlan }),
  },
  {
    name: "ho-non-staff-travel-itinerary-room-list-outlook-2019",
    family: "ho-non-wrenfield-softball-ops",
    tags: ["fwd:outlook-2019", "lang:en", "category:staff", "trap:current-player", "trap:drive-link-not-video"],
    label: notRecruiting("other"),
    message: forward({ style: "outlook-2019", coach: OKAFOR_BELL, date: "2027-02-18 16:00:00 -05:00", original: travelMemo }),
  },
  {
    name: "ho-non-staff-scouting-report-jerseys-heights-gmail",
    family: "ho-non-kettle-river-staff",
    tags: ["fwd:gmail", "lang:en", "category:staff", "trap:many-athletes-named", "trap:heights", "trap:jersey-number"],
    label: notRecruiting("other"),
    message: forward({ style: "gmail", coach: KASSAB, date: "2026-11-20 06:00:00 -06:00", signature: false, original: scoutingReport }),
  },
  {
    name: "ho-non-staff-chat-digest-board-names-direct",
    family: "ho-non-teamline-digest",
    tags: ["not-a-forward", "auto-forward-rule", "lang:en", "category:staff", "category:machine", "trap:prospect-named", "trap:heights", "trap:club-name-with-age"],
    label: notRecruiting("other"),
    message: {
      client: "bulk",
      from: "Teamline <notifications@teamline.example>",
      to: "labernathy@halden.edu",
      subject: "6 unread messages in Halden Volleyball Staff",
      date: "2027-01-18 21:30:00 -08:00",
      headers: [...autoForwarded(ABERNATHY), ["Auto-Submitted", "auto-generated"]],
      text: teamChatDigest,
    },
  },
  {
    name: "ho-non-voicemail-transcript-ticket-office-direct",
    family: "ho-non-halden-voicemail",
    tags: ["not-a-forward", "auto-forward-rule", "lang:en", "category:machine", "attachment:file", "trap:dates-like-years"],
    label: notRecruiting("other"),
    message: original(voicemail, "webmail", {
      headers: autoForwarded(ABERNATHY),
      attachments: [{ kind: "file", filename: "voicemail-88310.txt", contentType: "text/plain", content: "Voicemail 88310 from (541) 555-0133, 0:52, mailbox 4102\n" }],
    }),
  },
  {
    name: "ho-non-cloud-recording-ready-board-meeting-outlook-live",
    family: "ho-non-zoomline-recordings",
    tags: ["fwd:outlook-live", "lang:en", "category:machine", "category:staff", "trap:sizes"],
    label: notRecruiting("other"),
    message: forward({ style: "outlook-live", coach: OKAFOR_BELL, date: "2026-11-16 17:45:00 -05:00", note: "Sigrid - recording from today, notes are in the board doc", original: zoomRecording }),
  },
  {
    name: "ho-non-parent-parking-seating-question-gmail",
    family: "ho-non-parent-albrektsen",
    tags: ["fwd:gmail", "lang:en", "category:parent-question"],
    label: notRecruiting("parent"),
    message: forward({ style: "gmail", coach: KASSAB, date: "2026-11-19 07:00:00 -06:00", note: "Ilka can you answer? Family section is F.", original: parentParking }),
  },
  {
    name: "ho-non-parent-youth-camp-twins-outlook-new",
    family: "ho-non-parent-obiora",
    tags: ["fwd:outlook-new", "lang:en", "category:parent-question", "trap:parent-contact"],
    label: notRecruiting("parent"),
    message: forward({ style: "outlook-new", coach: OKAFOR_BELL, date: "2027-03-05 08:00:00 -05:00", original: parentCampAge }),
  },
  {
    name: "ho-non-parent-booster-club-spanish-outlook-es",
    family: "ho-non-parent-quiroga",
    tags: ["fwd:outlook-es", "lang:es", "category:parent-question"],
    label: notRecruiting("parent"),
    message: forward({ style: "outlook-es", coach: FONSECA, date: "2026-10-30 08:00:00 -05:00", note: "¿Quién lleva a los boosters este año?", original: parentBoosterEs }),
  },
];

// ---------------------------------------------------------------------------------------------------------------
// Look-alikes that do introduce one athlete (recruiting): disclaimers, newsletter styling, stat tables, calendar
// files, digests of one, schedules with one player singled out

const adaeze: Original = {
  from: "Ifeoma Thornbury <athornbury28@students.sentinelridge.k12.example>",
  to: "labernathy@halden.edu",
  date: "2026-11-15 19:22:00 -08:00",
  subject: "2028 MB - Ifeoma Thornbury - Columbia Gorge VBC 17 Black",
  text: `Dear Coach Abernathy,

My name is Ifeoma Thornbury and I am a junior middle blocker at Sentinel Ridge High School in Hillsboro, Oregon (Class of 2028). I watched Halden play Larchmont Tech in October and loved how fast your middles run the slide.

Height: 6'2"
Club: Columbia Gorge VBC 17 Black
GPA: 3.71
Hudl: https://www.hudl.com/video/3/21088342/674e1c90b2a7d4e8f1c3a562
Phone: (503) 555-0142

I will be at the Crown Jewel Qualifier in January and would love for you to see me play.

Thank you,
Ifeoma Thornbury

________________________________
CONFIDENTIALITY NOTICE: This electronic mail transmission and any attachments are from the Sentinel Ridge School District 48R and are intended only for the use of the individual or entity to which they are addressed. They may contain information that is privileged, confidential, or exempt from disclosure under applicable law, including the Family Educational Rights and Privacy Act (FERPA). If you are not the intended recipient, or the employee or agent responsible for delivering the message to the intended recipient, you are hereby notified that any review, dissemination, distribution, copying or other use of this communication is strictly prohibited. If you have received this communication in error, please notify the sender immediately by reply e-mail and delete the message and any attachments from your system.

PUBLIC RECORDS: Sentinel Ridge School District 48R is subject to the Oregon Public Records Law. E-mail sent to or from district accounts, including student accounts, may be disclosed to the public upon request unless an exemption applies. Student accounts are provided for educational purposes and are monitored for safety. District Office: 2200 Sentinel Way, Hillsboro, OR, 503-555-0100.

Please consider the environment before printing this e-mail.`,
};

const keziah: Original = {
  from: "Keziah Pendergast <kpendergast29@elkhollowsd.example>",
  to: "gfonseca@cedarbluff.edu",
  date: "2027-01-10 16:40:00 -06:00",
  subject: "Catcher Class of 2029 - Keziah Pendergast",
  text: `Hi Coach Fonseca,

I'm Keziah Pendergast, a 2029 catcher and third baseman at Elk Hollow High School in Fayetteville, Arkansas. I'm 5'7" and I play travel ball for Boston Mountain Blaze 16U - Hargis. My GPA is 3.9 unweighted (4.3 weighted).

Pop time 1.91, throw-down 68 mph. Here is my skills video: youtu.be/Kp29cAtch7Q

I would love to attend your Prospect Day in February.

Keziah

--
This message was sent from a student account of the Elk Hollow School District. The district does not guarantee the accuracy of content sent from student accounts. All messages are archived and may be reviewed by district staff. This message and any attachments are intended solely for the addressee(s) and may contain confidential information protected by federal and state privacy laws. If you received this message in error, notify the sender and permanently delete it. Elk Hollow School District, 701 Ridge Rd, Fayetteville, AR | Technology Help Desk 479-555-0100.`,
};

const theaSpotlightHtml = `<table width="620" align="center" cellpadding="0" cellspacing="0" style="font-family:Tahoma,Verdana,sans-serif;font-size:14px;color:#222"><tr><td>
<div style="background:#ffcc00;padding:16px;font-size:22px;font-weight:bold">LIGHTNING STRIKES &middot; Uncommitted Spotlight</div>
<p style="font-size:12px;color:#666">Prepared for Coach Rania Kassab, Kettle River College &middot; February 2027</p>
<p>Coach Kassab,</p>
<p>You told me at the convention you were still looking for a 2028 setter. Here is the one I would put in front of you first.</p>
<table cellpadding="6" style="border-collapse:collapse;border:2px solid #ffcc00;width:100%">
<tr><td rowspan="7" width="130" valign="top"><img src="https://lowlandlightningvbc.example/img/kallstrom.jpg" alt="Thea Kallstrom" width="120"></td><td><b>Thea Kallstrom</b> &middot; #6</td></tr>
<tr><td>Class of 2028 &middot; Setter (5-1) &middot; 5'11"</td></tr>
<tr><td>Lowland Lightning 17 Elite</td></tr>
<tr><td>Lakeview North High School &middot; Appleton, WI</td></tr>
<tr><td>GPA 3.82 &middot; wants nursing or kinesiology</td></tr>
<tr><td>thea.kallstrom@gmail.com</td></tr>
<tr><td><a href="https://www.hudl.com/video/3/21330517/6790ad14c2e9b8f0a4d71e33">Setting highlights (Jan 2027)</a></td></tr>
</table>
<p>Smart, calm, runs a fast offense and blocks well for a setter. Uncommitted, two official visits left.</p>
<h3 style="border-bottom:2px solid #ffcc00">Where to see her</h3>
<p>Badger Bid, March 13-15, 2027 &middot; Wisconsin Center, court assignments on the bid app<br>
Fox Valley Regional, April 24-26, 2027</p>
<p style="font-size:12px;color:#666">Hollis Vandenheuvel &middot; Club Director, Lowland Lightning VBC &middot; 920-555-0144 &middot; <a href="https://lowlandlightningvbc.example">lowlandlightningvbc.example</a></p>
</td></tr></table>`;

const saylor: Original = {
  from: "Saylor Brandvik <saylorbrandvik28@gmail.com>",
  to: "byamauchi@dunmorestate.edu",
  date: "2027-02-08 21:05:00 -07:00",
  subject: "2028 RHP Saylor Brandvik - fall numbers",
  text: `Coach Yamauchi,

Here are my fall numbers with Boise Basin Tempest 16U - Marquez. I'm a 2028 RHP at Owyhee Crest High School in Nampa, 5'9".

        IP     ERA    K     BB    WHIP
Fall   61.1   1.49   88    14    0.98
HS     72.0   1.87   97    19    1.07

Velo: 61-63 mph, rise and screw at 58-60

Video: https://www.youtube.com/watch?v=Sb28riseBr4
Cell (208) 555-0124

Saylor`,
};

const annelieseIcs = {
  method: "PUBLISH" as const,
  prodId: "-//Apple Inc.//iPhone OS 18.2//EN",
  organizer: "anneliese.ravensworth@gmail.com",
  organizerName: "Anneliese Ravensworth",
  summary: "Crown Jewel Qualifier - Sandhill Stampede 17 Navy - Court 14",
  start: "20270116T080000",
  end: "20270116T110000",
  tzid: "America/Chicago",
  location: "Riverside Expo Center, Hall B, Court 14",
  description: "Pool 3. Anneliese Ravensworth #11 (OH). 8:00 vs Willamette Wave 17 Gold, 10:00 vs Lakeshore Crush 17 Premier, work 9:00.",
  uid: "7C1E0D4A-52B9-4F11-9E3A-0AD5F6B2C819",
};

const anneliese: Original = {
  from: "Anneliese Ravensworth <anneliese.ravensworth@gmail.com>",
  to: "twierzbicki@saltmarshstate.edu",
  date: "2027-01-09 18:30:00 -05:00",
  subject: "Class of 2028 OH Anneliese Ravensworth - Crown Jewel schedule",
  text: `Coach Wierzbicki,

I'm Anneliese Ravensworth, a 2028 outside hitter for Sandhill Stampede 17 Navy and Pine Barrens Academy in Raleigh, NC. I'm 6'0" and my GPA is 3.65.

We play pool play on court 14 at the Crown Jewel Qualifier on Saturday, January 16 (8:00 and 10:00 AM). I attached a calendar invite with the times so it's easy to find us. I wear #11.

Highlights: https://www.hudl.com/video/3/21402288/67801b5ac9e2f4d0b7a3e1c6

Thank you!
Anneliese Ravensworth
919-555-0153`,
};

const ingridProfileHtml = `<div style="font-family:Arial,Helvetica,sans-serif;max-width:620px;font-size:14px">
<p style="background:#14213d;color:#fca311;padding:12px;font-size:18px">CourtScout Spotlight &middot; 1 athlete asked us to send you her profile</p>
<p>Coach Abernathy, this athlete added Halden University to her top schools and asked CourtScout to share her profile with you.</p>
<table cellpadding="5" style="border-collapse:collapse;font-size:13px">
<tr><td><b>Name</b></td><td>Ingrid Solvang-Mata</td></tr>
<tr><td><b>Class</b></td><td>2028</td></tr>
<tr><td><b>Position</b></td><td>Libero / DS</td></tr>
<tr><td><b>Height</b></td><td>5'6"</td></tr>
<tr><td><b>Club</b></td><td>Harborview 17 Elite</td></tr>
<tr><td><b>High school</b></td><td>Salish Heights High School (Tacoma, WA)</td></tr>
<tr><td><b>GPA</b></td><td>3.94</td></tr>
<tr><td><b>Email</b></td><td>ingrid.solvangmata@gmail.com</td></tr>
<tr><td><b>Video</b></td><td><a href="https://www.hudl.com/video/3/21557104/6751b0c2a9e4d13f7c8e2a90">Serve receive and defense, 17s season</a></td></tr>
</table>
<p><a href="https://courtscout.example/a/ingrid-solvang-mata">Full CourtScout profile</a> &middot; Questions: Mateo Grajales, coach support, 888-555-0121</p>
<p style="font-size:11px;color:#888">CourtScout Recruiting &middot; <a href="https://courtscout.example/prefs">Email preferences</a></p>
</div>`;

const averieReply: Original = {
  from: "Averie Holmqvist <averie.holmqvist.vb@rainmail.example>",
  to: "Leigh Abernathy <labernathy@halden.edu>",
  date: "2026-12-15 20:12:00 -08:00",
  subject: "Re: Thank you for coming to the Halden Winter Serve and Pass Clinic, Averie!",
  text: `Hi Coach Abernathy,

Thank you so much, I had a great time at the clinic! I filled out the questionnaire tonight. Here is my info in case it helps:

Averie Holmqvist - Class of 2028 - OH
5'11" - Cascade Crest 17 Blue (#9)
Tualatin Bluffs High School, Tigard, Oregon
GPA 3.58
https://www.youtube.com/watch?v=AvL28oh_k2Q

I'm planning on the Elite Prospect Camp in June. Hope to see you at Crown Jewel too!

Averie

On Sun, Dec 13, 2026 at 4:00 PM Leigh Abernathy <labernathy@halden.edu> wrote:
> Hi Averie,
>
> Thank you for spending your Saturday with us! Our staff loved working with the 2028 OH group.
>
> A few things coming up:
> - Halden Elite Prospect Camp, June 26-27, 2027 (classes of 2028-2031): https://haldenvolleyball.com/camps
> - Our 2027 home schedule is posted - come watch a match as our guest.
>
> Go Harriers!
>
> Leigh Abernathy
> Head Women's Volleyball Coach
> Halden University Athletics
> O: (541) 555-0102 | C: 541-555-0149`,
};

const clubSchedule: Original = {
  from: "Petra Vukovich <petra@willamettewavevbc.example>",
  to: "labernathy@halden.edu",
  date: "2027-01-12 13:20:00 -08:00",
  subject: "Willamette Wave 17 Gold at Crown Jewel - schedule + one to watch",
  text: `Coach Abernathy,

Here is where Willamette Wave 17 Gold plays at the Crown Jewel Qualifier:

Sat Jan 16 - Pool 3, court 14 (Hall B)
  8:00  vs Sandhill Stampede 17 Navy
  9:00  vs Lakeshore Crush 17 Premier
  10:00 work
Sun Jan 17 - bracket play TBD (check the app)

The one I want you to watch is Sunniva Halvard, our #14 middle. Class of 2028, 6'2", runs a slide as well as any middle I have coached, and she is uncommitted. She is at Silverton Falls High School in Salem, 3.8 GPA. Her email is sunnivahalvard@gmail.com.

Petra Vukovich
Head Coach, Willamette Wave 17 Gold
503-555-0179`,
};

const marisaHs: Original = {
  from: "Coach Darla Fenwick <dfenwick@platte-bluffs.k12.example>",
  to: "rkassab@kettleriver.edu",
  date: "2026-11-12 15:30:00 -06:00",
  subject: "Senior opposite - Marisa Wendeborn (2027)",
  text: `Coach Kassab,

Now that our season is over I wanted to send you our senior opposite, Marisa Wendeborn. She is 6'0", left-handed, and was our kills leader for three years. She also plays for Flatwater Juniors 18 Elite.

2026 season (Platte Bluffs High School, 27-6, Class B state semifinal):
             SP   K    K/S   Hit%   Blk   Aces
Wendeborn    98   402  4.10  .291   61    33

Class of 2027, 3.45 GPA, lives in Columbus. Film: https://www.hudl.com/video/3/20877301/673a0e5fb1c4d2a9e8f7b610

She is uncommitted and would fit a program that runs a fast right side.

Darla Fenwick
Head Volleyball Coach / Physical Education
Platte Bluffs High School
402-555-0138`,
};

const oona: Original = {
  from: "Oona Fairclough <oonafairclough28@gmail.com>",
  to: "rokaforbell@wrenfield.edu",
  date: "2027-01-30 21:15:00 -05:00",
  subject: "2028 SS/2B Oona Fairclough",
  text: `Dear Coach Okafor-Bell,

My name is Oona Fairclough and I am a 2028 shortstop and second baseman at Ashley Ferry High School in Mount Pleasant, SC. I play travel ball for Palmetto Pelicans 16U - Garrity. I'm 5'6", bat left, and my GPA is 3.7 unweighted (4.1 weighted).

Skills video: https://www.youtube.com/watch?v=OonaSS28xQ1
Cell: 843-555-0161

I would love to learn more about Wrenfield softball.

Oona Fairclough`,
};

const mom: Coach = {
  name: "Philippa Fairclough",
  directoryName: "Fairclough, Philippa",
  address: "pfairclough@harborlinelogistics.example",
  scout: "rokaforbell@wrenfield.edu",
  signature: `Philippa Fairclough
Senior Claims Analyst | Harborline Logistics
Direct 843-555-0112

This e-mail and any files transmitted with it are confidential and intended solely for the use of the individual or entity to whom they are addressed. If you have received this e-mail in error please notify the system manager. Harborline Logistics accepts no liability for the content of this e-mail, or for the consequences of any actions taken on the basis of the information provided, unless that information is subsequently confirmed in writing. Any views or opinions presented in this e-mail are solely those of the author and do not necessarily represent those of Harborline Logistics. WARNING: Computer viruses can be transmitted via email. The recipient should check this email and any attachments for the presence of viruses.`,
};

const momForward = forward({
  style: "outlook-2019",
  coach: mom,
  date: "2027-02-02 12:40:00 -05:00",
  note: "Coach, I'm not sure Oona's email went through from her account so I am re-sending it. Thank you! - Philippa",
  original: oona,
});

const teagan: Original = {
  from: "Teagan Mbatha-Cole <teaganmc2029@yahoo.com>",
  to: "gfonseca@cedarbluff.edu",
  date: "2026-11-30 19:48:00 -06:00",
  subject: "C Class of 2029 Teagan Mbatha-Cole - stats",
  text: `Hello Coach Fonseca,

I am a 2029 catcher from Springdale Hills High School in Springdale, AR. Travel team: Springdale Sluggers 15U - Whitt. 5'8", 3.92 GPA (unweighted).

My fall stats (copied from GameTrack):
AB,H,2B,3B,HR,RBI,AVG,OBP,SLG,SB
88,36,9,1,4,31,.409,.472,.670,6

Pop time: 1.94 best, 2.01 avg
Video: https://drive.google.com/file/d/1TmC29catcherPopTimes2026/view

Thank you for your time,
Teagan Mbatha-Cole
479-555-0179`,
};

const delaneyHtml = `<div style="font-family:Georgia,serif;max-width:600px;font-size:15px">
<p style="font-size:20px;color:#8b1e3f;border-bottom:2px solid #8b1e3f">SPIN DOCTOR PITCHING &middot; Notes from the bullpen</p>
<p>Coach Fonseca,</p>
<p>Most months this note goes to my students' families. This one is just for you: one of my pitchers is a fit for Cedar Bluff and I would like you to see her.</p>
<p><b>Delaney Hurtado</b> &mdash; RHP, Class of 2028, 5'10"<br>
Carolina Quicksilver 16U - Danvers &middot; Catawba Ridge High School, Rock Hill, SC<br>
62-64 mph, drop and curve are her best pitches; GPA 3.6</p>
<p>Bullpen video from last week: <a href="https://vimeo.com/912440318">vimeo.com/912440318</a></p>
<p>She will be at the Desert Bloom Invitational in March with Quicksilver (18U Gold bracket as a 16U call-up).</p>
<p>Yolanda Birchfield<br>Spin Doctor Pitching &middot; Rock Hill, SC &middot; 803-555-0194</p>
</div>`;

const kalenaHtml = `<div dir="ltr"><p>Aloha Coach Kassab,</p>
<p>I'm Kalena Pahinui-Brooks, a 2028 middle blocker (and some right side) from Olympia, WA. Here is my spring schedule with Harborview 17 Elite in case you are at any of these:</p>
<table border="1" cellpadding="5" cellspacing="0" style="border-collapse:collapse;font-size:13px">
<tr style="background:#dfe8f1"><th>Dates</th><th>Event</th><th>Pool play</th></tr>
<tr><td>Jan 15-18, 2027</td><td>Crown Jewel Qualifier</td><td>Court 12, Pool 2, Sat 8:00</td></tr>
<tr><td>Feb 13-15, 2027</td><td>Cascadia Bid</td><td>TBD</td></tr>
<tr><td>Mar 13-15, 2027</td><td>Badger Bid</td><td>TBD</td></tr>
</table>
<p><b>Height:</b> 6'1" &middot; <b>High school:</b> Puget Heights High School &middot; <b>GPA:</b> 3.77<br>
<b>Video:</b> <a href="https://www.youtube.com/watch?v=KaLeNa28mbZ">Middle blocker highlights</a><br>
<b>Cell:</b> (360) 555-0185 &middot; <b>Email:</b> kalena.pb28@gmail.com</p>
<p>Mahalo!<br>Kalena</p></div>`;

const ximenaCard = `Coach Abernathy,

I exported my player card from our club app below. I am very interested in Halden University and your nursing program.

==== PLAYER CARD ====
PLAYER_ID ....... GCR-16B-0417
NAME ............ Ximena Arellano-Ostrander
GRAD_YEAR ....... 2029
POSITION ........ Libero / DS
HEIGHT .......... 5' 4"
TEAM ............ Texas Gulf Cyclones 16 Black
HIGH_SCHOOL ..... Clear Lake Shores HS
HOMETOWN ........ League City, TX
GPA ............. 4.0 (unweighted)
SR_PASS_AVG ..... 2.41
EMAIL ........... ximena.arellanoostrander@gmail.com
PHONE ........... (281) 555-0197
VIDEO ........... https://www.hudl.com/video/3/21611930/67a2f0e1d4c8b9a7e6f5d342
=====================

Gracias,
Ximena Arellano-Ostrander`;

const patelTip: Original = {
  from: "Coach Anjali Patel <coachpatel@marrowbay.edu>",
  to: "rkassab@kettleriver.edu",
  date: "2027-01-20 09:45:00 -06:00",
  subject: "A 2028 opposite you should see",
  text: `Rania,

We're full at opposite for 2028, but I watched one at Crown Jewel that I think fits what you run: Wren Kittredge, Tidewater Elite 17 Royal. 6'0", Class of 2028, lefty, made the 17 Open all-tournament team. She goes to Nansemond Shores High School in Suffolk, VA, and her club says she has a 3.6.

Tidewater plays the Atlantic Bid in March (17 Open, pool play Saturday on courts 9-12).

See you at the GRAC meetings.
Anjali

Anjali Patel
Head Volleyball Coach, Marrow Bay University
218-555-0106`,
};

const LOOKALIKES: CorpusEntry[] = [
  {
    name: "ho-non-lookalike-athlete-school-district-disclaimer-outlook-live",
    family: "ho-non-lookalike-athlete-thornbury",
    tags: ["fwd:outlook-live", "lang:en", "lookalike", "trap:legal-disclaimer", "style:long", "trap:school-phone"],
    label: recruiting("athlete", {
      first_name: "Ifeoma",
      last_name: "Thornbury",
      grad_year: 2028,
      positions: ["MB"],
      height_inches: 74,
      club_team: "Columbia Gorge VBC 17 Black",
      high_school: "Sentinel Ridge High School",
      city: "Hillsboro",
      state: "OR",
      gpa: 3.71,
      email: "athornbury28@students.sentinelridge.k12.example",
      phone: "+15035550142",
      video_urls: ["https://www.hudl.com/video/3/21088342/674e1c90b2a7d4e8f1c3a562"],
    }),
    message: forward({ style: "outlook-live", coach: ABERNATHY, date: "2026-11-16 07:50:00 -08:00", original: adaeze }),
  },
  {
    name: "ho-non-lookalike-sb-catcher-student-account-footer-gmail",
    family: "ho-non-lookalike-athlete-pendergast",
    tags: ["fwd:gmail", "lang:en", "lookalike", "trap:legal-disclaimer", "trap:weighted-gpa", "trap:url-without-scheme"],
    label: recruiting("athlete", {
      first_name: "Keziah",
      last_name: "Pendergast",
      grad_year: 2029,
      positions: ["C", "3B"],
      height_inches: 67,
      club_team: "Boston Mountain Blaze 16U - Hargis",
      high_school: "Elk Hollow High School",
      city: "Fayetteville",
      state: "AR",
      gpa: 3.9,
      email: "kpendergast29@elkhollowsd.example",
      video_urls: ["youtu.be/Kp29cAtch7Q"],
    }),
    message: forward({ style: "gmail", coach: FONSECA, date: "2027-01-11 08:00:00 -06:00", note: "Prospect Day list?", original: keziah }),
  },
  {
    name: "ho-non-lookalike-club-spotlight-newsletter-html-only",
    family: "ho-non-lookalike-lowland-lightning",
    tags: ["fwd:outlook-2019", "lang:en", "lookalike", "html-only", "html-table", "category:newsletter-styled", "trap:club-coach-contact", "video:link-text-differs"],
    label: recruiting("club_coach", {
      first_name: "Thea",
      last_name: "Kallstrom",
      grad_year: 2028,
      positions: ["S"],
      height_inches: 71,
      club_team: "Lowland Lightning 17 Elite",
      high_school: "Lakeview North High School",
      city: "Appleton",
      state: "WI",
      gpa: 3.82,
      email: "thea.kallstrom@gmail.com",
      video_urls: ["https://www.hudl.com/video/3/21330517/6790ad14c2e9b8f0a4d71e33"],
    }),
    message: forward({
      style: "outlook-2019",
      coach: KASSAB,
      date: "2027-02-03 09:00:00 -06:00",
      parts: "html",
      original: { from: "Hollis Vandenheuvel <hollis@lowlandlightningvbc.example>", to: "rkassab@kettleriver.edu", date: "2027-02-02 20:00:00 -06:00", subject: "Lightning Strikes - Uncommitted Spotlight for Kettle River: 2028 S Thea Kallstrom", text: "", html: theaSpotlightHtml },
    }),
  },
  {
    name: "ho-non-lookalike-sb-pitcher-stat-table-short-apple-ios",
    family: "ho-non-lookalike-athlete-brandvik",
    tags: ["fwd:apple-ios", "lang:en", "lookalike", "style:very-short", "stat-table", "trap:coach-phone-same-area-code", "trap:era-not-gpa"],
    label: recruiting("athlete", {
      first_name: "Saylor",
      last_name: "Brandvik",
      grad_year: 2028,
      positions: ["P"],
      height_inches: 69,
      club_team: "Boise Basin Tempest 16U - Marquez",
      high_school: "Owyhee Crest High School",
      city: "Nampa",
      email: "saylorbrandvik28@gmail.com",
      phone: "+12085550124",
      video_urls: ["https://www.youtube.com/watch?v=Sb28riseBr4"],
    }),
    message: forward({ style: "apple-ios", coach: YAMAUCHI, date: "2027-02-09 06:15:00 -07:00", original: saylor }),
  },
  {
    name: "ho-non-lookalike-athlete-tournament-calendar-attached-direct",
    family: "ho-non-lookalike-athlete-ravensworth",
    tags: ["not-a-forward", "auto-forward-rule", "lang:en", "lookalike", "attachment:ics", "trap:dates-like-years", "trap:club-name-with-age", "trap:jersey-number"],
    label: recruiting("athlete", {
      first_name: "Anneliese",
      last_name: "Ravensworth",
      grad_year: 2028,
      positions: ["OH"],
      height_inches: 72,
      club_team: "Sandhill Stampede 17 Navy",
      high_school: "Pine Barrens Academy",
      city: "Raleigh",
      state: "NC",
      gpa: 3.65,
      email: "anneliese.ravensworth@gmail.com",
      phone: "+19195550153",
      video_urls: ["https://www.hudl.com/video/3/21402288/67801b5ac9e2f4d0b7a3e1c6"],
    }),
    message: original(anneliese, "iphone", { headers: autoForwarded(WIERZBICKI), attachments: [calendarAttachment(annelieseIcs, true)] }),
  },
  {
    name: "ho-non-lookalike-service-spotlight-one-profile-html-bulk",
    family: "ho-non-courtscout-digest",
    tags: ["not-a-forward", "lang:en", "lookalike", "recruiting-service", "html-only", "html-table", "bulk", "trap:service-contact", "video:link-text-differs"],
    label: recruiting("recruiting_service", {
      first_name: "Ingrid",
      last_name: "Solvang-Mata",
      grad_year: 2028,
      positions: ["L/DS"],
      height_inches: 66,
      club_team: "Harborview 17 Elite",
      high_school: "Salish Heights High School",
      city: "Tacoma",
      state: "WA",
      gpa: 3.94,
      email: "ingrid.solvangmata@gmail.com",
      video_urls: ["https://www.hudl.com/video/3/21557104/6751b0c2a9e4d13f7c8e2a90"],
    }),
    message: {
      client: "bulk",
      from: "CourtScout Spotlight <weekly@courtscout.example>",
      to: ABERNATHY.scout,
      subject: "CourtScout Spotlight: a 2028 libero asked us to send you her profile",
      date: "2026-12-10 05:00:00 -06:00",
      headers: listHeaders("courtscout.example", "ab-spot"),
      html: htmlDocument(ingridProfileHtml, "plain"),
    },
  },
  {
    name: "ho-non-lookalike-athlete-reply-to-clinic-template-gmail",
    family: "ho-non-lookalike-athlete-holmqvist",
    tags: ["fwd:gmail", "lang:en", "lookalike", "reply-history", "trap:college-coach-signature-in-quote", "trap:coach-signature"],
    label: recruiting("athlete", {
      first_name: "Averie",
      last_name: "Holmqvist",
      grad_year: 2028,
      positions: ["OH"],
      height_inches: 71,
      club_team: "Cascade Crest 17 Blue",
      high_school: "Tualatin Bluffs High School",
      city: "Tigard",
      state: "OR",
      gpa: 3.58,
      email: "averie.holmqvist.vb@rainmail.example",
      video_urls: ["https://www.youtube.com/watch?v=AvL28oh_k2Q"],
    }),
    message: forward({ style: "gmail", coach: ABERNATHY, date: "2026-12-16 07:00:00 -08:00", note: `From the clinic - OH, 5'11", good arm`, original: averieReply }),
  },
  {
    name: "ho-non-lookalike-club-schedule-one-to-watch-outlook-live",
    family: "ho-non-lookalike-willamette-wave",
    tags: ["fwd:outlook-live", "lang:en", "lookalike", "trap:club-coach-contact", "trap:club-name-with-age", "trap:dates-like-years", "trap:jersey-number"],
    label: recruiting("club_coach", {
      first_name: "Sunniva",
      last_name: "Halvard",
      grad_year: 2028,
      positions: ["MB"],
      height_inches: 74,
      club_team: "Willamette Wave 17 Gold",
      high_school: "Silverton Falls High School",
      city: "Salem",
      gpa: 3.8,
      email: "sunnivahalvard@gmail.com",
    }),
    message: forward({ style: "outlook-live", coach: ABERNATHY, date: "2027-01-12 15:00:00 -08:00", note: "Court 14 again - right next to Sandhill.", original: clubSchedule }),
  },
  {
    name: "ho-non-lookalike-hs-coach-season-stat-table-yahoo",
    family: "ho-non-platte-bluffs-fenwick",
    tags: ["fwd:yahoo", "lang:en", "lookalike", "stat-table", "trap:hs-coach-contact", "trap:hitting-percentage"],
    label: recruiting("high_school_coach", {
      first_name: "Marisa",
      last_name: "Wendeborn",
      grad_year: 2027,
      positions: ["RS/OPP"],
      height_inches: 72,
      club_team: "Flatwater Juniors 18 Elite",
      high_school: "Platte Bluffs High School",
      city: "Columbus",
      gpa: 3.45,
      video_urls: ["https://www.hudl.com/video/3/20877301/673a0e5fb1c4d2a9e8f7b610"],
    }),
    message: forward({ style: "yahoo", coach: KASSAB, date: "2026-11-13 08:00:00 -06:00", original: marisaHs }),
  },
  {
    name: "ho-non-lookalike-mom-resends-daughter-corporate-disclaimer-nested",
    family: "ho-non-lookalike-parent-fairclough",
    tags: ["fwd:gmail", "fwd:outlook-2019", "nested", "lang:en", "lookalike", "role:external-forwarder", "trap:legal-disclaimer", "trap:parent-contact", "trap:weighted-gpa"],
    label: recruiting("parent", {
      first_name: "Oona",
      last_name: "Fairclough",
      grad_year: 2028,
      positions: ["SS", "2B"],
      height_inches: 66,
      club_team: "Palmetto Pelicans 16U - Garrity",
      high_school: "Ashley Ferry High School",
      city: "Mount Pleasant",
      state: "SC",
      gpa: 3.7,
      email: "oonafairclough28@gmail.com",
      phone: "+18435550161",
      video_urls: ["https://www.youtube.com/watch?v=OonaSS28xQ1"],
    }),
    message: forward({
      style: "gmail",
      coach: OKAFOR_BELL,
      date: "2027-02-02 18:00:00 -05:00",
      original: { from: momForward.from, to: "rokaforbell@wrenfield.edu", date: "2027-02-02 12:40:00 -05:00", subject: momForward.subject, text: momForward.text ?? "" },
    }),
  },
  {
    name: "ho-non-lookalike-sb-catcher-csv-statline-receipt-requested",
    family: "ho-non-lookalike-athlete-mbatha-cole",
    tags: ["not-a-forward", "auto-forward-rule", "lang:en", "lookalike", "stat-table", "trap:batting-average", "header:disposition-notification-to", "video:drive"],
    label: recruiting("athlete", {
      first_name: "Teagan",
      last_name: "Mbatha-Cole",
      grad_year: 2029,
      positions: ["C"],
      height_inches: 68,
      club_team: "Springdale Sluggers 15U - Whitt",
      high_school: "Springdale Hills High School",
      city: "Springdale",
      state: "AR",
      gpa: 3.92,
      email: "teaganmc2029@yahoo.com",
      phone: "+14795550179",
      video_urls: ["https://drive.google.com/file/d/1TmC29catcherPopTimes2026/view"],
    }),
    message: original(teagan, "yahoo", {
      headers: [["Disposition-Notification-To", "Teagan Mbatha-Cole <teaganmc2029@yahoo.com>"], ["Return-Receipt-To", "teaganmc2029@yahoo.com"], ...autoForwarded(FONSECA)],
    }),
  },
  {
    name: "ho-non-lookalike-pitching-instructor-newsletter-style-apple-mac",
    family: "ho-non-lookalike-spin-doctor-pitching",
    tags: ["fwd:apple-mac", "lang:en", "lookalike", "html-only", "category:newsletter-styled", "video:vimeo", "video:link-text-differs", "trap:instructor-contact"],
    label: recruiting("other", {
      first_name: "Delaney",
      last_name: "Hurtado",
      grad_year: 2028,
      positions: ["P"],
      height_inches: 70,
      club_team: "Carolina Quicksilver 16U - Danvers",
      high_school: "Catawba Ridge High School",
      city: "Rock Hill",
      state: "SC",
      gpa: 3.6,
      video_urls: ["https://vimeo.com/912440318"],
    }),
    message: forward({
      style: "apple-mac",
      coach: FONSECA,
      date: "2027-02-15 19:30:00 -06:00",
      parts: "html",
      original: { from: "Yolanda Birchfield <yolanda@spindoctorpitching.example>", to: "gfonseca@cedarbluff.edu", date: "2027-02-15 12:00:00 -05:00", subject: "Notes from the bullpen - one for Cedar Bluff", text: "", html: delaneyHtml },
    }),
  },
  {
    name: "ho-non-lookalike-athlete-itinerary-table-html-only-gmail",
    family: "ho-non-lookalike-athlete-pahinui-brooks",
    tags: ["fwd:gmail", "lang:en", "lookalike", "html-only", "html-table", "trap:dates-like-years", "video:link-text-differs"],
    label: recruiting("athlete", {
      first_name: "Kalena",
      last_name: "Pahinui-Brooks",
      grad_year: 2028,
      positions: ["MB", "RS/OPP"],
      height_inches: 73,
      club_team: "Harborview 17 Elite",
      high_school: "Puget Heights High School",
      city: "Olympia",
      state: "WA",
      gpa: 3.77,
      email: "kalena.pb28@gmail.com",
      phone: "+13605550185",
      video_urls: ["https://www.youtube.com/watch?v=KaLeNa28mbZ"],
    }),
    message: forward({
      style: "gmail",
      coach: KASSAB,
      date: "2027-01-08 10:00:00 -06:00",
      parts: "html",
      signature: false,
      original: { from: "Kalena Pahinui-Brooks <kalena.pb28@gmail.com>", to: "rkassab@kettleriver.edu", date: "2027-01-07 21:30:00 -08:00", subject: "2028 MB Kalena Pahinui-Brooks - spring schedule", text: "", html: kalenaHtml },
    }),
  },
  {
    name: "ho-non-lookalike-athlete-player-card-export-windows-1252",
    family: "ho-non-lookalike-athlete-arellano-voss",
    tags: ["fwd:outlook-2013", "lang:en", "lookalike", "charset:windows-1252", "quoted-printable", "trap:passing-score", "machine-looking"],
    label: recruiting("athlete", {
      first_name: "Ximena",
      last_name: "Arellano-Ostrander",
      grad_year: 2029,
      positions: ["L/DS"],
      height_inches: 64,
      club_team: "Texas Gulf Cyclones 16 Black",
      high_school: "Clear Lake Shores HS",
      city: "League City",
      state: "TX",
      gpa: 4.0,
      email: "ximena.arellanoostrander@gmail.com",
      phone: "+12815550197",
      video_urls: ["https://www.hudl.com/video/3/21611930/67a2f0e1d4c8b9a7e6f5d342"],
    }),
    message: forward({
      style: "outlook-2013",
      coach: ABERNATHY,
      date: "2027-02-21 10:00:00 -08:00",
      charset: "windows-1252",
      original: { from: "Ximena Arellano-Ostrander <ximena.arellanoostrander@gmail.com>", to: "labernathy@halden.edu", date: "2027-02-20 19:10:00 -06:00", subject: "2029 Libero - Ximena Arellano-Ostrander - player card", text: ximenaCard },
    }),
  },
  {
    name: "ho-non-lookalike-other-college-coach-tip-schedule-thunderbird",
    family: "ho-non-marrow-bay-patel",
    tags: ["fwd:thunderbird", "lang:en", "lookalike", "trap:college-coach-signature", "trap:club-name-with-age"],
    label: recruiting("other", {
      first_name: "Wren",
      last_name: "Kittredge",
      grad_year: 2028,
      positions: ["RS/OPP"],
      height_inches: 72,
      club_team: "Tidewater Elite 17 Royal",
      high_school: "Nansemond Shores High School",
      city: "Suffolk",
      state: "VA",
      gpa: 3.6,
    }),
    message: forward({ style: "thunderbird", coach: KASSAB, date: "2027-01-20 11:00:00 -06:00", original: patelTip }),
  },
];

export const NOT_RECRUITING: readonly CorpusEntry[] = [...MACHINE, ...SPAM_AND_VENDORS, ...NEWS_AND_EVENTS, ...INSIDE, ...LOOKALIKES];
