/**
 * Forwards as each mail client writes them, in each language email-forward-parser supports: the
 * original sender (name and address), subject and body must come out of every one. The messages are
 * invented here (people, addresses, phones 555-01xx); the formats follow each client's forward.
 */
import { describe, expect, it } from "vitest";
import { processRawEmail } from "../../../functions/src/pipeline/index";
import { rawMessage } from "./fixtures";

const ATHLETE = { name: "Lena Okafor", address: "lena.okafor28@example.com" };
const SUBJECT = "2028 OH - Lena Okafor";
const BODY = "Hi Coach,\n\nI'm Lena Okafor, a 2028 outside hitter for Harbor City 17 Elite. My cell is 555-0134.\n\nThank you,\nLena";
const NOTE = "Worth a look. - Coach Ruiz";
const DATE = "3/3/2025 9:31";

/** The words a client writes in one language: the header labels (from, date, to, subject) and separators. */
interface Words {
  from: string;
  date: string;
  to: string;
  subject: string;
  /** Outlook's forward prefix of the outer subject in this language. */
  forward: string;
}

// Header labels as Apple Mail and new Outlook write them (other clients override a few below).
const WORDS: Record<string, Words> = {
  en: { from: "From", date: "Date", to: "To", subject: "Subject", forward: "FW:" },
  cs: { from: "Od", date: "Datum", to: "Komu", subject: "Předmět", forward: "FW:" },
  da: { from: "Fra", date: "Dato", to: "Til", subject: "Emne", forward: "VS:" },
  de: { from: "Von", date: "Datum", to: "An", subject: "Betreff", forward: "WG:" },
  es: { from: "De", date: "Fecha", to: "Para", subject: "Asunto", forward: "RV:" },
  fi: { from: "Lähettäjä", date: "Päivämäärä", to: "Vastaanottaja", subject: "Aihe", forward: "VL:" },
  fr: { from: "De", date: "Date", to: "À", subject: "Objet", forward: "TR:" },
  hr: { from: "Šalje", date: "Datum", to: "Prima", subject: "Predmet", forward: "FW:" },
  hu: { from: "Feladó", date: "Dátum", to: "Címzett", subject: "Tárgy", forward: "FW:" },
  it: { from: "Da", date: "Data", to: "A", subject: "Oggetto", forward: "I:" },
  nl: { from: "Van", date: "Datum", to: "Aan", subject: "Onderwerp", forward: "FW:" },
  no: { from: "Fra", date: "Dato", to: "Til", subject: "Emne", forward: "Videresend:" },
  pl: { from: "Od", date: "Data", to: "Do", subject: "Temat", forward: "PD:" },
  pt: { from: "De", date: "Data", to: "Para", subject: "Assunto", forward: "FW:" },
  "pt-br": { from: "De", date: "Data", to: "Para", subject: "Assunto", forward: "ENC:" },
  ro: { from: "Expeditorul", date: "Dată", to: "Destinatarul", subject: "Subiectul", forward: "Redir.:" },
  ru: { from: "Отправитель", date: "Дата", to: "Кому", subject: "Тема", forward: "FW:" },
  sk: { from: "Od", date: "Dátum", to: "Pre", subject: "Predmet", forward: "FW:" },
  sv: { from: "Från", date: "Datum", to: "Till", subject: "Ämne", forward: "VB:" },
  tr: { from: "Kimden", date: "Tarih", to: "Kime", subject: "Konu", forward: "İLT:" },
  uk: { from: "Від кого", date: "Дата", to: "Кому", subject: "Тема", forward: "FW:" },
};

const words = (language: string, overrides: Partial<Words> = {}): Words => ({ ...WORDS[language]!, ...overrides });
const headerLines = (w: Words, order: readonly (keyof Words)[], value: Record<string, string>, gap = " ") => order.map((key) => `${w[key]}:${gap}${value[key]}`).join("\n");
const values = { from: `${ATHLETE.name} <${ATHLETE.address}>`, date: DATE, to: "Coach Ruiz <mruiz@bayview.edu>", subject: SUBJECT };

interface Case {
  client: string;
  language: string;
  /** The outer subject the coach's client writes. */
  subject: string;
  /** The forwarded part (separator, headers, body) under the coach's note. */
  forwarded: string;
}

const APPLE_BEGIN: Record<string, string> = {
  en: "Begin forwarded message:",
  cs: "Začátek přeposílané zprávy:",
  da: "Start på videresendt besked:",
  de: "Anfang der weitergeleiteten Nachricht:",
  es: "Inicio del mensaje reenviado:",
  fi: "Välitetty viesti alkaa:",
  fr: "Début du message réexpédié :",
  hr: "Započni proslijeđenu poruku:",
  hu: "Továbbított levél kezdete:",
  it: "Inizio messaggio inoltrato:",
  nl: "Begin doorgestuurd bericht:",
  no: "Videresendt melding:",
  pl: "Początek przekazywanej wiadomości:",
  pt: "Início da mensagem reencaminhada:",
  "pt-br": "Início da mensagem encaminhada:",
  ro: "Începe mesajul redirecționat:",
  ru: "Начало переадресованного сообщения:",
  sk: "Začiatok preposlanej správy:",
  sv: "Vidarebefordrat mejl:",
  tr: "İleti başlangıcı:",
  uk: "Початок листа, що пересилається:",
};

// Gmail keeps its English separator and Date/Subject/To; only the From label is translated.
const GMAIL_FROM: Record<string, string> = { en: "From", cs: "Od", da: "Fra", de: "Von", es: "De", et: "Saatja", fi: "Lähettäjä", fr: "De", hr: "Šalje", hu: "Feladó", it: "Da", nl: "Van", no: "Fra", pl: "Od", pt: "De", "pt-br": "De", ro: "De la", ru: "От", sk: "Od", sv: "Från", tr: "Gönderen", uk: "Від" };

// Outlook 2019 puts the sender in one line above the indented original.
const OUTLOOK_2019: Record<string, string> = {
  en: `On 3/3/25, 9:31 AM, "${ATHLETE.name}" <${ATHLETE.address}> wrote:`,
  cs: `Dne 3. 3. 2025 9:31, ${ATHLETE.name} <${ATHLETE.address}> napsal(a):`,
  da: `D. 03.03.2025 09.31 skrev "${ATHLETE.name}" <${ATHLETE.address}>:`,
  de: `Am 03.03.25, 09:31 schrieb "${ATHLETE.name}" <${ATHLETE.address}>:`,
  es: `El 3/3/25 9:31, "${ATHLETE.name}" <${ATHLETE.address}> escribió:`,
  fi: `${ATHLETE.name} <${ATHLETE.address}> kirjoitti 3.3.2025 klo 9.31:`,
  fr: `Le 03/03/2025 09:31, « ${ATHLETE.name} » <${ATHLETE.address}> a écrit :`,
  hu: `2025. 03. 03. 9:31 időpontban ${ATHLETE.name} (${ATHLETE.address}) ezt írta:`,
  it: `Il giorno 03/03/25, 09:31 "${ATHLETE.name}" <${ATHLETE.address}> ha scritto:`,
  nl: `Op 03-03-2025 09:31 heeft ${ATHLETE.name} <${ATHLETE.address}> geschreven:`,
  no: `${ATHLETE.name} <${ATHLETE.address}> skrev følgende den 03.03.2025, 09:31:`,
  pl: `Dnia 03.03.2025, 09:31 użytkownik „${ATHLETE.name}” <${ATHLETE.address}> napisał:`,
  pt: `Em 03/03/25, 09:31, "${ATHLETE.name}" <${ATHLETE.address}> escreveu:`,
  ru: `03.03.2025, 09:31 пользователь "${ATHLETE.name}" <${ATHLETE.address}> написал:`,
  sk: `3. 3. 2025 9:31 používateľ ${ATHLETE.name} (<${ATHLETE.address}>) napísal:`,
  sv: `Den 2025-03-03 09:31 skrev "${ATHLETE.name}" <${ATHLETE.address}> följande:`,
  tr: `"${ATHLETE.name}" <${ATHLETE.address}>, 03.03.2025 09:31 tarihinde şunu yazdı:`,
};

// Yahoo writes its header on the separator's line, without line breaks; the date label is "Sent" in each language.
const YAHOO: Record<string, { separator: string; sent: string; overrides?: Partial<Words> }> = {
  en: { separator: "----- Forwarded Message -----", sent: "Sent" },
  cs: { separator: "----- Přeposlaná zpráva -----", sent: "Datum" },
  da: { separator: "----- Videresendt meddelelse -----", sent: "Sendt" },
  de: { separator: "----- Weitergeleitete Nachricht -----", sent: "Gesendet" },
  es: { separator: "----- Mensaje reenviado -----", sent: "Enviado" },
  fi: { separator: "----- Edelleenlähetetty viesti -----", sent: "Lähetetty" },
  fr: { separator: "----- Message transmis -----", sent: "Envoyé" },
  hu: { separator: "----- Továbbított üzenet -----", sent: "Elküldve" },
  it: { separator: "----- Messaggio inoltrato -----", sent: "Inviato" },
  nl: { separator: "----- Doorgestuurd bericht -----", sent: "Verzonden" },
  no: { separator: "----- Videresendt melding -----", sent: "Sendt" },
  pl: { separator: "----- Przekazana wiadomość -----", sent: "Wysłano" },
  pt: { separator: "----- Mensagem reencaminhada -----", sent: "Enviado" },
  "pt-br": { separator: "----- Mensagem encaminhada -----", sent: "Enviado" },
  ro: { separator: "----- Mesaj redirecționat -----", sent: "Trimis", overrides: { from: "De la", to: "Către", subject: "Subiect" } },
  ru: { separator: "----- Пересылаемое сообщение -----", sent: "Отправлено", overrides: { from: "От" } },
  sk: { separator: "----- Preposlaná správa -----", sent: "Odoslané", overrides: { to: "Komu" } },
  sv: { separator: "----- Vidarebefordrat meddelande -----", sent: "Skickat" },
  tr: { separator: "----- İletilmiş Mesaj -----", sent: "Gönderilen" },
  uk: { separator: "----- Перенаправлене повідомлення -----", sent: "Відправлено", overrides: { from: "Від" } },
};

// Thunderbird: its separator, then Subject, Date, From, To with a tab after each label.
const THUNDERBIRD: Record<string, { separator: string; overrides?: Partial<Words> }> = {
  en: { separator: "-------- Forwarded Message --------" },
  cs: { separator: "-------- Přeposlaná zpráva --------" },
  da: { separator: "-------- Videresendt meddelelse --------" },
  de: { separator: "-------- Weitergeleitete Nachricht --------" },
  es: { separator: "-------- Mensaje reenviado --------" },
  fi: { separator: "-------- Välitetty viesti / Fwd.Msg --------", overrides: { date: "Päiväys" } },
  fr: { separator: "-------- Message transféré --------", overrides: { subject: "Sujet", to: "Pour" } },
  hr: { separator: "-------- Proslijeđena poruka --------", overrides: { subject: "Naslov" } },
  hu: { separator: "-------- Továbbított üzenet --------" },
  it: { separator: "-------- Messaggio Inoltrato --------", overrides: { from: "Mittente" } },
  nl: { separator: "-------- Doorgestuurd bericht --------" },
  no: { separator: "-------- Videresendt melding --------" },
  pl: { separator: "--- Treść przekazanej wiadomości ---", overrides: { from: "Nadawca", to: "Adresat" } },
  pt: { separator: "-------- Mensagem reencaminhada --------" },
  "pt-br": { separator: "-------- Mensagem encaminhada --------" },
  ru: { separator: "-------- Перенаправленное сообщение --------", overrides: { from: "От" } },
  sk: { separator: "-------- Preposlaná správa --- Forwarded Message --------" },
  sv: { separator: "-------- Vidarebefordrat meddelande --------" },
  tr: { separator: "-------- İletilen İleti --------" },
  uk: { separator: "-------- Переслане повідомлення --------", overrides: { from: "Від" } },
};

// HubSpot: Gmail's layout with a translated separator and labels (Japanese with full-width colons).
const HUBSPOT: Record<string, { separator: string; overrides?: Partial<Words> }> = {
  en: { separator: "---------- Forwarded message ---------" },
  de: { separator: "---------- Weitergeleitete Nachricht ---------" },
  es: { separator: "---------- Mensaje reenviado ---------", overrides: { to: "A" } },
  fi: { separator: "---------- Edelleenlähetetty viesti ---------" },
  fr: { separator: "---------- Message transféré ---------" },
  it: { separator: "---------- Messaggio inoltrato ---------" },
  nl: { separator: "---------- Doorgestuurd bericht ---------" },
  pl: { separator: "---------- Wiadomość przesłana dalej ---------" },
  "pt-br": { separator: "---------- Mensagem encaminhada ---------" },
  sv: { separator: "---------- Vidarebefordrat meddelande ---------" },
};

// Outlook on the web (live / 365): the underscore line, then From, Sent, To, Subject in the reader's language.
const OUTLOOK_LIVE: Record<string, Partial<Words> & { sent: string }> = {
  en: { sent: "Sent" },
  de: { sent: "Gesendet" },
  es: { sent: "Enviado" },
  fr: { sent: "Envoyé" },
  it: { sent: "Inviato" },
  nl: { sent: "Verzonden" },
  pl: { sent: "Wysłane" },
  pt: { sent: "Enviado" },
  sv: { sent: "Skickat" },
  da: { sent: "Sendt" },
  no: { sent: "Sendt" },
  cs: { sent: "Odesláno", to: "Komu" },
  hu: { sent: "Elküldve" },
  sk: { sent: "Odoslané", to: "Komu" },
};

function cases(): Case[] {
  const all: Case[] = [];
  for (const [language, begin] of Object.entries(APPLE_BEGIN)) {
    const w = words(language);
    const header = headerLines(w, ["from", "subject", "date", "to"], values);
    all.push({ client: "Apple Mail", language, subject: `Fwd: ${SUBJECT}`, forwarded: `${begin}\n\n${header}\n\n${BODY}` });
    // The iPhone quotes nothing and puts Date before Subject.
    all.push({ client: "iPhone", language, subject: `Fwd: ${SUBJECT}`, forwarded: `${begin}\n\n${headerLines(w, ["from", "date", "to", "subject"], values)}\n\n${BODY}` });
  }
  for (const [language, from] of Object.entries(GMAIL_FROM)) {
    all.push({ client: "Gmail", language, subject: `Fwd: ${SUBJECT}`, forwarded: `---------- Forwarded message ---------\n${from}: ${values.from}\nDate: ${DATE}\nSubject: ${SUBJECT}\nTo: <mruiz@bayview.edu>\n\n\n${BODY}` });
  }
  for (const [language, line] of Object.entries(OUTLOOK_2019)) {
    const indented = BODY.split("\n").map((text) => (text ? `    ${text}` : "")).join("\n");
    all.push({ client: "Outlook 2019", language, subject: `FW: ${SUBJECT}`, forwarded: `${line}\n\n${indented}` });
  }
  for (const [language, w] of Object.entries(WORDS)) {
    if (language === "hr" || language === "uk" || language === "ro") continue; // new Outlook is not translated into these
    all.push({ client: "new Outlook", language, subject: `${w.forward} ${SUBJECT}`, forwarded: `${headerLines(w, ["from", "date", "to", "subject"], values)}\n${BODY}` });
  }
  for (const [language, { separator, sent, overrides }] of Object.entries(YAHOO)) {
    const w = words(language, overrides);
    all.push({ client: "Yahoo", language, subject: `Fwd: ${SUBJECT}`, forwarded: `   ${separator} ${w.from}: ${values.from}${w.to}: "mruiz@bayview.edu" <mruiz@bayview.edu>${sent}: ${DATE}${w.subject}: ${SUBJECT}\n ${BODY}` });
  }
  for (const [language, { separator, overrides }] of Object.entries(THUNDERBIRD)) {
    const w = words(language, overrides);
    all.push({ client: "Thunderbird", language, subject: `Fwd: ${SUBJECT}`, forwarded: `${separator}\n${headerLines(w, ["subject", "date", "from", "to"], values, " \t")}\n\n\n${BODY}` });
  }
  for (const [language, { separator, overrides }] of Object.entries(HUBSPOT)) {
    const w = words(language, overrides);
    all.push({ client: "HubSpot", language, subject: `Fwd: ${SUBJECT}`, forwarded: `${separator}\n${headerLines(w, ["from", "date", "subject", "to"], values)}\n\n${BODY}` });
  }
  all.push({
    client: "HubSpot",
    language: "ja",
    subject: `Fwd: ${SUBJECT}`,
    forwarded: `---------- メッセージを転送 ---------\n送信元：${values.from}\n日付：2025年3月3日 9:31\n件名：${SUBJECT}\n送信先：mruiz@bayview.edu\n\n${BODY}`,
  });
  for (const [language, { sent, ...overrides }] of Object.entries(OUTLOOK_LIVE)) {
    const w = { ...words(language, overrides), date: sent };
    all.push({ client: "Outlook live / 365", language, subject: `${w.forward} ${SUBJECT}`, forwarded: `________________________________\n${headerLines(w, ["from", "date", "to", "subject"], values)}\n\n${BODY}` });
  }
  all.push({
    client: "Outlook 2013",
    language: "en",
    subject: `FW: ${SUBJECT}`,
    forwarded: `From: ${ATHLETE.name} [mailto:${ATHLETE.address}]\nSent: Monday, March 3, 2025 9:31 AM\nTo: Coach Ruiz\nSubject: ${SUBJECT}\n\n${BODY}`,
  });
  return all;
}

describe("forwards from every mail client and language", () => {
  for (const { client, language, subject, forwarded } of cases()) {
    it(`${client} (${language}): the original sender, subject and body`, async () => {
      const email = await processRawEmail(rawMessage(`${NOTE}\n\n${forwarded}\n`, { subject, from: "Coach Ruiz <mruiz@bayview.edu>" }));
      expect(email.originalFrom).toEqual(ATHLETE);
      expect(email.forwardedBy?.address).toBe("mruiz@bayview.edu");
      expect(email.text.startsWith(`${SUBJECT}\n\nHi Coach,`)).toBe(true);
      expect(email.text).toContain("My cell is 555-0134.");
      expect(email.text).not.toContain(NOTE);
      expect(email.coachNote).toBe(NOTE);
    });
  }
});
