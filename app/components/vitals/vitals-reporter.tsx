import { useEffect } from "react";

/**
 * Starts field performance reporting after hydration, once the browser is
 * idle: the code loads in its own chunk, and even requesting it (Vite adds a
 * preload per dependency) stays out of the tasks that finish hydrating.
 */
export function VitalsReporter() {
  useEffect(() => {
    const start = () => void import("~/lib/vitals-client").then(({ reportVitals }) => reportVitals());
    if (typeof requestIdleCallback !== "function") return void setTimeout(start, 1);
    const id = requestIdleCallback(start, { timeout: 3000 });
    return () => cancelIdleCallback(id);
  }, []);
  return null;
}
