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
        from: "Vukovich, Theresa <tvukovich@stbrendan-academy.example>",
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

const NOT_RECRUITING: CorpusEntry[] = [];

export const AUTHOR_D: CorpusEntry[] = [...RECRUITING, ...NOT_RECRUITING];
