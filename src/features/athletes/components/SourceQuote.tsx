import type { SourceEmail } from "@machines/portal/athletes";
import { excerptAround, markedPieces, type SourceQuote as Quote } from "../sourceQuotes";
import { sourceName } from "../sourceName";

/** Longest quote shown whole; a longer one is cut between words around its marked values. */
const MAX_QUOTE_LENGTH = 240;

/** The anchor a field's "quote N" link jumps to. */
export const quoteAnchor = (number: number) => `source-quote-${number}`;

interface SourceQuoteProps {
  quote: Quote;
  number: number;
  /** The fields' names, in the quote's field order. */
  labels: readonly string[];
  /** The athlete's emails shown on the page, to name the one the quote is from. */
  emails: readonly SourceEmail[];
}

/** One sentence of an email, shown once, with every value read from it marked and the fields listed. Text only: it is data from an email. */
export function SourceQuote({ quote, number, labels, emails }: SourceQuoteProps) {
  const email = emails.find((candidate) => candidate.emailId === quote.emailId);
  const inEmail = email ? sourceName({ emailId: email.emailId, subject: email.subject, receivedAt: email.receivedAt }, "in") : "in an older email";
  const caption = quote.attachment ? `From "${quote.attachment}", attached ${inEmail.replace(/^in /, "to ")}` : `From ${inEmail.replace(/^in /, "")}`;
  const excerpt = excerptAround(
    quote.text,
    quote.fields.flatMap((field) => (field.mark ? [field.mark] : [])),
    MAX_QUOTE_LENGTH,
  );
  return (
    <figure id={quoteAnchor(number)} className="scroll-mt-20 rounded-lg border border-slate-200 bg-white p-3 text-sm">
      <figcaption className="text-xs text-slate-600">
        <span className="font-semibold text-slate-700">Quote {number}</span> · <span className="break-words">{caption}</span>
      </figcaption>
      <blockquote className="mt-2 border-l-4 border-slate-300 pl-3 break-words text-slate-800">
        {excerpt.cutBefore && "… "}
        {markedPieces(excerpt.text, excerpt.marks).map((piece, index) =>
          piece.marked ? (
            <mark key={index} className="rounded-sm bg-amber-100 px-0.5 font-medium text-slate-900">
              {piece.text}
            </mark>
          ) : (
            piece.text
          ),
        )}
        {excerpt.cutAfter && " …"}
      </blockquote>
      <p className="mt-2 text-xs text-slate-700">
        <span className="font-medium">Read from it:</span> {labels.join(", ")}
      </p>
    </figure>
  );
}
