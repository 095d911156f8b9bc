import { BRAND } from "@machines/brand";

export interface EmailContent {
  subject: string;
  /** Plain paragraphs; the HTML version is built from the same text. */
  paragraphs: string[];
  bullets?: string[];
  table?: { columns: string[]; rows: string[][] };
  action?: { label: string; url: string };
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** Renders an email in the brand's plain, readable style, as both text and HTML. */
export function renderEmail(content: EmailContent): { subject: string; text: string; html: string } {
  const signOff = `— The ${BRAND.name} team\n${BRAND.tagline}`;
  const text = [
    ...content.paragraphs,
    ...(content.bullets?.length ? [content.bullets.map((bullet) => `• ${bullet}`).join("\n")] : []),
    ...(content.table ? [[content.table.columns, ...content.table.rows].map((row) => row.join(" | ")).join("\n")] : []),
    ...(content.action ? [`${content.action.label}: ${content.action.url}`] : []),
    signOff,
  ].join("\n\n");

  const paragraph = (line: string) => `<p style="margin:0 0 16px">${escapeHtml(line)}</p>`;
  const html = `<!doctype html><html><body style="margin:0;background:#f8fafc;font-family:Arial,sans-serif;color:${BRAND.colors.text}">
<div style="max-width:560px;margin:0 auto;padding:24px;background:#ffffff">
<p style="margin:0 0 24px;font-size:20px;font-weight:bold;color:${BRAND.colors.primary}">${BRAND.name}</p>
${content.paragraphs.map(paragraph).join("\n")}
${content.bullets?.length ? `<ul style="margin:0 0 16px;padding-left:20px">${content.bullets.map((b) => `<li>${escapeHtml(b)}</li>`).join("")}</ul>` : ""}
${content.table ? tableHtml(content.table) : ""}
${content.action ? `<p style="margin:0 0 24px"><a href="${escapeHtml(content.action.url)}" style="display:inline-block;background:${BRAND.colors.primary};color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:none">${escapeHtml(content.action.label)}</a></p>` : ""}
<p style="margin:24px 0 0;color:#475569">— The ${BRAND.name} team<br>${BRAND.tagline}</p>
</div></body></html>`;
  return { subject: content.subject, text, html };
}

function tableHtml(table: { columns: string[]; rows: string[][] }): string {
  const cell = (tag: "th" | "td", text: string) =>
    `<${tag} style="border:1px solid #cbd5e1;padding:6px 8px;text-align:left;font-size:13px">${escapeHtml(text)}</${tag}>`;
  return `<table style="border-collapse:collapse;margin:0 0 16px;width:100%">
<thead><tr style="background:${BRAND.colors.primary};color:#ffffff">${table.columns.map((column) => cell("th", column)).join("")}</tr></thead>
<tbody>${table.rows.map((row) => `<tr>${row.map((value) => cell("td", value)).join("")}</tr>`).join("")}</tbody></table>`;
}
