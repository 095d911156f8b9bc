import { compile } from "html-to-text";
import { MAX_HTML_CHILD_NODES, MAX_HTML_DEPTH, MAX_PART_CHARS } from "../limits";

/** Put where html-to-text skips what is past its limits; never in mail (a private-use character). */
export const HTML_SKIPPED = "\ue000";

/**
 * HTML mail as plain text. Links keep their address unless it is the same as the text
 * (`hideLinkHrefIfSameAsText`), so forward headers keep "Name <address>" and video links survive;
 * images are dropped and nothing is wrapped, so one sentence stays on one line.
 */
export const htmlToText: (html: string) => string = compile({
  wordwrap: false,
  selectors: [
    { selector: "a", options: { hideLinkHrefIfSameAsText: true, ignoreHref: false } },
    { selector: "img", format: "skip" },
    { selector: "style", format: "skip" },
    { selector: "script", format: "skip" },
    { selector: "head", format: "skip" },
    // Every table row on its own line, cells joined by " | ": "Height | 5'10\"" reads like a labelled field.
    { selector: "table", format: "block" },
    { selector: "tr", format: "block" },
    { selector: "td", format: "inlineSurround", options: { suffix: " | " } },
    { selector: "th", format: "inlineSurround", options: { suffix: " | " } },
    // A rule is written as Outlook's plain-text twin writes the one above its forward header: a line of 32 underscores,
    // which the forward reader knows (a separator over a header block, blanked elsewhere).
    { selector: "hr", format: "blockString", options: { string: "_".repeat(32) } },
    ...["h1", "h2", "h3", "h4", "h5", "h6"].map((selector) => ({ selector, options: { uppercase: false } })),
    // Outlook writes every line as a paragraph with no margin (class MsoNormal, MsoListParagraph…): one line each, as shown,
    // not a blank line between, which would make each line of a list a paragraph of its own.
    { selector: "p[class^=Mso]", format: "block", options: { leadingLineBreaks: 1, trailingLineBreaks: 1 } },
    // Quoted replies in HTML (Gmail, Apple Mail) are blockquotes; keep them readable without "> " noise.
    { selector: "blockquote", options: { trimEmptyLines: true } },
  ],
  formatters: {
    blockString: (_element, _walk, builder, options) => {
      builder.openBlock({ leadingLineBreaks: 1 });
      builder.addLiteral(String(options.string));
      builder.closeBlock({ trailingLineBreaks: 1 });
    },
  },
  limits: { maxInputLength: MAX_PART_CHARS, maxChildNodes: MAX_HTML_CHILD_NODES, maxDepth: MAX_HTML_DEPTH, ellipsis: HTML_SKIPPED },
});
