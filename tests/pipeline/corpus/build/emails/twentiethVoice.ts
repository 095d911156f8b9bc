/**
 * Twentieth tuning batch (`v20-`), written in stop 36 by a fresh author who read only the corpus README and the
 * build's mechanics (never the engine, its tests or the other batches' emails). Its subject: athletes and their
 * families as strangers really write to a college coach. Athletes of eleven sports (volleyball and softball most;
 * soccer, lacrosse, basketball, track, swimming, golf, rowing, water polo and beach volleyball too) in every length
 * and shape: a three-line note, a long letter, a bullet profile, a stats table in HTML, a template with its slot left
 * unfilled, typos, an all-lower-case note typed on a phone, emoji; updates replying on earlier threads (a new club
 * team, a tournament schedule, new grades, a new video); an athlete on her parent's mailbox; parents, a grandmother
 * and a grandfather; athletes writing in German, Spanish, French and Portuguese through other clients; résumés in PDF
 * and Word carrying what the body leaves out; twins and sisters in one email; clubs written every way they appear
 * (age group, colour, coach's name, region, abbreviation, last season's club beside this one, a club only in a
 * signature). And look-alikes from the same senders that introduce nobody: a camp-dates question, a thank-you after
 * committing elsewhere, declines, an athlete's auto-reply, questions with no athlete in them.
 * Everyone and everything here is invented; phones are in the 555-01xx range.
 */
import { direct } from "../heldOutAthleteHelpers.ts";
import { hoForward, relay } from "../heldOutWrappers.ts";
import { notRecruiting, recruiting, severalAthletes, type CorpusEntry } from "../labels.ts";
import { collegeCoach } from "../people.ts";
import { compose, fwd, quotedReply, type Original, type ReplyStyle } from "../wrappers.ts";

const HOLLOWAY = collegeCoach(
  "Bree Holloway",
  "bholloway@kestrelridge.edu",
  "bree.holloway.v20q1@scout.inboxscout.app",
  `Bree Holloway
Head Volleyball Coach | Kestrel Ridge University
o 406-555-0131 | c 406-555-0178`,
);
const UPCHURCH = collegeCoach(
  "Marisol Upchurch",
  "mupchurch@tanagerstate.edu",
  "marisol.upchurch.v20q2@scout.inboxscout.app",
  `Marisol Upchurch
Assistant Softball Coach / Recruiting
Tanager State University
(479) 555-0104`,
);
const ASHDOWN = collegeCoach(
  "Colin Ashdown",
  "cashdown@ferncastle.edu",
  "colin.ashdown.v20q3@scout.inboxscout.app",
  `Colin Ashdown
Head Women's Soccer Coach
Ferncastle College
802.555.0166`,
);
const PRENTISS = collegeCoach(
  "Joanna Prentiss",
  "jprentiss@millbrookcollege.edu",
  "joanna.prentiss.v20q4@scout.inboxscout.app",
  `Joanna Prentiss
Head Coach, Women's Lacrosse & Assistant, Field Hockey
Millbrook College
(603) 555-0152`,
);
const OKONJO = collegeCoach(
  "Delia Okonjo",
  "dokonjo@harwellu.edu",
  "delia.okonjo.v20q5@scout.inboxscout.app",
  `Delia Okonjo
Assistant Women's Basketball Coach
Harwell University
c. 317-555-0183`,
);
const STRAND = collegeCoach(
  "Nils Strand",
  "nstrand@corvallisbay.edu",
  "nils.strand.v20q6@scout.inboxscout.app",
  `Nils Strand
Head Coach, Swimming & Diving / Women's Water Polo
Corvallis Bay University
(541) 555-0125`,
);
const TREMBLAY = collegeCoach(
  "Yvette Tremblay",
  "ytremblay@ashgrovecollege.edu",
  "yvette.tremblay.v20q7@scout.inboxscout.app",
  `Yvette Tremblay
Distance & Middle Distance Coach, Track & Field / XC
Ashgrove College
315-555-0140`,
);
const MARCHETTI = collegeCoach(
  "Paul Marchetti",
  "pmarchetti@linwoodstate.edu",
  "paul.marchetti.v20q8@scout.inboxscout.app",
  `Paul Marchetti
Head Women's Golf Coach & Head Rowing Coach
Linwood State University
(810) 555-0119`,
);
const KEALOHA = collegeCoach(
  "Malia Kealoha",
  "mkealoha@palisadecoast.edu",
  "malia.kealoha.v20q9@scout.inboxscout.app",
  `Malia Kealoha
Head Beach Volleyball Coach
Palisade Coast University
808-555-0137`,
);

/** A thread as its newest message carries it: each message's own text above the quoted history of the ones before (newest first). */
function threadOf(style: ReplyStyle, ...messages: Original[]): Original {
  const flavour = style === "gmail" ? "gmail" : style === "apple" ? "apple" : style === "outlook" ? "outlook" : "plain";
  let thread = messages[messages.length - 1]!;
  for (let i = messages.length - 2; i >= 0; i--) {
    const message = messages[i]!;
    const body = compose(message.text, quotedReply(style, thread), flavour);
    thread = { ...message, text: body.text, html: body.html };
  }
  return thread;
}

export const TWENTIETH_VOICE: CorpusEntry[] = [
  // ---------------------------------------------------------------- very short notes
  {
    name: "v20-vb-athlete-three-lines-gmail",
    family: "v20-vb-athlete-three-lines",
    tags: ["wrapper:gmail", "sport:volleyball", "shape:very-short"],
    message: fwd("gmail", HOLLOWAY, "2026-11-03 08:12:40 -07:00", {
      from: "Tessa Vanlandingham <tessa.vanl09@gmail.com>",
      to: HOLLOWAY.address,
      date: "2026-11-02 21:47:03 -06:00",
      subject: "2028 OH - Tessa Vanlandingham",
      text: `Hi Coach Holloway, I'm a 2028 outside hitter (5'11) from Kearney, NE, I play for Sandhills Juniors 16 Elite. Highlights: https://www.hudl.com/video/3/18824417/6711ab20c4b0d81e2f7a1c44

Thank you!
Tessa`,
    }, { note: "short and sweet. 5'11 lefty? check" }),
    label: recruiting("athlete", {
      first_name: "Tessa",
      last_name: "Vanlandingham",
      grad_year: 2028,
      positions: ["OH"],
      height_inches: 71,
      club_team: "Sandhills Juniors 16 Elite",
      city: "Kearney",
      state: "NE",
      email: "tessa.vanl09@gmail.com",
      video_urls: ["https://www.hudl.com/video/3/18824417/6711ab20c4b0d81e2f7a1c44"],
    }),
  },
  {
    name: "v20-sb-athlete-one-liner-link-iphone",
    family: "v20-sb-athlete-one-liner",
    tags: ["wrapper:apple-ios", "sport:softball", "shape:very-short"],
    message: fwd("apple-ios", UPCHURCH, "2026-10-19 12:30:11 -05:00", {
      from: "Brynn Achterkirch <brynnachterkirch27@icloud.com>",
      to: UPCHURCH.address,
      date: "2026-10-19 06:02:55 -05:00",
      subject: "catcher class of 2027",
      text: `Coach Upchurch - 2027 C/3B from Joplin MO, Ozark Heat 18U Gold. Skills video https://youtu.be/Qm4xT7pLr2k
Brynn Achterkirch
417-555-0146

Sent from my iPhone`,
    }, { note: "Marisol - can you look at her pop times" }),
    label: recruiting("athlete", {
      first_name: "Brynn",
      last_name: "Achterkirch",
      grad_year: 2027,
      positions: ["C", "3B"],
      club_team: "Ozark Heat 18U Gold",
      city: "Joplin",
      state: "MO",
      email: "brynnachterkirch27@icloud.com",
      phone: "+14175550146",
      video_urls: ["https://youtu.be/Qm4xT7pLr2k"],
    }),
  },
  // ---------------------------------------------------------------- a long letter
  {
    name: "v20-vb-athlete-long-letter-outlook-live",
    family: "v20-vb-athlete-long-letter",
    tags: ["wrapper:outlook-live", "sport:volleyball", "shape:long-letter", "club:coach-name", "club:former"],
    message: fwd("outlook-live", HOLLOWAY, "2026-11-05 10:41:00 -07:00", {
      from: "Ainsley Marchbanks <ainsley.marchbanks@outlook.com>",
      to: "Bree Holloway <bholloway@kestrelridge.edu>",
      date: "2026-11-04 22:15:36 -08:00",
      subject: "Middle blocker, Class of 2028 - very interested in Kestrel Ridge",
      text: `Dear Coach Holloway,

My name is Ainsley Marchbanks and I am a junior at Ahtanum Christian Academy in Yakima, Washington. I wanted to reach out because Kestrel Ridge has been at the very top of my list ever since my older cousin visited campus two summers ago and would not stop talking about the mountains, the nursing program, and honestly the gym. I am hoping to study nursing too, and I love that your players seem to actually enjoy each other on the court.

A little about me as a player: I am a middle blocker, 6'1", and I graduate in 2028. This club season I am playing for Evergreen Ridge Volleyball Club 17 Red (coached by Dana Pruitt). Before that I spent three seasons with Yakima Valley Juniors, where I started on the 15s and 16s. Coach Pruitt moved me to the right side for a few tournaments last spring because we were short, but middle is where I have always played and where I want to play in college. My quick attack off the slide is the part of my game I am proudest of, and I have spent the fall working on my footwork on the block with a trainer.

In school I carry a 3.92 unweighted GPA and I am taking AP Biology and AP Chemistry this year. I also volunteer at our hospital's pediatric wing on Saturdays when we don't have tournaments, which is not very often!

Our club schedule this season:
- Jan 17-18: Pacific Northwest Qualifier warm-up, Tacoma
- Feb 14-16: Northwest Crossroads, Spokane
- Mar 21-23: Cascade Classic, Portland

My most recent film is here: https://www.hudl.com/video/3/20991870/67a0e5d1b8c3f20a44e19d75

Thank you so much for taking the time to read this. I know you must get a lot of these emails. I would love to come to a practice or a match this spring if that is allowed.

Sincerely,
Ainsley Marchbanks
Class of 2028 | MB | 6'1"
(509) 555-0127
ainsley.marchbanks@outlook.com`,
    }),
    label: recruiting("athlete", {
      first_name: "Ainsley",
      last_name: "Marchbanks",
      grad_year: 2028,
      positions: ["MB"],
      height_inches: 73,
      club_team: "Evergreen Ridge Volleyball Club 17 Red",
      high_school: "Ahtanum Christian Academy",
      city: "Yakima",
      state: "WA",
      gpa: 3.92,
      email: "ainsley.marchbanks@outlook.com",
      phone: "+15095550127",
      video_urls: ["https://www.hudl.com/video/3/20991870/67a0e5d1b8c3f20a44e19d75"],
    }),
  },
  // ---------------------------------------------------------------- bullet profile
  {
    name: "v20-sb-athlete-bullet-profile-apple-mac",
    family: "v20-sb-athlete-bullet-profile",
    tags: ["wrapper:apple-mac", "sport:softball", "shape:bullets"],
    message: fwd("apple-mac", UPCHURCH, "2026-10-27 16:05:18 -05:00", {
      from: "Kenzie Duplantis <kduplantis.sb@gmail.com>",
      to: UPCHURCH.address,
      date: "2026-10-26 19:33:50 -05:00",
      subject: "RHP Kenzie Duplantis | 2028 | Louisiana Voodoo 16U Fontenot",
      text: `Hello Coach Upchurch,

I'm a right handed pitcher and I would love for you to see me throw this fall. Here is my info:

• Name: Kenzie Duplantis
• Grad Year: 2028
• Primary: RHP    Secondary: 1B
• Height: 5'9"
• Bats/Throws: R/R
• Club: Louisiana Voodoo 16U Fontenot
• High School: Ascension Bayou High School (St. Amant, LA)
• GPA: 3.7
• Pitches: FB 58-60, rise, drop, change, curve
• Cell: 225-555-0162
• Video: https://www.youtube.com/watch?v=HbX31pQzL0e

I'll be pitching at the Fall Frenzy in Baton Rouge Nov 14-15, field 4.

Thank you,
Kenzie`,
    }),
    label: recruiting("athlete", {
      first_name: "Kenzie",
      last_name: "Duplantis",
      grad_year: 2028,
      positions: ["P", "1B"],
      height_inches: 69,
      club_team: "Louisiana Voodoo 16U Fontenot",
      high_school: "Ascension Bayou High School",
      city: "St. Amant",
      state: "LA",
      gpa: 3.7,
      email: "kduplantis.sb@gmail.com",
      phone: "+12255550162",
      video_urls: ["https://www.youtube.com/watch?v=HbX31pQzL0e"],
    }),
  },
  // ---------------------------------------------------------------- a stats table in HTML
  {
    name: "v20-vb-athlete-stats-table-html-only",
    family: "v20-vb-athlete-stats-table",
    tags: ["wrapper:gmail", "sport:volleyball", "shape:html-table", "mime:html-only"],
    message: fwd("gmail", HOLLOWAY, "2026-11-09 07:55:02 -07:00", {
      from: "Rosalind Oyelowo <roz.oyelowo@gmail.com>",
      to: HOLLOWAY.address,
      date: "2026-11-08 18:20:44 -06:00",
      subject: "Setter - Rosalind Oyelowo - 2027 - season stats",
      text: `Coach Holloway,

I'm a 2027 setter at Shunganunga Regional High School and I play club for Prairie Fire VBC 18-1 (Midwest Region). Below are my high school season stats.

Season | Matches | Sets | Assists | Ast/Set | Digs | Aces
2026 (Sr) | 31 | 104 | 1,092 | 10.5 | 211 | 47
2025 (Jr) | 28 | 95 | 871 | 9.2 | 180 | 39

Height 5'10" | Approach 9'6" | GPA 3.81
Topeka, KS
Film: https://www.hudl.com/video/3/20417761/67e2c0a4b1d3f58e09a7c612
Cell 785-555-0114

Thank you for your time,
Rosalind "Roz" Oyelowo`,
      html: `<div dir="ltr"><p>Coach Holloway,</p><p>I'm a 2027 setter at Shunganunga Regional High School and I play club for <b>Prairie Fire VBC 18-1</b> (Midwest Region). Below are my high school season stats.</p>
<table border="1" cellpadding="4" cellspacing="0" style="border-collapse:collapse;font-family:Arial,sans-serif;font-size:13px">
<tr style="background:#1d3557;color:#fff"><th>Season</th><th>Matches</th><th>Sets</th><th>Assists</th><th>Ast/Set</th><th>Digs</th><th>Aces</th></tr>
<tr><td>2026 (Sr)</td><td>31</td><td>104</td><td>1,092</td><td>10.5</td><td>211</td><td>47</td></tr>
<tr><td>2025 (Jr)</td><td>28</td><td>95</td><td>871</td><td>9.2</td><td>180</td><td>39</td></tr>
</table>
<table cellpadding="3" style="margin-top:10px;font-family:Arial,sans-serif;font-size:13px">
<tr><td><b>Height</b></td><td>5'10"</td><td><b>Approach</b></td><td>9'6"</td><td><b>GPA</b></td><td>3.81</td></tr>
<tr><td><b>Hometown</b></td><td colspan="5">Topeka, KS</td></tr>
<tr><td><b>Film</b></td><td colspan="5"><a href="https://www.hudl.com/video/3/20417761/67e2c0a4b1d3f58e09a7c612">https://www.hudl.com/video/3/20417761/67e2c0a4b1d3f58e09a7c612</a></td></tr>
<tr><td><b>Cell</b></td><td colspan="5">785-555-0114</td></tr>
</table>
<p>Thank you for your time,<br>Rosalind &quot;Roz&quot; Oyelowo</p></div>`,
    }, { parts: "html", note: "setter for '27 - numbers look real" }),
    label: recruiting("athlete", {
      first_name: "Rosalind",
      last_name: "Oyelowo",
      grad_year: 2027,
      positions: ["S"],
      height_inches: 70,
      club_team: "Prairie Fire VBC 18-1",
      high_school: "Shunganunga Regional High School",
      city: "Topeka",
      state: "KS",
      gpa: 3.81,
      email: "roz.oyelowo@gmail.com",
      phone: "+17855550114",
      video_urls: ["https://www.hudl.com/video/3/20417761/67e2c0a4b1d3f58e09a7c612"],
    }),
  },
  // ---------------------------------------------------------------- a template with an unfilled slot
  {
    name: "v20-sb-athlete-template-slot-unfilled-outlook-2019",
    family: "v20-sb-athlete-template-slot",
    tags: ["wrapper:outlook-2019", "sport:softball", "trap:placeholder"],
    message: fwd("outlook-2019", UPCHURCH, "2026-11-10 09:14:27 -06:00", {
      from: "Jordyn Pelletier <jpelletier2028@yahoo.com>",
      to: UPCHURCH.address,
      date: "2026-11-10 05:48:09 -06:00",
      subject: "Prospective Student-Athlete - Catcher - 2028",
      text: `Dear Coach [COACH LAST NAME],

My name is Jordyn Pelletier and I am very interested in playing softball at [SCHOOL NAME]. I am a 2028 catcher from Bismarck, North Dakota and I attend Missouri Slope High School. I play travel ball for the Northern Lights Fastpitch 16U Black team.

My pop time is 1.9 and I hit .412 last spring with 9 doubles. I have a 3.6 GPA and want to major in [MAJOR].

I would really appreciate it if you could take a look at my video: https://www.youtube.com/watch?v=N7pCzxA4w2s

Thank you for your time and consideration!

Jordyn Pelletier
Catcher | Class of 2028
701-555-0108`,
    }, { note: "Template didn't get filled in, but she's a catcher. FYI" }),
    label: recruiting("athlete", {
      first_name: "Jordyn",
      last_name: "Pelletier",
      grad_year: 2028,
      positions: ["C"],
      club_team: "Northern Lights Fastpitch 16U Black",
      high_school: "Missouri Slope High School",
      city: "Bismarck",
      state: "ND",
      gpa: 3.6,
      email: "jpelletier2028@yahoo.com",
      phone: "+17015550108",
      video_urls: ["https://www.youtube.com/watch?v=N7pCzxA4w2s"],
    }),
  },
  // ---------------------------------------------------------------- all lower case, typed on a phone, emoji
  {
    name: "v20-vb-athlete-lowercase-phone-emoji-direct",
    family: "v20-vb-athlete-lowercase-phone",
    tags: ["direct:gmail-rule", "client:iphone", "sport:volleyball", "case:lower", "emoji"],
    message: direct(
      {
        from: "kaia rosenbaum <kaiarosenbaum@icloud.com>",
        to: HOLLOWAY.address,
        date: "2026-11-12 23:04:51 -07:00",
        subject: "libero 2029 🏐",
        text: `hi coach!! my name is kaia rosenbaum and im a libero/ds class of 2029 from missoula. i play for big sky juniors 15 blue and go to rattlesnake creek high school. im 5'4 and my passing avg was a 2.6 at our last tourney 😅 heres my clips https://www.hudl.com/video/3/21004452/67b1f0aa9c2e4d11b0f38c62 

would love to come to a camp this summer!! 

kaia 💙
406-555-0193

Sent from my iPhone`,
      },
      HOLLOWAY,
      "iphone",
    ),
    label: recruiting("athlete", {
      first_name: "Kaia",
      last_name: "Rosenbaum",
      grad_year: 2029,
      positions: ["L/DS"],
      height_inches: 64,
      club_team: "Big Sky Juniors 15 Blue",
      high_school: "Rattlesnake Creek High School",
      city: "Missoula",
      email: "kaiarosenbaum@icloud.com",
      phone: "+14065550193",
      video_urls: ["https://www.hudl.com/video/3/21004452/67b1f0aa9c2e4d11b0f38c62"],
    }),
  },
  // ---------------------------------------------------------------- typos
  {
    name: "v20-sb-athlete-typos-yahoo",
    family: "v20-sb-athlete-typos",
    tags: ["wrapper:yahoo", "sport:softball", "shape:typos"],
    message: fwd("yahoo", UPCHURCH, "2026-11-02 13:22:18 -06:00", {
      from: "Destiny Halvorsrud <destinyhalv@yahoo.com>",
      to: UPCHURCH.address,
      date: "2026-11-01 20:11:37 -06:00",
      subject: "interseted in your program",
      text: `Hello coach Upcurch,

My name is Destiny Halvorsrud im a shortstop and second basemen in the class of 2028. I go to Fountian Creek High School in Pueblo Colorado and play travle ball for Colorado Stingrays 16u Teal. I hit lead off and batted .388 this summer with 21 stolen bases. My gpa is 3.4.

I am 5'6 and right handed. I relly like your school because its close to family and I want to study criminal justice.

My skills video is here https://www.youtube.com/watch?v=Rk2bT9wPq0s

Thank you for you're time
Destiny Halvorsrud
719 555 0171`,
    }),
    label: recruiting("athlete", {
      first_name: "Destiny",
      last_name: "Halvorsrud",
      grad_year: 2028,
      positions: ["SS", "2B"],
      height_inches: 66,
      club_team: "Colorado Stingrays 16u Teal",
      high_school: "Fountian Creek High School",
      city: "Pueblo",
      state: "CO",
      gpa: 3.4,
      email: "destinyhalv@yahoo.com",
      phone: "+17195550171",
      video_urls: ["https://www.youtube.com/watch?v=Rk2bT9wPq0s"],
    }),
  },
  // ---------------------------------------------------------------- updates on earlier threads
  {
    name: "v20-vb-athlete-update-new-club-gmail-reply",
    family: "v20-vb-athlete-update-new-club",
    tags: ["wrapper:gmail", "sport:volleyball", "thread:update", "club:former", "reply:quoted"],
    message: fwd("gmail", HOLLOWAY, "2026-11-16 11:03:12 -07:00", threadOf(
      "gmail",
      {
        from: "Harper Lindqvist <harperlindqvist28@gmail.com>",
        to: HOLLOWAY.address,
        date: "2026-11-15 17:40:22 -07:00",
        subject: "Re: 2028 RS/OPP Harper Lindqvist - Timberline VBC 16 National",
        text: `Hi Coach Holloway,

Quick update - I tried out again this fall and I'm now playing for Summit Peak Juniors 17 Black (Coach Mendez) instead of Timberline. Our first tournament is the Mile High Kickoff Dec 6-7 in Denver, I'd love it if you could come watch! Updated clips from our first scrimmage: https://www.hudl.com/video/3/21057720/67c4a0b1e8d2f30b91a7e215

Thanks!
Harper`,
      },
      {
        from: "Harper Lindqvist <harperlindqvist28@gmail.com>",
        to: HOLLOWAY.address,
        date: "2026-06-02 20:15:09 -06:00",
        subject: "2028 RS/OPP Harper Lindqvist - Timberline VBC 16 National",
        text: `Hello Coach Holloway,

My name is Harper Lindqvist, I'm a 2028 right side from Fort Collins, CO. I play for Timberline VBC 16 National and attend Horsetooth High School. I'm 6'0" and I'm left handed. My GPA is 3.88.

Highlights: https://www.hudl.com/video/3/19877201/66a2c1d0f7b3e21c48a9d330
Cell: 970-555-0129

Thank you,
Harper Lindqvist`,
      },
    ), { note: "she switched clubs - update her card" }),
    label: recruiting("athlete", {
      first_name: "Harper",
      last_name: "Lindqvist",
      grad_year: 2028,
      positions: ["RS/OPP"],
      height_inches: 72,
      club_team: "Summit Peak Juniors 17 Black",
      high_school: "Horsetooth High School",
      city: "Fort Collins",
      state: "CO",
      gpa: 3.88,
      email: "harperlindqvist28@gmail.com",
      phone: "+19705550129",
      video_urls: ["https://www.hudl.com/video/3/21057720/67c4a0b1e8d2f30b91a7e215", "https://www.hudl.com/video/3/19877201/66a2c1d0f7b3e21c48a9d330"],
    }),
  },
  {
    name: "v20-sb-athlete-tournament-schedule-over-coach-reply",
    family: "v20-sb-athlete-tournament-schedule",
    tags: ["wrapper:outlook-new", "sport:softball", "thread:update", "trap:college-coach-quoted", "trap:tournament-dates"],
    message: fwd("outlook-new", UPCHURCH, "2026-11-18 08:30:00 -06:00", threadOf(
      "gmail",
      {
        from: "Ellery Vasquez-Ruiz <elleryvr22@gmail.com>",
        to: "Marisol Upchurch <mupchurch@tanagerstate.edu>",
        date: "2026-11-17 21:12:45 -06:00",
        subject: "Re: Ellery Vasquez-Ruiz - 2027 OF - Tulsa",
        text: `Hi Coach,

Thank you for writing back! Here is our winter/spring schedule with Red Dirt Bombers 18U Premier:

Jan 24-25  Winter Warm-Up, Oklahoma City (fields 1-6)
Feb 21-22  Sooner State Showcase, Norman
Mar 14-15  Red Dirt Invitational, Stillwater
Apr 11-12  Route 66 Classic, Tulsa

I usually play center but I've been in left a lot this fall. My jersey is #14.

Ellery`,
      },
      {
        from: "Marisol Upchurch <mupchurch@tanagerstate.edu>",
        to: "Ellery Vasquez-Ruiz <elleryvr22@gmail.com>",
        date: "2026-11-17 10:05:31 -06:00",
        subject: "RE: Ellery Vasquez-Ruiz - 2027 OF - Tulsa",
        text: `Ellery - thanks for the note and video. Can you send your schedule for this winter and spring? We'll be at a few events in Oklahoma.

Marisol Upchurch
Assistant Softball Coach / Recruiting
Tanager State University
(479) 555-0104`,
      },
      {
        from: "Ellery Vasquez-Ruiz <elleryvr22@gmail.com>",
        to: "mupchurch@tanagerstate.edu",
        date: "2026-11-14 19:47:10 -06:00",
        subject: "Ellery Vasquez-Ruiz - 2027 OF - Tulsa",
        text: `Coach Upchurch,

I'm Ellery Vasquez-Ruiz, a 2027 outfielder from Tulsa, Oklahoma. I attend Tulsa Riverview High School and play for Red Dirt Bombers 18U Premier. 5'7", bats left, throws right. 3.95 GPA.

Video: https://www.youtube.com/watch?v=Ud9Lw3mXy7A
Phone: 918-555-0175

Thank you,
Ellery Vasquez-Ruiz`,
      },
    )),
    label: recruiting("athlete", {
      first_name: "Ellery",
      last_name: "Vasquez-Ruiz",
      grad_year: 2027,
      positions: ["OF"],
      height_inches: 67,
      club_team: "Red Dirt Bombers 18U Premier",
      high_school: "Tulsa Riverview High School",
      city: "Tulsa",
      state: "OK",
      gpa: 3.95,
      email: "elleryvr22@gmail.com",
      phone: "+19185550175",
      video_urls: ["https://www.youtube.com/watch?v=Ud9Lw3mXy7A"],
    }),
  },
  {
    name: "v20-vb-athlete-new-grades-update-apple-reply",
    family: "v20-vb-athlete-new-grades",
    tags: ["wrapper:apple-mac", "sport:volleyball", "thread:update", "trap:gpa-updated"],
    message: fwd("apple-mac", HOLLOWAY, "2026-11-20 14:18:40 -07:00", threadOf(
      "apple",
      {
        from: "Mireille Achebe <mireille.achebe@icloud.com>",
        to: "Bree Holloway <bholloway@kestrelridge.edu>",
        date: "2026-11-20 07:31:02 -06:00",
        subject: "Re: Mireille Achebe - 2027 Libero - Omaha",
        text: `Good morning Coach Holloway,

First quarter grades came out and I wanted to send an update: my cumulative unweighted GPA is now 3.74 (it was 3.58 when I last wrote) and I got a 1310 on the SAT in October. Just wanted you to have the newest numbers!

Still with Platte River Elite 18 Gold, first tournament is in January.

Mireille`,
      },
      {
        from: "Mireille Achebe <mireille.achebe@icloud.com>",
        to: "Bree Holloway <bholloway@kestrelridge.edu>",
        date: "2026-09-08 21:14:55 -05:00",
        subject: "Mireille Achebe - 2027 Libero - Omaha",
        text: `Dear Coach Holloway,

I'm Mireille Achebe, a 2027 libero/DS from Omaha, Nebraska. I play for Platte River Elite 18 Gold and I'm a senior at Elkhorn Ridge High School. I'm 5'6". GPA 3.58 unweighted.

https://www.hudl.com/video/3/19990012/66d5e2f1a0b4c93d27e8f104

Mireille Achebe
402-555-0188`,
      },
    )),
    label: recruiting("athlete", {
      first_name: "Mireille",
      last_name: "Achebe",
      grad_year: 2027,
      positions: ["L/DS"],
      height_inches: 66,
      club_team: "Platte River Elite 18 Gold",
      high_school: "Elkhorn Ridge High School",
      city: "Omaha",
      state: "NE",
      gpa: 3.74,
      email: "mireille.achebe@icloud.com",
      phone: "+14025550188",
      video_urls: ["https://www.hudl.com/video/3/19990012/66d5e2f1a0b4c93d27e8f104"],
    }),
  },
  {
    name: "v20-soccer-athlete-new-video-thunderbird",
    family: "v20-soccer-athlete-new-video",
    tags: ["wrapper:thunderbird", "sport:soccer", "thread:update", "reply:quoted"],
    message: fwd("thunderbird", ASHDOWN, "2026-11-11 09:02:14 -05:00", threadOf(
      "gmail",
      {
        from: "Saoirse Delahunt <saoirse.delahunt@gmail.com>",
        to: ASHDOWN.address,
        date: "2026-11-10 20:26:33 -05:00",
        subject: "Re: GK Saoirse Delahunt (2028) - Concord, NH",
        text: `Coach Ashdown,

I have a new video from our ECNL-RL games this fall, mostly distribution and 1v1s: https://vimeo.com/1018842276

Hope you're well,
Saoirse`,
      },
      {
        from: "Saoirse Delahunt <saoirse.delahunt@gmail.com>",
        to: ASHDOWN.address,
        date: "2026-08-19 16:40:00 -04:00",
        subject: "GK Saoirse Delahunt (2028) - Concord, NH",
        text: `Dear Coach Ashdown,

My name is Saoirse Delahunt and I am a goalkeeper in the class of 2028 at Penacook Regional High School in Concord, New Hampshire. I play for Granite Coast FC Phoenix 09G ECNL-RL. I'm 5'10" and I've started every game in goal for my club the last two seasons.

GPA: 4.0 unweighted
Cell: 603-555-0115

Thank you,
Saoirse Delahunt`,
      },
    )),
    label: recruiting("athlete", {
      first_name: "Saoirse",
      last_name: "Delahunt",
      grad_year: 2028,
      positions: ["goalkeeper"],
      height_inches: 70,
      club_team: "Granite Coast FC Phoenix 09G ECNL-RL",
      high_school: "Penacook Regional High School",
      city: "Concord",
      state: "NH",
      gpa: 4.0,
      email: "saoirse.delahunt@gmail.com",
      phone: "+16035550115",
      video_urls: ["https://vimeo.com/1018842276"],
    }),
  },
  // ---------------------------------------------------------------- families
  {
    name: "v20-vb-athlete-on-mothers-mailbox-outlook-2013",
    family: "v20-vb-athlete-mothers-mailbox",
    tags: ["wrapper:outlook-2013", "sport:volleyball", "writer:athlete-on-parent-account"],
    message: fwd("outlook-2013", HOLLOWAY, "2026-11-06 12:44:09 -07:00", {
      from: "Lorraine Castellanos-Byrd <lcbyrd.family@comcast.net>",
      to: HOLLOWAY.address,
      date: "2026-11-05 21:03:18 -06:00",
      subject: "Outside hitter - Gianna Byrd - 2029",
      text: `Hi Coach Holloway,

This is Gianna Byrd, I'm using my mom's email because my school account blocks outside emails. I'm a freshman (class of 2029) outside hitter at Gravois Creek High School in St. Louis and I play for Gateway Thunder 15 Navy. I'm 5'10" right now and still growing (my mom is 6'0 lol).

Here's my film from our last tournament: https://www.hudl.com/video/3/20873315/67812c4df1a0b27e9c53a118

You can reach me at my cell 314-555-0156 or my own email gbyrd2029@gmail.com.

Thank you!
Gianna Byrd`,
    }),
    label: recruiting("athlete", {
      first_name: "Gianna",
      last_name: "Byrd",
      grad_year: 2029,
      positions: ["OH"],
      height_inches: 70,
      club_team: "Gateway Thunder 15 Navy",
      high_school: "Gravois Creek High School",
      city: "St. Louis",
      email: "gbyrd2029@gmail.com",
      phone: "+13145550156",
      video_urls: ["https://www.hudl.com/video/3/20873315/67812c4df1a0b27e9c53a118"],
    }),
  },
  {
    name: "v20-sb-father-letter-outlook-mac",
    family: "v20-sb-father-letter",
    tags: ["wrapper:outlook-mac", "sport:softball", "writer:parent", "trap:parent-contact"],
    message: fwd("outlook-mac", UPCHURCH, "2026-10-30 10:10:10 -05:00", {
      from: "Russell Thibodeaux <rthibodeaux@bayoumech.example>",
      to: UPCHURCH.address,
      date: "2026-10-29 18:55:44 -05:00",
      subject: "My daughter Avery - 2028 LHP/OF",
      text: `Coach Upchurch,

I'll keep this short since I know you are busy. My daughter Avery Thibodeaux is a left-handed pitcher and outfielder, class of 2028, at Coulee Mouton Catholic High School in Lafayette, Louisiana. She plays for Acadiana Heat 16U (Coach Broussard) and previously for Lafayette Lightning 14U. She is 5'8" and carries a 3.85 GPA.

She has been working with a pitching coach for three years and throws 57-59 with good movement. Her skills video is at https://www.youtube.com/watch?v=Av3ryTh1b0d and she can be reached directly at averythib28@gmail.com or 337-555-0184.

My cell is 337-555-0121 if you have any questions for the family.

Respectfully,
Russell Thibodeaux
Operations Manager | Bayou Mechanical
337-555-0121`,
    }),
    label: recruiting("parent", {
      first_name: "Avery",
      last_name: "Thibodeaux",
      grad_year: 2028,
      positions: ["P", "OF"],
      height_inches: 68,
      club_team: "Acadiana Heat 16U",
      high_school: "Coulee Mouton Catholic High School",
      city: "Lafayette",
      state: "LA",
      gpa: 3.85,
      email: "averythib28@gmail.com",
      phone: "+13375550184",
      video_urls: ["https://www.youtube.com/watch?v=Av3ryTh1b0d"],
    }),
  },
  {
    name: "v20-vb-grandmother-letter-aol-gmail-fwd",
    family: "v20-vb-grandmother-letter",
    tags: ["wrapper:gmail-narrow", "sport:volleyball", "writer:grandparent"],
    message: fwd("gmail-narrow", HOLLOWAY, "2026-11-13 15:27:39 -07:00", {
      from: "Dorothy Vandermolen <dotvandermolen@aol.com>",
      to: HOLLOWAY.address,
      date: "2026-11-13 09:02:06 -06:00",
      subject: "MY GRANDDAUGHTER",
      text: `Dear Coach Holloway,

I hope you do not mind a grandmother writing to you. My granddaughter Lucy Vandermolen plays volleyball and she is very good, everyone says so, not only me. She is a Setter and she will graduate in 2028 from Macatawa Christian High School here in Holland, Michigan. She plays on the club team Lakeshore Juniors 16 Purple.

Lucy is 5 foot 9 and gets straight A's. Her mother sent me this link to her videos which I am told you will want https://www.hudl.com/video/3/20900017/678f5e21a9c3b04d11e2f7c9

Her mother's telephone is 616-555-0142 and Lucy's email is lucyv2028@gmail.com.

God bless,
Dorothy Vandermolen
(Grandma)`,
    }, { note: "grandma! setter, Holland MI" }),
    label: recruiting("parent", {
      first_name: "Lucy",
      last_name: "Vandermolen",
      grad_year: 2028,
      positions: ["S"],
      height_inches: 69,
      club_team: "Lakeshore Juniors 16 Purple",
      high_school: "Macatawa Christian High School",
      city: "Holland",
      state: "MI",
      email: "lucyv2028@gmail.com",
      video_urls: ["https://www.hudl.com/video/3/20900017/678f5e21a9c3b04d11e2f7c9"],
    }),
  },
  {
    name: "v20-sb-grandfather-two-lines-yahoo-direct",
    family: "v20-sb-grandfather-two-lines",
    tags: ["direct:gmail-rule", "client:yahoo", "sport:softball", "writer:grandparent", "shape:very-short"],
    message: direct(
      {
        from: "Walt Kubiak <wkubiak1951@yahoo.com>",
        to: UPCHURCH.address,
        date: "2026-11-08 06:15:20 -06:00",
        subject: "granddaughter Mackenzie Kubiak 2027 3rd base",
        text: `Coach,
My granddaughter Mackenzie Kubiak plays 3B for Wichita Mayhem 18U and Maize Prairie HS, Maize KS, class of 2027. Hit .455 this year. Video www.youtube.com/watch?v=Mk3rdB4se27 Her cell 316-555-0133.
Walt Kubiak`,
      },
      UPCHURCH,
      "yahoo",
    ),
    label: recruiting("parent", {
      first_name: "Mackenzie",
      last_name: "Kubiak",
      grad_year: 2027,
      positions: ["3B"],
      club_team: "Wichita Mayhem 18U",
      high_school: "Maize Prairie HS",
      city: "Maize",
      state: "KS",
      phone: "+13165550133",
      video_urls: ["www.youtube.com/watch?v=Mk3rdB4se27"],
    }),
  },
  {
    name: "v20-vb-mother-forwards-daughters-email-iphone",
    family: "v20-vb-mother-above-daughter",
    tags: ["wrapper:outlook-live", "sport:volleyball", "writer:parent", "role:external-forwarder"],
    message: fwd("outlook-live", HOLLOWAY, "2026-11-19 09:40:51 -07:00", relay({
      style: "iphone:en",
      from: "Tamsin Oduya <tamsin.oduya@gmail.com>",
      to: HOLLOWAY.address,
      date: "2026-11-18 19:22:07 -06:00",
      note: `Coach Holloway, I'm Nia's mom - she sent this to your old address, so I'm passing it along. She's also 5'11" now (grew since the summer!). Thank you - Tamsin Oduya`,
      inner: {
        from: "Nia Oduya <nia.oduya@gmail.com>",
        to: "volleyball@kestrelridge.edu",
        date: "2026-11-18 16:48:30 -06:00",
        subject: "2028 MB/RS Nia Oduya",
        text: `Hi Coach,

I'm Nia Oduya, a 2028 middle and right side from Sugar Land, TX. I go to Brazos Bend High School and play for Gulf Meridian 16 Royal. I'm 5'10" with a 10'1" approach. My GPA is 3.9.

Video: https://www.hudl.com/video/3/20966041/679a11c3b2e0d4f58c1a7e93

Nia Oduya
832-555-0109`,
      },
    })),
    label: recruiting("parent", {
      first_name: "Nia",
      last_name: "Oduya",
      grad_year: 2028,
      positions: ["MB", "RS/OPP"],
      height_inches: 71,
      club_team: "Gulf Meridian 16 Royal",
      high_school: "Brazos Bend High School",
      city: "Sugar Land",
      state: "TX",
      gpa: 3.9,
      email: "nia.oduya@gmail.com",
      phone: "+18325550109",
      video_urls: ["https://www.hudl.com/video/3/20966041/679a11c3b2e0d4f58c1a7e93"],
    }),
  },
  {
    name: "v20-sb-mother-spanish-outlook-es",
    family: "v20-sb-mother-spanish",
    tags: ["wrapper:outlook-web-es", "sport:softball", "writer:parent", "lang:es"],
    message: hoForward({
      style: "outlook-web:es",
      coach: UPCHURCH,
      date: "2026-11-04 11:50:00 -06:00",
      original: {
        from: "Graciela Montemayor <gmontemayor77@hotmail.com>",
        to: UPCHURCH.address,
        date: "2026-11-03 20:31:12 -06:00",
        subject: "Mi hija Valeria - receptora 2028",
        text: `Buenas noches entrenadora Upchurch,

Le escribo para presentarle a mi hija Valeria Montemayor. Es receptora (catcher) y también juega primera base. Se gradúa en 2028 de Harlingen Arroyo High School en Harlingen, Texas. Juega con el equipo Valley Storm 16U Elite.

Mide 5 pies 6 pulgadas y tiene promedio de 3.8. Habla inglés y español.

Aquí está su video: https://www.youtube.com/watch?v=VmCtch28xQz
El celular de Valeria es 956-555-0137 y su correo es valeria.montemayor28@gmail.com

Muchas gracias por su tiempo.
Atentamente,
Graciela Montemayor`,
      },
    }),
    label: recruiting("parent", {
      first_name: "Valeria",
      last_name: "Montemayor",
      grad_year: 2028,
      positions: ["C", "1B"],
      height_inches: 66,
      club_team: "Valley Storm 16U Elite",
      high_school: "Harlingen Arroyo High School",
      city: "Harlingen",
      state: "TX",
      gpa: 3.8,
      email: "valeria.montemayor28@gmail.com",
      phone: "+19565550137",
      video_urls: ["https://www.youtube.com/watch?v=VmCtch28xQz"],
    }),
  },
  // ---------------------------------------------------------------- athletes abroad, in their language
  {
    name: "v20-vb-athlete-german-abitur-apple-de",
    family: "v20-vb-athlete-german",
    tags: ["wrapper:apple-de", "sport:volleyball", "lang:de", "abroad", "height:metric"],
    message: hoForward({
      style: "apple:de",
      coach: HOLLOWAY,
      date: "2026-11-07 09:18:33 -07:00",
      note: "German opposite - Abitur 2027. Google Translate says she's 1.84",
      original: {
        from: "Johanna Brückner <johanna.brueckner@web.de>",
        to: HOLLOWAY.address,
        date: "2026-11-07 14:02:17 +01:00",
        subject: "Volleyball-Stipendium - Diagonalangreiferin, Abitur 2027",
        text: `Sehr geehrte Frau Holloway,

mein Name ist Johanna Brückner, ich bin 17 Jahre alt und spiele Volleyball als Diagonalangreiferin beim SV Amperau in der U18 und in der Regionalliga-Mannschaft der Damen. Ich wohne in Fürstenfeldbruck bei München und gehe auf das Gymnasium am Amperufer. Mein Abitur mache ich im Sommer 2027.

Ich bin 1,84 m groß, meine Abschlagshöhe liegt bei 3,02 m. Mein Notendurchschnitt ist 1,6.

Ein Video von meinen Spielen finden Sie hier: https://www.youtube.com/watch?v=JbDiag84Eic

Ich würde sehr gerne in den USA studieren und Volleyball spielen. Über eine Antwort würde ich mich sehr freuen.

Mit freundlichen Grüßen
Johanna Brückner
+49 151 55501234`,
      },
    }),
    label: recruiting("athlete", {
      first_name: "Johanna",
      last_name: "Brückner",
      grad_year: 2027,
      positions: ["RS/OPP"],
      height_inches: 72.4,
      club_team: "SV Amperau",
      high_school: "Gymnasium am Amperufer",
      city: "Fürstenfeldbruck",
      email: "johanna.brueckner@web.de",
      phone: "+4915155501234",
      video_urls: ["https://www.youtube.com/watch?v=JbDiag84Eic"],
    }),
  },
  {
    name: "v20-vb-athlete-quebec-french-gmail-fr",
    family: "v20-vb-athlete-quebec",
    tags: ["wrapper:gmail-fr", "sport:volleyball", "lang:fr", "canada", "height:metric"],
    message: hoForward({
      style: "gmail:fr",
      coach: HOLLOWAY,
      date: "2026-11-14 10:05:00 -07:00",
      original: {
        from: "Béatrice Lavoie-Gagnon <bea.lavoiegagnon@videotron.ca>",
        to: HOLLOWAY.address,
        date: "2026-11-13 19:44:51 -05:00",
        subject: "Passeuse - finissante 2027 - Sherbrooke (QC)",
        text: `Bonjour Coach Holloway,

Je m'appelle Béatrice Lavoie-Gagnon et je suis passeuse. Je termine mon secondaire en juin 2027 à l'École secondaire des Trois-Collines, à Sherbrooke (Québec). Je joue en club avec le Boréales de l'Estrie Élite 17U et avec l'équipe du Québec cet été.

Je mesure 1,75 m et ma moyenne générale est de 88 %. Mon anglais est bon, je peux faire mes cours en anglais sans problème.

Voici mes vidéos : https://www.hudl.com/video/3/20933118/6791a3e0c7d4b12f58e0a661

Merci beaucoup de votre temps!
Béatrice
819-555-0163`,
      },
    }),
    label: recruiting("athlete", {
      first_name: "Béatrice",
      last_name: "Lavoie-Gagnon",
      grad_year: 2027,
      positions: ["S"],
      height_inches: 68.9,
      club_team: "Boréales de l'Estrie Élite 17U",
      high_school: "École secondaire des Trois-Collines",
      city: "Sherbrooke",
      state: "QC",
      email: "bea.lavoiegagnon@videotron.ca",
      phone: "+18195550163",
      video_urls: ["https://www.hudl.com/video/3/20933118/6791a3e0c7d4b12f58e0a661"],
    }),
  },
  {
    name: "v20-bvb-athlete-brazil-portuguese-iphone-pt",
    family: "v20-bvb-athlete-brazil",
    tags: ["wrapper:iphone-pt", "sport:beach-volleyball", "lang:pt", "abroad", "height:metric"],
    message: hoForward({
      style: "iphone:pt",
      coach: KEALOHA,
      date: "2026-11-02 08:47:10 -10:00",
      note: "Brazilian blocker, Fortaleza. Has a partner too but only her profile here",
      original: {
        from: "Larissa Menezes Farias <larissa.mfarias@gmail.com>",
        to: KEALOHA.address,
        date: "2026-11-02 11:20:05 -03:00",
        subject: "Atleta de vôlei de praia - blocker - 2027",
        text: `Olá treinadora Kealoha,

Meu nome é Larissa Menezes Farias, tenho 17 anos e jogo vôlei de praia em Fortaleza, Ceará. Sou blocker e jogo pela Associação Beira-Mar Vôlei. Termino o ensino médio no Colégio Atlântico Norte em dezembro de 2027.

Tenho 1,86 m. Fui campeã estadual sub-19 este ano com minha parceira.

Vídeo: https://www.youtube.com/watch?v=LmF186bvbPr
WhatsApp: +55 85 95550-0142

Muito obrigada!
Larissa`,
      },
    }),
    label: recruiting("athlete", {
      first_name: "Larissa",
      last_name: "Menezes Farias",
      grad_year: 2027,
      positions: ["blocker"],
      height_inches: 73.2,
      club_team: "Associação Beira-Mar Vôlei",
      high_school: "Colégio Atlântico Norte",
      city: "Fortaleza",
      email: "larissa.mfarias@gmail.com",
      phone: "+5585955500142",
      video_urls: ["https://www.youtube.com/watch?v=LmF186bvbPr"],
    }),
  },
  {
    name: "v20-soccer-athlete-spain-spanish-outlook-desktop-es",
    family: "v20-soccer-athlete-spain",
    tags: ["wrapper:outlook-desktop-es", "sport:soccer", "lang:es", "abroad"],
    message: hoForward({
      style: "outlook-desktop:es",
      coach: ASHDOWN,
      date: "2026-11-09 13:30:00 -05:00",
      original: {
        from: "Nerea Etxeberria <nerea.etxeberria09@gmail.com>",
        to: ASHDOWN.address,
        date: "2026-11-09 17:12:40 +01:00",
        subject: "Jugadora española - defensa central - 2027",
        text: `Hola entrenador Ashdown,

Me llamo Nerea Etxeberria, soy de San Sebastián (España) y juego de defensa central en el CD Urgull Femenino Juvenil A. Estudio 2º de Bachillerato en el Ikastola Ondarreta Berria y termino en junio de 2027.

Datos:
Position: center back
Altura: 1,72 m
Pie: derecho
Nota media: 8,4 / 10
Vídeo: https://www.youtube.com/watch?v=NeCB1727sSs

Mi inglés es nivel B2 (First Certificate). Me encantaría estudiar y jugar al fútbol en Estados Unidos.

Un saludo,
Nerea Etxeberria
+34 655 501 178`,
      },
    }),
    label: recruiting("athlete", {
      first_name: "Nerea",
      last_name: "Etxeberria",
      grad_year: 2027,
      positions: ["center back"],
      height_inches: 67.7,
      club_team: "CD Urgull Femenino Juvenil A",
      high_school: "Ikastola Ondarreta Berria",
      city: "San Sebastián",
      email: "nerea.etxeberria09@gmail.com",
      phone: "+34655501178",
      video_urls: ["https://www.youtube.com/watch?v=NeCB1727sSs"],
    }),
  },
  // ---------------------------------------------------------------- résumés carrying what the body lacks
  {
    name: "v20-vb-athlete-see-attached-pdf-resume",
    family: "v20-vb-athlete-pdf-resume",
    tags: ["wrapper:gmail", "sport:volleyball", "attachment:pdf", "shape:see-attached"],
    message: fwd("gmail", HOLLOWAY, "2026-11-17 16:22:50 -07:00", {
      from: "Camille Sorensen-Ito <camille.sorensenito@gmail.com>",
      to: HOLLOWAY.address,
      date: "2026-11-17 12:10:02 -08:00",
      subject: "Athletic resume",
      text: `Hi Coach Holloway,

Please see my athletic resume attached. I would love to be considered for your 2028 class.

Thank you,
Camille`,
    }, {
      attachments: [
        {
          kind: "document",
          format: "pdf",
          filename: "Camille_Sorensen-Ito_VB_Resume.pdf",
          lines: [
            "CAMILLE SORENSEN-ITO",
            "Class of 2028 | Middle Blocker / Opposite",
            "camille.sorensenito@gmail.com | (503) 555-0124",
            "",
            "ATHLETIC",
            "Height: 6'2\"   Standing reach: 8'0\"   Approach: 10'2\"",
            "Club: Willamette Valley Volleyball 16 Rouge (2025-present)",
            "Former club: Portland Rain 14s and 15s",
            "High School: Oswego Heights High School, Lake Oswego, OR - Varsity 2025, 2026",
            "Film: https://www.hudl.com/video/3/20877012/6782a1c9b0e4f37d15c8a240",
            "",
            "ACADEMIC",
            "GPA: 3.96 unweighted / 4.31 weighted",
            "Intended major: Environmental Science",
            "",
            "REFERENCES",
            "Coach Ines Whitaker, WVV 16 Rouge - (503) 555-0181",
          ],
        },
      ],
      note: "",
    }),
    label: recruiting("athlete", {
      first_name: "Camille",
      last_name: "Sorensen-Ito",
      grad_year: 2028,
      positions: ["MB", "RS/OPP"],
      height_inches: 74,
      club_team: "Willamette Valley Volleyball 16 Rouge",
      high_school: "Oswego Heights High School",
      city: "Lake Oswego",
      state: "OR",
      gpa: 3.96,
      email: "camille.sorensenito@gmail.com",
      phone: "+15035550124",
      video_urls: ["https://www.hudl.com/video/3/20877012/6782a1c9b0e4f37d15c8a240"],
    }),
  },
  {
    name: "v20-sb-athlete-docx-profile-outlook-new-nobar",
    family: "v20-sb-athlete-docx-profile",
    tags: ["wrapper:outlook-new-nobar", "sport:softball", "attachment:docx", "shape:see-attached"],
    message: fwd("outlook-new-nobar", UPCHURCH, "2026-11-12 08:05:41 -06:00", {
      from: "Peyton Albright <palbright08@outlook.com>",
      to: UPCHURCH.address,
      date: "2026-11-11 22:40:19 -06:00",
      subject: "Peyton Albright - 2027 - Profile",
      text: `Coach Upchurch,

I'm Peyton Albright, a 2027 middle infielder. My player profile is attached with my stats, schedule and contact info. I'll be at your winter camp in January!

Peyton Albright`,
    }, {
      attachments: [
        {
          kind: "document",
          format: "docx",
          filename: "Peyton Albright Softball Profile.docx",
          lines: [
            "Peyton Albright - Softball Player Profile",
            "Graduation Year: 2027",
            "Positions: 2B / SS",
            "Bats: L   Throws: R   Height: 5'5\"",
            "Travel Team: Natural State Glory 18U National (Head Coach: T. Brannigan)",
            "High School: Bentonville Ridge High School - Centerton, AR",
            "GPA: 3.92 / ACT 27",
            "2026 HS stats: .441 AVG, .512 OBP, 24 SB, 3 E",
            "Video: https://www.youtube.com/watch?v=PaMI2027xYz",
            "Cell: 479-555-0117   Email: palbright08@outlook.com",
            "Parents: Greg & Lisa Albright - 479-555-0168",
          ],
        },
      ],
    }),
    label: recruiting("athlete", {
      first_name: "Peyton",
      last_name: "Albright",
      grad_year: 2027,
      positions: ["2B", "SS"],
      height_inches: 65,
      club_team: "Natural State Glory 18U National",
      high_school: "Bentonville Ridge High School",
      city: "Centerton",
      state: "AR",
      gpa: 3.92,
      email: "palbright08@outlook.com",
      phone: "+14795550117",
      video_urls: ["https://www.youtube.com/watch?v=PaMI2027xYz"],
    }),
  },
  // ---------------------------------------------------------------- twins and sisters
  {
    name: "v20-vb-parent-twins-one-email-outlook-live",
    family: "v20-vb-parent-twins",
    tags: ["wrapper:outlook-live", "sport:volleyball", "writer:parent", "multi:twins"],
    message: fwd("outlook-live", HOLLOWAY, "2026-11-21 10:12:00 -07:00", {
      from: "Beata Kowalczyk <beata.kowalczyk@sbcglobal.net>",
      to: HOLLOWAY.address,
      date: "2026-11-20 20:05:33 -06:00",
      subject: "Kowalczyk twins - 2028 setter and outside",
      text: `Hello Coach Holloway,

I am writing about my twin daughters, who would love to play college volleyball together. They are juniors at Lockport Township High School in Lockport, Illinois, class of 2028, and both play for Windy City Select 17 Black.

Ava Kowalczyk - setter, 5'8", GPA 3.9
  film: https://www.hudl.com/video/3/20844120/677a9e12d3c1b05f82a4e6d1
  ava.kowalczyk28@gmail.com / 815-555-0131

Lena Kowalczyk - outside hitter, 6'0", GPA 3.8
  film: https://www.hudl.com/video/3/20844121/677a9e55d3c1b05f82a4e6f8
  lena.kowalczyk28@gmail.com / 815-555-0132

We understand that not every program has room for two, so please feel free to consider each of them on her own.

Best regards,
Beata Kowalczyk
815-555-0150`,
    }),
    label: severalAthletes("parent", [
      {
        first_name: "Ava",
        last_name: "Kowalczyk",
        grad_year: 2028,
        positions: ["S"],
        height_inches: 68,
        club_team: "Windy City Select 17 Black",
        high_school: "Lockport Township High School",
        city: "Lockport",
        state: "IL",
        gpa: 3.9,
        email: "ava.kowalczyk28@gmail.com",
        phone: "+18155550131",
        video_urls: ["https://www.hudl.com/video/3/20844120/677a9e12d3c1b05f82a4e6d1"],
      },
      {
        first_name: "Lena",
        last_name: "Kowalczyk",
        grad_year: 2028,
        positions: ["OH"],
        height_inches: 72,
        club_team: "Windy City Select 17 Black",
        high_school: "Lockport Township High School",
        city: "Lockport",
        state: "IL",
        gpa: 3.8,
        email: "lena.kowalczyk28@gmail.com",
        phone: "+18155550132",
        video_urls: ["https://www.hudl.com/video/3/20844121/677a9e55d3c1b05f82a4e6f8"],
      },
    ]),
  },
  {
    name: "v20-sb-athlete-and-little-sister-gmail",
    family: "v20-sb-athlete-and-sister",
    tags: ["wrapper:gmail", "sport:softball", "multi:sisters"],
    message: fwd("gmail", UPCHURCH, "2026-11-15 17:45:20 -06:00", {
      from: "Rylee Haskins <ryleehaskins.ss@gmail.com>",
      to: UPCHURCH.address,
      date: "2026-11-15 13:02:11 -06:00",
      subject: "Rylee Haskins 2027 SS (and my sister Jolie 2029 P)",
      text: `Hi Coach Upchurch!

My name is Rylee Haskins and I'm a 2027 shortstop at Conway Pinewood High School in Conway, Arkansas. I play for Rock Region Renegades 18U - Dalton. I'm 5'6" with a 3.75 GPA. My video: https://www.youtube.com/watch?v=RyHsk27SSv1

My little sister Jolie is a 2029 pitcher (lefty, 5'7" already!) on Rock Region Renegades 14U and she would kill me if I didn't mention her. Her video is https://www.youtube.com/watch?v=JoHsk29LHPq

We'd both love to come to a camp at Tanager State.

Thanks!
Rylee Haskins
501-555-0138`,
    }),
    label: severalAthletes("athlete", [
      {
        first_name: "Rylee",
        last_name: "Haskins",
        grad_year: 2027,
        positions: ["SS"],
        height_inches: 66,
        club_team: "Rock Region Renegades 18U - Dalton",
        high_school: "Conway Pinewood High School",
        city: "Conway",
        state: "AR",
        gpa: 3.75,
        email: "ryleehaskins.ss@gmail.com",
        phone: "+15015550138",
        video_urls: ["https://www.youtube.com/watch?v=RyHsk27SSv1"],
      },
      {
        first_name: "Jolie",
        last_name: "Haskins",
        grad_year: 2029,
        positions: ["P"],
        height_inches: 67,
        club_team: "Rock Region Renegades 14U",
        city: "Conway",
        state: "AR",
        video_urls: ["https://www.youtube.com/watch?v=JoHsk29LHPq"],
      },
    ]),
  },
  // ---------------------------------------------------------------- other sports
  {
    name: "v20-lax-athlete-club-only-in-signature-apple-ios",
    family: "v20-lax-athlete-signature-club",
    tags: ["wrapper:apple-ios", "sport:lacrosse", "club:signature-only"],
    message: fwd("apple-ios", PRENTISS, "2026-11-04 07:30:00 -05:00", {
      from: "Maddie Oakes <maddieoakes.lax@gmail.com>",
      to: PRENTISS.address,
      date: "2026-11-03 21:18:40 -05:00",
      subject: "Attacker - Class of 2028 - Maddie Oakes",
      text: `Coach Prentiss,

I'm a sophomore attacker at Smithtown Bayview High School on Long Island and I'm really interested in Millbrook - I love that it's a small school and I want to study education. I had 47 goals and 22 assists for my varsity team this spring as a sophomore. I'll be at the Fall Brawl in Downingtown this weekend, field 7, Saturday 9am and 12:30pm.

Highlights: https://www.youtube.com/watch?v=MoLax28AtkQ

Thank you!

Maddie Oakes
Attack | Class of 2028 | 5'5"
Sound Shore Lacrosse 2028 Elite (Coach Brennan)
GPA 3.7 | 631-555-0147`,
    }),
    label: recruiting("athlete", {
      first_name: "Maddie",
      last_name: "Oakes",
      grad_year: 2028,
      positions: ["attack"],
      height_inches: 65,
      club_team: "Sound Shore Lacrosse 2028 Elite",
      high_school: "Smithtown Bayview High School",
      gpa: 3.7,
      email: "maddieoakes.lax@gmail.com",
      phone: "+16315550147",
      video_urls: ["https://www.youtube.com/watch?v=MoLax28AtkQ"],
    }),
  },
  {
    name: "v20-bball-athlete-aau-circuit-outlook-live",
    family: "v20-bball-athlete-aau",
    tags: ["wrapper:outlook-live", "sport:basketball", "club:circuit"],
    message: fwd("outlook-live", OKONJO, "2026-11-10 15:15:15 -05:00", {
      from: "Jaliyah Pettaway <jpettaway.pg@gmail.com>",
      to: OKONJO.address,
      date: "2026-11-09 22:48:51 -05:00",
      subject: "2028 PG Jaliyah Pettaway | Indy Lady Flight 16U (3SSB)",
      text: `Good evening Coach Okonjo,

My name is Jaliyah Pettaway. I am a 5'7" point guard in the class of 2028 from Indianapolis, Indiana. I play high school ball at Pike Township Crossing High School and AAU with Indy Lady Flight 16U on the 3SSB circuit.

Last season (varsity): 14.2 ppg, 6.1 apg, 3.4 spg, 38% from three.

I have a 3.5 GPA and plan to major in business. My mixtape from this summer is here: https://www.youtube.com/watch?v=JpPG28Indy4

I would love the chance to visit Harwell and learn more about your program.

Jaliyah Pettaway
317-555-0149
IG: @jaliyah.p3`,
    }),
    label: recruiting("athlete", {
      first_name: "Jaliyah",
      last_name: "Pettaway",
      grad_year: 2028,
      positions: ["point guard"],
      height_inches: 67,
      club_team: "Indy Lady Flight 16U",
      high_school: "Pike Township Crossing High School",
      city: "Indianapolis",
      state: "IN",
      gpa: 3.5,
      email: "jpettaway.pg@gmail.com",
      phone: "+13175550149",
      video_urls: ["https://www.youtube.com/watch?v=JpPG28Indy4"],
    }),
  },
  {
    name: "v20-track-athlete-prs-one-per-line-yahoo",
    family: "v20-track-athlete-prs",
    tags: ["wrapper:yahoo", "sport:track", "shape:marks"],
    message: fwd("yahoo", TREMBLAY, "2026-11-06 11:02:19 -05:00", {
      from: "Greta Lindahl-Moss <gretalm2027@yahoo.com>",
      to: TREMBLAY.address,
      date: "2026-11-05 18:30:00 -05:00",
      subject: "Distance runner - 2027 - Greta Lindahl-Moss",
      text: `Dear Coach Tremblay,

I am a senior at Oneida Lakeshore High School in Syracuse, NY and I'd like to run the 800m and 1600m for Ashgrove. My PRs:

800m - 2:13.48
1600m - 4:58.91
3200m - 10:51.20
XC 5K - 18:22

I finished 4th at Section 3 in the 1600m last spring. I also run with Salt City Striders in the summer. GPA 3.98.

Milesplit: https://ny.milesplit.com/athletes/9981237-greta-lindahl-moss
Race video: https://www.youtube.com/watch?v=GLm800rSec3

Greta Lindahl-Moss
315-555-0172`,
    }),
    label: recruiting("athlete", {
      first_name: "Greta",
      last_name: "Lindahl-Moss",
      grad_year: 2027,
      positions: ["800m", "1600m"],
      club_team: "Salt City Striders",
      high_school: "Oneida Lakeshore High School",
      city: "Syracuse",
      state: "NY",
      gpa: 3.98,
      email: "gretalm2027@yahoo.com",
      phone: "+13155550172",
      video_urls: ["https://www.youtube.com/watch?v=GLm800rSec3"],
    }),
  },
  {
    name: "v20-swim-athlete-times-table-gmail",
    family: "v20-swim-athlete-times",
    tags: ["wrapper:gmail", "sport:swimming", "shape:marks"],
    message: fwd("gmail", STRAND, "2026-11-02 09:40:00 -08:00", {
      from: "Oona Fairweather <oona.fairweather@gmail.com>",
      to: STRAND.address,
      date: "2026-11-01 20:14:07 -07:00",
      subject: "2028 butterfly/IM swimmer - Oona Fairweather",
      text: `Hi Coach Strand,

I'm a junior at Mountainview Crest High School in Bend, Oregon and I swim year-round for High Desert Aquatics (HDA) under Coach Rhee. My best events are the 200 Fly and 400 IM.

Event      SCY best    Meet
200 Fly    2:03.71     Winter Sectionals 2025
400 IM     4:27.40     OSAA State 2026
100 Fly    56.88       Winter Sectionals 2025
200 IM     2:07.15     Speedo Sectionals

I'm 5'9" and have a 3.85 GPA. I'd love to learn more about Corvallis Bay's program and marine biology.

Swimcloud: https://www.swimcloud.com/swimmer/2219834/
Race video: https://www.youtube.com/watch?v=OfFly200BndOr

Oona Fairweather
Class of 2028
541-555-0186`,
    }),
    label: recruiting("athlete", {
      first_name: "Oona",
      last_name: "Fairweather",
      grad_year: 2028,
      positions: ["200 fly", "400 im"],
      height_inches: 69,
      club_team: "High Desert Aquatics",
      high_school: "Mountainview Crest High School",
      city: "Bend",
      state: "OR",
      gpa: 3.85,
      email: "oona.fairweather@gmail.com",
      phone: "+15415550186",
      video_urls: ["https://www.youtube.com/watch?v=OfFly200BndOr"],
    }),
  },
  {
    name: "v20-golf-athlete-scoring-average-outlook-2013",
    family: "v20-golf-athlete-scoring",
    tags: ["wrapper:outlook-2013", "sport:golf", "positions:none"],
    message: fwd("outlook-2013", MARCHETTI, "2026-11-05 08:20:00 -05:00", {
      from: "Sloane Whitacre <sloane.whitacre@icloud.com>",
      to: MARCHETTI.address,
      date: "2026-11-04 17:55:12 -05:00",
      subject: "Junior golfer - Class of 2028 - 73.4 scoring average",
      text: `Coach Marchetti,

My name is Sloane Whitacre and I'm a 2028 golfer from Traverse City, Michigan. I play No. 1 for Grand Traverse Bayside High School and compete on the Great Lakes Junior Tour in the summer.

- 18-hole scoring average: 73.4 (tournament rounds, 2026)
- Low round: 68 at the GLJT Petoskey Invitational
- Regional runner-up, MHSAA D2 Regionals
- GPA: 3.93

Swing video: https://www.youtube.com/watch?v=SwGolf734TcMi
Junior Golf Scoreboard: https://www.juniorgolfscoreboard.com/player/sloanewhitacre

Thank you for your consideration,
Sloane Whitacre
231-555-0110`,
    }),
    label: recruiting("athlete", {
      first_name: "Sloane",
      last_name: "Whitacre",
      grad_year: 2028,
      high_school: "Grand Traverse Bayside High School",
      city: "Traverse City",
      state: "MI",
      gpa: 3.93,
      email: "sloane.whitacre@icloud.com",
      phone: "+12315550110",
      video_urls: ["https://www.youtube.com/watch?v=SwGolf734TcMi"],
    }),
  },
  {
    name: "v20-rowing-athlete-erg-score-thunderbird-direct",
    family: "v20-rowing-athlete-erg",
    tags: ["direct:gmail-rule", "client:thunderbird", "sport:rowing", "shape:marks"],
    message: direct(
      {
        from: "Ingrid Halloran <ingrid.halloran@fastmail.example>",
        to: MARCHETTI.address,
        date: "2026-11-18 19:40:33 -05:00",
        subject: "Prospective rower, 2027 - 2k 7:16.8",
        text: `Dear Coach Marchetti,

I am a senior rower with Grand River Junior Crew in Grand Rapids, Michigan. I row port (I can row starboard too) and I have been in our youth 8+ for two seasons; we were 5th at Midwest Youth Championships in May.

Height: 5'11"
Weight: 152 lbs
2k erg: 7:16.8 (October 2026)
6k erg: 23:04.1
High school: Riverbend Academy, Grand Rapids - class of 2027, GPA 3.89

Erg verification and race video: https://drive.google.com/file/d/1IngridH2kErg7168Rowvid/view

Thank you,
Ingrid Halloran
616-555-0103`,
      },
      MARCHETTI,
      "thunderbird",
    ),
    label: recruiting("athlete", {
      first_name: "Ingrid",
      last_name: "Halloran",
      grad_year: 2027,
      positions: ["port"],
      height_inches: 71,
      club_team: "Grand River Junior Crew",
      high_school: "Riverbend Academy",
      city: "Grand Rapids",
      state: "MI",
      gpa: 3.89,
      email: "ingrid.halloran@fastmail.example",
      phone: "+16165550103",
      video_urls: ["https://drive.google.com/file/d/1IngridH2kErg7168Rowvid/view"],
    }),
  },
  {
    name: "v20-wpolo-athlete-center-outlook-mac",
    family: "v20-wpolo-athlete-center",
    tags: ["wrapper:outlook-mac", "sport:water-polo"],
    message: fwd("outlook-mac", STRAND, "2026-11-08 12:00:00 -08:00", {
      from: "Paloma Arriaga <parriaga.wp@gmail.com>",
      to: STRAND.address,
      date: "2026-11-07 15:22:41 -08:00",
      subject: "Water polo - 2-meter/center - 2028",
      text: `Hello Coach Strand,

I'm Paloma Arriaga, a 2028 center (2-meter) from Fullerton, CA. I play for Sunny Hills Crest High School and for Orange Coast Polo Club 16U Gold, coached by Matt Velazquez. Before OCPC I played two years with Fullerton Aquatics Polo.

Height 5'11", left handed, GPA 3.6. We took 3rd at Junior Olympics 16U this summer.

Game film: https://www.youtube.com/watch?v=PaWP2mCtr28

Best,
Paloma
714-555-0155`,
    }),
    label: recruiting("athlete", {
      first_name: "Paloma",
      last_name: "Arriaga",
      grad_year: 2028,
      positions: ["center"],
      height_inches: 71,
      club_team: "Orange Coast Polo Club 16U Gold",
      high_school: "Sunny Hills Crest High School",
      city: "Fullerton",
      state: "CA",
      gpa: 3.6,
      email: "parriaga.wp@gmail.com",
      phone: "+17145550155",
      video_urls: ["https://www.youtube.com/watch?v=PaWP2mCtr28"],
    }),
  },
  // ---------------------------------------------------------------- clubs written every way
  {
    name: "v20-vb-athlete-club-abbrev-region-coach-former-gmail-es",
    family: "v20-vb-athlete-club-every-way",
    tags: ["wrapper:gmail-es", "sport:volleyball", "club:abbreviation", "club:region", "club:former", "club:coach-name"],
    message: fwd("gmail-es", HOLLOWAY, "2026-11-22 10:30:00 -07:00", {
      from: "Sadie McAllaster <sadiemcallaster@gmail.com>",
      to: HOLLOWAY.address,
      date: "2026-11-21 20:08:16 -07:00",
      subject: "2029 DS/libero - MWVC 16-2 Navy",
      text: `Hi Coach Holloway,

I'm Sadie McAllaster, a 2029 DS/libero from Orem, Utah. This season I'm on MWVC 16-2 Navy (Intermountain Region), Coach Jess Tanaka's team - last year I was with Wasatch Peaks Juniors 15-1. I go to Timpview Ridge High School.

5'5" | GPA 3.95 | serve receive 2.41 at IMR Power League
Clips: https://www.hudl.com/video/3/21110045/67d0b7c4e2a1f59c30d8e772

Thank you!!
Sadie McAllaster
Mountain West Volleyball Club 16-2 Navy | Class of 2029
801-555-0192`,
    }, { note: "forwarding from my phone, pls add" }),
    label: recruiting("athlete", {
      first_name: "Sadie",
      last_name: "McAllaster",
      grad_year: 2029,
      positions: ["L/DS"],
      height_inches: 65,
      club_team: "Mountain West Volleyball Club 16-2 Navy",
      high_school: "Timpview Ridge High School",
      city: "Orem",
      state: "UT",
      gpa: 3.95,
      email: "sadiemcallaster@gmail.com",
      phone: "+18015550192",
      video_urls: ["https://www.hudl.com/video/3/21110045/67d0b7c4e2a1f59c30d8e772"],
    }),
  },
  {
    name: "v20-vb-athlete-signature-bar-abbreviation-only",
    family: "v20-vb-athlete-signature-bar",
    tags: ["wrapper:outlook-new", "sport:volleyball", "club:signature-only", "club:abbreviation"],
    message: fwd("outlook-new", HOLLOWAY, "2026-11-23 08:55:00 -07:00", {
      from: "Marisa Quintanilla <mquintanilla2027@gmail.com>",
      to: HOLLOWAY.address,
      date: "2026-11-22 21:40:29 -06:00",
      subject: "Still looking for a home for 2027!",
      text: `Coach Holloway,

I know it's late in the process, but I'm a 2027 outside hitter who is still uncommitted and I would love to be a part of Kestrel Ridge. I was injured (ACL) my junior year and I've been fully cleared since March. My senior season film is below and I think it shows I'm back.

https://www.hudl.com/video/3/21088302/67cc15a0d9e3b41f72a8c095

Thank you for considering me,

Marisa Quintanilla
OH | #12 | LSVC 18 Black | El Paso, TX
3.7 GPA | 6'0" | 915-555-0143`,
    }),
    label: recruiting("athlete", {
      first_name: "Marisa",
      last_name: "Quintanilla",
      grad_year: 2027,
      positions: ["OH"],
      height_inches: 72,
      club_team: "LSVC 18 Black",
      city: "El Paso",
      state: "TX",
      gpa: 3.7,
      email: "mquintanilla2027@gmail.com",
      phone: "+19155550143",
      video_urls: ["https://www.hudl.com/video/3/21088302/67cc15a0d9e3b41f72a8c095"],
    }),
  },
  {
    name: "v20-sb-athlete-emoji-lines-iphone-direct",
    family: "v20-sb-athlete-emoji-lines",
    tags: ["direct:gmail-rule", "client:iphone", "sport:softball", "emoji"],
    message: direct(
      {
        from: "Addison Ferraro <addyferraro29@icloud.com>",
        to: UPCHURCH.address,
        date: "2026-11-16 21:12:00 -05:00",
        subject: "🥎 Addison Ferraro | 2029 | UTIL 🥎",
        text: `Hi Coach Upchurch! 👋

🥎 Addison Ferraro – Class of 2029
📍 Knoxville, TN
🏫 Hardin Valley Crest High School
🔥 Tennessee Fury 16U Premier – Hensley (was Smoky Mountain Bandits 14U last year)
🧢 Utility – 3B / OF / C
📏 5'7"
📚 3.82 GPA
🎥 https://www.youtube.com/watch?v=AdFerr29UtL
📱 865-555-0128

I'm coming to your Prospect Camp Dec 6th!! Can't wait 🙌

Sent from my iPhone`,
      },
      UPCHURCH,
      "iphone",
    ),
    label: recruiting("athlete", {
      first_name: "Addison",
      last_name: "Ferraro",
      grad_year: 2029,
      positions: ["UT", "3B", "OF", "C"],
      height_inches: 67,
      club_team: "Tennessee Fury 16U Premier – Hensley",
      high_school: "Hardin Valley Crest High School",
      city: "Knoxville",
      state: "TN",
      gpa: 3.82,
      email: "addyferraro29@icloud.com",
      phone: "+18655550128",
      video_urls: ["https://www.youtube.com/watch?v=AdFerr29UtL"],
    }),
  },
  // ---------------------------------------------------------------- look-alikes from the same senders: nobody introduced
  {
    name: "v20-nonrec-parent-camp-dates-question-gmail",
    family: "v20-nonrec-parent-camp-dates",
    tags: ["wrapper:gmail", "sport:volleyball", "lookalike:camp-question"],
    message: fwd("gmail", HOLLOWAY, "2026-11-03 14:02:00 -07:00", {
      from: "Kristen Albrecht <kalbrecht.home@gmail.com>",
      to: HOLLOWAY.address,
      date: "2026-11-03 08:44:19 -07:00",
      subject: "Winter camp dates?",
      text: `Hi Coach,

Do you have dates yet for your winter or spring camps? My daughter is in 8th grade and has only played one year of club, so we're looking for something for beginners/intermediate. Is there an age minimum and is it day camp only or overnight?

Thanks so much,
Kristen Albrecht`,
    }, { note: "Can someone send her the camp page when it's up" }),
    label: notRecruiting("parent"),
  },
  {
    name: "v20-nonrec-sb-athlete-thanks-committed-elsewhere",
    family: "v20-nonrec-sb-athlete-committed-thanks",
    tags: ["wrapper:outlook-live", "sport:softball", "lookalike:committed-elsewhere"],
    message: fwd("outlook-live", UPCHURCH, "2026-11-19 16:30:00 -06:00", {
      from: "Tatum Reinholt <tatumreinholt27@gmail.com>",
      to: UPCHURCH.address,
      date: "2026-11-19 12:15:48 -06:00",
      subject: "Thank you Coach Upchurch",
      text: `Coach Upchurch,

I wanted to let you know personally that I have verbally committed to play softball at Prairie Vista University. It was a really hard decision and I want to thank you for coming to watch me at the Route 66 Classic and for the time you spent talking with my family on our visit. Tanager State was one of my final three.

I hope to see you on the field someday!

Tatum Reinholt
Red Dirt Bombers 18U Premier | #7`,
    }, { note: "Lost her to Prairie Vista - take her off the board" }),
    label: notRecruiting("athlete"),
  },
  {
    name: "v20-nonrec-vb-athlete-declines-official-visit",
    family: "v20-nonrec-vb-athlete-declines-visit",
    tags: ["wrapper:apple-mac", "sport:volleyball", "lookalike:decline", "trap:college-coach-quoted"],
    message: fwd("apple-mac", HOLLOWAY, "2026-11-24 09:10:00 -07:00", threadOf(
      "apple",
      {
        from: "Whitney Sato <whitney.sato@icloud.com>",
        to: "Bree Holloway <bholloway@kestrelridge.edu>",
        date: "2026-11-23 20:02:41 -08:00",
        subject: "Re: Official visit - January 16-18",
        text: `Hi Coach Holloway,

Thank you so much for the invitation. After a lot of thought and talking with my parents, I'm going to decline the official visit. I've narrowed my list to schools closer to home and I don't think it would be fair to take a visit spot from someone else.

I really appreciate everything you and your staff have done.

Whitney`,
      },
      {
        from: "Bree Holloway <bholloway@kestrelridge.edu>",
        to: "Whitney Sato <whitney.sato@icloud.com>",
        date: "2026-11-18 10:30:00 -07:00",
        subject: "Official visit - January 16-18",
        text: `Whitney,

We'd love to host you on an official visit January 16-18. Let me know if those dates work for your family and we'll get the paperwork started.

Bree Holloway
Head Volleyball Coach | Kestrel Ridge University
o 406-555-0131 | c 406-555-0178`,
      },
    ), { note: "Sato declined OV. Opens a slot for Jan." }),
    label: notRecruiting("athlete"),
  },
  {
    name: "v20-nonrec-vb-athlete-auto-reply-at-nationals",
    family: "v20-nonrec-vb-athlete-auto-reply",
    tags: ["direct:gmail-rule", "client:gmail", "sport:volleyball", "lookalike:auto-reply", "machine:auto-reply"],
    message: direct(
      {
        from: "Reagan Dufresne <reagandufresne.vb@gmail.com>",
        to: HOLLOWAY.address,
        date: "2026-11-25 06:00:12 -05:00",
        subject: "Auto: Re: Kestrel Ridge Winter Elite Camp",
        text: `Hi! I'm away at a tournament with my club team until Sunday and have limited access to email. I'll get back to you as soon as I can. If it's urgent, please contact my mom at dufresne.family@gmail.com.

Thank you!
Reagan`,
      },
      HOLLOWAY,
      "gmail",
      { headers: [["Auto-Submitted", "auto-replied"], ["X-Autoreply", "yes"]] },
    ),
    label: notRecruiting("athlete"),
  },
  {
    name: "v20-nonrec-parent-rowing-walk-on-question",
    family: "v20-nonrec-parent-rowing-question",
    tags: ["wrapper:outlook-2019", "sport:rowing", "lookalike:question"],
    message: fwd("outlook-2019", MARCHETTI, "2026-11-09 10:00:00 -05:00", {
      from: "Gordon Pettifer <gpettifer@lakeshorecpa.example>",
      to: MARCHETTI.address,
      date: "2026-11-08 19:21:55 -05:00",
      subject: "Question about novice rowing",
      text: `Coach Marchetti,

A general question: does Linwood State take walk-ons for women's rowing who have never rowed before? Is there any scholarship money for novices, or is that only for recruited rowers? We are trying to understand how it works before college visits this spring.

Thank you,
Gordon Pettifer`,
    }),
    label: notRecruiting("parent"),
  },
  {
    name: "v20-nonrec-sb-mother-camp-receipt",
    family: "v20-nonrec-sb-mother-camp-receipt",
    tags: ["direct:gmail-rule", "client:yahoo", "sport:softball", "lookalike:camp-receipt"],
    message: direct(
      {
        from: "Shelly Dawkins <shellydawk@yahoo.com>",
        to: UPCHURCH.address,
        date: "2026-11-12 12:12:12 -06:00",
        subject: "receipt for camp",
        text: `Hello, my daughter Kinsley attended your fall hitting camp on Oct 24 and I paid $145 by card at check-in. Could someone email me a receipt? Her travel team reimburses part of it.

Thanks, Shelly Dawkins`,
      },
      UPCHURCH,
      "yahoo",
    ),
    label: notRecruiting("parent"),
  },
  {
    name: "v20-nonrec-vb-current-player-parent-hotel",
    family: "v20-nonrec-vb-current-player-parent",
    tags: ["wrapper:outlook-new-nobar", "sport:volleyball", "lookalike:current-player-family"],
    message: fwd("outlook-new-nobar", HOLLOWAY, "2026-10-21 08:30:00 -06:00", {
      from: "Dale Marchetti-Long <dale.long@frontier.example>",
      to: HOLLOWAY.address,
      date: "2026-10-20 21:09:30 -06:00",
      subject: "Parents weekend - hotel block?",
      text: `Hi Coach,

Sophie said there might be a hotel block for parents for the Nov 7 home match / parents weekend. Is that through the team or do we book ourselves? Her grandparents are coming from Spokane too, so we'd need two rooms.

Thanks and go Kestrels!
Dale (Sophie #9's dad)`,
    }, { note: "Morgan - do we have the block code?" }),
    label: notRecruiting("parent"),
  },
  {
    name: "v20-nonrec-soccer-athlete-remove-from-list",
    family: "v20-nonrec-soccer-athlete-remove",
    tags: ["direct:gmail-rule", "client:iphone", "sport:soccer", "lookalike:unsubscribe", "case:lower"],
    message: direct(
      {
        from: "Brooke Lindgren <brookelindgren11@icloud.com>",
        to: ASHDOWN.address,
        date: "2026-11-13 22:30:07 -05:00",
        subject: "Re: Ferncastle Winter ID Camp - registration open!",
        text: `hi can you please take me off the camp email list? i decided im not going to play in college. thank you!!

Sent from my iPhone`,
      },
      ASHDOWN,
      "iphone",
    ),
    label: notRecruiting("athlete"),
  },
  {
    name: "v20-nonrec-sb-father-she-stopped-playing",
    family: "v20-nonrec-sb-father-stopped",
    tags: ["wrapper:gmail", "sport:softball", "lookalike:decline"],
    message: fwd("gmail", UPCHURCH, "2026-11-21 09:00:00 -06:00", {
      from: "Curtis Blanchard <curtblanchard@gmail.com>",
      to: UPCHURCH.address,
      date: "2026-11-20 18:45:11 -06:00",
      subject: "Re: Tanager State Softball - Junior Day",
      text: `Coach,

Thanks for the Junior Day invite. Wanted to let you know Harlow has decided to step away from softball after this season to focus on school and her job, so we won't be attending. We appreciate the interest you've shown in her over the last year.

Curtis Blanchard`,
    }),
    label: notRecruiting("parent"),
  },
  {
    name: "v20-nonrec-mother-spanish-ncaa-question-android-es",
    family: "v20-nonrec-mother-spanish-question",
    tags: ["wrapper:android-es", "sport:soccer", "lang:es", "lookalike:question"],
    message: hoForward({
      style: "android:es",
      coach: ASHDOWN,
      date: "2026-11-06 17:40:00 -05:00",
      original: {
        from: "Rocío Bustamante <rociobustamante@hotmail.com>",
        to: ASHDOWN.address,
        date: "2026-11-06 10:05:22 -06:00",
        subject: "Pregunta sobre becas",
        text: `Buenos días,

Disculpe la molestia. Quisiera saber cómo funcionan las becas deportivas en su universidad para estudiantes que vienen de México. ¿Es necesario registrarse en el NCAA Eligibility Center antes de contactar a los entrenadores? ¿Y el examen TOEFL es obligatorio?

Gracias de antemano,
Rocío Bustamante`,
      },
    }),
    label: notRecruiting("parent"),
  },
  {
    name: "v20-nonrec-bball-grandfather-tickets-current-player",
    family: "v20-nonrec-bball-grandfather-tickets",
    tags: ["wrapper:outlook-2013", "sport:basketball", "lookalike:current-player-family", "writer:grandparent"],
    message: fwd("outlook-2013", OKONJO, "2026-11-17 09:15:00 -05:00", {
      from: "Harold Eversole <heversole42@att.net>",
      to: OKONJO.address,
      date: "2026-11-16 20:33:02 -05:00",
      subject: "Tickets for Dec 6 game",
      text: `Dear Coach Okonjo,

My granddaughter Janae plays for you (#23, a freshman) and my wife and I would like to drive up from Evansville for the December 6 home game. Are there family passes for players' grandparents or should we buy at the window? Also is there handicap parking near the arena?

She loves playing for you all. Thank you for taking good care of her.

Harold Eversole`,
    }, { note: "who handles the player comp list now?" }),
    label: notRecruiting("parent"),
  },
  {
    name: "v20-nonrec-vb-club-parent-group-tickets",
    family: "v20-nonrec-vb-club-parent-group",
    tags: ["wrapper:yahoo", "sport:volleyball", "lookalike:group-outing"],
    message: fwd("yahoo", HOLLOWAY, "2026-10-26 11:11:00 -06:00", {
      from: "Amber Crowley <ambercrowley.mt@yahoo.com>",
      to: HOLLOWAY.address,
      date: "2026-10-25 19:48:36 -06:00",
      subject: "Group of 14 club players for Nov 14 match",
      text: `Hi Coach Holloway,

I'm one of the parents on Big Sky Juniors 13 Silver and we'd love to bring the girls (14 players, ages 12-13) plus a few parents to your Nov 14 match. Do you offer group tickets, and is there any chance the girls could get a high five line or a picture with the team after?

Thank you!
Amber Crowley
406-555-0177`,
    }),
    label: notRecruiting("parent"),
  },
  {
    name: "v20-nonrec-lax-athlete-disregard-wrong-school",
    family: "v20-nonrec-lax-athlete-disregard",
    tags: ["direct:gmail-rule", "client:gmail", "sport:lacrosse", "lookalike:recall"],
    message: direct(
      {
        from: "Quinn Abernethy <quinnabernethy.lax@gmail.com>",
        to: PRENTISS.address,
        date: "2026-11-11 07:02:40 -05:00",
        subject: "Please disregard",
        text: `Hi Coach Prentiss,

I'm so sorry, I sent you an email last night that was meant for a different school and had the wrong name at the top. Please disregard it - I'll send a proper one soon!

Quinn`,
      },
      PRENTISS,
      "gmail",
    ),
    label: notRecruiting("athlete"),
  },
  {
    name: "v20-nonrec-vb-father-thanks-committed-elsewhere",
    family: "v20-nonrec-vb-father-committed-thanks",
    tags: ["wrapper:thunderbird", "sport:volleyball", "lookalike:committed-elsewhere"],
    message: fwd("thunderbird", HOLLOWAY, "2026-11-26 10:00:00 -07:00", {
      from: "Neil Ashworth <neil.ashworth@ashworthfamily.example>",
      to: HOLLOWAY.address,
      date: "2026-11-25 21:14:08 -06:00",
      subject: "Thank you from the Ashworth family",
      text: `Coach Holloway,

On behalf of our family, thank you for recruiting Emma over the past year. She has committed to Copperline College and signed last week. Your honesty throughout the process meant a lot to us, and Emma said your camp was the best she has been to.

Best of luck this season,
Neil & Karen Ashworth`,
    }),
    label: notRecruiting("parent"),
  },
  {
    name: "v20-nonrec-swimmer-declines-walk-on-spot",
    family: "v20-nonrec-swimmer-declines",
    tags: ["wrapper:gmail", "sport:swimming", "lookalike:decline", "reply:quoted"],
    message: fwd("gmail", STRAND, "2026-11-20 12:20:00 -08:00", threadOf(
      "gmail",
      {
        from: "Lorelei Beckworth <loreleibeckworth@gmail.com>",
        to: STRAND.address,
        date: "2026-11-20 09:41:18 -08:00",
        subject: "Re: Roster spot for fall 2027",
        text: `Hi Coach Strand,

Thank you for offering me a roster spot. I've decided to accept an academic scholarship at a school without a swim team, so I'll have to say no. It was really nice to meet the team on my visit.

Lorelei`,
      },
      {
        from: "Nils Strand <nstrand@corvallisbay.edu>",
        to: "Lorelei Beckworth <loreleibeckworth@gmail.com>",
        date: "2026-11-14 15:00:00 -08:00",
        subject: "Roster spot for fall 2027",
        text: `Lorelei,

We'd like to offer you a roster spot for next fall. Admissions tells me you're in good shape. Let me know by December 1.

Nils Strand
Head Coach, Swimming & Diving / Women's Water Polo
Corvallis Bay University
(541) 555-0125`,
      },
    )),
    label: notRecruiting("athlete"),
  },
  {
    name: "v20-nonrec-golf-parent-contact-rules-question",
    family: "v20-nonrec-golf-parent-question",
    tags: ["wrapper:outlook-mac", "sport:golf", "lookalike:question"],
    message: fwd("outlook-mac", MARCHETTI, "2026-11-13 08:00:00 -05:00", {
      from: "Patrice Odom <patrice.odom@gmail.com>",
      to: MARCHETTI.address,
      date: "2026-11-12 21:30:55 -05:00",
      subject: "When can coaches reply?",
      text: `Hello Coach Marchetti,

Our daughter is a sophomore and just starting to think about college golf. We keep hearing different things from other parents - when are college coaches allowed to email or call players back? And is it worth going to showcase events this young or should she focus on junior tour events?

Any advice would be appreciated.

Patrice Odom`,
    }),
    label: notRecruiting("parent"),
  },
  {
    name: "v20-nonrec-german-athlete-declines-outlook-web-de",
    family: "v20-nonrec-german-athlete-declines",
    tags: ["wrapper:outlook-web-de", "sport:volleyball", "lang:de", "lookalike:decline"],
    message: hoForward({
      style: "outlook-web:de",
      coach: HOLLOWAY,
      date: "2026-11-27 09:30:00 -07:00",
      note: "German girl from the summer - she's staying home",
      original: {
        from: "Merle Achterhold <merle.achterhold@gmx.de>",
        to: HOLLOWAY.address,
        date: "2026-11-27 15:12:04 +01:00",
        subject: "AW: Kestrel Ridge Volleyball",
        text: `Liebe Frau Holloway,

vielen Dank für Ihre nette Nachricht und das Interesse. Ich habe mich nach langem Überlegen entschieden, in Deutschland zu bleiben und in Münster Medizin zu studieren. Ich wünsche Ihnen und dem Team eine tolle Saison!

Viele Grüße
Merle`,
      },
    }),
    label: notRecruiting("athlete"),
  },
  {
    name: "v20-nonrec-parent-questionnaire-link-broken",
    family: "v20-nonrec-parent-questionnaire-link",
    tags: ["wrapper:outlook-live", "sport:softball", "lookalike:questionnaire-problem"],
    message: fwd("outlook-live", UPCHURCH, "2026-11-05 13:00:00 -06:00", {
      from: "Monica Estrada-Lowe <mestradalowe@gmail.com>",
      to: UPCHURCH.address,
      date: "2026-11-05 07:50:21 -06:00",
      subject: "Recruit questionnaire not working",
      text: `Good morning,

My daughter has tried three times to fill out the softball recruiting questionnaire on your website and every time she hits submit it says "Error 500" and everything is erased. Is there another way to send it? A PDF maybe?

Thank you,
Monica Estrada-Lowe`,
    }, { note: "Is the form down again??" }),
    label: notRecruiting("parent"),
  },
];
