import type { ComponentProps } from "react";
import { cn } from "~/lib/utils";

/** A text box or select at its natural width; inputClass is the full-width one. */
export const fieldClass = "min-h-11 rounded-lg border bg-card px-3 text-base text-card-foreground focus-visible:outline-2 focus-visible:outline-ring";
export const inputClass = `${fieldClass} w-full`;

/** A labelled text input; `hint` is read out with it. */
export function TextField({ label, hint, id, className, ...props }: ComponentProps<"input"> & { id: string; label: string; hint?: string }) {
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <input id={id} aria-describedby={hint ? `${id}-hint` : undefined} className={cn(inputClass, className)} {...props} />
      {hint ? (
        <p id={`${id}-hint`} className="text-sm text-muted-foreground">
          {hint}
        </p>
      ) : null}
    </div>
  );
}
