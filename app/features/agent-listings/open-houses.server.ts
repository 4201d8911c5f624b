import { and, eq } from "drizzle-orm";
import { listings, openHouses } from "~/db/schema";
import type { Database } from "~/server/db/connect.server";
import { touchListing, type Actor } from "./listings.server";
import { OWN_KEY_PATTERN, OWN_SOURCE } from "~/features/listings/model";

async function isOwn(db: Database, listingKey: string): Promise<boolean> {
  if (!OWN_KEY_PATTERN.test(listingKey)) return false;
  const [row] = await db
    .select({ key: listings.listingKey })
    .from(listings)
    .where(and(eq(listings.listingKey, listingKey), eq(listings.originatingSystemName, OWN_SOURCE)))
    .limit(1);
  return Boolean(row);
}

/** Adds an open house to one of the agent's own listings. False when the listing is not theirs. */
export async function addOpenHouse(db: Database, listingKey: string, startsAt: Date, endsAt: Date, actor: Actor, now = new Date()): Promise<boolean> {
  if (!(await isOwn(db, listingKey))) return false;
  await db.transaction(async (tx) => {
    await tx.insert(openHouses).values({ listingKey, startsAt, endsAt });
    await touchListing(tx, listingKey, actor, "openHouseAdded", { openHouse: [null, [startsAt.toISOString(), endsAt.toISOString()]] }, now);
  });
  return true;
}

/** Removes one open house of one of the agent's own listings. False when there is no such open house. */
export async function removeOpenHouse(db: Database, listingKey: string, id: number, actor: Actor, now = new Date()): Promise<boolean> {
  if (!(await isOwn(db, listingKey))) return false;
  return db.transaction(async (tx) => {
    const [removed] = await tx
      .delete(openHouses)
      .where(and(eq(openHouses.id, id), eq(openHouses.listingKey, listingKey)))
      .returning();
    if (!removed) return false;
    await touchListing(tx, listingKey, actor, "openHouseRemoved", { openHouse: [[removed.startsAt.toISOString(), removed.endsAt.toISOString()], null] }, now);
    return true;
  });
}
