interface DetailListProps {
  heading: string;
  items: readonly string[];
}

/** A short titled bullet list inside a StatusPage card. */
export function DetailList({ heading, items }: DetailListProps) {
  return (
    <section className="rounded-xl bg-slate-50 p-5">
      <h2 className="font-semibold text-brand-text">{heading}</h2>
      <ul className="mt-3 list-disc space-y-1.5 pl-5 text-slate-700">
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </section>
  );
}
