import type { VitalName, VitalTemplate } from "~/lib/vitals";

/** The speed report in the agent area and the vitals endpoint's errors, in English. */
export const vitalsEn = {
  title: "Site speed",
  intro:
    "How fast your site feels to the people who visit it, measured on their own phones and computers, over their own internet. Each measurement below says in a sentence what it means. Its number is the one three visits in four reach, and below it you see how many visits were good, so-so or poor.",
  windows: { label: "Period", 7: "Last 7 days", 28: "Last 28 days" },
  metrics: {
    LCP: "Main content on screen",
    INP: "Response to a tap",
    CLS: "Page holds still",
    FCP: "First thing on screen",
    TTFB: "Server response",
  } satisfies Record<VitalName, string>,
  /** Each measurement in plain words, before its name and numbers. */
  explain: {
    LCP: "How long until the page's main picture or text is on the screen.",
    INP: "How long the page takes to respond when a visitor taps, clicks or types.",
    CLS: "How much the page jumps around while it loads (0 is perfectly still).",
    FCP: "How long until anything at all appears.",
    TTFB: "How long the server takes to start sending the page.",
  } satisfies Record<VitalName, string>,
  thresholds: "Good up to {good}; poor above {poor}.",
  columns: { page: "Page type", p75: "3 visits in 4", split: "Good / so-so / poor", views: "Page views" },
  ratings: { good: "Good", needsImprovement: "So-so", poor: "Poor" },
  split: "{good}% good, {needsImprovement}% so-so, {poor}% poor",
  allPages: "All pages",
  metricEmpty: "No reports of this measurement in this period. Response to a tap is only measured when visitors tap, click or type.",
  empty: "No measurements in this period yet. Reports arrive as visitors browse the site.",
  templates: {
    root: "Language choice",
    home: "Home",
    content: "Content page",
    category: "Listings category",
    city: "City guide",
    community: "Community",
    blog: "Blog",
    article: "Article",
    search: "Search",
    property: "Property",
    wishlist: "Favorites",
    sitemap: "Site map",
    account: "Account",
    tools: "Tools",
    market: "Market report",
    gallery: "Gallery",
    staging: "Virtual staging",
    contact: "Contact",
    showings: "Private showings",
    other: "Other pages",
  } satisfies Record<VitalTemplate, string>,
  api: {
    method: "Send performance reports with POST.",
    json: "The report is not valid JSON.",
    invalid: "The report has missing or invalid fields: {fields}.",
    page: "The report doesn't say which page of this site it is about.",
    tooLarge: "The report is larger than {limit} bytes.",
    rateLimited: "Too many reports. Try again in {seconds} seconds.",
  },
};

export type VitalsText = typeof vitalsEn;
