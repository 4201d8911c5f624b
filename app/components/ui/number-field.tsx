import type { ComponentProps } from "react";
import { cn } from "~/lib/utils";
import { describedBy, Field, type FieldOwnProps } from "./field";
import { Input } from "./input";

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
