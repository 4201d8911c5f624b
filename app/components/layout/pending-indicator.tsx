import { useEffect, useState } from "react";
import { useNavigation } from "react-router";
import { useUi } from "~/i18n";

/**
 * "Loading page..." while the next page's code and data arrive. It waits a
 * moment before showing so fast navigations don't flicker.
 */
export function PendingIndicator() {
  const ui = useUi();
  const navigation = useNavigation();
  const pending = navigation.state === "loading" ? navigation.location.key : undefined;
  const [shownFor, setShownFor] = useState<string>();
  useEffect(() => {
    if (!pending) return;
    const timer = setTimeout(() => setShownFor(pending), 150);
    return () => clearTimeout(timer);
  }, [pending]);
  const visible = pending !== undefined && shownFor === pending;
  return (
    <div role="status" aria-live="polite" className="pointer-events-none fixed inset-x-0 top-0 z-[60]">
      {visible ? (
        <>
          <div className="h-1 w-full animate-pulse bg-primary" />
          <p className="mx-auto mt-2 w-fit rounded-full bg-card px-4 py-1 text-sm font-medium text-card-foreground shadow" data-testid="page-loading">
            {ui.loading.page}
          </p>
        </>
      ) : null}
    </div>
  );
}
