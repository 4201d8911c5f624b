import { useEffect, useRef } from "react";

/**
 * The ref for a form's error summary: when the server answers with errors,
 * the focus moves to the summary's alert, so a screen reader reads them first.
 */
export function useErrorSummary(errorCount: number, answer: unknown) {
  const summary = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (errorCount > 0) summary.current?.querySelector<HTMLElement>("[role=alert]")?.focus();
  }, [answer, errorCount]);
  return summary;
}
