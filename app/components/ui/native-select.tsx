import type { ComponentProps } from "react";
import { cn } from "~/lib/utils";
import { useFieldControl } from "./field";
import { inputClass } from "./input-class";

/** The browser's own select in the input look; inside a Field it takes its id and descriptions from it. */
export function NativeSelect({ className, ...props }: ComponentProps<"select">) {
  return <select {...useFieldControl()} {...props} className={cn(inputClass, className)} />;
}
