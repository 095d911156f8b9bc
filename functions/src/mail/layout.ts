import { BRAND } from "@machines/brand";
import type { EmailCategory } from "@machines/mail/emailCategory";
import { EMAIL_LOGO } from "./logoImage";

/** A table cell: text, or text that links somewhere (only http(s) links are rendered as links). */
export type EmailCell = string | { text: string; url: string };

export interface EmailContent {
  subject: string;
  /** The line inbox lists show after the subject; hidden in the body. */
  preheader?: string;
  /** Plain paragraphs; the HTML version is built from the same text. Line breaks inside one are kept. */
  paragraphs: string[];
  bullets?: string[];
  /** Bullets after the records (`table`), for what matters less than them (the daily report's filtered emails). */
  closingBullets?: string[];
  /** Facts as label and value (plan, price, billing date), one per line: fits any screen. */
  details?: Array<{ label: string; value: string }>;
  /**
   * Records such as athletes. Each row becomes a card headed by its first cell, with the other cells as
   * "column: value" lines, so any number of columns fits a 320 px screen; in the text part, the same lines.
   */
  table?: { columns: string[]; rows: EmailCell[][] };
  action?: { label: string; url: string };
  /** Why this address got this email, shown in the footer ("You're getting this because you joined the waitlist."). */
  reason?: string;
  /** Default transactional; see EmailCategory. */
  category?: EmailCategory;
}

export interface RenderedEmail {
  subject: string;
  text: string;
  html: string;
  category: EmailCategory;
  /** What was rendered: sendMail renders it again with the recipient's unsubscribe link. */
  content: EmailContent;
}

/** Per recipient, known only when the email is sent (see sendMail). */
export interface EmailRecipientParts {
  /** One-click unsubscribe URL for marketing email; the footer links to it. */
  unsubscribeUrl?: string;
}

/** Content-ID of the inline logo attachment sendMail adds to every email. */
export const EMAIL_LOGO_CID = `logo@${BRAND.domain}`;

export const DEFAULT_EMAIL_REASON = `You're getting this email because this address was used on ${BRAND.domain}.`;

const SIGN_OFF = [`— The ${BRAND.name} team`, BRAND.tagline];
const COLORS = { ...BRAND.colors, muted: "#64748b", border: "#e2e8f0", page: "#f1f5f9", tint: "#e8eef7" };
const FONT = "Arial,Helvetica,sans-serif";

const escapeHtml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&#39;");

/**
 * Escaped text whose long words (addresses, links) may wrap after '@', '.' and '/' instead of running off a
 * narrow screen; line breaks typed inside a paragraph are kept.
 */
function textHtml(text: string): string {
  return escapeHtml(text)
    .replace(/\S{16,}/g, (word) => word.replace(/([@./])(?=\S)/g, "$1<wbr>"))
    .replace(/\r?\n/g, "<br>");
}

/** Only web links become links: cells may carry URLs taken from emails athletes sent. */
function webUrl(url: string): string | undefined {
  try {
    const parsed = new URL(url);
    return parsed.protocol === "https:" || parsed.protocol === "http:" ? parsed.href : undefined;
  } catch {
    return undefined;
  }
}

const cellText = (cell: EmailCell) => (typeof cell === "string" ? cell : cell.text);

function cellHtml(cell: EmailCell): string {
  if (typeof cell === "string") return textHtml(cell);
  const url = webUrl(cell.url);
  return url ? `<a href="${escapeHtml(url)}" style="color:${COLORS.primary};font-weight:bold">${textHtml(cell.text)}</a>` : textHtml(cell.text);
}

/** Each row as its title and "column: value" lines; empty cells are left out. */
function records(table: NonNullable<EmailContent["table"]>) {
  return table.rows.map(([title = "", ...cells]) => ({
    title,
    lines: cells.flatMap((cell, index) => (cellText(cell).trim() ? [{ label: table.columns[index + 1] ?? "", cell }] : [])),
  }));
}

function footerLines(content: EmailContent, recipient: EmailRecipientParts) {
  return {
    reason: content.reason ?? DEFAULT_EMAIL_REASON,
    support: `Questions? Write to ${BRAND.supportEmail}.`,
    unsubscribeUrl: content.category === "marketing" ? recipient.unsubscribeUrl : undefined,
  };
}

function renderText(content: EmailContent, recipient: EmailRecipientParts): string {
  const footer = footerLines(content, recipient);
  const table = content.table
    ? records(content.table).map(({ title, lines }) =>
        [cellText(title), ...lines.map(({ label, cell }) => `${label}: ${typeof cell === "string" ? cell : `${cell.text} (${cell.url})`}`)].join("\n"),
      )
    : [];
  return [
    ...content.paragraphs,
    ...(content.bullets?.length ? [content.bullets.map((bullet) => `• ${bullet}`).join("\n")] : []),
    ...(content.details?.length ? [content.details.map(({ label, value }) => `${label}: ${value}`).join("\n")] : []),
    ...table,
    ...(content.closingBullets?.length ? [content.closingBullets.map((bullet) => `• ${bullet}`).join("\n")] : []),
    ...(content.action ? [`${content.action.label}: ${content.action.url}`] : []),
    SIGN_OFF.join("\n"),
    ["--", footer.reason, footer.support, ...(footer.unsubscribeUrl ? [`Unsubscribe: ${footer.unsubscribeUrl}`] : [])].join("\n"),
  ].join("\n\n");
}

const paragraphHtml = (text: string) => `<p style="margin:0 0 16px">${textHtml(text)}</p>`;

function bulletsHtml(bullets: string[]): string {
  return `<ul style="margin:0 0 16px;padding-left:20px">${bullets.map((bullet) => `<li style="margin:0 0 6px">${textHtml(bullet)}</li>`).join("")}</ul>`;
}

/** A bordered box of label–value lines; the title, when given, is its tinted header. */
function boxHtml(titleHtml: string | undefined, lines: Array<{ label: string; valueHtml: string }>): string {
  const header = titleHtml
    ? `<tr><td style="padding:10px 14px;background:${COLORS.tint};border-radius:8px 8px 0 0;font-weight:bold;color:${COLORS.primary}">${titleHtml}</td></tr>`
    : "";
  const body = lines.map(({ label, valueHtml }) => `<span style="color:${COLORS.muted}">${textHtml(label)}:</span> ${valueHtml}`).join("<br>");
  return `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="border:1px solid ${COLORS.border};border-radius:8px;border-collapse:separate;margin:0 0 12px">
${header}<tr><td style="padding:10px 14px;font-size:14px;line-height:22px">${body}</td></tr></table>`;
}

function actionHtml(action: NonNullable<EmailContent["action"]>): string {
  return `<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:8px 0 24px"><tr>
<td style="border-radius:6px;background:${COLORS.primary}"><a href="${escapeHtml(action.url)}" style="display:inline-block;padding:12px 20px;border-radius:6px;color:#ffffff;font-weight:bold;text-decoration:none">${textHtml(action.label)}</a></td>
</tr></table>`;
}

function renderHtml(content: EmailContent, recipient: EmailRecipientParts): string {
  const footer = footerLines(content, recipient);
  const body = [
    ...content.paragraphs.map(paragraphHtml),
    content.bullets?.length ? bulletsHtml(content.bullets) : "",
    content.details?.length ? boxHtml(undefined, content.details.map(({ label, value }) => ({ label, valueHtml: textHtml(value) }))) : "",
    ...(content.table
      ? records(content.table).map(({ title, lines }) => boxHtml(cellHtml(title), lines.map(({ label, cell }) => ({ label, valueHtml: cellHtml(cell) }))))
      : []),
    content.closingBullets?.length ? bulletsHtml(content.closingBullets) : "",
    content.action ? actionHtml(content.action) : "",
    `<p style="margin:24px 0 0;color:${COLORS.muted}">${SIGN_OFF.map(escapeHtml).join("<br>")}</p>`,
  ].filter(Boolean);
  const footerHtml = [
    textHtml(footer.reason),
    `Questions? Write to <a href="mailto:${BRAND.supportEmail}" style="color:${COLORS.muted}">${escapeHtml(BRAND.supportEmail)}</a>.`,
    ...(footer.unsubscribeUrl
      ? [`Don't want these emails? <a href="${escapeHtml(footer.unsubscribeUrl)}" style="color:${COLORS.muted}">Unsubscribe</a>.`]
      : []),
  ];
  const preheader = content.preheader
    ? `<div style="display:none;max-height:0;overflow:hidden;mso-hide:all">${escapeHtml(content.preheader)}</div>`
    : "";

  // Layout tables and inline styles, as email clients need; the card is fluid up to 560 px (Outlook for
  // Windows, which ignores max-width, gets a fixed 560 px table instead).
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="x-apple-disable-message-reformatting"><meta name="color-scheme" content="light"><meta name="supported-color-schemes" content="light">
<title>${escapeHtml(content.subject)}</title></head>
<body style="margin:0;padding:0;background:${COLORS.page};color:${COLORS.text};font-family:${FONT};-webkit-text-size-adjust:100%">
${preheader}<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background:${COLORS.page}"><tr><td align="center" style="padding:16px 8px">
<!--[if mso]><table role="presentation" width="560" cellpadding="0" cellspacing="0" border="0"><tr><td><![endif]-->
<div style="max-width:560px;margin:0 auto;text-align:left">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background:#ffffff;border:1px solid ${COLORS.border};border-radius:12px;border-collapse:separate">
<tr><td style="padding:24px 20px 8px"><img src="cid:${EMAIL_LOGO_CID}" width="${EMAIL_LOGO.width}" height="${EMAIL_LOGO.height}" alt="${escapeHtml(BRAND.name)}" style="display:block;border:0;outline:none;text-decoration:none;width:${EMAIL_LOGO.width}px;max-width:100%;height:auto"></td></tr>
<tr><td style="padding:16px 20px 24px;font-family:${FONT};font-size:16px;line-height:24px;color:${COLORS.text};overflow-wrap:break-word;word-wrap:break-word">
${body.join("\n")}
</td></tr></table>
<p style="margin:0;padding:16px 20px;font-family:${FONT};font-size:12px;line-height:18px;color:${COLORS.muted}">${footerHtml.join("<br>")}</p>
</div>
<!--[if mso]></td></tr></table><![endif]-->
</td></tr></table></body></html>`;
}

/**
 * Writes every non-ASCII character as a numeric reference, so the HTML reads right whatever charset a mail
 * client, a forwarder or a viewer that drops the <meta charset> assumes ("—", not "â€”").
 */
const asciiOnly = (html: string) => html.replace(/[\u0080-\u{10ffff}]/gu, (character) => `&#${character.codePointAt(0)};`);

/**
 * Renders an email in the one InboxScout design, as a plain-text part and an HTML part: the logo, the content,
 * the sign-off, and a footer that says why the recipient got it, where to write, and (marketing email, once
 * sendMail passes the recipient's link) how to unsubscribe.
 */
export function renderEmail(content: EmailContent, recipient: EmailRecipientParts = {}): RenderedEmail {
  const subject = content.subject.replace(/\s+/g, " ").trim();
  return {
    subject,
    text: renderText(content, recipient),
    html: asciiOnly(renderHtml({ ...content, subject }, recipient)),
    category: content.category ?? "transactional",
    content,
  };
}
