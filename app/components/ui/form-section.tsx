import type { ReactNode } from "react";

/** A group of a long form's fields under its own heading: a fieldset, so a screen reader names the group with each field. */
export function FormSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="space-y-4 rounded-2xl border bg-card p-4 text-card-foreground md:p-6">
      <legend className="px-1 text-xl font-semibold">{title}</legend>
      {children}
    </fieldset>
  );
}
