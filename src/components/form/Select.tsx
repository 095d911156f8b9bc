import type { ComponentPropsWithRef, ReactNode } from "react";
import { FormField } from "./FormField";

/** One choice: a bare string is its own label. */
export type SelectOption = string | { value: string | number; label: string };

export interface SelectOptionGroup {
  label: string;
  options: readonly SelectOption[];
}

export interface SelectProps extends Omit<ComponentPropsWithRef<"select">, "children" | "id"> {
  label: string;
  options?: readonly SelectOption[];
  /** Options under headings (`<optgroup>`), after `options`. */
  groups?: readonly SelectOptionGroup[];
  /** A first option with an empty value, meaning nothing chosen ("Any", "Select a sport"). */
  emptyOption?: string;
  hint?: ReactNode;
  error?: string;
  required?: boolean;
  /** The smaller control of a filter panel or a toolbar. */
  compact?: boolean;
  /** The label beside the control rather than above it. */
  inline?: boolean;
}

function Options({ options }: { options: readonly SelectOption[] }) {
  return options.map((option) => {
    const { value, label } = typeof option === "string" ? { value: option, label: option } : option;
    return (
      <option key={value} value={value}>
        {label}
      </option>
    );
  });
}

/**
 * A labelled native select: the label, hint and error are wired to it by FormField (id, aria-describedby,
 * aria-invalid), so a screen reader names the choice and reads what is wrong with it. Works with
 * react-hook-form's `register` (its ref is passed through).
 */
export function Select({ label, options = [], groups = [], emptyOption, hint, error, required, compact, inline, ...props }: SelectProps) {
  return (
    <FormField label={label} hint={hint} error={error} required={required} compact={compact} inline={inline}>
      <select {...props}>
        {emptyOption !== undefined && <option value="">{emptyOption}</option>}
        <Options options={options} />
        {groups.map((group) => (
          <optgroup key={group.label} label={group.label}>
            <Options options={group.options} />
          </optgroup>
        ))}
      </select>
    </FormField>
  );
}
