import X from "lucide-react/icons/x";
import * as Primitive from "@radix-ui/react-dialog";
import type { ComponentProps, ReactNode } from "react";
import { cn } from "~/lib/utils";

export const Dialog = Primitive.Root;
export const DialogClose = Primitive.Close;

/**
 * A centred modal. Radix traps focus inside while it is open, closes on
 * Escape and on a click outside, and hides the rest of the page from
 * assistive technology.
 */
export function DialogContent({
  title,
  description,
  closeLabel,
  className,
  children,
  ...props
}: ComponentProps<typeof Primitive.Content> & {
  title: string;
  description: string;
  closeLabel: string;
  children: ReactNode;
}) {
  return (
    <Primitive.Portal>
      <Primitive.Overlay className="fixed inset-0 z-50 bg-black/50" />
      <Primitive.Content
        className={cn(
          "fixed top-1/2 left-1/2 z-50 flex max-h-[90dvh] w-[min(28rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 flex-col gap-4 overflow-y-auto rounded-2xl border bg-background p-6 text-foreground shadow-2xl",
          className,
        )}
        {...props}
      >
        <DialogHeading title={title} description={description} closeLabel={closeLabel} className="space-y-1" titleClassName="text-xl" />
        {children}
      </Primitive.Content>
    </Primitive.Portal>
  );
}

/** The title, the description and the close button that open every dialog and sheet. */
export function DialogHeading({
  title,
  description,
  closeLabel,
  className,
  titleClassName,
}: {
  title: string;
  description: string;
  closeLabel: string;
  className?: string;
  titleClassName?: string;
}) {
  return (
    <div className="flex items-start justify-between gap-4">
      <div className={className}>
        <Primitive.Title className={cn("font-bold", titleClassName)}>{title}</Primitive.Title>
        <Primitive.Description className="text-sm text-muted-foreground">{description}</Primitive.Description>
      </div>
      <Primitive.Close className="inline-flex size-11 shrink-0 items-center justify-center rounded-lg hover:bg-muted" aria-label={closeLabel}>
        <X aria-hidden className="size-5" />
      </Primitive.Close>
    </div>
  );
}
