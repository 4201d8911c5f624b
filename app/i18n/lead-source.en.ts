/** Where a lead came from, as the agent reads it on the lead and in the CSV (ADR 0426), in English. */
export const leadSourceEn = {
  cameFrom: "Came from",
  latestVisit: "Latest visit before sending",
  direct: "Came straight to the site",
  /** A source's name where space is short (a chart's label, a count by source). */
  directShort: "Direct",
  /** `{source}` is the site or app by name (Facebook, Google, Zillow). */
  mediums: {
    ads: "{source} ad",
    search: "{source} search",
    social: "{source}",
    referral: "Link on {source}",
    email: "E-mail ({source})",
    share: "Your link “{source}”",
  },
  /** The mediums by name, for the CSV's column. */
  mediumNames: { ads: "Ad", search: "Search", social: "Social", referral: "Link", email: "E-mail", share: "Shared link" },
  /** A medium the link named that the site doesn't know: as written. */
  otherMedium: "{source} ({medium})",
  campaign: "{origin} “{campaign}”",
  /** The site's own share buttons' links, by their `ref` (lib/share-ref.ts). */
  shares: { share: "A shared link", "share-email": "Shared by e-mail", "share-whatsapp": "Shared on WhatsApp" },
  csv: { source: "Source", medium: "Medium", campaign: "Campaign", landing: "Landing page", form: "Form sent" },
};

type Widen<T> = { [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };
export type LeadSourceText = Widen<typeof leadSourceEn>;
