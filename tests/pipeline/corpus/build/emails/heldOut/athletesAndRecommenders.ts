/**
 * Held-out: athletes of several sports, their families, their club and high-school coaches, instructors, alumnae
 * and recruiting services writing to college coaches. Written apart from the tuning split (no shared people,
 * clubs, schools, coaches or templates); each entry names its family (one writer, template or service).
 */
import { notRecruiting, recruiting, type CorpusEntry } from "../../labels.ts";
import {
  QUARLES,
  ACHTERBERG,
  athlete,
  BASSET,
  direct,
  MAYFIELD,
  KAPULE,
  ZIELINSKI,
  TISDALE,
  BERGSTRAND,
  EKWUEME,
  several,
  SZABO,
  THACKERAY,
  VARGA,
  VILLALOBOS,
} from "../../heldOutAthleteHelpers.ts";
import { compose, forward, forwardAsAttachment, forwardedBlock, original, quotedReply, type Original } from "../../wrappers.ts";

// ---------------------------------------------------------------------------------------------------------------
// Volleyball athletes
// ---------------------------------------------------------------------------------------------------------------

const marenFirst: Original = {
  from: "Maren Olsen <marenolsen.vb@gmail.com>",
  to: "sachterberg@pellston.edu",
  date: "2026-10-11 20:47:09 -05:00",
  subject: "Maren Olsen | 2028 OH | Prairie Wind VBC 17 Black",
  text: `Coach Achterberg,

My name is Maren Olsen and I'm a junior outside hitter (class of 2028) at Ballard Creek High School in Huxley, Iowa. I found Pellston through a teammate's older sister who is in your nursing program, and after reading about the clinical placements in your BSN track I'd love to learn whether you are still looking at 2028 pins.

A little about me:
- 5'11", standing reach 7'7", approach 9'10"
- Six rotations for my high school, front row for club
- 3.72 unweighted / 4.05 weighted, National Honor Society
- Club: Prairie Wind VBC 17 Black (Coach Dani Hufnagel)

Highlights from my high school season: https://www.hudl.com/video/3/21044817/6721b0c4e4b0a9d2c7e1f338

My cell is (515) 555-0148. My club coach can be reached at dhufnagel@prairiewindvbc.org or 515-555-0140.

Thank you for your time, and good luck the rest of your conference season!

Maren Olsen`,
};

const marenUpdate: Original = {
  from: "Maren Olsen <marenolsen.vb@gmail.com>",
  to: "sachterberg@pellston.edu",
  date: "2027-01-09 18:02:44 -06:00",
  subject: "Quick update - Maren Olsen (2028 OH)",
  text: `Hi Coach Achterberg,

I wanted to send a quick update since I last wrote in October.

- I measured 6'0" at our club physicals last week
- I moved to Capital Crossroads VBC 17 Elite for the club season
- First-semester grades are in: 3.78 unweighted GPA

You can see me at these two events:
1. MLK Heartland Classic, January 17-18, Iowa Events Center, Des Moines (we start on Court 9 Saturday at 8:00)
2. Great Plains Qualifier, February 13-15, Kansas City Convention Center (Court 31 on Friday, pool play)

New club highlights: https://www.youtube.com/watch?v=Mo4tWq9Xb2s

Thank you!
Maren Olsen
(515) 555-0148`,
};

const achterbergAnswer: Original = {
  from: "Simone Achterberg <sachterberg@pellston.edu>",
  to: "Maren Olsen <marenolsen.vb@gmail.com>",
  date: "2027-01-12 09:15:30 -05:00",
  subject: "Re: Quick update - Maren Olsen (2028 OH)",
  text: compose(
    `Maren,

Thanks for the update. One of our staff will be in Kansas City for the qualifier. What jersey number are you wearing for Capital Crossroads?

${ACHTERBERG.signature}`,
    quotedReply("gmail", marenUpdate),
    "gmail",
  ).text,
};

const marenReply: Original = {
  from: "Maren Olsen <marenolsen.vb@gmail.com>",
  to: "Simone Achterberg <sachterberg@pellston.edu>",
  date: "2027-01-12 21:40:05 -06:00",
  subject: "Re: Quick update - Maren Olsen (2028 OH)",
  text: compose(
    `Hi Coach,

I'm #14 (white jersey with navy sleeves). We play our first match on Court 31 at 4:00 on Friday. My mom is driving up with us if your staff wants to say hi, her cell is 515-555-0149.

See you in KC!
Maren`,
    quotedReply("gmail", achterbergAnswer),
    "gmail",
  ).text,
};

const nadia: Original = {
  from: "Nadia Brzezinski <nadia.brz27@outlook.com>",
  to: "gekwueme@wyndhamfalls.edu",
  date: "2026-11-02 21:18:00 -05:00",
  subject: "2027 Setter - Nadia Brzezinski - Three Rivers Juniors 18 Diamond",
  text: `Name: Nadia Brzezinski
Grad Year: 2027
Position: Setter
Height: 5'9"
Club: Three Rivers Juniors 18 Diamond
High School: Canonsburg Valley High School (Canonsburg, PA)
GPA: 4.12 weighted / 3.87 unweighted
Email: nadia.brz27@outlook.com
Cell: 412-555-0186
Hudl: https://www.hudl.com/profile/21130054/Nadia-Brzezinski

Coach Ekwueme,

I'm a 2027 setter who is still uncommitted and looking for the right fit. I run a 5-1 for both my club and high school teams and led the section in assists this fall. When I toured Wyndham Falls in August I loved how close the engineering building is to the gym.

My club opens at the Three Rivers Classic on December 5-6. I would really appreciate any feedback on my film.

Respectfully,
Nadia`,
};

const tess: Original = {
  from: "Tess Morrow <tessmorrow29@icloud.com>",
  to: "htisdale@ketteringridge.edu",
  date: "2026-11-21 16:03:51 -06:00",
  subject: "2029 libero",
  text: `Coach Tisdale - Tess Morrow, 2029 libero, Emerald Coast 15 Navy / Gulf Breeze Point HS (FL). 5'4".
Film: https://youtu.be/Tm4rQ8zLw2e
Thank you!

Sent from my iPhone`,
};

const mackenzie: Original = {
  from: "Mackenzie Albrecht <kenzie.albrecht12@gmail.com>",
  to: "htisdale@ketteringridge.edu",
  date: "2026-10-19 19:31:00 -04:00",
  subject: "Prospective Student-Athlete - Mackenzie Albrecht",
  text: `Dear Coach Tisdale,

My name is Mackenzie Albrecht and I am a [POSITION] in the class of 2028 at Centerville Northwoods High School in Centerville, Ohio. I currently play club volleyball for Miami Valley Elite 17 Red. I am very interested in Kettering Ridge College and would love to learn more about your program.

I am [HEIGHT] and I have a 3.6 GPA. I am hoping to study exercise science.

Here is a link to my highlights: https://www.youtube.com/watch?v=Ma7kT2xWp3c

I would love the opportunity to attend a camp or visit campus. Thank you for your time and consideration.

Sincerely,
Mackenzie Albrecht
Class of 2028 | #12`,
};

const brielle: Original = {
  from: "Brielle Tolman <brielletolman.mb@gmail.com>",
  to: "sachterberg@pellston.edu",
  date: "2026-11-08 14:22:10 -07:00",
  subject: "Brielle Tolman - 2028 Middle Blocker",
  text: `Dear Coach [LAST NAME],

I'm a 2028 middle blocker at [HIGH SCHOOL] in Draper, Utah, and I play club for Lone Peak Juniors 17 Blue. I'm 6'2" and I carry a 3.9 GPA. I'm really interested in your program and what you're building.

Highlights: https://www.hudl.com/video/3/20987713/672a4e18e4b0c1f3d9a7b254

We'll be at the Sin City Classic in February and I would love for you to come watch.

Thank you,
Brielle Tolman
801-555-0171`,
};

const reaganTable = `<div style="font-family:Verdana,sans-serif;font-size:13px">
<p>Coach Ekwueme,</p>
<p>I'm a right side hitter in the class of 2028 and I'm very interested in Wyndham Falls. My info is below.</p>
<table cellpadding="6" cellspacing="0" style="border:1px solid #999;border-collapse:collapse">
<tr><td style="background:#1d3557;color:#fff" colspan="2"><b>Reagan Thibault &mdash; #21</b></td></tr>
<tr><td><b>Grad Year</b></td><td>2028</td></tr>
<tr><td><b>Position</b></td><td>Right Side / Opposite</td></tr>
<tr><td><b>Height</b></td><td>6'1&quot;</td></tr>
<tr><td><b>Club</b></td><td>Chesapeake Tide 17 Teal</td></tr>
<tr><td><b>High School</b></td><td>Severn Harbor High School</td></tr>
<tr><td><b>Hometown</b></td><td>Annapolis, MD</td></tr>
<tr><td><b>GPA</b></td><td>3.94 (unweighted)</td></tr>
<tr><td><b>Email</b></td><td><a href="mailto:reagan.thibault@gmail.com">reagan.thibault@gmail.com</a></td></tr>
<tr><td><b>Phone</b></td><td>(410) 555-0158</td></tr>
<tr><td><b>Video</b></td><td><a href="https://www.hudl.com/video/3/21077302/6730c1d2e4b0f4a8b6c3d901">Fall 2026 highlights</a></td></tr>
</table>
<p>Thank you for your time!<br>Reagan</p>
</div>`;

const reagan: Original = {
  from: "Reagan Thibault <reagan.thibault@gmail.com>",
  to: "gekwueme@wyndhamfalls.edu",
  date: "2026-11-15 10:48:00 -05:00",
  subject: "Reagan Thibault - 2028 RS - Chesapeake Tide",
  text: "",
  html: reaganTable,
};

const camryn: Original = {
  from: "Camryn Ahlquist <camrynahlquist27@gmail.com>",
  to: "sachterberg@pellston.edu",
  date: "2026-11-26 12:10:00 -05:00",
  subject: "Camryn Ahlquist 2027 OH - senior season stats",
  text: `Coach Achterberg,

I'm Camryn Ahlquist, a 2027 outside hitter from Southern Pines, North Carolina. I just finished my senior season at Pinecrest Hollow High School and I'm still uncommitted.

2026 HS season: 412 kills | 3.9 K/S | .271 hitting | 38 aces | 2.6 digs/set
Height 6'1" | attack reach 10'2" | block jump 9'9"
Club: Sandhills Select 18 Royal
GPA: 3.5

Full match vs. Lee County: https://www.hudl.com/video/3/21102245/6735d7a1e4b0b2c9f4e1a612

I know you lost two senior pins this year and I think I could help right away.

Camryn Ahlquist
910-555-0103`,
};

const jazmyn: Original = {
  from: "Jazmyn Pettaway <jpettaway2029@gmail.com>",
  to: "htisdale@ketteringridge.edu",
  date: "2026-12-01 17:55:00 -06:00",
  subject: "Jazmyn Pettaway - Class of 2029 - OH/RS",
  text: `Hello Coach Tisdale,

My name is Jazmyn Pettaway and I'm a sophomore outside hitter who also plays right side. I'm 5'11" and still growing (my doctor says another inch, maybe two). I'd love to be considered for your 2029 class.

Highlights: https://www.hudl.com/video/3/21130988/6738a2f0e4b0d5e1c7b4a005
Full match (Gateway Heat vs. Rockwood Thunder): https://www.hudl.com/video/3/21130988/6738a311e4b0d5e1c7b4a0f2

Thank you,

Jazmyn Pettaway | Class of 2029
Gateway Heat 16 Elite | Lafayette Ridge High School | Wildwood, MO
GPA 3.8
FieldLevel: https://www.fieldlevelhq.com/athletes/jazmyn-pettaway-2029
Recruiting profile: https://www.ncsa-athletes.net/volleyball/2029/jazmyn-pettaway
IG: https://www.instagram.com/jaz.pettaway.vb | TikTok: https://www.tiktok.com/@jazhitsvb`,
};

const amara: Original = {
  from: "Amara Nwachukwu <amara.nwachukwu@gmail.com>",
  to: "gekwueme@wyndhamfalls.edu",
  date: "2026-11-29 19:12:00 -05:00",
  subject: "Canadian OH interested in Wyndham Falls - Amara Nwachukwu (grad 2028)",
  text: `Dear Coach Ekwueme,

My name is Amara Nwachukwu. I am an outside hitter from Ottawa, Ontario and I will graduate from Glebe Ridge Collegiate Institute in June 2028. I play for Rideau Rapids VBC 17U Premier and was named to the Ontario provincial U17 training group this summer.

I am 183 cm tall. My current average is 91% (Ontario grades are percentages, so I do not have a GPA yet).

Highlights: https://www.youtube.com/watch?v=An2wK7cPq8r

We will play at the Volleyball Canada Nationals in Calgary in May and at a showcase in Buffalo on March 7-8.

Best regards,
Amara Nwachukwu
613-555-0124`,
};

const lena: Original = {
  from: "Lena Hoffmeister <lena.hoffmeister@gmx.de>",
  to: "gekwueme@wyndhamfalls.edu",
  date: "2026-11-04 22:05:00 +01:00",
  subject: "Opposite from Germany - Lena Hoffmeister (Abitur 2028)",
  text: `Dear Coach Ekwueme,

My name is Lena Hoffmeister and I am a volleyball player from Münster, Germany. I play diagonal (opposite) for VfL Aaseestadt Münster U18 and in the 3. Liga women's team of the same club. I will finish school (Abitur) at the Domplatz-Gymnasium in summer 2028 and would love to study and play volleyball in the USA.

Height: 1,86 m
Position: Diagonal / Opposite
Grades: my current average is 1,7 (German scale)
TOEFL: planned for March 2027

Video: https://www.youtube.com/watch?v=Lh5nB8xZc3d

Mobile / WhatsApp: +49 151 5550 1432

Viele Grüße,
Lena Hoffmeister`,
};

const beatriz: Original = {
  from: "Beatriz Carvalho <bia.carvalho.volei@gmail.com>",
  to: "sachterberg@pellston.edu",
  date: "2026-10-28 16:30:00 -03:00",
  subject: "Brazilian outside hitter - Beatriz Carvalho - graduating 2027",
  text: `Hello Coach Achterberg,

My name is Beatriz Carvalho, but everyone calls me Bia. I am a ponteira (outside hitter) from Belo Horizonte, Brazil, and I will finish ensino médio (high school) at Colégio Serra Verde in December 2027.

I play for Pampulha Vôlei Clube Sub-18 and was selected for the Minas Gerais state team last season.

Altura: 1,80 m
Média escolar: 8,7 / 10
English: I am taking the Duolingo test next month

Video: https://www.youtube.com/watch?v=Bc9vT4mKp1x

WhatsApp: +55 31 98555-0147

Obrigada pela atenção!
Beatriz Carvalho`,
};

const haruka: Original = {
  from: "Haruka Nishimura <haruka.nishimura.vb@gmail.com>",
  to: "htisdale@ketteringridge.edu",
  date: "2026-12-03 21:10:00 +09:00",
  subject: "Setter from Osaka, Japan - Haruka Nishimura (Class of 2028)",
  text: `Dear Coach Tisdale,

I hope you are doing well. My name is Haruka Nishimura and I am a setter from Osaka, Japan. I attend Osaka Bayside International School and will graduate in June 2028. I play for Naniwa Ladies VC U18 and for my school team.

Height: 168 cm
GPA: 3.6 (American curriculum)
SAT: taking in March

Here is my setting video: https://vimeo.com/912447103

My father will help with any paperwork. My own phone is 090-5550-0127 (LINE and WhatsApp).

Thank you very much for reading.

Haruka Nishimura`,
};

const wilkinsNote: Original = {
  from: "Coach Tre Wilkins <twilkins@bayouclassicvbc.org>",
  to: "Sloane Darby <sloanedarby28@gmail.com>",
  date: "2026-11-10 08:40:00 -06:00",
  subject: "blurb for your emails",
  text: `Sloane,

Here's what you can paste into your emails to coaches, or just forward this:

"Sloane is a 6'2" middle who has started for our 17 National team for two years. She is one of the quickest slide attackers in our region and is a high-character kid who leads our team in the classroom. Any coach is welcome to call me about her."

Tre Wilkins
Director, Bayou Classic VBC
225-555-0131`,
};

const sloane: Original = {
  from: "Sloane Darby <sloanedarby28@gmail.com>",
  to: "sachterberg@pellston.edu",
  date: "2026-11-10 20:15:00 -06:00",
  subject: "Fwd: blurb for your emails - Sloane Darby 2028 MB",
  text: compose(
    `Hi Coach Achterberg,

I'm Sloane Darby, a 2028 middle blocker for Bayou Classic VBC 17 National and Baton Rouge Magnolia High School in Baton Rouge, Louisiana. I have a 3.65 GPA and I want to study kinesiology. My club director wrote the note below about me.

Video: https://www.hudl.com/video/3/21088140/6731f0a9e4b0c8d2a5f7e316
My cell: 225-555-0137

Thank you,
Sloane`,
    forwardedBlock("gmail", wilkinsNote),
    "gmail",
  ).text,
};

const gianna: Original = {
  from: "Gianna Ferraro <gferraro2029@outlook.com>",
  to: '"Tisdale, Heather" <htisdale@ketteringridge.edu>',
  date: "2026-10-25 15:40:00 -04:00",
  subject: "Gianna Ferraro – 2029 Libero – Mon Valley Magic 16 Black",
  text: `Dear Coach Tisdale,

My name is Gianna Ferraro and I’m a 2029 libero/DS for Mon Valley Magic 16 Black and Rostraver Heights High School in western Pennsylvania. I’m 5’4” and I passed a 2.42 in serve receive this club season. My GPA is 3.95.

I attended your “Ridge Skills Day” last summer and really enjoyed how your staff ran the ball-control stations.

Highlights – https://www.youtube.com/watch?v=Gf3rN6yWq1t

Thank you,
Gianna Ferraro
724-555-0163`,
};

const tisdaleCamp: Original = {
  from: "Heather Tisdale <htisdale@ketteringridge.edu>",
  to: "Paloma Quintero <palomaquintero.rs@gmail.com>",
  date: "2026-10-02 11:00:00 -04:00",
  subject: "Kettering Ridge Volleyball - thanks for your interest",
  text: `Hi Paloma,

Thank you for your interest in Kettering Ridge Volleyball! Please fill out our recruiting questionnaire and let us know your club schedule. Our winter prospect camp is January 10.

Go Ridge!

${TISDALE.signature}`,
};

const paloma: Original = {
  from: "Paloma Quintero <palomaquintero.rs@gmail.com>",
  to: "Heather Tisdale <htisdale@ketteringridge.edu>",
  date: "2026-10-04 22:31:00 -07:00",
  subject: "Re: Kettering Ridge Volleyball - thanks for your interest",
  text: compose(
    `Hi Coach Tisdale,

Thank you for getting back to me! I filled out the questionnaire tonight. Here is my info again:

2027 Right Side / Opposite
6'0"
Sonoran Sol VBC 18 Elite
Marana Foothills HS, Marana AZ
GPA 3.4
Video: https://vimeo.com/908812245

I'm planning to come to the January 10 camp with my dad.

Paloma`,
    quotedReply("apple", tisdaleCamp),
    "apple",
  ).text,
};

const ella: Original = {
  from: "Ella Varnado <ellavarnado2030@gmail.com>",
  to: "gekwueme@wyndhamfalls.edu",
  cc: "Renee Varnado <reneevarnado@cox.net>",
  date: "2026-12-06 18:20:00 -06:00",
  subject: "Ella Varnado - Class of 2030 - Libero/Setter",
  text: `Hi Coach Ekwueme,

My name is Ella Varnado and I'm a freshman at Youngsville Bayou High School in Youngsville, Louisiana. I play libero for Acadiana Juniors 15 Purple and can also set when we need it. I'm 5'6" and I have a 4.0 GPA.

I know it is early, but I wanted to introduce myself. I've cc'd my mom.

Highlights: https://www.youtube.com/watch?v=Ev7kR2nQw5z

Thank you!
Ella Varnado
Class of 2030`,
};

const imani: Original = {
  from: "Imani Treadwell <imanitreadwell.mb@gmail.com>",
  to: "sachterberg@pellston.edu",
  date: "2026-12-08 21:45:00 -06:00",
  subject: "Imani Treadwell, 2028 MB (Bluff City 17 Elite)",
  text: `Coach Achterberg,

My name is Imani Treadwell, a 2028 middle blocker from Memphis, TN. I play for Bluff City 17 Elite and Germantown Oaks HS.

Height: 6'2"
Block touch: 10'3"
Approach touch: 10'7"
GPA: 3.3

Film: https://www.hudl.com/video/3/21140055/673b4c88e4b0a7f2d1e8c430

My older sister played middle at a D2 school and she's 6'4", so I might not be done growing!

Thank you,
Imani
901-555-0189`,
};

const avery: Original = {
  from: "Avery Thorsby <averythorsby29@gmail.com>",
  to: "htisdale@ketteringridge.edu",
  date: "2026-12-12 23:04:00 -06:00",
  subject: "hi coach!",
  text: `hi coach tisdale!

my name is avery thorsby and i'm a 2029 outside hitter. i play for north shore heat 16 red and go to lake forest prairie high school in lake forest il. i'm 5 ft 10 and have a 3.9 gpa.

here's a clip from our last tournament: youtube.com/shorts/Al8pQ2rTy6K

my number is 847 555 0190 if you ever want to talk!! thank you

avery`,
};

const VOLLEYBALL_ATHLETES: CorpusEntry[] = [
  {
    name: "ho-ath-vb-oh-first-email-weighted-gpa-gmail",
    family: "ho-ath-vb-maren-olsen",
    tags: ["fwd:gmail", "lang:en", "note-above", "trap:weighted-gpa", "trap:approach-height", "trap:club-coach-contact"],
    label: recruiting("athlete", {
      first_name: "Maren",
      last_name: "Olsen",
      grad_year: 2028,
      positions: ["OH"],
      height_inches: 71,
      club_team: "Prairie Wind VBC 17 Black",
      high_school: "Ballard Creek High School",
      city: "Huxley",
      state: "IA",
      gpa: 3.72,
      email: "marenolsen.vb@gmail.com",
      phone: "+15155550148",
      video_urls: ["https://www.hudl.com/video/3/21044817/6721b0c4e4b0a9d2c7e1f338"],
    }),
    message: forward({ style: "gmail", coach: ACHTERBERG, date: "2026-10-12 07:31:22 -04:00", note: "Iowa pin, nursing interest. Film is decent, arm is quick.", original: marenFirst }),
  },
  {
    name: "ho-ath-vb-oh-quick-update-new-club-direct",
    family: "ho-ath-vb-maren-olsen",
    tags: ["not-a-forward", "auto-forward-rule", "lang:en", "update", "trap:updated-height", "tournaments", "trap:dates-like-years"],
    label: recruiting("athlete", {
      first_name: "Maren",
      last_name: "Olsen",
      grad_year: 2028,
      positions: ["OH"],
      height_inches: 72,
      club_team: "Capital Crossroads VBC 17 Elite",
      gpa: 3.78,
      email: "marenolsen.vb@gmail.com",
      phone: "+15155550148",
      video_urls: ["https://www.youtube.com/watch?v=Mo4tWq9Xb2s"],
    }),
    message: direct(marenUpdate, ACHTERBERG, "gmail"),
  },
  {
    name: "ho-ath-vb-oh-reply-to-coach-quoted-update",
    family: "ho-ath-vb-maren-olsen",
    tags: ["not-a-forward", "auto-forward-rule", "lang:en", "reply-history", "trap:coach-signature", "trap:parent-contact"],
    label: recruiting("athlete", {
      first_name: "Maren",
      last_name: "Olsen",
      grad_year: 2028,
      positions: ["OH"],
      height_inches: 72,
      club_team: "Capital Crossroads VBC 17 Elite",
      gpa: 3.78,
      email: "marenolsen.vb@gmail.com",
      phone: "+15155550148",
      video_urls: ["https://www.youtube.com/watch?v=Mo4tWq9Xb2s"],
    }),
    message: direct(marenReply, ACHTERBERG, "gmail"),
  },
  {
    name: "ho-ath-vb-setter-header-block-outlook-live",
    family: "ho-ath-vb-nadia-brzezinski",
    tags: ["fwd:outlook-live", "lang:en", "header-block", "trap:weighted-gpa", "tournaments"],
    label: recruiting("athlete", {
      first_name: "Nadia",
      last_name: "Brzezinski",
      grad_year: 2027,
      positions: ["S"],
      height_inches: 69,
      club_team: "Three Rivers Juniors 18 Diamond",
      high_school: "Canonsburg Valley High School",
      city: "Canonsburg",
      state: "PA",
      gpa: 3.87,
      email: "nadia.brz27@outlook.com",
      phone: "+14125550186",
      video_urls: ["https://www.hudl.com/profile/21130054/Nadia-Brzezinski"],
    }),
    message: forward({ style: "outlook-live", coach: EKWUEME, date: "2026-11-03 08:12:40 -05:00", note: "Setter for 2027 board. Uncommitted.", original: nadia }),
  },
  {
    name: "ho-ath-vb-libero-three-lines-apple-ios",
    family: "ho-ath-vb-tess-morrow",
    tags: ["fwd:apple-ios", "lang:en", "style:very-short", "inner:iphone"],
    label: recruiting("athlete", {
      first_name: "Tess",
      last_name: "Morrow",
      grad_year: 2029,
      positions: ["L/DS"],
      height_inches: 64,
      club_team: "Emerald Coast 15 Navy",
      high_school: "Gulf Breeze Point HS",
      state: "FL",
      email: "tessmorrow29@icloud.com",
      video_urls: ["https://youtu.be/Tm4rQ8zLw2e"],
    }),
    message: forward({ style: "apple-ios", coach: TISDALE, date: "2026-11-22 09:01:13 -05:00", original: tess }),
  },
  {
    name: "ho-ath-vb-template-position-height-unfilled-outlook-2019",
    family: "ho-ath-vb-mackenzie-albrecht",
    tags: ["fwd:outlook-2019", "lang:en", "trap:template-placeholder", "trap:jersey-number"],
    label: recruiting("athlete", {
      first_name: "Mackenzie",
      last_name: "Albrecht",
      grad_year: 2028,
      club_team: "Miami Valley Elite 17 Red",
      high_school: "Centerville Northwoods High School",
      city: "Centerville",
      state: "OH",
      gpa: 3.6,
      email: "kenzie.albrecht12@gmail.com",
      video_urls: ["https://www.youtube.com/watch?v=Ma7kT2xWp3c"],
    }),
    message: forward({ style: "outlook-2019", coach: TISDALE, date: "2026-10-20 08:44:02 -04:00", original: mackenzie }),
  },
  {
    name: "ho-ath-vb-template-greeting-school-unfilled-direct",
    family: "ho-ath-vb-brielle-tolman",
    tags: ["not-a-forward", "auto-forward-rule", "lang:en", "trap:template-placeholder", "tournaments"],
    label: recruiting("athlete", {
      first_name: "Brielle",
      last_name: "Tolman",
      grad_year: 2028,
      positions: ["MB"],
      height_inches: 74,
      club_team: "Lone Peak Juniors 17 Blue",
      city: "Draper",
      state: "UT",
      gpa: 3.9,
      email: "brielletolman.mb@gmail.com",
      phone: "+18015550171",
      video_urls: ["https://www.hudl.com/video/3/20987713/672a4e18e4b0c1f3d9a7b254"],
    }),
    message: direct(brielle, ACHTERBERG, "gmail"),
  },
  {
    name: "ho-ath-vb-rs-html-table-html-only-base64-outlook-new",
    family: "ho-ath-vb-reagan-thibault",
    tags: ["fwd:outlook-new", "lang:en", "html-only", "html-table", "base64", "video:link-text-differs"],
    label: recruiting("athlete", {
      first_name: "Reagan",
      last_name: "Thibault",
      grad_year: 2028,
      positions: ["RS/OPP"],
      height_inches: 73,
      club_team: "Chesapeake Tide 17 Teal",
      high_school: "Severn Harbor High School",
      city: "Annapolis",
      state: "MD",
      gpa: 3.94,
      email: "reagan.thibault@gmail.com",
      phone: "+14105550158",
      video_urls: ["https://www.hudl.com/video/3/21077302/6730c1d2e4b0f4a8b6c3d901"],
    }),
    message: forward({ style: "outlook-new", coach: EKWUEME, date: "2026-11-16 07:05:00 -05:00", parts: "html", encoding: "base64", original: reagan }),
  },
  {
    name: "ho-ath-vb-oh-stat-line-attack-reach-thunderbird",
    family: "ho-ath-vb-camryn-ahlquist",
    tags: ["fwd:thunderbird", "lang:en", "stat-line", "trap:approach-height", "format-flowed"],
    label: recruiting("athlete", {
      first_name: "Camryn",
      last_name: "Ahlquist",
      grad_year: 2027,
      positions: ["OH"],
      height_inches: 73,
      club_team: "Sandhills Select 18 Royal",
      high_school: "Pinecrest Hollow High School",
      city: "Southern Pines",
      state: "NC",
      gpa: 3.5,
      email: "camrynahlquist27@gmail.com",
      phone: "+19105550103",
      video_urls: ["https://www.hudl.com/video/3/21102245/6735d7a1e4b0b2c9f4e1a612"],
    }),
    message: forward({ style: "thunderbird", coach: ACHTERBERG, date: "2026-11-27 10:20:00 -05:00", flowed: true, note: "Senior OH still out there, worth a look.", original: camryn }),
  },
  {
    name: "ho-ath-vb-oh-rs-profile-and-social-links-yahoo",
    family: "ho-ath-vb-jazmyn-pettaway",
    tags: ["fwd:yahoo", "lang:en", "data-in-signature", "trap:non-video-links", "two-videos"],
    label: recruiting("athlete", {
      first_name: "Jazmyn",
      last_name: "Pettaway",
      grad_year: 2029,
      positions: ["OH", "RS/OPP"],
      height_inches: 71,
      club_team: "Gateway Heat 16 Elite",
      high_school: "Lafayette Ridge High School",
      city: "Wildwood",
      state: "MO",
      gpa: 3.8,
      email: "jpettaway2029@gmail.com",
      video_urls: [
        "https://www.hudl.com/video/3/21130988/6738a2f0e4b0d5e1c7b4a005",
        "https://www.hudl.com/video/3/21130988/6738a311e4b0d5e1c7b4a0f2",
      ],
    }),
    message: forward({ style: "yahoo", coach: TISDALE, date: "2026-12-02 06:50:00 -05:00", original: jazmyn }),
  },
  {
    name: "ho-ath-vb-ontario-cm-percent-average-direct",
    family: "ho-ath-vb-amara-nwachukwu",
    tags: ["not-a-forward", "auto-forward-rule", "lang:en", "state:canada", "height:cm", "trap:percent-average", "international"],
    label: recruiting("athlete", {
      first_name: "Amara",
      last_name: "Nwachukwu",
      grad_year: 2028,
      positions: ["OH"],
      height_inches: 72,
      club_team: "Rideau Rapids VBC 17U Premier",
      high_school: "Glebe Ridge Collegiate Institute",
      city: "Ottawa",
      state: "ON",
      email: "amara.nwachukwu@gmail.com",
      phone: "+16135550124",
      video_urls: ["https://www.youtube.com/watch?v=An2wK7cPq8r"],
    }),
    message: direct(amara, EKWUEME, "gmail"),
  },
  {
    name: "ho-ath-vb-germany-opposite-abitur-gmail",
    family: "ho-ath-vb-lena-hoffmeister",
    tags: ["fwd:gmail", "lang:en", "international", "height:metres", "trap:non-gpa-grade", "phone:international"],
    label: recruiting("athlete", {
      first_name: "Lena",
      last_name: "Hoffmeister",
      grad_year: 2028,
      positions: ["RS/OPP"],
      height_inches: 73.2,
      club_team: "VfL Aaseestadt Münster U18",
      high_school: "Domplatz-Gymnasium",
      city: "Münster",
      email: "lena.hoffmeister@gmx.de",
      phone: "+4915155501432",
      video_urls: ["https://www.youtube.com/watch?v=Lh5nB8xZc3d"],
    }),
    message: forward({ style: "gmail", coach: EKWUEME, date: "2026-11-05 08:00:00 -05:00", note: "German oppo, could be a Jan 2028 add.", original: lena }),
  },
  {
    name: "ho-ath-vb-brazil-ponteira-metres-direct-base64",
    family: "ho-ath-vb-beatriz-carvalho",
    tags: ["not-a-forward", "auto-forward-rule", "lang:en", "international", "height:metres", "trap:non-gpa-grade", "phone:international", "base64"],
    label: recruiting("athlete", {
      first_name: "Beatriz",
      last_name: "Carvalho",
      grad_year: 2027,
      positions: ["OH"],
      height_inches: 70.9,
      club_team: "Pampulha Vôlei Clube Sub-18",
      high_school: "Colégio Serra Verde",
      city: "Belo Horizonte",
      email: "bia.carvalho.volei@gmail.com",
      phone: "+5531985550147",
      video_urls: ["https://www.youtube.com/watch?v=Bc9vT4mKp1x"],
    }),
    message: direct(beatriz, ACHTERBERG, "gmail", { encoding: "base64" }),
  },
  {
    name: "ho-ath-vb-japan-setter-cm-vimeo-outlook-mac-base64",
    family: "ho-ath-vb-haruka-nishimura",
    tags: ["fwd:outlook-mac", "lang:en", "international", "height:cm", "video:vimeo", "phone:international", "base64"],
    label: recruiting("athlete", {
      first_name: "Haruka",
      last_name: "Nishimura",
      grad_year: 2028,
      positions: ["S"],
      height_inches: 66.1,
      club_team: "Naniwa Ladies VC U18",
      high_school: "Osaka Bayside International School",
      city: "Osaka",
      gpa: 3.6,
      email: "haruka.nishimura.vb@gmail.com",
      phone: "+819055500127",
      video_urls: ["https://vimeo.com/912447103"],
    }),
    message: forward({ style: "outlook-mac", coach: TISDALE, date: "2026-12-03 08:30:00 -05:00", encoding: "base64", original: haruka }),
  },
  {
    name: "ho-ath-vb-mb-forwards-club-director-blurb-nested-gmail",
    family: "ho-ath-vb-sloane-darby",
    tags: ["fwd:gmail", "nested", "lang:en", "athlete-forwards-coach-note", "trap:club-coach-contact", "trap:coach-phone-same-area-code"],
    label: recruiting("athlete", {
      first_name: "Sloane",
      last_name: "Darby",
      grad_year: 2028,
      positions: ["MB"],
      height_inches: 74,
      club_team: "Bayou Classic VBC 17 National",
      high_school: "Baton Rouge Magnolia High School",
      city: "Baton Rouge",
      state: "LA",
      gpa: 3.65,
      email: "sloanedarby28@gmail.com",
      phone: "+12255550137",
      video_urls: ["https://www.hudl.com/video/3/21088140/6731f0a9e4b0c8d2a5f7e316"],
    }),
    message: forward({ style: "gmail", coach: ACHTERBERG, date: "2026-11-11 06:40:00 -05:00", note: "MB from Baton Rouge w/ director's note.", original: sloane }),
  },
  {
    name: "ho-ath-vb-libero-windows-1252-outlook-redirect",
    family: "ho-ath-vb-gianna-ferraro",
    tags: ["not-a-forward", "redirect-rule", "lang:en", "charset:windows-1252", "quoted-printable", "trap:curly-quote-height", "trap:passing-score"],
    label: recruiting("athlete", {
      first_name: "Gianna",
      last_name: "Ferraro",
      grad_year: 2029,
      positions: ["L/DS"],
      height_inches: 64,
      club_team: "Mon Valley Magic 16 Black",
      high_school: "Rostraver Heights High School",
      state: "PA",
      gpa: 3.95,
      email: "gferraro2029@outlook.com",
      phone: "+17245550163",
      video_urls: ["https://www.youtube.com/watch?v=Gf3rN6yWq1t"],
    }),
    message: direct(gianna, TISDALE, "outlook", { charset: "windows-1252" }, "outlook-redirect"),
  },
  {
    name: "ho-ath-vb-opposite-replies-to-camp-email-apple",
    family: "ho-ath-vb-paloma-quintero",
    tags: ["not-a-forward", "auto-forward-rule", "lang:en", "reply-history", "trap:college-coach-signature-in-quote", "video:vimeo"],
    label: recruiting("athlete", {
      first_name: "Paloma",
      last_name: "Quintero",
      grad_year: 2027,
      positions: ["RS/OPP"],
      height_inches: 72,
      club_team: "Sonoran Sol VBC 18 Elite",
      high_school: "Marana Foothills HS",
      city: "Marana",
      state: "AZ",
      gpa: 3.4,
      email: "palomaquintero.rs@gmail.com",
      video_urls: ["https://vimeo.com/908812245"],
    }),
    message: direct(paloma, TISDALE, "apple"),
  },
  {
    name: "ho-ath-vb-2030-libero-setter-mom-cc-gmail",
    family: "ho-ath-vb-ella-varnado",
    tags: ["fwd:gmail", "lang:en", "cc", "trap:parent-contact", "two-positions"],
    label: recruiting("athlete", {
      first_name: "Ella",
      last_name: "Varnado",
      grad_year: 2030,
      positions: ["L/DS", "S"],
      height_inches: 66,
      club_team: "Acadiana Juniors 15 Purple",
      high_school: "Youngsville Bayou High School",
      city: "Youngsville",
      state: "LA",
      gpa: 4.0,
      email: "ellavarnado2030@gmail.com",
      video_urls: ["https://www.youtube.com/watch?v=Ev7kR2nQw5z"],
    }),
    message: forward({ style: "gmail", coach: EKWUEME, date: "2026-12-07 07:45:00 -05:00", original: ella }),
  },
  {
    name: "ho-ath-vb-mb-block-touch-sister-height-direct",
    family: "ho-ath-vb-imani-treadwell",
    tags: ["not-a-forward", "auto-forward-rule", "lang:en", "trap:block-touch-height", "trap:sibling-height"],
    label: recruiting("athlete", {
      first_name: "Imani",
      last_name: "Treadwell",
      grad_year: 2028,
      positions: ["MB"],
      height_inches: 74,
      club_team: "Bluff City 17 Elite",
      high_school: "Germantown Oaks HS",
      city: "Memphis",
      state: "TN",
      gpa: 3.3,
      email: "imanitreadwell.mb@gmail.com",
      phone: "+19015550189",
      video_urls: ["https://www.hudl.com/video/3/21140055/673b4c88e4b0a7f2d1e8c430"],
    }),
    message: direct(imani, ACHTERBERG, "gmail"),
  },
  {
    name: "ho-ath-vb-oh-all-lowercase-shorts-no-scheme-gmail",
    family: "ho-ath-vb-avery-thorsby",
    tags: ["fwd:gmail", "lang:en", "style:lowercase", "video:youtube-shorts", "trap:url-without-scheme", "phone:spaces"],
    label: recruiting("athlete", {
      first_name: "Avery",
      last_name: "Thorsby",
      grad_year: 2029,
      positions: ["OH"],
      height_inches: 70,
      club_team: "North Shore Heat 16 Red",
      high_school: "Lake Forest Prairie High School",
      city: "Lake Forest",
      state: "IL",
      gpa: 3.9,
      email: "averythorsby29@gmail.com",
      phone: "+18475550190",
      video_urls: ["youtube.com/shorts/Al8pQ2rTy6K"],
    }),
    message: forward({ style: "gmail", coach: TISDALE, date: "2026-12-13 09:12:00 -05:00", note: "cute email. 2029 OH from Chicago north shore", original: avery }),
  },
];

// ---------------------------------------------------------------------------------------------------------------
// Softball athletes
// ---------------------------------------------------------------------------------------------------------------

const kinleyFirst: Original = {
  from: "Kinley Sartain <kinleysartain.rhp@gmail.com>",
  to: "cbasset@harrowgatestate.edu",
  date: "2026-09-27 19:05:00 -04:00",
  subject: "2028 RHP Kinley Sartain - Smoky Mountain Mavericks",
  text: `Coach Basset,

My name is Kinley Sartain and I am a right-handed pitcher in the class of 2028 from Maryville, Tennessee. I pitch for Smoky Mountain Mavericks 16U Premier and for Maryville Foothills High School.

- 5'9", RHP
- Fastball 59-61 mph, rise and drop are my out pitches, changeup 47
- Spin rate on my rise measured 1,180 rpm at a Rapsodo session in August
- 3.91 GPA, honor roll every semester

Bullpen and game film: https://www.youtube.com/watch?v=Km8tPz2Lr6v

I take pitching lessons from Bev Stinnett (865-555-0115), and she said she would be happy to talk with you.

I'd love to come to one of your fall prospect camps. Thank you for your time!

Kinley Sartain
865-555-0112`,
};

const kinleyUpdate: Original = {
  from: "Kinley Sartain <kinleysartain.rhp@gmail.com>",
  to: "cbasset@harrowgatestate.edu",
  date: "2027-01-31 17:40:00 -05:00",
  subject: "Kinley Sartain (2028 RHP) - winter update + spring schedule",
  text: `Hi Coach Basset,

A quick update since my email in September:

* I'm now 5'10"
* I've joined Volunteer State Fastpitch 18U National - Lusk for the 2027 summer season
* Fall semester GPA brought me to a 3.94
* Fastball is up to 62-63

Where to see me this spring:
- Music City Winter Warm-Up, February 20-22, Nashville Sportsplex, Field 4 (Sat 9:00 and 1:30)
- Chattanooga Spring Classic, March 13-15, Warner Park Fields 2 & 3

Updated video: https://youtu.be/Kv2rM9xTq4n

Thank you!
Kinley
865-555-0112`,
};

const delia: Original = {
  from: "Delia Marquardt <dmarquardt27@gmail.com>",
  to: "lvillalobos@redmesa.edu",
  date: "2026-10-14 21:30:00 -05:00",
  subject: "Catcher - Delia Marquardt - 2027",
  text: `Player: Delia Marquardt
Class: 2027
Pos: C / 3B
Bats/Throws: R/R
Ht: 5'7"
Team: Wisconsin Blaze 18U Gold
School: Oconomowoc Lakeland HS (Oconomowoc, WI)
GPA: 3.6
Pop time: 1.89 (game)
Cell: 262-555-0177
Video: https://www.hudl.com/video/3/21010563/671e0b5ae4b0c2d8f3a9e772

Coach Villalobos,

I'm a senior catcher and I've wanted to play in the Southwest since I visited my aunt in Albuquerque. I know Red Mesa lost two catchers to graduation, and I think my arm and blocking could help you right away. My summer coach is Nate Brenner (414-555-0196) if you want another opinion.

Thank you,
Delia`,
};

const marisol: Original = {
  from: "Marisol Trujillo <marisoltrujillo.ss@gmail.com>",
  to: "lvillalobos@redmesa.edu",
  date: "2026-11-03 20:10:00 -07:00",
  subject: "Marisol Trujillo - Class of 2029 - SS/2B",
  text: `Dear Coach Villalobos,

My name is Marisol Trujillo and I am a shortstop / second baseman in the class of 2029 at Sandia Vista High School in Albuquerque, New Mexico. I play travel softball for [CLUB TEAM] and my coach is [COACH NAME].

I am 5'5", I bat left and throw right, and I have a 3.7 GPA. My goal is to play for a program like Red Mesa where I can also study nursing.

Here is my skills video: https://www.youtube.com/watch?v=Mt6pW3kRz8b

Thank you for your time, and I hope to see you at a camp soon.

Marisol Trujillo
505-555-0174`,
};

const kendallHtml = `<div style="font-family:Calibri,Arial,sans-serif;font-size:11pt">
<p>Hi Coach Basset,</p>
<p>I'm Kendall Brewster, a utility player in the class of 2028. I'd love for you to consider me for Harrowgate State. Here is my player card:</p>
<table border="1" cellpadding="5" cellspacing="0" style="border-collapse:collapse;font-size:11pt">
<tr><th align="left">Name</th><td>Kendall Brewster</td></tr>
<tr><th align="left">Grad</th><td>2028</td></tr>
<tr><th align="left">Positions</th><td>Utility (OF / 1B)</td></tr>
<tr><th align="left">Height</th><td>5'8&quot;</td></tr>
<tr><th align="left">Travel team</th><td>Alabama Hammers 16U Platinum</td></tr>
<tr><th align="left">High school</th><td>Hoover Ridgeline High School, Hoover, AL</td></tr>
<tr><th align="left">GPA</th><td>3.79</td></tr>
<tr><th align="left">Exit velo</th><td>68 mph</td></tr>
<tr><th align="left">Email</th><td>kendall.brewster28@gmail.com</td></tr>
<tr><th align="left">Video</th><td><a href="https://www.youtube.com/watch?v=Kb4nS7qWm2e">Hitting &amp; fielding video</a></td></tr>
</table>
<p>Thank you!<br>Kendall</p>
</div>`;

const kendall: Original = {
  from: "Kendall Brewster <kendall.brewster28@gmail.com>",
  to: "cbasset@harrowgatestate.edu",
  date: "2026-11-09 16:25:00 -06:00",
  subject: "Kendall Brewster | 2028 UT | Alabama Hammers 16U Platinum",
  text: `Hi Coach Basset,

I'm Kendall Brewster, a utility player in the class of 2028. I'd love for you to consider me for Harrowgate State. Here is my player card:

Name: Kendall Brewster
Grad: 2028
Positions: Utility (OF / 1B)
Height: 5'8"
Travel team: Alabama Hammers 16U Platinum
High school: Hoover Ridgeline High School, Hoover, AL
GPA: 3.79
Exit velo: 68 mph
Email: kendall.brewster28@gmail.com
Video: https://www.youtube.com/watch?v=Kb4nS7qWm2e

Thank you!
Kendall`,
  html: kendallHtml,
};

const rylee: Original = {
  from: "Rylee Dunaway <ryleedunaway@icloud.com>",
  to: "cbasset@harrowgatestate.edu",
  date: "2026-12-04 21:58:00 -05:00",
  subject: "SS 2028",
  text: `Coach Basset - Rylee Dunaway, 2028 SS, Chattanooga Lady Rails 16U. 5'6.
Video youtu.be/Rd3kX8pLw5q
423-555-0145 thanks!`,
};

const saniyah: Original = {
  from: "Saniyah Holcomb <saniyahholcomb.cf@gmail.com>",
  to: "lvillalobos@redmesa.edu",
  date: "2026-10-21 18:44:00 -06:00",
  subject: "2027 CF Saniyah Holcomb - .452 AVG",
  text: `Coach Villalobos,

I'm Saniyah Holcomb, a 2027 center fielder for Rio Grande Rattlers 18U Gold and Las Cruces Mesa High School (Las Cruces, NM). I'm still looking for a home for the next four years.

Spring 2026 HS: .452 AVG / .521 OBP / 31 SB / 0 errors
Home to first: 2.71 (slap), 2.94 (swing away)
Height: 5'5"
GPA: 3.2

Video: https://www.hudl.com/video/3/20960021/67201a44e4b0f2c7b9d5e881

Thank you for your time,
Saniyah Holcomb
575-555-0122`,
};

const taryn: Original = {
  from: "Taryn McIsaac <tarynmcisaac.lhp@icloud.com>",
  to: "lvillalobos@redmesa.edu",
  date: "2026-11-18 19:20:00 -08:00",
  subject: "Left-handed pitcher from B.C. - Taryn McIsaac (2028)",
  text: `Hello Coach Villalobos,

My name is Taryn McIsaac and I am a left-handed pitcher from Langley, British Columbia. I will graduate from Langley Ridge Secondary School in June 2028 and play for Fraser Valley Fury U17 Elite. Last summer I pitched for Team BC at the Canada Summer Games trials.

I am 5'8", my fastball sits 58-60 and my best pitch is a curve. My GPA is 3.8 (88% average).

Pitching video: https://drive.google.com/file/d/1Tm9qRw2LkX7vBn4PzY8cJd3FhG5sA0eU/view?usp=sharing

Our team travels to Arizona for the Desert Spring Invitational in March, and I would love to visit Red Mesa on that trip.

Thank you,
Taryn McIsaac
604-555-0108`,
};

const abigail: Original = {
  from: "Abigail Rasmussen <abbyrasmussen1b@gmail.com>",
  to: "cbasset@harrowgatestate.edu",
  date: "2026-12-10 20:50:00 -06:00",
  subject: "Abigail Rasmussen 2029 1B",
  text: `Hello Coach Basset, my name is Abigail Rasmussen and I'm a 2029 first baseman from Pella, Iowa, where I play for Pella Tulip Valley High School and my travel team is Cornbelt Crush 16U Gold, I'm 5'11" and bat left, I hit .388 with 9 home runs for my high school team this summer (Iowa plays high school softball in the summer), I have a 3.85 GPA and I'm interested in Harrowgate State because of your agriculture business program, you can watch my hitting at https://www.youtube.com/watch?v=Ar5tQ1mWn7c and reach me at 641-555-0181, thank you for your time!

Abigail`,
};

const villalobosAsk: Original = {
  from: "Luis Villalobos <lvillalobos@redmesa.edu>",
  to: "Natalia Ocampo <nataliaocampo3b@yahoo.com>",
  date: "2026-11-20 09:30:00 -07:00",
  subject: "Re: 2028 3B - Natalia Ocampo",
  text: `Natalia,

Thanks for the video. Please send me your spring and summer schedule when you have it so we can get out to see you.

${VILLALOBOS.signature}`,
};

const natalia: Original = {
  from: "Natalia Ocampo <nataliaocampo3b@yahoo.com>",
  to: "Luis Villalobos <lvillalobos@redmesa.edu>",
  date: "2027-02-02 19:15:00 -07:00",
  subject: "Re: 2028 3B - Natalia Ocampo",
  text: compose(
    `Hi Coach Villalobos,

Here is my schedule! I'm #8 for Duke City Diamonds 16U Premier.

March 6-8 - Roadrunner Spring Open, Rio Rancho (Field 3 Sat 10 am)
April 17-18 - Sandia Invitational, Albuquerque
June 22-27 - Colorado Sparkler, Aurora

High school games are on the Rio Rancho Cielo High School schedule (varsity, #8 there too). I'm 5'7" now and my GPA is 3.5. Video again: https://www.hudl.com/video/3/20997310/672ef8b1e4b0a4c1d2f7e519

Natalia Ocampo
505-555-0198`,
    quotedReply("yahoo", villalobosAsk),
    "plain",
  ).text,
};

const brooke: Original = {
  from: "Brooke Haverty <bhaverty27@outlook.com>",
  to: '"Basset, Corinne" <cbasset@harrowgatestate.edu>',
  date: "2026-10-08 20:35:00 -04:00",
  subject: "2027 LHP – Brooke Haverty – Piedmont Pride 18U",
  text: `Coach Basset –

I’m Brooke Haverty, a 2027 left-handed pitcher for Piedmont Pride 18U – Gaither and Mooresville Lakeview High School in Mooresville, NC. I’m 5’10”, my fastball sits 60–62 and my changeup is 48. I carry a 3.3 GPA.

I’m still uncommitted and “Harrowgate State” has been at the top of my list since your team played in Charlotte last spring.

Video – https://www.youtube.com/watch?v=Bh7pL2nXw4r
Cell – 704-555-0150

Thank you,
Brooke`,
};

const SOFTBALL_ATHLETES: CorpusEntry[] = [
  {
    name: "ho-ath-sb-rhp-first-email-spin-rate-outlook-live",
    family: "ho-ath-sb-kinley-sartain",
    tags: ["fwd:outlook-live", "lang:en", "trap:instructor-contact", "stat-line"],
    label: recruiting("athlete", {
      first_name: "Kinley",
      last_name: "Sartain",
      grad_year: 2028,
      positions: ["P"],
      height_inches: 69,
      club_team: "Smoky Mountain Mavericks 16U Premier",
      high_school: "Maryville Foothills High School",
      city: "Maryville",
      state: "TN",
      gpa: 3.91,
      email: "kinleysartain.rhp@gmail.com",
      phone: "+18655550112",
      video_urls: ["https://www.youtube.com/watch?v=Km8tPz2Lr6v"],
    }),
    message: forward({ style: "outlook-live", coach: BASSET, date: "2026-09-28 07:10:00 -04:00", note: "RHP, local-ish. Camp invite?", original: kinleyFirst }),
  },
  {
    name: "ho-ath-sb-rhp-winter-update-two-tournaments-redirect",
    family: "ho-ath-sb-kinley-sartain",
    tags: ["not-a-forward", "redirect-rule", "lang:en", "update", "trap:updated-height", "tournaments", "trap:team-year-not-grad-year"],
    label: recruiting("athlete", {
      first_name: "Kinley",
      last_name: "Sartain",
      grad_year: 2028,
      positions: ["P"],
      height_inches: 70,
      club_team: "Volunteer State Fastpitch 18U National - Lusk",
      gpa: 3.94,
      email: "kinleysartain.rhp@gmail.com",
      phone: "+18655550112",
      video_urls: ["https://youtu.be/Kv2rM9xTq4n"],
    }),
    message: direct(kinleyUpdate, BASSET, "gmail", {}, "outlook-redirect"),
  },
  {
    name: "ho-ath-sb-catcher-header-block-pop-time-gmail",
    family: "ho-ath-sb-delia-marquardt",
    tags: ["fwd:gmail", "lang:en", "header-block", "trap:club-coach-contact", "two-positions"],
    label: recruiting("athlete", {
      first_name: "Delia",
      last_name: "Marquardt",
      grad_year: 2027,
      positions: ["C", "3B"],
      height_inches: 67,
      club_team: "Wisconsin Blaze 18U Gold",
      high_school: "Oconomowoc Lakeland HS",
      city: "Oconomowoc",
      state: "WI",
      gpa: 3.6,
      email: "dmarquardt27@gmail.com",
      phone: "+12625550177",
      video_urls: ["https://www.hudl.com/video/3/21010563/671e0b5ae4b0c2d8f3a9e772"],
    }),
    message: forward({ style: "gmail", coach: VILLALOBOS, date: "2026-10-15 08:02:00 -06:00", note: "Catcher for 27. Pop is legit on the film.", original: delia }),
  },
  {
    name: "ho-ath-sb-template-club-slot-unfilled-direct",
    family: "ho-ath-sb-marisol-trujillo",
    tags: ["not-a-forward", "auto-forward-rule", "lang:en", "trap:template-placeholder", "two-positions"],
    label: recruiting("athlete", {
      first_name: "Marisol",
      last_name: "Trujillo",
      grad_year: 2029,
      positions: ["SS", "2B"],
      height_inches: 65,
      high_school: "Sandia Vista High School",
      city: "Albuquerque",
      state: "NM",
      gpa: 3.7,
      email: "marisoltrujillo.ss@gmail.com",
      phone: "+15055550174",
      video_urls: ["https://www.youtube.com/watch?v=Mt6pW3kRz8b"],
    }),
    message: direct(marisol, VILLALOBOS, "gmail"),
  },
  {
    name: "ho-ath-sb-utility-player-card-table-apple-mac",
    family: "ho-ath-sb-kendall-brewster",
    tags: ["fwd:apple-mac", "lang:en", "html-table", "video:link-text-differs", "several-positions"],
    label: recruiting("athlete", {
      first_name: "Kendall",
      last_name: "Brewster",
      grad_year: 2028,
      positions: ["UT", "OF", "1B"],
      height_inches: 68,
      club_team: "Alabama Hammers 16U Platinum",
      high_school: "Hoover Ridgeline High School",
      city: "Hoover",
      state: "AL",
      gpa: 3.79,
      email: "kendall.brewster28@gmail.com",
      video_urls: ["https://www.youtube.com/watch?v=Kb4nS7qWm2e"],
    }),
    message: forward({ style: "apple-mac", coach: BASSET, date: "2026-11-10 06:55:00 -05:00", original: kendall }),
  },
  {
    name: "ho-ath-sb-ss-three-lines-no-scheme-apple-ios",
    family: "ho-ath-sb-rylee-dunaway",
    tags: ["fwd:apple-ios", "lang:en", "style:very-short", "trap:url-without-scheme", "no-signature"],
    label: recruiting("athlete", {
      first_name: "Rylee",
      last_name: "Dunaway",
      grad_year: 2028,
      positions: ["SS"],
      height_inches: 66,
      club_team: "Chattanooga Lady Rails 16U",
      email: "ryleedunaway@icloud.com",
      phone: "+14235550145",
      video_urls: ["youtu.be/Rd3kX8pLw5q"],
    }),
    message: forward({ style: "apple-ios", coach: BASSET, date: "2026-12-05 07:20:00 -05:00", original: rylee }),
  },
  {
    name: "ho-ath-sb-cf-batting-average-stat-line-outlook-new-nobar",
    family: "ho-ath-sb-saniyah-holcomb",
    tags: ["fwd:outlook-new-nobar", "lang:en", "stat-line", "trap:batting-average"],
    label: recruiting("athlete", {
      first_name: "Saniyah",
      last_name: "Holcomb",
      grad_year: 2027,
      positions: ["OF"],
      height_inches: 65,
      club_team: "Rio Grande Rattlers 18U Gold",
      high_school: "Las Cruces Mesa High School",
      city: "Las Cruces",
      state: "NM",
      gpa: 3.2,
      email: "saniyahholcomb.cf@gmail.com",
      phone: "+15755550122",
      video_urls: ["https://www.hudl.com/video/3/20960021/67201a44e4b0f2c7b9d5e881"],
    }),
    message: forward({ style: "outlook-new-nobar", coach: VILLALOBOS, date: "2026-10-22 07:00:00 -06:00", original: saniyah }),
  },
  {
    name: "ho-ath-sb-bc-lhp-drive-video-flowed-direct",
    family: "ho-ath-sb-taryn-mcisaac",
    tags: ["not-a-forward", "auto-forward-rule", "lang:en", "state:canada", "video:drive", "format-flowed", "trap:percent-average", "trap:second-team"],
    label: recruiting("athlete", {
      first_name: "Taryn",
      last_name: "McIsaac",
      grad_year: 2028,
      positions: ["P"],
      height_inches: 68,
      club_team: "Fraser Valley Fury U17 Elite",
      high_school: "Langley Ridge Secondary School",
      city: "Langley",
      state: "BC",
      gpa: 3.8,
      email: "tarynmcisaac.lhp@icloud.com",
      phone: "+16045550108",
      video_urls: ["https://drive.google.com/file/d/1Tm9qRw2LkX7vBn4PzY8cJd3FhG5sA0eU/view?usp=sharing"],
    }),
    message: direct(taryn, VILLALOBOS, "apple", { flowed: true }),
  },
  {
    name: "ho-ath-sb-1b-one-paragraph-gmail-narrow",
    family: "ho-ath-sb-abigail-rasmussen",
    tags: ["fwd:gmail", "narrow-nbsp-date", "lang:en", "style:one-paragraph", "long-lines", "quoted-printable", "trap:batting-average"],
    label: recruiting("athlete", {
      first_name: "Abigail",
      last_name: "Rasmussen",
      grad_year: 2029,
      positions: ["1B"],
      height_inches: 71,
      club_team: "Cornbelt Crush 16U Gold",
      high_school: "Pella Tulip Valley High School",
      city: "Pella",
      state: "IA",
      gpa: 3.85,
      email: "abbyrasmussen1b@gmail.com",
      phone: "+16415550181",
      video_urls: ["https://www.youtube.com/watch?v=Ar5tQ1mWn7c"],
    }),
    message: forward({ style: "gmail-narrow", coach: BASSET, date: "2026-12-11 08:15:00 -05:00", encoding: "quoted-printable", original: abigail }),
  },
  {
    name: "ho-ath-sb-3b-schedule-reply-yahoo-quoted-coach",
    family: "ho-ath-sb-natalia-ocampo",
    tags: ["not-a-forward", "auto-forward-rule", "lang:en", "reply-history", "trap:college-coach-signature-in-quote", "tournaments", "trap:jersey-number"],
    label: recruiting("athlete", {
      first_name: "Natalia",
      last_name: "Ocampo",
      grad_year: 2028,
      positions: ["3B"],
      height_inches: 67,
      club_team: "Duke City Diamonds 16U Premier",
      high_school: "Rio Rancho Cielo High School",
      gpa: 3.5,
      email: "nataliaocampo3b@yahoo.com",
      phone: "+15055550198",
      video_urls: ["https://www.hudl.com/video/3/20997310/672ef8b1e4b0a4c1d2f7e519"],
    }),
    message: direct(natalia, VILLALOBOS, "yahoo"),
  },
  {
    name: "ho-ath-sb-lhp-windows-1252-outlook-2013",
    family: "ho-ath-sb-brooke-haverty",
    tags: ["fwd:outlook-2013", "lang:en", "charset:windows-1252", "quoted-printable", "trap:curly-quote-height", "trap:club-name-with-age"],
    label: recruiting("athlete", {
      first_name: "Brooke",
      last_name: "Haverty",
      grad_year: 2027,
      positions: ["P"],
      height_inches: 70,
      club_team: "Piedmont Pride 18U – Gaither",
      high_school: "Mooresville Lakeview High School",
      city: "Mooresville",
      state: "NC",
      gpa: 3.3,
      email: "bhaverty27@outlook.com",
      phone: "+17045550150",
      video_urls: ["https://www.youtube.com/watch?v=Bh7pL2nXw4r"],
    }),
    message: forward({ style: "outlook-2013", coach: BASSET, date: "2026-10-09 07:25:00 -04:00", charset: "windows-1252", original: brooke }),
  },
];

// ---------------------------------------------------------------------------------------------------------------
// Athletes of other sports (positions and events as written, lower case)
// ---------------------------------------------------------------------------------------------------------------

const destiny: Original = {
  from: "Destiny Harrell <destinyharrell.pg@gmail.com>",
  to: "tmayfield@lindenhill.edu",
  date: "2026-10-30 22:14:00 -04:00",
  subject: "Destiny Harrell | 2028 PG | Queen City Flight 16U",
  text: `Coach Mayfield,

My name is Destiny Harrell. I'm a 5'7" point guard in the class of 2028 at Concord Hills High School in Concord, North Carolina, and I play AAU for Queen City Flight 16U.

Sophomore year: 14.2 ppg, 6.1 apg, 3.0 spg, 38% from three
GPA: 3.4

Highlights: https://www.hudl.com/video/3/20990417/672c77d0e4b0e1a5c8f2b603

I watched your team beat High Point Bay in December and loved how fast you play. I think I would fit that style.

Thank you,
Destiny Harrell
704-555-0136`,
};

const kiana: Original = {
  from: "Kiana Waller <kwaller2027@gmail.com>",
  to: "tmayfield@lindenhill.edu",
  date: "2026-11-12 19:00:00 -05:00",
  subject: "2027 Wing - Kiana Waller - Triad Elite 17U",
  text: `Good evening Coach Mayfield,

I'm Kiana Waller, a senior shooting guard / small forward at Guilford Heights High School in Greensboro, NC. I'm 6'0" and play for Triad Elite 17U on the circuit. I averaged 17.8 points and 7.4 rebounds as a junior and I have a 3.1 GPA.

Senior season film: https://www.youtube.com/watch?v=Kw9nL4rTb6x
Summer circuit film: https://www.youtube.com/watch?v=Kw2mP7sQc1z

My high school coach is Coach Andre Fulton (336-555-0197).

Thank you,
Kiana Waller`,
};

const maddie: Original = {
  from: "Maddie Coughlin <maddiecoughlin09@gmail.com>",
  to: "mszabo@calderbay.edu",
  date: "2026-11-06 20:40:00 -08:00",
  subject: "Center back, Class of 2028 - Maddie Coughlin - Puget Sound FC 09G",
  text: `Dear Coach Szabo,

My name is Maddie Coughlin and I am a center back in the class of 2028. I play for Puget Sound FC 09G ECNL RL and for Capitol Ridge High School in Olympia, Washington. I'm 5'8", left-footed, and I also take our long free kicks.

GPA: 3.88 unweighted
Highlight video: https://www.youtube.com/watch?v=Mc6rB2kWq8d

Upcoming showcases:
- ECNL RL Northwest Showcase, Dec 12-14, Starfire Complex, Tukwila (Field 6)
- Surf Cup Winter, Jan 9-11, San Diego

I would love to attend your ID camp this summer.

Thank you,
Maddie Coughlin
360-555-0179`,
};

const sage: Original = {
  from: "Sage Whitcombe <sagewhitcombe.gk@proton.me>",
  to: "mszabo@calderbay.edu",
  date: "2026-12-02 17:45:00 -08:00",
  subject: "GK Sage Whitcombe (2027) - Cascade Pacific SC",
  text: `Coach Szabo,

I'm Sage Whitcombe, a 2027 goalkeeper for Cascade Pacific SC 2008G Premier and Summit Ridge High School in Bend, Oregon. I'm 5'10" with a 3.6 GPA.

This fall: 11 shutouts in 17 games, 0.61 goals against average, 84% save percentage.

Keeper video: https://vimeo.com/915530877

I'm still uncommitted and would like to know if Calder Bay is still recruiting a 2027 keeper.

Sage Whitcombe
541-555-0153`,
};

const caroline: Original = {
  from: "Caroline Devereaux <carolinedevereaux.lax@gmail.com>",
  to: "hquarles@brantwood.edu",
  date: "2026-10-17 21:05:00 -04:00",
  subject: "2028 Midfielder - Caroline Devereaux - Potomac Current 2028 Navy",
  text: `Hi Coach Quarles,

My name is Caroline Devereaux and I'm a midfielder in the class of 2028. I play for Potomac Current 2028 Navy and for Broadneck Academy in Arnold, Maryland. I'm 5'6" and I carry a 4.1 weighted GPA.

Last spring I won 62% of my draw controls and had 41 goals, 19 assists, and 33 ground balls for my high school team.

Highlights: https://www.youtube.com/watch?v=Cd4vX1nLr8p

I will be at the Naptown Fall Classic on November 1 (Field 12) and at the Brantwood prospect day on November 15.

Thank you so much,
Caroline Devereaux
443-555-0144`,
};

const quinnFirst: Original = {
  from: "Quinn Mulcahy <quinnmulcahy29@gmail.com>",
  to: "hquarles@brantwood.edu",
  date: "2026-09-20 16:30:00 -04:00",
  subject: "Quinn Mulcahy - 2029 Attack",
  text: `Coach Quarles,

I am Quinn Mulcahy, a sophomore attacker at Huntington Bay High School in Huntington, NY. I play club for Sound Shore Lacrosse 2029 Black. I'm 5'5" with a 3.7 unweighted GPA.

Freshman season (varsity): 38 goals, 27 assists
Film: https://www.hudl.com/video/3/20889106/66fd1c44e4b0a2f1b7d8e305

I'm very interested in Brantwood's marine biology program.

Thank you,
Quinn Mulcahy`,
};

const quinnUpdate: Original = {
  from: "Quinn Mulcahy <quinnmulcahy29@gmail.com>",
  to: "hquarles@brantwood.edu",
  date: "2027-01-05 18:10:00 -05:00",
  subject: "Quinn Mulcahy (2029 attack) - winter update",
  text: `Coach Quarles,

Happy new year! A short update since September:

- I'm 5'6" now
- First-semester GPA: 3.75
- Fall ball with Sound Shore Lacrosse 2029 Black: 22 goals, 15 assists in 9 games

I'll be at:
- Winter Shootout, January 24-25, Farmingdale, Field 7 (Saturday games at 9:00 and 12:30)
- Long Island Spring Classic, March 21, Hempstead, Field 2

Updated fall film: https://www.hudl.com/video/3/21155020/6775a0b3e4b0c9d4f1a2e816

Quinn Mulcahy
631-555-0116`,
};

const annika: Original = {
  from: "Annika Loewen <annikaloewen.fh@gmail.com>",
  to: "ithackeray@ashcombe.edu",
  date: "2026-11-19 20:20:00 -05:00",
  subject: "Annika Loewen - 2028 Midfielder - Red Rose FHC U17",
  text: `Dear Coach Thackeray,

My name is Annika Loewen and I'm a center midfielder in the class of 2028 at Manheim Creekside High School in Manheim, PA. I also play for Red Rose Field Hockey Club U17. I'm 5'6" and my GPA is 3.9.

Highlight video: https://drive.google.com/file/d/1Al7oP3qRt9sUv2WxYz4Bc6De8Fg0Hi1J/view
Our club's winter indoor schedule: https://drive.google.com/file/d/1Rr5sT7uVw9xYz1Ab3Cd5Ef7Gh9Ij2Kl4/view (we play at Spooky Nook in January)

I attended your summer clinic and really connected with your players.

Sincerely,
Annika Loewen
717-555-0104`,
};

const jada: Original = {
  from: "Jada Pemberton <jadapemberton.400h@gmail.com>",
  to: "rzielinski@ferrispoint.edu",
  date: "2026-10-05 19:45:00 -04:00",
  subject: "2027 400mH/400m - Jada Pemberton - 59.84",
  text: `Coach Zielinski,

I'm Jada Pemberton, a senior at Briarlake High School in Decatur, Georgia. I run the 400m hurdles and the 400m, and I'm on our 4x400 relay. In the summer I compete for Atlanta Velocity Track Club.

PRs:
400m hurdles - 59.84 (GHSA state final, 3rd)
400m - 55.90
300m hurdles - 42.10

Height: 5'7"
GPA: 3.6

Race video (state final): https://www.youtube.com/watch?v=Jp5hR8nWx2k
Athletic.net: https://www.athletic.net/athlete/30418822/track-and-field
MileSplit: https://ga.milesplit.com/athletes/14400921-jada-pemberton

Thank you for your time,
Jada Pemberton
404-555-0170`,
};

const bryn: Original = {
  from: "Bryn Aldridge <brynaldridge.jumps@gmail.com>",
  to: "rzielinski@ferrispoint.edu",
  date: "2026-12-01 21:00:00 -05:00",
  subject: "High jump / long jump - Class of 2028 - Bryn Aldridge",
  text: `Hi Coach Zielinski,

My name is Bryn Aldridge, a junior at Zionsville Prairie High School in Zionsville, Indiana. My events are high jump and long jump.

High jump PR: 5'8" (1.73 m), 4th at IHSAA state
Long jump PR: 18'4"
Height: 5'10"
GPA: 3.92 unweighted / 4.3 weighted

Jumps video: https://www.youtube.com/watch?v=Ba8jK3mQv6s
MileSplit: https://in.milesplit.com/athletes/15512003-bryn-aldridge

I'd love to hear what marks you look for in a 2028 jumper.

Bryn Aldridge
317-555-0138`,
};

const greta: Original = {
  from: "Greta Kalnins <gretakalnins.swim@gmail.com>",
  to: "pbergstrand@sturgislake.edu",
  date: "2026-11-24 20:05:00 -05:00",
  subject: "Greta Kalnins - 2028 Backstroke/IM - Great Lakes Aquatics",
  text: `Dear Coach Bergstrand,

My name is Greta Kalnins and I am a junior at Grand Haven Dunes High School in Grand Haven, Michigan. I swim for Great Lakes Aquatics and my best events are the 200 backstroke, 100 backstroke and 200 IM.

Best times (SCY):
200 back  2:03.41  (MHSAA D2 States, Nov 2026)
100 back  58.77    (MHSAA D2 States, Nov 2026)
200 IM    2:08.90  (Winter Juniors East, Dec 2025)

Height: 5'9"
GPA: 3.97

SwimCloud: https://www.swimcloud.com/swimmer/2871144/

I'm interested in Sturgis Lake's environmental science program and would love to hear about your training groups.

Thank you,
Greta Kalnins
616-555-0165`,
};

const kailani: Original = {
  from: "Kailani Akana <kailaniakana.beach@gmail.com>",
  to: "lkapule@solanoshores.edu",
  date: "2026-10-26 15:30:00 -07:00",
  subject: "2028 beach blocker - Kailani Akana",
  text: `Aloha Coach Kapule,

My name is Kailani Akana, a 2028 blocker from Santa Cruz, California. I play for Pacific Drift Beach VB Club and for Harbor View High School's indoor team. I'm 6'0" and I have a 3.5 GPA.

My partner Sienna Park (5'7", defender) and I finished 5th at the 18U national championship in Hermosa this summer. Sienna is a 2028 too.

Beach film: https://www.youtube.com/watch?v=Ka1pW6rTz9m

Thank you,
Kailani Akana
831-555-0192`,
};

const sofia: Original = {
  from: "Sofia Marchand <sofiamarchand.polo@gmail.com>",
  to: "dvarga@aldercreek.edu",
  date: "2026-11-13 18:25:00 -08:00",
  subject: "Water polo - 2028 driver - Sofia Marchand",
  text: `Coach Varga,

I'm Sofia Marchand, a 2028 driver for Delta Breakers WPC 18U Gold and Laguna Creek Crossing High School in Elk Grove, CA. I'm 5'9", left-handed, and I scored 71 goals in our high school season this fall. GPA 3.65.

Game film: https://www.youtube.com/watch?v=Sm3dT7kWp4f

We play the Junior Olympics qualifier in Sacramento in February. I'd love to visit Alder Creek.

Thank you!
Sofia Marchand
916-555-0141`,
};

const OTHER_SPORTS_ATHLETES: CorpusEntry[] = [
  {
    name: "ho-ath-bb-point-guard-aau-attached-rfc822",
    family: "ho-ath-bb-destiny-harrell",
    tags: ["fwd:attachment-rfc822", "note-above", "lang:en", "sport:basketball", "stat-line"],
    label: recruiting("athlete", {
      first_name: "Destiny",
      last_name: "Harrell",
      grad_year: 2028,
      positions: ["point guard"],
      height_inches: 67,
      club_team: "Queen City Flight 16U",
      high_school: "Concord Hills High School",
      city: "Concord",
      state: "NC",
      gpa: 3.4,
      email: "destinyharrell.pg@gmail.com",
      phone: "+17045550136",
      video_urls: ["https://www.hudl.com/video/3/20990417/672c77d0e4b0e1a5c8f2b603"],
    }),
    message: forwardAsAttachment({
      coach: MAYFIELD,
      client: "gmail",
      date: "2026-10-31 08:30:00 -04:00",
      note: "PG from Concord, quick. Add to 28 list.",
      message: original(destiny, "gmail"),
    }),
  },
  {
    name: "ho-ath-bb-wing-two-videos-hs-coach-phone-outlook-2019",
    family: "ho-ath-bb-kiana-waller",
    tags: ["fwd:outlook-2019", "lang:en", "sport:basketball", "two-videos", "trap:hs-coach-contact", "two-positions"],
    label: recruiting("athlete", {
      first_name: "Kiana",
      last_name: "Waller",
      grad_year: 2027,
      positions: ["shooting guard", "small forward"],
      height_inches: 72,
      club_team: "Triad Elite 17U",
      high_school: "Guilford Heights High School",
      city: "Greensboro",
      state: "NC",
      gpa: 3.1,
      email: "kwaller2027@gmail.com",
      video_urls: ["https://www.youtube.com/watch?v=Kw9nL4rTb6x", "https://www.youtube.com/watch?v=Kw2mP7sQc1z"],
    }),
    message: forward({ style: "outlook-2019", coach: MAYFIELD, date: "2026-11-13 07:50:00 -05:00", original: kiana }),
  },
  {
    name: "ho-ath-soccer-center-back-birth-year-team-gmail",
    family: "ho-ath-soccer-maddie-coughlin",
    tags: ["fwd:gmail", "lang:en", "sport:soccer", "trap:team-year-not-grad-year", "tournaments"],
    label: recruiting("athlete", {
      first_name: "Maddie",
      last_name: "Coughlin",
      grad_year: 2028,
      positions: ["center back"],
      height_inches: 68,
      club_team: "Puget Sound FC 09G ECNL RL",
      high_school: "Capitol Ridge High School",
      city: "Olympia",
      state: "WA",
      gpa: 3.88,
      email: "maddiecoughlin09@gmail.com",
      phone: "+13605550179",
      video_urls: ["https://www.youtube.com/watch?v=Mc6rB2kWq8d"],
    }),
    message: forward({ style: "gmail", coach: SZABO, date: "2026-11-07 09:00:00 -08:00", original: maddie }),
  },
  {
    name: "ho-ath-soccer-goalkeeper-vimeo-thunderbird-direct",
    family: "ho-ath-soccer-sage-whitcombe",
    tags: ["not-a-forward", "auto-forward-rule", "lang:en", "sport:soccer", "video:vimeo", "8bit", "trap:team-year-not-grad-year"],
    label: recruiting("athlete", {
      first_name: "Sage",
      last_name: "Whitcombe",
      grad_year: 2027,
      positions: ["goalkeeper"],
      height_inches: 70,
      club_team: "Cascade Pacific SC 2008G Premier",
      high_school: "Summit Ridge High School",
      city: "Bend",
      state: "OR",
      gpa: 3.6,
      email: "sagewhitcombe.gk@proton.me",
      phone: "+15415550153",
      video_urls: ["https://vimeo.com/915530877"],
    }),
    message: direct(sage, SZABO, "thunderbird", { encoding: "8bit" }),
  },
  {
    name: "ho-ath-lax-midfielder-draw-controls-outlook-live",
    family: "ho-ath-lax-caroline-devereaux",
    tags: ["fwd:outlook-live", "lang:en", "sport:lacrosse", "trap:weighted-gpa", "tournaments"],
    label: recruiting("athlete", {
      first_name: "Caroline",
      last_name: "Devereaux",
      grad_year: 2028,
      positions: ["midfielder"],
      height_inches: 66,
      club_team: "Potomac Current 2028 Navy",
      high_school: "Broadneck Academy",
      city: "Arnold",
      state: "MD",
      gpa: 4.1,
      email: "carolinedevereaux.lax@gmail.com",
      phone: "+14435550144",
      video_urls: ["https://www.youtube.com/watch?v=Cd4vX1nLr8p"],
    }),
    message: forward({ style: "outlook-live", coach: QUARLES, date: "2026-10-18 08:05:00 -04:00", note: "Draw specialist, coming to prospect day.", original: caroline }),
  },
  {
    name: "ho-ath-lax-attack-first-email-direct",
    family: "ho-ath-lax-quinn-mulcahy",
    tags: ["not-a-forward", "auto-forward-rule", "lang:en", "sport:lacrosse", "no-phone"],
    label: recruiting("athlete", {
      first_name: "Quinn",
      last_name: "Mulcahy",
      grad_year: 2029,
      positions: ["attack"],
      height_inches: 65,
      club_team: "Sound Shore Lacrosse 2029 Black",
      high_school: "Huntington Bay High School",
      city: "Huntington",
      state: "NY",
      gpa: 3.7,
      email: "quinnmulcahy29@gmail.com",
      video_urls: ["https://www.hudl.com/video/3/20889106/66fd1c44e4b0a2f1b7d8e305"],
    }),
    message: direct(quinnFirst, QUARLES, "gmail"),
  },
  {
    name: "ho-ath-lax-attack-winter-update-apple-mac",
    family: "ho-ath-lax-quinn-mulcahy",
    tags: ["fwd:apple-mac", "lang:en", "sport:lacrosse", "update", "trap:updated-height", "tournaments"],
    label: recruiting("athlete", {
      first_name: "Quinn",
      last_name: "Mulcahy",
      grad_year: 2029,
      positions: ["attack"],
      height_inches: 66,
      club_team: "Sound Shore Lacrosse 2029 Black",
      gpa: 3.75,
      email: "quinnmulcahy29@gmail.com",
      phone: "+16315550116",
      video_urls: ["https://www.hudl.com/video/3/21155020/6775a0b3e4b0c9d4f1a2e816"],
    }),
    message: forward({ style: "apple-mac", coach: QUARLES, date: "2027-01-06 07:40:00 -05:00", note: "Quinn's update. Farmingdale on the 24th?", original: quinnUpdate }),
  },
  {
    name: "ho-ath-fh-midfielder-drive-video-and-schedule-outlook-new",
    family: "ho-ath-fh-annika-loewen",
    tags: ["fwd:outlook-new", "lang:en", "sport:field-hockey", "video:drive", "trap:drive-link-not-video"],
    label: recruiting("athlete", {
      first_name: "Annika",
      last_name: "Loewen",
      grad_year: 2028,
      positions: ["center midfielder"],
      height_inches: 66,
      club_team: "Red Rose Field Hockey Club U17",
      high_school: "Manheim Creekside High School",
      city: "Manheim",
      state: "PA",
      gpa: 3.9,
      email: "annikaloewen.fh@gmail.com",
      phone: "+17175550104",
      video_urls: ["https://drive.google.com/file/d/1Al7oP3qRt9sUv2WxYz4Bc6De8Fg0Hi1J/view"],
    }),
    message: forward({ style: "outlook-new", coach: THACKERAY, date: "2026-11-20 07:15:00 -05:00", original: annika }),
  },
  {
    name: "ho-ath-track-400-hurdler-results-links-gmail",
    family: "ho-ath-track-jada-pemberton",
    tags: ["fwd:gmail", "lang:en", "sport:track", "trap:non-video-links", "stat-line"],
    label: recruiting("athlete", {
      first_name: "Jada",
      last_name: "Pemberton",
      grad_year: 2027,
      positions: ["400m hurdles", "400m"],
      height_inches: 67,
      club_team: "Atlanta Velocity Track Club",
      high_school: "Briarlake High School",
      city: "Decatur",
      state: "GA",
      gpa: 3.6,
      email: "jadapemberton.400h@gmail.com",
      phone: "+14045550170",
      video_urls: ["https://www.youtube.com/watch?v=Jp5hR8nWx2k"],
    }),
    message: forward({ style: "gmail", coach: ZIELINSKI, date: "2026-10-06 07:35:00 -04:00", note: "59.8 hurdler, GA. Interesting.", original: jada }),
  },
  {
    name: "ho-ath-track-jumper-mark-like-height-direct",
    family: "ho-ath-track-bryn-aldridge",
    tags: ["not-a-forward", "auto-forward-rule", "lang:en", "sport:track", "trap:heights", "trap:weighted-gpa", "trap:non-video-links"],
    label: recruiting("athlete", {
      first_name: "Bryn",
      last_name: "Aldridge",
      grad_year: 2028,
      positions: ["high jump", "long jump"],
      height_inches: 70,
      high_school: "Zionsville Prairie High School",
      city: "Zionsville",
      state: "IN",
      gpa: 3.92,
      email: "brynaldridge.jumps@gmail.com",
      phone: "+13175550138",
      video_urls: ["https://www.youtube.com/watch?v=Ba8jK3mQv6s"],
    }),
    message: direct(bryn, ZIELINSKI, "gmail"),
  },
  {
    name: "ho-ath-swim-backstroker-times-no-video-thunderbird",
    family: "ho-ath-swim-greta-kalnins",
    tags: ["fwd:thunderbird", "lang:en", "sport:swimming", "no-video", "trap:non-video-links", "trap:dates-like-years"],
    label: recruiting("athlete", {
      first_name: "Greta",
      last_name: "Kalnins",
      grad_year: 2028,
      positions: ["200 backstroke", "100 backstroke", "200 im"],
      height_inches: 69,
      club_team: "Great Lakes Aquatics",
      high_school: "Grand Haven Dunes High School",
      city: "Grand Haven",
      state: "MI",
      gpa: 3.97,
      email: "gretakalnins.swim@gmail.com",
      phone: "+16165550165",
    }),
    message: forward({ style: "thunderbird", coach: BERGSTRAND, date: "2026-11-25 08:10:00 -05:00", note: "Backstroker for 2028, times fit our B final.", original: greta }),
  },
  {
    name: "ho-ath-beach-blocker-partner-height-direct",
    family: "ho-ath-beach-kailani-akana",
    tags: ["not-a-forward", "auto-forward-rule", "lang:en", "sport:beach-volleyball", "trap:teammate-height"],
    label: recruiting("athlete", {
      first_name: "Kailani",
      last_name: "Akana",
      grad_year: 2028,
      positions: ["blocker"],
      height_inches: 72,
      club_team: "Pacific Drift Beach VB Club",
      high_school: "Harbor View High School",
      city: "Santa Cruz",
      state: "CA",
      gpa: 3.5,
      email: "kailaniakana.beach@gmail.com",
      phone: "+18315550192",
      video_urls: ["https://www.youtube.com/watch?v=Ka1pW6rTz9m"],
    }),
    message: direct(kailani, KAPULE, "gmail"),
  },
  {
    name: "ho-ath-water-polo-driver-outlook-live",
    family: "ho-ath-wpolo-sofia-marchand",
    tags: ["fwd:outlook-live", "lang:en", "sport:water-polo"],
    label: recruiting("athlete", {
      first_name: "Sofia",
      last_name: "Marchand",
      grad_year: 2028,
      positions: ["driver"],
      height_inches: 69,
      club_team: "Delta Breakers WPC 18U Gold",
      high_school: "Laguna Creek Crossing High School",
      city: "Elk Grove",
      state: "CA",
      gpa: 3.65,
      email: "sofiamarchand.polo@gmail.com",
      phone: "+19165550141",
      video_urls: ["https://www.youtube.com/watch?v=Sm3dT7kWp4f"],
    }),
    message: forward({ style: "outlook-live", coach: VARGA, date: "2026-11-14 08:00:00 -08:00", original: sofia }),
  },
];

// ---------------------------------------------------------------------------------------------------------------
// Parents, guardians and grandparents (their own phone and email are never the athlete's)
// ---------------------------------------------------------------------------------------------------------------

const dawnFirst: Original = {
  from: "Dawn Wendling <dawn.wendling@windstream.net>",
  to: "sachterberg@pellston.edu",
  date: "2026-10-03 13:20:00 -05:00",
  subject: "Setter Piper Wendling, class of 2028",
  text: `Hello Coach Achterberg,

I'm writing for my daughter, Piper Wendling, a 2028 setter who plays for Platte River VBC 17 Gold and Elkhorn Prairie View High School in Elkhorn, Nebraska. Piper is 5'10", runs a 6-2 in high school and a 5-1 in club, and has a 3.8 GPA.

Piper asked me to send her info because she is at practice most nights, but please feel free to write to her directly at piperwendling.s@gmail.com or text her at 402-555-0167.

Her setting video: https://www.hudl.com/video/3/20944781/66ffb2c9e4b0d8a1c5f3e772

You can reach me at 402-555-0166 anytime.

Thank you,
Dawn Wendling`,
};

const dawnUpdate: Original = {
  from: "Dawn Wendling <dawn.wendling@windstream.net>",
  to: "sachterberg@pellston.edu",
  date: "2027-02-07 20:05:00 -06:00",
  subject: "Piper Wendling (2028 S) - update and two tournaments",
  text: `Hi Coach Achterberg,

Just a short update on Piper since I wrote in October. She was moved up to Platte River VBC 18 National in January, she measured 5'11" at tryouts, and her GPA after first semester is 3.86.

Where she will be playing next:
- Show Me Qualifier, February 27 - March 1, Kansas City, Court 44 on Saturday morning
- Big Sky Classic, March 21-22, Omaha, Court 12

Piper's new club video: https://www.youtube.com/watch?v=Pk7sD3nQw9v

Her email is still piperwendling.s@gmail.com.

Thanks again,
Dawn Wendling
402-555-0166`,
};

const rich: Original = {
  from: "Rich Alvarado <ralvarado@alvaradohvac.com>",
  to: '"Basset, Corinne" <cbasset@harrowgatestate.edu>',
  date: "2026-11-01 12:10:00 -05:00",
  subject: "Lucia Alvarado - 2029 RHP - Georgia Sting 16U",
  text: `Coach Basset,

My daughter Lucia is a 2029 right-handed pitcher. She plays for Georgia Sting 16U Gold and pitches varsity at Dalton Ridgecrest High School in Dalton, Georgia. She is 5'9", throws 58, and had a 1.42 ERA this fall. She has a 3.7 GPA.

Lucia's video: https://www.youtube.com/watch?v=La2vM8kXr5q
Lucia's email: lucia.alvarado29@gmail.com

We'd love to come see a game this spring.

Rich Alvarado
Owner, Alvarado Heating & Air
1418 Cleveland Hwy, Dalton, GA 30721
Office (706) 555-0132 | Cell (706) 555-0133
ralvarado@alvaradohvac.com`,
};

const judy: Original = {
  from: "Judy Pennington <judypennington52@yahoo.com>",
  to: "lvillalobos@redmesa.edu",
  date: "2026-10-29 10:40:00 -06:00",
  subject: "my granddaughter Hailey",
  text: `Dear Coach Villalobos,

I hope you don't mind a grandmother writing. My granddaughter Hailey Voorhees is a catcher, class of 2028, and she has her heart set on playing in New Mexico. She plays for the Four Corners Fire 16U team and for Farmington Bluffs High School here in Farmington. She is 5 foot 6 and she has a 3.4 grade point average.

Her mother (my daughter Jen) made a video of her catching, here it is:
https://youtu.be/Hv4cQ9mTz2w

Hailey's own cell is 505-555-0126. My number is 505-555-0127 and Jen's is 505-555-0128.

God bless,
Judy Pennington`,
};

const monique: Original = {
  from: "Monique Battle <moniquebattle.rn@gmail.com>",
  to: "tmayfield@lindenhill.edu",
  date: "2026-11-16 21:35:00 -05:00",
  subject: "Jaylah Boykin 2028 - 6'2 post",
  text: `Coach Mayfield,

My name is Monique Battle. I'm the legal guardian of my niece, Jaylah Boykin, who is a 6'2" power forward / center in the class of 2028 at Rocky Mount Tar River High School in Rocky Mount, NC. She plays AAU for Down East Rising 16U.

Jaylah averaged 15 points, 11 rebounds and 3 blocks as a sophomore. Her GPA is 3.0 and climbing.

Highlights: https://www.hudl.com/video/3/21090330/6734be05e4b0f1d7a2c8e914

Jaylah's number is 252-555-0118. Mine is 252-555-0119.

Thank you for your time,
Monique Battle`,
};

const emeryOwn: Original = {
  from: "Emery Lowry <emerylowry.oh@gmail.com>",
  to: "gekwueme@wyndhamfalls.edu",
  date: "2026-10-09 18:30:00 -04:00",
  subject: "Emery Lowry - 2028 Outside Hitter",
  text: `Hi Coach Ekwueme,

My name is Emery Lowry and I'm a 2028 outside hitter for Blue Ridge Summit VBC 17 Elite and Roanoke Valley Christian High School in Roanoke, Virginia. I'm 5'11" and have a 3.9 GPA.

Highlights: https://www.youtube.com/watch?v=El3kR8tMw6p

Thank you for your time!
Emery Lowry`,
};

const kristen: Original = {
  from: "Kristen Lowry <klowry.home@gmail.com>",
  to: "gekwueme@wyndhamfalls.edu",
  date: "2026-11-05 07:55:00 -05:00",
  subject: "Fwd: Emery Lowry - 2028 Outside Hitter",
  text: compose(
    `Good morning Coach Ekwueme,

I'm Emery's mom. I'm re-sending her email below in case it got buried. She will be playing at the Shenandoah Showcase this weekend (Court 8 on Saturday). Please don't hesitate to call me at 540-555-0109.

Kristen Lowry`,
    forwardedBlock("gmail", emeryOwn),
    "gmail",
  ).text,
};

const trevor: Original = {
  from: "Trevor Haugen <thaugen@shaw.ca>",
  to: "htisdale@ketteringridge.edu",
  date: "2026-11-22 17:45:00 -07:00",
  subject: "Ingrid Haugen - 2028 middle from Calgary",
  text: `Coach Tisdale,

I'm writing on behalf of my daughter Ingrid, a 2028 middle blocker from Calgary, Alberta. She's 188 cm and still growing, plays for Bow River Volleyball 17U Gold, and attends Fish Creek Collegiate. Alberta schools report percentages rather than GPAs; she's currently around 92%.

She'll be at the Alberta Volleyball Provincials in April and at the Canadian Open in Edmonton in May.

Video: https://www.hudl.com/video/3/21122009/673f20c4e4b0a3d9c1b6f528
Ingrid's email: ingridhaugen28@gmail.com

Regards,
Trevor Haugen
403-555-0187`,
};

const giuliaHtml = `<html><head><meta http-equiv="Content-Type" content="text/html; charset=utf-8"></head><body>
<div style="font-family:Calibri,sans-serif;font-size:11pt">
<p>Dear Coach Szabo,</p>
<p>My name is Marco Bellandi. My daughter Giulia would like to be considered for Calder Bay's 2029 class. Her profile is below.</p>
<table border="0" cellpadding="4" cellspacing="0" style="border:1px solid #2b5797">
<tr style="background:#2b5797;color:#ffffff"><td colspan="2"><b>GIULIA BELLANDI</b></td></tr>
<tr><td>Class</td><td>2029</td></tr>
<tr><td>Position</td><td>Forward / Winger</td></tr>
<tr><td>Height</td><td>5'4&quot;</td></tr>
<tr><td>Club</td><td>Diablo Valley SC 2010G ECNL</td></tr>
<tr><td>High School</td><td>Ygnacio Ridge High School (Walnut Creek, CA)</td></tr>
<tr><td>GPA</td><td>4.0 unweighted</td></tr>
<tr><td>Email</td><td>giulia.bellandi10@gmail.com</td></tr>
<tr><td>Highlights</td><td><a href="https://www.youtube.com/watch?v=Gb8nT2rKx4m">YouTube</a></td></tr>
</table>
<p>Giulia scored 14 goals in ECNL play this fall and was called into the regional ID camp.</p>
<p>Best regards,<br>Marco Bellandi<br>(925) 555-0142</p>
</div></body></html>`;

const marco: Original = {
  from: "Marco Bellandi <marco.bellandi@bellandiarch.com>",
  to: "mszabo@calderbay.edu",
  date: "2026-12-03 12:30:00 -08:00",
  subject: "Giulia Bellandi - 2029 Forward - Diablo Valley SC",
  text: "",
  html: giuliaHtml,
};

const guadalupe: Original = {
  from: "Guadalupe Rentería <lupe.renteria@hotmail.com>",
  to: "lvillalobos@redmesa.edu",
  date: "2026-11-25 19:50:00 -06:00",
  subject: "Mi hija Ximena Rentería - jardinera central, clase 2028",
  text: `Buenas tardes, coach Villalobos:

Mi nombre es Guadalupe Rentería y le escribo por mi hija Ximena. Ximena es jardinera central de la clase 2028; juega para Valle Bravas 16U Gold y para Palmview Norte High School en Pharr, Texas. Mide 5'4" y tiene un promedio (GPA) de 3.5.

Aquí está su video: https://www.youtube.com/watch?v=Xr6tK1pWm3n

El celular de Ximena es (956) 555-0113 y su correo es ximerenteria28@gmail.com. Mi número es (956) 555-0114.

Muchas gracias por su tiempo.

Atentamente,
Guadalupe Rentería`,
};

const paul: Original = {
  from: "Paul Szymanski <pszymanski@buckeyemail.net>",
  to: "pbergstrand@sturgislake.edu",
  date: "2026-12-14 09:10:00 -05:00",
  subject: "Nora Szymanski - 2027 sprint freestyle/fly",
  text: `Dear Coach Bergstrand,

My daughter Nora is a senior sprinter at Sylvania Heights High School in Sylvania, Ohio, and swims club for Maumee Bay Marlins. Her events are the 50 free, 100 free and 100 fly.

Best times (SCY): 50 free 23.84, 100 free 52.10, 100 fly 57.45
Height: 5'8"
GPA: 3.7

Her 100 free from sectionals: https://www.youtube.com/watch?v=Ns4wQ7mXp1t

Nora's email is norasz.swims@gmail.com. I can be reached at 419-555-0147.

Sincerely,
Paul Szymanski`,
};

const PARENTS: CorpusEntry[] = [
  {
    name: "ho-ath-parent-mom-setter-daughter-contact-gmail",
    family: "ho-ath-parent-dawn-wendling",
    tags: ["fwd:gmail", "lang:en", "trap:parent-contact"],
    label: recruiting("parent", {
      first_name: "Piper",
      last_name: "Wendling",
      grad_year: 2028,
      positions: ["S"],
      height_inches: 70,
      club_team: "Platte River VBC 17 Gold",
      high_school: "Elkhorn Prairie View High School",
      city: "Elkhorn",
      state: "NE",
      gpa: 3.8,
      email: "piperwendling.s@gmail.com",
      phone: "+14025550167",
      video_urls: ["https://www.hudl.com/video/3/20944781/66ffb2c9e4b0d8a1c5f3e772"],
    }),
    message: forward({ style: "gmail", coach: ACHTERBERG, date: "2026-10-04 09:00:00 -04:00", note: "Mom's email, setter from Omaha area.", original: dawnFirst }),
  },
  {
    name: "ho-ath-parent-mom-update-moved-up-direct",
    family: "ho-ath-parent-dawn-wendling",
    tags: ["not-a-forward", "auto-forward-rule", "lang:en", "update", "trap:updated-height", "tournaments", "trap:parent-contact", "trap:club-age-group"],
    label: recruiting("parent", {
      first_name: "Piper",
      last_name: "Wendling",
      grad_year: 2028,
      positions: ["S"],
      height_inches: 71,
      club_team: "Platte River VBC 18 National",
      gpa: 3.86,
      email: "piperwendling.s@gmail.com",
      video_urls: ["https://www.youtube.com/watch?v=Pk7sD3nQw9v"],
    }),
    message: direct(dawnUpdate, ACHTERBERG, "gmail"),
  },
  {
    name: "ho-ath-parent-dad-pitcher-business-signature-outlook-2019",
    family: "ho-ath-parent-rich-alvarado",
    tags: ["fwd:outlook-2019", "lang:en", "trap:parent-contact", "trap:signature-address"],
    label: recruiting("parent", {
      first_name: "Lucia",
      last_name: "Alvarado",
      grad_year: 2029,
      positions: ["P"],
      height_inches: 69,
      club_team: "Georgia Sting 16U Gold",
      high_school: "Dalton Ridgecrest High School",
      city: "Dalton",
      state: "GA",
      gpa: 3.7,
      email: "lucia.alvarado29@gmail.com",
      video_urls: ["https://www.youtube.com/watch?v=La2vM8kXr5q"],
    }),
    message: forward({ style: "outlook-2019", coach: BASSET, date: "2026-11-02 07:30:00 -05:00", original: rich }),
  },
  {
    name: "ho-ath-grandmother-catcher-family-phones-yahoo-direct",
    family: "ho-ath-grandparent-judy-pennington",
    tags: ["not-a-forward", "auto-forward-rule", "lang:en", "family-member", "trap:parent-contact", "height:foot-words"],
    label: recruiting("parent", {
      first_name: "Hailey",
      last_name: "Voorhees",
      grad_year: 2028,
      positions: ["C"],
      height_inches: 66,
      club_team: "Four Corners Fire 16U",
      high_school: "Farmington Bluffs High School",
      city: "Farmington",
      gpa: 3.4,
      phone: "+15055550126",
      video_urls: ["https://youtu.be/Hv4cQ9mTz2w"],
    }),
    message: direct(judy, VILLALOBOS, "yahoo"),
  },
  {
    name: "ho-ath-guardian-aunt-post-player-apple-ios",
    family: "ho-ath-guardian-monique-battle",
    tags: ["fwd:apple-ios", "lang:en", "sport:basketball", "family-member", "trap:parent-contact", "two-positions"],
    label: recruiting("parent", {
      first_name: "Jaylah",
      last_name: "Boykin",
      grad_year: 2028,
      positions: ["power forward", "center"],
      height_inches: 74,
      club_team: "Down East Rising 16U",
      high_school: "Rocky Mount Tar River High School",
      city: "Rocky Mount",
      state: "NC",
      gpa: 3.0,
      phone: "+12525550118",
      video_urls: ["https://www.hudl.com/video/3/21090330/6734be05e4b0f1d7a2c8e914"],
    }),
    message: forward({ style: "apple-ios", coach: MAYFIELD, date: "2026-11-17 06:30:00 -05:00", original: monique }),
  },
  {
    name: "ho-ath-parent-resends-daughters-email-nested-apple-mac",
    family: "ho-ath-parent-kristen-lowry",
    tags: ["fwd:apple-mac", "fwd:gmail", "nested", "lang:en", "role:external-forwarder", "trap:parent-contact", "tournaments"],
    label: recruiting("parent", {
      first_name: "Emery",
      last_name: "Lowry",
      grad_year: 2028,
      positions: ["OH"],
      height_inches: 71,
      club_team: "Blue Ridge Summit VBC 17 Elite",
      high_school: "Roanoke Valley Christian High School",
      city: "Roanoke",
      state: "VA",
      gpa: 3.9,
      email: "emerylowry.oh@gmail.com",
      video_urls: ["https://www.youtube.com/watch?v=El3kR8tMw6p"],
    }),
    message: forward({ style: "apple-mac", coach: EKWUEME, date: "2026-11-05 09:20:00 -05:00", note: "Mom re-sent. Going to Shenandoah Sat?", original: kristen }),
  },
  {
    name: "ho-ath-parent-alberta-middle-cm-percent-direct",
    family: "ho-ath-parent-trevor-haugen",
    tags: ["not-a-forward", "auto-forward-rule", "lang:en", "state:canada", "height:cm", "trap:percent-average", "trap:parent-contact"],
    label: recruiting("parent", {
      first_name: "Ingrid",
      last_name: "Haugen",
      grad_year: 2028,
      positions: ["MB"],
      height_inches: 74,
      club_team: "Bow River Volleyball 17U Gold",
      high_school: "Fish Creek Collegiate",
      city: "Calgary",
      state: "AB",
      email: "ingridhaugen28@gmail.com",
      video_urls: ["https://www.hudl.com/video/3/21122009/673f20c4e4b0a3d9c1b6f528"],
    }),
    message: direct(trevor, TISDALE, "gmail"),
  },
  {
    name: "ho-ath-parent-dad-soccer-profile-table-html-only-outlook-live",
    family: "ho-ath-parent-marco-bellandi",
    tags: ["fwd:outlook-live", "lang:en", "sport:soccer", "html-only", "html-table", "trap:parent-contact", "trap:team-year-not-grad-year", "video:link-text-differs"],
    label: recruiting("parent", {
      first_name: "Giulia",
      last_name: "Bellandi",
      grad_year: 2029,
      positions: ["forward", "winger"],
      height_inches: 64,
      club_team: "Diablo Valley SC 2010G ECNL",
      high_school: "Ygnacio Ridge High School",
      city: "Walnut Creek",
      state: "CA",
      gpa: 4.0,
      email: "giulia.bellandi10@gmail.com",
      video_urls: ["https://www.youtube.com/watch?v=Gb8nT2rKx4m"],
    }),
    message: forward({ style: "outlook-live", coach: SZABO, date: "2026-12-04 08:00:00 -08:00", parts: "html", original: marco }),
  },
  {
    name: "ho-ath-parent-spanish-mom-outfielder-gmail-es",
    family: "ho-ath-parent-guadalupe-renteria",
    tags: ["fwd:gmail-es", "lang:es", "trap:parent-contact"],
    label: recruiting("parent", {
      first_name: "Ximena",
      last_name: "Rentería",
      grad_year: 2028,
      positions: ["OF"],
      height_inches: 64,
      club_team: "Valle Bravas 16U Gold",
      high_school: "Palmview Norte High School",
      city: "Pharr",
      state: "TX",
      gpa: 3.5,
      email: "ximerenteria28@gmail.com",
      phone: "+19565550113",
      video_urls: ["https://www.youtube.com/watch?v=Xr6tK1pWm3n"],
    }),
    message: forward({ style: "gmail-es", coach: VILLALOBOS, date: "2026-11-26 08:40:00 -07:00", note: "Jardinera del Valle, mamá muy amable.", original: guadalupe }),
  },
  {
    name: "ho-ath-parent-dad-sprint-swimmer-gmail",
    family: "ho-ath-parent-paul-szymanski",
    tags: ["fwd:gmail", "lang:en", "sport:swimming", "trap:parent-contact"],
    label: recruiting("parent", {
      first_name: "Nora",
      last_name: "Szymanski",
      grad_year: 2027,
      positions: ["50 free", "100 free", "100 fly"],
      height_inches: 68,
      club_team: "Maumee Bay Marlins",
      high_school: "Sylvania Heights High School",
      city: "Sylvania",
      state: "OH",
      gpa: 3.7,
      email: "norasz.swims@gmail.com",
      video_urls: ["https://www.youtube.com/watch?v=Ns4wQ7mXp1t"],
    }),
    message: forward({ style: "gmail", coach: BERGSTRAND, date: "2026-12-14 11:00:00 -05:00", original: paul }),
  },
];

// ---------------------------------------------------------------------------------------------------------------
// Club directors and high-school coaches: one player, or two to six in one email
// ---------------------------------------------------------------------------------------------------------------

const corbitt: Original = {
  from: "Dwayne Corbitt <dwayne@cumberlandgapvbc.org>",
  to: "sachterberg@pellston.edu",
  date: "2026-11-23 14:05:00 -05:00",
  subject: "Emmalyn Sizemore - 2028 OH - Cumberland Gap VBC 17 Elite",
  text: `Coach Achterberg,

I direct Cumberland Gap VBC in southeast Kentucky and I have a 2028 outside hitter I think would be a great fit at Pellston: Emmalyn Sizemore.

Emmalyn is 6'0", a six-rotation player who passes in serve receive for us and leads our 17 Elite team in kills. She goes to Middlesboro Pinnacle High School in Middlesboro, KY, and carries a 3.6 GPA. Quiet kid, works harder than anybody in the gym.

Video: https://www.hudl.com/video/3/21149023/673e9a11e4b0c4f2d8a1b377
Emmalyn's email: emmalynsizemore28@gmail.com

We'll be at the Bluegrass Battle in Louisville in January. Call or text anytime.

Dwayne Corbitt
Club Director, Cumberland Gap VBC
606-555-0120
dwayne@cumberlandgapvbc.org`,
};

const corbittAway: Original = {
  from: "Dwayne Corbitt <dwayne@cumberlandgapvbc.org>",
  to: "sachterberg@pellston.edu",
  date: "2026-12-20 09:00:00 -05:00",
  subject: "Automatic reply: Re: Emmalyn Sizemore - 2028 OH - Cumberland Gap VBC 17 Elite",
  text: `Thank you for your email. Cumberland Gap VBC offices are closed for the holidays from December 20 through January 2. I will respond when I return. For tryout and registration questions, please visit cumberlandgapvbc.org.

Dwayne Corbitt
Club Director, Cumberland Gap VBC`,
};

const kincaid: Original = {
  from: "Alana Kincaid <alana@riverbendvbc.com>",
  to: "htisdale@ketteringridge.edu",
  date: "2026-11-07 16:30:00 -06:00",
  subject: "Two 2029s from Riverbend 16 Red",
  text: `Hi Heather,

Hope your season finished strong. I have two 2029s on my Riverbend VBC 16 Red team that I'd love you to keep an eye on.

Tegan Mosley is our setter. She's 5'9", runs our 5-1, has great hands and a competitive streak you'll like. She goes to Evansville North Ridge HS in Evansville, IN, and has a 3.9 GPA. Her email is teganmosley29@gmail.com and her video is https://www.youtube.com/watch?v=Tm2wS9kPq4r

Noor Khatib is a 6'1" middle who just started playing three years ago and is improving every month. She attends Newburgh Castle Creek HS in Newburgh, IN and has a 4.0. Video: https://www.youtube.com/watch?v=Nh7rD4mZk2x

We're at the Crossroads Qualifier in Indianapolis in February. Happy to set up calls with either family.

Alana Kincaid
Director, Riverbend VBC
812-555-0157`,
};

const kincaidNews: Original = {
  from: "Riverbend VBC <news@riverbendvbc.com>",
  to: "htisdale@ketteringridge.edu",
  date: "2027-01-15 10:00:00 -06:00",
  subject: "Riverbend VBC Winter Newsletter - commitments, tryouts and our spring schedule",
  text: `RIVERBEND VBC - WINTER NEWSLETTER

Congratulations to our latest college commitments!
- Haley Brunswick (2027) - Ohio Valley Christian College
- Jordan Pike (2027) - Southern Indiana Tech
- Macie Oberholtzer (2027) - Kettering Ridge College
- Sarah-Grace Dunn (2028) - Bluegrass State

Spring schedule: 18 Elite and 17 Red play the Crossroads Qualifier (Feb 13-15) and the Gateway Classic (March 6-8). 16 Red and 15 Black play the Ohio Valley Power League.

Summer camps registration opens February 1 at riverbendvbc.com/camps.

Go Riverbend!
Alana Kincaid, Director
812-555-0157`,
};

const coastalBend: Original = {
  from: "Coach Veronica Zamora <vzamora@coastalbendheat.com>",
  to: "cbasset@harrowgatestate.edu",
  date: "2026-10-26 19:20:00 -05:00",
  subject: "2027 RHP Tatiana Escobedo + three more uncommitted 2027s",
  text: `Coach Basset,

I know you're still looking for 2027 arms. The one I want you to see first is Tatiana Escobedo (#2 below), but all four of these seniors are uncommitted and would help you:

1. Camila Ybarra - C - 2027 - 5'6" - Flour Bluff Pointe HS, Corpus Christi TX - 3.4 GPA - pop 1.92 - https://www.youtube.com/watch?v=Cy1bN5tKw7e
2. Tatiana Escobedo - RHP - 2027 - 5'10" - Calallen Ridge HS, Corpus Christi TX - 3.8 GPA - 63 mph, rise/curve - tatianaescobedo.rhp@gmail.com - 361-555-0173 - https://www.youtube.com/watch?v=Tv6kR3pMx9a
3. Reese Kolb - SS - 2027 - 5'5" - Portland Gregory Bay HS, Portland TX - 3.9 GPA - https://www.youtube.com/watch?v=Rk2qW8nTz5b
4. Emma Pacheco - CF - 2027 - 5'7" - Robstown Heights HS, Robstown TX - 3.2 GPA - slapper, 2.68 to first

All four play for me on Coastal Bend Heat 18U Gold - Zamora. We're at the Houston Winter Classic Dec 5-7.

Veronica Zamora
Head Coach, Coastal Bend Heat 18U Gold - Zamora
361-555-0170`,
};

const heartwoodHtml = `<div style="font-family:Arial,Helvetica,sans-serif;font-size:13px">
<p>Coach Ekwueme,</p>
<p>Below are the six 2027s on our Heartwood VBC 18 Elite roster who are still uncommitted. Every one of them can play at your level. Video links are in the last column.</p>
<table border="1" cellpadding="4" cellspacing="0" style="border-collapse:collapse;font-size:12px">
<thead><tr style="background:#5a3e1b;color:#fff"><th>#</th><th>Name</th><th>Pos</th><th>Ht</th><th>High School</th><th>City</th><th>GPA</th><th>Email</th><th>Video</th></tr></thead>
<tbody>
<tr><td>1</td><td>Avani Deshmukh</td><td>S</td><td>5'10"</td><td>Carmel Meadowlark HS</td><td>Carmel, IN</td><td>4.0</td><td>avanideshmukh27@gmail.com</td><td><a href="https://www.hudl.com/video/3/21160001/6740a1b2e4b0c3d4e5f60718">Hudl</a></td></tr>
<tr><td>4</td><td>Josephine Kraus</td><td>OH</td><td>6'0"</td><td>Noblesville Eastgate HS</td><td>Noblesville, IN</td><td>3.6</td><td>jokraus27@gmail.com</td><td><a href="https://www.hudl.com/video/3/21160002/6740a1c3e4b0c3d4e5f60829">Hudl</a></td></tr>
<tr><td>7</td><td>Mariah Stubbs</td><td>MB</td><td>6'2"</td><td>Anderson Pike HS</td><td>Anderson, IN</td><td>3.3</td><td>mariahstubbs7@gmail.com</td><td><a href="https://www.hudl.com/video/3/21160003/6740a1d4e4b0c3d4e5f6093a">Hudl</a></td></tr>
<tr><td>9</td><td>Lauren Okeke</td><td>RS</td><td>6'1"</td><td>Westfield Grand Park HS</td><td>Westfield, IN</td><td>3.8</td><td>laurenokeke.rs@gmail.com</td><td><a href="https://www.hudl.com/video/3/21160004/6740a1e5e4b0c3d4e5f60a4b">Hudl</a></td></tr>
<tr><td>12</td><td>Bailey Vannatta</td><td>L</td><td>5'5"</td><td>Fishers Geist Lake HS</td><td>Fishers, IN</td><td>3.95</td><td>baileyvannatta@gmail.com</td><td><a href="https://www.hudl.com/video/3/21160005/6740a1f6e4b0c3d4e5f60b5c">Hudl</a></td></tr>
<tr><td>15</td><td>Kenya Batts-Lomax</td><td>OH</td><td>5'11"</td><td>Lawrence Northfield HS</td><td>Indianapolis, IN</td><td>3.5</td><td>kenyabattslomax@gmail.com</td><td><a href="https://www.hudl.com/video/3/21160006/6740a207e4b0c3d4e5f60c6d">Hudl</a></td></tr>
</tbody></table>
<p>Thanks,<br>Colleen Vandermolen<br>Director, Heartwood VBC<br>317-555-0193</p>
</div>`;

const heartwood: Original = {
  from: "Colleen Vandermolen <colleen@heartwoodvbc.org>",
  to: "gekwueme@wyndhamfalls.edu",
  date: "2026-11-30 11:15:00 -05:00",
  subject: "Heartwood VBC 18 Elite - six uncommitted 2027s",
  text: `Coach Ekwueme,

Below are the six 2027s on our Heartwood VBC 18 Elite roster who are still uncommitted. Every one of them can play at your level. Video links are in the last column.

#   Name                 Pos  Ht    High School               City              GPA   Email
1   Avani Deshmukh       S    5'10" Carmel Meadowlark HS      Carmel, IN        4.0   avanideshmukh27@gmail.com
4   Josephine Kraus      OH   6'0"  Noblesville Eastgate HS   Noblesville, IN   3.6   jokraus27@gmail.com
7   Mariah Stubbs        MB   6'2"  Anderson Pike HS          Anderson, IN      3.3   mariahstubbs7@gmail.com
9   Lauren Okeke         RS   6'1"  Westfield Grand Park HS   Westfield, IN     3.8   laurenokeke.rs@gmail.com
12  Bailey Vannatta      L    5'5"  Fishers Geist Lake HS     Fishers, IN       3.95  baileyvannatta@gmail.com
15  Kenya Batts-Lomax  OH   5'11" Lawrence Northfield HS    Indianapolis, IN  3.5   kenyabattslomax@gmail.com

Video:
Avani Deshmukh: https://www.hudl.com/video/3/21160001/6740a1b2e4b0c3d4e5f60718
Josephine Kraus: https://www.hudl.com/video/3/21160002/6740a1c3e4b0c3d4e5f60829
Mariah Stubbs: https://www.hudl.com/video/3/21160003/6740a1d4e4b0c3d4e5f6093a
Lauren Okeke: https://www.hudl.com/video/3/21160004/6740a1e5e4b0c3d4e5f60a4b
Bailey Vannatta: https://www.hudl.com/video/3/21160005/6740a1f6e4b0c3d4e5f60b5c
Kenya Batts-Lomax: https://www.hudl.com/video/3/21160006/6740a207e4b0c3d4e5f60c6d

Thanks,
Colleen Vandermolen
Director, Heartwood VBC
317-555-0193`,
  html: heartwoodHtml,
};

const heartwoodShowcase: Original = {
  from: "Colleen Vandermolen <colleen@heartwoodvbc.org>",
  to: "gekwueme@wyndhamfalls.edu",
  date: "2027-01-20 13:00:00 -05:00",
  subject: "College coaches: Heartwood Winter Showcase, Feb 6 - free admission + roster book",
  text: `Coach,

You're invited to the Heartwood VBC Winter Showcase on Saturday, February 6, at the Grand Park Events Center in Westfield, Indiana. College coaches get free admission, lunch and a digital roster book with every athlete's contact info and video.

Teams attending: Heartwood 18 Elite, 17 Premier, 16 Elite and 15 Elite. Our 18 Elite players attending include Avani Deshmukh, Josephine Kraus, Lauren Okeke and Bailey Vannatta; Kenya Batts-Lomax is out with a sprained ankle.

Register at heartwoodvbc.org/showcase by January 30 so we can print your credential.

Colleen Vandermolen
Director, Heartwood VBC
317-555-0193`,
};

const ozarkHtml = `<p>Coach Basset,</p>
<p>Three of my Ozark Mountain Lightning 16U players are coming to your Harrowgate prospect camp on January 16. All 2029s:</p>
<table border="1" cellspacing="0" cellpadding="5">
<tr><th>Player</th><th>Pos</th><th>Ht</th><th>School</th><th>GPA</th><th>Video</th></tr>
<tr><td>Addie Whitlow</td><td>2B</td><td>5'4"</td><td>Rogers Heritage Point HS (Rogers, AR)</td><td>3.7</td><td><a href="https://youtu.be/Aw3nT8kQr1m">clip</a></td></tr>
<tr style="background:#fff3b0"><td><b>Presley Lockridge &#11088;</b></td><td>P / 1B</td><td>5'11"</td><td>Bentonville Crystal Bridges HS (Bentonville, AR)</td><td>3.9</td><td><a href="https://youtu.be/Pl9kW2mTx7v">clip</a></td></tr>
<tr><td>Grace Huitt</td><td>C</td><td>5'6"</td><td>Springdale Har-Ber Pines HS (Springdale, AR)</td><td>3.5</td><td><a href="https://youtu.be/Gh5rQ1nWp3z">clip</a></td></tr>
</table>
<p><b>Presley is the one you need to see.</b> 5'11" righty with a heavy drop, and she hits in the middle of our lineup when she isn't pitching. Her email is presleylockridge29@gmail.com.</p>
<p>Coach Brandy Tolliver<br>Ozark Mountain Lightning Fastpitch<br>479-555-0106</p>`;

const ozark: Original = {
  from: "Brandy Tolliver <btolliver@ozarklightningfp.com>",
  to: "cbasset@harrowgatestate.edu",
  date: "2026-12-09 20:10:00 -06:00",
  subject: "3 Ozark Lightning 2029s at your January camp",
  text: "",
  html: ozarkHtml,
};

const albanese: Original = {
  from: "Vince Albanese <valbanese@bishopharlan.org>",
  to: '"Tisdale, Heather" <htisdale@ketteringridge.edu>',
  date: "2026-11-18 15:45:00 -05:00",
  subject: "Senior OH Lainey Dorsett - Bishop Harlan Catholic",
  text: `Coach Tisdale,

I've been the head varsity coach at Bishop Harlan Catholic High School in Springfield, Ohio for eleven seasons, and Lainey Dorsett is one of the best kids I've had. She's a 2027 outside hitter, 5'11", a four-year starter and our captain this year. She led the conference with 386 kills and was first-team all-district.

Lainey plays club for Buckeye Crossfire 18 Navy. She has a 3.85 GPA and wants to study education.

Her email is laineydorsett27@gmail.com and her film is here: https://www.hudl.com/video/3/21118442/673c55e0e4b0d1f7a9c2e806

Feel free to call me at school (937-555-0124) or on my cell (937-555-0125).

Vince Albanese
Head Volleyball Coach
Bishop Harlan Catholic High School`,
};

const albaneseCamp: Original = {
  from: "Vince Albanese <valbanese@bishopharlan.org>",
  to: '"Tisdale, Heather" <htisdale@ketteringridge.edu>',
  date: "2027-02-10 12:20:00 -05:00",
  subject: "Team camp dates for summer 2027?",
  text: `Coach Tisdale,

Do you have your summer 2027 team camp dates set yet? We'd like to bring our varsity and JV (about 22 girls) again this year. Last year's format with the two-day pool play worked great for us. Also, is there a discount for bringing two teams?

Thanks,
Vince Albanese
Head Volleyball Coach
Bishop Harlan Catholic High School
937-555-0124`,
};

const whitby: Original = {
  from: "Coach Darnell Whitby <dwhitby@eastovercentral.k12.nc.us>",
  to: "tmayfield@lindenhill.edu",
  date: "2026-11-28 13:40:00 -05:00",
  subject: "Two Eastover Central seniors for Linden Hill",
  text: `Coach Mayfield,

I coach the girls at Eastover Central High School in Fayetteville, NC, and I have two seniors I believe can play for you next year.

Asia Brantley, 2027, shooting guard, 5'9". She averaged 19.4 points and shot 41% from three this season. 3.3 GPA. Film: https://www.hudl.com/video/3/21170088/6748c2d1e4b0a5b6c7d8e919. Her email is asiabrantley3@gmail.com.

Morgan Keel, 2027, center, 6'3". 12 rebounds and 4 blocks a game, soft hands around the rim. 3.6 GPA. Film: https://www.hudl.com/video/3/21170089/6748c2e2e4b0a5b6c7d8ea2a.

Both play AAU for Sandhills Lady Ballers 17U. Call me any time at 910-555-0161.

Darnell Whitby
Head Coach, Girls Basketball
Eastover Central High School`,
};

const bolling: Original = {
  from: "Terri Bolling <tbolling@walkerridge.k12.al.us>",
  to: '"Basset, Corinne" <cbasset@harrowgatestate.edu>',
  date: "2026-10-12 16:55:00 -05:00",
  subject: "2B Maci Grissom – Walker Ridge HS – Class of 2027",
  text: `Coach Basset,

I’m the head softball coach at Walker Ridge High School in Jasper, Alabama. I’d like to recommend my senior second baseman, Maci Grissom. Maci is 5’4”, hit .438 for us last spring, and hasn’t made an error at second in two seasons. She’s a 3.8 student and our team captain.

Summers she plays for Magic City Fastpitch 18U – Dawson.

Maci’s video: https://www.youtube.com/watch?v=Mg8pL4tRw2n
Maci’s email: macigrissom27@gmail.com

You can reach me at 205-555-0182.

Terri Bolling
Head Softball Coach, Walker Ridge High School`,
};

const coraOwn: Original = {
  from: "Cora Blevins <corablevins.rs@gmail.com>",
  to: "Deb Sandoval <deb@rmrampagevbc.com>",
  date: "2026-11-01 19:30:00 -06:00",
  subject: "my recruiting info",
  text: `Hi Deb,

Here's my info for the coaches you mentioned:

Cora Blevins - 2028 - Right Side/Opposite
6'0"
Rocky Mountain Rampage 17 Black
Castle Rock Meadows High School, Castle Rock, CO
GPA 3.45
corablevins.rs@gmail.com / 720-555-0164
https://www.youtube.com/watch?v=Cb5wN1kTr8q

Thanks so much!!
Cora`,
};

const sandoval: Original = {
  from: "Deb Sandoval <deb@rmrampagevbc.com>",
  to: "sachterberg@pellston.edu",
  date: "2026-11-02 08:10:00 -06:00",
  subject: "FW: my recruiting info",
  text: `Simone,

Cora is a left-handed opposite who blocks like a middle. Her info is below. She's visiting Michigan over spring break and would love to stop at Pellston.

Deb Sandoval
Director, Rocky Mountain Rampage VBC
720-555-0160

${forwardedBlock("outlook-live", coraOwn).text}`,
};

const ansleyOwn: Original = {
  from: "Ansley Tate <ansleytate.of@gmail.com>",
  to: "Coach Petrakis <rpetrakis@wakeridge.k12.nc.us>",
  date: "2026-10-20 21:00:00 -04:00",
  subject: "info for colleges",
  text: `Coach P,

Here is my stuff for the colleges like you asked:

Ansley Tate, Class of 2028, outfield (mostly LF)
5'6"
Triangle Vipers 16U Gold
GPA 3.9
Cell 919-555-0175
Video https://youtu.be/At4mK9pWq2s

Thank you!`,
};

const petrakis: Original = {
  from: "Ron Petrakis <rpetrakis@wakeridge.k12.nc.us>",
  to: "lvillalobos@redmesa.edu",
  date: "2026-10-21 10:35:00 -04:00",
  subject: "FW: info for colleges - Ansley Tate",
  text: `Coach Villalobos,

Forwarding info from my junior left fielder at Apex Wake Ridge High School in Apex, NC. Best first step I've coached, and she has never missed a practice. I'm glad to talk about her any time: 919-555-0176.

Ron Petrakis
Head Softball Coach
Apex Wake Ridge High School

${forwardedBlock("outlook-2019", ansleyOwn).text}`,
};

const mccready: Original = {
  from: "Ian McCready <imccready@lakeshoreunitedsc.org>",
  to: "mszabo@calderbay.edu",
  date: "2026-12-08 18:00:00 -06:00",
  subject: "Lakeshore United 09G Academy - 5 players for your 2028 class",
  text: `Coach Szabo,

Our Lakeshore United SC 09G Academy team is at the Florida Winter Showcase Dec 27-30 (fields 14-16 most games). These five 2028s are worth your time:

- Hadley Birch, 2028, center midfielder, 5'5", Mequon Cedar Bluff HS (Mequon, WI), 3.9 GPA, hadleybirch09@gmail.com, https://www.youtube.com/watch?v=Hb2rT6kWn3m
- Sienna Caruso, 2028, forward, 5'7", Whitefish Bay Lakefront HS (Whitefish Bay, WI), 3.6 GPA, https://www.youtube.com/watch?v=Sc9mP4qXz1d
- Olivia Brandstetter, 2028, outside back, 5'6", Brookfield Elmbrook Ridge HS (Brookfield, WI), 4.0 GPA
- Naomi Oyebanji, 2028, goalkeeper, 5'10", Milwaukee Lakeview Prep (Milwaukee, WI), 3.7 GPA, https://vimeo.com/917004412
- Tessa Kuehl, 2028, center back, 5'8", Cedarburg Ozaukee Hills HS (Cedarburg, WI), 3.5 GPA

Schedules with field numbers go out the week before the event.

Ian McCready
Director of Coaching, Lakeshore United SC
414-555-0151`,
};

const ekwuemeAsk: Original = {
  from: "Grant Ekwueme <gekwueme@wyndhamfalls.edu>",
  to: "Trina Beckwith <trina@appalachianpowervbc.org>",
  date: "2026-12-01 09:00:00 -05:00",
  subject: "2028 setters?",
  text: `Trina,

We are still looking for a 2028 setter. Anyone on your 17s we should know about?

${EKWUEME.signature}`,
};

const beckwith: Original = {
  from: "Trina Beckwith <trina@appalachianpowervbc.org>",
  to: "Grant Ekwueme <gekwueme@wyndhamfalls.edu>",
  date: "2026-12-01 21:30:00 -05:00",
  subject: "Re: 2028 setters?",
  text: compose(
    `Grant,

Three you should look at, all 2028s and all uncommitted:

Hallie Prescott - Appalachian Power 17 Elite - 5'10" - Morgantown Cheat Lake HS (Morgantown, WV) - 3.9 - the most polished of the three, great tempo to the pins. halliesets28@gmail.com - https://www.hudl.com/video/3/21175510/674c0f88e4b0b1c2d3e4f506

Riley Amsel - Appalachian Power 17 Royal - 5'8" - Fairmont Tygart HS (Fairmont, WV) - 3.5 - athletic, still learning the 5-1.

Joanna Ferrell - Appalachian Power 17 Elite - 5'11" - Bridgeport Simpson Creek HS (Bridgeport, WV) - 4.0 - very smart, a year behind physically.

Trina Beckwith
Appalachian Power VBC
304-555-0178`,
    quotedReply("gmail", ekwuemeAsk),
    "gmail",
  ).text,
};

const harborHawks: Original = {
  from: "Pat Donnelly <pdonnelly@harborhawkslax.com>",
  to: '"Quarles, Hollis" <hquarles@brantwood.edu>',
  date: "2026-10-24 17:10:00 -04:00",
  subject: "2027 defender Juliet Nnadi - Harbor Hawks",
  text: `Hollis,

I wanted to get Juliet Nnadi in front of you before your fall evaluations wrap up. She's a 2027 defender, 5'9", the fastest player on our Harbor Hawks 2027 Elite team, and she plays for Ridgely Prep in Towson, MD. 3.5 GPA.

Caused 31 turnovers in her junior HS season and she can carry the ball through the midfield.

Video: https://www.youtube.com/watch?v=Jo7kB3nRw1t
Juliet: julietnnadi.lax@gmail.com

Pat Donnelly
Harbor Hawks Lacrosse Club
410-555-0185`,
};

const riverCity: Original = {
  from: "Coach Marisa Fenwick <mfenwick@rivercitywp.org>",
  to: "dvarga@aldercreek.edu",
  date: "2026-11-02 20:30:00 -08:00",
  subject: "2027 goalie Claire Dubose (and attacker Hana Moriyama)",
  text: `Dmitri,

Two River City 18U seniors (both 2027s) for your list:

Hana Moriyama is an attacker / utility, 5'8", from Davis Aggie Ridge HS in Davis. 3.9 GPA. Fast on the counter, 64 goals this fall. https://www.youtube.com/watch?v=Hm6tR2wKp9x

But the one I really want you to see is Claire Dubose, our goalie. 5'11", long arms, reads shooters better than any keeper I've coached. She plays for Sacramento Capitol Oaks HS in Sacramento and has a 3.7 GPA. Claire's email: clairedubose.goalie@gmail.com, cell 916-555-0115. Film: https://www.youtube.com/watch?v=Cd2wK8tPn5r

Both are on our River City Water Polo 18U Gold team.

Marisa Fenwick
River City Water Polo Club
916-555-0111`,
};

const greaves: Original = {
  from: "Lamar Greaves <lgreaves@mandarinbluff.duvalschools.org>",
  to: "rzielinski@ferrispoint.edu",
  date: "2026-12-11 16:20:00 -05:00",
  subject: "Sprinter Ta'Nya Rollins - 2028 - 11.89 / 24.30",
  text: `Coach Zielinski,

I'm the sprints coach at Mandarin Bluff High School in Jacksonville, Florida. I'd like to introduce Ta'Nya Rollins, a 2028 sprinter who ran 11.89 in the 100m and 24.30 in the 200m as a sophomore and anchored our 4x100 to the state final.

Ta'Nya is 5'5" with a 3.4 GPA. She's coachable and gets better every meet.

State final 200m: https://www.youtube.com/watch?v=Tr3nW7kPx2m
Her email: tanyarollins28@gmail.com

Lamar Greaves
Sprints Coach, Mandarin Bluff HS
904-555-0135`,
};

const falcao: Original = {
  from: "Rodrigo Falcão <rodrigo.falcao@voleicampinasnorte.com.br>",
  to: "sachterberg@pellston.edu",
  date: "2026-11-12 11:00:00 -03:00",
  subject: "Indicação: Larissa Menezes, central, 1,87 m (formatura 2027)",
  text: `Prezada treinadora Achterberg,

Sou Rodrigo Falcão, técnico do Vôlei Campinas Norte Sub-19, em Campinas (SP). Gostaria de indicar a central Larissa Menezes para o seu programa.

Larissa tem 1,87 m, é muito rápida no ataque de tempo e bloqueia bem. Termina o ensino médio no Colégio Vila Brandina em dezembro de 2027. Fala inglês bem e já fez o Duolingo English Test.

Vídeo: https://www.youtube.com/watch?v=Lm4pX8rTk2w
E-mail da Larissa: larissa.menezes.vb@gmail.com
WhatsApp da Larissa: +55 19 98555-0162

Atenciosamente,
Rodrigo Falcão
Técnico Sub-19 - Vôlei Campinas Norte
+55 19 3555-0160`,
};

const heartwoodAthletes = [
  athlete({
    first_name: "Avani",
    last_name: "Deshmukh",
    grad_year: 2027,
    positions: ["S"],
    height_inches: 70,
    club_team: "Heartwood VBC 18 Elite",
    high_school: "Carmel Meadowlark HS",
    city: "Carmel",
    state: "IN",
    gpa: 4.0,
    email: "avanideshmukh27@gmail.com",
    video_urls: ["https://www.hudl.com/video/3/21160001/6740a1b2e4b0c3d4e5f60718"],
  }),
  athlete({
    first_name: "Josephine",
    last_name: "Kraus",
    grad_year: 2027,
    positions: ["OH"],
    height_inches: 72,
    club_team: "Heartwood VBC 18 Elite",
    high_school: "Noblesville Eastgate HS",
    city: "Noblesville",
    state: "IN",
    gpa: 3.6,
    email: "jokraus27@gmail.com",
    video_urls: ["https://www.hudl.com/video/3/21160002/6740a1c3e4b0c3d4e5f60829"],
  }),
  athlete({
    first_name: "Mariah",
    last_name: "Stubbs",
    grad_year: 2027,
    positions: ["MB"],
    height_inches: 74,
    club_team: "Heartwood VBC 18 Elite",
    high_school: "Anderson Pike HS",
    city: "Anderson",
    state: "IN",
    gpa: 3.3,
    email: "mariahstubbs7@gmail.com",
    video_urls: ["https://www.hudl.com/video/3/21160003/6740a1d4e4b0c3d4e5f6093a"],
  }),
  athlete({
    first_name: "Lauren",
    last_name: "Okeke",
    grad_year: 2027,
    positions: ["RS/OPP"],
    height_inches: 73,
    club_team: "Heartwood VBC 18 Elite",
    high_school: "Westfield Grand Park HS",
    city: "Westfield",
    state: "IN",
    gpa: 3.8,
    email: "laurenokeke.rs@gmail.com",
    video_urls: ["https://www.hudl.com/video/3/21160004/6740a1e5e4b0c3d4e5f60a4b"],
  }),
  athlete({
    first_name: "Bailey",
    last_name: "Vannatta",
    grad_year: 2027,
    positions: ["L/DS"],
    height_inches: 65,
    club_team: "Heartwood VBC 18 Elite",
    high_school: "Fishers Geist Lake HS",
    city: "Fishers",
    state: "IN",
    gpa: 3.95,
    email: "baileyvannatta@gmail.com",
    video_urls: ["https://www.hudl.com/video/3/21160005/6740a1f6e4b0c3d4e5f60b5c"],
  }),
  athlete({
    first_name: "Kenya",
    last_name: "Batts-Lomax",
    grad_year: 2027,
    positions: ["OH"],
    height_inches: 71,
    club_team: "Heartwood VBC 18 Elite",
    high_school: "Lawrence Northfield HS",
    city: "Indianapolis",
    state: "IN",
    gpa: 3.5,
    email: "kenyabattslomax@gmail.com",
    video_urls: ["https://www.hudl.com/video/3/21160006/6740a207e4b0c3d4e5f60c6d"],
  }),
];

const lakeshoreClub = "Lakeshore United SC 09G Academy";

const CLUB_AND_HIGH_SCHOOL_COACHES: CorpusEntry[] = [
  {
    name: "ho-ath-club-director-one-oh-apple-mac",
    family: "ho-ath-club-dwayne-corbitt",
    tags: ["fwd:apple-mac", "lang:en", "trap:club-coach-contact", "tournaments"],
    label: recruiting("club_coach", {
      first_name: "Emmalyn",
      last_name: "Sizemore",
      grad_year: 2028,
      positions: ["OH"],
      height_inches: 72,
      club_team: "Cumberland Gap VBC 17 Elite",
      high_school: "Middlesboro Pinnacle High School",
      city: "Middlesboro",
      state: "KY",
      gpa: 3.6,
      email: "emmalynsizemore28@gmail.com",
      video_urls: ["https://www.hudl.com/video/3/21149023/673e9a11e4b0c4f2d8a1b377"],
    }),
    message: forward({ style: "apple-mac", coach: ACHTERBERG, date: "2026-11-23 17:30:00 -05:00", note: "Dwayne's OH. He's reliable.", original: corbitt }),
  },
  {
    name: "ho-ath-nonrec-club-director-holiday-auto-reply",
    family: "ho-ath-club-dwayne-corbitt",
    tags: ["not-a-forward", "auto-forward-rule", "lang:en", "category:auto-reply", "trap:prospect-named"],
    label: notRecruiting("club_coach"),
    message: direct(corbittAway, ACHTERBERG, "outlook", { headers: [["Auto-Submitted", "auto-replied"]] }),
  },
  {
    name: "ho-ath-club-director-two-2029s-paragraphs-outlook-new-nobar",
    family: "ho-ath-club-alana-kincaid",
    tags: ["fwd:outlook-new-nobar", "lang:en", "several-athletes", "trap:club-coach-contact", "trap:teammate"],
    label: several("club_coach", [
      athlete({
        first_name: "Tegan",
        last_name: "Mosley",
        grad_year: 2029,
        positions: ["S"],
        height_inches: 69,
        club_team: "Riverbend VBC 16 Red",
        high_school: "Evansville North Ridge HS",
        city: "Evansville",
        state: "IN",
        gpa: 3.9,
        email: "teganmosley29@gmail.com",
        video_urls: ["https://www.youtube.com/watch?v=Tm2wS9kPq4r"],
      }),
      athlete({
        first_name: "Noor",
        last_name: "Khatib",
        grad_year: 2029,
        positions: ["MB"],
        height_inches: 73,
        club_team: "Riverbend VBC 16 Red",
        high_school: "Newburgh Castle Creek HS",
        city: "Newburgh",
        state: "IN",
        gpa: 4.0,
        video_urls: ["https://www.youtube.com/watch?v=Nh7rD4mZk2x"],
      }),
    ]),
    message: forward({ style: "outlook-new-nobar", coach: TISDALE, date: "2026-11-08 08:20:00 -05:00", original: kincaid }),
  },
  {
    name: "ho-ath-nonrec-club-newsletter-commitments-bulk",
    family: "ho-ath-club-alana-kincaid",
    tags: ["not-a-forward", "auto-forward-rule", "lang:en", "bulk", "category:newsletter", "trap:many-athletes-named"],
    label: notRecruiting("club_coach"),
    message: direct(kincaidNews, TISDALE, "bulk", { headers: [["Precedence", "bulk"], ["List-Unsubscribe", "<https://riverbendvbc.com/unsubscribe?u=hl2291>"]] }),
  },
  {
    name: "ho-ath-club-coach-four-seniors-main-second-gmail",
    family: "ho-ath-club-veronica-zamora",
    tags: ["fwd:gmail", "lang:en", "several-athletes", "main-athlete-not-first", "trap:club-coach-contact", "trap:club-name-with-age"],
    label: several(
      "club_coach",
      [
        athlete({
          first_name: "Camila",
          last_name: "Ybarra",
          grad_year: 2027,
          positions: ["C"],
          height_inches: 66,
          club_team: "Coastal Bend Heat 18U Gold - Zamora",
          high_school: "Flour Bluff Pointe HS",
          city: "Corpus Christi",
          state: "TX",
          gpa: 3.4,
          video_urls: ["https://www.youtube.com/watch?v=Cy1bN5tKw7e"],
        }),
        athlete({
          first_name: "Tatiana",
          last_name: "Escobedo",
          grad_year: 2027,
          positions: ["P"],
          height_inches: 70,
          club_team: "Coastal Bend Heat 18U Gold - Zamora",
          high_school: "Calallen Ridge HS",
          city: "Corpus Christi",
          state: "TX",
          gpa: 3.8,
          email: "tatianaescobedo.rhp@gmail.com",
          phone: "+13615550173",
          video_urls: ["https://www.youtube.com/watch?v=Tv6kR3pMx9a"],
        }),
        athlete({
          first_name: "Reese",
          last_name: "Kolb",
          grad_year: 2027,
          positions: ["SS"],
          height_inches: 65,
          club_team: "Coastal Bend Heat 18U Gold - Zamora",
          high_school: "Portland Gregory Bay HS",
          city: "Portland",
          state: "TX",
          gpa: 3.9,
          video_urls: ["https://www.youtube.com/watch?v=Rk2qW8nTz5b"],
        }),
        athlete({
          first_name: "Emma",
          last_name: "Pacheco",
          grad_year: 2027,
          positions: ["OF"],
          height_inches: 67,
          club_team: "Coastal Bend Heat 18U Gold - Zamora",
          high_school: "Robstown Heights HS",
          city: "Robstown",
          state: "TX",
          gpa: 3.2,
        }),
      ],
      1,
    ),
    message: forward({ style: "gmail", coach: BASSET, date: "2026-10-27 07:15:00 -05:00", note: "Veronica's 27s. Escobedo first.", original: coastalBend }),
  },
  {
    name: "ho-ath-club-director-six-2027s-table-multipart-outlook-live",
    family: "ho-ath-club-colleen-vandermolen",
    tags: ["fwd:outlook-live", "lang:en", "several-athletes", "html-table", "text-table", "trap:club-coach-contact", "video:link-text-differs"],
    label: several("club_coach", heartwoodAthletes),
    message: forward({ style: "outlook-live", coach: EKWUEME, date: "2026-11-30 13:40:00 -05:00", note: "Heartwood's 2027s, see Deshmukh (setter).", original: heartwood }),
  },
  {
    name: "ho-ath-nonrec-club-showcase-invitation-names-players",
    family: "ho-ath-club-colleen-vandermolen",
    tags: ["not-a-forward", "auto-forward-rule", "lang:en", "category:event", "trap:many-athletes-named"],
    label: notRecruiting("club_coach"),
    message: direct(heartwoodShowcase, EKWUEME, "gmail"),
  },
  {
    name: "ho-ath-club-coach-three-2029s-table-starred-middle-html-only",
    family: "ho-ath-club-brandy-tolliver",
    tags: ["fwd:outlook-new", "lang:en", "html-only", "html-table", "several-athletes", "main-athlete-not-first", "emoji", "video:link-text-differs"],
    label: several(
      "club_coach",
      [
        athlete({
          first_name: "Addie",
          last_name: "Whitlow",
          grad_year: 2029,
          positions: ["2B"],
          height_inches: 64,
          club_team: "Ozark Mountain Lightning 16U",
          high_school: "Rogers Heritage Point HS",
          city: "Rogers",
          state: "AR",
          gpa: 3.7,
          video_urls: ["https://youtu.be/Aw3nT8kQr1m"],
        }),
        athlete({
          first_name: "Presley",
          last_name: "Lockridge",
          grad_year: 2029,
          positions: ["P", "1B"],
          height_inches: 71,
          club_team: "Ozark Mountain Lightning 16U",
          high_school: "Bentonville Crystal Bridges HS",
          city: "Bentonville",
          state: "AR",
          gpa: 3.9,
          email: "presleylockridge29@gmail.com",
          video_urls: ["https://youtu.be/Pl9kW2mTx7v"],
        }),
        athlete({
          first_name: "Grace",
          last_name: "Huitt",
          grad_year: 2029,
          positions: ["C"],
          height_inches: 66,
          club_team: "Ozark Mountain Lightning 16U",
          high_school: "Springdale Har-Ber Pines HS",
          city: "Springdale",
          state: "AR",
          gpa: 3.5,
          video_urls: ["https://youtu.be/Gh5rQ1nWp3z"],
        }),
      ],
      1,
    ),
    message: forward({ style: "outlook-new", coach: BASSET, date: "2026-12-10 07:05:00 -05:00", parts: "html", original: ozark }),
  },
  {
    name: "ho-ath-hs-coach-senior-oh-two-coach-phones-outlook-2019",
    family: "ho-ath-hs-coach-vince-albanese",
    tags: ["fwd:outlook-2019", "lang:en", "trap:hs-coach-contact", "trap:coach-phone-same-area-code"],
    label: recruiting("high_school_coach", {
      first_name: "Lainey",
      last_name: "Dorsett",
      grad_year: 2027,
      positions: ["OH"],
      height_inches: 71,
      club_team: "Buckeye Crossfire 18 Navy",
      high_school: "Bishop Harlan Catholic High School",
      city: "Springfield",
      state: "OH",
      gpa: 3.85,
      email: "laineydorsett27@gmail.com",
      video_urls: ["https://www.hudl.com/video/3/21118442/673c55e0e4b0d1f7a9c2e806"],
    }),
    message: forward({ style: "outlook-2019", coach: TISDALE, date: "2026-11-19 07:50:00 -05:00", original: albanese }),
  },
  {
    name: "ho-ath-nonrec-hs-coach-asks-team-camp-dates",
    family: "ho-ath-hs-coach-vince-albanese",
    tags: ["not-a-forward", "redirect-rule", "lang:en", "category:camp-question"],
    label: notRecruiting("high_school_coach"),
    message: direct(albaneseCamp, TISDALE, "outlook", {}, "outlook-redirect"),
  },
  {
    name: "ho-ath-hs-coach-two-basketball-seniors-gmail",
    family: "ho-ath-hs-coach-darnell-whitby",
    tags: ["fwd:gmail", "lang:en", "sport:basketball", "several-athletes", "trap:hs-coach-contact"],
    label: several("high_school_coach", [
      athlete({
        first_name: "Asia",
        last_name: "Brantley",
        grad_year: 2027,
        positions: ["shooting guard"],
        height_inches: 69,
        club_team: "Sandhills Lady Ballers 17U",
        high_school: "Eastover Central High School",
        city: "Fayetteville",
        state: "NC",
        gpa: 3.3,
        email: "asiabrantley3@gmail.com",
        video_urls: ["https://www.hudl.com/video/3/21170088/6748c2d1e4b0a5b6c7d8e919"],
      }),
      athlete({
        first_name: "Morgan",
        last_name: "Keel",
        grad_year: 2027,
        positions: ["center"],
        height_inches: 75,
        club_team: "Sandhills Lady Ballers 17U",
        high_school: "Eastover Central High School",
        city: "Fayetteville",
        state: "NC",
        gpa: 3.6,
        video_urls: ["https://www.hudl.com/video/3/21170089/6748c2e2e4b0a5b6c7d8ea2a"],
      }),
    ]),
    message: forward({ style: "gmail", coach: MAYFIELD, date: "2026-11-29 08:45:00 -05:00", original: whitby }),
  },
  {
    name: "ho-ath-hs-coach-softball-2b-windows-1252-outlook-live",
    family: "ho-ath-hs-coach-terri-bolling",
    tags: ["fwd:outlook-live", "lang:en", "charset:windows-1252", "quoted-printable", "trap:curly-quote-height", "trap:hs-coach-contact", "trap:batting-average"],
    label: recruiting("high_school_coach", {
      first_name: "Maci",
      last_name: "Grissom",
      grad_year: 2027,
      positions: ["2B"],
      height_inches: 64,
      club_team: "Magic City Fastpitch 18U – Dawson",
      high_school: "Walker Ridge High School",
      city: "Jasper",
      state: "AL",
      gpa: 3.8,
      email: "macigrissom27@gmail.com",
      video_urls: ["https://www.youtube.com/watch?v=Mg8pL4tRw2n"],
    }),
    message: forward({ style: "outlook-live", coach: BASSET, date: "2026-10-13 07:40:00 -05:00", charset: "windows-1252", original: bolling }),
  },
  {
    name: "ho-ath-club-director-forwards-athlete-info-nested-gmail",
    family: "ho-ath-club-deb-sandoval",
    tags: ["fwd:gmail", "fwd:outlook-live", "nested", "lang:en", "role:external-forwarder", "trap:club-coach-contact"],
    label: recruiting("club_coach", {
      first_name: "Cora",
      last_name: "Blevins",
      grad_year: 2028,
      positions: ["RS/OPP"],
      height_inches: 72,
      club_team: "Rocky Mountain Rampage 17 Black",
      high_school: "Castle Rock Meadows High School",
      city: "Castle Rock",
      state: "CO",
      gpa: 3.45,
      email: "corablevins.rs@gmail.com",
      phone: "+17205550164",
      video_urls: ["https://www.youtube.com/watch?v=Cb5wN1kTr8q"],
    }),
    message: forward({ style: "gmail", coach: ACHTERBERG, date: "2026-11-02 11:00:00 -05:00", original: sandoval }),
  },
  {
    name: "ho-ath-hs-coach-forwards-players-note-nested-gmail",
    family: "ho-ath-hs-coach-ron-petrakis",
    tags: ["fwd:gmail", "fwd:outlook-2019", "nested", "lang:en", "role:external-forwarder", "trap:hs-coach-contact", "trap:coach-phone-same-area-code"],
    label: recruiting("high_school_coach", {
      first_name: "Ansley",
      last_name: "Tate",
      grad_year: 2028,
      positions: ["OF"],
      height_inches: 66,
      club_team: "Triangle Vipers 16U Gold",
      high_school: "Apex Wake Ridge High School",
      city: "Apex",
      state: "NC",
      gpa: 3.9,
      email: "ansleytate.of@gmail.com",
      phone: "+19195550175",
      video_urls: ["https://youtu.be/At4mK9pWq2s"],
    }),
    message: forward({ style: "gmail", coach: VILLALOBOS, date: "2026-10-21 12:00:00 -06:00", note: "LF from Apex NC, HS coach vouches.", original: petrakis }),
  },
  {
    name: "ho-ath-club-director-five-soccer-2028s-list-yahoo",
    family: "ho-ath-club-ian-mccready",
    tags: ["fwd:yahoo", "lang:en", "sport:soccer", "several-athletes", "trap:team-year-not-grad-year", "tournaments", "video:vimeo"],
    label: several("club_coach", [
      athlete({
        first_name: "Hadley",
        last_name: "Birch",
        grad_year: 2028,
        positions: ["center midfielder"],
        height_inches: 65,
        club_team: lakeshoreClub,
        high_school: "Mequon Cedar Bluff HS",
        city: "Mequon",
        state: "WI",
        gpa: 3.9,
        email: "hadleybirch09@gmail.com",
        video_urls: ["https://www.youtube.com/watch?v=Hb2rT6kWn3m"],
      }),
      athlete({
        first_name: "Sienna",
        last_name: "Caruso",
        grad_year: 2028,
        positions: ["forward"],
        height_inches: 67,
        club_team: lakeshoreClub,
        high_school: "Whitefish Bay Lakefront HS",
        city: "Whitefish Bay",
        state: "WI",
        gpa: 3.6,
        video_urls: ["https://www.youtube.com/watch?v=Sc9mP4qXz1d"],
      }),
      athlete({
        first_name: "Olivia",
        last_name: "Brandstetter",
        grad_year: 2028,
        positions: ["outside back"],
        height_inches: 66,
        club_team: lakeshoreClub,
        high_school: "Brookfield Elmbrook Ridge HS",
        city: "Brookfield",
        state: "WI",
        gpa: 4.0,
      }),
      athlete({
        first_name: "Naomi",
        last_name: "Oyebanji",
        grad_year: 2028,
        positions: ["goalkeeper"],
        height_inches: 70,
        club_team: lakeshoreClub,
        high_school: "Milwaukee Lakeview Prep",
        city: "Milwaukee",
        state: "WI",
        gpa: 3.7,
        video_urls: ["https://vimeo.com/917004412"],
      }),
      athlete({
        first_name: "Tessa",
        last_name: "Kuehl",
        grad_year: 2028,
        positions: ["center back"],
        height_inches: 68,
        club_team: lakeshoreClub,
        high_school: "Cedarburg Ozaukee Hills HS",
        city: "Cedarburg",
        state: "WI",
        gpa: 3.5,
      }),
    ]),
    message: forward({ style: "yahoo", coach: SZABO, date: "2026-12-09 09:30:00 -08:00", original: mccready }),
  },
  {
    name: "ho-ath-club-coach-answers-setter-request-three-quoted-outlook-live",
    family: "ho-ath-club-trina-beckwith",
    tags: ["fwd:outlook-live", "lang:en", "reply-history", "several-athletes", "trap:college-coach-signature-in-quote", "trap:club-coach-contact"],
    label: several("club_coach", [
      athlete({
        first_name: "Hallie",
        last_name: "Prescott",
        grad_year: 2028,
        positions: ["S"],
        height_inches: 70,
        club_team: "Appalachian Power 17 Elite",
        high_school: "Morgantown Cheat Lake HS",
        city: "Morgantown",
        state: "WV",
        gpa: 3.9,
        email: "halliesets28@gmail.com",
        video_urls: ["https://www.hudl.com/video/3/21175510/674c0f88e4b0b1c2d3e4f506"],
      }),
      athlete({
        first_name: "Riley",
        last_name: "Amsel",
        grad_year: 2028,
        positions: ["S"],
        height_inches: 68,
        club_team: "Appalachian Power 17 Royal",
        high_school: "Fairmont Tygart HS",
        city: "Fairmont",
        state: "WV",
        gpa: 3.5,
      }),
      athlete({
        first_name: "Joanna",
        last_name: "Ferrell",
        grad_year: 2028,
        positions: ["S"],
        height_inches: 71,
        club_team: "Appalachian Power 17 Elite",
        high_school: "Bridgeport Simpson Creek HS",
        city: "Bridgeport",
        state: "WV",
        gpa: 4.0,
      }),
    ]),
    message: forward({ style: "outlook-live", coach: EKWUEME, date: "2026-12-02 07:30:00 -05:00", note: "Trina's three setters. Prescott is the priority.", original: beckwith }),
  },
  {
    name: "ho-ath-club-coach-lacrosse-defender-outlook-2013",
    family: "ho-ath-club-pat-donnelly",
    tags: ["fwd:outlook-2013", "lang:en", "sport:lacrosse", "trap:club-coach-contact"],
    label: recruiting("club_coach", {
      first_name: "Juliet",
      last_name: "Nnadi",
      grad_year: 2027,
      positions: ["defender"],
      height_inches: 69,
      club_team: "Harbor Hawks 2027 Elite",
      high_school: "Ridgely Prep",
      city: "Towson",
      state: "MD",
      gpa: 3.5,
      email: "julietnnadi.lax@gmail.com",
      video_urls: ["https://www.youtube.com/watch?v=Jo7kB3nRw1t"],
    }),
    message: forward({ style: "outlook-2013", coach: QUARLES, date: "2026-10-25 08:00:00 -04:00", original: harborHawks }),
  },
  {
    name: "ho-ath-club-coach-water-polo-two-main-second-gmail",
    family: "ho-ath-club-marisa-fenwick",
    tags: ["fwd:gmail", "lang:en", "sport:water-polo", "several-athletes", "main-athlete-not-first", "trap:club-coach-contact"],
    label: several(
      "club_coach",
      [
        athlete({
          first_name: "Hana",
          last_name: "Moriyama",
          grad_year: 2027,
          positions: ["attacker", "utility"],
          height_inches: 68,
          club_team: "River City Water Polo 18U Gold",
          high_school: "Davis Aggie Ridge HS",
          city: "Davis",
          gpa: 3.9,
          video_urls: ["https://www.youtube.com/watch?v=Hm6tR2wKp9x"],
        }),
        athlete({
          first_name: "Claire",
          last_name: "Dubose",
          grad_year: 2027,
          positions: ["goalie"],
          height_inches: 71,
          club_team: "River City Water Polo 18U Gold",
          high_school: "Sacramento Capitol Oaks HS",
          city: "Sacramento",
          gpa: 3.7,
          email: "clairedubose.goalie@gmail.com",
          phone: "+19165550115",
          video_urls: ["https://www.youtube.com/watch?v=Cd2wK8tPn5r"],
        }),
      ],
      1,
    ),
    message: forward({ style: "gmail", coach: VARGA, date: "2026-11-03 08:10:00 -08:00", original: riverCity }),
  },
  {
    name: "ho-ath-hs-coach-sprinter-events-apple-ios",
    family: "ho-ath-hs-coach-lamar-greaves",
    tags: ["fwd:apple-ios", "lang:en", "sport:track", "trap:hs-coach-contact"],
    label: recruiting("high_school_coach", {
      first_name: "Ta'Nya",
      last_name: "Rollins",
      grad_year: 2028,
      positions: ["100m", "200m"],
      height_inches: 65,
      high_school: "Mandarin Bluff High School",
      city: "Jacksonville",
      state: "FL",
      gpa: 3.4,
      email: "tanyarollins28@gmail.com",
      video_urls: ["https://www.youtube.com/watch?v=Tr3nW7kPx2m"],
    }),
    message: forward({ style: "apple-ios", coach: ZIELINSKI, date: "2026-12-12 06:15:00 -05:00", original: greaves }),
  },
  {
    name: "ho-ath-club-coach-brazil-portuguese-latin1-direct",
    family: "ho-ath-club-rodrigo-falcao",
    tags: ["not-a-forward", "auto-forward-rule", "lang:pt", "international", "height:metres", "charset:iso-8859-1", "quoted-printable", "trap:club-coach-contact", "phone:international"],
    label: recruiting("club_coach", {
      first_name: "Larissa",
      last_name: "Menezes",
      grad_year: 2027,
      positions: ["MB"],
      height_inches: 73.6,
      club_team: "Vôlei Campinas Norte Sub-19",
      high_school: "Colégio Vila Brandina",
      city: "Campinas",
      email: "larissa.menezes.vb@gmail.com",
      phone: "+5519985550162",
      video_urls: ["https://www.youtube.com/watch?v=Lm4pX8rTk2w"],
    }),
    message: direct(falcao, ACHTERBERG, "gmail", { charset: "iso-8859-1" }),
  },
];

// ---------------------------------------------------------------------------------------------------------------
// Instructors, an alumna, another college's coach, and recruiting services
// ---------------------------------------------------------------------------------------------------------------

const raburn: Original = {
  from: "Misty Raburn <misty@raburnpitching.com>",
  to: '"Basset, Corinne" <cbasset@harrowgatestate.edu>',
  date: "2026-11-04 13:15:00 -06:00",
  subject: "One of my pitchers - Jolie Phan, 2029",
  text: `Coach Basset,

I've given pitching lessons in the Katy area for fourteen years and I don't send many kids your way, but Jolie Phan is special. She's a 2029 righty, 5'7", and at 15 she already sits 58-59 with a drop ball that gets a ton of ground outs. She's a student at Willow Fork Ridge High School in Katy, TX and pitches for Bayou City Blaze 16U - Kimura. Her GPA is 3.95.

Bullpen video from last week: https://www.youtube.com/watch?v=Jt8kP3mWr6y
Jolie's email: joliephan29@gmail.com

I'm happy to talk about her work ethic any time.

Misty Raburn
Raburn Pitching Academy
281-555-0149`,
};

const halas: Original = {
  from: "Viktor Halas <viktor@halassettinglab.com>",
  to: "gekwueme@wyndhamfalls.edu",
  date: "2026-12-15 10:05:00 -06:00",
  subject: "Setter recommendation - Noa Feldman (2029)",
  text: `Coach Ekwueme,

I run private setting sessions in the Austin area. One of my setters, Noa Feldman, asked me to introduce her. Noa is a 2029 setter, 5'8", with the cleanest hands I've worked with in a sophomore. She plays club for Hill Country Juniors 16 Black and attends Dripping Springs Hollow HS in Dripping Springs, Texas. GPA 3.75.

Video of her from our last session and a club match: https://www.youtube.com/watch?v=Nf2tL7kQw4p

Noa's contact: noafeldman.sets@gmail.com

Best,
Viktor Halas
Halas Setting Lab
512-555-0197`,
};

const veldman: Original = {
  from: "Corinna Veldman <corinna.veldman@gmail.com>",
  to: "sachterberg@pellston.edu",
  date: "2026-10-31 20:00:00 -04:00",
  subject: "From a Laker alum - a libero you should see",
  text: `Hi Coach Achterberg,

It's Corinna Veldman (Pellston '16, libero). I hope the season is going great, I still follow every match online!

I live in Hudsonville now, and my neighbors' daughter is a libero who reminds me a lot of how we played at Pellston: Hattie Crowder. She plays club for West Michigan Waves 17 Blue. She's a 2028, 5'5", passes a 2.5 in serve receive, and is our best server. She goes to Hudsonville Riverbend High School in Hudsonville, MI and has a 3.9 GPA.

Her video: https://www.hudl.com/video/3/21099871/67312ad3e4b0f5c1d7a8e042
Hattie's email: hattiecrowder28@gmail.com

Go Lakers!
Corinna Veldman
616-555-0184`,
};

const dabrowski: Original = {
  from: "Wes Dabrowski <wdabrowski@northernplains.edu>",
  to: '"Tisdale, Heather" <htisdale@ketteringridge.edu>',
  date: "2026-12-05 15:30:00 -06:00",
  subject: "2028 libero we can't take - Sadie Holm",
  text: `Heather,

We're full at libero for 2028 but I didn't want this kid to slip through the cracks. Sadie Holm is a 2028 libero, 5'6", from Brandon, SD. She plays for Dakota Prairie VBC 17 Gold and Brandon Valley Meadows High School, and has a 3.7 GPA. Great platform, great kid, and her family loves Ohio.

Film: https://www.hudl.com/video/3/21133450/6739e0b7e4b0a2d5c8f1e627
Sadie: sadieholm28@gmail.com

Hope all is well,

Wes Dabrowski
Assistant Volleyball Coach
Northern Plains University
(605) 555-0130 | wdabrowski@northernplains.edu`,
};

interface ProspectLinkCard {
  name: string;
  sport: string;
  grad: string;
  position: string;
  height: string;
  team: string;
  school: string;
  hometown: string;
  gpa: string;
  email: string;
  phone?: string;
  video: string;
  scout: string;
  scoutPhone: string;
  blurb: string;
}

/** ProspectLink Sports' one-athlete profile email (one template, any sport). */
function prospectLinkProfile(card: ProspectLinkCard): string {
  const row = (label: string, value: string) =>
    `<tr><td style="padding:4px 10px;color:#6b7280;font-size:13px">${label}</td><td style="padding:4px 10px;font-size:14px">${value}</td></tr>`;
  return `<!DOCTYPE html><html><head><meta charset="utf-8"><title>ProspectLink Athlete Profile</title></head>
<body style="margin:0;background:#eef2f7">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px">
<table width="620" cellpadding="0" cellspacing="0" style="background:#ffffff;font-family:Arial,Helvetica,sans-serif">
<tr><td style="background:#0f2d52;color:#ffffff;padding:16px 20px;font-size:18px"><b>ProspectLink Sports</b> &middot; Athlete Profile</td></tr>
<tr><td style="padding:20px">
<p style="font-size:20px;margin:0 0 4px 0"><b>${card.name}</b></p>
<p style="margin:0 0 14px 0;color:#374151">${card.sport} &middot; Class of ${card.grad} &middot; ${card.position}</p>
<table cellpadding="0" cellspacing="0">
${row("Height", card.height)}
${row("Club / Travel", card.team)}
${row("High School", card.school)}
${row("Hometown", card.hometown)}
${row("GPA", card.gpa)}
${row("Email", `<a href="mailto:${card.email}">${card.email}</a>`)}
${card.phone ? row("Phone", card.phone) : ""}
</table>
<p style="margin:16px 0">${card.blurb}</p>
<p><a href="${card.video}" style="background:#f59e0b;color:#111827;padding:10px 16px;text-decoration:none;font-weight:bold">&#9654; Watch Film</a></p>
<p style="font-size:12px;color:#6b7280;margin-top:20px">Sent on behalf of this athlete by ${card.scout}, ProspectLink Sports Scout &middot; ${card.scoutPhone}<br>
ProspectLink Sports &middot; 900 Commerce Row, Suite 210, Franklin, TN 37064 &middot; <a href="https://prospectlinksports.com/coaches/unsubscribe">Unsubscribe</a></p>
</td></tr></table>
</td></tr></table>
</body></html>`;
}

const delacroix: Original = {
  from: "ProspectLink Sports <profiles@prospectlinksports.com>",
  to: "htisdale@ketteringridge.edu",
  date: "2026-11-11 09:00:00 -06:00",
  subject: "Athlete Profile: Marisa Delacroix | 2028 OH | Crescent City VBC 17 Gold",
  text: "",
  html: prospectLinkProfile({
    name: "Marisa Delacroix",
    sport: "Volleyball",
    grad: "2028",
    position: "Outside Hitter",
    height: "6'0&quot;",
    team: "Crescent City VBC 17 Gold",
    school: "Metairie Lakeside Prep",
    hometown: "Metairie, LA",
    gpa: "3.6",
    email: "marisadelacroix28@gmail.com",
    video: "https://www.hudl.com/video/3/21109934/67351c40e4b0c2a8d5f3b119",
    scout: "Trent Gaudet",
    scoutPhone: "(615) 555-0101",
    blurb: "Marisa is a physical left-side attacker with a heavy jump serve. She has asked us to share her profile with programs she is interested in.",
  }),
};

const pritchett: Original = {
  from: "ProspectLink Sports <profiles@prospectlinksports.com>",
  to: "cbasset@harrowgatestate.edu",
  date: "2026-10-07 09:00:00 -05:00",
  subject: "Athlete Profile: Avalon Pritchett | 2027 C | Lowcountry Lightning 18U Gold",
  text: "",
  html: prospectLinkProfile({
    name: "Avalon Pritchett",
    sport: "Softball",
    grad: "2027",
    position: "Catcher",
    height: "5'7&quot;",
    team: "Lowcountry Lightning 18U Gold",
    school: "Summerville Oakbrook Ridge HS",
    hometown: "Summerville, SC",
    gpa: "3.5",
    email: "avalonpritchett.c@gmail.com",
    phone: "843-555-0159",
    video: "https://www.youtube.com/watch?v=Ap7mW1qRk3t",
    scout: "Lacey Dunagan",
    scoutPhone: "(615) 555-0102",
    blurb: "Avalon threw out 41% of attempted base stealers this summer and calls her own game. She is uncommitted and very interested in Harrowgate State.",
  }),
};

const prospectLinkBlast: Original = {
  from: "ProspectLink Sports <coaches@prospectlinksports.com>",
  to: "htisdale@ketteringridge.edu",
  date: "2026-12-16 08:00:00 -06:00",
  subject: "5 uncommitted 2028 outside hitters you haven't seen yet",
  text: `PROSPECTLINK SPORTS - COACHES' WEEKLY BOARD

5 uncommitted 2028 outside hitters

1. Brooklyn Sayers - 6'1" - Lexington, KY - 3.8 GPA - prospectlinksports.com/a/88231
2. Tamsin Orr - 5'11" - Wichita, KS - 3.5 GPA - prospectlinksports.com/a/88452
3. Yara Salib - 6'0" - Dearborn, MI - 4.0 GPA - prospectlinksports.com/a/88519
4. Kelsey Vanderpool - 5'10" - Boise, ID - 3.6 GPA - prospectlinksports.com/a/88740
5. Ivy Calloway - 6'2" - Columbia, SC - 3.3 GPA - prospectlinksports.com/a/88802

Coaches: log in to see full film, transcripts and club schedules. Your ProspectLink coach account is always free.

ProspectLink Sports · 900 Commerce Row, Suite 210, Franklin, TN 37064
Unsubscribe: https://prospectlinksports.com/coaches/unsubscribe`,
};

const pickett: Original = {
  from: "Shawna Pickett <shawna@nextrungrecruiting.com>",
  to: "ithackeray@ashcombe.edu",
  date: "2026-11-08 11:40:00 -05:00",
  subject: "Daphne Ellsworth - 2029 defender - Garden State Eagles FH U16",
  text: `Coach Thackeray,

I'm a recruiting advisor with Next Rung Recruiting and I work with Daphne Ellsworth and her family. Daphne is a 2029 defender for Garden State Eagles FH U16 and Kings Highway High School in Haddonfield, NJ. She is 5'7" and has a 3.8 GPA.

Daphne put Ashcombe at the top of her list after your summer clinic. Her film: https://www.youtube.com/watch?v=De5rK2tWp8n

You can reach Daphne at daphne.ellsworth29@gmail.com, or me at 856-555-0117.

Shawna Pickett
Recruiting Advisor, Next Rung Recruiting
nextrungrecruiting.com`,
};

const nextRungList: Original = {
  from: "Next Rung Recruiting <updates@nextrungrecruiting.com>",
  to: "ithackeray@ashcombe.edu",
  date: "2027-01-12 07:30:00 -05:00",
  subject: "Next Rung Field Hockey: 8 uncommitted 2027s still available",
  text: `Coach,

The following Next Rung field hockey athletes in the class of 2027 are uncommitted as of this week:

- Abigail Nunes, forward, Ridgewood NJ, 3.7
- Sloan Peretti, midfield, Doylestown PA, 3.9
- Carys Whitford, defense, Wilton CT, 3.4
- Madeleine Osei, goalkeeper, Lancaster PA, 3.8
- Jenna Fairbanks, midfield, Princeton NJ, 4.0
- Rowan Tillery, forward, Frederick MD, 3.5
- Liza Barakat, defense, Hershey PA, 3.6
- Naomi Pratt-Giles, midfield, Cherry Hill NJ, 3.3

Reply to this email for film, transcripts or a call with any family.

Next Rung Recruiting
nextrungrecruiting.com | 856-555-0110`,
};

const courtVisionText = `CourtVision Scouting | Prospect Report

Yasmin Touré
Class of 2027 | Middle Blocker | 6'3"
Club: Harpeth Valley VBC 18 Elite
High School: Franklin Ravenwood Hills HS (Franklin, TN)
GPA: 3.4
Email: yasmintoure27@gmail.com
Film: https://www.hudl.com/video/3/21145566/673d7fa2e4b0e8c1b4a9d350

Scout's note: Quick off two feet, closes the block well and hits a sharp slide. Recently reopened her recruitment and is looking for a fit for fall 2027.

Report prepared by Dion Mercer, CourtVision Scouting
dion@courtvisionscouting.com | 629-555-0103`;

const courtVision: Original = {
  from: "Dion Mercer <dion@courtvisionscouting.com>",
  to: "sachterberg@pellston.edu",
  date: "2026-12-18 12:00:00 -06:00",
  subject: "Prospect Report: Yasmin Touré (2027 MB) - recruitment reopened",
  text: courtVisionText,
};

const grantham: Original = {
  from: "Sheila Grantham <sgrantham.family@gmail.com>",
  to: "cbasset@harrowgatestate.edu",
  date: "2026-11-30 21:10:00 -05:00",
  subject: "Question about walk-ons",
  text: `Hello Coach Basset,

I'm a parent with a general question. Does Harrowgate State softball hold walk-on tryouts in the fall, and if so, do students need to be admitted before they can try out? Also, is there a minimum GPA the athletic department requires for walk-ons beyond the university's admission standards?

Thank you for your time,
Sheila Grantham`,
};

const RECOMMENDERS_AND_SERVICES: CorpusEntry[] = [
  {
    name: "ho-ath-instructor-pitching-lessons-outlook-live",
    family: "ho-ath-instructor-misty-raburn",
    tags: ["fwd:outlook-live", "lang:en", "recommender:private-instructor", "trap:instructor-contact"],
    label: recruiting("other", {
      first_name: "Jolie",
      last_name: "Phan",
      grad_year: 2029,
      positions: ["P"],
      height_inches: 67,
      club_team: "Bayou City Blaze 16U - Kimura",
      high_school: "Willow Fork Ridge High School",
      city: "Katy",
      state: "TX",
      gpa: 3.95,
      email: "joliephan29@gmail.com",
      video_urls: ["https://www.youtube.com/watch?v=Jt8kP3mWr6y"],
    }),
    message: forward({ style: "outlook-live", coach: BASSET, date: "2026-11-05 07:00:00 -06:00", note: "Misty's pitcher. 2029.", original: raburn }),
  },
  {
    name: "ho-ath-instructor-setting-coach-gmail",
    family: "ho-ath-instructor-viktor-halas",
    tags: ["fwd:gmail", "lang:en", "recommender:private-instructor", "trap:instructor-contact"],
    label: recruiting("other", {
      first_name: "Noa",
      last_name: "Feldman",
      grad_year: 2029,
      positions: ["S"],
      height_inches: 68,
      club_team: "Hill Country Juniors 16 Black",
      high_school: "Dripping Springs Hollow HS",
      city: "Dripping Springs",
      state: "TX",
      gpa: 3.75,
      email: "noafeldman.sets@gmail.com",
      video_urls: ["https://www.youtube.com/watch?v=Nf2tL7kQw4p"],
    }),
    message: forward({ style: "gmail", coach: EKWUEME, date: "2026-12-15 12:30:00 -05:00", original: halas }),
  },
  {
    name: "ho-ath-alumna-club-coach-recommends-libero-gmail",
    family: "ho-ath-alumna-corinna-veldman",
    tags: ["fwd:gmail", "lang:en", "recommender:alumna", "trap:passing-score", "trap:dates-like-years"],
    label: recruiting("other", {
      first_name: "Hattie",
      last_name: "Crowder",
      grad_year: 2028,
      positions: ["L/DS"],
      height_inches: 65,
      club_team: "West Michigan Waves 17 Blue",
      high_school: "Hudsonville Riverbend High School",
      city: "Hudsonville",
      state: "MI",
      gpa: 3.9,
      email: "hattiecrowder28@gmail.com",
      video_urls: ["https://www.hudl.com/video/3/21099871/67312ad3e4b0f5c1d7a8e042"],
    }),
    message: forward({ style: "gmail", coach: ACHTERBERG, date: "2026-11-01 10:00:00 -04:00", note: "From Corinna V. ('16)!", original: veldman }),
  },
  {
    name: "ho-ath-other-college-coach-passes-on-libero-outlook-new",
    family: "ho-ath-college-coach-wes-dabrowski",
    tags: ["fwd:outlook-new", "lang:en", "recommender:other-college-coach", "trap:college-coach-signature"],
    label: recruiting("other", {
      first_name: "Sadie",
      last_name: "Holm",
      grad_year: 2028,
      positions: ["L/DS"],
      height_inches: 66,
      club_team: "Dakota Prairie VBC 17 Gold",
      high_school: "Brandon Valley Meadows High School",
      city: "Brandon",
      state: "SD",
      gpa: 3.7,
      email: "sadieholm28@gmail.com",
      video_urls: ["https://www.hudl.com/video/3/21133450/6739e0b7e4b0a2d5c8f1e627"],
    }),
    message: forward({ style: "outlook-new", coach: TISDALE, date: "2026-12-06 08:00:00 -05:00", original: dabrowski }),
  },
  {
    name: "ho-ath-service-one-profile-vb-html-only-direct",
    family: "ho-ath-service-prospectlink",
    tags: ["not-a-forward", "auto-forward-rule", "lang:en", "recruiting-service", "html-only", "bulk", "video:link-text-differs", "trap:service-contact"],
    label: recruiting("recruiting_service", {
      first_name: "Marisa",
      last_name: "Delacroix",
      grad_year: 2028,
      positions: ["OH"],
      height_inches: 72,
      club_team: "Crescent City VBC 17 Gold",
      high_school: "Metairie Lakeside Prep",
      city: "Metairie",
      state: "LA",
      gpa: 3.6,
      email: "marisadelacroix28@gmail.com",
      video_urls: ["https://www.hudl.com/video/3/21109934/67351c40e4b0c2a8d5f3b119"],
    }),
    message: {
      client: "bulk",
      from: delacroix.from,
      to: delacroix.to,
      subject: delacroix.subject,
      date: delacroix.date,
      html: delacroix.html!,
      headers: [
        ["Delivered-To", TISDALE.scout],
        ["X-Forwarded-To", TISDALE.scout],
        ["X-Forwarded-For", `${TISDALE.address} ${TISDALE.scout}`],
        ["List-Unsubscribe", "<https://prospectlinksports.com/coaches/unsubscribe>"],
      ],
    },
  },
  {
    name: "ho-ath-service-one-profile-sb-catcher-outlook-live",
    family: "ho-ath-service-prospectlink",
    tags: ["fwd:outlook-live", "lang:en", "recruiting-service", "html-only", "video:link-text-differs", "trap:service-contact"],
    label: recruiting("recruiting_service", {
      first_name: "Avalon",
      last_name: "Pritchett",
      grad_year: 2027,
      positions: ["C"],
      height_inches: 67,
      club_team: "Lowcountry Lightning 18U Gold",
      high_school: "Summerville Oakbrook Ridge HS",
      city: "Summerville",
      state: "SC",
      gpa: 3.5,
      email: "avalonpritchett.c@gmail.com",
      phone: "+18435550159",
      video_urls: ["https://www.youtube.com/watch?v=Ap7mW1qRk3t"],
    }),
    message: forward({ style: "outlook-live", coach: BASSET, date: "2026-10-07 11:30:00 -05:00", parts: "html", note: "Service profile but the catcher looks real.", original: pritchett }),
  },
  {
    name: "ho-ath-nonrec-service-blast-five-hitters",
    family: "ho-ath-service-prospectlink",
    tags: ["not-a-forward", "auto-forward-rule", "lang:en", "recruiting-service", "bulk", "category:service-blast", "trap:many-athletes-named"],
    label: notRecruiting("recruiting_service"),
    message: direct(prospectLinkBlast, TISDALE, "bulk", { headers: [["List-Unsubscribe", "<https://prospectlinksports.com/coaches/unsubscribe>"], ["Precedence", "bulk"]] }),
  },
  {
    name: "ho-ath-service-advisor-one-field-hockey-text-only-outlook-new",
    family: "ho-ath-service-next-rung",
    tags: ["fwd:outlook-new", "lang:en", "recruiting-service", "sport:field-hockey", "text-only", "trap:service-contact"],
    label: recruiting("recruiting_service", {
      first_name: "Daphne",
      last_name: "Ellsworth",
      grad_year: 2029,
      positions: ["defender"],
      height_inches: 67,
      club_team: "Garden State Eagles FH U16",
      high_school: "Kings Highway High School",
      city: "Haddonfield",
      state: "NJ",
      gpa: 3.8,
      email: "daphne.ellsworth29@gmail.com",
      video_urls: ["https://www.youtube.com/watch?v=De5rK2tWp8n"],
    }),
    message: forward({ style: "outlook-new", coach: THACKERAY, date: "2026-11-09 07:45:00 -05:00", parts: "text", original: pickett }),
  },
  {
    name: "ho-ath-nonrec-service-weekly-list-eight-athletes",
    family: "ho-ath-service-next-rung",
    tags: ["not-a-forward", "auto-forward-rule", "lang:en", "recruiting-service", "sport:field-hockey", "category:service-blast", "trap:many-athletes-named"],
    label: notRecruiting("recruiting_service"),
    message: direct(nextRungList, THACKERAY, "webmail"),
  },
  {
    name: "ho-ath-service-prospect-report-reopened-base64-direct",
    family: "ho-ath-service-courtvision",
    tags: ["not-a-forward", "auto-forward-rule", "lang:en", "recruiting-service", "base64", "trap:service-contact"],
    label: recruiting("recruiting_service", {
      first_name: "Yasmin",
      last_name: "Touré",
      grad_year: 2027,
      positions: ["MB"],
      height_inches: 75,
      club_team: "Harpeth Valley VBC 18 Elite",
      high_school: "Franklin Ravenwood Hills HS",
      city: "Franklin",
      state: "TN",
      gpa: 3.4,
      email: "yasmintoure27@gmail.com",
      video_urls: ["https://www.hudl.com/video/3/21145566/673d7fa2e4b0e8c1b4a9d350"],
    }),
    message: direct(courtVision, ACHTERBERG, "gmail", { encoding: "base64" }),
  },
  {
    name: "ho-ath-nonrec-parent-general-walk-on-question",
    family: "ho-ath-parent-sheila-grantham",
    tags: ["not-a-forward", "auto-forward-rule", "lang:en", "category:parent-question"],
    label: notRecruiting("parent"),
    message: direct(grantham, BASSET, "gmail", {}, "outlook-redirect"),
  },
];

export const ATHLETES_AND_RECOMMENDERS: readonly CorpusEntry[] = [
  ...VOLLEYBALL_ATHLETES,
  ...SOFTBALL_ATHLETES,
  ...OTHER_SPORTS_ATHLETES,
  ...PARENTS,
  ...CLUB_AND_HIGH_SCHOOL_COACHES,
  ...RECOMMENDERS_AND_SERVICES,
];
