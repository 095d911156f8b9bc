/**
 * Second held-out split, author B (prefix `sb-`): a college coach's inbox as third parties and machines fill it.
 * Club directors and club coaches recommending one player or listing several (numbered lists, paragraphs, an HTML
 * table, roster files as PDF and Word), high-school coaches, private pitching/hitting/setting instructors, an alumna,
 * coaches at other colleges passing a player on, recruiting services sending one athlete's profile, athletes behind
 * school disclaimers and Outlook underscore lines, international athletes and agents writing in Spanish and
 * Portuguese, a team manager; and the mail that introduces nobody (camps, showcases, service marketing and digests,
 * commitment newsletters, all-conference lists, court assignments, hotel blocks, compliance, vendors, phishing,
 * bounces, calendar invitations, a form-builder notice, staff mail). Forwarded by the coaches through Gmail, Outlook
 * (web, desktop, Mac, mobile), Apple Mail, iPhone, Yahoo, Thunderbird and Android in English, German, French,
 * Spanish, Italian, Portuguese and Dutch, or delivered straight by a forwarding rule. Everything is invented.
 */
import { notRecruiting, recruiting, severalAthletes, type CorpusEntry } from "../../labels.ts";
import type { MessageSpec } from "../../mime.ts";
import { htmlDocument } from "../../html.ts";
import { bulkMailHeaders, forwardAsAttachment, original, type Coach, type Original } from "../../wrappers.ts";
import { hoForward, relay, type HoStyle } from "../../heldOutWrappers.ts";
import { direct } from "../../heldOutAthleteHelpers.ts";
import { calendarAttachment, deliveryStatus, listHeaders } from "../../heldOutMachineMail.ts";

// ---------------------------------------------------------------------------------------------------------------
// The coaches whose inboxes these are (invented; none of the other splits' coaches)
// ---------------------------------------------------------------------------------------------------------------

function coach(name: string, directoryName: string, address: string, scout: string, signature: string): Coach {
  return { name, directoryName, address, scout, signature };
}

/** Head volleyball coach; Gmail on the web and the iPhone. */
const ASHBY = coach("Noelle Ashby", "Ashby, Noelle", "nashby@brightwater.edu", "noelle.ashby.e4k9@scout.inboxscout.app", `Noelle Ashby
Head Women's Volleyball Coach
Brightwater College Herons
(608) 555-0114 | brightwatervb.com`);

/** Head softball coach; Outlook on the web, Outlook for Mac, Thunderbird at home. */
const RIDLEY = coach("Carmen Ridley", "Ridley, Carmen", "cridley@pinecreststate.edu", "carmen.ridley.t7w2@scout.inboxscout.app", `Carmen Ridley
Head Softball Coach
Pinecrest State University
Office 479-555-0162`);

/** Assistant volleyball coach from Stuttgart; Outlook on the web set to German. */
const FELDMANN = coach("Jonas Feldmann", "Feldmann, Jonas", "jfeldmann@westmarch.edu", "jonas.feldmann.b3r6@scout.inboxscout.app", `Jonas Feldmann
Assistant Coach | Westmarch University Volleyball
M: 412-555-0137`);

/** Assistant softball coach from Lyon; Outlook desktop in French. */
const MARCHAND = coach("Sophie Marchand", "Marchand, Sophie", "smarchand@bellerive.edu", "sophie.marchand.q5n1@scout.inboxscout.app", `Sophie Marchand
Assistant Softball Coach, Bellerive College
314-555-0148`);

/** Assistant volleyball coach from Monterrey; Gmail in Spanish. */
const QUINTANA = coach("Valeria Quintana", "Quintana, Valeria", "vquintana@sandovalu.edu", "valeria.quintana.m8d3@scout.inboxscout.app", `Valeria Quintana
Assistant Volleyball Coach / International Recruiting
Sandoval University
(956) 555-0121`);

/** Head volleyball coach from Bologna; Apple Mail in Italian. */
const FERRARO = coach("Giulia Ferraro", "Ferraro, Giulia", "gferraro@harborridge.edu", "giulia.ferraro.z2h5@scout.inboxscout.app", `Giulia Ferraro
Head Coach, Harbor Ridge College Volleyball
843-555-0175`);

/** Assistant softball coach from Curitiba; Gmail and Outlook on the web in Portuguese. */
const NOGUEIRA = coach("Beatriz Nogueira", "Nogueira, Beatriz", "bnogueira@tallgrass.edu", "beatriz.nogueira.v6p4@scout.inboxscout.app", `Beatriz Nogueira
Assistant Softball Coach
Tallgrass University
785-555-0109`);

/** Head women's soccer coach; Yahoo. */
const PRITCHARD = coach("Owen Pritchard", "Pritchard, Owen", "opritchard@millbrook.edu", "owen.pritchard.k1s8@scout.inboxscout.app", `Owen Pritchard
Head Coach, Women's Soccer
Millbrook College
(802) 555-0183`);

/** Volleyball recruiting coordinator from Utrecht; Thunderbird in Dutch, Android on the road. */
const DEWIT = coach("Annelies de Wit", "Wit, Annelies de", "adewit@coldwaterbay.edu", "annelies.dewit.r9c7@scout.inboxscout.app", `Annelies de Wit
Recruiting Coordinator, Coldwater Bay University Volleyball
(906) 555-0152`);

/** Head women's basketball coach; Outlook for iOS. */
const HALE = coach("Tamsin Hale", "Hale, Tamsin", "thale@oriskany.edu", "tamsin.hale.w4j6@scout.inboxscout.app", `Tamsin Hale
Head Women's Basketball Coach
Oriskany College
315-555-0190`);

/** The coach forwarding one message to her InboxScout address. */
function fw(style: HoStyle, who: Coach, date: string, message: Original, note = "", extra: { attachments?: MessageSpec["attachments"]; signature?: boolean; parts?: "alternative" | "html" | "text" } = {}): MessageSpec {
  return hoForward({ style, coach: who, date, original: message, note, ...extra });
}

const entries: CorpusEntry[] = [];
function add(name: string, family: string, label: CorpusEntry["label"], message: MessageSpec, tags: string[]): void {
  entries.push({ name: `sb-${name}`, family: `sb-${family}`, label, message, tags: ["author:sb", ...tags] });
}

// ---------------------------------------------------------------------------------------------------------------
// Club directors and club coaches
// ---------------------------------------------------------------------------------------------------------------

add(
  "club-director-vb-four-uncommitted-numbered-gmail",
  "club-director-prairie-fire",
  severalAthletes("club_coach", [
    { first_name: "Kendall", last_name: "Oyelowo", grad_year: 2028, positions: ["S"], height_inches: 70, club_team: "Prairie Fire 17 Red", high_school: "Sun Prairie East High School", gpa: 3.9, video_urls: ["https://www.hudl.com/video/3/48812207/5e0c7a14b2f9d8e6a1c3b709"] },
    { first_name: "Marisol", last_name: "Tran", grad_year: 2028, positions: ["OH"], height_inches: 72, club_team: "Prairie Fire 17 Red", high_school: "Verona Area High School", gpa: 3.6 },
    { first_name: "Addison", last_name: "Kuehl", grad_year: 2028, positions: ["MB"], height_inches: 74, club_team: "Prairie Fire 17 Red", high_school: "Middleton High School", video_urls: ["https://youtu.be/pF3kR8wZq1M"] },
    { first_name: "Jo", last_name: "Baptiste", grad_year: 2028, positions: ["L/DS"], height_inches: 65, club_team: "Prairie Fire 17 Red", high_school: "Monona Grove High School", gpa: 4.0 },
  ]),
  fw("gmail:en", ASHBY, "2026-11-09 07:12:00 -06:00", {
    from: "Russ Dahlgren <rdahlgren@prairiefirevbc.example>",
    to: "nashby@brightwater.edu",
    date: "2026-11-08 21:47:00 -06:00",
    subject: "Prairie Fire 17 Red - four uncommitted 2028s for your list",
    text: `Coach Ashby,

Hope your season finished strong. Our 17 Red group opens at the Badger Region Power League on December 6-7 (Alliant Center, Madison) and I wanted to get four names in front of you before the club season gets busy. All four are class of 2028 and none has committed.

1. Kendall Oyelowo - setter, 5'10", Sun Prairie East High School, 3.9 GPA. Runs a 5-1 for us and for her high school. Film: https://www.hudl.com/video/3/48812207/5e0c7a14b2f9d8e6a1c3b709
2. Marisol Tran - outside hitter, 6'0", Verona Area High School, 3.6 GPA. Six-rotation kid, our best passer among the pins.
3. Addison Kuehl - middle blocker, 6'2", Middleton High School. Still raw but jumps out of the gym. https://youtu.be/pF3kR8wZq1M
4. Jo Baptiste - libero, 5'5", Monona Grove High School, 4.0 GPA. Captain, loud, never off the floor.

Our recruiting coordinator can send full profiles and tournament schedules on request. Parents' contacts are in the club portal; please go through me or the coordinator per our club policy.

Russ Dahlgren
Club Director, Prairie Fire Volleyball Club
(608) 555-0177
www.prairiefirevbc.example`,
  }, "Setter first, then the middle. Ask Russ for Kuehl's approach numbers."),
  ["club-director", "volleyball", "multi-athlete", "numbered-list", "fwd:gmail", "lang:en"],
);

add(
  "club-coach-vb-setter-outlook-web-de",
  "club-coach-steel-valley",
  recruiting("club_coach", { first_name: "Delaney", last_name: "Szymanski", grad_year: 2028, positions: ["S"], height_inches: 69, club_team: "Steel Valley 17 Elite", high_school: "Seneca Valley Senior High School", city: "Harmony", state: "PA", gpa: 3.72, video_urls: ["https://vimeo.com/1012874455"] }),
  fw("outlook-web:de", FELDMANN, "2026-10-19 08:31:00 -04:00", {
    from: "Pat Kostelnik <pkostelnik@steelvalleyvb.example>",
    to: "jfeldmann@westmarch.edu",
    date: "2026-10-18 16:05:00 -04:00",
    subject: "Setter you should see - Delaney Szymanski (2028)",
    text: `Hi Jonas,

Good to catch up at the coaches' clinic. As promised, the setter I mentioned:

Delaney Szymanski, class of 2028
Steel Valley 17 Elite (I'm her club coach)
Seneca Valley Senior High School, Harmony, PA
5'9" setter, sets a quick tempo to both pins, jump sets out of the middle of the court
GPA 3.72

Her high school season just ended in the WPIAL quarterfinals. Most recent match film:
https://vimeo.com/1012874455

She's very interested in Westmarch; her older cousin played in your conference. Let me know if you want her schedule for the spring.

Pat Kostelnik
17 Elite Head Coach | Steel Valley Volleyball Club
724-555-0166`,
  }, "Zuspielerin für 2028, bitte in die Liste aufnehmen."),
  ["club-coach", "volleyball", "fwd:outlook-web", "lang:de"],
);

add(
  "club-coach-vb-setter-update-outlook-web-de",
  "club-coach-steel-valley",
  recruiting("club_coach", { first_name: "Delaney", last_name: "Szymanski", grad_year: 2028, positions: ["S"], height_inches: 70, club_team: "Steel Valley 17 Elite", video_urls: ["https://vimeo.com/1031556208"] }),
  fw("outlook-web:de", FELDMANN, "2026-11-20 10:02:00 -05:00", {
    from: "Pat Kostelnik <pkostelnik@steelvalleyvb.example>",
    to: "jfeldmann@westmarch.edu",
    date: "2026-11-19 22:14:00 -05:00",
    subject: "Delaney Szymanski update + first club weekend",
    text: `Jonas -

Quick update on Delaney (2028 setter). She measured 5'10" at our club physicals last week (up an inch from the spring), and she ran our offense all weekend at the Three Rivers Kickoff. New clips from Sunday:
https://vimeo.com/1031556208

Steel Valley 17 Elite plays next at the Keystone Classic, court assignments out on the 1st. I'll send them along.

Pat
724-555-0166`,
  }, "Update zu Szymanski."),
  ["club-coach", "volleyball", "update", "fwd:outlook-web", "lang:de"],
);

add(
  "club-coach-sb-three-paragraphs-apple-it",
  "club-coach-lowcountry-heat",
  severalAthletes("club_coach", [
    { first_name: "Tatum", last_name: "Greeley", grad_year: 2028, positions: ["C", "3B"], club_team: "Lowcountry Heat 16U Gold", high_school: "Wando High School", gpa: 3.8, video_urls: ["https://youtube.com/shorts/Rb7dW2nKq0s"] },
    { first_name: "Imani", last_name: "Rutledge", grad_year: 2028, positions: ["OF"], club_team: "Lowcountry Heat 16U Gold", high_school: "James Island Charter High School", gpa: 3.4 },
    { first_name: "Shelby", last_name: "Cauthen", grad_year: 2029, positions: ["P"], height_inches: 70, club_team: "Lowcountry Heat 16U Gold", high_school: "Summerville High School" },
  ]),
  fw("apple:it", FERRARO, "2026-10-27 18:40:00 -04:00", {
    from: "Wade Hucks <coachwade@lowcountryheat.example>",
    to: "gferraro@harborridge.edu",
    date: "2026-10-26 20:11:00 -04:00",
    subject: "Three from Lowcountry Heat 16U Gold",
    text: `Coach Ferraro,

I know you coach volleyball, but your athletic department told me you pass softball names along to Coach Ellery, so here goes. Three of my 16U Gold kids have Harbor Ridge high on their list.

Tatum Greeley (2028) catches for us and plays third when she's not behind the dish. Pop times in the 1.9s, and she's the one who runs our pitchers. Wando High School, 3.8 GPA. Her skills video is up on YouTube: https://youtube.com/shorts/Rb7dW2nKq0s

Imani Rutledge (2028) is our leadoff hitter and centerfielder, slap and swing, 2.7 home to first. James Island Charter High School, 3.4 GPA.

Shelby Cauthen (2029) is a 5'10" righty pitcher who is a year young for this group and already our number two. Summerville High School. Rise and drop are her pitches, she's working on a change.

We're at the Palmetto Fall Finale in Columbia this weekend, fields 3 and 4 at Pinewood Complex.

Wade Hucks
Head Coach, Lowcountry Heat 16U Gold
843-555-0131`,
  }, "Per Kelsey (softball) — tre giocatrici, passo a lei."),
  ["club-coach", "softball", "multi-athlete", "paragraphs", "fwd:apple", "lang:it"],
);

add(
  "club-director-vb-roster-pdf-gmail-es",
  "club-director-rio-grande-elite",
  severalAthletes("club_coach", [
    { first_name: "Ximena", last_name: "Garza", grad_year: 2027, positions: ["RS/OPP"], height_inches: 72, club_team: "Rio Grande Elite 18 Black", high_school: "Sharyland Pioneer High School", city: "Mission", state: "TX", gpa: 3.85, email: "ximenagarza27@gmail.com", phone: "+19565550142" },
    { first_name: "Alondra", last_name: "Peña", grad_year: 2027, positions: ["OH"], height_inches: 70, club_team: "Rio Grande Elite 18 Black", high_school: "McAllen Memorial High School", city: "McAllen", state: "TX", gpa: 3.5, email: "alondrapena.vb@gmail.com" },
    { first_name: "Brianna", last_name: "Salinas", grad_year: 2027, positions: ["L/DS"], height_inches: 64, club_team: "Rio Grande Elite 18 Black", high_school: "Edinburg North High School", city: "Edinburg", state: "TX", gpa: 3.95 },
  ]),
  fw("gmail:es", QUINTANA, "2026-11-03 09:18:00 -06:00", {
    from: "Hector Villarreal <hvillarreal@riograndeelite.example>",
    to: "vquintana@sandovalu.edu",
    date: "2026-11-02 19:30:00 -06:00",
    subject: "Ximena Garza + 18 Black seniors still available (roster attached)",
    text: `Coach Quintana,

Following up on our call. The player I most want you to see is Ximena Garza, the 6'0" opposite on Rio Grande Elite 18 Black. She finished her high school season with 412 kills and is still uncommitted after her D1 option fell through in October. I have attached the roster sheet for the three 2027s on 18 Black who are still looking; Ximena is first on it and her cell and email are on the sheet.

We go to the Lone Star Classic in Houston in January and MLK in Dallas. Happy to set up a call with any of the families.

Hector Villarreal
Director, Rio Grande Elite Volleyball
(956) 555-0108`,
  }, "Ojo con Garza, la opuesta. Las otras dos también pueden servir para el 2027.", {
    attachments: [
      {
        kind: "document",
        format: "pdf",
        filename: "RGE_18Black_2027_available.pdf",
        lines: [
          "Rio Grande Elite 18 Black",
          "Class of 2027 - uncommitted (updated Nov 2, 2026)",
          "",
          "Ximena Garza | OPP | 6'0\" | Sharyland Pioneer High School, Mission, TX",
          "   GPA 3.85 | ximenagarza27@gmail.com | (956) 555-0142",
          "Alondra Peña | OH | 5'10\" | McAllen Memorial High School, McAllen, TX",
          "   GPA 3.5 | alondrapena.vb@gmail.com",
          "Brianna Salinas | L/DS | 5'4\" | Edinburg North High School, Edinburg, TX",
          "   GPA 3.95",
          "",
          "Club contact: Hector Villarreal, Director - (956) 555-0108",
        ],
      },
    ],
  }),
  ["club-director", "volleyball", "multi-athlete", "attachment:pdf", "fwd:gmail", "lang:es"],
);

const ozarkTableRows: Array<[string, string, string, string, string, string]> = [
  ["Reagan Hollister", "2028", "SS / 2B", "Bentonville West HS", "3.92", "reaganhollister28@icloud.com"],
  ["Kaia Lindqvist", "2028", "LHP", "Rogers Heritage HS", "3.70", "kaia.lindqvist@gmail.com"],
  ["Bree Onyango", "2029", "CF", "Springdale Har-Ber HS", "3.45", "—"],
];

add(
  "club-coach-sb-html-table-outlook-desktop-fr",
  "club-coach-ozark-storm",
  severalAthletes("club_coach", [
    { first_name: "Reagan", last_name: "Hollister", grad_year: 2028, positions: ["SS", "2B"], club_team: "Ozark Storm 18U Premier", high_school: "Bentonville West HS", gpa: 3.92, email: "reaganhollister28@icloud.com" },
    { first_name: "Kaia", last_name: "Lindqvist", grad_year: 2028, positions: ["P"], club_team: "Ozark Storm 18U Premier", high_school: "Rogers Heritage HS", gpa: 3.7, email: "kaia.lindqvist@gmail.com" },
    { first_name: "Bree", last_name: "Onyango", grad_year: 2029, positions: ["OF"], club_team: "Ozark Storm 18U Premier", high_school: "Springdale Har-Ber HS", gpa: 3.45 },
  ]),
  fw("outlook-desktop:fr", MARCHAND, "2026-10-14 08:05:00 -05:00", {
    from: "Trina Baskin <tbaskin@ozarkstormfp.example>",
    to: "smarchand@bellerive.edu",
    date: "2026-10-13 22:40:00 -05:00",
    subject: "Ozark Storm 18U Premier - players interested in Bellerive",
    text: `Coach Marchand,

Thank you for coming out to our scrimmage at Lake Atalanta. Below are the three players who asked me to reach out. All are on Ozark Storm 18U Premier and are open to D2.

Name | Grad | Pos | High School | GPA | Email
${ozarkTableRows.map((row) => row.join(" | ")).join("\n")}

Reagan is the one I'd push hardest: she's our two-hole hitter and the best glove I've coached at short.

Fall schedule: Oct 24-25 Fall Frenzy (Tulsa), Nov 7-8 Last Chance (Fayetteville).

Trina Baskin
Ozark Storm Fastpitch | 18U Premier Head Coach
479-555-0129`,
    html: htmlDocument(`<div style="font-family:Calibri,sans-serif;font-size:11pt">
<p>Coach Marchand,</p>
<p>Thank you for coming out to our scrimmage at Lake Atalanta. Below are the three players who asked me to reach out. All are on <b>Ozark Storm 18U Premier</b> and are open to D2.</p>
<table border="1" cellpadding="4" cellspacing="0" style="border-collapse:collapse">
<tr style="background:#1f3864;color:#ffffff"><th>Name</th><th>Grad</th><th>Pos</th><th>High School</th><th>GPA</th><th>Email</th></tr>
${ozarkTableRows.map((row) => `<tr>${row.map((value) => `<td>${value.includes("@") ? `<a href="mailto:${value}">${value}</a>` : value}</td>`).join("")}</tr>`).join("\n")}
</table>
<p>Reagan is the one I'd push hardest: she's our two-hole hitter and the best glove I've coached at short.</p>
<p>Fall schedule: Oct 24-25 Fall Frenzy (Tulsa), Nov 7-8 Last Chance (Fayetteville).</p>
<p>Trina Baskin<br>Ozark Storm Fastpitch | 18U Premier Head Coach<br>479-555-0129</p>
</div>`, "outlook"),
  }, "Carmen — les trois joueuses d'Ozark Storm, Hollister en priorité."),
  ["club-coach", "softball", "multi-athlete", "html-table", "fwd:outlook-desktop", "lang:fr"],
);

add(
  "club-director-sb-docx-pitchers-thunderbird",
  "club-director-gulf-coast-sting",
  severalAthletes("club_coach", [
    { first_name: "Avery", last_name: "Boudreaux", grad_year: 2028, positions: ["P", "1B"], height_inches: 71, club_team: "Gulf Coast Sting 18U - Fontenot", high_school: "St. Amant High School", city: "St. Amant", state: "LA", gpa: 3.6, phone: "+12255550116" },
    { first_name: "Claire", last_name: "Mouton", grad_year: 2028, positions: ["P"], height_inches: 68, club_team: "Gulf Coast Sting 18U - Fontenot", high_school: "Lafayette Christian Academy", city: "Lafayette", state: "LA", gpa: 4.0 },
  ]),
  fw("thunderbird:en", RIDLEY, "2026-11-05 21:15:00 -06:00", {
    from: "Gulf Coast Sting Recruiting <recruiting@gcsting.example>",
    to: "cridley@pinecreststate.edu",
    date: "2026-11-05 11:02:00 -06:00",
    subject: "2028 pitchers - Gulf Coast Sting 18U (profiles attached)",
    text: `Coach Ridley,

Per your conversation with Coach Fontenot at the Bayou Bash, attached are the profile sheets for our two 2028 pitchers on Gulf Coast Sting 18U - Fontenot. Both will be at the Sugar Bowl Showcase in Hammond, December 12-13.

Avery Boudreaux - RHP / 1B, 5'11"
Claire Mouton - RHP, 5'8"

Full profiles, stats and contact info are on the attached sheet. Please copy Coach Fontenot on any reply.

Thank you,
Margo Theriot
Recruiting Coordinator, Gulf Coast Sting Fastpitch
(225) 555-0193`,
  }, "", {
    attachments: [
      {
        kind: "document",
        format: "docx",
        filename: "GCSting_18U_2028_pitchers.docx",
        lines: [
          "Gulf Coast Sting Fastpitch - 18U Fontenot - Player Profiles",
          "",
          "AVERY BOUDREAUX - Class of 2028",
          "Positions: RHP, 1B | Height: 5'11\" | Bats/Throws: R/R",
          "School: St. Amant High School, St. Amant, LA | GPA: 3.6",
          "Pitches: fastball 61-63, drop, curve, change",
          "Cell: 225-555-0116",
          "",
          "CLAIRE MOUTON - Class of 2028",
          "Position: RHP | Height: 5'8\" | Bats/Throws: L/R",
          "School: Lafayette Christian Academy, Lafayette, LA | GPA: 4.0",
          "Pitches: rise, screw, change; 0.98 ERA (HS spring 2026)",
          "",
          "Head coach: Luc Fontenot - lfontenot@gcsting.example - 337-555-0104",
        ],
      },
    ],
  }),
  ["club-coach", "softball", "multi-athlete", "attachment:docx", "fwd:thunderbird", "lang:en"],
);

const tessaNote: Original = {
  from: "Tessa Whitmore <tessa.whitmore2028@gmail.com>",
  to: "Bryce Landeros <blanderos@sandhillsvb.example>",
  date: "2026-11-10 20:51:00 -07:00",
  subject: "my info for colleges",
  text: `hi coach bryce, here's what you asked for so you can send it to the coaches you talked to

Tessa Whitmore
class of 2028
OH/RS, 6'1
Sandhills 17 Blue
Cheyenne Mountain High School (Colorado Springs, CO)
gpa 3.77
cell 719-555-0125
highlights: https://www.hudl.com/video/3/49011876/a8c1d2e3f4a5b6c7d8e9f001

thank you!!`,
};

add(
  "club-coach-forwards-athlete-note-nested-iphone",
  "club-coach-sandhills",
  recruiting("club_coach", { first_name: "Tessa", last_name: "Whitmore", grad_year: 2028, positions: ["OH", "RS/OPP"], height_inches: 73, club_team: "Sandhills 17 Blue", high_school: "Cheyenne Mountain High School", city: "Colorado Springs", state: "CO", gpa: 3.77, email: "tessa.whitmore2028@gmail.com", phone: "+17195550125", video_urls: ["https://www.hudl.com/video/3/49011876/a8c1d2e3f4a5b6c7d8e9f001"] }),
  fw("iphone:en", ASHBY, "2026-11-11 06:48:00 -06:00", relay({
    style: "gmail:en",
    from: "Bryce Landeros <blanderos@sandhillsvb.example>",
    to: "nashby@brightwater.edu",
    date: "2026-11-10 21:30:00 -07:00",
    note: `Coach Ashby - this is the pin I told you about on the phone. Her note below has everything. She's a terminal right side for us but can play six rotations on the left. Sandhills 17 Blue is at the Colorado Crossroads qualifier in January if you'll be there.

Bryce Landeros
Sandhills Volleyball Club, 17 Blue
(719) 555-0170`,
    inner: tessaNote,
  }), "Whitmore"),
  ["club-coach", "volleyball", "external-forwarder", "nested", "fwd:iphone", "lang:en"],
);

add(
  "club-coach-vb-three-lines-iphone-direct",
  "club-coach-north-shore-thunder",
  recruiting("club_coach", { first_name: "Lily", last_name: "Castellanos", grad_year: 2029, positions: ["MB"], height_inches: 74, club_team: "North Shore Thunder 16-1" }),
  direct({
    from: "Gabe Moretti <gmoretti@nsthundervb.example>",
    to: "nashby@brightwater.edu",
    date: "2026-10-30 17:22:00 -05:00",
    subject: "2029 MB",
    text: `Coach - Lily Castellanos, 2029 middle, 6'2", on my North Shore Thunder 16-1. Long, coachable, blocks with her hands over already. Worth a look in January.

Gabe
Sent from my iPhone`,
  }, ASHBY, "iphone"),
  ["club-coach", "volleyball", "short", "direct", "client:iphone"],
);

add(
  "club-director-bball-five-bullets-outlook-mobile",
  "club-director-capital-district-lady-hawks",
  severalAthletes("club_coach", [
    { first_name: "Nia", last_name: "Okonjo", grad_year: 2027, positions: ["pg"], height_inches: 66, club_team: "Capital District Lady Hawks 17U", high_school: "Shenendehowa High School", gpa: 3.6 },
    { first_name: "Riley", last_name: "Van Alstyne", grad_year: 2027, positions: ["wing"], height_inches: 71, club_team: "Capital District Lady Hawks 17U", high_school: "Bethlehem Central High School", gpa: 3.9, video_urls: ["https://www.youtube.com/watch?v=Lh4Zr9tQm2E"] },
    { first_name: "Destiny", last_name: "Albright", grad_year: 2027, positions: ["post"], height_inches: 74, club_team: "Capital District Lady Hawks 17U", high_school: "Troy High School" },
    { first_name: "Sofia", last_name: "Marchetti", grad_year: 2028, positions: ["shooting guard"], height_inches: 68, club_team: "Capital District Lady Hawks 17U", high_school: "Saratoga Springs High School", gpa: 4.0 },
    { first_name: "Kayla", last_name: "Brennan", grad_year: 2027, positions: ["forward"], height_inches: 72, club_team: "Capital District Lady Hawks 17U", high_school: "Niskayuna High School" },
  ]),
  fw("outlook-mobile:en", HALE, "2026-10-22 12:10:00 -04:00", {
    from: "Lamont Pierce <lpierce@cdladyhawks.example>",
    to: "thale@oriskany.edu",
    date: "2026-10-21 23:58:00 -04:00",
    subject: "Lady Hawks 17U - D3 fits for Oriskany",
    text: `Coach Hale,

Our Capital District Lady Hawks 17U group just wrapped the fall. Five kids I think fit what you do at Oriskany (academics first, play fast):

• Nia Okonjo (2027) - PG, 5'6", Shenendehowa High School, 3.6. Pressure defender, runs the show.
• Riley Van Alstyne (2027) - wing, 5'11", Bethlehem Central High School, 3.9. 41% from three this summer. https://www.youtube.com/watch?v=Lh4Zr9tQm2E
• Destiny Albright (2027) - post, 6'2", Troy High School. Rebounds everything.
• Sofia Marchetti (2028) - shooting guard, 5'8", Saratoga Springs High School, 4.0. Younger, but ready.
• Kayla Brennan (2027) - forward, 6'0", Niskayuna High School. Stretch four.

Their high school seasons start in a few weeks; I can send schedules.

Lamont Pierce
Program Director, Capital District Lady Hawks
518-555-0147`,
  }, "Van Alstyne and Okonjo first. Schedules when they come."),
  ["club-director", "basketball", "multi-athlete", "bullets", "fwd:outlook-mobile", "lang:en"],
);

add(
  "club-coach-beach-blocker-thunderbird-nl",
  "club-coach-sandbar-beach",
  recruiting("club_coach", { first_name: "Harlow", last_name: "Pettigrew", grad_year: 2028, positions: ["blocker"], height_inches: 73, club_team: "Sandbar Beach Volleyball Academy", high_school: "Grand Haven High School", city: "Grand Haven", state: "MI", gpa: 3.55, email: "harlowpettigrew@yahoo.com", video_urls: ["https://drive.google.com/file/d/1Qe8tLmV3rX0bZp7Ws2Kc5Yn4Ha9Ju6Df/view?usp=sharing"] }),
  fw("thunderbird:nl", DEWIT, "2026-10-08 22:30:00 -04:00", {
    from: "Cody Reinholt <cody@sandbarbeach.example>",
    to: "adewit@coldwaterbay.edu",
    date: "2026-10-08 14:17:00 -04:00",
    subject: "Beach + indoor blocker - Harlow Pettigrew 2028",
    text: `Annelies,

You mentioned Coldwater Bay is adding a sand program in 2028. I coach Harlow Pettigrew at Sandbar Beach Volleyball Academy and she's the best young blocker we've had in Michigan. 6'1", class of 2028, from Grand Haven, MI, and also plays indoor for Grand Haven High School. GPA 3.55.

She and her partner won the 18U AA at the Lakeshore Open this summer. Match video (full set, she's in the black suit on the near side):
https://drive.google.com/file/d/1Qe8tLmV3rX0bZp7Ws2Kc5Yn4Ha9Ju6Df/view?usp=sharing

Her email is harlowpettigrew@yahoo.com if you'd like to contact her directly; she knows I'm writing.

Cody Reinholt
Director of Coaching, Sandbar Beach Volleyball Academy
616-555-0138`,
  }, "Voor het beachprogramma."),
  ["club-coach", "beach-volleyball", "fwd:thunderbird", "lang:nl"],
);

add(
  "club-coach-soccer-two-backs-yahoo",
  "club-coach-green-mountain-fc",
  severalAthletes("club_coach", [
    { first_name: "Maddie", last_name: "Thibault", grad_year: 2028, positions: ["center back"], height_inches: 68, club_team: "Green Mountain FC 08/09 ECNL-RL", high_school: "Essex High School", gpa: 3.8, video_urls: ["https://www.youtube.com/watch?v=gT5nQ1vXc8A"] },
    { first_name: "Priya", last_name: "Raman", grad_year: 2028, positions: ["outside back"], club_team: "Green Mountain FC 08/09 ECNL-RL", high_school: "Champlain Valley Union High School", gpa: 4.0 },
  ]),
  fw("yahoo:en", PRITCHARD, "2026-11-16 07:44:00 -05:00", {
    from: "Siobhan Carrick <scarrick@greenmountainfc.example>",
    to: "opritchard@millbrook.edu",
    date: "2026-11-15 19:09:00 -05:00",
    subject: "Two backs for your 2028 class",
    text: `Owen,

Two of my 08/09 ECNL-RL girls asked me to write to you after your ID camp in August. They play next to each other in our back line, so you can see both in the same game.

Maddie Thibault - center back, 5'8", Essex High School, 3.8 GPA. Left footed, wins everything in the air. Highlights: https://www.youtube.com/watch?v=gT5nQ1vXc8A

Priya Raman - outside back (right), Champlain Valley Union High School, 4.0 GPA. Fast, overlaps well, very clean first touch.

Green Mountain FC 08/09 ECNL-RL plays in the Northeast RL showcase in Foxborough December 5-7.

Siobhan Carrick
Girls DOC, Green Mountain FC
802-555-0112`,
  }, "Watch both at Foxborough."),
  ["club-coach", "soccer", "multi-athlete", "fwd:yahoo", "lang:en"],
);

add(
  "team-manager-sb-profile-docx-outlook-mac",
  "team-manager-blue-ridge-bandits",
  recruiting("club_coach", { first_name: "Hadley", last_name: "Voss", grad_year: 2029, positions: ["C"], height_inches: 67, club_team: "Blue Ridge Bandits 16U National", high_school: "William Byrd High School", city: "Vinton", state: "VA", gpa: 3.93, email: "hadleyvoss29@gmail.com", video_urls: ["https://www.hudl.com/video/3/20611498/6e1f0a9b8c7d6e5f4a3b2c1d"] }),
  fw("outlook-mac:en", RIDLEY, "2026-10-05 13:27:00 -05:00", {
    from: "Denise Yates <bandits16u.manager@gmail.com>",
    to: "cridley@pinecreststate.edu",
    date: "2026-10-04 18:03:00 -04:00",
    subject: "Blue Ridge Bandits 16U National - Hadley Voss (C) profile",
    text: `Good evening Coach Ridley,

I'm the team manager for Blue Ridge Bandits 16U National. Coach Ammons asked me to send you Hadley Voss's player profile after you spoke with him at the Smoky Mountain Fall Classic. Her profile sheet is attached (Word).

Hadley is a 2029 catcher at William Byrd High School. Coach Ammons' number is below if you'd like to talk with him directly.

Thank you!
Denise Yates
Team Manager, Blue Ridge Bandits 16U National
Head Coach: Rod Ammons, 540-555-0185`,
  }, "", {
    attachments: [
      {
        kind: "document",
        format: "docx",
        filename: "Hadley Voss - Player Profile.docx",
        lines: [
          "HADLEY VOSS",
          "Catcher | Class of 2029",
          "Blue Ridge Bandits 16U National",
          "William Byrd High School - Vinton, VA",
          "Height: 5'7\"   Bats/Throws: R/R   GPA: 3.93",
          "Pop time: 1.92   Throwing velo: 64 mph",
          "Email: hadleyvoss29@gmail.com",
          "Video: https://www.hudl.com/video/3/20611498/6e1f0a9b8c7d6e5f4a3b2c1d",
          "Parents: Mark & Erin Voss - 540-555-0196",
        ],
      },
    ],
  }),
  ["team-manager", "softball", "attachment:docx", "fwd:outlook-mac", "lang:en"],
);

// ---------------------------------------------------------------------------------------------------------------
// High-school coaches
// ---------------------------------------------------------------------------------------------------------------

add(
  "hs-coach-vb-senior-middle-thunderbird",
  "hs-coach-cedar-falls",
  recruiting("high_school_coach", { first_name: "Morgan", last_name: "Ellefson", grad_year: 2027, positions: ["MB"], height_inches: 73, high_school: "Cedar Falls High School", city: "Cedar Falls", state: "IA", gpa: 3.65, email: "mellefson27@gmail.com", video_urls: ["https://www.hudl.com/video/3/47220931/0b9e8d7c6a5f4e3d2c1b0a99"] }),
  fw("thunderbird:en", RIDLEY, "2026-11-02 20:20:00 -06:00", {
    from: "Coach Karla Benning <kbenning@cfschools.example>",
    to: "nashby@brightwater.edu, cridley@pinecreststate.edu",
    date: "2026-11-02 15:45:00 -06:00",
    subject: "Senior MB still looking - Morgan Ellefson",
    text: `Coaches,

I'm writing on behalf of Morgan Ellefson, a senior middle blocker on my team at Cedar Falls High School (Cedar Falls, IA). Morgan is 6'1", led our conference in blocks (1.4 per set), and carries a 3.65 GPA. She didn't play club this year because of a knee injury in the spring but has been fully cleared since June and played every match for us.

She is looking for a place to play in 2027 and has interest in both of your programs. Senior season film:
https://www.hudl.com/video/3/47220931/0b9e8d7c6a5f4e3d2c1b0a99

Her email is mellefson27@gmail.com. I'm happy to talk about her any time.

Karla Benning
Head Volleyball Coach, Cedar Falls High School
319-555-0158`,
  }, "Carmen here - this came to me by mistake too (VB). Noelle has it as well. Logging it anyway."),
  ["hs-coach", "volleyball", "fwd:thunderbird", "lang:en"],
);

add(
  "hs-coach-sb-catcher-district-disclaimer-yahoo",
  "hs-coach-pearl-river",
  recruiting("high_school_coach", { first_name: "Journey", last_name: "McCall", grad_year: 2027, positions: ["C"], high_school: "Pearl River Central High School", gpa: 3.3, phone: "+16015550187" }),
  fw("yahoo:en", RIDLEY, "2026-10-12 21:02:00 -05:00", {
    from: "McLendon, Terrance <tmclendon@prc.k12.example>",
    to: "cridley@pinecreststate.edu",
    date: "2026-10-12 10:33:00 -05:00",
    subject: "Journey McCall - Class of 2027 Catcher",
    text: `Coach Ridley,

I coach softball at Pearl River Central High School and want to recommend my senior catcher, Journey McCall (2027). Journey has started for me for three years, hit .412 last spring with 9 doubles, and threw out 14 of 23 runners. She is a 3.3 student and a leader in our locker room.

She does not have a club team this fall, so you won't see her at showcases. I'm happy to set up a time for you to see her hit at our field. Her cell is 601-555-0187.

Respectfully,
Terrance McLendon
Head Softball Coach
Pearl River Central High School

CONFIDENTIALITY NOTICE: This e-mail message, including any attachments, is for the sole use of the intended recipient(s) and may contain confidential and privileged information protected by the Family Educational Rights and Privacy Act (FERPA). Any unauthorized review, use, disclosure or distribution is prohibited. If you are not the intended recipient, please contact the sender by reply e-mail and destroy all copies of the original message. The Pearl River County School District does not accept liability for any errors or omissions in the contents of this message.`,
  }, "Catcher, no club. Try to see her in the spring."),
  ["hs-coach", "softball", "disclaimer", "fwd:yahoo", "lang:en"],
);

add(
  "hs-coach-vb-two-juniors-outlook-mac",
  "hs-coach-bishop-kearney",
  severalAthletes("high_school_coach", [
    { first_name: "Anna", last_name: "Kowalczyk", grad_year: 2028, positions: ["OH"], height_inches: 71, club_team: "Flower City Juniors 17 National", high_school: "Bishop Kearney High School", gpa: 3.8, email: "anna.kowalczyk08@gmail.com" },
    { first_name: "Grace", last_name: "Obi", grad_year: 2028, positions: ["L/DS"], height_inches: 66, club_team: "Flower City Juniors 17 National", high_school: "Bishop Kearney High School", gpa: 3.95 },
  ]),
  fw("outlook-mac:en", FELDMANN, "2026-11-13 09:00:00 -05:00", {
    from: "Sr. Mary Catherine Doyle <mcdoyle@bishopkearney.example>",
    to: "jfeldmann@westmarch.edu",
    date: "2026-11-12 16:20:00 -05:00",
    subject: "Two juniors from Bishop Kearney",
    text: `Dear Coach Feldmann,

I have coached volleyball at Bishop Kearney High School for nineteen years, and this junior class (2028) has two young women I believe would thrive at Westmarch.

Anna Kowalczyk, a 5'11" outside hitter, was our leading attacker this fall and earned first-team all-league. She carries a 3.8 GPA and hopes to study nursing. anna.kowalczyk08@gmail.com

Grace Obi, our 5'6" libero, is the steadiest passer I have had in years and a 3.95 student.

Both play club for Flower City Juniors 17 National, so you will find them at the Eastern Qualifier in February.

God bless,
Sister Mary Catherine Doyle
Head Volleyball Coach, Bishop Kearney High School
585-555-0124`,
  }),
  ["hs-coach", "volleyball", "multi-athlete", "fwd:outlook-mac", "lang:en"],
);

const sofiaToCoach: Original = {
  from: "Sofia Marini <sofia.marini28@outlook.com>",
  to: "Coach Renfro <jrenfro@lakeviewhs.example>",
  date: "2026-11-17 21:12:00 -06:00",
  subject: "info for the college coach",
  text: `Coach Renfro,

Here is my info like you asked. Thank you for sending it for me!

Sofia Marini - Class of 2028
Pitcher / Utility
Lakeview High School
Club: Texas Lightning 16U - Gomez
GPA: 4.1 weighted, 3.74 unweighted
Cell: (817) 555-0133
Video: https://youtu.be/Vn2sK7pQd4R

Sofia`,
};

add(
  "hs-coach-forwards-sb-athlete-note-outlook-desktop-fr",
  "hs-coach-lakeview-renfro",
  recruiting("high_school_coach", { first_name: "Sofia", last_name: "Marini", grad_year: 2028, positions: ["P", "UT"], club_team: "Texas Lightning 16U - Gomez", high_school: "Lakeview High School", gpa: 3.74, email: "sofia.marini28@outlook.com", phone: "+18175550133", video_urls: ["https://youtu.be/Vn2sK7pQd4R"] }),
  fw("outlook-desktop:fr", MARCHAND, "2026-11-18 11:40:00 -06:00", relay({
    style: "outlook-web:en",
    from: "Renfro, Jolene <jrenfro@lakeviewhs.example>",
    to: "smarchand@bellerive.edu",
    date: "2026-11-18 07:55:00 -06:00",
    note: `Coach Marchand,

Forwarding Sofia's information below. She is a competitor, throws strikes, and can play anywhere on the infield when she's not in the circle. She would be a great fit for Bellerive academically.

Jolene Renfro
Head Softball Coach, Lakeview High School
817-555-0161`,
    inner: sofiaToCoach,
  })),
  ["hs-coach", "softball", "external-forwarder", "nested", "fwd:outlook-desktop", "lang:fr"],
);


// ---------------------------------------------------------------------------------------------------------------
// Instructors, an alumna, coaches at other colleges
// ---------------------------------------------------------------------------------------------------------------

add(
  "pitching-instructor-lefty-gmail-pt",
  "instructor-harmon-pitching",
  recruiting("other", { first_name: "Ellie", last_name: "Strand", grad_year: 2028, positions: ["P"], height_inches: 69, club_team: "Kansas Bombers 16U - Riggs", high_school: "Blue Valley Northwest High School", city: "Overland Park", state: "KS", gpa: 3.88, email: "elliestrand.pitch@gmail.com", video_urls: ["https://www.youtube.com/watch?v=s8Jd2KxW0pQ&t=4s", "https://drive.google.com/file/d/1aBcD2eFgH3iJkL4mNoP5qRsT6uVwX7yZ/view"] }),
  fw("gmail:pt", NOGUEIRA, "2026-10-29 09:51:00 -05:00", {
    from: "Dee Harmon <dee@harmonpitching.example>",
    to: "bnogueira@tallgrass.edu",
    date: "2026-10-28 20:36:00 -05:00",
    subject: "Lefty you need to see - Ellie Strand (2028)",
    text: `Hi Coach Nogueira,

I've given pitching lessons for 22 years and I don't write many of these. Ellie Strand has been with me since she was ten. She's a 5'9" left-handed pitcher, class of 2028, and she's the hardest worker in my barn.

- Club: Kansas Bombers 16U - Riggs
- School: Blue Valley Northwest High School, Overland Park, KS
- GPA: 3.88
- Pitches: drop ball (her out pitch), curve, change, working on a rise. Sitting 58-60.
- Email: elliestrand.pitch@gmail.com

Bullpen from last week (spin rates in the description): https://www.youtube.com/watch?v=s8Jd2KxW0pQ&t=4s
Game clips from the fall: https://drive.google.com/file/d/1aBcD2eFgH3iJkL4mNoP5qRsT6uVwX7yZ/view

Happy to have you out for a lesson any Tuesday.

Dee Harmon
Harmon Pitching Academy | Lenexa, KS
913-555-0159 | harmonpitching.example`,
  }, "Canhota da Dee Harmon. Vale a pena ver o bullpen."),
  ["instructor", "softball", "fwd:gmail", "lang:pt"],
);

add(
  "hitting-instructor-outfielder-outlook-web",
  "instructor-barrel-lab",
  recruiting("other", { first_name: "Camryn", last_name: "Delacroix-Webb", grad_year: 2027, positions: ["OF"], club_team: "Atlanta Vipers 18U Premier", high_school: "Northview High School", gpa: 3.5, phone: "+16785550144" }),
  fw("outlook-web:en", RIDLEY, "2026-11-04 07:30:00 -06:00", {
    from: "Marcus Bell | The Barrel Lab <marcus@barrellab.example>",
    to: "cridley@pinecreststate.edu",
    date: "2026-11-03 18:22:00 -05:00",
    subject: "2027 OF - Camryn Delacroix-Webb",
    text: `Coach Ridley,

Marcus Bell here, I run The Barrel Lab hitting facility in Alpharetta. One of my hitters, Camryn Delacroix-Webb, is a 2027 outfielder who is still uncommitted and I think she'd be a steal for somebody.

Exit velo is 71 off the tee, 68 live. She's a lefty slapper who has developed into a legit power threat from the left side this year. Plays CF/RF for Atlanta Vipers 18U Premier and Northview High School. 3.5 GPA.

Camryn's cell: 678-555-0144. Her club coach is Tony Rizzo (404-555-0172).

Marcus Bell
Owner / Hitting Instructor, The Barrel Lab
"Be on time, on plane, on barrel."`,
  }),
  ["instructor", "softball", "fwd:outlook-web", "lang:en"],
);

add(
  "setting-instructor-setter-gmail-narrow",
  "instructor-setters-studio",
  recruiting("other", { first_name: "Rowan", last_name: "Achebe", grad_year: 2029, positions: ["S"], height_inches: 71.5, club_team: "Chicago Elevation 16 Gold", high_school: "Naperville North High School", city: "Naperville", state: "IL", video_urls: ["https://www.hudl.com/video/3/49330021/7c6b5a4d3e2f1a0b9c8d7e6f"] }),
  fw("gmail-narrow:en", ASHBY, "2026-11-21 15:05:00 -06:00", {
    from: "Jenna Kowal <jenna@settersstudio.example>",
    to: "nashby@brightwater.edu",
    date: "2026-11-21 10:44:00 -06:00",
    subject: "Setter recommendation - Rowan Achebe, Naperville",
    text: `Hi Noelle!

Long time - hope the Herons are well. I've been doing private setting lessons in the western suburbs since I stopped coaching club, and I have a 2029 I think is a Brightwater kid through and through.

Rowan Achebe
Setter, class of 2029
5'11.5"
Chicago Elevation 16 Gold
Naperville North High School (Naperville, IL)

Great hands, sets a good back-one, and she's a 4-year Latin student who wants a small school. This is her clip from our session Tuesday: https://www.hudl.com/video/3/49330021/7c6b5a4d3e2f1a0b9c8d7e6f

Jenna Kowal
The Setters' Studio
630-555-0153`,
  }, "Jenna's setter. 2029 - add to the watch list."),
  ["instructor", "volleyball", "fwd:gmail", "lang:en"],
);

add(
  "alumna-vouches-libero-direct",
  "alumna-brightwater-2014",
  recruiting("other", { first_name: "Piper", last_name: "Lindahl", grad_year: 2028, positions: ["L/DS"], height_inches: 66, club_team: "Northern Lights 17 Black", high_school: "Edina High School", city: "Edina", state: "MN", gpa: 3.97 }),
  direct({
    from: "Kristen Haugen <kristen.haugen@outlook.com>",
    to: "nashby@brightwater.edu",
    date: "2026-10-16 20:18:00 -05:00",
    subject: "From a Heron alum - a libero for you",
    text: `Hi Coach Ashby,

You probably don't remember me - I was Kristen Solberg when I played for Brightwater (libero, class of 2014!). I now coach a little on the side at Northern Lights in Minneapolis, and I wanted to tell you about a player I think could be a future Heron.

Piper Lindahl is a 2028 libero/DS on Northern Lights 17 Black. She's 5'6", goes to Edina High School in Edina, MN, and has a 3.97. She passes like a machine and she is the most positive kid in the gym. She's looking at small schools with good science programs and I told her all about the bio department.

I'm not her coach this year, just a fan, so please reach out to her club coach, Tom Arneson, if you want film or schedules.

Go Herons!
Kristen (Solberg) Haugen
612-555-0135`,
  }, ASHBY, "outlook", {}, "outlook-redirect"),
  ["alumna", "volleyball", "direct", "client:outlook"],
);

add(
  "juco-coach-passes-sb-player-outlook-web-pt",
  "other-college-coach-prairie-cc",
  recruiting("other", { first_name: "Lexi", last_name: "Harjo", grad_year: 2027, positions: ["2B", "SS"], club_team: "Oklahoma Lady Outlaws 18U", high_school: "Tahlequah High School", city: "Tahlequah", state: "OK", gpa: 3.7, email: "lexiharjo27@gmail.com", video_urls: ["https://youtu.be/Hx4pWq7Rt2c"] }),
  fw("outlook-web:pt", NOGUEIRA, "2026-11-10 08:15:00 -06:00", {
    from: "Coach Darla Steen <dsteen@prairiecc.example>",
    to: "bnogueira@tallgrass.edu",
    date: "2026-11-09 16:47:00 -06:00",
    subject: "Passing along a middle infielder",
    text: `Beatriz,

We had Lexi Harjo on an official visit this fall and she's a great kid, but she's an honor student who wants a four-year school and a nursing degree, and we don't have the program. I told her I'd pass her name to a few four-year coaches I trust.

Lexi Harjo, 2027
2B/SS, Oklahoma Lady Outlaws 18U
Tahlequah High School, Tahlequah, OK
GPA 3.7
lexiharjo27@gmail.com
https://youtu.be/Hx4pWq7Rt2c

She'd start for us tomorrow. Hit .380 for her high school team, great hands, average arm.

Darla Steen
Head Softball Coach, Prairie Community College
580-555-0190`,
  }, "Indicação da Darla (Prairie CC)."),
  ["other-college-coach", "softball", "fwd:outlook-web", "lang:pt"],
);

add(
  "d1-coach-passes-vb-player-android",
  "other-college-coach-great-lakes-tech",
  recruiting("other", { first_name: "Bailey", last_name: "Nakamura", grad_year: 2028, positions: ["OH"], height_inches: 70, club_team: "Motown 17 Adidas", high_school: "Grosse Pointe South High School", gpa: 3.9, video_urls: ["https://www.hudl.com/video/3/48992104/3f2e1d0c9b8a7f6e5d4c3b2a"] }),
  fw("android:en", DEWIT, "2026-11-23 19:40:00 -05:00", {
    from: "Ryan Castellano <rcastellano@greatlakestech.example>",
    to: "adewit@coldwaterbay.edu",
    date: "2026-11-23 13:02:00 -05:00",
    subject: "OH for you - Bailey Nakamura",
    text: `Annelies -

We've been tracking Bailey Nakamura (2028 OH, Motown 17 Adidas, Grosse Pointe South High School) for a year. At 5'10" she's just undersized for our pins at our level, but she is a six-rotation player, passes well, 3.9 student, and I think she'd be a star for you. Her family knows I'm sending this.

Her latest: https://www.hudl.com/video/3/48992104/3f2e1d0c9b8a7f6e5d4c3b2a

Happy to talk about her.

Ryan
--
Ryan Castellano | Assistant Coach, Great Lakes Tech Volleyball
313-555-0118`,
  }, "", { signature: false }),
  ["other-college-coach", "volleyball", "fwd:android", "lang:en"],
);


// ---------------------------------------------------------------------------------------------------------------
// Recruiting services sending one athlete's profile
// ---------------------------------------------------------------------------------------------------------------

const recruitRiseText = (athlete: { name: string; lines: string[]; film: string; profile: string; scout: string }) => `RECRUITRISE | Verified Athlete Spotlight

Coach, one of our verified athletes has requested that we send you her profile.

${athlete.name}
${athlete.lines.join("\n")}

Watch film: ${athlete.film}
Full profile, transcripts and references: ${athlete.profile}

Scout's note: ${athlete.scout}

Reply to this email to reach the family directly, or log in to your free RecruitRise College Coach account to message the athlete.

--
RecruitRise Athlete Services | 1200 Commerce Way, Suite 400, Scottsdale, AZ
You are receiving this email because you are listed as a college coach in the RecruitRise directory. RecruitRise is not affiliated with the NCAA. Athlete information is supplied by the athlete and family and is not verified beyond the items marked "Verified". Manage preferences: https://recruitrise.example/prefs | Unsubscribe: https://recruitrise.example/u/7741`;

function recruitRiseHtml(text: string, accent: string): string {
  const [banner, ...rest] = text.split("\n");
  const body = rest
    .map((line) =>
      line === ""
        ? "<br>"
        : line.replace(/(https:\/\/[^\s]+)/g, '<a href="$1">$1</a>'),
    )
    .join("<br>\n");
  return `<!DOCTYPE html><html><body style="margin:0;background:#f2f4f7"><table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center">
<table width="600" style="background:#ffffff;font-family:Arial,sans-serif;font-size:14px;color:#222">
<tr><td style="background:${accent};color:#fff;padding:18px;font-size:20px;font-weight:bold">${banner}</td></tr>
<tr><td style="padding:20px">${body}</td></tr></table></td></tr></table></body></html>`;
}

const rrVolleyText = recruitRiseText({
  name: "Skylar Mbeki",
  lines: [
    "Class of 2028 | Middle Blocker | 6'3\" (Verified)",
    "Club: Arizona Storm 17 Elite",
    "High School: Desert Vista High School, Phoenix, AZ",
    "GPA: 3.64 (Verified)",
    "Athlete email: skylar.mbeki@icloud.com",
  ],
  film: "https://www.hudl.com/video/3/49105512/2d4c6e8f0a1b3c5d7e9f1a2b",
  profile: "https://recruitrise.example/athletes/skylar-mbeki-2028",
  scout: "Long, quick arm, closes the block well. Has a 10'1\" touch this fall. One of the best 2028 middles in the Southwest we've evaluated.",
});

add(
  "service-one-athlete-vb-middle-direct",
  "service-recruitrise",
  recruiting("recruiting_service", { first_name: "Skylar", last_name: "Mbeki", grad_year: 2028, positions: ["MB"], height_inches: 75, club_team: "Arizona Storm 17 Elite", high_school: "Desert Vista High School", city: "Phoenix", state: "AZ", gpa: 3.64, email: "skylar.mbeki@icloud.com", video_urls: ["https://www.hudl.com/video/3/49105512/2d4c6e8f0a1b3c5d7e9f1a2b"] }),
  direct({
    from: "RecruitRise Spotlight <spotlight@recruitrise.example>",
    to: "jfeldmann@westmarch.edu",
    date: "2026-10-21 11:00:00 -07:00",
    subject: "Skylar Mbeki (2028 MB) asked us to send you her profile",
    text: rrVolleyText,
    html: recruitRiseHtml(rrVolleyText, "#e8590c"),
  }, FELDMANN, "bulk", { headers: bulkMailHeaders("https://recruitrise.example/u/7741") }),
  ["service", "volleyball", "direct", "html", "client:bulk"],
);

const rrSoftText = recruitRiseText({
  name: "Marisa Cordero",
  lines: [
    "Class of 2027 | Catcher / Third Base",
    "Club: So Cal Choice 18U - Marquez",
    "High School: Eastlake High School, Chula Vista, CA",
    "GPA: 3.41",
    "Athlete email: marisacordero27@gmail.com",
  ],
  film: "https://youtu.be/Cq8mNv2LxT0",
  profile: "https://recruitrise.example/athletes/marisa-cordero-2027",
  scout: "Strong receiver, 1.88 pop. Middle-of-the-order bat with real pull-side power.",
});

add(
  "service-one-athlete-sb-catcher-outlook-2013",
  "service-recruitrise",
  recruiting("recruiting_service", { first_name: "Marisa", last_name: "Cordero", grad_year: 2027, positions: ["C", "3B"], club_team: "So Cal Choice 18U - Marquez", high_school: "Eastlake High School", city: "Chula Vista", state: "CA", gpa: 3.41, email: "marisacordero27@gmail.com", video_urls: ["https://youtu.be/Cq8mNv2LxT0"] }),
  fw("outlook-2013:en", RIDLEY, "2026-11-06 14:12:00 -06:00", {
    from: "RecruitRise Spotlight <spotlight@recruitrise.example>",
    to: "cridley@pinecreststate.edu",
    date: "2026-11-06 09:00:00 -08:00",
    subject: "Marisa Cordero (2027 C/3B) asked us to send you her profile",
    text: rrSoftText,
    html: recruitRiseHtml(rrSoftText, "#0b7285"),
  }, "Service kid but the pop time is real. Check the film."),
  ["service", "softball", "html", "fwd:outlook-2013", "lang:en"],
);

add(
  "service-scout-personal-soccer-yahoo",
  "service-touchline-scouting",
  recruiting("recruiting_service", { first_name: "Ingrid", last_name: "Solvang", grad_year: 2028, positions: ["gk"], height_inches: 70, club_team: "Seacoast United 08G ECNL", high_school: "Exeter High School", city: "Exeter", state: "NH", gpa: 3.75, phone: "+16035550128", video_urls: ["https://vimeo.com/1029984431"] }),
  fw("yahoo:en", PRITCHARD, "2026-10-25 08:02:00 -04:00", {
    from: "Dave Kimura, Touchline Scouting <dkimura@touchlinescouting.example>",
    to: "opritchard@millbrook.edu",
    date: "2026-10-24 15:15:00 -04:00",
    subject: "GK for 2028 - Ingrid Solvang",
    text: `Coach Pritchard,

I'm the New England scout for Touchline Scouting, and I work with a goalkeeper I think fits Millbrook well.

INGRID SOLVANG | GK | 2028 | 5'10"
Seacoast United 08G ECNL
Exeter High School, Exeter, NH | GPA 3.75
Cell: 603-555-0128
Film (Sept ECNL games): https://vimeo.com/1029984431
Touchline profile: https://touchlinescouting.example/p/ingrid-solvang

Commanding in the box, distributes well with both feet. She's visiting Vermont schools over Thanksgiving and would love a campus visit.

Dave Kimura
Regional Scout, Touchline Scouting
Office 617-555-0100

Touchline Scouting is a paid advisory service for student-athletes. This message was sent at the request of the athlete's family.`,
  }),
  ["service", "soccer", "fwd:yahoo", "lang:en"],
);


// ---------------------------------------------------------------------------------------------------------------
// Athletes behind school signatures; international athletes and agents
// ---------------------------------------------------------------------------------------------------------------

add(
  "athlete-school-account-disclaimer-direct",
  "athlete-school-account-okafor",
  recruiting("athlete", { first_name: "Chiamaka", last_name: "Okafor", grad_year: 2028, positions: ["RS/OPP", "MB"], height_inches: 72.5, club_team: "Houston Skyline 17 Royal", high_school: "Cypress Ranch High School", city: "Cypress", state: "TX", gpa: 3.58, email: "s1183427@student.cyfairisd.example", video_urls: ["https://www.youtube.com/watch?v=Rk9fT2mQw5Z"] }),
  direct({
    from: "OKAFOR, CHIAMAKA <s1183427@student.cyfairisd.example>",
    to: "nashby@brightwater.edu",
    date: "2026-10-23 14:52:00 -05:00",
    subject: "Chiamaka Okafor - 2028 Right Side/Middle",
    text: `Dear Coach Ashby,

My name is Chiamaka Okafor and I am a junior at Cypress Ranch High School in Cypress, TX. I play right side and middle for Houston Skyline 17 Royal. I'm 6'0.5" and I have a 3.58 GPA. I'm interested in Brightwater because of your kinesiology program and because I want to play for a program that competes for conference titles.

Here is my junior season highlight video: https://www.youtube.com/watch?v=Rk9fT2mQw5Z

I'll be at the Lone Star Classic in January. Thank you for your time!

Chiamaka Okafor
Class of 2028

________________________________
CONFIDENTIALITY NOTICE: This email and any files transmitted with it are the property of the Cypress-Fairbanks Independent School District and are intended solely for the use of the individual or entity to whom they are addressed. This communication may contain material protected by FERPA or other privacy laws. If you are not the intended recipient or the person responsible for delivering the email to the intended recipient, be advised that you have received this email in error and that any use, dissemination, forwarding, printing, or copying of this email is strictly prohibited. If you have received this email in error, please immediately notify the sender and delete the original. Student email accounts are monitored. The District is not responsible for content sent by students from district accounts.`,
  }, ASHBY, "outlook"),
  ["athlete", "volleyball", "disclaimer", "underscore-line", "direct", "client:outlook"],
);

add(
  "athlete-sb-underscore-signature-forwarded-as-attachment",
  "athlete-underscore-delgado",
  recruiting("athlete", { first_name: "Lucía", last_name: "Delgado", grad_year: 2027, positions: ["1B", "P"], height_inches: 70, club_team: "Chicago Cheetahs 18U Gold", high_school: "Lincoln-Way East High School", city: "Frankfort", state: "IL", gpa: 3.8, email: "ldelgado27@lwhs.example", phone: "+18155550119", video_urls: ["https://www.hudl.com/profile/20877341/Luc%C3%ADa-Delgado/highlights/431090211"] }),
  forwardAsAttachment({
    coach: MARCHAND,
    client: "outlook",
    date: "2026-11-12 08:26:00 -06:00",
    note: "Pour le suivi : Delgado, 1B/P, Chicago Cheetahs.",
    message: original({
      from: "Delgado, Lucía <ldelgado27@lwhs.example>",
      to: "smarchand@bellerive.edu",
      date: "2026-11-11 19:41:00 -06:00",
      subject: "Class of 2027 First Base/Pitcher - Lucía Delgado",
      text: `Coach Marchand,

I hope you are having a good fall. I am a 2027 first baseman and pitcher for Chicago Cheetahs 18U Gold and Lincoln-Way East High School (Frankfort, IL). I am 5'10", bat left and throw right, and have a 3.8 GPA.

This summer I hit .371 with 11 home runs at PGF and 18U nationals. My highlight reel is here: https://www.hudl.com/profile/20877341/Luc%C3%ADa-Delgado/highlights/431090211

I would love to come to one of your winter camps. My cell is 815-555-0119.

Thank you,
Lucía Delgado
________________________________
Lincoln-Way Community High School District 210
This message and any attachments are intended only for the named recipient(s). If you have received this message in error, please notify the sender and delete it. Please consider the environment before printing this email.`,
    }, "outlook"),
  }),
  ["athlete", "softball", "underscore-line", "disclaimer", "forward-as-attachment", "client:outlook", "lang:fr"],
);

add(
  "athlete-spain-opposite-spanish-gmail-es",
  "athlete-spain-ferrandis",
  recruiting("athlete", { first_name: "Nerea", last_name: "Ferrandis Llopis", grad_year: 2027, positions: ["RS/OPP"], height_inches: 72.4, club_team: "Club Voleibol Turia", city: "Valencia", gpa: null, email: "nerea.ferrandis@gmail.com", video_urls: ["https://www.youtube.com/watch?v=Vb7nE3qLs1K"] }),
  fw("gmail:es", QUINTANA, "2026-11-07 10:20:00 -06:00", {
    from: "Nerea Ferrandis <nerea.ferrandis@gmail.com>",
    to: "vquintana@sandovalu.edu",
    date: "2026-11-07 13:05:00 +01:00",
    subject: "Jugadora española interesada en Sandoval University",
    text: `Estimada entrenadora Quintana:

Me llamo Nerea Ferrandis Llopis, tengo 17 años y soy de Valencia (España). Juego de opuesta en el Club Voleibol Turia, en la categoría juvenil y también con el equipo de Primera Nacional. Mido 1,84 m y mi alcance en ataque es de 3,02 m.

Termino el bachillerato en junio de 2027 y mi sueño es estudiar y jugar en Estados Unidos. Mi nota media es un 8,6 sobre 10. Estoy preparando el examen TOEFL para enero.

Os dejo un vídeo con acciones de la temporada pasada:
https://www.youtube.com/watch?v=Vb7nE3qLs1K

Muchas gracias por su tiempo. Quedo a su disposición para cualquier pregunta.

Un saludo,
Nerea Ferrandis Llopis
nerea.ferrandis@gmail.com`,
  }, "Opuesta española, 2027. Pedir partido completo."),
  ["athlete", "volleyball", "international", "spanish", "metric", "fwd:gmail", "lang:es"],
);

add(
  "agent-brazil-middle-portuguese-gmail-es",
  "agent-ponte-esportiva",
  recruiting("recruiting_service", { first_name: "Larissa", last_name: "Menezes", grad_year: 2026, positions: ["MB"], height_inches: 74.8, club_team: "Minas Tênis Clube", city: "Belo Horizonte", video_urls: ["https://youtu.be/Mz3kW8pTq6N"] }),
  fw("gmail:es", QUINTANA, "2026-10-12 09:02:00 -05:00", {
    from: "Rodrigo Albuquerque | Ponte Esportiva <rodrigo@ponteesportiva.example>",
    to: "vquintana@sandovalu.edu",
    date: "2026-10-11 17:30:00 -03:00",
    subject: "Atleta brasileira - Larissa Menezes, central, 1,90 m",
    text: `Prezada treinadora Valeria,

Sou Rodrigo Albuquerque, da Ponte Esportiva, agência que acompanha atletas brasileiras que desejam estudar e jogar nos Estados Unidos. Apresento a atleta Larissa Menezes:

Nome: Larissa Menezes
Posição: central
Altura: 1,90 m
Alcance de ataque: 3,08 m
Clube: Minas Tênis Clube (categoria sub-19)
Cidade: Belo Horizonte, MG
Conclusão do ensino médio: dezembro de 2026 (disponível para o ano acadêmico 2027)
Inglês: intermediário avançado, TOEFL agendado

Vídeo de jogo: https://youtu.be/Mz3kW8pTq6N

Larissa foi convocada para a seleção mineira sub-19 e tem interesse em programas de Division I e II. Podemos organizar uma chamada de vídeo com a atleta e a família.

Atenciosamente,
Rodrigo Albuquerque
Ponte Esportiva - Intercâmbio Esportivo
+55 31 5550-1734 | ponteesportiva.example`,
  }, "Central brasileña vía agencia. Revisar el video, altura interesante."),
  ["agent", "volleyball", "international", "portuguese", "metric", "fwd:gmail", "lang:es"],
);


add(
  "athlete-mexico-pitcher-spanish-gmail-pt",
  "athlete-mexico-arvizu",
  recruiting("athlete", { first_name: "Renata", last_name: "Arvizu", grad_year: 2028, positions: ["P", "OF"], height_inches: 68.9, club_team: "Halcones de Sonora Sub-18", high_school: "Colegio Regis La Salle", city: "Hermosillo", gpa: 3.9, email: "renata.arvizu.sb@outlook.com", phone: "+526625550131", video_urls: ["https://youtube.com/shorts/Pq2Ls9dXr4w"] }),
  fw("gmail:pt", NOGUEIRA, "2026-11-14 12:33:00 -06:00", {
    from: "Renata Arvizu <renata.arvizu.sb@outlook.com>",
    to: "bnogueira@tallgrass.edu",
    date: "2026-11-13 22:15:00 -07:00",
    subject: "Lanzadora mexicana - Renata Arvizu, generación 2028",
    text: `Hola Coach Nogueira,

Mi nombre es Renata Arvizu, soy lanzadora (derecha) y también juego jardín. Vivo en Hermosillo, Sonora, México, y estudio en el Colegio Regis La Salle. Me gradúo de la preparatoria en 2028.

- Estatura: 1.75 m
- Equipo: Halcones de Sonora Sub-18 (selección estatal)
- Promedio: 3.9 (equivalente de 9.5/10, según la escuela)
- Velocidad: 59-61 mph
- Lanzamientos: recta, curva, drop y cambio

Este verano jugué el Campeonato Nacional Sub-18 y quedamos en segundo lugar. Aquí está mi video: https://youtube.com/shorts/Pq2Ls9dXr4w

Hablo inglés y quiero estudiar ingeniería. Mi celular y WhatsApp: +52 662 555 0131.

¡Gracias por su tiempo!
Renata Arvizu`,
  }, "Arremessadora mexicana, 2028. Escreve em espanhol."),
  ["athlete", "softball", "international", "spanish", "metric", "fwd:gmail", "lang:pt"],
);

add(
  "athlete-portugal-outside-portuguese-apple-it",
  "athlete-portugal-sequeira",
  recruiting("athlete", { first_name: "Matilde", last_name: "Sequeira", grad_year: 2027, positions: ["OH"], height_inches: 70.1, club_team: "Leixões Sport Club", high_school: "Escola Secundária Garcia de Orta", city: "Porto", email: "matilde.sequeira09@gmail.com", video_urls: ["https://drive.google.com/file/d/1mT7vQ2xRbN8cLp3sWk5Zd9Hy4Fj6Ga0E/view?usp=drive_link"] }),
  fw("apple:it", FERRARO, "2026-11-19 07:58:00 -05:00", {
    from: "Matilde Sequeira <matilde.sequeira09@gmail.com>",
    to: "gferraro@harborridge.edu",
    date: "2026-11-18 21:40:00 +00:00",
    subject: "Candidatura - Matilde Sequeira, ponta, Portugal",
    text: `Exma. Treinadora Ferraro,

Chamo-me Matilde Sequeira e sou jogadora de voleibol no Leixões Sport Club (juniores e equipa sénior da 2.ª divisão). Jogo como ponta (outside hitter), tenho 1,78 m e vivo no Porto.

Estudo na Escola Secundária Garcia de Orta e termino o 12.º ano em junho de 2027. A minha média é de 17 valores (em 20). Gostaria muito de continuar a jogar voleibol e estudar nos Estados Unidos, e a Harbor Ridge College parece-me perfeita.

Vídeo com jogos completos e melhores momentos: https://drive.google.com/file/d/1mT7vQ2xRbN8cLp3sWk5Zd9Hy4Fj6Ga0E/view?usp=drive_link

Obrigada pela atenção!
Com os melhores cumprimentos,
Matilde Sequeira
matilde.sequeira09@gmail.com`,
  }, "Schiacciatrice portoghese, 2027."),
  ["athlete", "volleyball", "international", "portuguese", "metric", "fwd:apple", "lang:it"],
);

add(
  "agent-colombia-libero-spanish-outlook-web-de",
  "agent-talento-sin-fronteras",
  recruiting("recruiting_service", { first_name: "Valentina", last_name: "Ospina Restrepo", grad_year: 2027, positions: ["L/DS"], height_inches: 64.6, club_team: "Club Deportivo Valle Voley", high_school: "Colegio Bilingüe Santa Mariana", city: "Cali", gpa: 4.6, email: "vale.ospina.voley@gmail.com", video_urls: ["https://www.youtube.com/watch?v=Tq6Wm1zPk8J"] }),
  fw("outlook-web:de", FELDMANN, "2026-10-28 15:44:00 -04:00", {
    from: "Talento Sin Fronteras <contacto@talentosinfronteras.example>",
    to: "jfeldmann@westmarch.edu",
    date: "2026-10-28 10:12:00 -05:00",
    subject: "Presentación de atleta: Valentina Ospina Restrepo (líbero, 2027)",
    text: `Estimado entrenador Feldmann:

Desde Talento Sin Fronteras, agencia de becas deportivas con sede en Medellín, le presentamos a una de nuestras atletas:

VALENTINA OSPINA RESTREPO
Posición: líbero
Estatura: 1,64 m
Club: Club Deportivo Valle Voley (Liga Vallecaucana)
Colegio: Colegio Bilingüe Santa Mariana, Cali
Graduación: noviembre de 2027
Promedio académico: 4,6 / 5,0
Inglés: B2 (Duolingo English Test 115)
Correo de la atleta: vale.ospina.voley@gmail.com

Video de partido completo: https://www.youtube.com/watch?v=Tq6Wm1zPk8J

Valentina fue líbero titular de la selección Valle en los Juegos Nacionales Juveniles. Quedamos atentos para coordinar una videollamada.

Cordialmente,
Andrés Felipe Gómez
Director de Reclutamiento, Talento Sin Fronteras
+57 604 555 0126
Este mensaje y sus anexos son confidenciales y están dirigidos exclusivamente a su destinatario.`,
  }, "Libero aus Kolumbien über eine Agentur. Video ansehen."),
  ["agent", "volleyball", "international", "spanish", "metric", "fwd:outlook-web", "lang:de"],
);

add(
  "club-coach-sb-one-pitcher-apple-mac",
  "club-coach-tennessee-fury",
  recruiting("club_coach", { first_name: "Macy", last_name: "Ledbetter", grad_year: 2029, positions: ["P"], height_inches: 70, club_team: "Tennessee Fury 16U Platinum", high_school: "Sevier County High School", gpa: 3.9, video_urls: ["https://www.youtube.com/watch?v=Fy5dQ0mTs3R"] }),
  fw("apple:en", RIDLEY, "2026-10-18 19:05:00 -05:00", {
    from: "Coach Buddy Arnett <barnett@tnfuryfastpitch.example>",
    to: "cridley@pinecreststate.edu",
    date: "2026-10-18 16:33:00 -04:00",
    subject: "Macy Ledbetter 2029 RHP - Tennessee Fury 16U Platinum",
    text: `Coach Ridley,

Wanted to put Macy Ledbetter on your radar early. She's a 2029 right-handed pitcher on my Tennessee Fury 16U Platinum team, 5'10", and she threw a no-hitter against a top-25 18U team at the Smoky Mountain Fall Classic last weekend. Sevier County High School, 3.9 GPA.

Pitching video: https://www.youtube.com/watch?v=Fy5dQ0mTs3R

She will be at your prospect camp in January with her dad.

Buddy Arnett
Tennessee Fury Fastpitch - 16U Platinum
865-555-0179`,
  }, "", { signature: false }),
  ["club-coach", "softball", "fwd:apple", "lang:en"],
);

add(
  "hs-coach-bball-senior-forward-outlook-mobile",
  "hs-coach-utica-academy",
  recruiting("high_school_coach", { first_name: "Ayana", last_name: "Whitfield-Brooks", grad_year: 2027, positions: ["forward"], height_inches: 72, club_team: "CNY Stars 17U", high_school: "Utica Academy of Science", city: "Utica", state: "NY", gpa: 3.85, email: "ayanawb27@gmail.com", video_urls: ["https://www.hudl.com/video/3/48501127/9a8b7c6d5e4f3a2b1c0d9e8f"] }),
  fw("outlook-mobile:en", HALE, "2026-11-24 18:22:00 -05:00", {
    from: "Coach Dwayne Ricci <dricci@uticaacademy.example>",
    to: "thale@oriskany.edu",
    date: "2026-11-24 15:07:00 -05:00",
    subject: "Ayana Whitfield-Brooks - senior forward, Utica",
    text: `Coach Hale,

I coach girls' varsity at Utica Academy of Science (Utica, NY) and I have a senior forward, Ayana Whitfield-Brooks (Class of 2027), who should be playing college ball and is still open. She's 6'0", averaged 15 and 11 for us last year, and plays AAU for CNY Stars 17U. 3.85 GPA, wants to study engineering.

Junior season film: https://www.hudl.com/video/3/48501127/9a8b7c6d5e4f3a2b1c0d9e8f
Her email: ayanawb27@gmail.com

We open December 4 at home against Proctor if you're around.

Dwayne Ricci
Girls' Varsity Basketball, Utica Academy of Science
315-555-0142`,
  }, "Local kid. Go see Dec 4."),
  ["hs-coach", "basketball", "fwd:outlook-mobile", "lang:en"],
);


// ---------------------------------------------------------------------------------------------------------------
// Not recruiting: camps, showcases, services' marketing and digests, newsletters, lists
// ---------------------------------------------------------------------------------------------------------------

const setterCampText = `SETTERS UNLIMITED WINTER CAMPS 2027
Now booking college staff for our January & February sessions

Coach,

Setters Unlimited is hiring college coaches for our 2027 winter setter and libero camps. Last year we hosted 1,400 campers across 11 cities, and 38 of our camp alumni signed with college programs this fall.

Sessions
- Jan 9-10: Milwaukee, WI (Wisconsin Expo Center)
- Jan 23-24: Des Moines, IA
- Feb 6-7: Naperville, IL
- Feb 20-21: St. Louis, MO

Staff pay: $450/day plus travel. Great exposure to hundreds of 2028-2031 athletes - all camper profiles are shared with staff after camp (per NCAA rules, staff may not discuss recruiting with campers during sessions).

Apply in two minutes: https://settersunlimited.example/staff
Questions? Reply to this email or call 414-555-0100.

Setters Unlimited LLC, 230 W. Wells St, Milwaukee, WI
Unsubscribe: https://settersunlimited.example/unsub?c=8821`;

add(
  "nonrec-camp-company-staff-ad-direct",
  "nonrec-setters-unlimited",
  notRecruiting("other"),
  direct({
    from: "Setters Unlimited <camps@settersunlimited.example>",
    to: "nashby@brightwater.edu",
    date: "2026-11-02 06:00:00 -06:00",
    subject: "Coach - join our winter camp staff (paid + exposure)",
    text: setterCampText,
  }, ASHBY, "bulk", { headers: listHeaders("settersunlimited.example", "8821") }),
  ["nonrec", "camp-ad", "volleyball", "direct", "client:bulk"],
);

add(
  "nonrec-pitching-clinic-ad-iphone",
  "nonrec-circle-elite-clinics",
  notRecruiting("other"),
  fw("iphone:en", RIDLEY, "2026-10-10 13:48:00 -05:00", {
    from: "Circle Elite Clinics <info@circleeliteclinics.example>",
    to: "cridley@pinecreststate.edu",
    date: "2026-10-10 08:00:00 -05:00",
    subject: "Pitching & catching clinic - Dec 6, Little Rock - college coaches welcome",
    text: `CIRCLE ELITE PITCHING & CATCHING CLINIC
Saturday, December 6, 2026 | 9 am - 3 pm
Diamond Dome, 4100 Hwy 10, Little Rock, AR

For pitchers and catchers ages 10-18. Sessions on spin, leg drive, framing, blocking and pitch calling, led by current and former college coaches.

College coaches: we'd love to have you on the clinic staff. Stipend $300 + lunch. Campers' parents are told clinic staff do not evaluate players for recruiting at this event.

Camper registration: $145 (early bird $125 through Nov 15)
Register: https://circleeliteclinics.example/dec6

Circle Elite Clinics | 501-555-0111`,
  }, "Should we send Haley to work this one?"),
  ["nonrec", "clinic-ad", "softball", "fwd:iphone", "lang:en"],
);

add(
  "nonrec-club-showcase-invitation-direct",
  "nonrec-keystone-showcase",
  notRecruiting("club_coach"),
  direct({
    from: "Keystone Region Volleyball Club <events@keystonevbc.example>",
    to: "jfeldmann@westmarch.edu",
    date: "2026-11-16 09:30:00 -05:00",
    subject: "College Coach Invitation: Keystone Winter Showcase, Jan 17-18",
    text: `Dear College Coach,

Keystone Region Volleyball Club invites you to the 9th annual Keystone Winter Showcase, January 17-18, 2027, at the Greater Philadelphia Expo Center.

- 96 teams, 14U-18U, from 11 states
- Dedicated college coach seating on every court
- Free coach packet (digital) with every team's roster, grad years, positions and club contacts, released January 10
- Complimentary lunch and parking for college coaches

Register as a college coach (free): https://keystonevbc.example/showcase/coaches

Our own 18 Royal, 17 Royal and 16 Royal teams will be playing Saturday and Sunday. Please contact our recruiting coordinator, Lisa Montgomery (recruiting@keystonevbc.example, 610-555-0150), for individual player profiles.

See you in January!
Keystone Region Volleyball Club`,
  }, FELDMANN, "bulk", { headers: listHeaders("keystonevbc.example", "cc41") }),
  ["nonrec", "showcase-invite", "volleyball", "direct", "client:bulk"],
);

add(
  "nonrec-service-coach-upgrade-marketing-direct",
  "service-recruitrise",
  notRecruiting("recruiting_service"),
  direct({
    from: "RecruitRise for Coaches <coaches@recruitrise.example>",
    to: "cridley@pinecreststate.edu",
    date: "2026-11-18 07:00:00 -07:00",
    subject: "142 athletes want to play at Pinecrest State - see who",
    text: `Coach Ridley,

142 softball athletes have added Pinecrest State University to their target list this year. 37 of them are 2028 pitchers or catchers.

With RecruitRise College Coach PRO you can:
- See every athlete who follows your program, sorted by grad year and position
- Filter by GPA, exit velo, pop time and travel team
- Get a weekly "Best Fits" email built from your roster needs

Start a free 14-day trial: https://recruitrise.example/coach-pro?src=eml-1118
Already have an account? Log in at https://recruitrise.example/login

RecruitRise Athlete Services | 1200 Commerce Way, Suite 400, Scottsdale, AZ
RecruitRise is not affiliated with the NCAA. Unsubscribe: https://recruitrise.example/u/7741`,
  }, RIDLEY, "bulk", { headers: bulkMailHeaders("https://recruitrise.example/u/7741") }),
  ["nonrec", "service-marketing", "softball", "direct", "client:bulk"],
);

const digestRows: Array<[string, string, string, string, string]> = [
  ["Emma Lindqvist", "2028", "S", "6'0\"", "Minnesota Select 17 Black"],
  ["Zoe Harrington", "2028", "S", "5'10\"", "Texas Advantage 17 Gold"],
  ["Abigail Oduya", "2028", "S", "5'11\"", "Sports Performance 17 Elite"],
  ["Mia Castañeda", "2028", "S", "5'9\"", "Mizuno Long Beach 17 Elite"],
  ["Hannah Sorensen", "2028", "S/RS", "6'1\"", "Rocky Mountain Rise 17 Blue"],
  ["Leah Whitcomb", "2028", "S", "5'8\"", "Tampa Bay Juniors 17 Premier"],
];

const digestText = `VOLLEYSCOUT WEEKLY | Uncommitted 2028 Setters

This week's six most-viewed uncommitted 2028 setters on VolleyScout:

${digestRows.map(([name, year, pos, height, club], i) => `${i + 1}. ${name} | ${year} | ${pos} | ${height} | ${club}`).join("\n")}

View full profiles and film: https://volleyscout.example/lists/2028-setters
Want these lists for every position? Upgrade to VolleyScout Coach Premium.

VolleyScout, Inc. | Austin, TX | Unsubscribe: https://volleyscout.example/unsubscribe`;

add(
  "nonrec-service-setters-digest-six-direct",
  "nonrec-volleyscout",
  notRecruiting("recruiting_service"),
  direct({
    from: "VolleyScout Weekly <weekly@volleyscout.example>",
    to: "vquintana@sandovalu.edu",
    date: "2026-11-11 05:30:00 -06:00",
    subject: "Top 6 uncommitted 2028 setters this week",
    text: digestText,
    html: `<!DOCTYPE html><html><body style="font-family:Helvetica,Arial,sans-serif"><h2 style="color:#5f3dc4">VOLLEYSCOUT WEEKLY | Uncommitted 2028 Setters</h2><p>This week's six most-viewed uncommitted 2028 setters on VolleyScout:</p><table cellpadding="6" style="border-collapse:collapse"><tr><th>#</th><th>Name</th><th>Grad</th><th>Pos</th><th>Ht</th><th>Club</th></tr>${digestRows.map((row, i) => `<tr><td>${i + 1}</td>${row.map((cell) => `<td>${cell.replace(/"/g, "&quot;")}</td>`).join("")}</tr>`).join("")}</table><p><a href="https://volleyscout.example/lists/2028-setters">View full profiles and film</a></p><p>Want these lists for every position? Upgrade to VolleyScout Coach Premium.</p><p style="font-size:11px;color:#888">VolleyScout, Inc. | Austin, TX | <a href="https://volleyscout.example/unsubscribe">Unsubscribe</a></p></body></html>`,
  }, QUINTANA, "bulk", { headers: listHeaders("volleyscout.example", "q88") }),
  ["nonrec", "service-digest", "volleyball", "names-athletes", "direct", "client:bulk"],
);

add(
  "nonrec-club-commitment-newsletter-apple-it",
  "nonrec-lowcountry-heat-newsletter",
  notRecruiting("club_coach"),
  fw("apple:it", FERRARO, "2026-11-22 10:10:00 -05:00", {
    from: "Lowcountry Heat Fastpitch <news@lowcountryheat.example>",
    to: "gferraro@harborridge.edu",
    date: "2026-11-21 18:00:00 -05:00",
    subject: "HEAT CHECK: Fall commitments + 2027 tryout dates",
    text: `HEAT CHECK - November 2026

Congratulations to our fall commits!
- Jada Pressley (2027, 18U Gold) - committed to Coastal Carolina State
- Marin O'Donoghue (2027, 18U Gold) - committed to Palmetto Bay College
- Kenzie Alford (2028, 16U Gold) - verbal to Charleston Southern Tech
- Raegan Ulmer (2027, 18U Premier) - committed to Savannah Ridge University

That's 14 commitments for the class of 2027 so far!

2027 tryouts: 12U-14U on Dec 13, 16U-18U on Dec 14 at Pinewood Complex, Summerville.

Thank you to our sponsors: Lowcountry Orthopedics, Tidewater Bank and Palmetto Pizza Co.

Lowcountry Heat Fastpitch | Summerville, SC | lowcountryheat.example`,
  }, "Da girare a Kelsey, le interessa vedere chi si è già impegnata."),
  ["nonrec", "commitment-newsletter", "softball", "names-athletes", "fwd:apple", "lang:it"],
);

add(
  "nonrec-all-conference-list-outlook-web-de",
  "nonrec-allegheny-mountain-conference",
  notRecruiting("other"),
  fw("outlook-web:de", FELDMANN, "2026-11-20 16:12:00 -05:00", {
    from: "AMC Communications <media@amcsports.example>",
    to: "AMC Volleyball Head Coaches <amc-vb-heads@amcsports.example>",
    cc: "jfeldmann@westmarch.edu",
    date: "2026-11-20 14:00:00 -05:00",
    subject: "2026 AMC Volleyball All-Conference Teams (embargoed until 5 pm)",
    text: `EMBARGOED UNTIL 5:00 PM ET, NOVEMBER 20

Allegheny Mountain Conference - 2026 All-Conference Volleyball

Player of the Year: Hallie Brandt, Westmarch, Sr., OH
Setter of the Year: Noa Feinberg, Carrick State, Jr., S
Libero of the Year: Dana Kwiatkowski, Monongah College, Sr., L
Freshman of the Year: Isabel Torrance, Westmarch, Fr., MB
Coach of the Year: Ellen Strouse, Carrick State

First Team
Hallie Brandt, Westmarch, Sr., OH
Noa Feinberg, Carrick State, Jr., S
Josie Lamberti, Monongah College, So., MB
Kara Whitlow, Allegheny Tech, Sr., OPP
Tyra Oakes, Carrick State, Jr., OH
Ruth Adeyemi, Westmarch, Sr., MB

Second Team and Honorable Mention: see attached release on the coaches' portal.

Please do not post or share before 5:00 PM ET.

AMC Communications Office
412-555-0107`,
  }, "Glückwunsch an Hallie und Isabel!"),
  ["nonrec", "all-conference", "volleyball", "names-athletes", "fwd:outlook-web", "lang:de"],
);


// ---------------------------------------------------------------------------------------------------------------
// Not recruiting: tournament logistics, compliance, vendors, machines, staff
// ---------------------------------------------------------------------------------------------------------------

add(
  "nonrec-court-assignments-direct",
  "nonrec-great-lakes-invitational",
  notRecruiting("other"),
  direct({
    from: "GLI Tournament Desk <desk@greatlakesinvitational.example>",
    to: "adewit@coldwaterbay.edu",
    date: "2026-11-25 21:05:00 -05:00",
    subject: "GLI Collegiate Tournament - pools, court assignments and parking",
    text: `Coaches,

Pools and court assignments for the Great Lakes Invitational (Nov 28-29) are final.

POOL A - Court 1 (Main Gym)
Coldwater Bay University, Huron Valley College, St. Brendan University, Lakehead State
Fri 10:00 CBU vs HVC | 12:00 SBU vs LSU | 2:00 CBU vs LSU | 4:00 HVC vs SBU

POOL B - Court 2 (Aux Gym)
Marquette Shores College, Keweenaw Tech, Bay de Noc University, Tahquamenon College

Warm-ups: 2 hours shared / 45 min alternating per USAV format. Home team (first listed) provides work teams for the following match.

Parking: Lot C (team buses on Elm St). Team rooms: 104 (Pool A), 106 (Pool B). Film: platform on the south end, one tripod per team.

Athletic trainers on site from 8:30. Hospitality room in the Wenzel Lounge for coaches.

Questions: Brooke Hadley, Tournament Director, 906-555-0104`,
  }, DEWIT, "outlook"),
  ["nonrec", "tournament-logistics", "volleyball", "direct", "client:outlook"],
);

add(
  "nonrec-hotel-block-outlook-desktop-fr",
  "nonrec-riverfront-suites",
  notRecruiting("other"),
  fw("outlook-desktop:fr", MARCHAND, "2026-10-20 09:14:00 -05:00", {
    from: "Group Sales - Riverfront Suites Chattanooga <groups@riverfrontsuites.example>",
    to: "smarchand@bellerive.edu",
    date: "2026-10-19 15:40:00 -04:00",
    subject: "Bellerive College Softball - room block confirmation (Feb 20-23)",
    text: `Dear Coach Marchand,

Thank you for choosing Riverfront Suites Chattanooga for the Scenic City Softball Classic. Your group block is confirmed:

Group: Bellerive College Softball
Dates: Arrive Fri Feb 20, depart Mon Feb 23, 2027
Rooms: 12 double queens, 2 king suites (coaches)
Rate: $139/night + tax, breakfast included
Cut-off date: January 20, 2027 - unreserved rooms return to general inventory
Rooming list due: February 6, 2027
Bus parking: available in the east lot at no charge

Booking link for staff and parents: https://riverfrontsuites.example/group/BELSB27
Group code: BELSB27

Please sign and return the attached contract by November 1.

Warm regards,
Natalie Crews
Group Sales Manager, Riverfront Suites Chattanooga
423-555-0166`,
  }, "Pour le dossier voyage de février."),
  ["nonrec", "hotel-block", "softball", "fwd:outlook-desktop", "lang:fr"],
);

add(
  "nonrec-compliance-dead-period-reminder-direct",
  "nonrec-pinecrest-compliance",
  notRecruiting("other"),
  direct({
    from: "Pinecrest State Compliance <compliance@pinecreststate.edu>",
    to: "PSU Head Coaches <psu-headcoaches@pinecreststate.edu>",
    date: "2026-11-16 08:00:00 -06:00",
    subject: "Compliance Reminder: Softball recruiting calendar + NLI/written offer dates",
    text: `Coaches,

A few reminders for the weeks ahead:

1. Softball: the quiet period runs through November 30. No off-campus in-person recruiting contacts; evaluations at your own camps only as permitted.
2. Dead period December 21, 2026 - January 2, 2027 (all sports). No in-person contact on or off campus.
3. Written offers of athletics aid for prospects in the class of 2028 may not be issued before August 1 of their junior year... please route every offer through our office in ARMS.
4. Prospect phone calls and texts: log all unofficial visit arrangements in ARMS within 48 hours.
5. Camp staff: current high-school prospects may not be employed at your camps.

If a prospect or parent asks about a visit during a dead period, refer them to our office. Please do not forward prospect emails to this address; log them in ARMS.

Kelly Danforth
Associate AD for Compliance, Pinecrest State University
479-555-0100`,
  }, RIDLEY, "outlook", {}, "outlook-redirect"),
  ["nonrec", "compliance", "softball", "direct", "client:outlook"],
);

add(
  "nonrec-equipment-vendor-promo-direct",
  "nonrec-fastline-team-sports",
  notRecruiting("other"),
  direct({
    from: "FastLine Team Sports <deals@fastlineteam.example>",
    to: "cridley@pinecreststate.edu",
    date: "2026-11-24 06:15:00 -06:00",
    subject: "Black Friday for programs: 30% off catcher's gear + free team bat bags",
    text: `COLLEGE PROGRAM PRICING - BLACK FRIDAY WEEK

Coach, our biggest sale of the year is live through Monday:

- 30% off all catcher's sets (helmet, chest, legs) - team minimum 2 sets
- Free embroidered bat bags with any team uniform order over $3,000
- Pitching machines and radar guns: free freight
- Practice balls: 12-dozen case $58.99

Your rep: Travis Hollings, travis@fastlineteam.example, 800-555-0174
Shop the college program portal: https://fastlineteam.example/college

Prices valid for NCAA, NAIA and NJCAA programs only. FastLine Team Sports, 9 Industrial Pkwy, Wichita, KS.
Unsubscribe: https://fastlineteam.example/unsub`,
  }, RIDLEY, "bulk", { headers: bulkMailHeaders("https://fastlineteam.example/unsub") }),
  ["nonrec", "vendor", "softball", "direct", "client:bulk"],
);

add(
  "nonrec-phishing-password-expiry-direct",
  "nonrec-phish-mailbox-quota",
  notRecruiting("other"),
  direct({
    from: "Brightwater IT Helpdesk <helpdesk@brightwater-edu-support.example>",
    to: "nashby@brightwater.edu",
    date: "2026-11-19 03:12:00 +00:00",
    subject: "ACTION REQUIRED: Your mailbox password expires in 24 hours",
    text: `Dear nashby,

Your Brightwater College email password will expire in 24 hours. To avoid losing access to your mailbox and recruiting files, please confirm your current password now:

>> Keep My Password: https://brightwater-edu-support.example/owa/keep?u=nashby

Failure to confirm will result in suspension of your account and loss of all stored messages.

Thank you,
IT Helpdesk
Brightwater College
This is an automated message. Do not reply.`,
  }, ASHBY, "webmail"),
  ["nonrec", "phishing", "direct", "client:webmail"],
);

const bouncedLetter = `Hi Reese,

Thanks so much for your email and the film. We enjoyed watching you at the Badger Region tournament. Please fill out our recruit questionnaire at brightwatervb.com/recruits and send us your club schedule for the spring.

Coach Ashby`;

add(
  "nonrec-bounce-coach-reply-to-prospect-direct",
  "nonrec-mailer-daemon-brightwater",
  notRecruiting("other"),
  direct({
    from: "Mail Delivery Subsystem <mailer-daemon@brightwater.edu>",
    to: "nashby@brightwater.edu",
    date: "2026-11-12 09:31:00 -06:00",
    subject: "Undeliverable: Re: 2029 OH - Reese Calloway",
    text: `Delivery has failed to these recipients or groups:

reese.calloway29@gmial.com
The email address you entered couldn't be found. Please check the recipient's email address and try to resend the message.

Diagnostic information for administrators:
Generating server: mx1.brightwater.edu
reese.calloway29@gmial.com
Remote server returned '550 5.1.1 <reese.calloway29@gmial.com>: Recipient address rejected: User unknown in virtual mailbox table'`,
  }, ASHBY, "bulk", {
    rootType: 'multipart/report; report-type=delivery-status',
    attachments: [
      {
        kind: "file",
        contentType: "message/delivery-status",
        content: deliveryStatus({ reportingMta: "mx1.brightwater.edu", recipient: "reese.calloway29@gmial.com", status: "5.1.1", diagnostic: "550 5.1.1 Recipient address rejected: User unknown in virtual mailbox table", remoteMta: "mx.gmial.com" }),
        encoding: "7bit",
      },
      {
        kind: "message",
        message: {
          client: "gmail",
          from: "Noelle Ashby <nashby@brightwater.edu>",
          to: "reese.calloway29@gmial.com",
          subject: "Re: 2029 OH - Reese Calloway",
          date: "2026-11-12 09:30:00 -06:00",
          text: bouncedLetter,
        },
      },
    ],
  }),
  ["nonrec", "bounce", "coach-own-letter", "direct", "client:mta"],
);

const watchListMeeting = {
  method: "REQUEST" as const,
  prodId: "-//Microsoft Corporation//Outlook 16.0 MIMEDIR//EN",
  organizer: "mkline@westmarch.edu",
  organizerName: "Meredith Kline",
  attendees: ["jfeldmann@westmarch.edu", "tbarros@westmarch.edu"],
  summary: "Recruiting meeting - 2028 watch list + January travel",
  start: "20261202T140000",
  end: "20261202T153000",
  tzid: "Eastern Standard Time",
  location: "Volleyball office conference room / Teams",
  description: "Go through the 2028 board position by position (setters first). Bring your January tournament travel requests.",
  uid: "040000008200E00074C5B7101A82E00800000000B0F3C2A1D47FDB01000000000000000010000000",
};

add(
  "nonrec-calendar-invite-recruiting-meeting-direct",
  "nonrec-westmarch-staff-calendar",
  notRecruiting("other"),
  direct({
    from: "Meredith Kline <mkline@westmarch.edu>",
    to: "Jonas Feldmann <jfeldmann@westmarch.edu>, Tiago Barros <tbarros@westmarch.edu>",
    date: "2026-11-25 11:20:00 -05:00",
    subject: "Recruiting meeting - 2028 watch list + January travel",
    text: `When: Wednesday, December 2, 2026 2:00 PM-3:30 PM (UTC-05:00) Eastern Time (US & Canada).
Where: Volleyball office conference room / Teams

Go through the 2028 board position by position (setters first). Bring your January tournament travel requests.

________________________________________________________________________________
Microsoft Teams meeting
Join on your computer, mobile app or room device
Click here to join the meeting: https://teams.example/l/meetup-join/19%3ameeting_Wm2kZ
Meeting ID: 214 555 019 8
________________________________________________________________________________`,
  }, FELDMANN, "outlook", { attachments: [calendarAttachment(watchListMeeting)] }, "outlook-redirect"),
  ["nonrec", "calendar-invite", "staff", "direct", "client:outlook"],
);

add(
  "nonrec-form-builder-limit-notice-direct",
  "nonrec-formwell-notifications",
  notRecruiting("other"),
  direct({
    from: "Formwell <notifications@formwell.example>",
    to: "gferraro@harborridge.edu",
    date: "2026-11-23 02:14:00 +00:00",
    subject: "Your form \"HRC Volleyball Winter Camp 2027\" has reached 90% of its monthly submission limit",
    text: `Hi Giulia,

Your form "HRC Volleyball Winter Camp 2027" received 450 of 500 submissions allowed this month on the Formwell Starter plan.

When the limit is reached, the form will stop accepting new submissions until December 1, 2026.

Form: HRC Volleyball Winter Camp 2027
Submissions this month: 450 / 500
Last submission: Nov 22, 2026, 9:12 PM EST

Upgrade to Formwell Pro for unlimited submissions: https://formwell.example/billing/upgrade
View submissions: https://formwell.example/forms/hrc-vb-winter-camp-2027/entries

- The Formwell Team
You're receiving this account notification because you own this form. Notification settings: https://formwell.example/settings/notifications`,
  }, FERRARO, "bulk"),
  ["nonrec", "form-builder", "machine", "direct", "client:bulk"],
);

add(
  "nonrec-staff-practice-plan-direct",
  "nonrec-tallgrass-staff",
  notRecruiting("other"),
  direct({
    from: "Kyle Ostrander <kostrander@tallgrass.edu>",
    to: "bnogueira@tallgrass.edu",
    cc: "Head Coach Laurie Pike <lpike@tallgrass.edu>",
    date: "2026-11-22 22:47:00 -06:00",
    subject: "Monday practice - indoor, changes",
    text: `Bea,

Weather says 34 and rain Monday so we're indoors. Laurie approved this plan:

2:30 - arms / bands (pitchers with you in the cage)
2:45 - defensive stations: IF short hops, OF drop steps on the turf
3:30 - bunt coverage + 1st and 3rd
4:00 - live BP in both cages (Reyes, Tolbert, Kim throwing 20 each)
4:45 - conditioning (Laurie)

Need you to take the pitchers' bullpen charts - Haddie's is missing from last week. Also reminder that team photos moved to Thursday 3 pm.

Kyle
Kyle Ostrander | Volunteer Assistant, Tallgrass Softball`,
  }, NOGUEIRA, "gmail"),
  ["nonrec", "staff", "practice", "direct", "client:gmail"],
);

add(
  "nonrec-spam-social-growth-direct",
  "nonrec-spam-social-growth",
  notRecruiting("other"),
  direct({
    from: "Brandon | ViralCampus <brandon@viralcampus-growth.example>",
    to: "opritchard@millbrook.edu",
    date: "2026-11-13 10:02:00 -08:00",
    subject: "Re: Millbrook Soccer on TikTok",
    text: `Hey Owen,

Just bumping this up in your inbox. We help college programs go from 0 to 50k followers in 90 days - guaranteed or your money back.

Programs we work with get 3x more recruit DMs and 40% more camp signups. Recruits are watching TikTok, not your website.

Do you have 10 minutes Thursday? Grab a time: https://viralcampus-growth.example/book

Brandon
Growth Lead, ViralCampus

If you'd rather not hear from me again, just reply "no thanks".`,
  }, PRITCHARD, "gmail"),
  ["nonrec", "spam", "direct", "client:gmail"],
);

add(
  "nonrec-spanish-clinic-ad-direct",
  "nonrec-voley-norte-clinicas",
  notRecruiting("other"),
  direct({
    from: "Vóley Norte Clínicas <info@voleynorte.example>",
    to: "vquintana@sandovalu.edu",
    date: "2026-11-05 09:00:00 -06:00",
    subject: "Clínica internacional de entrenadores - Monterrey, 16 y 17 de enero",
    text: `Estimados entrenadores:

Vóley Norte les invita a la 6.ª Clínica Internacional de Entrenadores de Voleibol, los días 16 y 17 de enero de 2027 en la Arena Borregos, Monterrey, N.L.

Ponentes confirmados:
- Entrenadores de la Liga Mexicana de Voleibol y de universidades de Estados Unidos
- Taller de armado y recepción para categorías juveniles
- Mesa redonda: "Becas deportivas en EE. UU.: cómo funciona el reclutamiento"

Cuota: $1,800 MXN (incluye comida y constancia con valor curricular)
Inscripciones: https://voleynorte.example/clinica2027

¿Desea participar como ponente? Escríbanos a ponentes@voleynorte.example o al +52 81 5550 1190.

Vóley Norte Clínicas | Monterrey, México
Para darse de baja: https://voleynorte.example/baja`,
  }, QUINTANA, "bulk", { headers: listHeaders("voleynorte.example", "mx17") }),
  ["nonrec", "clinic-ad", "volleyball", "spanish", "direct", "client:bulk"],
);


// ---------------------------------------------------------------------------------------------------------------
// More recommenders, and a high-school coach passing on an all-star game notice
// ---------------------------------------------------------------------------------------------------------------

add(
  "club-coach-vb-two-profile-blocks-gmail-es",
  "club-coach-valley-kings",
  severalAthletes("club_coach", [
    { first_name: "Yaretzi", last_name: "Montemayor", grad_year: 2028, positions: ["OH"], height_inches: 70, club_team: "Valley Kings 17 Elite", high_school: "Harlingen South High School", city: "Harlingen", state: "TX", gpa: 3.7, email: "yaretzi.mtmy@gmail.com", phone: "+19565550174" },
    { first_name: "Camila", last_name: "Treviño", grad_year: 2028, positions: ["S"], height_inches: 67, club_team: "Valley Kings 17 Elite", high_school: "Brownsville Veterans Memorial High School", city: "Brownsville", state: "TX", gpa: 3.92, email: "camitrevino08@icloud.com", video_urls: ["https://www.hudl.com/video/3/49266630/5a4b3c2d1e0f9a8b7c6d5e4f"] },
  ], 1),
  fw("gmail:es", QUINTANA, "2026-11-24 08:40:00 -06:00", {
    from: "Coach Eli Zamora <ezamora@valleykingsvb.example>",
    to: "vquintana@sandovalu.edu",
    date: "2026-11-23 21:18:00 -06:00",
    subject: "Camila Treviño (2028 S) + teammate - Valley Kings 17 Elite",
    text: `Coach Quintana,

Camila's parents asked me to reach out since she visited Sandoval for your fall camp and loved it. I'm including her pin hitter too because they come as a great pair on the court.

YARETZI MONTEMAYOR
2028 | OH | 5'10"
Valley Kings 17 Elite
Harlingen South High School - Harlingen, TX
GPA 3.7
yaretzi.mtmy@gmail.com | 956-555-0174

CAMILA TREVIÑO
2028 | Setter | 5'7"
Valley Kings 17 Elite
Brownsville Veterans Memorial High School - Brownsville, TX
GPA 3.92
camitrevino08@icloud.com
Film: https://www.hudl.com/video/3/49266630/5a4b3c2d1e0f9a8b7c6d5e4f

Camila is the reason I'm writing - she's the quarterback of our gym and her hands are D1 quality. Our first tournament is Dec 13-14 in San Antonio.

Eli Zamora
Head Coach, Valley Kings 17 Elite
956-555-0115`,
  }, "La colocadora es la prioridad."),
  ["club-coach", "volleyball", "multi-athlete", "profile-blocks", "main-not-first", "fwd:gmail", "lang:es"],
);

add(
  "hs-coach-sb-shortstop-underscore-disclaimer-outlook-web-pt",
  "hs-coach-mesa-ridge",
  recruiting("high_school_coach", { first_name: "Paityn", last_name: "Rosales", grad_year: 2028, positions: ["SS"], height_inches: 66, club_team: "Colorado Sparkler Elite 16U", high_school: "Mesa Ridge High School", city: "Colorado Springs", state: "CO", gpa: 3.61, video_urls: ["https://www.youtube.com/watch?v=Kj3Xp0nLw7M"] }),
  fw("outlook-web:pt", NOGUEIRA, "2026-10-16 10:05:00 -05:00", {
    from: "Hensley, Brandi <brandi.hensley@wsd3.example>",
    to: "bnogueira@tallgrass.edu",
    date: "2026-10-15 15:22:00 -06:00",
    subject: "Paityn Rosales - 2028 SS - Mesa Ridge HS",
    text: `Coach Nogueira,

Our fall season just ended and I wanted to recommend my junior shortstop, Paityn Rosales (class of 2028). Paityn hit .455 with 31 stolen bases this fall and made one error in 24 games. She's 5'6", quick twitch, and has the best first step I've coached.

She plays travel ball for Colorado Sparkler Elite 16U and has a 3.61 GPA.

Fall highlight video: https://www.youtube.com/watch?v=Kj3Xp0nLw7M

Thank you for considering her.

Brandi Hensley
Head Softball Coach
Mesa Ridge High School | Colorado Springs, CO
719-555-0197
________________________________

This e-mail and any attachments may contain confidential information belonging to Widefield School District 3. This information is intended only for the use of the individual or entity named above. If you are not the intended recipient, you are hereby notified that any disclosure, copying, distribution or action in reliance on the contents of this information is strictly prohibited.`,
  }, "Shortstop 2028, Colorado. Ver vídeo."),
  ["hs-coach", "softball", "underscore-line", "disclaimer", "fwd:outlook-web", "lang:pt"],
);

const allStarNotice: Original = {
  from: "Tri-Valley League Office <tvl@trivalleyleague.example>",
  to: "TVL Girls Basketball Coaches <tvl-gbb@trivalleyleague.example>",
  date: "2026-11-18 12:00:00 -05:00",
  subject: "TVL Senior All-Star Game - March 14 - college coach seating",
  text: `Coaches,

The 2027 Tri-Valley League Senior All-Star Game will be played Saturday, March 14 at Mohawk Valley Community College (Jorgensen Gym). Girls' game 1:00 pm, boys 3:00 pm.

Rosters are selected by league coaches' vote at the February meeting. Please invite any college coaches who are following your seniors; they will have reserved seating and a roster packet at the door.

Tickets $5. Proceeds go to the TVL scholarship fund.

Tri-Valley League Office
315-555-0160`,
};

add(
  "nonrec-hs-coach-forwards-all-star-notice-nested-outlook-mobile",
  "hs-coach-utica-academy",
  notRecruiting("high_school_coach"),
  fw("outlook-mobile:en", HALE, "2026-11-19 07:55:00 -05:00", relay({
    style: "outlook-2013:en",
    from: "Coach Dwayne Ricci <dricci@uticaacademy.example>",
    to: "thale@oriskany.edu",
    date: "2026-11-18 16:10:00 -05:00",
    note: `Coach Hale - FYI for your calendar. Would love to have you in the gym.

Dwayne`,
    inner: allStarNotice,
  }), "Calendar - March 14."),
  ["nonrec", "event-notice", "basketball", "external-forwarder", "nested", "fwd:outlook-mobile", "lang:en"],
);

export const AUTHOR_B: readonly CorpusEntry[] = entries;
