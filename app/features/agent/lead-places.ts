import { fmt } from "~/i18n";
import type { AgentText } from "~/i18n/agent.en";
import type { UiText } from "~/i18n/ui.en";
import { streetText } from "~/lib/listing-address";
import { propertyPath, type PropertyAddress } from "~/lib/property-path";
import { findPage, isLang, langFromPath, pagePath, propertyPrefix, type Lang } from "~/lib/routes";

/** A listing or page a lead points at as the agent reads it: by name, never by key or path, and linked where there is a page to open. */
export interface LeadPlace {
  readonly text: string;
  readonly href: string | null;
}

export interface LeadPlaces {
  /** Null when the lead was about no listing. */
  readonly listing: LeadPlace | null;
  readonly source: LeadPlace;
}

export interface PlaceTexts {
  readonly agent: AgentText;
  readonly ui: UiText;
}

/**
 * The address as the property page and the cards print it, on one line: the
 * street (or, where the MLS withholds it, the notice saying so) and then city,
 * state and ZIP, so a withheld street still leaves the agent the area.
 */
function addressText(listing: PropertyAddress, texts: PlaceTexts): string {
  return `${streetText(listing, texts.ui.listings.card.addressWithheld)}, ${listing.city}, ${listing.stateOrProvince} ${listing.postalCode}`;
}

/** The listing key in a property page's path; undefined for any other path, or one whose key can't be decoded. */
export function propertyKeyOf(path: string): string | undefined {
  const prefix = propertyPrefix[langFromPath(path)];
  if (!path.startsWith(prefix)) return undefined;
  try {
    return decodeURIComponent(path.slice(prefix.length).split("/")[0] ?? "") || undefined;
  } catch {
    return undefined;
  }
}

/**
 * The page a lead was sent from, named as the site's menus name it (a property
 * page by its listing's address) with the language the visitor read it in,
 * and linked in that language. A path the site doesn't know, or a listing gone
 * since, is said in words rather than printed.
 */
function sourcePlace(path: string, listing: PropertyAddress | undefined, texts: PlaceTexts): LeadPlace {
  const t = texts.agent.lead;
  const first = path.split("/")[1];
  // Every page of the site starts with its language; a path that doesn't is no page to name.
  if (!isLang(first)) return { text: t.unknownPage, href: null };
  const named = (page: string) => fmt(t.sourcePage, { page, lang: t.pageLangs[first] });
  const page = findPage(path);
  if (page) return { text: named(texts.ui.pageNav[page.id]), href: pagePath(page.id, page.lang) };
  if (propertyKeyOf(path) === undefined) return { text: named(t.unknownPage), href: null };
  return listing ? { text: named(addressText(listing, texts)), href: propertyPath(first, listing) } : { text: named(t.goneListing), href: null };
}

/** A page of the site by the name its menus give it (a property page by its listing's address), without its language. */
export function pageName(path: string, listings: readonly PropertyAddress[], texts: PlaceTexts): string {
  // The root only sends a visit on to a language's home page.
  const page = path === "/" ? { id: "home" as const } : findPage(path);
  if (page) return texts.ui.pageNav[page.id];
  const key = propertyKeyOf(path);
  if (key === undefined) return texts.agent.lead.unknownPage;
  const listing = listings.find((candidate) => candidate.listingKey === key);
  return listing ? addressText(listing, texts) : texts.agent.lead.goneListing;
}

/**
 * What the lead detail says about where a lead came from and which listing it
 * is about. `listings` are the lead's and its source page's, as getListing
 * reads them for visitors (a withheld street already blank); the listing is
 * linked in the agent's language, the source page in the visitor's.
 */
export function leadPlaces(
  lang: Lang,
  lead: { readonly listingKey: string | null; readonly sourcePath: string },
  listings: readonly PropertyAddress[],
  texts: PlaceTexts,
): LeadPlaces {
  const byKey = (key: string | null | undefined) => listings.find((listing) => listing.listingKey === key);
  const listing = byKey(lead.listingKey);
  const listingPlace = listing ? { text: addressText(listing, texts), href: propertyPath(lang, listing) } : { text: texts.agent.lead.goneListing, href: null };
  return {
    listing: lead.listingKey === null ? null : listingPlace,
    source: sourcePlace(lead.sourcePath, byKey(propertyKeyOf(lead.sourcePath)), texts),
  };
}
