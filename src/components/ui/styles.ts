/** Shared class strings, so every control looks and focuses the same way. */

export const focusRing = "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand";

/** Links inside running text: underlined so they never rely on colour alone. */
export const textLink = `font-medium text-brand underline underline-offset-2 hover:text-brand-dark ${focusRing}`;

/**
 * `unavailable` is for a call to action that cannot be used (a locked tier, signing before review): a dashed
 * outline without fill, so it never reads as a live button. Give the element `disabled` (or aria-disabled) too.
 */
export type ButtonVariant = "primary" | "secondary" | "ghost" | "unavailable";
export type ButtonSize = "md" | "lg";

const BUTTON_VARIANTS: Record<ButtonVariant, string> = {
  primary: "bg-brand text-white shadow-sm hover:bg-brand-dark",
  secondary: "border border-brand bg-white text-brand hover:bg-brand-light",
  ghost: "text-brand hover:bg-brand-light",
  unavailable: "cursor-not-allowed border border-dashed border-slate-400 bg-transparent text-slate-600",
};

const BUTTON_SIZES: Record<ButtonSize, string> = {
  md: "px-4 py-2 text-sm",
  lg: "px-6 py-3 text-base",
};

/** Classes for anything that looks like a button: a <button> or a router <Link>. */
export function buttonStyles(variant: ButtonVariant = "primary", size: ButtonSize = "md"): string {
  return [
    "inline-flex items-center justify-center gap-2 rounded-lg text-center font-semibold transition-colors",
    BUTTON_VARIANTS[variant],
    BUTTON_SIZES[size],
    focusRing,
  ].join(" ");
}
