import type { ReactNode, RefObject } from "react";
import { Sheet, SheetContent } from "~/components/ui/sheet";

/** The sheet of a SheetLink or of the search filters, loaded on first use (see ./sheet-link). */
export default function SheetPanel({
  open,
  onOpenChange,
  opener,
  testId,
  side,
  title,
  description,
  closeLabel,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  opener: RefObject<HTMLElement | null>;
  testId: string;
  side: "bottom" | "right";
  title: string;
  description: string;
  closeLabel: string;
  children: ReactNode;
}) {
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent
        side={side}
        title={title}
        description={description}
        closeLabel={closeLabel}
        data-testid={`${testId}-sheet`}
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          opener.current?.focus();
        }}
      >
        <div onClick={(event) => (event.target as HTMLElement).closest("a") && onOpenChange(false)}>{children}</div>
      </SheetContent>
    </Sheet>
  );
}
