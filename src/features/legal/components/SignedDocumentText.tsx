import type { LegalDocumentId } from "@machines/legal/documentIds";

/** A numbered section heading of the canonical text ("3. How the Service works"), as the first line of a paragraph. */
const SECTION_HEADING = /^\d+\. \S/;

/**
 * An earlier version of a legal document, exactly as it was signed: its canonical text, word for word and line
 * for line. Only the presentation is added: the title and the numbered section headings are shown as headings.
 */
export function SignedDocumentText({ documentId, text, version }: { documentId: LegalDocumentId; text: string; version: string }) {
  const [title, ...rest] = text.split("\n");
  const paragraphs = rest.join("\n").trim().split("\n\n");
  return (
    <article data-signed-document={documentId} data-signed-version={version} className="max-w-3xl space-y-4 leading-relaxed break-words text-slate-700">
      <h2 className="text-2xl font-bold text-brand-text">{title}</h2>
      {paragraphs.map((paragraph, index) => {
        const [first = "", ...lines] = paragraph.split("\n");
        // The header block and the summary come first; a section starts with its numbered heading line.
        if (index < 2 || !SECTION_HEADING.test(first)) return <p key={index} className="whitespace-pre-wrap">{paragraph}</p>;
        return (
          <section key={index}>
            <h3 className="text-lg font-semibold text-brand-text">{first}</h3>
            <p className="mt-1 whitespace-pre-wrap">{lines.join("\n")}</p>
          </section>
        );
      })}
    </article>
  );
}
