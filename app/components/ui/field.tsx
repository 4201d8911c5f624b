import { createContext, useContext, useEffect, useRef, type ComponentProps, type ReactNode } from "react";
import { cn } from "~/lib/utils";
import { Checkbox } from "./checkbox";
import { Input } from "./input";
import { NativeSelect } from "./native-select";
import { Textarea } from "./textarea";

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

/** A multi-line text box. */
export function TextareaField({ id, label, hint, error, required, requiredText, className, ...textarea }: FieldOwnProps & Omit<ComponentProps<"textarea">, "id">) {
  return (
    <Field id={id} label={label} hint={hint} error={error} required={required} requiredText={requiredText} className={className}>
      <Textarea required={required} {...textarea} />
    </Field>
  );
}

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
 * A text box for numbers rather than type="number": it accepts "250,000" or "6.5%" as people type
 * them, and the phone keyboard still shows digits. `prefix` ("$") stands before the number;
 * `suffix` ("%", "/yr") after it, read out with the hint.
 */
export function NumberField({
  id,
  label,
  hint,
  error,
  prefix,
  suffix,
  className,
  onValue,
  ...input
}: FieldOwnProps & Omit<ComponentProps<"input">, "id" | "prefix" | "onChange"> & { prefix?: string; suffix?: string; onValue: (value: string) => void }) {
  return (
    <Field id={id} label={label} hint={hint} error={error} className={className}>
      <div className="relative flex items-center">
        {prefix ? (
          <span aria-hidden className="pointer-events-none absolute left-3 text-muted-foreground">
            {prefix}
          </span>
        ) : null}
        <Input
          type="text"
          inputMode="decimal"
          autoComplete="off"
          spellCheck={false}
          {...input}
          onChange={(event) => onValue(event.target.value)}
          aria-describedby={[suffix ? `${id}-unit` : "", describedBy(id, hint, error)].filter(Boolean).join(" ") || undefined}
          className={cn("tabular-nums", prefix && "pl-7", suffix && "pr-14")}
        />
        {suffix ? (
          <span id={`${id}-unit`} className="pointer-events-none absolute right-3 text-sm text-muted-foreground">
            {suffix}
          </span>
        ) : null}
      </div>
    </Field>
  );
}

/** Radio buttons under a legend; the error (under the group) describes the fieldset. */
export function RadioGroupField({
  id,
  name,
  label,
  error,
  options,
  defaultValue,
}: { id: string; name: string; label: ReactNode; error?: ReactNode; options: readonly Choice[]; defaultValue: string }) {
  return (
    <fieldset className="flex flex-col gap-1" aria-describedby={describedBy(id, undefined, error)}>
      <legend className="text-sm font-medium">{label}</legend>
      <div className="flex flex-wrap gap-x-6 gap-y-1">
        {options.map(([value, text]) => (
          <label key={value} className="flex min-h-11 items-center gap-2">
            <input type="radio" name={name} value={value} defaultChecked={defaultValue === value} className="size-5 accent-primary" />
            {text}
          </label>
        ))}
      </div>
      <FieldMessages id={id} error={error} />
    </fieldset>
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

/**
 * "Please correct 2 fields." above a form. When an answer comes back with errors the focus moves
 * to it, so a screen reader reads it first. The empty box stays when there is nothing to say, so
 * the page doesn't shift around it.
 */
export function ErrorSummary({ count, answer, testId, children }: { count: number; answer: unknown; testId?: string; children: ReactNode }) {
  const alert = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (count > 0) alert.current?.focus();
  }, [answer, count]);
  return (
    <div>
      {count > 0 ? (
        <p ref={alert} role="alert" tabIndex={-1} className="rounded-xl border border-red-700 p-3 font-semibold text-red-700 dark:border-red-300 dark:text-red-300" data-testid={testId}>
          {children}
        </p>
      ) : null}
    </div>
  );
}
