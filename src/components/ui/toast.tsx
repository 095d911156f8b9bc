import * as ToastPrimitive from "@radix-ui/react-toast";
import { useSyncExternalStore } from "react";
import { CloseIcon } from "./icons";
import { focusRing } from "./styles";

/** How long a toast stays up unless the caller says otherwise (spec §9). */
export const TOAST_DURATION_MS = 5000;
/** Only one toast is visible; a new one replaces it (spec §4). */
export const TOAST_LIMIT = 1;
/** Pixels a toast must be swiped to the right before it is dismissed (spec §4). */
export const TOAST_SWIPE_THRESHOLD = 50;

export type ToastVariant = "default" | "destructive";

export interface ToastOptions {
  title: string;
  description?: string;
  variant?: ToastVariant;
  /** Milliseconds before the toast closes itself; defaults to TOAST_DURATION_MS. */
  duration?: number;
}

interface ActiveToast extends ToastOptions {
  id: number;
}

/*
 * A tiny module-level store, so `toast()` can be called from anywhere: components,
 * event handlers, XState actions. <Toaster /> subscribes with useSyncExternalStore.
 * A toast leaves the store as soon as it closes (timer, swipe, close button or
 * being replaced), so nothing lingers in memory.
 */
let activeToasts: readonly ActiveToast[] = [];
let nextToastId = 1;
const listeners = new Set<() => void>();

function setActiveToasts(next: readonly ActiveToast[]): void {
  activeToasts = next;
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function getActiveToasts(): readonly ActiveToast[] {
  return activeToasts;
}

function removeToast(id: number): void {
  setActiveToasts(activeToasts.filter((activeToast) => activeToast.id !== id));
}

/**
 * Closes the failure toasts on screen: a step that went through dismisses what its failed attempts
 * showed, so an old 'Validation Error' never follows the coach to the next step.
 */
export function dismissFailureToasts(): void {
  setActiveToasts(activeToasts.filter((activeToast) => activeToast.variant !== "destructive"));
}

/** Shows a toast, replacing whichever one is visible. */
export function toast(options: ToastOptions): void {
  const newToast: ActiveToast = { ...options, id: nextToastId++ };
  setActiveToasts([newToast, ...activeToasts].slice(0, TOAST_LIMIT));
}

const VARIANT_CLASSES: Record<ToastVariant, string> = {
  default: "border-slate-200 bg-white text-brand-text",
  destructive: "border-red-800 bg-red-700 text-white",
};

/** Renders the visible toast; mount once, in the app shell. */
export function Toaster() {
  const toasts = useSyncExternalStore(subscribe, getActiveToasts, getActiveToasts);

  return (
    <ToastPrimitive.Provider duration={TOAST_DURATION_MS} swipeDirection="right" swipeThreshold={TOAST_SWIPE_THRESHOLD}>
      {toasts.map(({ id, title, description, variant = "default", duration }) => (
        <ToastPrimitive.Root
          key={id}
          duration={duration}
          type={variant === "destructive" ? "foreground" : "background"}
          onOpenChange={(open) => {
            if (!open) removeToast(id);
          }}
          className={[
            "pointer-events-auto relative flex w-full items-start gap-3 rounded-lg border p-4 pr-10 shadow-lg",
            "data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)]",
            "data-[swipe=cancel]:translate-x-0 data-[swipe=cancel]:transition-transform",
            "data-[swipe=end]:translate-x-[var(--radix-toast-swipe-end-x)]",
            VARIANT_CLASSES[variant],
          ].join(" ")}
        >
          <div className="grid gap-1">
            <ToastPrimitive.Title className="text-sm font-semibold">{title}</ToastPrimitive.Title>
            {description && <ToastPrimitive.Description className="text-sm">{description}</ToastPrimitive.Description>}
          </div>
          <ToastPrimitive.Close
            aria-label="Close notification"
            className={`absolute top-2 right-2 rounded-md p-1 opacity-80 hover:opacity-100 ${focusRing}`}
          >
            <CloseIcon className="size-4" />
          </ToastPrimitive.Close>
        </ToastPrimitive.Root>
      ))}
      <ToastPrimitive.Viewport className="fixed right-0 bottom-0 z-50 flex w-full flex-col gap-2 p-4 outline-none sm:max-w-md" />
    </ToastPrimitive.Provider>
  );
}
