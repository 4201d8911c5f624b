import type { ReactNode } from "react";
import { describedBy, Field } from "~/components/ui/field";
import { useToolsText } from "~/i18n";
import type { FieldProblem } from "~/lib/calculators/schemas";
import { Input } from "~/components/ui/input";
import { NativeSelect } from "~/components/ui/native-select";
import { cn } from "~/lib/utils";

interface NumberFieldProps {
  /** The element id; the query parameter name is given separately. */
  id: string;
  name: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** A symbol before the number, such as "$". */
  prefix?: string;
  /** A unit after the number, such as "%" or "/yr"; screen readers hear it with the hint. */
  suffix?: string;
  hint?: ReactNode;
  /** Why the text gives no result, shown under the field. */
  problem?: FieldProblem;
}

/**
 * A text box for numbers rather than type="number": it accepts "250,000"
 * or "6.5%" as people type them, and the phone keyboard still shows digits.
 */
export function NumberField({ id, name, label, value, onChange, prefix, suffix, hint, problem }: NumberFieldProps) {
  const t = useToolsText();
  const error = problem ? t.errors[problem] : undefined;
  return (
    <Field id={id} label={label} hint={hint} error={error}>
      <div className="relative flex items-center">
        {prefix ? (
          <span aria-hidden className="pointer-events-none absolute left-3 text-muted-foreground">
            {prefix}
          </span>
        ) : null}
        <Input
          name={name}
          type="text"
          inputMode="decimal"
          autoComplete="off"
          spellCheck={false}
          value={value}
          onChange={(event) => onChange(event.target.value)}
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

interface SelectFieldProps<T extends string | number> {
  id: string;
  name: string;
  label: string;
  value: string;
  options: ReadonlyArray<{ value: T; label: string }>;
  onChange: (value: string) => void;
  hint?: ReactNode;
}

export function SelectField<T extends string | number>({ id, name, label, value, options, onChange, hint }: SelectFieldProps<T>) {
  return (
    <Field id={id} label={label} hint={hint}>
      <NativeSelect name={name} value={value} onChange={(event) => onChange(event.target.value)}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </NativeSelect>
    </Field>
  );
}

/** A group of fields under a visible legend. */
export function FieldGroup({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className="space-y-4">
      <legend className="mb-2 text-base font-semibold">{legend}</legend>
      <div className="grid gap-4 sm:grid-cols-2">{children}</div>
    </fieldset>
  );
}

/** Fields side by side from the small breakpoint up. */
export function FieldGrid({ children }: { children: ReactNode }) {
  return <div className="grid gap-4 sm:grid-cols-2">{children}</div>;
}
