import type { ComponentProps } from "react";
import { Field, type FieldOwnProps } from "./field";
import { Input } from "./input";

/** A file picker in the input look, its button in the muted colour. */
export function FileField({ id, label, hint, error, required, requiredText, className, ...input }: FieldOwnProps & Omit<ComponentProps<"input">, "id" | "type" | "className">) {
  return (
    <Field id={id} label={label} hint={hint} error={error} required={required} requiredText={requiredText} className={className}>
      <Input
        type="file"
        required={required}
        {...input}
        className="py-2 file:mr-3 file:min-h-9 file:rounded-md file:border-0 file:bg-muted file:px-3 file:font-semibold"
      />
    </Field>
  );
}
