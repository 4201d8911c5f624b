import type { ComponentProps } from "react";
import { cn } from "~/lib/utils";
import { useFieldControl } from "./field";
import { inputClass } from "./input-class";

/** A multi-line text box in the input look; inside a Field it takes its id and descriptions from it. */
export function Textarea({ className, ...props }: ComponentProps<"textarea">) {
  return <textarea {...useFieldControl()} {...props} className={cn(inputClass, "py-2", className)} />;
}
