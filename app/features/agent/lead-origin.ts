import { fmt } from "~/i18n";
import type { LeadSourceText } from "~/i18n/lead-source.en";
import type { Attribution, LeadType, Touch } from "~/lib/leads";
import type { PropertyAddress } from "~/lib/property-path";
import { isShareRef } from "~/lib/share-ref";
import { knownMediums, type KnownMedium } from "~/features/leads/attribution";
import { pageName, propertyKeyOf, type PlaceTexts } from "./lead-places";

/** The channels by the names their owners write them; any other is shown as kept. */
const CHANNEL_NAMES: Readonly<Record<string, string>> = {
  facebook: "Facebook",
  instagram: "Instagram",
  google: "Google",
  bing: "Bing",
  duckduckgo: "DuckDuckGo",
  yahoo: "Yahoo",
  brave: "Brave",
  ecosia: "Ecosia",
  x: "X",
  linkedin: "LinkedIn",
  youtube: "YouTube",
  tiktok: "TikTok",
  whatsapp: "WhatsApp",
  pinterest: "Pinterest",
  reddit: "Reddit",
  nextdoor: "Nextdoor",
  threads: "Threads",
  zillow: "Zillow",
  "realtor.com": "Realtor.com",
  redfin: "Redfin",
  trulia: "Trulia",
  "homes.com": "Homes.com",
  craigslist: "Craigslist",
  gmail: "Gmail",
  outlook: "Outlook",
  "yahoo-mail": "Yahoo Mail",
  "aol-mail": "AOL Mail",
  "icloud-mail": "iCloud Mail",
  "proton-mail": "Proton Mail",
};

/**
 * A lead's `source` (the first visit's channel) by its name, for a count by source: "Facebook",
 * "Shared on WhatsApp", "Direct"; a channel the site doesn't know, as kept.
 */
export function sourceLabel(source: string, t: LeadSourceText): string {
  if (source === "direct") return t.directShort;
  if (isShareRef(source)) return t.shares[source];
  return CHANNEL_NAMES[source] ?? source;
}

const isKnownMedium = (medium: string): medium is KnownMedium => (knownMediums as readonly string[]).includes(medium);

/** A touch's medium by its name ("Ad", "Anuncio"); one the site doesn't know, as kept. */
export const mediumLabel = (medium: string, t: LeadSourceText): string => (isKnownMedium(medium) ? t.mediumNames[medium] : medium);

/** A touch's source in words: "Facebook ad “Casitas julio”", "Google search", "Shared on WhatsApp". */
export function touchWords(touch: Touch, t: LeadSourceText): string {
  const source = CHANNEL_NAMES[touch.source] ?? touch.source;
  let origin: string;
  if (touch.ref === touch.source && isShareRef(touch.ref)) origin = t.shares[touch.ref];
  else if (touch.source === "direct" && !touch.medium) origin = t.direct;
  else if (!touch.medium) origin = source;
  else if (isKnownMedium(touch.medium)) origin = fmt(t.mediums[touch.medium], { source });
  else origin = fmt(t.otherMedium, { source, medium: touch.medium });
  return touch.campaign ? fmt(t.campaign, { origin, campaign: touch.campaign }) : origin;
}

export interface LeadOrigin {
  /** The first visit, the page it landed on, the page the form was on when another, and the form: "Facebook ad “casitas” → McAllen → Private showings → Showing request". */
  readonly path: string;
  /** The latest visit's source, when it was another than the first's. */
  readonly latest: string | null;
}

export interface OriginTexts extends PlaceTexts {
  readonly source: LeadSourceText;
}

/**
 * Where a lead came from, in words; null for a lead sent before the site kept it. `listings` are
 * those of the property pages it names (the landing page's, `originListingKeys`, and the page the
 * form was sent from), as getListing reads them for visitors.
 */
export function leadOrigin(
  lead: { readonly type: LeadType; readonly sourcePath: string; readonly attribution: Attribution | null },
  listings: readonly PropertyAddress[],
  texts: OriginTexts,
): LeadOrigin | null {
  const { attribution } = lead;
  if (!attribution) return null;
  const landing = attribution.first.landing;
  const pages = [landing, ...(lead.sourcePath !== landing ? [lead.sourcePath] : [])].filter((path) => path !== "");
  const path = [touchWords(attribution.first, texts.source), ...pages.map((page) => pageName(page, listings, texts)), texts.agent.types[lead.type]].join(" → ");
  const latest = touchWords(attribution.latest, texts.source);
  return { path, latest: attribution.latest.at !== attribution.first.at ? latest : null };
}

/** The listings whose pages a lead's origin names, beside its own: the property page it landed on. */
export const originListingKeys = (attribution: Attribution | null): string[] => {
  const key = attribution ? propertyKeyOf(attribution.first.landing) : undefined;
  return key === undefined ? [] : [key];
};
