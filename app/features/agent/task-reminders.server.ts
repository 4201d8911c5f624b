import { fmt } from "~/i18n";
import { agentTexts } from "~/i18n/agent";
import { leadTasksTexts } from "~/i18n/lead-tasks";
import { addDays } from "~/lib/dates";
import { utcToValley } from "~/features/agent-listings/valley-time";
import { agentPrefix, type Lang } from "~/lib/routes";
import type { LeadTaskRow } from "~/db/schema";
import type { Database } from "~/server/db/connect.server";
import { intervalJob, type IntervalJob } from "~/server/interval-job.server";
import { enqueueAgentPush, notifyPushQueued, type PushContent } from "~/server/push/outbox.server";
import { siteState } from "~/server/site-identity.server";
import { shortName } from "~/features/leads/lead-push";
import type { LeadType } from "~/lib/leads";
import { claimDueReminders } from "./tasks.server";

/** What her devices show at a task's time, in the language of what the site sends her; the name shortened for a lock screen. */
export function taskPush(task: Pick<LeadTaskRow, "id" | "kind" | "note" | "dueTime" | "leadId">, lead: { readonly name: string; readonly type: LeadType }, lang: Lang): PushContent {
  const t = leadTasksTexts[lang];
  const time = task.dueTime ?? "";
  return {
    title: fmt(t.push.title, { task: t.kinds[task.kind], name: shortName(lead.name) }),
    body: task.note ? fmt(t.push.body, { time, note: task.note }) : fmt(t.push.bodyNoNote, { time, type: agentTexts[lang].types[lead.type] }),
    url: `${agentPrefix[lang]}/leads/${task.leadId}`,
    tag: `task-${task.id}`,
  };
}

/** One pass: the timed tasks whose Valley time has come are claimed once across instances and pushed to her devices (none when she has no push on). */
export async function runTaskReminders(db: Database, now = new Date()): Promise<number> {
  const { day, time } = utcToValley(now);
  const { mailLang } = await siteState(db);
  const pushed = await db.transaction(async (tx) => {
    const due = await claimDueReminders(tx, day, time, addDays(day, -1), now);
    let devices = 0;
    for (const { task, lead } of due) devices += await enqueueAgentPush(tx, "task", taskPush(task, lead, mailLang));
    return devices;
  });
  if (pushed > 0) notifyPushQueued();
  return pushed;
}

/** Looks every minute: a reminder comes within a minute of its time. */
export function startTaskReminderJob(db: Database, { intervalMs = 60_000 } = {}): IntervalJob<number> {
  return intervalJob("task reminders failed", () => runTaskReminders(db), { intervalMs });
}
