import type { ReactNode } from "react";
import { FieldGrid } from "~/components/ui/field";

/** A group of a calculator's fields under a visible legend, side by side as in a FieldGrid. */
export function FieldGroup({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className="space-y-4">
      <legend className="mb-2 text-base font-semibold">{legend}</legend>
      <FieldGrid>{children}</FieldGrid>
    </fieldset>
  );
}
