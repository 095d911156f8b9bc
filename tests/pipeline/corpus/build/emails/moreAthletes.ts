/** More athletes writing for themselves: beach and international players, missing fields, Cc'd club staff. */
import { recruiting, type CorpusEntry } from "../labels.ts";
import { CASTELLANO, HALVORSEN, REYES, VOGEL } from "../people.ts";
import { forward, type Original } from "../wrappers.ts";

const marisol: Original = {
  from: "Marisol Vega <marisolvega.beach@gmail.com>",
  to: "jreyes@cresthaven.edu",
  date: "2026-11-04 17:30:00 -08:00",
  subject: "2028 Beach Blocker - Marisol Vega",
  text: `Hi Coach Reyes,

I saw that Cresthaven is adding beach volleyball and wanted to introduce myself. I'm Marisol Vega, a 2028 beach volleyball blocker from Santa Cruz, California. I train with Monterey Bay Beach Academy and play indoor for Soquel Ridge High School. My partner and I are ranked #14 in the 18U AAU beach rankings.

Height: 5'11"
GPA: 3.7

Highlight video: https://www.youtube.com/watch?v=Mv2bQ8xLp5S

Phone: (831) 555-0175

Thank you!
Marisol`,
};

const johanna: Original = {
  from: "Johanna Weber <johanna.weber09@gmx.de>",
  to: "kvogel@eastbrook.edu",
  date: "2026-10-17 22:05:00 +02:00",
  subject: "Außenangreiferin Abitur 2027 - Interesse an Eastbrook College",
  text: `Sehr geehrte Frau Vogel,

mein Name ist Johanna Weber, ich bin 17 Jahre alt und spiele als Außenangreiferin beim VC Elbufer Hamburg in der U18 und in der Regionalliga. Ich mache im Sommer 2027 mein Abitur am Gymnasium Altona-Nord in Hamburg und möchte danach gerne in den USA studieren und Volleyball spielen.

Größe: 1,83 m
Angriffshöhe: 3,02 m
Abiturschnitt (voraussichtlich): 1,7

Mein Highlight-Video: https://www.youtube.com/watch?v=Jw9hE3rTz6B

Telefon/WhatsApp: +49 151 5550 1234

Vielen Dank und viele Grüße aus Hamburg,
Johanna Weber`,
};

const kenna: Original = {
  from: "Kenna Oduya <kennaoduya.ds@gmail.com>",
  to: "pcastellano@ridgeford.edu",
  date: "2026-10-31 16:16:16 -07:00",
  subject: "Kenna Oduya - 2028 DS - Sacramento",
  text: `Hi Coach Castellano,

I'm Kenna Oduya, a 2028 defensive specialist from Sacramento, California. I play for Capital City Juniors 17 Elite. I'm 5'5" with a 3.95 GPA.

I don't have a highlight video yet (coming after our first tournament!) but here is my recruiting profile: https://app.preplink.io/athlete/kenna-oduya-2028
Instagram: https://www.instagram.com/kenna.vb
X: https://x.com/kennaoduya_vb

Cell 916.555.0189

Kenna`,
};

const sadie: Original = {
  from: "Sadie Whitcomb <sadie.whitcomb@icloud.com>",
  to: "Jordan Reyes <jreyes@cresthaven.edu>",
  date: "2026-11-12 18:45:00 -07:00",
  subject: "Sadie Whitcomb - Class of 2027 OH - Big Sky Juniors",
  text: `Dear Coach Reyes,

My name is Sadie Whitcomb and I am a senior outside hitter from Bozeman, Montana, where I play for Big Sky Juniors 18 Elite and Bozeman Gallatin Peak High School. This fall I was named first team all-state and I led the conference in kills, and I am still looking for a college program that is the right fit for me both athletically and academically.

I am 5ft 11in with a 10'1" approach, and I have a 3.82 GPA. I'm planning to study environmental science, and I know Cresthaven has a great program.

Senior highlights: https://www.hudl.com/video/3/20655102/67178f44e4b0c1d2a9e3f506

Thank you for your time,
Sadie Whitcomb
406-555-0173`,
};

const imani: Original = {
  from: "Imani Fletcher <imanifletcher.mb@gmail.com>",
  to: "jreyes@cresthaven.edu",
  cc: "Tanya Rhodes <trhodes@bluffcityvbc.org>",
  date: "2026-11-15 19:02:00 -06:00",
  subject: "2028 MB Imani Fletcher - Bluff City VBC 17 Elite",
  text: `Hi Coach Reyes,

I'm Imani Fletcher, a 2028 middle blocker from Memphis, Tennessee. I play for Bluff City VBC 17 Elite (I've cc'd my club director, Coach Rhodes) and Germantown Oaks High School.

Height: 6'2"
GPA: 3.4
Video: https://www.hudl.com/video/3/20710034/671bd0a1e4b0f8a2c6d9e124
Cell: 901-555-0148

Thank you!
Imani`,
};

const paige: Original = {
  from: "Paige Hartman <paigehartman2028@gmail.com>",
  to: "ehalvorsen@tamarackstate.edu",
  date: "2026-10-10 15:25:00 -05:00",
  subject: "2028 S/RS - Paige Hartman",
  text: `Coach Halvorsen,

My name is Paige Hartman and I'm a 2028 setter / right side from Des Moines, Iowa. I play for Iowa Prairie Storm 17 Gold and Valley Ridge High School.

Height: 6-0
GPA: 3.55
Video: https://www.youtube.com/watch?v=Ph3sK9rTq1W
Phone: +1 (515) 555-0193

Paige`,
};

const bella: Original = {
  from: "Bella Santangelo <bellasantangelo29@gmail.com>",
  to: "jreyes@cresthaven.edu",
  date: "2026-11-16 20:10:00 -05:00",
  subject: "Great meeting Coach Lee at camp!",
  text: `Hi Coach Reyes,

I met your assistant Coach Morgan Lee at the Cresthaven Fall Skills Clinic and she said I should email you. I'm Bella Santangelo, a 2029 outside hitter from Providence, Rhode Island, and I play for Ocean State VBC 16 Elite and Providence Classical Ridge High School.

I'm 5'9" and I have a 3.9 GPA.

Video: https://www.youtube.com/watch?v=Bs8tN4vWq2E

Thank you!
Bella Santangelo
401-555-0137`,
};

const tessa: Original = {
  from: "Tessa Montgomery <tessamontgomery.vb@gmail.com>",
  to: "pcastellano@ridgeford.edu",
  date: "2026-11-01 09:40:00 -06:00",
  subject: "OPP/MB 2027 Tessa Montgomery",
  text: `Coach Castellano,

I'm a 2027 OPP/MB from Boise, Idaho - Treasure Valley VBC 18 Elite and Boise Foothills High School. 6'3", 3.2 GPA.

Hudl: https://www.hudl.com/profile/18970041/Tessa-Montgomery
(208) 555-0158

Tessa Montgomery`,
};

export const MORE_ATHLETES: CorpusEntry[] = [
  {
    name: "vb-athlete-beach-blocker-gmail",
    tags: ["fwd:gmail", "lang:en", "sport:beach-volleyball", "trap:ranking-number"],
    label: recruiting("athlete", {
      first_name: "Marisol",
      last_name: "Vega",
      grad_year: 2028,
      positions: ["blocker"],
      height_inches: 71,
      club_team: "Monterey Bay Beach Academy",
      high_school: "Soquel Ridge High School",
      city: "Santa Cruz",
      state: "CA",
      gpa: 3.7,
      email: "marisolvega.beach@gmail.com",
      phone: "+18315550175",
      video_urls: ["https://www.youtube.com/watch?v=Mv2bQ8xLp5S"],
    }),
    message: forward({ style: "gmail", coach: REYES, date: "2026-11-05 08:00:00 -05:00", note: "Beach - for when we launch the program", original: marisol }),
  },
  {
    name: "vb-athlete-german-international-gmail-de",
    tags: ["fwd:gmail-de", "lang:de", "height:metres", "international", "trap:non-gpa-grade"],
    label: recruiting("athlete", {
      first_name: "Johanna",
      last_name: "Weber",
      grad_year: 2027,
      positions: ["OH"],
      height_inches: 72,
      club_team: "VC Elbufer Hamburg",
      high_school: "Gymnasium Altona-Nord",
      city: "Hamburg",
      email: "johanna.weber09@gmx.de",
      phone: "+4915155501234",
      video_urls: ["https://www.youtube.com/watch?v=Jw9hE3rTz6B"],
    }),
    message: forward({ style: "gmail-de", coach: VOGEL, date: "2026-10-18 09:10:00 -04:00", note: "Aus Hamburg, Abi 2027. Sehr interessant.", original: johanna }),
  },
  {
    name: "vb-athlete-no-video-social-links-outlook-live",
    tags: ["fwd:outlook-live", "lang:en", "trap:non-video-links", "no-video"],
    label: recruiting("athlete", {
      first_name: "Kenna",
      last_name: "Oduya",
      grad_year: 2028,
      positions: ["L/DS"],
      height_inches: 65,
      club_team: "Capital City Juniors 17 Elite",
      city: "Sacramento",
      state: "CA",
      gpa: 3.95,
      email: "kennaoduya.ds@gmail.com",
      phone: "+19165550189",
    }),
    message: forward({ style: "outlook-live", coach: CASTELLANO, date: "2026-11-02 07:00:00 -05:00", original: kenna }),
  },
  {
    name: "vb-athlete-flowed-apple-mac",
    tags: ["fwd:apple-mac", "lang:en", "format-flowed", "height:ft-in", "trap:approach-height"],
    label: recruiting("athlete", {
      first_name: "Sadie",
      last_name: "Whitcomb",
      grad_year: 2027,
      positions: ["OH"],
      height_inches: 71,
      club_team: "Big Sky Juniors 18 Elite",
      high_school: "Bozeman Gallatin Peak High School",
      city: "Bozeman",
      state: "MT",
      gpa: 3.82,
      email: "sadie.whitcomb@icloud.com",
      phone: "+14065550173",
      video_urls: ["https://www.hudl.com/video/3/20655102/67178f44e4b0c1d2a9e3f506"],
    }),
    message: forward({ style: "apple-mac", coach: REYES, date: "2026-11-13 07:30:00 -06:00", flowed: true, original: sadie }),
  },
  {
    name: "vb-athlete-cc-club-director-gmail",
    tags: ["fwd:gmail", "lang:en", "cc", "trap:club-coach-contact"],
    label: recruiting("athlete", {
      first_name: "Imani",
      last_name: "Fletcher",
      grad_year: 2028,
      positions: ["MB"],
      height_inches: 74,
      club_team: "Bluff City VBC 17 Elite",
      high_school: "Germantown Oaks High School",
      city: "Memphis",
      state: "TN",
      gpa: 3.4,
      email: "imanifletcher.mb@gmail.com",
      phone: "+19015550148",
      video_urls: ["https://www.hudl.com/video/3/20710034/671bd0a1e4b0f8a2c6d9e124"],
    }),
    message: forward({ style: "gmail", coach: REYES, date: "2026-11-16 06:50:00 -06:00", original: imani }),
  },
  {
    name: "vb-athlete-setter-right-side-outlook-2019",
    tags: ["fwd:outlook-2019", "lang:en", "height:dash", "phone:+1-parens"],
    label: recruiting("athlete", {
      first_name: "Paige",
      last_name: "Hartman",
      grad_year: 2028,
      positions: ["S", "RS/OPP"],
      height_inches: 72,
      club_team: "Iowa Prairie Storm 17 Gold",
      high_school: "Valley Ridge High School",
      city: "Des Moines",
      state: "IA",
      gpa: 3.55,
      email: "paigehartman2028@gmail.com",
      phone: "+15155550193",
      video_urls: ["https://www.youtube.com/watch?v=Ph3sK9rTq1W"],
    }),
    message: forward({ style: "outlook-2019", coach: HALVORSEN, date: "2026-10-11 08:20:00 -05:00", original: paige }),
  },
  {
    name: "vb-athlete-staff-named-html-only-gmail",
    tags: ["fwd:gmail", "lang:en", "html-only", "quoted-printable", "trap:staff-name-in-body"],
    label: recruiting("athlete", {
      first_name: "Bella",
      last_name: "Santangelo",
      grad_year: 2029,
      positions: ["OH"],
      height_inches: 69,
      club_team: "Ocean State VBC 16 Elite",
      high_school: "Providence Classical Ridge High School",
      city: "Providence",
      state: "RI",
      gpa: 3.9,
      email: "bellasantangelo29@gmail.com",
      phone: "+14015550137",
      video_urls: ["https://www.youtube.com/watch?v=Bs8tN4vWq2E"],
    }),
    message: forward({ style: "gmail", coach: REYES, date: "2026-11-17 07:10:00 -05:00", parts: "html", encoding: "quoted-printable", original: bella }),
  },
  {
    name: "vb-athlete-opp-mb-very-short-apple-ios",
    tags: ["fwd:apple-ios", "lang:en", "style:very-short"],
    label: recruiting("athlete", {
      first_name: "Tessa",
      last_name: "Montgomery",
      grad_year: 2027,
      positions: ["RS/OPP", "MB"],
      height_inches: 75,
      club_team: "Treasure Valley VBC 18 Elite",
      high_school: "Boise Foothills High School",
      city: "Boise",
      state: "ID",
      gpa: 3.2,
      email: "tessamontgomery.vb@gmail.com",
      phone: "+12085550158",
      video_urls: ["https://www.hudl.com/profile/18970041/Tessa-Montgomery"],
    }),
    message: forward({ style: "apple-ios", coach: CASTELLANO, date: "2026-11-01 12:02:00 -04:00", note: "6'3 pin, 2027, still open?", original: tessa }),
  },
];
