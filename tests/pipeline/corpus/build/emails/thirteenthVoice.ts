/**
 * A thirteenth tuning author, who read none of the other batches' emails. Its weight is on how mail reaches the
 * coach and who wrote it: forwards from the clients people really use, as each writes its header lines (Samsung
 * Email's "Original message", Outlook for iOS and Android under "Get Outlook", AOL, Yahoo's phone app, Gmail in
 * Italian, Outlook in Dutch and Spanish, Apple Mail in French, Thunderbird in German), forwards nested through a
 * club director, a high-school coach, a grandmother or a college assistant, replies that carry the thread below
 * them (a mother answering above her daughter's email, an athlete answering the coach's questions), school and
 * office signatures with their disclaimers under an underscore line, HTML-only sends from a CRM, messages
 * attached whole as .eml, and résumés in PDF and Word; and look-alikes arriving the same ways.
 */
import type { CorpusEntry } from "../labels.ts";
import { notRecruiting, recruiting } from "../labels.ts";
import type { AttachmentSpec, Client, MessageSpec } from "../mime.ts";
import { collegeCoach } from "../people.ts";
import { bulkMailHeaders, compose, forwardAsAttachment, forwardedBlock, fwd, original, quotedReply, type Coach, type Original } from "../wrappers.ts";

const BRANNIGAN = collegeCoach("Siobhan Brannigan", "sbrannigan@sableridge.edu", "siobhan.brannigan.x4t7@scout.inboxscout.app", `Siobhan Brannigan
Head Women's Volleyball Coach
Sable Ridge University
o. 802-555-0111`);

/** Sable Ridge's assistant, whose Gmail is set to Italian; her hops to the head coach are the programme's own. */
const BENEDETTI_ADDRESS = "Chiara Benedetti <cbenedetti@sableridge.edu>";

const CARRASCO = collegeCoach("Inés Carrasco", "icarrasco@sableridge.edu", "ines.carrasco.m2q9@scout.inboxscout.app", `Inés Carrasco
Assistant Coach / Recruiting Coordinator
Sable Ridge University Volleyball
802-555-0112`);

const OKONKWO = collegeCoach("Adanna Okonkwo", "aokonkwo@wexfordpoint.edu", "adanna.okonkwo.r8h3@scout.inboxscout.app", `Adanna Okonkwo
Head Softball Coach | Wexford Point College
(919) 555-0113`);

/** Wexford Point's assistant: a staff hop, not a sender. */
const PRICE_ADDRESS = "Jalen Price <jprice@wexfordpoint.edu>";

const DALMAU = collegeCoach("Irene Dalmau", "idalmau@larkspurstate.edu", "irene.dalmau.k6w1@scout.inboxscout.app", `Irene Dalmau
Head Coach, Women's Soccer
Larkspur State University
505.555.0114`);

const ASHWORTH = collegeCoach("Celeste Ashworth", "cashworth@harrowglen.edu", "celeste.ashworth.d3n5@scout.inboxscout.app", `Celeste Ashworth
Head Women's Lacrosse Coach
Harrow Glen College
p: 207-555-0116`);

const pdf = (filename: string, lines: readonly string[]): AttachmentSpec => ({ kind: "document", format: "pdf", filename, lines });
const docx = (filename: string, lines: readonly string[]): AttachmentSpec => ({ kind: "document", format: "docx", filename, lines });

/**
 * A coach's forward from a client the shared wrappers do not model: her note (or the client's sign-off), then the
 * header lines that client writes above the original, then the original's text.
 */
function clientForward(coach: Coach, client: Client, date: string, subject: string, above: string, header: string, inner: Original, extra: Partial<MessageSpec> = {}): MessageSpec {
  return original({ from: `${coach.name} <${coach.address}>`, to: coach.scout, date, subject, text: `${above}\n\n${header}\n\n${inner.text}` }, client, extra);
}

/** Samsung Email on Android: a dashed "Original message" line and a numeric date with the zone in brackets. */
const samsungHeader = (inner: Original, when: string) => `-------- Original message --------
From: ${inner.from} 
Date: ${when} 
To: ${inner.to} 
Subject: ${inner.subject} `;

/** Outlook for iOS and Android: the store link, the underscore line, and a date with seconds. */
const outlookMobileHeader = (platform: "iOS" | "Android", inner: Original, when: string) => `Get Outlook for ${platform}<https://aka.ms/${platform === "iOS" ? "o0ukef" : "ghei36"}>
________________________________
From: ${inner.from}
Sent: ${when}
To: ${inner.to}
Subject: ${inner.subject}`;

/** AOL webmail's forward. */
const aolHeader = (inner: Original, when: string) => `-----Original Message-----
From: ${inner.from}
To: ${inner.to}
Sent: ${when}
Subject: ${inner.subject}`;

// ---------------------------------------------------------------------------------------------------------------
// Athletes, through the clients their coaches forward from
// ---------------------------------------------------------------------------------------------------------------

const ximenaQuiroga: Original = {
  from: "Ximena Quiroga <xquiroga.soccer@gmail.com>",
  to: "idalmau@larkspurstate.edu",
  date: "2026-11-14 20:02:00 -07:00",
  subject: "Center back, class of 2028 - Ximena Quiroga",
  text: `Coach Dalmau,

Thank you for talking to my team after our game in Denver on Saturday. I'm the center back who wore #4.

Some info about me:
Grad year 2028
Height 5'8"
Club: Pueblo Alianza 09G Premier
School: Centennial Mesa High School, Pueblo, CO
GPA 3.72
Phone 719-555-0131

Here is a highlight video from this fall: https://www.youtube.com/watch?v=Xq4Pb7Cb2Rm

I'm really interested in Larkspur State's engineering program and I hope to visit in the spring.

Ximena Quiroga`,
};

const tessaMarchetti: Original = {
  from: "Tessa Marchetti <tessamarchetti29@gmail.com>",
  to: "sbrannigan@sableridge.edu",
  date: "2026-11-12 21:14:00 -06:00",
  subject: "2029 setter from Milwaukee",
  text: `Hello Coach Brannigan!

I'm a sophomore setter at Lakeshore Prep in Milwaukee, Wisconsin and I play club for Harbor City 16 Navy. I'm 5'10" and I run a 6-2 in high school and a 5-1 in club.

Grades: 3.9 GPA
Cell: (414) 555-0128
Film: https://www.hudl.com/video/3/66120845/3f2e1d0c9b8a7f6e5d4c3b2a

We play at the Northern Lights Qualifier in January. I hope you can come see us!

Tessa Marchetti`,
};

const danicaYellowhorse: Original = {
  from: "Danica Yellowhorse <danica.yellowhorse@gmail.com>",
  to: "aokonkwo@wexfordpoint.edu",
  date: "2026-11-09 19:40:00 -06:00",
  subject: "Catcher / 3B - Class of 2027",
  text: `Coach Okonkwo,

My name is Danica Yellowhorse. I'm a senior catcher who also plays third, and I'm still looking for a home for next fall.

I play travel ball for Red Dirt Rampage 18U - Colston and high school ball at Norman Prairie High School in Norman, OK. Pop time 1.88, and I hit .402 this summer.

5'7", 3.45 GPA. My number is 405.555.0163 and my skills video is https://youtu.be/Dy5Cq8Tb3Kx

Thank you for your time,
Danica`,
};

const giuliaFerraresi: Original = {
  from: "Giulia Ferraresi <giulia.ferraresi08@gmail.com>",
  to: "cbenedetti@sableridge.edu",
  date: "2026-11-13 21:40:00 +01:00",
  subject: "Outside hitter from Italy - Maturità 2027",
  text: `Dear Coach Benedetti,

I am Giulia Ferraresi, an outside hitter from Bologna, Italy. I finish my school (Liceo Scientifico Augusto Righi) with the Maturità in June 2027 and my dream is to study and play volleyball in the USA.

I am 1,82 m tall and this season I play for Pallavolo Casalecchio U18, in the Serie C and the regional U18 championship. My grades are 8,4 out of 10.

My video: https://www.youtube.com/watch?v=Gf8Rr2Bo6Lq
WhatsApp: +39 333 555 0147

Thank you very much and best regards,
Giulia Ferraresi`,
};

const benedettiToHead: Original = {
  from: BENEDETTI_ADDRESS,
  to: "Siobhan Brannigan <sbrannigan@sableridge.edu>",
  date: "2026-11-14 09:05:00 -05:00",
  subject: "I: Outside hitter from Italy - Maturità 2027",
  text: `Siobhan, the Italian OH I mentioned. Her video is good, arm swing is fast. Worth a call?

Chiara

---------- Messaggio inoltrato ---------
Da: Giulia Ferraresi <giulia.ferraresi08@gmail.com>
Date: ven 13 nov 2026 alle ore 21:40
Subject: Outside hitter from Italy - Maturità 2027
To: <cbenedetti@sableridge.edu>


${giuliaFerraresi.text}`,
};

const femkeHoogeveen: Original = {
  from: "Femke Hoogeveen <femke.hoogeveen@gmail.com>",
  to: "Marieke van Dijk <m.vandijk@vcdynamozwolle.example>",
  date: "2026-11-10 20:15:00 +01:00",
  subject: "info voor Amerikaanse coaches",
  text: `Hoi Marieke,

Here is my info in English like you asked, for the coaches in America:

Femke Hoogeveen
Middle blocker, 1,88 m
VC Dynamo Zwolle U19 (also training with Dames 1)
Gymnasium Celeanum, Zwolle - VWO diploma in 2027
Email femke.hoogeveen@gmail.com
Video https://www.youtube.com/watch?v=Fh3Nl9Mb5Zw

Dankjewel!
Femke`,
};

const vandijkToCoach: Original = {
  from: "Marieke van Dijk <m.vandijk@vcdynamozwolle.example>",
  to: "sbrannigan@sableridge.edu",
  date: "2026-11-11 10:30:00 +01:00",
  subject: "Doorst: info voor Amerikaanse coaches",
  text: `Dear Coach Brannigan,

I coach the U19 girls at VC Dynamo Zwolle in the Netherlands. One of my middles, Femke, would like to play in the US from August 2027, and I think she is ready: she blocks well against the senior teams and she is a very serious student. Her own note is below.

Kind regards,
Marieke van Dijk
Trainer U19 / Technisch coördinator jeugd
VC Dynamo Zwolle

________________________________
Van: Femke Hoogeveen <femke.hoogeveen@gmail.com>
Verzonden: dinsdag 10 november 2026 20:15
Aan: Marieke van Dijk <m.vandijk@vcdynamozwolle.example>
Onderwerp: info voor Amerikaanse coaches

${femkeHoogeveen.text}`,
};

const imaniOkafor: Original = {
  from: "Imani Okafor <imaniokafor28@gmail.com>",
  to: "aokonkwo@wexfordpoint.edu",
  date: "2026-10-27 18:22:00 -04:00",
  subject: "Imani Okafor - 2028 SS",
  text: `Hi Coach Okonkwo,

I'm Imani Okafor, a 2028 shortstop (I can also play second) at Kempsville Landing High School in Virginia Beach, VA. I play for Tidewater Fury 16U - Mathis.

I'm 5'5", I bat right, and my GPA is 3.8. Here is my fielding and hitting video: https://www.youtube.com/watch?v=Io2Sf6Tk8Wp

My cell is 757-555-0119. I would love to come to your January prospect camp.

Thank you,
Imani Okafor`,
  cc: "Renata Okafor <renata.okafor@gmail.com>",
};

const motherAboveDaughter: Original = {
  from: "Renata Okafor <renata.okafor@gmail.com>",
  to: "aokonkwo@wexfordpoint.edu",
  cc: "Imani Okafor <imaniokafor28@gmail.com>",
  date: "2026-11-16 07:55:00 -05:00",
  subject: "Re: Imani Okafor - 2028 SS",
  ...compose(
    `Good morning Coach Okonkwo,

I'm Imani's mom. I'm just following up on her email below in case it got buried during your season. Since she wrote, she was named first team all-district, and her club coach put together a new video from fall ball: https://youtu.be/Io9Fb4Ll2Qe

Thank you for your time.
Renata Okafor
757-555-0120`,
    quotedReply("gmail", imaniOkafor),
    "gmail",
  ),
};

const lenaVukovic: Original = {
  from: "Lena Vukovic <lenavukovic28@gmail.com>",
  to: "Dwayne Castellanos <dwayne@summitpeakvbc.example>",
  date: "2026-11-08 16:48:00 -07:00",
  subject: "my info for coaches",
  text: `Hi Dwayne,

Thanks for offering to send this out. Here's everything:

Lena Vukovic
Class of 2028
Right side / opposite, 6'1"
Summit Peak 17 Elite
Castle View Heights HS, Castle Rock, CO
GPA 3.66
lenavukovic28@gmail.com
303-555-0184
https://www.hudl.com/video/3/71290034/a1b2c3d4e5f60718293a4b5c

Schools I'm most interested in: Sable Ridge, Colorado Mesa Tech, Westmont Hills.

Lena`,
};

const castellanosForwards: Original = {
  from: "Dwayne Castellanos <dwayne@summitpeakvbc.example>",
  to: "sbrannigan@sableridge.edu",
  date: "2026-11-09 11:20:00 -07:00",
  subject: "FW: my info for coaches",
  ...compose(
    `Coach Brannigan,

Lena put Sable Ridge at the top of her list, so I wanted you to have her info straight from her. She is a left-handed right side who has started for me for two years, and she will be at the Rocky Mountain Classic with us in February. Call me any time.

Dwayne Castellanos
Club Director | Summit Peak Volleyball Club
720-555-0185
www.summitpeakvbc.example`,
    forwardedBlock("outlook-live", lenaVukovic),
    "outlook",
  ),
};

const marenSolberg: Original = {
  from: "Maren Solberg <marensolberg29@gmail.com>",
  to: "jprice@wexfordpoint.edu",
  date: "2026-11-05 20:31:00 -06:00",
  subject: "Lefty slapper - 2029",
  text: `Coach Price,

I met you at the fall showcase in Rochester. I'm Maren Solberg, a left-handed slapper who plays center field for Minnesota Blaze 16U Premier and for Eagan Ridge High School in Eagan, MN.

Class of 2029, 5'6", 3.95 GPA, home to first in 2.7.
Video: https://www.hudl.com/video/3/58812230/c0d1e2f3a4b5c6d7e8f9a0b1
Cell: 651-555-0137

Thanks!
Maren`,
};

const priceToHead: Original = {
  from: PRICE_ADDRESS,
  to: "Adanna Okonkwo <aokonkwo@wexfordpoint.edu>",
  date: "2026-11-06 08:10:00 -05:00",
  subject: "Fwd: Lefty slapper - 2029",
  ...compose(
    `Coach O - lefty slapper from Rochester, fast. Would like her at the December camp.

--
Jalen Price
Assistant Coach, Wexford Point Softball`,
    forwardedBlock("gmail", marenSolberg),
    "gmail",
  ),
};

const piperFirst: Original = {
  from: "Piper Haldane <piperhaldane28@gmail.com>",
  to: "cashworth@harrowglen.edu",
  date: "2026-10-30 19:05:00 -04:00",
  subject: "2028 attacker - Piper Haldane",
  text: `Coach Ashworth,

My name is Piper Haldane and I'm a junior attacker at Severn Crossing School in Annapolis, Maryland. I'm 5'6" and I led our team in assists last spring. Harrow Glen is on my list because of the small classes and your fast offense.

Highlights: https://www.hudl.com/video/3/62004517/9e8d7c6b5a4f3e2d1c0b9a8f

Thank you,
Piper Haldane`,
};

const ashworthAsks: Original = {
  from: "Celeste Ashworth <cashworth@harrowglen.edu>",
  to: "Piper Haldane <piperhaldane28@gmail.com>",
  date: "2026-11-02 10:12:00 -05:00",
  subject: "Re: 2028 attacker - Piper Haldane",
  ...compose(
    `Hi Piper,

Thanks for reaching out and for the film. Who do you play for in the summer, and what is your GPA? Also send a cell number so we can stay in touch.

Celeste Ashworth
Head Women's Lacrosse Coach
Harrow Glen College
p: 207-555-0116`,
    quotedReply("gmail", piperFirst),
    "gmail",
  ),
};

const piperAnswers: Original = {
  from: "Piper Haldane <piperhaldane28@gmail.com>",
  to: "Celeste Ashworth <cashworth@harrowglen.edu>",
  date: "2026-11-02 21:40:00 -05:00",
  subject: "Re: 2028 attacker - Piper Haldane",
  ...compose(
    `Hi Coach Ashworth,

Thank you so much for writing back! I play summer ball for Tidal Lax 2028 Black and my GPA is 3.7 unweighted. My cell is 410-555-0172.

Piper`,
    quotedReply("gmail", ashworthAsks),
    "gmail",
  ),
};

const kaiaHtml = `<div style="font-family:Helvetica Neue,Helvetica,Arial,sans-serif;font-size:14px">
<p>Hi Coach Brannigan,</p>
<p>I'm a libero from San Antonio and I'd love to be part of your 2028 class. My info is below.</p>
<table border="1" cellpadding="4" cellspacing="0" style="border-collapse:collapse">
<tr><td><b>Name</b></td><td>Kaia Montgomery-Reyes</td></tr>
<tr><td><b>Grad Year</b></td><td>2028</td></tr>
<tr><td><b>Position</b></td><td>Libero / DS</td></tr>
<tr><td><b>Height</b></td><td>5'5"</td></tr>
<tr><td><b>Club</b></td><td>Alamo City 17 Black</td></tr>
<tr><td><b>High School</b></td><td>Brandeis Oaks HS (San Antonio, TX)</td></tr>
<tr><td><b>GPA</b></td><td>4.0 unweighted / 4.4 weighted</td></tr>
<tr><td><b>Phone</b></td><td>210-555-0150</td></tr>
<tr><td><b>Video</b></td><td><a href="https://www.hudl.com/video/3/60017722/b4c5d6e7f8091a2b3c4d5e6f">Serve receive + defense 2026</a></td></tr>
</table>
<p>Thank you!<br>Kaia</p>
</div>`;

const kaiaMontgomeryReyes: Original = {
  from: "Kaia Montgomery-Reyes <kaiamr28@yahoo.com>",
  to: "sbrannigan@sableridge.edu",
  date: "2026-11-17 17:20:00 -06:00",
  subject: "Libero - Class of 2028",
  text: "",
  html: kaiaHtml,
};

const wrenCastellucci: Original = {
  from: "Wren Castellucci <wrencastellucci@icloud.com>",
  to: "aokonkwo@wexfordpoint.edu",
  date: "2026-11-03 21:02:00 -08:00",
  subject: "RHP class of 2027 - still uncommitted",
  text: `Hi Coach Okonkwo,

I'm Wren Castellucci, a right-handed pitcher in the class of 2027. I'm 5'11" and I throw a rise, a drop curve and a change. I play for Golden Gate Gusts 18U Premier and for Mission Hills Prep in Fremont, CA.

GPA 3.5
Cell 510-555-0166
Pitching clip: https://youtube.com/shorts/Wc7Pt3Rs9Vn

I'm still uncommitted and your program is one of my top choices.

Wren

Sent from my iPhone`,
};

const saoirseFlanagan: Original = {
  from: "Saoirse Flanagan <saoirseflanagan@yahoo.com>",
  to: "idalmau@larkspurstate.edu",
  date: "2026-11-11 18:15:00 -05:00",
  subject: "Forward - class of 2029 - Saoirse Flanagan",
  text: `Dear Coach Dalmau,

I'm a freshman forward at Ardrey Glen High School in Charlotte, NC, and I play club for Piedmont Union 10G ECNL. I scored 14 goals in our fall league and I'm 5'4".

My GPA is 3.85 and I'm taking two honors classes.
Cell: 704-555-0139
Video: https://vimeo.com/902213456

I know I'm young but I would love to come to one of your ID camps.

Saoirse Flanagan`,
};

const noorHaddad: Original = {
  from: "Noor Haddad <noorhaddad.vb@gmail.com>",
  to: "sbrannigan@sableridge.edu",
  date: "2026-11-15 16:05:00 -05:00",
  subject: "Athletic resume - Noor Haddad",
  text: `Coach Brannigan,

Please find my athletic resume attached. I'm a middle and I will be at the Motor City Classic in December with my club.

Thank you for considering me,
Noor Haddad`,
};

const noorResume = pdf("Noor_Haddad_Volleyball_Resume.pdf", [
  "NOOR HADDAD - VOLLEYBALL RESUME",
  "Middle Blocker | Class of 2028",
  "Height: 6'2\"    Approach touch: 10'1\"",
  "Club: Great Lakes Surge 17 Red",
  "High School: Dearborn Ridge High School, Dearborn, MI",
  "GPA: 3.91",
  "Email: noorhaddad.vb@gmail.com",
  "Cell: 313-555-0117",
  "Highlights: https://www.hudl.com/video/3/63370915/d2e3f4a5b6c7d8e9f0a1b2c3",
  "Club coach: Renata Albright, 313-555-0118",
]);

const beatrizAlmeida: Original = {
  from: "Beatriz Almeida <bia.almeida27@outlook.com>",
  to: "idalmau@larkspurstate.edu",
  date: "2026-11-06 22:10:00 -05:00",
  subject: "Goalkeeper 2027 - profile attached",
  text: `Hello Coach Dalmau,

I'm a senior goalkeeper from Orlando and I'm attaching my player profile. I moved here from Brazil four years ago and soccer has always been my home.

Obrigada,
Bia (Beatriz Almeida)`,
};

const beatrizProfile = docx("Beatriz Almeida - Player Profile.docx", [
  "Beatriz Almeida",
  "Goalkeeper - Class of 2027",
  "Height: 5'9\"",
  "Club: Orlando Tide 08G ECNL",
  "High School: Lake Nona Crest High School - Orlando, FL",
  "GPA: 3.6",
  "Phone: 407-555-0152",
  "Email: bia.almeida27@outlook.com",
  "Saves video: https://www.youtube.com/watch?v=Ba6Gk2Sv7Lm",
]);

const pruettDisclaimer: Original = {
  from: "Darlene Pruett <dpruett@hollistervalley.k12.example>",
  to: "aokonkwo@wexfordpoint.edu",
  date: "2026-11-04 15:35:00 -08:00",
  subject: "Marisol Ybarra - 3B/P - 2028",
  text: `Coach Okonkwo,

I coach softball at Hollister Valley High School and I want to put one of my juniors in front of you. Marisol Ybarra is a 2028 third baseman who also pitches for us. She hit .455 with 9 home runs last spring and she is the hardest worker I have.

She is 5'8", has a 3.7 GPA, and plays travel ball for Central Coast Heat 16U - Ochoa. She lives here in Hollister, CA.

Marisol's email: marisolybarra28@gmail.com
Marisol's cell: 831-555-0144

You can reach me on my cell at 831-555-0145 after 3 pm.

Darlene Pruett
Head Softball Coach / PE Department
Hollister Valley High School
Home of the Haybalers

________________________________
CONFIDENTIALITY NOTICE: This e-mail, including any attachments, is for the sole use of the intended recipient(s) and may contain confidential student information protected under FERPA. If you are not the intended recipient, please contact the sender and destroy all copies. Hollister Valley Unified School District, 1200 Orchard Lane, Hollister, CA.`,
};

const harperWinslow: Original = {
  from: "Harper Winslow <hwinslow27@students.brightwater.k12.example>",
  to: "cashworth@harrowglen.edu",
  date: "2026-11-10 11:48:00 -05:00",
  subject: "Defender - Class of 2027",
  text: `Coach Ashworth,

I'm a senior defender at Brightwater High School in Frederick, Maryland. I play club for Chesapeake Storm 2027 Blue and I'm 5'10". I was second team all-county last season and I want to play at a school where I can also study nursing.

GPA: 3.4
Highlight film: https://www.hudl.com/video/3/67788102/5b6c7d8e9f0a1b2c3d4e5f60

Thank you for your time!
Harper Winslow

________________________________
This message was sent from a Brightwater County Public Schools student account. Student accounts are monitored and are for educational use only. If you received this message in error, please notify the sender and delete it.`,
};

const sophieServiceHtml = `<table width="100%" cellpadding="0" cellspacing="0" border="0" style="background:#f4f6f8"><tr><td align="center">
<table width="600" cellpadding="0" cellspacing="0" border="0" style="background:#ffffff;font-family:Arial,sans-serif;font-size:15px;color:#223">
<tr><td style="padding:24px"><img src="https://cdn.elevaterecruiting.example/logo.png" alt="Elevate Athletic Recruiting" width="180"></td></tr>
<tr><td style="padding:0 24px">
<p>Coach Brannigan,</p>
<p>I'm reaching out on behalf of one of our student-athletes who has Sable Ridge at the top of her list.</p>
<p><b>Sophie Arceneaux</b> | Class of 2028 | Outside Hitter | 6'0"<br>
Club: Bayou Elite 17 Purple<br>
High School: St. Amelia Academy, Lafayette, LA<br>
GPA: 3.75<br>
Athlete email: sophie.arceneaux28@gmail.com</p>
<p><a href="https://www.hudl.com/video/3/64441207/e1f2a3b4c5d6e7f8a9b0c1d2" style="background:#0b5;color:#fff;padding:10px 16px;text-decoration:none">Watch Sophie's highlights</a></p>
<p><a href="https://d3Kw9p04.na1.hubspotlinks.example/Ctc/RJ+113/d3Kw9p04/VW7bG15tVkQ3W2hLp">View her full Elevate profile</a></p>
<p>Happy to set up a call with Sophie and her family.</p>
<p>Travis Melancon<br>Recruiting Advisor, Elevate Athletic Recruiting<br>337-555-0160</p>
</td></tr>
<tr><td style="padding:24px;font-size:11px;color:#889">Elevate Athletic Recruiting, 400 Ambassador Row, Lafayette, LA<br><a href="https://d3Kw9p04.na1.hubspotlinks.example/Ctc/RJ+113/unsub">Unsubscribe</a></td></tr>
</table></td></tr></table>
<img src="https://d3Kw9p04.na1.hubspotlinks.example/Cto/RJ+113/open.gif" width="1" height="1" alt="">`;

const sophieServiceSend: Original = {
  from: "Travis Melancon <travis@elevaterecruiting.example>",
  to: "sbrannigan@sableridge.edu",
  date: "2026-11-13 09:00:00 -06:00",
  subject: "Sophie Arceneaux (2028 OH) - Sable Ridge is her #1",
  text: "",
  html: sophieServiceHtml,
};

const vanWykDad: Original = {
  from: "Hollis Van Wyk <hvanwyk_ia@yahoo.com>",
  to: "aokonkwo@wexfordpoint.edu",
  date: "2026-11-18 06:12:00 -06:00",
  subject: "Jessa Van Wyk 2029 pitcher",
  text: `Coach,

Proud dad here. My daughter Jessa Van Wyk is a 2029 pitcher for Hawkeye Hurricanes 16U Gold and Pella Crossing High School in Pella, Iowa. She is 5'9" and throws 58-60 with a good screwball. Honor roll, 3.6 GPA.

Her email is jessavanwyk@gmail.com. Video: https://youtu.be/Jv3Wp8Hh1Sx

You can call me at 641-555-0121.

Hollis Van Wyk

Sent from Yahoo Mail for iPhone`,
};

const valeriaRosado: Original = {
  from: "Valeria Rosado Cintrón <valeria.rosado28@gmail.com>",
  to: "icarrasco@sableridge.edu",
  date: "2026-11-07 20:30:00 -04:00",
  subject: "Armadora clase 2028 - Valeria Rosado Cintrón",
  text: `Saludos Coach Carrasco,

Mi nombre es Valeria Rosado Cintrón y soy armadora (setter) de la clase 2028. Nací en Caguas, Puerto Rico, pero ahora estudio en la Academia Monte Claro en Kissimmee, Florida, y juego con Orlando Vibe 17 Oro.

Mido 1,75 m y tengo un promedio de 3.92. Me interesa mucho estudiar biología en Sable Ridge.

Video: https://www.youtube.com/watch?v=Vr5Ct2Ar8Mx
Celular: 787-555-0133

¡Muchas gracias por su tiempo!
Valeria`,
};

const elodieFirstTry: Original = {
  from: "Élodie Tremblay-Gagnon <elodie.tg@gmail.com>",
  to: "volleyball@sableridge.example",
  date: "2026-11-02 19:45:00 -05:00",
  subject: "Réceptrice-attaquante - finissante 2027",
  text: `Bonjour Coach Brannigan,

Je m'appelle Élodie Tremblay-Gagnon et je suis réceptrice-attaquante (outside hitter). Je termine mon secondaire à l'École secondaire des Chutes en juin 2027, à Lévis (Québec).

Je mesure 180 cm et je joue pour Volley-Ball Chaudière 17U Élite. Ma moyenne générale est de 86 %.

Vidéo : https://www.youtube.com/watch?v=El4Tg7Qc1Vb
Cellulaire : 418-555-0127

Merci beaucoup,
Élodie`,
};

const elodieResend: Original = {
  from: "Élodie Tremblay-Gagnon <elodie.tg@gmail.com>",
  to: "sbrannigan@sableridge.edu",
  date: "2026-11-08 12:10:00 -05:00",
  subject: "Réf : Réceptrice-attaquante - finissante 2027",
  text: `Bonjour Coach,

Mon premier courriel est allé à la mauvaise adresse, je vous le renvoie. Désolée!

Élodie

Début du message réexpédié :

De: Élodie Tremblay-Gagnon <elodie.tg@gmail.com>
Objet: Réceptrice-attaquante - finissante 2027
Date: 2 novembre 2026 à 19:45:00 UTC−5
À: volleyball@sableridge.example

${elodieFirstTry.text}`,
};

const lenaPichler: Original = {
  from: "Lena Pichler <lena.pichler07@gmail.com>",
  to: "Thomas Gruber <t.gruber@fcdonaustadt.example>",
  date: "2026-11-09 18:20:00 +01:00",
  subject: "Unterlagen USA",
  text: `Hallo Thomas,

anbei meine Infos für die Trainer in den USA (auf Englisch):

Name: Lena Pichler
Position: Midfielder
Height: 1,70 m
Club: FC Donaustadt Juniorinnen U19
School: BRG Seestadt-Nord, Wien (Matura 2027)
Phone: +43 660 555 0148
Video: https://www.youtube.com/watch?v=Lp2Fd9Ws4Kt

Danke!
Lena`,
};

const gruberForwards: Original = {
  from: "Thomas Gruber <t.gruber@fcdonaustadt.example>",
  to: "idalmau@larkspurstate.edu",
  date: "2026-11-10 09:15:00 +01:00",
  subject: "Fwd: Unterlagen USA",
  text: `Dear Coach Dalmau,

I am the U19 coach of FC Donaustadt in Vienna. Lena is our captain and a very intelligent midfielder; she wants to study in the USA after her Matura. Her details are below (the first lines are in German, sorry). I can send full match video on request.

Best regards,
Thomas Gruber
Trainer Juniorinnen U19, FC Donaustadt
+43 1 555 0149

-------- Weitergeleitete Nachricht --------
Betreff: 	Unterlagen USA
Datum: 	Mon, 9 Nov 2026 18:20:00 +0100
Von: 	Lena Pichler <lena.pichler07@gmail.com>
An: 	Thomas Gruber <t.gruber@fcdonaustadt.example>

${lenaPichler.text}`,
};

const mayaClubHtml = `<div style="font-family:Arial,Helvetica,sans-serif;font-size:14px;color:#1d1d1d">
<p>Hi Coach Brannigan,</p>
<p>Hope your season wrapped up well! I wanted to introduce one of our 2027 middles who is still uncommitted and is a great student.</p>
<p><strong>Maya Tillotson</strong><br>
2027 Middle Blocker &middot; 6'1"<br>
Rocky Mountain Rise 18 Elite<br>
Fossil Creek Ridge High School &middot; Fort Collins, CO<br>
GPA 3.55<br>
mayatillotson27@gmail.com<br>
<a href="https://www.hudl.com/video/3/69930128/f0e1d2c3b4a5968778695a4b">https://www.hudl.com/video/3/69930128/f0e1d2c3b4a5968778695a4b</a></p>
<p>We'd love to get you out to see her at the Colorado Crossroads in January. <a href="https://d5Tr2q04.na1.hubspotlinks.example/Ctc/GA+23/meetings">Book a time with me</a>.</p>
<p>Courtney Bauer<br>Recruiting Coordinator | Rocky Mountain Rise Volleyball Club<br>970-555-0180</p>
</div>
<img src="https://d5Tr2q04.na1.hubspotlinks.example/Cto/GA+23/open.gif" width="1" height="1" alt="" style="display:none">`;

const mayaClubSend: Original = {
  from: "Courtney Bauer <courtney@rmrisevbc.example>",
  to: "sbrannigan@sableridge.edu",
  date: "2026-11-19 10:30:00 -07:00",
  subject: "Uncommitted 2027 MB - Maya Tillotson",
  text: "",
  html: mayaClubHtml,
};

const dalmauCampMail: Original = {
  from: "Dalmau, Irene <idalmau@larkspurstate.edu>",
  to: "Talia Rasmussen <talia.rasmussen29@outlook.com>",
  date: "2026-11-09 10:02:00 -07:00",
  subject: "Larkspur State Winter ID Camp",
  text: `Hi Talia,

Thanks for your interest in Larkspur State. Our Winter ID Camp is January 16-17; registration is at larkspurstatesoccercamps.example. Send me your schedule for the spring when you have it.

Irene Dalmau
Head Coach, Women's Soccer
Larkspur State University
505.555.0114`,
};

const taliaReplies: Original = {
  from: "Talia Rasmussen <talia.rasmussen29@outlook.com>",
  to: "Dalmau, Irene <idalmau@larkspurstate.edu>",
  date: "2026-11-10 20:44:00 -08:00",
  subject: "RE: Larkspur State Winter ID Camp",
  ...compose(
    `Hi Coach Dalmau,

Thank you! I just registered for the camp. Here is more about me since I didn't send much before:

Class of 2029, outside back
5'5"
Tacoma Narrows FC 10G Premier
Gig Harbor Heights High School, Gig Harbor, WA
GPA 3.88
Cell 253-555-0186

Our spring schedule isn't out yet but I'll send it as soon as it is.

Talia Rasmussen`,
    forwardedBlock("outlook-live", dalmauCampMail),
    "outlook",
  ),
};

const zoeKowalski: Original = {
  from: "Zoe Kowalski <zoekowalski29@gmail.com>",
  to: "bkowalski1951@aol.com",
  date: "2026-11-11 19:44:00 -05:00",
  subject: "my recruiting letter",
  text: `Hi Grandma, can you check this before I send it? Thank you!!

Dear Coach,

My name is Zoe Kowalski and I am a sophomore outside hitter at Mount Lebanon Heights High School in Pittsburgh, PA. I play club for Three Rivers 15 Black. I am 5'11" and my GPA is 3.8.

I would love to learn more about your program.

Zoe Kowalski
zoekowalski29@gmail.com`,
};

const grandmotherForwards: Original = {
  from: "Bernadette Kowalski <bkowalski1951@aol.com>",
  to: "sbrannigan@sableridge.edu",
  date: "2026-11-12 08:30:00 -05:00",
  subject: "Fwd: my recruiting letter",
  text: `Dear Coach Brannigan,

My granddaughter Zoe sent me her letter to look over and I thought, why not send it to you myself! She is class of 2029 and a lovely girl and a hard worker. I played at Sable Ridge myself many years ago.

Sincerely,
Bernadette Kowalski

${aolHeader(zoeKowalski, "Wed, Nov 11, 2026 7:44 pm")}

${zoeKowalski.text}`,
};

const nadiaPetrosyan: Original = {
  from: "Nadia Petrosyan <nadiapetrosyan28@gmail.com>",
  to: "Coach Abrams <mabrams@glendalefoothill.k12.example>",
  date: "2026-11-12 21:30:00 -08:00",
  subject: "Larkspur State",
  text: `Coach Abrams,

You said you know the coach at Larkspur State. Could you send her my info? Thank you so much!!

Nadia Petrosyan - goalkeeper - class of 2028
5'10", GPA 3.9
Glendale Foothill High School, Glendale, CA
Club: Verdugo Strikers 09G ECNL-RL
Cell 818-555-0103
https://www.youtube.com/watch?v=Np8Gk3Rd6Wz`,
};

const abramsIphone: Original = {
  from: "Mark Abrams <mabrams@glendalefoothill.k12.example>",
  to: "idalmau@larkspurstate.edu",
  date: "2026-11-13 06:58:00 -08:00",
  subject: "Fwd: Larkspur State",
  ...compose(
    `Irene - this is my keeper I told you about at the coaching clinic. Best in the league. - Mark

Sent from my iPhone`,
    forwardedBlock("apple-ios", nadiaPetrosyan),
    "apple",
  ),
};

const kenzieLaughlin: Original = {
  from: "Kenzie Laughlin <kenzielaughlin@gmail.com>",
  to: "aokonkwo@wexfordpoint.edu",
  date: "2026-11-15 22:48:00 -06:00",
  subject: "utility player 2028",
  text: `Hey coach I'm a 2028 utility player (IF/OF) w Hill Country Hornets 16U Gold, from Dripping Springs TX. 5'4, 3.3 gpa. Would love to be on your radar!

Kenzie Laughlin
512-555-0175

Sent from my Galaxy`,
};

const brielleFirst: Original = {
  from: "Brielle Santangelo <briellesantangelo@gmail.com>",
  to: "sbrannigan@sableridge.edu",
  date: "2026-09-21 20:00:00 -04:00",
  subject: "Brielle Santangelo - 2028 Middle",
  text: `Coach Brannigan,

I'm a 5'11" middle blocker (class of 2028) at Toms River Landing HS in Toms River, NJ, and I play club for Shore Break 17 Blue. GPA 3.7.

Video: https://www.hudl.com/video/3/55501234/0a9b8c7d6e5f4a3b2c1d0e9f
Cell: 732-555-0158

Brielle Santangelo`,
};

const brielleUpdate: Original = {
  from: "Brielle Santangelo <briellesantangelo@gmail.com>",
  to: "sbrannigan@sableridge.edu",
  date: "2026-11-17 19:20:00 -05:00",
  subject: "RE: Brielle Santangelo - 2028 Middle",
  text: `Hi Coach,

Quick update: I measured at 6'0" at our club physicals last week, and here is my new video from the first tournament of the season: https://www.hudl.com/video/3/55509876/1b2c3d4e5f6a7b8c9d0e1f2a

Hope to see you in Atlantic City in January!

Brielle

From: Brielle Santangelo <briellesantangelo@gmail.com>
Date: Monday, September 21, 2026 at 8:00 PM
To: Siobhan Brannigan <sbrannigan@sableridge.edu>
Subject: Brielle Santangelo - 2028 Middle

${brielleFirst.text}`,
};

const hollingsworthFather: Original = {
  from: "Hollingsworth, Grant <grant.hollingsworth@brandywinecap.example>",
  to: "cashworth@harrowglen.edu",
  date: "2026-11-05 12:40:00 -05:00",
  subject: "Greer Hollingsworth - Class of 2029 midfielder",
  text: `Coach Ashworth,

I'm writing on behalf of my daughter, Greer Hollingsworth, a 2029 midfielder at Unionville Crest High School in Kennett Square, PA. She plays club for Brandywine Lax 2029 Gold and takes the draw for both teams. She is 5'7" with a 3.95 GPA, and she is very interested in Harrow Glen's biology program.

Greer's cell: 610-555-0188
Greer's email: greer.hollingsworth29@gmail.com
Film: https://www.hudl.com/video/3/68823114/7a6b5c4d3e2f1a0b9c8d7e6f

Best regards,

Grant Hollingsworth
Managing Director | Brandywine Capital Partners
o: 484-555-0190

________________________________
The information contained in this message is confidential and intended only for the addressee. If you are not the intended recipient, any review, dissemination or copying is prohibited. Brandywine Capital Partners does not accept trades or instructions by e-mail.`,
};

const josieInstructor: Original = {
  from: "Ray Delacroix <raydhitting@yahoo.com>",
  to: "aokonkwo@wexfordpoint.edu",
  date: "2026-11-08 13:25:00 -06:00",
  subject: "1B you should see - Josie Kerrigan 2028",
  text: `Coach Okonkwo,

I give hitting lessons on the Gulf Coast and I've worked with Josie Kerrigan since she was 11. She is a 2028 first baseman, 5'10", with real power to all fields (11 HR for Gulf Coast Riptide 16U Premier this summer). She goes to Fairhope Bay High School in Fairhope, AL and has a 3.5 GPA.

Josie's email: josiekerrigan@gmail.com
Josie's cell: 251-555-0114
Swing video: https://www.youtube.com/watch?v=Jk5Hr9Pw2Ty

I have no stake in this except I think she would thrive with you. My cell is 251-555-0115.

Ray Delacroix
Delacroix Hitting, Daphne AL`,
};

const mireilleOsei: Original = {
  from: "Mireille Osei <mireille.osei@icloud.com>",
  to: "cashworth@harrowglen.edu",
  date: "2026-11-14 17:05:00 -05:00",
  subject: "Goalie - 2027 - Mireille Osei",
  text: `Dear Coach Ashworth,

My name is Mireille Osei and I am a senior goalie at Worthington Meadows High School in Worthington, Ohio. I have played goalie since seventh grade and this past summer I played for Buckeye Lax Elite 2027 Scarlet at the summer championships, where I had a 54% save percentage across six games against strong teams from the East Coast.

I am 5'8" and my GPA is 3.62. I am hoping to find a program where I can compete for playing time and study kinesiology, and Harrow Glen has both.

My highlight video is here: https://www.youtube.com/watch?v=Mo3Gl5Ie7Rd

You can reach me at 614-555-0129 or at this email.

Thank you for your time and consideration,
Mireille Osei`,
};

const reneeLachapelle: Original = {
  from: "Renée Lachapelle <renee.lachapelle@gmail.com>",
  to: "idalmau@larkspurstate.edu",
  date: "2026-11-03 19:50:00 -05:00",
  subject: "Defender – Class of 2028 – Renée Lachapelle",
  text: `Coach Dalmau,

I’m Renée Lachapelle, a 2028 defender from Amherst, New Hampshire. I play for Merrimack Valley Rovers 10G Premier and for Souhegan Ridge High School. I’m 5’6” and I’m known for my one-v-one defending and long throw-ins.

GPA: 3.8
Cell: 603-555-0142
Video: https://www.youtube.com/watch?v=Rl9Dv4Nh2Sk

I’d love to attend one of Larkspur State’s ID camps this winter – thank you for your time!

Renée`,
};

const amelieFirst: Original = {
  from: "Amelie Fischer-Brandt <amelie.fb30@gmail.com>",
  to: "Katrin Fischer-Brandt <kfischerbrandt@gmail.com>",
  date: "2026-11-15 21:10:00 -05:00",
  subject: "coach email draft",
  text: `Mom here's the email for Sable Ridge, can you send it? I don't have the coach's email

Hi Coach Brannigan,

I'm Amelie Fischer-Brandt, a freshman libero at Anderson Grove High School in Cincinnati, Ohio (class of 2030). I play for Riverbend 15 Silver. I'm 5'6" and I have a 4.0 GPA. I'd love to come to a camp at Sable Ridge next summer.

Amelie`,
};

const motherForwardsAmelie: Original = {
  from: "Katrin Fischer-Brandt <kfischerbrandt@gmail.com>",
  to: "sbrannigan@sableridge.edu",
  date: "2026-11-16 07:40:00 -05:00",
  subject: "FW: coach email draft",
  ...compose(
    `Hello Coach Brannigan, forwarding my daughter's note below. Please reach us at 513-555-0171 (my cell). Thank you! Katrin`,
    forwardedBlock("outlook-new-nobar", amelieFirst),
    "outlook",
  ),
};

// ---------------------------------------------------------------------------------------------------------------
// Look-alikes that introduce nobody, arriving the same ways
// ---------------------------------------------------------------------------------------------------------------

const campHubspotHtml = `<table width="100%" cellpadding="0" cellspacing="0" style="background:#eef2f5"><tr><td align="center">
<table width="600" cellpadding="0" cellspacing="0" style="background:#fff;font-family:Arial,sans-serif">
<tr><td style="padding:20px;background:#12355b;color:#fff;font-size:22px">Prime Touch Soccer Academy</td></tr>
<tr><td style="padding:20px;font-size:15px;line-height:1.5">
<p>Coach,</p>
<p>Our Winter College ID Showcase is back for 2027! Two days, 300 players from the classes of 2027-2030, and a college staff of 40 coaches. Last year's camp sent 22 players to college programs, including 2026 grads Mara Quintero and Bella Ashford.</p>
<p><b>Dates:</b> January 9-10, 2027<br><b>Where:</b> Riverfront Sports Park, Albuquerque, NM<br><b>College coaches:</b> free admission, hotel and meals covered</p>
<p><a href="https://d7Mn4x04.na1.hubspotlinks.example/Ctc/L1+113/coaches" style="background:#e63;color:#fff;padding:10px 18px;text-decoration:none">Reserve your staff spot</a></p>
<p>Questions? Call our camp office at 505-555-0190.</p>
</td></tr>
<tr><td style="padding:16px;font-size:11px;color:#888">Prime Touch Soccer Academy, 88 Mesa Verde Blvd, Albuquerque, NM<br><a href="https://d7Mn4x04.na1.hubspotlinks.example/Ctc/L1+113/unsubscribe">Unsubscribe</a> | <a href="https://d7Mn4x04.na1.hubspotlinks.example/Ctc/L1+113/prefs">Manage preferences</a></td></tr>
</table></td></tr></table>`;

const serviceMarketingHtml = `<div style="font-family:Helvetica,Arial,sans-serif;font-size:15px;max-width:600px">
<h2 style="color:#0a4">Your 2028 setter board, updated</h2>
<p>Coach, three uncommitted 2028 setters added film this week:</p>
<ul>
<li><b>Addison Perales</b> - 5'10" - Lone Star Pulse 17 Gold - 3.9 GPA</li>
<li><b>Hadley Brooks</b> - 5'9" - Gateway Rise 17 Red - 3.6 GPA</li>
<li><b>Yuna Park</b> - 5'8" - Pacific Edge 17 Black - 4.0 GPA</li>
</ul>
<p><a href="https://d9Qa1z04.na1.hubspotlinks.example/Ctc/Q2+113/board">Open your board</a> to see full profiles and contact info. Coaches on Elevate Pro get verified measurables and direct messaging.</p>
<p><a href="https://d9Qa1z04.na1.hubspotlinks.example/Ctc/Q2+113/upgrade">Start a free 14-day trial</a></p>
<p style="font-size:11px;color:#999">Elevate Athletic Recruiting, 400 Ambassador Row, Lafayette, LA. <a href="https://d9Qa1z04.na1.hubspotlinks.example/Ctc/Q2+113/unsub">Unsubscribe</a></p>
</div>`;

const clubShowcase: Original = {
  from: "Lakeview Legends VBC <events@lakeviewlegends.example>",
  to: "sbrannigan@sableridge.edu",
  date: "2026-11-16 12:00:00 -06:00",
  subject: "College Coaches: Lakeview Legends Winter Showcase - Dec 12",
  text: `Coaches,

Lakeview Legends VBC invites you to our Winter College Showcase on Saturday, December 12 at the Lakeview Fieldhouse in Naperville, IL. Our 16s, 17s and 18s teams (60+ athletes) will play controlled scrimmages from 9 am to 3 pm.

Coaches' packets with rosters, grad years, GPAs and video links will be emailed the week of the event. Free parking, lunch provided.

RSVP to events@lakeviewlegends.example or call 630-555-0177.

Lakeview Legends Volleyball Club
Recruiting Office`,
};

const complianceNotice: Original = {
  from: "Compliance Office <compliance@sableridge.edu>",
  to: "Volleyball Staff <vbstaff@sableridge.edu>",
  date: "2026-11-18 14:00:00 -05:00",
  subject: "Reminder: recruiting dead period Nov 23 - 29",
  text: `Volleyball staff,

A reminder that the recruiting calendar has a dead period from November 23 through November 29. No in-person contact with prospects or their families on or off campus during these dates. Phone calls, texts and email remain permissible under current legislation.

Please log any contact you make this week in the recruiting software by Friday. Questions to me at x4410.

Lauren Whitcombe
Associate Director of Compliance
Sable Ridge University Athletics`,
};

const carrascoToHeadCompliance: Original = {
  from: "Inés Carrasco <icarrasco@sableridge.edu>",
  to: "Siobhan Brannigan <sbrannigan@sableridge.edu>",
  date: "2026-11-18 14:20:00 -05:00",
  subject: "Fwd: Reminder: recruiting dead period Nov 23 - 29",
  ...compose(`ojo - so no visits Thanksgiving week. I'll move the two unofficials.`, forwardedBlock("gmail", complianceNotice), "gmail"),
};

const seventhGradeCamp: Original = {
  from: "Tanya Rudd <tanyarudd@icloud.com>",
  to: "aokonkwo@wexfordpoint.edu",
  date: "2026-11-14 15:12:00 -05:00",
  subject: "Question about summer camp age groups",
  text: `Hi Coach,

My daughter is in 7th grade and just started playing travel softball this year. Is your summer camp open to middle schoolers, and is there a beginner group? Also is it day camp only or can kids stay overnight?

Thanks so much,
Tanya

Sent from my iPhone`,
};

const clubDirectorAutoReply: Original = {
  from: "Gabe Ortiz <gabe@mesaverdeelite.example>",
  to: "aokonkwo@wexfordpoint.edu",
  date: "2026-11-20 09:01:00 -07:00",
  subject: "Automatic reply: Wexford Point camp dates",
  text: `Thank you for your email. I am out of the office at the PGF Nationals planning meeting through November 27 with limited access to email.

For roster or tryout questions please contact our office manager at office@mesaverdeelite.example or 480-555-0170. For recruiting questions about our 16U and 18U players, please email recruiting@mesaverdeelite.example.

Gabe Ortiz
Club Director, Mesa Verde Elite Softball`,
};

const tournamentSchedule: Original = {
  from: "Tournament Desk <desk@frontierclassic.example>",
  to: "College Coaches <coaches@frontierclassic.example>",
  date: "2026-11-19 17:40:00 -07:00",
  subject: "Frontier Classic - college coach schedule and pass pickup",
  text: `College coaches,

Thank you for registering for the Frontier Classic (December 4-6, Salt Palace North). Your coach pass is at the Will Call table, Hall C, from 7:30 am Friday.

Court schedule by age group:
- 18s: Courts 1-12, Friday and Saturday
- 17s: Courts 13-28, Saturday and Sunday
- 16s: Courts 29-44, Sunday

Coach packets with team rosters (athlete names, grad years, positions, heights) will be in the coaches' lounge and online at frontierclassic.example/coaches. Wi-Fi: FrontierCoaches / password classic2026.

Frontier Classic Tournament Desk
801-555-0176`,
};

const scrimmageAsk: Original = {
  from: "Irene Dalmau <idalmau@larkspurstate.edu>",
  to: "Paul Whitford <pwhitford@sandiacollege.example>",
  date: "2026-11-16 09:30:00 -07:00",
  subject: "spring scrimmage?",
  text: `Paul,

Would you be up for a spring scrimmage again? We are open the weekends of March 20 and April 3. Happy to come to you this year.

Irene`,
};

const scrimmageReply: Original = {
  from: "Paul Whitford <pwhitford@sandiacollege.example>",
  to: "Irene Dalmau <idalmau@larkspurstate.edu>",
  date: "2026-11-17 11:05:00 -07:00",
  subject: "Re: spring scrimmage?",
  ...compose(
    `Irene,

April 3 works for us. Let's do 2 x 45 with unlimited subs, kick at 1 pm at our place. I'll have our ops person send a field map and parking. We'll have a couple of 2027 commits in town that weekend, so they may watch from the stands.

Paul Whitford
Head Women's Soccer Coach
Sandia College
505-555-0179`,
    quotedReply("gmail", scrimmageAsk),
    "gmail",
  ),
};

const alumnaReference: Original = {
  from: "Dana Kessler <danakessler14@yahoo.com>",
  to: "cashworth@harrowglen.edu",
  date: "2026-11-12 20:10:00 -05:00",
  subject: "Reference request - Dana Kessler (HG '18)",
  text: `Hi Coach Ashworth,

I hope you're well! It's Dana Kessler, class of 2018 (the goalie who broke her thumb senior year). I'm applying for an assistant coaching job at a high school in Portland and they've asked for a reference from a former coach. Would you be willing to be one of my references? They would call you in the next two weeks.

Thank you, and congrats on the conference title!

Dana
207-555-0181`,
};

const committedElsewhere: Original = {
  from: "Ava Lindqvist <avalindqvist27@gmail.com>",
  to: "sbrannigan@sableridge.edu",
  date: "2026-11-11 18:30:00 -06:00",
  subject: "Thank you, Coach",
  text: `Hi Coach Brannigan,

I wanted to let you know personally that I have verbally committed to play at Northshore College. Thank you so much for the camp invitations and for the time your staff spent talking with me and my family this year. It was a hard decision and I really liked Sable Ridge.

Good luck next season!

Ava Lindqvist
2027 OH, Prairie Storm 18 Elite`,
};

const sidBio: Original = {
  from: "Nolan Pryce <npryce@harrowglen.edu>",
  to: "Celeste Ashworth <cashworth@harrowglen.edu>",
  date: "2026-11-13 10:00:00 -05:00",
  subject: "Media guide bio draft - Rosie Tamura",
  text: `Coach,

Draft bio for the media guide below. Please check the high school honors and send edits by Friday.

ROSIE TAMURA
Junior | Midfielder | 5'6" | Portland, Maine | Casco Bay High School

2026: Started all 17 games ... 21 goals, 14 assists ... All-Conference First Team ... career-high 5 points vs. Bowdoin Hill.
2025: Played in 16 games with 9 starts ... 11 goals.
High school: Four-year letterwinner at Casco Bay ... club lacrosse with Maine Mariners 2024 Blue.
Personal: Daughter of Ken and Mariko Tamura ... majoring in environmental science.

Nolan Pryce
Assistant Director, Athletic Communications
Harrow Glen College`,
};

const uniformInvoice: Original = {
  from: "Accounts <billing@courtsideoutfitters.example>",
  to: "sbrannigan@sableridge.edu",
  date: "2026-11-17 08:15:00 -05:00",
  subject: "Invoice INV-20931 - Sable Ridge Volleyball practice gear",
  text: `Hello Coach Brannigan,

Attached is invoice INV-20931 for your practice gear order (24 practice tops, 24 shorts, 18 knee pad sets). Payment is due net 30. Your order shipped today via ground freight.

Thank you for your business!

Courtside Outfitters Billing
888-555-0183`,
};

const uniformInvoicePdf = pdf("INV-20931.pdf", [
  "COURTSIDE OUTFITTERS - INVOICE INV-20931",
  "Bill to: Sable Ridge University Volleyball, Attn: Siobhan Brannigan",
  "24 x Practice top, navy, sizes S-XL ........ $528.00",
  "24 x Practice short, black .................. $432.00",
  "18 x Knee pad set ........................... $486.00",
  "Total due: $1,446.00   Terms: net 30",
]);

const hsFilmExchange: Original = {
  from: "Coach Terri Vance <tvance@pinecresths.example>",
  to: "icarrasco@sableridge.edu",
  date: "2026-11-09 16:20:00 -05:00",
  subject: "Team camp question + film",
  text: `Hi Coach Carrasco,

I coach the varsity girls at Pine Crest High School. We're looking for a team camp for June for about 14 players, varsity and JV. Do you host one, and what does it cost per player? We'd also be happy to trade practice film if your staff ever wants to see a high school team run a 6-2.

Thanks,
Terri Vance
Head Volleyball Coach, Pine Crest High School
________________________________
Pine Crest School District - This message and any attachments may contain confidential information intended only for the recipient.`,
};

const phishingHtml = `<div style="font-family:Segoe UI,Arial,sans-serif;font-size:14px">
<p><b>Mailbox storage almost full</b></p>
<p>Your mailbox sableridge.edu has reached 98% of its storage limit. Incoming messages will be rejected after 24 hours.</p>
<p><a href="https://mailbox-quota-verify.example/login?u=sbrannigan">Increase storage now</a></p>
<p>IT Service Desk<br>Microsoft 365 Administration</p>
</div>`;

/** A send with no text alternative: CRM and bulk mailers, phishing kits. */
function htmlOnly(message: Original, client: Client, headers: Array<[string, string]> = []): MessageSpec {
  return { client, from: message.from, to: message.to, subject: message.subject, date: message.date, html: `<!DOCTYPE html>\n<html><head><meta charset="utf-8"></head><body>\n${message.html ?? ""}\n</body></html>\n`, ...(headers.length ? { headers } : {}) };
}

export const THIRTEENTH_VOICE: readonly CorpusEntry[] = [
  {
    name: "v13-athlete-samsung-original-message",
    tags: ["fwd:samsung", "lang:en", "sport:soccer", "client:android"],
    label: recruiting("athlete", {
      first_name: "Ximena", last_name: "Quiroga", grad_year: 2028, positions: ["center back"], height_inches: 68, club_team: "Pueblo Alianza 09G Premier",
      high_school: "Centennial Mesa High School", city: "Pueblo", state: "CO", gpa: 3.72, email: "xquiroga.soccer@gmail.com", phone: "+17195550131",
      video_urls: ["https://www.youtube.com/watch?v=Xq4Pb7Cb2Rm"],
    }),
    message: clientForward(DALMAU, "gmail", "2026-11-15 07:30:00 -07:00", `Fwd: ${ximenaQuiroga.subject}`, "Saw her in Denver - strong in the air, good left foot.\n\nSent from my Galaxy", samsungHeader(ximenaQuiroga, "11/14/26 8:02 PM (GMT-07:00)"), ximenaQuiroga),
  },
  {
    name: "v13-athlete-outlook-ios-forward",
    tags: ["fwd:outlook-ios", "lang:en", "sport:volleyball", "client:mobile"],
    label: recruiting("athlete", {
      first_name: "Tessa", last_name: "Marchetti", grad_year: 2029, positions: ["S"], height_inches: 70, club_team: "Harbor City 16 Navy",
      high_school: "Lakeshore Prep", city: "Milwaukee", state: "WI", gpa: 3.9, email: "tessamarchetti29@gmail.com", phone: "+14145550128",
      video_urls: ["https://www.hudl.com/video/3/66120845/3f2e1d0c9b8a7f6e5d4c3b2a"],
    }),
    message: clientForward(BRANNIGAN, "outlook", "2026-11-13 06:40:00 -06:00", `Fwd: ${tessaMarchetti.subject}`, "2029 setter for the board", outlookMobileHeader("iOS", tessaMarchetti, "Thursday, November 12, 2026 9:14:55 PM"), tessaMarchetti),
  },
  {
    name: "v13-athlete-outlook-android-forward",
    tags: ["fwd:outlook-android", "lang:en", "sport:softball", "client:mobile"],
    label: recruiting("athlete", {
      first_name: "Danica", last_name: "Yellowhorse", grad_year: 2027, positions: ["C", "3B"], height_inches: 67, club_team: "Red Dirt Rampage 18U - Colston",
      high_school: "Norman Prairie High School", city: "Norman", state: "OK", gpa: 3.45, email: "danica.yellowhorse@gmail.com", phone: "+14055550163",
      video_urls: ["https://youtu.be/Dy5Cq8Tb3Kx"],
    }),
    message: clientForward(OKONKWO, "outlook", "2026-11-10 08:05:00 -05:00", `Fw: ${danicaYellowhorse.subject}`, "senior C, uncommitted. call her club coach", outlookMobileHeader("Android", danicaYellowhorse, "Monday, November 9, 2026 7:40:12 PM"), danicaYellowhorse),
  },
  {
    name: "v13-athlete-italian-gmail-via-assistant-outlook-live",
    tags: ["fwd:outlook-live", "fwd:gmail-it", "nested", "staff-hop", "lang:en", "sport:volleyball", "international", "height:metric"],
    label: recruiting("athlete", {
      first_name: "Giulia", last_name: "Ferraresi", grad_year: 2027, positions: ["OH"], height_inches: 71.7, club_team: "Pallavolo Casalecchio U18",
      high_school: "Liceo Scientifico Augusto Righi", city: "Bologna", email: "giulia.ferraresi08@gmail.com", phone: "+393335550147",
      video_urls: ["https://www.youtube.com/watch?v=Gf8Rr2Bo6Lq"],
    }),
    message: fwd("outlook-live", BRANNIGAN, "2026-11-14 10:00:00 -05:00", benedettiToHead, { note: "Chiara likes her. Intl OH, 2027." }),
  },
  {
    name: "v13-club-coach-dutch-outlook-forward-gmail",
    tags: ["fwd:gmail", "fwd:outlook-nl", "nested", "role:external-forwarder", "lang:en", "lang:nl", "sport:volleyball", "international", "height:metric"],
    label: recruiting("club_coach", {
      first_name: "Femke", last_name: "Hoogeveen", grad_year: 2027, positions: ["MB"], height_inches: 74, club_team: "VC Dynamo Zwolle U19",
      high_school: "Gymnasium Celeanum", city: "Zwolle", email: "femke.hoogeveen@gmail.com",
      video_urls: ["https://www.youtube.com/watch?v=Fh3Nl9Mb5Zw"],
    }),
    message: fwd("gmail", BRANNIGAN, "2026-11-11 09:00:00 -05:00", vandijkToCoach),
  },
  {
    name: "v13-parent-reply-above-daughter-apple-mac",
    tags: ["fwd:apple-mac", "reply:gmail", "lang:en", "sport:softball", "trap:parent-contact"],
    label: recruiting("parent", {
      first_name: "Imani", last_name: "Okafor", grad_year: 2028, positions: ["SS", "2B"], height_inches: 65, club_team: "Tidewater Fury 16U - Mathis",
      high_school: "Kempsville Landing High School", city: "Virginia Beach", state: "VA", gpa: 3.8, email: "imaniokafor28@gmail.com", phone: "+17575550119",
      video_urls: ["https://youtu.be/Io9Fb4Ll2Qe", "https://www.youtube.com/watch?v=Io2Sf6Tk8Wp"],
    }),
    message: fwd("apple-mac", OKONKWO, "2026-11-16 09:00:00 -05:00", motherAboveDaughter),
  },
  {
    name: "v13-club-coach-forwards-athlete-note-gmail",
    tags: ["fwd:gmail", "fwd:outlook-live", "nested", "role:external-forwarder", "lang:en", "sport:volleyball", "trap:club-coach-contact"],
    label: recruiting("club_coach", {
      first_name: "Lena", last_name: "Vukovic", grad_year: 2028, positions: ["RS/OPP"], height_inches: 73, club_team: "Summit Peak 17 Elite",
      high_school: "Castle View Heights HS", city: "Castle Rock", state: "CO", gpa: 3.66, email: "lenavukovic28@gmail.com", phone: "+13035550184",
      video_urls: ["https://www.hudl.com/video/3/71290034/a1b2c3d4e5f60718293a4b5c"],
    }),
    message: fwd("gmail", BRANNIGAN, "2026-11-09 14:00:00 -05:00", castellanosForwards),
  },
  {
    name: "v13-athlete-assistant-hop-outlook-new",
    tags: ["fwd:outlook-new", "fwd:gmail", "nested", "staff-hop", "lang:en", "sport:softball"],
    label: recruiting("athlete", {
      first_name: "Maren", last_name: "Solberg", grad_year: 2029, positions: ["OF"], height_inches: 66, club_team: "Minnesota Blaze 16U Premier",
      high_school: "Eagan Ridge High School", city: "Eagan", state: "MN", gpa: 3.95, email: "marensolberg29@gmail.com", phone: "+16515550137",
      video_urls: ["https://www.hudl.com/video/3/58812230/c0d1e2f3a4b5c6d7e8f9a0b1"],
    }),
    message: fwd("outlook-new", OKONKWO, "2026-11-06 09:30:00 -05:00", priceToHead),
  },
  {
    name: "v13-athlete-answers-coach-questions-outlook-mac",
    tags: ["fwd:outlook-mac", "reply:gmail", "quoted-history", "trap:coach-signature-quoted", "lang:en", "sport:lacrosse"],
    label: recruiting("athlete", {
      first_name: "Piper", last_name: "Haldane", grad_year: 2028, positions: ["attacker"], height_inches: 66, club_team: "Tidal Lax 2028 Black",
      high_school: "Severn Crossing School", city: "Annapolis", state: "MD", gpa: 3.7, email: "piperhaldane28@gmail.com", phone: "+14105550172",
      video_urls: ["https://www.hudl.com/video/3/62004517/9e8d7c6b5a4f3e2d1c0b9a8f"],
    }),
    message: fwd("outlook-mac", ASHWORTH, "2026-11-03 08:00:00 -05:00", piperAnswers),
  },
  {
    name: "v13-athlete-html-table-yahoo-html-only",
    tags: ["fwd:yahoo", "html-only", "table", "lang:en", "sport:volleyball", "gpa:both"],
    label: recruiting("athlete", {
      first_name: "Kaia", last_name: "Montgomery-Reyes", grad_year: 2028, positions: ["L/DS"], height_inches: 65, club_team: "Alamo City 17 Black",
      high_school: "Brandeis Oaks HS", city: "San Antonio", state: "TX", gpa: 4.0, email: "kaiamr28@yahoo.com", phone: "+12105550150",
      video_urls: ["https://www.hudl.com/video/3/60017722/b4c5d6e7f8091a2b3c4d5e6f"],
    }),
    message: fwd("yahoo", BRANNIGAN, "2026-11-18 07:15:00 -06:00", kaiaMontgomeryReyes, { parts: "html" }),
  },
  {
    name: "v13-athlete-iphone-eml-attached-outlook",
    tags: ["fwd:attachment", "rfc822", "client:iphone", "lang:en", "sport:softball"],
    label: recruiting("athlete", {
      first_name: "Wren", last_name: "Castellucci", grad_year: 2027, positions: ["P"], height_inches: 71, club_team: "Golden Gate Gusts 18U Premier",
      high_school: "Mission Hills Prep", city: "Fremont", state: "CA", gpa: 3.5, email: "wrencastellucci@icloud.com", phone: "+15105550166",
      video_urls: ["https://youtube.com/shorts/Wc7Pt3Rs9Vn"],
    }),
    message: forwardAsAttachment({ coach: OKONKWO, client: "outlook", date: "2026-11-04 08:20:00 -05:00", note: "Attaching this one - RHP, 2027.", message: original(wrenCastellucci, "iphone") }),
  },
  {
    name: "v13-athlete-yahoo-eml-octet-thunderbird",
    tags: ["fwd:attachment", "octet-stream", "client:yahoo", "lang:en", "sport:soccer"],
    label: recruiting("athlete", {
      first_name: "Saoirse", last_name: "Flanagan", grad_year: 2029, positions: ["forward"], height_inches: 64, club_team: "Piedmont Union 10G ECNL",
      high_school: "Ardrey Glen High School", city: "Charlotte", state: "NC", gpa: 3.85, email: "saoirseflanagan@yahoo.com", phone: "+17045550139",
      video_urls: ["https://vimeo.com/902213456"],
    }),
    message: forwardAsAttachment({ coach: DALMAU, client: "thunderbird", date: "2026-11-12 07:50:00 -07:00", note: "young forward, 2029", message: original(saoirseFlanagan, "yahoo"), asOctetStream: true, filename: "Forward - class of 2029.eml" }),
  },
  {
    name: "v13-athlete-pdf-resume-gmail",
    tags: ["fwd:gmail", "attachment:pdf", "see-attached", "lang:en", "sport:volleyball", "trap:club-coach-contact", "trap:approach-touch"],
    label: recruiting("athlete", {
      first_name: "Noor", last_name: "Haddad", grad_year: 2028, positions: ["MB"], height_inches: 74, club_team: "Great Lakes Surge 17 Red",
      high_school: "Dearborn Ridge High School", city: "Dearborn", state: "MI", gpa: 3.91, email: "noorhaddad.vb@gmail.com", phone: "+13135550117",
      video_urls: ["https://www.hudl.com/video/3/63370915/d2e3f4a5b6c7d8e9f0a1b2c3"],
    }),
    message: fwd("gmail", BRANNIGAN, "2026-11-16 08:00:00 -05:00", noorHaddad, { attachments: [noorResume] }),
  },
  {
    name: "v13-athlete-docx-profile-outlook-mac",
    tags: ["fwd:outlook-mac", "attachment:docx", "see-attached", "lang:en", "sport:soccer"],
    label: recruiting("athlete", {
      first_name: "Beatriz", last_name: "Almeida", grad_year: 2027, positions: ["goalkeeper"], height_inches: 69, club_team: "Orlando Tide 08G ECNL",
      high_school: "Lake Nona Crest High School", city: "Orlando", state: "FL", gpa: 3.6, email: "bia.almeida27@outlook.com", phone: "+14075550152",
      video_urls: ["https://www.youtube.com/watch?v=Ba6Gk2Sv7Lm"],
    }),
    message: fwd("outlook-mac", DALMAU, "2026-11-07 08:30:00 -07:00", beatrizAlmeida, { attachments: [beatrizProfile] }),
  },
  {
    name: "v13-hs-coach-district-disclaimer-outlook-2019",
    tags: ["fwd:outlook-2019", "disclaimer:underscore", "lang:en", "sport:softball", "trap:hs-coach-contact"],
    label: recruiting("high_school_coach", {
      first_name: "Marisol", last_name: "Ybarra", grad_year: 2028, positions: ["3B", "P"], height_inches: 68, club_team: "Central Coast Heat 16U - Ochoa",
      high_school: "Hollister Valley High School", city: "Hollister", state: "CA", gpa: 3.7, email: "marisolybarra28@gmail.com", phone: "+18315550144",
    }),
    message: fwd("outlook-2019", OKONKWO, "2026-11-05 09:10:00 -05:00", pruettDisclaimer),
  },
  {
    name: "v13-athlete-student-account-disclaimer-outlook-new-nobar",
    tags: ["fwd:outlook-new-nobar", "disclaimer:underscore", "school-account", "lang:en", "sport:lacrosse", "no-phone"],
    label: recruiting("athlete", {
      first_name: "Harper", last_name: "Winslow", grad_year: 2027, positions: ["defender"], height_inches: 70, club_team: "Chesapeake Storm 2027 Blue",
      high_school: "Brightwater High School", city: "Frederick", state: "MD", gpa: 3.4, email: "hwinslow27@students.brightwater.k12.example",
      video_urls: ["https://www.hudl.com/video/3/67788102/5b6c7d8e9f0a1b2c3d4e5f60"],
    }),
    message: fwd("outlook-new-nobar", ASHWORTH, "2026-11-10 13:00:00 -05:00", harperWinslow),
  },
  {
    name: "v13-service-one-profile-crm-html-only-gmail",
    tags: ["fwd:gmail", "html-only", "crm-send", "lang:en", "sport:volleyball", "trap:service-contact"],
    label: recruiting("recruiting_service", {
      first_name: "Sophie", last_name: "Arceneaux", grad_year: 2028, positions: ["OH"], height_inches: 72, club_team: "Bayou Elite 17 Purple",
      high_school: "St. Amelia Academy", city: "Lafayette", state: "LA", gpa: 3.75, email: "sophie.arceneaux28@gmail.com",
      video_urls: ["https://www.hudl.com/video/3/64441207/e1f2a3b4c5d6e7f8a9b0c1d2"],
    }),
    message: fwd("gmail", BRANNIGAN, "2026-11-13 11:00:00 -05:00", sophieServiceSend, { note: "service kid but she looks legit", parts: "html" }),
  },
  {
    name: "v13-parent-father-yahoo-iphone-apple-ios",
    tags: ["fwd:apple-ios", "client:yahoo-mobile", "lang:en", "sport:softball", "trap:parent-contact", "no-phone"],
    label: recruiting("parent", {
      first_name: "Jessa", last_name: "Van Wyk", grad_year: 2029, positions: ["P"], height_inches: 69, club_team: "Hawkeye Hurricanes 16U Gold",
      high_school: "Pella Crossing High School", city: "Pella", state: "IA", gpa: 3.6, email: "jessavanwyk@gmail.com",
      video_urls: ["https://youtu.be/Jv3Wp8Hh1Sx"],
    }),
    message: fwd("apple-ios", OKONKWO, "2026-11-18 08:00:00 -05:00", vanWykDad),
  },
  {
    name: "v13-athlete-spanish-outlook-es",
    tags: ["fwd:outlook-es", "lang:es", "sport:volleyball", "height:metric", "compound-surname"],
    label: recruiting("athlete", {
      first_name: "Valeria", last_name: "Rosado Cintrón", grad_year: 2028, positions: ["S"], height_inches: 68.9, club_team: "Orlando Vibe 17 Oro",
      high_school: "Academia Monte Claro", city: "Kissimmee", state: "FL", gpa: 3.92, email: "valeria.rosado28@gmail.com", phone: "+17875550133",
      video_urls: ["https://www.youtube.com/watch?v=Vr5Ct2Ar8Mx"],
    }),
    message: fwd("outlook-es", CARRASCO, "2026-11-08 09:00:00 -05:00", valeriaRosado, { note: "Armadora 2028, buen video." }),
  },
  {
    name: "v13-athlete-resends-own-email-apple-fr-gmail",
    tags: ["fwd:gmail", "fwd:apple-mac-fr", "nested", "self-forward", "lang:fr", "sport:volleyball", "height:metric", "gpa:percent"],
    label: recruiting("athlete", {
      first_name: "Élodie", last_name: "Tremblay-Gagnon", grad_year: 2027, positions: ["OH"], height_inches: 70.9, club_team: "Volley-Ball Chaudière 17U Élite",
      high_school: "École secondaire des Chutes", city: "Lévis", state: "QC", email: "elodie.tg@gmail.com", phone: "+14185550127",
      video_urls: ["https://www.youtube.com/watch?v=El4Tg7Qc1Vb"],
    }),
    message: fwd("gmail", BRANNIGAN, "2026-11-08 14:00:00 -05:00", elodieResend),
  },
  {
    name: "v13-club-coach-austrian-thunderbird-de-outlook-live",
    tags: ["fwd:outlook-live", "fwd:thunderbird-de", "nested", "role:external-forwarder", "lang:de", "lang:en", "sport:soccer", "international", "height:metric", "trap:club-coach-contact"],
    label: recruiting("club_coach", {
      first_name: "Lena", last_name: "Pichler", grad_year: 2027, positions: ["midfielder"], height_inches: 66.9, club_team: "FC Donaustadt Juniorinnen U19",
      high_school: "BRG Seestadt-Nord", city: "Wien", email: "lena.pichler07@gmail.com", phone: "+436605550148",
      video_urls: ["https://www.youtube.com/watch?v=Lp2Fd9Ws4Kt"],
    }),
    message: fwd("outlook-live", DALMAU, "2026-11-10 08:00:00 -07:00", gruberForwards),
  },
  {
    name: "v13-club-coordinator-crm-html-only-outlook-live",
    tags: ["fwd:outlook-live", "html-only", "crm-send", "lang:en", "sport:volleyball", "trap:club-coach-contact", "no-phone"],
    label: recruiting("club_coach", {
      first_name: "Maya", last_name: "Tillotson", grad_year: 2027, positions: ["MB"], height_inches: 73, club_team: "Rocky Mountain Rise 18 Elite",
      high_school: "Fossil Creek Ridge High School", city: "Fort Collins", state: "CO", gpa: 3.55, email: "mayatillotson27@gmail.com",
      video_urls: ["https://www.hudl.com/video/3/69930128/f0e1d2c3b4a5968778695a4b"],
    }),
    message: fwd("outlook-live", BRANNIGAN, "2026-11-19 13:00:00 -05:00", mayaClubSend, { parts: "html" }),
  },
  {
    name: "v13-athlete-outlook-web-reply-to-camp-mail",
    tags: ["fwd:outlook-live", "reply:outlook-web", "quoted-history", "trap:coach-signature-quoted", "lang:en", "sport:soccer"],
    label: recruiting("athlete", {
      first_name: "Talia", last_name: "Rasmussen", grad_year: 2029, positions: ["outside back"], height_inches: 65, club_team: "Tacoma Narrows FC 10G Premier",
      high_school: "Gig Harbor Heights High School", city: "Gig Harbor", state: "WA", gpa: 3.88, email: "talia.rasmussen29@outlook.com", phone: "+12535550186",
    }),
    message: fwd("outlook-live", DALMAU, "2026-11-11 07:40:00 -07:00", taliaReplies),
  },
  {
    name: "v13-grandmother-forwards-aol-outlook-2013",
    tags: ["fwd:outlook-2013", "fwd:aol", "nested", "role:external-forwarder", "lang:en", "sport:volleyball", "no-phone"],
    label: recruiting("parent", {
      first_name: "Zoe", last_name: "Kowalski", grad_year: 2029, positions: ["OH"], height_inches: 71, club_team: "Three Rivers 15 Black",
      high_school: "Mount Lebanon Heights High School", city: "Pittsburgh", state: "PA", gpa: 3.8, email: "zoekowalski29@gmail.com",
    }),
    message: fwd("outlook-2013", BRANNIGAN, "2026-11-12 10:00:00 -05:00", grandmotherForwards),
  },
  {
    name: "v13-hs-coach-iphone-forward-gmail",
    tags: ["fwd:gmail", "fwd:apple-ios", "nested", "role:external-forwarder", "lang:en", "sport:soccer"],
    label: recruiting("high_school_coach", {
      first_name: "Nadia", last_name: "Petrosyan", grad_year: 2028, positions: ["goalkeeper"], height_inches: 70, club_team: "Verdugo Strikers 09G ECNL-RL",
      high_school: "Glendale Foothill High School", city: "Glendale", state: "CA", gpa: 3.9, email: "nadiapetrosyan28@gmail.com", phone: "+18185550103",
      video_urls: ["https://www.youtube.com/watch?v=Np8Gk3Rd6Wz"],
    }),
    message: fwd("gmail", DALMAU, "2026-11-13 09:00:00 -07:00", abramsIphone),
  },
  {
    name: "v13-athlete-galaxy-short-note-outlook-new-nobar",
    tags: ["fwd:outlook-new-nobar", "client:android", "very-short", "lang:en", "sport:softball"],
    label: recruiting("athlete", {
      first_name: "Kenzie", last_name: "Laughlin", grad_year: 2028, positions: ["UT"], height_inches: 64, club_team: "Hill Country Hornets 16U Gold",
      city: "Dripping Springs", state: "TX", gpa: 3.3, email: "kenzielaughlin@gmail.com", phone: "+15125550175",
    }),
    message: fwd("outlook-new-nobar", OKONKWO, "2026-11-16 07:30:00 -05:00", kenzieLaughlin),
  },
  {
    name: "v13-athlete-update-over-own-thread-outlook-mac",
    tags: ["fwd:outlook-mac", "reply:outlook-mac", "update", "quoted-history", "lang:en", "sport:volleyball"],
    label: recruiting("athlete", {
      first_name: "Brielle", last_name: "Santangelo", grad_year: 2028, positions: ["MB"], height_inches: 72, club_team: "Shore Break 17 Blue",
      high_school: "Toms River Landing HS", city: "Toms River", state: "NJ", gpa: 3.7, email: "briellesantangelo@gmail.com", phone: "+17325550158",
      video_urls: ["https://www.hudl.com/video/3/55509876/1b2c3d4e5f6a7b8c9d0e1f2a", "https://www.hudl.com/video/3/55501234/0a9b8c7d6e5f4a3b2c1d0e9f"],
    }),
    message: fwd("outlook-mac", BRANNIGAN, "2026-11-18 08:15:00 -05:00", brielleUpdate),
  },
  {
    name: "v13-parent-father-office-disclaimer-outlook-live",
    tags: ["fwd:outlook-live", "disclaimer:underscore", "lang:en", "sport:lacrosse", "trap:parent-contact"],
    label: recruiting("parent", {
      first_name: "Greer", last_name: "Hollingsworth", grad_year: 2029, positions: ["midfielder"], height_inches: 67, club_team: "Brandywine Lax 2029 Gold",
      high_school: "Unionville Crest High School", city: "Kennett Square", state: "PA", gpa: 3.95, email: "greer.hollingsworth29@gmail.com", phone: "+16105550188",
      video_urls: ["https://www.hudl.com/video/3/68823114/7a6b5c4d3e2f1a0b9c8d7e6f"],
    }),
    message: fwd("outlook-live", ASHWORTH, "2026-11-05 14:00:00 -05:00", hollingsworthFather),
  },
  {
    name: "v13-other-hitting-instructor-yahoo-gmail",
    tags: ["fwd:gmail", "client:yahoo", "lang:en", "sport:softball", "trap:instructor-contact"],
    label: recruiting("other", {
      first_name: "Josie", last_name: "Kerrigan", grad_year: 2028, positions: ["1B"], height_inches: 70, club_team: "Gulf Coast Riptide 16U Premier",
      high_school: "Fairhope Bay High School", city: "Fairhope", state: "AL", gpa: 3.5, email: "josiekerrigan@gmail.com", phone: "+12515550114",
      video_urls: ["https://www.youtube.com/watch?v=Jk5Hr9Pw2Ty"],
    }),
    message: fwd("gmail", OKONKWO, "2026-11-08 16:00:00 -05:00", josieInstructor),
  },
  {
    name: "v13-athlete-long-lines-thunderbird-flowed",
    tags: ["fwd:thunderbird", "flowed", "8bit", "lang:en", "sport:lacrosse"],
    label: recruiting("athlete", {
      first_name: "Mireille", last_name: "Osei", grad_year: 2027, positions: ["goalie"], height_inches: 68, club_team: "Buckeye Lax Elite 2027 Scarlet",
      high_school: "Worthington Meadows High School", city: "Worthington", state: "OH", gpa: 3.62, email: "mireille.osei@icloud.com", phone: "+16145550129",
      video_urls: ["https://www.youtube.com/watch?v=Mo3Gl5Ie7Rd"],
    }),
    message: fwd("thunderbird", ASHWORTH, "2026-11-15 08:00:00 -05:00", mireilleOsei, { flowed: true, encoding: "8bit", parts: "text" }),
  },
  {
    name: "v13-athlete-smart-quotes-outlook-2013-cp1252",
    tags: ["fwd:outlook-2013", "charset:windows-1252", "lang:en", "sport:soccer"],
    label: recruiting("athlete", {
      first_name: "Renée", last_name: "Lachapelle", grad_year: 2028, positions: ["defender"], height_inches: 66, club_team: "Merrimack Valley Rovers 10G Premier",
      high_school: "Souhegan Ridge High School", city: "Amherst", state: "NH", gpa: 3.8, email: "renee.lachapelle@gmail.com", phone: "+16035550142",
      video_urls: ["https://www.youtube.com/watch?v=Rl9Dv4Nh2Sk"],
    }),
    message: fwd("outlook-2013", DALMAU, "2026-11-04 08:00:00 -07:00", reneeLachapelle, { charset: "windows-1252" }),
  },
  {
    name: "v13-parent-forwards-daughters-draft-gmail",
    tags: ["fwd:gmail", "fwd:outlook-new-nobar", "nested", "role:external-forwarder", "lang:en", "sport:volleyball", "trap:parent-contact", "no-phone"],
    label: recruiting("parent", {
      first_name: "Amelie", last_name: "Fischer-Brandt", grad_year: 2030, positions: ["L/DS"], height_inches: 66, club_team: "Riverbend 15 Silver",
      high_school: "Anderson Grove High School", city: "Cincinnati", state: "OH", gpa: 4.0, email: "amelie.fb30@gmail.com",
    }),
    message: fwd("gmail", BRANNIGAN, "2026-11-16 09:00:00 -05:00", motherForwardsAmelie),
  },
  // Look-alikes
  {
    name: "v13-nonrec-camp-crm-html-only-direct",
    tags: ["direct", "html-only", "crm-send", "lang:en", "camp-ad", "names-alumni"],
    label: notRecruiting("other"),
    message: htmlOnly({ from: "Prime Touch Soccer Academy <camps@primetouchsoccer.example>", to: DALMAU.scout, date: "2026-11-17 10:00:00 -07:00", subject: "Coaches: Winter College ID Showcase - staff spots open", text: "", html: campHubspotHtml }, "bulk", bulkMailHeaders("https://d7Mn4x04.na1.hubspotlinks.example/Ctc/L1+113/unsubscribe")),
  },
  {
    name: "v13-nonrec-service-setter-board-crm-direct",
    tags: ["direct", "html-only", "crm-send", "lang:en", "service-blast"],
    label: notRecruiting("recruiting_service"),
    message: htmlOnly({ from: "Elevate Athletic Recruiting <coaches@elevaterecruiting.example>", to: BRANNIGAN.scout, date: "2026-11-18 06:00:00 -06:00", subject: "3 new 2028 setters on your board", text: "", html: serviceMarketingHtml }, "bulk", bulkMailHeaders("https://d9Qa1z04.na1.hubspotlinks.example/Ctc/Q2+113/unsub")),
  },
  {
    name: "v13-nonrec-club-showcase-outlook-ios",
    tags: ["fwd:outlook-ios", "client:mobile", "lang:en", "showcase-invite"],
    label: notRecruiting("club_coach"),
    message: clientForward(BRANNIGAN, "outlook", "2026-11-16 13:30:00 -06:00", `Fwd: ${clubShowcase.subject}`, "Can one of us go?", outlookMobileHeader("iOS", clubShowcase, "Monday, November 16, 2026 12:00:03 PM"), clubShowcase),
  },
  {
    name: "v13-nonrec-compliance-via-assistant-outlook-new",
    tags: ["fwd:outlook-new", "fwd:gmail", "nested", "staff-hop", "lang:en", "compliance"],
    label: notRecruiting("other"),
    message: fwd("outlook-new", BRANNIGAN, "2026-11-18 15:00:00 -05:00", carrascoToHeadCompliance, { note: "for the file" }),
  },
  {
    name: "v13-nonrec-parent-seventh-grader-camp-apple-ios",
    tags: ["fwd:apple-ios", "lang:en", "parent-question"],
    label: notRecruiting("parent"),
    message: fwd("apple-ios", OKONKWO, "2026-11-14 16:00:00 -05:00", seventhGradeCamp, { note: "camp office pls answer" }),
  },
  {
    name: "v13-nonrec-club-director-auto-reply-gmail",
    tags: ["fwd:gmail", "lang:en", "auto-reply"],
    label: notRecruiting("club_coach"),
    message: fwd("gmail", OKONKWO, "2026-11-20 11:00:00 -05:00", clubDirectorAutoReply, { note: "use the recruiting address for their 16s" }),
  },
  {
    name: "v13-nonrec-tournament-coach-schedule-thunderbird",
    tags: ["fwd:thunderbird", "lang:en", "event-logistics"],
    label: notRecruiting("other"),
    message: fwd("thunderbird", BRANNIGAN, "2026-11-19 20:00:00 -05:00", tournamentSchedule),
  },
  {
    name: "v13-nonrec-coach-to-coach-reply-thread-gmail",
    tags: ["fwd:gmail", "reply:gmail", "quoted-history", "lang:en", "coach-to-coach"],
    label: notRecruiting("other"),
    message: fwd("gmail", DALMAU, "2026-11-17 12:00:00 -07:00", scrimmageReply, { note: "April 3 at Sandia - put on the calendar" }),
  },
  {
    name: "v13-nonrec-alumna-reference-yahoo-apple-mac",
    tags: ["fwd:apple-mac", "client:yahoo", "lang:en", "alumni"],
    label: notRecruiting("other"),
    message: fwd("apple-mac", ASHWORTH, "2026-11-13 07:30:00 -05:00", alumnaReference),
  },
  {
    name: "v13-nonrec-athlete-committed-elsewhere-samsung",
    tags: ["fwd:samsung", "client:android", "lang:en", "thank-you"],
    label: notRecruiting("athlete"),
    message: clientForward(BRANNIGAN, "gmail", "2026-11-12 07:10:00 -05:00", `Fwd: ${committedElsewhere.subject}`, "Take her off the 27 board.\n\nSent from my Galaxy", samsungHeader(committedElsewhere, "11/11/26 6:30 PM (GMT-06:00)"), committedElsewhere),
  },
  {
    name: "v13-nonrec-sid-bio-eml-attached-outlook",
    tags: ["fwd:attachment", "rfc822", "lang:en", "staff", "media-guide"],
    label: notRecruiting("other"),
    message: forwardAsAttachment({ coach: ASHWORTH, client: "outlook", date: "2026-11-13 11:00:00 -05:00", note: "Rosie's bio - keeping a copy.", message: original(sidBio, "outlook") }),
  },
  {
    name: "v13-nonrec-vendor-invoice-pdf-outlook-live",
    tags: ["fwd:outlook-live", "attachment:pdf", "lang:en", "vendor"],
    label: notRecruiting("other"),
    message: fwd("outlook-live", BRANNIGAN, "2026-11-17 09:30:00 -05:00", uniformInvoice, { note: "for ops - please pay", attachments: [uniformInvoicePdf] }),
  },
  {
    name: "v13-nonrec-hs-coach-team-camp-outlook-es",
    tags: ["fwd:outlook-es", "disclaimer:underscore", "lang:en", "team-camp"],
    label: notRecruiting("high_school_coach"),
    message: fwd("outlook-es", CARRASCO, "2026-11-10 08:00:00 -05:00", hsFilmExchange, { note: "¿Tenemos team camp en junio?" }),
  },
  {
    name: "v13-nonrec-phishing-quota-html-only-direct",
    tags: ["direct", "html-only", "spam", "lang:en"],
    label: notRecruiting("other"),
    message: htmlOnly({ from: "IT Service Desk <no-reply@m365-quota-alerts.example>", to: BRANNIGAN.scout, date: "2026-11-19 03:12:00 +00:00", subject: "Action required: mailbox storage 98% full", text: "", html: phishingHtml }, "bulk"),
  },
];
