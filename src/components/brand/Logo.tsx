import { BRAND } from "@machines/brand";

export type LogoVariant = "full" | "text" | "icon";
export type LogoSize = "sm" | "md" | "lg";

/** Mark edge in pixels and wordmark text class for each logo size. */
export const LOGO_SIZES = {
  sm: { markPx: 24, textClass: "text-lg" },
  md: { markPx: 32, textClass: "text-xl" },
  lg: { markPx: 48, textClass: "text-3xl" },
} as const satisfies Record<LogoSize, { markPx: number; textClass: string }>;

interface LogoMarkProps {
  sizePx: number;
  /** Set when the mark stands alone and must name the product itself. */
  label?: string;
}

/**
 * The mark: an inbox tray with a scouting target whose crosshair drops into the tray.
 * public/favicon.svg draws the same shapes; a unit test keeps the two in step.
 */
export function LogoMark({ sizePx, label }: LogoMarkProps) {
  const accessibility = label
    ? ({ role: "img", "aria-label": label } as const)
    : ({ "aria-hidden": true, focusable: false } as const);
  return (
    <svg viewBox="0 0 48 48" width={sizePx} height={sizePx} className="shrink-0" {...accessibility}>
      <rect width="48" height="48" rx="11" fill={BRAND.colors.primary} />
      <path d="M7 27h10.5l2.5 5h8l2.5-5H41v9a5 5 0 0 1-5 5H12a5 5 0 0 1-5-5z" fill="#fff" />
      <circle cx="24" cy="15" r="8" fill="none" stroke="#fff" strokeWidth="3" />
      <circle cx="24" cy="15" r="3" fill="#fff" />
      <path d="M24 3v4.5M24 23v6.5M11 15h4.5M32.5 15h4.5" stroke="#fff" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
}

interface LogoProps {
  variant?: LogoVariant;
  size?: LogoSize;
}

export function Logo({ variant = "full", size = "md" }: LogoProps) {
  const { markPx, textClass } = LOGO_SIZES[size];
  if (variant === "icon") return <LogoMark sizePx={markPx} label={BRAND.name} />;
  return (
    <span className="inline-flex items-center gap-2">
      {variant === "full" && <LogoMark sizePx={markPx} />}
      <span className={`font-bold tracking-tight text-brand ${textClass}`}>{BRAND.name}</span>
    </span>
  );
}
