/**
 * A lead's source as the dashboard writes it. Sources are stored lower case (a `utm_source`, a `ref`,
 * a referring site); the big sites get their own spelling, anything else is shown as it came.
 */
const brands: Readonly<Record<string, string>> = {
  facebook: "Facebook",
  instagram: "Instagram",
  google: "Google",
  bing: "Bing",
  youtube: "YouTube",
  tiktok: "TikTok",
  whatsapp: "WhatsApp",
  linkedin: "LinkedIn",
  nextdoor: "Nextdoor",
  zillow: "Zillow",
  "realtor.com": "Realtor.com",
  x: "X",
  twitter: "X",
};

/** The source's name as people spell it; "direct" and a lead without a source are the page's words (see the dashboard's texts). */
export function brandName(source: string): string {
  return brands[source] ?? source;
}
