import type { ComponentProps, ReactNode } from "react";
import { cn } from "~/lib/utils";
import { fieldId, useLeadForm } from "./form-context";
import { errorText } from "./texts";

export const control =
  "min-h-11 w-full rounded-lg border bg-card px-3 text-base text-card-foreground focus-visible:outline-2 focus-visible:outline-ring aria-invalid:border-red-700 dark:aria-invalid:border-red-300";
const errorClass = "text-sm font-medium text-red-700 dark:text-red-300";

interface FieldBase {
  readonly name: string;
  readonly label: string;
  readonly hint?: string;
  readonly required?: boolean;
}

/** What a control needs to be labelled, described and marked invalid. */
function useField({ name, hint }: Pick<FieldBase, "name" | "hint">) {
  const { form, values, errors, t } = useLeadForm();
  const id = fieldId(form, name);
  const code = errors[name];
  const error = code ? errorText(t, code, name) : undefined;
  const describedBy = [hint ? `${id}-hint` : "", error ? `${id}-error` : ""].filter(Boolean).join(" ") || undefined;
  return { id, value: values[name] ?? "", error, describedBy, invalid: error ? true : undefined, t };
}

function Messages({ id, hint, error }: { id: string; hint?: string; error?: string }) {
  return (
    <>
      {hint ? (
        <p id={`${id}-hint`} className="text-sm text-muted-foreground">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className={errorClass} data-testid="field-error">
          {error}
        </p>
      ) : null}
    </>
  );
}

function Label({ htmlFor, label, required }: { htmlFor: string; label: string; required?: boolean }) {
  const { t } = useLeadForm();
  return (
    <label htmlFor={htmlFor} className="text-sm font-medium">
      {label}
      {required ? (
        <>
          <span aria-hidden className="text-red-700 dark:text-red-300"> *</span>
          <span className="sr-only"> ({t.fields.required})</span>
        </>
      ) : null}
    </label>
  );
}

type InputProps = FieldBase & Omit<ComponentProps<"input">, "name" | "id" | "defaultValue" | "required">;

export function TextField({ name, label, hint, required, className, ...input }: InputProps) {
  const field = useField({ name, hint });
  return (
    <div className={cn("flex flex-col gap-1", className)}>
      <Label htmlFor={field.id} label={label} required={required} />
      <input
        id={field.id}
        name={name}
        defaultValue={field.value}
        required={required}
        aria-invalid={field.invalid}
        aria-describedby={field.describedBy}
        className={control}
        {...input}
      />
      <Messages id={field.id} hint={hint} error={field.error} />
    </div>
  );
}

export function TextAreaField({ name, label, hint, required, maxLength }: FieldBase & { maxLength: number }) {
  const field = useField({ name, hint });
  return (
    <div className="flex flex-col gap-1 sm:col-span-2">
      <Label htmlFor={field.id} label={label} required={required} />
      <textarea
        id={field.id}
        name={name}
        rows={4}
        maxLength={maxLength}
        defaultValue={field.value}
        required={required}
        aria-invalid={field.invalid}
        aria-describedby={field.describedBy}
        className={cn(control, "py-2")}
      />
      <Messages id={field.id} hint={hint} error={field.error} />
    </div>
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
    <div className={cn("flex flex-col gap-1", className)}>
      <Label htmlFor={field.id} label={label} required={required} />
      <select
        id={field.id}
        name={name}
        defaultValue={field.value || initial || ""}
        required={required}
        aria-invalid={field.invalid}
        aria-describedby={field.describedBy}
        className={control}
      >
        {initial === undefined ? <option value="">{field.t.fields.notChosen}</option> : null}
        {options.map(([value, text]) => (
          <option key={value} value={value}>
            {text}
          </option>
        ))}
      </select>
      <Messages id={field.id} hint={hint} error={field.error} />
    </div>
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
      <Messages id={field.id} error={field.error} />
    </fieldset>
  );
}

export function ConsentField({ label }: { label: string }) {
  const field = useField({ name: "consent" });
  return (
    <div className="flex flex-col gap-1 sm:col-span-2">
      <div className="flex items-start gap-3">
        <input
          id={field.id}
          type="checkbox"
          name="consent"
          defaultChecked={field.value === "on"}
          required
          aria-invalid={field.invalid}
          aria-describedby={field.describedBy}
          className="mt-0.5 size-6 shrink-0 accent-primary"
        />
        <label htmlFor={field.id} className="text-sm leading-relaxed">
          {label}
        </label>
      </div>
      <Messages id={field.id} error={field.error} />
    </div>
  );
}

/** Fields side by side from the small tablet width up. */
export function FieldGrid({ children }: { children: ReactNode }) {
  return <div className="grid gap-4 sm:grid-cols-2">{children}</div>;
}
