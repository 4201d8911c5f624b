import { and, asc, count, eq, gt, gte, isNull, notInArray, sql } from "drizzle-orm";
import { leads, listings, listingViews, openHouses } from "~/db/schema";
import { addDays, valleyClock, valleyDay } from "~/lib/dates";
import { OWN_SOURCE } from "~/features/listings/model";
import { closedStatuses } from "~/lib/leads";
import { countDueTasks } from "./tasks.server";
import type { Database } from "~/server/db/connect.server";
import type { AgentOverview, NextShowing } from "./types";

/** As many coming showings as the overview names: the next few, the rest are a tap away. */
const NEXT_SHOWINGS = 3;

const open = and(isNull(leads.heldReason), notInArray(leads.status, [...closedStatuses]));
const firstChoice = sql<string>`${leads.details}->>'date1'`;

/** The top of her leads page (issue 54, item 4): what is new, what is due, who is coming to see a house, who looked at hers. `today` is the Valley's. */
export async function agentOverview(db: Database, today: string, now = new Date()): Promise<AgentOverview> {
  const own = eq(listings.originatingSystemName, OWN_SOURCE);
  const [[fresh], due, requests, houses, [views]] = await Promise.all([
    db.select({ n: count() }).from(leads).where(and(isNull(leads.heldReason), eq(leads.status, "new"))),
    countDueTasks(db, today),
    db
      .select({ leadId: leads.id, name: leads.name, day: firstChoice })
      .from(leads)
      .where(and(open, eq(leads.type, "showing"), gte(firstChoice, today)))
      .orderBy(asc(firstChoice), asc(leads.createdAt))
      .limit(NEXT_SHOWINGS),
    db
      .select({ listingKey: openHouses.listingKey, address: listings.unparsedAddress, startsAt: openHouses.startsAt })
      .from(openHouses)
      .innerJoin(listings, eq(listings.listingKey, openHouses.listingKey))
      .where(and(own, gt(openHouses.endsAt, now)))
      .orderBy(asc(openHouses.startsAt))
      .limit(NEXT_SHOWINGS),
    db
      .select({ n: sql<number>`coalesce(sum(${listingViews.views}), 0)::int` })
      .from(listingViews)
      .innerJoin(listings, eq(listings.listingKey, listingViews.listingKey))
      .where(and(own, gte(listingViews.day, addDays(today, -6)))),
  ]);
  // A requested day sorts before an open house's hour on that same day: she confirms requests first.
  const dayOf = (showing: NextShowing) => (showing.kind === "request" ? showing.day : `${valleyDay(showing.startsAt)}T${valleyClock(showing.startsAt)}`);
  const showings = [...requests.map((row) => ({ kind: "request" as const, ...row })), ...houses.map((row) => ({ kind: "openHouse" as const, ...row }))]
    .sort((a, b) => dayOf(a).localeCompare(dayOf(b)))
    .slice(0, NEXT_SHOWINGS);
  return { newLeads: Number(fresh?.n ?? 0), dueToday: due.today, overdue: due.overdue, showings, viewsThisWeek: Number(views?.n ?? 0) };
}
