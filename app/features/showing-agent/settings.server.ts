import { createHash, randomBytes } from "node:crypto";
import { asc, eq, gte } from "drizzle-orm";
import { showingBlockedDays, showingSettings } from "~/db/schema";
import { DEFAULT_SHOWING_MINUTES, DEFAULT_WEEKLY_HOURS, type WeeklyHours } from "~/lib/showings";
import type { Database } from "~/server/db/connect.server";
import type { ShowingSetup } from "./types";

/** Her set-up, or the defaults while she has saved none (no row). */
export async function showingSetup(db: Database): Promise<ShowingSetup> {
  const [row] = await db.select().from(showingSettings).where(eq(showingSettings.id, 1));
  return { hours: row?.hours ?? DEFAULT_WEEKLY_HOURS, lengthMinutes: row?.lengthMinutes ?? DEFAULT_SHOWING_MINUTES, hasFeed: row?.feedTokenHash != null };
}

/** The one row, written whole or in part: what it doesn't set keeps its value, or the default on the first write. */
async function upsertSettings(db: Database, set: Partial<{ hours: WeeklyHours; lengthMinutes: number; feedTokenHash: string | null }>): Promise<void> {
  const now = new Date();
  await db
    .insert(showingSettings)
    .values({ id: 1, hours: DEFAULT_WEEKLY_HOURS, lengthMinutes: DEFAULT_SHOWING_MINUTES, ...set, updatedAt: now })
    .onConflictDoUpdate({ target: showingSettings.id, set: { ...set, updatedAt: now } });
}

export function saveShowingHours(db: Database, hours: WeeklyHours, lengthMinutes: number): Promise<void> {
  return upsertSettings(db, { hours, lengthMinutes });
}

/** The days she blocked from today on, soonest first (a day past needs no keeping in view). */
export function blockedDaysFrom(db: Database, today: string) {
  return db.select().from(showingBlockedDays).where(gte(showingBlockedDays.day, today)).orderBy(asc(showingBlockedDays.day));
}

/** Blocking a day again changes its note. */
export async function blockDay(db: Database, day: string, note: string): Promise<void> {
  await db.insert(showingBlockedDays).values({ day, note }).onConflictDoUpdate({ target: showingBlockedDays.day, set: { note } });
}

export async function unblockDay(db: Database, day: string): Promise<boolean> {
  const removed = await db.delete(showingBlockedDays).where(eq(showingBlockedDays.day, day)).returning({ day: showingBlockedDays.day });
  return removed.length > 0;
}

const hashOf = (token: string) => createHash("sha256").update(token).digest("hex");

/** A new secret for her calendar feed; the old one stops working at once. Only its hash is kept: the page shows the URL this once. */
export async function newFeedToken(db: Database): Promise<string> {
  const token = randomBytes(24).toString("base64url");
  await upsertSettings(db, { feedTokenHash: hashOf(token) });
  return token;
}

/** Whether a token is her feed's current one. */
export async function isFeedToken(db: Database, token: string): Promise<boolean> {
  if (!/^[\w-]{16,64}$/.test(token)) return false;
  const [row] = await db.select({ hash: showingSettings.feedTokenHash }).from(showingSettings).where(eq(showingSettings.id, 1));
  return row?.hash != null && row.hash === hashOf(token);
}

/** Turns her calendar link off: calendars subscribed to it get 404 from then on. */
export async function revokeFeed(db: Database): Promise<void> {
  await upsertSettings(db, { feedTokenHash: null });
}
