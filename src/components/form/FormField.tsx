import { useId, type ReactElement, type ReactNode } from "react";
import { cloneElement } from "react";

interface FormFieldProps {
  label: string;
  required?: boolean;
  error?: string;
  hint?: ReactNode;
  /** The smaller control of a filter panel or a toolbar. */
  compact?: boolean;
  /** The label beside the control rather than above it (a short toolbar choice such as 'Per page'). */
  inline?: boolean;
  /** The input, select or textarea; it receives id, aria-invalid, aria-describedby and the error styling. */
  children: ReactElement<Record<string, unknown>>;
}

const FIELD_BASE =
  "block w-full rounded-md border bg-white text-brand-text shadow-sm placeholder:text-slate-500 focus:outline-none focus:ring-2 disabled:cursor-not-allowed disabled:bg-slate-100";
const FIELD_SIZE = { regular: "px-3 py-2", compact: "px-2 py-1.5 text-sm" };
const FIELD_OK = "border-slate-300 focus:border-brand focus:ring-brand/30";
const FIELD_ERROR = "border-red-600 focus:border-red-600 focus:ring-red-600/30";

/** Label, control, hint and the field's error message beneath it, wired for screen readers. */
export function FormField({ label, required, error, hint, compact, inline, children }: FormFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(" ") || undefined;
  const existingClass = typeof children.props.className === "string" ? children.props.className : "";
  return (
    <div className={inline ? "flex items-center gap-2" : "space-y-1"}>
      <label htmlFor={id} className={`${inline ? "shrink-0" : "block"} text-sm font-medium text-brand-text`}>
        {label}
        {required && (
          <span aria-hidden="true" className="ml-0.5 text-red-700">
            *
          </span>
        )}
      </label>
      {cloneElement(children, {
        id,
        "aria-invalid": error ? true : undefined,
        "aria-required": required || undefined,
        "aria-describedby": describedBy,
        className: `${FIELD_BASE} ${FIELD_SIZE[compact ? "compact" : "regular"]} ${error ? FIELD_ERROR : FIELD_OK} ${existingClass}`.trim(),
      })}
      {hint && (
        <p id={hintId} className="text-sm text-slate-600">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
