/**
 * A twelfth tuning author, who read none of the other batches' emails: the mail of an ordinary recruiting month, in
 * volleyball, softball and eight other sports, through twenty mail clients and their languages. Athletes who write a
 * pipe header, a stat block, a race-times list, a lowercase run-on, a Portuguese or French letter, a German beach
 * player's English; parents who write in Spanish or attach their daughter's résumé; club and high-school coaches who
 * introduce two to five players in bullets, an HTML table, a pipe table, paragraphs or a Word roster; a hitting
 * instructor, a service's single profile, athletes' later updates with their first email quoted under them; and
 * look-alikes that introduce nobody (a camp ad, a club digest, a service blast, tournament logistics, a compliance
 * notice, spam, an auto-reply, the coach's own template and thank-you, a newspaper roundup, a parent's question, a
 * Spanish tryout notice, vendor and service marketing, a scouting report).
 */
import { notRecruiting, recruiting, severalAthletes, type CorpusEntry } from "../labels.ts";
import type { AttachmentSpec } from "../mime.ts";
import { collegeCoach } from "../people.ts";
import { bulkMailHeaders, compose, forwardedBlock, fwd, original, quotedReply, type Original } from "../wrappers.ts";

const HALVARD = collegeCoach("Ingrid Halvard", "ihalvard@westmere.edu", "ingrid.halvard.r3v7@scout.inboxscout.app", `Ingrid Halvard
Head Volleyball Coach
Westmere University
608-555-0108`);

const RENNER = collegeCoach("Tobias Renner", "trenner@brackenridge.edu", "tobias.renner.k9d2@scout.inboxscout.app", `Tobias Renner
Recruiting Coordinator | Brackenridge College Softball
(479) 555-0110`);

const HADDAD = collegeCoach("Noor Haddad", "nhaddad@elmcourt.edu", "noor.haddad.w5p8@scout.inboxscout.app", `Noor Haddad
Associate Head Coach, Women's Soccer
Elm Court University
804.555.0111`);

const PRYCE = collegeCoach("Callum Pryce", "cpryce@saltmarsh.edu", "callum.pryce.j4x6@scout.inboxscout.app", `Callum Pryce
Assistant Coach, Women's Basketball
Saltmarsh College
912-555-0114`);

const MARCHAND = collegeCoach("Elodie Marchand", "emarchand@kestrelpoint.edu", "elodie.marchand.t2n5@scout.inboxscout.app", `Elodie Marchand
Director of Track & Field and Cross Country
Kestrel Point University
207-555-0116`);

const BRANDT = collegeCoach("Saskia Brandt", "sbrandt@kestrelpoint.edu", "saskia.brandt.h8q3@scout.inboxscout.app", `Saskia Brandt
Head Coach, Field Hockey & Women's Lacrosse
Kestrel Point University
207-555-0119`);

const ALDANA = collegeCoach("Piers Aldana", "paldana@kestrelpoint.edu", "piers.aldana.m6c1@scout.inboxscout.app", `Piers Aldana
Head Coach, Swimming & Diving
Kestrel Point University
207-555-0120`);

const pdf = (filename: string, lines: readonly string[]): AttachmentSpec => ({ kind: "document", format: "pdf", filename, lines });
const docx = (filename: string, lines: readonly string[]): AttachmentSpec => ({ kind: "document", format: "docx", filename, lines });

/** Mail the coach's mailbox received and her filter passed on whole to the address. */
const FILTER_FORWARD = (coach: typeof HALVARD): Array<[string, string]> => [
  ["Delivered-To", coach.scout],
  ["X-Forwarded-To", coach.scout],
  ["X-Forwarded-For", `${coach.address} ${coach.scout}`],
];

// ---------------------------------------------------------------------------------------------------------------
// Athletes
// ---------------------------------------------------------------------------------------------------------------

const okonjoLetter: Original = {
  from: "Tamsin Okonjo <tamsin.okonjo17@gmail.com>",
  to: "ihalvard@westmere.edu",
  date: "2026-11-09 19:48:00 -06:00",
  subject: "2028 OH from Memphis - Tamsin Okonjo",
  text: `Hi Coach Halvard,

My name is Tamsin Okonjo and I'm a junior outside hitter at Germantown Ridge High School in Memphis, Tennessee. I play club for Delta Storm 17 Onyx and we'll be at the Music City Classic the first weekend of January (court assignments come out the week before).

Some numbers:
Height 6'1" / standing reach 8'0" / approach 10'1"
GPA 3.72 unweighted, 4.10 weighted
Intended major: kinesiology

My most recent highlights: https://www.hudl.com/video/3/61928374/5a4b3c2d1e0f9a8b7c6d5e4f

Westmere is high on my list because of your sports science program. I'd be grateful for any feedback on my film.

Thank you,
Tamsin Okonjo
Class of 2028
(901) 555-0126`,
};

const quinteroPipeHeader: Original = {
  from: "Marisol Quintero <mquintero.setter@outlook.com>",
  to: "ihalvard@westmere.edu",
  date: "2026-11-03 21:15:00 -06:00",
  subject: "Setter | 2029 | Alamo Heat 16 Black",
  text: `Marisol Quintero | 2029 | S | 5'8" | Alamo Heat 16 Black | Brackett Creek HS | San Antonio, TX

Coach Halvard,

I run a 5-1 for Alamo Heat and I also set for my high school varsity as a sophomore. I'm writing because a teammate's older sister plays for you and says great things about the gym.

My grades are good (3.9 GPA) and I'm in the engineering academy at school.

Setting video (fall 2026): https://youtu.be/Mq7Set29Hb4

Cell: 210.555.0131

Gracias,
Marisol`,
};

const vasquezDoylePitcher: Original = {
  from: "Harper Vasquez-Doyle <harper.vasquezdoyle@icloud.com>",
  to: "trenner@brackenridge.edu",
  date: "2026-11-18 17:02:00 -05:00",
  subject: "LHP Class of 2028 – schedule for December",
  text: `Coach Renner,

I'm Harper Vasquez-Doyle, a left-handed pitcher in the class of 2028. I throw for Peach State Sparks 16U - Tillman in the fall and for Cherokee Bluff Crossing HS in the spring (Gainesville, GA).

I'm 5'9" and my fastball sits 58-60; I also throw a drop, a curve and a change. My GPA is 3.64 and I took the PSAT this fall.

We play at the Gobbler Classic in Marietta on Dec 5-7. Our schedule:
Fri 12/5 – 3:30 pm field 4
Sat 12/6 – 9:00 am field 2, 1:00 pm field 6
(bracket Sunday)

Pitching film: https://www.youtube.com/watch?v=Hv2Ld8Pz4Qw
Hitting film: https://www.youtube.com/watch?v=Hv2Bt6Kx1Rm

Thank you for your time,
Harper Vasquez-Doyle
harper.vasquezdoyle@icloud.com | 770-555-0134`,
};

const achterbergBlock: Original = {
  from: "Bailey Achterberg <bachterberg28@yahoo.com>",
  to: "trenner@brackenridge.edu",
  date: "2026-10-27 20:30:00 -05:00",
  subject: "Catcher/3B – Bailey Achterberg – 2028",
  text: `Hello Coach Renner!

Thank you for the camp email last week. I wasn't able to come since we had a tournament, but I wanted to introduce myself anyway.

Name: Bailey Achterberg
Grad year: 2028
Positions: C / 3B
Bats/Throws: R/R
Ht/Wt: 5-7 / 150
Travel team: Ozark Thunder 18U Gold (coach Darnell Pruitt)
High school: Bentonville Heights High School
Hometown: Rogers, AR
GPA: 3.81 (ACT 27)
Pop time: 1.88
Video: https://www.youtube.com/watch?v=Ba8Ct3Rx5Nw
Phone: 479-555-0137

Please let me know if there is anything else you need from me.

Bailey`,
};

const bouchardRoyFrench: Original = {
  from: "Maëlle Bouchard-Roy <maelle.bouchardroy@gmail.com>",
  to: "nhaddad@elmcourt.edu",
  date: "2026-11-06 18:22:00 -05:00",
  subject: "Attaquante, finissante 2027 – Maëlle Bouchard-Roy",
  text: `Bonjour Coach Haddad,

Je m'appelle Maëlle Bouchard-Roy. Je finis mon secondaire en juin 2027 au Collège Saint-Viateur-des-Monts, à Laval (Québec), et j'aimerais étudier et jouer au soccer aux États-Unis.

Position : forward
Club : CS Laval-Ouest U17 AAA (14 buts en 18 matchs cette saison)
Taille : 1,70 m
Moyenne générale : 86 %
Vidéo : https://www.youtube.com/watch?v=Mb4Att27Qc9

Téléphone : 450-555-0138

Merci beaucoup de votre temps,
Maëlle`,
};

const fairbanksLacrosse: Original = {
  from: "Odessa Fairbanks <odessa.fairbanks@gmail.com>",
  to: "sbrandt@kestrelpoint.edu",
  date: "2026-11-11 16:40:00 -05:00",
  subject: "Class of 2029 defender – Odessa Fairbanks",
  text: `Coach Brandt,

I hope your fall ball went well. I'm a sophomore defender at Severn Point Academy in Annapolis, Maryland, and I play club for Chesapeake Tide 2029 Blue.

I'm 5'10", left-handed, and I have a 4.0 GPA. I caused 31 turnovers this past spring.

Here is my summer film: https://vimeo.com/912448107
And my recruiting profile: https://www.fieldlevel.example/odessafairbanks

I will be at the Kestrel Point prospect day on January 17.

Odessa Fairbanks
410-555-0141`,
};

const mbathaBellGuard: Original = {
  from: "Kiara Mbatha-Bell <kiara.mb2028@yahoo.com>",
  to: "cpryce@saltmarsh.edu",
  date: "2026-11-13 22:05:00 -05:00",
  subject: "PG - 2028 - 5'9\" - Savannah",
  text: `Coach Pryce,

My name is Kiara Mbatha-Bell. I'm a 5'9" point guard, class of 2028, at Islands Academy High School in Savannah, GA. In the summer I play AAU for Coastal Empire Elite 16U.

This season so far: 14.2 points, 6.1 assists, 2.3 steals a game.
GPA: 3.58

Highlights: https://www.hudl.com/video/3/70011223/b1c2d3e4f5a6b7c8d9e0f1a2

My coach is Ms. Renata Ford (912-555-0143) and my number is 912-555-0144.

Thank you!
Kiara`,
};

const boatengSprinter: Original = {
  from: "Imani Boateng <imani.boateng.runs@gmail.com>",
  to: "emarchand@kestrelpoint.edu",
  date: "2026-10-30 19:10:00 -04:00",
  subject: "Sprinter - 2027 - 11.84 100m",
  text: `Dear Coach Marchand,

I am a senior sprinter at Northgate Commons High School in Columbus, Ohio, and I'm interested in running for Kestrel Point.

Events / PRs:
100m – 11.84
200m – 24.31

I also run indoor for Buckeye Flight Track Club. My GPA is 3.46 and I'd like to study nursing.

Race video (regional 200m final): https://www.youtube.com/watch?v=Ib9Spr27Xk4
Results page: https://www.athletic.example/athlete/imaniboateng

Thank you for your time,
Imani Boateng
Class of 2027
614-555-0146`,
};

const hargreaveSwimmer: Original = {
  from: "Leni Hargreave <leni.hargreave@gmail.com>",
  to: "paldana@kestrelpoint.edu",
  date: "2026-11-16 20:55:00 -08:00",
  subject: "backstroke 2028",
  text: `Hi Coach Aldana,

I'm a junior backstroker (class of 2028) at Tualatin Hills Regional High School in Beaverton, OR, and I swim club for Columbia Current Aquatics.

best times (SCY):
100 back 55.82
200 back 2:01.47
200 im 2:08.90

5'8", GPA 3.93 UW.

Here is my 200 back from sectionals: https://youtu.be/Lh5Bk200Sct

Leni Hargreave
503-555-0149`,
};

const feddersenBeach: Original = {
  from: "Jule Feddersen <jule.feddersen@gmail.com>",
  to: "ihalvard@westmere.edu",
  date: "2026-11-02 21:30:00 +01:00",
  subject: "Beach volleyball – blocker – Abitur 2027",
  text: `Dear Coach Halvard,

my name is Jule Feddersen, I am 17 years old and I live in Kiel, Germany. I play beach volleyball as a blocker, and indoor for Kieler TV 1885 in the winter. I will finish school (Abitur) in summer 2027 at the Max-Planck-Gymnasium in Kiel.

Height: 1,81 m
Block jump: 2,95 m
Best result: 5th place at the German U18 championships with my partner Lotte

I would like to come to the USA for college and play beach volleyball. My English is good (I have a B2 certificate).

Video: https://www.youtube.com/watch?v=Jf3Bch27Kie

Kind regards
Jule Feddersen`,
};

const castellviTableHtml = `<p>Coach, my profile is below. Thank you!</p>
<table border="1" cellpadding="5" cellspacing="0" style="border-collapse:collapse;font-family:Calibri,sans-serif">
<tr><td><b>Name</b></td><td>Nadia Castellvi</td></tr>
<tr><td><b>Class</b></td><td>2028</td></tr>
<tr><td><b>Position</b></td><td>Middle Blocker</td></tr>
<tr><td><b>Height</b></td><td>6'2"</td></tr>
<tr><td><b>Club</b></td><td>Rocky Mountain Rise 17 Black</td></tr>
<tr><td><b>School</b></td><td>Fossil Ridge Summit HS</td></tr>
<tr><td><b>Hometown</b></td><td>Fort Collins, CO</td></tr>
<tr><td><b>GPA</b></td><td>3.67 (UW)</td></tr>
<tr><td><b>Cell</b></td><td>(970) 555-0152</td></tr>
<tr><td><b>Film</b></td><td><a href="https://www.hudl.com/video/3/73456120/c2d3e4f5a6b7c8d9e0f1a2b3">Fall club film</a></td></tr>
</table>
<p>Nadia</p>`;

const castellviTable: Original = {
  from: "Nadia Castellvi <nadia.castellvi@outlook.com>",
  to: "ihalvard@westmere.edu",
  date: "2026-11-08 15:20:00 -07:00",
  subject: "MB 2028 – profile",
  // Outlook's plain-text part of the same message: the table's cells, a tab between the two of each row.
  text: `Coach, my profile is below. Thank you!

Name\tNadia Castellvi
Class\t2028
Position\tMiddle Blocker
Height\t6'2"
Club\tRocky Mountain Rise 17 Black
School\tFossil Ridge Summit HS
Hometown\tFort Collins, CO
GPA\t3.67 (UW)
Cell\t(970) 555-0152
Film\tFall club film <https://www.hudl.com/video/3/73456120/c2d3e4f5a6b7c8d9e0f1a2b3>

Nadia`,
  html: castellviTableHtml,
};

const ashworthFieldHockey: Original = {
  from: "Poppy Ashworth <poppyashworth29@gmail.com>",
  to: "sbrandt@kestrelpoint.edu",
  date: "2026-11-20 07:45:00 -05:00",
  subject: "field hockey - 2029 mid",
  text: `Coach Brandt - quick intro. I'm Poppy Ashworth, a 2029 midfielder at Haverford Glen School (Haverford, PA), club with WC Edge 2029 Elite. 5'4", 3.75 GPA. Clips: https://www.hudl.com/video/3/74120987/d3e4f5a6b7c8d9e0f1a2b3c4 - thanks!

Poppy
484-555-0155`,
};

const tillerFirst: Original = {
  from: "Rhiannon Tiller <rhiannon.tiller@gmail.com>",
  to: "ihalvard@westmere.edu",
  date: "2026-09-20 18:00:00 -05:00",
  subject: "Right side - 2028 - Rhiannon Tiller",
  text: `Coach Halvard,

I'm Rhiannon Tiller, a 5'11" right side hitter in the class of 2028. I play for Heartland Crush 16 Red and for Lincoln Pointe HS in Omaha, NE. My GPA is 3.8.

Summer film: https://www.hudl.com/video/3/75012398/e1f2a3b4c5d6e7f8a9b0c1d2

Thank you,
Rhiannon Tiller
402-555-0158`,
};

const tillerUpdate: Original = {
  from: "Rhiannon Tiller <rhiannon.tiller@gmail.com>",
  to: "ihalvard@westmere.edu",
  date: "2026-11-18 20:12:00 -06:00",
  subject: "Re: Right side - 2028 - Rhiannon Tiller",
  ...compose(
    `Hi Coach Halvard, a quick update since my first email (below):

- I measured 6'0" at our club physicals last week
- My GPA is up to 3.85 after first quarter
- New film from the Thanksgiving tournament: https://www.hudl.com/video/3/75098812/f2a3b4c5d6e7f8a9b0c1d2e3

Hope to see you at the Great Plains Qualifier!
Rhiannon`,
    quotedReply("gmail", tillerFirst),
    "gmail",
  ),
};

const runyonFirst: Original = {
  from: "Sadie Runyon <sadierunyon27@gmail.com>",
  to: "trenner@brackenridge.edu",
  date: "2026-08-14 12:30:00 -05:00",
  subject: "2027 SS/2B Sadie Runyon",
  text: `Coach Renner,

My name is Sadie Runyon and I'm a 2027 shortstop who also plays second. I'm on Heartland Hurricanes 16U this summer and I go to Olathe Meadowlark HS in Olathe, KS.

5'5", 3.5 GPA, 2.8 home to first.

Video: https://www.youtube.com/watch?v=Sr27Ss2bDvx

Sadie Runyon
913-555-0159`,
};

const runyonUpdate: Original = {
  from: "Sadie Runyon <sadierunyon27@gmail.com>",
  to: "trenner@brackenridge.edu",
  date: "2026-11-15 19:40:00 -06:00",
  subject: "Re: 2027 SS/2B Sadie Runyon",
  ...compose(
    `Coach Renner,

Following up on my email from August. I've moved to KC Prairie Storm 18U - Lyle for the spring and summer, so that's where you can find me now. Our first tournament is the Spring Opener in Wichita on March 14.

Still very interested in Brackenridge!

Sadie`,
    quotedReply("apple", runyonFirst),
    "apple",
  ),
};

const ferrazPortuguese: Original = {
  from: "Luana Ferraz <luana.ferraz.vb@gmail.com>",
  to: "ihalvard@westmere.edu",
  date: "2026-11-10 22:10:00 -03:00",
  subject: "Líbero – formatura 2027 – Luana Ferraz",
  text: `Olá, treinadora Halvard,

Meu nome é Luana Ferraz, tenho 17 anos e jogo como líbero no Clube Atlético Serra Azul, na categoria sub-18. Estudo no Colégio Horizonte Azul, em Belo Horizonte, e termino o ensino médio em dezembro de 2027.

Altura: 1,68 m
Média escolar: 8,7
Vídeo: https://www.youtube.com/watch?v=Lf2Lib27Bhz

Meu sonho é estudar e jogar vôlei nos Estados Unidos. Meu e-mail é luana.ferraz.vb@gmail.com.

Obrigada pela atenção,
Luana Ferraz`,
};

const whitcombeFiltered: Original = {
  from: "Zara Whitcombe <zwhitcombe30@gmail.com>",
  to: "ihalvard@westmere.edu",
  date: "2026-11-21 17:35:00 -05:00",
  subject: "Class of 2030 libero - Zara Whitcombe",
  text: `Hello Coach Halvard,

I'm a freshman libero at Mount Hebron Falls High School in Ellicott City, MD, and I play for Patapsco Juniors 15 Navy. I know it's early but I wanted to get on your radar before your summer camps. I'm 5'5" and I have a 4.0 GPA.

Serve receive clips: https://www.youtube.com/shorts/Zw30LibRcv1

Best,
Zara Whitcombe
2030 | Libero
410-555-0161`,
};

const pruettLowercase: Original = {
  from: "jaycee pruett <jayceepruett28@gmail.com>",
  to: "trenner@brackenridge.edu",
  date: "2026-11-19 23:50:00 -06:00",
  subject: "outfielder 2028",
  text: `hi coach renner im jaycee pruett, 2028 cf/lf for texoma thunder 16u gold and sherman oaks ridge hs in sherman tx. 5'6 lefty slapper, 3.4 gpa. my video youtu.be/Jp28Cfslp02 cell 903 555 0163. thank you!!`,
};

const brannaghFirst: Original = {
  from: "Elsie Brannagh <elsie.brannagh@gmail.com>",
  to: "nhaddad@elmcourt.edu",
  date: "2026-09-02 16:00:00 -06:00",
  subject: "2029 outside back - Elsie Brannagh",
  text: `Dear Coach Haddad,

I'm Elsie Brannagh, an outside back in the class of 2029 at Skyline Bench HS in Salt Lake City, UT. I play for Wasatch United 10G Premier.

Height: 5'5"
GPA: 3.7
Film: https://www.youtube.com/watch?v=Eb29Ob1Wsp4

Thank you!
Elsie Brannagh
801-555-0192`,
};

const brannaghUpdate: Original = {
  from: "Elsie Brannagh <elsie.brannagh@gmail.com>",
  to: "nhaddad@elmcourt.edu",
  date: "2026-11-22 18:30:00 -07:00",
  subject: "RE: 2029 outside back - Elsie Brannagh",
  ...compose(
    `Coach Haddad,

An update for my file: our team moved up this fall, so I now play for Wasatch United 10G ECNL. I've also grown to 5'6". New film from our league games: https://www.youtube.com/watch?v=Eb29Up2Ecnl

Thank you,
Elsie`,
    quotedReply("outlook", brannaghFirst),
    "outlook",
  ),
};

// ---------------------------------------------------------------------------------------------------------------
// Parents
// ---------------------------------------------------------------------------------------------------------------

const montalvoSpanishMother: Original = {
  from: "Graciela Montalvo <gracielamontalvo@yahoo.com>",
  to: "ihalvard@westmere.edu",
  date: "2026-11-05 09:15:00 -08:00",
  subject: "Mi hija Valeria Montalvo – opuesta – clase 2028",
  text: `Estimada entrenadora Halvard:

Le escribo para presentarle a mi hija, Valeria Montalvo, jugadora opuesta de la clase 2028. Valeria estudia en Eastlake Summit High School en Chula Vista, California, y juega en el club San Diego Pulse 17 Rojo.

Mide 1,80 m y tiene un promedio de 3.7 (GPA no ponderado).

Su video: https://www.hudl.com/video/3/75566778/e4f5a6b7c8d9e0f1a2b3c4d5

El correo de Valeria es valeria.montalvo28@gmail.com y su celular es (619) 555-0165. Mi número es (619) 555-0166.

Muchas gracias por su atención.

Graciela Montalvo`,
};

const hollenbeckFather: Original = {
  from: "Curtis Hollenbeck <chollenbeck@hollenbeckroofing.example>",
  to: "trenner@brackenridge.edu",
  date: "2026-11-12 06:40:00 -06:00",
  subject: "2029 SS - Addison Hollenbeck",
  text: `Coach Renner,

Curtis Hollenbeck here, dad of Addison, a 2029 shortstop. She plays for Iowa Lightning 16U Premier and for Ankeny Prairie Trail HS (Ankeny, IA).

Addison is 5'6", bats left, runs a 2.9 home-to-first and has a 3.95 GPA. She's been playing short since she was nine, but she'll play anywhere you put her.

Skills video: https://www.youtube.com/watch?v=Ah29Ss4Kpl8
Her contact: addisonhollenbeck29@gmail.com / 515-555-0168

Mine: 515-555-0169 (cell), or at the shop 515-555-0170.

Thanks for considering her,
Curtis Hollenbeck
Hollenbeck Roofing & Gutters`,
};

const LISOWSKI_RESUME = [
  "WIKTORIA LISOWSKI",
  "Goalkeeper | Class of 2028",
  "Height: 5'9\"",
  "Club: Chicago Lakeshore FC 09G ECNL",
  "High School: Glenbrook Willows High School, Glenview, IL",
  "GPA: 3.88 unweighted / 4.3 weighted",
  "Phone: (847) 555-0172",
  "Email: wiktoria.lisowski@gmail.com",
  "Highlights: https://www.youtube.com/watch?v=Wl28Gk3Svs1",
  "Spring 2027: ECNL Showcase, Richmond VA, March 6-8",
];

const lisowskiMother: Original = {
  from: "Renata Lisowski <renata.lisowski@yahoo.com>",
  to: "nhaddad@elmcourt.edu",
  date: "2026-11-04 13:05:00 -06:00",
  subject: "Goalkeeper – class of 2028 – Wiktoria Lisowski",
  text: `Hello Coach Haddad,

My daughter Wiktoria is a goalkeeper in the class of 2028 and she is very interested in Elm Court. Her soccer résumé is attached, with her club schedule for the spring.

Thank you for your time, and please feel free to write to her directly too: wiktoria.lisowski@gmail.com.

Renata Lisowski
(847) 555-0171`,
};

const achebeFather: Original = {
  from: "Desmond Achebe <desmond.achebe@outlook.com>",
  to: "sbrandt@kestrelpoint.edu",
  date: "2026-10-26 20:00:00 -04:00",
  subject: "My daughter Ngozi - 2028 attacker",
  text: `Coach Brandt,

I'm writing on behalf of my daughter Ngozi Achebe, an attacker in the class of 2028 at Chapel Hill Oaks High School in Chapel Hill, NC. She plays summer ball with Triangle Lax 2028 Elite.

Last spring she had 41 goals and 19 assists as a sophomore on varsity. She is 5'7", carries a 3.79 GPA, and is interested in pre-med.

Her highlight film: https://www.hudl.com/video/3/76543210/f5a6b7c8d9e0f1a2b3c4d5e6

You can reach Ngozi at ngozi.achebe28@gmail.com or 919-555-0173. I'm at 919-555-0174.

Respectfully,
Desmond Achebe`,
};

// ---------------------------------------------------------------------------------------------------------------
// Club and high-school coaches, an instructor, a service
// ---------------------------------------------------------------------------------------------------------------

const prairieWindBullets: Original = {
  from: "Ruth Castellane <director@prairiewindvbc.example>",
  to: "ihalvard@westmere.edu",
  date: "2026-11-14 11:00:00 -06:00",
  subject: "Three Prairie Wind 17s for your 2028 class",
  text: `Coach Halvard,

We have three 2028s on Prairie Wind 17 Gold who are uncommitted and would be a good fit for Westmere. All three will be at the Great Plains Qualifier in February.

• Hadley Vossberg – OH, 6'0", Wichita Heights Crossing HS, 3.6 GPA – hadleyvossberg28@gmail.com – https://www.hudl.com/video/3/77001122/a6b7c8d9e0f1a2b3c4d5e6f7
• Esme Kwiatkowski – S, 5'9", Andover Plains HS, 4.0 GPA – esme.kwiat@gmail.com
• Tori Blankenship – L/DS, 5'5", Maize Valley HS, 3.8 GPA – toriblankenship@icloud.com – https://youtu.be/Tb28Lds4Pwv

Happy to send full match film on any of them.

Ruth Castellane
Club Director, Prairie Wind Volleyball Club
316-555-0175`,
};

const LONE_PINE = [
  { name: "Brooke Ellingson", pos: "P", ht: "5'10\"", school: "Mountain Home Ridge HS", gpa: "3.7", email: "brookeellingson@gmail.com", video: "https://www.youtube.com/watch?v=Be27Pit0Lp1" },
  { name: "Camila Reyes-Toro", pos: "C", ht: "5'5\"", school: "Bryant Crossing HS", gpa: "3.9", email: "camireyestoro@gmail.com", video: "" },
  { name: "Jordyn Pettaway", pos: "SS", ht: "5'7\"", school: "Conway Heights HS", gpa: "3.2", email: "jpettaway27@icloud.com", video: "https://www.youtube.com/watch?v=Jp27Ss4Hlt9" },
  { name: "Macy Dunleavy", pos: "OF", ht: "5'8\"", school: "Cabot Meadows HS", gpa: "3.5", email: "macydunleavy@gmail.com", video: "" },
];

const lonePineIntro = "Coach Renner,\n\nFour of our Lone Pine Fastpitch 18U - Garrison players are class of 2027 and still uncommitted. Their details are below. If you only have time for one call, make it about Jordyn: she is the best shortstop I have coached.";
const lonePineSignature = "Tess Garrison\nHead Coach, Lone Pine Fastpitch 18U - Garrison\n501-555-0193";

const lonePineTable: Original = {
  from: "Tess Garrison <tgarrison@lonepinefastpitch.example>",
  to: "trenner@brackenridge.edu",
  date: "2026-11-10 08:30:00 -06:00",
  subject: "Lone Pine 18U - four uncommitted 2027s",
  text: `${lonePineIntro}

${LONE_PINE.map((p) => [p.name, p.pos, "2027", p.ht, p.school, `GPA ${p.gpa}`, p.email, p.video].filter(Boolean).join(" - ")).join("\n")}

${lonePineSignature}`,
  html: `<p>${lonePineIntro.replace(/\n\n/g, "</p><p>")}</p>
<table border="1" cellpadding="4" style="border-collapse:collapse">
<tr><th>Name</th><th>Pos</th><th>Class</th><th>Ht</th><th>High School</th><th>GPA</th><th>Email</th><th>Video</th></tr>
${LONE_PINE.map((p) => `<tr><td>${p.name}</td><td>${p.pos}</td><td>2027</td><td>${p.ht.replace('"', "&quot;")}</td><td>${p.school}</td><td>${p.gpa}</td><td>${p.email}</td><td>${p.video ? `<a href="${p.video}">video</a>` : ""}</td></tr>`).join("\n")}
</table>
<p>${lonePineSignature.replace(/\n/g, "<br>")}</p>`,
};

const riverCityParagraphs: Original = {
  from: "Gavin Stroud <gstroud@rivercitysc.example>",
  to: "nhaddad@elmcourt.edu",
  date: "2026-11-17 21:00:00 -06:00",
  subject: "Two 2028s from River City SC",
  text: `Coach Haddad,

I coach River City SC 10G Academy. Two of my players are worth your time.

Sloane Ferreira-Watts is a 5'9" center back, class of 2028, at Franklin Bluff High School in Franklin, TN. Dominant in the air, left footed, our captain. 3.92 GPA. Film: https://vimeo.com/918273645 – her email is sloanefw28@gmail.com.

Amaya Holt is a 2028 winger at Brentwood Hollow High School (Brentwood, TN). 5'4", the quickest player on our team, 11 goals this fall. 3.5 GPA. Film: https://www.youtube.com/watch?v=Ah28Wng6Rct – amayaholt.soccer@gmail.com, 615-555-0177.

Both will be at the Southeast showcase in March.

Gavin Stroud
Head Coach, River City SC 10G Academy
615-555-0176`,
};

const northStarSetter: Original = {
  from: "Marco Lindell <mlindell@northstarvbc.example>",
  to: "ihalvard@westmere.edu",
  date: "2026-11-19 10:20:00 -06:00",
  subject: "Recommendation: Aubrey Nakashima (2027 S)",
  text: `Coach Halvard,

I'd like to recommend one of my setters, Aubrey Nakashima. Aubrey is a senior (class of 2027) at Edina Lakeshore HS in Edina, MN, and has set for me on North Star 18 Black for three seasons. She's 5'10", a smart, calm setter who runs a quick offense, and she carries a 3.97 GPA.

She lost her college spot when that program cut its roster last month, so she is available right away.

Her film: https://www.hudl.com/video/3/78812345/b7c8d9e0f1a2b3c4d5e6f7a8
Her cell: 952-555-0179, email aubrey.nakashima@gmail.com

Marco Lindell
North Star Volleyball Club | 18 Black head coach
952-555-0180`,
};

const SUMMIT_PEAK_ROSTER = [
  "Summit Peak 16 Elite - Class of 2029 (uncommitted)",
  "1. Ayla Moua - OH - 5'11\" - Roseville Heights HS - GPA 3.8 - aylamoua29@gmail.com",
  "2. Kenna Schultz - MB - 6'1\" - Stillwater Point HS - GPA 3.5 - kennaschultz29@gmail.com",
  "3. Lila Tran-Olson - S - 5'8\" - Woodbury Crest HS - GPA 3.9 - lilatranolson@gmail.com",
  "4. Brielle Okafor - RS - 5'11\" - Cottage Grove Park HS - GPA 3.6 - brielleokafor29@gmail.com",
  "5. Maren Solberg - L/DS - 5'4\" - White Bear Commons HS - GPA 4.0 - marensolberg@gmail.com",
  "Club director: Priscilla Vang, 651-555-0181",
];

const summitPeakNote: Original = {
  from: "Priscilla Vang <pvang@summitpeakvb.example>",
  to: "ihalvard@westmere.edu",
  date: "2026-11-21 14:00:00 -06:00",
  subject: "Summit Peak 16 Elite – 2029 profiles",
  text: `Hi Coach,

Attached is the profile sheet for our 16 Elite team's uncommitted 2029s. We'll be at the Windy City Classic over MLK weekend, pool play on courts 14-16.

Let me know whom you'd like to see and I'll send film.

Priscilla Vang
Summit Peak Volleyball, 16 Elite
651-555-0181`,
};

const cedarHollowPipes: Original = {
  from: "Lorna Pettibone <lpettibone@cedarhollowhs.example>",
  to: "trenner@brackenridge.edu",
  date: "2026-11-06 15:45:00 -06:00",
  subject: "Two seniors still looking - Cedar Hollow HS softball",
  text: `Coach Renner,

I'm the head softball coach at Cedar Hollow High School in Fayetteville, Arkansas. Two of my seniors are still uncommitted and I think both could help a program like yours.

Name | Pos | Ht | GPA | Travel team | Cell
Kinsley Maddox | P/1B | 5'11" | 3.6 | Arkansas Diamonds 18U - Pope | 479-555-0183
Reese Calhoun | 2B | 5'4" | 3.85 | NWA Vipers 18U | 479-555-0184

Kinsley is the best pitcher I've coached in twelve years. Reese is a slap hitter with real speed.

Both are class of 2027. Happy to talk any time.

Lorna Pettibone
Head Softball Coach, Cedar Hollow High School
479-555-0185`,
};

const marshfieldForward: Original = {
  from: "Dwayne Okoro <dokoro@marshfieldprep.example>",
  to: "cpryce@saltmarsh.edu",
  date: "2026-11-08 12:10:00 -05:00",
  subject: "Senior forward - Janelle Whitaker-Ames",
  text: `Coach Pryce,

I coach girls' basketball at Marshfield Prep in Charleston, SC. I'd like to put Janelle Whitaker-Ames on your radar: a 6'1" forward, class of 2027, who averaged a double-double for us last season (15.8 points, 10.4 rebounds).

She also plays AAU for Lowcountry Lightning 17U. Her GPA is 3.41 and she is on track to qualify.

Film: https://www.youtube.com/watch?v=Jw27Fwd3Bbl
Janelle's cell: 843-555-0186

Coach Dwayne Okoro
Marshfield Prep Girls Basketball
843-555-0187`,
};

const castellanosToHsCoach: Original = {
  from: "Nora Castellanos <noracastellanos28@gmail.com>",
  to: "mhendry@brookfieldhs.example",
  date: "2026-11-12 21:40:00 -06:00",
  subject: "college email?",
  text: `Hi Coach Hendry,
can you send this to the Westmere coach for me? I didn't know who to email.

Hi Coach Halvard, I'm Nora Castellanos, a 2028 middle at Brookfield Central High School in Brookfield, WI. I play club for Lakefront 17 Red. I'm 6'0" with a 3.6 GPA. Video: https://www.hudl.com/video/3/79900123/c8d9e0f1a2b3c4d5e6f7a8b9. Thank you!

Nora
262-555-0188`,
};

const hendryForward: Original = {
  from: "Megan Hendry <mhendry@brookfieldhs.example>",
  to: "ihalvard@westmere.edu",
  date: "2026-11-13 07:30:00 -06:00",
  subject: "FW: college email?",
  ...compose(
    `Coach Halvard – Nora is one of our juniors, a terrific kid and a hard worker. Her note is below.

Megan Hendry
Head Volleyball Coach, Brookfield Central High School
262-555-0189`,
    forwardedBlock("outlook-new", castellanosToHsCoach),
    "outlook",
  ),
};

const tadlockInstructor: Original = {
  from: "Russ Tadlock <russ@tadlockhitting.example>",
  to: "trenner@brackenridge.edu",
  date: "2026-11-02 09:00:00 -06:00",
  subject: "One of my hitters - Paisley Greer, 2028 3B",
  text: `Coach Renner,

I've given hitting lessons for 19 years and I don't email college coaches often. Paisley Greer is a 2028 third baseman who has been with me since she was 10. She hits .478 for her high school, Siloam Springs Valley HS, and plays travel ball for Ozark Elite 16U National.

She's 5'8", strong arm across the diamond, 3.7 GPA.

Swing video: https://www.youtube.com/watch?v=Pg28Hit3bBx
Paisley's email: paisleygreer28@gmail.com

Russ Tadlock
Tadlock Hitting Academy, Rogers, AR
479-555-0190`,
};

const nextRoundProfile: Original = {
  from: "NextRound Recruiting <profiles@nextroundrecruiting.example>",
  to: "ihalvard@westmere.edu",
  date: "2026-11-16 10:00:00 -05:00",
  subject: "Athlete profile: Giselle Amankwah | 2028 | OH | 6'0\"",
  text: `Coach Halvard,

NextRound Recruiting is pleased to share the profile of Giselle Amankwah, one of our student-athletes, who has named Westmere University among her schools of interest.

ATHLETE PROFILE
Name: Giselle Amankwah
Grad Year: 2028
Position: Outside Hitter
Height: 6'0"
Club: Gold Coast Heat 17 Elite
High School: Pompano Shores High School
City/State: Pompano Beach, FL
GPA: 3.55 UW
Email: giselle.amankwah@gmail.com
Video: https://www.hudl.com/video/3/80123456/d9e0f1a2b3c4d5e6f7a8b9c0

To reach Giselle's family or to request more film, reply to this email or call her NextRound advisor, Tamara Reese, at 888-555-0191.

NextRound Recruiting | Helping families navigate the process`,
};

// ---------------------------------------------------------------------------------------------------------------
// Look-alikes that introduce nobody
// ---------------------------------------------------------------------------------------------------------------

const campAd: Original = {
  from: "Tidewater Skills Camps <info@tidewaterskills.example>",
  to: HALVARD.scout,
  date: "2026-11-04 06:00:00 -05:00",
  subject: "Winter setter & libero clinic – 40 spots left",
  text: `TIDEWATER SKILLS CAMPS – WINTER CLINIC SERIES

Setters and liberos, grades 8-12
January 9-11, 2027 | Norfolk Harbor Fieldhouse
$295 per camper, lunch included

Last winter's campers went on to great things: Callie Brooks (2026, S) signed with a Division I program, and Jaden Holloway (2027, L) was named all-state.

Register at https://tidewaterskills.example/winter
College coaches: we are hiring clinic staff. Reply with your availability.

Tidewater Skills Camps | 757-555-0194
Unsubscribe: https://tidewaterskills.example/u`,
};

const clubDigest: Original = {
  from: "Delta Storm Volleyball <news@deltastormvbc.example>",
  to: "ihalvard@westmere.edu",
  date: "2026-11-15 08:00:00 -06:00",
  subject: "Storm Weekly – commitments, tryout dates, fundraiser",
  text: `STORM WEEKLY

Congratulations to our newest commits!
- Aniyah Fortson (17 Onyx, 2027 MB) – committed to Bluffview University
- Carys Pendleton (18 Black, 2027 S) – committed to Riverbend College

Club tryouts for the 2027 season: Sunday, November 30, 12U-14U at 9:00, 15U-18U at 1:00.

Fundraiser: Storm spirit wear is on sale through December 5.

Delta Storm Volleyball Club | Memphis, TN | 901-555-0195`,
};

const serviceBlast: Original = {
  from: "DiamondView Prospects <alerts@diamondviewprospects.example>",
  to: RENNER.scout,
  date: "2026-11-12 05:30:00 -05:00",
  subject: "6 new 2028 middle infielders in your region",
  text: `New prospects matching your saved search (2028 | SS, 2B | AR, MO, OK)

Kaylin Bowers | SS | 2028 | Tulsa Fury 16U | 3.4 GPA
Rory Stidham | 2B | 2028 | Springfield Smash 16U | 3.9 GPA
Destiny Oakes | SS | 2028 | OKC Lady Blaze 16U | 3.2 GPA
Annika Thorsby | 2B | 2028 | Joplin Heat 16U | 3.7 GPA
Leighton Ruiz | SS | 2028 | Branson Bolts 16U | 3.6 GPA
Mia Castaneda | SS/2B | 2028 | Ozark Elite 16U | 3.8 GPA

View full profiles with a DiamondView Coach Pro account: https://diamondviewprospects.example/coach
Manage alerts: https://diamondviewprospects.example/alerts`,
};

const tournamentLogistics: Original = {
  from: "Music City Classic <coaches@musiccityclassic.example>",
  to: "ihalvard@westmere.edu",
  date: "2026-12-20 09:00:00 -06:00",
  subject: "College coach credentials & parking – Music City Classic",
  text: `Coaches,

Thank you for registering to attend the Music City Classic, January 2-4 at the Cumberland Expo Center.

- Credentials: pick up at the college coach desk by Hall B (photo ID required)
- Parking: Lot C, pass attached to your confirmation
- Coaches' lounge: mezzanine level, open 7:30 am – 6:00 pm
- Team books: digital only this year, link sent January 1

Questions: Ellie Danforth, event operations, 615-555-0196.

Music City Classic Operations`,
};

const complianceNotice: Original = {
  from: "Westmere Compliance <compliance@westmere.edu>",
  to: "ihalvard@westmere.edu",
  date: "2026-11-19 14:00:00 -06:00",
  subject: "Official visit paperwork – PSA Carys Linwood (2027)",
  text: `Coach Halvard,

Before we can approve the official visit for prospective student-athlete Carys Linwood (class of 2027) on December 6-7, we need:

1. Her transcript on file with admissions
2. The signed visit itinerary (form OV-2)
3. Host names and the entertainment budget

Please send these by December 1. Remember that her parents' meals are permissible only on campus.

Westmere University Athletics Compliance
608-555-0197`,
};

const spam: Original = {
  from: "GrowthBoost Media <hello@growthboostmedia.example>",
  to: HADDAD.scout,
  date: "2026-11-08 03:12:00 +00:00",
  subject: "Coach, 10x your program's followers in 30 days 🚀",
  text: `Hi Coach!

Our AI-powered social media packages have helped 400+ athletic programs grow their reach. For only $49/month we will post daily highlights, recruit followers and boost your commit announcements.

Claim your free audit today: https://growthboostmedia.example/coach-audit

Limited offer, expires Friday!

GrowthBoost Media | Reply STOP to opt out`,
};

const clubAutoReply: Original = {
  from: "Marco Lindell <mlindell@northstarvbc.example>",
  to: "ihalvard@westmere.edu",
  date: "2026-11-20 09:02:00 -06:00",
  subject: "Automatic reply: Re: Recommendation: Aubrey Nakashima (2027 S)",
  text: `Thank you for your email. I am at the North Country Qualifier with our 18s through Sunday, November 23, with limited access to email.

For club business please contact our office at office@northstarvbc.example or 952-555-0198.

Marco Lindell
North Star Volleyball Club`,
};

const ownTemplate: Original = {
  from: "Ingrid Halvard <ihalvard@westmere.edu>",
  to: "Kelsey Brandvold <kbrandvold@westmere.edu>",
  date: "2026-11-22 16:30:00 -06:00",
  subject: "Junior day invite – template v2",
  text: `Kelsey – this is the new junior day template, please use it for the list from the qualifier.

---

Hi {{first_name}},

Thank you for your interest in Westmere Volleyball! We enjoyed watching you play at {{event_name}} and would love to host you and your family at our Junior Day on Saturday, February 7, 2027.

You'll tour campus, meet our academic advisors, watch practice and have lunch with the team. Please RSVP with the form below by January 20.

RSVP: https://westmerevb.example/juniorday

Go Wolves!
Coach Halvard`,
};

const newspaperRoundup: Original = {
  from: "Prep Sports Desk <prepsports@lowcountrycourier.example>",
  to: "cpryce@saltmarsh.edu",
  date: "2026-11-23 23:30:00 -05:00",
  subject: "Courier preps roundup: Marshfield Prep rolls, Islands Academy survives OT",
  text: `PREPS ROUNDUP – Girls basketball, Saturday

Marshfield Prep 68, Beaufort Ridge 41: Janelle Whitaker-Ames had 22 points and 13 rebounds for the Mariners, who led by 20 at the half.

Islands Academy 55, Pooler Bend 53 (OT): Kiara Mbatha-Bell hit the go-ahead jumper with 0:09 left and finished with 18 points and 7 assists.

Coastal Heights 47, Bluffton Marsh 45: Taniyah Greer scored 16.

Submit results to prepsports@lowcountrycourier.example by 10 p.m.`,
};

const parentQuestion: Original = {
  from: "Dana Rourke <danarourke@icloud.com>",
  to: "sbrandt@kestrelpoint.edu",
  date: "2026-11-17 19:00:00 -05:00",
  subject: "Question about your summer camps",
  text: `Hi Coach Brandt,

Do your summer lacrosse camps take middle school players, and is there a sibling discount? We're trying to plan our summer around a few camps.

Thank you,
Dana Rourke`,
};

const spanishTryout: Original = {
  from: "Club Voleibol Sol de Tucson <info@soldetucsonvbc.example>",
  to: HALVARD.scout,
  date: "2026-11-09 10:00:00 -07:00",
  subject: "Pruebas de selección 2027 – Club Voleibol Sol de Tucson",
  text: `¡Hola familias y entrenadores!

El Club Voleibol Sol de Tucson anuncia sus pruebas de selección para la temporada 2027:

- Categorías 12-14 años: sábado 6 de diciembre, 9:00 a 12:00
- Categorías 15-18 años: domingo 7 de diciembre, 13:00 a 17:00
- Lugar: Gimnasio Santa Cruz, Tucson, AZ
- Costo de inscripción: $35

Inscripción en línea: https://soldetucsonvbc.example/pruebas

Club Voleibol Sol de Tucson | 520-555-0199
Darse de baja: https://soldetucsonvbc.example/baja`,
};

const vendorDemo: Original = {
  from: "Rallyframe Video <sales@rallyframe.example>",
  to: HALVARD.scout,
  date: "2026-11-11 12:00:00 -05:00",
  subject: "See every rally tagged automatically – 15-minute demo?",
  text: `Hi Coach,

Rallyframe tags every serve, pass and attack from your match film automatically, so your staff can build scouting cut-ups in minutes instead of hours.

Watch a 2-minute demo: https://www.youtube.com/watch?v=Rf9Demo2Tg4
Book a call: https://rallyframe.example/demo

Programs using Rallyframe save an average of 6 staff hours a week.

Best,
Jonah Pell
Rallyframe | Account Executive
855-555-0100`,
};

const serviceMarketing: Original = {
  from: "NextRound Recruiting <coaches@nextroundrecruiting.example>",
  to: HALVARD.scout,
  date: "2026-11-25 07:00:00 -05:00",
  subject: "Your free Coach Access trial ends in 3 days",
  text: `Hello Coach,

Your NextRound Coach Access trial ends on November 28. Upgrade now to keep:
- unlimited athlete searches by position, height and grad year
- verified video and transcripts
- direct messaging with families

Upgrade for $39/month: https://nextroundrecruiting.example/coach/upgrade

Questions? Our coach success team is at 888-555-0102.

NextRound Recruiting`,
};

const scoutingReport: Original = {
  from: "Kelsey Brandvold <kbrandvold@westmere.edu>",
  to: "ihalvard@westmere.edu",
  date: "2026-11-24 22:15:00 -06:00",
  subject: "Scout: Ridgeline State (Friday)",
  text: `Ingrid,

Ridgeline State scout for Friday's match:

#7 Lexi Amundsen – OH, 6'1", left-handed, hits 60% line in rotation 1; serve her short.
#12 Brynn Castor – S, 5'10", dumps on two when she's front row, watch her in rotations 4-5.
#3 Halle Ostrowski – L, great platform, avoid zone 1.

They run a 5-1 and swing their OPP out of the back row. Film cut-ups are in the shared drive.

Kelsey Brandvold
Assistant Coach, Westmere Volleyball
608-555-0103`,
};

const coachThankYou: Original = {
  from: "Ingrid Halvard <ihalvard@westmere.edu>",
  to: "Emery Stanwick <emerystanwick29@gmail.com>",
  date: "2026-11-23 20:00:00 -06:00",
  subject: "Thank you for coming to camp!",
  text: `Hi Emery,

Thank you for spending your Saturday with us at the Westmere Skills Camp. Your serve receive got better every hour, and our staff loved your energy on the sideline.

Keep working on your footwork to the left side. We'll be in touch about our spring clinics.

Go Wolves!
Coach Halvard
Head Volleyball Coach, Westmere University`,
};

// ---------------------------------------------------------------------------------------------------------------
// Entries
// ---------------------------------------------------------------------------------------------------------------

export const TWELFTH_VOICE: CorpusEntry[] = [
  {
    name: "v12-athlete-oh-memphis-gmail",
    family: "v12-athlete-tamsin-okonjo",
    tags: ["fwd:gmail", "lang:en", "sport:volleyball", "trap:approach-reach", "gpa:unweighted-and-weighted"],
    label: recruiting("athlete", {
      first_name: "Tamsin", last_name: "Okonjo", grad_year: 2028, positions: ["OH"], height_inches: 73, club_team: "Delta Storm 17 Onyx",
      high_school: "Germantown Ridge High School", city: "Memphis", state: "TN", gpa: 3.72, email: "tamsin.okonjo17@gmail.com", phone: "+19015550126",
      video_urls: ["https://www.hudl.com/video/3/61928374/5a4b3c2d1e0f9a8b7c6d5e4f"],
    }),
    message: fwd("gmail", HALVARD, "2026-11-10 08:05:00 -06:00", okonjoLetter, { note: "OH for 28 - film looks good" }),
  },
  {
    name: "v12-athlete-setter-pipe-header-outlook-live",
    family: "v12-athlete-marisol-quintero",
    tags: ["fwd:outlook-live", "lang:en", "sport:volleyball", "pipe-header"],
    label: recruiting("athlete", {
      first_name: "Marisol", last_name: "Quintero", grad_year: 2029, positions: ["S"], height_inches: 68, club_team: "Alamo Heat 16 Black",
      high_school: "Brackett Creek HS", city: "San Antonio", state: "TX", gpa: 3.9, email: "mquintero.setter@outlook.com", phone: "+12105550131",
      video_urls: ["https://youtu.be/Mq7Set29Hb4"],
    }),
    message: fwd("outlook-live", HALVARD, "2026-11-04 09:00:00 -06:00", quinteroPipeHeader),
  },
  {
    name: "v12-athlete-lhp-schedule-apple-mac",
    family: "v12-athlete-harper-vasquez-doyle",
    tags: ["fwd:apple-mac", "lang:en", "sport:softball", "trap:schedule-times", "two-videos"],
    label: recruiting("athlete", {
      first_name: "Harper", last_name: "Vasquez-Doyle", grad_year: 2028, positions: ["P"], height_inches: 69, club_team: "Peach State Sparks 16U - Tillman",
      high_school: "Cherokee Bluff Crossing HS", city: "Gainesville", state: "GA", gpa: 3.64, email: "harper.vasquezdoyle@icloud.com", phone: "+17705550134",
      video_urls: ["https://www.youtube.com/watch?v=Hv2Ld8Pz4Qw", "https://www.youtube.com/watch?v=Hv2Bt6Kx1Rm"],
    }),
    message: fwd("apple-mac", RENNER, "2026-11-19 07:10:00 -06:00", vasquezDoylePitcher),
  },
  {
    name: "v12-athlete-catcher-block-gmail-es",
    family: "v12-athlete-bailey-achterberg",
    tags: ["fwd:gmail-es", "lang:en", "sport:softball", "stat-block", "trap:club-coach-name", "trap:act"],
    label: recruiting("athlete", {
      first_name: "Bailey", last_name: "Achterberg", grad_year: 2028, positions: ["C", "3B"], height_inches: 67, club_team: "Ozark Thunder 18U Gold",
      high_school: "Bentonville Heights High School", city: "Rogers", state: "AR", gpa: 3.81, email: "bachterberg28@yahoo.com", phone: "+14795550137",
      video_urls: ["https://www.youtube.com/watch?v=Ba8Ct3Rx5Nw"],
    }),
    message: fwd("gmail-es", RENNER, "2026-10-28 08:00:00 -05:00", achterbergBlock, { note: "Catcher - mira el pop time" }),
  },
  {
    name: "v12-athlete-quebec-forward-french-outlook-fr",
    family: "v12-athlete-maelle-bouchard-roy",
    tags: ["fwd:outlook-fr", "lang:fr", "sport:soccer", "metric-height", "trap:percent-average"],
    label: recruiting("athlete", {
      first_name: "Maëlle", last_name: "Bouchard-Roy", grad_year: 2027, positions: ["forward"], height_inches: 66.9, club_team: "CS Laval-Ouest U17 AAA",
      high_school: "Collège Saint-Viateur-des-Monts", city: "Laval", state: "QC", email: "maelle.bouchardroy@gmail.com", phone: "+14505550138",
      video_urls: ["https://www.youtube.com/watch?v=Mb4Att27Qc9"],
    }),
    message: fwd("outlook-fr", HADDAD, "2026-11-07 09:30:00 -05:00", bouchardRoyFrench),
  },
  {
    name: "v12-athlete-lacrosse-defender-thunderbird",
    family: "v12-athlete-odessa-fairbanks",
    tags: ["fwd:thunderbird", "lang:en", "sport:lacrosse", "trap:profile-link"],
    label: recruiting("athlete", {
      first_name: "Odessa", last_name: "Fairbanks", grad_year: 2029, positions: ["defender"], height_inches: 70, club_team: "Chesapeake Tide 2029 Blue",
      high_school: "Severn Point Academy", city: "Annapolis", state: "MD", gpa: 4.0, email: "odessa.fairbanks@gmail.com", phone: "+14105550141",
      video_urls: ["https://vimeo.com/912448107"],
    }),
    message: fwd("thunderbird", BRANDT, "2026-11-12 08:00:00 -05:00", fairbanksLacrosse),
  },
  {
    name: "v12-athlete-basketball-guard-yahoo",
    family: "v12-athlete-kiara-mbatha-bell",
    tags: ["fwd:yahoo", "lang:en", "sport:basketball", "trap:club-coach-phone"],
    label: recruiting("athlete", {
      first_name: "Kiara", last_name: "Mbatha-Bell", grad_year: 2028, positions: ["point guard"], height_inches: 69, club_team: "Coastal Empire Elite 16U",
      high_school: "Islands Academy High School", city: "Savannah", state: "GA", gpa: 3.58, email: "kiara.mb2028@yahoo.com", phone: "+19125550144",
      video_urls: ["https://www.hudl.com/video/3/70011223/b1c2d3e4f5a6b7c8d9e0f1a2"],
    }),
    message: fwd("yahoo", PRYCE, "2026-11-14 10:00:00 -05:00", mbathaBellGuard),
  },
  {
    name: "v12-athlete-sprinter-events-outlook-2019",
    family: "v12-athlete-imani-boateng",
    tags: ["fwd:outlook-2019", "lang:en", "sport:track", "events-as-positions", "trap:results-link"],
    label: recruiting("athlete", {
      first_name: "Imani", last_name: "Boateng", grad_year: 2027, positions: ["100m", "200m"], club_team: "Buckeye Flight Track Club",
      high_school: "Northgate Commons High School", city: "Columbus", state: "OH", gpa: 3.46, email: "imani.boateng.runs@gmail.com", phone: "+16145550146",
      video_urls: ["https://www.youtube.com/watch?v=Ib9Spr27Xk4"],
    }),
    message: fwd("outlook-2019", MARCHAND, "2026-10-31 08:30:00 -04:00", boatengSprinter),
  },
  {
    name: "v12-athlete-backstroker-apple-ios",
    family: "v12-athlete-leni-hargreave",
    tags: ["fwd:apple-ios", "lang:en", "sport:swimming", "events-as-positions", "lowercase-labels"],
    label: recruiting("athlete", {
      first_name: "Leni", last_name: "Hargreave", grad_year: 2028, positions: ["100 back", "200 back", "200 im"], height_inches: 68, club_team: "Columbia Current Aquatics",
      high_school: "Tualatin Hills Regional High School", city: "Beaverton", state: "OR", gpa: 3.93, email: "leni.hargreave@gmail.com", phone: "+15035550149",
      video_urls: ["https://youtu.be/Lh5Bk200Sct"],
    }),
    message: fwd("apple-ios", ALDANA, "2026-11-17 06:30:00 -08:00", hargreaveSwimmer, { note: "backstroker for next year's class" }),
  },
  {
    name: "v12-athlete-german-beach-blocker-gmail-de",
    family: "v12-athlete-jule-feddersen",
    tags: ["fwd:gmail-de", "lang:en", "second-language", "sport:beach-volleyball", "international", "metric-height", "trap:block-jump"],
    label: recruiting("athlete", {
      first_name: "Jule", last_name: "Feddersen", grad_year: 2027, positions: ["blocker"], height_inches: 71.3, club_team: "Kieler TV 1885",
      high_school: "Max-Planck-Gymnasium", city: "Kiel", email: "jule.feddersen@gmail.com", video_urls: ["https://www.youtube.com/watch?v=Jf3Bch27Kie"],
    }),
    message: fwd("gmail-de", HALVARD, "2026-11-03 07:00:00 -06:00", feddersenBeach),
  },
  {
    name: "v12-athlete-middle-html-table-outlook-mac",
    family: "v12-athlete-nadia-castellvi",
    tags: ["fwd:outlook-mac", "lang:en", "sport:volleyball", "html-table", "link-text-differs"],
    label: recruiting("athlete", {
      first_name: "Nadia", last_name: "Castellvi", grad_year: 2028, positions: ["MB"], height_inches: 74, club_team: "Rocky Mountain Rise 17 Black",
      high_school: "Fossil Ridge Summit HS", city: "Fort Collins", state: "CO", gpa: 3.67, email: "nadia.castellvi@outlook.com", phone: "+19705550152",
      video_urls: ["https://www.hudl.com/video/3/73456120/c2d3e4f5a6b7c8d9e0f1a2b3"],
    }),
    message: fwd("outlook-mac", HALVARD, "2026-11-09 08:00:00 -06:00", castellviTable),
  },
  {
    name: "v12-athlete-field-hockey-two-lines-outlook-new-nobar",
    family: "v12-athlete-poppy-ashworth",
    tags: ["fwd:outlook-new-nobar", "lang:en", "sport:field-hockey", "very-short"],
    label: recruiting("athlete", {
      first_name: "Poppy", last_name: "Ashworth", grad_year: 2029, positions: ["midfielder"], height_inches: 64, club_team: "WC Edge 2029 Elite",
      high_school: "Haverford Glen School", city: "Haverford", state: "PA", gpa: 3.75, email: "poppyashworth29@gmail.com", phone: "+14845550155",
      video_urls: ["https://www.hudl.com/video/3/74120987/d3e4f5a6b7c8d9e0f1a2b3c4"],
    }),
    message: fwd("outlook-new-nobar", BRANDT, "2026-11-20 09:00:00 -05:00", ashworthFieldHockey),
  },
  {
    name: "v12-athlete-update-grew-quoted-first-gmail-narrow",
    family: "v12-athlete-rhiannon-tiller",
    tags: ["fwd:gmail-narrow", "lang:en", "sport:volleyball", "update", "quoted-history", "trap:older-height", "trap:older-gpa"],
    label: recruiting("athlete", {
      first_name: "Rhiannon", last_name: "Tiller", grad_year: 2028, positions: ["RS/OPP"], height_inches: 72, club_team: "Heartland Crush 16 Red",
      high_school: "Lincoln Pointe HS", city: "Omaha", state: "NE", gpa: 3.85, email: "rhiannon.tiller@gmail.com", phone: "+14025550158",
      video_urls: ["https://www.hudl.com/video/3/75098812/f2a3b4c5d6e7f8a9b0c1d2e3", "https://www.hudl.com/video/3/75012398/e1f2a3b4c5d6e7f8a9b0c1d2"],
    }),
    message: fwd("gmail-narrow", HALVARD, "2026-11-19 07:30:00 -06:00", tillerUpdate),
  },
  {
    name: "v12-athlete-update-new-club-outlook-pt",
    family: "v12-athlete-sadie-runyon",
    tags: ["fwd:outlook-pt", "lang:en", "sport:softball", "update", "quoted-history", "club:switched"],
    label: recruiting("athlete", {
      first_name: "Sadie", last_name: "Runyon", grad_year: 2027, positions: ["SS", "2B"], height_inches: 65, club_team: "KC Prairie Storm 18U - Lyle",
      high_school: "Olathe Meadowlark HS", city: "Olathe", state: "KS", gpa: 3.5, email: "sadierunyon27@gmail.com", phone: "+19135550159",
      video_urls: ["https://www.youtube.com/watch?v=Sr27Ss2bDvx"],
    }),
    message: fwd("outlook-pt", RENNER, "2026-11-16 08:00:00 -06:00", runyonUpdate),
  },
  {
    name: "v12-athlete-brazilian-libero-portuguese-gmail-pt",
    family: "v12-athlete-luana-ferraz",
    tags: ["fwd:gmail-pt", "lang:pt", "sport:volleyball", "international", "metric-height", "trap:foreign-grade"],
    label: recruiting("athlete", {
      first_name: "Luana", last_name: "Ferraz", grad_year: 2027, positions: ["L/DS"], height_inches: 66.1, club_team: "Clube Atlético Serra Azul",
      high_school: "Colégio Horizonte Azul", city: "Belo Horizonte", email: "luana.ferraz.vb@gmail.com", video_urls: ["https://www.youtube.com/watch?v=Lf2Lib27Bhz"],
    }),
    message: fwd("gmail-pt", HALVARD, "2026-11-11 08:00:00 -06:00", ferrazPortuguese),
  },
  {
    name: "v12-athlete-freshman-libero-filter-forward",
    family: "v12-athlete-zara-whitcombe",
    tags: ["not-a-forward", "filter-forward", "lang:en", "sport:volleyball", "youtube-shorts"],
    label: recruiting("athlete", {
      first_name: "Zara", last_name: "Whitcombe", grad_year: 2030, positions: ["L/DS"], height_inches: 65, club_team: "Patapsco Juniors 15 Navy",
      high_school: "Mount Hebron Falls High School", city: "Ellicott City", state: "MD", gpa: 4.0, email: "zwhitcombe30@gmail.com", phone: "+14105550161",
      video_urls: ["https://www.youtube.com/shorts/Zw30LibRcv1"],
    }),
    message: original(whitcombeFiltered, "gmail", { headers: FILTER_FORWARD(HALVARD) }),
  },
  {
    name: "v12-athlete-lowercase-run-on-apple-ios",
    family: "v12-athlete-jaycee-pruett",
    tags: ["fwd:apple-ios", "lang:en", "sport:softball", "lowercase", "very-short", "phone:spaces"],
    label: recruiting("athlete", {
      first_name: "Jaycee", last_name: "Pruett", grad_year: 2028, positions: ["OF"], height_inches: 66, club_team: "Texoma Thunder 16U Gold",
      high_school: "Sherman Oaks Ridge HS", city: "Sherman", state: "TX", gpa: 3.4, email: "jayceepruett28@gmail.com", phone: "+19035550163",
      video_urls: ["youtu.be/Jp28Cfslp02"],
    }),
    message: fwd("apple-ios", RENNER, "2026-11-20 06:15:00 -06:00", pruettLowercase),
  },
  {
    name: "v12-athlete-update-outlook-reply-new-club-gmail",
    family: "v12-athlete-elsie-brannagh",
    tags: ["fwd:gmail", "reply:outlook", "lang:en", "sport:soccer", "update", "quoted-history", "club:switched", "trap:older-height"],
    label: recruiting("athlete", {
      first_name: "Elsie", last_name: "Brannagh", grad_year: 2029, positions: ["outside back"], height_inches: 66, club_team: "Wasatch United 10G ECNL",
      high_school: "Skyline Bench HS", city: "Salt Lake City", state: "UT", gpa: 3.7, email: "elsie.brannagh@gmail.com", phone: "+18015550192",
      video_urls: ["https://www.youtube.com/watch?v=Eb29Up2Ecnl", "https://www.youtube.com/watch?v=Eb29Ob1Wsp4"],
    }),
    message: fwd("gmail", HADDAD, "2026-11-23 08:00:00 -07:00", brannaghUpdate),
  },
  {
    name: "v12-parent-mother-spanish-outlook-es",
    family: "v12-parent-graciela-montalvo",
    tags: ["fwd:outlook-es", "lang:es", "sport:volleyball", "metric-height", "trap:parent-contact"],
    label: recruiting("parent", {
      first_name: "Valeria", last_name: "Montalvo", grad_year: 2028, positions: ["RS/OPP"], height_inches: 70.9, club_team: "San Diego Pulse 17 Rojo",
      high_school: "Eastlake Summit High School", city: "Chula Vista", state: "CA", gpa: 3.7, email: "valeria.montalvo28@gmail.com", phone: "+16195550165",
      video_urls: ["https://www.hudl.com/video/3/75566778/e4f5a6b7c8d9e0f1a2b3c4d5"],
    }),
    message: fwd("outlook-es", HALVARD, "2026-11-06 08:00:00 -06:00", montalvoSpanishMother),
  },
  {
    name: "v12-parent-father-shop-line-gmail",
    family: "v12-parent-curtis-hollenbeck",
    tags: ["fwd:gmail", "lang:en", "sport:softball", "trap:parent-contact", "trap:parent-work-phone"],
    label: recruiting("parent", {
      first_name: "Addison", last_name: "Hollenbeck", grad_year: 2029, positions: ["SS"], height_inches: 66, club_team: "Iowa Lightning 16U Premier",
      high_school: "Ankeny Prairie Trail HS", city: "Ankeny", state: "IA", gpa: 3.95, email: "addisonhollenbeck29@gmail.com", phone: "+15155550168",
      video_urls: ["https://www.youtube.com/watch?v=Ah29Ss4Kpl8"],
    }),
    message: fwd("gmail", RENNER, "2026-11-12 09:00:00 -06:00", hollenbeckFather),
  },
  {
    name: "v12-parent-mother-resume-pdf-yahoo",
    family: "v12-parent-renata-lisowski",
    tags: ["fwd:yahoo", "lang:en", "sport:soccer", "attachment:pdf", "trap:parent-contact", "gpa:unweighted-and-weighted"],
    label: recruiting("parent", {
      first_name: "Wiktoria", last_name: "Lisowski", grad_year: 2028, positions: ["goalkeeper"], height_inches: 69, club_team: "Chicago Lakeshore FC 09G ECNL",
      high_school: "Glenbrook Willows High School", city: "Glenview", state: "IL", gpa: 3.88, email: "wiktoria.lisowski@gmail.com", phone: "+18475550172",
      video_urls: ["https://www.youtube.com/watch?v=Wl28Gk3Svs1"],
    }),
    message: fwd("yahoo", HADDAD, "2026-11-05 07:45:00 -05:00", lisowskiMother, { attachments: [pdf("Wiktoria_Lisowski_Soccer_Resume.pdf", LISOWSKI_RESUME)] }),
  },
  {
    name: "v12-parent-father-lacrosse-outlook-2013",
    family: "v12-parent-desmond-achebe",
    tags: ["fwd:outlook-2013", "lang:en", "sport:lacrosse", "trap:parent-contact"],
    label: recruiting("parent", {
      first_name: "Ngozi", last_name: "Achebe", grad_year: 2028, positions: ["attacker"], height_inches: 67, club_team: "Triangle Lax 2028 Elite",
      high_school: "Chapel Hill Oaks High School", city: "Chapel Hill", state: "NC", gpa: 3.79, email: "ngozi.achebe28@gmail.com", phone: "+19195550173",
      video_urls: ["https://www.hudl.com/video/3/76543210/f5a6b7c8d9e0f1a2b3c4d5e6"],
    }),
    message: fwd("outlook-2013", BRANDT, "2026-10-27 08:00:00 -04:00", achebeFather),
  },
  {
    name: "v12-multi-club-director-three-bullets-gmail",
    family: "v12-club-prairie-wind",
    tags: ["fwd:gmail", "lang:en", "sport:volleyball", "multi-athlete", "bullets", "trap:club-coach-contact"],
    label: severalAthletes("club_coach", [
      { first_name: "Hadley", last_name: "Vossberg", grad_year: 2028, positions: ["OH"], height_inches: 72, club_team: "Prairie Wind 17 Gold", high_school: "Wichita Heights Crossing HS", gpa: 3.6, email: "hadleyvossberg28@gmail.com", video_urls: ["https://www.hudl.com/video/3/77001122/a6b7c8d9e0f1a2b3c4d5e6f7"] },
      { first_name: "Esme", last_name: "Kwiatkowski", grad_year: 2028, positions: ["S"], height_inches: 69, club_team: "Prairie Wind 17 Gold", high_school: "Andover Plains HS", gpa: 4.0, email: "esme.kwiat@gmail.com" },
      { first_name: "Tori", last_name: "Blankenship", grad_year: 2028, positions: ["L/DS"], height_inches: 65, club_team: "Prairie Wind 17 Gold", high_school: "Maize Valley HS", gpa: 3.8, email: "toriblankenship@icloud.com", video_urls: ["https://youtu.be/Tb28Lds4Pwv"] },
    ]),
    message: fwd("gmail", HALVARD, "2026-11-14 13:00:00 -06:00", prairieWindBullets),
  },
  {
    name: "v12-multi-club-coach-table-four-main-third-outlook-live",
    family: "v12-club-lone-pine",
    tags: ["fwd:outlook-live", "lang:en", "sport:softball", "multi-athlete", "html-table", "main-singled-out"],
    label: severalAthletes(
      "club_coach",
      LONE_PINE.map((p) => ({
        first_name: p.name.split(" ")[0]!,
        last_name: p.name.split(" ").slice(1).join(" "),
        grad_year: 2027,
        positions: [p.pos],
        height_inches: Number(p.ht[0]) * 12 + Number(/'(\d+)/.exec(p.ht)![1]),
        club_team: "Lone Pine Fastpitch 18U - Garrison",
        high_school: p.school,
        gpa: Number(p.gpa),
        email: p.email,
        ...(p.video ? { video_urls: [p.video] } : {}),
      })),
      2,
    ),
    message: fwd("outlook-live", RENNER, "2026-11-10 12:00:00 -06:00", lonePineTable),
  },
  {
    name: "v12-multi-club-coach-two-paragraphs-apple-mac",
    family: "v12-club-river-city",
    tags: ["fwd:apple-mac", "lang:en", "sport:soccer", "multi-athlete", "paragraphs", "trap:club-coach-contact"],
    label: severalAthletes("club_coach", [
      { first_name: "Sloane", last_name: "Ferreira-Watts", grad_year: 2028, positions: ["center back"], height_inches: 69, club_team: "River City SC 10G Academy", high_school: "Franklin Bluff High School", city: "Franklin", state: "TN", gpa: 3.92, email: "sloanefw28@gmail.com", video_urls: ["https://vimeo.com/918273645"] },
      { first_name: "Amaya", last_name: "Holt", grad_year: 2028, positions: ["winger"], height_inches: 64, club_team: "River City SC 10G Academy", high_school: "Brentwood Hollow High School", city: "Brentwood", state: "TN", gpa: 3.5, email: "amayaholt.soccer@gmail.com", phone: "+16155550177", video_urls: ["https://www.youtube.com/watch?v=Ah28Wng6Rct"] },
    ]),
    message: fwd("apple-mac", HADDAD, "2026-11-18 07:00:00 -05:00", riverCityParagraphs),
  },
  {
    name: "v12-club-coach-recommends-setter-thunderbird",
    family: "v12-club-north-star",
    tags: ["fwd:thunderbird", "lang:en", "sport:volleyball", "trap:club-coach-contact"],
    label: recruiting("club_coach", {
      first_name: "Aubrey", last_name: "Nakashima", grad_year: 2027, positions: ["S"], height_inches: 70, club_team: "North Star 18 Black",
      high_school: "Edina Lakeshore HS", city: "Edina", state: "MN", gpa: 3.97, email: "aubrey.nakashima@gmail.com", phone: "+19525550179",
      video_urls: ["https://www.hudl.com/video/3/78812345/b7c8d9e0f1a2b3c4d5e6f7a8"],
    }),
    message: fwd("thunderbird", HALVARD, "2026-11-19 12:00:00 -06:00", northStarSetter),
  },
  {
    name: "v12-multi-club-roster-docx-five-gmail",
    family: "v12-club-summit-peak",
    tags: ["fwd:gmail", "lang:en", "sport:volleyball", "multi-athlete", "attachment:docx", "roster"],
    label: severalAthletes("club_coach", [
      { first_name: "Ayla", last_name: "Moua", grad_year: 2029, positions: ["OH"], height_inches: 71, club_team: "Summit Peak 16 Elite", high_school: "Roseville Heights HS", gpa: 3.8, email: "aylamoua29@gmail.com" },
      { first_name: "Kenna", last_name: "Schultz", grad_year: 2029, positions: ["MB"], height_inches: 73, club_team: "Summit Peak 16 Elite", high_school: "Stillwater Point HS", gpa: 3.5, email: "kennaschultz29@gmail.com" },
      { first_name: "Lila", last_name: "Tran-Olson", grad_year: 2029, positions: ["S"], height_inches: 68, club_team: "Summit Peak 16 Elite", high_school: "Woodbury Crest HS", gpa: 3.9, email: "lilatranolson@gmail.com" },
      { first_name: "Brielle", last_name: "Okafor", grad_year: 2029, positions: ["RS/OPP"], height_inches: 71, club_team: "Summit Peak 16 Elite", high_school: "Cottage Grove Park HS", gpa: 3.6, email: "brielleokafor29@gmail.com" },
      { first_name: "Maren", last_name: "Solberg", grad_year: 2029, positions: ["L/DS"], height_inches: 64, club_team: "Summit Peak 16 Elite", high_school: "White Bear Commons HS", gpa: 4.0, email: "marensolberg@gmail.com" },
    ]),
    message: fwd("gmail", HALVARD, "2026-11-21 16:00:00 -06:00", summitPeakNote, { attachments: [docx("Summit_Peak_16_Elite_2029s.docx", SUMMIT_PEAK_ROSTER)] }),
  },
  {
    name: "v12-multi-hs-coach-pipe-table-two-seniors-outlook-2019",
    family: "v12-hs-cedar-hollow",
    tags: ["fwd:outlook-2019", "lang:en", "sport:softball", "multi-athlete", "pipe-table", "trap:hs-coach-contact"],
    label: severalAthletes("high_school_coach", [
      { first_name: "Kinsley", last_name: "Maddox", grad_year: 2027, positions: ["P", "1B"], height_inches: 71, club_team: "Arkansas Diamonds 18U - Pope", high_school: "Cedar Hollow High School", city: "Fayetteville", state: "AR", gpa: 3.6, phone: "+14795550183" },
      { first_name: "Reese", last_name: "Calhoun", grad_year: 2027, positions: ["2B"], height_inches: 64, club_team: "NWA Vipers 18U", high_school: "Cedar Hollow High School", city: "Fayetteville", state: "AR", gpa: 3.85, phone: "+14795550184" },
    ]),
    message: fwd("outlook-2019", RENNER, "2026-11-07 08:00:00 -06:00", cedarHollowPipes),
  },
  {
    name: "v12-hs-coach-basketball-forward-gmail-fr",
    family: "v12-hs-marshfield-prep",
    tags: ["fwd:gmail-fr", "lang:en", "sport:basketball", "trap:hs-coach-contact"],
    label: recruiting("high_school_coach", {
      first_name: "Janelle", last_name: "Whitaker-Ames", grad_year: 2027, positions: ["forward"], height_inches: 73, club_team: "Lowcountry Lightning 17U",
      high_school: "Marshfield Prep", city: "Charleston", state: "SC", gpa: 3.41, phone: "+18435550186", video_urls: ["https://www.youtube.com/watch?v=Jw27Fwd3Bbl"],
    }),
    message: fwd("gmail-fr", PRYCE, "2026-11-08 14:00:00 -05:00", marshfieldForward),
  },
  {
    name: "v12-hs-coach-forwards-middle-note-nested-gmail",
    family: "v12-hs-brookfield-central",
    tags: ["fwd:gmail", "fwd:outlook-new", "nested", "lang:en", "sport:volleyball", "role:external-forwarder", "trap:hs-coach-contact"],
    label: recruiting("high_school_coach", {
      first_name: "Nora", last_name: "Castellanos", grad_year: 2028, positions: ["MB"], height_inches: 72, club_team: "Lakefront 17 Red",
      high_school: "Brookfield Central High School", city: "Brookfield", state: "WI", gpa: 3.6, email: "noracastellanos28@gmail.com", phone: "+12625550188",
      video_urls: ["https://www.hudl.com/video/3/79900123/c8d9e0f1a2b3c4d5e6f7a8b9"],
    }),
    message: fwd("gmail", HALVARD, "2026-11-13 09:00:00 -06:00", hendryForward),
  },
  {
    name: "v12-instructor-hitting-third-base-outlook-new",
    family: "v12-instructor-tadlock-hitting",
    tags: ["fwd:outlook-new", "lang:en", "sport:softball", "role:instructor", "trap:batting-average", "trap:instructor-city"],
    label: recruiting("other", {
      first_name: "Paisley", last_name: "Greer", grad_year: 2028, positions: ["3B"], height_inches: 68, club_team: "Ozark Elite 16U National",
      high_school: "Siloam Springs Valley HS", gpa: 3.7, email: "paisleygreer28@gmail.com", video_urls: ["https://www.youtube.com/watch?v=Pg28Hit3bBx"],
    }),
    message: fwd("outlook-new", RENNER, "2026-11-02 12:00:00 -06:00", tadlockInstructor),
  },
  {
    name: "v12-service-one-profile-outlook-de",
    family: "v12-service-nextround",
    tags: ["fwd:outlook-de", "lang:en", "sport:volleyball", "role:service-one-profile", "trap:service-phone"],
    label: recruiting("recruiting_service", {
      first_name: "Giselle", last_name: "Amankwah", grad_year: 2028, positions: ["OH"], height_inches: 72, club_team: "Gold Coast Heat 17 Elite",
      high_school: "Pompano Shores High School", city: "Pompano Beach", state: "FL", gpa: 3.55, email: "giselle.amankwah@gmail.com",
      video_urls: ["https://www.hudl.com/video/3/80123456/d9e0f1a2b3c4d5e6f7a8b9c0"],
    }),
    message: fwd("outlook-de", HALVARD, "2026-11-16 12:00:00 -06:00", nextRoundProfile),
  },
  {
    name: "v12-nonrec-camp-ad-alumni-direct",
    family: "v12-nonrec-tidewater-skills",
    tags: ["not-a-forward", "lang:en", "category:camp-ad", "trap:athletes-named"],
    label: notRecruiting("other"),
    message: original(campAd, "bulk", { headers: bulkMailHeaders("https://tidewaterskills.example/u") }),
  },
  {
    name: "v12-nonrec-club-weekly-commits-gmail",
    family: "v12-nonrec-delta-storm-news",
    tags: ["fwd:gmail", "lang:en", "category:newsletter", "trap:athletes-named"],
    label: notRecruiting("club_coach"),
    message: fwd("gmail", HALVARD, "2026-11-15 10:00:00 -06:00", clubDigest, { note: "Tamsin's club - fyi" }),
  },
  {
    name: "v12-nonrec-service-alert-six-infielders-direct",
    family: "v12-nonrec-diamondview",
    tags: ["not-a-forward", "lang:en", "category:service-blast", "trap:many-athletes"],
    label: notRecruiting("recruiting_service"),
    message: original(serviceBlast, "bulk", { headers: bulkMailHeaders("https://diamondviewprospects.example/alerts") }),
  },
  {
    name: "v12-nonrec-tournament-credentials-outlook-live",
    family: "v12-nonrec-music-city-classic",
    tags: ["fwd:outlook-live", "lang:en", "category:event-logistics"],
    label: notRecruiting("other"),
    message: fwd("outlook-live", HALVARD, "2026-12-20 11:00:00 -06:00", tournamentLogistics, { note: "for the travel folder" }),
  },
  {
    name: "v12-nonrec-compliance-official-visit-outlook-2019",
    family: "v12-nonrec-westmere-compliance",
    tags: ["fwd:outlook-2019", "lang:en", "category:compliance", "trap:prospect-named"],
    label: notRecruiting("other"),
    message: fwd("outlook-2019", HALVARD, "2026-11-19 15:00:00 -06:00", complianceNotice),
  },
  {
    name: "v12-nonrec-spam-social-growth-direct",
    family: "v12-nonrec-growthboost",
    tags: ["not-a-forward", "lang:en", "category:spam", "emoji"],
    label: notRecruiting("other"),
    message: original(spam, "bulk"),
  },
  {
    name: "v12-nonrec-club-director-auto-reply-filter-forward",
    family: "v12-club-north-star",
    tags: ["not-a-forward", "filter-forward", "lang:en", "category:auto-reply", "trap:athlete-in-subject"],
    label: notRecruiting("club_coach"),
    message: original(clubAutoReply, "outlook", { headers: [["Auto-Submitted", "auto-replied"], ...FILTER_FORWARD(HALVARD)] }),
  },
  {
    name: "v12-nonrec-own-junior-day-template-outlook-new",
    family: "v12-nonrec-westmere-staff",
    tags: ["fwd:outlook-new", "lang:en", "category:own-template", "template-placeholders"],
    label: notRecruiting("other"),
    message: fwd("outlook-new", HALVARD, "2026-11-22 17:00:00 -06:00", ownTemplate, { note: "saving the template" }),
  },
  {
    name: "v12-nonrec-newspaper-roundup-yahoo",
    family: "v12-nonrec-lowcountry-courier",
    tags: ["fwd:yahoo", "lang:en", "category:newsletter", "trap:athletes-named"],
    label: notRecruiting("other"),
    message: fwd("yahoo", PRYCE, "2026-11-24 07:00:00 -05:00", newspaperRoundup, { note: "two of ours on the board" }),
  },
  {
    name: "v12-nonrec-parent-camp-question-apple-ios",
    family: "v12-nonrec-parent-dana-rourke",
    tags: ["fwd:apple-ios", "lang:en", "category:parent-question", "very-short"],
    label: notRecruiting("parent"),
    message: fwd("apple-ios", BRANDT, "2026-11-18 07:00:00 -05:00", parentQuestion, { note: "camp office?" }),
  },
  {
    name: "v12-nonrec-spanish-club-tryouts-direct",
    family: "v12-nonrec-sol-de-tucson",
    tags: ["not-a-forward", "lang:es", "category:club-ad"],
    label: notRecruiting("club_coach"),
    message: original(spanishTryout, "bulk", { headers: bulkMailHeaders("https://soldetucsonvbc.example/baja") }),
  },
  {
    name: "v12-nonrec-vendor-demo-video-direct",
    family: "v12-nonrec-rallyframe",
    tags: ["not-a-forward", "lang:en", "category:vendor", "trap:vendor-video"],
    label: notRecruiting("other"),
    message: original(vendorDemo, "webmail"),
  },
  {
    name: "v12-nonrec-service-trial-marketing-direct",
    family: "v12-service-nextround",
    tags: ["not-a-forward", "lang:en", "category:service-marketing"],
    label: notRecruiting("recruiting_service"),
    message: original(serviceMarketing, "bulk", { headers: bulkMailHeaders("https://nextroundrecruiting.example/unsubscribe") }),
  },
  {
    name: "v12-nonrec-staff-scouting-report-gmail",
    family: "v12-nonrec-westmere-staff",
    tags: ["fwd:gmail", "lang:en", "category:staff", "trap:athletes-named", "trap:heights"],
    label: notRecruiting("other"),
    message: fwd("gmail", HALVARD, "2026-11-25 07:00:00 -06:00", scoutingReport, { note: "for the file" }),
  },
  {
    name: "v12-nonrec-coach-thank-you-camper-bcc",
    family: "v12-nonrec-westmere-staff",
    tags: ["not-a-forward", "bcc", "lang:en", "category:own-letter"],
    label: notRecruiting("other"),
    message: original(coachThankYou, "outlook"),
  },
];
