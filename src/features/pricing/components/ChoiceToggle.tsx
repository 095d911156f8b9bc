interface ChoiceToggleProps<T extends string> {
  /** The group's visible name, above the options. */
  legend: string;
  name: string;
  options: ReadonlyArray<{ value: T; label: string }>;
  value: T;
  onChange: (value: T) => void;
}

/** A segmented control made of native radio buttons: arrow keys, labels and checked state for free. */
export function ChoiceToggle<T extends string>({ legend, name, options, value, onChange }: ChoiceToggleProps<T>) {
  return (
    <fieldset className="flex flex-col items-center gap-2">
      <legend className="mb-2 w-full text-center text-sm font-semibold text-slate-700">{legend}</legend>
      <div className="inline-flex rounded-full border border-slate-300 bg-white p-1 shadow-sm">
        {options.map((option) => (
          <label
            key={option.value}
            className={`relative cursor-pointer rounded-full px-4 py-2 text-sm font-semibold transition-colors has-checked:bg-brand has-checked:text-white has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand sm:px-5 ${option.value === value ? "" : "text-slate-700 hover:bg-brand-light"}`}
          >
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={option.value === value}
              onChange={() => onChange(option.value)}
              className="absolute inset-0 cursor-pointer appearance-none rounded-full focus-visible:outline-none"
            />
            {option.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
