import X from "lucide-react/icons/x";
import * as Primitive from "@radix-ui/react-dialog";
import type { ComponentProps, ReactNode } from "react";
import { cn } from "~/lib/utils";

export const Dialog = Primitive.Root;
export const DialogClose = Primitive.Close;

/** What a dialog and a sheet both take: the heading's texts and the content. */
export type ModalContentProps = ComponentProps<typeof Primitive.Content> & {
  title: string;
  description: string;
  closeLabel: string;
  children: ReactNode;
};

/**
 * The base of every dialog and sheet: the dimmed page behind, the panel (placed and sized by
 * `className`), and its heading. Radix traps focus inside while it is open, closes on Escape and
 * on a click outside, returns the focus to the opener, and hides the rest of the page from
 * assistive technology.
 */
export function ModalContent({
  title,
  description,
  closeLabel,
  className,
  headingClassName,
  titleClassName,
  children,
  ...props
}: ModalContentProps & { headingClassName?: string; titleClassName?: string }) {
  return (
    <Primitive.Portal>
      <Primitive.Overlay className="fixed inset-0 z-50 bg-black/50" />
      <Primitive.Content className={cn("fixed z-50 flex flex-col gap-4 overflow-y-auto bg-background text-foreground shadow-2xl", className)} {...props}>
        <DialogHeading title={title} description={description} closeLabel={closeLabel} className={headingClassName} titleClassName={titleClassName} />
        {children}
      </Primitive.Content>
    </Primitive.Portal>
  );
}

/** A centred modal. */
export function DialogContent({ className, ...props }: ModalContentProps) {
  return (
    <ModalContent
      className={cn("top-1/2 left-1/2 max-h-[90dvh] w-[min(28rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 rounded-2xl border p-6", className)}
      headingClassName="space-y-1"
      titleClassName="text-xl"
      {...props}
    />
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
