import { fmt, propertyPageTexts } from "~/i18n";
import { streetAndCity } from "~/lib/listing-address";
import type { Lang } from "~/lib/routes";
import { getListing } from "~/features/listings/listing.server";
import { mlsNumberOf } from "~/features/listings/mls-number";
import type { ShowingListing } from "./lead-forms";
import { issueFormToken } from "./token.server";
import type { Database } from "~/server/db/connect.server";

/** Fresh render tokens for the forms of a page, one each. */
export function formTokens<const F extends string>(...forms: F[]): Record<F, string> {
  return Object.fromEntries(forms.map((form) => [form, issueFormToken()])) as Record<F, string>;
}

/** The listing of ?listing= on the showings page, as the form shows it; nothing for an unknown key. */
export async function showingListing(db: Database, key: string | null, lang: Lang): Promise<ShowingListing | undefined> {
  if (!key) return undefined;
  const listing = await getListing(db, key);
  if (!listing) return undefined;
  const mlsNumber = mlsNumberOf(listing);
  const place = streetAndCity(listing);
  return { key: listing.listingKey, label: mlsNumber ? `${place} (${fmt(propertyPageTexts[lang].mls, { id: mlsNumber })})` : place };
}
