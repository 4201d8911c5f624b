import { useEffect } from "react";
import { whenIdle } from "~/lib/idle";

/**
 * Starts field performance reporting after hydration, once the browser is
 * idle: the code loads in its own chunk, and even requesting it (Vite adds a
 * preload per dependency) stays out of the tasks that finish hydrating.
 */
export function VitalsReporter() {
  useEffect(() => {
    const start = () => void import("~/lib/vitals-client").then(({ reportVitals }) => reportVitals());
    return whenIdle(start, { timeout: 3000, fallback: 1 });
  }, []);
  return null;
}
