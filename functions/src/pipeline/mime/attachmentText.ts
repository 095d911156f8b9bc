import type { AttachmentStatus, EmailAttachment } from "@machines/inbox/emailAttachment";
import { MAX_ATTACHMENT_NAME, MAX_ATTACHMENTS_LISTED } from "@machines/inbox/emailAttachment";
import { MAX_ATTACHMENT_BYTES, MAX_ATTACHMENT_CHARS, MAX_ATTACHMENTS_READ, MAX_DOCX_XML_BYTES, MAX_PDF_PAGES, type Warnings } from "../limits";
import { readableText } from "../text";
import { docxPartsSize } from "./docxSize";
import { htmlToText } from "./htmlToText";
import { NOT_OPENED_REASONS } from "./outlookMessages";
import type { MessageAttachment } from "./parseMime";

/** The text of one attachment that was read. */
export interface AttachmentText {
  filename: string;
  text: string;
}

/** Every attachment listed with what became of it, and the text of those read. */
export interface ReadAttachments {
  listed: EmailAttachment[];
  texts: AttachmentText[];
}

/** True once the time for reading attachments is spent (it warns itself); `stage` names what was about to be read. */
export type TimeUp = (stage: string) => boolean;

type DocumentKind = "pdf" | "docx";

const DOCX_TYPE = "application/vnd.openxmlformats-officedocument.wordprocessingml.document";

/**
 * Lists the attachments and reads the text of the PDF and DOCX ones (an athlete's résumé or profile
 * sheet) within the limits (pipeline/limits.ts). Never throws: an attachment that cannot be read is
 * listed as such, with a warning.
 */
export async function readAttachments(attachments: readonly MessageAttachment[], timeUp: TimeUp, warnings: Warnings): Promise<ReadAttachments> {
  if (attachments.length > MAX_ATTACHMENTS_LISTED) warnings.add(`${attachments.length} attachments: only the first ${MAX_ATTACHMENTS_LISTED} listed`);
  const listed: EmailAttachment[] = [];
  const texts: AttachmentText[] = [];
  let documents = 0;
  for (const attachment of attachments.slice(0, MAX_ATTACHMENTS_LISTED)) {
    const filename = nameOf(attachment);
    const kind = documentKind(attachment, filename);
    const unread = kind === null ? unreadDocument(attachment, filename) : null;
    if (attachment.notOpened) warnings.add(`attachment ${filename.slice(0, 60)} is an email saved from Outlook that could not be opened (${NOT_OPENED_REASONS[attachment.notOpened]}): if it is an athlete's, forward her email or a PDF of it`);
    else if (unread) warnings.add(`attachment ${filename.slice(0, 60)} is ${unread}, which is not read: if it is an athlete's, forward her email or a PDF of it`);
    const status = attachment.notOpened ?? (kind === null ? "not_a_document" : ++documents > MAX_ATTACHMENTS_READ ? "too_many" : await readDocument(kind, attachment.content, filename, timeUp, warnings, texts));
    listed.push({ filename, contentType: readableText(attachment.contentType).slice(0, MAX_ATTACHMENT_NAME), size: attachment.content.length, status });
  }
  if (documents > MAX_ATTACHMENTS_READ) warnings.add(`${documents} PDF or Word attachments: only the first ${MAX_ATTACHMENTS_READ} read`);
  return { listed, texts };
}

async function readDocument(kind: DocumentKind, content: Buffer, filename: string, timeUp: TimeUp, warnings: Warnings, texts: AttachmentText[]): Promise<AttachmentStatus> {
  const shortName = filename.slice(0, 60);
  if (content.length > MAX_ATTACHMENT_BYTES) {
    warnings.add(`attachment ${shortName} is larger than ${MAX_ATTACHMENT_BYTES} bytes: not read`);
    return "too_large";
  }
  const docxSize = kind === "docx" ? docxPartsSize(content, MAX_DOCX_XML_BYTES) : "within";
  if (docxSize === "too_large") {
    warnings.add(`attachment ${shortName} inflates to more than ${MAX_DOCX_XML_BYTES} bytes of text: not read`);
    return "too_large";
  }
  const unreadable = (): AttachmentStatus => {
    warnings.add(`attachment ${shortName} could not be read (damaged, protected or not what its name says)`);
    return "unreadable";
  };
  if (docxSize === "unreadable") return unreadable();
  if (timeUp(`reading attachment ${shortName}`)) return "time_limit";
  let text: string;
  try {
    text = kind === "pdf" ? await pdfText(content, shortName, timeUp, warnings) : await docxText(content);
  } catch {
    return unreadable();
  }
  text = readableText(text, warnings).trim();
  if (!text) {
    // A scanned résumé is pictures of text: the athlete may be only in it, so the coach is asked to look.
    warnings.add(`attachment ${shortName} has no text to read (a scan?): open it to see what it says`);
    return "no_text";
  }
  if (text.length > MAX_ATTACHMENT_CHARS) {
    warnings.add(`attachment ${shortName} has more than ${MAX_ATTACHMENT_CHARS} characters of text: only the first ${MAX_ATTACHMENT_CHARS} read`);
    text = text.slice(0, MAX_ATTACHMENT_CHARS);
  }
  texts.push({ filename, text });
  return "read";
}

/**
 * Loads the libraries the attachments need (each once per instance, on the first attachment that needs
 * it: mail without attachments never pays for them), so that reading them is timed on its own.
 */
export async function loadReaders(attachments: readonly MessageAttachment[]): Promise<void> {
  const kinds = new Set(attachments.slice(0, MAX_ATTACHMENTS_LISTED).map((attachment) => documentKind(attachment, nameOf(attachment))));
  if (kinds.has("pdf")) unpdf ??= import("unpdf");
  if (kinds.has("docx")) mammoth ??= import("mammoth");
  // unpdf loads pdf.js itself on first use: that is once per instance too.
  await Promise.all([kinds.has("pdf") && unpdf?.then(({ getResolvedPDFJS }) => getResolvedPDFJS()), kinds.has("docx") && mammoth]);
}

function nameOf(attachment: MessageAttachment): string {
  const name = readableText(attachment.filename ?? "").trim().slice(0, MAX_ATTACHMENT_NAME);
  return name || "unnamed attachment";
}

/** PDF or DOCX by content type or, as mail clients often send application/octet-stream, by extension. */
function documentKind(attachment: MessageAttachment, filename: string): DocumentKind | null {
  const type = attachment.contentType.toLowerCase();
  if (type === "application/pdf" || /\.pdf$/i.test(filename)) return "pdf";
  if (type === DOCX_TYPE || /\.docx$/i.test(filename)) return "docx";
  return null;
}

// Documents and saved emails an athlete's details may be in, by extension or content type, in words for the coach.
const UNREAD_DOCUMENTS: readonly (readonly [RegExp, string])[] = [
  [/\.doc$|^application\/msword$/i, "an older Word document"],
  [/\.rtf$|^(?:application|text)\/rtf$/i, "a rich-text document"],
  [/\.odt$|^application\/vnd\.oasis\.opendocument\.text$/i, "an OpenDocument text"],
  [/\.pages$|^application\/(?:x-iwork-pages-sffpages|vnd\.apple\.pages)$/i, "a Pages document"],
];

/** What a document that is not read is, in words; null for what is no document (an image, a calendar invite). */
function unreadDocument(attachment: MessageAttachment, filename: string): string | null {
  const type = attachment.contentType.toLowerCase();
  return UNREAD_DOCUMENTS.find(([pattern]) => pattern.test(filename) || pattern.test(type))?.[1] ?? null;
}

let unpdf: Promise<typeof import("unpdf")> | null = null;
let mammoth: Promise<typeof import("mammoth")> | null = null;

/** What pdf.js says of a run of text: its string, its width and height on the page, and whether a line ends after it. */
interface PdfTextItem {
  str: string;
  width: number;
  height: number;
  hasEOL: boolean;
}

/**
 * pdf.js writes the space between two runs on a line as a blank run as wide as the gap. One several letters wide parts
 * columns (a profile sheet's "Club" and "KJV 17 Elite", a table exported from Word): written as an HTML table's cells
 * are, so the label is not read as part of its value.
 */
const COLUMN_GAP_EMS = 2;
const COLUMN_SEPARATOR = " | ";
/** A label that says so itself ("Club:", "Height -") needs no separator before its value. */
const LABELLED = /[:：\-–—][ \t]*$/u;

/**
 * The text of the first MAX_PDF_PAGES pages, stopping once MAX_ATTACHMENT_CHARS are read or the time is
 * up: each page's text is streamed in chunks (pdf.js yields one every few milliseconds of work) and the
 * time checked between them, so a page built to take seconds is cut short.
 */
async function pdfText(content: Buffer, shortName: string, timeUp: TimeUp, warnings: Warnings): Promise<string> {
  unpdf ??= import("unpdf");
  const { getDocumentProxy } = await unpdf;
  // A copy: pdf.js takes the bytes over. No eval (fonts are not drawn) and no console output for damaged files.
  const pdf = await getDocumentProxy(new Uint8Array(content), { isEvalSupported: false, verbosity: 0 });
  try {
    if (pdf.numPages > MAX_PDF_PAGES) warnings.add(`attachment ${shortName} has ${pdf.numPages} pages: only the first ${MAX_PDF_PAGES} read`);
    let text = "";
    for (let pageNumber = 1; pageNumber <= Math.min(pdf.numPages, MAX_PDF_PAGES); pageNumber++) {
      const page = await pdf.getPage(pageNumber);
      const reader = page.streamTextContent().getReader() as ReadableStreamDefaultReader<{ items: (PdfTextItem | object)[] }>;
      let lineHeight = 0;
      let previous = "";
      // Reading stops early by leaving the stream: pdf.destroy() below ends its work (cancelling it makes pdf.js throw later).
      for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
        text += chunk.value.items
          .map((item) => {
            if (!("str" in item)) return "";
            const columnGap = item.str.trim() === "" && lineHeight > 0 && item.width > COLUMN_GAP_EMS * lineHeight && !LABELLED.test(previous);
            if (item.height > 0) lineHeight = item.height;
            if (item.str.trim()) previous = item.str;
            return (columnGap ? COLUMN_SEPARATOR : item.str) + (item.hasEOL ? "\n" : "");
          })
          .join("");
        if (text.length > MAX_ATTACHMENT_CHARS) return text;
        if (timeUp(`the rest of attachment ${shortName}`)) return text;
      }
      text += "\n";
    }
    return text;
  } finally {
    // Not awaited: after a text stream left mid-read, pdf.js's destroy() sometimes never settles (about one text-heavy
    // page in two here), and awaiting it hung the whole message. It still stops the document's work; the message goes on.
    void pdf.destroy().catch(() => undefined);
  }
}

/**
 * The paragraphs of a Word document, read through its HTML as HTML mail is: a table's row is one line of cells
 * ("GPA | 3.9 |"), where mammoth's raw text parts every cell into a paragraph of its own, away from its label.
 */
async function docxText(content: Buffer): Promise<string> {
  mammoth ??= import("mammoth");
  const { convertToHtml } = await mammoth;
  return htmlToText((await convertToHtml({ buffer: content })).value.replace(ONE_PARAGRAPH_CELL, "<$1>$2</$1>"));
}

/** mammoth writes each cell's text as a paragraph (`<td><p>GPA</p></td>`): a cell of one paragraph is read inline. */
const ONE_PARAGRAPH_CELL = /<(td|th)><p>([^<]*(?:<(?!\/?p[\s>])[^<]*)*)<\/p><\/\1>/gu;
