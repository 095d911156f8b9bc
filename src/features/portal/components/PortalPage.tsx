import type { ReactNode } from "react";

/** A portal page's heading, intro and content. */
export function PortalPage({ title, intro, children }: { title: string; intro: ReactNode; children?: ReactNode }) {
  return (
    <div>
      <h1 className="text-2xl font-bold tracking-tight text-brand-text sm:text-3xl">{title}</h1>
      <p className="mt-2 max-w-2xl text-slate-600">{intro}</p>
      {children && <div className="mt-8 space-y-8">{children}</div>}
    </div>
  );
}
