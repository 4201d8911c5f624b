import type { ReactNode } from "react";
import { describedBy, FieldMessages, type Choice } from "./field";

/** Radio buttons under a legend; the error (under the group) describes the fieldset. */
export function RadioGroupField({
  id,
  name,
  label,
  error,
  options,
  defaultValue,
  required,
}: { id: string; name: string; label: ReactNode; error?: ReactNode; options: readonly Choice[]; defaultValue: string; required?: boolean }) {
  return (
    <fieldset className="flex flex-col gap-1" aria-describedby={describedBy(id, undefined, error)}>
      <legend className="text-sm font-medium">{label}</legend>
      <div className="flex flex-wrap gap-x-6 gap-y-1">
        {options.map(([value, text]) => (
          <label key={value} className="flex min-h-11 items-center gap-2">
            <input type="radio" name={name} value={value} defaultChecked={defaultValue === value} required={required} className="size-5 accent-primary" />
            {text}
          </label>
        ))}
      </div>
      <FieldMessages id={id} error={error} />
    </fieldset>
  );
}
