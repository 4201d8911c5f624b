import { startTransition, useEffect, useState } from "react";

/**
 * False on the server and while hydrating, true from a render soon after: a
 * component can first match the server's no-script markup, then enhance.
 * The switch is a transition, so React renders it in slices that yield to the
 * browser (useSyncExternalStore's switch renders synchronously, one long task
 * right after hydration). A component mounted later also starts as false:
 * with islands hydrating on their own, "after hydration" is per component.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => startTransition(() => setHydrated(true)), []);
  return hydrated;
}
