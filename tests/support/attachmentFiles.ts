/**
 * Attachments built in the test: a PDF (pdf-lib) and a Word document (the zip mammoth reads, built
 * with jszip, which mammoth itself uses), each holding the given lines of text.
 */
import JSZip from "jszip";
import { PDFDocument, StandardFonts } from "pdf-lib";

/**
 * A PDF with `lines` on its first page (in `size` points: pdf.js leaves out text drawn off the page)
 * and `pages` pages in all (the others say only their number).
 */
export async function pdfFile(lines: readonly string[], { pages = 1, size = 11 } = {}): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  for (let number = 1; number <= pages; number++) {
    const page = pdf.addPage();
    page.drawText(number === 1 ? lines.join("\n") : `Page ${number}`, { x: 10, y: 780, size, font, lineHeight: size * 1.2 });
  }
  return Buffer.from(await pdf.save());
}

/** A one-page PDF with no text on it, only a drawing: what pdf.js finds in a scanned résumé. */
export async function scannedPdfFile(): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  pdf.addPage().drawRectangle({ x: 40, y: 400, width: 500, height: 380, borderWidth: 2 });
  return Buffer.from(await pdf.save());
}

/** A one-page PDF of `texts` separate one-letter texts, all in one place: each costs pdf.js its own work. */
export async function slowPdfFile(texts: number): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const page = pdf.addPage();
  // Drawn a hundred lines at a time (pdf-lib is slow per call), every line at the same place.
  for (let drawn = 0; drawn < texts; drawn += 100) page.drawText(Array.from({ length: 100 }, () => "x").join("\n"), { x: 50, y: 750, size: 11, font, lineHeight: 0 });
  return Buffer.from(await pdf.save());
}

const CONTENT_TYPES = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>`;
const PACKAGE_RELATIONSHIPS = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>`;

/** A .docx with one paragraph per line. */
export async function docxFile(lines: readonly string[]): Promise<Buffer> {
  const escape = (text: string) => text.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;");
  const paragraphs = lines.map((line) => `<w:p><w:r><w:t xml:space="preserve">${escape(line)}</w:t></w:r></w:p>`).join("");
  const zip = new JSZip();
  zip.file("[Content_Types].xml", CONTENT_TYPES);
  zip.file("_rels/.rels", PACKAGE_RELATIONSHIPS);
  zip.file("word/document.xml", `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>${paragraphs}</w:body></w:document>`);
  return zip.generateAsync({ type: "nodebuffer", compression: "DEFLATE" });
}

export const PDF_TYPE = "application/pdf";
export const DOCX_TYPE = "application/vnd.openxmlformats-officedocument.wordprocessingml.document";
