/** The metrics web-vitals reports and the site stores. */
export const vitalNames = ["FCP", "CLS", "INP", "LCP", "TTFB"] as const;
export type VitalName = (typeof vitalNames)[number];

export const vitalRatings = ["good", "needs-improvement", "poor"] as const;
export type VitalRating = (typeof vitalRatings)[number];

/** web-vitals' `navigationType` values. */
export const navigationTypes = ["navigate", "reload", "back-forward", "back-forward-cache", "prerender", "restore"] as const;
export type NavigationType = (typeof navigationTypes)[number];

export const deviceClasses = ["mobile", "tablet", "desktop"] as const;
export type DeviceClass = (typeof deviceClasses)[number];
