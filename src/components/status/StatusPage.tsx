import type { ReactNode } from "react";

type StatusTone = "success" | "info" | "danger";

const TONE_CLASSES: Record<StatusTone, string> = {
  success: "bg-green-100 text-green-800",
  info: "bg-brand-light text-brand",
  danger: "bg-red-100 text-red-700",
};

interface StatusPageProps {
  icon: ReactNode;
  tone: StatusTone;
  /** The page's one h1. */
  title: string;
  message: ReactNode;
  /** Optional detail between the message and the actions. */
  children?: ReactNode;
  /** Links or buttons, most important first. */
  actions: ReactNode;
}

/** A centred card for outcome pages: confirmations, denials, cancellations, errors. */
export function StatusPage({ icon, tone, title, message, children, actions }: StatusPageProps) {
  return (
    <div className="mx-auto max-w-xl px-4 py-12 sm:py-20">
      <div className="rounded-2xl border border-slate-200 bg-white p-6 text-center shadow-sm sm:p-10">
        <div className={`mx-auto flex size-14 items-center justify-center rounded-full ${TONE_CLASSES[tone]}`}>
          {icon}
        </div>
        <h1 className="mt-5 text-2xl font-bold tracking-tight text-brand-text sm:text-3xl">{title}</h1>
        <div className="mt-3 text-slate-600">{message}</div>
        {children && <div className="mt-6 text-left">{children}</div>}
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">{actions}</div>
      </div>
    </div>
  );
}
