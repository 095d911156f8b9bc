/** Parents (and other family) writing about their daughter: their own contact details are never the athlete's. */
import { recruiting, type CorpusEntry } from "../labels.ts";
import { BELANGER, CASTELLANO, DUARTE, GREER, HALVORSEN, MONTOYA, OYELARAN, REYES, VOGEL, WHITLOCK } from "../people.ts";
import { compose, forward, forwardAsAttachment, forwardedBlock, original, quotedReply, type Original } from "../wrappers.ts";

const pruitt: Original = {
  from: "Greg Pruitt <gpruitt@pruittlawgroup.com>",
  to: "jreyes@cresthaven.edu",
  date: "2026-10-24 21:40:00 -04:00",
  subject: "My daughter Addison - 2028 OH",
  text: `Coach Reyes,

I hope this finds you well. My name is Greg Pruitt and I'm writing on behalf of my daughter, Addison, a 2028 outside hitter. Addison is 6'1" and plays for Hoosier Heat 17 Red and Bloomington Southridge High School here in Bloomington, Indiana.

She had 289 kills this fall and was named all-conference. Her GPA is 3.9 and she's interested in pre-med.

Her highlight video: https://www.hudl.com/video/3/20377104/66f5e2b1e4b0d4c1a8b9f330
Addison's email: addisonpruitt28@gmail.com

Please feel free to reach out to me anytime.

Best regards,
Greg Pruitt
Partner, Pruitt Law Group
(812) 555-0123
gpruitt@pruittlawgroup.com`,
};

const delgado: Original = {
  from: "Patricia Delgado <pdelgado.ep@hotmail.com>",
  to: "lmontoya@sierramesa.edu",
  date: "2026-10-30 20:12:00 -06:00",
  subject: "Mi hija Sofía - lanzadora clase 2029",
  text: `Buenas noches, coach Montoya:

Le escribe Patricia Delgado, mamá de Sofía Delgado. Sofía es lanzadora (pitcher) derecha de la clase 2029 y juega para Sun City Stingers 16U y para Franklin Mesa High School aquí en El Paso, Texas.

Sofía mide 5'8" y su recta llega a 58 mph. Tiene un promedio de 3.6.

Video de Sofía: https://www.youtube.com/watch?v=Sd2mP8vQk3L

Mi teléfono es (915) 555-0138. Quedamos a sus órdenes.

Atentamente,
Patricia Delgado`,
};

const chloeOwn: Original = {
  from: "Chloe Jablonski <chloejab28@gmail.com>",
  to: "jreyes@cresthaven.edu",
  date: "2026-10-05 19:00:12 -05:00",
  subject: "2028 MB Chloe Jablonski",
  text: `Hi Coach Reyes,

I'm Chloe Jablonski, a 2028 middle blocker from Milwaukee, Wisconsin. I play for Cream City VBC 17 Elite and Milwaukee Lakeshore Prep. I'm 6'1" and have a 3.7 GPA.

Video: https://www.youtube.com/watch?v=Cj4bL9wQe2R

Thank you,
Chloe
414-555-0159`,
};

const chloeMom: Original = {
  from: "Beth Jablonski <bethjablonski@yahoo.com>",
  to: "jreyes@cresthaven.edu",
  date: "2026-10-19 12:31:04 -05:00",
  subject: "Fwd: 2028 MB Chloe Jablonski",
  text: `Hello Coach Reyes, Chloe sent this a couple weeks ago and we weren't sure it went through. She is really hoping to visit in the spring. You can reach me at 414-555-0150 as well.

Thanks so much,
Beth Jablonski

${forwardedBlock("yahoo", chloeOwn).text}`,
};

const natalie: Original = {
  from: "Rob and Kim Ferreira <ferreirafamily@comcast.net>",
  to: "pcastellano@ridgeford.edu",
  date: "2026-11-01 17:55:29 -05:00",
  subject: "Natalie Ferreira - 2027 Libero",
  text: `Dear Coach Castellano,

We're writing about our daughter Natalie, a 2027 libero at Lincoln-Way Prairie High School in Frankfort, Illinois. Natalie is 5'10" (tall for a libero!) and plays for Chicago Skyline VBC 18 Black. Her younger sister Josie is already 6'0" as a freshman, so you may hear from us again in a couple of years!

Natalie has a 3.75 GPA and would love to study education.

Video: https://www.hudl.com/profile/19011234/Natalie-Ferreira
Natalie's cell: 815-555-0172
Our cell: 815-555-0170

Rob and Kim Ferreira`,
};

const scholarshipDad: Original = {
  from: "Tom Harkness <tharkness@harknessag.com>",
  to: "dwhitlock@marlowstate.edu",
  date: "2026-11-06 06:12:40 -06:00",
  subject: "Question about scholarships - 2028 catcher",
  text: `Coach Whitlock,

Quick question: how do athletic scholarships work for softball at Marlow State, and is academic aid stackable? We're trying to understand our options.

For context, my daughter Emma Harkness is a 2028 catcher for Nebraska Gold 18U - Carter and Kearney Plains High School in Kearney, Nebraska. She's 5'7", 3.8 GPA. Video here: https://www.youtube.com/watch?v=Eh6tK2wPq9M

Thanks,
Tom Harkness
308-555-0147`,
};

const grandma: Original = {
  from: "Loretta Simmons <lorettasimmons44@aol.com>",
  to: "tgreer@bayouteche.edu",
  date: "2026-10-12 14:02:00 -05:00",
  subject: "My granddaughter Destiny",
  text: `Dear Coach Greer,

I am writing about my granddaughter Destiny Simmons who is a pitcher for Lake Charles Ridgewood High School and the Southwest Louisiana Heat 18U. She is in the class of 2027 and is 5 foot 9. She has a 3.2 grade point average.

Her coach said I should send you her video so here it is https://www.youtube.com/watch?v=Ds3nL7kWq1P

She lives with me in Lake Charles, Louisiana. My phone number is 337-555-0116.

God bless,
Loretta Simmons`,
};

const kylie: Original = {
  from: "Dale Rourke <dalerourke@rourkeplumbing.net>",
  to: "moyelaran@lakemont.edu",
  date: "2026-10-22 05:48:00 -04:00",
  subject: "CATCHER 2029",
  text: `COACH,

MY DAUGHTER KYLIE ROURKE IS A 2029 CATCHER FOR GEORGIA ACES 16U AND NORTH HALL CROSSING HS IN GAINESVILLE GA. 5'6 POP TIME 1.9. GOOD STUDENT 3.5 GPA. VIDEO BELOW.

HTTPS://WWW.HUDL.COM/PROFILE/20311456/KYLIE-ROURKE

CALL ME 678-555-0191

DALE ROURKE`,
};

const quinnMomHtml = `<div>Hi Coach Reyes,</div><div><br></div><div>I wanted to introduce my daughter <b>Quinn Abernathy</b>. Quinn is a <b>2028 setter</b> for <b>Rocky Mountain Juniors 17 Elite</b> and Cherry Creek Valley High School in Centennial, Colorado.</div><div><br></div><ul><li>Height: 5'11"</li><li>GPA: 3.6 unweighted, 4.0 weighted</li><li>Quinn's email: quinnabernathy.s@gmail.com</li></ul><div><br></div><div>Her setting video is <a href="https://www.hudl.com/video/3/20455671/67001e22e4b0b9d3c1a7f880">here</a>.</div><div><br></div><div>Thank you!</div><div>Melissa Abernathy</div><div>(303) 555-0135</div><div><br></div><div>Sent from my iPad</div>`;

const quinnMom: Original = {
  from: "Melissa Abernathy <mabernathy@icloud.com>",
  to: "jreyes@cresthaven.edu",
  date: "2026-11-14 20:20:02 -07:00",
  subject: "Quinn Abernathy, 2028 Setter",
  text: "",
  html: quinnMomHtml,
};

const okonjo: Original = {
  from: "Okonjo, David <david.okonjo@meridianhealthsys.com>",
  to: '"Castellano, Priya" <pcastellano@ridgeford.edu>',
  date: "2026-10-15 12:44:00 -04:00",
  subject: "Introduction – Adaeze Okonjo, Class of 2028 Middle Blocker",
  text: `Good afternoon Coach Castellano,

I’m reaching out on behalf of my daughter, Adaeze Okonjo, a 2028 middle blocker at Mount Lebanon Heights High School in Pittsburgh, PA. She plays club for Three Rivers Volleyball 17 Elite.

Adaeze is 6’2” with a 10’1” approach touch. She carries a 4.0 GPA and is interested in engineering.

Highlights: https://www.youtube.com/watch?v=Ao7kZ2mQx4N

Best regards,

David Okonjo, MBA
Director of Finance | Meridian Health Systems
O: 412-555-0106 | M: 412-555-0107

CONFIDENTIALITY NOTICE: This e-mail message, including any attachments, is for the sole use of the intended recipient(s) and may contain confidential and privileged information. Any unauthorized review, use, disclosure or distribution is prohibited.`,
};

const cloutierFr: Original = {
  from: "Martine Cloutier <martine.cloutier@videotron.ca>",
  to: "abelanger@northvale.edu",
  date: "2026-11-02 19:30:00 -05:00",
  subject: "Ma fille Juliette - attaquante 2027",
  text: `Bonjour Madame Bélanger,

Je vous écris au sujet de ma fille, Juliette Cloutier, qui est attaquante (côté gauche) au Cégep... pardon, elle termine encore son secondaire à l'École secondaire des Sources, à Sherbrooke. Elle est de la cohorte 2027 et joue pour le Club Vert et Or Sherbrooke 18U.

Juliette mesure 5 pi 11 po. Sa moyenne est de 85 %.

Vidéo : https://vimeo.com/1009934412

Le courriel de Juliette : juliette.cloutier07@gmail.com

Merci et bonne journée,
Martine Cloutier
819 555-0140`,
};

const vossDe: Original = {
  from: "Stefan Voss <svoss@vossengineering.com>",
  to: "kvogel@eastbrook.edu",
  date: "2026-10-28 13:15:00 -04:00",
  subject: "Lena Voss - 2028 opposite",
  text: `Coach Vogel,

My wife mentioned you coached in Germany before Eastbrook, so I thought I'd reach out directly. Our daughter Lena Voss is a 2028 opposite for Adirondack Peaks VBC 17 National and Saratoga Springs Central High School in Saratoga Springs, NY. She is 6'0" and left-handed, GPA 3.8.

Video: https://www.hudl.com/video/3/20312290/66ea17c0e4b0a3f9d2c6b541

Lena's cell is 518-555-0153.

Regards,
Stefan Voss
518-555-0150`,
};

const barbosaPt: Original = {
  from: "Ana Barbosa <ana.barbosa.fl@gmail.com>",
  to: "rduarte@coastalplains.edu",
  date: "2026-11-05 21:05:00 -05:00",
  subject: "Minha filha Beatriz - líbero 2029",
  text: `Olá, treinadora Duarte!

Sou Ana Barbosa, mãe da Beatriz Barbosa Lima. A Beatriz é líbero, turma de 2029, joga no Orlando Tropics VBC 16 Gold e estuda na Dr. Phillips Ridge High School, em Orlando, Flórida.

Ela tem 1,68 m e GPA 3.9.

Vídeo: https://www.youtube.com/watch?v=Bb5nR2lQw8T

Meu telefone: (407) 555-0168

Obrigada!
Ana Barbosa`,
};

const tuckerDadFirst: Original = {
  from: "Jim Tucker <jtucker.family@gmail.com>",
  to: "ehalvorsen@tamarackstate.edu",
  date: "2026-09-20 18:00:00 -05:00",
  subject: "Megan Tucker - 2027 S - Fargo",
  text: `Coach Halvorsen,

Our daughter Megan is a 2027 setter from Fargo, ND, playing for Red River Juniors 18 Elite and Fargo Prairie Rose High School. 5'9", 3.65 GPA. Video: https://www.hudl.com/profile/19450023/Megan-Tucker

Jim Tucker
701-555-0114`,
};

const tuckerCoachReply: Original = {
  from: "Erik Halvorsen <ehalvorsen@tamarackstate.edu>",
  to: "Jim Tucker <jtucker.family@gmail.com>",
  date: "2026-09-22 08:10:00 -05:00",
  subject: "Re: Megan Tucker - 2027 S - Fargo",
  text: `Jim,

Thanks for reaching out. We'd like to see Megan play this fall. Please send her HS schedule.

${HALVORSEN.signature}

${quotedReply("gmail", tuckerDadFirst).text}`,
};

const tuckerDadLatest: Original = {
  from: "Jim Tucker <jtucker.family@gmail.com>",
  to: "Erik Halvorsen <ehalvorsen@tamarackstate.edu>",
  date: "2026-10-01 20:48:00 -05:00",
  subject: "Re: Megan Tucker - 2027 S - Fargo",
  text: compose(
    `Coach,

Here's Megan's remaining schedule. Megan's own email is megantucker.setter@gmail.com if you want to reach her directly.

Oct 8 vs. West Fargo Sheyenne Ridge, 7:00 PM
Oct 13 at Moorhead Valley, 7:00 PM
Oct 22-24 EDC Tournament, Bismarck ND

Jim`,
    quotedReply("gmail", tuckerCoachReply),
    "gmail",
  ).text,
};

const mccoyDad: Original = {
  from: "Wes McCoy <wes.mccoy@mccoyfarms.com>",
  to: "ehalvorsen@tamarackstate.edu",
  date: "2026-11-09 19:22:00 -06:00",
  subject: "Jorie McCoy 2029 OH Sioux Falls",
  text: `Coach,

Writing about my daughter Jorie McCoy - 2029 outside hitter, 6'0", Sioux Falls, South Dakota. She plays for Dakota Fusion 16 Premier and Sioux Falls Roosevelt Park HS. Approach touch 9'11". GPA 3.9.

Jorie's film - https://www.hudl.com/video/3/20587714/6711ee09e4b0d2a3c9f1b617
Jorie's phone - 605.555.0132
Mine - 605.555.0130

Wes McCoy`,
};

const rileyMom: Original = {
  from: "Shannon Pike <shannonpike@gmail.com>",
  to: "dwhitlock@marlowstate.edu",
  date: "2026-10-08 21:00:00 -05:00",
  subject: "Avery Pike - LHP - 2028",
  text: `Hi Coach Whitlock,

I'm Shannon Pike, mom of Avery Pike. Avery is a 2028 left-handed pitcher for Kansas City Lasers 18U Gold and Blue Valley Meadows High School in Overland Park, Kansas. She's 5'8" (her brother is 6'2" and still growing!). GPA: 4.3 weighted, 3.9 unweighted.

Pitching video: https://www.youtube.com/watch?v=Ap4kL8zWq2M
Bullpen from October: https://drive.google.com/file/d/1AvPk3LmNq9RsT2uVw4XyZ5aBcDeFgHiJ/view

Avery's cell: (913) 555-0127
Avery's email: averypike.lhp@gmail.com

Shannon Pike
(913) 555-0126`,
};

const signatureBoth: Original = {
  from: "Carla Whitehorse <cwhitehorse@nmsu-alumni.org>",
  to: "lmontoya@sierramesa.edu",
  date: "2026-11-12 16:40:00 -07:00",
  subject: "Introducing Maya Whitehorse - 2028 SS/OF",
  text: `Coach Montoya,

Our daughter Maya would like to introduce herself - she plays shortstop and outfield for the Enchantment Elite 18U team and for Rio Grande Vista High School in Albuquerque, New Mexico. 2028 grad. 5'5". 3.7 GPA.

Video: https://vimeo.com/1010044523

Thank you,
Carla Whitehorse

Mom: Carla Whitehorse | 505-555-0121 | cwhitehorse@nmsu-alumni.org
Player: Maya Whitehorse | 505-555-0122 | mayawhitehorse.ss@gmail.com`,
};

export const PARENTS: CorpusEntry[] = [
  {
    name: "parent-dad-vb-gmail",
    tags: ["fwd:gmail", "lang:en", "trap:parent-contact"],
    label: recruiting("parent", {
      first_name: "Addison",
      last_name: "Pruitt",
      grad_year: 2028,
      positions: ["OH"],
      height_inches: 73,
      club_team: "Hoosier Heat 17 Red",
      high_school: "Bloomington Southridge High School",
      city: "Bloomington",
      state: "IN",
      gpa: 3.9,
      email: "addisonpruitt28@gmail.com",
      video_urls: ["https://www.hudl.com/video/3/20377104/66f5e2b1e4b0d4c1a8b9f330"],
    }),
    message: forward({ style: "gmail", coach: REYES, date: "2026-10-25 08:00:00 -04:00", note: "Dad wrote in. 6'1 OH 2028.", original: pruitt }),
  },
  {
    name: "parent-mom-spanish-outlook-es",
    tags: ["fwd:outlook-es", "lang:es", "trap:parent-contact"],
    label: recruiting("parent", {
      first_name: "Sofía",
      last_name: "Delgado",
      grad_year: 2029,
      positions: ["P"],
      height_inches: 68,
      club_team: "Sun City Stingers 16U",
      high_school: "Franklin Mesa High School",
      city: "El Paso",
      state: "TX",
      gpa: 3.6,
      video_urls: ["https://www.youtube.com/watch?v=Sd2mP8vQk3L"],
    }),
    message: forward({ style: "outlook-es", coach: MONTOYA, date: "2026-10-31 09:00:00 -07:00", original: delgado }),
  },
  {
    name: "parent-mom-yahoo-nested-gmail",
    tags: ["fwd:gmail", "fwd:yahoo", "nested", "lang:en", "trap:parent-contact", "role:external-forwarder"],
    label: recruiting("parent", {
      first_name: "Chloe",
      last_name: "Jablonski",
      grad_year: 2028,
      positions: ["MB"],
      height_inches: 73,
      club_team: "Cream City VBC 17 Elite",
      high_school: "Milwaukee Lakeshore Prep",
      city: "Milwaukee",
      state: "WI",
      gpa: 3.7,
      email: "chloejab28@gmail.com",
      phone: "+14145550159",
      video_urls: ["https://www.youtube.com/watch?v=Cj4bL9wQe2R"],
    }),
    message: forward({ style: "gmail", coach: REYES, date: "2026-10-19 14:02:00 -05:00", note: "Mom re-sent this - did we ever answer?", original: chloeMom }),
  },
  {
    name: "parent-both-parents-sibling-height-outlook-live",
    tags: ["fwd:outlook-live", "lang:en", "trap:sibling-height", "trap:parent-contact"],
    label: recruiting("parent", {
      first_name: "Natalie",
      last_name: "Ferreira",
      grad_year: 2027,
      positions: ["L/DS"],
      height_inches: 70,
      club_team: "Chicago Skyline VBC 18 Black",
      high_school: "Lincoln-Way Prairie High School",
      city: "Frankfort",
      state: "IL",
      gpa: 3.75,
      phone: "+18155550172",
      video_urls: ["https://www.hudl.com/profile/19011234/Natalie-Ferreira"],
    }),
    message: forward({ style: "outlook-live", coach: CASTELLANO, date: "2026-11-02 08:15:00 -05:00", original: natalie }),
  },
  {
    name: "parent-scholarship-question-with-athlete",
    tags: ["fwd:gmail", "lang:en", "question-with-athlete", "trap:parent-contact"],
    label: recruiting("parent", {
      first_name: "Emma",
      last_name: "Harkness",
      grad_year: 2028,
      positions: ["C"],
      height_inches: 67,
      club_team: "Nebraska Gold 18U - Carter",
      high_school: "Kearney Plains High School",
      city: "Kearney",
      state: "NE",
      gpa: 3.8,
      video_urls: ["https://www.youtube.com/watch?v=Eh6tK2wPq9M"],
    }),
    message: forward({ style: "gmail", coach: WHITLOCK, date: "2026-11-06 09:00:00 -06:00", note: "Can someone answer the aid question? Also add her to the C list.", original: scholarshipDad }),
  },
  {
    name: "parent-grandmother-yahoo",
    tags: ["fwd:yahoo", "lang:en", "family-member", "height:foot-words", "trap:parent-contact"],
    label: recruiting("parent", {
      first_name: "Destiny",
      last_name: "Simmons",
      grad_year: 2027,
      positions: ["P"],
      height_inches: 69,
      club_team: "Southwest Louisiana Heat 18U",
      high_school: "Lake Charles Ridgewood High School",
      city: "Lake Charles",
      state: "LA",
      gpa: 3.2,
      video_urls: ["https://www.youtube.com/watch?v=Ds3nL7kWq1P"],
    }),
    message: forward({ style: "yahoo", coach: GREER, date: "2026-10-13 06:30:00 -05:00", original: grandma }),
  },
  {
    name: "parent-dad-all-caps-outlook-2019",
    tags: ["fwd:outlook-2019", "lang:en", "style:all-caps", "trap:parent-contact"],
    label: recruiting("parent", {
      first_name: "Kylie",
      last_name: "Rourke",
      grad_year: 2029,
      positions: ["C"],
      height_inches: 66,
      club_team: "Georgia Aces 16U",
      high_school: "North Hall Crossing HS",
      city: "Gainesville",
      state: "GA",
      gpa: 3.5,
      video_urls: ["HTTPS://WWW.HUDL.COM/PROFILE/20311456/KYLIE-ROURKE"],
    }),
    message: forward({ style: "outlook-2019", coach: OYELARAN, date: "2026-10-22 08:00:00 -04:00", original: kylie }),
  },
  {
    name: "parent-mom-ipad-html-only-apple",
    tags: ["fwd:apple-mac", "lang:en", "html-only", "trap:weighted-gpa", "video:link-text-differs", "trap:parent-contact"],
    label: recruiting("parent", {
      first_name: "Quinn",
      last_name: "Abernathy",
      grad_year: 2028,
      positions: ["S"],
      height_inches: 71,
      club_team: "Rocky Mountain Juniors 17 Elite",
      high_school: "Cherry Creek Valley High School",
      city: "Centennial",
      state: "CO",
      gpa: 3.6,
      email: "quinnabernathy.s@gmail.com",
      video_urls: ["https://www.hudl.com/video/3/20455671/67001e22e4b0b9d3c1a7f880"],
    }),
    message: forward({ style: "apple-mac", coach: REYES, date: "2026-11-15 07:02:00 -06:00", parts: "html", original: quinnMom }),
  },
  {
    name: "parent-dad-corporate-windows-1252-outlook-2013",
    tags: ["fwd:outlook-2013", "lang:en", "charset:windows-1252", "quoted-printable", "trap:parent-contact", "trap:approach-height", "disclaimer"],
    label: recruiting("parent", {
      first_name: "Adaeze",
      last_name: "Okonjo",
      grad_year: 2028,
      positions: ["MB"],
      height_inches: 74,
      club_team: "Three Rivers Volleyball 17 Elite",
      high_school: "Mount Lebanon Heights High School",
      city: "Pittsburgh",
      state: "PA",
      gpa: 4.0,
      video_urls: ["https://www.youtube.com/watch?v=Ao7kZ2mQx4N"],
    }),
    message: forward({ style: "outlook-2013", coach: CASTELLANO, date: "2026-10-16 07:30:00 -04:00", charset: "windows-1252", original: okonjo }),
  },
  {
    name: "parent-mom-french-outlook-fr",
    tags: ["fwd:outlook-fr", "lang:fr", "height:pi-po", "state:canada", "trap:percent-average", "trap:parent-contact"],
    label: recruiting("parent", {
      first_name: "Juliette",
      last_name: "Cloutier",
      grad_year: 2027,
      positions: ["OH"],
      height_inches: 71,
      club_team: "Club Vert et Or Sherbrooke 18U",
      high_school: "École secondaire des Sources",
      city: "Sherbrooke",
      state: "QC",
      email: "juliette.cloutier07@gmail.com",
      video_urls: ["https://vimeo.com/1009934412"],
    }),
    message: forward({ style: "outlook-fr", coach: BELANGER, date: "2026-11-03 08:45:00 -05:00", note: "Attaquante de Sherbrooke, 2027. La mère écrit.", charset: "iso-8859-1", original: cloutierFr }),
  },
  {
    name: "parent-dad-outlook-de",
    tags: ["fwd:outlook-de", "lang:en", "trap:parent-contact"],
    label: recruiting("parent", {
      first_name: "Lena",
      last_name: "Voss",
      grad_year: 2028,
      positions: ["RS/OPP"],
      height_inches: 72,
      club_team: "Adirondack Peaks VBC 17 National",
      high_school: "Saratoga Springs Central High School",
      city: "Saratoga Springs",
      state: "NY",
      gpa: 3.8,
      phone: "+15185550153",
      video_urls: ["https://www.hudl.com/video/3/20312290/66ea17c0e4b0a3f9d2c6b541"],
    }),
    message: forward({ style: "outlook-de", coach: VOGEL, date: "2026-10-29 08:00:00 -04:00", note: "Diagonal 2028, Linkshänderin. Vater hat geschrieben.", original: vossDe }),
  },
  {
    name: "parent-mom-portuguese-gmail-pt",
    tags: ["fwd:gmail-pt", "lang:pt", "height:metres", "compound-surname", "trap:parent-contact"],
    label: recruiting("parent", {
      first_name: "Beatriz",
      last_name: "Barbosa Lima",
      grad_year: 2029,
      positions: ["L/DS"],
      height_inches: 66.1,
      club_team: "Orlando Tropics VBC 16 Gold",
      high_school: "Dr. Phillips Ridge High School",
      city: "Orlando",
      state: "FL",
      gpa: 3.9,
      video_urls: ["https://www.youtube.com/watch?v=Bb5nR2lQw8T"],
    }),
    message: forward({ style: "gmail-pt", coach: DUARTE, date: "2026-11-06 07:50:00 -05:00", note: "Líbero 2029 de Orlando.", original: barbosaPt }),
  },
  {
    name: "parent-reply-thread-gmail-attached",
    tags: ["fwd:attachment-rfc822", "reply-history", "lang:en", "trap:college-coach-signature-in-quote", "tournaments", "trap:parent-contact"],
    label: recruiting("parent", {
      first_name: "Megan",
      last_name: "Tucker",
      grad_year: 2027,
      positions: ["S"],
      height_inches: 69,
      club_team: "Red River Juniors 18 Elite",
      high_school: "Fargo Prairie Rose High School",
      city: "Fargo",
      state: "ND",
      gpa: 3.65,
      email: "megantucker.setter@gmail.com",
      video_urls: ["https://www.hudl.com/profile/19450023/Megan-Tucker"],
    }),
    message: forwardAsAttachment({
      coach: HALVORSEN,
      client: "thunderbird",
      date: "2026-10-02 07:00:00 -05:00",
      note: "Setter, 2027, Fargo. Dad's thread attached.",
      message: original(tuckerDadLatest, "gmail"),
      encoding: "8bit",
      flowed: true,
    }),
  },
  {
    name: "parent-dad-player-phone-thunderbird",
    tags: ["fwd:thunderbird", "lang:en", "trap:parent-contact", "trap:approach-height"],
    label: recruiting("parent", {
      first_name: "Jorie",
      last_name: "McCoy",
      grad_year: 2029,
      positions: ["OH"],
      height_inches: 72,
      club_team: "Dakota Fusion 16 Premier",
      high_school: "Sioux Falls Roosevelt Park HS",
      city: "Sioux Falls",
      state: "SD",
      gpa: 3.9,
      phone: "+16055550132",
      video_urls: ["https://www.hudl.com/video/3/20587714/6711ee09e4b0d2a3c9f1b617"],
    }),
    message: forward({ style: "thunderbird", coach: HALVORSEN, date: "2026-11-10 06:40:00 -06:00", original: mccoyDad }),
  },
  {
    name: "parent-mom-weighted-gpa-sibling-sb-gmail",
    tags: ["fwd:gmail", "lang:en", "trap:weighted-gpa", "trap:sibling-height", "trap:parent-contact", "video:drive"],
    label: recruiting("parent", {
      first_name: "Avery",
      last_name: "Pike",
      grad_year: 2028,
      positions: ["P"],
      height_inches: 68,
      club_team: "Kansas City Lasers 18U Gold",
      high_school: "Blue Valley Meadows High School",
      city: "Overland Park",
      state: "KS",
      gpa: 3.9,
      email: "averypike.lhp@gmail.com",
      phone: "+19135550127",
      video_urls: ["https://www.youtube.com/watch?v=Ap4kL8zWq2M", "https://drive.google.com/file/d/1AvPk3LmNq9RsT2uVw4XyZ5aBcDeFgHiJ/view"],
    }),
    message: forward({ style: "gmail", coach: WHITLOCK, date: "2026-10-09 07:15:00 -05:00", original: rileyMom }),
  },
  {
    name: "parent-signature-mom-and-player-gmail-es",
    tags: ["fwd:gmail-es", "lang:en", "trap:parent-contact", "video:vimeo"],
    label: recruiting("parent", {
      first_name: "Maya",
      last_name: "Whitehorse",
      grad_year: 2028,
      positions: ["SS", "OF"],
      height_inches: 65,
      club_team: "Enchantment Elite 18U",
      high_school: "Rio Grande Vista High School",
      city: "Albuquerque",
      state: "NM",
      gpa: 3.7,
      email: "mayawhitehorse.ss@gmail.com",
      phone: "+15055550122",
      video_urls: ["https://vimeo.com/1010044523"],
    }),
    message: forward({ style: "gmail-es", coach: MONTOYA, date: "2026-11-13 08:00:00 -07:00", note: "SS/OF 2028 de Albuquerque.", original: signatureBoth }),
  },
];
