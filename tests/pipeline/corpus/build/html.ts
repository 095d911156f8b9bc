/** Plain text to the HTML a mail client would send as the text/html alternative of the same message. */

export function escapeHtml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}

// Clients link URLs and addresses they recognise, leaving trailing punctuation outside the link.
const LINKABLE = /(https?:\/\/[^\s<>"]+|www\.[^\s<>"]+|[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,})/g;
const TRAILING_PUNCTUATION = /[.,;:!?)\]'"]+$/;

export function linkify(escaped: string): string {
  return escaped.replace(LINKABLE, (match) => {
    const trailing = TRAILING_PUNCTUATION.exec(match)?.[0] ?? "";
    const target = match.slice(0, match.length - trailing.length);
    const href = target.includes("@") && !target.includes("/") ? `mailto:${target}` : target.startsWith("www.") ? `http://${target}` : target;
    return `<a href="${href.replace(/&amp;/g, "&").replace(/&/g, "&amp;")}">${target}</a>${trailing}`;
  });
}

export type HtmlFlavour = "gmail" | "outlook" | "apple" | "plain";

const QUOTE_OPEN: Record<HtmlFlavour, string> = {
  gmail: '<blockquote class="gmail_quote" style="margin:0px 0px 0px 0.8ex;border-left:1px solid rgb(204,204,204);padding-left:1ex">',
  outlook: '<blockquote style="margin-left:0.8ex;border-left:1px solid #ccc;padding-left:1ex">',
  apple: '<blockquote type="cite">',
  plain: "<blockquote>",
};

function lineToHtml(line: string, flavour: HtmlFlavour): string {
  const content = line.trim() === "" ? "<br>" : linkify(escapeHtml(line));
  if (flavour === "outlook") return `<div style="font-family:Aptos,Calibri,Helvetica,sans-serif;font-size:12pt;color:rgb(0,0,0)">${content}</div>`;
  if (flavour === "plain") return `${content === "<br>" ? "" : content}<br>`;
  return `<div>${content}</div>`;
}

/** Lines starting with ">" become nested blockquotes, as the client showed them when the text was written. */
export function textToHtml(text: string, flavour: HtmlFlavour): string {
  const lines = text.split("\n");
  const out: string[] = [];
  for (let i = 0; i < lines.length; ) {
    if (lines[i]!.startsWith(">")) {
      const quoted: string[] = [];
      while (i < lines.length && lines[i]!.startsWith(">")) quoted.push(lines[i++]!.replace(/^> ?/, ""));
      out.push(`${QUOTE_OPEN[flavour]}${textToHtml(quoted.join("\n"), flavour)}</blockquote>`);
    } else {
      out.push(lineToHtml(lines[i++]!, flavour));
    }
  }
  return out.join("\n");
}

export function htmlDocument(body: string, flavour: HtmlFlavour, charset = "utf-8"): string {
  if (flavour === "outlook") {
    return `<html>\n<head>\n<meta http-equiv="Content-Type" content="text/html; charset=${charset}">\n<style type="text/css" style="display:none;"> P {margin-top:0;margin-bottom:0;} </style>\n</head>\n<body dir="ltr">\n${body}\n</body>\n</html>\n`;
  }
  if (flavour === "apple") {
    return `<html><head><meta http-equiv="content-type" content="text/html; charset=${charset}"></head><body style="overflow-wrap: break-word; -webkit-nbsp-mode: space; line-break: after-white-space;">${body}</body></html>`;
  }
  if (flavour === "gmail") return `<div dir="ltr">${body}</div>\n`;
  return `<!DOCTYPE html>\n<html>\n<head>\n<meta http-equiv="Content-Type" content="text/html; charset=${charset.toUpperCase()}">\n</head>\n<body>\n${body}\n</body>\n</html>\n`;
}
