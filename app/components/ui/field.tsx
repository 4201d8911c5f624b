import { createContext, useContext, type ReactNode } from "react";
import { cn } from "~/lib/utils";

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

/** The hint and the error under a control or a fieldset: `${id}-hint` and `${id}-error`, which aria-describedby names. */
export function FieldMessages({ id, hint, error }: { id: string; hint?: ReactNode; error?: ReactNode }) {
  return (
    <>
      {hint ? (
        <p id={`${id}-hint`} className="text-sm text-muted-foreground">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="text-sm font-medium text-red-700 dark:text-red-300" data-testid="field-error">
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
