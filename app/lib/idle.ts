/**
 * Runs `callback` once the browser is idle, at the latest after `timeout` ms
 * (no limit if omitted), or after `fallback` ms where there is no
 * requestIdleCallback; returns a function that cancels it.
 */
export function whenIdle(callback: () => void, { timeout, fallback }: { timeout?: number; fallback: number }): () => void {
  if (typeof requestIdleCallback !== "function") {
    const timer = setTimeout(callback, fallback);
    return () => clearTimeout(timer);
  }
  const id = requestIdleCallback(callback, timeout === undefined ? undefined : { timeout });
  return () => cancelIdleCallback(id);
}
