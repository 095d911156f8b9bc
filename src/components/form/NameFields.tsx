import type { FieldValues, Path, UseFormRegister } from "react-hook-form";
import { FormField } from "./FormField";

interface NameFieldsProps<T extends FieldValues & { firstName?: unknown; lastName?: unknown }> {
  register: UseFormRegister<T>;
  errors: { firstName?: { message?: string }; lastName?: { message?: string } };
}

/** The required first- and last-name pair every form that asks who the coach is starts with; the caller lays them out. */
export function NameFields<T extends FieldValues & { firstName?: unknown; lastName?: unknown }>({ register, errors }: NameFieldsProps<T>) {
  return (
    <>
      <FormField label="First Name" required error={errors.firstName?.message}>
        <input type="text" autoComplete="given-name" {...register("firstName" as Path<T>)} />
      </FormField>
      <FormField label="Last Name" required error={errors.lastName?.message}>
        <input type="text" autoComplete="family-name" {...register("lastName" as Path<T>)} />
      </FormField>
    </>
  );
}
