/**
 * Attachments built in the test: a PDF (pdf-lib), a Word document (the zip mammoth reads, built
 * with jszip, which mammoth itself uses), each holding the given lines of text, and an email saved
 * from Outlook (the compound file @kenjiuno/msgreader reads, written with its own burner).
 */
import { burn, type Entry } from "@kenjiuno/msgreader/lib/Burner";
import { TypeEnum } from "@kenjiuno/msgreader/lib/Reader";
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

export const OUTLOOK_MESSAGE_TYPE = "application/vnd.ms-outlook";

/** An email as Outlook saves it (.msg): its properties as MAPI streams, a recipient and its files in folders of their own. */
export function outlookMessageFile(message: { subject: string; body: string; senderName: string; senderAddress: string; to: { name: string; address: string }; files?: Array<{ filename: string; content: Buffer }> }): Buffer {
  // Copies: the burner writes each stream's whole underlying buffer, and a small Buffer shares Node's pool.
  const unicode = (text: string) => Uint8Array.from(Buffer.from(text, "utf16le"));
  const stream = (name: string, data: Uint8Array): Entry => ({ name, type: TypeEnum.DOCUMENT, length: data.length, binaryProvider: () => data });
  const entries: Entry[] = [{ name: "Root Entry", type: TypeEnum.ROOT, length: 0, children: [] }];
  const add = (entry: Entry, parent = 0) => {
    entries.push(entry);
    entries[parent]!.children!.push(entries.length - 1);
    return entries.length - 1;
  };
  const folder = (name: string) => add({ name, type: TypeEnum.DIRECTORY, length: 0, children: [] });
  // Property tags: subject 0037, body 1000, sender name 0C1A, sender SMTP address 5D01; a recipient's display name 3001
  // and SMTP address 39FE; a file's long name 3707 and data 3701. 001F is a Unicode string, 0102 binary.
  add(stream("__substg1.0_0037001F", unicode(message.subject)));
  add(stream("__substg1.0_1000001F", unicode(message.body)));
  add(stream("__substg1.0_0C1A001F", unicode(message.senderName)));
  add(stream("__substg1.0_5D01001F", unicode(message.senderAddress)));
  add(stream("__properties_version1.0", new Uint8Array(32)));
  const recipient = folder("__recip_version1.0_#00000000");
  add(stream("__substg1.0_3001001F", unicode(message.to.name)), recipient);
  add(stream("__substg1.0_39FE001F", unicode(message.to.address)), recipient);
  (message.files ?? []).forEach((file, index) => {
    const attachment = folder(`__attach_version1.0_#${index.toString(16).toUpperCase().padStart(8, "0")}`);
    add(stream("__substg1.0_3707001F", unicode(file.filename)), attachment);
    add(stream("__substg1.0_37010102", Uint8Array.from(file.content)), attachment);
  });
  return Buffer.from(burn(entries));
}
