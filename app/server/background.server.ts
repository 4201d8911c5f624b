import { startBackups } from "./backup/job.server";
import { tryLock } from "./db.server";
import type { Database, Driver } from "./db/connect.server";
import { startVacuumJob } from "./db/vacuum.server";
import type { Env } from "./env.server";
import { createMailTransport } from "./mail/transport.server";
import { startMailWorker } from "./mail/worker.server";
import { vapidKeys } from "./push/keys.server";
import { createPushSender } from "./push/outbox.server";
import { startPushWorker } from "./push/worker.server";
import { getStorage } from "./storage/index.server";
import type { Storage } from "./storage/storage.server";
import { startDeletionPurge } from "./undo.server";

interface Stoppable {
  stop(): Promise<void>;
}

/** What a feature's job is started with; app/server imports no feature, so the entry passes the features' jobs in. */
export interface JobContext {
  readonly env: Env;
  readonly storage: Storage;
  readonly tryLock: typeof tryLock;
}

/** A feature's background job: started once the database is ready; null when it has nothing to do (no MLS feed). */
export type FeatureJob = (db: Database, context: JobContext) => Stoppable | null;

const running: Stoppable[] = [];

/**
 * Starts the in-process jobs after the database is ready: the mail and push outboxes' workers,
 * PGlite's vacuum, the nightly backup (with, on PGlite, the socket `npm run backup` asks through) and the purge of deletions past their
 * undo (undo.server.ts), then the features' jobs the entry lists
 * (app/feature-hooks.server.ts: saved-search alerts, the purge of old held
 * leads, the flush of listing views and, with RESO_URL, the MLS sync).
 */
export function startBackgroundJobs(db: Database, driver: Driver, env: Env, featureJobs: readonly FeatureJob[] = []): void {
  running.push(startMailWorker(db, createMailTransport(env.SMTP_URL, env.site)));
  running.push(startPushWorker(db, createPushSender(vapidKeys(), env.site.email)));
  running.push(startVacuumJob(db, driver));
  running.push(startBackups(db, driver, env, tryLock));
  const context: JobContext = { env, storage: getStorage(), tryLock };
  running.push(startDeletionPurge(db, context.storage));
  for (const start of featureJobs) {
    const job = start(db, context);
    if (job) running.push(job);
  }
}

/** Stops the jobs and waits for a pass in progress (the views' last flush included), before the database closes. */
export async function stopBackgroundJobs(): Promise<void> {
  const jobs = running.splice(0);
  await Promise.all(jobs.map((job) => job.stop()));
}
