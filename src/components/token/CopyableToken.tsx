import { useRef } from "react";
import { CheckIcon, CopyIcon } from "@/components/ui/icons";
import { buttonStyles } from "@/components/ui/styles";
import { TokenText } from "./TokenText";
import { useCopyToClipboard } from "./useCopyToClipboard";

export interface CopyableTokenProps {
  value: string;
  /** What it is, in lower case, for the button's name and the announcement: "forwarding address", "referral code". */
  label: string;
  /** Classes for the token's text (size, weight, colour). */
  className?: string;
  /** Centre the token and its button (default), or start them at the left edge. */
  align?: "center" | "start";
}

const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** Selects the token's text, so a coach whose browser refused the copy can press Ctrl+C (⌘C) themselves. */
function selectContents(element: HTMLElement | null) {
  const selection = window.getSelection();
  if (!element || !selection) return;
  const range = document.createRange();
  range.selectNodeContents(element);
  selection.removeAllRanges();
  selection.addRange(range);
}

/**
 * A forwarding address, referral code or similar with a Copy button. The button says 'Copied' for a moment
 * and a status region announces it to screen readers; if the browser refuses, the token is selected and the
 * status says how to copy it by hand.
 */
export function CopyableToken({ value, label, className = "", align = "center" }: CopyableTokenProps) {
  const token = useRef<HTMLSpanElement>(null);
  const { state, copy } = useCopyToClipboard(() => selectContents(token.current));
  const copied = state === "copied";
  const announcement = {
    idle: "",
    copied: `${capitalized(label)} copied to the clipboard.`,
    failed: `Couldn't copy automatically: the ${label} is selected, press Ctrl+C (⌘C on a Mac) to copy it.`,
  }[state];

  return (
    <div className={`relative flex flex-col gap-2 ${align === "center" ? "items-center text-center" : "items-start text-left"}`}>
      <div className={`flex max-w-full flex-wrap items-center gap-x-3 gap-y-2 ${align === "center" ? "justify-center" : ""}`}>
        <TokenText ref={token} value={value} breakAtAtFirst className={`min-w-0 ${className}`} />
        <button type="button" onClick={() => void copy(value)} className={`${buttonStyles("secondary")} shrink-0 px-3 py-1.5`}>
          {copied ? <CheckIcon className="size-4" /> : <CopyIcon className="size-4" />}
          {copied ? "Copied" : "Copy"}
          <span className="sr-only"> {label}</span>
        </button>
      </div>
      <p role="status" className={state === "failed" ? "text-sm text-slate-700" : "sr-only"}>
        {announcement}
      </p>
    </div>
  );
}
