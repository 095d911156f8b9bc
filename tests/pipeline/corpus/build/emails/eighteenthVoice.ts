/**
 * An eighteenth tuning author, who read none of the other batches' emails, writing about the NUMBERS: the grad year
 * said every way (`c/o '27`, "a junior" with the school year, reclassified, graduating a year early, grade 11, Year 12
 * and A-levels, a sibling's or a tournament's year beside hers), the GPA among other numbers (unweighted beside
 * weighted, a numbered questionnaire answer, out of 5 and out of 100, beside SAT and ACT, a team's or a school's GPA
 * that is not hers), the height among other lengths (`5 ft 10`, `5-10`, cm and `1,83 m`, standing reach and approach
 * touch, a parent's height) and whose phone and address it is (hers, her mother's, her club's; labelled "mine",
 * spelled out, in a signature); and look-alikes full of such numbers that introduce nobody.
 */
import { notRecruiting, recruiting, type CorpusEntry } from "../labels.ts";
import { collegeCoach } from "../people.ts";
import { bulkMailHeaders, compose, forwardedBlock, fwd, original, quotedReply, type Original } from "../wrappers.ts";

const OKONKWO = collegeCoach("Ngozi Okonkwo", "nokonkwo@tamarackstate.edu", "ngozi.okonkwo.h6v1@scout.inboxscout.app", `Ngozi Okonkwo
Head Volleyball Coach, Tamarack State University
208-555-0104`);

const BRANDT = collegeCoach("Lukas Brandt", "lbrandt@tamarackstate.edu", "lukas.brandt.h6s2@scout.inboxscout.app", `Lukas Brandt
Assistant Softball Coach | Tamarack State University
(208) 555-0107`);

const FAIRWEATHER = collegeCoach("Imogen Fairweather", "ifairweather@sablecreek.edu", "imogen.fairweather.h6b3@scout.inboxscout.app", `Imogen Fairweather
Women's Basketball | Sable Creek College
717.555.0109`);

// ---------------------------------------------------------------------------------------------------------------
// Athletes
// ---------------------------------------------------------------------------------------------------------------

const coApostrophe: Original = {
  from: "Marisol Quintanilla <marisolq.vb@gmail.com>",
  to: "nokonkwo@tamarackstate.edu",
  date: "2026-11-16 20:41:00 -07:00",
  subject: "libero c/o '27 - Marisol Quintanilla",
  text: `Hi Coach Okonkwo,

Marisol Quintanilla here, libero, c/o '27. I saw your team play at the 2026 Mountain West Challenge and loved how loud your back row was.

5'6" | 3.8 UW / 4.2 W | Ridgeview Pines High School, Nampa ID
Club: Treasure Valley Juniors 17 Navy

Video from our last tournament: https://www.hudl.com/video/3/61830245/2b4c6d8e0f1a3c5e7a9b1d3f

Thank you,
Marisol
208-555-0131`,
};

const juniorWithYear: Original = {
  from: "Tessa Lindqvist <tlindqvist2028@outlook.com>",
  to: "nokonkwo@tamarackstate.edu",
  date: "2026-11-10 17:05:00 -07:00",
  subject: "Prospective middle blocker",
  text: `Dear Coach Okonkwo,

My name is Tessa Lindqvist. I am a junior this 2026-27 school year at Boulder Flats High School in Longmont, Colorado, and I play middle for Front Range Elite 17 Black. My older sister (class of 2025) plays at a D3 school in Minnesota, so I have heard a lot about the recruiting process from her!

I'm 5 ft 10 and my GPA is 3.92 on a 4.0 scale. I would love to visit Tamarack State this spring.

Highlights: https://youtu.be/Tl7mB2kQx9w

Sincerely,
Tessa Lindqvist
Cell 720-555-0144`,
};

const reclassified: Original = {
  from: "Jordyn Abernethy-Price <jordyn.ap@icloud.com>",
  to: "nokonkwo@tamarackstate.edu",
  date: "2026-11-04 21:30:00 -06:00",
  subject: "Update: I reclassified to 2027",
  text: `Coach,

Quick update since my email in September - I reclassified from 2028 to 2027, so I'll be graduating with the class of 2027 now. Everything else is the same:

Position: OH / RS
Height: 5-10
GPA: 3.6
School: Sandhill Prairie High School, Norman, OK
Club: Oklahoma Storm 17 Elite

Phones - mine: 405-555-0152, mom's: 405-555-0153

Thanks!
Jordyn`,
};

const yearEarly: Original = {
  from: "Priyanka Venkataraman <pvenkat.sb@gmail.com>",
  to: "lbrandt@tamarackstate.edu",
  date: "2026-11-12 19:12:00 -05:00",
  subject: "Catcher graduating early - Priyanka Venkataraman",
  text: `Hello Coach Brandt,

I'm a catcher at Fairhaven Mills High School in Columbus, Ohio. I was originally class of 2028 but I'm graduating a year early, in June 2027, so I'm looking for a program that would have me in the fall of 2027.

I'm 5'5", I throw right and hit left, and my pop time is 1.95. GPA 3.77 unweighted.
Travel ball: Ohio Lightning 18U Gold

https://www.youtube.com/watch?v=Pv8cT3nQr1L

Priyanka Venkataraman
614.555.0158`,
};

const questionnaireQuestions: Original = {
  from: "Ngozi Okonkwo <nokonkwo@tamarackstate.edu>",
  to: "Hallie Brookshire <hbrookshire09@yahoo.com>",
  date: "2026-11-05 10:00:00 -07:00",
  subject: "Re: setter from Spokane",
  text: `Hallie, thanks for reaching out. Could you answer these for me?

1. Graduation year
2. Position(s)
3. Height
4. High school
5. Club team
6. Cell number
7. Intended major
8. GPA (unweighted)

Coach Okonkwo`,
};

const numberedAnswers: Original = {
  from: "Hallie Brookshire <hbrookshire09@yahoo.com>",
  to: "nokonkwo@tamarackstate.edu",
  date: "2026-11-06 18:20:00 -08:00",
  subject: "Re: setter from Spokane",
  ...compose(
    `Hi Coach! Here are my answers:

1. 2028
2. Setter
3. 5'9"
4. Lilac Bluff High School
5. Inland NW 16 Red
6. 509-555-0161
7. Kinesiology
8. 3.71

Thank you so much for getting back to me!
Hallie Brookshire`,
    quotedReply("yahoo", questionnaireQuestions),
    "plain",
  ),
};

const dutchMetres: Original = {
  from: "Femke van Oosterhout <femke.vanoosterhout@gmail.com>",
  to: "nokonkwo@tamarackstate.edu",
  date: "2026-11-08 14:02:00 +01:00",
  subject: "Dutch opposite looking at US college volleyball",
  text: `Dear Coach Okonkwo,

I am Femke van Oosterhout from Utrecht, the Netherlands. I play opposite for VC Domstad Dames 1 in the Topdivisie. I am 1,83 m tall and I finish VWO (pre-university secondary school) with my final exams in 2027.

My grade average is 7,8 out of 10, which my school counsellor says is strong for the Dutch system.

Match video: https://www.youtube.com/watch?v=Fo4nVd8Kz2P

Kind regards,
Femke van Oosterhout`,
};

const germanAbitur: Original = {
  from: "Lea Hoffmeister <lea.hoffmeister@gmail.com>",
  to: "ifairweather@sablecreek.edu",
  date: "2026-11-14 11:30:00 +01:00",
  subject: "Basketball Stipendium - Lea Hoffmeister, Abitur 2028",
  text: `Sehr geehrte Frau Fairweather,

mein Name ist Lea Hoffmeister, ich spiele Point Guard bei den TSV Auenwald Panthers (U18 Bundesliga) und besuche das Schiller-Gymnasium in Heilbronn. Mein Abitur mache ich 2028.

Ich bin 178 cm groß, mein Notendurchschnitt liegt bei 1,7. Unsere Mannschaft wurde 2025 deutscher U16-Vizemeister.

Highlights: https://www.youtube.com/watch?v=Lh2rB8sVx4Q

Mit freundlichen Grüßen
Lea Hoffmeister
+49 151 5550 1187`,
};

const outOfFive: Original = {
  from: "Savannah Okafor-Reyes <savannah.okaforreyes@gmail.com>",
  to: "ifairweather@sablecreek.edu",
  date: "2026-11-11 22:14:00 -05:00",
  subject: "2028 wing - academics + film",
  text: `Coach Fairweather,

I'm a 2028 wing at Brookmere Academy in Lancaster, PA and I play AAU for Keystone Flight 16U. Academics are a big part of why Sable Creek is on my list:

GPA 4.6 out of 5.0 (weighted) | SAT 1340 | ACT 29

I'm 5'11" and averaged 14 points and 7 boards last season.

Film: https://www.hudl.com/video/3/70214388/4e6f8a0b2c4d6e8f0a2b4c6d

Savannah Okafor-Reyes
717-555-0166`,
};

const percentAverage: Original = {
  from: "Camila Ferraz <camila.ferraz.vb@hotmail.example>",
  to: "nokonkwo@tamarackstate.edu",
  date: "2026-11-09 09:45:00 -03:00",
  subject: "Ponteira brasileira - Camila Ferraz",
  text: `Hello Coach,

I am Camila Ferraz, an outside hitter from Curitiba, Brazil, playing for Clube Araucária Sub-19. I finish ensino médio at Colégio Estadual Água Verde in December 2027.

Height: 1,80 m
My school average is 8,9 out of 10 (about 89 out of 100).
Instagram for contact: @camiferraz.vb

Video: https://www.youtube.com/watch?v=Cf9rT3mWp6E

Thank you,
Camila`,
};

const reachAndTouch: Original = {
  from: "Aubrey Castellanos <aubreycastellanos28@gmail.com>",
  to: "nokonkwo@tamarackstate.edu",
  date: "2026-11-18 21:02:00 -07:00",
  subject: "MB 2028 | 9'10\" approach",
  text: `Coach Okonkwo,

Measurements from the Desert Sky combine last weekend:
Standing reach 8'2"
Approach touch 9'10"
Block touch 9'5"
Ht 5-11 (barefoot)

I'm a middle at Saguaro Wash High School in Tucson and play for Sonoran Heat 17 Elite. 3.65 GPA.

aubrey castellanos 28 at gmail dot com also works for google docs, or text me at 520 555 0171.

Aubrey Castellanos
Class of 2028`,
};

const teamGpaFirst: Original = {
  from: "Riley Montgomery-Sato <rileyms.softball@gmail.com>",
  to: "lbrandt@tamarackstate.edu",
  date: "2026-11-15 20:30:00 -06:00",
  subject: "Academic all-state SS, 2028",
  text: `Coach Brandt,

Our varsity team at Cedar Hollow High School had a 3.41 team GPA last spring and won the state academic award, and I'm proud to say my own GPA is 3.94 unweighted.

I'm a 2028 shortstop, 5'7", and I play summer ball with Lone Star Blaze 16U - Hendricks. I live in Round Rock, Texas.

Skills video: https://youtu.be/Rm5sS8bQw2T

Riley Montgomery-Sato
(512) 555-0174`,
};

const brotherClass: Original = {
  from: "Keziah Nwachukwu <keziah.nwachukwu@icloud.com>",
  to: "ifairweather@sablecreek.edu",
  date: "2026-11-07 19:40:00 -05:00",
  subject: "Guard from Harrisburg - class of 2029",
  text: `Hi Coach Fairweather,

I'm Keziah Nwachukwu, a point guard in the class of 2029 at Susquehanna Ridge High School in Harrisburg, PA. My brother Obi (class of 2026) plays at Sable Creek on the men's side, so I've been to a lot of your games!

I'm 5'8", I have a 3.89 GPA, and I play AAU with Capital City Stars 15U.

My highlights: https://www.youtube.com/shorts/Kn3wC7xBv5Q

Thank you,
Keziah
717.555.0177 (my cell)`,
};

const rhpSatAct: Original = {
  from: "Dana Whitcombe <dana.whitcombe@yahoo.com>",
  to: "lbrandt@tamarackstate.edu",
  date: "2026-11-13 21:55:00 -06:00",
  subject: "'28 RHP - Addison Whitcombe",
  text: `Coach Brandt,

I'm writing from my mom's email because mine keeps going to spam. I'm a '28 RHP from Ames, Iowa (Prairie Oak High School), I pitch for Iowa Prime 16U Platinum and I'm 5'7".

Pitches: fastball 58-60, drop, change, rise.
Academics: 3.5 GPA / ACT 27 / SAT 1250

Video: https://www.youtube.com/watch?v=Aw8hT4cRr7D

Addison Whitcombe
m. 515-555-0181
addisonwhitcombe28@gmail.com`,
};

const yearTwelve: Original = {
  from: "Isla Marchetti-Burns <isla.marchettiburns@gmail.com>",
  to: "lbrandt@tamarackstate.edu",
  date: "2026-11-03 16:10:00 +00:00",
  subject: "UK pitcher interested in Tamarack State",
  text: `Dear Coach Brandt,

I'm Isla, a left-handed pitcher from Reading, England. I'm in Year 12 at Kennet Vale School and will finish my A-levels in June 2028, so I'm hoping to start college that August. I pitch for the Thames Valley Vipers and the GB U18 squad.

I'm 1.75 m, predicted grades A*AA (Maths, Physics, PE).

Pitching video: https://vimeo.com/914227305

Thanks,
Isla Marchetti-Burns`,
};

const coTwentyNine: Original = {
  from: "Noor Haddad <noorhaddad29@gmail.com>",
  to: "nokonkwo@tamarackstate.edu",
  date: "2026-11-19 18:25:00 -08:00",
  subject: "c/o '29 setter | Noor Haddad",
  text: `hi coach!

im noor, a c/o 29 setter at mission crest hs in fresno ca. i play club for central valley juniors 15 gold

height 5'10.5"
gpa 4.0 uw
phones (mine) 559-555-0184 / mom's 559-555-0185

https://www.hudl.com/video/3/83306127/6a8c0e2f4b6d8f0a2c4e6a8c

thank u!!
noor`,
};

const spanishPreparatoria: Original = {
  from: "Ximena Garza Treviño <ximena.garzat@gmail.com>",
  to: "ifairweather@sablecreek.edu",
  date: "2026-11-06 20:00:00 -06:00",
  subject: "Base de Monterrey, generación 2027",
  text: `Estimada entrenadora Fairweather:

Me llamo Ximena Garza Treviño, juego de base con Fuerza Regia Femenil Sub-18 y estudio en el Colegio Sierra Madre de Monterrey, Nuevo León. Termino la preparatoria en mayo de 2027.

Mido 1,70 m y mi promedio es 9,4 de 10.

Video: https://www.youtube.com/watch?v=Xg6tP2mRb9K

Mi mamá, Lorena Treviño, habla inglés y puede contestar cualquier pregunta: lorena.trevino@gmail.com

Saludos,
Ximena`,
};

// ---------------------------------------------------------------------------------------------------------------
// Parents
// ---------------------------------------------------------------------------------------------------------------

const motherDadsHeight: Original = {
  from: "Rochelle Beaumont <rochelle.beaumont@outlook.com>",
  to: "nokonkwo@tamarackstate.edu",
  date: "2026-11-17 12:15:00 -07:00",
  subject: "Kayla Beaumont - 2028 right side",
  text: `Hello Coach Okonkwo,

I'm reaching out for my daughter Kayla Beaumont, a 2028 right side at Juniper Canyon High School in Twin Falls. Her dad is 6'4" and she's 5'11" already and still growing, I think! She plays for Magic Valley 16 Elite.

She carries a 3.82 unweighted GPA (4.1 weighted).

Kayla's cell: 208-555-0187
Her email: kaylabeaumont28@gmail.com

Rochelle Beaumont
208-555-0188`,
};

const fatherNumbers: Original = {
  from: "Gideon Marsh <gmarsh@marshlandsurvey.example>",
  to: "lbrandt@tamarackstate.edu",
  date: "2026-11-08 07:50:00 -05:00",
  subject: "My daughter Wren - 2027 center fielder",
  text: `Coach Brandt,

My daughter Wren Marsh is a 2027 center fielder at Lakeshore Pines High School in Traverse City, Michigan. She plays for the Michigan Mayhem 18U - Kowalski. She's 5 foot 6, runs a 2.9 home to first, and has a 3.58 GPA.

Her email is wren.marsh27@gmail.com. Numbers: 231-555-0191 (mine), 231-555-0192 (hers) - she is better at answering texts than I am.

Video: https://www.hudl.com/video/3/55430982/9c1e3a5b7d9f1b3d5f7a9c1e

Gideon Marsh
Marshland Survey Co.`,
};

// ---------------------------------------------------------------------------------------------------------------
// Coaches
// ---------------------------------------------------------------------------------------------------------------

const clubCoachOne: Original = {
  from: "Terrence Obi <tobi@gemstatevbc.example>",
  to: "nokonkwo@tamarackstate.edu",
  date: "2026-11-20 08:30:00 -07:00",
  subject: "Gem State 17 Red - Anneliese Kraus (2027 DS)",
  text: `Coach,

Wanted to put Anneliese Kraus on your radar. She's a 2027 DS/libero on my Gem State 17 Red team and one of the best passers I've coached. We'll be at the 2027 Las Vegas Classic in February.

5'5" | 3.75 GPA (unweighted) | Eagle Ridge High School, Meridian ID

Player contact: anneliesekraus27@gmail.com / 208-555-0194

Terrence Obi
Director, Gem State Volleyball Club
208-555-0195 (club office)`,
};

const hsCoachGradeEleven: Original = {
  from: "Marguerite Lachance <mlachance@riverbendss.example>",
  to: "ifairweather@sablecreek.edu",
  date: "2026-11-05 15:40:00 -05:00",
  subject: "Recommending Maya Tremblay-Osei",
  text: `Dear Coach Fairweather,

I coach the senior girls basketball team at Riverbend Secondary School in Ottawa, Ontario, and I'd like to recommend Maya Tremblay-Osei, who is in grade 11 this year and will graduate with our class of 2028. Maya is a 5 ft 9 in forward who also plays for Ottawa Shamrocks U17.

Our school's average is around a 3.1 GPA; Maya's is 3.88 and she is on the honour roll every term.

You can reach Maya directly at maya.tremblayosei@gmail.com or 613-555-0197.

Marguerite Lachance
Head Coach, Senior Girls Basketball
Riverbend Secondary School
613-555-0198`,
};

const directorForwardsNote: Original = {
  from: "Colleen Fairbanks <colleen@peakcityvolleyball.example>",
  to: "nokonkwo@tamarackstate.edu",
  date: "2026-11-21 09:10:00 -07:00",
  subject: "Fwd: from Sage",
  ...compose(
    `Coach O - passing along a note from one of my 16s. Sage is a gym rat and it shows.

Colleen Fairbanks
Club Director, Peak City Volleyball
406-555-0101`,
    forwardedBlock("outlook-live", {
      from: "Sage Holloway-Cruz <sagehollowaycruz@gmail.com>",
      to: "colleen@peakcityvolleyball.example",
      date: "2026-11-20 20:45:00 -07:00",
      subject: "from Sage",
      text: `Hi Colleen, could you send this to the Tamarack State coach?

Sage Holloway-Cruz - grad '28 - OH
Peak City 16 Black
Bozeman Trail High School, Bozeman MT
5-9, 3.67 GPA
406-555-0112

https://www.hudl.com/video/3/47719203/3d5f7b9d1f3b5d7f9b1d3f5b

Thanks!!`,
    }),
    "outlook",
  ),
};

// ---------------------------------------------------------------------------------------------------------------
// Look-alikes full of numbers that introduce nobody
// ---------------------------------------------------------------------------------------------------------------

const combineResults: Original = {
  from: "Desert Sky Combine <results@desertskycombine.example>",
  to: "nokonkwo@tamarackstate.edu",
  date: "2026-11-16 06:00:00 -07:00",
  subject: "Desert Sky Combine - November measurables",
  text: `Desert Sky Combine - November 14, 2026 measurables

Top approach touches:
1. Aubrey Castellanos (2028, MB) - 5-11, reach 8'2", approach 9'10"
2. Delfina Ortiz (2027, OH) - 6-0, reach 8'0", approach 9'8"
3. Harper Yoon (2029, RS) - 5-10, reach 7'11", approach 9'6"

Full results and video for subscribers at desertskycombine.example/results.

Next combine: January 9, 2027, Phoenix.`,
};

const clubTeamGpaNews: Original = {
  from: "Treasure Valley Juniors <news@tvjuniors.example>",
  to: "nokonkwo@tamarackstate.edu",
  date: "2026-11-12 10:00:00 -07:00",
  subject: "TVJ November Newsletter: academic honors",
  text: `TREASURE VALLEY JUNIORS - NOVEMBER NEWS

Academic honors: our 17 Navy team posted a 3.74 team GPA, the highest in the club! Our 16s were close behind at 3.69.

Congratulations to the Class of 2027 on 11 college commitments so far.

Tryouts for the 2027 season: December 6-7 at the Nampa Fieldhouse. 12s-18s, register at tvjuniors.example/tryouts.

Questions? 208-555-0116`,
};

const campMeasurements: Original = {
  from: "Tamarack State Volleyball Camps <camps@tamarackstate.edu>",
  to: "nokonkwo@tamarackstate.edu",
  date: "2026-11-02 09:00:00 -07:00",
  subject: "Reminder: Winter Prospect Camp - what to bring",
  text: `Campers,

The Winter Prospect Camp is Saturday, December 12. Check-in opens at 8:00 am.

We will measure height, standing reach, approach touch and block touch for every camper at check-in. Please bring knee pads, court shoes, a water bottle and your signed waiver.

Campers in the class of 2027, 2028 and 2029 are welcome. Questions: 208-555-0119.

Tamarack State Volleyball`,
};

const serviceBlast: Original = {
  from: "CollegeBound Athletics <alerts@collegeboundathletics.example>",
  to: "lbrandt@tamarackstate.edu",
  date: "2026-11-18 05:30:00 -05:00",
  subject: "3 uncommitted 2028 pitchers with 3.9+ GPAs",
  text: `Coach, this week's academic arms:

- Lainey Struthers, 2028 RHP, 5'9", 3.96 GPA, Des Moines IA
- Paloma Ruiz, 2028 LHP, 5'6", 4.0 GPA, Tulsa OK
- Sadie Brenner, 2028 RHP, 5'10", 3.92 GPA, Wichita KS

Full profiles and video with your CollegeBound Pro subscription.

Unsubscribe: collegeboundathletics.example/unsubscribe`,
};

const questionnaireTemplate: Original = {
  from: "Lukas Brandt <lbrandt@tamarackstate.edu>",
  to: "Softball Staff <softballstaff@tamarackstate.edu>",
  date: "2026-11-01 13:00:00 -05:00",
  subject: "Draft: new recruit questionnaire",
  text: `Staff - draft of the new questionnaire for the website, let me know what to change.

Name:
Graduation year (class of):
Height (ft/in):
GPA (unweighted / weighted):
SAT / ACT:
Player cell:
Parent/guardian cell:
Travel team and coach:

Lukas`,
};

const complianceGpa: Original = {
  from: "Compliance Office <compliance@tamarackstate.edu>",
  to: "nokonkwo@tamarackstate.edu",
  date: "2026-11-09 11:20:00 -07:00",
  subject: "Official visits: academic documents reminder",
  text: `Coaches,

Reminder that before an official visit each prospect must have on file a transcript showing at least a 2.3 core GPA and, for 2027 graduates, their NCAA Eligibility Center ID.

Please send transcripts to compliance@tamarackstate.edu at least 5 business days before the visit.

Office of Athletics Compliance
208-555-0120`,
};

const verticalVendor: Original = {
  from: "JumpLab Training <hello@jumplab.example>",
  to: "nokonkwo@tamarackstate.edu",
  date: "2026-11-14 08:00:00 -05:00",
  subject: "Add 4 inches to your hitters' approach touch",
  text: `Coach,

Our 8-week JumpLab program took athletes from an average approach touch of 9'4" to 9'8". A 5'9" outside in our pilot gained 5 inches.

Team pricing starts at $19 per athlete. Book a demo: jumplab.example/demo or call 555-0123.

The JumpLab Team`,
};

const honourRoll: Original = {
  from: "Riverbend Secondary School <news@riverbendss.example>",
  to: "ifairweather@sablecreek.edu",
  date: "2026-11-20 12:00:00 -05:00",
  subject: "Riverbend Athletics: fall honour roll",
  text: `Riverbend Secondary School Athletics - Fall Honour Roll

Our student-athletes averaged a 3.42 GPA this term, up from 3.31 last year.

Senior girls basketball: Maya Tremblay-Osei (grade 11), Ruth Adjei (grade 12), Chloe Bergeron (grade 10)
Senior boys volleyball: Daniel Mensah (grade 12), Owen Kiplagat (grade 11)

Congratulations to all! Go Rapids!`,
};

const parentCampQuestion: Original = {
  from: "Heather Lindqvist <heather.lindqvist@outlook.com>",
  to: "nokonkwo@tamarackstate.edu",
  date: "2026-11-19 08:30:00 -07:00",
  subject: "Camp question",
  text: `Hi Coach,

Do you have any camps in the summer of 2027 open to all ages, or is it only for players in the class of 2028 and older? Also, is the $180 fee per day or for the whole camp?

Thank you,
Heather Lindqvist
720-555-0145`,
};

export const EIGHTEENTH_VOICE: readonly CorpusEntry[] = [
  {
    name: "v18-athlete-co-apostrophe-uw-w-gmail",
    family: "v18-athlete-marisol-quintanilla",
    tags: ["fwd:gmail", "lang:en", "sport:volleyball", "grad:c-o-apostrophe", "gpa:both", "trap:tournament-year"],
    label: recruiting("athlete", {
      first_name: "Marisol", last_name: "Quintanilla", grad_year: 2027, positions: ["L/DS"], height_inches: 66, club_team: "Treasure Valley Juniors 17 Navy",
      high_school: "Ridgeview Pines High School", city: "Nampa", state: "ID", gpa: 3.8, email: "marisolq.vb@gmail.com", phone: "+12085550131",
      video_urls: ["https://www.hudl.com/video/3/61830245/2b4c6d8e0f1a3c5e7a9b1d3f"],
    }),
    message: fwd("gmail", OKONKWO, "2026-11-17 08:00:00 -07:00", coApostrophe),
  },
  {
    name: "v18-athlete-junior-school-year-outlook-live",
    family: "v18-athlete-tessa-lindqvist",
    tags: ["fwd:outlook-live", "lang:en", "sport:volleyball", "grad:junior-with-year", "trap:sibling-year", "height:ft"],
    label: recruiting("athlete", {
      first_name: "Tessa", last_name: "Lindqvist", grad_year: 2028, positions: ["MB"], height_inches: 70, club_team: "Front Range Elite 17 Black",
      high_school: "Boulder Flats High School", city: "Longmont", state: "CO", gpa: 3.92, email: "tlindqvist2028@outlook.com", phone: "+17205550144",
      video_urls: ["https://youtu.be/Tl7mB2kQx9w"],
    }),
    message: fwd("outlook-live", OKONKWO, "2026-11-11 08:30:00 -07:00", juniorWithYear),
  },
  {
    name: "v18-athlete-reclassified-mine-moms-apple-mac",
    family: "v18-athlete-jordyn-abernethy-price",
    tags: ["fwd:apple-mac", "lang:en", "sport:volleyball", "grad:reclassified", "height:dash", "phone:mine-moms"],
    label: recruiting("athlete", {
      first_name: "Jordyn", last_name: "Abernethy-Price", grad_year: 2027, positions: ["OH", "RS/OPP"], height_inches: 70, club_team: "Oklahoma Storm 17 Elite",
      high_school: "Sandhill Prairie High School", city: "Norman", state: "OK", gpa: 3.6, email: "jordyn.ap@icloud.com", phone: "+14055550152",
    }),
    message: fwd("apple-mac", OKONKWO, "2026-11-05 07:40:00 -07:00", reclassified),
  },
  {
    name: "v18-athlete-year-early-outlook-2019",
    family: "v18-athlete-priyanka-venkataraman",
    tags: ["fwd:outlook-2019", "lang:en", "sport:softball", "grad:year-early"],
    label: recruiting("athlete", {
      first_name: "Priyanka", last_name: "Venkataraman", grad_year: 2027, positions: ["C"], height_inches: 65, club_team: "Ohio Lightning 18U Gold",
      high_school: "Fairhaven Mills High School", city: "Columbus", state: "OH", gpa: 3.77, email: "pvenkat.sb@gmail.com", phone: "+16145550158",
      video_urls: ["https://www.youtube.com/watch?v=Pv8cT3nQr1L"],
    }),
    message: fwd("outlook-2019", BRANDT, "2026-11-13 08:15:00 -05:00", yearEarly),
  },
  {
    name: "v18-athlete-numbered-answers-yahoo-reply",
    family: "v18-athlete-hallie-brookshire",
    tags: ["fwd:gmail", "lang:en", "sport:volleyball", "reply:yahoo", "gpa:numbered-answer", "trap:coach-questions"],
    label: recruiting("athlete", {
      first_name: "Hallie", last_name: "Brookshire", grad_year: 2028, positions: ["S"], height_inches: 69, club_team: "Inland NW 16 Red",
      high_school: "Lilac Bluff High School", city: "Spokane", gpa: 3.71, email: "hbrookshire09@yahoo.com", phone: "+15095550161",
    }),
    message: fwd("gmail", OKONKWO, "2026-11-07 07:30:00 -07:00", numberedAnswers),
  },
  {
    name: "v18-athlete-dutch-metres-gmail-de",
    family: "v18-athlete-femke-van-oosterhout",
    tags: ["fwd:gmail-de", "lang:en", "sport:volleyball", "country:NL", "height:metres-comma", "gpa:foreign-scale"],
    label: recruiting("athlete", {
      first_name: "Femke", last_name: "van Oosterhout", grad_year: 2027, positions: ["RS/OPP"], height_inches: 72, club_team: "VC Domstad Dames 1",
      city: "Utrecht", email: "femke.vanoosterhout@gmail.com",
      video_urls: ["https://www.youtube.com/watch?v=Fo4nVd8Kz2P"],
    }),
    message: fwd("gmail-de", OKONKWO, "2026-11-08 09:00:00 -07:00", dutchMetres),
  },
  {
    name: "v18-athlete-abitur-cm-outlook-de",
    family: "v18-athlete-lea-hoffmeister",
    tags: ["fwd:outlook-de", "lang:de", "sport:basketball", "country:DE", "height:cm", "gpa:foreign-scale", "trap:team-year"],
    label: recruiting("athlete", {
      first_name: "Lea", last_name: "Hoffmeister", grad_year: 2028, positions: ["point guard"], height_inches: 70.1, club_team: "TSV Auenwald Panthers",
      high_school: "Schiller-Gymnasium", city: "Heilbronn", email: "lea.hoffmeister@gmail.com", phone: "+4915155501187",
      video_urls: ["https://www.youtube.com/watch?v=Lh2rB8sVx4Q"],
    }),
    message: fwd("outlook-de", FAIRWEATHER, "2026-11-14 08:00:00 -05:00", germanAbitur),
  },
  {
    name: "v18-athlete-out-of-five-sat-act-thunderbird",
    family: "v18-athlete-savannah-okafor-reyes",
    tags: ["fwd:thunderbird", "lang:en", "sport:basketball", "gpa:out-of-five", "gpa:beside-sat-act"],
    label: recruiting("athlete", {
      first_name: "Savannah", last_name: "Okafor-Reyes", grad_year: 2028, positions: ["wing"], height_inches: 71, club_team: "Keystone Flight 16U",
      high_school: "Brookmere Academy", city: "Lancaster", state: "PA", gpa: 4.6, email: "savannah.okaforreyes@gmail.com", phone: "+17175550166",
      video_urls: ["https://www.hudl.com/video/3/70214388/4e6f8a0b2c4d6e8f0a2b4c6d"],
    }),
    message: fwd("thunderbird", FAIRWEATHER, "2026-11-12 08:00:00 -05:00", outOfFive),
  },
  {
    name: "v18-athlete-brazil-average-gmail-pt",
    family: "v18-athlete-camila-ferraz",
    tags: ["fwd:gmail-pt", "lang:en", "sport:volleyball", "country:BR", "height:metres-comma", "gpa:out-of-100", "no-email-in-body"],
    label: recruiting("athlete", {
      first_name: "Camila", last_name: "Ferraz", grad_year: 2027, positions: ["OH"], height_inches: 70.9, club_team: "Clube Araucária Sub-19",
      high_school: "Colégio Estadual Água Verde", city: "Curitiba", email: "camila.ferraz.vb@hotmail.example",
      video_urls: ["https://www.youtube.com/watch?v=Cf9rT3mWp6E"],
    }),
    message: fwd("gmail-pt", OKONKWO, "2026-11-09 10:00:00 -07:00", percentAverage),
  },
  {
    name: "v18-athlete-reach-touch-spelled-email-apple-ios",
    family: "v18-athlete-aubrey-castellanos",
    tags: ["fwd:apple-ios", "lang:en", "sport:volleyball", "trap:reach-touch", "email:spelled-out", "phone:spaces"],
    label: recruiting("athlete", {
      first_name: "Aubrey", last_name: "Castellanos", grad_year: 2028, positions: ["MB"], height_inches: 71, club_team: "Sonoran Heat 17 Elite",
      high_school: "Saguaro Wash High School", city: "Tucson", gpa: 3.65, email: "aubreycastellanos28@gmail.com", phone: "+15205550171",
    }),
    message: fwd("apple-ios", OKONKWO, "2026-11-19 07:00:00 -07:00", reachAndTouch),
  },
  {
    name: "v18-athlete-team-gpa-first-outlook-new",
    family: "v18-athlete-riley-montgomery-sato",
    tags: ["fwd:outlook-new", "lang:en", "sport:softball", "trap:team-gpa"],
    label: recruiting("athlete", {
      first_name: "Riley", last_name: "Montgomery-Sato", grad_year: 2028, positions: ["SS"], height_inches: 67, club_team: "Lone Star Blaze 16U - Hendricks",
      high_school: "Cedar Hollow High School", city: "Round Rock", state: "TX", gpa: 3.94, email: "rileyms.softball@gmail.com", phone: "+15125550174",
      video_urls: ["https://youtu.be/Rm5sS8bQw2T"],
    }),
    message: fwd("outlook-new", BRANDT, "2026-11-16 08:00:00 -06:00", teamGpaFirst),
  },
  {
    name: "v18-athlete-brother-class-yahoo",
    family: "v18-athlete-keziah-nwachukwu",
    tags: ["fwd:yahoo", "lang:en", "sport:basketball", "trap:sibling-year", "phone:my-cell"],
    label: recruiting("athlete", {
      first_name: "Keziah", last_name: "Nwachukwu", grad_year: 2029, positions: ["point guard"], height_inches: 68, club_team: "Capital City Stars 15U",
      high_school: "Susquehanna Ridge High School", city: "Harrisburg", state: "PA", gpa: 3.89, email: "keziah.nwachukwu@icloud.com", phone: "+17175550177",
      video_urls: ["https://www.youtube.com/shorts/Kn3wC7xBv5Q"],
    }),
    message: fwd("yahoo", FAIRWEATHER, "2026-11-08 09:00:00 -05:00", brotherClass),
  },
  {
    name: "v18-athlete-moms-account-sat-act-gmail-narrow",
    family: "v18-athlete-addison-whitcombe",
    tags: ["fwd:gmail-narrow", "lang:en", "sport:softball", "trap:parent-account", "gpa:beside-sat-act", "phone:m-dot"],
    label: recruiting("athlete", {
      first_name: "Addison", last_name: "Whitcombe", grad_year: 2028, positions: ["P"], height_inches: 67, club_team: "Iowa Prime 16U Platinum",
      high_school: "Prairie Oak High School", city: "Ames", state: "IA", gpa: 3.5, email: "addisonwhitcombe28@gmail.com", phone: "+15155550181",
      video_urls: ["https://www.youtube.com/watch?v=Aw8hT4cRr7D"],
    }),
    message: fwd("gmail-narrow", BRANDT, "2026-11-14 08:00:00 -06:00", rhpSatAct),
  },
  {
    name: "v18-athlete-year-twelve-a-levels-outlook-mac",
    family: "v18-athlete-isla-marchetti-burns",
    tags: ["fwd:outlook-mac", "lang:en", "sport:softball", "country:GB", "grad:a-levels", "height:metres-dot"],
    label: recruiting("athlete", {
      first_name: "Isla", last_name: "Marchetti-Burns", grad_year: 2028, positions: ["P"], height_inches: 68.9, club_team: "Thames Valley Vipers",
      high_school: "Kennet Vale School", city: "Reading", email: "isla.marchettiburns@gmail.com",
      video_urls: ["https://vimeo.com/914227305"],
    }),
    message: fwd("outlook-mac", BRANDT, "2026-11-03 09:00:00 -06:00", yearTwelve),
  },
  {
    name: "v18-athlete-co-29-lowercase-phones-gmail",
    family: "v18-athlete-noor-haddad",
    tags: ["fwd:gmail", "lang:en", "sport:volleyball", "grad:c-o-short", "height:half", "phone:mine-moms", "lowercase"],
    label: recruiting("athlete", {
      first_name: "Noor", last_name: "Haddad", grad_year: 2029, positions: ["S"], height_inches: 70.5, club_team: "Central Valley Juniors 15 Gold",
      high_school: "Mission Crest HS", city: "Fresno", state: "CA", gpa: 4.0, email: "noorhaddad29@gmail.com", phone: "+15595550184",
      video_urls: ["https://www.hudl.com/video/3/83306127/6a8c0e2f4b6d8f0a2c4e6a8c"],
    }),
    message: fwd("gmail", OKONKWO, "2026-11-20 08:00:00 -07:00", coTwentyNine),
  },
  {
    name: "v18-athlete-preparatoria-mother-email-outlook-es",
    family: "v18-athlete-ximena-garza-trevino",
    tags: ["fwd:outlook-es", "lang:es", "sport:basketball", "country:MX", "height:metres-comma", "gpa:out-of-10", "trap:parent-contact"],
    label: recruiting("athlete", {
      first_name: "Ximena", last_name: "Garza Treviño", grad_year: 2027, positions: ["base"], height_inches: 66.9, club_team: "Fuerza Regia Femenil Sub-18",
      high_school: "Colegio Sierra Madre", city: "Monterrey", email: "ximena.garzat@gmail.com",
      video_urls: ["https://www.youtube.com/watch?v=Xg6tP2mRb9K"],
    }),
    message: fwd("outlook-es", FAIRWEATHER, "2026-11-07 08:00:00 -05:00", spanishPreparatoria),
  },
  {
    name: "v18-parent-dads-height-outlook-live",
    family: "v18-parent-rochelle-beaumont",
    tags: ["fwd:outlook-live", "lang:en", "sport:volleyball", "trap:parent-height", "trap:parent-contact", "gpa:both"],
    label: recruiting("parent", {
      first_name: "Kayla", last_name: "Beaumont", grad_year: 2028, positions: ["RS/OPP"], height_inches: 71, club_team: "Magic Valley 16 Elite",
      high_school: "Juniper Canyon High School", city: "Twin Falls", gpa: 3.82, email: "kaylabeaumont28@gmail.com", phone: "+12085550187",
    }),
    message: fwd("outlook-live", OKONKWO, "2026-11-18 08:00:00 -07:00", motherDadsHeight),
  },
  {
    name: "v18-parent-father-mine-hers-outlook-2013",
    family: "v18-parent-gideon-marsh",
    tags: ["fwd:outlook-2013", "lang:en", "sport:softball", "phone:mine-hers", "height:foot"],
    label: recruiting("parent", {
      first_name: "Wren", last_name: "Marsh", grad_year: 2027, positions: ["OF"], height_inches: 66, club_team: "Michigan Mayhem 18U - Kowalski",
      high_school: "Lakeshore Pines High School", city: "Traverse City", state: "MI", gpa: 3.58, email: "wren.marsh27@gmail.com", phone: "+12315550192",
      video_urls: ["https://www.hudl.com/video/3/55430982/9c1e3a5b7d9f1b3d5f7a9c1e"],
    }),
    message: fwd("outlook-2013", BRANDT, "2026-11-08 09:30:00 -05:00", fatherNumbers),
  },
  {
    name: "v18-club-coach-player-contact-apple-ios",
    family: "v18-club-coach-terrence-obi",
    tags: ["fwd:apple-ios", "lang:en", "sport:volleyball", "trap:club-contact", "trap:tournament-year"],
    label: recruiting("club_coach", {
      first_name: "Anneliese", last_name: "Kraus", grad_year: 2027, positions: ["L/DS"], height_inches: 65, club_team: "Gem State 17 Red",
      high_school: "Eagle Ridge High School", city: "Meridian", state: "ID", gpa: 3.75, email: "anneliesekraus27@gmail.com", phone: "+12085550194",
    }),
    message: fwd("apple-ios", OKONKWO, "2026-11-20 10:00:00 -07:00", clubCoachOne),
  },
  {
    name: "v18-hs-coach-grade-eleven-school-average-outlook-new-nobar",
    family: "v18-hs-coach-marguerite-lachance",
    tags: ["fwd:outlook-new-nobar", "lang:en", "sport:basketball", "grad:grade-11", "trap:school-gpa", "country:CA"],
    label: recruiting("high_school_coach", {
      first_name: "Maya", last_name: "Tremblay-Osei", grad_year: 2028, positions: ["forward"], height_inches: 69, club_team: "Ottawa Shamrocks U17",
      high_school: "Riverbend Secondary School", city: "Ottawa", state: "ON", gpa: 3.88, email: "maya.tremblayosei@gmail.com", phone: "+16135550197",
    }),
    message: fwd("outlook-new-nobar", FAIRWEATHER, "2026-11-06 08:00:00 -05:00", hsCoachGradeEleven),
  },
  {
    name: "v18-club-director-forwards-note-gmail",
    family: "v18-club-director-colleen-fairbanks",
    tags: ["fwd:gmail", "fwd:outlook-live", "nested", "lang:en", "sport:volleyball", "role:external-forwarder", "grad:apostrophe"],
    label: recruiting("club_coach", {
      first_name: "Sage", last_name: "Holloway-Cruz", grad_year: 2028, positions: ["OH"], height_inches: 69, club_team: "Peak City 16 Black",
      high_school: "Bozeman Trail High School", city: "Bozeman", state: "MT", gpa: 3.67, email: "sagehollowaycruz@gmail.com", phone: "+14065550112",
      video_urls: ["https://www.hudl.com/video/3/47719203/3d5f7b9d1f3b5d7f9b1d3f5b"],
    }),
    message: fwd("gmail", OKONKWO, "2026-11-21 10:00:00 -07:00", directorForwardsNote),
  },
  {
    name: "v18-nonrec-combine-measurables",
    family: "v18-nonrec-desert-sky-combine",
    tags: ["direct", "lang:en", "sport:volleyball", "nonrec:event-results"],
    label: notRecruiting("other"),
    message: original(combineResults, "outlook", { headers: bulkMailHeaders("https://desertskycombine.example/unsubscribe") }),
  },
  {
    name: "v18-nonrec-club-team-gpa-newsletter",
    family: "v18-nonrec-tvj-newsletter",
    tags: ["direct", "lang:en", "sport:volleyball", "nonrec:newsletter"],
    label: notRecruiting("club_coach"),
    message: original(clubTeamGpaNews, "gmail", { headers: bulkMailHeaders("https://tvjuniors.example/unsubscribe") }),
  },
  {
    name: "v18-nonrec-camp-measurements-reminder",
    family: "v18-nonrec-tamarack-camps",
    tags: ["direct", "lang:en", "sport:volleyball", "nonrec:camp"],
    label: notRecruiting("other"),
    message: original(campMeasurements, "outlook"),
  },
  {
    name: "v18-nonrec-service-three-pitchers",
    family: "v18-nonrec-collegebound-athletics",
    tags: ["direct", "lang:en", "sport:softball", "nonrec:service-blast"],
    label: notRecruiting("recruiting_service"),
    message: original(serviceBlast, "gmail", { headers: bulkMailHeaders("https://collegeboundathletics.example/unsubscribe") }),
  },
  {
    name: "v18-nonrec-questionnaire-draft",
    family: "v18-nonrec-brandt-questionnaire",
    tags: ["direct", "lang:en", "sport:softball", "nonrec:coach-template"],
    label: notRecruiting("other"),
    message: original(questionnaireTemplate, "outlook"),
  },
  {
    name: "v18-nonrec-compliance-core-gpa",
    family: "v18-nonrec-tamarack-compliance",
    tags: ["direct", "lang:en", "nonrec:compliance"],
    label: notRecruiting("other"),
    message: original(complianceGpa, "outlook"),
  },
  {
    name: "v18-nonrec-vertical-vendor",
    family: "v18-nonrec-jumplab",
    tags: ["direct", "lang:en", "sport:volleyball", "nonrec:vendor"],
    label: notRecruiting("other"),
    message: original(verticalVendor, "gmail", { headers: bulkMailHeaders("https://jumplab.example/unsubscribe") }),
  },
  {
    name: "v18-nonrec-school-honour-roll",
    family: "v18-nonrec-riverbend-news",
    tags: ["direct", "lang:en", "sport:basketball", "nonrec:newsletter"],
    label: notRecruiting("high_school_coach"),
    message: original(honourRoll, "gmail"),
  },
  {
    name: "v18-nonrec-parent-camp-ages",
    family: "v18-nonrec-heather-lindqvist",
    tags: ["direct", "lang:en", "sport:volleyball", "nonrec:parent-question"],
    label: notRecruiting("parent"),
    message: original(parentCampQuestion, "outlook"),
  },
];
