import { BRAND } from "@machines/brand";
import { ATHLETE_FIELDS, type AthleteField } from "@machines/inbox/extractedAthlete";
import type { AthleteDetail } from "@machines/portal/athletes";
import { FIELD_SPECS, quotedForms } from "../../corrections";
import { groupBySource } from "../../sourceQuotes";
import { SourceQuote, quoteAnchor } from "../SourceQuote";
import { FieldRow } from "./FieldRow";
import type { SaveAthlete } from "./saveAthlete";

/** 'What the emails say': every field with its confidence and correction, then the sentences they were read from. */
export function AthleteFields({ athlete, onSave }: { athlete: AthleteDetail; onSave: SaveAthlete }) {
  // One sentence often gives several fields: each is shown once, and each field points to its number.
  const quotes = groupBySource(
    ATHLETE_FIELDS.flatMap((field) => {
      const detail = athlete.fields[field];
      if (!detail?.sourceText) return [];
      return [{ field, emailId: detail.sourceEmailId, text: detail.sourceText, attachment: detail.sourceAttachment, forms: quotedForms(field, detail.value) }];
    }),
  );
  const quoteNumberOf = (field: AthleteField) => quotes.findIndex((quote) => quote.fields.some((read) => read.field === field)) + 1 || undefined;

  return (
    <section aria-labelledby="fields-heading">
      <h2 id="fields-heading" className="text-xl font-semibold text-brand-text">
        What the emails say
      </h2>
      <p className="mt-1 text-sm text-slate-600">Each value with how sure {BRAND.name} is and the quote it came from. A value you correct stays yours: later emails never overwrite it.</p>
      <ul className="mt-3 divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white">
        {ATHLETE_FIELDS.map((key) => (
          <FieldRow key={key} field={key} athlete={athlete} value={athlete.fields[key]?.value ?? null} quoteNumber={quoteNumberOf(key)} onSave={onSave} />
        ))}
      </ul>
      {quotes.length > 0 && (
        <>
          <h3 className="mt-6 text-lg font-semibold text-brand-text">Where the values came from</h3>
          <p className="mt-1 text-sm text-slate-600">Each sentence once, with the values read from it marked.</p>
          <ol className="mt-3 space-y-3">
            {quotes.map((quote, index) => (
              <li key={quoteAnchor(index + 1)}>
                <SourceQuote quote={quote} number={index + 1} labels={quote.fields.map((read) => FIELD_SPECS[read.field].label)} emails={athlete.emails} />
              </li>
            ))}
          </ol>
        </>
      )}
    </section>
  );
}
