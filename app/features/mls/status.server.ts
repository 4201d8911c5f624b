import { eq, sql } from "drizzle-orm";
import { listings, mlsSyncState, type MlsSyncStateRow } from "~/db/schema";
import { cachedByVersion, listingsVersionOf } from "~/features/listings/cache.server";
import { fmt } from "~/i18n";
import { mlsTexts } from "~/i18n/mls";
import { formatDateTime } from "~/lib/dates";
import type { Lang } from "~/lib/routes";
import type { Database } from "~/server/db/connect.server";
import { MLS_SOURCE, PROPERTY_RESOURCE } from "./model";
import type { SyncStatusView } from "./types";

/** A feed that has not synced for longer than this is stale: the agent area says so (and /healthz). */
export const STALE_AFTER_MS = 60 * 60 * 1000;

/** The sync's state for the Property resource; null before the first pass has started. */
export async function readSyncState(db: Database): Promise<MlsSyncStateRow | null> {
  const [row] = await db.select().from(mlsSyncState).where(eq(mlsSyncState.resource, PROPERTY_RESOURCE)).limit(1);
  return row ?? null;
}

/**
 * Whether MLS listings are on the site: the feed is configured, or some
 * listing came from it (a feed switched off leaves its listings until they
 * are removed). Without the feed, the look-up is cached by the listings'
 * version, so a search page asks the listings table only after a change.
 */
export async function mlsOnSite(db: Database, feedConfigured: boolean): Promise<boolean> {
  if (feedConfigured) return true;
  const version = await listingsVersionOf(db);
  return cachedByVersion(db, version, "mls-on-site", async () => {
    const [row] = await db.select({ one: sql<number>`1` }).from(listings).where(eq(listings.originatingSystemName, MLS_SOURCE)).limit(1);
    return row !== undefined;
  });
}

/**
 * The IDX disclaimer line of search and property pages, with the time of the
 * last successful sync in the Valley's time; null when no MLS listing is on
 * the site (the pages then keep their own "information as of" line).
 */
export async function mlsDisclaimer(db: Database, lang: Lang, feedConfigured: boolean): Promise<string | null> {
  if (!(await mlsOnSite(db, feedConfigured))) return null;
  const state = await readSyncState(db);
  return disclaimerText(lang, state?.lastSuccessAt ?? null);
}

export function disclaimerText(lang: Lang, lastSuccessAt: Date | null): string {
  const t = mlsTexts[lang];
  return lastSuccessAt ? fmt(t.disclaimer, { time: formatDateTime(lang, lastSuccessAt, { time: true }) }) : t.disclaimerPending;
}

export function syncStatusView(state: MlsSyncStateRow | null, lang: Lang, syncMinutes: number, now = new Date()): SyncStatusView {
  const t = mlsTexts[lang].status;
  const when = (date: Date) => formatDateTime(lang, date, { style: "medium", time: true });
  const lines: string[] = [];
  if (!state?.lastRunStartedAt) lines.push(t.never);
  if (state?.lastSuccessAt) lines.push(fmt(t.lastSuccess, { time: when(state.lastSuccessAt) }));
  const lastRun = state?.lastRunFinishedAt ?? state?.lastRunStartedAt;
  if (lastRun && lastRun.getTime() !== state?.lastSuccessAt?.getTime()) lines.push(fmt(t.lastRun, { time: when(lastRun) }));
  const number = (value: number) => value.toLocaleString(lang === "es" ? "es-MX" : "en-US");
  if (state?.lastCounts) {
    const counts = state.lastCounts;
    lines.push(fmt(t.counts, { new: counts.new, updated: counts.updated, removed: counts.removed, failed: counts.failed, photos: counts.photos }));
    if (counts.read !== undefined && counts.total !== undefined && counts.total !== null) {
      lines.push(fmt(counts.read < counts.total ? t.readShort : t.read, { read: number(counts.read), total: number(counts.total) }));
    }
    const list = (tally: Readonly<Record<string, number>>, name: (key: string) => string) =>
      Object.entries(tally)
        .sort(([a, x], [b, y]) => y - x || a.localeCompare(b))
        .map(([key, count]) => `${name(key)} (${number(count)})`)
        .join(", ");
    if (counts.dropped && Object.keys(counts.dropped).length > 0) lines.push(fmt(t.dropped, { list: list(counts.dropped, (field) => field) }));
    if (counts.skipped && Object.keys(counts.skipped).length > 0) {
      lines.push(fmt(t.skipped, { list: list(counts.skipped, (reason) => t.skipReasons[reason as keyof typeof t.skipReasons] ?? reason) }));
    }
  }
  const translation = state?.lastCounts?.translation;
  if (translation) {
    lines.push(fmt(t.translation, { translated: number(translation.translated), failed: number(translation.failed), pending: number(translation.pending) }));
    if (translation.failed > 0) lines.push(t.translationFailed);
  }
  if (state?.feedSize !== null && state?.feedSize !== undefined) lines.push(fmt(t.feedSize, { count: number(state.feedSize) }));
  const since = state?.lastSuccessAt ?? state?.lastRunStartedAt ?? null;
  const stale = since !== null && now.getTime() - since.getTime() > STALE_AFTER_MS ? fmt(t.stale, { minutes: syncMinutes }) : null;
  return { title: t.title, lines, error: state?.lastError ? fmt(t.error, { error: state.lastError }) : null, stale };
}
