import { useEffect, useRef, useState } from "react";

export type CopyState = "idle" | "copied" | "failed";

/** How long 'Copied' stays before the button reads 'Copy' again. */
export const COPIED_FOR_MS = 2500;

/**
 * Copies text with the Clipboard API and remembers the outcome for a moment. Where the browser refuses
 * (no permission, an insecure page), `onFailure` runs so the caller can select the text for a manual copy.
 */
export function useCopyToClipboard(onFailure?: () => void) {
  const [state, setState] = useState<CopyState>("idle");
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const copy = async (text: string) => {
    clearTimeout(timer.current);
    try {
      if (!navigator.clipboard) throw new Error("Clipboard API unavailable");
      await navigator.clipboard.writeText(text);
      setState("copied");
      timer.current = setTimeout(() => setState("idle"), COPIED_FOR_MS);
    } catch (error) {
      console.warn("Copy to clipboard failed", error);
      setState("failed");
      onFailure?.();
    }
  };
  return { state, copy };
}
