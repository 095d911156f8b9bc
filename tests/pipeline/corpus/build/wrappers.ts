/**
 * How each mail client writes a forwarded or quoted message into the body of the new one, in text and in HTML.
 * The header block wording, order and date format follow what the clients produce in their default settings.
 */
import { formatDate, parseWallClock, type WallClock } from "./dates.ts";
import { escapeHtml, htmlDocument, linkify, textToHtml, type HtmlFlavour } from "./html.ts";
import type { AttachmentSpec, Charset, Client, MessageSpec, TransferEncoding } from "./mime.ts";

/** A message as it was first sent: the forward block is built from it. */
export interface Original {
  from: string;
  to: string;
  cc?: string;
  date: string;
  subject: string;
  text: string;
  /** The original's own HTML body (tables, formatting); made from the text when absent. */
  html?: string;
}

export interface Coach {
  name: string;
  /** As the coach's campus directory writes the name in Outlook: "Reyes, Jordan". */
  directoryName: string;
  address: string;
  scout: string;
  signature: string;
}

export type ForwardStyle =
  | "gmail"
  | "gmail-narrow"
  | "gmail-es"
  | "gmail-fr"
  | "gmail-de"
  | "gmail-pt"
  | "outlook-live"
  | "outlook-2013"
  | "outlook-2019"
  | "outlook-new"
  | "outlook-new-nobar"
  | "outlook-mac"
  | "outlook-es"
  | "outlook-fr"
  | "outlook-de"
  | "outlook-pt"
  | "apple-mac"
  | "apple-ios"
  | "yahoo"
  | "thunderbird";

interface Party {
  name: string | null;
  address: string;
}

export function party(value: string): Party {
  const match = /^\s*"?([^"<]*?)"?\s*<([^>]+)>\s*$/.exec(value);
  return match ? { name: match[1]!.trim() || null, address: match[2]!.trim() } : { name: null, address: value.trim() };
}

/** Gmail writes a lone address in angle brackets, the other clients write it bare. */
const angle = (p: Party) => (p.name ? `${p.name} <${p.address}>` : `<${p.address}>`);
const named = (p: Party) => (p.name ? `${p.name} <${p.address}>` : p.address);
const nameOrAddress = (p: Party) => p.name ?? p.address;
const list = (value: string, format: (p: Party) => string) =>
  value
    .split(/,(?![^<]*>)(?=(?:[^"]*"[^"]*")*[^"]*$)/)
    .map((item) => format(party(item)))
    .join(", ");

interface HeaderBlock {
  intro: string[];
  rows: Array<[string, string]>;
}

function gmailBlock(original: Original, banner: string, fromLabel: string, date: (t: WallClock) => string): HeaderBlock {
  const when = parseWallClock(original.date);
  const rows: Array<[string, string]> = [
    [fromLabel, angle(party(original.from))],
    ["Date:", date(when)],
    ["Subject:", original.subject],
    ["To:", list(original.to, angle)],
  ];
  if (original.cc) rows.push(["Cc:", list(original.cc, angle)]);
  return { intro: [`---------- ${banner} ---------`], rows };
}

interface OutlookWords {
  from: string;
  sent: string;
  to: string;
  cc: string;
  subject: string;
  date: (t: WallClock) => string;
}

const OUTLOOK_WORDS: Record<"en" | "mac" | "es" | "fr" | "de" | "pt", OutlookWords> = {
  en: { from: "From:", sent: "Sent:", to: "To:", cc: "Cc:", subject: "Subject:", date: formatDate.outlook },
  mac: { from: "From:", sent: "Date:", to: "To:", cc: "Cc:", subject: "Subject:", date: formatDate.outlookMac },
  es: { from: "De:", sent: "Enviado:", to: "Para:", cc: "CC:", subject: "Asunto:", date: formatDate.esOutlook },
  fr: { from: "De :", sent: "Envoyé :", to: "À :", cc: "Cc :", subject: "Objet :", date: formatDate.frOutlook },
  de: { from: "Von:", sent: "Gesendet:", to: "An:", cc: "Cc:", subject: "Betreff:", date: formatDate.deOutlook },
  pt: { from: "De:", sent: "Enviado:", to: "Para:", cc: "Cc:", subject: "Assunto:", date: formatDate.ptOutlook },
};

function outlookBlock(original: Original, words: OutlookWords, opts: { bar: boolean; mailto?: boolean; namesOnly?: boolean }): HeaderBlock {
  const from = party(original.from);
  const fromValue = opts.mailto ? `${nameOrAddress(from)} [mailto:${from.address}] ` : named(from);
  const recipients = (value: string) => list(value, opts.namesOnly ? nameOrAddress : named);
  const rows: Array<[string, string]> = [
    [words.from, fromValue],
    [words.sent, words.date(parseWallClock(original.date))],
    [words.to, recipients(original.to)],
  ];
  if (original.cc) rows.push([words.cc, recipients(original.cc)]);
  rows.push([words.subject, original.subject]);
  return { intro: opts.bar ? ["________________________________"] : [], rows };
}

type GmailStyle = Extract<ForwardStyle, `gmail${string}`>;
type OutlookStyle = Extract<ForwardStyle, `outlook${string}`>;

/** Gmail localises only the banner and the From label; Date, Subject and To stay English. */
const GMAIL_STYLES: Record<GmailStyle, { banner: string; fromLabel: string; date: (t: WallClock) => string }> = {
  gmail: { banner: "Forwarded message", fromLabel: "From:", date: formatDate.gmail },
  "gmail-narrow": { banner: "Forwarded message", fromLabel: "From:", date: formatDate.gmailNarrow },
  "gmail-es": { banner: "Mensaje reenviado", fromLabel: "De:", date: formatDate.esGmail },
  "gmail-fr": { banner: "Message transféré", fromLabel: "De :", date: formatDate.frGmail },
  "gmail-de": { banner: "Weitergeleitete Nachricht", fromLabel: "Von:", date: formatDate.deGmail },
  "gmail-pt": { banner: "Mensagem encaminhada", fromLabel: "De:", date: formatDate.ptGmail },
};

const OUTLOOK_STYLES: Record<OutlookStyle, { words: OutlookWords; bar: boolean; mailto?: boolean; namesOnly?: boolean }> = {
  "outlook-live": { words: OUTLOOK_WORDS.en, bar: true },
  "outlook-new": { words: OUTLOOK_WORDS.en, bar: true },
  "outlook-2013": { words: OUTLOOK_WORDS.en, bar: false, mailto: true, namesOnly: true },
  "outlook-2019": { words: OUTLOOK_WORDS.en, bar: false },
  "outlook-new-nobar": { words: OUTLOOK_WORDS.en, bar: false, namesOnly: true },
  "outlook-mac": { words: OUTLOOK_WORDS.mac, bar: false },
  "outlook-es": { words: OUTLOOK_WORDS.es, bar: true },
  "outlook-fr": { words: OUTLOOK_WORDS.fr, bar: true },
  "outlook-de": { words: OUTLOOK_WORDS.de, bar: true },
  "outlook-pt": { words: OUTLOOK_WORDS.pt, bar: true },
};

const isGmail = (style: ForwardStyle): style is GmailStyle => style in GMAIL_STYLES;
const isOutlook = (style: ForwardStyle): style is OutlookStyle => style in OUTLOOK_STYLES;

function headerBlock(style: ForwardStyle, original: Original): HeaderBlock {
  if (isGmail(style)) {
    const { banner, fromLabel, date } = GMAIL_STYLES[style];
    return gmailBlock(original, banner, fromLabel, date);
  }
  if (isOutlook(style)) {
    const { words, ...opts } = OUTLOOK_STYLES[style];
    return outlookBlock(original, words, opts);
  }
  const when = parseWallClock(original.date);
  switch (style) {
    case "apple-mac":
      return {
        intro: ["Begin forwarded message:", ""],
        rows: [
          ["From:", named(party(original.from))],
          ["Subject:", original.subject],
          ["Date:", formatDate.apple(when)],
          ["To:", list(original.to, named)],
          ...(original.cc ? ([["Cc:", list(original.cc, named)]] as Array<[string, string]>) : []),
        ],
      };
    case "apple-ios":
      return {
        intro: ["Begin forwarded message:", ""],
        rows: [
          ["From:", named(party(original.from))],
          ["Date:", formatDate.apple(when)],
          ["To:", list(original.to, named)],
          ...(original.cc ? ([["Cc:", list(original.cc, named)]] as Array<[string, string]>) : []),
          ["Subject:", original.subject],
        ],
      };
    case "yahoo":
      return {
        intro: ["----- Forwarded Message -----"],
        rows: [
          ["From:", named(party(original.from))],
          ["To:", list(original.to, named)],
          ...(original.cc ? ([["Cc:", list(original.cc, named)]] as Array<[string, string]>) : []),
          ["Sent:", formatDate.yahoo(when)],
          ["Subject:", original.subject],
        ],
      };
    case "thunderbird":
      return {
        intro: ["-------- Forwarded Message --------"],
        rows: [
          ["Subject:", original.subject],
          ["Date:", formatDate.rfc5322(when)],
          ["From:", named(party(original.from))],
          ["To:", list(original.to, named)],
          ...(original.cc ? ([["CC:", list(original.cc, named)]] as Array<[string, string]>) : []),
        ],
      };
  }
}

export function flavourOf(style: ForwardStyle): HtmlFlavour {
  if (style.startsWith("gmail")) return "gmail";
  if (style.startsWith("outlook")) return "outlook";
  if (style.startsWith("apple")) return "apple";
  return "plain";
}

const cell = (value: string) => linkify(escapeHtml(value));

function blockHtml(style: ForwardStyle, block: HeaderBlock, bodyHtml: string): string {
  const rows = block.rows;
  const flavour = flavourOf(style);
  if (flavour === "gmail") {
    const [fromLabel, fromValue] = rows[0]!;
    const from = party(fromValue);
    const fromHtml = from.name
      ? `<strong class="gmail_sendername" dir="auto">${escapeHtml(from.name)}</strong> <span dir="auto">&lt;${cell(from.address)}&gt;</span>`
      : `<span dir="auto">&lt;${cell(from.address)}&gt;</span>`;
    const rest = rows.slice(1).map(([label, value]) => `${label} ${cell(value)}<br>`).join("");
    return `<div class="gmail_quote gmail_quote_container"><div dir="ltr" class="gmail_attr">${escapeHtml(block.intro[0]!)}<br>${fromLabel} ${fromHtml}<br>${rest}</div><br><br>${bodyHtml}</div>`;
  }
  if (style === "outlook-2013" || style === "outlook-2019") {
    const lines = rows.map(([label, value]) => `<b>${escapeHtml(label.replace(/:$/, ""))}:</b> ${escapeHtml(value)}`).join("<br>\n");
    return `<div><div style="border:none;border-top:solid #E1E1E1 1.0pt;padding:3.0pt 0in 0in 0in"><p class="MsoNormal"><b></b>${lines}<o:p></o:p></p></div></div>\n<p class="MsoNormal"><o:p>&nbsp;</o:p></p>\n${bodyHtml}`;
  }
  if (flavour === "outlook") {
    const lines = rows.map(([label, value]) => `<b>${escapeHtml(label)}</b> ${escapeHtml(value)}`).join("<br>\n");
    const bar = block.intro.length > 0 ? '<hr style="display:inline-block;width:98%" tabindex="-1">\n' : "";
    return `<div id="appendonsend"></div>\n${bar}<div id="divRplyFwdMsg" dir="ltr"><font face="Calibri, sans-serif" style="font-size:11pt" color="#000000">${lines}</font>\n<div>&nbsp;</div>\n</div>\n<div>${bodyHtml}</div>`;
  }
  if (flavour === "apple") {
    const lines = rows
      .map(
        ([label, value]) =>
          `<div style="margin-top: 0px; margin-right: 0px; margin-bottom: 0px; margin-left: 0px;"><span style="font-family: -webkit-system-font, Helvetica Neue, Helvetica, sans-serif; color:rgba(0, 0, 0, 1.0);"><b>${escapeHtml(label)} </b></span><span style="font-family: -webkit-system-font, Helvetica Neue, Helvetica, sans-serif;">${cell(value)}<br></span></div>`,
      )
      .join("\n");
    return `<div><br><blockquote type="cite"><div>Begin forwarded message:</div><br class="Apple-interchange-newline">${lines}\n<br><div>${bodyHtml}</div></blockquote></div>`;
  }
  if (style === "yahoo") {
    const lines = rows.map(([label, value]) => `<div><b>${escapeHtml(label)}</b> ${cell(value)}</div>`).join("");
    return `<div class="ydp5c1e9a2byahoo_quoted" id="ydp5c1e9a2byahoo_quoted_8841"><div style="font-family:'Helvetica Neue', Helvetica, Arial, sans-serif;font-size:13px;color:#26282a;"><div>----- Forwarded Message ----- </div>${lines}<div><br></div><div><br></div><div><div id="ydp5c1e9a2byiv7712">${bodyHtml}</div></div></div></div>`;
  }
  const table = rows
    .map(([label, value]) => `<tr><th valign="BASELINE" nowrap="nowrap" align="RIGHT">${escapeHtml(label)} </th><td>${cell(value)}</td></tr>`)
    .join("\n");
  return `<div class="moz-forward-container"><br><br>-------- Forwarded Message --------\n<table class="moz-email-headers-table" cellspacing="0" cellpadding="0" border="0"><tbody>\n${table}\n</tbody></table><br><br>${bodyHtml}</div>`;
}

function bodyHtmlOf(original: Original, flavour: HtmlFlavour): string {
  return original.html ?? textToHtml(original.text, flavour);
}

export interface Rendered {
  text: string;
  html: string;
}

/** The forwarded-message block (header lines and original body) a client puts under the forwarder's own text. */
export function forwardedBlock(style: ForwardStyle, original: Original): Rendered {
  const block = headerBlock(style, original);
  // Thunderbird aligns its header table with a tab in the text part.
  const headerLines = block.rows.map(([label, value]) => (style === "thunderbird" ? `${label} \t${value}` : `${label} ${value}`));
  let text: string;
  if (style === "apple-ios") {
    const quoted = [...headerLines, "", ...original.text.split("\n")].map((line) => (line === "" ? ">" : `> ${line}`));
    text = [...block.intro, ...quoted].join("\n");
  } else if (style.startsWith("gmail")) {
    text = [...block.intro, ...headerLines, "", "", original.text].join("\n");
  } else {
    text = [...block.intro, ...headerLines, "", original.text].join("\n");
  }
  return { text, html: blockHtml(style, block, bodyHtmlOf(original, flavourOf(style))) };
}

export type ReplyStyle = "gmail" | "apple" | "outlook" | "yahoo";

/** A reply's quoted history: the attribution line and the earlier message, as the replying client wrote it. */
export function quotedReply(style: ReplyStyle, original: Original): Rendered {
  const when = parseWallClock(original.date);
  const from = party(original.from);
  if (style === "outlook") return forwardedBlock("outlook-new", original);
  const attribution =
    style === "gmail"
      ? `On ${formatDate.gmail(when)} ${angle(from)} wrote:`
      : style === "apple"
        ? `On ${formatDate.appleShort(when)}, ${named(from)} wrote:`
        : `On ${formatDate.yahoo(when).replace(/^(\w+), /, "$1, ")}, ${nameOrAddress(from)} <${from.address}> wrote:`;
  const quoted = style === "yahoo" ? original.text : original.text.split("\n").map((line) => (line === "" ? ">" : `> ${line}`)).join("\n");
  const flavour: HtmlFlavour = style === "gmail" ? "gmail" : style === "apple" ? "apple" : "plain";
  const inner = bodyHtmlOf(original, flavour);
  const html =
    style === "gmail"
      ? `<div class="gmail_quote gmail_quote_container"><div dir="ltr" class="gmail_attr">${cell(attribution)}<br></div><blockquote class="gmail_quote" style="margin:0px 0px 0px 0.8ex;border-left:1px solid rgb(204,204,204);padding-left:1ex">${inner}</blockquote></div>`
      : `<div>${cell(attribution)}</div><blockquote type="cite">${inner}</blockquote>`;
  return { text: `${attribution}\n\n${quoted}`, html };
}

const CLIENT_OF: Record<HtmlFlavour, Client> = { gmail: "gmail", outlook: "outlook", apple: "apple", plain: "thunderbird" };

export interface Body {
  text: string;
  html: string;
}

/** The new message's own text, then the quoted or forwarded block, in text and HTML. */
export function compose(own: string, block: Rendered | null, flavour: HtmlFlavour): Body {
  const ownHtml = own === "" ? "" : textToHtml(own, flavour);
  if (!block) return { text: own, html: ownHtml };
  return { text: own === "" ? block.text : `${own}\n\n${block.text}`, html: `${ownHtml}${ownHtml ? "<br>\n" : ""}${block.html}` };
}

export interface ForwardOptions {
  style: ForwardStyle;
  coach: Coach;
  date: string;
  original: Original;
  /** The coach's own words above the forward. */
  note?: string;
  /** Add the coach's signature under the note (default true). */
  signature?: boolean;
  /** Which bodies the coach's client sends (default both as multipart/alternative). */
  parts?: "alternative" | "html" | "text";
  charset?: Charset;
  encoding?: TransferEncoding;
  flowed?: boolean;
  subject?: string;
  to?: string;
  cc?: string;
  attachments?: AttachmentSpec[];
  headers?: Array<[string, string]>;
}

const SUBJECT_PREFIX: Partial<Record<ForwardStyle, string>> = {
  "outlook-live": "FW: ",
  "outlook-2013": "FW: ",
  "outlook-2019": "FW: ",
  "outlook-new": "FW: ",
  "outlook-new-nobar": "FW: ",
  "outlook-mac": "FW: ",
  "outlook-es": "RV: ",
  "outlook-fr": "TR : ",
  "outlook-de": "WG: ",
  "outlook-pt": "ENC: ",
};

export function clientOf(style: ForwardStyle): Client {
  if (style === "apple-ios") return "iphone";
  if (style === "yahoo") return "yahoo";
  if (style === "thunderbird") return "thunderbird";
  return CLIENT_OF[flavourOf(style)];
}

/** The coach's signature as the client places it: Gmail's "-- " delimiter, iPhone's sign-off. */
function ownText(options: Pick<ForwardOptions, "note" | "signature" | "coach" | "style">): string {
  const note = options.note ?? "";
  if (options.signature === false) return note;
  const signature = options.style.startsWith("gmail") ? `-- \n${options.coach.signature}` : options.coach.signature;
  if (options.style === "apple-ios") return note === "" ? "Sent from my iPhone" : `${note}\n\nSent from my iPhone`;
  return note === "" ? signature : `${note}\n\n${signature}`;
}

/** forward() with its usual arguments in order: the batches' shorthand. */
export const fwd = (style: ForwardStyle, coach: Coach, date: string, original: Original, extra: Partial<ForwardOptions> = {}): MessageSpec => forward({ style, coach, date, original, ...extra });

export function forward(options: ForwardOptions): MessageSpec {
  const flavour = flavourOf(options.style);
  const body = compose(ownText(options), forwardedBlock(options.style, options.original), flavour);
  const parts = options.parts ?? "alternative";
  return {
    client: clientOf(options.style),
    from: flavour === "outlook" ? `"${options.coach.directoryName}" <${options.coach.address}>` : `${options.coach.name} <${options.coach.address}>`,
    to: options.to ?? options.coach.scout,
    ...(options.cc ? { cc: options.cc } : {}),
    subject: options.subject ?? `${SUBJECT_PREFIX[options.style] ?? "Fwd: "}${options.original.subject}`,
    date: options.date,
    ...(options.headers ? { headers: options.headers } : {}),
    ...(parts !== "html" ? { text: body.text } : {}),
    ...(parts !== "text" ? { html: htmlDocument(body.html, flavour, options.charset) } : {}),
    ...(options.charset ? { charset: options.charset } : {}),
    ...(options.encoding ? { encoding: options.encoding } : {}),
    ...(options.flowed ? { flowed: true } : {}),
    ...(options.attachments ? { attachments: options.attachments } : {}),
  };
}

export interface AttachedForwardOptions {
  coach: Coach;
  client: "gmail" | "outlook" | "thunderbird";
  date: string;
  note: string;
  /** The forwarded message as its author's client sent it. */
  message: MessageSpec;
  filename?: string;
  /** Attach the saved .eml as application/octet-stream instead of message/rfc822. */
  asOctetStream?: boolean;
  encoding?: TransferEncoding;
  flowed?: boolean;
}

/** "Forward as attachment": the coach's note and signature, and the original message attached whole. */
export function forwardAsAttachment(options: AttachedForwardOptions): MessageSpec {
  const { coach, client } = options;
  const flavour: HtmlFlavour = client === "thunderbird" ? "plain" : client;
  const own = `${options.note}\n\n${client === "gmail" ? "-- \n" : ""}${coach.signature}\n`;
  return {
    client,
    from: client === "outlook" ? `"${coach.directoryName}" <${coach.address}>` : `${coach.name} <${coach.address}>`,
    to: coach.scout,
    subject: `${client === "outlook" ? "FW: " : "Fwd: "}${options.message.subject}`,
    date: options.date,
    text: own,
    ...(client === "thunderbird" ? {} : { html: htmlDocument(textToHtml(own, flavour), flavour) }),
    ...(options.encoding ? { encoding: options.encoding } : {}),
    ...(options.flowed ? { flowed: true } : {}),
    attachments: [
      {
        kind: "message",
        message: options.message,
        ...(options.filename ? { filename: options.filename } : {}),
        ...(options.asOctetStream ? { asOctetStream: true } : {}),
      },
    ],
  };
}

/** A bulk mailer's list headers (List-Unsubscribe, Precedence: bulk), for a mailing delivered to the address itself. */
export const bulkMailHeaders = (unsubscribeUrl: string): Array<[string, string]> => [["List-Unsubscribe", `<${unsubscribeUrl}>`], ["Precedence", "bulk"]];

/** A message as its author's client sent it (not a forward): text plus the client's HTML of the same text. */
export function original(message: Original, client: Client, extra: Partial<MessageSpec> = {}): MessageSpec {
  const flavour: HtmlFlavour = client === "gmail" ? "gmail" : client === "outlook" ? "outlook" : client === "apple" || client === "iphone" ? "apple" : "plain";
  return {
    client,
    from: message.from,
    to: message.to,
    ...(message.cc ? { cc: message.cc } : {}),
    subject: message.subject,
    date: message.date,
    text: message.text,
    html: htmlDocument(message.html ?? textToHtml(message.text, flavour), flavour),
    ...extra,
  };
}
