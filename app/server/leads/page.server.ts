import type { ShowingListing } from "~/components/leads/showing-form";
import { fmt, ui } from "~/i18n";
import type { Lang } from "~/lib/routes";
import { getDb } from "../db.server";
import { getListing } from "../search/listing.server";
import { issueFormToken } from "./token.server";

/** Fresh render tokens for the forms of a page, one each. */
export function formTokens<const F extends string>(...forms: F[]): Record<F, string> {
  return Object.fromEntries(forms.map((form) => [form, issueFormToken()])) as Record<F, string>;
}

/** The listing of ?listing= on the showings page, as the form shows it; nothing for an unknown key. */
export async function showingListing(key: string | null, lang: Lang): Promise<ShowingListing | undefined> {
  if (!key) return undefined;
  const listing = await getListing(getDb(), key);
  if (!listing) return undefined;
  const mls = fmt(ui[lang].property.mls, { id: listing.listingId });
  return { key: listing.listingKey, label: `${listing.unparsedAddress}, ${listing.city} (${mls})` };
}
