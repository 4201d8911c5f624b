import { fmt } from "~/i18n";
import { whatsappTexts } from "~/i18n/whatsapp";
import { isStreetWithheld, type StreetAddress } from "~/lib/listing-address";
import type { Lang } from "~/lib/routes";

/**
 * The message a visitor's WhatsApp chat about a listing opens with, in the page's language: the
 * address as the page shows it and the page's link, so the agent knows the home at once. Where the
 * MLS withholds the street (ADR 0115) the page shows the city alone, and so does the message.
 */
export function listingMessage(lang: Lang, listing: StreetAddress & { readonly city: string }, url: string): string {
  const t = whatsappTexts[lang];
  return isStreetWithheld(listing) || listing.unparsedAddress === ""
    ? fmt(t.listingInCityMessage, { city: listing.city, url })
    : fmt(t.listingMessage, { address: `${listing.unparsedAddress}, ${listing.city}`, url });
}
