/**
 * The documents athletes attach (a PDF résumé, a Word profile sheet), made from lines of text. Built without
 * timestamps (pdf-lib's creation dates, the zip's file dates) so that rebuilding the corpus gives the same bytes.
 */
import JSZip from "jszip";
import { PDFDocument, StandardFonts } from "pdf-lib";

export type DocumentFormat = "pdf" | "docx";

export const DOCUMENT_TYPES: Record<DocumentFormat, string> = {
  pdf: "application/pdf",
  docx: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
};

/** One page, one line of text per line (Helvetica: its WinAnsi encoding covers the accents of Western names). */
async function pdfBytes(lines: readonly string[]): Promise<Buffer> {
  const pdf = await PDFDocument.create({ updateMetadata: false });
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  pdf.addPage().drawText(lines.join("\n"), { x: 48, y: 790, size: 11, font, lineHeight: 14 });
  return Buffer.from(await pdf.save());
}

const ZIP_DATE = new Date("2026-01-01T00:00:00Z");

const CONTENT_TYPES = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>`;
const PACKAGE_RELATIONSHIPS = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>`;

/** A Word document with one paragraph per line. */
async function docxBytes(lines: readonly string[]): Promise<Buffer> {
  const escape = (text: string) => text.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;");
  const paragraphs = lines.map((line) => `<w:p><w:r><w:t xml:space="preserve">${escape(line)}</w:t></w:r></w:p>`).join("");
  const zip = new JSZip();
  // No folder entries: JSZip would date them now.
  const options = { date: ZIP_DATE, createFolders: false };
  zip.file("[Content_Types].xml", CONTENT_TYPES, options);
  zip.file("_rels/.rels", PACKAGE_RELATIONSHIPS, options);
  zip.file(
    "word/document.xml",
    `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>${paragraphs}</w:body></w:document>`,
    options,
  );
  return zip.generateAsync({ type: "nodebuffer", compression: "DEFLATE" });
}

export function documentBytes(format: DocumentFormat, lines: readonly string[]): Promise<Buffer> {
  return format === "pdf" ? pdfBytes(lines) : docxBytes(lines);
}
