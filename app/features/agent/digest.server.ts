import { and, asc, eq, gt, isNull, lte } from "drizzle-orm";
import { dailyJobs, leads, type LeadRow } from "~/db/schema";
import { utcToValley } from "~/features/agent-listings/valley-time";
import { fmt } from "~/i18n";
import { agentTexts } from "~/i18n/agent";
import { leadTasksTexts } from "~/i18n/lead-tasks";
import { leadWorkTexts } from "~/i18n/lead-work";
import { leadsTexts } from "~/i18n/leads";
import { formatDate, formatDateTime } from "~/lib/dates";
import { agentPrefix, type Lang } from "~/lib/routes";
import type { SiteIdentity } from "~/lib/site";
import type { Database } from "~/server/db/connect.server";
import { intervalJob, type IntervalJob } from "~/server/interval-job.server";
import { composeMail, type MailContent } from "~/server/mail/layout.server";
import { siteState } from "~/server/site-identity.server";
import { enqueueMail, notifyMailQueued } from "~/server/mail/outbox.server";
import { dueWords } from "./task-words";
import { dueTasks } from "./tasks.server";
import type { DueTask } from "./types";

const JOB = "lead-digest";
/** The most leads each list names; the inbox has the rest. */
const LISTED = 50;

export interface DigestOptions {
  /** The Valley's time (HH:MM) from which the day's digest goes out: DIGEST_TIME, 07:00 unless set (ADR 0410). */
  readonly time: string;
  /** The identity the mail goes to and is signed with; the agent's saved profile when not given. */
  readonly site?: SiteIdentity;
  /** The mail's language; the one she chose in her profile when not given (ADR 0422). */
  readonly lang?: Lang;
  readonly publicUrl: string;
  readonly now?: Date;
}

export type DigestResult = { readonly day: string; readonly fresh: number; readonly due: number; readonly sent: boolean } | null;

function content(lang: Lang, day: string, fresh: readonly LeadRow[], due: readonly DueTask[], publicUrl: string): MailContent {
  const t = leadWorkTexts[lang].digest;
  const tasks = leadTasksTexts[lang];
  const types = agentTexts[lang].types;
  const page = (id: string) => `${publicUrl}${agentPrefix[lang]}/leads/${id}`;
  // Each lead with the language it wrote in, so she knows which to answer in, and its page in her area.
  const wrote = (leadLang: Lang) => leadsTexts[lang].mail.agent.wrote[leadLang];
  const freshLines = fresh.map(
    (lead) => `- ${fmt(t.line, { type: types[lead.type], name: lead.name, when: formatDateTime(lang, lead.createdAt, { style: "medium", time: true }) })} · ${wrote(lead.lang)}\n  ${page(lead.id)}`,
  );
  const taskLines = due.map((task) => {
    const what = task.note ? `${tasks.kinds[task.kind]} (${task.note})` : tasks.kinds[task.kind];
    return `- ${fmt(tasks.digest.line, { task: what, name: task.name, when: dueWords(tasks, lang, task, day) })} · ${wrote(task.lang)}\n  ${page(task.leadId)}`;
  });
  return {
    lang,
    heading: t.heading,
    paragraphs: [t.intro, `${t.newTitle}:\n${freshLines.join("\n") || t.none}`, `${tasks.digest.title}:\n${taskLines.join("\n") || t.none}`],
    action: { label: t.open, url: `${publicUrl}${agentPrefix[lang]}` },
    footer: [t.footer],
  };
}

/**
 * The agent's morning e-mail: from 7:00 Valley time, once a day across every
 * instance (the day is claimed in daily_jobs under a row lock), the leads new
 * since the last one and the tasks due today or overdue (ADR 0427). A day with neither sends none.
 * In the language she chose for the site's mail, linking her area in it.
 */
export async function runDigest(db: Database, { time: from, site: given, lang: givenLang, publicUrl, now = new Date() }: DigestOptions): Promise<DigestResult> {
  const { day, time } = utcToValley(now);
  if (time < from) return null;
  const state = await siteState(db);
  const site = given ?? state.site;
  const lang = givenLang ?? state.mailLang;
  const result = await db.transaction(async (tx) => {
    await tx.insert(dailyJobs).values({ name: JOB, lastDay: "1970-01-01", ranAt: new Date(now.getTime() - 86_400_000) }).onConflictDoNothing();
    const [claim] = await tx.select().from(dailyJobs).where(eq(dailyJobs.name, JOB)).for("update");
    if (!claim || claim.lastDay >= day) return null;
    await tx.update(dailyJobs).set({ lastDay: day, ranAt: now }).where(eq(dailyJobs.name, JOB));
    const fresh = await tx
      .select()
      .from(leads)
      .where(and(isNull(leads.heldReason), gt(leads.createdAt, claim.ranAt), lte(leads.createdAt, now)))
      .orderBy(asc(leads.createdAt))
      .limit(LISTED);
    const { rows: due, total } = await dueTasks(tx, day, LISTED);
    if (fresh.length === 0 && total === 0) return { day, fresh: 0, due: 0, sent: false };
    const t = leadWorkTexts[lang].digest;
    await enqueueMail(tx, {
      kind: "lead-digest",
      to: site.email,
      subject: fmt(t.subject, { date: formatDate(lang, day, "medium"), new: String(fresh.length), due: String(total) }),
      ...composeMail(content(lang, day, fresh, due, publicUrl), site),
    });
    return { day, fresh: fresh.length, due: total, sent: true };
  });
  if (result?.sent) notifyMailQueued();
  return result;
}

export type DigestJob = IntervalJob<DigestResult>;

/** Looks every few minutes whether the day's digest is due; one pass a minute after start, so a restart at 7:01 still sends it. */
export function startDigestJob(db: Database, options: Omit<DigestOptions, "now">, { intervalMs = 5 * 60_000, firstRunMs = 60_000 } = {}): DigestJob {
  return intervalJob("lead digest failed", () => runDigest(db, options), { intervalMs, firstRunMs });
}

