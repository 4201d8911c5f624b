import { eq } from "drizzle-orm";
import { dailyJobs } from "../../db/schema";
import { valleyDay } from "../../lib/dates";
import type { Database } from "../db/connect.server";
import type { HealthCheck } from "../health.server";
import type { BackupLine } from "./types";

/** The backup's row in daily_jobs: its last success, which every instance reads (ADR 0019). */
const JOB = "backup";
/** A site whose last backup is older than this (a night missed and most of the next day) is stale. */
export const STALE_AFTER_MS = 36 * 3_600_000;

export interface BackupStatus {
  readonly lastSuccessAt: Date | null;
  /** No backup at all, or the last one older than STALE_AFTER_MS. */
  readonly stale: boolean;
}

export async function backupStatus(db: Database, now = new Date()): Promise<BackupStatus> {
  const [row] = await db.select({ ranAt: dailyJobs.ranAt }).from(dailyJobs).where(eq(dailyJobs.name, JOB));
  const lastSuccessAt = row?.ranAt ?? null;
  return { lastSuccessAt, stale: lastSuccessAt === null || now.getTime() - lastSuccessAt.getTime() > STALE_AFTER_MS };
}

export async function backupLine(db: Database, now = new Date()): Promise<BackupLine> {
  const { lastSuccessAt, stale } = await backupStatus(db, now);
  const day = lastSuccessAt ? valleyDay(lastSuccessAt) : null;
  return {
    lastSuccessAt: lastSuccessAt?.toISOString() ?? null,
    stale,
    day: day === valleyDay(now) ? "today" : day === valleyDay(new Date(now.getTime() - 86_400_000)) ? "yesterday" : "earlier",
  };
}

/** Records a backup whose snapshot was taken `at`: the time the site says it was last backed up. */
export async function recordBackup(db: Database, at: Date): Promise<void> {
  await db
    .insert(dailyJobs)
    .values({ name: JOB, lastDay: valleyDay(at), ranAt: at })
    .onConflictDoUpdate({ target: dailyJobs.name, set: { lastDay: valleyDay(at), ranAt: at } });
}

/**
 * The backup's part of /healthz, when backups are scheduled (BACKUP_TIME): "stale" once the last
 * successful backup is over 36 hours old, or there has been none. Like the MLS feed's, it does not
 * make the instance unavailable: a restart would not make a backup.
 */
export function backupHealthCheck(scheduled: boolean): HealthCheck {
  return async (db, now) => {
    if (!scheduled) return {};
    const { lastSuccessAt, stale } = await backupStatus(db, now);
    return { backup: stale ? "stale" : "ok", backupLastSuccessAt: lastSuccessAt?.toISOString() ?? null };
  };
}
