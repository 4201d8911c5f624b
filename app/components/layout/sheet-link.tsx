import { type ReactNode, useRef, useState } from "react";
import { Link } from "react-router";
import { Sheet, SheetContent } from "~/components/ui/sheet";

/**
 * A link that opens a sheet. Without JavaScript it is an ordinary link to
 * `fallback` (the site map); with it, the sheet opens in place and focus
 * goes back to the link when the sheet closes.
 */
export function SheetLink({
  fallback,
  label,
  testId,
  side,
  title,
  description,
  closeLabel,
  className,
  children,
}: {
  fallback: string;
  label: ReactNode;
  testId: string;
  side: "bottom" | "right";
  title: string;
  description: string;
  closeLabel: string;
  className?: string;
  children: ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const opener = useRef<HTMLAnchorElement>(null);
  return (
    <Sheet open={open} onOpenChange={setOpen}>
      <Link
        ref={opener}
        to={fallback}
        data-testid={testId}
        aria-haspopup="dialog"
        aria-expanded={open}
        className={className}
        onClick={(event) => {
          event.preventDefault();
          setOpen(true);
        }}
      >
        {label}
      </Link>
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
        <div onClick={(event) => (event.target as HTMLElement).closest("a") && setOpen(false)}>{children}</div>
      </SheetContent>
    </Sheet>
  );
}
