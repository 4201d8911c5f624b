import { startAlertJob } from "./alerts/alerts.server";
import type { Database } from "./db/connect.server";
import type { Env } from "./env.server";
import { createMailTransport } from "./mail/transport.server";
import { startMailWorker } from "./mail/worker.server";

interface Stoppable {
  stop(): Promise<void>;
}

const running: Stoppable[] = [];

/** Starts the in-process jobs (the outbox worker and the jobs registered with it) after the database is ready. */
export function startBackgroundJobs(db: Database, env: Env): void {
  running.push(startMailWorker(db, createMailTransport(env.SMTP_URL, env.site)));
  running.push(startAlertJob(db, { site: env.site, publicUrl: env.publicUrl }));
}

/** Stops the jobs and waits for a pass in progress, before the database closes. */
export async function stopBackgroundJobs(): Promise<void> {
  const jobs = running.splice(0);
  await Promise.all(jobs.map((job) => job.stop()));
}
