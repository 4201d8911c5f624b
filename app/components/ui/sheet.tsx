import * as Dialog from "@radix-ui/react-dialog";
import { cn } from "~/lib/utils";
import { ModalContent, type ModalContentProps } from "./dialog";

export const Sheet = Dialog.Root;

const sides = {
  bottom: "inset-x-0 bottom-0 max-h-[85vh] rounded-t-2xl border-t data-[state=open]:animate-in",
  right: "inset-y-0 right-0 h-full w-[min(22rem,90vw)] border-l",
} as const;

/** A modal panel from an edge of the screen: the dialog's base, placed against that edge. */
export function SheetContent({ side = "right", className, ...props }: ModalContentProps & { side?: keyof typeof sides }) {
  return <ModalContent className={cn("p-5", sides[side], className)} titleClassName="text-lg" {...props} />;
}

export const SheetClose = Dialog.Close;
