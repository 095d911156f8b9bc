/** High-school coaches, recruiting services sending one athlete's profile, and other people vouching for one athlete. */
import { recruiting, type CorpusEntry } from "../labels.ts";
import { CASTELLANO, DUARTE, GREER, HALVORSEN, MONTOYA, OYELARAN, REYES, VOGEL, WHITLOCK } from "../people.ts";
import { forward, original, type Original } from "../wrappers.ts";

const hsSenior: Original = {
  from: "Coach Brenda Kowalski <bkowalski@hamiltonsouthwestern.k12.in.us>",
  to: "jreyes@cresthaven.edu",
  date: "2026-11-05 15:45:00 -05:00",
  subject: "Senior OH - Tori Vance - Hamilton Southern HS",
  text: `Coach Reyes,

I'm the varsity head coach at Hamilton Southern High School in Fishers, Indiana. I'm writing about my senior outside hitter, Tori Vance (Class of 2027). Tori is 5'11", led our conference with 412 kills this season and was named Indiana All-State. She's a 3.6 student and a team captain.

Tori plays club for Indy Crossroads VBC 18 Elite. Her highlight film: https://www.hudl.com/video/3/20612233/67130f77e4b0b2d1c8a3e991

Tori's email: torivance27@gmail.com
Tori's cell: (317) 555-0175

Please let me know if I can answer any questions.

Brenda Kowalski
Head Volleyball Coach | Hamilton Southern HS
Social Studies Department
(317) 555-0170`,
};

const hsSoftball: Original = {
  from: "Coach Ray Dominguez <rdominguez@laredounited.net>",
  to: "lmontoya@sierramesa.edu",
  date: "2026-10-28 16:30:00 -05:00",
  subject: "Pitcher recommendation - Marisa Leal",
  text: `Coach Montoya,

Marisa Leal is the best pitcher I've coached in 19 years at Laredo United South High School. She's a 2027, 5'9", RHP, 63 mph, and she threw two no-hitters this spring. Weighted GPA 4.4, unweighted 3.9. She plays summer ball for South Texas Hurricanes 18U and lives here in Laredo, Texas.

Video: https://www.youtube.com/watch?v=Ml8rP3kWq6T
Marisa's cell: 956-555-0181

Coach Ray Dominguez
Head Softball Coach, Laredo United South HS
956-555-0180`,
};

const hsTwo: Original = {
  from: "Coach Terrence Bell <tbell@cedarridgehs.org>",
  to: "pcastellano@ridgeford.edu",
  date: "2026-11-10 14:14:00 -05:00",
  subject: "Two Cedar Ridge seniors for your 2027 class",
  text: `Coach Castellano,

Two of my seniors are still looking for a college home and would be great fits at Ridgeford:

Gianna Russo - 2027 - Libero - 5'6" - 3.95 GPA - Jersey Elite VBC 18 Blue - giannarusso27@gmail.com
Amaya Jordan - 2027 - MB - 6'1" - 3.3 GPA - Jersey Elite VBC 18 Red

Both are from Hillsborough, NJ and play for me at Cedar Ridge High School.

Gianna's video: https://youtu.be/Gr4sN7wLq2P
Amaya's video: https://youtu.be/Aj9mK3tRw5X

Terrence Bell
Head Volleyball Coach, Cedar Ridge High School`,
};

const hsLatin1: Original = {
  from: "Coach Inger Solheim <isolheim@moorheadpublicschools.org>",
  to: "ehalvorsen@tamarackstate.edu",
  date: "2026-10-16 16:10:00 -05:00",
  subject: "Junior setter - Aurélie Nygård",
  text: `Erik,

I have a junior setter you'll want to see: Aurélie Nygård, class of 2028, 5'10", plays for me at Moorhead Riverside High School (Moorhead, MN) and for Red River Juniors 17 Elite in the club season. 3.85 GPA.

Video: https://www.hudl.com/profile/20102234/Aurelie-Nygard
Her email: aurelie.nygard@gmail.com

Inger Solheim
Moorhead Riverside Volleyball
218-555-0155`,
};

const hsPt: Original = {
  from: "Coach Dwayne Hollis <dhollis@savannahcountryday.org>",
  to: "rduarte@coastalplains.edu",
  date: "2026-11-03 17:00:00 -05:00",
  subject: "Senior libero - Brianna Okafor-Lewis",
  text: `Coach Duarte,

Our senior libero Brianna Okafor-Lewis (2027) is still uncommitted. She's 5'5", passed a 2.5 in serve receive for us this season at Savannah Country Day Ridge School and plays for Lowcountry Juniors 18 Royal. She lives in Savannah, Georgia. 3.7 GPA.

Video: https://www.hudl.com/video/3/20577216/6710c812e4b0a9d2f3b1c445
Email: bokaforlewis@gmail.com

Coach Dwayne Hollis
912-555-0185`,
};

const hsStats: Original = {
  from: "Coach Amber Lindgren-Walsh <alindgren@westsideomaha.org>",
  to: "jreyes@cresthaven.edu",
  date: "2026-11-12 19:30:00 -06:00",
  subject: "2027 MB - Kayla Brandt - season stats",
  text: `Coach Reyes,

Here are the season numbers for my senior middle, Kayla Brandt (Class of 2027), Westside Prairie High School, Omaha, NE:

                 2026 season
Matches             34
Kills              286
Hitting %         .388
Blocks (solo/ast)  31/98
Aces                22

Kayla is 6'2" with a 10'2" approach and 9'8" block touch. She has a 3.5 GPA (4.0 weighted). Club: Cornhusker Juniors 18 Blue.

Film: https://www.hudl.com/video/3/20641177/6715ab01e4b0e7c2d9a4f330

Amber Lindgren-Walsh
Head Coach, Westside Prairie Volleyball
402-555-0149`,
};

const hsIphone: Original = {
  from: "Coach Marcus Bell <mbell@daphneridgehs.org>",
  to: "tgreer@bayouteche.edu",
  date: "2026-11-16 21:02:00 -06:00",
  subject: "got a kid for you",
  text: `Coach Greer, got a kid for you. Carly Fontenot 2028 3B/1B, 5'9, hit .480 for us at Daphne Ridge HS in Daphne AL this spring. Plays travel for Gulf Coast Riptide 18U. 3.2 gpa. video https://youtu.be/Cf5nK2rTq8W her cell 251-555-0186

Sent from my iPhone`,
};

const hsWeighted: Original = {
  from: "Coach Sandra Pettigrew <spettigrew@bentonvillewest.k12.ar.us>",
  to: '"Whitlock, Dana" <dwhitlock@marlowstate.edu>',
  date: "2026-10-07 15:20:00 -05:00",
  subject: "Recommendation: Hallie Greer, 2028 C",
  text: `Coach Whitlock,

I'd like to recommend my junior catcher, Hallie Greer (no relation to the Bayou Teche coach, she gets that a lot!). Hallie is a 2028 grad at Bentonville Westfield High School in Bentonville, Arkansas. 5'7", pop time 1.84, hit .421 with 8 HR. GPA 4.31 weighted / 3.94 unweighted. She plays travel ball for Ozark Storm 18U Premier.

Video: https://www.hudl.com/video/3/20266655/66df11c2e4b0c9a7d1e8f662
Hallie's email: halliegreer.c@gmail.com
Hallie's cell: 479.555.0123

Sandra Pettigrew
Head Softball Coach, Bentonville Westfield HS
479.555.0120`,
};

const serviceHtml = `<table width="640" align="center" cellpadding="0" cellspacing="0" style="font-family:Arial,Helvetica,sans-serif;border:1px solid #d0d7de">
<tr><td style="background:#12355b;color:#fff;padding:14px 18px;font-size:18px"><b>FieldReady Recruiting</b> | Verified Athlete Profile</td></tr>
<tr><td style="padding:18px">
<p>Hi Coach Reyes,</p>
<p>I'm Jenna Morales, a recruiting coordinator at FieldReady. I've personally evaluated the athlete below and believe she is a strong fit for Cresthaven.</p>
<table cellpadding="4" style="font-size:14px">
<tr><td><b>Athlete</b></td><td>Skyler Thornton</td></tr>
<tr><td><b>Class</b></td><td>2028</td></tr>
<tr><td><b>Position</b></td><td>Outside Hitter / Opposite</td></tr>
<tr><td><b>Height</b></td><td>6'1"</td></tr>
<tr><td><b>Club</b></td><td>Ozark Peak Volleyball 17 Black</td></tr>
<tr><td><b>High School</b></td><td>Rogers Heritage Park High School</td></tr>
<tr><td><b>Location</b></td><td>Rogers, AR</td></tr>
<tr><td><b>GPA</b></td><td>3.7</td></tr>
<tr><td><b>Athlete email</b></td><td>skylerthornton28@gmail.com</td></tr>
<tr><td><b>Parent phone</b></td><td>(479) 555-0177</td></tr>
</table>
<p><a href="https://www.hudl.com/video/3/20588801/6711f7c0e4b0a3b2c9d1e773">Watch Skyler's highlight video</a> &nbsp;|&nbsp; <a href="https://fieldreadyrecruiting.com/athletes/skyler-thornton-2028">Full FieldReady profile</a></p>
<p>Jenna Morales<br>Recruiting Coordinator, FieldReady Recruiting<br>(800) 555-0199 ext. 412<br>jmorales@fieldreadyrecruiting.com</p>
</td></tr>
<tr><td style="font-size:11px;color:#888;padding:10px 18px">You are receiving this because you are listed as a college coach. <a href="https://fieldreadyrecruiting.com/unsubscribe?c=88213">Unsubscribe</a></td></tr>
</table>`;

const scout: Original = {
  from: "Carl Beckett | Elite Path Scouting <carl@elitepathscouting.com>",
  to: "pcastellano@ridgeford.edu",
  date: "2026-10-21 10:30:00 -04:00",
  subject: "Elite Path client - Noor Haddad, 2028 Setter",
  text: `Coach Castellano,

I represent Noor Haddad, a 2028 setter from Dearborn, Michigan. Noor plays for Great Lakes Elite 17 Premier and Dearborn Fordson Ridge High School. She's 5'9", runs a fast 5-1, and has a 3.9 GPA (4.3 weighted).

Noor's video: https://www.youtube.com/watch?v=Nh2dQ7rWk5L
Noor's contact: noorhaddad.setter@gmail.com | 313-555-0172

I'm happy to coordinate a call with Noor and her family at your convenience.

Carl Beckett
Senior Scout, Elite Path Scouting
carl@elitepathscouting.com | 248-555-0190`,
};

const sbServiceHtml = `<div style="font-family:Verdana,sans-serif;font-size:13px;max-width:600px">
<div style="background:#8b0000;color:#fff;padding:10px"><b>Diamond Prospect Network</b> &mdash; Player Card</div>
<div style="padding:10px;border:1px solid #ccc">
<h2 style="margin:0">Trinity Boudreaux</h2>
<p style="margin:4px 0">2028 &bull; RHP / UT &bull; 5'10"</p>
<p style="margin:4px 0">Louisiana Lightning 18U Premier &bull; Zachary Oaks High School &bull; Zachary, LA</p>
<p style="margin:4px 0">GPA 3.8 &bull; FB 62 mph &bull; ERA 0.98</p>
<p style="margin:4px 0">Contact: trinityboudreaux28@gmail.com &bull; (225) 555-0174</p>
<p><a href="https://vimeo.com/1011122334">Pitching video</a></p>
<p style="font-size:11px;color:#666">Diamond Prospect Network &bull; 1400 Commerce Blvd, Baton Rouge, LA &bull; (225) 555-0100</p>
</div></div>`;

const templateService: Original = {
  from: "ProspectBridge <athletes@prospectbridge.io>",
  to: "moyelaran@lakemont.edu",
  date: "2026-11-13 09:00:00 -05:00",
  subject: "New athlete match for you: Kinsley Moore (2029 P)",
  text: `Hi Coach {{last_name}},

Based on your program's preferences, ProspectBridge matched you with this athlete:

ATHLETE: Kinsley Moore
GRAD YEAR: 2029
POSITIONS: Pitcher, Outfield
HEIGHT: 5'8"
TRAVEL TEAM: Tennessee Fury 16U Gold
HIGH SCHOOL: Franklin Hills High School
HOMETOWN: Franklin, TN
GPA: 3.95
EMAIL: kinsleymoore.p@gmail.com
VIDEO: https://www.youtube.com/watch?v=Km7pQ2wLr4V

Reply to this email to connect with {{athlete_first_name}}'s family.

The ProspectBridge Team
Manage your preferences: https://prospectbridge.io/coach/preferences`,
};

const reelService: Original = {
  from: "VolleyReel Recruiting <reels@volleyreel.com>",
  to: "kvogel@eastbrook.edu",
  date: "2026-10-25 12:00:00 -04:00",
  subject: "New highlight reel: Amelia Strand (2027 L/DS)",
  text: `Coach Vogel,

Amelia Strand just published a new VolleyReel highlight reel and asked us to share it with you.

Amelia Strand | 2027 | Libero / DS | 5'5"
Club: Buffalo Niagara VBC 18 Elite
School: Orchard Park Ridge High School, Orchard Park, NY
GPA: 3.8

Reel (hosted on YouTube): https://www.youtube.com/watch?v=As4lR8tWq3N

Reply directly to Amelia at ameliastrand.ds@gmail.com.

VolleyReel Recruiting | Helping athletes get seen since 2016`,
};

const service2013: Original = {
  from: "Next Level Athletics <profiles@nextlevelathletics.net>",
  to: "Whitlock, Dana",
  date: "2026-09-28 10:00:00 -05:00",
  subject: "Athlete Profile: Sierra Blackwood – 2027 OF",
  text: `Coach Whitlock,

Next Level Athletics is proud to present Sierra Blackwood for your consideration.

Sierra Blackwood – Class of 2027 – OF (CF/LF) – 5’6”
Travel: Wichita Warriors 18U Gold
High School: Derby Prairie High School, Derby, KS
GPA: 3.6
Home-to-1st: 2.62 (lefty slapper)
Video: https://www.hudl.com/profile/18877612/Sierra-Blackwood

Parent contact: Mark Blackwood, 316-555-0140

Sincerely,
Next Level Athletics Recruiting Team`,
};

const pitchingCoach: Original = {
  from: "Holly Kinnard <holly@kinnardpitching.com>",
  to: "dwhitlock@marlowstate.edu",
  date: "2026-11-01 11:00:00 -05:00",
  subject: "One of my pitchers - Abby Lutz",
  text: `Dana,

I've given private pitching lessons to Abby Lutz for four years and she's ready. 2028 RHP, 5'11", 62-64 mph with a legit rise. She plays for Springfield Sparks 18U and Nixa Ridge High School in Nixa, Missouri. GPA 3.75.

Video from last week's lesson: https://youtu.be/Al6kT3nRq9Z
Abby's email: abbylutz.rhp@gmail.com

Holly Kinnard
Kinnard Pitching Academy
417-555-0196`,
};

const alumna: Original = {
  from: "Courtney Vaughan-Reed <cvaughanreed@gmail.com>",
  to: "jreyes@cresthaven.edu",
  date: "2026-10-29 20:00:00 -04:00",
  subject: "Cresthaven alum - a setter you should know",
  text: `Hi Coach Reyes!

Courtney (Vaughan) Reed here, class of 2014, setter on the conference title team. I've been coaching youth clinics in Nashville and there's a 2029 setter I think you'd love: Lucy Hargrove, 5'8", Nashville Elite 16 Gold, Hillsboro Crest High School in Nashville, TN. Smart kid, 4.0 GPA.

Her video: https://www.youtube.com/watch?v=Lh9gR2pWq7Y

Go Hawks!
Courtney`,
};

const otherCollegeCoach: Original = {
  from: "Coach Nate Halloran <nhalloran@lindellstate.edu>",
  to: "jreyes@cresthaven.edu",
  date: "2026-11-08 16:40:00 -05:00",
  subject: "2027 MB - not a fit for us, might be for you",
  text: `Jordan,

We're full at middle for 2027 but I saw a kid at our camp who'd be a great fit for Cresthaven: Delaney Frost, 6'2" MB, 2027, Springfield Valley High School in Springfield, IL, plays for Capital Area VBC 18 Elite. 3.3 GPA, good kid.

Video: https://www.hudl.com/video/3/20480055/670d2b15e4b0a1c4d8e3f221
Her email: delaneyfrost27@gmail.com

Nate Halloran
Head Volleyball Coach
Lindell State University
(217) 555-0138`,
};

export const OTHER_RECOMMENDERS: CorpusEntry[] = [
  {
    name: "hs-coach-senior-oh-gmail",
    tags: ["fwd:gmail", "lang:en", "trap:hs-coach-contact"],
    label: recruiting("high_school_coach", {
      first_name: "Tori",
      last_name: "Vance",
      grad_year: 2027,
      positions: ["OH"],
      height_inches: 71,
      club_team: "Indy Crossroads VBC 18 Elite",
      high_school: "Hamilton Southern High School",
      city: "Fishers",
      state: "IN",
      gpa: 3.6,
      email: "torivance27@gmail.com",
      phone: "+13175550175",
      video_urls: ["https://www.hudl.com/video/3/20612233/67130f77e4b0b2d1c8a3e991"],
    }),
    message: forward({ style: "gmail", coach: REYES, date: "2026-11-06 07:20:00 -05:00", note: "HS coach rec - all-state OH, 2027", original: hsSenior }),
  },
  {
    name: "hs-coach-sb-pitcher-weighted-outlook-es",
    tags: ["fwd:outlook-es", "lang:en", "trap:weighted-gpa", "trap:hs-coach-contact"],
    label: recruiting("high_school_coach", {
      first_name: "Marisa",
      last_name: "Leal",
      grad_year: 2027,
      positions: ["P"],
      height_inches: 69,
      club_team: "South Texas Hurricanes 18U",
      high_school: "Laredo United South High School",
      city: "Laredo",
      state: "TX",
      gpa: 3.9,
      phone: "+19565550181",
      video_urls: ["https://www.youtube.com/watch?v=Ml8rP3kWq6T"],
    }),
    message: forward({ style: "outlook-es", coach: MONTOYA, date: "2026-10-29 08:00:00 -07:00", original: hsSoftball }),
  },
  {
    name: "hs-coach-two-seniors-outlook-live",
    tags: ["fwd:outlook-live", "lang:en", "several-athletes", "trap:teammate"],
    label: recruiting("high_school_coach", {
      first_name: "Gianna",
      last_name: "Russo",
      grad_year: 2027,
      positions: ["L/DS"],
      height_inches: 66,
      club_team: "Jersey Elite VBC 18 Blue",
      high_school: "Cedar Ridge High School",
      city: "Hillsborough",
      state: "NJ",
      gpa: 3.95,
      email: "giannarusso27@gmail.com",
      video_urls: ["https://youtu.be/Gr4sN7wLq2P"],
    }),
    message: forward({ style: "outlook-live", coach: CASTELLANO, date: "2026-11-11 07:45:00 -05:00", original: hsTwo }),
  },
  {
    name: "hs-coach-latin1-thunderbird",
    tags: ["fwd:thunderbird", "lang:en", "charset:iso-8859-1", "quoted-printable", "format-flowed"],
    label: recruiting("high_school_coach", {
      first_name: "Aurélie",
      last_name: "Nygård",
      grad_year: 2028,
      positions: ["S"],
      height_inches: 70,
      club_team: "Red River Juniors 17 Elite",
      high_school: "Moorhead Riverside High School",
      city: "Moorhead",
      state: "MN",
      gpa: 3.85,
      email: "aurelie.nygard@gmail.com",
      video_urls: ["https://www.hudl.com/profile/20102234/Aurelie-Nygard"],
    }),
    message: forward({ style: "thunderbird", coach: HALVORSEN, date: "2026-10-17 06:55:00 -05:00", charset: "iso-8859-1", flowed: true, note: "Inger's setter. 2028.", original: hsLatin1 }),
  },
  {
    name: "hs-coach-libero-gmail-pt",
    tags: ["fwd:gmail-pt", "lang:en", "trap:passing-score"],
    label: recruiting("high_school_coach", {
      first_name: "Brianna",
      last_name: "Okafor-Lewis",
      grad_year: 2027,
      positions: ["L/DS"],
      height_inches: 65,
      club_team: "Lowcountry Juniors 18 Royal",
      high_school: "Savannah Country Day Ridge School",
      city: "Savannah",
      state: "GA",
      gpa: 3.7,
      email: "bokaforlewis@gmail.com",
      video_urls: ["https://www.hudl.com/video/3/20577216/6710c812e4b0a9d2f3b1c445"],
    }),
    message: forward({ style: "gmail-pt", coach: DUARTE, date: "2026-11-04 08:00:00 -05:00", original: hsPt }),
  },
  {
    name: "hs-coach-stats-table-apple-mac",
    tags: ["fwd:apple-mac", "lang:en", "text-table", "trap:approach-height", "trap:block-touch-height", "trap:weighted-gpa"],
    label: recruiting("high_school_coach", {
      first_name: "Kayla",
      last_name: "Brandt",
      grad_year: 2027,
      positions: ["MB"],
      height_inches: 74,
      club_team: "Cornhusker Juniors 18 Blue",
      high_school: "Westside Prairie High School",
      city: "Omaha",
      state: "NE",
      gpa: 3.5,
      video_urls: ["https://www.hudl.com/video/3/20641177/6715ab01e4b0e7c2d9a4f330"],
    }),
    message: forward({ style: "apple-mac", coach: REYES, date: "2026-11-13 06:45:00 -06:00", original: hsStats }),
  },
  {
    name: "hs-coach-sb-one-line-yahoo",
    tags: ["fwd:yahoo", "lang:en", "style:one-paragraph", "trap:hs-coach-contact"],
    label: recruiting("high_school_coach", {
      first_name: "Carly",
      last_name: "Fontenot",
      grad_year: 2028,
      positions: ["3B", "1B"],
      height_inches: 69,
      club_team: "Gulf Coast Riptide 18U",
      high_school: "Daphne Ridge HS",
      city: "Daphne",
      state: "AL",
      gpa: 3.2,
      phone: "+12515550186",
      video_urls: ["https://youtu.be/Cf5nK2rTq8W"],
    }),
    message: forward({ style: "yahoo", coach: GREER, date: "2026-11-17 06:00:00 -06:00", original: hsIphone }),
  },
  {
    name: "hs-coach-sb-weighted-name-like-coach-gmail",
    tags: ["fwd:gmail", "lang:en", "trap:weighted-gpa", "trap:athlete-surname-equals-coach", "trap:hs-coach-contact"],
    label: recruiting("high_school_coach", {
      first_name: "Hallie",
      last_name: "Greer",
      grad_year: 2028,
      positions: ["C"],
      height_inches: 67,
      club_team: "Ozark Storm 18U Premier",
      high_school: "Bentonville Westfield High School",
      city: "Bentonville",
      state: "AR",
      gpa: 3.94,
      email: "halliegreer.c@gmail.com",
      phone: "+14795550123",
      video_urls: ["https://www.hudl.com/video/3/20266655/66df11c2e4b0c9a7d1e8f662"],
    }),
    message: forward({ style: "gmail", coach: WHITLOCK, date: "2026-10-08 07:00:00 -05:00", original: hsWeighted }),
  },
  {
    name: "service-one-profile-html-outlook-new",
    tags: ["fwd:outlook-new", "lang:en", "html-only", "recruiting-service", "trap:service-contact", "trap:parent-contact", "trap:non-video-links", "video:link-text-differs"],
    label: recruiting("recruiting_service", {
      first_name: "Skyler",
      last_name: "Thornton",
      grad_year: 2028,
      positions: ["OH", "RS/OPP"],
      height_inches: 73,
      club_team: "Ozark Peak Volleyball 17 Black",
      high_school: "Rogers Heritage Park High School",
      city: "Rogers",
      state: "AR",
      gpa: 3.7,
      email: "skylerthornton28@gmail.com",
      video_urls: ["https://www.hudl.com/video/3/20588801/6711f7c0e4b0a3b2c9d1e773"],
    }),
    message: forward({
      style: "outlook-new",
      coach: REYES,
      date: "2026-11-12 08:30:00 -05:00",
      parts: "html",
      original: { from: "Jenna Morales | FieldReady Recruiting <jmorales@fieldreadyrecruiting.com>", to: "jreyes@cresthaven.edu", date: "2026-11-11 15:00:00 -05:00", subject: "Verified profile: Skyler Thornton, 2028 OH/OPP", text: "", html: serviceHtml },
    }),
  },
  {
    name: "service-scout-one-client-outlook-2019",
    tags: ["fwd:outlook-2019", "lang:en", "recruiting-service", "trap:service-contact", "trap:weighted-gpa"],
    label: recruiting("recruiting_service", {
      first_name: "Noor",
      last_name: "Haddad",
      grad_year: 2028,
      positions: ["S"],
      height_inches: 69,
      club_team: "Great Lakes Elite 17 Premier",
      high_school: "Dearborn Fordson Ridge High School",
      city: "Dearborn",
      state: "MI",
      gpa: 3.9,
      email: "noorhaddad.setter@gmail.com",
      phone: "+13135550172",
      video_urls: ["https://www.youtube.com/watch?v=Nh2dQ7rWk5L"],
    }),
    message: forward({ style: "outlook-2019", coach: CASTELLANO, date: "2026-10-22 08:00:00 -04:00", original: scout }),
  },
  {
    name: "service-sb-player-card-base64-gmail",
    tags: ["fwd:gmail", "lang:en", "html-only", "base64", "recruiting-service", "trap:service-contact", "video:link-text-differs"],
    label: recruiting("recruiting_service", {
      first_name: "Trinity",
      last_name: "Boudreaux",
      grad_year: 2028,
      positions: ["P", "UT"],
      height_inches: 70,
      club_team: "Louisiana Lightning 18U Premier",
      high_school: "Zachary Oaks High School",
      city: "Zachary",
      state: "LA",
      gpa: 3.8,
      email: "trinityboudreaux28@gmail.com",
      phone: "+12255550174",
      video_urls: ["https://vimeo.com/1011122334"],
    }),
    message: forward({
      style: "gmail",
      coach: WHITLOCK,
      date: "2026-11-02 09:00:00 -06:00",
      parts: "html",
      encoding: "base64",
      original: { from: "Diamond Prospect Network <cards@diamondprospectnetwork.com>", to: "dwhitlock@marlowstate.edu", date: "2026-11-01 12:00:00 -05:00", subject: "Player Card: Trinity Boudreaux (2028 RHP/UT)", text: "", html: sbServiceHtml },
    }),
  },
  {
    name: "service-match-template-placeholders-outlook-live",
    tags: ["fwd:outlook-live", "lang:en", "recruiting-service", "trap:template-placeholder"],
    label: recruiting("recruiting_service", {
      first_name: "Kinsley",
      last_name: "Moore",
      grad_year: 2029,
      positions: ["P", "OF"],
      height_inches: 68,
      club_team: "Tennessee Fury 16U Gold",
      high_school: "Franklin Hills High School",
      city: "Franklin",
      state: "TN",
      gpa: 3.95,
      email: "kinsleymoore.p@gmail.com",
      video_urls: ["https://www.youtube.com/watch?v=Km7pQ2wLr4V"],
    }),
    message: forward({ style: "outlook-live", coach: OYELARAN, date: "2026-11-13 10:30:00 -05:00", original: templateService }),
  },
  {
    name: "service-highlight-reel-outlook-de",
    tags: ["fwd:outlook-de", "lang:en", "recruiting-service"],
    label: recruiting("recruiting_service", {
      first_name: "Amelia",
      last_name: "Strand",
      grad_year: 2027,
      positions: ["L/DS"],
      height_inches: 65,
      club_team: "Buffalo Niagara VBC 18 Elite",
      high_school: "Orchard Park Ridge High School",
      city: "Orchard Park",
      state: "NY",
      gpa: 3.8,
      email: "ameliastrand.ds@gmail.com",
      video_urls: ["https://www.youtube.com/watch?v=As4lR8tWq3N"],
    }),
    message: forward({ style: "outlook-de", coach: VOGEL, date: "2026-10-26 08:30:00 -04:00", note: "Libera 2027 aus Orchard Park.", original: reelService }),
  },
  {
    name: "service-profile-windows-1252-outlook-2013",
    tags: ["fwd:outlook-2013", "lang:en", "charset:windows-1252", "quoted-printable", "recruiting-service", "trap:parent-contact", "trap:curly-quote-height"],
    label: recruiting("recruiting_service", {
      first_name: "Sierra",
      last_name: "Blackwood",
      grad_year: 2027,
      positions: ["OF"],
      height_inches: 66,
      club_team: "Wichita Warriors 18U Gold",
      high_school: "Derby Prairie High School",
      city: "Derby",
      state: "KS",
      gpa: 3.6,
      video_urls: ["https://www.hudl.com/profile/18877612/Sierra-Blackwood"],
    }),
    message: forward({ style: "outlook-2013", coach: WHITLOCK, date: "2026-09-29 07:40:00 -05:00", charset: "windows-1252", original: { ...service2013, to: '"Whitlock, Dana" <dwhitlock@marlowstate.edu>' } }),
  },
  {
    name: "other-pitching-instructor-gmail",
    tags: ["fwd:gmail", "lang:en", "recommender:private-instructor"],
    label: recruiting("other", {
      first_name: "Abby",
      last_name: "Lutz",
      grad_year: 2028,
      positions: ["P"],
      height_inches: 71,
      club_team: "Springfield Sparks 18U",
      high_school: "Nixa Ridge High School",
      city: "Nixa",
      state: "MO",
      gpa: 3.75,
      email: "abbylutz.rhp@gmail.com",
      video_urls: ["https://youtu.be/Al6kT3nRq9Z"],
    }),
    message: forward({ style: "gmail", coach: WHITLOCK, date: "2026-11-01 13:00:00 -05:00", note: "Holly's kid. She's usually right.", original: pitchingCoach }),
  },
  {
    name: "other-alumna-recommends-setter-auto-forward",
    tags: ["not-a-forward", "auto-forward-rule", "lang:en", "recommender:alumna", "trap:dates-like-years"],
    label: recruiting("other", {
      first_name: "Lucy",
      last_name: "Hargrove",
      grad_year: 2029,
      positions: ["S"],
      height_inches: 68,
      club_team: "Nashville Elite 16 Gold",
      high_school: "Hillsboro Crest High School",
      city: "Nashville",
      state: "TN",
      gpa: 4.0,
      video_urls: ["https://www.youtube.com/watch?v=Lh9gR2pWq7Y"],
    }),
    message: original(alumna, "gmail", {
      headers: [
        ["Delivered-To", REYES.scout],
        ["X-Forwarded-To", REYES.scout],
        ["X-Forwarded-For", `${REYES.address} ${REYES.scout}`],
      ],
    }),
  },
  {
    name: "other-college-coach-passes-on-mb-outlook-mac",
    tags: ["fwd:outlook-mac", "lang:en", "recommender:other-college-coach", "trap:college-coach-signature"],
    label: recruiting("other", {
      first_name: "Delaney",
      last_name: "Frost",
      grad_year: 2027,
      positions: ["MB"],
      height_inches: 74,
      club_team: "Capital Area VBC 18 Elite",
      high_school: "Springfield Valley High School",
      city: "Springfield",
      state: "IL",
      gpa: 3.3,
      email: "delaneyfrost27@gmail.com",
      video_urls: ["https://www.hudl.com/video/3/20480055/670d2b15e4b0a1c4d8e3f221"],
    }),
    message: forward({ style: "outlook-mac", coach: REYES, date: "2026-11-09 07:00:00 -05:00", note: "From Nate at Lindell.", original: otherCollegeCoach }),
  },
];
