import { and, asc, count, desc, eq, gte, inArray, isNotNull, isNull, lte, notInArray, sql } from "drizzle-orm";
import { favorites, leads, leadTasks, listings, listingViews, savedSearches } from "~/db/schema";
import { OWN_SOURCE } from "~/features/listings/model";
import { VALLEY_TIME_ZONE } from "~/features/listings/open-houses";
import { addDays, valleyMidnight } from "~/lib/dates";
import { closedStatuses, leadStatuses } from "~/lib/leads";
import { backupLine } from "~/server/backup/status.server";
import type { Database } from "~/server/db/connect.server";
import { buyerSearches } from "./buyer-searches";
import { responseMedians } from "./response-times.server";
import type { AgentDashboard, ListingInterest, WindowCount } from "./types";

/** The days the leads-per-day line, the response times and the listings' views and leads look back over, today included. */
export const DASHBOARD_DAYS = 30;
/** As many of her listings as the table shows. */
export const TOP_LISTINGS = 10;
/** Sources past this many in a window are one "other" line: a long tail of referring sites says nothing at a glance. */
const MAX_SOURCE_ROWS = 200;
/** The newest saved searches read for what buyers search: enough to show the market, bounded whatever the site's size. */
const MAX_SEARCHES = 5_000;

/** Monday of the Valley week `day` is in: a working week, as the agent plans hers. */
export function weekStartOf(day: string): string {
  const weekday = new Date(`${day}T12:00:00Z`).getUTCDay();
  return addDays(day, -((weekday + 6) % 7));
}

const inbox = isNull(leads.heldReason);
// The zone written into the statement, not bound: a parameter would make the grouped expression differ from the selected one.
const valleyDayOf = sql<string>`to_char(${leads.createdAt} at time zone ${sql.raw(`'${VALLEY_TIME_ZONE}'`)}, 'YYYY-MM-DD')`;

/** New leads this week and this month by source and by form: one pass over the month's (or the week's, when it began last month) leads. */
async function recentLeads(db: Database, weekStart: string, monthStart: string) {
  const weekFrom = valleyMidnight(weekStart);
  const from = valleyMidnight(weekStart < monthStart ? weekStart : monthStart);
  const monthFrom = valleyMidnight(monthStart);
  const week = sql<number>`(count(*) filter (where ${leads.createdAt} >= ${weekFrom.toISOString()}))::int`;
  const month = sql<number>`(count(*) filter (where ${leads.createdAt} >= ${monthFrom.toISOString()}))::int`;
  const window = and(inbox, gte(leads.createdAt, from));
  const [sources, forms] = await Promise.all([
    db.select({ key: leads.source, week, month }).from(leads).where(window).groupBy(leads.source).orderBy(desc(month), desc(week), asc(leads.source)).limit(MAX_SOURCE_ROWS),
    db.select({ key: leads.type, week, month }).from(leads).where(window).groupBy(leads.type).orderBy(desc(month), desc(week), asc(leads.type)),
  ]);
  const keep = <K>(rows: readonly WindowCount<K>[]) => rows.map(({ key, week: w, month: m }) => ({ key, week: Number(w), month: Number(m) })).filter((row) => row.week + row.month > 0);
  const byForm = keep(forms);
  return {
    bySource: keep(sources),
    byForm,
    totals: { week: byForm.reduce((sum, row) => sum + row.week, 0), month: byForm.reduce((sum, row) => sum + row.month, 0) },
  };
}

async function leadsPerDay(db: Database, today: string) {
  const first = addDays(today, -(DASHBOARD_DAYS - 1));
  const rows = await db
    .select({ day: valleyDayOf, n: count() })
    .from(leads)
    .where(and(inbox, gte(leads.createdAt, valleyMidnight(first))))
    .groupBy(valleyDayOf);
  const byDay = new Map(rows.map((row) => [row.day, Number(row.n)]));
  return Array.from({ length: DASHBOARD_DAYS }, (_, index) => {
    const day = addDays(first, index);
    return { day, count: byDay.get(day) ?? 0 };
  });
}

async function leadsByStage(db: Database) {
  const rows = await db.select({ status: leads.status, n: count() }).from(leads).where(inbox).groupBy(leads.status);
  const byStatus = new Map(rows.map((row) => [row.status, Number(row.n)]));
  return leadStatuses.map((status) => ({ status, count: byStatus.get(status) ?? 0 }));
}

/** Her open tasks due today and before, on leads still in her pipeline. */
async function tasksDue(db: Database, today: string) {
  const [row] = await db
    .select({
      dueToday: sql<number>`(count(*) filter (where ${leadTasks.dueOn} = ${today}))::int`,
      overdue: sql<number>`(count(*) filter (where ${leadTasks.dueOn} < ${today}))::int`,
    })
    .from(leadTasks)
    .innerJoin(leads, eq(leads.id, leadTasks.leadId))
    .where(and(isNull(leadTasks.doneAt), lte(leadTasks.dueOn, today), inbox, notInArray(leads.status, [...closedStatuses])));
  return { dueToday: Number(row?.dueToday ?? 0), overdue: Number(row?.overdue ?? 0) };
}

/** Her own listings buyers look at most: views and leads over the last DASHBOARD_DAYS days, favorites as they stand. */
async function listingInterest(db: Database, today: string, since: Date): Promise<ListingInterest[]> {
  const own = db.$with("own").as(db.select({ key: listings.listingKey, address: listings.unparsedAddress }).from(listings).where(eq(listings.originatingSystemName, OWN_SOURCE)));
  const ownKeys = db.select({ key: own.key }).from(own);
  const viewed = db.$with("viewed").as(
    db
      .select({ key: listingViews.listingKey, n: sql<number>`sum(${listingViews.views})::int`.as("viewed_n") })
      .from(listingViews)
      .where(and(inArray(listingViews.listingKey, ownKeys), gte(listingViews.day, addDays(today, -(DASHBOARD_DAYS - 1)))))
      .groupBy(listingViews.listingKey),
  );
  const kept = db.$with("kept").as(
    db
      .select({ key: favorites.listingKey, n: sql<number>`count(*)::int`.as("kept_n") })
      .from(favorites)
      .where(inArray(favorites.listingKey, ownKeys))
      .groupBy(favorites.listingKey),
  );
  const asked = db.$with("asked").as(
    db
      .select({ key: leads.listingKey, n: sql<number>`count(*)::int`.as("asked_n") })
      .from(leads)
      .where(and(inbox, isNotNull(leads.listingKey), gte(leads.createdAt, since)))
      .groupBy(leads.listingKey),
  );
  const views = sql<number>`coalesce(${viewed.n}, 0)`;
  const saved = sql<number>`coalesce(${kept.n}, 0)`;
  const sent = sql<number>`coalesce(${asked.n}, 0)`;
  const rows = await db
    .with(own, viewed, kept, asked)
    .select({ listingKey: own.key, address: own.address, views, favorites: saved, leads: sent })
    .from(own)
    .leftJoin(viewed, eq(viewed.key, own.key))
    .leftJoin(kept, eq(kept.key, own.key))
    .leftJoin(asked, eq(asked.key, own.key))
    .where(sql`${views} + ${saved} + ${sent} > 0`)
    .orderBy(desc(views), desc(sent), desc(saved), asc(own.address))
    .limit(TOP_LISTINGS);
  return rows.map((row) => ({ listingKey: row.listingKey, address: row.address ?? row.listingKey, views: Number(row.views), favorites: Number(row.favorites), leads: Number(row.leads) }));
}

/** The newest saved searches, each distinct query string once with its count: buyers save the same few searches over and over, and parsing is the cost. */
async function searchesOfBuyers(db: Database) {
  const newest = db.$with("newest").as(db.select({ query: savedSearches.query }).from(savedSearches).orderBy(desc(savedSearches.createdAt)).limit(MAX_SEARCHES));
  const rows = await db.with(newest).select({ query: newest.query, count: count() }).from(newest).groupBy(newest.query);
  return buyerSearches(rows.map((row) => ({ query: row.query, count: Number(row.count) })));
}

/** The top of her area (issue 55, item 7): every figure in one bounded query or two, all at once. `today` is the Valley's. */
export async function agentDashboard(db: Database, today: string, now = new Date()): Promise<AgentDashboard> {
  const weekStart = weekStartOf(today);
  const monthStart = `${today.slice(0, 8)}01`;
  const since = valleyMidnight(addDays(today, -(DASHBOARD_DAYS - 1)));
  const [recent, perDay, response, stages, tasks, interest, searches, backup] = await Promise.all([
    recentLeads(db, weekStart, monthStart),
    leadsPerDay(db, today),
    responseMedians(db, since),
    leadsByStage(db),
    tasksDue(db, today),
    listingInterest(db, today, since),
    searchesOfBuyers(db),
    backupLine(db, now),
  ]);
  return { today, weekStart, monthStart, ...recent, perDay, response, stages, tasks, listings: interest, searches, backup };
}
