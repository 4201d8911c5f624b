import { valleyClock, valleyDay } from "../../lib/dates";
import type { Database, Driver } from "../db/connect.server";
import { pgliteSnapshot } from "../db.server";
import type { Env } from "../env.server";
import { intervalJob } from "../interval-job.server";
import { errorFacts, logInfo, logWarn } from "../log.server";
import { storageFromEnv } from "../storage/index.server";
import { type BackupResult, type BackupSettings, type BackupSources, takeBackup } from "./backup.server";
import { type ControlAnswer, startControlSocket } from "./control.server";
import { destinationOf } from "./destination.server";
import type { Retention } from "./retention";
import { backupStatus } from "./status.server";
import { backupSummary } from "./summary";

/** The advisory lock one instance of a fleet holds while it backs up (the others skip; ADR 0019). */
export const BACKUP_LOCK_KEY = 727_406;
/** After a failure, the schedule tries again this much later rather than at every pass. */
const RETRY_AFTER_MS = 3_600_000;
/** A due backup taken this long after its time was missed (the server was down): a warning says so. */
const LATE_AFTER_MINUTES = 60;

type TryLock = (key: number) => Promise<(() => Promise<void>) | null>;

const previousDay = (day: string) => new Date(Date.parse(`${day}T12:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/** The night an instant's backup belongs to: the Valley's day from BACKUP_TIME on, the day before until then. */
export function backupNight(at: Date, time: string): string {
  return valleyClock(at) >= time ? valleyDay(at) : previousDay(valleyDay(at));
}

/** Whether the backup of the latest night is still to be taken: none yet, or the last one belongs to an earlier night. */
export function backupDue(last: Date | null, now: Date, time: string): boolean {
  return last === null || backupNight(last, time) < backupNight(now, time);
}

/** Minutes since the latest night's BACKUP_TIME, in the Valley's clock. */
export function minutesPastDue(now: Date, time: string): number {
  return (minutesOf(valleyClock(now)) - minutesOf(time) + 1440) % 1440;
}

/**
 * A failed backup's log facts, with its message: unlike a request's, it names no visitor's words (pg_dump's
 * complaint, a bucket's status, a full disk), and the operator needs it to fix the cause.
 */
function failureFacts(error: unknown): Record<string, unknown> {
  return { ...errorFacts(error), reason: error instanceof Error ? error.message.slice(0, 300) : String(error).slice(0, 300) };
}

export interface SiteBackup {
  readonly sources: BackupSources;
  readonly settings: BackupSettings & { readonly retention: Retention };
}

/** The backup the environment configures, of the database the process has open. */
export function siteBackup(env: Env, driver: Driver): SiteBackup {
  const snapshot = driver === "pglite" ? pgliteSnapshot() : undefined;
  return {
    sources: {
      database: snapshot ? { driver: "pglite", snapshot } : { driver: "postgres", databaseUrl: env.DATABASE_URL ?? "" },
      storage: storageFromEnv(env),
      dataDir: env.dataDir,
    },
    settings: {
      destination: destinationOf(env.backupTarget),
      key: env.BACKUP_KEY,
      retention: { daily: env.BACKUP_KEEP_DAILY, weekly: env.BACKUP_KEEP_WEEKLY, monthly: env.BACKUP_KEEP_MONTHLY },
    },
  };
}

export type TakenBackup = BackupResult & { deleted: string[] };

/**
 * Backups one at a time in this process, and on one instance of a fleet at a time (the advisory
 * lock): null when another instance holds it, or when `stillWanted`, asked under the lock, says the
 * backup was taken meanwhile.
 */
export function backupRunner(db: Database, backup: SiteBackup, tryLock: TryLock) {
  let chain: Promise<unknown> = Promise.resolve();
  return {
    run(stillWanted: () => Promise<boolean> = async () => true): Promise<TakenBackup | null> {
      const next = chain.then(async () => {
        const release = await tryLock(BACKUP_LOCK_KEY);
        if (!release) {
          logInfo({ msg: "backup skipped: another instance is backing up" });
          return null;
        }
        try {
          return (await stillWanted()) ? await takeBackup(db, backup.sources, backup.settings) : null;
        } finally {
          await release();
        }
      });
      chain = next.catch(() => undefined);
      return next;
    },
  };
}

export interface ScheduleOptions {
  readonly intervalMs?: number;
  readonly firstRunMs?: number;
  readonly now?: () => Date;
}

/**
 * The nightly backup: every few minutes a look whether the latest night's is due (from BACKUP_TIME,
 * Valley time); so a server that was down at 3:00, or a new site, takes it at its next look. Under
 * the lock the look is made again, so one instance of a fleet takes it. A failure is a warning, and
 * is tried again an hour later.
 */
export function startBackupSchedule(db: Database, runner: ReturnType<typeof backupRunner>, time: string, { intervalMs = 5 * 60_000, firstRunMs = 10_000, now = () => new Date() }: ScheduleOptions = {}) {
  let retryAt = 0;
  let warnedNight: string | undefined;
  const due = async () => backupDue((await backupStatus(db, now())).lastSuccessAt, now(), time);
  return intervalJob(
    "backup schedule failed",
    async () => {
      const at = now();
      if (at.getTime() < retryAt || !(await due())) return null;
      const { lastSuccessAt } = await backupStatus(db, at);
      if (lastSuccessAt && minutesPastDue(at, time) > LATE_AFTER_MINUTES && warnedNight !== backupNight(at, time)) {
        warnedNight = backupNight(at, time);
        logWarn({ msg: "backup missed: taking it now", time, lastSuccessAt: lastSuccessAt.toISOString() });
      }
      try {
        return await runner.run(due);
      } catch (error) {
        retryAt = at.getTime() + RETRY_AFTER_MS;
        logWarn({ msg: "backup failed", ...failureFacts(error), retryAt: new Date(retryAt).toISOString() });
        return null;
      }
    },
    { intervalMs, firstRunMs },
  );
}

/**
 * The server's backups: the schedule (unless BACKUP_TIME is off) and, on PGlite, the socket
 * `npm run backup` asks through while the server holds the database.
 */
export function startBackups(db: Database, driver: Driver, env: Env, tryLock: TryLock): { stop(): Promise<void> } {
  const runner = backupRunner(db, siteBackup(env, driver), tryLock);
  const schedule = env.BACKUP_TIME === "off" ? null : startBackupSchedule(db, runner, env.BACKUP_TIME);
  const control =
    driver === "pglite"
      ? startControlSocket(env.dataDir, async (): Promise<ControlAnswer> => {
          try {
            const taken = await runner.run();
            if (!taken) return { ok: false, error: "A backup is already being taken; try again when it is done." };
            return { ok: true, location: taken.location, summary: backupSummary(taken.manifest, Boolean(env.BACKUP_KEY), taken.deleted.length) };
          } catch (error) {
            logWarn({ msg: "backup failed", ...failureFacts(error) });
            return { ok: false, error: error instanceof Error ? error.message : String(error) };
          }
        })
      : null;
  return {
    async stop() {
      await Promise.all([schedule?.stop(), control?.stop()]);
    },
  };
}
