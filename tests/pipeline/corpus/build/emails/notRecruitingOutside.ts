/**
 * Not recruiting, from outside the programme: camp and clinic ads, newsletters, recruiting-service blasts and
 * marketing, event logistics, parent questions that introduce no athlete, spam. Many name or list athletes without
 * introducing one to the coach, which is the point.
 */
import { notRecruiting, type CorpusEntry } from "../labels.ts";
import { htmlDocument } from "../html.ts";
import { CASTELLANO, GREER, HALVORSEN, MONTOYA, OYELARAN, REYES, VOGEL, WHITLOCK } from "../people.ts";
import { forward, original, type Original } from "../wrappers.ts";

const LIST_HEADERS = (domain: string, id: string): Array<[string, string]> => [
  ["List-Unsubscribe", `<https://${domain}/unsubscribe/${id}>, <mailto:unsubscribe@${domain}?subject=${id}>`],
  ["List-Unsubscribe-Post", "List-Unsubscribe=One-Click"],
  ["Precedence", "bulk"],
];

const campCompanyHtml = `<table width="600" align="center" style="font-family:Georgia,serif"><tr><td>
<h1 style="color:#b22222">Coaches Wanted: Summer 2027 Elite Prospect Camps</h1>
<p>Dear Coach,</p>
<p>Premier Prospect Camps is hiring college coaches to evaluate and instruct at our 2027 summer volleyball camps. Earn <b>$600/day</b> plus travel while seeing hundreds of 2028-2030 prospects.</p>
<ul><li>June 14-16, 2027 &mdash; Louisville, KY</li><li>June 21-23, 2027 &mdash; Indianapolis, IN</li><li>July 8-10, 2027 &mdash; Columbus, OH</li></ul>
<p><a href="https://premierprospectcamps.com/coaches/apply">Apply to coach</a></p>
<p>Questions? Call our camp director, Lauren Pike, at 888-555-0141.</p>
<p style="font-size:11px;color:#777">Premier Prospect Camps LLC, 400 Main St, Suite 210, Dayton, OH 45402. You received this email because you are a college coach. <a href="https://premierprospectcamps.com/unsubscribe">Unsubscribe</a></p>
</td></tr></table>`;

const showcaseInvite: Original = {
  from: "Renata Alves <ralves@bluegrassjuniors.org>",
  to: "College Coaches <collegecoaches@bluegrassjuniors.org>",
  date: "2026-11-10 10:00:00 -05:00",
  subject: "College Coach Registration - Bluegrass Winter Classic 2027",
  text: `College Coaches,

Registration is open for the 2027 Bluegrass Winter Classic, January 16-18, 2027 at the Lexington Convention Center. 186 teams from 14 states, 14U-18U.

- Free coach admission with registration (coach packet with rosters, court assignments and athlete contact sheets emailed Jan 12)
- Coaches hospitality room on the concourse, Courts 1-12 side
- Parking: Lot C, show your coach badge

Register here: https://bluegrassjuniors.org/winter-classic/coaches

Our 18s, 17s and 16s teams will all be there. See you in Lexington!

Renata Alves
Club Director, Bluegrass Juniors
859-555-0177`,
};

const pitchingClinicHtml = `<div style="font-family:Arial;max-width:560px">
<img src="https://fastpitchu.example/banner.png" alt="FASTPITCH U COACHES CLINIC" width="560">
<h2>Fastpitch U Coaches Clinic &ndash; January 9-10, 2027 &ndash; Nashville, TN</h2>
<p>Two days, 14 speakers, pitching mechanics, catcher framing, and recruiting in the new NCAA calendar. College coaches attend FREE.</p>
<p><b>Featured:</b> pitching biomechanics with Dr. Alana Reese; "Building a recruiting board that works" with Coach Tina Marsh.</p>
<p><a href="https://fastpitchu.example/clinic2027">Reserve your seat</a> &middot; Hotel block at the Music Row Inn: 615-555-0110</p>
<p style="font-size:11px">Fastpitch U &middot; <a href="https://fastpitchu.example/unsub">unsubscribe</a></p>
</div>`;

const convention: Original = {
  from: "Volleyball Coaches Alliance <events@vbcoachesalliance.org>",
  to: "jreyes@cresthaven.edu",
  date: "2026-10-01 09:00:00 -04:00",
  subject: "Early-bird ends Friday: 2026 VCA Convention, Dec 16-19",
  text: `Coach Reyes,

Early-bird registration for the 2026 VCA Convention (December 16-19, Kansas City) ends this Friday. Members save $75.

This year's program includes 40+ sessions: serve-receive systems, the 6-2 vs 5-1 debate, mental performance, and a recruiting compliance update from the NCAA.

Register: https://vbcoachesalliance.org/convention

See you in Kansas City!
The VCA Events Team`,
};

const clinicaBateo: Original = {
  from: "Academia Diamante <info@academiadiamante.mx>",
  to: "lmontoya@sierramesa.edu",
  date: "2026-10-10 11:00:00 -07:00",
  subject: "Clínica de bateo para entrenadores - Hermosillo, 5 de diciembre",
  text: `Estimada entrenadora:

La Academia Diamante la invita a nuestra Clínica de Bateo para Entrenadores el sábado 5 de diciembre de 2026 en Hermosillo, Sonora. Temas: mecánica de swing, bateo de slap y trabajo con máquina.

Costo: $1,200 MXN. Cupo limitado a 40 entrenadores.

Informes: +52 662 555 0180
https://academiadiamante.mx/clinica

Saludos cordiales,
Academia Diamante`,
};

const clubNewsletterHtml = `<div style="font-family:Verdana;max-width:620px">
<h1 style="color:#003366">Bluegrass Juniors Monthly &mdash; November 2026</h1>
<h3>Commitment Corner</h3>
<p>Congratulations to our athletes who committed this month!</p>
<ul>
<li>Ava Stone (2027, OH, 6'1") &mdash; Lindell State University</li>
<li>Macy Trent (2027, L/DS, 5'5") &mdash; Harmon College</li>
<li>Peyton Ashby (2028, S, 5'10") &mdash; verbal to Ohio Valley Tech</li>
</ul>
<h3>Tryout recap</h3>
<p>We had 412 athletes at 2026-27 tryouts. Our 17 National and 16 Elite teams will travel to 5 qualifiers.</p>
<h3>Dates</h3>
<p>Jan 16-18, 2027 &mdash; Bluegrass Winter Classic (host event)<br>Feb 6, 2027 &mdash; Parent meeting, 7pm</p>
<p>Bluegrass Juniors &middot; 2200 Fortune Dr, Lexington, KY &middot; <a href="https://bluegrassjuniors.org/unsubscribe">unsubscribe</a></p>
</div>`;

const conferenceNews: Original = {
  from: "Heartland Athletic Conference <news@heartlandconference.org>",
  to: "Head Coaches <headcoaches@lists.heartlandconference.org>",
  date: "2026-11-16 12:00:00 -05:00",
  subject: "HAC Volleyball Weekly: Player of the Week, tournament seeding",
  text: `HAC VOLLEYBALL WEEKLY - November 16, 2026

PLAYER OF THE WEEK: Janae Whitford (Sr., OH, 6'0", Lindell State) - 41 kills, .352 hitting in two wins.
SETTER OF THE WEEK: Olivia Park (So., S, 5'9", Cresthaven) - 11.8 assists/set.
FRESHMAN OF THE WEEK: Rylee Damon (Fr., MB, 6'3", Harmon College).

TOURNAMENT SEEDING
1. Lindell State (15-1)  2. Cresthaven (13-3)  3. Harmon (11-5)  4. Ohio Valley Tech (10-6)

Quarterfinals Nov 20 at the higher seed. Tickets: https://heartlandconference.org/vb-tournament

Heartland Athletic Conference | 300 Conference Way, Indianapolis, IN`,
};

const allStateHtml = `<div style="font-family:Times New Roman;max-width:640px">
<h2>Indiana High School Volleyball Coaches Association &mdash; 2026 Class 4A All-State</h2>
<table border="1" cellpadding="3" style="border-collapse:collapse;font-size:12px">
<tr><th>Name</th><th>School</th><th>Yr</th><th>Pos</th><th>Ht</th></tr>
<tr><td>Tori Vance</td><td>Hamilton Southern</td><td>Sr</td><td>OH</td><td>5-11</td></tr>
<tr><td>Addison Pruitt</td><td>Bloomington Southridge</td><td>Jr</td><td>OH</td><td>6-1</td></tr>
<tr><td>Macy Hellman</td><td>Carmel Prairie</td><td>Sr</td><td>S</td><td>5-9</td></tr>
<tr><td>Rachel Oyler</td><td>Evansville Central Ridge</td><td>Sr</td><td>MB</td><td>6-2</td></tr>
<tr><td>Grace Dunleavy</td><td>Zionsville Crossing</td><td>Jr</td><td>L</td><td>5-6</td></tr>
</table>
<p>Congratulations to all honorees. Banquet: Sunday, December 6, 2026, 2:00 PM, Indianapolis Marriott Eastgate.</p>
<p>IHSVCA &middot; ihsvca.example.org</p>
</div>`;

const softballDigest: Original = {
  from: "Fastpitch Insider <digest@fastpitchinsider.com>",
  to: "moyelaran@lakemont.edu",
  date: "2026-11-04 06:00:00 -05:00",
  subject: "Fastpitch Insider Daily: Top 100 2028 rankings updated",
  text: `FASTPITCH INSIDER DAILY - Wednesday, November 4, 2026

TOP 100 CLASS OF 2028 - UPDATED
1. Madison Kerr, RHP, Texas Bombers Gold (TX)
2. Alexa Reyes, SS, So Cal Athletics (CA) - committed
3. Brooke Lawson, C, Georgia Impact Premier (GA)
... see all 100: https://fastpitchinsider.com/rankings/2028

ALSO TODAY
- Fall ball recap: 12 takeaways from the Desert Classic
- Why 2029s are committing later in the new calendar

Subscriber support: support@fastpitchinsider.com
Unsubscribe: https://fastpitchinsider.com/u/88231`,
};

const serviceBlastHtml = `<div style="font-family:Arial;max-width:640px">
<h2 style="color:#12355b">25 new Class of 2028 Outside Hitters in your region</h2>
<p>Hi Coach,</p>
<p>These verified FieldReady athletes match your program's search filters (Midwest, OH, 2028):</p>
<table cellpadding="4" style="font-size:13px;border-collapse:collapse">
<tr style="background:#eef"><th>Athlete</th><th>Ht</th><th>Club</th><th>State</th><th>GPA</th></tr>
<tr><td>Ashlyn Becker</td><td>6'0"</td><td>Hoosier Heat 17 Red</td><td>IN</td><td>3.8</td></tr>
<tr><td>Jordyn Mills</td><td>5'11"</td><td>Queen City Volleyball 17 Elite</td><td>OH</td><td>3.5</td></tr>
<tr><td>Kiersten Ramos</td><td>6'1"</td><td>Windy City Juniors 17 Royal</td><td>IL</td><td>4.0</td></tr>
<tr><td>Hadley Voss</td><td>5'10"</td><td>Derby City VBC 17 Red</td><td>KY</td><td>3.6</td></tr>
<tr><td colspan="5">+ 21 more athletes</td></tr>
</table>
<p><a href="https://fieldreadyrecruiting.com/coach/search?saved=oh2028">View all 25 athletes and their videos</a></p>
<p>Jenna Morales &middot; FieldReady Recruiting &middot; (800) 555-0199</p>
<p style="font-size:11px;color:#888"><a href="https://fieldreadyrecruiting.com/unsubscribe?c=88213">Unsubscribe</a></p>
</div>`;

const upgrade: Original = {
  from: "ProspectBridge <team@prospectbridge.io>",
  to: "moyelaran@lakemont.edu",
  date: "2026-10-15 10:00:00 -04:00",
  subject: "Your free coach trial ends in 3 days",
  text: `Hi Coach {{last_name}},

Your ProspectBridge Pro trial ends in 3 days. Upgrade now to keep:

- Unlimited athlete searches
- Video evaluations and notes
- Camp and showcase attendee lists

Upgrade for $49/month: https://prospectbridge.io/upgrade

Questions? Reply to this email or call 800-555-0177.

The ProspectBridge Team`,
};

const profileViews: Original = {
  from: "Next Level Athletics <notifications@nextlevelathletics.net>",
  to: "dwhitlock@marlowstate.edu",
  date: "2026-11-09 07:00:00 -05:00",
  subject: "12 athletes viewed Marlow State Softball this week",
  text: `Hi Coach Whitlock,

12 athletes viewed your program page this week, including 5 from the class of 2028 and 3 pitchers.

Top states: MO (4), KS (3), AR (2), OK (2), TX (1)

See who viewed your program: https://nextlevelathletics.net/coach/views

Next Level Athletics`,
};

const serviceShowcase: Original = {
  from: "Diamond Prospect Network <events@diamondprospectnetwork.com>",
  to: "tgreer@bayouteche.edu",
  date: "2026-10-20 09:00:00 -05:00",
  subject: "College coaches: 2027 Gulf South Showcase - 60 teams, 900 athletes",
  text: `Coach,

The 2027 Gulf South Showcase is set for February 20-22, 2027 at the Baton Rouge Sports Complex: 60 teams, 900 athletes, 14U-18U.

College coaches receive free admission, a digital athlete catalog, and lunch each day.

Register: https://diamondprospectnetwork.com/gulfsouth/coaches

Diamond Prospect Network | (225) 555-0100`,
};

const sbBlastHtml = `<div style="font-family:Verdana;max-width:600px"><h3>Diamond Prospect Network &mdash; Pitchers to watch, Class of 2029</h3>
<ol>
<li>Emery Castille &mdash; RHP &mdash; 5'9" &mdash; Louisiana Lightning 16U &mdash; LA</li>
<li>Raegan Holt &mdash; LHP &mdash; 5'7" &mdash; Texas Glory 16U &mdash; TX</li>
<li>Sutton Pryor &mdash; RHP &mdash; 5'11" &mdash; Mississippi Mayhem 16U &mdash; MS</li>
<li>Whitney Dugas &mdash; RHP &mdash; 5'8" &mdash; Bayou Bombers 16U &mdash; LA</li>
</ol>
<p>Full catalog and videos for subscribers: <a href="https://diamondprospectnetwork.com/catalog/2029-pitchers">open catalog</a></p>
<p style="font-size:10px">Diamond Prospect Network &middot; 1400 Commerce Blvd, Baton Rouge, LA &middot; <a href="https://diamondprospectnetwork.com/unsubscribe">unsubscribe</a></p></div>`;

const coachPacket: Original = {
  from: "Tournament Director <director@gatewayqualifier.org>",
  to: "Registered College Coaches <coaches@gatewayqualifier.org>",
  date: "2026-11-20 16:00:00 -06:00",
  subject: "Gateway Qualifier 2027 - College Coach Packet & Court Map",
  text: `College Coaches,

Thank you for registering for the 2027 Gateway Qualifier, March 6-8, 2027, America's Center, St. Louis, MO.

Check-in: Coaches Lounge, Hall 3, Friday from 7:00 AM. Bring photo ID.
Court map: Courts 1-40 Hall 1-2, Courts 41-76 Hall 4.
Parking: Garage B, $15/day (validated for coaches).
Rosters and athlete contact sheets: https://gatewayqualifier.org/coaches/packet (password: GQ2027coach)

Divisions: 18 Open, 17 Open, 16 USA, 15 Open.
Schedules will be final on March 2, 2027.

Questions on site: call 314-555-0199.

Gateway Qualifier Tournament Staff`,
};

const checkinHtml = `<div style="font-family:Arial;max-width:560px">
<h2>You're checked in for the Rocky Mountain Fireworks Classic</h2>
<p>Coach Whitlock, here is your college coach pass for July 1-5, 2027.</p>
<p><b>Pass #RMFC-2027-0418</b><br>Present this QR code at any field entrance.</p>
<p>Fields: Aurora Sports Park 1-24, Commerce City complex 25-40.<br>Coach hospitality: Aurora Sports Park, Pavilion B, 8am-6pm.</p>
<p>Rocky Mountain Fireworks Classic &middot; (303) 555-0150</p>
</div>`;

const scheduleChange: Original = {
  from: "Great Lakes Power League <schedule@greatlakespowerleague.org>",
  to: "jreyes@cresthaven.edu",
  date: "2026-11-18 18:00:00 -05:00",
  subject: "SCHEDULE CHANGE: GLPL #2 moved to Feb 20-22, 2027",
  text: `Attention college coaches:

Due to a venue conflict, Great Lakes Power League #2 has moved from February 13-15, 2027 to February 20-22, 2027. The location (Greater Columbus Convention Center) is unchanged.

Updated team schedules will post February 16, 2027.

We apologize for the inconvenience.
GLPL Operations`,
};

const campCost: Original = {
  from: "Heather Langley <hlangley77@gmail.com>",
  to: "jreyes@cresthaven.edu",
  date: "2026-11-03 20:00:00 -05:00",
  subject: "Winter camp question",
  text: `Hi Coach Reyes,

Can you tell me the cost of your Winter Elite Camp on January 3rd and whether lunch is included? Also, is there a sibling discount?

Thank you,
Heather Langley
(859) 555-0161`,
};

const intlScholarship: Original = {
  from: "Olga Petrenko <o.petrenko@ukr.example.net>",
  to: "kvogel@eastbrook.edu",
  date: "2026-10-09 11:00:00 +03:00",
  subject: "Question about scholarships for international students",
  text: `Dear Coach Vogel,

Does Eastbrook College offer athletic scholarships to international students, and is the TOEFL required for athletes? We are just beginning to learn about the American system.

Thank you for your answer.
Olga Petrenko`,
};

const seasonTickets: Original = {
  from: "Bill Sorensen <bsorensen@sorensenfamily.net>",
  to: "ehalvorsen@tamarackstate.edu",
  date: "2026-09-25 12:00:00 -05:00",
  subject: "Season tickets?",
  text: `Coach,

My wife and I are big fans of Tamarack volleyball. Are season tickets available for the rest of 2026, and do they include the conference tournament?

Bill Sorensen`,
};

const refund: Original = {
  from: "Amanda Choi <amandachoi.home@gmail.com>",
  to: "dwhitlock@marlowstate.edu",
  date: "2026-08-05 19:00:00 -05:00",
  subject: "Refund for July camp",
  text: `Coach Whitlock,

We registered for the July 12 hitting camp but had to cancel because of a family emergency. I emailed the camp office twice without an answer. Can you help us get the $185 refunded? Order #MSU-SB-2026-1187.

Thanks,
Amanda Choi
573-555-0108`,
};

const campSpanish: Original = {
  from: "Rosa Villarreal <rosavillarreal@hotmail.com>",
  to: "lmontoya@sierramesa.edu",
  date: "2026-10-21 19:30:00 -07:00",
  subject: "Pregunta sobre los campamentos",
  text: `Hola coach Montoya,

¿Cuándo son los campamentos de softbol para el verano de 2027 y cuánto cuestan? ¿Hay campamentos para niñas de 12 años?

Gracias,
Rosa Villarreal`,
};

const phishingHtml = `<div style="font-family:Segoe UI,Arial;max-width:500px;border:1px solid #ddd;padding:20px">
<p><b>Microsoft 365</b></p>
<p>Your mailbox jreyes@cresthaven.edu has reached 99.8% of its storage limit. Incoming messages will be rejected within 24 hours.</p>
<p><a href="http://cresthaven-edu.mailbox-quota-verify.example/login">Verify account to increase storage</a></p>
<p style="color:#999;font-size:11px">IT Service Desk &copy; 2026</p>
</div>`;

const giftCards: Original = {
  from: "Dr. Michael Harrow <athletic.director.cresthaven@gmail.com>",
  to: "jreyes@cresthaven.edu",
  date: "2026-11-17 10:42:00 -05:00",
  subject: "Quick favor",
  text: `Jordan, are you available? I need you to handle a quick task for me. I'm in a meeting and can't talk. I need 6 Apple gift cards ($200 each) for a donor appreciation event today. Please purchase and send me pictures of the cards. I will reimburse you.

Dr. Harrow
Sent from my iPhone`,
};

const seoSpam: Original = {
  from: "Kevin from RankRise <kevin@rankrise-seo.example>",
  to: "info@marlowstatesoftball.com",
  date: "2026-10-03 03:14:00 +05:30",
  subject: "Re: Your website marlowstatesoftball.com",
  text: `Hello,

I was checking your website marlowstatesoftball.com and noticed it is not ranking on page 1 of Google for important keywords. We can get you top rankings in 30 days with our proven SEO packages starting at $99/month.

Reply YES for a free audit.

Kevin
RankRise Digital`,
};

const ballSaleHtml = `<table width="600" align="center" style="font-family:Helvetica"><tr><td>
<h1>BLACK FRIDAY: 30% OFF Game Volleyballs</h1>
<p>Team orders of 24+ balls ship free. Use code <b>COACH30</b> by Nov 30.</p>
<p>Also on sale: ball carts, knee pads, setting targets, and the 6'5" adjustable antenna set.</p>
<p><a href="https://courtsidesupply.example/bf">Shop the sale</a></p>
<p style="font-size:10px">Courtside Supply Co. &middot; Call 877-555-0133 &middot; <a href="https://courtsidesupply.example/unsub">Unsubscribe</a></p>
</td></tr></table>`;

const prizeSpam = `CONGRATULATIONS!!! Your e-mail address has won 750.000,00 € in the International Sports Lottery 2026. Ticket n° 4471-88.

To claim your prize please send your full name, address, and a copy of your passport to Mme. Hélène Dubreuil, claims agent, at claims.isl2026@lottery-claims.example.

Félicitations encore !`;

const invoiceSpam: Original = {
  from: "Accounts Payable <ap@invoices-portal.example>",
  to: "tgreer@bayouteche.edu",
  date: "2026-11-02 04:11:00 +00:00",
  subject: "Invoice #INV-88213 overdue",
  text: `Dear customer,

Please find attached invoice INV-88213 for $4,860.00, which is now 30 days overdue. Kindly remit payment today to avoid service interruption.

Regards,
Accounts Payable`,
};

export const NOT_RECRUITING_OUTSIDE: CorpusEntry[] = [
  {
    name: "nonrec-camp-company-coaches-wanted-gmail",
    tags: ["fwd:gmail", "lang:en", "category:camp-ad", "html-only", "trap:dates-like-years"],
    label: notRecruiting("other"),
    message: forward({
      style: "gmail",
      coach: REYES,
      date: "2026-10-12 08:00:00 -04:00",
      note: "Anyone want to work this?",
      parts: "html",
      original: { from: "Premier Prospect Camps <coaches@premierprospectcamps.com>", to: "jreyes@cresthaven.edu", date: "2026-10-11 10:00:00 -04:00", subject: "Coaches wanted: 2027 Elite Prospect Camps ($600/day)", text: "", html: campCompanyHtml },
    }),
  },
  {
    name: "nonrec-club-showcase-invite-outlook-live",
    tags: ["fwd:outlook-live", "lang:en", "category:camp-ad", "category:event", "trap:club-name-with-age"],
    label: notRecruiting("club_coach"),
    message: forward({ style: "outlook-live", coach: CASTELLANO, date: "2026-11-10 12:00:00 -05:00", original: showcaseInvite }),
  },
  {
    name: "nonrec-pitching-clinic-ad-bulk-direct",
    tags: ["not-a-forward", "lang:en", "category:camp-ad", "html-only", "bulk"],
    label: notRecruiting("other"),
    message: {
      client: "bulk",
      from: "Fastpitch U <clinic@fastpitchu.example>",
      to: WHITLOCK.scout,
      subject: "College coaches attend FREE: Fastpitch U Coaches Clinic, Jan 9-10",
      date: "2026-11-05 06:00:00 -06:00",
      headers: LIST_HEADERS("fastpitchu.example", "c-4471"),
      html: htmlDocument(pitchingClinicHtml, "plain"),
      encoding: "quoted-printable",
    },
  },
  {
    name: "nonrec-coaches-convention-outlook-2019",
    tags: ["fwd:outlook-2019", "lang:en", "category:camp-ad"],
    label: notRecruiting("other"),
    message: forward({ style: "outlook-2019", coach: REYES, date: "2026-10-01 12:00:00 -04:00", note: "Should we all go this year? Budget?", original: convention }),
  },
  {
    name: "nonrec-batting-clinic-spanish-outlook-es",
    tags: ["fwd:outlook-es", "lang:es", "category:camp-ad", "phone:international"],
    label: notRecruiting("other"),
    message: forward({ style: "outlook-es", coach: MONTOYA, date: "2026-10-11 08:00:00 -07:00", note: "¿Alguien quiere ir?", original: clinicaBateo }),
  },
  {
    name: "nonrec-club-newsletter-commitments-gmail",
    tags: ["fwd:gmail", "lang:en", "category:newsletter", "html-only", "trap:many-athletes-named", "trap:club-name-with-age"],
    label: notRecruiting("club_coach"),
    message: forward({
      style: "gmail",
      coach: REYES,
      date: "2026-11-21 09:00:00 -05:00",
      signature: false,
      parts: "html",
      original: { from: "Bluegrass Juniors <newsletter@bluegrassjuniors.org>", to: "jreyes@cresthaven.edu", date: "2026-11-20 17:00:00 -05:00", subject: "Bluegrass Juniors Monthly - November 2026", text: "", html: clubNewsletterHtml },
    }),
  },
  {
    name: "nonrec-conference-weekly-outlook-new",
    tags: ["fwd:outlook-new", "lang:en", "category:newsletter", "trap:many-athletes-named", "trap:heights"],
    label: notRecruiting("other"),
    message: forward({ style: "outlook-new", coach: REYES, date: "2026-11-16 14:00:00 -05:00", note: "Olivia got setter of the week!", original: conferenceNews }),
  },
  {
    name: "nonrec-all-state-list-html-apple",
    tags: ["fwd:apple-mac", "lang:en", "category:newsletter", "html-table", "html-only", "trap:many-athletes-named", "trap:heights"],
    label: notRecruiting("other"),
    message: forward({
      style: "apple-mac",
      coach: REYES,
      date: "2026-11-19 20:00:00 -05:00",
      parts: "html",
      note: "Two of ours on here already",
      original: { from: "IHSVCA <awards@ihsvca.example.org>", to: "jreyes@cresthaven.edu", date: "2026-11-19 12:00:00 -05:00", subject: "2026 Class 4A All-State Team", text: "", html: allStateHtml },
    }),
  },
  {
    name: "nonrec-softball-digest-rankings-outlook-live",
    tags: ["fwd:outlook-live", "lang:en", "category:newsletter", "trap:many-athletes-named"],
    label: notRecruiting("other"),
    message: forward({ style: "outlook-live", coach: OYELARAN, date: "2026-11-04 08:00:00 -05:00", original: softballDigest }),
  },
  {
    name: "nonrec-service-blast-25-athletes-gmail",
    tags: ["fwd:gmail", "lang:en", "recruiting-service", "category:service-blast", "html-only", "trap:many-athletes-named"],
    label: notRecruiting("recruiting_service"),
    message: forward({
      style: "gmail",
      coach: REYES,
      date: "2026-11-15 10:00:00 -05:00",
      parts: "html",
      original: { from: "FieldReady Recruiting <matches@fieldreadyrecruiting.com>", to: "jreyes@cresthaven.edu", date: "2026-11-15 06:00:00 -05:00", subject: "25 new Class of 2028 Outside Hitters in your region", text: "", html: serviceBlastHtml },
    }),
  },
  {
    name: "nonrec-service-upgrade-marketing-outlook-2013",
    tags: ["fwd:outlook-2013", "lang:en", "recruiting-service", "category:service-marketing", "trap:template-placeholder"],
    label: notRecruiting("recruiting_service"),
    message: forward({ style: "outlook-2013", coach: OYELARAN, date: "2026-10-15 12:00:00 -04:00", original: upgrade }),
  },
  {
    name: "nonrec-service-profile-views-bulk-direct",
    tags: ["not-a-forward", "auto-forward-rule", "lang:en", "recruiting-service", "category:service-marketing"],
    label: notRecruiting("recruiting_service"),
    message: original(profileViews, "bulk", {
      headers: [...LIST_HEADERS("nextlevelathletics.net", "views-2231"), ["X-Forwarded-To", WHITLOCK.scout], ["X-Forwarded-For", `${WHITLOCK.address} ${WHITLOCK.scout}`]],
    }),
  },
  {
    name: "nonrec-service-showcase-yahoo",
    tags: ["fwd:yahoo", "lang:en", "recruiting-service", "category:event"],
    label: notRecruiting("recruiting_service"),
    message: forward({ style: "yahoo", coach: GREER, date: "2026-10-20 12:00:00 -05:00", original: serviceShowcase }),
  },
  {
    name: "nonrec-service-pitchers-list-base64-gmail",
    tags: ["fwd:gmail", "lang:en", "recruiting-service", "category:service-blast", "html-only", "base64", "trap:many-athletes-named", "trap:heights"],
    label: notRecruiting("recruiting_service"),
    message: forward({
      style: "gmail",
      coach: GREER,
      date: "2026-11-08 10:00:00 -06:00",
      parts: "html",
      encoding: "base64",
      original: { from: "Diamond Prospect Network <lists@diamondprospectnetwork.com>", to: "tgreer@bayouteche.edu", date: "2026-11-08 06:00:00 -06:00", subject: "Pitchers to watch: Class of 2029", text: "", html: sbBlastHtml },
    }),
  },
  {
    name: "nonrec-tournament-coach-packet-outlook-new-nobar",
    tags: ["fwd:outlook-new-nobar", "lang:en", "category:event", "trap:dates-like-years", "trap:password-in-mail"],
    label: notRecruiting("other"),
    message: forward({ style: "outlook-new-nobar", coach: REYES, date: "2026-11-20 18:00:00 -05:00", note: "Saving this for March", original: coachPacket }),
  },
  {
    name: "nonrec-showcase-checkin-pass-apple-ios",
    tags: ["fwd:apple-ios", "lang:en", "category:event", "html-only"],
    label: notRecruiting("other"),
    message: forward({
      style: "apple-ios",
      coach: WHITLOCK,
      date: "2026-11-11 16:00:00 -06:00",
      parts: "html",
      original: { from: "Rocky Mountain Fireworks Classic <noreply@rmfclassic.example>", to: "dwhitlock@marlowstate.edu", date: "2026-11-11 15:00:00 -07:00", subject: "Your college coach pass - RMFC 2027", text: "", html: checkinHtml },
    }),
  },
  {
    name: "nonrec-schedule-change-thunderbird",
    tags: ["fwd:thunderbird", "lang:en", "category:event", "trap:dates-like-years"],
    label: notRecruiting("other"),
    message: forward({ style: "thunderbird", coach: HALVORSEN, date: "2026-11-19 07:00:00 -06:00", original: { ...scheduleChange, to: "ehalvorsen@tamarackstate.edu" } }),
  },
  {
    name: "nonrec-parent-camp-cost-question-gmail",
    tags: ["fwd:gmail", "lang:en", "category:parent-question"],
    label: notRecruiting("parent"),
    message: forward({ style: "gmail", coach: REYES, date: "2026-11-04 07:00:00 -05:00", note: "Sam can you answer this one?", original: campCost }),
  },
  {
    name: "nonrec-parent-international-scholarship-outlook-de",
    tags: ["fwd:outlook-de", "lang:en", "category:parent-question"],
    label: notRecruiting("parent"),
    message: forward({ style: "outlook-de", coach: VOGEL, date: "2026-10-09 09:00:00 -04:00", original: intlScholarship }),
  },
  {
    name: "nonrec-parent-season-tickets-thunderbird",
    tags: ["fwd:thunderbird", "lang:en", "category:parent-question", "8bit"],
    label: notRecruiting("parent"),
    message: forward({ style: "thunderbird", coach: HALVORSEN, date: "2026-09-26 08:00:00 -05:00", encoding: "8bit", original: seasonTickets }),
  },
  {
    name: "nonrec-parent-camp-refund-apple-ios",
    tags: ["fwd:apple-ios", "lang:en", "category:parent-question"],
    label: notRecruiting("parent"),
    message: forward({ style: "apple-ios", coach: WHITLOCK, date: "2026-08-06 07:00:00 -05:00", note: "Haley pls handle", original: refund }),
  },
  {
    name: "nonrec-parent-camp-question-spanish-gmail-es",
    tags: ["fwd:gmail-es", "lang:es", "category:parent-question"],
    label: notRecruiting("parent"),
    message: forward({ style: "gmail-es", coach: MONTOYA, date: "2026-10-22 08:00:00 -07:00", original: campSpanish }),
  },
  {
    name: "nonrec-spam-phishing-mailbox-full-direct",
    tags: ["not-a-forward", "lang:en", "category:spam", "html-only"],
    label: notRecruiting("other"),
    message: {
      client: "webmail",
      from: "IT Service Desk <it-support@cresthaven-edu.mailbox-quota-verify.example>",
      to: REYES.scout,
      subject: "ACTION REQUIRED: Mailbox storage limit reached",
      date: "2026-11-18 02:13:00 +00:00",
      html: htmlDocument(phishingHtml, "plain"),
    },
  },
  {
    name: "nonrec-spam-gift-cards-ceo-fraud-outlook-live",
    tags: ["fwd:outlook-live", "lang:en", "category:spam"],
    label: notRecruiting("other"),
    message: forward({ style: "outlook-live", coach: REYES, date: "2026-11-17 11:00:00 -05:00", note: "Is this real?? Reporting to IT", original: giftCards }),
  },
  {
    name: "nonrec-spam-seo-gmail",
    tags: ["fwd:gmail", "lang:en", "category:spam"],
    label: notRecruiting("other"),
    message: forward({ style: "gmail", coach: WHITLOCK, date: "2026-10-03 08:00:00 -05:00", signature: false, original: seoSpam }),
  },
  {
    name: "nonrec-spam-equipment-sale-bulk-direct",
    tags: ["not-a-forward", "lang:en", "category:spam", "category:vendor", "bulk", "trap:heights"],
    label: notRecruiting("other"),
    message: {
      client: "bulk",
      from: "Courtside Supply Co. <deals@courtsidesupply.example>",
      to: CASTELLANO.scout,
      subject: "BLACK FRIDAY: 30% off game volleyballs",
      date: "2026-11-27 05:00:00 -05:00",
      headers: LIST_HEADERS("courtsidesupply.example", "bf-2026"),
      text: "BLACK FRIDAY: 30% OFF Game Volleyballs\n\nTeam orders of 24+ balls ship free. Use code COACH30 by Nov 30.\n\nShop: https://courtsidesupply.example/bf\n",
      html: htmlDocument(ballSaleHtml, "plain"),
    },
  },
  {
    name: "nonrec-spam-lottery-windows-1252-direct",
    tags: ["not-a-forward", "lang:en", "category:spam", "charset:windows-1252", "quoted-printable"],
    label: notRecruiting("other"),
    message: {
      client: "webmail",
      from: "International Sports Lottery <notice@isl-2026.example>",
      to: VOGEL.scout,
      subject: "Félicitations / Congratulations - Ticket n° 4471-88",
      date: "2026-10-30 23:59:00 +01:00",
      text: prizeSpam,
      charset: "windows-1252",
    },
  },
  {
    name: "nonrec-spam-invoice-attachment-outlook-live",
    tags: ["fwd:outlook-live", "lang:en", "category:spam", "attachment:file"],
    label: notRecruiting("other"),
    message: forward({
      style: "outlook-live",
      coach: GREER,
      date: "2026-11-02 08:00:00 -06:00",
      note: "Not ours - ignore",
      original: invoiceSpam,
      attachments: [{ kind: "file", filename: "INV-88213.html", contentType: "text/html", content: "<html><body><h1>Invoice INV-88213</h1><p>Amount due: $4,860.00</p><p><a href='http://invoices-portal.example/pay'>Pay now</a></p></body></html>" }],
    }),
  },
];
