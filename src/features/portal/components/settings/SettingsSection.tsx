import type { ReactNode } from "react";

/** One block of the Settings page, with its heading. */
export function SettingsSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="max-w-3xl rounded-xl border border-slate-200 p-5 sm:p-6">
      <h2 id={id} className="text-lg font-semibold text-brand-text">
        {title}
      </h2>
      <div className="mt-4 space-y-4">{children}</div>
    </section>
  );
}

