/**
 * Emails introducing several athletes, each labelled in `athletes` (in the email's order; `athlete` is the main one:
 * the one the subject or the writer singles out, otherwise the first): a club director's list, a high-school
 * coach's paragraphs, a club's table, repeated "Name: / Position:" blocks, a parent of twins; and a recruiting
 * service's digest of five, which introduces nobody and stays not recruiting.
 */
import { notRecruiting, severalAthletes, type CorpusEntry } from "../labels.ts";
import { CASTELLANO, GREER, MONTOYA, OYELARAN, REYES, WHITLOCK } from "../people.ts";
import { forward, type Original } from "../wrappers.ts";

const directorList: Original = {
  from: "Marisol Okafor <mokafor@riverbendvbc.org>",
  to: "jreyes@cresthaven.edu",
  date: "2026-11-21 19:05:00 -05:00",
  subject: "Riverbend 17 Premier - three uncommitted 2028s",
  text: `Coach Reyes,

I'm the club director at Riverbend VBC. Three of my 17 Premier players are uncommitted and I think each could help you:

1. Talia Brennan - 2028 - Outside Hitter - 6'0" - Westlake Commons HS (Dayton, OH) - 3.7 GPA - taliabrennan28@gmail.com - https://www.hudl.com/video/3/31002211/6a1b2c3d4e5f60718293a4b5
2. Josephine Marsh - 2028 - Setter - 5'9" - Oakwood Hollow HS (Kettering, OH) - 3.95 GPA - jojomarsh.vb@gmail.com
3. Priya Natarajan - 2028 - Libero - 5'4" - Centerville Park HS (Centerville, OH) - 4.0 GPA - https://youtu.be/Pn4tR8wLk2Q

All three play for Riverbend VBC 17 Premier and will be at the Bluegrass Winter Classic.

Please contact me with any questions rather than the girls directly for now.

Marisol Okafor
Club Director, Riverbend VBC
mokafor@riverbendvbc.org | 937-555-0121`,
};

const seniorsParagraphs: Original = {
  from: "Coach Dale Whitcombe <dwhitcombe@pinecrestschools.org>",
  to: "tgreer@bayouteche.edu",
  date: "2026-11-12 16:40:00 -06:00",
  subject: "Two of my seniors",
  text: `Coach Greer,

I'm the head softball coach at Pinecrest High School and I have two seniors who deserve a look.

Savannah Leblanc is a 2027 right-handed pitcher, 5'9", who throws 61 mph with a good drop ball. She carries a 3.6 GPA and lives in Hammond, LA. You can reach her at savleblanc27@gmail.com or 985-555-0172. Video: https://youtu.be/Sl7mQ2xVb9R

Gracie Thibault is our 2027 shortstop, 5'6", and the best glove I've coached in ten years. She has a 3.3 GPA. Her email is gracie.thibault@gmail.com and her highlights are at https://www.youtube.com/watch?v=Gt3kW9nLp4E

Both play summer ball for Louisiana Lightning 18U Gold.

Coach Dale Whitcombe
Head Softball Coach, Pinecrest High School
985-555-0160`,
};

const clubTableHtml = `<div style="font-family:Helvetica,Arial,sans-serif;font-size:14px">
<p>Coach Castellano,</p>
<p>Here are the three 2029s from our Harbor Point 16 Blue team I told you about at the Keystone Qualifier:</p>
<table border="1" cellspacing="0" cellpadding="4" style="border-collapse:collapse">
<thead><tr><th>Name</th><th>Grad</th><th>Pos</th><th>Ht</th><th>High School</th><th>GPA</th></tr></thead>
<tbody>
<tr><td>Delaney Furst</td><td>2029</td><td>MB</td><td>6'1"</td><td>Severn Ridge HS</td><td>3.8</td></tr>
<tr><td>Keira Odom</td><td>2029</td><td>OH</td><td>5'11"</td><td>Annapolis Bay HS</td><td>3.5</td></tr>
<tr><td>Noelle Park</td><td>2029</td><td>S</td><td>5'8"</td><td>Arundel Crossing HS</td><td>4.0</td></tr>
</tbody></table>
<p>All three are with Harbor Point 16 Blue. Film for each is on our club page; happy to send it.</p>
<p>Thanks,<br>Coach Gwen Albright<br>Harbor Point Volleyball Club<br>410-555-0133</p>
</div>`;

const clubTable: Original = {
  from: "Gwen Albright <galbright@harborpointvolleyball.org>",
  to: "pcastellano@ridgeford.edu",
  date: "2026-11-16 09:30:00 -05:00",
  subject: "Harbor Point 16 Blue - 2029s",
  text: "",
  html: clubTableHtml,
};

const profileBlocks: Original = {
  from: "Coach Rick Alvarado <ralvarado@desertheatfastpitch.com>",
  to: "lmontoya@sierramesa.edu",
  date: "2026-11-03 20:15:00 -07:00",
  subject: "2028 catcher and 2028 outfielder - Desert Heat 16U",
  text: `Coach Montoya,

Two of my 16U players asked me to send you their info.

Name: Lucia Ferreira
Position: Catcher
Grad Year: 2028
Height: 5'7"
High School: Red Mountain Vista HS
City: Mesa, AZ
GPA: 3.9
Email: luciaferreira28@gmail.com
Video: https://youtu.be/Lf8cQ3nRt5W

Name: Kenzie Holloway
Position: Outfield
Grad Year: 2028
Height: 5'5"
High School: Gilbert Canyon HS
City: Gilbert, AZ
GPA: 3.4
Email: kenzieholloway8@gmail.com
Video: https://youtu.be/Kh2pZ7mQx4N

Both play for Desert Heat Fastpitch 16U Alvarado.

Coach Rick Alvarado
Desert Heat Fastpitch
480-555-0129`,
};

const twins: Original = {
  from: "Renata Calloway <renata.calloway@gmail.com>",
  to: "moyelaran@lakemont.edu",
  date: "2026-11-09 21:45:00 -05:00",
  subject: "Twins - 2028 setter and 2028 middle",
  text: `Hello Coach Oyelaran,

My twin daughters are juniors and very interested in your program, so I hope you don't mind one email about both of them.

Ava Calloway is a 2028 setter, 5'10", with a 3.8 GPA. Her email is avacalloway28@gmail.com and her film is https://www.hudl.com/video/3/31220045/6b2c3d4e5f60718293a4b5c6

Ella Calloway is a 2028 middle blocker, 6'2", with a 3.6 GPA. Her email is ellacalloway28@gmail.com and her film is https://www.hudl.com/video/3/31220046/6b2c3d4e5f60718293a4b5c7

Both play for Lakefront Juniors 17 Gold and attend Maple Heights High School in Ann Arbor, MI.

Thank you for your time,
Renata Calloway (mom)
734-555-0158`,
};

const hsBullets: Original = {
  from: "Coach Tanya Whitfield <twhitfield@northridgeisd.org>",
  to: "dwhitlock@marlowstate.edu",
  date: "2026-11-19 15:20:00 -06:00",
  subject: "Northridge HS volleyball - juniors to follow",
  text: `Coach Whitlock,

I coach varsity volleyball at Northridge High School in Amarillo, TX. Two juniors you should follow this club season:

• Camila Reyes-Ortiz - 2028 OH - 5'11" - 3.7 GPA - camilareyesortiz@gmail.com
• Hadley Voss - 2028 RS - 6'0" - 3.5 GPA - hadleyvoss.vb@gmail.com

Both play club for Panhandle Elite 17 Black.

Coach Tanya Whitfield
Head Volleyball Coach, Northridge High School
806-555-0147`,
};

const digestHtml = `<div style="font-family:Arial,sans-serif;font-size:14px">
<h2>Your weekly uncommitted prospects digest</h2>
<p>Five Class of 2028 athletes matching your search this week. Upgrade now to message athletes directly.</p>
<ol>
<li>Brooke Ainsley - 2028 OH - 6'0" - Tulsa, OK</li>
<li>Marina Castell - 2028 S - 5'9" - Wichita, KS</li>
<li>Jada Whitmore - 2028 MB - 6'2" - Omaha, NE</li>
<li>Sierra Tolliver - 2028 L/DS - 5'5" - Springfield, MO</li>
<li>Quinn Delacroix - 2028 OPP - 6'1" - Little Rock, AR</li>
</ol>
<p>Search our database for more uncommitted athletes. You are receiving this email because you have a coach account. Unsubscribe | Manage preferences</p>
</div>`;

const digest: Original = {
  from: "PrepPath Recruiting <digest@preppathrecruiting.com>",
  to: "jreyes@cresthaven.edu",
  date: "2026-11-22 06:00:00 -05:00",
  subject: "5 uncommitted Class of 2028 prospects this week",
  text: "",
  html: digestHtml,
};

export const MULTI_ATHLETES: readonly CorpusEntry[] = [
  {
    name: "multi-club-director-numbered-list-gmail",
    tags: ["fwd:gmail", "lang:en", "several-athletes", "trap:club-coach-contact"],
    label: severalAthletes("club_coach", [
      {
        first_name: "Talia",
        last_name: "Brennan",
        grad_year: 2028,
        positions: ["OH"],
        height_inches: 72,
        club_team: "Riverbend VBC 17 Premier",
        high_school: "Westlake Commons HS",
        city: "Dayton",
        state: "OH",
        gpa: 3.7,
        email: "taliabrennan28@gmail.com",
        video_urls: ["https://www.hudl.com/video/3/31002211/6a1b2c3d4e5f60718293a4b5"],
      },
      {
        first_name: "Josephine",
        last_name: "Marsh",
        grad_year: 2028,
        positions: ["S"],
        height_inches: 69,
        club_team: "Riverbend VBC 17 Premier",
        high_school: "Oakwood Hollow HS",
        city: "Kettering",
        state: "OH",
        gpa: 3.95,
        email: "jojomarsh.vb@gmail.com",
      },
      {
        first_name: "Priya",
        last_name: "Natarajan",
        grad_year: 2028,
        positions: ["L/DS"],
        height_inches: 64,
        club_team: "Riverbend VBC 17 Premier",
        high_school: "Centerville Park HS",
        city: "Centerville",
        state: "OH",
        gpa: 4,
        video_urls: ["https://youtu.be/Pn4tR8wLk2Q"],
      },
    ]),
    message: forward({ style: "gmail", coach: REYES, date: "2026-11-22 07:15:00 -05:00", original: directorList }),
  },
  {
    name: "multi-hs-coach-sb-paragraphs-outlook-live",
    tags: ["fwd:outlook-live", "lang:en", "several-athletes", "trap:high-school-coach-contact"],
    label: severalAthletes("high_school_coach", [
      {
        first_name: "Savannah",
        last_name: "Leblanc",
        grad_year: 2027,
        positions: ["P"],
        height_inches: 69,
        club_team: "Louisiana Lightning 18U Gold",
        high_school: "Pinecrest High School",
        city: "Hammond",
        state: "LA",
        gpa: 3.6,
        email: "savleblanc27@gmail.com",
        phone: "+19855550172",
        video_urls: ["https://youtu.be/Sl7mQ2xVb9R"],
      },
      {
        first_name: "Gracie",
        last_name: "Thibault",
        grad_year: 2027,
        positions: ["SS"],
        height_inches: 66,
        club_team: "Louisiana Lightning 18U Gold",
        high_school: "Pinecrest High School",
        gpa: 3.3,
        email: "gracie.thibault@gmail.com",
        video_urls: ["https://www.youtube.com/watch?v=Gt3kW9nLp4E"],
      },
    ]),
    message: forward({ style: "outlook-live", coach: GREER, date: "2026-11-13 08:00:00 -06:00", note: "Both worth a look", original: seniorsParagraphs }),
  },
  {
    name: "multi-club-table-three-html-only",
    tags: ["fwd:outlook-new", "lang:en", "html-only", "html-table", "several-athletes", "trap:club-coach-contact"],
    label: severalAthletes("club_coach", [
      { first_name: "Delaney", last_name: "Furst", grad_year: 2029, positions: ["MB"], height_inches: 73, club_team: "Harbor Point 16 Blue", high_school: "Severn Ridge HS", gpa: 3.8 },
      { first_name: "Keira", last_name: "Odom", grad_year: 2029, positions: ["OH"], height_inches: 71, club_team: "Harbor Point 16 Blue", high_school: "Annapolis Bay HS", gpa: 3.5 },
      { first_name: "Noelle", last_name: "Park", grad_year: 2029, positions: ["S"], height_inches: 68, club_team: "Harbor Point 16 Blue", high_school: "Arundel Crossing HS", gpa: 4 },
    ]),
    message: forward({ style: "outlook-new", coach: CASTELLANO, date: "2026-11-16 12:00:00 -05:00", parts: "html", original: clubTable }),
  },
  {
    name: "multi-club-coach-sb-profile-blocks-apple-mac",
    tags: ["fwd:apple-mac", "lang:en", "several-athletes", "labelled-blocks", "trap:club-coach-contact"],
    label: severalAthletes("club_coach", [
      {
        first_name: "Lucia",
        last_name: "Ferreira",
        grad_year: 2028,
        positions: ["C"],
        height_inches: 67,
        club_team: "Desert Heat Fastpitch 16U Alvarado",
        high_school: "Red Mountain Vista HS",
        city: "Mesa",
        state: "AZ",
        gpa: 3.9,
        email: "luciaferreira28@gmail.com",
        video_urls: ["https://youtu.be/Lf8cQ3nRt5W"],
      },
      {
        first_name: "Kenzie",
        last_name: "Holloway",
        grad_year: 2028,
        positions: ["OF"],
        height_inches: 65,
        club_team: "Desert Heat Fastpitch 16U Alvarado",
        high_school: "Gilbert Canyon HS",
        city: "Gilbert",
        state: "AZ",
        gpa: 3.4,
        email: "kenzieholloway8@gmail.com",
        video_urls: ["https://youtu.be/Kh2pZ7mQx4N"],
      },
    ]),
    message: forward({ style: "apple-mac", coach: MONTOYA, date: "2026-11-04 07:00:00 -07:00", original: profileBlocks }),
  },
  {
    name: "multi-parent-twins-yahoo",
    tags: ["fwd:yahoo", "lang:en", "several-athletes", "twins", "trap:parent-contact"],
    label: severalAthletes("parent", [
      {
        first_name: "Ava",
        last_name: "Calloway",
        grad_year: 2028,
        positions: ["S"],
        height_inches: 70,
        club_team: "Lakefront Juniors 17 Gold",
        high_school: "Maple Heights High School",
        city: "Ann Arbor",
        state: "MI",
        gpa: 3.8,
        email: "avacalloway28@gmail.com",
        video_urls: ["https://www.hudl.com/video/3/31220045/6b2c3d4e5f60718293a4b5c6"],
      },
      {
        first_name: "Ella",
        last_name: "Calloway",
        grad_year: 2028,
        positions: ["MB"],
        height_inches: 74,
        club_team: "Lakefront Juniors 17 Gold",
        high_school: "Maple Heights High School",
        city: "Ann Arbor",
        state: "MI",
        gpa: 3.6,
        email: "ellacalloway28@gmail.com",
        video_urls: ["https://www.hudl.com/video/3/31220046/6b2c3d4e5f60718293a4b5c7"],
      },
    ]),
    message: forward({ style: "yahoo", coach: OYELARAN, date: "2026-11-10 08:30:00 -05:00", original: twins }),
  },
  {
    name: "multi-hs-coach-bulleted-pair-thunderbird",
    tags: ["fwd:thunderbird", "lang:en", "several-athletes", "trap:high-school-coach-contact"],
    label: severalAthletes("high_school_coach", [
      {
        first_name: "Camila",
        last_name: "Reyes-Ortiz",
        grad_year: 2028,
        positions: ["OH"],
        height_inches: 71,
        club_team: "Panhandle Elite 17 Black",
        high_school: "Northridge High School",
        city: "Amarillo",
        state: "TX",
        gpa: 3.7,
        email: "camilareyesortiz@gmail.com",
      },
      {
        first_name: "Hadley",
        last_name: "Voss",
        grad_year: 2028,
        positions: ["RS/OPP"],
        height_inches: 72,
        club_team: "Panhandle Elite 17 Black",
        high_school: "Northridge High School",
        city: "Amarillo",
        state: "TX",
        gpa: 3.5,
        email: "hadleyvoss.vb@gmail.com",
      },
    ]),
    message: forward({ style: "thunderbird", coach: WHITLOCK, date: "2026-11-19 18:00:00 -06:00", original: hsBullets }),
  },
  {
    name: "multi-nonrec-service-digest-five-gmail",
    tags: ["fwd:gmail", "lang:en", "recruiting-service", "category:service-blast", "html-only", "trap:many-athletes-named"],
    label: notRecruiting("recruiting_service"),
    message: forward({ style: "gmail", coach: REYES, date: "2026-11-22 08:00:00 -05:00", parts: "html", original: digest }),
  },
];
