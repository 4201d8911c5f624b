import { startViewFlush } from "~/features/agent-listings/views.server";
import { startMlsSync } from "~/features/mls/job.server";
import { startAlertJob } from "~/features/saved-searches/alerts.server";
import { tryLock } from "./db.server";
import type { Database, Driver } from "./db/connect.server";
import { startVacuumJob } from "./db/vacuum.server";
import type { Env } from "./env.server";
import { startHeldLeadPurge } from "~/features/leads/held.server";
import { createMailTransport } from "./mail/transport.server";
import { startMailWorker } from "./mail/worker.server";
import { getStorage } from "./storage/index.server";

interface Stoppable {
  stop(): Promise<void>;
}

const running: Stoppable[] = [];

/** Starts the in-process jobs (the outbox worker, the saved-search alerts, the purge of old held leads, PGlite's vacuum, the flush of listing views and, with RESO_URL, the MLS sync) after the database is ready. */
export function startBackgroundJobs(db: Database, driver: Driver, env: Env): void {
  running.push(startMailWorker(db, createMailTransport(env.SMTP_URL, env.site)));
  running.push(startVacuumJob(db, driver));
  running.push(startAlertJob(db, { site: env.site, publicUrl: env.publicUrl }));
  running.push(startHeldLeadPurge(db, getStorage()));
  running.push(startViewFlush(db));
  const mls = startMlsSync(db, tryLock, env, getStorage());
  if (mls) running.push(mls);
}

/** Stops the jobs and waits for a pass in progress (the views' last flush included), before the database closes. */
export async function stopBackgroundJobs(): Promise<void> {
  const jobs = running.splice(0);
  await Promise.all(jobs.map((job) => job.stop()));
}
