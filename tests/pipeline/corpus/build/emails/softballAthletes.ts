/** Softball athletes introducing themselves, forwarded (or passed on) by the coach. */
import { recruiting, type CorpusEntry } from "../labels.ts";
import { GREER, MONTOYA, OYELARAN, WHITLOCK } from "../people.ts";
import { compose, forward, forwardAsAttachment, forwardedBlock, original, quotedReply, type Original } from "../wrappers.ts";

const brianna: Original = {
  from: "Brianna Kessler <bkessler.rhp28@gmail.com>",
  to: "dwhitlock@marlowstate.edu",
  date: "2026-10-25 19:41:12 -05:00",
  subject: "2028 RHP/1B Brianna Kessler - Ozark Storm 18U Premier",
  text: `Coach Whitlock,

My name is Brianna Kessler and I am a 2028 right-handed pitcher and first baseman from Springfield, Missouri. I would love to pitch for Marlow State and stay close to home.

PITCHING
FB: 61-63 mph
Pitches: rise, curve, drop, change
2026 HS season: 1.12 ERA, 184 K in 112 IP

HITTING
.398 AVG / 9 HR / 41 RBI

Height: 5'9"
Travel team: Ozark Storm 18U Premier (#21)
High school: Kickapoo Hills High School
GPA: 3.7 (4.1 weighted)

Pitching video: https://www.youtube.com/watch?v=Bk9sR4tLm2P
Hitting video: https://www.youtube.com/watch?v=Bk9sR4tHt7Q

Fall schedule:
Nov 20-22  Thanksgiving Showcase, Oklahoma City OK
Dec 4-6  Desert Classic, Tempe AZ (Field 6, Friday 8:00 AM)

Brianna Kessler
417-555-0112`,
};

const alyssa: Original = {
  from: "Alyssa Navarro <alyssanavarro.c27@gmail.com>",
  to: "lmontoya@sierramesa.edu",
  date: "2026-10-14 21:02:09 -07:00",
  subject: "2027 Catcher/3B Alyssa Navarro",
  text: `Hi Coach Montoya,

My name is Alyssa Navarro and I'm a 2027 catcher / third baseman from Tucson, Arizona. I play for Desert Heat Fastpitch 18U and Catalina Foothills West High School. I'm 5'6".

Pop time: 1.78
Throw-down velo: 64 mph
GPA: 3.9

Skills video on Hudl: https://www.hudl.com/profile/17655421/Alyssa-Navarro

My cell is (520) 555-0193. My dad's number is (520) 555-0190 if you need it.

Thank you!
Alyssa`,
};

const ximena: Original = {
  from: "Ximena Ortega Salinas <ximena.ortega.of@gmail.com>",
  to: "lmontoya@sierramesa.edu",
  date: "2026-11-01 16:22:30 -07:00",
  subject: "Jardinera central clase 2028 - Ximena Ortega",
  text: `Hola coach Montoya,

Me llamo Ximena Ortega Salinas y soy jardinera central (center field) de la clase 2028. Vivo en Nogales, Arizona y juego para AZ Firebirds 18U Premier y para Nogales Valley High School.

- Estatura: 1.65 m
- Batea: zurda / Lanza: derecha
- Tiempo de home a primera: 2.75 s
- Promedio (GPA): 3.8

Mi video: https://youtu.be/Xo4RtG7mK1s

Mi número es (520) 555-0145. Muchas gracias por su tiempo.

Saludos,
Ximena`,
};

const jaylee: Original = {
  from: "Jaylee Harjo <jayleeharjo2029@gmail.com>",
  to: "dwhitlock@marlowstate.edu",
  date: "2026-11-03 22:47:51 -06:00",
  subject: "ss 2029",
  text: `hey coach whitlock im jaylee harjo a 2029 shortstop from broken arrow ok. i play for oklahoma lady heat 16u and broken arrow north hs. im 5 foot 4 and i can also play 2b. heres my video https://www.hudl.com/video/3/20588410/6711f0a2e4b0c3d8a1b7e226 my number is 918 555 0166 thanks

Sent from my Galaxy`,
};

const kennedy: Original = {
  from: "Kennedy Broussard <kbroussard.of@yahoo.com>",
  to: "tgreer@bayouteche.edu",
  date: "2026-10-29 18:03:44 -05:00",
  subject: "2027 CF Kennedy Broussard - Bayou Bombers 18U Gold",
  text: `Coach Greer,

I'm Kennedy Broussard, a senior center fielder from Lafayette, Louisiana. I play for Bayou Bombers 18U Gold and Acadiana Prep. I'm 5'7", bat left, and run a 2.71 home to first.

I carry a 3.4 GPA and I'm still uncommitted. I'd love to play close to home at Bayou Teche.

Video: https://youtu.be/Kb2rT6wQp9z
Cell: 337-555-0148

Thank you,
Kennedy`,
};

const ava: Original = {
  from: "Ava Lindstrom <avalindstrom.c@gmail.com>",
  to: "moyelaran@lakemont.edu",
  date: "2026-10-11 14:30:00 -05:00",
  subject: "2028 Catcher - Minnesota Fury 2027 Premier",
  text: `Hello Coach Oyelaran,

My name is Ava Lindstrom and I'm a catcher in the class of 2028 from Plymouth, Minnesota. I'm playing up this year with Minnesota Fury 2027 Premier, and I catch for Wayzata Heights High School.

I'm 5'8" with a 1.85 pop time. GPA 3.95.

Catching and hitting video: https://www.hudl.com/video/3/20199012/66d4a0f7e4b0a6b2c9f3e105

Phone: (763) 555-0128

Thanks for your time,
Ava Lindstrom`,
};

const jasmineHtml = `<div dir="ltr"><p>Coach Oyelaran,</p>
<p>I'm very interested in Lakemont softball. Here is my player profile:</p>
<table cellpadding="5" style="border:1px solid #999;border-collapse:collapse">
<tr style="background:#1b3a6b;color:#fff"><th colspan="2">JASMINE CARTER - CLASS OF 2028</th></tr>
<tr><td>Positions</td><td>SS / 2B</td></tr>
<tr><td>Ht / B / T</td><td>5-5 / R / R</td></tr>
<tr><td>Travel Team</td><td>Alabama Rebels 18U Premier</td></tr>
<tr><td>High School</td><td>Hoover Park High School (Birmingham, AL)</td></tr>
<tr><td>2026 Stats</td><td>.452 AVG | .521 OBP | 34 SB</td></tr>
<tr><td>GPA</td><td>3.6</td></tr>
<tr><td>Contact</td><td>jcarter2028sb@gmail.com | 205-555-0171</td></tr>
<tr><td>Video</td><td><a href="https://www.hudl.com/profile/19877023/Jasmine-Carter">Hudl profile</a></td></tr>
</table>
<p>Thank you!<br>Jasmine</p></div>`;

const jasmine: Original = {
  from: "Jasmine Carter <jcarter2028sb@gmail.com>",
  to: "moyelaran@lakemont.edu",
  date: "2026-11-05 20:11:40 -06:00",
  subject: "Jasmine Carter | 2028 SS/2B | Alabama Rebels 18U Premier",
  text: "",
  html: jasmineHtml,
};

const reagan: Original = {
  from: "Reagan Holloway <reagan.holloway@gmail.com>",
  to: "dwhitlock@marlowstate.edu",
  date: "2026-09-21 20:15:00 -05:00",
  subject: "Reagan Holloway - Left handed pitcher",
  text: `Dear Coach Whitlock,

I wanted to reach out and introduce myself because Marlow State has been at the top of my list since I attended your prospect camp two summers ago. I loved the energy your staff brought and how your pitchers talked about their pitching coach.

This summer I pitched in the Premier division and faced some of the best lineups in the country. I have worked hard on my changeup and my drop ball, and I have added three miles per hour since last year. I also play outfield when I'm not in the circle and I have hit in the middle of the lineup for my high school for three years.

I am planning to study agricultural business and I am excited that Marlow State has such a strong program. My family and I are hoping to visit campus this fall for a game day.

Thank you for taking the time to read my email. I hope to see you at one of our events this fall.

Respectfully,

Reagan Holloway
Class of 2027 | LHP / OF | 5'10"
Lubbock Lady Gold 18U - Ramirez | #8
Frenship Ridge HS, Lubbock, Texas
3.88 UW / 4.52 W
806.555.0187
Pitching: https://www.youtube.com/watch?v=Rh7gL2pWk4A
More video: https://drive.google.com/drive/folders/1QwErTyUiOpAsDfGhJkLzXcVbNm12345?usp=sharing`,
};

const kenzie: Original = {
  from: "Kenzie Walsh <kenziewalsh.ut@gmail.com>",
  to: "dwhitlock@marlowstate.edu",
  date: "2026-11-16 12:05:33 -05:00",
  subject: "2028 UT",
  text: `Coach - 2028 UT, 5'6, Ohio Outlaws 18U Premier, Dayton OH. Video: https://www.hudl.com/video/3/20701188/671a0c35e4b0d9e2f8a4b339
-Kenzie Walsh`,
};

const taylorFirst: Original = {
  from: "Taylor Nguyen <taylornguyen2029@icloud.com>",
  to: "moyelaran@lakemont.edu",
  date: "2026-09-30 21:10:00 -04:00",
  subject: "2029 Middle Infielder",
  text: `Hi Coach Oyelaran,

I'm Taylor Nguyen, a 2029 second baseman / shortstop from Marietta, Georgia. I play for Peach State Fastpitch 16U Gold and Kennesaw Mountain Crossing High School. 5'5", GPA 4.0.

Video: https://www.youtube.com/watch?v=Tn3gQ8wLp2K

Taylor`,
};

const taylorCoach: Original = {
  from: '"Oyelaran, Marcus" <moyelaran@lakemont.edu>',
  to: "Taylor Nguyen <taylornguyen2029@icloud.com>",
  date: "2026-10-02 09:45:00 -04:00",
  subject: "RE: 2029 Middle Infielder",
  text: `Taylor,

Thanks for the note. As a 2029 we can't say much yet, but keep us posted on your fall schedule and come see us at camp.

${OYELARAN.signature}

${forwardedBlock("outlook-new", taylorFirst).text}`,
};

const taylorLatest: Original = {
  from: "Taylor Nguyen <taylornguyen2029@icloud.com>",
  to: '"Oyelaran, Marcus" <moyelaran@lakemont.edu>',
  date: "2026-11-09 19:32:18 -05:00",
  subject: "Re: 2029 Middle Infielder",
  text: compose(
    `Hi Coach! Here is our winter schedule. I'll be at your Winter Skills Camp on Jan 9 too.

Dec 12-13  Peach State Winter Classic, Columbus GA, Field 3
Jan 23-24  Southern Slam, Gainesville FL

Also my new cell is 770-555-0135.

Thanks!
Taylor

Sent from my iPhone`,
    quotedReply("apple", taylorCoach),
    "apple",
  ).text,
};

const peyton: Original = {
  from: "Peyton Ridgeway <peyton.ridgeway@icloud.com>",
  to: "Dana Whitlock <dwhitlock@marlowstate.edu>",
  date: "2026-10-17 15:48:22 -05:00",
  subject: "2028 3B Peyton Ridgeway",
  text: `Coach Whitlock,

My name is Peyton Ridgeway, 2028 third baseman from Columbia, Missouri. I play for Show Me Fastpitch 18U Gold and Rock Bridge Valley High School. I'm 5'8" and hit .411 this spring with 11 home runs. GPA 3.5.

Video: https://vimeo.com/1008877120

Cell: 573-555-0120

Thank you,
Peyton

Sent from my iPhone`,
};

const morgan: Original = {
  from: "Morgan Teague <mteague27@outlook.com>",
  to: '"Oyelaran, Marcus" <moyelaran@lakemont.edu>',
  date: "2026-10-04 17:20:00 -04:00",
  subject: "Catcher – Class of 2027 – Georgia Thunderbolts 18U",
  text: `Coach Oyelaran,

I’m Morgan Teague, a senior catcher from Athens, Georgia. I catch for Georgia Thunderbolts 18U and Oconee Park High School. I’m 5’7” and my pop time is 1.82.

I’ve got a 3.3 GPA and I’m still looking for the right fit – Lakemont is at the top of my list.

Video – https://www.youtube.com/watch?v=Mt4cD7eR2fG

Phone: 706-555-0182

Thanks,
Morgan`,
};

const hailey: Original = {
  from: "Hailey Desrochers <hailey.desrochers@gmail.com>",
  to: "dwhitlock@marlowstate.edu",
  date: "2026-11-02 18:50:12 -05:00",
  subject: "Canadian RHP - 2028 - Halton Hurricanes U17 Elite",
  text: `Hello Coach Whitlock,

My name is Hailey Desrochers. I'm a right-handed pitcher in the 2028 grad class from Oakville, Ontario, and I play for the Halton Hurricanes U17 Elite and Team Ontario U17. I attend St. Thomas Aquinas Ridge Secondary School.

Height: 5'11"
FB: 64 mph, drop and rise
GPA: 3.7 (87%)

Video: https://www.youtube.com/watch?v=Hd5rP2wQm8T

My cell is 905-555-0136.

Thank you,
Hailey`,
};

const aubrey: Original = {
  from: "Aubrey Sinclair <aubreysinclair.sb@gmail.com>",
  to: "dwhitlock@marlowstate.edu",
  date: "2026-11-08 13:13:13 -07:00",
  subject: "🥎 2029 OF/P Aubrey Sinclair 🥎",
  text: `Hi Coach Whitlock!! 👋

I'm Aubrey Sinclair, a 2029 outfielder and pitcher from Fort Collins, Colorado 🏔️. I play for Front Range Fury 16U Gold and Poudre Canyon High School.

📏 5'7"
📚 GPA 4.0
⚡ Home to 1st: 2.68

🎥 https://youtube.com/shorts/Ab7sQ3xYz9k
🎥 https://www.youtube.com/watch?v=Ab7sQ3xLm4P

📱 970-555-0104

Go Mustangs!! 🐎
Aubrey`,
};

const gabriela: Original = {
  from: "Gabriela Soto <gabisoto1b@gmail.com>",
  to: "moyelaran@lakemont.edu",
  date: "2026-11-10 20:40:00 -08:00",
  subject: "Gabriela Soto 1B Class of 2028",
  text: `Hi Coach Oyelaran,

I'm Gabriela Soto, a first baseman from Bakersfield, California. I graduate in 2028 and play for Central Valley Cyclones 18U. This spring 2027 we'll be at the Spring Break Invitational (March 27-29, 2027) and the 2027 Memorial Day Classic.

5'10" | Bats L / Throws L | GPA 3.45
High school: Bakersfield Liberty Ridge High School

Video: https://www.hudl.com/video/3/20633018/6714c9b0e4b0f2a1d3c8e447

(661) 555-0179

Thanks!
Gabriela`,
};

const riley: Original = {
  from: "Riley McAllister <riley.mcallister28@gmail.com>",
  to: '"Whitlock, Dana" <dwhitlock@marlowstate.edu>',
  date: "2026-11-15 10:10:10 -06:00",
  subject: "2028 OF - Arkansas Diamonds 18U Premier",
  text: `Coach Whitlock,

I'm a 2028 outfielder from Little Rock, Arkansas. I play for Arkansas Diamonds 18U Premier and Little Rock Pinnacle High School. 5'6", GPA 3.8.

Video: https://www.youtube.com/watch?v=Rm2cA8sLq4X

(501) 555-0157

Riley McAllister`,
};

const sophia: Original = {
  from: "Sophia Martinelli <sophia.martinelli.c@gmail.com>",
  to: "dwhitlock@marlowstate.edu",
  date: "2026-10-20 19:19:19 -04:00",
  subject: "Softball Recruit - Class of 2028",
  text: `Dear Coach {{Coach Name}},

My name is [Your Name] and I am a catcher and first baseman in the class of 2028 at Scranton Valley View High School in Scranton, Pennsylvania. I play travel softball for Keystone Krush 18U.

I am interested in [School] because of its academics and softball program. I am 5'7" and have a 3.65 GPA.

Here is a link to my skills video: https://www.hudl.com/profile/19233007/Sophia-Martinelli

Thank you for your time and consideration,

Sophia Martinelli
570-555-0183`,
};

const lexi: Original = {
  from: "Lexi Vaughn <lexivaughn.ss@gmail.com>",
  to: "moyelaran@lakemont.edu",
  date: "2026-10-26 18:02:44 -04:00",
  subject: "2027 SS Lexi Vaughn",
  text: `Coach Oyelaran,

I'm Lexi Vaughn, a 2027 shortstop from Knoxville, Tennessee. I play for Smoky Mountain Storm 18U Elite and Farragut Lakes High School.

I'm 5'4" but I play bigger than I am! My older brother Cole is 6'3" and pitches for Volunteer State CC, so I grew up taking ground balls from him.

Exit velo: 68 mph
GPA: 3.7

Video: https://www.youtube.com/watch?v=Lv8nQ2zXc5R
Cell: 865-555-0161

Thanks,
Lexi`,
};

export const SOFTBALL_ATHLETES: CorpusEntry[] = [
  {
    name: "sb-athlete-pitcher-statblock-gmail",
    tags: ["fwd:gmail", "lang:en", "note-above", "trap:weighted-gpa", "tournaments", "trap:coach-signature"],
    label: recruiting("athlete", {
      first_name: "Brianna",
      last_name: "Kessler",
      grad_year: 2028,
      positions: ["P", "1B"],
      height_inches: 69,
      club_team: "Ozark Storm 18U Premier",
      high_school: "Kickapoo Hills High School",
      city: "Springfield",
      state: "MO",
      gpa: 3.7,
      email: "bkessler.rhp28@gmail.com",
      phone: "+14175550112",
      video_urls: ["https://www.youtube.com/watch?v=Bk9sR4tLm2P", "https://www.youtube.com/watch?v=Bk9sR4tHt7Q"],
    }),
    message: forward({ style: "gmail", coach: WHITLOCK, date: "2026-10-26 07:02:10 -05:00", note: "RHP for 2028 - velo is legit. Local kid.", original: brianna }),
  },
  {
    name: "sb-athlete-catcher-outlook-es",
    tags: ["fwd:outlook-es", "lang:en", "trap:parent-contact", "trap:coach-phone-same-area-code"],
    label: recruiting("athlete", {
      first_name: "Alyssa",
      last_name: "Navarro",
      grad_year: 2027,
      positions: ["C", "3B"],
      height_inches: 66,
      club_team: "Desert Heat Fastpitch 18U",
      high_school: "Catalina Foothills West High School",
      city: "Tucson",
      state: "AZ",
      gpa: 3.9,
      email: "alyssanavarro.c27@gmail.com",
      phone: "+15205550193",
      video_urls: ["https://www.hudl.com/profile/17655421/Alyssa-Navarro"],
    }),
    message: forward({ style: "outlook-es", coach: MONTOYA, date: "2026-10-15 08:30:00 -07:00", note: "Receptora 2027, buen pop time. ¿La vemos en el Desert Classic?", original: alyssa }),
  },
  {
    name: "sb-athlete-spanish-written-gmail-es",
    tags: ["fwd:gmail-es", "lang:es", "height:metres", "compound-surname"],
    label: recruiting("athlete", {
      first_name: "Ximena",
      last_name: "Ortega Salinas",
      grad_year: 2028,
      positions: ["OF"],
      height_inches: 65,
      club_team: "AZ Firebirds 18U Premier",
      high_school: "Nogales Valley High School",
      city: "Nogales",
      state: "AZ",
      gpa: 3.8,
      email: "ximena.ortega.of@gmail.com",
      phone: "+15205550145",
      video_urls: ["https://youtu.be/Xo4RtG7mK1s"],
    }),
    message: forward({ style: "gmail-es", coach: MONTOYA, date: "2026-11-02 09:12:44 -07:00", original: ximena }),
  },
  {
    name: "sb-athlete-lowercase-android-apple-ios",
    tags: ["fwd:apple-ios", "lang:en", "style:lowercase", "height:foot-words"],
    label: recruiting("athlete", {
      first_name: "Jaylee",
      last_name: "Harjo",
      grad_year: 2029,
      positions: ["SS", "2B"],
      height_inches: 64,
      club_team: "Oklahoma Lady Heat 16U",
      high_school: "Broken Arrow North HS",
      city: "Broken Arrow",
      state: "OK",
      email: "jayleeharjo2029@gmail.com",
      phone: "+19185550166",
      video_urls: ["https://www.hudl.com/video/3/20588410/6711f0a2e4b0c3d8a1b7e226"],
    }),
    message: forward({ style: "apple-ios", coach: WHITLOCK, date: "2026-11-04 06:15:02 -06:00", note: "SS 2029", original: jaylee }),
  },
  {
    name: "sb-athlete-yahoo-forward",
    tags: ["fwd:yahoo", "lang:en", "trap:coach-phone-same-area-code"],
    label: recruiting("athlete", {
      first_name: "Kennedy",
      last_name: "Broussard",
      grad_year: 2027,
      positions: ["OF"],
      height_inches: 67,
      club_team: "Bayou Bombers 18U Gold",
      high_school: "Acadiana Prep",
      city: "Lafayette",
      state: "LA",
      gpa: 3.4,
      email: "kbroussard.of@yahoo.com",
      phone: "+13375550148",
      video_urls: ["https://youtu.be/Kb2rT6wQp9z"],
    }),
    message: forward({ style: "yahoo", coach: GREER, date: "2026-10-30 07:40:00 -05:00", note: "Local CF, 2027 still available!!", original: kennedy }),
  },
  {
    name: "sb-athlete-team-named-other-year-outlook-live",
    tags: ["fwd:outlook-live", "lang:en", "trap:team-year-not-grad-year"],
    label: recruiting("athlete", {
      first_name: "Ava",
      last_name: "Lindstrom",
      grad_year: 2028,
      positions: ["C"],
      height_inches: 68,
      club_team: "Minnesota Fury 2027 Premier",
      high_school: "Wayzata Heights High School",
      city: "Plymouth",
      state: "MN",
      gpa: 3.95,
      email: "avalindstrom.c@gmail.com",
      phone: "+17635550128",
      video_urls: ["https://www.hudl.com/video/3/20199012/66d4a0f7e4b0a6b2c9f3e105"],
    }),
    message: forward({ style: "outlook-live", coach: OYELARAN, date: "2026-10-12 08:44:00 -04:00", original: ava }),
  },
  {
    name: "sb-athlete-html-table-only-outlook-2019",
    tags: ["fwd:outlook-2019", "lang:en", "html-only", "html-table", "height:dash", "video:link-text-differs"],
    label: recruiting("athlete", {
      first_name: "Jasmine",
      last_name: "Carter",
      grad_year: 2028,
      positions: ["SS", "2B"],
      height_inches: 65,
      club_team: "Alabama Rebels 18U Premier",
      high_school: "Hoover Park High School",
      city: "Birmingham",
      state: "AL",
      gpa: 3.6,
      email: "jcarter2028sb@gmail.com",
      phone: "+12055550171",
      video_urls: ["https://www.hudl.com/profile/19877023/Jasmine-Carter"],
    }),
    message: forward({ style: "outlook-2019", coach: OYELARAN, date: "2026-11-06 07:15:00 -05:00", parts: "html", original: jasmine }),
  },
  {
    name: "sb-athlete-long-letter-signature-gmail",
    tags: ["fwd:gmail", "lang:en", "style:long", "data-in-signature", "trap:weighted-gpa", "video:drive"],
    label: recruiting("athlete", {
      first_name: "Reagan",
      last_name: "Holloway",
      grad_year: 2027,
      positions: ["P", "OF"],
      height_inches: 70,
      club_team: "Lubbock Lady Gold 18U - Ramirez",
      high_school: "Frenship Ridge HS",
      city: "Lubbock",
      state: "TX",
      gpa: 3.88,
      email: "reagan.holloway@gmail.com",
      phone: "+18065550187",
      video_urls: [
        "https://www.youtube.com/watch?v=Rh7gL2pWk4A",
        "https://drive.google.com/drive/folders/1QwErTyUiOpAsDfGhJkLzXcVbNm12345?usp=sharing",
      ],
    }),
    message: forward({ style: "gmail", coach: WHITLOCK, date: "2026-09-22 06:58:00 -05:00", original: reagan }),
  },
  {
    name: "sb-athlete-very-short-apple-ios",
    tags: ["fwd:apple-ios", "lang:en", "style:very-short"],
    label: recruiting("athlete", {
      first_name: "Kenzie",
      last_name: "Walsh",
      grad_year: 2028,
      positions: ["UT"],
      height_inches: 66,
      club_team: "Ohio Outlaws 18U Premier",
      city: "Dayton",
      state: "OH",
      email: "kenziewalsh.ut@gmail.com",
      video_urls: ["https://www.hudl.com/video/3/20701188/671a0c35e4b0d9e2f8a4b339"],
    }),
    message: forward({ style: "apple-ios", coach: WHITLOCK, date: "2026-11-16 13:00:41 -06:00", original: kenzie }),
  },
  {
    name: "sb-athlete-reply-history-outlook-mac",
    tags: ["fwd:outlook-mac", "lang:en", "reply-history", "trap:college-coach-signature-in-quote", "tournaments"],
    label: recruiting("athlete", {
      first_name: "Taylor",
      last_name: "Nguyen",
      positions: ["2B", "SS"],
      grad_year: 2029,
      height_inches: 65,
      club_team: "Peach State Fastpitch 16U Gold",
      high_school: "Kennesaw Mountain Crossing High School",
      city: "Marietta",
      state: "GA",
      gpa: 4.0,
      email: "taylornguyen2029@icloud.com",
      phone: "+17705550135",
      video_urls: ["https://www.youtube.com/watch?v=Tn3gQ8wLp2K"],
    }),
    message: forward({
      style: "outlook-mac",
      coach: OYELARAN,
      date: "2026-11-10 07:30:00 -05:00",
      original: taylorLatest,
    }),
  },
  {
    name: "sb-athlete-attached-eml-gmail",
    tags: ["fwd:attachment-rfc822", "lang:en", "inner:iphone"],
    label: recruiting("athlete", {
      first_name: "Peyton",
      last_name: "Ridgeway",
      grad_year: 2028,
      positions: ["3B"],
      height_inches: 68,
      club_team: "Show Me Fastpitch 18U Gold",
      high_school: "Rock Bridge Valley High School",
      city: "Columbia",
      state: "MO",
      gpa: 3.5,
      email: "peyton.ridgeway@icloud.com",
      phone: "+15735550120",
      video_urls: ["https://vimeo.com/1008877120"],
    }),
    message: forwardAsAttachment({ coach: WHITLOCK, client: "gmail", date: "2026-10-18 08:20:19 -05:00", note: "3B from Columbia, see attached", message: original(peyton, "iphone") }),
  },
  {
    name: "sb-athlete-windows-1252-outlook-2013",
    tags: ["fwd:outlook-2013", "lang:en", "charset:windows-1252", "quoted-printable", "trap:curly-quote-height"],
    label: recruiting("athlete", {
      first_name: "Morgan",
      last_name: "Teague",
      grad_year: 2027,
      positions: ["C"],
      height_inches: 67,
      club_team: "Georgia Thunderbolts 18U",
      high_school: "Oconee Park High School",
      city: "Athens",
      state: "GA",
      gpa: 3.3,
      email: "mteague27@outlook.com",
      phone: "+17065550182",
      video_urls: ["https://www.youtube.com/watch?v=Mt4cD7eR2fG"],
    }),
    message: forward({ style: "outlook-2013", coach: OYELARAN, date: "2026-10-05 09:01:00 -04:00", charset: "windows-1252", original: morgan }),
  },
  {
    name: "sb-athlete-ontario-apple-mac",
    tags: ["fwd:apple-mac", "lang:en", "state:canada", "trap:percent-average"],
    label: recruiting("athlete", {
      first_name: "Hailey",
      last_name: "Desrochers",
      grad_year: 2028,
      positions: ["P"],
      height_inches: 71,
      club_team: "Halton Hurricanes U17 Elite",
      high_school: "St. Thomas Aquinas Ridge Secondary School",
      city: "Oakville",
      state: "ON",
      gpa: 3.7,
      email: "hailey.desrochers@gmail.com",
      phone: "+19055550136",
      video_urls: ["https://www.youtube.com/watch?v=Hd5rP2wQm8T"],
    }),
    message: forward({ style: "apple-mac", coach: WHITLOCK, date: "2026-11-03 07:45:00 -06:00", note: "Canadian RHP. Team Ontario.", original: hailey }),
  },
  {
    name: "sb-athlete-emoji-base64-gmail",
    tags: ["fwd:gmail", "lang:en", "base64", "emoji", "video:youtube-shorts"],
    label: recruiting("athlete", {
      first_name: "Aubrey",
      last_name: "Sinclair",
      grad_year: 2029,
      positions: ["OF", "P"],
      height_inches: 67,
      club_team: "Front Range Fury 16U Gold",
      high_school: "Poudre Canyon High School",
      city: "Fort Collins",
      state: "CO",
      gpa: 4.0,
      email: "aubreysinclair.sb@gmail.com",
      phone: "+19705550104",
      video_urls: ["https://youtube.com/shorts/Ab7sQ3xYz9k", "https://www.youtube.com/watch?v=Ab7sQ3xLm4P"],
    }),
    message: forward({ style: "gmail", coach: WHITLOCK, date: "2026-11-09 06:30:00 -06:00", encoding: "base64", original: aubrey }),
  },
  {
    name: "sb-athlete-dates-like-years-outlook-new",
    tags: ["fwd:outlook-new", "lang:en", "trap:dates-like-years"],
    label: recruiting("athlete", {
      first_name: "Gabriela",
      last_name: "Soto",
      grad_year: 2028,
      positions: ["1B"],
      height_inches: 70,
      club_team: "Central Valley Cyclones 18U",
      high_school: "Bakersfield Liberty Ridge High School",
      city: "Bakersfield",
      state: "CA",
      gpa: 3.45,
      email: "gabisoto1b@gmail.com",
      phone: "+16615550179",
      video_urls: ["https://www.hudl.com/video/3/20633018/6714c9b0e4b0f2a1d3c8e447"],
    }),
    message: forward({ style: "outlook-new", coach: OYELARAN, date: "2026-11-11 08:00:00 -05:00", original: gabriela }),
  },
  {
    name: "sb-athlete-outlook-redirect-not-a-forward",
    tags: ["not-a-forward", "redirect-rule", "lang:en"],
    label: recruiting("athlete", {
      first_name: "Riley",
      last_name: "McAllister",
      grad_year: 2028,
      positions: ["OF"],
      height_inches: 66,
      club_team: "Arkansas Diamonds 18U Premier",
      high_school: "Little Rock Pinnacle High School",
      city: "Little Rock",
      state: "AR",
      gpa: 3.8,
      email: "riley.mcallister28@gmail.com",
      phone: "+15015550157",
      video_urls: ["https://www.youtube.com/watch?v=Rm2cA8sLq4X"],
    }),
    message: original(riley, "gmail", {
      headers: [
        ["Resent-From", WHITLOCK.address],
        ["Resent-To", WHITLOCK.scout],
        ["Resent-Date", "Sun, 15 Nov 2026 10:10:14 -0600"],
      ],
    }),
  },
  {
    name: "sb-athlete-template-placeholders-gmail",
    tags: ["fwd:gmail", "lang:en", "trap:template-placeholder"],
    label: recruiting("athlete", {
      first_name: "Sophia",
      last_name: "Martinelli",
      grad_year: 2028,
      positions: ["C", "1B"],
      height_inches: 67,
      club_team: "Keystone Krush 18U",
      high_school: "Scranton Valley View High School",
      city: "Scranton",
      state: "PA",
      gpa: 3.65,
      email: "sophia.martinelli.c@gmail.com",
      phone: "+15705550183",
      video_urls: ["https://www.hudl.com/profile/19233007/Sophia-Martinelli"],
    }),
    message: forward({ style: "gmail", coach: WHITLOCK, date: "2026-10-21 07:07:07 -05:00", note: "template fail but solid C", original: sophia }),
  },
  {
    name: "sb-athlete-sibling-height-outlook-live",
    tags: ["fwd:outlook-live", "lang:en", "trap:sibling-height"],
    label: recruiting("athlete", {
      first_name: "Lexi",
      last_name: "Vaughn",
      grad_year: 2027,
      positions: ["SS"],
      height_inches: 64,
      club_team: "Smoky Mountain Storm 18U Elite",
      high_school: "Farragut Lakes High School",
      city: "Knoxville",
      state: "TN",
      gpa: 3.7,
      email: "lexivaughn.ss@gmail.com",
      phone: "+18655550161",
      video_urls: ["https://www.youtube.com/watch?v=Lv8nQ2zXc5R"],
    }),
    message: forward({ style: "outlook-live", coach: OYELARAN, date: "2026-10-27 10:10:00 -04:00", original: lexi }),
  },
];
