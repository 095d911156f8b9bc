import { Suspense, lazy, useEffect, useSyncExternalStore } from "react";

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

export interface ActiveToast extends ToastOptions {
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

/** A prerendered page has no toast, so hydration starts without one (a toast shown before it then renders). */
const NO_TOASTS: readonly ActiveToast[] = [];
const getNoToasts = () => NO_TOASTS;

/**
 * Radix's toast (about 20 KB gzip with its parts) stays out of the page's first JavaScript: it loads when the visitor
 * first touches, clicks, types or focuses (what a toast answers) or with the first toast, whichever comes first.
 * Loaded on the first toast alone, two toasts in quick succession (a step failing, then the save after it) showed only
 * the second: the first was replaced before its view arrived.
 */
let loadedToastList: typeof import("./ToastList").default | undefined;
const loadToastList = () =>
  import("./ToastList").then((module) => {
    loadedToastList = module.default;
    return module;
  });
const LazyToastList = lazy(loadToastList);
const FIRST_INTERACTIONS = ["pointerdown", "keydown", "focusin"] as const;
let toastShown = false;

function loadOnFirstInteraction(): () => void {
  const load = () => {
    stop();
    void loadToastList();
  };
  const stop = () => FIRST_INTERACTIONS.forEach((type) => window.removeEventListener(type, load, true));
  FIRST_INTERACTIONS.forEach((type) => window.addEventListener(type, load, { capture: true, passive: true }));
  return stop;
}

/** Renders the visible toast; mount once, in the app shell. */
export function Toaster() {
  const toasts = useSyncExternalStore(subscribe, getActiveToasts, getNoToasts);
  useEffect(loadOnFirstInteraction, []);
  // Once loaded it stays mounted, so Radix's region (F8) and its closing animation work from then on.
  toastShown ||= toasts.length > 0;
  if (!toastShown) return null;
  // Already loaded (the usual case): rendered at once, so a toast replaced a moment later was still shown.
  const ToastList = loadedToastList ?? LazyToastList;
  return (
    <Suspense fallback={null}>
      <ToastList toasts={toasts} onClosed={removeToast} />
    </Suspense>
  );
}
