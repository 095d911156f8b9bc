/**
 * Held-out: forwards as real mail clients write them, in their own formats and languages. Gmail (English and
 * localised: English banner, localised From label and date), Outlook on the web / 365, Outlook 2013 ("[mailto:]"),
 * Outlook 2016/2019 for Windows, Outlook for Mac and its 2019 attribution line ('Am … schrieb "Name" <…>:'), Apple
 * Mail, iPhone, Yahoo (also with its text part's header rows run together), Thunderbird, HubSpot, Samsung Email and
 * Outlook mobile; in English and 15 other languages. Nested forwards 2 to 8 deep, quoted replies that are not
 * forwards, an Outlook separator line with only a signature under it, forwards as attachments.
 * Everything invented: people, clubs, schools, colleges, addresses; phones use 555-01xx.
 */
import { notRecruiting, recruiting, type CorpusEntry } from "../../labels.ts";
import { hoForward, outlookQuote, gmailQuote, relay, sparkQuote } from "../../heldOutWrappers.ts";
import { forwardAsAttachment, original, type Coach, type Original } from "../../wrappers.ts";

// ---------------------------------------------------------------- the college coaches who forward (held-out only)

const coach = (name: string, address: string, scout: string, signature: string): Coach => {
  const parts = name.split(" ");
  return { name, directoryName: `${parts.slice(1).join(" ")}, ${parts[0]}`, address, scout: `${scout}@scout.inboxscout.app`, signature };
};

const OAKES = coach("Brent Oakes", "boakes@prairiewind.edu", "brent.oakes.v6t1", "Brent Oakes\nHead Volleyball Coach\nPrairie Wind College Athletics\n785-555-0166");
const TRAN = coach("Alyssa Tran", "atran@silverlake.edu", "alyssa.tran.d2q8", "Alyssa Tran | Recruiting Coordinator\nSilver Lake University Volleyball\nc. 425.555.0102");
const ACHTERBERG = coach(
  "Robin Achterberg",
  "rachterberg@silverlake.edu",
  "robin.achterberg.j5w3",
  "Robin Achterberg\nHead Coach, Silver Lake University Volleyball\n(425) 555-0109",
);
const MADDOX = coach("Kendra Maddox", "kmaddox@cedarhollow.edu", "kendra.maddox.x8r4", "Kendra Maddox\nHead Softball Coach | Cedar Hollow University\n(270) 555-0133");
const WHITAKER = coach("Jo Whitaker", "jwhitaker@redclaystate.edu", "jo.whitaker.s3n9", "Coach Jo Whitaker\nRed Clay State Softball\n334-555-0150");
const VIRTANEN = coach("Anneli Virtanen", "avirtanen@kestrelbay.edu", "anneli.virtanen.n3v7", "Anneli Virtanen\nHead Volleyball Coach | Kestrel Bay University\n(843) 555-0114");
const HALASZ = coach("Zsófia Halász", "zhalasz@orchardhill.edu", "zsofia.halasz.c4k2", "Zsófia Halász\nAssistant Volleyball Coach, Orchard Hill College\n765-555-0186");
const WIERZBICKI = coach(
  "Tomasz Wierzbicki",
  "twierzbicki@brightwaterstate.edu",
  "tomasz.wierzbicki.g7h5",
  "Tomasz Wierzbicki\nHead Women's Volleyball Coach\nBrightwater State University\ntel. 406.555.0131",
);
const VOLKOVA = coach("Ekaterina Volkova", "evolkova@saltmarsh.edu", "ekaterina.volkova.p2m6", "Ekaterina Volkova\nAssociate Head Coach, Saltmarsh University Volleyball\n(409) 555-0177");
const AKSOY = coach("Deniz Aksoy", "daksoy@granitefalls.edu", "deniz.aksoy.w9b3", "Deniz Aksoy\nAssistant Coach - Volleyball\nGranite Falls College | 828-555-0163");
const HORAKOVA = coach("Pavla Horáková", "phorakova@lindenridge.edu", "pavla.horakova.z5f1", "Pavla Horáková\nHead Volleyball Coach, Linden Ridge University\n319-555-0148");
const LINDQVIST = coach("Ingrid Lindqvist", "ilindqvist@copperbasin.edu", "ingrid.lindqvist.r8y2", "Ingrid Lindqvist\nHead Coach | Copper Basin College Volleyball\n906-555-0125");
const KJAERGAARD = coach("Mette Kjærgaard", "mkjaergaard@thornbury.edu", "mette.kjaergaard.q1x7", "Mette Kjærgaard\nAssistant Volleyball Coach, Thornbury College\n(608) 555-0159");
const HAUGEN = coach("Sigrid Haugen", "shaugen@elkprairie.edu", "sigrid.haugen.b6v4", "Sigrid Haugen\nHead Volleyball Coach\nElk Prairie University\n701-555-0119");
const DE_VRIES = coach("Femke de Vries", "fdevries@harborpointe.edu", "femke.devries.k3t8", "Femke de Vries\nAssistant Coach, Harbor Pointe University Volleyball\n616-555-0137");
const FERRARO = coach("Giulia Ferraro", "gferraro@valleverde.edu", "giulia.ferraro.m4c9", "Giulia Ferraro\nHead Softball Coach, Valle Verde College\n(559) 555-0172");
const SCHAEFER = coach("Martina Schäfer", "mschaefer@alderbrook.edu", "martina.schaefer.h1d6", "Martina Schäfer\nHead Volleyball Coach | Alderbrook University\n573-555-0108");
const ROUX = coach("Camille Roux", "croux@bellefontaine.edu", "camille.roux.f7p3", "Camille Roux\nAssistant Volleyball Coach, Bellefontaine College\n504-555-0191");
const CARRASCO = coach("Luis Carrasco", "lcarrasco@arroyoseco.edu", "luis.carrasco.y2j5", "Luis Carrasco\nHead Softball Coach | Arroyo Seco University\n(575) 555-0145");
const LOPES = coach("Fernanda Lopes", "flopes@palmettoshoals.edu", "fernanda.lopes.u8e2", "Fernanda Lopes\nAssistant Volleyball Coach\nPalmetto Shoals University\n803-555-0126");

/** Their staff, whose hops in a forwarded chain do not count. */
const OAKES_ASSISTANT = "Colby Reed <creed@prairiewind.edu>";
const TRAN_VOLUNTEER = "Maya Lindgren <mlindgren@silverlake.edu>";
const TRAN_OPS = "Marco Diaz <mdiaz@silverlake.edu>";
const MADDOX_ASSISTANT = "Jen Ostrowski <jostrowski@cedarhollow.edu>";
const VIRTANEN_VOLUNTEER = "Kaisa Rautio <krautio@kestrelbay.edu>";

const SIG_REED = "Colby Reed\nAssistant Coach, Prairie Wind College Volleyball\n785-555-0168";
const SIG_OSTROWSKI = "Jen Ostrowski\nAssistant Softball Coach\nCedar Hollow University\n270-555-0135";

const addr = (c: Coach) => `${c.name} <${c.address}>`;

// ---------------------------------------------------------------- English clients

const harlowFirst: Original = {
  from: "Tessa Harlow <tessaharlow28@gmail.com>",
  to: "boakes@prairiewind.edu",
  date: "2026-10-06 09:31:44 -05:00",
  subject: "2028 setter - Tessa Harlow",
  text: `Coach Oakes,

Tessa Harlow, 2028 setter. 5'10. Flint Hills VBC 17 Royal / Manhattan Riverbend High School, Manhattan KS.
3.71 GPA. 6-2 offense in club, 5-1 in high school.
Film: https://www.hudl.com/video/3/21140562/6702bb13e4b0a7c2d81f5e04
Cell 785-555-0143

Thanks,
Tessa`,
};

const harlowUpdate: Original = {
  from: "Tessa Harlow <tessaharlow28@gmail.com>",
  to: "boakes@prairiewind.edu",
  date: "2026-12-02 20:12:09 -06:00",
  subject: "Re: 2028 setter - Tessa Harlow",
  text: `Hi Coach, quick update - I measured at 5'11" at our club tryouts last week and I have new film from the KC Classic: https://youtu.be/Th7kR2pWq9s

Still very interested in Prairie Wind!
Tessa

${gmailQuote(harlowFirst)}`,
};

const pellham: Original = {
  from: "Curtis Pellham <cpellham@ozarkfeedsupply.com>",
  to: "kmaddox@cedarhollow.edu",
  date: "2026-09-29 21:47:03 -05:00",
  subject: "Brynn Pellham, 2029 RHP/1B - Carthage, MO",
  text: `Coach Maddox,

Good evening. I'm Curtis Pellham and I'm writing about my daughter Brynn, who is a 2029 right-handed pitcher and first baseman. I know you get a lot of these so I will try to keep it to the point, although her mother tells me I never do.

Brynn pitches for Ozark Thunder 16U Gold and for Carthage Ridgeview High School in Carthage, Missouri. She is 5'9" and throws a drop ball, rise ball and a changeup she has been working on since she was eleven. Her fastball sits 58-60. This fall she threw 41 innings for Ozark Thunder with a 1.36 ERA. At the plate she hit .388 for Ridgeview as a freshman.

In the classroom she carries a 3.92 unweighted GPA (4.18 weighted) and she is interested in nursing or athletic training.

Pitching video from October: https://www.youtube.com/watch?v=Bp3xL8nVq2R
Her email is brynnpellham.p@gmail.com and she reads her own mail, I promise.

We'll be at the Tulsa Winter Classic in January if you are there.

Respectfully,
Curtis Pellham
417-555-0182`,
};

const olmsted: Original = {
  from: "Marisol Ybarra <director@pugetcrestvb.org>",
  to: "atran@silverlake.edu",
  date: "2026-11-03 13:20:00 -08:00",
  subject: "Puget Crest 17 Cascade - Keira Olmsted (2028 MB)",
  text: `Hi Alyssa,

I wanted to put Keira Olmsted on your radar. Keira is a 2028 middle on our Puget Crest 17 Cascade team and plays for Snohomish Bayview High School in Snohomish, WA.

- 6'2", very quick slide, blocked 1.4 per set at Emerald City Qualifier
- 3.55 GPA
- Keira's film: https://www.hudl.com/video/3/21288410/6715cd02e4b0f1a3b92e7d16

She's genuinely coachable and her best volleyball is ahead of her. Feel free to call me with any questions.

Marisol Ybarra
Club Director, Puget Crest Volleyball
425-555-0171 | director@pugetcrestvb.org`,
};

const ackerly: Original = {
  from: "jolene ackerly <jolene.ackerly28@gmail.com>",
  to: "jwhitaker@redclaystate.edu",
  date: "2026-10-14 22:05:17 -05:00",
  subject: "catcher 2028",
  text: `hi coach whitaker

my name is jolene ackerly and im a 2028 catcher/3b from pell city al. i play for alabama bombers 18u - hollis and pell city lakeside hs. im 5'6 and my pop time is 1.92. gpa 3.4

heres my skills video youtu.be/Ja4cK8mTq1W

my number is 205 555 0119 if you want to text me

thank you
jolene`,
};

const dunaway: Original = {
  from: "Wendell Prater <wprater@barrenhills.k12.ky.us>",
  to: "kmaddox@cedarhollow.edu",
  date: "2026-10-21 15:40:00 -05:00",
  subject: "Macy Dunaway – SS – Class of 2027",
  text: `Coach Maddox,

I’m the head softball coach at Glasgow Barren Hills High School and I wanted to recommend our shortstop, Macy Dunaway. Macy is a senior-to-be (Class of 2027), 5’7”, and has started for us since her freshman year. She also plays travel ball with Kentucky Lightning 18U Premier.

She hit .421 with 9 HR this spring and has a 3.6 GPA. She’s the kind of kid you’d want in your locker room.

Video: https://www.youtube.com/watch?v=Md8uN3kVr5T

Please call me at 270-555-0190 if I can help in any way.

Wendell Prater
Head Softball Coach
Glasgow Barren Hills High School`,
};

const whitcombe: Original = {
  from: '"Whitcombe, Laurel" <laurel.whitcombe@bellcorp-mail.com>',
  to: "atran@silverlake.edu",
  date: "2026-10-27 11:02:00 -07:00",
  subject: "Sadie Whitcombe - 2028 Right Side",
  text: `Hello Coach Tran,

My daughter Sadie Whitcombe is a 2028 right side hitter for Cascadia Summit 17 Blue and Bellevue Lakehill High School in Bellevue, Washington. She is 6'0" and left-handed. Her GPA is 3.8 UW.

Her highlight video: https://vimeo.com/1022845519

Sadie's cell: 206-555-0135
My cell: 206-555-0134

Kind regards,
Laurel Whitcombe
Senior Program Manager | Bellcorp
206-555-0134`,
};

const beaumontAau: Original = {
  from: "Lamar Pitts <lpitts@midsouthflight.org>",
  to: "Kiara Beaumont <kiarabeaumont3@gmail.com>",
  date: "2026-11-02 09:31:00 -06:00",
  subject: "colleges",
  text: `Kiara - send your film to every program on your list this week, even the ones you think are a reach. Copy me.
Coach Pitts`,
};

const beaumont: Original = {
  from: "Kiara Beaumont <kiarabeaumont3@gmail.com>",
  to: "jwhitaker@redclaystate.edu",
  date: "2026-11-08 17:26:00 -06:00",
  subject: "Point guard class of 2028",
  text: `Hello Coach Whitaker,

I know you coach softball but I could not find an email for your basketball staff on the website, so I hope you can pass this along.

My name is Kiara Beaumont and I am a point guard in the class of 2028 at Jonesboro Northpoint High School in Jonesboro, Arkansas. I'm 5'7" and I play AAU for Mid-South Flight 17U. Last season I averaged 14.2 points and 6.1 assists. GPA 3.5.

Highlights: https://www.youtube.com/watch?v=Kb2nT7wPx4M

Thank you for your time,
Kiara Beaumont

${sparkQuote(beaumontAau)}`,
};

const wilkerson: Original = {
  from: "Jada Wilkerson <jwilkerson27@capitalheights.k12.al.us>",
  to: "kmaddox@cedarhollow.edu",
  date: "2026-12-01 16:00:00 -06:00",
  subject: "Track recruit - 400m hurdles",
  text: `Coach Maddox,

I was told you could forward this to the track coach at Cedar Hollow. I am Jada Wilkerson, class of 2027, and I run the 400m hurdles and the 300m hurdles for Montgomery Capital Heights HS in Montgomery, Alabama.

PRs: 400mH 61.84, 300mH 44.10
Height: 5'8"
GPA: 3.3
Race video: https://www.youtube.com/watch?v=Jw9hL2tKr6D

Jada Wilkerson
Capital Heights Track & Field`,
};

const quill: Original = {
  from: "Trent Halloran <thalloran@tnmustangsfastpitch.com>",
  to: "jwhitaker@redclaystate.edu",
  date: "2026-09-18 08:15:00 -05:00",
  subject: "Harper Quill - 2027 CF - Tennessee Mustangs 18U National",
  text: `Coach,

Harper Quill has been our leadoff hitter all summer. 2027 grad, center field (can play left), 5'5", slapper with speed - 2.68 home to first. Plays high school ball at Franklin Harpeth Valley High School in Franklin, TN. 3.85 GPA.

Skills video: https://www.hudl.com/video/3/21077215/66e9f0a4e4b0c3d2a15b8e47

Call or text me anytime.
Trent Halloran
Head Coach, Tennessee Mustangs 18U National
615-555-0156`,
};

const sobelHtml = `<div>Coach Oakes,</div><div><br></div><div>I'd like to introduce my daughter <b>Ivy Sobel</b>, a <b>2029 outside hitter</b> who plays for <b>Lakeshore Storm 16 Gold</b> and attends Racine Harborview High School in Racine, Wisconsin.</div><div><br></div><table border="1" cellpadding="4" style="border-collapse:collapse"><tr><td>Height</td><td>5'11"</td></tr><tr><td>GPA</td><td>3.9</td></tr><tr><td>Jersey</td><td>#14</td></tr></table><div><br></div><div>You can watch <a href="https://www.hudl.com/video/3/21360981/67203e11e4b0a9f8c3d2b145">Ivy's fall highlights here</a>.</div><div><br></div><div>Best,</div><div>Gretchen Sobel</div><div>262-555-0139</div>`;

const sobel: Original = {
  from: "Gretchen Sobel <gsobel@me.com>",
  to: "boakes@prairiewind.edu",
  date: "2026-11-11 19:44:12 -06:00",
  subject: "Ivy Sobel 2029 OH",
  text: `Coach Oakes,

I'd like to introduce my daughter Ivy Sobel, a 2029 outside hitter who plays for Lakeshore Storm 16 Gold and attends Racine Harborview High School in Racine, Wisconsin.

Height 5'11"
GPA 3.9
Jersey #14

You can watch Ivy's fall highlights here <https://www.hudl.com/video/3/21360981/67203e11e4b0a9f8c3d2b145>.

Best,
Gretchen Sobel
262-555-0139`,
  html: sobelHtml,
};

const tollefson: Original = {
  from: "Maren Tollefson <marentollefson@icloud.com>",
  to: "ilindqvist@copperbasin.edu",
  date: "2026-10-02 18:09:30 -05:00",
  subject: "Soccer - 2028 center midfielder",
  text: `Dear Coach Lindqvist,

I am not sure who coaches soccer at Copper Basin so I am writing to you since your name was on the athletics page. I'm Maren Tollefson, a 2028 center midfielder from Minnetonka, Minnesota. I play for North Star Athletic ECNL U17 and Minnetonka Lakewood High School. I'm 5'6" and have a 3.95 GPA.

Game film: https://www.youtube.com/watch?v=Mt5sR8kLq3N

Thank you!
Maren Tollefson
marentollefson@icloud.com`,
};

const lowry: Original = {
  from: "Rhonda Feeney <rfeeney@amesprairieridge.org>",
  to: "boakes@prairiewind.edu",
  date: "2026-11-19 21:12:00 -06:00",
  subject: "my MB",
  text: `Coach - my senior middle Tatum Lowry is still uncommitted. 2027, 6'1", led Ames Prairie Ridge HS in kills and blocks. Good student. Her email tatumlowry.mb@gmail.com. Worth a call.

Rhonda Feeney
Head VB, Ames Prairie Ridge HS (Ames, IA)`,
};

const hennessey: Original = {
  from: "Walt Hennessey <walthennessey51@yahoo.com>",
  to: "kmaddox@cedarhollow.edu",
  date: "2026-10-09 10:22:48 -04:00",
  subject: "Granddaughter Cassidy - 2nd base",
  text: `Dear Coach Maddox,

My name is Walt Hennessey. My granddaughter Cassidy Hennessey plays second base for the Peach State Pride 18U - Lockhart and for Macon Riverside Academy in Macon, Georgia. She graduates in 2028. She is 5 ft 4 in and has a 3.3 GPA.

I took this video of her myself at the Atlanta Fall Showcase. https://www.youtube.com/watch?v=Ch6wN1pRk8V

You can call me at 478-555-0111.

Sincerely,
Walt Hennessey (Grandpa)`,
};

const sayre: Original = {
  from: "Brooklyn Sayre <brooklynsayre29@gmail.com>",
  to: "boakes@prairiewind.edu",
  date: "2026-11-23 23:51:00 -06:00",
  subject: "defensive specilist clas of 2029",
  text: `hey coach Oakes!!

my name is Brooklyn Sayre and im a defensive specilist in the clas of 2029. i play for Gulf Breeze VBC 16 Navy and Pearland Silverlake HS in Pearland Texas. Im 5 foot 6 and my gpa is 3.2 (working on it lol)

i have a video of my passing and serve recieve here https://www.hudl.com/video/3/21402257/672b81c0e4b0d7e6a4c1f903

my cell is 832 555 0148

thank u so much!!
brooklyn`,
};

const kowalczyk: Original = {
  from: "Wren Kowalczyk <wren.kowalczyk@outlook.com>",
  to: "phorakova@lindenridge.edu",
  date: "2026-10-18 15:03:26 -04:00",
  subject: "Wren Kowalczyk | 2028 OH/RS | Allegheny Ridge VBC 17 Gold",
  text: `Dear Coach Horáková,

My name is Wren Kowalczyk and I am a 2028 outside hitter and right side for Allegheny Ridge VBC 17 Gold. I attend Erie Lakeside Prep in Erie, Pennsylvania, where I also play varsity. I am 6'0" with a 9'10" approach, and I have a 3.66 GPA.

I have watched a lot of Linden Ridge matches online this fall and I love how fast your offense is. I would really like to learn more about your program and whether you still need hitters in my class.

Highlight video: https://vimeo.com/1019448306

My upcoming schedule:
Dec 12-14 Pittsburgh Winter Classic
Jan 16-18 Great Lakes Power League #1

Thank you for your time,
Wren Kowalczyk
814-555-0120`,
};

const birch: Original = {
  from: "Gus Varela <gvarela@soonerheatfastpitch.com>",
  to: "jwhitaker@redclaystate.edu",
  date: "2026-10-30 19:02:11 -05:00",
  subject: "LHP Delaney Birch (2029) - Sooner Heat 16U",
  text: `Coach Whitaker,

Gus Varela with Sooner Heat 16U. I'd like you to take a look at our lefty, Delaney Birch, class of 2029. Delaney is 5'10", throws a heavy screw and a drop, and plays for Norman Westbrook HS in Norman, Oklahoma. 3.75 GPA.

Bullpen video: https://drive.google.com/file/d/1DbR7kLwQ2xNp9sTz4VyMcA8eFgHu3JiK/view

My cell is 405-555-0161 - happy to set up a call with her family.

Gus Varela
Sooner Heat Fastpitch`,
};

const vergaraInner: Original = {
  from: "Hallie Vergara <hallievergara.s@gmail.com>",
  to: "Jess Ruiz <jess@courtvisionrecruiting.com>",
  date: "2026-11-04 17:30:00 -07:00",
  subject: "My info for coaches",
  text: `Hi Jess! Here's everything:

Hallie Vergara - 2028 setter
5'9"
Saguaro VBC 17 Elite
Chandler Mesa Verde HS, Chandler AZ
GPA 3.9
Hudl: https://www.hudl.com/video/3/21301744/6718f2d4e4b0b1c7e9a3f022
Profile: https://www.courtvisionrecruiting.com/athletes/hallie-vergara-2028

Thanks!!`,
};

const vergaraService = relay({
  style: "hubspot:en",
  from: "Jess Ruiz <jess@courtvisionrecruiting.com>",
  to: "boakes@prairiewind.edu",
  date: "2026-11-05 09:14:52 -07:00",
  note: `Coach Oakes,

Hallie is one of the setters I mentioned on the phone - she put together her info below. She'll be at the Phoenix Holiday Classic on court 6 all weekend.

Jess Ruiz
Recruiting Advisor | CourtVision Recruiting
480-555-0187`,
  inner: vergaraInner,
});

const okaforInner: Original = {
  from: "Zuri Okafor <zuriokafor.3b@gmail.com>",
  to: "Renata Okafor <renata.okafor@gmail.com>",
  date: "2026-10-05 20:30:00 -05:00",
  subject: "coach email draft",
  text: `Mom can you send this one to Coach Whitaker, my school email won't let me send outside the district

Hi Coach Whitaker, my name is Zuri Okafor, a 2028 third baseman and pitcher for Lone Star Blaze 18U - Morales and Cypress Falls Ridge HS in Cypress, TX. I'm 5'8" with a GPA of 3.5 (89%). My video is https://www.youtube.com/watch?v=Zo4kP9mRw2B. Thank you!`,
};

const okaforMom = relay({
  style: "android:en",
  from: "Renata Okafor <renata.okafor@gmail.com>",
  to: "jwhitaker@redclaystate.edu",
  date: "2026-10-06 07:02:00 -05:00",
  note: "Good morning coach, forwarding for my daughter Zuri. Renata Okafor 281-555-0129\n\nSent from my Galaxy",
  subject: "Fwd: coach email draft",
  inner: okaforInner,
});

const marchetti: Original = {
  from: "Elsie Marchetti <elsiemarchetti.swim@gmail.com>",
  to: "atran@silverlake.edu",
  date: "2026-12-03 06:40:00 -05:00",
  subject: "Swimming recruit - class of 2028",
  text: `Dear Coach,

I am a 2028 freestyle and butterfly swimmer at Norfolk Bayside Academy in Norfolk, Virginia, and I swim club for Tidewater Aquatic Club. I'm 5'11" and carry a 3.8 GPA. My best times are 1:51.9 in the 200 free and 55.8 in the 100 fly.

Race video: https://www.youtube.com/watch?v=Em3sQ7vLk2C

Elsie Marchetti`,
};

const ENGLISH: CorpusEntry[] = [
  {
    name: "ho-fwd-vb-athlete-setter-terse-gmail",
    family: "ho-fwd-harlow",
    tags: ["fwd:gmail", "lang:en", "style:terse", "trap:coach-phone-same-area-code", "note-above"],
    label: recruiting("athlete", {
      first_name: "Tessa",
      last_name: "Harlow",
      grad_year: 2028,
      positions: ["S"],
      height_inches: 70,
      club_team: "Flint Hills VBC 17 Royal",
      high_school: "Manhattan Riverbend High School",
      city: "Manhattan",
      state: "KS",
      gpa: 3.71,
      email: "tessaharlow28@gmail.com",
      phone: "+17855550143",
      video_urls: ["https://www.hudl.com/video/3/21140562/6702bb13e4b0a7c2d81f5e04"],
    }),
    message: hoForward({ style: "gmail:en", coach: OAKES, date: "2026-10-06 10:02:00 -05:00", note: "Setter for the 2028 board. Local kid.", original: harlowFirst }),
  },
  {
    name: "ho-fwd-vb-athlete-height-update-quoted-iphone",
    family: "ho-fwd-harlow",
    tags: ["fwd:apple-ios", "lang:en", "reply-history", "attribution:at-time", "trap:updated-height"],
    label: recruiting("athlete", {
      first_name: "Tessa",
      last_name: "Harlow",
      grad_year: 2028,
      positions: ["S"],
      height_inches: 71,
      club_team: "Flint Hills VBC 17 Royal",
      high_school: "Manhattan Riverbend High School",
      city: "Manhattan",
      state: "KS",
      gpa: 3.71,
      email: "tessaharlow28@gmail.com",
      phone: "+17855550143",
      video_urls: ["https://youtu.be/Th7kR2pWq9s", "https://www.hudl.com/video/3/21140562/6702bb13e4b0a7c2d81f5e04"],
    }),
    message: hoForward({ style: "iphone:en", coach: OAKES, date: "2026-12-02 21:30:00 -06:00", note: "Harlow grew", original: harlowUpdate }),
  },
  {
    name: "ho-fwd-sb-parent-long-letter-gmail-narrow",
    family: "ho-fwd-pellham",
    tags: ["fwd:gmail-narrow", "lang:en", "style:long", "trap:weighted-gpa", "trap:parent-contact", "trap:dates-like-years"],
    label: recruiting("parent", {
      first_name: "Brynn",
      last_name: "Pellham",
      grad_year: 2029,
      positions: ["P", "1B"],
      height_inches: 69,
      club_team: "Ozark Thunder 16U Gold",
      high_school: "Carthage Ridgeview High School",
      city: "Carthage",
      state: "MO",
      gpa: 3.92,
      email: "brynnpellham.p@gmail.com",
      video_urls: ["https://www.youtube.com/watch?v=Bp3xL8nVq2R"],
    }),
    message: hoForward({ style: "gmail-narrow:en", coach: MADDOX, date: "2026-09-30 07:12:00 -05:00", original: pellham }),
  },
  {
    name: "ho-fwd-vb-club-director-mb-outlook-web",
    family: "ho-fwd-puget-crest",
    tags: ["fwd:outlook-live", "lang:en", "trap:club-coach-contact", "trap:coach-phone-same-area-code", "bullets"],
    label: recruiting("club_coach", {
      first_name: "Keira",
      last_name: "Olmsted",
      grad_year: 2028,
      positions: ["MB"],
      height_inches: 74,
      club_team: "Puget Crest 17 Cascade",
      high_school: "Snohomish Bayview High School",
      city: "Snohomish",
      state: "WA",
      gpa: 3.55,
      video_urls: ["https://www.hudl.com/video/3/21288410/6715cd02e4b0f1a3b92e7d16"],
    }),
    message: hoForward({ style: "outlook-web:en", coach: TRAN, date: "2026-11-03 15:48:00 -08:00", note: "Adding to MB list - Marisol says she's raw but quick.", original: olmsted }),
  },
  {
    name: "ho-fwd-sb-athlete-all-lowercase-outlook-web",
    family: "ho-fwd-ackerly",
    tags: ["fwd:outlook-live", "lang:en", "style:lowercase", "video:youtu-be-no-scheme"],
    label: recruiting("athlete", {
      first_name: "Jolene",
      last_name: "Ackerly",
      grad_year: 2028,
      positions: ["C", "3B"],
      height_inches: 66,
      club_team: "Alabama Bombers 18U - Hollis",
      high_school: "Pell City Lakeside HS",
      city: "Pell City",
      state: "AL",
      gpa: 3.4,
      email: "jolene.ackerly28@gmail.com",
      phone: "+12055550119",
      video_urls: ["youtu.be/Ja4cK8mTq1W"],
    }),
    message: hoForward({ style: "outlook-web:en", coach: WHITAKER, date: "2026-10-15 06:55:00 -05:00", original: ackerly }),
  },
  {
    name: "ho-fwd-sb-hs-coach-shortstop-windows-1252-outlook-2013",
    family: "ho-fwd-prater",
    tags: ["fwd:outlook-2013", "lang:en", "charset:windows-1252", "quoted-printable", "trap:hs-coach-contact", "trap:coach-phone-same-area-code", "trap:curly-quote-height"],
    label: recruiting("high_school_coach", {
      first_name: "Macy",
      last_name: "Dunaway",
      grad_year: 2027,
      positions: ["SS"],
      height_inches: 67,
      club_team: "Kentucky Lightning 18U Premier",
      high_school: "Glasgow Barren Hills High School",
      gpa: 3.6,
      video_urls: ["https://www.youtube.com/watch?v=Md8uN3kVr5T"],
    }),
    message: hoForward({ style: "outlook-2013:en", coach: MADDOX, date: "2026-10-22 08:30:00 -05:00", charset: "windows-1252", original: dunaway }),
  },
  {
    name: "ho-fwd-vb-parent-name-in-quotes-outlook-2019",
    family: "ho-fwd-whitcombe",
    tags: ["fwd:outlook-2019", "lang:en", "name:quoted-comma", "trap:parent-contact"],
    label: recruiting("parent", {
      first_name: "Sadie",
      last_name: "Whitcombe",
      grad_year: 2028,
      positions: ["RS/OPP"],
      height_inches: 72,
      club_team: "Cascadia Summit 17 Blue",
      high_school: "Bellevue Lakehill High School",
      city: "Bellevue",
      state: "WA",
      gpa: 3.8,
      phone: "+12065550135",
      video_urls: ["https://vimeo.com/1022845519"],
    }),
    message: hoForward({ style: "outlook-desktop:en", coach: TRAN, date: "2026-10-27 12:10:00 -07:00", original: whitcombe }),
  },
  {
    name: "ho-fwd-basketball-athlete-point-guard-outlook-2019",
    family: "ho-fwd-beaumont",
    tags: ["fwd:outlook-2019", "lang:en", "sport:basketball", "note-above", "attribution:at-time", "reply-history"],
    label: recruiting("athlete", {
      first_name: "Kiara",
      last_name: "Beaumont",
      grad_year: 2028,
      positions: ["point guard"],
      height_inches: 67,
      club_team: "Mid-South Flight 17U",
      high_school: "Jonesboro Northpoint High School",
      city: "Jonesboro",
      state: "AR",
      gpa: 3.5,
      email: "kiarabeaumont3@gmail.com",
      video_urls: ["https://www.youtube.com/watch?v=Kb2nT7wPx4M"],
    }),
    message: hoForward({
      style: "outlook-desktop:en",
      coach: WHITAKER,
      date: "2026-11-09 07:40:00 -06:00",
      note: "Not ours - basketball. Saving it so I remember to send to Coach Pruneda.",
      original: beaumont,
    }),
  },
  {
    name: "ho-fwd-track-athlete-hurdles-new-outlook",
    family: "ho-fwd-wilkerson",
    tags: ["fwd:outlook-new", "lang:en", "sport:track", "trap:passing-score"],
    label: recruiting("athlete", {
      first_name: "Jada",
      last_name: "Wilkerson",
      grad_year: 2027,
      positions: ["400m hurdles", "300m hurdles"],
      height_inches: 68,
      high_school: "Montgomery Capital Heights HS",
      city: "Montgomery",
      state: "AL",
      gpa: 3.3,
      email: "jwilkerson27@capitalheights.k12.al.us",
      video_urls: ["https://www.youtube.com/watch?v=Jw9hL2tKr6D"],
    }),
    message: hoForward({ style: "outlook-web:en", coach: MADDOX, date: "2026-12-01 16:25:00 -06:00", original: wilkerson }),
  },
  {
    name: "ho-fwd-sb-club-coach-center-field-outlook-mac",
    family: "ho-fwd-tn-mustangs",
    tags: ["fwd:outlook-mac", "lang:en", "trap:club-coach-contact"],
    label: recruiting("club_coach", {
      first_name: "Harper",
      last_name: "Quill",
      grad_year: 2027,
      positions: ["OF"],
      height_inches: 65,
      club_team: "Tennessee Mustangs 18U National",
      high_school: "Franklin Harpeth Valley High School",
      city: "Franklin",
      state: "TN",
      gpa: 3.85,
      video_urls: ["https://www.hudl.com/video/3/21077215/66e9f0a4e4b0c3d2a15b8e47"],
    }),
    message: hoForward({ style: "outlook-mac:en", coach: WHITAKER, date: "2026-09-18 09:01:00 -05:00", note: "Slapper. Speed.", original: quill }),
  },
  {
    name: "ho-fwd-vb-parent-html-table-apple-mail",
    family: "ho-fwd-sobel",
    tags: ["fwd:apple-mac", "lang:en", "html-table", "video:link-text-differs", "trap:jersey-number", "trap:parent-contact"],
    label: recruiting("parent", {
      first_name: "Ivy",
      last_name: "Sobel",
      grad_year: 2029,
      positions: ["OH"],
      height_inches: 71,
      club_team: "Lakeshore Storm 16 Gold",
      high_school: "Racine Harborview High School",
      city: "Racine",
      state: "WI",
      gpa: 3.9,
      video_urls: ["https://www.hudl.com/video/3/21360981/67203e11e4b0a9f8c3d2b145"],
    }),
    message: hoForward({ style: "apple:en", coach: OAKES, date: "2026-11-12 06:15:00 -06:00", original: sobel }),
  },
  {
    name: "ho-fwd-soccer-athlete-midfielder-apple-mail",
    family: "ho-fwd-tollefson",
    tags: ["fwd:apple-mac", "lang:en", "sport:soccer", "note-above"],
    label: recruiting("athlete", {
      first_name: "Maren",
      last_name: "Tollefson",
      grad_year: 2028,
      positions: ["center midfielder"],
      height_inches: 66,
      club_team: "North Star Athletic ECNL U17",
      high_school: "Minnetonka Lakewood High School",
      city: "Minnetonka",
      state: "MN",
      gpa: 3.95,
      email: "marentollefson@icloud.com",
      video_urls: ["https://www.youtube.com/watch?v=Mt5sR8kLq3N"],
    }),
    message: hoForward({ style: "apple:en", coach: LINDQVIST, date: "2026-10-03 08:20:00 -05:00", note: "Soccer - for Erik's staff, not us.", original: tollefson }),
  },
  {
    name: "ho-fwd-vb-hs-coach-one-liner-iphone",
    family: "ho-fwd-feeney",
    tags: ["fwd:apple-ios", "lang:en", "style:very-short", "trap:hs-coach-contact"],
    label: recruiting("high_school_coach", {
      first_name: "Tatum",
      last_name: "Lowry",
      grad_year: 2027,
      positions: ["MB"],
      height_inches: 73,
      high_school: "Ames Prairie Ridge HS",
      city: "Ames",
      state: "IA",
      email: "tatumlowry.mb@gmail.com",
    }),
    message: hoForward({ style: "iphone:en", coach: OAKES, date: "2026-11-19 21:40:00 -06:00", note: "", original: lowry }),
  },
  {
    name: "ho-fwd-sb-grandfather-second-base-yahoo",
    family: "ho-fwd-hennessey",
    tags: ["fwd:yahoo", "lang:en", "family-member", "height:ft-in", "trap:parent-contact"],
    label: recruiting("parent", {
      first_name: "Cassidy",
      last_name: "Hennessey",
      grad_year: 2028,
      positions: ["2B"],
      height_inches: 64,
      club_team: "Peach State Pride 18U - Lockhart",
      high_school: "Macon Riverside Academy",
      city: "Macon",
      state: "GA",
      gpa: 3.3,
      video_urls: ["https://www.youtube.com/watch?v=Ch6wN1pRk8V"],
    }),
    message: hoForward({ style: "yahoo:en", coach: MADDOX, date: "2026-10-09 12:00:00 -05:00", original: hennessey }),
  },
  {
    name: "ho-fwd-vb-athlete-misspelt-yahoo-glued-rows",
    family: "ho-fwd-sayre",
    tags: ["fwd:yahoo", "yahoo:glued-rows", "lang:en", "style:misspelt", "height:foot-words"],
    label: recruiting("athlete", {
      first_name: "Brooklyn",
      last_name: "Sayre",
      grad_year: 2029,
      positions: ["L/DS"],
      height_inches: 66,
      club_team: "Gulf Breeze VBC 16 Navy",
      high_school: "Pearland Silverlake HS",
      city: "Pearland",
      state: "TX",
      gpa: 3.2,
      email: "brooklynsayre29@gmail.com",
      phone: "+18325550148",
      video_urls: ["https://www.hudl.com/video/3/21402257/672b81c0e4b0d7e6a4c1f903"],
    }),
    message: hoForward({ style: "yahoo-glued:en", coach: OAKES, date: "2026-11-24 07:05:00 -06:00", note: "DS 2029 - lots of energy", original: sayre }),
  },
  {
    name: "ho-fwd-vb-athlete-flowed-thunderbird",
    family: "ho-fwd-kowalczyk",
    tags: ["fwd:thunderbird", "lang:en", "format-flowed", "trap:approach-height", "tournaments"],
    label: recruiting("athlete", {
      first_name: "Wren",
      last_name: "Kowalczyk",
      grad_year: 2028,
      positions: ["OH", "RS/OPP"],
      height_inches: 72,
      club_team: "Allegheny Ridge VBC 17 Gold",
      high_school: "Erie Lakeside Prep",
      city: "Erie",
      state: "PA",
      gpa: 3.66,
      email: "wren.kowalczyk@outlook.com",
      phone: "+18145550120",
      video_urls: ["https://vimeo.com/1019448306"],
    }),
    message: hoForward({ style: "thunderbird:en", coach: HORAKOVA, date: "2026-10-18 16:20:00 -05:00", parts: "text", flowed: true, original: kowalczyk }),
  },
  {
    name: "ho-fwd-sb-club-coach-lefty-thunderbird",
    family: "ho-fwd-sooner-heat",
    tags: ["fwd:thunderbird", "lang:en", "video:drive", "trap:club-coach-contact"],
    label: recruiting("club_coach", {
      first_name: "Delaney",
      last_name: "Birch",
      grad_year: 2029,
      positions: ["P"],
      height_inches: 70,
      club_team: "Sooner Heat 16U",
      high_school: "Norman Westbrook HS",
      city: "Norman",
      state: "OK",
      gpa: 3.75,
      video_urls: ["https://drive.google.com/file/d/1DbR7kLwQ2xNp9sTz4VyMcA8eFgHu3JiK/view"],
    }),
    message: hoForward({ style: "thunderbird:en", coach: WHITAKER, date: "2026-10-31 08:00:00 -05:00", original: birch }),
  },
  {
    name: "ho-fwd-vb-service-hubspot-forward-of-athlete-gmail",
    family: "ho-fwd-courtvision",
    tags: ["fwd:gmail", "fwd:hubspot", "nested", "lang:en", "recruiting-service", "role:external-forwarder", "trap:non-video-links", "trap:service-contact"],
    label: recruiting("recruiting_service", {
      first_name: "Hallie",
      last_name: "Vergara",
      grad_year: 2028,
      positions: ["S"],
      height_inches: 69,
      club_team: "Saguaro VBC 17 Elite",
      high_school: "Chandler Mesa Verde HS",
      city: "Chandler",
      state: "AZ",
      gpa: 3.9,
      email: "hallievergara.s@gmail.com",
      video_urls: ["https://www.hudl.com/video/3/21301744/6718f2d4e4b0b1c7e9a3f022"],
    }),
    message: hoForward({ style: "gmail:en", coach: OAKES, date: "2026-11-05 10:30:00 -06:00", original: vergaraService }),
  },
  {
    name: "ho-fwd-sb-mom-samsung-forward-of-daughter-outlook-web",
    family: "ho-fwd-okafor",
    tags: ["fwd:outlook-live", "fwd:android", "nested", "lang:en", "role:external-forwarder", "trap:parent-contact", "trap:percent-average"],
    label: recruiting("parent", {
      first_name: "Zuri",
      last_name: "Okafor",
      grad_year: 2028,
      positions: ["3B", "P"],
      height_inches: 68,
      club_team: "Lone Star Blaze 18U - Morales",
      high_school: "Cypress Falls Ridge HS",
      city: "Cypress",
      state: "TX",
      gpa: 3.5,
      email: "zuriokafor.3b@gmail.com",
      video_urls: ["https://www.youtube.com/watch?v=Zo4kP9mRw2B"],
    }),
    message: hoForward({ style: "outlook-web:en", coach: WHITAKER, date: "2026-10-06 09:15:00 -05:00", original: okaforMom }),
  },
  {
    name: "ho-fwd-swim-athlete-outlook-mobile",
    family: "ho-fwd-marchetti",
    tags: ["fwd:outlook-mobile", "lang:en", "sport:swimming", "trap:passing-score"],
    label: recruiting("athlete", {
      first_name: "Elsie",
      last_name: "Marchetti",
      grad_year: 2028,
      positions: ["freestyle", "butterfly"],
      height_inches: 71,
      club_team: "Tidewater Aquatic Club",
      high_school: "Norfolk Bayside Academy",
      city: "Norfolk",
      state: "VA",
      gpa: 3.8,
      email: "elsiemarchetti.swim@gmail.com",
      video_urls: ["https://www.youtube.com/watch?v=Em3sQ7vLk2C"],
    }),
    message: hoForward({ style: "outlook-mobile:en", coach: TRAN, date: "2026-12-03 07:05:00 -08:00", note: "swimmer? wrong inbox but saving", original: marchetti }),
  },
];

// ---------------------------------------------------------------- localised forwards (the forwarder's client in another language)

const robledo: Original = {
  from: "Ximena Robledo Quiroz <ximena.robledo.q@gmail.com>",
  to: "lcarrasco@arroyoseco.edu",
  date: "2026-10-11 21:14:00 -07:00",
  subject: "Lanzadora derecha generación 2027 - Ximena Robledo",
  text: `Buenas noches coach Carrasco:

Mi nombre es Ximena Robledo Quiroz, soy lanzadora derecha de la generación 2027. Vivo en Hermosillo, Sonora, México, y juego con Sonora Halcones Sub-18 y en la Preparatoria Lomas del Sol.

- Estatura: 1,70 m
- Velocidad: 59 mph
- Promedio escolar: 9.2 de 10

Aquí está mi video: https://www.youtube.com/watch?v=Xr6qB2nLw9K

Mi WhatsApp es +52 662 555 0141.

¡Muchas gracias por su tiempo!
Ximena`,
};

const trevino: Original = {
  from: "Yesenia Treviño <yesenia.trevino@hotmail.com>",
  to: "lcarrasco@arroyoseco.edu",
  date: "2026-11-02 19:37:00 -06:00",
  subject: "Mi hija Abril - receptora clase 2028",
  text: `Coach Carrasco,

Le escribo para presentarle a mi hija Abril Treviño. Abril es receptora (catcher) de la clase 2028 y juega con Tejas Fuego 18U - Garza y en Laredo Cigarroa Heights High School, aquí en Laredo, Texas.

Mide 5'5" y tiene un GPA de 3.7. Su pop time es de 1.95.

Video: https://www.hudl.com/video/3/21322907/671cf0e8e4b0c9a2d7f3b516

Mi número es (956) 555-0170.

Saludos cordiales,
Yesenia Treviño`,
};

const ochoaInner: Original = {
  from: "Valentina Ochoa Rey <valeochoarey08@gmail.com>",
  to: "Héctor Galindo <hgalindo@coralwavesvb.com>",
  date: "2026-10-20 22:10:00 -04:00",
  subject: "mi info para universidades",
  text: `Hola coach Héctor, aquí está mi información:

Valentina Ochoa Rey
Clase 2028 - opuesta y punta (OH)
6'0"
Miami Coral Waves 17 Élite
Hialeah Palmetto Gardens HS, Hialeah FL
GPA 3.6
Video: https://www.youtube.com/watch?v=Vo3rL8kTn1S

Gracias!!`,
};

const ochoaClub = relay({
  style: "apple:es",
  from: "Héctor Galindo <hgalindo@coralwavesvb.com>",
  to: "atran@silverlake.edu",
  date: "2026-10-21 08:44:00 -04:00",
  note: `Coach Tran, good morning — Valentina is one of our best 17s, info below (she wrote it in Spanish, sorry). Call me anytime: 305-555-0162.

Héctor Galindo
Director, Miami Coral Waves`,
  inner: ochoaInner,
});

const garnier: Original = {
  from: "Inès Garnier <ines.garnier@laposte-mail.fr>",
  to: "croux@bellefontaine.edu",
  date: "2026-11-06 18:22:00 +01:00",
  subject: "Passeuse, Bac 2027 - Inès Garnier (Lyon)",
  text: `Bonjour Madame Roux,

Je m'appelle Inès Garnier, j'ai 17 ans et je suis passeuse au club Lyon Croix-Rousse Volley M18. Je suis en terminale au Lycée des Pentes-Rouges à Lyon et j'aurai mon Bac en 2027.

Je mesure 1,78 m et ma moyenne générale est de 15,4/20. J'aimerais beaucoup étudier et jouer aux États-Unis.

Ma vidéo : https://www.youtube.com/watch?v=Ig7tN4pKw2F

Mon numéro : +33 6 55 50 01 47

Merci beaucoup et bonne soirée,
Inès`,
};

const bergeron: Original = {
  from: "Nathalie Bergeron <nathalie.bergeron@videotron-mail.ca>",
  to: "croux@bellefontaine.edu",
  date: "2026-10-14 19:05:00 -04:00",
  subject: "Maëlle Bergeron, attaquante, cohorte 2028",
  text: `Bonjour Madame Roux,

Je me permets de vous écrire au sujet de ma fille Maëlle Bergeron, attaquante (côté gauche) de la cohorte 2028. Elle joue pour Volley Boréal Laval 17U et étudie au Collège Saint-Aubin de Laval, à Laval (Québec).

Maëlle mesure 5 pi 11 po et sa moyenne est de 88 %.

Sa vidéo : https://www.hudl.com/video/3/21251136/670d14a2e4b0e8c1f9a7d230
Son courriel : maelle.bergeron28@gmail.com

Au plaisir,
Nathalie Bergeron
450 555-0193`,
};

const brandstaetter: Original = {
  from: "Leonie Brandstätter <leonie.brandstaetter@gmx-mail.de>",
  to: "mschaefer@alderbrook.edu",
  date: "2026-10-19 17:46:00 +02:00",
  subject: "Diagonalangreiferin, Abitur 2027",
  text: `Liebe Frau Schäfer,

mein Trainer hat mir erzählt, dass Sie aus Deutschland kommen, deshalb schreibe ich Ihnen auf Deutsch.

Ich heiße Leonie Brandstätter, bin 17 Jahre alt und spiele Diagonal beim TV Dreisamtal U18. Ich gehe auf das Gymnasium am Schlossberg in Freiburg im Breisgau und mache 2027 Abitur (aktueller Schnitt 1,6).

Größe: 1,84 m
Video: https://www.hudl.com/video/3/21266093/67102b5fe4b0a4d1c8e6f371
Handy: +49 171 5550148

Ich würde sehr gerne in den USA studieren und Volleyball spielen.

Viele Grüße
Leonie`,
};

const oberhuber: Original = {
  from: "Thomas Pichler <t.pichler@vbc-traunsee.at>",
  to: "mschaefer@alderbrook.edu",
  date: "2026-11-10 09:30:00 +01:00",
  subject: "Empfehlung: Hannah Oberhuber (Außenangriff, Matura 2027)",
  text: `Sehr geehrte Frau Schäfer,

ich bin sportlicher Leiter beim VBC Traunsee in Gmunden und möchte Ihnen eine unserer Spielerinnen empfehlen: Hannah Oberhuber, Außenangreiferin, Jahrgang 2009, Matura 2027 am Sportgymnasium Traunsee.

- Größe: 1,80 m
- Spielt in der 2. Bundesliga Damen und im U19-Nationalkader
- Englisch fließend

Video: https://www.youtube.com/watch?v=Ho2wX6kNp4T

Für Rückfragen erreichen Sie mich unter +43 664 555 0124.

Mit sportlichen Grüßen
Mag. Thomas Pichler
Sportlicher Leiter, VBC Traunsee`,
};

const nogueira: Original = {
  from: "Larissa Nogueira Prado <larissa.nprado@gmail.com>",
  to: "flopes@palmettoshoals.edu",
  date: "2026-10-24 20:15:00 -03:00",
  subject: "Ponteira 2027 - Larissa Nogueira Prado",
  text: `Olá, treinadora Fernanda!

Meu nome é Larissa Nogueira Prado, tenho 17 anos e jogo como ponteira no Clube Atlético Jaguaré Sub-19, em Campinas (SP). Estudo no Colégio Estrela do Vale e concluo o ensino médio em 2027.

Tenho 1,85 m e minha média escolar é 8,7.

Vídeo: https://www.youtube.com/watch?v=Ln8pT3rQk6W
WhatsApp: +55 11 95550-0132

Obrigada pela atenção!
Larissa`,
};

const mouraInner: Original = {
  from: "Gabriela Moura <gabimoura.ss@gmail.com>",
  to: "kmaddox@cedarhollow.edu",
  date: "2026-09-21 18:00:00 -04:00",
  subject: "2028 SS/2B Gabriela Moura",
  text: `Hi Coach Maddox,

I'm Gabriela Moura, a 2028 shortstop and second baseman for Florida Flame 18U - Torres and Kissimmee Lakeview Osceola HS in Kissimmee, Florida. I'm 5'6" with a 3.8 GPA.

Video: https://www.hudl.com/video/3/21094420/66eef7a1e4b0d2c8a3b6e951

Thank you!
Gabi`,
};

const mouraMom = relay({
  style: "outlook-mac:pt",
  from: "Cláudia Moura <claudia.moura@outlook.com>",
  to: "kmaddox@cedarhollow.edu",
  date: "2026-10-08 12:31:00 -04:00",
  note: `Coach Maddox, good afternoon. I'm Gabi's mother; she sent this email a few weeks ago and we wanted to be sure you received it. My phone is 407-555-0151.

Cláudia Moura`,
  inner: mouraInner,
});

const bellotti: Original = {
  from: "Davide Marchesin <d.marchesin@softballsile.it>",
  to: "gferraro@valleverde.edu",
  date: "2026-11-13 14:05:00 +01:00",
  subject: "Aurora Bellotti - lanciatrice, maturità 2027",
  text: `Buongiorno Coach Ferraro,

sono l'allenatore della squadra U18 dell'ASD Softball Sile Treviso. Le scrivo per segnalarle Aurora Bellotti, la nostra lanciatrice titolare.

Aurora ha 17 anni, è alta 1,72 m e frequenta il Liceo Sportivo Montegrappa a Treviso (maturità nel 2027). Lancia la dropball e la riseball, velocità massima 97 km/h. È nel giro della nazionale giovanile.

Video: https://www.youtube.com/watch?v=Ab5rM2qTx8L
Cellulare di Aurora: +39 347 555 0129

Cordiali saluti,
Davide Marchesin
Allenatore U18 - ASD Softball Sile Treviso`,
};

const vanderheijden: Original = {
  from: "Noor van der Heijden <noorvdheijden@ziggo-mail.nl>",
  to: "fdevries@harborpointe.edu",
  date: "2026-10-29 21:48:00 +01:00",
  subject: "Opposite / diagonaal, graduating 2027",
  text: `Dear Coach de Vries,

My club coach told me you are Dutch, so hallo! My name is Noor van der Heijden and I play opposite (diagonaal) for Volleybalvereniging Hoge Veluwe MA1 in Apeldoorn. I finish VWO at the Veluws Lyceum Noord in 2027.

Height: 1,86 m
Block reach: 3,02 m
Video: https://www.hudl.com/video/3/21340218/671f8c03e4b0b6d1a2e4c877
Phone: +31 6 5550 0138

Groetjes,
Noor`,
};

const brouwer: Original = {
  from: "Sander Mulder <trainer.ma1@vvzwollenoord.nl>",
  to: "fdevries@harborpointe.edu",
  date: "2026-11-17 10:12:00 +01:00",
  subject: "Speelster voor jullie: Fenna Brouwer (midden, 2028)",
  text: `Hoi Femke,

Zoals beloofd op het toernooi in Papendal: hier de gegevens van Fenna Brouwer, middenaanvaller bij VV Zwolle Noord MA1. Fenna is 1,89 m, speelt linkshandig en maakt in 2028 haar eindexamen. Ze woont in Zwolle.

Beelden: https://www.youtube.com/watch?v=Fb9kW3mRt5Q

Bel me gerust: +31 6 5550 0181.

Groet,
Sander Mulder
Trainer MA1, VV Zwolle Noord`,
};

const nyberg: Original = {
  from: "Elsa Nyberg <elsa.nyberg09@gmail.com>",
  to: "ilindqvist@copperbasin.edu",
  date: "2026-10-07 19:55:00 +02:00",
  subject: "Libero from Växjö - class of 2027",
  text: `Hi Coach Lindqvist,

My name is Elsa Nyberg and I play libero for Växjö Volley Damjuniorer. I study at Växjö Idrottsgymnasium Norra and I graduate (tar studenten) in 2027. I am 1,70 m.

Here is a video from the Swedish junior championships: https://www.youtube.com/watch?v=En4tG7wLq2P

My phone: +46 70 555 01 36

Best regards,
Elsa Nyberg`,
};

const ekstrom: Original = {
  from: "Johan Ekström <johan.ekstrom@telia-post.se>",
  to: "ilindqvist@copperbasin.edu",
  date: "2026-11-15 20:02:00 +01:00",
  subject: "Vår dotter Maja - spiker, född 2009",
  text: `Hej Ingrid!

Vi träffades kort på Kings Cup i Lund i somras. Jag skriver om vår dotter Maja Ekström som spelar spiker i Lund Södra VBK U18 och går på Lunds Sportgymnasium. Hon tar studenten 2028 och är 1,82 m lång.

Film: https://vimeo.com/1026671844

Majas mejl: maja.ekstrom08@gmail.com

Hälsningar,
Johan Ekström
+46 70 555 01 62`,
};

const holmKristiansen: Original = {
  from: "Freja Holm Kristiansen <frejahk@gmail.com>",
  to: "mkjaergaard@thornbury.edu",
  date: "2026-10-16 17:20:00 +02:00",
  subject: "Outside hitter from Aarhus - STX 2027",
  text: `Dear Coach Kjærgaard,

I'm Freja Holm Kristiansen, an outside hitter from Aarhus, Denmark. I play for Aarhus Nord Volley U19 and in the Danish 1. division, and I finish STX at Aarhus Vestergade Gymnasium in 2027.

I am 1,83 m tall. Video: https://www.hudl.com/video/3/21229904/670a91b7e4b0c5e3d1f8a624

Phone/WhatsApp: +45 31 55 50 14

Kind regards,
Freja`,
};

const lykke: Original = {
  from: "Rasmus Vinther <rasmus@hellerupstrandvk.dk>",
  to: "mkjaergaard@thornbury.edu",
  date: "2026-11-20 11:45:00 +01:00",
  subject: "Libero til jer? Ida Lykke, årgang 2008",
  text: `Hej Mette,

Tak for sidst i Vejle. Jeg har en libero, som jeg tror kunne passe ind hos jer: Ida Lykke fra Hellerup Strand VK U18. Hun bliver student i 2028, er 1,68 m og er den bedste modtager, jeg har trænet i mange år.

Video: https://www.youtube.com/watch?v=Il2mK8vTr4Y

Ring endelig: +45 31 55 50 77

Mvh
Rasmus Vinther
Cheftræner U18, Hellerup Strand VK`,
};

const bjornstad: Original = {
  from: "Thea Bjørnstad <thea.bjornstad@gmail.com>",
  to: "shaugen@elkprairie.edu",
  date: "2026-10-22 16:10:00 +02:00",
  subject: "Middle blocker from Tromsø, graduating 2027",
  text: `Hello Coach Haugen,

I'm Thea Bjørnstad from Tromsø. I play middle for Tromsø Nordlys VBK J19 and go to Tromsdalen Idrettsgymnas, where I graduate in 2027. I'm 1,87 m.

Video: https://www.youtube.com/watch?v=Tb7nH3kWq5M
Mobile: +47 415 55 014

Thank you!
Thea`,
};

const heikkila: Original = {
  from: "Aino Heikkilä <aino.heikkila@gmail.com>",
  to: "avirtanen@kestrelbay.edu",
  date: "2026-10-12 20:40:00 +03:00",
  subject: "Setter (passari) from Kuopio, 2027",
  text: `Hi Coach Virtanen!

My coach said you are from Finland too. My name is Aino Heikkilä and I'm a setter (passari) from Kuopio. I play for Savon Kotkat VB B-juniorit and study at Kuopion Urheilulukio Väinölä. I will graduate (ylioppilas) in 2027.

- Height 1,79 m
- Video https://www.hudl.com/video/3/21244519/670c77e0e4b0f2b8c6d1a493
- Phone +358 40 555 0124

Kiitos!
Aino`,
};

const koskinen: Original = {
  from: "Jari Lehtonen <jari.lehtonen@tampereentiikerit.fi>",
  to: "avirtanen@kestrelbay.edu",
  date: "2026-11-09 13:25:00 +02:00",
  subject: "Keskitorjuja Venla Koskinen (2008)",
  text: `Moi Anneli,

kuten puhelimessa sovittiin, tässä tiedot Venla Koskisesta. Venla pelaa keskitorjujana Tampereen Tiikerit VB A-tytöissä ja Mestaruusliigan varajoukkueessa. Pituus 1,88 m. Ylioppilaaksi keväällä 2028.

Video: https://www.youtube.com/watch?v=Vk6pJ2rTm8B
Venlan sähköposti: venla.koskinen08@gmail.com

Terveisin
Jari Lehtonen
valmentaja, Tampereen Tiikerit VB
+358 50 555 0171`,
};

const wroblewska: Original = {
  from: "Zuzanna Wróblewska <zuzia.wroblewska@gmail.com>",
  to: "twierzbicki@brightwaterstate.edu",
  date: "2026-10-25 18:33:00 +02:00",
  subject: "Opposite / atakująca - matura 2027",
  text: `Dear Coach Wierzbicki,

My name is Zuzanna Wróblewska and I play opposite (atakująca) for UKS Podkarpacie Rzeszów Juniorki. I attend XI Liceum Sportowe w Rzeszowie and take my matura in 2027.

Height: 1,87 m
Spike reach: 3,05 m
Video: https://www.youtube.com/watch?v=Zw3kL9nPq7R
Phone: +48 505 550 127

Pozdrawiam serdecznie,
Zuzanna`,
};

const nowicka: Original = {
  from: "Krzysztof Nowicki <k.nowicki@chicagotransit-mail.com>",
  to: "twierzbicki@brightwaterstate.edu",
  date: "2026-11-18 21:07:00 -06:00",
  subject: "Julia Nowicka - rozgrywająca, rocznik 2028",
  text: `Szanowny Panie Trenerze,

piszę w sprawie mojej córki Julii Nowickiej. Julia gra na pozycji rozgrywającej w klubie Windy City Majestic 17 Elite i uczy się w Chicago Copernicus Prep w Chicago (Illinois). Kończy szkołę średnią w 2028 roku.

Julia ma 1,80 m wzrostu, a jej GPA wynosi 3.9.

Film: https://www.hudl.com/video/3/21391640/6729a4c8e4b0d3f2b7c5e108
E-mail Julii: julia.nowicka28@gmail.com

Z poważaniem,
Krzysztof Nowicki
tel. 773-555-0128`,
};

const prochazkova: Original = {
  from: "Ondřej Kratochvíl <kratochvil@sokol-lesna.cz>",
  to: "phorakova@lindenridge.edu",
  date: "2026-10-28 08:50:00 +01:00",
  subject: "Doporučení: Tereza Procházková, smečařka",
  text: `Dobrý den, Pavlo,

posílám informace o Tereze Procházkové, o které jsme mluvili v Ostravě. Tereza hraje smečařku za TJ Sokol Brno-Lesná juniorky, studuje na Gymnáziu Lesná-Sever v Brně a maturuje v roce 2027.

Škola: Gymnázium Lesná-Sever, Brno
Výška: 1,82 m
Video: https://www.youtube.com/watch?v=Tp5gS8kRn2V
E-mail: tereza.prochazkova09@seznam-mail.cz

S pozdravem
Mgr. Ondřej Kratochvíl
trenér juniorek, TJ Sokol Brno-Lesná
+420 605 550 133`,
};

const benesova: Original = {
  from: "Klára Benešová <klara.benesova@gmail.com>",
  to: "phorakova@lindenridge.edu",
  date: "2026-11-21 19:12:00 +01:00",
  subject: "Middle blocker from Olomouc - class of 2028",
  text: `Dear Coach Horáková,

my name is Klára Benešová, I am a middle blocker (blokařka) from Olomouc and I play for VK Hanácké Orlice U18. I am 1,90 m tall and I will graduate in 2028.

My video: https://www.hudl.com/video/3/21417733/672e10f5e4b0a8c3d6f2b491

Thank you and have a nice day,
Klára`,
};

const szaboKertesz: Original = {
  from: "Réka Szabó-Kertész <reka.szabokertesz@gmail.com>",
  to: "zhalasz@orchardhill.edu",
  date: "2026-10-10 17:58:00 +02:00",
  subject: "Setter from Debrecen - 2027",
  text: `Dear Coach Halász,

I'm Réka Szabó-Kertész, a setter (in Hungarian: feladó) from Debrecen. I play for Debreceni Kék Röplabda U19 and study at Debreceni Sport Gimnázium. I take my érettségi in 2027.

Height: 1,78 m
Video: https://www.youtube.com/watch?v=Rs8wK4nTp3H
Phone: +36 30 555 0147

Köszönöm,
Réka`,
};

const zhaksybekova: Original = {
  from: "Alina Zhaksybekova <alina.zhaksybekova@mail-kz.com>",
  to: "evolkova@saltmarsh.edu",
  date: "2026-10-30 22:15:00 +05:00",
  subject: "Outside hitter from Almaty (доигровщица), graduating 2027",
  text: `Здравствуйте, Екатерина!

My English is not perfect, so I write a little in Russian too. Меня зовут Алина Жаксыбекова. My name is Alina Zhaksybekova, I am outside hitter (доигровщица) from Almaty, Kazakhstan. I play for Almaty Altyn Volley U19 and study at Almaty Sports Lyceum No. 7. I finish school in 2027.

Рост / height: 1,84 m
Video: https://www.youtube.com/watch?v=Az7qN2kWr9T
WhatsApp: +7 701 555 0193

Спасибо!
Alina`,
};

const morozova: Original = {
  from: "Игорь Белов <ibelov@atlanticsurgevbc.com>",
  to: "evolkova@saltmarsh.edu",
  date: "2026-11-14 12:40:00 -05:00",
  subject: "Связующая 2028 - Daria Morozova",
  text: `Екатерина, добрый день!

Как договаривались, пишу про Дарью Морозову (Daria Morozova). Она связующая в нашей команде Atlantic Surge VBC 17 Elite, учится в Brooklyn Sheepshead Prep в Бруклине (Brooklyn, NY), выпуск 2028 года.

Рост 6'0", GPA 3.7. Очень умная связующая, хорошие руки.

Видео: https://www.hudl.com/video/3/21377801/6724d0b3e4b0c1e8a9f5d362

Звоните: 718-555-0144.

С уважением,
Игорь Белов
Head Coach, Atlantic Surge VBC`,
};

const yildirim: Original = {
  from: "Elif Yıldırım <elif.yildirim09@gmail.com>",
  to: "daksoy@granitefalls.edu",
  date: "2026-10-17 21:30:00 +03:00",
  subject: "Setter (pasör) from İzmir - 2027",
  text: `Hello Coach Aksoy,

My name is Elif Yıldırım, I am a setter (pasör) from İzmir, Türkiye. I play for İzmir Körfez Spor Kulübü U18 and study at Karşıyaka Deniz Anadolu Lisesi. I will graduate in 2027.

Boy / height: 1,81 m
Video: https://www.youtube.com/watch?v=Ey4pR7kNw2L
Phone: +90 532 555 01 46

Teşekkür ederim!
Elif`,
};

const hollerbachInner: Original = {
  from: "Marie Hollerbach <marie.hollerbach@web-post.de>",
  to: "Lukas Brenner <l.brenner@sprungbrett-usa.de>",
  date: "2026-11-01 16:05:00 +01:00",
  subject: "Meine Daten fürs Profil",
  text: `Hallo Lukas,

hier meine Daten:
Marie Hollerbach, Außenangreiferin
Jahrgang 2009, Abitur 2028
Größe 1,82 m
Verein: TSV Unterfranken U18
Schule: Mainfranken-Gymnasium Würzburg
Video: https://www.hudl.com/video/3/21349902/67223af1e4b0d9c2a7e1f604

Danke!
Marie`,
};

const hollerbachAgency = relay({
  style: "hubspot:de",
  from: "Lukas Brenner <l.brenner@sprungbrett-usa.de>",
  to: "mschaefer@alderbrook.edu",
  date: "2026-11-03 10:22:41 +01:00",
  note: `Hallo Frau Schäfer,

wie besprochen leite ich Ihnen die Daten von Marie weiter. Sie wäre ab Herbst 2028 verfügbar.

Beste Grüße
Lukas Brenner
Sprungbrett USA Sportstipendien
+49 931 555 0117`,
  inner: hollerbachInner,
});

const LOCALISED: CorpusEntry[] = [
  {
    name: "ho-fwd-sb-athlete-mexico-spanish-gmail-es",
    family: "ho-fwd-robledo",
    tags: ["fwd:gmail-es", "lang:es", "international", "height:metres", "trap:foreign-grade", "note-above"],
    label: recruiting("athlete", {
      first_name: "Ximena",
      last_name: "Robledo Quiroz",
      grad_year: 2027,
      positions: ["P"],
      height_inches: 66.9,
      club_team: "Sonora Halcones Sub-18",
      high_school: "Preparatoria Lomas del Sol",
      city: "Hermosillo",
      email: "ximena.robledo.q@gmail.com",
      phone: "+526625550141",
      video_urls: ["https://www.youtube.com/watch?v=Xr6qB2nLw9K"],
    }),
    message: hoForward({ style: "gmail:es", coach: CARRASCO, date: "2026-10-12 07:45:00 -07:00", note: "Lanzadora de Hermosillo, 2027. Revisar video.", original: robledo }),
  },
  {
    name: "ho-fwd-sb-mom-catcher-outlook-web-es",
    family: "ho-fwd-trevino",
    tags: ["fwd:outlook-es", "lang:es", "trap:parent-contact"],
    label: recruiting("parent", {
      first_name: "Abril",
      last_name: "Treviño",
      grad_year: 2028,
      positions: ["C"],
      height_inches: 65,
      club_team: "Tejas Fuego 18U - Garza",
      high_school: "Laredo Cigarroa Heights High School",
      city: "Laredo",
      state: "TX",
      gpa: 3.7,
      video_urls: ["https://www.hudl.com/video/3/21322907/671cf0e8e4b0c9a2d7f3b516"],
    }),
    message: hoForward({ style: "outlook-web:es", coach: CARRASCO, date: "2026-11-03 08:10:00 -07:00", original: trevino }),
  },
  {
    name: "ho-fwd-vb-club-director-apple-es-forward-gmail",
    family: "ho-fwd-coral-waves",
    tags: ["fwd:gmail", "fwd:apple-mac-es", "nested", "lang:es", "lang:en", "role:external-forwarder", "trap:club-coach-contact"],
    label: recruiting("club_coach", {
      first_name: "Valentina",
      last_name: "Ochoa Rey",
      grad_year: 2028,
      positions: ["RS/OPP", "OH"],
      height_inches: 72,
      club_team: "Miami Coral Waves 17 Élite",
      high_school: "Hialeah Palmetto Gardens HS",
      city: "Hialeah",
      state: "FL",
      gpa: 3.6,
      email: "valeochoarey08@gmail.com",
      video_urls: ["https://www.youtube.com/watch?v=Vo3rL8kTn1S"],
    }),
    message: hoForward({ style: "gmail:en", coach: TRAN, date: "2026-10-21 09:30:00 -07:00", note: "Spanish-language profile from Héctor (Coral Waves).", original: ochoaClub }),
  },
  {
    name: "ho-fwd-vb-athlete-lyon-setter-outlook-web-fr",
    family: "ho-fwd-garnier",
    tags: ["fwd:outlook-fr", "lang:fr", "international", "height:metres", "trap:foreign-grade"],
    label: recruiting("athlete", {
      first_name: "Inès",
      last_name: "Garnier",
      grad_year: 2027,
      positions: ["S"],
      height_inches: 70.1,
      club_team: "Lyon Croix-Rousse Volley M18",
      high_school: "Lycée des Pentes-Rouges",
      city: "Lyon",
      email: "ines.garnier@laposte-mail.fr",
      phone: "+33655500147",
      video_urls: ["https://www.youtube.com/watch?v=Ig7tN4pKw2F"],
    }),
    message: hoForward({ style: "outlook-web:fr", coach: ROUX, date: "2026-11-06 13:05:00 -06:00", note: "Passeuse lyonnaise, à suivre.", charset: "iso-8859-1", original: garnier }),
  },
  {
    name: "ho-fwd-vb-mom-quebec-guillemets-outlook-mac-fr",
    family: "ho-fwd-bergeron",
    tags: ["fwd:outlook-mac-quote-fr", "lang:fr", "name:guillemets", "height:pi-po", "state:canada", "trap:percent-average", "trap:parent-contact"],
    label: recruiting("parent", {
      first_name: "Maëlle",
      last_name: "Bergeron",
      grad_year: 2028,
      positions: ["OH"],
      height_inches: 71,
      club_team: "Volley Boréal Laval 17U",
      high_school: "Collège Saint-Aubin de Laval",
      city: "Laval",
      state: "QC",
      email: "maelle.bergeron28@gmail.com",
      video_urls: ["https://www.hudl.com/video/3/21251136/670d14a2e4b0e8c1f9a7d230"],
    }),
    message: hoForward({ style: "outlook-mac-quote:fr", coach: ROUX, date: "2026-10-15 08:00:00 -05:00", original: bergeron }),
  },
  {
    name: "ho-fwd-vb-athlete-outlook-2019-de-schrieb",
    family: "ho-fwd-brandstaetter",
    tags: ["fwd:outlook-mac-quote-de", "lang:de", "international", "height:metres", "trap:foreign-grade", "indented-quote"],
    label: recruiting("athlete", {
      first_name: "Leonie",
      last_name: "Brandstätter",
      grad_year: 2027,
      positions: ["RS/OPP"],
      height_inches: 72.4,
      club_team: "TV Dreisamtal U18",
      high_school: "Gymnasium am Schlossberg",
      city: "Freiburg im Breisgau",
      email: "leonie.brandstaetter@gmx-mail.de",
      phone: "+491715550148",
      video_urls: ["https://www.hudl.com/video/3/21266093/67102b5fe4b0a4d1c8e6f371"],
    }),
    message: hoForward({ style: "outlook-mac-quote:de", coach: SCHAEFER, date: "2026-10-19 12:30:00 -05:00", note: "Diagonal aus Freiburg. Abi 2027.", original: brandstaetter }),
  },
  {
    name: "ho-fwd-vb-club-austria-outlook-web-de",
    family: "ho-fwd-vbc-traunsee",
    tags: ["fwd:outlook-de", "lang:de", "international", "height:metres", "trap:club-coach-contact"],
    label: recruiting("club_coach", {
      first_name: "Hannah",
      last_name: "Oberhuber",
      grad_year: 2027,
      positions: ["OH"],
      height_inches: 70.9,
      club_team: "VBC Traunsee",
      high_school: "Sportgymnasium Traunsee",
      city: "Gmunden",
      video_urls: ["https://www.youtube.com/watch?v=Ho2wX6kNp4T"],
    }),
    message: hoForward({ style: "outlook-web:de", coach: SCHAEFER, date: "2026-11-10 07:15:00 -06:00", original: oberhuber }),
  },
  {
    name: "ho-fwd-vb-athlete-brazil-gmail-pt",
    family: "ho-fwd-nogueira",
    tags: ["fwd:gmail-pt", "lang:pt", "international", "height:metres", "trap:foreign-grade"],
    label: recruiting("athlete", {
      first_name: "Larissa",
      last_name: "Nogueira Prado",
      grad_year: 2027,
      positions: ["OH"],
      height_inches: 72.8,
      club_team: "Clube Atlético Jaguaré Sub-19",
      high_school: "Colégio Estrela do Vale",
      city: "Campinas",
      email: "larissa.nprado@gmail.com",
      phone: "+5511955500132",
      video_urls: ["https://www.youtube.com/watch?v=Ln8pT3rQk6W"],
    }),
    message: hoForward({ style: "gmail:pt", coach: LOPES, date: "2026-10-25 09:00:00 -04:00", note: "Ponteira brasileira, 1,85.", original: nogueira }),
  },
  {
    name: "ho-fwd-sb-mom-outlook-mac-pt-forward-gmail",
    family: "ho-fwd-moura",
    tags: ["fwd:gmail", "fwd:outlook-mac-pt", "nested", "lang:pt", "lang:en", "role:external-forwarder", "trap:parent-contact"],
    label: recruiting("parent", {
      first_name: "Gabriela",
      last_name: "Moura",
      grad_year: 2028,
      positions: ["SS", "2B"],
      height_inches: 66,
      club_team: "Florida Flame 18U - Torres",
      high_school: "Kissimmee Lakeview Osceola HS",
      city: "Kissimmee",
      state: "FL",
      gpa: 3.8,
      email: "gabimoura.ss@gmail.com",
      video_urls: ["https://www.hudl.com/video/3/21094420/66eef7a1e4b0d2c8a3b6e951"],
    }),
    message: hoForward({ style: "gmail:en", coach: MADDOX, date: "2026-10-08 13:00:00 -05:00", original: mouraMom }),
  },
  {
    name: "ho-fwd-sb-club-coach-italy-outlook-web-it",
    family: "ho-fwd-softball-sile",
    tags: ["fwd:outlook-it", "lang:it", "international", "height:metres", "trap:club-coach-contact"],
    label: recruiting("club_coach", {
      first_name: "Aurora",
      last_name: "Bellotti",
      grad_year: 2027,
      positions: ["P"],
      height_inches: 67.7,
      club_team: "ASD Softball Sile Treviso",
      high_school: "Liceo Sportivo Montegrappa",
      city: "Treviso",
      phone: "+393475550129",
      video_urls: ["https://www.youtube.com/watch?v=Ab5rM2qTx8L"],
    }),
    message: hoForward({ style: "outlook-web:it", coach: FERRARO, date: "2026-11-13 08:40:00 -08:00", note: "Lanciatrice di Treviso - da vedere.", original: bellotti }),
  },
  {
    name: "ho-fwd-vb-athlete-netherlands-outlook-web-nl",
    family: "ho-fwd-van-der-heijden",
    tags: ["fwd:outlook-nl", "lang:nl", "lang:en", "international", "height:metres", "trap:block-touch-height"],
    label: recruiting("athlete", {
      first_name: "Noor",
      last_name: "van der Heijden",
      grad_year: 2027,
      positions: ["RS/OPP"],
      height_inches: 73.2,
      club_team: "Volleybalvereniging Hoge Veluwe MA1",
      high_school: "Veluws Lyceum Noord",
      city: "Apeldoorn",
      email: "noorvdheijden@ziggo-mail.nl",
      phone: "+31655500138",
      video_urls: ["https://www.hudl.com/video/3/21340218/671f8c03e4b0b6d1a2e4c877"],
    }),
    message: hoForward({ style: "outlook-web:nl", coach: DE_VRIES, date: "2026-10-30 08:20:00 -04:00", original: vanderheijden }),
  },
  {
    name: "ho-fwd-vb-club-coach-dutch-gmail-nl",
    family: "ho-fwd-zwolle-noord",
    tags: ["fwd:gmail-nl", "lang:nl", "international", "height:metres", "trap:club-coach-contact"],
    label: recruiting("club_coach", {
      first_name: "Fenna",
      last_name: "Brouwer",
      grad_year: 2028,
      positions: ["MB"],
      height_inches: 74.4,
      club_team: "VV Zwolle Noord MA1",
      city: "Zwolle",
      video_urls: ["https://www.youtube.com/watch?v=Fb9kW3mRt5Q"],
    }),
    message: hoForward({ style: "gmail:nl", coach: DE_VRIES, date: "2026-11-17 09:00:00 -05:00", note: "Fenna - middle, lefty. Via Sander.", original: brouwer }),
  },
  {
    name: "ho-fwd-vb-athlete-sweden-outlook-2019-sv",
    family: "ho-fwd-nyberg",
    tags: ["fwd:outlook-2019-sv", "lang:sv", "lang:en", "international", "height:metres"],
    label: recruiting("athlete", {
      first_name: "Elsa",
      last_name: "Nyberg",
      grad_year: 2027,
      positions: ["L/DS"],
      height_inches: 66.9,
      club_team: "Växjö Volley Damjuniorer",
      high_school: "Växjö Idrottsgymnasium Norra",
      city: "Växjö",
      email: "elsa.nyberg09@gmail.com",
      phone: "+46705550136",
      video_urls: ["https://www.youtube.com/watch?v=En4tG7wLq2P"],
    }),
    message: hoForward({ style: "outlook-desktop:sv", coach: LINDQVIST, date: "2026-10-08 07:30:00 -05:00", original: nyberg }),
  },
  {
    name: "ho-fwd-vb-dad-swedish-apple-mail-sv",
    family: "ho-fwd-ekstrom",
    tags: ["fwd:apple-mac-sv", "lang:sv", "international", "height:metres", "trap:parent-contact"],
    label: recruiting("parent", {
      first_name: "Maja",
      last_name: "Ekström",
      grad_year: 2028,
      positions: ["OH"],
      height_inches: 71.7,
      club_team: "Lund Södra VBK U18",
      high_school: "Lunds Sportgymnasium",
      email: "maja.ekstrom08@gmail.com",
      video_urls: ["https://vimeo.com/1026671844"],
    }),
    message: hoForward({ style: "apple:sv", coach: LINDQVIST, date: "2026-11-16 06:50:00 -06:00", note: "Spiker från Lund, pappan skriver.", original: ekstrom }),
  },
  {
    name: "ho-fwd-vb-athlete-denmark-outlook-web-da",
    family: "ho-fwd-holm-kristiansen",
    tags: ["fwd:outlook-da", "lang:da", "lang:en", "international", "height:metres", "compound-surname"],
    label: recruiting("athlete", {
      first_name: "Freja",
      last_name: "Holm Kristiansen",
      grad_year: 2027,
      positions: ["OH"],
      height_inches: 72,
      club_team: "Aarhus Nord Volley U19",
      high_school: "Aarhus Vestergade Gymnasium",
      city: "Aarhus",
      email: "frejahk@gmail.com",
      phone: "+4531555014",
      video_urls: ["https://www.hudl.com/video/3/21229904/670a91b7e4b0c5e3d1f8a624"],
    }),
    message: hoForward({ style: "outlook-web:da", coach: KJAERGAARD, date: "2026-10-16 12:00:00 -05:00", original: holmKristiansen }),
  },
  {
    name: "ho-fwd-vb-club-coach-danish-gmail-da",
    family: "ho-fwd-hellerup-strand",
    tags: ["fwd:gmail-da", "lang:da", "international", "height:metres", "trap:club-coach-contact"],
    label: recruiting("club_coach", {
      first_name: "Ida",
      last_name: "Lykke",
      grad_year: 2028,
      positions: ["L/DS"],
      height_inches: 66.1,
      club_team: "Hellerup Strand VK U18",
      video_urls: ["https://www.youtube.com/watch?v=Il2mK8vTr4Y"],
    }),
    message: hoForward({ style: "gmail:da", coach: KJAERGAARD, date: "2026-11-20 08:05:00 -06:00", original: lykke }),
  },
  {
    name: "ho-fwd-vb-athlete-norway-outlook-2019-no",
    family: "ho-fwd-bjornstad",
    tags: ["fwd:outlook-2019-no", "lang:no", "lang:en", "international", "height:metres"],
    label: recruiting("athlete", {
      first_name: "Thea",
      last_name: "Bjørnstad",
      grad_year: 2027,
      positions: ["MB"],
      height_inches: 73.6,
      club_team: "Tromsø Nordlys VBK J19",
      high_school: "Tromsdalen Idrettsgymnas",
      city: "Tromsø",
      email: "thea.bjornstad@gmail.com",
      phone: "+4741555014",
      video_urls: ["https://www.youtube.com/watch?v=Tb7nH3kWq5M"],
    }),
    message: hoForward({ style: "outlook-desktop:no", coach: HAUGEN, date: "2026-10-22 10:45:00 -05:00", note: "Midt fra Tromsø.", original: bjornstad }),
  },
  {
    name: "ho-fwd-vb-athlete-finland-outlook-web-fi-lahettaja",
    family: "ho-fwd-heikkila",
    tags: ["fwd:outlook-fi", "lang:fi", "lang:en", "international", "height:metres", "bullets"],
    label: recruiting("athlete", {
      first_name: "Aino",
      last_name: "Heikkilä",
      grad_year: 2027,
      positions: ["S"],
      height_inches: 70.5,
      club_team: "Savon Kotkat VB B-juniorit",
      high_school: "Kuopion Urheilulukio Väinölä",
      city: "Kuopio",
      email: "aino.heikkila@gmail.com",
      phone: "+358405550124",
      video_urls: ["https://www.hudl.com/video/3/21244519/670c77e0e4b0f2b8c6d1a493"],
    }),
    message: hoForward({ style: "outlook-web:fi", coach: VIRTANEN, date: "2026-10-12 14:10:00 -04:00", note: "Passari Kuopiosta.", original: heikkila }),
  },
  {
    name: "ho-fwd-vb-club-coach-finnish-gmail-fi",
    family: "ho-fwd-tampereen-tiikerit",
    tags: ["fwd:gmail-fi", "lang:fi", "international", "height:metres", "trap:club-coach-contact"],
    label: recruiting("club_coach", {
      first_name: "Venla",
      last_name: "Koskinen",
      grad_year: 2028,
      positions: ["MB"],
      height_inches: 74,
      club_team: "Tampereen Tiikerit VB",
      email: "venla.koskinen08@gmail.com",
      video_urls: ["https://www.youtube.com/watch?v=Vk6pJ2rTm8B"],
    }),
    message: hoForward({ style: "gmail:fi", coach: VIRTANEN, date: "2026-11-09 08:00:00 -05:00", original: koskinen }),
  },
  {
    name: "ho-fwd-vb-athlete-poland-outlook-web-pl",
    family: "ho-fwd-wroblewska",
    tags: ["fwd:outlook-pl", "lang:pl", "lang:en", "international", "height:metres", "trap:approach-height"],
    label: recruiting("athlete", {
      first_name: "Zuzanna",
      last_name: "Wróblewska",
      grad_year: 2027,
      positions: ["RS/OPP"],
      height_inches: 73.6,
      club_team: "UKS Podkarpacie Rzeszów Juniorki",
      high_school: "XI Liceum Sportowe w Rzeszowie",
      city: "Rzeszów",
      email: "zuzia.wroblewska@gmail.com",
      phone: "+48505550127",
      video_urls: ["https://www.youtube.com/watch?v=Zw3kL9nPq7R"],
    }),
    message: hoForward({ style: "outlook-web:pl", coach: WIERZBICKI, date: "2026-10-25 12:00:00 -06:00", original: wroblewska }),
  },
  {
    name: "ho-fwd-vb-dad-polish-outlook-mac-quote-pl",
    family: "ho-fwd-nowicki",
    tags: ["fwd:outlook-mac-quote-pl", "lang:pl", "name:low-high-quotes", "indented-quote", "trap:parent-contact", "trap:declined-surname"],
    label: recruiting("parent", {
      first_name: "Julia",
      last_name: "Nowicka",
      grad_year: 2028,
      positions: ["S"],
      height_inches: 70.9,
      club_team: "Windy City Majestic 17 Elite",
      high_school: "Chicago Copernicus Prep",
      city: "Chicago",
      state: "IL",
      gpa: 3.9,
      email: "julia.nowicka28@gmail.com",
      video_urls: ["https://www.hudl.com/video/3/21391640/6729a4c8e4b0d3f2b7c5e108"],
    }),
    message: hoForward({ style: "outlook-mac-quote:pl", coach: WIERZBICKI, date: "2026-11-19 07:20:00 -07:00", original: nowicka }),
  },
  {
    name: "ho-fwd-vb-club-coach-czech-thunderbird-cs",
    family: "ho-fwd-sokol-lesna",
    tags: ["fwd:thunderbird-cs", "lang:cs", "international", "height:metres", "trap:club-coach-contact"],
    label: recruiting("club_coach", {
      first_name: "Tereza",
      last_name: "Procházková",
      grad_year: 2027,
      positions: ["OH"],
      height_inches: 71.7,
      club_team: "TJ Sokol Brno-Lesná juniorky",
      high_school: "Gymnázium Lesná-Sever",
      city: "Brno",
      email: "tereza.prochazkova09@seznam-mail.cz",
      video_urls: ["https://www.youtube.com/watch?v=Tp5gS8kRn2V"],
    }),
    message: hoForward({ style: "thunderbird:cs", coach: HORAKOVA, date: "2026-10-28 07:00:00 -05:00", note: "Smečařka z Brna, 2027.", original: prochazkova }),
  },
  {
    name: "ho-fwd-vb-athlete-czech-gmail-cs",
    family: "ho-fwd-benesova",
    tags: ["fwd:gmail-cs", "lang:cs", "lang:en", "international", "height:metres"],
    label: recruiting("athlete", {
      first_name: "Klára",
      last_name: "Benešová",
      grad_year: 2028,
      positions: ["MB"],
      height_inches: 74.8,
      club_team: "VK Hanácké Orlice U18",
      city: "Olomouc",
      email: "klara.benesova@gmail.com",
      video_urls: ["https://www.hudl.com/video/3/21417733/672e10f5e4b0a8c3d6f2b491"],
    }),
    message: hoForward({ style: "gmail:cs", coach: HORAKOVA, date: "2026-11-22 09:10:00 -06:00", original: benesova }),
  },
  {
    name: "ho-fwd-vb-athlete-hungary-outlook-web-hu-felado",
    family: "ho-fwd-szabo-kertesz",
    tags: ["fwd:outlook-hu", "lang:hu", "lang:en", "international", "height:metres", "trap:position-word-is-header-word", "hyphenated-surname"],
    label: recruiting("athlete", {
      first_name: "Réka",
      last_name: "Szabó-Kertész",
      grad_year: 2027,
      positions: ["S"],
      height_inches: 70.1,
      club_team: "Debreceni Kék Röplabda U19",
      high_school: "Debreceni Sport Gimnázium",
      city: "Debrecen",
      email: "reka.szabokertesz@gmail.com",
      phone: "+36305550147",
      video_urls: ["https://www.youtube.com/watch?v=Rs8wK4nTp3H"],
    }),
    message: hoForward({ style: "outlook-web:hu", coach: HALASZ, date: "2026-10-10 11:25:00 -05:00", note: "Feladó Debrecenből, 2027.", original: szaboKertesz }),
  },
  {
    name: "ho-fwd-vb-athlete-kazakhstan-apple-ru-otpravitel",
    family: "ho-fwd-zhaksybekova",
    tags: ["fwd:apple-mac-ru", "lang:ru", "lang:en", "international", "height:metres", "script:cyrillic"],
    label: recruiting("athlete", {
      first_name: "Alina",
      last_name: "Zhaksybekova",
      grad_year: 2027,
      positions: ["OH"],
      height_inches: 72.4,
      club_team: "Almaty Altyn Volley U19",
      high_school: "Almaty Sports Lyceum No. 7",
      city: "Almaty",
      email: "alina.zhaksybekova@mail-kz.com",
      phone: "+77015550193",
      video_urls: ["https://www.youtube.com/watch?v=Az7qN2kWr9T"],
    }),
    message: hoForward({ style: "apple:ru", coach: VOLKOVA, date: "2026-10-30 14:40:00 -05:00", note: "Доигровщица из Алматы, 2027.", original: zhaksybekova }),
  },
  {
    name: "ho-fwd-vb-club-coach-russian-outlook-web-ru-ot",
    family: "ho-fwd-atlantic-surge",
    tags: ["fwd:outlook-ru", "lang:ru", "script:cyrillic", "trap:club-coach-contact"],
    label: recruiting("club_coach", {
      first_name: "Daria",
      last_name: "Morozova",
      grad_year: 2028,
      positions: ["S"],
      height_inches: 72,
      club_team: "Atlantic Surge VBC 17 Elite",
      high_school: "Brooklyn Sheepshead Prep",
      city: "Brooklyn",
      state: "NY",
      gpa: 3.7,
      video_urls: ["https://www.hudl.com/video/3/21377801/6724d0b3e4b0c1e8a9f5d362"],
    }),
    message: hoForward({ style: "outlook-web:ru", coach: VOLKOVA, date: "2026-11-14 13:05:00 -06:00", original: morozova }),
  },
  {
    name: "ho-fwd-vb-athlete-turkey-outlook-web-tr",
    family: "ho-fwd-yildirim",
    tags: ["fwd:outlook-tr", "lang:tr", "lang:en", "international", "height:metres"],
    label: recruiting("athlete", {
      first_name: "Elif",
      last_name: "Yıldırım",
      grad_year: 2027,
      positions: ["S"],
      height_inches: 71.3,
      club_team: "İzmir Körfez Spor Kulübü U18",
      high_school: "Karşıyaka Deniz Anadolu Lisesi",
      city: "İzmir",
      email: "elif.yildirim09@gmail.com",
      phone: "+905325550146",
      video_urls: ["https://www.youtube.com/watch?v=Ey4pR7kNw2L"],
    }),
    message: hoForward({ style: "outlook-web:tr", coach: AKSOY, date: "2026-10-17 16:00:00 -04:00", note: "İzmir'den pasör, 2027.", original: yildirim }),
  },
  {
    name: "ho-fwd-vb-agency-hubspot-de-forward-gmail-de",
    family: "ho-fwd-sprungbrett",
    tags: ["fwd:gmail-de", "fwd:hubspot-de", "nested", "lang:de", "recruiting-service", "role:external-forwarder", "international", "height:metres", "trap:service-contact"],
    label: recruiting("recruiting_service", {
      first_name: "Marie",
      last_name: "Hollerbach",
      grad_year: 2028,
      positions: ["OH"],
      height_inches: 71.7,
      club_team: "TSV Unterfranken U18",
      high_school: "Mainfranken-Gymnasium Würzburg",
      email: "marie.hollerbach@web-post.de",
      video_urls: ["https://www.hudl.com/video/3/21349902/67223af1e4b0d9c2a7e1f604"],
    }),
    message: hoForward({ style: "gmail:de", coach: SCHAEFER, date: "2026-11-03 08:00:00 -06:00", original: hollerbachAgency }),
  },
];

// ---------------------------------------------------------------- nested forwards, quoted replies, separators, attachments

const merriweather: Original = {
  from: "Sloane Merriweather <sloanemerriweather@gmail.com>",
  to: "Gail Ostrander <gostrander@tallgrassvbc.org>",
  date: "2026-10-01 21:02:00 -05:00",
  subject: "recruiting email for colleges",
  text: `Hi Gail, here is what I wrote up like you asked:

Sloane Merriweather
2028 Outside Hitter - Tallgrass VBC 17 Elite
Lawrence Wakarusa Valley High School, Lawrence KS
Height: 6'1"
GPA: 4.2 weighted / 3.8 unweighted
Highlights: https://www.youtube.com/watch?v=Sm2vK8rTq4P

Thank you!!`,
};

const merriweatherClub = relay({
  style: "outlook-2013:en",
  from: "Gail Ostrander <gostrander@tallgrassvbc.org>",
  to: OAKES_ASSISTANT,
  date: "2026-10-02 08:15:00 -05:00",
  note: `Colby - as promised, Sloane's info. She's our best arm in the 17s.

Gail Ostrander
Club Director | Tallgrass VBC
785-555-0174`,
  inner: merriweather,
});

const merriweatherStaff = relay({
  style: "gmail:en",
  from: OAKES_ASSISTANT,
  to: addr(OAKES),
  date: "2026-10-02 09:40:00 -05:00",
  note: "Brent - the OH from Tallgrass I mentioned. I'd go see her Saturday.",
  signature: SIG_REED,
  inner: merriweatherClub,
});

const lindahl: Original = {
  from: "Rory Lindahl <rorylindahl29@gmail.com>",
  to: "Karen Lindahl <klindahl@yahoo.com>",
  date: "2026-11-02 16:45:00 -08:00",
  subject: "my stuff",
  text: `mom here's my info for coach Jensen to send out

Rory Lindahl - 2029 libero/DS
5'6"
Inland Crest VBC 16 Red
Spokane Valley Northwood HS
GPA 3.9
my cell 509-555-0122
https://www.hudl.com/video/3/21355478/67250b19e4b0e2a4c8d1f736`,
};

const lindahlMom = relay({
  style: "yahoo:en",
  from: "Karen Lindahl <klindahl@yahoo.com>",
  to: "Darla Jensen <djensen@northwoodhs-sv.org>",
  date: "2026-11-02 19:10:00 -08:00",
  note: "Coach Jensen, here is Rory's info for the colleges. Thank you for doing this! Karen 509-555-0121",
  inner: lindahl,
});

const lindahlHs = relay({
  style: "apple:en",
  from: "Darla Jensen <djensen@northwoodhs-sv.org>",
  to: "atran@silverlake.edu",
  date: "2026-11-03 06:30:00 -08:00",
  note: `Alyssa,

Rory is a sophomore libero of mine here in Spokane Valley, WA - best platform on my roster. Below is her info from her mom.

Darla Jensen
Head Volleyball Coach, Spokane Valley Northwood HS`,
  inner: lindahlMom,
});

const lindahlTran = relay({
  style: "gmail:en",
  from: addr(TRAN),
  to: addr(ACHTERBERG),
  date: "2026-11-03 10:02:00 -08:00",
  note: "2029 libero from Darla Jensen. Add to the Spokane trip?",
  signature: TRAN.signature,
  inner: lindahlHs,
});

const makinen: Original = {
  from: "Iida Mäkinen <iida.makinen08@gmail.com>",
  to: "Pekka Mäkinen <pekka.makinen@elisa-posti.fi>",
  date: "2026-09-27 19:20:00 +03:00",
  subject: "mun tiedot jenkkeihin",
  text: `Isi, tässä mun tiedot, voitko laittaa eteenpäin?

Iida Mäkinen
yleispelaaja (outside hitter)
pituus 1,81 m
Kangasalan Kaiku B-tytöt
ylioppilaaksi 2028
video https://www.youtube.com/watch?v=Im5kT8rNw3Q
puh. +358 44 555 0158`,
};

const makinenDad = relay({
  style: "gmail:fi",
  from: "Pekka Mäkinen <pekka.makinen@elisa-posti.fi>",
  to: "Harri Salminen <harri.salminen@kangasalankaiku.fi>",
  date: "2026-09-28 07:50:00 +03:00",
  note: "Moi Harri, tässä Iidan tiedot niitä jenkkiyhteyksiä varten. Kiitos! Pekka",
  inner: makinen,
});

const makinenClub = relay({
  style: "outlook-web:fi",
  from: "Harri Salminen <harri.salminen@kangasalankaiku.fi>",
  to: "Outi Lampinen <outi.lampinen@lentopalloliitto-nuoret.fi>",
  date: "2026-09-28 12:15:00 +03:00",
  note: "Outi, Iida Kangasalalta - hän oli nuorten leirillä elokuussa. Tiedätkö ketään valmentajaa USA:ssa?\n\nHarri Salminen\nKangasalan Kaiku, B-tyttöjen valmentaja",
  inner: makinenDad,
});

const makinenNational = relay({
  style: "apple:fi",
  from: "Outi Lampinen <outi.lampinen@lentopalloliitto-nuoret.fi>",
  to: VIRTANEN_VOLUNTEER,
  date: "2026-09-29 09:05:00 +03:00",
  note: "Hi Kaisa, could you pass this to Anneli? Iida was in our U18 national camp in August, a strong outside hitter with good passing. Best, Outi Lampinen, youth national team coach",
  inner: makinenClub,
});

const makinenVolunteer = relay({
  style: "thunderbird:en",
  from: VIRTANEN_VOLUNTEER,
  to: addr(VIRTANEN),
  date: "2026-09-29 08:30:00 -04:00",
  note: "Anneli, from Outi at the federation (in Finnish, you'll read it faster than me). - Kaisa",
  inner: makinenNational,
});

const thornquist: Original = {
  from: "Paige Thornquist <paigethornquist@gmail.com>",
  to: TRAN_VOLUNTEER,
  date: "2026-10-13 18:05:00 -07:00",
  subject: "Camp follow up - Paige Thornquist 2028",
  text: `Hi Coach Lindgren,

Thank you for the camp this weekend! Like you asked, here is my info:

Paige Thornquist, class of 2028, outside/middle
6'2"
Rainier Peak VBC 17 Teal
Tacoma Narrows Ridge HS, Tacoma WA
GPA 3.45
Cell 253-555-0130
Club film: https://www.hudl.com/video/3/21270355/67115d2ee4b0b8f3c7a1e219
HS film: https://www.youtube.com/watch?v=Pt6wQ3mLr8N

Paige`,
};

const thornquist1 = relay({ style: "gmail:en", from: TRAN_VOLUNTEER, to: TRAN_OPS, date: "2026-10-14 08:10:00 -07:00", note: "Marco, can you log her as a camper follow-up?\n\nMaya", inner: thornquist });
const thornquist2 = relay({ style: "outlook-web:en", from: TRAN_OPS, to: addr(TRAN), date: "2026-10-14 09:00:00 -07:00", note: "Logged. Passing to you for eval.\n\nMarco Diaz\nDirector of Operations, Silver Lake Volleyball", inner: thornquist1 });
const thornquist3 = relay({ style: "outlook-desktop:en", from: addr(TRAN), to: addr(ACHTERBERG), date: "2026-10-14 11:30:00 -07:00", note: "Robin - 6'2 pin/middle from camp. Worth a call?", signature: TRAN.signature, inner: thornquist2 });
const thornquist4 = relay({ style: "iphone:en", from: addr(ACHTERBERG), to: addr(TRAN), date: "2026-10-14 19:47:00 -07:00", note: "Yes. Call her this week.", inner: thornquist3 });
const thornquist5 = relay({ style: "outlook-web:en", from: TRAN_OPS, to: addr(TRAN), date: "2026-10-16 10:05:00 -07:00", note: "Call set for Thursday 6pm with Paige and her parents.\n\nMarco", inner: thornquist4 });

const albrecht: Original = {
  from: "Kenzie Albrecht <kenziealbrecht28@gmail.com>",
  to: "Lisa Albrecht <lisa.albrecht@gmail.com>",
  date: "2026-09-14 20:00:00 -05:00",
  subject: "info",
  text: `Kenzie Albrecht
Catcher, Class of 2028
5'7"
Indiana Shockwave 18U - Pratt
Evansville Castle Creek High School, Evansville IN
GPA 3.7
Pop 1.88
Cell 812-555-0124
https://www.youtube.com/watch?v=Ka3mW9tPr5X`,
};

const albrecht1 = relay({
  style: "android:en",
  from: "Lisa Albrecht <lisa.albrecht@gmail.com>",
  to: "Ray Pratt <rpratt@inshockwave.com>",
  date: "2026-09-15 06:40:00 -05:00",
  note: "Ray here is Kenzie's info for your list\n\nSent from my Galaxy",
  subject: "Fwd: info",
  inner: albrecht,
});
const albrecht2 = relay({
  style: "outlook-2013:en",
  from: "Ray Pratt <rpratt@inshockwave.com>",
  to: "Coach Beth Sandoval <bsandoval@castlecreekhs.org>",
  date: "2026-09-15 12:20:00 -05:00",
  note: "Beth - you're seeing more college coaches this fall than me, please pass Kenzie along.\n\nRay Pratt\nIndiana Shockwave 18U\n812-555-0176",
  inner: albrecht1,
});
const albrecht3 = relay({
  style: "yahoo:en",
  from: "Coach Beth Sandoval <bsandoval@castlecreekhs.org>",
  to: MADDOX_ASSISTANT,
  date: "2026-09-16 21:05:00 -05:00",
  note: "Jen, my catcher Kenzie - great kid, receives well. Beth Sandoval, Castle Creek HS softball",
  inner: albrecht2,
});
const albrecht4 = relay({ style: "gmail:en", from: MADDOX_ASSISTANT, to: addr(MADDOX), date: "2026-09-17 08:00:00 -05:00", note: "C for 2028?", signature: SIG_OSTROWSKI, inner: albrecht3 });
const albrecht5 = relay({ style: "apple:en", from: addr(MADDOX), to: MADDOX_ASSISTANT, date: "2026-09-17 12:45:00 -05:00", note: "Yes - get her schedule.", inner: albrecht4 });
const albrecht6 = relay({ style: "outlook-web:en", from: MADDOX_ASSISTANT, to: addr(MADDOX), date: "2026-09-22 15:10:00 -05:00", note: "She's at the Louisville Fall Classic Oct 3-4.\n\nJen", inner: albrecht5 });
const albrecht7 = relay({ style: "outlook-desktop:en", from: addr(MADDOX), to: MADDOX_ASSISTANT, date: "2026-09-22 16:00:00 -05:00", note: "I'll go Saturday.", signature: MADDOX.signature, inner: albrecht6 });

const ridgewayClubReply: Original = {
  from: "Derek Fong <dfong@kawvalleyvbc.org>",
  to: "Paula Ridgeway <paula.ridgeway@gmail.com>",
  date: "2026-11-04 21:30:00 -06:00",
  subject: "RE: a few words about Sophie?",
  text: `Paula,

Happy to. Feel free to share this with any coach:

"Sophie has been my starting libero on Kaw Valley VBC 17 Black for two seasons. She is 5'4" but covers the court like someone much bigger, passed a 2.45 in our qualifier and never gets rattled. She's a leader and a great teammate."

Derek Fong
Head Coach, Kaw Valley VBC 17 Black
785-555-0115`,
};

const ridgeway: Original = {
  from: "Paula Ridgeway <paula.ridgeway@gmail.com>",
  to: "boakes@prairiewind.edu",
  date: "2026-11-05 12:05:00 -06:00",
  subject: "Sophie Ridgeway - 2028 libero",
  text: `Coach Oakes,

My daughter Sophie Ridgeway is a 2028 libero at Topeka Shunga Creek High School in Topeka, Kansas. GPA 3.95. Her film is at https://www.youtube.com/watch?v=Sr8nT2kVq6M

Her club coach sent me the note below and said I could pass it on.

Thank you!
Paula Ridgeway

${outlookQuote(ridgewayClubReply)}`,
};

const pettawayFirst: Original = {
  from: "Nora Pettaway <npettaway29@northfieldheights.org>",
  to: "boakes@prairiewind.edu",
  date: "2026-10-20 19:15:00 -05:00",
  subject: "2029 OH Nora Pettaway",
  text: `Coach Oakes,

I'm Nora Pettaway, a 2029 outside hitter for Air Capital VBC 16 Black and Wichita Northfield Heights HS in Wichita, KS. I'm 5'11" and have a 3.6 GPA.

Video: https://www.hudl.com/video/3/21309122/671a6c40e4b0f3d2a8c5b714

Nora
316-555-0117`,
};

const pettawayCoachReply: Original = {
  from: "Brent Oakes <boakes@prairiewind.edu>",
  to: "Nora Pettaway <npettaway29@northfieldheights.org>",
  date: "2026-10-22 08:40:00 -05:00",
  subject: "Re: 2029 OH Nora Pettaway",
  text: `Nora - thanks for reaching out. Send me your club schedule when you have it.

${OAKES.signature}

${gmailQuote(pettawayFirst)}`,
};

const pettaway: Original = {
  from: "Nora Pettaway <npettaway29@northfieldheights.org>",
  to: "Brent Oakes <boakes@prairiewind.edu>",
  date: "2026-11-30 20:02:00 -06:00",
  subject: "RE: 2029 OH Nora Pettaway",
  text: `Hi Coach Oakes, here is my club schedule:

Jan 10-11 Sunflower Showdown (Salina)
Feb 7-9 Heart of America (Kansas City)
Mar 14-16 Wichita Winter Slam

Thank you!
Nora

${outlookQuote(pettawayCoachReply)}`,
};

const ruffner: Original = {
  from: "Kaylin Ruffner <kruffner27@catawbaridge.k12.nc.us>",
  to: "kmaddox@cedarhollow.edu",
  date: "2026-10-26 15:12:00 -04:00",
  subject: "Kaylin Ruffner - 2027 OF/1B",
  text: `Coach Maddox,

My name is Kaylin Ruffner and I'm a 2027 outfielder and first baseman at Hickory Catawba Ridge High School in Hickory, North Carolina. I play travel ball for Piedmont Bandits 18U - Combs. I'm 5'9", bat left, throw right, and have a 3.45 GPA.

Skills video: https://www.youtube.com/watch?v=Kr7pW4nLt2D

Thank you for your time!

Kaylin Ruffner | Class of 2027
Catawba Ridge Softball #22
828-555-0149
________________________________
CONFIDENTIALITY NOTICE: This electronic message and any attachments are intended only for the named recipient and may contain information protected by student privacy law. If you received this message in error, please notify the sender and delete it. Catawba Ridge County Schools`,
};

const quintero: Original = {
  from: "Marisa Quintero <marisa.quintero28@outlook.com>",
  to: "atran@silverlake.edu",
  date: "2026-11-12 21:18:00 -06:00",
  subject: "Marisa Quintero - 2028 Setter/RS - Permian Sky VBC 17 Silver",
  text: `Dear Coach Tran,

My name is Marisa Quintero and I am a 2028 setter and right side for Permian Sky VBC 17 Silver and Midland Greenwood Hills HS in Midland, Texas. I am 5'10" and have a 3.75 GPA.

Here is my latest video: https://www.youtube.com/watch?v=Mq2tR6vKp9W

Cell: 432-555-0138

Thank you,
Marisa Quintero`,
};

const villasenorInner: Original = {
  from: "Camila Villaseñor <camivillasenor29@gmail.com>",
  to: "lcarrasco@arroyoseco.edu",
  date: "2026-10-03 17:40:00 -07:00",
  subject: "2029 Pitcher/OF - Camila Villaseñor",
  text: `Hi Coach Carrasco,

My name is Camila Villaseñor, a 2029 pitcher and outfielder for Sonoran Sol 16U - Vega and Tucson Santa Rita Vista HS in Tucson, Arizona. I'm 5'7". GPA 4.3 weighted, 3.9 unweighted.

Video: https://www.youtube.com/watch?v=Cv9nP3kRt7M

Thank you!
Camila`,
};

const villasenorMom = relay({
  style: "apple:es",
  from: "Rocío Villaseñor <rocio.villasenor@icloud.com>",
  to: "lcarrasco@arroyoseco.edu",
  date: "2026-10-10 09:12:00 -07:00",
  note: "Coach Carrasco, buenos días. Le reenvío el correo de mi hija Camila por si no le llegó. Mi celular es 520-555-0184.\n\nRocío Villaseñor",
  inner: villasenorInner,
});

const aasInner: Original = {
  from: "Sunniva Aas <sunniva.aas@gmail.com>",
  to: "Kari Aas <kari.aas@online-post.no>",
  date: "2026-11-07 17:00:00 +01:00",
  subject: "til treneren i USA",
  text: `Mamma, kan du sende dette til Sigrid Haugen?

Hi Coach Haugen! I'm Sunniva Aas from Bergen. I play outside (kant) for Bergen Fjell VBK J17 and go to Nordnes vgs. I'm 1,80 m and I graduate in 2028. Video: https://www.youtube.com/watch?v=Sa4hK7pNq2T

Sunniva`,
};

const aasMom = relay({
  style: "iphone:no",
  from: "Kari Aas <kari.aas@online-post.no>",
  to: "shaugen@elkprairie.edu",
  date: "2026-11-07 19:22:00 +01:00",
  note: "Hei Sigrid! Her er Sunnivas e-post. Hilsen Kari Aas (mamma)",
  inner: aasInner,
});

const NESTED: CorpusEntry[] = [
  {
    name: "ho-fwd-vb-nested-3-club-2013-assistant-gmail-head-outlook-web",
    family: "ho-fwd-tallgrass",
    tags: ["fwd:outlook-live", "fwd:gmail", "fwd:outlook-2013", "nested", "nested:3", "lang:en", "role:external-forwarder", "trap:weighted-gpa", "trap:staff-signature"],
    label: recruiting("club_coach", {
      first_name: "Sloane",
      last_name: "Merriweather",
      grad_year: 2028,
      positions: ["OH"],
      height_inches: 73,
      club_team: "Tallgrass VBC 17 Elite",
      high_school: "Lawrence Wakarusa Valley High School",
      city: "Lawrence",
      state: "KS",
      gpa: 3.8,
      email: "sloanemerriweather@gmail.com",
      video_urls: ["https://www.youtube.com/watch?v=Sm2vK8rTq4P"],
    }),
    message: hoForward({ style: "outlook-web:en", coach: OAKES, date: "2026-10-02 10:15:00 -05:00", note: "Logging.", original: merriweatherStaff }),
  },
  {
    name: "ho-fwd-vb-nested-4-mom-yahoo-hs-coach-apple-staff-iphone",
    family: "ho-fwd-lindahl",
    tags: ["fwd:apple-ios", "fwd:gmail", "fwd:apple-mac", "fwd:yahoo", "nested", "nested:4", "lang:en", "role:external-forwarder", "trap:parent-contact", "trap:hs-coach-contact"],
    label: recruiting("high_school_coach", {
      first_name: "Rory",
      last_name: "Lindahl",
      grad_year: 2029,
      positions: ["L/DS"],
      height_inches: 66,
      club_team: "Inland Crest VBC 16 Red",
      high_school: "Spokane Valley Northwood HS",
      city: "Spokane Valley",
      state: "WA",
      gpa: 3.9,
      email: "rorylindahl29@gmail.com",
      phone: "+15095550122",
      video_urls: ["https://www.hudl.com/video/3/21355478/67250b19e4b0e2a4c8d1f736"],
    }),
    message: hoForward({ style: "iphone:en", coach: ACHTERBERG, date: "2026-11-03 12:20:00 -08:00", note: "fyi", original: lindahlTran }),
  },
  {
    name: "ho-fwd-vb-nested-5-finnish-chain-thunderbird-outlook-2019",
    family: "ho-fwd-makinen",
    tags: [
      "fwd:outlook-2019",
      "fwd:thunderbird",
      "fwd:apple-mac-fi",
      "fwd:outlook-fi",
      "fwd:gmail-fi",
      "nested",
      "nested:5",
      "lang:fi",
      "lang:en",
      "international",
      "height:metres",
      "role:external-forwarder",
    ],
    label: recruiting("other", {
      first_name: "Iida",
      last_name: "Mäkinen",
      grad_year: 2028,
      positions: ["OH"],
      height_inches: 71.3,
      club_team: "Kangasalan Kaiku B-tytöt",
      email: "iida.makinen08@gmail.com",
      phone: "+358445550158",
      video_urls: ["https://www.youtube.com/watch?v=Im5kT8rNw3Q"],
    }),
    message: hoForward({ style: "outlook-desktop:en", coach: VIRTANEN, date: "2026-09-29 10:00:00 -04:00", original: makinenVolunteer }),
  },
  {
    name: "ho-fwd-vb-nested-6-staff-hops-outlook-web",
    family: "ho-fwd-thornquist",
    tags: ["fwd:outlook-live", "fwd:apple-ios", "fwd:outlook-2019", "fwd:gmail", "nested", "nested:6", "lang:en", "staff-hops", "trap:staff-signature"],
    label: recruiting("athlete", {
      first_name: "Paige",
      last_name: "Thornquist",
      grad_year: 2028,
      positions: ["OH", "MB"],
      height_inches: 74,
      club_team: "Rainier Peak VBC 17 Teal",
      high_school: "Tacoma Narrows Ridge HS",
      city: "Tacoma",
      state: "WA",
      gpa: 3.45,
      email: "paigethornquist@gmail.com",
      phone: "+12535550130",
      video_urls: ["https://www.hudl.com/video/3/21270355/67115d2ee4b0b8f3c7a1e219", "https://www.youtube.com/watch?v=Pt6wQ3mLr8N"],
    }),
    message: hoForward({ style: "outlook-web:en", coach: TRAN, date: "2026-10-16 11:00:00 -07:00", note: "For the board.", original: thornquist5 }),
  },
  {
    name: "ho-fwd-sb-nested-8-android-2013-yahoo-gmail-apple-outlook",
    family: "ho-fwd-albrecht",
    tags: [
      "fwd:gmail",
      "fwd:outlook-2019",
      "fwd:outlook-live",
      "fwd:apple-mac",
      "fwd:yahoo",
      "fwd:outlook-2013",
      "fwd:android",
      "nested",
      "nested:8",
      "lang:en",
      "role:external-forwarder",
      "trap:parent-contact",
      "trap:club-coach-contact",
      "trap:coach-phone-same-area-code",
    ],
    label: recruiting("high_school_coach", {
      first_name: "Kenzie",
      last_name: "Albrecht",
      grad_year: 2028,
      positions: ["C"],
      height_inches: 67,
      club_team: "Indiana Shockwave 18U - Pratt",
      high_school: "Evansville Castle Creek High School",
      city: "Evansville",
      state: "IN",
      gpa: 3.7,
      email: "kenziealbrecht28@gmail.com",
      phone: "+18125550124",
      video_urls: ["https://www.youtube.com/watch?v=Ka3mW9tPr5X"],
    }),
    message: hoForward({ style: "gmail:en", coach: MADDOX, date: "2026-09-23 07:30:00 -05:00", note: "Kenzie Albrecht thread, for the file.", original: albrecht7 }),
  },
  {
    name: "ho-fwd-vb-parent-quoted-club-reply-not-forward-gmail",
    family: "ho-fwd-ridgeway",
    tags: ["fwd:gmail", "lang:en", "quoted-reply-not-forward", "trap:club-coach-contact", "trap:passing-score", "trap:coach-phone-same-area-code"],
    label: recruiting("parent", {
      first_name: "Sophie",
      last_name: "Ridgeway",
      grad_year: 2028,
      positions: ["L/DS"],
      height_inches: 64,
      club_team: "Kaw Valley VBC 17 Black",
      high_school: "Topeka Shunga Creek High School",
      city: "Topeka",
      state: "KS",
      gpa: 3.95,
      video_urls: ["https://www.youtube.com/watch?v=Sr8nT2kVq6M"],
    }),
    message: hoForward({ style: "gmail:en", coach: OAKES, date: "2026-11-05 13:00:00 -06:00", original: ridgeway }),
  },
  {
    name: "ho-fwd-vb-athlete-reply-quotes-college-coach-apple-mail",
    family: "ho-fwd-pettaway",
    tags: ["fwd:apple-mac", "lang:en", "reply-history", "quoted-reply-not-forward", "trap:college-coach-signature-in-quote", "tournaments"],
    label: recruiting("athlete", {
      first_name: "Nora",
      last_name: "Pettaway",
      grad_year: 2029,
      positions: ["OH"],
      height_inches: 71,
      club_team: "Air Capital VBC 16 Black",
      high_school: "Wichita Northfield Heights HS",
      city: "Wichita",
      state: "KS",
      gpa: 3.6,
      email: "npettaway29@northfieldheights.org",
      phone: "+13165550117",
      video_urls: ["https://www.hudl.com/video/3/21309122/671a6c40e4b0f3d2a8c5b714"],
    }),
    message: hoForward({ style: "apple:en", coach: OAKES, date: "2026-12-01 07:00:00 -06:00", original: pettaway }),
  },
  {
    name: "ho-fwd-sb-athlete-school-disclaimer-under-outlook-bar-gmail",
    family: "ho-fwd-ruffner",
    tags: ["fwd:gmail", "lang:en", "outlook-bar-without-header", "disclaimer"],
    label: recruiting("athlete", {
      first_name: "Kaylin",
      last_name: "Ruffner",
      grad_year: 2027,
      positions: ["OF", "1B"],
      height_inches: 69,
      club_team: "Piedmont Bandits 18U - Combs",
      high_school: "Hickory Catawba Ridge High School",
      city: "Hickory",
      state: "NC",
      gpa: 3.45,
      email: "kruffner27@catawbaridge.k12.nc.us",
      phone: "+18285550149",
      video_urls: ["https://www.youtube.com/watch?v=Kr7pW4nLt2D"],
    }),
    message: hoForward({ style: "gmail:en", coach: MADDOX, date: "2026-10-27 08:00:00 -05:00", note: "OF/1B, lefty bat.", original: ruffner }),
  },
  {
    name: "ho-fwd-vb-athlete-attached-rfc822-gmail",
    family: "ho-fwd-quintero",
    tags: ["fwd:attachment-rfc822", "lang:en"],
    label: recruiting("athlete", {
      first_name: "Marisa",
      last_name: "Quintero",
      grad_year: 2028,
      positions: ["S", "RS/OPP"],
      height_inches: 70,
      club_team: "Permian Sky VBC 17 Silver",
      high_school: "Midland Greenwood Hills HS",
      city: "Midland",
      state: "TX",
      gpa: 3.75,
      email: "marisa.quintero28@outlook.com",
      phone: "+14325550138",
      video_urls: ["https://www.youtube.com/watch?v=Mq2tR6vKp9W"],
    }),
    message: forwardAsAttachment({
      coach: TRAN,
      client: "gmail",
      date: "2026-11-13 08:45:00 -08:00",
      note: "Attached - setter/RS from Midland.",
      message: original(quintero, "outlook"),
    }),
  },
  {
    name: "ho-fwd-sb-mom-apple-es-forward-attached-outlook",
    family: "ho-fwd-villasenor",
    tags: ["fwd:attachment-rfc822", "fwd:apple-mac-es", "nested", "lang:es", "lang:en", "role:external-forwarder", "trap:weighted-gpa", "trap:parent-contact"],
    label: recruiting("parent", {
      first_name: "Camila",
      last_name: "Villaseñor",
      grad_year: 2029,
      positions: ["P", "OF"],
      height_inches: 67,
      club_team: "Sonoran Sol 16U - Vega",
      high_school: "Tucson Santa Rita Vista HS",
      city: "Tucson",
      state: "AZ",
      gpa: 3.9,
      email: "camivillasenor29@gmail.com",
      video_urls: ["https://www.youtube.com/watch?v=Cv9nP3kRt7M"],
    }),
    message: forwardAsAttachment({
      coach: CARRASCO,
      client: "outlook",
      date: "2026-10-10 10:30:00 -07:00",
      note: "Mamá de Camila Villaseñor, adjunto.",
      message: original(villasenorMom, "apple"),
    }),
  },
  {
    name: "ho-fwd-vb-mom-iphone-no-forward-of-daughter-gmail",
    family: "ho-fwd-aas",
    tags: ["fwd:gmail", "fwd:apple-ios-no", "nested", "lang:no", "lang:en", "international", "height:metres", "role:external-forwarder"],
    label: recruiting("parent", {
      first_name: "Sunniva",
      last_name: "Aas",
      grad_year: 2028,
      positions: ["OH"],
      height_inches: 70.9,
      club_team: "Bergen Fjell VBK J17",
      high_school: "Nordnes vgs",
      city: "Bergen",
      email: "sunniva.aas@gmail.com",
      video_urls: ["https://www.youtube.com/watch?v=Sa4hK7pNq2T"],
    }),
    message: hoForward({ style: "gmail:en", coach: HAUGEN, date: "2026-11-07 14:00:00 -06:00", note: "Kant fra Bergen via moren.", original: aasMom }),
  },
];

// ---------------------------------------------------------------- not recruiting, in the same formats

const summitServe: Original = {
  from: "Summit Serve Academy <camps@summitserveacademy.com>",
  to: "boakes@prairiewind.edu",
  date: "2026-10-19 10:00:00 -05:00",
  subject: "Now hiring: college coaches for our Winter Elite Clinics",
  text: `Coach,

Summit Serve Academy is looking for college coaches to lead our Winter Elite Clinics in Wichita, Omaha and Des Moines (Jan 3-4, Jan 17-18, Jan 31-Feb 1). Coaches are paid $600 per weekend plus travel, and clinic rosters (names, grad years and positions of every camper) are shared with staff before each event.

Reply to this email or call 316-555-0180 to claim a weekend.

Summit Serve Academy
Unsubscribe: https://www.summitserveacademy.com/unsubscribe`,
};

const prairieQualifier: Original = {
  from: "Lone Prairie Qualifier <info@loneprairiequalifier.org>",
  to: "atran@silverlake.edu",
  date: "2026-12-08 16:30:00 -08:00",
  subject: "College coach packet - Lone Prairie Qualifier Jan 9-11",
  text: `College Coaches,

Thank you for registering for the Lone Prairie Qualifier, January 9-11, 2027, at the Spokane Expo Center.

- Coach check-in opens 7:30 AM Friday at the north entrance (Hall B).
- Parking: Lot C, show your coach credential.
- Court assignments and team rosters (17 Open, 18 Open, 16 Open) go live in the event app Thursday night.
- Coaches' hospitality room: Room 204, 8 AM - 4 PM daily.

Questions: Tournament Director Ron Avila, 509-555-0190.`,
};

const campQuestion: Original = {
  from: "Melinda Groves <mgroves.home@icloud.com>",
  to: "boakes@prairiewind.edu",
  date: "2026-11-28 20:44:00 -06:00",
  subject: "Question about your summer camp ages",
  text: `Hi Coach,

Is your June camp open to 5th graders, or is it only for middle school and up? Also, do campers need their own ball? We're trying to plan summer around a family trip.

Thanks,
Melinda Groves`,
};

const commitNewsletter: Original = {
  from: "Bluegrass Fury Fastpitch <news@bluegrassfury.org>",
  to: "kmaddox@cedarhollow.edu",
  date: "2026-11-20 09:00:00 -05:00",
  subject: "Fury Fall Commitments + Winter Schedule",
  text: `BLUEGRASS FURY FASTPITCH - NOVEMBER NEWS

Congratulations to our fall commits!
- Addie Renfro (2027, P) - Murray Lake University
- Josie Kettering (2027, SS) - Appalachian Ridge College
- Lyric Baines (2027, C) - Tri-River State
- Mallory Stroud (2028, OF) - Green Fork University
- Tenley Osborne (2027, 2B) - Cumberland Heights College

Winter workouts start January 6 at the Fury Dome. 18U and 16U tryout results will be posted December 1.

Bluegrass Fury Fastpitch | Lexington, KY`,
};

const beachcupDe: Original = {
  from: "Organisationsteam Sommer-Beachcup <orga@beachcup-ammersee.de>",
  to: "mschaefer@alderbrook.edu",
  date: "2026-11-24 11:00:00 +01:00",
  subject: "Einladung: Internationaler Sommer-Beachcup 2027",
  text: `Liebe Trainerinnen und Trainer,

wir laden Sie herzlich zum Internationalen Sommer-Beachcup vom 16. bis 18. Juli 2027 am Ammersee ein. Gespielt wird in den Kategorien U17, U19 und Damen. Für Hochschulteams aus dem Ausland bieten wir ermäßigte Unterkunft in der Jugendherberge Herrsching.

Anmeldeschluss: 31. März 2027
Startgeld: 60 € pro Team

Sportliche Grüße
Ihr Organisationsteam Sommer-Beachcup`,
};

const clinicaBateo: Original = {
  from: "Academia Diamante <info@academiadiamante.com>",
  to: "lcarrasco@arroyoseco.edu",
  date: "2026-12-02 12:00:00 -07:00",
  subject: "Clínica de bateo y pitcheo - enero 2027",
  text: `¡Hola, entrenadores!

La Academia Diamante invita a jugadoras de 10 a 18 años a nuestra Clínica de Bateo y Pitcheo de invierno:

Fechas: 9 y 10 de enero de 2027
Lugar: Complejo Deportivo Las Palmas, Las Cruces, NM
Costo: $95 por jugadora

Buscamos también entrenadores universitarios invitados. Informes al (575) 555-0106.

Academia Diamante`,
};

const questionFr: Original = {
  from: "Sandrine Aubert <sandrine.aubert@orange-mail.fr>",
  to: "croux@bellefontaine.edu",
  date: "2026-11-11 21:00:00 +01:00",
  subject: "Question sur les bourses pour les étudiantes étrangères",
  text: `Bonjour Madame,

Pourriez-vous m'expliquer, de façon générale, comment fonctionnent les bourses sportives pour les étudiantes étrangères dans votre université ? Faut-il passer le TOEFL avant de vous contacter, et à quel âge les joueuses commencent-elles en général ces démarches ?

Merci d'avance,
Sandrine Aubert`,
};

const torneoIt: Original = {
  from: "Segreteria Torneo Città di Ferrara <segreteria@torneoferrarasoftball.it>",
  to: "gferraro@valleverde.edu",
  date: "2026-11-30 15:45:00 +01:00",
  subject: "Torneo Internazionale Città di Ferrara - informazioni alberghiere",
  text: `Gentile Coach Ferraro,

grazie per l'iscrizione della Valle Verde College al Torneo Internazionale Città di Ferrara (4-7 giugno 2027). Le confermiamo 14 camere all'Hotel Estense, check-in il 3 giugno dalle 14:00.

Il programma delle partite sarà inviato entro il 15 maggio. Il transfer dall'aeroporto di Bologna è incluso.

Cordiali saluti,
Segreteria Organizzativa
Torneo Internazionale Città di Ferrara`,
};

const nevoboNl: Original = {
  from: "Volleybal Regio Oost Nieuwsbrief <nieuwsbrief@volleybal-regio-oost.nl>",
  to: "fdevries@harborpointe.edu",
  date: "2026-12-01 08:00:00 +01:00",
  subject: "Nieuwsbrief december: talentdagen, scheidsrechterscursus en uitslagen",
  text: `NIEUWSBRIEF REGIO OOST - DECEMBER

Talentdagen: op 17 januari organiseren we in Deventer een talentdag voor meisjes MB en MC.
Scheidsrechterscursus: aanmelden kan tot 10 januari.
Uitslagen: MA1-poule B, stand na 8 wedstrijden: 1. Dynamo Deventer MA1, 2. VV Zwolle Noord MA1, 3. Hoge Veluwe MA1.

Afmelden voor deze nieuwsbrief: https://www.volleybal-regio-oost.nl/afmelden`,
};

const beachlagerSv: Original = {
  from: "Sandvik Beachvolley <info@sandvikbeach.se>",
  to: "ilindqvist@copperbasin.edu",
  date: "2026-11-26 10:30:00 +01:00",
  subject: "Sommarläger 2027 - sök som gästtränare!",
  text: `Hej!

Sandvik Beachvolley arrangerar sommarläger för juniorer (13-19 år) vecka 27 och 28, 2027. Vi söker gästtränare från amerikanska college och erbjuder boende och resa.

Anmälan senast 15 februari. Läs mer: https://www.sandvikbeach.se/lager

Sportsliga hälsningar,
Sandvik Beachvolley`,
};

const turniejPl: Original = {
  from: "Organizator Turnieju Warta Cup <biuro@wartacup.pl>",
  to: "twierzbicki@brightwaterstate.edu",
  date: "2026-12-04 09:15:00 +01:00",
  subject: "Warta Cup 2027 - harmonogram hal",
  text: `Szanowni Państwo,

przesyłamy harmonogram hal na turniej Warta Cup (Poznań, 2-4 lipca 2027):

Hala A - juniorki (mecze od 9:00)
Hala B - kadetki (mecze od 10:00)
Hala C - drużyny uczelniane z USA (mecze od 12:00)

Odprawa trenerów: 1 lipca, godz. 19:00, sala konferencyjna Hotelu Warta.

Pozdrawiamy,
Biuro Organizacyjne Warta Cup`,
};

const kerdesHu: Original = {
  from: "Tóth Andrea <toth.andrea@freemail-posta.hu>",
  to: "zhalasz@orchardhill.edu",
  date: "2026-11-16 19:30:00 +01:00",
  subject: "Kérdés az amerikai egyetemi sportról",
  text: `Kedves Halász Zsófia!

Egy ismerősünk ajánlotta Önt. Általánosságban szeretném megkérdezni, hogyan működik az amerikai egyetemi ösztöndíj röplabdázóknak: mikor kell elkezdeni a jelentkezést, és kell-e nyelvvizsga? A lányom még csak 12 éves, de szeretnénk időben tájékozódni.

Köszönettel,
Tóth Andrea`,
};

const showcaseRu: Original = {
  from: "Клуб «Северная Звезда» <info@severnaya-zvezda-vb.ru>",
  to: "evolkova@saltmarsh.edu",
  date: "2026-11-22 13:00:00 +03:00",
  subject: "Приглашение: шоукейс для американских тренеров",
  text: `Уважаемая Екатерина!

Волейбольный клуб «Северная Звезда» приглашает вас на просмотр наших юниорок (U16-U19) 15-16 марта 2027 года в Санкт-Петербурге. Будут представлены около 40 спортсменок. Для тренеров проживание и питание бесплатно.

Регистрация до 1 февраля.

С уважением,
Клуб «Северная Звезда»`,
};

const soruTr: Original = {
  from: "Murat Demir <murat.demir@posta-tr.com>",
  to: "daksoy@granitefalls.edu",
  date: "2026-12-05 22:10:00 +03:00",
  subject: "ABD'de üniversite voleybolu hakkında bir soru",
  text: `Merhaba Deniz Hanım,

Genel olarak sormak istiyorum: Türkiye'den bir öğrenci ABD'de üniversitede voleybol oynamak için hangi sınavlara girmeli (TOEFL, SAT)? Burslar nasıl işliyor? Kızımız henüz ortaokulda, şimdiden bilgi edinmek istiyoruz.

Teşekkürler,
Murat Demir`,
};

const agencyNewsletter: Original = {
  from: "Sprungbrett USA Sportstipendien <newsletter@sprungbrett-usa.de>",
  to: "Lukas Brenner <l.brenner@sprungbrett-usa.de>",
  date: "2026-11-25 07:00:00 +01:00",
  subject: "Sprungbrett Newsletter: 30 neue Volleyball-Talente für 2028",
  text: `SPRUNGBRETT USA - NEWSLETTER NOVEMBER

30 neue Volleyballerinnen suchen ab Herbst 2028 einen Platz an einem US-College! Alle Profile mit Video, Größe und Position finden Sie in unserer Datenbank: https://www.sprungbrett-usa.de/datenbank

Neu: Unser Coach-Abo mit direktem Kontakt zu allen Familien - jetzt 20 % Rabatt bis 31.12.

Ihr Sprungbrett-Team`,
};

const agencyForward = relay({
  style: "hubspot:de",
  from: "Lukas Brenner <l.brenner@sprungbrett-usa.de>",
  to: "mschaefer@alderbrook.edu",
  date: "2026-11-25 09:40:12 +01:00",
  note: "Liebe Frau Schäfer, falls Sie unseren Newsletter noch nicht bekommen - hier die aktuelle Ausgabe. Gerne richte ich Ihnen ein Coach-Abo ein!\n\nLukas Brenner\nSprungbrett USA Sportstipendien",
  inner: agencyNewsletter,
});

const serviceBlast: Original = {
  from: "DiamondLink Recruiting <coaches@diamondlinkrecruiting.com>",
  to: "kmaddox@cedarhollow.edu",
  date: "2026-11-06 06:00:00 -05:00",
  subject: "12 uncommitted 2027 middle infielders - this week's list",
  text: `Coach,

This week's uncommitted 2027 middle infielders:

1. Taryn Bexley - SS - 5'6" - Evansville, IN - 3.8 GPA
2. Lacey Moncrief - 2B - 5'4" - Bowling Green, KY - 3.5 GPA
3. Devyn Alcott - SS/2B - 5'7" - Murfreesboro, TN - 3.9 GPA
4. Rae Whitlow - SS - 5'5" - Huntsville, AL - 3.6 GPA
5. Kendall Oyler - 2B - 5'3" - Paducah, KY - 4.0 GPA
6. Sage Petrakis - SS - 5'8" - Clarksville, TN - 3.4 GPA
...and 6 more in your DiamondLink dashboard.

Full profiles and video: https://www.diamondlinkrecruiting.com/coach/lists/2027-mif

DiamondLink Recruiting | Unsubscribe`,
};

const travelNote: Original = {
  from: OAKES_ASSISTANT,
  to: addr(OAKES),
  date: "2026-12-04 15:20:00 -06:00",
  subject: "Travel - Kansas City Holiday Classic",
  text: `Brent,

Flights are off, we're driving. Van pickup Friday 6:00 AM at the fieldhouse. Hotel: Crown Plaza Overland Park, 3 rooms under Prairie Wind College. I'll have the court schedule Thursday.

Colby`,
};

const clinicInner: Original = {
  from: "Heartland Coaches Clinic <register@heartlandcoachesclinic.com>",
  to: "Robin Achterberg <rachterberg@silverlake.edu>",
  date: "2026-11-18 08:00:00 -06:00",
  subject: "Speakers announced: Heartland Coaches Clinic, Feb 20-21",
  text: `Join 400 high school and club coaches in Omaha, Feb 20-21, 2027.

Sessions: serve receive systems, building a setter, practice planning for club 15s, and a recruiting panel with six college coaches.

Early registration $149 through Dec 31.
https://www.heartlandcoachesclinic.com/register`,
};

const clinicHop1 = relay({ style: "iphone:en", from: addr(ACHTERBERG), to: addr(TRAN), date: "2026-11-18 12:10:00 -08:00", note: "Do we want to present?", inner: clinicInner });
const clinicHop2 = relay({ style: "outlook-web:en", from: addr(TRAN), to: TRAN_OPS, date: "2026-11-18 13:00:00 -08:00", note: "Marco - can you check the budget for this?", signature: TRAN.signature, inner: clinicHop1 });

const lodgingQuestion: Original = {
  from: "Trina Caldera <trina.caldera@gmail.com>",
  to: "jwhitaker@redclaystate.edu",
  date: "2026-12-06 10:45:00 -06:00",
  subject: "Camp lodging?",
  text: `Hello, does the January hitting camp offer dorm lodging or should we book a hotel? And is lunch included? Thank you. Trina Caldera`,
};

const klinikaCs: Original = {
  from: "Český volejbalový svaz - trenérská sekce <treneri@volejbal-sekce.cz>",
  to: "phorakova@lindenridge.edu",
  date: "2026-11-27 10:00:00 +01:00",
  subject: "Pozvánka: trenérská klinika Praha, 23.-24. ledna 2027",
  text: `Vážená paní trenérko,

zveme Vás na trenérskou kliniku mládeže, která se uskuteční 23.-24. ledna 2027 ve Sportovní hale Praha-Strahov. Témata: příjem podání, práce s nahrávačkami, plánování tréninku U17.

Přihlášky do 10. ledna. Účastnický poplatek 900 Kč.

S pozdravem
Trenérská sekce`,
};

const showcaseDa: Original = {
  from: "Nordsjælland Volley Akademi <kontakt@nordsjaelland-volley.dk>",
  to: "mkjaergaard@thornbury.edu",
  date: "2026-11-29 12:00:00 +01:00",
  subject: "Invitation: College Showcase i Hillerød, marts 2027",
  text: `Kære Mette,

Nordsjælland Volley Akademi inviterer til College Showcase lørdag den 13. marts 2027 i Hillerød Idrætshal. Omkring 35 af vores U17- og U19-spillere viser sig frem for amerikanske trænere.

Spillerliste og videoer sendes ud en uge før.

Venlig hilsen
Nordsjælland Volley Akademi`,
};

const liigaFi: Original = {
  from: "Nuorten Lentopalloliiga <tiedotus@nuortenlentopalloliiga.fi>",
  to: "avirtanen@kestrelbay.edu",
  date: "2026-12-02 09:00:00 +02:00",
  subject: "Nuorten Liigan uutiskirje: joulukuu 2026",
  text: `NUORTEN LIIGAN UUTISKIRJE - JOULUKUU

- B-tyttöjen SM-turnaus pelataan 16.-18.4.2027 Kuopiossa.
- Valmentajakoulutus VK2 alkaa tammikuussa, ilmoittautuminen 20.12. mennessä.
- Syksyn tilastot ja sarjataulukot: https://www.nuortenlentopalloliiga.fi/tilastot

Hyvää joulua toivottaa Nuorten Lentopalloliiga`,
};

const vendorOffer: Original = {
  from: "Courtline Team Apparel <orders@courtlineapparel.com>",
  to: "ilindqvist@copperbasin.edu",
  date: "2026-11-30 11:11:00 -05:00",
  subject: "Your 2027 uniform quote (#CL-44817)",
  text: `Hi Ingrid,

Attached is your quote for 2027 uniforms: 18 home jerseys, 18 away jerseys, 36 spandex, 2 libero tops. Total $4,860.00. Order by January 15 for March delivery.

Courtline Team Apparel
800-555-0142`,
};

const NOT_RECRUITING_FORWARDS: CorpusEntry[] = [
  {
    name: "ho-fwd-nonrec-camp-company-coach-hiring-gmail",
    family: "ho-fwd-summit-serve",
    tags: ["fwd:gmail", "lang:en", "category:camp-ad"],
    label: notRecruiting("other"),
    message: hoForward({ style: "gmail:en", coach: OAKES, date: "2026-10-19 11:30:00 -05:00", note: "Anyone want the Omaha weekend?", original: summitServe }),
  },
  {
    name: "ho-fwd-nonrec-qualifier-coach-packet-outlook-web",
    family: "ho-fwd-lone-prairie",
    tags: ["fwd:outlook-live", "lang:en", "category:event", "tournaments", "trap:dates-like-years"],
    label: notRecruiting("other"),
    message: hoForward({ style: "outlook-web:en", coach: TRAN, date: "2026-12-09 07:50:00 -08:00", original: prairieQualifier }),
  },
  {
    name: "ho-fwd-nonrec-parent-camp-age-question-apple-mail",
    family: "ho-fwd-groves",
    tags: ["fwd:apple-mac", "lang:en", "category:parent-question"],
    label: notRecruiting("parent"),
    message: hoForward({ style: "apple:en", coach: OAKES, date: "2026-11-29 08:30:00 -06:00", note: "Colby can you answer?", original: campQuestion }),
  },
  {
    name: "ho-fwd-nonrec-club-commitments-newsletter-yahoo",
    family: "ho-fwd-bluegrass-fury",
    tags: ["fwd:yahoo", "lang:en", "category:newsletter", "trap:many-athletes-named"],
    label: notRecruiting("club_coach"),
    message: hoForward({ style: "yahoo:en", coach: MADDOX, date: "2026-11-20 12:15:00 -06:00", original: commitNewsletter }),
  },
  {
    name: "ho-fwd-nonrec-beach-tournament-invite-thunderbird-de",
    family: "ho-fwd-beachcup-ammersee",
    tags: ["fwd:thunderbird-de", "lang:de", "category:event"],
    label: notRecruiting("other"),
    message: hoForward({ style: "thunderbird:de", coach: SCHAEFER, date: "2026-11-24 09:00:00 -06:00", note: "Sommerreise 2027?", original: beachcupDe }),
  },
  {
    name: "ho-fwd-nonrec-batting-clinic-ad-outlook-web-es",
    family: "ho-fwd-academia-diamante",
    tags: ["fwd:outlook-es", "lang:es", "category:camp-ad"],
    label: notRecruiting("other"),
    message: hoForward({ style: "outlook-web:es", coach: CARRASCO, date: "2026-12-02 14:00:00 -07:00", original: clinicaBateo }),
  },
  {
    name: "ho-fwd-nonrec-parent-scholarship-question-gmail-fr",
    family: "ho-fwd-aubert",
    tags: ["fwd:gmail-fr", "lang:fr", "category:parent-question"],
    label: notRecruiting("parent"),
    message: hoForward({ style: "gmail:fr", coach: ROUX, date: "2026-11-12 08:00:00 -06:00", note: "Question générale, pas de joueuse.", original: questionFr }),
  },
  {
    name: "ho-fwd-nonrec-tournament-hotel-outlook-2019-it",
    family: "ho-fwd-torneo-ferrara",
    tags: ["fwd:outlook-2019-it", "lang:it", "category:event"],
    label: notRecruiting("other"),
    message: hoForward({ style: "outlook-desktop:it", coach: FERRARO, date: "2026-11-30 09:30:00 -08:00", original: torneoIt }),
  },
  {
    name: "ho-fwd-nonrec-regional-newsletter-apple-mail-nl",
    family: "ho-fwd-regio-oost",
    tags: ["fwd:apple-mac-nl", "lang:nl", "category:newsletter"],
    label: notRecruiting("other"),
    message: hoForward({ style: "apple:nl", coach: DE_VRIES, date: "2026-12-01 10:00:00 -05:00", note: "Talentdag in Deventer - misschien interessant.", original: nevoboNl }),
  },
  {
    name: "ho-fwd-nonrec-beach-camp-guest-coach-outlook-web-sv",
    family: "ho-fwd-sandvik-beach",
    tags: ["fwd:outlook-sv", "lang:sv", "category:camp-ad"],
    label: notRecruiting("other"),
    message: hoForward({ style: "outlook-web:sv", coach: LINDQVIST, date: "2026-11-26 08:00:00 -05:00", original: beachlagerSv }),
  },
  {
    name: "ho-fwd-nonrec-tournament-halls-gmail-pl",
    family: "ho-fwd-warta-cup",
    tags: ["fwd:gmail-pl", "lang:pl", "category:event"],
    label: notRecruiting("other"),
    message: hoForward({ style: "gmail:pl", coach: WIERZBICKI, date: "2026-12-04 08:00:00 -07:00", original: turniejPl }),
  },
  {
    name: "ho-fwd-nonrec-parent-general-question-yahoo-hu",
    family: "ho-fwd-toth",
    tags: ["fwd:yahoo-hu", "lang:hu", "category:parent-question"],
    label: notRecruiting("parent"),
    message: hoForward({ style: "yahoo:hu", coach: HALASZ, date: "2026-11-17 07:30:00 -05:00", original: kerdesHu }),
  },
  {
    name: "ho-fwd-nonrec-club-showcase-invite-outlook-mac-quote-ru",
    family: "ho-fwd-severnaya-zvezda",
    tags: ["fwd:outlook-mac-quote-ru", "lang:ru", "script:cyrillic", "category:event", "indented-quote"],
    label: notRecruiting("club_coach"),
    message: hoForward({ style: "outlook-mac-quote:ru", coach: VOLKOVA, date: "2026-11-22 09:00:00 -06:00", note: "Шоукейс в Питере, март.", original: showcaseRu }),
  },
  {
    name: "ho-fwd-nonrec-parent-general-question-thunderbird-tr",
    family: "ho-fwd-demir",
    tags: ["fwd:thunderbird-tr", "lang:tr", "category:parent-question"],
    label: notRecruiting("parent"),
    message: hoForward({ style: "thunderbird:tr", coach: AKSOY, date: "2026-12-05 16:00:00 -05:00", original: soruTr }),
  },
  {
    name: "ho-fwd-nonrec-agency-newsletter-hubspot-de-gmail-de",
    family: "ho-fwd-sprungbrett",
    tags: ["fwd:gmail-de", "fwd:hubspot-de", "nested", "lang:de", "recruiting-service", "category:newsletter"],
    label: notRecruiting("recruiting_service"),
    message: hoForward({ style: "gmail:de", coach: SCHAEFER, date: "2026-11-25 07:30:00 -06:00", note: "Werbung - ignorieren.", original: agencyForward }),
  },
  {
    name: "ho-fwd-nonrec-service-blast-12-infielders-outlook-2013",
    family: "ho-fwd-diamondlink",
    tags: ["fwd:outlook-2013", "lang:en", "recruiting-service", "trap:many-athletes-named"],
    label: notRecruiting("recruiting_service"),
    message: hoForward({ style: "outlook-2013:en", coach: MADDOX, date: "2026-11-06 08:00:00 -06:00", original: serviceBlast }),
  },
  {
    name: "ho-fwd-nonrec-staff-travel-note-iphone",
    family: "ho-fwd-prairie-wind-staff",
    tags: ["fwd:apple-ios", "lang:en", "category:staff"],
    label: notRecruiting("other"),
    message: hoForward({ style: "iphone:en", coach: OAKES, date: "2026-12-04 16:02:00 -06:00", note: "", original: travelNote }),
  },
  {
    name: "ho-fwd-nonrec-coaches-clinic-nested-3-outlook-web",
    family: "ho-fwd-heartland-clinic",
    tags: ["fwd:outlook-live", "fwd:apple-ios", "nested", "nested:3", "lang:en", "category:event"],
    label: notRecruiting("other"),
    message: hoForward({ style: "outlook-web:en", coach: TRAN, date: "2026-11-18 14:30:00 -08:00", original: clinicHop2 }),
  },
  {
    name: "ho-fwd-nonrec-parent-lodging-question-samsung",
    family: "ho-fwd-caldera",
    tags: ["fwd:android", "lang:en", "category:parent-question", "style:very-short"],
    label: notRecruiting("parent"),
    message: hoForward({ style: "android:en", coach: WHITAKER, date: "2026-12-06 11:20:00 -06:00", note: "Jen pls answer\n\nSent from my Galaxy", signature: false, original: lodgingQuestion }),
  },
  {
    name: "ho-fwd-nonrec-federation-clinic-outlook-web-cs",
    family: "ho-fwd-trenerska-sekce",
    tags: ["fwd:outlook-cs", "lang:cs", "category:event"],
    label: notRecruiting("other"),
    message: hoForward({ style: "outlook-web:cs", coach: HORAKOVA, date: "2026-11-27 08:00:00 -06:00", original: klinikaCs }),
  },
  {
    name: "ho-fwd-nonrec-club-showcase-gmail-da",
    family: "ho-fwd-nordsjaelland",
    tags: ["fwd:gmail-da", "lang:da", "category:event", "trap:dates-like-years"],
    label: notRecruiting("club_coach"),
    message: hoForward({ style: "gmail:da", coach: KJAERGAARD, date: "2026-11-29 09:00:00 -06:00", note: "Showcase i Hillerød - marts.", original: showcaseDa }),
  },
  {
    name: "ho-fwd-nonrec-youth-league-newsletter-outlook-2019-fi",
    family: "ho-fwd-nuorten-liiga",
    tags: ["fwd:outlook-2019-fi", "lang:fi", "category:newsletter"],
    label: notRecruiting("other"),
    message: hoForward({ style: "outlook-desktop:fi", coach: VIRTANEN, date: "2026-12-02 08:00:00 -05:00", original: liigaFi }),
  },
  {
    name: "ho-fwd-nonrec-vendor-quote-attached-thunderbird",
    family: "ho-fwd-courtline",
    tags: ["fwd:attachment-rfc822", "lang:en", "category:vendor"],
    label: notRecruiting("other"),
    message: forwardAsAttachment({
      coach: LINDQVIST,
      client: "thunderbird",
      date: "2026-11-30 12:00:00 -05:00",
      note: "Uniform quote for the file.",
      message: original(vendorOffer, "bulk"),
    }),
  },
];

export const FORWARD_FORMATS: readonly CorpusEntry[] = [...ENGLISH, ...LOCALISED, ...NESTED, ...NOT_RECRUITING_FORWARDS];
