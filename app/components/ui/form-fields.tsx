import { useEffect, useRef, type ComponentProps, type ReactNode } from "react";
import { Field, type FieldOwnProps } from "./field";
import { Textarea } from "./textarea";

/*
 * The forms module is app/components/ui/field.tsx and its siblings: the fields most forms use are in
 * field.tsx, which goes out in the form-controls chunk every page with a form loads, search filters
 * included (vite.config.ts); a message box and the error summary, which only the forms that post
 * text use, are here; a field only one form uses (a number as people type it, a file, a radio
 * group) has a module of its own, so it travels in that page's chunk and weighs on no other.
 */

/** A multi-line text box. */
export function TextareaField({ id, label, hint, error, required, requiredText, className, ...textarea }: FieldOwnProps & Omit<ComponentProps<"textarea">, "id">) {
  return (
    <Field id={id} label={label} hint={hint} error={error} required={required} requiredText={requiredText} className={className}>
      <Textarea required={required} {...textarea} />
    </Field>
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
