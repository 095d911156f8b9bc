/**
 * A tenth tuning author, writing mail that reaches the coach through other hands and in other languages, and mail whose
 * athlete lives in an attachment. Forwards in the clients' own formats and in their localised wording, nested: an
 * international-recruiting assistant handing a German letter to the head coach, a club director's long note above
 * the player's own, a mother's one line above her daughter's email, a thread forwarded three times. Athletes writing in
 * German, French (France and Québec), Spanish, Portuguese, Italian, Polish, or in second-language English from Brazil,
 * the Netherlands, Sweden, Serbia, Greece, Norway and Australia: metric heights, school-leaving exams for a class
 * (Abitur, Matura, bac, maturità, matura), clubs named the European way (TV, SC, VfB, VC, CV, OK, UKS, Volley).
 * Résumés and profile sheets as PDF and Word attachments under a body that says only "see attached". Replies that
 * answer the college coach's questions above the coach's quoted message and signature. And look-alikes in those
 * languages: a German club newsletter, a French camp ad, a Spanish tournament notice, an Italian federation call-up,
 * a Dutch talent day, a tournament schedule as a PDF, an agency's blast, a forwarded newsletter and auto-reply.
 */
import { notRecruiting, recruiting, type CorpusEntry } from "../labels.ts";
import type { AttachmentSpec } from "../mime.ts";
import { collegeCoach } from "../people.ts";
import { bulkMailHeaders, compose, forwardAsAttachment, forwardedBlock, fwd, original, quotedReply, type Original } from "../wrappers.ts";

const HOLLIS = collegeCoach("Bridget Hollis", "bhollis@wrenfield.edu", "bridget.hollis.x4t7@scout.inboxscout.app", `Bridget Hollis
Head Women's Volleyball Coach
Wrenfield University
(608) 555-0131`);

const KUEHN = collegeCoach("Stefan Kühn", "skuehn@wrenfield.edu", "stefan.kuehn.n8w2@scout.inboxscout.app", `Stefan Kühn
Assistant Coach - International Recruiting
Wrenfield University Volleyball
+1 608 555 0138`);

const MABRY = collegeCoach("Corinne Mabry", "cmabry@ashgrovestate.edu", "corinne.mabry.d3k9@scout.inboxscout.app", `Corinne Mabry
Head Softball Coach | Ashgrove State
479-555-0112`);

const FERREIRA = collegeCoach("Nadia Ferreira-Quinn", "nferreiraquinn@lindenhollow.edu", "nadia.ferreiraquinn.q6v1@scout.inboxscout.app", `Nadia Ferreira-Quinn
Women's Soccer | Linden Hollow College
802.555.0127`);

const pdf = (filename: string, lines: readonly string[]): AttachmentSpec => ({ kind: "document", format: "pdf", filename, lines });
const docx = (filename: string, lines: readonly string[]): AttachmentSpec => ({ kind: "document", format: "docx", filename, lines });

// ---------------------------------------------------------------------------------------------------------------
// Through other hands: assistants, club directors, mothers, a thread forwarded three times
// ---------------------------------------------------------------------------------------------------------------

const germanLetter: Original = {
  from: "Johanna Weißkirch <johanna.weisskirch@gmail.com>",
  to: "skuehn@wrenfield.edu",
  date: "2026-11-08 20:41:00 +01:00",
  subject: "Bewerbung Volleyball-Stipendium – Johanna Weißkirch (Abitur 2027)",
  text: `Sehr geehrter Herr Kühn,

vielen Dank für das nette Gespräch beim Jugendturnier in Kassel! Wie besprochen schicke ich Ihnen meine Daten.

Ich bin 17 Jahre alt, 1,83 m groß und spiele Mittelblock. Ich spiele beim TV Hohenlinden in der 3. Liga und in der U18-Auswahl von Baden. Mein Abitur mache ich im Sommer 2027 am Kastanienhof-Gymnasium in Freiburg.

Mein Englisch ist gut (Cambridge C1), den SAT schreibe ich im März.

Videos von meinen Spielen:
https://www.youtube.com/watch?v=Jw7Hk2Lq9Tz

Über eine Antwort würde ich mich sehr freuen.

Mit freundlichen Grüßen
Johanna Weißkirch
WhatsApp: +49 171 555 0134`,
};

const assistantToHead: Original = {
  from: `"Kühn, Stefan" <skuehn@wrenfield.edu>`,
  to: "bhollis@wrenfield.edu",
  date: "2026-11-09 08:15:00 -06:00",
  subject: "WG: Bewerbung Volleyball-Stipendium – Johanna Weißkirch (Abitur 2027)",
  ...compose(
    `Bridget - this is the middle I told you about from Kassel. Letter is in German, short version: 1,83 m = right at 6', plays 3rd league and the Baden U18 select team, done with school summer '27. Moves well, good hands on the slide. I'd put her on the list for a Zoom in December.

Stefan`,
    forwardedBlock("outlook-de", germanLetter),
    "outlook",
  ),
};

const quebecOwnResend: Original = {
  from: "Maëlle Gagnon-Roy <maelle.gagnonroy@gmail.com>",
  to: "bhollis@wrenfield.edu",
  date: "2026-11-11 19:02:00 -05:00",
  subject: "TR: Passeuse 2027 - Maëlle Gagnon-Roy",
  ...compose(
    `Bonjour Coach Hollis,

Je vous renvoie mon courriel du mois dernier, je pense que je l'avais envoyé à la mauvaise adresse. Désolée pour mon anglais, j'ai préféré écrire en français!

Maëlle`,
    forwardedBlock("gmail-fr", {
      from: "Maëlle Gagnon-Roy <maelle.gagnonroy@gmail.com>",
      to: "volleyball@wrenfield.edu",
      date: "2026-10-14 21:30:00 -04:00",
      subject: "Passeuse 2027 - Maëlle Gagnon-Roy",
      text: `Bonjour,

Je m'appelle Maëlle Gagnon-Roy, j'ai 16 ans et je suis passeuse. Je suis en secondaire 5 à l'École secondaire des Saules à Lévis (QC) et je termine en juin 2027. L'an prochain je voudrais étudier et jouer aux États-Unis.

- Taille : 5 pi 9 po
- Club : Volleyball Rive-Sud Élite 17U
- Moyenne générale : 91 %
- Vidéo : https://www.hudl.com/video/3/61820477/5e4d3c2b1a0f9e8d7c6b5a49

Merci beaucoup et bonne saison!

Maëlle Gagnon-Roy
418 555-0146`,
    }),
    "gmail",
  ),
};

const castellonClubForward: Original = {
  from: "Javier Escrivá <jescriva@cvalmenara.example>",
  to: "bhollis@wrenfield.edu",
  date: "2026-11-05 12:20:00 +01:00",
  subject: "Fwd: Jugadora para universidad en EEUU",
  ...compose(
    `Hola Coach Hollis,

Soy Javier Escrivá, entrenador del juvenil femenino del CV Almenara. Le reenvío el correo de Carmen, nuestra colocadora titular. Es muy trabajadora y tiene buenas notas; estaría encantado de hablar con usted por videollamada.

Un saludo,
Javier Escrivá
Entrenador Juvenil Femenino – CV Almenara
+34 964 555 010`,
    forwardedBlock("gmail-es", {
      from: "Carmen Olmedo Ruiz <carmenolmedo.vb@gmail.com>",
      to: "jescriva@cvalmenara.example",
      date: "2026-11-04 22:48:00 +01:00",
      subject: "Jugadora para universidad en EEUU",
      text: `Hola Javi,

Te paso lo que me pediste para la entrenadora de Wrenfield:

Nombre: Carmen Olmedo Ruiz
Posición: colocadora
Altura: 1,76 m
Equipo: CV Almenara Juvenil
Instituto: IES Ribalta del Mar (Castellón)
Termino 2º de Bachillerato en junio de 2027
Vídeo: https://youtu.be/Co4Rz8Vb1Mw

¡Gracias!
Carmen`,
    }),
    "gmail",
  ),
};

const daughterForSoccer: Original = {
  from: "Imani Castellanos-Reid <imani.cr09@gmail.com>",
  to: "nferreiraquinn@lindenhollow.edu",
  date: "2026-11-02 17:10:00 -05:00",
  subject: "2028 center back - Genesee Valley SC",
  text: `Hi Coach Ferreira-Quinn,

My name is Imani Castellanos-Reid and I'm a center back in the class of 2028 at Pittsford Hollow High School in Pittsford, NY. I play club for Genesee Valley SC 2009 Girls Elite and we'll be at the Jefferson Cup in March.

I'm 5'8", left-footed, and I have a 3.7 GPA. I'm really interested in Linden Hollow's environmental science program.

Highlight video: https://www.youtube.com/watch?v=Ic8Rd3Sx0Vq

Thank you,
Imani Castellanos-Reid`,
};

const motherOnTop: Original = {
  from: "Denise Reid <denise.reid.home@yahoo.com>",
  to: "nferreiraquinn@lindenhollow.edu",
  date: "2026-11-16 07:52:00 -05:00",
  subject: "Fwd: 2028 center back - Genesee Valley SC",
  ...compose(
    `Coach, Imani sent this two weeks ago and is too shy to follow up, so mom is doing it for her! Her spring schedule is on the GVSC site. Denise Reid (585) 555-0160

Sent from my iPhone`,
    forwardedBlock("apple-ios", daughterForSoccer),
    "apple",
  ),
};

const tidewaterAthlete: Original = {
  from: "Sophie Adeyemi-Clarke <sophie.ac2027@gmail.com>",
  to: "rkowalskiboyd@tidewaterelite.example",
  date: "2026-11-10 21:05:00 -05:00",
  subject: "Wrenfield",
  text: `Hi Ms. Renata,

Here's my stuff for the Wrenfield coach like you asked. I'm really excited they might come to Chesapeake!

Sophie Adeyemi-Clarke
Class of 2027
Opposite / right side, 6'0"
Tidewater Elite 17 Red
Great Bridge Landing High School, Chesapeake, VA
GPA 3.64 (4.1 weighted)
757-555-0119
https://www.hudl.com/video/3/70114432/9a8b7c6d5e4f3a2b1c0d9e8f`,
};

const directorLongNote: Original = {
  from: "Renata Kowalski-Boyd <rkowalskiboyd@tidewaterelite.example>",
  to: "bhollis@wrenfield.edu",
  date: "2026-11-11 10:30:00 -05:00",
  subject: "FW: Wrenfield",
  ...compose(
    `Coach Hollis,

Good to catch up at the AVCA booth. As promised, I'm passing along Sophie's info, below in her own words.

A little context from our side. Sophie came to us as a 14s middle, moved to the right side two seasons ago, and has turned into the most reliable point-scorer we have at 17s. She blocks well against the big outsides, passes when we ask her to, and she is the kid the younger girls go to when a practice goes sideways. Her coach on 17 Red is Marcus Dillard; he would tell you the same.

Our 17s schedule: Chesapeake Bay Classic (Jan 10-11), MAQ (Feb 7-8) and the Atlantic Power League in March. If you can get to any of those, text me and I'll make sure you have a court map.

One note: we also have a 2027 libero, Harper Quist, who may fit what you need next year. Happy to send her film separately.

Best,
Renata Kowalski-Boyd
Club Director, Tidewater Elite Volleyball
(757) 555-0108 | rkowalskiboyd@tidewaterelite.example`,
    forwardedBlock("outlook-2013", tidewaterAthlete),
    "outlook",
  ),
};

const ottawaAthlete: Original = {
  from: "Keira Abernethy-Lau <keira.al.volley@outlook.com>",
  to: "coach.dunmore@rideauvalleyvc.example",
  date: "2026-10-28 20:14:00 -04:00",
  subject: "US schools list",
  text: `Hi Coach Dunmore,

Thanks for offering to send my info to the coaches on my list! Here it is:

Keira Abernethy-Lau - 2027 libero
5'6"
Rideau Valley Volleyball Club 17U Storm
Glebe Hill Collegiate, Ottawa, ON
GPA: 3.8 (converted from my 89% average)
Video: https://vimeo.com/884412706
Cell 613-555-0124

Thank you so much,
Keira`,
};

const clubCoachToAssistant: Original = {
  from: "Grant Dunmore <coach.dunmore@rideauvalleyvc.example>",
  to: "skuehn@wrenfield.edu",
  date: "2026-10-29 09:40:00 -04:00",
  subject: "Fw: US schools list",
  ...compose(
    `Hi Stefan, nice meeting you in Toronto. Keira is the libero I mentioned: steady passer, quick feet, great teammate. Her note is below. Grant Dunmore, Rideau Valley VC`,
    forwardedBlock("yahoo", ottawaAthlete),
    "plain",
  ),
};

const assistantToHeadAgain: Original = {
  from: `"Kühn, Stefan" <skuehn@wrenfield.edu>`,
  to: "bhollis@wrenfield.edu",
  date: "2026-10-30 11:02:00 -05:00",
  subject: "FW: Fw: US schools list",
  ...compose(
    `Canadian libero from the Toronto event, for the 2027 board.

Stefan Kühn
Assistant Coach - International Recruiting
Wrenfield University Volleyball`,
    forwardedBlock("outlook-2019", clubCoachToAssistant),
    "outlook",
  ),
};

const portoDaughter: Original = {
  from: "Inês Carvalhais <ines.carvalhais08@gmail.com>",
  to: "Mariana Carvalhais <mcarvalhais@sapo.example>",
  date: "2026-11-07 18:33:00 +00:00",
  subject: "email para a treinadora",
  text: `Mãe, é isto que quero mandar à treinadora Hollis. Podes ver se está bem?

Olá Treinadora Hollis,

O meu nome é Inês Carvalhais, sou distribuidora e jogo no SC Foz do Douro (sub-18, 1.ª Divisão Nacional). Tenho 1,79 m e estou no 11.º ano na Escola Secundária Rio Tinto Norte, no Porto. Termino o secundário em 2027.

Gostava muito de estudar e jogar voleibol nos Estados Unidos. O meu vídeo: https://www.youtube.com/watch?v=Ic9Pt4Fd2Ou

Obrigada!
Inês Carvalhais`,
};

const portoMother: Original = {
  from: "Mariana Carvalhais <mcarvalhais@sapo.example>",
  to: "bhollis@wrenfield.edu",
  date: "2026-11-08 09:12:00 +00:00",
  subject: "Fwd: email para a treinadora",
  ...compose(
    `Dear Coach Hollis, I am the mother of Inês. She is nervous to write to you in English so I send you her email in Portuguese. She is a very good setter. Thank you very much. Mariana Carvalhais`,
    forwardedBlock("gmail-pt", portoDaughter),
    "gmail",
  ),
};

const colombiaFather: Original = {
  from: "Hernán Restrepo <hernan.restrepo.g@outlook.com>",
  to: "nferreiraquinn@lindenhollow.edu",
  date: "2026-11-12 15:05:00 -05:00",
  subject: "RV: Valentina Restrepo Gaviria - mediocampista 2027",
  ...compose(
    `Buenas tardes entrenadora,

Le reenvío el mensaje que mandé a su asistente en octubre, por si no le llegó. Quedo atento.

Hernán Restrepo`,
    forwardedBlock("outlook-es", {
      from: "Hernán Restrepo <hernan.restrepo.g@outlook.com>",
      to: "soccer@lindenhollow.edu",
      date: "2026-10-03 19:40:00 -05:00",
      subject: "Valentina Restrepo Gaviria - mediocampista 2027",
      text: `Estimada entrenadora:

Mi nombre es Hernán Restrepo y le escribo por mi hija Valentina Restrepo Gaviria. Valentina juega de mediocampista en el Club Deportivo Atlético Laureles Sub-17 y fue convocada a la selección de Antioquia este año.

Estudia en el Colegio Campestre Los Alcázares en Medellín, se gradúa en noviembre de 2027 y tiene un promedio de 4,6 sobre 5,0. Mide 1,65 m.

Aquí hay un video de sus partidos: https://drive.google.com/file/d/1VrG7aLq2Xc9Zt4Pm8Wn0Ks6Jd3Hb5Ty/view

El correo de Valentina es valentina.restrepo.g@gmail.com.

Muchas gracias por su atención.

Hernán Restrepo
+57 300 555 0183`,
    }),
    "outlook",
  ),
};

const floridaMotherPortuguese: Original = {
  from: "Adriana Lacerda <adriana.lacerda.fl@gmail.com>",
  to: "bhollis@wrenfield.edu",
  date: "2026-11-13 20:20:00 -05:00",
  subject: "Beatriz Lacerda - líbero, turma de 2029",
  text: `Olá Coach Hollis,

Desculpe escrever em português, o meu inglês não é muito bom. A minha filha Beatriz Lacerda joga como líbero no Orlando Tempest 16 Gold e estuda na Winter Park Lakes High School, em Winter Park, FL. Ela se forma em 2029.

Ela tem 1,68 m, GPA 3.95, e adora defender. Vídeo: https://www.hudl.com/video/3/58830219/2b3c4d5e6f7a8b9c0d1e2f3a

O e-mail dela é beatriz.lacerda29@gmail.com.

Muito obrigada,
Adriana Lacerda (mãe)
(407) 555-0165`,
};

// ---------------------------------------------------------------------------------------------------------------
// In their own language, or in a second one
// ---------------------------------------------------------------------------------------------------------------

const brazilOutside: Original = {
  from: "Larissa Tavares Monteiro <larissa.tmonteiro@gmail.com>",
  to: "bhollis@wrenfield.edu",
  date: "2026-11-03 22:10:00 -03:00",
  subject: "Outside hitter from Brazil - Larissa Tavares Monteiro",
  text: `Dear Coach Hollis,

I hope you are fine. My name is Larissa Tavares Monteiro, I am from Londrina, in the state of Paraná, Brazil. I am ponteira (outside hitter) and I have 1,80 m of height. Actually I play for Esporte Clube Serra Azul Sub-19 in the state championship, we were vice-champion this year.

I study in Colégio Estadual Vale do Tibagi and I will finish the high school (ensino médio) in December 2027. My english is intermediate but I am studying every day for the TOEFL.

My video with attacks and reception: https://www.youtube.com/watch?v=Lt5Mn7Br2Zq

It would be a dream to play in USA. Thank you for your attention!

Kind regards,
Larissa Tavares Monteiro
+55 43 99555-0117`,
};

const dutchMiddle: Original = {
  from: "Fenna van der Meulen <fennavdmeulen@outlook.com>",
  to: "bhollis@wrenfield.edu",
  date: "2026-11-06 16:45:00 +01:00",
  subject: "Middle blocker 1,88 m, graduating 2027 (Netherlands)",
  text: `Dear Coach Hollis,

My name is Fenna van der Meulen and I am a middle blocker (middenaanvaller) from Breda in the Netherlands. I am 1,88 m tall and I play for Volley Lindenhorst in the Topdivisie, which is the second league in our country.

I am in my last year but one of VWO (pre-university school) at the Mollenburg College and I will do my final exams in May 2027.

Here are my highlights: https://www.hudl.com/video/3/66201849/4c5d6e7f8a9b0c1d2e3f4a5b

I would love to hear what you think.

Met vriendelijke groet / kind regards,
Fenna van der Meulen`,
};

const swedishSetter: Original = {
  from: "Saga Bergström <saga.bergstrom@outlook.com>",
  to: "bhollis@wrenfield.edu",
  date: "2026-11-01 14:05:00 +01:00",
  subject: "Swedish setter, class of 2027",
  text: `Hi Coach!

I'm Saga Bergström, a setter (passare) from Uppsala, Sweden. I'm 181 cm and I play for Fyrislund VK in the Swedish top league for juniors and in the senior second league.

I go to Katedralparkens gymnasium (natural science program) and I graduate ("studenten") in June 2027. I have good grades, mostly A and B.

Video: https://vimeo.com/902214583

Looking forward to hear from you!
Saga`,
};

const italianOpposite: Original = {
  from: "Beatrice Colombini <beatrice.colombini08@gmail.com>",
  to: "bhollis@wrenfield.edu",
  date: "2026-11-09 21:17:00 +01:00",
  subject: "Opposto 2008 – Beatrice Colombini",
  text: `Gentile Coach Hollis,

mi chiamo Beatrice Colombini, ho 18 anni e gioco come opposto nella Pallavolo Val Seriana Under 18 (serie B2 con la prima squadra). Sono alta 1,86 m.

Frequento il quarto anno del Liceo Scientifico Amedeo Lanfranchi a Lecco e farò la maturità nel 2027. Vorrei continuare a giocare e studiare ingegneria negli Stati Uniti.

Il mio video: https://www.youtube.com/watch?v=Bc3Vs8Lq1Op

Grazie mille per il suo tempo.

Cordiali saluti,
Beatrice Colombini
+39 347 555 0162`,
};

const serbianOutside: Original = {
  from: "Milica Jovanović <milica.jovanovic.vb@gmail.com>",
  to: "bhollis@wrenfield.edu",
  date: "2026-11-04 19:55:00 +01:00",
  subject: "Volleyball player from Serbia",
  text: `Dear Coach,

I am writing you because I want to continue my volleyball career in USA. My name is Milica Jovanović, I am playing outside hitter (primač) for OK Dunavski Talas from Novi Sad. My height is 184 cm.

I am finishing Gimnazija Petrovaradinska in June 2027. My average grade is 4.85 from 5.00.

Video of my last season: https://www.hudl.com/video/3/59920113/0e1f2a3b4c5d6e7f8a9b0c1d

Thank you in advance for your answer.

Best regards,
Milica Jovanović
Novi Sad, Serbia`,
};

const polishOutside: Original = {
  from: "Zuzanna Kaczmarczyk <zuzia.kaczmarczyk@gmail.com>",
  to: "bhollis@wrenfield.edu",
  date: "2026-11-10 17:30:00 +01:00",
  subject: "Zuzanna Kaczmarczyk – przyjmująca, matura 2028",
  text: `Dzień dobry Pani Trener,

nazywam się Zuzanna Kaczmarczyk i gram na pozycji przyjmującej w UKS Orliki Wieliczka (juniorki). Mam 178 cm wzrostu.

Chodzę do II Liceum Ogólnokształcącego w Wieliczce, maturę zdaję w maju 2028. Chciałabym studiować i grać w siatkówkę w USA.

Moje nagranie: https://youtu.be/Zk6Wq2Pn8Ty

Pozdrawiam serdecznie,
Zuzanna Kaczmarczyk`,
};

const frenchOutside: Original = {
  from: "Apolline Marchand <apolline.marchand@icloud.com>",
  to: "bhollis@wrenfield.edu",
  date: "2026-11-12 18:25:00 +01:00",
  subject: "Réceptionneuse-attaquante, bac 2027 – Apolline Marchand",
  text: `Bonjour Madame Hollis,

Je m'appelle Apolline Marchand, j'ai 17 ans et je suis réceptionneuse-attaquante. Je mesure 1,81 m et je joue au Lyon Croix-Rousse Volley (Élite féminine et M18).

Je suis en première au Lycée Saint-Exupéry des Pentes à Lyon et je passe le bac en juin 2027.

Ma vidéo : https://www.youtube.com/watch?v=Am2Rc7Lv4Xn

Je vous remercie pour votre attention.

Bien cordialement,
Apolline Marchand`,
};

const greekOpposite: Original = {
  from: "Eleni Papadaki <eleni.papadaki.vb@gmail.com>",
  to: "skuehn@wrenfield.edu",
  date: "2026-11-14 13:40:00 +02:00",
  subject: "Opposite hitter from Greece - Eleni Papadaki (2027)",
  text: `Hello Coach Kühn,

My club coach gave me your email after the Balkan youth tournament. I am Eleni Papadaki, opposite, 1,87 m, from Thessaloniki. I play for AO Thermis Volley in the A2 women league and with our U18 team.

I will finish lykeio (3rd Lykeio of Thermi) in June 2027 and I will take the SAT in spring.

Highlights: https://www.youtube.com/watch?v=Ep8Th3Vq5Rm

Thank you,
Eleni Papadaki
+30 694 555 0158`,
};

const norwegianMidfielder: Original = {
  from: "Ingrid Haugland <ingrid.haugland@outlook.com>",
  to: "nferreiraquinn@lindenhollow.edu",
  date: "2026-11-05 10:15:00 +01:00",
  subject: "Norwegian midfielder - graduating 2027",
  text: `Hi Coach Ferreira-Quinn,

My name is Ingrid Haugland and I'm a central midfielder from Sandnes, Norway. I play for Lura IL G19 and I've trained with the senior team in the 2. divisjon this autumn.

I'm 172 cm, two-footed, and I'm in my second year at Sandnes Vest videregående skole, so I graduate in June 2027.

Here's a link to my games: https://www.youtube.com/watch?v=Ih4Lm9Rw2Ks

Best wishes,
Ingrid Haugland`,
};

const mexicoPitcher: Original = {
  from: "Ximena Valenzuela Ochoa <ximena.valenzuela.sb@gmail.com>",
  to: "cmabry@ashgrovestate.edu",
  date: "2026-11-09 20:05:00 -07:00",
  subject: "Lanzadora derecha 2027 - Ximena Valenzuela",
  text: `Hola Coach Mabry,

Me llamo Ximena Valenzuela Ochoa y soy lanzadora derecha de Hermosillo, Sonora. Juego con Halcones de Sonora 18U y estuve en la preselección nacional sub-18 este verano.

Estudio en la Preparatoria Colinas del Pitic y me gradúo en mayo de 2027. Mido 1,70 m y mi promedio es 9.4.

Mi recta llega a 61 mph y tiro curva, rise y cambio. Video de mis bullpens: https://www.youtube.com/watch?v=Xv6Sb1Lp9Qw

Mi celular/WhatsApp: +52 662 555 0177

¡Muchas gracias!
Ximena`,
};

const australiaPitcher: Original = {
  from: "Matilda Pryce <tilly.pryce.softball@gmail.com>",
  to: "cmabry@ashgrovestate.edu",
  date: "2026-11-11 08:30:00 +10:00",
  subject: "Aussie pitcher looking at US college - Matilda Pryce",
  text: `G'day Coach Mabry,

I'm Matilda (Tilly) Pryce, a left-handed pitcher from Brisbane, Australia. I'm in Year 11 at Brisbane Northside State High School and I finish Year 12 in November 2027.

I play for Sunnybank Saints Softball Club in the Brisbane women's A-grade and I've been picked for the Queensland U18 team for nationals in January. I'm 175 cm.

Pitching video: https://youtu.be/Mp3Tq7Wz1Bx

Cheers,
Tilly Pryce`,
};

const bcOutside: Original = {
  from: "Harper Nakamura-Bell <harper.nb2028@gmail.com>",
  to: "bhollis@wrenfield.edu",
  date: "2026-11-15 19:45:00 -08:00",
  subject: "2028 OH from Kelowna, BC",
  text: `Hi Coach Hollis,

I'm Harper Nakamura-Bell, a grade 11 outside hitter at Okanagan Crest Secondary in Kelowna, BC. I'm 180 cm and I play club for Okanagan Thunder 17U.

We play the Canadian Open in Edmonton in May, and I'm hoping to get to a US showcase this summer.

GPA: 3.9
Film: https://www.hudl.com/video/3/71203384/6a7b8c9d0e1f2a3b4c5d6e7f

Thank you!
Harper`,
};

// ---------------------------------------------------------------------------------------------------------------
// The athlete is in the attachment
// ---------------------------------------------------------------------------------------------------------------

const TESSA_PROFILE = [
  "TESSA MARCHETTI",
  "Softball Recruiting Profile - Class of 2028",
  "",
  "Positions: Catcher / 3B",
  "Bats/Throws: R/R",
  "Height: 5'7\"",
  "Travel team: Ozark Thunder 16U Gold - Haskins",
  "High school: Bentonville Ridge High School (Bentonville, AR)",
  "GPA: 3.92 unweighted",
  "Pop time: 1.92   Exit velo: 68 mph",
  "",
  "Contact: tessa.marchetti28@gmail.com | 479-555-0173",
  "Skills video: https://www.youtube.com/watch?v=Tm2Qc8Bv5Nx",
  "Head coach (Ozark Thunder): Dale Haskins 479-555-0150",
];

const tessaShortNote: Original = {
  from: "Tessa Marchetti <tessa.marchetti28@gmail.com>",
  to: "cmabry@ashgrovestate.edu",
  date: "2026-11-04 16:20:00 -06:00",
  subject: "Softball profile",
  text: `Hi Coach Mabry,

Please see my attached profile. I'd love to come to your January prospect camp.

Thank you,
Tessa`,
};

const LEA_PROFILE = [
  "Spielerprofil / Player Profile",
  "Name: Lea Hofstätter",
  "Position: Libera",
  "Größe / Height: 1,77 m",
  "Verein / Club: Union Volley Klosterneuburg (2. Bundesliga Damen, U19)",
  "Schule / School: BORG Klosterneuburg",
  "Matura (high school diploma): June 2027",
  "Wohnort / Hometown: Klosterneuburg, Austria",
  "E-Mail: lea.hofstaetter@gmail.com",
  "Handy / Mobile: +43 664 555 0129",
  "Video: https://www.hudl.com/video/3/68815520/7d8e9f0a1b2c3d4e5f6a7b8c",
  "Geburtsjahr / Year of birth: 2008",
];

const leaShortNote: Original = {
  from: "Lea Hofstätter <lea.hofstaetter@gmail.com>",
  to: "bhollis@wrenfield.edu",
  date: "2026-11-10 21:00:00 +01:00",
  subject: "Libero from Austria",
  text: `Dear Coach Hollis,

please find attached my player profile. I would be very happy about a short call.

Best regards from Vienna area,
Lea`,
};

const NOEMI_CV = [
  "Noemi Gasser - Volleyball CV",
  "Middle blocker | 1,85 m | Matura 2027",
  "Club: VBC Töss U19 and NLB women (VBC Töss)",
  "School: Kantonsschule Eulachtal, Winterthur",
  "Email: noemi.gasser@icloud.com",
  "Phone: +41 79 555 01 26",
  "Match video: https://www.youtube.com/watch?v=Ng5Kt2Hw8Lp",
];

const noemiWithCv = original(
  {
    from: "Noemi Gasser <noemi.gasser@icloud.com>",
    to: "bhollis@wrenfield.edu",
    date: "2026-11-13 19:10:00 +01:00",
    subject: "Volleyball CV - Noemi Gasser",
    text: `Dear Coach Hollis,

please find attached my volleyball CV.

Best regards,
Noemi Gasser`,
  },
  "apple",
  { attachments: [pdf("Noemi_Gasser_Volleyball_CV.pdf", NOEMI_CV)] },
);

const PAULA_PROFILE = [
  "Paula Krämer",
  "Außenangreiferin / Outside hitter",
  "Abitur 2028",
  "Größe: 1,80 m",
  "Verein: TSV Grünwinkel (Oberliga, U18)",
  "Schule: Gymnasium Neureut-Süd",
  "Wohnort: Karlsruhe",
  "E-Mail: paula.kraemer09@gmail.com",
  "Video: https://www.youtube.com/watch?v=Pk7Gr3Ws1Vd",
];

const paulaNote: Original = {
  from: "Paula Krämer <paula.kraemer09@gmail.com>",
  to: "Sabine Krämer <sabine.kraemer@web.example>",
  date: "2026-11-14 17:45:00 +01:00",
  subject: "Profil für die Trainerin",
  text: `Hi Mama,

anbei mein Spielerprofil für die Trainerin in Wrenfield. Kannst du es ihr schicken?

Paula`,
};

const paulaMother: Original = {
  from: "Sabine Krämer <sabine.kraemer@web.example>",
  to: "bhollis@wrenfield.edu",
  date: "2026-11-15 10:05:00 +01:00",
  subject: "Fwd: Profil für die Trainerin",
  ...compose(
    `Dear Mrs. Hollis, my daughter Paula would like to play volleyball at your university. Her profile is attached. Kind regards, Sabine Krämer`,
    forwardedBlock("gmail-de", paulaNote),
    "gmail",
  ),
};

const ELLIE_RESUME = [
  "Ellie Brannigan",
  "Class of 2028 | Forward / Winger",
  "5'5\" | 3.81 GPA",
  "Club: Capital District United 09 ECNL RL",
  "High School: Guilderland Ridge High School, Albany, NY",
  "ellie.brannigan@gmail.com | 518-555-0193",
  "Highlights: https://www.youtube.com/watch?v=Eb4Kr9Ms2Lt",
];

const hsCoachPassesResume: Original = {
  from: "Tom Halloran <thalloran@guilderlandridge.k12.example>",
  to: "nferreiraquinn@lindenhollow.edu",
  date: "2026-11-06 14:00:00 -05:00",
  subject: "Fwd: soccer resume",
  ...compose(
    `Coach Ferreira-Quinn,

One of my juniors asked me to pass this along. Ellie is a fast, direct winger who scored 14 for us this fall. Her resume is attached. Feel free to call me.

Tom Halloran
Girls Varsity Soccer, Guilderland Ridge HS
518-555-0102`,
    forwardedBlock("gmail", {
      from: "Ellie Brannigan <ellie.brannigan@gmail.com>",
      to: "thalloran@guilderlandridge.k12.example",
      date: "2026-11-05 20:30:00 -05:00",
      subject: "soccer resume",
      text: `Hi Coach H, here is my soccer resume for Linden Hollow. Thanks so much for sending it!

Ellie`,
    }),
    "gmail",
  ),
};

const BRIELLE_RESUME = [
  "BRIELLE SANTANGELO - 2029",
  "SS / 2B",
  "Height 5'5\"",
  "Carolina Elite 16U - Pruitt",
  "Fuquay Meadows High School - Fuquay-Varina, NC",
  "GPA 4.0 (unweighted)",
  "brielle.santangelo@gmail.com",
  "(919) 555-0148",
  "https://www.hudl.com/video/3/73310928/3f4a5b6c7d8e9f0a1b2c3d4e",
];

const brielleNote: Original = {
  from: "Brielle Santangelo <brielle.santangelo@gmail.com>",
  to: "cmabry@ashgrovestate.edu",
  date: "2026-11-08 19:30:00 -05:00",
  subject: "2029 middle infielder - resume attached",
  text: `Coach Mabry,

Attached is my softball resume. I'm a sophomore and would love to learn more about Ashgrove State.

Brielle`,
};

// ---------------------------------------------------------------------------------------------------------------
// Replies: the athlete answers, the coach's question and signature quoted below
// ---------------------------------------------------------------------------------------------------------------

const hollisQuestions: Original = {
  from: "Bridget Hollis <bhollis@wrenfield.edu>",
  to: "oceane.tremblaymorin@gmail.com",
  date: "2026-11-03 09:12:00 -06:00",
  subject: "Wrenfield Volleyball",
  text: `Hi Océane,

Thanks for your interest in Wrenfield. A few questions so I can get you on our board: what year do you finish school, how tall are you, what club do you play for, and do you have recent video?

Bridget Hollis
Head Women's Volleyball Coach
Wrenfield University
(608) 555-0131`,
};

const montrealReply: Original = {
  from: "Océane Tremblay-Morin <oceane.tremblaymorin@gmail.com>",
  to: "bhollis@wrenfield.edu",
  date: "2026-11-04 20:40:00 -05:00",
  subject: "Re: Wrenfield Volleyball",
  ...compose(
    `Hello Coach Hollis,

Thank you for your answer! Here are my informations:

I finish secondaire 5 in June 2027 at École secondaire du Plateau-Fleuri in Montréal, QC, and after I want to go in the US.
I am 5 pi 11 po (5'11").
I play middle for Club Volley Rivière-des-Prairies 17U.
My recent video: https://www.youtube.com/watch?v=Ot6Mq1Zb3Ky

My general average is 88 %.

Thank you again,
Océane Tremblay-Morin
514-555-0187`,
    quotedReply("gmail", hollisQuestions),
    "gmail",
  ),
};

const inlineAnswers: Original = {
  from: "Kenzie Oduya <kenzie.oduya@gmail.com>",
  to: "cmabry@ashgrovestate.edu",
  date: "2026-11-12 21:18:00 -06:00",
  subject: "Re: Ashgrove State Softball",
  text: `Hi Coach! Answers below in caps so they're easy to see :)

> On Nov 12, 2026, at 10:05 AM, Corinne Mabry <cmabry@ashgrovestate.edu> wrote:
>
> Kenzie, thanks for the email. Quick questions for you:
>
> What is your graduation year?

2028

> Who do you play travel ball for?

TULSA SPARKS 16U PREMIER - WHITTAKER

> What's your GPA?

3.76 UNWEIGHTED

> Any pitching video?

YES: https://youtu.be/Ko8Rp4Dt6Wm

>
> Corinne Mabry
> Head Softball Coach | Ashgrove State
> 479-555-0112

Kenzie Oduya
RHP, Broken Arrow Central HS
918-555-0141

Sent from my iPhone`,
};

// ---------------------------------------------------------------------------------------------------------------
// Look-alikes that introduce nobody
// ---------------------------------------------------------------------------------------------------------------

const germanClubNewsletter: Original = {
  from: "TV Hohenlinden Volleyball <newsletter@tv-hohenlinden.example>",
  to: HOLLIS.scout,
  date: "2026-11-18 18:00:00 +01:00",
  subject: "Volleyball-Newsletter November: Tabellenführung, Jugendcamp, Ehrungen",
  text: `TV HOHENLINDEN – ABTEILUNG VOLLEYBALL
Newsletter November 2026

Liebe Mitglieder, Eltern und Freunde,

DAMEN I (3. Liga Süd): Nach dem 3:1 gegen den SC Wiesental stehen wir an der Tabellenspitze! Beste Spielerin war unsere Mittelblockerin Johanna Weißkirch mit 14 Punkten. Nächstes Heimspiel: Samstag, 29.11., 19:00 Uhr, Sporthalle am Kastanienhof.

U18 WEIBLICH: Platz 2 bei der Badischen Meisterschaft. Glückwunsch an Lotte Sandmeier und Emilia Hardt für die Berufung in die Landesauswahl.

JUGENDCAMP: Unser Wintercamp für Jahrgänge 2011–2014 findet vom 2. bis 4. Januar statt. Anmeldung bis 15.12. über die Homepage, Kosten 85 € inkl. Trikot.

EHRUNGEN: Bei der Jahresfeier am 13.12. ehren wir unsere Schiedsrichterinnen und alle Ehrenamtlichen.

Sportliche Grüße
Der Abteilungsvorstand

Newsletter abbestellen: https://tv-hohenlinden.example/newsletter/abmelden`,
};

const frenchCampAd: Original = {
  from: "Stages Volley Laurentides <info@stagesvolleylaurentides.example>",
  to: HOLLIS.scout,
  date: "2026-11-17 11:00:00 -05:00",
  subject: "Stage Élite été 2027 – inscriptions ouvertes / Summer elite camp",
  text: `STAGES VOLLEY LAURENTIDES – ÉTÉ 2027

Le stage Élite revient à Sainte-Agathe du 5 au 10 juillet 2027!

• Pour les joueuses de 14 à 18 ans (secondaire 3 à cégep)
• Entraîneurs invités des universités canadiennes et américaines
• 6 heures de terrain par jour, vidéo individuelle, séance sur le recrutement aux États-Unis
• Hébergement en chalet, repas inclus : 895 $

Nos anciennes campeuses jouent aujourd'hui au cégep, en U SPORTS et en NCAA.

Entraîneurs universitaires : nous cherchons encore deux entraîneurs pour la semaine. Écrivez-nous!

Inscription : https://stagesvolleylaurentides.example/ete2027
Pour vous désabonner : https://stagesvolleylaurentides.example/desabonnement`,
};

const spanishTournamentNotice: Original = {
  from: "Torneo Costa Azahar <organizacion@torneocostaazahar.example>",
  to: HOLLIS.scout,
  date: "2026-11-19 09:30:00 +01:00",
  subject: "Torneo Internacional Costa Azahar 2027 – información para entrenadores universitarios",
  text: `Estimados entrenadores:

El Torneo Internacional Costa Azahar de voleibol juvenil se celebrará del 27 al 30 de marzo de 2027 en Castellón y Benicàssim. Participarán 64 equipos sub-17 y sub-19 de 11 países.

Para entrenadores universitarios ofrecemos:
- Acreditación gratuita y acceso a todas las pistas
- Libro del torneo con las plantillas (nombre, posición, altura y año de nacimiento de cada jugadora)
- Hotel oficial: Hotel Brisamar, 68 € por noche con desayuno

Equipos confirmados, entre otros: CV Almenara, Volley Lindenhorst, SC Foz do Douro, Fyrislund VK, Pallavolo Val Seriana.

Inscripción de entrenadores hasta el 15 de febrero: https://torneocostaazahar.example/entrenadores

Un saludo,
Comité Organizador`,
};

const italianFederationCallUp: Original = {
  from: "Comitato Regionale Lombardia – Settore Giovanile <giovanile@pallavolo-lombardia.example>",
  to: HOLLIS.scout,
  date: "2026-11-16 12:00:00 +01:00",
  subject: "Convocazione Selezione Regionale Under 17 femminile – raduno 6 dicembre",
  text: `COMUNICATO N. 41 – SETTORE GIOVANILE

Sono convocate al raduno della Selezione Regionale Under 17 femminile, sabato 6 dicembre, ore 15:00, PalaBreda di Cantù, le seguenti atlete:

Alzatrici: Giada Morstabilini (Pallavolo Val Seriana), Nicole Airoldi (Volley Brianza Est)
Schiacciatrici: Sofia Pedretti, Arianna Cattaneo, Marta Bonacina
Centrali: Chiara Locatelli, Vittoria Invernizzi
Opposti: Elisa Rota
Liberi: Matilde Gervasoni

Le atlete dovranno presentarsi con certificato medico in corso di validità.

Il Responsabile Tecnico Regionale
Claudio Brambillasca`,
};

const dutchTalentDay: Original = {
  from: "Volley Lindenhorst <info@volleylindenhorst.example>",
  to: HOLLIS.scout,
  date: "2026-11-20 15:00:00 +01:00",
  subject: "Talentdag 10 januari – open training meisjes 2010-2013",
  text: `Beste volleybalvrienden,

Op zaterdag 10 januari organiseert Volley Lindenhorst een talentdag voor meisjes geboren in 2010 tot en met 2013. Trainers van onze Topdivisie- en jeugdteams geven een open training van 10:00 tot 14:00 in Sporthal De Lindenhorst in Breda.

Aanmelden kan tot 5 januari via https://volleylindenhorst.example/talentdag. Deelname is gratis.

Ook buitenlandse trainers en scouts zijn van harte welkom om te komen kijken.

Met sportieve groet,
Technische commissie Volley Lindenhorst`,
};

const NORDIC_CUP_SCHEDULE = [
  "Nordic Junior Cup 2027 - Court schedule, Saturday 17 January",
  "Court 1  09:00  Fyrislund VK U19 - Lura IL Volley U19",
  "Court 1  10:30  Tyresö Södra U19 - VBK Aalborg Øst U19",
  "Court 2  09:00  Sollentuna Norra U19 - Kristianstad Volley U19",
  "Court 2  10:30  Helsingin Kisa U19 - Fyrislund VK U19",
  "Scouts' lounge: Hall B, badges at the front desk",
];

const NORDIC_CUP_NOTE = `Dear college coaches,

Attached is the court schedule for the Nordic Junior Cup in Uppsala (17-18 January). Scout badges are free; reply to this email to register.

Nordic Junior Cup organising committee`;

const agencyBlast: Original = {
  from: "Euro Prospects Volleyball <scouting@europrospects.example>",
  to: HOLLIS.scout,
  date: "2026-11-21 08:00:00 +01:00",
  subject: "4 European setters and middles available for Fall 2027",
  text: `Hi Coach,

Our Fall 2027 class is filling up. Four of the athletes we represent this month:

1. Katarzyna Wilk (POL) – setter, 1,80 m, matura 2027, UKS Sokoły Kraków
2. Hanna Leinonen (FIN) – middle, 1,89 m, graduates 2027, LP Kangasala juniors
3. Anouk Peeters (BEL) – setter, 1,78 m, graduates 2027, VC Zandvoorde
4. Dunja Marić (SRB) – middle, 1,91 m, graduates 2027, OK Crvena Zvezda juniors

Each profile includes video, transcripts and TOEFL scores. Reply "MORE" for the full list of 38 athletes, or book a call: https://europrospects.example/coaches

Euro Prospects Volleyball
Unsubscribe: https://europrospects.example/unsubscribe`,
};

const forwardedClubNewsletter: Original = {
  from: "Rideau Valley Volleyball Club <news@rideauvalleyvc.example>",
  to: "skuehn@wrenfield.edu",
  date: "2026-11-15 12:00:00 -05:00",
  subject: "RVVC Monthly: 17U Storm wins Ontario Cup, commitments, holiday clinic",
  text: `RIDEAU VALLEY VOLLEYBALL CLUB – MONTHLY

17U STORM: Gold at Ontario Cup #1! Tournament MVP went to setter Maya Okafor.

COMMITMENTS: Congratulations to Claire Beaudoin (Université Laval) and Priya Sandhu (Nipissing).

HOLIDAY CLINIC: December 27-29 for 12U-15U, register on our site.

Go Storm!
RVVC Staff`,
};

const germanAutoReply: Original = {
  from: "Uwe Brandtner <u.brandtner@vfb-eichenau.example>",
  to: "skuehn@wrenfield.edu",
  date: "2026-11-17 08:02:00 +01:00",
  subject: "Automatische Antwort: Marlene – Termin für Videocall",
  text: `Vielen Dank für Ihre Nachricht.

Ich bin bis einschließlich 30. November im Urlaub und habe nur eingeschränkt Zugriff auf meine E-Mails. In dringenden Fällen wenden Sie sich bitte an unsere Jugendleiterin Katja Irlbacher (jugend@vfb-eichenau.example).

Mit sportlichen Grüßen
Uwe Brandtner
Trainer U18 weiblich, VfB Eichenau`,
};

const quebecParentCampQuestion: Original = {
  from: "Nathalie Bouchard <nathalie.bouchard77@videotron.example>",
  to: "bhollis@wrenfield.edu",
  date: "2026-11-18 20:10:00 -05:00",
  subject: "Camp d'été pour ma fille de 12 ans?",
  text: `Bonjour,

Ma fille a 12 ans (6e année) et elle adore le volleyball. Est-ce que vos camps d'été acceptent les joueuses de cet âge? Nous habitons à Sherbrooke et nous pourrions venir en juillet.

Aussi, est-ce que les entraîneurs parlent un peu français?

Merci beaucoup,
Nathalie Bouchard`,
};

// The German club coach's own recommendation, in German, of one of his players.
const germanClubCoachRecommends: Original = {
  from: "Uwe Brandtner <u.brandtner@vfb-eichenau.example>",
  to: "skuehn@wrenfield.edu",
  date: "2026-11-02 19:30:00 +01:00",
  subject: "Empfehlung: Marlene Oberhuber, Zuspielerin, Abitur 2028",
  text: `Hallo Stefan,

wie in Kassel besprochen, möchte ich dir Marlene Oberhuber ans Herz legen. Sie ist unsere Zuspielerin in der U18 weiblich und spielt schon regelmäßig in der Damenmannschaft (Regionalliga) mit.

Eckdaten:
Größe: 1,74 m
Verein: VfB Eichenau U18
Schule: Gymnasium Fürstenfeldbruck-West, Abitur 2028
Wohnort: Fürstenfeldbruck
E-Mail: marlene.oberhuber@gmail.com
Video: https://www.youtube.com/watch?v=Mo3Zs7Kp4Rw

Sie ist ehrgeizig, spricht sehr gut Englisch und will unbedingt in die USA. Melde dich gern, dann organisieren wir einen Videocall mit ihr und den Eltern.

Viele Grüße
Uwe Brandtner
Trainer U18 weiblich, VfB Eichenau
+49 8141 555 0112`,
};

export const TENTH_VOICE: readonly CorpusEntry[] = [
  {
    name: "v10-athlete-german-letter-assistant-to-head-outlook-de",
    family: "v10-athlete-johanna-weisskirch",
    tags: ["fwd:gmail", "fwd:outlook-de", "nested-forward", "staff-forward", "lang:de", "sport:volleyball", "international", "height:metric"],
    label: recruiting("athlete", {
      first_name: "Johanna", last_name: "Weißkirch", grad_year: 2027, positions: ["MB"], height_inches: 72, club_team: "TV Hohenlinden",
      high_school: "Kastanienhof-Gymnasium", city: "Freiburg", email: "johanna.weisskirch@gmail.com", phone: "+491715550134",
      video_urls: ["https://www.youtube.com/watch?v=Jw7Hk2Lq9Tz"],
    }),
    message: fwd("gmail", HOLLIS, "2026-11-09 09:30:00 -06:00", assistantToHead, { note: "Adding to the international board." }),
  },
  {
    name: "v10-athlete-quebec-resends-own-gmail-fr",
    family: "v10-athlete-maelle-gagnon-roy",
    tags: ["fwd:outlook-live", "fwd:gmail-fr", "nested-forward", "self-forward", "lang:fr", "sport:volleyball", "height:pi-po", "trap:percent-average"],
    label: recruiting("athlete", {
      first_name: "Maëlle", last_name: "Gagnon-Roy", grad_year: 2027, positions: ["S"], height_inches: 69, club_team: "Volleyball Rive-Sud Élite 17U",
      high_school: "École secondaire des Saules", city: "Lévis", state: "QC", email: "maelle.gagnonroy@gmail.com", phone: "+14185550146",
      video_urls: ["https://www.hudl.com/video/3/61820477/5e4d3c2b1a0f9e8d7c6b5a49"],
    }),
    message: fwd("outlook-live", HOLLIS, "2026-11-12 08:05:00 -06:00", quebecOwnResend),
  },
  {
    name: "v10-club-coach-castellon-forwards-setter-gmail-es",
    family: "v10-club-coach-javier-escriva",
    tags: ["fwd:gmail", "fwd:gmail-es", "nested-forward", "role:external-forwarder", "lang:es", "sport:volleyball", "international", "height:metric", "trap:club-coach-contact"],
    label: recruiting("club_coach", {
      first_name: "Carmen", last_name: "Olmedo Ruiz", grad_year: 2027, positions: ["S"], height_inches: 69.3, club_team: "CV Almenara Juvenil",
      high_school: "IES Ribalta del Mar", city: "Castellón", email: "carmenolmedo.vb@gmail.com", video_urls: ["https://youtu.be/Co4Rz8Vb1Mw"],
    }),
    message: fwd("gmail", HOLLIS, "2026-11-05 08:40:00 -06:00", castellonClubForward),
  },
  {
    name: "v10-parent-mother-line-on-top-apple-ios",
    family: "v10-parent-denise-reid",
    tags: ["fwd:thunderbird", "fwd:apple-ios", "nested-forward", "role:external-forwarder", "lang:en", "sport:soccer", "trap:parent-contact"],
    label: recruiting("parent", {
      first_name: "Imani", last_name: "Castellanos-Reid", grad_year: 2028, positions: ["center back"], height_inches: 68, club_team: "Genesee Valley SC 2009 Girls Elite",
      high_school: "Pittsford Hollow High School", city: "Pittsford", state: "NY", gpa: 3.7, email: "imani.cr09@gmail.com",
      video_urls: ["https://www.youtube.com/watch?v=Ic8Rd3Sx0Vq"],
    }),
    message: fwd("thunderbird", FERREIRA, "2026-11-16 10:15:00 -05:00", motherOnTop),
  },
  {
    name: "v10-club-director-long-note-outlook-2013",
    family: "v10-club-director-renata-kowalski-boyd",
    tags: ["fwd:apple-mac", "fwd:outlook-2013", "nested-forward", "role:external-forwarder", "lang:en", "sport:volleyball", "long-note", "trap:club-coach-contact", "trap:second-athlete"],
    label: recruiting("club_coach", {
      first_name: "Sophie", last_name: "Adeyemi-Clarke", grad_year: 2027, positions: ["RS/OPP"], height_inches: 72, club_team: "Tidewater Elite 17 Red",
      high_school: "Great Bridge Landing High School", city: "Chesapeake", state: "VA", gpa: 3.64, email: "sophie.ac2027@gmail.com", phone: "+17575550119",
      video_urls: ["https://www.hudl.com/video/3/70114432/9a8b7c6d5e4f3a2b1c0d9e8f"],
    }),
    message: fwd("apple-mac", HOLLIS, "2026-11-11 13:00:00 -06:00", directorLongNote),
  },
  {
    name: "v10-club-coach-forward-of-forward-of-forward-yahoo",
    family: "v10-club-coach-grant-dunmore",
    tags: ["fwd:outlook-new", "fwd:outlook-2019", "fwd:yahoo", "nested-forward", "forwarded-thrice", "staff-forward", "role:external-forwarder", "lang:en", "sport:volleyball"],
    label: recruiting("club_coach", {
      first_name: "Keira", last_name: "Abernethy-Lau", grad_year: 2027, positions: ["L/DS"], height_inches: 66, club_team: "Rideau Valley Volleyball Club 17U Storm",
      high_school: "Glebe Hill Collegiate", city: "Ottawa", state: "ON", gpa: 3.8, email: "keira.al.volley@outlook.com", phone: "+16135550124",
      video_urls: ["https://vimeo.com/884412706"],
    }),
    message: fwd("outlook-new", HOLLIS, "2026-10-30 13:20:00 -05:00", assistantToHeadAgain, { note: "Stefan likes her - can we see her at Toronto Open?" }),
  },
  {
    name: "v10-parent-mother-forwards-portuguese-gmail-pt",
    family: "v10-parent-mariana-carvalhais",
    tags: ["fwd:yahoo", "fwd:gmail-pt", "nested-forward", "role:external-forwarder", "lang:pt", "sport:volleyball", "international", "height:metric"],
    label: recruiting("parent", {
      first_name: "Inês", last_name: "Carvalhais", grad_year: 2027, positions: ["S"], height_inches: 70.5, club_team: "SC Foz do Douro",
      high_school: "Escola Secundária Rio Tinto Norte", city: "Porto", email: "ines.carvalhais08@gmail.com",
      video_urls: ["https://www.youtube.com/watch?v=Ic9Pt4Fd2Ou"],
    }),
    message: fwd("yahoo", HOLLIS, "2026-11-08 07:45:00 -06:00", portoMother),
  },
  {
    name: "v10-parent-father-colombia-resends-outlook-es",
    family: "v10-parent-hernan-restrepo",
    tags: ["fwd:gmail-narrow", "fwd:outlook-es", "nested-forward", "self-forward", "lang:es", "sport:soccer", "international", "height:metric", "gpa:five-point"],
    label: recruiting("parent", {
      first_name: "Valentina", last_name: "Restrepo Gaviria", grad_year: 2027, positions: ["mediocampista"], height_inches: 65,
      club_team: "Club Deportivo Atlético Laureles Sub-17", high_school: "Colegio Campestre Los Alcázares", city: "Medellín", gpa: 4.6,
      email: "valentina.restrepo.g@gmail.com", video_urls: ["https://drive.google.com/file/d/1VrG7aLq2Xc9Zt4Pm8Wn0Ks6Jd3Hb5Ty/view"],
    }),
    message: fwd("gmail-narrow", FERREIRA, "2026-11-13 09:10:00 -05:00", colombiaFather),
  },
  {
    name: "v10-parent-mother-writes-portuguese-outlook-new-nobar",
    family: "v10-parent-adriana-lacerda",
    tags: ["fwd:outlook-new-nobar", "lang:pt", "sport:volleyball", "height:metric", "trap:parent-contact"],
    label: recruiting("parent", {
      first_name: "Beatriz", last_name: "Lacerda", grad_year: 2029, positions: ["L/DS"], height_inches: 66.1, club_team: "Orlando Tempest 16 Gold",
      high_school: "Winter Park Lakes High School", city: "Winter Park", state: "FL", gpa: 3.95, email: "beatriz.lacerda29@gmail.com",
      video_urls: ["https://www.hudl.com/video/3/58830219/2b3c4d5e6f7a8b9c0d1e2f3a"],
    }),
    message: fwd("outlook-new-nobar", HOLLIS, "2026-11-14 08:00:00 -06:00", floridaMotherPortuguese),
  },
  {
    name: "v10-athlete-brazil-second-language-outlook-2019",
    family: "v10-athlete-larissa-tavares-monteiro",
    tags: ["fwd:outlook-2019", "lang:en-second", "sport:volleyball", "international", "height:metric"],
    label: recruiting("athlete", {
      first_name: "Larissa", last_name: "Tavares Monteiro", grad_year: 2027, positions: ["OH"], height_inches: 70.9, club_team: "Esporte Clube Serra Azul Sub-19",
      high_school: "Colégio Estadual Vale do Tibagi", city: "Londrina", email: "larissa.tmonteiro@gmail.com", phone: "+5543995550117",
      video_urls: ["https://www.youtube.com/watch?v=Lt5Mn7Br2Zq"],
    }),
    message: fwd("outlook-2019", HOLLIS, "2026-11-04 07:30:00 -06:00", brazilOutside),
  },
  {
    name: "v10-athlete-dutch-middle-yahoo",
    family: "v10-athlete-fenna-van-der-meulen",
    tags: ["fwd:yahoo", "lang:en-second", "sport:volleyball", "international", "height:metric"],
    label: recruiting("athlete", {
      first_name: "Fenna", last_name: "van der Meulen", grad_year: 2027, positions: ["MB"], height_inches: 74, club_team: "Volley Lindenhorst",
      high_school: "Mollenburg College", city: "Breda", email: "fennavdmeulen@outlook.com",
      video_urls: ["https://www.hudl.com/video/3/66201849/4c5d6e7f8a9b0c1d2e3f4a5b"],
    }),
    message: fwd("yahoo", HOLLIS, "2026-11-06 10:20:00 -06:00", dutchMiddle),
  },
  {
    name: "v10-athlete-swedish-setter-thunderbird",
    family: "v10-athlete-saga-bergstrom",
    tags: ["fwd:thunderbird", "lang:en-second", "sport:volleyball", "international", "height:metric"],
    label: recruiting("athlete", {
      first_name: "Saga", last_name: "Bergström", grad_year: 2027, positions: ["S"], height_inches: 71.3, club_team: "Fyrislund VK",
      high_school: "Katedralparkens gymnasium", city: "Uppsala", email: "saga.bergstrom@outlook.com", video_urls: ["https://vimeo.com/902214583"],
    }),
    message: fwd("thunderbird", HOLLIS, "2026-11-02 09:00:00 -06:00", swedishSetter),
  },
  {
    name: "v10-athlete-italian-opposite-apple-mac",
    family: "v10-athlete-beatrice-colombini",
    tags: ["fwd:apple-mac", "lang:it", "sport:volleyball", "international", "height:metric", "trap:birth-year"],
    label: recruiting("athlete", {
      first_name: "Beatrice", last_name: "Colombini", grad_year: 2027, positions: ["RS/OPP"], height_inches: 73.2, club_team: "Pallavolo Val Seriana Under 18",
      high_school: "Liceo Scientifico Amedeo Lanfranchi", city: "Lecco", email: "beatrice.colombini08@gmail.com", phone: "+393475550162",
      video_urls: ["https://www.youtube.com/watch?v=Bc3Vs8Lq1Op"],
    }),
    message: fwd("apple-mac", HOLLIS, "2026-11-10 08:15:00 -06:00", italianOpposite),
  },
  {
    name: "v10-athlete-serbian-outside-outlook-2013",
    family: "v10-athlete-milica-jovanovic",
    tags: ["fwd:outlook-2013", "lang:en-second", "sport:volleyball", "international", "height:metric", "trap:foreign-grade"],
    label: recruiting("athlete", {
      first_name: "Milica", last_name: "Jovanović", grad_year: 2027, positions: ["OH"], height_inches: 72.4, club_team: "OK Dunavski Talas",
      high_school: "Gimnazija Petrovaradinska", city: "Novi Sad", email: "milica.jovanovic.vb@gmail.com",
      video_urls: ["https://www.hudl.com/video/3/59920113/0e1f2a3b4c5d6e7f8a9b0c1d"],
    }),
    message: fwd("outlook-2013", HOLLIS, "2026-11-05 07:50:00 -06:00", serbianOutside),
  },
  {
    name: "v10-athlete-polish-outside-gmail",
    family: "v10-athlete-zuzanna-kaczmarczyk",
    tags: ["fwd:gmail", "lang:pl", "sport:volleyball", "international", "height:metric"],
    label: recruiting("athlete", {
      first_name: "Zuzanna", last_name: "Kaczmarczyk", grad_year: 2028, positions: ["OH"], height_inches: 70.1, club_team: "UKS Orliki Wieliczka",
      high_school: "II Liceum Ogólnokształcące", city: "Wieliczka", email: "zuzia.kaczmarczyk@gmail.com", video_urls: ["https://youtu.be/Zk6Wq2Pn8Ty"],
    }),
    message: fwd("gmail", HOLLIS, "2026-11-11 08:00:00 -06:00", polishOutside),
  },
  {
    name: "v10-athlete-french-outside-outlook-mac",
    family: "v10-athlete-apolline-marchand",
    tags: ["fwd:outlook-mac", "lang:fr", "sport:volleyball", "international", "height:metric"],
    label: recruiting("athlete", {
      first_name: "Apolline", last_name: "Marchand", grad_year: 2027, positions: ["OH"], height_inches: 71.3, club_team: "Lyon Croix-Rousse Volley",
      high_school: "Lycée Saint-Exupéry des Pentes", city: "Lyon", email: "apolline.marchand@icloud.com",
      video_urls: ["https://www.youtube.com/watch?v=Am2Rc7Lv4Xn"],
    }),
    message: fwd("outlook-mac", HOLLIS, "2026-11-13 07:40:00 -06:00", frenchOutside),
  },
  {
    name: "v10-athlete-greek-opposite-to-assistant-outlook-2019",
    family: "v10-athlete-eleni-papadaki",
    tags: ["fwd:outlook-2019", "lang:en-second", "sport:volleyball", "international", "height:metric"],
    label: recruiting("athlete", {
      first_name: "Eleni", last_name: "Papadaki", grad_year: 2027, positions: ["RS/OPP"], height_inches: 73.6, club_team: "AO Thermis Volley",
      high_school: "3rd Lykeio of Thermi", city: "Thessaloniki", email: "eleni.papadaki.vb@gmail.com", phone: "+306945550158",
      video_urls: ["https://www.youtube.com/watch?v=Ep8Th3Vq5Rm"],
    }),
    message: fwd("outlook-2019", KUEHN, "2026-11-14 09:05:00 -06:00", greekOpposite),
  },
  {
    name: "v10-soccer-athlete-norwegian-midfielder-apple-ios",
    family: "v10-athlete-ingrid-haugland",
    tags: ["fwd:apple-ios", "lang:en-second", "sport:soccer", "international", "height:metric"],
    label: recruiting("athlete", {
      first_name: "Ingrid", last_name: "Haugland", grad_year: 2027, positions: ["central midfielder"], height_inches: 67.7, club_team: "Lura IL G19",
      high_school: "Sandnes Vest videregående skole", city: "Sandnes", email: "ingrid.haugland@outlook.com",
      video_urls: ["https://www.youtube.com/watch?v=Ih4Lm9Rw2Ks"],
    }),
    message: fwd("apple-ios", FERREIRA, "2026-11-05 08:30:00 -05:00", norwegianMidfielder),
  },
  {
    name: "v10-softball-athlete-mexico-spanish-gmail",
    family: "v10-athlete-ximena-valenzuela",
    tags: ["fwd:gmail", "lang:es", "sport:softball", "international", "height:metric", "trap:ten-point-average"],
    label: recruiting("athlete", {
      first_name: "Ximena", last_name: "Valenzuela Ochoa", grad_year: 2027, positions: ["P"], height_inches: 66.9, club_team: "Halcones de Sonora 18U",
      high_school: "Preparatoria Colinas del Pitic", city: "Hermosillo", email: "ximena.valenzuela.sb@gmail.com", phone: "+526625550177",
      video_urls: ["https://www.youtube.com/watch?v=Xv6Sb1Lp9Qw"],
    }),
    message: fwd("gmail", MABRY, "2026-11-10 07:55:00 -06:00", mexicoPitcher),
  },
  {
    name: "v10-softball-athlete-australia-outlook-live",
    family: "v10-athlete-matilda-pryce",
    tags: ["fwd:outlook-live", "lang:en", "sport:softball", "international", "height:metric", "nickname"],
    label: recruiting("athlete", {
      first_name: "Matilda", last_name: "Pryce", grad_year: 2027, positions: ["P"], height_inches: 68.9, club_team: "Sunnybank Saints Softball Club",
      high_school: "Brisbane Northside State High School", city: "Brisbane", email: "tilly.pryce.softball@gmail.com",
      video_urls: ["https://youtu.be/Mp3Tq7Wz1Bx"],
    }),
    message: fwd("outlook-live", MABRY, "2026-11-10 16:20:00 -06:00", australiaPitcher),
  },
  {
    name: "v10-athlete-bc-metric-gmail-narrow",
    family: "v10-athlete-harper-nakamura-bell",
    tags: ["fwd:gmail-narrow", "lang:en", "sport:volleyball", "height:metric"],
    label: recruiting("athlete", {
      first_name: "Harper", last_name: "Nakamura-Bell", grad_year: 2028, positions: ["OH"], height_inches: 70.9, club_team: "Okanagan Thunder 17U",
      high_school: "Okanagan Crest Secondary", city: "Kelowna", state: "BC", gpa: 3.9, email: "harper.nb2028@gmail.com",
      video_urls: ["https://www.hudl.com/video/3/71203384/6a7b8c9d0e1f2a3b4c5d6e7f"],
    }),
    message: fwd("gmail-narrow", HOLLIS, "2026-11-16 08:25:00 -06:00", bcOutside),
  },
  {
    name: "v10-softball-athlete-pdf-profile-outlook-new",
    family: "v10-athlete-tessa-marchetti",
    tags: ["fwd:outlook-new", "lang:en", "sport:softball", "attachment:pdf", "very-short", "trap:club-coach-contact"],
    label: recruiting("athlete", {
      first_name: "Tessa", last_name: "Marchetti", grad_year: 2028, positions: ["C", "3B"], height_inches: 67, club_team: "Ozark Thunder 16U Gold - Haskins",
      high_school: "Bentonville Ridge High School", city: "Bentonville", state: "AR", gpa: 3.92, email: "tessa.marchetti28@gmail.com", phone: "+14795550173",
      video_urls: ["https://www.youtube.com/watch?v=Tm2Qc8Bv5Nx"],
    }),
    message: fwd("outlook-new", MABRY, "2026-11-05 08:10:00 -06:00", tessaShortNote, {
      attachments: [pdf("Tessa_Marchetti_Softball_Profile.pdf", TESSA_PROFILE)],
    }),
  },
  {
    name: "v10-athlete-austria-docx-profile-outlook-live",
    family: "v10-athlete-lea-hofstaetter",
    tags: ["fwd:outlook-live", "lang:en-second", "sport:volleyball", "international", "attachment:docx", "height:metric", "very-short", "trap:birth-year"],
    label: recruiting("athlete", {
      first_name: "Lea", last_name: "Hofstätter", grad_year: 2027, positions: ["L/DS"], height_inches: 69.7, club_team: "Union Volley Klosterneuburg",
      high_school: "BORG Klosterneuburg", city: "Klosterneuburg", email: "lea.hofstaetter@gmail.com", phone: "+436645550129",
      video_urls: ["https://www.hudl.com/video/3/68815520/7d8e9f0a1b2c3d4e5f6a7b8c"],
    }),
    message: fwd("outlook-live", HOLLIS, "2026-11-11 08:45:00 -06:00", leaShortNote, {
      attachments: [docx("Lea_Hofstaetter_Player_Profile.docx", LEA_PROFILE)],
    }),
  },
  {
    name: "v10-athlete-swiss-cv-forwarded-as-attachment-thunderbird",
    family: "v10-athlete-noemi-gasser",
    tags: ["fwd:attachment-rfc822", "lang:en-second", "sport:volleyball", "international", "attachment:pdf", "attachment:nested", "height:metric", "very-short"],
    label: recruiting("athlete", {
      first_name: "Noemi", last_name: "Gasser", grad_year: 2027, positions: ["MB"], height_inches: 72.8, club_team: "VBC Töss U19",
      high_school: "Kantonsschule Eulachtal", city: "Winterthur", email: "noemi.gasser@icloud.com", phone: "+41795550126",
      video_urls: ["https://www.youtube.com/watch?v=Ng5Kt2Hw8Lp"],
    }),
    message: forwardAsAttachment({ coach: HOLLIS, client: "thunderbird", date: "2026-11-14 08:00:00 -06:00", note: "Swiss middle, CV in the attached mail.", message: noemiWithCv }),
  },
  {
    name: "v10-parent-german-mother-forwards-pdf-gmail-de",
    family: "v10-parent-sabine-kraemer",
    tags: ["fwd:outlook-2019", "fwd:gmail-de", "nested-forward", "role:external-forwarder", "lang:de", "sport:volleyball", "international", "attachment:pdf", "height:metric"],
    label: recruiting("parent", {
      first_name: "Paula", last_name: "Krämer", grad_year: 2028, positions: ["OH"], height_inches: 70.9, club_team: "TSV Grünwinkel",
      high_school: "Gymnasium Neureut-Süd", city: "Karlsruhe", email: "paula.kraemer09@gmail.com", video_urls: ["https://www.youtube.com/watch?v=Pk7Gr3Ws1Vd"],
    }),
    message: fwd("outlook-2019", HOLLIS, "2026-11-15 09:30:00 -06:00", paulaMother, {
      attachments: [pdf("Spielerprofil_Paula_Kraemer.pdf", PAULA_PROFILE)],
    }),
  },
  {
    name: "v10-hs-coach-forwards-resume-pdf-apple-mac",
    family: "v10-hs-coach-tom-halloran",
    tags: ["fwd:apple-mac", "fwd:gmail", "nested-forward", "role:external-forwarder", "lang:en", "sport:soccer", "attachment:pdf", "trap:hs-coach-contact"],
    label: recruiting("high_school_coach", {
      first_name: "Ellie", last_name: "Brannigan", grad_year: 2028, positions: ["forward", "winger"], height_inches: 65, club_team: "Capital District United 09 ECNL RL",
      high_school: "Guilderland Ridge High School", city: "Albany", state: "NY", gpa: 3.81, email: "ellie.brannigan@gmail.com", phone: "+15185550193",
      video_urls: ["https://www.youtube.com/watch?v=Eb4Kr9Ms2Lt"],
    }),
    message: fwd("apple-mac", FERREIRA, "2026-11-06 16:30:00 -05:00", hsCoachPassesResume, {
      attachments: [pdf("Ellie_Brannigan_Soccer_Resume.pdf", ELLIE_RESUME)],
    }),
  },
  {
    name: "v10-softball-athlete-docx-resume-outlook-2019",
    family: "v10-athlete-brielle-santangelo",
    tags: ["fwd:outlook-2019", "lang:en", "sport:softball", "attachment:docx", "very-short"],
    label: recruiting("athlete", {
      first_name: "Brielle", last_name: "Santangelo", grad_year: 2029, positions: ["SS", "2B"], height_inches: 65, club_team: "Carolina Elite 16U - Pruitt",
      high_school: "Fuquay Meadows High School", city: "Fuquay-Varina", state: "NC", gpa: 4.0, email: "brielle.santangelo@gmail.com", phone: "+19195550148",
      video_urls: ["https://www.hudl.com/video/3/73310928/3f4a5b6c7d8e9f0a1b2c3d4e"],
    }),
    message: fwd("outlook-2019", MABRY, "2026-11-09 07:45:00 -06:00", brielleNote, {
      attachments: [docx("Brielle Santangelo Resume.docx", BRIELLE_RESUME)],
    }),
  },
  {
    name: "v10-athlete-montreal-answers-coach-reply-outlook-2013",
    family: "v10-athlete-oceane-tremblay-morin",
    tags: ["fwd:outlook-2013", "reply", "trap:coach-signature-quoted", "lang:en-second", "sport:volleyball", "height:pi-po", "trap:percent-average"],
    label: recruiting("athlete", {
      first_name: "Océane", last_name: "Tremblay-Morin", grad_year: 2027, positions: ["MB"], height_inches: 71, club_team: "Club Volley Rivière-des-Prairies 17U",
      high_school: "École secondaire du Plateau-Fleuri", city: "Montréal", state: "QC", email: "oceane.tremblaymorin@gmail.com", phone: "+15145550187",
      video_urls: ["https://www.youtube.com/watch?v=Ot6Mq1Zb3Ky"],
    }),
    message: fwd("outlook-2013", HOLLIS, "2026-11-05 08:00:00 -06:00", montrealReply),
  },
  {
    name: "v10-softball-athlete-inline-answers-gmail",
    family: "v10-athlete-kenzie-oduya",
    tags: ["fwd:gmail", "reply", "inline-answers", "trap:coach-signature-quoted", "lang:en", "sport:softball", "all-caps-answers"],
    label: recruiting("athlete", {
      first_name: "Kenzie", last_name: "Oduya", grad_year: 2028, positions: ["P"], club_team: "Tulsa Sparks 16U Premier - Whittaker",
      high_school: "Broken Arrow Central HS", gpa: 3.76, email: "kenzie.oduya@gmail.com", phone: "+19185550141", video_urls: ["https://youtu.be/Ko8Rp4Dt6Wm"],
    }),
    message: fwd("gmail", MABRY, "2026-11-13 07:30:00 -06:00", inlineAnswers),
  },
  {
    name: "v10-club-coach-german-recommends-outlook-de",
    family: "v10-club-coach-uwe-brandtner",
    tags: ["fwd:outlook-de", "lang:de", "sport:volleyball", "international", "height:metric", "trap:club-coach-contact"],
    label: recruiting("club_coach", {
      first_name: "Marlene", last_name: "Oberhuber", grad_year: 2028, positions: ["S"], height_inches: 68.5, club_team: "VfB Eichenau U18",
      high_school: "Gymnasium Fürstenfeldbruck-West", city: "Fürstenfeldbruck", email: "marlene.oberhuber@gmail.com",
      video_urls: ["https://www.youtube.com/watch?v=Mo3Zs7Kp4Rw"],
    }),
    message: fwd("outlook-de", KUEHN, "2026-11-03 08:20:00 -06:00", germanClubCoachRecommends),
  },

  // Look-alikes
  {
    name: "v10-nonrec-german-club-newsletter-direct",
    family: "v10-nonrec-tv-hohenlinden-newsletter",
    tags: ["direct", "bulk", "lang:de", "names-athletes"],
    label: notRecruiting("club_coach"),
    message: original(germanClubNewsletter, "bulk", { headers: bulkMailHeaders("https://tv-hohenlinden.example/newsletter/abmelden") }),
  },
  {
    name: "v10-nonrec-french-camp-ad-direct",
    family: "v10-nonrec-stages-volley-laurentides",
    tags: ["direct", "bulk", "lang:fr", "camp-ad"],
    label: notRecruiting("other"),
    message: original(frenchCampAd, "bulk", { headers: bulkMailHeaders("https://stagesvolleylaurentides.example/desabonnement") }),
  },
  {
    name: "v10-nonrec-spanish-tournament-notice-direct",
    family: "v10-nonrec-torneo-costa-azahar",
    tags: ["direct", "lang:es", "event-logistics"],
    label: notRecruiting("other"),
    message: original(spanishTournamentNotice, "webmail"),
  },
  {
    name: "v10-nonrec-italian-federation-call-up-direct",
    family: "v10-nonrec-comitato-lombardia",
    tags: ["direct", "lang:it", "names-athletes"],
    label: notRecruiting("other"),
    message: original(italianFederationCallUp, "webmail"),
  },
  {
    name: "v10-nonrec-dutch-talent-day-direct",
    family: "v10-nonrec-volley-lindenhorst-talentdag",
    tags: ["direct", "bulk", "lang:nl", "tryout-notice"],
    label: notRecruiting("club_coach"),
    message: original(dutchTalentDay, "bulk", { headers: bulkMailHeaders("https://volleylindenhorst.example/afmelden") }),
  },
  {
    name: "v10-nonrec-tournament-schedule-pdf-thunderbird",
    family: "v10-nonrec-nordic-junior-cup",
    tags: ["direct", "lang:en", "attachment:pdf", "event-logistics"],
    label: notRecruiting("other"),
    message: original(
      { from: "Nordic Junior Cup <scouts@nordicjuniorcup.example>", to: HOLLIS.scout, date: "2026-11-22 10:00:00 +01:00", subject: "Nordic Junior Cup 2027 - court schedule for scouts", text: NORDIC_CUP_NOTE },
      "thunderbird",
      { attachments: [pdf("Nordic_Junior_Cup_2027_Schedule.pdf", NORDIC_CUP_SCHEDULE)] },
    ),
  },
  {
    name: "v10-nonrec-agency-blast-international-direct",
    family: "v10-nonrec-euro-prospects",
    tags: ["direct", "bulk", "lang:en", "service-blast", "names-athletes", "height:metric"],
    label: notRecruiting("recruiting_service"),
    message: original(agencyBlast, "bulk", { headers: bulkMailHeaders("https://europrospects.example/unsubscribe") }),
  },
  {
    name: "v10-nonrec-forwarded-club-newsletter-gmail",
    family: "v10-nonrec-rideau-valley-newsletter",
    tags: ["fwd:gmail", "lang:en", "newsletter", "names-athletes"],
    label: notRecruiting("club_coach"),
    message: fwd("gmail", KUEHN, "2026-11-15 14:10:00 -06:00", forwardedClubNewsletter, { note: "FYI, Rideau Valley's newsletter. Nothing new on Keira." }),
  },
  {
    name: "v10-nonrec-forwarded-german-auto-reply-outlook-live",
    family: "v10-nonrec-vfb-eichenau-auto-reply",
    tags: ["fwd:outlook-live", "lang:de", "auto-reply"],
    label: notRecruiting("club_coach"),
    message: fwd("outlook-live", KUEHN, "2026-11-17 07:15:00 -06:00", germanAutoReply, { note: "Uwe is away until December - will set up the Marlene call then." }),
  },
  {
    name: "v10-nonrec-quebec-parent-camp-question-apple-ios",
    family: "v10-nonrec-nathalie-bouchard",
    tags: ["fwd:apple-ios", "lang:fr", "parent-question"],
    label: notRecruiting("parent"),
    message: fwd("apple-ios", HOLLIS, "2026-11-19 07:05:00 -06:00", quebecParentCampQuestion),
  },
];
