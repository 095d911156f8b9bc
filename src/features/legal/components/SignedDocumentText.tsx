import type { LegalDocumentId } from "@machines/legal/documentIds";

/**
 * An earlier version of a legal document, exactly as it was signed: its canonical text, title as the heading
 * and every other line as written (line breaks kept), so nothing a coach agreed to is re-rendered differently.
 */
export function SignedDocumentText({ documentId, text, version }: { documentId: LegalDocumentId; text: string; version: string }) {
  const [title, ...rest] = text.split("\n");
  return (
    <article data-signed-document={documentId} data-signed-version={version} className="max-w-3xl">
      <h2 className="text-2xl font-bold text-brand-text">{title}</h2>
      <div className="mt-4 leading-relaxed break-words whitespace-pre-wrap text-slate-700">{rest.join("\n").trim()}</div>
    </article>
  );
}
