import * as ToastPrimitive from "@radix-ui/react-toast";
import { CloseIcon } from "./icons";
import { focusRing } from "./styles";
import { TOAST_DURATION_MS, TOAST_SWIPE_THRESHOLD, type ActiveToast, type ToastVariant } from "./toast";

const VARIANT_CLASSES: Record<ToastVariant, string> = {
  default: "border-slate-200 bg-white text-brand-text",
  destructive: "border-red-800 bg-red-700 text-white",
};

/** The visible toasts with Radix's swipe, timer, F8 landmark and close button; `Toaster` (toast.tsx) loads it. */
export default function ToastList({ toasts, onClosed }: { toasts: readonly ActiveToast[]; onClosed: (id: number) => void }) {
  return (
    <ToastPrimitive.Provider duration={TOAST_DURATION_MS} swipeDirection="right" swipeThreshold={TOAST_SWIPE_THRESHOLD}>
      {toasts.map(({ id, title, description, variant = "default", duration }) => (
        <ToastPrimitive.Root
          key={id}
          duration={duration}
          type={variant === "destructive" ? "foreground" : "background"}
          onOpenChange={(open) => {
            if (!open) onClosed(id);
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
