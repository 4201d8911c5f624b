import { randomUUID } from "node:crypto";
import { and, eq, gt } from "drizzle-orm";
import { listings, openHouses } from "~/db/schema";
import type { Database } from "~/server/db/connect.server";
import { bookableStatuses, newManageToken, type BookingPlan } from "./booking.server";

/**
 * An RSVP to one of a listing's open houses (ADR 0431): a booking of the open house's own time, so
 * the lead intake, the invite and the manage links are the booking's. Nothing limits how many come,
 * so it needs no free-time check; "gone" when the open house isn't this listing's, has started, or the
 * listing can no longer be shown.
 */
export async function planRsvp(db: Database, listingKey: string, openHouseId: number, now = new Date()): Promise<BookingPlan | "gone"> {
  const [row] = await db
    .select({ start: openHouses.startsAt, end: openHouses.endsAt, status: listings.standardStatus })
    .from(openHouses)
    .innerJoin(listings, eq(listings.listingKey, openHouses.listingKey))
    .where(and(eq(openHouses.id, openHouseId), eq(openHouses.listingKey, listingKey), gt(openHouses.startsAt, now)));
  if (!row || !bookableStatuses.includes(row.status)) return "gone";
  const { token, hash } = newManageToken();
  return {
    showingId: randomUUID(),
    token,
    tokenHash: hash,
    listingKey,
    mode: "inPerson",
    openHouseId,
    start: row.start,
    end: row.end,
    lengthMinutes: Math.round((row.end.getTime() - row.start.getTime()) / 60_000),
  };
}
