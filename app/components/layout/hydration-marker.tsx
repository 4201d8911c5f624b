import { useEffect } from "react";

/** Marks the document once React has hydrated, so tests and styles can tell a scripted page from a plain one. */
export function HydrationMarker() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
  }, []);
  return null;
}
