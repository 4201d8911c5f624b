import { createHash, randomBytes, randomUUID } from "node:crypto";
import { and, eq, gt, gte, inArray, lt, sql } from "drizzle-orm";
import { leadEvents, listings, openHouses, showingBlockedDays, showings, showingSettings } from "~/db/schema";
import { addDays, valleyDay } from "~/lib/dates";
import { BOOKING_DAYS_AHEAD, DEFAULT_SHOWING_MINUTES, DEFAULT_WEEKLY_HOURS, holdingStatuses, type ShowingMode, type WeeklyHours } from "~/lib/showings";
import { queryRows, type Database, type Executor } from "~/server/db/connect.server";
import { sqlState } from "~/server/db/errors.server";
import { freeSlots, isFreeStart, type Busy, type SlotDay } from "./slots";

/** Her hours and length as she set them, or the defaults while she has set nothing (no row). */
export async function showingSetup(db: Database): Promise<{ hours: WeeklyHours; lengthMinutes: number }> {
  const [row] = await db.select({ hours: showingSettings.hours, lengthMinutes: showingSettings.lengthMinutes }).from(showingSettings).where(eq(showingSettings.id, 1));
  return row ?? { hours: DEFAULT_WEEKLY_HOURS, lengthMinutes: DEFAULT_SHOWING_MINUTES };
}

/** What already takes her time in the booking window: her held private showings, and this listing's open houses. */
async function busyTimes(db: Database, listingKey: string, from: Date, to: Date, except?: string): Promise<Busy[]> {
  const held = await db
    .select({ start: showings.startsAt, end: showings.endsAt, id: showings.id })
    .from(showings)
    .where(and(eq(showings.kind, "private"), inArray(showings.status, [...holdingStatuses]), gt(showings.endsAt, from), lt(showings.startsAt, to)));
  const open = await db
    .select({ start: openHouses.startsAt, end: openHouses.endsAt })
    .from(openHouses)
    .where(and(eq(openHouses.listingKey, listingKey), gt(openHouses.endsAt, from), lt(openHouses.startsAt, to)));
  return [...held.filter((row) => row.id !== except), ...open];
}

/**
 * The free times a visitor can book for a listing now. `except` is a booking being moved: its own
 * time counts as free, so the visitor may keep it among the choices.
 */
export async function slotsFor(db: Database, listingKey: string, now = new Date(), except?: string): Promise<SlotDay[]> {
  const today = valleyDay(now);
  const to = new Date(`${addDays(today, BOOKING_DAYS_AHEAD + 1)}T12:00:00Z`);
  const [setup, blocked, busy] = await Promise.all([
    showingSetup(db),
    db.select({ day: showingBlockedDays.day }).from(showingBlockedDays).where(gte(showingBlockedDays.day, today)),
    busyTimes(db, listingKey, now, to, except),
  ]);
  return freeSlots({ now, hours: setup.hours, lengthMinutes: setup.lengthMinutes, blockedDays: blocked.map((row) => row.day), busy });
}

/** The secret of a visitor's reschedule and cancel links, and the hash that is all the database keeps of it. */
export function newManageToken(): { token: string; hash: string } {
  const token = randomBytes(24).toString("base64url");
  return { token, hash: manageTokenHash(token) };
}

export function manageTokenHash(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

export interface NewBooking {
  readonly listingKey: string;
  readonly mode: ShowingMode;
  readonly start: Date;
  readonly lengthMinutes: number;
  readonly tokenHash: string;
  /** An RSVP's open house (ADR 0431): the showing is of kind openHouse, outside the exclusion constraint. */
  readonly openHouseId?: number;
}

/**
 * Holds the slot in the lead's own transaction, with its line on the lead's timeline. The database's
 * exclusion constraint refuses a slot another booking holds, however close together they came.
 */
export async function holdShowing(tx: Executor, leadId: string, booking: NewBooking & { readonly showingId?: string }): Promise<string> {
  const end = new Date(booking.start.getTime() + booking.lengthMinutes * 60_000);
  const [row] = await tx
    .insert(showings)
    .values({
      id: booking.showingId,
      leadId,
      listingKey: booking.listingKey,
      kind: booking.openHouseId === undefined ? "private" : "openHouse",
      openHouseId: booking.openHouseId,
      mode: booking.mode,
      startsAt: booking.start,
      endsAt: end,
      manageTokenHash: booking.tokenHash,
    })
    .returning({ id: showings.id });
  if (!row) throw new Error("showing not stored");
  const action = booking.openHouseId === undefined ? "booked" : "rsvp";
  await tx.insert(leadEvents).values({ leadId, kind: "showing", data: { action, showingId: row.id, startsAt: booking.start.toISOString(), mode: booking.mode } });
  return row.id;
}

/** Whether an error is the database refusing a slot that another booking holds (exclusion_violation). */
export function isSlotTaken(error: unknown): boolean {
  return sqlState(error) === "23P01";
}

/** The page cache's counter of what the free times depend on (ADR 0501): a booking, a move or a cancellation, and her settings. */
export async function showingsVersionOf(db: Database): Promise<string> {
  const [row] = await queryRows<{ version: string }>(
    db,
    sql`SELECT (SELECT count(*) || ':' || coalesce(max(updated_at)::text, '') FROM showings)
      || '|' || (SELECT coalesce(max(updated_at)::text, '') FROM showing_settings)
      || '|' || (SELECT coalesce(md5(string_agg(day::text, ',' ORDER BY day)), '') FROM showing_blocked_days) AS version`,
  );
  return String(row?.version ?? "");
}

/** Listings a visitor can book a showing of: on the market and not yet under contract. Others keep the request form. */
export const bookableStatuses: readonly string[] = ["Active", "ComingSoon"];

/** A property page's free times: none for a listing that can't be shown, or the agent's preview of her own. */
export async function pageSlots(db: Database, listing: { listingKey: string; standardStatus: string }, preview: boolean): Promise<SlotDay[]> {
  if (preview || !bookableStatuses.includes(listing.standardStatus)) return [];
  return slotsFor(db, listing.listingKey);
}

/** A booking about to be stored: its slot checked free a moment ago, its showing's id and its links' secret made. */
export interface BookingPlan extends NewBooking {
  readonly showingId: string;
  readonly token: string;
  readonly end: Date;
}

/**
 * The booking of a posted slot, or "taken" when it is no longer among the free times (booked since
 * the page was drawn, or past its notice). The database still has the last word: two bookings of one
 * slot at the same moment both pass this check, and the exclusion constraint refuses the second.
 */
export async function planBooking(db: Database, listingKey: string, slot: string, mode: ShowingMode, now = new Date()): Promise<BookingPlan | "taken"> {
  const [days, setup, [listing]] = await Promise.all([
    slotsFor(db, listingKey, now),
    showingSetup(db),
    db.select({ status: listings.standardStatus }).from(listings).where(eq(listings.listingKey, listingKey)),
  ]);
  // A listing that can't be shown has no free times on its page: only a hand-made post names one.
  if (!listing || !bookableStatuses.includes(listing.status) || !isFreeStart(days, slot)) return "taken";
  const { token, hash } = newManageToken();
  const start = new Date(slot);
  return {
    showingId: randomUUID(),
    token,
    tokenHash: hash,
    listingKey,
    mode,
    start,
    end: new Date(start.getTime() + setup.lengthMinutes * 60_000),
    lengthMinutes: setup.lengthMinutes,
  };
}
