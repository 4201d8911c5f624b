import { and, desc, eq, inArray } from "drizzle-orm";
import { favorites, listings } from "~/db/schema";
import { isOnMarket } from "~/lib/reso";
import type { Database } from "~/server/db/connect.server";
import { summaryColumns, withPhotos } from "~/features/listings/summary.server";
import type { WishlistEntry } from "./types";

/** A user may keep this many favorites; more is a script, not a house hunt. */
export const MAX_FAVORITES = 500;

export async function listFavoriteKeys(db: Database, userId: string): Promise<string[]> {
  const rows = await db.select({ key: favorites.listingKey }).from(favorites).where(eq(favorites.userId, userId)).orderBy(desc(favorites.createdAt));
  return rows.map((row) => row.key);
}

/** Adds a favorite; adding one twice is not an error. Answers false when the user already has the maximum. */
export async function addFavorite(db: Database, userId: string, listingKey: string): Promise<boolean> {
  const count = await db.$count(favorites, eq(favorites.userId, userId));
  if (count >= MAX_FAVORITES) return false;
  await db.insert(favorites).values({ userId, listingKey }).onConflictDoNothing();
  return true;
}

export async function removeFavorite(db: Database, userId: string, listingKey: string): Promise<void> {
  await db.delete(favorites).where(and(eq(favorites.userId, userId), eq(favorites.listingKey, listingKey)));
}

/** The user's favorites, newest first, each with its listing when the site still has it. */
export async function listWishlist(db: Database, userId: string): Promise<WishlistEntry[]> {
  const keys = await listFavoriteKeys(db, userId);
  if (keys.length === 0) return [];
  const rows = await db.select(summaryColumns).from(listings).where(inArray(listings.listingKey, keys));
  const cards = new Map((await withPhotos(db, rows)).map((listing) => [listing.listingKey, listing]));
  return keys.map((listingKey) => {
    const listing = cards.get(listingKey) ?? null;
    return { listingKey, listing, available: listing !== null && isOnMarket(listing.standardStatus) };
  });
}
