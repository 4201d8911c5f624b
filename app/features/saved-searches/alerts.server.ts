import { and, desc, eq, gt, isNotNull, isNull, lte, max, ne, or, sql } from "drizzle-orm";
import { leads, listings, savedSearches, user } from "~/db/schema";
import { parseSearchQuery } from "~/features/search/search-parse";
import type { SiteIdentity } from "~/lib/site";
import { currentSite } from "~/server/site-identity.server";
import { queryRows, type Database } from "~/server/db/connect.server";
import { getEnv } from "~/server/env.server";
import { enqueueMail, notifyMailQueued } from "~/server/mail/outbox.server";
import { searchConditions } from "~/features/search/search.server";
import { summaryColumns, withPhotos } from "~/features/listings/summary.server";
import { textSearch } from "~/features/search/text.server";
import { alertMail, LISTINGS_PER_ALERT } from "./alert-mail.server";
import { intervalJob, type IntervalJob } from "~/server/interval-job.server";

// Shared by every instance: only one of them runs a pass at a time.
const ALERT_LOCK_KEY = 727_402;
const DAY_MS = 86_400_000;

export interface AlertOptions {
  /** The identity the mails are signed with; the agent's saved profile when not given. */
  readonly site?: SiteIdentity;
  readonly publicUrl: string;
  readonly now?: Date;
}

export interface AlertReport {
  /** Saved searches looked at in this pass. */
  readonly checked: number;
  /** Alert e-mails queued. */
  readonly sent: number;
}

type Executor = Parameters<Parameters<Database["transaction"]>[0]>[0];

/** Listings that match a saved search and changed after its high-water mark, up to the pass's mark. */
async function newMatches(tx: Executor, query: string, after: Date, through: Date) {
  const parsed = parseSearchQuery(new URLSearchParams(query));
  const text = await textSearch(tx as unknown as Database, parsed.q);
  const where = and(
    searchConditions(parsed, { luxuryMinPrice: getEnv().LUXURY_MIN_PRICE }, text),
    gt(listings.modificationTimestamp, after),
    lte(listings.modificationTimestamp, through),
  );
  const [rows, [counted]] = await Promise.all([
    tx.select(summaryColumns).from(listings).where(where).orderBy(desc(listings.modificationTimestamp), listings.listingKey).limit(LISTINGS_PER_ALERT),
    tx.select({ count: sql<number>`count(*)::int` }).from(listings).where(where),
  ]);
  return { listings: await withPhotos(tx as unknown as Database, rows), total: Number(counted?.count ?? 0) };
}

/**
 * One pass of the saved-search alerts: every search that is due (instant:
 * each pass; daily: once per 24 hours) e-mails the listings that changed
 * since its high-water mark and match it, then moves the mark. Mail and mark
 * commit together, so nothing is sent twice or skipped; the pass runs under
 * an advisory lock, so one instance at a time does it. Null when another
 * instance holds the lock.
 */
export async function runAlerts(db: Database, { site: given, publicUrl, now = new Date() }: AlertOptions): Promise<AlertReport | null> {
  const site = given ?? (await currentSite(db));
  const report = await db.transaction(async (tx) => {
    const [lock] = await queryRows<{ locked: boolean }>(tx as unknown as Database, sql`SELECT pg_try_advisory_xact_lock(${ALERT_LOCK_KEY}) AS locked`);
    if (!lock?.locked) return null;
    // The pass's mark is the newest listing change it can see, not the clock: an import that lands later with older timestamps is still caught.
    // It never passes the clock, though: a change stamped ahead of it (demo listings are stamped up to the evening of the day they
    // were generated) would move every mark past the changes the agent makes before then, and those would never be sent.
    const [latest] = await tx.select({ at: max(listings.modificationTimestamp) }).from(listings);
    const through = latest?.at ? new Date(Math.min(new Date(latest.at).getTime(), now.getTime())) : undefined;
    const due = await tx
      .select({ search: savedSearches, userEmail: user.email, leadEmail: leads.email })
      .from(savedSearches)
      .leftJoin(user, eq(user.id, savedSearches.userId))
      .leftJoin(leads, eq(leads.id, savedSearches.leadId))
      .where(
        and(
          ne(savedSearches.frequency, "off"),
          // A user's own search goes to a confirmed address; one the agent set up for a lead only while the lead agreed to be contacted and isn't held (ADR 0429).
          or(eq(user.emailVerified, true), and(eq(leads.consent, true), isNotNull(leads.email), isNull(leads.heldReason), isNull(savedSearches.unsubscribedAt))),
          or(eq(savedSearches.frequency, "instant"), isNull(savedSearches.lastAlertAt), lte(savedSearches.lastAlertAt, new Date(now.getTime() - DAY_MS))),
        ),
      );
    let sent = 0;
    for (const { search, userEmail, leadEmail } of due) {
      const email = userEmail ?? leadEmail;
      const fresh = email && through && through > search.alertedThrough ? await newMatches(tx, search.query, search.alertedThrough, through) : undefined;
      if (email && fresh && fresh.total > 0) {
        const input = { to: email, lang: search.lang, name: search.name, query: search.query, token: search.unsubscribeToken, ...fresh };
        await enqueueMail(tx, alertMail(search.leadId ? { ...input, pickedBy: site.agentName } : input, site, publicUrl));
        sent++;
      }
      await tx
        .update(savedSearches)
        .set({
          lastAlertAt: now,
          ...(through && through > search.alertedThrough ? { alertedThrough: through } : {}),
          ...(email && fresh && fresh.total > 0 ? { lastSentAt: now } : {}),
        })
        .where(eq(savedSearches.id, search.id));
    }
    return { checked: due.length, sent };
  });
  if (report?.sent) notifyMailQueued();
  return report;
}

export type AlertJob = IntervalJob<AlertReport | null>;

/** Runs the alerts every few minutes (the pace of "instant"); a pass in progress finishes before stop() resolves. */
export function startAlertJob(db: Database, options: Omit<AlertOptions, "now">, { intervalMs = 5 * 60_000, firstRunMs }: { intervalMs?: number; firstRunMs?: number } = {}): AlertJob {
  return intervalJob("alert pass failed", () => runAlerts(db, options), { intervalMs, firstRunMs });
}
