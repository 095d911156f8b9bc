import { lineAround } from "../text";

/** Words that look like names in a capitalised line but never are one (folded, lowercase). */
export const NON_NAME_WORDS: ReadonlySet<string> = new Set(
  `a an the and or of for from to at in on with by my our your her his their its me i im i'm am is are was be been this that these those myself herself himself
  she he they we it you him them us both all each either neither who what when where why how
  hi hello hey dear greetings good morning afternoon evening thanks thank you sincerely best regards kind warm respectfully cheers
  cordially yours truly all love go sent from iphone android mobile outlook gmail yahoo
  coach coaches coaching staff head assistant director recruiting recruiter coordinator program team club teams player players athlete
  athletes student student-athlete prospective name names parent parents mom dad mother father guardian family daughter son
  volleyball softball beach indoor fastpitch sport sports varsity jv junior senior sophomore freshman class grad graduate graduating
  year years school high middle academy prep preparatory college university state national elite select premier gold black red blue white
  silver green purple orange navy royal storm fury force thunder lightning power
  outside hitter middle blocker setter libero defensive specialist right side opposite pitcher catcher shortstop outfield
  outfielder utility infield infielder base first second third center left right ds oh mb rs opp lhp rhp
  position positions height weight gpa sat act email phone cell video highlight highlights film link profile schedule
  tournament tournaments qualifier showcase camp clinic nationals championship championships event events invitational classic
  festival cup open series shootout sparkler tourney league conference region regional challenge jamboree combine
  aussenangreiferin außenangreiferin zuspielerin mittelblockerin diagonalangreiferin libera abitur jahrgang abschluss
  schule gymnasium verein mannschaft größe grösse groesse volleyballerin spielerin
  monday tuesday wednesday thursday friday saturday sunday january february march july september october
  november december jan feb mar apr jun jul aug sep sept oct nov dec spring fall winter
  interested writing reaching excited looking hoping planning currently also very really so just please attached
  sharing sending forwarding attaching passing
  new old north south east west central upper lower saint st mount mt fort ft san santa los las el la le de del
  hola gracias saludos atentamente entrenador entrenadora bonjour merci cordialement entraineur entraîneur madame monsieur
  nombre nom prénom prenom apellido jugadora joueuse posición poste taille altura estatura
  soy es y mi mis tengo juego estoy vivo mido je suis et mon ma mes joue mesure habite
  scouting recruits sports news office camps admissions athletics department info llc inc media network premium
  ich bin heiße heisse eine ein und mein meine meiner unser unsere sein seine ihr ihre spielerin trainer trainerin hallo liebe lieber sehr geehrte grüße gruesse danke
  bei beim nach mit für fuer zum zur vom auf aus gegen über ueber nächstes nächste nächster naechstes próximo próxima prochain prochaine prossimo prossima
  turnier torneo torneio tournoi copa coupe liga campeonato championnat meisterschaft internacional international nacional
  it's that's here's there's what's
  usa catholic lutheran episcopal parochial colegio colégio escola instituto liceo liceu lycée collège ikastola
  lab labs hitting pitching catching training performance fitness strength conditioning
  comité comite committee comitato organizador organizadora organizing organising organisation organization federación federacion federation federazione verband
  olá ola obrigada obrigado atleta jogadora treinador treinadora eu sou uma um meu minha clube
  one two three four five six seven eight nine ten several few couple pair
  en och og ja ed ve și ik jag jeg jestem sono ho sou jaar år lat let anni
  vbc juniors fastpitch heat surge storm aces elite premier platinum emerald adidas nike mizuno asics pos ht wt jersey roster
  center centre network conference association department services support league federation foundation ncaa naia njcaa
  alongside teammate teammates sister brother sibling none n/a na tbd unknown here there`.split(/\s+/),
);

/**
 * "My name is …" in the languages athletes write to American coaches in (a regex fragment, lower case): English,
 * Spanish, French, German, Portuguese, Italian, Dutch, the Scandinavian languages, Finnish, Polish, Czech, Slovak,
 * the Slavic languages of the Balkans, Romanian, Turkish, Russian, Ukrainian and Greek.
 */
export const MY_NAME_IS = [
  "my name is|my name's|my full name is|mi nombre es|me llamo|je m['’]appelle|je me nomme|mon nom est|ich hei(?:ß|ss)e|mein name ist",
  "meu nome é|me chamo|mi chiamo|il mio nome è|mijn naam is|ik heet|jag heter|mitt namn är|jeg heter|mitt navn er|jeg hedder|mit navn er",
  "nimeni on|nazywam si[ęe]|mam na imi[ęe]|jmenuji se|jmenuju se|vol[áa]m sa|zovem se|ime mi je|m[ăa] numesc|numele meu (?:este|e)",
  "benim ad[ıi]m|меня зовут|мене звати|με λένε|ονομάζομαι",
].join("|");

/** Particles that belong to a surname: "De La Cruz", "Van Dyke", "St. James". */
export const SURNAME_PARTICLES: ReadonlySet<string> = new Set(["de", "la", "del", "della", "van", "von", "der", "den", "da", "di", "du", "le", "st", "st.", "mac", "dos", "das", "ten", "ter"]);

/** Closings after which the writer's signature starts. */
export const CLOSING_LINE =
  /^[ \t]*(?:thanks(?: so much| again| for your time(?: and consideration)?)?|thank you(?: so much| for your time(?: and consideration)?| for (?:considering me|reading(?: this)?|your consideration)| again)?|many thanks|sincerely(?: yours)?|best(?: regards| wishes)?|all the best|regards|kind regards|warm regards|warmest regards|respectfully(?: yours)?|cheers|yours truly|go \w+|gracias|muchas gracias|saludos(?: cordiales)?|atentamente|un saludo|cordialement|merci(?: beaucoup)?|bien à vous|bien cordialement|salutations(?: distinguées)?|sportivement|viele grüße|mit freundlichen grüßen|liebe grüße|beste grüße|danke(?: schön)?|obrigad[oa]|atenciosamente|abraços|cumprimentos|grazie|cordiali saluti)[ \t]*[,.!:;-]*[ \t]*$/im;

/** Words of an event line ("qualifier in Louisville, KY", "with KJV 17 Elite at the Triple Crown"). */
const EVENT_WORDS = /\b(?:qualifier|tournament|showcase|classic|championships?|nationals|invitational|festival|cup|challenge|open|camp|clinic|series|event|at the|tourney|torneo|tournoi)\b/iu;

/**
 * Whether the line around `offset` is about an event: a place or team named there is where she plays
 * that weekend (or whom she plays), weaker evidence of her home, club or school than a label or "I play for".
 */
export function onEventLine(text: string, offset: number): boolean {
  return EVENT_WORDS.test(lineAround(text, offset).line);
}

/** How much less a place or team read from an event line counts. */
export const EVENT_LINE_PENALTY = 0.35;
