/**
 * Third held-out split, author D: mail a college coach gets from third parties and machines. Club directors,
 * recruiting coordinators, high-school coaches, instructors, trainers, alumnae, other colleges, one service's single
 * profile, an agent abroad and a JUCO coach introducing players; and newsletters, invitations, marketing, logistics,
 * receipts, compliance, a bounce, a calendar invitation, vendors, a conference memo, a team-camp question and spam.
 * Every person, club, school, college, address and phone number is invented (phones in the 555-01xx range).
 */
import type { CorpusEntry } from "../../labels.ts";
import { notRecruiting, recruiting, severalAthletes } from "../../labels.ts";
import { collegeCoach } from "../../people.ts";
import { gmailQuote, hoForward, relay } from "../../heldOutWrappers.ts";
import { direct } from "../../heldOutAthleteHelpers.ts";
import { autoForwarded, calendarAttachment, deliveryStatus, listHeaders } from "../../heldOutMachineMail.ts";
import { htmlDocument } from "../../html.ts";
import type { MessageSpec } from "../../mime.ts";

// ---------------------------------------------------------------- the receiving coaches

const NAKAGAWA = collegeCoach(
  "Corinna Nakagawa",
  "cnakagawa@briarwoodlake.edu",
  "corinna.nakagawa.td7k@scout.inboxscout.app",
  `Corinna Nakagawa
Head Volleyball Coach
Briarwood Lake University | #BLUvb
(608) 555-0134`,
);

const OSEI = collegeCoach(
  "Kwabena Osei",
  "kosei@millbrookfalls.edu",
  "kwabena.osei.td2m@scout.inboxscout.app",
  `Coach Osei
Head Softball Coach
Millbrook Falls College
o 574.555.0108 · c 574.555.0166`,
);

const LINDQVIST = collegeCoach(
  "Maren Lindqvist",
  "mlindqvist@portaubrey.edu",
  "maren.lindqvist.td9f@scout.inboxscout.app",
  `Maren Lindqvist
Assistant Coach - Volleyball
Port Aubrey University
+1 (207) 555-0187`,
);

const FAIRWEATHER = collegeCoach(
  "Deshawn Fairweather",
  "dfairweather@hollinsgap.edu",
  "deshawn.fairweather.td5x@scout.inboxscout.app",
  `Deshawn Fairweather
Asst. Softball Coach / Recruiting Coord.
Hollins Gap State University
(828) 555-0151`,
);

const ARRIAGA = collegeCoach(
  "Beatriz Arriaga",
  "barriaga@sanlorenzo.edu",
  "beatriz.arriaga.td3w@scout.inboxscout.app",
  `Beatriz Arriaga
Entrenadora asociada / Associate Head Coach
San Lorenzo College Volleyball
956-555-0170`,
);

/** A bulk sender's HTML: a plain document around the given body. */
const page = (body: string) => htmlDocument(body, "plain");

// ---------------------------------------------------------------- recruiting

const RECRUITING: CorpusEntry[] = [
  {
    name: "td-club-director-recommends-setter-gmail",
    family: "td-ozark-summit-director",
    tags: ["forward:gmail", "lang:en", "sport:volleyball", "writer:club-director", "trap:club-phone", "trap:word-town"],
    message: hoForward({
      style: "gmail:en",
      coach: NAKAGAWA,
      date: "2026-11-30 21:12:40 -06:00",
      note: "Renata's setter. Lefty. Want to see her at Gateway in Jan.",
      original: {
        from: "Renata Colfax <rcolfax@ozarksummitvbc.example>",
        to: "Corinna Nakagawa <cnakagawa@briarwoodlake.edu>",
        date: "2026-11-30 14:03:11 -06:00",
        subject: "2028 setter - Josie Trautmann (Ozark Summit 16 Elite)",
        text: `Coach Nakagawa,

Hope the fall finished the way you wanted it to. I don't send many of these, so when I do it's because I think the fit is real.

Josie Trautmann is our setter on Ozark Summit 16 Elite this year (she moves up to our 17s next season) and she is class of 2028. 5'9", runs a quick 5-1, and she's left-handed, so her attack on two is a real weapon and not a trick. Three-year varsity starter at Hollister Ridge High School here in Republic, MO. 3.91 unweighted.

What I like most is how she runs a gym. Our hitters trust her, and she is the first one to own a bad set. She asked about Briarwood Lake specifically after watching your setter on the conference broadcast.

Film from the Winter Warm-up: https://www.hudl.com/video/3/18840512/6712c0aa9d1f4e3b0c55a7e1
Her contact: josie.trautmann28@gmail.com / 417-555-0143
Parents: Greg and Anne Trautmann, 417-555-0192

We'll be at the Gateway Classic in St. Louis Jan 16-18 2027. Court schedule to follow once it's out.

Thanks coach,
Renata

Renata Colfax | Club Director
~ OZARK SUMMIT VOLLEYBALL CLUB ~
:: Rise Together ::
recruiting line 417.555.0126 | ozarksummitvbc.example`,
      },
    }),
    label: recruiting("club_coach", {
      first_name: "Josie",
      last_name: "Trautmann",
      grad_year: 2028,
      positions: ["S"],
      height_inches: 69,
      club_team: "Ozark Summit 16 Elite",
      high_school: "Hollister Ridge High School",
      city: "Republic",
      state: "MO",
      gpa: 3.91,
      email: "josie.trautmann28@gmail.com",
      phone: "+14175550143",
      video_urls: ["https://www.hudl.com/video/3/18840512/6712c0aa9d1f4e3b0c55a7e1"],
    }),
  },
  {
    name: "td-club-coordinator-three-uncommitted-outlook-web",
    family: "td-desert-vipers-coordinator",
    tags: ["forward:outlook-web", "lang:en", "sport:softball", "writer:club-recruiting-coordinator", "multi:three", "layout:numbered-paragraphs"],
    message: hoForward({
      style: "outlook-web:en",
      coach: OSEI,
      date: "2026-12-02 07:45:02 -05:00",
      note: "Quintero is the one. Add her to the Vegas list please. The other two are fine, not for us right now.",
      original: {
        from: "Delia Marchetti <dmarchetti@desertvipersfp.example>",
        to: "kosei@millbrookfalls.edu",
        cc: "Hank Loomis <hloomis@desertvipersfp.example>",
        date: "2026-12-01 18:22:37 -07:00",
        subject: "Desert Vipers 18U Gold - 3 uncommitted 2027s (Quintero, Baptiste, Holloway)",
        text: `Good evening Coach Osei,

Delia Marchetti here, recruiting coordinator for Desert Vipers Fastpitch. We have three 2027s on our 18U Gold team who are still uncommitted and who have all put Millbrook Falls on their lists. Quick rundown below; full profiles and film on request or at the links.

1) MARISOL QUINTERO - RHP / 1B - Class of 2027
5'10", 61-63 mph, drop/rise/change. Saguaro Flats High School, Mesa AZ. 3.7 GPA. Our Friday starter in Colorado this summer.
mquintero27@gmail.com | 480-555-0114
Video: https://www.youtube.com/watch?v=Vp3kQ8rTz1M

2) AALIYAH BAPTISTE - C - Class of 2027
5'6", pop 1.78, strong receiver. Cholla Vista High School, Chandler AZ. 4.0 GPA.
abaptiste.catcher@gmail.com

3) BRYNN HOLLOWAY - CF - Class of 2027
5'4", lefty slapper, 2.68 home to first. Red Rock Prep, Gilbert AZ. 3.5 GPA.
https://www.youtube.com/watch?v=Hq7mW2nLx0c

We play the Desert Showdown in Las Vegas Jan 9-11. Happy to send pitch-by-pitch if it helps.

Go Vipers!
Delia

Delia Marchetti
Recruiting Coordinator
DESERT VIPERS FASTPITCH  //  18U Gold - 16U Gold - 14U Black
c 480.555.0150
"Strike first."`,
      },
    }),
    label: severalAthletes("club_coach", [
      {
        first_name: "Marisol",
        last_name: "Quintero",
        grad_year: 2027,
        positions: ["P", "1B"],
        height_inches: 70,
        club_team: "Desert Vipers 18U Gold",
        high_school: "Saguaro Flats High School",
        city: "Mesa",
        state: "AZ",
        gpa: 3.7,
        email: "mquintero27@gmail.com",
        phone: "+14805550114",
        video_urls: ["https://www.youtube.com/watch?v=Vp3kQ8rTz1M"],
      },
      {
        first_name: "Aaliyah",
        last_name: "Baptiste",
        grad_year: 2027,
        positions: ["C"],
        height_inches: 66,
        club_team: "Desert Vipers 18U Gold",
        high_school: "Cholla Vista High School",
        city: "Chandler",
        state: "AZ",
        gpa: 4.0,
        email: "abaptiste.catcher@gmail.com",
      },
      {
        first_name: "Brynn",
        last_name: "Holloway",
        grad_year: 2027,
        positions: ["OF"],
        height_inches: 64,
        club_team: "Desert Vipers 18U Gold",
        high_school: "Red Rock Prep",
        city: "Gilbert",
        state: "AZ",
        gpa: 3.5,
        video_urls: ["https://www.youtube.com/watch?v=Hq7mW2nLx0c"],
      },
    ]),
  },
  {
    name: "td-hs-coach-vouches-libero-disclaimer-redirect",
    family: "td-st-brendan-hs-coach",
    tags: ["direct:outlook-redirect", "client:outlook", "lang:en", "sport:volleyball", "writer:high-school-coach", "trap:disclaimer-bar", "trap:school-phone"],
    message: direct(
      {
        from: `"Vukovich, Theresa" <tvukovich@stbrendan-academy.example>`,
        to: "mlindqvist@portaubrey.edu",
        date: "2026-11-19 15:37:09 -05:00",
        subject: "Noor Haddad - libero - St. Brendan Academy",
        text: `Coach Lindqvist,

We met briefly at the Lakeshore clinic in August. I coach the varsity at St. Brendan Academy and I want to put a player in front of you.

Noor Haddad is a 2027 libero and a two-time captain for us. 5'5", quick first step, and she takes serve receive on 70% of our passes. She plays club for Maumee Bay Juniors 17 Black. In the classroom she's a 3.6 and takes AP Bio and AP Lang this year.

I have coached 19 years and she is one of maybe three kids I'd say this about: she makes everyone around her better and she never needs to be told twice.

Her email is noor.haddad.vb@gmail.com and her cell is 419-555-0176. Our season highlights are on our team Hudl; hers alone are here: https://www.hudl.com/video/3/20155871/65ee01b7c2a94d1e8f3a9b04

She is from Toledo and would love to be within a day's drive, but honestly she is open.

Respectfully,

Varsity Head Coach, Girls Volleyball | Theresa Vukovich
St. Brendan Academy Lady Knights
Mathematics Dept., Rm 214
school 419-555-0110 x3321

________________________________
CONFIDENTIALITY NOTICE: This e-mail message, including any attachments, is for the sole use of the intended recipient(s) and may contain confidential and privileged information protected by FERPA. Any unauthorized review, use, disclosure or distribution is prohibited. If you are not the intended recipient, please contact the sender by reply e-mail and destroy all copies of the original message. St. Brendan Academy does not accept liability for any errors or omissions in the contents of this message.`,
      },
      LINDQVIST,
      "outlook",
      {},
      "outlook-redirect",
    ),
    label: recruiting("high_school_coach", {
      first_name: "Noor",
      last_name: "Haddad",
      grad_year: 2027,
      positions: ["L/DS"],
      height_inches: 65,
      club_team: "Maumee Bay Juniors 17 Black",
      high_school: "St. Brendan Academy",
      city: "Toledo",
      state: "OH",
      gpa: 3.6,
      email: "noor.haddad.vb@gmail.com",
      phone: "+14195550176",
      video_urls: ["https://www.hudl.com/video/3/20155871/65ee01b7c2a94d1e8f3a9b04"],
    }),
  },
  {
    name: "td-pitching-instructor-lefty-iphone",
    family: "td-pettibone-pitching-lab",
    tags: ["forward:iphone", "lang:en", "sport:softball", "writer:pitching-instructor", "trap:parent-phone", "trap:word-town"],
    message: hoForward({
      style: "iphone:en",
      coach: FAIRWEATHER,
      date: "2026-11-22 10:04:51 -05:00",
      note: "Wade sends good ones. Pls log",
      original: {
        from: "Wade Pettibone <wade@pettibonepitching.example>",
        to: "Deshawn Fairweather <dfairweather@hollinsgap.edu>",
        date: "2026-11-21 20:48:15 -05:00",
        subject: "lefty u need to see",
        text: `Coach F,

Got a lefty you need to see. Emery Sandoval, 2028. Been with me since she was 11. 5'8, sits 61-62 and touched 64 twice last Sunday on my gun. Screw and drop are legit, change is getting there. Throws for Carolina Cyclones 16U Premier and plays for Catawba Springs High School up in Denver NC.

Grades are good, 3.45 last I heard. Kid is coachable which u know I dont say about everybody.

Bullpen vid: https://vimeo.com/884213067
Her email esandoval2028@icloud.com
Dad is Ruben 704-555-0118 if u want to set up a look

Wade

Wade Pettibone
Owner/Instructor - Pettibone Pitching Lab
lessons by appt only | NFCA member
704.555.0139

Sent from my iPhone`,
      },
    }),
    label: recruiting("other", {
      first_name: "Emery",
      last_name: "Sandoval",
      grad_year: 2028,
      positions: ["P"],
      height_inches: 68,
      club_team: "Carolina Cyclones 16U Premier",
      high_school: "Catawba Springs High School",
      city: "Denver",
      state: "NC",
      gpa: 3.45,
      email: "esandoval2028@icloud.com",
      video_urls: ["https://vimeo.com/884213067"],
    }),
  },
  {
    name: "td-strength-trainer-middle-outlook-desktop-sv",
    family: "td-forge-performance-trainer",
    tags: ["forward:outlook-desktop", "lang:sv", "lang-original:en", "sport:volleyball", "writer:trainer", "trap:approach-touch", "trap:coach-note-height"],
    message: hoForward({
      style: "outlook-desktop:sv",
      coach: LINDQVIST,
      date: "2026-12-03 08:15:27 -05:00",
      note: "Trainer says 6'2 now? He wrote 6'1 below. Check at camp.",
      original: {
        from: "Javi Montalban <javi@forgeathletic.example>",
        to: "mlindqvist@portaubrey.edu",
        cc: "sadie.kowalczyk@outlook.com",
        date: "2026-12-02 21:30:44 -06:00",
        subject: "MB you should know about - Sadie Kowalczyk",
        text: `Hi Coach Lindqvist,

I'm a strength and performance coach in Racine and I work with a lot of volleyball kids. Normally I stay in my lane, but I have a middle I think is a genuine college player and nobody is looking at her yet.

Sadie Kowalczyk - class of 2028 - MB
Height: 6'1" (barefoot, measured by me in October)
Approach touch 10'1", block jump 9'7"
Trap bar 235, broad jump 8'2"
Club: Lakeshore Lightning 16-1
School: Westmere High School (Racine, WI)

Her numbers went up more in 14 months than anyone I've trained. She's quiet but she works. She's cc'd here so you have her address.

Thanks for reading,

Javi Montalbán, CSCS
FORGE ATHLETIC PERFORMANCE
[ train | recover | repeat ]
262-555-0131`,
      },
    }),
    label: recruiting("other", {
      first_name: "Sadie",
      last_name: "Kowalczyk",
      grad_year: 2028,
      positions: ["MB"],
      height_inches: 73,
      club_team: "Lakeshore Lightning 16-1",
      high_school: "Westmere High School",
      city: "Racine",
      state: "WI",
      email: "sadie.kowalczyk@outlook.com",
    }),
  },
  {
    name: "td-alumna-recommends-outfielder-android",
    family: "td-alumna-oduya",
    tags: ["forward:android", "lang:en", "sport:softball", "writer:alumna", "original-client:yahoo", "trap:alumna-class-year"],
    message: hoForward({
      style: "android:en",
      coach: OSEI,
      date: "2026-11-25 12:09:33 -06:00",
      note: "From Kendra (2015 team). Forwarding so it lands in the system.",
      original: {
        from: "Kendra Oduya <kendra_oduya@yahoo.example>",
        to: "kosei@millbrookfalls.edu",
        date: "2026-11-24 22:41:18 -06:00",
        subject: "a player for you from an old Falcon",
        text: `Hi Coach!!

It's Kendra Oduya, class of 2015 (the year we beat Ridley twice, haha). I hope you and Mrs. Osei are well. I teach PE at Ridgeview Middle in Lincoln now and coach a little on the side.

I'm writing because there's a girl I had in class years ago who has turned into a really good ballplayer and I keep thinking she would fit at Millbrook. Her name is Tatum Reinholt. Her family moved out to Fort Calhoun a couple years ago and she's a 2029, so a sophomore, at Fort Calhoun High School. Plays outfield mostly, utility when they need her, hit .480 for them this spring. She plays travel ball for the Ashby Creek Stingrays 15U. About 5'7".

Here's a video her mom sent me: https://youtu.be/Rt6yN3qLm8E

I know it's early for her but you always told us you liked to know about kids before everybody else does :) Her mom is Carla, 402-555-0128, if you want to reach the family.

Go Falcons,
Kendra Oduya
Millbrook Falls Softball '15`,
      },
    }),
    label: recruiting("other", {
      first_name: "Tatum",
      last_name: "Reinholt",
      grad_year: 2029,
      positions: ["OF", "UT"],
      height_inches: 67,
      club_team: "Ashby Creek Stingrays 15U",
      high_school: "Fort Calhoun High School",
      city: "Fort Calhoun",
      state: "NE",
      video_urls: ["https://youtu.be/Rt6yN3qLm8E"],
    }),
  },
  {
    name: "td-other-college-coach-no-spot-gmail-narrow",
    family: "td-harlan-reach-assistant",
    tags: ["forward:gmail-narrow", "lang:en", "sport:volleyball", "writer:other-college-coach", "trap:college-signature"],
    message: hoForward({
      style: "gmail-narrow:en",
      coach: NAKAGAWA,
      date: "2026-12-04 09:51:06 -06:00",
      note: "Lyle passing one on. 6'0 OH from Houston area. Worth a call.",
      original: {
        from: "Lyle Brandvold <lbrandvold@harlanreach.edu>",
        to: "Corinna Nakagawa <cnakagawa@briarwoodlake.edu>",
        date: "2026-12-03 16:27:50 -06:00",
        subject: "OH we can't take - thought of you",
        text: `Corinna -

Hope your spring plan is coming together. Quick one. We had a 2027 outside hitter on our board all summer and we just ran out of room after two kids committed early, so we had to tell her no. Didn't feel right just leaving her hanging, and I think she's a great fit for how you play.

Ximena Carrasco-Whitt
Lone Star Elevation 17 Royal
Brazos Bend High School, Sugar Land TX
6'0" OH, terminates out of the back row, serve is a weapon
3.8 GPA
xcarrascowhitt@gmail.com

She knows I'm passing her name along and she's expecting someone to reach out. Her club coach is Tony Ferraro (979-555-0145) if you want the unfiltered version.

Owe you one from the Dallas recruiting dinner anyway.

Assistant Coach | Recruiting Coordinator
Harlan Reach University Women's Volleyball
Lyle Brandvold
c. 979-555-0115`,
      },
    }),
    label: recruiting("other", {
      first_name: "Ximena",
      last_name: "Carrasco-Whitt",
      grad_year: 2027,
      positions: ["OH"],
      height_inches: 72,
      club_team: "Lone Star Elevation 17 Royal",
      high_school: "Brazos Bend High School",
      city: "Sugar Land",
      state: "TX",
      gpa: 3.8,
      email: "xcarrascowhitt@gmail.com",
    }),
  },
  {
    name: "td-service-one-profile-html-direct",
    family: "td-fieldhouse-connect",
    tags: ["direct:gmail-rule", "client:bulk", "html-only", "lang:en", "sport:softball", "writer:recruiting-service", "trap:advisor-phone"],
    message: direct(
      {
        from: "Fieldhouse Connect Scouting <scouting@fieldhouseconnect.example>",
        to: "kosei@millbrookfalls.edu",
        date: "2026-11-18 11:00:04 -05:00",
        subject: "Athlete match for Millbrook Falls: Genevieve Ashcroft, SS/2B, 2028",
        text: "",
      },
      OSEI,
      "bulk",
      {
        text: undefined,
        headers: listHeaders("fieldhouseconnect.example", "c8812"),
        html: page(`<table width="600" cellpadding="0" cellspacing="0" style="font-family:Arial,sans-serif;font-size:14px;color:#222">
<tr><td style="background:#0c3b5e;color:#fff;padding:14px;font-size:18px"><b>FIELDHOUSE CONNECT</b> &middot; Athlete Match</td></tr>
<tr><td style="padding:16px">
<p>Coach Osei,</p>
<p>Based on your program's saved criteria (middle infield, 2028, Southeast), our scouting staff is sharing one athlete we have personally evaluated. She has asked us to send her profile to Millbrook Falls College.</p>
<table cellpadding="4" cellspacing="0" border="1" style="border-collapse:collapse;border-color:#ccc">
<tr><td><b>Athlete</b></td><td>Genevieve Ashcroft</td></tr>
<tr><td><b>Grad Year</b></td><td>2028</td></tr>
<tr><td><b>Positions</b></td><td>SS / 2B</td></tr>
<tr><td><b>Bats/Throws</b></td><td>R/R</td></tr>
<tr><td><b>Height</b></td><td>5'6"</td></tr>
<tr><td><b>Travel Team</b></td><td>Tennessee Heat Elite 16U - Pryor</td></tr>
<tr><td><b>High School</b></td><td>Oakmont Christian Academy</td></tr>
<tr><td><b>Hometown</b></td><td>Murfreesboro, TN</td></tr>
<tr><td><b>GPA</b></td><td>3.97</td></tr>
<tr><td><b>Athlete Email</b></td><td>gashcroft28@gmail.com</td></tr>
<tr><td><b>Athlete Cell</b></td><td>615-555-0137</td></tr>
<tr><td><b>Skills Video</b></td><td><a href="https://www.hudl.com/video/3/19933021/66a0c4f8e1b2d93a7c5f4e18">https://www.hudl.com/video/3/19933021/66a0c4f8e1b2d93a7c5f4e18</a></td></tr>
</table>
<p><b>Scout's note:</b> Soft hands, plus arm from the hole, 2.9 home to first. Led her 16U team in OBP this summer.</p>
<p>Questions about this athlete? Contact her advisor, Carla Denning, at 615-555-0181 or cdenning@fieldhouseconnect.example.</p>
<p style="font-size:11px;color:#777">You received this because your program is registered with Fieldhouse Connect. Manage your criteria at https://fieldhouseconnect.example/coach/settings</p>
</td></tr></table>`),
      },
    ),
    label: recruiting("recruiting_service", {
      first_name: "Genevieve",
      last_name: "Ashcroft",
      grad_year: 2028,
      positions: ["SS", "2B"],
      height_inches: 66,
      club_team: "Tennessee Heat Elite 16U - Pryor",
      high_school: "Oakmont Christian Academy",
      city: "Murfreesboro",
      state: "TN",
      gpa: 3.97,
      email: "gashcroft28@gmail.com",
      phone: "+16155550137",
      video_urls: ["https://www.hudl.com/video/3/19933021/66a0c4f8e1b2d93a7c5f4e18"],
    }),
  },
  {
    name: "td-agent-brazil-opposite-pdf-outlook-web-es",
    family: "td-tavares-sports-agent",
    tags: ["forward:outlook-web", "lang:es", "lang-original:en", "sport:volleyball", "writer:international-agent", "attachment:pdf", "height:metric", "abroad:brazil"],
    message: hoForward({
      style: "outlook-web:es",
      coach: ARRIAGA,
      date: "2026-11-27 13:20:18 -06:00",
      note: "Agente de Brasil. La opuesta mide 1,86 según él. Revisar video y pedir transcript.",
      original: {
        from: "Rodrigo Tavares <rodrigo@tavaressports.example>",
        to: "barriaga@sanlorenzo.edu",
        date: "2026-11-27 10:02:33 -03:00",
        subject: "Brazilian opposite available for Fall 2027 - Luana Ferreira",
        text: `Dear Coach Arriaga,

Good morning from São Paulo. My name is Rodrigo Tavares, I represent Brazilian volleyball players who want to study and play in the United States (NCAA and NAIA). I have placed 14 athletes in the last four years.

I would like to present Luana Ferreira, opposite (oposta), born 2008. She concludes Ensino Médio in December 2026 and can enroll for Fall 2027.

- Height: 1,86 m
- Attack reach: 3,02 m / Block: 2,90 m
- Club: Esporte Clube Serra Azul (sub-19), state league champion 2026
- School: Colégio Vale do Sereno, Belo Horizonte
- English: B2 (TOEFL scheduled January)
- Full match: https://www.youtube.com/watch?v=Lf9aT2xQe6U

Her profile sheet is attached. She is a left-side attacker by hand but plays opposite for the club, very strong in the block.

The family is flexible regarding scholarship. I can organize a video call with Luana and her parents any day after 18h Brasília time.

Atenciosamente / Best regards,
Rodrigo Tavares
Tavares Sports Management - Talentos para o College
WhatsApp +55 11 95555-0147
Registered agent, CBV 2019`,
      },
      attachments: [
        {
          kind: "document",
          format: "pdf",
          filename: "Luana_Ferreira_Perfil_2026.pdf",
          lines: [
            "TAVARES SPORTS MANAGEMENT - ATHLETE PROFILE",
            "",
            "Name: Luana Ferreira",
            "Position: Opposite (Oposta)",
            "Date of birth: 14/03/2008",
            "Height: 1,86 m   Weight: 72 kg",
            "Attack reach: 3,02 m   Block: 2,90 m",
            "Club: Esporte Clube Serra Azul (sub-19)",
            "School: Colegio Vale do Sereno - Belo Horizonte, MG, Brazil",
            "Graduation: December 2026",
            "Languages: Portuguese (native), English B2",
            "Video: https://www.youtube.com/watch?v=Lf9aT2xQe6U",
            "",
            "Contact: Rodrigo Tavares, +55 11 95555-0147",
          ],
        },
      ],
    }),
    label: recruiting("other", {
      first_name: "Luana",
      last_name: "Ferreira",
      grad_year: 2026,
      positions: ["RS/OPP"],
      height_inches: 73.2,
      club_team: "Esporte Clube Serra Azul",
      high_school: "Colégio Vale do Sereno",
      city: "Belo Horizonte",
      video_urls: ["https://www.youtube.com/watch?v=Lf9aT2xQe6U"],
    }),
  },
  {
    name: "td-club-coach-relays-athlete-note-android-outlook-mac",
    family: "td-rocky-top-club-coach",
    tags: ["forward:outlook-mac", "nested:android", "lang:en", "sport:volleyball", "writer:club-coach", "role:external-forwarder"],
    message: hoForward({
      style: "outlook-mac:en",
      coach: NAKAGAWA,
      date: "2026-12-05 19:40:12 -06:00",
      signature: false,
      note: "from CJ at Rocky Top",
      original: relay({
        style: "android:en",
        from: "CJ Tolliver <cj.tolliver@rockytopvb.example>",
        to: "cnakagawa@briarwoodlake.edu",
        date: "2026-12-05 17:55:40 -05:00",
        note: `Coach N - Paige asked me to send this your way since we know each other. Good kid, big arm, still growing into it. She's the real deal in the classroom too.

CJ Tolliver | Rocky Top VB | 16 Smoky head coach
865-555-0174`,
        inner: {
          from: "Paige Whitford <paigewhitford.vb@gmail.com>",
          to: "cj.tolliver@rockytopvb.example",
          date: "2026-12-05 16:12:05 -05:00",
          subject: "can u send this to briarwood lake??",
          text: `Hi CJ! here's what I wrote for Coach Nakagawa, can you send it to her since you know her? thank you!!

Dear Coach Nakagawa,

My name is Paige Whitford and I am a 2028 outside hitter (I also play right side) for Rocky Top Volleyball 16 Smoky. I am 5'11" and I go to Cades Hollow High School in Maryville, TN, where I have a 3.72 GPA.

I watched Briarwood Lake play at the regional last year and I loved how fast your offense was. I want to study nursing and I know you have a great program.

Here is my highlight video: https://www.youtube.com/watch?v=Pw4hT8sKq2A

Our next tournament is the Music City Kickoff in Nashville in January. I hope you can come watch!

Thank you,
Paige Whitford
paigewhitford.vb@gmail.com
865-555-0129`,
        },
      }),
    }),
    label: recruiting("club_coach", {
      first_name: "Paige",
      last_name: "Whitford",
      grad_year: 2028,
      positions: ["OH", "RS/OPP"],
      height_inches: 71,
      club_team: "Rocky Top Volleyball 16 Smoky",
      high_school: "Cades Hollow High School",
      city: "Maryville",
      state: "TN",
      gpa: 3.72,
      email: "paigewhitford.vb@gmail.com",
      phone: "+18655550129",
      video_urls: ["https://www.youtube.com/watch?v=Pw4hT8sKq2A"],
    }),
  },
  {
    name: "td-juco-coach-sophomore-catcher-outlook-2013",
    family: "td-prairie-forks-juco",
    tags: ["forward:outlook-2013", "lang:en", "sport:softball", "writer:juco-coach", "trap:college-gpa", "trap:hs-grad-past"],
    message: hoForward({
      style: "outlook-2013:en",
      coach: FAIRWEATHER,
      date: "2026-12-01 14:02:29 -05:00",
      note: "JUCO catcher, 2 yrs left. Needs a spot for fall 27.",
      original: {
        from: "Dale Ruhnke <druhnke@prairieforks.example>",
        to: "Deshawn Fairweather <dfairweather@hollinsgap.edu>",
        date: "2026-12-01 09:18:46 -06:00",
        subject: "Sophomore C available - Yesenia Montiel",
        text: `Coach Fairweather,

Dale Ruhnke, head softball coach at Prairie Forks Community College (NJCAA Region VI). I have a sophomore catcher who will finish her associate's in May and is looking for a four-year home with two years to play.

Yesenia Montiel - C
Graduated from Arkalon Plains High School in 2025
Hometown: Garden City, KS
Current college GPA 3.3, on track to graduate
Hit .352 with 9 HR as a freshman, threw out 38% of base stealers
5'7", R/R
Cell 620-555-0124 / ymontiel24@gmail.com
Video: https://www.hudl.com/video/3/21077045/6740a9d3b8c1e27f5d0a6b33

She is a leader, calls her own game, and my pitchers trust her completely. I'd put her against anybody in our region behind the plate. Academic advisor can send her transcript once she signs the release.

Thanks for your time.

Dale Ruhnke
Head Coach – Lady Hawks Softball
Prairie Forks CC (NJCAA Region VI)
Office 620-555-0161 • Cell 620-555-0107
"Faith. Family. Fastpitch."`,
      },
    }),
    label: recruiting("other", {
      first_name: "Yesenia",
      last_name: "Montiel",
      grad_year: 2025,
      positions: ["C"],
      height_inches: 67,
      high_school: "Arkalon Plains High School",
      city: "Garden City",
      state: "KS",
      gpa: 3.3,
      email: "ymontiel24@gmail.com",
      phone: "+16205550124",
      video_urls: ["https://www.hudl.com/video/3/21077045/6740a9d3b8c1e27f5d0a6b33"],
    }),
  },
  {
    name: "td-quebec-club-coach-french-setter-thunderbird",
    family: "td-boreal-laval-club-coach",
    tags: ["forward:thunderbird", "lang:en", "lang-original:fr", "sport:volleyball", "writer:club-coach", "abroad:quebec", "height:metric"],
    message: hoForward({
      style: "thunderbird:en",
      coach: LINDQVIST,
      date: "2026-11-29 18:33:00 -05:00",
      note: "French-language rec from a Laval club coach. Setter, 2027. Translation: she's good.",
      original: {
        from: "Mathieu Larochelle <m.larochelle@boreal-volley.example>",
        to: "mlindqvist@portaubrey.edu",
        date: "2026-11-29 11:47:21 -05:00",
        subject: "Passeuse 2027 - Éloïse Gagnon-Roy (Boréal Laval 17U)",
        text: `Bonjour Coach Lindqvist,

Je me permets de vous écrire au sujet d'une de mes joueuses. (Désolé, mon anglais écrit n'est pas très bon, mais Éloïse parle très bien anglais!)

Éloïse Gagnon-Roy est passeuse dans mon équipe Boréal Laval 17U. Elle mesure 1,78 m et elle termine son secondaire en juin 2027 à la Polyvalente des Mille-Îles, à Laval (Québec). Elle a été nommée sur l'équipe d'étoiles au championnat provincial en mai.

Elle aimerait étudier en kinésiologie aux États-Unis et votre programme l'intéresse beaucoup.

Vidéo : https://www.youtube.com/watch?v=Eg3rN5bVt7w
Courriel : eloise.gagnonroy@gmail.com
Cellulaire : 450-555-0163

N'hésitez pas à communiquer avec moi ou directement avec elle.

Sportivement,

Mathieu Larochelle
Entraîneur-chef 17U | Club de volleyball Boréal
*** BORÉAL ***  Laval · Québec
514 555-0158`,
      },
    }),
    label: recruiting("club_coach", {
      first_name: "Éloïse",
      last_name: "Gagnon-Roy",
      grad_year: 2027,
      positions: ["S"],
      height_inches: 70.1,
      club_team: "Boréal Laval 17U",
      high_school: "Polyvalente des Mille-Îles",
      city: "Laval",
      state: "QC",
      email: "eloise.gagnonroy@gmail.com",
      phone: "+14505550163",
      video_urls: ["https://www.youtube.com/watch?v=Eg3rN5bVt7w"],
    }),
  },
];

// ---------------------------------------------------------------- not recruiting

const BOUNCED_LETTER: MessageSpec = {
  client: "outlook",
  from: `"Osei, Kwabena" <kosei@millbrookfalls.edu>`,
  to: "rylee.vance2028@gmial.com",
  subject: "Millbrook Falls Softball - thanks for coming to camp",
  date: "2026-11-16 16:40:12 -05:00",
  text: `Rylee,

Thank you for coming out to our Fall Prospect Camp on Saturday. You competed hard all day and it was good to see you work on your footwork at third after we talked.

As a sophomore we can't say much more than that yet, but please keep us posted on your schedule for the spring and summer. Our camp dates for 2027 will be up in January.

Coach Osei
Head Softball Coach
Millbrook Falls College
o 574.555.0108 · c 574.555.0166`,
};

const CAMP_TEXT = `BRIARWOOD LAKE VOLLEYBALL CAMPS
Registration Confirmation #BLV-27-00418

A new registration was received for:

Winter Elite Prospect Camp
Saturday, January 23, 2027, 9:00 AM - 4:00 PM
Thornquist Fieldhouse, Briarwood Lake University

CAMPER
Name: Addison Pruitt
Grad year: 2028
Position(s): OH, DS
Club team: Capital City Storm 16 Red
School: Sun Prairie West
T-shirt: Adult M
Medical notes: none

PARENT / GUARDIAN
Melissa Pruitt
mpruitt.family@gmail.com
608-555-0148

PAYMENT
Camp fee: $185.00
Processing fee: $6.29
Total charged: $191.29 (Visa ending 4471)

Waiver: signed electronically by Melissa Pruitt on 11/20/2026 7:12 PM

This is an automated administrator copy. Rosters, check-in lists and refunds are managed at https://campnest.example/admin/briarwood-vb
Powered by CampNest`;

const COURTLENS_FIRST = {
  from: "Trevor Quayle <trevor@courtlens.example>",
  to: "barriaga@sanlorenzo.edu",
  date: "2026-11-10 09:14:00 -06:00",
  subject: "San Lorenzo VB + CourtLens: 20 min?",
  text: `Hi Coach Arriaga,

Congrats on the conference semifinal run. Saw the five-setter against Laredo Bay on the stream - wild.

I'm reaching out because programs your size are using CourtLens to cut film breakdown from 6 hours a match to about 40 minutes. Our cameras mount on the bleachers, tag every contact automatically, and export straight to your existing video exchange. Eleven programs in Texas alone switched this fall.

Would you have 20 minutes next week for a quick demo? I can work around practice.

Trevor Quayle
Account Executive, College Volleyball
CourtLens Video Analytics
m: 737-555-0193
Book time: https://courtlens.example/meet/trevor`,
};

const NOT_RECRUITING: CorpusEntry[] = [
  {
    name: "td-club-newsletter-commitments-bulk-direct",
    family: "td-magnolia-coast-newsletter",
    tags: ["direct:gmail-rule", "client:bulk", "lang:en", "kind:club-newsletter", "names:many-athletes"],
    message: direct(
      {
        from: "Magnolia Coast Volleyball <news@magnoliacoastvb.example>",
        to: "cnakagawa@briarwoodlake.edu",
        date: "2026-12-01 08:00:00 -06:00",
        subject: "The Magnolia Insider | December: 9 commitments, tryout dates & coaches' corner",
        text: `THE MAGNOLIA INSIDER - December 2026
Magnolia Coast Volleyball Club · Mobile, AL

CONGRATULATIONS TO OUR NEWEST COMMITS!
* Harper Ledoux (18 Elite, OH) - Gulf Shores Community College
* Camille Batiste (18 Elite, S) - University of Bellfountain
* Reese Okonjo (18 National, MB) - Delacroix State
* Tessa Varnado (17 Elite, L/DS) - Pinehurst College
* Jaylin Fortune (17 Elite, RS) - Marigold Christian University
...and four more in the full list on our website.

That makes 31 Magnolia alumnae playing college volleyball next fall. Thank you to every college coach who came through our gym this year!

TRYOUTS FOR 2027 ALUMNI & YOUTH
11U-14U: Sunday, Dec 13, 1-4 PM
15U-18U: Saturday, Dec 19, 9 AM-1 PM
Register at magnoliacoastvb.example/tryouts

COACHES' CORNER
College coaches: our 2027 tournament schedule and team rosters (with player profiles) are posted at magnoliacoastvb.example/recruiting. Contact our recruiting desk at recruiting@magnoliacoastvb.example or 251-555-0106.

Magnolia Coast Volleyball Club · 4410 Causeway Blvd · Mobile, AL
You are receiving this because you subscribed at one of our events.
Unsubscribe: https://magnoliacoastvb.example/u/c2291`,
      },
      NAKAGAWA,
      "bulk",
      {
        headers: listHeaders("magnoliacoastvb.example", "c2291"),
        html: page(`<table width="620" align="center" cellpadding="0" cellspacing="0" style="font-family:Georgia,serif;color:#1d2b3a">
<tr><td style="background:#7a1f3d;color:#fff;padding:18px;text-align:center"><span style="font-size:26px">THE MAGNOLIA INSIDER</span><br>December 2026 &middot; Magnolia Coast Volleyball Club &middot; Mobile, AL</td></tr>
<tr><td style="padding:18px">
<h2 style="color:#7a1f3d">Congratulations to our newest commits!</h2>
<ul>
<li><b>Harper Ledoux</b> (18 Elite, OH) &mdash; Gulf Shores Community College</li>
<li><b>Camille Batiste</b> (18 Elite, S) &mdash; University of Bellfountain</li>
<li><b>Reese Okonjo</b> (18 National, MB) &mdash; Delacroix State</li>
<li><b>Tessa Varnado</b> (17 Elite, L/DS) &mdash; Pinehurst College</li>
<li><b>Jaylin Fortune</b> (17 Elite, RS) &mdash; Marigold Christian University</li>
</ul>
<p>&hellip;and four more in the <a href="https://magnoliacoastvb.example/commits">full list on our website</a>.</p>
<p>That makes 31 Magnolia alumnae playing college volleyball next fall. Thank you to every college coach who came through our gym this year!</p>
<h2 style="color:#7a1f3d">Tryouts for 2027</h2>
<p>11U&ndash;14U: Sunday, Dec 13, 1&ndash;4 PM<br>15U&ndash;18U: Saturday, Dec 19, 9 AM&ndash;1 PM<br>Register at <a href="https://magnoliacoastvb.example/tryouts">magnoliacoastvb.example/tryouts</a></p>
<h2 style="color:#7a1f3d">Coaches' corner</h2>
<p>College coaches: our 2027 tournament schedule and team rosters (with player profiles) are posted at <a href="https://magnoliacoastvb.example/recruiting">magnoliacoastvb.example/recruiting</a>. Contact our recruiting desk at recruiting@magnoliacoastvb.example or 251-555-0106.</p>
</td></tr>
<tr><td style="font-size:11px;color:#888;padding:12px;text-align:center">Magnolia Coast Volleyball Club &middot; 4410 Causeway Blvd &middot; Mobile, AL<br>You are receiving this because you subscribed at one of our events. <a href="https://magnoliacoastvb.example/u/c2291">Unsubscribe</a></td></tr>
</table>`),
      },
    ),
    label: notRecruiting("club_coach"),
  },
  {
    name: "td-showcase-invitation-college-coaches-bulk-direct",
    family: "td-heartland-showcase-series",
    tags: ["direct:gmail-rule", "client:bulk", "lang:en", "kind:showcase-invitation", "sport:softball"],
    message: direct(
      {
        from: "Heartland Fastpitch Showcase Series <coaches@heartlandshowcase.example>",
        to: "kosei@millbrookfalls.edu",
        date: "2026-11-23 10:30:00 -06:00",
        subject: "College Coach Invitation - Heartland Winter Showcase, Jan 29-31, 2027 (Kansas City)",
        text: `Coach,

You are invited to evaluate at the 2027 HEARTLAND WINTER SHOWCASE.

WHEN: January 29-31, 2027
WHERE: Blue River Sports Dome, Kansas City, MO (indoor, 8 turf fields)
WHO: 184 teams, 14U-18U, from 19 states; 2,900+ athletes, 61% uncommitted 2027-2029

COLLEGE COACH PACKET (free for registered coaches)
- Full rosters with positions, grad years, GPAs and athlete contact info
- Digital packet app with field-by-field schedules and live bracket updates
- Complimentary hospitality room lunch all three days
- Reserved coach seating behind home plate on every field

Register by January 15 to receive your printed packet and credential at check-in:
https://heartlandshowcase.example/college-coaches/register

Hotel block: Riverbend Suites, $119/night, code HFS27 (816-555-0112).

NCAA reminder: January 29-31 falls within the D1 and D2 evaluation periods. Please check your own conference's calendar.

See you at the Dome,
Heartland Fastpitch Showcase Series
Event Director: Lorraine Beckwith · 816-555-0138

To stop receiving college coach invitations: https://heartlandshowcase.example/optout?c=ko5521`,
      },
      OSEI,
      "bulk",
      { headers: listHeaders("heartlandshowcase.example", "ko5521") },
    ),
    label: notRecruiting("other"),
  },
  {
    name: "td-service-marketing-blast-bulk-direct",
    family: "td-fieldhouse-connect",
    tags: ["direct:gmail-rule", "client:bulk", "lang:en", "kind:service-marketing", "sport:softball"],
    message: direct(
      {
        from: "Fieldhouse Connect <coaches@fieldhouseconnect.example>",
        to: "dfairweather@hollinsgap.edu",
        date: "2026-11-30 06:15:00 -05:00",
        subject: "Coach, your 2028 board is 60% empty 👀 (Cyber Monday: Coach Pro 40% off)",
        text: `Cyber Monday ends at midnight, Coach.

Programs on Coach Pro fill their boards 3x faster. Here's what you're missing on the free plan:

✔ 1,240 uncommitted 2028 softball athletes verified this month
✔ 412 middle infielders with video scored by our scouting staff
✔ Saved searches & instant alerts when an athlete matching your criteria updates her profile
✔ Unlimited athlete messaging (compliant with NCAA contact rules)
✔ Camp & showcase attendance data for 300+ events

COACH PRO: $1,199/yr → $719/yr today only
Upgrade: https://fieldhouseconnect.example/pro?promo=CYBER40

"We found our starting shortstop on Fieldhouse in October and she signed in November." - Assistant coach, NCAA D2

Questions? Reply to this email or call our college desk at 888-555-0184.

Fieldhouse Connect · 2200 Meridian Pkwy, Suite 400 · Nashville, TN
Manage preferences: https://fieldhouseconnect.example/coach/settings
Unsubscribe: https://fieldhouseconnect.example/u/d4410`,
      },
      FAIRWEATHER,
      "bulk",
      { headers: listHeaders("fieldhouseconnect.example", "d4410") },
    ),
    label: notRecruiting("recruiting_service"),
  },
  {
    name: "td-tournament-court-assignments-outlook-mac-quote-sv",
    family: "td-big-sky-invitational-desk",
    tags: ["forward:outlook-mac-quote", "lang:sv", "lang-original:en", "kind:tournament-logistics", "sport:volleyball", "names:club-teams"],
    message: hoForward({
      style: "outlook-mac-quote:sv",
      coach: LINDQVIST,
      date: "2026-12-04 07:02:40 -05:00",
      note: "For the travel folder. Court 7 Sat AM is the 17 Black block.",
      original: {
        from: "Big Sky Invitational - Tournament Desk <desk@bigskyinvitational.example>",
        to: "mlindqvist@portaubrey.edu",
        date: "2026-12-03 17:45:00 -07:00",
        subject: "College Coach Credentials + Court Assignments - Big Sky Invitational Dec 11-13",
        text: `College Coaches,

Thank you for registering for the Big Sky Invitational, December 11-13 at the Gallatin Valley Expo Center, Bozeman, MT.

CREDENTIALS
Pick up at the College Coach desk (Hall A entrance) from 7:00 AM Friday. Bring photo ID. Credential: Maren Lindqvist, Port Aubrey University - Badge #CC-0217.

COURT ASSIGNMENTS - 17s & 18s OPEN (Saturday Dec 12)
Court 5: Summit Peaks 18 Gold, Tidewater 18 Navy, Lakeshore Lightning 18-1, Big Timber 18 Royal
Court 6: Wasatch Elite 17 Red, Bitterroot 17 Black, Cascadia 17 Blue, Front Range 17-1
Court 7: Maumee Bay Juniors 17 Black, Hi-Line 17 Gold, Rimrock 17 Elite, Ozark Summit 17 Elite
Court 8: Yellowstone Juniors 17-2, Capital City Storm 17 Red, Treasure State 17 National, Prairie Wind 17 Silver

Full schedule, pool play results and live brackets: https://bigskyinvitational.example/live
College coach packet (rosters with athlete contacts) is in the app under "Coaches".

PARKING
Lot C (north) is reserved for credentialed coaches. Display the hang tag in your packet.

Questions during the event: Tournament Desk, 406-555-0119 (text preferred).

Big Sky Invitational
Tournament Operations`,
      },
    }),
    label: notRecruiting("other"),
  },
  {
    name: "td-camp-registration-admin-copy-bulk-direct",
    family: "td-campnest-registrations",
    tags: ["direct:gmail-rule", "client:bulk", "lang:en", "kind:camp-registration", "sport:volleyball", "names:one-camper"],
    message: direct(
      {
        from: "CampNest Registrations <no-reply@campnest.example>",
        to: "cnakagawa@briarwoodlake.edu",
        date: "2026-11-20 19:12:51 -06:00",
        subject: "New registration: Winter Elite Prospect Camp - Addison Pruitt",
        text: CAMP_TEXT,
      },
      NAKAGAWA,
      "bulk",
      { headers: [["Auto-Submitted", "auto-generated"]] },
    ),
    label: notRecruiting("other"),
  },
  {
    name: "td-compliance-visit-approval-names-prospect-outlook-mobile",
    family: "td-hollins-gap-compliance",
    tags: ["forward:outlook-mobile", "lang:en", "kind:compliance", "sport:softball", "names:one-prospect"],
    message: hoForward({
      style: "outlook-mobile:en",
      coach: FAIRWEATHER,
      date: "2026-12-02 11:26:37 -05:00",
      note: "Approved. Putting Draughon's OV on the board for Jan 22.",
      original: {
        from: "Compliance Office <compliance@hollinsgap.edu>",
        to: "dfairweather@hollinsgap.edu",
        cc: "Rhonda Estill <restill@hollinsgap.edu>",
        date: "2026-12-02 10:48:09 -05:00",
        subject: "APPROVED: Official Visit Request #OV-SB-27-006 (PSA Kenzie Draughon, 2027)",
        text: `Coach Fairweather,

Your official visit request has been reviewed and APPROVED.

Request: OV-SB-27-006
Sport: Softball (W)
Prospective student-athlete: Kenzie Draughon
High school: Tallulah Ridge High School (GA)
Class: 2027
Visit dates: January 22-24, 2027
NCAA Eligibility Center ID: on file, academic status verified (preliminary)
Transcript and test score: on file

Reminders:
- Official visit maximum is 48 hours from arrival on campus.
- Entertainment and meals must be reported on the OV expense form within 5 business days after the visit (ARMS).
- Complimentary admissions: up to 3 for the PSA's home football/basketball event if applicable.
- Student hosts must complete the host training module before Jan 15.

This is her 1st of 5 permissible official visits to Division II institutions.

Please contact me with any questions.

Rhonda Estill
Associate AD for Compliance
Hollins Gap State University Athletics
(828) 555-0102`,
      },
    }),
    label: notRecruiting("other"),
  },
  {
    name: "td-bounce-coach-letter-typo-domain-report",
    family: "td-millbrook-mailer-daemon",
    tags: ["direct:auto-forward", "client:webmail", "lang:en", "kind:bounce", "mime:multipart-report", "attachment:rfc822", "names:one-prospect"],
    message: {
      client: "webmail",
      from: "Mail Delivery System <MAILER-DAEMON@mx1.millbrookfalls.edu>",
      to: "kosei@millbrookfalls.edu",
      subject: "Undelivered Mail Returned to Sender",
      date: "2026-11-16 16:40:19 -05:00",
      headers: [["Auto-Submitted", "auto-replied"], ["Delivered-To", OSEI.scout], ...autoForwarded(OSEI)],
      text: `This is the mail system at host mx1.millbrookfalls.edu.

I'm sorry to have to inform you that your message could not
be delivered to one or more recipients. It's attached below.

For further assistance, please send mail to postmaster.

If you do so, please include this problem report. You can
delete your own text from the attached returned message.

                   The mail system

<rylee.vance2028@gmial.com>: Host or domain name not found. Name service error
    for name=gmial.com type=MX: Host not found, try again`,
      attachments: [
        {
          kind: "file",
          contentType: "message/delivery-status",
          content: deliveryStatus({
            reportingMta: "mx1.millbrookfalls.edu",
            recipient: "rylee.vance2028@gmial.com",
            status: "5.4.4",
            diagnostic: "Host or domain name not found. Name service error for name=gmial.com type=MX: Host not found",
          }),
          encoding: "7bit",
        },
        { kind: "message", message: BOUNCED_LETTER, filename: "returned-message.eml" },
      ],
      rootType: "multipart/report; report-type=delivery-status",
    },
    label: notRecruiting("other"),
  },
  {
    name: "td-calendar-invite-recruiting-board-gmail-rule",
    family: "td-briarwood-staff-calendar",
    tags: ["direct:auto-forward", "client:gmail", "lang:en", "kind:calendar-invitation", "attachment:ics"],
    message: {
      client: "gmail",
      from: "Lauren Petrakis <lpetrakis@briarwoodlake.edu>",
      to: "cnakagawa@briarwoodlake.edu",
      subject: "Invitation: Recruiting board - 2028 setters & pins @ Tue Dec 8, 2026 2pm - 3:30pm (CST) (cnakagawa@briarwoodlake.edu)",
      date: "2026-12-04 15:22:10 -06:00",
      headers: [["Delivered-To", NAKAGAWA.scout], ...autoForwarded(NAKAGAWA)],
      text: `Lauren Petrakis has invited you to an event.

Recruiting board - 2028 setters & pins
Tuesday Dec 8, 2026 ⋅ 2pm – 3:30pm (Central Time - Chicago)
Location: Thornquist Fieldhouse, Volleyball Office conf. room

Agenda: narrow 2028 setters to 4 and pins to 6 before Gateway. Bring notes from the Winter Warm-up and the Big Sky film. Lauren will pull the Hudl links into the shared sheet.

Join with Google Meet: https://meet.google.com/qvx-brtn-kzp

Guests
Lauren Petrakis - organizer
cnakagawa@briarwoodlake.edu
mlutz@briarwoodlake.edu

View all guest info: https://calendar.google.com/calendar/event?action=VIEW&eid=cmVjcnVpdGluZ2JvYXJkMjAyOA

Reply for cnakagawa@briarwoodlake.edu
Yes / No / Maybe / More options

Invitation from Google Calendar

You are receiving this email because you are an attendee on the event. To stop receiving future updates for this event, decline this event.`,
      attachments: [
        calendarAttachment({
          method: "REQUEST",
          prodId: "-//Google Inc//Google Calendar 70.9054//EN",
          organizer: "lpetrakis@briarwoodlake.edu",
          organizerName: "Lauren Petrakis",
          attendees: ["cnakagawa@briarwoodlake.edu", "mlutz@briarwoodlake.edu"],
          summary: "Recruiting board - 2028 setters & pins",
          start: "20261208T140000",
          end: "20261208T153000",
          tzid: "America/Chicago",
          location: "Thornquist Fieldhouse, Volleyball Office conf. room",
          description: "Agenda: narrow 2028 setters to 4 and pins to 6 before Gateway. Bring notes from the Winter Warm-up and the Big Sky film.",
          uid: "rb2028setterspins@google.com",
        }),
        calendarAttachment(
          {
            method: "REQUEST",
            prodId: "-//Google Inc//Google Calendar 70.9054//EN",
            organizer: "lpetrakis@briarwoodlake.edu",
            organizerName: "Lauren Petrakis",
            attendees: ["cnakagawa@briarwoodlake.edu", "mlutz@briarwoodlake.edu"],
            summary: "Recruiting board - 2028 setters & pins",
            start: "20261208T140000",
            end: "20261208T153000",
            tzid: "America/Chicago",
            location: "Thornquist Fieldhouse, Volleyball Office conf. room",
            uid: "rb2028setterspins@google.com",
          },
          true,
        ),
      ],
    },
    label: notRecruiting("other"),
  },
  {
    name: "td-vendor-video-analytics-bump-gmail-direct",
    family: "td-courtlens-sales",
    tags: ["direct:gmail-rule", "client:gmail", "lang:en", "kind:vendor", "quoted:gmail"],
    message: direct(
      {
        from: COURTLENS_FIRST.from,
        to: COURTLENS_FIRST.to,
        date: "2026-11-17 08:02:00 -06:00",
        subject: `Re: ${COURTLENS_FIRST.subject}`,
        text: `Hi Coach,

Bumping this to the top of your inbox in case it got buried after the season ended. I know December is recruiting-heavy, so I'll keep it short: we can have cameras in your gym before spring practice starts, and the first season is free for programs that sign by 12/31.

¿Prefiere que le escriba en español? Con gusto.

Trevor

${gmailQuote(COURTLENS_FIRST)}`,
      },
      ARRIAGA,
      "gmail",
    ),
    label: notRecruiting("other"),
  },
  {
    name: "td-conference-memo-recruiting-calendar-outlook-desktop-1252",
    family: "td-great-plains-conference-office",
    tags: ["forward:outlook-desktop", "lang:en", "charset:windows-1252", "kind:conference-memo", "sport:softball"],
    message: hoForward({
      style: "outlook-desktop:en",
      coach: OSEI,
      date: "2026-12-03 13:10:55 -05:00",
      charset: "windows-1252",
      note: "FYI staff – quiet period starts the 14th. No off-campus evals after that.",
      original: {
        from: "GPIC Office <office@greatplainsconference.example>",
        to: "GPIC Softball Head Coaches <sb-headcoaches@greatplainsconference.example>",
        date: "2026-12-03 09:00:00 -06:00",
        subject: "MEMO: 2026–27 Softball Recruiting Calendar & Winter Quiet Period",
        text: `GREAT PLAINS INTERCOLLEGIATE CONFERENCE
Office of the Commissioner

MEMORANDUM

TO:        Head Softball Coaches; Compliance Coordinators
FROM:      Janelle Prewitt, Associate Commissioner for Governance
DATE:      December 3, 2026
RE:        2026–27 Softball Recruiting Calendar; Winter Quiet Period; Conference Tournament Credentials

1. Winter quiet period. The conference’s winter quiet period for softball runs December 14, 2026 through January 3, 2027. No off-campus contact or evaluation is permitted during this time. On-campus contact with prospective student-athletes is permitted.

2. Dead period. The NCAA dead period around the National Letter of Intent signing date is unchanged. Please consult your institution’s compliance office before scheduling any visit in that window.

3. Evaluation days. Each institution may use up to 50 evaluation days per year, counted per coach. Evaluation-day logs are due to the conference office by June 15, 2027.

4. Conference tournament credentials. Requests for 2027 tournament credentials (May 6–9, Emporia) will open March 1 via the conference portal.

Questions may be directed to the conference office at 785-555-0133 or office@greatplainsconference.example.

— GPIC Office of the Commissioner
“Excellence • Integrity • Community”`,
      },
    }),
    label: notRecruiting("other"),
  },
  {
    name: "td-hs-coach-team-camp-quote-yahoo-direct",
    family: "td-rio-paloma-hs-coach",
    tags: ["direct:gmail-rule", "client:yahoo", "lang:en", "lang:es", "kind:team-camp-question", "sport:volleyball"],
    message: direct(
      {
        from: "Coach Yolanda Cantú <ycantu_rpvb@yahoo.example>",
        to: "barriaga@sanlorenzo.edu",
        date: "2026-11-28 20:14:37 -06:00",
        subject: "team camp price for 14 players??",
        text: `Hello Coach Arriaga,

I am the head coach at Rio Paloma High School (varsity + JV). We are planning our summer and my girls really want to come to your team camp in June after seeing your posts.

Can you send me a quote for 14 players and 2 coaches, overnight (dorms) for the 3 days? Also, do you do a discount if we pay by the end of March? Our booster club needs the number by February for the fundraiser.

We are a young team, mostly sophomores, so we mostly want the teaching and the competition. We don't need the recruiting part this year.

Muchas gracias, y felicidades por la temporada.

Coach Yolanda Cantú
Rio Paloma HS Lady Jaguars Volleyball
Head Coach / Health Science teacher
ycantu_rpvb@yahoo.example
cell 956-555-0121 (text is best)

Sent from Yahoo Mail for iPhone`,
      },
      ARRIAGA,
      "yahoo",
    ),
    label: notRecruiting("high_school_coach"),
  },
  {
    name: "td-spam-mailbox-quota-phishing-webmail-direct",
    family: "td-spam-quota-phish",
    tags: ["direct:gmail-rule", "client:webmail", "lang:en", "kind:spam", "kind:phishing"],
    message: direct(
      {
        from: "Port Aubrey IT Helpdesk <it-helpdesk@portaubrey-edu.example>",
        to: "mlindqvist@portaubrey.edu",
        date: "2026-12-05 03:17:44 +01:00",
        subject: "[ACTION REQUIRED] Mailbox 98% Full – 14 incoming messages held",
        text: `Dear mlindqvist,

Your mailbox mlindqvist@portaubrey.edu has exceeded its storage limit (98% of 50 GB).

14 incoming messages are currently held on the server, including messages marked RECRUITING and HR/PAYROLL. Held messages will be permanently deleted within 24 hours.

To release your messages and upgrade your quota at no cost, validate your account now:

https://portaubrey-edu.example/owa/validate?u=mlindqvist

Failure to validate will result in suspension of your email account.

Thank you,
IT Service Desk
Port Aubrey University
© 2026 Microsoft Corporation. All rights reserved.`,
      },
      LINDQVIST,
      "webmail",
    ),
    label: notRecruiting("other"),
  },
];

export const AUTHOR_D: CorpusEntry[] = [...RECRUITING, ...NOT_RECRUITING];
