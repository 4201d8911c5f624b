import { and, eq, gte, isNull } from "drizzle-orm";
import { leads, leadTasks, listings, openHouses } from "~/db/schema";
import { addressColumns, visitorAddress } from "~/features/listings/address.server";
import { utcToValley, valleyTimeToUtc } from "~/features/agent-listings/valley-time";
import { addDays } from "~/lib/dates";
import { fmt } from "~/i18n";
import { leadTasksTexts } from "~/i18n/lead-tasks";
import { listingHistoryTexts } from "~/i18n/listing-history";
import { showingAgentTexts } from "~/i18n/showing-agent";
import { agentPrefix, type Lang } from "~/lib/routes";
import { buildIcs, type IcsEvent } from "~/lib/ics";
import { streetAndCity } from "~/lib/listing-address";
import type { Database } from "~/server/db/connect.server";
import { showingEvent } from "./invite";
import { upcomingShowings } from "./showings.server";

/** How far back the feed reaches: a calendar keeps what it already has, a month of the past is enough to look back on. */
const PAST_DAYS = 30;
/** A timed task shows as a block of this length on her calendar. */
const TASK_MINUTES = 30;

/**
 * Her calendar feed (METHOD:PUBLISH): the showings holding her time, the open houses and her open tasks,
 * a month back and all ahead; a task without a time is a whole-day event. In the language of the site's
 * mail to her (ADR 0422).
 */
export async function calendarFeed(db: Database, lang: Lang, { publicUrl, agentName, now = new Date() }: { publicUrl: string; agentName: string; now?: Date }): Promise<string> {
  const since = new Date(now.getTime() - PAST_DAYS * 86_400_000);
  const host = new URL(publicUrl).hostname;
  const [shown, houses, tasks] = await Promise.all([
    upcomingShowings(db, since),
    db.select({ id: openHouses.id, startsAt: openHouses.startsAt, endsAt: openHouses.endsAt, ...addressColumns }).from(openHouses).innerJoin(listings, eq(listings.listingKey, openHouses.listingKey)).where(gte(openHouses.endsAt, since)),
    db
      .select({ task: leadTasks, name: leads.name })
      .from(leadTasks)
      .innerJoin(leads, eq(leads.id, leadTasks.leadId))
      .where(and(isNull(leadTasks.doneAt), gte(leadTasks.dueOn, addDays(utcToValley(now).day, -PAST_DAYS)))),
  ]);
  const leadUrl = (id: string) => `${publicUrl}${agentPrefix[lang]}/leads/${id}`;
  const t = showingAgentTexts[lang];
  const events: IcsEvent[] = [
    ...shown.map((showing) => ({ ...showingEvent(showing, lang, host), summary: `${fmt(t.mail.summary, { address: showing.address })} · ${showing.lead.name}`, url: leadUrl(showing.lead.id) })),
    ...houses.map((row) => {
      const house = visitorAddress(row);
      return { uid: `open-house-${house.id}@${host}`, start: house.startsAt, end: house.endsAt, summary: fmt(listingHistoryTexts[lang].openHouses.event, { address: streetAndCity(house) }), location: streetAndCity(house) };
    }),
    ...tasks.map(({ task, name }) => {
      const summary = `${leadTasksTexts[lang].kinds[task.kind]} · ${name}`;
      const base = { uid: `task-${task.id}@${host}`, summary, description: task.note || undefined, url: leadUrl(task.leadId) };
      const start = task.dueTime ? valleyTimeToUtc(task.dueOn, task.dueTime) : null;
      return start ? { ...base, start, end: new Date(start.getTime() + TASK_MINUTES * 60_000) } : { ...base, start: now, end: now, day: task.dueOn };
    }),
  ];
  return buildIcs({ method: "PUBLISH", name: fmt(t.feed.name, { agent: agentName }), events, now });
}
