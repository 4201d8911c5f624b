import { useEffect, useRef, type ComponentProps, type ReactNode } from "react";
import { cn } from "~/lib/utils";
import { describedBy, Field, FieldMessages, type Choice, type FieldOwnProps } from "./field";
import { Input } from "./input";
import { Textarea } from "./textarea";

/*
 * The fields only some forms use (a message, a file, a number as people type it, a radio group,
 * the error summary), kept out of field.tsx: that one goes out in the form-controls chunk that
 * every page with a form loads, search filters included (vite.config.ts), and these would only
 * weigh on pages that never show them.
 */

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
