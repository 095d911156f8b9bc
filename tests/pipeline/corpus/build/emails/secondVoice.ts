/**
 * A second tuning author, written apart from the first batch so that the engine stops fitting one writer's
 * habits: sports beyond volleyball and softball, athletes who paste a profile block above their letter, half-filled
 * templates, updates, family and coaches writing for one player, forwards from five clients in four languages, and
 * machine and department mail that borrows recruiting words without introducing anybody.
 */
import { notRecruiting, recruiting, type CorpusEntry } from "../labels.ts";
import { htmlDocument } from "../html.ts";
import { REYES, WHITLOCK } from "../people.ts";
import { fwd, original, type Coach, type Original } from "../wrappers.ts";

const KOWALCZYK: Coach = {
  name: "Bree Kowalczyk",
  directoryName: "Kowalczyk, Bree",
  address: "bkowalczyk@haldencollege.edu",
  scout: "bree.kowalczyk.z3v8@scout.inboxscout.app",
  signature: `Bree Kowalczyk
Head Women's Lacrosse Coach | Halden College
o: 607-555-0102`,
};

const IBARRA: Coach = {
  name: "Tomás Ibarra",
  directoryName: "Ibarra, Tomás",
  address: "tibarra@pinecrest.edu",
  scout: "tomas.ibarra.c5n1@scout.inboxscout.app",
  signature: `Tomás Ibarra
Assistant Coach, Women's Soccer
Pinecrest University
(505) 555-0118`,
};

const ACHTERBERG: Coach = {
  name: "Helen Achterberg",
  directoryName: "Achterberg, Helen",
  address: "hachterberg@wexford.edu",
  scout: "helen.achterberg.g2q7@scout.inboxscout.app",
  signature: `Helen Achterberg
Head Coach, Swimming & Diving / Track & Field (distance)
Wexford University
Direct 414-555-0106`,
};

const PRUITT: Coach = {
  name: "Deshawn Pruitt",
  directoryName: "Pruitt, Deshawn",
  address: "dpruitt@callowaystate.edu",
  scout: "deshawn.pruitt.k8w4@scout.inboxscout.app",
  signature: `Deshawn Pruitt
Associate Head Coach - Women's Basketball
Calloway State University
M: 270.555.0114`,
};

const DUFRESNE: Coach = {
  name: "Claire Dufresne",
  directoryName: "Dufresne, Claire",
  address: "cdufresne@stbrendan.edu",
  scout: "claire.dufresne.p6t2@scout.inboxscout.app",
  signature: `Claire Dufresne
Head Coach, Field Hockey & Women's Rowing
St. Brendan College
(802) 555-0191`,
};

const MARSH: Coach = {
  name: "Owen Marsh",
  directoryName: "Marsh, Owen",
  address: "omarsh@kestrelbay.edu",
  scout: "owen.marsh.j4r9@scout.inboxscout.app",
  signature: `Owen Marsh
Women's Golf & Beach Volleyball
Kestrel Bay University
843-555-0125`,
};

const BULK = (domain: string, id: string): Array<[string, string]> => [
  ["List-Unsubscribe", `<https://${domain}/u/${id}>`],
  ["List-Unsubscribe-Post", "List-Unsubscribe=One-Click"],
  ["Precedence", "bulk"],
];

// ---------------------------------------------------------------------------------------------------------------
// Athletes writing for themselves
// ---------------------------------------------------------------------------------------------------------------

const laxShort: Original = {
  from: "Ryleigh Cutler <ryleighcutler27@gmail.com>",
  to: "bkowalczyk@haldencollege.edu",
  date: "2026-09-14 21:48:00 -04:00",
  subject: "Ryleigh Cutler | 2027 Attack | Long Island Sound 2027",
  text: `Coach Kowalczyk -

Quick intro: I'm a 2027 attacker from Huntington, NY, playing for Long Island Sound 2027 Navy and Huntington Harbor HS. 62 goals / 31 assists as a junior. 3.7 GPA, interested in nursing.

Fall film: https://www.youtube.com/watch?v=Rc4LxT9nQ2a

I'll be at the Capital Cup in November, field 6 on Saturday.

Ryleigh
631-555-0134`,
};

const soccerLong: Original = {
  from: "Amara Nwosu <amara.nwosu.soccer@outlook.com>",
  to: "Tomas Ibarra <tibarra@pinecrest.edu>",
  date: "2026-10-03 18:12:00 -06:00",
  subject: "Prospective Student-Athlete: Amara Nwosu, Center Back, Class of 2028",
  text: `Dear Coach Ibarra,

I hope your season is going well - congratulations on the win over Mesa Verde last weekend, I watched the stream with my teammates.

My name is Amara Nwosu and I am a sophomore center back at Rio Grande Valley Prep in Albuquerque, New Mexico. I play club for Sandia FC 09 ECNL, where I have started every game this season and wear the armband when our captain is out. I have always been drawn to Pinecrest because of the pre-med track and the way your back line plays out of pressure, which is how our club coach wants us to play too.

A little more about me:
- Class of 2028
- Height 5'8"
- Left footed, can also play outside back
- 3.92 unweighted GPA, 4.3 weighted
- Upcoming: ECNL Southwest showcase (Phoenix, December 5-7)

Here is my most recent highlight film: https://www.youtube.com/watch?v=An8cB3rVx1s
and a full game from September: https://vimeo.com/880214553

I would love to attend an ID camp this winter if you are holding one. Thank you for taking the time to read this, and I look forward to hearing from you.

Respectfully,
Amara Nwosu
(505) 555-0162
amara.nwosu.soccer@outlook.com`,
};

const basketballApple: Original = {
  from: "Jalissa Greene <jgreene.hoops@icloud.com>",
  to: "dpruitt@callowaystate.edu",
  date: "2026-11-02 22:30:00 -05:00",
  subject: "PG Jalissa Greene - c/o 2027",
  text: `Hello Coach Pruitt,

My name is Jalissa Greene, a 5'6" point guard in the class of 2027 from Bowling Green, Kentucky. I play for Warren Central Prairie High School and Kentucky Flight 17U on the summer circuit.

Junior year: 14.2 ppg, 6.1 apg, 2.4 spg. GPA 3.4.

Junior season highlights: https://www.hudl.com/video/3/21004417/68a01b77e4b0a1c2d3e4f501

Thank you for your time!
Jalissa Greene
270-555-0147`,
};

const rowing: Original = {
  from: "Ingrid Halloran <ingrid.halloran@gmail.com>",
  to: "cdufresne@stbrendan.edu",
  date: "2026-10-19 07:05:00 -04:00",
  subject: "Recruiting inquiry - rower, 2027",
  text: `Dear Coach Dufresne,

I am a junior at Lakeside Academy in Burlington, Vermont, and I row for Champlain Rowing Club. I have rowed for three years, mostly port side in the eight and the four.

2k erg: 7:18.4 (October 2026)
6k erg: 23:02
Height: 5'11"
Weight: 152 lbs
GPA: 3.85
Graduation: June 2027

Race video from Head of the Charles (bow seat, lane 2): https://drive.google.com/file/d/1Ih7xQw2mT9pLk4Rz8vNs3aBcDeFgHiJk/view

I am also interested in your environmental studies major. Would it be possible to visit during a fall practice?

Thank you,
Ingrid Halloran`,
};

const golf: Original = {
  from: "Sophie Tran <sophietran.golf@gmail.com>",
  to: "omarsh@kestrelbay.edu",
  date: "2026-08-27 16:40:00 -04:00",
  subject: "Sophie Tran - 2028 - Women's Golf",
  text: `Hi Coach Marsh,

My name is Sophie Tran and I will graduate from Summerville Oak Hollow High School in 2028. I live in Summerville, South Carolina and I have been playing competitive golf since I was eleven. This summer I finished T-4 at the Lowcountry Junior Open and made the cut at two AJGA events.

Scoring average (last 10 rounds): 74.6
Best 18: 69
Handicap index: +1.2
GPA: 4.0 unweighted

Swing video (driver, 7-iron, wedge): https://youtu.be/St3gGo4lfQ9

I know Kestrel Bay has a strong program and I would love to learn more about your team and what you look for in a player.

Sincerely,
Sophie Tran
(843) 555-0172`,
};

const fieldHockey: Original = {
  from: "Maeve O'Connell <maeve.oconnell28@gmail.com>",
  to: "Claire Dufresne <cdufresne@stbrendan.edu>",
  date: "2026-11-07 20:20:00 -05:00",
  subject: "Field hockey midfielder - Maeve O'Connell (2028)",
  text: `Hi Coach Dufresne!

I'm Maeve O'Connell, a midfielder (sometimes center back) at Sacred Heart Prep Lancaster in Lancaster, PA. My club team is Keystone Thunder U17.

GPA 3.6 | 5'5" | Class of 2028

Thunder fall clips: https://www.youtube.com/shorts/Mo9cKv2Fh7x

Thanks so much,
Maeve`,
};

const templateCoachSlot: Original = {
  from: "Kendall Price <kendallprice.vb@gmail.com>",
  to: "jreyes@cresthaven.edu",
  date: "2026-10-25 12:00:00 -05:00",
  subject: "2028 Setter - Kendall Price",
  text: `Dear [Coach Name],

My name is Kendall Price and I am a 2028 setter from Overland Park, Kansas. I am very interested in [University] and would love to learn more about your program.

Club: KC Heartland 17 Blue
High School: Blue Valley Crest High School
Height: 5'10"
GPA: 3.75
Video: https://www.hudl.com/video/3/20998150/68a0b2c1e4b0f1e2d3c4a512

I hope to hear from you soon.

Kendall Price
913-555-0186`,
};

const templatePositionSlot: Original = {
  from: "Brynn Keller <brynnkeller2029@yahoo.com>",
  to: "dwhitlock@marlowstate.edu",
  date: "2026-09-30 19:15:00 -05:00",
  subject: "Brynn Keller - Class of 2029 - {{position}}",
  text: `Hi Coach {{last_name}},

My name is Brynn Keller and I'm a {{position}} in the class of 2029. I play for Ozark Heat 16U - Dillard and attend Nixa Ridge High School in Nixa, Missouri.

I've attached my schedule and would love for you to come watch me play.

GPA: 3.9
Video: {{video_link}}

Thank you,
Brynn Keller`,
};

const soccerTemplate: Original = {
  from: "Lucia Ferraro <lferraro2028@gmail.com>",
  to: "tibarra@pinecrest.edu",
  date: "2026-11-11 06:55:00 -07:00",
  subject: "Interest in [School Name] Women's Soccer",
  text: `Dear Coach [Last Name],

I am writing to express my interest in playing soccer at [School Name]. My name is Lucia Ferraro, I'm a goalkeeper in the class of 2028 and I play for Colorado Rush Academy 2010G in Denver, Colorado.

- Height: 5'10"
- High school: Regis Peak High School
- GPA: 3.5
- Highlight video: [insert link]

Please let me know about any upcoming ID camps.

Best,
Lucia Ferraro
720-555-0131`,
};

const headerBlockVb: Original = {
  from: "Harlow Beckett <harlowbeckett@gmail.com>",
  to: "jreyes@cresthaven.edu",
  date: "2026-11-20 17:02:00 -05:00",
  subject: "Harlow Beckett 2028 L/DS",
  text: `HARLOW BECKETT
Libero / DS | Class of 2028
Club: Music City VBC 17 Gold
School: Franklin Ravenwood Academy, Franklin, TN
Ht: 5'4" | GPA: 3.97
Cell: 615-555-0119 | harlowbeckett@gmail.com
Film: https://www.hudl.com/video/3/21033891/68b2c4d0e4b0a7f6e5d4c321
---------------------------------------------

Coach Reyes,

I wanted to put my info at the top so it's easy to find! I've followed Cresthaven since your run to the regional final and I love how much your libero gets to run the back row. I passed a 2.4 in serve receive at our last tournament and led our team in digs.

We play at the Bluegrass Winter Classic in January, I'd love it if you could stop by.

Thank you!
Harlow`,
};

const headerBlockLax: Original = {
  from: "Quinn Adebayo <quinn.adebayo.gk@gmail.com>",
  to: "bkowalczyk@haldencollege.edu",
  date: "2026-10-09 22:10:00 -04:00",
  subject: "2028 Goalie - Quinn Adebayo",
  text: `Quinn Adebayo | Goalkeeper | 2028
Yorktown Lightning Lacrosse 2028 Black / Yorktown Heights High School
Save %: 58 | GPA 3.3 | 5'7"
quinn.adebayo.gk@gmail.com | (914) 555-0153
Highlights: https://www.hudl.com/profile/21410988/Quinn-Adebayo

Hi Coach,

I'm a sophomore goalie in Yorktown Heights, NY and I've been to Halden's summer clinic twice. I would really like to be considered for your 2028 class. Our fall schedule is below.

Oct 18 - Fall Brawl, Annapolis
Nov 1-2 - Philly Fall Classic

Thank you!
Quinn`,
};

const updateSoftball: Original = {
  from: "Tatum Rourke <tatumrourke.sb@gmail.com>",
  to: "dwhitlock@marlowstate.edu",
  date: "2026-11-13 20:44:00 -06:00",
  subject: "quick update: new club, 2 tournaments - Tatum Rourke 2028 SS",
  text: `Hi Coach Whitlock,

Quick update since I emailed you in August - I've moved to Springfield Fury 16U Gold for the winter and spring season. We're playing two tournaments you might be at:

- Dec 6-7 Frostbite Fastpitch, Joplin MO
- Jan 24-25 Indoor Showcase, Tulsa OK

Still playing shortstop and 2B. New video from fall ball: https://youtu.be/Tr8kU2pWm4d

Thanks!
Tatum Rourke
417-555-0184`,
};

const updateVb: Original = {
  from: "Noelle Strand <noellestrand28@gmail.com>",
  to: "jreyes@cresthaven.edu",
  date: "2026-11-24 19:30:00 -05:00",
  subject: "Update - Noelle Strand (2028 MB)",
  text: `Hi Coach Reyes,

Just a few updates since my last email:
- I grew to 6'2"!
- I was named to the all-conference team at Ashland Ridge High School
- New club season starts next week with Buckeye Storm 17 Black

Updated highlights: https://www.youtube.com/watch?v=Ns4tR8mQz1c

Have a great Thanksgiving,
Noelle`,
};

const beachPair: Original = {
  from: "Cassidy Moreau <cassidymoreau.bvb@gmail.com>",
  to: "omarsh@kestrelbay.edu",
  date: "2026-09-22 11:11:00 -04:00",
  subject: "Beach VB defender - 2027 - Cassidy Moreau",
  text: `Hey Coach Marsh,

I'm a 2027 beach defender from St. Augustine, FL and I train at First Coast Sand Academy. My partner (Ella Vance, 6'1" blocker) and I finished 5th at AAU Beach Nationals in 18U.

I'm 5'7", 3.88 GPA, and I play indoor libero for Ponte Vedra Shores High School.

Match film: https://www.youtube.com/watch?v=Cm5vB2dQz7e

Thank you!
Cassidy`,
};

const lowercaseLax: Original = {
  from: "dani whitaker <daniwhitaker11@gmail.com>",
  to: "bkowalczyk@haldencollege.edu",
  date: "2026-10-28 23:59:00 -04:00",
  subject: "2029 midfielder",
  text: `hi coach kowalczyk my name is dani whitaker im a 2029 midfielder for baltimore crabs 2029 and towson hills hs in towson md. i really liked halden when i visited with my sister. heres my video https://youtu.be/Dw7kP3rTx2m

thank u!!
dani
410 555 0129

Sent from my iPhone`,
};

const trackLong: Original = {
  from: "Priya Raman <priyaraman.runs@gmail.com>",
  to: "hachterberg@wexford.edu",
  date: "2026-10-14 18:00:00 -05:00",
  subject: "Distance runner, class of 2027 - Priya Raman",
  text: `Dear Coach Achterberg,

My name is Priya Raman and I am a junior at Brookfield East Meadow High School in Brookfield, Wisconsin. I run cross country and the 1600/3200 in track, and I'm hoping to keep running in college at a school with a strong engineering program, which is how I found Wexford.

Personal records:
1600m - 5:01.8
3200m - 10:48.2
5k XC - 17:55

This fall I placed 9th at the WIAA sectional and we qualified as a team for state. My coach, Mr. Lindqvist, can be reached at jlindqvist@brookfieldeast.k12.wi.us or 262-555-0140.

My Athletic.net profile: https://www.athletic.net/athlete/31522904/track-and-field
GPA: 3.94 (unweighted)

Thank you for considering me.
Priya Raman
262-555-0166`,
};

const afterCamp: Original = {
  from: "Gianna Russo <giannarusso.fh@gmail.com>",
  to: "cdufresne@stbrendan.edu",
  date: "2026-08-03 14:25:00 -04:00",
  subject: "Thank you for camp!",
  text: `Hi Coach Dufresne,

Thank you so much for a great weekend at the St. Brendan Elite Camp! I learned a lot from the drag flick session. As you asked, here is my info:

Gianna Russo
Class of 2027, forward
Worcester Shamrocks U19 / Holy Name Central High School, Worcester MA
5'6", GPA 3.45
508-555-0174
https://www.hudl.com/video/3/20877104/689d1a2be4b0c3d4e5f6a789

Hope to see you at a fall tournament!
Gianna`,
};

const scheduleBlock: Original = {
  from: "Mira Lindgren <miralindgren.oh@gmail.com>",
  to: "dwhitlock@marlowstate.edu, jreyes@cresthaven.edu",
  date: "2026-12-01 20:00:00 -06:00",
  subject: "Winter schedule - Mira Lindgren OH 2028",
  text: `Coaches,

Below is my winter club schedule. I'm an outside hitter for North Star Juniors 17 Red (Minneapolis, MN) and a junior at Edina Lakeview High School.

Jan 3-4 - Northern Lights Qualifier, Minneapolis, Courts 20-28
Jan 17-19 - Bluegrass Winter Classic, Lexington KY
Feb 14-16 - Windy City Power League, Chicago IL
Mar 21-23 - Great Lakes Qualifier, Detroit MI

6'0" | 3.6 GPA | 612-555-0122
https://www.youtube.com/watch?v=Ml6xG9tRv3n

Thanks,
Mira Lindgren`,
};

const swimDirect: Original = {
  from: "Zoe Castellanos <zoecastellanos.swim@gmail.com>",
  to: "hachterberg@wexford.edu",
  date: "2026-09-09 06:30:00 -05:00",
  subject: "Zoe Castellanos - 2028 - Sprint Free/Fly",
  text: `Hi Coach Achterberg,

I'm a sophomore sprinter at Naperville Prairie Ridge High School and I swim club for Naperville Marlins. Some best times (SCY):

50 free 24.3
100 free 52.9
100 fly 57.8

Class of 2028, 3.8 GPA. I'd love to hear about Wexford's team culture.

Zoe
630-555-0170`,
};

const softballIphone: Original = {
  from: "Kaia Bentley <kaiabentley2028@gmail.com>",
  to: "dwhitlock@marlowstate.edu",
  date: "2026-10-06 12:40:00 -05:00",
  subject: "2028 C/3B",
  text: `Coach - Kaia Bentley, 2028 catcher/3B, Tulsa Elite 16U Gold, 2.0 pop, 3.5 gpa. video youtu.be/Kb9cT4xQw2s

Sent from my iPhone`,
};

const golfBoy: Original = {
  from: "Ethan Park <ethanpark.golf28@gmail.com>",
  to: "omarsh@kestrelbay.edu",
  date: "2026-11-15 09:00:00 -05:00",
  subject: "Ethan Park, 2028, Golf - Charleston SC",
  text: `Coach Marsh,

I'm a junior golfer from Charleston, SC (Wando Harbor High School, class of 2028). My scoring average this fall was 73.1 and I won the Lowcountry Junior Classic in October.

Swing video: https://www.youtube.com/watch?v=Ep2kG7nWq5v

GPA 3.7. I would like to come to a practice if possible.

Ethan Park`,
};

// ---------------------------------------------------------------------------------------------------------------
// Other languages
// ---------------------------------------------------------------------------------------------------------------

const soccerSpanish: Original = {
  from: "Valeria Quintero <valequintero.fut@gmail.com>",
  to: "tibarra@pinecrest.edu",
  date: "2026-10-21 21:10:00 -06:00",
  subject: "Jugadora 2028 - Valeria Quintero - mediocampista",
  text: `Hola entrenador Ibarra,

Me llamo Valeria Quintero, soy mediocampista de la clase 2028 y vivo en El Paso, Texas. Juego para El Paso Surf 09 ECNL RL y estudio en Franklin Mountain High School.

Estatura: 5'5"
Promedio (GPA): 3.6
Video: https://www.youtube.com/watch?v=Vq3mE8tKz4p

Me encantaría visitar Pinecrest y conocer el programa.

Saludos,
Valeria Quintero
915-555-0138`,
};

const bvbPortuguese: Original = {
  from: "Larissa Menezes <larissa.menezes.vb@gmail.com>",
  to: "omarsh@kestrelbay.edu",
  date: "2026-10-30 15:00:00 -03:00",
  subject: "Atleta de vôlei de praia - Larissa Menezes (2027)",
  text: `Olá treinador Marsh,

Meu nome é Larissa Menezes, tenho 17 anos e jogo vôlei de praia como bloqueadora em Florianópolis, Brasil. Treino no Clube Praia Mole e termino o ensino médio em dezembro de 2027 no Colégio Catarinense Norte.

Altura: 1,82 m
Vídeo: https://www.youtube.com/watch?v=Lm7nB4xVq9r
WhatsApp: +55 48 5550 1267

Obrigada pela atenção!
Larissa Menezes`,
};

const swimGerman: Original = {
  from: "Lena Brückner <lena.brueckner@web.de>",
  to: "hachterberg@wexford.edu",
  date: "2026-09-28 19:45:00 +02:00",
  subject: "Schwimmerin, Abitur 2027 - Lena Brückner",
  text: `Sehr geehrte Frau Achterberg,

ich heiße Lena Brückner und schwimme für die SG Neukölln Berlin (Lagen und Brust). Im Frühjahr 2027 mache ich Abitur am Käthe-Kollwitz-Gymnasium in Berlin.

Bestzeiten (50-m-Bahn):
200 m Lagen 2:19,84
100 m Brust 1:12,40

Größe: 1,74 m

Ein Wettkampfvideo: https://vimeo.com/912204871

Mit freundlichen Grüßen
Lena Brückner
+49 170 5550 1842`,
};

const fhFrench: Original = {
  from: "Éloïse Gagnon <eloise.gagnon09@videotron.ca>",
  to: "cdufresne@stbrendan.edu",
  date: "2026-11-03 19:00:00 -05:00",
  subject: "Hockey sur gazon - Éloïse Gagnon, finissante 2027",
  text: `Bonjour Madame Dufresne,

Je m'appelle Éloïse Gagnon, je joue défenseure pour le Club Laval Hockey sur gazon et pour l'équipe de l'École secondaire Mont-Sainte-Anne à Laval (Québec). Je termine mes études secondaires en 2027.

Taille : 5 pi 7 po
Moyenne : 88 %
Vidéo : https://www.youtube.com/watch?v=Eg2sH8pLq6w
Cellulaire : 450-555-0115

Merci beaucoup,
Éloïse`,
};

// ---------------------------------------------------------------------------------------------------------------
// Parents, club and school coaches writing for one athlete
// ---------------------------------------------------------------------------------------------------------------

const soccerDad: Original = {
  from: "Greg Halvey <greg.halvey@halveyplumbing.com>",
  to: "tibarra@pinecrest.edu",
  date: "2026-09-17 07:50:00 -06:00",
  subject: "My daughter Brooke - 2028 forward",
  text: `Coach Ibarra,

I'm reaching out on behalf of my daughter Brooke Halvey. She is a 2028 forward for Albuquerque Rush 09 Premier and plays varsity at Cibola Vista High School here in Albuquerque. She led the team with 19 goals last season. 5'6", 3.3 GPA.

Her highlights: https://www.youtube.com/watch?v=Bh6vK2mTq8w
Brooke's email is brookehalvey09@gmail.com and cell 505-555-0157.

Thanks for your time,
Greg Halvey
Halvey Plumbing & Heating | 505-555-0150`,
};

const swimMom: Original = {
  from: "Dana Whitford <danawhitford@comcast.net>",
  to: "hachterberg@wexford.edu",
  date: "2026-10-02 20:05:00 -05:00",
  subject: "Backstroker Emily Whitford - Class of 2027",
  text: `Hello Coach Achterberg,

Our daughter Emily is a junior backstroker at Madison Lakeshore High School and swims for Madison Aquatic Club. She has her heart set on a school where she can swim and study nursing, and Wexford is at the top of her list.

100 back: 56.4 (SCY)
200 back: 2:02.1
GPA: 3.9

Emily would love to set up a call. Her cell is (608) 555-0181 and her email is emilywhitford.swim@gmail.com.

Warmly,
Dana Whitford (mom)
608-555-0180`,
};

const hoopsMom: Original = {
  from: "Tonya Reese <treese.family@yahoo.com>",
  to: "dpruitt@callowaystate.edu",
  date: "2026-11-18 13:15:00 -06:00",
  subject: "Shooting guard - Aaliyah Reese 2028",
  text: `Good afternoon Coach Pruitt,

My name is Tonya Reese, mother of Aaliyah Reese. Aaliyah is a 5'9" shooting guard (class of 2028) at Nashville Hillwood Pike High School and plays AAU with Tennessee Lady Volunteers Elite 16U.

She averaged 16 points and shot 41% from three as a sophomore. Her GPA is 3.2.

Film: https://www.hudl.com/video/3/20950082/68a1c3d4e4b0b2c3d4e5f612

You can reach Aaliyah directly at aaliyahreese2028@gmail.com. My number is 615-555-0144.

Thank you and God bless,
Tonya Reese`,
};

const laxClubCoach: Original = {
  from: "Mike Donnelly <mdonnelly@chesapeakelaxclub.com>",
  to: "bkowalczyk@haldencollege.edu",
  date: "2026-11-01 10:30:00 -04:00",
  subject: "Player recommendation - Sienna Marchetti (2027 defender)",
  text: `Bree,

Hope the fall has been good. I wanted to put one of my players on your radar: Sienna Marchetti, a 2027 defender on our Chesapeake Lax Club 2027 Elite team. She is the best one-on-one defender I've coached in five years - quick feet, great stick, and she runs our clears. She's 5'8", carries a 3.8 at Severna Park Crest High School in Severna Park, MD and wants a smaller school.

Her film: https://www.youtube.com/watch?v=Sm2dF7kRq4t
Sienna's contact: siennamarchetti27@gmail.com, 410-555-0176

Happy to talk anytime.

Mike Donnelly
Director, Chesapeake Lax Club
410-555-0170`,
};

const vbClubCoach: Original = {
  from: "Coach Rena Tillman <rena@prairiefirevbc.com>",
  to: "jreyes@cresthaven.edu",
  date: "2026-11-09 08:00:00 -06:00",
  subject: "Prairie Fire 17 Elite - libero you should see",
  text: `Coach Reyes,

I coach Prairie Fire 17 Elite in Wichita and I want to recommend my libero, Josie Albrecht (2028). She is the most consistent passer in our club, a great teammate and a 4.0 student at Wichita Northfield High School. 5'5".

Video: https://www.hudl.com/video/3/20991233/68a2d4e5e4b0c3d4e5f6a723
Josie: josiealbrecht08@gmail.com

We'll be in Lexington in January if you want to see her live.

Rena Tillman
Club Director, Prairie Fire Volleyball
316-555-0188`,
};

const hsHoopsCoach: Original = {
  from: "Coach Vernon Ash <vash@hopkinsvilleeast.k12.ky.us>",
  to: "dpruitt@callowaystate.edu",
  date: "2026-12-02 15:20:00 -06:00",
  subject: "Senior post still available - Kiara Banks",
  text: `Coach Pruitt,

I'm the girls' varsity coach at Hopkinsville East High School. My senior post, Kiara Banks, does not have a college home yet and I think she could help you right away. She's 6'2", averages 12 rebounds and 3 blocks, and has a 3.1 GPA. Class of 2027.

Her senior film: https://www.hudl.com/video/3/21055120/68b3e5f6e4b0d4e5f6a7b834

Kiara's cell is 270-555-0161. Please let me know if you'd like to come to a game; we host Christian County on Dec 12.

Vernon Ash
Head Girls Basketball Coach, Hopkinsville East HS
270-555-0160`,
};

const hsTrackCoach: Original = {
  from: "Janelle Okafor <jokafor@greendaleprep.org>",
  to: "hachterberg@wexford.edu",
  date: "2026-11-05 16:00:00 -06:00",
  subject: "Recommendation: Clara Vogt, 800m/1600m, 2027",
  text: `Dear Coach Achterberg,

I am the head track and field coach at Greendale Prep in Greendale, Wisconsin. I am writing to recommend Clara Vogt, a junior middle-distance runner who will graduate in 2027.

Clara ran 2:13.9 in the 800 and 4:58.2 in the 1600 last spring and was our team captain in cross country this fall. She is a 3.7 student, a hard worker and a kind teammate. She hopes to study kinesiology.

Clara's email is claravogt.runs@gmail.com. I'm happy to talk with you about her.

Sincerely,
Janelle Okafor
Head Coach, Track & Field and Cross Country
Greendale Prep | 414-555-0111`,
};

const clubForwardsAthlete: Original = {
  from: "Dustin Farr <dfarr@azstormsoftball.com>",
  to: "dwhitlock@marlowstate.edu",
  date: "2026-10-17 09:10:00 -07:00",
  subject: "Fwd: Intro - Marisa Cho 2028 LHP",
  text: `Coach Whitlock, passing along Marisa's note - she's one of our top arms on Arizona Storm 16U Premier. Let me know if you'd like her pitching schedule.

Dustin Farr
Arizona Storm Softball | 480-555-0190

---------- Forwarded message ---------
From: Marisa Cho <marisacho.lhp@gmail.com>
Date: Thu, Oct 16, 2026 at 8:02 PM
Subject: Intro - Marisa Cho 2028 LHP
To: Dustin Farr <dfarr@azstormsoftball.com>

Hi Coach Farr, can you send this to Marlow State?

I'm Marisa Cho, a 2028 left-handed pitcher from Chandler, AZ (Chandler Basin High School). 5'8", 3.95 GPA. Fastball 61, riseball and screw.
Video: https://www.youtube.com/watch?v=Mc4pL8tRw2k
Cell 480-555-0193

Thanks!
Marisa`,
};

// ---------------------------------------------------------------------------------------------------------------
// Not recruiting: look-alikes
// ---------------------------------------------------------------------------------------------------------------

const laxCampHtml = `<table width="620" align="center" style="font-family:Helvetica,Arial"><tr><td>
<h1 style="color:#0b3d91">Northeast Lacrosse Prospect Day &ndash; Grads 2028-2030</h1>
<p>Attention high school players and parents!</p>
<p>Get seen by <b>30+ college coaches</b> from D1, D2, D3 and NAIA programs at our winter prospect day, January 18, 2027, at the Rockland Sports Dome, Orangeburg, NY.</p>
<ul><li>Position-specific training (attack, midfield, defense, goalie)</li><li>Small-sided games filmed in HD</li><li>Every player receives a highlight clip and a coach evaluation</li></ul>
<p><b>$245 per player</b> &ndash; spots are limited. <a href="https://nelaxprospect.example/register">Register your athlete today</a></p>
<p>Questions? Contact camp director Alyssa Brandt at 845-555-0103.</p>
<p style="font-size:11px;color:#888">You received this because you are on the Northeast Lacrosse Prospect list. <a href="https://nelaxprospect.example/unsubscribe">Unsubscribe</a></p>
</td></tr></table>`;

const soccerIdClinic: Original = {
  from: "Pinecrest Soccer Camps <camps@pinecrestsoccercamps.com>",
  to: "tibarra@pinecrest.edu",
  date: "2026-10-20 09:00:00 -06:00",
  subject: "Winter ID Clinic - registration now open (girls 2027-2030)",
  text: `Pinecrest Women's Soccer Winter ID Clinic
Saturday, January 10, 2027 - Pinecrest Stadium turf

Open to all girls in the classes of 2027, 2028, 2029 and 2030. Campers train with the Pinecrest staff and current players and finish with 11v11 games.

Cost: $175 (goalkeepers $150)
Register: https://pinecrestsoccercamps.com/winter-id

Campers should bring cleats, shin guards, turf shoes and water. Check-in opens at 8:00 AM at the north gate.

Pinecrest Soccer Camps is operated by Pinecrest Women's Soccer. Questions: camps@pinecrestsoccercamps.com`,
};

const profileAlert: Original = {
  from: "FieldPath Recruiting <alerts@fieldpathrecruit.com>",
  to: "dpruitt@callowaystate.edu",
  date: "2026-11-21 06:00:00 -05:00",
  subject: "5 new athletes match your saved search \"PG/SG 2028 KY-TN\"",
  text: `Hi Deshawn,

5 new athletes match your saved search "PG/SG 2028 KY-TN":

Maya Collins - PG - 2028 - Louisville, KY - 5'7" - View profile
Tianna Brooks - SG - 2028 - Clarksville, TN - 5'9" - View profile
Hope Gentry - PG - 2028 - Lexington, KY - 5'5" - View profile
Riley Sutter - SG - 2028 - Murfreesboro, TN - 5'10" - View profile
Anaya Ford - PG/SG - 2028 - Paducah, KY - 5'8" - View profile

See all matches: https://fieldpathrecruit.com/coach/searches/88213

You are receiving this alert because you saved a search on FieldPath. Manage alerts: https://fieldpathrecruit.com/coach/alerts`,
};

const weeklyDigest: Original = {
  from: "SwimScout Weekly <digest@swimscout.example>",
  to: "hachterberg@wexford.edu",
  date: "2026-11-23 05:30:00 -06:00",
  subject: "Your SwimScout Weekly: 212 new times from Midwest recruits",
  text: `SWIMSCOUT WEEKLY - Week of Nov 23

TOP RISERS IN YOUR REGION
1. Harper Lund (2028, MN) - 200 IM 2:04.11, down 3.2s
2. Sofia Ortiz (2027, IL) - 100 breast 1:03.40
3. Nora Kessler (2028, WI) - 500 free 4:52.88

COMMITMENTS THIS WEEK
- Julia Marsh (2027) to Lakeshore State
- Addison Cole (2027) to Northern Plains

212 new times were posted from meets in your region this week. Log in to see them all: https://swimscout.example/coach/feed

SwimScout | Unsubscribe | Privacy`,
};

const complianceNewsletter: Original = {
  from: "Wexford Athletics Compliance <compliance@wexford.edu>",
  to: "All Coaches <allcoaches@wexford.edu>",
  date: "2026-11-02 08:00:00 -06:00",
  subject: "Compliance Corner - November: official visits, camp employment, texting recruits",
  text: `Compliance Corner - November 2026

1. Official visits. Prospects may now take official visits beginning August 1 before their junior year in most sports. Submit the visit request form at least 10 days before the visit.

2. Camp employment. A high school or club coach may not be employed at your camp if a prospect from their team is attending, unless the coach is also employed in a similar role at another camp. Send your staff list to us by December 1.

3. Texting. Electronic correspondence with prospects is permitted after June 15 following their sophomore year. Log every call in ARMS.

Questions? Stop by the compliance office (Room 212, Field House) or call 414-555-0199.`,
};

const ncaaUpdate: Original = {
  from: "NCAA Membership <membership@ncaa-updates.example>",
  to: "cdufresne@stbrendan.edu",
  date: "2026-10-15 10:00:00 -04:00",
  subject: "Division III Legislative Update: Recruiting Calendar Changes for 2027-28",
  text: `Division III Legislative Update

The Division III Management Council adopted the following recruiting proposals, effective August 1, 2027:

- Proposal 2026-14: Permits institutions to provide prospective student-athletes with a free meal during an unofficial visit.
- Proposal 2026-17: Eliminates the requirement that recruiting materials be sent only after September 1 of the prospect's junior year.
- Proposal 2026-21: Clarifies that a prospect's participation in a tryout is not permitted, including at a prospect's high school.

Please direct questions to your conference office or your institution's compliance administrator.`,
};

const studentWorker: Original = {
  from: "Kayla Dunn <kdunn27@haldencollege.edu>",
  to: "bkowalczyk@haldencollege.edu",
  date: "2026-11-12 15:40:00 -05:00",
  subject: "questionnaires done + camp folders",
  text: `Hi Coach,

I finished entering the recruit questionnaires from the last two weeks into the spreadsheet (41 total, 2028 tab is sorted by position now). The 2029s are still in the blue folder on your desk.

I also made the camp check-in folders for Saturday and printed the name tags. Do you want me to order more pinnies? We only have 18 mediums.

I'm in the office Tuesday and Thursday 1-5 next week.

Thanks!
Kayla
Student Assistant, Halden Women's Lacrosse`,
};

const parentYoungerChild: Original = {
  from: "Heather Lindqvist <heather.lindqvist@gmail.com>",
  to: "jreyes@cresthaven.edu",
  date: "2026-11-14 21:00:00 -05:00",
  subject: "Summer camp dates for a 6th grader?",
  text: `Hi Coach Reyes,

My daughter is in 6th grade and just finished her first season of rec volleyball. She had so much fun that she's begging to go to a camp this summer. Do you have a youth camp for her age, and do you know the dates yet? Is there a day-camp option, since we live about 40 minutes away?

Thank you!
Heather Lindqvist
(513) 555-0145`,
};

const ticketReceipt: Original = {
  from: "Calloway State Tickets <tickets@callowaystatetix.example>",
  to: "dpruitt@callowaystate.edu",
  date: "2026-11-28 14:02:00 -06:00",
  subject: "Your order is confirmed: Women's Basketball vs. Lakeshore State (Order #CS-448120)",
  text: `Thank you for your order!

Order #CS-448120
Event: Calloway State Women's Basketball vs. Lakeshore State
Date: Saturday, December 13, 2026, 2:00 PM
Venue: Regional Events Center, Murray Hall Gate B

4 x Reserved Seating, Section 104, Row F, Seats 1-4 @ $12.00
Service fee: $6.00
Total: $54.00

Your mobile tickets are in your account: https://callowaystatetix.example/account

Questions? Call the ticket office at 270-555-0100.`,
};

const boosterFundraiser: Original = {
  from: "Halden Lacrosse Boosters <boosters@haldenlax.org>",
  to: "Lacrosse Families <families@haldenlax.org>",
  date: "2026-10-01 19:00:00 -04:00",
  subject: "Buy a brick, build the locker room! Fall fundraiser",
  text: `Halden Lacrosse Families & Friends,

Our fall fundraiser is here! Help us reach $40,000 for the new team locker room by buying an engraved brick for the stadium walk ($100) or sponsoring a locker ($500, with a nameplate for your player).

Order by November 15: https://haldenlax.org/brick

Every gift is tax deductible. Thank you for supporting Coach Kowalczyk and our student-athletes!

Go Herons!
The Halden Lacrosse Booster Club`,
};

const conferenceSchedule: Original = {
  from: "Great Rivers Conference <media@greatriversconf.org>",
  to: "Head Coaches - Women's Basketball <wbb-headcoaches@greatriversconf.org>",
  date: "2026-09-25 11:00:00 -05:00",
  subject: "2026-27 GRC Women's Basketball schedule released - TV windows and tipoff times",
  text: `The Great Rivers Conference has released the 2026-27 women's basketball schedule.

- Conference play begins Thursday, January 1, 2027
- 18-game double round-robin
- GRC Tournament: March 4-7, 2027, Evansville
- 22 games on GRC Network; TV tipoffs may move by up to 30 minutes

Full schedule (PDF): https://greatriversconf.org/wbb/schedule-2027.pdf

Please send corrections to Jordan Price, Associate Commissioner, by October 3.`,
};

const gearVendor: Original = {
  from: "Jenna at Apex Team Sports <jenna@apexteamsports.example>",
  to: "bkowalczyk@haldencollege.edu",
  date: "2026-10-08 10:15:00 -04:00",
  subject: "Coach, 30% off team uniforms + free goalie gear for 2027 orders",
  text: `Hi Coach Kowalczyk,

Spring is closer than it looks! Order your 2027 uniforms by December 1 and get:
- 30% off sublimated pinnies and kilts
- A free goalie helmet and chest protector with orders of 25+
- Free team logo design

Our catalog: https://apexteamsports.example/lacrosse-2027

I'm happy to set up a call or bring samples to campus.

Jenna Morales
College Team Sales, Apex Team Sports
800-555-0142`,
};

const journalist: Original = {
  from: "Rob Castellano <rcastellano@pinecrestherald.example>",
  to: "tibarra@pinecrest.edu",
  date: "2026-11-13 12:30:00 -07:00",
  subject: "Media request: comment on signing day class",
  text: `Coach Ibarra,

I'm writing a piece for Sunday's paper on Pinecrest's early signing class. I understand that Jordyn Mercer (Rio Rancho) and Tess Alvarado (Las Cruces) both signed with you yesterday. Could you give me a couple of sentences on what they bring, or ten minutes by phone before Friday at 3?

Thanks,
Rob Castellano
Sports Reporter, Pinecrest Herald
505-555-0107`,
};

const gaApplication: Original = {
  from: "Morgan Tiller <morgan.tiller@gmail.com>",
  to: "dwhitlock@marlowstate.edu",
  date: "2026-11-06 17:25:00 -06:00",
  subject: "Application - Graduate Assistant Coach (Softball)",
  text: `Dear Coach Whitlock,

I am applying for the Graduate Assistant Coach position posted on the Marlow State athletics site. I played four years of college softball at Ozark Plains University as a catcher (2022-2026), where I was a two-time academic all-conference selection with a 3.7 GPA in exercise science.

This past season I also ran our team's video breakdown and helped with camps. I plan to start the M.S. in Sport Management in the fall of 2027.

My resume and three references are attached. I can be reached at 417-555-0109.

Thank you for your consideration,
Morgan Tiller`,
};

const spamRecruitTool: Original = {
  from: "Growth Team <hello@recruitboostai.example>",
  to: "omarsh@kestrelbay.edu",
  date: "2026-10-29 03:14:00 +00:00",
  subject: "Coach, your 2028 class is waiting 🏆 (AI finds recruits for you)",
  text: `Hi Coach,

What if you never missed a recruit again? RecruitBoost AI scans 2.4 million athlete profiles and sends the top 20 to your inbox every Monday.

✔ 10x faster evaluations
✔ Auto-written outreach emails
✔ Only $49/month - first 14 days FREE

Claim your free trial: http://recruitboostai.example/coach-trial?ref=cb22

Reply STOP to unsubscribe.`,
};

const outOfOfficeHs: Original = {
  from: "Coach Vernon Ash <vash@hopkinsvilleeast.k12.ky.us>",
  to: "dpruitt@callowaystate.edu",
  date: "2026-12-22 09:00:00 -06:00",
  subject: "Automatic reply: Kiara Banks - visit",
  text: `Thank you for your email. I am out of the office for winter break (December 20 - January 4) with limited access to email. For urgent matters please contact the Hopkinsville East athletic office at 270-555-0165.

Vernon Ash
Head Girls Basketball Coach`,
};

const laxCampConfirmation: Original = {
  from: "Halden Lacrosse Camps <noreply@campregister.example>",
  to: "bkowalczyk@haldencollege.edu",
  date: "2026-06-02 11:20:00 -04:00",
  subject: "New registration: Summer Elite Camp - Session 2",
  text: `A new camper registered for Summer Elite Camp - Session 2 (July 14-16, 2026).

Camper: Addison Pryor
Grad year: 2028
Position: Midfield
Club: Empire Lacrosse 2028
T-shirt: Women's M
Parent/guardian: Laura Pryor, 518-555-0128
Amount paid: $425.00

View all registrations: https://campregister.example/org/halden-lax/session-2

This notice was sent automatically by CampRegister.`,
};

const visitInvite: Original = {
  from: "Claire Dufresne <cdufresne@stbrendan.edu>",
  to: "Field Hockey Staff <fhstaff@stbrendan.edu>",
  date: "2026-10-22 09:00:00 -04:00",
  subject: "Invitation: Unofficial visit - Gagnon family @ Fri Nov 14, 2026 10am - 1pm (EST)",
  text: `You have been invited to the following event.

Unofficial visit - Gagnon family
When: Friday, November 14, 2026 10am - 1pm (EST)
Where: Field hockey office, Murphy Athletic Center
Calendar: cdufresne@stbrendan.edu

Agenda: campus tour 10:00, meet with admissions 11:00, lunch with team 12:00.

Going? Yes - Maybe - No   more options »

Invitation from Google Calendar`,
};

const signingPress: Original = {
  from: "Wexford Athletics Communications <sid@wexford.edu>",
  to: "hachterberg@wexford.edu",
  date: "2026-11-12 16:30:00 -06:00",
  subject: "DRAFT for approval: Swimming & Diving signs six for 2027",
  text: `Helen - draft release below, please approve by 9am.

WEXFORD, Wis. - Wexford swimming and diving head coach Helen Achterberg announced the signing of six student-athletes to National Letters of Intent on Wednesday.

Ava Sorensen (Green Bay, Wis.) - distance freestyle, 1650 free 16:58.3
Mia Torres (Rockford, Ill.) - sprint freestyle
Hannah Kirsch (Duluth, Minn.) - diver
Lily Chen (Naperville, Ill.) - IM/breaststroke
Claire Dobbs (Appleton, Wis.) - backstroke
Rachel Ng (Madison, Wis.) - butterfly

"This class brings depth to every event group," Achterberg said.

Tara Voss
Assistant AD, Communications`,
};

const spanishCampAd: Original = {
  from: "Academia Fútbol Norte <info@futbolnorte.example>",
  to: "tibarra@pinecrest.edu",
  date: "2026-10-05 10:00:00 -06:00",
  subject: "Showcase para jugadoras 2027-2029 - Ciudad Juárez, 12 de diciembre",
  text: `Estimado entrenador:

Le invitamos al Showcase Universitario Norte, el 12 de diciembre en Ciudad Juárez. Más de 120 jugadoras de las clases 2027, 2028 y 2029 jugarán partidos frente a entrenadores universitarios.

Los entrenadores universitarios entran gratis y reciben el catálogo de jugadoras con estadísticas y datos de contacto.

Inscripción de entrenadores: https://futbolnorte.example/showcase

Saludos cordiales,
Academia Fútbol Norte`,
};

const hsTeamCampQuote: Original = {
  from: "Coach Laurie Benton <lbenton@westfieldcentral.k12.in.us>",
  to: "jreyes@cresthaven.edu",
  date: "2026-12-03 14:00:00 -05:00",
  subject: "Team camp pricing for 2027?",
  text: `Hi Coach Reyes,

I'm the head volleyball coach at Westfield Central High School (Indiana). We're looking for a team camp in late June for our varsity and JV, about 24 girls. Do you offer a team camp with housing, and what did it cost last summer? We'd need two courts and would love a session on serve receive.

Thanks!
Laurie Benton
Head Volleyball Coach, Westfield Central HS
317-555-0126`,
};

const serviceClaim: Original = {
  from: "NextPlay Recruit <coaches@nextplayrecruit.example>",
  to: "dpruitt@callowaystate.edu",
  date: "2026-09-12 08:00:00 -05:00",
  subject: "Deshawn, 37 athletes want to hear from Calloway State",
  text: `Hi Coach Pruitt,

37 athletes on NextPlay have added Calloway State to their favorites this year. 12 are in the class of 2028.

Claim your free college coach account to see who they are, message them and download their film:
https://nextplayrecruit.example/claim?c=calloway-wbb

NextPlay Recruit - 1,200 college programs trust us to find their next class.`,
};

const clubOutOfOffice: Original = {
  from: "Rena Tillman <rena@prairiefirevbc.com>",
  to: "jreyes@cresthaven.edu",
  date: "2026-11-28 10:00:00 -06:00",
  subject: "Out of office: Re: Josie Albrecht",
  text: `Hi! I'm at the Prairie Fire 17 Elite qualifier in Dallas through Sunday with very limited email. For club business please contact our office at office@prairiefirevbc.com or 316-555-0189. I'll reply when I'm back on Monday.

Rena Tillman
Club Director, Prairie Fire Volleyball`,
};

const clubResults: Original = {
  from: "Tulsa Elite Fastpitch <news@tulsaelitefp.example>",
  to: "College Coaches <coaches@tulsaelitefp.example>",
  date: "2026-10-27 18:00:00 -05:00",
  subject: "Tulsa Elite fall recap + uncommitted 2027s and 2028s",
  text: `College Coaches,

Thanks for a great fall! Our 16U Gold went 14-2 and won the Fall Frenzy, and 18U Premier reached the final of the Red River Showcase.

Uncommitted players by class:
2027: Jaycee Monroe (P), Hadley Ross (C), Mia Foster (OF), Laney Brooks (SS)
2028: Kaia Bentley (C/3B), Emery Hale (P), Carly Dunn (1B), Reese Wolfe (OF), Skye Patel (2B)

Player profiles and contact sheets: https://tulsaelitefp.example/recruiting

Winter schedule coming soon!
Tulsa Elite Fastpitch`,
};

// ---------------------------------------------------------------------------------------------------------------

export const SECOND_VOICE: CorpusEntry[] = [
  {
    name: "lax-athlete-attack-short-gmail",
    family: "v2-lax-ryleigh-cutler",
    tags: ["fwd:gmail", "lang:en", "sport:lacrosse", "style:short", "trap:team-year"],
    label: recruiting("athlete", {
      first_name: "Ryleigh",
      last_name: "Cutler",
      grad_year: 2027,
      positions: ["attack"],
      club_team: "Long Island Sound 2027 Navy",
      high_school: "Huntington Harbor HS",
      city: "Huntington",
      state: "NY",
      gpa: 3.7,
      email: "ryleighcutler27@gmail.com",
      phone: "+16315550134",
      video_urls: ["https://www.youtube.com/watch?v=Rc4LxT9nQ2a"],
    }),
    message: fwd("gmail", KOWALCZYK, "2026-09-15 07:30:00 -04:00", laxShort, { note: "Capital Cup sat - add to list" }),
  },
  {
    name: "soccer-athlete-long-letter-outlook-live",
    family: "v2-soccer-amara-nwosu",
    tags: ["fwd:outlook-live", "lang:en", "sport:soccer", "style:long", "trap:weighted-gpa", "trap:event-dates"],
    label: recruiting("athlete", {
      first_name: "Amara",
      last_name: "Nwosu",
      grad_year: 2028,
      positions: ["center back"],
      height_inches: 68,
      club_team: "Sandia FC 09 ECNL",
      high_school: "Rio Grande Valley Prep",
      city: "Albuquerque",
      state: "NM",
      gpa: 3.92,
      email: "amara.nwosu.soccer@outlook.com",
      phone: "+15055550162",
      video_urls: ["https://www.youtube.com/watch?v=An8cB3rVx1s", "https://vimeo.com/880214553"],
    }),
    message: fwd("outlook-live", IBARRA, "2026-10-04 08:00:00 -06:00", soccerLong),
  },
  {
    name: "bball-athlete-point-guard-apple-mac",
    family: "v2-bball-jalissa-greene",
    tags: ["fwd:apple-mac", "lang:en", "sport:basketball", "trap:stats"],
    label: recruiting("athlete", {
      first_name: "Jalissa",
      last_name: "Greene",
      grad_year: 2027,
      positions: ["point guard"],
      height_inches: 66,
      club_team: "Kentucky Flight 17U",
      high_school: "Warren Central Prairie High School",
      city: "Bowling Green",
      state: "KY",
      gpa: 3.4,
      email: "jgreene.hoops@icloud.com",
      phone: "+12705550147",
      video_urls: ["https://www.hudl.com/video/3/21004417/68a01b77e4b0a1c2d3e4f501"],
    }),
    message: fwd("apple-mac", PRUITT, "2026-11-03 08:10:00 -06:00", basketballApple, { note: "Watch her in Dec?" }),
  },
  {
    name: "rowing-athlete-erg-scores-outlook-2019",
    family: "v2-rowing-ingrid-halloran",
    tags: ["fwd:outlook-2019", "lang:en", "sport:rowing", "trap:erg-times", "no-grad-year-word"],
    label: recruiting("athlete", {
      first_name: "Ingrid",
      last_name: "Halloran",
      grad_year: 2027,
      height_inches: 71,
      club_team: "Champlain Rowing Club",
      high_school: "Lakeside Academy",
      city: "Burlington",
      state: "VT",
      gpa: 3.85,
      email: "ingrid.halloran@gmail.com",
      video_urls: ["https://drive.google.com/file/d/1Ih7xQw2mT9pLk4Rz8vNs3aBcDeFgHiJk/view"],
    }),
    message: fwd("outlook-2019", DUFRESNE, "2026-10-19 09:00:00 -04:00", rowing),
  },
  {
    name: "golf-athlete-scoring-average-gmail",
    family: "v2-golf-sophie-tran",
    tags: ["fwd:gmail", "lang:en", "sport:golf", "trap:scoring-average"],
    label: recruiting("athlete", {
      first_name: "Sophie",
      last_name: "Tran",
      grad_year: 2028,
      high_school: "Summerville Oak Hollow High School",
      city: "Summerville",
      state: "SC",
      gpa: 4.0,
      email: "sophietran.golf@gmail.com",
      phone: "+18435550172",
      video_urls: ["https://youtu.be/St3gGo4lfQ9"],
    }),
    message: fwd("gmail", MARSH, "2026-08-28 09:00:00 -04:00", golf),
  },
  {
    name: "fh-athlete-midfielder-shorts-outlook-new",
    family: "v2-fh-maeve-oconnell",
    tags: ["fwd:outlook-new", "lang:en", "sport:field-hockey", "video:shorts"],
    label: recruiting("athlete", {
      first_name: "Maeve",
      last_name: "O'Connell",
      grad_year: 2028,
      positions: ["midfielder", "center back"],
      height_inches: 65,
      club_team: "Keystone Thunder U17",
      high_school: "Sacred Heart Prep Lancaster",
      city: "Lancaster",
      state: "PA",
      gpa: 3.6,
      email: "maeve.oconnell28@gmail.com",
      video_urls: ["https://www.youtube.com/shorts/Mo9cKv2Fh7x"],
    }),
    message: fwd("outlook-new", DUFRESNE, "2026-11-08 10:00:00 -05:00", fieldHockey),
  },
  {
    name: "vb-athlete-template-coach-slot-gmail",
    family: "v2-vb-kendall-price",
    tags: ["fwd:gmail", "lang:en", "sport:volleyball", "trap:template-placeholder"],
    label: recruiting("athlete", {
      first_name: "Kendall",
      last_name: "Price",
      grad_year: 2028,
      positions: ["S"],
      height_inches: 70,
      club_team: "KC Heartland 17 Blue",
      high_school: "Blue Valley Crest High School",
      city: "Overland Park",
      state: "KS",
      gpa: 3.75,
      email: "kendallprice.vb@gmail.com",
      phone: "+19135550186",
      video_urls: ["https://www.hudl.com/video/3/20998150/68a0b2c1e4b0f1e2d3c4a512"],
    }),
    message: fwd("gmail", REYES, "2026-10-26 08:00:00 -05:00", templateCoachSlot, { note: "lol she forgot to fill in our name. Setter though" }),
  },
  {
    name: "sb-athlete-template-position-slot-yahoo",
    family: "v2-sb-brynn-keller",
    tags: ["fwd:yahoo", "lang:en", "sport:softball", "trap:template-placeholder", "no-video"],
    label: recruiting("athlete", {
      first_name: "Brynn",
      last_name: "Keller",
      grad_year: 2029,
      club_team: "Ozark Heat 16U - Dillard",
      high_school: "Nixa Ridge High School",
      city: "Nixa",
      state: "MO",
      gpa: 3.9,
      email: "brynnkeller2029@yahoo.com",
    }),
    message: fwd("yahoo", WHITLOCK, "2026-10-01 07:45:00 -05:00", templatePositionSlot),
  },
  {
    name: "soccer-athlete-template-school-slot-thunderbird",
    family: "v2-soccer-lucia-ferraro",
    tags: ["fwd:thunderbird", "lang:en", "sport:soccer", "trap:template-placeholder", "no-video"],
    label: recruiting("athlete", {
      first_name: "Lucia",
      last_name: "Ferraro",
      grad_year: 2028,
      positions: ["goalkeeper"],
      height_inches: 70,
      club_team: "Colorado Rush Academy 2010G",
      high_school: "Regis Peak High School",
      city: "Denver",
      state: "CO",
      gpa: 3.5,
      email: "lferraro2028@gmail.com",
      phone: "+17205550131",
    }),
    message: fwd("thunderbird", IBARRA, "2026-11-11 09:00:00 -07:00", soccerTemplate),
  },
  {
    name: "vb-athlete-header-block-above-letter-outlook-mac",
    family: "v2-vb-harlow-beckett",
    tags: ["fwd:outlook-mac", "lang:en", "sport:volleyball", "style:header-block"],
    label: recruiting("athlete", {
      first_name: "Harlow",
      last_name: "Beckett",
      grad_year: 2028,
      positions: ["L/DS"],
      height_inches: 64,
      club_team: "Music City VBC 17 Gold",
      high_school: "Franklin Ravenwood Academy",
      city: "Franklin",
      state: "TN",
      gpa: 3.97,
      email: "harlowbeckett@gmail.com",
      phone: "+16155550119",
      video_urls: ["https://www.hudl.com/video/3/21033891/68b2c4d0e4b0a7f6e5d4c321"],
    }),
    message: fwd("outlook-mac", REYES, "2026-11-21 08:00:00 -05:00", headerBlockVb),
  },
  {
    name: "lax-athlete-goalie-header-block-gmail",
    family: "v2-lax-quinn-adebayo",
    tags: ["fwd:gmail", "lang:en", "sport:lacrosse", "style:header-block", "trap:team-year"],
    label: recruiting("athlete", {
      first_name: "Quinn",
      last_name: "Adebayo",
      grad_year: 2028,
      positions: ["goalkeeper"],
      height_inches: 67,
      club_team: "Yorktown Lightning Lacrosse 2028 Black",
      high_school: "Yorktown Heights High School",
      city: "Yorktown Heights",
      state: "NY",
      gpa: 3.3,
      email: "quinn.adebayo.gk@gmail.com",
      phone: "+19145550153",
      video_urls: ["https://www.hudl.com/profile/21410988/Quinn-Adebayo"],
    }),
    message: fwd("gmail", KOWALCZYK, "2026-10-10 07:00:00 -04:00", headerBlockLax),
  },
  {
    name: "sb-athlete-update-new-club-apple-ios",
    family: "v2-sb-tatum-rourke",
    tags: ["fwd:apple-ios", "lang:en", "sport:softball", "style:update", "trap:event-dates"],
    label: recruiting("athlete", {
      first_name: "Tatum",
      last_name: "Rourke",
      grad_year: 2028,
      positions: ["SS", "2B"],
      club_team: "Springfield Fury 16U Gold",
      email: "tatumrourke.sb@gmail.com",
      phone: "+14175550184",
      video_urls: ["https://youtu.be/Tr8kU2pWm4d"],
    }),
    message: fwd("apple-ios", WHITLOCK, "2026-11-14 06:30:00 -06:00", updateSoftball, { note: "Tatum again - she moved to Fury" }),
  },
  {
    name: "vb-athlete-update-grew-outlook-live",
    family: "v2-vb-noelle-strand",
    tags: ["fwd:outlook-live", "lang:en", "sport:volleyball", "style:update"],
    label: recruiting("athlete", {
      first_name: "Noelle",
      last_name: "Strand",
      grad_year: 2028,
      positions: ["MB"],
      height_inches: 74,
      club_team: "Buckeye Storm 17 Black",
      high_school: "Ashland Ridge High School",
      email: "noellestrand28@gmail.com",
      video_urls: ["https://www.youtube.com/watch?v=Ns4tR8mQz1c"],
    }),
    message: fwd("outlook-live", REYES, "2026-11-25 08:00:00 -05:00", updateVb),
  },
  {
    name: "bvb-athlete-defender-partner-gmail",
    family: "v2-bvb-cassidy-moreau",
    tags: ["fwd:gmail", "lang:en", "sport:beach-volleyball", "trap:partner-height"],
    label: recruiting("athlete", {
      first_name: "Cassidy",
      last_name: "Moreau",
      grad_year: 2027,
      positions: ["defender"],
      height_inches: 67,
      club_team: "First Coast Sand Academy",
      high_school: "Ponte Vedra Shores High School",
      city: "St. Augustine",
      state: "FL",
      gpa: 3.88,
      email: "cassidymoreau.bvb@gmail.com",
      video_urls: ["https://www.youtube.com/watch?v=Cm5vB2dQz7e"],
    }),
    message: fwd("gmail", MARSH, "2026-09-22 13:00:00 -04:00", beachPair),
  },
  {
    name: "lax-athlete-lowercase-run-on-apple-ios",
    family: "v2-lax-dani-whitaker",
    tags: ["fwd:apple-ios", "lang:en", "sport:lacrosse", "style:lowercase", "trap:team-year"],
    label: recruiting("athlete", {
      first_name: "Dani",
      last_name: "Whitaker",
      grad_year: 2029,
      positions: ["midfielder"],
      club_team: "Baltimore Crabs 2029",
      high_school: "Towson Hills HS",
      city: "Towson",
      state: "MD",
      email: "daniwhitaker11@gmail.com",
      phone: "+14105550129",
      video_urls: ["https://youtu.be/Dw7kP3rTx2m"],
    }),
    message: fwd("apple-ios", KOWALCZYK, "2026-10-29 07:15:00 -04:00", lowercaseLax),
  },
  {
    name: "track-athlete-distance-prs-outlook-2013",
    family: "v2-track-priya-raman",
    tags: ["fwd:outlook-2013", "lang:en", "sport:track", "trap:coach-contact", "trap:non-video-links"],
    label: recruiting("athlete", {
      first_name: "Priya",
      last_name: "Raman",
      grad_year: 2027,
      high_school: "Brookfield East Meadow High School",
      city: "Brookfield",
      state: "WI",
      gpa: 3.94,
      email: "priyaraman.runs@gmail.com",
      phone: "+12625550166",
    }),
    message: fwd("outlook-2013", ACHTERBERG, "2026-10-15 08:00:00 -05:00", trackLong),
  },
  {
    name: "fh-athlete-after-camp-block-gmail",
    family: "v2-fh-gianna-russo",
    tags: ["fwd:gmail", "lang:en", "sport:field-hockey", "style:after-camp"],
    label: recruiting("athlete", {
      first_name: "Gianna",
      last_name: "Russo",
      grad_year: 2027,
      positions: ["forward"],
      height_inches: 66,
      club_team: "Worcester Shamrocks U19",
      high_school: "Holy Name Central High School",
      city: "Worcester",
      state: "MA",
      gpa: 3.45,
      email: "giannarusso.fh@gmail.com",
      phone: "+15085550174",
      video_urls: ["https://www.hudl.com/video/3/20877104/689d1a2be4b0c3d4e5f6a789"],
    }),
    message: fwd("gmail", DUFRESNE, "2026-08-04 09:00:00 -04:00", afterCamp),
  },
  {
    name: "vb-athlete-schedule-to-two-coaches-outlook-new-nobar",
    family: "v2-vb-mira-lindgren",
    tags: ["fwd:outlook-new-nobar", "lang:en", "sport:volleyball", "trap:event-dates", "to:several-coaches"],
    label: recruiting("athlete", {
      first_name: "Mira",
      last_name: "Lindgren",
      grad_year: 2028,
      positions: ["OH"],
      height_inches: 72,
      club_team: "North Star Juniors 17 Red",
      high_school: "Edina Lakeview High School",
      city: "Minneapolis",
      state: "MN",
      gpa: 3.6,
      email: "miralindgren.oh@gmail.com",
      phone: "+16125550122",
      video_urls: ["https://www.youtube.com/watch?v=Ml6xG9tRv3n"],
    }),
    message: fwd("outlook-new-nobar", REYES, "2026-12-02 08:00:00 -05:00", scheduleBlock),
  },
  {
    name: "swim-athlete-best-times-gmail",
    family: "v2-swim-zoe-castellanos",
    tags: ["fwd:gmail", "lang:en", "sport:swimming", "trap:swim-times", "no-video"],
    label: recruiting("athlete", {
      first_name: "Zoe",
      last_name: "Castellanos",
      grad_year: 2028,
      club_team: "Naperville Marlins",
      high_school: "Naperville Prairie Ridge High School",
      gpa: 3.8,
      email: "zoecastellanos.swim@gmail.com",
      phone: "+16305550170",
    }),
    message: fwd("gmail", ACHTERBERG, "2026-09-09 08:00:00 -05:00", swimDirect),
  },
  {
    name: "sb-athlete-one-line-apple-ios",
    family: "v2-sb-kaia-bentley",
    tags: ["fwd:apple-ios", "lang:en", "sport:softball", "style:very-short", "video:bare"],
    label: recruiting("athlete", {
      first_name: "Kaia",
      last_name: "Bentley",
      grad_year: 2028,
      positions: ["C", "3B"],
      club_team: "Tulsa Elite 16U Gold",
      gpa: 3.5,
      email: "kaiabentley2028@gmail.com",
      video_urls: ["youtu.be/Kb9cT4xQw2s"],
    }),
    message: fwd("apple-ios", WHITLOCK, "2026-10-06 13:00:00 -05:00", softballIphone),
  },
  {
    name: "golf-athlete-junior-boy-yahoo",
    family: "v2-golf-ethan-park",
    tags: ["fwd:yahoo", "lang:en", "sport:golf", "trap:scoring-average"],
    label: recruiting("athlete", {
      first_name: "Ethan",
      last_name: "Park",
      grad_year: 2028,
      high_school: "Wando Harbor High School",
      city: "Charleston",
      state: "SC",
      gpa: 3.7,
      email: "ethanpark.golf28@gmail.com",
      video_urls: ["https://www.youtube.com/watch?v=Ep2kG7nWq5v"],
    }),
    message: fwd("yahoo", MARSH, "2026-11-15 12:00:00 -05:00", golfBoy),
  },
  {
    name: "soccer-athlete-spanish-gmail-es",
    family: "v2-soccer-valeria-quintero",
    tags: ["fwd:gmail-es", "lang:es", "sport:soccer"],
    label: recruiting("athlete", {
      first_name: "Valeria",
      last_name: "Quintero",
      grad_year: 2028,
      positions: ["mediocampista"],
      height_inches: 65,
      club_team: "El Paso Surf 09 ECNL RL",
      high_school: "Franklin Mountain High School",
      city: "El Paso",
      state: "TX",
      gpa: 3.6,
      email: "valequintero.fut@gmail.com",
      phone: "+19155550138",
      video_urls: ["https://www.youtube.com/watch?v=Vq3mE8tKz4p"],
    }),
    message: fwd("gmail-es", IBARRA, "2026-10-22 07:30:00 -06:00", soccerSpanish, { note: "Buena jugadora, ver en diciembre." }),
  },
  {
    name: "bvb-athlete-brazil-gmail-pt",
    family: "v2-bvb-larissa-menezes",
    tags: ["fwd:gmail-pt", "lang:pt", "sport:beach-volleyball", "international", "height:metres"],
    label: recruiting("athlete", {
      first_name: "Larissa",
      last_name: "Menezes",
      grad_year: 2027,
      positions: ["blocker"],
      height_inches: 71.7,
      club_team: "Clube Praia Mole",
      high_school: "Colégio Catarinense Norte",
      city: "Florianópolis",
      email: "larissa.menezes.vb@gmail.com",
      phone: "+554855501267",
      video_urls: ["https://www.youtube.com/watch?v=Lm7nB4xVq9r"],
    }),
    message: fwd("gmail-pt", MARSH, "2026-10-31 09:00:00 -04:00", bvbPortuguese),
  },
  {
    name: "swim-athlete-german-outlook-de",
    family: "v2-swim-lena-brueckner",
    tags: ["fwd:outlook-de", "lang:de", "sport:swimming", "international", "height:metres"],
    label: recruiting("athlete", {
      first_name: "Lena",
      last_name: "Brückner",
      grad_year: 2027,
      height_inches: 68.5,
      club_team: "SG Neukölln Berlin",
      high_school: "Käthe-Kollwitz-Gymnasium",
      city: "Berlin",
      email: "lena.brueckner@web.de",
      phone: "+4917055501842",
      video_urls: ["https://vimeo.com/912204871"],
    }),
    message: fwd("outlook-de", ACHTERBERG, "2026-09-29 08:00:00 -05:00", swimGerman),
  },
  {
    name: "fh-athlete-quebec-outlook-fr",
    family: "v2-fh-eloise-gagnon",
    tags: ["fwd:outlook-fr", "lang:fr", "sport:field-hockey", "height:pi-po", "trap:percent-average"],
    label: recruiting("athlete", {
      first_name: "Éloïse",
      last_name: "Gagnon",
      grad_year: 2027,
      positions: ["défenseure"],
      height_inches: 67,
      club_team: "Club Laval Hockey sur gazon",
      high_school: "École secondaire Mont-Sainte-Anne",
      city: "Laval",
      state: "QC",
      email: "eloise.gagnon09@videotron.ca",
      phone: "+14505550115",
      video_urls: ["https://www.youtube.com/watch?v=Eg2sH8pLq6w"],
    }),
    message: fwd("outlook-fr", DUFRESNE, "2026-11-04 08:00:00 -05:00", fhFrench),
  },
  {
    name: "parent-dad-soccer-business-signature-gmail",
    family: "v2-parent-greg-halvey",
    tags: ["fwd:gmail", "lang:en", "sport:soccer", "trap:parent-contact"],
    label: recruiting("parent", {
      first_name: "Brooke",
      last_name: "Halvey",
      grad_year: 2028,
      positions: ["forward"],
      height_inches: 66,
      club_team: "Albuquerque Rush 09 Premier",
      high_school: "Cibola Vista High School",
      city: "Albuquerque",
      gpa: 3.3,
      email: "brookehalvey09@gmail.com",
      phone: "+15055550157",
      video_urls: ["https://www.youtube.com/watch?v=Bh6vK2mTq8w"],
    }),
    message: fwd("gmail", IBARRA, "2026-09-17 10:00:00 -06:00", soccerDad),
  },
  {
    name: "parent-mom-swim-backstroke-outlook-live",
    family: "v2-parent-dana-whitford",
    tags: ["fwd:outlook-live", "lang:en", "sport:swimming", "trap:parent-contact", "no-video"],
    label: recruiting("parent", {
      first_name: "Emily",
      last_name: "Whitford",
      grad_year: 2027,
      club_team: "Madison Aquatic Club",
      high_school: "Madison Lakeshore High School",
      gpa: 3.9,
      email: "emilywhitford.swim@gmail.com",
      phone: "+16085550181",
    }),
    message: fwd("outlook-live", ACHTERBERG, "2026-10-03 08:00:00 -05:00", swimMom),
  },
  {
    name: "parent-mom-hoops-yahoo-outlook-2019",
    family: "v2-parent-tonya-reese",
    tags: ["fwd:outlook-2019", "lang:en", "sport:basketball", "trap:parent-contact", "trap:stats"],
    label: recruiting("parent", {
      first_name: "Aaliyah",
      last_name: "Reese",
      grad_year: 2028,
      positions: ["shooting guard"],
      height_inches: 69,
      club_team: "Tennessee Lady Volunteers Elite 16U",
      high_school: "Nashville Hillwood Pike High School",
      city: "Nashville",
      state: "TN",
      gpa: 3.2,
      email: "aaliyahreese2028@gmail.com",
      video_urls: ["https://www.hudl.com/video/3/20950082/68a1c3d4e4b0b2c3d4e5f612"],
    }),
    message: fwd("outlook-2019", PRUITT, "2026-11-18 16:00:00 -06:00", hoopsMom),
  },
  {
    name: "club-coach-lax-recommends-defender-gmail",
    family: "v2-club-mike-donnelly",
    tags: ["fwd:gmail", "lang:en", "sport:lacrosse", "trap:club-coach-contact"],
    label: recruiting("club_coach", {
      first_name: "Sienna",
      last_name: "Marchetti",
      grad_year: 2027,
      positions: ["defender"],
      height_inches: 68,
      club_team: "Chesapeake Lax Club 2027 Elite",
      high_school: "Severna Park Crest High School",
      city: "Severna Park",
      state: "MD",
      gpa: 3.8,
      email: "siennamarchetti27@gmail.com",
      phone: "+14105550176",
      video_urls: ["https://www.youtube.com/watch?v=Sm2dF7kRq4t"],
    }),
    message: fwd("gmail", KOWALCZYK, "2026-11-01 12:00:00 -04:00", laxClubCoach),
  },
  {
    name: "club-coach-vb-recommends-libero-apple-mac",
    family: "v2-club-rena-tillman",
    tags: ["fwd:apple-mac", "lang:en", "sport:volleyball", "trap:club-coach-contact"],
    label: recruiting("club_coach", {
      first_name: "Josie",
      last_name: "Albrecht",
      grad_year: 2028,
      positions: ["L/DS"],
      height_inches: 65,
      club_team: "Prairie Fire 17 Elite",
      high_school: "Wichita Northfield High School",
      city: "Wichita",
      gpa: 4.0,
      email: "josiealbrecht08@gmail.com",
      video_urls: ["https://www.hudl.com/video/3/20991233/68a2d4e5e4b0c3d4e5f6a723"],
    }),
    message: fwd("apple-mac", REYES, "2026-11-09 12:00:00 -05:00", vbClubCoach),
  },
  {
    name: "hs-coach-hoops-senior-post-outlook-new",
    family: "v2-hs-vernon-ash",
    tags: ["fwd:outlook-new", "lang:en", "sport:basketball", "trap:hs-coach-contact"],
    label: recruiting("high_school_coach", {
      first_name: "Kiara",
      last_name: "Banks",
      grad_year: 2027,
      positions: ["post"],
      height_inches: 74,
      high_school: "Hopkinsville East High School",
      gpa: 3.1,
      phone: "+12705550161",
      video_urls: ["https://www.hudl.com/video/3/21055120/68b3e5f6e4b0d4e5f6a7b834"],
    }),
    message: fwd("outlook-new", PRUITT, "2026-12-02 18:00:00 -06:00", hsHoopsCoach),
  },
  {
    name: "hs-coach-track-letter-gmail",
    family: "v2-hs-janelle-okafor",
    tags: ["fwd:gmail", "lang:en", "sport:track", "trap:hs-coach-contact", "no-video"],
    label: recruiting("high_school_coach", {
      first_name: "Clara",
      last_name: "Vogt",
      grad_year: 2027,
      high_school: "Greendale Prep",
      city: "Greendale",
      state: "WI",
      gpa: 3.7,
      email: "claravogt.runs@gmail.com",
    }),
    message: fwd("gmail", ACHTERBERG, "2026-11-06 07:00:00 -06:00", hsTrackCoach),
  },
  {
    name: "club-coach-forwards-pitcher-note-outlook-live",
    family: "v2-club-dustin-farr",
    tags: ["fwd:outlook-live", "lang:en", "sport:softball", "role:external-forwarder", "nested"],
    label: recruiting("club_coach", {
      first_name: "Marisa",
      last_name: "Cho",
      grad_year: 2028,
      positions: ["P"],
      height_inches: 68,
      club_team: "Arizona Storm 16U Premier",
      high_school: "Chandler Basin High School",
      city: "Chandler",
      state: "AZ",
      gpa: 3.95,
      email: "marisacho.lhp@gmail.com",
      phone: "+14805550193",
      video_urls: ["https://www.youtube.com/watch?v=Mc4pL8tRw2k"],
    }),
    message: fwd("outlook-live", WHITLOCK, "2026-10-17 13:00:00 -05:00", clubForwardsAthlete),
  },
  // ------------------------------------------------------------------ not recruiting
  {
    name: "nonrec-lax-prospect-day-ad-html-bulk",
    family: "v2-nonrec-ne-lax-prospect-day",
    tags: ["not-a-forward", "lang:en", "html-only", "category:camp-ad", "sport:lacrosse"],
    label: notRecruiting("other"),
    message: {
      client: "bulk",
      from: "Northeast Lacrosse Prospect Day <events@nelaxprospect.example>",
      to: KOWALCZYK.scout,
      subject: "Get seen by 30+ college coaches - Jan 18 Prospect Day (2028-2030)",
      date: "2026-11-04 10:00:00 -05:00",
      headers: BULK("nelaxprospect.example", "k9"),
      html: htmlDocument(laxCampHtml, "plain"),
    },
  },
  {
    name: "nonrec-soccer-id-clinic-own-camp-gmail",
    family: "v2-nonrec-pinecrest-camps",
    tags: ["fwd:gmail", "lang:en", "category:camp-ad", "sport:soccer"],
    label: notRecruiting("other"),
    message: fwd("gmail", IBARRA, "2026-10-20 10:00:00 -06:00", soccerIdClinic, { note: "Posted! Share with your clubs pls" }),
  },
  {
    name: "nonrec-service-saved-search-alert-outlook-live",
    family: "v2-nonrec-fieldpath",
    tags: ["fwd:outlook-live", "lang:en", "recruiting-service", "category:service-alert", "trap:many-athletes"],
    label: notRecruiting("recruiting_service"),
    message: fwd("outlook-live", PRUITT, "2026-11-21 08:00:00 -06:00", fieldpathAlertOf(profileAlert)),
  },
  {
    name: "nonrec-service-swim-weekly-digest-direct",
    family: "v2-nonrec-swimscout",
    tags: ["not-a-forward", "lang:en", "recruiting-service", "category:digest", "trap:many-athletes"],
    label: notRecruiting("recruiting_service"),
    message: original({ ...weeklyDigest, to: ACHTERBERG.scout }, "bulk", { headers: BULK("swimscout.example", "w47") }),
  },
  {
    name: "nonrec-compliance-corner-newsletter-outlook-2019",
    family: "v2-nonrec-wexford-compliance",
    tags: ["fwd:outlook-2019", "lang:en", "category:compliance"],
    label: notRecruiting("other"),
    message: fwd("outlook-2019", ACHTERBERG, "2026-11-02 09:00:00 -06:00", complianceNewsletter),
  },
  {
    name: "nonrec-ncaa-d3-legislative-update-apple-mac",
    family: "v2-nonrec-ncaa-d3-update",
    tags: ["fwd:apple-mac", "lang:en", "category:compliance"],
    label: notRecruiting("other"),
    message: fwd("apple-mac", DUFRESNE, "2026-10-15 12:00:00 -04:00", ncaaUpdate, { note: "FYI for the rowing staff too" }),
  },
  {
    name: "nonrec-student-worker-questionnaires-gmail",
    family: "v2-nonrec-student-worker",
    tags: ["fwd:gmail", "lang:en", "category:staff"],
    label: notRecruiting("other"),
    message: fwd("gmail", KOWALCZYK, "2026-11-12 16:00:00 -05:00", studentWorker, { signature: false, note: "Assistants - see Kayla's note re pinnies" }),
  },
  {
    name: "nonrec-parent-youth-camp-dates-apple-ios",
    family: "v2-nonrec-parent-sixth-grader",
    tags: ["fwd:apple-ios", "lang:en", "category:parent-question"],
    label: notRecruiting("parent"),
    message: fwd("apple-ios", REYES, "2026-11-15 08:00:00 -05:00", parentYoungerChild, { note: "Sam - youth camp dates?" }),
  },
  {
    name: "nonrec-ticket-order-receipt-direct",
    family: "v2-nonrec-ticket-office",
    tags: ["not-a-forward", "lang:en", "category:receipt"],
    label: notRecruiting("other"),
    message: original({ ...ticketReceipt, to: PRUITT.scout }, "bulk"),
  },
  {
    name: "nonrec-booster-brick-fundraiser-yahoo",
    family: "v2-nonrec-halden-boosters",
    tags: ["fwd:yahoo", "lang:en", "category:department"],
    label: notRecruiting("other"),
    message: fwd("yahoo", KOWALCZYK, "2026-10-02 08:00:00 -04:00", boosterFundraiser),
  },
  {
    name: "nonrec-conference-schedule-release-outlook-new",
    family: "v2-nonrec-great-rivers-conf",
    tags: ["fwd:outlook-new", "lang:en", "category:conference"],
    label: notRecruiting("other"),
    message: fwd("outlook-new", PRUITT, "2026-09-25 13:00:00 -05:00", conferenceSchedule),
  },
  {
    name: "nonrec-vendor-uniform-offer-outlook-2013",
    family: "v2-nonrec-apex-team-sports",
    tags: ["fwd:outlook-2013", "lang:en", "category:vendor"],
    label: notRecruiting("other"),
    message: fwd("outlook-2013", KOWALCZYK, "2026-10-08 12:00:00 -04:00", gearVendor),
  },
  {
    name: "nonrec-journalist-signing-day-comment-gmail",
    family: "v2-nonrec-pinecrest-herald",
    tags: ["fwd:gmail", "lang:en", "category:media", "trap:athletes-named"],
    label: notRecruiting("other"),
    message: fwd("gmail", IBARRA, "2026-11-13 13:00:00 -07:00", journalist, { note: "Can SID handle?" }),
  },
  {
    name: "nonrec-ga-job-application-former-player-outlook-live",
    family: "v2-nonrec-ga-applicant",
    tags: ["fwd:outlook-live", "lang:en", "category:job-application", "trap:gpa-and-position"],
    label: notRecruiting("other"),
    message: fwd("outlook-live", WHITLOCK, "2026-11-07 08:00:00 -06:00", gaApplication, { note: "GA applicant #3" }),
  },
  {
    name: "nonrec-spam-ai-recruiting-tool-direct",
    family: "v2-nonrec-recruitboost-spam",
    tags: ["not-a-forward", "lang:en", "category:spam"],
    label: notRecruiting("other"),
    message: original({ ...spamRecruitTool, to: MARSH.scout }, "bulk", { headers: [["X-Mailer", "MassMail Pro 7.1"]] }),
  },
  {
    name: "nonrec-hs-coach-out-of-office-outlook-live",
    family: "v2-nonrec-ash-auto-reply",
    tags: ["fwd:outlook-live", "lang:en", "category:auto-reply", "trap:athlete-in-subject"],
    label: notRecruiting("high_school_coach"),
    message: fwd("outlook-live", PRUITT, "2026-12-22 10:00:00 -06:00", outOfOfficeHs),
  },
  {
    name: "nonrec-camp-registration-notice-gmail",
    family: "v2-nonrec-campregister",
    tags: ["fwd:gmail", "lang:en", "category:camp-system", "trap:camper-details"],
    label: notRecruiting("other"),
    message: fwd("gmail", KOWALCZYK, "2026-06-02 12:00:00 -04:00", laxCampConfirmation, { note: "Kayla - add to session 2 list" }),
  },
  {
    name: "nonrec-calendar-unofficial-visit-invite-gmail",
    family: "v2-nonrec-dufresne-calendar",
    tags: ["fwd:gmail", "lang:en", "category:calendar", "trap:athlete-family-named"],
    label: notRecruiting("other"),
    message: fwd("gmail", DUFRESNE, "2026-10-22 09:05:00 -04:00", visitInvite, { signature: false }),
  },
  {
    name: "nonrec-sid-signing-release-draft-outlook-mac",
    family: "v2-nonrec-wexford-sid",
    tags: ["fwd:outlook-mac", "lang:en", "category:staff", "trap:many-athletes"],
    label: notRecruiting("other"),
    message: fwd("outlook-mac", ACHTERBERG, "2026-11-12 17:00:00 -06:00", signingPress),
  },
  {
    name: "nonrec-showcase-ad-spanish-outlook-es",
    family: "v2-nonrec-futbol-norte",
    tags: ["fwd:outlook-es", "lang:es", "category:camp-ad"],
    label: notRecruiting("other"),
    message: fwd("outlook-es", IBARRA, "2026-10-05 12:00:00 -06:00", spanishCampAd, { note: "¿Vale la pena?" }),
  },
  {
    name: "nonrec-hs-coach-team-camp-quote-thunderbird",
    family: "v2-nonrec-benton-team-camp",
    tags: ["fwd:thunderbird", "lang:en", "category:camp-question"],
    label: notRecruiting("high_school_coach"),
    message: fwd("thunderbird", REYES, "2026-12-03 15:00:00 -05:00", hsTeamCampQuote),
  },
  {
    name: "nonrec-service-claim-account-marketing-gmail",
    family: "v2-nonrec-nextplay",
    tags: ["fwd:gmail", "lang:en", "recruiting-service", "category:service-marketing"],
    label: notRecruiting("recruiting_service"),
    message: fwd("gmail", PRUITT, "2026-09-12 09:00:00 -05:00", serviceClaim, { note: "anyone used these guys?" }),
  },
  {
    name: "nonrec-club-director-out-of-office-outlook-2019",
    family: "v2-nonrec-tillman-auto-reply",
    tags: ["fwd:outlook-2019", "lang:en", "category:auto-reply", "trap:club-name-with-age"],
    label: notRecruiting("club_coach"),
    message: fwd("outlook-2019", REYES, "2026-11-28 12:00:00 -05:00", clubOutOfOffice),
  },
  {
    name: "nonrec-club-fall-recap-uncommitted-list-gmail",
    family: "v2-nonrec-tulsa-elite-news",
    tags: ["fwd:gmail", "lang:en", "category:newsletter", "trap:many-athletes"],
    label: notRecruiting("club_coach"),
    message: fwd("gmail", WHITLOCK, "2026-10-28 07:00:00 -05:00", clubResults),
  },
];

/** The alert as the service's HTML shows it: a card per athlete. */
function fieldpathAlertOf(alert: Original): Original {
  const cards = alert.text
    .split("\n")
    .filter((line) => line.endsWith("View profile"))
    .map((line) => `<tr><td style="padding:6px;border-bottom:1px solid #eee">${line.replace(" - View profile", "")} <a href="https://fieldpathrecruit.com/p/${line.split(" ")[0]!.toLowerCase()}">View profile</a></td></tr>`)
    .join("");
  return {
    ...alert,
    html: `<p>Hi Deshawn,</p><p>5 new athletes match your saved search "PG/SG 2028 KY-TN":</p><table>${cards}</table><p><a href="https://fieldpathrecruit.com/coach/searches/88213">See all matches</a></p>`,
  };
}
