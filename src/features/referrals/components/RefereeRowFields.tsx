import { refereeFieldKey, type FieldKey, type RefereeField, type RefereeRow } from "@machines/referrals/referralFormMachine";
import { FormField } from "@/components/form/FormField";
import { Select } from "@/components/form/Select";
import { focusRing } from "@/components/ui/styles";
import { REFEREE_SPORT_GROUPS } from "../refereeSports";

const SPORT_GROUPS = REFEREE_SPORT_GROUPS.map((group) => ({ label: group.label, options: group.sports }));

interface RefereeRowFieldsProps {
  row: RefereeRow;
  /** 1-based position, as the coach sees it ('Coach 2'). */
  position: number;
  errors: Record<FieldKey, string>;
  compact: boolean;
  onEdit: (field: RefereeField, value: string) => void;
  onTouch: (field: RefereeField) => void;
  /** Absent while this is the only row: at least one coach is invited. */
  onRemove?: () => void;
}

/** One coach to invite: first and last name, .edu email, role and sport, and a remove button. */
export function RefereeRowFields({ row, position, errors, compact, onEdit, onTouch, onRemove }: RefereeRowFieldsProps) {
  const field = (name: RefereeField) => ({
    name: refereeFieldKey(row.id, name),
    value: row[name],
    onChange: (event: { target: { value: string } }) => onEdit(name, event.target.value),
    onBlur: () => onTouch(name),
  });
  const error = (name: RefereeField) => errors[refereeFieldKey(row.id, name)];
  const fullName = [row.firstName.trim(), row.lastName.trim()].filter(Boolean).join(" ");
  const pair = compact ? "grid gap-4" : "grid gap-4 sm:grid-cols-2";

  return (
    <div className="relative rounded-xl border border-slate-200 bg-white p-4 sm:p-5">
      <fieldset className="min-w-0">
        <legend className="text-sm font-semibold text-brand-text">Coach {position}</legend>
        {onRemove && (
          <button
            type="button"
            onClick={onRemove}
            className={`absolute top-3 right-3 rounded-md px-2 py-1 text-sm font-medium text-red-700 hover:bg-red-50 sm:top-4 sm:right-4 ${focusRing}`}
          >
            Remove
            <span className="sr-only">
              {" "}
              coach {position}
              {fullName ? ` (${fullName})` : ""}
            </span>
          </button>
        )}
        <div className="mt-4 space-y-4">
          <div className={pair}>
            <FormField label="First Name" required error={error("firstName")}>
              <input type="text" autoComplete="off" {...field("firstName")} />
            </FormField>
            <FormField label="Last Name" required error={error("lastName")}>
              <input type="text" autoComplete="off" {...field("lastName")} />
            </FormField>
          </div>
          <FormField label="Colleague's Email (.edu)" required error={error("email")}>
            <input type="email" inputMode="email" autoComplete="off" placeholder="colleague@university.edu" {...field("email")} />
          </FormField>
          <div className={pair}>
            <FormField label="Role/Position" required error={error("role")}>
              <input type="text" autoComplete="off" placeholder="e.g. Assistant Coach" {...field("role")} />
            </FormField>
            <Select label="Sport" required error={error("sport")} emptyOption="Select a sport" groups={SPORT_GROUPS} {...field("sport")} />
          </div>
        </div>
      </fieldset>
    </div>
  );
}
