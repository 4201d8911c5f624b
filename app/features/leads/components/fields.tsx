import type { ComponentProps, ReactNode } from "react";
import { Checkbox } from "~/components/ui/checkbox";
import { describedBy, Field, FieldMessages } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { NativeSelect } from "~/components/ui/native-select";
import { Textarea } from "~/components/ui/textarea";
import { fieldId, useLeadForm } from "./form-context";
import { errorText } from "./texts";

interface FieldBase {
  readonly name: string;
  readonly label: string;
  readonly hint?: string;
  readonly required?: boolean;
}

/** A lead field's id, starting value and error, from the form it is in. */
function useField({ name, hint }: Pick<FieldBase, "name" | "hint">) {
  const { form, values, errors, t } = useLeadForm();
  const id = fieldId(form, name);
  const code = errors[name];
  const error = code ? errorText(t, code, name) : undefined;
  return { id, value: values[name] ?? "", error, describedBy: describedBy(id, hint, error), t };
}

type InputProps = FieldBase & Omit<ComponentProps<"input">, "name" | "id" | "defaultValue" | "required">;

export function TextField({ name, label, hint, required, className, ...input }: InputProps) {
  const field = useField({ name, hint });
  return (
    <Field id={field.id} label={label} hint={hint} error={field.error} required={required} requiredText={field.t.fields.required} className={className}>
      <Input name={name} defaultValue={field.value} required={required} {...input} />
    </Field>
  );
}

export function TextAreaField({ name, label, hint, required, maxLength }: FieldBase & { maxLength: number }) {
  const field = useField({ name, hint });
  return (
    <Field id={field.id} label={label} hint={hint} error={field.error} required={required} requiredText={field.t.fields.required} className="sm:col-span-2">
      <Textarea name={name} rows={4} maxLength={maxLength} defaultValue={field.value} required={required} />
    </Field>
  );
}

export function SelectField({
  name,
  label,
  hint,
  required,
  options,
  initial,
  className,
}: FieldBase & { options: ReadonlyArray<readonly [string, string]>; initial?: string; className?: string }) {
  const field = useField({ name, hint });
  return (
    <Field id={field.id} label={label} hint={hint} error={field.error} required={required} requiredText={field.t.fields.required} className={className}>
      <NativeSelect name={name} defaultValue={field.value || initial || ""} required={required}>
        {initial === undefined ? <option value="">{field.t.fields.notChosen}</option> : null}
        {options.map(([value, text]) => (
          <option key={value} value={value}>
            {text}
          </option>
        ))}
      </NativeSelect>
    </Field>
  );
}

export function RadioField({ name, label, options, initial }: FieldBase & { options: ReadonlyArray<readonly [string, string]>; initial: string }) {
  const field = useField({ name });
  const checked = field.value || initial;
  return (
    <fieldset className="flex flex-col gap-1" aria-describedby={field.describedBy}>
      <legend className="text-sm font-medium">{label}</legend>
      <div className="flex flex-wrap gap-x-6 gap-y-1">
        {options.map(([value, text]) => (
          <label key={value} className="flex min-h-11 items-center gap-2">
            <input type="radio" name={name} value={value} defaultChecked={checked === value} className="size-5 accent-primary" />
            {text}
          </label>
        ))}
      </div>
      <FieldMessages id={field.id} error={field.error} />
    </fieldset>
  );
}

export function ConsentField({ label }: { label: string }) {
  const field = useField({ name: "consent" });
  return (
    <div className="flex flex-col gap-1 sm:col-span-2">
      <div className="flex items-start gap-3">
        <Checkbox
          id={field.id}
          name="consent"
          large
          defaultChecked={field.value === "on"}
          required
          aria-invalid={field.error ? true : undefined}
          aria-describedby={field.describedBy}
        />
        <label htmlFor={field.id} className="text-sm leading-relaxed">
          {label}
        </label>
      </div>
      <FieldMessages id={field.id} error={field.error} />
    </div>
  );
}

/** Fields side by side from the small tablet width up. */
export function FieldGrid({ children }: { children: ReactNode }) {
  return <div className="grid gap-4 sm:grid-cols-2">{children}</div>;
}
