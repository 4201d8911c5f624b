import { desc, eq, inArray, or, sql } from "drizzle-orm";
import { favorites, listings, savedSearches, user } from "~/db/schema";
import { accountViews } from "~/features/recently-viewed/account-views.server";
import { streetAndCity, withStreetWithheld } from "~/lib/listing-address";
import { propertyPath } from "~/lib/property-path";
import { pagePath, type Lang } from "~/lib/routes";
import type { Database } from "~/server/db/connect.server";
import type { ActivityListing, LeadActivity } from "./types";

/** As many of each list as the lead's page shows. */
const SHOWN = 12;

async function namedListings(db: Database, keys: readonly string[], lang: Lang): Promise<ActivityListing[]> {
  if (keys.length === 0) return [];
  const rows = await db
    .select({
      listingKey: listings.listingKey,
      unparsedAddress: listings.unparsedAddress,
      city: listings.city,
      stateOrProvince: listings.stateOrProvince,
      postalCode: listings.postalCode,
      internetAddressDisplayYN: listings.internetAddressDisplayYN,
    })
    .from(listings)
    .where(inArray(listings.listingKey, [...keys]));
  return keys.map((key) => {
    const row = rows.find((candidate) => candidate.listingKey === key);
    if (!row) return { key, text: null, href: null };
    const shown = withStreetWithheld(row);
    return { key, text: streetAndCity(shown), href: propertyPath(lang, shown) };
  });
}

/**
 * What the person behind a lead keeps and looked at, when they have an account
 * with the lead's e-mail (or sent it signed in): favorites, saved searches and
 * the listings they opened while signed in, each linked in the agent's language.
 * Null without such an account.
 */
export async function leadActivity(db: Database, lead: { readonly email: string | null; readonly userId: string | null }, lang: Lang): Promise<LeadActivity | null> {
  const conditions = [
    ...(lead.userId ? [eq(user.id, lead.userId)] : []),
    ...(lead.email ? [eq(sql`lower(${user.email})`, lead.email.toLowerCase())] : []),
  ];
  if (conditions.length === 0) return null;
  const [account] = await db.select({ id: user.id, email: user.email }).from(user).where(or(...conditions)).limit(1);
  if (!account) return null;
  const [kept, searches, viewed] = await Promise.all([
    db.select({ key: favorites.listingKey }).from(favorites).where(eq(favorites.userId, account.id)).orderBy(desc(favorites.createdAt)).limit(SHOWN),
    db.select({ name: savedSearches.name, query: savedSearches.query }).from(savedSearches).where(eq(savedSearches.userId, account.id)).orderBy(desc(savedSearches.createdAt)).limit(SHOWN),
    accountViews(db, account.id),
  ]);
  const search = pagePath("search", lang);
  return {
    email: account.email,
    favorites: await namedListings(db, kept.map((row) => row.key), lang),
    searches: searches.map((row) => ({ name: row.name, href: row.query ? `${search}?${row.query}` : search })),
    viewed: await namedListings(db, viewed.map((row) => row.listingKey), lang),
  };
}
