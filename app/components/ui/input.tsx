import type { ComponentProps } from "react";
import { cn } from "~/lib/utils";
import { useFieldControl } from "./field";
import { inputClass } from "./input-class";

/** A text box (any text-like type) in the input look; inside a Field it takes its id and descriptions from it. */
export function Input({ className, ...props }: ComponentProps<"input">) {
  return <input {...useFieldControl()} {...props} className={cn(inputClass, className)} />;
}
