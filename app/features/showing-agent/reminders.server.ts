import { and, gt, inArray, isNull, lte, sql } from "drizzle-orm";
import { showings } from "~/db/schema";
import { reminderLeads } from "~/lib/showings";
import type { Database } from "~/server/db/connect.server";
import { intervalJob, type IntervalJob } from "~/server/interval-job.server";
import { enqueueMail, notifyMailQueued } from "~/server/mail/outbox.server";
import { enqueueAgentPush, notifyPushQueued } from "~/server/push/outbox.server";
import { siteState } from "~/server/site-identity.server";
import { recordShowingEvent } from "./answer.server";
import { agentReminder, reminderPush, visitorReminder } from "./mail.server";
import { showingById } from "./showings.server";

type Lead = (typeof reminderLeads)[number];
const HOUR = 3_600_000;
const column = { 24: showings.reminded24At, 2: showings.reminded2At } as const;
const field = { 24: "reminded24At", 2: "reminded2At" } as const;

/**
 * Claims the showings whose reminder `hours` before is due, once across instances (the UPDATE sets the
 * column only where it is still empty). Due: booked or confirmed, starting within `hours` and still to
 * come, and booked at least that long before it starts (a showing booked 5 hours ahead gets no 24-hour
 * reminder); the 24-hour one is not sent once the 2-hour one is due.
 */
function claim(tx: Pick<Database, "update">, hours: Lead, now: Date) {
  const next = reminderLeads.find((other) => other < hours);
  const within = new Date(now.getTime() + hours * HOUR);
  return tx
    .update(showings)
    .set({ [field[hours]]: now })
    .where(
      and(
        isNull(column[hours]),
        inArray(showings.status, ["booked", "confirmed"]),
        gt(showings.startsAt, next === undefined ? now : new Date(now.getTime() + next * HOUR)),
        lte(showings.startsAt, within),
        lte(showings.createdAt, sql`${showings.startsAt} - make_interval(hours => ${hours})`),
      ),
    )
    .returning({ id: showings.id });
}

/** One pass: each due reminder mailed to the visitor and to her, pushed to her devices, and noted on the lead's timeline. */
export async function runShowingReminders(db: Database, publicUrl: string, now = new Date()): Promise<number> {
  const { site, mailLang } = await siteState(db);
  let pushed = 0;
  const sent = await db.transaction(async (tx) => {
    let count = 0;
    for (const hours of reminderLeads) {
      for (const { id } of await claim(tx, hours, now)) {
        const showing = await showingById(tx, id);
        if (!showing) continue;
        const setting = { site, publicUrl, now };
        const visitor = visitorReminder(showing, setting);
        await enqueueMail(tx, ...(visitor ? [visitor] : []), agentReminder(showing, mailLang, setting));
        pushed += await enqueueAgentPush(tx, "showing", reminderPush(showing, mailLang));
        await recordShowingEvent(tx, showing, "reminded", showing.startsAt, null, { hours });
        count++;
      }
    }
    return count;
  });
  if (sent > 0) notifyMailQueued();
  if (pushed > 0) notifyPushQueued();
  return sent;
}

/** Looks every minute, so a reminder goes within a minute of its time. */
export function startShowingReminderJob(db: Database, publicUrl: string, { intervalMs = 60_000, firstRunMs, now = () => new Date() }: { intervalMs?: number; firstRunMs?: number; now?: () => Date } = {}): IntervalJob<number> {
  return intervalJob("showing reminders failed", () => runShowingReminders(db, publicUrl, now()), { intervalMs, firstRunMs });
}
