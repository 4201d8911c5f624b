import { createContext, useContext, type ComponentProps, type ReactNode } from "react";
import { cn } from "~/lib/utils";
import { Checkbox } from "./checkbox";
import { Input } from "./input";
import { NativeSelect } from "./native-select";

/** What a control inside a Field takes from it: its id, the ids of the texts that describe it, and whether it is invalid. */
export interface FieldControl {
  readonly id: string;
  readonly describedBy?: string;
  readonly invalid?: true;
}

const FieldContext = createContext<FieldControl | undefined>(undefined);

/**
 * The surrounding Field's wiring as attributes, for a control to spread before its own props
 * (an id or aria-describedby given to the control itself wins); nothing outside a Field.
 */
export function useFieldControl() {
  const field = useContext(FieldContext);
  return { id: field?.id, "aria-describedby": field?.describedBy, "aria-invalid": field?.invalid };
}

/**
 * The hint and the error under a control or a fieldset: `${id}-hint` and `${id}-error`, which aria-describedby names.
 * `alert` has the error read out as it appears, for a form with no error summary to focus.
 */
export function FieldMessages({ id, hint, error, alert }: { id: string; hint?: ReactNode; error?: ReactNode; alert?: boolean }) {
  return (
    <>
      {hint ? (
        <p id={`${id}-hint`} className="text-sm text-muted-foreground">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} role={alert ? "alert" : undefined} className="text-sm font-medium text-red-700 dark:text-red-300" data-testid="field-error">
          {error}
        </p>
      ) : null}
    </>
  );
}

/** The ids FieldMessages gives the hint and the error, for aria-describedby: hint first. */
export function describedBy(id: string, hint?: unknown, error?: unknown): string | undefined {
  return [hint ? `${id}-hint` : "", error ? `${id}-error` : ""].filter(Boolean).join(" ") || undefined;
}

export interface FieldProps {
  /** The control's id: the label points at it, and the hint's and error's ids derive from it. */
  readonly id: string;
  readonly label: ReactNode;
  /** Read out with the control, after its label. */
  readonly hint?: ReactNode;
  /** Shown under the control, read out with it, and marks it aria-invalid. */
  readonly error?: ReactNode;
  /** Puts an asterisk after the label; screen readers hear `requiredText` (e.g. "required") in its place. */
  readonly required?: boolean;
  readonly requiredText?: string;
  readonly className?: string;
  /** The control (Input, NativeSelect, Textarea, Checkbox), which takes its id and descriptions from here. */
  readonly children: ReactNode;
}

/**
 * A labelled control with its hint and error: the label, the control, the hint, the error. The
 * control inside picks up the id, aria-describedby (hint, then error) and aria-invalid, so a form
 * states each field once.
 */
export function Field({ id, label, hint, error, required, requiredText, className, children }: FieldProps) {
  return (
    <div className={cn("flex flex-col gap-1", className)}>
      <label htmlFor={id} className="text-sm font-medium">
        {label}
        {required ? (
          <>
            <span aria-hidden className="text-red-700 dark:text-red-300"> *</span>
            {requiredText ? <span className="sr-only"> ({requiredText})</span> : null}
          </>
        ) : null}
      </label>
      <FieldContext value={{ id, describedBy: describedBy(id, hint, error), invalid: error ? true : undefined }}>{children}</FieldContext>
      <FieldMessages id={id} hint={hint} error={error} />
    </div>
  );
}

/*
 * The field components every form uses (issue 39, item 5): each is a Field around one control, so
 * the label, hint, error, aria-describedby and aria-invalid are wired once, here. A form passes the
 * id, label and error text it owns; everything else goes to the control as given.
 */

/** What a field takes for its Field; the control's own props come after. */
export type FieldOwnProps = Omit<FieldProps, "children">;

/** One choice of a select or a radio group: its value, and the text shown for it. */
export type Choice = readonly [value: string, text: string];

/** A text box of any text-like type (text, e-mail, tel, date, number). */
export function TextField({ id, label, hint, error, required, requiredText, className, ...input }: FieldOwnProps & Omit<ComponentProps<"input">, "id">) {
  return (
    <Field id={id} label={label} hint={hint} error={error} required={required} requiredText={requiredText} className={className}>
      <Input required={required} {...input} />
    </Field>
  );
}

/**
 * The browser's own select with its choices; `placeholder` puts an empty choice first ("Not chosen").
 * `onValue` hears the chosen value, for a select whose value the form's state holds.
 */
export function SelectField({
  id,
  label,
  hint,
  error,
  required,
  requiredText,
  className,
  options,
  placeholder,
  onValue,
  ...select
}: FieldOwnProps &
  Omit<ComponentProps<"select">, "id" | "children"> & { options: readonly Choice[]; placeholder?: string; onValue?: (value: string) => void }) {
  return (
    <Field id={id} label={label} hint={hint} error={error} required={required} requiredText={requiredText} className={className}>
      <NativeSelect required={required} {...select} {...(onValue ? { onChange: (event) => onValue(event.target.value) } : {})}>
        {placeholder === undefined ? null : <option value="">{placeholder}</option>}
        {options.map(([value, text]) => (
          <option key={value} value={value}>
            {text}
          </option>
        ))}
      </NativeSelect>
    </Field>
  );
}

/**
 * A checkbox with its label beside it (a consent, a confirmation, a setting) and its error under
 * both. `rowClassName` lines the two up: top-aligned by default, for a label of several lines.
 */
export function CheckboxField({
  id,
  label,
  error,
  alert,
  className = "flex flex-col gap-1",
  rowClassName = "flex items-start gap-3",
  labelClassName,
  ...input
}: Omit<FieldOwnProps, "hint" | "required" | "requiredText"> &
  Omit<ComponentProps<typeof Checkbox>, "id" | "className"> & { alert?: boolean; rowClassName?: string; labelClassName?: string }) {
  return (
    <div className={className}>
      <div className={rowClassName}>
        <Checkbox id={id} {...input} aria-invalid={error ? true : undefined} aria-describedby={describedBy(id, undefined, error)} />
        <label htmlFor={id} className={labelClassName}>
          {label}
        </label>
      </div>
      <FieldMessages id={id} error={error} alert={alert} />
    </div>
  );
}

/** Fields side by side from the small tablet width up. */
export function FieldGrid({ children, className }: { children: ReactNode; className?: string }) {
  return <div className={cn("grid gap-4 sm:grid-cols-2", className)}>{children}</div>;
}
