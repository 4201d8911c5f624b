import type { Metric } from "web-vitals";
import { agentPrefix } from "./routes";

export const VITALS_ENDPOINT = "/api/analytics/vitals";

/**
 * Sends one report: by beacon when the browser has it (it survives the page
 * being hidden or closed), else by a keepalive fetch. The page's path rides
 * in the URL so the body stays exactly web-vitals' six fields.
 */
export async function sendVital(metric: Metric, path: string): Promise<void> {
  const { name, value, rating, delta, id, navigationType } = metric;
  const body = JSON.stringify({ name, value, rating, delta, id, navigationType });
  const url = `${VITALS_ENDPOINT}?path=${encodeURIComponent(path)}`;
  if (typeof navigator.sendBeacon === "function" && navigator.sendBeacon(url, new Blob([body], { type: "application/json" }))) return;
  try {
    const response = await fetch(url, { method: "POST", body, keepalive: true, headers: { "Content-Type": "application/json" } });
    if (!response.ok) throw new Error(String(response.status));
  } catch {
    console.warn("Failed to send vitals");
  }
}

let started = false;

/** The agent's own pages are private tools, not the site visitors see: their speed would only blur the report. */
function isAgentArea(path: string): boolean {
  return Object.values(agentPrefix).some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
}

/**
 * Reports FCP, CLS, INP, LCP and TTFB for this document, attributed to the
 * page it was loaded on. Loads web-vitals on demand, once per document.
 */
export async function reportVitals(): Promise<void> {
  const path = window.location.pathname;
  if (started || isAgentArea(path)) return;
  started = true;
  const { onCLS, onFCP, onINP, onLCP, onTTFB } = await import("web-vitals");
  const report = (metric: Metric) => void sendVital(metric, path);
  onFCP(report);
  onCLS(report);
  onINP(report);
  onLCP(report);
  onTTFB(report);
}
