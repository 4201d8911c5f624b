import type { ComponentProps } from "react";
import { cn } from "~/lib/utils";
import { useFieldControl } from "./field";

/**
 * A native checkbox in the brand colour, 20 px, or 24 px (`large`) beside a paragraph such as a
 * consent; inside a Field it takes its id and descriptions from it.
 */
export function Checkbox({ className, large, ...props }: Omit<ComponentProps<"input">, "type"> & { large?: boolean }) {
  return <input type="checkbox" {...useFieldControl()} {...props} className={cn(large ? "mt-0.5 size-6" : "size-5", "shrink-0 accent-primary", className)} />;
}
