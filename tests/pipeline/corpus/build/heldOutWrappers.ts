/**
 * Forward and quote blocks for the held-out split's forward-format emails: the clients and locales wrappers.ts does
 * not write (localised Gmail, Outlook web/desktop/Mac, Apple Mail, iPhone, Yahoo, Thunderbird, HubSpot, Android,
 * Outlook mobile), each with its own header words, field order and date format. Written from what those clients
 * produce in their default settings; the people, colleges and addresses here are invented.
 */
import { parseWallClock, type WallClock } from "./dates.ts";
import { escapeHtml, htmlDocument, linkify, textToHtml, type HtmlFlavour } from "./html.ts";
import type { AttachmentSpec, Charset, Client, MessageSpec, TransferEncoding } from "./mime.ts";
import { compose, party, type Coach, type Original, type Rendered } from "./wrappers.ts";

export type Lang = "en" | "es" | "fr" | "de" | "pt" | "it" | "nl" | "sv" | "da" | "no" | "fi" | "pl" | "cs" | "hu" | "ru" | "tr";

/**
 * gmail: banner stays English, the From label and the date are localised, Date/Subject/To stay English.
 * outlook-web: Outlook on the web / 365 (underscore line). outlook-desktop: Outlook 2016/2019 for Windows (no line in
 * the text). outlook-2013: "[mailto:]" and names only. outlook-mac: Outlook for Mac (Date instead of Sent).
 * outlook-mac-quote: Outlook for Mac 2019's attribution line with a 4-space indented body ('Am … schrieb "Name" <…>:').
 * apple: Apple Mail on the Mac. iphone: iOS Mail ("> "-quoted). yahoo: Yahoo Mail; yahoo-glued: its text part with
 * the header rows run together, as Yahoo's HTML-to-text makes it. thunderbird: header table. hubspot: HubSpot's
 * inbox. android: Samsung Email "Original message". outlook-mobile: Outlook for iOS/Android.
 */
export type HoClient =
  | "gmail"
  | "gmail-narrow"
  | "outlook-web"
  | "outlook-desktop"
  | "outlook-2013"
  | "outlook-mac"
  | "outlook-mac-quote"
  | "apple"
  | "iphone"
  | "yahoo"
  | "yahoo-glued"
  | "thunderbird"
  | "hubspot"
  | "android"
  | "outlook-mobile";

export type HoStyle = `${HoClient}:${Lang}`;

// ---------------------------------------------------------------- calendar words

interface Calendar {
  days: string[];
  months: string[];
  /** Genitive/partitive month names where the language declines them after a day number. */
  monthsOf?: string[];
  shortDays?: string[];
  shortMonths?: string[];
}

const CAL: Record<Lang, Calendar> = {
  en: {
    days: ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"],
    months: ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"],
    shortDays: ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"],
    shortMonths: ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"],
  },
  es: {
    days: ["domingo", "lunes", "martes", "miércoles", "jueves", "viernes", "sábado"],
    months: ["enero", "febrero", "marzo", "abril", "mayo", "junio", "julio", "agosto", "septiembre", "octubre", "noviembre", "diciembre"],
    shortDays: ["dom", "lun", "mar", "mié", "jue", "vie", "sáb"],
    shortMonths: ["ene", "feb", "mar", "abr", "may", "jun", "jul", "ago", "sept", "oct", "nov", "dic"],
  },
  fr: {
    days: ["dimanche", "lundi", "mardi", "mercredi", "jeudi", "vendredi", "samedi"],
    months: ["janvier", "février", "mars", "avril", "mai", "juin", "juillet", "août", "septembre", "octobre", "novembre", "décembre"],
    shortDays: ["dim.", "lun.", "mar.", "mer.", "jeu.", "ven.", "sam."],
    shortMonths: ["janv.", "févr.", "mars", "avr.", "mai", "juin", "juil.", "août", "sept.", "oct.", "nov.", "déc."],
  },
  de: {
    days: ["Sonntag", "Montag", "Dienstag", "Mittwoch", "Donnerstag", "Freitag", "Samstag"],
    months: ["Januar", "Februar", "März", "April", "Mai", "Juni", "Juli", "August", "September", "Oktober", "November", "Dezember"],
    shortDays: ["So.", "Mo.", "Di.", "Mi.", "Do.", "Fr.", "Sa."],
    shortMonths: ["Jan.", "Feb.", "März", "Apr.", "Mai", "Juni", "Juli", "Aug.", "Sept.", "Okt.", "Nov.", "Dez."],
  },
  pt: {
    days: ["domingo", "segunda-feira", "terça-feira", "quarta-feira", "quinta-feira", "sexta-feira", "sábado"],
    months: ["janeiro", "fevereiro", "março", "abril", "maio", "junho", "julho", "agosto", "setembro", "outubro", "novembro", "dezembro"],
    shortDays: ["domingo", "segunda", "terça", "quarta", "quinta", "sexta", "sábado"],
  },
  it: {
    days: ["domenica", "lunedì", "martedì", "mercoledì", "giovedì", "venerdì", "sabato"],
    months: ["gennaio", "febbraio", "marzo", "aprile", "maggio", "giugno", "luglio", "agosto", "settembre", "ottobre", "novembre", "dicembre"],
    shortDays: ["dom", "lun", "mar", "mer", "gio", "ven", "sab"],
    shortMonths: ["gen", "feb", "mar", "apr", "mag", "giu", "lug", "ago", "set", "ott", "nov", "dic"],
  },
  nl: {
    days: ["zondag", "maandag", "dinsdag", "woensdag", "donderdag", "vrijdag", "zaterdag"],
    months: ["januari", "februari", "maart", "april", "mei", "juni", "juli", "augustus", "september", "oktober", "november", "december"],
    shortDays: ["zo", "ma", "di", "wo", "do", "vr", "za"],
    shortMonths: ["jan.", "feb.", "mrt.", "apr.", "mei", "jun.", "jul.", "aug.", "sep.", "okt.", "nov.", "dec."],
  },
  sv: {
    days: ["söndag", "måndag", "tisdag", "onsdag", "torsdag", "fredag", "lördag"],
    months: ["januari", "februari", "mars", "april", "maj", "juni", "juli", "augusti", "september", "oktober", "november", "december"],
    shortDays: ["sön", "mån", "tis", "ons", "tors", "fre", "lör"],
    shortMonths: ["jan.", "feb.", "mars", "apr.", "maj", "juni", "juli", "aug.", "sep.", "okt.", "nov.", "dec."],
  },
  da: {
    days: ["søndag", "mandag", "tirsdag", "onsdag", "torsdag", "fredag", "lørdag"],
    months: ["januar", "februar", "marts", "april", "maj", "juni", "juli", "august", "september", "oktober", "november", "december"],
    shortDays: ["søn.", "man.", "tirs.", "ons.", "tors.", "fre.", "lør."],
    shortMonths: ["jan.", "feb.", "mar.", "apr.", "maj", "jun.", "jul.", "aug.", "sep.", "okt.", "nov.", "dec."],
  },
  no: {
    days: ["søndag", "mandag", "tirsdag", "onsdag", "torsdag", "fredag", "lørdag"],
    months: ["januar", "februar", "mars", "april", "mai", "juni", "juli", "august", "september", "oktober", "november", "desember"],
    shortDays: ["søn.", "man.", "tir.", "ons.", "tor.", "fre.", "lør."],
    shortMonths: ["jan.", "feb.", "mar.", "apr.", "mai", "jun.", "jul.", "aug.", "sep.", "okt.", "nov.", "des."],
  },
  fi: {
    days: ["sunnuntai", "maanantai", "tiistai", "keskiviikko", "torstai", "perjantai", "lauantai"],
    months: ["tammikuu", "helmikuu", "maaliskuu", "huhtikuu", "toukokuu", "kesäkuu", "heinäkuu", "elokuu", "syyskuu", "lokakuu", "marraskuu", "joulukuu"],
    monthsOf: [
      "tammikuuta",
      "helmikuuta",
      "maaliskuuta",
      "huhtikuuta",
      "toukokuuta",
      "kesäkuuta",
      "heinäkuuta",
      "elokuuta",
      "syyskuuta",
      "lokakuuta",
      "marraskuuta",
      "joulukuuta",
    ],
    shortDays: ["su", "ma", "ti", "ke", "to", "pe", "la"],
    shortMonths: ["tammik.", "helmik.", "maalisk.", "huhtik.", "toukok.", "kesäk.", "heinäk.", "elok.", "syysk.", "lokak.", "marrask.", "jouluk."],
  },
  pl: {
    days: ["niedziela", "poniedziałek", "wtorek", "środa", "czwartek", "piątek", "sobota"],
    months: ["styczeń", "luty", "marzec", "kwiecień", "maj", "czerwiec", "lipiec", "sierpień", "wrzesień", "październik", "listopad", "grudzień"],
    monthsOf: ["stycznia", "lutego", "marca", "kwietnia", "maja", "czerwca", "lipca", "sierpnia", "września", "października", "listopada", "grudnia"],
    shortDays: ["niedz.", "pon.", "wt.", "śr.", "czw.", "pt.", "sob."],
    shortMonths: ["sty", "lut", "mar", "kwi", "maj", "cze", "lip", "sie", "wrz", "paź", "lis", "gru"],
  },
  cs: {
    days: ["neděle", "pondělí", "úterý", "středa", "čtvrtek", "pátek", "sobota"],
    months: ["leden", "únor", "březen", "duben", "květen", "červen", "červenec", "srpen", "září", "říjen", "listopad", "prosinec"],
    monthsOf: ["ledna", "února", "března", "dubna", "května", "června", "července", "srpna", "září", "října", "listopadu", "prosince"],
    shortDays: ["ne", "po", "út", "st", "čt", "pá", "so"],
  },
  hu: {
    days: ["vasárnap", "hétfő", "kedd", "szerda", "csütörtök", "péntek", "szombat"],
    months: ["január", "február", "március", "április", "május", "június", "július", "augusztus", "szeptember", "október", "november", "december"],
    shortDays: ["V", "H", "K", "Sze", "Cs", "P", "Szo"],
    shortMonths: ["jan.", "febr.", "márc.", "ápr.", "máj.", "jún.", "júl.", "aug.", "szept.", "okt.", "nov.", "dec."],
  },
  ru: {
    days: ["воскресенье", "понедельник", "вторник", "среда", "четверг", "пятница", "суббота"],
    months: ["январь", "февраль", "март", "апрель", "май", "июнь", "июль", "август", "сентябрь", "октябрь", "ноябрь", "декабрь"],
    monthsOf: ["января", "февраля", "марта", "апреля", "мая", "июня", "июля", "августа", "сентября", "октября", "ноября", "декабря"],
    shortDays: ["вс", "пн", "вт", "ср", "чт", "пт", "сб"],
    shortMonths: ["янв.", "февр.", "мар.", "апр.", "мая", "июн.", "июл.", "авг.", "сент.", "окт.", "нояб.", "дек."],
  },
  tr: {
    days: ["Pazar", "Pazartesi", "Salı", "Çarşamba", "Perşembe", "Cuma", "Cumartesi"],
    months: ["Ocak", "Şubat", "Mart", "Nisan", "Mayıs", "Haziran", "Temmuz", "Ağustos", "Eylül", "Ekim", "Kasım", "Aralık"],
    shortDays: ["Paz", "Pzt", "Sal", "Çar", "Per", "Cum", "Cmt"],
    shortMonths: ["Oca", "Şub", "Mar", "Nis", "May", "Haz", "Tem", "Ağu", "Eyl", "Eki", "Kas", "Ara"],
  },
};

const pad = (n: number) => String(n).padStart(2, "0");
const dayName = (t: WallClock, lang: Lang) => CAL[lang].days[t.weekday]!;
const monthName = (t: WallClock, lang: Lang) => CAL[lang].months[t.month - 1]!;
const monthOf = (t: WallClock, lang: Lang) => (CAL[lang].monthsOf ?? CAL[lang].months)[t.month - 1]!;
const shortDay = (t: WallClock, lang: Lang) => CAL[lang].shortDays![t.weekday]!;
const shortMonth = (t: WallClock, lang: Lang) => CAL[lang].shortMonths![t.month - 1]!;
const hm = (t: WallClock, sep = ":") => `${pad(t.hour)}${sep}${pad(t.minute)}`;
const hms = (t: WallClock, sep = ":") => `${pad(t.hour)}${sep}${pad(t.minute)}${sep}${pad(t.second)}`;
const h12 = (t: WallClock, seconds = false) =>
  `${t.hour % 12 === 0 ? 12 : t.hour % 12}:${pad(t.minute)}${seconds ? `:${pad(t.second)}` : ""} ${t.hour < 12 ? "AM" : "PM"}`;
const offsetCompact = (t: WallClock) => t.offset.replace(":", "");
/** "GMT-5" as Apple Mail and Yahoo write a zone they have no local name for. */
const gmtShort = (t: WallClock, prefix = "GMT") => `${prefix}${t.offset.startsWith("-") ? "-" : "+"}${Number(t.offset.slice(1, 3))}`;
/** Finnish weekday in the essive ("keskiviikkona"), as Outlook for Mac and Yahoo write it. */
const fiEssive = (t: WallClock) => `${dayName(t, "fi")}na`;

function usZone(t: WallClock): string {
  const daylight = (t.month > 3 && t.month < 11) || (t.month === 3 && t.day >= 8) || (t.month === 11 && t.day < 1);
  const names: Record<string, string> = daylight
    ? { "-04:00": "EDT", "-05:00": "CDT", "-06:00": "MDT", "-07:00": "PDT" }
    : { "-05:00": "EST", "-06:00": "CST", "-07:00": "MST", "-08:00": "PST" };
  return names[t.offset] ?? gmtShort(t);
}

/** Gmail's Date row, localised (the label itself stays "Date:"). */
function gmailDate(t: WallClock, lang: Lang): string {
  const y = t.year;
  const d = t.day;
  switch (lang) {
    case "en":
      return `${shortDay(t, "en")}, ${shortMonth(t, "en")} ${d}, ${y} at ${h12(t)}`;
    case "es":
      return `${shortDay(t, lang)}, ${d} ${shortMonth(t, lang)} ${y} a las ${t.hour}:${pad(t.minute)}`;
    case "fr":
      return `${shortDay(t, lang)} ${d} ${shortMonth(t, lang)} ${y} à ${hm(t)}`;
    case "de":
      return `${shortDay(t, lang)}, ${d}. ${shortMonth(t, lang)} ${y} um ${hm(t)} Uhr`;
    case "pt":
      return `${shortDay(t, lang)}, ${pad(d)}/${pad(t.month)}/${y} à(s) ${hm(t)}`;
    case "it":
      return `${shortDay(t, lang)} ${d} ${shortMonth(t, lang)} ${y} alle ore ${hm(t)}`;
    case "nl":
      return `${shortDay(t, lang)} ${d} ${shortMonth(t, lang)} ${y} om ${hm(t)}`;
    case "sv":
      return `${shortDay(t, lang)} ${d} ${shortMonth(t, lang)} ${y} kl ${hm(t)}`;
    case "da":
      return `${shortDay(t, lang)} ${d}. ${shortMonth(t, lang)} ${y} kl. ${hm(t, ".")}`;
    case "no":
      return `${shortDay(t, lang)} ${d}. ${shortMonth(t, lang)} ${y} kl. ${hm(t)}`;
    case "fi":
      return `${shortDay(t, lang)} ${d}. ${shortMonth(t, lang)} ${y} klo ${t.hour}.${pad(t.minute)}`;
    case "pl":
      return `${shortDay(t, lang)}, ${d} ${shortMonth(t, lang)} ${y} o ${hm(t)}`;
    case "cs":
      return `${shortDay(t, lang)} ${d}. ${t.month}. ${y} v ${t.hour}:${pad(t.minute)}`;
    case "hu":
      return `${y}. ${shortMonth(t, lang)} ${d}., ${shortDay(t, lang)}, ${t.hour}:${pad(t.minute)}`;
    case "ru":
      return `${shortDay(t, lang)}, ${d} ${shortMonth(t, lang)} ${y} г. в ${hm(t)}`;
    case "tr":
      return `${d} ${shortMonth(t, lang)} ${y} ${shortDay(t, lang)}, ${hm(t)}`;
  }
}

/** Outlook (web and Windows) "Sent:" value. */
function outlookSent(t: WallClock, lang: Lang): string {
  const y = t.year;
  const d = t.day;
  switch (lang) {
    case "en":
      return `${dayName(t, lang)}, ${monthName(t, lang)} ${d}, ${y} ${h12(t)}`;
    case "es":
      return `${dayName(t, lang)}, ${d} de ${monthName(t, lang)} de ${y} ${hm(t)}`;
    case "pt":
      return `${dayName(t, lang)}, ${d} de ${monthName(t, lang)} de ${y} ${hm(t)}`;
    case "fr":
    case "it":
    case "nl":
      return `${dayName(t, lang)} ${d} ${monthName(t, lang)} ${y} ${hm(t)}`;
    case "de":
      return `${dayName(t, lang)}, ${d}. ${monthName(t, lang)} ${y} ${hm(t)}`;
    case "sv":
      return `den ${d} ${monthName(t, lang)} ${y} ${hm(t)}`;
    case "da":
      return `${d}. ${monthName(t, lang)} ${y} ${hm(t)}`;
    case "no":
      return `${dayName(t, lang)} ${d}. ${monthName(t, lang)} ${y} ${hm(t)}`;
    case "fi":
      return `${dayName(t, lang)} ${d}. ${monthOf(t, lang)} ${y} ${hm(t, ".")}`;
    case "pl":
      return `${dayName(t, lang)}, ${d} ${monthOf(t, lang)} ${y} ${hm(t)}`;
    case "cs":
      return `${dayName(t, lang)} ${d}. ${monthOf(t, lang)} ${y} ${hm(t)}`;
    case "hu":
      return `${y}. ${monthName(t, lang)} ${d}., ${dayName(t, lang)} ${hm(t)}`;
    case "ru":
      return `${dayName(t, lang)}, ${d} ${monthOf(t, lang)} ${y} г. ${hm(t)}`;
    case "tr":
      return `${d} ${monthName(t, lang)} ${y} ${dayName(t, lang)} ${hm(t)}`;
  }
}

/** Outlook for Mac "Date:" value. */
function outlookMacDate(t: WallClock, lang: Lang): string {
  const y = t.year;
  const d = t.day;
  switch (lang) {
    case "en":
      return `${dayName(t, lang)}, ${monthName(t, lang)} ${d}, ${y} at ${h12(t)}`;
    case "es":
    case "pt":
      return `${dayName(t, lang)}, ${d} de ${monthName(t, lang)} de ${y}, ${hm(t)}`;
    case "fr":
      return `${dayName(t, lang)}, ${d} ${monthName(t, lang)} ${y} à ${hm(t)}`;
    case "de":
      return `${dayName(t, lang)}, ${d}. ${monthName(t, lang)} ${y} um ${hm(t)}`;
    case "it":
    case "sv":
      return `${dayName(t, lang)}, ${d} ${monthName(t, lang)} ${y} ${hm(t)}`;
    case "nl":
      return `${dayName(t, lang)}, ${d} ${monthName(t, lang)} ${y} om ${hm(t)}`;
    case "da":
      return `${dayName(t, lang)}, ${d}. ${monthName(t, lang)} ${y} kl. ${hm(t, ".")}`;
    case "no":
      return `${dayName(t, lang)}, ${d}. ${monthName(t, lang)} ${y} kl. ${hm(t)}`;
    case "fi":
      return `${fiEssive(t)}, ${d}. ${monthOf(t, lang)} ${y} klo ${hm(t, ".")}`;
    case "pl":
      return `${dayName(t, lang)}, ${d} ${monthOf(t, lang)} ${y} o ${hm(t)}`;
    case "cs":
      return `${dayName(t, lang)}, ${d}. ${monthOf(t, lang)} ${y} ${hm(t)}`;
    case "hu":
      return `${dayName(t, lang)}, ${y}. ${monthName(t, lang)} ${d}. ${hm(t)}`;
    case "ru":
      return `${dayName(t, lang)}, ${d} ${monthOf(t, lang)} ${y} г. в ${hm(t)}`;
    case "tr":
      return `${dayName(t, lang)}, ${d} ${monthName(t, lang)} ${y} ${hm(t)}`;
  }
}

/** Apple Mail (Mac and iOS) "Date:" value. */
function appleDate(t: WallClock, lang: Lang): string {
  const y = t.year;
  const d = t.day;
  const zone = lang === "en" ? usZone(t) : gmtShort(t);
  switch (lang) {
    case "en":
      return `${monthName(t, lang)} ${d}, ${y} at ${h12(t, true)} ${zone}`;
    case "es":
    case "pt":
      return `${d} de ${monthName(t, lang)} de ${y}, ${hms(t)} ${zone}`;
    case "fr":
      return `${d} ${monthName(t, lang)} ${y} à ${hms(t)} ${gmtShort(t, "UTC")}`;
    case "de":
      return `${d}. ${monthName(t, lang)} ${y} um ${hms(t)} ${zone}`;
    case "it":
    case "sv":
      return `${d} ${monthName(t, lang)} ${y} ${hms(t)} ${zone}`;
    case "nl":
      return `${d} ${monthName(t, lang)} ${y} om ${hms(t)} ${zone}`;
    case "da":
      return `${d}. ${monthName(t, lang)} ${y} kl. ${hms(t, ".")} ${zone}`;
    case "no":
      return `${d}. ${monthName(t, lang)} ${y} kl. ${hms(t)} ${zone}`;
    case "fi":
      return `${d}. ${monthOf(t, lang)} ${y} klo ${hms(t, ".")} ${gmtShort(t, "UTC")}`;
    case "pl":
      return `${d} ${monthOf(t, lang)} ${y} o ${hms(t)} ${zone}`;
    case "cs":
      return `${d}. ${monthOf(t, lang)} ${y} ${hms(t)} ${zone}`;
    case "hu":
      return `${y}. ${monthName(t, lang)} ${d}. ${hms(t)} ${zone}`;
    case "ru":
      return `${d} ${monthOf(t, lang)} ${y} г. в ${hms(t)} ${zone}`;
    case "tr":
      return `${d} ${monthName(t, lang)} ${y} ${hms(t)} ${zone}`;
  }
}

/** Yahoo Mail "Sent:" value. */
function yahooDate(t: WallClock, lang: Lang): string {
  const y = t.year;
  const d = t.day;
  const zone = lang === "en" ? usZone(t) : gmtShort(t);
  switch (lang) {
    case "en":
      return `${dayName(t, lang)}, ${monthName(t, lang)} ${d}, ${y}, ${pad(t.hour % 12 === 0 ? 12 : t.hour % 12)}:${pad(t.minute)}:${pad(t.second)} ${t.hour < 12 ? "AM" : "PM"} ${zone}`;
    case "de":
      return `${dayName(t, lang)}, ${d}. ${monthName(t, lang)} ${y}, ${hms(t)} ${zone}`;
    case "es":
    case "pt":
      return `${dayName(t, lang)}, ${d} de ${monthName(t, lang)} de ${y} ${hms(t)} ${zone}`;
    case "fr":
      return `${dayName(t, lang)} ${d} ${monthName(t, lang)} ${y} à ${hms(t)} ${gmtShort(t, "UTC")}`;
    case "it":
      return `${dayName(t, lang)} ${d} ${monthName(t, lang)} ${y}, ${hms(t)} ${zone}`;
    case "hu":
      return `${y}. ${monthName(t, lang)} ${d}., ${dayName(t, lang)} ${hms(t)} ${zone}`;
    case "fi":
      return `${fiEssive(t)} ${d}. ${monthOf(t, lang)} ${y} klo ${hms(t, ".")} ${gmtShort(t, "UTC")}`;
    case "ru":
      return `${dayName(t, lang)}, ${d} ${monthOf(t, lang)} ${y} г., ${hms(t)} ${zone}`;
    case "pl":
      return `${dayName(t, lang)}, ${d} ${monthOf(t, lang)} ${y} ${hms(t)} ${zone}`;
    default:
      return `${dayName(t, lang)} ${d} ${monthName(t, lang)} ${y} ${hms(t)} ${zone}`;
  }
}

/** HubSpot's "Date:" value. */
function hubspotDate(t: WallClock, lang: Lang): string {
  const d = t.day;
  switch (lang) {
    case "de":
      return `${dayName(t, lang)}, ${d}. ${monthName(t, lang)} ${t.year}, ${hms(t)} ${offsetCompact(t)}`;
    case "es":
      return `${dayName(t, lang)}, ${d} de ${monthName(t, lang)} de ${t.year}, ${hms(t)} ${offsetCompact(t)}`;
    case "fi":
      return `${dayName(t, lang)} ${d}. ${monthOf(t, lang)} ${t.year} klo ${hms(t, ".")} ${offsetCompact(t)}`;
    default:
      return `${dayName(t, "en")}, ${monthName(t, "en")} ${d}, ${t.year}, ${h12(t, true)} ${offsetCompact(t)}`;
  }
}

const RFC_DAYS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];
const RFC_MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
/** Thunderbird copies the original Date header. */
const rfcDate = (t: WallClock) => `${RFC_DAYS[t.weekday]}, ${t.day} ${RFC_MONTHS[t.month - 1]} ${t.year} ${hms(t)} ${offsetCompact(t)}`;

// ---------------------------------------------------------------- header words

interface Words {
  from: string;
  sent: string;
  to: string;
  cc: string;
  subject: string;
}

const OUTLOOK: Record<Lang, Words> = {
  en: { from: "From:", sent: "Sent:", to: "To:", cc: "Cc:", subject: "Subject:" },
  es: { from: "De:", sent: "Enviado:", to: "Para:", cc: "CC:", subject: "Asunto:" },
  fr: { from: "De :", sent: "Envoyé :", to: "À :", cc: "Cc :", subject: "Objet :" },
  de: { from: "Von:", sent: "Gesendet:", to: "An:", cc: "Cc:", subject: "Betreff:" },
  pt: { from: "De:", sent: "Enviado:", to: "Para:", cc: "Cc:", subject: "Assunto:" },
  it: { from: "Da:", sent: "Inviato:", to: "A:", cc: "Cc:", subject: "Oggetto:" },
  nl: { from: "Van:", sent: "Verzonden:", to: "Aan:", cc: "CC:", subject: "Onderwerp:" },
  sv: { from: "Från:", sent: "Skickat:", to: "Till:", cc: "Kopia:", subject: "Ämne:" },
  da: { from: "Fra:", sent: "Sendt:", to: "Til:", cc: "Cc:", subject: "Emne:" },
  no: { from: "Fra:", sent: "Sendt:", to: "Til:", cc: "Kopi:", subject: "Emne:" },
  fi: { from: "Lähettäjä:", sent: "Lähetetty:", to: "Vastaanottaja:", cc: "Kopio:", subject: "Aihe:" },
  pl: { from: "Od:", sent: "Wysłane:", to: "Do:", cc: "DW:", subject: "Temat:" },
  cs: { from: "Od:", sent: "Odesláno:", to: "Komu:", cc: "Kopie:", subject: "Předmět:" },
  hu: { from: "Feladó:", sent: "Elküldve:", to: "Címzett:", cc: "Másolatot kap:", subject: "Tárgy:" },
  ru: { from: "От:", sent: "Отправлено:", to: "Кому:", cc: "Копия:", subject: "Тема:" },
  tr: { from: "Kimden:", sent: "Gönderildi:", to: "Kime:", cc: "Bilgi:", subject: "Konu:" },
};

/** Outlook for Mac writes Date where Windows writes Sent. */
const MAC_DATE: Record<Lang, string> = {
  en: "Date:",
  es: "Fecha:",
  fr: "Date :",
  de: "Datum:",
  pt: "Data:",
  it: "Data:",
  nl: "Datum:",
  sv: "Datum:",
  da: "Dato:",
  no: "Dato:",
  fi: "Päivämäärä:",
  pl: "Data:",
  cs: "Datum:",
  hu: "Dátum:",
  ru: "Дата:",
  tr: "Tarih:",
};

const APPLE: Partial<Record<Lang, { intro: string; from: string; subject: string; date: string; to: string; cc: string }>> = {
  en: { intro: "Begin forwarded message:", from: "From:", subject: "Subject:", date: "Date:", to: "To:", cc: "Cc:" },
  es: { intro: "Inicio del mensaje reenviado:", from: "De:", subject: "Asunto:", date: "Fecha:", to: "Para:", cc: "Cc:" },
  fr: { intro: "Début du message réexpédié :", from: "De:", subject: "Objet:", date: "Date:", to: "À:", cc: "Cc:" },
  de: { intro: "Anfang der weitergeleiteten Nachricht:", from: "Von:", subject: "Betreff:", date: "Datum:", to: "An:", cc: "Kopie:" },
  pt: { intro: "Início da mensagem encaminhada:", from: "De:", subject: "Assunto:", date: "Data:", to: "Para:", cc: "Cc:" },
  it: { intro: "Inizio messaggio inoltrato:", from: "Da:", subject: "Oggetto:", date: "Data:", to: "A:", cc: "Cc:" },
  nl: { intro: "Begin doorgestuurd bericht:", from: "Van:", subject: "Onderwerp:", date: "Datum:", to: "Aan:", cc: "Kopie:" },
  sv: { intro: "Vidarebefordrat mejl:", from: "Från:", subject: "Ämne:", date: "Datum:", to: "Till:", cc: "Kopia:" },
  da: { intro: "Start på videresendt besked:", from: "Fra:", subject: "Emne:", date: "Dato:", to: "Til:", cc: "Cc:" },
  no: { intro: "Videresendt melding:", from: "Fra:", subject: "Emne:", date: "Dato:", to: "Til:", cc: "Kopi:" },
  fi: { intro: "Välitetty viesti alkaa:", from: "Lähettäjä:", subject: "Aihe:", date: "Päivämäärä:", to: "Vastaanottaja:", cc: "Kopio:" },
  pl: { intro: "Początek przekazywanej wiadomości:", from: "Od:", subject: "Temat:", date: "Data:", to: "Do:", cc: "Dw:" },
  cs: { intro: "Začátek přeposílané zprávy:", from: "Od:", subject: "Předmět:", date: "Datum:", to: "Komu:", cc: "Kopie:" },
  hu: { intro: "Továbbított levél kezdete:", from: "Feladó:", subject: "Tárgy:", date: "Dátum:", to: "Címzett:", cc: "Másolat:" },
  ru: { intro: "Начало переадресованного сообщения:", from: "Отправитель:", subject: "Тема:", date: "Дата:", to: "Кому:", cc: "Копия:" },
  tr: { intro: "İleti başlangıcı:", from: "Kimden:", subject: "Konu:", date: "Tarih:", to: "Kime:", cc: "Bilgi:" },
};

const SENT_FROM_IPHONE: Record<Lang, string> = {
  en: "Sent from my iPhone",
  es: "Enviado desde mi iPhone",
  fr: "Envoyé de mon iPhone",
  de: "Von meinem iPhone gesendet",
  pt: "Enviado do meu iPhone",
  it: "Inviato da iPhone",
  nl: "Verstuurd vanaf mijn iPhone",
  sv: "Skickat från min iPhone",
  da: "Sendt fra min iPhone",
  no: "Sendt fra min iPhone",
  fi: "Lähetetty iPhonesta",
  pl: "Wysłane z iPhone'a",
  cs: "Odesláno z iPhonu",
  hu: "iPhone-ról küldve",
  ru: "Отправлено с iPhone",
  tr: "iPhone'umdan gönderildi",
};

const YAHOO: Partial<Record<Lang, { banner: string; from: string; to: string; cc: string; sent: string; subject: string }>> = {
  en: { banner: "----- Forwarded Message -----", from: "From:", to: "To:", cc: "Cc:", sent: "Sent:", subject: "Subject:" },
  de: { banner: "----- Weitergeleitete Nachricht -----", from: "Von:", to: "An:", cc: "CC:", sent: "Gesendet:", subject: "Betreff:" },
  es: { banner: "----- Mensaje reenviado -----", from: "De:", to: "Para:", cc: "CC:", sent: "Enviado:", subject: "Asunto:" },
  fr: { banner: "----- Mail transféré -----", from: "De :", to: "À :", cc: "Cc :", sent: "Envoyé :", subject: "Objet :" },
  it: { banner: "----- Messaggio inoltrato -----", from: "Da:", to: "A:", cc: "Cc:", sent: "Inviato:", subject: "Oggetto:" },
  hu: { banner: "----- Továbbított üzenet -----", from: "Feladó:", to: "Címzett:", cc: "Másolat:", sent: "Elküldve:", subject: "Tárgy:" },
  fi: { banner: "----- Edelleenlähetetty viesti -----", from: "Lähettäjä:", to: "Vastaanottaja:", cc: "Kopio:", sent: "Lähetetty:", subject: "Aihe:" },
  ru: { banner: "----- Пересылаемое сообщение -----", from: "От:", to: "Кому:", cc: "Копия:", sent: "Отправлено:", subject: "Тема:" },
  pl: { banner: "----- Przekazana wiadomość -----", from: "Od:", to: "Do:", cc: "DW:", sent: "Wysłane:", subject: "Temat:" },
  pt: { banner: "----- Mensagem encaminhada -----", from: "De:", to: "Para:", cc: "Cc:", sent: "Enviado:", subject: "Assunto:" },
};

const THUNDERBIRD: Partial<Record<Lang, { banner: string; subject: string; date: string; from: string; to: string; cc: string }>> = {
  en: { banner: "-------- Forwarded Message --------", subject: "Subject:", date: "Date:", from: "From:", to: "To:", cc: "CC:" },
  de: { banner: "-------- Weitergeleitete Nachricht --------", subject: "Betreff:", date: "Datum:", from: "Von:", to: "An:", cc: "Kopie (CC):" },
  es: { banner: "-------- Mensaje reenviado --------", subject: "Asunto:", date: "Fecha:", from: "De:", to: "Para:", cc: "CC:" },
  fr: { banner: "-------- Message transféré --------", subject: "Sujet :", date: "Date :", from: "De :", to: "Pour :", cc: "Copie à :" },
  pt: { banner: "-------- Mensagem reencaminhada --------", subject: "Assunto:", date: "Data:", from: "De:", to: "Para:", cc: "CC:" },
  it: { banner: "-------- Messaggio Inoltrato --------", subject: "Oggetto:", date: "Data:", from: "Mittente:", to: "A:", cc: "CC:" },
  nl: { banner: "-------- Doorgestuurd bericht --------", subject: "Onderwerp:", date: "Datum:", from: "Van:", to: "Aan:", cc: "CC:" },
  sv: { banner: "-------- Vidarebefordrat meddelande --------", subject: "Ämne:", date: "Datum:", from: "Från:", to: "Till:", cc: "Kopia:" },
  no: { banner: "-------- Videresendt melding --------", subject: "Emne:", date: "Dato:", from: "Fra:", to: "Til:", cc: "CC:" },
  fi: { banner: "-------- Välitetty viesti / Fwd.Msg --------", subject: "Aihe:", date: "Päiväys:", from: "Lähettäjä:", to: "Vastaanottaja:", cc: "CC:" },
  pl: { banner: "--- Treść przekazanej wiadomości ---", subject: "Temat:", date: "Data:", from: "Nadawca:", to: "Adresat:", cc: "Kopia:" },
  cs: { banner: "-------- Přeposlaná zpráva --------", subject: "Předmět:", date: "Datum:", from: "Od:", to: "Komu:", cc: "Kopie:" },
  hu: { banner: "-------- Továbbított üzenet --------", subject: "Tárgy:", date: "Dátum:", from: "Feladó:", to: "Címzett:", cc: "CC:" },
  ru: { banner: "-------- Перенаправленное сообщение --------", subject: "Тема:", date: "Дата:", from: "От:", to: "Кому:", cc: "Копия:" },
  tr: { banner: "-------- İletilen İleti --------", subject: "Konu:", date: "Tarih:", from: "Kimden:", to: "Kime:", cc: "CC:" },
};

const GMAIL_FROM: Record<Lang, string> = {
  en: "From:",
  es: "De:",
  fr: "De :",
  de: "Von:",
  pt: "De:",
  it: "Da:",
  nl: "Van:",
  sv: "Från:",
  da: "Fra:",
  no: "Fra:",
  fi: "Lähettäjä:",
  pl: "Od:",
  cs: "Od:",
  hu: "Feladó:",
  ru: "От:",
  tr: "Gönderen:",
};

const HUBSPOT: Partial<Record<Lang, { banner: string; from: string; date: string; subject: string; to: string; cc: string }>> = {
  en: { banner: "---------- Forwarded message ---------", from: "From:", date: "Date:", subject: "Subject:", to: "To:", cc: "Cc:" },
  de: { banner: "---------- Weitergeleitete Nachricht ---------", from: "Von:", date: "Datum:", subject: "Betreff:", to: "An:", cc: "Cc:" },
  es: { banner: "---------- Mensaje reenviado ---------", from: "De:", date: "Fecha:", subject: "Asunto:", to: "Para:", cc: "Cc:" },
  fi: { banner: "---------- Edelleenlähetetty viesti ---------", from: "Lähettäjä:", date: "Päivämäärä:", subject: "Aihe:", to: "Vastaanottaja:", cc: "Kopio:" },
};

/** Outlook for Mac 2019's attribution line, per language. */
function macAttribution(t: WallClock, lang: Lang, name: string | null, address: string): string {
  const n = name ?? address;
  const yy = String(t.year).slice(2);
  const dmy = (sep: string, year: string | number = t.year) => `${pad(t.day)}${sep}${pad(t.month)}${sep}${year}`;
  switch (lang) {
    case "en":
      return `On ${t.month}/${t.day}/${yy}, ${h12(t)}, "${n}" <${address}> wrote:`;
    case "de":
      return `Am ${dmy(".", yy)}, ${hm(t)} schrieb "${n}" <${address}>:`;
    case "fr":
      return `Le ${dmy("/")} ${hm(t)}, « ${n} » <${address}> a écrit :`;
    case "es":
      return `El ${dmy("/", yy)} ${hm(t)}, "${n}" <${address}> escribió:`;
    case "pt":
      return `Em ${dmy("/", yy)}, ${hm(t)}, "${n}" <${address}> escreveu:`;
    case "it":
      return `Il giorno ${dmy("/", yy)}, ${hm(t)} "${n}" <${address}> ha scritto:`;
    case "nl":
      return `Op ${dmy("-")} ${hm(t)} heeft ${n} <${address}> geschreven:`;
    case "sv":
      return `Den ${t.year}-${pad(t.month)}-${pad(t.day)} ${hm(t)} skrev "${n}" <${address}> följande:`;
    case "da":
      return `D. ${dmy(".")} ${hm(t, ".")} skrev "${n}" <${address}>:`;
    case "no":
      return `${n} <${address}> skrev følgende den ${dmy(".")}, ${hm(t)}:`;
    case "fi":
      return `${n} <${address}> kirjoitti ${t.day}.${t.month}.${t.year} ${hm(t, ".")}:`;
    case "pl":
      return `Dnia ${dmy(".")}, ${hm(t)} użytkownik „${n}” <${address}> napisał:`;
    case "cs":
      return `Dne ${t.day}. ${t.month}. ${t.year} ${hm(t)} uživatel "${n}" <${address}> napsal:`;
    case "hu":
      return `${t.year}.${pad(t.month)}.${pad(t.day)}. ${hm(t)} időpontban ${n} (${address}) ezt írta:`;
    case "ru":
      return `${dmy(".")}, ${hm(t)} пользователь "${n}" <${address}> написал:`;
    case "tr":
      return `"${n}" <${address}>, ${dmy(".")} ${hm(t)} tarihinde şunu yazdı:`;
  }
}

// ---------------------------------------------------------------- blocks

const named = (value: string) => {
  const p = party(value);
  return p.name ? `${p.name} <${p.address}>` : p.address;
};
const gmailParty = (value: string) => {
  const p = party(value);
  return p.name ? `${p.name} <${p.address}>` : `<${p.address}>`;
};
/** Outlook web writes a bare address as "addr <addr>". */
const outlookParty = (value: string) => {
  const p = party(value);
  return `${p.name ?? p.address} <${p.address}>`;
};
const namesOnly = (value: string) => {
  const p = party(value);
  return p.name ?? p.address;
};
const splitList = (value: string) => value.split(/,(?![^<]*>)(?=(?:[^"]*"[^"]*")*[^"]*$)/);
const eachOf = (value: string, format: (item: string) => string, joiner = ", ") => splitList(value).map(format).join(joiner);

interface Block {
  intro: string[];
  rows: Array<[string, string]>;
  /** How the original's body sits under the rows in the text part. */
  quote: "none" | "gt" | "indent";
  /** Empty lines between the rows and the body. */
  gap: number;
  html: "gmail" | "outlook-web" | "outlook-desktop" | "outlook-mac" | "apple" | "yahoo" | "thunderbird" | "plain" | "attribution";
  /** The header rows written on one line, as Yahoo's text part has them. */
  glued?: boolean;
}

function need<T>(table: Partial<Record<Lang, T>>, lang: Lang, what: string): T {
  const value = table[lang];
  if (!value) throw new Error(`no ${what} words for ${lang}`);
  return value;
}

function block(style: HoStyle, o: Original): Block {
  const [client, lang] = style.split(":") as [HoClient, Lang];
  const t = parseWallClock(o.date);
  const ow = OUTLOOK[lang];
  const cc = (label: string, format: (v: string) => string, joiner?: string): Array<[string, string]> => (o.cc ? [[label, eachOf(o.cc, format, joiner)]] : []);
  switch (client) {
    case "gmail":
    case "gmail-narrow":
      return {
        intro: ["---------- Forwarded message ---------"],
        rows: [
          [GMAIL_FROM[lang], gmailParty(o.from)],
          // Newer Gmail puts a narrow no-break space before AM/PM.
          ["Date:", client === "gmail-narrow" ? gmailDate(t, lang).replace(/ (AM|PM)$/, "\u202f$1") : gmailDate(t, lang)],
          ["Subject:", o.subject],
          ["To:", eachOf(o.to, gmailParty)],
          ...cc("Cc:", gmailParty),
        ],
        quote: "none",
        gap: 2,
        html: "gmail",
      };
    case "outlook-web":
    case "outlook-mobile":
      return {
        intro: client === "outlook-mobile" ? ["Get Outlook for iOS<https://aka.ms/o0ukef>", "________________________________"] : ["________________________________"],
        rows: [
          [ow.from, outlookParty(o.from)],
          [ow.sent, client === "outlook-mobile" ? outlookSent(t, lang).replace(/(\d+:\d+) (AM|PM)$/, `$1:${pad(t.second)} $2`) : outlookSent(t, lang)],
          [ow.to, eachOf(o.to, outlookParty, "; ")],
          ...cc(ow.cc, outlookParty, "; "),
          [ow.subject, o.subject],
        ],
        quote: "none",
        gap: 1,
        html: "outlook-web",
      };
    case "outlook-desktop":
      return {
        intro: [],
        rows: [
          [ow.from, `${named(o.from)} `],
          [ow.sent, outlookSent(t, lang)],
          [ow.to, eachOf(o.to, named, "; ")],
          ...cc(ow.cc, named, "; "),
          [ow.subject, o.subject],
        ],
        quote: "none",
        gap: 1,
        html: "outlook-desktop",
      };
    case "outlook-2013": {
      const from = party(o.from);
      return {
        intro: [],
        rows: [
          [ow.from, `${from.name ?? from.address} [mailto:${from.address}] `],
          [ow.sent, outlookSent(t, lang)],
          [ow.to, eachOf(o.to, namesOnly, "; ")],
          ...cc(ow.cc, namesOnly, "; "),
          [ow.subject, o.subject],
        ],
        quote: "none",
        gap: 1,
        html: "outlook-desktop",
      };
    }
    case "outlook-mac":
      return {
        intro: [],
        rows: [
          [ow.from, outlookParty(o.from)],
          [MAC_DATE[lang], outlookMacDate(t, lang)],
          [ow.to, eachOf(o.to, outlookParty)],
          ...cc(ow.cc, outlookParty),
          [ow.subject, o.subject],
        ],
        quote: "none",
        gap: 0,
        html: "outlook-mac",
      };
    case "outlook-mac-quote": {
      const from = party(o.from);
      return { intro: [macAttribution(t, lang, from.name, from.address)], rows: [], quote: "indent", gap: 1, html: "attribution" };
    }
    case "apple":
    case "iphone": {
      const w = need(APPLE, lang, "Apple Mail");
      const rows: Array<[string, string]> =
        client === "apple"
          ? [[w.from, named(o.from)], [w.subject, o.subject], [w.date, appleDate(t, lang)], [w.to, eachOf(o.to, named)], ...cc(w.cc, named)]
          : [[w.from, named(o.from)], [w.date, appleDate(t, lang)], [w.to, eachOf(o.to, named)], ...cc(w.cc, named), [w.subject, o.subject]];
      return { intro: [w.intro, ""], rows, quote: client === "iphone" ? "gt" : "none", gap: 1, html: "apple" };
    }
    case "yahoo":
    case "yahoo-glued": {
      const w = need(YAHOO, lang, "Yahoo");
      const quoted = (v: string) => {
        const p = party(v);
        return client === "yahoo-glued" ? `"${p.address}" <${p.address}>` : named(v);
      };
      return {
        intro: [w.banner],
        rows: [[w.from, named(o.from)], [w.to, eachOf(o.to, quoted, "; ")], ...cc(w.cc, named, "; "), [w.sent, yahooDate(t, lang)], [w.subject, o.subject]],
        quote: "none",
        gap: 1,
        html: "yahoo",
        glued: client === "yahoo-glued",
      };
    }
    case "thunderbird": {
      const w = need(THUNDERBIRD, lang, "Thunderbird");
      return {
        intro: [w.banner],
        rows: [[w.subject, o.subject], [w.date, rfcDate(t)], [w.from, named(o.from)], [w.to, eachOf(o.to, named)], ...cc(w.cc, named)],
        quote: "none",
        gap: 2,
        html: "thunderbird",
      };
    }
    case "hubspot": {
      const w = need(HUBSPOT, lang, "HubSpot");
      return {
        intro: [w.banner],
        rows: [[w.from, named(o.from)], [w.date, hubspotDate(t, lang)], [w.subject, o.subject], [w.to, eachOf(o.to, (v) => party(v).address)], ...cc(w.cc, named)],
        quote: "none",
        gap: 1,
        html: "plain",
      };
    }
    case "android":
      return {
        intro: ["-------- Original message --------"],
        rows: [
          ["From:", `${named(o.from)} `],
          ["Date:", `${t.month}/${t.day}/${String(t.year).slice(2)} ${h12(t)} (GMT${t.offset}) `],
          ["To:", `${eachOf(o.to, (v) => party(v).address)} `],
          ...cc("Cc:", (v) => party(v).address),
          ["Subject:", `${o.subject} `],
        ],
        quote: "none",
        gap: 1,
        html: "plain",
      };
  }
}

const cell = (value: string) => linkify(escapeHtml(value));

function flavourOfBlock(kind: Block["html"]): HtmlFlavour {
  if (kind === "gmail") return "gmail";
  if (kind.startsWith("outlook") || kind === "attribution") return "outlook";
  if (kind === "apple") return "apple";
  return "plain";
}

function blockHtml(b: Block, bodyHtml: string): string {
  const rows = b.rows;
  switch (b.html) {
    case "gmail": {
      const [fromLabel, fromValue] = rows[0]!;
      const from = party(fromValue);
      const fromHtml = from.name
        ? `<strong class="gmail_sendername" dir="auto">${escapeHtml(from.name)}</strong> <span dir="auto">&lt;${cell(from.address)}&gt;</span>`
        : `<span dir="auto">&lt;${cell(from.address)}&gt;</span>`;
      const rest = rows
        .slice(1)
        .map(([label, value]) => `${label} ${cell(value)}<br>`)
        .join("");
      return `<div class="gmail_quote gmail_quote_container"><div dir="ltr" class="gmail_attr">${escapeHtml(b.intro[0]!)}<br>${escapeHtml(fromLabel)} ${fromHtml}<br>${rest}</div><br><br>${bodyHtml}</div>`;
    }
    case "outlook-web": {
      const lines = rows.map(([label, value]) => `<b>${escapeHtml(label)}</b> ${escapeHtml(value.trim())}`).join("<br>\n");
      const mobile = b.intro.length > 1 ? `<div dir="ltr">Get <a href="https://aka.ms/o0ukef">Outlook for iOS</a></div>\n` : "";
      return `${mobile}<div id="appendonsend"></div>\n<hr style="display:inline-block;width:98%" tabindex="-1">\n<div id="divRplyFwdMsg" dir="ltr"><font face="Calibri, sans-serif" style="font-size:11pt" color="#000000">${lines}</font>\n<div>&nbsp;</div>\n</div>\n<div>${bodyHtml}</div>`;
    }
    case "outlook-desktop": {
      const lines = rows.map(([label, value]) => `<b>${escapeHtml(label)}</b> ${escapeHtml(value.trim())}`).join("<br>\n");
      return `<div><div style="border:none;border-top:solid #E1E1E1 1.0pt;padding:3.0pt 0in 0in 0in"><p class="MsoNormal">${lines}<o:p></o:p></p></div></div>\n<p class="MsoNormal"><o:p>&nbsp;</o:p></p>\n${bodyHtml}`;
    }
    case "outlook-mac": {
      const lines = rows
        .map(([label, value]) => `<b><span style="font-size:12.0pt;color:black">${escapeHtml(label)} </span></b><span style="font-size:12.0pt;color:black">${escapeHtml(value)}<br></span>`)
        .join("\n");
      return `<div id="mail-editor-reference-message-container"><div class="ms-outlook-mobile-reference-message"><div style="border:none;border-top:solid #B5C4DF 1.0pt;padding:3.0pt 0in 0in 0in"><p class="MsoNormal" style="margin-bottom:12.0pt">${lines}</p></div>${bodyHtml}</div></div>`;
    }
    case "attribution":
      return `<div><div><span>${cell(b.intro[0]!)}</span></div><blockquote style="BORDER-LEFT: #b5c4df 5 solid; PADDING:0 0 0 5; MARGIN: 0 0 0 5;">${bodyHtml}</blockquote></div>`;
    case "apple": {
      const lines = rows
        .map(
          ([label, value]) =>
            `<div style="margin-top: 0px; margin-right: 0px; margin-bottom: 0px; margin-left: 0px;"><span style="font-family: -webkit-system-font, Helvetica Neue, Helvetica, sans-serif; color:rgba(0, 0, 0, 1.0);"><b>${escapeHtml(label)} </b></span><span style="font-family: -webkit-system-font, Helvetica Neue, Helvetica, sans-serif;">${cell(value)}<br></span></div>`,
        )
        .join("\n");
      return `<div><br><blockquote type="cite"><div>${escapeHtml(b.intro[0]!)}</div><br class="Apple-interchange-newline">${lines}\n<br><div>${bodyHtml}</div></blockquote></div>`;
    }
    case "yahoo": {
      const lines = rows.map(([label, value]) => `<div><b>${escapeHtml(label)}</b> ${cell(value)}</div>`).join("");
      return `<div class="ydp3f8a21c4yahoo_quoted" id="ydp3f8a21c4yahoo_quoted_5176"><div style="font-family:'Helvetica Neue', Helvetica, Arial, sans-serif;font-size:13px;color:#26282a;"><div>${escapeHtml(b.intro[0]!)} </div>${lines}<div><br></div><div><br></div><div><div id="ydp3f8a21c4yiv5520">${bodyHtml}</div></div></div></div>`;
    }
    case "thunderbird": {
      const table = rows
        .map(([label, value]) => `<tr><th valign="BASELINE" nowrap="nowrap" align="RIGHT">${escapeHtml(label)} </th><td>${cell(value)}</td></tr>`)
        .join("\n");
      return `<div class="moz-forward-container"><br><br>${escapeHtml(b.intro[0]!)}\n<table class="moz-email-headers-table" cellspacing="0" cellpadding="0" border="0"><tbody>\n${table}\n</tbody></table><br><br>${bodyHtml}</div>`;
    }
    case "plain": {
      const lines = rows.map(([label, value]) => `<div>${escapeHtml(label)} ${cell(value.trim())}</div>`).join("");
      return `<div dir="auto"><br></div><div align="left" dir="auto" style="font-size:100%;color:#000000"><div>${escapeHtml(b.intro[0]!)}</div>${lines}<div><br></div>${bodyHtml}</div>`;
    }
  }
}

/** The block a client puts under the forwarder's own text: header rows (or attribution line) and the original body. */
export function hoBlock(style: HoStyle, o: Original): Rendered {
  const b = block(style, o);
  const tab = style.startsWith("thunderbird:");
  const headerLines = b.glued
    ? [`   ${b.intro[0]!} ${b.rows.map(([label, value]) => `${label} ${value}`).join("")}`]
    : [...b.intro, ...b.rows.map(([label, value]) => (tab ? `${label} \t${value}` : `${label} ${value}`))];
  const body = o.text.split("\n");
  let text: string;
  if (b.quote === "gt") {
    const [intro, blank] = b.intro;
    const quoted = [...b.rows.map(([label, value]) => `${label} ${value}`), "", ...body].map((line) => (line === "" ? ">" : `> ${line}`));
    text = [intro!, blank!, ...quoted].join("\n");
  } else if (b.quote === "indent") {
    text = [...headerLines, "", ...body.map((line) => (line === "" ? "" : `    ${line}`))].join("\n");
  } else {
    text = [...headerLines, ...Array<string>(b.glued ? 0 : b.gap).fill(""), ...body].join("\n");
  }
  const bodyHtml = o.html ?? textToHtml(o.text, flavourOfBlock(b.html));
  return { text, html: blockHtml(b, bodyHtml) };
}

// ---------------------------------------------------------------- messages

export function clientOfStyle(style: HoStyle): Client {
  const client = style.split(":")[0] as HoClient;
  if (client.startsWith("gmail") || client === "hubspot") return "gmail";
  if (client === "iphone") return "iphone";
  if (client === "apple") return "apple";
  if (client.startsWith("yahoo")) return "yahoo";
  if (client === "thunderbird") return "thunderbird";
  if (client === "android") return "webmail";
  return "outlook";
}

function flavourOfStyle(style: HoStyle): HtmlFlavour {
  const client = clientOfStyle(style);
  if (client === "gmail") return "gmail";
  if (client === "outlook") return "outlook";
  if (client === "apple" || client === "iphone") return "apple";
  return "plain";
}

const OUTLOOK_PREFIX: Record<Lang, string> = {
  en: "FW: ",
  es: "RV: ",
  fr: "TR : ",
  de: "WG: ",
  pt: "ENC: ",
  it: "I: ",
  nl: "FW: ",
  sv: "VB: ",
  da: "VS: ",
  no: "VS: ",
  fi: "VL: ",
  pl: "PD: ",
  cs: "FW: ",
  hu: "TOV: ",
  ru: "FW: ",
  tr: "İLT: ",
};

export function subjectPrefix(style: HoStyle): string {
  const [client, lang] = style.split(":") as [HoClient, Lang];
  if (client.startsWith("outlook") && client !== "outlook-mac-quote") return OUTLOOK_PREFIX[lang];
  if (client === "outlook-mac-quote") return lang === "en" ? "FW: " : OUTLOOK_PREFIX[lang];
  return "Fwd: ";
}

/** The forwarder's own text: note, then signature as the client places it (Gmail's "-- ", the iPhone sign-off). */
function ownText(style: HoStyle, note: string, signature: string | null): string {
  const [client, lang] = style.split(":") as [HoClient, Lang];
  if (client === "iphone") return note === "" ? SENT_FROM_IPHONE[lang] : `${note}\n\n${SENT_FROM_IPHONE[lang]}`;
  if (client === "outlook-mobile") return note;
  if (!signature) return note;
  const sig = client.startsWith("gmail") ? `-- \n${signature}` : signature;
  return note === "" ? sig : `${note}\n\n${sig}`;
}

/** Someone outside (or on staff) forwarding a message on: the result is itself an Original, to be forwarded again. */
export function relay(options: { style: HoStyle; from: string; to: string; date: string; note: string; signature?: string; subject?: string; inner: Original; cc?: string }): Original {
  const body = compose(ownText(options.style, options.note, options.signature ?? null), hoBlock(options.style, options.inner), flavourOfStyle(options.style));
  return {
    from: options.from,
    to: options.to,
    ...(options.cc ? { cc: options.cc } : {}),
    date: options.date,
    subject: options.subject ?? `${subjectPrefix(options.style)}${options.inner.subject}`,
    text: body.text,
    html: body.html,
  };
}

export interface HoForwardOptions {
  style: HoStyle;
  coach: Coach;
  date: string;
  original: Original;
  note?: string;
  /** Add the coach's signature under the note (default true). */
  signature?: boolean;
  parts?: "alternative" | "html" | "text";
  charset?: Charset;
  encoding?: TransferEncoding;
  flowed?: boolean;
  subject?: string;
  attachments?: AttachmentSpec[];
}

/** The coach forwarding a message to the InboxScout address. */
export function hoForward(options: HoForwardOptions): MessageSpec {
  const flavour = flavourOfStyle(options.style);
  const client = clientOfStyle(options.style);
  const own = ownText(options.style, options.note ?? "", options.signature === false ? null : options.coach.signature);
  const body = compose(own, hoBlock(options.style, options.original), flavour);
  const parts = options.parts ?? "alternative";
  return {
    client,
    from: client === "outlook" ? `"${options.coach.directoryName}" <${options.coach.address}>` : `${options.coach.name} <${options.coach.address}>`,
    to: options.coach.scout,
    subject: options.subject ?? `${subjectPrefix(options.style)}${options.original.subject}`,
    date: options.date,
    ...(parts !== "html" ? { text: body.text } : {}),
    ...(parts !== "text" ? { html: htmlDocument(body.html, flavour, options.charset) } : {}),
    ...(options.charset ? { charset: options.charset } : {}),
    ...(options.encoding ? { encoding: options.encoding } : {}),
    ...(options.flowed ? { flowed: true } : {}),
    ...(options.attachments ? { attachments: options.attachments } : {}),
  };
}

/** A reply's quoted history in Gmail's words: "On Tue, Oct 27, 2026 at 9:31 AM Name <addr> wrote:" and "> " lines. */
export function gmailQuote(o: Original): string {
  const t = parseWallClock(o.date);
  const p = party(o.from);
  const who = p.name ? `${p.name} <${p.address}>` : `<${p.address}>`;
  return `On ${gmailDate(t, "en")} ${who} wrote:\n\n${o.text
    .split("\n")
    .map((line) => (line === "" ? ">" : `> ${line}`))
    .join("\n")}`;
}

/** Outlook's quoted reply: the underscore line (web) or none (desktop), From/Sent/To/Subject, the earlier message unindented. */
export function outlookQuote(o: Original, lang: Lang = "en", bar = true): string {
  const t = parseWallClock(o.date);
  const w = OUTLOOK[lang];
  const rows = [`${w.from} ${outlookParty(o.from)}`, `${w.sent} ${outlookSent(t, lang)}`, `${w.to} ${eachOf(o.to, outlookParty, "; ")}`, `${w.subject} ${o.subject}`];
  return [...(bar ? ["________________________________"] : []), ...rows, "", o.text].join("\n");
}

/** Spark / Edison style attribution: "On Oct 27, 2026 at 9:31 AM, Name <addr> wrote:" */
export function sparkQuote(o: Original): string {
  const t = parseWallClock(o.date);
  const p = party(o.from);
  return `On ${CAL.en.shortMonths![t.month - 1]} ${t.day}, ${t.year} at ${h12(t)}, ${p.name ?? p.address} <${p.address}> wrote:\n${o.text
    .split("\n")
    .map((line) => (line === "" ? ">" : `> ${line}`))
    .join("\n")}`;
}
