import type { ReactNode } from "react";

/** One block of the console, with its heading. */
export function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="min-w-0 rounded-xl border border-slate-200 p-4 sm:p-6">
      <h2 id={id} className="text-lg font-semibold text-brand-text">
        {title}
      </h2>
      <div className="mt-4 space-y-4">{children}</div>
    </section>
  );
}

/** Label and value pairs, two columns from tablet width up. */
export function Facts({ facts }: { facts: ReadonlyArray<readonly [string, ReactNode]> }) {
  return (
    <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[12rem_1fr]">
      {facts.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="font-medium text-slate-700">{label}</dt>
          <dd className="min-w-0 break-words text-slate-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Stored JSON as it is (a machine snapshot, its context), scrollable inside its box on a phone. */
export function Json({ label, value }: { label: string; value: unknown }) {
  return (
    <pre aria-label={label} tabIndex={0} className="max-h-80 overflow-auto rounded-lg bg-slate-50 p-3 text-xs text-slate-800">
      {JSON.stringify(value, null, 2)}
    </pre>
  );
}
