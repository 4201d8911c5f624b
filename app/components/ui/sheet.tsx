import * as Dialog from "@radix-ui/react-dialog";
import type { ComponentProps, ReactNode } from "react";
import { cn } from "~/lib/utils";
import { DialogHeading } from "./dialog";

export const Sheet = Dialog.Root;

const sides = {
  bottom: "inset-x-0 bottom-0 max-h-[85vh] rounded-t-2xl border-t data-[state=open]:animate-in",
  right: "inset-y-0 right-0 h-full w-[min(22rem,90vw)] border-l",
} as const;

/**
 * A modal panel from an edge of the screen. Radix traps focus inside while it
 * is open and returns it to the opener on close.
 */
export function SheetContent({
  side = "right",
  title,
  description,
  closeLabel,
  className,
  children,
  ...props
}: ComponentProps<typeof Dialog.Content> & {
  side?: keyof typeof sides;
  title: string;
  description: string;
  closeLabel: string;
  children: ReactNode;
}) {
  return (
    <Dialog.Portal>
      <Dialog.Overlay className="fixed inset-0 z-50 bg-black/50" />
      <Dialog.Content
        className={cn(
          "fixed z-50 flex flex-col gap-4 overflow-y-auto bg-background p-5 text-foreground shadow-2xl",
          sides[side],
          className,
        )}
        {...props}
      >
        <DialogHeading title={title} description={description} closeLabel={closeLabel} titleClassName="text-lg" />
        {children}
      </Dialog.Content>
    </Dialog.Portal>
  );
}

export const SheetClose = Dialog.Close;
