import type { Template } from "./routes";

/** The metrics web-vitals reports and the site stores. */
export const vitalNames = ["FCP", "CLS", "INP", "LCP", "TTFB"] as const;
export type VitalName = (typeof vitalNames)[number];

export const vitalRatings = ["good", "needs-improvement", "poor"] as const;
export type VitalRating = (typeof vitalRatings)[number];

/** web-vitals' `navigationType` values. */
export const navigationTypes = ["navigate", "reload", "back-forward", "back-forward-cache", "prerender", "restore"] as const;
export type NavigationType = (typeof navigationTypes)[number];

/** How reports are grouped: the route table's templates, plus pages it doesn't list. */
export type VitalTemplate = Template | "root" | "article" | "property" | "other";

export const deviceClasses = ["mobile", "tablet", "desktop"] as const;
export type DeviceClass = (typeof deviceClasses)[number];

/** web-vitals' rating thresholds: good up to the first value, poor above the second (ms; CLS unitless). */
export const vitalThresholds: Record<VitalName, readonly [number, number]> = {
  FCP: [1800, 3000],
  CLS: [0.1, 0.25],
  INP: [200, 500],
  LCP: [2500, 4000],
  TTFB: [800, 1800],
};

export function rateVital(name: VitalName, value: number): VitalRating {
  const [good, poor] = vitalThresholds[name];
  return value > poor ? "poor" : value > good ? "needs-improvement" : "good";
}

/** The agent's vitals report's windows, in days. */
export const reportWindows = [7, 28] as const;
export type ReportWindow = (typeof reportWindows)[number];
