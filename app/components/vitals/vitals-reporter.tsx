import { useEffect } from "react";

/** Starts field performance reporting after hydration; the code loads in its own chunk, off the critical path. */
export function VitalsReporter() {
  useEffect(() => {
    void import("~/lib/vitals-client").then(({ reportVitals }) => reportVitals());
  }, []);
  return null;
}
