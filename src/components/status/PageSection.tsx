import type { ReactNode } from "react";

interface PageSectionProps {
  /** The page's one h1. */
  title: string;
  intro: ReactNode;
  children?: ReactNode;
}

/** Heading, intro and body of a content page, in the common page width. */
export function PageSection({ title, intro, children }: PageSectionProps) {
  return (
    <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6 sm:py-16">
      <h1 className="max-w-3xl text-3xl font-bold tracking-tight text-brand-text sm:text-4xl">{title}</h1>
      <p className="mt-4 max-w-2xl text-lg text-slate-600">{intro}</p>
      {children && <div className="mt-10">{children}</div>}
    </div>
  );
}
