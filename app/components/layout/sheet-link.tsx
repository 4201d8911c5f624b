import { lazy, type ReactNode, Suspense, useRef, useState } from "react";
import { Link } from "~/components/ui/link";

const loadPanel = () => import("./sheet-panel");
const SheetPanel = lazy(loadPanel);

/**
 * A link that opens a sheet. Without JavaScript it is an ordinary link to
 * `fallback` (the site map); with it, the sheet opens in place and focus
 * goes back to the link when the sheet closes. The sheet's code (the Radix
 * dialog, and the body through `preload`) loads when the pointer or focus
 * reaches the link, or at the latest on the first press.
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
  preload,
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
  preload: () => Promise<unknown>;
  children: ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  const opener = useRef<HTMLAnchorElement>(null);
  const warm = () => {
    void loadPanel();
    void preload();
  };
  return (
    <>
      <Link
        ref={opener}
        to={fallback}
        data-testid={testId}
        aria-haspopup="dialog"
        aria-expanded={open}
        className={className}
        onPointerEnter={warm}
        onFocus={warm}
        onClick={(event) => {
          event.preventDefault();
          setUsed(true);
          setOpen(true);
        }}
      >
        {label}
      </Link>
      {used ? (
        <Suspense fallback={null}>
          <SheetPanel
            open={open}
            onOpenChange={setOpen}
            opener={opener}
            testId={testId}
            side={side}
            title={title}
            description={description}
            closeLabel={closeLabel}
          >
            {children}
          </SheetPanel>
        </Suspense>
      ) : null}
    </>
  );
}
